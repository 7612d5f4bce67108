//! Typed builder helpers for `cf.br` and `cf.cond_br`, filling the operand segments.

use super::{Br, CondBr};
use crate::tensor::lists::{segment_sizes, SEGMENTS};
use visa_ir::{BlockId, Builder, OpId, Value};

/// `cf.br dest(operands)`.
pub fn br(b: &mut Builder<'_>, dest: BlockId, operands: &[Value]) -> OpId {
    Br::build(b, operands, dest).op_id()
}

/// `cf.cond_br cond, on_true(true_operands), on_false(false_operands)`.
pub fn cond_br(
    b: &mut Builder<'_>,
    cond: Value,
    on_true: (BlockId, &[Value]),
    on_false: (BlockId, &[Value]),
) -> OpId {
    let mut operands = vec![cond];
    operands.extend_from_slice(on_true.1);
    operands.extend_from_slice(on_false.1);
    let sizes = segment_sizes(b.ctx, &[1, on_true.1.len(), on_false.1.len()]);
    b.op(CondBr::NAME)
        .operands(&operands)
        .attr(SEGMENTS, sizes)
        .successors(&[on_true.0, on_false.0])
        .build()
}
