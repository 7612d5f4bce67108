//! The patterns of two-group mode ([`visa_stream::two_group`], docs/decisions.md T9G-1):
//! `stream.vector_intra_slice_unzip` becomes the pass's `engine.vector_branch` in the
//! `axis_toggle` mode on the 2-way axis (ExecutionId = group, so per-group ops lower as
//! ops with a group set), and each `_zip` op an `engine.vector_op` spelling
//! [`visa_tcp::VeOp::Zip`].

use super::tensor_unit::{applies, stage};
use super::{State, StreamPattern};
use visa_engine::build::A;
use visa_engine::names as en;
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_stream::interfaces::Engine;
use visa_stream::two_group as tg;
use visa_tcp::vector_branch::Branching;
use visa_tcp::{BranchMode, VeOp};

/// The patterns of this module, one per op.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    let mut out = vec![StreamPattern::boxed(
        shared,
        "stream-vector-intra-slice-unzip",
        Some(tg::VectorIntraSliceUnzip::NAME),
        unzip,
    )];
    for (name, root) in [
        ("stream-vector-fxp-zip", tg::VectorFxpZip::NAME),
        ("stream-vector-fp-zip", tg::VectorFpZip::NAME),
        ("stream-vector-clip-zip", tg::VectorClipZip::NAME),
    ] {
        out.push(StreamPattern::boxed(shared, name, Some(root), zip));
    }
    out
}

/// The unzip to an `axis_toggle` branch on its axis.
fn unzip(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Vector) || !tg::is_unzip(ctx, op) {
        return Ok(false);
    }
    let axes = visa_stream::geom::axes(ctx, op)?;
    let ity = ctx.value_type(ctx.operand(op, 0));
    let i = visa_stream::geom::resolve_stream(ctx, op, &axes, ity, "the input")?;
    let axis = tg::VectorIntraSliceUnzip(op).axis(ctx).to_string();
    let toggle = visa_stream::branch::axis_index(&i, &axis).map_err(|e| ctx.op_error(op, e))?;
    let cfg = Branching {
        toggle: Some(toggle),
        ..Branching::default()
    };
    let text = cfg.config_text();
    let a = vec![
        ("mode", A::kw(BranchMode::AxisToggle)),
        ("config", A::Raw(ctx.string_attr(&text))),
    ];
    stage(st, ctx, op, en::VECTOR_BRANCH, &a)
}

/// A `_zip` op to `engine.vector_op` (`{stage, op, mode, zip}`).
fn zip(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !applies(st, ctx, op, Engine::Vector) || !tg::is_zip(ctx, op) {
        return Ok(false);
    }
    let z = tg::zip_op(ctx, op).ok_or_else(|| ctx.op_error(op, "has no zip op"))?;
    let v = VeOp::Zip {
        op: z,
        mode: tg::zip_mode(ctx, op),
    };
    let attrs: Vec<(&str, A)> = visa_hw::ve::attrs_of(ctx, "engine", &v)
        .into_iter()
        .map(|(n, a)| (n, A::Raw(a)))
        .collect();
    stage(st, ctx, op, en::VECTOR_OP, &attrs)
}
