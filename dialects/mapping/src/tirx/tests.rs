//! Every worked example of `004_*.txt` (TIRx layouts), each checked against values worked by
//! hand from the text or an independent closed form, never against the code under test.

use std::collections::BTreeSet;

use super::*;

fn coord(pairs: &[(&str, i64)]) -> Coord {
    pairs.iter().map(|(a, v)| (a.to_string(), *v)).collect()
}

const TENSOR_CORE: &str = "S[(8,2,4,2):(4@laneid,1@warpid,1@laneid,1)] + R[2:4@warpid] + 5@warpid";

/// 004, "Case study: NVIDIA tensor-core tile": the table of a few elements. The table's
/// `warpid (×2)` column was lost in extraction; its values come from the text's closed form
/// `warpid = ⌊j/8⌋ + 5` plus the replica `{+0, +4}`.
#[test]
fn tensor_core_table() {
    let l = parse_layout(TENSOR_CORE).unwrap();
    // (i, j), flat, laneid, warpid set, m — rows of the table (flat, laneid, m as printed).
    type Row = ((u64, u64), u64, i64, [i64; 2], i64);
    let rows: [Row; 6] = [
        ((0, 0), 0, 0, [5, 9], 0),
        ((0, 1), 1, 0, [5, 9], 1),
        ((0, 2), 2, 1, [5, 9], 0),
        ((1, 0), 16, 4, [5, 9], 0),
        ((0, 8), 8, 0, [6, 10], 0),
        ((7, 15), 127, 31, [6, 10], 1),
    ];
    for ((i, j), flat, lane, warps, m) in rows {
        assert_eq!(l.flatten(&[8, 16], &[i, j]).unwrap(), flat);
        let got = l.apply(&[8, 16], &[i, j]).unwrap();
        let want: Vec<Coord> = warps
            .iter()
            .map(|&w| coord(&[("laneid", lane), ("m", m), ("warpid", w)]))
            .collect();
        assert_eq!(got, want, "element ({i}, {j})");
    }
}

/// The same case study, all 128 elements against the text's closed form:
/// `c_0 = i, c_1 = ⌊j/8⌋, c_2 = ⌊j/2⌋ mod 4, c_3 = j mod 2`, `laneid = 4i + ⌊j/2⌋ mod 4`,
/// `warpid = ⌊j/8⌋ + 5 (+4r)`, `m = j mod 2`; shard on warps {5, 6}, replica on {9, 10}.
#[test]
fn tensor_core_closed_form() {
    let l = parse_layout(TENSOR_CORE).unwrap();
    let mut warps = BTreeSet::new();
    for i in 0..8u64 {
        for j in 0..16u64 {
            let flat = 16 * i + j;
            assert_eq!(l.split(flat).unwrap(), vec![i, j / 8, (j / 2) % 4, j % 2]);
            let lane = (4 * i + (j / 2) % 4) as i64;
            let w = (j / 8 + 5) as i64;
            let m = (j % 2) as i64;
            let want = vec![
                coord(&[("laneid", lane), ("m", m), ("warpid", w)]),
                coord(&[("laneid", lane), ("m", m), ("warpid", w + 4)]),
            ];
            let got = l.apply(&[8, 16], &[i, j]).unwrap();
            assert_eq!(got, want);
            warps.extend(got.iter().map(|c| c["warpid"]));
        }
    }
    assert_eq!(warps, BTreeSet::from([5, 6, 9, 10]));
}

/// 004, "A shape is admitted by a layout when its total size equals ∏ e_k; the same layout
/// then works for any such shape".
#[test]
fn admission_and_reshaping() {
    let l = parse_layout(TENSOR_CORE).unwrap();
    assert!(l.admits(&[8, 16]));
    assert!(l.admits(&[128]));
    assert!(l.admits(&[2, 4, 16]));
    assert!(!l.admits(&[8, 8]));
    // Shape (128): element 127 is the same physical place as (7, 15) in (8, 16).
    assert_eq!(
        l.apply(&[128], &[127]).unwrap(),
        l.apply(&[8, 16], &[7, 15]).unwrap()
    );
    let e = l.apply(&[8, 8], &[0, 0]).unwrap_err();
    assert_eq!(e.kind, TirxErrorKind::ShapeMismatch);
    let e = l.apply(&[8, 16], &[8, 0]).unwrap_err();
    assert_eq!(e.kind, TirxErrorKind::OutOfBounds);
}

/// 004, "Case study: Blackwell tensor memory": `S[(2,128,112):(112@TCol,1@TLane,1@TCol)]`,
/// element (a, l, c) maps to `TLane = l`, `TCol = 112a + c`; the table's (TLane, TCol) rows
/// are (0,0), (5,3), (0,112), (127,223).
#[test]
fn blackwell_tensor_memory() {
    let l = parse_layout("S[(2,128,112):(112@TCol,1@TLane,1@TCol)]").unwrap();
    let shape = [2, 128, 112];
    let rows: [([u64; 3], i64, i64); 4] = [
        ([0, 0, 0], 0, 0),
        ([0, 5, 3], 5, 3),
        ([1, 0, 0], 0, 112),
        ([1, 127, 111], 127, 223),
    ];
    for (x, lane, col) in rows {
        assert_eq!(
            l.apply(&shape, &x).unwrap(),
            vec![coord(&[("TCol", col), ("TLane", lane)])]
        );
    }
    // Pure placement: every L(x) is a singleton, and the image is exactly 128 lanes × 224
    // columns, each hit once.
    let mut seen = BTreeSet::new();
    for a in 0..2 {
        for ln in 0..128 {
            for c in 0..112 {
                let got = l.apply(&shape, &[a, ln, c]).unwrap();
                assert_eq!(got.len(), 1);
                let p = &got[0];
                assert_eq!(p["TLane"], ln as i64);
                assert_eq!(p["TCol"], (112 * a + c) as i64);
                assert!(seen.insert((p["TLane"], p["TCol"])));
            }
        }
    }
    assert_eq!(seen.len(), 128 * 224);
    assert_eq!(seen.iter().map(|p| p.1).max(), Some(223));
}

/// 004, "Scale factors (SFA / SFB)": `S[(32, sf_per_mma):(1@TLane, 1@TCol)] + R[4:32@TLane]`
/// routes each 32-row group to the four warps of a warpgroup: lanes `r + 32w`, w < 4,
/// covering lanes 0–127.
#[test]
fn scale_factor_atom() {
    for sf in [1u64, 2, 4] {
        let l = parse_layout_with(
            "S[(32, sf_per_mma):(1@TLane, 1@TCol)] + R[4:32@TLane]",
            &[("sf_per_mma", sf)],
        )
        .unwrap();
        let mut lanes = BTreeSet::new();
        for r in 0..32u64 {
            for k in 0..sf {
                let got = l.apply(&[32, sf], &[r, k]).unwrap();
                let want: Vec<Coord> = (0..4)
                    .map(|w| coord(&[("TCol", k as i64), ("TLane", (r + 32 * w) as i64)]))
                    .collect();
                assert_eq!(got, want);
                lanes.extend(got.iter().map(|c| c["TLane"]));
            }
        }
        assert_eq!(lanes, (0..128).collect::<BTreeSet<i64>>());
    }
}

/// 004, "Why swizzle": `S[(8,64):(64@m,1@m)]` float16, element (i, j) at `m = 64i + j`; a
/// column lands on bank `⌊j/2⌋` in every row (a 32-way conflict... 8 rows here).
#[test]
fn row_major_column_conflict() {
    let l = parse_layout("S[(8,64):(64@m,1@m)]").unwrap();
    for j in 0..64u64 {
        let mut banks = BTreeSet::new();
        for i in 0..8u64 {
            let c = l.apply(&[8, 64], &[i, j]).unwrap();
            let m = c[0]["m"];
            assert_eq!(m, (64 * i + j) as i64);
            let bl = bank_line(m as u64, 16);
            assert_eq!(bl.bank, j / 2);
            assert_eq!(bl.line, i);
            banks.insert(bl.bank);
        }
        assert_eq!(banks.len(), 1);
    }
}

/// 004, "Choosing the parameters": float16 with 128B swizzle is `Swizzle(M=3, B=3, S=3)`.
#[test]
fn parameters_from_dtype() {
    let s = SwizzleLayout::for_dtype(16, SwizzleMode::B128)
        .unwrap()
        .unwrap();
    assert_eq!(s, SwizzleLayout::new(3, 3, 3).unwrap());
    assert_eq!(s.to_string(), "Swizzle(M=3, B=3, S=3)");
    // M keeps 16 bytes (128 bits) unswizzled: 2^M elements x bits = 128.
    for bits in [4u32, 8, 16, 32] {
        for (mode, b) in [
            (SwizzleMode::B32, 1),
            (SwizzleMode::B64, 2),
            (SwizzleMode::B128, 3),
        ] {
            let s = SwizzleLayout::for_dtype(bits, mode).unwrap().unwrap();
            assert_eq!((1u32 << s.per_element) * bits, 128);
            assert_eq!(s.swizzle_len, b);
            assert_eq!(u64::from(16u32 << b), mode.bytes());
        }
    }
    assert_eq!(
        SwizzleLayout::for_dtype(16, SwizzleMode::None).unwrap(),
        None
    );
    assert!(SwizzleLayout::for_dtype(12, SwizzleMode::B32).is_err());
}

/// 004, "The transform": bits `[S, S+B)` of `x = m >> M` are XOR-ed into bits `[0, B)`.
/// Checked bit by bit against a plain re-statement, and as a bijection (involution).
#[test]
fn swizzle_transform() {
    for (m_, b_, s_) in [
        (3u32, 3u32, 3u32),
        (4, 2, 3),
        (2, 1, 3),
        (0, 2, 2),
        (1, 1, 4),
    ] {
        let s = SwizzleLayout::new(m_, b_, s_).unwrap();
        let n = 1u64 << (m_ + b_ + s_ + 1);
        let mut image = BTreeSet::new();
        for m in 0..n {
            let mut want = m;
            for k in 0..b_ {
                let src = (m >> (m_ + s_ + k)) & 1;
                want ^= src << (m_ + k);
            }
            let a = s.apply(m);
            assert_eq!(a, want, "Swizzle({m_},{b_},{s_}) at {m}");
            assert_eq!(s.apply(a), m);
            image.insert(a);
        }
        assert_eq!(image.len() as u64, n);
    }
    assert_eq!(
        SwizzleLayout::new(3, 3, 2).unwrap_err().kind,
        TirxErrorKind::IllFormed
    );
}

/// 004, "Worked example: 128B swizzle, float16, (8, 64) tile": with `Swizzle(3,3,3)` column
/// j = 0 is at `addr = 72 i` and banks 0, 4, 8, ..., 28.
#[test]
fn swizzle_worked_example() {
    let tile = parse_layout("S[(8,64):(64@m,1@m)]").unwrap();
    let c = ComposeLayout::new(SwizzleLayout::new(3, 3, 3).unwrap(), tile);
    let mut banks = Vec::new();
    for i in 0..8u64 {
        let got = c.apply(&[8, 64], &[i, 0]).unwrap();
        let a = got[0]["m"];
        assert_eq!(a, 72 * i as i64);
        banks.push(bank_line(a as u64, 16).bank);
    }
    assert_eq!(banks, vec![0, 4, 8, 12, 16, 20, 24, 28]);
    // Whole tile: addr = 64i + 8((⌊j/8⌋) xor i) + j mod 8 (the text's simplification).
    for i in 0..8u64 {
        for j in 0..64u64 {
            let a = c.apply(&[8, 64], &[i, j]).unwrap()[0]["m"] as u64;
            assert_eq!(a, 64 * i + 8 * ((j / 8) ^ i) + j % 8);
        }
    }
    assert_eq!(
        c.to_string(),
        "ComposeLayout(Swizzle(3,3,3), S[(8,64):(64,1)])"
    );
    assert_eq!(parse_compose(&c.to_string()).unwrap(), c);
}

/// 004, "Key": with swizzle, a read of any 8×16B column is conflict-free under 32B / 64B /
/// 128B swizzle, for any dtype — checked by enumeration with rows as wide as the swizzle,
/// and with any 8 consecutive rows; each 16-byte chunk covers 4 banks, so 8 chunks must
/// cover all 32 banks. Without swizzle the same column is one bank group.
#[test]
fn any_column_is_conflict_free() {
    for bits in [4u32, 8, 16, 32] {
        for mode in [SwizzleMode::B32, SwizzleMode::B64, SwizzleMode::B128] {
            let s = SwizzleLayout::for_dtype(bits, mode).unwrap().unwrap();
            let row_elems = mode.bytes() * 8 / u64::from(bits);
            let chunk_elems = 128 / u64::from(bits);
            for first_row in 0..16u64 {
                for chunk in 0..mode.bytes() / 16 {
                    let mut banks = BTreeSet::new();
                    let mut plain = BTreeSet::new();
                    for r in first_row..first_row + 8 {
                        for e in 0..chunk_elems {
                            let m = r * row_elems + chunk * chunk_elems + e;
                            banks.insert(bank_line(s.apply(m), bits).bank);
                            plain.insert(bank_line(m, bits).bank);
                        }
                    }
                    assert_eq!(banks.len(), 32, "{bits} bits, {mode:?}, rows {first_row}+8");
                    if mode == SwizzleMode::B128 {
                        assert_eq!(plain.len(), 4);
                    }
                }
            }
        }
    }
}

/// 004: a bank word is 4 bytes, a line 128 bytes; sub-byte and wide elements.
#[test]
fn bank_and_line_by_hand() {
    assert_eq!(bank_line(0, 16), BankLine { bank: 0, line: 0 });
    assert_eq!(bank_line(2, 16), BankLine { bank: 1, line: 0 });
    assert_eq!(bank_line(63, 16), BankLine { bank: 31, line: 0 });
    assert_eq!(bank_line(64, 16), BankLine { bank: 0, line: 1 });
    assert_eq!(bank_line(7, 4), BankLine { bank: 0, line: 0 });
    assert_eq!(bank_line(8, 4), BankLine { bank: 1, line: 0 });
    assert_eq!(bank_line(33, 32), BankLine { bank: 1, line: 1 });
}

/// Composition leaves non-memory axes alone and rejects negative memory addresses.
#[test]
fn compose_with_thread_axes() {
    let tile = parse_layout("S[(4,8):(1@tid,1)] + -1").unwrap();
    let c = ComposeLayout::new(SwizzleLayout::new(0, 1, 1).unwrap(), tile);
    let e = c.apply(&[4, 8], &[0, 0]).unwrap_err();
    assert_eq!(e.kind, TirxErrorKind::OutOfBounds);
    let got = c.apply(&[4, 8], &[3, 3]).unwrap();
    // m = 3 - 1 = 2 = 0b10; Swizzle(0,1,1) XORs bit 1 into bit 0: 0b11 = 3.
    assert_eq!(got, vec![coord(&[("m", 3), ("tid", 3)])]);
}

mod conversion {
    //! TIRx ↔ mapping expressions. Each successful conversion is checked element by element
    //! against the two independent semantics: the TIRx forward mapping L(x) and the mapping
    //! expression's reference `map(i)` (crate::eval).

    use super::*;
    use crate::eval::Image;
    use crate::index::Index;
    use crate::{parse, Axes, Mapping};

    fn shape_axes(shape: &[(&str, u64)]) -> Axes {
        let text: Vec<String> = shape.iter().map(|(n, s)| format!("{n}={s}")).collect();
        text.join(", ").parse().unwrap()
    }

    /// Every logical index lands at `base + position` where Buf holds exactly that index,
    /// and every other Buf position is padding.
    pub(super) fn check_placement(layout: &TileLayout, shape: &[(&str, u64)], p: &Placement) {
        let sizes: Vec<u64> = shape.iter().map(|(_, s)| *s).collect();
        let mut hit = BTreeSet::new();
        let total: u64 = sizes.iter().product();
        for flat in 0..total {
            let mut x = vec![0u64; sizes.len()];
            let mut rest = flat;
            for k in (0..sizes.len()).rev() {
                x[k] = rest % sizes[k];
                rest /= sizes[k];
            }
            let c = layout.apply(&sizes, &x).unwrap();
            assert_eq!(c.len(), 1);
            let pos = c[0][&p.axis] - p.base;
            assert!(pos >= 0);
            let want = Index::from_pairs(shape.iter().zip(&x).map(|((n, _), v)| (*n, *v)));
            assert_eq!(
                p.mapping.map(pos as u64),
                Image::Index(want),
                "{layout} at {x:?}"
            );
            hit.insert(pos as u64);
        }
        for i in 0..p.mapping.size() {
            if !hit.contains(&i) {
                assert_eq!(p.mapping.map(i), Image::Padding, "position {i}");
            }
        }
    }

    fn to_mapping(text: &str, shape: &[(&str, u64)]) -> Placement {
        let l = parse_layout(text).unwrap();
        let p = tile_to_mapping(&l, shape).unwrap_or_else(|e| panic!("{text}: {e}"));
        check_placement(&l, shape, &p);
        p
    }

    #[test]
    fn placements_become_mappings() {
        let ab = [("A", 8), ("B", 64)];
        // 004 "Why swizzle": the row-major (8, 64) tile is m[A, B].
        assert_eq!(
            to_mapping("S[(8,64):(64@m,1@m)]", &ab).mapping.to_string(),
            "m[A, B]"
        );
        assert_eq!(
            to_mapping("S[(8,64):(1,8)]", &ab).mapping.to_string(),
            "m[B, A]"
        );
        let p = to_mapping("S[(4,6):(8,1)]", &[("A", 4), ("B", 6)]);
        assert_eq!(p.mapping.to_string(), "m[A, B # 8]");
        let p = to_mapping("S[8:2] + 5", &[("A", 8)]);
        assert_eq!(
            (p.mapping.to_string(), p.base),
            ("m[A, 1 # 2]".to_string(), 5)
        );
        // Splitting a dimension (the tensor-core shard's factors, on one axis).
        let p = to_mapping("S[(8,2,4,2):(4,64,1,128)]", &[("I", 8), ("J", 16)]);
        assert_eq!(p.mapping.to_string(), "m[J % 2, J / 8, I # 16, J / 2 % 4]");
        // A shard digit over whole axes becomes a group.
        let p = to_mapping("S[(6,2):(1,8)]", &[("A", 2), ("B", 3), ("C", 2)]);
        assert_eq!(p.mapping.to_string(), "m[C, [A, B] # 8]");
        // Blackwell's column layout restricted to TCol alone is a placement too.
        let p = to_mapping("S[(2,112):(112@TCol,1@TCol)]", &[("A", 2), ("C", 112)]);
        assert_eq!(
            (p.mapping.to_string(), p.axis.as_str()),
            ("m[A, C]".to_string(), "TCol")
        );
    }

    #[test]
    fn layouts_a_mapping_cannot_express() {
        let kind = |text: &str, shape: &[(&str, u64)]| {
            tile_to_mapping(&parse_layout(text).unwrap(), shape)
                .unwrap_err()
                .kind
        };
        // 004 case studies: replication and thread axes.
        let tc = "S[(8,2,4,2):(4@laneid,1@warpid,1@laneid,1)] + R[2:4@warpid] + 5@warpid";
        assert_eq!(kind(tc, &[("I", 8), ("J", 16)]), TirxErrorKind::Replication);
        assert_eq!(
            kind(
                "S[(8,2,4,2):(4@laneid,1@warpid,1@laneid,1)]",
                &[("I", 8), ("J", 16)]
            ),
            TirxErrorKind::MultipleAxes
        );
        assert_eq!(
            kind(
                "S[(2,128,112):(112@TCol,1@TLane,1@TCol)]",
                &[("A", 2), ("L", 128), ("C", 112)]
            ),
            TirxErrorKind::MultipleAxes
        );
        assert_eq!(kind("S[(2,4):(1,1)]", &[("A", 8)]), TirxErrorKind::Aliasing);
        assert_eq!(kind("S[(2,4):(0,1)]", &[("A", 8)]), TirxErrorKind::Aliasing);
        assert_eq!(
            kind("S[(4,4):(3,1)]", &[("A", 16)]),
            TirxErrorKind::Aliasing
        );
        assert_eq!(kind("S[8:-1]", &[("A", 8)]), TirxErrorKind::NegativeStride);
        // A digit across an axis boundary: flat 8 of (3, 4) is (1, 1) + (0, 2) digit-wise,
        // which per-axis addition cannot carry.
        assert_eq!(
            kind("S[(2,6):(1,2)]", &[("A", 3), ("B", 4)]),
            TirxErrorKind::Unsupported
        );
        assert_eq!(
            kind("S[(4,3):(3,1)]", &[("A", 3), ("B", 4)]),
            TirxErrorKind::Unsupported
        );
        assert_eq!(kind("S[8:1]", &[("A", 4)]), TirxErrorKind::ShapeMismatch);
        // 004 swizzle: XOR is not affine.
        let c = parse_compose("ComposeLayout(Swizzle(3,3,3), S[(8,64):(64,1)])").unwrap();
        let e = compose_to_mapping(&c, &[("A", 8), ("B", 64)]).unwrap_err();
        assert_eq!(e.kind, TirxErrorKind::Swizzle);
        let id = parse_compose("ComposeLayout(Swizzle(3,0,3), S[(8,64):(64,1)])").unwrap();
        assert!(compose_to_mapping(&id, &[("A", 8), ("B", 64)]).is_ok());
    }

    #[test]
    fn mappings_become_layouts() {
        type Case<'a> = (&'a str, &'a [(&'a str, u64)], &'a str);
        let cases: [Case; 5] = [
            ("m[A, B # 96]", &[("A", 32), ("B", 90)], "S[(32,90):(96,1)]"),
            ("m[B, A]", &[("A", 8), ("B", 64)], "S[(8,64):(1,8)]"),
            (
                "m[A / 2, B, A % 2]",
                &[("A", 8), ("B", 3)],
                "S[(4,2,3):(6,1,2)]",
            ),
            ("m[# 2 + A + # 4]", &[("A", 90)], "S[90:1] + 2"),
            ("m[1 # 2, A, 1 # 4]", &[("A", 8)], "S[8:4]"),
        ];
        for (text, shape, want) in cases {
            let axes = shape_axes(shape);
            let m = parse(text, &axes).unwrap();
            let l = mapping_to_tile(&m, shape, "m").unwrap();
            assert_eq!(l.to_string(), want, "{text}");
            // Semantics: the layout's address of each element holds it in the mapping.
            // The mapping's own left padding is the layout's offset: base 0 here.
            let p = Placement {
                mapping: m.clone(),
                base: 0,
                axis: "m".to_string(),
            };
            check_placement(&l, shape, &p);
            // Round trip back to a mapping places every element identically.
            let back = tile_to_mapping(&l, shape).unwrap();
            check_placement(&l, shape, &back);
        }
    }

    #[test]
    fn mappings_a_layout_cannot_express() {
        let shape: &[(&str, u64)] = &[("A", 4), ("B", 4)];
        let axes: Axes = "A=4, B=4, B'=B-A".parse().unwrap();
        let kind = |text: &str| {
            let m: Mapping = parse(text, &axes).unwrap();
            mapping_to_tile(&m, shape, "m").unwrap_err().kind
        };
        assert_eq!(kind("m[A, B = 3]"), TirxErrorKind::Unsupported);
        assert_eq!(kind("m[A]"), TirxErrorKind::Unsupported);
        assert_eq!(kind("m[A, B']"), TirxErrorKind::Unsupported);
        assert_eq!(kind("m[$(A : 1, B : 2)]"), TirxErrorKind::Unsupported);
        assert_eq!(kind("m[A, B % 2]"), TirxErrorKind::Unsupported);
        let m = parse("m[A, B]", &"A=4, B=4".parse().unwrap()).unwrap();
        let e = mapping_to_tile(&m, &[("A", 4)], "m").unwrap_err();
        assert_eq!(e.kind, TirxErrorKind::ShapeMismatch);
    }
}

mod fuzz {
    //! Random layouts: parsing, printing, evaluation and conversion never panic; printing
    //! round-trips; every successful conversion places each element where the mapping
    //! expression holds it.

    use super::conversion::check_placement;
    use super::*;
    use proptest::prelude::*;

    fn iter() -> impl Strategy<Value = (u64, i64, &'static str)> {
        (
            1u64..5,
            -2i64..20,
            prop_oneof![Just("m"), Just("m"), Just("t")],
        )
    }

    fn layout() -> impl Strategy<Value = String> {
        (
            prop::collection::vec(iter(), 1..4),
            prop::option::of(iter()),
            prop::option::of(-3i64..6),
        )
            .prop_map(|(shard, rep, off)| {
                let ext: Vec<String> = shard.iter().map(|(e, _, _)| e.to_string()).collect();
                let st: Vec<String> = shard.iter().map(|(_, s, a)| format!("{s}@{a}")).collect();
                let mut t = format!("S[({}):({})]", ext.join(","), st.join(","));
                if let Some((e, s, a)) = rep {
                    t.push_str(&format!(" + R[{e}:{s}@{a}]"));
                }
                if let Some(o) = off {
                    t.push_str(&format!(" + {o}"));
                }
                t
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(1024))]
        #[test]
        fn layouts_never_panic(text in layout()) {
            let l = parse_layout(&text).unwrap();
            prop_assert_eq!(parse_layout(&l.to_string()).unwrap(), l.clone());
            let n = l.size();
            for flat in 0..n {
                let c = l.apply_flat(flat).unwrap();
                prop_assert!(!c.is_empty());
            }
            // Shapes: the whole size as one axis, and split in two when possible.
            let mut shapes: Vec<Vec<(&str, u64)>> = vec![vec![("A", n)]];
            if n.is_multiple_of(2) && n > 2 {
                shapes.push(vec![("A", 2), ("B", n / 2)]);
            }
            for shape in shapes {
                if let Ok(p) = tile_to_mapping(&l, &shape) {
                    check_placement(&l, &shape, &p);
                }
            }
        }

        #[test]
        fn garbage_never_panics(text in "[SR\\[\\]\\(\\):,@+0-9a-z -]{0,30}") {
            let _ = parse_layout(&text);
            let _ = parse_swizzle(&text);
            let _ = parse_compose(&text);
        }
    }
}

mod levels {
    //! Multi-axis layouts as one mapping per axis (device-tensor levels), checked element by
    //! element: the ⊕ of every level's `map(coordinate - base)` is the element's index.

    use super::*;
    use crate::eval::Image;
    use crate::index::Index;
    use crate::{parse, Axes};

    fn check_levels(layout: &TileLayout, shape: &[(&str, u64)], levels: &[Placement]) {
        let sizes: Vec<u64> = shape.iter().map(|(_, s)| *s).collect();
        let total: u64 = sizes.iter().product();
        for flat in 0..total {
            let mut x = vec![0u64; sizes.len()];
            let mut rest = flat;
            for k in (0..sizes.len()).rev() {
                x[k] = rest % sizes[k];
                rest /= sizes[k];
            }
            let c = &layout.apply(&sizes, &x).unwrap()[0];
            let mut got = Index::new();
            for p in levels {
                let pos = c[&p.axis] - p.base;
                match p.mapping.map(pos as u64) {
                    Image::Index(ix) => got.add(&ix),
                    other => panic!("{layout}: level {} at {pos} holds {other}", p.axis),
                }
            }
            let want = Index::from_pairs(shape.iter().zip(&x).map(|((n, _), v)| (*n, *v)));
            assert_eq!(got, want, "{layout} at {x:?}");
        }
    }

    /// 004's tensor-core shard without its replica: laneid, warpid and m each get a mapping.
    #[test]
    fn tensor_core_levels() {
        let shape = [("I", 8), ("J", 16)];
        let l = parse_layout("S[(8,2,4,2):(4@laneid,1@warpid,1@laneid,1)] + 5@warpid").unwrap();
        let levels = tile_to_levels(&l, &shape).unwrap();
        let text: Vec<(String, String, i64)> = levels
            .iter()
            .map(|p| (p.axis.clone(), p.mapping.to_string(), p.base))
            .collect();
        assert_eq!(
            text,
            vec![
                ("laneid".to_string(), "m[I, J / 2 % 4]".to_string(), 0),
                ("m".to_string(), "m[J % 2]".to_string(), 0),
                ("warpid".to_string(), "m[J / 8]".to_string(), 5),
            ]
        );
        check_levels(&l, &shape, &levels);
        // With the replica it cannot: one element, two warps.
        let r =
            parse_layout("S[(8,2,4,2):(4@laneid,1@warpid,1@laneid,1)] + R[2:4@warpid] + 5@warpid")
                .unwrap();
        assert_eq!(
            tile_to_levels(&r, &shape).unwrap_err().kind,
            TirxErrorKind::Replication
        );
    }

    /// 004 Blackwell: `S[(2,128,112):(112@TCol,1@TLane,1@TCol)]` is TLane `m[L]`, TCol `m[A, C]`.
    #[test]
    fn blackwell_levels() {
        let shape = [("A", 2), ("L", 128), ("C", 112)];
        let l = parse_layout("S[(2,128,112):(112@TCol,1@TLane,1@TCol)]").unwrap();
        let levels = tile_to_levels(&l, &shape).unwrap();
        let text: Vec<String> = levels
            .iter()
            .map(|p| format!("{}={}", p.axis, p.mapping))
            .collect();
        assert_eq!(text, vec!["TCol=m[A, C]", "TLane=m[L]"]);
        check_levels(&l, &shape, &levels);
    }

    /// The manual's constant-addition DM tensor (L175–229): Slice `m![A / 8 # 256]`, Element
    /// `m![A % 8]` with A = 2048 is `S[(256,8):(1@Slice,1)]`, and back.
    #[test]
    fn dm_tensor_levels() {
        let axes: Axes = "A=2048".parse().unwrap();
        let slice = parse("m![A / 8 # 256]", &axes).unwrap();
        let elem = parse("m![A % 8]", &axes).unwrap();
        let shape = [("A", 2048)];
        let l = levels_to_tile(&[("Slice", &slice), ("m", &elem)], &shape).unwrap();
        assert_eq!(l.to_string(), "S[(256,8):(1@Slice,1)]");
        let levels = tile_to_levels(&l, &shape).unwrap();
        check_levels(&l, &shape, &levels);
        let text: Vec<String> = levels
            .iter()
            .map(|p| format!("{}={}", p.axis, p.mapping))
            .collect();
        assert_eq!(text, vec!["Slice=m[A / 8]", "m=m[A % 8]"]);
        // A logical axis held twice across levels is refused.
        let e = levels_to_tile(&[("Slice", &elem), ("m", &elem)], &shape).unwrap_err();
        assert_eq!(e.kind, TirxErrorKind::Unsupported);
    }
}
