//! The reference interpreter's ExecutionIds (docs/decisions.md C9A-1 … C9A-5): the branch
//! op assigns each element of the logical tensor its 4-bit id from the element's index and
//! value; an op with a group set keeps the elements of other ids as they were; the Branch
//! Logger turns each element into its id.
//!
//! Written independently of the simulator (`sim/src/vector_branch.rs`): an axis index here
//! is the element's logical coordinate, not the digits of its position.

use super::tensor::{self, Key, Scalar, Tensor};
use super::Evaluator;
use crate::branch::{self as br, Side};
use crate::ops;
use std::collections::HashMap;
use std::rc::Rc;
use visa_ir::{Diagnostic, OpId};
use visa_tcp::vector_branch::CmpOp;

fn holds(op: CmpOp, a: f64, b: f64) -> bool {
    match op {
        CmpOp::Eq => a == b,
        CmpOp::Ne => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Le => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::Ge => a >= b,
    }
}

fn value(v: Scalar) -> f64 {
    match v {
        Scalar::Int(i) => i as f64,
        Scalar::Float(f) => f,
    }
}

/// `stream.vector_intra_slice_branch`: records the ExecutionId of every element of the
/// input and passes the input on.
pub fn branch(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = *xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let mode = ops::VectorBranch(op).mode(ctx);
    // A dense input (a DMA broadcast, read through its digits) stores one slot per
    // source element; ExecutionIds that depend on the position need every index of the
    // stream as its own element first (ids from values alone do not).
    let by_position = match mode {
        ops::BranchMode::AxisToggle => true,
        ops::BranchMode::Comparison => br::cmps(ctx, op)?
            .iter()
            .any(|c| matches!(c.lhs, Side::Axis(_)) || matches!(c.rhs, Side::Axis(_))),
        // Ids read from a VRF tensor over an axis the input is broadcast along (the TopK's
        // rank slots R, docs/decisions.md T9K-3) differ between the copies.
        ops::BranchMode::Vrf => {
            x.is_shared()
                && xs
                    .get(1)
                    .is_some_and(|t| !t.used_axes().is_subset(&x.used_axes()))
        }
        _ => false,
    };
    let full;
    let x = if x.is_shared() && by_position {
        full = ev.materialize(op, x, ctx.value_type(ctx.result(op, 0)))?;
        &full
    } else {
        x
    };
    let pos = |axis: &str| -> Result<usize, Diagnostic> {
        ev.order()
            .0
            .iter()
            .position(|a| a.as_str() == axis)
            .ok_or_else(|| ev.err(op, format!("unknown axis {axis}")))
    };
    let f32s = ctx
        .type_as::<crate::types::StreamType>(ctx.value_type(ctx.operand(op, 0)))
        .is_some_and(|t| ctx.type_to_string(t.dtype) == "f32");
    let mut ids: HashMap<Key, u8> = HashMap::with_capacity(x.len());
    match mode {
        ops::BranchMode::Unconditional => {
            for (k, _) in x.iter() {
                ids.insert(k, 0);
            }
        }
        ops::BranchMode::AxisToggle => {
            let a = ctx
                .attr(op, "axis")
                .and_then(|a| ctx.attr_str(a))
                .unwrap_or("");
            let p = pos(a)?;
            for (k, _) in x.iter() {
                let id = (k[p] % 2) as u8;
                ids.insert(k, id);
            }
        }
        ops::BranchMode::Comparison => {
            let cmps = br::cmps(ctx, op)?;
            // Each side: the value, a literal (rounded to f32 against an f32 value), or an
            // axis coordinate.
            let mut sides = Vec::new();
            for c in &cmps {
                let lit = |v: f64| if f32s { f64::from(v as f32) } else { v };
                let side = |s: &Side| -> Result<(u8, f64, usize), Diagnostic> {
                    Ok(match s {
                        Side::Value => (0, 0.0, 0),
                        Side::Lit(v) => (1, lit(*v), 0),
                        Side::Axis(a) => (2, 0.0, pos(a)?),
                    })
                };
                sides.push((side(&c.lhs)?, c.op, side(&c.rhs)?));
            }
            for (k, v) in x.iter() {
                let mut id = 0u8;
                for (bit, (l, o, r)) in sides.iter().enumerate() {
                    let read = |&(kind, lit, p): &(u8, f64, usize)| match kind {
                        0 => value(v),
                        1 => lit,
                        _ => k[p] as f64,
                    };
                    if holds(*o, read(l), read(r)) {
                        id |= 1 << bit;
                    }
                }
                ids.insert(k, id);
            }
        }
        ops::BranchMode::Vrf => {
            let t = xs
                .get(1)
                .ok_or_else(|| ev.err(op, "has no ExecutionId tensor"))?;
            let keep = t.used_axes();
            for (k, _) in x.iter() {
                let w = t
                    .get(&k)
                    .or_else(|| t.get(&tensor::project(&k, &keep)))
                    .ok_or_else(|| {
                        ev.err(
                            op,
                            format!(
                                "the ExecutionId tensor holds no element for {}",
                                ev.order().index(&k)
                            ),
                        )
                    })?;
                ids.insert(k, (w.as_i32() & 0xF) as u8);
            }
        }
        // 0 at the valid positions of the axis, 1 at its padding (C9G-3): the logical
        // tensor holds valid positions only.
        ops::BranchMode::ValidCount => {
            let a = ctx
                .attr(op, "axis")
                .and_then(|a| ctx.attr_str(a))
                .unwrap_or("");
            let p = pos(a)?;
            let n = crate::geom::axes(ctx, op)?
                .size(a)
                .ok_or_else(|| ev.err(op, format!("unknown axis {a}")))?;
            for (k, _) in x.iter() {
                let id = u8::from(k[p] >= n);
                ids.insert(k, id);
            }
        }
    }
    ev.ids.borrow_mut().insert(op, Rc::new(ids));
    Ok(x.clone())
}

/// The ExecutionIds of the pass of `op` (recorded by its branch op).
pub(crate) fn ids_of(ev: &Evaluator<'_>, op: OpId) -> Result<Rc<HashMap<Key, u8>>, Diagnostic> {
    let (b, _) = br::branch_of(ev.ctx(), op)
        .ok_or_else(|| ev.err(op, "has no vector_intra_slice_branch"))?;
    ev.ids
        .borrow()
        .get(&b)
        .cloned()
        .ok_or_else(|| ev.err(op, "its branch op was not evaluated"))
}

/// The result `y` of `op` with the elements whose ExecutionId is outside `op`'s group set
/// taken from its input `x` instead, or +0.0 for a masked op (an op without a group set:
/// `y` unchanged).
pub fn keep_groups(
    ev: &Evaluator<'_>,
    op: OpId,
    x: &Tensor,
    y: Tensor,
) -> Result<Tensor, Diagnostic> {
    let Some(mask) = br::group(ev.ctx(), op) else {
        return Ok(y);
    };
    // The Filter stage's group set is its condition (which elements it keeps,
    // docs/decisions.md C9F-1), not a pass-through mask.
    if crate::vector_ops::stage_of(ev.ctx(), op) == Some(visa_tcp::VeStage::Filter) {
        return Ok(y);
    }
    let ids = ids_of(ev, op)?;
    let zero = br::masked(ev.ctx(), op);
    let mut out = Tensor::new(y.dtype);
    for (k, v) in y.iter() {
        let id = *ids
            .get(&k)
            .ok_or_else(|| ev.err(op, format!("no ExecutionId for {}", ev.order().index(&k))))?;
        let keep = if mask >> id & 1 == 1 {
            v
        } else if zero {
            Scalar::Float(0.0)
        } else {
            x.get(&k)
                .ok_or_else(|| ev.err(op, "the input lacks an element of the result"))?
        };
        out.insert(k, keep);
    }
    Ok(out)
}

/// `stream.vector_branch_log`: every element becomes its ExecutionId (i32).
pub fn branch_log(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let x = *xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let ids = ids_of(ev, op)?;
    let ctx = ev.ctx();
    let dtype = ctx
        .type_as::<crate::types::StreamType>(ctx.value_type(ctx.result(op, 0)))
        .map(|t| t.dtype)
        .ok_or_else(|| ev.err(op, "result is not a stream"))?;
    let mut out = Tensor::new(dtype);
    for (k, _) in x.iter() {
        let id = *ids
            .get(&k)
            .ok_or_else(|| ev.err(op, format!("no ExecutionId for {}", ev.order().index(&k))))?;
        out.insert(k, Scalar::Int(i64::from(id)));
    }
    Ok(out)
}
