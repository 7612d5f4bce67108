//! Verifiers of the `math` ops, in MLIR's order and words: the operand and result
//! type constraints first (`operand #0 must be floating-point-like, but got 'i32'`),
//! then the ops' type relations (`AllTypesMatch`, `TypesMatchWith`), then
//! `SameOperandsAndResultShape` and `Elementwise`. The `-like` constraints accept a
//! scalar, a vector (any rank, scalable or not) or a tensor (ranked or unranked) of
//! the element kind, never a memref (MLIR's `FloatLike`, `SignlessIntegerOrIndexLike`,
//! `BoolLike`).

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

/// The element type of a vector or tensor (MLIR's "mappable" types); `None` for any
/// other type, memrefs included.
pub(crate) fn mappable_element(ctx: &Context, ty: Type) -> Option<Type> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { element, .. }
        | TypeKind::RankedTensor { element, .. }
        | TypeKind::UnrankedTensor { element } => Some(*element),
        _ => None,
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

/// `i1` in the shape of `ty`: `i1` for a scalar, `vector<4xi1>` for `vector<4xf32>`,
/// `tensor<*xi1>` for `tensor<*xf32>` (MLIR's `getI1SameShape`).
pub(crate) fn i1_same_shape(ctx: &mut Context, ty: Type) -> Type {
    let i1 = ctx.integer_type(1);
    if mappable_element(ctx, ty).is_none() {
        return i1;
    }
    ctx.clone_shaped(ty, None, i1).unwrap_or(i1)
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

/// Whether `result` is `i1` in `operand`'s shape (without interning a type: the
/// verifier only reads the context).
fn is_i1_same_shape(ctx: &Context, operand: Type, result: Type) -> bool {
    let is_i1 = |t: Type| {
        matches!(
            ctx.type_kind(t),
            TypeKind::Integer {
                width: 1,
                signedness: Signedness::Signless
            }
        )
    };
    match (ctx.type_kind(operand), ctx.type_kind(result)) {
        (
            TypeKind::Vector {
                shape: a,
                scalable: sa,
                ..
            },
            TypeKind::Vector {
                shape: b,
                scalable: sb,
                element,
            },
        ) => a == b && sa == sb && is_i1(*element),
        (
            TypeKind::RankedTensor {
                shape: a,
                encoding: ea,
                ..
            },
            TypeKind::RankedTensor {
                shape: b,
                encoding: eb,
                element,
            },
        ) => a == b && ea == eb && is_i1(*element),
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { element }) => is_i1(*element),
        (a, _)
            if !matches!(
                a,
                TypeKind::Vector { .. }
                    | TypeKind::RankedTensor { .. }
                    | TypeKind::UnrankedTensor { .. }
            ) =>
        {
            is_i1(result)
        }
        _ => false,
    }
}

/// The shape of `ty` for MLIR's `verifyCompatibleShapes`: `None` for a type without
/// one, `Some(None)` for an unranked tensor.
fn shape_of(ctx: &Context, ty: Type) -> Option<Option<&[i64]>> {
    ctx.shaped(ty).map(|s| s.shape())
}

/// MLIR's `verifyCompatibleShapes` over `types`: all without a shape, or all shaped
/// with one rank (unranked ones aside) and sizes equal where both are static.
fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shapes: Vec<_> = types.iter().map(|&t| shape_of(ctx, t)).collect();
    if shapes.iter().all(Option::is_none) {
        return true;
    }
    if shapes.iter().any(Option::is_none) {
        return false;
    }
    let ranked: Vec<&[i64]> = shapes.iter().flatten().flatten().copied().collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    ranked.iter().all(|s| {
        s.len() == first.len()
            && s.iter().zip(first.iter()).all(|(&a, &b)| {
                a == b || a == visa_ir::types::DYNAMIC || b == visa_ir::types::DYNAMIC
            })
    })
}

/// The kind of a mappable type for MLIR's `Elementwise` "same base type" rule
/// (vector, ranked tensor and unranked tensor are three kinds).
fn base_kind(ctx: &Context, ty: Type) -> Option<u8> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } => Some(0),
        TypeKind::RankedTensor { .. } => Some(1),
        TypeKind::UnrankedTensor { .. } => Some(2),
        _ => None,
    }
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
    let mappable: Vec<Type> = [lhs, rhs, result]
        .into_iter()
        .filter(|&t| base_kind(ctx, t).is_some())
        .collect();
    let same_base = mappable
        .iter()
        .all(|&t| base_kind(ctx, t) == base_kind(ctx, mappable[0]));
    if !mappable.is_empty() && (!same_base || !compatible_shapes(ctx, &mappable)) {
        return Err(ctx.op_error(
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
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
