//! The `mapping` dialect: the IR binding of the mapping algebra.
//!
//! - `#mapping<m[A / 8 # 256]>` ([`MappingAttr`]): a mapping expression; the body is
//!   exactly the manual's `m![...]` body (L598–1016).
//! - `#mapping.axes<A = 2048, B = 512>` ([`AxesAttr`]): the axis declarations,
//!   attached once per module as the attribute `mapping.axes` (the manual's
//!   `axes![...]`). Mappings are stored unresolved ([`MapExpr`]) and checked against
//!   the axes in scope ([`scope`]) by the verifiers of the ops that use them.
//! - Other dialects embed mappings in their type bodies with [`syntax`]'s helpers
//!   and expose them through a [`TypeMappings`] hook, which [`verify_mappings`] and
//!   [`canonicalize_mappings`] (the `mapping-canonicalize` rewrite) use.
//!
//! The dialect has no operations.

pub mod attrs;
pub mod expr;
pub mod pass;
pub mod scope;
pub mod syntax;
pub mod walk;

pub use attrs::{
    as_mapping, axes_attr, mapping_attr, AxesAttr, MappingAttr, AXES_ATTR_NAME, DIALECT,
};
pub use expr::{LexError, MapExpr};
pub use pass::{register_passes, CanonicalizePass, VerifyPass};
pub use scope::{axes_in_scope, axes_owner, resolve_at, resolve_type_mapping};
pub use walk::{canonicalize_mappings, verify_mappings, verify_op_mappings, TypeMappings};

use visa_ir::{Dialect, DialectRegistry};

/// The dialect definition (attributes only).
pub fn dialect() -> Dialect {
    let mut d = Dialect::new(DIALECT, "mapping expressions and axis declarations");
    d.parse_attr = Some(syntax::parse_mapping_dialect_attr);
    d
}

/// Registers the `mapping` dialect.
pub fn register(registry: &mut DialectRegistry) {
    registry.register(dialect());
}
