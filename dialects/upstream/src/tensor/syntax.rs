//! Custom assembly of the `tensor` ops, as upstream's `assemblyFormat`s write them,
//! with the types upstream infers (an extracted element, an index, the destination of
//! an insert) filled in by the parser.

use super::lists::{
    i64_array, i64_array_of, parse_mixed_list, parse_reassociation, print_mixed_list,
    print_reassociation, reassociation_attr, reassociation_of, segment_sizes, SEGMENTS,
};
use super::Yield;
use visa_ir::parser::{Argument, AsmParser, ParseResult, UnresolvedOperand};
use visa_ir::{AsmPrinter, Diagnostic, OpId, OperationState, Type, Value};

type PResult = Result<(), Diagnostic>;

fn resolve_same<'a>(
    p: &mut AsmParser<'a>,
    state: &mut OperationState,
    operands: &[UnresolvedOperand<'a>],
    ty: Type,
) -> PResult {
    let vs = p.resolve_operands_same(operands, ty)?;
    state.operands.extend(vs);
    Ok(())
}

fn resolve_index<'a>(
    p: &mut AsmParser<'a>,
    state: &mut OperationState,
    operands: &[UnresolvedOperand<'a>],
) -> PResult {
    let index = p.ctx().index_type();
    resolve_same(p, state, operands, index)
}

fn print_operand_list(p: &mut AsmPrinter<'_>, values: &[Value]) {
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(v);
    }
}

fn operand_type(p: &AsmPrinter<'_>, op: OpId, i: usize) -> Option<Type> {
    let ctx = p.ctx();
    ctx.operands(op).get(i).map(|&v| ctx.value_type(v))
}

fn print_type_of(p: &mut AsmPrinter<'_>, ty: Option<Type>) {
    match ty {
        Some(t) => p.print_type(t),
        None => p.write_str("<<missing>>"),
    }
}

fn result_type(p: &AsmPrinter<'_>, op: OpId) -> Option<Type> {
    p.ctx().results(op).first().map(|&r| p.ctx().value_type(r))
}

/// `(%d, ...) attr-dict : T`.
pub(crate) fn parse_empty(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let sizes = p.parse_delimited_list("(", ")", |p| p.parse_operand())?;
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    resolve_index(p, state, &sizes)?;
    state.result_types.push(ty);
    Ok(())
}

pub(crate) fn print_empty(p: &mut AsmPrinter<'_>, op: OpId) {
    let operands = p.ctx().operands(op);
    p.write_str("(");
    print_operand_list(p, operands);
    p.write_str(")");
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    print_type_of(p, result_type(p, op));
}

/// The element type of a shaped type, or an error at `loc`.
fn element_of(p: &mut AsmParser<'_>, ty: Type, loc: visa_ir::Location) -> ParseResult<Type> {
    match p.ctx().shaped(ty) {
        Some(s) => Ok(s.element_type()),
        None => Err(p.emit_error_at(loc, "invalid kind of type specified")),
    }
}

/// `%t[%i, ...] attr-dict : T`, the result being `T`'s element type.
pub(crate) fn parse_extract(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let t = p.parse_operand()?;
    let indices = p.parse_delimited_list("[", "]", |p| p.parse_operand())?;
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    let elem = element_of(p, ty, loc)?;
    let v = p.resolve_operand(&t, ty)?;
    state.operands.push(v);
    resolve_index(p, state, &indices)?;
    state.result_types.push(elem);
    Ok(())
}

pub(crate) fn print_extract(p: &mut AsmPrinter<'_>, op: OpId) {
    let operands = p.ctx().operands(op);
    p.write_str(" ");
    if let Some((&t, indices)) = operands.split_first() {
        p.print_operand(t);
        p.write_str("[");
        print_operand_list(p, indices);
        p.write_str("]");
    }
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    print_type_of(p, operand_type(p, op, 0));
}

/// `%s into %t[%i, ...] attr-dict : T`, the result being `T`.
pub(crate) fn parse_insert(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let s = p.parse_operand()?;
    p.parse_keyword("into")?;
    let d = p.parse_operand()?;
    let indices = p.parse_delimited_list("[", "]", |p| p.parse_operand())?;
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    let elem = element_of(p, ty, loc)?;
    let sv = p.resolve_operand(&s, elem)?;
    let dv = p.resolve_operand(&d, ty)?;
    state.operands.extend([sv, dv]);
    resolve_index(p, state, &indices)?;
    state.result_types.push(ty);
    Ok(())
}

pub(crate) fn print_insert(p: &mut AsmPrinter<'_>, op: OpId) {
    let operands = p.ctx().operands(op);
    p.write_str(" ");
    if operands.len() >= 2 {
        p.print_operand(operands[0]);
        p.write_str(" into ");
        p.print_operand(operands[1]);
        p.write_str("[");
        print_operand_list(p, &operands[2..]);
        p.write_str("]");
    }
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    print_type_of(p, operand_type(p, op, 1));
}

/// The names of a slice op's properties, left out of its printed attribute dictionary.
const SLICE_ATTRS: &[&str] = &["static_offsets", "static_sizes", "static_strides", SEGMENTS];

/// Parses `[offsets] [sizes] [strides]`.
type SliceLists<'a> = ([Vec<i64>; 3], [Vec<UnresolvedOperand<'a>>; 3]);

fn parse_slice_lists<'a>(p: &mut AsmParser<'a>) -> ParseResult<SliceLists<'a>> {
    let (so, o) = parse_mixed_list(p)?;
    let (ss, s) = parse_mixed_list(p)?;
    let (st, t) = parse_mixed_list(p)?;
    Ok(([so, ss, st], [o, s, t]))
}

fn finish_slice<'a>(
    p: &mut AsmParser<'a>,
    state: &mut OperationState,
    statics: [Vec<i64>; 3],
    dynamics: [Vec<UnresolvedOperand<'a>>; 3],
    leading: usize,
) -> PResult {
    let mut sizes = vec![1; leading];
    for d in &dynamics {
        sizes.push(d.len());
        resolve_index(p, state, d)?;
    }
    let ctx = p.ctx();
    let [o, s, t] = statics;
    let names = ["static_offsets", "static_sizes", "static_strides"];
    for (name, v) in names.into_iter().zip([o, s, t]) {
        let a = i64_array(ctx, v);
        state.add_attr(ctx, name, a);
    }
    let seg = segment_sizes(ctx, &sizes);
    state.add_attr(ctx, SEGMENTS, seg);
    Ok(())
}

/// Prints `[offsets] [sizes] [strides]` from the op's static arrays and its dynamic
/// operands after the first `leading`.
fn print_slice_lists(p: &mut AsmPrinter<'_>, op: OpId, leading: usize) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    let dynamic = operands.get(leading..).unwrap_or(&[]);
    let mut rest = dynamic;
    for (i, name) in ["static_offsets", "static_sizes", "static_strides"]
        .iter()
        .enumerate()
    {
        if i > 0 {
            p.write_str(" ");
        }
        let statics = i64_array_of(ctx, op, name).unwrap_or(&[]);
        let n = statics
            .iter()
            .filter(|&&s| s == visa_ir::types::DYNAMIC)
            .count()
            .min(rest.len());
        print_mixed_list(p, statics, &rest[..n]);
        rest = &rest[n..];
    }
}

/// `%t[offsets] [sizes] [strides] attr-dict : T to U`.
pub(crate) fn parse_extract_slice(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let src = p.parse_operand()?;
    let (st, dy) = parse_slice_lists(p)?;
    p.parse_optional_attr_dict(state)?;
    let src_ty = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let res_ty = p.parse_type()?;
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    finish_slice(p, state, st, dy, 1)?;
    state.result_types.push(res_ty);
    Ok(())
}

pub(crate) fn print_extract_slice(p: &mut AsmPrinter<'_>, op: OpId) {
    p.write_str(" ");
    if let Some(&src) = p.ctx().operands(op).first() {
        p.print_operand(src);
    }
    print_slice_lists(p, op, 1);
    p.print_optional_attr_dict(op, SLICE_ATTRS);
    p.write_str(" : ");
    print_type_of(p, operand_type(p, op, 0));
    p.write_str(" to ");
    print_type_of(p, result_type(p, op));
}

/// `%s into %t[offsets] [sizes] [strides] attr-dict : T into U`; `with_result` gives the
/// op the result type `U` (`insert_slice`; `parallel_insert_slice` has none).
fn parse_insert_like(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    with_result: bool,
) -> PResult {
    let src = p.parse_operand()?;
    p.parse_keyword("into")?;
    let dest = p.parse_operand()?;
    let (st, dy) = parse_slice_lists(p)?;
    p.parse_optional_attr_dict(state)?;
    let src_ty = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let dest_ty = p.parse_type()?;
    let sv = p.resolve_operand(&src, src_ty)?;
    let dv = p.resolve_operand(&dest, dest_ty)?;
    state.operands.extend([sv, dv]);
    finish_slice(p, state, st, dy, 2)?;
    if with_result {
        state.result_types.push(dest_ty);
    }
    Ok(())
}

fn print_insert_like(p: &mut AsmPrinter<'_>, op: OpId) {
    let operands = p.ctx().operands(op);
    p.write_str(" ");
    if operands.len() >= 2 {
        p.print_operand(operands[0]);
        p.write_str(" into ");
        p.print_operand(operands[1]);
    }
    print_slice_lists(p, op, 2);
    p.print_optional_attr_dict(op, SLICE_ATTRS);
    p.write_str(" : ");
    print_type_of(p, operand_type(p, op, 0));
    p.write_str(" into ");
    print_type_of(p, operand_type(p, op, 1));
}

pub(crate) fn parse_insert_slice(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    parse_insert_like(p, state, true)
}

pub(crate) fn print_insert_slice(p: &mut AsmPrinter<'_>, op: OpId) {
    print_insert_like(p, op)
}

pub(crate) fn parse_parallel_insert_slice(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> PResult {
    parse_insert_like(p, state, false)
}

pub(crate) fn print_parallel_insert_slice(p: &mut AsmPrinter<'_>, op: OpId) {
    print_insert_like(p, op)
}

/// `%t [[0, 1], [2]] output_shape [2, %d, 16] attr-dict : T into U`.
pub(crate) fn parse_expand_shape(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let src = p.parse_operand()?;
    let groups = parse_reassociation(p)?;
    p.parse_keyword("output_shape")?;
    let (statics, dynamics) = parse_mixed_list(p)?;
    p.parse_optional_attr_dict(state)?;
    let src_ty = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let res_ty = p.parse_type()?;
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    resolve_index(p, state, &dynamics)?;
    let ctx = p.ctx();
    let r = reassociation_attr(ctx, &groups);
    state.add_attr(ctx, "reassociation", r);
    let s = i64_array(ctx, statics);
    state.add_attr(ctx, "static_output_shape", s);
    state.result_types.push(res_ty);
    Ok(())
}

fn print_groups(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    match ctx
        .attr(op, "reassociation")
        .and_then(|a| reassociation_of(ctx, a))
    {
        Some(g) => print_reassociation(p, &g),
        None => p.write_str("<<missing reassociation>>"),
    }
}

pub(crate) fn print_expand_shape(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    p.write_str(" ");
    if let Some(&src) = operands.first() {
        p.print_operand(src);
    }
    p.write_str(" ");
    print_groups(p, op);
    p.write_str(" output_shape ");
    let statics = i64_array_of(ctx, op, "static_output_shape").unwrap_or(&[]);
    print_mixed_list(p, statics, operands.get(1..).unwrap_or(&[]));
    p.print_optional_attr_dict(op, &["reassociation", "static_output_shape"]);
    p.write_str(" : ");
    print_type_of(p, operand_type(p, op, 0));
    p.write_str(" into ");
    print_type_of(p, result_type(p, op));
}

/// `%t [[0, 1], [2]] attr-dict : T into U`.
pub(crate) fn parse_collapse_shape(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let src = p.parse_operand()?;
    let groups = parse_reassociation(p)?;
    p.parse_optional_attr_dict(state)?;
    let src_ty = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let res_ty = p.parse_type()?;
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    let ctx = p.ctx();
    let r = reassociation_attr(ctx, &groups);
    state.add_attr(ctx, "reassociation", r);
    state.result_types.push(res_ty);
    Ok(())
}

pub(crate) fn print_collapse_shape(p: &mut AsmPrinter<'_>, op: OpId) {
    p.write_str(" ");
    if let Some(&src) = p.ctx().operands(op).first() {
        p.print_operand(src);
    }
    p.write_str(" ");
    print_groups(p, op);
    p.print_optional_attr_dict(op, &["reassociation"]);
    p.write_str(" : ");
    print_type_of(p, operand_type(p, op, 0));
    p.write_str(" into ");
    print_type_of(p, result_type(p, op));
}

/// `%t nofold? low[...] high[...] region attr-dict : T to U`.
pub(crate) fn parse_pad(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let src = p.parse_operand()?;
    let nofold = p.parse_optional_keyword("nofold");
    p.parse_keyword("low")?;
    let (low, low_dyn) = parse_mixed_list(p)?;
    p.parse_keyword("high")?;
    let (high, high_dyn) = parse_mixed_list(p)?;
    p.parse_region(state, &[])?;
    p.parse_optional_attr_dict(state)?;
    let src_ty = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let res_ty = p.parse_type()?;
    let v = p.resolve_operand(&src, src_ty)?;
    state.operands.push(v);
    resolve_index(p, state, &low_dyn)?;
    resolve_index(p, state, &high_dyn)?;
    let ctx = p.ctx();
    let a = i64_array(ctx, low);
    state.add_attr(ctx, "static_low", a);
    let a = i64_array(ctx, high);
    state.add_attr(ctx, "static_high", a);
    if nofold {
        let u = ctx.unit_attr();
        state.add_attr(ctx, "nofold", u);
    }
    let seg = segment_sizes(ctx, &[1, low_dyn.len(), high_dyn.len()]);
    state.add_attr(ctx, SEGMENTS, seg);
    state.result_types.push(res_ty);
    Ok(())
}

pub(crate) fn print_pad(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    p.write_str(" ");
    if let Some(&src) = operands.first() {
        p.print_operand(src);
    }
    if ctx.attr(op, "nofold").is_some() {
        p.write_str(" nofold");
    }
    let low = i64_array_of(ctx, op, "static_low").unwrap_or(&[]);
    let high = i64_array_of(ctx, op, "static_high").unwrap_or(&[]);
    let dynamic = operands.get(1..).unwrap_or(&[]);
    let n_low = low
        .iter()
        .filter(|&&s| s == visa_ir::types::DYNAMIC)
        .count()
        .min(dynamic.len());
    p.write_str(" low");
    print_mixed_list(p, low, &dynamic[..n_low]);
    p.write_str(" high");
    print_mixed_list(p, high, &dynamic[n_low..]);
    p.write_str(" ");
    if let Some(&r) = ctx.regions(op).first() {
        p.print_region(r, true, true);
    }
    p.print_optional_attr_dict(op, &["static_low", "static_high", "nofold", SEGMENTS]);
    p.write_str(" : ");
    print_type_of(p, operand_type(p, op, 0));
    p.write_str(" to ");
    print_type_of(p, result_type(p, op));
}

/// `dim(N) %a, %b attr-dict : (T, U) -> V`.
pub(crate) fn parse_concat(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    p.parse_keyword("dim")?;
    p.parse_lparen()?;
    let loc = p.current_loc();
    let dim = p.parse_integer()?;
    let dim = i64::try_from(dim).map_err(|_| p.emit_error_at(loc, "integer out of range"))?;
    p.parse_rparen()?;
    let inputs = p.parse_operand_list()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let loc = p.current_loc();
    let fty = p.parse_function_type()?;
    let (ins, outs) = match p.ctx().type_kind(fty) {
        visa_ir::TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => unreachable!("parse_function_type returns a function type"),
    };
    let vs = p.resolve_operands(&inputs, &ins, loc)?;
    state.operands.extend(vs);
    state.result_types.extend(outs);
    let ctx = p.ctx();
    let i64t = ctx.integer_type(64);
    let a = ctx.int_attr(dim as i128, i64t);
    state.add_attr(ctx, "dim", a);
    Ok(())
}

pub(crate) fn print_concat(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let dim = ctx
        .attr(op, "dim")
        .and_then(|a| ctx.attr_int(a))
        .unwrap_or(0);
    p.write_fmt(format_args!(" dim({dim})"));
    let operands = ctx.operands(op);
    if !operands.is_empty() {
        p.write_str(" ");
        print_operand_list(p, operands);
    }
    p.print_optional_attr_dict(op, &["dim"]);
    p.write_str(" : ");
    p.print_functional_type(op);
}

/// `%v ([%d, ...])? attr-dict : T`.
pub(crate) fn parse_splat(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let v = p.parse_operand()?;
    let sizes = if p.is_punct("[") {
        p.parse_delimited_list("[", "]", |p| p.parse_operand())?
    } else {
        Vec::new()
    };
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let loc = p.current_loc();
    let ty = p.parse_type()?;
    let elem = match p.ctx().type_kind(ty) {
        visa_ir::TypeKind::RankedTensor { element, .. } => *element,
        _ => return Err(p.emit_error_at(loc, "invalid kind of type specified")),
    };
    let sv = p.resolve_operand(&v, elem)?;
    state.operands.push(sv);
    resolve_index(p, state, &sizes)?;
    state.result_types.push(ty);
    Ok(())
}

pub(crate) fn print_splat(p: &mut AsmPrinter<'_>, op: OpId) {
    let operands = p.ctx().operands(op);
    p.write_str(" ");
    if let Some((&v, sizes)) = operands.split_first() {
        p.print_operand(v);
        if !sizes.is_empty() {
            p.write_str("[");
            print_operand_list(p, sizes);
            p.write_str("]");
        }
    }
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    print_type_of(p, result_type(p, op));
}

/// `%t, %i attr-dict : T`, the result an `index`.
pub(crate) fn parse_dim(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let t = p.parse_operand()?;
    p.parse_comma()?;
    let i = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    let tv = p.resolve_operand(&t, ty)?;
    state.operands.push(tv);
    resolve_index(p, state, &[i])?;
    let index = p.ctx().index_type();
    state.result_types.push(index);
    Ok(())
}

pub(crate) fn print_dim(p: &mut AsmPrinter<'_>, op: OpId) {
    let operands = p.ctx().operands(op);
    p.write_str(" ");
    print_operand_list(p, operands);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    print_type_of(p, operand_type(p, op, 0));
}

/// `%t attr-dict : T`, the result an `index`.
pub(crate) fn parse_rank(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let t = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    let tv = p.resolve_operand(&t, ty)?;
    state.operands.push(tv);
    let index = p.ctx().index_type();
    state.result_types.push(index);
    Ok(())
}

pub(crate) fn print_rank(p: &mut AsmPrinter<'_>, op: OpId) {
    let operands = p.ctx().operands(op);
    p.write_str(" ");
    print_operand_list(p, operands);
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    print_type_of(p, operand_type(p, op, 0));
}

/// `%a, %b attr-dict : T`, as many operands of `T`'s element type as it has elements.
pub(crate) fn parse_from_elements(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let first = p.current_loc();
    let elements = p.parse_operand_list()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let ty = p.parse_type()?;
    let (elem, count) = match p.ctx().type_kind(ty) {
        visa_ir::TypeKind::RankedTensor { element, shape, .. }
            if !shape.contains(&visa_ir::types::DYNAMIC) =>
        {
            (*element, shape.iter().product::<i64>())
        }
        _ => {
            return Err(Diagnostic::error(
                state.loc,
                format!(
                    "'{}' invalid kind of type specified",
                    super::FromElements::NAME
                ),
            ))
        }
    };
    if elements.len() as i64 != count {
        return Err(Diagnostic::error(
            first,
            format!(
                "custom op '{}' number of operands and types do not match: got {} operands and {count} types",
                super::FromElements::NAME,
                elements.len()
            ),
        ));
    }
    resolve_same(p, state, &elements, elem)?;
    state.result_types.push(ty);
    Ok(())
}

pub(crate) fn print_from_elements(p: &mut AsmPrinter<'_>, op: OpId) {
    let operands = p.ctx().operands(op);
    if !operands.is_empty() {
        p.write_str(" ");
        print_operand_list(p, operands);
    }
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    print_type_of(p, result_type(p, op));
}

/// `%d, ... region attr-dict : T`.
pub(crate) fn parse_generate(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let extents = p.parse_operand_list()?;
    let no_args: [Argument<'_>; 0] = [];
    p.parse_region(state, &no_args)?;
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    resolve_index(p, state, &extents)?;
    state.result_types.push(ty);
    Ok(())
}

pub(crate) fn print_generate(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    if !operands.is_empty() {
        p.write_str(" ");
        print_operand_list(p, operands);
    }
    p.write_str(" ");
    if let Some(&r) = ctx.regions(op).first() {
        p.print_region(r, true, true);
    }
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    print_type_of(p, result_type(p, op));
}

/// `%t(%shape) attr-dict : (T, S) -> U`.
pub(crate) fn parse_reshape(p: &mut AsmParser<'_>, state: &mut OperationState) -> PResult {
    let src = p.parse_operand()?;
    p.parse_lparen()?;
    let shape = p.parse_operand()?;
    p.parse_rparen()?;
    p.parse_optional_attr_dict(state)?;
    p.parse_colon()?;
    let loc = p.current_loc();
    let fty = p.parse_function_type()?;
    let (ins, outs) = match p.ctx().type_kind(fty) {
        visa_ir::TypeKind::Function { inputs, results } => (inputs.to_vec(), results.to_vec()),
        _ => unreachable!("parse_function_type returns a function type"),
    };
    let vs = p.resolve_operands(&[src, shape], &ins, loc)?;
    state.operands.extend(vs);
    state.result_types.extend(outs);
    Ok(())
}

pub(crate) fn print_reshape(p: &mut AsmPrinter<'_>, op: OpId) {
    let operands = p.ctx().operands(op);
    p.write_str(" ");
    if operands.len() == 2 {
        p.print_operand(operands[0]);
        p.write_str("(");
        p.print_operand(operands[1]);
        p.write_str(")");
    }
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_functional_type(op);
}

/// Whether `op` is a `tensor.yield` (for the region verifiers).
pub(crate) fn is_yield(ctx: &visa_ir::Context, op: OpId) -> bool {
    Yield::matches(ctx, op).is_some()
}
