//! The DMA pattern: a stage on the DMA engine (`PipelineStage`: `stream.to_hbm`,
//! `to_dm`, `to_host`, and the generic `dma` between HBM and DM tensors: DM → DM,
//! HBM → HBM) becomes one `engine.dma`, in the host function or a kernel.
//!
//! The loop nest is derived from both sides' layouts symbolically
//! ([`visa_mapping::dma`], L2575–2590): host and HBM tensors are their element mapping
//! at stride 1; a DM tensor is `Cluster, Slice, Element` with slice `s` at
//! `s * slice_stride` (L2541). A transfer touching the host goes on the PCIe queue,
//! any other on the tensor-DMA queue. A destination without an address is a host
//! buffer placed after those so far.

use super::host::host_alloc;
use super::{dtype_of, State, StreamPattern, Val, MAX_SIZE};
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_mapping::{dma, unpad, Mapping};
use visa_stream::geom::Mem;
use visa_stream::interfaces::{self, Engine};
use visa_stream::ops as so;
use visa_stream::{MemType, Tier};
use visa_tcp::limits::{MAX_DMA_PACKET, MAX_SEQ_ENTRIES as MAX_ENTRIES, SLICE_STRIDE};

/// The patterns of this module: every stage of the DMA engine.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![StreamPattern::boxed(shared, "stream-dma", None, transfer)]
}

/// The layout of a host, HBM or DM tensor at byte address `addr`, in elements: host and
/// HBM tensors are their element mapping at stride 1; a DM tensor is `Cluster, Slice,
/// Element` with slice `s` at `s * slice_stride` (L2541).
pub(super) fn layout<'m>(
    ctx: &Context,
    op: OpId,
    tier: Tier,
    addr: u64,
    mem: &'m Mem,
    eb: u64,
) -> Result<dma::Layout<'m>, Diagnostic> {
    if !addr.is_multiple_of(eb) {
        return Err(ctx.op_error(
            op,
            format!("address {addr} is not a multiple of the {eb}-byte element"),
        ));
    }
    let base = i64::try_from(addr / eb)
        .map_err(|_| ctx.op_error(op, format!("address {addr} overflows 64 bits")))?;
    // A multi-chip tensor's Chip mapping is its outermost part at the virtual chip
    // stride; `chip::emit` splits the nest per chip (decision C10C-1).
    let chip = match tier {
        Tier::Hbm | Tier::Dm => super::chip::chip_part(mem),
        _ => None,
    };
    let mut parts = match tier {
        Tier::Host | Tier::Hbm => {
            vec![dma::Part {
                mapping: mem.element(),
                stride: 1,
            }]
        }
        Tier::Dm => {
            // Element at stride 1; every role outside it at the slice window times the
            // sizes of the roles between (Cluster = Slice::SIZE windows).
            let window = (SLICE_STRIDE / eb) as i64;
            let roles = &mem.maps[1..];
            let mut parts = Vec::with_capacity(roles.len());
            let mut stride = window;
            for (k, m) in roles.iter().enumerate().rev() {
                if k + 1 == roles.len() {
                    parts.push(dma::Part {
                        mapping: m,
                        stride: 1,
                    });
                    continue;
                }
                parts.push(dma::Part { mapping: m, stride });
                stride = i64::try_from(m.size())
                    .ok()
                    .and_then(|n| stride.checked_mul(n))
                    .ok_or_else(|| ctx.op_error(op, "the DM layout overflows 64-bit addresses"))?;
            }
            parts.reverse();
            parts
        }
        _ => return Err(ctx.op_error(op, "DMA to or from this memory is not implemented")),
    };
    if let Some(c) = chip {
        parts.insert(0, c);
    }
    Ok(dma::Layout { parts, base })
}

/// A DMA between two layouts that pad an axis alike (`R # 32` on both sides): when the
/// placement refuses a side ([`unpad::unplaceable`]: a padded axis split, `R # 32 / 8`),
/// both sides read `R # 32` as one unpadded axis of 32 positions ([`unpad::unpad`]), so
/// the nest also copies the padding, which is padding on both sides (docs/decisions.md
/// T10R-4). Otherwise the layouts as they are.
fn unpad_shared(src: Mem, dst: Mem) -> (Mem, Mem) {
    let ragged = |m: &Mem| m.maps.iter().any(unpad::unplaceable);
    if !ragged(&src) && !ragged(&dst) {
        return (src, dst);
    }
    let all: Vec<Mapping> = src.maps.iter().chain(&dst.maps).cloned().collect();
    let pads = unpad::right_pads(&all);
    if pads.is_empty() {
        return (src, dst);
    }
    let sub = |m: &Mem| -> Option<Mem> {
        let maps = m
            .maps
            .iter()
            .map(|x| unpad::unpad(x, &pads))
            .collect::<Option<Vec<_>>>()?;
        Some(Mem {
            ty: m.ty.clone(),
            maps,
        })
    };
    match (sub(&src), sub(&dst)) {
        (Some(s), Some(d)) => (s, d),
        _ => (src, dst),
    }
}

/// A DMA stage to `engine.dma`.
fn transfer(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if interfaces::engine_of(ctx, op) != Some(Engine::Dma) || super::chip::is_chip_op(ctx, op) {
        return Ok(false);
    }
    let Val::Mem {
        tier: srct,
        addr: sa,
        mem: sm,
    } = st.get(ctx, op, 0)?
    else {
        return Err(ctx.op_error(op, "moves a value that is not a tensor in memory"));
    };
    let rty = ctx.value_type(ctx.result(op, 0));
    let dm = st.mem(ctx, op, rty)?;
    let dt = ctx
        .type_as::<MemType>(rty)
        .map(|m| m.tier)
        .ok_or_else(|| ctx.op_error(op, "result is not a memory tensor"))?;
    let d = dtype_of(ctx, op, dm.ty.dtype)?;
    let da =
        match so::addr(ctx, op) {
            Some(a) => a,
            None if dt == Tier::Host => host_alloc(st, ctx, op, d, dm.element().size())?,
            None => return Err(ctx.op_error(
                op,
                "has no address: write `at ADDR` or run allocate-memory first (lower-to-hw does)",
            )),
        };
    let eb = u64::from(d.bits() / 8);
    if eb == 0 {
        return Err(ctx.op_error(op, "DMA of sub-byte elements is not implemented"));
    }
    // The result keeps its own layout; the nest may read both sides unpadded.
    let result_mem = dm.clone();
    let (sm, dm) = unpad_shared(sm, dm);
    let src = layout(ctx, op, srct, sa, &sm, eb)?;
    // A tensor-DMA broadcast (docs/decisions.md C8A-7): the destination holds axes the
    // source lacks. The nest copies the positions where those axes are 0 (the destination
    // with them stripped), repeated by one outer source-stride-0 level per stripped digit.
    let extra = visa_stream::broadcast::extra_axes(&dm.whole(), &sm.whole());
    let stripped = Mem {
        ty: dm.ty.clone(),
        maps: dm
            .maps
            .iter()
            .map(|m| visa_stream::broadcast::strip_axes(m, &extra))
            .collect(),
    };
    let dst = layout(ctx, op, dt, da, &stripped, eb)?;
    let full_dst = layout(ctx, op, dt, da, &dm, eb)?;
    let mut repeat: Vec<(u64, i64, i64)> = Vec::new();
    // Only a broadcast needs the destination's digits (a padded axis split where its
    // padding starts mid-block, `R # 32 / 8` with |R| = 12, has none and needs none).
    for part in full_dst.parts.iter().filter(|_| !extra.is_empty()) {
        let (digits, _) = visa_mapping::factor::digits(part.mapping).map_err(|e| {
            ctx.op_error(
                op,
                format!("the broadcast destination has no digit form: {e}"),
            )
        })?;
        for d in digits
            .iter()
            .filter(|d| extra.contains(&d.axis) && d.count > 1)
        {
            repeat.push((d.count, 0, d.position_stride as i64 * part.stride));
        }
    }
    let limits = dma::Limits {
        max_packet: MAX_DMA_PACKET / eb,
        max_size: MAX_SIZE as u64,
        max_entries: MAX_ENTRIES,
    };
    let mut f = dma::derive(&src, &dst, limits).map_err(|e| ctx.op_error(op, e.to_string()))?;
    if srct == Tier::Dm || dt == Tier::Dm {
        // DM moves whole 8-byte units (L2413–2427): widen short rows into padding.
        let side = |t: Tier, addr: u64, m: &Mem| super::dma_widen::Side {
            start: (addr / eb) as i64,
            len: m.element().size(),
            window: (t == Tier::Dm).then_some((SLICE_STRIDE / eb) as i64),
        };
        let unit = (8 / eb).max(1);
        super::dma_widen::widen(&mut f, unit, side(srct, sa, &sm), side(dt, da, &dm));
    }
    if !repeat.is_empty() {
        repeat.extend(f.entries.iter().copied());
        f.entries = repeat;
        if f.entries.len() > MAX_ENTRIES {
            return Err(ctx.op_error(
                op,
                format!(
                    "the broadcast DMA needs {} loop levels; a descriptor has at most {MAX_ENTRIES}",
                    f.entries.len()
                ),
            ));
        }
    }
    let side = |tier: Tier| super::chip::Side {
        tier,
        eb: eb as i64,
    };
    super::chip::emit(st, ctx, op, &f, side(srct), side(dt), d)?;
    st.vals.insert(
        ctx.result(op, 0),
        Val::Mem {
            tier: dt,
            addr: da,
            mem: result_mem,
        },
    );
    Ok(true)
}
