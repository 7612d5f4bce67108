//! The Transpose Engine's pattern (L6820–7041): `stream.transpose` becomes
//! `engine.transpose`, its configuration derived from the input and output mappings by
//! the stream dialect's own derivation ([`visa_stream::transpose::config`]: `in_rows`,
//! `packets_per_col`, `valid_per_packet` and `n = |OutTime| / out_rows`), symbolically.

use super::{dtype_of, State, StreamPattern, Val};
use visa_engine::build::{self, A};
use visa_engine::names as en;
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_stream::transpose as st_tr;

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![StreamPattern::boxed(
        shared,
        "stream-transpose",
        Some(st_tr::Transpose::NAME),
        transpose,
    )]
}

/// `stream.transpose` to `engine.transpose`.
fn transpose(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if st_tr::Transpose::matches(ctx, op).is_none() || !st.in_kernel(op) {
        return Ok(false);
    }
    let input = match st.get(ctx, op, 0)? {
        Val::Stream(v) => v,
        _ => return Err(ctx.op_error(op, "its input is not a lowered stream")),
    };
    let i = st.stream(ctx, op, ctx.value_type(ctx.operand(op, 0)))?;
    let o = st.stream(ctx, op, ctx.value_type(ctx.result(op, 0)))?;
    let d = dtype_of(ctx, op, i.ty.dtype)?;
    let cfg = st_tr::config(&i, &o, d.bits()).map_err(|e| ctx.op_error(op, e))?;
    let int = |v: u64| A::I(v as i64);
    let attrs = [
        ("in_rows", int(u64::from(cfg.in_rows))),
        ("packets_per_col", int(u64::from(cfg.packets_per_col))),
        ("valid_per_packet", int(u64::from(cfg.valid_per_packet))),
        ("iterations", int(cfg.iterations)),
    ];
    let loc = ctx.op_loc(op);
    let v = build::stage(ctx, st.body, en::TRANSPOSE, input, &attrs, loc);
    st.vals.insert(ctx.result(op, 0), Val::Stream(v));
    Ok(true)
}
