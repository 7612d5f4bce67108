//! SSA values: operation results and block arguments, with their use lists.

use crate::block::BlockId;
use crate::entity;
use crate::location::Location;
use crate::operation::OpId;
use crate::types::Type;

entity! {
    /// An SSA value: the result of an operation or an argument of a block.
    pub struct Value, "v";
}

/// Where a [`Value`] is defined.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result number `index` of `op`.
    Result {
        /// The defining op.
        op: OpId,
        /// Its result position.
        index: u32,
    },
    /// Argument number `index` of `block`.
    Argument {
        /// The block.
        block: BlockId,
        /// Its argument position.
        index: u32,
    },
    /// A forward reference the parser has not resolved yet.
    Placeholder,
}

/// One use of a value: operand number `index` of `op`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Use {
    /// The using operation.
    pub op: OpId,
    /// The operand position within it.
    pub index: u32,
}

/// Storage of a [`Value`] (40 bytes). A block argument's location, which few values
/// have, is kept in [`Context`](crate::Context)'s `arg_locs` side table.
#[derive(Clone, Debug)]
pub struct ValueData {
    pub(crate) ty: Type,
    pub(crate) def: ValueDef,
    pub(crate) uses: UseList,
}

/// The uses of a value: up to two inline (most values have one or two uses), more in
/// a heap buffer that grows by doubling. Kept as small as a `Vec` (24 bytes).
#[derive(Clone, Debug)]
pub(crate) enum UseList {
    /// `uses[..len]` are the uses.
    Inline { len: u8, uses: [Use; 2] },
    /// `buf[..len]` are the uses; the rest of `buf` is spare room.
    Heap { buf: Box<[Use]>, len: u32 },
}

/// Filler for unused slots of a [`UseList`]; never read as a use.
const NO_USE: Use = Use {
    op: OpId::FIRST,
    index: 0,
};

impl Default for UseList {
    fn default() -> Self {
        UseList::Inline {
            len: 0,
            uses: [NO_USE; 2],
        }
    }
}

impl UseList {
    /// The uses, in list order.
    #[inline]
    pub(crate) fn as_slice(&self) -> &[Use] {
        match self {
            UseList::Inline { len, uses } => &uses[..*len as usize],
            UseList::Heap { buf, len } => &buf[..*len as usize],
        }
    }

    /// The number of uses.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        match self {
            UseList::Inline { len, .. } => *len as usize,
            UseList::Heap { len, .. } => *len as usize,
        }
    }

    /// Whether there is no use.
    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Appends `u`.
    pub(crate) fn push(&mut self, u: Use) {
        match self {
            UseList::Inline { len, uses } if (*len as usize) < uses.len() => {
                uses[*len as usize] = u;
                *len += 1;
            }
            UseList::Inline { len, uses } => {
                let mut buf = vec![NO_USE; 2 * uses.len()];
                buf[..uses.len()].copy_from_slice(uses);
                buf[uses.len()] = u;
                let len = *len as u32 + 1;
                *self = UseList::Heap {
                    buf: buf.into_boxed_slice(),
                    len,
                };
            }
            UseList::Heap { buf, len } => {
                let n = *len as usize;
                if n == buf.len() {
                    let mut grown = vec![NO_USE; 2 * n];
                    grown[..n].copy_from_slice(buf);
                    *buf = grown.into_boxed_slice();
                }
                buf[n] = u;
                *len = u32::try_from(n + 1).expect("use count exceeds u32");
            }
        }
    }

    /// Removes the use at `pos`, moving the last use into its slot (the order of the
    /// others is kept).
    pub(crate) fn swap_remove(&mut self, pos: usize) -> Use {
        let (slots, len) = match self {
            UseList::Inline { len, uses } => {
                let n = *len as usize;
                assert!(pos < n, "use position out of range");
                *len -= 1;
                (&mut uses[..n], n)
            }
            UseList::Heap { buf, len } => {
                let n = *len as usize;
                assert!(pos < n, "use position out of range");
                *len -= 1;
                (&mut buf[..n], n)
            }
        };
        let removed = slots[pos];
        slots[pos] = slots[len - 1];
        removed
    }

    /// Takes every use out, leaving the list empty (and its heap buffer freed).
    pub(crate) fn take(&mut self) -> UseList {
        std::mem::take(self)
    }
}

impl crate::Context {
    /// The type of `value`.
    #[inline]
    pub fn value_type(&self, value: Value) -> Type {
        self.values[value].ty
    }

    /// Changes the type of `value` (used by type-changing rewrites).
    pub fn set_value_type(&mut self, value: Value, ty: Type) {
        self.values[value].ty = ty;
    }

    /// Where `value` is defined.
    #[inline]
    pub fn value_def(&self, value: Value) -> ValueDef {
        self.values[value].def
    }

    /// The operation defining `value`, if it is a result.
    pub fn defining_op(&self, value: Value) -> Option<OpId> {
        match self.values[value].def {
            ValueDef::Result { op, .. } => Some(op),
            _ => None,
        }
    }

    /// The block that owns `value`: the block of its defining op, or the block whose
    /// argument it is.
    pub fn value_block(&self, value: Value) -> Option<BlockId> {
        match self.values[value].def {
            ValueDef::Result { op, .. } => self.op_block(op),
            ValueDef::Argument { block, .. } => Some(block),
            ValueDef::Placeholder => None,
        }
    }

    /// Every use of `value`; the order is deterministic but unspecified.
    #[inline]
    pub fn uses(&self, value: Value) -> &[Use] {
        self.values[value].uses.as_slice()
    }

    /// Whether `value` has no uses.
    pub fn use_empty(&self, value: Value) -> bool {
        self.values[value].uses.is_empty()
    }

    /// The location of `value`: its op's for a result, its own for a block argument.
    pub fn value_loc(&self, value: Value) -> Location {
        match self.values[value].def {
            ValueDef::Result { op, .. } => self.op_loc(op),
            _ => self
                .arg_locs
                .get(&value)
                .copied()
                .unwrap_or_else(|| self.unknown_loc()),
        }
    }

    /// Makes every use of `from` a use of `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let uses = self.values[from].uses.take();
        let base = self.values[to].uses.len();
        for (k, u) in uses.as_slice().iter().enumerate() {
            let run = self.ops[u.op].operands;
            self.operand_pool.set_value(run, u.index as usize, to);
            self.operand_pool
                .set_use_pos(run, u.index as usize, base + k);
        }
        let list = &mut self.values[to].uses;
        for &u in uses.as_slice() {
            list.push(u);
        }
    }

    pub(crate) fn new_value(&mut self, ty: Type, def: ValueDef, loc: Option<Location>) -> Value {
        let v = self.values.push(ValueData {
            ty,
            def,
            uses: UseList::default(),
        });
        self.value_ids.push(v);
        if let Some(loc) = loc {
            self.arg_locs.insert(v, loc);
        }
        v
    }

    /// Records `u` as a use of `value`; operand `u.index` of `u.op` must already
    /// hold `value`.
    pub(crate) fn add_use(&mut self, value: Value, u: Use) {
        let uses = &mut self.values[value].uses;
        let pos = uses.len();
        self.operand_pool
            .set_use_pos(self.ops[u.op].operands, u.index as usize, pos);
        uses.push(u);
    }

    /// Forgets the use `u` of `value` in constant time: the last use moves into its
    /// slot, and the operand that use belongs to learns its new position.
    pub(crate) fn remove_use(&mut self, value: Value, u: Use) {
        let pos = self
            .operand_pool
            .use_pos(self.ops[u.op].operands, u.index as usize);
        let uses = &mut self.values[value].uses;
        debug_assert_eq!(uses.as_slice().get(pos), Some(&u), "use list out of sync");
        uses.swap_remove(pos);
        if let Some(&moved) = uses.as_slice().get(pos) {
            self.operand_pool
                .set_use_pos(self.ops[moved.op].operands, moved.index as usize, pos);
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::entity::EntityRef;
    use crate::{Builder, Context, DialectRegistry, OpId, Value};

    /// The use lists recomputed by scanning every live op's operands.
    fn scanned_uses(ctx: &Context, ops: &[OpId], v: Value) -> Vec<(OpId, u32)> {
        let mut out: Vec<(OpId, u32)> = ops
            .iter()
            .filter(|&&o| !ctx.is_erased(o))
            .flat_map(|&o| {
                ctx.operands(o)
                    .iter()
                    .enumerate()
                    .filter(move |(_, &x)| x == v)
                    .map(move |(i, _)| (o, i as u32))
            })
            .collect();
        out.sort();
        out
    }

    /// `UseList` behaves like a `Vec` with `push` / `swap_remove`, across the switch
    /// from inline to heap storage and through several doublings.
    #[test]
    fn use_list_matches_a_vec() {
        use super::{Use, UseList};
        let mut list = UseList::default();
        let mut model: Vec<Use> = Vec::new();
        let mk = |k: usize| Use {
            op: OpId::new(k),
            index: (k * 7) as u32,
        };
        for k in 0..40 {
            list.push(mk(k));
            model.push(mk(k));
            assert_eq!(list.as_slice(), model.as_slice());
            if k % 3 == 2 {
                let pos = (k * 5) % model.len();
                assert_eq!(list.swap_remove(pos), model.swap_remove(pos));
                assert_eq!(list.as_slice(), model.as_slice());
            }
        }
        while !model.is_empty() {
            let pos = model.len() / 2;
            assert_eq!(list.swap_remove(pos), model.swap_remove(pos));
            assert_eq!(list.as_slice(), model.as_slice());
            assert_eq!(list.len(), model.len());
        }
        assert!(list.is_empty());
        let mut small = UseList::default();
        small.push(mk(1));
        small.push(mk(2));
        assert!(matches!(small, UseList::Inline { len: 2, .. }));
        assert_eq!(small.take().as_slice(), &[mk(1), mk(2)]);
        assert!(small.is_empty());
    }

    /// One `ValueData` per value: keep it at 40 bytes, the use list at a `Vec`'s size.
    #[test]
    fn value_storage_stays_small() {
        assert_eq!(std::mem::size_of::<super::UseList>(), 24);
        assert!(std::mem::size_of::<super::ValueData>() <= 40);
    }

    #[test]
    fn use_lists_stay_exact_under_random_edits() {
        let mut ctx = Context::new(DialectRegistry::new());
        ctx.allow_unregistered = true;
        let module = ctx.create_module(None);
        let body = ctx.module_body(module);
        let mut b = Builder::at_end(&mut ctx, body);
        let i32 = b.ctx.integer_type(32);
        let mut values = Vec::new();
        let mut ops = Vec::new();
        for _ in 0..8 {
            values.push(b.op("t.def").results(&[i32]).build_value());
        }
        // A small deterministic generator (xorshift) drives the edits.
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: usize| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % n as u64) as usize
        };
        for _ in 0..40 {
            let operands: Vec<Value> = (0..3).map(|_| values[next(values.len())]).collect();
            ops.push(b.op("t.use").operands(&operands).build());
        }
        for step in 0..2000 {
            let op = ops[next(ops.len())];
            if b.ctx.is_erased(op) {
                continue;
            }
            match next(4) {
                0 if !b.ctx.operands(op).is_empty() => {
                    let i = next(b.ctx.operands(op).len());
                    let v = values[next(values.len())];
                    b.ctx.set_operand(op, i, v);
                }
                1 => {
                    let n = next(5);
                    let vs = (0..n).map(|_| values[next(values.len())]).collect();
                    b.ctx.set_operands(op, vs);
                }
                2 => {
                    let (from, to) = (values[next(values.len())], values[next(values.len())]);
                    b.ctx.replace_all_uses(from, to);
                }
                _ if step % 7 == 0 => b.ctx.erase_op(op),
                _ => {}
            }
            for &v in &values {
                let mut listed: Vec<(OpId, u32)> =
                    b.ctx.uses(v).iter().map(|u| (u.op, u.index)).collect();
                listed.sort();
                assert_eq!(
                    listed,
                    scanned_uses(b.ctx, &ops, v),
                    "value {} at step {step}",
                    v.index()
                );
            }
        }
    }
}
