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

use crate::kinds::{
    AnyType, DTypeAttr, HwNs, I64s, Int, Kw, Present, Read, Seq, SwitchAttr, Text, UInt,
};
use crate::read;
use crate::sync;
use crate::syntax;
use crate::to_sim;
use crate::types::TokenType;
use visa_ir::{AttrSpec, Context, Diagnostic, OpDef, OpId};
use visa_tcp::{BranchMode, Context as TuContext, DmaEngine, FxpBinaryOp, MemoryKind};

/// The attributes of a program op (`hw.program`, `engine.program`).
pub const PROGRAM_ATTRS: &[AttrSpec] = Program::ATTR_SPECS;

/// The attributes of a host-input binding (`hw.host_input`, `engine.host_input`).
pub const HOST_ATTRS_IN: &[AttrSpec] = HostInput::ATTR_SPECS;

/// The attributes of a host-output binding (`hw.host_output`, `engine.host_output`).
pub const HOST_ATTRS_OUT: &[AttrSpec] = HostOutput::ATTR_SPECS;

visa_ir::op! {
    /// `hw.program @name [attributes {chips = N}] { ... }`: host bindings and command
    /// queues in written order.
    pub struct Program = "hw.program" {
        summary: "a device program: host bindings and command queues in written order",
        traits: [NO_TERMINATOR, SINGLE_BLOCK, ISOLATED_FROM_ABOVE, SYMBOL],
        regions: [body],
        attrs: [sym_name: string, chips: custom(Int) [optional]],
        verify: verify_program,
        parse: syntax::parse_program,
        print: syntax::print_program,
    }
}

visa_ir::op! {
    /// `hw.host_input {arg, addr, dtype, shape, strides}`: where argument `arg` lives in
    /// host memory.
    pub struct HostInput = "hw.host_input" {
        summary: "where a host argument lives in host memory",
        parents: [Program::NAME],
        attrs: [arg: custom(Int), addr: custom(Int), dtype: custom(DTypeAttr)],
        verify: |ctx, op| read::host_tensor(ctx, op, "arg").map(|_| ()),
        parse: syntax::parse_attrs_only,
        print: syntax::print_attrs_only,
    }
}

visa_ir::op! {
    /// `hw.host_output {result, addr, dtype, shape, strides}`: where result `result`
    /// lives in host memory.
    pub struct HostOutput = "hw.host_output" {
        summary: "where a host result lives in host memory",
        parents: [Program::NAME],
        attrs: [result: custom(Int), addr: custom(Int), dtype: custom(DTypeAttr)],
        verify: |ctx, op| read::host_tensor(ctx, op, "result").map(|_| ()),
        parse: syntax::parse_attrs_only,
        print: syntax::print_attrs_only,
    }
}

visa_ir::op! {
    /// `%t = hw.dma(%waits...) attributes {queue = #hw.queue<...>} { hw.descriptor ... }`:
    /// one DMA command on the PCIe or tensor DMA queue.
    pub struct Dma = "hw.dma" {
        summary: "a DMA command: descriptors on the PCIe or tensor DMA",
        traits: [NO_TERMINATOR, SINGLE_BLOCK],
        parents: [Program::NAME],
        operands: [waits: variadic],
        results: [token: single],
        regions: [body],
        attrs: [queue: custom(Kw<DmaEngine, HwNs>)],
        verify: |ctx, op| {
            check_tokens(ctx, op)?;
            to_sim::dma_command(ctx, op).map(|_| ())
        },
        parse: syntax::parse_command,
        print: syntax::print_command,
    }
}

visa_ir::op! {
    /// `hw.descriptor {src, dst, src_base, dst_base, packet_bytes, ...}`: one chained
    /// read/write DMA sequencer with byte strides.
    pub struct Descriptor = "hw.descriptor" {
        summary: "a chained read/write DMA sequencer with byte strides",
        parents: [Dma::NAME],
        attrs: [
            src: custom(Kw<MemoryKind, HwNs>),
            dst: custom(Kw<MemoryKind, HwNs>),
            src_base: custom(UInt),
            dst_base: custom(UInt),
            packet_bytes: custom(UInt),
            sizes: custom(Read<I64s>) [optional],
            src_strides: custom(Read<I64s>) [optional],
            dst_strides: custom(Read<I64s>) [optional],
            engine: custom(Read<Int>) [optional],
        ],
        verify: |ctx, op| to_sim::descriptor(ctx, op).map(|_| ()),
        parse: syntax::parse_attrs_only,
        print: syntax::print_attrs_only,
    }
}

visa_ir::op! {
    /// `%t = hw.tu(%waits...) attributes {context, fetch_*, sink, ...} { hw.ve_fxp ... }`:
    /// one Tensor-Unit pass in the main or sub context.
    pub struct Tu = "hw.tu" {
        summary: "a Tensor-Unit pass: fetch, switch, collect, vector program and sink",
        traits: [NO_TERMINATOR, SINGLE_BLOCK],
        parents: [Program::NAME],
        operands: [waits: variadic],
        results: [token: single],
        regions: [body],
        attrs: [
            context: custom(Kw<TuContext, HwNs>),
            fetch_base: custom(UInt),
            fetch_dtype: custom(DTypeAttr),
            fetch_seq: custom(Seq<HwNs>),
            sink: string,
            fetch_cast: custom(Read<DTypeAttr>) [optional],
            switch: custom(Read<SwitchAttr<HwNs>>) [optional],
            dual_channel: custom(Present) [optional],
            ve_dtype: custom(AnyType) [optional],
            ve_branch: custom(Read<Kw<BranchMode, HwNs>>) [optional],
            ve_inter: custom(Text) [optional],
            commit_base: custom(Read<UInt>) [optional],
            commit_dtype: custom(Read<DTypeAttr>) [optional],
            commit_in_size: custom(Read<Int>) [optional],
            vrf_addr: custom(Read<UInt>) [optional],
        ],
        verify: |ctx, op| {
            check_tokens(ctx, op)?;
            to_sim::tu_command(ctx, op).map(|_| ())
        },
        parse: syntax::parse_command,
        print: syntax::print_command,
    }
}

visa_ir::op! {
    /// `hw.ve_fxp {op = #hw.fxp<...>, imm = N}`: one fixed-point vector-engine op of a pass.
    pub struct VeFxp = "hw.ve_fxp" {
        summary: "a fixed-point vector-engine operation",
        parents: [Tu::NAME],
        attrs: [op: custom(Kw<FxpBinaryOp, HwNs>)],
        verify: |ctx, op| read::ve_op(ctx, op).map(|_| ()),
        parse: syntax::parse_attrs_only,
        print: syntax::print_attrs_only,
    }
}

visa_ir::op! {
    /// `hw.ve_op {stage = #hw.ve_stage<...>, ...}`: one vector-engine op of a stage other
    /// than the fixed-point cluster (logic, conversions, narrow/widen, float, fp_div,
    /// clip), in the attribute form of [`crate::ve`].
    pub struct VeOpOp = "hw.ve_op" {
        summary: "a vector-engine operation of the logic, conversion, float or clip stages",
        parents: [Tu::NAME],
        verify: |ctx, op| crate::ve::decode(ctx, op).map(|_| ()),
        parse: syntax::parse_attrs_only,
        print: syntax::print_attrs_only,
    }
}

/// The dialect's operations.
pub fn ops() -> Vec<OpDef> {
    vec![
        Program::def(),
        HostInput::def(),
        HostOutput::def(),
        Dma::def(),
        Descriptor::def(),
        Tu::def(),
        VeFxp::def(),
        crate::contraction::Contract::def(),
        crate::contraction::Cast::def(),
        crate::transpose::HwTranspose::def(),
        VeOpOp::def(),
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
