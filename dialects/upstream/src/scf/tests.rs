//! Unit tests of the `scf` dialect: builders, every verifier error, and the trivial
//! loop simplifications.

use super::*;
use crate::arith;
use crate::testutil::{assert_verify_error, canonicalize_once, context, function, verify_messages};
use visa_ir::rewrite::is_trivially_dead;
use visa_ir::{Builder, Context, OpId, Type};

/// `f(i32) -> i32` with `scf.for %i = lb to ub step s iter_args(%acc = %arg0)` whose
/// body yields `acc + i`; the bounds are `i32` constants. Returns the context, the
/// module and the loop.
fn sum_loop(lb: i128, ub: i128, step: i128) -> (Context, OpId, ForLoop) {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let (module, entry) = function(&mut ctx, &[i32], &[i32]);
    let x = ctx.block_args(entry)[0];
    let mut b = Builder::at_end(&mut ctx, entry);
    let l = arith::constant(&mut b, lb, i32);
    let u = arith::constant(&mut b, ub, i32);
    let s = arith::constant(&mut b, step, i32);
    let lp = build_for_with(&mut b, l, u, s, &[x], |b, iv, args| {
        vec![arith::addi(b, args[0], iv)]
    });
    let r = b.ctx.result(lp.op, 0);
    crate::func::return_(&mut b, &[r]);
    (ctx, module, lp)
}

#[test]
fn builders_make_verified_ir() {
    let (ctx, module, lp) = sum_loop(0, 10, 1);
    assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
    assert_eq!(ctx.block_args(lp.body).len(), 2);
    assert_eq!(ctx.block_args(lp.body)[0], lp.iv);
    assert_eq!(lp.iter_args, ctx.block_args(lp.body)[1..].to_vec());
    assert_eq!(for_body(&ctx, lp.op), Some(lp.body));
    assert_eq!(for_inits(&ctx, lp.op).len(), 1);
    let term = ctx.last_op(lp.body).unwrap();
    assert!(Yield::matches(&ctx, term).is_some());
}

#[test]
fn loops_without_iter_args_and_index_bounds() {
    let mut ctx = context();
    let (module, entry) = function(&mut ctx, &[], &[]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let l = arith::constant_index(&mut b, 0);
    let u = arith::constant_index(&mut b, 4);
    let s = arith::constant_index(&mut b, 1);
    let lp = build_for(&mut b, l, u, s, &[]);
    crate::func::return_(&mut b, &[]);
    let mut inner = Builder::at_end(&mut ctx, lp.body);
    arith::addi(&mut inner, lp.iv, lp.iv);
    yield_(&mut inner, &[]);
    assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
    assert!(ctx.results(lp.op).is_empty());
}

/// Builds a loop from raw parts (bypassing the builder's consistency) for verifier
/// tests: bounds of types `bounds`, inits `inits`, results `results`, block arguments
/// `args`, yielding values of `yields` (each a fresh constant of that type).
fn raw_loop(
    bounds: [&str; 3],
    step_value: i128,
    inits: &[&str],
    results: &[&str],
    args: &[&str],
    yields: &[&str],
) -> (Context, OpId) {
    let mut ctx = context();
    let ty = |ctx: &mut Context, t: &str| -> Type {
        match t {
            "index" => ctx.index_type(),
            "f32" => ctx.float_type(visa_ir::FloatKind::F32),
            "i64" => ctx.integer_type(64),
            _ => ctx.integer_type(32),
        }
    };
    let (module, entry) = function(&mut ctx, &[], &[]);
    let mut operands = Vec::new();
    for (i, t) in bounds.iter().enumerate() {
        let t = ty(&mut ctx, t);
        let mut b = Builder::at_end(&mut ctx, entry);
        let v = if ctx_is_float(b.ctx, t) {
            arith::constant_float(&mut b, 1.0, t)
        } else {
            arith::constant(&mut b, if i == 2 { step_value } else { i as i128 }, t)
        };
        operands.push(v);
    }
    for t in inits {
        let t = ty(&mut ctx, t);
        let mut b = Builder::at_end(&mut ctx, entry);
        operands.push(make_const(&mut b, t));
    }
    let result_types: Vec<_> = results.iter().map(|t| ty(&mut ctx, t)).collect();
    let arg_types: Vec<_> = args.iter().map(|t| ty(&mut ctx, t)).collect();
    let yield_types: Vec<_> = yields.iter().map(|t| ty(&mut ctx, t)).collect();
    let mut b = Builder::at_end(&mut ctx, entry);
    let op = b
        .op(For::NAME)
        .operands(&operands)
        .results(&result_types)
        .regions(1)
        .build();
    crate::func::return_(&mut b, &[]);
    let region = ctx.region(op, 0);
    let body = ctx.push_block(region);
    for t in arg_types {
        ctx.add_block_arg(body, t, None);
    }
    let mut b = Builder::at_end(&mut ctx, body);
    let ys: Vec<_> = yield_types
        .into_iter()
        .map(|t| make_const(&mut b, t))
        .collect();
    yield_(&mut b, &ys);
    (ctx, module)
}

fn ctx_is_float(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_kind(t), visa_ir::TypeKind::Float(_))
}

fn make_const(b: &mut Builder<'_>, t: Type) -> visa_ir::Value {
    if ctx_is_float(b.ctx, t) {
        arith::constant_float(b, 0.0, t)
    } else {
        arith::constant(b, 0, t)
    }
}

#[test]
fn for_verifier_errors() {
    let ok = raw_loop(["i32"; 3], 1, &["i32"], &["i32"], &["i32", "i32"], &["i32"]);
    assert_eq!(verify_messages(&ok.0, ok.1), Vec::<String>::new());
    let cases: Vec<((Context, OpId), &str)> = vec![
        (
            raw_loop(["f32", "i32", "i32"], 1, &[], &[], &["i32"], &[]),
            "'scf.for' op operand #0 must be signless integer or index, but got 'f32'",
        ),
        (
            raw_loop(["i32", "i64", "i32"], 1, &[], &[], &["i32"], &[]),
            "'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type",
        ),
        (
            raw_loop(["i32"; 3], 0, &[], &[], &["i32"], &[]),
            "'scf.for' op constant step operand must be positive",
        ),
        (
            raw_loop(["i32"; 3], -2, &[], &[], &["i32"], &[]),
            "'scf.for' op constant step operand must be positive",
        ),
        (
            raw_loop(["i32"; 3], 1, &["i32"], &[], &["i32", "i32"], &[]),
            "'scf.for' op mismatch in number of loop-carried values and defined values",
        ),
        (
            raw_loop(["i32"; 3], 1, &[], &[], &[], &[]),
            "'scf.for' op expected body to have a block argument for the induction variable",
        ),
        (
            raw_loop(["i32"; 3], 1, &[], &[], &["index"], &[]),
            "'scf.for' op expected induction variable to be same type as bounds and step",
        ),
        (
            raw_loop(["i32"; 3], 1, &["i32"], &["i32"], &["i32"], &["i32"]),
            "'scf.for' op different number of inits and region iter_args: 1 != 0",
        ),
        (
            raw_loop(["i32"; 3], 1, &["i64"], &["i32"], &["i32", "i32"], &["i32"]),
            "'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i64' != 'i32'",
        ),
        (
            raw_loop(["i32"; 3], 1, &["i32"], &["i32"], &["i32", "i64"], &["i32"]),
            "'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'",
        ),
        (
            raw_loop(["i32"; 3], 1, &["i32"], &["i32"], &["i32", "i32"], &[]),
            "'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs",
        ),
        (
            raw_loop(["i32"; 3], 1, &["i32"], &["i32"], &["i32", "i32"], &["f32"]),
            "'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'",
        ),
    ];
    for ((ctx, m), want) in cases {
        assert_verify_error(&ctx, m, want);
    }
}

#[test]
fn for_structure_errors() {
    // No body block.
    let mut ctx = context();
    let (module, entry) = function(&mut ctx, &[], &[]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let c = arith::constant_index(&mut b, 1);
    b.op(For::NAME).operands(&[c, c, c]).regions(1).build();
    crate::func::return_(&mut b, &[]);
    assert_verify_error(
        &ctx,
        module,
        "'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks",
    );
    // A body ending in something else than scf.yield.
    let mut ctx = context();
    let (module, entry) = function(&mut ctx, &[], &[]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let c = arith::constant_index(&mut b, 1);
    let lp = build_for(&mut b, c, c, c, &[]);
    crate::func::return_(&mut b, &[]);
    let mut inner = Builder::at_end(&mut ctx, lp.body);
    crate::func::return_(&mut inner, &[]);
    let msgs = verify_messages(&ctx, module);
    assert!(
        msgs.contains(&"'func.return' op expects parent op 'func.func'".to_string()),
        "{msgs:?}"
    );
    // scf.yield outside scf.for.
    let mut ctx = context();
    let (module, entry) = function(&mut ctx, &[], &[]);
    let mut b = Builder::at_end(&mut ctx, entry);
    yield_(&mut b, &[]);
    assert_verify_error(
        &ctx,
        module,
        "'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, \
         scf.index_switch, scf.while'",
    );
}

#[test]
fn for_must_end_in_yield() {
    // An unregistered terminator-like op would pass the structural check; the loop
    // names what it found.
    let mut ctx = context();
    ctx.allow_unregistered = true;
    let (module, entry) = function(&mut ctx, &[], &[]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let c = arith::constant_index(&mut b, 1);
    let lp = build_for(&mut b, c, c, c, &[]);
    crate::func::return_(&mut b, &[]);
    let mut inner = Builder::at_end(&mut ctx, lp.body);
    inner.op("test.end").build();
    let diags = visa_ir::verifier::verify(&ctx, module).unwrap_err();
    assert_eq!(
        diags[0].message,
        "'scf.for' op expects regions to end with 'scf.yield', found 'test.end'"
    );
    assert_eq!(
        diags[0].notes[0].message,
        "in custom textual format, the absence of terminator implies 'scf.yield'"
    );
}

/// Sum of `x + lb + (lb + s) + ...` for iv < ub with i32 wrapping: the reference.
fn reference_sum(x: i32, lb: i32, ub: i32, step: i32) -> i32 {
    let mut acc = x;
    let mut iv = lb;
    while iv < ub {
        acc = acc.wrapping_add(iv);
        match iv.checked_add(step) {
            Some(n) => iv = n,
            None => break,
        }
    }
    acc
}

#[test]
fn zero_trip_loops_become_their_inits() {
    for (lb, ub) in [(5, 5), (7, 3), (0, -1)] {
        let (mut ctx, module, lp) = sum_loop(lb, ub, 1);
        let ret = ctx
            .last_op(ctx.next_op(lp.op).and_then(|o| ctx.op_block(o)).unwrap())
            .unwrap();
        assert_eq!(
            canonicalize_once(&mut ctx, lp.op),
            Some("scf-simplify-trivial-loop")
        );
        assert!(ctx.is_erased(lp.op));
        let entry = ctx.op_block(ret).unwrap();
        let x = ctx.block_args(entry)[0];
        // The function returns its argument: reference_sum(x, lb, ub, 1) == x.
        assert_eq!(reference_sum(17, lb as i32, ub as i32, 1), 17);
        assert_eq!(ctx.operands(ret), &[x]);
        assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
    }
}

#[test]
fn single_trip_loops_become_their_body() {
    // lb = 3, ub = 10, step = 8: one iteration with iv = 3, result x + 3.
    assert_eq!(reference_sum(100, 3, 10, 8), 103);
    let (mut ctx, module, lp) = sum_loop(3, 10, 8);
    let entry = ctx.op_block(lp.op).unwrap();
    let x = ctx.block_args(entry)[0];
    assert_eq!(
        canonicalize_once(&mut ctx, lp.op),
        Some("scf-simplify-trivial-loop")
    );
    assert!(ctx.is_erased(lp.op));
    assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
    let ret = ctx.last_op(entry).unwrap();
    let sum = ctx.defining_op(ctx.operand(ret, 0)).unwrap();
    assert!(arith::AddI::matches(&ctx, sum).is_some());
    assert_eq!(ctx.operand(sum, 0), x);
    assert_eq!(arith::const_int(&ctx, ctx.operand(sum, 1)), Some(3));
}

#[test]
fn loops_that_may_run_more_than_once_stay() {
    // Two iterations; unknown-free but not trivial.
    let (mut ctx, _, lp) = sum_loop(0, 2, 1);
    assert_eq!(canonicalize_once(&mut ctx, lp.op), None);
    // i32: lb + step = 2^31 - 1 + 1 wraps, so the loop would not stop after one trip.
    assert_eq!(reference_sum(0, i32::MAX - 1, i32::MAX, 2), i32::MAX - 1);
    let (mut ctx, _, lp) = sum_loop(i32::MAX as i128 - 1, i32::MAX as i128, 5);
    assert_eq!(canonicalize_once(&mut ctx, lp.op), None);
    // Non-constant bounds.
    let mut ctx = context();
    let index = ctx.index_type();
    let (_, entry) = function(&mut ctx, &[index], &[]);
    let n = ctx.block_args(entry)[0];
    let mut b = Builder::at_end(&mut ctx, entry);
    let c = arith::constant_index(&mut b, 1);
    // The body calls a function, so the loop is not dead either.
    let lp = build_for_with(&mut b, c, n, c, &[], |b, iv, _| {
        crate::func::call(b, "f", &[iv], &[]);
        vec![]
    });
    assert_eq!(canonicalize_once(&mut ctx, lp.op), None);
    assert!(!is_trivially_dead(&ctx, lp.op));
    // Without the call, the same loop has no effect: it is trivially dead (the greedy
    // driver erases it), also when nested in another loop.
    let mut b = Builder::at_end(&mut ctx, entry);
    let lp = build_for_with(&mut b, c, n, c, &[], |b, iv, _| {
        arith::addi(b, iv, iv);
        vec![]
    });
    assert!(is_trivially_dead(&ctx, lp.op));
    let mut b = Builder::at_end(&mut ctx, entry);
    let outer = build_for_with(&mut b, c, n, c, &[], |b, _, _| {
        build_for_with(b, c, n, c, &[], |b, iv, _| {
            arith::addi(b, iv, iv);
            vec![]
        });
        vec![]
    });
    assert!(is_trivially_dead(&ctx, outer.op));
    // A call nested two loops deep keeps both loops.
    let mut b = Builder::at_end(&mut ctx, entry);
    let outer = build_for_with(&mut b, c, n, c, &[], |b, _, _| {
        build_for_with(b, c, n, c, &[], |b, iv, _| {
            crate::func::call(b, "f", &[iv], &[]);
            vec![]
        });
        vec![]
    });
    assert!(!is_trivially_dead(&ctx, outer.op));
}

#[test]
fn single_trip_loop_yielding_its_iter_arg() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let (module, entry) = function(&mut ctx, &[i32], &[i32]);
    let x = ctx.block_args(entry)[0];
    let mut b = Builder::at_end(&mut ctx, entry);
    let l = arith::constant(&mut b, 0, i32);
    let u = arith::constant(&mut b, 1, i32);
    let lp = build_for_with(&mut b, l, u, u, &[x], |_, _, args| vec![args[0]]);
    let r = b.ctx.result(lp.op, 0);
    let ret = crate::func::return_(&mut b, &[r]);
    assert_eq!(
        canonicalize_once(&mut ctx, lp.op),
        Some("scf-simplify-trivial-loop")
    );
    assert_eq!(ctx.operands(ret), &[x]);
    assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
}

#[test]
fn build_if_makes_verified_ir_and_needs_an_else_for_results() {
    let mut ctx = context();
    let i1 = ctx.integer_type(1);
    let i32 = ctx.integer_type(32);
    let (module, entry) = function(&mut ctx, &[i1, i32], &[i32]);
    let (c, a) = (ctx.block_args(entry)[0], ctx.block_args(entry)[1]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let iff = build_if(&mut b, c, &[i32], true);
    let r = b.ctx.result(iff.op, 0);
    crate::func::return_(&mut b, &[r]);
    let mut t = Builder::at_end(&mut ctx, iff.then_block);
    let s = arith::addi(&mut t, a, a);
    yield_(&mut t, &[s]);
    let mut e = Builder::at_end(&mut ctx, iff.else_block.unwrap());
    yield_(&mut e, &[a]);
    assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
    // Without an else block the results have no value on the false path.
    let mut ctx = context();
    let i1 = ctx.integer_type(1);
    let i32 = ctx.integer_type(32);
    let (module, entry) = function(&mut ctx, &[i1], &[]);
    let c = ctx.block_args(entry)[0];
    let mut b = Builder::at_end(&mut ctx, entry);
    let iff = build_if(&mut b, c, &[i32], false);
    crate::func::return_(&mut b, &[]);
    let mut t = Builder::at_end(&mut ctx, iff.then_block);
    let v = arith::constant(&mut t, 1, i32);
    yield_(&mut t, &[v]);
    assert_verify_error(
        &ctx,
        module,
        "'scf.if' op must have an else block if defining values",
    );
}
