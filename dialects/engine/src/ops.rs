//! The `engine` dialect's operation definitions and verifiers.
//!
//! ```text
//! engine.program @k1 {
//!   engine.host_input {arg = 0, addr = 0, dtype = i32, shape = array<i64: 2048>, strides = array<i64: 1>}
//!   engine.dma {queue = #engine.queue<tdma>, src = #engine.space<hbm>, dst = #engine.space<dm>,
//!               src_base = 0, dst_base = 0, dtype = i32, sizes = array<i64: 256>,
//!               src_strides = array<i64: 8>, dst_strides = array<i64: 1048576>, packet = 8}
//!   %0 = engine.fetch {context = #engine.context<main>, slices = array<i64: 0, 256>, base = 0,
//!                      dtype = i32, seq = #engine.seq<[8 : 1] : 8>}
//!   %1 = engine.collect %0
//!   %2 = engine.vector_init %1 {dtype = i32}
//!   %3 = engine.vector_branch %2 {mode = #engine.branch<unconditional>}
//!   %4 = engine.vector_fxp %3 {imm = 1, op = #engine.fxp<add_fxp>}
//!   %5 = engine.vector_final %4
//!   engine.commit %5 {base = 4096, dtype = i32, seq = #engine.seq<[8 : 1] : 8>}
//! }
//! ```
//!
//! Enum values are keyword attributes (`#engine.context<main>`, the hardware model's
//! enums); fetch and commit sequencers are `#engine.seq<[size : stride, ...] : packet>`, the
//! manual's notation (L1336–1356), with strides and packet in elements; DM addresses are per-slice byte offsets for fetch and
//! commit, and flat per-chip byte addresses (slice `s` at `s * 4 MiB`, `slice_stride`,
//! L2541) for DMA. The verifiers enforce the configuration limits: at most 8 entries,
//! sizes up to 65,536, and fetch/commit packets of 1, 2, 4, 8, 16 or 32 bytes (L1628–1640;
//! commit packets also a multiple of 8 bytes, L7698).

use crate::config::{seq, stream_input};
use crate::interfaces::PipelineStage;
use crate::syntax as sx;
use crate::types::StreamType;
use visa_hw::kinds::{DTypeAttr, I64s, Int, Kw, Namespace, Present, Seq, UInt};
use visa_hw::syntax as hsx;
use visa_hw::{limits, read};
use visa_ir::{Context, Diagnostic, OpDef, OpId};
use visa_tcp::{
    BranchMode, Context as TuContext, DType, DmaEngine, FxpBinaryOp, MemoryKind, Stage,
};

/// The `engine` namespace of keyword and sequencer attributes (`#engine.queue<tdma>`).
pub struct EngineNs;

impl Namespace for EngineNs {
    const DIALECT: &'static str = "engine";
}

/// A keyword attribute `#engine.mnemonic<kw>` of enum `E`.
type EKw<E> = Kw<E, EngineNs>;

visa_ir::op! {
    /// `engine.program @name [attributes {chips = N}] { ... }`: a device program as
    /// per-engine configurations.
    pub struct Program = "engine.program" {
        summary: "a device program as per-engine configurations",
        traits: [NO_TERMINATOR, SINGLE_BLOCK, ISOLATED_FROM_ABOVE, SYMBOL],
        regions: [body],
        attrs: [sym_name: string, chips: custom(Int) [optional]],
        verify: |ctx, op| read::chips(ctx, op).map(|_| ()),
        parse: hsx::parse_program,
        print: hsx::print_program,
    }
}

visa_ir::op! {
    /// `engine.host_input {arg, addr, dtype, shape, strides}`: where argument `arg` lives
    /// in host memory.
    pub struct HostInput = "engine.host_input" {
        summary: "where a host argument lives in host memory",
        parents: [Program::NAME],
        attrs: [arg: custom(Int), addr: custom(Int), dtype: custom(DTypeAttr)],
        verify: |ctx, op| read::host_tensor(ctx, op, "arg").map(|_| ()),
        parse: hsx::parse_attrs_only,
        print: hsx::print_attrs_only,
    }
}

visa_ir::op! {
    /// `engine.host_output {result, addr, dtype, shape, strides}`: where result `result`
    /// lives in host memory.
    pub struct HostOutput = "engine.host_output" {
        summary: "where a host result lives in host memory",
        parents: [Program::NAME],
        attrs: [result: custom(Int), addr: custom(Int), dtype: custom(DTypeAttr)],
        verify: |ctx, op| read::host_tensor(ctx, op, "result").map(|_| ()),
        parse: hsx::parse_attrs_only,
        print: hsx::print_attrs_only,
    }
}

visa_ir::op! {
    /// `engine.dma {queue, src, dst, src_base, dst_base, dtype, sizes, src_strides,
    /// dst_strides, packet}`: a DMA read/write sequencer pair in elements.
    pub struct Dma = "engine.dma" {
        summary: "a DMA transfer: paired read/write sequencers sharing loop sizes",
        parents: [Program::NAME],
        attrs: [
            queue: custom(EKw<DmaEngine>),
            src: custom(EKw<MemoryKind>),
            dst: custom(EKw<MemoryKind>),
            src_base: custom(UInt),
            dst_base: custom(UInt),
            dtype: custom(DTypeAttr),
            sizes: custom(I64s),
            src_strides: custom(I64s),
            dst_strides: custom(I64s),
            packet: custom(UInt),
            indirect: custom(Present) [optional],
        ],
        verify: verify_dma,
        parse: hsx::parse_attrs_only,
        print: hsx::print_attrs_only,
    }
}

visa_ir::op! {
    /// `%s = engine.fetch {context, slices, base, dtype, seq, ...}`: fetch sequencer and
    /// adapter; begins a Tensor-Unit pass.
    pub struct Fetch = "engine.fetch" {
        summary: "fetch sequencer and adapter; begins a pass",
        parents: [Program::NAME],
        results: [output: single],
        attrs: [
            context: custom(EKw<TuContext>),
            slices: custom(I64s),
            base: custom(UInt),
            dtype: custom(DTypeAttr),
            seq: custom(Seq<EngineNs>),
            fetches_per_packet: custom(Int) [optional],
            cast: custom(DTypeAttr) [optional],
            zero_point: custom(Int) [optional],
            zero_point_odd: custom(Int) [optional],
            fetch_table: custom(I64s) [optional],
            fetch_mask_valid: custom(I64s) [optional],
            fetch_mask_inner: custom(Int) [optional],
            fetch_mask_left_pad: custom(Int) [optional],
            fetch_mask_pad: custom(Int) [optional],
            chip: custom(Int) [optional],
        ],
        verify: verify_fetch,
        interfaces: [PipelineStage = PipelineStage(Stage::Fetch)],
        parse: sx::parse_source,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `%s = engine.switch %x {topology = #engine.switch<...>}`: the switch-engine topology.
    pub struct Switch = "engine.switch" {
        summary: "the switch-engine topology",
        parents: [Program::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [topology: custom(visa_hw::kinds::SwitchAttr<EngineNs>)],
        verify: verify_switch,
        interfaces: [PipelineStage = PipelineStage(Stage::Switch)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `%s = engine.collect %x`: normalizes packets into 32-byte flits.
    pub struct Collect = "engine.collect" {
        summary: "normalizes packets into 32-byte flits",
        parents: [Program::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [dual_channel: custom(Present) [optional]],
        verify: |ctx, op| {
            check_result(ctx, op)?;
            stream_input(ctx, op, &[Stage::Fetch, Stage::Switch]).map(|_| ())
        },
        interfaces: [PipelineStage = PipelineStage(Stage::Collect)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `%s = engine.vector_init %x {dtype = i32}`: enters the vector engine.
    pub struct VectorInit = "engine.vector_init" {
        summary: "enters the vector engine",
        parents: [Program::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [dtype: custom(DTypeAttr)],
        verify: verify_init,
        interfaces: [PipelineStage = PipelineStage(Stage::VectorInit)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `%s = engine.vector_branch %x {mode = #engine.branch<...>}`: the intra-slice branch
    /// configuration.
    pub struct VectorBranch = "engine.vector_branch" {
        summary: "intra-slice branch configuration",
        parents: [Program::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [mode: custom(EKw<BranchMode>)],
        verify: verify_branch,
        interfaces: [PipelineStage = PipelineStage(Stage::VectorBranch)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `%s = engine.vector_fxp %x {op = #engine.fxp<...>, imm = N}`: a fixed-point binary
    /// op on every lane.
    pub struct VectorFxp = "engine.vector_fxp" {
        summary: "a fixed-point binary op on every lane",
        parents: [Program::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [op: custom(EKw<FxpBinaryOp>)],
        verify: verify_fxp,
        interfaces: [PipelineStage = PipelineStage(Stage::VectorFxp)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `%s = engine.vector_op %x {stage = #engine.ve_stage<...>, ...}`: a vector-engine op
    /// of the logic, conversion, narrow/widen, float, fp_div or clip stages, in the
    /// attribute form of `visa_hw::ve`.
    pub struct VectorOp = "engine.vector_op" {
        summary: "a vector-engine op of the logic, conversion, float or clip stages",
        parents: [Program::NAME],
        operands: [input: single],
        results: [output: single],
        verify: |ctx, op| {
            check_result(ctx, op)?;
            stream_input(ctx, op, VE_OPS)?;
            visa_hw::ve::decode(ctx, op).map(|_| ())
        },
        interfaces: [PipelineStage = PipelineStage(Stage::VectorOp)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

/// The ops a vector-engine op's input stream may come from.
const VE_OPS: &[Stage] = &[Stage::VectorBranch, Stage::VectorFxp, Stage::VectorOp];

/// The ops `engine.vector_final` may follow: a vector op or the Inter-Slice Block.
const VE_FINAL_FROM: &[Stage] = &[
    Stage::VectorBranch,
    Stage::VectorFxp,
    Stage::VectorOp,
    Stage::VectorInterSlice,
];

visa_ir::op! {
    /// `%s = engine.vector_final %x`: leaves the vector engine.
    pub struct VectorFinal = "engine.vector_final" {
        summary: "leaves the vector engine",
        parents: [Program::NAME],
        operands: [input: single],
        results: [output: single],
        verify: |ctx, op| {
            check_result(ctx, op)?;
            stream_input(ctx, op, VE_FINAL_FROM).map(|_| ())
        },
        interfaces: [PipelineStage = PipelineStage(Stage::VectorFinal)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `engine.commit %x {base, dtype, seq, in_size}`: commit adapter and write sequencer
    /// into DM; ends a pass.
    pub struct Commit = "engine.commit" {
        summary: "commit adapter and write sequencer into DM; ends a pass",
        parents: [Program::NAME],
        operands: [input: single],
        attrs: [
            base: custom(UInt),
            dtype: custom(DTypeAttr),
            seq: custom(Seq<EngineNs>),
            in_size: custom(Int) [optional],
            commit_slices: custom(I64s) [optional],
        ],
        verify: verify_commit,
        interfaces: [PipelineStage = PipelineStage(Stage::Commit)],
        parse: sx::parse_sink,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `engine.to_vrf %x {addr = N}`: loads the flits into the VRF; ends a pass.
    pub struct ToVrf = "engine.to_vrf" {
        summary: "loads the flits into the VRF; ends a pass",
        parents: [Program::NAME],
        operands: [input: single],
        attrs: [addr: custom(UInt)],
        verify: |ctx, op| {
            stream_input(ctx, op, &[Stage::Collect])?;
            ToVrf(op).try_addr(ctx).map(|_| ())
        },
        interfaces: [PipelineStage = PipelineStage(Stage::VrfLoad)],
        parse: sx::parse_sink,
        print: sx::print_stage,
    }
}

/// The dialect's operations.
pub fn ops() -> Vec<OpDef> {
    vec![
        Program::def(),
        HostInput::def(),
        HostOutput::def(),
        Dma::def(),
        Fetch::def(),
        Switch::def(),
        Collect::def(),
        VectorInit::def(),
        VectorBranch::def(),
        VectorFxp::def(),
        VectorOp::def(),
        VectorFinal::def(),
        Commit::def(),
        ToVrf::def(),
        crate::contraction::ToTrf::def(),
        crate::contraction::Contract::def(),
        crate::contraction::Cast::def(),
        crate::transpose::Transpose::def(),
        crate::inter_slice::VectorInterSlice::def(),
    ]
}

/// Checks that a stage yields one `!engine.stream` that something consumes.
pub(crate) fn check_result(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let r = ctx.result(op, 0);
    if ctx.type_as::<StreamType>(ctx.value_type(r)).is_none() {
        return Err(ctx.op_error(op, "must yield an !engine.stream"));
    }
    if ctx.use_empty(r) {
        return Err(ctx.op_error(
            op,
            "yields a stream nobody consumes; a pass must end in engine.commit or engine.to_vrf",
        ));
    }
    Ok(())
}

fn verify_dma(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    read::dma_engine(ctx, op)?;
    let dma = Dma(op);
    if let Some(ind) = visa_hw::indirect::read(ctx, op)? {
        let sizes = dma.try_sizes(ctx)?;
        if ind.index_strides.len() != sizes.len() {
            return Err(ctx.op_error(op, "'index_strides' must have one entry per loop level"));
        }
    }
    for key in ["src", "dst"] {
        let s = if key == "src" {
            dma.try_src(ctx)?
        } else {
            dma.try_dst(ctx)?
        };
        if ![MemoryKind::Host, MemoryKind::Hbm, MemoryKind::Dm].contains(&s) {
            return Err(ctx.op_error(op, format!("'{key}' must be host, hbm or dm, got \"{s}\"")));
        }
    }
    let dtype = dma.try_dtype(ctx)?;
    let sizes = dma.try_sizes(ctx)?;
    limits::check_entries(ctx, op, "sizes", sizes)?;
    for key in ["src_strides", "dst_strides"] {
        let s = if key == "src_strides" {
            dma.try_src_strides(ctx)?
        } else {
            dma.try_dst_strides(ctx)?
        };
        if s.len() != sizes.len() {
            return Err(ctx.op_error(
                op,
                format!(
                    "'{key}' has {} entries but 'sizes' has {}",
                    s.len(),
                    sizes.len()
                ),
            ));
        }
    }
    let packet = dma.try_packet(ctx)?;
    // In u128 so that no packet count overflows.
    let bytes = (u128::from(packet) * u128::from(dtype.bits())).div_ceil(8);
    if packet == 0 || bytes > u128::from(visa_tcp::limits::MAX_DMA_PACKET) {
        return Err(ctx.op_error(
            op,
            format!(
                "a DMA packet must be 1 to {} bytes, got {bytes} ({packet} elements)",
                visa_tcp::limits::MAX_DMA_PACKET
            ),
        ));
    }
    dma.try_src_base(ctx)?;
    dma.try_dst_base(ctx)?;
    Ok(())
}

fn check_packet(ctx: &Context, op: OpId, dtype: DType) -> Result<(), Diagnostic> {
    let s = seq(ctx, op)?;
    let packet = u64::from(s.packet_size);
    limits::check_packet_bytes(ctx, op, "seq", packet * u64::from(dtype.bits()))?;
    let (inner_size, inner_stride) = s.entries.last().map_or((1, 1), |e| (e.size, e.stride));
    let contiguous =
        (inner_stride == 0 || inner_stride == 1) && u64::from(inner_size).is_multiple_of(packet);
    if !contiguous && packet != 1 {
        return Err(ctx.op_error(
            op,
            format!(
                "innermost entry {inner_size} : {inner_stride} cannot feed packets of {} elements: \
                 it needs stride 0 or 1 and a size divisible by the packet, or packets of 1 element (manual: Moving Tensors › Sequencer › Configuration Failures)",
                s.packet_size
            ),
        ));
    }
    Ok(())
}

fn verify_fetch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    read::tu_context(ctx, op)?;
    read::tu_chip(ctx, op)?;
    read::slice_mask(ctx, op)?;
    read::fetch_adapter(ctx, op)?;
    let fetch = Fetch(op);
    fetch.try_cast(ctx)?;
    check_packet(ctx, op, fetch.try_dtype(ctx)?)
}

fn verify_switch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    stream_input(ctx, op, &[Stage::Fetch])?;
    match Switch(op).try_topology(ctx)? {
        visa_tcp::SwitchConfig::Custom(c) if c.bitmaps.is_empty() => Err(ctx.op_error(
            op,
            "a custom switch topology needs its snoop bitmaps, one per output slice: `custom {ring_size = N} snoop [{sources}, ...]` (manual: Computing Tensors › Switch Engine)",
        )),
        _ => Ok(()),
    }
}

fn verify_init(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    stream_input(ctx, op, &[Stage::Collect, Stage::Contract])?;
    // The declared constraint (a type attribute) is checked before this verifier runs.
    match VectorInit(op).try_dtype(ctx) {
        Ok(DType::I32 | DType::F32) => Ok(()),
        _ => Err(ctx.op_error(
            op,
            "'dtype' must be i32 or f32 (manual: Computing Tensors › Vector Engine)",
        )),
    }
}

fn verify_branch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    stream_input(ctx, op, &[Stage::VectorInit, Stage::VectorInterSlice])?;
    let m: BranchMode = VectorBranch(op).try_mode(ctx)?;
    let b = visa_hw::ve::branching(ctx, op, "config", &[])?;
    let ok = (m == BranchMode::Comparison) != b.cmps.is_empty()
        && (m == BranchMode::AxisToggle) == b.toggle.is_some()
        && (m == BranchMode::Vrf) == b.ids.is_some()
        && (m == BranchMode::ValidCount) == b.vcg.is_some();
    if ok {
        Ok(())
    } else {
        Err(ctx.op_error(
            op,
            format!("branch mode \"{m}\" needs exactly its parameters in 'config' (comparison: cmp(...), axis_toggle: toggle(...), vrf: ids(addr, flits), valid_count: vcg(...)); got \"{}\"", b.config_text()),
        ))
    }
}

fn verify_fxp(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    stream_input(ctx, op, VE_OPS)?;
    read::ve_op(ctx, op).map(|_| ())
}

fn verify_commit(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    stream_input(
        ctx,
        op,
        &[
            Stage::Collect,
            Stage::VectorFinal,
            Stage::Contract,
            Stage::Cast,
            Stage::Transpose,
        ],
    )?;
    let commit = Commit(op);
    let dtype = commit.try_dtype(ctx)?;
    check_packet(ctx, op, dtype)?;
    let s = seq(ctx, op)?;
    let bits = u64::from(s.packet_size) * u64::from(dtype.bits());
    if !bits.is_multiple_of(64) {
        return Err(ctx.op_error(
            op,
            format!(
                "commits {} bytes at a time; commit writes must be a multiple of 8 bytes (manual: Kernel Examples › Fetch and Commit Engine › Example 1: Axis Permutation)",
                bits as f64 / 8.0
            ),
        ));
    }
    if let Some(n) = commit.try_in_size(ctx)? {
        if !u32::try_from(n).is_ok_and(|n| visa_tcp::limits::COMMIT_IN_SIZES.contains(&n)) {
            return Err(ctx.op_error(op, format!("'in_size' must be 8, 16, 24 or 32, got {n}")));
        }
    }
    Ok(())
}
