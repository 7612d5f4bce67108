//! Operations: the unit of IR. An operation has a name, operands, results,
//! attributes, regions and successor blocks, and sits in a block's operation list.

use crate::attributes::Attribute;
use crate::block::BlockId;
use crate::dialect::{OpDef, OpName};
use crate::entity;
use crate::entity::EntityRef;
use crate::intern::Symbol;
use crate::location::Location;
use crate::region::RegionId;
use crate::types::Type;
use crate::value::{Use, Value, ValueDef};
use crate::Context;
use std::collections::HashMap;
use std::sync::Arc;

entity! {
    /// An operation.
    pub struct OpId, "op";
}

/// Storage of an operation, kept small because there is one per op (56 bytes instead
/// of 184 with six `Vec`s): results are a range of consecutive values, operands and
/// their use positions are a run of the context's operand pool, and regions and
/// successors, which few ops have, live in an optional side allocation.
#[derive(Clone, Debug)]
pub struct OpData {
    pub(crate) name: OpName,
    pub(crate) loc: Location,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
    /// The results are the `num_results()` values from `first_result` on: `create_op`
    /// allocates them consecutively and nothing adds or removes results afterwards.
    pub(crate) first_result: u32,
    /// The result count in the low 31 bits; the top bit says the op was erased.
    results_and_erased: u32,
    /// Start of the op's run in the [`OperandPool`].
    pub(crate) operands: u32,
    /// Sorted by the attribute name's text, unique names.
    pub(crate) attrs: Box<[(Symbol, Attribute)]>,
    pub(crate) extra: Option<Box<OpExtra>>,
}

const ERASED_BIT: u32 = 1 << 31;

impl OpData {
    /// The number of results.
    #[inline]
    pub(crate) fn num_results(&self) -> usize {
        (self.results_and_erased & !ERASED_BIT) as usize
    }

    /// Whether the op was erased.
    #[inline]
    pub(crate) fn erased(&self) -> bool {
        self.results_and_erased & ERASED_BIT != 0
    }
}

/// The rarely present parts of an operation.
#[derive(Clone, Debug, Default)]
pub(crate) struct OpExtra {
    pub(crate) regions: Box<[RegionId]>,
    pub(crate) successors: Box<[BlockId]>,
    /// The `<{...}>` properties of an unregistered op, kept as written (a registered
    /// op's properties are its declared attributes, held with the others).
    pub(crate) properties: Option<Attribute>,
}

/// The operands of every op, with, for each operand, the position of its [`Use`] in
/// the value's use list (so a use is removed in constant time). An op with `n`
/// operands owns the run `[n, v_0 .. v_n-1, p_0 .. p_n-1]` starting at its
/// `OpData::operands`; counts and positions are stored as `Value` handles whose index
/// is the number, to keep one safe, typed buffer whose operand part is a `&[Value]`.
/// Run 0 is the shared empty run `[0]`. A run freed by `set_operands` is reused for the
/// next op with the same operand count, so repeated rewrites do not grow the pool.
/// One pool instead of a heap block per op saves the allocator's per-block overhead
/// and a 16-byte fat pointer per op.
#[derive(Clone, Debug)]
pub(crate) struct OperandPool {
    words: Vec<Value>,
    /// Free runs by operand count.
    free: HashMap<u32, Vec<u32>>,
}

impl Default for OperandPool {
    fn default() -> Self {
        OperandPool {
            words: vec![Value::new(0)],
            free: HashMap::new(),
        }
    }
}

impl OperandPool {
    /// A run holding `values`, every use position 0 (to be set by `add_use`).
    fn alloc(&mut self, values: &[Value]) -> u32 {
        let n = values.len();
        if n == 0 {
            return 0;
        }
        let count = u32::try_from(n).expect("operand count exceeds u32");
        let zero = Value::new(0);
        let start = match self.free.get_mut(&count).and_then(Vec::pop) {
            Some(start) => start as usize,
            None => {
                let start = self.words.len();
                u32::try_from(start + 2 * n + 1).expect("operand pool exceeds u32");
                self.words.resize(start + 2 * n + 1, zero);
                start
            }
        };
        self.words[start] = Value::new(n);
        self.words[start + 1..start + 1 + n].copy_from_slice(values);
        self.words[start + 1 + n..start + 1 + 2 * n].fill(zero);
        start as u32
    }

    /// Returns the run at `start` for reuse.
    fn free(&mut self, start: u32) {
        if start != 0 {
            let n = self.len(start) as u32;
            self.free.entry(n).or_default().push(start);
        }
    }

    /// The operand count of the run at `start`.
    #[inline]
    fn len(&self, start: u32) -> usize {
        self.words[start as usize].index()
    }

    /// The operand values of the run at `start`.
    #[inline]
    pub(crate) fn values(&self, start: u32) -> &[Value] {
        let s = start as usize;
        &self.words[s + 1..s + 1 + self.len(start)]
    }

    /// Sets operand `index` of the run at `start` (its use position is left to the
    /// caller).
    #[inline]
    pub(crate) fn set_value(&mut self, start: u32, index: usize, value: Value) {
        assert!(index < self.len(start), "operand index out of range");
        self.words[start as usize + 1 + index] = value;
    }

    /// The position of operand `index`'s use in its value's use list.
    #[inline]
    pub(crate) fn use_pos(&self, start: u32, index: usize) -> usize {
        let n = self.len(start);
        assert!(index < n, "operand index out of range");
        self.words[start as usize + 1 + n + index].index()
    }

    /// Records the position of operand `index`'s use.
    #[inline]
    pub(crate) fn set_use_pos(&mut self, start: u32, index: usize, pos: usize) {
        let n = self.len(start);
        assert!(index < n, "operand index out of range");
        self.words[start as usize + 1 + n + index] = Value::new(pos);
    }
}

/// Inserts `(name, value)` into `attrs`, sorted by name text; an existing entry of
/// that name is replaced.
fn insert_attr(
    symbols: &crate::intern::Interner<String>,
    attrs: &mut Vec<(Symbol, Attribute)>,
    name: Symbol,
    value: Attribute,
) {
    let key = symbols.get(name.0).as_str();
    match attrs.binary_search_by(|(n, _)| symbols.get(n.0).as_str().cmp(key)) {
        Ok(i) => attrs[i].1 = value,
        Err(i) => attrs.insert(i, (name, value)),
    }
}

/// Everything needed to create an operation; see [`Context::create_op`].
#[derive(Clone, Debug)]
pub struct OperationState {
    /// The op name, e.g. `arith.addi`.
    pub name: OpName,
    /// Where the op comes from.
    pub loc: Location,
    /// Operand values.
    pub operands: Vec<Value>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Attributes, in any order (duplicates: the last wins).
    pub attrs: Vec<(Symbol, Attribute)>,
    /// Detached regions the op takes ownership of (see [`OperationState::add_region`]).
    pub regions: Vec<RegionId>,
    /// Successor blocks.
    pub successors: Vec<BlockId>,
    /// The `<{...}>` dictionary of an unregistered op, kept as written and printed
    /// back; ignored for a registered op, whose properties are its declared
    /// attributes in `attrs`.
    pub properties: Option<Attribute>,
}

impl OperationState {
    /// A state with only a name and location.
    pub fn new(name: OpName, loc: Location) -> Self {
        OperationState {
            name,
            loc,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            properties: None,
        }
    }

    /// Creates an empty detached region that the op will own, and returns it.
    pub fn add_region(&mut self, ctx: &mut Context) -> RegionId {
        let r = ctx.new_region(None);
        self.regions.push(r);
        r
    }

    /// Adds an attribute.
    pub fn add_attr(&mut self, ctx: &mut Context, name: &str, value: Attribute) {
        let name = ctx.sym(name);
        self.attrs.push((name, value));
    }
}

impl Context {
    /// Creates a detached operation (in no block) from `state`.
    pub fn create_op(&mut self, state: OperationState) -> OpId {
        let mut attrs = Vec::with_capacity(state.attrs.len());
        for (name, value) in state.attrs {
            insert_attr(&self.symbols, &mut attrs, name, value);
        }
        let def = self.op_name_def(state.name).cloned();
        if let Some(def) = &def {
            // MLIR's `populateDefaultProperties`: a default-valued attribute holds its
            // default from creation on (decision GEN-2).
            for spec in def.attrs {
                if let Some(make) = spec.default {
                    let name = self.sym(spec.name);
                    if !attrs.iter().any(|(n, _)| *n == name) {
                        let value = make(self);
                        insert_attr(&self.symbols, &mut attrs, name, value);
                    }
                }
            }
        }
        let properties = state.properties.filter(|_| def.is_none());
        let extra =
            if state.regions.is_empty() && state.successors.is_empty() && properties.is_none() {
                None
            } else {
                Some(Box::new(OpExtra {
                    regions: state.regions.into_boxed_slice(),
                    successors: state.successors.into_boxed_slice(),
                    properties,
                }))
            };
        let num_results = u32::try_from(state.result_types.len())
            .ok()
            .filter(|&n| n < ERASED_BIT)
            .expect("result count exceeds 2^31");
        let op = self.ops.push(OpData {
            name: state.name,
            loc: state.loc,
            parent: None,
            prev: None,
            next: None,
            first_result: self.values.len() as u32,
            results_and_erased: num_results,
            operands: 0,
            attrs: attrs.into_boxed_slice(),
            extra,
        });
        self.set_operands(op, state.operands);
        // The results must be consecutive values: nothing else may allocate a value in
        // this loop.
        for (i, ty) in state.result_types.into_iter().enumerate() {
            let v = self.new_value(
                ty,
                ValueDef::Result {
                    op,
                    index: i as u32,
                },
                None,
            );
            debug_assert_eq!(v.index(), self.ops[op].first_result as usize + i);
        }
        if let Some(extra) = &self.ops[op].extra {
            for &r in extra.regions.iter() {
                debug_assert!(self.regions[r].parent.is_none(), "region already owned");
                self.regions[r].parent = Some(op);
            }
        }
        op
    }

    /// The name of `op`.
    #[inline]
    pub fn op_name(&self, op: OpId) -> OpName {
        self.ops[op].name
    }

    /// The full name text of `op`, e.g. `arith.addi`.
    pub fn op_name_str(&self, op: OpId) -> &str {
        self.op_name_text(self.ops[op].name)
    }

    /// The registered definition of `op`, if its dialect is registered.
    #[inline]
    pub fn op_def(&self, op: OpId) -> Option<&Arc<OpDef>> {
        self.op_names[self.ops[op].name.0 as usize].def.as_ref()
    }

    /// Whether `op` is named `name`.
    pub fn op_is(&self, op: OpId, name: &str) -> bool {
        self.op_name_str(op) == name
    }

    /// The operands of `op`.
    #[inline]
    pub fn operands(&self, op: OpId) -> &[Value] {
        self.operand_pool.values(self.ops[op].operands)
    }

    /// Operand `index` of `op`.
    #[inline]
    pub fn operand(&self, op: OpId, index: usize) -> Value {
        self.operands(op)[index]
    }

    /// The results of `op`.
    #[inline]
    pub fn results(&self, op: OpId) -> &[Value] {
        let data = &self.ops[op];
        let first = data.first_result as usize;
        &self.value_ids[first..first + data.num_results()]
    }

    /// Result `index` of `op`.
    #[inline]
    pub fn result(&self, op: OpId, index: usize) -> Value {
        self.results(op)[index]
    }

    /// The regions of `op`.
    #[inline]
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        match &self.ops[op].extra {
            Some(extra) => &extra.regions,
            None => &[],
        }
    }

    /// Region `index` of `op`.
    pub fn region(&self, op: OpId, index: usize) -> RegionId {
        self.regions(op)[index]
    }

    /// The successor blocks of `op`.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        match &self.ops[op].extra {
            Some(extra) => &extra.successors,
            None => &[],
        }
    }

    /// The `<{...}>` properties of an unregistered op as written, if any (a
    /// registered op's properties are its declared attributes, in [`Context::attrs`]).
    pub fn unregistered_properties(&self, op: OpId) -> Option<Attribute> {
        self.ops[op].extra.as_ref().and_then(|e| e.properties)
    }

    /// The location of `op`.
    #[inline]
    pub fn op_loc(&self, op: OpId) -> Location {
        self.ops[op].loc
    }

    /// Changes the location of `op`.
    pub fn set_op_loc(&mut self, op: OpId, loc: Location) {
        self.ops[op].loc = loc;
    }

    /// The block containing `op`, if it is attached.
    #[inline]
    pub fn op_block(&self, op: OpId) -> Option<BlockId> {
        self.ops[op].parent
    }

    /// The operation whose region contains `op`.
    pub fn parent_op(&self, op: OpId) -> Option<OpId> {
        let block = self.ops[op].parent?;
        let region = self.block_region(block)?;
        self.region_parent(region)
    }

    /// The next operation in the same block.
    #[inline]
    pub fn next_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].next
    }

    /// The previous operation in the same block.
    #[inline]
    pub fn prev_op(&self, op: OpId) -> Option<OpId> {
        self.ops[op].prev
    }

    /// Whether `op` was erased.
    pub fn is_erased(&self, op: OpId) -> bool {
        self.ops[op].erased()
    }

    /// The attributes of `op`, sorted by name.
    pub fn attrs(&self, op: OpId) -> &[(Symbol, Attribute)] {
        &self.ops[op].attrs
    }

    /// The attribute `name` of `op`.
    pub fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let sym = self.symbols.lookup(name).map(Symbol)?;
        self.ops[op]
            .attrs
            .iter()
            .find(|(n, _)| *n == sym)
            .map(|(_, a)| *a)
    }

    /// Sets (or replaces) the attribute `name` of `op`.
    pub fn set_attr(&mut self, op: OpId, name: Symbol, value: Attribute) {
        let data = &mut self.ops[op];
        let mut attrs = std::mem::take(&mut data.attrs).into_vec();
        insert_attr(&self.symbols, &mut attrs, name, value);
        data.attrs = attrs.into_boxed_slice();
    }

    /// Replaces all attributes of `op` (any order; duplicates: the last wins).
    pub(crate) fn set_attrs(&mut self, op: OpId, attrs: &[(Symbol, Attribute)]) {
        let mut sorted = Vec::with_capacity(attrs.len());
        for &(name, value) in attrs {
            insert_attr(&self.symbols, &mut sorted, name, value);
        }
        self.ops[op].attrs = sorted.into_boxed_slice();
    }

    /// Sets the attribute named by the string `name`.
    pub fn set_attr_named(&mut self, op: OpId, name: &str, value: Attribute) {
        let sym = self.sym(name);
        self.set_attr(op, sym, value);
    }

    /// Removes the attribute `name` of `op`, returning it.
    pub fn remove_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        let sym = self.symbols.lookup(name).map(Symbol)?;
        let data = &mut self.ops[op];
        let pos = data.attrs.iter().position(|(n, _)| *n == sym)?;
        let mut attrs = std::mem::take(&mut data.attrs).into_vec();
        let removed = attrs.remove(pos).1;
        data.attrs = attrs.into_boxed_slice();
        Some(removed)
    }

    /// Replaces all operands of `op`, keeping use lists right.
    pub fn set_operands(&mut self, op: OpId, operands: Vec<Value>) {
        let start = self.ops[op].operands;
        let old_len = self.operand_pool.len(start);
        for i in 0..old_len {
            let v = self.operand_pool.values(start)[i];
            self.remove_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        self.operand_pool.free(start);
        self.ops[op].operands = self.operand_pool.alloc(&operands);
        for (i, &v) in operands.iter().enumerate() {
            self.add_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
    }

    /// Replaces operand `index` of `op`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let u = Use {
            op,
            index: index as u32,
        };
        let old = self.operands(op)[index];
        self.remove_use(old, u);
        self.operand_pool
            .set_value(self.ops[op].operands, index, value);
        self.add_use(value, u);
    }

    /// Replaces the successors of `op`.
    pub fn set_successors(&mut self, op: OpId, successors: Vec<BlockId>) {
        let data = &mut self.ops[op];
        if successors.is_empty() && data.extra.is_none() {
            return;
        }
        data.extra.get_or_insert_with(Default::default).successors = successors.into_boxed_slice();
    }

    /// Replaces every result of `op` with the matching value of `values`.
    pub fn replace_op_results(&mut self, op: OpId, values: &[Value]) {
        let results = self.results(op).to_vec();
        assert_eq!(
            results.len(),
            values.len(),
            "result count mismatch in replace"
        );
        for (r, &v) in results.iter().zip(values) {
            self.replace_all_uses(*r, v);
        }
    }

    /// Replaces the results of `op` with `values` and erases `op`.
    pub fn replace_op(&mut self, op: OpId, values: &[Value]) {
        self.replace_op_results(op, values);
        self.erase_op(op);
    }

    /// Whether no result of `op` is used.
    pub fn results_unused(&self, op: OpId) -> bool {
        self.results(op).iter().all(|&r| self.use_empty(r))
    }

    /// Unlinks `op` from its block and erases it with everything nested in it.
    ///
    /// # Panics
    /// If a result of `op` is still used outside `op` (an API misuse: replace the uses
    /// first).
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        self.drop_op_tree(op);
        for &r in self.results(op) {
            assert!(
                self.values[r].uses.is_empty(),
                "erasing {} whose result is still used",
                self.op_name_text(self.ops[op].name)
            );
        }
    }

    fn drop_op_tree(&mut self, op: OpId) {
        self.set_operands(op, Vec::new());
        for region in self.regions(op).to_vec() {
            for block in self.region_blocks(region).to_vec() {
                let mut cursor = self.first_op(block);
                while let Some(inner) = cursor {
                    cursor = self.next_op(inner);
                    self.drop_op_tree(inner);
                }
            }
        }
        self.ops[op].results_and_erased |= ERASED_BIT;
    }

    /// Unlinks `op` from its block, leaving it detached but alive.
    pub fn detach_op(&mut self, op: OpId) {
        let Some(block) = self.ops[op].parent else {
            return;
        };
        let (prev, next) = (self.ops[op].prev, self.ops[op].next);
        match prev {
            Some(p) => self.ops[p].next = next,
            None => self.blocks[block].first = next,
        }
        match next {
            Some(n) => self.ops[n].prev = prev,
            None => self.blocks[block].last = prev,
        }
        let data = &mut self.ops[op];
        data.parent = None;
        data.prev = None;
        data.next = None;
    }

    /// Appends the detached `op` to the end of `block`.
    pub fn append_op(&mut self, block: BlockId, op: OpId) {
        debug_assert!(self.ops[op].parent.is_none(), "op is already in a block");
        let last = self.blocks[block].last;
        self.link_op(block, op, last, None);
    }

    /// Inserts the detached `op` before `before`.
    pub fn insert_op_before(&mut self, before: OpId, op: OpId) {
        debug_assert!(self.ops[op].parent.is_none(), "op is already in a block");
        let block = self.ops[before]
            .parent
            .expect("anchor op is not in a block");
        let prev = self.ops[before].prev;
        self.link_op(block, op, prev, Some(before));
    }

    /// Inserts the detached `op` after `after`.
    pub fn insert_op_after(&mut self, after: OpId, op: OpId) {
        debug_assert!(self.ops[op].parent.is_none(), "op is already in a block");
        let block = self.ops[after].parent.expect("anchor op is not in a block");
        let next = self.ops[after].next;
        self.link_op(block, op, Some(after), next);
    }

    /// Moves `op` (attached or not) to just before `before`.
    pub fn move_op_before(&mut self, op: OpId, before: OpId) {
        self.detach_op(op);
        self.insert_op_before(before, op);
    }

    fn link_op(&mut self, block: BlockId, op: OpId, prev: Option<OpId>, next: Option<OpId>) {
        match prev {
            Some(p) => self.ops[p].next = Some(op),
            None => self.blocks[block].first = Some(op),
        }
        match next {
            Some(n) => self.ops[n].prev = Some(op),
            None => self.blocks[block].last = Some(op),
        }
        let data = &mut self.ops[op];
        data.parent = Some(block);
        data.prev = prev;
        data.next = next;
    }

    /// Visits `op` and every operation nested in it, parents before children.
    pub fn walk(&self, op: OpId, f: &mut impl FnMut(OpId)) {
        f(op);
        for &region in self.regions(op) {
            for &block in self.region_blocks(region) {
                let mut cursor = self.first_op(block);
                while let Some(inner) = cursor {
                    cursor = self.next_op(inner);
                    self.walk(inner, f);
                }
            }
        }
    }

    /// Every operation nested in `op` (and `op` itself), in pre-order.
    pub fn collect_ops(&self, op: OpId) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk(op, &mut |o| out.push(o));
        out
    }

    /// Whether `ancestor` is `op` or contains it in one of its regions.
    pub fn is_ancestor(&self, ancestor: OpId, op: OpId) -> bool {
        let mut cursor = Some(op);
        while let Some(o) = cursor {
            if o == ancestor {
                return true;
            }
            cursor = self.parent_op(o);
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::OpData;
    use crate::{BlockId, OpId, Value};

    /// One `OpData` per op: keep it compact (it was 184 bytes with six `Vec`s).
    #[test]
    fn op_storage_stays_small() {
        assert_eq!(std::mem::size_of::<Option<OpId>>(), 4);
        assert_eq!(std::mem::size_of::<Option<BlockId>>(), 4);
        assert_eq!(std::mem::size_of::<Option<Value>>(), 4);
        assert!(
            std::mem::size_of::<OpData>() <= 56,
            "OpData grew to {} bytes",
            std::mem::size_of::<OpData>()
        );
    }

    /// Runs freed by `set_operands` and `erase_op` are reused: rewriting operands
    /// over and over does not grow the pool, and the operands stay right.
    #[test]
    fn operand_runs_are_reused() {
        use crate::{Builder, Context, DialectRegistry};
        let mut ctx = Context::new(DialectRegistry::new());
        ctx.allow_unregistered = true;
        let module = ctx.create_module(None);
        let body = ctx.module_body(module);
        let mut b = Builder::at_end(&mut ctx, body);
        let i32 = b.ctx.integer_type(32);
        let vs: Vec<Value> = (0..4)
            .map(|_| b.op("t.def").results(&[i32]).build_value())
            .collect();
        let user = b.op("t.use").operands(&vs[..3]).build();
        let other = b.op("t.use").operands(&vs[1..3]).build();
        let words = b.ctx.operand_pool.words.len();
        for k in 0..1000 {
            let n = 1 + k % 4;
            let new: Vec<Value> = (0..n).map(|i| vs[(i + k) % 4]).collect();
            b.ctx.set_operands(user, new.clone());
            assert_eq!(b.ctx.operands(user), new.as_slice());
            assert_eq!(b.ctx.operands(other), &vs[1..3]);
        }
        // One run per operand count 1..=4 at most, beyond what the ops had.
        assert!(b.ctx.operand_pool.words.len() <= words + (2 + 4 + 6 + 8 + 4));
        let before = b.ctx.operand_pool.words.len();
        b.ctx.erase_op(other);
        let again = b.op("t.use").operands(&vs[2..4]).build();
        assert_eq!(
            b.ctx.operand_pool.words.len(),
            before,
            "a freed run is reused"
        );
        assert_eq!(b.ctx.operands(again), &vs[2..4]);
    }
}
