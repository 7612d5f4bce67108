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
    // `x - x = 0` (`x ^ x = 0`) needs a scalar zero: no dense constants yet.
    if lhs == rhs && signless_width(ctx, ctx.value_type(lhs)).is_some() {
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

// ---- the rest of the integer ops ------------------------------------------------------

use super::predicate::zero_extend;
use super::{ExtSI, ExtUI, TruncI, XOrI};

/// The constant operands `(a, b)` and the result width, when both are known and the
/// width is foldable.
fn int_pair(ctx: &Context, op: OpId, consts: &[Option<Attribute>]) -> Option<(i128, i128, u32)> {
    let ty = ctx.value_type(ctx.result(op, 0));
    let w = foldable_width(ctx, ty)?;
    Some((int(ctx, consts, 0)?, int(ctx, consts, 1)?, w))
}

/// The smallest signed `w`-bit value, sign-extended.
fn min_signed(w: u32) -> i128 {
    if w == 0 {
        0
    } else {
        i128::MIN >> (128 - w)
    }
}

/// The largest signed `w`-bit value.
fn max_signed(w: u32) -> i128 {
    if w == 0 {
        0
    } else {
        i128::MAX >> (128 - w)
    }
}

/// The largest unsigned `w`-bit value, as its (sign-extended) bit pattern: `-1`.
const ALL_ONES: i128 = -1;

/// An unsigned `w`-bit value back as its sign-extended bit pattern.
fn from_unsigned(v: u128, w: u32) -> i128 {
    if w == 0 {
        0
    } else if w >= 128 {
        v as i128
    } else {
        ((v << (128 - w)) as i128) >> (128 - w)
    }
}

/// Folds `op` to `f(a, b)` on two constants, when `f` defines it (`None`: division by
/// zero or signed overflow, which MLIR leaves unfolded).
fn binary(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    f: impl Fn(i128, i128, u32) -> Option<i128>,
) -> Option<FoldOutcome> {
    let (a, b, w) = int_pair(ctx, op, consts)?;
    let r = f(a, b, w)?;
    let ty = ctx.value_type(ctx.result(op, 0));
    Some(attr(ctx.int_attr(r, ty)))
}

/// Whether operand `i` is the constant one (on `i1`, `true`, stored as `-1`).
fn is_one(ctx: &Context, op: OpId, consts: &[Option<Attribute>], i: usize) -> bool {
    let ty = ctx.value_type(ctx.result(op, 0));
    match (int(ctx, consts, i), foldable_width(ctx, ty)) {
        (Some(v), Some(w)) => zero_extend(v, w) == 1,
        _ => false,
    }
}

/// `x / 1 = x`, shared by the divisions.
fn div_by_one(ctx: &Context, op: OpId, consts: &[Option<Attribute>]) -> Option<FoldOutcome> {
    is_one(ctx, op, consts, 1).then(|| value(ctx.operand(op, 0)))
}

/// `arith.divsi`: `x / 1 = x`; constants unless dividing by zero or `MIN / -1`.
pub(crate) fn fold_divsi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = div_by_one(ctx, op, consts) {
        return out;
    }
    binary(ctx, op, consts, |a, b, w| {
        (b != 0 && !(a == min_signed(w) && b == -1)).then(|| a.wrapping_div(b))
    })
    .unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.divui`: `x / 1 = x`; constants unless dividing by zero.
pub(crate) fn fold_divui(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = div_by_one(ctx, op, consts) {
        return out;
    }
    binary(ctx, op, consts, |a, b, w| {
        let (a, b) = (zero_extend(a, w), zero_extend(b, w));
        (b != 0).then(|| from_unsigned(a / b, w))
    })
    .unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.ceildivsi`: `x / 1 = x`; constants, refusing (as MLIR does) every case whose
/// intermediate negation overflows: `MIN` as a negative dividend or divisor.
pub(crate) fn fold_ceildivsi(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    if let Some(out) = div_by_one(ctx, op, consts) {
        return out;
    }
    binary(ctx, op, consts, |a, b, w| {
        let min = min_signed(w);
        if b == 0 {
            return None;
        }
        match (a > 0, b > 0) {
            _ if a == 0 => Some(0),
            (true, true) => Some((a - 1) / b + 1),
            (false, false) => (a != min && b != min).then(|| (-a - 1) / -b + 1),
            (false, true) => (a != min).then(|| -(-a / b)),
            (true, false) => (b != min).then(|| -(a / -b)),
        }
    })
    .unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.ceildivui`: `x / 1 = x`; constants unless dividing by zero.
pub(crate) fn fold_ceildivui(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    if let Some(out) = div_by_one(ctx, op, consts) {
        return out;
    }
    binary(ctx, op, consts, |a, b, w| {
        let (a, b) = (zero_extend(a, w), zero_extend(b, w));
        (b != 0).then(|| from_unsigned(a / b + u128::from(a % b != 0), w))
    })
    .unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.floordivsi`: `x / 1 = x`; constants unless dividing by zero or `MIN / -1`.
pub(crate) fn fold_floordivsi(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    if let Some(out) = div_by_one(ctx, op, consts) {
        return out;
    }
    binary(ctx, op, consts, |a, b, w| {
        if b == 0 || (a == min_signed(w) && b == -1) {
            return None;
        }
        let q = a.wrapping_div(b);
        let inexact = a.wrapping_rem(b) != 0;
        Some(if inexact && ((a < 0) != (b < 0)) {
            q - 1
        } else {
            q
        })
    })
    .unwrap_or(FoldOutcome::Unchanged)
}

/// `x % 1 = 0`, shared by the remainders.
fn rem_by_one(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> Option<FoldOutcome> {
    if !is_one(ctx, op, consts, 1) {
        return None;
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    Some(attr(ctx.int_attr(0, ty)))
}

/// `arith.remsi`: `x % 1 = 0`; constants unless dividing by zero (`MIN % -1 = 0`).
pub(crate) fn fold_remsi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = rem_by_one(ctx, op, consts) {
        return out;
    }
    binary(ctx, op, consts, |a, b, _| {
        (b != 0).then(|| a.wrapping_rem(b))
    })
    .unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.remui`: `x % 1 = 0`; constants unless dividing by zero.
pub(crate) fn fold_remui(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = rem_by_one(ctx, op, consts) {
        return out;
    }
    binary(ctx, op, consts, |a, b, w| {
        let (a, b) = (zero_extend(a, w), zero_extend(b, w));
        (b != 0).then(|| from_unsigned(a % b, w))
    })
    .unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.andi`: constants; `x & 0 = 0`; `x & -1 = x`; `x & x = x`.
pub(crate) fn fold_andi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = binary(ctx, op, consts, |a, b, _| Some(a & b)) {
        return out;
    }
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    match int(ctx, consts, 1) {
        Some(0) => value(rhs),
        Some(ALL_ONES) => value(lhs),
        _ if lhs == rhs => value(lhs),
        _ => FoldOutcome::Unchanged,
    }
}

/// `arith.ori`: constants; `x | 0 = x`; `x | -1 = -1`; `x | x = x`.
pub(crate) fn fold_ori(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = binary(ctx, op, consts, |a, b, _| Some(a | b)) {
        return out;
    }
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    match int(ctx, consts, 1) {
        Some(0) => value(lhs),
        Some(ALL_ONES) => value(rhs),
        _ if lhs == rhs => value(lhs),
        _ => FoldOutcome::Unchanged,
    }
}

/// `arith.xori`: constants; `x ^ 0 = x`; `x ^ x = 0`; `(x ^ a) ^ a = x` (either
/// operand of the inner xor).
pub(crate) fn fold_xori(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some(out) = binary(ctx, op, consts, |a, b, _| Some(a ^ b)) {
        return out;
    }
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if int(ctx, consts, 1) == Some(0) {
        return value(lhs);
    }
    // `x - x = 0` (`x ^ x = 0`) needs a scalar zero: no dense constants yet.
    if lhs == rhs && signless_width(ctx, ctx.value_type(lhs)).is_some() {
        let ty = ctx.value_type(lhs);
        return attr(ctx.int_attr(0, ty));
    }
    if let Some((x, a)) = def_operands(ctx, lhs, XOrI::NAME) {
        if a == rhs {
            return value(x);
        }
        if x == rhs {
            return value(a);
        }
    }
    FoldOutcome::Unchanged
}

/// A shift's constant fold: `f(a, amount)` when the amount is below the width (MLIR
/// leaves larger shifts, which are poison, unfolded); a shift by zero is the operand.
fn shift(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    f: fn(i128, u32, u32) -> i128,
) -> FoldOutcome {
    if int(ctx, consts, 1) == Some(0) {
        return value(ctx.operand(op, 0));
    }
    binary(ctx, op, consts, |a, b, w| {
        let amount = zero_extend(b, w);
        (amount < u128::from(w)).then(|| f(a, amount as u32, w))
    })
    .unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.shli`: constants (shift below the width); `x << 0 = x`.
pub(crate) fn fold_shli(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    shift(ctx, op, consts, |a, s, _| a << s)
}

/// `arith.shrsi`: constants (shift below the width); `x >> 0 = x`.
pub(crate) fn fold_shrsi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    shift(ctx, op, consts, |a, s, _| a >> s)
}

/// `arith.shrui`: constants (shift below the width); `x >> 0 = x`.
pub(crate) fn fold_shrui(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    shift(ctx, op, consts, |a, s, w| {
        from_unsigned(zero_extend(a, w) >> s, w)
    })
}

/// A min/max fold: `x op x = x`; a constant right operand that is the order's top
/// gives itself, its bottom gives the other operand; constants.
fn min_max(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    top: fn(u32) -> i128,
    bottom: fn(u32) -> i128,
    pick: fn(i128, i128, u32) -> i128,
) -> FoldOutcome {
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    let ty = ctx.value_type(ctx.result(op, 0));
    if let (Some(w), Some(c)) = (foldable_width(ctx, ty), int(ctx, consts, 1)) {
        if c == top(w) {
            return value(rhs);
        }
        if c == bottom(w) {
            return value(lhs);
        }
    }
    binary(ctx, op, consts, |a, b, w| Some(pick(a, b, w))).unwrap_or(FoldOutcome::Unchanged)
}

fn umax(a: i128, b: i128, w: u32) -> i128 {
    if zero_extend(a, w) >= zero_extend(b, w) {
        a
    } else {
        b
    }
}

fn umin(a: i128, b: i128, w: u32) -> i128 {
    if zero_extend(a, w) <= zero_extend(b, w) {
        a
    } else {
        b
    }
}

/// `arith.maxsi`: `max(x, x) = x`, `max(x, MAX) = MAX`, `max(x, MIN) = x`, constants.
pub(crate) fn fold_maxsi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, op, consts, max_signed, min_signed, |a, b, _| a.max(b))
}

/// `arith.maxui`: `max(x, x) = x`, `max(x, UMAX) = UMAX`, `max(x, 0) = x`, constants.
pub(crate) fn fold_maxui(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, op, consts, |_| ALL_ONES, |_| 0, umax)
}

/// `arith.minsi`: `min(x, x) = x`, `min(x, MIN) = MIN`, `min(x, MAX) = x`, constants.
pub(crate) fn fold_minsi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, op, consts, min_signed, max_signed, |a, b, _| a.min(b))
}

/// `arith.minui`: `min(x, x) = x`, `min(x, 0) = 0`, `min(x, UMAX) = x`, constants.
pub(crate) fn fold_minui(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    min_max(ctx, op, consts, |_| 0, |_| ALL_ONES, umin)
}

/// `arith.addui_extended`: `x + 0 = (x, false)`; constants give the sum and whether
/// it wrapped (`sum <u lhs`).
pub(crate) fn fold_addui_extended(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    let bool_ty = ctx.value_type(ctx.result(op, 1));
    if int(ctx, consts, 1) == Some(0) {
        let lhs = ctx.operand(op, 0);
        let f = ctx.int_attr(0, bool_ty);
        return FoldOutcome::Replaced(vec![Folded::Value(lhs), Folded::Attr(f)]);
    }
    let Some((a, b, w)) = int_pair(ctx, op, consts) else {
        return FoldOutcome::Unchanged;
    };
    let ty = ctx.value_type(ctx.result(op, 0));
    let sum = ctx.int_attr(a.wrapping_add(b), ty);
    let wrapped = ctx.attr_int(sum).expect("an integer attribute");
    let carry = zero_extend(wrapped, w) < zero_extend(a, w);
    let carry = ctx.int_attr(i128::from(carry), bool_ty);
    FoldOutcome::Replaced(vec![Folded::Attr(sum), Folded::Attr(carry)])
}

/// The extended multiplications: `x * 0 = (0, 0)`; constants give the low and high
/// halves of the double-width product (folded for widths up to 64, where the product
/// fits `i128`). `signed` picks `mulsi_extended`.
fn mul_extended(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    signed: bool,
) -> FoldOutcome {
    let ty = ctx.value_type(ctx.result(op, 0));
    if int(ctx, consts, 1) == Some(0) {
        let zero = ctx.int_attr(0, ty);
        return FoldOutcome::Replaced(vec![Folded::Attr(zero), Folded::Attr(zero)]);
    }
    let Some((a, b, w)) = int_pair(ctx, op, consts).filter(|&(_, _, w)| w <= 64) else {
        return FoldOutcome::Unchanged;
    };
    let product = if signed {
        a * b
    } else {
        (zero_extend(a, w) * zero_extend(b, w)) as i128
    };
    let low = ctx.int_attr(product, ty);
    let high = ctx.int_attr(product >> w, ty);
    FoldOutcome::Replaced(vec![Folded::Attr(low), Folded::Attr(high)])
}

/// `arith.mulsi_extended`: see [`mul_extended`].
pub(crate) fn fold_mulsi_extended(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    mul_extended(ctx, op, consts, true)
}

/// `arith.mului_extended`: see [`mul_extended`]; also `x * 1 = (x, 0)`.
pub(crate) fn fold_mului_extended(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    if is_one(ctx, op, consts, 1) {
        let ty = ctx.value_type(ctx.result(op, 0));
        let zero = ctx.int_attr(0, ty);
        let lhs = ctx.operand(op, 0);
        return FoldOutcome::Replaced(vec![Folded::Value(lhs), Folded::Attr(zero)]);
    }
    mul_extended(ctx, op, consts, false)
}

/// The constant operand of a cast, with the widths of its source and result.
fn cast_const(ctx: &Context, op: OpId, consts: &[Option<Attribute>]) -> Option<(i128, u32, Type)> {
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    foldable_width(ctx, to)?;
    Some((int(ctx, consts, 0)?, foldable_width(ctx, from)?, to))
}

/// `arith.extui`: a constant zero-extended; `extui(extui(x))` extends `x` directly.
pub(crate) fn fold_extui(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some((v, from, to)) = cast_const(ctx, op, consts) {
        return attr(ctx.int_attr(zero_extend(v, from) as i128, to));
    }
    fold_ext_chain(ctx, op, ExtUI::NAME)
}

/// `arith.extsi`: a constant sign-extended; `extsi(extsi(x))` extends `x` directly.
pub(crate) fn fold_extsi(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if let Some((v, _, to)) = cast_const(ctx, op, consts) {
        return attr(ctx.int_attr(v, to));
    }
    fold_ext_chain(ctx, op, ExtSI::NAME)
}

/// `ext(ext(x))` of one kind becomes `ext(x)`, updated in place (MLIR's fold).
fn fold_ext_chain(ctx: &mut Context, op: OpId, name: &str) -> FoldOutcome {
    let input = ctx.operand(op, 0);
    match ctx.defining_op(input) {
        Some(inner) if ctx.op_is(inner, name) && ctx.operands(inner).len() == 1 => {
            let source = ctx.operand(inner, 0);
            ctx.set_operand(op, 0, source);
            FoldOutcome::InPlace
        }
        _ => FoldOutcome::Unchanged,
    }
}

/// `arith.trunci`: a constant keeps its low bits; `trunci(ext(x))` is `x` when `x` has
/// the result type and truncates `x` directly when `x` is wider; `trunci(trunci(x))`
/// truncates `x` directly (both in place).
pub(crate) fn fold_trunci(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    if let Some((v, _, to)) = cast_const(ctx, op, consts) {
        return attr(ctx.int_attr(v, to));
    }
    let input = ctx.operand(op, 0);
    let to = ctx.value_type(ctx.result(op, 0));
    let Some(inner) = ctx.defining_op(input) else {
        return FoldOutcome::Unchanged;
    };
    if ctx.operands(inner).len() != 1 {
        return FoldOutcome::Unchanged;
    }
    let source = ctx.operand(inner, 0);
    if ExtSI::matches(ctx, inner).is_some() || ExtUI::matches(ctx, inner).is_some() {
        let src_ty = ctx.value_type(source);
        if src_ty == to {
            return value(source);
        }
        if ctx.int_width(src_ty) > ctx.int_width(to) {
            ctx.set_operand(op, 0, source);
            return FoldOutcome::InPlace;
        }
    } else if TruncI::matches(ctx, inner).is_some() {
        ctx.set_operand(op, 0, source);
        return FoldOutcome::InPlace;
    }
    FoldOutcome::Unchanged
}

/// `arith.index_castui`: a constant zero-extended or truncated (`index` is 64 bits).
pub(crate) fn fold_index_castui(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    match cast_const(ctx, op, consts) {
        Some((v, from, to)) => attr(ctx.int_attr(zero_extend(v, from) as i128, to)),
        None => FoldOutcome::Unchanged,
    }
}
