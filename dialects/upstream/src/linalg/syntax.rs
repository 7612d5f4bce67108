//! Custom assembly of `linalg.generic`, as upstream's `GenericOp::parse`/`print`:
//!
//! ```text
//! linalg.generic {indexing_maps = [...], iterator_types = ["parallel", ...]}
//!     ins(%a, %b : T, U) outs(%c : V) attrs = {extra} { region } -> (results)
//! ```
//!
//! The leading dictionary holds the structural attributes (`indexing_maps`,
//! `iterator_types`, `doc`, `library_call`), any other attribute goes after `attrs =`;
//! the iterator types are written as strings and stored as `#linalg.iterator_type<...>`.

use super::IteratorType;
use crate::tensor::lists::{segment_sizes, SEGMENTS};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, AttrKind, Diagnostic, OpId, OperationState, Type};

/// The attributes of the leading dictionary (upstream's `linalgTraitAttrNames`).
const TRAIT_ATTRS: &[&str] = &["doc", "indexing_maps", "library_call", "iterator_types"];

/// Parses what follows `linalg.generic`.
pub(crate) fn parse_generic(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let dict_loc = p.current_loc();
    let entries = p.parse_dictionary_entries()?;
    let iter_sym = p.ctx().sym("iterator_types");
    let Some(&(_, iters)) = entries.iter().find(|(n, _)| *n == iter_sym) else {
        return Err(Diagnostic::error(
            dict_loc,
            "custom op 'linalg.generic' expected \"iterator_types\" array attribute",
        ));
    };
    let items = match p.ctx().attr_kind(iters) {
        AttrKind::Array(items) => items.clone(),
        _ => {
            return Err(Diagnostic::error(
                dict_loc,
                "custom op 'linalg.generic' expected \"iterator_types\" array attribute",
            ))
        }
    };
    let mut converted = Vec::with_capacity(items.len());
    for item in items {
        let ctx = p.ctx();
        let it = match ctx.attr_str(item) {
            Some(s) => IteratorType::from_keyword(s).ok_or_else(|| s.to_string()),
            None => IteratorType::of(ctx, item).ok_or_else(|| ctx.attr_to_string(item)),
        };
        match it {
            Ok(it) => converted.push(it.attr(p.ctx())),
            Err(text) => {
                return Err(p.emit_error(format!(
                    "custom op 'linalg.generic' unexpected iterator_type ({text})"
                )))
            }
        }
    }
    let ctx = p.ctx();
    let iters = ctx.array_attr(converted);
    for (name, value) in entries {
        let value = if name == iter_sym { iters } else { value };
        state.attrs.push((name, value));
    }
    let (inputs, outputs) = parse_ins_outs(p, state)?;
    let ctx = p.ctx();
    let seg = segment_sizes(ctx, &[inputs, outputs]);
    state.add_attr(ctx, SEGMENTS, seg);
    if p.parse_optional_keyword("attrs") {
        p.parse_equal()?;
        p.parse_optional_attr_dict(state)?;
    }
    p.parse_region(state, &[])?;
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    Ok(())
}

/// `(ins(%a : T))? (outs(%b : U))?` into `state`'s operands; the group sizes.
pub(super) fn parse_ins_outs(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<(usize, usize)> {
    let mut sizes = [0usize; 2];
    for (i, kw) in ["ins", "outs"].into_iter().enumerate() {
        if !p.parse_optional_keyword(kw) {
            continue;
        }
        p.parse_lparen()?;
        let loc = p.current_loc();
        let operands = p.parse_operand_list()?;
        let types: Vec<Type> = p.parse_colon_type_list()?;
        p.parse_rparen()?;
        let values = p.resolve_operands(&operands, &types, loc)?;
        sizes[i] = values.len();
        state.operands.extend(values);
    }
    Ok((sizes[0], sizes[1]))
}

/// Prints ` ins(%a : T) outs(%b : U)` (each only when not empty).
pub(super) fn print_ins_outs(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some((ins, outs)) = super::inputs_and_outputs(ctx, op) else {
        return;
    };
    for (kw, values) in [("ins", ins), ("outs", outs)] {
        if values.is_empty() {
            continue;
        }
        p.write_str(" ");
        p.write_str(kw);
        p.write_str("(");
        p.print_operands(values);
        p.write_str(" : ");
        let types: Vec<Type> = values.iter().map(|&v| ctx.value_type(v)).collect();
        p.print_type_list(&types);
        p.write_str(")");
    }
}

/// Prints what follows `linalg.generic`.
pub(crate) fn print_generic(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.write_str(" ");
    let structural: Vec<_> = ctx
        .attrs(op)
        .iter()
        .filter(|(n, _)| TRAIT_ATTRS.contains(&ctx.str(*n)))
        .copied()
        .collect();
    if !structural.is_empty() {
        p.write_str("{");
        for (i, &(name, value)) in structural.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            let n = ctx.str(name);
            p.print_keyword_or_string(n);
            p.write_str(" = ");
            match ctx.attr_kind(value) {
                // As strings, the form upstream prints (older tests use it).
                AttrKind::Array(items) if n == "iterator_types" => {
                    p.write_str("[");
                    for (k, &a) in items.iter().enumerate() {
                        if k > 0 {
                            p.write_str(", ");
                        }
                        match IteratorType::of(ctx, a) {
                            Some(t) => p.print_string_literal(t.keyword()),
                            None => p.print_attr(a),
                        }
                    }
                    p.write_str("]");
                }
                _ => p.print_attr(value),
            }
        }
        p.write_str("}");
    }
    print_ins_outs(p, op);
    let mut elided: Vec<&str> = TRAIT_ATTRS.to_vec();
    elided.push(SEGMENTS);
    let extra = ctx
        .attrs(op)
        .iter()
        .any(|(n, _)| !elided.contains(&ctx.str(*n)));
    if extra {
        p.write_str(" attrs = ");
        p.print_optional_attr_dict(op, &elided);
    }
    if let Some(&region) = ctx.regions(op).first() {
        if ctx.entry_block(region).is_some() {
            p.write_str(" ");
            p.print_region(region, true, true);
        }
    }
    let results: Vec<Type> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
    if !results.is_empty() {
        p.write_str(" -> ");
        p.print_result_types(&results);
    }
}
