//! Reading the configuration of `engine` ops into plain structs: the DMA sequencer
//! pairs and one Tensor-Unit pass (the chain from `engine.fetch` to its sink).

use crate::interfaces::{ops_declaring, stage_of};
use crate::ops::{Fetch, VectorFxp, VectorInit, VectorOp};
use crate::types::StreamType;
use visa_hw::{attrs, read};
use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::{DType, SeqConfig, Stage};

/// Reads the sequencer stored as `seq = #engine.seq<[size : stride, ...] : packet>`
/// (strides and packet in elements), checking the entry limits (L1630–1632).
pub fn seq(ctx: &Context, op: OpId) -> Result<SeqConfig, Diagnostic> {
    attrs::seq(ctx, op, "seq")
}

/// The stream operand of a stage op, checked to come from an op of one of the stages
/// `from` (asked through [`PipelineStage`](crate::interfaces::PipelineStage)); the
/// diagnostic lists the ops declaring those stages.
pub fn stream_input(ctx: &Context, op: OpId, from: &[Stage]) -> Result<OpId, Diagnostic> {
    let ops = ctx.operands(op);
    if ops.len() != 1 || ctx.type_as::<StreamType>(ctx.value_type(ops[0])).is_none() {
        return Err(ctx.op_error(op, "takes exactly one !engine.stream operand"));
    }
    let def = ctx
        .defining_op(ops[0])
        .ok_or_else(|| ctx.op_error(op, "its stream must come from a pipeline stage"))?;
    if !stage_of(ctx, def).is_some_and(|s| from.contains(&s)) {
        let expected: Vec<&str> = from
            .iter()
            .flat_map(|&s| ops_declaring(ctx, op, s))
            .collect();
        return Err(ctx.op_error(
            op,
            format!(
                "cannot follow '{}' in a Tensor-Unit pass (expected after {})",
                ctx.op_name_str(def),
                expected.join(" or ")
            ),
        ));
    }
    if ctx.uses(ops[0]).len() != 1 {
        return Err(ctx.op_error(op, "consumes a stream that has more than one consumer"));
    }
    Ok(def)
}

/// `main` or `sub` (the simulator's context type).
pub use visa_tcp::Context as TuContext;

/// A Tensor-Unit pass read from its chain of stage ops.
#[derive(Debug, Clone)]
pub struct Pass {
    /// The stage ops from `engine.fetch` to the sink, in order.
    pub ops: Vec<OpId>,
    /// Main or sub.
    pub context: TuContext,
    /// The vector-engine element type, when the pass uses the vector engine.
    pub vector: Option<DType>,
    /// The ops of the vector program (`engine.vector_fxp`, `engine.vector_op`), in order.
    pub fxp: Vec<OpId>,
    /// The pass's `engine.vector_inter_slice`, if any.
    pub inter: Option<OpId>,
}

/// Walks back from a sink (`engine.commit` / `engine.to_vrf`) to its `engine.fetch`.
pub fn pass_of_sink(ctx: &Context, sink: OpId) -> Result<Pass, Diagnostic> {
    let mut chain = vec![sink];
    let mut cur = sink;
    while Fetch::matches(ctx, cur).is_none() {
        let v = *ctx
            .operands(cur)
            .first()
            .ok_or_else(|| ctx.op_error(cur, "has no input stream"))?;
        cur = ctx
            .defining_op(v)
            .ok_or_else(|| ctx.op_error(cur, "its stream must come from a pipeline stage"))?;
        chain.push(cur);
    }
    chain.reverse();
    let context = read::tu_context(ctx, chain[0])?;
    let mut vector = None;
    let mut fxp = Vec::new();
    let mut inter = None;
    for &o in &chain {
        if crate::inter_slice::VectorInterSlice::matches(ctx, o).is_some() {
            inter = Some(o);
        }
        if let Some(init) = VectorInit::matches(ctx, o) {
            vector = Some(init.try_dtype(ctx)?);
        }
        if VectorFxp::matches(ctx, o).is_some() || VectorOp::matches(ctx, o).is_some() {
            fxp.push(o);
        }
    }
    if vector.is_some() && context == TuContext::Sub {
        return Err(ctx.op_error(
            chain[0],
            "the sub context cannot use the vector engine (manual: Computing Tensors › Execution Contexts)",
        ));
    }
    Ok(Pass {
        ops: chain,
        context,
        vector,
        fxp,
        inter,
    })
}
