//! Two-group mode (L5107–5117, L5154–5259, docs/decisions.md T9G-1) against plain loops:
//! each kernel of `test/visa-run/check-two-group-*.mlir` runs on the reference
//! interpreter and, lowered to hw, on the simulator with random inputs; the two agree bit
//! for bit and both equal the plain loop (exactly for i32 and for one f32 rounding, within
//! the transcendental bound of docs/decisions.md C9-2 for exp); the main pass's cycles
//! are docs/cycle-model.md's, worked by hand.

mod ve_util;

use ve_util::{bits, file, floats, ints, Vals};

/// The kernel of `path` with `from` replaced by `to` (one op line).
fn variant(path: &str, from: &str, to: &str) -> String {
    let text = file(path);
    assert!(text.contains(from), "{path} lacks `{from}`");
    text.replacen(from, to, 1)
}

/// `vector_fxp_zip(AddFxpSat)`: g0 + g1 saturated to i32, over random values of the
/// whole i32 range and the edges MAX + 1 → MAX, MIN + (−1) → MIN. Cycles: 2 flits per
/// slice fetched and through the engine, 1 ALU: 2 + 1 = 3.
#[test]
fn i32_saturating_add_zip_against_plain_loop() {
    let text = variant(
        "test/visa-run/check-two-group-pair-add.mlir",
        "stream.vector_clip_zip add_fxp %p",
        "stream.vector_fxp_zip add_fxp_sat %p",
    );
    let n = 512;
    let mut a = ints(21, n);
    let mut b = ints(22, n);
    (a[0], b[0]) = (i32::MAX, 1);
    (a[1], b[1]) = (i32::MIN, -1);
    (a[2], b[2]) = (2, 3);
    let (interp, sim, cycles) = ve_util::both(&text, &[Vals::I(a.clone()), Vals::I(b.clone())]);
    assert_eq!(interp, sim);
    let Vals::I(y) = &sim[0] else {
        panic!("an i32 result")
    };
    assert_eq!(&y[..3], &[i32::MAX, i32::MIN, 5]);
    for i in 0..n {
        let want =
            (i64::from(a[i]) + i64::from(b[i])).clamp(i64::from(i32::MIN), i64::from(i32::MAX));
        assert_eq!(i64::from(y[i]), want, "element {i}: {} + {}", a[i], b[i]);
    }
    assert_eq!(cycles, [3]);
}

/// GT-VE-18: 10·g0 (group 0 only) + g1, both wrapping (i64 product and sum taken mod
/// 2^32). Cycles: 2 flits + 2 ALUs (FxpMul, ClipAdd) = 4.
#[test]
fn one_sided_mul_then_add_against_plain_loop() {
    let text = file("test/visa-run/check-two-group-one-side.mlir");
    let n = 512;
    let a = ints(23, n);
    let b = ints(24, n);
    let (interp, sim, cycles) = ve_util::both(&text, &[Vals::I(a.clone()), Vals::I(b.clone())]);
    assert_eq!(interp, sim);
    let Vals::I(y) = &sim[0] else {
        panic!("an i32 result")
    };
    for i in 0..n {
        let want = (10 * i64::from(a[i]) + i64::from(b[i])) as i32;
        assert_eq!(y[i], want, "element {i}");
    }
    assert_eq!(cycles, [4]);
}

/// `vector_fp_zip(MulF(Mul0))` (GT-VE-19) and `(SubF, Mode10)` (GT-VE-16): the f64
/// product or difference of two f32s is exact, so the result is it rounded once to f32.
/// Cycles: 2 flits (trimmed: 1 Way4 packet each) + 1 ALU = 3.
#[test]
fn f32_mul_and_reversed_sub_zip_against_plain_loop() {
    let n = 512;
    let a = floats(25, n, -1e3, 1e3);
    let b = floats(26, n, -1e3, 1e3);
    let ins = [Vals::F(a.clone()), Vals::F(b.clone())];
    for (path, f) in [
        (
            "test/visa-run/check-two-group-fp-mul.mlir",
            (|x: f64, y: f64| x * y) as fn(f64, f64) -> f64,
        ),
        ("test/visa-run/check-two-group-zip-mode10.mlir", |x, y| {
            y - x
        }),
    ] {
        let (interp, sim, cycles) = ve_util::both(&file(path), &ins);
        assert_eq!(bits(&interp[0]), bits(&sim[0]), "{path}");
        let y = bits(&sim[0]);
        for i in 0..n {
            let want = f(f64::from(a[i]), f64::from(b[i])) as f32;
            assert_eq!(y[i], want.to_bits(), "{path}: element {i}");
        }
        assert_eq!(cycles, [3], "{path}");
    }
}

/// GT-VE-20: exp(g0) · g1, exp on group 0 only. Against f64 `exp(x) · y`: the f32 exp is
/// within the transcendental bound (relative 1e-5, docs/decisions.md C9-2) and the
/// product adds one rounding, so the result is within 1e-5 + 2^-24 relative. Cycles:
/// 2 packets + 2 ALUs (FpExp, FpMul0) = 4.
#[test]
fn exp_then_mul_zip_within_transcendental_bound() {
    let n = 512;
    let a = floats(27, n, -20.0, 20.0);
    let b = floats(28, n, -4.0, 4.0);
    let text = file("test/visa-run/check-two-group-exp-mul.mlir");
    let (interp, sim, cycles) = ve_util::both(&text, &[Vals::F(a.clone()), Vals::F(b.clone())]);
    assert_eq!(bits(&interp[0]), bits(&sim[0]));
    let y = bits(&sim[0]);
    let mut worst = 0.0f64;
    for i in 0..n {
        let want = f64::from(a[i]).exp() * f64::from(b[i]);
        let got = f64::from(f32::from_bits(y[i]));
        let rel = if want == 0.0 {
            got.abs()
        } else {
            ((got - want) / want).abs()
        };
        worst = worst.max(rel);
    }
    eprintln!("exp(g0)·g1: worst relative error vs f64 {worst:.2e}");
    assert!(
        worst <= 1e-5 + f64::powi(2.0, -24),
        "worst relative error {worst:e}"
    );
    assert_eq!(cycles, [4]);
}
