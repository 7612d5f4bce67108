//! The Inter-Slice Block's pattern (L6583–6755): `stream.vector_inter_slice_reduce`
//! becomes `engine.vector_inter_slice`, its configuration derived from the input and
//! output mappings' digits by the stream dialect ([`visa_stream::inter_slice::hw_config`],
//! docs/decisions.md C9G-1). InterFirst when its input is at `vector_init`, IntraFirst
//! otherwise.

use super::tensor_unit::{applies, stage};
use super::{State, StreamPattern};
use visa_engine::build::A;
use visa_engine::inter_slice::VectorInterSlice;
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_stream::inter_slice::{hw_config, VectorInterSliceReduce};
use visa_stream::interfaces::Engine;
use visa_stream::types::Position;

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![StreamPattern::boxed(
        shared,
        "stream-vector-inter-slice-reduce",
        Some(VectorInterSliceReduce::NAME),
        inter_slice,
    )]
}

/// `stream.vector_inter_slice_reduce` to `engine.vector_inter_slice`.
fn inter_slice(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    let Some(r) = VectorInterSliceReduce::matches(ctx, op) else {
        return Ok(false);
    };
    if !applies(st, ctx, op, Engine::Vector) {
        return Ok(false);
    }
    let i = st.stream(ctx, op, ctx.value_type(ctx.operand(op, 0)))?;
    let o = st.stream(ctx, op, ctx.value_type(ctx.result(op, 0)))?;
    let first = i.ty.pos == Position::VectorInit;
    let cfg = hw_config(&i, &o, r.op(ctx), first).map_err(|e| ctx.op_error(op, e))?;
    let text = ctx.string_attr(&cfg.config_text());
    stage(
        st,
        ctx,
        op,
        VectorInterSlice::NAME,
        &[("config", A::Raw(text))],
    )
}
