//! `merge-sequencers`: the sequencer-merging pass on the engine level.
//!
//! Rewrites and tiling upstream may leave loop nests with more entries, and more DMA
//! commands, than the transfer needs. Every rewrite here keeps the addresses a sequencer
//! visits and their order (manual L1336–1356 for fetch/commit sequencers, L2505–2594 for
//! the DMA's paired sequencer):
//!
//! - an entry of size 1 is dropped (it contributes nothing to any address);
//! - two adjacent entries, outer `n_a : s_a` and inner `n_b : s_b`, become one entry
//!   `n_a·n_b : s_b` when `s_a = n_b·s_b` (for DMA: on both the source and the destination
//!   side) and the product fits the 65,536-iteration limit (L1632);
//! - a DMA's innermost entry that continues its packet on both sides (`stride = packet`) is
//!   absorbed into the packet, up to the 4,096-byte packet limit (L2414), so the engine
//!   issues fewer, larger requests (L2469);
//! - two consecutive `engine.dma` commands with the same queue, memories, element type and
//!   nest fuse into one command when the second continues the first's range on both sides
//!   (its bases are the first's plus the outermost entry's range, or plus the packet for a
//!   packet-only nest): the outermost entry grows by the second's iterations; a command
//!   that already loops over such copies (`k : (ds, dd)` over the other's nest) extends
//!   that loop. Commands fuse only when neither writes bytes the other touches (their
//!   byte hulls are disjoint), so the fused command moves the same data whatever order its
//!   engines run in. Commands over unrelated tensors stay apart, so their waits stay
//!   separate.
//!
//! The work is proportional to the number of entries, never to the number of elements. The
//! property tests (`lowering/tests/merge_sequencers.rs`) check by enumeration, on small
//! sizes, that merged sequencers visit the same addresses in the same order.

use visa_engine::ops as eo;
use visa_hw::attrs;
use visa_ir::pass::Pass;
use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::limits::{MAX_DMA_PACKET, MAX_SEQ_ENTRIES, MAX_SEQ_SIZE};
use visa_tcp::{SeqConfig, SeqEntry};

/// Merges the entries of a fetch or commit sequencer: drops entries of size 1 and fuses
/// adjacent entries that walk one range. The result visits the same accesses (offset,
/// length, broadcast) in the same order. At least one entry is kept.
pub fn merge_seq(s: &SeqConfig) -> SeqConfig {
    let mut entries: Vec<SeqEntry> = Vec::with_capacity(s.entries.len());
    // The innermost entry decides how packets are formed (L1634–1638); a size-1 innermost
    // entry of a packet-1 sequencer may go, any other entry of size 1 always may.
    for e in &s.entries {
        if e.size != 1 {
            entries.push(*e);
        }
    }
    if entries.is_empty() {
        return s.clone();
    }
    // Outer-to-inner pairs, innermost first, so a merge can cascade outwards.
    let mut i = entries.len() - 1;
    while i > 0 {
        let (a, b) = (entries[i - 1], entries[i]);
        let size = u64::from(a.size) * u64::from(b.size);
        if size <= u64::from(MAX_SEQ_SIZE)
            && i128::from(a.stride) == i128::from(b.size) * i128::from(b.stride)
        {
            entries[i - 1] = SeqEntry {
                size: size as u32,
                stride: b.stride,
            };
            entries.remove(i);
        }
        i -= 1;
    }
    let merged = SeqConfig {
        entries,
        packet_size: s.packet_size,
    };
    // Keep the original when the merge would change how packets are cut (it cannot for a
    // sequencer whose packets fit, but a malformed one stays as written for the verifier).
    if merged.packets_fit() == s.packets_fit() {
        merged
    } else {
        s.clone()
    }
}

/// A DMA loop nest in the engine dialect's units: entries `(size, src_stride, dst_stride)`
/// outermost first with strides in elements, the packet in elements, bases in bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DmaNest {
    /// `(size, src_stride, dst_stride)`, outermost first.
    pub entries: Vec<(u64, i64, i64)>,
    /// Elements per packet.
    pub packet: u64,
    /// Source base byte address.
    pub src_base: u64,
    /// Destination base byte address.
    pub dst_base: u64,
}

/// Merges a DMA nest of elements of `elem_bytes` bytes: drops size-1 entries, fuses
/// adjacent entries that walk one range on both sides, and absorbs a contiguous innermost
/// entry into the packet up to the 4,096-byte packet limit. Same packets' bytes, same order.
pub fn merge_dma(n: &DmaNest, elem_bytes: u64) -> DmaNest {
    let mut entries: Vec<(u64, i64, i64)> =
        n.entries.iter().copied().filter(|e| e.0 != 1).collect();
    let mut packet = n.packet;
    let max_packet = MAX_DMA_PACKET / elem_bytes.max(1);
    loop {
        let before = (entries.len(), packet);
        merge_adjacent(&mut entries);
        // Absorb the innermost entry when it continues the packet on both sides.
        if let Some(&(size, s, d)) = entries.last() {
            let p = i64::try_from(packet).unwrap_or(i64::MAX);
            if s == p && d == p {
                // The largest k dividing `size` with k·packet within the limit.
                let kmax = (max_packet / packet.max(1)).min(size);
                if let Some(k) = (2..=kmax).rev().find(|k| size.is_multiple_of(*k)) {
                    packet *= k;
                    let last = entries.len() - 1;
                    if size == k {
                        entries.pop();
                    } else {
                        let k = k as i64;
                        entries[last] = (size / k as u64, s * k, d * k);
                    }
                }
            }
        }
        if (entries.len(), packet) == before {
            break;
        }
    }
    DmaNest {
        entries,
        packet,
        src_base: n.src_base,
        dst_base: n.dst_base,
    }
}

fn merge_adjacent(entries: &mut Vec<(u64, i64, i64)>) {
    if entries.len() < 2 {
        return;
    }
    let mut i = entries.len() - 1;
    while i > 0 {
        let (a, b) = (entries[i - 1], entries[i]);
        let size = a.0.saturating_mul(b.0);
        let nb = i128::from(b.0);
        if size <= u64::from(MAX_SEQ_SIZE)
            && i128::from(a.1) == nb * i128::from(b.1)
            && i128::from(a.2) == nb * i128::from(b.2)
        {
            entries[i - 1] = (size, b.1, b.2);
            entries.remove(i);
        }
        i -= 1;
    }
}

/// The byte hull `[lo, hi)` one side of a nest touches (`src` or destination), in flat
/// addresses; `None` on overflow.
fn hull(n: &DmaNest, src: bool, elem_bytes: u64) -> Option<(i128, i128)> {
    let base = i128::from(if src { n.src_base } else { n.dst_base });
    let eb = i128::from(elem_bytes);
    let (mut lo, mut hi) = (base, base + i128::from(n.packet) * eb);
    for &(size, s, d) in &n.entries {
        let step = i128::from(if src { s } else { d }) * eb;
        let span = step.checked_mul(i128::from(size) - 1)?;
        if span < 0 {
            lo += span;
        } else {
            hi += span;
        }
    }
    Some((lo, hi))
}

fn disjoint(a: Option<(i128, i128)>, b: Option<(i128, i128)>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.1 <= b.0 || b.1 <= a.0,
        _ => false,
    }
}

/// Fuses DMA command `b` into the command `a` it follows, both moving elements of
/// `elem_bytes` bytes between the same memories; `same_memory` says whether source and
/// destination are one memory. `None` when they do not fuse: different packets or inner
/// nests, ranges that do not continue each other, a hazard between them, or a nest over
/// the sequencer limits.
pub fn fuse_dma(a: &DmaNest, b: &DmaNest, elem_bytes: u64, same_memory: bool) -> Option<DmaNest> {
    if a.packet != b.packet || elem_bytes == 0 {
        return None;
    }
    // No write of one may touch bytes the other reads or writes.
    let (ar, aw) = (hull(a, true, elem_bytes), hull(a, false, elem_bytes));
    let (br, bw) = (hull(b, true, elem_bytes), hull(b, false, elem_bytes));
    if !disjoint(aw, bw) || (same_memory && (!disjoint(aw, br) || !disjoint(bw, ar))) {
        return None;
    }
    let delta = |x: u64, y: u64| -> Option<i64> {
        let d = i128::from(y) - i128::from(x);
        if d % i128::from(elem_bytes) != 0 {
            return None;
        }
        i64::try_from(d / i128::from(elem_bytes)).ok()
    };
    let fused = if a.entries == b.entries {
        // `b` continues `a`'s range on both sides: a new outer loop of 2 over the range,
        // which merges with `a`'s outermost entry (or, over a packet-only nest, becomes
        // a loop of packets or a larger packet).
        let (ds, dd) = (
            delta(a.src_base, b.src_base)?,
            delta(a.dst_base, b.dst_base)?,
        );
        let p = i64::try_from(a.packet).ok()?;
        let range = match a.entries.first() {
            Some(&(n, s, d)) => (
                i64::try_from(n).ok()?.checked_mul(s)?,
                i64::try_from(n).ok()?.checked_mul(d)?,
            ),
            None => (p, p),
        };
        if (ds, dd) != range {
            return None;
        }
        let mut entries = vec![(2, ds, dd)];
        entries.extend_from_slice(&a.entries);
        DmaNest {
            entries,
            ..a.clone()
        }
    } else if a.entries.len() == b.entries.len() + 1 && a.entries[1..] == b.entries[..] {
        // `a` is already a chain `k : (ds, dd)` over `b`'s nest: extend it by one.
        let (k, ds, dd) = a.entries[0];
        let next = |base: u64, step: i64| {
            let v = i128::from(base) + i128::from(k) * i128::from(step) * i128::from(elem_bytes);
            u64::try_from(v).ok()
        };
        if next(a.src_base, ds)? != b.src_base || next(a.dst_base, dd)? != b.dst_base {
            return None;
        }
        let mut entries = a.entries.clone();
        entries[0].0 = k + 1;
        DmaNest {
            entries,
            ..a.clone()
        }
    } else {
        return None;
    };
    let merged = merge_dma(&fused, elem_bytes);
    let fits = merged.entries.len() <= MAX_SEQ_ENTRIES
        && merged
            .entries
            .iter()
            .all(|e| e.0 <= u64::from(MAX_SEQ_SIZE));
    fits.then_some(merged)
}

/// The nest of an `engine.dma`.
fn read_nest(ctx: &Context, op: OpId) -> Result<DmaNest, Diagnostic> {
    let dma = eo::Dma(op);
    let sizes = dma.try_sizes(ctx)?;
    let ss = dma.try_src_strides(ctx)?;
    let ds = dma.try_dst_strides(ctx)?;
    if ss.len() != sizes.len() || ds.len() != sizes.len() {
        return Err(ctx.op_error(
            op,
            "'sizes', 'src_strides' and 'dst_strides' differ in length",
        ));
    }
    Ok(DmaNest {
        entries: (0..sizes.len())
            .map(|i| (sizes[i].max(0) as u64, ss[i], ds[i]))
            .collect(),
        packet: dma.try_packet(ctx)?,
        src_base: dma.try_src_base(ctx)?,
        dst_base: dma.try_dst_base(ctx)?,
    })
}

fn write_nest(ctx: &mut Context, op: OpId, n: &DmaNest) {
    let sizes: Vec<i64> = n.entries.iter().map(|e| e.0 as i64).collect();
    let ss: Vec<i64> = n.entries.iter().map(|e| e.1).collect();
    let ds: Vec<i64> = n.entries.iter().map(|e| e.2).collect();
    for (key, v) in [("sizes", sizes), ("src_strides", ss), ("dst_strides", ds)] {
        let a = attrs::i64s_attr(ctx, &v);
        ctx.set_attr_named(op, key, a);
    }
    for (key, v) in [
        ("packet", n.packet as i64),
        ("src_base", n.src_base as i64),
        ("dst_base", n.dst_base as i64),
    ] {
        let a = attrs::i64_attr(ctx, v);
        ctx.set_attr_named(op, key, a);
    }
}

/// The attributes two DMA commands must share to fuse: queue, memories, element type
/// (compared as the hardware model's values, decision TATTR-4).
fn same_kind(ctx: &Context, a: OpId, b: OpId) -> bool {
    let (a, b) = (eo::Dma(a), eo::Dma(b));
    let kind = |d: eo::Dma| {
        Some((
            d.try_queue(ctx).ok()?,
            d.try_src(ctx).ok()?,
            d.try_dst(ctx).ok()?,
            d.try_dtype(ctx).ok()?,
        ))
    };
    kind(a).is_some() && kind(a) == kind(b)
}

/// Bytes per element of an `engine.dma` (`None` for sub-byte types, which stay as written).
fn elem_bytes(ctx: &Context, op: OpId) -> Option<u64> {
    let d = eo::Dma(op).try_dtype(ctx).ok()?;
    let bits = u64::from(d.bits());
    (bits % 8 == 0 && bits > 0).then_some(bits / 8)
}

/// Runs the rewrites on every `engine.program` under `root`; returns how many entries and
/// commands were removed.
pub fn run(ctx: &mut Context, root: OpId) -> Result<usize, Diagnostic> {
    let mut ops = Vec::new();
    ctx.walk(root, &mut |o| ops.push(o));
    let mut removed = 0;
    for &op in &ops {
        if eo::Fetch::matches(ctx, op).is_none() && eo::Commit::matches(ctx, op).is_none() {
            continue;
        }
        let s = visa_engine::config::seq(ctx, op)?;
        let m = merge_seq(&s);
        if m != s {
            removed += s.entries.len() - m.entries.len();
            let a = attrs::seq_attr(ctx, "engine", &m);
            ctx.set_attr_named(op, "seq", a);
        }
    }
    // DMA: merge each nest, then fuse each command into the one before it. An indirect
    // DMA (gather/scatter, C10A-1) keeps its nest: its index steps follow its entries.
    let plain = |ctx: &Context, op: OpId| {
        eo::Dma::matches(ctx, op).is_some_and(|d| d.indirect(ctx).is_none())
    };
    for &op in &ops {
        if !plain(ctx, op) {
            continue;
        }
        let Some(eb) = elem_bytes(ctx, op) else {
            continue;
        };
        let n = read_nest(ctx, op)?;
        let m = merge_dma(&n, eb);
        if m != n {
            removed += n.entries.len() - m.entries.len();
            write_nest(ctx, op, &m);
        }
    }
    let mut erased = std::collections::HashSet::new();
    for &op in &ops {
        if erased.contains(&op) || !plain(ctx, op) {
            continue;
        }
        let Some(next) = ctx.next_op(op) else {
            continue;
        };
        // `op` may have absorbed its predecessors already; fuse the next one into it, and
        // keep going while the chain continues.
        let mut cur = Some(next);
        while let Some(b) = cur {
            if !plain(ctx, b) || !same_kind(ctx, op, b) {
                break;
            }
            let Some(eb) = elem_bytes(ctx, op) else { break };
            let (na, nb) = (read_nest(ctx, op)?, read_nest(ctx, b)?);
            let d = eo::Dma(op);
            let same_memory = d.try_src(ctx).ok() == d.try_dst(ctx).ok();
            let Some(f) = fuse_dma(&na, &nb, eb, same_memory) else {
                break;
            };
            write_nest(ctx, op, &f);
            cur = ctx.next_op(b);
            ctx.erase_op(b);
            erased.insert(b);
            removed += 1;
        }
    }
    Ok(removed)
}

/// The `merge-sequencers` pass.
#[derive(Debug, Default)]
pub struct MergeSequencers;

impl Pass for MergeSequencers {
    fn name(&self) -> &'static str {
        "merge-sequencers"
    }
    fn display_name(&self) -> &'static str {
        "MergeSequencers"
    }
    fn description(&self) -> &'static str {
        "merge adjacent loop entries of DMA, fetch and commit sequencers and fuse consecutive DMA commands over one nest"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some(visa_ir::builtin::MODULE)
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        run(ctx, op).map(|_| ())
    }
}
