//! Custom assembly of the stream dialect's types and ops.
//!
//! ```text
//! stream.host_func @main(%x: !stream.host<i32, m[A]>) -> !stream.host<i32, m[A]> { ... }
//! stream.kernel @kernel(%in: !hbm) -> !hbm attributes {chips = 1 : i64} { ... }
//! %h = stream.to_hbm %x at 0 : !stream.host<i32, m[A]> -> !hbm
//! %r = stream.launch @kernel(%h) : (!hbm) -> !hbm
//! %f = stream.fetch %b : !begin -> !fetch
//! %y = stream.vector_intra_slice_branch %x unconditional : !init -> !branch
//! %z = stream.vector_fxp add_fxp %y, 1 : !branch -> !branch
//! %z = stream.vector_fxp mul_int %y, %vrf : !branch, !vrf -> !branch
//! stream.return %o : !hbm
//! ```

use crate::ops;
use crate::types::parse_type_body_with_aliases;
use visa_ir::parser::{AsmParser, UnresolvedOperand};
use visa_ir::{Attribute, Diagnostic, OperationState, Type};
use visa_mapping::dialect::syntax::alias_names;

type PResult<T> = Result<T, Diagnostic>;

/// The dialect's type hook: parses the `<...>` after `!stream.<mnemonic>`.
pub fn parse_type(p: &mut AsmParser<'_>, mnemonic: &str) -> PResult<Type> {
    let start = p.current_loc();
    let (body, offset) = p.parse_raw_body()?;
    // Mapping parameters may be attribute aliases (`#m`): resolve them first, as the
    // body is read with the context borrowed.
    let aliases: Vec<(&str, Attribute)> = alias_names(body)
        .into_iter()
        .filter_map(|n| p.lookup_attribute_alias(n).map(|a| (n, a)))
        .collect();
    let resolve = |name: &str| aliases.iter().find(|(n, _)| *n == name).map(|&(_, a)| a);
    parse_type_body_with_aliases(p.ctx(), mnemonic, body, &resolve).map_err(|e| {
        let loc = if e.offset == 0 && body.is_empty() {
            start
        } else {
            p.loc_of_offset(offset + e.offset)
        };
        Diagnostic::error(loc, e.message)
    })
}

fn parse_arrow_types(p: &mut AsmParser<'_>) -> PResult<(Vec<Type>, Type)> {
    p.parse_colon()?;
    let ins = p.parse_type_list()?;
    p.parse_arrow()?;
    let out = p.parse_type()?;
    Ok((ins, out))
}

/// The common tail `{attrs} : T, ... -> U` of the single-result ops: the optional
/// attribute dictionary, then the operand types (resolving `operands`) and result type.
fn finish_unary<'a>(
    p: &mut AsmParser<'a>,
    st: &mut OperationState,
    operands: &[UnresolvedOperand<'a>],
) -> PResult<()> {
    p.parse_optional_attr_dict(st)?;
    let loc = p.current_loc();
    let (ins, out) = parse_arrow_types(p)?;
    st.operands = p.resolve_operands(operands, &ins, loc)?;
    st.result_types.push(out);
    Ok(())
}

/// `%r = OP %x : T -> U`.
pub fn parse_plain(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    finish_unary(p, st, &[x])
}

/// `%r = OP %x at ADDR : T -> U`.
pub fn parse_addr_op(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    p.parse_keyword("at")?;
    let at = p.current_loc();
    let addr = p.parse_integer()?;
    if addr < 0 || addr > i128::from(i64::MAX) {
        return Err(Diagnostic::error(
            at,
            format!("address {addr} is out of range"),
        ));
    }
    let i64t = p.ctx().integer_type(64);
    let a = p.ctx().int_attr(addr, i64t);
    st.add_attr(p.ctx(), ops::ADDR, a);
    finish_unary(p, st, &[x])
}

/// `%r = stream.vector_intra_slice_branch %x MODE : T -> U`.
pub fn parse_branch(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    let x = p.parse_operand()?;
    let mode = p.parse_keyword_any()?.to_string();
    let a = p.ctx().string_attr(&mode);
    st.add_attr(p.ctx(), "mode", a);
    finish_unary(p, st, &[x])
}

/// `%r = stream.vector_fxp OP %x, IMM : T -> U` or `... OP %x, %vrf : T, V -> U`.
pub fn parse_fxp(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    let kw = p.parse_keyword_any()?.to_string();
    let a = p.ctx().string_attr(&kw);
    st.add_attr(p.ctx(), "op", a);
    let x = p.parse_operand()?;
    p.parse_comma()?;
    let mut operands = vec![x];
    if let Some(v) = p.parse_optional_operand()? {
        operands.push(v);
    } else {
        let at = p.current_loc();
        let imm = p.parse_integer()?;
        if imm < i128::from(i32::MIN) || imm > i128::from(u32::MAX) {
            return Err(Diagnostic::error(
                at,
                format!("immediate {imm} does not fit in 32 bits"),
            ));
        }
        let i32t = p.ctx().integer_type(32);
        let a = p.ctx().int_attr(imm, i32t);
        st.add_attr(p.ctx(), "imm", a);
    }
    finish_unary(p, st, &operands)
}

/// `%r = stream.launch @k(%a, %b) : (T, U) -> V`.
pub fn parse_launch(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let a = p.ctx().symbol_ref_attr(&name);
    st.add_attr(p.ctx(), "callee", a);
    let args = p.parse_delimited_list("(", ")", |p| p.parse_operand())?;
    p.parse_optional_attr_dict(st)?;
    p.parse_colon()?;
    let loc = p.current_loc();
    let fty = p.parse_function_type()?;
    let (ins, outs) = match p.ctx().type_kind(fty) {
        visa_ir::TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
        _ => unreachable!("parse_function_type returns a function type"),
    };
    st.operands = p.resolve_operands(&args, &ins, loc)?;
    st.result_types = outs;
    Ok(())
}

/// `stream.return` or `stream.return %a, %b : T, U`.
pub fn parse_return(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    let vals = p.parse_operand_list()?;
    p.parse_optional_attr_dict(st)?;
    if vals.is_empty() {
        return Ok(());
    }
    let loc = p.current_loc();
    let tys = p.parse_colon_type_list()?;
    st.operands = p.resolve_operands(&vals, &tys, loc)?;
    Ok(())
}

fn parse_func(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    let name = p.parse_symbol_name()?;
    let a = p.ctx().string_attr(&name);
    st.add_attr(p.ctx(), "sym_name", a);
    let args = p.parse_argument_list()?;
    let results = p.parse_optional_arrow_type_list()?;
    let inputs: Vec<Type> = args.iter().map(|a| a.ty).collect();
    let fty = p.ctx().function_type(inputs, results);
    let a = p.ctx().type_attr(fty);
    st.add_attr(p.ctx(), "function_type", a);
    p.parse_optional_attr_dict_with_keyword(st)?;
    p.parse_region(st, &args)?;
    Ok(())
}

/// `stream.host_func @name(%a: T) -> U { ... }`.
pub fn parse_host_func(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_func(p, st)
}

/// `stream.kernel @name(%a: T) -> U attributes {chips = N : i64} { ... }`.
pub fn parse_kernel(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_func(p, st)
}
