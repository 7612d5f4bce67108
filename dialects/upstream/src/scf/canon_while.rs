//! Canonicalization patterns of `scf.while` (MLIR's): loop-invariant arguments of the
//! `before` block become their initial values (`RemoveLoopInvariantArgsFromBeforeBlock`),
//! and values `scf.condition` forwards from outside the `before` block replace the
//! matching `after` arguments and results (`RemoveLoopInvariantValueYielded`).

use super::{Condition, While, Yield};
use visa_ir::rewrite::{PatternRewriter, RewritePattern};
use visa_ir::{BlockId, Context, OpId, OperationState, Type, Value};

/// The `before` and `after` blocks of `op` with their terminators (`scf.condition`,
/// `scf.yield`), when it is well formed.
fn parts(ctx: &Context, op: OpId) -> Option<(BlockId, OpId, BlockId, OpId)> {
    let regions = ctx.regions(op);
    let before = ctx.entry_block(*regions.first()?)?;
    let after = ctx.entry_block(*regions.get(1)?)?;
    let cond = ctx
        .last_op(before)
        .filter(|&t| Condition::matches(ctx, t).is_some())?;
    let yield_ = ctx
        .last_op(after)
        .filter(|&t| Yield::matches(ctx, t).is_some())?;
    Some((before, cond, after, yield_))
}

/// Creates an `scf.while` before `op` with `inits` and `result_types`, moves `op`'s
/// regions into it, and returns it.
fn rebuild(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    inits: Vec<Value>,
    result_types: Vec<Type>,
) -> OpId {
    let ctx = &*rewriter.ctx;
    let mut state = OperationState::new(ctx.op_name(op), ctx.op_loc(op));
    state.operands = inits;
    state.result_types = result_types;
    state.attrs = ctx.attrs(op).to_vec();
    let old = ctx.regions(op).to_vec();
    let fresh: Vec<_> = old.iter().map(|_| state.add_region(rewriter.ctx)).collect();
    let new_op = rewriter.create_before(op, state);
    rewriter.modify(new_op, |ctx| {
        for (&from, &to) in old.iter().zip(&fresh) {
            ctx.take_blocks(from, to);
        }
    });
    new_op
}

/// A `before` argument is loop invariant when the `after` region yields back its
/// initial value, or yields the `after` argument that `scf.condition` fed from that
/// `before` argument (or from its initial value); its uses become the initial value.
struct RemoveInvariantBeforeArgs;

impl RewritePattern for RemoveInvariantBeforeArgs {
    fn name(&self) -> &'static str {
        "scf-while-invariant-before-args"
    }
    fn root(&self) -> Option<&'static str> {
        Some(While::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some((before, cond, after, yield_)) = parts(ctx, op) else {
            return false;
        };
        let inits = ctx.operands(op).to_vec();
        let before_args = ctx.block_args(before).to_vec();
        let after_args = ctx.block_args(after).to_vec();
        let cond_args = ctx.operands(cond).get(1..).unwrap_or(&[]).to_vec();
        let yielded = ctx.operands(yield_).to_vec();
        if before_args.len() != inits.len() || yielded.len() != inits.len() {
            return false;
        }
        let invariant: Vec<bool> = (0..inits.len())
            .map(|i| {
                if yielded[i] == inits[i] {
                    return true;
                }
                match after_args.iter().position(|&a| a == yielded[i]) {
                    Some(k) => cond_args
                        .get(k)
                        .is_some_and(|&c| c == before_args[i] || c == inits[i]),
                    None => false,
                }
            })
            .collect();
        if !invariant.contains(&true) {
            return false;
        }
        let keep: Vec<usize> = (0..inits.len()).filter(|&i| !invariant[i]).collect();
        let new_inits: Vec<Value> = keep.iter().map(|&i| inits[i]).collect();
        let new_yield: Vec<Value> = keep.iter().map(|&i| yielded[i]).collect();
        let result_types: Vec<Type> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
        for i in (0..inits.len()).rev() {
            if invariant[i] {
                rewriter.replace_all_uses(before_args[i], inits[i]);
                rewriter.ctx.erase_block_arg(before, i);
            }
        }
        rewriter.modify(yield_, |ctx| ctx.set_operands(yield_, new_yield));
        let new_op = rebuild(rewriter, op, new_inits, result_types);
        let results = rewriter.ctx.results(new_op).to_vec();
        rewriter.replace_op(op, &results);
        true
    }
}

/// Values `scf.condition` forwards that are defined outside the `before` block replace
/// the matching `after` arguments and loop results, and are no longer forwarded.
struct RemoveInvariantForwarded;

impl RewritePattern for RemoveInvariantForwarded {
    fn name(&self) -> &'static str {
        "scf-while-invariant-forwarded"
    }
    fn root(&self) -> Option<&'static str> {
        Some(While::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some((before, cond, after, _)) = parts(ctx, op) else {
            return false;
        };
        let cond_args = ctx.operands(cond).get(1..).unwrap_or(&[]).to_vec();
        let after_args = ctx.block_args(after).to_vec();
        let results = ctx.results(op).to_vec();
        if after_args.len() != cond_args.len() || results.len() != cond_args.len() {
            return false;
        }
        let outside: Vec<bool> = cond_args
            .iter()
            .map(|&v| ctx.value_block(v) != Some(before))
            .collect();
        if !outside.contains(&true) {
            return false;
        }
        let keep: Vec<usize> = (0..cond_args.len()).filter(|&i| !outside[i]).collect();
        let mut new_cond = vec![ctx.operand(cond, 0)];
        new_cond.extend(keep.iter().map(|&i| cond_args[i]));
        let result_types: Vec<Type> = keep.iter().map(|&i| ctx.value_type(cond_args[i])).collect();
        let inits = ctx.operands(op).to_vec();
        for i in (0..cond_args.len()).rev() {
            if outside[i] {
                rewriter.replace_all_uses(after_args[i], cond_args[i]);
                rewriter.ctx.erase_block_arg(after, i);
            }
        }
        rewriter.modify(cond, |ctx| ctx.set_operands(cond, new_cond));
        let new_op = rebuild(rewriter, op, inits, result_types);
        let new_results = rewriter.ctx.results(new_op).to_vec();
        let replacement: Vec<Value> = (0..cond_args.len())
            .map(|i| match keep.iter().position(|&k| k == i) {
                Some(j) => new_results[j],
                None => cond_args[i],
            })
            .collect();
        rewriter.replace_op(op, &replacement);
        true
    }
}

/// Patterns of `scf.while`.
pub(crate) fn while_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(RemoveInvariantBeforeArgs),
        Box::new(RemoveInvariantForwarded),
    ]
}
