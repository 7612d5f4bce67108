//! The one table between MLIR's builtin element types (`i4` … `i32`, `bf16`, `f16`, `f32`,
//! `f8E4M3FN`, `f8E5M2`) and the hardware model's element type [`visa_tcp::DType`].
//!
//! It sits below every dialect (it depends on `visa-ir` and `visa-tcp` only), so a dialect
//! that needs element types as `DType` need not depend on another dialect for them
//! (decisions.md FOUND-3).
//!
//! ```
//! use visa_ir::{Context, DialectRegistry};
//! use visa_tcp::DType;
//! let mut ctx = Context::new(DialectRegistry::new());
//! let t = visa_dtype::type_of(&mut ctx, DType::Bf16);
//! assert_eq!(visa_dtype::dtype_of(&ctx, t), Some(DType::Bf16));
//! let i64t = ctx.integer_type(64);
//! assert_eq!(visa_dtype::dtype_of(&ctx, i64t), None);
//! ```

use visa_ir::{Context, Type, TypeKind};
use visa_tcp::DType;

/// The hardware element type of a builtin type, `None` for a type the TCP has no element
/// type for.
pub fn dtype_of(ctx: &Context, ty: Type) -> Option<DType> {
    Some(match ctx.type_kind(ty) {
        TypeKind::Integer { width: 4, .. } => DType::I4,
        TypeKind::Integer { width: 8, .. } => DType::I8,
        TypeKind::Integer { width: 16, .. } => DType::I16,
        TypeKind::Integer { width: 32, .. } => DType::I32,
        TypeKind::Float(kind) => [
            DType::Bf16,
            DType::F16,
            DType::F32,
            DType::F8E4M3,
            DType::F8E5M2,
        ]
        .into_iter()
        .find(|&d| float_kind(d) == Some(*kind))?,
        _ => return None,
    })
}

/// The hardware element type spelled exactly by a builtin type: the signless integers
/// `i4`, `i5`, `i8`, `i9`, `i16`, `i32` (the fetch adapter's cast outputs `i5` and `i9`
/// included, L1962–1979) and the five float formats; `None` for any other type, a signed
/// or unsigned integer (`si8`, `ui8`) included. This is the reading of a type as the
/// manual names it, where [`dtype_of`] reads only the widths the DMA moves, of any
/// signedness (decision TATTR-1).
pub fn signless_dtype_of(ctx: &Context, ty: Type) -> Option<DType> {
    match ctx.type_kind(ty) {
        TypeKind::Integer {
            width,
            signedness: visa_ir::Signedness::Signless,
        } => match width {
            4 => Some(DType::I4),
            5 => Some(DType::I5),
            8 => Some(DType::I8),
            9 => Some(DType::I9),
            16 => Some(DType::I16),
            32 => Some(DType::I32),
            _ => None,
        },
        TypeKind::Float(_) => dtype_of(ctx, ty),
        _ => None,
    }
}

/// The float format of a hardware float element type (`None` for the integer types):
/// the one place that says the TCP's `f8e4m3` is MLIR's `f8E4M3FN`.
pub fn float_kind(dtype: DType) -> Option<visa_ir::FloatKind> {
    use visa_ir::FloatKind as F;
    Some(match dtype {
        DType::Bf16 => F::BF16,
        DType::F16 => F::F16,
        DType::F32 => F::F32,
        DType::F8E4M3 => F::F8E4M3FN,
        DType::F8E5M2 => F::F8E5M2,
        DType::I4 | DType::I5 | DType::I8 | DType::I9 | DType::I16 | DType::I32 => return None,
    })
}

/// The builtin type of a hardware element type.
pub fn type_of(ctx: &mut Context, dtype: DType) -> Type {
    match dtype {
        DType::I4 => ctx.integer_type(4),
        DType::I5 => ctx.integer_type(5),
        DType::I9 => ctx.integer_type(9),
        DType::I8 => ctx.integer_type(8),
        DType::I16 => ctx.integer_type(16),
        DType::I32 => ctx.integer_type(32),
        DType::Bf16 | DType::F16 | DType::F32 | DType::F8E4M3 | DType::F8E5M2 => {
            let kind = float_kind(dtype).expect("a float dtype has a float format");
            ctx.float_type(kind)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_ir::{Context, DialectRegistry};

    /// Every hardware element type has one builtin type and comes back from it; the
    /// float formats are the manual's (`f8e4m3` is the no-infinity `f8E4M3FN`).
    #[test]
    fn every_dtype_round_trips_through_its_builtin_type() {
        let mut ctx = Context::new(DialectRegistry::new());
        for &d in DType::ALL {
            let t = type_of(&mut ctx, d);
            let back = dtype_of(&ctx, t);
            // i5 and i9 are internal widths with no distinct builtin reading.
            if matches!(d, DType::I5 | DType::I9) {
                continue;
            }
            assert_eq!(back, Some(d), "{d:?}");
        }
        assert_eq!(
            float_kind(DType::F8E4M3),
            Some(visa_ir::FloatKind::F8E4M3FN)
        );
        assert_eq!(float_kind(DType::Bf16), Some(visa_ir::FloatKind::BF16));
        assert_eq!(float_kind(DType::I32), None);
    }

    /// `signless_dtype_of` is the inverse of `type_of` for every element type, i5 and i9
    /// included, and refuses signed, unsigned and non-TCP types.
    #[test]
    fn signless_reading_inverts_type_of_and_refuses_signed_types() {
        let mut ctx = Context::new(DialectRegistry::new());
        for &d in DType::ALL {
            let t = type_of(&mut ctx, d);
            assert_eq!(signless_dtype_of(&ctx, t), Some(d), "{d:?}");
        }
        let si8 = ctx.intern_type(TypeKind::Integer {
            width: 8,
            signedness: visa_ir::Signedness::Signed,
        });
        let ui32 = ctx.intern_type(TypeKind::Integer {
            width: 32,
            signedness: visa_ir::Signedness::Unsigned,
        });
        let i64t = ctx.integer_type(64);
        let f64t = ctx.float_type(visa_ir::FloatKind::F64);
        for t in [si8, ui32, i64t, f64t] {
            assert_eq!(
                signless_dtype_of(&ctx, t),
                None,
                "{}",
                ctx.type_to_string(t)
            );
        }
        // dtype_of reads the signed type by its width; the signless reading does not.
        assert_eq!(dtype_of(&ctx, si8), Some(DType::I8));
    }
}
