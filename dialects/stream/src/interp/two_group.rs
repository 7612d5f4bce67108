//! The reference interpreter's two-group mode (docs/decisions.md T9G-1): the unzip gives
//! each element the ExecutionId `index(I)` (so per-group ops are ops with a group set),
//! a zip combines the element at `I = 0` with the one at `I = 1` of the same other
//! coordinates, `op(a, b)` with `(a, b)` picked by the mode over the groups; the result
//! holds `I = 0` (the axis is gone from its type).
//!
//! Written independently of the simulator (`sim/src/vector_zip.rs`): it works on logical
//! coordinates, not on packet order, with the interpreter's own maths
//! ([`crate::ops::fxp_apply`], [`super::vector::binary`], the clip ops).

use super::tensor::{Key, Scalar, Tensor};
use super::Evaluator;
use crate::two_group::{self as tg, VectorIntraSliceUnzip};
use std::collections::HashMap;
use std::rc::Rc;
use visa_ir::{Diagnostic, OpId};
use visa_tcp::vector_zip::ZipOp;

fn axis_pos(ev: &Evaluator<'_>, op: OpId, axis: &str) -> Result<usize, Diagnostic> {
    ev.order()
        .0
        .iter()
        .position(|a| a.as_str() == axis)
        .ok_or_else(|| ev.err(op, format!("unknown axis {axis}")))
}

/// `stream.vector_intra_slice_unzip`: records ExecutionId `index(I)` of every element and
/// passes the input on.
pub fn unzip(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = *xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let full;
    let x = if x.is_shared() {
        full = ev.materialize(op, x, ctx.value_type(ctx.result(op, 0)))?;
        &full
    } else {
        x
    };
    let p = axis_pos(ev, op, VectorIntraSliceUnzip(op).axis(ctx))?;
    let mut ids: HashMap<Key, u8> = HashMap::with_capacity(x.len());
    for (k, _) in x.iter() {
        ids.insert(k.clone(), (k[p] % 2) as u8);
    }
    ev.ids.borrow_mut().insert(op, Rc::new(ids));
    Ok(x.clone())
}

fn f32_of(s: Scalar) -> f32 {
    s.to_f32()
}

/// One element of a zip: `op(a, b)`; `None` where the op is not defined on the values.
fn apply(op: ZipOp, is_f32: bool, a: Scalar, b: Scalar) -> Option<Scalar> {
    Some(match op {
        ZipOp::Fxp(f) => Scalar::Int(i64::from(crate::ops::fxp_apply(f, a.as_i32(), b.as_i32())?)),
        ZipOp::Fp(f) => Scalar::from_f32(super::vector::binary(f, f32_of(a), f32_of(b))),
        ZipOp::Clip(c) if is_f32 => {
            Scalar::from_f32(super::vector::clip_f32(c, f32_of(a), f32_of(b))?)
        }
        ZipOp::Clip(c) => Scalar::Int(i64::from(super::vector::clip_i32(
            c,
            a.as_i32(),
            b.as_i32(),
        )?)),
    })
}

/// A `_zip` op: `out[.., I = 0] = op(pick(mode, x[.., I = 0], x[.., I = 1]))`.
pub fn zip(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = *xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let (u, _) = tg::unzip_of(ctx, op).ok_or_else(|| ev.err(op, "has no unzip"))?;
    let p = axis_pos(ev, op, VectorIntraSliceUnzip(u).axis(ctx))?;
    let z = tg::zip_op(ctx, op).ok_or_else(|| ev.err(op, "has no zip op"))?;
    let mode = tg::zip_mode(ctx, op);
    let is_f32 = ctx.type_to_string(x.dtype) == "f32";
    let mut out = Tensor::new(x.dtype);
    for (k, g0) in x.iter() {
        if k[p] != 0 {
            continue;
        }
        let mut k1 = k.clone();
        k1[p] = 1;
        let g1 = x
            .get(&k1)
            .ok_or_else(|| ev.err(op, format!("group 1 lacks {}", ev.order().index(&k1))))?;
        let (a, b) = mode.pick(g0, g1);
        let r = apply(z, is_f32, a, b)
            .ok_or_else(|| ev.err(op, "the zip op is not defined on these values"))?;
        out.insert(k, r);
    }
    Ok(out)
}
