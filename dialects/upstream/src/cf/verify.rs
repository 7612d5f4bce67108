//! The verifiers of the `cf` ops, with mlir-opt-22's wording: operand constraints,
//! branch weights, the switch's case values against its flag and destinations, and the
//! successor operands against the blocks' arguments (the IR core's
//! [`verify_successor_operands`]).

use super::i32_array;
use crate::tensor::lists::segments;
use visa_ir::interfaces::branch::verify_successor_operands;
use visa_ir::{AttrKind, Context, Diagnostic, OpId, Signedness, TypeKind};

/// `operand #i must be 1-bit signless integer` unless it is an `i1`.
fn check_i1(ctx: &Context, op: OpId, i: usize) -> Result<(), Diagnostic> {
    let ty = ctx.value_type(ctx.operand(op, i));
    if !matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    ) {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #{i} must be 1-bit signless integer, but got '{}'",
                ctx.type_to_string(ty)
            ),
        ));
    }
    Ok(())
}

/// `cf.br`: its operands match the destination's arguments.
pub(crate) fn verify_br(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_successor_operands(ctx, op)
}

/// `cf.cond_br`: an `i1` condition, consistent segments, two branch weights not both
/// zero when given, and operands matching each destination's arguments.
pub(crate) fn verify_cond_br(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_i1(ctx, op, 0)?;
    segments(ctx, op, 3)?;
    if ctx.attr(op, "branch_weights").is_some() {
        let Some(w) = i32_array(ctx, op, "branch_weights") else {
            return Err(ctx.op_error(
                op,
                "attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute",
            ));
        };
        let loc = ctx.op_loc(op);
        let n = ctx.successors(op).len();
        if w.len() != n {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "expects number of branch weights to match number of successors: {} vs {n}",
                    w.len()
                ),
            ));
        }
        if w.iter().all(|&x| x == 0) {
            return Err(Diagnostic::error(loc, "branch weights cannot all be zero"));
        }
    }
    verify_successor_operands(ctx, op)
}

/// `cf.switch`: an integer flag, consistent segments, case values of the flag's type,
/// one per case destination, and operands matching each destination's arguments.
pub(crate) fn verify_switch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let flag_ty = ctx.value_type(ctx.operand(op, 0));
    if !matches!(ctx.type_kind(flag_ty), TypeKind::Integer { .. }) {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #0 must be integer, but got '{}'",
                ctx.type_to_string(flag_ty)
            ),
        ));
    }
    let segs = segments(ctx, op, 3)?;
    let Some(case_sizes) = i32_array(ctx, op, "case_operand_segments") else {
        return Err(ctx.op_error(
            op,
            "attribute 'case_operand_segments' failed to satisfy constraint: i32 dense array attribute",
        ));
    };
    let value_ty =
        match ctx.attr(op, "case_values").map(|a| ctx.attr_kind(a)) {
            None => None,
            Some(AttrKind::DenseElements { ty, .. })
                if ctx.shaped(*ty).is_some_and(|s| {
                    matches!(
                        ctx.type_kind(s.element_type()),
                        TypeKind::Integer { .. } | TypeKind::Index
                    )
                }) =>
            {
                ctx.shaped(*ty).map(|s| s.element_type())
            }
            Some(_) => return Err(ctx.op_error(
                op,
                "attribute 'case_values' failed to satisfy constraint: integer elements attribute",
            )),
        };
    let dests = ctx.successors(op).len() - 1;
    if let Some(vt) = value_ty {
        if vt != flag_ty {
            return Err(ctx.op_error(
                op,
                format!(
                    "'flag' type ('{}') should match case value type ('{}')",
                    ctx.type_to_string(flag_ty),
                    ctx.type_to_string(vt)
                ),
            ));
        }
    }
    // Counted before the values are read: a splat may stand for any number of them.
    let count = ctx
        .attr(op, "case_values")
        .and_then(|a| ctx.dense(a))
        .map_or(0, |d| d.num_elements());
    if count != dests as u64 {
        return Err(ctx.op_error(
            op,
            format!(
                "number of case values ({count}) should match number of case destinations ({dests})"
            ),
        ));
    }
    if case_sizes.len() != dests || case_sizes.iter().sum::<usize>() != segs[2].len() {
        return Err(ctx.op_error(
            op,
            format!(
                "case operand segments ({:?}) should give the operands of {dests} case \
                 destinations from {} case operands",
                case_sizes,
                segs[2].len()
            ),
        ));
    }
    verify_successor_operands(ctx, op)
}

/// `cf.assert`: an `i1` argument.
pub(crate) fn verify_assert(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_i1(ctx, op, 0)
}
