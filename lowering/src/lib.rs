//! Conversions between visa's dialects, registered as passes:
//!
//! - `convert-stream-to-engine` ([`stream_to_engine`]): the Virtual ISA's stream ops to
//!   per-engine configurations (sequencers derived from the tensor mappings);
//! - `convert-engine-to-hw` ([`engine_to_hw`]): configurations to device command queues
//!   with byte addresses and token synchronization;
//! - `select-switch-topology` (`visa_stream::switch`): fills in the topology of every
//!   `stream.switch` that names none;
//! - `merge-sequencers` ([`merge_sequencers`]): on the engine level, merges adjacent
//!   loop entries of DMA, fetch and commit sequencers and fuses consecutive DMA commands;
//! - `allocate-memory` (`visa_stream::allocate`): addresses for the DM, VRF and HBM
//!   tensors written without `at`;
//! - `schedule-commands` ([`schedule`]): on the hw level, orders each program's commands
//!   so the main and sub contexts and the DMA queues overlap where the hazards allow, and
//!   diagnoses in-command hazards and bank starvation;
//! - the named pipeline `lower-to-hw`: allocate-memory, select-switch-topology,
//!   convert-stream-to-engine, merge-sequencers, convert-engine-to-hw,
//!   schedule-commands{bank-starvation=serialize} (the manual's compiler behaviour for
//!   starving commands), in order.
//!
//! Both run on the top-level module (`builtin.module`).
//!
//! # Example: `lower-to-hw` on the Constant Addition kernel, then simulate
//!
//! ```
//! use visa_sim::{SimConfig, Simulator, Space};
//! let mut reg = visa_ir::DialectRegistry::new();
//! reg.register(visa_ir::builtin::dialect());
//! visa_lowering::register_dialects(&mut reg);
//! let mut ctx = visa_ir::Context::new(reg);
//! let text = include_str!("../../examples/constant_add.mlir");
//! let module = visa_ir::parser::parse_source(&mut ctx, text, "constant_add.mlir").unwrap();
//!
//! let mut passes = visa_ir::pass::PassRegistry::new();
//! visa_lowering::register_passes(&mut passes);
//! let mut pm = passes.parse_pipeline("builtin.module(lower-to-hw)").unwrap();
//! pm.enable_verifier(true);
//! pm.run(&mut ctx, module).unwrap();
//!
//! // Only the hw.program is left; translate it and run it.
//! let ops: Vec<_> = ctx.block_ops(ctx.module_body(module)).collect();
//! assert_eq!(ops.len(), 1);
//! assert!(visa_hw::ops::Program::matches(&ctx, ops[0]).is_some());
//! let p = visa_hw::translate(&ctx, ops[0]).unwrap();
//! let (input, output) = (&p.inputs[0], &p.outputs[0]);
//! assert_eq!((input.shape.as_slice(), output.shape.as_slice()), (&[2048u64][..], &[2048u64][..]));
//!
//! let mut sim = Simulator::new(SimConfig::default());
//! let x: Vec<i32> = (0..2048).map(|i| 1000 - i).collect();
//! sim.memory_mut().write_i32s(Space::Host, input.addr, &x).unwrap();
//! sim.run(&p.program).unwrap();
//! let y = sim.memory().read_i32s(Space::Host, output.addr, 2048).unwrap();
//! assert!(y.iter().zip(&x).all(|(y, x)| *y == x + 1));
//! ```
#![deny(missing_docs)]
pub mod engine_to_hw;
pub mod merge_sequencers;
pub mod schedule;
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

/// Registers `allocate-memory`, `select-switch-topology`, `convert-stream-to-engine`, `merge-sequencers`,
/// `convert-engine-to-hw` and the `lower-to-hw` pipeline.
pub fn register_passes(registry: &mut PassRegistry) {
    registry.register_pass(|| Box::new(visa_stream::switch::SelectSwitchTopology));
    registry.register_pass(|| Box::new(visa_stream::allocate::AllocateMemory));
    registry.register_pass(|| Box::new(ConvertStreamToEngine::default()));
    registry.register_pass(|| Box::new(ConvertEngineToHw));
    registry.register_pass(|| Box::new(merge_sequencers::MergeSequencers));
    registry.register_pass(|| Box::new(schedule::ScheduleCommands::default()));
    registry
        .register_pipeline(
            LOWER_TO_HW,
            "lower a stream program to hw command queues (stream -> engine -> hw)",
            "allocate-memory,select-switch-topology,convert-stream-to-engine,merge-sequencers,convert-engine-to-hw,schedule-commands{bank-starvation=serialize}",
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
