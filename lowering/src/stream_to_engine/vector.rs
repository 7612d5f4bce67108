//! The patterns of the Vector Engine's logic, conversion, narrow/widen, float, FpDiv and
//! clip stages ([`visa_stream::vector_ops`]): each op maps 1:1 to an `engine.vector_op`
//! whose attributes spell its [`visa_tcp::VeOp`] (`visa_hw::ve`), VRF operands resolved
//! to their placed address and flit count.

use super::tensor_unit::{applies, stage};
use super::{dtype_of, State, StreamPattern, Val};
use visa_engine::build::A;
use visa_engine::names as en;
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_stream::geom::Mem;
use visa_stream::interfaces::Engine;
use visa_stream::vector_ops as vo;
use visa_stream::Tier;
use visa_tcp::VeOperand;

/// The patterns of this module, one per op.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    [
        ("stream-vector-logic", vo::VectorLogic::NAME),
        ("stream-vector-fxp-to-fp", vo::VectorFxpToFp::NAME),
        ("stream-vector-split", vo::VectorSplit::NAME),
        ("stream-vector-trim-way4", vo::VectorTrimWay4::NAME),
        ("stream-vector-fp-unary", vo::VectorFpUnary::NAME),
        ("stream-vector-fp-binary", vo::VectorFpBinary::NAME),
        ("stream-vector-fp-ternary", vo::VectorFpTernary::NAME),
        ("stream-vector-fp-div", vo::VectorFpDiv::NAME),
        ("stream-vector-concat", vo::VectorConcat::NAME),
        ("stream-vector-pad-way8", vo::VectorPadWay8::NAME),
        ("stream-vector-fp-to-fxp", vo::VectorFpToFxp::NAME),
        ("stream-vector-clip", vo::VectorClip::NAME),
        ("stream-vector-stash", vo::VectorStash::NAME),
        (
            "stream-vector-branch-log",
            visa_stream::branch::VectorBranchLog::NAME,
        ),
        (
            "stream-vector-filter",
            visa_stream::filter::VectorFilter::NAME,
        ),
        (
            "stream-vector-intra-slice-reduce",
            vo::VectorIntraSliceReduce::NAME,
        ),
    ]
    .into_iter()
    .map(|(name, root)| StreamPattern::boxed(shared, name, Some(root), vector_op))
    .collect()
}

/// A vector op of [`visa_stream::vector_ops`] to `engine.vector_op`.
/// The vector engine's read of a VRF tensor operand at `addr`: its whole flits.
pub(super) fn vrf_operand(
    ctx: &Context,
    op: OpId,
    addr: u64,
    mem: &Mem,
) -> Result<VeOperand, Diagnostic> {
    let d = dtype_of(ctx, op, mem.ty.dtype)?;
    let flits = d
        .bytes_for(mem.element().size())
        .div_ceil(visa_stream::hw::FLIT_BYTES);
    let flits = u32::try_from(flits)
        .map_err(|_| ctx.op_error(op, "its VRF operand is larger than the VRF"))?;
    Ok(VeOperand::Vrf { addr, flits })
}

fn vector_op(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Vector) {
        return Ok(false);
    }
    let mut vrf = Vec::new();
    for k in 1..ctx.operands(op).len() {
        let (addr, mem) = match st.get(ctx, op, k)? {
            Val::Mem {
                tier: Tier::Vrf,
                addr,
                mem,
            } => (addr, mem),
            // The stash: a stream value of this pass (L5052–5060).
            Val::Stream(_) => {
                vrf.push(VeOperand::Stash);
                continue;
            }
            _ => return Err(ctx.op_error(op, format!("its operand {k} is not a VRF tensor"))),
        };
        vrf.push(vrf_operand(ctx, op, addr, &mem)?);
    }
    let Some(v) = vo::ve_op(ctx, op, &vrf) else {
        return Ok(false);
    };
    let mut attrs: Vec<(&str, A)> = visa_hw::ve::attrs_of(ctx, "engine", &v)
        .into_iter()
        .map(|(n, a)| (n, A::Raw(a)))
        .collect();
    if let Some(g) = visa_stream::branch::group(ctx, op) {
        attrs.push(("group", A::I(g)));
    }
    stage(st, ctx, op, en::VECTOR_OP, &attrs)
}
