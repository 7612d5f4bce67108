//! Constant folds of the `math` ops, where and as `mlir-opt-22` folds them
//! (`MathOps.cpp`), on scalar constants:
//!
//! - `absf`, `copysign`, `ceil`, `floor`, `roundeven` in every float format, exactly
//!   (bit operations and rounding to an integral value, as LLVM's `APFloat`);
//! - the functions of the C library (`sin`, `exp`, `log`, `powf`, ...) in `f32` and
//!   `f64` only, computed by the host's `libm` as MLIR computes them, with MLIR's guards
//!   (no fold of `log`, `log2`, `log10`, `sqrt` of a negative-signed value, `-0.0` and
//!   negative NaNs included; none of `log1p` when `x + 1` is negative); `sqrt`, `round`
//!   and `trunc` in `f32`/`f64` too, but computed here (decision MATH-1);
//!   `atan2(±0, ±0)` is the format's default NaN in any format;
//! - `absi`, `ctlz`, `cttz`, `ctpop`, `ipowi` at the type's width (`index` at 64 bits,
//!   widths up to 128, decision U2);
//! - `isfinite`, `isinf`, `isnan`, `isnormal` to `i1` in every format.
//!
//! MLIR 22 folds neither `cbrt`, `rsqrt`, `fma`, `clampf`, `fpowi` nor `sincos`; visa
//! neither. Results keep their bits (NaN payloads and signs included).

use super::libm::{Binary, Unary};
use crate::arith::signless_width;
use visa_ir::float::{decode, from_f64, round_to_bits, FloatClass, NonFinite};
use visa_ir::{AttrKind, Attribute, Context, FloatKind, FoldOutcome, Folded, OpId, Type};

fn replaced(a: Attribute) -> FoldOutcome {
    FoldOutcome::Replaced(vec![Folded::Attr(a)])
}

/// A scalar float constant: its bits, type and format.
#[derive(Copy, Clone)]
struct FloatConst {
    bits: u128,
    ty: Type,
    kind: FloatKind,
}

fn float_const(ctx: &Context, consts: &[Option<Attribute>], i: usize) -> Option<FloatConst> {
    let a = consts.get(i).copied().flatten()?;
    match ctx.attr_kind(a) {
        AttrKind::Float { bits, ty } => Some(FloatConst {
            bits: *bits,
            ty: *ty,
            kind: ctx.float_kind(*ty),
        }),
        _ => None,
    }
}

/// A scalar integer constant: its bits at the type's width (at most 128), the width
/// and the type.
fn int_const(ctx: &Context, consts: &[Option<Attribute>], i: usize) -> Option<(u128, u32, Type)> {
    let a = consts.get(i).copied().flatten()?;
    let AttrKind::Integer { value, ty } = ctx.attr_kind(a) else {
        return None;
    };
    let w = signless_width(ctx, *ty).filter(|&w| (1..=128).contains(&w))?;
    Some((*value as u128 & mask(w), w, *ty))
}

fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

fn sign_bit(kind: FloatKind) -> u128 {
    let f = kind.format();
    if f.has_sign {
        1u128 << (f.width - 1)
    } else {
        0
    }
}

/// Whether a format's NaN and zero keep their sign bit as they are (the FNUZ formats,
/// whose one NaN is the negative zero pattern; LLVM's `changeSign` leaves both).
fn sign_is_fixed(kind: FloatKind, bits: u128) -> bool {
    kind.format().non_finite == NonFinite::NanNegativeZero
        && matches!(decode(kind, bits).class, FloatClass::NaN | FloatClass::Zero)
}

/// `bits` with the sign bit set to `negative`, as LLVM's `APFloat` changes signs.
fn with_sign(kind: FloatKind, bits: u128, negative: bool) -> u128 {
    if sign_is_fixed(kind, bits) {
        return bits;
    }
    let s = sign_bit(kind);
    if negative {
        bits | s
    } else {
        bits & !s
    }
}

/// `math.absf`: the sign cleared.
pub(crate) fn fold_absf(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let Some(x) = float_const(ctx, consts, 0) else {
        return FoldOutcome::Unchanged;
    };
    replaced(ctx.float_attr_bits(with_sign(x.kind, x.bits, false), x.ty))
}

/// `math.copysign`: the first operand with the second's sign.
pub(crate) fn fold_copysign(
    ctx: &mut Context,
    _: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    let (Some(a), Some(b)) = (float_const(ctx, consts, 0), float_const(ctx, consts, 1)) else {
        return FoldOutcome::Unchanged;
    };
    let negative = decode(b.kind, b.bits).negative;
    replaced(ctx.float_attr_bits(with_sign(a.kind, a.bits, negative), a.ty))
}

/// A rounding direction of LLVM's `roundToIntegral`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Toward {
    /// `ceil`.
    Positive,
    /// `floor`.
    Negative,
    /// `roundeven`: to nearest, ties to even.
    NearestEven,
    /// `round`: to nearest, ties away from zero.
    NearestAway,
    /// `trunc`.
    Zero,
}

/// `bits` of `kind` rounded to an integral value (LLVM's `APFloat::roundToIntegral`):
/// exact, the sign of a zero result kept, a signalling NaN quieted.
pub(crate) fn round_to_integral(kind: FloatKind, bits: u128, mode: Toward) -> u128 {
    let d = decode(kind, bits);
    let (significand, exp) = match d.class {
        FloatClass::Zero | FloatClass::Infinity => return bits,
        FloatClass::NaN => return quiet(kind, bits),
        FloatClass::Finite { significand, exp } => (significand, exp),
    };
    if exp >= 0 {
        return bits;
    }
    let shift = exp.unsigned_abs();
    // Significands have at most 113 bits, so from a shift of 128 on the value is
    // below one half.
    let (int, rem_cmp_half) = if shift >= 128 {
        (0, std::cmp::Ordering::Less)
    } else {
        let rem = significand & mask(shift);
        if rem == 0 {
            return bits;
        }
        (significand >> shift, rem.cmp(&(1u128 << (shift - 1))))
    };
    let up = match mode {
        Toward::Positive => !d.negative,
        Toward::Negative => d.negative,
        Toward::NearestEven => {
            rem_cmp_half == std::cmp::Ordering::Greater
                || (rem_cmp_half == std::cmp::Ordering::Equal && int & 1 == 1)
        }
        Toward::NearestAway => rem_cmp_half != std::cmp::Ordering::Less,
        Toward::Zero => false,
    };
    let magnitude = int + u128::from(up);
    if magnitude == 0 {
        let zero = if d.negative { -0.0 } else { 0.0 };
        return from_f64(kind, zero).unwrap_or(bits);
    }
    round_to_bits(kind, d.negative, magnitude, 0, false)
}

/// A NaN with its quiet bit set (IEEE formats; the others have one NaN pattern).
fn quiet(kind: FloatKind, bits: u128) -> u128 {
    let f = kind.format();
    if f.non_finite != NonFinite::Ieee {
        return bits;
    }
    let q = if f.explicit_integer_bit {
        f.mantissa_bits - 2
    } else {
        f.mantissa_bits - 1
    };
    bits | (1u128 << q)
}

fn fold_round_to_integral(
    ctx: &mut Context,
    consts: &[Option<Attribute>],
    mode: Toward,
) -> FoldOutcome {
    let Some(x) = float_const(ctx, consts, 0) else {
        return FoldOutcome::Unchanged;
    };
    replaced(ctx.float_attr_bits(round_to_integral(x.kind, x.bits, mode), x.ty))
}

/// `math.ceil`.
pub(crate) fn fold_ceil(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    fold_round_to_integral(ctx, consts, Toward::Positive)
}

/// `math.floor`.
pub(crate) fn fold_floor(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    fold_round_to_integral(ctx, consts, Toward::Negative)
}

/// `math.roundeven`.
pub(crate) fn fold_roundeven(
    ctx: &mut Context,
    _: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    fold_round_to_integral(ctx, consts, Toward::NearestEven)
}

/// `math.round` (MLIR calls `round`/`roundf`: `f32` and `f64` only): exact, ties away
/// from zero.
pub(crate) fn fold_round(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    fold_c_rounding(ctx, consts, Toward::NearestAway)
}

/// `math.trunc` (MLIR calls `trunc`/`truncf`: `f32` and `f64` only): exact.
pub(crate) fn fold_trunc(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    fold_c_rounding(ctx, consts, Toward::Zero)
}

/// A rounding MLIR leaves to the C library, so folded in `f32` and `f64` only; the C
/// library's results are exact and quiet a signalling NaN, as `round_to_integral`.
fn fold_c_rounding(ctx: &mut Context, consts: &[Option<Attribute>], mode: Toward) -> FoldOutcome {
    match float_const(ctx, consts, 0) {
        Some(x) if matches!(x.kind, FloatKind::F32 | FloatKind::F64) => {
            replaced(ctx.float_attr_bits(round_to_integral(x.kind, x.bits, mode), x.ty))
        }
        _ => FoldOutcome::Unchanged,
    }
}

/// When MLIR declines to fold a C-library function.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Guard {
    /// Always folds.
    None,
    /// Not when the sign bit is set (`APFloat::isNegative`: `-0.0` and negative NaNs
    /// too).
    Negative,
    /// Not when `x + 1` (in the format) is negative-signed (`log1p`).
    PlusOneNegative,
}

/// Folds a C-library function of one `f32` or `f64` constant.
fn libm_unary(
    ctx: &mut Context,
    consts: &[Option<Attribute>],
    f: Unary,
    guard: Guard,
) -> FoldOutcome {
    let Some(x) = float_const(ctx, consts, 0) else {
        return FoldOutcome::Unchanged;
    };
    let bits = match x.kind {
        FloatKind::F64 => {
            let v = f64::from_bits(x.bits as u64);
            let blocked = match guard {
                Guard::None => false,
                Guard::Negative => v.is_sign_negative(),
                Guard::PlusOneNegative if v.is_nan() => v.is_sign_negative(),
                Guard::PlusOneNegative => (v + 1.0).is_sign_negative(),
            };
            if blocked {
                return FoldOutcome::Unchanged;
            }
            u128::from(f.f64(v).to_bits())
        }
        FloatKind::F32 => {
            let v = f32::from_bits(x.bits as u32);
            let blocked = match guard {
                Guard::None => false,
                Guard::Negative => v.is_sign_negative(),
                Guard::PlusOneNegative if v.is_nan() => v.is_sign_negative(),
                Guard::PlusOneNegative => (v + 1.0).is_sign_negative(),
            };
            if blocked {
                return FoldOutcome::Unchanged;
            }
            u128::from(f.f32(v).to_bits())
        }
        _ => return FoldOutcome::Unchanged,
    };
    replaced(ctx.float_attr_bits(bits, x.ty))
}

/// Declares the folds of the C-library functions of one argument.
macro_rules! libm_folds {
    ($($(#[$m:meta])* $name:ident = $f:ident, $guard:ident;)*) => {$(
        $(#[$m])*
        pub(crate) fn $name(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
            libm_unary(ctx, consts, Unary::$f, Guard::$guard)
        }
    )*};
}

libm_folds! {
    /// `math.acos`.
    fold_acos = Acos, None;
    /// `math.acosh`.
    fold_acosh = Acosh, None;
    /// `math.asin`.
    fold_asin = Asin, None;
    /// `math.asinh`.
    fold_asinh = Asinh, None;
    /// `math.atan`.
    fold_atan = Atan, None;
    /// `math.atanh`.
    fold_atanh = Atanh, None;
    /// `math.cos`.
    fold_cos = Cos, None;
    /// `math.cosh`.
    fold_cosh = Cosh, None;
    /// `math.erf`.
    fold_erf = Erf, None;
    /// `math.erfc`.
    fold_erfc = Erfc, None;
    /// `math.exp`.
    fold_exp = Exp, None;
    /// `math.exp2`.
    fold_exp2 = Exp2, None;
    /// `math.expm1`.
    fold_expm1 = Expm1, None;
    /// `math.log`, not of a negative-signed value.
    fold_log = Log, Negative;
    /// `math.log10`, not of a negative-signed value.
    fold_log10 = Log10, Negative;
    /// `math.log1p`, not when `x + 1` is negative.
    fold_log1p = Log1p, PlusOneNegative;
    /// `math.log2`, not of a negative-signed value.
    fold_log2 = Log2, Negative;
    /// `math.sin`.
    fold_sin = Sin, None;
    /// `math.sinh`.
    fold_sinh = Sinh, None;
    /// `math.sqrt`, not of a negative-signed value.
    fold_sqrt = Sqrt, Negative;
    /// `math.tan`.
    fold_tan = Tan, None;
    /// `math.tanh`.
    fold_tanh = Tanh, None;
}

/// Folds a C-library function of two `f32` or `f64` constants of one type.
fn libm_binary(ctx: &mut Context, a: FloatConst, b: FloatConst, f: Binary) -> FoldOutcome {
    if a.ty != b.ty {
        return FoldOutcome::Unchanged;
    }
    let bits = match a.kind {
        FloatKind::F64 => u128::from(
            f.f64(f64::from_bits(a.bits as u64), f64::from_bits(b.bits as u64))
                .to_bits(),
        ),
        FloatKind::F32 => u128::from(
            f.f32(f32::from_bits(a.bits as u32), f32::from_bits(b.bits as u32))
                .to_bits(),
        ),
        _ => return FoldOutcome::Unchanged,
    };
    replaced(ctx.float_attr_bits(bits, a.ty))
}

fn float_pair(ctx: &Context, consts: &[Option<Attribute>]) -> Option<(FloatConst, FloatConst)> {
    Some((float_const(ctx, consts, 0)?, float_const(ctx, consts, 1)?))
}

/// `math.atan2`: `atan2(±0, ±0)` is the default NaN (in any format with NaNs), other
/// `f32`/`f64` pairs the C library's `atan2`.
pub(crate) fn fold_atan2(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let Some((a, b)) = float_pair(ctx, consts) else {
        return FoldOutcome::Unchanged;
    };
    let zero = |c: FloatConst| decode(c.kind, c.bits).class == FloatClass::Zero;
    if zero(a) && zero(b) && a.ty == b.ty {
        return match a.kind.format().quiet_nan_bits(false) {
            Some(nan) => replaced(ctx.float_attr_bits(nan, a.ty)),
            None => FoldOutcome::Unchanged,
        };
    }
    libm_binary(ctx, a, b, Binary::Atan2)
}

/// `math.powf`: the C library's `pow` on `f32`/`f64` pairs.
pub(crate) fn fold_powf(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let Some((a, b)) = float_pair(ctx, consts) else {
        return FoldOutcome::Unchanged;
    };
    libm_binary(ctx, a, b, Binary::Pow)
}

/// Folds an integer op of one constant to `f(bits, width)` (bits at the width).
fn int_unary(
    ctx: &mut Context,
    consts: &[Option<Attribute>],
    f: fn(u128, u32) -> u128,
) -> FoldOutcome {
    let Some((x, w, ty)) = int_const(ctx, consts, 0) else {
        return FoldOutcome::Unchanged;
    };
    replaced(ctx.int_attr(f(x, w) as i128, ty))
}

/// `math.absi`: `|x|`, wrapping (`|INT_MIN|` is `INT_MIN`).
pub(crate) fn fold_absi(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    int_unary(ctx, consts, |x, w| {
        if x >> (w - 1) & 1 == 1 {
            x.wrapping_neg() & mask(w)
        } else {
            x
        }
    })
}

/// `math.ctlz`: leading zeros at the width (the width for 0).
pub(crate) fn fold_ctlz(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    int_unary(ctx, consts, |x, w| {
        u128::from(x.leading_zeros() - (128 - w))
    })
}

/// `math.cttz`: trailing zeros (the width for 0).
pub(crate) fn fold_cttz(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    int_unary(ctx, consts, |x, w| {
        if x == 0 {
            u128::from(w)
        } else {
            u128::from(x.trailing_zeros())
        }
    })
}

/// `math.ctpop`: set bits.
pub(crate) fn fold_ctpop(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    int_unary(ctx, consts, |x, _| u128::from(x.count_ones()))
}

/// `base^power` at width `w`, as MLIR 22's `IPowIOp::fold`: the power is signed; a
/// negative power gives 1 for a base of 1, ±1 for a base of -1 (by the power's
/// parity), 0 for any other non-zero base, and no fold for 0; otherwise square and
/// multiply, wrapping.
pub(crate) fn ipowi(base: u128, power: u128, w: u32) -> Option<u128> {
    let m = mask(w);
    let one = 1 & m;
    let minus_one = m;
    if power == 0 {
        return Some(one);
    }
    if power >> (w - 1) & 1 == 1 {
        if base == 0 {
            return None;
        }
        if base == one {
            return Some(one);
        }
        if base != minus_one {
            return Some(0);
        }
        return Some(if power & 1 == 1 { minus_one } else { one });
    }
    let (mut result, mut b, mut p) = (one, base, power);
    loop {
        if p & 1 == 1 {
            result = result.wrapping_mul(b) & m;
        }
        p >>= 1;
        if p == 0 {
            return Some(result);
        }
        b = b.wrapping_mul(b) & m;
    }
}

/// `math.ipowi`.
pub(crate) fn fold_ipowi(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let (Some((base, w, ty)), Some((power, pw, _))) =
        (int_const(ctx, consts, 0), int_const(ctx, consts, 1))
    else {
        return FoldOutcome::Unchanged;
    };
    match ipowi(base, power, w).filter(|_| pw == w) {
        Some(r) => replaced(ctx.int_attr(r as i128, ty)),
        None => FoldOutcome::Unchanged,
    }
}

/// Folds a classification op of a scalar float constant to `true`/`false`.
fn classify(
    ctx: &mut Context,
    consts: &[Option<Attribute>],
    f: fn(FloatKind, u128) -> bool,
) -> FoldOutcome {
    let Some(x) = float_const(ctx, consts, 0) else {
        return FoldOutcome::Unchanged;
    };
    let b = f(x.kind, x.bits);
    replaced(ctx.bool_attr(b))
}

/// `math.isfinite`: neither infinite nor NaN.
pub(crate) fn fold_isfinite(
    ctx: &mut Context,
    _: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    classify(ctx, consts, |k, b| {
        matches!(
            decode(k, b).class,
            FloatClass::Zero | FloatClass::Finite { .. }
        )
    })
}

/// `math.isinf`.
pub(crate) fn fold_isinf(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    classify(ctx, consts, |k, b| {
        decode(k, b).class == FloatClass::Infinity
    })
}

/// `math.isnan`.
pub(crate) fn fold_isnan(ctx: &mut Context, _: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    classify(ctx, consts, |k, b| decode(k, b).class == FloatClass::NaN)
}

/// `math.isnormal`: finite, non-zero, with the significand's leading bit set (not
/// subnormal).
pub(crate) fn fold_isnormal(
    ctx: &mut Context,
    _: OpId,
    consts: &[Option<Attribute>],
) -> FoldOutcome {
    classify(ctx, consts, |k, b| match decode(k, b).class {
        FloatClass::Finite { significand, .. } => significand >> (k.format().precision - 1) != 0,
        _ => false,
    })
}
