//! `stream.vector_inter_slice_reduce` (manual "Inter-Slice Block", L6583–6755): reduces
//! slice factors across the 256 slices of a cluster.
//!
//! ```text
//! %r = stream.vector_inter_slice_reduce add_sat %v : !vinit -> !vinter     // InterFirst
//! %r = stream.vector_inter_slice_reduce add_sat %x : !vbranch -> !vinter   // IntraFirst
//! ```
//!
//! The reduced axes are those of the input Slice that the output's Slice and Time no
//! longer hold; each must lie wholly and unpadded in Slice. Every other axis of Slice and
//! Time stays, in the output Slice or Time with the same extent (Promotion moves a Time
//! axis into the freed slice bits); an axis new in the output Slice receives the reduced
//! value at each of its positions (Broadcast); `1 # n` keeps the slice bits as padding
//! (Dummy) (L6626–6693). Chip, Cluster and Packet pass through; |SliceOut| = |Slice|.
//! The result is at `vector_init`: `vector_intra_slice_branch` or `vector_final` follow
//! (L6599–6610). The interpreter folds in ascending order of the reduced coordinates
//! (docs/decisions.md C9B-7). Not lowered yet: `convert-stream-to-engine` refuses it.

use crate::interfaces::{Engine, PipelineStage, StageInput, StageOutput};
use crate::interp::Semantics;
use crate::types::{bytes_of, Position};
use crate::verify as v;
use std::collections::BTreeSet;
use visa_ir::{Context, Diagnostic, OpDef, OpId};
use visa_mapping::Mapping;
use visa_tcp::inter_slice::{may_follow, InterSliceReduceOp};
use visa_tcp::VeType;

const CITE: &str = "manual: Computing Tensors › Vector Engine › Inter-Slice Block";

visa_ir::op! {
    /// `%r = stream.vector_inter_slice_reduce OP %x : T -> U` (L6583–6755).
    pub struct VectorInterSliceReduce = "stream.vector_inter_slice_reduce" {
        summary: "the Inter-Slice Block: reduces slice factors across a cluster",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [op: enum(InterSliceReduceOp, "inter-slice reduce op")],
        verify: verify,
        interfaces: [
            PipelineStage = PipelineStage {
                engine: Engine::Vector,
                input: StageInput::Stream(&[Position::VectorInit, Position::VectorBranch]),
                output: StageOutput::Stream(Position::VectorInit),
            },
            Semantics = Semantics::Eval(crate::interp::inter_slice::eval),
        ],
        format: "$op $input attr-dict `:` type($input) `->` type($output)",
    }
}

/// The op definitions of this module.
pub fn ops() -> Vec<OpDef> {
    vec![VectorInterSliceReduce::def()]
}

fn axes_of(m: &Mapping) -> BTreeSet<String> {
    m.symbols()
        .iter()
        .map(|s| s.axis.as_str().to_string())
        .collect()
}

/// The product of the sizes of `m`'s factors that mention `axis`.
fn extent(m: &Mapping, axis: &str) -> u64 {
    m.factors()
        .iter()
        .filter(|f| f.symbols().iter().any(|s| s.axis.as_str() == axis))
        .map(|f| f.size())
        .product()
}

/// The reduced axes, and the new (broadcast) axes with their sizes.
pub type Plan = (Vec<String>, Vec<(String, u64)>);

/// The reduced axes and the new (broadcast) axes of an inter-slice reduce from `i` to
/// `o`, or why the mappings are not one.
pub fn plan(i: &crate::geom::Stream, o: &crate::geom::Stream) -> Result<Plan, String> {
    let ins: BTreeSet<String> = axes_of(i.slice())
        .union(&axes_of(i.time()))
        .cloned()
        .collect();
    let outs: BTreeSet<String> = axes_of(o.slice())
        .union(&axes_of(o.time()))
        .cloned()
        .collect();
    let reduced: Vec<String> = axes_of(i.slice())
        .into_iter()
        .filter(|a| !outs.contains(a))
        .collect();
    if reduced.is_empty() {
        return Err(format!(
            "no slice axis is reduced: every axis of Slice {} is still in the output's Slice {} or Time {} ({CITE})",
            i.slice(), o.slice(), o.time()
        ));
    }
    for r in &reduced {
        if axes_of(i.time()).contains(r) || axes_of(i.packet()).contains(r) {
            return Err(format!(
                "axis {r} is reduced across slices but also lies in Time or Packet; the Inter-Slice Block reduces slice factors only ({CITE})"
            ));
        }
        for f in i.slice().factors() {
            if let Ok(Some((_, pad, n))) = crate::valid_count::part(f, r) {
                if pad != n {
                    return Err(format!(
                        "the reduced slice factor {f} is padded; the Inter-Slice Block has no valid-count generator to leave padding out (docs/decisions.md C9B-7)"
                    ));
                }
            }
        }
    }
    let mut new = Vec::new();
    for a in &outs {
        if !ins.contains(a) {
            if axes_of(i.packet()).contains(a) {
                return Err(format!("axis {a} moves out of Packet ({CITE})"));
            }
            new.push((a.clone(), extent(o.slice(), a) * extent(o.time(), a)));
        }
    }
    if new.iter().any(|(a, _)| axes_of(o.time()).contains(a)) {
        return Err(format!(
            "a new axis may appear in the output Slice only (Broadcast, {CITE})"
        ));
    }
    for a in ins.iter().filter(|a| !reduced.contains(a)) {
        let before = extent(i.slice(), a) * extent(i.time(), a);
        let after = extent(o.slice(), a) * extent(o.time(), a);
        if !outs.contains(a) || before != after {
            return Err(format!(
                "axis {a} spans {before} positions in the input's Slice and Time but {} in the output's; only the reduced axes {reduced:?} may go ({CITE})",
                if outs.contains(a) { after } else { 0 }
            ));
        }
    }
    if i.slice().size() != o.slice().size() {
        return Err(format!(
            "the output Slice {} has {} positions, the input's {} has {}; the block keeps the cluster's slices ({CITE})",
            o.slice(),
            o.slice().size(),
            i.slice(),
            i.slice().size()
        ));
    }
    Ok((reduced, new))
}

fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (_, i, o) = v::stream_positions(ctx, op)?;
    // IntraFirst: only from the Way8 stages (L6603–6604).
    if let Some(prev) = ctx.operands(op).first().and_then(|&x| ctx.defining_op(x)) {
        if let Some(stage) = crate::vector_ops::stage_of(ctx, prev) {
            if !may_follow(stage) {
                return Err(ctx.op_error(
                    op,
                    format!("vector_inter_slice_reduce cannot follow the {stage} stage: only Branch, Logic, Fxp, FxpToFp, Widen, FpToFxp and Clip hand over to the Inter-Slice Block ({CITE})"),
                ));
            }
        }
    }
    v::check_mapping(
        ctx,
        op,
        &i,
        &o,
        &[0, 1, 4],
        "the Inter-Slice Block keeps Chip, Cluster and Packet (manual: Computing Tensors › Vector Engine › Inter-Slice Block)",
    )?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    let name = v::dtype_name(ctx, i.ty.dtype);
    let t = match name.as_str() {
        "i32" => VeType::I32,
        "f32" => VeType::F32,
        _ => {
            return Err(ctx.op_error(
                op,
                format!("the Inter-Slice Block takes i32 or f32 elements, got {name} ({CITE})"),
            ))
        }
    };
    let rop = VectorInterSliceReduce(op).op(ctx);
    if !rop.allows(t) {
        return Err(ctx.op_error(
            op,
            format!("inter-slice reduce `{rop}` is not defined on {name}: i32 takes add, add_sat, max, min; f32 add, max, min, mul ({CITE})"),
        ));
    }
    if bytes_of(ctx, i.ty.dtype, i.packet().size()) != 32 {
        return Err(ctx.op_error(
            op,
            format!(
                "the inter-slice reduce takes Way8 flits (8 lanes), got Packet {} ({CITE})",
                i.packet()
            ),
        ));
    }
    plan(&i, &o).map_err(|e| ctx.op_error(op, e))?;
    Ok(())
}
