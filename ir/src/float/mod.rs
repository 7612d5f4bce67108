//! Binary floating-point formats and exact conversions, after LLVM's `fltSemantics` and
//! `APFloat`: every builtin float type's format ([`FloatFormat`]), decoding of a bit
//! pattern ([`decode`]), correctly rounded conversion (round to nearest, ties to even)
//! of decimal literals ([`decimal_to_bits`]) and of `f64` values ([`from_f64`]) into
//! any format, and back to `f64` where exact ([`to_f64`]).
//!
//! A float attribute stores its type's own bit pattern (`u128` holds `f80` and `f128`),
//! so NaN payloads and signalling NaNs are kept bit for bit. Decimal literals are
//! converted exactly with a small bignum (no double rounding through `f64`; see
//! `docs/decisions.md`, "Text format › Floats").

pub(crate) mod bignum;

use crate::types::FloatKind;
use bignum::Big;

/// How a format spends its top exponent and sign patterns (LLVM's
/// `fltNonfiniteBehavior` and `fltNanEncoding` together).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NonFinite {
    /// IEEE 754: exponent all ones is infinity (mantissa zero) or NaN (non-zero).
    Ieee,
    /// No infinity; the one NaN pattern (per sign) is exponent and mantissa all ones
    /// (`f8E4M3FN`, `f8E8M0FNU`). Overflow gives NaN.
    NanAllOnes,
    /// No infinity and no negative zero; the sign bit with all else zero is the NaN
    /// (`f8E4M3FNUZ`, `f8E5M2FNUZ`, `f8E4M3B11FNUZ`). Overflow gives NaN.
    NanNegativeZero,
    /// Neither infinity nor NaN (`f4E2M1FN`, `f6E2M3FN`, `f6E3M2FN`). Overflow
    /// saturates to the largest finite value.
    FiniteOnly,
}

/// A binary floating-point format: the parts of LLVM's `fltSemantics` the compiler
/// uses. A value is `±m × 2^(e - bias - mantissa_bits)` for the stored fields.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct FloatFormat {
    /// Storage width in bits.
    pub width: u32,
    /// Exponent field bits.
    pub exponent_bits: u32,
    /// Stored significand bits (for `f80` this includes the explicit integer bit).
    pub mantissa_bits: u32,
    /// Significand precision in bits, the leading bit included.
    pub precision: u32,
    /// Exponent bias.
    pub bias: i32,
    /// Smallest normal exponent (LLVM's `minExponent`).
    pub min_exp: i32,
    /// Largest finite exponent (LLVM's `maxExponent`).
    pub max_exp: i32,
    /// Infinity and NaN encoding.
    pub non_finite: NonFinite,
    /// Whether the top bit is a sign (`false` only for `f8E8M0FNU`).
    pub has_sign: bool,
    /// Whether zero is representable (`false` only for `f8E8M0FNU`, whose all-zero
    /// pattern is `2^-127`).
    pub has_zero: bool,
    /// Whether the significand's leading bit is stored (`f80`).
    pub explicit_integer_bit: bool,
}

#[allow(clippy::too_many_arguments)]
const fn fmt(
    width: u32,
    exponent_bits: u32,
    mantissa_bits: u32,
    precision: u32,
    bias: i32,
    min_exp: i32,
    max_exp: i32,
    non_finite: NonFinite,
) -> FloatFormat {
    FloatFormat {
        width,
        exponent_bits,
        mantissa_bits,
        precision,
        bias,
        min_exp,
        max_exp,
        non_finite,
        has_sign: true,
        has_zero: true,
        explicit_integer_bit: false,
    }
}

use NonFinite::*;

impl FloatKind {
    /// The format of this kind (LLVM's `APFloat::*()` semantics of the same name).
    pub fn format(self) -> &'static FloatFormat {
        static BF16: FloatFormat = fmt(16, 8, 7, 8, 127, -126, 127, Ieee);
        static F16: FloatFormat = fmt(16, 5, 10, 11, 15, -14, 15, Ieee);
        static F32: FloatFormat = fmt(32, 8, 23, 24, 127, -126, 127, Ieee);
        static F64: FloatFormat = fmt(64, 11, 52, 53, 1023, -1022, 1023, Ieee);
        static F8E4M3FN: FloatFormat = fmt(8, 4, 3, 4, 7, -6, 8, NanAllOnes);
        static F8E5M2: FloatFormat = fmt(8, 5, 2, 3, 15, -14, 15, Ieee);
        static F8E3M4: FloatFormat = fmt(8, 3, 4, 5, 3, -2, 3, Ieee);
        static F8E4M3: FloatFormat = fmt(8, 4, 3, 4, 7, -6, 7, Ieee);
        static F8E4M3FNUZ: FloatFormat = fmt(8, 4, 3, 4, 8, -7, 7, NanNegativeZero);
        static F8E4M3B11FNUZ: FloatFormat = fmt(8, 4, 3, 4, 11, -10, 4, NanNegativeZero);
        static F8E5M2FNUZ: FloatFormat = fmt(8, 5, 2, 3, 16, -15, 15, NanNegativeZero);
        static F8E8M0FNU: FloatFormat = FloatFormat {
            has_sign: false,
            has_zero: false,
            ..fmt(8, 8, 0, 1, 127, -127, 127, NanAllOnes)
        };
        static F4E2M1FN: FloatFormat = fmt(4, 2, 1, 2, 1, 0, 2, FiniteOnly);
        static F6E2M3FN: FloatFormat = fmt(6, 2, 3, 4, 1, 0, 2, FiniteOnly);
        static F6E3M2FN: FloatFormat = fmt(6, 3, 2, 3, 3, -2, 4, FiniteOnly);
        static TF32: FloatFormat = fmt(19, 8, 10, 11, 127, -126, 127, Ieee);
        static F80: FloatFormat = FloatFormat {
            explicit_integer_bit: true,
            ..fmt(80, 15, 64, 64, 16383, -16382, 16383, Ieee)
        };
        static F128: FloatFormat = fmt(128, 15, 112, 113, 16383, -16382, 16383, Ieee);
        match self {
            FloatKind::BF16 => &BF16,
            FloatKind::F16 => &F16,
            FloatKind::F32 => &F32,
            FloatKind::F64 => &F64,
            FloatKind::F8E4M3FN => &F8E4M3FN,
            FloatKind::F8E5M2 => &F8E5M2,
            FloatKind::F8E3M4 => &F8E3M4,
            FloatKind::F8E4M3 => &F8E4M3,
            FloatKind::F8E4M3FNUZ => &F8E4M3FNUZ,
            FloatKind::F8E4M3B11FNUZ => &F8E4M3B11FNUZ,
            FloatKind::F8E5M2FNUZ => &F8E5M2FNUZ,
            FloatKind::F8E8M0FNU => &F8E8M0FNU,
            FloatKind::F4E2M1FN => &F4E2M1FN,
            FloatKind::F6E2M3FN => &F6E2M3FN,
            FloatKind::F6E3M2FN => &F6E3M2FN,
            FloatKind::TF32 => &TF32,
            FloatKind::F80 => &F80,
            FloatKind::F128 => &F128,
        }
    }
}

/// What a bit pattern denotes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FloatClass {
    /// Zero (its sign in [`Decoded::negative`]).
    Zero,
    /// A finite non-zero value `significand × 2^exp` (`significand` non-zero, at most
    /// `precision` bits).
    Finite {
        /// The integer significand.
        significand: u128,
        /// The power of two it is scaled by.
        exp: i32,
    },
    /// Infinity.
    Infinity,
    /// Not a number (payload not interpreted).
    NaN,
}

/// A decoded bit pattern.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Decoded {
    /// The sign bit (always `false` in unsigned formats).
    pub negative: bool,
    /// The value's class.
    pub class: FloatClass,
}

impl FloatFormat {
    fn mant_mask(&self) -> u128 {
        low_mask(self.mantissa_bits)
    }
    fn exp_all_ones(&self) -> u128 {
        low_mask(self.exponent_bits)
    }
    fn sign_bit(&self) -> u128 {
        if self.has_sign {
            1u128 << (self.width - 1)
        } else {
            0
        }
    }

    /// The bits of the largest finite value.
    pub fn max_finite_bits(&self) -> u128 {
        let (e, m) = match self.non_finite {
            Ieee => (self.exp_all_ones() - 1, self.mant_mask()),
            NanAllOnes if self.mantissa_bits == 0 => (self.exp_all_ones() - 1, 0),
            NanAllOnes => (self.exp_all_ones(), self.mant_mask() - 1),
            NanNegativeZero | FiniteOnly => (self.exp_all_ones(), self.mant_mask()),
        };
        (e << self.mantissa_bits) | m
    }

    /// The default quiet NaN (as LLVM's `APFloat::getQNaN`), `None` without NaNs.
    pub fn quiet_nan_bits(&self, negative: bool) -> Option<u128> {
        let sign = if negative { self.sign_bit() } else { 0 };
        match self.non_finite {
            Ieee => {
                let mut m = 1u128 << (self.mantissa_bits - 1);
                if self.explicit_integer_bit {
                    m |= 1u128 << (self.mantissa_bits - 2);
                }
                Some(sign | (self.exp_all_ones() << self.mantissa_bits) | m)
            }
            NanAllOnes => Some(sign | low_mask(self.exponent_bits + self.mantissa_bits)),
            NanNegativeZero => Some(1u128 << (self.width - 1)),
            FiniteOnly => None,
        }
    }

    fn zero_bits(&self, negative: bool) -> u128 {
        // No negative zero in the FNUZ formats; `f8E8M0FNU` has no zero at all and,
        // as LLVM's `makeZero`, gives its smallest value, the all-zero pattern.
        if negative && self.non_finite != NanNegativeZero {
            self.sign_bit()
        } else {
            0
        }
    }

    fn overflow_bits(&self, negative: bool) -> u128 {
        let sign = if negative { self.sign_bit() } else { 0 };
        match self.non_finite {
            Ieee => {
                let int_bit = if self.explicit_integer_bit {
                    1u128 << (self.mantissa_bits - 1)
                } else {
                    0
                };
                sign | (self.exp_all_ones() << self.mantissa_bits) | int_bit
            }
            NanAllOnes | NanNegativeZero => self.quiet_nan_bits(negative).unwrap_or(0),
            FiniteOnly => sign | self.max_finite_bits(),
        }
    }
}

fn low_mask(bits: u32) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

/// Decodes `bits` (which must fit the width) of `kind`.
pub fn decode(kind: FloatKind, bits: u128) -> Decoded {
    let f = kind.format();
    let negative = bits & f.sign_bit() != 0;
    let e = (bits >> f.mantissa_bits) & f.exp_all_ones();
    let m = bits & f.mant_mask();
    let class = |class| Decoded { negative, class };
    let top = f.exp_all_ones();
    let nan = match f.non_finite {
        Ieee if f.explicit_integer_bit => e == top && m != int_bit(f),
        Ieee => e == top && m != 0,
        NanAllOnes => e == top && m == f.mant_mask(),
        NanNegativeZero => negative && e == 0 && m == 0,
        FiniteOnly => false,
    };
    if nan {
        return class(FloatClass::NaN);
    }
    if f.non_finite == Ieee && e == top {
        return class(FloatClass::Infinity);
    }
    if f.explicit_integer_bit {
        // x87: an unnormal (integer bit clear with a non-zero exponent) is invalid;
        // LLVM reads it as a NaN.
        if e != 0 && m & int_bit(f) == 0 {
            return class(FloatClass::NaN);
        }
        if m == 0 {
            return class(FloatClass::Zero);
        }
        let exp = e.max(1) as i32 - f.bias - (f.mantissa_bits as i32 - 1);
        return class(finite(m, exp));
    }
    if e == 0 && f.has_zero {
        if m == 0 {
            return class(FloatClass::Zero);
        }
        return class(finite(m, 1 - f.bias - f.mantissa_bits as i32));
    }
    let significand = m | (1u128 << f.mantissa_bits);
    class(finite(
        significand,
        e as i32 - f.bias - f.mantissa_bits as i32,
    ))
}

fn int_bit(f: &FloatFormat) -> u128 {
    if f.explicit_integer_bit {
        1u128 << (f.mantissa_bits - 1)
    } else {
        0
    }
}

fn finite(significand: u128, exp: i32) -> FloatClass {
    FloatClass::Finite { significand, exp }
}

/// Rounds `±(mant + sticky·ε) × 2^exp2` to nearest, ties to even, in `kind` and
/// returns the bits (`sticky`: the true value is slightly above `mant × 2^exp2`).
/// Overflow gives infinity, NaN or the largest finite value, as the format allows
/// (LLVM's `handleOverflow`); underflow gives zero.
pub fn round_to_bits(kind: FloatKind, negative: bool, mant: u128, exp2: i64, sticky: bool) -> u128 {
    round_inner(kind, negative, mant, exp2, sticky).0
}

/// [`round_to_bits`] that also says whether the result is inexact.
fn round_inner(
    kind: FloatKind,
    negative: bool,
    mant: u128,
    exp2: i64,
    sticky: bool,
) -> (u128, bool) {
    let f = kind.format();
    let negative = negative && f.has_sign;
    if mant == 0 {
        return (f.zero_bits(negative), sticky);
    }
    let p = f.precision as i64;
    let len = 128 - mant.leading_zeros() as i64;
    let e = exp2 + len - 1;
    let ulp = e.max(f.min_exp as i64) - (p - 1);
    let shift = ulp - exp2;
    use std::cmp::Ordering;
    let (mut m, mut ulp, inexact) = if shift > 0 {
        // The kept part, whether anything is dropped, and the dropped part against half
        // an ulp.
        let (q, dropped, vs_half) = if shift > 128 {
            (0u128, true, Ordering::Less)
        } else {
            let q = if shift == 128 { 0 } else { mant >> shift };
            let rem = mant & low_mask(shift as u32);
            let half = 1u128 << (shift - 1);
            let tail = if sticky {
                Ordering::Greater
            } else {
                Ordering::Equal
            };
            (q, rem != 0, rem.cmp(&half).then(tail))
        };
        let up = match vs_half {
            Ordering::Greater => true,
            Ordering::Equal => q & 1 == 1,
            Ordering::Less => false,
        };
        (q + up as u128, ulp, dropped || sticky)
    } else {
        (mant << (-shift) as u32, ulp, sticky)
    };
    if m == 1u128 << p {
        m >>= 1;
        ulp += 1;
    }
    if m == 0 {
        return (f.zero_bits(negative), true);
    }
    let sign = if negative { f.sign_bit() } else { 0 };
    let full = m >> (p - 1) == 1;
    let biased = if full { ulp + p - 1 + f.bias as i64 } else { 0 };
    // Overflow: above the largest finite value (a normal one, so when both have the
    // same exponent both significands have `precision` bits).
    if let FloatClass::Finite { significand, exp } = decode(kind, f.max_finite_bits()).class {
        let max_e = exp as i64 + p - 1;
        let this_e = ulp + (128 - m.leading_zeros() as i64) - 1;
        if this_e > max_e || (this_e == max_e && m > significand) {
            return (f.overflow_bits(negative), true);
        }
    }
    let stored = if f.explicit_integer_bit {
        m
    } else {
        m & f.mant_mask()
    };
    (
        sign | ((biased as u128) << f.mantissa_bits) | stored,
        inexact,
    )
}

/// `value` rounded to nearest-even in `kind` (for folders). A NaN gives the format's
/// default quiet NaN (its payload is not carried over), `None` in formats without NaN.
pub fn from_f64(kind: FloatKind, value: f64) -> Option<u128> {
    match decode(FloatKind::F64, value.to_bits() as u128) {
        Decoded {
            class: FloatClass::NaN,
            negative,
        } => kind.format().quiet_nan_bits(negative),
        Decoded {
            class: FloatClass::Infinity,
            negative,
        } => Some(
            kind.format()
                .overflow_bits(negative && kind.format().has_sign),
        ),
        Decoded {
            class: FloatClass::Zero,
            negative,
        } => Some(kind.format().zero_bits(negative && kind.format().has_sign)),
        Decoded {
            class: FloatClass::Finite { significand, exp },
            negative,
        } => Some(round_to_bits(
            kind,
            negative,
            significand,
            exp as i64,
            false,
        )),
    }
}

/// The value of `bits` of `kind` as an `f64`, `None` when it is not exactly
/// representable there (`f80`/`f128` values with more precision or range). NaNs give
/// `f64::NAN` (with the sign; the payload is not carried over).
pub fn to_f64(kind: FloatKind, bits: u128) -> Option<f64> {
    let d = decode(kind, bits);
    // Negation flips the sign bit of every value, NaN included (`-1.0 * NaN` need not).
    let signed = |x: f64| if d.negative { -x } else { x };
    match d.class {
        FloatClass::NaN => Some(signed(f64::NAN)),
        FloatClass::Infinity => Some(signed(f64::INFINITY)),
        FloatClass::Zero => Some(signed(0.0)),
        FloatClass::Finite { significand, exp } => {
            let (b, inexact) =
                round_inner(FloatKind::F64, d.negative, significand, exp as i64, false);
            let v = f64::from_bits(b as u64);
            (!inexact && v.is_finite()).then_some(v)
        }
    }
}

/// The value of `bits` of `kind` rounded to the nearest `f64` (for interpreters).
pub fn to_f64_rounded(kind: FloatKind, bits: u128) -> f64 {
    let d = decode(kind, bits);
    match d.class {
        FloatClass::Finite { significand, exp } => {
            f64::from_bits(
                round_to_bits(FloatKind::F64, d.negative, significand, exp as i64, false) as u64,
            )
        }
        _ => to_f64(kind, bits).unwrap_or(f64::NAN),
    }
}

/// The value of `bits` of `kind` as an `f64` with nothing lost, for interpreters that
/// move elements: numbers as [`to_f64_rounded`] (exact for every format up to `f32`);
/// a NaN of an IEEE format keeps its sign and its payload, the stored mantissa bits
/// placed at the top of `f64`'s mantissa so the quiet bit stays the quiet bit and a
/// signalling NaN stays signalling. [`from_f64_keeping_nan`] gives `bits` back.
///
/// ```
/// use visa_ir::{float::{from_f64_keeping_nan, to_f64_keeping_nan}, FloatKind};
/// let snan = to_f64_keeping_nan(FloatKind::F32, 0x7F80_0001);
/// assert!(snan.is_nan());
/// assert_eq!(from_f64_keeping_nan(FloatKind::F32, snan), Some(0x7F80_0001));
/// assert_eq!(from_f64_keeping_nan(FloatKind::BF16, to_f64_keeping_nan(FloatKind::BF16, 0xFF81)), Some(0xFF81));
/// ```
pub fn to_f64_keeping_nan(kind: FloatKind, bits: u128) -> f64 {
    let f = kind.format();
    if decode(kind, bits).class != FloatClass::NaN || f.non_finite != Ieee || f.mantissa_bits > 52 {
        return to_f64_rounded(kind, bits);
    }
    let sign = if bits & f.sign_bit() != 0 {
        1u64 << 63
    } else {
        0
    };
    let payload = (bits & f.mant_mask()) as u64;
    f64::from_bits(sign | (0x7FFu64 << 52) | (payload << (52 - f.mantissa_bits)))
}

/// `value` in `kind`, the inverse of [`to_f64_keeping_nan`]: numbers round to nearest
/// even as [`from_f64`]; a NaN keeps its sign and the top bits of its payload in an IEEE
/// format (the format's quiet NaN when those bits are all zero, which would read as
/// infinity), and is the format's NaN of that sign in the others. `None` in formats
/// without NaN.
pub fn from_f64_keeping_nan(kind: FloatKind, value: f64) -> Option<u128> {
    let f = kind.format();
    if !value.is_nan() || f.non_finite != Ieee || f.mantissa_bits > 52 {
        return from_f64(kind, value);
    }
    let negative = value.is_sign_negative();
    let payload = u128::from((value.to_bits() & ((1u64 << 52) - 1)) >> (52 - f.mantissa_bits));
    if payload == 0 {
        return f.quiet_nan_bits(negative);
    }
    let sign = if negative { f.sign_bit() } else { 0 };
    Some(sign | (f.exp_all_ones() << f.mantissa_bits) | payload)
}

/// `x` as an `f64` keeping a NaN's sign and payload ([`to_f64_keeping_nan`] for `f32`,
/// without the general decode): Rust's `f64::from(f32)` may quiet a signalling NaN.
#[inline]
pub fn f32_to_f64_keeping_nan(x: f32) -> f64 {
    if x.is_nan() {
        let b = x.to_bits();
        let sign = u64::from(b >> 31) << 63;
        f64::from_bits(sign | (0x7FFu64 << 52) | (u64::from(b & 0x7F_FFFF) << 29))
    } else {
        f64::from(x)
    }
}

/// `x` as an `f32`, the inverse of [`f32_to_f64_keeping_nan`]: numbers round to nearest
/// even (`as f32`); a NaN keeps its sign and the top 23 bits of its payload (the quiet
/// NaN of its sign when those are zero).
#[inline]
pub fn f64_to_f32_keeping_nan(x: f64) -> f32 {
    if x.is_nan() {
        let b = x.to_bits();
        let sign = ((b >> 63) as u32) << 31;
        let payload = ((b & ((1u64 << 52) - 1)) >> 29) as u32;
        let payload = if payload == 0 { 0x40_0000 } else { payload };
        f32::from_bits(sign | 0x7F80_0000 | payload)
    } else {
        x as f32
    }
}

/// Decimal digits kept from a literal; beyond them only whether any is non-zero
/// matters (every midpoint between two `f128`/`f80` values has fewer significant
/// digits, so the rounding cannot change).
const MAX_DIGITS: usize = 12_000;

/// The bits of the decimal literal `text` (`[-+]?digits[.digits][e[-+]digits]`) in
/// `kind`, correctly rounded to nearest-even; `None` when `text` is not such a literal.
///
/// ```
/// use visa_ir::{float::decimal_to_bits, FloatKind};
/// assert_eq!(decimal_to_bits(FloatKind::F16, "0.1"), Some(0x2E66));
/// assert_eq!(decimal_to_bits(FloatKind::F16, "1.0e40"), Some(0x7C00));
/// assert_eq!(decimal_to_bits(FloatKind::F8E4M3FN, "-1.0e40"), Some(0xFF));
/// ```
pub fn decimal_to_bits(kind: FloatKind, text: &str) -> Option<u128> {
    decimal_to_bits_impl(kind, text, true)
}

/// [`decimal_to_bits`] through the exact bignum conversion for every kind (`f32` and
/// `f64` included), the reference its fast path is tested against.
#[cfg(test)]
pub(crate) fn decimal_to_bits_exact(kind: FloatKind, text: &str) -> Option<u128> {
    decimal_to_bits_impl(kind, text, false)
}

fn decimal_to_bits_impl(kind: FloatKind, text: &str, fast: bool) -> Option<u128> {
    let (negative, body) = match text.as_bytes().first()? {
        b'-' => (true, &text[1..]),
        b'+' => (false, &text[1..]),
        _ => (false, text),
    };
    let (mantissa, exp_text) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let (int_part, frac_part) = match mantissa.find('.') {
        Some(i) => (&mantissa[..i], &mantissa[i + 1..]),
        None => (mantissa, ""),
    };
    if int_part.is_empty() && frac_part.is_empty()
        || !int_part
            .bytes()
            .chain(frac_part.bytes())
            .all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let mut exp10: i64 = 0;
    if let Some(t) = exp_text {
        let (neg, digits) = match t.as_bytes().first()? {
            b'-' => (true, &t[1..]),
            b'+' => (false, &t[1..]),
            _ => (false, t),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        for b in digits.bytes() {
            exp10 = exp10.saturating_mul(10).saturating_add((b - b'0') as i64);
        }
        if neg {
            exp10 = -exp10;
        }
    }
    // The text is a valid literal: for `f32`/`f64` the standard library's correctly
    // rounded conversion gives the same bits, much faster (dense literals of a
    // million elements).
    match kind {
        FloatKind::F64 if fast => {
            if let Ok(v) = text.parse::<f64>() {
                return Some(v.to_bits() as u128);
            }
        }
        FloatKind::F32 if fast => {
            if let Ok(v) = text.parse::<f32>() {
                return Some(v.to_bits() as u128);
            }
        }
        _ => {}
    }
    // Significant digits, with the decimal exponent of the last one kept.
    exp10 = exp10.saturating_sub(frac_part.len() as i64);
    let all = int_part.bytes().chain(frac_part.bytes());
    let mut digits: Vec<u8> = all.skip_while(|&b| b == b'0').collect();
    while digits.last() == Some(&b'0') {
        digits.pop();
        exp10 = exp10.saturating_add(1);
    }
    if digits.is_empty() {
        return Some(round_to_bits(kind, negative, 0, 0, false));
    }
    if digits.len() > MAX_DIGITS {
        let rest_nonzero = digits[MAX_DIGITS..].iter().any(|&b| b != b'0');
        exp10 = exp10.saturating_add((digits.len() - MAX_DIGITS) as i64);
        digits.truncate(MAX_DIGITS);
        if rest_nonzero {
            digits.push(b'1');
            exp10 = exp10.saturating_sub(1);
        }
    }
    let n = digits.len() as i64;
    // The value lies in [10^(n-1+exp10), 10^(n+exp10)); far outside every format's
    // range it overflows or underflows without arithmetic.
    if n - 1 + exp10.max(-1_000_000) > 5_000 {
        return Some(round_to_bits(kind, negative, 1, 1 << 20, false));
    }
    if n + exp10 < -5_000 {
        return Some(round_to_bits(kind, negative, 1, -(1 << 20), false));
    }
    let mut d = Big(Vec::new());
    for chunk in digits.chunks(9) {
        let v = chunk
            .iter()
            .fold(0u32, |acc, &b| acc * 10 + (b - b'0') as u32);
        d.mul_small(10u32.pow(chunk.len() as u32));
        if d.is_zero() {
            d = Big::from_u128(v as u128);
        } else {
            d.add_small(v);
        }
    }
    let (mant, exp2, sticky) = if exp10 >= 0 {
        d.mul_pow10(exp10 as u32);
        let len = d.bit_len();
        let shift = len.saturating_sub(120);
        let sticky = d.shr_sticky(shift);
        (d.low_u128(), shift as i64, sticky)
    } else {
        let p = Big::pow10((-exp10) as u32);
        let k = (p.bit_len() as i64 - d.bit_len() as i64 + 120).max(0) as u32;
        d.shl(k);
        let (q, sticky) = d.div_sticky(&p);
        (q, -(k as i64), sticky)
    };
    Some(round_to_bits(kind, negative, mant, exp2, sticky))
}

impl Big {
    fn mul_pow10(&mut self, n: u32) {
        let mut left = n;
        while left >= 9 {
            self.mul_small(1_000_000_000);
            left -= 9;
        }
        self.mul_small(10u32.pow(left));
    }
}

#[cfg(test)]
mod tests;
