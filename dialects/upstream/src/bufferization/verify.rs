//! Verifiers of the bufferization ops with upstream's words (`ToTensorOp`/`ToBufferOp`'s
//! type-match constraint, `AllocTensorOp::verify`, `MaterializeInDestinationOp::verify`).

use crate::tensor::lists::segments;
use visa_ir::{Context, Diagnostic, OpId, Type, TypeKind};

/// Whether `ty` is a (ranked or unranked) tensor.
fn is_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

/// Whether `ty` is a (ranked or unranked) memref.
fn is_memref(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }
    )
}

/// `what` #`i` of `op` must be of the kind `is`, named `desc` in upstream's words.
fn constrain(
    ctx: &Context,
    op: OpId,
    what: &str,
    i: usize,
    ty: Type,
    is: fn(&Context, Type) -> bool,
    desc: &str,
) -> Result<(), Diagnostic> {
    if is(ctx, ty) {
        return Ok(());
    }
    Err(ctx.op_error(
        op,
        format!(
            "{what} #{i} must be {desc}, but got '{}'",
            ctx.type_to_string(ty)
        ),
    ))
}

/// The tensor and the buffer of a `to_tensor`/`to_buffer` have the same shape and
/// element type (upstream's builtin `TensorLikeType::verifyCompatibleBufferType`).
fn types_match(ctx: &Context, op: OpId, tensor: Type, buffer: Type) -> Result<(), Diagnostic> {
    let (Some(t), Some(b)) = (ctx.shaped(tensor), ctx.shaped(buffer)) else {
        return Ok(());
    };
    // Upstream first reports `shapes do not match` / `element types do not match`,
    // then this (decision LNG-1).
    if t.shape() != b.shape() || t.element_type() != b.element_type() {
        return Err(ctx.op_error(
            op,
            "failed to verify that specified tensor and buffer types match",
        ));
    }
    Ok(())
}

/// `bufferization.to_tensor`: a memref in, a tensor of its shape and element type out.
pub(crate) fn to_tensor(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (Some(&v), Some(&r)) = (ctx.operands(op).first(), ctx.results(op).first()) else {
        return Ok(());
    };
    let (vt, rt) = (ctx.value_type(v), ctx.value_type(r));
    constrain(ctx, op, "operand", 0, vt, is_memref, "buffer-like type")?;
    constrain(ctx, op, "result", 0, rt, is_tensor, "tensor-like type")?;
    types_match(ctx, op, rt, vt)
}

/// `bufferization.to_buffer`: a tensor in, a memref of its shape and element type out.
pub(crate) fn to_buffer(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (Some(&v), Some(&r)) = (ctx.operands(op).first(), ctx.results(op).first()) else {
        return Ok(());
    };
    let (vt, rt) = (ctx.value_type(v), ctx.value_type(r));
    constrain(ctx, op, "operand", 0, vt, is_tensor, "tensor-like type")?;
    constrain(ctx, op, "result", 0, rt, is_memref, "buffer-like type")?;
    types_match(ctx, op, vt, rt)
}

/// `bufferization.alloc_tensor`: a ranked tensor result; one `index` size per dynamic
/// dim, or no size and a copy of the result's type.
pub(crate) fn alloc_tensor(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let segs = segments(ctx, op, 3)?;
    let Some(&r) = ctx.results(op).first() else {
        return Ok(());
    };
    let rt = ctx.value_type(r);
    let ranked = |ctx: &Context, t: Type| matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. });
    constrain(
        ctx,
        op,
        "result",
        0,
        rt,
        ranked,
        "tensor of any type values",
    )?;
    let operands = ctx.operands(op);
    let sizes = &operands[segs[0].clone()];
    let copy = operands[segs[1].clone()].first().copied();
    for (i, &v) in sizes.iter().chain(&operands[segs[2].clone()]).enumerate() {
        let ty = ctx.value_type(v);
        if !matches!(ctx.type_kind(ty), TypeKind::Index) {
            let i = if i < sizes.len() {
                i
            } else {
                i + segs[1].len()
            };
            return Err(ctx.op_error(
                op,
                format!(
                    "operand #{i} must be variadic of index, but got '{}'",
                    ctx.type_to_string(ty)
                ),
            ));
        }
    }
    if copy.is_some() && !sizes.is_empty() {
        // Upstream's `emitError`: no op prefix.
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            "dynamic sizes not needed when copying a tensor",
        ));
    }
    let dynamic = ctx.shaped(rt).map_or(0, |s| s.num_dynamic_dims());
    if copy.is_none() && dynamic != sizes.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {dynamic}",
                sizes.len()
            ),
        ));
    }
    if copy.is_some_and(|c| ctx.value_type(c) != rt) {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            "expected that `copy` and return type match",
        ));
    }
    Ok(())
}

/// `bufferization.materialize_in_destination`: a tensor source; a tensor destination
/// gives one result of its type, a memref one none and needs `restrict` and `writable`;
/// shapes compatible, element types equal.
pub(crate) fn materialize_in_destination(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let [src, dest] = ctx.operands(op)[..] else {
        return Ok(());
    };
    let err = |m: &str| Err(ctx.op_error(op, m));
    let (st, dt) = (ctx.value_type(src), ctx.value_type(dest));
    constrain(
        ctx,
        op,
        "operand",
        0,
        st,
        is_tensor,
        "tensor of any type values",
    )?;
    let shaped_dest = |ctx: &Context, t: Type| is_tensor(ctx, t) || is_memref(ctx, t);
    constrain(
        ctx,
        op,
        "operand",
        1,
        dt,
        shaped_dest,
        "tensor of any type values or memref of any type values",
    )?;
    if ctx.element_type_or_self(st) != ctx.element_type_or_self(dt) {
        return err("failed to verify that all of {source, dest} have same element type");
    }
    let results = ctx.results(op);
    let memref = is_memref(ctx, dt);
    if !memref {
        if results.len() != 1 {
            return err("tensor 'dest' implies exactly one tensor result");
        }
        if ctx.value_type(results[0]) != dt {
            return err("result and 'dest' types must match");
        }
    } else if !results.is_empty() {
        return err("memref 'dest' implies zero results");
    }
    if ctx.attr(op, "restrict").is_some() && !memref {
        return err("'restrict' is valid only for memref destinations");
    }
    if ctx.attr(op, "writable").is_some() != memref {
        return err(
            "'writable' must be specified if and only if the destination is of memref type",
        );
    }
    let (s, d) = (ctx.shaped(st), ctx.shaped(dt));
    if let (Some(s), Some(d)) = (s, d) {
        if s.has_rank() != d.has_rank() {
            return err("source/destination shapes are incompatible");
        }
        if let (Some(ss), Some(ds)) = (s.shape(), d.shape()) {
            if ss.len() != ds.len() {
                return err("rank mismatch between source and destination shape");
            }
            let dynamic = visa_ir::types::DYNAMIC;
            if ss
                .iter()
                .zip(ds)
                .any(|(&a, &b)| a != dynamic && b != dynamic && a != b)
            {
                return err("source/destination shapes are incompatible");
            }
        }
    }
    Ok(())
}
