//! The Switch Engine inside the Tensor-Unit pipeline: a whole cluster fetches, the router
//! moves packets between slices, and each slice commits what it received. The expected
//! placements are plain loops over the manual's output layouts (L3229–3233 Broadcast1,
//! L3258–3262 Transpose, L3150–3153 Broadcast01), not the simulator's router; the cycles are
//! worked by hand from `ring_size × input_time × ceil(packet_bytes / 32)` (L3527–3529).

use visa_sim::*;

const DM: Space = Space::Dm { chip: 0 };
/// Packets per slice before the switch.
const T: usize = 2;
/// i32 lanes per 32-byte packet.
const K: usize = 8;
const OUT_BASE: u64 = 4096;

/// The value slice `s` holds at packet `u`, lane `k`.
fn value(s: usize, u: usize, k: usize) -> i32 {
    (s * 1000 + u * 10 + k) as i32
}

/// Runs one pass over all 256 slices: fetch `T` packets of `K` i32 per slice, switch `cfg`,
/// commit `out_time` packets contiguously at `OUT_BASE`. Returns the total cycles and each
/// slice's committed packets.
fn run(cfg: SwitchConfig, out_time: usize) -> (u64, Vec<Vec<[i32; K]>>) {
    let mut sim = Simulator::new(SimConfig::default());
    for s in 0..256usize {
        let bytes: Vec<u8> = (0..T)
            .flat_map(|u| (0..K).flat_map(move |k| value(s, u, k).to_le_bytes()))
            .collect();
        let at = sim.memory().slice_addr(DM, s as u32, 0);
        sim.memory_mut().write(DM, at, &bytes).unwrap();
    }
    let cmd = TuCommand {
        context: Context::Main,
        chip: 0,
        slices: SliceMask::range(0, 256),
        fetch: Fetch {
            base: 0,
            dtype: DType::I32,
            seq: SeqConfig::new(&[(T as u32, K as i64), (K as u32, 1)], K as u32),
            fetches_per_packet: 1,
            cast: None,
            zero_point: 0,
            stages: Default::default(),
        },
        switch: Box::new(cfg),
        collect: Collect::default(),
        contraction: None,
        cast: None,
        vector: None,
        transpose: None,
        sink: Sink::Commit(Commit {
            base: OUT_BASE,
            dtype: DType::I32,
            commit_in_size: 32,
            slice_bitmap: None,
            seq: SeqConfig::new(&[(out_time as u32, K as i64), (K as u32, 1)], K as u32),
        }),
        loc: Some("switch.rs".into()),
    };
    let mut p = Program::new();
    p.push(cmd);
    let r = sim.run(&p).unwrap();
    let out = (0..256u32)
        .map(|s| {
            let at = sim.memory().slice_addr(DM, s, OUT_BASE);
            let b = sim
                .memory()
                .read(DM, at, (out_time * K * 4) as u64)
                .unwrap();
            b.chunks_exact(K * 4)
                .map(|p| {
                    let mut a = [0i32; K];
                    for (k, v) in p.chunks_exact(4).enumerate() {
                        a[k] = i32::from_le_bytes(v.try_into().unwrap());
                    }
                    a
                })
                .collect()
        })
        .collect();
    (r.total_cycles, out)
}

fn packet(s: usize, u: usize) -> [i32; K] {
    std::array::from_fn(|k| value(s, u, k))
}

#[test]
fn broadcast1_places_packets_as_the_manual_layout_says() {
    // Broadcast1 {slice1 = 4, slice0 = 2}: input Slice [slice2, slice1, slice0], Time [time]
    // → output Slice [slice2, tile, slice0], Time [time, slice1] (L3229–3233).
    let (s1, s0) = (4usize, 2usize);
    let (cycles, out) = run(
        SwitchConfig::Broadcast1 {
            slice1: s1 as u32,
            slice0: s0 as u32,
        },
        T * s1,
    );
    // ring 8 × input_time 2 × 1 flit = 16, above collect (8 flits) and commit (8 writes).
    assert_eq!(cycles, 16);
    for slice2 in 0..256 / (s1 * s0) {
        for tile in 0..s1 {
            for i0 in 0..s0 {
                let o = (slice2 * s1 + tile) * s0 + i0;
                for time in 0..T {
                    for j1 in 0..s1 {
                        let src = (slice2 * s1 + j1) * s0 + i0;
                        assert_eq!(
                            out[o][time * s1 + j1],
                            packet(src, time),
                            "o={o} time={time} j1={j1}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn transpose_swaps_the_inner_slice_digits() {
    // Transpose {slice1 = 32, slice0 = 2}: Slice [slice2, slice1, slice0] → [slice2, slice0,
    // slice1], Time unchanged (L3258–3262).
    let (s1, s0) = (32usize, 2usize);
    let (cycles, out) = run(
        SwitchConfig::Transpose {
            slice1: s1 as u32,
            slice0: s0 as u32,
        },
        T,
    );
    // ring 64 × input_time 2 × 1 flit = 128.
    assert_eq!(cycles, 128);
    for slice2 in 0..256 / (s1 * s0) {
        for i1 in 0..s1 {
            for i0 in 0..s0 {
                let o = (slice2 * s0 + i0) * s1 + i1;
                let src = (slice2 * s1 + i1) * s0 + i0;
                for (time, got) in out[o].iter().enumerate() {
                    assert_eq!(*got, packet(src, time), "o={o} time={time}");
                }
            }
        }
    }
}

#[test]
fn broadcast01_interleaves_time_between_the_moved_digits() {
    // Broadcast01 {slice1 = 2, slice0 = 2, time0 = 2}: Slice [slice2, slice1, slice0], Time
    // [time1, time0] → Slice [slice2, tile], Time [time1, slice1, time0, slice0]
    // (L3150–3153); here time1 = T / time0 = 1.
    let (s1, s0, t0) = (2usize, 2usize, 2usize);
    let (cycles, out) = run(
        SwitchConfig::Broadcast01 {
            slice1: s1 as u32,
            slice0: s0 as u32,
            time0: t0 as u32,
        },
        T * s1 * s0,
    );
    // ring 4 × input_time 2 × 1 flit = 8, the same as collect (8 flits) and commit (8).
    assert_eq!(cycles, 8);
    let t1 = T / t0;
    for slice2 in 0..256 / (s1 * s0) {
        for tile in 0..s1 * s0 {
            let o = slice2 * s1 * s0 + tile;
            let mut t = 0;
            for time1 in 0..t1 {
                for j1 in 0..s1 {
                    for k0 in 0..t0 {
                        for j0 in 0..s0 {
                            let src = slice2 * s1 * s0 + j1 * s0 + j0;
                            assert_eq!(out[o][t], packet(src, time1 * t0 + k0), "o={o} t={t}");
                            t += 1;
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn a_switch_reading_an_inactive_slice_is_an_error() {
    // Transpose {2, 2} on slices 0..2 only: slice 1 receives from slice 2, which is idle.
    let mut sim = Simulator::new(SimConfig::default());
    for s in 0..2 {
        let at = sim.memory().slice_addr(DM, s, 0);
        sim.memory_mut().write(DM, at, &[0; T * K * 4]).unwrap();
    }
    let cmd = TuCommand {
        context: Context::Main,
        chip: 0,
        slices: SliceMask::range(0, 2),
        fetch: Fetch {
            base: 0,
            dtype: DType::I32,
            seq: SeqConfig::new(&[(T as u32, K as i64), (K as u32, 1)], K as u32),
            fetches_per_packet: 1,
            cast: None,
            zero_point: 0,
            stages: Default::default(),
        },
        switch: Box::new(SwitchConfig::Transpose {
            slice1: 2,
            slice0: 2,
        }),
        collect: Collect::default(),
        contraction: None,
        cast: None,
        vector: None,
        transpose: None,
        sink: Sink::Commit(Commit {
            base: OUT_BASE,
            dtype: DType::I32,
            commit_in_size: 32,
            slice_bitmap: None,
            seq: SeqConfig::new(&[(T as u32, K as i64), (K as u32, 1)], K as u32),
        }),
        loc: None,
    };
    let mut p = Program::new();
    p.push(cmd);
    let e = sim.run(&p).unwrap_err().to_string();
    assert!(
        e.contains("receives from slice 2, which is not active"),
        "{e}"
    );
}
