//! Result names given by ops (`OpDef::result_names`, MLIR's `getAsmResultNames`),
//! through a `t.op` whose `names` attribute lists the names to suggest ("" for none).
//! The expected texts are worked by hand from MLIR's `SSANameState` (AsmPrinter.cpp:
//! `numberValuesInOp` starts a result group at every named result and numbers an
//! unnamed first result; `uniqueValueName` appends `_K` from a conflict counter;
//! `sanitizeIdentifier` keeps letters, digits and `$._-`, turns a space into `_` and
//! other bytes into upper-case hex, and puts `_` before a leading digit).

use visa_ir::parser::parse_source;
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::{verifier, Arity, AttrKind, Context, Dialect, DialectRegistry, OpDef, OpId, Traits};

fn names(ctx: &Context, op: OpId) -> Vec<Option<String>> {
    let Some(attr) = ctx.attr(op, "names") else {
        return Vec::new();
    };
    let AttrKind::Array(items) = ctx.attr_kind(attr) else {
        return Vec::new();
    };
    items
        .iter()
        .map(|&a| {
            ctx.attr_str(a)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
        })
        .collect()
}

fn registry() -> DialectRegistry {
    let mut d = Dialect::new("t", "result-name tests");
    d.ops.push(OpDef {
        traits: Traits::NO_TERMINATOR,
        operands: Arity::ANY,
        results: Arity::ANY,
        regions: Arity::ANY,
        result_names: Some(names),
        ..OpDef::new(
            "t.op",
            "an op naming its results after its `names` attribute",
        )
    });
    let mut r = DialectRegistry::new();
    r.register(d);
    r
}

fn print(text: &str, generic: bool) -> String {
    let mut ctx = Context::new(registry());
    let m = parse_source(&mut ctx, text, "in.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    verifier::verify(&ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    let opts = PrintOptions {
        generic,
        ..Default::default()
    };
    print_op(&ctx, m, &opts)
}

const SRC: &str = r#"%g:3 = "t.op"() {names = ["", "a", ""]} : () -> (i32, i32, i32)
%x = "t.op"() {names = ["a"]} : () -> i32
%y:2 = "t.op"() {names = ["b", "c"]} : () -> (i32, i32)
%z:3 = "t.op"() {names = ["x y", "1a", "a+b"]} : () -> (i32, i32, i32)
%w = "t.op"() {names = ["a_0"]} : () -> i32
%n = "t.op"() {names = [""]} : () -> i32
"t.op"(%g#0, %g#1, %g#2, %x, %y#1, %z#2, %w, %n) ({
  %i = "t.op"() {names = ["a"]} : () -> i32
  %j = "t.op"() {names = ["d"]} : () -> i32
}, {
  %k = "t.op"() {names = ["d"]} : () -> i32
}) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
"#;

// The two regions are numbered last to first, each from the counters after the outer
// region (conflict counter 2): the second region's `d` is free; in the first, `a` is
// taken by the enclosing region, so it becomes `a_2`, and `d` (only in the sibling) is
// free.
const CUSTOM: &str = r#"module {
  %0, %a:2 = "t.op"() {names = ["", "a", ""]} : () -> (i32, i32, i32)
  %a_0 = "t.op"() {names = ["a"]} : () -> i32
  %b, %c = "t.op"() {names = ["b", "c"]} : () -> (i32, i32)
  %x_y, %_1a, %a2Bb = "t.op"() {names = ["x y", "1a", "a+b"]} : () -> (i32, i32, i32)
  %a_0_1 = "t.op"() {names = ["a_0"]} : () -> i32
  %1 = "t.op"() {names = [""]} : () -> i32
  "t.op"(%0, %a#0, %a#1, %a_0, %c, %a2Bb, %a_0_1, %1) ({
    %a_2 = "t.op"() {names = ["a"]} : () -> i32
    %d = "t.op"() {names = ["d"]} : () -> i32
  }, {
    %d = "t.op"() {names = ["d"]} : () -> i32
  }) : (i32, i32, i32, i32, i32, i32, i32, i32) -> ()
}
"#;

#[test]
fn ops_name_their_results_as_mlir() {
    let custom = print(SRC, false);
    assert_eq!(custom, CUSTOM);
    // The names read back and print the same.
    assert_eq!(print(&custom, false), CUSTOM);
}

#[test]
fn generic_form_keeps_numbers() {
    let generic = print(SRC, true);
    assert!(
        generic.contains(r#"%0:3 = "t.op"() {names = ["", "a", ""]}"#),
        "{generic}"
    );
    assert!(!generic.contains("%a"), "{generic}");
}
