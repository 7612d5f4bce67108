//! Conversions between visa's dialects, registered as passes:
//!
//! - `convert-stream-to-engine` ([`stream_to_engine`]): the Virtual ISA's stream ops to
//!   per-engine configurations (sequencers derived from the tensor mappings);
//! - `convert-engine-to-hw` ([`engine_to_hw`]): configurations to device command queues
//!   with byte addresses and token synchronization;
//! - the named pipeline `lower-to-hw`: both, in order.
//!
//! Both run on the top-level module (`builtin.module`).

pub mod engine_to_hw;

use visa_ir::pass::{Pass, PassRegistry};
use visa_ir::{Context, Diagnostic, OpId};

/// The `convert-engine-to-hw` pass.
#[derive(Debug, Default)]
pub struct ConvertEngineToHw;

impl Pass for ConvertEngineToHw {
    fn name(&self) -> &'static str {
        "convert-engine-to-hw"
    }
    fn display_name(&self) -> &'static str {
        "ConvertEngineToHw"
    }
    fn description(&self) -> &'static str {
        "lower engine configurations to hw command queues with byte addresses and tokens"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some(visa_ir::builtin::MODULE)
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        engine_to_hw::run(ctx, op)
    }
}

/// Registers the lowering passes and the `lower-to-hw` pipeline.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::new(ConvertEngineToHw));
}
