//! Canonicalization patterns of `scf.for`: a loop that never runs becomes its initial
//! values, and a loop that runs exactly once becomes its body.

use super::{for_body, for_inits, FOR};
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
        Some(FOR)
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
    vec![Box::new(SimplifyTrivialLoop)]
}
