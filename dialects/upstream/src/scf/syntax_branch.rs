//! Custom assembly of the `scf` ops that run one of their regions, as MLIR writes them:
//!
//! ```text
//! %r = scf.if %c -> (i32) { scf.yield %a : i32 } else { scf.yield %b : i32 }
//! scf.if %c { ... }                         // no results: yields implicit, no else
//! %e = scf.execute_region -> i32 no_inline { ... }
//! %s = scf.index_switch %i -> i32
//! case 2 { scf.yield %a : i32 }
//! default { scf.yield %b : i32 }
//! ```

use super::{ensure_terminator, ExecuteRegion, Yield};
use crate::tensor::lists::{i64_array, i64_array_of};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, OpId, OperationState, RegionId};

/// Prints ` -> T` or ` -> (T, U)` (MLIR's `printOptionalArrowTypeList`); nothing for no
/// types.
fn print_optional_arrow_types(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let types: Vec<_> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
    if !types.is_empty() {
        p.write_str(" -> ");
        p.print_result_types(&types);
    }
}

/// Whether the single block of `region` ends in an `scf.yield` without operands or
/// attributes (which the custom form leaves implicit).
fn ends_in_bare_yield(p: &AsmPrinter<'_>, region: RegionId) -> bool {
    let ctx = p.ctx();
    ctx.entry_block(region)
        .and_then(|b| ctx.last_op(b))
        .is_some_and(|t| {
            Yield::matches(ctx, t).is_some()
                && ctx.operands(t).is_empty()
                && ctx.attrs(t).is_empty()
        })
}

/// `%c (-> types)? region (else region)? attr-dict`; both regions get the implicit
/// `scf.yield` when written without a terminator; a missing `else` leaves region 1
/// empty.
pub(crate) fn parse_if(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    let i1 = p.ctx().integer_type(1);
    let c = p.resolve_operand(&cond, i1)?;
    state.operands.push(c);
    let types = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(types);
    let loc = state.loc;
    let then = p.parse_region(state, &[])?;
    ensure_terminator(p.ctx(), then, Yield::NAME, loc);
    if p.parse_optional_keyword("else") {
        let other = p.parse_region(state, &[])?;
        ensure_terminator(p.ctx(), other, Yield::NAME, loc);
    } else {
        state.add_region(p.ctx());
    }
    p.parse_optional_attr_dict(state)
}

/// Prints ` %c (-> (types))? region (else region)? attr-dict`; the yields are shown
/// only when the op has results.
pub(crate) fn print_if(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let regions = ctx.regions(op).to_vec();
    p.write_str(" ");
    if let Some(&c) = ctx.operands(op).first() {
        p.print_operand(c);
    }
    let has_results = !ctx.results(op).is_empty();
    if has_results {
        let types: Vec<_> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
        p.write_str(" -> (");
        p.print_type_list(&types);
        p.write_str(")");
    }
    p.write_str(" ");
    if let Some(&then) = regions.first() {
        p.print_region(then, false, has_results);
    }
    if let Some(&other) = regions.get(1) {
        if !ctx.region_blocks(other).is_empty() {
            p.write_str(" else ");
            p.print_region(other, false, has_results);
        }
    }
    p.print_optional_attr_dict(op, &[]);
}

/// `(-> types)? (no_inline)? region attr-dict`.
pub(crate) fn parse_execute_region(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let types = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(types);
    if p.parse_optional_keyword("no_inline") {
        let unit = p.ctx().unit_attr();
        state.add_attr(p.ctx(), "no_inline", unit);
    }
    p.parse_region(state, &[])?;
    p.parse_optional_attr_dict(state)
}

/// Prints `( -> types)? (no_inline)? region attr-dict`, terminators shown.
pub(crate) fn print_execute_region(p: &mut AsmPrinter<'_>, op: OpId) {
    print_optional_arrow_types(p, op);
    p.write_str(" ");
    let ctx = p.ctx();
    if ExecuteRegion(op).no_inline(ctx).is_some() {
        p.write_str("no_inline ");
    }
    if let Some(&r) = ctx.regions(op).first() {
        p.print_region(r, false, true);
    }
    p.print_optional_attr_dict(op, &["no_inline"]);
}

/// `%arg attr-dict (-> types)? (case N region)* default region`: the case regions are
/// taken as written, the default region gets the implicit `scf.yield`; the default
/// region becomes region 0.
pub(crate) fn parse_index_switch(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let arg = p.parse_operand()?;
    let index = p.ctx().index_type();
    let v = p.resolve_operand(&arg, index)?;
    state.operands.push(v);
    p.parse_optional_attr_dict(state)?;
    if p.parse_optional_arrow() {
        let types = p.parse_type_list()?;
        state.result_types.extend(types);
    }
    let mut cases = Vec::new();
    while p.parse_optional_keyword("case") {
        let loc = p.current_loc();
        let value = p.parse_integer()?;
        let value =
            i64::try_from(value).map_err(|_| p.emit_error_at(loc, "integer value too large"))?;
        cases.push(value);
        p.parse_region(state, &[])?;
    }
    p.parse_keyword("default")?;
    let loc = state.loc;
    let default = p.parse_region(state, &[])?;
    ensure_terminator(p.ctx(), default, Yield::NAME, loc);
    state.regions.rotate_right(1);
    let attr = i64_array(p.ctx(), cases);
    state.add_attr(p.ctx(), "cases", attr);
    Ok(())
}

/// Prints ` %arg attr-dict (-> types)? ` then each `case N region` and `default region`
/// on their own lines.
pub(crate) fn print_index_switch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    if let Some(&a) = ctx.operands(op).first() {
        p.print_operand(a);
    }
    p.print_optional_attr_dict(op, &["cases"]);
    if !ctx.results(op).is_empty() {
        let types: Vec<_> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
        p.write_str(" -> ");
        p.print_type_list(&types);
    }
    p.write_str(" ");
    let regions = ctx.regions(op).to_vec();
    let cases = i64_array_of(ctx, op, "cases").unwrap_or(&[]);
    for (i, &r) in regions.iter().skip(1).enumerate() {
        p.print_newline();
        match cases.get(i) {
            Some(v) => p.write_fmt(format_args!("case {v} ")),
            None => p.write_str("case <<missing>> "),
        }
        p.print_region(r, false, true);
    }
    p.print_newline();
    p.write_str("default ");
    if let Some(&d) = regions.first() {
        let show = !ends_in_bare_yield(p, d);
        p.print_region(d, false, show);
    }
}
