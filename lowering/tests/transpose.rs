//! The Transpose Engine end to end (manual L6820–7041) against plain loops: a kernel
//! (test/visa-run/check-transpose-f32.mlir: y = 2·x + 1 on the vector engine, then the
//! transpose of each slice's [D, E] matrices into a [C, E, D] DM layout) runs on the
//! reference interpreter and, lowered to hw, on the simulator; the two agree bit for bit,
//! and both match the loop written here; the pass takes the manual's cycle count.

mod ve_util;
use ve_util::*;

/// Host x[P, C, D, E] f32 → host y[P, C, E, D] = 2·x[p, c, d, e] + 1. The product by 2 is
/// exact, so the f64 loop rounded once to f32 is the engine's single IEEE rounding.
/// Cycles (L6904–6912): double buffering, 2 input and 8 output flits per matrix, n = 64:
/// 2 + 63·8 + 8 = 514, plus one cycle per vector ALU used (2).
#[test]
fn transpose_kernel_matches_the_plain_loop() {
    let (p, c, d, e) = (256usize, 64usize, 2usize, 8usize);
    let x = floats(9, p * c * d * e, -100.0, 100.0);
    let (i, s, main) = both(
        &file("test/visa-run/check-transpose-f32.mlir"),
        &[Vals::F(x.clone())],
    );
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    let y = f32s(&s[0]);
    assert_eq!(y.len(), x.len());
    for pp in 0..p {
        for cc in 0..c {
            for ee in 0..e {
                for dd in 0..d {
                    let xv = x[((pp * c + cc) * d + dd) * e + ee];
                    let want = (2.0 * f64::from(xv) + 1.0) as f32;
                    let got = y[((pp * c + cc) * e + ee) * d + dd];
                    assert_eq!(
                        got.to_bits(),
                        want.to_bits(),
                        "p {pp} c {cc} e {ee} d {dd}: x = {xv}"
                    );
                }
            }
        }
    }
    assert_eq!(
        main,
        [516],
        "the transpose term 514 plus 2 cycles of ALU latency"
    );
}
