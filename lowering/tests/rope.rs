//! `examples/rope_f32.mlir` (manual L8037–8056) against plain loops: the kernel runs on the
//! reference interpreter and, lowered to hw, on the simulator; the two agree bit for bit,
//! equal the f32 arithmetic the method performs (two products rounded, then their sum
//! rounded) and lie within that rounding of the f64 rotation.

mod ve_util;

use ve_util::{f32s, file, floats, Vals};

/// RoPE of x: [S = 128, H = 8, D = 128] seen as [S, H, I = 64, F = 2] (the no-op reshape,
/// L8054–8056) with c = cos[pos[s], i], sn = sin[pos[s], i]:
/// out[.., 0] = x0·c − x1·sn, out[.., 1] = x0·sn + x1·c.
///
/// Tolerance against f64: each f32 product has relative error ≤ 2^-24 and the sum adds
/// ≤ 2^-24 of its magnitude, so |y − r| ≤ 2^-23 · (|x0·c| + |x1·sn|) · (1 + 2^-20).
/// Worked by hand: x[0, 0, 0] = (1, 2), c = 0.5, sn = 0.25 → (0.5 − 0.5, 0.25 + 1) = (0, 1.25).
/// Cycles of the main passes (the simulator's model, pinned): the −sn pass and the c
/// copy (64 flits per slice each, 65 and 64 cycles), the two rotation passes (128 flits
/// interleaved per slice, 1025 cycles each), the merge pass (1024 cycles).
#[test]
fn rope_f32_against_plain_loops() {
    let (s_n, h_n, i_n, p_n) = (128usize, 8usize, 64usize, 4096usize);
    let n = s_n * h_n * i_n * 2;
    let mut x = floats(11, n, -4.0, 4.0);
    let mut cos = floats(12, p_n * i_n, -1.0, 1.0);
    let mut sin = floats(13, p_n * i_n, -1.0, 1.0);
    // Scattered decode positions, every one inside the table.
    let pos: Vec<i32> = (0..s_n).map(|s| ((s * 997 + 5) % p_n) as i32).collect();
    let row0 = pos[0] as usize * i_n;
    (x[0], x[1], cos[row0], sin[row0]) = (1.0, 2.0, 0.5, 0.25);
    let (interp, sim, cycles) = ve_util::both(
        &file("examples/rope_f32.mlir"),
        &[
            Vals::F(x.clone()),
            Vals::I(pos.clone()),
            Vals::F(cos.clone()),
            Vals::F(sin.clone()),
        ],
    );
    let (interp, y) = (f32s(&interp[0]), f32s(&sim[0]));
    assert_eq!(
        interp.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
        y.iter().map(|v| v.to_bits()).collect::<Vec<_>>()
    );
    assert_eq!((y[0], y[1]), (0.0, 1.25));
    let tol = 2f64.powi(-23) * (1.0 + 2f64.powi(-20));
    for (s, &ps) in pos.iter().enumerate() {
        for h in 0..h_n {
            for i in 0..i_n {
                let at = ((s * h_n + h) * i_n + i) * 2;
                let (x0, x1) = (x[at], x[at + 1]);
                let t = ps as usize * i_n + i;
                let (c, sn) = (cos[t], sin[t]);
                // The f32 arithmetic of the method: products rounded, then the sum.
                let want = [x0 * c + x1 * -sn, x0 * sn + x1 * c];
                let (a, b) = (f64::from(x0), f64::from(x1));
                let (cf, sf) = (f64::from(c), f64::from(sn));
                let exact = [a * cf - b * sf, a * sf + b * cf];
                let scale = [
                    (a * cf).abs() + (b * sf).abs(),
                    (a * sf).abs() + (b * cf).abs(),
                ];
                for f in 0..2 {
                    let got = y[at + f];
                    assert_eq!(got.to_bits(), want[f].to_bits(), "s {s} h {h} i {i} f {f}");
                    assert!(
                        (f64::from(got) - exact[f]).abs() <= tol * scale[f],
                        "s {s} h {h} i {i} f {f}: {got} vs {}",
                        exact[f]
                    );
                }
            }
        }
    }
    assert_eq!(cycles, [65, 64, 1025, 1025, 1024]);
}
