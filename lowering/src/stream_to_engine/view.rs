//! The view pattern: an op with the [`View`] interface (`stream.tile`, manual L814–835,
//! decision C10C-7; `stream.split_axis` / `stream.merge_axes`) writes no command. Its
//! result is placed where its first element lies in the operand — `element_offset`
//! elements on (within a slice for DM) — with the result's type, whose mappings
//! reproduce the operand's strides (the op's verifier checks it), so every later DMA or
//! fetch derives its nest from the view's mapping at that address.

use super::{State, StreamPattern, Val};
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_stream::geom;
use visa_stream::interfaces::View;

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![StreamPattern::boxed(shared, "stream-view", None, view)]
}

fn view(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    let Some(&View {
        element_offset: Some(element_offset),
    }) = ctx.interface::<View>(op)
    else {
        return Ok(false);
    };
    let Val::Mem { tier, addr, .. } = st.get(ctx, op, 0)? else {
        return Err(ctx.op_error(op, "views a value that is not a tensor in memory"));
    };
    let offset = element_offset(ctx, op)?;
    let axes = geom::axes(ctx, op)?;
    let dst = geom::resolve_mem(
        ctx,
        op,
        &axes,
        ctx.value_type(ctx.result(op, 0)),
        "the result",
    )?;
    let d = super::dtype_of(ctx, op, dst.ty.dtype)?;
    let bytes = offset
        .checked_mul(u64::from(d.bits()))
        .filter(|b| b % 8 == 0)
        .ok_or_else(|| ctx.op_error(op, "the view's offset is not a whole byte"))?
        / 8;
    let addr = addr
        .checked_add(bytes)
        .ok_or_else(|| ctx.op_error(op, "the view's address overflows 64 bits"))?;
    st.vals.insert(
        ctx.result(op, 0),
        Val::Mem {
            tier,
            addr,
            mem: dst,
        },
    );
    Ok(true)
}
