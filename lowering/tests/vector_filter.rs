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
