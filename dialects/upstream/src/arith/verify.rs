//! Verifiers of the `arith` ops, with MLIR's wording.

use super::signless_width;
use visa_ir::{AttrKind, Context, Diagnostic, OpId, Signedness, Type, TypeKind};

fn type_text(ctx: &Context, ty: Type) -> String {
    ctx.type_to_string(ty)
}

fn is_bool(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
}

/// Checks that the listed operands (by position) are signless integers or `index`.
fn check_integer_operands(ctx: &Context, op: OpId, positions: &[usize]) -> Result<(), Diagnostic> {
    for &i in positions {
        let ty = ctx.value_type(ctx.operand(op, i));
        if signless_width(ctx, ty).is_none() {
            return Err(ctx.op_error(
                op,
                format!(
                    "operand #{i} must be signless-integer-like, but got '{}'",
                    type_text(ctx, ty)
                ),
            ));
        }
    }
    Ok(())
}

/// `arith.constant`: the value's type is the result type, integers are signless, and
/// the value is an integer or a float.
pub(crate) fn verify_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let value = ctx
        .attr(op, "value")
        .expect("checked by the attribute spec");
    let value_ty = ctx.attr_value_type(value);
    if value_ty != Some(result_ty) {
        let shown = value_ty.map_or_else(|| "none".to_string(), |t| type_text(ctx, t));
        return Err(ctx.op_error(
            op,
            format!(
                "value type {shown} must match return type: {}",
                type_text(ctx, result_ty)
            ),
        ));
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(result_ty) {
        if *signedness != Signedness::Signless {
            return Err(ctx.op_error(op, "integer return type must be signless"));
        }
    }
    match ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } => Ok(()),
        _ => Err(ctx.op_error(op, "value must be an integer, float, or elements attribute")),
    }
}

/// `arith.addi` / `subi` / `muli`: operands and result signless-integer-like (the
/// same-type rule is the `SameOperandsAndResultType` trait's).
pub(crate) fn verify_binary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_integer_operands(ctx, op, &[0, 1])?;
    let ty = ctx.value_type(ctx.result(op, 0));
    if signless_width(ctx, ty).is_none() {
        return Err(ctx.op_error(
            op,
            format!(
                "result #0 must be signless-integer-like, but got '{}'",
                type_text(ctx, ty)
            ),
        ));
    }
    Ok(())
}

/// `arith.cmpi`: integer operands of one type and an `i1` result.
pub(crate) fn verify_cmpi(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_integer_operands(ctx, op, &[0, 1])?;
    let ty = ctx.value_type(ctx.result(op, 0));
    if !is_bool(ctx, ty) {
        return Err(ctx.op_error(
            op,
            format!(
                "result #0 must be bool-like, but got '{}'",
                type_text(ctx, ty)
            ),
        ));
    }
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if ctx.value_type(l) != ctx.value_type(r) {
        return Err(ctx.op_error(op, "failed to verify that all of {lhs, rhs} have same type"));
    }
    Ok(())
}

/// `arith.select`: an `i1` condition and arms of the result's type.
pub(crate) fn verify_select(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let cond = ctx.value_type(ctx.operand(op, 0));
    if !is_bool(ctx, cond) {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #0 must be bool-like, but got '{}'",
                type_text(ctx, cond)
            ),
        ));
    }
    let result = ctx.value_type(ctx.result(op, 0));
    let arms = [ctx.operand(op, 1), ctx.operand(op, 2)];
    if arms.iter().any(|&v| ctx.value_type(v) != result) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {true_value, false_value, result} have same type",
        ));
    }
    Ok(())
}

/// `arith.index_cast`: exactly one side is `index`, the other a signless integer.
pub(crate) fn verify_index_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_integer_operands(ctx, op, &[0])?;
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    if signless_width(ctx, to).is_none() {
        return Err(ctx.op_error(
            op,
            format!(
                "result #0 must be signless-integer-like, but got '{}'",
                type_text(ctx, to)
            ),
        ));
    }
    let from_index = matches!(ctx.type_kind(from), TypeKind::Index);
    let to_index = matches!(ctx.type_kind(to), TypeKind::Index);
    if from_index == to_index {
        return Err(ctx.op_error(
            op,
            format!(
                "operand type '{}' and result type '{}' are cast incompatible",
                type_text(ctx, from),
                type_text(ctx, to)
            ),
        ));
    }
    Ok(())
}
