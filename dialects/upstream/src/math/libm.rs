//! The host C library's math functions, which MLIR's folders call (`acosf`, `acos`,
//! ...): visa calls the same ones so a folded constant is the bits `mlir-opt` gets on
//! the same machine. Rust's own `f32`/`f64` methods are not used for this: several
//! (`asinh`, `acosh`, `atanh`) are computed in Rust with a different rounding error.
//!
//! Three functions are not called in the C library: Rust's runtime (`compiler_builtins`)
//! defines its own `sqrt`, `round` and `trunc` (and their `f` versions) inside every
//! Rust binary, which the linker prefers to `libm`'s, and those keep a signalling NaN
//! where the C library quiets it. `sqrt` is Rust's own (the processor's instruction,
//! correctly rounded as every C library's); `round` and `trunc` are exact operations,
//! computed in `fold` as `APFloat` computes `roundToIntegral`.

use std::ffi::{c_double, c_float};

// The C99 math library: on Linux `libm`, which `std` links.
extern "C" {
    fn acos(x: c_double) -> c_double;
    fn acosf(x: c_float) -> c_float;
    fn acosh(x: c_double) -> c_double;
    fn acoshf(x: c_float) -> c_float;
    fn asin(x: c_double) -> c_double;
    fn asinf(x: c_float) -> c_float;
    fn asinh(x: c_double) -> c_double;
    fn asinhf(x: c_float) -> c_float;
    fn atan(x: c_double) -> c_double;
    fn atanf(x: c_float) -> c_float;
    fn atanh(x: c_double) -> c_double;
    fn atanhf(x: c_float) -> c_float;
    fn cos(x: c_double) -> c_double;
    fn cosf(x: c_float) -> c_float;
    fn cosh(x: c_double) -> c_double;
    fn coshf(x: c_float) -> c_float;
    fn erf(x: c_double) -> c_double;
    fn erff(x: c_float) -> c_float;
    fn erfc(x: c_double) -> c_double;
    fn erfcf(x: c_float) -> c_float;
    fn exp(x: c_double) -> c_double;
    fn expf(x: c_float) -> c_float;
    fn exp2(x: c_double) -> c_double;
    fn exp2f(x: c_float) -> c_float;
    fn expm1(x: c_double) -> c_double;
    fn expm1f(x: c_float) -> c_float;
    fn log(x: c_double) -> c_double;
    fn logf(x: c_float) -> c_float;
    fn log10(x: c_double) -> c_double;
    fn log10f(x: c_float) -> c_float;
    fn log1p(x: c_double) -> c_double;
    fn log1pf(x: c_float) -> c_float;
    fn log2(x: c_double) -> c_double;
    fn log2f(x: c_float) -> c_float;
    fn sin(x: c_double) -> c_double;
    fn sinf(x: c_float) -> c_float;
    fn sinh(x: c_double) -> c_double;
    fn sinhf(x: c_float) -> c_float;
    fn tan(x: c_double) -> c_double;
    fn tanf(x: c_float) -> c_float;
    fn tanh(x: c_double) -> c_double;
    fn tanhf(x: c_float) -> c_float;
    fn atan2(y: c_double, x: c_double) -> c_double;
    fn atan2f(y: c_float, x: c_float) -> c_float;
    fn pow(x: c_double, y: c_double) -> c_double;
    fn powf(x: c_float, y: c_float) -> c_float;
}

/// A one-argument function of the C library, in its `double` and `float` versions.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Unary {
    Acos,
    Acosh,
    Asin,
    Asinh,
    Atan,
    Atanh,
    Cos,
    Cosh,
    Erf,
    Erfc,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log10,
    Log1p,
    Log2,
    Sin,
    Sinh,
    Sqrt,
    Tan,
    Tanh,
}

impl Unary {
    /// The `double` function at `x`.
    pub(crate) fn f64(self, x: f64) -> f64 {
        use Unary::*;
        let f: unsafe extern "C" fn(c_double) -> c_double = match self {
            Acos => acos,
            Acosh => acosh,
            Asin => asin,
            Asinh => asinh,
            Atan => atan,
            Atanh => atanh,
            Cos => cos,
            Cosh => cosh,
            Erf => erf,
            Erfc => erfc,
            Exp => exp,
            Exp2 => exp2,
            Expm1 => expm1,
            Log => log,
            Log10 => log10,
            Log1p => log1p,
            Log2 => log2,
            Sin => sin,
            Sinh => sinh,
            Sqrt => return x.sqrt(),
            Tan => tan,
            Tanh => tanh,
        };
        // SAFETY: a pure C99 math function of one `double`: defined for every input
        // (NaN, infinities and out-of-domain values included), no pointer, no state
        // Rust can observe.
        unsafe { f(x) }
    }

    /// The `float` function (`acosf`, ...) at `x`.
    pub(crate) fn f32(self, x: f32) -> f32 {
        use Unary::*;
        let f: unsafe extern "C" fn(c_float) -> c_float = match self {
            Acos => acosf,
            Acosh => acoshf,
            Asin => asinf,
            Asinh => asinhf,
            Atan => atanf,
            Atanh => atanhf,
            Cos => cosf,
            Cosh => coshf,
            Erf => erff,
            Erfc => erfcf,
            Exp => expf,
            Exp2 => exp2f,
            Expm1 => expm1f,
            Log => logf,
            Log10 => log10f,
            Log1p => log1pf,
            Log2 => log2f,
            Sin => sinf,
            Sinh => sinhf,
            Sqrt => return x.sqrt(),
            Tan => tanf,
            Tanh => tanhf,
        };
        // SAFETY: as in `f64`, for the `float` version.
        unsafe { f(x) }
    }
}

/// A two-argument function of the C library.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Binary {
    Atan2,
    Pow,
}

impl Binary {
    /// The `double` function at `(a, b)`.
    pub(crate) fn f64(self, a: f64, b: f64) -> f64 {
        let f: unsafe extern "C" fn(c_double, c_double) -> c_double = match self {
            Binary::Atan2 => atan2,
            Binary::Pow => pow,
        };
        // SAFETY: a pure C99 math function of two `double`s, defined for every input.
        unsafe { f(a, b) }
    }

    /// The `float` function at `(a, b)`.
    pub(crate) fn f32(self, a: f32, b: f32) -> f32 {
        let f: unsafe extern "C" fn(c_float, c_float) -> c_float = match self {
            Binary::Atan2 => atan2f,
            Binary::Pow => powf,
        };
        // SAFETY: as in `f64`, for the `float` version.
        unsafe { f(a, b) }
    }
}
