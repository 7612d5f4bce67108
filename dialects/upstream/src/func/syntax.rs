//! Custom assembly of the `func` ops, as MLIR writes them:
//!
//! ```text
//! func.func @f(%arg0: i32 {arg.attr}, %arg1: i32) -> (i32 {res.attr}) attributes {a} { ... }
//! func.func private @decl(i32) -> i32
//! func.return %0 : i32
//! %r = func.call @f(%a, %b) : (i32, i32) -> i32
//! ```

use super::{function_type, is_declaration};
use visa_ir::parser::{Argument, AsmParser, ParseResult};
use visa_ir::{
    AsmPrinter, AttrKind, Attribute, Context, Diagnostic, OpId, OperationState, Type, TypeKind,
};

/// The attributes the custom form of `func.func` spells out itself.
const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
];

/// An optional `{...}` after an argument or result type, as a dictionary attribute.
fn parse_optional_dict(p: &mut AsmParser<'_>) -> ParseResult<Option<Attribute>> {
    if !p.is_punct("{") {
        return Ok(None);
    }
    let entries = p.parse_dictionary_entries()?;
    Ok(Some(p.ctx().intern_attr(AttrKind::Dictionary(entries))))
}

/// Adds `name = [dicts]` to `state` unless every dictionary is empty.
fn add_dict_array(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    name: &str,
    dicts: Vec<Option<Attribute>>,
) {
    if dicts.iter().all(|d| d.is_none()) {
        return;
    }
    let ctx = p.ctx();
    let empty = ctx.intern_attr(AttrKind::Dictionary(Vec::new()));
    let items = dicts.into_iter().map(|d| d.unwrap_or(empty)).collect();
    let array = ctx.array_attr(items);
    state.add_attr(ctx, name, array);
}

/// `private? @name(args) (-> results)? (attributes {...})? region?`.
pub(crate) fn parse_func(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let visibility = ["public", "private", "nested"]
        .into_iter()
        .find(|v| p.parse_optional_keyword(v));
    let name = p.parse_symbol_name()?;
    // Arguments: all named (`%a: T {attrs}? loc?`) or all bare types (`T {attrs}?`).
    let mut named: Vec<Argument<'_>> = Vec::new();
    let mut inputs: Vec<Type> = Vec::new();
    let mut arg_attrs: Vec<Option<Attribute>> = Vec::new();
    p.parse_lparen()?;
    if !p.parse_optional_rparen() {
        loop {
            let loc = p.current_loc();
            if let Some(operand) = p.parse_optional_operand()? {
                if !named.is_empty() || inputs.is_empty() {
                    p.parse_colon()?;
                    let ty = p.parse_type()?;
                    arg_attrs.push(parse_optional_dict(p)?);
                    let arg_loc = p.parse_optional_location()?;
                    named.push(Argument {
                        operand,
                        ty,
                        loc: arg_loc,
                    });
                    inputs.push(ty);
                } else {
                    return Err(Diagnostic::error(
                        loc,
                        "expected type instead of SSA identifier",
                    ));
                }
            } else if named.is_empty() {
                inputs.push(p.parse_type()?);
                arg_attrs.push(parse_optional_dict(p)?);
            } else {
                return Err(Diagnostic::error(loc, "expected SSA identifier"));
            }
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rparen()?;
    }
    // Results: `-> T` or `-> (T {attrs}?, ...)`.
    let mut results: Vec<Type> = Vec::new();
    let mut res_attrs: Vec<Option<Attribute>> = Vec::new();
    if p.parse_optional_arrow() {
        if p.parse_optional_lparen() {
            if !p.parse_optional_rparen() {
                loop {
                    results.push(p.parse_type()?);
                    res_attrs.push(parse_optional_dict(p)?);
                    if !p.parse_optional_comma() {
                        break;
                    }
                }
                p.parse_rparen()?;
            }
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(None);
        }
    }
    let dict_at = p.loc();
    let before = state.attrs.len();
    p.parse_optional_attr_dict_with_keyword(state)?;
    // As MLIR's `parseFunctionOp`: what the custom form spells itself may not be
    // written again in the dictionary.
    for disallowed in ["sym_visibility", "sym_name", "function_type"] {
        let written = state.attrs[before..]
            .iter()
            .any(|&(n, _)| p.ctx().str(n) == disallowed);
        if written {
            return Err(Diagnostic::error(
                dict_at,
                format!(
                    "custom op 'func.func' '{disallowed}' is an inferred attribute and should \
                     not be specified in the explicit attribute dictionary"
                ),
            ));
        }
    }
    let ctx = p.ctx();
    let sym = ctx.string_attr(&name);
    state.add_attr(ctx, "sym_name", sym);
    let fn_ty = ctx.function_type(inputs.clone(), results);
    let fn_ty = ctx.type_attr(fn_ty);
    state.add_attr(ctx, "function_type", fn_ty);
    if let Some(v) = visibility {
        let v = ctx.string_attr(v);
        state.add_attr(ctx, "sym_visibility", v);
    }
    add_dict_array(p, state, "arg_attrs", arg_attrs);
    add_dict_array(p, state, "res_attrs", res_attrs);
    if p.is_punct("{") {
        // Unnamed argument types (`func.func @f(i32) {`) leave the entry block to name
        // its arguments itself (`^bb0(%a: i32):`), as MLIR's parser does; the verifier
        // checks them against the signature.
        p.parse_region(state, &named)?;
    } else {
        state.add_region(p.ctx());
    }
    Ok(())
}

/// The dictionary at `index` of the array attribute `name` of `op`, if non-empty.
fn dict_at(p: &AsmPrinter<'_>, op: OpId, name: &str, index: usize) -> Option<Attribute> {
    let ctx = p.ctx();
    let array = ctx.attr(op, name)?;
    let AttrKind::Array(items) = ctx.attr_kind(array) else {
        return None;
    };
    let item = *items.get(index)?;
    match ctx.attr_kind(item) {
        AttrKind::Dictionary(entries) if entries.is_empty() => None,
        _ => Some(item),
    }
}

fn print_dict_suffix(p: &mut AsmPrinter<'_>, dict: Option<Attribute>) {
    if let Some(d) = dict {
        p.write_str(" ");
        p.print_attr(d);
    }
}

/// Prints ` private? @name(args) (-> results)? (attributes {...})? region?`.
pub(crate) fn print_func(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(v) = ctx.attr(op, "sym_visibility").and_then(|a| ctx.attr_str(a)) {
        p.write_str(" ");
        p.print_keyword_or_string(v);
    }
    p.write_str(" ");
    p.print_symbol_name(super::func_name(ctx, op).unwrap_or(""));
    let (inputs, results): (Vec<Type>, Vec<Type>) = match function_type(ctx, op) {
        Some((i, r)) => (i.to_vec(), r.to_vec()),
        None => (Vec::new(), Vec::new()),
    };
    let entry_args = ctx
        .regions(op)
        .first()
        .and_then(|&r| ctx.entry_block(r))
        .map(|b| ctx.block_args(b).to_vec());
    p.write_str("(");
    let named = !is_declaration(ctx, op);
    for (i, &ty) in inputs.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        let arg = entry_args.as_ref().and_then(|a| a.get(i).copied());
        match arg.filter(|_| named) {
            Some(v) => {
                p.print_value_name(v);
                p.write_str(": ");
                p.print_type(ctx.value_type(v));
                print_dict_suffix(p, dict_at(p, op, "arg_attrs", i));
                if p.options().debug_info {
                    p.write_str(" ");
                    p.print_location(ctx.value_loc(v));
                }
            }
            None => {
                p.print_type(ty);
                print_dict_suffix(p, dict_at(p, op, "arg_attrs", i));
            }
        }
    }
    p.write_str(")");
    if !results.is_empty() {
        p.write_str(" -> ");
        let any_attrs = (0..results.len()).any(|i| dict_at(p, op, "res_attrs", i).is_some());
        let plain = results.len() == 1
            && !any_attrs
            && !matches!(ctx.type_kind(results[0]), TypeKind::Function { .. });
        if plain {
            p.print_type(results[0]);
        } else {
            p.write_str("(");
            for (i, &ty) in results.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ");
                }
                p.print_type(ty);
                print_dict_suffix(p, dict_at(p, op, "res_attrs", i));
            }
            p.write_str(")");
        }
    }
    p.print_optional_attr_dict_with_keyword(op, FUNC_ELIDED);
    if let Some(&region) = ctx.regions(op).first() {
        if !ctx.region_is_empty(region) {
            p.write_str(" ");
            p.print_region(region, false, true);
        }
    }
}

/// `%f` for a `func.constant`, as MLIR names it.
pub(crate) fn constant_result_names(_: &Context, _: OpId) -> Vec<Option<String>> {
    vec![Some("f".to_string())]
}

/// `%f(%a, %b) {attrs}? : (T, U) -> V` of `func.call_indirect`: the type is the
/// callee's, which gives the arguments' and the results' types.
pub(crate) fn parse_call_indirect(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let callee = p.parse_operand()?;
    p.parse_lparen()?;
    let args = p.parse_operand_list()?;
    p.parse_rparen()?;
    p.parse_optional_attr_dict(state)?;
    let loc = p.current_loc();
    let ty = p.parse_colon_type()?;
    let visa_ir::TypeKind::Function { inputs, results } = p.ctx().type_kind(ty).clone() else {
        return Err(Diagnostic::error(loc, "expected a function type"));
    };
    let callee = p.resolve_operand(&callee, ty)?;
    let args = p.resolve_operands(&args, &inputs, loc)?;
    state.operands.push(callee);
    state.operands.extend(args);
    state.result_types.extend(results);
    Ok(())
}

/// Prints ` %f(%a, %b) {attrs}? : (T, U) -> V`.
pub(crate) fn print_call_indirect(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    let Some((&callee, args)) = operands.split_first() else {
        return;
    };
    p.write_str(" ");
    p.print_operands(&[callee]);
    p.write_str("(");
    p.print_operands(args);
    p.write_str(")");
    p.print_optional_attr_dict(op, &[]);
    p.write_str(" : ");
    p.print_type(ctx.value_type(callee));
}
