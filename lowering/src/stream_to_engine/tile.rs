//! The tile-view pattern (manual L814–835; decision C10C-7): `stream.tile` writes no
//! command. Its result is placed where the tile's first element lies in the operand,
//! `addr + start · β(B / block)` bytes on (the element offset within a slice for DM), with
//! the tile's type, whose footprint reproduces the operand's strides, so every later
//! DMA or fetch derives its nest from the view's mapping at that address.

use super::{State, StreamPattern, Val};
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_stream::tile::{tile_digit, Tile};

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![StreamPattern::boxed(
        shared,
        "stream-tile",
        Some(Tile::NAME),
        tile,
    )]
}

fn tile(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    let Val::Mem { tier, addr, .. } = st.get(ctx, op, 0)? else {
        return Err(ctx.op_error(op, "tiles a value that is not a tensor in memory"));
    };
    let (_, dst, _, offset) = tile_digit(ctx, op)?;
    let d = super::dtype_of(ctx, op, dst.ty.dtype)?;
    let bits = u64::from(d.bits());
    let bytes = offset
        .checked_mul(bits)
        .filter(|b| b % 8 == 0)
        .ok_or_else(|| ctx.op_error(op, "the tile's offset is not a whole byte"))?
        / 8;
    let addr = addr
        .checked_add(bytes)
        .ok_or_else(|| ctx.op_error(op, "the tile's address overflows 64 bits"))?;
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
