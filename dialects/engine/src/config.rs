//! Reading the configuration of `engine` ops into plain structs: the DMA sequencer
//! pairs and one Tensor-Unit pass (the chain from `engine.fetch` to its sink).

use crate::names;
use crate::types::StreamType;
use visa_hw::{attrs, limits, to_sim};
use visa_ir::{Context, Diagnostic, OpId};
use visa_sim::DType;

/// A sequencer `[size_0 : stride_0, ...] : packet` with strides and packet in elements.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Seq {
    /// Loop sizes, outermost first.
    pub sizes: Vec<i64>,
    /// Element strides.
    pub strides: Vec<i64>,
    /// Elements per access.
    pub packet: u64,
}

/// Reads the sequencer stored as `{prefix}sizes`, `{prefix}strides`, `{prefix}packet`,
/// checking the entry limits (L1630–1632).
pub fn seq(ctx: &Context, op: OpId, prefix: &str) -> Result<Seq, Diagnostic> {
    let sn = format!("{prefix}sizes");
    let sizes = attrs::ints(ctx, op, &sn)?;
    let strides = attrs::ints(ctx, op, &format!("{prefix}strides"))?;
    if sizes.len() != strides.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "'{sn}' has {} entries but '{prefix}strides' has {}",
                sizes.len(),
                strides.len()
            ),
        ));
    }
    limits::check_entries(ctx, op, &sn, &sizes)?;
    let packet = attrs::uint(ctx, op, &format!("{prefix}packet"))?;
    if packet == 0 {
        return Err(ctx.op_error(op, format!("'{prefix}packet' must be positive")));
    }
    Ok(Seq {
        sizes,
        strides,
        packet,
    })
}

/// The stream operand of a stage op, checked to come from one of `from`.
pub fn stream_input(ctx: &Context, op: OpId, from: &[&str]) -> Result<OpId, Diagnostic> {
    let ops = ctx.operands(op);
    if ops.len() != 1 || ctx.type_as::<StreamType>(ctx.value_type(ops[0])).is_none() {
        return Err(ctx.op_error(op, "takes exactly one !engine.stream operand"));
    }
    let def = ctx
        .defining_op(ops[0])
        .ok_or_else(|| ctx.op_error(op, "its stream must come from a pipeline stage"))?;
    let name = ctx.op_name_str(def);
    if !from.contains(&name) {
        return Err(ctx.op_error(
            op,
            format!(
                "cannot follow '{name}' in a Tensor-Unit pass (expected after {})",
                from.join(" or ")
            ),
        ));
    }
    if ctx.uses(ops[0]).len() != 1 {
        return Err(ctx.op_error(op, "consumes a stream that has more than one consumer"));
    }
    Ok(def)
}

/// `main` or `sub` (the simulator's context type).
pub use visa_sim::Context as TuContext;

/// A Tensor-Unit pass read from its chain of stage ops.
#[derive(Debug, Clone)]
pub struct Pass {
    /// The stage ops from `engine.fetch` to the sink, in order.
    pub ops: Vec<OpId>,
    /// Main or sub.
    pub context: TuContext,
    /// The vector-engine element type, when the pass uses the vector engine.
    pub vector: Option<DType>,
    /// The fixed-point ops of the vector program.
    pub fxp: Vec<OpId>,
}

/// Walks back from a sink (`engine.commit` / `engine.to_vrf`) to its `engine.fetch`.
pub fn pass_of_sink(ctx: &Context, sink: OpId) -> Result<Pass, Diagnostic> {
    let mut chain = vec![sink];
    let mut cur = sink;
    while !ctx.op_is(cur, names::FETCH) {
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
    let context = to_sim::tu_context(ctx, chain[0])?;
    let mut vector = None;
    let mut fxp = Vec::new();
    for &o in &chain {
        if ctx.op_is(o, names::VECTOR_INIT) {
            vector = Some(attrs::dtype(ctx, o, "dtype")?);
        }
        if ctx.op_is(o, names::VECTOR_FXP) {
            fxp.push(o);
        }
    }
    if vector.is_some() && context == TuContext::Sub {
        return Err(ctx.op_error(
            chain[0],
            "the sub context cannot use the vector engine (L3046–3052)",
        ));
    }
    Ok(Pass {
        ops: chain,
        context,
        vector,
        fxp,
    })
}
