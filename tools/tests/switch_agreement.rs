//! The two implementations of the Switch Engine agree: for random inputs and topologies, the
//! mapping library's rewrite gives the output types, its selection chooses a configuration,
//! and the simulator's router (`visa_sim::switch`, written from the manual's layouts) moves
//! every packet where those types say — checked by enumerating the mappings' images.

use visa::mapping::switch::{custom_routing, expected, held_axes, select, SliceTime};
use visa::mapping::{parse, Axes, Mapping};
use visa::sim::switch::{output_time, source};
use visa::tcp::SwitchConfig;

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Bit `b` of the axes A (16), B (16), C (8) as a digit.
fn bit(b: usize) -> String {
    let (ax, k) = match b {
        0..4 => ("A", b),
        4..8 => ("B", b - 4),
        _ => ("C", b - 8),
    };
    format!("{ax} / {} % 2", 1u64 << k)
}

/// Checks that output position `(o, t)` holds, on the axes the input holds, what the
/// router's source position holds.
fn agree(cfg: &SwitchConfig, si: &Mapping, ti: &Mapping, so: &Mapping, to: &Mapping) {
    let held: Vec<String> = ["A", "B", "C"].iter().map(|s| s.to_string()).collect();
    let at = |s: &Mapping, sp: u64, t: &Mapping, tp: u64| -> Option<Vec<u64>> {
        let (a, b) = (s.map(sp), t.map(tp));
        let mut i = a.index()?.clone();
        i.add(b.index()?);
        Some(held.iter().map(|x| i.get(x)).collect())
    };
    let time = ti.size();
    // A spread of output slices (every ring position class appears), every output step.
    for o in (0..256u32).step_by(11).chain([255]) {
        assert_eq!(
            output_time(cfg, o, time),
            to.size(),
            "{cfg}: output Time of slice {o}"
        );
        for t in 0..to.size() {
            let (s, u) = source(cfg, o, t, time)
                .unwrap_or_else(|| panic!("{cfg}: ({o}, {t}) has no source"));
            assert_eq!(
                at(so, u64::from(o), to, t),
                at(si, u64::from(s), ti, u),
                "{cfg}: output ({o}, {t}) vs source ({s}, {u}); in {si} / {ti}, out {so} / {to}"
            );
        }
    }
}

#[test]
fn mapping_rewrite_selection_and_simulator_router_agree() {
    let ax: Axes = "A = 16, B = 16, C = 8, X = 256".parse().unwrap();
    let x = Mapping::symbol("X", 256).unwrap();
    let mut rng = Rng(2026);
    let mut custom = 0;
    for case in 0..30 {
        // Slice: 8 of the 11 bits in random order; Time: the other 3.
        let mut bits: Vec<usize> = (0..11).collect();
        for i in (1..bits.len()).rev() {
            bits.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let text = |bs: &[usize]| {
            format!(
                "m[{}]",
                bs.iter().map(|&b| bit(b)).collect::<Vec<_>>().join(", ")
            )
        };
        let si = parse(&text(&bits[..8]), &ax).unwrap();
        let ti = parse(&text(&bits[8..]), &ax).unwrap();
        let s0 = 1u32 << rng.below(9);
        let s1 = 1u32 << rng.below(u64::from(9 - s0.ilog2()));
        let cfg = match case % 5 {
            0 => SwitchConfig::Broadcast01 {
                slice1: s1,
                slice0: s0,
                time0: 1 << rng.below(4),
            },
            1 => SwitchConfig::Broadcast1 {
                slice1: s1,
                slice0: s0,
            },
            2 => SwitchConfig::Transpose {
                slice1: s1,
                slice0: s0,
            },
            3 => {
                let s1 = s1.min(8);
                let t0 = 1u32 << rng.below(u64::from(4 - s1.ilog2()));
                SwitchConfig::InterTranspose {
                    slice1: s1,
                    slice0: s0,
                    time0: t0,
                }
            }
            _ => SwitchConfig::Forward,
        };
        let input = SliceTime {
            slice: &si,
            time: &ti,
        };
        let (so, to) = expected(&cfg, input)
            .unwrap()
            .to_mappings(|n| x.clone().modulo(n).unwrap());
        agree(&cfg, &si, &ti, &so, &to);
        let held = held_axes([&si, &ti]);
        let output = SliceTime {
            slice: &so,
            time: &to,
        };
        let chosen = select(input, output, &held).unwrap().config;
        assert!(chosen.ring_size() <= cfg.ring_size(), "{cfg} -> {chosen}");
        agree(&chosen, &si, &ti, &so, &to);
        // The custom routing of the same change, where one exists, routes it too.
        if let Ok(r) = custom_routing(input, output, &held) {
            custom += 1;
            agree(&SwitchConfig::Custom(r), &si, &ti, &so, &to);
        }
    }
    assert!(custom > 0, "no case exercised a custom routing");
}
