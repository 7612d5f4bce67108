//! Custom-assembly pieces shared by several ops: the `attr-dict ($operands^ `:`
//! type($operands))?` form of terminators such as `func.return` and `scf.yield`.

use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, OpId, OperationState};

/// Parses `{attrs}? (%a, %b : T, U)?` into `state`'s attributes and operands.
pub(crate) fn parse_operands_with_types(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    p.parse_optional_attr_dict(state)?;
    let operands = p.parse_operand_list()?;
    if let Some(first) = operands.first() {
        let loc = first.loc;
        let types = p.parse_colon_type_list()?;
        let values = p.resolve_operands(&operands, &types, loc)?;
        state.operands.extend(values);
    }
    Ok(())
}

/// Prints ` {attrs}` and ` %a, %b : T, U` (each part only when non-empty).
pub(crate) fn print_operands_with_types(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    p.print_optional_attr_dict(op, &[]);
    let operands = ctx.operands(op);
    if operands.is_empty() {
        return;
    }
    p.write_str(" ");
    p.print_operands(operands);
    p.write_str(" : ");
    let types: Vec<_> = operands.iter().map(|&v| ctx.value_type(v)).collect();
    p.print_type_list(&types);
}
