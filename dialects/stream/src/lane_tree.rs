//! The intra-slice reduce over the packet's lanes (L5399–5413, "Reduce in Packet Only"
//! L5440–5462, "Reduce Split Across Time and Packet" L5463–5490): when the reduced axis
//! fills the Way4 packet's four lanes, each packet is first reduced by the 2-level tree
//! `op(op(l0, l1), op(l2, l3))` and the tree values then accumulate over the axis's Time
//! factors in Time order, as the Time-only reduce does lane by lane
//! ([`crate::vector_ops::reduce_time`]). The result's Packet is `m[1 # 4]`: lane 0 holds
//! the value, lanes 1–3 are padding.
//!
//! ```text
//! %r = stream.vector_intra_slice_reduce add %x over "R" : <..., m[R / 4], m[R % 4]> -> <..., m[1], m[1 # 4]>
//! ```
//!
//! Packets holding another axis beside the reduced one are rejected. A padded reduce axis
//! is accepted where the valid-count generator masks it: in Time and the packet, by its
//! Packet Reduce mode (decision T10L-1: lanes past a flit's count are absent, a pair with
//! one absent side passes the other on), or also in Slice with |R| a multiple of the
//! lanes (decisions T10R-1, T10R-3): every packet is then wholly valid or wholly padding,
//! the generator closes the padding flits, and each slice keeps its own partial.

use crate::geom::{self, equivalent, Stream};
use crate::interp::{Evaluator, Scalar, Tensor};
use crate::types::bytes_of;
use crate::vector_ops::{self, mentions, VectorIntraSliceReduce};
use crate::verify as v;
use std::collections::BTreeMap;
use visa_ir::{Context, Diagnostic, OpId};
use visa_mapping::{Image, Mapping};
use visa_tcp::ReduceTime;

type R = Result<(), Diagnostic>;

const MANUAL: &str = "manual: Computing Tensors › Vector Engine › Intra-Slice Reduce";

/// The lanes of a Way4 packet.
const LANES: u64 = 4;

/// Whether the reduce of `axis` on stream `i` reduces the packet's lanes.
pub fn in_packet(i: &Stream, axis: &str) -> bool {
    mentions(i.packet(), axis)
}

/// The coordinate of `axis` in each of the packet's four lanes (`None` for a padding
/// lane), when every lane holds an element of `axis` alone or padding and the coordinates
/// differ (a bounded enumeration of four positions). Padding lanes are absent from the
/// tree; the valid-count generator's Packet Reduce mode must cover them (checked by
/// [`verify`], decision T10L-1).
fn lane_coords(packet: &Mapping, axis: &str) -> Result<[Option<u64>; 4], String> {
    if packet.size() != LANES {
        return Err(format!(
            "a reduce over the packet's lanes needs the Way4 packet to be 4 lanes of {axis}, got Packet {packet}"
        ));
    }
    let mut c = [None; 4];
    for (p, slot) in c.iter_mut().enumerate() {
        match packet.map(p as u64) {
            Image::Index(idx) if idx.iter().all(|(a, v)| a.as_str() == axis || v == 0) => {
                *slot = Some(idx.get(axis));
            }
            Image::Index(_) => {
                return Err(format!(
                    "lane {p} of Packet {packet} holds another axis than {axis}; the lane tree reduces packets of {axis} alone ({MANUAL})"
                ))
            }
            _ => {}
        }
    }
    let mut sorted: Vec<u64> = c.iter().flatten().copied().collect();
    if sorted.is_empty() {
        return Err(format!("Packet {packet} holds no lane of {axis}"));
    }
    sorted.sort_unstable();
    if sorted.windows(2).any(|w| w[0] == w[1]) {
        return Err(format!(
            "the lanes of Packet {packet} repeat coordinates of {axis}"
        ));
    }
    Ok(c)
}

/// Whether a factor of `i`'s Time or Packet holds `axis` padded (`axis # p`, p > |axis|):
/// the reduce then needs the valid-count generator.
pub(crate) fn padded(i: &Stream, axis: &str) -> bool {
    i.time()
        .factors()
        .into_iter()
        .chain(i.packet().factors())
        .any(|f| matches!(crate::valid_count::part(f, axis), Ok(Some((_, p, n))) if p != n))
}

/// The Time structure of a reduce of `axis` over the packet's lanes and its Time
/// factors: every Time factor of `axis` reduced, the four lanes with `lanes` set, and
/// together they span the whole axis, or its padded extent `axis # p` when the axis is
/// padded in Time or the packet (the generator then masks the rest, T10L-1).
pub fn reduce_time(i: &Stream, axis: &str) -> Result<ReduceTime, String> {
    for (role, m) in [("Chip", &i.maps[0]), ("Cluster", &i.maps[1])] {
        if mentions(m, axis) {
            return Err(format!("axis {axis} also lies in {role} ({m}); the intra-slice reduce combines Time factors, the packet's lanes and keeps Slice factors (docs/decisions.md C9-10, T10R-3)"));
        }
    }
    lane_coords(i.packet(), axis)?;
    let (t, time_positions, _) = vector_ops::scan_time(i, axis, true)?;
    if mentions(i.slice(), axis) {
        // R's Slice factors stay in the result's Slice, one partial per slice; which
        // placements the valid-count generator masks is `crate::valid_count`'s to say
        // (the verifier derives it; docs/decisions.md T10R-1, T10R-3).
        vector_ops::slice_span(i, axis)?;
        return Ok(t);
    }
    let reduced = LANES * time_positions;
    let n = i
        .packet()
        .symbols()
        .first()
        .map(|s| s.size)
        .unwrap_or(LANES);
    // A chunk of the axis (a tile view's `K % 4096`: the split reduce's partial,
    // docs/decisions.md C9E-4) holds fewer elements than the axis; it is accepted when
    // its Time factors carry no padding, so every reduced position holds an element.
    let whole_digits = |f: &visa_mapping::Mapping| {
        visa_mapping::factor::digits(f)
            .map(|(d, _)| d.iter().map(|d| d.count).product::<u64>() == f.size())
            .unwrap_or(false)
    };
    let chunk = reduced < n
        && n.is_multiple_of(reduced)
        && i.time()
            .factors()
            .iter()
            .filter(|f| mentions(f, axis))
            .all(|f| whole_digits(f));
    // A padded axis covered to its pad: the valid-count generator's Packet Reduce mode
    // masks the padding lanes, which [`verify`] derives (decision T10L-1).
    let covered = padded(i, axis)
        && i.packet()
            .factors()
            .into_iter()
            .chain(i.time().factors())
            .any(|f| matches!(crate::valid_count::part(f, axis), Ok(Some((_, p, _))) if p == reduced));
    if n != reduced && !chunk && !covered {
        return Err(format!(
            "the Time factors and lanes of {axis} span {reduced} positions for {n} elements; padded reduce axes need the valid-count generator ({MANUAL})"
        ));
    }
    Ok(t)
}

/// The Time structure of any intra-slice reduce of `axis` on `i`: over the lanes and
/// Time ([`reduce_time`]) or over Time only ([`vector_ops::reduce_time`]).
pub fn any_reduce_time(i: &Stream, axis: &str) -> Result<ReduceTime, String> {
    if in_packet(i, axis) {
        reduce_time(i, axis)
    } else {
        vector_ops::reduce_time(i, axis)
    }
}

/// `vector_intra_slice_reduce` over the packet's lanes: as over Time (element type and
/// op, Way4, stage order, at most 8 accumulator slots, the result's Time the input's
/// without the axis), plus four lanes of the axis in and Packet `m[1 # 4]` out
/// (L5440–5490).
pub fn verify(ctx: &Context, op: OpId, i: &Stream, o: &Stream) -> R {
    v::check_mapping(
        ctx,
        op,
        i,
        o,
        &[0, 1, 2],
        "the reduce keeps Chip, Cluster and Slice",
    )?;
    vector_ops::check_reduce_op(ctx, op, i)?;
    let r = VectorIntraSliceReduce(op);
    let bytes = bytes_of(ctx, i.ty.dtype, i.packet().size());
    if bytes != 16 {
        return Err(ctx.op_error(op, format!("the intra_slice_reduce stage runs in Way4: its packet must hold 4 32-bit lanes, got {bytes} bytes; narrow first with vector_split or vector_trim_way4 (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)")));
    }
    vector_ops::check_stage_order(ctx, op)?;
    let axis = r.axis(ctx);
    let time = reduce_time(i, axis).map_err(|e| ctx.op_error(op, e))?;
    if mentions(i.slice(), axis) {
        crate::valid_count::for_reduce(ctx, op, axis)?;
    } else if padded(i, axis) {
        // A padded axis in Time and the packet (T10L-1): the generator's Packet Reduce
        // mode gives each flit its count of valid lanes, a prefix of the lanes.
        match crate::valid_count::for_reduce(ctx, op, axis)? {
            Some(crate::valid_count::Vcg {
                mode: crate::valid_count::VcMode::Packet,
                ..
            }) => {}
            _ => {
                return Err(ctx.op_error(
                    op,
                    format!("the padded axis {axis} in the packet needs the valid-count generator's Packet Reduce mode ({MANUAL})"),
                ))
            }
        }
    }
    let want = crate::vector_ops::without_axis(i.time(), axis).map_err(|e| ctx.op_error(op, e))?;
    if !equivalent(o.time(), &want) {
        return Err(ctx.op_error(op, format!("the result's Time must be the input's without the factors of {axis}: {want}, got {} ({MANUAL})", o.time())));
    }
    let one = Mapping::identity()
        .pad(LANES)
        .map_err(|e| ctx.op_error(op, e.to_string()))?;
    if !equivalent(o.packet(), &one) {
        return Err(ctx.op_error(op, format!("a reduce over the packet's lanes leaves one value per packet: the result's Packet must be {one}, got {} ({MANUAL})", o.packet())));
    }
    let slots = time.slots();
    if slots > visa_tcp::vector_stage::REDUCE_SLOTS {
        return Err(ctx.op_error(
            op,
            format!("{slots} accumulator slots required, but only 8 are available ({MANUAL})"),
        ));
    }
    Ok(())
}

/// The interpreter: every element with the axis's coordinate at its Slice part (0 when
/// the axis is not in Slice) is, per Time step of the axis that holds elements (in Time
/// order), the tree `op(op(l0, l1), op(l2, l3))` of the four lanes with absent lanes (no
/// element there) passed through, folded over those steps from the first; a slice with
/// no element of the axis gives the identity.
pub fn eval(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let r = VectorIntraSliceReduce::matches(ctx, op)
        .ok_or_else(|| ev.err(op, "is not an intra-slice reduce"))?;
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let (axis, rop) = (r.axis(ctx), r.op(ctx));
    let pos = ev
        .order()
        .0
        .iter()
        .position(|a| a.as_str() == axis)
        .ok_or_else(|| ev.err(op, format!("axis {axis} is not declared")))?;
    let axes = geom::axes(ctx, op)?;
    let s = geom::resolve_stream(ctx, op, &axes, v::operand_ty(ctx, op, 0), "the input")?;
    let lanes = lane_coords(s.packet(), axis).map_err(|e| ev.err(op, e))?;
    // (Time step, lane) of each coordinate of the axis: the steps numbered in the order
    // their coordinates first come in Time.
    let mut step_of: BTreeMap<u64, usize> = BTreeMap::new();
    for t in 0..s.time().size() {
        if let Image::Index(idx) = s.time().map(t) {
            let n = step_of.len();
            step_of.entry(idx.get(axis)).or_insert(n);
        }
    }
    let mut place: BTreeMap<u64, (usize, usize)> = BTreeMap::new();
    for (&tc, &step) in &step_of {
        for (lane, pc) in lanes.iter().enumerate() {
            if let Some(pc) = pc {
                place.insert(tc + pc, (step, lane));
            }
        }
    }
    let is_f32 = ctx.type_to_string(x.dtype) == "f32";
    // R's Slice factors stay: each element joins the partial of its slice (T10R-3).
    let sparts = crate::valid_count::slice_parts(s.slice(), axis).map_err(|e| ev.err(op, e))?;
    let mut groups: BTreeMap<Vec<u64>, BTreeMap<(usize, usize), Scalar>> = BTreeMap::new();
    for (key, val) in x.iter() {
        let mut k = key.clone();
        let c = k[pos];
        let sc = crate::valid_count::slice_coord(&sparts, c);
        k[pos] = sc;
        let at = *place
            .get(&c.checked_sub(sc).unwrap_or(u64::MAX))
            .ok_or_else(|| ev.err(op, "an element outside the reduced Time and lanes"))?;
        groups.entry(k).or_default().insert(at, val);
    }
    let step = |a: Scalar, b: Scalar| {
        crate::interp::vector::reduce_step(rop, is_f32, a, b).ok_or_else(|| {
            ev.err(
                op,
                format!("reduce `{rop}` is not defined on this element type"),
            )
        })
    };
    let mut out = Tensor::new(x.dtype);
    crate::interp::vector::empty_slices(&mut out, &groups, &sparts, pos, rop, is_f32);
    for (k, vals) in groups {
        let mut acc: Option<Scalar> = None;
        for t in 0..step_of.len() {
            // A step of a slice past the end of a padded axis holds no element (the
            // valid-count generator closes the whole flit: `|R| % 4 == 0`, T10R-1).
            if (0..LANES as usize).all(|l| !vals.contains_key(&(t, l))) {
                continue;
            }
            // A lane holding no element (padding, or a coordinate past the axis: the
            // generator's count ends before it) is absent; a pair with one absent side
            // passes the other on (T10L-1).
            let lane = |l: usize| vals.get(&(t, l)).copied();
            let pair =
                |a: Option<Scalar>, b: Option<Scalar>| -> Result<Option<Scalar>, Diagnostic> {
                    Ok(match (a, b) {
                        (Some(a), Some(b)) => Some(step(a, b)?),
                        (a, None) => a,
                        (None, b) => b,
                    })
                };
            let Some(tree) = pair(pair(lane(0), lane(1))?, pair(lane(2), lane(3))?)? else {
                continue;
            };
            acc = Some(match acc {
                None => tree,
                Some(a) => step(a, tree)?,
            });
        }
        if let Some(a) = acc {
            out.insert(k, a);
        }
    }
    Ok(out)
}
