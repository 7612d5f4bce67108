//! Typed builder helpers for the `func` ops.

use super::{Call, Func, Return};
use visa_ir::{BlockId, Builder, OpId, Type, Value};

fn func_op(b: &mut Builder<'_>, name: &str, inputs: &[Type], results: &[Type]) -> OpId {
    let fn_ty = b.ctx.function_type(inputs.to_vec(), results.to_vec());
    Func::build(b, name, fn_ty, None, None, None).op_id()
}

/// Creates `func.func @name(inputs) -> results` with an entry block whose arguments
/// are the inputs; returns the op and the entry block (empty: end it with
/// [`return_`]).
pub fn build_func(
    b: &mut Builder<'_>,
    name: &str,
    inputs: &[Type],
    results: &[Type],
) -> (OpId, BlockId) {
    let op = func_op(b, name, inputs, results);
    let loc = b.loc();
    let region = b.ctx.region(op, 0);
    let entry = b.ctx.push_block(region);
    for &ty in inputs {
        b.ctx.add_block_arg(entry, ty, Some(loc));
    }
    (op, entry)
}

/// Creates the private declaration `func.func private @name(inputs) -> results`.
pub fn build_decl(b: &mut Builder<'_>, name: &str, inputs: &[Type], results: &[Type]) -> OpId {
    let op = func_op(b, name, inputs, results);
    let private = b.ctx.string_attr("private");
    b.ctx.set_attr_named(op, "sym_visibility", private);
    op
}

/// `func.return values`.
pub fn return_(b: &mut Builder<'_>, values: &[Value]) -> OpId {
    Return::build(b, values).op_id()
}

/// `func.call @callee(args) : (...) -> results`; returns the op (its results are the
/// call's results).
pub fn call(b: &mut Builder<'_>, callee: &str, args: &[Value], results: &[Type]) -> OpId {
    Call::build(b, args, callee, results).op_id()
}
