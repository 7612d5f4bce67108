//! The reference interpreter's `stream.vector_filter` (docs/decisions.md C9F-1): per slice
//! (every index over the axes outside the stream's Time and Packet), the elements whose
//! ExecutionId is in the filter's group set, in the order of their Time × Packet position,
//! become elements `0, 1, ...` of the result's fresh axis; the rest of the capacity is
//! zero. Written from the logical tensor and its layout, independently of the simulator's
//! lane compaction (`sim/src/vector_filter.rs`).

use super::layout::positions;
use super::tensor::{Key, Scalar, Tensor};
use super::Evaluator;
use crate::geom;
use std::collections::BTreeMap;
use visa_ir::{Diagnostic, OpId};

/// `stream.vector_filter`.
pub fn eval(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = *xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let axes = geom::axes(ctx, op)?;
    let ity = ctx.value_type(ctx.operand(op, 0));
    let oty = ctx.value_type(ctx.result(op, 0));
    let i = geom::resolve_stream(ctx, op, &axes, ity, "the input")?;
    let o = geom::resolve_stream(ctx, op, &axes, oty, "the result")?;
    let order = ev.order();
    let tp = positions(&i.time_packet(), order)
        .ok_or_else(|| ev.err(op, "the input's Time, Packet is not in digit form"))?;
    let mut tp = tp;
    tp.sort_by_key(|(p, _)| *p);
    let k_axis = visa_mapping::switch::held_axes([&o.time_packet()])
        .into_iter()
        .next()
        .ok_or_else(|| ev.err(op, "the result holds no axis"))?;
    let kpos = order
        .0
        .iter()
        .position(|a| *a == k_axis)
        .ok_or_else(|| ev.err(op, format!("unknown axis {k_axis}")))?;
    let capacity = axes.size(k_axis.as_str()).unwrap_or(0) as usize;
    let tp_axes: Vec<usize> = visa_mapping::switch::held_axes([&i.time_packet()])
        .iter()
        .filter_map(|a| order.0.iter().position(|b| b == a))
        .collect();
    // The slices: the input's indices with their Time, Packet coordinates cleared.
    let mut slices: BTreeMap<Key, ()> = BTreeMap::new();
    for (k, _) in x.iter() {
        let mut s = k.clone();
        for &a in &tp_axes {
            s[a] = 0;
        }
        slices.insert(s, ());
    }
    let ids = super::branch::ids_of(ev, op)?;
    let groups = crate::branch::group(ctx, op).unwrap_or(0);
    let zero = if ctx.type_to_string(o.ty.dtype) == "f32" {
        Scalar::Float(0.0)
    } else {
        Scalar::Int(0)
    };
    let mut out = Tensor::new(o.ty.dtype);
    for s in slices.keys() {
        let mut kept = Vec::new();
        for (_, t) in &tp {
            let key: Key = s.iter().zip(t).map(|(a, b)| a + b).collect();
            let v = x.get(&key).ok_or_else(|| {
                ev.err(
                    op,
                    format!("the stream holds no element for {}", order.index(&key)),
                )
            })?;
            let id = *ids
                .get(&key)
                .ok_or_else(|| ev.err(op, format!("no ExecutionId for {}", order.index(&key))))?;
            if groups >> id & 1 == 1 {
                kept.push(v);
            }
        }
        if kept.len() > capacity {
            return Err(ev.err(
                op,
                format!(
                    "the filter keeps {} elements at {}, more than its capacity {capacity}",
                    kept.len(),
                    order.index(s)
                ),
            ));
        }
        for k in 0..capacity {
            let mut key = s.clone();
            key[kpos] = k as u64;
            out.insert(key, kept.get(k).copied().unwrap_or(zero));
        }
    }
    Ok(out)
}
