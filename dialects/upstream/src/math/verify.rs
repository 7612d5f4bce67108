//! Verifiers of the `math` ops, in MLIR's order and words: the operand and result
//! type constraints first (`operand #0 must be floating-point-like, but got 'i32'`),
//! then the ops' type relations (`AllTypesMatch`, `TypesMatchWith`), then
//! `SameOperandsAndResultShape` and `Elementwise`. The `-like` constraints accept a
//! scalar, a vector (any rank, scalable or not) or a tensor (ranked or unranked) of
//! the element kind, never a memref (MLIR's `FloatLike`, `SignlessIntegerOrIndexLike`,
//! `BoolLike`).

use crate::elementwise::{
    compatible_shapes, is_i1_same_shape, mappable_element, verify_elementwise,
};
use visa_ir::{Context, Diagnostic, OpId, Signedness, Type, TypeKind};

/// A type constraint of the math ops, named as MLIR's diagnostics name it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Like {
    /// A float, or a vector or tensor of floats.
    Float,
    /// A signless integer or `index`, or a vector or tensor of them.
    SignlessIntOrIndex,
    /// `i1`, or a vector or tensor of `i1`.
    Bool,
}

impl Like {
    fn description(self) -> &'static str {
        match self {
            Like::Float => "floating-point-like",
            Like::SignlessIntOrIndex => "signless-integer-like",
            Like::Bool => "bool-like",
        }
    }

    /// Whether `ty` satisfies the constraint.
    pub(crate) fn holds(self, ctx: &Context, ty: Type) -> bool {
        let elem = mappable_element(ctx, ty).unwrap_or(ty);
        matches!(
            (self, ctx.type_kind(elem)),
            (Like::Float, TypeKind::Float(_))
                | (Like::SignlessIntOrIndex, TypeKind::Index)
                | (
                    Like::SignlessIntOrIndex,
                    TypeKind::Integer {
                        signedness: Signedness::Signless,
                        ..
                    }
                )
                | (
                    Like::Bool,
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                )
        )
    }

    /// MLIR's refusal of `ty` for the value named `what` (`operand #0`, or `'operand'`
    /// in a custom parser).
    pub(crate) fn refusal(self, ctx: &Context, what: &str, ty: Type) -> String {
        format!(
            "{what} must be {}, but got '{}'",
            self.description(),
            ctx.type_to_string(ty)
        )
    }
}

/// Checks operands and results against their constraints, operands first.
fn check(ctx: &Context, op: OpId, operands: &[Like], results: &[Like]) -> Result<(), Diagnostic> {
    let groups = [
        ("operand", ctx.operands(op), operands),
        ("result", ctx.results(op), results),
    ];
    for (what, values, likes) in groups {
        for (i, (&v, &like)) in values.iter().zip(likes).enumerate() {
            let ty = ctx.value_type(v);
            if !like.holds(ctx, ty) {
                return Err(ctx.op_error(op, like.refusal(ctx, &format!("{what} #{i}"), ty)));
            }
        }
    }
    Ok(())
}

/// Unary float ops (`absf`, `sqrt`, ...). The same-type rule is the
/// `SAME_OPERANDS_AND_RESULT_TYPE` trait's, checked after this.
pub(crate) fn verify_float_unary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Like::Float as F;
    check(ctx, op, &[F], &[F])
}

/// Binary float ops (`atan2`, `copysign`, `powf`).
pub(crate) fn verify_float_binary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Like::Float as F;
    check(ctx, op, &[F, F], &[F])
}

/// `math.fma` and `math.clampf`.
pub(crate) fn verify_float_ternary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Like::Float as F;
    check(ctx, op, &[F, F, F], &[F])
}

/// Unary integer ops (`absi`, `ctlz`, `cttz`, `ctpop`).
pub(crate) fn verify_int_unary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Like::SignlessIntOrIndex as I;
    check(ctx, op, &[I], &[I])
}

/// `math.ipowi`.
pub(crate) fn verify_int_binary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Like::SignlessIntOrIndex as I;
    check(ctx, op, &[I, I], &[I])
}

/// `math.isnan` and the other classification ops: a float operand and an `i1` result
/// of its shape.
pub(crate) fn verify_classification(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check(ctx, op, &[Like::Float], &[Like::Bool])?;
    let operand = ctx.value_type(ctx.operand(op, 0));
    let result = ctx.value_type(ctx.result(op, 0));
    if !is_i1_same_shape(ctx, operand, result) {
        return Err(ctx.op_error(
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    Ok(())
}

/// `math.fpowi`: a float base, an integer exponent, the result of the base's type,
/// all of one shape (`SameOperandsAndResultShape`, then `Elementwise`).
pub(crate) fn verify_fpowi(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Like::{Float as F, SignlessIntOrIndex as I};
    check(ctx, op, &[F, I], &[F])?;
    let lhs = ctx.value_type(ctx.operand(op, 0));
    let rhs = ctx.value_type(ctx.operand(op, 1));
    let result = ctx.value_type(ctx.result(op, 0));
    if lhs != result {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {lhs, result} have same type",
        ));
    }
    if !compatible_shapes(ctx, &[lhs, rhs, result]) {
        return Err(ctx.op_error(op, "requires the same shape for all operands and results"));
    }
    verify_elementwise(ctx, op)
}

/// `math.sincos`: a float operand and two results of its type.
pub(crate) fn verify_sincos(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Like::Float as F;
    check(ctx, op, &[F], &[F, F])?;
    let ty = ctx.value_type(ctx.operand(op, 0));
    if ctx.results(op).iter().any(|&r| ctx.value_type(r) != ty) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {operand, sin, cos} have same type",
        ));
    }
    Ok(())
}
