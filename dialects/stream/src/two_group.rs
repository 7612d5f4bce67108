//! Two-group mode (L4571–4574, L5107–5117, L5154–5259): `vector_intra_slice_unzip` and
//! the `_zip` ops, declared once here with their interfaces and verifiers (semantics in
//! `interp/two_group.rs`, lowering in `lowering/src/stream_to_engine/two_group.rs`,
//! simulator in `sim/src/vector_zip.rs`). Decisions: docs/decisions.md T9G-1 … T9G-5.
//!
//! ```text
//! %p = stream.vector_intra_slice_unzip %x "I" tile "m[1 # 2]" : T -> U
//! %q = stream.vector_fxp mul_int %p, 10 {group = 1 : i64} : U -> U     // group 0 only
//! %z = stream.vector_clip_zip add_fxp %q : U -> V
//! %z = stream.vector_fp_zip sub_f %q mode mode10 : U4 -> V4           // group1 - group0
//! %z = stream.vector_fxp_zip add_fxp_sat %q : U -> V
//! ```
//!
//! The unzip takes the place of the branch (its input is at `vector_init`): the 2-way
//! axis `I` of the interleaved fetch is the innermost Time factor, so group 0 and group 1
//! are consecutive packets; the unzip keeps the stream's mappings and gives each element
//! the ExecutionId `index(I)`. A per-group op is any intra-slice op with a group set
//! (`group [0]` for `vector_fxp(op, a, ())`, none when both groups take the same
//! operand). A zip takes the pair and gives `op(a, b)` per lane with `(a, b)` picked by
//! the mode over the groups (`mode01` = `(g0, g1)` by default); its result's Time is the
//! input's without `I`. TileTime must be `m[1 # 2]` (the only value the manual shows);
//! SplitTime is not written: it is the zip result's Time.

use crate::geom::equivalent;
use crate::geom::Stream;
use crate::interfaces::{AluUse, Engine, PipelineStage, StageInput, StageOutput};
use crate::interp::Semantics;
use crate::types::{bytes_of, Position};
use crate::vector_ops::VeStageOf;
use crate::verify as v;
use visa_ir::{ods, Context, Diagnostic, OpDef, OpId};
use visa_mapping::Mapping;
use visa_tcp::vector_zip::ZipOp;
use visa_tcp::{ArgMode, ClipOp, FpBinaryOp, FxpBinaryOp, VeStage, VeType};

type R = Result<(), Diagnostic>;

const CITE: &str = "manual: Computing Tensors › Vector Engine › Intra-Slice Block › Two-Group Mode";

const BLOCK: PipelineStage = PipelineStage {
    engine: Engine::Vector,
    input: StageInput::Stream(&[Position::VectorBranch]),
    output: StageOutput::Stream(Position::VectorBranch),
};

visa_ir::op! {
    /// `%p = stream.vector_intra_slice_unzip %x "I" tile "m[1 # 2]" : T -> U`: enters the
    /// intra-slice block in two-group mode (`vector_intra_slice_unzip::<I, TileTime,
    /// SplitTime>()`, L4571–4574, L5154–5170): the groups are the two values of `I`.
    pub struct VectorIntraSliceUnzip = "stream.vector_intra_slice_unzip" {
        summary: "enters the intra-slice block with the two groups of an interleaved stream",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string, tile: string],
        verify: verify_unzip,
        interfaces: [
            PipelineStage = PipelineStage {
                engine: Engine::Vector,
                input: StageInput::Stream(&[Position::VectorInit]),
                output: StageOutput::Stream(Position::VectorBranch),
            },
            VeStageOf = VeStageOf(VeStage::Branch),
            Semantics = Semantics::Eval(crate::interp::two_group::unzip),
        ],
        format: "$input $axis `tile` $tile attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%z = stream.vector_fxp_zip OP %p [mode M] : U -> V` (`vector_fxp_zip_with_mode`,
    /// L5107–5117): a fixed-point op over the two groups, i32, Way8.
    pub struct VectorFxpZip = "stream.vector_fxp_zip" {
        summary: "combines the two groups with a fixed-point op",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [op: enum(FxpBinaryOp, "fixed-point op"), mode: enum(ArgMode, "argument mode") [optional]],
        verify: verify_zip,
        interfaces: [
            PipelineStage = BLOCK,
            AluUse = AluUse(|ctx, op| zip_op(ctx, op).map(ZipOp::alu)),
            VeStageOf = VeStageOf(VeStage::Fxp),
            Semantics = Semantics::Eval(crate::interp::two_group::zip),
        ],
        format: "$op $input (`mode` $mode^)? attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%z = stream.vector_fp_zip OP %p [mode M] : U -> V` (`vector_fp_zip[_with_mode]`,
    /// L5107–5153, L5211–5249): a float-cluster binary op over the two groups, f32, Way4.
    pub struct VectorFpZip = "stream.vector_fp_zip" {
        summary: "combines the two groups with a float-cluster binary op",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [op: enum(FpBinaryOp, "floating-point binary op"), mode: enum(ArgMode, "argument mode") [optional]],
        verify: verify_zip,
        interfaces: [
            PipelineStage = BLOCK,
            AluUse = AluUse(|ctx, op| zip_op(ctx, op).map(ZipOp::alu)),
            VeStageOf = VeStageOf(VeStage::Fp),
            Semantics = Semantics::Eval(crate::interp::two_group::zip),
        ],
        format: "$op $input (`mode` $mode^)? attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%z = stream.vector_clip_zip OP %p [mode M] : U -> V` (`vector_clip_zip`,
    /// L5172–5200): a clip op over the two groups, i32 or f32, Way8.
    pub struct VectorClipZip = "stream.vector_clip_zip" {
        summary: "combines the two groups with a clip op",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [op: enum(ClipOp, "clip op"), mode: enum(ArgMode, "argument mode") [optional]],
        verify: verify_zip,
        interfaces: [
            PipelineStage = BLOCK,
            AluUse = AluUse(|ctx, op| zip_op(ctx, op).map(ZipOp::alu)),
            VeStageOf = VeStageOf(VeStage::Clip),
            Semantics = Semantics::Eval(crate::interp::two_group::zip),
        ],
        format: "$op $input (`mode` $mode^)? attr-dict `:` type($input) `->` type($output)",
    }
}

/// The ops of this module, for the dialect's op list.
pub fn ops() -> Vec<OpDef> {
    vec![
        VectorIntraSliceUnzip::def(),
        VectorFxpZip::def(),
        VectorFpZip::def(),
        VectorClipZip::def(),
    ]
}

/// The zip operation of a `_zip` op (`None` for another op).
pub fn zip_op(ctx: &Context, op: OpId) -> Option<ZipOp> {
    let kw = ods::attr_value::<ods::Str>(ctx, op, "op")?;
    if VectorFxpZip::matches(ctx, op).is_some() {
        FxpBinaryOp::from_keyword(kw).map(ZipOp::Fxp)
    } else if VectorFpZip::matches(ctx, op).is_some() {
        FpBinaryOp::from_keyword(kw).map(ZipOp::Fp)
    } else if VectorClipZip::matches(ctx, op).is_some() {
        ClipOp::from_keyword(kw).map(ZipOp::Clip)
    } else {
        None
    }
}

/// The zip's argument mode over the groups (`mode01` when not written).
pub fn zip_mode(ctx: &Context, op: OpId) -> ArgMode {
    crate::vector_ops::mode(ctx, op)
}

/// Whether `op` is an unzip.
pub fn is_unzip(ctx: &Context, op: OpId) -> bool {
    VectorIntraSliceUnzip::matches(ctx, op).is_some()
}

/// Whether `op` is a `_zip` op.
pub fn is_zip(ctx: &Context, op: OpId) -> bool {
    VectorFxpZip::matches(ctx, op).is_some()
        || VectorFpZip::matches(ctx, op).is_some()
        || VectorClipZip::matches(ctx, op).is_some()
}

/// The ops of `op`'s pass before it, nearest first (through operand 0 while the
/// defining op is a Vector Engine op).
fn pass_before(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = ctx.operands(op).first().and_then(|&x| ctx.defining_op(x));
    while let Some(prev) = cur {
        if crate::interfaces::engine_of(ctx, prev) != Some(Engine::Vector) {
            break;
        }
        out.push(prev);
        cur = ctx.operands(prev).first().and_then(|&x| ctx.defining_op(x));
    }
    out
}

/// The unzip of `op`'s pass and whether a zip lies between them (`None`: the pass is not
/// in two-group mode).
pub fn unzip_of(ctx: &Context, op: OpId) -> Option<(OpId, bool)> {
    let mut zipped = false;
    for prev in pass_before(ctx, op) {
        if is_unzip(ctx, prev) {
            return Some((prev, zipped));
        }
        zipped |= is_zip(ctx, prev);
    }
    None
}

/// Refuses `what` (`vector_stash`, `vector_filter`, ...) in a two-group pass, paired or
/// after the zip (L5203–5208; the reduce and the Branch Logger: T9G-4).
pub fn check_not_paired(ctx: &Context, op: OpId, what: &str) -> R {
    match unzip_of(ctx, op) {
        None => Ok(()),
        Some((_, false)) => Err(ctx.op_error(
            op,
            format!(
                "{what} is unavailable while the two groups are paired (before the _zip) ({CITE})"
            ),
        )),
        Some((_, true)) => Err(ctx.op_error(
            op,
            format!("{what} remains unavailable on the merged tensor after the _zip ({CITE})"),
        )),
    }
}

/// The Time factor of axis `axis` when it is `Time`'s innermost factor and holds `axis`
/// alone; an error text otherwise.
fn innermost_is(i: &Stream, axis: &str) -> Result<(), String> {
    let factors = i.time().factors();
    let last = factors.last().copied();
    let only = |m: &Mapping| {
        m.symbols().iter().all(|s| s.axis.as_str() == axis) && !m.symbols().is_empty()
    };
    match last {
        Some(f) if only(f) && f.size() == 2 => {}
        _ => {
            return Err(format!(
                "the 2-way axis {axis} must be the innermost Time factor, alone (group 0 and group 1 consecutive, docs/decisions.md C9C-1, T9G-1); Time is {}",
                i.time()
            ))
        }
    }
    let others = factors[..factors.len() - 1]
        .iter()
        .copied()
        .chain([i.chip(), i.cluster(), i.slice(), i.packet()])
        .any(|m| crate::vector_ops::mentions(m, axis));
    if others {
        return Err(format!(
            "the 2-way axis {axis} lies elsewhere than its innermost Time factor ({})",
            crate::geom::list(&i.maps)
        ));
    }
    Ok(())
}

fn check_elem(ctx: &Context, op: OpId, i: &Stream) -> Result<VeType, Diagnostic> {
    match v::dtype_name(ctx, i.ty.dtype).as_str() {
        "i32" => Ok(VeType::I32),
        "f32" => Ok(VeType::F32),
        other => Err(ctx.op_error(
            op,
            format!("the Vector Engine takes i32 or f32 elements, got {other} (manual: Computing Tensors › Vector Engine › Constraints)"),
        )),
    }
}

fn way(ctx: &Context, s: &Stream) -> u64 {
    bytes_of(ctx, s.ty.dtype, s.packet().size()) / 4
}

/// `vector_intra_slice_unzip` (L4571–4574, L5154–5170): at `vector_init` (in place of the
/// branch), i32 or f32 in Way8, the mappings kept, `I` a declared 2-way axis that is the
/// innermost Time factor and nowhere else, TileTime `m[1 # 2]`.
fn verify_unzip(ctx: &Context, op: OpId) -> R {
    let (axes, i, o) = v::stream_step(ctx, op)?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    v::check_mapping(ctx, op, &i, &o, &[3, 4], "the unzip keeps the stream")?;
    check_elem(ctx, op, &i)?;
    if way(ctx, &i) != 8 {
        return Err(ctx.op_error(
            op,
            format!("the unzip enters the intra-slice block in Way8: the packet must be one 32-byte flit, got {} ({CITE})", i.packet()),
        ));
    }
    let u = VectorIntraSliceUnzip(op);
    let axis = u.axis(ctx);
    match axes.size(axis) {
        Some(2) => {}
        Some(n) => {
            return Err(ctx.op_error(
                op,
                format!("the grouping axis {axis} must have 2 positions (group 0 and group 1), got {n} ({CITE})"),
            ))
        }
        None => return Err(ctx.op_error(op, format!("axis {axis} is not declared"))),
    }
    innermost_is(&i, axis).map_err(|e| ctx.op_error(op, e))?;
    let tile = u.tile(ctx).trim();
    let inner = tile
        .strip_prefix("m[")
        .and_then(|t| t.strip_suffix(']'))
        .ok_or_else(|| {
            ctx.op_error(
                op,
                format!("TileTime is a mapping `m[...]`, got \"{tile}\""),
            )
        })?;
    let want = visa_mapping::parse("1 # 2", &axes).map_err(|e| ctx.op_error(op, e.to_string()))?;
    let ok = visa_mapping::parse(inner, &axes).is_ok_and(|m| equivalent(&m, &want));
    if !ok {
        return Err(ctx.op_error(
            op,
            format!("TileTime must be m[1 # 2], the only value the manual shows; got {tile} (docs/decisions.md T9G-2)"),
        ));
    }
    Ok(())
}

/// A `_zip` op (L5107–5117, L5154–5259): in a paired pass (an unzip before it, no zip
/// between), the op defined on the element type, Way4 for the Fp stage and Way8 for Fxp
/// and Clip, `I` innermost in Time, the result's Time the input's without `I`, no group
/// set, stage order and each ALU once per pass.
fn verify_zip(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = v::stream_step(ctx, op)?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    v::check_mapping(ctx, op, &i, &o, &[4], "a zip keeps the packet")?;
    let t = check_elem(ctx, op, &i)?;
    let z = zip_op(ctx, op).ok_or_else(|| ctx.op_error(op, "has no zip op"))?;
    if !z.allows(t) {
        let name = v::dtype_name(ctx, i.ty.dtype);
        return Err(ctx.op_error(
            op,
            format!("this zip op is not defined on {name}: fxp zips take i32 (not the shifts), fp zips f32 (not the masked multiplies), clip zips as vector_clip (docs/decisions.md T9G-3)"),
        ));
    }
    let want_way = if z.stage() == VeStage::Fp { 4 } else { 8 };
    if way(ctx, &i) != want_way {
        return Err(ctx.op_error(
            op,
            format!(
                "the {} stage runs in Way{want_way}, got a packet of {} lanes{} ({CITE})",
                z.stage(),
                way(ctx, &i),
                if want_way == 4 {
                    "; both groups narrow together with vector_trim_way4 first"
                } else {
                    ""
                }
            ),
        ));
    }
    let Some((u, zipped)) = unzip_of(ctx, op) else {
        return Err(ctx.op_error(
            op,
            format!(
                "a _zip op needs a pass in two-group mode: vector_intra_slice_unzip first ({CITE})"
            ),
        ));
    };
    if zipped {
        return Err(ctx.op_error(
            op,
            format!("the two groups were already merged by an earlier _zip ({CITE})"),
        ));
    }
    if crate::branch::group(ctx, op).is_some() {
        return Err(ctx.op_error(
            op,
            "a _zip op reads both groups: it takes no group set (docs/decisions.md T9G-1)",
        ));
    }
    let axis = VectorIntraSliceUnzip(u).axis(ctx);
    innermost_is(&i, axis).map_err(|e| ctx.op_error(op, e))?;
    let want = crate::vector_ops::without_axis(i.time(), axis).map_err(|e| ctx.op_error(op, e))?;
    for (k, what) in [(0, "Chip"), (1, "Cluster"), (2, "Slice")] {
        if !equivalent(&i.maps[k], &o.maps[k]) {
            return Err(ctx.op_error(op, format!("a zip keeps {what}")));
        }
    }
    if !equivalent(o.time(), &want) {
        return Err(ctx.op_error(
            op,
            format!("the zip merges the pair: the result's Time must be the input's without {axis}, {want}; got {} ({CITE})", o.time()),
        ));
    }
    crate::vector_ops::check_stage_order(ctx, op)?;
    v::check_alu_once(ctx, op)
}
