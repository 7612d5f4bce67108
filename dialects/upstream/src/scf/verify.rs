//! The verifier of `scf.for`, with MLIR's wording.

use super::edges::{check_edge, result_types, Target};
use super::{for_body, for_inits, Yield};
use crate::arith::const_int;
use visa_ir::{Context, Diagnostic, OpId, Signedness, Type, TypeKind};

fn is_signless_int_or_index(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Index
            | TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
    )
}

/// `scf.for`: bounds and step of one signless integer or index type, a positive
/// constant step, a body whose arguments are the induction variable and the
/// iteration arguments, results matching the initial values, and an `scf.yield`
/// passing values of the result types.
pub(crate) fn verify_for(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.operands(op);
    for (i, &v) in operands[..3].iter().enumerate() {
        let ty = ctx.value_type(v);
        if !is_signless_int_or_index(ctx, ty) {
            return Err(ctx.op_error(
                op,
                format!(
                    "operand #{i} must be signless integer or index, but got '{}'",
                    ctx.type_to_string(ty)
                ),
            ));
        }
    }
    let bound_ty = ctx.value_type(operands[0]);
    if operands[..3].iter().any(|&v| ctx.value_type(v) != bound_ty) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {lowerBound, upperBound, step} have same type",
        ));
    }
    let Some(body) = for_body(ctx, op) else {
        return Err(ctx.op_error(
            op,
            "region #0 ('region') failed to verify constraint: region with 1 blocks",
        ));
    };
    // As MLIR: the op's own checks, then `LoopLikeOpInterface`'s, then the region's.
    if const_int(ctx, operands[2]).is_some_and(|s| s <= 0) {
        return Err(ctx.op_error(op, "constant step operand must be positive"));
    }
    let inits = for_inits(ctx, op);
    let results = ctx.results(op);
    if inits.len() != results.len() {
        return Err(ctx.op_error(
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    verify_loop_like(ctx, op, body)?;
    if let Some(last) = ctx.last_op(body) {
        if Yield::matches(ctx, last).is_none() {
            return Err(ctx
                .op_error(
                    op,
                    format!(
                        "expects regions to end with '{}', found '{}'",
                        Yield::NAME,
                        ctx.op_name_str(last)
                    ),
                )
                .with_note(
                    ctx.op_loc(op),
                    format!(
                        "in custom textual format, the absence of terminator implies '{}'",
                        Yield::NAME
                    ),
                ));
        }
    }
    let args = ctx.block_args(body);
    let Some((&iv, iter_args)) = args.split_first() else {
        return Err(ctx.op_error(
            op,
            "expected body to have a block argument for the induction variable",
        ));
    };
    if ctx.value_type(iv) != bound_ty {
        return Err(ctx.op_error(
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    if iter_args.len() != results.len() {
        return Err(ctx.op_error(
            op,
            "mismatch in number of basic block args and defined values",
        ));
    }
    for (i, ((&init, &arg), &res)) in inits.iter().zip(iter_args).zip(results).enumerate() {
        let res_ty = ctx.value_type(res);
        if ctx.value_type(init) != res_ty {
            return Err(ctx.op_error(
                op,
                format!("types mismatch between {i}th iter operand and defined value"),
            ));
        }
        if ctx.value_type(arg) != res_ty {
            return Err(ctx.op_error(
                op,
                format!("types mismatch between {i}th iter region arg and defined value"),
            ));
        }
    }
    // `RegionBranchOpInterface`: the yield feeds the next iteration, then the results.
    if let Some(term) = ctx.last_op(body) {
        let yielded = ctx.operands(term);
        let arg_types: Vec<_> = iter_args.iter().map(|&a| ctx.value_type(a)).collect();
        check_edge(ctx, op, Some(term), yielded, Target::Region(0), &arg_types)?;
        check_edge(
            ctx,
            op,
            Some(term),
            yielded,
            Target::Parent,
            &result_types(ctx, op),
        )?;
    }
    Ok(())
}

/// MLIR's `LoopLikeOpInterface` verifier for `scf.for`: the initial values, the body's
/// iteration arguments, the yielded values and the results agree in number and type.
fn verify_loop_like(ctx: &Context, op: OpId, body: visa_ir::BlockId) -> Result<(), Diagnostic> {
    let inits = for_inits(ctx, op);
    let iter_args = ctx.block_args(body).get(1..).unwrap_or(&[]);
    let yielded = ctx
        .last_op(body)
        .filter(|&t| Yield::matches(ctx, t).is_some())
        .map_or(&[][..], |t| ctx.operands(t));
    let results = ctx.results(op);
    let ty = |v| ctx.type_to_string(ctx.value_type(v));
    if inits.len() != iter_args.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                iter_args.len()
            ),
        ));
    }
    if !yielded.is_empty() && iter_args.len() != yielded.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "different number of region iter_args and yielded values: {} != {}",
                iter_args.len(),
                yielded.len()
            ),
        ));
    }
    if results.len() != iter_args.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "different number of loop results and region iter_args: {} != {}",
                results.len(),
                iter_args.len()
            ),
        ));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        if ctx.value_type(init) != ctx.value_type(arg) {
            return Err(ctx.op_error(
                op,
                format!(
                    "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                    ty(init),
                    ty(arg)
                ),
            ));
        }
        if let Some(&y) = yielded.get(i) {
            if ctx.value_type(arg) != ctx.value_type(y) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "{i}-th region iter_arg and {i}-th yielded value have different type: \
                         '{}' != '{}'",
                        ty(arg),
                        ty(y)
                    ),
                ));
            }
        }
    }
    for (i, (&arg, &r)) in iter_args.iter().zip(results).enumerate() {
        if ctx.value_type(arg) != ctx.value_type(r) {
            return Err(ctx.op_error(
                op,
                format!(
                    "{i}-th region iter_arg and {i}-th loop result have different type: '{}' != '{}'",
                    ty(arg),
                    ty(r)
                ),
            ));
        }
    }
    Ok(())
}
