//! [`OperationFolder`]: folds ops through their [`OpDef::fold`](crate::OpDef) hooks and
//! keeps constants unique, as MLIR's `OperationFolder` and greedy driver do (LLVM 22).
//!
//! - Folding ([`OperationFolder::try_fold`]) materializes each constant result through the
//!   folded op's dialect's [`materialize_constant`](crate::Dialect::materialize_constant)
//!   just before the folded op, with the op's location.
//! - Known constants ([`OperationFolder::insert_known_constant`], called by the greedy
//!   driver on every constant-like op as it fills its worklist) live at the start of the
//!   entry block of their *insertion region*: the region of the nearest ancestor that is
//!   isolated from above (or unregistered, or detached). There is one per (insertion
//!   region, dialect, value, type); later equal constants are replaced by it, and when
//!   their locations differ it gets the unknown location.
//!
//! So a folded constant appears where the op was and moves to the top, merged with its
//! equals, when the driver next fills its worklist: the order `mlir-opt` produces.

use crate::attributes::Attribute;
use crate::block::BlockId;
use crate::dialect::{FoldOutcome, Folded, Traits};
use crate::operation::OpId;
use crate::region::RegionId;
use crate::types::Type;
use crate::value::Value;
use crate::Context;
use std::collections::HashMap;

type ConstKey = (RegionId, &'static str, Attribute, Type);

/// What [`OperationFolder::insert_known_constant`] decided.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum KnownConstant {
    /// The constant is now the folder's representative (possibly moved to the start of
    /// its insertion region's entry block).
    Kept {
        /// Whether it was moved.
        moved: bool,
    },
    /// An equal constant already exists: replace the op with this one (its location
    /// became unknown if the two differed).
    Duplicate(OpId),
    /// Not a constant the folder can track (not constant-like, or not one result).
    NotConstant,
}

/// What [`OperationFolder::try_fold`] did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FoldAttempt {
    /// Nothing; no IR changed.
    Unchanged,
    /// The op was updated in place.
    InPlace,
    /// The op's results should be replaced by `values`; `created` lists the constant ops
    /// materialized for them (already inserted before the op).
    Replace {
        /// One value per result.
        values: Vec<Value>,
        /// Newly materialized constants.
        created: Vec<OpId>,
    },
}

/// Folds ops and uniques the constants it creates or is told about.
#[derive(Default)]
pub struct OperationFolder {
    scopes: HashMap<ConstKey, OpId>,
    owned: HashMap<OpId, ConstKey>,
}

/// The constant value of `op`: its `value` attribute if it has [`Traits::CONSTANT_LIKE`].
pub fn constant_value(ctx: &Context, op: OpId) -> Option<Attribute> {
    if ctx.op_has_trait(op, Traits::CONSTANT_LIKE) {
        ctx.attr(op, "value")
    } else {
        None
    }
}

/// The constant value of `value` if it is the result of a constant-like op.
pub fn constant_of(ctx: &Context, value: Value) -> Option<Attribute> {
    ctx.defining_op(value)
        .and_then(|op| constant_value(ctx, op))
}

/// The region constants used in `block` are materialized in: climb while the parent op
/// is registered, not isolated from above, and attached.
pub fn insertion_region(ctx: &Context, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = ctx.block_region(block)?;
        let Some(parent) = ctx.region_parent(region) else {
            return Some(region);
        };
        let stop = ctx.op_def(parent).is_none()
            || ctx.op_has_trait(parent, Traits::ISOLATED_FROM_ABOVE)
            || ctx.op_block(parent).is_none();
        if stop {
            return Some(region);
        }
        block = ctx.op_block(parent)?;
    }
}

impl OperationFolder {
    /// A folder tracking no constants.
    pub fn new() -> Self {
        Self::default()
    }

    /// Whether `op` is a constant this folder owns.
    pub fn is_owned(&self, op: OpId) -> bool {
        self.owned.contains_key(&op)
    }

    /// Forgets `op` (call when erasing it).
    pub fn notify_removal(&mut self, op: OpId) {
        if let Some(key) = self.owned.remove(&op) {
            if self.scopes.get(&key) == Some(&op) {
                self.scopes.remove(&key);
            }
        }
    }

    /// The live representative for `key`, dropping a stale entry.
    fn lookup(&mut self, ctx: &Context, key: ConstKey) -> Option<OpId> {
        let op = *self.scopes.get(&key)?;
        let entry = ctx.entry_block(key.0);
        if !ctx.is_erased(op) && ctx.op_block(op).is_some() && ctx.op_block(op) == entry {
            Some(op)
        } else {
            self.scopes.remove(&key);
            self.owned.remove(&op);
            None
        }
    }

    /// Moves `op` to the start of `block` unless it already sits in the block's prefix
    /// of folder-owned constants. Returns whether it moved.
    fn hoist(&self, ctx: &mut Context, op: OpId, block: BlockId) -> bool {
        if ctx.op_block(op) == Some(block) {
            let prev = ctx.prev_op(op);
            if prev.is_none() || prev.is_some_and(|p| self.is_owned(p)) {
                return false;
            }
        }
        ctx.detach_op(op);
        match ctx.first_op(block) {
            Some(first) => ctx.insert_op_before(first, op),
            None => ctx.append_op(block, op),
        }
        true
    }

    /// Registers the existing constant op `op`: if an equal constant is already owned in
    /// its insertion region, returns it (the caller replaces `op` with it); otherwise
    /// `op` becomes the representative and is hoisted to the start of the insertion
    /// region's entry block.
    pub fn insert_known_constant(&mut self, ctx: &mut Context, op: OpId) -> KnownConstant {
        let (Some(value), [result]) = (constant_value(ctx, op), ctx.results(op)) else {
            return KnownConstant::NotConstant;
        };
        let ty = ctx.value_type(*result);
        let Some(block) = ctx.op_block(op) else {
            return KnownConstant::NotConstant;
        };
        let Some(region) = insertion_region(ctx, block) else {
            return KnownConstant::NotConstant;
        };
        let Some(entry) = ctx.entry_block(region) else {
            return KnownConstant::NotConstant;
        };
        if self.is_owned(op) {
            return KnownConstant::Kept {
                moved: self.hoist(ctx, op, entry),
            };
        }
        let dialect = ctx.op_def(op).map_or("", |d| d.dialect());
        let key = (region, dialect, value, ty);
        if let Some(existing) = self.lookup(ctx, key) {
            if existing != op {
                if ctx.op_loc(existing) != ctx.op_loc(op) {
                    let unknown = ctx.unknown_loc();
                    ctx.set_op_loc(existing, unknown);
                }
                return KnownConstant::Duplicate(existing);
            }
        }
        let moved = self.hoist(ctx, op, entry);
        self.scopes.insert(key, op);
        self.owned.insert(op, key);
        KnownConstant::Kept { moved }
    }

    /// A constant of `value : ty` usable in `block`: the folder's known one (whose
    /// location becomes unknown if it differs from `loc`), or a new one materialized
    /// through `dialect`'s hook at the start of the insertion region's entry block. For
    /// patterns that want uniqued constants. Returns the op and whether it is new.
    pub fn get_or_create_constant(
        &mut self,
        ctx: &mut Context,
        block: BlockId,
        dialect: &'static str,
        value: Attribute,
        ty: Type,
        loc: crate::Location,
    ) -> Option<(OpId, bool)> {
        let region = insertion_region(ctx, block)?;
        let entry = ctx.entry_block(region)?;
        let key = (region, dialect, value, ty);
        if let Some(existing) = self.lookup(ctx, key) {
            if ctx.op_loc(existing) != loc {
                let unknown = ctx.unknown_loc();
                ctx.set_op_loc(existing, unknown);
            }
            return Some((existing, false));
        }
        let materialize = ctx.registry().dialect(dialect)?.materialize_constant?;
        let op = materialize(ctx, value, ty, loc)?;
        let ok = ctx.results(op).len() == 1 && ctx.value_type(ctx.result(op, 0)) == ty;
        if !ok {
            tracing::warn!(
                target: "visa::rewrite",
                "dialect '{dialect}' materialized a constant of the wrong shape; fold dropped"
            );
            ctx.erase_op(op);
            return None;
        }
        if ctx.op_block(op).is_some() {
            ctx.detach_op(op);
        }
        match ctx.first_op(entry) {
            Some(first) => ctx.insert_op_before(first, op),
            None => ctx.append_op(entry, op),
        }
        self.scopes.insert(key, op);
        self.owned.insert(op, key);
        Some((op, true))
    }

    /// Tries the fold hook of `op` with the constant values of its operands. Constants
    /// for folded attributes are materialized just before `op` with its location; if
    /// one cannot be, the fold is abandoned (constants created for it are erased) and
    /// nothing changed.
    pub fn try_fold(&mut self, ctx: &mut Context, op: OpId) -> FoldAttempt {
        let Some(def) = ctx.op_def(op).cloned() else {
            return FoldAttempt::Unchanged;
        };
        let Some(fold) = def.fold else {
            return FoldAttempt::Unchanged;
        };
        let consts: Vec<Option<Attribute>> = ctx
            .operands(op)
            .iter()
            .map(|&v| constant_of(ctx, v))
            .collect();
        let folded = match fold(ctx, op, &consts) {
            FoldOutcome::Unchanged => return FoldAttempt::Unchanged,
            FoldOutcome::InPlace => return FoldAttempt::InPlace,
            FoldOutcome::Replaced(f) => f,
        };
        let results = ctx.results(op).to_vec();
        if folded.len() != results.len() {
            tracing::warn!(
                target: "visa::rewrite",
                "fold of '{}' returned {} values for {} results; ignored",
                def.name,
                folded.len(),
                results.len()
            );
            return FoldAttempt::Unchanged;
        }
        if folded
            .iter()
            .zip(&results)
            .all(|(f, &r)| *f == Folded::Value(r))
        {
            return FoldAttempt::InPlace;
        }
        // Replacing some results by themselves would leave uses on an erased op.
        if folded
            .iter()
            .any(|f| matches!(f, Folded::Value(v) if results.contains(v)))
        {
            tracing::warn!(
                target: "visa::rewrite",
                "fold of '{}' replaced only some results by themselves; ignored",
                def.name
            );
            return FoldAttempt::Unchanged;
        }
        if ctx.op_block(op).is_none() {
            return FoldAttempt::Unchanged;
        }
        let loc = ctx.op_loc(op);
        let materialize = ctx
            .registry()
            .dialect(def.dialect())
            .and_then(|d| d.materialize_constant);
        let mut values = Vec::with_capacity(results.len());
        let mut created: Vec<OpId> = Vec::new();
        for (f, &r) in folded.iter().zip(&results) {
            let attr = match *f {
                Folded::Value(v) => {
                    values.push(v);
                    continue;
                }
                Folded::Attr(a) => a,
            };
            let ty = ctx.value_type(r);
            let made = materialize.and_then(|m| m(ctx, attr, ty, loc));
            let ok = made.is_some_and(|c| {
                ctx.results(c).len() == 1 && ctx.value_type(ctx.result(c, 0)) == ty
            });
            if !ok {
                tracing::debug!(
                    target: "visa::rewrite",
                    "fold of '{}': dialect cannot materialize the constant; fold dropped",
                    def.name
                );
                for c in made.into_iter().chain(created) {
                    if ctx.results_unused(c) {
                        ctx.erase_op(c);
                    }
                }
                return FoldAttempt::Unchanged;
            }
            let c = made.expect("checked above");
            if ctx.op_block(c).is_some() {
                ctx.detach_op(c);
            }
            ctx.insert_op_before(op, c);
            created.push(c);
            values.push(ctx.result(c, 0));
        }
        FoldAttempt::Replace { values, created }
    }
}
