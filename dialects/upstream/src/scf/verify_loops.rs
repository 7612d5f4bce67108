//! The verifiers of `scf.while` (with `scf.condition`), `scf.forall` (with
//! `scf.forall.in_parallel`) and `scf.parallel` (with `scf.reduce` and
//! `scf.reduce.return`), with mlir-opt-22's wording.

use super::edges::{check_edge, entry_arg_types, result_types, Target};
use super::verify_branch::{check_i1, implicit_terminator, one_block};
use super::{Condition, InParallel, ParallelCombining, Reduce, ReduceReturn, Yield};
use crate::arith::const_int;
use crate::tensor::lists::{i64_array_of, segments};
use visa_ir::types::DYNAMIC;
use visa_ir::{AttrKind, Context, Diagnostic, OpId, TypeKind, Value};

/// MLIR's `verifyAndGetTerminator`: the block of region `i` is non-empty and ends in
/// an op named `name`, else `message` with a note at the op found.
fn terminator_named(
    ctx: &Context,
    op: OpId,
    i: usize,
    name: &str,
    message: &str,
) -> Result<OpId, Diagnostic> {
    let block = ctx.regions(op).get(i).and_then(|&r| ctx.entry_block(r));
    let Some(last) = block.and_then(|b| ctx.last_op(b)) else {
        return Err(ctx.op_error(op, "expects a non-empty block"));
    };
    if !ctx.op_is(last, name) {
        return Err(ctx
            .op_error(op, message)
            .with_note(ctx.op_loc(last), "terminator here"));
    }
    Ok(last)
}

/// `scf.while`: one block per region, `before` ending in `scf.condition` and `after`
/// in `scf.yield`, and the values along every edge (inits → `before`, condition →
/// `after` and results, yield → `before`) matching in number and type.
pub(crate) fn verify_while(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    one_block(ctx, op, 0, "before")?;
    one_block(ctx, op, 1, "after")?;
    let cond = terminator_named(
        ctx,
        op,
        0,
        Condition::NAME,
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    let yield_ = terminator_named(
        ctx,
        op,
        1,
        Yield::NAME,
        "expects the 'after' region to terminate with 'scf.yield'",
    )?;
    let before = entry_arg_types(ctx, op, 0);
    let after = entry_arg_types(ctx, op, 1);
    check_edge(ctx, op, None, ctx.operands(op), Target::Region(0), &before)?;
    let forwarded = ctx.operands(cond).get(1..).unwrap_or(&[]);
    check_edge(ctx, op, Some(cond), forwarded, Target::Region(1), &after)?;
    check_edge(
        ctx,
        op,
        Some(cond),
        forwarded,
        Target::Parent,
        &result_types(ctx, op),
    )?;
    check_edge(
        ctx,
        op,
        Some(yield_),
        ctx.operands(yield_),
        Target::Region(0),
        &before,
    )
}

/// `scf.condition`: an `i1` condition.
pub(crate) fn verify_condition(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_i1(ctx, op, 0)
}

/// MLIR's `verifyListOfOperandsOrIntegers`: `statics` has `n` entries, one dynamic
/// value per [`DYNAMIC`] entry (errors without the op prefix, as MLIR's).
fn check_mixed(
    ctx: &Context,
    op: OpId,
    name: &str,
    n: usize,
    statics: &[i64],
    dynamics: &[Value],
) -> Result<(), Diagnostic> {
    let loc = ctx.op_loc(op);
    if statics.len() != n {
        return Err(Diagnostic::error(
            loc,
            format!("expected {n} {name} values, got {}", statics.len()),
        ));
    }
    let expected = statics.iter().filter(|&&s| s == DYNAMIC).count();
    if dynamics.len() != expected {
        return Err(Diagnostic::error(
            loc,
            format!("expected {expected} dynamic {name} values"),
        ));
    }
    Ok(())
}

/// `scf.forall`: one result per output, block arguments for the induction variables
/// (`index`) and the outputs (their types), a mapping of the loop's rank, consistent
/// mixed bounds and steps, and a body ending in `scf.forall.in_parallel`.
pub(crate) fn verify_forall(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let groups = segments(ctx, op, 4)?;
    let operands = ctx.operands(op);
    let (dyn_lbs, dyn_ubs, dyn_steps, outs) = (
        &operands[groups[0].clone()],
        &operands[groups[1].clone()],
        &operands[groups[2].clone()],
        &operands[groups[3].clone()],
    );
    let mut statics = Vec::new();
    for name in ["staticLowerBound", "staticUpperBound", "staticStep"] {
        match i64_array_of(ctx, op, name) {
            Some(v) => statics.push(v),
            None => {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "attribute '{name}' failed to satisfy constraint: i64 dense array attribute"
                    ),
                ))
            }
        }
    }
    one_block(ctx, op, 0, "region")?;
    let rank = statics[0].len();
    let results = ctx.results(op);
    if results.len() != outs.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "produces {} results, but has only {} outputs",
                results.len(),
                outs.len()
            ),
        ));
    }
    let body = ctx
        .entry_block(ctx.region(op, 0))
        .expect("one block checked");
    let args = ctx.block_args(body);
    if args.len() != rank + outs.len() {
        return Err(ctx.op_error(op, format!("region expects {rank} arguments")));
    }
    for (i, &a) in args[..rank].iter().enumerate() {
        if !matches!(ctx.type_kind(ctx.value_type(a)), TypeKind::Index) {
            return Err(ctx.op_error(op, format!("expects {i}-th block argument to be an index")));
        }
    }
    for (i, (&o, &a)) in outs.iter().zip(&args[rank..]).enumerate() {
        if ctx.value_type(o) != ctx.value_type(a) {
            return Err(ctx.op_error(
                op,
                format!("type mismatch between {i}-th output and corresponding block argument"),
            ));
        }
    }
    if let Some(m) = ctx.attr(op, "mapping") {
        match ctx.attr_kind(m) {
            AttrKind::Array(items) if items.is_empty() || items.len() == rank => {}
            AttrKind::Array(_) => {
                return Err(ctx.op_error(op, "mapping attribute size must match op rank"))
            }
            _ => return Err(ctx.op_error(
                op,
                "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute",
            )),
        }
    }
    check_mixed(ctx, op, "lower bound", rank, statics[0], dyn_lbs)?;
    check_mixed(ctx, op, "upper bound", rank, statics[1], dyn_ubs)?;
    check_mixed(ctx, op, "step", rank, statics[2], dyn_steps)?;
    implicit_terminator(ctx, op, ctx.region(op, 0), InParallel::NAME)?;
    Ok(())
}

/// `scf.forall.in_parallel`: only [`ParallelCombining`] ops in its block, each
/// updating output block arguments of the enclosing `scf.forall` only.
pub(crate) fn verify_in_parallel(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    one_block(ctx, op, 0, "region")?;
    let body = ctx
        .entry_block(ctx.region(op, 0))
        .expect("one block checked");
    let outs: Vec<Value> = ctx
        .parent_op(op)
        .map(|f| {
            let rank = i64_array_of(ctx, f, "staticLowerBound").map_or(0, <[i64]>::len);
            ctx.regions(f)
                .first()
                .and_then(|&r| ctx.entry_block(r))
                .map(|b| ctx.block_args(b).get(rank..).unwrap_or(&[]).to_vec())
                .unwrap_or_default()
        })
        .unwrap_or_default();
    for inner in ctx.block_ops(body) {
        let Some(pc) = ctx.interface::<ParallelCombining>(inner) else {
            return Err(ctx.op_error(op, "expected only ParallelCombiningOpInterface ops"));
        };
        if (pc.updated_destinations)(ctx, inner)
            .iter()
            .any(|d| !outs.contains(d))
        {
            return Err(ctx.op_error(inner, "may only insert into an output block argument"));
        }
    }
    Ok(())
}

/// `scf.parallel`: at least one loop, positive constant steps, one `index` induction
/// variable per loop, a body ending in `scf.reduce` with one reduction per result and
/// initial value, of the result types.
pub(crate) fn verify_parallel(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let groups = segments(ctx, op, 4)?;
    let operands = ctx.operands(op);
    let steps = &operands[groups[2].clone()];
    let inits = &operands[groups[3].clone()];
    for g in &groups[..3] {
        for &v in &operands[g.clone()] {
            let t = ctx.value_type(v);
            if !matches!(ctx.type_kind(t), TypeKind::Index) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "operand #{} must be variadic of index, but got '{}'",
                        groups.iter().position(|r| r == g).unwrap_or(0),
                        ctx.type_to_string(t)
                    ),
                ));
            }
        }
    }
    one_block(ctx, op, 0, "region")?;
    if steps.is_empty() {
        return Err(ctx.op_error(
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    if steps
        .iter()
        .any(|&s| const_int(ctx, s).is_some_and(|c| c <= 0))
    {
        return Err(ctx.op_error(op, "constant step operand must be positive"));
    }
    let body = ctx
        .entry_block(ctx.region(op, 0))
        .expect("one block checked");
    let args = ctx.block_args(body);
    if args.len() != steps.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                steps.len()
            ),
        ));
    }
    if args
        .iter()
        .any(|&a| !matches!(ctx.type_kind(ctx.value_type(a)), TypeKind::Index))
    {
        return Err(ctx.op_error(
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    let reduce = terminator_named(
        ctx,
        op,
        0,
        Reduce::NAME,
        "expects body to terminate with 'scf.reduce'",
    )?;
    let results = ctx.results(op);
    let reductions = ctx.regions(reduce).len();
    if results.len() != reductions {
        return Err(ctx.op_error(
            op,
            format!(
                "expects number of results: {} to be the same as number of reductions: {reductions}",
                results.len()
            ),
        ));
    }
    if results.len() != inits.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expects number of results: {} to be the same as number of initial values: {}",
                results.len(),
                inits.len()
            ),
        ));
    }
    for (i, (&r, &v)) in results.iter().zip(ctx.operands(reduce)).enumerate() {
        let (rt, vt) = (ctx.value_type(r), ctx.value_type(v));
        if rt != vt {
            return Err(ctx.op_error(
                reduce,
                format!(
                    "expects type of {i}-th reduction operand: '{}' to be the same as the \
                     {i}-th result type: '{}'",
                    ctx.type_to_string(vt),
                    ctx.type_to_string(rt)
                ),
            ));
        }
    }
    Ok(())
}

/// `scf.reduce`: one single-block reduction region per operand, with two arguments of
/// the operand's type, ending in `scf.reduce.return`.
pub(crate) fn verify_reduce(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.operands(op);
    let regions = ctx.regions(op);
    if regions.len() != operands.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expects one reduction region per operand: {} operands, {} regions",
                operands.len(),
                regions.len()
            ),
        ));
    }
    for (i, (&v, &r)) in operands.iter().zip(regions).enumerate() {
        one_block(ctx, op, i, "reductions")?;
        let block = ctx.entry_block(r).expect("one block checked");
        let ty = ctx.value_type(v);
        let Some(last) = ctx.last_op(block) else {
            return Err(ctx.op_error(op, format!("{i}-th reduction has an empty body")));
        };
        let args = ctx.block_args(block);
        if args.len() != 2 || args.iter().any(|&a| ctx.value_type(a) != ty) {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected two block arguments with type '{}' in the {i}-th reduction region",
                    ctx.type_to_string(ty)
                ),
            ));
        }
        if ReduceReturn::matches(ctx, last).is_none() {
            return Err(ctx.op_error(
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

/// `scf.reduce.return`: returns a value of the reduction's argument type.
pub(crate) fn verify_reduce_return(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(block) = ctx.op_block(op) else {
        return Ok(());
    };
    let Some(&arg) = ctx.block_args(block).first() else {
        return Ok(());
    };
    let expected = ctx.value_type(arg);
    if ctx.value_type(ctx.operand(op, 0)) != expected {
        return Err(ctx.op_error(
            op,
            format!(
                "must have type '{}' (the type of the reduction inputs)",
                ctx.type_to_string(expected)
            ),
        ));
    }
    Ok(())
}
