//! Aliases for printing, defined at the top of the output (`!hbm_i32 = !stream.hbm<...>`)
//! and used in the body:
//! - always, for each dialect type whose [`DialectType::alias`](crate::types::DialectType::alias)
//!   names one (MLIR's `getAlias`): the stem, numbered from the second distinct type with
//!   the same stem (`hbm_i32`, `hbm_i32_1`; a stem ending in a digit gets `_` first, as
//!   MLIR does);
//! - always, `#distinct`, `#distinct1`, ... for each `distinct[N]<attr>` (not
//!   `distinct[N]<>`), as MLIR's builtin dialect names them;
//! - with `print_aliases` (`--mlir-print-aliases`), also every other dialect (or opaque)
//!   attribute and type: `#mapping0`, `!stream0`, numbered per dialect in order of first
//!   use;
//! - always, for builtin affine maps and integer sets, as MLIR's builtin dialect names
//!   them: `#map`, `#map1`, ... then `#set`, `#set1`, ..., each numbered in the order the
//!   printer meets them (found by a dry run of the printer, see `printer_for`), defined
//!   after the other aliases, maps before sets (MLIR sorts aliases of one depth types
//!   first, then by name).

use crate::attributes::{AttrKind, Attribute};
use crate::operation::OpId;
use crate::types::{Type, TypeKind};
use crate::Context;
use std::collections::HashMap;

/// Alias names of attributes and types, and the order they were found in.
#[derive(Default)]
pub(crate) struct AliasTable {
    attrs: HashMap<Attribute, String>,
    types: HashMap<Type, String>,
    order: Vec<Entry>,
    counters: HashMap<String, u32>,
    /// Alias every dialect attribute and type, not only those that name an alias.
    all: bool,
}

#[derive(Copy, Clone)]
enum Entry {
    Attr(Attribute),
    Type(Type),
}

impl AliasTable {
    /// Collects the dialect attributes and types used under `root` that get an alias:
    /// those whose type names one, and with `all` every dialect attribute and type.
    pub(crate) fn build(ctx: &Context, root: OpId, all: bool) -> Self {
        let mut t = AliasTable {
            all,
            ..AliasTable::default()
        };
        ctx.walk(root, &mut |op| {
            for &(_, a) in ctx.attrs(op) {
                t.visit_attr(ctx, a);
            }
            for &v in ctx.operands(op).iter().chain(ctx.results(op)) {
                t.visit_type(ctx, ctx.value_type(v));
            }
            for &r in ctx.regions(op) {
                for &b in ctx.region_blocks(r) {
                    for &v in ctx.block_args(b) {
                        t.visit_type(ctx, ctx.value_type(v));
                    }
                }
            }
        });
        t
    }

    fn fresh(&mut self, dialect: &str, sigil: char) -> String {
        let n = self
            .counters
            .entry(format!("{sigil}{dialect}"))
            .or_insert(0);
        let name = format!("{dialect}{n}");
        *n += 1;
        name
    }

    /// A fresh name from a type's own alias stem: the stem, then `stem1`, `stem2`, ...
    /// (`stem_1` when the stem ends in a digit).
    fn fresh_named(&mut self, stem: &str) -> String {
        let n = self.counters.entry(format!("={stem}")).or_insert(0);
        let name = match *n {
            0 => stem.to_string(),
            k if stem.ends_with(|c: char| c.is_ascii_digit()) => format!("{stem}_{k}"),
            k => format!("{stem}{k}"),
        };
        *n += 1;
        name
    }

    fn visit_attr(&mut self, ctx: &Context, a: Attribute) {
        if let AttrKind::Distinct { referenced, .. } = ctx.attr_kind(a) {
            // MLIR's builtin alias `#distinct`, except for `distinct[N]<>`.
            if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) && !self.attrs.contains_key(&a)
            {
                let name = self.fresh_named("distinct");
                self.attrs.insert(a, name);
                self.order.push(Entry::Attr(a));
            }
            return;
        }
        if !self.all {
            match ctx.attr_kind(a) {
                AttrKind::Type(t) => self.visit_type(ctx, *t),
                AttrKind::Array(items) => items.iter().for_each(|&i| self.visit_attr(ctx, i)),
                AttrKind::Dictionary(entries) => {
                    entries.iter().for_each(|&(_, i)| self.visit_attr(ctx, i))
                }
                _ => {}
            }
            return;
        }
        let dialect = match ctx.attr_kind(a) {
            AttrKind::Array(items) => {
                items.iter().for_each(|&i| self.visit_attr(ctx, i));
                return;
            }
            AttrKind::Dictionary(entries) => {
                entries.iter().for_each(|&(_, i)| self.visit_attr(ctx, i));
                return;
            }
            AttrKind::Type(t) => {
                self.visit_type(ctx, *t);
                return;
            }
            AttrKind::Opaque { dialect, .. } => ctx.str(*dialect),
            AttrKind::Dialect(d) => d.0.dialect(),
            _ => return,
        };
        if !self.attrs.contains_key(&a) {
            let name = self.fresh(dialect, '#');
            self.attrs.insert(a, name);
            self.order.push(Entry::Attr(a));
        }
    }

    fn visit_type(&mut self, ctx: &Context, t: Type) {
        let dialect = match ctx.type_kind(t) {
            TypeKind::Function { inputs, results } => {
                inputs
                    .iter()
                    .chain(results)
                    .for_each(|&i| self.visit_type(ctx, i));
                return;
            }
            TypeKind::Tuple(items) => {
                items.iter().for_each(|&i| self.visit_type(ctx, i));
                return;
            }
            TypeKind::RankedTensor {
                element, encoding, ..
            } => {
                self.visit_type(ctx, *element);
                if let Some(e) = encoding {
                    self.visit_attr(ctx, *e);
                }
                return;
            }
            TypeKind::MemRef {
                element,
                layout,
                memory_space,
                ..
            } => {
                self.visit_type(ctx, *element);
                for a in layout.iter().chain(memory_space) {
                    self.visit_attr(ctx, *a);
                }
                return;
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.visit_type(ctx, *element);
                if let Some(m) = memory_space {
                    self.visit_attr(ctx, *m);
                }
                return;
            }
            TypeKind::UnrankedTensor { element }
            | TypeKind::Vector { element, .. }
            | TypeKind::Complex(element) => {
                self.visit_type(ctx, *element);
                return;
            }
            TypeKind::Opaque { dialect, .. } => ctx.str(*dialect),
            TypeKind::Dialect(d) => {
                if let Some(stem) = d.0.alias(ctx).filter(|s| valid_stem(s)) {
                    if !self.types.contains_key(&t) {
                        let name = self.fresh_named(&stem);
                        self.types.insert(t, name);
                        self.order.push(Entry::Type(t));
                    }
                    return;
                }
                d.0.dialect()
            }
            _ => return,
        };
        if !self.all {
            return;
        }
        if !self.types.contains_key(&t) {
            let name = self.fresh(dialect, '!');
            self.types.insert(t, name);
            self.order.push(Entry::Type(t));
        }
    }

    /// Names the affine maps, then the integer sets, of `found` (in the order found,
    /// repeats ignored) `map`, `map1`, ... and `set`, `set1`, ....
    pub(crate) fn add_affine(&mut self, ctx: &Context, found: &[Attribute]) {
        for want_map in [true, false] {
            for &a in found {
                let is_map = matches!(ctx.attr_kind(a), AttrKind::AffineMap(_));
                if is_map != want_map || self.attrs.contains_key(&a) {
                    continue;
                }
                let stem = if is_map { "map" } else { "set" };
                let n = self.counters.entry(format!("#{stem}")).or_insert(0);
                let name = match *n {
                    0 => stem.to_string(),
                    k => format!("{stem}{k}"),
                };
                *n += 1;
                self.attrs.insert(a, name);
                self.order.push(Entry::Attr(a));
            }
        }
    }

    /// The alias of `a`, if it has one.
    pub(crate) fn attr_alias(&self, a: Attribute) -> Option<&str> {
        if self.attrs.is_empty() {
            return None;
        }
        self.attrs.get(&a).map(String::as_str)
    }

    /// The alias of `t`, if it has one.
    pub(crate) fn type_alias(&self, t: Type) -> Option<&str> {
        if self.types.is_empty() {
            return None;
        }
        self.types.get(&t).map(String::as_str)
    }

    /// The alias definitions, one a line, spelled out in full; `distinct_ids` is the
    /// printer's numbering of `distinct[N]` attributes, continued here.
    pub(crate) fn definitions(
        &self,
        ctx: &Context,
        distinct_ids: &mut HashMap<u64, u64>,
    ) -> String {
        let mut out = String::new();
        for e in &self.order {
            let mut p = super::AsmPrinter::new(ctx);
            p.distinct_ids = std::mem::take(distinct_ids);
            match *e {
                Entry::Attr(a) => {
                    out.push('#');
                    out.push_str(&self.attrs[&a]);
                    out.push_str(" = ");
                    p.print_attr_no_alias(a);
                }
                Entry::Type(t) => {
                    out.push('!');
                    out.push_str(&self.types[&t]);
                    out.push_str(" = ");
                    p.print_type_no_alias(t);
                }
            }
            *distinct_ids = std::mem::take(&mut p.distinct_ids);
            out.push_str(&p.finish());
            out.push('\n');
        }
        out
    }
}

/// Whether `s` can follow `!` as an alias name: a letter or `_`, then letters, digits
/// and `_` (a narrower set than MLIR's, so every name reads back).
fn valid_stem(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}
