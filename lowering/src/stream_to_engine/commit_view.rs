//! The `stream.commit_view` pattern (manual L2158–2163; decisions C10C-8, C10D-1): the
//! commit pattern (`tensor_unit::emit_commit`) with the view as its destination — the
//! view's mapping (the parent's, with the tiled digit resized and its footprint kept)
//! at the view's address (`stream.tile` placed it at the parent's plus the tile's
//! offset). The result is the parent, at the parent's address: the write lands in its
//! bytes, so no other command runs.

use super::{tensor_unit, State, StreamPattern, Val};
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId};
use visa_stream::commit_view::CommitView;
use visa_stream::interfaces::Engine;

/// The patterns of this module.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![StreamPattern::boxed(
        shared,
        "stream-commit-view",
        Some(CommitView::NAME),
        commit_view,
    )]
}

fn commit_view(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !tensor_unit::applies(st, ctx, op, Engine::Commit) || CommitView::matches(ctx, op).is_none()
    {
        return Ok(false);
    }
    let Val::Mem {
        addr: view_addr,
        mem: view,
        ..
    } = st.get(ctx, op, 1)?
    else {
        return Err(ctx.op_error(op, "commits into a view that is not a tensor in memory"));
    };
    let Val::Mem { tier, addr, mem } = st.get(ctx, op, 2)? else {
        return Err(ctx.op_error(op, "commits into a parent that is not a tensor in memory"));
    };
    tensor_unit::emit_commit(st, ctx, op, &view, view_addr)?;
    st.vals
        .insert(ctx.result(op, 0), Val::Mem { tier, addr, mem });
    Ok(true)
}
