//! Verifiers of the `func` ops, with MLIR's wording.

use super::{flat_symbol_name, func_name, function_type, is_declaration, resolve_callee, Func};
use visa_ir::{AttrKind, Context, Diagnostic, OpId, Type};

fn types_text(ctx: &Context, types: &[Type]) -> String {
    types
        .iter()
        .map(|&t| ctx.type_to_string(t))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Checks an `arg_attrs` / `res_attrs` array: one dictionary per argument / result.
fn check_attr_array(
    ctx: &Context,
    op: OpId,
    name: &str,
    what: &str,
    expected: usize,
) -> Result<(), Diagnostic> {
    let Some(attr) = ctx.attr(op, name) else {
        return Ok(());
    };
    let AttrKind::Array(items) = ctx.attr_kind(attr) else {
        return Ok(()); // the attribute spec reports it
    };
    if items.len() != expected {
        return Err(ctx.op_error(
            op,
            format!(
                "expects {what} attribute array to have the same number of elements as the \
                 number of function {what}s, got {}, but expected {expected}",
                items.len()
            ),
        ));
    }
    for &item in items {
        if !matches!(ctx.attr_kind(item), AttrKind::Dictionary(_)) {
            return Err(ctx.op_error(
                op,
                format!(
                    "expects {what} attribute dictionary to be a DictionaryAttr, but got `{}`",
                    ctx.attr_to_string(item)
                ),
            ));
        }
    }
    Ok(())
}

/// `func.func`: visibility, declaration visibility, argument/result attribute arrays,
/// and entry block arguments matching the signature.
pub(crate) fn verify_func(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (inputs, results) = function_type(ctx, op).expect("checked by the attribute spec");
    let visibility = ctx.attr(op, "sym_visibility").and_then(|a| ctx.attr_str(a));
    if let Some(v) = visibility {
        if !matches!(v, "public" | "private" | "nested") {
            return Err(ctx.op_error(
                op,
                format!(
                    "visibility expected to be one of [\"public\", \"private\", \"nested\"], \
                     but got \"{v}\""
                ),
            ));
        }
    }
    if is_declaration(ctx, op) && visibility.is_none_or(|v| v == "public") {
        return Err(ctx.op_error(op, "symbol declaration cannot have public visibility"));
    }
    check_attr_array(ctx, op, "arg_attrs", "argument", inputs.len())?;
    check_attr_array(ctx, op, "res_attrs", "result", results.len())?;
    let Some(entry) = ctx.entry_block(ctx.region(op, 0)) else {
        return Ok(());
    };
    let args = ctx.block_args(entry);
    if args.len() != inputs.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    for (i, (&arg, &expected)) in args.iter().zip(inputs).enumerate() {
        let actual = ctx.value_type(arg);
        if actual != expected {
            return Err(ctx.op_error(
                op,
                format!(
                    "type of entry block argument #{i}('{}') must match the type of the \
                     corresponding argument in function signature('{}')",
                    ctx.type_to_string(actual),
                    ctx.type_to_string(expected)
                ),
            ));
        }
    }
    Ok(())
}

/// `func.return`: operands match the enclosing function's results.
pub(crate) fn verify_return(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(func) = ctx
        .parent_op(op)
        .filter(|&p| Func::matches(ctx, p).is_some())
    else {
        return Ok(()); // the parent rule reports it
    };
    let Some((_, results)) = function_type(ctx, func) else {
        return Ok(());
    };
    let name = func_name(ctx, func).unwrap_or("");
    let operands = ctx.operands(op);
    if operands.len() != results.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "has {} operands, but enclosing function (@{name}) returns {}",
                operands.len(),
                results.len()
            ),
        ));
    }
    for (i, (&v, &expected)) in operands.iter().zip(results).enumerate() {
        let actual = ctx.value_type(v);
        if actual != expected {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!(
                    "type of return operand {i} ({}) doesn't match function result type ({}) \
                     in function @{name}",
                    ctx.type_to_string(actual),
                    ctx.type_to_string(expected)
                ),
            ));
        }
    }
    Ok(())
}

/// `func.call`: the callee is a `func.func` in the nearest symbol table, and operand
/// and result types match its signature.
pub(crate) fn verify_call(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let callee = ctx
        .attr(op, "callee")
        .expect("checked by the attribute spec");
    let name = flat_symbol_name(ctx, callee).unwrap_or("");
    let func = resolve_callee(ctx, op);
    let Some((inputs, results)) = func.and_then(|f| function_type(ctx, f)) else {
        return Err(ctx.op_error(op, format!("'{name}' does not reference a valid function")));
    };
    let operands = ctx.operands(op);
    if operands.len() != inputs.len() {
        return Err(ctx.op_error(op, "incorrect number of operands for callee"));
    }
    for (i, (&v, &expected)) in operands.iter().zip(inputs).enumerate() {
        let actual = ctx.value_type(v);
        if actual != expected {
            return Err(ctx.op_error(
                op,
                format!(
                    "operand type mismatch: expected operand type {}, but provided {} for \
                     operand number {i}",
                    ctx.type_to_string(expected),
                    ctx.type_to_string(actual)
                ),
            ));
        }
    }
    let actual_results: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
    if actual_results.len() != results.len() {
        return Err(ctx.op_error(op, "incorrect number of results for callee"));
    }
    if let Some(i) = (0..results.len()).find(|&i| actual_results[i] != results[i]) {
        return Err(ctx
            .op_error(op, format!("result type mismatch at index {i}"))
            .with_note(
                ctx.op_loc(op),
                format!(
                    "      op result types: {}",
                    types_text(ctx, &actual_results)
                ),
            )
            .with_note(
                ctx.op_loc(op),
                format!("function result types: {}", types_text(ctx, results)),
            ));
    }
    Ok(())
}

/// `func.constant`: the symbol names a function whose type is the result's.
pub(crate) fn verify_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let value = ctx
        .attr(op, "value")
        .expect("checked by the attribute spec");
    let name = flat_symbol_name(ctx, value).unwrap_or("");
    let Some(func) = super::callee::resolve_symbol(ctx, op, "value") else {
        return Err(ctx.op_error(op, format!("reference to undefined function '{name}'")));
    };
    let fn_ty = ctx
        .attr(func, "function_type")
        .and_then(|a| ctx.attr_type(a));
    if fn_ty != Some(ctx.value_type(ctx.result(op, 0))) {
        return Err(ctx.op_error(op, "reference to function with mismatched type"));
    }
    Ok(())
}

/// `func.call_indirect`: a function-typed callee whose inputs are the arguments' types
/// and whose results are the results' types.
pub(crate) fn verify_call_indirect(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let callee_ty = ctx.value_type(ctx.operand(op, 0));
    let visa_ir::TypeKind::Function { inputs, results } = ctx.type_kind(callee_ty) else {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #0 must be function type, but got '{}'",
                ctx.type_to_string(callee_ty)
            ),
        ));
    };
    let args: Vec<Type> = ctx.operands(op)[1..]
        .iter()
        .map(|&v| ctx.value_type(v))
        .collect();
    if args != *inputs {
        return Err(ctx.op_error(
            op,
            "failed to verify that callee input types match argument types",
        ));
    }
    let actual: Vec<Type> = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
    if actual != *results {
        return Err(ctx.op_error(
            op,
            "failed to verify that callee result types match result types",
        ));
    }
    Ok(())
}
