//! The Inter-Slice Block in the `engine` dialect (L6583–6755):
//!
//! ```text
//! %r = engine.vector_inter_slice %v {config = "add_sat first; flits 1 1; k 64 4 0 4 0; r 4 1 0 0 0"}
//! ```
//!
//! `config` is the text form of [`visa_tcp::inter_slice::InterSlice`] (docs/decisions.md
//! C9G-1): the reduction, whether it runs first (InterFirst: right after
//! `engine.vector_init`, before the branch) or after the intra-slice ops (IntraFirst),
//! the flits per slice in and out, and its digits. The pass becomes `hw.tu`'s
//! `ve_inter`.

use crate::config::stream_input;
use crate::interfaces::PipelineStage;
use crate::ops::check_result;
use crate::syntax as sx;
use visa_hw::attrs;
use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::inter_slice::InterSlice;
use visa_tcp::Stage;

visa_ir::op! {
    /// `%r = engine.vector_inter_slice %x {config = "..."}`: the Inter-Slice Block.
    pub struct VectorInterSlice = "engine.vector_inter_slice" {
        summary: "the Inter-Slice Block: reduces slice factors across a cluster (manual: Computing Tensors › Vector Engine › Inter-Slice Block)",
        parents: [crate::ops::Program::NAME],
        operands: [input: single],
        results: [output: single],
        verify: verify,
        interfaces: [PipelineStage = PipelineStage(Stage::VectorInterSlice)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

/// The configuration of an `engine.vector_inter_slice`.
pub fn config(ctx: &Context, op: OpId) -> Result<InterSlice, Diagnostic> {
    let text = attrs::string(ctx, op, "config")?;
    let x =
        InterSlice::parse_config(text).map_err(|e| ctx.op_error(op, format!("'config': {e}")))?;
    x.check().map_err(|e| ctx.op_error(op, e))?;
    Ok(x)
}

fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    let x = config(ctx, op)?;
    let from: &[Stage] = if x.first {
        &[Stage::VectorInit]
    } else {
        &[Stage::VectorBranch, Stage::VectorFxp, Stage::VectorOp]
    };
    stream_input(ctx, op, from).map(|_| ())
}
