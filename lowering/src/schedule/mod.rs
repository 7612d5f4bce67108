//! `schedule-commands`: orders the commands of every `hw.program` so that the main and
//! sub contexts and the DMA queues run at once wherever the memory dependencies allow
//! (manual: Kernel Examples › Scheduling, L7042–7070), and diagnoses the schedules the
//! hardware cannot run safely.
//!
//! The device issues commands in written order and starts each as soon as its queue is
//! free and the commands it waits for have ended (L7043–7044, L7064–7070; the simulator's
//! schedule, docs/cycle-model.md §1). So the written order decides what can overlap: a
//! command behind one that waits cannot start earlier. This pass rewrites that order (a
//! compiler transformation before the device's in-order issue, docs/decisions.md C10B-2):
//!
//! - **Dependencies**: two commands are ordered when one's byte footprint has a RAW, WAR
//!   or WAW hazard with the other's (`visa_hw::sync::hazards` on `visa_tcp::footprint`, the
//!   bytes each command's loop nests touch — the hw level's memory-effects answer; no op
//!   name is matched: commands are read through `visa_hw::to_sim`). Nothing else orders
//!   them: two commands of one queue without a hazard may swap (the queue still runs one
//!   command at a time, L7064).
//! - **Order**: list scheduling on an estimate of each command's cycles ([`cost`]): among
//!   the commands whose dependencies are placed, the one that can start first (ties: the
//!   written order). The estimated makespan of the new order is compared with the written
//!   one's and the written order kept unless the new one is shorter.
//! - **Waits**: the token operands are recomputed for the new order (the minimal waits,
//!   as `convert-engine-to-hw` computes them).
//!
//! Errors, each located at a command (digest-E §1.7; the others are verifier errors
//! elsewhere: overlap of live tensors E1 and the sizes E3/E4 in the stream verifier,
//! sequencer rules E6–E8 in `visa_tcp::check`, a missing wait E10 in the `hw.program`
//! verifier):
//! - E2, an in-command hazard: a command reads bytes it writes (the order of its own reads
//!   and writes is not defined by the manual; GEMV/GEMM as printed, L439/L461/L521);
//! - bank starvation (L2869–2908): a Tensor-Unit command whose fetch or commit may access
//!   one DM bank 64 or more times in a row ([`bank::max_run`]), "a hard constraint: never
//!   use patterns with 64+ consecutive same-bank accesses"; and two commands on the main
//!   and sub contexts that may run at the same time (no dependency orders them) whose runs
//!   add up to 64 or more (the limit is cumulative over concurrent commands). With the
//!   option `bank-starvation=serialize` these are not errors: such commands are scheduled
//!   as if they occupied the tensor DMA, the manual's compiler behaviour, which the
//!   simulator models for a single command.

pub mod bank;
pub mod cost;

use crate::engine_to_hw::{synchronize, Shared};
use visa_hw::ops as ho;
use visa_hw::sync;
use visa_hw::to_sim;
use visa_ir::pass::{Pass, PassOption};
use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::footprint::Hazard;
use visa_tcp::limits::BANK_RUN_LIMIT;
use visa_tcp::{Command, ResourceKind};

/// The pass's name on the command line.
pub const SCHEDULE_COMMANDS: &str = "schedule-commands";

/// The `schedule-commands` pass.
#[derive(Debug, Default)]
pub struct ScheduleCommands {
    /// `bank-starvation=serialize`: schedule starving commands as if they held the tensor
    /// DMA instead of rejecting them.
    pub serialize_banks: bool,
}

/// One command as the scheduler sees it.
#[derive(Clone, Debug)]
pub struct Node {
    /// The queues it occupies: its own, plus the tensor DMA when it may starve it.
    pub resources: Vec<ResourceKind>,
    /// Estimated cycles.
    pub cycles: u64,
    /// Earlier commands (written order) it must follow.
    pub deps: Vec<usize>,
}

/// The estimated schedule of `order` (a permutation of `nodes`' indices) under the
/// device's in-order issue: `(start, end)` per node and the makespan.
pub fn simulate(nodes: &[Node], order: &[usize]) -> (Vec<(u64, u64)>, u64) {
    let mut times = vec![(0u64, 0u64); nodes.len()];
    let mut free: Vec<(ResourceKind, u64)> = Vec::new();
    let mut prev = 0u64;
    let mut makespan = 0;
    for &i in order {
        let n = &nodes[i];
        let mut s = prev;
        for &d in &n.deps {
            s = s.max(times[d].1);
        }
        for r in &n.resources {
            if let Some(&(_, t)) = free.iter().find(|(k, _)| k == r) {
                s = s.max(t);
            }
        }
        let e = s + n.cycles;
        for r in &n.resources {
            match free.iter_mut().find(|(k, _)| k == r) {
                Some(slot) => slot.1 = e,
                None => free.push((*r, e)),
            }
        }
        times[i] = (s, e);
        prev = s;
        makespan = makespan.max(e);
    }
    (times, makespan)
}

/// List scheduling: repeatedly place, among the nodes whose dependencies are placed, the
/// one with the earliest estimated start (ties: lowest index). Dependencies must point to
/// lower indices.
pub fn list_schedule(nodes: &[Node]) -> Vec<usize> {
    let n = nodes.len();
    let mut placed = vec![false; n];
    let mut end = vec![0u64; n];
    let mut free: Vec<(ResourceKind, u64)> = Vec::new();
    let mut prev = 0u64;
    let mut order = Vec::with_capacity(n);
    for _ in 0..n {
        let mut best: Option<(u64, usize)> = None;
        for (i, node) in nodes.iter().enumerate() {
            if placed[i] || !node.deps.iter().all(|&d| placed[d]) {
                continue;
            }
            let mut s = prev;
            for &d in &node.deps {
                s = s.max(end[d]);
            }
            for r in &node.resources {
                if let Some(&(_, t)) = free.iter().find(|(k, _)| k == r) {
                    s = s.max(t);
                }
            }
            if best.is_none_or(|(bs, _)| s < bs) {
                best = Some((s, i));
            }
        }
        let Some((s, i)) = best else { break };
        placed[i] = true;
        end[i] = s + nodes[i].cycles;
        for r in &nodes[i].resources {
            match free.iter_mut().find(|(k, _)| k == r) {
                Some(slot) => slot.1 = end[i],
                None => free.push((*r, end[i])),
            }
        }
        prev = s;
        order.push(i);
    }
    order
}

/// Whether `b` reaches `a` through `deps` (a transitive dependency), for `a < b`.
fn ordered(deps: &[Vec<usize>], a: usize, b: usize) -> bool {
    let mut stack = vec![b];
    let mut seen = vec![false; deps.len()];
    while let Some(x) = stack.pop() {
        for &d in &deps[x] {
            if d == a {
                return true;
            }
            if d > a && !seen[d] {
                seen[d] = true;
                stack.push(d);
            }
        }
    }
    false
}

fn bank_error(ctx: &Context, op: OpId, run: u64) -> Diagnostic {
    ctx.op_error(
        op,
        format!(
            "may access one DM bank {run} times in a row (the limit is {BANK_RUN_LIMIT} while the DMA is active): the DMA would starve and the NoC time out (manual: Moving Tensors › DMA Engine › Optimizing DMA Performance › Bank Starvation); change the access pattern or use bank-starvation=serialize"
        ),
    )
}

/// Schedules one `hw.program` (`serialize`: the option `bank-starvation=serialize`).
pub fn schedule_program(
    ctx: &mut Context,
    program: OpId,
    serialize: bool,
) -> Result<(), Diagnostic> {
    let p = to_sim::translate(ctx, program)?;
    let ops = p.command_ops.clone();
    let fps = sync::footprints(&p.program, p.chips).map_err(|(i, e)| {
        ctx.op_error(ops[i], format!("is rejected by the hardware model: {e}"))
    })?;
    // E2: a command that reads what it writes.
    for (i, f) in fps.iter().enumerate() {
        if f.hazards(f).contains(&Hazard::Raw) {
            return Err(ctx.op_error(
                ops[i],
                "reads bytes it also writes: the order of a command's own reads and writes is not defined (manual: Kernel Examples › Scheduling › Serialization: RAW/WAR); write the result elsewhere",
            ));
        }
    }
    let hz = sync::hazards(&fps);
    let kinds: Vec<ResourceKind> = p
        .program
        .commands
        .iter()
        .map(Command::resource_kind)
        .collect();
    let runs: Vec<u64> = p
        .program
        .commands
        .iter()
        .map(|c| match c {
            Command::TensorUnit(t) => bank::max_run(t),
            Command::Dma(_) => 0,
        })
        .collect();
    let deps: Vec<Vec<usize>> = hz
        .iter()
        .map(|h| h.iter().map(|&(i, _)| i).collect())
        .collect();
    // Bank starvation: single commands, then concurrent main/sub pairs.
    let mut holds_dma = vec![false; kinds.len()];
    for (i, &r) in runs.iter().enumerate() {
        if r >= BANK_RUN_LIMIT {
            if !serialize {
                return Err(bank_error(ctx, ops[i], r));
            }
            holds_dma[i] = true;
        }
    }
    for j in 0..kinds.len() {
        for i in 0..j {
            let pair = matches!(
                (kinds[i], kinds[j]),
                (ResourceKind::Main, ResourceKind::Sub) | (ResourceKind::Sub, ResourceKind::Main)
            );
            if !pair
                || runs[i] + runs[j] < BANK_RUN_LIMIT
                || holds_dma[i] && holds_dma[j]
                || ordered(&deps, i, j)
            {
                continue;
            }
            if !serialize {
                return Err(ctx
                    .op_error(
                        ops[j],
                        format!(
                            "may run beside command #{i} on the other context; their runs of same-bank accesses ({} and {}) add up to {} or more, which starves the DMA (manual: Moving Tensors › DMA Engine › Optimizing DMA Performance › Bank Starvation: the limit is cumulative); order them or use bank-starvation=serialize",
                            runs[j], runs[i], BANK_RUN_LIMIT
                        ),
                    )
                    .with_note(ctx.op_loc(ops[i]), "the other command is here"));
            }
            holds_dma[i] = true;
            holds_dma[j] = true;
        }
    }
    let nodes: Vec<Node> = p
        .program
        .commands
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let mut resources = vec![kinds[i]];
            if holds_dma[i] && kinds[i] != ResourceKind::Tdma {
                resources.push(ResourceKind::Tdma);
            }
            Node {
                resources,
                cycles: cost::estimate(c),
                deps: deps[i].clone(),
            }
        })
        .collect();
    let written: Vec<usize> = (0..nodes.len()).collect();
    let order = list_schedule(&nodes);
    if order.len() != nodes.len() || simulate(&nodes, &order).1 >= simulate(&nodes, &written).1 {
        return Ok(());
    }
    // Move the commands into the new order at the end of the program's block (the host
    // bindings are read wherever they are); the tokens are recomputed next.
    let Some(block) = ops.first().and_then(|&o| ctx.op_block(o)) else {
        return Ok(());
    };
    for &i in &order {
        ctx.detach_op(ops[i]);
        ctx.append_op(block, ops[i]);
    }
    synchronize(ctx, program, &Shared::default())
}

impl Pass for ScheduleCommands {
    fn name(&self) -> &'static str {
        SCHEDULE_COMMANDS
    }
    fn display_name(&self) -> &'static str {
        "ScheduleCommands"
    }
    fn description(&self) -> &'static str {
        "order the commands of each hw.program so main, sub and DMA overlap where RAW/WAR/WAW allow; diagnose in-command hazards and bank starvation"
    }
    fn options(&self) -> Vec<PassOption> {
        vec![PassOption::new(
            "bank-starvation",
            "error (default) or serialize: schedule starving commands as holding the tensor DMA",
            if self.serialize_banks {
                "serialize"
            } else {
                "error"
            },
        )]
    }
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match (key, value) {
            ("bank-starvation", "error") => self.serialize_banks = false,
            ("bank-starvation", "serialize") => self.serialize_banks = true,
            ("bank-starvation", v) => {
                return Err(format!(
                    "bank-starvation is 'error' or 'serialize', not '{v}'"
                ))
            }
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }
    fn run(&mut self, ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
        let mut programs = Vec::new();
        {
            let c: &Context = ctx;
            c.walk(root, &mut |op| {
                if ho::Program::matches(c, op).is_some() {
                    programs.push(op);
                }
            });
        }
        for p in programs {
            schedule_program(ctx, p, self.serialize_banks)?;
        }
        Ok(())
    }
}
