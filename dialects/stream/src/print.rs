//! The custom printer of `stream.host_func` and `stream.kernel` (the inverse of
//! [`crate::syntax`]); it writes what follows the op name, starting with a space. The
//! other ops print through their assembly format.

use crate::ops;
use visa_ir::{AsmPrinter, OpId, TypeKind};

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
