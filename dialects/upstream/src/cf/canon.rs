//! Canonicalization patterns of the `cf` ops (MLIR's, from `ControlFlowOps.cpp`): a
//! `cf.br` to a block whose only predecessor it is merges that block; a branch to a
//! block holding only a `cf.br` goes straight to that branch's destination (for `cf.br`,
//! `cf.cond_br` and `cf.switch`); a `cf.cond_br` on a constant, or with two identical
//! destinations, becomes a `cf.br` (operands that differ chosen by `arith.select`); a
//! `cf.switch` with only a default or on a constant flag becomes a `cf.br`, and its cases
//! identical to the default are dropped; a branch on a condition or flag its only
//! predecessor already branched on follows that decision; uses of a `cf.cond_br`'s
//! condition in a destination only it reaches become constants; a `cf.assert` of `true` is erased. Blocks left
//! without predecessors are erased by the greedy driver's region simplification.

use super::{segment_ranges, switch_case_ranges, switch_case_values, Assert, Br, CondBr, Switch};
use crate::arith::{const_int, Select};
use crate::tensor::lists::{segment_sizes, SEGMENTS};
use visa_ir::rewrite::{PatternRewriter, RewritePattern};
use visa_ir::{AttrKind, BlockId, Context, OpId, OperationState, Value};

/// How many successor slots of the terminators of `block`'s region name `block`.
fn predecessor_count(ctx: &Context, block: BlockId) -> usize {
    let Some(region) = ctx.block_region(block) else {
        return 0;
    };
    ctx.region_blocks(region)
        .iter()
        .filter_map(|&b| ctx.last_op(b))
        .map(|t| ctx.successors(t).iter().filter(|&&s| s == block).count())
        .sum()
}

/// Replaces terminator `op` by `cf.br dest(operands)`.
fn replace_with_br(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    dest: BlockId,
    operands: Vec<Value>,
) {
    let loc = rewriter.ctx.op_loc(op);
    let name = rewriter.ctx.intern_op_name(Br::NAME);
    let mut st = OperationState::new(name, loc);
    st.operands = operands;
    st.successors = vec![dest];
    rewriter.create_before(op, st);
    rewriter.erase_op(op);
}

/// MLIR's `collapseBranch`: when `dest` holds only a `cf.br` whose arguments are
/// `dest`'s own block arguments (used nowhere else) or values from outside, the
/// destination and operands a branch to `dest` with `operands` may take instead.
fn collapse_branch(
    ctx: &Context,
    dest: BlockId,
    operands: &[Value],
) -> Option<(BlockId, Vec<Value>)> {
    let inner = ctx.first_op(dest)?;
    if ctx.next_op(inner).is_some() || Br::matches(ctx, inner).is_none() {
        return None;
    }
    let next = *ctx.successors(inner).first()?;
    if next == dest {
        return None;
    }
    let args = ctx.block_args(dest);
    if args.len() != operands.len() {
        return None;
    }
    if args
        .iter()
        .any(|&a| ctx.uses(a).iter().any(|u| u.op != inner))
    {
        return None;
    }
    let mapped = ctx
        .operands(inner)
        .iter()
        .map(|&v| match args.iter().position(|&a| a == v) {
            Some(i) => operands[i],
            None => v,
        })
        .collect();
    Some((next, mapped))
}

/// `cf.br ^bb(...)` to a block (not the entry, not its own) whose only predecessor it is:
/// the block's arguments become the operands and its ops move in place of the branch.
struct BrMergeSinglePred;

impl RewritePattern for BrMergeSinglePred {
    fn name(&self) -> &'static str {
        "cf-br-merge-single-pred"
    }
    fn root(&self) -> Option<&'static str> {
        Some(Br::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let (Some(block), Some(&dest)) = (ctx.op_block(op), ctx.successors(op).first()) else {
            return false;
        };
        if dest == block || ctx.is_entry_block(dest) || predecessor_count(ctx, dest) != 1 {
            return false;
        }
        let args = ctx.block_args(dest).to_vec();
        let passed = ctx.operands(op).to_vec();
        if args.len() != passed.len() {
            return false;
        }
        let ops: Vec<OpId> = ctx.block_ops(dest).collect();
        for (a, v) in args.into_iter().zip(passed) {
            rewriter.replace_all_uses(a, v);
        }
        for o in ops {
            rewriter.ctx.detach_op(o);
            rewriter.insert_before(op, o);
        }
        rewriter.erase_op(op);
        true
    }
}

/// `cf.br` to a block holding only a `cf.br` branches to that one's destination.
struct BrPassThrough;

impl RewritePattern for BrPassThrough {
    fn name(&self) -> &'static str {
        "cf-br-pass-through"
    }
    fn root(&self) -> Option<&'static str> {
        Some(Br::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(&dest) = ctx.successors(op).first() else {
            return false;
        };
        let Some((next, operands)) = collapse_branch(ctx, dest, ctx.operands(op)) else {
            return false;
        };
        replace_with_br(rewriter, op, next, operands);
        true
    }
}

/// The true and false destinations of a `cf.cond_br` with their operands.
fn cond_br_parts(ctx: &Context, op: OpId) -> Option<[(BlockId, Vec<Value>); 2]> {
    let segs = segment_ranges(ctx, op, 3)?;
    let succ = ctx.successors(op);
    if succ.len() != 2 {
        return None;
    }
    let ops = ctx.operands(op);
    Some([
        (succ[0], ops[segs[1].clone()].to_vec()),
        (succ[1], ops[segs[2].clone()].to_vec()),
    ])
}

/// `cf.cond_br` on a constant becomes a `cf.br` to the destination taken.
struct CondBrConstant;

impl RewritePattern for CondBrConstant {
    fn name(&self) -> &'static str {
        "cf-cond-br-constant"
    }
    fn root(&self) -> Option<&'static str> {
        Some(CondBr::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(c) = const_int(ctx, ctx.operand(op, 0)) else {
            return false;
        };
        let Some([t, f]) = cond_br_parts(ctx, op) else {
            return false;
        };
        let (dest, operands) = if c != 0 { t } else { f };
        replace_with_br(rewriter, op, dest, operands);
        true
    }
}

/// `cf.cond_br` whose destinations are blocks holding only a `cf.br` branches past them.
struct CondBrPassThrough;

impl RewritePattern for CondBrPassThrough {
    fn name(&self) -> &'static str {
        "cf-cond-br-pass-through"
    }
    fn root(&self) -> Option<&'static str> {
        Some(CondBr::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some([t, f]) = cond_br_parts(ctx, op) else {
            return false;
        };
        let nt = collapse_branch(ctx, t.0, &t.1);
        let nf = collapse_branch(ctx, f.0, &f.1);
        if nt.is_none() && nf.is_none() {
            return false;
        }
        let (t, f) = (nt.unwrap_or(t), nf.unwrap_or(f));
        let sizes = [1, t.1.len(), f.1.len()];
        let mut operands = vec![ctx.operand(op, 0)];
        operands.extend(&t.1);
        operands.extend(&f.1);
        let attr = segment_sizes(rewriter.ctx, &sizes);
        rewriter.modify(op, |ctx| {
            ctx.set_operands(op, operands);
            ctx.set_successors(op, vec![t.0, f.0]);
            ctx.set_attr_named(op, SEGMENTS, attr);
        });
        true
    }
}

/// `cf.cond_br %c, ^bb(%a, %x), ^bb(%a, %y)` becomes `cf.br ^bb(%a, %s)` with
/// `%s = arith.select %c, %x, %y` for each operand that differs.
struct CondBrIdenticalSuccessors;

impl RewritePattern for CondBrIdenticalSuccessors {
    fn name(&self) -> &'static str {
        "cf-cond-br-identical-successors"
    }
    fn root(&self) -> Option<&'static str> {
        Some(CondBr::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some([t, f]) = cond_br_parts(ctx, op) else {
            return false;
        };
        if t.0 != f.0 || t.1.len() != f.1.len() {
            return false;
        }
        let cond = ctx.operand(op, 0);
        let loc = ctx.op_loc(op);
        let mut operands = Vec::with_capacity(t.1.len());
        for (&x, &y) in t.1.iter().zip(&f.1) {
            if x == y {
                operands.push(x);
                continue;
            }
            let ty = rewriter.ctx.value_type(x);
            let name = rewriter.ctx.intern_op_name(Select::NAME);
            let mut st = OperationState::new(name, loc);
            st.operands = vec![cond, x, y];
            st.result_types = vec![ty];
            let sel = rewriter.create_before(op, st);
            operands.push(rewriter.ctx.result(sel, 0));
        }
        replace_with_br(rewriter, op, t.0, operands);
        true
    }
}

/// The default and case destinations of a `cf.switch` with their operands.
struct SwitchParts {
    default: (BlockId, Vec<Value>),
    cases: Vec<(i128, BlockId, Vec<Value>)>,
}

fn switch_parts(ctx: &Context, op: OpId) -> Option<SwitchParts> {
    let segs = segment_ranges(ctx, op, 3)?;
    let ranges = switch_case_ranges(ctx, op)?;
    let values = switch_case_values(ctx, op);
    let succ = ctx.successors(op);
    if values.len() != ranges.len() || succ.len() != values.len() + 1 {
        return None;
    }
    let ops = ctx.operands(op);
    Some(SwitchParts {
        default: (succ[0], ops[segs[1].clone()].to_vec()),
        cases: values
            .iter()
            .zip(&ranges)
            .zip(&succ[1..])
            .map(|((&v, r), &b)| (v, b, ops[r.clone()].to_vec()))
            .collect(),
    })
}

/// `cf.switch` with no cases, or on a constant flag, becomes a `cf.br`; cases going
/// where the default goes, with the same operands, are dropped.
struct SimplifySwitch;

impl RewritePattern for SimplifySwitch {
    fn name(&self) -> &'static str {
        "cf-switch-simplify"
    }
    fn root(&self) -> Option<&'static str> {
        Some(Switch::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(parts) = switch_parts(ctx, op) else {
            return false;
        };
        if parts.cases.is_empty() {
            replace_with_br(rewriter, op, parts.default.0, parts.default.1);
            return true;
        }
        if let Some(flag) = const_int(ctx, ctx.operand(op, 0)) {
            let width = ctx
                .int_width(ctx.value_type(ctx.operand(op, 0)))
                .unwrap_or(64);
            let flag = super::syntax::sign_extend(flag, width);
            let (dest, operands) = match parts.cases.iter().find(|(v, ..)| *v == flag) {
                Some((_, b, o)) => (*b, o.clone()),
                None => parts.default,
            };
            replace_with_br(rewriter, op, dest, operands);
            return true;
        }
        let kept: Vec<_> = parts
            .cases
            .iter()
            .filter(|(_, b, o)| (*b, o) != (parts.default.0, &parts.default.1))
            .cloned()
            .collect();
        if kept.len() == parts.cases.len() {
            return false;
        }
        rebuild_switch(rewriter, op, parts.default, kept)
    }
}

/// Rewrites `cf.switch` `op` in place to branch to `default` and `cases` (value,
/// destination, operands), with its segment and case-value attributes to match.
fn rebuild_switch(
    rewriter: &mut PatternRewriter<'_>,
    op: OpId,
    default: (BlockId, Vec<Value>),
    cases: Vec<(i128, BlockId, Vec<Value>)>,
) -> bool {
    let ctx = &*rewriter.ctx;
    let flag = ctx.operand(op, 0);
    let flag_ty = ctx.value_type(flag);
    let mut operands = vec![flag];
    operands.extend(&default.1);
    let mut succs = vec![default.0];
    let mut sizes = Vec::new();
    let mut values = Vec::new();
    for (v, b, o) in &cases {
        operands.extend(o);
        succs.push(*b);
        sizes.push(o.len());
        values.push(*v);
    }
    let case_total: usize = sizes.iter().sum();
    let ctx = &mut *rewriter.ctx;
    let segs = segment_sizes(ctx, &[1, default.1.len(), case_total]);
    let elem = ctx.integer_type(32);
    let bits = sizes.iter().map(|&s| s as u128).collect();
    let case_segs = ctx.intern_attr(AttrKind::DenseArray { elem, bits });
    let case_values = if values.is_empty() {
        None
    } else {
        let Ok(vty) = ctx.vector_type(&[values.len() as i64], flag_ty) else {
            return false;
        };
        let bits: Vec<u128> = values.iter().map(|&v| v as u128).collect();
        let Ok(a) = ctx.dense_elements_attr(vty, &bits) else {
            return false;
        };
        Some(a)
    };
    rewriter.modify(op, |ctx| {
        ctx.set_operands(op, operands);
        ctx.set_successors(op, succs);
        ctx.set_attr_named(op, SEGMENTS, segs);
        ctx.set_attr_named(op, "case_operand_segments", case_segs);
        match case_values {
            Some(a) => ctx.set_attr_named(op, "case_values", a),
            None => {
                ctx.remove_attr(op, "case_values");
            }
        }
    });
    true
}

/// `cf.switch` whose destinations are blocks holding only a `cf.br` branches past them.
struct SwitchPassThrough;

impl RewritePattern for SwitchPassThrough {
    fn name(&self) -> &'static str {
        "cf-switch-pass-through"
    }
    fn root(&self) -> Option<&'static str> {
        Some(Switch::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(parts) = switch_parts(ctx, op) else {
            return false;
        };
        let mut changed = false;
        let mut collapse = |(b, o): (BlockId, Vec<Value>)| match collapse_branch(ctx, b, &o) {
            Some(n) => {
                changed = true;
                n
            }
            None => (b, o),
        };
        let default = collapse(parts.default);
        let cases: Vec<_> = parts
            .cases
            .into_iter()
            .map(|(v, b, o)| {
                let (b, o) = collapse((b, o));
                (v, b, o)
            })
            .collect();
        if !changed {
            return false;
        }
        rebuild_switch(rewriter, op, default, cases)
    }
}

/// Creates `arith.constant <value> : i1` before `anchor`.
pub(crate) fn bool_constant(
    rewriter: &mut PatternRewriter<'_>,
    anchor: OpId,
    value: bool,
) -> Value {
    let ctx = &mut *rewriter.ctx;
    let loc = ctx.op_loc(anchor);
    let i1 = ctx.integer_type(1);
    let attr = ctx.bool_attr(value);
    let name = ctx.intern_op_name(crate::arith::Constant::NAME);
    let mut st = OperationState::new(name, loc);
    st.result_types = vec![i1];
    st.add_attr(ctx, "value", attr);
    let c = rewriter.create_before(anchor, st);
    rewriter.ctx.result(c, 0)
}

/// In a destination of `cf.cond_br` whose only predecessor it is, uses of the condition
/// by the block's own ops become the constant the edge implies (MLIR's
/// `CondBranchTruthPropagation`).
struct CondBrTruthPropagation;

impl RewritePattern for CondBrTruthPropagation {
    fn name(&self) -> &'static str {
        "cf-cond-br-truth-propagation"
    }
    fn root(&self) -> Option<&'static str> {
        Some(CondBr::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let cond = ctx.operand(op, 0);
        let succ = ctx.successors(op).to_vec();
        if succ.len() != 2 {
            return false;
        }
        let mut changed = false;
        for (dest, value) in [(succ[0], true), (succ[1], false)] {
            let ctx = &*rewriter.ctx;
            // One predecessor edge, this op's (MLIR's `getSinglePredecessor`).
            if ctx.is_entry_block(dest) || predecessor_count(ctx, dest) != 1 {
                continue;
            }
            let uses: Vec<_> = ctx
                .uses(cond)
                .iter()
                .filter(|u| ctx.op_block(u.op) == Some(dest))
                .copied()
                .collect();
            if uses.is_empty() {
                continue;
            }
            let c = bool_constant(rewriter, op, value);
            for u in uses {
                rewriter.set_operand(u.op, u.index as usize, c);
            }
            changed = true;
        }
        changed
    }
}

/// The terminator of the only block with an edge to `block`, when there is exactly one
/// such edge (MLIR's `getSinglePredecessor`).
fn single_predecessor(ctx: &Context, block: BlockId) -> Option<OpId> {
    if ctx.is_entry_block(block) || predecessor_count(ctx, block) != 1 {
        return None;
    }
    let region = ctx.block_region(block)?;
    ctx.region_blocks(region)
        .iter()
        .filter_map(|&b| ctx.last_op(b))
        .find(|&t| ctx.successors(t).contains(&block))
}

/// A `cf.cond_br` whose block is reached only from a `cf.cond_br` on the same condition
/// takes the same side (MLIR's `SimplifyCondBranchFromCondBranchOnSameCondition`).
struct CondBrFromCondBrSameCondition;

impl RewritePattern for CondBrFromCondBrSameCondition {
    fn name(&self) -> &'static str {
        "cf-cond-br-from-cond-br-same-condition"
    }
    fn root(&self) -> Option<&'static str> {
        Some(CondBr::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(block) = ctx.op_block(op) else {
            return false;
        };
        let Some(pred) = single_predecessor(ctx, block) else {
            return false;
        };
        if CondBr::matches(ctx, pred).is_none() || ctx.operand(pred, 0) != ctx.operand(op, 0) {
            return false;
        }
        let Some([t, f]) = cond_br_parts(ctx, op) else {
            return false;
        };
        let (dest, operands) = if ctx.successors(pred)[0] == block {
            t
        } else {
            f
        };
        replace_with_br(rewriter, op, dest, operands);
        true
    }
}

/// A `cf.switch` whose block is reached only from a `cf.switch` on the same flag: from
/// one of its cases, the case of that value is taken (or the default); from its
/// default, the cases the predecessor already handled elsewhere are dropped (MLIR's
/// `SimplifySwitchFromSwitchOnSameCondition` and
/// `SimplifySwitchFromDefaultSwitchOnSameCondition`).
struct SwitchFromSwitchSameFlag;

impl RewritePattern for SwitchFromSwitchSameFlag {
    fn name(&self) -> &'static str {
        "cf-switch-from-switch-same-flag"
    }
    fn root(&self) -> Option<&'static str> {
        Some(Switch::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(block) = ctx.op_block(op) else {
            return false;
        };
        let Some(pred) = single_predecessor(ctx, block) else {
            return false;
        };
        if Switch::matches(ctx, pred).is_none() || ctx.operand(pred, 0) != ctx.operand(op, 0) {
            return false;
        }
        let (Some(here), Some(before)) = (switch_parts(ctx, op), switch_parts(ctx, pred)) else {
            return false;
        };
        if before.default.0 != block {
            let Some(&(v, ..)) = before.cases.iter().find(|(_, b, _)| *b == block) else {
                return false;
            };
            let (dest, operands) = match here.cases.iter().find(|(c, ..)| *c == v) {
                Some((_, b, o)) => (*b, o.clone()),
                None => here.default,
            };
            replace_with_br(rewriter, op, dest, operands);
            return true;
        }
        let handled: Vec<i128> = before
            .cases
            .iter()
            .filter(|(_, b, _)| *b != block)
            .map(|(v, ..)| *v)
            .collect();
        let kept: Vec<_> = here
            .cases
            .iter()
            .filter(|(v, ..)| !handled.contains(v))
            .cloned()
            .collect();
        if kept.len() == here.cases.len() {
            return false;
        }
        rebuild_switch(rewriter, op, here.default, kept)
    }
}

/// `cf.assert` of a constant `true` is erased.
struct AssertTrue;

impl RewritePattern for AssertTrue {
    fn name(&self) -> &'static str {
        "cf-assert-true"
    }
    fn root(&self) -> Option<&'static str> {
        Some(Assert::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        if const_int(ctx, ctx.operand(op, 0)).is_some_and(|c| c != 0) {
            rewriter.erase_op(op);
            return true;
        }
        false
    }
}

/// Patterns of `cf.br`.
pub(crate) fn br_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(BrMergeSinglePred), Box::new(BrPassThrough)]
}

/// Patterns of `cf.cond_br`.
pub(crate) fn cond_br_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(CondBrConstant),
        Box::new(CondBrPassThrough),
        Box::new(CondBrIdenticalSuccessors),
        Box::new(CondBrFromCondBrSameCondition),
        Box::new(CondBrTruthPropagation),
    ]
}

/// Patterns of `cf.switch`.
pub(crate) fn switch_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(SimplifySwitch),
        Box::new(SwitchPassThrough),
        Box::new(SwitchFromSwitchSameFlag),
    ]
}

/// Patterns of `cf.assert`.
pub(crate) fn assert_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(AssertTrue)]
}
