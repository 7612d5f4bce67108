//! Pass instrumentation: hooks around each pass run, IR printing configuration in the
//! style of `--mlir-print-ir-*`, and IR fingerprints for "print after change".

use super::Pass;
use crate::entity::EntityRef;
use crate::operation::OpId;
use crate::Context;
use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};

/// Callbacks the pass manager makes around every pass it runs. Each defaults to nothing.
pub trait PassInstrumentation {
    /// Before `pass` runs on `op`.
    fn run_before_pass(&mut self, _ctx: &Context, _pass: &dyn Pass, _op: OpId) {}
    /// After `pass` succeeded on `op` (and, with verification on, the IR verified).
    fn run_after_pass(&mut self, _ctx: &Context, _pass: &dyn Pass, _op: OpId) {}
    /// After `pass` failed on `op`, or left IR the verifier rejects.
    fn run_after_pass_failed(&mut self, _ctx: &Context, _pass: &dyn Pass, _op: OpId) {}
}

/// Which passes an IR-printing option selects, by pass argument.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    /// No pass.
    #[default]
    None,
    /// Every pass (`--mlir-print-ir-after-all`).
    All,
    /// The passes with these arguments (`--mlir-print-ir-after=cse,canonicalize`).
    Passes(Vec<String>),
}

impl PassFilter {
    /// A filter from a comma-separated list of pass arguments.
    pub fn from_list(list: &str) -> Self {
        PassFilter::Passes(
            list.split(',')
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(String::from)
                .collect(),
        )
    }

    /// Whether the pass with argument `argument` is selected.
    pub fn matches(&self, argument: &str) -> bool {
        match self {
            PassFilter::None => false,
            PassFilter::All => true,
            PassFilter::Passes(list) => list.iter().any(|p| p == argument),
        }
    }
}

/// When an IR dump is taken.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DumpWhen {
    /// Before the pass runs.
    Before,
    /// After it succeeded.
    After,
    /// After it failed (or its output failed verification).
    AfterFailure,
}

/// One IR dump the pass manager asks the sink to print.
#[derive(Copy, Clone, Debug)]
pub struct IrDump<'a> {
    /// Before, after, or after a failure.
    pub when: DumpWhen,
    /// The pass argument, e.g. `cse`.
    pub pass_argument: &'a str,
    /// The pass display name, e.g. `CSE`.
    pub pass_name: &'a str,
    /// The op the pass runs on.
    pub op: OpId,
}

impl IrDump<'_> {
    /// MLIR's dump header, without a trailing newline. Without `module_scope` (print the
    /// op the pass ran on):
    /// `// -----// IR Dump After CSE (cse) //----- //`. With it (print the top-level op):
    /// `// -----// IR Dump After CSE (cse) ('func.func' operation: @f) //----- //`.
    pub fn header(&self, ctx: &Context, module_scope: bool) -> String {
        let when = match self.when {
            DumpWhen::Before => format!("Before {}", self.pass_name),
            DumpWhen::After => format!("After {}", self.pass_name),
            DumpWhen::AfterFailure => format!("After {} Failed", self.pass_name),
        };
        let mut out = format!("// -----// IR Dump {when} ({})", self.pass_argument);
        if module_scope {
            out.push_str(&format!(" ('{}' operation", ctx.op_name_str(self.op)));
            if let Some(name) = crate::symbol::symbol_name(ctx, self.op) {
                out.push_str(&format!(": @{name}"));
            }
            out.push(')');
        }
        out.push_str(" //----- //");
        out
    }

    /// The op to print: the one the pass ran on, or with `module_scope` its top-level
    /// ancestor.
    pub fn op_to_print(&self, ctx: &Context, module_scope: bool) -> OpId {
        let mut op = self.op;
        if module_scope {
            while let Some(p) = ctx.parent_op(op) {
                op = p;
            }
        }
        op
    }
}

/// The function an [`IrPrinting`] configuration hands dumps to.
pub type IrSink = Box<dyn FnMut(&Context, &IrDump<'_>)>;

/// IR printing around passes, as `--mlir-print-ir-before/after[-all|-change|-failure]`.
pub struct IrPrinting {
    /// Passes to dump before.
    pub before: PassFilter,
    /// Passes to dump after.
    pub after: PassFilter,
    /// Dump after a pass only if it changed the IR (by fingerprint).
    pub after_change_only: bool,
    /// Dump after a pass that failed.
    pub after_failure: bool,
    /// Receives each dump; prints it (e.g. `header` then the op).
    pub sink: IrSink,
}

impl IrPrinting {
    /// No dumps selected yet, sending them to `sink`.
    pub fn new(sink: impl FnMut(&Context, &IrDump<'_>) + 'static) -> Self {
        IrPrinting {
            before: PassFilter::None,
            after: PassFilter::None,
            after_change_only: false,
            after_failure: false,
            sink: Box::new(sink),
        }
    }
}

/// A hash of everything printable about `op` and what it contains: names, operands,
/// result types, attributes, locations, successors, block structure and arguments.
/// Equal IR gives equal fingerprints; a change gives a different one with overwhelming
/// probability (MLIR's `OperationFingerPrint`).
pub fn fingerprint(ctx: &Context, op: OpId) -> u64 {
    let mut h = DefaultHasher::new();
    ctx.walk(op, &mut |o| {
        o.index().hash(&mut h);
        ctx.op_block(o).map(|b| b.index()).hash(&mut h);
        ctx.op_name(o).hash(&mut h);
        ctx.op_loc(o).hash(&mut h);
        ctx.attrs(o).hash(&mut h);
        for &v in ctx.operands(o) {
            v.index().hash(&mut h);
        }
        for &r in ctx.results(o) {
            (r.index(), ctx.value_type(r)).hash(&mut h);
        }
        for &s in ctx.successors(o) {
            s.index().hash(&mut h);
        }
        for &region in ctx.regions(o) {
            region.index().hash(&mut h);
            for &b in ctx.region_blocks(region) {
                b.index().hash(&mut h);
                for &a in ctx.block_args(b) {
                    (a.index(), ctx.value_type(a)).hash(&mut h);
                }
            }
        }
    });
    h.finish()
}
