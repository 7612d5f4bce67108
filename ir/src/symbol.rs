//! Symbols and symbol tables, as in MLIR's `SymbolTable`.
//!
//! An op with [`Traits::SYMBOL`] defines a symbol named by its `sym_name` string
//! attribute, with a visibility from its optional `sym_visibility` attribute
//! (`"public"` when absent, `"private"`, `"nested"`). An op with
//! [`Traits::SYMBOL_TABLE`] holds symbols in its first region. References are
//! [`AttrKind::SymbolRef`] attributes, `@a` or `@a::@b::@c`, resolved from the nearest
//! symbol table enclosing the referencing op; each nested component is looked up in the
//! symbol table that the previous component defines.
//!
//! ```
//! use visa_ir::{Builder, Context, DialectRegistry, symbol};
//! let mut ctx = Context::new(DialectRegistry::new());
//! ctx.allow_unregistered = true;
//! let module = ctx.create_module(None);
//! let body = ctx.module_body(module);
//! let name = ctx.string_attr("f");
//! let f = Builder::at_end(&mut ctx, body).op("test.fn").attr("sym_name", name).build();
//! let r = ctx.symbol_ref_attr("f");
//! assert_eq!(symbol::resolve(&ctx, module, r), Some(vec![f]));
//! ```

use crate::attributes::{AttrKind, Attribute};
use crate::dialect::Traits;
use crate::intern::Symbol;
use crate::operation::OpId;
use crate::Context;
use std::collections::HashMap;

/// The attribute naming a symbol.
pub const SYM_NAME: &str = "sym_name";
/// The attribute holding a symbol's visibility.
pub const SYM_VISIBILITY: &str = "sym_visibility";

/// Who may reference a symbol.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Visibility {
    /// Anyone, including code outside the compilation unit (the default).
    Public,
    /// Only the symbol table that holds it.
    Private,
    /// The symbol table that holds it and the tables nested around it.
    Nested,
}

/// The name of the symbol `op` defines: its `sym_name` string attribute.
pub fn symbol_name(ctx: &Context, op: OpId) -> Option<&str> {
    ctx.attr(op, SYM_NAME).and_then(|a| ctx.attr_str(a))
}

/// Whether `op` defines a symbol: it carries a `sym_name` string attribute and has the
/// [`Traits::SYMBOL`] trait, is a symbol table (a named `builtin.module` is a symbol, as
/// in MLIR), or is unregistered.
pub fn is_symbol(ctx: &Context, op: OpId) -> bool {
    if symbol_name(ctx, op).is_none() {
        return false;
    }
    match ctx.op_def(op) {
        Some(def) => def.has(Traits::SYMBOL) || def.has(Traits::SYMBOL_TABLE),
        None => true,
    }
}

/// Whether `op` is a symbol table: registered with [`Traits::SYMBOL_TABLE`] and at
/// least one region.
pub fn is_symbol_table(ctx: &Context, op: OpId) -> bool {
    ctx.op_has_trait(op, Traits::SYMBOL_TABLE) && !ctx.regions(op).is_empty()
}

/// The visibility of the symbol `op`; an unknown spelling counts as public.
pub fn visibility(ctx: &Context, op: OpId) -> Visibility {
    match ctx.attr(op, SYM_VISIBILITY).and_then(|a| ctx.attr_str(a)) {
        Some("private") => Visibility::Private,
        Some("nested") => Visibility::Nested,
        _ => Visibility::Public,
    }
}

/// The nearest symbol table containing `op`, `op` itself included.
pub fn nearest_symbol_table(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cursor = Some(op);
    while let Some(o) = cursor {
        if is_symbol_table(ctx, o) {
            return Some(o);
        }
        cursor = ctx.parent_op(o);
    }
    None
}

/// The symbol named `name` directly inside the symbol table `table` (linear scan; use
/// [`SymbolTableCollection`] for repeated lookups).
pub fn lookup_in(ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
    let region = *ctx.regions(table).first()?;
    ctx.region_blocks(region)
        .iter()
        .flat_map(|&b| ctx.block_ops(b))
        .find(|&op| is_symbol(ctx, op) && symbol_name(ctx, op) == Some(name))
}

/// The components of a symbol reference, root first, or `None` if `attr` is not one.
pub fn ref_path(ctx: &Context, attr: Attribute) -> Option<Vec<Symbol>> {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } => {
            let mut path = vec![*root];
            path.extend_from_slice(nested);
            Some(path)
        }
        _ => None,
    }
}

/// Resolves the reference `attr` (`@a::@b`) from the nearest symbol table around
/// `from`: every op along the path, outermost first, or `None` if some component is
/// missing or `attr` is not a symbol reference.
pub fn resolve(ctx: &Context, from: OpId, attr: Attribute) -> Option<Vec<OpId>> {
    let table = nearest_symbol_table(ctx, from)?;
    SymbolTableCollection::new().resolve_in(ctx, table, attr)
}

/// Caches the name-to-op map of symbol tables for repeated lookups.
#[derive(Default)]
pub struct SymbolTableCollection {
    tables: HashMap<OpId, HashMap<String, OpId>>,
}

impl SymbolTableCollection {
    /// An empty cache.
    pub fn new() -> Self {
        Self::default()
    }

    /// The symbol `name` directly inside `table` (the first, if defined twice).
    pub fn lookup(&mut self, ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
        let map = self.tables.entry(table).or_insert_with(|| {
            let mut map = HashMap::new();
            if let Some(&region) = ctx.regions(table).first() {
                for &b in ctx.region_blocks(region) {
                    for op in ctx.block_ops(b) {
                        if !is_symbol(ctx, op) {
                            continue;
                        }
                        if let Some(n) = symbol_name(ctx, op) {
                            map.entry(n.to_string()).or_insert(op);
                        }
                    }
                }
            }
            map
        });
        map.get(name).copied()
    }

    /// Resolves `attr` starting in the symbol table `table`: every op along the path.
    pub fn resolve_in(&mut self, ctx: &Context, table: OpId, attr: Attribute) -> Option<Vec<OpId>> {
        let path = ref_path(ctx, attr)?;
        let mut out = Vec::with_capacity(path.len());
        let mut table = table;
        for (i, sym) in path.iter().enumerate() {
            let op = self.lookup(ctx, table, ctx.str(*sym))?;
            out.push(op);
            if i + 1 < path.len() {
                if !is_symbol_table(ctx, op) {
                    return None;
                }
                table = op;
            }
        }
        Some(out)
    }

    /// Forgets the cached map of `table` (after symbols were added or erased).
    pub fn invalidate(&mut self, table: OpId) {
        self.tables.remove(&table);
    }
}

/// One reference to a symbol: the op holding it and the `SymbolRef` attribute.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct SymbolUse {
    /// The op whose attributes hold the reference.
    pub user: OpId,
    /// The reference.
    pub reference: Attribute,
}

/// Every symbol reference held by `op` and the ops nested in it, in pre-order, without
/// entering the regions of symbol tables (`op` included: a table's body is a scope of
/// its own, as in MLIR's `SymbolTable::getSymbolUses`). References inside arrays and dictionaries are found; those inside
/// dialect attributes are not visible to the core.
pub fn collect_uses(ctx: &Context, op: OpId) -> Vec<SymbolUse> {
    let mut out = Vec::new();
    collect_attr_uses(ctx, op, &mut out);
    let mut stack: Vec<OpId> = Vec::new();
    if !is_symbol_table(ctx, op) {
        push_children(ctx, op, &mut stack);
    }
    while let Some(inner) = stack.pop() {
        collect_attr_uses(ctx, inner, &mut out);
        if !is_symbol_table(ctx, inner) {
            push_children(ctx, inner, &mut stack);
        }
    }
    out
}

fn push_children(ctx: &Context, op: OpId, stack: &mut Vec<OpId>) {
    // Pushed in reverse so popping visits them in order.
    let mut children = Vec::new();
    for &r in ctx.regions(op) {
        for &b in ctx.region_blocks(r) {
            children.extend(ctx.block_ops(b));
        }
    }
    stack.extend(children.into_iter().rev());
}

fn collect_attr_uses(ctx: &Context, op: OpId, out: &mut Vec<SymbolUse>) {
    for &(_, attr) in ctx.attrs(op) {
        visit_refs(ctx, attr, &mut |reference| {
            out.push(SymbolUse {
                user: op,
                reference,
            })
        });
    }
}

/// Calls `f` on every symbol reference inside `attr` (itself, array items, dictionary
/// values), depth first.
pub fn visit_refs(ctx: &Context, attr: Attribute, f: &mut impl FnMut(Attribute)) {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { .. } => f(attr),
        AttrKind::Array(items) => {
            for &a in items {
                visit_refs(ctx, a, f);
            }
        }
        AttrKind::Dictionary(entries) => {
            for &(_, a) in entries {
                visit_refs(ctx, a, f);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Builder, Dialect, DialectRegistry, OpDef};

    fn ctx_with_table() -> Context {
        let mut d = Dialect::new("t", "test");
        d.ops.push(OpDef {
            traits: Traits::SYMBOL | Traits::SYMBOL_TABLE | Traits::NO_TERMINATOR,
            regions: crate::Arity::Exact(1),
            ..OpDef::new("t.table", "nested table")
        });
        d.ops.push(OpDef {
            traits: Traits::SYMBOL,
            ..OpDef::new("t.sym", "a symbol")
        });
        let mut reg = DialectRegistry::new();
        reg.register(d);
        let mut ctx = Context::new(reg);
        ctx.allow_unregistered = true;
        ctx
    }

    #[test]
    fn resolves_nested_references_and_collects_uses() {
        let mut ctx = ctx_with_table();
        let module = ctx.create_module(None);
        let body = ctx.module_body(module);
        let a = ctx.string_attr("a");
        let b = ctx.string_attr("b");
        let table = Builder::at_end(&mut ctx, body)
            .op("t.table")
            .attr(SYM_NAME, a)
            .regions(1)
            .build();
        let inner_region = ctx.region(table, 0);
        let inner = ctx.push_block(inner_region);
        let bsym = Builder::at_end(&mut ctx, inner)
            .op("t.sym")
            .attr(SYM_NAME, b)
            .build();
        // @a::@b
        let ra = ctx.sym("a");
        let rb = ctx.sym("b");
        let nested = ctx.intern_attr(AttrKind::SymbolRef {
            root: ra,
            nested: vec![rb],
        });
        let plain_b = ctx.symbol_ref_attr("b");
        let arr = ctx.array_attr(vec![nested, plain_b]);
        let user = Builder::at_end(&mut ctx, body)
            .op("test.user")
            .attr("refs", arr)
            .build();
        assert_eq!(resolve(&ctx, user, nested), Some(vec![table, bsym]));
        // `@b` is not in the module's table.
        assert_eq!(resolve(&ctx, user, plain_b), None);
        // From inside the nested table, `@b` resolves there.
        assert_eq!(resolve(&ctx, bsym, plain_b), Some(vec![bsym]));
        // A symbol table's body is its own scope.
        assert!(collect_uses(&ctx, module).is_empty());
        let uses = collect_uses(&ctx, user);
        assert_eq!(
            uses,
            vec![
                SymbolUse {
                    user,
                    reference: nested
                },
                SymbolUse {
                    user,
                    reference: plain_b
                }
            ]
        );
        assert_eq!(visibility(&ctx, bsym), Visibility::Public);
        let private = ctx.string_attr("private");
        ctx.set_attr_named(bsym, SYM_VISIBILITY, private);
        assert_eq!(visibility(&ctx, bsym), Visibility::Private);
        assert_eq!(lookup_in(&ctx, table, "b"), Some(bsym));
        assert_eq!(lookup_in(&ctx, table, "c"), None);
    }

    #[test]
    fn uses_inside_nested_tables_are_not_collected_from_outside() {
        let mut ctx = ctx_with_table();
        let module = ctx.create_module(None);
        let body = ctx.module_body(module);
        // module { test.wrapper { test.user {r = @y}; t.table @a { test.user {r = @x} } } }
        let wrapper = Builder::at_end(&mut ctx, body)
            .op("test.wrapper")
            .regions(1)
            .build();
        let wrapper_region = ctx.region(wrapper, 0);
        let wrapper_body = ctx.push_block(wrapper_region);
        let y = ctx.symbol_ref_attr("y");
        let outer_user = Builder::at_end(&mut ctx, wrapper_body)
            .op("test.user")
            .attr("r", y)
            .build();
        let a = ctx.string_attr("a");
        let table = Builder::at_end(&mut ctx, wrapper_body)
            .op("t.table")
            .attr(SYM_NAME, a)
            .regions(1)
            .build();
        let inner_region = ctx.region(table, 0);
        let inner = ctx.push_block(inner_region);
        let x = ctx.symbol_ref_attr("x");
        let inner_user = Builder::at_end(&mut ctx, inner)
            .op("test.user")
            .attr("r", x)
            .build();
        assert_eq!(
            collect_uses(&ctx, wrapper),
            vec![SymbolUse {
                user: outer_user,
                reference: y
            }]
        );
        assert!(collect_uses(&ctx, table).is_empty());
        assert_eq!(collect_uses(&ctx, inner_user).len(), 1);
        assert_eq!(nearest_symbol_table(&ctx, inner_user), Some(table));
        assert_eq!(nearest_symbol_table(&ctx, outer_user), Some(module));
    }
}
