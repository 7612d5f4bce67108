//! The indirect-DMA pattern: `stream.gather` and `stream.scatter` become `engine.dma`s with an
//! indirect loop (`IndirectLoop`, L1684–1690; docs/decisions.md C10A-1).
//!
//! The nest is derived from the mappings, never from the index values (which the device reads
//! at run time): the row copy is the DMA derived between one row of the indexed tensor (its row
//! axis at 0) and one row of the other side (the index axes at 0), as [`visa_mapping::dma`]
//! derives any transfer; outside it, one loop level per digit of the index axes in the other
//! side's layout, with that side's stride, a 0 stride on the indexed side and the step those
//! digits make in the index tensor. The indexed side adds `index[j] · row_stride`, the row
//! axis's one stride in its layout.
//!
//! A gather is that one transfer (table → result). A scatter first copies the destination to
//! the result (a plain tensor DMA, skipped when both are the same place), then writes the
//! source's rows into the result's rows the index names.

use super::dma::layout;
use super::{dtype_of, State, StreamPattern, Val, MAX_SIZE};
use visa_engine::build::{self, A};
use visa_engine::names as en;
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_mapping::dma;
use visa_stream::broadcast::strip_axes;
use visa_stream::geom::Mem;
use visa_stream::ops::{self as so, gather, Gather, Scatter};
use visa_stream::Tier;
use visa_tcp::limits::{MAX_DMA_PACKET, MAX_SEQ_ENTRIES as MAX_ENTRIES};
use visa_tcp::{DmaEngine, IndirectSide, MemoryKind};

/// The patterns of this module (tried before the plain DMA's).
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![
        StreamPattern::boxed(shared, "stream-gather", Some(Gather::NAME), lower_gather),
        StreamPattern::boxed(shared, "stream-scatter", Some(Scatter::NAME), lower_scatter),
    ]
}

/// The placement of operand `i` of `op`.
fn placed(st: &State, ctx: &Context, op: OpId, i: usize) -> Result<(Tier, u64), Diagnostic> {
    match st.get(ctx, op, i)? {
        Val::Mem { tier, addr, .. } => Ok((tier, addr)),
        _ => Err(ctx.op_error(op, format!("operand {i} is not a tensor in memory"))),
    }
}

/// `mem` with the digits of `axes` made padding (those axes at 0).
fn stripped(mem: &Mem, axes: &[visa_mapping::Axis]) -> Mem {
    Mem {
        ty: mem.ty.clone(),
        maps: mem.maps.iter().map(|m| strip_axes(m, axes)).collect(),
    }
}

fn memory_kind(t: Tier) -> MemoryKind {
    match t {
        Tier::Hbm => MemoryKind::Hbm,
        _ => MemoryKind::Dm,
    }
}

/// One indirect transfer from `src` to `dst` (element size `eb`), the side `side` indexed.
struct Transfer<'a> {
    src: (Tier, u64, &'a Mem),
    dst: (Tier, u64, &'a Mem),
    index: (Tier, u64, &'a Mem),
    side: IndirectSide,
}

/// Appends the `engine.dma` of an indirect transfer.
fn emit(
    st: &mut State,
    ctx: &mut Context,
    op: OpId,
    ind: &gather::Indirect,
    t: Transfer<'_>,
    d: visa_tcp::DType,
) -> Result<(), Diagnostic> {
    let eb = u64::from(d.bits() / 8);
    if eb == 0 {
        return Err(ctx.op_error(
            op,
            "an indirect DMA of sub-byte elements is not implemented",
        ));
    }
    let err = |ctx: &Context, m: String| ctx.op_error(op, m);
    let row_axis = std::slice::from_ref(&ind.axis);
    let (indexed, walker) = match t.side {
        IndirectSide::Src => (t.src, t.dst),
        IndirectSide::Dst => (t.dst, t.src),
    };
    // The row axis: one digit of the indexed layout, all its values, one stride.
    let full = layout(ctx, op, indexed.0, indexed.1, indexed.2, eb)?;
    let (digits, _) = dma::layout_digits(&full).map_err(|e| err(ctx, e.to_string()))?;
    let row: Vec<_> = digits.iter().filter(|g| g.axis == ind.axis).collect();
    let row_stride = match row.as_slice() {
        [g] if g.stride == 1 && g.values == ind.rows_count && g.addr > 0 => g.addr,
        _ => {
            return Err(err(
                ctx,
                format!(
                    "the indirect DMA needs axis {} whole in one digit of positive stride in the indexed tensor's layout",
                    ind.axis
                ),
            ))
        }
    };
    // The index tensor's digits (in index elements).
    let il = layout(ctx, op, t.index.0, t.index.1, t.index.2, 4)?;
    let (idigits, ibase) = dma::layout_digits(&il).map_err(|e| err(ctx, e.to_string()))?;
    // The walking side's digits of the index axes: one outer loop level each.
    let wl = layout(ctx, op, walker.0, walker.1, walker.2, eb)?;
    let (wdigits, _) = dma::layout_digits(&wl).map_err(|e| err(ctx, e.to_string()))?;
    let mut outer: Vec<(u64, i64, i64)> = Vec::new();
    let mut index_strides: Vec<i64> = Vec::new();
    for w in wdigits.iter().filter(|g| ind.index_axes.contains(&g.axis)) {
        // The index digit holding this one: the index position steps linearly with it.
        let step = idigits
            .iter()
            .find(|i| {
                i.axis == w.axis
                    && w.stride % i.stride == 0
                    && w.stride * w.values <= i.stride * i.count
            })
            .map(|i| (w.stride / i.stride) as i64 * i.addr)
            .ok_or_else(|| {
                err(
                    ctx,
                    format!(
                        "the index tensor's layout splits axis {} differently from {}",
                        w.axis, "the side walking it"
                    ),
                )
            })?;
        let (s, d) = match t.side {
            IndirectSide::Src => (0, w.addr),
            IndirectSide::Dst => (w.addr, 0),
        };
        outer.push((w.values, s, d));
        index_strides.push(step);
    }
    // The row copy: one row of each side.
    let (src_row, dst_row) = match t.side {
        IndirectSide::Src => (
            stripped(t.src.2, row_axis),
            stripped(t.dst.2, &ind.index_axes),
        ),
        IndirectSide::Dst => (
            stripped(t.src.2, &ind.index_axes),
            stripped(t.dst.2, row_axis),
        ),
    };
    let sl = layout(ctx, op, t.src.0, t.src.1, &src_row, eb)?;
    let dl = layout(ctx, op, t.dst.0, t.dst.1, &dst_row, eb)?;
    let limits = dma::Limits {
        max_packet: MAX_DMA_PACKET / eb,
        max_size: MAX_SIZE as u64,
        max_entries: MAX_ENTRIES,
    };
    let f = dma::derive(&sl, &dl, limits).map_err(|e| err(ctx, e.to_string()))?;
    let touches_dm = t.src.0 == Tier::Dm || t.dst.0 == Tier::Dm;
    if touches_dm && (f.packet * eb) % 8 != 0 {
        return Err(err(
            ctx,
            format!(
                "an indirect DMA touching DM moves whole 8-byte units; its rows give {}-byte packets (manual: Moving Tensors › DMA Engine › Architecture › Alignment Constraints)",
                f.packet * eb
            ),
        ));
    }
    index_strides.extend(std::iter::repeat_n(0, f.entries.len()));
    outer.extend(f.entries.iter().copied());
    if outer.len() > MAX_ENTRIES {
        return Err(err(
            ctx,
            format!(
                "the indirect DMA needs {} loop levels; a descriptor has at most {MAX_ENTRIES}",
                outer.len()
            ),
        ));
    }
    let bytes = |v: i64| v.checked_mul(eb as i64);
    let (Some(src_base), Some(dst_base), Some(index_base)) =
        (bytes(f.src_base), bytes(f.dst_base), ibase.checked_mul(4))
    else {
        return Err(err(ctx, "a DMA address overflows 64 bits".into()));
    };
    let loc = ctx.op_loc(op);
    build::op(
        ctx,
        st.body,
        en::DMA,
        &[],
        false,
        &[
            ("queue", A::kw(DmaEngine::Tensor)),
            ("src", A::kw(memory_kind(t.src.0))),
            ("dst", A::kw(memory_kind(t.dst.0))),
            ("src_base", A::I(src_base)),
            ("dst_base", A::I(dst_base)),
            ("dtype", A::T(d)),
            ("sizes", A::L(outer.iter().map(|e| e.0 as i64).collect())),
            ("src_strides", A::L(outer.iter().map(|e| e.1).collect())),
            ("dst_strides", A::L(outer.iter().map(|e| e.2).collect())),
            ("packet", A::I(f.packet as i64)),
            ("indirect", A::S(t.side.keyword())),
            ("index", A::kw(memory_kind(t.index.0))),
            ("index_base", A::I(index_base)),
            ("index_strides", A::L(index_strides)),
            ("row_stride", A::I(row_stride)),
            ("rows", A::I(ind.rows_count as i64)),
        ],
        loc,
    );
    Ok(())
}

/// `stream.gather` to one indirect `engine.dma` (source side indexed).
fn lower_gather(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if Gather::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let ind = gather::resolve(ctx, op)?;
    let (tt, ta) = placed(st, ctx, op, 0)?;
    let (it, ia) = placed(st, ctx, op, 1)?;
    let ra = so::addr(ctx, op).ok_or_else(|| ctx.op_error(op, "has no address"))?;
    let rt = ind.other.ty.tier;
    let d = dtype_of(ctx, op, ind.rows.ty.dtype)?;
    emit(
        st,
        ctx,
        op,
        &ind,
        Transfer {
            src: (tt, ta, &ind.rows),
            dst: (rt, ra, &ind.other),
            index: (it, ia, &ind.index),
            side: IndirectSide::Src,
        },
        d,
    )?;
    st.vals.insert(
        ctx.result(op, 0),
        Val::Mem {
            tier: rt,
            addr: ra,
            mem: ind.other.clone(),
        },
    );
    Ok(true)
}

/// `stream.scatter` to a copy of the destination (unless in place) and one indirect
/// `engine.dma` (destination side indexed).
fn lower_scatter(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if Scatter::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let ind = gather::resolve(ctx, op)?;
    let (stier, sa) = placed(st, ctx, op, 0)?;
    let (it, ia) = placed(st, ctx, op, 1)?;
    let (dt, da) = placed(st, ctx, op, 2)?;
    let ra = so::addr(ctx, op).ok_or_else(|| ctx.op_error(op, "has no address"))?;
    let rt = ind.rows.ty.tier;
    let d = dtype_of(ctx, op, ind.rows.ty.dtype)?;
    let eb = u64::from(d.bits() / 8);
    if (dt, da) != (rt, ra) {
        // The destination's contents first: a plain tensor DMA of the same layout.
        let src = layout(ctx, op, dt, da, &ind.rows, eb.max(1))?;
        let dst = layout(ctx, op, rt, ra, &ind.rows, eb.max(1))?;
        let limits = dma::Limits {
            max_packet: MAX_DMA_PACKET / eb.max(1),
            max_size: MAX_SIZE as u64,
            max_entries: MAX_ENTRIES,
        };
        let f = dma::derive(&src, &dst, limits).map_err(|e| ctx.op_error(op, e.to_string()))?;
        let loc = ctx.op_loc(op);
        build::op(
            ctx,
            st.body,
            en::DMA,
            &[],
            false,
            &[
                ("queue", A::kw(DmaEngine::Tensor)),
                ("src", A::kw(memory_kind(dt))),
                ("dst", A::kw(memory_kind(rt))),
                ("src_base", A::I(f.src_base * eb as i64)),
                ("dst_base", A::I(f.dst_base * eb as i64)),
                ("dtype", A::T(d)),
                (
                    "sizes",
                    A::L(f.entries.iter().map(|e| e.0 as i64).collect()),
                ),
                ("src_strides", A::L(f.entries.iter().map(|e| e.1).collect())),
                ("dst_strides", A::L(f.entries.iter().map(|e| e.2).collect())),
                ("packet", A::I(f.packet as i64)),
            ],
            loc,
        );
    }
    emit(
        st,
        ctx,
        op,
        &ind,
        Transfer {
            src: (stier, sa, &ind.other),
            dst: (rt, ra, &ind.rows),
            index: (it, ia, &ind.index),
            side: IndirectSide::Dst,
        },
        d,
    )?;
    st.vals.insert(
        ctx.result(op, 0),
        Val::Mem {
            tier: rt,
            addr: ra,
            mem: ind.rows.clone(),
        },
    );
    Ok(true)
}
