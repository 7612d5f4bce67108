//! Operations: the unit of IR. An operation has a name, operands, results,
//! attributes, regions and successor blocks, and sits in a block's operation list.

use crate::attributes::Attribute;
use crate::block::BlockId;
use crate::dialect::{OpDef, OpName};
use crate::entity;
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

/// Storage of an operation.
#[derive(Clone, Debug)]
pub struct OpData {
    pub(crate) name: OpName,
    pub(crate) operands: Vec<Value>,
    /// For each operand, the position of its [`Use`] in the value's use list, so a
    /// use is removed in constant time.
    pub(crate) use_pos: Vec<u32>,
    pub(crate) results: Vec<Value>,
    /// Sorted by the attribute name's text, unique names.
    pub(crate) attrs: Vec<(Symbol, Attribute)>,
    pub(crate) regions: Vec<RegionId>,
    pub(crate) successors: Vec<BlockId>,
    pub(crate) loc: Location,
    pub(crate) parent: Option<BlockId>,
    pub(crate) prev: Option<OpId>,
    pub(crate) next: Option<OpId>,
    pub(crate) erased: bool,
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
        let op = self.ops.push(OpData {
            name: state.name,
            operands: Vec::new(),
            use_pos: Vec::new(),
            results: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            successors: state.successors,
            loc: state.loc,
            parent: None,
            prev: None,
            next: None,
            erased: false,
        });
        self.set_operands(op, state.operands);
        let results = state
            .result_types
            .into_iter()
            .enumerate()
            .map(|(i, ty)| {
                self.new_value(
                    ty,
                    ValueDef::Result {
                        op,
                        index: i as u32,
                    },
                    None,
                )
            })
            .collect();
        self.ops[op].results = results;
        for (name, value) in state.attrs {
            self.set_attr(op, name, value);
        }
        for &r in &state.regions {
            debug_assert!(self.regions[r].parent.is_none(), "region already owned");
            self.regions[r].parent = Some(op);
        }
        self.ops[op].regions = state.regions;
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
        &self.ops[op].operands
    }

    /// Operand `index` of `op`.
    #[inline]
    pub fn operand(&self, op: OpId, index: usize) -> Value {
        self.ops[op].operands[index]
    }

    /// The results of `op`.
    #[inline]
    pub fn results(&self, op: OpId) -> &[Value] {
        &self.ops[op].results
    }

    /// Result `index` of `op`.
    #[inline]
    pub fn result(&self, op: OpId, index: usize) -> Value {
        self.ops[op].results[index]
    }

    /// The regions of `op`.
    #[inline]
    pub fn regions(&self, op: OpId) -> &[RegionId] {
        &self.ops[op].regions
    }

    /// Region `index` of `op`.
    pub fn region(&self, op: OpId, index: usize) -> RegionId {
        self.ops[op].regions[index]
    }

    /// The successor blocks of `op`.
    pub fn successors(&self, op: OpId) -> &[BlockId] {
        &self.ops[op].successors
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
        let pos = {
            let symbols = &self.symbols;
            let key = symbols.get(name.0).as_str();
            self.ops[op]
                .attrs
                .binary_search_by(|(n, _)| symbols.get(n.0).as_str().cmp(key))
        };
        match pos {
            Ok(i) => self.ops[op].attrs[i].1 = value,
            Err(i) => self.ops[op].attrs.insert(i, (name, value)),
        }
    }

    /// Sets the attribute named by the string `name`.
    pub fn set_attr_named(&mut self, op: OpId, name: &str, value: Attribute) {
        let sym = self.sym(name);
        self.set_attr(op, sym, value);
    }

    /// Removes the attribute `name` of `op`, returning it.
    pub fn remove_attr(&mut self, op: OpId, name: &str) -> Option<Attribute> {
        let sym = self.symbols.lookup(name).map(Symbol)?;
        let attrs = &mut self.ops[op].attrs;
        let pos = attrs.iter().position(|(n, _)| *n == sym)?;
        Some(attrs.remove(pos).1)
    }

    /// Replaces all operands of `op`, keeping use lists right.
    pub fn set_operands(&mut self, op: OpId, operands: Vec<Value>) {
        let old = std::mem::take(&mut self.ops[op].operands);
        for (i, v) in old.into_iter().enumerate() {
            self.remove_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        self.ops[op].use_pos = vec![0; operands.len()];
        for (i, &v) in operands.iter().enumerate() {
            self.add_use(
                v,
                Use {
                    op,
                    index: i as u32,
                },
            );
        }
        self.ops[op].operands = operands;
    }

    /// Replaces operand `index` of `op`.
    pub fn set_operand(&mut self, op: OpId, index: usize, value: Value) {
        let u = Use {
            op,
            index: index as u32,
        };
        let old = self.ops[op].operands[index];
        self.remove_use(old, u);
        self.ops[op].operands[index] = value;
        self.add_use(value, u);
    }

    /// Replaces the successors of `op`.
    pub fn set_successors(&mut self, op: OpId, successors: Vec<BlockId>) {
        self.ops[op].successors = successors;
    }

    /// Replaces every result of `op` with the matching value of `values`.
    pub fn replace_op_results(&mut self, op: OpId, values: &[Value]) {
        let results = self.ops[op].results.clone();
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
        self.ops[op].results.iter().all(|&r| self.use_empty(r))
    }

    /// Unlinks `op` from its block and erases it with everything nested in it.
    ///
    /// # Panics
    /// If a result of `op` is still used outside `op` (an API misuse: replace the uses
    /// first).
    pub fn erase_op(&mut self, op: OpId) {
        self.detach_op(op);
        self.drop_op_tree(op);
        for &r in &self.ops[op].results {
            assert!(
                self.values[r].uses.is_empty(),
                "erasing {} whose result is still used",
                self.op_name_text(self.ops[op].name)
            );
        }
    }

    fn drop_op_tree(&mut self, op: OpId) {
        self.set_operands(op, Vec::new());
        for region in self.ops[op].regions.clone() {
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
        for &region in &self.ops[op].regions {
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
