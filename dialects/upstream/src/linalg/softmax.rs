//! `linalg.softmax`: `exp(x - max(x)) / sum(exp(x - max(x)))` along one dimension,
//! with upstream's assembly format and verifier.
//!
//! ```text
//! %r = linalg.softmax dimension(2) ins(%a : tensor<2x16x32xf32>) outs(%b : tensor<2x16x32xf32>) -> tensor<2x16x32xf32>
//! ```

use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, Context, Diagnostic, OpId, OperationState};

/// Parses `attr-dict dimension(N) ins(%a : A) outs(%b : B) (-> R)?`.
pub(crate) fn parse_softmax(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    p.parse_optional_attr_dict(state)?;
    p.parse_keyword("dimension")?;
    p.parse_lparen()?;
    let loc = p.current_loc();
    let dim = p.parse_integer()?;
    let Ok(dim) = i64::try_from(dim) else {
        return Err(p.emit_error_at(loc, "integer value too large"));
    };
    p.parse_rparen()?;
    for kw in ["ins", "outs"] {
        p.parse_keyword(kw)?;
        p.parse_lparen()?;
        let v = p.parse_operand()?;
        let ty = p.parse_colon_type()?;
        p.parse_rparen()?;
        let v = p.resolve_operand(&v, ty)?;
        state.operands.push(v);
    }
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    let ctx = p.ctx();
    let i64 = ctx.integer_type(64);
    let a = ctx.int_attr(dim.into(), i64);
    state.add_attr(ctx, "dimension", a);
    Ok(())
}

/// Prints what [`parse_softmax`] reads.
pub(crate) fn print_softmax(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.print_optional_attr_dict(op, &["dimension"]);
    let dim = ctx
        .attr(op, "dimension")
        .and_then(|a| ctx.attr_int(a))
        .unwrap_or(0);
    p.write_str(&format!(" dimension({dim})"));
    for (kw, &v) in ["ins", "outs"].iter().zip(ctx.operands(op)) {
        p.write_str(&format!(" {kw}("));
        p.print_operand(v);
        p.write_str(" : ");
        p.print_type(ctx.value_type(v));
        p.write_str(")");
    }
    let results = ctx.results(op);
    if !results.is_empty() {
        p.write_str(" -> ");
        let types: Vec<_> = results.iter().map(|&r| ctx.value_type(r)).collect();
        p.print_result_types(&types);
    }
}

/// `linalg.softmax`: ranked shaped input and output of one element type and
/// compatible shapes, a dimension within the rank, a result per tensor output.
pub(crate) fn verify_softmax(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let [input, output] = ctx.operands(op)[..] else {
        return Ok(());
    };
    let err = |m: &str| Err(ctx.op_error(op, m));
    let (it, ot) = (ctx.value_type(input), ctx.value_type(output));
    for (i, ty) in [it, ot].into_iter().enumerate() {
        if !ctx.shaped(ty).is_some_and(|s| s.has_rank()) {
            return Err(ctx.op_error(
                op,
                format!(
                    "operand #{i} must be ranked tensor or memref of any type values, but got '{}'",
                    ctx.type_to_string(ty)
                ),
            ));
        }
    }
    let (Some(is), Some(os)) = (ctx.shaped(it), ctx.shaped(ot)) else {
        return Ok(());
    };
    if is.element_type() != os.element_type() {
        return err("failed to verify that input and output have same element type");
    }
    super::verify::verify_results(ctx, op, 1, &[output])?;
    let (ishape, oshape) = (is.shape().unwrap_or(&[]), os.shape().unwrap_or(&[]));
    let dynamic = visa_ir::types::DYNAMIC;
    if ishape.len() != oshape.len()
        || ishape
            .iter()
            .zip(oshape)
            .any(|(&a, &b)| a != dynamic && b != dynamic && a != b)
    {
        return err("incompatible output shape");
    }
    let dim = ctx
        .attr(op, "dimension")
        .and_then(|a| ctx.attr_int(a))
        .unwrap_or(0);
    if dim < 0 || dim >= ishape.len() as i128 {
        return err("incorrect dimension specified");
    }
    Ok(())
}
