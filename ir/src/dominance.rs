//! Dominance within a region's control-flow graph, for the SSA verifier and for `cse`'s
//! walk of the dominator tree.

use crate::block::BlockId;
use crate::region::RegionId;
use crate::Context;
use std::collections::HashMap;

/// Immediate dominators of the blocks of one region (Cooper, Harvey and Kennedy's
/// iterative algorithm over reverse post-order).
pub struct DomTree {
    blocks: Vec<BlockId>,
    index: HashMap<BlockId, usize>,
    /// Immediate dominator of each block, both by index into `blocks` (the entry is its
    /// own); `None` for unreachable blocks.
    idom: Vec<Option<usize>>,
    /// Reverse-post-order number of each block, by index into `blocks` (`usize::MAX` for
    /// unreachable blocks).
    rpo_number: Vec<usize>,
}

impl DomTree {
    /// Computes dominators for `region`; the entry block is the root.
    pub fn new(ctx: &Context, region: RegionId) -> Self {
        let blocks = ctx.region_blocks(region);
        let index: HashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| match ctx.last_op(b) {
                Some(t) => ctx
                    .successors(t)
                    .iter()
                    .filter_map(|s| index.get(s).copied())
                    .collect(),
                None => Vec::new(),
            })
            .collect();
        let n = blocks.len();
        // Post-order by iterative DFS from the entry.
        let mut post = Vec::with_capacity(n);
        let mut seen = vec![false; n];
        if n > 0 {
            let mut stack = vec![(0usize, 0usize)];
            seen[0] = true;
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                if let Some(&s) = succs[b].get(*next) {
                    *next += 1;
                    if !seen[s] {
                        seen[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    post.push(b);
                    stack.pop();
                }
            }
        }
        let mut rpo_number = vec![usize::MAX; n];
        for (i, &b) in post.iter().rev().enumerate() {
            rpo_number[b] = i;
        }
        let mut preds = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            for &s in ss {
                preds[s].push(b);
            }
        }
        let mut idom: Vec<Option<usize>> = vec![None; n];
        if n > 0 {
            idom[0] = Some(0);
            let order: Vec<usize> = post.iter().rev().copied().collect();
            let mut changed = true;
            while changed {
                changed = false;
                for &b in order.iter().skip(1) {
                    let mut new_idom: Option<usize> = None;
                    for &p in &preds[b] {
                        if idom[p].is_none() {
                            continue;
                        }
                        new_idom = Some(match new_idom {
                            None => p,
                            Some(cur) => intersect(&idom, &rpo_number, p, cur),
                        });
                    }
                    if new_idom.is_some() && idom[b] != new_idom {
                        idom[b] = new_idom;
                        changed = true;
                    }
                }
            }
        }
        DomTree {
            blocks: blocks.to_vec(),
            index,
            idom,
            rpo_number,
        }
    }

    /// The region's blocks, entry first; tree nodes are indices into this list.
    pub fn blocks(&self) -> &[BlockId] {
        &self.blocks
    }

    /// The children of each block in the tree (by index into [`DomTree::blocks`]), in
    /// block order; unreachable blocks are nobody's children.
    pub fn children(&self) -> Vec<Vec<usize>> {
        let mut children = vec![Vec::new(); self.blocks.len()];
        for (b, d) in self.idom.iter().enumerate().skip(1) {
            if let Some(p) = *d {
                children[p].push(b);
            }
        }
        children
    }

    /// Whether block `a` dominates block `b` (both in this region). Unreachable blocks
    /// are dominated by everything, as in MLIR.
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&a), Some(&b)) = (self.index.get(&a), self.index.get(&b)) else {
            return false;
        };
        if self.idom[b].is_none() {
            return true;
        }
        let mut cur = b;
        loop {
            if cur == a {
                return true;
            }
            match self.idom[cur] {
                Some(p) if p != cur => cur = p,
                _ => return false,
            }
        }
    }

    /// Whether `block` is reachable from the entry.
    pub fn is_reachable(&self, block: BlockId) -> bool {
        self.index
            .get(&block)
            .is_some_and(|&i| self.rpo_number[i] != usize::MAX)
    }

    /// Whether block number `index` of [`DomTree::blocks`] is reachable from the entry.
    pub fn is_reachable_index(&self, index: usize) -> bool {
        self.rpo_number[index] != usize::MAX
    }
}

fn intersect(idom: &[Option<usize>], rpo: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while rpo[a] > rpo[b] {
            a = idom[a].expect("processed block has an idom");
        }
        while rpo[b] > rpo[a] {
            b = idom[b].expect("processed block has an idom");
        }
    }
    a
}
