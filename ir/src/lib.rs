//! The IR core of visa: an MLIR-style, dialect-agnostic intermediate representation.
//!
//! - [`Context`] owns everything: interned [`Type`]s, [`Attribute`]s, [`Location`]s
//!   and strings, and the arenas of operations, blocks, regions and values, named by
//!   typed indices ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]).
//! - Dialects describe their operations with [`OpDef`]s in a [`DialectRegistry`];
//!   the core depends on no dialect but `builtin`.
//! - [`parser`] and [`printer`] read and write MLIR's textual format; [`verifier`]
//!   checks structure and runs per-op verifiers; [`pass`] runs pipelines; [`rewrite`]
//!   applies patterns; [`conversion`] converts between dialects with legality,
//!   type conversion and rollback; [`interface`] lets ops implement typed capabilities that
//!   consumers query instead of matching op names.

#![deny(missing_docs)]
pub mod affine;
pub mod attributes;
pub mod block;
pub mod builder;
pub mod builtin;
pub mod context;
pub mod conversion;
pub mod dense;
pub mod diagnostic;
pub mod dialect;
pub mod dominance;
mod dynkey;
pub mod entity;
pub mod float;
pub mod interface;
pub mod interfaces;
pub mod intern;
pub mod keyword_attr;
pub mod location;
pub mod ods;
#[doc(hidden)]
pub use paste as __paste;
pub mod operation;
pub mod parser;
pub mod pass;
pub mod printer;
pub mod region;
pub mod resource;
pub mod rewrite;
pub mod shaped;
pub mod symbol;
pub mod types;
pub mod value;
pub mod verifier;

pub use attributes::{AttrKind, Attribute, DialectAttr};
pub use block::BlockId;
pub use builder::{Builder, InsertPoint};
pub use context::Context;
pub use diagnostic::{Diagnostic, Severity, SourceMgr};
pub use dialect::{
    Arity, AttrConstraint, AttrSpec, Dialect, DialectRegistry, FoldOutcome, Folded, OpDef, OpName,
    ResultNamesFn, Traits,
};
pub use dynkey::DynKey;
pub use interface::Interfaces;
pub use intern::Symbol;
pub use keyword_attr::KeywordAttr;
pub use location::{LocKind, Location};
pub use operation::{OpId, OperationState};
pub use printer::AsmPrinter;
pub use region::RegionId;
pub use types::{DialectType, FloatKind, Signedness, Type, TypeKind};
pub use value::{Use, Value, ValueDef};
