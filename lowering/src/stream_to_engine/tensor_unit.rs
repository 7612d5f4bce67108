//! The Tensor-Unit patterns: the kernel ops of one pass, from `stream.begin` to its sink
//! (`stream.commit` / `stream.to_vrf`), to the engine stage ops, one pattern per op,
//! rooted at its typed wrapper and checked against its `PipelineStage` engine.
//!
//! - `stream.begin` only records the DM tensor it starts from; `stream.fetch` becomes
//!   `engine.fetch`, its sequencer derived from (DM element mapping, Time, Packet) by the
//!   mapping library (L1429–1627) with the fetch figures (`fetch_size`,
//!   `fetches_per_packet`, L1755–1762, L2050–2128);
//! - `stream.collect`, `to_vrf` and the `vector_*` ops map 1:1;
//! - `stream.commit` becomes `engine.commit` with the write sequencer derived from
//!   (result element mapping, Time, Packet) (L1361: the same derivation drives reads
//!   and writes).
//!
//! These ops lower only in a kernel; in the host function they are left to the last
//! pattern, which reports them.

use super::{dtype_of, seq_config, State, StreamPattern, Val, MAX_SIZE};
use visa_engine::build::{self, A};
use visa_engine::names as en;
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId, Value};
use visa_mapping::sequencer::{self, ElemType, SeqRequest};
use visa_mapping::{Image, Mapping};
use visa_stream::geom::Mem;
use visa_stream::interfaces::{self, Engine};
use visa_stream::ops as so;
use visa_stream::{Tier, Unit};
use visa_tcp::{BranchMode, Context as TuContext, DType, FxpBinaryOp};

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![
        StreamPattern::boxed(shared, "stream-begin", Some(so::Begin::NAME), begin),
        StreamPattern::boxed(shared, "stream-fetch", Some(so::Fetch::NAME), fetch),
        StreamPattern::boxed(shared, "stream-switch", Some(so::Switch::NAME), switch),
        StreamPattern::boxed(shared, "stream-collect", Some(so::Collect::NAME), collect),
        StreamPattern::boxed(
            shared,
            "stream-vector-init",
            Some(so::VectorInit::NAME),
            vector_init,
        ),
        StreamPattern::boxed(
            shared,
            "stream-vector-branch",
            Some(so::VectorBranch::NAME),
            vector_branch,
        ),
        StreamPattern::boxed(
            shared,
            "stream-vector-fxp",
            Some(so::VectorFxp::NAME),
            vector_fxp,
        ),
        StreamPattern::boxed(
            shared,
            "stream-vector-final",
            Some(so::VectorFinal::NAME),
            vector_final,
        ),
        StreamPattern::boxed(shared, "stream-to-vrf", Some(so::ToVrf::NAME), to_vrf),
        StreamPattern::boxed(shared, "stream-commit", Some(so::Commit::NAME), commit),
    ]
}

/// Whether `op` is a kernel op on `engine`: the ops of this module lower only there.
pub(super) fn applies(st: &State, ctx: &Context, op: OpId, engine: Engine) -> bool {
    st.in_kernel(op) && interfaces::engine_of(ctx, op) == Some(engine)
}

fn elem_type(d: DType) -> ElemType {
    d
}

/// Active slices `[start, end)` ranges of a DM/VRF tensor: cluster and slice positions
/// that hold data.
fn slice_ranges(mem: &Mem) -> Vec<i64> {
    active_slice_ranges(mem.map("Cluster"), mem.map("Slice"))
}

/// The slices a Cluster and Slice mapping hold data in, as flat `[start, end)` pairs over
/// cluster-major slice positions.
pub(super) fn active_slice_ranges(cluster: &Mapping, slice: &Mapping) -> Vec<i64> {
    // A padded axis split across Slice (`R # 32 / 8`, one factor of an axis whose other
    // parts lie in Time or the packet) runs on every slice of its padded range: a slice
    // past the axis's end takes part with wholly masked flits (docs/decisions.md T10R-4).
    let unpadded = visa_mapping::unpad::unpad_unplaceable(slice);
    let slice = unpadded.as_ref().unwrap_or(slice);
    let mut on = Vec::new();
    for ci in 0..cluster.size() {
        let cm = cluster.map(ci);
        for si in 0..slice.size() {
            on.push(cm != Image::Padding && slice.map(si) != Image::Padding);
        }
    }
    let mut out = Vec::new();
    let mut start = None;
    for (k, &b) in on.iter().chain(std::iter::once(&false)).enumerate() {
        match (b, start) {
            (true, None) => start = Some(k as i64),
            (false, Some(st)) => {
                out.extend([st, k as i64]);
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// Merges adjacent entries that walk one contiguous range (`n1 : s1` outside `n0 : s0`
/// with `s1 == n0 * s0` becomes `n1 * n0 : s0`, the manual's entry merging), so the
/// innermost entry spans the whole contiguous run the fetch size was computed from.
pub fn merge_contiguous(entries: &[sequencer::Entry]) -> Vec<(i64, i64)> {
    let mut out: Vec<(i64, i64)> = Vec::new();
    for e in entries.iter().rev() {
        let (n, s) = (e.size as i64, e.stride);
        match out.last_mut() {
            Some((n0, s0)) if s == *n0 * *s0 && n * *n0 <= MAX_SIZE => *n0 *= n,
            _ => out.push((n, s)),
        }
    }
    out.reverse();
    out
}

/// Elements per commit write: the widest 8-, 16- or 32-byte write (L1633, L7698), at most
/// the `in_size` bytes kept of each flit and dividing them, that divides a contiguous
/// innermost entry, else the derived packet size.
fn commit_packet(entries: &[(i64, i64)], d: DType, derived: u64, in_size: i64) -> i64 {
    let eb = i64::from(d.bits()) / 8;
    match entries.last() {
        Some(&(n, 1)) if eb > 0 => [32, 16, 8]
            .into_iter()
            .filter(|&b| b <= in_size && in_size % b == 0)
            .map(|b| b / eb)
            .find(|&p| p >= 1 && n % p == 0)
            .unwrap_or(derived as i64),
        _ => derived as i64,
    }
}

/// A commit whose contiguous innermost write (a whole flit) is longer than the step of an
/// outer entry would write each flit's padding over its neighbour's row: the commit adapter
/// keeps only the first `commit_in_size` bytes of a flit (L2187–2238), so the innermost write
/// becomes the smallest outer step, which must be 8, 16, 24 or 32 bytes (L2345) and divide it
/// (Fetch/Commit Example 1: `[A=3:8, B=5:24, C=8:1] @ 1024 / 8`, L7674). The positions cut off
/// hold no element of the tensor: two of its elements cannot share a DM address. Returns the
/// commit's input bytes per flit.
fn truncate_to_row(
    ctx: &Context,
    op: OpId,
    entries: &mut [(i64, i64)],
    d: DType,
    packet_bytes: u64,
) -> Result<u64, Diagnostic> {
    let eb = i64::from(d.bits()) / 8;
    let Some(&(n, 1)) = entries.last() else {
        return Ok(packet_bytes);
    };
    let outer = &entries[..entries.len() - 1];
    let Some(step) = outer
        .iter()
        .filter(|e| e.0 > 1)
        .map(|e| e.1.abs())
        .filter(|&st| st > 0 && st < n)
        .min()
    else {
        return Ok(packet_bytes);
    };
    if eb == 0 || n % step != 0 || !commit_size(step * eb) {
        return Err(ctx.op_error(
            op,
            format!("commit writes of {n} elements overlap at an outer step of {step}: no commit size of 8, 16, 24 or 32 bytes fits the destination's rows (manual: Moving Tensors › Commit Engine › Adapter)"),
        ));
    }
    let last = entries.len() - 1;
    entries[last] = (step, 1);
    Ok((step * eb) as u64)
}

/// Derives a sequencer for `[buf, time, packet]` with the mapping library.
fn derive(
    ctx: &Context,
    op: OpId,
    [buf, time, packet]: [&Mapping; 3],
    dtype: DType,
    out: Option<DType>,
    unit: Unit,
) -> Result<sequencer::SeqConfig, Diagnostic> {
    let mut req = SeqRequest::new(buf.clone(), time.clone(), packet.clone(), elem_type(dtype));
    req.out_dtype = out.map(elem_type);
    req.context = match unit {
        Unit::Main => sequencer::Context::Main,
        Unit::Sub => sequencer::Context::Sub,
    };
    sequencer::derive(&req).or_else(|e| {
        // An axis padded alike in the buffer and the stream (`R # 32 % 8` read as Time
        // `R # 32 / 4 % 2`, Packet `R # 32 % 4`) whose split the derivation refuses: read
        // `R # 32` as one unpadded axis of 32, so the padding positions are read too; the
        // valid-count generator masks them (docs/decisions.md T10R-4).
        let maps = [buf.clone(), time.clone(), packet.clone()];
        let pads = visa_mapping::unpad::right_pads(&maps);
        let un = |m: &Mapping| visa_mapping::unpad::unpad(m, &pads);
        match (pads.is_empty(), un(buf), un(time), un(packet)) {
            (false, Some(b), Some(t), Some(p)) => {
                let mut r = SeqRequest::new(b, t, p, elem_type(dtype));
                r.out_dtype = req.out_dtype;
                r.context = req.context;
                sequencer::derive(&r)
            }
            _ => Err(e),
        }
        .map_err(|e| ctx.op_error(op, format!("no sequencer configuration: {e}")))
    })
}

/// The engine stream of `op`'s first operand.
fn stream_value(st: &State, ctx: &Context, op: OpId) -> Result<Value, Diagnostic> {
    match st.get(ctx, op, 0)? {
        Val::Stream(v) => Ok(v),
        _ => Err(ctx.op_error(op, "its input is not a stream")),
    }
}

/// Appends the stage `name` on `op`'s input stream; its result is `op`'s.
pub(super) fn stage(
    st: &mut State,
    ctx: &mut Context,
    op: OpId,
    name: &str,
    attrs: &[(&str, A)],
) -> Result<bool, Diagnostic> {
    let input = stream_value(st, ctx, op)?;
    let loc = ctx.op_loc(op);
    let v = build::stage(ctx, st.body, name, input, attrs, loc);
    st.vals.insert(ctx.result(op, 0), Val::Stream(v));
    Ok(true)
}

/// `stream.begin`: records the DM tensor and the context of the stream.
fn begin(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Fetch) || so::Begin::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let Val::Mem {
        tier: Tier::Dm,
        addr,
        mem,
    } = st.get(ctx, op, 0)?
    else {
        return Err(ctx.op_error(op, "begins a stream from a tensor that is not in DM"));
    };
    let rty = ctx.value_type(ctx.result(op, 0));
    let s = st.stream(ctx, op, rty)?;
    st.vals.insert(
        ctx.result(op, 0),
        Val::Begin {
            addr,
            mem,
            unit: s.ty.unit,
            interleave: None,
        },
    );
    Ok(true)
}

/// `stream.fetch` (after `stream.begin`) to `engine.fetch`.
fn fetch(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Fetch) || so::Fetch::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let loc = ctx.op_loc(op);
    let Val::Begin {
        addr,
        mem,
        unit,
        interleave,
    } = st.get(ctx, op, 0)?
    else {
        return Err(ctx.op_error(op, "must follow stream.begin"));
    };
    let rty = ctx.value_type(ctx.result(op, 0));
    let s = st.stream(ctx, op, rty)?;
    let d = dtype_of(ctx, op, mem.ty.dtype)?;
    let out = dtype_of(ctx, op, s.ty.dtype)?;
    let cast = (out != d).then_some(out);
    // An interleaved fetch derives the sequencer of one tensor (Time without the
    // interleave axis) and adds the interleave entry afterwards.
    let time = match interleave {
        Some(_) => super::interleave::outer_time(ctx, op, s.time())?,
        None => s.time().clone(),
    };
    let cfg = derive(ctx, op, [mem.element(), &time, s.packet()], d, cast, unit)?;
    let bits = u64::from(d.bits());
    let packet = if cfg.config.packet_size == 1 {
        1
    } else {
        cfg.fetch.fetch_size * 8 / bits
    };
    let base = addr as i64 + cfg.config.base_addr * bits as i64 / 8;
    let mut entries = merge_contiguous(&cfg.config.entries);
    if let Some(rhs) = interleave {
        entries = super::interleave::entries(
            ctx,
            op,
            &entries,
            packet * cfg.fetch.fetches_per_packet,
            (rhs as i64 - addr as i64, bits),
        )?;
    }
    if base < 0 {
        return Err(ctx.op_error(op, "the fetch starts before DM address 0"));
    }
    let mut a = vec![
        (
            "context",
            A::kw(if unit == Unit::Main {
                TuContext::Main
            } else {
                TuContext::Sub
            }),
        ),
        ("slices", A::L(slice_ranges(&mem))),
        ("base", A::I(base)),
        ("dtype", A::T(d)),
        ("seq", A::Seq(seq_config(ctx, op, &entries, packet as i64)?)),
        (
            "fetches_per_packet",
            A::I(cfg.fetch.fetches_per_packet as i64),
        ),
    ];
    if let Some(c) = cast {
        a.push(("cast", A::T(c)));
    }
    let [z, z_odd] = visa_stream::fetch_adapter::zero_points(ctx, op);
    if z != 0 {
        a.push(("zero_point", A::I(z)));
    }
    if z_odd != z {
        a.push(("zero_point_odd", A::I(z_odd)));
    }
    a.extend(super::fetch_adapter::stage_attrs(
        ctx,
        op,
        &s,
        d,
        packet * cfg.fetch.fetches_per_packet,
        &cfg,
        interleave.is_some(),
    )?);
    let f = build::op(ctx, st.body, en::FETCH, &[], true, &a, loc);
    st.vals
        .insert(ctx.result(op, 0), Val::Stream(ctx.result(f, 0)));
    Ok(true)
}

/// `stream.switch` to `engine.switch` carrying the chosen configuration (a custom
/// routing with the snoop bitmaps derived from the stream types). Run
/// `select-switch-topology` first.
fn switch(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Switch) || so::Switch::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let cfg = visa_stream::switch::config(ctx, op)?;
    let a = visa_hw::attrs::switch_attr(ctx, "engine", &cfg);
    stage(st, ctx, op, en::SWITCH, &[("topology", A::Raw(a))])
}

/// `stream.collect` to `engine.collect`.
fn collect(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Collect) || so::Collect::matches(ctx, op).is_none() {
        return Ok(false);
    }
    stage(st, ctx, op, en::COLLECT, &[])
}

/// `stream.vector_init` to `engine.vector_init`.
fn vector_init(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Vector) || so::VectorInit::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let rty = ctx.value_type(ctx.result(op, 0));
    let s = st.stream(ctx, op, rty)?;
    let d = dtype_of(ctx, op, s.ty.dtype)?;
    stage(st, ctx, op, en::VECTOR_INIT, &[("dtype", A::T(d))])
}

/// `stream.vector_intra_slice_branch` to `engine.vector_branch`.
fn vector_branch(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Vector) || so::VectorBranch::matches(ctx, op).is_none() {
        return Ok(false);
    }
    // The `vrf` mode's ExecutionIds: a placed VRF tensor.
    let ids = if ctx.operands(op).len() == 2 {
        let Val::Mem {
            tier: Tier::Vrf,
            addr,
            mem,
        } = st.get(ctx, op, 1)?
        else {
            return Err(ctx.op_error(op, "its ExecutionId operand is not a VRF tensor"));
        };
        Some(super::vector::vrf_operand(ctx, op, addr, &mem)?)
    } else {
        None
    };
    let (m, cfg): (BranchMode, _) = visa_stream::branch::hw_branching(ctx, op, ids)?;
    let text = cfg.config_text();
    let mut a = vec![("mode", A::kw(m))];
    if !text.is_empty() {
        a.push(("config", A::Raw(ctx.string_attr(&text))));
    }
    stage(st, ctx, op, en::VECTOR_BRANCH, &a)
}

/// `stream.vector_fxp` (with an immediate or a VRF operand) to `engine.vector_fxp`.
fn vector_fxp(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Vector) || so::VectorFxp::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let opname = ctx
        .attr(op, "op")
        .and_then(|a| ctx.attr_str(a))
        .unwrap_or("");
    let o = FxpBinaryOp::from_keyword(opname)
        .ok_or_else(|| ctx.op_error(op, format!("unknown fixed-point op `{opname}`")))?;
    let mut a = vec![("op", A::kw(o))];
    if ctx.operands(op).len() == 2 {
        let Val::Mem {
            tier: Tier::Vrf,
            addr,
            mem,
        } = st.get(ctx, op, 1)?
        else {
            return Err(ctx.op_error(op, "its second operand is not a VRF tensor"));
        };
        let visa_tcp::VeOperand::Vrf { flits, .. } =
            super::vector::vrf_operand(ctx, op, addr, &mem)?
        else {
            unreachable!("vrf_operand reads the VRF")
        };
        a.push(("vrf_addr", A::I(addr as i64)));
        a.push(("vrf_flits", A::I(i64::from(flits))));
    } else {
        let imm = so::fxp_imm(ctx, op)
            .ok_or_else(|| ctx.op_error(op, "needs an immediate or a VRF operand"))?;
        a.push(("imm", A::I(i64::from(imm))));
    }
    if let Some(g) = visa_stream::branch::group(ctx, op) {
        a.push(("group", A::I(g)));
    }
    stage(st, ctx, op, en::VECTOR_FXP, &a)
}

/// `stream.vector_final` to `engine.vector_final`.
fn vector_final(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Vector) || so::VectorFinal::matches(ctx, op).is_none() {
        return Ok(false);
    }
    stage(st, ctx, op, en::VECTOR_FINAL, &[])
}

/// `stream.to_vrf` to `engine.to_vrf`; its result is the VRF tensor at the address.
fn to_vrf(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Commit) || so::ToVrf::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let loc = ctx.op_loc(op);
    let input = stream_value(st, ctx, op)?;
    let addr = so::addr(ctx, op).ok_or_else(|| {
        ctx.op_error(
            op,
            "has no address: write `at ADDR` or run allocate-memory first (lower-to-hw does)",
        )
    })?;
    build::op(
        ctx,
        st.body,
        en::TO_VRF,
        &[input],
        false,
        &[("addr", A::I(addr as i64))],
        loc,
    );
    let rty = ctx.value_type(ctx.result(op, 0));
    let mem = st.mem(ctx, op, rty)?;
    st.vals.insert(
        ctx.result(op, 0),
        Val::Mem {
            tier: Tier::Vrf,
            addr,
            mem,
        },
    );
    Ok(true)
}

/// The part of each flit the commit adapter keeps (`commit_in_size`, L2176–2185,
/// L2330): a packet `P # n` whose trailing positions are padding (a cast's output,
/// L6776–6784) is truncated to the fewest 8-byte multiples that hold `P`; any other
/// packet is kept whole.
fn committed_packet(packet: &Mapping, d: DType) -> Mapping {
    if let Mapping::Padding {
        inner,
        left: 0,
        size,
    } = packet
    {
        let per8 = d.elems_in(8).max(1);
        let keep = inner.size().div_ceil(per8) * per8;
        if keep < *size {
            if let Ok(m) = (**inner).clone().pad(keep) {
                return m;
            }
        }
    }
    packet.clone()
}

/// A truncated packet `P # k` with padding after `P` derives a broadcast innermost entry
/// (`k : 0`: padded positions have no address), which a write cannot be. When the
/// stream's Time is one step and the DM tensor is `Q # m` with `m >= k` (its own trailing
/// padding), the `k` elements are written contiguously instead: the padded lanes land on
/// the DM tensor's padding (docs/decisions.md C8B-8).
fn padded_write_is_contiguous(
    entries: &mut [(i64, i64)],
    dm: &Mapping,
    packet: &Mapping,
    time: &Mapping,
) {
    let trailing = |m: &Mapping| matches!(m, Mapping::Padding { left: 0, .. });
    // A packet of several factors whose innermost is padded (`[A, 1 # 4]`, two reduce
    // results side by side after vector_concat; T10L-1): that factor is the padded unit.
    let factors = packet.factors();
    let packet = match factors.as_slice() {
        [.., last] if factors.len() > 1 && trailing(last) => *last,
        _ => packet,
    };
    let k = packet.size() as i64;
    // Over several Time steps: the DM tensor's innermost factor is `Q # m` (m >= k) and
    // the packet's valid lanes are Q, so each step's k elements stay in that factor's
    // block, its padding included (C9C-2).
    let valid = |m: &Mapping| match m {
        Mapping::Padding { inner, .. } => Some(inner.size()),
        _ => None,
    };
    let innermost = dm.factors().last().copied();
    let per_step = innermost.is_some_and(|f| {
        trailing(f) && f.size() as i64 >= k && valid(f).is_some() && valid(f) == valid(packet)
    });
    if (per_step || (time.size() == 1 && trailing(dm) && dm.size() as i64 >= k)) && trailing(packet)
    {
        if let Some(last) = entries.last_mut().filter(|e| e.0 == k && e.1 == 0) {
            last.1 = 1;
        }
    }
}

/// `stream.commit` to `engine.commit`; its result is the DM tensor at the address.
fn commit(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Commit) || so::Commit::matches(ctx, op).is_none() {
        return Ok(false);
    }
    let rty = ctx.value_type(ctx.result(op, 0));
    let mem = st.mem(ctx, op, rty)?;
    let addr = so::addr(ctx, op).ok_or_else(|| {
        ctx.op_error(
            op,
            "has no address: write `at ADDR` or run allocate-memory first (lower-to-hw does)",
        )
    })?;
    emit_commit(st, ctx, op, &mem, addr)?;
    st.vals.insert(
        ctx.result(op, 0),
        Val::Mem {
            tier: Tier::Dm,
            addr,
            mem,
        },
    );
    Ok(true)
}

/// The commit pattern shared by `stream.commit` and `stream.commit_view`: one
/// `engine.commit` writing `op`'s input stream (operand 0) into the DM tensor `mem` at
/// byte address `addr`, its write sequencer derived from (`mem`'s Element, Time, Packet).
pub(super) fn emit_commit(
    st: &mut State,
    ctx: &mut Context,
    op: OpId,
    mem: &Mem,
    addr: u64,
) -> Result<(), Diagnostic> {
    let loc = ctx.op_loc(op);
    let input = stream_value(st, ctx, op)?;
    let in_ty = ctx.value_type(ctx.operand(op, 0));
    let s = st.stream(ctx, op, in_ty)?;
    let d = dtype_of(ctx, op, mem.ty.dtype)?;
    let packet = committed_packet(s.packet(), d);
    let cfg = derive(
        ctx,
        op,
        [mem.element(), s.time(), &packet],
        d,
        None,
        s.ty.unit,
    )?;
    let packet_bytes = d.bytes_for(packet.size());
    if !commit_size(packet_bytes) {
        return Err(ctx.op_error(
            op,
            format!("commits packets of {packet_bytes} bytes; the commit adapter keeps 8, 16, 24 or 32 bytes of a flit"),
        ));
    }
    let base = addr as i64 + cfg.config.base_addr * i64::from(d.bits()) / 8;
    let mut entries = merge_contiguous(&cfg.config.entries);
    padded_write_is_contiguous(&mut entries, mem.element(), &packet, s.time());
    let packet_bytes = truncate_to_row(ctx, op, &mut entries, d, packet_bytes)?;
    let bitmap = super::fetch_adapter::commit_bitmap(&s, [mem.map("Cluster"), mem.map("Slice")]);
    let mut attrs = vec![
        ("base", A::I(base)),
        ("dtype", A::T(d)),
        ("in_size", A::I(packet_bytes as i64)),
        (
            "seq",
            A::Seq(seq_config(
                ctx,
                op,
                &entries,
                commit_packet(&entries, d, cfg.config.packet_size, packet_bytes as i64),
            )?),
        ),
    ];
    attrs.extend(bitmap);
    build::op(ctx, st.body, en::COMMIT, &[input], false, &attrs, loc);
    Ok(())
}

/// Whether `bytes` is a commit write size (`visa_tcp::limits::COMMIT_IN_SIZES`).
fn commit_size(bytes: impl TryInto<u32>) -> bool {
    bytes
        .try_into()
        .is_ok_and(|b| visa_tcp::limits::COMMIT_IN_SIZES.contains(&b))
}
