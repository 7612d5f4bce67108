//! The DMA cost model sums its side cycles run by run (an innermost loop at a time); this
//! property test checks it against the formula of docs/cycle-model.md §2 applied packet by
//! packet (every packet's address from the whole loop index, plain loops here), and the
//! HBM channel hash against the manual's bit-by-bit definition (L2961–2977, decision S16).

use proptest::prelude::*;
use visa_sim::{dma, DmaDescriptor, DmaEntry, SimConfig, Space};

const HBM: Space = Space::Hbm { chip: 0 };
const DM: Space = Space::Dm { chip: 0 };

/// Every packet's (source, destination) address, in hardware order.
fn packets(d: &DmaDescriptor) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    let total: u64 = d.entries.iter().map(|e| u64::from(e.size)).product();
    for flat in 0..total {
        let (mut rest, mut s, mut t) = (flat, d.src_base as i64, d.dst_base as i64);
        for e in d.entries.iter().rev() {
            let i = (rest % u64::from(e.size)) as i64;
            rest /= u64::from(e.size);
            s += i * e.src_stride;
            t += i * e.dst_stride;
        }
        out.push((s as u64, t as u64));
    }
    out
}

/// One side's cycles, packet by packet (docs/cycle-model.md §2, "Side cycles").
fn side(d: &DmaDescriptor, read: bool) -> u64 {
    let (space, s0) = (if read { d.src } else { d.dst }, u64::from(d.stride0));
    let addrs: Vec<u64> = packets(d)
        .into_iter()
        .map(|(s, t)| if read { s } else { t })
        .collect();
    let requests = addrs.len() as u64 * s0.div_ceil(256);
    match space {
        Space::Hbm { .. } => addrs
            .iter()
            .map(|&a| {
                (a / 256..=(a + s0 - 1) / 256)
                    .map(|b| {
                        let full = b * 256 >= a && (b + 1) * 256 <= a + s0;
                        if !read && !full {
                            50
                        } else {
                            1
                        }
                    })
                    .sum::<u64>()
            })
            .sum(),
        Space::Dm { .. } => {
            let mut per_dmn = std::collections::HashMap::new();
            for &a in &addrs {
                *per_dmn.entry(a / (32 * (4 << 20))).or_insert(0u64) += s0;
            }
            let dmn = per_dmn.values().map(|b| b.div_ceil(128)).max().unwrap_or(0);
            requests.max(dmn)
        }
        _ => requests.max((addrs.len() as u64 * s0).div_ceil(30)),
    }
}

fn descriptor() -> impl Strategy<Value = DmaDescriptor> {
    let space = prop_oneof![Just(HBM), Just(DM), Just(Space::Host)];
    let stride = prop_oneof![
        Just(0i64),
        Just(128),
        Just(256),
        Just(512),
        Just(4 << 20),
        Just(32 * (4 << 20)),
        (-4i64..=32).prop_map(|k| 32 * k),
        -64i64..=1024,
    ];
    (
        space.clone(),
        space,
        prop::collection::vec((1u32..=6, stride.clone(), stride), 0..=3),
        prop_oneof![Just(8u32), Just(32), Just(256), Just(300), Just(4096)],
        (0u64..128).prop_map(|k| 32 * k),
        0u64..4096,
    )
        .prop_map(|(src, dst, entries, stride0, sb, db)| DmaDescriptor {
            engine: 0,
            src,
            dst,
            // Far from zero, so negative strides stay inside the space.
            src_base: (1 << 30) + sb,
            dst_base: (1 << 30) + db,
            entries: entries
                .into_iter()
                .map(|(n, s, t)| DmaEntry::new(n, s, t))
                .collect(),
            stride0,
            indirect: None,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn descriptor_cycles_equal_the_packet_by_packet_formula(d in descriptor()) {
        let cfg = SimConfig::default();
        let (rd, wr) = (side(&d, true), side(&d, false));
        let mut data = if d.src == d.dst { rd + wr } else { rd.max(wr) };
        if d.src.chip() != d.dst.chip() {
            data = data.max((packets(&d).len() as u64 * u64::from(d.stride0)).div_ceil(30));
        }
        prop_assert_eq!(dma::descriptor_cycles(&d, &cfg), 500 + data);
    }

    #[test]
    fn hbm_channel_is_the_manuals_xor_of_bits(addr in any::<u64>()) {
        let bit = |i: u32| ((addr >> i) & 1) as u32;
        let mut want = bit(8);
        for c in 0..4 {
            want |= (bit(9 + c) ^ bit(13 + c) ^ bit(21 + c) ^ bit(25 + c)) << (c + 1);
        }
        prop_assert_eq!(dma::hbm_channel(addr), want);
    }
}
