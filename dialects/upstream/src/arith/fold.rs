//! Folds of the `arith` ops: constant evaluation (bit-exact, wrapping at the type's
//! width) and algebraic identities that return an existing value.

use super::{cmpi_predicate, signless_width, AddI, IndexCast, SubI};
use visa_ir::{Attribute, Context, FoldOutcome, Folded, OpId, Type, Value};

/// The integer in an operand's constant, if known.
fn int(ctx: &Context, consts: &[Option<Attribute>], i: usize) -> Option<i128> {
    consts
        .get(i)
        .copied()
        .flatten()
        .and_then(|a| ctx.attr_int(a))
}

/// The width of `ty` when constants of it can be evaluated exactly (at most 128 bits).
fn foldable_width(ctx: &Context, ty: Type) -> Option<u32> {
    signless_width(ctx, ty).filter(|&w| w <= 128)
}

fn value(v: Value) -> FoldOutcome {
    FoldOutcome::Replaced(vec![Folded::Value(v)])
}

fn attr(a: Attribute) -> FoldOutcome {
    FoldOutcome::Replaced(vec![Folded::Attr(a)])
}

/// The operands of `v`'s defining op when it is named `name`.
fn def_operands(ctx: &Context, v: Value, name: &str) -> Option<(Value, Value)> {
    let op = ctx.defining_op(v)?;
    if !ctx.op_is(op, name) || ctx.operands(op).len() != 2 {
        return None;
    }
    Some((ctx.operand(op, 0), ctx.operand(op, 1)))
}

/// Evaluates `op` of the wrapping integer ring on two constants. Adding, subtracting
/// or multiplying modulo 2^128 and then truncating to `w <= 128` bits (which
/// `Context::int_attr` does) equals the operation modulo 2^w.
fn ring(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    f: fn(i128, i128) -> i128,
) -> Option<FoldOutcome> {
    let ty = ctx.value_type(ctx.result(op, 0));
    foldable_width(ctx, ty)?;
    let (a, b) = (int(ctx, consts, 0)?, int(ctx, consts, 1)?);
    Some(attr(ctx.int_attr(f(a, b), ty)))
}

/// `arith.constant` folds to its value.
pub(crate) fn fold_constant(
    ctx: &mut Context,
    op: OpId,
    _consts: &[Option<Attribute>],
) -> FoldOutcome {
    match ctx.attr(op, "value") {
        Some(a) => attr(a),
        None => FoldOutcome::Unchanged,
    }
}

/// `arith.addi`: constants; `x + 0 = x`; `(a - b) + b = a`; `b + (a - b) = a`.
pub(crate) fn fold_addi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = ring(ctx, op, consts, i128::wrapping_add) {
        return out;
    }
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if int(ctx, consts, 1) == Some(0) {
        return value(lhs);
    }
    if int(ctx, consts, 0) == Some(0) {
        return value(rhs);
    }
    if let Some((a, b)) = def_operands(ctx, lhs, SubI::NAME) {
        if b == rhs {
            return value(a);
        }
    }
    if let Some((a, b)) = def_operands(ctx, rhs, SubI::NAME) {
        if b == lhs {
            return value(a);
        }
    }
    FoldOutcome::Unchanged
}

/// `arith.subi`: constants; `x - 0 = x`; `x - x = 0`; `(a + b) - b = a`;
/// `(a + b) - a = b`.
pub(crate) fn fold_subi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = ring(ctx, op, consts, i128::wrapping_sub) {
        return out;
    }
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if int(ctx, consts, 1) == Some(0) {
        return value(lhs);
    }
    if lhs == rhs {
        let ty = ctx.value_type(lhs);
        return attr(ctx.int_attr(0, ty));
    }
    if let Some((a, b)) = def_operands(ctx, lhs, AddI::NAME) {
        if b == rhs {
            return value(a);
        }
        if a == rhs {
            return value(b);
        }
    }
    FoldOutcome::Unchanged
}

/// `arith.muli`: constants; `x * 1 = x`; `x * 0 = 0` (on either side).
pub(crate) fn fold_muli(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = ring(ctx, op, consts, i128::wrapping_mul) {
        return out;
    }
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    match (int(ctx, consts, 0), int(ctx, consts, 1)) {
        (_, Some(0)) => value(rhs),
        (Some(0), _) => value(lhs),
        (_, Some(1)) => value(lhs),
        (Some(1), _) => value(rhs),
        _ => FoldOutcome::Unchanged,
    }
}

/// `arith.cmpi`: constants; `x pred x`; on `i1`, `x ne false = x` and `x eq true = x`.
pub(crate) fn fold_cmpi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let Some(pred) = cmpi_predicate(ctx, op) else {
        return FoldOutcome::Unchanged;
    };
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    let ty = ctx.value_type(lhs);
    let Some(width) = signless_width(ctx, ty) else {
        return FoldOutcome::Unchanged;
    };
    if lhs == rhs {
        return attr(ctx.bool_attr(pred.holds_for_equal()));
    }
    if width <= 128 {
        if let (Some(a), Some(b)) = (int(ctx, consts, 0), int(ctx, consts, 1)) {
            return attr(ctx.bool_attr(pred.evaluate(a, b, width)));
        }
    }
    if width == 1 {
        // `true` is stored as -1 (sign-extended), `false` as 0.
        use super::CmpIPredicate::{Eq, Ne};
        match (pred, int(ctx, consts, 1)) {
            (Ne, Some(0)) | (Eq, Some(-1)) => return value(lhs),
            _ => {}
        }
    }
    FoldOutcome::Unchanged
}

/// `arith.select`: a constant condition picks its arm; equal arms are that arm;
/// `select %c, true, false` on `i1` is `%c`.
pub(crate) fn fold_select(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    let (cond, t, f) = (ctx.operand(op, 0), ctx.operand(op, 1), ctx.operand(op, 2));
    if t == f {
        return value(t);
    }
    match int(ctx, consts, 0) {
        Some(0) => return value(f),
        Some(_) => return value(t),
        None => {}
    }
    let ty = ctx.value_type(t);
    if signless_width(ctx, ty) == Some(1)
        && int(ctx, consts, 1) == Some(-1)
        && int(ctx, consts, 2) == Some(0)
    {
        return value(cond);
    }
    FoldOutcome::Unchanged
}

/// `arith.index_cast`: a constant is sign-extended or truncated to the result type;
/// a cast back to the type of a widening cast's source is that source.
pub(crate) fn fold_index_cast(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    let to = ctx.value_type(ctx.result(op, 0));
    if let Some(v) = int(ctx, consts, 0) {
        if foldable_width(ctx, to).is_some() {
            return attr(ctx.int_attr(v, to));
        }
    }
    let input = ctx.operand(op, 0);
    if let Some(inner) = ctx.defining_op(input) {
        if IndexCast::matches(ctx, inner).is_some() && ctx.operands(inner).len() == 1 {
            let source = ctx.operand(inner, 0);
            let src_ty = ctx.value_type(source);
            let mid_ty = ctx.value_type(input);
            let widening = matches!(
                (signless_width(ctx, src_ty), signless_width(ctx, mid_ty)),
                (Some(s), Some(m)) if s <= m
            );
            if src_ty == to && widening {
                return value(source);
            }
        }
    }
    FoldOutcome::Unchanged
}
