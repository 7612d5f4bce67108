//! Custom printers of the stream dialect's ops (the inverse of [`crate::syntax`]).
//! Each writes what follows the op name, starting with a space.

use crate::ops;
use visa_ir::{AsmPrinter, OpId, TypeKind};

fn arrow_types(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" : ");
    let ins = ops::value_types(ctx, ctx.operands(op));
    p.print_type_list(&ins);
    p.write_str(" -> ");
    p.print_type(ctx.value_type(ctx.result(op, 0)));
}

/// ` %x : T -> U`.
pub fn print_plain(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_operand(ctx.operand(op, 0));
    p.print_optional_attr_dict(op, &[]);
    arrow_types(p, op);
}

/// ` %x at ADDR : T -> U`.
pub fn print_addr_op(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_operand(ctx.operand(op, 0));
    match ops::addr(ctx, op) {
        Some(a) => p.write_fmt(format_args!(" at {a}")),
        None => p.write_str(" at 0"),
    }
    p.print_optional_attr_dict(op, &[ops::ADDR]);
    arrow_types(p, op);
}

/// ` %x MODE : T -> U`.
pub fn print_branch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_operand(ctx.operand(op, 0));
    let mode = ctx
        .attr(op, "mode")
        .and_then(|a| ctx.attr_str(a))
        .unwrap_or("");
    p.write_str(" ");
    p.print_keyword_or_string(mode);
    p.print_optional_attr_dict(op, &["mode"]);
    arrow_types(p, op);
}

/// ` OP %x, IMM : T -> U` or ` OP %x, %vrf : T, V -> U`.
pub fn print_fxp(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let kw = ctx
        .attr(op, "op")
        .and_then(|a| ctx.attr_str(a))
        .unwrap_or("");
    p.write_str(" ");
    p.print_keyword_or_string(kw);
    p.write_str(" ");
    p.print_operand(ctx.operand(op, 0));
    p.write_str(", ");
    let mut elided = vec!["op"];
    if ctx.operands(op).len() > 1 {
        p.print_operand(ctx.operand(op, 1));
    } else if let Some(v) = ctx.attr(op, "imm").and_then(|a| ctx.attr_int(a)) {
        p.write_fmt(format_args!("{v}"));
        elided.push("imm");
    }
    p.print_optional_attr_dict(op, &elided);
    arrow_types(p, op);
}

/// ` @k(%a, %b) : (T, U) -> V`.
pub fn print_launch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_symbol_name(ops::callee(ctx, op).unwrap_or(""));
    p.write_str("(");
    p.print_operands(ctx.operands(op));
    p.write_str(")");
    p.print_optional_attr_dict(op, &["callee"]);
    p.write_str(" : (");
    let ins = ops::value_types(ctx, ctx.operands(op));
    p.print_type_list(&ins);
    p.write_str(") -> ");
    let outs = ops::value_types(ctx, ctx.results(op));
    p.print_result_types(&outs);
}

/// ` %a, %b : T, U` (nothing for no operands).
pub fn print_return(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if ctx.operands(op).is_empty() {
        p.print_optional_attr_dict(op, &[]);
        return;
    }
    p.write_str(" ");
    p.print_operands(ctx.operands(op));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    let tys = ops::value_types(ctx, ctx.operands(op));
    p.print_type_list(&tys);
}

/// ` @name(%arg0: T) -> U attributes {...} {...}` for host functions and kernels.
pub fn print_func(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_symbol_name(ops::sym_name(ctx, op).unwrap_or(""));
    p.write_str("(");
    let region = ctx.region(op, 0);
    if let Some(entry) = ctx.entry_block(region) {
        for (i, &a) in ctx.block_args(entry).iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.print_argument(a);
        }
    }
    p.write_str(")");
    let results = ctx
        .attr(op, "function_type")
        .and_then(|a| ctx.attr_type(a))
        .and_then(|t| match ctx.type_kind(t) {
            TypeKind::Function { results, .. } => Some(results.clone()),
            _ => None,
        })
        .unwrap_or_default();
    if !results.is_empty() {
        p.write_str(" -> ");
        p.print_result_types(&results);
    }
    p.print_optional_attr_dict_with_keyword(op, &["sym_name", "function_type"]);
    p.write_str(" ");
    p.print_region(region, false, true);
}
