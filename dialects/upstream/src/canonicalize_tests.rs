//! End-to-end canonicalization through the greedy driver (`--canonicalize`): folds,
//! constant materialization, patterns and dead-code removal together. Every expected
//! constant is worked by hand in the comments.

use crate::testutil::canonicalize;

#[test]
fn wrapping_constants_fold() {
    let out = canonicalize(
        "func.func @f() -> (i8, i8, i16, index, i1) {
  %a = arith.constant 127 : i8
  %b = arith.constant 1 : i8
  %s = arith.addi %a, %b : i8
  %m = arith.muli %a, %a : i8
  %c = arith.constant 300 : i16
  %p = arith.muli %c, %c : i16
  %i = arith.index_cast %m : i8 to index
  %lt = arith.cmpi ult, %s, %b : i8
  return %s, %m, %p, %i, %lt : i8, i8, i16, index, i1
}
",
    );
    // 127 + 1 = 128 = -128 (i8); 127 * 127 = 16129 = 63 * 256 + 1 = 1 (i8);
    // 300 * 300 = 90000 = 65536 + 24464 (i16); index_cast(1 : i8) = 1;
    // -128 <u 1 is 128 < 1: false.
    for want in [
        "arith.constant -128 : i8",
        "arith.constant 1 : i8",
        "arith.constant 24464 : i16",
        "arith.constant 1 : index",
        "arith.constant false",
    ] {
        assert!(out.contains(want), "{want} missing in\n{out}");
    }
    assert!(
        !out.contains("addi") && !out.contains("muli") && !out.contains("cmpi"),
        "{out}"
    );
}

#[test]
fn identities_and_constant_chains() {
    let out = canonicalize(
        "func.func @f(%x: i32, %y: i32) -> (i32, i32, i32, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c5 = arith.constant 5 : i32
  %c7 = arith.constant 7 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %c1, %a : i32
  %d = arith.subi %b, %b : i32
  %e = arith.addi %c5, %y : i32
  %f = arith.addi %e, %c7 : i32
  %g = arith.subi %f, %c5 : i32
  return %b, %d, %g, %x : i32, i32, i32, i32
}
",
    );
    // b = (x + 0) * 1 = x; d = b - b = 0; g = ((5 + y) + 7) - 5 = y + 7.
    assert!(out.contains("return %arg0, %"), "{out}");
    assert!(out.contains("arith.constant 0 : i32"), "{out}");
    assert!(out.contains("arith.constant 7 : i32"), "{out}");
    assert_eq!(out.matches("arith.addi").count(), 1, "{out}");
    assert!(out.contains("arith.addi %arg1, %"), "{out}");
    assert!(!out.contains("subi") && !out.contains("muli"), "{out}");
}

#[test]
fn exact_output_of_a_small_function() {
    let out = canonicalize(
        "func.func @f(%x: i32) -> i1 {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %s = arith.addi %c3, %x : i32
  %t = arith.addi %s, %c4 : i32
  %p = arith.cmpi sgt, %c4, %t : i32
  return %p : i1
}
",
    );
    // (3 + x) + 4 = x + 7;  4 > t  is  t < 4.
    let expected = "module {
  func.func @f(%arg0: i32) -> i1 {
    %c4_i32 = arith.constant 4 : i32
    %c7_i32 = arith.constant 7 : i32
    %0 = arith.addi %arg0, %c7_i32 : i32
    %1 = arith.cmpi slt, %0, %c4_i32 : i32
    return %1 : i1
  }
}
";
    assert_eq!(out, expected);
}

#[test]
fn select_and_cmpi_fold() {
    let out = canonicalize(
        "func.func @f(%x: i32, %y: i32, %c: i1) -> (i32, i32, i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %a = arith.select %t, %x, %y : i32
  %b = arith.select %c, %y, %y : i32
  %d = arith.select %c, %t, %f : i1
  %e = arith.cmpi sle, %x, %x : i32
  return %a, %b, %d, %e : i32, i32, i1, i1
}
",
    );
    // select true picks x; equal arms give y; select c, true, false is c; x <= x.
    assert!(out.contains("return %arg0, %arg1, %arg2, %"), "{out}");
    assert!(out.contains("arith.constant true"), "{out}");
    assert!(!out.contains("select") && !out.contains("cmpi"), "{out}");
}

#[test]
fn trivial_loops_disappear() {
    let out = canonicalize(
        "func.func @f(%x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %z = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %x) -> (i32) {
    %n = arith.addi %a, %a : i32
    scf.yield %n : i32
  }
  %o = scf.for %i = %c0 to %c1 step %c10 iter_args(%a = %x) -> (i32) {
    %k = arith.index_cast %i : index to i32
    %n = arith.addi %a, %k : i32
    scf.yield %n : i32
  }
  return %z, %o : i32, i32
}
",
    );
    // The first loop never runs (10 >= 0): x. The second runs once with i = 0:
    // x + index_cast(0) = x + 0 = x.
    let expected = "module {
  func.func @f(%arg0: i32) -> (i32, i32) {
    return %arg0, %arg0 : i32, i32
  }
}
";
    assert_eq!(out, expected);
}

#[test]
fn real_loops_stay() {
    let text = "module {
  func.func @f(%arg0: index, %arg1: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
      %1 = arith.index_cast %arg2 : index to i32
      %2 = arith.addi %arg3, %1 : i32
      scf.yield %2 : i32
    }
    return %0 : i32
  }
}
";
    assert_eq!(canonicalize(text), text);
}

mod random_programs {
    //! Random straight-line `i8` programs of constants, `addi`/`subi`/`muli`, `cmpi`
    //! and `select`: canonicalizing one must not change what it computes, checked on all
    //! 256 inputs by an interpreter that uses Rust's native `i8` arithmetic.

    use crate::arith::{self, CmpIPredicate};
    use crate::testutil::{context, function, verify_messages};
    use proptest::prelude::*;
    use std::collections::HashMap;
    use visa_ir::{Builder, Context, OpId, Value};

    /// One instruction; operands index the `i8` values (`a`, `b`, `c`) or the `i1`
    /// values (`p`) defined so far, modulo their count.
    #[derive(Clone, Debug)]
    enum Inst {
        Const(i8),
        Bin(u8, usize, usize),
        Cmp(u8, usize, usize),
        Select(usize, usize, usize),
    }

    fn inst() -> impl Strategy<Value = Inst> {
        prop_oneof![
            any::<i8>().prop_map(Inst::Const),
            (0u8..3, any::<usize>(), any::<usize>()).prop_map(|(o, a, b)| Inst::Bin(o, a, b)),
            (0u8..10, any::<usize>(), any::<usize>()).prop_map(|(o, a, b)| Inst::Cmp(o, a, b)),
            (any::<usize>(), any::<usize>(), any::<usize>())
                .prop_map(|(p, a, b)| Inst::Select(p, a, b)),
        ]
    }

    /// Builds `f(x: i8) -> (i8, i1)` from `prog`, returning the last `i8` and `i1`.
    fn build(prog: &[Inst]) -> (Context, OpId, visa_ir::BlockId) {
        let mut ctx = context();
        let i8 = ctx.integer_type(8);
        let i1 = ctx.integer_type(1);
        let (module, entry) = function(&mut ctx, &[i8], &[i8, i1]);
        let x = ctx.block_args(entry)[0];
        let mut b = Builder::at_end(&mut ctx, entry);
        let mut ints = vec![x];
        let mut bools = vec![arith::constant_bool(&mut b, true)];
        for i in prog {
            match *i {
                Inst::Const(c) => ints.push(arith::constant(&mut b, c as i128, i8)),
                Inst::Bin(o, l, r) => {
                    let (l, r) = (ints[l % ints.len()], ints[r % ints.len()]);
                    ints.push(match o {
                        0 => arith::addi(&mut b, l, r),
                        1 => arith::subi(&mut b, l, r),
                        _ => arith::muli(&mut b, l, r),
                    });
                }
                Inst::Cmp(o, l, r) => {
                    let (l, r) = (ints[l % ints.len()], ints[r % ints.len()]);
                    bools.push(arith::cmpi(&mut b, CmpIPredicate::ALL[o as usize], l, r));
                }
                Inst::Select(p, l, r) => {
                    let p = bools[p % bools.len()];
                    let (l, r) = (ints[l % ints.len()], ints[r % ints.len()]);
                    ints.push(arith::select(&mut b, p, l, r));
                }
            }
        }
        let outs = [*ints.last().unwrap(), *bools.last().unwrap()];
        crate::func::return_(&mut b, &outs);
        (ctx, module, entry)
    }

    /// Runs the function body on `x` with native `i8` semantics; returns the two
    /// returned values (the `i1` as 0 / 1).
    fn run(ctx: &Context, entry: visa_ir::BlockId, x: i8) -> Vec<i64> {
        let mut env: HashMap<Value, i64> = HashMap::new();
        env.insert(ctx.block_args(entry)[0], x as i64);
        for op in ctx.block_ops(entry) {
            let get = |i: usize| env[&ctx.operand(op, i)];
            let v = match ctx.op_name_str(op) {
                arith::Constant::NAME => {
                    let a = ctx.attr(op, "value").unwrap();
                    let v = ctx.attr_int(a).unwrap() as i64;
                    if ctx.int_width(ctx.attr_value_type(a).unwrap()) == Some(1) {
                        v & 1
                    } else {
                        v
                    }
                }
                arith::AddI::NAME => (get(0) as i8).wrapping_add(get(1) as i8) as i64,
                arith::SubI::NAME => (get(0) as i8).wrapping_sub(get(1) as i8) as i64,
                arith::MulI::NAME => (get(0) as i8).wrapping_mul(get(1) as i8) as i64,
                arith::CmpI::NAME => {
                    let (a, b) = (get(0) as i8, get(1) as i8);
                    let (ua, ub) = (a as u8, b as u8);
                    let pred = arith::cmpi_predicate(ctx, op).unwrap();
                    let r = match pred.name() {
                        "eq" => a == b,
                        "ne" => a != b,
                        "slt" => a < b,
                        "sle" => a <= b,
                        "sgt" => a > b,
                        "sge" => a >= b,
                        "ult" => ua < ub,
                        "ule" => ua <= ub,
                        "ugt" => ua > ub,
                        _ => ua >= ub,
                    };
                    r as i64
                }
                arith::Select::NAME => {
                    if get(0) != 0 {
                        get(1)
                    } else {
                        get(2)
                    }
                }
                "func.return" => return ctx.operands(op).iter().map(|v| env[v]).collect(),
                other => panic!("unexpected op {other}"),
            };
            env.insert(ctx.result(op, 0), v);
        }
        panic!("no return")
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn canonicalization_preserves_meaning(prog in prop::collection::vec(inst(), 1..24)) {
            let (mut ctx, module, entry) = build(&prog);
            prop_assert!(verify_messages(&ctx, module).is_empty());
            let before: Vec<_> = (-128..=127).map(|x| run(&ctx, entry, x as i8)).collect();
            let patterns = visa_passes::canonicalize::collect_patterns(&ctx);
            let frozen = visa_ir::rewrite::FrozenPatternSet::new(patterns);
            let config = visa_ir::rewrite::GreedyRewriteConfig::default();
            let result = visa_ir::rewrite::apply_patterns_greedily(&mut ctx, module, &frozen, &config);
            prop_assert!(result.converged);
            prop_assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
            let after: Vec<_> = (-128..=127).map(|x| run(&ctx, entry, x as i8)).collect();
            prop_assert_eq!(before, after);
        }
    }
}

#[test]
fn dead_and_invariant_loop_parts_go_away() {
    // The same input through `mlir-opt-22 --canonicalize` gives this output (with
    // MLIR's names); see test/upstream/canonicalize.mlir.
    let out = canonicalize(
        "func.func @empty(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
  }
  return
}
func.func @ident(%n: index, %x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %s = arith.addi %b, %a : i32
    scf.yield %a, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @unused(%n: index, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x) -> (i32) {
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return
}
func.func @swap(%n: index, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %r#1 : i32
}
func.func @effects(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @effects(%i) : (index) -> ()
  }
  return
}
",
    );
    let expected = "module {
  func.func @empty(%arg0: index) {
    return
  }
  func.func @ident(%arg0: index, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg2) -> (i32) {
      %1 = arith.addi %arg4, %arg1 : i32
      scf.yield %1 : i32
    }
    return %arg1, %0 : i32, i32
  }
  func.func @unused(%arg0: index, %arg1: i32) {
    return
  }
  func.func @swap(%arg0: index, %arg1: i32, %arg2: i32) -> i32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0:2 = scf.for %arg3 = %c0 to %arg0 step %c1 iter_args(%arg4 = %arg1, %arg5 = %arg2) -> (i32, i32) {
      scf.yield %arg5, %arg4 : i32, i32
    }
    return %0#1 : i32
  }
  func.func @effects(%arg0: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %arg0 step %c1 {
      func.call @effects(%arg1) : (index) -> ()
    }
    return
  }
}
";
    assert_eq!(out, expected);
}
