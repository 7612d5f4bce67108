//! [`ConversionRewriter`]: the record of a conversion in progress, and the only way a
//! [`super::ConversionPattern`] changes existing IR.
//!
//! The original IR is not destroyed while the conversion runs: replacing or erasing an
//! op only *records* it (the op stays in its block until the conversion commits),
//! a replaced value is remembered in a 1:N value mapping, in-place updates keep the
//! op's old state, moved regions remember where they came from. New ops are created at
//! once and found afterwards by their handles: the op arena never reuses a handle, so
//! every op whose index is at or past a snapshot's watermark was created after it.
//! Rolling back to a snapshot undoes the log in reverse and erases the ops created
//! since; committing replaces the remaining uses of replaced values (through source
//! materializations when the types differ), rebuilds converted block signatures and
//! erases the recorded ops. Every step costs time in what it touches, never in the
//! size of the IR.

use super::type_converter::TypeConverter;
use crate::attributes::Attribute;
use crate::block::BlockId;
use crate::builder::{Builder, InsertPoint};
use crate::diagnostic::Diagnostic;
use crate::entity::EntityRef;
use crate::intern::Symbol;
use crate::location::Location;
use crate::operation::OpId;
use crate::region::RegionId;
use crate::types::Type;
use crate::value::{Value, ValueDef};
use crate::Context;
use std::collections::{HashMap, HashSet};

/// The operands of the op being converted, as the conversion sees them: operand `i`
/// of the original op becomes [`OpAdaptor::get`]`(i)`, the values that replaced it
/// (several after a 1:N type conversion, none after a 1:0 one), or its converted form
/// through a target materialization.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpAdaptor {
    operands: Vec<Vec<Value>>,
}

impl OpAdaptor {
    /// An adaptor over the given per-operand value lists.
    pub fn new(operands: Vec<Vec<Value>>) -> Self {
        OpAdaptor { operands }
    }

    /// How many operands the original op has.
    pub fn len(&self) -> usize {
        self.operands.len()
    }

    /// Whether the original op has no operands.
    pub fn is_empty(&self) -> bool {
        self.operands.is_empty()
    }

    /// The values standing for original operand `index`.
    ///
    /// # Panics
    /// If `index` is out of range.
    pub fn get(&self, index: usize) -> &[Value] {
        &self.operands[index]
    }

    /// The one value standing for original operand `index`, or a reason (for the
    /// pattern to return) when there is not exactly one.
    pub fn single(&self, index: usize) -> Result<Value, String> {
        match self.operands.get(index).map(Vec::as_slice) {
            Some(&[v]) => Ok(v),
            Some(vs) => Err(format!(
                "operand #{index} converted to {} values, expected 1",
                vs.len()
            )),
            None => Err(format!(
                "operand #{index} does not exist ({} operands)",
                self.operands.len()
            )),
        }
    }

    /// Every value, operand by operand, concatenated.
    pub fn flat(&self) -> Vec<Value> {
        self.operands.iter().flatten().copied().collect()
    }

    /// The per-operand value lists.
    pub fn iter(&self) -> impl Iterator<Item = &[Value]> {
        self.operands.iter().map(Vec::as_slice)
    }
}

/// One undoable change.
enum Undo {
    /// `op` was recorded as replaced or erased.
    Erased(OpId),
    /// `value` got an entry in the value mapping.
    Mapped(Value),
    /// `op` was updated in place; its state before.
    Modified {
        op: OpId,
        operands: Vec<Value>,
        attrs: Vec<(Symbol, Attribute)>,
        successors: Vec<BlockId>,
        loc: Location,
        result_types: Vec<Type>,
    },
    /// The `count` last blocks of `to` came from the (then emptied) region `from`.
    RegionMoved {
        from: RegionId,
        to: RegionId,
        count: usize,
    },
    /// `block`'s signature was converted: `count` arguments were appended.
    SignatureConverted { block: BlockId, count: usize },
    /// A target materialization of `value` was cached.
    TargetCast(Value),
    /// `op` was recorded as a materialization.
    Materialization(OpId),
}

/// A point a [`ConversionRewriter`] can roll back to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Snapshot {
    /// The op arena's length: every op at or past it was created since.
    pub(crate) ops: usize,
    log: usize,
}

/// Changes IR on behalf of conversion patterns, recording every change so it can be
/// rolled back (see the module documentation).
///
/// Patterns create ops freely through [`ConversionRewriter::builder`] (or any
/// [`Builder`] over [`ConversionRewriter::ctx`]); they change *existing* ops only through
/// the rewriter's methods ([`replace_op`](Self::replace_op),
/// [`replace_op_with_multiple`](Self::replace_op_with_multiple),
/// [`erase_op`](Self::erase_op), [`modify_op_in_place`](Self::modify_op_in_place),
/// [`inline_region`](Self::inline_region),
/// [`convert_region_types`](Self::convert_region_types)), never by mutating the
/// context directly, which the rollback could not undo.
pub struct ConversionRewriter<'a> {
    /// The IR being converted. Use it to read IR, intern types and attributes and
    /// create ops; change existing ops only through the rewriter's methods.
    pub ctx: &'a mut Context,
    converter: Option<&'a TypeConverter>,
    root: Option<OpId>,
    mapping: HashMap<Value, Vec<Value>>,
    dead: HashSet<OpId>,
    dead_order: Vec<OpId>,
    log: Vec<Undo>,
    target_casts: HashMap<Value, Vec<Value>>,
    materializations: HashSet<OpId>,
    converted_blocks: Vec<(BlockId, Vec<Value>)>,
    converted_block_set: HashSet<BlockId>,
    type_cache: HashMap<Type, Option<Vec<Type>>>,
    pub(crate) num_materializations: u64,
    pub(crate) num_rollbacks: u64,
}

impl<'a> ConversionRewriter<'a> {
    pub(crate) fn new(ctx: &'a mut Context, converter: Option<&'a TypeConverter>) -> Self {
        ConversionRewriter {
            ctx,
            converter,
            root: None,
            mapping: HashMap::new(),
            dead: HashSet::new(),
            dead_order: Vec::new(),
            log: Vec::new(),
            target_casts: HashMap::new(),
            materializations: HashSet::new(),
            converted_blocks: Vec::new(),
            converted_block_set: HashSet::new(),
            type_cache: HashMap::new(),
            num_materializations: 0,
            num_rollbacks: 0,
        }
    }

    // ---- for patterns -------------------------------------------------------------

    /// The op whose pattern is running.
    ///
    /// # Panics
    /// Outside a pattern.
    pub fn root(&self) -> OpId {
        self.root
            .expect("ConversionRewriter::root outside a pattern")
    }

    /// A builder inserting just before the op being converted, with its location.
    pub fn builder(&mut self) -> Builder<'_> {
        let root = self.root();
        Builder::before(self.ctx, root)
    }

    /// The type converter of this conversion, if it has one.
    pub fn type_converter(&self) -> Option<&'a TypeConverter> {
        self.converter
    }

    /// The types `ty` converts to (`Some(vec![ty])` when there is no type converter);
    /// `None` when the converter cannot convert it.
    pub fn convert_type(&mut self, ty: Type) -> Option<Vec<Type>> {
        let Some(conv) = self.converter else {
            return Some(vec![ty]);
        };
        if let Some(hit) = self.type_cache.get(&ty) {
            return hit.clone();
        }
        let out = conv.convert_type(self.ctx, ty);
        self.type_cache.insert(ty, out.clone());
        out
    }

    /// Converts each of `types` and concatenates the results.
    pub fn convert_types(&mut self, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(types.len());
        for &t in types {
            out.extend(self.convert_type(t)?);
        }
        Some(out)
    }

    /// Records that each result of `op` is replaced by the matching value of `values`
    /// and that `op` is erased when the conversion commits.
    ///
    /// # Panics
    /// If the counts differ or `op` was already replaced or erased.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        let lists = values.iter().map(|&v| vec![v]).collect();
        self.replace_op_with_multiple(op, lists);
    }

    /// Records that result `i` of `op` is replaced by the values `values[i]` (any number:
    /// a 1:N replacement) and that `op` is erased when the conversion commits.
    ///
    /// # Panics
    /// If the counts differ or `op` was already replaced or erased.
    pub fn replace_op_with_multiple(&mut self, op: OpId, values: Vec<Vec<Value>>) {
        let results = self.ctx.results(op).to_vec();
        assert_eq!(
            results.len(),
            values.len(),
            "replacing the {} results of '{}' with {} value lists",
            results.len(),
            self.ctx.op_name_str(op),
            values.len()
        );
        self.mark_dead(op);
        for (r, vs) in results.into_iter().zip(values) {
            assert!(
                !vs.contains(&r),
                "a result of '{}' replaced by itself",
                self.ctx.op_name_str(op)
            );
            self.mapping.insert(r, vs);
            self.log.push(Undo::Mapped(r));
        }
    }

    /// Records that `op` is erased when the conversion commits. Its results must have no
    /// use left by then (other than by ops erased too), or the conversion fails.
    ///
    /// # Panics
    /// If `op` was already replaced or erased.
    pub fn erase_op(&mut self, op: OpId) {
        self.mark_dead(op);
    }

    fn mark_dead(&mut self, op: OpId) {
        assert!(
            self.dead.insert(op),
            "'{}' replaced or erased twice",
            self.ctx.op_name_str(op)
        );
        self.dead_order.push(op);
        self.log.push(Undo::Erased(op));
    }

    /// Changes `op` in place through `f`, which may change its operands, attributes,
    /// successors, location and result types (not its regions, not other ops); the old
    /// state is kept for rollback.
    pub fn modify_op_in_place(&mut self, op: OpId, f: impl FnOnce(&mut Context)) {
        let undo = Undo::Modified {
            op,
            operands: self.ctx.operands(op).to_vec(),
            attrs: self.ctx.attrs(op).to_vec(),
            successors: self.ctx.successors(op).to_vec(),
            loc: self.ctx.op_loc(op),
            result_types: self
                .ctx
                .results(op)
                .iter()
                .map(|&r| self.ctx.value_type(r))
                .collect(),
        };
        self.log.push(undo);
        f(self.ctx);
    }

    /// Moves every block of `from` to the end of `to` (MLIR's `inlineRegionBefore` at
    /// the end), typically from the op being replaced into its replacement.
    pub fn inline_region(&mut self, from: RegionId, to: RegionId) {
        let count = self.ctx.region_blocks(from).len();
        self.ctx.take_blocks(from, to);
        self.log.push(Undo::RegionMoved { from, to, count });
    }

    /// Converts the argument types of every block of `region` with the type converter:
    /// an argument whose type converts to other types is replaced by arguments of
    /// those types (1:N), in place; uses inside converted ops see the new arguments
    /// through their adaptors, and uses by ops that stay get a source materialization
    /// when the conversion commits. A block is converted once; later calls leave it.
    ///
    /// Fails, changing nothing, when an argument type cannot be converted.
    pub fn convert_region_types(&mut self, region: RegionId) -> Result<(), String> {
        let blocks = self.ctx.region_blocks(region).to_vec();
        let mut plans = Vec::new();
        for &block in &blocks {
            if self.converted_block_set.contains(&block) {
                continue;
            }
            let args = self.ctx.block_args(block).to_vec();
            let mut plan = Vec::with_capacity(args.len());
            let mut changes = false;
            for (i, &a) in args.iter().enumerate() {
                let ty = self.ctx.value_type(a);
                let Some(tys) = self.convert_type(ty) else {
                    return Err(format!(
                        "block argument #{i} of type {} has no conversion",
                        self.ctx.type_to_string(ty)
                    ));
                };
                changes |= tys != [ty];
                plan.push(tys);
            }
            if changes {
                plans.push((block, args, plan));
            }
        }
        for (block, args, plan) in plans {
            let changed: Vec<bool> = args
                .iter()
                .zip(&plan)
                .map(|(&a, tys)| *tys != [self.ctx.value_type(a)])
                .collect();
            let count = plan
                .iter()
                .zip(&changed)
                .filter(|(_, &c)| c)
                .map(|(t, _)| t.len())
                .sum();
            // Logged before the mapping entries, so a rollback (which replays the log
            // backwards) forgets the mapping before it removes the new arguments.
            self.log.push(Undo::SignatureConverted { block, count });
            for ((&a, tys), c) in args.iter().zip(plan).zip(changed) {
                if !c {
                    continue;
                }
                let loc = self.ctx.value_loc(a);
                let new: Vec<Value> = tys
                    .into_iter()
                    .map(|t| self.ctx.add_block_arg(block, t, Some(loc)))
                    .collect();
                self.mapping.insert(a, new);
                self.log.push(Undo::Mapped(a));
            }
            self.converted_blocks.push((block, args));
            self.converted_block_set.insert(block);
        }
        Ok(())
    }

    // ---- for the driver -----------------------------------------------------------

    /// Sets the op whose pattern runs, returning the previous one.
    pub(crate) fn set_root(&mut self, op: Option<OpId>) -> Option<OpId> {
        std::mem::replace(&mut self.root, op)
    }

    /// The current point to roll back to.
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot {
            ops: self.ctx.ops.len(),
            log: self.log.len(),
        }
    }

    /// Whether `op` is erased, recorded as replaced or erased, or nested in such an op.
    pub(crate) fn is_dead(&self, op: OpId) -> bool {
        let mut cursor = Some(op);
        while let Some(o) = cursor {
            if self.ctx.is_erased(o) || self.dead.contains(&o) {
                return true;
            }
            cursor = self.ctx.parent_op(o);
        }
        false
    }

    /// Whether `op` was recorded as replaced or erased.
    pub(crate) fn is_replaced_or_erased(&self, op: OpId) -> bool {
        self.dead.contains(&op)
    }

    /// Whether a materialization created `op`.
    pub(crate) fn is_materialization(&self, op: OpId) -> bool {
        self.materializations.contains(&op)
    }

    /// Whether `op` was replaced, erased or updated in place since `snap`.
    pub(crate) fn root_changed_since(&self, snap: Snapshot, op: OpId) -> bool {
        self.log[snap.log..].iter().any(|u| match u {
            Undo::Erased(o) => *o == op,
            Undo::Modified { op: o, .. } => *o == op,
            _ => false,
        })
    }

    /// The ops updated in place since `snap`, in order, each once.
    pub(crate) fn modified_since(&self, snap: Snapshot) -> Vec<OpId> {
        let mut seen = HashSet::new();
        let mut out = Vec::new();
        for u in &self.log[snap.log..] {
            if let Undo::Modified { op, .. } = u {
                if seen.insert(*op) {
                    out.push(*op);
                }
            }
        }
        out
    }

    /// The values standing for `v` now: `v` itself when nothing replaced it, else what
    /// replaced it, followed through later replacements. `Err` when `v` belongs to an
    /// op erased without replacement.
    fn lookup(&self, v: Value) -> Result<Vec<Value>, String> {
        let mut out = Vec::new();
        let mut stack = vec![(v, 0)];
        // A path through an acyclic mapping visits each entry at most once, so a path
        // longer than the mapping means a replacement cycle.
        let limit = self.mapping.len();
        while let Some((w, depth)) = stack.pop() {
            match self.mapping.get(&w) {
                Some(vs) => {
                    if depth >= limit {
                        return Err("values replaced in a cycle".into());
                    }
                    stack.extend(vs.iter().rev().map(|&x| (x, depth + 1)));
                }
                None => {
                    if let Some(def) = self.ctx.defining_op(w) {
                        if self.dead.contains(&def) {
                            return Err(format!(
                                "a result of '{}' is used after the op was erased",
                                self.ctx.op_name_str(def)
                            ));
                        }
                    }
                    out.push(w);
                }
            }
        }
        Ok(out)
    }

    /// The adaptor of `op`: each operand's replacement values, converted by the type
    /// converter (with a target materialization) when a single value of a type that
    /// converts to other types remains.
    pub(crate) fn adaptor(&mut self, op: OpId) -> Result<OpAdaptor, String> {
        let operands = self.ctx.operands(op).to_vec();
        let mut out = Vec::with_capacity(operands.len());
        for (i, v) in operands.into_iter().enumerate() {
            let vals = self.lookup(v).map_err(|e| format!("operand #{i}: {e}"))?;
            if self.converter.is_none() || vals.len() != 1 {
                out.push(vals);
                continue;
            }
            let w = vals[0];
            let ty = self.ctx.value_type(w);
            let Some(tys) = self.convert_type(ty) else {
                return Err(format!(
                    "operand #{i} has type {}, which has no conversion",
                    self.ctx.type_to_string(ty)
                ));
            };
            if tys == [ty] {
                out.push(vals);
            } else if tys.is_empty() {
                out.push(Vec::new());
            } else {
                let cast = self
                    .target_cast(w, &tys)
                    .map_err(|e| format!("operand #{i}: {e}"))?;
                out.push(cast);
            }
        }
        Ok(OpAdaptor { operands: out })
    }

    /// The converted form of `w` (types `tys`), materialized once just after its
    /// definition and cached.
    fn target_cast(&mut self, w: Value, tys: &[Type]) -> Result<Vec<Value>, String> {
        if let Some(c) = self.target_casts.get(&w) {
            return Ok(c.clone());
        }
        let conv = self.converter.expect("target cast without a converter");
        let ip = self.after_def(w);
        let loc = self.ctx.value_loc(w);
        let before = self.ctx.ops.len();
        let mut b = builder_at(self.ctx, ip, loc);
        let made = conv.materialize_target(&mut b, tys, w);
        self.note_materializations(before);
        match made {
            Some(vs) => {
                self.target_casts.insert(w, vs.clone());
                self.log.push(Undo::TargetCast(w));
                Ok(vs)
            }
            None => Err(format!(
                "no target materialization from {} to ({})",
                self.ctx.type_to_string(self.ctx.value_type(w)),
                self.types_text(tys)
            )),
        }
    }

    fn types_text(&self, tys: &[Type]) -> String {
        tys.iter()
            .map(|&t| self.ctx.type_to_string(t))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn note_materializations(&mut self, before: usize) {
        for i in before..self.ctx.ops.len() {
            let op = OpId::new(i);
            self.materializations.insert(op);
            self.log.push(Undo::Materialization(op));
            self.num_materializations += 1;
        }
    }

    /// Where a value must be built to dominate every use of `w`: just after its
    /// definition.
    fn after_def(&self, w: Value) -> InsertPoint {
        let (block, next) = match self.ctx.value_def(w) {
            ValueDef::Result { op, .. } => (
                self.ctx.op_block(op).expect("value of a detached op"),
                self.ctx.next_op(op),
            ),
            ValueDef::Argument { block, .. } => (block, self.ctx.first_op(block)),
            ValueDef::Placeholder => panic!("placeholder value in a conversion"),
        };
        match next {
            Some(n) => InsertPoint::Before(n),
            None => InsertPoint::End(block),
        }
    }

    /// Undoes everything recorded since `snap` and erases the ops created since.
    pub(crate) fn rollback(&mut self, snap: Snapshot) {
        self.num_rollbacks += 1;
        let end = self.ctx.ops.len();
        // Created ops first drop their operands, so no original value or new block
        // argument is used by them while the log is undone.
        for i in snap.ops..end {
            let op = OpId::new(i);
            if !self.ctx.is_erased(op) {
                self.ctx.set_operands(op, Vec::new());
            }
        }
        while self.log.len() > snap.log {
            match self.log.pop().expect("log entry") {
                Undo::Erased(op) => {
                    self.dead.remove(&op);
                    let popped = self.dead_order.pop();
                    debug_assert_eq!(popped, Some(op));
                }
                Undo::Mapped(v) => {
                    self.mapping.remove(&v);
                }
                Undo::Modified {
                    op,
                    operands,
                    attrs,
                    successors,
                    loc,
                    result_types,
                } => {
                    self.ctx.set_operands(op, operands);
                    self.ctx.set_attrs(op, &attrs);
                    self.ctx.set_successors(op, successors);
                    self.ctx.set_op_loc(op, loc);
                    let results = self.ctx.results(op).to_vec();
                    for (r, t) in results.into_iter().zip(result_types) {
                        self.ctx.set_value_type(r, t);
                    }
                }
                Undo::RegionMoved { from, to, count } => {
                    let blocks = &mut self.ctx.regions[to].blocks;
                    let moved = blocks.split_off(blocks.len() - count);
                    for &b in &moved {
                        self.ctx.blocks[b].parent = Some(from);
                    }
                    debug_assert!(self.ctx.regions[from].blocks.is_empty());
                    self.ctx.regions[from].blocks = moved;
                }
                Undo::SignatureConverted { block, count } => {
                    let args = &mut self.ctx.blocks[block].args;
                    let removed = args.split_off(args.len() - count);
                    for v in removed {
                        debug_assert!(self.ctx.use_empty(v), "new block argument still used");
                    }
                    let popped = self.converted_blocks.pop();
                    debug_assert_eq!(popped.map(|p| p.0), Some(block));
                    self.converted_block_set.remove(&block);
                }
                Undo::TargetCast(v) => {
                    self.target_casts.remove(&v);
                }
                Undo::Materialization(op) => {
                    self.materializations.remove(&op);
                }
            }
        }
        for i in (snap.ops..end).rev() {
            let op = OpId::new(i);
            if !self.ctx.is_erased(op) {
                self.ctx.erase_op(op);
            }
        }
    }

    /// Makes the recorded conversion final: uses of replaced values by ops that stay are
    /// redirected (through source materializations where the types differ), converted
    /// block signatures are rebuilt and recorded ops are erased. On failure (a value
    /// erased while still used, or no source materialization) nothing is committed and
    /// the caller rolls back.
    pub(crate) fn commit(&mut self) -> Result<(), Diagnostic> {
        let redirects = self.materialize_live_uses()?;
        self.apply(redirects);
        Ok(())
    }

    /// Phase 1 of a commit: for every replaced value still used by an op that stays,
    /// the value that takes its place. Creates source materializations (undone by a
    /// rollback like any created op).
    fn materialize_live_uses(&mut self) -> Result<Vec<(Value, Value)>, Diagnostic> {
        let mut redirects = Vec::new();
        let blocks: Vec<(BlockId, Vec<Value>)> = self.converted_blocks.clone();
        for (block, args) in &blocks {
            for (i, &a) in args.iter().enumerate() {
                if !self.mapping.contains_key(&a) {
                    continue;
                }
                let Some(user) = self.live_user(a) else {
                    continue;
                };
                let ip = match self.ctx.first_op(*block) {
                    Some(first) => InsertPoint::Before(first),
                    None => InsertPoint::End(*block),
                };
                let loc = self.ctx.value_loc(a);
                let what = format!("block argument #{i}");
                let v = self.materialize_source(a, ip, loc, user, &what)?;
                redirects.push((a, v));
            }
        }
        for op in self.dead_order.clone() {
            let results = self.ctx.results(op).to_vec();
            for (i, r) in results.into_iter().enumerate() {
                let Some(user) = self.live_user(r) else {
                    continue;
                };
                let loc = self.ctx.op_loc(op);
                let name = self.ctx.op_name_str(op).to_string();
                if !self.mapping.contains_key(&r) {
                    return Err(Diagnostic::error(
                        loc,
                        format!("failed to legalize operation '{name}' whose result #{i} is still used after it was erased"),
                    )
                    .with_note(
                        self.ctx.op_loc(user),
                        format!("used by '{}'", self.ctx.op_name_str(user)),
                    ));
                }
                let what = format!("result #{i} of operation '{name}'");
                let v = self.materialize_source(r, InsertPoint::Before(op), loc, user, &what)?;
                redirects.push((r, v));
            }
        }
        Ok(redirects)
    }

    /// A use of `v` by an op that stays, if there is one.
    fn live_user(&self, v: Value) -> Option<OpId> {
        self.ctx
            .uses(v)
            .iter()
            .map(|u| u.op)
            .find(|&u| !self.is_dead(u))
    }

    /// The value of `v`'s type standing for `v` after the conversion: its single
    /// replacement when of the same type, else a source materialization at `ip`.
    fn materialize_source(
        &mut self,
        v: Value,
        ip: InsertPoint,
        loc: Location,
        user: OpId,
        what: &str,
    ) -> Result<Value, Diagnostic> {
        let ty = self.ctx.value_type(v);
        let fail = |ctx: &Context, why: String| {
            Diagnostic::error(
                loc,
                format!("failed to materialize conversion for {what} that remained live after conversion"),
            )
            .with_note(loc, why)
            .with_note(
                ctx.op_loc(user),
                format!("see existing live user '{}'", ctx.op_name_str(user)),
            )
        };
        let repl = self.lookup(v).map_err(|e| fail(self.ctx, e))?;
        if let [w] = repl[..] {
            if self.ctx.value_type(w) == ty {
                return Ok(w);
            }
        }
        let Some(conv) = self.converter else {
            return Err(fail(
                self.ctx,
                "the replacement has other types and there is no type converter".into(),
            ));
        };
        let before = self.ctx.ops.len();
        let mut b = builder_at(self.ctx, ip, loc);
        let made = conv.materialize_source(&mut b, ty, &repl);
        self.note_materializations(before);
        made.ok_or_else(|| {
            let from: Vec<Type> = repl.iter().map(|&w| self.ctx.value_type(w)).collect();
            fail(
                self.ctx,
                format!(
                    "no source materialization from ({}) to {}",
                    self.types_text(&from),
                    self.ctx.type_to_string(ty)
                ),
            )
        })
    }

    /// Phase 2 of a commit, which cannot fail.
    fn apply(&mut self, redirects: Vec<(Value, Value)>) {
        for (from, to) in redirects {
            self.ctx.replace_all_uses(from, to);
        }
        // Dead ops drop their operands first, so erasing one never finds its results
        // used by another dead op.
        let roots: Vec<OpId> = self
            .dead_order
            .iter()
            .copied()
            .filter(|&op| {
                !self.ctx.is_erased(op) && !self.ctx.parent_op(op).is_some_and(|p| self.is_dead(p))
            })
            .collect();
        for &op in &roots {
            let mut nested = Vec::new();
            self.ctx.walk(op, &mut |o| nested.push(o));
            for o in nested {
                self.ctx.set_operands(o, Vec::new());
            }
        }
        for &op in &roots {
            self.ctx.erase_op(op);
        }
        for (block, args) in std::mem::take(&mut self.converted_blocks) {
            let mut list = Vec::with_capacity(args.len());
            for a in args {
                match self.mapping.get(&a) {
                    Some(new) => {
                        debug_assert!(self.ctx.use_empty(a), "converted argument still used");
                        list.extend(new.iter().copied());
                    }
                    None => list.push(a),
                }
            }
            for (i, &v) in list.iter().enumerate() {
                self.ctx.values[v].def = ValueDef::Argument {
                    block,
                    index: i as u32,
                };
            }
            self.ctx.blocks[block].args = list;
        }
        self.converted_block_set.clear();
        self.mapping.clear();
        self.dead.clear();
        self.dead_order.clear();
        self.log.clear();
        self.target_casts.clear();
        self.materializations.clear();
    }
}

/// A builder at `ip` with location `loc`.
fn builder_at(ctx: &mut Context, ip: InsertPoint, loc: Location) -> Builder<'_> {
    let mut b = match ip {
        InsertPoint::Before(op) => Builder::before(ctx, op),
        InsertPoint::End(block) => Builder::at_end(ctx, block),
        InsertPoint::Detached => panic!("materialization at a detached point"),
    };
    b.set_loc(loc);
    b
}
