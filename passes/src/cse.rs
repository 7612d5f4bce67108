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
//! that may write memory (`visa_ir::interfaces::effects::may_write`: its memory effects
//! are unknown, as an unregistered op's, or include more than reads).

use indexmap::{Equivalent, IndexMap};
use std::hash::{Hash, Hasher};
use std::num::NonZeroU32;
use visa_ir::dominance::DomTree;
use visa_ir::interfaces::effects::may_write;
use visa_ir::pass::{Pass, PassStatistic};
use visa_ir::rewrite::is_trivially_dead;
use visa_ir::{BlockId, Context, Diagnostic, OpId, RegionId, Traits};

/// The `cse` pass; see the module documentation.
#[derive(Default)]
pub struct Cse {
    /// Ops replaced by an equivalent one, over all runs.
    pub num_cse: usize,
    /// Trivially dead ops erased, over all runs.
    pub num_dce: usize,
}

/// A known op in the table: its structural hash and the op itself (MLIR keys its
/// table by `Operation*` the same way), so the table holds no copy of any operand,
/// attribute or type list. Two keys are equal when they are the same op; lookups go
/// through [`Probe`], which compares structure. The hash is folded to 32 bits so a key
/// is 8 bytes (the table and its undo log hold one per op); a collision costs only a
/// structural comparison.
#[derive(Copy, Clone, PartialEq, Eq)]
struct Key {
    hash: u32,
    op: OpId,
}

impl Hash for Key {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u32(self.hash);
    }
}

/// A lookup of an op by structure: same name, operands, attributes and result types.
struct Probe<'a> {
    ctx: &'a Context,
    hash: u32,
    op: OpId,
}

impl Hash for Probe<'_> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u32(self.hash);
    }
}

impl Equivalent<Key> for Probe<'_> {
    fn equivalent(&self, key: &Key) -> bool {
        let (ctx, a, b) = (self.ctx, self.op, key.op);
        self.hash == key.hash
            && (a == b
                || (ctx.op_name(a) == ctx.op_name(b)
                    && ctx.operands(a) == ctx.operands(b)
                    && ctx.attrs(a) == ctx.attrs(b)
                    && ctx.unregistered_properties(a) == ctx.unregistered_properties(b)
                    && ctx.results(a).len() == ctx.results(b).len()
                    && ctx
                        .results(a)
                        .iter()
                        .zip(ctx.results(b))
                        .all(|(&x, &y)| ctx.value_type(x) == ctx.value_type(y))))
    }
}

/// The structural hash of `op` (name, operands, attributes, result types), with a
/// fixed-key hasher so that runs are reproducible, folded to 32 bits.
fn structural_hash(ctx: &Context, op: OpId) -> u32 {
    let mut h = std::hash::DefaultHasher::new();
    ctx.op_name(op).hash(&mut h);
    ctx.operands(op).hash(&mut h);
    ctx.attrs(op).hash(&mut h);
    ctx.unregistered_properties(op).hash(&mut h);
    for &r in ctx.results(op) {
        ctx.value_type(r).hash(&mut h);
    }
    let h = h.finish();
    (h ^ (h >> 32)) as u32
}

impl Driver {
    fn probe<'a>(ctx: &'a Context, key: Key) -> Probe<'a> {
        Probe {
            ctx,
            hash: key.hash,
            op: key.op,
        }
    }
}

/// A known op, with the write epoch it was seen in plus one if it reads memory (a
/// `NonZeroU32`, so an entry is 8 bytes: the table has one per op).
type Known = (OpId, Option<NonZeroU32>);

/// A scope's table with its undo log, saved while an isolated region is processed.
type Saved = (IndexMap<Key, Known>, Vec<(Key, Option<Known>)>);

struct Driver {
    known: IndexMap<Key, Known>,
    /// (key, previous entry) for each insertion, to undo at scope exit.
    undo: Vec<(Key, Option<Known>)>,
    /// Whether the current scope started from an empty table (a function body): its
    /// insertions are not logged, the table is cleared when it closes instead.
    unlogged: bool,
    /// Bumped after every op that may write memory; each op is visited once, so it
    /// stays below the number of ops, which fits a `u32` handle.
    epoch: u32,
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
            let fresh = self.known.is_empty();
            let outer = std::mem::replace(&mut self.unlogged, fresh);
            let mark = self.undo.len();
            self.block(ctx, blocks[0], !graph);
            if fresh {
                // Nested scopes undid their own entries; the rest are this scope's.
                debug_assert_eq!(self.undo.len(), mark);
                self.known.clear();
            } else {
                self.pop_scope(ctx, mark);
            }
            self.unlogged = outer;
            return;
        }
        let outer = std::mem::replace(&mut self.unlogged, false);
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
                    self.pop_scope(ctx, mark);
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
        self.unlogged = outer;
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

    fn pop_scope(&mut self, ctx: &Context, mark: usize) {
        while self.undo.len() > mark {
            let (key, prev) = self.undo.pop().expect("above mark");
            let probe = Self::probe(ctx, key);
            match prev {
                Some(entry) => {
                    if let Some(slot) = self.known.get_mut(&probe) {
                        *slot = entry;
                    }
                }
                None => {
                    self.known.swap_remove(&probe);
                }
            }
        }
    }

    fn block(&mut self, ctx: &mut Context, block: BlockId, simplify: bool) {
        let ops: Vec<OpId> = ctx.block_ops(block).collect();
        for op in ops {
            // A recursively pure op's nested ops are walked, and bump the epoch themselves.
            let writes = may_write(ctx, op);
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
        let key = Key {
            hash: structural_hash(ctx, op),
            op,
        };
        let epoch = if reads {
            NonZeroU32::new(self.epoch.checked_add(1).expect("more epochs than ops"))
        } else {
            None
        };
        let usable = |&(existing, seen): &Known| {
            !reads || (seen == epoch && ctx.op_block(existing) == ctx.op_block(op))
        };
        let found = self.known.get(&Self::probe(ctx, key)).copied();
        if let Some((existing, _)) = found.filter(|k| usable(k)) {
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
            // An equal op already known keeps its slot (and stays the representative
            // the structure is compared with); only the entry changes.
            let prev = match self.known.get_mut(&Self::probe(ctx, key)) {
                Some(slot) => Some(std::mem::replace(slot, (op, epoch))),
                None => {
                    self.known.insert(key, (op, epoch));
                    None
                }
            };
            if !self.unlogged {
                self.undo.push((key, prev));
            }
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
            known: IndexMap::new(),
            undo: Vec::new(),
            unlogged: false,
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
