//! The `cse` pass on the `test` dialect.

mod common;

use common::{context, count, parse, print};
use visa_ir::pass::Pass;
use visa_passes::Cse;

fn cse(text: &str) -> (String, Cse) {
    let mut ctx = context();
    let m = parse(&mut ctx, text);
    let mut pass = Cse::default();
    pass.run(&mut ctx, m).unwrap();
    visa_ir::verifier::verify(&ctx, m).unwrap();
    (print(&ctx, m), pass)
}

#[test]
fn merges_equal_pure_ops_in_a_block() {
    let (out, pass) = cse(r#"
"test.func"() ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) {k = 1 : i64} : (i32) -> i32
  %1 = "test.pure"(%a) {k = 1 : i64} : (i32) -> i32
  %2 = "test.pure"(%a) {k = 2 : i64} : (i32) -> i32
  %3 = "test.pure"(%a) {k = 1 : i64} : (i32) -> i64
  %4 = "test.effect"(%a) : (i32) -> i32
  %5 = "test.effect"(%a) : (i32) -> i32
  %6 = "test.add"(%a, %0) : (i32, i32) -> i32
  %7 = "test.add"(%0, %a) : (i32, i32) -> i32
  %8 = "test.add"(%a, %1) : (i32, i32) -> i32
  "test.return"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (i32, i32, i32, i64, i32, i32, i32, i32, i32) -> ()
}) {sym_name = "f"} : () -> ()
"#);
    // %1 = %0 (same everything); %2 differs in attribute, %3 in result type; effects
    // are never merged; %8 becomes add(a, %0) = %6; operand order matters (%7 stays).
    assert_eq!(
        out,
        r#"module {
  "test.func"() <{sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.pure"(%arg0) {k = 1 : i64} : (i32) -> i32
    %1 = "test.pure"(%arg0) {k = 2 : i64} : (i32) -> i32
    %2 = "test.pure"(%arg0) {k = 1 : i64} : (i32) -> i64
    %3 = "test.effect"(%arg0) : (i32) -> i32
    %4 = "test.effect"(%arg0) : (i32) -> i32
    %5 = "test.add"(%arg0, %0) : (i32, i32) -> i32
    %6 = "test.add"(%0, %arg0) : (i32, i32) -> i32
    "test.return"(%0, %0, %1, %2, %3, %4, %5, %6, %5) : (i32, i32, i32, i64, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}
"#
    );
    assert_eq!((pass.num_cse, pass.num_dce), (2, 0));
}

#[test]
fn nested_regions_see_the_enclosing_scope_but_not_the_reverse() {
    let (out, _) = cse(r#"
"test.func"() ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  "test.scope"() ({
    %1 = "test.pure"(%a) : (i32) -> i32
    %2 = "test.neg"(%a) : (i32) -> i32
    "test.effect"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
  %3 = "test.neg"(%a) : (i32) -> i32
  %4 = "test.region"() ({
    "test.effect"() : () -> ()
  }) : () -> i32
  %5 = "test.region"() ({
    "test.effect"() : () -> ()
  }) : () -> i32
  "test.return"(%0, %3, %4, %5) : (i32, i32, i32, i32) -> ()
}) {sym_name = "f"} : () -> ()
"#);
    // Inside the scope %1 reuses %0; %3 after the scope cannot reuse the scope's %2;
    // ops with regions are never merged. (Values in nested regions are numbered after
    // those of the enclosing region, as MLIR's printer does.)
    assert_eq!(
        out,
        r#"module {
  "test.func"() <{sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    %0 = "test.pure"(%arg0) : (i32) -> i32
    "test.scope"() ({
      %4 = "test.neg"(%arg0) : (i32) -> i32
      "test.effect"(%0, %4) : (i32, i32) -> ()
    }) : () -> ()
    %1 = "test.neg"(%arg0) : (i32) -> i32
    %2 = "test.region"() ({
      "test.effect"() : () -> ()
    }) : () -> i32
    %3 = "test.region"() ({
      "test.effect"() : () -> ()
    }) : () -> i32
    "test.return"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}
"#
    );
}

/// A nested region opened while the enclosing table is still empty starts (and ends)
/// its scope from an empty table: its ops must be gone from the table afterwards, and a
/// later nested region still sees the enclosing ops.
#[test]
fn a_nested_region_before_any_enclosing_op_hides_its_own() {
    let (out, pass) = cse(r#"
"test.func"() ({
^bb0(%a: i32):
  "test.scope"() ({
    %1 = "test.neg"(%a) : (i32) -> i32
    "test.effect"(%1) : (i32) -> ()
  }) : () -> ()
  %2 = "test.neg"(%a) : (i32) -> i32
  "test.scope"() ({
    %3 = "test.neg"(%a) : (i32) -> i32
    "test.effect"(%3) : (i32) -> ()
  }) : () -> ()
  "test.return"(%2) : (i32) -> ()
}) {sym_name = "f"} : () -> ()
"#);
    // %2 cannot reuse the first scope's %1; the second scope's %3 reuses %2.
    assert_eq!(
        out,
        r#"module {
  "test.func"() <{sym_name = "f"}> ({
  ^bb0(%arg0: i32):
    "test.scope"() ({
      %1 = "test.neg"(%arg0) : (i32) -> i32
      "test.effect"(%1) : (i32) -> ()
    }) : () -> ()
    %0 = "test.neg"(%arg0) : (i32) -> i32
    "test.scope"() ({
      "test.effect"(%0) : (i32) -> ()
    }) : () -> ()
    "test.return"(%0) : (i32) -> ()
  }) : () -> ()
}
"#
    );
    assert_eq!(pass.num_cse, 1);
}

#[test]
fn isolated_regions_start_from_an_empty_scope() {
    let mut ctx = context();
    let m = parse(
        &mut ctx,
        r#"
"test.func"() ({
  %0 = "test.const"() {value = 1 : i32} : () -> i32
  "test.isolated"() ({
    %1 = "test.const"() {value = 1 : i32} : () -> i32
    %2 = "test.const"() {value = 1 : i32} : () -> i32
    "test.effect"(%1, %2) : (i32, i32) -> ()
  }) : () -> ()
  "test.effect"(%0) : (i32) -> ()
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#,
    );
    let mut pass = Cse::default();
    pass.run(&mut ctx, m).unwrap();
    visa_ir::verifier::verify(&ctx, m).unwrap();
    // The two inner constants merge with each other, not with the outer one.
    assert_eq!(count(&ctx, m, "test.const"), 2);
    assert_eq!(pass.num_cse, 1);
}

#[test]
fn follows_dominance_across_blocks() {
    let (out, pass) = cse(r#"
"test.func"() ({
^bb0(%a: i32, %b: i32):
  %x = "test.pure"(%a) : (i32) -> i32
  "test.br"()[^bb1, ^bb2] : () -> ()
^bb1:
  %y = "test.pure"(%a) : (i32) -> i32
  %p = "test.pure"(%b) : (i32) -> i32
  "test.effect"(%y, %p) : (i32, i32) -> ()
  "test.br"()[^bb3] : () -> ()
^bb2:
  %z = "test.pure"(%a) : (i32) -> i32
  %q = "test.pure"(%b) : (i32) -> i32
  "test.effect"(%z, %q) : (i32, i32) -> ()
  "test.br"()[^bb3] : () -> ()
^bb3:
  %r = "test.pure"(%b) : (i32) -> i32
  "test.effect"(%x, %r) : (i32, i32) -> ()
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#);
    // bb0 dominates everything: %y and %z become %x. bb1 and bb2 do not dominate each
    // other or bb3, so the three pure(%b) stay.
    assert_eq!(pass.num_cse, 2);
    let expected_ops = [
        "%0 = \"test.pure\"(%arg0)",
        "\"test.effect\"(%0, %1)",
        "\"test.effect\"(%0, %2)",
        "\"test.effect\"(%0, %3)",
    ];
    for e in expected_ops {
        assert!(out.contains(e), "missing {e} in\n{out}");
    }
    assert_eq!(out.matches("\"test.pure\"(%arg1)").count(), 3, "{out}");
}

#[test]
fn read_only_ops_merge_only_without_a_write_in_between() {
    let (out, pass) = cse(r#"
"test.func"() ({
^bb0(%a: i32):
  %0 = "test.load"(%a) : (i32) -> i32
  %1 = "test.load"(%a) : (i32) -> i32
  %p = "test.pure"(%a) : (i32) -> i32
  %2 = "test.load"(%a) : (i32) -> i32
  "test.effect"() : () -> ()
  %3 = "test.load"(%a) : (i32) -> i32
  %4 = "test.load"(%a) : (i32) -> i32
  "test.scope"() ({
    %5 = "test.load"(%a) : (i32) -> i32
    "test.effect"(%5) : (i32) -> ()
  }) : () -> ()
  %6 = "test.load"(%a) : (i32) -> i32
  "test.return"(%0, %1, %p, %2, %3, %4, %6) : (i32, i32, i32, i32, i32, i32, i32) -> ()
}) {sym_name = "f"} : () -> ()
"#);
    // %1 and %2 reuse %0 (a pure op in between is fine); after the effect %3 is new and
    // %4 reuses it; %5 is in another block; the scope writes (not pure), so %6 is new.
    // (The printer renumbers: the survivors are %0, %p, %3, %6 -> %0, %1, %2, %3.)
    assert_eq!(pass.num_cse, 3);
    assert!(
        out.contains(
            r#""test.return"(%0, %0, %1, %0, %2, %2, %3) : (i32, i32, i32, i32, i32, i32, i32) -> ()"#
        ),
        "{out}"
    );
    assert_eq!(out.matches("\"test.load\"").count(), 4, "{out}");
}

#[test]
fn erases_trivially_dead_ops_on_the_way() {
    let (out, pass) = cse(r#"
"test.func"() ({
^bb0(%a: i32):
  %0 = "test.pure"(%a) : (i32) -> i32
  "test.return"() : () -> ()
}) {sym_name = "f"} : () -> ()
"#);
    assert_eq!((pass.num_cse, pass.num_dce), (0, 1));
    assert!(!out.contains("test.pure"), "{out}");
}

/// 100,002 ops: 100,000 copies of one pure op. Run with
/// `cargo test --release -p visa-passes --test cse -- --ignored --nocapture`.
#[test]
#[ignore]
fn cse_of_100k_ops_is_fast() {
    let n = 100_000;
    let mut s = String::from("\"test.func\"() ({\n^bb0(%a: i32):\n");
    for i in 0..n {
        s.push_str(&format!("  %v{i} = \"test.pure\"(%a) : (i32) -> i32\n"));
    }
    let all: Vec<String> = (0..n).map(|i| format!("%v{i}")).collect();
    let tys = vec!["i32"; n].join(", ");
    s.push_str(&format!(
        "  \"test.return\"({}) : ({tys}) -> ()\n}}) {{sym_name = \"f\"}} : () -> ()\n",
        all.join(", ")
    ));
    let mut ctx = context();
    let m = parse(&mut ctx, &s);
    let start = std::time::Instant::now();
    let mut pass = Cse::default();
    pass.run(&mut ctx, m).unwrap();
    println!("cse on {} ops: {:?}", n + 2, start.elapsed());
    assert_eq!(pass.num_cse, n - 1);
    assert_eq!(count(&ctx, m, "test.pure"), 1);
}

/// A tiny deterministic generator (no dependency needed for a few hundred cases).
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

/// A random CFG: blocks of `test.pure(%aI) {k = J}` ops (few distinct keys, so many
/// repeats), each block's values used by a `test.effect`, and branches to random later
/// or earlier blocks (never the entry), so there are joins, loops and unreachable blocks.
fn random_cfg(rng: &mut Lcg) -> String {
    let blocks = 2 + rng.next(7);
    let mut s = String::from("\"test.func\"() ({\n^bb0(%a0: i32, %a1: i32):\n");
    for b in 0..blocks {
        if b > 0 {
            s.push_str(&format!("^bb{b}:\n"));
        }
        let n = 1 + rng.next(4);
        let mut vals = Vec::new();
        for i in 0..n {
            let name = format!("%v{b}_{i}");
            s.push_str(&format!(
                "  {name} = \"test.pure\"(%a{}) {{k = {} : i64}} : (i32) -> i32\n",
                rng.next(2),
                rng.next(2)
            ));
            vals.push(name);
        }
        let tys = vec!["i32"; n].join(", ");
        s.push_str(&format!(
            "  \"test.effect\"({}) : ({tys}) -> ()\n",
            vals.join(", ")
        ));
        if b + 1 == blocks {
            s.push_str("  \"test.return\"() : () -> ()\n");
        } else {
            let succs: Vec<String> = (0..1 + rng.next(2))
                .map(|_| format!("^bb{}", 1 + rng.next(blocks - 1)))
                .collect();
            s.push_str(&format!(
                "  \"test.br\"()[{}] : () -> ()\n",
                succs.join(", ")
            ));
        }
    }
    s.push_str("}) {sym_name = \"f\"} : () -> ()\n");
    s
}

#[test]
fn cse_on_random_cfgs_merges_exactly_the_dominated_repeats() {
    use visa_ir::dominance::DomTree;
    let mut rng = Lcg(7);
    for case in 0..300 {
        let text = random_cfg(&mut rng);
        let mut ctx = context();
        let m = parse(&mut ctx, &text);
        let f = common::find(&ctx, m, "test.func");
        let region = ctx.region(f, 0);
        // Oracle from the IR core's dominator tree: a pure op is redundant when an op
        // with the same operand and attribute properly dominates it (operands are
        // arguments, so merging never changes a key).
        let tree = DomTree::new(&ctx, region);
        let mut pure = Vec::new();
        for &b in ctx.region_blocks(region) {
            for (pos, op) in ctx.block_ops(b).enumerate() {
                if ctx.op_is(op, "test.pure") {
                    let key = (ctx.operand(op, 0), ctx.attrs(op).to_vec());
                    pure.push((b, pos, key));
                }
            }
        }
        let expected = pure
            .iter()
            .filter(|(b, pos, key)| {
                tree.is_reachable(*b)
                    && pure.iter().any(|(qb, qpos, qkey)| {
                        qkey == key
                            && tree.is_reachable(*qb)
                            && if qb == b {
                                qpos < pos
                            } else {
                                tree.dominates(*qb, *b)
                            }
                    })
            })
            .count();
        let mut pass = Cse::default();
        pass.run(&mut ctx, m).unwrap();
        if let Err(d) = visa_ir::verifier::verify(&ctx, m) {
            panic!("case {case}: invalid after cse: {d:?}\n{text}");
        }
        assert_eq!(pass.num_cse, expected, "case {case}\n{text}");
    }
}
