//! [`AffineMap`] (`(d0, d1)[s0] -> (d0 + s0, d1)`) and [`IntegerSet`]
//! (`(d0)[s0] : (d0 >= 0, s0 - d0 == 0)`), with checked builders on the [`Context`] and
//! their attributes.

use super::expr::{AffineExpr, AffineExprKind};
use crate::attributes::{AttrKind, Attribute};
use crate::Context;
use std::fmt;

/// An affine map from `num_dims` dimensions and `num_symbols` symbols to its results
/// (upstream's `AffineMap`). Build one with [`Context::affine_map`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AffineMap {
    num_dims: u32,
    num_symbols: u32,
    results: Box<[AffineExpr]>,
}

impl AffineMap {
    /// The number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.num_dims
    }

    /// The number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.num_symbols
    }

    /// The result expressions.
    pub fn results(&self) -> &[AffineExpr] {
        &self.results
    }

    /// The number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }
}

/// A conjunction of affine constraints over `num_dims` dimensions and `num_symbols`
/// symbols, each `expr == 0` or `expr >= 0` (upstream's `IntegerSet`). Build one with
/// [`Context::integer_set`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct IntegerSet {
    num_dims: u32,
    num_symbols: u32,
    constraints: Box<[(AffineExpr, bool)]>,
}

impl IntegerSet {
    /// The number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.num_dims
    }

    /// The number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.num_symbols
    }

    /// The constraints: an expression and whether it is an equality (`== 0`; else
    /// `>= 0`).
    pub fn constraints(&self) -> &[(AffineExpr, bool)] {
        &self.constraints
    }
}

/// A map or set that refers to a dimension or symbol it does not declare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffineError(pub String);

impl fmt::Display for AffineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for AffineError {}

impl Context {
    /// Checks that `e` uses only dims below `dims` and symbols below `symbols`.
    fn check_affine_arity(
        &self,
        e: AffineExpr,
        dims: u32,
        symbols: u32,
    ) -> Result<(), AffineError> {
        let (d, s) = self.affine_arity(e);
        if d > dims {
            return Err(AffineError(format!(
                "d{} used with {dims} dimension(s)",
                d - 1
            )));
        }
        if s > symbols {
            return Err(AffineError(format!(
                "s{} used with {symbols} symbol(s)",
                s - 1
            )));
        }
        Ok(())
    }

    /// The map `(d0, ..)[s0, ..] -> (results)`; every dim and symbol of the results
    /// must be declared.
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// let (d0, s0) = (ctx.affine_dim(0), ctx.affine_symbol(0));
    /// let sum = ctx.affine_add(d0, s0);
    /// let map = ctx.affine_map(1, 1, &[sum]).unwrap();
    /// let attr = ctx.affine_map_attr(map);
    /// assert_eq!(ctx.attr_to_string(attr), "affine_map<(d0)[s0] -> (d0 + s0)>");
    /// assert!(ctx.affine_map(1, 0, &[sum]).is_err());
    /// ```
    pub fn affine_map(
        &self,
        num_dims: u32,
        num_symbols: u32,
        results: &[AffineExpr],
    ) -> Result<AffineMap, AffineError> {
        for &e in results {
            self.check_affine_arity(e, num_dims, num_symbols)?;
        }
        Ok(AffineMap {
            num_dims,
            num_symbols,
            results: results.into(),
        })
    }

    /// The identity map of `rank` dimensions, `(d0, .., dN) -> (d0, .., dN)`.
    pub fn identity_affine_map(&mut self, rank: u32) -> AffineMap {
        let results: Vec<AffineExpr> = (0..rank).map(|i| self.affine_dim(i)).collect();
        AffineMap {
            num_dims: rank,
            num_symbols: 0,
            results: results.into(),
        }
    }

    /// Whether `map` sends each dimension to itself: as many results as dims, result
    /// `i` is `d<i>` (symbols may be declared; upstream's `isIdentity`).
    pub fn is_identity_affine_map(&self, map: &AffineMap) -> bool {
        map.num_results() == map.num_dims() as usize
            && map
                .results()
                .iter()
                .enumerate()
                .all(|(i, &e)| self.affine_kind(e) == AffineExprKind::Dim(i as u32))
    }

    /// `affine_map<map>` (upstream's `AffineMapAttr`).
    pub fn affine_map_attr(&mut self, map: AffineMap) -> Attribute {
        self.intern_attr(AttrKind::AffineMap(map))
    }

    /// The set `(d0, ..)[s0, ..] : (constraints)`; at least one constraint, every dim
    /// and symbol declared. (Upstream's always-true set is the one constraint `0 == 0`.)
    pub fn integer_set(
        &mut self,
        num_dims: u32,
        num_symbols: u32,
        constraints: &[(AffineExpr, bool)],
    ) -> Result<IntegerSet, AffineError> {
        if constraints.is_empty() {
            return Err(AffineError(
                "an integer set needs at least one constraint".into(),
            ));
        }
        for &(e, _) in constraints {
            self.check_affine_arity(e, num_dims, num_symbols)?;
        }
        Ok(IntegerSet {
            num_dims,
            num_symbols,
            constraints: constraints.into(),
        })
    }

    /// `affine_set<set>` (upstream's `IntegerSetAttr`).
    pub fn integer_set_attr(&mut self, set: IntegerSet) -> Attribute {
        self.intern_attr(AttrKind::IntegerSet(set))
    }

    /// The map of an `affine_map<...>` attribute.
    pub fn attr_affine_map(&self, attr: Attribute) -> Option<&AffineMap> {
        match self.attr_kind(attr) {
            AttrKind::AffineMap(m) => Some(m),
            _ => None,
        }
    }

    /// The set of an `affine_set<...>` attribute.
    pub fn attr_integer_set(&self, attr: Attribute) -> Option<&IntegerSet> {
        match self.attr_kind(attr) {
            AttrKind::IntegerSet(s) => Some(s),
            _ => None,
        }
    }
}
