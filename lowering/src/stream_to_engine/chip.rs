//! Multi-chip lowering (manual L7382–7610; decisions C10C-1..4): the `engine.dma` ops of a
//! transfer whose layouts span chips, and the patterns of `stream.chip_shuffle` and
//! `stream.chip_slice`.
//!
//! A layout with a Chip mapping of more than one position gets that mapping as its
//! outermost part at the virtual element stride [`CHIP_STRIDE`], so the symbolic DMA
//! derivation ([`visa_mapping::dma`]) sees the chip as one more digit. [`emit`] then
//! takes every loop level stepping by a multiple of that stride out of the nest and
//! writes one `engine.dma` per combination of their values, on the source and
//! destination chips its offsets name: a host array is spread over the chips by its
//! mapping (PCIe DMA), a per-chip HBM ↔ DM move becomes one tensor DMA per chip, and an
//! HBM → HBM move between chips goes over the chip-to-chip path (PCIe DMA, L7606–7609).
//! The work is per loop level and per chip, never per element.

use super::{State, StreamPattern, Val};
use visa_engine::build::{self, A};
use visa_engine::names as en;
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_mapping::dma::{self, DmaNest};
use visa_stream::chip::{self as sc, ChipShuffle, ChipSlice};
use visa_stream::geom::Mem;
use visa_stream::Tier;
use visa_tcp::limits::{MAX_DMA_PACKET, MAX_SEQ_ENTRIES as MAX_ENTRIES};
use visa_tcp::{DType, DmaEngine, MemoryKind};

/// The virtual element stride of one chip in a multi-chip layout: far beyond any
/// per-chip address (48 GiB of HBM, 2^40 elements of at least a byte), so a loop
/// level's stride splits into `chips * CHIP_STRIDE + local` without ambiguity.
pub const CHIP_STRIDE: i64 = 1 << 40;

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![
        StreamPattern::boxed(
            shared,
            "stream-chip-shuffle",
            Some(ChipShuffle::NAME),
            shuffle,
        ),
        StreamPattern::boxed(shared, "stream-chip-slice", Some(ChipSlice::NAME), slice),
    ]
}

/// Whether `op` is one of this module's ops (the generic DMA pattern leaves them).
pub fn is_chip_op(ctx: &Context, op: OpId) -> bool {
    ChipShuffle::matches(ctx, op).is_some() || ChipSlice::matches(ctx, op).is_some()
}

/// The chip part of a layout: the Chip mapping at [`CHIP_STRIDE`], when it has more than
/// one position.
pub fn chip_part(mem: &Mem) -> Option<dma::Part<'_>> {
    let m = mem.map("Chip");
    (m.size() > 1).then_some(dma::Part {
        mapping: m,
        stride: CHIP_STRIDE,
    })
}

/// Splits an element address into (chip, address within the chip).
fn split(addr: i64) -> (i64, i64) {
    let chip = (addr + CHIP_STRIDE / 2).div_euclid(CHIP_STRIDE);
    (chip, addr - chip * CHIP_STRIDE)
}

/// One side of a transfer for [`emit`].
#[derive(Clone, Copy)]
pub struct Side {
    /// Its memory.
    pub tier: Tier,
    /// Element size in bytes.
    pub eb: i64,
}

fn space(t: Tier) -> MemoryKind {
    match t {
        Tier::Host => MemoryKind::Host,
        Tier::Hbm => MemoryKind::Hbm,
        _ => MemoryKind::Dm,
    }
}

/// Writes the `engine.dma` ops of nest `f` (element strides and bases, chip levels at
/// [`CHIP_STRIDE`]): one per combination of chip-level values, on the chips the
/// offsets name, or one op when no level crosses chips.
pub fn emit(
    st: &mut State,
    ctx: &mut Context,
    op: OpId,
    f: &DmaNest,
    src: Side,
    dst: Side,
    d: DType,
) -> Result<(), Diagnostic> {
    let is_chip = |s: i64| s != 0 && s.unsigned_abs() >= (CHIP_STRIDE as u64) / 2;
    let (chip_levels, local): (Vec<_>, Vec<_>) = f
        .entries
        .iter()
        .copied()
        .partition(|e| is_chip(e.1) || is_chip(e.2));
    if local.iter().any(|e| is_chip(e.1) || is_chip(e.2)) {
        return Err(ctx.op_error(op, "a DMA loop level mixes chips and addresses"));
    }
    let combos: u64 = chip_levels.iter().map(|e| e.0).product();
    let loc = ctx.op_loc(op);
    for n in 0..combos {
        // The values of the chip levels, innermost fastest.
        let (mut rest, mut so, mut dof) = (n, f.src_base, f.dst_base);
        for e in chip_levels.iter().rev() {
            let k = (rest % e.0) as i64;
            rest /= e.0;
            so += k * e.1;
            dof += k * e.2;
        }
        let (sc, sa) = split(so);
        let (dc, da) = split(dof);
        let bad = |c: i64, t: Tier| c < 0 || (t == Tier::Host && c != 0);
        if bad(sc, src.tier) || bad(dc, dst.tier) || sa < 0 || da < 0 {
            return Err(ctx.op_error(op, "a DMA's chip offsets do not name chips"));
        }
        let queue = if src.tier == Tier::Host || dst.tier == Tier::Host || sc != dc {
            DmaEngine::Pcie
        } else {
            DmaEngine::Tensor
        };
        let (Some(sb), Some(db)) = (sa.checked_mul(src.eb), da.checked_mul(dst.eb)) else {
            return Err(ctx.op_error(op, "a DMA address overflows 64 bits"));
        };
        let mut attrs: Vec<(&str, A)> = vec![
            ("queue", A::kw(queue)),
            ("src", A::kw(space(src.tier))),
            ("dst", A::kw(space(dst.tier))),
            ("src_base", A::I(sb)),
            ("dst_base", A::I(db)),
            ("dtype", A::T(d)),
            ("sizes", A::L(local.iter().map(|e| e.0 as i64).collect())),
            ("src_strides", A::L(local.iter().map(|e| e.1).collect())),
            ("dst_strides", A::L(local.iter().map(|e| e.2).collect())),
            ("packet", A::I(f.packet as i64)),
        ];
        if sc != 0 {
            attrs.push(("src_chip", A::I(sc)));
        }
        if dc != 0 {
            attrs.push(("dst_chip", A::I(dc)));
        }
        build::op(ctx, st.body, en::DMA, &[], false, &attrs, loc);
    }
    Ok(())
}

/// The element-mapping layouts of an HBM → HBM chip op at element bases `sb`, `db`.
fn derive(
    ctx: &Context,
    op: OpId,
    src: &visa_mapping::Mapping,
    dst: &visa_mapping::Mapping,
    sb: i64,
    db: i64,
    eb: u64,
) -> Result<DmaNest, Diagnostic> {
    let l = |m| dma::Layout {
        parts: vec![dma::Part {
            mapping: m,
            stride: 1,
        }],
        base: 0,
    };
    let limits = dma::Limits {
        max_packet: MAX_DMA_PACKET / eb,
        max_size: super::MAX_SIZE as u64,
        max_entries: MAX_ENTRIES,
    };
    let mut f =
        dma::derive(&l(src), &l(dst), limits).map_err(|e| ctx.op_error(op, e.to_string()))?;
    f.src_base += sb;
    f.dst_base += db;
    Ok(f)
}

/// The operand's placement, the result's resolved type and address, and the element size.
fn operands(
    st: &mut State,
    ctx: &mut Context,
    op: OpId,
) -> Result<(u64, Mem, u64, Mem, DType, u64), Diagnostic> {
    let Val::Mem {
        tier: Tier::Hbm,
        addr: sa,
        mem: sm,
    } = st.get(ctx, op, 0)?
    else {
        return Err(ctx.op_error(op, "moves a value that is not an HBM tensor"));
    };
    let rty = ctx.value_type(ctx.result(op, 0));
    let dm = st.mem(ctx, op, rty)?;
    let d = super::dtype_of(ctx, op, dm.ty.dtype)?;
    let da = visa_stream::ops::addr(ctx, op).ok_or_else(|| ctx.op_error(op, "has no address"))?;
    let eb = u64::from(d.bits() / 8);
    if eb == 0 || !sa.is_multiple_of(eb) || !da.is_multiple_of(eb) {
        return Err(ctx.op_error(op, "addresses must be whole, aligned elements"));
    }
    Ok((sa, sm, da, dm, d, eb))
}

/// Binds the result of `op` to its HBM placement.
fn bind(st: &mut State, ctx: &Context, op: OpId, addr: u64, mem: Mem) {
    st.vals.insert(
        ctx.result(op, 0),
        Val::Mem {
            tier: Tier::Hbm,
            addr,
            mem,
        },
    );
}

/// `stream.chip_shuffle`: chip `i` receives chip `perm[i]`'s tensor, one DMA per chip.
fn shuffle(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    let (sa, sm, da, dm, d, eb) = operands(st, ctx, op)?;
    let perm = sc::list(ctx, op, "perm")
        .ok_or_else(|| ctx.op_error(op, "has no 'perm'"))?
        .to_vec();
    let f = derive(
        ctx,
        op,
        sm.element(),
        dm.element(),
        (sa / eb) as i64,
        (da / eb) as i64,
        eb,
    )?;
    let side = Side {
        tier: Tier::Hbm,
        eb: eb as i64,
    };
    for (i, &p) in perm.iter().enumerate() {
        let mut g = f.clone();
        g.src_base += p * CHIP_STRIDE;
        g.dst_base += i as i64 * CHIP_STRIDE;
        emit(st, ctx, op, &g, side, side, d)?;
    }
    bind(st, ctx, op, da, dm);
    Ok(true)
}

/// `stream.chip_slice`: chip `c` copies its part at `J = select[c]`, one DMA per chip.
fn slice(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    let (sa, sm, da, dm, d, eb) = operands(st, ctx, op)?;
    let sel = sc::list(ctx, op, "select")
        .ok_or_else(|| ctx.op_error(op, "has no 'select'"))?
        .to_vec();
    let axis = sc::ops_axis(ctx, op).to_string();
    let sym = sm
        .element()
        .symbols()
        .into_iter()
        .find(|s| s.axis.as_str() == axis)
        .map(|s| s.axis.clone())
        .ok_or_else(|| ctx.op_error(op, format!("the source has no axis {axis}")))?;
    // The source without J (its digits become padding, positions kept), at the offset
    // of J = s on each chip: the sum of J's digit values times their position strides.
    let stripped = visa_stream::broadcast::strip_axes(sm.element(), std::slice::from_ref(&sym));
    let (digits, _) = visa_mapping::factor::digits(sm.element())
        .map_err(|e| ctx.op_error(op, format!("the source has no digit form: {e}")))?;
    let f = derive(
        ctx,
        op,
        &stripped,
        dm.element(),
        (sa / eb) as i64,
        (da / eb) as i64,
        eb,
    )?;
    let side = Side {
        tier: Tier::Hbm,
        eb: eb as i64,
    };
    for (c, &s) in sel.iter().enumerate() {
        let off: u64 = digits
            .iter()
            .filter(|g| g.axis == sym)
            .map(|g| ((s as u64 / g.stride) % g.count) * g.position_stride)
            .sum();
        let mut g = f.clone();
        g.src_base += off as i64 + c as i64 * CHIP_STRIDE;
        g.dst_base += c as i64 * CHIP_STRIDE;
        emit(st, ctx, op, &g, side, side, d)?;
    }
    bind(st, ctx, op, da, dm);
    Ok(true)
}
