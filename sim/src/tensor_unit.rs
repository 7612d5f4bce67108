//! The Tensor-Unit pipeline of one slice context: fetch -> switch -> collect -> (contraction)
//! -> (vector) -> (cast) -> (transpose) -> sink (the contraction and cast stages:
//! [`crate::contraction`], the transpose stage: [`crate::transpose`]).
//!
//! A [`TuCommand`] runs in lockstep on every active slice with the same per-slice addresses.
//! Execution is bit-exact; the cycle estimate is the throughput of the slowest stage plus the
//! fill latency of the stages that have one (see `docs/cycle-model.md`, "Tensor Unit").

use crate::command::{Context, Sink, SwitchConfig, TuCommand};
use crate::config::SimConfig;
use crate::contraction::{self, ContractionPlan};
use crate::dtype::{cast_bytes, DType};
use crate::error::{SimError, SimResult};
use crate::footprint::Footprint;
use crate::memory::{Memory, Space};
use crate::sequencer::{max_bank_run, Access, SeqExec, SeqRules};
use crate::vector::VeExec;
use visa_tcp::limits as l;

/// Cycle estimate of one Tensor-Unit command, per stage.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct TuCost {
    /// Total cycles: `max(stage cycles) + latency`.
    pub cycles: u64,
    /// Fetch sequencer accesses (one per cycle).
    pub fetch: u64,
    /// Flits through collect (one per cycle).
    pub collect: u64,
    /// Switch Engine cycles (`SwitchConfig::cycles`, L3527–3529; docs/cycle-model.md,
    /// "Switch Engine").
    pub switch: u64,
    /// Computation steps of the contraction engine (one 64-byte packet per Row and cycle,
    /// L4099), 0 when unused.
    pub contract: u64,
    /// Multiply-accumulates per slice the contraction engine performs (its MAC slots:
    /// steps x Rows x elements per 64-byte packet, padding included).
    pub macs: u64,
    /// Flits through the vector engine (one per cycle in Way8), 0 when unused.
    pub vector: u64,
    /// Transpose Engine cycles ([`visa_tcp::transpose::Transpose::cycles`], L6904–6912),
    /// 0 when unused.
    pub transpose: u64,
    /// Sink accesses: commit writes or VRF flit writes (one per cycle).
    pub sink: u64,
    /// Fill latency: adapter cast + reduction-tree depth + one cycle per vector ALU.
    pub latency: u64,
    /// Longest run of consecutive same-bank DM accesses of the fetch or commit.
    pub bank_run: u64,
    /// Elements delivered per slice (flits x lanes of the stream dtype).
    pub elements_per_slice: u64,
}

/// The pre-computed plan of a validated command (shared by execution, cost and footprint).
#[derive(Debug, Clone)]
pub struct TuPlan {
    fetch_acc: Vec<Access>,
    sink_acc: Vec<Access>,
    packet_bytes: usize,
    out_dtype: DType,
    flits_per_packet: usize,
    /// Flits the fetch delivers per slice, after the switch (its fan-in included).
    fetch_flits: usize,
    /// Packets the fetch delivers per slice, before the switch (the switch's input Time).
    input_packets: u64,
    /// The contraction stage's plan, if the pass contracts.
    contraction: Option<ContractionPlan>,
    /// Element type of the stream after the contraction (before the cast engine).
    stream_dtype: DType,
    /// Cycle estimate.
    pub cost: TuCost,
}

const FLIT: usize = visa_tcp::limits::FLIT_BYTES as usize;

/// Validates `cmd` (the hardware model's rules, [`visa_tcp::check::tu`], then what the
/// simulator does not implement yet) and computes its plan.
pub fn plan(cmd: &TuCommand, mem: &Memory, cfg: &SimConfig) -> SimResult<TuPlan> {
    let f = &cmd.fetch;
    if cmd.collect.dual_channel {
        return Err(SimError::unsupported("dual-channel collect"));
    }
    // i5 and i9 exist only as fetch-cast outputs (L1962–1979), which the simulator does
    // not model; no memory holds them.
    let stored = [
        Some(f.dtype),
        f.cast,
        match &cmd.sink {
            Sink::Commit(c) => Some(c.dtype),
            Sink::ToVrf { .. } | Sink::ToTrf(_) => None,
        },
    ];
    if let Some(d) = stored
        .into_iter()
        .flatten()
        .find(|d| matches!(d, DType::I5 | DType::I9))
    {
        return Err(SimError::unsupported(format!(
            "element type {d}: i5 and i9 fetch-cast outputs are not simulated"
        )));
    }
    let flits = visa_tcp::check::tu(cmd, &mem.geometry())? as usize;
    let fetch_flits = visa_tcp::footprint::fetch_flits(cmd)
        .ok_or_else(|| SimError::unsupported("a fetch whose flit count cannot be computed"))?
        as usize;
    let sub = cmd.context == Context::Sub;
    let out_dtype = f.cast.unwrap_or(f.dtype);
    let i4_cast = f.dtype == DType::I4 && out_dtype == DType::I32;
    let fetch_sizes: &[u64] = match (sub, i4_cast) {
        (false, _) => &l::PACKET_BYTES,
        (true, true) => &[l::FETCH_SIZE_SUB_I4_TO_I32],
        (true, false) => &[l::FETCH_SIZE_SUB],
    };
    let in_bits = f.dtype.bits();
    // The simulator's own limit on accesses (the rules were checked above).
    f.seq.validate(
        in_bits,
        SeqRules {
            what: "fetch",
            access_bytes: fetch_sizes,
            write: false,
        },
    )?;
    let fetch_acc = f.seq.accesses(in_bits)?;
    let fetch_bytes = u64::from(f.seq.packet_size) * u64::from(in_bits) / 8;
    let out_per_fetch = fetch_bytes * u64::from(out_dtype.bits()) / u64::from(in_bits);
    let packet_bytes = (out_per_fetch * u64::from(f.fetches_per_packet)) as usize;
    if f.seq.packet_size > 1 && in_bits < 8 && fetch_acc.iter().any(|a| a.broadcast) {
        return Err(SimError::unsupported(
            "broadcast fetch of sub-byte elements",
        ));
    }
    let flits_per_packet = packet_bytes.div_ceil(FLIT);
    let input_packets = (fetch_acc.len() / (f.fetches_per_packet as usize).max(1)) as u64;
    // The router's own output length (sim/src/switch.rs) must be what the hardware
    // model's flit count assumes, on every active slice.
    for s in cmd.slices.iter() {
        let o = s % visa_tcp::limits::SLICES as u32;
        let out = crate::switch::output_time(&cmd.switch, o, input_packets);
        if out != 0 && out * flits_per_packet as u64 != fetch_flits as u64 {
            return Err(SimError::invalid(format!(
                "switch `{}` gives slice {s} {out} packets; the command streams {} flits of {flits_per_packet} per packet",
                cmd.switch, fetch_flits
            )));
        }
    }
    let switch = cmd.switch.cycles(input_packets, packet_bytes as u64);

    let mut latency = if f.cast.is_some_and(|c| c != f.dtype) {
        cfg.cycles.cast_latency
    } else {
        0
    };
    // The table lookup's "additional latency" (L1955–1958; docs/decisions.md C9H-2).
    if f.stages.table.is_some() {
        latency += visa_tcp::fetch_adapter::TABLE_LOOKUP_LATENCY;
    }
    let (contraction, contract, macs, stream_dtype) = match &cmd.contraction {
        Some(c) => {
            let p = contraction::plan(c, out_dtype, fetch_flits as u64)?;
            // The reduction tree's latency is its depth (L3787, L4543).
            latency += u64::from(c.depth) * cfg.cycles.tree_level_latency;
            let (steps, macs) = (p.steps, c.macs(out_dtype, p.steps));
            (
                Some(p),
                steps,
                macs,
                visa_tcp::Contraction::out_dtype(out_dtype),
            )
        }
        None => (None, 0, 0, out_dtype),
    };
    let final_dtype = cmd.cast.unwrap_or(stream_dtype);
    let mut vector = 0;
    if let Some(ve) = &cmd.vector {
        // The simulator's own limits (branch modes); the hardware rules were checked above.
        ve.validate()?;
        vector = flits as u64 * ve.cycles_per_flit();
        latency += ve.alus_used() * cfg.cycles.ve_alu_latency;
        // The Inter-Slice Block's ring tail: r cycles for a reduction ratio r
        // (docs/decisions.md C9G-2).
        latency += ve.inter.as_ref().map_or(0, |x| x.tail_cycles());
    }

    // The Transpose Engine's burst (L6904–6912); checked above against the stream.
    let transpose = cmd.transpose.map_or(0, |t| t.cycles());

    let (sink_acc, sink) = match &cmd.sink {
        Sink::Commit(c) => {
            let commit_sizes = l::COMMIT_IN_SIZES.map(u64::from);
            let sizes: &[u64] = if sub { &[8] } else { &commit_sizes };
            c.seq.validate(
                c.dtype.bits(),
                SeqRules {
                    what: "commit",
                    access_bytes: sizes,
                    write: true,
                },
            )?;
            let acc = c.seq.accesses(c.dtype.bits())?;
            let n = acc.len() as u64;
            (acc, n)
        }
        Sink::ToVrf { .. } | Sink::ToTrf(_) => (
            Vec::new(),
            cmd.transpose.map_or(flits as u64, |t| t.output_flits()),
        ),
    };
    let commit_base = match &cmd.sink {
        Sink::Commit(c) => Some(c.base),
        Sink::ToVrf { .. } | Sink::ToTrf(_) => None,
    };
    let bank_run = max_bank_run(f.base, &fetch_acc).max(match commit_base {
        Some(b) => max_bank_run(b, &sink_acc),
        None => 0,
    });
    let fetch_n = fetch_acc.len() as u64;
    let cycles = fetch_n
        .max(fetch_flits as u64)
        .max(switch)
        .max(contract)
        .max(flits as u64)
        .max(vector)
        .max(transpose)
        .max(sink)
        + latency;
    let lanes = FLIT as u64 * 8 / u64::from(final_dtype.bits());
    Ok(TuPlan {
        fetch_acc,
        sink_acc,
        packet_bytes,
        out_dtype,
        flits_per_packet,
        fetch_flits,
        input_packets,
        contraction,
        stream_dtype,
        cost: TuCost {
            cycles,
            fetch: fetch_n,
            collect: fetch_flits as u64,
            switch,
            contract,
            macs,
            vector,
            transpose,
            sink,
            latency,
            bank_run,
            elements_per_slice: flits as u64 * lanes,
        },
    })
}

/// The fetch sequencer and adapter of slice `s`, then collect's padding: `flits` receives
/// the slice's packets, each padded to whole flits.
fn fetch_slice(
    cmd: &TuCommand,
    plan: &TuPlan,
    mem: &Memory,
    s: u32,
    fetch_runs: &Runs,
    bufs: &mut FetchBufs,
    flits: &mut Vec<u8>,
) -> SimResult<()> {
    let FetchBufs { stream, window } = bufs;
    let f = &cmd.fetch;
    let dm = Space::Dm { chip: cmd.chip };
    let elem_bytes = (f.dtype.bits() / 8).max(1) as usize;
    let fetch_bytes = f.seq.packet_size as usize * f.dtype.bits() as usize / 8;
    let raw_packet = fetch_bytes * f.fetches_per_packet as usize;
    let identity = plan.out_dtype == f.dtype && f.zero_point == 0 && f.stages.is_empty();
    stream.clear();
    let base = mem.slice_addr(dm, s, f.base) as i64;
    // One read of the slice's whole window when the runs cover it densely enough (a
    // transposing fetch makes many small runs); otherwise, or when the window touches
    // memory never written, one read per run (which then reports the run at fault).
    let windowed = fetch_runs.window.filter(|&(lo, hi)| {
        let at = (base + lo) as u64;
        window.resize((hi - lo) as usize, 0);
        mem.read_into(dm, at, window).is_ok()
    });
    match windowed {
        // Every run from the window, into a stream sized once.
        Some((lo, _)) if !fetch_runs.broadcast => {
            stream.resize(fetch_runs.bytes as usize, 0);
            let runs = &fetch_runs.runs;
            // Runs of one small size (a transposing fetch's elements) copy with a size the
            // compiler knows.
            let segs = &fetch_runs.segments;
            match fetch_runs.uniform {
                Some(1) => copy_runs::<1>(segs, lo, window, stream),
                Some(2) => copy_runs::<2>(segs, lo, window, stream),
                Some(4) => copy_runs::<4>(segs, lo, window, stream),
                Some(8) => copy_runs::<8>(segs, lo, window, stream),
                _ => {
                    let mut pos = 0usize;
                    for &(offset, len, _) in runs {
                        let (o, n) = ((offset - lo) as usize, len as usize);
                        stream[pos..pos + n].copy_from_slice(&window[o..o + n]);
                        pos += n;
                    }
                }
            }
        }
        _ => {
            for &(offset, len, broadcast) in &fetch_runs.runs {
                let n = if broadcast { elem_bytes } else { len as usize };
                let from = stream.len();
                match windowed {
                    Some((lo, _)) => {
                        let o = (offset - lo) as usize;
                        stream.extend_from_slice(&window[o..o + n]);
                    }
                    None => mem.read_extend(dm, (base + offset) as u64, n, stream)?,
                }
                if broadcast {
                    for _ in 1..f.seq.packet_size {
                        stream.extend_from_within(from..from + n);
                    }
                }
            }
        }
    }
    let packets = stream.len() / raw_packet.max(1);
    flits.clear();
    // Packets of whole flits, not converted: the stream is the flits.
    if identity
        && raw_packet == plan.flits_per_packet * FLIT
        && packets * raw_packet == stream.len()
    {
        std::mem::swap(stream, flits);
        return Ok(());
    }
    flits.resize(packets * plan.flits_per_packet * FLIT, 0);
    for (p, raw) in stream.chunks_exact(raw_packet).enumerate() {
        let at = p * plan.flits_per_packet * FLIT;
        if identity {
            flits[at..at + raw.len()].copy_from_slice(raw);
        } else {
            let conv = if f.stages.is_empty() {
                cast_bytes(raw, f.dtype, plan.out_dtype, f.zero_point)?
            } else {
                // Masking and table lookup, then the cast with the packet's zero point.
                let mut adapted = raw.to_vec();
                crate::fetch_adapter::apply(&f.stages, f.dtype, p as u64, &mut adapted);
                let z = crate::fetch_adapter::zero_point(&f.stages, f.zero_point, p as u64);
                cast_bytes(&adapted, f.dtype, plan.out_dtype, z)?
            };
            debug_assert_eq!(conv.len(), plan.packet_bytes);
            flits[at..at + conv.len()].copy_from_slice(&conv);
        }
    }
    Ok(())
}

/// The Switch Engine for output slice `s`: `flits` receives, in output order, the packets
/// the router ([`crate::switch::source`]) sends it from the fetched packets `inputs` of
/// its cluster's slices (each padded to whole flits by [`fetch_slice`]).
fn route_slice(
    cmd: &TuCommand,
    plan: &TuPlan,
    inputs: &std::collections::HashMap<u32, Vec<u8>>,
    s: u32,
    flits: &mut Vec<u8>,
) -> SimResult<()> {
    let cluster = visa_tcp::limits::SLICES as u32;
    let (base, o) = (s - s % cluster, s % cluster);
    let packet = plan.flits_per_packet * FLIT;
    let time = plan.input_packets;
    flits.clear();
    let mut t = 0;
    while let Some((src, u)) = crate::switch::source(&cmd.switch, o, t, time) {
        let from = inputs.get(&(base + src)).ok_or_else(|| {
            SimError::invalid(format!(
                "switch `{}`: slice {s} receives from slice {}, which is not active",
                cmd.switch,
                base + src
            ))
        })?;
        let at = u as usize * packet;
        let p = from.get(at..at + packet).ok_or_else(|| {
            SimError::invalid(format!(
                "switch `{}`: slice {} has no packet {u}",
                cmd.switch,
                base + src
            ))
        })?;
        flits.extend_from_slice(p);
        t += 1;
    }
    Ok(())
}

/// A sequencer's accesses as contiguous runs `(offset, len, broadcast)`, with the byte
/// window `[lo, hi)` they lie in when reading it whole costs at most a few times the bytes
/// the runs read.
struct Runs {
    runs: Vec<(i64, u64, bool)>,
    window: Option<(i64, i64)>,
    /// Bytes the runs read.
    bytes: u64,
    /// Whether any run is a broadcast.
    broadcast: bool,
    /// The runs' length, when they all have one.
    uniform: Option<u64>,
    /// When [`Runs::uniform`]: the runs as arithmetic progressions `(first offset, stride,
    /// count)`, consecutive runs `stride` bytes apart (a transposing fetch's elements: a
    /// handful of segments instead of one entry per element).
    segments: Vec<(i64, i64, usize)>,
}

/// The reusable buffers of one slice's fetch: the raw stream and the window read.
#[derive(Default)]
struct FetchBufs {
    stream: Vec<u8>,
    window: Vec<u8>,
}

/// Copies runs of `N` bytes each, given as segments `(first offset, stride, count)`
/// ([`Runs::segments`]), from `window` (starting at offset `lo`) into `stream`, one after
/// the other: each segment's region is cut out once and walked `stride` bytes at a time.
fn copy_runs<const N: usize>(
    segments: &[(i64, i64, usize)],
    lo: i64,
    window: &[u8],
    stream: &mut [u8],
) {
    let mut pos = 0usize;
    for &(first, stride, count) in segments {
        let o = (first - lo) as usize;
        let dst = &mut stream[pos..pos + count * N];
        pos += count * N;
        if count == 1 {
            dst.copy_from_slice(&window[o..o + N]);
            continue;
        }
        let stride = stride as usize;
        // Whole strides up to the last run, which may end the window.
        let (body, last) = dst.split_at_mut((count - 1) * N);
        let region = &window[o..o + (count - 1) * stride];
        for (src, d) in region.chunks_exact(stride).zip(body.chunks_exact_mut(N)) {
            d.copy_from_slice(&src[..N]);
        }
        let at = o + (count - 1) * stride;
        last.copy_from_slice(&window[at..at + N]);
    }
}

/// Merges consecutive accesses that continue each other into contiguous runs `(offset, len)`.
/// Broadcast accesses (third field `true`) are kept apart.
fn runs(acc: &[Access]) -> Runs {
    let mut out: Vec<(i64, u64, bool)> = Vec::new();
    for a in acc {
        match out.last_mut() {
            Some(last) if !a.broadcast && !last.2 && last.0 + last.1 as i64 == a.offset => {
                last.1 += u64::from(a.len);
            }
            _ => out.push((a.offset, u64::from(a.len), a.broadcast)),
        }
    }
    let lo = out.iter().map(|r| r.0).min().unwrap_or(0);
    let hi = out.iter().map(|r| r.0 + r.1 as i64).max().unwrap_or(0);
    let bytes: u64 = out.iter().map(|r| r.1).sum();
    // Many runs over a window not much larger than what they read: one read is cheaper.
    let dense = out.len() > 16 && (hi - lo) as u64 <= 4 * bytes + 4096;
    let uniform = out
        .first()
        .map(|r| r.1)
        .filter(|&n| out.iter().all(|r| r.1 == n));
    let mut segments: Vec<(i64, i64, usize)> = Vec::new();
    if let Some(n) = uniform {
        for r in &out {
            match segments.last_mut() {
                // The second run of a segment sets its stride (at least the run's length,
                // so the runs of a segment never overlap).
                Some((first, stride, count @ 1)) if r.0 - *first >= n as i64 => {
                    *stride = r.0 - *first;
                    *count = 2;
                }
                Some((first, stride, count))
                    if *count > 1 && r.0 == *first + *stride * *count as i64 =>
                {
                    *count += 1;
                }
                _ => segments.push((r.0, 0, 1)),
            }
        }
    }
    Runs {
        window: dense.then_some((lo, hi)),
        broadcast: out.iter().any(|r| r.2),
        uniform,
        segments,
        runs: out,
        bytes,
    }
}

/// Executes a planned command on every active slice.
pub fn execute(cmd: &TuCommand, plan: &TuPlan, mem: &mut Memory) -> SimResult<()> {
    let f = &cmd.fetch;
    let fetch_bytes = f.seq.packet_size as usize * f.dtype.bits() as usize / 8;
    let fetch_runs = runs(&plan.fetch_acc);
    let sink_runs = runs(&plan.sink_acc);
    let vrf_reads = cmd
        .vector
        .as_ref()
        .map(|ve| ve.vrf_reads())
        .unwrap_or_default();
    let mut bufs = FetchBufs {
        stream: Vec::with_capacity(plan.fetch_acc.len() * fetch_bytes),
        window: Vec::new(),
    };
    let trf = Space::Trf { chip: cmd.chip };
    let mut flits = vec![0u8; plan.fetch_flits * FLIT];
    let mut contracted = Vec::new();
    let mut scratch = contraction::Scratch::default();
    let mut out = Vec::new();
    // A switching pass needs every slice's packets before any slice collects (L3092–3119).
    let switched = if *cmd.switch == SwitchConfig::Forward {
        None
    } else {
        let mut inputs = std::collections::HashMap::new();
        for s in cmd.slices.iter() {
            let mut buf = Vec::new();
            fetch_slice(cmd, plan, mem, s, &fetch_runs, &mut bufs, &mut buf)?;
            inputs.insert(s, buf);
        }
        Some(inputs)
    };
    // The Inter-Slice Block needs every slice's flits (L6583–6755): the pass runs up to
    // it on every slice, reduces across slices, then finishes each slice.
    let inter = cmd.vector.as_ref().and_then(|ve| ve.inter.as_deref());
    let mut held: std::collections::BTreeMap<u32, Vec<u8>> = Default::default();
    for s in cmd.slices.iter() {
        match &switched {
            None => fetch_slice(cmd, plan, mem, s, &fetch_runs, &mut bufs, &mut flits)?,
            Some(inputs) => route_slice(cmd, plan, inputs, s, &mut flits)?,
        }
        if flits.len() != plan.fetch_flits * FLIT {
            return Err(SimError::invalid(format!(
                "slice {s} collects {} flits; the command streams {}",
                flits.len() / FLIT,
                plan.fetch_flits
            )));
        }
        // Contraction engine.
        let buf: &mut Vec<u8> = match &plan.contraction {
            Some(p) => {
                contraction::execute(p, &flits, mem, trf, s, &mut scratch, &mut contracted)?;
                &mut contracted
            }
            None => &mut flits,
        };
        match inter {
            None => {
                vector_slice(cmd, mem, &vrf_reads, s, buf)?;
                finish_slice(cmd, plan, mem, &sink_runs, s, buf, &mut out)?;
            }
            Some(x) => {
                if !x.first {
                    vector_slice(cmd, mem, &vrf_reads, s, buf)?;
                }
                held.insert(s, std::mem::take(buf));
            }
        }
    }
    if let (Some(x), Some(ve)) = (inter, &cmd.vector) {
        let at = if x.first { ve.dtype } else { ve_out_type(ve) };
        crate::inter_slice::reduce(x, at, &mut held)?;
        for (s, mut buf) in held {
            if x.first {
                vector_slice(cmd, mem, &vrf_reads, s, &mut buf)?;
            }
            finish_slice(cmd, plan, mem, &sink_runs, s, &mut buf, &mut out)?;
        }
    }
    Ok(())
}

/// The element type leaving a vector program's ops (i32 or f32).
fn ve_out_type(ve: &crate::vector::VeProgram) -> visa_tcp::VeType {
    use visa_tcp::{VeOp, VeType};
    ve.ops.iter().fold(ve.dtype, |t, o| match o {
        VeOp::FxpToFp { .. } => VeType::F32,
        VeOp::FpToFxp { .. } | VeOp::BranchLog => VeType::I32,
        _ => t,
    })
}

/// The vector engine's intra-slice program on slice `s`'s flits.
fn vector_slice(
    cmd: &TuCommand,
    mem: &Memory,
    vrf_reads: &[(u64, u64)],
    s: u32,
    buf: &mut Vec<u8>,
) -> SimResult<()> {
    if let Some(ve) = &cmd.vector {
        let vrf = Space::Vrf { chip: cmd.chip };
        let operands = vrf_reads
            .iter()
            .map(|&(addr, len)| mem.read(vrf, mem.slice_addr(vrf, s, addr), len))
            .collect::<SimResult<Vec<_>>>()?;
        ve.run_pass(buf, &operands, s)?;
    }
    Ok(())
}

/// The stages after the vector engine on slice `s`: cast, transpose and the sink.
fn finish_slice(
    cmd: &TuCommand,
    plan: &TuPlan,
    mem: &mut Memory,
    sink_runs: &Runs,
    s: u32,
    buf: &mut [u8],
    out: &mut Vec<u8>,
) -> SimResult<()> {
    let dm = Space::Dm { chip: cmd.chip };
    let vrf = Space::Vrf { chip: cmd.chip };
    let trf = Space::Trf { chip: cmd.chip };
    // Cast engine.
    if let Some(to) = cmd.cast {
        contraction::cast_flits(buf, plan.stream_dtype, to)?;
    }
    let buf: &[u8] = buf;
    // Transpose engine.
    let transposed;
    let stream: &[u8] = match &cmd.transpose {
        Some(t) => {
            transposed = crate::transpose::execute(t, buf)?;
            &transposed
        }
        None => buf,
    };
    // Sink.
    match &cmd.sink {
        // The slice bitmap (L2314–2319): a slice outside it does not write.
        Sink::Commit(c) if c.slice_bitmap.is_some_and(|b| !b.contains(s)) => {}
        Sink::Commit(c) => {
            let keep = c.commit_in_size as usize;
            out.clear();
            for fl in stream.chunks_exact(FLIT) {
                out.extend_from_slice(&fl[..keep]);
            }
            let base = mem.slice_addr(dm, s, c.base) as i64;
            let mut pos = 0usize;
            for &(offset, len, _) in &sink_runs.runs {
                let n = len as usize;
                mem.write(dm, (base + offset) as u64, &out[pos..pos + n])?;
                pos += n;
            }
        }
        Sink::ToVrf { addr } => {
            mem.write(vrf, mem.slice_addr(vrf, s, *addr), stream)?;
        }
        Sink::ToTrf(t) => {
            // Row r takes the r-th equal part of the stream (the outermost axes).
            let per_row = stream.len() / t.rows as usize;
            for (r, part) in stream.chunks_exact(per_row).enumerate() {
                let off = r as u64 * visa_tcp::limits::TRF_BYTES + t.address.base();
                mem.write(trf, mem.slice_addr(trf, s, off), part)?;
            }
        }
    }
    Ok(())
}

/// The memory footprint of a validated command over all active slices: the hardware
/// model's [`visa_tcp::footprint::tu_footprint`], from the sequencers' loop nests, with this
/// memory's slice windows.
pub fn footprint(cmd: &TuCommand, mem: &Memory) -> Footprint {
    let windows = visa_tcp::footprint::SliceWindows {
        dm: mem
            .slice_window(Space::Dm { chip: cmd.chip })
            .unwrap_or(visa_tcp::limits::SLICE_STRIDE),
        vrf: mem
            .slice_window(Space::Vrf { chip: cmd.chip })
            .unwrap_or(visa_tcp::limits::VRF_BYTES),
        trf: mem
            .slice_window(Space::Trf { chip: cmd.chip })
            .unwrap_or(visa_tcp::limits::TRF_SLICE_BYTES),
    };
    visa_tcp::footprint::tu_footprint(cmd, windows)
        .expect("a planned command has sequencers the footprint accepts")
}

#[cfg(test)]
mod tests {
    //! The fetch's segment copy ([`copy_runs`] over [`Runs::segments`]) against copying
    //! the runs one by one.
    use super::*;
    use proptest::prelude::*;

    /// Copies every run of `r` from `window` (offset `lo`), one after the other: the oracle.
    fn naive(r: &Runs, lo: i64, window: &[u8]) -> Vec<u8> {
        let mut out = Vec::new();
        for &(offset, len, _) in &r.runs {
            let o = (offset - lo) as usize;
            out.extend_from_slice(&window[o..o + len as usize]);
        }
        out
    }

    proptest! {
        /// Runs of 2 bytes from a few strided walks (transposing fetches) with arbitrary
        /// jumps between them; a window just covering them.
        #[test]
        fn segments_copy_what_the_runs_name(
            walks in prop::collection::vec((0i64..512, 2i64..40, 1usize..20), 1..6),
        ) {
            let acc: Vec<Access> = walks
                .iter()
                .flat_map(|&(first, stride, count)| {
                    (0..count as i64).map(move |k| Access {
                        offset: first + 2 * stride * k,
                        len: 2,
                        broadcast: false,
                    })
                })
                .collect();
            let r = runs(&acc);
            let lo = r.runs.iter().map(|x| x.0).min().unwrap();
            let hi = r.runs.iter().map(|x| x.0 + x.1 as i64).max().unwrap();
            let window: Vec<u8> = (0..hi - lo).map(|i| (i * 7 + 3) as u8).collect();
            let mut stream = vec![0u8; r.bytes as usize];
            match r.uniform {
                Some(1) => copy_runs::<1>(&r.segments, lo, &window, &mut stream),
                Some(2) => copy_runs::<2>(&r.segments, lo, &window, &mut stream),
                Some(4) => copy_runs::<4>(&r.segments, lo, &window, &mut stream),
                Some(8) => copy_runs::<8>(&r.segments, lo, &window, &mut stream),
                _ => return Ok(()),
            }
            prop_assert_eq!(stream, naive(&r, lo, &window));
        }
    }
}
