//! Canonicalization patterns of the `scf` ops that run one of their regions: an
//! `scf.if` on a constant condition and an `scf.index_switch` on a constant argument
//! become the region taken, and an `scf.execute_region` of one block (not `no_inline`)
//! is inlined (MLIR's `RemoveStaticCondition`, `FoldConstantCase`,
//! `SingleBlockExecuteInliner`); results an `scf.execute_region` only forwards from
//! outside (as those of `scf.index_switch`) are replaced by the forwarded values; one of several blocks in a function is
//! inlined into its CFG (`MultiBlockExecuteInliner`). `scf.if` also loses its unused
//! results, its results yielding outside values (as `arith.select`) and an empty `else`
//! (`RemoveUnusedResults`, `ConvertTrivialIfToSelect`, `RemoveEmptyElseBranch`), and
//! uses of its condition inside become constants (`ConditionPropagation`).

use super::{ExecuteRegion, If, IndexSwitch, Yield};
use crate::arith::const_int;
use crate::tensor::lists::i64_array_of;
use visa_ir::rewrite::{PatternRewriter, RewritePattern};
use visa_ir::{OpId, OperationState, RegionId, Value};

/// Moves the ops of the single block of `region` (without arguments, ending in
/// `scf.yield`) before `op` and replaces `op`'s results by the yielded values. With no
/// block (an absent `else`), `op` (which then has no results) is erased.
fn inline_region(rewriter: &mut PatternRewriter<'_>, op: OpId, region: RegionId) -> bool {
    let ctx = &*rewriter.ctx;
    let Some(block) = ctx.entry_block(region) else {
        if !ctx.results(op).is_empty() {
            return false;
        }
        rewriter.erase_op(op);
        return true;
    };
    if ctx.region_blocks(region).len() != 1 || !ctx.block_args(block).is_empty() {
        return false;
    }
    let Some(term) = ctx
        .last_op(block)
        .filter(|&t| Yield::matches(ctx, t).is_some())
    else {
        return false;
    };
    let yielded: Vec<Value> = ctx.operands(term).to_vec();
    if yielded.len() != ctx.results(op).len() {
        return false;
    }
    let body: Vec<OpId> = ctx.block_ops(block).filter(|&o| o != term).collect();
    for inner in body {
        rewriter.ctx.detach_op(inner);
        rewriter.insert_before(op, inner);
    }
    rewriter.replace_op(op, &yielded);
    true
}

/// `scf.if` on a constant condition becomes the region taken.
struct IfStaticCondition;

impl RewritePattern for IfStaticCondition {
    fn name(&self) -> &'static str {
        "scf-if-static-condition"
    }
    fn root(&self) -> Option<&'static str> {
        Some(If::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let (Some(&c), [then, other]) = (ctx.operands(op).first(), ctx.regions(op)) else {
            return false;
        };
        let Some(value) = const_int(ctx, c) else {
            return false;
        };
        let region = if value != 0 { *then } else { *other };
        inline_region(rewriter, op, region)
    }
}

/// `scf.index_switch` on a constant becomes the case taken (or the default region).
struct SwitchConstantCase;

impl RewritePattern for SwitchConstantCase {
    fn name(&self) -> &'static str {
        "scf-index-switch-constant-case"
    }
    fn root(&self) -> Option<&'static str> {
        Some(IndexSwitch::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(value) = ctx.operands(op).first().and_then(|&v| const_int(ctx, v)) else {
            return false;
        };
        let Some(cases) = i64_array_of(ctx, op, "cases") else {
            return false;
        };
        let regions = ctx.regions(op);
        if regions.len() != cases.len() + 1 {
            return false;
        }
        let region = match cases.iter().position(|&c| c as i128 == value) {
            Some(i) => regions[i + 1],
            None => regions[0],
        };
        inline_region(rewriter, op, region)
    }
}

/// An `scf.execute_region` of one block, not `no_inline`, is inlined.
struct InlineSingleBlockExecute;

impl RewritePattern for InlineSingleBlockExecute {
    fn name(&self) -> &'static str {
        "scf-execute-region-inline"
    }
    fn root(&self) -> Option<&'static str> {
        Some(ExecuteRegion::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        if ExecuteRegion(op).no_inline(ctx).is_some() {
            return false;
        }
        let Some(&region) = ctx.regions(op).first() else {
            return false;
        };
        if ctx.region_blocks(region).len() != 1 {
            return false;
        }
        inline_region(rewriter, op, region)
    }
}

/// Results of an `scf.execute_region` or `scf.index_switch` that every `scf.yield` gives
/// as the same value defined outside the op are replaced by that value and dropped (the
/// op is rebuilt with the other results, its regions moved over).
struct ForwardedResults(&'static str);

impl RewritePattern for ForwardedResults {
    fn name(&self) -> &'static str {
        "scf-forwarded-results"
    }
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let regions = ctx.regions(op).to_vec();
        let yields: Vec<OpId> = regions
            .iter()
            .flat_map(|&r| ctx.region_blocks(r).iter().copied())
            .filter_map(|b| ctx.last_op(b))
            .filter(|&t| Yield::matches(ctx, t).is_some())
            .collect();
        let n = ctx.results(op).len();
        if yields.is_empty() || yields.iter().any(|&y| ctx.operands(y).len() != n) {
            return false;
        }
        let outside = |v: Value| match ctx.value_block(v) {
            Some(b) => ctx.block_region(b).is_some_and(|r| !is_inside(ctx, r, op)),
            None => false,
        };
        let forwarded: Vec<Option<Value>> = (0..n)
            .map(|i| {
                let v = ctx.operands(yields[0])[i];
                (outside(v) && yields.iter().all(|&y| ctx.operands(y)[i] == v)).then_some(v)
            })
            .collect();
        if forwarded.iter().all(Option::is_none) {
            return false;
        }
        let kept: Vec<usize> = (0..n).filter(|&i| forwarded[i].is_none()).collect();
        let loc = ctx.op_loc(op);
        let name = ctx.op_name(op);
        let mut state = OperationState::new(name, loc);
        state.operands = ctx.operands(op).to_vec();
        state.attrs = ctx.attrs(op).to_vec();
        state.result_types = kept
            .iter()
            .map(|&i| ctx.value_type(ctx.results(op)[i]))
            .collect();
        let fresh: Vec<RegionId> = regions
            .iter()
            .map(|_| state.add_region(rewriter.ctx))
            .collect();
        let new_op = rewriter.create_before(op, state);
        rewriter.modify(new_op, |ctx| {
            for (&from, &to) in regions.iter().zip(&fresh) {
                ctx.take_blocks(from, to);
            }
            for &y in &yields {
                let now: Vec<Value> = kept.iter().map(|&i| ctx.operands(y)[i]).collect();
                ctx.set_operands(y, now);
            }
        });
        let new_results = rewriter.ctx.results(new_op).to_vec();
        let replacement: Vec<Value> = (0..n)
            .map(|i| match forwarded[i] {
                Some(v) => v,
                None => new_results[kept.iter().position(|&k| k == i).expect("kept")],
            })
            .collect();
        rewriter.replace_op(op, &replacement);
        true
    }
}

/// An `scf.execute_region` of several blocks (not `no_inline`) directly in a function
/// or another `scf.execute_region` is inlined into the parent's CFG: the block is split
/// at the op, a `cf.br` enters the region's blocks, each `scf.yield` becomes a `cf.br`
/// to the continuation, whose arguments replace the results.
struct InlineMultiBlockExecute;

impl RewritePattern for InlineMultiBlockExecute {
    fn name(&self) -> &'static str {
        "scf-execute-region-inline-blocks"
    }
    fn root(&self) -> Option<&'static str> {
        Some(ExecuteRegion::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        if ExecuteRegion(op).no_inline(ctx).is_some() {
            return false;
        }
        let (Some(parent), Some(prev)) = (ctx.parent_op(op), ctx.op_block(op)) else {
            return false;
        };
        let parent_ok = ctx
            .interface::<visa_ir::interfaces::FunctionOpInterface>(parent)
            .is_some()
            || ExecuteRegion::matches(ctx, parent).is_some();
        let Some(&region) = ctx.regions(op).first() else {
            return false;
        };
        let blocks = ctx.region_blocks(region).to_vec();
        if !parent_ok || blocks.len() < 2 {
            return false;
        }
        let loc = ctx.op_loc(op);
        let result_types: Vec<_> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
        let br = rewriter.ctx.intern_op_name(crate::cf::Br::NAME);
        // The continuation: `op` and everything after it.
        let post = rewriter.ctx.create_block();
        rewriter.ctx.insert_block_after(prev, post);
        let mut st = OperationState::new(br, loc);
        st.successors = vec![blocks[0]];
        rewriter.create_before(op, st);
        let mut cursor = Some(op);
        while let Some(o) = cursor {
            cursor = rewriter.ctx.next_op(o);
            rewriter.ctx.detach_op(o);
            rewriter.ctx.append_op(post, o);
        }
        for &b in &blocks {
            let Some(y) = rewriter
                .ctx
                .last_op(b)
                .filter(|&t| Yield::matches(rewriter.ctx, t).is_some())
            else {
                continue;
            };
            let mut st = OperationState::new(br, rewriter.ctx.op_loc(y));
            st.operands = rewriter.ctx.operands(y).to_vec();
            st.successors = vec![post];
            rewriter.create_before(y, st);
            rewriter.erase_op(y);
        }
        rewriter.ctx.move_blocks_after(region, prev);
        let args: Vec<Value> = result_types
            .into_iter()
            .map(|t| rewriter.ctx.add_block_arg(post, t, Some(loc)))
            .collect();
        rewriter.replace_op(op, &args);
        true
    }
}

/// Rebuilds `scf.if` `op` with the results `kept` (indices into its results), its
/// regions moved over and its yields cut to those positions (the yields' other operands
/// are `extra`-free: the caller maps the dropped results); returns the new op.
fn rebuild_if(rewriter: &mut PatternRewriter<'_>, op: OpId, kept: &[usize]) -> OpId {
    let ctx = &*rewriter.ctx;
    let name = ctx.op_name(op);
    let mut state = OperationState::new(name, ctx.op_loc(op));
    state.operands = ctx.operands(op).to_vec();
    state.attrs = ctx.attrs(op).to_vec();
    state.result_types = kept
        .iter()
        .map(|&i| ctx.value_type(ctx.results(op)[i]))
        .collect();
    let old: Vec<RegionId> = ctx.regions(op).to_vec();
    let fresh: Vec<RegionId> = old.iter().map(|_| state.add_region(rewriter.ctx)).collect();
    let new_op = rewriter.create_before(op, state);
    rewriter.modify(new_op, |ctx| {
        for (&from, &to) in old.iter().zip(&fresh) {
            ctx.take_blocks(from, to);
            if let Some(y) = ctx
                .entry_block(to)
                .and_then(|b| ctx.last_op(b))
                .filter(|&t| Yield::matches(ctx, t).is_some())
            {
                let now: Vec<Value> = kept
                    .iter()
                    .filter_map(|&i| ctx.operands(y).get(i).copied())
                    .collect();
                ctx.set_operands(y, now);
            }
        }
    });
    new_op
}

/// The `scf.yield` ending region `i` of `op`, if any.
fn region_yield(ctx: &visa_ir::Context, op: OpId, i: usize) -> Option<OpId> {
    ctx.regions(op)
        .get(i)
        .and_then(|&r| ctx.entry_block(r))
        .and_then(|b| ctx.last_op(b))
        .filter(|&t| Yield::matches(ctx, t).is_some())
}

/// `scf.if` results without uses are dropped (MLIR's `RemoveUnusedResults`).
struct IfRemoveUnusedResults;

impl RewritePattern for IfRemoveUnusedResults {
    fn name(&self) -> &'static str {
        "scf-if-remove-unused-results"
    }
    fn root(&self) -> Option<&'static str> {
        Some(If::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let results = ctx.results(op).to_vec();
        let kept: Vec<usize> = (0..results.len())
            .filter(|&i| !ctx.use_empty(results[i]))
            .collect();
        if kept.len() == results.len() || region_yield(ctx, op, 0).is_none() {
            return false;
        }
        let new_op = rebuild_if(rewriter, op, &kept);
        let new_results = rewriter.ctx.results(new_op).to_vec();
        let replacement: Vec<Value> = (0..results.len())
            .map(|i| match kept.iter().position(|&k| k == i) {
                Some(j) => new_results[j],
                None => results[i],
            })
            .collect();
        // The dropped results have no uses, so they "replace" themselves harmlessly.
        rewriter.replace_op(op, &replacement);
        true
    }
}

/// `scf.if` results whose yielded values are defined outside the regions become those
/// values (the same on both sides) or an `arith.select` of them (MLIR's
/// `ConvertTrivialIfToSelect`).
struct IfToSelect;

impl RewritePattern for IfToSelect {
    fn name(&self) -> &'static str {
        "scf-if-to-select"
    }
    fn root(&self) -> Option<&'static str> {
        Some(If::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let n = ctx.results(op).len();
        let (Some(ty), Some(fy)) = (region_yield(ctx, op, 0), region_yield(ctx, op, 1)) else {
            return false;
        };
        if n == 0 || ctx.operands(ty).len() != n || ctx.operands(fy).len() != n {
            return false;
        }
        let regions = ctx.regions(op).to_vec();
        let in_region = |v: Value, r: RegionId| {
            ctx.value_block(v)
                .is_some_and(|b| ctx.block_region(b) == Some(r))
        };
        let pairs: Vec<(Value, Value)> = ctx
            .operands(ty)
            .iter()
            .copied()
            .zip(ctx.operands(fy).iter().copied())
            .collect();
        let kept: Vec<usize> = (0..n)
            .filter(|&i| in_region(pairs[i].0, regions[0]) || in_region(pairs[i].1, regions[1]))
            .collect();
        if kept.len() == n {
            return false;
        }
        let cond = ctx.operand(op, 0);
        let loc = ctx.op_loc(op);
        let old_results = ctx.results(op).to_vec();
        let new_op = rebuild_if(rewriter, op, &kept);
        let new_results = rewriter.ctx.results(new_op).to_vec();
        // As MLIR, the selects go before the rebuilt `scf.if`.
        let mut replacement = Vec::with_capacity(n);
        for (i, &(t, f)) in pairs.iter().enumerate() {
            if let Some(j) = kept.iter().position(|&k| k == i) {
                replacement.push(new_results[j]);
            } else if t == f {
                replacement.push(t);
            } else {
                let name = rewriter.ctx.intern_op_name(crate::arith::Select::NAME);
                let mut st = OperationState::new(name, loc);
                st.operands = vec![cond, t, f];
                st.result_types = vec![rewriter.ctx.value_type(old_results[i])];
                let sel = rewriter.create_before(new_op, st);
                replacement.push(rewriter.ctx.result(sel, 0));
            }
        }
        rewriter.replace_op(op, &replacement);
        true
    }
}

/// An `scf.if` without results whose `else` block holds only its `scf.yield` loses the
/// `else` region's block (MLIR's `RemoveEmptyElseBranch`).
struct IfRemoveEmptyElse;

impl RewritePattern for IfRemoveEmptyElse {
    fn name(&self) -> &'static str {
        "scf-if-remove-empty-else"
    }
    fn root(&self) -> Option<&'static str> {
        Some(If::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        if !ctx.results(op).is_empty() {
            return false;
        }
        let Some(&other) = ctx.regions(op).get(1) else {
            return false;
        };
        let Some(block) = ctx.entry_block(other) else {
            return false;
        };
        let Some(only) = ctx.first_op(block) else {
            return false;
        };
        if ctx.next_op(only).is_some() || Yield::matches(ctx, only).is_none() {
            return false;
        }
        rewriter.erase_op(only);
        rewriter.modify(op, |ctx| ctx.remove_empty_block(block));
        true
    }
}

/// Uses of an `scf.if`'s (non-constant) condition inside its regions become `true` in
/// the `then` region and `false` in the `else` region (MLIR's `ConditionPropagation`).
struct IfConditionPropagation;

impl RewritePattern for IfConditionPropagation {
    fn name(&self) -> &'static str {
        "scf-if-condition-propagation"
    }
    fn root(&self) -> Option<&'static str> {
        Some(If::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let cond = ctx.operand(op, 0);
        if const_int(ctx, cond).is_some() {
            return false;
        }
        let regions = ctx.regions(op).to_vec();
        let within = |user: OpId, r: RegionId| {
            let mut cursor = ctx.op_block(user).and_then(|b| ctx.block_region(b));
            while let Some(cur) = cursor {
                if cur == r {
                    return true;
                }
                cursor = ctx
                    .region_parent(cur)
                    .and_then(|p| ctx.op_block(p))
                    .and_then(|b| ctx.block_region(b));
            }
            false
        };
        // (use, region side) in MLIR's use-list order, newest use first: that decides
        // which constant is created first.
        let sides: Vec<(visa_ir::Use, bool)> = ctx
            .uses(cond)
            .iter()
            .rev()
            .filter_map(|u| {
                if within(u.op, regions[0]) {
                    Some((*u, true))
                } else if within(u.op, regions[1]) {
                    Some((*u, false))
                } else {
                    None
                }
            })
            .collect();
        if sides.is_empty() {
            return false;
        }
        let (mut on_true, mut on_false) = (None, None);
        for (u, value) in sides {
            let slot = if value { &mut on_true } else { &mut on_false };
            let c = match *slot {
                Some(c) => c,
                None => {
                    let c = crate::cf::bool_constant(rewriter, op, value);
                    *slot = Some(c);
                    c
                }
            };
            rewriter.set_operand(u.op, u.index as usize, c);
        }
        true
    }
}

/// Whether region `r` is nested (at any depth) inside `op`.
fn is_inside(ctx: &visa_ir::Context, r: RegionId, op: OpId) -> bool {
    ctx.region_parent(r).is_some_and(|p| ctx.is_ancestor(op, p))
}

/// Patterns of `scf.if`.
pub(crate) fn if_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(IfStaticCondition),
        Box::new(IfRemoveUnusedResults),
        Box::new(IfToSelect),
        Box::new(IfRemoveEmptyElse),
        Box::new(IfConditionPropagation),
    ]
}

/// Patterns of `scf.index_switch`.
pub(crate) fn index_switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(SwitchConstantCase),
        Box::new(ForwardedResults(IndexSwitch::NAME)),
    ]
}

/// Patterns of `scf.execute_region`.
pub(crate) fn execute_region_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(InlineSingleBlockExecute),
        Box::new(InlineMultiBlockExecute),
        Box::new(ForwardedResults(ExecuteRegion::NAME)),
    ]
}
