//! Verifiers of the stream dialect's ops: every constraint the manual states for
//! them, each message citing its manual line (`002_*.txt`).

use crate::geom::{self, equivalent, resolve_mem, resolve_stream, same_indices, Mem, Stream};
use crate::hw;
use crate::interfaces::{self, PipelineStage};
use crate::ops;
use crate::types::{bytes_of, size_of, MemType, Position, Tier, Unit};
use visa_ir::{Context, Diagnostic, OpId, Type, TypeKind};
use visa_mapping::dialect::{verify_op_mappings, TypeMappings};
use visa_mapping::Axes;

pub(crate) type R = Result<(), Diagnostic>;

#[path = "verify_dma.rs"]
pub mod dma;

pub(crate) const HOOKS: &[TypeMappings] = &[crate::types::TYPE_MAPPINGS];

pub(crate) fn operand_ty(ctx: &Context, op: OpId, i: usize) -> Type {
    ctx.value_type(ctx.operand(op, i))
}

pub(crate) fn result_ty(ctx: &Context, op: OpId) -> Type {
    ctx.value_type(ctx.result(op, 0))
}

fn tier_of(ctx: &Context, ty: Type) -> Option<Tier> {
    ctx.type_as::<MemType>(ty).map(|m| m.tier)
}

pub(crate) fn dtype_name(ctx: &Context, ty: Type) -> String {
    ctx.type_to_string(ty)
}

/// The kernel enclosing `op`.
pub(crate) fn enclosing_kernel(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = ctx.parent_op(op);
    while let Some(p) = cur {
        if interfaces::is_kernel(ctx, p) {
            return Some(p);
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// Spatial exact-match rules (L1077–1083): Chip = the kernel's chip count,
/// Cluster = 2, Slice = 256.
pub(crate) fn check_spatial(
    ctx: &Context,
    op: OpId,
    what: &str,
    chip: u64,
    cluster: u64,
    slice: u64,
) -> R {
    if let Some(k) = enclosing_kernel(ctx, op) {
        if let Some(n) = ops::chips(ctx, k) {
            if chip != n {
                return Err(ctx.op_error(
                    op,
                    format!("{what}: Chip::SIZE must equal the kernel's chips = {n} (manual: Mapping Tensors › Memory and Stream › Size Constraint), got {chip}; pad with m[1 # {n}]"),
                ));
            }
        }
    }
    if cluster != hw::CLUSTERS {
        return Err(ctx.op_error(
            op,
            format!(
                "{what}: Cluster::SIZE must be 2 (manual: Mapping Tensors › Memory and Stream › Size Constraint), got {cluster}; pad with m[1 # 2]"
            ),
        ));
    }
    if slice != hw::SLICES {
        return Err(ctx.op_error(
            op,
            format!("{what}: Slice::SIZE must be 256 (manual: Mapping Tensors › Memory and Stream › Size Constraint), got {slice}; pad with m[X / N # 256]"),
        ));
    }
    Ok(())
}

/// Spatial, capacity and alignment rules of an on-chip tensor (L1071–1090).
fn check_onchip(ctx: &Context, op: OpId, m: &Mem, what: &str, addr: Option<u64>) -> R {
    check_spatial(
        ctx,
        op,
        what,
        m.map("Chip").size(),
        m.map("Cluster").size(),
        m.map("Slice").size(),
    )?;
    let bytes = bytes_of(ctx, m.ty.dtype, m.element().size());
    let (cap, line, name) = match m.ty.tier {
        Tier::Dm => (
            hw::DM_BYTES,
            "manual: Mapping Tensors › Memory and Stream › Size Constraint",
            "DM",
        ),
        Tier::Vrf => (
            hw::VRF_BYTES,
            "manual: Mapping Tensors › Memory and Stream › Size Constraint",
            "VRF",
        ),
        Tier::Trf => (
            hw::TRF_BYTES,
            "manual: Mapping Tensors › Memory and Stream › Size Constraint",
            "TRF",
        ),
        _ => return Ok(()),
    };
    if m.ty.tier == Tier::Trf && m.map("Row").size() > hw::ROWS {
        return Err(ctx.op_error(
            op,
            format!(
                "{what}: Row::SIZE must be at most 8 (manual: Mapping Tensors › Memory and Stream › Size Constraint), got {}",
                m.map("Row").size()
            ),
        ));
    }
    if bytes > cap {
        return Err(ctx.op_error(
            op,
            format!("{what}: Element::SIZE * size_of::<D>() = {bytes} bytes exceeds the {name} capacity of {cap} bytes per slice ({line})"),
        ));
    }
    if let Some(a) = addr {
        let align = size_of(ctx, m.ty.dtype);
        if !a.is_multiple_of(align) {
            return Err(ctx.op_error(
                op,
                format!("{what}: address {a} is not a multiple of size_of::<{}>() = {align} (manual: Mapping Tensors › Memory and Stream › Alignment Constraint)", dtype_name(ctx, m.ty.dtype)),
            ));
        }
        if a + bytes > cap {
            return Err(ctx.op_error(
                op,
                format!("{what}: bytes {a}..{} run past the {name} capacity of {cap} bytes per slice ({line})", a + bytes),
            ));
        }
    }
    Ok(())
}

pub(crate) fn check_same_dtype(ctx: &Context, op: OpId, a: Type, b: Type, what: &str) -> R {
    if a != b {
        return Err(ctx.op_error(
            op,
            format!(
                "{what}: element type {} does not match {}",
                dtype_name(ctx, b),
                dtype_name(ctx, a)
            ),
        ));
    }
    Ok(())
}

pub(crate) fn check_mapping(
    ctx: &Context,
    op: OpId,
    a: &geom::Stream,
    b: &geom::Stream,
    roles: &[usize],
    what: &str,
) -> R {
    for &i in roles {
        if !equivalent(&a.maps[i], &b.maps[i]) {
            return Err(ctx.op_error(
                op,
                format!(
                    "{what}: {} mapping {} of the result is not equivalent to {} of the input",
                    crate::types::STREAM_ROLES[i],
                    b.maps[i],
                    a.maps[i]
                ),
            ));
        }
    }
    Ok(())
}

pub(crate) fn stream_in(ctx: &Context, op: OpId, axes: &Axes) -> Result<Stream, Diagnostic> {
    resolve_stream(ctx, op, axes, operand_ty(ctx, op, 0), "the input")
}

pub(crate) fn stream_out(ctx: &Context, op: OpId, axes: &Axes) -> Result<Stream, Diagnostic> {
    resolve_stream(ctx, op, axes, result_ty(ctx, op), "the result")
}

pub(crate) fn require_pos(
    ctx: &Context,
    op: OpId,
    s: &Stream,
    allowed: &[Position],
    what: &str,
) -> R {
    if !allowed.contains(&s.ty.pos) {
        let names: Vec<_> = allowed.iter().map(|p| p.keyword()).collect();
        return Err(ctx.op_error(
            op,
            format!(
                "{what} must be at position {}, got `{}`",
                names.join(" or "),
                s.ty.pos.keyword()
            ),
        ));
    }
    Ok(())
}

/// The op's [`PipelineStage`]; every op that calls the step checks declares one.
pub(crate) fn stage_of(ctx: &Context, op: OpId) -> Result<PipelineStage, Diagnostic> {
    ctx.interface::<PipelineStage>(op)
        .copied()
        .ok_or_else(|| ctx.op_error(op, "declares no pipeline stage"))
}

/// The position and context checks of a stream step (the part of [`stream_step`] that
/// does not assume Chip, Cluster and Slice pass through).
pub(crate) fn stream_positions(
    ctx: &Context,
    op: OpId,
) -> Result<(Axes, Stream, Stream), Diagnostic> {
    let stage = stage_of(ctx, op)?;
    let Some(pos) = stage.produces() else {
        return Err(ctx.op_error(op, "does not produce a stream"));
    };
    verify_op_mappings(ctx, op, HOOKS)?;
    let axes = geom::axes(ctx, op)?;
    let i = stream_in(ctx, op, &axes)?;
    let o = stream_out(ctx, op, &axes)?;
    require_pos(ctx, op, &i, stage.accepts(), "the input")?;
    if o.ty.pos != pos {
        return Err(ctx.op_error(
            op,
            format!(
                "the result must be at position `{}`, got `{}`",
                pos.keyword(),
                o.ty.pos.keyword()
            ),
        ));
    }
    if i.ty.unit != o.ty.unit {
        return Err(ctx.op_error(
            op,
            format!(
                "the result runs in context `{}` but the input in `{}`",
                o.ty.unit.keyword(),
                i.ty.unit.keyword()
            ),
        ));
    }
    Ok((axes, i, o))
}

/// The common checks of `stream.switch` (whose Slice changes): mappings resolve, positions
/// and context as the op's stage says, element type unchanged.
pub(crate) fn stream_pair(ctx: &Context, op: OpId) -> Result<(Stream, Stream), Diagnostic> {
    let (_, i, o) = stream_positions(ctx, op)?;
    check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    Ok((i, o))
}

/// A stream op's common checks: mappings resolve; the result keeps the input's
/// context, chip, cluster and slice; the input is at a position the op's
/// [`PipelineStage`] accepts and the result at the position it produces.
pub(crate) fn stream_step(ctx: &Context, op: OpId) -> Result<(Axes, Stream, Stream), Diagnostic> {
    let (axes, i, o) = stream_positions(ctx, op)?;
    check_mapping(
        ctx,
        op,
        &i,
        &o,
        &[0, 1, 2],
        "Chip, Cluster and Slice pass through",
    )?;
    Ok((axes, i, o))
}

/// A VRF operand lies on the stream's chip, cluster and slices, its Element the stream's
/// Packet (broadcast over Time) or its Time and Packet (L5058–5073); `which` names the
/// stream in messages ("stream", "Way8 stream").
pub(crate) fn check_vrf_placement(
    ctx: &Context,
    op: OpId,
    vrf: &geom::Mem,
    s: &Stream,
    which: &str,
) -> R {
    for (role, k) in [("Chip", 0), ("Cluster", 1), ("Slice", 2)] {
        if !equivalent(vrf.map(role), &s.maps[k]) {
            return Err(ctx.op_error(
                op,
                format!(
                    "the VRF operand's {role} mapping must be the {which}'s {}",
                    s.maps[k]
                ),
            ));
        }
    }
    // The shapes the hardware's positional read agrees with (docs/decisions.md C9E-1).
    let eb = bytes_of(ctx, s.ty.dtype, 1).max(1);
    let lanes = hw::FLIT_BYTES / eb;
    let whole = s.time_packet();
    if equivalent(vrf.element(), s.packet()) {
        return crate::vrf_operand::is_cyclic(vrf, s, lanes).map_err(|e| {
            ctx.op_error(op, format!("the VRF operand's Element {} cannot be read as the {which}'s Packet broadcast over Time: {e} (docs/decisions.md C9E-1)", vrf.element()))
        });
    }
    if equivalent(vrf.element(), &whole) || crate::vrf_operand::is_lane_broadcast(vrf, s, eb) {
        return Ok(());
    }
    let cyclic = crate::vrf_operand::is_cyclic(vrf, s, lanes);
    cyclic.map_err(|why| ctx.op_error(
        op,
        format!("the VRF operand's Element {} must match the {which}'s Packet {} (broadcast over Time) or its Time, Packet {}, or its innermost Time steps and Packet (repeated over the outer Time; here {why}), or be at most one flit over axes the {which} lacks covering its lanes (a lane broadcast) (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Operands › VRF Input; docs/decisions.md C9E-1)", vrf.element(), s.packet(), whole),
    ))
}

fn func_type(ctx: &Context, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = ctx.attr_type(ctx.attr(op, "function_type")?)?;
    match ctx.type_kind(t) {
        TypeKind::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

fn check_signature(ctx: &Context, op: OpId, arg_tier: Tier) -> R {
    verify_op_mappings(ctx, op, HOOKS)?;
    let (inputs, results) =
        func_type(ctx, op).ok_or_else(|| ctx.op_error(op, "requires a function type"))?;
    let body = ops::body(ctx, op).ok_or_else(|| ctx.op_error(op, "requires a body block"))?;
    let args = ctx.block_args(body);
    if args.len() != inputs.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "has {} arguments but its type has {} inputs",
                args.len(),
                inputs.len()
            ),
        ));
    }
    for (i, (&a, &t)) in args.iter().zip(&inputs).enumerate() {
        if ctx.value_type(a) != t {
            return Err(ctx.op_error(
                op,
                format!("argument {i} type does not match the function type"),
            ));
        }
    }
    for (i, &t) in inputs.iter().chain(&results).enumerate() {
        if tier_of(ctx, t) != Some(arg_tier) {
            let want = match arg_tier {
                Tier::Host => "host tensors (`!stream.host`)",
                _ => "HBM tensors (`!stream.hbm`)",
            };
            return Err(ctx.op_error(
                op,
                format!(
                    "takes and returns {want}; type {} is {}",
                    i,
                    ctx.type_to_string(t)
                ),
            ));
        }
    }
    Ok(())
}

/// `stream.host_func`.
pub fn host_func(ctx: &Context, op: OpId) -> R {
    check_signature(ctx, op, Tier::Host)?;
    crate::alloc::check_host_hbm(ctx, op)
}

/// `stream.kernel`.
pub fn kernel(ctx: &Context, op: OpId) -> R {
    match ops::chips(ctx, op) {
        Some(n) if n >= 1 => {}
        _ => {
            return Err(ctx.op_error(
                op,
                "requires `chips` to be at least 1 (manual: Hello, TCP! › Examples › Constant Addition: #[device(chip = N)])",
            ))
        }
    }
    check_signature(ctx, op, Tier::Hbm)?;
    let n = ops::chips(ctx, op).unwrap_or(1);
    let axes = geom::axes(ctx, op)?;
    let (inputs, results) = func_type(ctx, op).unwrap_or_default();
    for (i, t) in inputs.iter().chain(&results).enumerate() {
        let m = resolve_mem(ctx, op, &axes, *t, &format!("signature type {i}"))?;
        let chip = m.map("Chip").size();
        if chip != n {
            return Err(ctx.op_error(
                op,
                format!("signature type {i}: Chip::SIZE must equal chips = {n} (manual: Mapping Tensors › Memory and Stream › Size Constraint), got {chip}"),
            ));
        }
    }
    crate::alloc::check_kernel_memory(ctx, op)
}

/// `stream.return`.
pub fn ret(ctx: &Context, op: OpId) -> R {
    let Some(parent) = ctx.parent_op(op) else {
        return Ok(());
    };
    let Some((_, results)) = func_type(ctx, parent) else {
        return Ok(());
    };
    let got = ops::value_types(ctx, ctx.operands(op));
    if got != results {
        return Err(ctx.op_error(
            op,
            format!("returns {} value(s) whose types do not match the enclosing function's results ({} expected)", got.len(), results.len()),
        ));
    }
    Ok(())
}

/// `stream.to_hbm`: host → HBM (PCIe DMA, in a host function) or DM → HBM (tensor
/// DMA, in a kernel); holds the same tensor (L1184–1190).
pub fn to_hbm(ctx: &Context, op: OpId) -> R {
    verify_op_mappings(ctx, op, HOOKS)?;
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    if dst.ty.tier != Tier::Hbm {
        return Err(ctx.op_error(op, "the result must be an HBM tensor (`!stream.hbm`)"));
    }
    let in_kernel = enclosing_kernel(ctx, op).is_some();
    let expected = if in_kernel { Tier::Dm } else { Tier::Host };
    if src.ty.tier != expected {
        let msg = if in_kernel {
            "in a kernel the source must be a DM tensor (tensor DMA, manual: Hello, TCP! › Examples › Constant Addition)"
        } else {
            "in a host function the source must be a host tensor (PCIe DMA, manual: Hello, TCP! › Examples › Constant Addition)"
        };
        return Err(ctx.op_error(op, msg));
    }
    check_same_dtype(ctx, op, src.ty.dtype, dst.ty.dtype, "the result")?;
    check_hbm(ctx, op, &dst, ops::addr(ctx, op))?;
    if in_kernel {
        if !equivalent(src.map("Chip"), dst.map("Chip")) {
            return Err(ctx.op_error(
                op,
                "the tensor DMA keeps the Chip mapping (manual: Moving Tensors › DMA Engine › Interface)",
            ));
        }
        same_indices(&src.per_chip(), dst.element()).map_err(|e| {
            ctx.op_error(
                op,
                format!("the result must hold the same tensor as the source (manual: Mapping Tensors › Memory and Stream › Tensor Functions): {e}"),
            )
        })?;
    } else {
        same_indices(src.element(), &dst.whole()).map_err(|e| {
            ctx.op_error(
                op,
                format!(
                    "the result must hold the same tensor as the host tensor (manual: Mapping Tensors › Memory and Stream › Tensor Functions): {e}"
                ),
            )
        })?;
    }
    Ok(())
}

pub(crate) fn check_hbm(ctx: &Context, op: OpId, m: &Mem, addr: Option<u64>) -> R {
    let bytes = bytes_of(ctx, m.ty.dtype, m.element().size());
    if let Some(a) = addr {
        let align = size_of(ctx, m.ty.dtype);
        if !a.is_multiple_of(align) {
            return Err(ctx.op_error(
                op,
                format!(
                    "HBM address {a} is not a multiple of size_of::<{}>() = {align} (manual: Mapping Tensors › Memory and Stream › Alignment Constraint)",
                    dtype_name(ctx, m.ty.dtype)
                ),
            ));
        }
        if a.saturating_add(bytes) > hw::HBM_BYTES {
            return Err(ctx.op_error(
                op,
                format!(
                    "HBM bytes {a}..{} run past the 48 GB of HBM per chip (manual: Hello, TCP! › Tensor Contraction Processor › Memory)",
                    // Exact even past 64 bits (`bytes` saturates): bits per element times size.
                    u128::from(a)
                        + (u128::from(m.element().size())
                            * u128::from(bytes_of(ctx, m.ty.dtype, 8)))
                        .div_ceil(8)
                ),
            ));
        }
    }
    if let Some(k) = enclosing_kernel(ctx, op) {
        if let Some(n) = ops::chips(ctx, k) {
            let chip = m.map("Chip").size();
            if chip != n {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "Chip::SIZE must equal the kernel's chips = {n} (manual: Mapping Tensors › Memory and Stream › Size Constraint), got {chip}"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `stream.launch`: the callee is a kernel whose signature matches.
pub fn launch(ctx: &Context, op: OpId) -> R {
    let name =
        ops::callee(ctx, op).ok_or_else(|| ctx.op_error(op, "requires a flat `callee` symbol"))?;
    let Some(k) = ops::lookup_func(ctx, op, name) else {
        return Err(ctx.op_error(op, format!("calls @{name}, which is not defined")));
    };
    if !interfaces::is_kernel(ctx, k) {
        return Err(ctx.op_error(op, format!("calls @{name}, which is not a `stream.kernel`")));
    }
    let (inputs, results) = func_type(ctx, k).unwrap_or_default();
    let args = ops::value_types(ctx, ctx.operands(op));
    let res = ops::value_types(ctx, ctx.results(op));
    if args != inputs || res != results {
        return Err(ctx.op_error(
            op,
            format!("operand or result types do not match the signature of @{name}"),
        ));
    }
    Ok(())
}

/// `stream.to_host`.
pub fn to_host(ctx: &Context, op: OpId) -> R {
    verify_op_mappings(ctx, op, HOOKS)?;
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    if src.ty.tier != Tier::Hbm || dst.ty.tier != Tier::Host {
        return Err(ctx.op_error(op, "moves an HBM tensor to a host tensor (manual: Hello, TCP! › Examples › Constant Addition)"));
    }
    check_same_dtype(ctx, op, src.ty.dtype, dst.ty.dtype, "the result")?;
    same_indices(&src.whole(), dst.element()).map_err(|e| {
        ctx.op_error(
            op,
            format!("the result must hold the same tensor as the source (manual: Mapping Tensors › Memory and Stream › Tensor Functions): {e}"),
        )
    })
}

/// `stream.to_dm`: tensor DMA HBM → DM (L2375–2385, alignment L2413–2429).
pub fn to_dm(ctx: &Context, op: OpId) -> R {
    verify_op_mappings(ctx, op, HOOKS)?;
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    if src.ty.tier != Tier::Hbm || dst.ty.tier != Tier::Dm {
        return Err(ctx.op_error(
            op,
            "moves an HBM tensor to a DM tensor (manual: Moving Tensors › DMA Engine › Interface)",
        ));
    }
    check_same_dtype(ctx, op, src.ty.dtype, dst.ty.dtype, "the result")?;
    let addr = ops::addr(ctx, op);
    check_onchip(ctx, op, &dst, "the result", addr)?;
    if let Some(a) = addr {
        if !a.is_multiple_of(hw::DM_WRITE_ALIGN) {
            return Err(ctx.op_error(op, format!("HBM → DM transfers need an 8-byte aligned DM address, got {a} (manual: Moving Tensors › DMA Engine › Architecture › Alignment Constraints)")));
        }
    }
    if !equivalent(src.map("Chip"), dst.map("Chip")) {
        return Err(ctx.op_error(
            op,
            "the tensor DMA keeps the Chip mapping (manual: Moving Tensors › DMA Engine › Interface: Chip is preserved)",
        ));
    }
    // The DM tensor may repeat the source over axes the source lacks (a broadcast,
    // docs/decisions.md C8A-7): compared with those axes stripped.
    let per_chip = dst.per_chip();
    let extra = crate::broadcast::extra_axes(&per_chip, src.element());
    let held = crate::broadcast::strip_axes(&per_chip, &extra);
    same_indices(src.element(), &held).map_err(|e| {
        ctx.op_error(
            op,
            format!("the result must hold the same tensor as the source (manual: Mapping Tensors › Memory and Stream › Tensor Functions): {e}"),
        )
    })
}

/// `stream.begin`: Time = `m[1]`, Packet = the DM Element; spatial mappings kept.
pub fn begin(ctx: &Context, op: OpId) -> R {
    let o = begin_common(ctx, op)?;
    if o.time().size() != 1 {
        return Err(ctx.op_error(
            op,
            format!(
                "a begun stream has Time = m[1] (manual: Mapping Tensors › Memory and Stream › Tensor Unit Stream), got {}",
                o.time()
            ),
        ));
    }
    Ok(())
}

/// What `stream.begin` and `stream.begin_interleaved` check alike: the source (operand
/// 0) in DM, the result at `begin` with the source's element type, Chip, Cluster and
/// Slice, and the DM Element as Packet. Returns the result stream (its Time is the
/// caller's to check).
pub(crate) fn begin_common(ctx: &Context, op: OpId) -> Result<Stream, Diagnostic> {
    verify_op_mappings(ctx, op, HOOKS)?;
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    if src.ty.tier != Tier::Dm {
        return Err(ctx.op_error(
            op,
            "begins a stream from a DM tensor (manual: Hello, TCP! › Examples › Constant Addition)",
        ));
    }
    let o = stream_out(ctx, op, &axes)?;
    let pos = stage_of(ctx, op)?
        .produces()
        .ok_or_else(|| ctx.op_error(op, "does not produce a stream"))?;
    if o.ty.pos != pos {
        return Err(ctx.op_error(
            op,
            format!(
                "the result must be at position `{}`, got `{}`",
                pos.keyword(),
                o.ty.pos.keyword()
            ),
        ));
    }
    check_same_dtype(ctx, op, src.ty.dtype, o.ty.dtype, "the result")?;
    for (role, got) in [
        ("Chip", o.chip()),
        ("Cluster", o.cluster()),
        ("Slice", o.slice()),
    ] {
        if !equivalent(src.map(role), got) {
            return Err(ctx.op_error(
                op,
                format!(
                    "{role} mapping {got} must be the DM tensor's {}",
                    src.map(role)
                ),
            ));
        }
    }
    if !equivalent(o.packet(), src.element()) {
        return Err(ctx.op_error(
            op,
            format!(
                "a begun stream's Packet must be the DM Element {} (manual: Mapping Tensors › Memory and Stream › Tensor Unit Stream), got {}",
                src.element(),
                o.packet()
            ),
        ));
    }
    Ok(o)
}

/// Element casts the Fetch Engine performs (L1962–1972, RNGD column): the hardware
/// model's table, `DType::casts_to` on RNGD, over the element types as the manual names
/// them (signless integers, decision TATTR-1). The same type is always allowed.
fn fetch_cast_ok(ctx: &Context, from: Type, to: Type) -> bool {
    if from == to {
        return true;
    }
    match (
        visa_dtype::signless_dtype_of(ctx, from),
        visa_dtype::signless_dtype_of(ctx, to),
    ) {
        (Some(f), Some(t)) => f.casts_to(t, visa_tcp::Target::Rngd),
        _ => false,
    }
}

/// `stream.fetch` (L1698–1723).
pub fn fetch(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = stream_step(ctx, op)?;
    check_spatial(
        ctx,
        op,
        "the result",
        o.chip().size(),
        o.cluster().size(),
        o.slice().size(),
    )?;
    if !fetch_cast_ok(ctx, i.ty.dtype, o.ty.dtype) {
        return Err(ctx.op_error(
            op,
            format!(
                "the Fetch Engine cannot cast {} to {} (manual: Moving Tensors › Fetch Engine › Fetch Adapter › Type Casting)",
                dtype_name(ctx, i.ty.dtype),
                dtype_name(ctx, o.ty.dtype)
            ),
        ));
    }
    crate::interleave::check_fetch(ctx, op, &o)?;
    crate::fetch_adapter::check_zero_point(ctx, op, &i, &o)?;
    crate::fetch_adapter::check_stages(ctx, op, &i, &o)?;
    let bytes = bytes_of(ctx, o.ty.dtype, o.packet().size());
    if !bytes.is_multiple_of(hw::FETCH_ALIGN_BYTES) {
        return Err(ctx.op_error(
            op,
            format!("Fetch output packet must be 8-byte aligned, got {bytes} bytes (manual: Moving Tensors › Fetch Engine › Interface)"),
        ));
    }
    // Axes the input lacks are read with stride 0 (a broadcast, L1533–1566): compared
    // with their digits stripped (docs/decisions.md C9E-2).
    let out = o.time_packet();
    let extra = crate::broadcast::extra_axes(&out, &i.time_packet());
    let held = crate::broadcast::strip_axes(&out, &extra);
    same_indices(&i.time_packet(), &held).map_err(|e| {
        ctx.op_error(
            op,
            format!("Time and Packet must hold the same tensor as the input's (manual: Moving Tensors › Fetch Engine › Interface), up to axes it broadcasts (Sequencer › Broadcasting Axes; docs/decisions.md C9E-2): {e}"),
        )
    })
}

/// The flit normalization of a `Time, Packet` pair for `bits`-bit elements
/// (L3560–3603): returns the expected `(Time, Packet)`, or `None` when the Packet is so
/// large that its flit count overflows (no hardware packet is).
pub fn collect_normalize(
    time: &visa_mapping::Mapping,
    packet: &visa_mapping::Mapping,
    bits: u64,
) -> Option<(visa_mapping::Mapping, visa_mapping::Mapping)> {
    let e = hw::FLIT_BYTES * 8 / bits;
    let p = packet.size();
    if p <= e {
        let padded = packet.clone().pad(e).unwrap_or_else(|_| packet.clone());
        Some((time.clone(), padded))
    } else {
        let pp = p.div_ceil(e).checked_mul(e)?;
        let padded = if pp == p {
            packet.clone()
        } else {
            packet.clone().pad(pp).unwrap_or_else(|_| packet.clone())
        };
        let flit = padded.clone().stride(e).unwrap_or_else(|_| padded.clone());
        let lane = padded.clone().modulo(e).unwrap_or(padded);
        let t = time.clone().pair(flit).unwrap_or_else(|_| time.clone());
        Some((t, lane))
    }
}

/// `stream.collect` (L3543–3603).
pub fn collect(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = stream_step(ctx, op)?;
    check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    let bits = crate::types::scalar_bits(ctx, o.ty.dtype).unwrap_or(32);
    let bits = match bits {
        5 => 8,
        9 => 16,
        b => b,
    };
    let Some((t, p)) = collect_normalize(i.time(), i.packet(), bits) else {
        return Err(ctx.op_error(
            op,
            format!(
                "the input's Packet {} of {} elements is too large to normalize into 32-byte flits (manual: Computing Tensors › Collect Engine › Interface)",
                i.packet(),
                i.packet().size()
            ),
        ));
    };
    if !equivalent(&t, o.time()) || !equivalent(&p, o.packet()) {
        return Err(ctx.op_error(
            op,
            format!(
                "collect must normalize packets to one 32-byte flit: expected Time {t} and Packet {p} (or equivalent), got {} and {} (manual: Computing Tensors › Collect Engine › Interface)",
                o.time(),
                o.packet()
            ),
        ));
    }
    Ok(())
}

/// `stream.to_vrf` (L280–285, L1090).
pub fn to_vrf(ctx: &Context, op: OpId) -> R {
    verify_op_mappings(ctx, op, HOOKS)?;
    let axes = geom::axes(ctx, op)?;
    let i = stream_in(ctx, op, &axes)?;
    require_pos(ctx, op, &i, stage_of(ctx, op)?.accepts(), "the input")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    if dst.ty.tier != Tier::Vrf {
        return Err(ctx.op_error(op, "the result must be a VRF tensor (`!stream.vrf`)"));
    }
    check_same_dtype(ctx, op, i.ty.dtype, dst.ty.dtype, "the result")?;
    check_onchip(ctx, op, &dst, "the result", ops::addr(ctx, op))?;
    for (role, k) in [("Chip", 0), ("Cluster", 1), ("Slice", 2)] {
        if !equivalent(dst.map(role), &i.maps[k]) {
            return Err(ctx.op_error(
                op,
                format!(
                    "the VRF tensor's {role} mapping must be the stream's {}",
                    i.maps[k]
                ),
            ));
        }
    }
    same_indices(&i.time_packet(), dst.element()).map_err(|e| {
        ctx.op_error(
            op,
            format!("the VRF tensor must hold the streamed tensor: {e}"),
        )
    })
}

pub(crate) fn check_flit(ctx: &Context, op: OpId, s: &Stream, line: &str) -> R {
    let bytes = bytes_of(ctx, s.ty.dtype, s.packet().size());
    if bytes != hw::FLIT_BYTES {
        return Err(ctx.op_error(
            op,
            format!("the input packet must be one 32-byte flit, got {bytes} bytes; collect first ({line})"),
        ));
    }
    Ok(())
}

/// `stream.vector_init` (L4549–4632).
pub fn vector_init(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = stream_step(ctx, op)?;
    check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    check_mapping(ctx, op, &i, &o, &[3, 4], "vector_init keeps the stream")?;
    let name = dtype_name(ctx, o.ty.dtype);
    if name != "i32" && name != "f32" {
        return Err(ctx.op_error(
            op,
            format!("the Vector Engine takes i32 or f32 elements, got {name} (manual: Computing Tensors › Vector Engine)"),
        ));
    }
    check_flit(
        ctx,
        op,
        &i,
        "manual: Computing Tensors › Collect Engine › Pipeline Position",
    )
}

/// `stream.vector_fxp` (L4824–4836, operands L5052–5153, ALU reuse L5261–5268).
pub fn vector_fxp(ctx: &Context, op: OpId) -> R {
    let (axes, i, o) = stream_step(ctx, op)?;
    check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    check_mapping(ctx, op, &i, &o, &[3, 4], "a vector op keeps the stream")?;
    if dtype_name(ctx, o.ty.dtype) != "i32" {
        return Err(ctx.op_error(
            op,
            "fixed-point ops take i32 elements (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages, Fxp stage)",
        ));
    }
    // The declarative check has rejected unknown keywords.
    let fop = ops::VectorFxp(op).op(ctx);
    // The raw attribute: an immediate written in the generic form may not fit.
    let imm = ctx.attr(op, "imm");
    match (ctx.operands(op).len(), imm) {
        (1, Some(a)) => {
            let v = ctx.attr_int(a).unwrap_or(0);
            if i32::try_from(v).is_err() && u32::try_from(v).is_err() {
                return Err(ctx.op_error(op, format!("immediate {v} does not fit in 32 bits")));
            }
            // A shift amount is 0..=31 (docs/decisions.md, "Fixed-point shift amounts").
            let max = visa_tcp::limits::MAX_FXP_SHIFT;
            if fop.is_shift() && !(0..=i128::from(max)).contains(&v) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "`{}` takes a shift amount in 0..={max}, got {v} (docs/decisions.md, fixed-point shift amounts)",
                        fop.keyword()
                    ),
                ));
            }
        }
        (2, None) => {
            let vrf = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 1), "the VRF operand")?;
            if vrf.ty.tier != Tier::Vrf {
                return Err(ctx.op_error(op, "the second operand must be a VRF tensor; other operands come from `imm` (manual: Hello, TCP! › Examples › Elementwise Multiplication; Computing Tensors › Vector Engine › Intra-Slice Block › Operands)"));
            }
            check_same_dtype(ctx, op, i.ty.dtype, vrf.ty.dtype, "the VRF operand")?;
            check_vrf_placement(ctx, op, &vrf, &i, "stream")?;
        }
        _ => {
            return Err(ctx.op_error(op, "takes exactly one second operand: an `imm` immediate or a VRF tensor (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Operands)"));
        }
    }
    crate::vector_ops::check_stage_order(ctx, op)?;
    crate::branch::check_groups(ctx, op)?;
    check_alu_once(ctx, op)
}

/// Each ALU once per pass (L5261–5268): walking back through the intra-slice block
/// (the ops whose [`PipelineStage`] stays at `vector_branch`) to the branch, no
/// earlier op may occupy the ALU `op` occupies ([`AluUse`]).
pub(crate) fn check_alu_once(ctx: &Context, op: OpId) -> R {
    let Some(alu) = interfaces::alu_of(ctx, op) else {
        return Ok(());
    };
    let mut cur = ctx.defining_op(ctx.operand(op, 0));
    while let Some(prev) = cur {
        let in_block = ctx
            .interface::<PipelineStage>(prev)
            .is_some_and(|s| s.in_intra_slice_block());
        if !in_block {
            break;
        }
        if interfaces::alu_of(ctx, prev) == Some(alu) {
            return Err(ctx.op_error(
                op,
                format!("{alu} is already in use in this pass (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Constraints › ALU Conflict Example)"),
            ));
        }
        cur = ctx.operands(prev).first().and_then(|&v| ctx.defining_op(v));
    }
    Ok(())
}

/// `stream.vector_final` (L4976).
pub fn vector_final(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = stream_step(ctx, op)?;
    check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    check_mapping(ctx, op, &i, &o, &[3, 4], "vector_final keeps the stream")?;
    let bytes = bytes_of(ctx, i.ty.dtype, i.packet().size());
    if bytes != hw::FLIT_BYTES {
        return Err(ctx.op_error(
            op,
            format!("the Vector Engine leaves in Way8: the packet must be one 32-byte flit, got {bytes} bytes; widen with vector_concat or vector_pad_way8 first (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)"),
        ));
    }
    Ok(())
}

/// `stream.commit` (L2149–2157, constraints L2320–2338).
pub fn commit(ctx: &Context, op: OpId) -> R {
    let i = commit_stream(ctx, op)?;
    let axes = geom::axes(ctx, op)?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    commit_into(ctx, op, &i, &dst, ops::addr(ctx, op), "the result")
}

/// The stream a commit (`stream.commit`, `stream.commit_view`) writes, checked against the
/// positions and context it may leave from (L1107–1117, L2337–2338).
pub(crate) fn commit_stream(ctx: &Context, op: OpId) -> Result<Stream, Diagnostic> {
    verify_op_mappings(ctx, op, HOOKS)?;
    let axes = geom::axes(ctx, op)?;
    let i = stream_in(ctx, op, &axes)?;
    if !stage_of(ctx, op)?.accepts().contains(&i.ty.pos) {
        return Err(ctx.op_error(
            op,
            format!("cannot commit a stream at position `{}`; leave the Vector Engine with vector_final first", i.ty.pos.keyword()),
        ));
    }
    if i.ty.unit == Unit::Sub
        && !matches!(
            i.ty.pos,
            Position::Fetch | Position::Switch | Position::Collect
        )
    {
        return Err(ctx.op_error(
            op,
            format!(
                "sub-context commits can only follow fetch, got a stream at `{}` (manual: Moving Tensors › Commit Engine › Sub-Context Operations › Constraints)",
                i.ty.pos.keyword()
            ),
        ));
    }
    Ok(i)
}

/// The Commit Engine's rules for writing stream `i` into the DM tensor `dst` at `addr`
/// (L2149–2163, L2320–2338), shared by `stream.commit` (`dst` its result) and
/// `stream.commit_view` (`dst` the view); `what` names `dst` in messages.
pub(crate) fn commit_into(
    ctx: &Context,
    op: OpId,
    i: &Stream,
    dst: &Mem,
    addr: Option<u64>,
    what: &str,
) -> R {
    if dst.ty.tier != Tier::Dm {
        return Err(ctx.op_error(
            op,
            format!(
                "{what} must be a DM tensor (manual: Moving Tensors › Commit Engine › Interface)"
            ),
        ));
    }
    check_same_dtype(ctx, op, i.ty.dtype, dst.ty.dtype, what)?;
    check_onchip(ctx, op, dst, what, addr)?;
    if let Some(a) = addr {
        if !a.is_multiple_of(hw::DM_WRITE_ALIGN) {
            return Err(ctx.op_error(op, format!("commit address {a} must be 8-byte aligned (manual: Moving Tensors › Commit Engine › Sub-Context Operations › Constraints: strides are multiples of 8 bytes; manual: Moving Tensors › DMA Engine › Architecture › Alignment Constraints: 8-byte DM banks)")));
        }
    }
    for (role, k) in [("Chip", 0), ("Cluster", 1), ("Slice", 2)] {
        // The slice bitmap commits on some of the stream's slices (L2314–2319).
        let bitmap = k > 0 && crate::slice_bitmap::restricts(dst.map(role), &i.maps[k]);
        if !bitmap && !equivalent(dst.map(role), &i.maps[k]) {
            return Err(ctx.op_error(
                op,
                format!(
                    "the committed tensor's {role} mapping must be the stream's {}, or keep some of its slices for the slice bitmap (manual: Moving Tensors › Commit Engine › Interface; Commit Sequencer › Slice Bitmap)",
                    i.maps[k]
                ),
            ));
        }
    }
    check_flit(
        ctx,
        op,
        i,
        "manual: Moving Tensors › Commit Engine › Sub-Context Operations › Constraints",
    )?;
    geom::subset_indices(dst.element(), &i.time_packet()).map_err(|e| {
        ctx.op_error(
            op,
            format!("the committed Element may only hold indices of the stream; truncation drops the rest (manual: Moving Tensors › Commit Engine › Interface): {e}"),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::collect_normalize;
    use crate::geom::equivalent;
    use proptest::prelude::*;
    use visa_mapping::{parse, Axes, Mapping};

    fn m(src: &str, axes: &str) -> Mapping {
        parse(src, &axes.parse::<Axes>().unwrap()).unwrap()
    }

    /// The Fetch Engine's casts over every pair of builtin element types, against the
    /// manual's RNGD column written out by name here (L1962–1972): the DType table gives
    /// the same answers the names did, and a signed or unsigned integer casts to nothing.
    #[test]
    fn fetch_casts_are_the_manuals_rngd_table() {
        const TABLE: [(&str, &str); 10] = [
            ("i4", "i5"),
            ("i4", "i32"),
            ("i8", "i9"),
            ("i8", "i32"),
            ("i16", "i32"),
            ("f8E4M3FN", "f32"),
            ("f8E5M2", "f32"),
            ("bf16", "f32"),
            ("f16", "f32"),
            ("f32", "bf16"),
        ];
        use visa_ir::{FloatKind as F, Signedness, TypeKind};
        let mut ctx = visa_ir::Context::new(visa_ir::DialectRegistry::new());
        let mut types = Vec::new();
        for w in [1, 4, 5, 8, 9, 16, 32, 64] {
            types.push(ctx.integer_type(w));
        }
        for (w, s) in [
            (8, Signedness::Signed),
            (8, Signedness::Unsigned),
            (32, Signedness::Signed),
        ] {
            types.push(ctx.intern_type(TypeKind::Integer {
                width: w,
                signedness: s,
            }));
        }
        for k in [
            F::F8E4M3FN,
            F::F8E5M2,
            F::F8E4M3,
            F::BF16,
            F::F16,
            F::F32,
            F::F64,
        ] {
            types.push(ctx.float_type(k));
        }
        types.push(ctx.index_type());
        let names: Vec<String> = types.iter().map(|&t| ctx.type_to_string(t)).collect();
        assert_eq!(names.len(), 19);
        assert!(names.iter().any(|n| n == "si8") && names.iter().any(|n| n == "f8E4M3FN"));
        for (a, &ta) in names.iter().zip(&types) {
            for (b, &tb) in names.iter().zip(&types) {
                let expected = a == b || TABLE.contains(&(a.as_str(), b.as_str()));
                assert_eq!(super::fetch_cast_ok(&ctx, ta, tb), expected, "{a} -> {b}");
            }
        }
    }

    /// The manual's collect examples (L3565–3669, L353, L284; digest-C GT-COL-1..7).
    #[test]
    fn collect_normalization_matches_the_manual() {
        let cases: [(&str, u64, &str, &str, &str, &str); 8] = [
            // (axes, bits, Time, Packet, expected Time, expected Packet)
            ("A=8, B=32", 8, "m[A]", "m[B # 32]", "m[A]", "m[B # 32]"),
            ("A=8, B=16", 8, "m[A]", "m[B]", "m[A]", "m[B # 32]"),
            ("A=8, B=32", 16, "m[A]", "m[B]", "m[A, B / 16]", "m[B % 16]"),
            ("A=8, B=64", 8, "m[A]", "m[B]", "m[A, B / 32]", "m[B % 32]"),
            ("A=2048", 16, "m[1]", "m[A]", "m[A / 16]", "m[A % 16]"),
            (
                "A=2048",
                32,
                "m[1]",
                "m[A % 8]",
                "m[A % 8 / 8]",
                "m[A % 8 % 8]",
            ),
            (
                "A=8, B=20",
                32,
                "m[A]",
                "m[B]",
                "m[A, B # 24 / 8]",
                "m[B # 24 % 8]",
            ),
            (
                "A=8, B=24",
                16,
                "m[A]",
                "m[B]",
                "m[A, B # 32 / 16]",
                "m[B # 32 % 16]",
            ),
        ];
        for (axes, bits, t, p, et, ep) in cases {
            let (t2, p2) = collect_normalize(&m(t, axes), &m(p, axes), bits).unwrap();
            assert!(equivalent(&t2, &m(et, axes)), "{t} {p}: Time {t2} vs {et}");
            assert!(
                equivalent(&p2, &m(ep, axes)),
                "{t} {p}: Packet {p2} vs {ep}"
            );
        }
        // The rejected example: bf16 B=32 left as `m[A], m[B]` is not the normal form.
        let (t2, _) =
            collect_normalize(&m("m[A]", "A=8, B=32"), &m("m[B]", "A=8, B=32"), 16).unwrap();
        assert!(!equivalent(&t2, &m("m[A]", "A=8, B=32")));
    }

    proptest! {
        /// The definition (L3560–3603): the flit index becomes the innermost Time
        /// axis, so `Time2, Packet2` lists exactly `Time, Packet` padded to whole
        /// flits, position by position (a coordinate past its axis is padding),
        /// and `Packet2` is one flit.
        #[test]
        fn collect_keeps_positions(a in 1u64..5, b in 1u64..80, bits in prop::sample::select(vec![4u64, 8, 16, 32])) {
            let axes = format!("A={a}, B={b}");
            let (t, p) = (m("m[A]", &axes), m("m[B]", &axes));
            let (t2, p2) = collect_normalize(&t, &p, bits).unwrap();
            let e = 256 / bits;
            prop_assert_eq!(p2.size(), e);
            let padded = p.clone().pad(b.div_ceil(e) * e).unwrap();
            let lhs = Mapping::list([t2, p2]).unwrap();
            let rhs = Mapping::list([t, padded]).unwrap();
            prop_assert_eq!(lhs.size(), rhs.size());
            for i in 0..lhs.size() {
                prop_assert_eq!(crate::geom::position(&lhs, i), crate::geom::position(&rhs, i));
            }
        }
    }
}
