//! Verifiers of the `arith` ops, with MLIR's wording.

use crate::elementwise::{
    compatible_shapes, i1_same_shape_text, is_i1_same_shape, mappable_element, same_encoding,
    same_tensor_dims, verify_elementwise,
};
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

/// Checks that the listed operands (by position) are signless-integer-like (integers or
/// `index`, or vectors or tensors of them).
fn check_integer_operands(ctx: &Context, op: OpId, positions: &[usize]) -> Result<(), Diagnostic> {
    for &i in positions {
        let ty = ctx.value_type(ctx.operand(op, i));
        if !Class::SignlessIntLike.holds(ctx, ty) {
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

/// `arith.constant`, in MLIR 22's order: the value's type is the result type
/// (`AllTypesMatch`), integers are signless, the value is an integer, a float or a
/// `dense<...>` elements attribute, and a scalable vector is initialised only by a splat
/// (upstream's words, typo included).
pub(crate) fn verify_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let result_ty = ctx.value_type(ctx.result(op, 0));
    let value = ctx
        .attr(op, "value")
        .expect("checked by the attribute spec");
    if ctx.attr_value_type(value) != Some(result_ty) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {value, result} have same type",
        ));
    }
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(result_ty) {
        if *signedness != Signedness::Signless {
            return Err(ctx.op_error(op, "integer return type must be signless"));
        }
    }
    let splat = match ctx.attr_kind(value) {
        AttrKind::Integer { .. } | AttrKind::Float { .. } => return Ok(()),
        AttrKind::DenseElements { splat, .. } | AttrKind::DenseStrings { splat, .. } => *splat,
        _ => return Err(ctx.op_error(op, "value must be an integer, float, or elements attribute")),
    };
    let scalable = matches!(ctx.type_kind(result_ty), TypeKind::Vector { scalable, .. } if scalable.contains(&true));
    if scalable && !splat {
        return Err(ctx.op_error(
            op,
            "intializing scalable vectors with elements attribute is not supported unless \
             it's a vector splat",
        ));
    }
    Ok(())
}

/// `arith.addi` / `subi` / `muli`: operands and result signless-integer-like (the
/// same-type rule is the `SameOperandsAndResultType` trait's).
pub(crate) fn verify_binary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_integer_operands(ctx, op, &[0, 1])?;
    let ty = ctx.value_type(ctx.result(op, 0));
    if !Class::SignlessIntLike.holds(ctx, ty) {
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

/// `arith.cmpi`: integer operands of one type and an `i1` result of their shape.
pub(crate) fn verify_cmpi(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_integer_operands(ctx, op, &[0])?;
    check_integer_operands(ctx, op, &[1])?;
    let ty = ctx.value_type(ctx.result(op, 0));
    if !Class::BoolLike.holds(ctx, ty) {
        return Err(ctx.op_error(
            op,
            format!(
                "result #0 must be bool-like, but got '{}'",
                type_text(ctx, ty)
            ),
        ));
    }
    comparison_shapes(ctx, op)
}

/// What `cmpi` and `cmpf` check after their type constraints, in MLIR's order: the
/// result is `i1` of the operands' shape (`TypesMatchWith`), the operands have one type
/// (`SameTypeOperands`), then `Elementwise`.
fn comparison_shapes(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let result = ctx.value_type(ctx.result(op, 0));
    if !is_i1_same_shape(ctx, ctx.value_type(l), result) {
        return Err(ctx.op_error(
            op,
            "failed to verify that result type has i1 element type and same shape as operands",
        ));
    }
    if ctx.value_type(l) != ctx.value_type(r) {
        return Err(ctx.op_error(op, "requires all operands to have the same type"));
    }
    verify_elementwise(ctx, op)
}

/// `arith.select`: an `i1` condition (or `i1` of the result's shape) and arms of the
/// result's type, in MLIR 22's order and words.
pub(crate) fn verify_select(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let cond = ctx.value_type(ctx.operand(op, 0));
    if !Class::BoolLike.holds(ctx, cond) {
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
    let shape = |t: Type| ctx.shaped(t).map(|s| s.shape());
    let matching = is_bool(ctx, cond) || (shape(cond).is_some() && shape(cond) == shape(result));
    if !matching {
        return Err(ctx.op_error(
            op,
            "failed to verify that condition is signless i1 or has matching shape",
        ));
    }
    verify_elementwise(ctx, op)?;
    // `SelectOp::verify`: a shaped mask is `i1` in exactly the result's type (its
    // encoding included).
    if !is_bool(ctx, cond) && !is_i1_same_shape(ctx, result, cond) {
        return Err(ctx.op_error(
            op,
            format!(
                "expected condition type to have the same shape as the result type, \
                 expected '{}', but got '{}'",
                i1_same_shape_text(ctx, result),
                type_text(ctx, cond)
            ),
        ));
    }
    Ok(())
}

/// `arith.index_cast` / `index_castui`: exactly one side's elements are `index`, the
/// other's signless integers, of one shape (memrefs too).
pub(crate) fn verify_index_cast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::IndexCastLike as X;
    check_classes(ctx, op, &[X], &[X])?;
    check_cast_shapes(ctx, op)?;
    let from = memref_or_mappable_element(ctx, ctx.value_type(ctx.operand(op, 0)));
    let to = memref_or_mappable_element(ctx, ctx.value_type(ctx.result(op, 0)));
    let from_index = matches!(ctx.type_kind(from), TypeKind::Index);
    let to_index = matches!(ctx.type_kind(to), TypeKind::Index);
    let (a, b) = (
        ctx.value_type(ctx.operand(op, 0)),
        ctx.value_type(ctx.result(op, 0)),
    );
    if from_index == to_index || !same_encoding(ctx, a, b) {
        return Err(cast_incompatible(ctx, op));
    }
    verify_elementwise(ctx, op)
}

/// The tensor-dimension and shape rules of MLIR's `Arith_CastOp`
/// (`SameInputOutputTensorDims`, then `SameOperandsAndResultShape`).
fn check_cast_shapes(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let a = ctx.value_type(ctx.operand(op, 0));
    let b = ctx.value_type(ctx.result(op, 0));
    if !same_tensor_dims(ctx, a, b) {
        return Err(ctx.op_error(
            op,
            "failed to verify that input and output have the same tensor dimensions",
        ));
    }
    if !compatible_shapes(ctx, &[a, b]) {
        return Err(ctx.op_error(op, "requires the same shape for all operands and results"));
    }
    Ok(())
}

/// The element type of a vector, tensor or memref, else `ty`.
fn memref_or_mappable_element(ctx: &Context, ty: Type) -> Type {
    ctx.shaped(ty).map_or(ty, |s| s.element_type())
}

/// The element type of `ty` if it is a vector or tensor, else `ty` itself: the type
/// the `-like` constraints of arith look at (memrefs only where a constraint names them).
pub(crate) fn element_type_or_self(ctx: &Context, ty: Type) -> Type {
    mappable_element(ctx, ty).unwrap_or(ty)
}

/// A type constraint of the arith ops, named as MLIR's diagnostics name it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Class {
    /// A signless integer or `index` (or a shaped type of one).
    SignlessIntLike,
    /// A signless integer, not `index`.
    SignlessFixedIntLike,
    /// A float.
    FloatLike,
    /// `i1`.
    BoolLike,
    /// A signless integer or a float (what `arith.bitcast` converts), memrefs too.
    IntOrFloat,
    /// A signless integer or `index`, memrefs too (what `arith.index_cast` converts).
    IndexCastLike,
}

impl Class {
    /// MLIR's name of the constraint in diagnostics.
    pub(crate) fn description(self) -> &'static str {
        match self {
            Class::SignlessIntLike => "signless-integer-like",
            Class::SignlessFixedIntLike => "signless-fixed-width-integer-like",
            Class::FloatLike => "floating-point-like",
            Class::BoolLike => "bool-like",
            Class::IntOrFloat => {
                "signless-integer-or-float-like or memref of signless-integer or float"
            }
            Class::IndexCastLike => "signless-integer-like or memref of signless-integer",
        }
    }

    /// Whether `ty` (its element type) satisfies the constraint.
    pub(crate) fn holds(self, ctx: &Context, ty: Type) -> bool {
        let elem = match self {
            Class::IntOrFloat | Class::IndexCastLike => memref_or_mappable_element(ctx, ty),
            _ => element_type_or_self(ctx, ty),
        };
        let signless_int = matches!(
            ctx.type_kind(elem),
            TypeKind::Integer {
                signedness: Signedness::Signless,
                ..
            }
        );
        let float = matches!(ctx.type_kind(elem), TypeKind::Float(_));
        match self {
            Class::SignlessIntLike => {
                signless_int || matches!(ctx.type_kind(elem), TypeKind::Index)
            }
            Class::SignlessFixedIntLike => signless_int,
            Class::FloatLike => float,
            Class::BoolLike => is_bool(ctx, elem),
            Class::IntOrFloat => signless_int || float,
            Class::IndexCastLike => signless_int || matches!(ctx.type_kind(elem), TypeKind::Index),
        }
    }
}

/// Checks operands and results against their constraints, in MLIR's order (operands
/// first), with MLIR's words: `operand #0 must be floating-point-like, but got 'i32'`.
pub(crate) fn check_classes(
    ctx: &Context,
    op: OpId,
    operands: &[Class],
    results: &[Class],
) -> Result<(), Diagnostic> {
    let groups = [
        ("operand", ctx.operands(op), operands),
        ("result", ctx.results(op), results),
    ];
    for (what, values, classes) in groups {
        for (i, (&v, &class)) in values.iter().zip(classes).enumerate() {
            let ty = ctx.value_type(v);
            if !class.holds(ctx, ty) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "{what} #{i} must be {}, but got '{}'",
                        class.description(),
                        type_text(ctx, ty)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// Binary float ops (`addf`, `maximumf`, ...): float operands and result.
pub(crate) fn verify_float_binary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::FloatLike as F;
    check_classes(ctx, op, &[F, F], &[F])
}

/// `arith.negf`: a float operand and result.
pub(crate) fn verify_float_unary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::FloatLike as F;
    check_classes(ctx, op, &[F], &[F])
}

/// `arith.addui_extended`: integer operands and sum, a bool overflow flag.
pub(crate) fn verify_add_extended(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::{BoolLike as B, SignlessIntLike as I};
    check_classes(ctx, op, &[I, I], &[I, B])?;
    let sum = ctx.value_type(ctx.result(op, 0));
    if ctx.operands(op).iter().any(|&v| ctx.value_type(v) != sum) {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {lhs, rhs, sum} have same type",
        ));
    }
    verify_elementwise(ctx, op)
}

/// `arith.mulsi_extended` / `mului_extended`: integers throughout (one type, the
/// `SameOperandsAndResultType` trait's rule).
pub(crate) fn verify_mul_extended(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::SignlessIntLike as I;
    check_classes(ctx, op, &[I, I], &[I, I])
}

/// `arith.cmpf`: float operands of one type and an `i1` result of their shape.
pub(crate) fn verify_cmpf(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::{BoolLike as B, FloatLike as F};
    check_classes(ctx, op, &[F, F], &[B])?;
    comparison_shapes(ctx, op)
}

/// The bit width of a scalar type's element (integers, `index` as 64, floats).
fn bit_width(ctx: &Context, ty: Type) -> Option<u32> {
    let elem = memref_or_mappable_element(ctx, ty);
    match ctx.type_kind(elem) {
        TypeKind::Float(k) => Some(k.width()),
        _ => ctx.int_width(elem),
    }
}

/// MLIR's `CastOpInterface` refusal: `operand type 'i32' and result type 'i16' are
/// cast incompatible`.
fn cast_incompatible(ctx: &Context, op: OpId) -> Diagnostic {
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    ctx.op_error(
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            type_text(ctx, from),
            type_text(ctx, to)
        ),
    )
}

/// How the widths of a cast's source and result must compare.
#[derive(Copy, Clone)]
enum Widths {
    /// The result is wider (`extsi`, `extf`).
    Wider,
    /// The result is narrower (`trunci`, `truncf`).
    Narrower,
    /// The same width (`bitcast`).
    Same,
    /// Any widths (`sitofp`, `fptosi`).
    Any,
}

/// A cast `in -> out` whose types satisfy `from`/`to` and whose widths compare as
/// `widths`; shapes (when they exist) must agree.
fn verify_cast(
    ctx: &Context,
    op: OpId,
    from: Class,
    to: Class,
    widths: Widths,
) -> Result<(), Diagnostic> {
    check_classes(ctx, op, &[from], &[to])?;
    check_cast_shapes(ctx, op)?;
    let a = ctx.value_type(ctx.operand(op, 0));
    let b = ctx.value_type(ctx.result(op, 0));
    let (Some(wa), Some(wb)) = (bit_width(ctx, a), bit_width(ctx, b)) else {
        return Err(cast_incompatible(ctx, op));
    };
    if !same_encoding(ctx, a, b) {
        return Err(cast_incompatible(ctx, op));
    }
    let ok = match widths {
        Widths::Wider => wb > wa,
        Widths::Narrower => wb < wa,
        Widths::Same => wa == wb,
        Widths::Any => true,
    };
    if ok {
        verify_elementwise(ctx, op)
    } else {
        Err(cast_incompatible(ctx, op))
    }
}

/// `arith.extsi` / `extui`: a signless integer to a wider one.
pub(crate) fn verify_ext_int(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::SignlessFixedIntLike as I;
    verify_cast(ctx, op, I, I, Widths::Wider)
}

/// `arith.trunci`: a signless integer to a narrower one.
pub(crate) fn verify_trunc_int(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::SignlessFixedIntLike as I;
    verify_cast(ctx, op, I, I, Widths::Narrower)
}

/// `arith.extf`: a float to a wider one.
pub(crate) fn verify_ext_float(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::FloatLike as F;
    verify_cast(ctx, op, F, F, Widths::Wider)
}

/// `arith.truncf`: a float to a narrower one.
pub(crate) fn verify_trunc_float(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::FloatLike as F;
    verify_cast(ctx, op, F, F, Widths::Narrower)
}

/// `arith.sitofp` / `uitofp`: a signless integer to a float.
pub(crate) fn verify_int_to_float(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::{FloatLike as F, SignlessFixedIntLike as I};
    verify_cast(ctx, op, I, F, Widths::Any)
}

/// `arith.fptosi` / `fptoui`: a float to a signless integer.
pub(crate) fn verify_float_to_int(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::{FloatLike as F, SignlessFixedIntLike as I};
    verify_cast(ctx, op, F, I, Widths::Any)
}

/// `arith.bitcast`: a signless integer or float to one of the same width.
pub(crate) fn verify_bitcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use Class::IntOrFloat as X;
    verify_cast(ctx, op, X, X, Widths::Same)
}

/// The scaling casts: float `in` and `scale`, a float result whose width compares to
/// `in`'s as `widths`; MLIR's `areCastCompatible` looks at `in` and the result only, and
/// its refusal names every operand type (`operand types 'f32', 'f8E8M0FNU' and result
/// type 'f16' are cast incompatible`).
fn verify_scaling(ctx: &Context, op: OpId, widths: Widths) -> Result<(), Diagnostic> {
    use Class::FloatLike as F;
    check_classes(ctx, op, &[F, F], &[F])?;
    let a = ctx.value_type(ctx.operand(op, 0));
    let b = ctx.value_type(ctx.result(op, 0));
    if !same_tensor_dims(ctx, a, b) {
        return Err(ctx.op_error(
            op,
            "failed to verify that input and output have the same tensor dimensions",
        ));
    }
    let ok = compatible_shapes(ctx, &[a, b]) && same_encoding(ctx, a, b);
    let ok = ok
        && match (bit_width(ctx, a), bit_width(ctx, b)) {
            (Some(wa), Some(wb)) => match widths {
                Widths::Wider => wb > wa,
                Widths::Narrower => wb < wa,
                Widths::Same => wa == wb,
                Widths::Any => true,
            },
            _ => false,
        };
    if ok {
        return verify_elementwise(ctx, op);
    }
    let operands: Vec<String> = ctx
        .operands(op)
        .iter()
        .map(|&v| format!("'{}'", type_text(ctx, ctx.value_type(v))))
        .collect();
    Err(ctx.op_error(
        op,
        format!(
            "operand types {} and result type '{}' are cast incompatible",
            operands.join(", "),
            type_text(ctx, b)
        ),
    ))
}

/// `arith.scaling_extf`: the result is wider than `in`.
pub(crate) fn verify_scaling_extf(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_scaling(ctx, op, Widths::Wider)
}

/// `arith.scaling_truncf`: the result is narrower than `in`.
pub(crate) fn verify_scaling_truncf(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_scaling(ctx, op, Widths::Narrower)
}
