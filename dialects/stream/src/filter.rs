//! `stream.vector_filter`, the Vector Engine's Filter stage (L4746, L4973–4974: "Applies
//! an execution mask based on a branch condition to filter output flits"; the MoE
//! chapter's FilterCompaction, L8580–8584, L8654–8658).
//!
//! ```text
//! %y = stream.vector_filter %x group [0, 1] : !vb -> !vf
//! ```
//!
//! The filter's mode is a set of ExecutionIds (the branch condition, written as an op's
//! group set, docs/decisions.md C9A-4): every element of the pass whose id is in the set
//! is kept, in stream order (Time, then Packet), and the kept elements of each slice are
//! written consecutively from the first position of the result (docs/decisions.md C9F-1).
//! The number kept is data-dependent; the result type says its capacity: its Time and
//! Packet hold one fresh axis `K` (declared in the module, not held by the input) in
//! order, `m[K # 8]` or `m[K / 8], m[K % 8]`, and position `k` of a slice holds its `k`-th
//! kept element, zero past the kept count. More kept elements than `K`'s size is a run-time
//! error of the interpreter and the simulator, never a silent truncation.
//!
//! Verified (each a negative chunk of `test/stream/filter-invalid.mlir`): i32 or f32, the
//! result's element type, Way8 (L4746), an unpadded input Time × Packet, a result Time ×
//! Packet that is exactly one fresh axis in order, a capacity of at most the input's
//! elements and [`visa_tcp::limits::FILTER_MAX_CAPACITY`], a non-empty group set the branch
//! mode can assign, no intra-slice reduce earlier in the pass, and the stage order (the
//! filter is the last stage before `vector_final`).

use crate::geom::{equivalent, Stream};
use crate::interfaces::{Engine, PipelineStage, StageInput, StageOutput};
use crate::interp::Semantics;
use crate::types::{bytes_of, Position};
use crate::vector_ops::VeStageOf;
use crate::verify as v;
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, Context, Diagnostic, OpId, OperationState};
use visa_mapping::Mapping;
use visa_tcp::VeStage;

type R = Result<(), Diagnostic>;

visa_ir::op! {
    /// `%y = stream.vector_filter %x group [g, ...] : T -> U`: keeps the elements of the
    /// listed ExecutionIds, compacted per slice (module docs).
    pub struct VectorFilter = "stream.vector_filter" {
        summary: "the Filter stage: keeps the elements of some ExecutionIds, compacted per slice",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        verify: verify_filter,
        interfaces: [
            PipelineStage = PipelineStage {
                engine: Engine::Vector,
                input: StageInput::Stream(&[Position::VectorBranch]),
                output: StageOutput::Stream(Position::VectorBranch),
            },
            VeStageOf = VeStageOf(VeStage::Filter),
            Semantics = Semantics::Eval(crate::interp::filter::eval),
        ],
        parse: parse_filter,
        print: print_filter,
    }
}

fn parse_filter(p: &mut AsmParser<'_>, st: &mut OperationState) -> ParseResult<()> {
    let loc = p.current_loc();
    let x = p.parse_operand()?;
    if !p.parse_optional_keyword("group") {
        let at = p.current_loc();
        return Err(p.emit_error_at(
            at,
            "expected `group [g, ...]`: the filter keeps the elements of these ExecutionIds",
        ));
    }
    crate::branch::parse_group_ids(p, st)?;
    p.parse_optional_attr_dict(st)?;
    let types = p.parse_colon_type_list()?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    st.operands = p.resolve_operands(&[x], &types, loc)?;
    st.result_types.push(result);
    Ok(())
}

fn print_filter(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let x = ctx.operand(op, 0);
    let (ty, rty) = (ctx.value_type(x), ctx.value_type(ctx.result(op, 0)));
    p.write_str(" ");
    p.print_operand(x);
    crate::branch::print_group(p, op);
    p.print_optional_attr_dict(op, &["group"]);
    p.write_str(" : ");
    p.print_type(ty);
    p.write_str(" -> ");
    p.print_type(rty);
}

/// The filter's capacity: the size of its result's Time × Packet axis (`None` when the
/// op does not verify).
pub fn capacity(ctx: &Context, op: OpId) -> Option<u32> {
    let (axes, _, o) = v::stream_step(ctx, op).ok()?;
    let k = fresh_axis(&o)?;
    u32::try_from(axes.size(&k)?).ok()
}

/// The one axis the result's Time × Packet holds.
fn fresh_axis(o: &Stream) -> Option<String> {
    let tp = o.time_packet();
    let held = visa_mapping::switch::held_axes([&tp]);
    let mut it = held.iter();
    let a = it.next()?;
    it.next().is_none().then(|| a.as_str().to_string())
}

fn verify_filter(ctx: &Context, op: OpId) -> R {
    let (axes, i, o) = v::stream_step(ctx, op)?;
    crate::vector_ops::check_stage_order(ctx, op)?;
    crate::two_group::check_not_paired(ctx, op, "filter()")?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    let name = v::dtype_name(ctx, i.ty.dtype);
    if name != "i32" && name != "f32" {
        return Err(ctx.op_error(op, format!("the filter takes i32 or f32 elements, got {name} (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)")));
    }
    for (s, what) in [(&i, "input"), (&o, "result")] {
        if bytes_of(ctx, s.ty.dtype, s.packet().size()) != visa_tcp::limits::FLIT_BYTES {
            return Err(ctx.op_error(op, format!("the filter runs in Way8: its {what}'s Packet {} must be 8 lanes; widen first with vector_concat or vector_pad_way8 (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)", s.packet())));
        }
    }
    if ctx.operands(op).len() != 1 {
        return Err(ctx.op_error(op, "the filter takes no operand besides the stream"));
    }
    // Every input position holds an element: the hardware filters lanes, and a padding
    // lane has an ExecutionId too.
    let tp = i.time_packet();
    let (digits, _) = visa_mapping::factor::digits(&tp).map_err(|e| {
        ctx.op_error(
            op,
            format!("the input's Time, Packet {tp} is not in digit form: {e}"),
        )
    })?;
    let held: u64 = digits.iter().map(|d| d.values).product();
    if held != tp.size() {
        return Err(ctx.op_error(op, format!("the input's Time, Packet {tp} has padding positions ({held} of {} hold elements): the filter would keep padding lanes (docs/decisions.md C9F-1)", tp.size())));
    }
    // The result: one fresh axis K in order, m[K # n].
    let otp = o.time_packet();
    let Some(k) = fresh_axis(&o) else {
        return Err(ctx.op_error(op, format!("the result's Time, Packet {otp} must hold exactly one axis, the compacted position (docs/decisions.md C9F-1)")));
    };
    let input_axes = visa_mapping::switch::held_axes(i.maps.iter());
    if input_axes.iter().any(|a| a.as_str() == k) {
        return Err(ctx.op_error(op, format!("the result's axis {k} is held by the input: the compacted position needs a fresh axis (docs/decisions.md C9F-1)")));
    }
    let size = axes.size(&k).unwrap_or(0);
    let want = Mapping::symbol(&k, size)
        .and_then(|m| m.pad(otp.size()))
        .map_err(|e| ctx.op_error(op, e.to_string()))?;
    if !equivalent(&otp, &want) {
        return Err(ctx.op_error(op, format!("the result's Time, Packet {otp} must hold {k} in order, as {want} (docs/decisions.md C9F-1)")));
    }
    if size > held || size > u64::from(visa_tcp::limits::FILTER_MAX_CAPACITY) {
        return Err(ctx.op_error(op, format!("the filter's capacity {k} = {size} exceeds the {held} elements a slice receives or the model limit {} (docs/decisions.md C9F-1)", visa_tcp::limits::FILTER_MAX_CAPACITY)));
    }
    let Some(m) = crate::branch::group(ctx, op) else {
        return Err(ctx.op_error(op, "the filter keeps the elements of its ExecutionId groups: add `group [g, ...]` (docs/decisions.md C9F-1)"));
    };
    let Some((b, reduced)) = crate::branch::branch_of(ctx, op) else {
        return Err(ctx.op_error(op, "the filter needs the pass's vector_intra_slice_branch"));
    };
    if reduced {
        return Err(ctx.op_error(op, "after an intra-slice reduce the elements have no ExecutionId: the filter cannot follow a reduce in its pass (docs/decisions.md C9F-1, C9A-4)"));
    }
    let reach = crate::branch::reachable(ctx, b);
    if m <= 0 || (m as u16) & !reach != 0 || m > i64::from(u16::MAX) {
        return Err(ctx.op_error(op, format!("the filter's group set {m:#x} names an ExecutionId the branch never assigns ({reach:#x}) (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)")));
    }
    Ok(())
}
