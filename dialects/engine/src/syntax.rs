//! Custom assembly of the `engine` dialect.
//!
//! ```text
//! engine.program @main {
//!   engine.dma {dst = "dm", ...}
//!   %0 = engine.fetch {base = 0 : i64, context = #engine.context<main>, ...}
//!   %1 = engine.collect %0
//!   %2 = engine.vector_init %1 {dtype = i32}
//!   engine.commit %2 {base = 4096 : i64, ...}
//! }
//! ```
//!
//! Stage operands and results are `!engine.stream` values and are not spelled out.

use visa_ir::parser::AsmParser;
use visa_ir::{AsmPrinter, Diagnostic, OpId, OperationState};

type PResult<T> = Result<T, Diagnostic>;

/// ` [%input] {attrs}`.
pub fn print_stage(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(&v) = ctx.operands(op).first() {
        p.write_str(" ");
        p.print_operand(v);
    }
    p.print_optional_attr_dict(op, &[]);
}

fn parse(p: &mut AsmParser<'_>, st: &mut OperationState, input: bool, output: bool) -> PResult<()> {
    let stream = crate::stream_type(p.ctx());
    if input {
        let loc = p.current_loc();
        let x = p.parse_operand()?;
        st.operands = p.resolve_operands(&[x], &[stream], loc)?;
    }
    p.parse_optional_attr_dict(st)?;
    if output {
        st.result_types.push(stream);
    }
    Ok(())
}

/// `%r = engine.fetch {attrs}`: no input, one stream.
pub fn parse_source(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse(p, st, false, true)
}

/// `%r = engine.collect %x {attrs}`: one stream in, one out.
pub fn parse_stage(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse(p, st, true, true)
}

/// `engine.commit %x {attrs}`: one stream in, nothing out.
pub fn parse_sink(p: &mut AsmParser<'_>, st: &mut OperationState) -> PResult<()> {
    parse(p, st, true, false)
}
