//! Typed builder helpers for `scf.for`, `scf.if` and `scf.yield`.

use super::{For, Yield};
use visa_ir::{BlockId, Builder, OpId, Value};

/// An `scf.for` as built: the op, its body block, the induction variable and the
/// iteration arguments (block arguments); the loop's results are `ctx.results(op)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ForLoop {
    /// The `scf.for` op.
    pub op: OpId,
    /// Its body block.
    pub body: BlockId,
    /// The induction variable.
    pub iv: Value,
    /// The loop-carried values inside the body.
    pub iter_args: Vec<Value>,
}

/// Creates `scf.for %iv = lb to ub step step iter_args(... = inits)` with an empty
/// body; the caller fills the body and ends it with [`yield_`] of values matching
/// `inits` (`yield_(b, &[])` when there are none).
pub fn build_for(
    b: &mut Builder<'_>,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
) -> ForLoop {
    let types: Vec<_> = inits.iter().map(|&v| b.ctx.value_type(v)).collect();
    let mut operands = vec![lb, ub, step];
    operands.extend_from_slice(inits);
    let op = b
        .op(For::NAME)
        .operands(&operands)
        .results(&types)
        .regions(1)
        .build();
    let loc = b.loc();
    let region = b.ctx.region(op, 0);
    let body = b.ctx.push_block(region);
    let iv_ty = b.ctx.value_type(lb);
    let iv = b.ctx.add_block_arg(body, iv_ty, Some(loc));
    let iter_args = types
        .iter()
        .map(|&t| b.ctx.add_block_arg(body, t, Some(loc)))
        .collect();
    ForLoop {
        op,
        body,
        iv,
        iter_args,
    }
}

/// Creates an `scf.for` whose body `f` builds: `f` gets a builder at the end of the
/// body, the induction variable and the iteration arguments, and returns the values
/// to yield to the next iteration (an `scf.yield` of them ends the body).
pub fn build_for_with(
    b: &mut Builder<'_>,
    lb: Value,
    ub: Value,
    step: Value,
    inits: &[Value],
    f: impl FnOnce(&mut Builder<'_>, Value, &[Value]) -> Vec<Value>,
) -> ForLoop {
    let lp = build_for(b, lb, ub, step, inits);
    let loc = b.loc();
    let mut inner = Builder::at_end(b.ctx, lp.body);
    inner.set_loc(loc);
    let yielded = f(&mut inner, lp.iv, &lp.iter_args);
    yield_(&mut inner, &yielded);
    lp
}

/// `scf.yield values`.
pub fn yield_(b: &mut Builder<'_>, values: &[Value]) -> OpId {
    Yield::build(b, values).op_id()
}

/// An `scf.if` as built: the op and its region blocks (`else_block` is `None` when the
/// `else` region was left empty); the results are `ctx.results(op)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IfOp {
    /// The `scf.if` op.
    pub op: OpId,
    /// The block of the `then` region.
    pub then_block: BlockId,
    /// The block of the `else` region, if it has one.
    pub else_block: Option<BlockId>,
}

/// Creates `scf.if cond -> (result_types)` with an empty `then` block and, with
/// `with_else`, an empty `else` block; the caller fills them and ends each with
/// [`yield_`] (an `scf.if` with results needs both).
pub fn build_if(
    b: &mut Builder<'_>,
    cond: Value,
    result_types: &[visa_ir::Type],
    with_else: bool,
) -> IfOp {
    let op = super::If::build(b, cond, result_types).op_id();
    let then_block = b.ctx.push_block(b.ctx.region(op, 0));
    let else_block = with_else.then(|| b.ctx.push_block(b.ctx.region(op, 1)));
    IfOp {
        op,
        then_block,
        else_block,
    }
}
