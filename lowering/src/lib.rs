//! Conversions between visa's dialects, registered as passes:
//!
//! - `convert-stream-to-engine` ([`stream_to_engine`]): the Virtual ISA's stream ops to
//!   per-engine configurations (sequencers derived from the tensor mappings);
//! - `convert-engine-to-hw` ([`engine_to_hw`]): configurations to device command queues
//!   with byte addresses and token synchronization;
//! - `select-switch-topology` (`visa_stream::switch`): fills in the topology of every
//!   `stream.switch` that names none;
//! - the named pipeline `lower-to-hw`: the three, in order.
//!
//! Both run on the top-level module (`builtin.module`).

pub mod engine_to_hw;
pub mod stream_to_engine;

use visa_ir::pass::{Pass, PassOption, PassRegistry};
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

/// The `convert-stream-to-engine` pass; option `entry` names the host function
/// (default: the only one).
#[derive(Debug, Default)]
pub struct ConvertStreamToEngine {
    /// The host function to lower; empty for the only one.
    pub entry: String,
}

impl Pass for ConvertStreamToEngine {
    fn name(&self) -> &'static str {
        "convert-stream-to-engine"
    }
    fn display_name(&self) -> &'static str {
        "ConvertStreamToEngine"
    }
    fn description(&self) -> &'static str {
        "lower the stream program (host function and kernels) to per-engine configurations"
    }
    fn op_name(&self) -> Option<&'static str> {
        Some(visa_ir::builtin::MODULE)
    }
    fn options(&self) -> Vec<PassOption> {
        vec![PassOption::new(
            "entry",
            "the host function to lower (default: the only one)",
            &self.entry,
        )]
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "entry" => {
                self.entry = value.to_string();
                Ok(())
            }
            _ => Err(format!("no such option '{key}'")),
        }
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let entry = (!self.entry.is_empty()).then_some(self.entry.as_str());
        stream_to_engine::run(ctx, op, entry).map(|_| ())
    }
}

/// The name of the pipeline running both conversions.
pub const LOWER_TO_HW: &str = "lower-to-hw";

/// Registers `select-switch-topology`, `convert-stream-to-engine`, `convert-engine-to-hw`
/// and the `lower-to-hw` pipeline.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::new(visa_stream::switch::SelectSwitchTopology));
    registry.register_pass(|| Box::new(ConvertStreamToEngine::default()));
    registry.register_pass(|| Box::new(ConvertEngineToHw));
    registry
        .register_pipeline(
            LOWER_TO_HW,
            "lower a stream program to hw command queues (stream -> engine -> hw)",
            "select-switch-topology,convert-stream-to-engine,convert-engine-to-hw",
        )
        .expect("the pipeline text is well formed");
}

/// Registers the dialects the lowering produces and consumes: stream (with mapping),
/// engine and hw.
pub fn register_dialects(registry: &mut visa_ir::DialectRegistry) {
    visa_stream::register(registry);
    visa_engine::register(registry);
    visa_hw::register(registry);
}
