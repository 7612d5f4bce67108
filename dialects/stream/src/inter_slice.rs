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
//! (docs/decisions.md C9B-7). [`hw_config`] gives the hardware configuration from the
//! mappings' digits (docs/decisions.md C9G-1); `convert-stream-to-engine` lowers the op
//! to `engine.vector_inter_slice`.

use crate::interfaces::{Engine, PipelineStage, StageInput, StageOutput};
use crate::interp::Semantics;
use crate::types::{bytes_of, Position};
use crate::verify as v;
use std::collections::BTreeSet;
use visa_ir::{Context, Diagnostic, OpDef, OpId};
use visa_mapping::Mapping;
use visa_tcp::inter_slice::{may_follow, InterSlice, InterSliceReduceOp, IsrDigit, Role};
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

/// The hardware configuration of an inter-slice reduce from stream `i` to `o` (in the
/// Way8 form the verifier requires: one flit per Time position), from the mappings'
/// digits, no per-element work: each digit of a kept axis must reappear whole in the
/// output's Slice or Time (Promotion moves it), the reduced axes' digits fold in
/// ascending order of their coordinates (axes by name, then the most significant digit
/// first: the interpreter's order, C9B-7), a new axis's digits are broadcast.
pub fn hw_config(
    i: &crate::geom::Stream,
    o: &crate::geom::Stream,
    op: InterSliceReduceOp,
    first: bool,
) -> Result<InterSlice, String> {
    use visa_mapping::factor::{digits, Digit};
    let (reduced, _) = plan(i, o)?;
    if i.slice().size() != visa_tcp::limits::SLICES && !i.cluster().symbols().is_empty() {
        return Err(format!(
            "the Slice {} spans {} slices but Cluster {} holds data: the block reduces within one cluster of {} slices ({CITE})",
            i.slice(),
            i.slice().size(),
            i.cluster(),
            visa_tcp::limits::SLICES
        ));
    }
    let digs = |m: &Mapping| -> Result<Vec<Digit>, String> {
        let (d, offset) = digits(m).map_err(|e| e.to_string())?;
        if offset != 0 {
            return Err(format!(
                "the mapping {m} starts at position {offset}; the inter-slice reduce needs mappings without left padding"
            ));
        }
        Ok(d)
    };
    let n32 = |v: u64| {
        u32::try_from(v).map_err(|_| format!("{v} does not fit the block's configuration"))
    };
    let outs: Vec<(Digit, bool)> = digs(o.slice())?
        .into_iter()
        .map(|d| (d, true))
        .chain(digs(o.time())?.into_iter().map(|d| (d, false)))
        .collect();
    let mut used = vec![false; outs.len()];
    let mut kept = Vec::new();
    let mut red: Vec<(String, u64, IsrDigit)> = Vec::new();
    let ins = digs(i.slice())?
        .into_iter()
        .map(|d| (d, true))
        .chain(digs(i.time())?.into_iter().map(|d| (d, false)));
    for (d, on_slice) in ins {
        let (is, it) = if on_slice {
            (n32(d.position_stride)?, 0)
        } else {
            (0, n32(d.position_stride)?)
        };
        let axis = d.axis.as_str().to_string();
        let mut g = IsrDigit {
            role: Role::Reduce,
            count: n32(d.count)?,
            in_slice: is,
            in_time: it,
            out_slice: 0,
            out_time: 0,
        };
        if reduced.contains(&axis) {
            red.push((axis, d.stride, g));
            continue;
        }
        let at = outs.iter().zip(&used).position(|((e, _), u)| {
            !u && e.axis == d.axis
                && e.stride == d.stride
                && e.count == d.count
                && e.values == d.values
        });
        let Some(k) = at else {
            return Err(format!(
                "the digit ({axis} / {}) % {} of the input has no equal digit in the output's Slice {} or Time {}: the lowering moves an axis's digits whole, it does not split or merge them (docs/decisions.md C9G-1)",
                d.stride, d.count, o.slice(), o.time()
            ));
        };
        used[k] = true;
        let (e, out_slice) = &outs[k];
        g.role = Role::Keep;
        if *out_slice {
            g.out_slice = n32(e.position_stride)?;
        } else {
            g.out_time = n32(e.position_stride)?;
        }
        kept.push(g);
    }
    for ((e, out_slice), u) in outs.iter().zip(&used) {
        if *u {
            continue;
        }
        let (os, ot) = if *out_slice {
            (n32(e.position_stride)?, 0)
        } else {
            (0, n32(e.position_stride)?)
        };
        kept.push(IsrDigit {
            role: Role::Broadcast,
            count: n32(e.count)?,
            in_slice: 0,
            in_time: 0,
            out_slice: os,
            out_time: ot,
        });
    }
    red.sort_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)));
    kept.extend(red.into_iter().map(|r| r.2));
    let x = InterSlice {
        op,
        first,
        in_flits: n32(i.time().size())?,
        out_flits: n32(o.time().size())?,
        digits: kept,
    };
    x.check()?;
    Ok(x)
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
    // IntraFirst = Intra-Slice Block -> optional Inter-Slice Block (L4626–4629): a second
    // intra-slice block after it has no order.
    if i.ty.pos != Position::VectorInit {
        let r = ctx.result(op, 0);
        if ctx
            .uses(r)
            .iter()
            .any(|u| crate::ops::VectorBranch::matches(ctx, u.op).is_some())
        {
            return Err(ctx.op_error(
                op,
                "an intra-slice block cannot follow an IntraFirst inter-slice reduce: the orders are Intra -> Inter and Inter -> Intra (manual: Computing Tensors › Vector Engine › Ordering)",
            ));
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
    if bytes_of(ctx, i.ty.dtype, i.packet().size()) != visa_tcp::limits::FLIT_BYTES {
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
