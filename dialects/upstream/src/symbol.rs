//! Symbol lookup as MLIR's `SymbolTable::lookupNearestSymbolFrom` does it: find the
//! closest enclosing op with a symbol table and look the name up in its region.

use visa_ir::{AttrKind, Attribute, Context, OpId, Traits};

/// The closest op that holds a symbol table, starting at `from` itself.
pub fn nearest_symbol_table(ctx: &Context, from: OpId) -> Option<OpId> {
    let mut cursor = Some(from);
    while let Some(op) = cursor {
        if ctx.op_has_trait(op, Traits::SYMBOL_TABLE) {
            return Some(op);
        }
        cursor = ctx.parent_op(op);
    }
    None
}

/// The op directly in `table`'s regions whose `sym_name` is `name`.
pub fn lookup_symbol_in(ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
    ctx.regions(table)
        .iter()
        .flat_map(|&r| ctx.region_blocks(r).iter().copied())
        .flat_map(|b| ctx.block_ops(b))
        .find(|&op| {
            ctx.attr(op, "sym_name")
                .and_then(|a| ctx.attr_str(a))
                .is_some_and(|s| s == name)
        })
}

/// The op the symbol reference `sym` names, resolved from `from`: the root in the
/// nearest symbol table, then each nested reference in the symbol table found.
pub fn lookup_nearest_symbol_from(ctx: &Context, from: OpId, sym: Attribute) -> Option<OpId> {
    let AttrKind::SymbolRef { root, nested } = ctx.attr_kind(sym) else {
        return None;
    };
    let table = nearest_symbol_table(ctx, from)?;
    let mut found = lookup_symbol_in(ctx, table, ctx.str(*root))?;
    for &n in nested {
        if !ctx.op_has_trait(found, Traits::SYMBOL_TABLE) {
            return None;
        }
        found = lookup_symbol_in(ctx, found, ctx.str(n))?;
    }
    Some(found)
}

/// Whether `attr` is a flat symbol reference (`@name`, no nested part).
pub fn is_flat_symbol_ref(ctx: &Context, attr: Attribute) -> bool {
    matches!(ctx.attr_kind(attr), AttrKind::SymbolRef { nested, .. } if nested.is_empty())
}

/// The name of a flat symbol reference.
pub fn flat_symbol_name(ctx: &Context, attr: Attribute) -> Option<&str> {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
        _ => None,
    }
}
