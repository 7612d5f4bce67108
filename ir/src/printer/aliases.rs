//! Optional aliases for printing: with `print_aliases`, every dialect (or opaque)
//! attribute and type used by the printed IR gets a name (`#mapping0`, `!stream0`,
//! numbered per dialect in order of first use), defined at the top of the output
//! (`#mapping0 = #mapping<...>`) and used in the body.

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
}

#[derive(Copy, Clone)]
enum Entry {
    Attr(Attribute),
    Type(Type),
}

impl AliasTable {
    /// Collects the dialect attributes and types used under `root`.
    pub(crate) fn build(ctx: &Context, root: OpId) -> Self {
        let mut t = AliasTable::default();
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

    fn visit_attr(&mut self, ctx: &Context, a: Attribute) {
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
            TypeKind::Opaque { dialect, .. } => ctx.str(*dialect),
            TypeKind::Dialect(d) => d.0.dialect(),
            _ => return,
        };
        if !self.types.contains_key(&t) {
            let name = self.fresh(dialect, '!');
            self.types.insert(t, name);
            self.order.push(Entry::Type(t));
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

    /// The alias definitions, one a line, spelled out in full.
    pub(crate) fn definitions(&self, ctx: &Context) -> String {
        let mut out = String::new();
        for e in &self.order {
            let mut p = super::AsmPrinter::new(ctx);
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
            out.push_str(&p.finish());
            out.push('\n');
        }
        out
    }
}
