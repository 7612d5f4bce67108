//! Property tests of `merge-sequencers` (`visa_lowering::merge_sequencers`): merged fetch,
//! commit and DMA sequencers, and fused DMA commands, visit the same addresses in the same
//! order. The oracle enumerates every address on small sizes, here in the test only.

use proptest::prelude::*;
use visa_lowering::merge_sequencers::{fuse_dma, merge_dma, merge_seq, DmaNest};
use visa_tcp::SeqConfig;

/// Every hardware access of a fetch/commit sequencer, as (element offset, elements,
/// broadcast), by the manual's rule (L1634–1638): an innermost entry of stride 0 or 1 whose
/// size the packet divides is read a packet at a time; otherwise one element per access.
fn accesses(s: &SeqConfig) -> Vec<(i64, u32, bool)> {
    let n = s.entries.len();
    let mut out = Vec::new();
    let mut idx = vec![0u32; n];
    let p = s.packet_size;
    let inner = s.entries[n - 1];
    let packeted = (inner.stride == 0 || inner.stride == 1) && inner.size.is_multiple_of(p);
    loop {
        let off: i64 = (0..n)
            .map(|k| i64::from(idx[k]) * s.entries[k].stride)
            .sum();
        if !packeted || idx[n - 1].is_multiple_of(p) {
            let len = if packeted { p } else { 1 };
            out.push((off, len, packeted && inner.stride == 0 && p > 1));
        }
        let mut k = n;
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            idx[k] += 1;
            if idx[k] < s.entries[k].size {
                break;
            }
            idx[k] = 0;
        }
    }
}

/// Every element a DMA nest moves, as (source byte, destination byte), in order.
fn pairs(n: &DmaNest, eb: u64) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let k = n.entries.len();
    let mut idx = vec![0u64; k];
    loop {
        let s: i64 = (0..k).map(|i| idx[i] as i64 * n.entries[i].1).sum();
        let d: i64 = (0..k).map(|i| idx[i] as i64 * n.entries[i].2).sum();
        for j in 0..n.packet as i64 {
            out.push((
                (n.src_base as i64 + (s + j) * eb as i64) as u64,
                (n.dst_base as i64 + (d + j) * eb as i64) as u64,
            ));
        }
        let mut i = k;
        loop {
            if i == 0 {
                return out;
            }
            i -= 1;
            idx[i] += 1;
            if idx[i] < n.entries[i].0 {
                break;
            }
            idx[i] = 0;
        }
    }
}

/// A nest built from the inside out: each entry's stride is either the range of the entry
/// inside it (so the two merge) or another small stride.
fn seq_strategy() -> impl Strategy<Value = SeqConfig> {
    (
        prop::collection::vec((1u32..5, any::<bool>(), -3i64..9), 1..6),
        prop::sample::select(vec![1u32, 2, 4]),
        prop::sample::select(vec![0i64, 1, 2]),
    )
        .prop_map(|(levels, packet, inner_stride)| {
            let mut entries: Vec<(u32, i64)> = Vec::new();
            // Innermost: a multiple of the packet when contiguous.
            let (s0, _, _) = levels[0];
            let inner_size = if inner_stride <= 1 { s0 * packet } else { s0 };
            entries.push((inner_size, inner_stride));
            for &(size, chained, stride) in &levels[1..] {
                let (n, s) = entries[0];
                let st = if chained { i64::from(n) * s } else { stride };
                entries.insert(0, (size, st));
            }
            let packet = if inner_stride <= 1 { packet } else { 1 };
            SeqConfig::new(&entries, packet)
        })
}

fn dma_strategy() -> impl Strategy<Value = (DmaNest, u64)> {
    (
        prop::collection::vec(
            (1u64..5, any::<bool>(), any::<bool>(), 0i64..40, 0i64..40),
            0..5,
        ),
        1u64..5,
        prop::sample::select(vec![1u64, 2, 4]),
    )
        .prop_map(|(levels, packet, eb)| {
            let mut entries: Vec<(u64, i64, i64)> = Vec::new();
            let (mut rs, mut rd) = (packet as i64, packet as i64);
            for &(size, cs, cd, s, d) in &levels {
                let st = if cs { rs } else { s };
                let dt = if cd { rd } else { d };
                entries.insert(0, (size, st, dt));
                rs = size as i64 * st;
                rd = size as i64 * dt;
            }
            (
                DmaNest {
                    entries,
                    packet,
                    src_base: 4096,
                    dst_base: 1 << 20,
                },
                eb,
            )
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn merged_sequencers_visit_the_same_accesses(s in seq_strategy()) {
        let m = merge_seq(&s);
        prop_assert!(m.entries.len() <= s.entries.len());
        prop_assert_eq!(m.packet_size, s.packet_size);
        prop_assert_eq!(accesses(&m), accesses(&s), "{} -> {}", s, m);
    }

    #[test]
    fn merged_dma_nests_move_the_same_bytes_in_order((n, eb) in dma_strategy()) {
        let m = merge_dma(&n, eb);
        prop_assert!(m.entries.len() <= n.entries.len());
        prop_assert!(m.packet * eb <= 4096);
        prop_assert_eq!(pairs(&m, eb), pairs(&n, eb), "{:?} -> {:?}", n, m);
    }

    #[test]
    fn fused_dma_commands_move_both_in_order(
        (n, eb) in dma_strategy(),
        gap in prop::sample::select(vec![0i64, 0, 8, 1000]),
        same in any::<bool>(),
        third in any::<bool>(),
    ) {
        let n = merge_dma(&n, eb);
        // The next command starts one outermost range (or packet) further, plus a gap.
        let (rs, rd) = match n.entries.first() {
            Some(&(k, s, d)) => (k as i64 * s, k as i64 * d),
            None => (n.packet as i64, n.packet as i64),
        };
        let at = |base: u64, step: i64| (base as i64 + (step + gap) * eb as i64) as u64;
        let b = DmaNest { src_base: at(n.src_base, rs), dst_base: at(n.dst_base, rd), ..n.clone() };
        let c = DmaNest { src_base: at(b.src_base, rs), dst_base: at(b.dst_base, rd), ..n.clone() };
        match fuse_dma(&n, &b, eb, same) {
            Some(f) => {
                prop_assert_eq!(gap, 0, "only continuing ranges fuse");
                prop_assert!(f.entries.len() <= n.entries.len().max(1));
                let mut want = pairs(&n, eb);
                want.extend(pairs(&b, eb));
                prop_assert_eq!(pairs(&f, eb), want.clone());
                if third {
                    if let Some(g) = fuse_dma(&f, &c, eb, same) {
                        want.extend(pairs(&c, eb));
                        prop_assert_eq!(pairs(&g, eb), want);
                    }
                }
            }
            None => {
                // A continuing range over a packet-only nest, or one whose outermost
                // entry is a plain ascending range beyond the inner ones, always fuses.
                let simple = n.entries.is_empty()
                    || (n.entries.len() == 1 && n.entries[0].1 >= n.packet as i64
                        && n.entries[0].2 >= n.packet as i64);
                prop_assert!(gap != 0 || !simple, "{:?} did not fuse", n);
            }
        }
    }
}

/// Worked by hand: in `[2 : 8, 4 : 2, 2 : 1] : 2` the middle stride 2 is the inner range
/// 2·1, so the two inner entries are `8 : 1`; the outer stride 8 is that range 8·1, so the
/// whole nest is one entry `16 : 1` (elements 0..16 in order).
#[test]
fn merges_worked_by_hand() {
    let s = SeqConfig::new(&[(2, 8), (4, 2), (2, 1)], 2);
    assert_eq!(merge_seq(&s).to_string(), "[16 : 1] : 2");
    // A stride that skips keeps the entry: `[2 : 9, 8 : 1]` stays.
    let s = SeqConfig::new(&[(1, 5), (2, 9), (8, 1)], 8);
    assert_eq!(merge_seq(&s).to_string(), "[2 : 9, 8 : 1] : 8");
    // A broadcast stays a broadcast: `[2 : 0, 4 : 0] : 4` becomes `[8 : 0] : 4`.
    let s = SeqConfig::new(&[(2, 0), (4, 0)], 4);
    assert_eq!(merge_seq(&s).to_string(), "[8 : 0] : 4");
    // DMA: 64 rows of 8 contiguous i32 on both sides become 2 packets of 1024 elements
    // (4096 bytes, L2414).
    let n = DmaNest {
        entries: vec![(64, 32, 32), (4, 8, 8)],
        packet: 8,
        src_base: 0,
        dst_base: 0,
    };
    let m = merge_dma(&n, 4);
    assert_eq!((m.entries, m.packet), (vec![(2, 1024, 1024)], 1024));
    // Two commands over adjacent halves fuse and merge into one range.
    let a = DmaNest {
        entries: vec![(4, 8, 8)],
        packet: 8,
        src_base: 0,
        dst_base: 1 << 20,
    };
    let a = merge_dma(&a, 4);
    let b = DmaNest {
        src_base: 128,
        dst_base: (1 << 20) + 128,
        ..a.clone()
    };
    let f = fuse_dma(&a, &b, 4, false).expect("fuses");
    assert_eq!((f.entries, f.packet), (vec![], 64));
    // Overlapping writes never fuse.
    let c = DmaNest {
        src_base: 4096,
        ..a.clone()
    };
    assert_eq!(fuse_dma(&a, &c, 4, false), None);
}
