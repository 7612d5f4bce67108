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
    Result { op: OpId, index: u32 },
    /// Argument number `index` of `block`.
    Argument { block: BlockId, index: u32 },
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

/// Storage of a [`Value`].
#[derive(Clone, Debug)]
pub struct ValueData {
    pub(crate) ty: Type,
    pub(crate) def: ValueDef,
    pub(crate) uses: Vec<Use>,
    /// Location of a block argument (results use their op's location).
    pub(crate) loc: Option<Location>,
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
        &self.values[value].uses
    }

    /// Whether `value` has no uses.
    pub fn use_empty(&self, value: Value) -> bool {
        self.values[value].uses.is_empty()
    }

    /// The location of `value`: its op's for a result, its own for a block argument.
    pub fn value_loc(&self, value: Value) -> Location {
        match self.values[value].def {
            ValueDef::Result { op, .. } => self.op_loc(op),
            _ => self.values[value].loc.unwrap_or_else(|| self.unknown_loc()),
        }
    }

    /// Makes every use of `from` a use of `to`.
    pub fn replace_all_uses(&mut self, from: Value, to: Value) {
        if from == to {
            return;
        }
        let uses = std::mem::take(&mut self.values[from].uses);
        for u in &uses {
            self.ops[u.op].operands[u.index as usize] = to;
        }
        self.values[to].uses.extend(uses);
    }

    pub(crate) fn new_value(&mut self, ty: Type, def: ValueDef, loc: Option<Location>) -> Value {
        self.values.push(ValueData {
            ty,
            def,
            uses: Vec::new(),
            loc,
        })
    }

    pub(crate) fn add_use(&mut self, value: Value, u: Use) {
        self.values[value].uses.push(u);
    }

    pub(crate) fn remove_use(&mut self, value: Value, u: Use) {
        let uses = &mut self.values[value].uses;
        if let Some(pos) = uses.iter().rposition(|x| *x == u) {
            uses.swap_remove(pos);
        }
    }
}
