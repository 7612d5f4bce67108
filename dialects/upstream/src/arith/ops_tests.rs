//! Tests of the ops added to complete `arith`: custom forms as mlir-opt-22 prints them
//! (the expected texts are mlir-opt-22's output for the same input), generic forms,
//! verifier messages, and folds against hand-worked values.

use crate::testutil::{canonicalize, parse, print, roundtrip};

/// mlir-opt-22's custom print of a function using every new op (flags included).
const EVERY_OP: &str = "\
module {
  func.func @f(%arg0: f32, %arg1: i32, %arg2: i64, %arg3: f64) -> f32 {
    %0 = arith.addf %arg0, %arg0 fastmath<fast> : f32
    %1 = arith.subf %arg0, %arg0 fastmath<nnan,nsz> : f32
    %2 = arith.mulf %arg0, %arg0 fastmath<reassoc,afn> : f32
    %3 = arith.divf %arg0, %arg0 : f32
    %4 = arith.remf %arg0, %arg0 : f32
    %5 = arith.maximumf %arg0, %arg0 : f32
    %6 = arith.minimumf %arg0, %arg0 : f32
    %7 = arith.maxnumf %arg0, %arg0 : f32
    %8 = arith.minnumf %arg0, %arg0 : f32
    %9 = arith.negf %arg0 fastmath<nnan,ninf> : f32
    %10 = arith.cmpf olt, %arg0, %arg0 : f32
    %11 = arith.cmpf uno, %arg0, %arg0 fastmath<nnan> : f32
    %12 = arith.divsi %arg1, %arg1 : i32
    %13 = arith.divui %arg1, %arg1 : i32
    %14 = arith.ceildivsi %arg1, %arg1 : i32
    %15 = arith.ceildivui %arg1, %arg1 : i32
    %16 = arith.floordivsi %arg1, %arg1 : i32
    %17 = arith.remsi %arg1, %arg1 : i32
    %18 = arith.remui %arg1, %arg1 : i32
    %19 = arith.andi %arg1, %arg1 : i32
    %20 = arith.ori %arg1, %arg1 : i32
    %21 = arith.xori %arg1, %arg1 : i32
    %22 = arith.shli %arg1, %arg1 overflow<nsw> : i32
    %23 = arith.shrsi %arg1, %arg1 : i32
    %24 = arith.shrui %arg1, %arg1 : i32
    %25 = arith.maxsi %arg1, %arg1 : i32
    %26 = arith.maxui %arg1, %arg1 : i32
    %27 = arith.minsi %arg1, %arg1 : i32
    %28 = arith.minui %arg1, %arg1 : i32
    %sum, %overflow = arith.addui_extended %arg1, %arg1 : i32, i1
    %low, %high = arith.mulsi_extended %arg1, %arg1 : i32
    %low_0, %high_1 = arith.mului_extended %arg1, %arg1 : i32
    %29 = arith.extui %arg1 : i32 to i64
    %30 = arith.extsi %arg1 : i32 to i64
    %31 = arith.trunci %arg2 overflow<nsw> : i64 to i32
    %32 = arith.extf %arg0 fastmath<nnan> : f32 to f64
    %33 = arith.truncf %arg3 upward fastmath<nnan> : f64 to f32
    %34 = arith.truncf %arg0 : f32 to bf16
    %35 = arith.sitofp %arg1 : i32 to f32
    %36 = arith.uitofp %arg1 : i32 to f64
    %37 = arith.fptosi %arg0 : f32 to i8
    %38 = arith.fptoui %arg3 : f64 to i64
    %39 = arith.bitcast %arg1 : i32 to f32
    %40 = arith.index_castui %arg1 : i32 to index
    return %0 : f32
  }
}
";

#[test]
fn every_new_op_prints_as_mlir_opt() {
    assert_eq!(roundtrip(EVERY_OP), EVERY_OP);
}

#[test]
fn flags_are_normalized_as_mlir_opt_does() {
    // Input spellings on the left, mlir-opt-22's print on the right.
    for (written, printed) in [
        (
            "fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc>",
            " fastmath<fast>",
        ),
        ("fastmath<fast,nnan>", " fastmath<fast>"),
        ("fastmath<none>", ""),
        ("fastmath<nsz,nnan>", " fastmath<nnan,nsz>"),
        ("fastmath<afn,reassoc>", " fastmath<reassoc,afn>"),
        ("{fastmath = #arith.fastmath<nnan>}", " fastmath<nnan>"),
    ] {
        let text = format!(
            "func.func @f(%a: f32) -> f32 {{\n  %0 = arith.addf %a, %a {written} : f32\n  \
             return %0 : f32\n}}\n"
        );
        // Only the custom print: an explicit `<none>` is kept in the generic form.
        let (ctx, m) = parse(&text).unwrap();
        let out = print(&ctx, m, false);
        assert!(
            out.contains(&format!("arith.addf %arg0, %arg0{printed} : f32\n")),
            "{written}: {out}"
        );
    }
    let out = roundtrip(
        "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a overflow<nuw, nsw> : i32\n  \
         return %0 : i32\n}\n",
    );
    assert!(out.contains("overflow<nsw, nuw> : i32"), "{out}");
}

#[test]
fn generic_forms_hold_properties_as_mlir_names_them() {
    let (ctx, m) = parse(EVERY_OP).unwrap();
    let generic = print(&ctx, m, true);
    for piece in [
        "\"arith.addf\"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32",
        "\"arith.cmpf\"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1",
        "\"arith.cmpf\"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan>, predicate = 14 : i64}>",
        "\"arith.truncf\"(%arg3) <{fastmath = #arith.fastmath<nnan>, roundingmode = 2 : i32}> : (f64) -> f32",
        "\"arith.addui_extended\"(%arg1, %arg1) : (i32, i32) -> (i32, i1)",
        "\"arith.trunci\"(%arg2) <{overflowFlags = #arith.overflow<nsw>}> : (i64) -> i32",
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
    // Each message is mlir-opt-22's for the same line.
    for (args, body, message) in [
        ("%a: i32", "%0 = arith.addf %a, %a : i32", "'arith.addf' op operand #0 must be floating-point-like, but got 'i32'"),
        ("%a: i32", "%0 = arith.extsi %a : i32 to i16", "'arith.extsi' op operand type 'i32' and result type 'i16' are cast incompatible"),
        ("%a: i32", "%0 = arith.extsi %a : i32 to i32", "'arith.extsi' op operand type 'i32' and result type 'i32' are cast incompatible"),
        ("%a: i32", "%0 = arith.trunci %a : i32 to i64", "'arith.trunci' op operand type 'i32' and result type 'i64' are cast incompatible"),
        ("%a: f32", "%0 = arith.extf %a : f32 to f16", "'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible"),
        ("%a: f32", "%0 = arith.truncf %a : f32 to f64", "'arith.truncf' op operand type 'f32' and result type 'f64' are cast incompatible"),
        ("%a: i32", "%0 = arith.bitcast %a : i32 to f64", "'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible"),
        ("%a: i32", "%0 = arith.sitofp %a : i32 to i32", "'arith.sitofp' op result #0 must be floating-point-like, but got 'i32'"),
        ("%a: f32", "%0 = arith.fptosi %a : f32 to f32", "'arith.fptosi' op result #0 must be signless-fixed-width-integer-like, but got 'f32'"),
        ("%a: i32", "%0:2 = arith.addui_extended %a, %a : i32, i32", "'arith.addui_extended' op result #1 must be bool-like, but got 'i32'"),
        ("%a: f32", "%0 = arith.extsi %a : f32 to f64", "'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'"),
        ("%a: i32", "%0 = arith.index_castui %a : i32 to i64", "'arith.index_castui' op operand type 'i32' and result type 'i64' are cast incompatible"),
        ("%a: f32", "%0 = arith.uitofp %a : f32 to f64", "'arith.uitofp' op operand #0 must be signless-fixed-width-integer-like, but got 'f32'"),
        ("%a: index", "%0 = arith.bitcast %a : index to i64", "'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'"),
        ("%a: i32", "%0 = arith.bitcast %a : i32 to si32", "'arith.bitcast' op result #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'si32'"),
        ("%a: f32", "%0 = \"arith.cmpf\"(%a, %a) {predicate = 16 : i64} : (f32, f32) -> i1", "'arith.cmpf' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15"),
        ("%a: f32", "%0 = \"arith.truncf\"(%a) {roundingmode = 7 : i32} : (f32) -> f16", "'arith.truncf' op attribute 'roundingmode' failed to satisfy constraint: Floating point rounding mode"),
        ("%a: f32", "%0 = \"arith.addf\"(%a, %a) {fastmath = 1 : i32} : (f32, f32) -> f32", "'arith.addf' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags"),
        ("%a: f32", "%0 = \"arith.cmpf\"(%a, %a) {predicate = 1 : i64} : (f32, f32) -> i32", "'arith.cmpf' op result #0 must be bool-like, but got 'i32'"),
        ("%a: f32", "%0 = \"arith.negf\"(%a) : (f32) -> f64", "'arith.negf' op requires the same type for all operands and results"),
    ] {
        let e = error_of(args, body);
        assert!(e.ends_with(message), "{body}\n got: {e}\n want: {message}");
    }
}

#[test]
fn parse_errors_speak_mlirs_words() {
    let e = error_of("%a: f32", "%0 = arith.cmpf foo, %a, %a : f32");
    assert!(e.contains("expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]"), "{e}");
    let e = error_of("%a: f32", "%0 = arith.addf %a, %a fastmath<foo> : f32");
    assert!(e.contains("expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast"), "{e}");
}

/// The value `func.return` returns after `--canonicalize` of one op on constants.
fn folded(ty: &str, consts: &[&str], op: &str, result_ty: &str) -> String {
    let mut text = format!("func.func @f() -> {result_ty} {{\n");
    let mut names = Vec::new();
    for (i, c) in consts.iter().enumerate() {
        text.push_str(&format!("  %c{i} = arith.constant {c} : {ty}\n"));
        names.push(format!("%c{i}"));
    }
    text.push_str(&format!(
        "  %r = {op} {} : {ty}\n  return %r : {result_ty}\n}}\n",
        names.join(", ")
    ));
    let out = canonicalize(&text);
    // The returned value's definition: its constant, or the op left in place.
    let ret = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("return "))
        .and_then(|r| r.split(" : ").next())
        .unwrap_or_else(|| panic!("{out}"));
    let def = out
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with(&format!("{ret} = ")))
        .unwrap_or_else(|| panic!("{out}"));
    match def.split_once(" = arith.constant ") {
        Some((_, v)) => v.to_string(),
        None => format!("unfolded: {def}"),
    }
}

#[test]
fn integer_folds_match_hand_worked_values() {
    // (operands : i8, op, folded value); worked by hand from the ops' definitions.
    for (a, b, op, want) in [
        ("-7", "2", "arith.divsi", "-3 : i8"),
        ("-7", "2", "arith.divui", "124 : i8"), // 249 / 2
        ("-7", "2", "arith.ceildivsi", "-3 : i8"),
        ("7", "2", "arith.ceildivsi", "4 : i8"),
        ("-7", "-2", "arith.ceildivsi", "4 : i8"),
        ("7", "-2", "arith.ceildivsi", "-3 : i8"),
        ("7", "2", "arith.ceildivui", "4 : i8"),
        ("-7", "2", "arith.floordivsi", "-4 : i8"),
        ("7", "-2", "arith.floordivsi", "-4 : i8"),
        ("-7", "2", "arith.remsi", "-1 : i8"),
        ("-7", "2", "arith.remui", "1 : i8"), // 249 % 2
        ("-128", "-1", "arith.remsi", "0 : i8"),
        ("12", "10", "arith.andi", "8 : i8"),
        ("12", "10", "arith.ori", "14 : i8"),
        ("12", "10", "arith.xori", "6 : i8"),
        ("3", "6", "arith.shli", "-64 : i8"), // 192
        ("-128", "7", "arith.shrsi", "-1 : i8"),
        ("-128", "7", "arith.shrui", "1 : i8"),
        ("-1", "1", "arith.maxsi", "1 : i8"),
        ("-1", "1", "arith.maxui", "-1 : i8"),
        ("-1", "1", "arith.minsi", "-1 : i8"),
        ("-1", "1", "arith.minui", "1 : i8"),
    ] {
        let got = folded("i8", &[a, b], op, "i8");
        assert_eq!(got, want, "{op} {a}, {b}");
    }
    // Undefined results stay unfolded, as in MLIR.
    for (a, b, op) in [
        ("-128", "-1", "arith.divsi"),
        ("5", "0", "arith.divsi"),
        ("5", "0", "arith.divui"),
        ("5", "0", "arith.remui"),
        ("-128", "-1", "arith.floordivsi"),
        ("-128", "-2", "arith.ceildivsi"), // MLIR refuses: -(-128) overflows
        ("1", "8", "arith.shli"),
    ] {
        let got = folded("i8", &[a, b], op, "i8");
        assert!(got.starts_with("unfolded"), "{op} {a}, {b}: {got}");
    }
}

#[test]
fn float_folds_match_hand_worked_values() {
    for (ty, a, b, op, want) in [
        ("f32", "1.0", "2.0", "arith.addf", "3.000000e+00 : f32"),
        // 0.1 + 0.2 in f32 is 0x3E99999A (0.300000011920928955078125).
        ("f32", "0.1", "0.2", "arith.addf", "3.000000e-01 : f32"),
        ("f64", "1.5", "-2.0", "arith.mulf", "-3.000000e+00 : f64"),
        ("f32", "3.0e38", "3.0e38", "arith.addf", "0x7F800000 : f32"),
        (
            "f64",
            "1.0",
            "0.0",
            "arith.divf",
            "0x7FF0000000000000 : f64",
        ),
        ("f32", "7.5", "2.0", "arith.remf", "1.500000e+00 : f32"),
        ("f32", "-7.5", "2.0", "arith.remf", "-1.500000e+00 : f32"),
        ("f32", "-0.0", "0.0", "arith.maximumf", "0.000000e+00 : f32"),
        (
            "f32",
            "-0.0",
            "0.0",
            "arith.minimumf",
            "-0.000000e+00 : f32",
        ),
        ("f32", "1.0", "5.0", "arith.maxnumf", "5.000000e+00 : f32"),
        ("f32", "1.0", "5.0", "arith.minnumf", "1.000000e+00 : f32"),
    ] {
        let got = folded(ty, &[a, b], op, ty);
        assert_eq!(got, want, "{op} {a}, {b} : {ty}");
    }
    // 0/0 is a NaN: left unfolded until NaN payloads are kept bit for bit.
    let got = folded("f32", &["0.0", "0.0"], "arith.divf", "f32");
    assert!(got.starts_with("unfolded"), "{got}");
}
