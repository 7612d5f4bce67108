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
use std::sync::Arc;

entity! {
    /// An operation.
    pub struct OpId, "op";
}

/// Storage of an operation, kept small because there is one per op (56 to 72 bytes
/// instead of six `Vec`s): results are a range of consecutive values, operands and their
/// use positions share one allocation, and regions and successors, which few ops have,
/// live in an optional side allocation.
#[derive(Clone, Debug)]
pub struct OpData {
    pub(crate) name: OpName,
    pub(crate) loc: Location,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
    /// The results are the `num_results` values from `first_result` on: `create_op`
    /// allocates them consecutively and nothing adds or removes results afterwards.
    pub(crate) first_result: u32,
    pub(crate) num_results: u32,
    pub(crate) erased: bool,
    pub(crate) operands: OperandList,
    /// Sorted by the attribute name's text, unique names.
    pub(crate) attrs: Box<[(Symbol, Attribute)]>,
    pub(crate) extra: Option<Box<OpExtra>>,
}

/// The rarely present parts of an operation.
#[derive(Clone, Debug, Default)]
pub(crate) struct OpExtra {
    pub(crate) regions: Box<[RegionId]>,
    pub(crate) successors: Box<[BlockId]>,
}

/// The operands of an op and, for each, the position of its [`Use`] in the value's
/// use list (so a use is removed in constant time), in one allocation: the first half
/// holds the operand values, the second half the positions (stored as `Value` handles
/// whose index is the position, to stay in one safe, typed buffer).
#[derive(Clone, Debug, Default)]
pub(crate) struct OperandList {
    buf: Box<[Value]>,
}

impl OperandList {
    /// `values` with every use position 0 (to be set by `add_use`).
    fn new(values: &[Value]) -> Self {
        let zero = Value::new(0);
        let mut buf = Vec::with_capacity(2 * values.len());
        buf.extend_from_slice(values);
        buf.resize(2 * values.len(), zero);
        OperandList {
            buf: buf.into_boxed_slice(),
        }
    }

    #[inline]
    fn len(&self) -> usize {
        self.buf.len() / 2
    }

    /// The operand values.
    #[inline]
    pub(crate) fn values(&self) -> &[Value] {
        &self.buf[..self.len()]
    }

    /// Sets operand `index` (its use position is left to the caller).
    #[inline]
    pub(crate) fn set_value(&mut self, index: usize, value: Value) {
        self.buf[index] = value;
    }

    /// The position of operand `index`'s use in its value's use list.
    #[inline]
    pub(crate) fn use_pos(&self, index: usize) -> usize {
        self.buf[self.len() + index].index()
    }

    /// Records the position of operand `index`'s use.
    #[inline]
    pub(crate) fn set_use_pos(&mut self, index: usize, pos: usize) {
        let n = self.len();
        self.buf[n + index] = Value::new(pos);
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
        let extra = if state.regions.is_empty() && state.successors.is_empty() {
            None
        } else {
            Some(Box::new(OpExtra {
                regions: state.regions.into_boxed_slice(),
                successors: state.successors.into_boxed_slice(),
            }))
        };
        let num_results =
            u32::try_from(state.result_types.len()).expect("result count exceeds u32");
        let op = self.ops.push(OpData {
            name: state.name,
            loc: state.loc,
            parent: None,
            prev: None,
            next: None,
            first_result: self.values.len() as u32,
            num_results,
            erased: false,
            operands: OperandList::default(),
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
        self.ops[op].operands.values()
    }

    /// Operand `index` of `op`.
    #[inline]
    pub fn operand(&self, op: OpId, index: usize) -> Value {
        self.ops[op].operands.values()[index]
    }

    /// The results of `op`.
    #[inline]
    pub fn results(&self, op: OpId) -> &[Value] {
        let data = &self.ops[op];
        let first = data.first_result as usize;
        &self.value_ids[first..first + data.num_results as usize]
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
        self.ops[op].erased
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
        let old_len = self.ops[op].operands.len();
        for i in 0..old_len {
            let v = self.ops[op].operands.values()[i];
            self.remove_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        self.ops[op].operands = OperandList::new(&operands);
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
        let old = self.ops[op].operands.values()[index];
        self.remove_use(old, u);
        self.ops[op].operands.set_value(index, value);
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
        self.ops[op].erased = true;
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
            std::mem::size_of::<OpData>() <= 72,
            "OpData grew to {} bytes",
            std::mem::size_of::<OpData>()
        );
    }
}
