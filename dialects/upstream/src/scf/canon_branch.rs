//! Canonicalization patterns of the `scf` ops that run one of their regions: an
//! `scf.if` on a constant condition and an `scf.index_switch` on a constant argument
//! become the region taken, and an `scf.execute_region` of one block (not `no_inline`)
//! is inlined (MLIR's `RemoveStaticCondition`, `FoldConstantCase`,
//! `SingleBlockExecuteInliner`); results an `scf.execute_region` only forwards from
//! outside are replaced by the forwarded values.

use super::{ExecuteRegion, If, IndexSwitch, Yield};
use crate::arith::const_int;
use crate::tensor::lists::i64_array_of;
use visa_ir::rewrite::{PatternRewriter, RewritePattern};
use visa_ir::{OpId, OperationState, RegionId, Value};

/// Moves the ops of the single block of `region` (without arguments, ending in
/// `scf.yield`) before `op` and replaces `op`'s results by the yielded values. With no
/// block (an absent `else`), `op` (which then has no results) is erased.
fn inline_region(rewriter: &mut PatternRewriter<'_>, op: OpId, region: RegionId) -> bool {
    let ctx = &*rewriter.ctx;
    let Some(block) = ctx.entry_block(region) else {
        if !ctx.results(op).is_empty() {
            return false;
        }
        rewriter.erase_op(op);
        return true;
    };
    if ctx.region_blocks(region).len() != 1 || !ctx.block_args(block).is_empty() {
        return false;
    }
    let Some(term) = ctx
        .last_op(block)
        .filter(|&t| Yield::matches(ctx, t).is_some())
    else {
        return false;
    };
    let yielded: Vec<Value> = ctx.operands(term).to_vec();
    if yielded.len() != ctx.results(op).len() {
        return false;
    }
    let body: Vec<OpId> = ctx.block_ops(block).filter(|&o| o != term).collect();
    for inner in body {
        rewriter.ctx.detach_op(inner);
        rewriter.insert_before(op, inner);
    }
    rewriter.replace_op(op, &yielded);
    true
}

/// `scf.if` on a constant condition becomes the region taken.
struct IfStaticCondition;

impl RewritePattern for IfStaticCondition {
    fn name(&self) -> &'static str {
        "scf-if-static-condition"
    }
    fn root(&self) -> Option<&'static str> {
        Some(If::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let (Some(&c), [then, other]) = (ctx.operands(op).first(), ctx.regions(op)) else {
            return false;
        };
        let Some(value) = const_int(ctx, c) else {
            return false;
        };
        let region = if value != 0 { *then } else { *other };
        inline_region(rewriter, op, region)
    }
}

/// `scf.index_switch` on a constant becomes the case taken (or the default region).
struct SwitchConstantCase;

impl RewritePattern for SwitchConstantCase {
    fn name(&self) -> &'static str {
        "scf-index-switch-constant-case"
    }
    fn root(&self) -> Option<&'static str> {
        Some(IndexSwitch::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(value) = ctx.operands(op).first().and_then(|&v| const_int(ctx, v)) else {
            return false;
        };
        let Some(cases) = i64_array_of(ctx, op, "cases") else {
            return false;
        };
        let regions = ctx.regions(op);
        if regions.len() != cases.len() + 1 {
            return false;
        }
        let region = match cases.iter().position(|&c| c as i128 == value) {
            Some(i) => regions[i + 1],
            None => regions[0],
        };
        inline_region(rewriter, op, region)
    }
}

/// An `scf.execute_region` of one block, not `no_inline`, is inlined.
struct InlineSingleBlockExecute;

impl RewritePattern for InlineSingleBlockExecute {
    fn name(&self) -> &'static str {
        "scf-execute-region-inline"
    }
    fn root(&self) -> Option<&'static str> {
        Some(ExecuteRegion::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        if ExecuteRegion(op).no_inline(ctx).is_some() {
            return false;
        }
        let Some(&region) = ctx.regions(op).first() else {
            return false;
        };
        if ctx.region_blocks(region).len() != 1 {
            return false;
        }
        inline_region(rewriter, op, region)
    }
}

/// Results of an `scf.execute_region` that every `scf.yield` gives as the same value
/// defined outside the region are replaced by that value and dropped (the op is
/// rebuilt with the other results, its region moved over).
struct ExecuteForwardedResults;

impl RewritePattern for ExecuteForwardedResults {
    fn name(&self) -> &'static str {
        "scf-execute-region-forwarded-results"
    }
    fn root(&self) -> Option<&'static str> {
        Some(ExecuteRegion::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(&region) = ctx.regions(op).first() else {
            return false;
        };
        let yields: Vec<OpId> = ctx
            .region_blocks(region)
            .iter()
            .filter_map(|&b| ctx.last_op(b))
            .filter(|&t| Yield::matches(ctx, t).is_some())
            .collect();
        let n = ctx.results(op).len();
        if yields.is_empty() || yields.iter().any(|&y| ctx.operands(y).len() != n) {
            return false;
        }
        let outside = |v: Value| match ctx.value_block(v) {
            Some(b) => ctx.block_region(b).is_some_and(|r| !is_inside(ctx, r, op)),
            None => false,
        };
        let forwarded: Vec<Option<Value>> = (0..n)
            .map(|i| {
                let v = ctx.operands(yields[0])[i];
                (outside(v) && yields.iter().all(|&y| ctx.operands(y)[i] == v)).then_some(v)
            })
            .collect();
        if forwarded.iter().all(Option::is_none) {
            return false;
        }
        let kept: Vec<usize> = (0..n).filter(|&i| forwarded[i].is_none()).collect();
        let loc = ctx.op_loc(op);
        let name = ctx.op_name(op);
        let mut state = OperationState::new(name, loc);
        state.attrs = ctx.attrs(op).to_vec();
        state.result_types = kept
            .iter()
            .map(|&i| ctx.value_type(ctx.results(op)[i]))
            .collect();
        let new_region = state.add_region(rewriter.ctx);
        let new_op = rewriter.create_before(op, state);
        rewriter.modify(new_op, |ctx| {
            ctx.take_blocks(region, new_region);
            for &y in &yields {
                let now: Vec<Value> = kept.iter().map(|&i| ctx.operands(y)[i]).collect();
                ctx.set_operands(y, now);
            }
        });
        let new_results = rewriter.ctx.results(new_op).to_vec();
        let replacement: Vec<Value> = (0..n)
            .map(|i| match forwarded[i] {
                Some(v) => v,
                None => new_results[kept.iter().position(|&k| k == i).expect("kept")],
            })
            .collect();
        rewriter.replace_op(op, &replacement);
        true
    }
}

/// Whether region `r` is nested (at any depth) inside `op`.
fn is_inside(ctx: &visa_ir::Context, r: RegionId, op: OpId) -> bool {
    ctx.region_parent(r).is_some_and(|p| ctx.is_ancestor(op, p))
}

/// Patterns of `scf.if`.
pub(crate) fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(IfStaticCondition)]
}

/// Patterns of `scf.index_switch`.
pub(crate) fn index_switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(SwitchConstantCase)]
}

/// Patterns of `scf.execute_region`.
pub(crate) fn execute_region_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(InlineSingleBlockExecute),
        Box::new(ExecuteForwardedResults),
    ]
}
