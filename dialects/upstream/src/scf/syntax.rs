//! Custom assembly of the `scf` ops, as MLIR writes them:
//!
//! ```text
//! scf.for %iv = %lb to %ub step %s {
//!   ...                                   // the operand-less scf.yield is implicit
//! }
//! %r = scf.for %iv = %lb to %ub step %s iter_args(%acc = %init) -> (i32) : i32 {
//!   scf.yield %next : i32
//! }
//! ```
//!
//! The bounds are `index` unless a `: T` follows the step (and the iteration values).

use super::{for_body, for_inits, Yield};
use visa_ir::parser::{Argument, AsmParser, ParseResult};
use visa_ir::{AsmPrinter, Diagnostic, OpId, OperationState, TypeKind};

/// `%iv = %lb to %ub step %s (iter_args(%a = %init, ...) -> (T, ...))? (: T)? region
/// {attrs}?`; appends the implicit `scf.yield` when the body has no terminator.
pub(crate) fn parse_for(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let iv = p.parse_operand()?;
    p.parse_equal()?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let mut pairs = Vec::new();
    let mut result_types = Vec::new();
    if p.parse_optional_keyword("iter_args") {
        let list_loc = p.current_loc();
        pairs = p.parse_delimited_list("(", ")", |p| {
            let arg = p.parse_operand()?;
            p.parse_equal()?;
            let init = p.parse_operand()?;
            Ok((arg, init))
        })?;
        p.parse_arrow()?;
        result_types = p.parse_function_result_types()?;
        if pairs.len() != result_types.len() {
            return Err(Diagnostic::error(
                list_loc,
                "mismatch in number of loop-carried values and defined values",
            ));
        }
    }
    let bound_ty = if p.parse_optional_colon() {
        p.parse_type()?
    } else {
        p.ctx().index_type()
    };
    let bounds = p.resolve_operands_same(&[lb, ub, step], bound_ty)?;
    state.operands.extend(bounds);
    for ((_, init), &ty) in pairs.iter().zip(&result_types) {
        let v = p.resolve_operand(init, ty)?;
        state.operands.push(v);
    }
    state.result_types.extend(result_types.iter().copied());
    let mut args = vec![Argument {
        operand: iv,
        ty: bound_ty,
        loc: None,
    }];
    for ((arg, _), &ty) in pairs.iter().zip(&result_types) {
        args.push(Argument {
            operand: *arg,
            ty,
            loc: None,
        });
    }
    let region = p.parse_region(state, &args)?;
    let loc = state.loc;
    let ctx = p.ctx();
    let body = match ctx.entry_block(region) {
        Some(b) => b,
        None => ctx.push_block(region),
    };
    let terminated = ctx
        .last_op(body)
        .is_some_and(|op| ctx.op_has_trait(op, visa_ir::Traits::TERMINATOR));
    if !terminated {
        let name = ctx.intern_op_name(Yield::NAME);
        let y = ctx.create_op(OperationState::new(name, loc));
        ctx.append_op(body, y);
    }
    p.parse_optional_attr_dict(state)?;
    Ok(())
}

/// Prints ` %iv = %lb to %ub step %s (iter_args(...) -> (...))? (: T)? region {attrs}?`,
/// leaving out an operand-less `scf.yield`.
pub(crate) fn print_for(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    let body = for_body(ctx, op);
    let args = body.map(|b| ctx.block_args(b)).unwrap_or(&[]);
    p.write_str(" ");
    match args.first() {
        Some(&iv) => p.print_value_name(iv),
        None => p.write_str("%<<NO INDUCTION VARIABLE>>"),
    }
    p.write_str(" = ");
    if operands.len() >= 3 {
        p.print_operand(operands[0]);
        p.write_str(" to ");
        p.print_operand(operands[1]);
        p.write_str(" step ");
        p.print_operand(operands[2]);
    }
    let inits = for_inits(ctx, op);
    if !inits.is_empty() {
        p.write_str(" iter_args(");
        for (i, &init) in inits.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            match args.get(i + 1) {
                Some(&a) => p.print_value_name(a),
                None => p.write_str("%<<MISSING ITER ARG>>"),
            }
            p.write_str(" = ");
            p.print_operand(init);
        }
        p.write_str(") -> (");
        let types: Vec<_> = inits.iter().map(|&v| ctx.value_type(v)).collect();
        p.print_type_list(&types);
        p.write_str(")");
    }
    if let Some(&lb) = operands.first() {
        let ty = ctx.value_type(lb);
        if !matches!(ctx.type_kind(ty), TypeKind::Index) {
            // mlir-opt-22 writes two spaces here under --mlir-print-debuginfo.
            p.write_str(if p.options().debug_info {
                "  : "
            } else {
                " : "
            });
            p.print_type(ty);
        }
    }
    p.write_str(" ");
    if let Some(&region) = ctx.regions(op).first() {
        let implicit = body.and_then(|b| ctx.last_op(b)).is_some_and(|t| {
            Yield::matches(ctx, t).is_some()
                && ctx.operands(t).is_empty()
                && ctx.attrs(t).is_empty()
        });
        p.print_region(region, false, !implicit);
    }
    p.print_optional_attr_dict(op, &[]);
}
