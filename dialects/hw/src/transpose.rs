//! The Transpose Engine stage of a `hw.tu` pass (L6820–7041): the nested op
//! `hw.transpose`, last in pipeline order (after `hw.cast`).
//!
//! ```text
//! %t = hw.tu(%w) attributes {..., sink = "commit", ...} {
//!   hw.transpose {in_rows = 8 : i64, iterations = 8 : i64, packets_per_col = 1 : i64,
//!                 valid_per_packet = 8 : i64}
//! }
//! ```
//!
//! The attributes are the configuration of [`visa_tcp::transpose::Transpose`] but its
//! element width, which is the width of the stream the engine receives
//! ([`visa_tcp::transpose::stream_dtype`]). The reader here checks the attribute kinds and
//! ranges; the hardware's rules ([`visa_tcp::transpose::check_stage`], run by
//! [`visa_tcp::check::tu`]) are checked on the whole command by the program verifier.
//! `engine.transpose` carries the same attributes and uses the same reader and writer.

use crate::attrs;
use crate::kinds::Int;
use crate::ops::Tu;
use crate::syntax;
use visa_ir::{Context, Diagnostic, OpId, OperationState};
use visa_tcp::transpose::Transpose;

visa_ir::op! {
    /// `hw.transpose {in_rows, packets_per_col, valid_per_packet, iterations}`: the
    /// Transpose Engine of a pass.
    pub struct HwTranspose = "hw.transpose" {
        summary: "the transpose engine of a pass (manual: Computing Tensors › Transpose Engine)",
        parents: [Tu::NAME],
        attrs: [
            in_rows: custom(Int),
            packets_per_col: custom(Int),
            valid_per_packet: custom(Int),
            iterations: custom(Int),
        ],
        verify: |ctx, op| config(ctx, op, 0).map(|_| ()),
        parse: syntax::parse_attrs_only,
        print: syntax::print_attrs_only,
    }
}

/// Reads the configuration of a `hw.transpose` (or `engine.transpose`) for elements of
/// `bits` bits.
pub fn config(ctx: &Context, op: OpId, bits: u32) -> Result<Transpose, Diagnostic> {
    let iterations = attrs::uint(ctx, op, "iterations")?;
    if iterations == 0 {
        return Err(ctx.op_error(op, "'iterations' must be at least 1"));
    }
    Ok(Transpose {
        bits,
        in_rows: crate::contraction::u32_attr(ctx, op, "in_rows")?,
        packets_per_col: crate::contraction::u32_attr(ctx, op, "packets_per_col")?,
        valid_per_packet: crate::contraction::u32_attr(ctx, op, "valid_per_packet")?,
        iterations,
    })
}

/// Adds the attributes of `t` (all but its element width) to `st`.
pub fn config_attrs(ctx: &mut Context, st: &mut OperationState, t: &Transpose) {
    for (name, v) in [
        ("in_rows", i64::from(t.in_rows)),
        ("packets_per_col", i64::from(t.packets_per_col)),
        ("valid_per_packet", i64::from(t.valid_per_packet)),
        ("iterations", t.iterations as i64),
    ] {
        let a = attrs::i64_attr(ctx, v);
        st.add_attr(ctx, name, a);
    }
}
