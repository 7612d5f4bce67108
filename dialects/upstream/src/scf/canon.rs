//! Canonicalization patterns of `scf.for`: a loop that never runs becomes its initial
//! values, a loop that runs exactly once becomes its body, and loop-carried values that
//! never change are dropped. (A loop without effects whose results are unused is
//! trivially dead, as `scf.for` is `RECURSIVELY_PURE`: the greedy driver erases it.)

use super::{for_body, for_inits, For};
use crate::arith::{const_int, signless_width};
use visa_ir::rewrite::{PatternRewriter, RewritePattern};
use visa_ir::{OpId, Value};

/// The constant trip-count facts of a loop: `Some(0)` when it never runs, `Some(1)`
/// when it runs exactly once, `None` when unknown or more.
fn trip_count_0_or_1(rewriter: &PatternRewriter<'_>, op: OpId) -> Option<u32> {
    let ctx = &*rewriter.ctx;
    let ops = ctx.operands(op);
    let (lb, ub, step) = (ops[0], ops[1], ops[2]);
    if lb == ub {
        return Some(0);
    }
    let (l, u) = (const_int(ctx, lb)?, const_int(ctx, ub)?);
    if l >= u {
        return Some(0);
    }
    let s = const_int(ctx, step)?;
    let width = signless_width(ctx, ctx.value_type(lb))?;
    if width > 64 || s <= 0 {
        return None;
    }
    // `lb + step` must not wrap at the type's width, or the next induction value
    // would compare below `ub` again.
    let next = l + s;
    let max = (1i128 << (width - 1)) - 1;
    (next >= u && next <= max).then_some(1)
}

/// Replaces a loop that runs zero times by its initial values, and one that runs
/// once by its body with `iv = lb`.
struct SimplifyTrivialLoop;

impl RewritePattern for SimplifyTrivialLoop {
    fn name(&self) -> &'static str {
        "scf-simplify-trivial-loop"
    }
    fn root(&self) -> Option<&'static str> {
        Some(For::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        if ctx.operands(op).len() < 3 {
            return false;
        }
        let Some(body) = for_body(ctx, op) else {
            return false;
        };
        let inits: Vec<Value> = for_inits(ctx, op).to_vec();
        if ctx.results(op).len() != inits.len() || ctx.block_args(body).len() != inits.len() + 1 {
            return false;
        }
        match trip_count_0_or_1(rewriter, op) {
            Some(0) => {
                rewriter.replace_op(op, &inits);
                true
            }
            Some(1) => {
                let ctx = &*rewriter.ctx;
                let Some(term) = ctx.last_op(body) else {
                    return false;
                };
                let lb = ctx.operand(op, 0);
                let args: Vec<Value> = ctx.block_args(body).to_vec();
                let body_ops: Vec<OpId> = ctx.block_ops(body).filter(|&o| o != term).collect();
                let yielded: Vec<Value> = ctx.operands(term).to_vec();
                rewriter.modify(op, |ctx| {
                    ctx.replace_all_uses(args[0], lb);
                    for (&arg, &init) in args[1..].iter().zip(&inits) {
                        ctx.replace_all_uses(arg, init);
                    }
                });
                for inner in body_ops {
                    rewriter.ctx.detach_op(inner);
                    rewriter.insert_before(op, inner);
                }
                // A yielded block argument was replaced above, but `yielded` was read
                // before; map it by hand.
                let results: Vec<Value> = yielded
                    .iter()
                    .map(|&v| match args.iter().position(|&a| a == v) {
                        Some(0) => lb,
                        Some(p) => inits[p - 1],
                        None => v,
                    })
                    .collect();
                rewriter.replace_op(op, &results);
                true
            }
            _ => false,
        }
    }
}

/// Patterns of `scf.for`.
pub(crate) fn for_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(SimplifyTrivialLoop),
        Box::new(DropInvariantIterArgs),
    ]
}

/// Drops the loop-carried values that do not change: yielded unchanged (`yield
/// %arg`), yielded as their initial value, or used neither in the body nor after the
/// loop. Their uses (inside and after the loop) become the initial value.
struct DropInvariantIterArgs;

impl RewritePattern for DropInvariantIterArgs {
    fn name(&self) -> &'static str {
        "scf-drop-invariant-iter-args"
    }
    fn root(&self) -> Option<&'static str> {
        Some(For::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(body) = for_body(ctx, op) else {
            return false;
        };
        let Some(term) = ctx
            .last_op(body)
            .filter(|&t| super::Yield::matches(ctx, t).is_some())
        else {
            return false;
        };
        let inits: Vec<Value> = for_inits(ctx, op).to_vec();
        let args: Vec<Value> = ctx.block_args(body).to_vec();
        let results: Vec<Value> = ctx.results(op).to_vec();
        let yielded: Vec<Value> = ctx.operands(term).to_vec();
        let n = inits.len();
        if args.len() != n + 1 || results.len() != n || yielded.len() != n {
            return false;
        }
        let drop: Vec<bool> = (0..n)
            .map(|i| {
                let (arg, y) = (args[i + 1], yielded[i]);
                y == arg || y == inits[i] || (ctx.use_empty(arg) && ctx.use_empty(results[i]))
            })
            .collect();
        if !drop.contains(&true) {
            return false;
        }
        let kept: Vec<usize> = (0..n).filter(|&i| !drop[i]).collect();
        // The new loop: same bounds, the kept initial values, a fresh body block.
        let loc = ctx.op_loc(op);
        let attrs = ctx.attrs(op).to_vec();
        let mut operands = ctx.operands(op)[..3].to_vec();
        operands.extend(kept.iter().map(|&i| inits[i]));
        let types: Vec<_> = kept.iter().map(|&i| ctx.value_type(inits[i])).collect();
        let name = ctx.op_name(op);
        let mut state = visa_ir::OperationState::new(name, loc);
        state.operands = operands;
        state.result_types = types.clone();
        state.attrs = attrs;
        let region = state.add_region(rewriter.ctx);
        let new_op = rewriter.create_before(op, state);
        let ctx = &mut *rewriter.ctx;
        let new_body = ctx.push_block(region);
        let iv_ty = ctx.value_type(args[0]);
        let iv_loc = ctx.value_loc(args[0]);
        let new_iv = ctx.add_block_arg(new_body, iv_ty, Some(iv_loc));
        let new_args: Vec<Value> = kept
            .iter()
            .zip(&types)
            .map(|(&i, &t)| {
                let l = ctx.value_loc(args[i + 1]);
                ctx.add_block_arg(new_body, t, Some(l))
            })
            .collect();
        rewriter.modify(new_op, |ctx| {
            ctx.replace_all_uses(args[0], new_iv);
            for i in 0..n {
                let to = match kept.iter().position(|&k| k == i) {
                    Some(j) => new_args[j],
                    None => inits[i],
                };
                ctx.replace_all_uses(args[i + 1], to);
            }
            let ops: Vec<OpId> = ctx.block_ops(body).collect();
            for inner in ops {
                ctx.detach_op(inner);
                ctx.append_op(new_body, inner);
            }
            let now_yielded: Vec<Value> = ctx.operands(term).to_vec();
            ctx.set_operands(term, kept.iter().map(|&i| now_yielded[i]).collect());
        });
        let new_results: Vec<Value> = rewriter.ctx.results(new_op).to_vec();
        let replacement: Vec<Value> = (0..n)
            .map(|i| match kept.iter().position(|&k| k == i) {
                Some(j) => new_results[j],
                None => inits[i],
            })
            .collect();
        rewriter.replace_op(op, &replacement);
        true
    }
}
