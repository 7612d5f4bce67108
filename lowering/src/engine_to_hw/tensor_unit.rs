//! The Tensor-Unit pattern: one pass, the chain of stage ops from `engine.fetch`
//! through switch, collect and the vector engine to its sink (`engine.commit` or
//! `engine.to_vrf`), becomes one `hw.tu` placed where the sink was.
//!
//! The pattern is rooted at the fetch, the first op of the pass the conversion meets; it
//! follows the single consumer of each stage's stream to the sink and erases the whole
//! chain, so the later stages are never visited on their own. A stage outside such a
//! chain (which the engine verifier rejects) has no pattern and fails to legalize.

use super::Shared;
use visa_engine::config::pass_of_sink;
use visa_engine::contraction as ec;
use visa_engine::ops as eo;
use visa_hw::{attrs, from_sim, read};
use visa_ir::conversion::{ConversionPattern, ConversionRewriter, OpAdaptor};
use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::{
    BranchMode, Collect, Command, Commit, Fetch, Sink, SwitchConfig, TuCommand, VeProgram, VeType,
};

/// The patterns of this module.
pub fn patterns(shared: &Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![Box::new(PassToHw {
        shared: shared.clone(),
    })]
}

/// A Tensor-Unit pass, rooted at its `engine.fetch`, to one `hw.tu`.
pub struct PassToHw {
    shared: Shared,
}

/// The sink ending the pass that starts at `fetch`: the end of the chain of single
/// consumers of each stage's stream.
fn sink_of_fetch(ctx: &Context, fetch: OpId) -> Result<OpId, String> {
    // A chain visits each op of the block at most once; the bound only guards
    // against a cycle in IR that was never verified.
    let limit = ctx.op_block(fetch).map_or(0, |b| ctx.block_ops(b).count());
    let mut cur = fetch;
    for _ in 0..limit {
        if eo::Commit::matches(ctx, cur).is_some()
            || eo::ToVrf::matches(ctx, cur).is_some()
            || ec::ToTrf::matches(ctx, cur).is_some()
        {
            return Ok(cur);
        }
        let next = match ctx.results(cur) {
            [stream] => match ctx.uses(*stream) {
                [one] => Some(one.op),
                _ => None,
            },
            _ => None,
        };
        cur = next.ok_or_else(|| {
            format!(
                "the stream of '{}' does not flow through single consumers to an \
                 engine.commit or engine.to_vrf",
                ctx.op_name_str(cur)
            )
        })?;
    }
    Err("the pass does not end in an engine.commit or engine.to_vrf".to_string())
}

impl ConversionPattern for PassToHw {
    fn name(&self) -> &'static str {
        "engine-pass-to-hw-tu"
    }

    fn root(&self) -> Option<&'static str> {
        Some(eo::Fetch::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _adaptor: &OpAdaptor,
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<(), String> {
        let ctx = &mut *rw.ctx;
        let sink = sink_of_fetch(ctx, op)?;
        let pass = pass_of_sink(ctx, sink).map_err(|d| self.shared.report(d))?;
        if pass.ops[0] != op || ctx.results(sink).iter().any(|&r| !ctx.use_empty(r)) {
            return Err("the pass is not a chain from this fetch to a result-less sink".into());
        }
        let command = tu_command(ctx, sink).map_err(|d| self.shared.report(d))?;
        let block = ctx
            .op_block(sink)
            .ok_or_else(|| "the sink is in no block".to_string())?;
        let loc = ctx.op_loc(op);
        // In a program of N chips, a pass without a `chip` runs on every chip (the
        // kernel runs on each chip of `#[device(chip = N)]`; decision C10C-1).
        let chips = match ctx.block_parent_op(block) {
            Some(p) if eo::Fetch(op).try_chip(ctx).ok().flatten().is_none() => {
                read::chips(ctx, p).map_err(|d| self.shared.report(d))?
            }
            _ => 1,
        };
        for c in 0..chips {
            let mut command = command.clone();
            if chips > 1 {
                command.chip = c;
            }
            let hw = from_sim::tu(ctx, block, &command, &[], loc);
            ctx.detach_op(hw);
            ctx.insert_op_before(sink, hw);
            self.shared.record(hw, Command::TensorUnit(command));
        }
        for &o in pass.ops.iter().rev() {
            rw.erase_op(o);
        }
        Ok(())
    }
}

/// The Tensor-Unit command of the pass ending in `sink`.
pub fn tu_command(ctx: &Context, sink: OpId) -> Result<TuCommand, Diagnostic> {
    let pass = pass_of_sink(ctx, sink)?;
    let f = pass.ops[0];
    let fo = eo::Fetch(f);
    let mask = read::slice_mask(ctx, f)?;
    let (fetches_per_packet, zero_point) = read::fetch_adapter(ctx, f)?;
    let fetch = Fetch {
        base: fo.try_base(ctx)?,
        dtype: fo.try_dtype(ctx)?,
        seq: visa_engine::config::seq(ctx, f)?,
        fetches_per_packet,
        cast: fo.try_cast(ctx)?,
        zero_point,
        stages: visa_hw::fetch_adapter::read_stages(ctx, f)?,
    };
    let mut dual = false;
    let mut contraction = None;
    let mut cast = None;
    let mut transpose = None;
    let mut switch = SwitchConfig::Forward;
    for &o in &pass.ops {
        if let Some(s) = eo::Switch::matches(ctx, o) {
            switch = s.try_topology(ctx)?;
        }
        if let Some(c) = eo::Collect::matches(ctx, o) {
            dual = c.dual_channel(ctx).is_some();
        }
        if ec::Contract::matches(ctx, o).is_some() {
            contraction = Some(Box::new(visa_hw::contraction::contraction(ctx, o)?));
        }
        if let Some(c) = ec::Cast::matches(ctx, o) {
            cast = Some(c.try_dtype(ctx)?);
        }
        if visa_engine::transpose::Transpose::matches(ctx, o).is_some() {
            transpose = Some(visa_hw::transpose::config(ctx, o, 0)?);
        }
    }
    let vector = match pass.vector {
        None => None,
        Some(dt) => {
            let dtype = if dt == visa_tcp::DType::F32 {
                VeType::F32
            } else {
                VeType::I32
            };
            let ops = pass
                .fxp
                .iter()
                .map(|&o| read::ve_op(ctx, o))
                .collect::<Result<Vec<_>, _>>()?;
            let branch_op = pass
                .ops
                .iter()
                .find_map(|&o| eo::VectorBranch::matches(ctx, o));
            let (branch, cond) = match branch_op {
                Some(b) => (
                    b.try_mode(ctx)?,
                    visa_hw::ve::branching(ctx, b.op_id(), "config", &pass.fxp)?,
                ),
                None => (
                    BranchMode::Unconditional,
                    visa_hw::ve::branching(ctx, f, "no-branch-config", &pass.fxp)?,
                ),
            };
            let inter = match pass.inter {
                Some(o) => Some(Box::new(visa_engine::inter_slice::config(ctx, o)?)),
                None => None,
            };
            Some(VeProgram {
                inter,
                dtype,
                branch,
                ops,
                cond: Box::new(cond),
            })
        }
    };
    let sink_cfg = if let Some(c) = eo::Commit::matches(ctx, sink) {
        Sink::Commit(Commit {
            base: c.try_base(ctx)?,
            dtype: c.try_dtype(ctx)?,
            commit_in_size: match c.try_in_size(ctx)? {
                None => visa_tcp::limits::COMMIT_IN_SIZE_FULL,
                // The engine verifier allows only the commit sizes; 0 is refused by hw.
                Some(n) => u32::try_from(n).unwrap_or(0),
            },
            slice_bitmap: visa_hw::fetch_adapter::read_bitmap(
                ctx,
                sink,
                visa_hw::fetch_adapter::COMMIT_SLICES,
            )?,
            seq: visa_engine::config::seq(ctx, sink)?,
        })
    } else if ec::ToTrf::matches(ctx, sink).is_some() {
        Sink::ToTrf(visa_hw::contraction::trf_load(
            ctx, sink, "address", "rows",
        )?)
    } else {
        Sink::ToVrf {
            addr: eo::ToVrf(sink).try_addr(ctx)?,
        }
    };
    let mut cmd = TuCommand {
        context: pass.context,
        chip: read::tu_chip(ctx, f)?,
        slices: mask,
        fetch,
        switch: Box::new(switch),
        collect: Collect { dual_channel: dual },
        contraction,
        cast,
        vector,
        transpose: None,
        sink: sink_cfg,
        loc: Some(attrs::loc_string(ctx, f)),
    };
    // The Transpose Engine's element width is the stream's.
    if let Some(t) = transpose {
        let bits = visa_tcp::transpose::stream_dtype(&cmd).bits();
        cmd.transpose = Some(visa_tcp::transpose::Transpose { bits, ..t });
    }
    Ok(cmd)
}
