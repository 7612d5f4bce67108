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
use crate::names;
use crate::syntax as sx;
use crate::types::StreamType;
use visa_hw::ops as hw_ops;
use visa_hw::syntax as hsx;
use visa_hw::{attrs, limits, read};
use visa_ir::{Arity, AttrConstraint, AttrSpec, Context, Diagnostic, OpDef, OpId, Traits};
use visa_tcp::{BranchMode, MemoryKind, Switch};

const DMA_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("queue", attrs::KEYWORD),
    AttrSpec::required("src", attrs::KEYWORD),
    AttrSpec::required("dst", attrs::KEYWORD),
    AttrSpec::required("src_base", AttrConstraint::Integer),
    AttrSpec::required("dst_base", AttrConstraint::Integer),
    AttrSpec::required("dtype", AttrConstraint::Type),
    AttrSpec::required("packet", AttrConstraint::Integer),
];
const FETCH_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("context", attrs::KEYWORD),
    AttrSpec::required("slices", AttrConstraint::Any),
    AttrSpec::required("base", AttrConstraint::Integer),
    AttrSpec::required("dtype", AttrConstraint::Type),
    AttrSpec::required("seq", AttrConstraint::Any),
    AttrSpec::optional("fetches_per_packet", AttrConstraint::Integer),
    AttrSpec::optional("cast", AttrConstraint::Type),
    AttrSpec::optional("zero_point", AttrConstraint::Integer),
    AttrSpec::optional("chip", AttrConstraint::Integer),
];
const SWITCH_ATTRS: &[AttrSpec] = &[AttrSpec::required("topology", attrs::KEYWORD)];
const INIT_ATTRS: &[AttrSpec] = &[AttrSpec::required("dtype", AttrConstraint::Type)];
const BRANCH_ATTRS: &[AttrSpec] = &[AttrSpec::required("mode", attrs::KEYWORD)];
const FXP_ATTRS: &[AttrSpec] = &[AttrSpec::required("op", attrs::KEYWORD)];
const COMMIT_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("base", AttrConstraint::Integer),
    AttrSpec::required("dtype", AttrConstraint::Type),
    AttrSpec::required("seq", AttrConstraint::Any),
    AttrSpec::optional("in_size", AttrConstraint::Integer),
];
const VRF_ATTRS: &[AttrSpec] = &[AttrSpec::required("addr", AttrConstraint::Integer)];

const AFTER_FETCH: &[&str] = &[names::FETCH, names::SWITCH];
const STAGE_END: &[&str] = &[names::COLLECT, names::VECTOR_FINAL];

fn stage(name: &'static str, summary: &'static str) -> OpDef {
    OpDef {
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        parents: &[names::PROGRAM],
        parse: Some(sx::parse_stage),
        print: Some(sx::print_stage),
        ..OpDef::new(name, summary)
    }
}

/// The dialect's operations.
pub fn ops() -> Vec<OpDef> {
    vec![
        OpDef {
            traits: Traits::NO_TERMINATOR
                | Traits::SINGLE_BLOCK
                | Traits::ISOLATED_FROM_ABOVE
                | Traits::SYMBOL,
            regions: Arity::Exact(1),
            attrs: hw_ops::PROGRAM_ATTRS,
            verify: Some(|ctx, op| read::chips(ctx, op).map(|_| ())),
            parse: Some(hsx::parse_program),
            print: Some(hsx::print_program),
            ..OpDef::new(
                names::PROGRAM,
                "a device program as per-engine configurations",
            )
        },
        OpDef {
            attrs: hw_ops::HOST_ATTRS_IN,
            parse: Some(hsx::parse_attrs_only),
            print: Some(hsx::print_attrs_only),
            parents: &[names::PROGRAM],
            verify: Some(|ctx, op| read::host_tensor(ctx, op, "arg").map(|_| ())),
            ..OpDef::new(
                names::HOST_INPUT,
                "where a host argument lives in host memory",
            )
        },
        OpDef {
            attrs: hw_ops::HOST_ATTRS_OUT,
            parse: Some(hsx::parse_attrs_only),
            print: Some(hsx::print_attrs_only),
            parents: &[names::PROGRAM],
            verify: Some(|ctx, op| read::host_tensor(ctx, op, "result").map(|_| ())),
            ..OpDef::new(
                names::HOST_OUTPUT,
                "where a host result lives in host memory",
            )
        },
        OpDef {
            attrs: DMA_ATTRS,
            parents: &[names::PROGRAM],
            verify: Some(verify_dma),
            parse: Some(hsx::parse_attrs_only),
            print: Some(hsx::print_attrs_only),
            ..OpDef::new(
                names::DMA,
                "a DMA transfer: paired read/write sequencers sharing loop sizes",
            )
        },
        OpDef {
            results: Arity::Exact(1),
            attrs: FETCH_ATTRS,
            parents: &[names::PROGRAM],
            verify: Some(verify_fetch),
            parse: Some(sx::parse_source),
            print: Some(sx::print_stage),
            ..OpDef::new(names::FETCH, "fetch sequencer and adapter; begins a pass")
        },
        OpDef {
            attrs: SWITCH_ATTRS,
            verify: Some(verify_switch),
            ..stage(names::SWITCH, "the switch-engine topology")
        },
        OpDef {
            verify: Some(|ctx, op| {
                check_result(ctx, op)?;
                stream_input(ctx, op, AFTER_FETCH).map(|_| ())
            }),
            ..stage(names::COLLECT, "normalizes packets into 32-byte flits")
        },
        OpDef {
            attrs: INIT_ATTRS,
            verify: Some(verify_init),
            ..stage(names::VECTOR_INIT, "enters the vector engine")
        },
        OpDef {
            attrs: BRANCH_ATTRS,
            verify: Some(verify_branch),
            ..stage(names::VECTOR_BRANCH, "intra-slice branch configuration")
        },
        OpDef {
            attrs: FXP_ATTRS,
            verify: Some(verify_fxp),
            ..stage(names::VECTOR_FXP, "a fixed-point binary op on every lane")
        },
        OpDef {
            verify: Some(|ctx, op| {
                check_result(ctx, op)?;
                stream_input(ctx, op, &[names::VECTOR_BRANCH, names::VECTOR_FXP]).map(|_| ())
            }),
            ..stage(names::VECTOR_FINAL, "leaves the vector engine")
        },
        OpDef {
            results: Arity::Exact(0),
            attrs: COMMIT_ATTRS,
            verify: Some(verify_commit),
            parse: Some(sx::parse_sink),
            ..stage(
                names::COMMIT,
                "commit adapter and write sequencer into DM; ends a pass",
            )
        },
        OpDef {
            results: Arity::Exact(0),
            attrs: VRF_ATTRS,
            parse: Some(sx::parse_sink),
            verify: Some(|ctx, op| {
                stream_input(ctx, op, &[names::COLLECT])?;
                attrs::uint(ctx, op, "addr").map(|_| ())
            }),
            ..stage(names::TO_VRF, "loads the flits into the VRF; ends a pass")
        },
    ]
}

fn check_result(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
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
    for key in ["src", "dst"] {
        let s: MemoryKind = attrs::keyword(ctx, op, key)?;
        if ![MemoryKind::Host, MemoryKind::Hbm, MemoryKind::Dm].contains(&s) {
            return Err(ctx.op_error(op, format!("'{key}' must be host, hbm or dm, got \"{s}\"")));
        }
    }
    let dtype = attrs::dtype(ctx, op, "dtype")?;
    let sizes = attrs::ints(ctx, op, "sizes")?;
    limits::check_entries(ctx, op, "sizes", &sizes)?;
    for key in ["src_strides", "dst_strides"] {
        let s = attrs::ints(ctx, op, key)?;
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
    let packet = attrs::uint(ctx, op, "packet")?;
    // In u128 so that no packet count overflows.
    let bytes = (u128::from(packet) * u128::from(dtype.bits())).div_ceil(8);
    if packet == 0 || bytes > 4096 {
        return Err(ctx.op_error(
            op,
            format!("a DMA packet must be 1 to 4096 bytes, got {bytes} ({packet} elements)"),
        ));
    }
    attrs::uint(ctx, op, "src_base")?;
    attrs::uint(ctx, op, "dst_base")?;
    Ok(())
}

fn check_packet(ctx: &Context, op: OpId, dtype_key: &str) -> Result<(), Diagnostic> {
    let dtype = attrs::dtype(ctx, op, dtype_key)?;
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
                 it needs stride 0 or 1 and a size divisible by the packet, or packets of 1 element (L1634–1638)",
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
    attrs::opt_dtype(ctx, op, "cast")?;
    check_packet(ctx, op, "dtype")
}

fn verify_switch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    stream_input(ctx, op, &[names::FETCH])?;
    match attrs::keyword(ctx, op, "topology")? {
        Switch::Forward => Ok(()),
        t => Err(ctx.op_error(
            op,
            format!(
                "switch topology \"{t}\" is designed but not implemented yet (only \"forward\")"
            ),
        )),
    }
}

fn verify_init(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    stream_input(ctx, op, &[names::COLLECT])?;
    let ty = attrs::opt_type(ctx, op, "dtype")?;
    match ty.and_then(|t| attrs::dtype_of(ctx, t)) {
        Some(visa_tcp::DType::I32 | visa_tcp::DType::F32) => Ok(()),
        _ => Err(ctx.op_error(op, "'dtype' must be i32 or f32 (L4551)")),
    }
}

fn verify_branch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    stream_input(ctx, op, &[names::VECTOR_INIT])?;
    match attrs::keyword(ctx, op, "mode")? {
        BranchMode::Unconditional => Ok(()),
        m => Err(ctx.op_error(
            op,
            format!(
                "branch mode \"{m}\" is designed but not implemented yet (only \"unconditional\")"
            ),
        )),
    }
}

fn verify_fxp(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    stream_input(ctx, op, &[names::VECTOR_BRANCH, names::VECTOR_FXP])?;
    read::ve_op(ctx, op).map(|_| ())
}

fn verify_commit(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    stream_input(ctx, op, STAGE_END)?;
    check_packet(ctx, op, "dtype")?;
    let dtype = attrs::dtype(ctx, op, "dtype")?;
    let s = seq(ctx, op)?;
    let bits = u64::from(s.packet_size) * u64::from(dtype.bits());
    if !bits.is_multiple_of(64) {
        return Err(ctx.op_error(
            op,
            format!(
                "commits {} bytes at a time; commit writes must be a multiple of 8 bytes (L7698)",
                bits as f64 / 8.0
            ),
        ));
    }
    if let Some(n) = attrs::opt_int(ctx, op, "in_size")? {
        if ![8, 16, 24, 32].contains(&n) {
            return Err(ctx.op_error(op, format!("'in_size' must be 8, 16, 24 or 32, got {n}")));
        }
    }
    Ok(())
}
