//! `visa-plan`, the planner: lowers a tensor-level (`nt`) function to a stream kernel.
//!
//! It plans two kinds of function (issue 22):
//!
//! - a chain of elementwise `nt.binary` ops on `i32` (fixed-point path) or `f32` (float
//!   path) over named axes (the innermost split over slices and Time, the outer ones
//!   whole in Slice), planned by [`plan`], [`cost`] and [`emit`];
//! - one `nt.einsum` of two bf16 matrices with its epilogue (bias, relu) and cast, as
//!   one Tensor Unit pass, planned by [`einsum`] (its own reading, layouts and
//!   emission; its estimate is [`cost::contraction`]).
//!
//! Host tensors are the arguments and the result; `nt.parameter`s become trailing host
//! inputs ([`HostInput`]). The elementwise planner's work is split three ways:
//!
//! - [`plan`]: reads the nt function into a [`plan::Chain`] (which operand streams, which
//!   is an immediate, which goes to the VRF; which Vector Engine op each nt op becomes),
//!   enumerates [`plan::Layout`] candidates (elements per slice, slices, padding), and
//!   keeps the cheapest, recording why each refused one was refused;
//! - [`cost`]: the cost model, every term a figure of `visa-tcp`;
//! - [`emit`]: writes the chosen [`plan::Plan`] as a stream module; it decides nothing.
//!
//! [`lower`] runs the three and parses and verifies the emitted module with the stream
//! dialect's own verifier, so a plan the verifier refuses is a located error, never a
//! kernel.

#![deny(missing_docs)]
pub mod cost;
pub mod einsum;
pub mod emit;
pub mod plan;

pub use plan::HostInput;

use visa_ir::{Context, Diagnostic, OpId};

/// A planned module: the stream module (parsed into the caller's context) and the
/// `--explain` report.
pub struct Lowered {
    /// The stream module, verified.
    pub module: OpId,
    /// The stream IR as emitted.
    pub text: String,
    /// Per op: the choice, the best alternatives' estimated cycles, the refusals.
    pub explain: String,
    /// The planned host function's inputs, in order: the nt function's arguments, then
    /// its `nt.parameter`s in program order (decision PLN-6).
    pub inputs: Vec<HostInput>,
}

/// Plans the nt functions of `module`, emits the stream module, parses it into `ctx`
/// and verifies it (`ctx` must have the stream and mapping dialects registered, as
/// visa-opt's registries do). Errors are located at the nt op (or function) that could not be
/// planned.
pub fn lower(ctx: &mut Context, module: OpId) -> Result<Lowered, Vec<Diagnostic>> {
    if !ctx.registry().dialects().iter().any(|d| d.name == "stream") {
        return Err(vec![Diagnostic::error(
            ctx.op_loc(module),
            "planning needs the stream dialect registered in the context",
        )]);
    }
    let (func, text, explain, inputs) = if einsum::applies(ctx, module) {
        let plan = einsum::plan(ctx, module).map_err(|d| vec![d])?;
        (
            plan.func,
            plan.emit(),
            plan.explain(),
            plan.inputs().to_vec(),
        )
    } else {
        let plan = plan::plan_module(ctx, module).map_err(|d| vec![d])?;
        let inputs = (0..plan.chain.args).map(HostInput::Argument).collect();
        (plan.func, emit::emit(&plan), plan.explain(), inputs)
    };
    let loc = ctx.op_loc(func);
    let parsed = visa_ir::parser::parse_source(ctx, &text, "<planned>").map_err(|d| {
        vec![Diagnostic::error(
            loc,
            format!(
                "internal planner error: the emitted stream IR does not parse: {}",
                d.message
            ),
        )]
    })?;
    if let Err(ds) = visa_ir::verifier::verify(ctx, parsed) {
        let msgs: Vec<String> = ds.iter().map(|d| d.message.clone()).collect();
        return Err(vec![Diagnostic::error(
            loc,
            format!(
                "the plan was refused by the stream verifier: {}",
                msgs.join("; ")
            ),
        )]);
    }
    Ok(Lowered {
        module: parsed,
        text,
        explain,
        inputs,
    })
}
