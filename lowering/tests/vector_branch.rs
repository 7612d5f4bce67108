//! The Vector Engine's branch modes and ExecutionId groups (docs/decisions.md C9A-1 …
//! C9A-5) and the causal softmax kernel, against plain f64 loops: each kernel runs on the
//! reference interpreter and, lowered to hw, on the simulator; the two agree bit for bit,
//! and both match the reference written here.

mod ve_util;
use ve_util::*;

/// The comparison mode on values with per-group ops (test/visa-run/
/// check-branch-comparison.mlir): ids 1 (x > 0), 2 (x <= -2), 0 otherwise; group 2
/// negated, group 1 tripled, group 0 plus 0.5, groups 0 and 1 clipped at 1.0 from below.
/// Every op is exact or one IEEE rounding, so the f64 loop rounded once matches exactly.
#[test]
fn comparison_groups_match_the_f64_loop() {
    let mut x = floats(11, 2048, -4.0, 4.0);
    // The boundaries: 0.0, -0.0, -2.0 exactly, and just beside them.
    x[..6].copy_from_slice(&[0.0, -0.0, -2.0, -1.999_999_9, 1e-30, -2.000_000_2]);
    let (i, s, _) = both(
        &file("test/visa-run/check-branch-comparison.mlir"),
        &[Vals::F(x.clone())],
    );
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    for (k, (&xv, &got)) in x.iter().zip(f32s(&s[0])).enumerate() {
        let v = f64::from(xv);
        let want = if v > 0.0 {
            (v * 3.0).max(1.0)
        } else if v <= -2.0 {
            -v
        } else {
            (v + 0.5).max(1.0)
        };
        assert_eq!(got, want as f32, "element {k}: x = {xv}");
    }
}

/// Causal softmax (examples/softmax_causal_f32.mlir) against the f64 loop: probability 0
/// exactly for t > s, relative error at most 1e-5 elsewhere; the four Tensor-Unit passes
/// take one cycle per packet (128 flits per slice) plus the ALUs' latency.
#[test]
fn softmax_causal_matches_the_f64_loop() {
    let (b, n) = (4usize, 128usize);
    let x = floats(5, b * n * n, -6.0, 6.0);
    let (i, s, main) = both(
        &file("examples/softmax_causal_f32.mlir"),
        &[Vals::F(x.clone())],
    );
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    let y = f32s(&s[0]);
    let mut worst = 0.0f64;
    for bb in 0..b {
        for r in 0..n {
            let row = &x[(bb * n + r) * n..(bb * n + r + 1) * n];
            let m = row[..=r]
                .iter()
                .map(|&v| f64::from(v))
                .fold(f64::MIN, f64::max);
            let sum: f64 = row[..=r].iter().map(|&v| (f64::from(v) - m).exp()).sum();
            for t in 0..n {
                let got = y[(bb * n + r) * n + t];
                if t > r {
                    assert_eq!(got.to_bits(), 0, "b {bb} s {r} t {t}: masked must be +0.0");
                    continue;
                }
                let want = (f64::from(row[t]) - m).exp() / sum;
                let rel = (f64::from(got) - want).abs() / want;
                worst = worst.max(rel);
            }
        }
    }
    assert!(worst <= 1e-5, "worst relative error {worst:e}");
    eprintln!("softmax_causal: worst relative error {worst:e}; main passes {main:?} cycles");
    assert_eq!(main.len(), 4);
    for &c in &main {
        assert!(
            (128..=133).contains(&c),
            "{main:?}: 128 packets per slice and up to 5 ALUs"
        );
    }
}

/// Comparisons on positions (test/visa-run/check-branch-index.mlir): host [R = 4, A =
/// 2048] i32; id bit 0 = a < 700, bit 1 = r >= 2. Group 3 xor 5, group 2 plus 1000
/// (wrapping), groups 2 and 3 times 3 (wrapping), group 0 clipped at 0 from below.
#[test]
fn index_comparison_groups_match_the_i64_loop() {
    let (rn, an) = (4usize, 2048usize);
    let mut x = ints(3, rn * an);
    x[0] = i32::MAX;
    x[1] = i32::MIN;
    let (i, s, _) = both(
        &file("test/visa-run/check-branch-index.mlir"),
        &[Vals::I(x.clone())],
    );
    assert_eq!(i, s, "interpreter and simulator differ");
    let got = i32s(&s[0]);
    for r in 0..rn {
        for a in 0..an {
            let k = r * an + a;
            let id = u8::from(a < 700) | u8::from(r >= 2) << 1;
            let mut v = i64::from(x[k]);
            let wrap = |v: i64| i64::from(v as i32);
            if id == 3 {
                v ^= 5;
            }
            if id == 1 {
                v = wrap(v + 1000);
            }
            if id >= 2 {
                v = wrap(v * 3);
            }
            if id == 0 {
                v = v.max(0);
            }
            assert_eq!(i64::from(got[k]), v, "r {r} a {a} id {id}");
        }
    }
}

/// The Branch Logger and the vrf mode (test/visa-run/check-branch-log.mlir): ids logged
/// from axis_toggle over A (a % 2) and read back: y = x + 1000 where a is odd.
#[test]
fn branch_log_then_vrf_mode_matches_the_loop() {
    let (rn, an) = (4usize, 2048usize);
    let x = ints(9, rn * an);
    let (i, s, main) = both(
        &file("test/visa-run/check-branch-log.mlir"),
        &[Vals::I(x.clone())],
    );
    assert_eq!(i, s, "interpreter and simulator differ");
    let got = i32s(&s[0]);
    for (k, (&xv, &g)) in x.iter().zip(got).enumerate() {
        let a = k % an;
        let want = if a % 2 == 1 {
            xv.wrapping_add(1000)
        } else {
            xv
        };
        assert_eq!(g, want, "element {k}");
    }
    // Two main passes of 4 flits per slice.
    assert_eq!(main.len(), 2);
}

/// The masked multiplies (test/visa-run/check-branch-mask.mlir, C9A-8): ids 1 (x > 0),
/// 2 (x < -3), 0 otherwise; y = x + 1 on group 1, 1 on group 0, +0.0 on group 2 (the
/// mask_fma_f's product of the masked 0; every step exact or one rounding of the f64).
#[test]
fn masked_multiplies_match_the_f64_loop() {
    let mut x = floats(21, 2048, -6.0, 6.0);
    x[..4].copy_from_slice(&[0.0, -3.0, -3.000_000_2, 1e-40]);
    let (i, s, _) = both(
        &file("test/visa-run/check-branch-mask.mlir"),
        &[Vals::F(x.clone())],
    );
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    for (k, (&xv, &got)) in x.iter().zip(f32s(&s[0])).enumerate() {
        let v = f64::from(xv);
        let want: f32 = if v > 0.0 {
            ((2.0 * v) as f32 as f64 * 0.5 + 1.0) as f32
        } else if v < -3.0 {
            0.0
        } else {
            1.0
        };
        assert_eq!(got.to_bits(), want.to_bits(), "element {k}: x = {xv}");
    }
}
