//! Blocks: a list of operations with arguments, ending (in SSA-CFG regions) with a
//! terminator.

use crate::entity;
use crate::location::Location;
use crate::operation::OpId;
use crate::region::RegionId;
use crate::types::Type;
use crate::value::{Value, ValueDef};
use crate::Context;

entity! {
    /// A basic block.
    pub struct BlockId, "bb";
}

/// Storage of a block.
#[derive(Clone, Debug, Default)]
pub struct BlockData {
    pub(crate) args: Vec<Value>,
    pub(crate) first: Option<OpId>,
    pub(crate) last: Option<OpId>,
    pub(crate) parent: Option<RegionId>,
}

/// Iterator over the operations of a block; see [`Context::block_ops`].
pub struct BlockOps<'a> {
    ctx: &'a Context,
    next: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    fn next(&mut self) -> Option<OpId> {
        let op = self.next?;
        self.next = self.ctx.next_op(op);
        Some(op)
    }
}

impl Context {
    /// Creates a detached, empty block.
    pub fn create_block(&mut self) -> BlockId {
        self.blocks.push(BlockData::default())
    }

    /// Adds an argument of type `ty` to `block`.
    pub fn add_block_arg(&mut self, block: BlockId, ty: Type, loc: Option<Location>) -> Value {
        let index = self.blocks[block].args.len() as u32;
        let v = self.new_value(ty, ValueDef::Argument { block, index }, loc);
        self.blocks[block].args.push(v);
        v
    }

    /// Removes argument `index` of `block`, which must have no uses; the later
    /// arguments move down one position.
    pub fn erase_block_arg(&mut self, block: BlockId, index: usize) {
        let v = self.blocks[block].args.remove(index);
        assert!(self.use_empty(v), "erasing a used block argument");
        for i in index..self.blocks[block].args.len() {
            let a = self.blocks[block].args[i];
            self.values[a].def = ValueDef::Argument {
                block,
                index: i as u32,
            };
        }
    }

    /// The arguments of `block`.
    #[inline]
    pub fn block_args(&self, block: BlockId) -> &[Value] {
        &self.blocks[block].args
    }

    /// The first operation of `block`.
    #[inline]
    pub fn first_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].first
    }

    /// The last operation of `block` (its terminator in a well-formed CFG region).
    #[inline]
    pub fn last_op(&self, block: BlockId) -> Option<OpId> {
        self.blocks[block].last
    }

    /// The operations of `block`, in order. Don't erase the op the iterator stands on;
    /// collect first when rewriting.
    pub fn block_ops(&self, block: BlockId) -> BlockOps<'_> {
        BlockOps {
            ctx: self,
            next: self.blocks[block].first,
        }
    }

    /// The region containing `block`.
    #[inline]
    pub fn block_region(&self, block: BlockId) -> Option<RegionId> {
        self.blocks[block].parent
    }

    /// The operation whose region contains `block`.
    pub fn block_parent_op(&self, block: BlockId) -> Option<OpId> {
        self.region_parent(self.blocks[block].parent?)
    }

    /// Whether `block` is the first block of its region.
    pub fn is_entry_block(&self, block: BlockId) -> bool {
        match self.blocks[block].parent {
            Some(r) => self.region_blocks(r).first() == Some(&block),
            None => false,
        }
    }
}
