//! The rest of MLIR's `arith` ops, each declared once: the integer division,
//! remainder, bitwise, shift, min/max and extended ops, the float ops with their
//! `fastmath` flags, the casts, and `arith.cmpf`. Formats are MLIR's
//! `assemblyFormat`s (ArithOps.td) in the `op!` format language.

use super::flags::{FastMathAttr, RoundingModeAttr};
use super::{canon, fold, fold_float, syntax, verify, OverflowFlagsAttr, PredicateFAttr};

/// Declares an integer binary op `%r = arith.OP %a, %b : T` (no flags).
macro_rules! int_binary {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, [$($tr:ident),*], $fold:path, $canon:path) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE $(, $tr)*],
                operands: [lhs: single, rhs: single],
                results: [result: single],
                verify: verify::verify_binary,
                fold: $fold,
                canonicalize: $canon,
                format: "$lhs `,` $rhs attr-dict `:` type($result)",
            }
        }
    };
}

int_binary!(
    /// `arith.divsi %a, %b : T`: signed division rounding toward zero.
    DivSI = "arith.divsi", "signed integer division rounding toward zero", [],
    fold::fold_divsi, canon::no_patterns
);
int_binary!(
    /// `arith.divui %a, %b : T`: unsigned division.
    DivUI = "arith.divui", "unsigned integer division", [],
    fold::fold_divui, canon::no_patterns
);
int_binary!(
    /// `arith.ceildivsi %a, %b : T`: signed division rounding toward +infinity.
    CeilDivSI = "arith.ceildivsi", "signed ceil integer division", [],
    fold::fold_ceildivsi, canon::no_patterns
);
int_binary!(
    /// `arith.ceildivui %a, %b : T`: unsigned division rounding up.
    CeilDivUI = "arith.ceildivui", "unsigned ceil integer division", [],
    fold::fold_ceildivui, canon::no_patterns
);
int_binary!(
    /// `arith.floordivsi %a, %b : T`: signed division rounding toward -infinity.
    FloorDivSI = "arith.floordivsi", "signed floor integer division", [],
    fold::fold_floordivsi, canon::no_patterns
);
int_binary!(
    /// `arith.remsi %a, %b : T`: signed remainder (the sign of the dividend).
    RemSI = "arith.remsi", "signed integer division remainder", [],
    fold::fold_remsi, canon::no_patterns
);
int_binary!(
    /// `arith.remui %a, %b : T`: unsigned remainder.
    RemUI = "arith.remui", "unsigned integer division remainder", [],
    fold::fold_remui, canon::no_patterns
);
int_binary!(
    /// `arith.andi %a, %b : T`.
    AndI = "arith.andi", "integer binary and", [COMMUTATIVE],
    fold::fold_andi, canon::andi_patterns
);
int_binary!(
    /// `arith.ori %a, %b : T`.
    OrI = "arith.ori", "integer binary or", [COMMUTATIVE],
    fold::fold_ori, canon::ori_patterns
);
int_binary!(
    /// `arith.xori %a, %b : T`.
    XOrI = "arith.xori", "integer binary xor", [COMMUTATIVE],
    fold::fold_xori, canon::xori_patterns
);
int_binary!(
    /// `arith.shrsi %a, %b : T`: arithmetic shift right.
    ShRSI = "arith.shrsi", "signed integer right-shift", [],
    fold::fold_shrsi, canon::no_patterns
);
int_binary!(
    /// `arith.shrui %a, %b : T`: logical shift right.
    ShRUI = "arith.shrui", "unsigned integer right-shift", [],
    fold::fold_shrui, canon::no_patterns
);
int_binary!(
    /// `arith.maxsi %a, %b : T`.
    MaxSI = "arith.maxsi", "signed integer maximum operation", [COMMUTATIVE],
    fold::fold_maxsi, canon::maxsi_patterns
);
int_binary!(
    /// `arith.maxui %a, %b : T`.
    MaxUI = "arith.maxui", "unsigned integer maximum operation", [COMMUTATIVE],
    fold::fold_maxui, canon::maxui_patterns
);
int_binary!(
    /// `arith.minsi %a, %b : T`.
    MinSI = "arith.minsi", "signed integer minimum operation", [COMMUTATIVE],
    fold::fold_minsi, canon::minsi_patterns
);
int_binary!(
    /// `arith.minui %a, %b : T`.
    MinUI = "arith.minui", "unsigned integer minimum operation", [COMMUTATIVE],
    fold::fold_minui, canon::minui_patterns
);

visa_ir::op! {
    /// `arith.shli %a, %b overflow<nsw>? : T`: shift left.
    pub struct ShLI = "arith.shli" {
        summary: "integer left-shift",
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: single, rhs: single],
        results: [result: single],
        attrs: [overflowFlags: custom(OverflowFlagsAttr) [default]],
        verify: verify::verify_binary,
        fold: fold::fold_shli,
        format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
    }
}

visa_ir::op! {
    /// `%sum, %overflow = arith.addui_extended %a, %b : i32, i1`: the sum and whether
    /// the unsigned addition carried out.
    pub struct AddUIExtended = "arith.addui_extended" {
        summary: "extended unsigned integer addition operation returning sum and overflow bit",
        traits: [PURE, COMMUTATIVE],
        operands: [lhs: single, rhs: single],
        results: [sum: single, overflow: single],
        verify: verify::verify_add_extended,
        fold: fold::fold_addui_extended,
        canonicalize: canon::add_extended_patterns,
        result_names: syntax::add_extended_names,
        parse: syntax::parse_add_extended,
        print: syntax::print_add_extended,
    }
}

visa_ir::op! {
    /// `%low, %high = arith.mulsi_extended %a, %b : i32`: the double-width signed
    /// product in two halves.
    pub struct MulSIExtended = "arith.mulsi_extended" {
        summary: "extended signed integer multiplication operation",
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: single, rhs: single],
        results: [low: single, high: single],
        verify: verify::verify_mul_extended,
        fold: fold::fold_mulsi_extended,
        canonicalize: canon::mulsi_extended_patterns,
        result_names: syntax::mul_extended_names,
        format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
    }
}

visa_ir::op! {
    /// `%low, %high = arith.mului_extended %a, %b : i32`: the double-width unsigned
    /// product in two halves.
    pub struct MulUIExtended = "arith.mului_extended" {
        summary: "extended unsigned integer multiplication operation",
        traits: [PURE, COMMUTATIVE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [lhs: single, rhs: single],
        results: [low: single, high: single],
        verify: verify::verify_mul_extended,
        fold: fold::fold_mului_extended,
        canonicalize: canon::mului_extended_patterns,
        result_names: syntax::mul_extended_names,
        format: "$lhs `,` $rhs attr-dict `:` type($lhs)",
    }
}

/// Declares a binary float op `%r = arith.OP %a, %b (fastmath<flags>)? : T`.
macro_rules! float_binary {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, [$($tr:ident),*], $fold:path, $canon:path) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE $(, $tr)*],
                operands: [lhs: single, rhs: single],
                results: [result: single],
                attrs: [fastmath: custom(FastMathAttr) [default]],
                verify: verify::verify_float_binary,
                fold: $fold,
                canonicalize: $canon,
                format: "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
            }
        }
    };
}

float_binary!(
    /// `arith.addf %a, %b : T`.
    AddF = "arith.addf", "floating point addition operation", [COMMUTATIVE],
    fold_float::fold_addf, canon::addf_patterns
);
float_binary!(
    /// `arith.subf %a, %b : T`.
    SubF = "arith.subf", "floating point subtraction operation", [],
    fold_float::fold_subf, canon::no_patterns
);
float_binary!(
    /// `arith.mulf %a, %b : T`.
    MulF = "arith.mulf", "floating point multiplication operation", [COMMUTATIVE],
    fold_float::fold_mulf, canon::mulf_patterns
);
float_binary!(
    /// `arith.divf %a, %b : T`.
    DivF = "arith.divf", "floating point division operation", [],
    fold_float::fold_divf, canon::no_patterns
);
float_binary!(
    /// `arith.remf %a, %b : T`: the remainder with the sign of the dividend (C's
    /// `fmod`).
    RemF = "arith.remf", "floating point division remainder operation", [],
    fold_float::fold_remf, canon::no_patterns
);
float_binary!(
    /// `arith.maximumf %a, %b : T`: IEEE 754-2019 `maximum` (NaN if either is NaN,
    /// `+0 > -0`).
    MaximumF = "arith.maximumf", "floating-point maximum operation", [COMMUTATIVE],
    fold_float::fold_maximumf, canon::maximumf_patterns
);
float_binary!(
    /// `arith.minimumf %a, %b : T`: IEEE 754-2019 `minimum`.
    MinimumF = "arith.minimumf", "floating-point minimum operation", [COMMUTATIVE],
    fold_float::fold_minimumf, canon::minimumf_patterns
);
float_binary!(
    /// `arith.maxnumf %a, %b : T`: IEEE 754-2008 `maxNum` (the number if one is NaN).
    MaxNumF = "arith.maxnumf", "floating-point maximum operation", [COMMUTATIVE],
    fold_float::fold_maxnumf, canon::maxnumf_patterns
);
float_binary!(
    /// `arith.minnumf %a, %b : T`: IEEE 754-2008 `minNum`.
    MinNumF = "arith.minnumf", "floating-point minimum operation", [COMMUTATIVE],
    fold_float::fold_minnumf, canon::minnumf_patterns
);

visa_ir::op! {
    /// `arith.negf %a : T`.
    pub struct NegF = "arith.negf" {
        summary: "floating point negation",
        traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE],
        operands: [operand: single],
        results: [result: single],
        attrs: [fastmath: custom(FastMathAttr) [default]],
        verify: verify::verify_float_unary,
        fold: fold_float::fold_negf,
        format: "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
    }
}

visa_ir::op! {
    /// `%p = arith.cmpf olt, %a, %b : T`.
    pub struct CmpF = "arith.cmpf" {
        summary: "floating-point comparison operation",
        traits: [PURE],
        operands: [lhs: single, rhs: single],
        results: [result: single],
        attrs: [predicate: custom(PredicateFAttr), fastmath: custom(FastMathAttr) [default]],
        verify: verify::verify_cmpf,
        fold: fold_float::fold_cmpf,
        parse: syntax::parse_cmpf,
        print: syntax::print_cmpf,
    }
}

/// Declares a cast `%r = arith.OP %a : T to U`.
macro_rules! cast {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, $verify:path, $fold:path) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [PURE],
                operands: [input: single],
                results: [result: single],
                verify: $verify,
                fold: $fold,
                format: "$input attr-dict `:` type($input) `to` type($result)",
            }
        }
    };
}

cast!(
    /// `arith.extui %a : i8 to i32`: zero extension.
    ExtUI = "arith.extui", "integer zero extension operation",
    verify::verify_ext_int, fold::fold_extui
);
cast!(
    /// `arith.extsi %a : i8 to i32`: sign extension.
    ExtSI = "arith.extsi", "integer sign extension operation",
    verify::verify_ext_int, fold::fold_extsi
);
cast!(
    /// `arith.sitofp %a : i32 to f32`: signed integer to float, rounding to nearest.
    SIToFP = "arith.sitofp", "cast from integer type to floating-point",
    verify::verify_int_to_float, fold_float::fold_sitofp
);
cast!(
    /// `arith.uitofp %a : i32 to f32`: unsigned integer to float.
    UIToFP = "arith.uitofp", "cast from unsigned integer type to floating-point",
    verify::verify_int_to_float, fold_float::fold_uitofp
);
cast!(
    /// `arith.fptosi %a : f32 to i32`: float to signed integer, rounding toward zero.
    FPToSI = "arith.fptosi", "cast from floating-point type to integer type",
    verify::verify_float_to_int, fold_float::fold_fptosi
);
cast!(
    /// `arith.fptoui %a : f32 to i32`: float to unsigned integer, rounding toward zero.
    FPToUI = "arith.fptoui", "cast from floating-point type to integer type",
    verify::verify_float_to_int, fold_float::fold_fptoui
);
cast!(
    /// `arith.bitcast %a : i32 to f32`: the same bits as another type of that width.
    Bitcast = "arith.bitcast", "bitcast between values of equal bit width",
    verify::verify_bitcast, fold_float::fold_bitcast
);
cast!(
    /// `arith.index_castui %a : i32 to index`: zero-extends or truncates.
    IndexCastUI = "arith.index_castui", "unsigned index cast",
    verify::verify_index_cast, fold::fold_index_castui
);

visa_ir::op! {
    /// `arith.trunci %a overflow<nsw>? : i32 to i8`: keeps the low bits.
    pub struct TruncI = "arith.trunci" {
        summary: "integer truncation operation",
        traits: [PURE],
        operands: [input: single],
        results: [result: single],
        attrs: [overflowFlags: custom(OverflowFlagsAttr) [default]],
        verify: verify::verify_trunc_int,
        fold: fold::fold_trunci,
        format: "$input (`overflow` `` $overflowFlags^)? attr-dict `:` type($input) `to` type($result)",
    }
}

visa_ir::op! {
    /// `arith.extf %a fastmath<...>? : f16 to f32`: exact widening.
    pub struct ExtF = "arith.extf" {
        summary: "cast from floating-point to wider floating-point",
        traits: [PURE],
        operands: [input: single],
        results: [result: single],
        attrs: [fastmath: custom(FastMathAttr) [optional]],
        verify: verify::verify_ext_float,
        fold: fold_float::fold_extf,
        format: "$input (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `to` type($result)",
    }
}

visa_ir::op! {
    /// `arith.truncf %a upward? fastmath<...>? : f32 to f16`: narrowing with a rounding
    /// mode (to nearest even when absent).
    pub struct TruncF = "arith.truncf" {
        summary: "cast from floating-point to narrower floating-point",
        traits: [PURE],
        operands: [input: single],
        results: [result: single],
        attrs: [
            roundingmode: custom(RoundingModeAttr) [optional],
            fastmath: custom(FastMathAttr) [optional],
        ],
        verify: verify::verify_trunc_float,
        fold: fold_float::fold_truncf,
        format: "$input ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `to` type($result)",
    }
}

visa_ir::op! {
    /// `arith.scaling_extf %in, %scale fastmath<...>? : T, S to U`: widens `in` and
    /// multiplies it by `scale` (OCP MX scaling; not folded, as in MLIR 22).
    pub struct ScalingExtF = "arith.scaling_extf" {
        summary: "Upcasts input floats using provided scales values following OCP MXFP Spec",
        traits: [PURE],
        operands: [input: single, scale: single],
        results: [out: single],
        attrs: [fastmath: custom(FastMathAttr) [optional]],
        verify: verify::verify_scaling_extf,
        format: "$input `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `,` type($scale) `to` type($out)",
    }
}

visa_ir::op! {
    /// `arith.scaling_truncf %in, %scale upward? fastmath<...>? : T, S to U`: divides
    /// `in` by `scale` and narrows it (OCP MX scaling; not folded, as in MLIR 22).
    pub struct ScalingTruncF = "arith.scaling_truncf" {
        summary: "Downcasts input floating point values using provided scales values following OCP MXFP Spec",
        traits: [PURE],
        operands: [input: single, scale: single],
        results: [out: single],
        attrs: [
            roundingmode: custom(RoundingModeAttr) [optional],
            fastmath: custom(FastMathAttr) [optional],
        ],
        verify: verify::verify_scaling_truncf,
        format: "$input `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($input) `,` type($scale) `to` type($out)",
    }
}
