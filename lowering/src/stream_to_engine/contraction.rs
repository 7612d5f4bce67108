//! The contraction path's patterns (L3670–4548, L6756–6819): `stream.to_trf` becomes the
//! sink `engine.to_trf`; `stream.align` → `stream.contract` → `stream.accumulate` become one
//! `engine.contract` (the hardware's contraction engine); `stream.cast` becomes
//! `engine.cast`.
//!
//! `align` and `contract` only record their stream types ([`Val::Pending`]); `accumulate`
//! derives the whole configuration from the mappings, symbolically:
//! - Stream Adapter: `collect_flits` = 1 when the computation packet is the collected flit
//!   padded to 64 bytes, else 2 (L3906–3920); `time_broadcast` = computation steps per
//!   collected packet (L3937–3946);
//! - TRF Sequencer: the mapping library's loop derivation of the TRF Element mapping read in
//!   (computation Time, computation Packet) order ([`visa_mapping::sequencer::derive_loops`]):
//!   the Packet's innermost contiguous run is `reg_read_size`, its other entries must be
//!   broadcasts (L4098–4111); the Time entries become the sequencer, strides in bytes;
//! - Reducer depth: [`visa_stream::contraction::tree_depth`] (L4384–4395);
//! - accumulator: the Time digits the result drops ([`visa_stream::contraction::reduced_time`])
//!   must be adjacent; `reduce` is their product, `inner` the product of the kept digits inside
//!   them, `columns` the contracted Packet's size (docs/decisions.md C8B-3).

use super::{dtype_of, State, StreamPattern, Val};
use visa_engine::build::{self, A};
use visa_engine::names as en;
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId, Value};
use visa_stream::contraction as sc;
use visa_stream::geom::{Mem, Stream};
use visa_tcp::{Accumulate, AccumulationKind, Contraction, SeqConfig, TrfAddress};

/// What `align` and `contract` leave for `accumulate`.
#[derive(Clone, Debug)]
pub struct Pending {
    /// The engine stream entering the Aligner (the collected stream).
    pub input: Value,
    /// The collected stream's type.
    pub collected: Stream,
    /// The TRF tensor read and its region.
    pub trf: (TrfAddress, Mem),
    /// The computation mapping (`align`'s result).
    pub aligned: Stream,
    /// The Reducer's output (`contract`'s result), once lowered.
    pub contracted: Option<Stream>,
}

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![
        StreamPattern::boxed(shared, "stream-to-trf", Some(sc::ToTrf::NAME), to_trf),
        StreamPattern::boxed(shared, "stream-align", Some(sc::Align::NAME), align),
        StreamPattern::boxed(
            shared,
            "stream-contract",
            Some(sc::Contract::NAME),
            contract,
        ),
        StreamPattern::boxed(
            shared,
            "stream-accumulate",
            Some(sc::Accumulate::NAME),
            accumulate,
        ),
        StreamPattern::boxed(shared, "stream-cast", Some(sc::Cast::NAME), cast),
    ]
}

fn input_stream(st: &State, ctx: &Context, op: OpId) -> Result<Value, Diagnostic> {
    match st.get(ctx, op, 0)? {
        Val::Stream(v) => Ok(v),
        _ => Err(ctx.op_error(op, "its input is not a lowered stream")),
    }
}

fn pending(st: &State, ctx: &Context, op: OpId) -> Result<Pending, Diagnostic> {
    match st.get(ctx, op, 0)? {
        Val::Pending(p) => Ok(*p),
        _ => Err(ctx.op_error(op, "its input is not a lowered stream.align")),
    }
}

/// `stream.to_trf` to the sink `engine.to_trf`; its result is the TRF tensor.
fn to_trf(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    let Some(t) = sc::ToTrf::matches(ctx, op).filter(|_| st.in_kernel(op)) else {
        return Ok(false);
    };
    let input = input_stream(st, ctx, op)?;
    let mode = t.mode(ctx);
    let rty = ctx.value_type(ctx.result(op, 0));
    let mem = st.mem(ctx, op, rty)?;
    let rows = mem.map("Row").size();
    let loc = ctx.op_loc(op);
    build::op(
        ctx,
        st.body,
        en::TO_TRF,
        &[input],
        false,
        &[("address", A::kw(mode)), ("rows", A::I(rows as i64))],
        loc,
    );
    st.vals.insert(ctx.result(op, 0), Val::Trf(mode, mem));
    Ok(true)
}

/// `stream.align`: records the collected stream, the TRF tensor and the computation mapping.
fn align(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if sc::Align::matches(ctx, op).is_none() || !st.in_kernel(op) {
        return Ok(false);
    }
    let input = input_stream(st, ctx, op)?;
    let Val::Trf(mode, mem) = st.get(ctx, op, 1)? else {
        return Err(ctx.op_error(op, "its TRF operand is not a lowered stream.to_trf"));
    };
    let collected = st.stream(ctx, op, ctx.value_type(ctx.operand(op, 0)))?;
    let aligned = st.stream(ctx, op, ctx.value_type(ctx.result(op, 0)))?;
    let p = Pending {
        input,
        collected,
        trf: (mode, mem),
        aligned,
        contracted: None,
    };
    st.vals.insert(ctx.result(op, 0), Val::Pending(Box::new(p)));
    Ok(true)
}

/// `stream.contract`: records the Reducer's output mapping.
fn contract(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if sc::Contract::matches(ctx, op).is_none() || !st.in_kernel(op) {
        return Ok(false);
    }
    let mut p = pending(st, ctx, op)?;
    p.contracted = Some(st.stream(ctx, op, ctx.value_type(ctx.result(op, 0)))?);
    st.vals.insert(ctx.result(op, 0), Val::Pending(Box::new(p)));
    Ok(true)
}

/// `stream.accumulate`: the whole contraction engine as one `engine.contract`.
fn accumulate(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    let Some(acc) = sc::Accumulate::matches(ctx, op).filter(|_| st.in_kernel(op)) else {
        return Ok(false);
    };
    let p = pending(st, ctx, op)?;
    let Some(contracted) = p.contracted.clone() else {
        return Err(ctx.op_error(op, "must follow stream.contract"));
    };
    let result = st.stream(ctx, op, ctx.value_type(ctx.result(op, 0)))?;
    let config = derive(ctx, op, &p, &contracted, &result, acc.kind(ctx))?;
    let loc = ctx.op_loc(op);
    let f = build::op(
        ctx,
        st.body,
        en::CONTRACT,
        &[p.input],
        true,
        &contract_attrs(&config),
        loc,
    );
    st.vals
        .insert(ctx.result(op, 0), Val::Stream(ctx.result(f, 0)));
    Ok(true)
}

fn contract_attrs(c: &Contraction) -> Vec<(&'static str, A)> {
    vec![
        ("address", A::kw(c.address)),
        ("rows", A::I(i64::from(c.rows))),
        ("collect_flits", A::I(i64::from(c.collect_flits))),
        ("time_broadcast", A::I(i64::from(c.time_broadcast))),
        ("trf_base", A::I(c.trf_base as i64)),
        ("trf_seq", A::Seq(c.trf_seq.clone())),
        ("depth", A::I(i64::from(c.depth))),
        ("accumulation", A::kw(c.accumulate.kind)),
        ("reduce", A::I(i64::from(c.accumulate.reduce))),
        ("inner", A::I(i64::from(c.accumulate.inner))),
        ("columns", A::I(i64::from(c.accumulate.columns))),
    ]
}

fn u32_of(ctx: &Context, op: OpId, v: u64, what: &str) -> Result<u32, Diagnostic> {
    u32::try_from(v)
        .map_err(|_| ctx.op_error(op, format!("{what} = {v} does not fit the hardware")))
}

/// Derives the contraction engine's configuration from the mappings (no enumeration).
fn derive(
    ctx: &Context,
    op: OpId,
    p: &Pending,
    contracted: &Stream,
    result: &Stream,
    kind: AccumulationKind,
) -> Result<Contraction, Diagnostic> {
    let err = |m: String| ctx.op_error(op, m);
    let dtype = dtype_of(ctx, op, p.aligned.ty.dtype)?;
    let elem_bytes = u64::from(dtype.bits()) / 8;
    let flit_elems = dtype.elems_in(visa_tcp::limits::FLIT_BYTES);
    // Stream Adapter.
    let flits = p.collected.time().size();
    let steps = p.aligned.time().size();
    // One flit zero-padded to 64 bytes, or two flits (the innermost collected Time axis).
    let padded = p.collected.packet().clone().pad(2 * flit_elems).ok();
    let collect_flits: u64 = if p.aligned.packet().size() != 2 * flit_elems
        || p.collected.packet().size() != flit_elems
    {
        0
    } else if padded.is_some_and(|m| visa_stream::geom::equivalent(p.aligned.packet(), &m)) {
        1
    } else {
        2
    };
    if collect_flits == 0 {
        return Err(err(format!(
            "the Stream Adapter collects one or two {flit_elems}-element flits into a 64-byte packet; \
             the computation packet {} does not come from the collected packet {} (manual: Computing Tensors › Contraction Engine › Stream Adapter)",
            p.aligned.packet(),
            p.collected.packet()
        )));
    };
    let packets = flits / collect_flits;
    if packets == 0 || !steps.is_multiple_of(packets) {
        return Err(err(format!(
            "{steps} computation steps are not a whole number of replays of {packets} collected packets (manual: Computing Tensors › Contraction Engine › Stream Adapter)"
        )));
    }
    let time_broadcast = steps / packets;
    // TRF Sequencer.
    let (address, trf) = &p.trf;
    let element = trf.element();
    let d = visa_mapping::sequencer::derive_loops_with(
        element,
        p.aligned.time(),
        p.aligned.packet(),
        false,
    )
    .map_err(|e| {
        err(format!(
            "no TRF sequencer for this computation mapping: {e}"
        ))
    })?;
    // Split the entries (innermost first) into the Packet's and the Time's.
    let mut packet_entries = Vec::new();
    let mut time_entries = d.unmerged.clone();
    let mut covered = 1u64;
    let want = p.aligned.packet().size();
    while covered < want {
        let Some(e) = time_entries.pop() else { break };
        covered *= e.size;
        packet_entries.push(e);
    }
    if covered != want {
        return Err(err(format!(
            "the TRF read of the computation packet {} does not split from its time loops",
            p.aligned.packet()
        )));
    }
    // With one collected flit the packet's outer half is the Stream Adapter's zero padding
    // (L3984–4009): its products are zero whatever the TRF delivers there, so the TRF
    // repeats the data half (stride 0) instead of reading past it (which would need a
    // 64-byte aligned read, L4110–4111, or leave the tensor; docs/decisions.md T8A-2). A
    // padded packet derives as one entry running over the padding: split it at the flit.
    if collect_flits == 1 {
        let mut split = Vec::with_capacity(packet_entries.len() + 1);
        let mut held = 1u64;
        for e in packet_entries {
            let next = held.saturating_mul(e.size);
            if held < flit_elems && next > flit_elems && flit_elems.is_multiple_of(held) {
                let inner = flit_elems / held;
                if e.size.is_multiple_of(inner) {
                    split.push(visa_mapping::sequencer::Entry {
                        size: inner,
                        stride: e.stride,
                    });
                    split.push(visa_mapping::sequencer::Entry {
                        size: e.size / inner,
                        stride: 0,
                    });
                    held = next;
                    continue;
                }
            }
            let data = held < flit_elems;
            split.push(visa_mapping::sequencer::Entry {
                size: e.size,
                stride: if data { e.stride } else { 0 },
            });
            held = next;
        }
        packet_entries = split;
    }
    // reg_read_size: the innermost contiguous run; the rest of the packet must repeat it.
    let mut run = 1u64;
    let mut rest = packet_entries.iter();
    for e in rest.by_ref() {
        if e.stride == run as i64 {
            run *= e.size;
        } else if e.stride == 0 {
            break;
        } else {
            return Err(err(format!(
                "the TRF holds the computation packet {} with stride {} inside it; a TRF read is one contiguous run repeated (manual: Computing Tensors › Contraction Engine › TRF Sequencer)",
                p.aligned.packet(),
                e.stride
            )));
        }
    }
    if rest.any(|e| e.stride != 0) {
        return Err(err(format!(
            "the TRF holds the computation packet {} in pieces; a TRF read is one contiguous run repeated (manual: Computing Tensors › Contraction Engine › TRF Sequencer)",
            p.aligned.packet()
        )));
    }
    let rrs = run * elem_bytes;
    let trf_seq = SeqConfig::new(
        &time_entries
            .iter()
            .map(|e| {
                Ok((
                    u32_of(ctx, op, e.size, "a TRF sequencer size")?,
                    e.stride * elem_bytes as i64,
                ))
            })
            .collect::<Result<Vec<_>, Diagnostic>>()?,
        u32_of(ctx, op, rrs, "reg_read_size")?,
    );
    let trf_seq = if trf_seq.entries.is_empty() {
        SeqConfig::new(&[(1, 0)], trf_seq.packet_size)
    } else {
        trf_seq
    };
    let trf_base = u64::try_from(d.config.base_addr * elem_bytes as i64)
        .map_err(|_| err("the TRF read starts before the tensor".into()))?;
    // Reducer.
    let depth = sc::tree_depth(
        p.aligned.packet(),
        contracted.packet(),
        sc::max_tree_depth(dtype),
    )
    .ok_or_else(|| err("no reduction-tree depth gives the contracted packet".into()))?;
    // Accumulator.
    let Some((reduced, inner)) = sc::reduced_time(contracted.time(), &result.time_packet()) else {
        return Err(err(format!(
            "the accumulated time {} has no digit form",
            contracted.time()
        )));
    };
    let reduce: u64 = reduced.iter().map(|d| d.count).product();
    let (all, _) = visa_mapping::factor::digits(contracted.time())
        .map_err(|e| err(format!("the accumulated time has no digit form: {e}")))?;
    let all: Vec<_> = all.into_iter().filter(|d| d.count > 1).collect();
    let at: Vec<usize> = reduced
        .iter()
        .filter_map(|r| {
            all.iter()
                .position(|d| d.axis == r.axis && d.stride == r.stride)
        })
        .collect();
    if at.windows(2).any(|w| w[1] != w[0] + 1) {
        return Err(err(format!(
            "the summed time axes of {} are not adjacent; the accumulator sums one block of steps (docs/decisions.md C8B-3)",
            contracted.time()
        )));
    }
    let inner = if reduced.is_empty() { 1 } else { inner };
    let rows = contracted.row_or_one().size();
    Ok(Contraction {
        address: *address,
        rows: u32_of(ctx, op, rows, "rows")?,
        collect_flits: collect_flits as u32,
        time_broadcast: u32_of(ctx, op, time_broadcast, "time_broadcast")?,
        trf_base,
        trf_seq,
        depth,
        accumulate: Accumulate {
            kind,
            reduce: u32_of(ctx, op, reduce.max(1), "reduce")?,
            inner: u32_of(ctx, op, inner, "inner")?,
            columns: u32_of(ctx, op, contracted.packet().size(), "columns")?,
        },
    })
}

/// `stream.cast` to `engine.cast`.
fn cast(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if sc::Cast::matches(ctx, op).is_none() || !st.in_kernel(op) {
        return Ok(false);
    }
    let input = input_stream(st, ctx, op)?;
    let s = st.stream(ctx, op, ctx.value_type(ctx.result(op, 0)))?;
    let d = dtype_of(ctx, op, s.ty.dtype)?;
    let loc = ctx.op_loc(op);
    let v = build::stage(ctx, st.body, en::CAST, input, &[("dtype", A::T(d))], loc);
    st.vals.insert(ctx.result(op, 0), Val::Stream(v));
    Ok(true)
}
