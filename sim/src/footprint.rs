//! The simulator's scheduler view of memory dependencies: [`HazardTracker`] finds, in
//! program order, the commands each command depends on.
//!
//! Which bytes a command touches and the hazard test between two footprints are hardware
//! facts shared with the `hw` dialect; they live in [`visa_tcp::footprint`] and are
//! re-exported here.

use std::collections::BTreeMap;

use crate::memory::{FastMap, Space};
pub use visa_tcp::footprint::{
    intersects, nest_bounds, nest_intervals, Footprint, Hazard, Intervals, NEST_INTERVALS,
};

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
