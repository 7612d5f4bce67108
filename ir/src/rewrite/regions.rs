//! Region simplification: erasing blocks unreachable from their region's entry, and the
//! arguments of non-entry blocks that nothing reads.
//!
//! These are the parts of MLIR's `simplifyRegions` that visa implements
//! (`eraseUnreachableBlocks`, and of `runRegionDCE` the block arguments whose only uses
//! forward them to other such arguments); identical-block merging is not done.

use crate::block::BlockId;
use crate::dialect::Traits;
use crate::interfaces::BranchOpInterface;
use crate::operation::OpId;
use crate::region::RegionId;
use crate::value::Value;
use crate::Context;
use std::collections::HashSet;

/// Erases the blocks of `region` that the entry block cannot reach through successor
/// lists, with every op in them. Returns whether anything was erased.
///
/// Graph regions (whose parent has [`Traits::GRAPH_REGION`]) and single-block regions
/// are left alone. If a value defined in an unreachable block is used in a reachable one
/// (invalid IR in an SSA-CFG region), nothing is erased, so the verifier can report it.
pub fn erase_unreachable_blocks(ctx: &mut Context, region: RegionId) -> bool {
    let blocks = ctx.region_blocks(region).to_vec();
    if blocks.len() <= 1 {
        return false;
    }
    if let Some(parent) = ctx.region_parent(region) {
        if ctx.op_has_trait(parent, Traits::GRAPH_REGION) {
            return false;
        }
    }
    let mut reachable: HashSet<BlockId> = HashSet::new();
    let mut stack = vec![blocks[0]];
    reachable.insert(blocks[0]);
    while let Some(b) = stack.pop() {
        let mut cursor = ctx.first_op(b);
        while let Some(op) = cursor {
            for &s in ctx.successors(op) {
                if ctx.block_region(s) == Some(region) && reachable.insert(s) {
                    stack.push(s);
                }
            }
            cursor = ctx.next_op(op);
        }
    }
    let dead: Vec<BlockId> = blocks
        .iter()
        .copied()
        .filter(|b| !reachable.contains(b))
        .collect();
    if dead.is_empty() {
        return false;
    }
    let dead_set: HashSet<BlockId> = dead.iter().copied().collect();
    // Every op in the dead blocks, nested ones included.
    let mut doomed: Vec<OpId> = Vec::new();
    for &b in &dead {
        for op in ctx.block_ops(b).collect::<Vec<_>>() {
            ctx.walk(op, &mut |o| doomed.push(o));
        }
    }
    // A use from a surviving op would dangle: leave such (invalid) IR to the verifier.
    let in_dead = |ctx: &Context, mut user: OpId| loop {
        let Some(block) = ctx.op_block(user) else {
            return false;
        };
        if ctx.block_region(block) == Some(region) {
            return dead_set.contains(&block);
        }
        match ctx.block_parent_op(block) {
            Some(p) => user = p,
            None => return false,
        }
    };
    let defined = doomed
        .iter()
        .flat_map(|&o| ctx.results(o).iter().copied())
        .chain(dead.iter().flat_map(|&b| ctx.block_args(b).iter().copied()));
    for v in defined {
        if ctx.uses(v).iter().any(|u| !in_dead(ctx, u.op)) {
            return false;
        }
    }
    for &op in &doomed {
        ctx.set_operands(op, Vec::new());
    }
    for &b in &dead {
        for op in ctx.block_ops(b).collect::<Vec<_>>() {
            ctx.erase_op(op);
        }
        ctx.blocks[b].parent = None;
    }
    ctx.regions[region].blocks.retain(|b| !dead_set.contains(b));
    true
}

/// Erases the arguments of the non-entry blocks of `region` that nothing reads: every
/// use is a successor operand forwarding the value to another such argument (a loop
/// carrying a value it never uses), or there is none. Only blocks whose predecessors
/// all answer [`BranchOpInterface`] are considered; the forwarded operands go with the
/// arguments. Returns whether anything was erased.
pub fn erase_dead_block_args(ctx: &mut Context, region: RegionId) -> bool {
    let blocks = ctx.region_blocks(region).to_vec();
    if blocks.len() <= 1 {
        return false;
    }
    if let Some(parent) = ctx.region_parent(region) {
        if ctx.op_has_trait(parent, Traits::GRAPH_REGION) {
            return false;
        }
    }
    // The branch terminators of the region, and the blocks all of whose predecessors
    // are such branches.
    let terms: Vec<OpId> = blocks.iter().filter_map(|&b| ctx.last_op(b)).collect();
    let mut eligible: HashSet<BlockId> = blocks[1..].iter().copied().collect();
    for &t in &terms {
        if ctx.interface::<BranchOpInterface>(t).is_none() {
            for s in ctx.successors(t) {
                eligible.remove(s);
            }
        }
    }
    // Start from every eligible argument dead; a use that is not forwarding to a dead
    // argument makes it live, until nothing changes.
    let mut dead: HashSet<Value> = eligible
        .iter()
        .flat_map(|&b| ctx.block_args(b).iter().copied())
        .collect();
    // The block argument an operand position of a branch forwards to.
    let forwarded_to = |ctx: &Context, op: OpId, index: usize| -> Option<Value> {
        let imp = ctx.interface::<BranchOpInterface>(op)?;
        for (i, &dest) in ctx.successors(op).iter().enumerate() {
            let range = (imp.successor_operands)(ctx, op, i);
            if range.contains(&index) {
                return ctx.block_args(dest).get(index - range.start).copied();
            }
        }
        None
    };
    loop {
        let live: Vec<Value> = dead
            .iter()
            .copied()
            .filter(|&v| {
                ctx.uses(v).iter().any(|u| {
                    !forwarded_to(ctx, u.op, u.index as usize).is_some_and(|a| dead.contains(&a))
                })
            })
            .collect();
        if live.is_empty() {
            break;
        }
        for v in live {
            dead.remove(&v);
        }
    }
    if dead.is_empty() {
        return false;
    }
    // Drop the forwarded operands (highest position first, so the others stay put),
    // then the arguments.
    for &t in &terms {
        let Some(imp) = ctx.interface::<BranchOpInterface>(t).copied() else {
            continue;
        };
        for (i, dest) in ctx.successors(t).to_vec().into_iter().enumerate() {
            let args = ctx.block_args(dest).to_vec();
            for j in (0..args.len()).rev() {
                if dead.contains(&args[j]) {
                    (imp.erase_successor_operand)(ctx, t, i, j);
                }
            }
        }
    }
    for &b in &blocks[1..] {
        let args = ctx.block_args(b).to_vec();
        for j in (0..args.len()).rev() {
            if dead.contains(&args[j]) {
                ctx.erase_block_arg(b, j);
            }
        }
    }
    true
}

/// Applies [`erase_unreachable_blocks`] and [`erase_dead_block_args`] to every region
/// nested in `root` (its own included). Returns whether anything was erased.
pub fn simplify_regions(ctx: &mut Context, root: OpId) -> bool {
    let mut ops = Vec::new();
    ctx.walk(root, &mut |op| ops.push(op));
    let mut changed = false;
    for op in ops {
        if ctx.is_erased(op) {
            continue;
        }
        for region in ctx.regions(op).to_vec() {
            changed |= erase_unreachable_blocks(ctx, region);
            changed |= erase_dead_block_args(ctx, region);
        }
    }
    changed
}
