//! The custom forms the format engine cannot read because a result type is not
//! written: the classification ops (an `i1` of the operand's shape), `math.fpowi` (the
//! base's type) and the result names of `math.sincos`:
//!
//! ```text
//! %b = math.isnan %x : vector<4xf32>
//! %p = math.fpowi %x, %n fastmath<fast> : f32, i32
//! %sin, %cos = math.sincos %x : f32
//! ```

use super::verify::Like;
use crate::arith::{FastMathAttr, FastMathFlags};
use crate::elementwise::i1_same_shape;
use visa_ir::ods::{AttrKind, AttrSyntax};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, Context, Diagnostic, OpId, OperationState};

/// `%operand attr-dict : T`; the result is `i1` of `T`'s shape. A `T` that is not
/// float-like is refused here, at the op name, as MLIR's generated parser does.
pub(crate) fn parse_classification(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let operand = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    let ctx = p.ctx();
    if !Like::Float.holds(ctx, ty) {
        let name = ctx.op_name_text(state.name).to_string();
        let why = Like::Float.refusal(ctx, "'operand'", ty);
        return Err(Diagnostic::error(
            state.loc,
            format!("custom op '{name}' {why}"),
        ));
    }
    let result = i1_same_shape(ctx, ty);
    let v = p.resolve_operand(&operand, ty)?;
    state.operands.push(v);
    state.result_types.push(result);
    Ok(())
}

/// The `fastmath` flags of `op` when they are not `none` (what the custom forms show).
fn shown_fastmath(ctx: &Context, op: OpId) -> Option<FastMathFlags> {
    let flags = ctx.attr(op, "fastmath")?;
    ctx.attr_as::<FastMathFlags>(flags)
        .copied()
        .filter(|f| !f.is_none())
}

/// Prints ` %operand attr-dict : T` (`fastmath` in the dictionary unless `none`).
pub(crate) fn print_classification(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_operands(ctx.operands(op));
    let elided: &[&str] = if shown_fastmath(ctx, op).is_some() {
        &[]
    } else {
        &["fastmath"]
    };
    p.print_optional_attr_dict(op, elided);
    p.write_str(" : ");
    if let Some(&v) = ctx.operands(op).first() {
        p.print_type(ctx.value_type(v));
    }
}

/// `%lhs, %rhs (fastmath<flags>)? attr-dict : T, I`; the result has type `T`.
pub(crate) fn parse_fpowi(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    if p.parse_optional_keyword("fastmath") {
        let AttrSyntax::Hooks { parse, .. } = <FastMathAttr as AttrKind>::SYNTAX else {
            unreachable!("the fastmath kind has parse hooks")
        };
        if let Some(flags) = parse(p, true)? {
            state.add_attr(p.ctx(), "fastmath", flags);
        }
    }
    p.parse_optional_attr_dict(state)?;
    let lhs_ty = p.parse_colon_type()?;
    p.parse_comma()?;
    let rhs_ty = p.parse_type()?;
    let a = p.resolve_operand(&lhs, lhs_ty)?;
    let b = p.resolve_operand(&rhs, rhs_ty)?;
    state.operands.extend([a, b]);
    state.result_types.push(lhs_ty);
    Ok(())
}

/// Prints ` %lhs, %rhs (fastmath<flags>)? attr-dict : T, I`.
pub(crate) fn print_fpowi(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_operands(ctx.operands(op));
    if let Some(f) = shown_fastmath(ctx, op) {
        p.write_str(" fastmath<");
        p.write_str(&f.body());
        p.write_str(">");
    }
    p.print_optional_attr_dict(op, &["fastmath"]);
    p.write_str(" : ");
    if let [lhs, rhs] = ctx.operands(op) {
        p.print_type(ctx.value_type(*lhs));
        p.write_str(", ");
        p.print_type(ctx.value_type(*rhs));
    }
}

/// `%sin, %cos` for `math.sincos`, as MLIR names them.
pub(crate) fn sincos_names(_: &Context, _: OpId) -> Vec<Option<String>> {
    vec![Some("sin".to_string()), Some("cos".to_string())]
}
