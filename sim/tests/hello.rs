//! End-to-end: the manual's Constant Addition and Elementwise Multiplication kernels, built by
//! hand as command programs, checked byte-for-byte against plain Rust loops and cycle-for-cycle
//! against the cycle model's formulas worked by hand here.

use visa_sim::hello::{constant_addition, elementwise_mul, HelloShape, HBM_OUT};
use visa_sim::*;

/// Deterministic inputs that include the wrapping edge cases.
fn inputs(n: usize, seed: u64) -> Vec<i32> {
    let mut x = seed;
    let mut v: Vec<i32> = (0..n)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 32) as i32
        })
        .collect();
    v[0] = i32::MAX;
    v[1] = i32::MIN;
    v[2] = -1;
    v[3] = 65536;
    v
}

fn host_write(sim: &mut Simulator, addr: u64, v: &[i32]) {
    sim.memory_mut().write_i32s(Space::Host, addr, v).unwrap();
}

// Cycle formulas (docs/cycle-model.md), for A = 2048 i32 = 8192 bytes, 8 per slice:
// pdma 8 KiB in 32 packets of 256 B: host side max(32, ceil(8192 / 30)) = 274, HBM side 32
// full requests -> 500 + max(274, 32).
const PDMA: u64 = 500 + 274;
// tdma HBM -> DM, 4 engines x 64 packets of 32 B: HBM reads 64 requests; DM writes
// max(64 requests, 32 slices x 32 B / 128 per DMN = 8) -> 500 + max(64, 64).
const TDMA_IN: u64 = 500 + 64;
// tdma DM -> HBM: DM reads 64; HBM writes 64 partial (32 of 256 B) requests x 50 (RMW).
const TDMA_OUT: u64 = 500 + 64 * 50;
// main pass: 1 fetch, 1 flit, 1 VE flit, 1 commit write; latency 1 ALU -> max(1,1,1,1) + 1.
const MAIN: u64 = 1 + 1;
// sub pass: 32 B fetched 8 B at a time (L1758) = 4 fetches, 1 flit, 1 VRF write -> 4.
const SUB: u64 = 4;

#[test]
fn constant_addition_matches_plain_loop_and_cycle_formulas() {
    let shape = HelloShape::manual();
    let x = inputs(2048, 1);
    let mut sim = Simulator::new(SimConfig::default());
    host_write(&mut sim, shape.host_in, &x);
    let report = sim.run(&constant_addition(&shape)).unwrap();

    let want: Vec<i32> = x.iter().map(|v| v.wrapping_add(1)).collect();
    let got = sim
        .memory()
        .read_i32s(Space::Host, shape.host_out, 2048)
        .unwrap();
    assert_eq!(got, want);
    assert_eq!(got[0], i32::MIN); // G-K1b: AddFxp wraps.
                                  // G-K1c: slice s holds in[8s..8s+8] at DM 0 and the result at DM 4096; HBM out at 2^28.
    let dm = Space::Dm { chip: 0 };
    let m = sim.memory();
    for s in [0u32, 1, 255] {
        let a = m.slice_addr(dm, s, 0);
        assert_eq!(
            m.read_i32s(dm, a, 8).unwrap(),
            x[8 * s as usize..8 * s as usize + 8]
        );
        let a = m.slice_addr(dm, s, 4096);
        assert_eq!(
            m.read_i32s(dm, a, 8).unwrap(),
            want[8 * s as usize..8 * s as usize + 8]
        );
    }
    assert_eq!(
        m.read_i32s(Space::Hbm { chip: 0 }, HBM_OUT, 2048).unwrap(),
        want
    );
    // Cluster 1 was never touched.
    assert!(m.read(dm, m.slice_addr(dm, 256, 0), 4).is_err());
    // Lazy allocation: two 32-byte tensors (DM 0 and 4096) in 256 slices = two 256-byte pages
    // per slice; 8 KiB in and out of HBM = two 4 KiB pages each.
    assert_eq!(m.allocated_bytes(dm), 2 * 256 * 256);
    assert_eq!(m.allocated_bytes(Space::Hbm { chip: 0 }), 4 * 4096);

    let spans: Vec<(u64, u64)> = report.commands.iter().map(|c| (c.start, c.end)).collect();
    let t1 = PDMA;
    let t2 = t1 + TDMA_IN;
    let t3 = t2 + MAIN;
    let t4 = t3 + TDMA_OUT;
    let t5 = t4 + PDMA;
    assert_eq!(spans, vec![(0, t1), (t1, t2), (t2, t3), (t3, t4), (t4, t5)]);
    assert_eq!(report.total_cycles, t5);
    assert_eq!(report.total_cycles, 5814);
    assert_eq!(report.busy(ResourceKind::Pdma), 2 * PDMA);
    assert_eq!(report.busy(ResourceKind::Tdma), TDMA_IN + TDMA_OUT);
    assert_eq!(report.busy(ResourceKind::Main), MAIN);
    assert_eq!(report.tu_elements, 2048);
    // Every device command waits on its producer by RAW.
    for i in 1..5 {
        assert_eq!(
            report.commands[i].deps[0],
            Dependency {
                on: i - 1,
                hazard: Hazard::Raw
            }
        );
    }
}

#[test]
fn elementwise_mul_matches_plain_loop_and_cycle_formulas() {
    let shape = HelloShape::manual();
    let lhs = inputs(2048, 2);
    let rhs = inputs(2048, 3);
    let mut sim = Simulator::new(SimConfig::default());
    host_write(&mut sim, shape.host_in, &lhs);
    host_write(&mut sim, shape.host_rhs, &rhs);
    let report = sim.run(&elementwise_mul(&shape)).unwrap();

    let want: Vec<i32> = lhs
        .iter()
        .zip(&rhs)
        .map(|(a, b)| a.wrapping_mul(*b))
        .collect();
    let got = sim
        .memory()
        .read_i32s(Space::Host, shape.host_out, 2048)
        .unwrap();
    assert_eq!(got, want);
    // 65536 * 65536 wraps to 0 (G-K2b, decision "MulInt keeps the low 32 bits").
    assert_eq!(got[3], 0);
    // The VRF of slice 5 holds rhs[40..48].
    let vrf = Space::Vrf { chip: 0 };
    let m = sim.memory();
    assert_eq!(
        m.read_i32s(vrf, m.slice_addr(vrf, 5, 0), 8).unwrap(),
        rhs[40..48]
    );

    let c = &report.commands;
    let s: Vec<(u64, u64)> = c.iter().map(|c| (c.start, c.end)).collect();
    // 0, 1: two host transfers serialize on pdma.
    assert_eq!(s[0], (0, PDMA));
    assert_eq!(s[1], (PDMA, 2 * PDMA));
    // 2: lhs to_dm waits only for lhs (RAW on #0) and overlaps #1 on another resource.
    assert_eq!(s[2], (PDMA, PDMA + TDMA_IN));
    // 3: rhs to_dm waits for #1 (RAW).
    let t3 = 2 * PDMA + TDMA_IN;
    assert_eq!(s[3], (2 * PDMA, t3));
    // 4: sub loads VRF after rhs is in DM; 5: main waits for the VRF load (RAW, L153).
    assert_eq!(s[4], (t3, t3 + SUB));
    assert_eq!(s[5], (t3 + SUB, t3 + SUB + MAIN));
    assert!(c[5].deps.contains(&Dependency {
        on: 4,
        hazard: Hazard::Raw
    }));
    assert!(c[5].deps.contains(&Dependency {
        on: 2,
        hazard: Hazard::Raw
    }));
    // 6: write-back overwrites rhs in HBM (WAR on #3's read, WAW on #1's write, G-S6).
    let t6 = t3 + SUB + MAIN + TDMA_OUT;
    assert_eq!(s[6], (t3 + SUB + MAIN, t6));
    assert!(c[6].deps.contains(&Dependency {
        on: 3,
        hazard: Hazard::War
    }));
    assert!(c[6].deps.contains(&Dependency {
        on: 1,
        hazard: Hazard::Waw
    }));
    assert_eq!(s[7], (t6, t6 + PDMA));
    assert_eq!(report.total_cycles, 6592);
    assert_eq!(report.busy(ResourceKind::Sub), SUB);
}

#[test]
fn scaled_kernels_over_both_clusters() {
    // 512 slices x 64 elements: DMA engines 0..7, both clusters.
    let shape = HelloShape::scaled(512 * 64, 64);
    let lhs = inputs(512 * 64, 4);
    let rhs = inputs(512 * 64, 5);
    let mut sim = Simulator::new(SimConfig::default());
    host_write(&mut sim, shape.host_in, &lhs);
    host_write(&mut sim, shape.host_rhs, &rhs);
    let report = sim.run(&elementwise_mul(&shape)).unwrap();
    let got = sim
        .memory()
        .read_i32s(Space::Host, shape.host_out, lhs.len())
        .unwrap();
    let want: Vec<i32> = lhs
        .iter()
        .zip(&rhs)
        .map(|(a, b)| a.wrapping_mul(*b))
        .collect();
    assert_eq!(got, want);
    // main pass: 64 i32 = 256 B per slice: 8 fetches of 32 B, 8 flits, 8 VE, 8 writes, +1.
    assert_eq!(report.commands[5].cycles(), 8 + 1);
    // sub pass: 256 B in 8-byte fetches = 32 cycles.
    assert_eq!(report.commands[4].cycles(), 32);

    let x = inputs(512 * 64, 6);
    let mut sim = Simulator::new(SimConfig::default());
    host_write(&mut sim, shape.host_in, &x);
    sim.run(&constant_addition(&shape)).unwrap();
    let got = sim
        .memory()
        .read_i32s(Space::Host, shape.host_out, x.len())
        .unwrap();
    assert_eq!(got, x.iter().map(|v| v.wrapping_add(1)).collect::<Vec<_>>());
}

#[test]
fn trace_is_deterministic_and_well_formed() {
    let shape = HelloShape::manual();
    let run = || {
        let mut sim = Simulator::new(SimConfig::default());
        host_write(&mut sim, shape.host_in, &inputs(2048, 7));
        host_write(&mut sim, shape.host_rhs, &inputs(2048, 8));
        sim.run(&elementwise_mul(&shape)).unwrap()
    };
    let (a, b) = (run(), run());
    let (ta, tb) = (a.trace_json(), b.trace_json());
    assert_eq!(ta, tb);
    let v: serde_json::Value = serde_json::from_str(&ta).unwrap();
    let events = v["traceEvents"].as_array().unwrap();
    let complete: Vec<_> = events
        .iter()
        .filter(|e| e["ph"] == "X" && e["args"]["engine"].is_null())
        .collect();
    assert_eq!(complete.len(), 8);
    // Engine tracks: the four tensor DMAs use engines 0..3 (one per DMN pair of cluster 0),
    // each busy for the whole command: 4 x 4 events + 3 pdma events on engine 0.
    let engine_events = events
        .iter()
        .filter(|e| !e["args"]["engine"].is_null())
        .count();
    assert_eq!(engine_events, 3 * 4 + 3);
    // One flow arrow (start + finish) per dependency.
    let deps: usize = a.commands.iter().map(|c| c.deps.len()).sum();
    assert_eq!(events.iter().filter(|e| e["ph"] == "s").count(), deps);
    assert_eq!(events.iter().filter(|e| e["ph"] == "f").count(), deps);
    let raw_5_on_4 = events.iter().any(|e| {
        e["ph"] == "f"
            && e["name"] == "Raw"
            && e["tid"] == 3
            && e["ts"].as_u64() == Some(a.commands[5].start)
    });
    assert!(raw_5_on_4);
    // The main pass (#5) sits on the main track (tid 3) at its scheduled start.
    let e5 = complete.iter().find(|e| e["args"]["index"] == 5).unwrap();
    assert_eq!(e5["tid"], 3);
    assert_eq!(e5["ts"].as_u64().unwrap(), a.commands[5].start);
    assert_eq!(e5["args"]["loc"], "mul.rs:290");
    assert!(a.summary().contains("total cycles: 6592"));
    // The unit is the cycle: `ts`/`dur` are cycles, said in the metadata, the process names
    // and each command's args; no `displayTimeUnit` claims nanoseconds.
    let c5 = &a.commands[5];
    assert_eq!(e5["dur"].as_u64().unwrap(), c5.end - c5.start);
    assert_eq!(e5["args"]["start_cycle"].as_u64(), Some(c5.start));
    assert_eq!(e5["args"]["end_cycle"].as_u64(), Some(c5.end));
    assert!(v.get("displayTimeUnit").is_none());
    assert_eq!(v["otherData"]["time_unit"], "cycle");
    assert_eq!(v["otherData"]["total_cycles"].as_u64(), Some(6592));
    assert!(events
        .iter()
        .any(|e| e["name"] == "process_name" && e["args"]["name"] == "chip 0 (1 us = 1 cycle)"));
}
