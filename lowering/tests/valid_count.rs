//! digest-D's golden cases of the Valid Count Generator's interface (manual L5574–6165,
//! G01–G17): which placements of a padded reduce axis the support checker
//! (`visa_stream::valid_count::derive`) accepts, the configuration it derives, and, for
//! every accepted case, `vc(s, t)` of that configuration under the simulator's hardware
//! model (`visa_sim::valid_count::vc`) against an independent oracle: enumeration of the
//! mappings (`Mapping::map`), counting the lanes of flit (s, t) that hold an element.

use visa_mapping::{parse::parse, Axes, Image, Mapping};
use visa_sim::valid_count::vc;
use visa_stream::valid_count::{derive, VcMode, Vcg};
use visa_tcp::{VcDim, VcGate};

struct Case {
    n: u64,
    slice: Mapping,
    time: Mapping,
    packet: Mapping,
}

fn case(axes: &[(&str, u64)], slice: &str, time: &str, packet: &str) -> Case {
    let mut a = Axes::new();
    for &(n, s) in axes {
        a.declare(n, s).unwrap();
    }
    let p = |m: &str| parse(m, &a).unwrap_or_else(|e| panic!("{m}: {e}"));
    Case {
        n: axes.iter().find(|a| a.0 == "R").unwrap().1,
        slice: p(slice),
        time: p(time),
        packet: p(packet),
    }
}

/// Whether buffer position `i` of `m` holds an element of the tensor: an index whose R
/// coordinate is below |R| = `n` (factors of one axis add their coordinates, so the
/// padding of `R # p` shows in the sum, not in one factor).
fn held(m: &Mapping, i: u64, n: u64) -> bool {
    matches!(m.map(i), Image::Index(x) if x.get("R") < n)
}

/// Derives the configuration and checks it against enumeration over every slice of the
/// Slice mapping and every flit of the Time mapping.
fn accept(c: &Case) -> Option<Vcg> {
    let v = derive(&c.slice, &c.time, &c.packet, "R").unwrap_or_else(|e| panic!("{e}"));
    let v = v?;
    assert!(v.config.check().is_ok());
    assert_eq!(
        v.config.flits(),
        c.time.size(),
        "the counters count the Time mapping"
    );
    let whole = Mapping::list([c.slice.clone(), c.time.clone(), c.packet.clone()]).unwrap();
    let (nt, np) = (c.time.size(), c.packet.size());
    for s in 0..c.slice.size() {
        for t in 0..nt {
            let lanes: Vec<bool> = (0..np)
                .map(|p| held(&whole, (s * nt + t) * np + p, c.n))
                .collect();
            let n = lanes.iter().filter(|&&x| x).count();
            let want = match v.mode {
                VcMode::Time => {
                    if n > 0 {
                        8
                    } else {
                        0
                    }
                }
                VcMode::Packet => {
                    assert!(lanes[..n].iter().all(|&x| x), "prefix");
                    n as u32
                }
            };
            assert_eq!(vc(&v.config, s as u32, t), want, "slice {s}, flit {t}");
        }
    }
    Some(v)
}

fn reject(c: &Case) -> String {
    derive(&c.slice, &c.time, &c.packet, "R").expect_err("must be rejected")
}

fn counts(v: &Vcg, s: u32, flits: u64) -> Vec<u32> {
    (0..flits).map(|t| vc(&v.config, s, t)).collect()
}

/// G01 (L5586–5597): the quick-reference table, row by row.
#[test]
fn g01_quick_reference() {
    let a = accept(&case(
        &[("R", 17), ("X", 32)],
        "m[X, R # 24 / 3]",
        "m[R # 24 % 3]",
        "m[1 # 8]",
    ));
    assert_eq!(a.unwrap().mode, VcMode::Time);
    let b = accept(&case(
        &[("R", 12), ("X", 256)],
        "m[X]",
        "m[R # 16]",
        "m[1 # 8]",
    ));
    assert_eq!(b.unwrap().mode, VcMode::Time);
    accept(&case(
        &[("R", 5), ("X", 64)],
        "m[X, R # 8 % 4]",
        "m[R # 8 / 4]",
        "m[1 # 8]",
    ))
    .unwrap();
    let d = reject(&case(
        &[("R", 14), ("X", 64)],
        "m[X, R # 20 % 4]",
        "m[R # 20 / 4]",
        "m[1 # 8]",
    ));
    assert!(
        d.contains("transposed placement needs ⌈14 / 4⌉ = 4 steps"),
        "{d}"
    );
    let e = reject(&case(
        &[("R", 13), ("X", 32)],
        "m[X, R # 16 / 2 % 4, R # 16 / 8]",
        "m[R # 16 % 2]",
        "m[1 # 8]",
    ));
    assert!(e.contains("increasing strides from inner to outer"), "{e}");
    let f = accept(&case(
        &[("R", 3), ("A", 8), ("X", 64)],
        "m[X, A / 2]",
        "m[1]",
        "m[R # 8]",
    ))
    .unwrap();
    assert_eq!(f.mode, VcMode::Packet);
    let g = accept(&case(
        &[("R", 19)],
        "m[1]",
        "m[R # 24 / 8]",
        "m[R # 24 % 8]",
    ))
    .unwrap();
    assert_eq!(g.mode, VcMode::Packet);
    let h = reject(&case(
        &[("R", 19)],
        "m[1]",
        "m[R # 24 % 8]",
        "m[R # 24 / 8 # 8]",
    ));
    assert!(h.contains("innermost part"), "{h}");
    let i = reject(&case(
        &[("R", 19), ("A", 2)],
        "m[1]",
        "m[R # 24 / 4]",
        "m[R # 24 % 4, A]",
    ));
    assert!(i.contains("the packet's only content"), "{i}");
    let j = reject(&case(
        &[("R", 2045)],
        "m[R # 2048 / 8]",
        "m[1]",
        "m[R # 2048 % 8]",
    ));
    assert!(
        j.contains("a Slice + Packet placement is not supported"),
        "{j}"
    );
}

/// G02/G04 (L5620–5639, L5695–5728): R = 13 with Slice parts at bit 7 (R # 16 / 8) and
/// bits 1:0 (R # 16 / 2 % 4), Time R # 16 % 2: mask 0b1000_0011, match 130, V 1,
/// standard, one counter (L 2, σ 1). R-slices 0–5 valid, 6 boundary (1 of 2), 7 invalid.
#[test]
fn g02_g04_multi_part_slice() {
    let v = accept(&case(
        &[("R", 13), ("X", 32)],
        "m[R # 16 / 8, X, R # 16 / 2 % 4]",
        "m[R # 16 % 2]",
        "m[1 # 8]",
    ))
    .unwrap();
    let g = v.config.gates[0];
    assert_eq!(
        g,
        VcGate {
            mask: 0b1000_0011,
            threshold: 130,
            valid: 1,
            transposed: false
        }
    );
    assert_eq!(v.config.counters()[0].limit, 2);
    assert_eq!(v.config.counters()[0].stride, 1);
    // R-slice k = 4·hi + lo sits at slice 128·hi + lo (X = 0).
    let slice = |k: u32| (k / 4) * 128 + k % 4;
    for k in 0..6 {
        assert_eq!(counts(&v, slice(k), 2), [8, 8]);
    }
    assert_eq!(counts(&v, slice(6), 2), [8, 0]);
    assert_eq!(counts(&v, slice(7), 2), [0, 0]);
}

/// G03 (L5649–5688): R = 17 as Slice R # 24 / 3 × Time R # 24 % 3; boundary R-slice 5
/// with 2 valid steps, R-slices 6, 7 invalid. Config: counter L 3 σ 1 on gate 0; mask
/// 0b111, match 5, V 2, standard.
#[test]
fn g03_slice_time_standard() {
    let v = accept(&case(
        &[("A", 4), ("R", 17), ("X", 32)],
        "m[X, R # 24 / 3]",
        "m[R # 24 % 3]",
        "m[A # 8]",
    ))
    .unwrap();
    assert_eq!(
        v.config.gates[0],
        VcGate {
            mask: 0b111,
            threshold: 5,
            valid: 2,
            transposed: false
        }
    );
    let c = v.config.counters()[0];
    assert_eq!((c.limit, c.dim, c.stride), (3, VcDim::Gate(0), 1));
    let table: Vec<Vec<u32>> = (0..8).map(|rs| counts(&v, rs, 3)).collect();
    for row in &table[..5] {
        assert_eq!(row, &[8, 8, 8]);
    }
    assert_eq!(table[5], [8, 8, 0]);
    assert_eq!(table[6], [0, 0, 0]);
    assert_eq!(table[7], [0, 0, 0]);
    // The pattern repeats for every X group.
    assert_eq!(counts(&v, 31 * 8 + 5, 3), [8, 8, 0]);
}

/// G05 (L5746–5776): transposed R = 5, Slice R # 8 % 4 (inner), Time R # 8 / 4: mask 0b11,
/// match 1, V 1, transposed; R-slice 0 has 2 valid steps, R-slices 1–3 one.
#[test]
fn g05_transposed() {
    let v = accept(&case(
        &[("R", 5), ("X", 64)],
        "m[X, R # 8 % 4]",
        "m[R # 8 / 4]",
        "m[1 # 8]",
    ))
    .unwrap();
    assert_eq!(
        v.config.gates[0],
        VcGate {
            mask: 0b11,
            threshold: 1,
            valid: 1,
            transposed: true
        }
    );
    let steps: Vec<usize> = (0..4)
        .map(|s| counts(&v, s, 2).iter().filter(|&&x| x == 8).count())
        .collect();
    assert_eq!(steps, [2, 1, 1, 1]);
}

/// G06 (L5784–5808): R = 14 padded to 20 is refused (5 steps ≠ ⌈14/4⌉); padded to 16 it is
/// accepted: match 2, V 3; R-slices 0, 1 have 4 valid steps, 2, 3 have 3.
#[test]
fn g06_transposed_pad() {
    reject(&case(
        &[("R", 14), ("X", 64)],
        "m[X, R # 20 % 4]",
        "m[R # 20 / 4]",
        "m[1 # 8]",
    ));
    let v = accept(&case(
        &[("R", 14), ("X", 64)],
        "m[X, R # 16 % 4]",
        "m[R # 16 / 4]",
        "m[1 # 8]",
    ))
    .unwrap();
    assert_eq!(
        (v.config.gates[0].threshold, v.config.gates[0].valid),
        (2, 3)
    );
    let steps: Vec<usize> = (0..4)
        .map(|s| counts(&v, s, 4).iter().filter(|&&x| x == 8).count())
        .collect();
    assert_eq!(steps, [4, 4, 3, 3]);
}

/// G07 (L5816–5835): Time only, R = 12 padded to 16: steps 0–11 valid on every slice;
/// gate mask 0, match 0, V 12, one counter L 16 σ 1.
#[test]
fn g07_time_only() {
    let v = accept(&case(
        &[("A", 8), ("R", 12), ("X", 64)],
        "m[X, A / 2]",
        "m[R # 16]",
        "m[A % 2 # 8]",
    ))
    .unwrap();
    assert_eq!(v.config.gates[0], VcGate::time_only(12));
    let c = v.config.counters()[0];
    assert_eq!((c.limit, c.stride), (16, 1));
    for s in [0, 100, 255] {
        let want: Vec<u32> = (0..16).map(|t| if t < 12 { 8 } else { 0 }).collect();
        assert_eq!(counts(&v, s, 16), want);
    }
}

/// G08 (L5843–5869) and G09 (L5876–5901): reversed Slice strides and a Time–Slice–Time
/// interleave are refused; the manual's fixes are accepted.
#[test]
fn g08_g09_orderings() {
    let axes = [("R", 13), ("X", 32)];
    reject(&case(
        &axes,
        "m[X, R # 16 / 2 % 4, R # 16 / 8]",
        "m[R # 16 % 2]",
        "m[1 # 8]",
    ));
    accept(&case(
        &axes,
        "m[X, R # 16 / 8, R # 16 / 2 % 4]",
        "m[R # 16 % 2]",
        "m[1 # 8]",
    ))
    .unwrap();
    let axes = [("R", 13), ("X", 64)];
    let e = reject(&case(
        &axes,
        "m[X, R # 16 / 2 % 4]",
        "m[R # 16 / 8, R # 16 % 2]",
        "m[1 # 8]",
    ));
    assert!(e.contains("alternates between Slice and Time"), "{e}");
    accept(&case(
        &axes,
        "m[X, R # 16 / 4]",
        "m[R # 16 % 4]",
        "m[1 # 8]",
    ))
    .unwrap();
}

/// G10 (L5910–5938), with the packet part the text describes (Packet = R # 48 % 8; the
/// printed mapping omits it, digest-D §5.3): R = 45 over Time parts in free order with X
/// between; vc by t = 8,8,8, 8,8,8, 8,8,5, 8,8,5.
#[test]
fn g10_time_free_order() {
    let v = accept(&case(
        &[("R", 45), ("X", 2), ("Y", 256)],
        "m[Y]",
        "m[R # 48 / 8 % 2, X, R # 48 / 8 / 2]",
        "m[R # 48 % 8]",
    ))
    .unwrap();
    assert_eq!(v.mode, VcMode::Packet);
    assert_eq!(counts(&v, 0, 12), [8, 8, 8, 8, 8, 8, 8, 8, 5, 8, 8, 5]);
}

/// G11, G12, G14 (L5949–6069): Packet only (vc 3), Time + Packet (8, 8, 3), R filling 4
/// lanes (4, 3), on every slice.
#[test]
fn g11_g12_g14_packet() {
    let v = accept(&case(
        &[("R", 3), ("A", 8), ("X", 64)],
        "m[X, A / 2]",
        "m[1]",
        "m[R # 8]",
    ))
    .unwrap();
    assert_eq!((v.config.packet_valid, v.config.packet_stride), (3, 8));
    assert_eq!(counts(&v, 77, 1), [3]);
    let v = accept(&case(
        &[("R", 19), ("X", 256)],
        "m[X]",
        "m[R # 24 / 8]",
        "m[R # 24 % 8]",
    ))
    .unwrap();
    assert_eq!(counts(&v, 200, 3), [8, 8, 3]);
    let v = accept(&case(
        &[("R", 7), ("X", 256)],
        "m[X]",
        "m[R # 8 / 4]",
        "m[R # 8 % 4 # 8]",
    ))
    .unwrap();
    assert_eq!((v.config.packet_valid, v.config.packet_stride), (7, 4));
    assert_eq!(counts(&v, 3, 2), [4, 3]);
    assert!(visa_stream::valid_count::trim_keeps(&v));
}

/// G13, G15 (L6008–6102): the packet's outer part, and a second axis in the packet, are
/// refused.
#[test]
fn g13_g15_packet_refusals() {
    reject(&case(
        &[("R", 19)],
        "m[1]",
        "m[R # 24 % 8]",
        "m[R # 24 / 8 # 8]",
    ));
    reject(&case(
        &[("R", 19), ("A", 2)],
        "m[1]",
        "m[R # 24 / 4]",
        "m[R # 24 % 4, A # 8]",
    ));
    // The fix: R alone in the packet.
    accept(&case(
        &[("R", 19)],
        "m[1]",
        "m[R # 24 / 8]",
        "m[R # 24 % 8]",
    ))
    .unwrap();
}

/// G16 (L6110–6129): R = 24 exactly fills 3 × 8: no generator needed.
#[test]
fn g16_aligned() {
    let c = case(&[("R", 24)], "m[1]", "m[R / 8]", "m[R % 8]");
    assert_eq!(derive(&c.slice, &c.time, &c.packet, "R").unwrap(), None);
}

/// G17 (L6137–6164): Slice + Packet with R = 2045 is refused; fix 1 (R's inner part in
/// Time) is a standard gate: mask 0xFF, match 255, V 5 (slice 255 has 5 valid steps).
#[test]
fn g17_slice_packet() {
    reject(&case(
        &[("R", 2045)],
        "m[R # 2048 / 8]",
        "m[1]",
        "m[R # 2048 % 8]",
    ));
    let v = accept(&case(
        &[("R", 2045)],
        "m[R # 2048 / 8]",
        "m[R # 2048 % 8]",
        "m[1 # 8]",
    ))
    .unwrap();
    assert_eq!(
        v.config.gates[0],
        VcGate {
            mask: 0xFF,
            threshold: 255,
            valid: 5,
            transposed: false
        }
    );
    assert_eq!(counts(&v, 255, 8).iter().filter(|&&x| x == 8).count(), 5);
    assert_eq!(counts(&v, 254, 8), [8; 8]);
}

/// The degenerate Slice + Packet case (L6539–6542): |R| a multiple of the packet part,
/// so every flit's lanes are all valid or all invalid.
#[test]
fn slice_packet_degenerate() {
    let v = accept(&case(
        &[("R", 16), ("X", 64)],
        "m[X, R # 32 / 8]",
        "m[1]",
        "m[R # 32 % 8]",
    ))
    .unwrap();
    assert_eq!(v.mode, VcMode::Time);
    assert_eq!(counts(&v, 1, 1), [8]);
    assert_eq!(counts(&v, 2, 1), [0]);
}

/// Factors that do not tile `R # p` (a part missing) are refused before any placement rule.
#[test]
fn partial_cover_refused() {
    let e = reject(&case(
        &[("R", 13), ("X", 64)],
        "m[X, R # 16 / 4]",
        "m[1]",
        "m[1 # 8]",
    ));
    assert!(e.contains("do not cover"), "{e}");
}

/// The sequencer has 8 counters (L6202, L6213): five parts of R with four other axes
/// between them need nine, and are refused; merging the other axes (eight parts of Time
/// at most) is accepted.
#[test]
fn counters_limit() {
    let axes = [("R", 31), ("B", 2), ("C", 2), ("D", 2), ("E", 2)];
    let e = reject(&case(
        &axes,
        "m[1]",
        "m[R # 32 / 16, B, R # 32 / 8 % 2, C, R # 32 / 4 % 2, D, R # 32 / 2 % 2, E, R # 32 % 2]",
        "m[1 # 8]",
    ));
    assert!(e.contains("needs 9 counters"), "{e}");
    let v = accept(&case(
        &axes,
        "m[1]",
        "m[R # 32 / 16, B, C, D, E, R # 32 % 16]",
        "m[1 # 8]",
    ))
    .unwrap();
    assert_eq!(v.config.n, 3);
}
