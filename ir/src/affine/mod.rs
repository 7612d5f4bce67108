//! MLIR's affine structures: [`AffineExpr`] (interned in the [`Context`](crate::Context) and simplified
//! on construction exactly as upstream's `AffineExpr.cpp` does), [`AffineMap`] and
//! [`IntegerSet`], the values of the builtin attributes `affine_map<...>`
//! ([`AttrKind::AffineMap`](crate::AttrKind::AffineMap)) and `affine_set<...>`
//! ([`AttrKind::IntegerSet`](crate::AttrKind::IntegerSet)).
//!
//! - `expr`: the expression storage and the simplifying builders (`Context::affine_add`,
//!   `affine_mul`, `affine_floor_div`, `affine_ceil_div`, `affine_mod`, ...);
//! - `map`: maps and integer sets with their checked builders.
//!
//! Parsing is `parser/affine.rs`, printing `printer/affine.rs`.
//!
//! ```
//! use visa_ir::{Context, DialectRegistry};
//! let mut ctx = Context::new(DialectRegistry::new());
//! let d0 = ctx.affine_dim(0);
//! let four = ctx.affine_constant(4);
//! let one = ctx.affine_constant(1);
//! // (1 + d0 * 4) is kept as `d0 * 4 + 1`: constants go to the right.
//! let prod = ctx.affine_mul(four, d0);
//! let e = ctx.affine_add(one, prod);
//! let map = ctx.affine_map(1, 0, &[e]).unwrap();
//! let attr = ctx.affine_map_attr(map);
//! assert_eq!(ctx.attr_to_string(attr), "affine_map<(d0) -> (d0 * 4 + 1)>");
//! ```

mod expr;
mod map;
#[cfg(test)]
mod tests;

pub(crate) use expr::AffineStore;
pub use expr::{AffineBinaryOp, AffineExpr, AffineExprKind};
pub use map::{AffineError, AffineMap, IntegerSet};
