//! MLIR's deterministic SSA names for printing.
//!
//! Follows MLIR's `SSANameState`: the printed op's results and its regions are numbered
//! from 0; each region numbers its blocks `^bb0, ^bb1, ...`, its entry block arguments
//! `%argN` and every other value `%N` (one number per result group, `%N#i` for result
//! `i`), block by block; a nested region then starts from the counters as they stand
//! after its whole parent region was numbered. Block predecessors are gathered for the
//! `// pred:` comments. Regions are numbered from a stack, so sibling regions are
//! visited last to first, which shows when names are unique (generic form).

use crate::block::BlockId;
use crate::entity::EntityRef;
use crate::operation::OpId;
use crate::region::RegionId;
use crate::value::Value;
use crate::Context;
use std::collections::HashMap;

/// The name of one value.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub(crate) enum ValueName {
    /// Not numbered (defined outside the printed op).
    #[default]
    Unknown,
    /// `%N`: a single result or a non-entry block argument.
    Num(u32),
    /// `%N#i`: result `i` of an op with several results numbered `N`.
    Group(u32, u32),
    /// `%argN`.
    Arg(u32),
}

/// Names of values and blocks, and block predecessors.
#[derive(Default)]
pub(crate) struct NameTable {
    values: Vec<ValueName>,
    blocks: Vec<u32>,
    preds: HashMap<BlockId, Vec<BlockId>>,
}

impl NameTable {
    /// Numbers everything under `root` (and its results) as MLIR does. With `unique`
    /// (MLIR's `--mlir-print-unique-ssa-ids`, implied by the generic form) the counters
    /// never restart, so every name is unique in the printed text.
    pub(crate) fn build(ctx: &Context, root: OpId, unique: bool) -> Self {
        let mut t = NameTable {
            values: Vec::new(),
            blocks: Vec::new(),
            preds: HashMap::new(),
        };
        let mut stack: Vec<(RegionId, u32, u32)> =
            ctx.regions(root).iter().map(|&r| (r, 0, 0)).collect();
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        t.number_op(ctx, root, &mut next_value);
        while let Some((region, v, a)) = stack.pop() {
            if !unique {
                next_value = v;
                next_arg = a;
            }
            for (i, &block) in ctx.region_blocks(region).iter().enumerate() {
                t.set_block(block, i as u32);
                let entry = i == 0;
                for &arg in ctx.block_args(block) {
                    if entry {
                        t.set_value(arg, ValueName::Arg(next_arg));
                        next_arg += 1;
                    } else {
                        t.set_value(arg, ValueName::Num(next_value));
                        next_value += 1;
                    }
                }
                for op in ctx.block_ops(block) {
                    t.number_op(ctx, op, &mut next_value);
                    for &s in ctx.successors(op) {
                        t.preds.entry(s).or_default().push(block);
                    }
                }
            }
            for &block in ctx.region_blocks(region) {
                for op in ctx.block_ops(block) {
                    for &r in ctx.regions(op) {
                        stack.push((r, next_value, next_arg));
                    }
                }
            }
        }
        t
    }

    fn number_op(&mut self, ctx: &Context, op: OpId, next_value: &mut u32) {
        let results = ctx.results(op);
        match results.len() {
            0 => return,
            1 => self.set_value(results[0], ValueName::Num(*next_value)),
            _ => {
                for (i, &r) in results.iter().enumerate() {
                    self.set_value(r, ValueName::Group(*next_value, i as u32));
                }
            }
        }
        *next_value += 1;
    }

    fn set_value(&mut self, v: Value, name: ValueName) {
        let i = v.index();
        if self.values.len() <= i {
            self.values.resize(i + 1, ValueName::Unknown);
        }
        self.values[i] = name;
    }

    fn set_block(&mut self, b: BlockId, n: u32) {
        let i = b.index();
        if self.blocks.len() <= i {
            self.blocks.resize(i + 1, u32::MAX);
        }
        self.blocks[i] = n;
    }

    /// The name of `v`.
    pub(crate) fn value(&self, v: Value) -> ValueName {
        self.values.get(v.index()).copied().unwrap_or_default()
    }

    /// The number of block `b` within its region.
    pub(crate) fn block(&self, b: BlockId) -> Option<u32> {
        self.blocks
            .get(b.index())
            .copied()
            .filter(|&n| n != u32::MAX)
    }

    /// The predecessors of `b`, one per branch edge, in printing order.
    pub(crate) fn preds(&self, b: BlockId) -> &[BlockId] {
        self.preds.get(&b).map_or(&[], |v| v.as_slice())
    }
}
