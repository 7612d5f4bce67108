//! The program pattern: `engine.program` to `hw.program`, with the host bindings.
//!
//! The `hw.program` takes the symbol name and chip count of the `engine.program` and
//! its body (moved, so the engine ops inside are converted where they are by the other
//! patterns); each `engine.host_input` / `engine.host_output` becomes the `hw` op of
//! the same binding, all of them at the head of the body in their written order.

use super::Shared;
use visa_engine::ops as eo;
use visa_hw::names as hn;
use visa_hw::{attrs, from_sim, read};
use visa_ir::conversion::{ConversionPattern, ConversionRewriter, OpAdaptor};
use visa_ir::{OpId, OperationState};

/// The patterns of this module.
pub fn patterns(shared: &Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![Box::new(ProgramToHw {
        shared: shared.clone(),
    })]
}

/// `engine.program` (and the host bindings in it) to `hw.program`.
pub struct ProgramToHw {
    shared: Shared,
}

impl ConversionPattern for ProgramToHw {
    fn name(&self) -> &'static str {
        "engine-program-to-hw"
    }

    fn root(&self) -> Option<&'static str> {
        Some(eo::Program::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _adaptor: &OpAdaptor,
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<(), String> {
        let ctx = &mut *rw.ctx;
        let fail = |d| self.shared.report(d);
        let name = eo::Program(op).try_sym_name(ctx).map_err(fail)?.to_string();
        let chips = read::chips(ctx, op).map_err(fail)?;
        // The same op from_sim::program builds, with an empty region to move the body to.
        let opn = ctx.intern_op_name(hn::PROGRAM);
        let mut st = OperationState::new(opn, ctx.op_loc(op));
        let region = st.add_region(ctx);
        let sym = ctx.string_attr(&name);
        st.add_attr(ctx, "sym_name", sym);
        if chips != 1 {
            let c = attrs::i64_attr(ctx, i64::from(chips));
            st.add_attr(ctx, "chips", c);
        }
        let hw = ctx.create_op(st);
        ctx.insert_op_before(op, hw);
        let from = ctx.region(op, 0);
        if ctx.region_is_empty(from) {
            ctx.push_block(region);
        } else {
            rw.inline_region(from, region);
        }
        // Host bindings, in written order, before the first op of the body.
        let ctx = &mut *rw.ctx;
        let body = ctx.region_blocks(region)[0];
        let anchor = ctx.first_op(body);
        let mut hosts = Vec::new();
        for o in ctx.block_ops(body) {
            if eo::HostInput::matches(ctx, o).is_some() {
                hosts.push((o, read::host_tensor(ctx, o, "arg").map_err(fail)?, true));
            } else if eo::HostOutput::matches(ctx, o).is_some() {
                hosts.push((o, read::host_tensor(ctx, o, "result").map_err(fail)?, false));
            }
        }
        for (_, t, input) in &hosts {
            let h = from_sim::host(ctx, body, t, *input);
            if let Some(anchor) = anchor {
                ctx.detach_op(h);
                ctx.insert_op_before(anchor, h);
            }
        }
        for (o, _, _) in hosts {
            rw.erase_op(o);
        }
        rw.erase_op(op);
        Ok(())
    }
}
