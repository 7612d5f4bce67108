//! The `math` dialect, MLIR-compatible: every op of MLIR's `math` (LLVM 22) — the
//! float functions (`sqrt`, `exp`, `sin`, `atan2`, `powf`, `fma`, `clampf`, `sincos`,
//! ...) with `fastmath<...>` flags as arith's, the integer ones (`absi`, `ctlz`,
//! `cttz`, `ctpop`, `ipowi`), `fpowi`, and the classification ops (`isnan`, `isinf`,
//! `isfinite`, `isnormal`).
//!
//! Operands are scalars, vectors or tensors of the element kind MLIR's constraints
//! name (`verify`). Folds are MLIR 22's, on scalar constants (`fold`): exact in every
//! format where MLIR uses `APFloat`, through the host's C library (`libm`) for `f32`
//! and `f64` where MLIR calls it. Folded constants are `arith.constant`s.

mod fold;
mod libm;
mod ops;
mod syntax;
mod verify;

#[cfg(test)]
mod tests;

pub use ops::*;

use visa_ir::Dialect;

/// The `math` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("math", "MLIR's math operations");
    d.ops = vec![
        AbsF::def(),
        AbsI::def(),
        Acos::def(),
        Acosh::def(),
        Asin::def(),
        Asinh::def(),
        Atan::def(),
        Atan2::def(),
        Atanh::def(),
        Cbrt::def(),
        Ceil::def(),
        ClampF::def(),
        CopySign::def(),
        Cos::def(),
        Cosh::def(),
        CountLeadingZeros::def(),
        CountTrailingZeros::def(),
        CtPop::def(),
        Erf::def(),
        Erfc::def(),
        Exp::def(),
        Exp2::def(),
        ExpM1::def(),
        Floor::def(),
        Fma::def(),
        FPowI::def(),
        IPowI::def(),
        IsFinite::def(),
        IsInf::def(),
        IsNaN::def(),
        IsNormal::def(),
        Log::def(),
        Log10::def(),
        Log1p::def(),
        Log2::def(),
        PowF::def(),
        Round::def(),
        RoundEven::def(),
        Rsqrt::def(),
        Sin::def(),
        SinCos::def(),
        Sinh::def(),
        Sqrt::def(),
        Tan::def(),
        Tanh::def(),
        Trunc::def(),
    ];
    d.materialize_constant = Some(crate::arith::materialize_constant);
    d
}
