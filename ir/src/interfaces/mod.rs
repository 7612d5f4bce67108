//! The op interfaces every dialect and generic pass shares, named and shaped as MLIR's:
//! [`MemoryEffectOpInterface`] (effects on values and resources, `effects.rs`),
//! [`CallOpInterface`] and [`CallableOpInterface`] (`call.rs`), [`BranchOpInterface`]
//! (the operands a terminator forwards to each successor, `branch.rs`),
//! [`FunctionOpInterface`] (`function.rs`) and [`InferTypeOpInterface`]
//! (`infer_type.rs`). They are plain `'static` values attached with
//! [`OpDef::implement`](crate::OpDef::implement) in an op's definition, or from another
//! crate with [`DialectRegistry::attach_interface`](crate::DialectRegistry::attach_interface)
//! (external models), and asked with [`Context::interface`](crate::Context::interface).
//! MLIR's `ShapedType` is a type interface; its queries are [`Context::shaped`](crate::Context::shaped)
//! (`crate::shaped`). Interfaces only one dialect asks stay in that dialect.

pub mod branch;
pub mod call;
pub mod effects;
pub mod function;
pub mod infer_type;

pub use branch::BranchOpInterface;
pub use call::{CallOpInterface, CallableOpInterface};
pub use effects::{Effect, EffectKind, EffectOn, MemoryEffectOpInterface, Resource};
pub use function::FunctionOpInterface;
pub use infer_type::InferTypeOpInterface;
