//! Custom assembly of the `cf` ops, as MLIR writes them:
//!
//! ```text
//! cf.br ^bb1(%a : i32)
//! cf.cond_br %c weights([3, 5]), ^bb1, ^bb2(%a, %b : i32, i1) {attrs}
//! cf.switch %flag : i32, [
//!   default: ^bb1(%a : i32),
//!   42: ^bb2,
//!   43: ^bb3(%b : i32)
//! ]
//! cf.assert %c, "message"
//! ```
//!
//! A case value prints as the unsigned value of the flag's width (MLIR's
//! `getLimitedValue`) and reads back, as in MLIR, as a 64-bit integer truncated to it.

use super::{i32_array, segment_ranges, switch_case_ranges, switch_case_values};
use crate::tensor::lists::{segment_sizes, SEGMENTS};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, AttrKind, BlockId, Diagnostic, OpId, OperationState, Value};

/// Parses `^bb (`(` %a, ... `:` T, ... `)`)?`: the block and its operands.
fn parse_successor_and_operands(p: &mut AsmParser<'_>) -> ParseResult<(BlockId, Vec<Value>)> {
    let dest = p.parse_successor()?;
    let mut values = Vec::new();
    if p.parse_optional_lparen() {
        let operands = p.parse_operand_list()?;
        p.parse_colon()?;
        let loc = p.current_loc();
        let types = p.parse_type_list()?;
        p.parse_rparen()?;
        values = p.resolve_operands(&operands, &types, loc)?;
    }
    Ok((dest, values))
}

/// Prints `^bb` and, when there are operands, `(%a, ... : T, ...)`.
fn print_successor_and_operands(p: &mut AsmPrinter<'_>, dest: BlockId, operands: &[Value]) {
    p.print_block_name(dest);
    if operands.is_empty() {
        return;
    }
    p.write_str("(");
    for (i, &v) in operands.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(v);
    }
    p.write_str(" : ");
    let ctx = p.ctx();
    let types: Vec<_> = operands.iter().map(|&v| ctx.value_type(v)).collect();
    p.print_type_list(&types);
    p.write_str(")");
}

/// `^bb(operands)? attr-dict`.
pub(crate) fn parse_br(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let (dest, values) = parse_successor_and_operands(p)?;
    state.successors.push(dest);
    state.operands.extend(values);
    p.parse_optional_attr_dict(state)
}

/// Prints ` ^bb(operands)? attr-dict`.
pub(crate) fn print_br(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    if let Some(&dest) = ctx.successors(op).first() {
        print_successor_and_operands(p, dest, ctx.operands(op));
    }
    p.print_optional_attr_dict(op, &[]);
}

/// `%c (weights([a, b]))? , ^t(operands)? , ^f(operands)? attr-dict`.
pub(crate) fn parse_cond_br(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ctx().integer_type(1);
    let c = p.resolve_operand(&c, i1)?;
    if p.parse_optional_keyword("weights") {
        p.parse_lparen()?;
        let weights = p.parse_delimited_list("[", "]", |p| {
            let loc = p.current_loc();
            let v = p.parse_integer()?;
            i32::try_from(v).map_err(|_| p.emit_error_at(loc, "integer value too large"))
        })?;
        p.parse_rparen()?;
        let elem = p.ctx().integer_type(32);
        let bits = weights.iter().map(|&w| w as u32 as u128).collect();
        let attr = p.ctx().intern_attr(AttrKind::DenseArray { elem, bits });
        state.add_attr(p.ctx(), "branch_weights", attr);
    }
    p.parse_comma()?;
    let (t, tv) = parse_successor_and_operands(p)?;
    p.parse_comma()?;
    let (f, fv) = parse_successor_and_operands(p)?;
    p.parse_optional_attr_dict(state)?;
    let sizes = [1, tv.len(), fv.len()];
    state.operands.push(c);
    state.operands.extend(tv);
    state.operands.extend(fv);
    state.successors.extend([t, f]);
    let attr = segment_sizes(p.ctx(), &sizes);
    state.add_attr(p.ctx(), SEGMENTS, attr);
    Ok(())
}

/// Prints ` %c (weights([a, b]))?, ^t(...)?, ^f(...)? attr-dict`.
pub(crate) fn print_cond_br(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    let succs = ctx.successors(op);
    p.write_str(" ");
    if let Some(&c) = operands.first() {
        p.print_operand(c);
    }
    if let Some(w) = i32_array(ctx, op, "branch_weights") {
        p.write_str(" weights([");
        let text: Vec<String> = w.iter().map(|&x| (x as u32 as i32).to_string()).collect();
        p.write_str(&text.join(", "));
        p.write_str("])");
    }
    let segs = segment_ranges(ctx, op, 3);
    for (i, &dest) in succs.iter().enumerate().take(2) {
        p.write_str(", ");
        let passed = segs
            .as_ref()
            .map_or(&[][..], |s| &operands[s[i + 1].clone()]);
        print_successor_and_operands(p, dest, passed);
    }
    p.print_optional_attr_dict(op, &[SEGMENTS, "branch_weights"]);
}

/// `%flag : T, [ default: ^bb(...)? (, V: ^bb(...)?)* ] attr-dict`.
pub(crate) fn parse_switch(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let flag = p.parse_operand()?;
    p.parse_colon()?;
    let ty_loc = p.current_loc();
    let flag_ty = p.parse_type()?;
    let flag = p.resolve_operand(&flag, flag_ty)?;
    let Some(width) = p.ctx().int_width(flag_ty) else {
        return Err(Diagnostic::error(ty_loc, "expected integer type"));
    };
    p.parse_comma()?;
    p.parse_lsquare()?;
    p.parse_keyword("default")?;
    p.parse_colon()?;
    let (default, default_values) = parse_successor_and_operands(p)?;
    let mut values = Vec::new();
    let mut dests = Vec::new();
    let mut case_values: Vec<Vec<Value>> = Vec::new();
    while p.parse_optional_comma() {
        let loc = p.current_loc();
        let v = match p.parse_optional_integer()? {
            Some(v) => v,
            None => return Err(p.emit_error_at(loc, "expected integer value")),
        };
        let v = i64::try_from(v).map_err(|_| p.emit_error_at(loc, "integer value too large"))?;
        // As MLIR's `APInt(width, value, /*isSigned=*/true)`: truncated to the width.
        values.push(sign_extend(v as i128, width));
        p.parse_colon()?;
        let (dest, operands) = parse_successor_and_operands(p)?;
        dests.push(dest);
        case_values.push(operands);
    }
    p.parse_rsquare()?;
    p.parse_optional_attr_dict(state)?;
    let ctx = p.ctx();
    let case_sizes: Vec<usize> = case_values.iter().map(Vec::len).collect();
    let sizes = [1, default_values.len(), case_sizes.iter().sum()];
    state.operands.push(flag);
    state.operands.extend(default_values);
    state.operands.extend(case_values.into_iter().flatten());
    state.successors.push(default);
    state.successors.extend(dests);
    if !values.is_empty() {
        let vty = ctx
            .vector_type(&[values.len() as i64], flag_ty)
            .map_err(|_| Diagnostic::error(ty_loc, "invalid case value type"))?;
        let bits: Vec<u128> = values.iter().map(|&v| v as u128).collect();
        let attr = ctx
            .dense_elements_attr(vty, &bits)
            .map_err(|_| Diagnostic::error(ty_loc, "invalid case value type"))?;
        state.add_attr(ctx, "case_values", attr);
    }
    let elem = ctx.integer_type(32);
    let bits = case_sizes.iter().map(|&s| s as u128).collect();
    let attr = ctx.intern_attr(AttrKind::DenseArray { elem, bits });
    state.add_attr(ctx, "case_operand_segments", attr);
    let attr = segment_sizes(ctx, &sizes);
    state.add_attr(ctx, SEGMENTS, attr);
    Ok(())
}

/// Prints ` %flag : T, [` then `default: ...` and each `V: ...` on their own lines, `]`
/// and attr-dict.
pub(crate) fn print_switch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    let succs = ctx.successors(op);
    let Some(&flag) = operands.first() else {
        return;
    };
    let flag_ty = ctx.value_type(flag);
    p.write_str(" ");
    p.print_operand(flag);
    p.write_str(" : ");
    p.print_type(flag_ty);
    p.write_str(", [");
    p.print_newline();
    p.write_str("  default: ");
    let default_ops = segment_ranges(ctx, op, 3).map_or(&[][..], |s| &operands[s[1].clone()]);
    if let Some(&d) = succs.first() {
        print_successor_and_operands(p, d, default_ops);
    }
    let values = switch_case_values(ctx, op);
    if !values.is_empty() {
        p.write_str(",");
        let ranges = switch_case_ranges(ctx, op).unwrap_or_default();
        let width = ctx.int_width(flag_ty).unwrap_or(64).min(128);
        let mask = if width == 128 {
            u128::MAX
        } else {
            (1u128 << width) - 1
        };
        for (i, &v) in values.iter().enumerate() {
            p.print_newline();
            p.write_fmt(format_args!("  {}: ", (v as u128) & mask));
            let passed = ranges.get(i).map_or(&[][..], |r| &operands[r.clone()]);
            match succs.get(i + 1) {
                Some(&dest) => print_successor_and_operands(p, dest, passed),
                None => p.write_str("^<<missing>>"),
            }
            if i + 1 < values.len() {
                p.write_str(",");
            }
        }
        p.print_newline();
    }
    p.write_str("]");
    p.print_optional_attr_dict(op, &[SEGMENTS, "case_values", "case_operand_segments"]);
}

/// `v` truncated to `width` bits and sign-extended back (0 for `i0`).
pub(crate) fn sign_extend(v: i128, width: u32) -> i128 {
    match width {
        0 => 0,
        w if w >= 128 => v,
        w => {
            let shift = 128 - w;
            (v << shift) >> shift
        }
    }
}

/// `%c, "message" attr-dict`.
pub(crate) fn parse_assert(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let c = p.parse_operand()?;
    let i1 = p.ctx().integer_type(1);
    let c = p.resolve_operand(&c, i1)?;
    state.operands.push(c);
    p.parse_comma()?;
    let msg = p.parse_string()?;
    let attr = p.ctx().string_attr(&msg);
    state.add_attr(p.ctx(), "msg", attr);
    p.parse_optional_attr_dict(state)
}

/// Prints ` %c, "message" attr-dict`.
pub(crate) fn print_assert(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    if let Some(&c) = ctx.operands(op).first() {
        p.print_operand(c);
    }
    p.write_str(", ");
    match ctx.attr(op, "msg").and_then(|a| ctx.attr_str(a)) {
        Some(m) => p.print_string_literal(m),
        None => p.write_str("\"\""),
    }
    p.print_optional_attr_dict(op, &["msg"]);
}
