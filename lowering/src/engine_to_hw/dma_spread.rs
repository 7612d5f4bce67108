//! Spreading a tensor DMA over all eight engines when its outermost loop is short.
//!
//! `dma::dma_command` cuts the outermost loop of a tensor DMA without a 64-slice loop
//! into up to 8 groups, one per engine (decision C10-5). When that loop has fewer than 8
//! iterations (a copy broadcast to the 2 clusters, say), the other engines stay idle and
//! one engine's descriptor serializes the whole transfer. [`spread`] then cuts the next
//! loops of size > 1 as well, inner after outer, until there are 8 groups or no loop is
//! left; groups are given engines round robin. Any engine serves any transfer (L2404,
//! L2546–2552), so the bytes moved and their order within a group are unchanged: only
//! which engine runs them (decision T8G-2).

use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::DmaDescriptor;

/// The tensor DMA engines of a chip.
const ENGINES: usize = visa_tcp::limits::DMA_ENGINES as usize;

/// Cuts loops after `cut` (the loop already cut into `descs`) until `descs` has
/// [`DMA_ENGINES`](visa_tcp::limits::DMA_ENGINES) groups or every loop is cut; indirect descriptors are left as they are.
pub fn spread(
    ctx: &Context,
    op: OpId,
    descs: Vec<DmaDescriptor>,
    cut: usize,
) -> Result<Vec<DmaDescriptor>, Diagnostic> {
    spread_groups(descs, cut)
        .ok_or_else(|| ctx.op_error(op, "a DMA group's base address leaves 0..2^64"))
}

/// [`spread`] without the diagnostic: `None` when a group's base address overflows.
pub fn spread_groups(mut descs: Vec<DmaDescriptor>, cut: usize) -> Option<Vec<DmaDescriptor>> {
    let mut k = cut + 1;
    while descs.len() < ENGINES && descs.iter().all(|d| d.indirect.is_none()) {
        let Some(len) = descs.first().map(|d| d.entries.len()) else {
            break;
        };
        if k >= len {
            break;
        }
        let size = descs.iter().map(|d| d.entries[k].size).max().unwrap_or(1);
        if size <= 1 {
            k += 1;
            continue;
        }
        // Groups per descriptor so that the total reaches ENGINES.
        let want = ENGINES.div_ceil(descs.len()) as u32;
        let per_group = size.div_ceil(want.min(size));
        let mut next = Vec::new();
        for d in &descs {
            let e = d.entries[k];
            let mut first = 0u32;
            while first < e.size {
                let shift = |b: u64, stride: i64| {
                    u64::try_from(i128::from(b) + i128::from(first) * i128::from(stride)).ok()
                };
                let mut g = d.clone();
                g.src_base = shift(d.src_base, e.src_stride)?;
                g.dst_base = shift(d.dst_base, e.dst_stride)?;
                g.entries[k].size = (e.size - first).min(per_group);
                next.push(g);
                first += per_group;
            }
        }
        descs = next;
        k += 1;
    }
    for (i, d) in descs.iter_mut().enumerate() {
        d.engine = (i % ENGINES) as u32;
    }
    Some(descs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_tcp::{DmaEntry, Space};

    /// Every (source, destination) byte address pair a descriptor moves, in order.
    fn pairs(d: &DmaDescriptor) -> Vec<(u64, u64)> {
        let mut out = vec![(d.src_base, d.dst_base)];
        for e in d.entries.iter().rev() {
            let mut next = Vec::new();
            for i in 0..i64::from(e.size) {
                for &(s, t) in &out {
                    next.push((
                        (s as i64 + i * e.src_stride) as u64,
                        (t as i64 + i * e.dst_stride) as u64,
                    ));
                }
            }
            out = next;
        }
        out
    }

    fn desc(entries: Vec<DmaEntry>, src_base: u64, dst_base: u64) -> DmaDescriptor {
        DmaDescriptor {
            engine: 0,
            src: Space::Hbm { chip: 0 },
            dst: Space::Dm { chip: 0 },
            src_base,
            dst_base,
            entries,
            stride0: 256,
            indirect: None,
        }
    }

    /// The gemm_ksplit A DMA: a 2-cluster broadcast outermost, cut into 2 groups by
    /// C10-5; spreading gives 8 groups on 8 engines moving the same pairs.
    #[test]
    fn a_two_group_cut_spreads_over_eight_engines() {
        let entries = |n: u32| {
            vec![
                DmaEntry::new(n, 0, 1 << 30),
                DmaEntry::new(16, 256, 16 << 22),
                DmaEntry::new(16, 131072, 1 << 22),
                DmaEntry::new(32, 4096, 256),
            ]
        };
        let whole = desc(entries(2), 0, 0);
        let cut = vec![desc(entries(1), 0, 0), desc(entries(1), 0, 1 << 30)];
        let out = spread_groups(cut, 0).unwrap();
        assert_eq!(out.len(), 8);
        let engines: Vec<u32> = out.iter().map(|d| d.engine).collect();
        assert_eq!(engines, (0..8).collect::<Vec<u32>>());
        assert!(out.iter().all(|d| d.entries[1].size == 4));
        let mut got: Vec<(u64, u64)> = out.iter().flat_map(pairs).collect();
        let mut want = pairs(&whole);
        got.sort_unstable();
        want.sort_unstable();
        assert_eq!(got, want);
    }

    /// Uneven sizes: 3 groups over a loop of 5 leave no pair out and none twice.
    #[test]
    fn uneven_loops_keep_every_pair_once() {
        let whole = desc(
            vec![DmaEntry::new(3, 1000, 7000), DmaEntry::new(5, 10, 20)],
            4,
            8,
        );
        let cut: Vec<DmaDescriptor> = (0..3u64)
            .map(|i| {
                let mut d = whole.clone();
                d.entries[0].size = 1;
                d.src_base += 1000 * i;
                d.dst_base += 7000 * i;
                d
            })
            .collect();
        let out = spread_groups(cut, 0).unwrap();
        assert!(out.len() >= 6 && out.len() <= 9, "{} groups", out.len());
        assert!(out.iter().all(|d| d.engine < 8));
        let mut got: Vec<(u64, u64)> = out.iter().flat_map(pairs).collect();
        let mut want = pairs(&whole);
        got.sort_unstable();
        want.sort_unstable();
        assert_eq!(got, want);
    }

    /// Already 8 groups: nothing changes.
    #[test]
    fn eight_groups_are_left_alone() {
        let d = desc(vec![DmaEntry::new(1, 0, 0), DmaEntry::new(64, 1, 1)], 0, 0);
        let out = spread_groups(vec![d; 8], 0).unwrap();
        assert_eq!(out.len(), 8);
        assert!(out.iter().all(|d| d.entries[1].size == 64));
    }
}
