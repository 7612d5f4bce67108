//! Regions: an ordered list of blocks owned by an operation.

use crate::block::BlockId;
use crate::entity;
use crate::operation::OpId;
use crate::Context;

entity! {
    /// A region.
    pub struct RegionId, "region";
}

/// Storage of a region.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    pub(crate) blocks: Vec<BlockId>,
    pub(crate) parent: Option<OpId>,
}

impl Context {
    pub(crate) fn new_region(&mut self, parent: Option<OpId>) -> RegionId {
        self.regions.push(RegionData {
            blocks: Vec::new(),
            parent,
        })
    }

    /// The blocks of `region`, entry block first.
    #[inline]
    pub fn region_blocks(&self, region: RegionId) -> &[BlockId] {
        &self.regions[region].blocks
    }

    /// The entry block of `region`, if it has one.
    pub fn entry_block(&self, region: RegionId) -> Option<BlockId> {
        self.regions[region].blocks.first().copied()
    }

    /// The operation owning `region`.
    #[inline]
    pub fn region_parent(&self, region: RegionId) -> Option<OpId> {
        self.regions[region].parent
    }

    /// Appends the detached `block` to `region`.
    pub fn append_block(&mut self, region: RegionId, block: BlockId) {
        debug_assert!(
            self.blocks[block].parent.is_none(),
            "block already in a region"
        );
        self.blocks[block].parent = Some(region);
        self.regions[region].blocks.push(block);
    }

    /// Creates a block at the end of `region` and returns it.
    pub fn push_block(&mut self, region: RegionId) -> BlockId {
        let block = self.create_block();
        self.append_block(region, block);
        block
    }

    /// Whether `region` has no blocks.
    pub fn region_is_empty(&self, region: RegionId) -> bool {
        self.regions[region].blocks.is_empty()
    }

    /// Inserts the detached `block` into `after`'s region right after `after`.
    pub fn insert_block_after(&mut self, after: BlockId, block: BlockId) {
        debug_assert!(
            self.blocks[block].parent.is_none(),
            "block already in a region"
        );
        let region = self.blocks[after].parent.expect("block in a region");
        let at = self.regions[region]
            .blocks
            .iter()
            .position(|&b| b == after)
            .expect("block listed in its region");
        self.blocks[block].parent = Some(region);
        self.regions[region].blocks.insert(at + 1, block);
    }

    /// Moves every block of `from` into `after`'s region, in order, right after `after`
    /// (MLIR's `inlineRegionBefore` of the next block).
    pub fn move_blocks_after(&mut self, from: RegionId, after: BlockId) {
        let region = self.blocks[after].parent.expect("block in a region");
        let blocks = std::mem::take(&mut self.regions[from].blocks);
        for &b in &blocks {
            self.blocks[b].parent = Some(region);
        }
        let at = self.regions[region]
            .blocks
            .iter()
            .position(|&b| b == after)
            .expect("block listed in its region");
        self.regions[region].blocks.splice(at + 1..at + 1, blocks);
    }

    /// Unlinks `block`, which must hold no op, from its region; its handle stays
    /// dead (arguments still used are the caller's bug, as erasing a used op's results).
    pub fn remove_empty_block(&mut self, block: BlockId) {
        assert!(self.first_op(block).is_none(), "removing a block with ops");
        if let Some(region) = self.blocks[block].parent.take() {
            self.regions[region].blocks.retain(|&b| b != block);
        }
    }

    /// Moves every block of `from` to the end of `to`.
    pub fn take_blocks(&mut self, from: RegionId, to: RegionId) {
        let blocks = std::mem::take(&mut self.regions[from].blocks);
        for &b in &blocks {
            self.blocks[b].parent = Some(to);
        }
        self.regions[to].blocks.extend(blocks);
    }
}

#[cfg(test)]
mod tests {
    use crate::{Context, DialectRegistry};

    #[test]
    fn blocks_insert_move_and_remove_in_order() {
        let mut ctx = Context::new(DialectRegistry::new());
        let r = ctx.new_region(None);
        let a = ctx.push_block(r);
        let d = ctx.push_block(r);
        let b = ctx.create_block();
        ctx.insert_block_after(a, b);
        assert_eq!(ctx.region_blocks(r), &[a, b, d]);
        let other = ctx.new_region(None);
        let x = ctx.push_block(other);
        let y = ctx.push_block(other);
        ctx.move_blocks_after(other, b);
        assert_eq!(ctx.region_blocks(r), &[a, b, x, y, d]);
        assert!(ctx.region_blocks(other).is_empty());
        assert_eq!(ctx.block_region(x), Some(r));
        ctx.remove_empty_block(b);
        assert_eq!(ctx.region_blocks(r), &[a, x, y, d]);
        assert_eq!(ctx.block_region(b), None);
    }
}
