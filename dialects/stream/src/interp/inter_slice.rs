//! Semantics of `stream.vector_inter_slice_reduce` (L6583–6755) on the logical tensor:
//! the elements that differ only in the reduced axes are folded in ascending order of
//! those coordinates (`acc = x_first`, then `acc = op(acc, x)`; docs/decisions.md C9B-7),
//! the result written at the reduced coordinates 0 and at every position of each new
//! (broadcast) axis.

use super::tensor::{Scalar, Tensor};
use super::Evaluator;
use crate::inter_slice::{plan, VectorInterSliceReduce};
use std::collections::BTreeMap;
use visa_ir::{Diagnostic, OpId};
use visa_tcp::inter_slice::InterSliceReduceOp as Op;

const QNAN: u32 = visa_tcp::dtype::CANONICAL_NAN_F32;

fn f32_of(s: Scalar) -> f32 {
    s.to_f32()
}

fn float(x: f32) -> Scalar {
    Scalar::from_f32(if x.is_nan() { f32::from_bits(QNAN) } else { x })
}

/// One step of `op` (i32 add wraps, add_sat saturates; f32 in IEEE single precision; max
/// and min return NaN if either side is NaN and order −0 below +0).
fn step(op: Op, is_f32: bool, a: Scalar, b: Scalar) -> Option<Scalar> {
    Some(if is_f32 {
        let (x, y) = (f32_of(a), f32_of(b));
        match op {
            Op::Add => float(x + y),
            Op::Mul => float(x * y),
            Op::Max | Op::Min => {
                if x.is_nan() || y.is_nan() {
                    float(f32::NAN)
                } else {
                    let pick_x = match op {
                        Op::Max => x > y || (x == y && y.is_sign_negative()),
                        _ => x < y || (x == y && x.is_sign_negative()),
                    };
                    float(if pick_x { x } else { y })
                }
            }
            Op::AddSat => return None,
        }
    } else {
        let (x, y) = (a.as_i32(), b.as_i32());
        Scalar::Int(i64::from(match op {
            Op::Add => x.wrapping_add(y),
            Op::AddSat => x.saturating_add(y),
            Op::Max => x.max(y),
            Op::Min => x.min(y),
            Op::Mul => return None,
        }))
    })
}

/// `stream.vector_inter_slice_reduce`.
pub fn eval(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let axes = crate::geom::axes(ctx, op)?;
    let i = crate::geom::resolve_stream(
        ctx,
        op,
        &axes,
        ctx.value_type(ctx.operand(op, 0)),
        "the input",
    )?;
    let o = crate::geom::resolve_stream(
        ctx,
        op,
        &axes,
        ctx.value_type(ctx.result(op, 0)),
        "the result",
    )?;
    let (reduced, new) = plan(&i, &o).map_err(|e| ev.err(op, e))?;
    let pos = |a: &str| {
        ev.order
            .0
            .iter()
            .position(|b| b.as_str() == a)
            .ok_or_else(|| ev.err(op, format!("axis {a} is not declared")))
    };
    let rpos: Vec<usize> = reduced.iter().map(|a| pos(a)).collect::<Result<_, _>>()?;
    let npos: Vec<(usize, u64)> = new
        .iter()
        .map(|(a, n)| pos(a).map(|p| (p, *n)))
        .collect::<Result<_, _>>()?;
    let rop = VectorInterSliceReduce(op).op(ctx);
    let is_f32 = ctx.type_to_string(x.dtype) == "f32";
    // Group by the key with the reduced coordinates at 0; order by those coordinates.
    let mut groups: BTreeMap<Vec<u64>, Vec<(Vec<u64>, Scalar)>> = BTreeMap::new();
    for (key, v) in x.iter() {
        let mut k = key.clone();
        let r: Vec<u64> = rpos.iter().map(|&p| key[p]).collect();
        for &p in &rpos {
            k[p] = 0;
        }
        groups.entry(k).or_default().push((r, v));
    }
    let mut out = Tensor::new(x.dtype);
    for (k, mut vs) in groups {
        vs.sort_by(|a, b| a.0.cmp(&b.0));
        let mut acc = vs[0].1;
        for (_, v) in &vs[1..] {
            acc = step(rop, is_f32, acc, *v).ok_or_else(|| {
                ev.err(
                    op,
                    format!("inter-slice reduce `{rop}` is not defined on this element type"),
                )
            })?;
        }
        // Broadcast over every new axis.
        let mut keys = vec![k];
        for &(p, n) in &npos {
            keys = keys
                .into_iter()
                .flat_map(|k| {
                    (0..n).map(move |c| {
                        let mut k2 = k.clone();
                        k2[p] = c;
                        k2
                    })
                })
                .collect();
        }
        for k in keys {
            out.insert(k, acc);
        }
    }
    Ok(out)
}
