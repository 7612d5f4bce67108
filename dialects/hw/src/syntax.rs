//! Custom assembly of the `hw` dialect (and the shared forms the `engine` dialect uses).
//!
//! ```text
//! hw.program @main attributes {chips = 2 : i64} {
//!   hw.host_input {addr = 0 : i64, arg = 0 : i64, ...}
//!   %0 = hw.dma attributes {queue = #hw.queue<pdma>} {
//!     hw.descriptor {dst = "hbm", ...}
//!   }
//!   %1 = hw.tu(%0) attributes {context = #hw.context<main>, ...} {
//!     hw.ve_fxp {imm = 1 : i64, op = #hw.fxp<add_fxp>}
//!   }
//! }
//! ```
//!
//! A command's parenthesized operands are the tokens it waits for; its result is a
//! `!hw.token`. A pass without vector ops prints no region. The generic form
//! (`"hw.tu"(%0) ({...}) {...} : (!hw.token) -> !hw.token`) is accepted as well.

use visa_ir::parser::AsmParser;
use visa_ir::symbol::symbol_name;
use visa_ir::{
    AsmPrinter, Attribute, BlockId, Context, Diagnostic, Location, OpId, OperationState, Type,
};

type PResult<T> = Result<T, Diagnostic>;

/// ` @name [attributes {...}] {body}`.
pub fn print_program(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let name = symbol_name(ctx, op).unwrap_or("").to_string();
    p.write_str(" ");
    p.print_symbol_name(&name);
    p.print_optional_attr_dict_with_keyword(op, &["sym_name"]);
    p.write_str(" ");
    let region = ctx.region(op, 0);
    p.print_region(region, false, false);
}

/// Parses [`print_program`]'s form.
pub fn parse_program(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let a = p.ctx().string_attr(&name);
    st.add_attr(p.ctx(), "sym_name", a);
    p.parse_optional_attr_dict_with_keyword(st)?;
    p.parse_region(st, &[])?;
    Ok(())
}

/// ` {attrs}` for an op with no operands, results or regions.
pub fn print_attrs_only(p: &mut AsmPrinter<'_>, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
}

/// Parses [`print_attrs_only`]'s form.
pub fn parse_attrs_only(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    p.parse_optional_attr_dict(st)
}

/// `[(%waits...)] attributes {...} [{region}]`.
pub fn print_command(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op).to_vec();
    if !operands.is_empty() {
        p.write_str("(");
        p.print_operands(&operands);
        p.write_str(")");
    }
    p.print_optional_attr_dict_with_keyword(op, &[]);
    let region = ctx.region(op, 0);
    let empty = ctx
        .region_blocks(region)
        .iter()
        .all(|&b| ctx.first_op(b).is_none());
    if !empty {
        p.write_str(" ");
        p.print_region(region, false, false);
    }
}

/// Parses [`print_command`]'s form; the result is a `!hw.token`.
pub fn parse_command(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    let token = crate::token_type(p.ctx());
    if p.parse_optional_lparen() {
        let loc = p.current_loc();
        let ops = p.parse_operand_list()?;
        p.parse_rparen()?;
        let types = vec![token; ops.len()];
        st.operands = p.resolve_operands(&ops, &types, loc)?;
    }
    p.parse_optional_attr_dict_with_keyword(st)?;
    if p.parse_optional_region(st, &[])?.is_none() {
        st.add_region(p.ctx());
    }
    st.result_types.push(token);
    Ok(())
}

/// Parses the type `!{dialect}.{mnemonic}` of a dialect whose only type is the unit type
/// `!{dialect}.{only}` built by `make` (`!hw.token`, `!engine.stream`).
pub fn parse_only_type(
    p: &mut AsmParser<'_>,
    mnemonic: &str,
    dialect: &str,
    only: &str,
    make: fn(&mut Context) -> Type,
) -> PResult<Type> {
    if mnemonic == only {
        Ok(make(p.ctx()))
    } else {
        Err(p.emit_error(format!(
            "unknown type '!{dialect}.{mnemonic}'; the {dialect} dialect has '!{dialect}.{only}'"
        )))
    }
}

/// Creates `op_name @name` with `attrs` and one region holding one empty block at the end
/// of `block`; returns it. The shape of `hw.program` and `engine.program`.
pub fn symbol_op(
    ctx: &mut Context,
    block: BlockId,
    op_name: &str,
    name: &str,
    attrs: &[(&str, Attribute)],
    loc: Location,
) -> OpId {
    let opn = ctx.intern_op_name(op_name);
    let mut st = OperationState::new(opn, loc);
    let region = st.add_region(ctx);
    let n = ctx.string_attr(name);
    st.add_attr(ctx, "sym_name", n);
    for &(key, a) in attrs {
        st.add_attr(ctx, key, a);
    }
    let op = ctx.create_op(st);
    ctx.push_block(region);
    ctx.append_op(block, op);
    op
}
