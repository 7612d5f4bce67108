//! The overlap `schedule-commands` achieves (issue 10, Deliver 5): a kernel is lowered to
//! hw with the written order and with the scheduled one, both are simulated, and the
//! cycles where two queues are busy at once are counted from the simulator's schedule:
//! main ∩ sub, and (main ∪ sub) ∩ tdma (a Tensor-Unit context beside the tensor DMA).
//!
//! `cargo test -p visa-tools --test schedule_overlap -- --nocapture` prints the figures.
//! The overlap is counted here from the simulator's per-command intervals, independently
//! of the scheduler's own estimate.

use visa::ir::{pass::PassRegistry, Context};
use visa::sim::{ResourceKind, RunReport, SimConfig, Simulator, Space};

const WRITTEN: &str =
    "builtin.module(allocate-memory,select-switch-topology,convert-stream-to-engine,merge-sequencers,convert-engine-to-hw)";
const SCHEDULED: &str = "builtin.module(lower-to-hw)";

/// Lowers `file` (under `examples/`) with `pipeline` and simulates it on zeroed inputs.
fn simulate(file: &str, pipeline: &str) -> RunReport {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/").to_string() + file;
    let text = std::fs::read_to_string(&path).unwrap();
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
fn busy(r: &RunReport, kinds: &[ResourceKind]) -> Vec<(u64, u64)> {
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
fn both(a: &[(u64, u64)], b: &[(u64, u64)]) -> u64 {
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
fn figures(r: &RunReport) -> (u64, u64, u64) {
    use ResourceKind::{Main, Sub, Tdma};
    let ms = both(&busy(r, &[Main]), &busy(r, &[Sub]));
    let td = both(&busy(r, &[Main, Sub]), &busy(r, &[Tdma]));
    let dev = busy(r, &[Main, Sub, Tdma]);
    let span = dev.last().map_or(0, |l| l.1) - dev.first().map_or(0, |f| f.0);
    (ms, td, span)
}

#[test]
fn hand_worked_overlap_counts() {
    assert_eq!(both(&[(0, 10), (20, 30)], &[(5, 25)]), 10);
    assert_eq!(both(&[(0, 10)], &[(10, 20)]), 0);
}

#[test]
fn scheduling_overlaps_the_next_tile_with_this_one() {
    let before = simulate("overlap_tiles_f32.mlir", WRITTEN);
    let after = simulate("overlap_tiles_f32.mlir", SCHEDULED);
    let (ms0, td0, span0) = figures(&before);
    let (ms1, td1, span1) = figures(&after);
    eprintln!(
        "overlap_tiles_f32: written order: main∩sub {ms0}, TU∩tdma {td0}, device span {span0}, total {}; \
         scheduled: main∩sub {ms1}, TU∩tdma {td1}, device span {span1}, total {}",
        before.total_cycles, after.total_cycles
    );
    assert!(td1 > td0, "TU beside the DMA: {td1} <= {td0}");
    assert!(span1 < span0, "device span: {span1} >= {span0}");
    assert!(after.total_cycles < before.total_cycles);
}
