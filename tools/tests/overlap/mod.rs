//! Counting the overlap of a simulated schedule (shared by the `schedule_overlap` test
//! and the `schedule_overlap` example): cycles where main and sub are busy at once, and
//! where a Tensor-Unit context and the tensor DMA are, from the simulator's per-command
//! intervals.

#![allow(dead_code)]

use visa::ir::{pass::PassRegistry, Context};
use visa::sim::{ResourceKind, RunReport, SimConfig, Simulator, Space};

/// The lowering without `schedule-commands` (the written order).
pub const WRITTEN: &str =
    "builtin.module(allocate-memory,select-switch-topology,convert-stream-to-engine,merge-sequencers,convert-engine-to-hw)";
/// `lower-to-hw`, which ends with `schedule-commands`.
pub const SCHEDULED: &str = "builtin.module(lower-to-hw)";

/// Lowers the stream-level kernel at `path` with `pipeline` and simulates it on zeroed
/// inputs.
pub fn simulate(path: &str, pipeline: &str) -> RunReport {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let file = path.rsplit('/').next().unwrap_or(path);
    let mut ctx = Context::new(visa::driver::lower::dialects());
    let module = visa::ir::parser::parse_source(&mut ctx, &text, file).unwrap();
    let mut reg = PassRegistry::new();
    visa::lowering::register_passes(&mut reg);
    let mut pm = reg.parse_pipeline(pipeline).unwrap();
    pm.enable_verifier(true);
    pm.run(&mut ctx, module).unwrap_or_else(|d| panic!("{d:?}"));
    let body = ctx.module_body(module);
    let prog = ctx
        .block_ops(body)
        .find(|&o| visa::hw::ops::Program::matches(&ctx, o).is_some())
        .unwrap();
    let p = visa::hw::translate(&ctx, prog).unwrap();
    let mut sim = Simulator::new(SimConfig::default());
    for t in &p.inputs {
        let n: u64 = t.shape.iter().product::<u64>() * u64::from(t.dtype.bits()) / 8;
        sim.memory_mut()
            .write(Space::Host, t.addr, &vec![0u8; n as usize])
            .unwrap();
    }
    sim.run(&p.program).unwrap()
}

/// The union of the intervals of the commands on `kinds`, sorted and merged.
pub fn busy(r: &RunReport, kinds: &[ResourceKind]) -> Vec<(u64, u64)> {
    let mut v: Vec<(u64, u64)> = r
        .commands
        .iter()
        .filter(|c| kinds.contains(&c.resource.kind) && c.end > c.start)
        .map(|c| (c.start, c.end))
        .collect();
    v.sort_unstable();
    let mut out: Vec<(u64, u64)> = Vec::new();
    for (s, e) in v {
        match out.last_mut() {
            Some(l) if s <= l.1 => l.1 = l.1.max(e),
            _ => out.push((s, e)),
        }
    }
    out
}

/// Cycles in both interval sets.
pub fn both(a: &[(u64, u64)], b: &[(u64, u64)]) -> u64 {
    let mut n = 0;
    for &(s, e) in a {
        for &(t, f) in b {
            let (lo, hi) = (s.max(t), e.min(f));
            if hi > lo {
                n += hi - lo;
            }
        }
    }
    n
}

/// `(main ∩ sub, TU ∩ tdma, device makespan)`: the makespan counts the commands on the
/// device's own queues (the PCIe transfers to and from the host are the same in both).
pub fn figures(r: &RunReport) -> (u64, u64, u64) {
    use ResourceKind::{Main, Sub, Tdma};
    let ms = both(&busy(r, &[Main]), &busy(r, &[Sub]));
    let td = both(&busy(r, &[Main, Sub]), &busy(r, &[Tdma]));
    let dev = busy(r, &[Main, Sub, Tdma]);
    let span = dev.last().map_or(0, |l| l.1) - dev.first().map_or(0, |f| f.0);
    (ms, td, span)
}

/// Prints the figures of the kernel at `path`, written and scheduled; returns both
/// reports.
pub fn report(path: &str) -> (RunReport, RunReport) {
    let before = simulate(path, WRITTEN);
    let after = simulate(path, SCHEDULED);
    let (ms0, td0, span0) = figures(&before);
    let (ms1, td1, span1) = figures(&after);
    println!(
        "{path}: written order: main∩sub {ms0}, TU∩tdma {td0}, device span {span0}, total {}; \
         scheduled: main∩sub {ms1}, TU∩tdma {td1}, device span {span1}, total {}",
        before.total_cycles, after.total_cycles
    );
    (before, after)
}
