//! The Fetch Adapter's zero-point subtraction (L2022–2048): `stream.fetch %s zero_point Z`
//! widens quantized integers (i4, i8, i16) to i32 and subtracts Z from every element, the
//! asymmetric quantization offset. Both contexts' adapters have this stage (L1869–1871:
//! the sub context's adapter has only this one).
//!
//! ```text
//! %f = stream.fetch %b zero_point 10 : <begin, i8, ...> -> <fetch, i32, ...>
//! ```
//!
//! Z must be a value of the input type (the manual's `fetch_with_zero_point(zero_point:
//! i8)` for i8), so the difference always fits the i32 result (docs/decisions.md C9C-4).

use crate::geom::Stream;
use crate::interp::{Evaluator, Scalar, Tensor};
use crate::ops::Fetch;
use crate::verify as v;
use visa_ir::{Context, Diagnostic, OpId};

const MANUAL: &str =
    "manual: Moving Tensors › Fetch Engine › Fetch Adapter › Zero-Point Subtraction";

/// The zero point of a fetch (0 without one).
pub fn zero_point(ctx: &Context, op: OpId) -> i64 {
    Fetch(op).zero_point(ctx).unwrap_or(0)
}

/// A fetch with a zero point reads i4, i8 or i16 and produces i32 (L2022–2025), and the
/// zero point is a value of the input type.
pub fn check_zero_point(ctx: &Context, op: OpId, i: &Stream, o: &Stream) -> Result<(), Diagnostic> {
    let Some(z) = Fetch(op).zero_point(ctx) else {
        return Ok(());
    };
    let (from, to) = (
        v::dtype_name(ctx, i.ty.dtype),
        v::dtype_name(ctx, o.ty.dtype),
    );
    let bits = match from.as_str() {
        "i4" => 4,
        "i8" => 8,
        "i16" => 16,
        _ => 0,
    };
    if bits == 0 || to != "i32" {
        return Err(ctx.op_error(
            op,
            format!("zero-point subtraction widens quantized integers (i4, i8, i16) to i32, not {from} to {to} ({MANUAL})"),
        ));
    }
    let (lo, hi) = (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1);
    if !(lo..=hi).contains(&z) {
        return Err(ctx.op_error(
            op,
            format!("zero point {z} is not a value of {from} ({lo}..={hi}) ({MANUAL})"),
        ));
    }
    Ok(())
}

/// The interpreter: the element cast to the result type, minus the zero point.
pub fn eval(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let rty = ctx.value_type(ctx.result(op, 0));
    let to = ctx
        .type_as::<crate::types::StreamType>(rty)
        .map(|s| s.dtype)
        .ok_or_else(|| ev.err(op, "result is not a stream"))?;
    let cast = x.cast(ctx, to);
    let z = zero_point(ctx, op);
    if z == 0 {
        return Ok(cast);
    }
    let mut out = Tensor::new(to);
    for (k, val) in cast.iter() {
        match val {
            Scalar::Int(n) => out.insert(k, Scalar::Int(n - z)),
            _ => return Err(ev.err(op, "a zero point applies to integer elements")),
        }
    }
    Ok(out)
}
