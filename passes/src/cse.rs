//! `cse`: common subexpression elimination over dominance scopes, as MLIR's `CSE`.
//!
//! Two ops are equivalent when they have the same name, operands, attributes and
//! result types. An op is eliminated when an equivalent op dominates it: within a block
//! the earlier one, across blocks one in a dominating block (a scoped hash table walked
//! along the dominator tree). Only registered `PURE` ops without regions or successors
//! that are not terminators are candidates. The regions of an op isolated from above
//! start from an empty table; other nested regions see the enclosing scope. Graph
//! regions (no dominance) are not simplified themselves, only the regions nested in
//! them. Trivially dead ops met on the way are erased too, as MLIR's CSE does (an op
//! with regions, such as a recursively pure loop, after its regions were simplified).
//!
//! Ops with [`Traits::MEMORY_READ_ONLY`] are merged too, but only with an equivalent op
//! earlier in the same block with no op in between (in walk order, nested ones included)
//! that may write memory: one that is neither `PURE` nor read-only, or is unregistered.

use std::collections::HashMap;
use visa_ir::dominance::DomTree;
use visa_ir::pass::{Pass, PassStatistic};
use visa_ir::rewrite::is_trivially_dead;
use visa_ir::{
    Attribute, BlockId, Context, Diagnostic, OpId, OpName, RegionId, Symbol, Traits, Type, Value,
};

/// The `cse` pass; see the module documentation.
#[derive(Default)]
pub struct Cse {
    /// Ops replaced by an equivalent one, over all runs.
    pub num_cse: usize,
    /// Trivially dead ops erased, over all runs.
    pub num_dce: usize,
}

type Key = (OpName, Vec<Value>, Vec<(Symbol, Attribute)>, Vec<Type>);

/// A known op, with the write epoch it was seen in if it reads memory.
type Known = (OpId, Option<u64>);

/// A scope's table with its undo log, saved while an isolated region is processed.
type Saved = (HashMap<Key, Known>, Vec<(Key, Option<Known>)>);

struct Driver {
    known: HashMap<Key, Known>,
    /// (key, previous entry) for each insertion, to undo at scope exit.
    undo: Vec<(Key, Option<Known>)>,
    /// Bumped after every op that may write memory.
    epoch: u64,
    to_erase: Vec<OpId>,
    num_cse: usize,
    num_dce: usize,
}

impl Driver {
    fn region(&mut self, ctx: &mut Context, region: RegionId) {
        let blocks = ctx.region_blocks(region).to_vec();
        if blocks.is_empty() {
            return;
        }
        let graph = ctx
            .region_parent(region)
            .is_some_and(|p| ctx.op_has_trait(p, Traits::GRAPH_REGION));
        if blocks.len() == 1 {
            let mark = self.undo.len();
            self.block(ctx, blocks[0], !graph);
            self.pop_scope(mark);
            return;
        }
        // Walk the dominator tree depth first, one scope per block.
        let tree = DomTree::new(ctx, region);
        let children = tree.children();
        let mut stack: Vec<(usize, usize, usize)> = Vec::new();
        let mark = self.undo.len();
        self.block(ctx, tree.blocks()[0], !graph);
        stack.push((0, 0, mark));
        while let Some(top) = stack.last_mut() {
            let (b, next, mark) = *top;
            match children[b].get(next) {
                Some(&child) => {
                    top.1 += 1;
                    let mark = self.undo.len();
                    self.block(ctx, tree.blocks()[child], !graph);
                    stack.push((child, 0, mark));
                }
                None => {
                    self.pop_scope(mark);
                    stack.pop();
                }
            }
        }
        // Unreachable blocks: only their nested regions, from an empty scope.
        for (i, &b) in tree.blocks().iter().enumerate() {
            if !tree.is_reachable_index(i) {
                let saved = self.isolate();
                self.block(ctx, b, false);
                self.restore(saved);
            }
        }
    }

    fn isolate(&mut self) -> Saved {
        (
            std::mem::take(&mut self.known),
            std::mem::take(&mut self.undo),
        )
    }

    fn restore(&mut self, saved: Saved) {
        (self.known, self.undo) = saved;
    }

    fn pop_scope(&mut self, mark: usize) {
        while self.undo.len() > mark {
            let (key, prev) = self.undo.pop().expect("above mark");
            match prev {
                Some(entry) => self.known.insert(key, entry),
                None => self.known.remove(&key),
            };
        }
    }

    fn block(&mut self, ctx: &mut Context, block: BlockId, simplify: bool) {
        let ops: Vec<OpId> = ctx.block_ops(block).collect();
        for op in ops {
            // A recursively pure op's nested ops are walked, and bump the epoch themselves.
            let writes = ctx.op_def(op).is_none_or(|d| {
                !d.has(Traits::PURE)
                    && !d.has(Traits::MEMORY_READ_ONLY)
                    && !d.has(Traits::RECURSIVELY_PURE)
            });
            self.op(ctx, op, simplify);
            if writes {
                self.epoch += 1;
            }
        }
    }

    /// Simplifies `op`'s regions (ops with regions are not candidates themselves, but
    /// are erased when trivially dead afterwards), or `op` if `simplify`.
    fn op(&mut self, ctx: &mut Context, op: OpId, simplify: bool) {
        if ctx.regions(op).is_empty() {
            if simplify {
                self.simplify(ctx, op);
            }
            return;
        }
        let regions = ctx.regions(op).to_vec();
        if ctx.op_def(op).is_none() || ctx.op_has_trait(op, Traits::ISOLATED_FROM_ABOVE) {
            let saved = self.isolate();
            for r in regions {
                self.region(ctx, r);
            }
            self.restore(saved);
        } else {
            for r in regions {
                self.region(ctx, r);
            }
        }
        if simplify && is_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            self.num_dce += 1;
        }
    }

    fn simplify(&mut self, ctx: &mut Context, op: OpId) {
        let Some(def) = ctx.op_def(op) else {
            return;
        };
        let reads = !def.has(Traits::PURE) && def.has(Traits::MEMORY_READ_ONLY);
        if !(def.has(Traits::PURE) || reads)
            || def.has(Traits::TERMINATOR)
            || !ctx.successors(op).is_empty()
        {
            return;
        }
        if is_trivially_dead(ctx, op) {
            self.to_erase.push(op);
            self.num_dce += 1;
            return;
        }
        let key: Key = (
            ctx.op_name(op),
            ctx.operands(op).to_vec(),
            ctx.attrs(op).to_vec(),
            ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect(),
        );
        let epoch = reads.then_some(self.epoch);
        let usable = |&(existing, seen): &Known| {
            !reads || (seen == epoch && ctx.op_block(existing) == ctx.op_block(op))
        };
        if let Some(&(existing, _)) = self.known.get(&key).filter(|k| usable(k)) {
            let replacements = ctx.results(existing).to_vec();
            ctx.replace_op_results(op, &replacements);
            let unknown = ctx.unknown_loc();
            if ctx.op_loc(existing) == unknown && ctx.op_loc(op) != unknown {
                let loc = ctx.op_loc(op);
                ctx.set_op_loc(existing, loc);
            }
            self.to_erase.push(op);
            self.num_cse += 1;
        } else {
            let prev = self.known.insert(key.clone(), (op, epoch));
            self.undo.push((key, prev));
        }
    }
}

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }

    fn display_name(&self) -> &'static str {
        "CSE"
    }

    fn description(&self) -> &'static str {
        "Eliminate common sub-expressions"
    }

    fn statistics(&self) -> Vec<PassStatistic> {
        vec![
            PassStatistic::new("num-cse", "Number of operations CSE'd", self.num_cse as u64),
            PassStatistic::new("num-dce", "Number of operations DCE'd", self.num_dce as u64),
        ]
    }

    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let mut d = Driver {
            known: HashMap::new(),
            undo: Vec::new(),
            epoch: 0,
            to_erase: Vec::new(),
            num_cse: 0,
            num_dce: 0,
        };
        for region in ctx.regions(op).to_vec() {
            d.region(ctx, region);
        }
        // Erasing the latest ops first keeps use-list removals at their ends.
        for &dead in d.to_erase.iter().rev() {
            if !ctx.is_erased(dead) && ctx.results_unused(dead) {
                ctx.erase_op(dead);
            }
        }
        self.num_cse += d.num_cse;
        self.num_dce += d.num_dce;
        Ok(())
    }
}
