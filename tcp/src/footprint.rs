//! Which bytes a command touches, and the RAW/WAR/WAW hazard test between two commands
//! (L7067–7070): a hardware-model fact shared by the `hw` dialect's synchronization
//! verifier, the lowering that places tokens, and the simulator's scheduler.
//!
//! A loop nest's footprint is computed from its sizes and strides ([`nest_intervals`]), never
//! by visiting its packets: levels whose copies touch fold into one run, and the rest are
//! listed up to [`NEST_INTERVALS`] intervals, beyond which the nest's bounding range stands
//! for it (a superset: at worst an extra wait, never a missing one; `docs/decisions.md`).
//! DMA descriptors ([`dma_footprint`]) and the fetch and commit sequencers of a tensor-unit
//! command ([`seq_intervals`], [`tu_footprint`]) are such nests; the active slices of a
//! tensor-unit command repeat the per-slice intervals (at most 512 copies).
//!
//! The footprints assume a command the hardware accepts (addresses in range, sequencers
//! within their limits); checking that is the simulator's validation.

use std::collections::BTreeMap;

use crate::command::{Sink, TuCommand};
use crate::contraction::Contraction;
use crate::dma::DmaCommand;
use crate::limits::{FLIT_BYTES, SLICE_STRIDE, TRF_BYTES, TRF_SLICE_BYTES, VRF_BYTES};
use crate::sequencer::SeqConfig;
use crate::space::Space;

/// Half-open byte intervals `[start, end)`, sorted and merged after [`Footprint::finish`].
pub type Intervals = Vec<(u64, u64)>;

/// The bytes a command reads and writes, per memory space.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Footprint {
    /// Bytes read.
    pub reads: BTreeMap<Space, Intervals>,
    /// Bytes written.
    pub writes: BTreeMap<Space, Intervals>,
}

/// A memory dependency of a later command on an earlier one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Hazard {
    /// Read after write: the later command reads what the earlier one writes.
    Raw,
    /// Write after read: the later command overwrites what the earlier one reads.
    War,
    /// Write after write: both write the same bytes.
    Waw,
}

fn merge(v: &mut Intervals) {
    v.sort_unstable();
    let mut out: Intervals = Vec::with_capacity(v.len());
    for &(s, e) in v.iter() {
        match out.last_mut() {
            Some(last) if s <= last.1 => last.1 = last.1.max(e),
            _ => out.push((s, e)),
        }
    }
    *v = out;
}

/// Whether two merged interval lists intersect.
pub fn intersects(a: &Intervals, b: &Intervals) -> bool {
    // Disjoint bounding ranges: the common case between unrelated commands.
    match (a.first(), a.last(), b.first(), b.last()) {
        (Some(af), Some(al), Some(bf), Some(bl)) if al.1 > bf.0 && bl.1 > af.0 => {}
        _ => return false,
    }
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].1 <= b[j].0 {
            i += 1;
        } else if b[j].1 <= a[i].0 {
            j += 1;
        } else {
            return true;
        }
    }
    false
}

fn any(a: &BTreeMap<Space, Intervals>, b: &BTreeMap<Space, Intervals>) -> bool {
    a.iter()
        .any(|(s, x)| b.get(s).is_some_and(|y| intersects(x, y)))
}

impl Footprint {
    /// Records a read of `len` bytes at `addr`.
    pub fn read(&mut self, space: Space, addr: u64, len: u64) {
        if len > 0 {
            self.reads
                .entry(space)
                .or_default()
                .push((addr, addr + len));
        }
    }

    /// Records a write of `len` bytes at `addr`.
    pub fn write(&mut self, space: Space, addr: u64, len: u64) {
        if len > 0 {
            self.writes
                .entry(space)
                .or_default()
                .push((addr, addr + len));
        }
    }

    /// Sorts and merges the intervals; call once after recording.
    pub fn finish(&mut self) {
        self.reads.values_mut().for_each(merge);
        self.writes.values_mut().for_each(merge);
    }

    /// The hazards of `later` on `self` (an earlier command), strongest first.
    pub fn hazards(&self, later: &Footprint) -> Vec<Hazard> {
        let mut h = Vec::new();
        if any(&self.writes, &later.reads) {
            h.push(Hazard::Raw);
        }
        if any(&self.reads, &later.writes) {
            h.push(Hazard::War);
        }
        if any(&self.writes, &later.writes) {
            h.push(Hazard::Waw);
        }
        h
    }
}

/// Intervals a nest footprint lists exactly; a nest needing more is represented by its
/// bounding range.
pub const NEST_INTERVALS: u64 = 4096;

/// The lowest address and the end of the highest packet of a nest: packets of `len` bytes
/// at `base + Σ i_k stride_k`, `0 <= i_k < size_k` (the extremes are attained).
pub fn nest_bounds(base: i64, levels: &[(u64, i64)], len: u64) -> (i128, i128) {
    let (mut lo, mut hi) = (i128::from(base), i128::from(base));
    for &(n, s) in levels {
        let span = i128::from(n.saturating_sub(1)) * i128::from(s);
        if span < 0 {
            lo += span;
        } else {
            hi += span;
        }
    }
    (lo, hi + i128::from(len))
}

/// The byte intervals `[start, end)` a nest touches (see [`nest_bounds`]), sorted and merged:
/// exact when at most [`NEST_INTERVALS`] remain after folding touching levels, else the
/// bounding range. Work is O(levels² + intervals), independent of the packet count.
pub fn nest_intervals(base: i64, levels: &[(u64, i64)], len: u64) -> Vec<(i128, i128)> {
    // Reflect negative strides (the set of addresses does not depend on the order).
    let mut start = i128::from(base);
    let mut ls: Vec<(u64, i128)> = Vec::with_capacity(levels.len());
    for &(n, s) in levels {
        if n <= 1 || s == 0 {
            continue;
        }
        let s = i128::from(s);
        if s < 0 {
            start += i128::from(n - 1) * s;
        }
        ls.push((n, s.abs()));
    }
    ls.sort_unstable_by_key(|&(_, s)| s);
    // Fold levels whose copies overlap or touch the run built so far.
    let mut run = i128::from(len);
    let mut k = 0;
    while k < ls.len() && ls[k].1 <= run {
        run += i128::from(ls[k].0 - 1) * ls[k].1;
        k += 1;
    }
    let rest = &ls[k..];
    let count = rest
        .iter()
        .try_fold(1u64, |acc, &(n, _)| acc.checked_mul(n))
        .filter(|&c| c <= NEST_INTERVALS);
    let Some(count) = count else {
        let end = start
            + run
            + rest
                .iter()
                .map(|&(n, s)| i128::from(n - 1) * s)
                .sum::<i128>();
        return vec![(start, end)];
    };
    let mut out = Vec::with_capacity(count as usize);
    for mut i in 0..count {
        let mut a = start;
        for &(n, s) in rest {
            a += i128::from(i % n) * s;
            i /= n;
        }
        out.push((a, a + run));
    }
    out.sort_unstable();
    let mut merged: Vec<(i128, i128)> = Vec::with_capacity(out.len());
    for (s, e) in out {
        match merged.last_mut() {
            Some(last) if s <= last.1 => last.1 = last.1.max(e),
            _ => merged.push((s, e)),
        }
    }
    merged
}

/// The footprint of a DMA command: per descriptor, the source nest is read and the
/// destination nest written, packets of `stride0` bytes (L2404–2429). Addresses are those of
/// a validated command (non-negative).
pub fn dma_footprint(cmd: &DmaCommand) -> Footprint {
    let mut fp = Footprint::default();
    for d in &cmd.descriptors {
        // An indirect descriptor reads its index and may touch every row (its envelope).
        if let Some((space, base, levels)) = d.index_levels() {
            let n = crate::dma_indirect::INDEX_BYTES;
            for (a, b) in nest_intervals(base as i64, &levels, n) {
                fp.read(space, a as u64, (b - a) as u64);
            }
        }
        let d = &d.envelope();
        let s0 = u64::from(d.stride0);
        let src: Vec<(u64, i64)> = d
            .entries
            .iter()
            .map(|e| (u64::from(e.size), e.src_stride))
            .collect();
        let dst: Vec<(u64, i64)> = d
            .entries
            .iter()
            .map(|e| (u64::from(e.size), e.dst_stride))
            .collect();
        for (a, b) in nest_intervals(d.src_base as i64, &src, s0) {
            fp.read(d.src, a as u64, (b - a) as u64);
        }
        for (a, b) in nest_intervals(d.dst_base as i64, &dst, s0) {
            fp.write(d.dst, a as u64, (b - a) as u64);
        }
    }
    fp.finish();
    fp
}

/// The byte intervals `[start, end)`, relative to the base address, that a sequencer walking
/// elements of `elem_bits` bits touches (L1336–1356, L1628–1640), sorted and merged; from
/// its entries as a loop nest ([`nest_intervals`]), not access by access.
///
/// The innermost entry feeds packets: with stride 1 (or 0, a broadcast of one element) and
/// a size divisible by the packet size, each access covers `packet_size` elements (one
/// element for a broadcast); otherwise each element is an access of its own. Sub-byte
/// accesses cover the bytes holding their bits. `None` when the configuration is not one the
/// hardware accepts in this respect (no entries, packet size 0, a stride past 2^63 bits).
pub fn seq_intervals(seq: &SeqConfig, elem_bits: u32) -> Option<Vec<(i128, i128)>> {
    let (inner, outer) = seq.entries.split_last()?;
    let p = seq.packet_size;
    if p == 0 || elem_bits == 0 {
        return None;
    }
    let eb = i64::from(elem_bits);
    // Loop levels in bits; levels of one iteration are dropped before their stride is scaled.
    let mut levels: Vec<(u64, i64)> = Vec::with_capacity(seq.entries.len());
    for e in outer.iter().filter(|e| e.size > 1) {
        levels.push((u64::from(e.size), e.stride.checked_mul(eb)?));
    }
    let packed = (inner.stride == 0 || inner.stride == 1) && inner.size.is_multiple_of(p);
    let len_bits = if packed {
        levels.push((u64::from(inner.size / p), inner.stride * i64::from(p) * eb));
        if inner.stride == 0 {
            eb
        } else {
            i64::from(p) * eb
        }
    } else {
        if inner.size > 1 {
            levels.push((u64::from(inner.size), inner.stride.checked_mul(eb)?));
        }
        i64::from(p) * eb
    };
    let mut out: Vec<(i128, i128)> = Vec::new();
    for (s, e) in nest_intervals(0, &levels, len_bits as u64) {
        let (s, e) = (s.div_euclid(8), (e + 7).div_euclid(8));
        match out.last_mut() {
            Some(last) if s <= last.1 => last.1 = last.1.max(e),
            _ => out.push((s, e)),
        }
    }
    Some(out)
}

/// Per-slice address windows of the sliced memories: slice `s`'s byte `o` is at
/// `s * window + o`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SliceWindows {
    /// The DM window: `slice_stride`, 4 MiB (L2541).
    pub dm: u64,
    /// The VRF window: its capacity, 8 KiB (L140).
    pub vrf: u64,
    /// The TRF window: its capacity, 8 KiB x 8 Rows (L139).
    pub trf: u64,
}

impl Default for SliceWindows {
    fn default() -> Self {
        SliceWindows {
            dm: SLICE_STRIDE,
            vrf: VRF_BYTES,
            trf: TRF_SLICE_BYTES,
        }
    }
}

/// The flits a tensor-unit command's fetch delivers per slice: one packet per
/// `fetches_per_packet` accesses, each packet `ceil(bytes / 32)` flits after the fetch
/// adapter's cast (L1723, L1996), times the Switch Engine's fan-in
/// ([`SwitchConfig::fan_in`](crate::SwitchConfig::fan_in): a broadcast delivers each packet
/// to several slices). `None` for a fetch the hardware rejects in this respect.
pub fn fetch_flits(cmd: &TuCommand) -> Option<u64> {
    let f = &cmd.fetch;
    let seq = &f.seq;
    if seq.entries.is_empty() || seq.packet_size == 0 || f.fetches_per_packet == 0 {
        return None;
    }
    let accesses = if seq.packets_fit() && seq.packet_size > 1 {
        seq.elements() / u64::from(seq.packet_size)
    } else {
        seq.elements()
    };
    let in_bits = u64::from(f.dtype.bits());
    let out_bits = u64::from(f.cast.unwrap_or(f.dtype).bits());
    let fetch_bytes = u64::from(seq.packet_size) * in_bits / 8;
    let packet_bytes = fetch_bytes * out_bits / in_bits * u64::from(f.fetches_per_packet);
    Some(
        accesses / u64::from(f.fetches_per_packet)
            * cmd.switch.fan_in()
            * packet_bytes.div_ceil(FLIT_BYTES),
    )
}

/// The flits a tensor-unit command's sink receives per slice: the fetch's flits
/// ([`fetch_flits`]), or what the contraction engine makes of them. `None` as for
/// [`fetch_flits`], or for a contraction whose collect_flits or accumulator groups do not
/// divide the stream.
pub fn sink_flits(cmd: &TuCommand) -> Option<u64> {
    let flits = fetch_flits(cmd)?;
    let Some(c) = &cmd.contraction else {
        return Some(flits);
    };
    let cf = u64::from(c.collect_flits);
    if cf == 0 || !flits.is_multiple_of(cf) {
        return None;
    }
    let steps = (flits / cf).checked_mul(u64::from(c.time_broadcast))?;
    Some(c.out_flits(steps))
}

/// The TRF bytes of one slice a contraction reads, relative to the slice's TRF window: every
/// Row reads the TRF Sequencer's nest in its own 8 KiB (L4168).
pub fn trf_read_intervals(c: &Contraction) -> Vec<(i128, i128)> {
    let levels: Vec<(u64, i64)> = c
        .trf_seq
        .entries
        .iter()
        .map(|e| (u64::from(e.size), e.stride))
        .collect();
    let mut out = Vec::new();
    for r in 0..u64::from(c.rows) {
        let base = (r * TRF_BYTES + c.address.base() + c.trf_base) as i64;
        out.extend(nest_intervals(
            base,
            &levels,
            u64::from(c.trf_seq.packet_size),
        ));
    }
    out
}

/// The footprint of a tensor-unit command over its active slices (every slice runs the same
/// per-slice addresses, L1336–1356): the fetch sequencer reads DM, a vector program's VRF
/// operands are read, and the sink writes DM through the commit sequencer or the VRF from
/// `addr` (one flit per flit delivered). `None` when a sequencer is not one the hardware
/// accepts in the respects [`seq_intervals`] and [`fetch_flits`] need.
pub fn tu_footprint(cmd: &TuCommand, windows: SliceWindows) -> Option<Footprint> {
    let dm = Space::Dm { chip: cmd.chip };
    let vrf = Space::Vrf { chip: cmd.chip };
    let reads = seq_intervals(&cmd.fetch.seq, cmd.fetch.dtype.bits())?;
    let writes = match &cmd.sink {
        Sink::Commit(c) => seq_intervals(&c.seq, c.dtype.bits())?,
        Sink::ToVrf { .. } | Sink::ToTrf(_) => Vec::new(),
    };
    let trf = Space::Trf { chip: cmd.chip };
    let sink_bytes = match &cmd.sink {
        Sink::ToVrf { .. } | Sink::ToTrf(_) => sink_flits(cmd)?.checked_mul(FLIT_BYTES)?,
        Sink::Commit(_) => 0,
    };
    let trf_reads = cmd
        .contraction
        .as_ref()
        .map(|c| trf_read_intervals(c))
        .unwrap_or_default();
    let vrf_reads = cmd
        .vector
        .as_ref()
        .map(|ve| ve.vrf_reads())
        .unwrap_or_default();
    let at = |window: u64, s: u32, base: u64, off: i128| -> u64 {
        (i128::from(s) * i128::from(window) + i128::from(base) + off) as u64
    };
    let mut fp = Footprint::default();
    for s in cmd.slices.iter() {
        for &(lo, hi) in &reads {
            fp.read(dm, at(windows.dm, s, cmd.fetch.base, lo), (hi - lo) as u64);
        }
        for &(addr, len) in &vrf_reads {
            fp.read(vrf, at(windows.vrf, s, addr, 0), len);
        }
        for &(lo, hi) in &trf_reads {
            fp.read(trf, at(windows.trf, s, 0, lo), (hi - lo) as u64);
        }
        match &cmd.sink {
            // A slice outside the commit's slice bitmap writes nothing (L2314–2319).
            Sink::Commit(c) if c.slice_bitmap.is_some_and(|b| !b.contains(s)) => {}
            Sink::Commit(c) => {
                for &(lo, hi) in &writes {
                    fp.write(dm, at(windows.dm, s, c.base, lo), (hi - lo) as u64);
                }
            }
            Sink::ToVrf { addr } => fp.write(vrf, at(windows.vrf, s, *addr, 0), sink_bytes),
            Sink::ToTrf(t) => {
                let per_row = sink_bytes / u64::from(t.rows.max(1));
                for r in 0..u64::from(t.rows) {
                    let off = r * TRF_BYTES + t.address.base();
                    fp.write(trf, at(windows.trf, s, off, 0), per_row);
                }
            }
        }
    }
    fp.finish();
    Some(fp)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The packets of a nest, visited one by one (the oracle).
    fn visit(base: i64, levels: &[(u64, i64)], len: u64) -> Vec<(i128, i128)> {
        let mut addrs = vec![i128::from(base)];
        for &(n, s) in levels {
            addrs = addrs
                .iter()
                .flat_map(|&a| (0..n).map(move |i| a + i128::from(i) * i128::from(s)))
                .collect();
        }
        let mut v: Vec<(u64, u64)> = addrs
            .iter()
            .map(|&a| (a as u64, (a + i128::from(len)) as u64))
            .collect();
        merge(&mut v);
        v.into_iter()
            .map(|(a, b)| (i128::from(a), i128::from(b)))
            .collect()
    }

    #[test]
    fn nests_by_hand() {
        // 256 slices of 32 contiguous bytes (8 x 4-byte packets) 4 MiB apart.
        let got = nest_intervals(0, &[(256, 4 << 20), (8, 4)], 4);
        assert_eq!(got.len(), 256);
        assert_eq!(got[1], (4 << 20, (4 << 20) + 32));
        // 2^24 packets of 1 KiB: one range, computed without visiting them.
        assert_eq!(
            nest_intervals(64, &[(1 << 12, 1 << 22), (1 << 12, 1024)], 1024),
            vec![(64, 64 + (1 << 34))]
        );
        // A reversed level covers the same bytes.
        assert_eq!(
            nest_intervals(96, &[(4, -32)], 8),
            visit(96, &[(4, -32)], 8)
        );
        // More gaps than NEST_INTERVALS: the bounding range (a superset).
        let got = nest_intervals(0, &[(8192, 64)], 8);
        assert_eq!(got, vec![(0, 8191 * 64 + 8)]);
        assert_eq!(nest_bounds(10, &[(3, -4), (2, 100)], 2), (2, 112));
    }

    proptest::proptest! {
        /// Exact nests equal the packet-by-packet footprint; any nest covers it.
        #[test]
        fn nest_intervals_match_visiting(
            base in 0i64..200,
            levels in proptest::collection::vec((1u64..6, -40i64..40), 0..4),
            len in 1u64..12,
        ) {
            let base = base + 500;
            let want = visit(base, &levels, len);
            let got = nest_intervals(base, &levels, len);
            proptest::prop_assert_eq!(got, want);
        }
    }

    const DM: Space = Space::Dm { chip: 0 };

    #[test]
    fn sequencers_by_hand() {
        let seq = |e: &[(u32, i64)], p| SeqConfig::new(e, p);
        // 4 rows of 8 contiguous i32 (32 bytes), rows 16 elements (64 bytes) apart.
        assert_eq!(
            seq_intervals(&seq(&[(4, 16), (8, 1)], 8), 32),
            Some(vec![(0, 32), (64, 96), (128, 160), (192, 224)])
        );
        // A broadcast reads one element per access: 4 bytes at 0 and at 32.
        assert_eq!(
            seq_intervals(&seq(&[(2, 8), (8, 0)], 8), 32),
            Some(vec![(0, 4), (32, 36)])
        );
        // Sixteen i4 in one access: 8 bytes; four discrete i4 two elements apart: the
        // bytes 0..4 holding them.
        assert_eq!(seq_intervals(&seq(&[(16, 1)], 16), 4), Some(vec![(0, 8)]));
        assert_eq!(seq_intervals(&seq(&[(4, 2)], 1), 4), Some(vec![(0, 4)]));
        // A reversed row covers the same bytes; no entries or no packet: no footprint.
        assert_eq!(
            seq_intervals(&seq(&[(4, -8)], 1), 32),
            Some(vec![(-96, -92), (-64, -60), (-32, -28), (0, 4)])
        );
        assert_eq!(seq_intervals(&seq(&[], 1), 32), None);
        assert_eq!(seq_intervals(&seq(&[(4, 1)], 0), 32), None);
    }

    fn tu(slices: &[u32], fetch: SeqConfig, sink: Sink) -> TuCommand {
        let mut mask = crate::SliceMask::none();
        slices.iter().for_each(|&s| mask.insert(s));
        TuCommand {
            context: crate::Context::Main,
            chip: 0,
            slices: mask,
            fetch: crate::Fetch {
                base: 0x100,
                dtype: crate::DType::I32,
                seq: fetch,
                fetches_per_packet: 1,
                cast: None,
                zero_point: 0,
                stages: Default::default(),
            },
            switch: Box::new(crate::SwitchConfig::Forward),
            collect: crate::Collect::default(),
            contraction: None,
            cast: None,
            vector: None,
            transpose: None,
            sink,
            loc: None,
        }
    }

    #[test]
    fn tensor_unit_by_hand() {
        const MIB4: u64 = 4 << 20;
        let commit = Sink::Commit(crate::Commit {
            base: 0x1000,
            dtype: crate::DType::I32,
            commit_in_size: 32,
            slice_bitmap: None,
            seq: SeqConfig::new(&[(32, 1)], 8),
        });
        let cmd = tu(&[0, 3], SeqConfig::new(&[(4, 16), (8, 1)], 8), commit);
        let fp = tu_footprint(&cmd, SliceWindows::default()).unwrap();
        let mut reads = Vec::new();
        let mut writes = Vec::new();
        for s in [0, 3 * MIB4] {
            reads.extend([0u64, 64, 128, 192].map(|o| (s + 0x100 + o, s + 0x100 + o + 32)));
            writes.push((s + 0x1000, s + 0x1000 + 128));
        }
        assert_eq!(fp.reads[&DM], reads);
        assert_eq!(fp.writes[&DM], writes);
        // To the VRF: 64 i32 in packets of 8 are 8 flits of 32 bytes per slice, at
        // slice * 8 KiB + addr.
        let cmd = tu(
            &[1],
            SeqConfig::new(&[(64, 1)], 8),
            Sink::ToVrf { addr: 64 },
        );
        assert_eq!(fetch_flits(&cmd), Some(8));
        let fp = tu_footprint(&cmd, SliceWindows::default()).unwrap();
        let vrf = Space::Vrf { chip: 0 };
        assert_eq!(fp.writes[&vrf], vec![(8192 + 64, 8192 + 64 + 256)]);
        assert_eq!(fp.reads[&DM], vec![(MIB4 + 0x100, MIB4 + 0x100 + 256)]);
    }

    /// The slice bitmap (L2314–2319): slices 0 and 3 fetch, only slice 3 commits; the
    /// hardware model refuses a bitmap naming an inactive slice.
    #[test]
    fn commit_bitmap_by_hand() {
        const MIB4: u64 = 4 << 20;
        let mut only3 = crate::SliceMask::none();
        only3.insert(3);
        let commit = |bitmap| {
            Sink::Commit(crate::Commit {
                base: 0x1000,
                dtype: crate::DType::I32,
                commit_in_size: 32,
                slice_bitmap: Some(bitmap),
                seq: SeqConfig::new(&[(32, 1)], 8),
            })
        };
        let cmd = tu(&[0, 3], SeqConfig::new(&[(32, 1)], 8), commit(only3));
        let fp = tu_footprint(&cmd, SliceWindows::default()).unwrap();
        assert_eq!(
            fp.writes[&DM],
            vec![(3 * MIB4 + 0x1000, 3 * MIB4 + 0x1000 + 128)]
        );
        assert_eq!(fp.reads[&DM].len(), 2);
        let geom = crate::check::Geometry::device(1);
        assert!(crate::check::tu(&cmd, &geom).is_ok());
        let mut five = only3;
        five.insert(5);
        let bad = tu(&[0, 3], SeqConfig::new(&[(32, 1)], 8), commit(five));
        let e = crate::check::tu(&bad, &geom).unwrap_err().to_string();
        assert!(e.contains("slice bitmap"), "{e}");
    }

    #[test]
    fn hazard_kinds() {
        // G-S3: main reads DM [0, 4096), a later op writes [2048, 6144): WAR.
        let mut a = Footprint::default();
        a.read(DM, 0, 4096);
        a.finish();
        let mut b = Footprint::default();
        b.write(DM, 2048, 4096);
        b.finish();
        assert_eq!(a.hazards(&b), vec![Hazard::War]);
        assert_eq!(b.hazards(&a), vec![Hazard::Raw]);
        assert_eq!(b.hazards(&b), vec![Hazard::Waw]);
        // Adjacent ranges do not overlap; other spaces never do.
        let mut c = Footprint::default();
        c.write(DM, 4096, 8);
        c.write(Space::Hbm { chip: 0 }, 0, 4096);
        c.finish();
        assert!(a.hazards(&c).is_empty());
    }

    #[test]
    fn merging() {
        let mut v = vec![(10, 20), (0, 5), (5, 8), (19, 30)];
        merge(&mut v);
        assert_eq!(v, vec![(0, 8), (10, 30)]);
        assert!(intersects(&v, &vec![(8, 11)]));
        assert!(!intersects(&v, &vec![(8, 10), (30, 40)]));
    }
}
