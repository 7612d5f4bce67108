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
    use visa_ir::FloatKind as F;
    Some(match ctx.type_kind(ty) {
        TypeKind::Integer { width: 4, .. } => DType::I4,
        TypeKind::Integer { width: 8, .. } => DType::I8,
        TypeKind::Integer { width: 16, .. } => DType::I16,
        TypeKind::Integer { width: 32, .. } => DType::I32,
        TypeKind::Float(F::BF16) => DType::Bf16,
        TypeKind::Float(F::F16) => DType::F16,
        TypeKind::Float(F::F32) => DType::F32,
        TypeKind::Float(F::F8E4M3FN) => DType::F8E4M3,
        TypeKind::Float(F::F8E5M2) => DType::F8E5M2,
        _ => return None,
    })
}

/// The builtin type of a hardware element type.
pub fn type_of(ctx: &mut Context, dtype: DType) -> Type {
    use visa_ir::FloatKind as F;
    match dtype {
        DType::I4 => ctx.integer_type(4),
        DType::I5 => ctx.integer_type(5),
        DType::I9 => ctx.integer_type(9),
        DType::I8 => ctx.integer_type(8),
        DType::I16 => ctx.integer_type(16),
        DType::I32 => ctx.integer_type(32),
        DType::Bf16 => ctx.float_type(F::BF16),
        DType::F16 => ctx.float_type(F::F16),
        DType::F32 => ctx.float_type(F::F32),
        DType::F8E4M3 => ctx.float_type(F::F8E4M3FN),
        DType::F8E5M2 => ctx.float_type(F::F8E5M2),
    }
}
