//! Location aliases under `--mlir-print-debuginfo`, as MLIR's `AliasInitializer` makes
//! them: every location printed gets the alias `#loc`, `#loc1`, `#loc2`, ... numbered in
//! order of alias depth (a location is one deeper than the deepest location it
//! contains), then of first visit. Op locations may be *deferred*: their definitions
//! follow the top-level op; block-argument locations and locations inside attributes
//! may not, so their definitions (and those of everything inside them) come first.
//!
//! The visits are recorded by a first, silent printing pass over the same op, so the
//! order is the order in which the printer meets the locations (each op's own location
//! before its body, as MLIR's dummy printer does).

use crate::attributes::{AttrKind, Attribute};
use crate::location::{LocKind, Location};
use crate::Context;
use std::collections::HashMap;

/// Locations met while printing, with their depth and whether they may be deferred.
#[derive(Default)]
pub(crate) struct LocAliasBuilder {
    entries: Vec<Entry>,
    index: HashMap<Location, usize>,
}

struct Entry {
    loc: Location,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

impl LocAliasBuilder {
    /// Records that `loc` is printed; `deferrable` for an op's trailing location.
    /// Returns its alias depth and its entry.
    pub(crate) fn visit(&mut self, ctx: &Context, loc: Location, deferrable: bool) -> (u32, usize) {
        if let Some(&i) = self.index.get(&loc) {
            if !deferrable {
                self.mark_non_deferrable(i);
            }
            return (self.entries[i].depth, i);
        }
        let i = self.entries.len();
        self.entries.push(Entry {
            loc,
            depth: 1,
            deferrable,
            children: Vec::new(),
        });
        self.index.insert(loc, i);
        let mut children = Vec::new();
        let mut max = 0;
        match ctx.loc_kind(loc) {
            LocKind::Name { child: Some(c), .. } => {
                max = max.max(self.child(ctx, *c, deferrable, &mut children))
            }
            LocKind::CallSite { callee, caller } => {
                max = max.max(self.child(ctx, *callee, deferrable, &mut children));
                max = max.max(self.child(ctx, *caller, deferrable, &mut children));
            }
            LocKind::Fused { locs, metadata } => {
                if let Some(m) = metadata {
                    max = max.max(self.visit_attr(ctx, *m, deferrable, &mut children));
                }
                for &l in locs {
                    max = max.max(self.child(ctx, l, deferrable, &mut children));
                }
            }
            _ => {}
        }
        let e = &mut self.entries[i];
        e.children = children;
        if max > 0 {
            e.depth = max + 1;
        }
        (e.depth, i)
    }

    fn child(
        &mut self,
        ctx: &Context,
        loc: Location,
        deferrable: bool,
        children: &mut Vec<usize>,
    ) -> u32 {
        let (d, i) = self.visit(ctx, loc, deferrable);
        children.push(i);
        d
    }

    /// Visits the locations inside `attr` (printed as an attribute, so never deferred
    /// unless `deferrable` is inherited from an enclosing location). Returns the
    /// attribute's alias depth; the locations found are pushed on `children`.
    pub(crate) fn visit_attr(
        &mut self,
        ctx: &Context,
        attr: Attribute,
        deferrable: bool,
        children: &mut Vec<usize>,
    ) -> u32 {
        let max = match ctx.attr_kind(attr) {
            AttrKind::Location(l) => return self.child(ctx, *l, deferrable, children),
            AttrKind::Array(items) => items
                .iter()
                .map(|&a| self.visit_attr(ctx, a, deferrable, children))
                .max()
                .unwrap_or(0),
            AttrKind::Dictionary(entries) => entries
                .iter()
                .map(|&(_, a)| self.visit_attr(ctx, a, deferrable, children))
                .max()
                .unwrap_or(0),
            _ => 0,
        };
        if max > 0 {
            max + 1
        } else {
            0
        }
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        if !self.entries[i].deferrable {
            return;
        }
        self.entries[i].deferrable = false;
        for c in self.entries[i].children.clone() {
            self.mark_non_deferrable(c);
        }
    }

    /// Numbers the aliases: by depth, then in order of first visit.
    pub(crate) fn finish(self) -> LocAliases {
        let mut order: Vec<usize> = (0..self.entries.len()).collect();
        order.sort_by_key(|&i| self.entries[i].depth);
        let mut t = LocAliases::default();
        for (n, &i) in order.iter().enumerate() {
            let e = &self.entries[i];
            t.names.insert(e.loc, n as u32);
            if e.deferrable {
                t.deferred.push(e.loc);
            } else {
                t.first.push((e.loc, e.depth));
            }
        }
        t
    }
}

/// The alias of each location and the order of the definitions.
#[derive(Default)]
pub(crate) struct LocAliases {
    names: HashMap<Location, u32>,
    /// Definitions printed before the top-level op, with their depth.
    first: Vec<(Location, u32)>,
    /// Definitions printed after it.
    deferred: Vec<Location>,
}

impl LocAliases {
    /// Writes the alias of `loc` (`#loc`, `#loc3`) if it has one.
    pub(crate) fn write_alias(&self, loc: Location, out: &mut String) -> bool {
        match self.names.get(&loc) {
            Some(0) => out.push_str("#loc"),
            Some(n) => {
                out.push_str("#loc");
                out.push_str(&n.to_string());
            }
            None => return false,
        }
        true
    }

    /// The locations defined before the top-level op, of depth 1 (`shallow`) or deeper.
    /// MLIR orders them with the other aliases by depth, attributes before types: the
    /// shallow ones come before the type aliases, the deeper ones after.
    pub(crate) fn first(&self, shallow: bool) -> impl Iterator<Item = Location> + '_ {
        self.first
            .iter()
            .filter(move |&&(_, d)| (d == 1) == shallow)
            .map(|&(l, _)| l)
    }

    /// The locations defined after the top-level op.
    pub(crate) fn deferred(&self) -> &[Location] {
        &self.deferred
    }
}
