//! Tests of the `math` dialect: every op's custom form as mlir-opt-22 prints it (the
//! expected text is mlir-opt-22's output for the same input), generic forms, verifier
//! messages in MLIR's words, and folds against values worked by hand.

use super::fold::{ipowi, round_to_integral, Toward};
use crate::testutil::{canonicalize, parse, print, roundtrip};
use visa_ir::FloatKind;

/// mlir-opt-22's custom print of a function using every math op.
const EVERY_OP: &str = "\
module {
  func.func @f(%arg0: f32, %arg1: f64, %arg2: vector<4xf16>, %arg3: tensor<?x2xbf16>, %arg4: i32, %arg5: index, %arg6: vector<4xi8>, %arg7: tensor<?x2xi64>, %arg8: tensor<*xf32>) -> f32 {
    %0 = math.absf %arg0 : f32
    %1 = math.acos %arg0 fastmath<nnan> : f32
    %2 = math.acosh %arg1 : f64
    %3 = math.asin %arg2 : vector<4xf16>
    %4 = math.asinh %arg3 fastmath<fast> : tensor<?x2xbf16>
    %5 = math.atan %arg0 : f32
    %6 = math.atanh %arg0 : f32
    %7 = math.cbrt %arg1 fastmath<afn> : f64
    %8 = math.ceil %arg0 : f32
    %9 = math.cos %arg0 : f32
    %10 = math.cosh %arg0 : f32
    %11 = math.erf %arg0 : f32
    %12 = math.erfc %arg8 : tensor<*xf32>
    %13 = math.exp %arg0 : f32
    %14 = math.exp2 %arg0 : f32
    %15 = math.expm1 %arg0 : f32
    %16 = math.floor %arg0 : f32
    %17 = math.log %arg0 fastmath<nnan,nsz> : f32
    %18 = math.log10 %arg0 : f32
    %19 = math.log1p %arg0 : f32
    %20 = math.log2 %arg0 : f32
    %21 = math.round %arg0 : f32
    %22 = math.roundeven %arg0 : f32
    %23 = math.rsqrt %arg0 : f32
    %24 = math.sin %arg0 : f32
    %25 = math.sinh %arg0 : f32
    %26 = math.sqrt %arg0 : f32
    %27 = math.tan %arg0 : f32
    %28 = math.tanh %arg0 : f32
    %29 = math.trunc %arg0 : f32
    %30 = math.atan2 %arg0, %arg0 : f32
    %31 = math.copysign %arg2, %arg2 fastmath<reassoc> : vector<4xf16>
    %32 = math.powf %arg1, %arg1 : f64
    %33 = math.fma %arg0, %arg0, %arg0 fastmath<contract> : f32
    %34 = math.clampf %arg0 to [%arg0, %arg0] : f32
    %35 = math.absi %arg4 : i32
    %36 = math.ctlz %arg5 : index
    %37 = math.cttz %arg6 : vector<4xi8>
    %38 = math.ctpop %arg7 : tensor<?x2xi64>
    %39 = math.ipowi %arg4, %arg4 : i32
    %40 = math.fpowi %arg0, %arg4 fastmath<fast> : f32, i32
    %41 = math.fpowi %arg3, %arg7 : tensor<?x2xbf16>, tensor<?x2xi64>
    %sin, %cos = math.sincos %arg0 : f32
    %42 = math.isfinite %arg0 : f32
    %43 = math.isinf %arg2 : vector<4xf16>
    %44 = math.isnan %arg3 {fastmath = #arith.fastmath<nnan>} : tensor<?x2xbf16>
    %45 = math.isnormal %arg8 : tensor<*xf32>
    %46 = math.sqrt %arg0 {tag} : f32
    return %0 : f32
  }
}
";

#[test]
fn every_op_prints_as_mlir_opt() {
    assert_eq!(roundtrip(EVERY_OP), EVERY_OP);
}

#[test]
fn generic_forms_carry_fastmath_as_mlir_does() {
    let (ctx, m) = parse(EVERY_OP).unwrap();
    let generic = print(&ctx, m, true);
    for piece in [
        "\"math.absf\"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32",
        "\"math.clampf\"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32",
        "\"math.ctlz\"(%arg5) : (index) -> index",
        "\"math.fpowi\"(%arg0, %arg4) <{fastmath = #arith.fastmath<fast>}> : (f32, i32) -> f32",
        "%42:2 = \"math.sincos\"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)",
        "\"math.isnan\"(%arg3) <{fastmath = #arith.fastmath<nnan>}> : (tensor<?x2xbf16>) -> tensor<?x2xi1>",
        "\"math.isnormal\"(%arg8) <{fastmath = #arith.fastmath<none>}> : (tensor<*xf32>) -> tensor<*xi1>",
    ] {
        assert!(generic.contains(piece), "{piece}\n{generic}");
    }
}

/// The first verifier or parser message for `body` inside a function of `args`.
fn error_of(args: &str, body: &str) -> String {
    let text = format!("func.func @f({args}) {{\n  {body}\n  return\n}}\n");
    match parse(&text) {
        Ok(_) => panic!("accepted: {body}"),
        Err(e) => e,
    }
}

#[test]
fn verifiers_speak_mlirs_words() {
    // Each message is mlir-opt-22's for the same line (columns are not compared: visa
    // places an op at its first token and a missing token at the next one).
    for (args, body, message) in [
        ("%a: i32", "%0 = math.absf %a : i32", "'math.absf' op operand #0 must be floating-point-like, but got 'i32'"),
        ("%a: i32", "%0 = \"math.absf\"(%a) : (i32) -> f32", "'math.absf' op operand #0 must be floating-point-like, but got 'i32'"),
        ("%a: f32", "%0 = \"math.absf\"(%a) : (f32) -> f64", "'math.absf' op requires the same type for all operands and results"),
        ("%a: memref<4xf32>", "%0 = math.sqrt %a : memref<4xf32>", "'math.sqrt' op operand #0 must be floating-point-like, but got 'memref<4xf32>'"),
        ("%a: si32", "%0 = math.absi %a : si32", "'math.absi' op operand #0 must be signless-integer-like, but got 'si32'"),
        ("%a: f32", "%0 = math.ctlz %a : f32", "'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'"),
        ("%a: f32", "%0 = \"math.isnan\"(%a) : (f32) -> i32", "'math.isnan' op result #0 must be bool-like, but got 'i32'"),
        ("%a: vector<4xf32>", "%0 = \"math.isnan\"(%a) : (vector<4xf32>) -> i1", "'math.isnan' op failed to verify that result type has i1 element type and same shape as operands"),
        ("%a: vector<4xf32>", "%0 = \"math.isinf\"(%a) : (vector<4xf32>) -> tensor<4xi1>", "'math.isinf' op failed to verify that result type has i1 element type and same shape as operands"),
        ("%a: f32, %b: f32", "%0 = \"math.fpowi\"(%a, %b) : (f32, f32) -> f32", "'math.fpowi' op operand #1 must be signless-integer-like, but got 'f32'"),
        ("%a: f32, %b: i32", "%0 = \"math.fpowi\"(%a, %b) : (f32, i32) -> f64", "'math.fpowi' op failed to verify that all of {lhs, result} have same type"),
        ("%a: f32, %b: vector<4xi32>", "%0 = \"math.fpowi\"(%a, %b) : (f32, vector<4xi32>) -> f32", "'math.fpowi' op requires the same shape for all operands and results"),
        ("%a: tensor<*xf32>, %b: tensor<4xi32>", "%0 = \"math.fpowi\"(%a, %b) : (tensor<*xf32>, tensor<4xi32>) -> tensor<*xf32>", "'math.fpowi' op all non-scalar operands/results must have the same shape and base type"),
        ("%a: f32", "%0:2 = \"math.sincos\"(%a) : (f32) -> (f32, f64)", "'math.sincos' op failed to verify that all of {operand, sin, cos} have same type"),
        ("%a: f32, %b: i32", "%0 = \"math.clampf\"(%a, %a, %b) : (f32, f32, i32) -> f32", "'math.clampf' op operand #2 must be floating-point-like, but got 'i32'"),
        ("%a: f32", "%0 = \"math.absf\"(%a) {fastmath = 1 : i32} : (f32) -> f32", "'math.absf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags"),
        ("%a: i32", "%0 = math.isnan %a : i32", "custom op 'math.isnan' 'operand' must be floating-point-like, but got 'i32'"),
        ("%a: f32", "%0 = math.isnan %a fastmath<fast> : f32", "expected ':'"),
        ("%a: f32, %b: i32", "%0 = math.fpowi %a, %b : f32", "expected ','"),
    ] {
        let got = error_of(args, body);
        assert!(got.ends_with(message), "{body}\n  got:  {got}\n  want: {message}");
    }
}

#[test]
fn shaped_operands_of_the_element_kind_verify() {
    for (args, body) in [
        (
            "%a: tensor<4xf32>, %b: tensor<?xi32>",
            "%0 = \"math.fpowi\"(%a, %b) : (tensor<4xf32>, tensor<?xi32>) -> tensor<4xf32>",
        ),
        ("%a: vector<[4]xf32>", "%0 = math.absf %a : vector<[4]xf32>"),
        ("%a: vector<f32>", "%0 = math.isnan %a : vector<f32>"),
        ("%a: tensor<*xi8>", "%0 = math.ctpop %a : tensor<*xi8>"),
    ] {
        let text = format!("func.func @f({args}) {{\n  {body}\n  return\n}}\n");
        parse(&text).unwrap_or_else(|e| panic!("{body}: {e}"));
    }
}

/// The canonicalized body of `func.func @f() -> T` computing `body` (whose result is
/// `%r`): the lines between the signature and `return`.
fn folded(ty: &str, body: &str) -> String {
    let text = format!("func.func @f() -> {ty} {{\n{body}\n  return %r : {ty}\n}}\n");
    canonicalize(&text)
}

#[test]
fn apfloat_folds_in_every_format() {
    // ceil(0.3) = 1; floor(-0.5) = -1; roundeven(2.5) = 2 (tie to even);
    // roundeven(3.5) = 4; ceil(-0.5) = -0 (the sign of the operand kept).
    for (ty, c, op, want) in [
        ("f32", "0.3", "ceil", "1.000000e+00"),
        ("f16", "-0.5", "floor", "-1.000000e+00"),
        ("bf16", "2.5", "roundeven", "2.000000e+00"),
        ("f16", "3.5", "roundeven", "4.000000e+00"),
        ("f64", "-0.5", "ceil", "-0.000000e+00"),
        ("f16", "-4.0", "absf", "4.000000e+00"),
        ("f8E4M3FN", "-1.5", "absf", "1.500000e+00"),
        ("f80", "1.5", "floor", "1.000000e+00"),
    ] {
        let body = format!("  %c = arith.constant {c} : {ty}\n  %r = math.{op} %c : {ty}");
        let out = folded(ty, &body);
        assert!(
            out.contains(&format!("arith.constant {want} : {ty}")) && !out.contains("math."),
            "{op} {c} : {ty}\n{out}"
        );
    }
    // copysign(4, -9) = -4, in f16 too.
    let out = folded(
        "f16",
        "  %a = arith.constant 4.0 : f16\n  %b = arith.constant -9.0 : f16\n  %r = math.copysign %a, %b : f16",
    );
    assert!(out.contains("arith.constant -4.000000e+00 : f16"), "{out}");
}

#[test]
fn round_to_integral_edges() {
    // f16 bits: 0x3C00 = 1.0, 0xBC00 = -1.0, 0x3800 = 0.5, 0x4100 = 2.5, 0x3E00 = 1.5,
    // 0x0001 = the smallest subnormal, 0x7D00 = a signalling NaN (quiet bit 0x0200 clear).
    use Toward::*;
    let k = FloatKind::F16;
    assert_eq!(round_to_integral(k, 0x3800, Positive), 0x3C00);
    assert_eq!(round_to_integral(k, 0x3800, Negative), 0x0000);
    assert_eq!(round_to_integral(k, 0xB800, Positive), 0x8000);
    assert_eq!(round_to_integral(k, 0xB800, Negative), 0xBC00);
    assert_eq!(round_to_integral(k, 0x3800, NearestEven), 0x0000);
    assert_eq!(round_to_integral(k, 0x3E00, NearestEven), 0x4000);
    assert_eq!(round_to_integral(k, 0x4100, NearestEven), 0x4000);
    assert_eq!(round_to_integral(k, 0x0001, Positive), 0x3C00);
    assert_eq!(round_to_integral(k, 0x8001, Positive), 0x8000);
    assert_eq!(round_to_integral(k, 0x7D00, Positive), 0x7F00);
    assert_eq!(round_to_integral(k, 0x7C00, Negative), 0x7C00);
    // 2^-150 in f64 ceils to 1.
    assert_eq!(
        round_to_integral(FloatKind::F64, 0x3690_0000_0000_0000, Positive),
        0x3FF0_0000_0000_0000
    );
}

#[test]
fn integer_folds_at_the_width() {
    // ctlz(1 : i32) = 31; ctlz(1 : i8) = 7; cttz(256) = 8; cttz(0 : i16) = 16;
    // ctpop(0xFF0000FF) = 16; absi(-128 : i8) = -128 (wraps); absi(-7) = 7;
    // ctlz(1 : index) = 63.
    for (ty, c, op, want) in [
        ("i32", "1", "ctlz", "31"),
        ("i8", "1", "ctlz", "7"),
        ("i32", "256", "cttz", "8"),
        ("i16", "0", "cttz", "16"),
        ("i32", "0xFF0000FF", "ctpop", "16"),
        ("i8", "-128", "absi", "-128"),
        ("i64", "-7", "absi", "7"),
        ("index", "1", "ctlz", "63"),
    ] {
        let body = format!("  %c = arith.constant {c} : {ty}\n  %r = math.{op} %c : {ty}");
        let out = folded(ty, &body);
        assert!(
            out.contains(&format!("arith.constant {want} : {ty}")) && !out.contains("math."),
            "{op} {c} : {ty}\n{out}"
        );
    }
}

#[test]
fn ipowi_as_mlir_22() {
    let m8 = 0xFF;
    // (-5)^3 = -125 = 0x83 in i8; 3^5 = 243 wraps to -13 = 0xF3; x^0 = 1;
    // 2^-1 = 0; 1^-3 = 1; (-1)^-3 = -1; (-1)^-2 = 1; 0^-1 is left alone.
    assert_eq!(ipowi(0xFB, 3, 8), Some(0x83));
    assert_eq!(ipowi(3, 5, 8), Some(0xF3));
    assert_eq!(ipowi(0, 0, 8), Some(1));
    assert_eq!(ipowi(2, m8, 8), Some(0));
    assert_eq!(ipowi(1, 0xFD, 8), Some(1));
    assert_eq!(ipowi(m8, 0xFD, 8), Some(m8));
    assert_eq!(ipowi(m8, 0xFE, 8), Some(1));
    assert_eq!(ipowi(0, m8, 8), None);
    // i1: true^true (a power of -1) with a base of 1 is 1, as MLIR 22 folds it.
    assert_eq!(ipowi(1, 1, 1), Some(1));
}

#[test]
fn libm_folds_and_their_guards() {
    // sqrt(4) = 2, log2(4) = 2, exp2(2) = 4, powf(2, -3) = 0.125, log10(100) = 2
    // (exact in the C library); log2(0) = -inf (0xFF800000); log1p(-1) = -inf.
    for (c, op, want) in [
        ("4.0", "sqrt", "2.000000e+00"),
        ("4.0", "log2", "2.000000e+00"),
        ("2.0", "exp2", "4.000000e+00"),
        ("100.0", "log10", "2.000000e+00"),
        ("0.0", "log2", "0xFF800000"),
        ("-1.0", "log1p", "0xFF800000"),
    ] {
        let body = format!("  %c = arith.constant {c} : f32\n  %r = math.{op} %c : f32");
        let out = folded("f32", &body);
        assert!(
            out.contains(&format!("arith.constant {want} : f32")),
            "{op} {c}\n{out}"
        );
    }
    // Not folded: a negative sign (-0.0 too) under sqrt/log, x + 1 < 0 under log1p,
    // f16 under a C-library function, cbrt and rsqrt at all.
    for (ty, c, op) in [
        ("f32", "-0.0", "sqrt"),
        ("f64", "-1.0", "log"),
        ("f32", "-2.0", "log1p"),
        ("f16", "1.0", "exp"),
        ("f32", "8.0", "cbrt"),
        ("f32", "4.0", "rsqrt"),
    ] {
        let body = format!("  %c = arith.constant {c} : {ty}\n  %r = math.{op} %c : {ty}");
        let out = folded(ty, &body);
        assert!(
            out.contains(&format!("math.{op}")),
            "{op} {c} : {ty}\n{out}"
        );
    }
    // powf(2, -3) = 1/8; atan2(0, -0) is the default NaN, in f16 as well (0x7E00).
    let out = folded(
        "f32",
        "  %a = arith.constant 2.0 : f32\n  %b = arith.constant -3.0 : f32\n  %r = math.powf %a, %b : f32",
    );
    assert!(out.contains("arith.constant 1.250000e-01 : f32"), "{out}");
    let out = folded(
        "f16",
        "  %a = arith.constant 0.0 : f16\n  %b = arith.constant -0.0 : f16\n  %r = math.atan2 %a, %b : f16",
    );
    assert!(out.contains("arith.constant 0x7E00 : f16"), "{out}");
}

#[test]
fn classification_folds() {
    // 0x00000001 is the smallest f32 subnormal: finite, not normal; 0x7F800000 is
    // +inf; 0xFFC00001 a negative NaN.
    for (c, op, want) in [
        ("0x00000001", "isnormal", "false"),
        ("0x00000001", "isfinite", "true"),
        ("1.0", "isnormal", "true"),
        ("0.0", "isnormal", "false"),
        ("0x7F800000", "isinf", "true"),
        ("0x7F800000", "isfinite", "false"),
        ("0xFFC00001", "isnan", "true"),
        ("0xFFC00001", "isinf", "false"),
    ] {
        let body = format!("  %c = arith.constant {c} : f32\n  %r = math.{op} %c : f32");
        let out = folded("i1", &body);
        assert!(
            out.contains(&format!("%{want} = arith.constant {want}")),
            "{op} {c}\n{out}"
        );
    }
}

mod rounding_against_rust {
    //! `round_to_integral` on `f32` and `f64` against Rust's own exact roundings, which
    //! are IEEE 754's (NaNs aside: their payload handling is tested above).
    use super::super::fold::{round_to_integral, Toward};
    use proptest::prelude::*;
    use visa_ir::FloatKind;

    fn check_f32(bits: u32) -> Result<(), TestCaseError> {
        let x = f32::from_bits(bits);
        if x.is_nan() {
            return Ok(());
        }
        for (mode, want) in [
            (Toward::Positive, x.ceil()),
            (Toward::Negative, x.floor()),
            (Toward::NearestEven, x.round_ties_even()),
            (Toward::NearestAway, x.round()),
            (Toward::Zero, x.trunc()),
        ] {
            let got = round_to_integral(FloatKind::F32, u128::from(bits), mode);
            prop_assert_eq!(got, u128::from(want.to_bits()), "{:?} of {:e}", mode, x);
        }
        Ok(())
    }

    proptest! {
        #[test]
        fn f32_any_bits(bits in any::<u32>()) {
            check_f32(bits)?;
        }

        #[test]
        fn f32_near_integers(i in -5000i32..5000, frac in 0u32..8) {
            // Halves, quarters and eighths around integers: the ties and near-ties.
            check_f32((i as f32 + frac as f32 / 8.0).to_bits())?;
        }

        #[test]
        fn f64_any_bits(bits in any::<u64>()) {
            let x = f64::from_bits(bits);
            prop_assume!(!x.is_nan());
            for (mode, want) in [
                (Toward::Positive, x.ceil()),
                (Toward::Negative, x.floor()),
                (Toward::NearestEven, x.round_ties_even()),
                (Toward::NearestAway, x.round()),
                (Toward::Zero, x.trunc()),
            ] {
                let got = round_to_integral(FloatKind::F64, u128::from(bits), mode);
                prop_assert_eq!(got, u128::from(want.to_bits()), "{:?} of {:e}", mode, x);
            }
        }
    }
}
