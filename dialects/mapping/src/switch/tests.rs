//! Golden cases of the Switch Engine chapter (digest-B GT-SW-*, manual lines cited) and a
//! property test against an independent oracle: an integer router that applies each
//! topology's layout table (L3144–3159, L3223–3233, L3258–3262, L3290–3302) to every
//! (output slice, output time) position, checked by evaluating the mappings.

use super::*;
use crate::{parse, Axes};
use proptest::prelude::*;

/// The golden cases' axes plus fresh broadcast axes `X`, `Y`, `I` (size 256).
fn axes(decl: &str) -> Axes {
    decl.parse().unwrap()
}

fn m(s: &str, ax: &Axes) -> Mapping {
    parse(s, ax).unwrap_or_else(|e| panic!("{s}: {e}"))
}

struct Case {
    ax: Axes,
    held: BTreeSet<Axis>,
    si: Mapping,
    ti: Mapping,
    so: Mapping,
    to: Mapping,
}

impl Case {
    fn new(decl: &str, held: &[&str], si: &str, ti: &str, so: &str, to: &str) -> Case {
        let ax = axes(decl);
        Case {
            held: held.iter().map(|a| Axis::new(a)).collect(),
            si: m(si, &ax),
            ti: m(ti, &ax),
            so: m(so, &ax),
            to: m(to, &ax),
            ax,
        }
    }
    fn input(&self) -> SliceTime<'_> {
        SliceTime {
            slice: &self.si,
            time: &self.ti,
        }
    }
    fn output(&self) -> SliceTime<'_> {
        SliceTime {
            slice: &self.so,
            time: &self.to,
        }
    }
    fn select(&self) -> Result<Selection, NoTopology> {
        select(self.input(), self.output(), &self.held)
    }
    fn realizes(&self, c: &SwitchConfig) -> Result<(), String> {
        realizes(c, self.input(), self.output(), &self.held)
    }
}

/// Where output position `(o, t)` takes its packet from: `(source slice, input time)`,
/// from the topologies' layout tables by integer digit arithmetic (not the mapping
/// library). Custom: the `k`-th accepted source of `o`'s bitmap at input time `t / m`.
fn route(c: &SwitchConfig, o: u64, t: u64, time_in: u64) -> Option<(u64, u64)> {
    Some(match *c {
        SwitchConfig::Forward => (o, t),
        SwitchConfig::Broadcast01 {
            slice1,
            slice0,
            time0,
        } => {
            let (s1, s0, t0) = (u64::from(slice1), u64::from(slice0), u64::from(time0));
            // Time_out = [time1, slice1, time0, slice0]
            let j0 = t % s0;
            let ti0 = t / s0 % t0;
            let j1 = t / (s0 * t0) % s1;
            let t1 = t / (s0 * t0 * s1);
            (o / (s1 * s0) * s1 * s0 + j1 * s0 + j0, t1 * t0 + ti0)
        }
        SwitchConfig::Broadcast1 { slice1, slice0 } => {
            let (s1, s0) = (u64::from(slice1), u64::from(slice0));
            // Slice_out = [slice2, tile, slice0], Time_out = [time0, slice1]
            (o / (s1 * s0) * s1 * s0 + t % s1 * s0 + o % s0, t / s1)
        }
        SwitchConfig::Transpose { slice1, slice0 } => {
            let (s1, s0) = (u64::from(slice1), u64::from(slice0));
            // Slice_out = [slice2, slice0, slice1]: o = (o2, a, b) with a < s0, b < s1
            let (a, b) = (o / s1 % s0, o % s1);
            (o / (s1 * s0) * s1 * s0 + b * s0 + a, t)
        }
        SwitchConfig::InterTranspose {
            slice1,
            slice0,
            time0,
        } => {
            let (s1, s0, t0) = (u64::from(slice1), u64::from(slice0), u64::from(time0));
            // Slice_out = [slice2, time1, slice0], Time_out = [time2, time0, slice1]
            let (k, a) = (o / s0 % s1, o % s0);
            let j = t % s1;
            let ti0 = t / s1 % t0;
            let t2 = t / (s1 * t0);
            (
                o / (s1 * s0) * s1 * s0 + j * s0 + a,
                t2 * s1 * t0 + k * t0 + ti0,
            )
        }
        SwitchConfig::Custom(ref r) => {
            let b = &r.bitmaps[o as usize];
            let n = u64::from(b.count());
            if n == 0 {
                return None;
            }
            let src = b.iter().nth((t % n) as usize)?;
            let ti = t / n;
            debug_assert!(ti < time_in);
            (u64::from(src), ti)
        }
    })
}

/// Checks by enumeration that `c` moves every element where the output mappings say:
/// the output position `(o, t)` holds (on the held axes) what its source position holds.
fn oracle(c: &SwitchConfig, case: &Case) -> Result<(), String> {
    let held: Vec<&Axis> = case.held.iter().collect();
    let whole = |s: &Mapping, sp: u64, t: &Mapping, tp: u64| -> Option<Vec<u64>> {
        let (a, b) = (s.map(sp), t.map(tp));
        let (a, b) = (a.index()?, b.index()?);
        let mut i = a.clone();
        i.add(b);
        Some(held.iter().map(|x| i.get(x.as_str())).collect())
    };
    let ti = case.ti.size();
    // Every slice of the small cases; a spread of slices (all time steps each) of the large.
    let step = if case.to.size() > 64 { 5 } else { 1 };
    for o in (0..case.so.size())
        .step_by(step)
        .chain([case.so.size() - 1])
    {
        for t in 0..case.to.size() {
            let got = whole(&case.so, o, &case.to, t);
            let src = route(c, o, t, ti);
            let want = src.and_then(|(s, u)| whole(&case.si, s, &case.ti, u));
            if got != want {
                return Err(format!(
                    "{c}: output ({o}, {t}) holds {got:?}, its source {src:?} holds {want:?}"
                ));
            }
        }
    }
    Ok(())
}

/// GT-SW-03 (L3160–3209): Broadcast01 {slice1: 2, slice0: 2, time0: 4}.
#[test]
fn broadcast01_golden() {
    let c = Case::new(
        "A = 256, B = 64, C = 63, D = 8, X = 4",
        &["A", "B", "C", "D"],
        "m[A]",
        "m[B]",
        "m[A / 4, X]",
        "m[B / 4, A / 2 % 2, B % 4, A % 2]",
    );
    let cfg = SwitchConfig::Broadcast01 {
        slice1: 2,
        slice0: 2,
        time0: 4,
    };
    assert_eq!(c.realizes(&cfg), Ok(()));
    oracle(&cfg, &c).unwrap();
    assert_eq!(c.select().unwrap().config, cfg);
    // The expected output, printed as the diagnostics do.
    let e = expected(&cfg, c.input()).unwrap();
    assert_eq!(
        e.to_string(),
        "Slice m[A / 4, <broadcast 4>] and Time m[B / 4, A / 2 % 2, B % 4, A % 2]"
    );
    // time0 between slice1 and slice0 matters: time0 = 2 would need another Time.
    let other = SwitchConfig::Broadcast01 {
        slice1: 2,
        slice0: 2,
        time0: 2,
    };
    let e = c.realizes(&other).unwrap_err();
    assert!(e.contains("Time m[B / 2, A / 2 % 2, B % 2, A % 2]"), "{e}");
    // The output Slice must hold a fresh axis: `A % 4` (held) is not a broadcast.
    let held_instead = Case::new(
        "A = 256, B = 64, C = 63, D = 8, X = 4",
        &["A", "B", "C", "D"],
        "m[A]",
        "m[B]",
        "m[A]",
        "m[B / 4, A / 2 % 2, B % 4, A % 2]",
    );
    assert!(held_instead.realizes(&cfg).is_err());
}

/// GT-SW-06 (L3235–3254): Broadcast1 {slice1: 4, slice0: 8}.
#[test]
fn broadcast1_golden() {
    let c = Case::new(
        "A = 256, B = 64, C = 63, X = 4",
        &["A", "B", "C"],
        "m[A]",
        "m[B]",
        "m[A / 32, X, A % 8]",
        "m[B, A / 8 % 4]",
    );
    let cfg = SwitchConfig::Broadcast1 {
        slice1: 4,
        slice0: 8,
    };
    assert_eq!(c.realizes(&cfg), Ok(()));
    oracle(&cfg, &c).unwrap();
    assert_eq!(c.select().unwrap().config, cfg);
}

/// GT-SW-07 (L3264–3284): Transpose {slice1: 32, slice0: 2}.
#[test]
fn transpose_golden() {
    let c = Case::new(
        "A = 256, B = 64, C = 63",
        &["A", "B", "C"],
        "m[A]",
        "m[B]",
        "m[A / 64, A % 2, A / 2 % 32]",
        "m[B]",
    );
    let cfg = SwitchConfig::Transpose {
        slice1: 32,
        slice0: 2,
    };
    assert_eq!(c.realizes(&cfg), Ok(()));
    oracle(&cfg, &c).unwrap();
    let s = c.select().unwrap();
    assert_eq!(s.config, cfg);
    assert_eq!(
        s.why,
        "the smallest ring that realizes the change, 64 slices; forward cannot"
    );
}

/// GT-SW-08 (L3304–3331): InterTranspose {slice1: 2, slice0: 16, time0: 2}.
#[test]
fn inter_transpose_golden() {
    let c = Case::new(
        "A = 8, B = 32, C = 256",
        &["A", "B", "C"],
        "m[C]",
        "m[A]",
        "m[C / 32, A / 2 % 2, C % 16]",
        "m[A / 4, A % 2, C / 16 % 2]",
    );
    let cfg = SwitchConfig::InterTranspose {
        slice1: 2,
        slice0: 16,
        time0: 2,
    };
    assert_eq!(c.realizes(&cfg), Ok(()));
    oracle(&cfg, &c).unwrap();
    assert_eq!(c.select().unwrap().config, cfg);
    // A custom routing cannot: it would need time filtering.
    let e = custom_routing(c.input(), c.output(), &c.held).unwrap_err();
    assert!(e.contains("must be the input Time m[A] followed by"), "{e}");
}

/// GT-SW-15 (L384–399): the GEMV broadcast, Broadcast01 {256, 1, 1}; the equal-ring
/// Broadcast1 {256, 1} loses the tie (GT-SW-17).
#[test]
fn gemv_broadcast_golden() {
    let c = Case::new(
        "I = 256, J = 2048",
        &["J"],
        "m[1 # 256]",
        "m[1]",
        "m[I]",
        "m[1 # 256]",
    );
    let cfg = SwitchConfig::Broadcast01 {
        slice1: 256,
        slice0: 1,
        time0: 1,
    };
    assert_eq!(c.realizes(&cfg), Ok(()));
    assert_eq!(
        c.realizes(&SwitchConfig::Broadcast1 {
            slice1: 256,
            slice0: 1
        }),
        Ok(())
    );
    oracle(&cfg, &c).unwrap();
    assert_eq!(c.select().unwrap().config, cfg);
}

/// GT-SW-02 (L3120–3138): nothing moves, forwarding.
#[test]
fn forwarding_golden() {
    let c = Case::new(
        "A = 256, B = 64, C = 32",
        &["A", "B", "C"],
        "m[A]",
        "m[B]",
        "m[A]",
        "m[B]",
    );
    let s = c.select().unwrap();
    assert_eq!(s.config, SwitchConfig::Forward);
    assert_eq!(s.config.ring_size(), 1);
}

/// GT-SW-09 (L3342–3380): a digit permutation needs a custom routing over the whole ring.
#[test]
fn custom_permutation_golden() {
    let c = Case::new(
        "A = 16, B = 16, C = 8, D = 8, E = 8",
        &["A", "B", "C", "D", "E"],
        "m[A, B]",
        "m[C]",
        "m[B % 4, B / 4, A % 4, A / 4]",
        "m[C]",
    );
    let s = c.select().unwrap();
    let SwitchConfig::Custom(r) = &s.config else {
        panic!("{:?}", s.config)
    };
    assert_eq!(r.ring_size, 256);
    // o = 64·(B%4) + 16·(B/4) + 4·(A%4) + A/4 takes s = 16A + B (the digest's corrected rows).
    for (o, src) in [
        (0, 0),
        (1, 64),
        (2, 128),
        (3, 192),
        (4, 16),
        (5, 80),
        (16, 4),
        (64, 1),
        (255, 255),
    ] {
        assert_eq!(r.bitmaps[o].iter().collect::<Vec<_>>(), [src], "row {o}");
    }
    oracle(&s.config, &c).unwrap();
    assert!(s.why.contains("no regular topology"), "{}", s.why);
}

/// GT-SW-10 (L3381–3419): a broadcast of two separate digits, custom ring 32.
#[test]
fn custom_multi_axis_broadcast_golden() {
    let c = Case::new(
        "A = 16, B = 16, C = 8, D = 8, E = 8, X = 2, Y = 2",
        &["A", "B", "C", "D", "E"],
        "m[A, B]",
        "m[C]",
        "m[A / 2, X, B / 2, Y]",
        "m[C, A % 2, B % 2]",
    );
    let s = c.select().unwrap();
    let SwitchConfig::Custom(r) = &s.config else {
        panic!("{:?}", s.config)
    };
    assert_eq!(r.ring_size, 32);
    for (o, row) in [
        (0, [0, 1, 16, 17]),
        (1, [0, 1, 16, 17]),
        (2, [2, 3, 18, 19]),
        (255, [238, 239, 254, 255]),
    ] {
        assert_eq!(r.bitmaps[o].iter().collect::<Vec<_>>(), row, "row {o}");
    }
    oracle(&s.config, &c).unwrap();
    // A written custom routing with a smaller ring does not realize it (16 misses 0 ← 16).
    let small = SwitchConfig::Custom(CustomRouting {
        ring_size: 16,
        bitmaps: vec![],
    });
    let e = c.realizes(&small).unwrap_err();
    assert!(e.contains("rings of 32 slices"), "{e}");
}

/// GT-SW-11 (L3420–3458): partial extraction `B % 4 = 3`, custom ring 4.
#[test]
fn custom_partial_extraction_golden() {
    let c = Case::new(
        "A = 16, B = 16, C = 8, D = 8, E = 8, X = 4",
        &["A", "B", "C", "D", "E"],
        "m[A, B]",
        "m[C]",
        "m[A, B / 4, X]",
        "m[C, B % 4 = 3]",
    );
    let s = c.select().unwrap();
    let SwitchConfig::Custom(r) = &s.config else {
        panic!("{:?}", s.config)
    };
    assert_eq!(r.ring_size, 4);
    for (o, row) in [
        (0, [0, 1, 2]),
        (3, [0, 1, 2]),
        (4, [4, 5, 6]),
        (255, [252, 253, 254]),
    ] {
        assert_eq!(r.bitmaps[o].iter().collect::<Vec<_>>(), row, "row {o}");
    }
    oracle(&s.config, &c).unwrap();
    assert_eq!(visa_tcp::check::switch(&s.config, 8), Ok(4));
}

/// GT-SW-12 (L3459–3470, L3505–3510): moved axes reversed → error; the digest's corrected
/// valid form selects a custom routing.
#[test]
fn order_preservation_golden() {
    let bad = Case::new(
        "A = 16, B = 16, C = 8, X = 4",
        &["A", "B", "C"],
        "m[A, B]",
        "m[C]",
        "m[A, B / 4, X]",
        "m[C, B % 2, B / 2 % 2]",
    );
    let e = bad.select().unwrap_err();
    let custom = &e.0.iter().find(|(t, _)| *t == Switch::Custom).unwrap().1;
    assert!(custom.contains("L3459–3470"), "{e}");
    let good = Case::new(
        "A = 16, B = 16, C = 8, X = 4",
        &["A", "B", "C"],
        "m[A, B]",
        "m[C]",
        "m[A, B / 4, X]",
        "m[C, B / 2 % 2, B % 2]",
    );
    // This one is Broadcast1 {slice1: 4, slice0: 1} (ring 4), preferred to custom.
    let s = good.select().unwrap();
    assert_eq!(
        s.config,
        SwitchConfig::Broadcast01 {
            slice1: 4,
            slice0: 1,
            time0: 1
        }
    );
    oracle(&s.config, &good).unwrap();
}

/// GT-SW-13 (L3471–3482, L3511–3516): a Time axis between moved axes → error.
#[test]
fn innermost_time_golden() {
    let c = Case::new(
        "A = 16, B = 16, C = 8, X = 2, Y = 2",
        &["A", "B", "C"],
        "m[A, B]",
        "m[C]",
        "m[A / 2, X, B / 2, Y]",
        "m[A % 2, C, B % 2]",
    );
    let e = c.select().unwrap_err();
    let s = e.to_string();
    assert!(s.contains("L3471–3482"), "{s}");
    for t in [
        "forward",
        "transpose",
        "broadcast01",
        "broadcast1",
        "inter_transpose",
        "custom",
    ] {
        assert!(s.contains(&format!("{t}: ")), "{t} missing in {s}");
    }
}

/// GT-SW-16 (L3501–3502): a partial cluster is an error.
#[test]
fn full_cluster_golden() {
    let c = Case::new(
        "A = 64, B = 64",
        &["A", "B"],
        "m[A]",
        "m[B / 2]",
        "m[A]",
        "m[B / 2]",
    );
    let e = c.select().unwrap_err().to_string();
    assert!(
        e.contains("64 positions") && e.contains("L3501–3502"),
        "{e}"
    );
    let e = c.realizes(&SwitchConfig::Forward).unwrap_err();
    assert!(e.contains("whole cluster"), "{e}");
}

/// Splitting a padded block at an aligned factor.
#[test]
fn split_padded_block() {
    let ax = axes("A = 128, X = 2");
    let si = m("m[A # 256]", &ax);
    let ti = m("m[1]", &ax);
    let input = SliceTime {
        slice: &si,
        time: &ti,
    };
    let e = expected(
        &SwitchConfig::Transpose {
            slice1: 2,
            slice0: 2,
        },
        input,
    )
    .unwrap();
    assert_eq!(
        e.to_string(),
        "Slice m[A / 4 # 64, A % 2, A / 2 % 2] and Time m[1]"
    );
}

fn bit_name(b: usize) -> String {
    // Axes A (16), B (16), C (8): bits 0..4, 4..8, 8..11.
    let (ax, k) = match b {
        0..4 => ("A", b),
        4..8 => ("B", b - 4),
        _ => ("C", b - 8),
    };
    format!("{ax} / {} % 2", 1u64 << k)
}

fn config(topology: u8, e0: u32, e1: u32, et: u32, time_bits: u32) -> SwitchConfig {
    let s0 = 1u32 << (e0 % 9);
    let s1 = 1u32 << (e1 % (9 - e0 % 9));
    let t0 = 1u32 << (et % (time_bits + 1));
    match topology % 5 {
        0 => SwitchConfig::Broadcast01 {
            slice1: s1,
            slice0: s0,
            time0: t0,
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
            let s1 = 1u32 << (e1 % (9 - e0 % 9)).min(time_bits);
            let t0 = 1u32 << (et % (time_bits - s1.ilog2() + 1));
            SwitchConfig::InterTranspose {
                slice1: s1,
                slice0: s0,
                time0: t0,
            }
        }
        _ => SwitchConfig::Forward,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    /// For a random input (Slice: 8 of the 11 bits of A, B, C in random order; Time: the
    /// other 3) and a random configuration: the rewrite's output is realized by the
    /// configuration, the integer router moves every element where that output says, and
    /// the selection picks a configuration (no larger ring) whose routing does too.
    #[test]
    fn rewrite_and_selection_match_the_router(
        bits in Just((0..11usize).collect::<Vec<_>>()).prop_shuffle(),
        topology in 0u8..5, e0 in 0u32..9, e1 in 0u32..9, et in 0u32..4,
    ) {
        let ax = axes("A = 16, B = 16, C = 8, X = 256");
        let held: BTreeSet<Axis> = ["A", "B", "C"].iter().map(|a| Axis::new(a)).collect();
        let text = |bs: &[usize]| format!("m[{}]", bs.iter().map(|&b| bit_name(b)).collect::<Vec<_>>().join(", "));
        let si = m(&text(&bits[..8]), &ax);
        let ti = m(&text(&bits[8..]), &ax);
        let cfg = config(topology, e0, e1, et, 3);
        prop_assert_eq!(visa_tcp::check::switch(&cfg, 8).map(|_| ()), Ok(()));
        let e = expected(&cfg, SliceTime { slice: &si, time: &ti }).unwrap();
        let x = Mapping::symbol("X", 256).unwrap();
        let (so, to) = e.to_mappings(|n| x.clone().modulo(n).unwrap());
        let case = Case { ax, held, si, ti, so, to };
        prop_assert_eq!(case.realizes(&cfg), Ok(()), "{} on {} / {}", cfg, case.si, case.ti);
        oracle(&cfg, &case).map_err(TestCaseError::fail)?;
        let s = case.select().map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert!(s.config.ring_size() <= cfg.ring_size(), "{} chose {}", cfg, s.config);
        oracle(&s.config, &case).map_err(TestCaseError::fail)?;
        let _ = &case.ax;
    }
}
