//! Folds of the float ops and of the casts touching floats.
//!
//! Constants are evaluated for `f32` and `f64` only, where Rust's own `f32`/`f64`
//! arithmetic is IEEE 754's correctly rounded one (round to nearest, ties to even),
//! the same as LLVM's `APFloat` in MLIR's folders. Narrower formats (`f16`, `bf16`,
//! the f8 types) are left unfolded: their results need rounding to the format, which
//! the bit-exact float-literal API of the IR core will provide (the place to call it
//! is [`FloatValue::make`]). NaN results are not folded either: their payload bits
//! are not yet kept exactly by the attribute storage.

use super::predicate::zero_extend;
use super::{cmpf_predicate, signless_width, ExtF, NegF};
use visa_ir::{
    AttrKind, Attribute, Context, FloatKind, FoldOutcome, Folded, OpId, Type, TypeKind, Value,
};

fn value(v: Value) -> FoldOutcome {
    FoldOutcome::Replaced(vec![Folded::Value(v)])
}

fn attr(a: Attribute) -> FoldOutcome {
    FoldOutcome::Replaced(vec![Folded::Attr(a)])
}

/// A float format folds are computed in.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum FloatValue {
    /// IEEE binary32.
    F32,
    /// IEEE binary64.
    F64,
}

impl FloatValue {
    /// The format of `ty`, if constants of it are folded.
    pub(crate) fn of(ctx: &Context, ty: Type) -> Option<FloatValue> {
        match ctx.type_kind(ty) {
            TypeKind::Float(FloatKind::F32) => Some(FloatValue::F32),
            TypeKind::Float(FloatKind::F64) => Some(FloatValue::F64),
            _ => None,
        }
    }

    /// `v` rounded to the format (exact for a value the format holds).
    pub(crate) fn round(self, v: f64) -> f64 {
        match self {
            FloatValue::F32 => f64::from(v as f32),
            FloatValue::F64 => v,
        }
    }

    /// `f(a, b)` computed in the format (so each operation rounds once, as IEEE does).
    fn apply(self, a: f64, b: f64, f32op: fn(f32, f32) -> f32, f64op: fn(f64, f64) -> f64) -> f64 {
        match self {
            FloatValue::F32 => f64::from(f32op(a as f32, b as f32)),
            FloatValue::F64 => f64op(a, b),
        }
    }

    /// The attribute `v : ty`, unless `v` is a NaN (see the module docs). This is where
    /// narrow formats will be rounded by the IR core's float-literal API.
    pub(crate) fn make(self, ctx: &mut Context, v: f64, ty: Type) -> Option<Attribute> {
        (!v.is_nan()).then(|| ctx.float_attr(self.round(v), ty))
    }
}

/// The float in an operand's constant, if known.
pub(crate) fn float(ctx: &Context, consts: &[Option<Attribute>], i: usize) -> Option<f64> {
    ctx.float_value(consts.get(i).copied().flatten()?)
}

/// The format of `op`'s result when it folds.
fn result_format(ctx: &Context, op: OpId) -> Option<(FloatValue, Type)> {
    let ty = ctx.value_type(ctx.result(op, 0));
    Some((FloatValue::of(ctx, ty)?, ty))
}

/// Folds a binary float op on two constants.
fn binary(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    f32op: fn(f32, f32) -> f32,
    f64op: fn(f64, f64) -> f64,
) -> Option<FoldOutcome> {
    let (fmt, ty) = result_format(ctx, op)?;
    let (a, b) = (
        fmt.round(float(ctx, consts, 0)?),
        fmt.round(float(ctx, consts, 1)?),
    );
    let r = fmt.apply(a, b, f32op, f64op);
    fmt.make(ctx, r, ty).map(attr)
}

/// Whether operand `i` is the constant `c` (compared bit for bit, so `-0.0` differs
/// from `0.0`).
fn is_const(ctx: &Context, consts: &[Option<Attribute>], i: usize, c: f64) -> bool {
    float(ctx, consts, i).is_some_and(|v| v.to_bits() == c.to_bits())
}

/// `arith.addf`: constants; `x + -0.0 = x`.
pub(crate) fn fold_addf(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if is_const(ctx, consts, 1, -0.0) {
        return value(ctx.operand(op, 0));
    }
    binary(ctx, op, consts, |a, b| a + b, |a, b| a + b).unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.subf`: constants; `x - 0.0 = x`.
pub(crate) fn fold_subf(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if is_const(ctx, consts, 1, 0.0) {
        return value(ctx.operand(op, 0));
    }
    binary(ctx, op, consts, |a, b| a - b, |a, b| a - b).unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.mulf`: constants; `x * 1.0 = x`.
pub(crate) fn fold_mulf(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if is_const(ctx, consts, 1, 1.0) {
        return value(ctx.operand(op, 0));
    }
    binary(ctx, op, consts, |a, b| a * b, |a, b| a * b).unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.divf`: constants; `x / 1.0 = x`.
pub(crate) fn fold_divf(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    if is_const(ctx, consts, 1, 1.0) {
        return value(ctx.operand(op, 0));
    }
    binary(ctx, op, consts, |a, b| a / b, |a, b| a / b).unwrap_or(FoldOutcome::Unchanged)
}

/// `arith.remf`: constants (`fmod`: exact, with the dividend's sign).
pub(crate) fn fold_remf(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    binary(ctx, op, consts, |a, b| a % b, |a, b| a % b).unwrap_or(FoldOutcome::Unchanged)
}

/// IEEE 754-2019 `maximum`: a NaN operand gives NaN; `-0 < +0`.
fn maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
        0.0
    } else if a < b {
        b
    } else {
        a
    }
}

/// IEEE 754-2019 `minimum`: a NaN operand gives NaN; `-0 < +0`.
fn minimum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
        -0.0
    } else if b < a {
        b
    } else {
        a
    }
}

/// LLVM's `maxnum`: a NaN operand gives the other; `-0 < +0`.
fn maxnum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else {
        maximum(a, b)
    }
}

/// LLVM's `minnum`: a NaN operand gives the other; `-0 < +0`.
fn minnum(a: f64, b: f64) -> f64 {
    if a.is_nan() {
        b
    } else if b.is_nan() {
        a
    } else {
        minimum(a, b)
    }
}

/// The min/max folds: `x op x = x`; a right constant that is the operation's
/// identity (`-inf` for `maximumf`, NaN for `maxnumf`, ...) gives the left operand;
/// constants. Min and max of two values are exact, so computing them on `f64` is
/// computing them in the format.
fn min_max(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    identity: fn(f64) -> bool,
    f: fn(f64, f64) -> f64,
) -> FoldOutcome {
    let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
    if lhs == rhs {
        return value(rhs);
    }
    if float(ctx, consts, 1).is_some_and(identity) {
        return value(lhs);
    }
    binary_exact(ctx, op, consts, f).unwrap_or(FoldOutcome::Unchanged)
}

/// Folds with `f` on the constants rounded to the format, when `f` is exact.
fn binary_exact(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    f: fn(f64, f64) -> f64,
) -> Option<FoldOutcome> {
    let (fmt, ty) = result_format(ctx, op)?;
    let (a, b) = (
        fmt.round(float(ctx, consts, 0)?),
        fmt.round(float(ctx, consts, 1)?),
    );
    fmt.make(ctx, f(a, b), ty).map(attr)
}

/// `arith.maximumf`: see [`min_max`]; the identity is `-inf`.
pub(crate) fn fold_maximumf(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(ctx, op, consts, |c| c == f64::NEG_INFINITY, maximum)
}

/// `arith.minimumf`: see [`min_max`]; the identity is `+inf`.
pub(crate) fn fold_minimumf(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(ctx, op, consts, |c| c == f64::INFINITY, minimum)
}

/// `arith.maxnumf`: see [`min_max`]; the identity is NaN.
pub(crate) fn fold_maxnumf(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(ctx, op, consts, f64::is_nan, maxnum)
}

/// `arith.minnumf`: see [`min_max`]; the identity is NaN.
pub(crate) fn fold_minnumf(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    min_max(ctx, op, consts, f64::is_nan, minnum)
}

/// `arith.negf`: a constant negated (exact in every format); `-(-x) = x`.
pub(crate) fn fold_negf(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let input = ctx.operand(op, 0);
    if let Some(inner) = ctx.defining_op(input) {
        if NegF::matches(ctx, inner).is_some() && ctx.operands(inner).len() == 1 {
            return value(ctx.operand(inner, 0));
        }
    }
    let Some((fmt, ty)) = result_format(ctx, op) else {
        return FoldOutcome::Unchanged;
    };
    match float(ctx, consts, 0).and_then(|v| fmt.make(ctx, -fmt.round(v), ty)) {
        Some(a) => attr(a),
        None => FoldOutcome::Unchanged,
    }
}

/// `arith.cmpf`: two constants (or one NaN constant, which decides every predicate)
/// give the answer. Operands of `f32`/`f64` only (see the module docs).
pub(crate) fn fold_cmpf(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let Some(pred) = cmpf_predicate(ctx, op) else {
        return FoldOutcome::Unchanged;
    };
    let ty = ctx.value_type(ctx.operand(op, 0));
    let Some(fmt) = FloatValue::of(ctx, ty) else {
        return FoldOutcome::Unchanged;
    };
    let (mut a, mut b) = (float(ctx, consts, 0), float(ctx, consts, 1));
    if a.is_some_and(f64::is_nan) {
        b = a;
    }
    if b.is_some_and(f64::is_nan) {
        a = b;
    }
    match (a, b) {
        (Some(a), Some(b)) => {
            let r = pred.evaluate(fmt.round(a), fmt.round(b));
            attr(ctx.bool_attr(r))
        }
        _ => FoldOutcome::Unchanged,
    }
}

/// An integer-to-float cast of a constant, rounding to nearest even (Rust's `as`).
fn int_to_float(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    signed: bool,
) -> FoldOutcome {
    let from = ctx.value_type(ctx.operand(op, 0));
    let (Some((fmt, ty)), Some(w)) = (result_format(ctx, op), signless_width(ctx, from)) else {
        return FoldOutcome::Unchanged;
    };
    let Some(v) = consts
        .first()
        .copied()
        .flatten()
        .and_then(|a| ctx.attr_int(a))
        .filter(|_| w <= 128)
    else {
        return FoldOutcome::Unchanged;
    };
    let r = match (fmt, signed) {
        (FloatValue::F32, true) => f64::from(v as f32),
        (FloatValue::F32, false) => f64::from(zero_extend(v, w) as f32),
        (FloatValue::F64, true) => v as f64,
        (FloatValue::F64, false) => zero_extend(v, w) as f64,
    };
    fmt.make(ctx, r, ty).map_or(FoldOutcome::Unchanged, attr)
}

/// `arith.sitofp`: a constant, rounded to nearest even.
pub(crate) fn fold_sitofp(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    int_to_float(ctx, op, consts, true)
}

/// `arith.uitofp`: a constant read as unsigned, rounded to nearest even.
pub(crate) fn fold_uitofp(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    int_to_float(ctx, op, consts, false)
}

/// A float-to-integer cast of a constant, rounding toward zero; MLIR folds only when
/// the conversion is valid (not NaN, and the truncated value fits the result type).
fn float_to_int(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
    signed: bool,
) -> FoldOutcome {
    let from = ctx.value_type(ctx.operand(op, 0));
    let to = ctx.value_type(ctx.result(op, 0));
    let (Some(fmt), Some(w)) = (FloatValue::of(ctx, from), signless_width(ctx, to)) else {
        return FoldOutcome::Unchanged;
    };
    let Some(v) = float(ctx, consts, 0).map(|v| fmt.round(v)) else {
        return FoldOutcome::Unchanged;
    };
    if v.is_nan() || w == 0 || w > 128 {
        return FoldOutcome::Unchanged;
    }
    let t = v.trunc();
    let (lo, hi) = if signed {
        (-(2f64.powi(w as i32 - 1)), 2f64.powi(w as i32 - 1))
    } else {
        (0.0, 2f64.powi(w as i32))
    };
    if !(t >= lo && t < hi) {
        return FoldOutcome::Unchanged;
    }
    let bits = if signed { t as i128 } else { t as u128 as i128 };
    attr(ctx.int_attr(bits, to))
}

/// `arith.fptosi`: a constant truncated toward zero, when it fits.
pub(crate) fn fold_fptosi(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    float_to_int(ctx, op, consts, true)
}

/// `arith.fptoui`: a constant truncated toward zero, when it fits unsigned.
pub(crate) fn fold_fptoui(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    float_to_int(ctx, op, consts, false)
}

/// `arith.bitcast`: a constant reinterpreted, between integers and `f32`/`f64` of
/// the same width (a NaN on either side is left unfolded, see the module docs);
/// `bitcast(bitcast(x))` back to `x`'s type is `x`.
pub(crate) fn fold_bitcast(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    let input = ctx.operand(op, 0);
    let to = ctx.value_type(ctx.result(op, 0));
    if let Some(inner) = ctx.defining_op(input) {
        if ctx.op_is(inner, super::Bitcast::NAME) && ctx.operands(inner).len() == 1 {
            let source = ctx.operand(inner, 0);
            if ctx.value_type(source) == to {
                return value(source);
            }
        }
    }
    let Some(c) = consts.first().copied().flatten() else {
        return FoldOutcome::Unchanged;
    };
    let from = ctx.value_type(input);
    // The source's bits, as an unsigned number of the common width.
    let bits: u128 = match (ctx.attr_kind(c), FloatValue::of(ctx, from)) {
        (AttrKind::Integer { value, .. }, None) => match signless_width(ctx, from) {
            Some(w) if w <= 128 => zero_extend(*value, w),
            _ => return FoldOutcome::Unchanged,
        },
        (AttrKind::Float { bits, .. }, Some(_)) => {
            // The attribute holds the format's own bits (f32 or f64 here).
            if ctx.float_value(c).is_none_or(f64::is_nan) {
                return FoldOutcome::Unchanged;
            }
            *bits
        }
        _ => return FoldOutcome::Unchanged,
    };
    match FloatValue::of(ctx, to) {
        Some(FloatValue::F32) => {
            let v = f64::from(f32::from_bits(bits as u32));
            FloatValue::F32
                .make(ctx, v, to)
                .map_or(FoldOutcome::Unchanged, attr)
        }
        Some(FloatValue::F64) => {
            let v = f64::from_bits(bits as u64);
            FloatValue::F64
                .make(ctx, v, to)
                .map_or(FoldOutcome::Unchanged, attr)
        }
        None if matches!(ctx.type_kind(to), TypeKind::Integer { .. }) => {
            attr(ctx.int_attr(bits as i128, to))
        }
        None => FoldOutcome::Unchanged,
    }
}

/// `arith.extf`: an `f32` constant widened to `f64` (exact); `extf(truncf(x))` is `x`
/// when both carry the `contract` flag and `x` has the result type.
pub(crate) fn fold_extf(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let input = ctx.operand(op, 0);
    let to = ctx.value_type(ctx.result(op, 0));
    if let Some(inner) = ctx.defining_op(input) {
        if let (Some(t), Some(e)) = (super::TruncF::matches(ctx, inner), ExtF::matches(ctx, op)) {
            let contract = |f: Option<super::FastMathFlags>| f.is_some_and(|f| f.0 & 32 != 0);
            let source = t.input(ctx);
            if ctx.value_type(source) == to
                && contract(t.fastmath(ctx))
                && contract(e.fastmath(ctx))
            {
                return value(source);
            }
        }
    }
    let from = ctx.value_type(input);
    if FloatValue::of(ctx, from) != Some(FloatValue::F32)
        || FloatValue::of(ctx, to) != Some(FloatValue::F64)
    {
        return FoldOutcome::Unchanged;
    }
    match float(ctx, consts, 0)
        .and_then(|v| FloatValue::F64.make(ctx, FloatValue::F32.round(v), to))
    {
        Some(a) => attr(a),
        None => FoldOutcome::Unchanged,
    }
}

/// `arith.truncf`: `truncf(extf(x))` is `x` when `x` has the result type and truncates
/// `x` directly when `x` is wider (in place); an `f64` constant folds to `f32` only
/// when exact (MLIR refuses a conversion that loses information, whatever the mode).
pub(crate) fn fold_truncf(
    ctx: &mut Context,
    op: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    let input = ctx.operand(op, 0);
    let to = ctx.value_type(ctx.result(op, 0));
    if let Some(inner) = ctx.defining_op(input) {
        if ExtF::matches(ctx, inner).is_some() && ctx.operands(inner).len() == 1 {
            let source = ctx.operand(inner, 0);
            let src_ty = ctx.value_type(source);
            if src_ty == to {
                return value(source);
            }
            let width = |ty: Type| match ctx.type_kind(ty) {
                TypeKind::Float(k) => k.width(),
                _ => 0,
            };
            if width(src_ty) > width(to) {
                ctx.set_operand(op, 0, source);
                return FoldOutcome::InPlace;
            }
        }
    }
    let from = ctx.value_type(input);
    if FloatValue::of(ctx, from) != Some(FloatValue::F64)
        || FloatValue::of(ctx, to) != Some(FloatValue::F32)
    {
        return FoldOutcome::Unchanged;
    }
    let Some(v) = float(ctx, consts, 0) else {
        return FoldOutcome::Unchanged;
    };
    if FloatValue::F32.round(v).to_bits() != v.to_bits() {
        return FoldOutcome::Unchanged;
    }
    FloatValue::F32
        .make(ctx, v, to)
        .map_or(FoldOutcome::Unchanged, attr)
}
