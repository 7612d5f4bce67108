//! Tests of the custom assembly of `func`, `arith` and `scf`: exact printed text,
//! round trips through the custom and generic forms, the generic form MLIR expects,
//! and parse errors with their positions.

use crate::testutil::{parse, print, roundtrip};

#[test]
fn arith_custom_forms() {
    let text = "\
func.func @f(%arg0: i32, %arg1: i32, %arg2: index) -> i32 {
  %c42_i32 = arith.constant 42 : i32
  %true = arith.constant true
  %c-7 = arith.constant -7 : index
  %cst = arith.constant 1.500000e+00 : f32
  %0 = arith.addi %arg0, %c42_i32 : i32
  %1 = arith.subi %0, %arg1 : i32
  %2 = arith.muli %1, %1 {tag} : i32
  %3 = arith.cmpi slt, %2, %arg0 : i32
  %4 = arith.select %3, %2, %arg1 : i32
  %5 = arith.index_cast %4 : i32 to index
  %6 = arith.cmpi uge, %5, %arg2 : index
  %7 = arith.select %6, %true, %3 : i1
  %8 = arith.index_cast %arg2 : index to i32
  return %8 : i32
}
";
    let out = roundtrip(text);
    assert_eq!(out, format!("module {{\n{}}}\n", indent(text)));
}

fn indent(text: &str) -> String {
    text.lines().map(|l| format!("  {l}\n")).collect()
}

#[test]
fn arith_generic_form_is_mlirs() {
    let (ctx, m) = parse(
        "func.func @f(%a: i32) -> i1 {\n  %c = arith.constant 3 : i32\n  \
         %p = arith.cmpi sge, %a, %c : i32\n  return %p : i1\n}\n",
    )
    .unwrap();
    let generic = print(&ctx, m, true);
    // The predicate is MLIR's i64 enum encoding: sge = 5.
    assert!(
        generic.contains("\"arith.cmpi\"(%arg0, %0) <{predicate = 5 : i64}> : (i32, i32) -> i1"),
        "{generic}"
    );
    assert!(
        generic.contains("\"arith.constant\"() <{value = 3 : i32}> : () -> i32"),
        "{generic}"
    );
    assert!(
        generic.contains("\"func.return\"(%1) : (i1) -> ()"),
        "{generic}"
    );
    assert!(
        generic.contains("\"func.func\"() <{function_type = (i32) -> i1, sym_name = \"f\"}> ({"),
        "{generic}"
    );
    // The generic spelling of every predicate parses back to its keyword.
    for (i, name) in [
        "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
    ]
    .iter()
    .enumerate()
    {
        let text = format!(
            "func.func @f(%a: i32) -> i1 {{\n  %0 = \"arith.cmpi\"(%a, %a) {{predicate = {i} : i64}} : (i32, i32) -> i1\n  return %0 : i1\n}}\n"
        );
        let (ctx, m) = parse(&text).unwrap();
        assert!(
            print(&ctx, m, false).contains(&format!("arith.cmpi {name}, %arg0, %arg0 : i32")),
            "{name}"
        );
    }
}

#[test]
fn func_custom_forms() {
    let text = "\
module {
  func.func private @decl(i32, f32 {foo.bar = 1 : i64}) -> (i32 {res.x})
  func.func nested @nest()
  func.func @two(%arg0: i32 {a.b}, %arg1: f32) -> (i32, f32) attributes {llvm.emit_c_interface} {
    %0:2 = call @two(%arg0, %arg1) {tag} : (i32, f32) -> (i32, f32)
    %1 = call @decl(%0#0, %arg1) : (i32, f32) -> i32
    call @nest() : () -> ()
    return %1, %0#1 : i32, f32
  }
  func.func @empty() {
    return
  }
}
";
    assert_eq!(roundtrip(text), text);
}

#[test]
fn scf_custom_forms() {
    let text = "\
module {
  func.func @sum(%arg0: index, %arg1: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
      %2 = arith.index_cast %arg2 : index to i32
      %3 = arith.addi %arg3, %2 : i32
      scf.yield %3 : i32
    }
    scf.for %arg2 = %c0 to %arg0 step %c1 {
      %2 = arith.addi %arg2, %arg2 : index
    }
    %c2_i32 = arith.constant 2 : i32
    %1:2 = scf.for %arg2 = %arg1 to %c2_i32 step %c2_i32 iter_args(%arg3 = %arg1, %arg4 = %c0) -> (i32, index) : i32 {
      scf.for %arg5 = %c0 to %arg4 step %c1 {
      } {tag}
      scf.yield %arg3, %arg4 : i32, index
    }
    return %1#0 : i32
  }
}
";
    assert_eq!(roundtrip(text), text);
}

#[test]
fn scf_implicit_yield_is_materialized() {
    let (ctx, m) = parse(
        "func.func @f(%n: index) {\n  %c = arith.constant 1 : index\n  \
         scf.for %i = %c to %n step %c {\n  }\n  return\n}\n",
    )
    .unwrap();
    let generic = print(&ctx, m, true);
    assert!(generic.contains("\"scf.yield\"() : () -> ()"), "{generic}");
    assert!(
        generic.contains("^bb0(%arg1: index):"),
        "the induction variable is the body's argument: {generic}"
    );
}

#[test]
fn parse_errors_point_at_the_token() {
    let cases = [
        (
            "func.func @f(%a: i32) {\n  %0 = arith.cmpi foo, %a, %a : i32\n  return\n}\n",
            "2:19: expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]",
        ),
        (
            "func.func @f(%a: i32) {\n  %0 = arith.constant \"x\"\n  return\n}\n",
            "2:23: expected an integer or float attribute with a type",
        ),
        (
            "func.func @f(%a: i32, f32) {\n  return\n}\n",
            "1:23: expected SSA identifier",
        ),
        (
            "func.func @f(i32, %a: f32)\n",
            "1:19: expected type instead of SSA identifier",
        ),
        (
            "func.func private @f(i32) {\n  return\n}\n",
            // As mlir-opt-22: the entry block may name the arguments itself; here it
            // does not, so the verifier refuses it.
            "1:1: 'func.func' op entry block must have 1 arguments to match function signature",
        ),
        (
            "func.func @f(%n: index) {\n  %c = arith.constant 1 : index\n  \
             %r = scf.for %i = %c to %n step %c iter_args(%a = %c, %b = %c) -> (index) {\n  }\n  return\n}\n",
            "3:47: mismatch in number of loop-carried values and defined values",
        ),
        (
            "func.func @f(%a: i32) {\n  %0 = arith.index_cast %a : i32 into index\n  return\n}\n",
            "2:34: expected 'to'",
        ),
    ];
    for (text, want) in cases {
        assert_eq!(parse(text).err().as_deref(), Some(want), "{text}");
    }
}

#[test]
fn verifier_errors_carry_the_op_location() {
    let err = parse("func.func @f(%a: i32) -> i64 {\n  return %a : i32\n}\n")
        .err()
        .unwrap();
    assert_eq!(
        err,
        "2:3: type of return operand 0 (i32) doesn't match function result type (i64) in function @f"
    );
    let err = parse("func.func @f() {\n  func.call @g() : () -> ()\n  return\n}\n")
        .err()
        .unwrap();
    assert_eq!(
        err,
        "2:3: 'func.call' op 'g' does not reference a valid function"
    );
}

#[test]
fn overflow_flags() {
    let text = "\
module {
  func.func @f(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 overflow<nsw> : i32
    %1 = arith.subi %0, %arg0 overflow<nuw> : i32
    %2 = arith.muli %1, %1 overflow<nsw, nuw> {tag} : i32
    return %2 : i32
  }
}
";
    assert_eq!(roundtrip(text), text);
    let (ctx, m) = parse(text).unwrap();
    let generic = print(&ctx, m, true);
    assert!(
        generic.contains("<{overflowFlags = #arith.overflow<nsw, nuw>}> {tag}"),
        "{generic}"
    );
    // MLIR's generic form spells the default flags out; the custom form leaves them out.
    let (ctx, m) = parse(
        "func.func @f(%a: i32) -> i32 {\n  %0 = \"arith.addi\"(%a, %a) <{overflowFlags = \
         #arith.overflow<none>}> : (i32, i32) -> i32\n  return %0 : i32\n}\n",
    )
    .unwrap();
    assert!(print(&ctx, m, false).contains("%0 = arith.addi %arg0, %arg0 : i32\n"));
    assert_eq!(
        parse(
            "func.func @f(%a: i32) {\n  %0 = arith.addi %a, %a overflow<nsx> : i32\n  return\n}\n"
        )
        .err()
        .as_deref(),
        Some("2:35: expected one of [none, nsw, nuw] for integer overflow flags")
    );
    assert_eq!(
        parse("func.func @f(%a: i32) {\n  %0 = \"arith.addi\"(%a, %a) {overflowFlags = #arith.wrap<none>} : (i32, i32) -> i32\n  return\n}\n")
            .err()
            .as_deref(),
        Some("2:57: unknown attribute `wrap` in dialect `arith`")
    );
    assert_eq!(
        parse("func.func @f(%a: i32) {\n  %0 = \"arith.addi\"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32\n  return\n}\n")
            .err()
            .as_deref(),
        Some("2:8: 'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags")
    );
}

/// A tiny deterministic generator (64-bit LCG), so the mutation test needs no seed
/// plumbing.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self, bound: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % bound.max(1)
    }
}

#[test]
fn mutated_custom_text_never_panics() {
    let seeds = [
        "func.func @f(%a: i32, %b: index) -> i32 {\n  %c = arith.constant 7 : i32\n  \
         %s = arith.addi %a, %c overflow<nsw> : i32\n  %p = arith.cmpi slt, %s, %a : i32\n  \
         %m = arith.select %p, %s, %a : i32\n  %i = arith.index_cast %m : i32 to index\n  \
         %r = scf.for %k = %b to %i step %b iter_args(%acc = %m) -> (i32) {\n    \
         %q = arith.muli %acc, %acc : i32\n    scf.yield %q : i32\n  }\n  \
         %z = call @f(%r, %b) : (i32, index) -> i32\n  return %z : i32\n}\n\
         func.func private @d(i32 {x.y}) -> (i32 {z})\n",
    ];
    let pieces = [
        "%a",
        ",",
        ":",
        "i32",
        "index",
        "(",
        ")",
        "{",
        "}",
        "->",
        "=",
        "@f",
        "overflow<",
        ">",
        "iter_args",
        "to",
        "step",
        "scf.yield",
        "\"",
        "-",
        "1",
        "true",
        "private",
    ];
    let mut rng = Lcg(0x5eed);
    let mut parsed = 0;
    for i in 0..3000 {
        let mut text = seeds[i % seeds.len()].to_string();
        for _ in 0..1 + rng.next(3) {
            let mut at = rng.next(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            match rng.next(3) {
                0 => {
                    let mut end = (at + 1 + rng.next(8)).min(text.len());
                    while !text.is_char_boundary(end) {
                        end -= 1;
                    }
                    text.replace_range(at..end, "");
                }
                1 => text.insert_str(at, pieces[rng.next(pieces.len())]),
                _ => {
                    let mut end = (at + 1).min(text.len());
                    while !text.is_char_boundary(end) {
                        end += 1;
                    }
                    text.replace_range(at..end, pieces[rng.next(pieces.len())]);
                }
            }
        }
        // Parse; whether or not it verifies, printing must not panic.
        let mut ctx = crate::testutil::context();
        if let Ok(m) = visa_ir::parser::parse_source(&mut ctx, &text, "m.mlir") {
            parsed += 1;
            let _ = visa_ir::verifier::verify(&ctx, m);
            print(&ctx, m, false);
            print(&ctx, m, true);
        }
    }
    // Some mutations keep the text valid; the test exercises both paths.
    assert!(parsed > 0);
}

#[test]
fn function_with_unnamed_arguments_and_a_named_entry_block() {
    // mlir-opt-22 reads `func.func @f(i32) {` with `^bb0(%a: i32):` and prints this.
    let out = roundtrip(
        "func.func @f(i32, f32) -> i32 {\n^bb0(%a: i32, %b: f32):\n  return %a : i32\n}\n",
    );
    assert_eq!(
        out,
        "module {\n  func.func @f(%arg0: i32, %arg1: f32) -> i32 {\n    return %arg0 : i32\n  }\n}\n"
    );
}
