//! Interleaved fetch (L1843–1866): `stream.begin_interleaved` begins one stream from two
//! DM tensors with identical mappings; a new Time axis of size 2 (the interleave axis,
//! innermost in Time once fetched) alternates between them, packet by packet: the first
//! temporal iteration reads `lhs`, the second `rhs`, the third the next packet of `lhs`.
//!
//! ```text
//! %s = stream.begin_interleaved %a, %b : !dm, !dm -> !stream.tensor<begin, main, f32, ..., m[I], m[B]>
//! %f = stream.fetch %s : !begin -> !stream.tensor<fetch, main, f32, ..., m[A, I], m[B]>
//! ```
//!
//! The begun stream's Time is `m[I]` for an axis `I` of size 2 the DM tensors do not hold
//! (the manual's `begin_interleaved::<I, ...>`); the fetch moves `I` innermost in Time.
//! The hardware reads both tensors in one sequencer operation: the lowering adds one
//! sequencer entry `[I = 2 : rhs − lhs]` just outside the packet (docs/decisions.md
//! C9C-1), so the simulator needs nothing new and the fetch costs one access per packet
//! of either tensor.

use crate::geom::{self, resolve_mem};
use crate::interfaces::{Effect, Engine, MemoryEffects, PipelineStage, StageInput, StageOutput};
use crate::interp::{Evaluator, Semantics, Tensor};
use crate::ops::Kernel;
use crate::types::{Position, Tier};
use crate::verify as v;
use visa_ir::{Context, Diagnostic, OpDef, OpId};
use visa_mapping::Mapping;

type R = Result<(), Diagnostic>;

const MANUAL: &str =
    "manual: Moving Tensors › Fetch Engine › Fetch Sequencer › Interleaving Tensors";

visa_ir::op! {
    /// `%s = stream.begin_interleaved %lhs, %rhs : !dm, !dm -> <begin>`: two DM tensors
    /// with identical mappings enter the Tensor Unit as one stream whose Time is the
    /// interleave axis (`ctx.main.begin_interleaved::<I, ...>(lhs, rhs)`, L1843–1866).
    pub struct BeginInterleaved = "stream.begin_interleaved" {
        summary: "two DM tensors with identical mappings enter the Tensor Unit alternately (interleave axis in Time)",
        parents: [Kernel::NAME],
        operands: [lhs: single, rhs: single],
        results: [output: single],
        verify: verify,
        interfaces: [
            PipelineStage = PipelineStage {
                engine: Engine::Fetch,
                input: StageInput::Memory(&[Tier::Dm]),
                output: StageOutput::Stream(Position::Begin),
            },
            MemoryEffects = MemoryEffects(const { &[Effect::read(0), Effect::read(1)] }),
            Semantics = Semantics::Eval(eval),
        ],
        format: "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($output)",
    }
}

/// The ops this module declares.
pub fn ops() -> Vec<OpDef> {
    vec![BeginInterleaved::def()]
}

/// The interleave axis of a begun interleaved stream's Time `m[I]`: `I` when Time is one
/// plain, unpadded axis of size 2.
fn axis_of(time: &Mapping) -> Option<String> {
    match time {
        Mapping::Symbol(s) if s.size == 2 && s.padded.is_none() && s.skew.is_none() => {
            Some(s.axis.as_str().to_string())
        }
        _ => None,
    }
}

/// `stream.begin_interleaved`: both sources in DM with one type (identical mappings,
/// L1843), the result as `stream.begin`'s (Chip, Cluster, Slice and element type of the
/// sources, Packet = Element) except Time, which is `m[I]` for an axis `I` of size 2
/// the sources do not hold (L1845–1849). At most two tensors: the op has two operands
/// (L1850).
fn verify(ctx: &Context, op: OpId) -> R {
    let o = v::begin_common(ctx, op)?;
    let (a, b) = (v::operand_ty(ctx, op, 0), v::operand_ty(ctx, op, 1));
    if a != b {
        return Err(ctx.op_error(
            op,
            format!(
                "interleaved tensors must have identical mappings and element types: {} and {} differ ({MANUAL})",
                ctx.type_to_string(a),
                ctx.type_to_string(b)
            ),
        ));
    }
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, a, "the source")?;
    let Some(axis) = axis_of(o.time()) else {
        return Err(ctx.op_error(
            op,
            format!(
                "an interleaved stream's Time must be the interleave axis alone, m[I] with I of size 2, got {} ({MANUAL})",
                o.time()
            ),
        ));
    };
    if src
        .whole()
        .symbols()
        .iter()
        .any(|s| s.axis.as_str() == axis)
    {
        return Err(ctx.op_error(
            op,
            format!("the interleave axis {axis} must be a new axis, but the interleaved tensors hold it ({MANUAL})"),
        ));
    }
    Ok(())
}

/// The interleave axis of the stream `fetch` reads, when it was begun by
/// `stream.begin_interleaved`.
pub fn interleave_axis(ctx: &Context, fetch: OpId) -> Option<String> {
    let def = ctx.defining_op(ctx.operand(fetch, 0))?;
    BeginInterleaved::matches(ctx, def)?;
    let axes = geom::axes(ctx, def).ok()?;
    let o = geom::resolve_stream(ctx, def, &axes, v::result_ty(ctx, def), "the result").ok()?;
    axis_of(o.time())
}

/// The fetch of an interleaved stream keeps the interleave axis as the innermost Time
/// factor, whole (L1847–1849: the first temporal iteration reads `lhs`, the second
/// `rhs`, the third the next packet of `lhs`).
pub fn check_fetch(ctx: &Context, op: OpId, o: &geom::Stream) -> R {
    let Some(axis) = interleave_axis(ctx, op) else {
        return Ok(());
    };
    let innermost = o.time().factors().last().and_then(|f| axis_of(f));
    if innermost.as_deref() != Some(axis.as_str()) {
        return Err(ctx.op_error(
            op,
            format!(
                "the fetch of an interleaved stream alternates lhs and rhs packet by packet: the interleave axis {axis} must be the innermost Time factor, got Time {} ({MANUAL})",
                o.time()
            ),
        ));
    }
    Ok(())
}

/// The interleaved tensor: `lhs` at interleave coordinate 0, `rhs` at 1.
fn eval(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let axes = geom::axes(ctx, op)?;
    let o = geom::resolve_stream(ctx, op, &axes, v::result_ty(ctx, op), "the result")?;
    let axis = axis_of(o.time()).ok_or_else(|| ev.err(op, "has no interleave axis"))?;
    let pos = ev
        .order()
        .0
        .iter()
        .position(|a| a.as_str() == axis)
        .ok_or_else(|| ev.err(op, format!("axis {axis} is not declared")))?;
    let (Some(lhs), Some(rhs)) = (xs.first(), xs.get(1)) else {
        return Err(ev.err(op, "needs two operands"));
    };
    let mut out = Tensor::new(lhs.dtype);
    for (c, x) in [lhs, rhs].into_iter().enumerate() {
        for (mut k, val) in x.iter() {
            k[pos] = c as u64;
            out.insert(k, val);
        }
    }
    Ok(out)
}
