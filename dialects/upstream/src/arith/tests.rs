//! Unit tests of the `arith` dialect: builders, verifiers, folds (against values worked
//! by hand and against Rust's native wrapping arithmetic), and canonicalization.

use super::*;
use crate::testutil::{
    assert_verify_error, canonicalize_once, context, fold, function, verify_messages,
};
use proptest::prelude::*;
use visa_ir::{Builder, FoldOutcome, Folded};

/// Builds `op(c(a), c(b))` on `iN` in a fresh function and folds it; returns the
/// folded constant's integer.
fn fold_binary(width: u32, name: &str, a: i128, b: i128) -> Option<i128> {
    let mut ctx = context();
    let ty = ctx.integer_type(width);
    let (_, entry) = function(&mut ctx, &[], &[]);
    let mut bld = Builder::at_end(&mut ctx, entry);
    let (x, y) = (constant(&mut bld, a, ty), constant(&mut bld, b, ty));
    let r = match name {
        AddI::NAME => addi(&mut bld, x, y),
        SubI::NAME => subi(&mut bld, x, y),
        _ => muli(&mut bld, x, y),
    };
    let op = ctx.defining_op(r).unwrap();
    match fold(&mut ctx, op) {
        FoldOutcome::Replaced(v) => match v[..] {
            [Folded::Attr(a)] => {
                assert_eq!(ctx.attr_value_type(a), Some(ty));
                ctx.attr_int(a)
            }
            _ => None,
        },
        _ => None,
    }
}

fn fold_cmp(width: u32, pred: CmpIPredicate, a: i128, b: i128) -> Option<bool> {
    let mut ctx = context();
    let ty = ctx.integer_type(width);
    let (_, entry) = function(&mut ctx, &[], &[]);
    let mut bld = Builder::at_end(&mut ctx, entry);
    let (x, y) = (constant(&mut bld, a, ty), constant(&mut bld, b, ty));
    let r = cmpi(&mut bld, pred, x, y);
    let op = ctx.defining_op(r).unwrap();
    match fold(&mut ctx, op) {
        FoldOutcome::Replaced(v) => match v[..] {
            [Folded::Attr(a)] => ctx.attr_int(a).map(|v| v != 0),
            _ => None,
        },
        _ => None,
    }
}

#[test]
fn wrapping_constant_folds_worked_by_hand() {
    // i8: 127 + 1 wraps to -128; -128 - 1 wraps to 127; 16 * 16 = 256 = 0 (mod 256).
    assert_eq!(fold_binary(8, AddI::NAME, 127, 1), Some(-128));
    assert_eq!(fold_binary(8, SubI::NAME, -128, 1), Some(127));
    assert_eq!(fold_binary(8, MulI::NAME, 16, 16), Some(0));
    // i8: 100 * 3 = 300 = 256 + 44.
    assert_eq!(fold_binary(8, MulI::NAME, 100, 3), Some(44));
    // i16: 300 * 300 = 90000 = 65536 + 24464.
    assert_eq!(fold_binary(16, MulI::NAME, 300, 300), Some(24464));
    // i32: 2147483647 + 1 = -2147483648.
    assert_eq!(
        fold_binary(32, AddI::NAME, 2147483647, 1),
        Some(-2147483648)
    );
    // i64: (2^63 - 1) * 2 = 2^64 - 2 = -2 (mod 2^64).
    assert_eq!(fold_binary(64, MulI::NAME, i64::MAX as i128, 2), Some(-2));
    // i1: true + true = 0 (false); true is -1 in two's complement at width 1.
    assert_eq!(fold_binary(1, AddI::NAME, 1, 1), Some(0));
    // i128: the full width wraps too: (2^127 - 1) + 1 = -2^127.
    assert_eq!(fold_binary(128, AddI::NAME, i128::MAX, 1), Some(i128::MIN));
    // i3: 3 + 1 = 4 = -4 in 3-bit two's complement.
    assert_eq!(fold_binary(3, AddI::NAME, 3, 1), Some(-4));
}

#[test]
fn index_folds_at_64_bits() {
    let mut ctx = context();
    let (_, entry) = function(&mut ctx, &[], &[]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let x = constant_index(&mut b, i64::MAX);
    let y = constant_index(&mut b, 1);
    let r = addi(&mut b, x, y);
    let op = ctx.defining_op(r).unwrap();
    let FoldOutcome::Replaced(v) = fold(&mut ctx, op) else {
        panic!("no fold")
    };
    let Folded::Attr(a) = v[0] else { panic!() };
    assert_eq!(ctx.attr_int(a), Some(i64::MIN as i128));
    assert_eq!(ctx.attr_to_string(a), "-9223372036854775808 : index");
}

#[test]
fn wide_integers_are_not_folded() {
    assert_eq!(fold_binary(256, AddI::NAME, 1, 2), None);
}

proptest! {
    #[test]
    fn folds_match_native_wrapping_i8(a: i8, b: i8) {
        prop_assert_eq!(fold_binary(8, AddI::NAME, a as i128, b as i128), Some(a.wrapping_add(b) as i128));
        prop_assert_eq!(fold_binary(8, SubI::NAME, a as i128, b as i128), Some(a.wrapping_sub(b) as i128));
        prop_assert_eq!(fold_binary(8, MulI::NAME, a as i128, b as i128), Some(a.wrapping_mul(b) as i128));
    }

    #[test]
    fn folds_match_native_wrapping_i32_i64(a: i64, b: i64) {
        let (a32, b32) = (a as i32, b as i32);
        prop_assert_eq!(fold_binary(32, MulI::NAME, a32 as i128, b32 as i128), Some(a32.wrapping_mul(b32) as i128));
        prop_assert_eq!(fold_binary(32, SubI::NAME, a32 as i128, b32 as i128), Some(a32.wrapping_sub(b32) as i128));
        prop_assert_eq!(fold_binary(64, AddI::NAME, a as i128, b as i128), Some(a.wrapping_add(b) as i128));
        prop_assert_eq!(fold_binary(64, MulI::NAME, a as i128, b as i128), Some(a.wrapping_mul(b) as i128));
    }

    #[test]
    fn cmpi_folds_match_native_comparisons(a: i16, b: i16) {
        let (ua, ub) = (a as u16, b as u16);
        let expected = [a == b, a != b, a < b, a <= b, a > b, a >= b, ua < ub, ua <= ub, ua > ub, ua >= ub];
        for (pred, want) in CmpIPredicate::ALL.into_iter().zip(expected) {
            prop_assert_eq!(fold_cmp(16, pred, a as i128, b as i128), Some(want), "{:?}", pred);
        }
    }
}

#[test]
fn cmpi_folds_worked_by_hand() {
    // i8 -1 is 255 unsigned: -1 <u 0 is false, -1 <s 0 is true.
    assert_eq!(fold_cmp(8, CmpIPredicate::Ult, -1, 0), Some(false));
    assert_eq!(fold_cmp(8, CmpIPredicate::Slt, -1, 0), Some(true));
    assert_eq!(fold_cmp(8, CmpIPredicate::Ugt, -128, 127), Some(true));
    // i64 extremes: MIN <s MAX, MIN >u MAX (2^63 > 2^63 - 1).
    assert_eq!(
        fold_cmp(64, CmpIPredicate::Slt, i64::MIN as i128, i64::MAX as i128),
        Some(true)
    );
    assert_eq!(
        fold_cmp(64, CmpIPredicate::Ugt, i64::MIN as i128, i64::MAX as i128),
        Some(true)
    );
}

#[test]
fn identity_folds_return_existing_values() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let (_, entry) = function(&mut ctx, &[i32], &[]);
    let x = ctx.block_args(entry)[0];
    let mut b = Builder::at_end(&mut ctx, entry);
    let zero = constant(&mut b, 0, i32);
    let one = constant(&mut b, 1, i32);
    let cases = [
        (addi(&mut b, x, zero), Folded::Value(x)),
        (addi(&mut b, zero, x), Folded::Value(x)),
        (subi(&mut b, x, zero), Folded::Value(x)),
        (muli(&mut b, x, one), Folded::Value(x)),
        (muli(&mut b, one, x), Folded::Value(x)),
        (muli(&mut b, x, zero), Folded::Value(zero)),
    ];
    let d = subi(&mut b, x, one);
    let e = addi(&mut b, d, one); // (x - 1) + 1 = x
    let s = addi(&mut b, x, one);
    let t = subi(&mut b, s, one); // (x + 1) - 1 = x
    let u = subi(&mut b, s, x); // (x + 1) - x = 1
    for (v, want) in cases.into_iter().chain([
        (e, Folded::Value(x)),
        (t, Folded::Value(x)),
        (u, Folded::Value(one)),
    ]) {
        let op = ctx.defining_op(v).unwrap();
        assert_eq!(fold(&mut ctx, op), FoldOutcome::Replaced(vec![want]));
    }
    let mut b = Builder::at_end(&mut ctx, entry);
    let z = subi(&mut b, x, x);
    let op = ctx.defining_op(z).unwrap();
    let zero_attr = ctx.int_attr(0, i32);
    assert_eq!(
        fold(&mut ctx, op),
        FoldOutcome::Replaced(vec![Folded::Attr(zero_attr)])
    );
    // x + 1 does not fold.
    let op = ctx.defining_op(s).unwrap();
    assert_eq!(fold(&mut ctx, op), FoldOutcome::Unchanged);
}

#[test]
fn cmpi_of_a_value_with_itself() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let (_, entry) = function(&mut ctx, &[i32], &[]);
    let x = ctx.block_args(entry)[0];
    for pred in CmpIPredicate::ALL {
        let mut b = Builder::at_end(&mut ctx, entry);
        let r = cmpi(&mut b, pred, x, x);
        let op = ctx.defining_op(r).unwrap();
        // x == x, x <= x, x >= x hold; x != x, x < x, x > x don't (either signedness).
        let holds = matches!(pred.name(), "eq" | "sle" | "sge" | "ule" | "uge");
        let want = ctx.bool_attr(holds);
        assert_eq!(
            fold(&mut ctx, op),
            FoldOutcome::Replaced(vec![Folded::Attr(want)])
        );
    }
}

#[test]
fn cmpi_on_i1_against_true_and_false() {
    let mut ctx = context();
    let i1 = ctx.integer_type(1);
    let (_, entry) = function(&mut ctx, &[i1], &[]);
    let x = ctx.block_args(entry)[0];
    let mut b = Builder::at_end(&mut ctx, entry);
    let t = constant_bool(&mut b, true);
    let f = constant_bool(&mut b, false);
    let ne = cmpi(&mut b, CmpIPredicate::Ne, x, f);
    let eq = cmpi(&mut b, CmpIPredicate::Eq, x, t);
    let eq_false = cmpi(&mut b, CmpIPredicate::Eq, x, f);
    for (v, want) in [
        (ne, FoldOutcome::Replaced(vec![Folded::Value(x)])),
        (eq, FoldOutcome::Replaced(vec![Folded::Value(x)])),
        (eq_false, FoldOutcome::Unchanged),
    ] {
        let op = ctx.defining_op(v).unwrap();
        assert_eq!(fold(&mut ctx, op), want);
    }
}

#[test]
fn select_folds() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let i1 = ctx.integer_type(1);
    let (_, entry) = function(&mut ctx, &[i1, i32, i32], &[]);
    let args = ctx.block_args(entry).to_vec();
    let (c, x, y) = (args[0], args[1], args[2]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let t = constant_bool(&mut b, true);
    let f = constant_bool(&mut b, false);
    let cases = [
        (
            select(&mut b, t, x, y),
            FoldOutcome::Replaced(vec![Folded::Value(x)]),
        ),
        (
            select(&mut b, f, x, y),
            FoldOutcome::Replaced(vec![Folded::Value(y)]),
        ),
        (
            select(&mut b, c, x, x),
            FoldOutcome::Replaced(vec![Folded::Value(x)]),
        ),
        (
            select(&mut b, c, t, f),
            FoldOutcome::Replaced(vec![Folded::Value(c)]),
        ),
        (select(&mut b, c, f, t), FoldOutcome::Unchanged),
        (select(&mut b, c, x, y), FoldOutcome::Unchanged),
    ];
    for (v, want) in cases {
        let op = ctx.defining_op(v).unwrap();
        assert_eq!(fold(&mut ctx, op), want);
    }
}

#[test]
fn index_cast_folds() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let i8 = ctx.integer_type(8);
    let i64 = ctx.integer_type(64);
    let index = ctx.index_type();
    let (_, entry) = function(&mut ctx, &[i32, index], &[]);
    let (x, n) = (ctx.block_args(entry)[0], ctx.block_args(entry)[1]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let m1 = constant(&mut b, -1, i32);
    let c300 = constant_index(&mut b, 300);
    let a = index_cast(&mut b, m1, index); // sign-extends: -1
    let t = index_cast(&mut b, c300, i8); // truncates: 300 - 256 = 44
    let xi = index_cast(&mut b, x, index);
    let back = index_cast(&mut b, xi, i32); // i32 -> index -> i32 = x
    let ni = index_cast(&mut b, n, i8);
    let lossy = index_cast(&mut b, ni, index); // index -> i8 -> index loses bits
    let ni64 = index_cast(&mut b, n, i64);
    let other = index_cast(&mut b, ni64, index); // index -> i64 -> index = n
    let want_a = ctx.int_attr(-1, index);
    let want_t = ctx.int_attr(44, i8);
    for (v, want) in [
        (a, FoldOutcome::Replaced(vec![Folded::Attr(want_a)])),
        (t, FoldOutcome::Replaced(vec![Folded::Attr(want_t)])),
        (back, FoldOutcome::Replaced(vec![Folded::Value(x)])),
        (lossy, FoldOutcome::Unchanged),
        (other, FoldOutcome::Replaced(vec![Folded::Value(n)])),
    ] {
        let op = ctx.defining_op(v).unwrap();
        assert_eq!(fold(&mut ctx, op), want);
    }
    assert_eq!(ctx.attr_int(want_t), Some(44));
}

#[test]
fn constant_folds_to_its_value_and_materializes() {
    let mut ctx = context();
    let f32 = ctx.float_type(visa_ir::FloatKind::F32);
    let i32 = ctx.integer_type(32);
    let (module, entry) = function(&mut ctx, &[], &[]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let c = constant_float(&mut b, 1.5, f32);
    crate::func::return_(&mut b, &[]);
    let op = ctx.defining_op(c).unwrap();
    let value = ctx.attr(op, "value").unwrap();
    assert_eq!(
        fold(&mut ctx, op),
        FoldOutcome::Replaced(vec![Folded::Attr(value)])
    );
    assert!(verify_messages(&ctx, module).is_empty());
    let loc = ctx.unknown_loc();
    let seven = ctx.int_attr(7, i32);
    let m = materialize_constant(&mut ctx, seven, i32, loc).unwrap();
    assert!(Constant::matches(&ctx, m).is_some());
    assert_eq!(ctx.attr(m, "value"), Some(seven));
    assert_eq!(ctx.value_type(ctx.result(m, 0)), i32);
    // A value whose type differs from the requested one is not materialized.
    assert!(materialize_constant(&mut ctx, seven, f32, loc).is_none());
}

#[test]
fn builders_make_verified_ir() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let index = ctx.index_type();
    let (module, entry) = function(&mut ctx, &[i32, i32], &[index]);
    let (x, y) = (ctx.block_args(entry)[0], ctx.block_args(entry)[1]);
    let mut b = Builder::at_end(&mut ctx, entry);
    let s = addi(&mut b, x, y);
    let p = muli(&mut b, s, y);
    let d = subi(&mut b, p, x);
    let c = cmpi(&mut b, CmpIPredicate::Slt, d, x);
    let m = select(&mut b, c, d, x);
    let i = index_cast(&mut b, m, index);
    crate::func::return_(&mut b, &[i]);
    assert_eq!(verify_messages(&ctx, module), Vec::<String>::new());
    let cmp = ctx.defining_op(c).unwrap();
    assert_eq!(cmpi_predicate(&ctx, cmp), Some(CmpIPredicate::Slt));
    let pred = ctx.attr(cmp, "predicate").unwrap();
    assert_eq!(ctx.attr_to_string(pred), "2 : i64");
}

/// Builds a function `f(i32, f32, si32, i1)` and hands `(builder, args)` to `body`;
/// returns the context and module to verify.
fn with_args(
    body: impl FnOnce(&mut Builder<'_>, &[visa_ir::Value]),
) -> (visa_ir::Context, visa_ir::OpId) {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let f32 = ctx.float_type(visa_ir::FloatKind::F32);
    let si32 = ctx.intern_type(visa_ir::TypeKind::Integer {
        width: 32,
        signedness: visa_ir::Signedness::Signed,
    });
    let i1 = ctx.integer_type(1);
    let (module, entry) = function(&mut ctx, &[i32, f32, si32, i1], &[]);
    let args = ctx.block_args(entry).to_vec();
    let mut b = Builder::at_end(&mut ctx, entry);
    body(&mut b, &args);
    crate::func::return_(&mut b, &[]);
    (ctx, module)
}

#[test]
fn verifier_errors() {
    let (ctx, m) = with_args(|b, a| {
        addi(b, a[1], a[1]);
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'",
    );
    let (ctx, m) = with_args(|b, a| {
        muli(b, a[2], a[2]);
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.muli' op operand #0 must be signless-integer-like, but got 'si32'",
    );
    let (ctx, m) = with_args(|b, a| {
        subi(b, a[0], a[3]);
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.subi' op requires the same type for all operands and results",
    );
    let (ctx, m) = with_args(|b, a| {
        cmpi(b, CmpIPredicate::Eq, a[0], a[3]);
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.cmpi' op requires all operands to have the same type",
    );
    let (ctx, m) = with_args(|b, a| {
        cmpi(b, CmpIPredicate::Eq, a[1], a[1]);
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.cmpi' op operand #0 must be signless-integer-like, but got 'f32'",
    );
    let (ctx, m) = with_args(|b, a| {
        let i32 = b.ctx.integer_type(32);
        let i64 = b.ctx.integer_type(64);
        let bad = b.ctx.int_attr(10, i64);
        b.op(CmpI::NAME)
            .operands(&[a[0], a[0]])
            .attr("predicate", bad)
            .results(&[i32])
            .build();
    });
    assert_eq!(
        verify_messages(&ctx, m),
        vec!["'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9"]
    );
    let (ctx, m) = with_args(|b, a| {
        let i32 = b.ctx.integer_type(32);
        let i64 = b.ctx.integer_type(64);
        let p = b.ctx.int_attr(0, i64);
        b.op(CmpI::NAME)
            .operands(&[a[0], a[0]])
            .attr("predicate", p)
            .results(&[i32])
            .build();
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.cmpi' op result #0 must be bool-like, but got 'i32'",
    );
    let (ctx, m) = with_args(|b, a| {
        select(b, a[0], a[0], a[0]);
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.select' op operand #0 must be bool-like, but got 'i32'",
    );
    let (ctx, m) = with_args(|b, a| {
        let i32 = b.ctx.integer_type(32);
        b.op(Select::NAME)
            .operands(&[a[3], a[0], a[1]])
            .results(&[i32])
            .build();
    });
    assert_verify_error(&ctx, m, "'arith.select' op failed to verify that all of {true_value, false_value, result} have same type");
    let (ctx, m) = with_args(|b, a| {
        let i64 = b.ctx.integer_type(64);
        index_cast(b, a[0], i64);
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible",
    );
    let (ctx, m) = with_args(|b, a| {
        let index = b.ctx.index_type();
        index_cast(b, a[1], index);
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'",
    );
    let (ctx, m) = with_args(|b, _| {
        let i32 = b.ctx.integer_type(32);
        let i64 = b.ctx.integer_type(64);
        let v = b.ctx.int_attr(1, i64);
        b.op(Constant::NAME)
            .attr("value", v)
            .results(&[i32])
            .build();
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.constant' op failed to verify that all of {value, result} have same type",
    );
    let (ctx, m) = with_args(|b, _| {
        let si8 = b.ctx.intern_type(visa_ir::TypeKind::Integer {
            width: 8,
            signedness: visa_ir::Signedness::Signed,
        });
        let v = b.ctx.int_attr(1, si8);
        b.op(Constant::NAME)
            .attr("value", v)
            .results(&[si8])
            .build();
    });
    assert_verify_error(
        &ctx,
        m,
        "'arith.constant' op integer return type must be signless",
    );
    let (ctx, m) = with_args(|b, _| {
        let i32 = b.ctx.integer_type(32);
        let v = b.ctx.string_attr("x");
        b.op(Constant::NAME)
            .attr("value", v)
            .results(&[i32])
            .build();
    });
    assert_verify_error(
        &ctx,
        m,
        // mlir-opt-22's words: a string is a `TypedAttr` (of type `none`).
        "'arith.constant' op failed to verify that all of {value, result} have same type",
    );
    let (ctx, m) = with_args(|b, _| {
        let i32 = b.ctx.integer_type(32);
        b.op(Constant::NAME).results(&[i32]).build();
    });
    assert_verify_error(&ctx, m, "'arith.constant' op requires attribute 'value'");
}

#[test]
fn commutative_ops_move_constants_right() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let (_, entry) = function(&mut ctx, &[i32], &[]);
    let x = ctx.block_args(entry)[0];
    let mut b = Builder::at_end(&mut ctx, entry);
    let c = constant(&mut b, 5, i32);
    let s = addi(&mut b, c, x);
    let p = muli(&mut b, c, x);
    let q = subi(&mut b, c, x);
    for v in [s, p] {
        let op = ctx.defining_op(v).unwrap();
        assert_eq!(
            canonicalize_once(&mut ctx, op),
            Some("arith-commute-constant-right")
        );
        assert_eq!(ctx.operands(op), &[x, c]);
        // Already canonical: nothing more to do.
        assert_eq!(canonicalize_once(&mut ctx, op), None);
    }
    // Subtraction is not commutative.
    let op = ctx.defining_op(q).unwrap();
    assert_eq!(canonicalize_once(&mut ctx, op), None);
    assert_eq!(ctx.operands(op), &[c, x]);
}

#[test]
fn cmpi_moves_constants_right_with_the_swapped_predicate() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let (_, entry) = function(&mut ctx, &[i32], &[]);
    let x = ctx.block_args(entry)[0];
    // 5 < x  is  x > 5;  5 <=u x  is  x >=u 5;  5 == x  is  x == 5.
    for (pred, want) in [
        (CmpIPredicate::Slt, CmpIPredicate::Sgt),
        (CmpIPredicate::Ule, CmpIPredicate::Uge),
        (CmpIPredicate::Eq, CmpIPredicate::Eq),
    ] {
        let mut b = Builder::at_end(&mut ctx, entry);
        let c = constant(&mut b, 5, i32);
        let r = cmpi(&mut b, pred, c, x);
        let op = ctx.defining_op(r).unwrap();
        assert_eq!(
            canonicalize_once(&mut ctx, op),
            Some("arith-cmpi-constant-right")
        );
        assert_eq!(ctx.operands(op), &[x, c]);
        assert_eq!(cmpi_predicate(&ctx, op), Some(want));
    }
}

/// Evaluates the value `v` of a straight-line arith function on `i8` arguments with
/// Rust's native wrapping `i8` arithmetic: a reference independent of the folds.
fn eval_i8(
    ctx: &visa_ir::Context,
    v: visa_ir::Value,
    args: &[visa_ir::Value],
    inputs: &[i8],
) -> i8 {
    if let Some(i) = args.iter().position(|&a| a == v) {
        return inputs[i];
    }
    let op = ctx.defining_op(v).unwrap();
    let operand = |i| eval_i8(ctx, ctx.operand(op, i), args, inputs);
    match ctx.op_name_str(op) {
        Constant::NAME => ctx.attr_int(ctx.attr(op, "value").unwrap()).unwrap() as i8,
        AddI::NAME => operand(0).wrapping_add(operand(1)),
        SubI::NAME => operand(0).wrapping_sub(operand(1)),
        MulI::NAME => operand(0).wrapping_mul(operand(1)),
        other => panic!("unexpected {other}"),
    }
}

#[test]
fn constant_chains_reassociate_and_keep_their_value() {
    // Each case: (outer, inner, inner constant on the left?), all with c0 = 100, c1 = 70
    // on i8, so the combined constants wrap.
    let shapes: [(&str, &str, bool); 7] = [
        (AddI::NAME, AddI::NAME, false),
        (AddI::NAME, SubI::NAME, false),
        (AddI::NAME, SubI::NAME, true),
        (SubI::NAME, AddI::NAME, false),
        (SubI::NAME, SubI::NAME, false),
        (SubI::NAME, SubI::NAME, true),
        (MulI::NAME, MulI::NAME, false),
    ];
    for (outer, inner, const_left) in shapes {
        for outer_const_left in [false, true] {
            if outer_const_left && outer != SubI::NAME {
                continue; // canonical form has the constant on the right
            }
            let mut ctx = context();
            let i8 = ctx.integer_type(8);
            let (_, entry) = function(&mut ctx, &[i8], &[]);
            let x = ctx.block_args(entry)[0];
            let mut b = Builder::at_end(&mut ctx, entry);
            let c0 = constant(&mut b, 100, i8);
            let c1 = constant(&mut b, 70, i8);
            let (il, ir) = if const_left { (c0, x) } else { (x, c0) };
            let y = b.op(inner).operands(&[il, ir]).results(&[i8]).build_value();
            let (ol, or) = if outer_const_left { (c1, y) } else { (y, c1) };
            let z = b.op(outer).operands(&[ol, or]).results(&[i8]).build_value();
            let ret = crate::func::return_(&mut b, &[z]);
            let before: Vec<i8> = (-128..=127)
                .map(|i| eval_i8(&ctx, z, &[x], &[i as i8]))
                .collect();
            let op = ctx.defining_op(z).unwrap();
            let fired = canonicalize_once(&mut ctx, op);
            assert!(
                fired.is_some(),
                "{outer}({inner}) const_left={const_left} outer_left={outer_const_left}"
            );
            assert!(ctx.is_erased(op));
            let new = ctx.operand(ret, 0);
            let new_op = ctx.defining_op(new).unwrap();
            // The new op reads x directly.
            assert!(ctx.operands(new_op).contains(&x));
            let after: Vec<i8> = (-128..=127)
                .map(|i| eval_i8(&ctx, new, &[x], &[i as i8]))
                .collect();
            assert_eq!(before, after, "{outer}({inner}) const_left={const_left}");
        }
    }
}

#[test]
fn predicate_spelling_round_trips() {
    for (i, p) in CmpIPredicate::ALL.into_iter().enumerate() {
        assert_eq!(p.to_i64(), i as i64);
        assert_eq!(CmpIPredicate::from_name(p.name()), Some(p));
        assert_eq!(CmpIPredicate::from_i64(i as i128), Some(p));
        assert_eq!(p.swapped().swapped(), p);
    }
    assert_eq!(CmpIPredicate::from_i64(10), None);
    assert_eq!(CmpIPredicate::from_i64(-1), None);
    assert_eq!(CmpIPredicate::Slt.name(), "slt");
}

#[test]
fn nested_selects_on_one_condition_are_decided() {
    let mut ctx = context();
    let i32 = ctx.integer_type(32);
    let i1 = ctx.integer_type(1);
    let (_, entry) = function(&mut ctx, &[i1, i1, i32, i32, i32], &[]);
    let a = ctx.block_args(entry).to_vec();
    let (c, d, x, y, z) = (a[0], a[1], a[2], a[3], a[4]);
    let mut b = Builder::at_end(&mut ctx, entry);
    // select(c, select(c, x, y), z) takes x when c holds, z otherwise.
    let inner = select(&mut b, c, x, y);
    let outer = select(&mut b, c, inner, z);
    // select(c, x, select(c, y, z)) takes x or z.
    let inner2 = select(&mut b, c, y, z);
    let outer2 = select(&mut b, c, x, inner2);
    // Another condition: nothing is decided.
    let inner3 = select(&mut b, d, y, z);
    let outer3 = select(&mut b, c, x, inner3);
    for (v, want) in [
        (outer, Some([c, x, z])),
        (outer2, Some([c, x, z])),
        (outer3, None),
    ] {
        let op = ctx.defining_op(v).unwrap();
        let fired = canonicalize_once(&mut ctx, op);
        match want {
            Some(ops) => {
                assert_eq!(fired, Some("arith-redundant-select"));
                assert_eq!(ctx.operands(op), &ops);
            }
            None => assert_eq!(fired, None),
        }
    }
}
