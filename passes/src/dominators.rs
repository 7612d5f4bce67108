//! The dominator tree of a region as child lists, for passes that walk it (CSE's
//! scopes). Cooper, Harvey and Kennedy's iterative algorithm over reverse post-order,
//! with successors taken from each block's last op as the IR core's verifier does.

use std::collections::HashMap;
use visa_ir::{BlockId, Context, RegionId};

/// The dominator tree of one region.
pub(crate) struct DomChildren {
    /// The region's blocks, entry first.
    pub blocks: Vec<BlockId>,
    /// Children of each block (by index into `blocks`), in block order.
    pub children: Vec<Vec<usize>>,
    /// Whether each block is reachable from the entry.
    pub reachable: Vec<bool>,
}

impl DomChildren {
    /// Computes the tree of `region` in time near-linear in its blocks and edges.
    pub fn new(ctx: &Context, region: RegionId) -> Self {
        let blocks = ctx.region_blocks(region).to_vec();
        let n = blocks.len();
        let index: HashMap<BlockId, usize> =
            blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| {
                ctx.last_op(b).map_or_else(Vec::new, |t| {
                    ctx.successors(t)
                        .iter()
                        .filter_map(|s| index.get(s).copied())
                        .collect()
                })
            })
            .collect();
        // Post-order by iterative DFS from the entry.
        let mut post = Vec::with_capacity(n);
        let mut reachable = vec![false; n];
        if n > 0 {
            let mut stack = vec![(0usize, 0usize)];
            reachable[0] = true;
            while let Some(&mut (b, ref mut next)) = stack.last_mut() {
                if let Some(&s) = succs[b].get(*next) {
                    *next += 1;
                    if !reachable[s] {
                        reachable[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    post.push(b);
                    stack.pop();
                }
            }
        }
        let mut rpo = vec![usize::MAX; n];
        for (i, &b) in post.iter().rev().enumerate() {
            rpo[b] = i;
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
            let order: Vec<usize> = post.iter().rev().copied().skip(1).collect();
            let mut changed = true;
            while changed {
                changed = false;
                for &b in &order {
                    let mut new_idom: Option<usize> = None;
                    for &p in &preds[b] {
                        if idom[p].is_none() {
                            continue;
                        }
                        new_idom = Some(match new_idom {
                            None => p,
                            Some(cur) => intersect(&idom, &rpo, p, cur),
                        });
                    }
                    if new_idom.is_some() && idom[b] != new_idom {
                        idom[b] = new_idom;
                        changed = true;
                    }
                }
            }
        }
        let mut children = vec![Vec::new(); n];
        for (b, d) in idom.iter().enumerate().skip(1) {
            if let Some(p) = *d {
                children[p].push(b);
            }
        }
        DomChildren {
            blocks,
            children,
            reachable,
        }
    }
}

fn intersect(idom: &[Option<usize>], rpo: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while rpo[a] > rpo[b] {
            a = idom[a].unwrap_or(0);
        }
        while rpo[b] > rpo[a] {
            b = idom[b].unwrap_or(0);
        }
    }
    a
}
