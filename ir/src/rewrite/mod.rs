//! Pattern rewriting: the [`RewritePattern`] interface and the [`PatternRewriter`]
//! through which patterns change IR, so a driver can track what changed.
//!
//! - [`FrozenPatternSet`] indexes patterns by root op name, ordered by benefit.
//! - [`greedy::apply_patterns_greedily`] is the worklist driver `canonicalize` uses:
//!   folding, constant deduplication ([`folder::OperationFolder`]), trivial dead-code
//!   elimination and patterns, to a fixpoint.
//! - [`regions`] simplifies control flow: unreachable-block erasure.

pub mod folder;
pub mod greedy;
pub mod pattern_set;
pub mod regions;

pub use greedy::{apply_patterns_greedily, GreedyRewriteConfig, GreedyRewriteResult};
pub use pattern_set::FrozenPatternSet;

use crate::dialect::Traits;
use crate::operation::{OpId, OperationState};
use crate::value::Value;
use crate::Context;

/// A local rewrite: match an op and replace or update it.
pub trait RewritePattern: Send + Sync {
    /// A name for debugging and statistics.
    fn name(&self) -> &'static str;
    /// The op name this pattern applies to, or `None` for any op.
    fn root(&self) -> Option<&'static str>;
    /// Higher benefit patterns are tried first.
    fn benefit(&self) -> u16 {
        1
    }
    /// Tries to rewrite `op`; returns whether IR changed. A pattern that returns
    /// `false` must not have changed anything.
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool;
}

/// Changes IR on behalf of a pattern and records what changed.
pub struct PatternRewriter<'a> {
    /// The IR being rewritten.
    pub ctx: &'a mut Context,
    created: Vec<OpId>,
    erased: Vec<OpId>,
    modified: Vec<OpId>,
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `ctx` with nothing recorded.
    pub fn new(ctx: &'a mut Context) -> Self {
        PatternRewriter {
            ctx,
            created: Vec::new(),
            erased: Vec::new(),
            modified: Vec::new(),
        }
    }

    /// Creates an op from `state` just before `anchor`.
    pub fn create_before(&mut self, anchor: OpId, state: OperationState) -> OpId {
        let op = self.ctx.create_op(state);
        self.ctx.insert_op_before(anchor, op);
        self.created.push(op);
        op
    }

    /// Inserts the detached `op` just before `anchor`.
    pub fn insert_before(&mut self, anchor: OpId, op: OpId) {
        self.ctx.insert_op_before(anchor, op);
        self.created.push(op);
    }

    /// Replaces every result of `op` with `values` and erases it.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let users: Vec<OpId> = self
            .ctx
            .results(op)
            .iter()
            .flat_map(|&r| self.ctx.uses(r).iter().map(|u| u.op))
            .collect();
        self.modified.extend(users);
        self.ctx.replace_op_results(op, values);
        self.erase_op(op);
    }

    /// Erases `op`, whose results must be unused.
    pub fn erase_op(&mut self, op: OpId) {
        for &v in self.ctx.operands(op) {
            if let Some(def) = self.ctx.defining_op(v) {
                self.modified.push(def);
            }
        }
        let mut nested = Vec::new();
        self.ctx.walk(op, &mut |o| nested.push(o));
        self.ctx.erase_op(op);
        self.erased.extend(nested);
    }

    /// Creates an op from `state` just after `anchor`.
    pub fn create_after(&mut self, anchor: OpId, state: OperationState) -> OpId {
        let op = self.ctx.create_op(state);
        self.ctx.insert_op_after(anchor, op);
        self.created.push(op);
        op
    }

    /// Makes every use of `from` a use of `to`, recording the users as modified.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        self.modified
            .extend(self.ctx.uses(from).iter().map(|u| u.op));
        self.ctx.replace_all_uses(from, to);
    }

    /// Sets operand `index` of `op` to `value`, recording `op` as modified and the old
    /// operand's definition as a candidate for dead-code elimination.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let old = self.ctx.operand(op, index);
        if let Some(def) = self.ctx.defining_op(old) {
            self.modified.push(def);
        }
        self.ctx.set_operand(op, index, value);
        self.modified.push(op);
    }

    /// Records that `op` was changed in place by `f`.
    pub fn modify(&mut self, op: OpId, f: impl FnOnce(&mut Context)) {
        f(self.ctx);
        self.modified.push(op);
    }

    /// Takes the record: (created, erased, modified) ops, in order.
    pub fn take_changes(&mut self) -> (Vec<OpId>, Vec<OpId>, Vec<OpId>) {
        (
            std::mem::take(&mut self.created),
            std::mem::take(&mut self.erased),
            std::mem::take(&mut self.modified),
        )
    }
}

/// Whether `op` can be erased without changing what the program does: it is not a
/// terminator or a symbol, no result is used, and it has no effects (see
/// [`is_effect_free`]) (MLIR's `isOpTriviallyDead`).
pub fn is_trivially_dead(ctx: &Context, op: OpId) -> bool {
    let Some(def) = ctx.op_def(op) else {
        return false;
    };
    !def.has(Traits::TERMINATOR)
        && !def.has(Traits::SYMBOL)
        && ctx.results_unused(op)
        && is_effect_free(ctx, op)
}

/// Whether `op` has no side effects: it is registered [`Traits::PURE`] or declares an
/// empty [`MemoryEffectOpInterface`](crate::interfaces::MemoryEffectOpInterface)
/// ([`effects::is_effect_free`](crate::interfaces::effects::is_effect_free)), or it is
/// [`Traits::RECURSIVELY_PURE`] and so is every op nested in it, transitively (MLIR's
/// `wouldOpBeTriviallyDeadImpl`). Unregistered ops may have any effect.
pub fn is_effect_free(ctx: &Context, op: OpId) -> bool {
    let mut stack = vec![op];
    while let Some(op) = stack.pop() {
        let Some(def) = ctx.op_def(op) else {
            return false;
        };
        if crate::interfaces::effects::is_effect_free(ctx, op) {
            continue;
        }
        if !def.has(Traits::RECURSIVELY_PURE) {
            return false;
        }
        for &region in ctx.regions(op) {
            for &block in ctx.region_blocks(region) {
                stack.extend(ctx.block_ops(block));
            }
        }
    }
    true
}

/// Appends the ops nested in `op`'s regions (not `op`) to `out` in post-order: an op
/// after everything nested in it, blocks and ops in order.
pub fn post_order(ctx: &Context, op: OpId, out: &mut Vec<OpId>) {
    for &region in ctx.regions(op) {
        for &block in ctx.region_blocks(region) {
            let mut cursor = ctx.first_op(block);
            while let Some(inner) = cursor {
                cursor = ctx.next_op(inner);
                post_order(ctx, inner, out);
                out.push(inner);
            }
        }
    }
}
