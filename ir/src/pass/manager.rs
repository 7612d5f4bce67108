//! [`OpPassManager`]: an ordered list of passes and nested pass managers anchored on an
//! op name (or `any`), and [`PassManager`]: the top-level one plus instrumentation.
//!
//! Scheduling follows MLIR. A nested pass manager anchored on `func.func` runs, in
//! order, on every `func.func` op found *directly* in the blocks of the regions of the
//! op its parent runs on, its whole pipeline on one op before the next op; to reach
//! deeper ops, nest again. A match must be registered and isolated from above, else it
//! is an error. An `any` pass manager runs on every registered isolated-from-above op
//! one level down whose name every anchored pass in it accepts, and skips the others.

use super::instrument::{fingerprint, DumpWhen, IrDump, IrPrinting, PassInstrumentation};
use super::pipeline::quote_option_value;
use super::timing::TimingTree;
use super::Pass;
use crate::diagnostic::Diagnostic;
use crate::dialect::Traits;
use crate::operation::OpId;
use crate::Context;
use std::time::Instant;

enum Entry {
    Pass(Box<dyn Pass>),
    Nested(OpPassManager),
}

/// Passes and nested pass managers to run, in order, on ops of one name (or any op).
pub struct OpPassManager {
    anchor: Option<String>,
    entries: Vec<Entry>,
}

impl OpPassManager {
    /// An empty pass manager anchored on `anchor` (an op name, or `any`).
    pub fn new(anchor: &str) -> Self {
        OpPassManager {
            anchor: (anchor != "any").then(|| anchor.to_string()),
            entries: Vec::new(),
        }
    }

    /// The anchor: an op name or `any`.
    pub fn anchor(&self) -> &str {
        self.anchor.as_deref().unwrap_or("any")
    }

    /// Appends `pass`. A pass restricted to one op name can only be added to a pass
    /// manager anchored on that name or on `any`; otherwise the error says to nest it.
    pub fn add_pass(&mut self, pass: Box<dyn Pass>) -> Result<(), String> {
        if let (Some(anchor), Some(on)) = (&self.anchor, pass.op_name()) {
            if anchor != on {
                return Err(format!(
                    "'{}' runs on '{on}' ops and cannot run in a pipeline on '{anchor}'; \
                     nest it as '{on}({})'",
                    pass.name(),
                    pass.name()
                ));
            }
        }
        self.entries.push(Entry::Pass(pass));
        Ok(())
    }

    /// Appends a nested pass manager anchored on `anchor` and returns it.
    pub fn nest(&mut self, anchor: &str) -> &mut OpPassManager {
        self.entries.push(Entry::Nested(OpPassManager::new(anchor)));
        match self.entries.last_mut() {
            Some(Entry::Nested(pm)) => pm,
            _ => unreachable!("just pushed a nested pass manager"),
        }
    }

    /// Appends an already built nested pass manager.
    pub fn add_nested(&mut self, pm: OpPassManager) {
        self.entries.push(Entry::Nested(pm));
    }

    /// How many entries (passes and nested pass managers) there are at this level.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no entries.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The pipeline in textual form, `anchor(pass{opt=v},nested(...))`, with every
    /// option of every pass and its current value, options sorted by name.
    pub fn pipeline_string(&self) -> String {
        let mut out = format!("{}(", self.anchor());
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            match e {
                Entry::Pass(p) => {
                    out.push_str(p.name());
                    let mut opts = p.options();
                    opts.sort_by_key(|o| o.name);
                    if !opts.is_empty() {
                        let items: Vec<String> = opts
                            .iter()
                            .map(|o| format!("{}={}", o.name, quote_option_value(&o.value)))
                            .collect();
                        out.push('{');
                        out.push_str(&items.join(" "));
                        out.push('}');
                    }
                }
                Entry::Nested(n) => out.push_str(&n.pipeline_string()),
            }
        }
        out.push(')');
        out
    }

    /// Whether this (nested) pass manager runs on `op`; `Err` if it is anchored on
    /// `op`'s name but `op` cannot host passes.
    fn schedules_on(&self, ctx: &Context, op: OpId) -> Result<bool, Diagnostic> {
        let isolated =
            ctx.op_def(op).is_some() && ctx.op_has_trait(op, Traits::ISOLATED_FROM_ABOVE);
        match &self.anchor {
            Some(a) => {
                if ctx.op_name_str(op) != a {
                    return Ok(false);
                }
                if ctx.op_def(op).is_none() {
                    return Err(
                        ctx.op_error(op, "trying to schedule a pass on an unregistered operation")
                    );
                }
                if !isolated {
                    return Err(ctx.op_error(
                        op,
                        "trying to schedule a pass on an operation not marked as 'IsolatedFromAbove'",
                    ));
                }
                Ok(true)
            }
            None => Ok(isolated && self.accepts(ctx.op_name_str(op))),
        }
    }

    /// Whether every op-restricted pass in this `any` pass manager accepts `name`.
    fn accepts(&self, name: &str) -> bool {
        self.entries.iter().all(|e| match e {
            Entry::Pass(p) => p.op_name().is_none_or(|n| n == name),
            Entry::Nested(_) => true,
        })
    }

    /// Appends MLIR's pipeline-shaped statistics lines for this manager's entries.
    fn write_statistics(&self, out: &mut String, indent: usize) {
        for e in &self.entries {
            match e {
                Entry::Pass(p) => {
                    out.push_str(&format!("{}{}\n", " ".repeat(indent), p.display_name()));
                    let mut stats = p.statistics();
                    stats.sort_by_key(|s| s.name);
                    let name_w = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
                    let value_w = stats
                        .iter()
                        .map(|s| s.value.to_string().len())
                        .max()
                        .unwrap_or(0);
                    for s in stats {
                        out.push_str(&format!(
                            "{}(S) {:>value_w$} {:<name_w$} - {}\n",
                            " ".repeat(indent + 2),
                            s.value,
                            s.name,
                            s.description
                        ));
                    }
                }
                Entry::Nested(n) => {
                    out.push_str(&format!(
                        "{}'{}' Pipeline\n",
                        " ".repeat(indent),
                        n.anchor()
                    ));
                    n.write_statistics(out, indent + 2);
                }
            }
        }
    }

    fn count_passes(&self) -> usize {
        self.entries
            .iter()
            .map(|e| match e {
                Entry::Pass(_) => 1,
                Entry::Nested(n) => n.count_passes(),
            })
            .sum()
    }
}

/// The top-level pass manager: an [`OpPassManager`] for the root op plus
/// instrumentation (verification after each pass, IR printing, timing, custom hooks).
pub struct PassManager {
    root: OpPassManager,
    instr: Instruments,
}

struct Instruments {
    verify_each: bool,
    printing: Option<IrPrinting>,
    timing: Option<TimingTree>,
    hooks: Vec<Box<dyn PassInstrumentation>>,
}

impl PassManager {
    /// An empty pass manager for root ops named `anchor` (or `any`), verifying after
    /// each pass.
    pub fn new(anchor: &str) -> Self {
        Self::from_op_pass_manager(OpPassManager::new(anchor))
    }

    /// Wraps an [`OpPassManager`] as the root.
    pub fn from_op_pass_manager(root: OpPassManager) -> Self {
        PassManager {
            root,
            instr: Instruments {
                verify_each: true,
                printing: None,
                timing: None,
                hooks: Vec::new(),
            },
        }
    }

    /// The root pass manager, to add passes or nest.
    pub fn root_mut(&mut self) -> &mut OpPassManager {
        &mut self.root
    }

    /// The root pass manager.
    pub fn root(&self) -> &OpPassManager {
        &self.root
    }

    /// Verify the op each pass ran on after it (on by default; `--verify-each=0`).
    pub fn enable_verifier(&mut self, on: bool) {
        self.instr.verify_each = on;
    }

    /// Dump IR around passes as `printing` says.
    pub fn enable_ir_printing(&mut self, printing: IrPrinting) {
        self.instr.printing = Some(printing);
    }

    /// Collect per-pass wall time (read it with [`PassManager::take_timing`]).
    pub fn enable_timing(&mut self) {
        self.instr.timing.get_or_insert_with(TimingTree::new);
    }

    /// The timing collected so far, if timing is enabled (it stays enabled, empty).
    pub fn take_timing(&mut self) -> Option<TimingTree> {
        self.instr.timing.as_mut().map(std::mem::take)
    }

    /// Adds instrumentation hooks, run in the order added.
    pub fn add_instrumentation(&mut self, hooks: Box<dyn PassInstrumentation>) {
        self.instr.hooks.push(hooks);
    }

    /// The pipeline in textual form (what `--dump-pass-pipeline` shows).
    pub fn pipeline_string(&self) -> String {
        self.root.pipeline_string()
    }

    /// MLIR's `--dump-pass-pipeline` text: `Pass Manager with N passes:` and the
    /// pipeline, each followed by a newline.
    pub fn dump(&self) -> String {
        format!(
            "Pass Manager with {} passes:\n{}\n",
            self.root.count_passes(),
            self.pipeline_string()
        )
    }

    /// MLIR's `--mlir-pass-statistics` report (pipeline display): every pass of the
    /// pipeline, nested like it, with the counters its instance accumulated, each
    /// pass's counters sorted by name and aligned.
    ///
    /// ```text
    /// ===-------------------------------------------------------------------------===
    ///                          ... Pass statistics report ...
    /// ===-------------------------------------------------------------------------===
    /// 'func.func' Pipeline
    ///   CSE
    ///     (S) 2 num-cse - Number of operations CSE'd
    ///     (S) 0 num-dce - Number of operations DCE'd
    /// ```
    pub fn statistics_report(&self) -> String {
        let rule = format!("==={}===\n", "-".repeat(73));
        let title = "... Pass statistics report ...";
        let mut out = rule.clone();
        out.push_str(&format!("{}{title}\n", " ".repeat((80 - title.len()) / 2)));
        out.push_str(&rule);
        self.root.write_statistics(&mut out, 0);
        out
    }

    /// Runs the pipeline on `op`, which must be named like the root anchor (or anything
    /// for `any`). Stops at the first failing pass and returns its diagnostics; other
    /// diagnostics passes recorded with [`Context::emit`] stay in the context.
    pub fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Vec<Diagnostic>> {
        if let Some(anchor) = &self.root.anchor {
            if ctx.op_name_str(op) != anchor {
                return Err(vec![ctx.op_error(
                    op,
                    format!(
                        "can't run '{anchor}' pass manager on '{}' op",
                        ctx.op_name_str(op)
                    ),
                )]);
            }
        }
        run_pm(&mut self.root, ctx, op, &mut self.instr)
    }
}

fn run_pm(
    pm: &mut OpPassManager,
    ctx: &mut Context,
    op: OpId,
    instr: &mut Instruments,
) -> Result<(), Vec<Diagnostic>> {
    for entry in &mut pm.entries {
        match entry {
            Entry::Pass(p) => run_pass(p.as_mut(), ctx, op, instr)?,
            Entry::Nested(n) => run_nested(n, ctx, op, instr)?,
        }
    }
    Ok(())
}

fn run_nested(
    pm: &mut OpPassManager,
    ctx: &mut Context,
    op: OpId,
    instr: &mut Instruments,
) -> Result<(), Vec<Diagnostic>> {
    let mut targets = Vec::new();
    for &region in ctx.regions(op) {
        for &block in ctx.region_blocks(region) {
            for child in ctx.block_ops(block) {
                if pm.schedules_on(ctx, child).map_err(|d| vec![d])? {
                    targets.push(child);
                }
            }
        }
    }
    let label = format!("'{}' Pipeline", pm.anchor());
    if let Some(t) = &mut instr.timing {
        t.enter(&label);
    }
    let start = Instant::now();
    let mut result = Ok(());
    for child in targets {
        // An earlier run may have erased a later target (e.g. a pass on a sibling).
        if ctx.is_erased(child) {
            continue;
        }
        result = run_pm(pm, ctx, child, instr);
        if result.is_err() {
            break;
        }
    }
    if let Some(t) = &mut instr.timing {
        t.exit(start.elapsed());
    }
    result
}

fn run_pass(
    pass: &mut dyn Pass,
    ctx: &mut Context,
    op: OpId,
    instr: &mut Instruments,
) -> Result<(), Vec<Diagnostic>> {
    if let Some(on) = pass.op_name() {
        if ctx.op_name_str(op) != on {
            return Err(vec![ctx.op_error(
                op,
                format!(
                    "trying to schedule pass '{}' on an unsupported operation",
                    pass.name()
                ),
            )]);
        }
    }
    let span = tracing::info_span!(
        target: "visa::pass",
        "pass",
        name = pass.name(),
        op = ctx.op_name_str(op)
    );
    let _enter = span.enter();
    tracing::info!(target: "visa::pass", "start");
    for h in &mut instr.hooks {
        h.run_before_pass(ctx, &*pass, op);
    }
    let (argument, display) = (pass.name(), pass.display_name());
    let dump = |when| IrDump {
        when,
        pass_argument: argument,
        pass_name: display,
        op,
    };
    let mut before_print = None;
    if let Some(p) = &mut instr.printing {
        if p.before.matches(argument) {
            (p.sink)(ctx, &dump(DumpWhen::Before));
        }
        if p.after_change_only && p.after.matches(argument) {
            before_print = Some(fingerprint(ctx, op));
        }
    }
    if let Some(t) = &mut instr.timing {
        t.enter(display);
    }
    let start = Instant::now();
    let outcome = pass.run(ctx, op);
    if let Some(t) = &mut instr.timing {
        t.exit(start.elapsed());
    }
    tracing::info!(target: "visa::pass", elapsed = ?start.elapsed(), ok = outcome.is_ok(), "end");
    let outcome = match outcome {
        Err(d) => Err(vec![d]),
        Ok(()) if instr.verify_each => crate::verifier::verify(ctx, op).map_err(|mut diags| {
            let note = format!("the IR was left invalid by pass '{argument}' ({display})");
            if let Some(first) = diags.first_mut() {
                first
                    .notes
                    .push(Diagnostic::new(crate::Severity::Note, ctx.op_loc(op), note));
            }
            diags
        }),
        Ok(()) => Ok(()),
    };
    match outcome {
        Err(diags) => {
            if let Some(p) = &mut instr.printing {
                if p.after_failure {
                    (p.sink)(ctx, &dump(DumpWhen::AfterFailure));
                }
            }
            for h in &mut instr.hooks {
                h.run_after_pass_failed(ctx, &*pass, op);
            }
            Err(diags)
        }
        Ok(()) => {
            if let Some(p) = &mut instr.printing {
                let changed = before_print.is_none_or(|fp| fp != fingerprint(ctx, op));
                if p.after.matches(argument) && changed {
                    (p.sink)(ctx, &dump(DumpWhen::After));
                }
            }
            for h in &mut instr.hooks {
                h.run_after_pass(ctx, &*pass, op);
            }
            Ok(())
        }
    }
}
