//! Custom assembly of the `arith` ops, as MLIR writes them:
//!
//! ```text
//! %c = arith.constant 42 : i32
//! %t = arith.constant true
//! %s = arith.addi %a, %b : i32
//! %p = arith.cmpi slt, %a, %b : i32
//! %m = arith.select %p, %a, %b : i32
//! %n = arith.select %mask, %u, %v : vector<4xi1>, vector<4xf32>
//! %i = arith.index_cast %a : i32 to index
//! ```

use super::CmpIPredicate;
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, AttrKind, Context, Diagnostic, OpId, OperationState, TypeKind};

/// `{attrs}? value` where `value` is a typed attribute giving the result type.
pub(crate) fn parse_constant(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_optional_attr_dict(state)?;
    let loc = p.current_loc();
    let value = p.parse_attribute()?;
    let Some(ty) = p.ctx().attr_value_type(value) else {
        return Err(Diagnostic::error(
            loc,
            "expected an integer or float attribute with a type",
        ));
    };
    state.add_attr(p.ctx(), "value", value);
    state.result_types.push(ty);
    Ok(())
}

/// The name of an `arith.constant`'s result, as MLIR's `ConstantOp::getAsmResultNames`:
/// `%true` / `%false` for `i1`, `%c<value>_<type>` for other integer types (`%c-1_i32`),
/// `%c<value>` for `index`, `%cst` for anything else (floats).
pub(crate) fn constant_result_names(ctx: &Context, op: OpId) -> Vec<Option<String>> {
    let Some(&result) = ctx.results(op).first() else {
        return Vec::new();
    };
    let ty = ctx.value_type(result);
    let value = ctx.attr(op, "value").map(|a| ctx.attr_kind(a));
    let name = match (value, ctx.type_kind(ty)) {
        (Some(AttrKind::Integer { value, .. }), TypeKind::Integer { width: 1, .. }) => {
            if *value != 0 { "true" } else { "false" }.to_string()
        }
        (Some(AttrKind::Integer { value, .. }), TypeKind::Integer { .. }) => {
            format!("c{value}_{}", ctx.type_to_string(ty))
        }
        (Some(AttrKind::Integer { value, .. }), _) => format!("c{value}"),
        _ => "cst".to_string(),
    };
    vec![Some(name)]
}

/// Prints ` {attrs}? value`.
pub(crate) fn print_constant(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.print_optional_attr_dict(op, &["value"]);
    if let Some(value) = ctx.attr(op, "value") {
        p.write_str(" ");
        p.print_attr(value);
    }
}

/// `pred, %a, %b {attrs}? : T` with `pred` a keyword or string.
pub(crate) fn parse_cmpi(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let loc = p.current_loc();
    let word = match p.parse_optional_string()? {
        Some(s) => Some(s),
        None => p.parse_optional_keyword_any().map(str::to_string),
    };
    let Some(pred) = word.as_deref().and_then(CmpIPredicate::from_name) else {
        return Err(Diagnostic::error(
            loc,
            "expected string or keyword containing one of the following enum values for \
             attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]",
        ));
    };
    p.parse_comma()?;
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    check_lhs_type(p, state, ty, super::verify::Class::SignlessIntLike)?;
    let values = p.resolve_operands_same(&[lhs, rhs], ty)?;
    state.operands.extend(values);
    let ctx = p.ctx();
    let i64 = ctx.integer_type(64);
    let attr = ctx.int_attr(pred.to_i64() as i128, i64);
    state.add_attr(ctx, "predicate", attr);
    let result = crate::elementwise::i1_same_shape(ctx, ty);
    state.result_types.push(result);
    Ok(())
}

/// The comparisons' result type is built from the operands' (`i1` of their shape), so
/// MLIR's generated parser checks the operand constraint first, at the op:
/// `custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'`.
fn check_lhs_type(
    p: &mut AsmParser<'_>,
    state: &OperationState,
    ty: visa_ir::Type,
    class: super::verify::Class,
) -> ParseResult<()> {
    let ctx = p.ctx();
    if class.holds(ctx, ty) {
        return Ok(());
    }
    Err(Diagnostic::error(
        state.loc,
        format!(
            "custom op '{}' 'lhs' must be {}, but got '{}'",
            ctx.op_name_text(state.name),
            class.description(),
            ctx.type_to_string(ty)
        ),
    ))
}

/// Prints ` pred, %a, %b {attrs}? : T` (the operands' type).
pub(crate) fn print_cmpi(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    match super::cmpi_predicate(ctx, op) {
        Some(pred) => p.write_str(&format!(" {},", pred.name())),
        // Only an unverified op gets here; keep the text unparseable rather than wrong.
        None => p.write_str(" <<invalid predicate>>,"),
    }
    p.write_str(" ");
    p.print_operands(ctx.operands(op));
    p.print_optional_attr_dict(op, &["predicate"]);
    p.write_str(" : ");
    if let Some(&lhs) = ctx.operands(op).first() {
        p.print_type(ctx.value_type(lhs));
    }
}

/// `%c, %a, %b {attrs}? : T` with an `i1` condition.
pub(crate) fn parse_select(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let cond = p.parse_operand()?;
    p.parse_comma()?;
    let t = p.parse_operand()?;
    p.parse_comma()?;
    let f = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    let first = p.parse_colon_type()?;
    // `: T` with an `i1` condition, or `: C, T` with a shaped one.
    let (cond_ty, ty) = if p.parse_optional_comma() {
        (first, p.parse_type()?)
    } else {
        (p.ctx().integer_type(1), first)
    };
    let c = p.resolve_operand(&cond, cond_ty)?;
    let arms = p.resolve_operands_same(&[t, f], ty)?;
    state.operands.push(c);
    state.operands.extend(arms);
    state.result_types.push(ty);
    Ok(())
}

/// Prints ` %c, %a, %b {attrs}? : T`, or `: C, T` when the condition `C` is shaped.
pub(crate) fn print_select(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_operands(ctx.operands(op));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    if let Some(&c) = ctx.operands(op).first() {
        let cond = ctx.value_type(c);
        if ctx.is_shaped(cond) {
            p.print_type(cond);
            p.write_str(", ");
        }
    }
    if let Some(&r) = ctx.results(op).first() {
        p.print_type(ctx.value_type(r));
    }
}

/// `pred, %a, %b (fastmath<flags>)? {attrs}? : T` of `arith.cmpf`, with `pred` a
/// keyword or string.
pub(crate) fn parse_cmpf(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    use super::CmpFPredicate;
    let loc = p.current_loc();
    let word = match p.parse_optional_string()? {
        Some(s) => Some(s),
        None => p.parse_optional_keyword_any().map(str::to_string),
    };
    let Some(pred) = word.as_deref().and_then(CmpFPredicate::from_name) else {
        return Err(Diagnostic::error(
            loc,
            format!(
                "expected string or keyword containing one of the following enum values for \
                 attribute 'predicate' [{}]",
                CmpFPredicate::NAMES.join(", ")
            ),
        ));
    };
    p.parse_comma()?;
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    if p.parse_optional_keyword("fastmath") {
        let flags = super::flags::parse_fastmath_body(p)?;
        if !flags.is_none() {
            let a = p.ctx().dialect_attr(flags);
            state.add_attr(p.ctx(), "fastmath", a);
        }
    }
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    check_lhs_type(p, state, ty, super::verify::Class::FloatLike)?;
    let values = p.resolve_operands_same(&[lhs, rhs], ty)?;
    state.operands.extend(values);
    let ctx = p.ctx();
    let i64 = ctx.integer_type(64);
    let attr = ctx.int_attr(pred.to_i64() as i128, i64);
    state.add_attr(ctx, "predicate", attr);
    let result = crate::elementwise::i1_same_shape(ctx, ty);
    state.result_types.push(result);
    Ok(())
}

/// Prints ` pred, %a, %b (fastmath<flags>)? {attrs}? : T` (the operands' type).
pub(crate) fn print_cmpf(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    match super::cmpf_predicate(ctx, op) {
        Some(pred) => p.write_str(&format!(" {},", pred.name())),
        None => p.write_str(" <<invalid predicate>>,"),
    }
    p.write_str(" ");
    p.print_operands(ctx.operands(op));
    let flags = ctx
        .attr(op, "fastmath")
        .and_then(|a| ctx.attr_as::<super::FastMathFlags>(a).copied());
    let mut elided = vec!["predicate"];
    match flags {
        Some(f) if !f.is_none() => {
            p.write_str(" fastmath<");
            p.write_str(&f.body());
            p.write_str(">");
            elided.push("fastmath");
        }
        Some(_) => elided.push("fastmath"),
        None => {}
    }
    p.print_optional_attr_dict(op, &elided);
    p.write_str(" : ");
    if let Some(&lhs) = ctx.operands(op).first() {
        p.print_type(ctx.value_type(lhs));
    }
}

/// `%sum, %overflow` for `arith.addui_extended`, as MLIR names them.
pub(crate) fn add_extended_names(_: &Context, _: OpId) -> Vec<Option<String>> {
    vec![Some("sum".to_string()), Some("overflow".to_string())]
}

/// `%low, %high` for the extended multiplications, as MLIR names them.
pub(crate) fn mul_extended_names(_: &Context, _: OpId) -> Vec<Option<String>> {
    vec![Some("low".to_string()), Some("high".to_string())]
}

/// `%a, %b {attrs}? : T, B` of `arith.addui_extended`: the operands and sum have type
/// `T`, the overflow flag `B` (MLIR's `AllTypesMatch<["lhs", "rhs", "sum"]>`).
pub(crate) fn parse_add_extended(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let lhs = p.parse_operand()?;
    p.parse_comma()?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(state)?;
    let ty = p.parse_colon_type()?;
    p.parse_comma()?;
    let flag = p.parse_type()?;
    let values = p.resolve_operands_same(&[lhs, rhs], ty)?;
    state.operands.extend(values);
    state.result_types.extend([ty, flag]);
    Ok(())
}

/// Prints ` %a, %b {attrs}? : T, B`.
pub(crate) fn print_add_extended(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    p.print_operands(ctx.operands(op));
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    let results = ctx.results(op);
    if let [sum, flag] = results {
        p.print_type(ctx.value_type(*sum));
        p.write_str(", ");
        p.print_type(ctx.value_type(*flag));
    }
}
