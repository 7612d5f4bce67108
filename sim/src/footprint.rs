//! Memory footprints of commands and the RAW/WAR/WAW hazard test between them (L7067–7070).
//!
//! A loop nest's footprint is computed from its sizes and strides ([`nest_intervals`]), never
//! by visiting its packets: levels whose copies touch fold into one run, and the rest are
//! listed up to [`NEST_INTERVALS`] intervals, beyond which the nest's bounding range stands
//! for it (a superset: at worst an extra wait, never a missing one; `docs/decisions.md`).

use std::collections::BTreeMap;

use crate::memory::{FastMap, Space};

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

/// A segment of memory with the last command that wrote it and the commands that read it since.
#[derive(Debug, Clone, Default)]
struct Segment {
    end: u64,
    writer: Option<usize>,
    readers: Vec<usize>,
}

/// Incremental RAW/WAR/WAW detection for commands in program order.
///
/// For every space it keeps disjoint byte segments with their last writer and the readers since
/// that write. A new command depends on the last writer of what it reads (RAW), on the readers
/// since the last write of what it writes (WAR) and on the last writer of what it writes (WAW).
/// Older accesses need no edge: the last writer itself waited for them, so waiting for it is
/// enough. Cost per command: O(intervals x log segments).
#[derive(Debug, Clone, Default)]
pub struct HazardTracker {
    /// Segments per (space, 64 KiB chunk): small maps keep lookups cheap.
    chunks: FastMap<(Space, u64), BTreeMap<u64, Segment>>,
}

/// log2 of the chunk size of [`HazardTracker`].
const CHUNK_BITS: u32 = 16;

/// Splits `[s, e)` at chunk boundaries: `(chunk, start, end)` pieces.
fn pieces(s: u64, e: u64) -> impl Iterator<Item = (u64, u64, u64)> {
    let last = e.max(s + 1) - 1;
    (s >> CHUNK_BITS..=last >> CHUNK_BITS)
        .filter(move |_| e > s)
        .map(move |c| {
            let lo = s.max(c << CHUNK_BITS);
            let hi = e.min((c + 1) << CHUNK_BITS);
            (c, lo, hi)
        })
}

impl HazardTracker {
    /// An empty tracker.
    pub fn new() -> Self {
        Self::default()
    }

    /// Splits the segment containing `at` (if any) so that a segment boundary lies at `at`.
    fn split(map: &mut BTreeMap<u64, Segment>, at: u64) {
        let hit = map
            .range(..at)
            .next_back()
            .filter(|(_, s)| s.end > at)
            .map(|(&k, _)| k);
        if let Some(k) = hit {
            let seg = map.get_mut(&k).expect("segment exists");
            let tail = Segment {
                end: seg.end,
                writer: seg.writer,
                readers: seg.readers.clone(),
            };
            seg.end = at;
            map.insert(at, tail);
        }
    }

    /// Visits the segments overlapping `[s, e)`.
    fn overlapping(map: &BTreeMap<u64, Segment>, s: u64, e: u64, mut f: impl FnMut(&Segment)) {
        for (_, seg) in map.range(..e).rev() {
            if seg.end <= s {
                break;
            }
            f(seg);
        }
    }

    /// The dependencies of a command with footprint `fp` on the commands recorded so far,
    /// one per earlier command (its strongest hazard: RAW, then WAR, then WAW), sorted by index.
    pub fn dependencies(&self, fp: &Footprint) -> Vec<(usize, Hazard)> {
        let mut deps: BTreeMap<usize, Hazard> = BTreeMap::new();
        let mut add = |i: usize, h: Hazard| {
            let e = deps.entry(i).or_insert(h);
            *e = (*e).min(h);
        };
        for (space, ivs) in &fp.reads {
            for &(s, e) in ivs {
                for (c, s, e) in pieces(s, e) {
                    if let Some(map) = self.chunks.get(&(*space, c)) {
                        Self::overlapping(map, s, e, |seg| {
                            if let Some(w) = seg.writer {
                                add(w, Hazard::Raw);
                            }
                        });
                    }
                }
            }
        }
        for (space, ivs) in &fp.writes {
            for &(s, e) in ivs {
                for (c, s, e) in pieces(s, e) {
                    if let Some(map) = self.chunks.get(&(*space, c)) {
                        Self::overlapping(map, s, e, |seg| {
                            for &r in &seg.readers {
                                add(r, Hazard::War);
                            }
                            if let Some(w) = seg.writer {
                                add(w, Hazard::Waw);
                            }
                        });
                    }
                }
            }
        }
        deps.into_iter().collect()
    }

    /// Records command `index` with footprint `fp` (call after [`HazardTracker::dependencies`]).
    pub fn record(&mut self, index: usize, fp: &Footprint) {
        for (space, ivs) in &fp.reads {
            for (c, s, e) in ivs.iter().flat_map(|&(s, e)| pieces(s, e)) {
                let map = self.chunks.entry((*space, c)).or_default();
                Self::split(map, s);
                Self::split(map, e);
                // Add the reader to covered segments and fill the gaps with reader-only segments.
                let mut gaps = Vec::new();
                let mut at = s;
                for (&k, seg) in map.range_mut(s..e) {
                    if k > at {
                        gaps.push((at, k));
                    }
                    seg.readers.push(index);
                    at = seg.end;
                }
                if at < e {
                    gaps.push((at, e));
                }
                for (a, b) in gaps {
                    map.insert(
                        a,
                        Segment {
                            end: b,
                            writer: None,
                            readers: vec![index],
                        },
                    );
                }
            }
        }
        for (space, ivs) in &fp.writes {
            for (c, s, e) in ivs.iter().flat_map(|&(s, e)| pieces(s, e)) {
                let map = self.chunks.entry((*space, c)).or_default();
                Self::split(map, s);
                Self::split(map, e);
                let inside: Vec<u64> = map.range(s..e).map(|(&k, _)| k).collect();
                for k in inside {
                    map.remove(&k);
                }
                map.insert(
                    s,
                    Segment {
                        end: e,
                        writer: Some(index),
                        readers: Vec::new(),
                    },
                );
            }
        }
    }
}

#[cfg(test)]
mod tracker_tests {
    use super::*;

    const DM: Space = Space::Dm { chip: 0 };

    fn fp(reads: &[(u64, u64)], writes: &[(u64, u64)]) -> Footprint {
        let mut f = Footprint::default();
        for &(s, e) in reads {
            f.read(DM, s, e - s);
        }
        for &(s, e) in writes {
            f.write(DM, s, e - s);
        }
        f.finish();
        f
    }

    #[test]
    fn last_writer_and_readers_since() {
        let mut t = HazardTracker::new();
        // 0 writes [0, 100); 1 reads [50, 150); 2 writes [90, 95); 3 reads [0, 200) and writes [140, 160).
        let cmds = [
            fp(&[], &[(0, 100)]),
            fp(&[(50, 150)], &[]),
            fp(&[], &[(90, 95)]),
            fp(&[(0, 200)], &[(140, 160)]),
        ];
        let mut got = Vec::new();
        for (i, c) in cmds.iter().enumerate() {
            got.push(t.dependencies(c));
            t.record(i, c);
        }
        assert_eq!(got[0], vec![]);
        assert_eq!(got[1], vec![(0, Hazard::Raw)]);
        // 2 overwrites what 1 read (WAR) and what 0 wrote (WAW).
        assert_eq!(got[2], vec![(0, Hazard::Waw), (1, Hazard::War)]);
        // 3 reads bytes last written by 0 and 2 (RAW) and writes [140, 160) that 1 read (WAR).
        assert_eq!(
            got[3],
            vec![(0, Hazard::Raw), (1, Hazard::War), (2, Hazard::Raw)]
        );
        // A fifth command writing [0, 200) waits for the last writers of every byte (0, 2, 3:
        // WAW) and for the readers since those writes (1 read [50, 90) and [95, 140), 3 read all):
        // one edge per command, the stronger kind (WAR before WAW) for 3.
        let last = fp(&[], &[(0, 200)]);
        assert_eq!(
            t.dependencies(&last),
            vec![
                (0, Hazard::Waw),
                (1, Hazard::War),
                (2, Hazard::Waw),
                (3, Hazard::War)
            ]
        );
    }

    #[test]
    fn intervals_crossing_chunks() {
        let mut t = HazardTracker::new();
        let w = fp(&[], &[(65_000, 140_000)]); // spans chunks 0, 1 and 2
        t.record(0, &w);
        assert_eq!(
            t.dependencies(&fp(&[(65_530, 65_540)], &[])),
            vec![(0, Hazard::Raw)]
        );
        assert_eq!(
            t.dependencies(&fp(&[(131_000, 131_100)], &[])),
            vec![(0, Hazard::Raw)]
        );
        assert_eq!(t.dependencies(&fp(&[(60_000, 65_000)], &[])), vec![]);
        assert_eq!(t.dependencies(&fp(&[(140_000, 200_000)], &[])), vec![]);
        let r = fp(&[(139_000, 139_001)], &[]);
        t.record(1, &r);
        assert_eq!(
            t.dependencies(&fp(&[], &[(100_000, 150_000)])),
            vec![(0, Hazard::Waw), (1, Hazard::War)]
        );
        // An empty interval touches nothing.
        let mut empty = Footprint::default();
        empty.writes.insert(DM, vec![(70_000, 70_000)]);
        assert_eq!(t.dependencies(&empty), vec![]);
        t.record(2, &empty);
    }

    #[test]
    fn agrees_with_pairwise_hazards_on_the_latest_edges() {
        // Random-ish program: every dependency the tracker reports is a real pairwise hazard.
        let mut t = HazardTracker::new();
        let mut all: Vec<Footprint> = Vec::new();
        let mut x = 12345u64;
        for i in 0..200 {
            let mut next = || {
                x = x.wrapping_mul(6364136223846793005).wrapping_add(1);
                (x >> 33) % 300_000
            };
            let (a, b, c, d) = (next(), next(), next(), next());
            let f = fp(&[(a.min(b), a.max(b) + 1)], &[(c.min(d), c.max(d) + 1)]);
            for (j, h) in t.dependencies(&f) {
                assert!(all[j].hazards(&f).contains(&h), "cmd {i} on {j}: {h:?}");
            }
            t.record(i, &f);
            all.push(f);
        }
    }
}
