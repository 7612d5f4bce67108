//! Unit tests of the float formats and conversions. Expected bit patterns are
//! hand-worked from the format definitions (LLVM's `fltSemantics`) or mlir-opt-22's
//! output for the same literal (noted where so).

use super::*;

/// The exact conversion (for `f32`/`f64` too), checked against the public one, whose
/// `f32`/`f64` fast path is the standard library's.
fn dec(kind: FloatKind, text: &str) -> u128 {
    let exact = decimal_to_bits_exact(kind, text).unwrap();
    assert_eq!(decimal_to_bits(kind, text), Some(exact), "{kind:?} {text}");
    exact
}

#[test]
fn formats_have_their_widths_and_limits() {
    for k in FloatKind::ALL {
        let f = k.format();
        let stored = 1 + f.exponent_bits + f.mantissa_bits - (!f.has_sign) as u32;
        assert_eq!(stored, f.width, "{}", k.name());
        assert_eq!(FloatKind::from_name(k.name()), Some(k));
    }
    // Largest finite values, hand-worked: f16 65504, f8E4M3FN 448, f8E5M2FNUZ 57344,
    // f8E4M3B11FNUZ 30, f4E2M1FN 6, f6E2M3FN 7.5, f6E3M2FN 28, f8E8M0FNU 2^127.
    let max = |k: FloatKind| to_f64(k, k.format().max_finite_bits()).unwrap();
    assert_eq!(max(FloatKind::F16), 65504.0);
    assert_eq!(max(FloatKind::F8E4M3FN), 448.0);
    assert_eq!(max(FloatKind::F8E4M3), 240.0);
    assert_eq!(max(FloatKind::F8E3M4), 15.5);
    assert_eq!(max(FloatKind::F8E5M2FNUZ), 57344.0);
    assert_eq!(max(FloatKind::F8E4M3FNUZ), 240.0);
    assert_eq!(max(FloatKind::F8E4M3B11FNUZ), 30.0);
    assert_eq!(max(FloatKind::F4E2M1FN), 6.0);
    assert_eq!(max(FloatKind::F6E2M3FN), 7.5);
    assert_eq!(max(FloatKind::F6E3M2FN), 28.0);
    assert_eq!(max(FloatKind::F8E8M0FNU), 2f64.powi(127));
    assert_eq!(
        max(FloatKind::TF32),
        (2.0 - 2f64.powi(-10)) * 2f64.powi(127)
    );
    assert_eq!(
        to_f64(FloatKind::F80, FloatKind::F80.format().max_finite_bits()),
        None
    );
}

#[test]
fn special_patterns_decode() {
    let class = |k, b| decode(k, b).class;
    assert_eq!(class(FloatKind::F16, 0x7C00), FloatClass::Infinity);
    assert_eq!(class(FloatKind::F16, 0x7C01), FloatClass::NaN);
    assert_eq!(class(FloatKind::F8E4M3FN, 0x7F), FloatClass::NaN);
    assert!(matches!(
        class(FloatKind::F8E4M3FN, 0x7E),
        FloatClass::Finite { .. }
    ));
    assert_eq!(class(FloatKind::F8E4M3FNUZ, 0x80), FloatClass::NaN);
    assert_eq!(class(FloatKind::F8E8M0FNU, 0xFF), FloatClass::NaN);
    assert_eq!(to_f64(FloatKind::F8E8M0FNU, 0x00), Some(2f64.powi(-127)));
    assert_eq!(to_f64(FloatKind::F8E8M0FNU, 0x7F), Some(1.0));
    // x87: 1.0 is 0x3FFF8000000000000000; the unnormal 0x3FFF0000000000000000 and the
    // pseudo-infinity 0x7FFF0000000000000000 are NaNs.
    assert_eq!(
        to_f64(FloatKind::F80, 0x3FFF_8000_0000_0000_0000),
        Some(1.0)
    );
    assert_eq!(
        class(FloatKind::F80, 0x3FFF_0000_0000_0000_0000),
        FloatClass::NaN
    );
    assert_eq!(
        class(FloatKind::F80, 0x7FFF_0000_0000_0000_0000),
        FloatClass::NaN
    );
    assert_eq!(
        class(FloatKind::F80, 0x7FFF_8000_0000_0000_0000),
        FloatClass::Infinity
    );
    assert_eq!(to_f64(FloatKind::F128, 0x3FFF << 112), Some(1.0));
    assert_eq!(to_f64(FloatKind::TF32, 0x1FC00), Some(1.0));
    assert_eq!(to_f64(FloatKind::F4E2M1FN, 0x1), Some(0.5));
    assert_eq!(to_f64(FloatKind::F4E2M1FN, 0xF), Some(-6.0));
}

/// Expectations from mlir-opt-22 (printed hex, or the decimal it printed converted by
/// hand to bits), for `"test.op"() {a = <literal>} : () -> ()`.
#[test]
fn decimal_literals_round_as_mlir_opt_does() {
    assert_eq!(dec(FloatKind::F16, "0.1"), 0x2E66); // 9.997550e-02
    assert_eq!(dec(FloatKind::F16, "1.0e40"), 0x7C00);
    assert_eq!(dec(FloatKind::F16, "65504.0"), 0x7BFF);
    assert_eq!(dec(FloatKind::F16, "65520.0"), 0x7C00);
    assert_eq!(dec(FloatKind::F16, "123456789.0"), 0x7C00);
    assert_eq!(dec(FloatKind::F32, "1.0e39"), 0x7F80_0000);
    assert_eq!(dec(FloatKind::BF16, "1.0e39"), 0x7F80);
    assert_eq!(dec(FloatKind::F32, "1.0e-40"), 0x0001_16C2); // 9.999940e-41
    assert_eq!(dec(FloatKind::F64, "1.0e400"), 0x7FF0_0000_0000_0000);
    assert_eq!(dec(FloatKind::F64, "1.0e-400"), 0);
    assert_eq!(dec(FloatKind::F8E4M3FN, "1.0e10"), 0x7F);
    assert_eq!(dec(FloatKind::F8E4M3FN, "-1.0e40"), 0xFF);
    assert_eq!(dec(FloatKind::F8E5M2FNUZ, "1.0e10"), 0x80);
    assert_eq!(dec(FloatKind::F4E2M1FN, "1.0e10"), 0x7); // 6.000000e+00
    assert_eq!(dec(FloatKind::F4E2M1FN, "-1.0e40"), 0xF);
    assert_eq!(dec(FloatKind::F4E2M1FN, "-0.0"), 0x8);
    assert_eq!(dec(FloatKind::F4E2M1FN, "0.1"), 0x0);
    assert_eq!(dec(FloatKind::F8E4M3FNUZ, "-0.0"), 0x0);
    assert_eq!(dec(FloatKind::F8E8M0FNU, "3.0"), 0x81); // 4.000000e+00
    assert_eq!(dec(FloatKind::F8E8M0FNU, "1.0e-30"), 0x1B); // 2^-100
    assert_eq!(dec(FloatKind::F8E8M0FNU, "0.0"), 0x00); // 5.877470e-39
    assert_eq!(dec(FloatKind::F8E8M0FNU, "1.0e-60"), 0x00);
    assert_eq!(dec(FloatKind::F8E8M0FNU, "1.0e60"), 0xFF);
    assert_eq!(dec(FloatKind::F6E3M2FN, "28.0"), 0x1F);
    assert_eq!(dec(FloatKind::TF32, "0.3"), 0x1F4CD); // 3.000490e-01
    assert_eq!(dec(FloatKind::F80, "1.5"), 0x3FFF_C000_0000_0000_0000);
}

/// Where mlir-opt-22 rounds through `f64` first and this converter does not (the
/// decision "Text format › Floats"): hand-worked.
#[test]
fn decimal_literals_round_once() {
    // 1 + 2^-11 + 10^-20 lies just above the f16 midpoint between 1.0 and 1 + 2^-10:
    // it rounds up (mlir-opt's f64 step lands on the midpoint and ties to 1.0).
    assert_eq!(dec(FloatKind::F16, "1.00048828125000000001"), 0x3C01);
    assert_eq!(dec(FloatKind::F16, "1.00048828125"), 0x3C00);
    assert_eq!(dec(FloatKind::F16, "1.00146484375"), 0x3C02); // tie to even, upward
                                                              // 0.1 in f128: 0x3FFB999999999999999999999999999A (round to nearest of
                                                              // 0x1.999...9(9)p-4, the repeating 1001 pattern rounds up).
    assert_eq!(
        dec(FloatKind::F128, "0.1"),
        0x3FFB_9999_9999_9999_9999_9999_9999_999A
    );
    // 0.1 in f80: significand 0xCCCCCCCCCCCCCCCD, exponent -4 (biased 0x3FFB).
    assert_eq!(dec(FloatKind::F80, "0.1"), 0x3FFB_CCCC_CCCC_CCCC_CCCD);
    // 1e400 is finite in f128 (mlir-opt gives infinity through f64).
    assert!(matches!(
        decode(FloatKind::F128, dec(FloatKind::F128, "1.0e400")).class,
        FloatClass::Finite { .. }
    ));
}

#[test]
fn decimal_conversion_agrees_with_std_for_f64_and_f32() {
    // Rust's `str::parse` is correctly rounded: an independent reference.
    let samples = [
        "0.1",
        "2.5e-324",
        "4.9406564584124654e-324",
        "2.2250738585072011e-308",
        "1.7976931348623157e308",
        "1.7976931348623158e308",
        "123456789012345678901234567890",
        "9007199254740993",
        "0.000000000000000000000000000000000001234",
        "3.14159265358979323846",
        "8.98846567431158e307",
        "1e23",
        "5e-324",
        "2.4703282292062327e-324",
        "2.4703282292062328e-324",
    ];
    for s in samples {
        assert_eq!(
            dec(FloatKind::F64, s),
            s.parse::<f64>().unwrap().to_bits() as u128,
            "{s}"
        );
        assert_eq!(
            dec(FloatKind::F32, s),
            s.parse::<f32>().unwrap().to_bits() as u128,
            "{s}"
        );
    }
    // Pseudo-random decimal strings with many digits and exponents.
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    for _ in 0..2000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let digits = format!("{}", x % 10_000_000_000_000_000_000u64);
        let e = (x >> 40) as i64 % 700 - 350;
        let s = format!("{}.{}e{e}", &digits[..1], &digits[1..]);
        assert_eq!(
            dec(FloatKind::F64, &s),
            s.parse::<f64>().unwrap().to_bits() as u128,
            "{s}"
        );
        assert_eq!(
            dec(FloatKind::F32, &s),
            s.parse::<f32>().unwrap().to_bits() as u128,
            "{s}"
        );
    }
}

#[test]
fn f64_round_trips_and_narrows() {
    assert_eq!(from_f64(FloatKind::F16, 0.1), Some(0x2E66));
    assert_eq!(from_f64(FloatKind::BF16, 1.0), Some(0x3F80));
    assert_eq!(from_f64(FloatKind::F16, f64::NAN), Some(0x7E00));
    assert_eq!(from_f64(FloatKind::F4E2M1FN, f64::NAN), None);
    assert_eq!(from_f64(FloatKind::F32, -0.0), Some(0x8000_0000));
    for k in FloatKind::ALL {
        let w = k.width();
        for b in 0..(1u128 << w.min(12)) {
            let b = if w > 12 { b << (w - 12) } else { b };
            let d = decode(k, b);
            if let Some(v) = to_f64(k, b) {
                if !v.is_nan() {
                    // Every exactly representable value converts back to itself,
                    // except patterns that alias another (E8M0 has no sign).
                    let back = from_f64(k, v).unwrap();
                    assert_eq!(decode(k, back), d, "{} {b:#x}", k.name());
                }
            }
        }
    }
}

#[test]
fn huge_literals_do_not_hang() {
    let many = format!("0.{}1e5", "0".repeat(100_000));
    assert_eq!(dec(FloatKind::F64, &many), 0);
    let long = format!("1.{}e0", "3".repeat(50_000));
    assert_eq!(
        dec(FloatKind::F64, &long),
        "1.3333333333333333".parse::<f64>().unwrap().to_bits() as u128
    );
    assert_eq!(
        dec(FloatKind::F128, "1e99999999999999999999"),
        0x7FFF << 112
    );
    assert_eq!(dec(FloatKind::F128, "1e-99999999999999999999"), 0);
    assert_eq!(decimal_to_bits(FloatKind::F32, "1.2.3"), None);
    assert_eq!(decimal_to_bits(FloatKind::F32, "e5"), None);
}

#[test]
fn nan_payloads_survive_the_trip_through_f64() {
    use super::{f32_to_f64_keeping_nan, f64_to_f32_keeping_nan};
    // By hand: f32 0x7F800001 is a signalling NaN with payload 1; in f64 the payload
    // sits 29 bits up (52 - 23), the quiet bit (bit 51) stays clear.
    let w = f32_to_f64_keeping_nan(f32::from_bits(0x7F80_0001));
    assert_eq!(w.to_bits(), 0x7FF0_0000_2000_0000);
    assert_eq!(
        f32_to_f64_keeping_nan(f32::from_bits(0xFFBF_FFFF)).to_bits(),
        0xFFF7_FFFF_E000_0000
    );
    assert_eq!(
        to_f64_keeping_nan(FloatKind::F32, 0x7F80_0001).to_bits(),
        w.to_bits()
    );
    for b in [
        0x7F80_0001u32,
        0x7FBF_FFFF,
        0x7FC0_0000,
        0xFFC0_0001,
        0xFF80_0001,
        0x7FFF_FFFF,
    ] {
        assert_eq!(
            f64_to_f32_keeping_nan(f32_to_f64_keeping_nan(f32::from_bits(b))).to_bits(),
            b
        );
        assert_eq!(
            from_f64_keeping_nan(
                FloatKind::F32,
                to_f64_keeping_nan(FloatKind::F32, u128::from(b))
            ),
            Some(u128::from(b))
        );
    }
    // Every bf16 and f16 pattern, NaN or not, comes back; numbers have their value.
    for kind in [FloatKind::BF16, FloatKind::F16] {
        for b in 0u128..=0xFFFF {
            let x = to_f64_keeping_nan(kind, b);
            assert_eq!(from_f64_keeping_nan(kind, x), Some(b), "{kind:?} {b:#06x}");
            if !x.is_nan() {
                assert_eq!(x.to_bits(), to_f64_rounded(kind, b).to_bits());
            }
        }
    }
    // A NaN whose payload lies below the narrower format's bits becomes its quiet NaN
    // (truncating to zero would read as infinity), keeping the sign.
    let low = f64::from_bits(0xFFF0_0000_0000_0001);
    assert_eq!(f64_to_f32_keeping_nan(low).to_bits(), 0xFFC0_0000);
    assert_eq!(from_f64_keeping_nan(FloatKind::BF16, low), Some(0xFFC0));
    // f8E4M3FN has one NaN per sign: no payload to keep.
    assert_eq!(from_f64_keeping_nan(FloatKind::F8E4M3FN, w), Some(0x7F));
    assert_eq!(
        from_f64_keeping_nan(
            FloatKind::F8E4M3FN,
            to_f64_keeping_nan(FloatKind::F8E4M3FN, 0xFF)
        ),
        Some(0xFF)
    );
}

#[test]
fn a_negative_nan_keeps_its_sign_in_f64() {
    // The sign bit of f8E4M3FN's 0xFF and bf16's 0xFFC0 (by hand: both are -NaN).
    assert!(to_f64(FloatKind::F8E4M3FN, 0xFF)
        .unwrap()
        .is_sign_negative());
    assert!(to_f64(FloatKind::BF16, 0xFFC0).unwrap().is_sign_negative());
    assert!(to_f64(FloatKind::BF16, 0x7FC0).unwrap().is_sign_positive());
}
