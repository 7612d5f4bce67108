//! Dialect conversion, after MLIR's `DialectConversion`: rewrite IR until every op is
//! legal for a [`ConversionTarget`], with [`ConversionPattern`]s that see their
//! operands already converted, a [`TypeConverter`] for 1:N type conversion and the
//! casts where converted and unconverted values meet, and located failure with the
//! IR rolled back.
//!
//! # How it runs
//!
//! [`apply_partial_conversion`] and [`apply_full_conversion`] collect the ops nested
//! in the regions of a root op (not the root itself) in pre-order, parents before
//! what they contain, skipping the regions of ops marked recursively legal. Each op
//! still alive is *legalized*:
//!
//! 1. If the target says it is [`Legality::Legal`], it stays.
//! 2. Otherwise the patterns rooted at its name (and those with no root) are tried,
//!    highest benefit first, ties in the order they were added. Each attempt starts
//!    from a snapshot; the pattern gets an [`OpAdaptor`] with the op's operands as they
//!    stand after the conversion so far (the values that replaced them, converted by
//!    the type converter, 1:N) and returns `Ok(())` or the reason it does not apply.
//! 3. A pattern that succeeds must have replaced, erased or updated the op in place.
//!    Every op it created (and the op itself, if updated in place) is then legalized
//!    the same way, recursively, without the patterns already active on this chain
//!    (so a pattern cannot recurse into its own output). Other existing ops it
//!    updated in place must be legal as they stand (or of unknown legality, in a
//!    partial conversion). If any of this fails, the attempt is rolled back and the
//!    next pattern is tried.
//! 4. When no pattern succeeds, an [`Legality::Illegal`] op (and, in a full
//!    conversion, an [`Legality::Unknown`] one) fails the conversion with
//!    `failed to legalize operation 'x.y'` at the op and a note per pattern tried
//!    saying why it failed. A partial conversion leaves an unknown op as it is.
//!
//! On success the rewriter commits: replaced values still used by ops that stay get
//! a source materialization, converted block signatures are rebuilt, replaced and
//! erased ops are removed. On failure everything is rolled back: the IR prints as it
//! did before the call (handles created meanwhile are erased, never reused).
//!
//! # Cost
//!
//! Each op is visited once; an attempt costs what its pattern does plus a rollback
//! proportional to what the attempt changed; commit is linear in the recorded
//! changes. There is no global worklist that is refilled, so a conversion is linear
//! in the size of the IR times the patterns tried per op.
//!
//! # Example
//!
//! See [`apply_partial_conversion`].

mod rewriter;
mod target;
mod type_converter;

pub use rewriter::{ConversionRewriter, OpAdaptor};
pub use target::{ConversionTarget, Legality, LegalityFn};
pub use type_converter::{
    ConversionFn, SourceMaterializationFn, TargetMaterializationFn, TypeConverter,
};

use crate::diagnostic::Diagnostic;
use crate::operation::OpId;
use crate::rewrite::pattern_set::RootIndex;
use crate::Context;

/// A rewrite of one op into legal IR, given its converted operands.
pub trait ConversionPattern: Send + Sync {
    /// A name for diagnostics and debugging.
    fn name(&self) -> &'static str;
    /// The op name this pattern applies to, or `None` for any op.
    fn root(&self) -> Option<&'static str>;
    /// Higher benefit patterns are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Rewrites `op` through `rewriter`, reading its operands from `adaptor`; returns
    /// why it does not apply otherwise. On `Err` the driver rolls back whatever the
    /// pattern changed, so a pattern may give up half-way.
    fn match_and_rewrite(
        &self,
        op: OpId,
        adaptor: &OpAdaptor,
        rewriter: &mut ConversionRewriter<'_>,
    ) -> Result<(), String>;
}

/// Conversion patterns ready for a driver: indexed by root name, highest benefit
/// first; patterns of equal benefit keep the order they were added in, root-specific
/// ones before root-less ones.
#[derive(Default)]
pub struct ConversionPatternSet {
    patterns: Vec<Box<dyn ConversionPattern>>,
    index: RootIndex,
}

impl ConversionPatternSet {
    /// Freezes `patterns`.
    pub fn new(patterns: Vec<Box<dyn ConversionPattern>>) -> Self {
        let index = RootIndex::new(patterns.iter().map(|p| (p.root(), p.benefit())));
        ConversionPatternSet { patterns, index }
    }

    /// How many patterns the set holds.
    pub fn len(&self) -> usize {
        self.patterns.len()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.patterns.is_empty()
    }

    /// Pattern number `index`.
    pub fn pattern(&self, index: usize) -> &dyn ConversionPattern {
        self.patterns[index].as_ref()
    }

    /// The indices of the patterns that apply to ops named `name`, in the order a
    /// driver tries them.
    pub fn for_root(&self, name: &str) -> Vec<usize> {
        self.index.for_root(name)
    }
}

/// What a successful conversion did; the counters measure the driver's work.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConversionStats {
    /// Ops whose legality was decided (original ops, created ops, ops updated in place).
    pub legality_checks: u64,
    /// Calls of `match_and_rewrite`.
    pub pattern_attempts: u64,
    /// Pattern applications kept in the result.
    pub rewrites: u64,
    /// Rollbacks of failed attempts.
    pub rollbacks: u64,
    /// Materialization hooks that created ops (kept or rolled back).
    pub materializations: u64,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Mode {
    Partial,
    Full,
}

/// Converts the ops nested in `root`'s regions until every op is legal or of unknown
/// legality for `target` (MLIR's `applyPartialConversion`): ops the target does not
/// mention are converted when a pattern applies and left alone otherwise. Fails, with
/// the IR rolled back, when an illegal op cannot be legalized; see the module
/// documentation.
///
/// # Example
///
/// A pattern that rewrites `toy.neg %x : i64` into `low.neg` on the two `i32` halves
/// the type converter splits an `i64` into, with casts back to `i64` for the ops that
/// stay:
///
/// ```
/// use visa_ir::conversion::*;
/// use visa_ir::parser::parse_source;
/// use visa_ir::printer::{print_op, PrintOptions};
/// use visa_ir::{Context, DialectRegistry, OpId};
///
/// struct NegToLow;
/// impl ConversionPattern for NegToLow {
///     fn name(&self) -> &'static str { "neg-to-low" }
///     fn root(&self) -> Option<&'static str> { Some("toy.neg") }
///     fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor,
///                          rw: &mut ConversionRewriter<'_>) -> Result<(), String> {
///         let halves = adaptor.get(0).to_vec();
///         let i32 = rw.ctx.integer_type(32);
///         let mut b = rw.builder();
///         let lo = b.op("low.neg").operands(&halves).results(&[i32, i32]).build();
///         let new = b.ctx.results(lo).to_vec();
///         rw.replace_op_with_multiple(op, vec![new]);
///         Ok(())
///     }
/// }
///
/// let mut ctx = Context::new(DialectRegistry::new());
/// ctx.allow_unregistered = true;
/// let module = parse_source(&mut ctx, r#"
///   %x = "toy.arg"() : () -> i64
///   %y = "toy.neg"(%x) : (i64) -> i64
///   "toy.print"(%y) : (i64) -> ()
/// "#, "in.mlir").unwrap();
///
/// let mut types = TypeConverter::new();
/// types.add_conversion(|_, t| Some(vec![t]));
/// types.add_conversion(|ctx, t| {
///     (ctx.int_width(t) == Some(64)).then(|| vec![ctx.integer_type(32); 2])
/// });
/// types.add_target_materialization(|b, tys, v| {
///     let op = b.op("low.split").operands(&[v]).results(tys).build();
///     Some(b.ctx.results(op).to_vec())
/// });
/// types.add_source_materialization(|b, ty, vs| {
///     Some(b.op("low.join").operands(vs).results(&[ty]).build_value())
/// });
/// let mut target = ConversionTarget::new();
/// target.add_legal_dialect("low").add_illegal_op("toy.neg");
/// let patterns = ConversionPatternSet::new(vec![Box::new(NegToLow)]);
///
/// apply_partial_conversion(&mut ctx, module, &target, &patterns, Some(&types)).unwrap();
/// let text = print_op(&ctx, module, &PrintOptions { generic: true, ..Default::default() });
/// assert!(text.contains(r#""low.split"(%0) : (i64) -> (i32, i32)"#));
/// assert!(text.contains(r#""low.neg"(%1#0, %1#1) : (i32, i32) -> (i32, i32)"#));
/// assert!(text.contains(r#""low.join"(%2#0, %2#1) : (i32, i32) -> i64"#));
/// assert!(text.contains(r#""toy.print"(%3) : (i64) -> ()"#));
/// assert!(!text.contains("toy.neg"));
/// ```
pub fn apply_partial_conversion(
    ctx: &mut Context,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
) -> Result<ConversionStats, Diagnostic> {
    apply(ctx, root, target, patterns, converter, Mode::Partial)
}

/// Converts the ops nested in `root`'s regions until every one is legal for `target`
/// (MLIR's `applyFullConversion`): an op of unknown legality that no pattern converts
/// fails the conversion like an illegal one. On failure the IR is rolled back.
pub fn apply_full_conversion(
    ctx: &mut Context,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
) -> Result<ConversionStats, Diagnostic> {
    apply(ctx, root, target, patterns, converter, Mode::Full)
}

fn apply(
    ctx: &mut Context,
    root: OpId,
    target: &ConversionTarget,
    patterns: &ConversionPatternSet,
    converter: Option<&TypeConverter>,
    mode: Mode,
) -> Result<ConversionStats, Diagnostic> {
    let span = tracing::debug_span!(target: "visa::conversion", "conversion", ?mode);
    let _enter = span.enter();
    let worklist = collect(ctx, root, target);
    let mut rw = ConversionRewriter::new(ctx, converter);
    let start = rw.snapshot();
    let mut driver = Legalizer {
        target,
        patterns,
        mode,
        active: Vec::new(),
        stats: ConversionStats::default(),
    };
    let mut outcome = Ok(());
    for op in worklist {
        if rw.is_dead(op) {
            continue;
        }
        if let Err(failure) = driver.legalize(&mut rw, op) {
            outcome = Err(failure.into_diagnostic(rw.ctx));
            break;
        }
    }
    let outcome = outcome.and_then(|()| rw.commit());
    driver.stats.rollbacks = rw.num_rollbacks;
    driver.stats.materializations = rw.num_materializations;
    if let Err(diag) = outcome {
        rw.rollback(start);
        return Err(diag);
    }
    tracing::debug!(target: "visa::conversion", stats = ?driver.stats, "conversion done");
    Ok(driver.stats)
}

/// The ops nested in `root`'s regions in pre-order, without the contents of
/// recursively legal ops.
fn collect(ctx: &mut Context, root: OpId, target: &ConversionTarget) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack: Vec<OpId> = Vec::new();
    let push_children = |ctx: &Context, op: OpId, stack: &mut Vec<OpId>| {
        let start = stack.len();
        for &region in ctx.regions(op) {
            for &block in ctx.region_blocks(region) {
                stack.extend(ctx.block_ops(block));
            }
        }
        stack[start..].reverse();
    };
    push_children(ctx, root, &mut stack);
    while let Some(op) = stack.pop() {
        out.push(op);
        if !target.is_recursively_legal(ctx, op) {
            push_children(ctx, op, &mut stack);
        }
    }
    out
}

/// Why an op could not be legalized.
struct Failure {
    op: OpId,
    illegal: bool,
    notes: Vec<String>,
}

impl Failure {
    fn into_diagnostic(self, ctx: &Context) -> Diagnostic {
        let loc = ctx.op_loc(self.op);
        let name = ctx.op_name_str(self.op);
        let mut diag = Diagnostic::error(loc, format!("failed to legalize operation '{name}'"));
        diag = diag.with_note(
            loc,
            if self.illegal {
                format!("'{name}' is illegal in the conversion target")
            } else {
                format!("'{name}' is not legal in the conversion target (full conversion)")
            },
        );
        if self.notes.is_empty() {
            diag = diag.with_note(loc, format!("no conversion pattern applies to '{name}'"));
        }
        for note in self.notes {
            diag = diag.with_note(loc, note);
        }
        diag
    }

    /// The failure in one line, for the note of a pattern whose output it concerns.
    fn summary(&self, ctx: &Context) -> String {
        let name = ctx.op_name_str(self.op);
        if self.notes.is_empty() {
            format!("it produced '{name}', to which no conversion pattern applies")
        } else {
            format!(
                "it produced '{name}', which failed to legalize ({})",
                self.notes.join("; ")
            )
        }
    }
}

struct Legalizer<'p> {
    target: &'p ConversionTarget,
    patterns: &'p ConversionPatternSet,
    mode: Mode,
    /// The patterns being applied, outermost first.
    active: Vec<usize>,
    stats: ConversionStats,
}

impl Legalizer<'_> {
    fn legalize(&mut self, rw: &mut ConversionRewriter<'_>, op: OpId) -> Result<(), Failure> {
        self.stats.legality_checks += 1;
        let legality = self.target.legality(rw.ctx, op);
        if legality == Legality::Legal {
            return Ok(());
        }
        let name = rw.ctx.op_name_str(op).to_string();
        let mut notes = Vec::new();
        for index in self.patterns.for_root(&name) {
            if self.active.contains(&index) {
                continue;
            }
            let pattern = self.patterns.pattern(index);
            let snap = rw.snapshot();
            self.stats.pattern_attempts += 1;
            let saved_root = rw.set_root(Some(op));
            let applied = rw
                .adaptor(op)
                .and_then(|adaptor| pattern.match_and_rewrite(op, &adaptor, rw));
            rw.set_root(saved_root);
            let result = applied.and_then(|()| {
                if !rw.root_changed_since(snap, op) {
                    return Err(
                        "it reported success without replacing, erasing or updating the op"
                            .to_string(),
                    );
                }
                self.active.push(index);
                let r = self.legalize_results(rw, snap, op);
                self.active.pop();
                r
            });
            match result {
                Ok(()) => {
                    self.stats.rewrites += 1;
                    tracing::debug!(target: "visa::conversion", op = %name, pattern = pattern.name(), "applied");
                    return Ok(());
                }
                Err(reason) => {
                    rw.rollback(snap);
                    notes.push(format!("pattern '{}' failed: {reason}", pattern.name()));
                }
            }
        }
        if legality == Legality::Unknown && self.mode == Mode::Partial {
            return Ok(());
        }
        Err(Failure {
            op,
            illegal: legality == Legality::Illegal,
            notes,
        })
    }

    /// Legalizes what a pattern applied to `op` since `snap` produced: the ops it
    /// created (not materializations) and `op` itself if it was updated in place.
    fn legalize_results(
        &mut self,
        rw: &mut ConversionRewriter<'_>,
        snap: Snapshot,
        op: OpId,
    ) -> Result<(), String> {
        use crate::entity::EntityRef;
        let end = rw.ctx.ops.len();
        for i in snap.ops..end {
            let created = OpId::new(i);
            if rw.is_materialization(created) || rw.is_dead(created) {
                continue;
            }
            if rw.ctx.op_block(created).is_none() {
                return Err(format!(
                    "it left the op '{}' it created outside any block",
                    rw.ctx.op_name_str(created)
                ));
            }
            self.legalize(rw, created).map_err(|f| f.summary(rw.ctx))?;
        }
        for other in rw.modified_since(snap) {
            if other == op || rw.is_dead(other) || other.index() >= snap.ops {
                continue;
            }
            // Another existing op updated in place must be acceptable as it stands
            // (MLIR's rule for root updates); it is not rewritten on the way.
            self.stats.legality_checks += 1;
            match self.target.legality(rw.ctx, other) {
                Legality::Legal => {}
                Legality::Unknown if self.mode == Mode::Partial => {}
                _ => {
                    return Err(format!(
                        "it updated '{}' in place, which is not legal",
                        rw.ctx.op_name_str(other)
                    ))
                }
            }
        }
        if !rw.is_replaced_or_erased(op) && rw.modified_since(snap).contains(&op) {
            self.legalize(rw, op).map_err(|f| {
                let name = rw.ctx.op_name_str(op);
                format!(
                    "'{name}' updated in place is still not legal ({})",
                    if f.notes.is_empty() {
                        "no other pattern applies".to_string()
                    } else {
                        f.notes.join("; ")
                    }
                )
            })?;
        }
        Ok(())
    }
}

use rewriter::Snapshot;
