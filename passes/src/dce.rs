//! `dce`: dead-code elimination. Erases blocks unreachable from their region's entry,
//! then every trivially dead op (registered `PURE`, or `RECURSIVELY_PURE` with only
//! effect-free ops nested, such as a loop around pure ops; not a terminator or symbol;
//! no used result), iteratively: erasing an op can make its operands' definitions
//! dead, in the same block or in an enclosing one.

use visa_ir::pass::{Pass, PassStatistic};
use visa_ir::rewrite::regions::simplify_regions;
use visa_ir::rewrite::{is_trivially_dead, post_order};
use visa_ir::{Context, Diagnostic, OpId};

/// The `dce` pass; see the module documentation.
#[derive(Default)]
pub struct Dce {
    /// Ops erased, over all runs (ops of unreachable blocks not counted).
    pub erased: usize,
}

/// Erases the trivially dead ops nested in `root` (not `root`), bottom-up, until none
/// is left; returns how many were erased (nested ones of an erased op not counted).
pub fn erase_dead_ops(ctx: &mut Context, root: OpId) -> usize {
    let mut stack = Vec::new();
    post_order(ctx, root, &mut stack);
    let mut erased = 0;
    // Popping from the back visits users before the values they use.
    while let Some(op) = stack.pop() {
        if ctx.is_erased(op) || !is_trivially_dead(ctx, op) {
            continue;
        }
        let mut defs = Vec::new();
        ctx.walk(op, &mut |o| {
            defs.extend(ctx.operands(o).iter().filter_map(|&v| ctx.defining_op(v)));
        });
        ctx.erase_op(op);
        erased += 1;
        stack.extend(defs.into_iter().filter(|&d| !ctx.is_erased(d)));
    }
    erased
}

impl Pass for Dce {
    fn name(&self) -> &'static str {
        "dce"
    }

    fn display_name(&self) -> &'static str {
        "DCE"
    }

    fn description(&self) -> &'static str {
        "Erase unreachable blocks and side-effect-free operations whose results are unused"
    }

    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        simplify_regions(ctx, op);
        self.erased += erase_dead_ops(ctx, op);
        Ok(())
    }

    fn statistics(&self) -> Vec<PassStatistic> {
        vec![PassStatistic::new(
            "num-erased",
            "Number of dead operations erased",
            self.erased as u64,
        )]
    }
}
