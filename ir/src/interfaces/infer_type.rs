//! MLIR's `InferTypeOpInterface`: an op whose result types follow from its operands and
//! attributes, so a builder or a parser need not be told them.

use crate::{Attribute, Context, Symbol, Type};

/// The operands' types and the attributes an op is built with.
pub struct InferInputs<'a> {
    /// The operand types, in order.
    pub operands: &'a [Type],
    /// The attributes, by name.
    pub attrs: &'a [(Symbol, Attribute)],
}

/// An op whose result types are inferred (MLIR's `InferTypeOpInterface::inferReturnTypes`):
/// the result types, or why they cannot be inferred (the words of a diagnostic).
#[derive(Copy, Clone)]
pub struct InferTypeOpInterface {
    /// Infers the result types.
    pub infer: fn(&mut Context, &InferInputs<'_>) -> Result<Vec<Type>, String>,
}

impl std::fmt::Debug for InferTypeOpInterface {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("InferTypeOpInterface")
    }
}

impl InferTypeOpInterface {
    /// Every result has the first operand's type (MLIR's `SameOperandsAndResultType`
    /// ops, such as `arith.addi`).
    pub const SAME_AS_FIRST_OPERAND: InferTypeOpInterface = InferTypeOpInterface {
        infer: |_, inputs| {
            inputs
                .operands
                .first()
                .map(|&t| vec![t])
                .ok_or_else(|| "expected at least one operand to infer the result type".into())
        },
    };
}
