//! MLIR's rules for ops that apply elementwise to vectors and tensors, shared by
//! `arith` and `math`: the element type constraints look through (`mappable_element`),
//! `i1` of an operand's shape (`getI1SameShape`), `verifyCompatibleShapes`,
//! `SameInputOutputTensorDims` and the `Elementwise` trait's verifier, with MLIR's words.

use visa_ir::types::DYNAMIC;
use visa_ir::{Context, Diagnostic, OpId, Signedness, Type, TypeKind};

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

fn is_i1(ctx: &Context, t: Type) -> bool {
    matches!(
        ctx.type_kind(t),
        TypeKind::Integer {
            width: 1,
            signedness: Signedness::Signless
        }
    )
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

/// Whether `result` is `i1` in `operand`'s shape ([`i1_same_shape`] without interning a
/// type: verifiers only read the context).
pub(crate) fn is_i1_same_shape(ctx: &Context, operand: Type, result: Type) -> bool {
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
        ) => a == b && sa == sb && is_i1(ctx, *element),
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
        ) => a == b && ea == eb && is_i1(ctx, *element),
        (TypeKind::UnrankedTensor { .. }, TypeKind::UnrankedTensor { element }) => {
            is_i1(ctx, *element)
        }
        _ if mappable_element(ctx, operand).is_none() => is_i1(ctx, result),
        _ => false,
    }
}

/// MLIR's `verifyCompatibleShapes` over `types`: all without a shape, or all shaped
/// with one rank (unranked ones aside) and sizes equal where both are static.
pub(crate) fn compatible_shapes(ctx: &Context, types: &[Type]) -> bool {
    let shapes: Vec<_> = types
        .iter()
        .map(|&t| ctx.shaped(t).map(|s| s.shape()))
        .collect();
    if shapes.iter().all(Option::is_none) {
        return true;
    }
    if shapes.iter().any(Option::is_none) {
        return false;
    }
    // Vectors must agree on which sizes are scalable (`vector<[4]xi32>` is not
    // `vector<4xi32>`).
    let mut scalable = types.iter().filter_map(|&t| match ctx.type_kind(t) {
        TypeKind::Vector { scalable, .. } => Some(scalable),
        _ => None,
    });
    if let Some(first) = scalable.next() {
        if scalable.any(|s| s != first) {
            return false;
        }
    }
    let ranked: Vec<&[i64]> = shapes.iter().flatten().flatten().copied().collect();
    let Some(first) = ranked.first() else {
        return true;
    };
    ranked.iter().all(|s| {
        s.len() == first.len()
            && s.iter()
                .zip(first.iter())
                .all(|(&a, &b)| a == b || a == DYNAMIC || b == DYNAMIC)
    })
}

/// MLIR's `SameInputOutputTensorDims` of the casts: the tensor dimensions of `a` and
/// `b` are equal (`?` matches only `?`), where a type that is not a tensor has none (so
/// `tensor<index>` to `i64` passes, `tensor<4xi32>` to `vector<4xi64>` does not); an
/// unranked tensor never passes (checked with mlir-opt-22: `tensor<*xi32> to
/// tensor<*xf32>` is refused).
pub(crate) fn same_tensor_dims(ctx: &Context, a: Type, b: Type) -> bool {
    let dims = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => Some(&shape[..]),
        TypeKind::UnrankedTensor { .. } => None,
        _ => Some(&[][..]),
    };
    matches!((dims(a), dims(b)), (Some(x), Some(y)) if x == y)
}

/// Whether two types agree on their tensor encoding (the casts refuse
/// `tensor<2xf32, "foo">` to `tensor<2xf64>` as cast incompatible); types that are not
/// ranked tensors have none.
pub(crate) fn same_encoding(ctx: &Context, a: Type, b: Type) -> bool {
    let enc = |t: Type| match ctx.type_kind(t) {
        TypeKind::RankedTensor { encoding, .. } => *encoding,
        _ => None,
    };
    enc(a) == enc(b)
}

/// The text of `i1` in the shape of `ty` ([`i1_same_shape`] as a string, without
/// interning it), for diagnostics.
pub(crate) fn i1_same_shape_text(ctx: &Context, ty: Type) -> String {
    let dim = |d: i64| {
        if d == DYNAMIC {
            "?".to_string()
        } else {
            d.to_string()
        }
    };
    match ctx.type_kind(ty) {
        TypeKind::Vector {
            shape, scalable, ..
        } => {
            let dims: String = shape
                .iter()
                .zip(scalable.iter())
                .map(|(&d, &s)| {
                    if s {
                        format!("[{d}]x")
                    } else {
                        format!("{d}x")
                    }
                })
                .collect();
            format!("vector<{dims}i1>")
        }
        TypeKind::RankedTensor {
            shape, encoding, ..
        } => {
            let dims: String = shape.iter().map(|&d| format!("{}x", dim(d))).collect();
            let enc = encoding.map_or(String::new(), |e| format!(", {}", ctx.attr_to_string(e)));
            format!("tensor<{dims}i1{enc}>")
        }
        TypeKind::UnrankedTensor { .. } => "tensor<*xi1>".to_string(),
        _ => "i1".to_string(),
    }
}

/// The kind of a mappable type for the `Elementwise` "same base type" rule (vector,
/// ranked tensor and unranked tensor are three kinds, as three MLIR type classes).
fn base_kind(ctx: &Context, ty: Type) -> Option<u8> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } => Some(0),
        TypeKind::RankedTensor { .. } => Some(1),
        TypeKind::UnrankedTensor { .. } => Some(2),
        _ => None,
    }
}

/// MLIR's `Elementwise` trait verifier (`verifyElementwise`).
pub(crate) fn verify_elementwise(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let mappable = |vals: &[visa_ir::Value]| -> Vec<Type> {
        vals.iter()
            .map(|&v| ctx.value_type(v))
            .filter(|&t| base_kind(ctx, t).is_some())
            .collect()
    };
    let results = mappable(ctx.results(op));
    let operands = mappable(ctx.operands(op));
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(ctx.op_error(
            op,
            "if a result is non-scalar, then at least one operand must be non-scalar",
        ));
    }
    if results.is_empty() {
        return Err(ctx.op_error(
            op,
            "if an operand is non-scalar, then there must be at least one non-scalar result",
        ));
    }
    if results.len() != ctx.results(op).len() {
        return Err(ctx.op_error(
            op,
            "if an operand is non-scalar, then all results must be non-scalar",
        ));
    }
    let all: Vec<Type> = operands.into_iter().chain(results).collect();
    let kind = base_kind(ctx, all[0]);
    if all.iter().any(|&t| base_kind(ctx, t) != kind) || !compatible_shapes(ctx, &all) {
        return Err(ctx.op_error(
            op,
            "all non-scalar operands/results must have the same shape and base type",
        ));
    }
    Ok(())
}
