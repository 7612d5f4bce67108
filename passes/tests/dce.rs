//! The `dce` and `symbol-dce` passes on the `test` dialect.

mod common;

use common::{context, parse, print};
use visa_ir::pass::Pass;
use visa_passes::{Dce, SymbolDce};

#[test]
fn dce_erases_dead_pure_ops_iteratively_and_unreachable_blocks() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#"
"test.func"() ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  %1 = "test.pure"(%0) : (i32) -> i32
  %2 = "test.effect"(%a) : (i32) -> i32
  %3 = "test.pure"(%a) : (i32) -> i32
  %4 = "test.region"() ({
    "test.effect"(%3) : (i32) -> ()
  }) : () -> i32
  %5 = "test.pure"(%a) : (i32) -> i32
  "test.scope"() ({
    %6 = "test.pure"(%5) : (i32) -> i32
  }) : () -> ()
  "test.br"()[^bb2] : () -> ()
^bb1:
  %7 = "test.effect"(%a) : (i32) -> i32
  "test.br"()[^bb2] : () -> ()
^bb2:
  "test.return"(%a) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    let mut pass = Dce::default();
    pass.run(&mut ctx, m).unwrap();
    visa_ir::verifier::verify(&ctx, m).unwrap();
    // Dead: %1 then %0 (its only user gone); the pure region op %4 then %3 (used only
    // inside it); %6 inside the scope then %5 in the enclosing block. Kept: the
    // effecting %2 and the scope (not pure). ^bb1 is unreachable.
    assert_eq!(pass.erased, 6);
    assert_eq!(
        print(&ctx, m),
        r#"module {
  "test.func"() <{sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.effect"(%arg0) : (i32) -> i32
    "test.scope"() ({
    ^bb0:
    }) : () -> ()
    "test.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "test.return"(%arg0) : (i32) -> ()
  }) : () -> ()
}
"#
    );
}

#[test]
fn dce_erases_unreachable_cycles_whose_values_use_each_other() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#"
"test.func"() ({
^bb0(%a: i32):
  "test.return"(%a) : (i32) -> ()
^bb1(%x: i32):
  %y = "test.effect"(%x) : (i32) -> i32
  "test.br"(%y)[^bb2] : (i32) -> ()
^bb2(%z: i32):
  %w = "test.effect"(%z, %y) : (i32, i32) -> i32
  "test.br"(%w)[^bb1] : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    Dce::default().run(&mut ctx, m).unwrap();
    visa_ir::verifier::verify(&ctx, m).unwrap();
    let f = common::find(&ctx, m, "test.func");
    assert_eq!(ctx.region_blocks(ctx.region(f, 0)).len(), 1);
    assert_eq!(common::count(&ctx, m, "test.effect"), 0);
}

#[test]
fn symbol_dce_keeps_what_public_symbols_reach() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#"
"test.func"() ({
  "test.effect"() {callee = @a} : () -> ()
  "test.return"() : () -> ()
}) {sym_name = "pub"} : () -> ()
"test.func"() ({
  "test.effect"() {callees = [@b, {x = @hidden}]} : () -> ()
  "test.return"() : () -> ()
}) {sym_name = "a", sym_visibility = "private"} : () -> ()
"test.func"() ({
  "test.return"() : () -> ()
}) {sym_name = "b", sym_visibility = "private"} : () -> ()
"test.func"() ({
  "test.effect"() {callee = @dead2} : () -> ()
  "test.return"() : () -> ()
}) {sym_name = "dead", sym_visibility = "private"} : () -> ()
"test.sym"() {sym_name = "dead2", sym_visibility = "private"} : () -> ()
"test.sym"() {sym_name = "nested_visible", sym_visibility = "nested"} : () -> ()
"test.module"() ({
  "test.sym"() {sym_name = "x", sym_visibility = "private"} : () -> ()
  "test.sym"() {sym_name = "y", sym_visibility = "private"} : () -> ()
  "test.sym"() {sym_name = "z", sym_visibility = "nested"} : () -> ()
}) {sym_name = "inner"} : () -> ()
"test.module"() ({
  "test.sym"() {sym_name = "n", sym_visibility = "nested"} : () -> ()
  "test.sym"() {sym_name = "p"} : () -> ()
}) {sym_name = "hidden", sym_visibility = "private"} : () -> ()
"test.effect"() {refs = [@inner::@x, @missing]} : () -> ()
"#,
    );
    let mut pass = SymbolDce::default();
    pass.run(&mut ctx, m).unwrap();
    visa_ir::verifier::verify(&ctx, m).unwrap();
    let mut names: Vec<String> = ctx
        .collect_ops(m)
        .into_iter()
        .filter_map(|o| visa_ir::symbol::symbol_name(&ctx, o).map(String::from))
        .collect();
    names.sort();
    // Reached: pub (public) -> @a -> @b and @hidden; @inner::@x from the top-level user.
    // Kept as public: @inner and @hidden::@p. Erased: dead, dead2 (only dead reaches it)
    // and the unreferenced non-public nested_visible, @inner::@y, @inner::@z, @hidden::@n
    // (mlir-opt 22 drops `nested` symbols as well as `private` ones).
    assert_eq!(names, ["a", "b", "hidden", "inner", "p", "pub", "x"]);
    assert_eq!(pass.erased, 6);
}

#[test]
fn symbol_dce_requires_a_symbol_table() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#""test.func"() ({
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()"#,
    );
    let f = common::find(&ctx, m, "test.func");
    let err = SymbolDce::default().run(&mut ctx, f).unwrap_err();
    assert_eq!(
        err.message,
        "'test.func' op was scheduled to run under SymbolDCE, but does not define a symbol table"
    );
}

/// 100,002 ops: a chain of 100,000 dead pure ops all using the same argument. Run with
/// `cargo test --release -p visa-passes --test dce -- --ignored --nocapture`.
#[test]
#[ignore]
fn dce_of_100k_ops_is_fast() {
    let n = 100_000;
    let mut s = String::from(
        "\"test.func\"() ({\n^bb0(%a: i32):\n  %x0 = \"test.pure\"(%a) : (i32) -> i32\n",
    );
    for i in 1..n {
        s.push_str(&format!(
            "  %x{i} = \"test.pure\"(%x{}, %a) : (i32, i32) -> i32\n",
            i - 1
        ));
    }
    s.push_str("  \"test.return\"() : () -> ()\n}) {sym_name = \"f\"} : () -> ()\n");
    let mut ctx = context();
    let m = parse(&mut ctx, &s);
    let start = std::time::Instant::now();
    let mut pass = Dce::default();
    pass.run(&mut ctx, m).unwrap();
    println!("dce on {} ops: {:?}", n + 2, start.elapsed());
    assert_eq!(pass.erased, n);
    assert_eq!(common::count(&ctx, m, "test.pure"), 0);
}

#[test]
fn unreachable_blocks_whose_values_escape_are_left_for_the_verifier() {
    // Invalid IR: the unreachable ^bb1 defines %x, which the reachable ^bb2 uses.
    let mut ctx = context();
    let m = visa_ir::parser::parse_source(
        &mut ctx,
        r#"
"test.func"() ({
  "test.br"()[^bb2] : () -> ()
^bb1:
  %x = "test.effect"() : () -> i32
  "test.br"()[^bb2] : () -> ()
^bb2:
  "test.return"(%x) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"#,
        "test.mlir",
    )
    .unwrap();
    let changed = visa_ir::rewrite::regions::simplify_regions(&mut ctx, m);
    assert!(!changed);
    let f = common::find(&ctx, m, "test.func");
    assert_eq!(ctx.region_blocks(ctx.region(f, 0)).len(), 3);
    // The verifier reports the dominance error instead.
    let diags = visa_ir::verifier::verify(&ctx, m).unwrap_err();
    assert!(diags[0].message.contains("does not dominate"), "{diags:?}");
}

/// A tiny deterministic generator.
struct Lcg(u64);
impl Lcg {
    fn next(&mut self, bound: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % bound as u64) as usize
    }
}

/// Random code: pure ops and effects over earlier values, and `test.scope` regions
/// (not pure) holding more of the same that may use outer values.
fn random_body(
    rng: &mut Lcg,
    vals: &mut Vec<String>,
    depth: usize,
    out: &mut String,
    counter: &mut usize,
) {
    let indent = "  ".repeat(depth + 1);
    let outer = vals.len();
    for _ in 0..(2 + rng.next(8)) {
        let a = vals[rng.next(vals.len())].clone();
        let b = vals[rng.next(vals.len())].clone();
        match rng.next(6) {
            0 if depth < 2 => {
                out.push_str(&format!("{indent}\"test.scope\"() ({{\n"));
                random_body(rng, vals, depth + 1, out, counter);
                out.push_str(&format!("{indent}}}) : () -> ()\n"));
            }
            1 => out.push_str(&format!(
                "{indent}\"test.effect\"({a}, {b}) : (i32, i32) -> ()\n"
            )),
            _ => {
                let name = format!("%p{}", *counter);
                *counter += 1;
                out.push_str(&format!(
                    "{indent}{name} = \"test.pure\"({a}, {b}) : (i32, i32) -> i32\n"
                ));
                vals.push(name);
            }
        }
    }
    // Values of a nested region are not visible after it.
    if depth > 0 {
        vals.truncate(outer);
    }
}

#[test]
fn dce_on_random_code_erases_exactly_the_pure_ops_nothing_live_needs() {
    let mut rng = Lcg(3);
    for case in 0..300 {
        let mut body = String::new();
        let mut vals = vec!["%a".to_string()];
        let mut counter = 0;
        random_body(&mut rng, &mut vals, 0, &mut body, &mut counter);
        let text = format!(
            "\"test.func\"() ({{\n^bb0(%a: i32):\n{body}  \"test.return\"() : () -> ()\n}}) {{sym_name = \"f\"}} : () -> ()\n"
        );
        let mut ctx = context();
        let m = parse(&mut ctx, &text);
        // Oracle: everything not pure is live, and so is whatever a live op uses.
        let ops = ctx.collect_ops(m);
        let mut live: std::collections::HashSet<visa_ir::OpId> = ops
            .iter()
            .copied()
            .filter(|&o| !ctx.op_is(o, "test.pure"))
            .collect();
        let mut work: Vec<_> = live.iter().copied().collect();
        while let Some(o) = work.pop() {
            for &v in ctx.operands(o) {
                if let Some(d) = ctx.defining_op(v) {
                    if live.insert(d) {
                        work.push(d);
                    }
                }
            }
        }
        let expected = ops.iter().filter(|o| !live.contains(o)).count();
        let mut pass = Dce::default();
        pass.run(&mut ctx, m).unwrap();
        if let Err(d) = visa_ir::verifier::verify(&ctx, m) {
            panic!("case {case}: invalid after dce: {d:?}\n{text}");
        }
        assert_eq!(pass.erased, expected, "case {case}\n{text}");
        assert_eq!(
            common::count(&ctx, m, "test.pure"),
            counter - expected,
            "case {case}"
        );
    }
}
