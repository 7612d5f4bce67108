//! The `hw` dialect's operation definitions and verifiers.
//!
//! ```text
//! hw.program @k1 {
//!   hw.host_input {arg = 0, addr = 0, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>}
//!   %t0 = hw.dma attributes {queue = #hw.queue<pdma>} {
//!     hw.descriptor {src = #hw.space<host>, dst = #hw.space<hbm>, ...}
//!   }
//!   %t1 = hw.dma(%t0) attributes {queue = #hw.queue<tdma>} { ... }
//!   %t2 = hw.tu(%t1) attributes {context = #hw.context<main>, slices = array<i64: 0, 256>,
//!                                fetch_base = 0 : i64, fetch_seq = #hw.seq<[8 : 1] : 8>, ...} {
//!     hw.ve_fxp {imm = 1 : i64, op = #hw.fxp<add_fxp>}
//!   }
//!   ...
//! }
//! ```
//!
//! Each command yields a `!hw.token`; its operands are the tokens of the commands it
//! waits for (see [`crate::sync`]). The `hw.program` verifier recomputes every memory
//! hazard and rejects a program whose tokens leave one unordered.

use crate::attrs;
use crate::names;
use crate::read;
use crate::sync;
use crate::syntax;
use crate::to_sim;
use crate::types::TokenType;
use visa_ir::{Arity, AttrConstraint, AttrSpec, Context, Diagnostic, OpDef, OpId, Traits};

/// The attributes of a program op (`hw.program`, `engine.program`).
pub const PROGRAM_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("sym_name", AttrConstraint::String),
    AttrSpec::optional("chips", AttrConstraint::Integer),
];

/// The attributes of a host-input binding (`hw.host_input`, `engine.host_input`).
pub const HOST_ATTRS_IN: &[AttrSpec] = &[
    AttrSpec::required("arg", AttrConstraint::Integer),
    AttrSpec::required("addr", AttrConstraint::Integer),
    AttrSpec::required("dtype", AttrConstraint::Type),
];

/// The attributes of a host-output binding (`hw.host_output`, `engine.host_output`).
pub const HOST_ATTRS_OUT: &[AttrSpec] = &[
    AttrSpec::required("result", AttrConstraint::Integer),
    AttrSpec::required("addr", AttrConstraint::Integer),
    AttrSpec::required("dtype", AttrConstraint::Type),
];

const DMA_ATTRS: &[AttrSpec] = &[AttrSpec::required("queue", attrs::KEYWORD)];

const DESCRIPTOR_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("src", attrs::KEYWORD),
    AttrSpec::required("dst", attrs::KEYWORD),
    AttrSpec::required("src_base", AttrConstraint::Integer),
    AttrSpec::required("dst_base", AttrConstraint::Integer),
    AttrSpec::required("packet_bytes", AttrConstraint::Integer),
];

const TU_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("context", attrs::KEYWORD),
    AttrSpec::required("fetch_base", AttrConstraint::Integer),
    AttrSpec::required("fetch_dtype", AttrConstraint::Type),
    AttrSpec::required("fetch_seq", AttrConstraint::Any),
    AttrSpec::required("sink", AttrConstraint::String),
];

const VE_ATTRS: &[AttrSpec] = &[AttrSpec::required("op", attrs::KEYWORD)];

/// The dialect's operations.
pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef {
            traits: Traits::NO_TERMINATOR
                | Traits::SINGLE_BLOCK
                | Traits::ISOLATED_FROM_ABOVE
                | Traits::SYMBOL,
            regions: Arity::Exact(1),
            attrs: PROGRAM_ATTRS,
            verify: Some(verify_program),
            parse: Some(syntax::parse_program),
            print: Some(syntax::print_program),
            ..OpDef::new(
                names::PROGRAM,
                "a device program: host bindings and command queues in written order",
            )
        },
        OpDef {
            attrs: HOST_ATTRS_IN,
            parents: &[names::PROGRAM],
            verify: Some(|ctx, op| read::host_tensor(ctx, op, "arg").map(|_| ())),
            parse: Some(syntax::parse_attrs_only),
            print: Some(syntax::print_attrs_only),
            ..OpDef::new(
                names::HOST_INPUT,
                "where a host argument lives in host memory",
            )
        },
        OpDef {
            attrs: HOST_ATTRS_OUT,
            parents: &[names::PROGRAM],
            verify: Some(|ctx, op| read::host_tensor(ctx, op, "result").map(|_| ())),
            parse: Some(syntax::parse_attrs_only),
            print: Some(syntax::print_attrs_only),
            ..OpDef::new(
                names::HOST_OUTPUT,
                "where a host result lives in host memory",
            )
        },
        OpDef {
            traits: Traits::NO_TERMINATOR | Traits::SINGLE_BLOCK,
            operands: Arity::ANY,
            results: Arity::Exact(1),
            regions: Arity::Exact(1),
            attrs: DMA_ATTRS,
            parents: &[names::PROGRAM],
            verify: Some(|ctx, op| {
                check_tokens(ctx, op)?;
                to_sim::dma_command(ctx, op).map(|_| ())
            }),
            parse: Some(syntax::parse_command),
            print: Some(syntax::print_command),
            ..OpDef::new(
                names::DMA,
                "a DMA command: descriptors on the PCIe or tensor DMA",
            )
        },
        OpDef {
            attrs: DESCRIPTOR_ATTRS,
            parents: &[names::DMA],
            verify: Some(|ctx, op| to_sim::descriptor(ctx, op).map(|_| ())),
            parse: Some(syntax::parse_attrs_only),
            print: Some(syntax::print_attrs_only),
            ..OpDef::new(
                names::DESCRIPTOR,
                "a chained read/write DMA sequencer with byte strides",
            )
        },
        OpDef {
            traits: Traits::NO_TERMINATOR | Traits::SINGLE_BLOCK,
            operands: Arity::ANY,
            results: Arity::Exact(1),
            regions: Arity::Exact(1),
            attrs: TU_ATTRS,
            parents: &[names::PROGRAM],
            verify: Some(|ctx, op| {
                check_tokens(ctx, op)?;
                to_sim::tu_command(ctx, op).map(|_| ())
            }),
            parse: Some(syntax::parse_command),
            print: Some(syntax::print_command),
            ..OpDef::new(
                names::TU,
                "a Tensor-Unit pass: fetch, switch, collect, vector program and sink",
            )
        },
        OpDef {
            attrs: VE_ATTRS,
            parents: &[names::TU],
            verify: Some(|ctx, op| read::ve_op(ctx, op).map(|_| ())),
            parse: Some(syntax::parse_attrs_only),
            print: Some(syntax::print_attrs_only),
            ..OpDef::new(names::VE_FXP, "a fixed-point vector-engine operation")
        },
    ]
}

fn check_tokens(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for (i, &v) in ctx.operands(op).iter().enumerate() {
        if ctx.type_as::<TokenType>(ctx.value_type(v)).is_none() {
            return Err(ctx.op_error(op, format!("operand #{i} must be a !hw.token")));
        }
    }
    for &r in ctx.results(op) {
        if ctx.type_as::<TokenType>(ctx.value_type(r)).is_none() {
            return Err(ctx.op_error(op, "must yield a !hw.token"));
        }
    }
    Ok(())
}

/// The direct wait lists of the commands of a translated program: for each command, the
/// indices of the commands whose tokens it takes.
pub fn token_waits(
    ctx: &Context,
    program: &to_sim::HwProgram,
) -> Result<Vec<Vec<usize>>, Diagnostic> {
    let index: std::collections::HashMap<OpId, usize> = program
        .command_ops
        .iter()
        .enumerate()
        .map(|(i, &o)| (o, i))
        .collect();
    program
        .command_ops
        .iter()
        .map(|&op| {
            ctx.operands(op)
                .iter()
                .map(|&v| {
                    ctx.defining_op(v)
                        .and_then(|d| index.get(&d).copied())
                        .ok_or_else(|| {
                            ctx.op_error(
                                op,
                                "waits on a token that is not a command of this program",
                            )
                        })
                })
                .collect()
        })
        .collect()
}

fn verify_program(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let p = to_sim::translate(ctx, op)?;
    let fps = sync::footprints(&p.program, p.chips).map_err(|(i, e)| {
        ctx.op_error(
            p.command_ops[i],
            format!("is rejected by the hardware model: {e}"),
        )
    })?;
    let hz = sync::hazards(&fps);
    let waits = token_waits(ctx, &p)?;
    sync::check_waits(&hz, &waits).map_err(|m| {
        let later = p.command_ops[m.later];
        let earlier = p.command_ops[m.earlier];
        ctx.op_error(
            later,
            format!(
                "has a {} dependency on command #{} ('{}') but does not wait for its token",
                sync::hazard_name(m.hazard),
                m.earlier,
                ctx.op_name_str(earlier)
            ),
        )
        .with_note(ctx.op_loc(earlier), "the earlier command is here")
    })
}
