//! Which placements of a padded reduce axis the Valid Count Generator can mask, and its
//! configuration for them (manual "Valid Count Generator's Interface" L5574–6165 and
//! "Implementation" L6166–6582; digest-D §2.2).
//!
//! The reasoning is on the mapping's factors only, never on elements: every factor of the
//! reduce axis `R # p` is a part `(σ, k)` (its index `i` contributes `i·σ` to the padded
//! coordinate of R); the parts must tile `[0, p)` in mixed radix. Then:
//!
//! - **Packet Reduce** (a part in Packet, L5600–5601): that part must be the packet's only
//!   content, with σ = 1 (the packet prefix, L5612–5613, L6078–6088); `V_p = |R|`,
//!   `stride_p = k`, every Time part a counter on the packet dim. A Slice part is refused
//!   (`packet_vc` cannot vary by slice, L6138–6148, L6520–6547: "Slice + Packet" and
//!   "Slice + Time + Packet: not supported", decision T10R-1) unless `|R| % k == 0`, when
//!   the lanes are all valid or all invalid and the packet part is set aside (L6539–6542).
//! - **Time Reduce** (L5602–5603): the Time parts feed gate 0; the Slice parts select
//!   slices by a bit mask, so each must sit on a power-of-two bit field of the slice id,
//!   in the order of its σ (L5604–5613, L5843–5869). Time only: mask 0, match 0, `V = |R|`
//!   (L6465). Slice parts above the Time parts (standard): `match = enc(⌊n/u⌋)`,
//!   `V = n mod u` (L6471–6484). Slice parts below (transposed): `match = enc(n mod S)`,
//!   `V = ⌊n/S⌋`, the Time span must be `⌈n/S⌉` (L5734–5739, L6486–6505). Any other
//!   interleave is refused (L5876–5901).
//!
//! An unpadded axis needs no generator (`Ok(None)`, L6111–6118).

use visa_mapping::Mapping;
use visa_tcp::valid_count::{VCG_COUNTERS, VCG_LANES};
use visa_tcp::{VcCounter, VcDim, VcGate, VcgConfig};

/// Which of the two exclusive modes the generator runs in (L5598–5603).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VcMode {
    /// R lies in Packet: a per-packet count in 0..=8.
    Packet,
    /// R lies in Slice and/or Time: each flit is valid (8) or not (0).
    Time,
}

/// The generator's configuration for one reduce.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Vcg {
    /// The mode.
    pub mode: VcMode,
    /// The configuration the lowering hands the hardware.
    pub config: VcgConfig,
}

/// One factor of the reduce axis: it contributes `i·sigma` to R's padded coordinate for
/// `i` in `0..count`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Part {
    sigma: u64,
    count: u64,
}

const CITE: &str = "manual: Computing Tensors › Vector Engine › Valid Count Generator’s Interface";

/// The part a factor of axis `r` forms, with R's pad `p` and size `n`; `Ok(None)` when the
/// factor does not mention `r`.
pub(crate) fn part(f: &Mapping, r: &str) -> Result<Option<(Part, u64, u64)>, String> {
    let syms = f.symbols();
    if !syms.iter().any(|s| s.axis.as_str() == r) {
        return Ok(None);
    }
    if syms.iter().any(|s| s.axis.as_str() != r) || syms.len() != 1 {
        return Err(format!(
            "the factor {f} mixes {r} with other axes or repeats it; the valid-count generator needs each factor of {r} alone ({CITE})"
        ));
    }
    fn go(m: &Mapping) -> Option<(Part, u64, u64)> {
        match m {
            Mapping::Symbol(s) if !s.is_derived() => Some((
                Part {
                    sigma: 1,
                    count: s.size,
                },
                s.size,
                s.size,
            )),
            Mapping::Padding { inner, left, size } if *left == 0 => match &**inner {
                Mapping::Symbol(s) if !s.is_derived() => Some((
                    Part {
                        sigma: 1,
                        count: *size,
                    },
                    *size,
                    s.size,
                )),
                _ => None,
            },
            Mapping::Stride { inner, stride } => {
                let (p, pad, n) = go(inner)?;
                p.count.is_multiple_of(*stride).then_some((
                    Part {
                        sigma: p.sigma * stride,
                        count: p.count / stride,
                    },
                    pad,
                    n,
                ))
            }
            Mapping::Modulo { inner, modulo } => {
                let (p, pad, n) = go(inner)?;
                p.count.is_multiple_of(*modulo).then_some((
                    Part {
                        sigma: p.sigma,
                        count: *modulo,
                    },
                    pad,
                    n,
                ))
            }
            _ => None,
        }
    }
    go(f).map(Some).ok_or_else(|| {
        format!("the factor {f} of {r} is not `{r} # p` split by `/` and `%` ({CITE})")
    })
}

/// The parts of `r` in the factors of `m` with their factor index, and R's pad and size.
fn parts(m: &Mapping, r: &str, pn: &mut Option<(u64, u64)>) -> Result<Vec<(usize, Part)>, String> {
    let mut out = Vec::new();
    for (i, f) in m.factors().into_iter().enumerate() {
        if let Some((p, pad, n)) = part(f, r)? {
            if pn.is_some_and(|x| x != (pad, n)) {
                return Err(format!("{r} is padded differently in two factors ({CITE})"));
            }
            *pn = Some((pad, n));
            if p.count > 1 {
                out.push((i, p));
            }
        }
    }
    Ok(out)
}

/// The factors of `r` in `slice` with more than one position, as `(σ, count)`: slice
/// digit `d` of a factor holds R's positions `d·σ + …` (the parts a reduce keeps in the
/// result's Slice, one partial per slice; docs/decisions.md T10R-3).
pub(crate) fn slice_parts(slice: &Mapping, r: &str) -> Result<Vec<(u64, u64)>, String> {
    let mut pn = None;
    Ok(parts(slice, r, &mut pn)?
        .into_iter()
        .map(|(_, p)| (p.sigma, p.count))
        .collect())
}

/// The Slice part of R's coordinate `c`: the sum of its digits in the `(σ, count)` parts
/// of [`slice_parts`], each at its σ (the R coordinate a slice's partial keeps).
pub(crate) fn slice_coord(parts: &[(u64, u64)], c: u64) -> u64 {
    parts.iter().map(|&(s, k)| (c / s) % k * s).sum()
}

/// `log2(x)` when `x` is a power of two.
fn log2(x: u64) -> Option<u32> {
    x.is_power_of_two().then(|| x.trailing_zeros())
}

/// The generator's configuration for reducing axis `r` of a stream with these Slice, Time
/// and Packet mappings (the stream entering the Vector Engine, Way8), or why it cannot
/// mask the axis's padding. `Ok(None)` when `r` is not padded.
pub fn derive(
    slice: &Mapping,
    time: &Mapping,
    packet: &Mapping,
    r: &str,
) -> Result<Option<Vcg>, String> {
    let mut pn = None;
    // A packet padded to 8 lanes around one factor: the factor is the content.
    let (packet_content, lane_pad) = match packet {
        Mapping::Padding {
            inner,
            left: 0,
            size,
        } if !matches!(&**inner, Mapping::Symbol(s) if s.axis.as_str() == r) => (&**inner, *size),
        m => (m, m.size()),
    };
    let sp = parts(slice, r, &mut pn)?;
    let tp = parts(time, r, &mut pn)?;
    let pp = parts(packet_content, r, &mut pn)?;
    let Some((pad, n)) = pn else {
        return Err(format!("axis {r} lies in neither Slice, Time nor Packet"));
    };
    // The parts tile [0, pad) in mixed radix.
    let mut all: Vec<Part> = sp.iter().chain(&tp).chain(&pp).map(|x| x.1).collect();
    all.sort_by_key(|p| p.sigma);
    let mut next = 1u64;
    for p in &all {
        if p.sigma != next {
            return Err(format!(
                "the factors of {r} do not cover `{r} # {pad}` once each (a factor of stride {} where {next} is due); the reduce must see every position of the axis ({CITE})",
                p.sigma
            ));
        }
        next = next.saturating_mul(p.count);
    }
    // The low chunk `r % next` of an unpadded axis (a tile view's chunk, the split
    // reduce's partial; docs/decisions.md C9E-4): every position holds an element.
    if next < pad && pad == n && pad.is_multiple_of(next) && next > 1 {
        return Ok(None);
    }
    if next != pad && !(next == 1 && pad == 1) {
        return Err(format!(
            "the factors of {r} cover {next} of the {pad} positions of `{r} # {pad}` ({CITE})"
        ));
    }
    if pad == n {
        return Ok(None);
    }
    let mut cfg = VcgConfig::ALL_VALID;
    // Counters: the Time factors, innermost first; neighbouring factors without R merge.
    let tf = time.factors();
    let mut counters: Vec<(u64, VcDim, u64)> = Vec::new();
    let mut pending = 1u64;
    let time_dim = |i: usize| tp.iter().find(|x| x.0 == i).map(|x| x.1);
    let dim_of_time = if pp.is_empty() {
        VcDim::Gate(0)
    } else {
        VcDim::Packet
    };
    for i in (0..tf.len()).rev() {
        match time_dim(i) {
            None => pending *= tf[i].size(),
            Some(p) => {
                if pending > 1 {
                    counters.push((pending, VcDim::Unassigned, 0));
                    pending = 1;
                }
                counters.push((p.count, dim_of_time, p.sigma));
            }
        }
    }
    if counters.len() > VCG_COUNTERS {
        return Err(format!(
            "Time {time} needs {} counters of the valid-count generator, which has {VCG_COUNTERS} (manual: Computing Tensors › Vector Engine › Valid Count Generator’s Implementation)",
            counters.len()
        ));
    }
    let to32 = |x: u64| u32::try_from(x).map_err(|_| format!("{x} exceeds the generator's range"));
    let set_counters =
        |cfg: &mut VcgConfig, counters: &[(u64, VcDim, u64)], scale: u64| -> Result<(), String> {
            cfg.n = counters.len() as u8;
            for (k, &(limit, dim, sigma)) in counters.iter().enumerate() {
                cfg.counters[k] = VcCounter {
                    limit: to32(limit)?,
                    dim,
                    stride: to32(sigma / scale)?,
                };
            }
            Ok(())
        };
    if let Some(&(_, pk)) = pp.first() {
        // Packet Reduce.
        let content = packet_content.factors();
        let sole = content.iter().filter(|f| f.size() > 1).count() == 1;
        if pp.len() != 1 || pk.sigma != 1 || !sole {
            return Err(format!(
                "in Packet {packet}, {r} must be the innermost part (`{r} # {pad} % k`) and the packet's only content, padded to 8 lanes; the valid count is a prefix of the lanes ({CITE})"
            ));
        }
        if lane_pad != u64::from(VCG_LANES) || pk.count > u64::from(VCG_LANES) {
            return Err(format!(
                "Packet {packet} must be padded to 8 lanes ({CITE})"
            ));
        }
        if !sp.is_empty() {
            if !n.is_multiple_of(pk.count) {
                // L6520–6547: `packet_vc(t)` has no slice term; only the degenerate
                // `n % stride_p == 0` reduces to Slice (+ Time).
                let placement = if tp.is_empty() {
                    "Slice + Packet"
                } else {
                    "Slice + Time + Packet"
                };
                return Err(format!(
                    "{r} = {n} is placed as Slice {slice}, Time {time}, Packet {packet}: a {placement} placement is not supported unless {r} % {k} = 0 (here {n} % {k} = {}): a boundary slice needs a partial valid count the other slices do not have at the same time step, and the packet count cannot vary by slice (manual: Computing Tensors › Vector Engine › Valid Count Generator’s Implementation › {placement}: not supported; docs/decisions.md T10R-1)",
                    n % pk.count,
                    k = pk.count
                ));
            }
            // Degenerate case (L6539–6542): lanes are all valid or all invalid, so the
            // packet part drops out and the rest is a Time Reduce over R / k.
            let outer: Vec<(usize, Part)> = sp
                .iter()
                .map(|&(i, p)| {
                    (
                        i,
                        Part {
                            sigma: p.sigma / pk.count,
                            count: p.count,
                        },
                    )
                })
                .collect();
            let tpo: Vec<(usize, Part)> = tp
                .iter()
                .map(|&(i, p)| {
                    (
                        i,
                        Part {
                            sigma: p.sigma / pk.count,
                            count: p.count,
                        },
                    )
                })
                .collect();
            for c in counters.iter_mut() {
                if c.1 == VcDim::Packet {
                    c.1 = VcDim::Gate(0);
                    c.2 /= pk.count;
                }
            }
            let (gate, scale) = slice_gate(slice, &outer, &tpo, n / pk.count, pad / pk.count, r)?;
            set_counters(&mut cfg, &counters, scale)?;
            cfg.packet_valid = to32(pk.count)?;
            cfg.packet_stride = to32(pk.count)?;
            cfg.gates[0] = gate;
            return Ok(Some(Vcg {
                mode: VcMode::Time,
                config: cfg,
            }));
        }
        set_counters(&mut cfg, &counters, 1)?;
        cfg.packet_valid = to32(n)?;
        cfg.packet_stride = to32(pk.count)?;
        return Ok(Some(Vcg {
            mode: VcMode::Packet,
            config: cfg,
        }));
    }
    // Time Reduce.
    let (gate, scale) = slice_gate(slice, &sp, &tp, n, pad, r)?;
    set_counters(&mut cfg, &counters, scale)?;
    cfg.gates[0] = gate;
    Ok(Some(Vcg {
        mode: VcMode::Time,
        config: cfg,
    }))
}

/// Gate 0 for a Time Reduce of `n` of `pad` positions with Slice parts `sp` and Time
/// parts `tp` (σ in R units), and the unit of the Time counters' strides: 1, or the
/// Slice span when the placement is transposed (its index counts time steps).
fn slice_gate(
    slice: &Mapping,
    sp: &[(usize, Part)],
    tp: &[(usize, Part)],
    n: u64,
    pad: u64,
    r: &str,
) -> Result<(VcGate, u64), String> {
    let to32 = |x: u64| u32::try_from(x).map_err(|_| format!("{x} exceeds the generator's range"));
    if sp.is_empty() {
        return Ok((VcGate::time_only(to32(n)?), 1));
    }
    // Each Slice part's bit field in the slice id.
    let sf = slice.factors();
    let mut weight = vec![1u64; sf.len()];
    for i in (0..sf.len().saturating_sub(1)).rev() {
        weight[i] = weight[i + 1] * sf[i + 1].size();
    }
    let mut fields: Vec<(Part, u32, u32)> = Vec::new(); // (part, shift, bits)
    for &(i, p) in sp {
        let (Some(shift), Some(bits)) = (log2(weight[i]), log2(p.count)) else {
            return Err(format!(
                "the Slice factor {} of {r} does not sit on a power-of-two bit field of the slice id (inner slices {}, size {}); the generator's gates select slices by bit masks (manual: Computing Tensors › Vector Engine › Valid Count Generator’s Implementation)",
                sf[i], weight[i], p.count
            ));
        };
        fields.push((p, shift, bits));
    }
    fields.sort_by_key(|f| f.0.sigma);
    if fields.windows(2).any(|w| w[0].1 > w[1].1) {
        return Err(format!(
            "the Slice factors of {r} in {slice} must have increasing strides from inner to outer, so that each slice's range of {r} is contiguous ({CITE})"
        ));
    }
    let base = fields[0].0.sigma;
    let span: u64 = fields.iter().map(|f| f.0.count).product();
    let mask: u32 = fields
        .iter()
        .map(|f| ((1u32 << f.2) - 1) << f.1)
        .fold(0, |a, b| a | b);
    // The slice id bits of R-slice index v (digits of v in the parts' radix).
    let enc = |v: u64| -> u32 {
        let mut out = 0u32;
        for f in &fields {
            let digit = (v * base / f.0.sigma) % f.0.count;
            out |= (digit as u32) << f.1;
        }
        out
    };
    let time_span: u64 = tp.iter().map(|x| x.1.count).product();
    let time_sigma_min = tp.iter().map(|x| x.1.sigma).min();
    if base == time_span && time_sigma_min.is_none_or(|s| s == 1) {
        // Standard: the Slice parts above the Time parts (u = base).
        let u = base;
        let m = n / u;
        if m >= span {
            return Err(format!("{r}'s slice part cannot hold {n}"));
        }
        Ok((
            VcGate {
                mask,
                threshold: enc(m),
                valid: to32(n % u)?,
                transposed: false,
            },
            1,
        ))
    } else if base == 1 && time_sigma_min.is_some_and(|s| s == span) {
        // Transposed: the Slice parts below the Time parts.
        let steps = pad / span;
        let need = n.div_ceil(span);
        if !n.is_multiple_of(span) && steps != need {
            return Err(format!(
                "{r} has its inner part in Slice ({span} slices) and its outer part in Time ({steps} steps): the transposed placement needs ⌈{n} / {span}⌉ = {need} steps; pad {r} to {} ({CITE})",
                need * span
            ));
        }
        Ok((
            VcGate {
                mask,
                threshold: enc(n % span),
                valid: to32(n / span)?,
                transposed: true,
            },
            span,
        ))
    } else {
        Err(format!(
            "{r} alternates between Slice and Time; the generator needs its Slice part wholly outside or wholly inside its Time part ({CITE})"
        ))
    }
}

/// Whether `vector_trim_way4` keeps every valid lane of a configuration's flits: its
/// counts never exceed 4 (L6577–6578).
pub fn trim_keeps(v: &Vcg) -> bool {
    v.mode == VcMode::Time || v.config.max_count() <= 4
}

/// The generator's configuration for the intra-slice reduce `op` of `axis` (L5574–5582:
/// the compiler configures it from the reduce label): derived from the stream entering the
/// Vector Engine (the `vector_intra_slice_branch` result, Way8, whose flits the generator
/// counts). `Ok(None)` when the axis is not padded.
pub fn for_reduce(
    ctx: &visa_ir::Context,
    op: visa_ir::OpId,
    axis: &str,
) -> Result<Option<Vcg>, visa_ir::Diagnostic> {
    let mut cur = ctx.operands(op).first().and_then(|&x| ctx.defining_op(x));
    while let Some(d) = cur {
        if crate::ops::VectorBranch::matches(ctx, d).is_some() {
            let axes = crate::geom::axes(ctx, op)?;
            let ty = ctx.value_type(ctx.result(d, 0));
            let s = crate::geom::resolve_stream(ctx, op, &axes, ty, "the Vector Engine's input")?;
            return derive(s.slice(), s.time(), s.packet(), axis).map_err(|e| ctx.op_error(op, e));
        }
        cur = ctx.operands(d).first().and_then(|&x| ctx.defining_op(x));
    }
    Err(ctx.op_error(
        op,
        "the reduce is not inside an intra-slice block (no vector_intra_slice_branch before it)",
    ))
}
