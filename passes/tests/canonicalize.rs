//! The greedy rewrite driver and the `canonicalize` pass on the `test` dialect.

mod common;

use common::{context, count, find, parse, print};
use visa_ir::pass::{Pass, PassRegistry};
use visa_ir::rewrite::{apply_patterns_greedily, FrozenPatternSet, GreedyRewriteConfig};
use visa_passes::canonicalize::collect_patterns;
use visa_passes::Canonicalize;

fn canonicalize(text: &str) -> String {
    let mut ctx = context();
    let m = parse(&mut ctx, text);
    Canonicalize::default().run(&mut ctx, m).unwrap();
    visa_ir::verifier::verify(&ctx, m).unwrap();
    print(&ctx, m)
}

#[test]
fn folds_constants_and_identities_and_erases_what_dies() {
    // 1 + 2 folds to 3 (materialized at the function entry); x + 0 folds to x; the
    // constants 0, 1, 2 then have no users and are erased.
    let out = canonicalize(
        r#"
"test.func"() ({
^bb0(%a: i32):
  %c0 = "test.const"() {value = 0 : i32} : () -> i32
  %c1 = "test.const"() {value = 1 : i32} : () -> i32
  %c2 = "test.const"() {value = 2 : i32} : () -> i32
  %s = "test.add"(%c1, %c2) : (i32, i32) -> i32
  %t = "test.add"(%a, %s) : (i32, i32) -> i32
  %u = "test.add"(%t, %c0) : (i32, i32) -> i32
  "test.return"(%u) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    assert_eq!(
        out,
        r#"module {
  "test.func"() <{sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.const"() <{value = 3 : i32}> : () -> i32
    %1 = "test.add"(%arg0, %0) : (i32, i32) -> i32
    "test.return"(%1) : (i32) -> ()
  }) : () -> ()
}
"#
    );
}

#[test]
fn deduplicates_and_hoists_constants_to_the_isolated_parent_entry() {
    // Both 7s end up as one constant at the start of the function body, out of the
    // (non-isolated) test.scope region.
    let out = canonicalize(
        r#"
"test.func"() ({
  "test.effect"() : () -> ()
  "test.scope"() ({
    %c = "test.const"() {value = 7 : i32} : () -> i32
    "test.effect"(%c) : (i32) -> ()
  }) : () -> ()
  %d = "test.const"() {value = 7 : i32} : () -> i32
  %e = "test.const"() {value = 7 : i64} : () -> i64
  "test.effect"(%d, %e) : (i32, i64) -> ()
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    // The i64 constant differs in type, so it stays separate; it is hoisted in front of
    // the i32 one when the worklist reaches it.
    assert_eq!(
        out,
        r#"module {
  "test.func"() <{sym_name = "f"}> ({
    %0 = "test.const"() <{value = 7 : i64}> : () -> i64
    %1 = "test.const"() <{value = 7 : i32}> : () -> i32
    "test.effect"() : () -> ()
    "test.scope"() ({
      "test.effect"(%1) : (i32) -> ()
    }) : () -> ()
    "test.effect"(%1, %0) : (i32, i64) -> ()
    "test.return"() : () -> ()
  }) : () -> ()
}
"#
    );
}

#[test]
fn folded_constants_appear_in_place_then_move_to_the_top_as_mlir_orders_them() {
    // Worked by hand from LLVM 22's driver (and checked with the same shape in arith
    // against mlir-opt-22). Iteration 1 fill: %c1 then %c2 are hoisted to the front
    // (each before the previous: c2, c1, p, ...). Processing: %x folds to 3, created just
    // before %x with %x's location; %c2 dies. Iteration 2 fill: c1 stays (front), 3 is
    // hoisted in front of it.
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#"
"test.func"() ({
^bb0(%a: i32):
  %p = "test.effect"(%a) : (i32) -> i32
  %c1 = "test.const"() {value = 1 : i32} : () -> i32
  %c2 = "test.const"() {value = 2 : i32} : () -> i32
  %x = "test.add"(%c1, %c2) : (i32, i32) -> i32 loc("x")
  %q = "test.add"(%p, %c1) : (i32, i32) -> i32
  "test.effect"(%x, %q) : (i32, i32) -> ()
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    Canonicalize::default().run(&mut ctx, m).unwrap();
    assert_eq!(
        print(&ctx, m),
        r#"module {
  "test.func"() <{sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.const"() <{value = 3 : i32}> : () -> i32
    %1 = "test.const"() <{value = 1 : i32}> : () -> i32
    %2 = "test.effect"(%arg0) : (i32) -> i32
    %3 = "test.add"(%2, %1) : (i32, i32) -> i32
    "test.effect"(%0, %3) : (i32, i32) -> ()
    "test.return"() : () -> ()
  }) : () -> ()
}
"#
    );
    let effects: Vec<_> = ctx
        .collect_ops(m)
        .into_iter()
        .filter(|&o| ctx.op_is(o, "test.effect"))
        .collect();
    let three = ctx.defining_op(ctx.operand(effects[1], 0));
    let x_loc = ctx.name_loc("x");
    assert_eq!(three.map(|c| ctx.op_loc(c)), Some(x_loc));
}

#[test]
fn merged_constants_with_different_locations_get_the_unknown_location() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#"
"test.func"() ({
  %a = "test.const"() {value = 5 : i32} : () -> i32 loc("a")
  %b = "test.const"() {value = 5 : i32} : () -> i32 loc("b")
  %c = "test.const"() {value = 6 : i32} : () -> i32 loc("c")
  %d = "test.const"() {value = 6 : i32} : () -> i32 loc("c")
  "test.effect"(%a, %b, %c, %d) : (i32, i32, i32, i32) -> ()
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    Canonicalize::default().run(&mut ctx, m).unwrap();
    let eff = find(&ctx, m, "test.effect");
    let ops = ctx.operands(eff).to_vec();
    assert_eq!((ops[0], ops[2]), (ops[1], ops[3]));
    let unknown = ctx.unknown_loc();
    let c_loc = ctx.name_loc("c");
    let loc_of = |v| ctx.op_loc(ctx.defining_op(v).unwrap());
    assert_eq!((loc_of(ops[0]), loc_of(ops[2])), (unknown, c_loc));
}

#[test]
fn applies_patterns_and_folds_together() {
    // neg(neg(a)) -> a by pattern; neg(5) -> -5 by fold; the pure unused op dies, the
    // effecting one stays.
    let out = canonicalize(
        r#"
"test.func"() ({
^bb0(%a: i32):
  %n1 = "test.neg"(%a) : (i32) -> i32
  %n2 = "test.neg"(%n1) : (i32) -> i32
  %c5 = "test.const"() {value = 5 : i32} : () -> i32
  %m = "test.neg"(%c5) : (i32) -> i32
  %dead = "test.pure"(%n2, %m) : (i32, i32) -> i32
  "test.effect"(%n2, %m) : (i32, i32) -> ()
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    assert_eq!(
        out,
        r#"module {
  "test.func"() <{sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.const"() <{value = -5 : i32}> : () -> i32
    "test.effect"(%arg0, %0) : (i32, i32) -> ()
    "test.return"() : () -> ()
  }) : () -> ()
}
"#
    );
}

#[test]
fn erases_unreachable_blocks() {
    let out = canonicalize(
        r#"
"test.func"() ({
  "test.br"() [^bb2] : () -> ()
^bb1:
  "test.effect"() : () -> ()
  "test.br"() [^bb2] : () -> ()
^bb2:
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    assert_eq!(
        out,
        r#"module {
  "test.func"() <{sym_name = "f"}> ({
    "test.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "test.return"() : () -> ()
  }) : () -> ()
}
"#
    );
}

fn driver(
    text: &str,
    config: &GreedyRewriteConfig,
) -> (
    visa_ir::Context,
    visa_ir::OpId,
    visa_ir::rewrite::GreedyRewriteResult,
) {
    let mut ctx = context();
    let m = parse(&mut ctx, text);
    let patterns = FrozenPatternSet::new(collect_patterns(&ctx));
    let r = apply_patterns_greedily(&mut ctx, m, &patterns, config);
    (ctx, m, r)
}

#[test]
fn in_place_folds_run_to_a_fixpoint_and_report_convergence() {
    // countdown folds in place 3 -> 2 -> 1 -> 0 within the first iteration (it is
    // re-added after each fold); the second iteration changes nothing.
    for top_down in [false, true] {
        let config = GreedyRewriteConfig {
            top_down,
            ..Default::default()
        };
        let (ctx, m, r) = driver(r#""test.countdown"() {count = 3} : () -> ()"#, &config);
        assert!(r.converged && r.changed);
        assert_eq!((r.iterations, r.num_folds, r.num_rewrites), (2, 3, 0));
        let op = find(&ctx, m, "test.countdown");
        assert_eq!(ctx.attr(op, "count").and_then(|a| ctx.attr_int(a)), Some(0));
    }
}

#[test]
fn unchanged_input_converges_in_one_iteration() {
    let (_, _, r) = driver(
        r#""test.effect"() : () -> ()"#,
        &GreedyRewriteConfig::default(),
    );
    assert_eq!((r.converged, r.changed, r.iterations), (true, false, 1));
}

#[test]
fn a_pattern_that_never_settles_is_stopped() {
    // One op: the change budget is 10 * 1 + 10_000 changes in the iteration.
    let (_, _, r) = driver(
        r#""test.flip"() : () -> ()"#,
        &GreedyRewriteConfig::default(),
    );
    assert!(!r.converged);
    assert_eq!((r.iterations, r.num_rewrites), (1, 10_010));
    // With a rewrite limit it stops there.
    let config = GreedyRewriteConfig {
        max_num_rewrites: Some(5),
        ..Default::default()
    };
    let (_, _, r) = driver(r#""test.flip"() : () -> ()"#, &config);
    assert!(!r.converged);
    assert_eq!(r.num_rewrites, 5);
}

#[test]
fn max_iterations_limits_the_outer_loop() {
    // Each countdown needs one iteration after changing, so count = 3 needs 2
    // iterations: with max 1 it does not converge.
    let config = GreedyRewriteConfig {
        max_iterations: Some(1),
        ..Default::default()
    };
    let (_, _, r) = driver(r#""test.countdown"() {count = 3} : () -> ()"#, &config);
    assert_eq!((r.converged, r.iterations), (false, 1));
}

#[test]
fn folds_that_break_the_contract_change_nothing() {
    for mode in ["partial", "count", "unmaterializable"] {
        let text = format!(
            r#"
"test.func"() ({{
  %0:2 = "test.badfold"() {{mode = "{mode}"}} : () -> (i32, i32)
  "test.effect"(%0#0, %0#1) : (i32, i32) -> ()
  "test.return"() : () -> ()
}}) {{sym_name = "f"}} : () -> ()
"#
        );
        let mut ctx = context();
        let m = parse(&mut ctx, &text);
        let before = print(&ctx, m);
        let patterns = FrozenPatternSet::new(collect_patterns(&ctx));
        let r = apply_patterns_greedily(&mut ctx, m, &patterns, &GreedyRewriteConfig::default());
        assert!(r.converged && !r.changed, "{mode}: {r:?}");
        assert_eq!(print(&ctx, m), before, "{mode}");
    }
}

#[test]
fn test_convergence_option_fails_the_pass() {
    let mut ctx = context();
    let m = parse(&mut ctx, r#""test.flip"() : () -> ()"#);
    let mut pass = Canonicalize::default();
    pass.set_option("test-convergence", "true").unwrap();
    pass.set_option("max-num-rewrites", "3").unwrap();
    let err = pass.run(&mut ctx, m).unwrap_err();
    assert_eq!(
        err.message,
        "Canonicalizer failed to converge within 10 iterations"
    );
}

#[test]
fn disable_patterns_filters_by_name() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#"
"test.func"() ({
^bb0(%a: i32):
  %n1 = "test.neg"(%a) : (i32) -> i32
  %n2 = "test.neg"(%n1) : (i32) -> i32
  "test.return"(%n2) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    let mut pass = Canonicalize::default();
    pass.set_option("disable-patterns", "neg-neg").unwrap();
    pass.run(&mut ctx, m).unwrap();
    assert_eq!(count(&ctx, m, "test.neg"), 2);
    let mut pass = Canonicalize::default();
    pass.run(&mut ctx, m).unwrap();
    assert_eq!(count(&ctx, m, "test.neg"), 0);
}

#[test]
fn options_print_and_validate() {
    let mut registry = PassRegistry::new();
    visa_passes::register(&mut registry);
    let text =
        "builtin.module(canonicalize{top-down=false max-iterations=3 region-simplify=disabled})";
    let pm = registry.parse_pipeline(text).unwrap();
    assert_eq!(
        pm.pipeline_string(),
        "builtin.module(canonicalize{max-iterations=3 max-num-rewrites=-1 \
         region-simplify=disabled test-convergence=false top-down=false})"
    );
    let bad = "builtin.module(canonicalize{max-iterations=x})";
    let err = registry.parse_pipeline(bad).err().unwrap();
    assert_eq!(err.column, 29);
    assert_eq!(
        err.message,
        "invalid value 'x' for option 'max-iterations' of pass 'canonicalize': expected an integer"
    );
}

/// A function of `n` adds: `x_{i+1} = x_i + 1` from `x_0 = 0`, each `1` its own
/// constant: 2n + 2 ops that fold to the single constant n.
fn chain(n: usize) -> String {
    chain_with(n, |_| 1)
}

/// Like [`chain`] with `x_{i+1} = x_i + step(i)`.
fn chain_with(n: usize, step: impl Fn(usize) -> usize) -> String {
    let mut s = String::from(
        "\"test.func\"() ({\n  %x0 = \"test.const\"() {value = 0 : i64} : () -> i64\n",
    );
    for i in 0..n {
        s.push_str(&format!(
            "  %c{i} = \"test.const\"() {{value = {} : i64}} : () -> i64\n  %x{} = \"test.add\"(%x{i}, %c{i}) : (i64, i64) -> i64\n",
            step(i),
            i + 1
        ));
    }
    s.push_str(&format!(
        "  \"test.return\"(%x{n}) : (i64) -> ()\n}}) {{sym_name = \"f\"}} : () -> ()\n"
    ));
    s
}

#[test]
fn folds_a_long_chain_to_one_constant() {
    for top_down in [true, false] {
        let n = 2_000;
        let mut ctx = context();
        let m = parse(&mut ctx, &chain(n));
        let mut pass = Canonicalize::default();
        pass.set_option("top-down", if top_down { "true" } else { "false" })
            .unwrap();
        pass.run(&mut ctx, m).unwrap();
        let ret = find(&ctx, m, "test.return");
        let c = ctx.defining_op(ctx.operand(ret, 0)).unwrap();
        // 0 + 1 + ... (n times) = n.
        assert_eq!(
            ctx.attr(c, "value").and_then(|a| ctx.attr_int(a)),
            Some(n as i128)
        );
        assert_eq!(
            common::body_names(&ctx, find(&ctx, m, "test.func")),
            ["test.const", "test.return"]
        );
    }
}

/// 100,002 ops. Run with `cargo test --release -p visa-passes --test canonicalize -- --ignored --nocapture`.
#[test]
#[ignore]
fn folds_a_100k_op_chain_quickly() {
    let n = 50_000;
    let mut ctx = context();
    let m = parse(&mut ctx, &chain(n));
    let start = std::time::Instant::now();
    Canonicalize::default().run(&mut ctx, m).unwrap();
    let elapsed = start.elapsed();
    let ret = find(&ctx, m, "test.return");
    let c = ctx.defining_op(ctx.operand(ret, 0)).unwrap();
    assert_eq!(
        ctx.attr(c, "value").and_then(|a| ctx.attr_int(a)),
        Some(n as i128)
    );
    println!("canonicalize on {} ops: {elapsed:?}", 2 * n + 2);
}

/// 100,002 ops whose constants are all different (1, 2, ..., n), so no value has many
/// users. Run like [`folds_a_100k_op_chain_quickly`].
#[test]
#[ignore]
fn folds_a_100k_op_chain_of_distinct_constants_quickly() {
    let n = 50_000;
    let mut ctx = context();
    let m = parse(&mut ctx, &chain_with(n, |i| i + 1));
    let start = std::time::Instant::now();
    Canonicalize::default().run(&mut ctx, m).unwrap();
    let elapsed = start.elapsed();
    let ret = find(&ctx, m, "test.return");
    let c = ctx.defining_op(ctx.operand(ret, 0)).unwrap();
    // 1 + 2 + ... + n = n (n + 1) / 2.
    let expected = (n * (n + 1) / 2) as i128;
    assert_eq!(
        ctx.attr(c, "value").and_then(|a| ctx.attr_int(a)),
        Some(expected)
    );
    println!(
        "canonicalize on {} ops (distinct constants): {elapsed:?}",
        2 * n + 2
    );
}

/// Sets attribute `tag` on `test.effect` ops that have no `tag` yet.
struct Tag(&'static str, u16);
impl visa_ir::rewrite::RewritePattern for Tag {
    fn name(&self) -> &'static str {
        self.0
    }
    fn root(&self) -> Option<&'static str> {
        Some("test.effect")
    }
    fn benefit(&self) -> u16 {
        self.1
    }
    fn match_and_rewrite(
        &self,
        rw: &mut visa_ir::rewrite::PatternRewriter<'_>,
        op: visa_ir::OpId,
    ) -> bool {
        if rw.ctx.attr(op, "tag").is_some() {
            return false;
        }
        let name = self.0;
        rw.modify(op, |ctx| {
            let a = ctx.string_attr(name);
            ctx.set_attr_named(op, "tag", a);
        });
        true
    }
}

#[test]
fn the_highest_benefit_pattern_wins() {
    for order in [[("low", 1), ("high", 5)], [("high", 5), ("low", 1)]] {
        let mut ctx = context();
        let m = parse(&mut ctx, r#""test.effect"() : () -> ()"#);
        let patterns = FrozenPatternSet::new(
            order
                .iter()
                .map(|&(n, b)| Box::new(Tag(n, b)) as Box<dyn visa_ir::rewrite::RewritePattern>)
                .collect(),
        );
        let r = apply_patterns_greedily(&mut ctx, m, &patterns, &GreedyRewriteConfig::default());
        assert!(r.converged);
        assert_eq!(r.num_rewrites, 1);
        let op = find(&ctx, m, "test.effect");
        assert_eq!(
            ctx.attr(op, "tag").and_then(|a| ctx.attr_str(a)),
            Some("high")
        );
    }
}

#[test]
fn region_simplification_can_be_disabled() {
    let text = r#"
"test.func"() ({
  "test.return"() : () -> ()
^bb1:
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#;
    for (simplify, blocks) in [(true, 1), (false, 2)] {
        let mut ctx = context();
        let m = parse(&mut ctx, text);
        let patterns = FrozenPatternSet::new(Vec::new());
        let config = GreedyRewriteConfig {
            region_simplify: simplify,
            ..Default::default()
        };
        apply_patterns_greedily(&mut ctx, m, &patterns, &config);
        let f = find(&ctx, m, "test.func");
        assert_eq!(ctx.region_blocks(ctx.region(f, 0)).len(), blocks);
    }
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

/// Random straight-line code over `test.const` / `test.add` / `test.neg`, with effects
/// observing some values and a return.
fn random_program(rng: &mut Lcg) -> String {
    let mut s = String::from("\"test.func\"() ({\n^bb0(%a0: i32, %a1: i32):\n");
    let mut vals = vec!["%a0".to_string(), "%a1".to_string()];
    for i in 0..(5 + rng.next(30)) {
        let name = format!("%v{i}");
        let pick = |rng: &mut Lcg, vals: &[String]| vals[rng.next(vals.len())].clone();
        match rng.next(4) {
            0 => {
                let k = [0i64, 1, -1, 2, 2147483647][rng.next(5)];
                s.push_str(&format!(
                    "  {name} = \"test.const\"() {{value = {k} : i32}} : () -> i32\n"
                ));
            }
            1 | 2 => {
                let (x, y) = (pick(rng, &vals), pick(rng, &vals));
                s.push_str(&format!(
                    "  {name} = \"test.add\"({x}, {y}) : (i32, i32) -> i32\n"
                ));
            }
            _ => {
                let x = pick(rng, &vals);
                s.push_str(&format!("  {name} = \"test.neg\"({x}) : (i32) -> i32\n"));
            }
        }
        vals.push(name);
        if rng.next(4) == 0 {
            let x = pick(rng, &vals);
            s.push_str(&format!("  \"test.effect\"({x}) : (i32) -> ()\n"));
        }
    }
    let r: Vec<String> = (0..3).map(|_| vals[rng.next(vals.len())].clone()).collect();
    s.push_str(&format!(
        "  \"test.return\"({}) : (i32, i32, i32) -> ()\n",
        r.join(", ")
    ));
    s.push_str("}) {sym_name = \"f\"} : () -> ()\n");
    s
}

/// Runs the function in `m` on `args` with 32-bit wrapping arithmetic: the values each
/// `test.effect` and the `test.return` observe, in order.
fn interpret(ctx: &visa_ir::Context, m: visa_ir::OpId, args: [i32; 2]) -> Vec<i32> {
    use std::collections::HashMap;
    let f = find(ctx, m, "test.func");
    let block = ctx.region_blocks(ctx.region(f, 0))[0];
    let mut env: HashMap<visa_ir::Value, i32> = HashMap::new();
    for (i, &a) in ctx.block_args(block).iter().enumerate() {
        env.insert(a, args[i]);
    }
    let mut seen = Vec::new();
    for op in ctx.block_ops(block) {
        let get = |i: usize| env[&ctx.operand(op, i)];
        let out = match ctx.op_name_str(op) {
            "test.const" => {
                let v = ctx.attr(op, "value").and_then(|a| ctx.attr_int(a)).unwrap();
                Some(v as i32)
            }
            "test.add" => Some(get(0).wrapping_add(get(1))),
            "test.neg" => Some(get(0).wrapping_neg()),
            "test.effect" | "test.return" => {
                seen.extend((0..ctx.operands(op).len()).map(get));
                None
            }
            other => panic!("unexpected op {other}"),
        };
        if let Some(v) = out {
            env.insert(ctx.result(op, 0), v);
        }
    }
    seen
}

#[test]
fn canonicalize_preserves_the_meaning_of_random_programs() {
    let mut rng = Lcg(11);
    let inputs = [[0, 0], [1, -1], [7, 3], [i32::MAX, i32::MIN], [-5, 12345]];
    for case in 0..300 {
        let text = random_program(&mut rng);
        let mut ctx = context();
        let m = parse(&mut ctx, &text);
        let before: Vec<Vec<i32>> = inputs.iter().map(|&a| interpret(&ctx, m, a)).collect();
        let mut pass = Canonicalize::default();
        pass.set_option("top-down", if case % 2 == 0 { "true" } else { "false" })
            .unwrap();
        pass.run(&mut ctx, m).unwrap();
        if let Err(d) = visa_ir::verifier::verify(&ctx, m) {
            panic!("case {case}: invalid after canonicalize: {d:?}\n{text}");
        }
        let after: Vec<Vec<i32>> = inputs.iter().map(|&a| interpret(&ctx, m, a)).collect();
        assert_eq!(before, after, "case {case}\n{text}\n{}", print(&ctx, m));
        // Nothing foldable is left: no add or neg has only constant operands, and every
        // constant is unique per value.
        let f = find(&ctx, m, "test.func");
        let block = ctx.region_blocks(ctx.region(f, 0))[0];
        let mut consts = Vec::new();
        for op in ctx.block_ops(block) {
            let all_const = ctx.operands(op).iter().all(|&v| {
                ctx.defining_op(v)
                    .is_some_and(|d| ctx.op_is(d, "test.const"))
            });
            let foldable = matches!(ctx.op_name_str(op), "test.add" | "test.neg");
            assert!(
                !(foldable && all_const),
                "case {case}: unfolded op\n{}",
                print(&ctx, m)
            );
            if ctx.op_is(op, "test.const") {
                consts.push(ctx.attr(op, "value"));
            }
        }
        let mut unique = consts.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(
            unique.len(),
            consts.len(),
            "case {case}: duplicate constants\n{}",
            print(&ctx, m)
        );
    }
}

#[test]
fn one_pass_instance_follows_each_contexts_registry() {
    let text = r#"
"test.func"() ({
^bb0(%a: i32):
  %n1 = "test.neg"(%a) : (i32) -> i32
  %n2 = "test.neg"(%n1) : (i32) -> i32
  "test.return"(%n2) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"#;
    let mut pass = Canonicalize::default();
    let mut with = context();
    let m = parse(&mut with, text);
    pass.run(&mut with, m).unwrap();
    assert_eq!(count(&with, m, "test.neg"), 0);
    // A registry whose test.neg has no patterns: the cached set must not be reused.
    let mut d = common::dialect();
    for op in &mut d.ops {
        if op.name == "test.neg" {
            op.canonicalize = None;
        }
    }
    let mut reg = visa_ir::DialectRegistry::new();
    reg.register(d);
    let mut without = visa_ir::Context::new(reg);
    let m = parse(&mut without, text);
    pass.run(&mut without, m).unwrap();
    assert_eq!(count(&without, m, "test.neg"), 2);
}
