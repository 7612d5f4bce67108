//! `stream.commit_view` (manual L2158–2163; docs/decisions.md C10D-1) against a plain
//! loop: `test/visa-run/check-commit-view.mlir` runs on the reference interpreter and,
//! lowered to hw, on the simulator; both equal the loop's values.

mod ve_util;

use ve_util::{file, i32s, ints, Vals};

/// Per row a (A = 256) of [F = 4, X = 8]: out[0] = x[3] + 1000 (i32 wrapping add),
/// out[1] = z[1] (the parent's value, untouched), out[2] = x[0], out[3] = x[1]. Worked by
/// hand: x[0, 3, 0] = i32::MAX wraps to i32::MIN + 999. Cycles (the simulator's model,
/// docs/cycle-model.md; pinned as the test's figure): one main pass per commit_view, pass
/// 1 fetching and committing 2 flits per slice, pass 2 one flit through the Vector Engine;
/// 2 cycles each.
#[test]
fn commit_view_against_a_plain_loop() {
    let (a, f, x) = (256usize, 4usize, 8usize);
    let n = a * f * x;
    let mut xs = ints(3, n);
    let zs = ints(4, n);
    xs[3 * x] = i32::MAX;
    let (interp, sim, cycles) = ve_util::both(
        &file("test/visa-run/check-commit-view.mlir"),
        &[Vals::I(xs.clone()), Vals::I(zs.clone())],
    );
    let (interp, sim) = (i32s(&interp[0]), i32s(&sim[0]));
    assert_eq!(interp, sim);
    let at = |r: usize, ff: usize, k: usize| (r * f + ff) * x + k;
    assert_eq!(sim[0], i32::MIN + 999);
    for r in 0..a {
        for k in 0..x {
            let want = [
                xs[at(r, 3, k)].wrapping_add(1000),
                zs[at(r, 1, k)],
                xs[at(r, 0, k)],
                xs[at(r, 1, k)],
            ];
            for (ff, w) in want.into_iter().enumerate() {
                assert_eq!(sim[at(r, ff, k)], w, "row {r}, F = {ff}, X = {k}");
            }
        }
    }
    assert_eq!(cycles, [2, 2]);
}
