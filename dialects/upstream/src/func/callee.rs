//! Resolving the callee of a `func.call`: its flat symbol looked up in the nearest
//! symbol table around the call (MLIR's `lookupNearestSymbolFrom`).
//!
//! Verifying a module calls this once per call, so a linear scan of the table would
//! make verification quadratic. A per-thread cache maps each symbol table to its
//! name-to-op index; every hit is re-validated against the context at hand (the op
//! exists, is not erased, sits directly in that table and still has that name), so a
//! stale entry, from an earlier version of the IR or another context, can only cause
//! a rebuild, never a wrong answer. Names are unique in a verified table.

use super::{func_name, Func};
use std::cell::RefCell;
use std::collections::HashMap;
use visa_ir::entity::EntityRef;
use visa_ir::{Context, OpId};

/// Tables cached before the cache is dropped and started afresh.
const MAX_TABLES: usize = 64;

thread_local! {
    static TABLES: RefCell<HashMap<OpId, HashMap<String, OpId>>> = RefCell::new(HashMap::new());
}

/// Whether `op` is, in `ctx`, a symbol named `name` directly inside `table`.
fn is_symbol_in(ctx: &Context, op: OpId, table: OpId, name: &str) -> bool {
    op.index() < ctx.num_ops_created()
        && !ctx.is_erased(op)
        && ctx.parent_op(op) == Some(table)
        && ctx.attr(op, "sym_name").and_then(|a| ctx.attr_str(a)) == Some(name)
}

/// The name-to-op index of the symbols directly in `table` (the first of a name wins).
fn index_table(ctx: &Context, table: OpId) -> HashMap<String, OpId> {
    let mut map = HashMap::new();
    for &region in ctx.regions(table) {
        for &block in ctx.region_blocks(region) {
            for op in ctx.block_ops(block) {
                if let Some(name) = ctx.attr(op, "sym_name").and_then(|a| ctx.attr_str(a)) {
                    map.entry(name.to_string()).or_insert(op);
                }
            }
        }
    }
    map
}

/// The symbol named `name` directly in the symbol table `table`.
fn lookup(ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
    TABLES.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some(&op) = cache.get(&table).and_then(|m| m.get(name)) {
            if is_symbol_in(ctx, op, table, name) {
                return Some(op);
            }
        }
        if cache.len() >= MAX_TABLES {
            cache.clear();
        }
        let map = index_table(ctx, table);
        let found = map.get(name).copied();
        cache.insert(table, map);
        found
    })
}

/// The `func.func` a `func.call` calls, if its `callee` names one in the nearest
/// symbol table around the call.
pub fn resolve_callee(ctx: &Context, call: OpId) -> Option<OpId> {
    let name = ctx
        .attr(call, "callee")
        .and_then(|a| super::flat_symbol_name(ctx, a))?;
    let table = visa_ir::symbol::nearest_symbol_table(ctx, call)?;
    lookup(ctx, table, name)
        .filter(|&f| Func::matches(ctx, f).is_some() && func_name(ctx, f) == Some(name))
}

/// The `func.func` the flat symbol in attribute `attr` of `op` names, in the nearest
/// symbol table around `op` (`func.constant`'s `value`).
pub(crate) fn resolve_symbol(ctx: &Context, op: OpId, attr: &str) -> Option<OpId> {
    let name = ctx
        .attr(op, attr)
        .and_then(|a| super::flat_symbol_name(ctx, a))?;
    let table = visa_ir::symbol::nearest_symbol_table(ctx, op)?;
    lookup(ctx, table, name)
        .filter(|&f| Func::matches(ctx, f).is_some() && func_name(ctx, f) == Some(name))
}
