//! Custom assembly of the bufferization ops, as upstream's assembly formats print it.

use crate::tensor::lists::{segment_sizes, segments, SEGMENTS};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, OpId, OperationState, TypeKind};

/// Adds the unit property `name` to `state` when the keyword `name` comes next.
fn unit_flag(p: &mut AsmParser<'_>, state: &mut OperationState, name: &str) {
    if p.parse_optional_keyword(name) {
        let ctx = p.ctx();
        let u = ctx.unit_attr();
        state.add_attr(ctx, name, u);
    }
}

/// Prints ` name` for each unit property of `names` that `op` has.
fn print_flags(p: &mut AsmPrinter<'_>, op: OpId, names: &[&str]) {
    for name in names {
        if p.ctx().attr(op, name).is_some() {
            p.write_str(" ");
            p.write_str(name);
        }
    }
}

/// `%v flags attr-dict : T to U`, the form of `to_tensor` and `to_buffer`.
/// `from_memref` says which side is the memref (`to_tensor`'s operand).
fn parse_cast(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    flags: &[&str],
    from_memref: bool,
) -> ParseResult<()> {
    let v = p.parse_operand()?;
    for f in flags {
        unit_flag(p, state, f);
    }
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let from_loc = p.current_loc();
    let from = p.parse_type()?;
    p.parse_keyword("to")?;
    let to_loc = p.current_loc();
    let to = p.parse_type()?;
    // Upstream's typed `type($x)` directives refuse a type of the wrong kind.
    let name = p.ctx().op_name_text(state.name).to_string();
    for (loc, ty, memref) in [(from_loc, from, from_memref), (to_loc, to, !from_memref)] {
        let ok = match p.ctx().type_kind(ty) {
            TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => memref,
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. } => !memref,
            _ => false,
        };
        if !ok {
            return Err(p.emit_error_at(
                loc,
                format!("custom op '{name}' invalid kind of type specified"),
            ));
        }
    }
    let v = p.resolve_operand(&v, from)?;
    state.operands.push(v);
    state.result_types.push(to);
    Ok(())
}

/// Prints the form of [`parse_cast`].
fn print_cast(p: &mut AsmPrinter<'_>, op: OpId, flags: &[&str]) {
    let ctx = p.ctx();
    let (Some(&v), Some(&r)) = (ctx.operands(op).first(), ctx.results(op).first()) else {
        return;
    };
    p.write_str(" ");
    p.print_operand(v);
    print_flags(p, op, flags);
    p.print_optional_attr_dict(op, flags);
    p.write_str(" : ");
    p.print_type(ctx.value_type(v));
    p.write_str(" to ");
    p.print_type(ctx.value_type(r));
}

/// Parses what follows `bufferization.to_tensor`.
pub(crate) fn parse_to_tensor(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_cast(p, state, &["restrict", "writable"], true)
}

/// Prints what follows `bufferization.to_tensor`.
pub(crate) fn print_to_tensor(p: &mut AsmPrinter<'_>, op: OpId) {
    print_cast(p, op, &["restrict", "writable"]);
}

/// Parses what follows `bufferization.to_buffer`.
pub(crate) fn parse_to_buffer(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_cast(p, state, &["read_only"], false)
}

/// Prints what follows `bufferization.to_buffer`.
pub(crate) fn print_to_buffer(p: &mut AsmPrinter<'_>, op: OpId) {
    print_cast(p, op, &["read_only"]);
}

/// Parses what follows `bufferization.alloc_tensor`:
/// `(%sizes) (copy(%t))? (size_hint=%h)? attr-dict : T` (the copy has the result type;
/// sizes and hint are `index`).
pub(crate) fn parse_alloc_tensor(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    p.parse_lparen()?;
    let mut sizes = Vec::new();
    if !p.parse_optional_rparen() {
        sizes = p.parse_operand_list()?;
        p.parse_rparen()?;
    }
    let mut copy = None;
    if p.parse_optional_keyword("copy") {
        p.parse_lparen()?;
        copy = Some(p.parse_operand()?);
        p.parse_rparen()?;
    }
    let mut hint = None;
    if p.parse_optional_keyword("size_hint") {
        p.parse_equal()?;
        hint = Some(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    let index = p.ctx().index_type();
    let sizes = p.resolve_operands_same(&sizes, index)?;
    let n = [
        sizes.len(),
        usize::from(copy.is_some()),
        usize::from(hint.is_some()),
    ];
    state.operands.extend(sizes);
    if let Some(c) = copy {
        let v = p.resolve_operand(&c, ty)?;
        state.operands.push(v);
    }
    if let Some(h) = hint {
        let v = p.resolve_operand(&h, index)?;
        state.operands.push(v);
    }
    let ctx = p.ctx();
    let seg = segment_sizes(ctx, &n);
    state.add_attr(ctx, SEGMENTS, seg);
    state.result_types.push(ty);
    Ok(())
}

/// Prints what follows `bufferization.alloc_tensor`.
pub(crate) fn print_alloc_tensor(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    let Ok(segs) = segments(ctx, op, 3) else {
        return;
    };
    p.write_str("(");
    p.print_operands(&operands[segs[0].clone()]);
    p.write_str(")");
    if let Some(&c) = operands[segs[1].clone()].first() {
        p.write_str(" copy(");
        p.print_operand(c);
        p.write_str(")");
    }
    if let Some(&h) = operands[segs[2].clone()].first() {
        // Upstream's format has no space around `=` here.
        p.write_str(" size_hint=");
        p.print_operand(h);
    }
    p.print_optional_attr_dict(op, &[SEGMENTS]);
    if let Some(&r) = ctx.results(op).first() {
        p.write_str(" : ");
        p.print_type(ctx.value_type(r));
    }
}

/// Parses what follows `bufferization.materialize_in_destination`:
/// `%src in (restrict)? (writable)? %dest attr-dict : (S, D) -> R`.
pub(crate) fn parse_materialize(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let src = p.parse_operand()?;
    p.parse_keyword("in")?;
    unit_flag(p, state, "restrict");
    unit_flag(p, state, "writable");
    let dest = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let loc = p.current_loc();
    let fty = p.parse_function_type()?;
    let TypeKind::Function { inputs, results } = p.ctx().type_kind(fty).clone() else {
        return Err(p.emit_error_at(loc, "expected a function type"));
    };
    let values = p.resolve_operands(&[src, dest], &inputs, loc)?;
    state.operands.extend(values);
    state.result_types.extend(results);
    Ok(())
}

/// Prints what follows `bufferization.materialize_in_destination`.
pub(crate) fn print_materialize(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    let [src, dest] = operands[..] else {
        return;
    };
    p.write_str(" ");
    p.print_operand(src);
    p.write_str(" in");
    print_flags(p, op, &["restrict", "writable"]);
    p.write_str(" ");
    p.print_operand(dest);
    p.print_optional_attr_dict(op, &["restrict", "writable"]);
    p.write_str(" : ");
    p.print_functional_type(op);
}
