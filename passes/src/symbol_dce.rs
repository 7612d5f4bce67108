//! `symbol-dce`: erases symbols that are not public and that nothing live references,
//! as MLIR's `SymbolDCE` does.
//!
//! The pass runs on a symbol table. Live roots are the ops in the table that are not
//! symbols and the public symbols; `private` and `nested` symbols are discardable (what
//! `mlir-opt` 22 does with `func.func` and `memref.global`). From each live op, every
//! `SymbolRef` attribute held by it or the ops nested in it (not entering nested symbol
//! tables) is resolved from the table containing the live op, and every symbol along the
//! reference's path (`@a::@b` marks `@a` and `@b`) becomes live. A live op that is itself
//! a symbol table has its liveness computed the same way. Afterwards, the symbols not
//! found live in every table whose liveness was computed are erased. References that
//! resolve to nothing are ignored.

use std::collections::HashSet;
use visa_ir::pass::{Pass, PassStatistic};
use visa_ir::symbol::{self, SymbolTableCollection, Visibility};
use visa_ir::{Context, Diagnostic, OpId};

/// The `symbol-dce` pass; see the module documentation.
#[derive(Default)]
pub struct SymbolDce {
    /// Symbols erased, over all runs.
    pub erased: usize,
}

struct Liveness<'a> {
    ctx: &'a Context,
    tables: SymbolTableCollection,
    live: HashSet<OpId>,
    computed: Vec<OpId>,
}

impl Liveness<'_> {
    fn compute(&mut self, table: OpId) {
        let ctx = self.ctx;
        self.computed.push(table);
        let mut worklist = Vec::new();
        for &block in ctx.region_blocks(ctx.region(table, 0)) {
            for op in ctx.block_ops(block) {
                if !symbol::is_symbol(ctx, op) {
                    worklist.push(op);
                    continue;
                }
                let discardable = symbol::visibility(ctx, op) != Visibility::Public;
                if !discardable && self.live.insert(op) {
                    worklist.push(op);
                }
            }
        }
        while let Some(op) = worklist.pop() {
            if op != table && symbol::is_symbol_table(ctx, op) {
                self.compute(op);
            }
            let Some(parent) = ctx.parent_op(op) else {
                continue;
            };
            for u in symbol::collect_uses(ctx, op) {
                let Some(resolved) = self.tables.resolve_in(ctx, parent, u.reference) else {
                    continue;
                };
                for s in resolved {
                    if self.live.insert(s) {
                        worklist.push(s);
                    }
                }
            }
        }
    }
}

impl Pass for SymbolDce {
    fn name(&self) -> &'static str {
        "symbol-dce"
    }

    fn display_name(&self) -> &'static str {
        "SymbolDCE"
    }

    fn description(&self) -> &'static str {
        "Eliminate dead symbols"
    }

    fn statistics(&self) -> Vec<PassStatistic> {
        vec![PassStatistic::new(
            "num-dce",
            "Number of symbols DCE'd",
            self.erased as u64,
        )]
    }

    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        if !symbol::is_symbol_table(ctx, op) {
            return Err(ctx.op_error(
                op,
                "was scheduled to run under SymbolDCE, but does not define a symbol table",
            ));
        }
        let mut liveness = Liveness {
            ctx,
            tables: SymbolTableCollection::new(),
            live: HashSet::new(),
            computed: Vec::new(),
        };
        liveness.compute(op);
        let Liveness { live, computed, .. } = liveness;
        let mut dead = Vec::new();
        for table in computed {
            for &block in ctx.region_blocks(ctx.region(table, 0)) {
                for inner in ctx.block_ops(block) {
                    if symbol::is_symbol(ctx, inner) && !live.contains(&inner) {
                        dead.push(inner);
                    }
                }
            }
        }
        for d in dead {
            if !ctx.is_erased(d) && ctx.results_unused(d) {
                ctx.erase_op(d);
                self.erased += 1;
            }
        }
        Ok(())
    }
}
