//! The `engine` dialect's op interfaces.
//!
//! - [`PipelineStage`]: the Tensor-Unit stage ([`visa_tcp::Stage`]) an op configures,
//!   declared in its `op!` definition. The verifiers ask it which op a stream comes from
//!   ([`crate::config::stream_input`] takes the stages allowed before an op), so no rule
//!   compares op names (issue 20 item 5, decision TATTR-2).

use visa_ir::{Context, OpId};
use visa_tcp::Stage;

/// The stage of a Tensor-Unit pass an `engine` op configures.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PipelineStage(pub Stage);

/// The stage `op` configures, `None` for an op that is no stage of a pass (a program,
/// a DMA, a host binding, an unregistered op).
pub fn stage_of(ctx: &Context, op: OpId) -> Option<Stage> {
    ctx.interface::<PipelineStage>(op).map(|s| s.0)
}

/// The names of the ops of `op`'s dialect that declare `stage`, in registration order:
/// what a diagnostic lists as the ops allowed before `op`.
pub fn ops_declaring(ctx: &Context, op: OpId, stage: Stage) -> Vec<&'static str> {
    let Some(dialect) = ctx
        .op_def(op)
        .and_then(|d| ctx.registry().dialect(d.dialect()))
    else {
        return Vec::new();
    };
    dialect
        .ops
        .iter()
        .filter(|d| d.interfaces.get::<PipelineStage>() == Some(&PipelineStage(stage)))
        .map(|d| d.name)
        .collect()
}
