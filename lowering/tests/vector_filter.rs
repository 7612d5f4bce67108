//! `stream.vector_filter` (docs/decisions.md C9F-1) against a plain loop: the kernel
//! test/visa-run/check-filter.mlir runs on the reference interpreter and, lowered to hw,
//! on the simulator; the two agree bit for bit and match the compaction written here.

mod ve_util;
use ve_util::*;

/// Per row s of x ([256, 16] i32), the elements x > 0 in index order, then zeros.
/// Rows with every element kept, none kept, and the boundaries 0, -1, 1, i32::MIN,
/// i32::MAX are set by hand.
#[test]
fn filter_compacts_each_slice_like_the_loop() {
    let (sn, en) = (256usize, 16usize);
    let mut x = ints(13, sn * en);
    // Row 0: all positive (16 kept); row 1: none positive (0 kept, all zero);
    // row 2: the boundaries.
    for e in 0..en {
        x[e] = e as i32 + 1;
        x[en + e] = -(e as i32);
    }
    x[2 * en..2 * en + 6].copy_from_slice(&[0, -1, 1, i32::MIN, i32::MAX, 0]);
    let (i, s, main) = both(
        &file("test/visa-run/check-filter.mlir"),
        &[Vals::I(x.clone())],
    );
    assert_eq!(i, s, "interpreter and simulator differ");
    let got = i32s(&s[0]);
    for r in 0..sn {
        let row = &x[r * en..(r + 1) * en];
        let mut want: Vec<i32> = row.iter().copied().filter(|&v| v > 0).collect();
        want.resize(en, 0);
        assert_eq!(
            &got[r * en..(r + 1) * en],
            &want[..],
            "row {r}: x = {row:?}"
        );
    }
    assert_eq!(&got[..en], &(1..=16).collect::<Vec<i32>>()[..]);
    assert!(got[en..2 * en].iter().all(|&v| v == 0));
    assert_eq!(&got[2 * en..2 * en + 2], &[1, i32::MAX]);
    // One main pass: two flits in, two flits out per slice.
    assert_eq!(main.len(), 1);
}

/// The MoE chapter's expert-ID expansion (L8654–8658, digest-E G-M13): per slice,
/// `Expert_IDs = filter_compaction(Grid, Grid >= 0)` in e-major order. Slice 0 holds the
/// manual's instance (blocks e0:2, e1:3, e2:0, e3:3: Grid[e] = [e; blocks] then -1), whose
/// answer the manual prints: [0, 0, 1, 1, 1, 3, 3, 3]; the other slices hold random grids
/// (any i32; the loop keeps x >= 0).
#[test]
fn expert_ids_expansion_matches_the_manual() {
    let (sn, en, gn, kn) = (256usize, 4usize, 8usize, 32usize);
    let mut x = ints(17, sn * en * gn);
    let blocks = [2usize, 3, 0, 3];
    for (e, &b) in blocks.iter().enumerate() {
        for g in 0..gn {
            x[e * gn + g] = if g < b { e as i32 } else { -1 };
        }
    }
    let (i, s, _) = both(
        &file("test/visa-run/check-filter-expert-ids.mlir"),
        &[Vals::I(x.clone())],
    );
    assert_eq!(i, s, "interpreter and simulator differ");
    let got = i32s(&s[0]);
    assert_eq!(
        &got[..8],
        &[0, 0, 1, 1, 1, 3, 3, 3],
        "the manual's Expert_IDs"
    );
    for r in 0..sn {
        let grid = &x[r * en * gn..(r + 1) * en * gn];
        let mut want: Vec<i32> = grid.iter().copied().filter(|&v| v >= 0).collect();
        want.resize(kn, 0);
        assert_eq!(&got[r * kn..(r + 1) * kn], &want[..], "slice {r}");
    }
}

/// The manual's order-preserving key (L8553 on the whole word): the f32's bits as i32,
/// the magnitude bits flipped when negative, so signed order is float order with
/// -0 below +0.
fn key(x: f32) -> i32 {
    let b = x.to_bits() as i32;
    if b < 0 {
        b ^ 0x7fff_ffff
    } else {
        b
    }
}

/// The branchless TopK from the comparison on (test/visa-run/check-filter-rank.mlir,
/// L8535–8591): the host gives the keys broadcast both ways, the kernel ranks and filters
/// ranks 0 and 1 of the indices in index order. Reference: a stable sort of the indices by
/// (value in IEEE total order, index), largest first — the higher index wins a tie, as the
/// manual's packing does — its first two, then in index order (FilterCompaction, digest-E
/// F39). Rows 0–3 are digest-E's MoE instance (G-M4: [[0, 2], [0, 1], [1, 2], [1, 3]]),
/// padded with -100; row 4 all equal; row 5 ±0 and negatives; the rest random with
/// frequent ties (values from a set of 9).
#[test]
fn rank_and_filter_give_the_top_two_in_index_order() {
    let (tn, en) = (256usize, 16usize);
    let r = ints(23, tn * en);
    let pool = [-3.5f32, -1.0, -0.0, 0.0, 0.25, 1.0, 2.0, 1e30, -1e-40];
    let mut x: Vec<f32> = r.iter().map(|&v| pool[(v as u32 % 9) as usize]).collect();
    let gm = [
        [0.5f32, -1.0, 2.0, 0.25],
        [-0.5, -0.25, -2.0, -1.0],
        [1.0, 1.0, 1.0, -3.0],
        [-4.0, 3.0, -0.0, 0.0],
    ];
    for (t, row) in gm.iter().enumerate() {
        for e in 0..en {
            x[t * en + e] = if e < 4 { row[e] } else { -100.0 };
        }
    }
    x[4 * en..5 * en].fill(7.0);
    x[5 * en..6 * en].copy_from_slice(&[
        -0.0, 0.0, -0.0, -1.0, -2.0, -0.0, -3.0, -1.0, -0.0, -5.0, -6.0, -7.0, -8.0, -9.0, -1.0,
        -0.0,
    ]);
    let mut kj = Vec::with_capacity(tn * en * en);
    let mut ki = Vec::with_capacity(tn * en * en);
    for t in 0..tn {
        for j in 0..en {
            for i in 0..en {
                kj.push(key(x[t * en + j]));
                ki.push(key(x[t * en + i]) + i32::from(j <= i));
            }
        }
    }
    let v: Vec<i32> = (0..tn * en).map(|k| (k % en) as i32).collect();
    let (i, s, _) = both(
        &file("test/visa-run/check-filter-rank.mlir"),
        &[Vals::I(kj), Vals::I(ki), Vals::I(v)],
    );
    assert_eq!(i, s, "interpreter and simulator differ");
    let got = i32s(&s[0]);
    assert_eq!(&got[..8], &[0, 2, 0, 1, 1, 2, 1, 3], "G-M4");
    for t in 0..tn {
        let row = &x[t * en..(t + 1) * en];
        let mut idx: Vec<usize> = (0..en).collect();
        idx.sort_by(|&a, &b| row[b].total_cmp(&row[a]).then(b.cmp(&a)));
        let mut top: Vec<i32> = idx[..2].iter().map(|&e| e as i32).collect();
        top.sort();
        assert_eq!(&got[t * 2..t * 2 + 2], &top[..], "row {t}: {row:?}");
    }
}
