//! `convert-engine-to-hw`: per-engine configurations to device command queues, written
//! as a dialect conversion ([`visa_ir::conversion`]) with one pattern module per engine
//! family.
//!
//! The conversion target makes the `hw` dialect legal and the `engine` dialect
//! illegal; every other op is left alone (a partial conversion of the module).
//! The patterns:
//! - [`program`]: each `engine.program` becomes a `hw.program` of the same name that
//!   takes over its body; the host bindings (`engine.host_input` /
//!   `engine.host_output`) become the `hw` ones at the head of that body;
//! - [`dma`]: each `engine.dma` becomes one `hw.dma` whose strides and packet are in
//!   bytes; a tensor DMA whose DM side steps over more than 64 slices is split into one
//!   descriptor per 64-slice group, one group per tensor-DMA engine (`DMN` pairs, L2404);
//! - [`tensor_unit`]: each Tensor-Unit pass (the chain from `engine.fetch` to
//!   `engine.commit` / `engine.to_vrf`) becomes one `hw.tu` where its sink was.
//!
//! An engine op no pattern converts fails the conversion with the framework's located
//! `failed to legalize operation '...'` and the IR is rolled back. A pattern that finds
//! its input malformed (a byte offset that overflows, a pass the vector engine cannot
//! run) reports that error, located at the op, instead of the framework's summary.
//!
//! After the conversion, the token operands of each new `hw.program` are set to the
//! minimal waits that order every RAW/WAR/WAW hazard on the commands' byte footprints
//! ([`visa_hw::sync`]); the written order is kept. This is a whole-program analysis,
//! not a local rewrite, so it runs once per program after the patterns.

pub mod dma;
pub mod dma_spread;
pub mod program;
pub mod tensor_unit;

pub use dma::dma_command;
pub use tensor_unit::tu_command;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex};
use visa_hw::ops as ho;
use visa_hw::{read, sync, to_sim};
use visa_ir::conversion::{
    apply_partial_conversion, ConversionPattern, ConversionPatternSet, ConversionTarget,
};
use visa_ir::{Context, Diagnostic, OpId, Value};
use visa_tcp::{Command, Program};

/// What the patterns of one run share: the first malformed-input error a pattern met,
/// and the hardware-model command of each `hw.dma` / `hw.tu` they created.
///
/// A conversion pattern answers `Err(reason)` and the framework turns the reasons into
/// notes of `failed to legalize operation`; an error in the input itself (not "this
/// pattern does not apply") keeps its own message and location through this channel,
/// as MLIR patterns emit errors before returning failure. The commands feed the
/// synchronization after the conversion exactly as the patterns computed them (the
/// `hw` attributes are `i64`, so an address past `i64::MAX` would not read back).
#[derive(Clone, Default)]
pub struct Shared(Arc<SharedState>);

#[derive(Default)]
struct SharedState {
    error: Mutex<Option<Diagnostic>>,
    commands: Mutex<HashMap<OpId, Command>>,
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

impl Shared {
    /// Records `diag` (unless an earlier error is recorded) and returns its message as
    /// the pattern's failure reason.
    pub fn report(&self, diag: Diagnostic) -> String {
        let message = diag.message.clone();
        let mut slot = lock(&self.0.error);
        if slot.is_none() {
            *slot = Some(diag);
        }
        message
    }

    /// The recorded error, if any, leaving none.
    pub fn take_error(&self) -> Option<Diagnostic> {
        lock(&self.0.error).take()
    }

    /// Records that the command op `op` describes `command`.
    pub fn record(&self, op: OpId, command: Command) {
        lock(&self.0.commands).insert(op, command);
    }

    /// The command recorded for `op`, if a pattern created it, leaving none.
    pub fn take_command(&self, op: OpId) -> Option<Command> {
        lock(&self.0.commands).remove(&op)
    }
}

/// The conversion target: `hw` legal, `engine` illegal, anything else unknown.
pub fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("hw").add_illegal_dialect("engine");
    target
}

/// The patterns of `convert-engine-to-hw`, sharing `shared`.
pub fn patterns(shared: &Shared) -> ConversionPatternSet {
    let mut list: Vec<Box<dyn ConversionPattern>> = Vec::new();
    list.extend(program::patterns(shared));
    list.extend(dma::patterns(shared));
    list.extend(tensor_unit::patterns(shared));
    ConversionPatternSet::new(list)
}

/// Converts every engine op nested in `root`'s regions, then synchronizes each
/// `hw.program` the conversion created. On failure `root` is left as it was (unless
/// only the synchronization failed: the hardware model rejecting a command).
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let before: HashSet<OpId> = programs(ctx, root).into_iter().collect();
    let shared = Shared::default();
    let patterns = patterns(&shared);
    if let Err(failure) = apply_partial_conversion(ctx, root, &target(), &patterns, None) {
        return Err(shared.take_error().unwrap_or(failure));
    }
    for p in programs(ctx, root) {
        if !before.contains(&p) {
            synchronize(ctx, p, &shared)?;
        }
    }
    Ok(())
}

/// The `hw.program` ops nested anywhere in `root`'s regions.
fn programs(ctx: &Context, root: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut stack = vec![root];
    while let Some(op) = stack.pop() {
        for &r in ctx.regions(op) {
            for &b in ctx.region_blocks(r) {
                for o in ctx.block_ops(b) {
                    if ho::Program::matches(ctx, o).is_some() {
                        out.push(o);
                    } else {
                        stack.push(o);
                    }
                }
            }
        }
    }
    out
}

/// Sets the token operands of the commands of `program` (`hw.dma`, `hw.tu`, in
/// written order) to the minimal waits over their byte footprints: those of the
/// commands `shared` recorded, else those the ops translate to.
pub fn synchronize(ctx: &mut Context, program: OpId, shared: &Shared) -> Result<(), Diagnostic> {
    let chips = read::chips(ctx, program)?;
    let mut ops = Vec::new();
    let mut commands = Vec::new();
    for &b in ctx.region_blocks(ctx.region(program, 0)) {
        for op in ctx.block_ops(b) {
            let command = if let Some(c) = shared.take_command(op) {
                c
            } else if ho::Dma::matches(ctx, op).is_some() {
                Command::Dma(to_sim::dma_command(ctx, op)?)
            } else if ho::Tu::matches(ctx, op).is_some() {
                Command::TensorUnit(to_sim::tu_command(ctx, op)?)
            } else {
                continue;
            };
            commands.push(command);
            ops.push(op);
        }
    }
    let fps = sync::footprints(&Program { commands }, chips).map_err(|(i, e)| {
        Diagnostic::error(
            ctx.op_loc(ops[i]),
            format!("this command is rejected by the hardware model: {e}"),
        )
    })?;
    let waits = sync::minimal_waits(&sync::hazards(&fps));
    for (i, &op) in ops.iter().enumerate() {
        let w: Vec<Value> = waits[i].iter().map(|&j| ctx.result(ops[j], 0)).collect();
        ctx.set_operands(op, w);
    }
    Ok(())
}
