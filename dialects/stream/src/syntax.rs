//! Custom assembly of the stream dialect's types, and the parsers of the two ops whose
//! syntax an assembly format cannot say (`stream.host_func`, `stream.kernel`: a
//! signature binding the body's arguments). The other ops' syntax is their `format:`
//! in [`crate::ops`]:
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

use crate::types::parse_type_body_with_aliases;
use visa_ir::parser::AsmParser;
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
