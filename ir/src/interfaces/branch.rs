//! MLIR's `BranchOpInterface`: a terminator with successors says which of its operands
//! it forwards to each successor's block arguments; [`verify_successor_operands`]
//! checks them against the blocks with MLIR's wording.

use crate::{Context, Diagnostic, OpId, Value};
use std::ops::Range;

/// A terminator branching to its successors (MLIR's `BranchOpInterface`).
#[derive(Copy, Clone)]
pub struct BranchOpInterface {
    /// The range of the op's operands forwarded to successor `i`'s block arguments
    /// (empty when none are, or when the op is malformed).
    pub successor_operands: fn(&Context, OpId, usize) -> Range<usize>,
    /// Removes operand `j` of those forwarded to successor `i` (keeping the op's own
    /// bookkeeping, such as segment sizes, consistent); region simplification uses it to
    /// drop a block argument nothing reads.
    pub erase_successor_operand: fn(&mut Context, OpId, usize, usize),
}

impl std::fmt::Debug for BranchOpInterface {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BranchOpInterface")
    }
}

/// The operands `op` forwards to successor `i`; `None` when `op` is no branch.
pub fn successor_operands(ctx: &Context, op: OpId, i: usize) -> Option<&[Value]> {
    let imp = ctx.interface::<BranchOpInterface>(op)?;
    let range = (imp.successor_operands)(ctx, op, i);
    ctx.operands(op).get(range)
}

/// Checks that every successor of `op` gets as many operands as its block has
/// arguments, of the same types (MLIR's `verifyBranchSuccessorOperands`; errors
/// without the op prefix, as MLIR's).
pub fn verify_successor_operands(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for (i, &dest) in ctx.successors(op).iter().enumerate() {
        let passed = successor_operands(ctx, op, i).unwrap_or(&[]);
        let args = ctx.block_args(dest);
        if passed.len() != args.len() {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!(
                    "branch has {} operands for successor #{i}, but target block has {}",
                    passed.len(),
                    args.len()
                ),
            ));
        }
        for (j, (&v, &a)) in passed.iter().zip(args).enumerate() {
            if ctx.value_type(v) != ctx.value_type(a) {
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    format!("type mismatch for bb argument #{j} of successor #{i}"),
                ));
            }
        }
    }
    Ok(())
}
