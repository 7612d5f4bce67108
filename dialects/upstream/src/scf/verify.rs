//! The verifier of `scf.for`, with MLIR's wording.

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
    if let Some(term) = ctx.last_op(body) {
        let yielded = ctx.operands(term);
        if yielded.len() != results.len() {
            return Err(ctx.op_error(
                op,
                format!(
                    "along control flow edge from Region #0 to parent results: source has {} \
                     operands, but target successor needs {}",
                    yielded.len(),
                    results.len()
                ),
            ));
        }
        for (i, (&y, &r)) in yielded.iter().zip(results).enumerate() {
            let (yt, rt) = (ctx.value_type(y), ctx.value_type(r));
            if yt != rt {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "along control flow edge from Region #0 to parent results: source \
                         type #{i} '{}' should match input type #{i} '{}'",
                        ctx.type_to_string(yt),
                        ctx.type_to_string(rt)
                    ),
                ));
            }
        }
    }
    Ok(())
}
