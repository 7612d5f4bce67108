//! `stream.dm_tile` (a K tile of a DM tensor, `visa_stream::dm_tile`): no command; the
//! result is the input's DM bytes at the input's address plus the tile's offset, with
//! the result type's mappings (the other tiles' positions are its padding).

use super::{State, StreamPattern, Val};
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_stream::dm_tile::{offset_bytes, DmTile};
use visa_stream::Tier;

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![StreamPattern::boxed(
        shared,
        "stream-dm-tile",
        Some(DmTile::NAME),
        dm_tile,
    )]
}

/// `stream.dm_tile`: the input's placement moved by the tile's offset.
fn dm_tile(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !st.in_kernel(op) || DmTile::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let Val::Mem {
        tier: Tier::Dm,
        addr,
        ..
    } = st.get(ctx, op, 0)?
    else {
        return Err(ctx.op_error(op, "tiles a tensor that is not in DM"));
    };
    let offset = offset_bytes(ctx, op)?;
    let Some(addr) = addr.checked_add(offset) else {
        return Err(ctx.op_error(op, "the tile's address overflows"));
    };
    let mem = st.mem(ctx, op, ctx.value_type(ctx.result(op, 0)))?;
    st.vals.insert(
        ctx.result(op, 0),
        Val::Mem {
            tier: Tier::Dm,
            addr,
            mem,
        },
    );
    Ok(true)
}
