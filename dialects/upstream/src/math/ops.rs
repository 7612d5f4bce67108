//! The ops of MLIR's `math` dialect (LLVM 22), each declared once. Formats are the
//! `assemblyFormat`s of `MathOps.td` in the `op!` format language; the float ops carry
//! `fastmath` as arith's float ops do (`#arith.fastmath<none>` by default, left out of
//! the custom form). The classification ops, `math.fpowi` and `math.sincos` print
//! types the format engine cannot infer from, so their syntax is in `syntax`.

use super::{fold, syntax, verify};
use crate::arith::FastMathAttr;

/// Declares a unary float op `%r = math.OP %x (fastmath<flags>)? : T`.
macro_rules! float_unary {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal $(, $fold:expr)?) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
                operands: [operand: single],
                results: [result: single],
                attrs: [fastmath: custom(FastMathAttr) [default]],
                verify: verify::verify_float_unary,
                $(fold: $fold,)?
                format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            }
        }
    };
}

/// Declares a binary float op `%r = math.OP %a, %b (fastmath<flags>)? : T`.
macro_rules! float_binary {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal $(, $fold:expr)?) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
                operands: [lhs: single, rhs: single],
                results: [result: single],
                attrs: [fastmath: custom(FastMathAttr) [default]],
                verify: verify::verify_float_binary,
                $(fold: $fold,)?
                format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            }
        }
    };
}

/// Declares a unary integer op `%r = math.OP %x : T`.
macro_rules! int_unary {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, $fold:expr) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
                operands: [operand: single],
                results: [result: single],
                verify: verify::verify_int_unary,
                fold: $fold,
                format: "$operand attr-dict `:` type($result)",
            }
        }
    };
}

/// Declares a float classification op `%b = math.OP %x : T` (an `i1` of `T`'s shape;
/// `fastmath` only in the attribute dictionary).
macro_rules! classification {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, $fold:expr) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [PURE],
                operands: [operand: single],
                results: [result: single],
                attrs: [fastmath: custom(FastMathAttr) [default]],
                verify: verify::verify_classification,
                fold: $fold,
                parse: syntax::parse_classification,
                print: syntax::print_classification,
            }
        }
    };
}

float_unary!(
    /// `math.absf %x : T`: `|x|`.
    AbsF = "math.absf", "floating point absolute-value operation", fold::fold_absf
);
float_unary!(
    /// `math.acos %x : T`.
    Acos = "math.acos", "arcus cosine of the given value", fold::fold_acos
);
float_unary!(
    /// `math.acosh %x : T`.
    Acosh = "math.acosh", "hyperbolic arcus cosine of the given value", fold::fold_acosh
);
float_unary!(
    /// `math.asin %x : T`.
    Asin = "math.asin", "arcus sine of the given value", fold::fold_asin
);
float_unary!(
    /// `math.asinh %x : T`.
    Asinh = "math.asinh", "hyperbolic arcus sine of the given value", fold::fold_asinh
);
float_unary!(
    /// `math.atan %x : T`.
    Atan = "math.atan", "arcus tangent of the given value", fold::fold_atan
);
float_unary!(
    /// `math.atanh %x : T`.
    Atanh = "math.atanh", "hyperbolic arcus tangent of the given value", fold::fold_atanh
);
float_unary!(
    /// `math.cbrt %x : T` (not folded, as in MLIR 22).
    Cbrt = "math.cbrt", "cube root of the specified value"
);
float_unary!(
    /// `math.ceil %x : T`: rounds toward +infinity.
    Ceil = "math.ceil", "ceiling of the specified value", fold::fold_ceil
);
float_unary!(
    /// `math.cos %x : T`.
    Cos = "math.cos", "cosine of the specified value", fold::fold_cos
);
float_unary!(
    /// `math.cosh %x : T`.
    Cosh = "math.cosh", "hyperbolic cosine of the specified value", fold::fold_cosh
);
float_unary!(
    /// `math.erf %x : T`: the error function.
    Erf = "math.erf", "error function of the specified value", fold::fold_erf
);
float_unary!(
    /// `math.erfc %x : T`: `1 - erf(x)`.
    Erfc = "math.erfc", "complementary error function of the specified value", fold::fold_erfc
);
float_unary!(
    /// `math.exp %x : T`: `e^x`.
    Exp = "math.exp", "base-e exponential of the specified value", fold::fold_exp
);
float_unary!(
    /// `math.exp2 %x : T`: `2^x`.
    Exp2 = "math.exp2", "base-2 exponential of the specified value", fold::fold_exp2
);
float_unary!(
    /// `math.expm1 %x : T`: `e^x - 1`.
    ExpM1 = "math.expm1", "base-e exponential of the specified value minus 1", fold::fold_expm1
);
float_unary!(
    /// `math.floor %x : T`: rounds toward -infinity.
    Floor = "math.floor", "floor of the specified value", fold::fold_floor
);
float_unary!(
    /// `math.log %x : T`: the natural logarithm.
    Log = "math.log", "base-e logarithm of the specified value", fold::fold_log
);
float_unary!(
    /// `math.log10 %x : T`.
    Log10 = "math.log10", "base-10 logarithm of the specified value", fold::fold_log10
);
float_unary!(
    /// `math.log1p %x : T`: `log(1 + x)`.
    Log1p = "math.log1p", "Computes the natural logarithm of one plus the given value",
    fold::fold_log1p
);
float_unary!(
    /// `math.log2 %x : T`.
    Log2 = "math.log2", "base-2 logarithm of the specified value", fold::fold_log2
);
float_unary!(
    /// `math.round %x : T`: to nearest, ties away from zero.
    Round = "math.round", "round to nearest integer value, ties away from zero",
    fold::fold_round
);
float_unary!(
    /// `math.roundeven %x : T`: to nearest, ties to even.
    RoundEven = "math.roundeven", "round to nearest integer value, ties to even",
    fold::fold_roundeven
);
float_unary!(
    /// `math.rsqrt %x : T`: `1 / sqrt(x)` (not folded, as in MLIR 22).
    Rsqrt = "math.rsqrt", "reciprocal of sqrt (1 / sqrt of the specified value)"
);
float_unary!(
    /// `math.sin %x : T`.
    Sin = "math.sin", "sine of the specified value", fold::fold_sin
);
float_unary!(
    /// `math.sinh %x : T`.
    Sinh = "math.sinh", "hyperbolic sine of the specified value", fold::fold_sinh
);
float_unary!(
    /// `math.sqrt %x : T`.
    Sqrt = "math.sqrt", "sqrt of the specified value", fold::fold_sqrt
);
float_unary!(
    /// `math.tan %x : T`.
    Tan = "math.tan", "tangent of the specified value", fold::fold_tan
);
float_unary!(
    /// `math.tanh %x : T`.
    Tanh = "math.tanh", "hyperbolic tangent of the specified value", fold::fold_tanh
);
float_unary!(
    /// `math.trunc %x : T`: rounds toward zero.
    Trunc = "math.trunc", "trunc of the specified value", fold::fold_trunc
);

float_binary!(
    /// `math.atan2 %y, %x : T`.
    Atan2 = "math.atan2", "2-argument arcus tangent of the given values", fold::fold_atan2
);
float_binary!(
    /// `math.copysign %a, %b : T`: `|a|` with `b`'s sign.
    CopySign = "math.copysign", "A copysign operation", fold::fold_copysign
);
float_binary!(
    /// `math.powf %a, %b : T`: `a^b`.
    PowF = "math.powf", "floating point raised to the power of operation", fold::fold_powf
);

visa_ir::op! {
    /// `math.fma %a, %b, %c : T`: `a * b + c` rounded once (not folded, as in MLIR 22).
    pub struct Fma = "math.fma" {
        summary: "floating point fused multipy-add operation",
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [a: single, b: single, c: single],
        results: [result: single],
        attrs: [fastmath: custom(FastMathAttr) [default]],
        verify: verify::verify_float_ternary,
        format: "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    }
}

visa_ir::op! {
    /// `math.clampf %x to [%lo, %hi] : T`: `x` clamped to `[lo, hi]` (not folded, as in
    /// MLIR 22).
    pub struct ClampF = "math.clampf" {
        summary: "floating point clamping operation",
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [value: single, min: single, max: single],
        results: [result: single],
        attrs: [fastmath: custom(FastMathAttr) [default]],
        verify: verify::verify_float_ternary,
        format: "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    }
}

int_unary!(
    /// `math.absi %x : T`: `|x|`, wrapping (`|INT_MIN| = INT_MIN`).
    AbsI = "math.absi", "integer absolute-value operation", fold::fold_absi
);
int_unary!(
    /// `math.ctlz %x : T`: the number of leading zero bits.
    CountLeadingZeros = "math.ctlz", "counts the leading zeros an integer value",
    fold::fold_ctlz
);
int_unary!(
    /// `math.cttz %x : T`: the number of trailing zero bits.
    CountTrailingZeros = "math.cttz", "counts the trailing zeros an integer value",
    fold::fold_cttz
);
int_unary!(
    /// `math.ctpop %x : T`: the number of set bits.
    CtPop = "math.ctpop", "counts the number of set bits of an integer value",
    fold::fold_ctpop
);

visa_ir::op! {
    /// `math.ipowi %a, %b : T`: `a^b` on signed integers, wrapping.
    pub struct IPowI = "math.ipowi" {
        summary: "signed integer raised to the power of operation",
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: single, rhs: single],
        results: [result: single],
        verify: verify::verify_int_binary,
        fold: fold::fold_ipowi,
        format: "$lhs `,` $rhs attr-dict `:` type($result)",
    }
}

visa_ir::op! {
    /// `math.fpowi %a, %n : T, I`: a float raised to a signed integer power (not folded,
    /// as in MLIR 22).
    pub struct FPowI = "math.fpowi" {
        summary: "floating point raised to the signed integer power",
        traits: [PURE],
        operands: [lhs: single, rhs: single],
        results: [result: single],
        attrs: [fastmath: custom(FastMathAttr) [default]],
        verify: verify::verify_fpowi,
        parse: syntax::parse_fpowi,
        print: syntax::print_fpowi,
    }
}

visa_ir::op! {
    /// `%sin, %cos = math.sincos %x : T`: the sine and cosine of `x` (not folded, as in
    /// MLIR 22).
    pub struct SinCos = "math.sincos" {
        summary: "sine and cosine of the specified value",
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [operand: single],
        results: [sin: single, cos: single],
        attrs: [fastmath: custom(FastMathAttr) [default]],
        verify: verify::verify_sincos,
        result_names: syntax::sincos_names,
        format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
    }
}

classification!(
    /// `math.isfinite %x : T`: neither infinite nor NaN.
    IsFinite = "math.isfinite", "returns true if the operand classifies as finite",
    fold::fold_isfinite
);
classification!(
    /// `math.isinf %x : T`.
    IsInf = "math.isinf", "returns true if the operand classifies as infinite",
    fold::fold_isinf
);
classification!(
    /// `math.isnan %x : T`.
    IsNaN = "math.isnan", "returns true if the operand classifies as NaN", fold::fold_isnan
);
classification!(
    /// `math.isnormal %x : T`: finite, non-zero and not subnormal.
    IsNormal = "math.isnormal", "returns true if the operand classifies as normal",
    fold::fold_isnormal
);
