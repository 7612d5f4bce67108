//! The interpreter's semantics interface: how the reference interpreter evaluates an op,
//! attached to the op's definition in [`crate::ops`] (`interfaces: [Semantics = ...]`)
//! rather than listed by name in the interpreter.
//!
//! Control flow is not here: an op with the IR core's `RETURN_LIKE` trait returns its
//! operands, and a [`CallLike`](crate::interfaces::CallLike) op runs its callee. Every
//! other op needs [`Semantics`]; the interpreter reports one without it as "the
//! interpreter does not implement `...`" at the op.

use super::tensor::{self, Scalar, Tensor};
use super::Evaluator;
use crate::ops::{self, FxpOp};
use visa_ir::{Diagnostic, OpId};

/// Evaluates one op from its operands' tensors; the interpreter then restricts the
/// answer to the indices the result type holds (each of them must be present).
pub type EvalFn = for<'a> fn(&Evaluator<'a>, OpId, &[&Tensor]) -> Result<Tensor, Diagnostic>;

/// How the interpreter evaluates an op with one result (Tensor Functions, L1162–1190).
#[derive(Copy, Clone)]
pub enum Semantics {
    /// Data movement: the result holds the first operand's element at every index its
    /// type's mappings cover (`to_hbm`, `to_dm`, `begin`, `collect`, `commit`, ...).
    Move,
    /// Data movement with an element cast to the result's element type (`fetch`,
    /// L1962–1972).
    CastMove,
    /// Computation: the function gives the result tensor (`vector_fxp`).
    Eval(EvalFn),
}

impl std::fmt::Debug for Semantics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Semantics::Move => "Move",
            Semantics::CastMove => "CastMove",
            Semantics::Eval(_) => "Eval",
        })
    }
}

/// `stream.vector_fxp`: `op(x, imm)` or `op(x[i], vrf[i restricted to the VRF's
/// axes])` for every index of `x` (a VRF tensor without some axis is broadcast along
/// it, L5072–5073), bit-exact on i32 ([`ops::fxp_apply`], digest-C §2.8).
pub fn vector_fxp(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let fop = ops::fxp_op(ctx, op).ok_or_else(|| ev.err(op, "unknown fxp op"))?;
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    match (ops::fxp_imm(ctx, op), xs.get(1)) {
        (Some(imm), _) => {
            // Whether a result is defined depends on the operand only (a shift amount).
            if ops::fxp_apply(fop, 0, imm).is_none() {
                return Err(ev.err(op, shift_error(fop, imm)));
            }
            Ok(x.map_i32(|a| ops::fxp_apply(fop, a, imm).unwrap_or(a)))
        }
        (None, Some(vrf)) => binary_vrf(ev, op, fop, x, vrf),
        (None, None) => Err(ev.err(op, "has neither an immediate nor a VRF operand")),
    }
}

fn binary_vrf(
    ev: &Evaluator<'_>,
    op: OpId,
    fop: FxpOp,
    x: &Tensor,
    vrf: &Tensor,
) -> Result<Tensor, Diagnostic> {
    super::vrf::check_broadcast(ev, op, x, vrf)?;
    let keep = vrf.used_axes();
    let mut out = Tensor::new(x.dtype);
    for (idx, a) in x.iter() {
        let key = tensor::project(&idx, &keep);
        let b = vrf.get(&key).ok_or_else(|| {
            ev.err(
                op,
                format!(
                    "the VRF operand holds no element for {}",
                    ev.order.index(&idx)
                ),
            )
        })?;
        let r = ops::fxp_apply(fop, a.as_i32(), b.as_i32()).ok_or_else(|| {
            ev.err(
                op,
                format!(
                    "{} at {}",
                    shift_error(fop, b.as_i32()),
                    ev.order.index(&idx)
                ),
            )
        })?;
        out.insert(idx, Scalar::Int(i64::from(r)));
    }
    Ok(out)
}

/// The error of a shift op whose amount is outside `0..=31` (docs/decisions.md,
/// "Fixed-point shift amounts"); the simulator stops on the same values.
fn shift_error(fop: FxpOp, amount: i32) -> String {
    format!(
        "`{}`: shift amount {amount} is outside 0..={}",
        fop.keyword(),
        visa_tcp::limits::MAX_FXP_SHIFT
    )
}
