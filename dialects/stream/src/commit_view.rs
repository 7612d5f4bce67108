//! `stream.commit_view` (manual L2158–2163: `commit_view(self, dst: DmTensorViewMut)`):
//! the Commit Engine writes a stream into a tile view of a DM tensor instead of into a
//! tensor of its own. In SSA form (docs/decisions.md C10C-8, C10D-1):
//!
//! `%p2 = stream.commit_view %s into %view of %parent : S, V, P -> P`
//!
//! where `%view` is a `stream.tile` of `%parent` (the one tile view, C10C-7, C8G-1). The
//! result is `%parent` with the view's positions overwritten by the stream's elements at
//! the view's indices (MLIR's `insert_slice` shape); every other position keeps the
//! parent's value. The write lands in the parent's bytes, so the result lives at the
//! parent's address ([`View`]: no placement of its own), and nothing may read the parent
//! or a view of it after the commit (a located error): later reads use the result.
//!
//! The verifier applies the commit's rules (`verify::commit_into`) with the view as the
//! destination; the lowering is the commit pattern with the view's mapping and address
//! (`lowering/src/stream_to_engine/commit_view.rs`); the simulator runs the commit.

use crate::interfaces::{
    is_view, Effect, Engine, MemoryEffects, PipelineStage, StageInput, StageOutput, View,
};
use crate::interp::{Evaluator, Semantics, Tensor};
use crate::ops::{Kernel, COMMITTABLE};
use crate::tile::{self, Tile};
use crate::types::Tier;
use crate::verify::{self, operand_ty, result_ty};
use std::collections::HashMap;
use visa_ir::{Context, Diagnostic, OpDef, OpId, Value};

visa_ir::op! {
    /// `%p2 = stream.commit_view %s into %view of %parent : S, V, P -> P`: the Commit
    /// Engine writes `%s` into `%view`, a tile of the DM tensor `%parent`; the result is
    /// the parent with the tile overwritten (L2158–2163).
    pub struct CommitView = "stream.commit_view" {
        summary: "Commit Engine: writes a stream into a tile view of a DM tensor",
        parents: [Kernel::NAME],
        operands: [input: single, view: single, parent: single],
        results: [output: single],
        attrs: [],
        verify: verify_commit_view,
        interfaces: [
            PipelineStage = PipelineStage {
                engine: Engine::Commit,
                input: StageInput::Stream(COMMITTABLE),
                output: StageOutput::Memory(Tier::Dm),
            },
            MemoryEffects = MemoryEffects(const { &[Effect::read(2), Effect::write(0)] }),
            Semantics = Semantics::Eval(eval_commit_view),
            View = View { element_offset: None },
        ],
        format: "$input `into` $view `of` $parent attr-dict `:` type($input) `,` type($view) `,` type($parent) `->` type($output)",
    }
}

/// The ops of this module.
pub fn ops() -> Vec<OpDef> {
    vec![CommitView::def()]
}

/// The `stream.tile` defining `op`'s view, checked to tile `op`'s parent.
pub fn view_tile(ctx: &Context, op: OpId) -> Result<OpId, Diagnostic> {
    let view = ctx.operand(op, 1);
    let parent = ctx.operand(op, 2);
    ctx.defining_op(view)
        .filter(|&t| Tile::matches(ctx, t).is_some() && ctx.operand(t, 0) == parent)
        .ok_or_else(|| {
            ctx.op_error(
                op,
                "the view must be a `stream.tile` of the parent (manual: Moving Tensors › Commit Engine › Interface: commit_view writes a DmTensorViewMut)",
            )
        })
}

fn verify_commit_view(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let i = verify::commit_stream(ctx, op)?;
    view_tile(ctx, op)?;
    if operand_ty(ctx, op, 2) != result_ty(ctx, op) {
        return Err(ctx.op_error(
            op,
            "the result has the parent's type: it is the parent with the view overwritten",
        ));
    }
    let axes = crate::geom::axes(ctx, op)?;
    let view = crate::geom::resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 1), "the view")?;
    verify::commit_into(ctx, op, &i, &view, None, "the view")?;
    no_read_after(ctx, op)
}

/// Nothing reads the parent, or a view of it, after `op` wrote into its bytes.
fn no_read_after(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(block) = ctx.op_block(op) else {
        return Ok(());
    };
    let index: HashMap<OpId, usize> = ctx
        .block_ops(block)
        .enumerate()
        .map(|(i, o)| (o, i))
        .collect();
    let here = index.get(&op).copied().unwrap_or(0);
    let mut work: Vec<Value> = vec![ctx.operand(op, 2)];
    let mut seen = std::collections::HashSet::new();
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        for u in ctx.uses(v) {
            if u.op == op {
                continue;
            }
            let at = crate::alloc::top_index(ctx, &index, u.op);
            if at.is_none_or(|i| i > here) {
                return Err(ctx.op_error(
                    u.op,
                    "reads a DM tensor that a later `stream.commit_view` overwrites in place; read the commit_view's result instead",
                ));
            }
            if is_view(ctx, u.op) {
                work.extend(ctx.results(u.op).iter().copied());
            }
        }
    }
    Ok(())
}

/// `stream.commit_view`: the parent, with `B / block ∈ [start, start + size)` taken from
/// the stream at the view's indices (`B` renumbered from `start`, as `stream.tile`).
fn eval_commit_view(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let [s, _, parent] = xs else {
        return Err(ev.err(op, "takes a stream, a view and a parent"));
    };
    let ctx = ev.ctx();
    let t = view_tile(ctx, op)?;
    let p = tile::params(ctx, t).ok_or_else(|| ev.err(op, "has malformed tile parameters"))?;
    let j = ev
        .order()
        .0
        .iter()
        .position(|a| a.as_str() == p.axis)
        .ok_or_else(|| ev.err(op, "unknown tiled axis"))?;
    let lo = p.start.saturating_mul(p.block);
    let hi = p.start.saturating_add(p.size).saturating_mul(p.block);
    let keys = ev.keys_of(op, operand_ty(ctx, op, 2))?;
    let mut used = None;
    let mut out = Tensor::new(parent.dtype);
    for key in keys.iter() {
        let v = if (lo..hi).contains(&key[j]) {
            let mut k = key.clone();
            k[j] -= lo;
            s.get(&k).ok_or_else(|| {
                ev.err(
                    op,
                    format!(
                        "the stream holds no element for index {} of the view",
                        ev.order().index(&k)
                    ),
                )
            })?
        } else {
            parent
                .get(key)
                .or_else(|| {
                    let used = used.get_or_insert_with(|| parent.used_axes());
                    parent.get(&crate::interp::tensor::project(key, used))
                })
                .ok_or_else(|| {
                    ev.err(
                        op,
                        format!(
                            "the parent holds no element for index {}",
                            ev.order().index(key)
                        ),
                    )
                })?
        };
        out.insert(key.clone(), v);
    }
    Ok(out)
}
