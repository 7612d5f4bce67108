//! Parser and printer unit tests: each construct, both forms, and diagnostics.

use super::parse_source;
use crate::printer::{print_op, PrintOptions};
use crate::{Context, DialectRegistry};

fn ctx() -> Context {
    let mut c = Context::new(DialectRegistry::new());
    c.allow_unregistered = true;
    c
}

const GENERIC: PrintOptions = PrintOptions {
    generic: true,
    debug_info: false,
    pretty_debug_info: false,
    print_aliases: false,
    local_scope: false,
    ..PrintOptions::DEFAULT
};
const CUSTOM: PrintOptions = PrintOptions {
    generic: false,
    debug_info: false,
    pretty_debug_info: false,
    print_aliases: false,
    local_scope: false,
    ..PrintOptions::DEFAULT
};

/// Parses `src`, prints it with `opts`, and checks that parsing the output prints the
/// same text again.
fn roundtrip(src: &str, opts: &PrintOptions) -> String {
    let mut c = ctx();
    let m = parse_source(&mut c, src, "in.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    let text = print_op(&c, m, opts);
    let mut c2 = ctx();
    let m2 = parse_source(&mut c2, &text, "out.mlir")
        .unwrap_or_else(|d| panic!("reparse failed: {d:?}\n{text}"));
    assert_eq!(print_op(&c2, m2, opts), text);
    text
}

/// The error message and `line:col` of parsing `src`.
fn error(src: &str) -> (String, u32, u32) {
    let mut c = ctx();
    let d = parse_source(&mut c, src, "in.mlir").expect_err("expected a parse error");
    let (_, line, col) = crate::diagnostic::file_line_col(&c, d.loc).expect("file location");
    (d.message, line, col)
}

#[test]
fn smoke() {
    let src = "%0 = \"t.c\"() {v = 1 : i32} : () -> i32\n\"t.use\"(%0) : (i32) -> ()\n";
    let out = roundtrip(src, &CUSTOM);
    assert_eq!(
        out,
        "module {\n  %0 = \"t.c\"() {v = 1 : i32} : () -> i32\n  \"t.use\"(%0) : (i32) -> ()\n}\n"
    );
    let _ = error("%0 = ");
}

#[test]
fn generic_module_and_result_groups() {
    let src = "\"builtin.module\"() ({\n  %0:2 = \"t.pair\"() : () -> (i32, f32)\n  \"t.use\"(%0#1, %0#0, %0) : (f32, i32, i32) -> ()\n}) : () -> ()\n";
    // `%0` alone names result 0 of its group and prints as `%0#0`.
    assert_eq!(roundtrip(src, &GENERIC), src.replace("%0)", "%0#0)"));
    assert_eq!(
        roundtrip(src, &CUSTOM),
        "module {\n  %0:2 = \"t.pair\"() : () -> (i32, f32)\n  \"t.use\"(%0#1, %0#0, %0#0) : (f32, i32, i32) -> ()\n}\n"
    );
}

#[test]
fn blocks_successors_and_forward_references() {
    let src = "\"t.func\"() ({\n^entry(%a: i32):\n  \"t.br\"(%a)[^exit] : (i32) -> ()\n^mid:\n  \"t.ret\"(%x) : (i32) -> ()\n^exit(%b: i32):\n  %x = \"t.id\"(%b) : (i32) -> i32\n  \"t.br\"()[^mid] : () -> ()\n}) : () -> ()";
    // Worked by hand from MLIR's numbering: entry arguments are %argN, other block
    // arguments and results share the %N counter, block by block.
    let expect = "module {\n  \"t.func\"() ({\n  ^bb0(%arg0: i32):\n    \"t.br\"(%arg0)[^bb2] : (i32) -> ()\n  ^bb1:  // pred: ^bb2\n    \"t.ret\"(%1) : (i32) -> ()\n  ^bb2(%0: i32):  // pred: ^bb0\n    %1 = \"t.id\"(%0) : (i32) -> i32\n    \"t.br\"()[^bb1] : () -> ()\n  }) : () -> ()\n}\n";
    assert_eq!(roundtrip(src, &CUSTOM), expect);
}

#[test]
fn multiple_predecessors_and_unreachable_blocks() {
    let src = "\"t.f\"() ({\n  \"t.cond\"()[^a, ^a] : () -> ()\n^a:\n  \"t.x\"() : () -> ()\n^dead:\n  \"t.y\"() : () -> ()\n}) : () -> ()";
    let out = roundtrip(src, &CUSTOM);
    assert!(out.contains("^bb1:  // 2 preds: ^bb0, ^bb0\n"), "{out}");
    assert!(out.contains("^bb2:  // no predecessors\n"), "{out}");
}

#[test]
fn nested_region_numbering_follows_mlir() {
    let src = "%0 = \"t.a\"() : () -> i32\n\"t.r\"() ({\n^bb0(%y: i32):\n  %1 = \"t.b\"() : () -> i32\n  \"t.r\"() ({\n  ^bb0(%z: i32):\n    %2 = \"t.c\"() : () -> i32\n  }) : () -> ()\n}) : () -> ()\n%3 = \"t.d\"() : () -> i32\n";
    // The module region numbers t.a and t.d first (%0, %1); the t.r region then starts
    // at %2 / %arg0 and its inner region at %3 / %arg1.
    let expect = "module {\n  %0 = \"t.a\"() : () -> i32\n  \"t.r\"() ({\n  ^bb0(%arg0: i32):\n    %2 = \"t.b\"() : () -> i32\n    \"t.r\"() ({\n    ^bb0(%arg1: i32):\n      %3 = \"t.c\"() : () -> i32\n    }) : () -> ()\n  }) : () -> ()\n  %1 = \"t.d\"() : () -> i32\n}\n";
    assert_eq!(roundtrip(src, &CUSTOM), expect);
}

#[test]
fn empty_regions_and_empty_blocks() {
    let src = "\"t.a\"() ({\n}, {\n^bb0:\n}) : () -> ()";
    let mut c = ctx();
    let m = parse_source(&mut c, src, "in.mlir").unwrap();
    let op = c.first_op(c.module_body(m)).unwrap();
    assert_eq!(c.region_blocks(c.region(op, 0)).len(), 0);
    assert_eq!(c.region_blocks(c.region(op, 1)).len(), 1);
    let out = roundtrip(src, &GENERIC);
    assert!(
        out.contains("\"t.a\"() ({\n  }, {\n  ^bb0:\n  }) : () -> ()"),
        "{out}"
    );
}

#[test]
fn builtin_types_roundtrip() {
    let src = "\"t.op\"() {a = i1, b = si8, c = ui16, d = index, e = bf16, f = f16, g = f32, h = f64, i = f8E4M3FN, j = f8E5M2, k = none, l = (i32, f32) -> (), m = tuple<i32, tuple<>>, n = () -> (i32, i64), o = (i32) -> ((i32) -> i1), p = i0} : () -> ()";
    let out = roundtrip(src, &GENERIC);
    let body = out.lines().nth(1).unwrap().trim();
    assert_eq!(body, src);
}

#[test]
fn opaque_types_and_attributes_keep_their_text() {
    let src = "\"t.op\"() {a = #foo.bar<1, \"x>\", [a]>, b = #foo<(x)>, c = #foo.plain} : () -> (!foo.bar<{k = <1>}>, !foo<\"q\">, !foo.t)";
    let out = roundtrip(src, &GENERIC);
    assert_eq!(out.lines().nth(1).unwrap().trim(), format!("%0:3 = {src}"));
}

#[test]
fn builtin_attributes_roundtrip_and_print_as_mlir() {
    let src = "\"t.op\"() {i = 42, n = -7 : i8, u = 255 : ui8, w = 255 : i8, x = 0x10 : i32, t = true, f = false, fl = 1.5 : f32, tenth = 0.1 : f32, d = -2.5, nan = 0x7FC00000 : f32, inf = 0x7FF0000000000000 : f64, h = 0x3C00 : f16, s = \"a\\\"b\\n\\09\", ty = i32, arr = [1 : i32, [], {}, 2, 2.5], dict = {z = 1 : i64, a}, un = unit, sym = @a::@b, q = @\"with space\", dense = array<i64: 1, -2>, empty = array<i64>, l = loc(\"f\":1:2), idx = 3 : index}: () -> ()";
    // (In the local scope: otherwise the location is aliased, `l = #loc`.)
    let local = PrintOptions {
        local_scope: true,
        ..GENERIC
    };
    let out = roundtrip(src, &local);
    let line = out.lines().nth(1).unwrap().trim();
    // Sorted by name; values as MLIR prints them (integers with their type, `true`,
    // floats in `%e` form with six digits, f32 rounded to f32).
    let expect = "\"t.op\"() {arr = [1 : i32, [], {}, 2, 2.500000e+00], d = -2.500000e+00 : f64, dense = array<i64: 1, -2>, dict = {a, z = 1 : i64}, empty = array<i64>, f = false, fl = 1.500000e+00 : f32, h = 1.000000e+00 : f16, i = 42 : i64, idx = 3 : index, inf = 0x7FF0000000000000 : f64, l = loc(\"f\":1:2), n = -7 : i8, nan = 0x7FC00000 : f32, q = @\"with space\", s = \"a\\22b\\0A\\09\", sym = @a::@b, t = true, tenth = 1.000000e-01 : f32, ty = i32, u = 255 : ui8, un, w = -1 : i8, x = 16 : i32} : () -> ()";
    assert_eq!(line, expect);
}

#[test]
fn only_signless_i1_prints_as_a_boolean() {
    // Expected text is mlir-opt-22's output for the same input: `si1` and `ui1`
    // integers keep their type (printed as `true` they would read back as `i1`).
    let src =
        "\"t.op\"() {b = 1 : ui1, c = true, d = -1 : si1, e = 0 : si1, f = 0 : i1} : () -> ()";
    let out = roundtrip(src, &GENERIC);
    assert_eq!(
        out.lines().nth(1).unwrap().trim(),
        "\"t.op\"() {b = 1 : ui1, c = true, d = -1 : si1, e = 0 : si1, f = false} : () -> ()"
    );
}

#[test]
fn unregistered_properties_are_kept_as_written() {
    // Expected texts from mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic:
    // an unregistered op's properties are printed back as written, apart from its
    // attributes, even under the same name.
    for (src, want) in [
        (
            "\"t.op\"() <{q = 1 : i32, p = 1 : i32}> {q = 2 : i32} : () -> ()",
            "\"t.op\"() <{p = 1 : i32, q = 1 : i32}> {q = 2 : i32} : () -> ()",
        ),
        (
            "\"t.x\"() <[1, 2]> : () -> ()",
            "\"t.x\"() <[1, 2]> : () -> ()",
        ),
        ("\"t.x\"() <{}> : () -> ()", "\"t.x\"() <{}> : () -> ()"),
    ] {
        let out = roundtrip(src, &GENERIC);
        assert_eq!(out.lines().nth(1).unwrap().trim(), want);
    }
}

#[test]
fn aliases_are_resolved_and_optionally_printed() {
    let src = "#a = \"x\"\n!t = !foo.bar<1>\n#l = loc(\"a.mlir\":3:4)\n\"t.op\"() {k = #a, m = [#a]} : () -> !t loc(#l)\n";
    let out = roundtrip(src, &CUSTOM);
    assert_eq!(
        out,
        "module {\n  %0 = \"t.op\"() {k = \"x\", m = [\"x\"]} : () -> !foo.bar<1>\n}\n"
    );
    let opts = PrintOptions {
        print_aliases: true,
        local_scope: false,
        ..CUSTOM
    };
    let src2 =
        "\"t.op\"() {k = #foo.m<1>, j = [#foo.m<1>, #foo.m<2>]} : () -> (!foo.bar<1>, !foo.bar<1>)";
    let out = roundtrip(src2, &opts);
    assert_eq!(
        out,
        "#foo0 = #foo.m<1>\n#foo1 = #foo.m<2>\n!foo0 = !foo.bar<1>\nmodule {\n  %0:2 = \"t.op\"() {j = [#foo0, #foo1], k = #foo0} : () -> (!foo0, !foo0)\n}\n"
    );
}

#[test]
fn locations_parse_and_print_with_debuginfo() {
    let src = "\"t.a\"() : () -> () loc(\"f.mlir\":10:2)\n\"t.b\"() : () -> () loc(unknown)\n\"t.c\"() : () -> () loc(\"n\"(\"f\":1:1))\n\"t.d\"() : () -> () loc(fused[\"a\", unknown, fused[\"b\", \"a\"]])\n\"t.d2\"() : () -> () loc(fused[unknown, \"c\"])\n\"t.e\"() : () -> () loc(callsite(\"g\" at \"h\":2:3))\n\"t.f\"() ({\n^bb0(%x: i32 loc(\"arg\":1:1), %y: i32):\n}) : () -> ()\n";
    let opts = PrintOptions {
        debug_info: true,
        local_scope: true,
        ..GENERIC
    };
    let out = roundtrip(src, &opts);
    for want in [
        "\"t.a\"() : () -> () loc(\"f.mlir\":10:2)",
        "\"t.b\"() : () -> () loc(unknown)",
        "\"t.c\"() : () -> () loc(\"n\"(\"f\":1:1))",
        // MLIR's FusedLoc::get flattens, drops unknown and duplicate parts.
        "\"t.d\"() : () -> () loc(fused[\"a\", \"b\"])",
        "\"t.d2\"() : () -> () loc(\"c\")",
        "\"t.e\"() : () -> () loc(callsite(\"g\" at \"h\":2:3))",
        "^bb0(%arg0: i32 loc(\"arg\":1:1), %arg1: i32 loc(\"in.mlir\":8:30)):",
        "}) : () -> () loc(\"in.mlir\":7:1)",
        // The implicit module is at 0:0, as MLIR puts it.
        "}) : () -> () loc(\"in.mlir\":0:0)",
    ] {
        assert!(out.contains(want), "missing {want} in\n{out}");
    }
    // Without debuginfo no location is printed.
    assert!(!roundtrip(src, &GENERIC).contains("loc("));
}

#[test]
fn ops_get_their_file_line_col() {
    let mut c = ctx();
    let m = parse_source(&mut c, "\n  %0 = \"t.a\"() : () -> i32\n", "in.mlir").unwrap();
    let op = c.first_op(c.module_body(m)).unwrap();
    let (file, line, col) = crate::diagnostic::file_line_col(&c, c.op_loc(op)).unwrap();
    // At the op's name, as MLIR puts it (its results start at column 3).
    assert_eq!((file, line, col), ("in.mlir", 2, 8));
}

#[test]
fn module_custom_syntax() {
    let src = "module @m attributes {x = 1 : i32} {\n  module {\n  }\n  \"t.a\"() : () -> ()\n}";
    assert_eq!(roundtrip(src, &CUSTOM), format!("{src}\n"));
    let generic = roundtrip(src, &GENERIC);
    assert_eq!(
        generic,
        "\"builtin.module\"() <{sym_name = \"m\"}> ({\n  \"builtin.module\"() ({\n  ^bb0:\n  }) : () -> ()\n  \"t.a\"() : () -> ()\n}) {x = 1 : i32} : () -> ()\n"
    );
    // An empty `module {}` gets its body block.
    let mut c = ctx();
    let m = parse_source(&mut c, "module {}", "in.mlir").unwrap();
    assert_eq!(c.region_blocks(c.region(m, 0)).len(), 1);
    assert!(crate::verifier::verify(&c, m).is_ok());
}

#[test]
fn implicit_module_wraps_top_level_ops() {
    let mut c = ctx();
    let m = parse_source(&mut c, "module {}\nmodule {}", "in.mlir").unwrap();
    assert_eq!(c.op_name_str(m), "builtin.module");
    assert_eq!(c.block_ops(c.module_body(m)).count(), 2);
    let mut c = ctx();
    let m = parse_source(&mut c, "", "in.mlir").unwrap();
    assert_eq!(c.block_ops(c.module_body(m)).count(), 0);
    assert_eq!(print_op(&c, m, &CUSTOM), "module {\n}\n");
}

#[test]
fn non_isolated_regions_see_outer_values_and_hide_their_own() {
    let ok = "%0 = \"t.a\"() : () -> i32\n\"t.r\"() ({\n  \"t.u\"(%0) : (i32) -> ()\n}) : () -> ()";
    roundtrip(ok, &GENERIC);
    let (msg, line, col) = error(
        "\"t.r\"() ({\n  %1 = \"t.a\"() : () -> i32\n}) : () -> ()\n\"t.u\"(%1) : (i32) -> ()",
    );
    assert_eq!(
        (msg.as_str(), line, col),
        ("use of undeclared SSA value name", 4, 7)
    );
}

#[test]
fn diagnostics_are_worded_like_mlir_at_the_offending_token() {
    let cases: &[(&str, &str, u32, u32)] = &[
        (
            "\"t.a\"(%x) : (i32) -> ()",
            "use of undeclared SSA value name",
            1,
            7,
        ),
        (
            "%0 = \"t.a\"() : () -> i32\n%0 = \"t.b\"() : () -> i32",
            "redefinition of SSA value '%0'",
            2,
            1,
        ),
        // At the end of the input, one byte back (mlir-opt-22: 1:6).
        ("\"t.a\"(", "expected SSA operand", 1, 6),
        (
            "\"t.a\"() : () -> ())",
            "expected operation name in quotes",
            1,
            19,
        ),
        ("foo.bar", "custom op 'foo.bar' is unknown", 1, 1),
        (
            "\"t.a\"() : () -> i33x",
            "expected non-function type",
            1,
            16,
        ),
        (
            "\"t.a\"() {a = #nope} : () -> ()",
            "undefined symbol alias id 'nope'",
            1,
            14,
        ),
        (
            "\"t.a\"() : () -> !nope",
            "undefined symbol alias id 'nope'",
            1,
            17,
        ),
        (
            "%0:2 = \"t.a\"() : () -> i32",
            "operation defines 1 results but was provided 2 to bind",
            1,
            1,
        ),
        ("\"t.a\"() : i32", "expected function type", 1, 11),
        (
            "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : () -> ()",
            "expected 1 operand type but had 0",
            2,
            13,
        ),
        ("\"t.a", "expected '\"' in string literal", 1, 1),
        (
            "\"t.a\"() ({\n^bb0:\n  \"t.br\"()[^bb9] : () -> ()\n}) : () -> ()",
            "reference to an undefined block",
            3,
            12,
        ),
        (
            "\"t.u\"(%1) : (i32) -> ()\n%1 = \"t.d\"() : () -> i64",
            "definition of SSA value '%1' has type i64",
            2,
            1,
        ),
        (
            "\"t.a\"() {a = 300 : i8} : () -> ()",
            "integer constant out of range for attribute",
            1,
            14,
        ),
        (
            "\"t.a\"() {a = -1 : ui8} : () -> ()",
            "negative integer literal not valid for unsigned integer type",
            1,
            15,
        ),
        (
            "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0#1) : (i32) -> ()",
            "reference to invalid result number: '%0#1' but '%0' has 1 result",
            2,
            7,
        ),
        (
            "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0, %0) : (i32, i64) -> ()",
            "use of value '%0' expects different type than prior uses: 'i64' vs 'i32'",
            2,
            11,
        ),
        (
            "\"t.a\"() : () -> () loc(\"f\":x)",
            "expected integer line number in FileLineColRange",
            1,
            28,
        ),
        (
            "\"t.a\"() {a = 1.5 : i32} : () -> ()",
            "floating point value not valid for specified type",
            1,
            14,
        ),
        (
            "\"t.a\"() {a = 1 : f32} : () -> ()",
            "unexpected decimal integer literal for a floating point value",
            1,
            14,
        ),
        (
            "#a = 1\n#a = 2",
            "redefinition of attribute alias id 'a'",
            2,
            1,
        ),
        (
            "\"t.a\"() ({\n^bb0:\n^bb0:\n}) : () -> ()",
            "redefinition of block '^bb0'",
            3,
            1,
        ),
        ("\"t.a\"() : () -> () $", "unexpected character '$'", 1, 20),
        (
            "\"t.a\"() {a = \"\\q\"} : () -> ()",
            "invalid escape sequence in string literal",
            1,
            15,
        ),
        // At the end of the input: after the last code, as mlir-opt-22 reports (2:20).
        (
            "\"t.a\"() ({\n \"t.b\"() : () -> ()\n",
            "expected '}' to end the region",
            2,
            20,
        ),
    ];
    for &(src, msg, line, col) in cases {
        let got = error(src);
        assert_eq!(got, (msg.to_string(), line, col), "for input {src:?}");
    }
}

#[test]
fn unregistered_dialects_need_the_flag() {
    let mut c = Context::new(DialectRegistry::new());
    let d = parse_source(&mut c, "\"t.a\"() : () -> ()", "in.mlir").unwrap_err();
    assert!(d
        .message
        .starts_with("operation being parsed with an unregistered dialect"));
    let d = parse_source(
        &mut c,
        "\"builtin.module\"() ({}) {a = #foo.x} : () -> ()",
        "in.mlir",
    )
    .unwrap_err();
    assert!(
        d.message.contains("unregistered dialect 'foo'"),
        "{}",
        d.message
    );
    let d = parse_source(
        &mut c,
        "\"builtin.module\"() ({}) : () -> !foo.x",
        "in.mlir",
    )
    .unwrap_err();
    assert!(
        d.message.contains("unregistered dialect 'foo'"),
        "{}",
        d.message
    );
    let d = parse_source(&mut c, "\"builtin.frob\"() : () -> ()", "in.mlir").unwrap_err();
    assert!(d
        .message
        .starts_with("unregistered operation 'builtin.frob'"));
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let src = format!(
        "\"t.a\"() {{a = {}1{}}} : () -> ()",
        "[".repeat(5000),
        "]".repeat(5000)
    );
    let (msg, ..) = error(&src);
    assert_eq!(msg, "nesting too deep");
    let mut regions = String::new();
    for _ in 0..2000 {
        regions.push_str("\"t.r\"() ({\n");
    }
    let (msg, ..) = error(&regions);
    assert_eq!(msg, "nesting too deep");
}

#[test]
fn location_aliases_may_follow_their_use_as_mlir_prints_them() {
    // mlir-opt-22 --mlir-print-debuginfo output.
    let src = "module {\n  \"t.a\"() : () -> () loc(#loc1)\n  \"t.b\"() : () -> () loc(#loc4)\n} loc(#loc)\n#loc = loc(\"t4.mlir\":0:0)\n#loc1 = loc(\"x.mlir\":3:4)\n#loc2 = loc(\"f\")\n#loc3 = loc(\"x.mlir\":1:1)\n#loc4 = loc(callsite(#loc2 at #loc3))\n";
    let opts = PrintOptions {
        debug_info: true,
        ..CUSTOM
    };
    // Printed back with the same aliases, as mlir-opt-22 prints them.
    assert_eq!(roundtrip(src, &opts), src);
    let local = PrintOptions {
        local_scope: true,
        ..opts
    };
    assert_eq!(
        roundtrip(src, &local),
        "module {\n  \"t.a\"() : () -> () loc(\"x.mlir\":3:4)\n  \"t.b\"() : () -> () loc(callsite(\"f\" at \"x.mlir\":1:1))\n} loc(\"t4.mlir\":0:0)\n"
    );
    let (msg, line, col) = error("\"t.a\"() : () -> () loc(#nowhere)");
    assert_eq!(
        (msg.as_str(), line, col),
        ("operation location alias was never defined", 1, 24)
    );
}

#[test]
fn entry_block_with_a_predecessor_does_not_verify() {
    // mlir-opt-22 reports "1:1: error: entry block of region may not have predecessors"
    // for this input (the branch back to the entry is the only fault); a branch to a
    // second block verifies.
    let src = "\"t.op\"() ({\n^bb0(%x: i32):\n  \"t.br\"()[^bb0] : () -> ()\n}) : () -> ()";
    let mut c = ctx();
    let m = parse_source(&mut c, src, "in.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    let diags = crate::verifier::verify(&c, m).expect_err("entry block has a predecessor");
    let found: Vec<(String, u32, u32)> = diags
        .iter()
        .map(|d| {
            let (_, line, col) =
                crate::diagnostic::file_line_col(&c, d.loc).expect("file location");
            (d.message.clone(), line, col)
        })
        .collect();
    assert_eq!(
        found,
        vec![(
            "entry block of region may not have predecessors".to_string(),
            1,
            1
        )]
    );
    let ok = "\"t.op\"() ({\n  \"t.br\"()[^bb1] : () -> ()\n^bb1:\n  \"t.end\"() : () -> ()\n}) : () -> ()";
    let mut c = ctx();
    let m = parse_source(&mut c, ok, "in.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    assert!(crate::verifier::verify(&c, m).is_ok());
}

#[test]
fn ir_that_does_not_verify_prints_generic() {
    // A module with a result and no region (found by the mutation test): the custom
    // module printer cannot show it, so the whole output is generic, as in MLIR.
    let src = "\"builtin.module\"() : () -> i32";
    let out = roundtrip(src, &CUSTOM);
    assert_eq!(out, "%0 = \"builtin.module\"() : () -> i32\n");
}

#[test]
fn default_dialect_applies_to_the_immediate_regions_only() {
    // mlir-opt-22 prints nested modules as `module` (builtin is the module's default
    // dialect) and drops `builtin.` nowhere else.
    let src = "module {\n  \"t.r\"() ({\n    module {\n    }\n  }) : () -> ()\n  module {\n  }\n}";
    let out = roundtrip(src, &CUSTOM);
    assert_eq!(
        out,
        "module {\n  \"t.r\"() ({\n    builtin.module {\n    }\n  }) : () -> ()\n  module {\n  }\n}\n"
    );
}

// ---- the function type cache (`types::parse_function_type_cached`) ------------------

/// An op as `(name, line, col, operand types, result types)`.
type OpSummary = (String, u32, u32, Vec<String>, Vec<String>);

/// The [`OpSummary`] of each top-level op of `src`.
fn op_summary(src: &str) -> Vec<OpSummary> {
    let mut c = ctx();
    let m = parse_source(&mut c, src, "in.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    let ops: Vec<_> = c.block_ops(c.module_body(m)).collect();
    ops.into_iter()
        .map(|op| {
            let (_, line, col) =
                crate::diagnostic::file_line_col(&c, c.op_loc(op)).unwrap_or(("", 0, 0));
            let operands = c
                .operands(op)
                .iter()
                .map(|&v| c.type_to_string(c.value_type(v)))
                .collect();
            let results = c
                .results(op)
                .iter()
                .map(|&v| c.type_to_string(c.value_type(v)))
                .collect();
            (c.op_name_str(op).to_string(), line, col, operands, results)
        })
        .collect()
}

#[test]
fn repeated_function_types_parse_and_place_later_tokens_exactly() {
    // Spellings that share prefixes, differ only in spacing, or span lines; the
    // expected positions and types are read off the text by hand.
    let src = "%0 = \"t.a\"() : () -> i32\n\
               %1 = \"t.b\"(%0) : (i32) -> i32\n\
               %2 = \"t.b\"(%1) : (i32) -> i32\n\
               %3:2 = \"t.b\"(%2) : (i32) -> (i32, f32)\n\
               %4 = \"t.b\"(%2) : (i32)->i32\n\
               \"t.c\"(%4, %4) : (i32,\n  i32) -> ()\n\
               \"t.c\"(%4, %4) : (i32,\n  i32) -> ()\n\
               %5 = \"t.b\"(%4) : (i32) -> i32 loc(\"x\":7:9)\n\
               \"t.e\"() {t = (i32) -> i32} : () -> ()\n\
               %6 = \"t.b\"(%5) : (i32) -> i32   \"t.f\"() : () -> ()\n";
    let s = |v: &[&str]| v.iter().map(|t| t.to_string()).collect::<Vec<_>>();
    let expect = vec![
        // An op is at its name, as in MLIR.
        ("t.a", 1, 6, s(&[]), s(&["i32"])),
        ("t.b", 2, 6, s(&["i32"]), s(&["i32"])),
        ("t.b", 3, 6, s(&["i32"]), s(&["i32"])),
        ("t.b", 4, 8, s(&["i32"]), s(&["i32", "f32"])),
        ("t.b", 5, 6, s(&["i32"]), s(&["i32"])),
        ("t.c", 6, 1, s(&["i32", "i32"]), s(&[])),
        ("t.c", 8, 1, s(&["i32", "i32"]), s(&[])),
        ("t.b", 7, 9, s(&["i32"]), s(&["i32"])),
        ("t.e", 11, 1, s(&[]), s(&[])),
        ("t.b", 12, 6, s(&["i32"]), s(&["i32"])),
        ("t.f", 12, 33, s(&[]), s(&[])),
    ];
    let got = op_summary(src);
    let got: Vec<_> = got
        .iter()
        .map(|(n, l, c, o, r)| (n.as_str(), *l, *c, o.clone(), r.clone()))
        .collect();
    assert_eq!(got, expect);
}

#[test]
fn a_cached_function_type_does_not_swallow_a_longer_token() {
    // `i32x` is one (unknown) identifier even right after a cached `(i32) -> i32`;
    // it starts at column 22 of `"t.b"(%q) : (i32) -> i32x`, and MLIR reports it
    // just after the `->` before it (a swallowed `i32` would fail after it instead).
    let cold = "%q = \"t.q\"() : () -> i32\n\"t.b\"(%q) : (i32) -> i32x\n";
    assert_eq!(
        error(cold),
        ("expected non-function type".to_string(), 2, 21)
    );
    let warm =
        "%q = \"t.q\"() : () -> i32\n\"t.c\"(%q) : (i32) -> i32\n\"t.b\"(%q) : (i32) -> i32x\n";
    assert_eq!(
        error(warm),
        ("expected non-function type".to_string(), 3, 21)
    );
    // `.` continues identifiers too.
    let dot =
        "%q = \"t.q\"() : () -> i32\n\"t.c\"(%q) : (i32) -> i32\n\"t.b\"(%q) : (i32) -> i32.x\n";
    assert_eq!(
        error(dot),
        ("expected non-function type".to_string(), 3, 21)
    );
}

#[test]
fn a_cached_function_type_still_obeys_the_nesting_limit() {
    // For each depth, the outcome with the type text cached beforehand must equal the
    // outcome without (the cold parse is the reference), and the range must cover
    // both outcomes so the limit is actually crossed.
    let mut outcomes = Vec::new();
    for n in 115..135 {
        let deep = format!(
            "\"t.b\"() {{a = {}(i32) -> i32{}}} : () -> ()\n",
            "[".repeat(n),
            "]".repeat(n)
        );
        let cold_src = format!("\"t.w\"() : () -> ()\n{deep}");
        let warm_src = format!("\"t.w\"() : () -> ((i32) -> i32)\n{deep}");
        let outcome = |src: &str| {
            let mut c = ctx();
            parse_source(&mut c, src, "in.mlir")
                .map(|_| ())
                .map_err(|d| {
                    let (_, l, col) = crate::diagnostic::file_line_col(&c, d.loc).unwrap();
                    (d.message, l, col)
                })
        };
        let cold = outcome(&cold_src);
        assert_eq!(outcome(&warm_src), cold, "depth {n}");
        outcomes.push(cold.is_ok());
    }
    assert!(outcomes.contains(&true) && outcomes.contains(&false));
}

// ---- SSA name tables (`scope::Names`: decimal names in a vector, others hashed) -----

#[test]
fn decimal_names_with_leading_zeros_are_distinct_names() {
    let src = "%0 = \"t.a\"() : () -> i32\n%00 = \"t.b\"() : () -> f32\n\"t.u\"(%0, %00) : (i32, f32) -> ()\n";
    assert_eq!(
        op_summary(src)[2].3,
        vec!["i32".to_string(), "f32".to_string()]
    );
}

#[test]
fn far_decimal_names_are_found_and_redefinitions_caught() {
    // `%5000` is defined first, far past the empty dense table (so it is hashed);
    // then `%0..%5100` fill the table past 5000. Lines are 1-based: `%5000` on line 1,
    // `%k` on line k + 2 for k < 5000 and line k + 1 for k > 5000.
    let mut src = String::from("%5000 = \"t.a\"() : () -> f32\n");
    for k in (0..=5100).filter(|&k| k != 5000) {
        src.push_str(&format!("%{k} = \"t.a\"() : () -> i32\n"));
    }
    src.push_str("\"t.u\"(%5000, %4999, %5001) : (f32, i32, i32) -> ()\n");
    let ops = op_summary(&src);
    assert_eq!(ops.len(), 5102);
    assert_eq!(ops[5101].3, vec!["f32", "i32", "i32"]);
    src.push_str("%5000 = \"t.a\"() : () -> i32\n");
    assert_eq!(
        error(&src),
        ("redefinition of SSA value '%5000'".to_string(), 5103, 1)
    );
}

#[test]
fn hashed_names_of_a_region_go_out_of_scope_with_it() {
    let (msg, line, col) = error(
        "\"t.r\"() ({\n  %99999999 = \"t.a\"() : () -> i32\n  %x = \"t.a\"() : () -> i32\n}) : () -> ()\n\"t.u\"(%99999999) : (i32) -> ()",
    );
    assert_eq!(
        (msg.as_str(), line, col),
        ("use of undeclared SSA value name", 5, 7)
    );
    let (msg, line, col) = error(
        "\"t.r\"() ({\n  %x = \"t.a\"() : () -> i32\n}) : () -> ()\n\"t.u\"(%x) : (i32) -> ()",
    );
    assert_eq!(
        (msg.as_str(), line, col),
        ("use of undeclared SSA value name", 4, 7)
    );
}
