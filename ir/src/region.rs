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

    /// Moves every block of `from` to the end of `to`.
    pub fn take_blocks(&mut self, from: RegionId, to: RegionId) {
        let blocks = std::mem::take(&mut self.regions[from].blocks);
        for &b in &blocks {
            self.blocks[b].parent = Some(to);
        }
        self.regions[to].blocks.extend(blocks);
    }
}
