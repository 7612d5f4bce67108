//! The Transpose Engine in the `engine` dialect (L6820–7041):
//!
//! ```text
//! %t = engine.transpose %c {in_rows = 8 : i64, iterations = 8 : i64,
//!        packets_per_col = 1 : i64, valid_per_packet = 8 : i64}
//! ```
//!
//! The last stage before the sink, after collect, the contraction, the vector engine or
//! the cast engine (the sources of L6872–6875). Its attributes are those of `hw.transpose`
//! (read by [`visa_hw::transpose::config`]); the element width is the stream's. The
//! hardware's rules on the whole pass are checked when the pass becomes a `hw.tu`
//! ([`visa_tcp::check::tu`]).

use crate::config::stream_input;
use crate::interfaces::PipelineStage;
use crate::ops::check_result;
use crate::syntax as sx;
use visa_hw::kinds::Int;
use visa_tcp::Stage;

visa_ir::op! {
    /// `%t = engine.transpose %x {in_rows, packets_per_col, valid_per_packet, iterations}`:
    /// the Transpose Engine.
    pub struct Transpose = "engine.transpose" {
        summary: "the transpose engine: swaps Time and Packet within flits (manual: Computing Tensors › Transpose Engine)",
        parents: [crate::ops::Program::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [
            in_rows: custom(Int),
            packets_per_col: custom(Int),
            valid_per_packet: custom(Int),
            iterations: custom(Int),
        ],
        verify: |ctx, op| {
            check_result(ctx, op)?;
            stream_input(ctx, op, &[Stage::Collect, Stage::Contract, Stage::VectorFinal, Stage::Cast])?;
            visa_hw::transpose::config(ctx, op, 0).map(|_| ())
        },
        interfaces: [PipelineStage = PipelineStage(Stage::Transpose)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}
