//! Tensor-Unit pipeline tests against the manual's worked fetch/commit examples and error cases.

use visa_sim::*;

const DM: Space = Space::Dm { chip: 0 };

fn one_slice_pass(fetch: Fetch, sink: Sink) -> TuCommand {
    TuCommand {
        context: Context::Main,
        chip: 0,
        slices: SliceMask::range(0, 1),
        fetch,
        switch: Box::new(SwitchConfig::Forward),
        collect: Collect::default(),
        contraction: None,
        cast: None,
        vector: None,
        transpose: None,
        sink,
        loc: Some("perm.rs:7".into()),
    }
}

fn f8_fetch(entries: &[(u32, i64)], packet: u32) -> Fetch {
    Fetch {
        base: 0,
        dtype: DType::F8E4M3,
        seq: SeqConfig::new(entries, packet),
        fetches_per_packet: 1,
        cast: None,
        zero_point: 0,
        stages: Default::default(),
    }
}

fn commit(entries: &[(u32, i64)], packet: u32, in_size: u32) -> Sink {
    Sink::Commit(Commit {
        base: 1024,
        dtype: DType::F8E4M3,
        commit_in_size: in_size,
        slice_bitmap: None,
        seq: SeqConfig::new(entries, packet),
    })
}

/// Input of L7614–7637: A=3, B=5, C=2 bytes at `10a + 2b + c`, value `v(a,b,c) = 10a+2b+c+1`.
fn sim_with_permutation_input() -> Simulator {
    let mut sim = Simulator::new(SimConfig::default());
    let bytes: Vec<u8> = (0..30u8).map(|i| i + 1).collect();
    sim.memory_mut().write(DM, 0, &bytes).unwrap();
    sim
}

#[test]
fn axis_permutation_example_takes_15_cycles() {
    // G-F1 (L7614–7695): fetch Time [A, B], Packet C # 6 (8 bytes, overfetching past C),
    // collect pads to a flit, commit 8 bytes with [A=3:8, B=5:24, C=8:1] @ 1024 / 8.
    let mut sim = sim_with_permutation_input();
    let cmd = one_slice_pass(
        f8_fetch(&[(3, 10), (5, 2), (8, 1)], 8),
        commit(&[(3, 8), (5, 24), (8, 1)], 8, 8),
    );
    let mut p = Program::new();
    p.push(cmd);
    let r = sim.run(&p).unwrap();
    assert_eq!(r.total_cycles, 15); // L7695: "This operation takes 15 cycles".
    let out = sim.memory().read(DM, 1024, 120).unwrap();
    for a in 0..3usize {
        for b in 0..5usize {
            for c in 0..2usize {
                assert_eq!(
                    out[24 * b + 8 * a + c],
                    (10 * a + 2 * b + c + 1) as u8,
                    "a={a} b={b} c={c}"
                );
            }
        }
    }
}

#[test]
fn full_flit_example_takes_3_cycles() {
    // G-F3 (L7709–7775): fetch one 32-byte packet per A, commit [A=3:32, 32:1] @ 1024 / 32.
    let mut sim = sim_with_permutation_input();
    let mut p = Program::new();
    p.push(one_slice_pass(
        f8_fetch(&[(3, 10), (32, 1)], 32),
        commit(&[(3, 32), (32, 1)], 32, 32),
    ));
    let r = sim.run(&p).unwrap();
    assert_eq!(r.total_cycles, 3); // L7763.
    let out = sim.memory().read(DM, 1024, 96).unwrap();
    for a in 0..3usize {
        for bc in 0..10usize {
            assert_eq!(out[32 * a + bc], (10 * a + bc + 1) as u8);
        }
    }
}

#[test]
fn cast_batching_and_zero_point() {
    // i8 -> i32 with zero point 3: four 8-byte fetches per 32-byte packet would exceed the cast
    // cap, so one i8 fetch of 8 bytes yields 32 bytes = one flit (L1996).
    let mut sim = Simulator::new(SimConfig::default());
    let src: Vec<u8> = (0..16u8).map(|i| (i as i8 - 8) as u8).collect();
    sim.memory_mut().write(DM, 0, &src).unwrap();
    let fetch = Fetch {
        base: 0,
        dtype: DType::I8,
        seq: SeqConfig::new(&[(16, 1)], 8),
        fetches_per_packet: 1,
        cast: Some(DType::I32),
        zero_point: 3,
        stages: Default::default(),
    };
    let sink = Sink::Commit(Commit {
        base: 1024,
        dtype: DType::I32,
        commit_in_size: 32,
        slice_bitmap: None,
        seq: SeqConfig::new(&[(16, 1)], 8),
    });
    let mut p = Program::new();
    p.push(one_slice_pass(fetch, sink));
    let r = sim.run(&p).unwrap();
    let got = sim.memory().read_i32s(DM, 1024, 16).unwrap();
    let want: Vec<i32> = (0..16).map(|i| i - 8 - 3).collect();
    assert_eq!(got, want);
    // 2 fetches, 2 flits, 2 writes, +1 cast latency (L2135).
    assert_eq!(r.total_cycles, 3);
}

#[test]
fn errors_carry_the_callers_location() {
    // The commit writes 15 x 8 bytes but the stream carries 15 x 16 bytes after truncation.
    let mut sim = sim_with_permutation_input();
    let mut p = Program::new();
    p.push(one_slice_pass(
        f8_fetch(&[(3, 10), (5, 2), (8, 1)], 8),
        commit(&[(3, 8), (5, 24), (8, 1)], 8, 16),
    ));
    let e = sim.run(&p).unwrap_err();
    assert_eq!(e.loc.as_deref(), Some("perm.rs:7"));
    assert_eq!(e.command, Some(0));
    assert!(matches!(e.kind, SimErrorKind::InvalidConfig(_)), "{e}");
    assert!(
        e.to_string()
            .starts_with("perm.rs:7: command #0: invalid configuration"),
        "{e}"
    );

    // Fetching a never-written DM page is an Unmapped error with the location.
    let mut sim = Simulator::new(SimConfig::default());
    let mut p = Program::new();
    p.push(one_slice_pass(
        f8_fetch(&[(32, 1)], 32),
        commit(&[(32, 1)], 32, 32),
    ));
    let e = sim.run(&p).unwrap_err();
    assert!(matches!(e.kind, SimErrorKind::Unmapped { .. }));
    assert_eq!(e.loc.as_deref(), Some("perm.rs:7"));

    // A commit past the 512 KiB slice capacity is out of range, on every active slice.
    let mut sim = sim_with_permutation_input();
    let mut cmd = one_slice_pass(f8_fetch(&[(32, 1)], 32), commit(&[(32, 1)], 32, 32));
    if let Sink::Commit(c) = &mut cmd.sink {
        c.base = (512 << 10) - 16;
    }
    let mut p = Program::new();
    p.push(cmd);
    let e = sim.run(&p).unwrap_err();
    assert!(matches!(e.kind, SimErrorKind::OutOfRange { .. }), "{e}");

    // The sub context has no vector engine and fetches 8 bytes at a time.
    let mut cmd = one_slice_pass(f8_fetch(&[(32, 1)], 32), Sink::ToVrf { addr: 0 });
    cmd.context = Context::Sub;
    let mut p = Program::new();
    p.push(cmd);
    let e = Simulator::new(SimConfig::default()).run(&p).unwrap_err();
    assert!(e.to_string().contains("fetch access of 256 bits"), "{e}");

    // to_vrf past the 8 KiB VRF.
    let mut sim = sim_with_permutation_input();
    let mut p = Program::new();
    p.push(one_slice_pass(
        f8_fetch(&[(32, 1)], 32),
        Sink::ToVrf { addr: 8192 - 16 },
    ));
    assert!(matches!(
        sim.run(&p).unwrap_err().kind,
        SimErrorKind::OutOfRange { .. }
    ));
}

#[test]
fn fetch_batching_examples_match_the_manual_cycle_counts() {
    // L2060–2106: 384 contiguous bytes fetched as Time x Packet with packets of 8, 16, 32 and
    // 96 bytes take 48, 24, 12 and 12 cycles (#cycles = Time::SIZE * ceil(packet / fetch_size)).
    // The manual's examples are "i4" but count one byte per element (digest A §2.8); we use i8.
    // Sequencer configs are the manual's after merging the packet-internal entries (digest A Q3).
    type Case<'a> = (&'a [(u32, i64)], u32, u32, u64);
    let cases: [Case; 4] = [
        (&[(4, 96), (3, 32), (4, 8), (8, 1)], 8, 1, 48),
        (&[(4, 96), (3, 32), (2, 16), (16, 1)], 16, 1, 24),
        (&[(4, 96), (3, 32), (32, 1)], 32, 1, 12),
        (&[(4, 96), (96, 1)], 32, 3, 12),
    ];
    for (entries, packet, fpp, cycles) in cases {
        let mut sim = Simulator::new(SimConfig::default());
        let src: Vec<u8> = (0..384u32).map(|i| (i * 7 % 251) as u8).collect();
        sim.memory_mut().write(DM, 0, &src).unwrap();
        let fetch = Fetch {
            base: 0,
            dtype: DType::I8,
            seq: SeqConfig::new(entries, packet),
            fetches_per_packet: fpp,
            cast: None,
            zero_point: 0,
            stages: Default::default(),
        };
        let mut p = Program::new();
        p.push(one_slice_pass(fetch, Sink::ToVrf { addr: 0 }));
        let r = sim.run(&p).unwrap();
        assert_eq!(r.total_cycles, cycles, "packet {packet} x {fpp}");
        // Each packet starts a new flit; its bytes are the next packet_bytes source bytes.
        let pb = (packet * fpp) as usize;
        let flits_per_packet = pb.div_ceil(32);
        let vrf = sim
            .memory()
            .read(
                Space::Vrf { chip: 0 },
                0,
                (384 / pb * flits_per_packet * 32) as u64,
            )
            .unwrap();
        for (k, chunk) in src.chunks(pb).enumerate() {
            let at = k * flits_per_packet * 32;
            assert_eq!(&vrf[at..at + pb], chunk);
            assert!(vrf[at + pb..at + flits_per_packet * 32]
                .iter()
                .all(|&b| b == 0));
        }
    }
}

#[test]
fn float_and_i4_casts_through_the_pipeline() {
    // Main context: 16 bf16 (one 32-byte fetch would give 64 bytes of f32, above the 32-byte cap,
    // L1996), so fetch 8 bf16 = 16 bytes at a time -> one f32 flit each; commit the f32 values.
    let mut sim = Simulator::new(SimConfig::default());
    // bf16 bit patterns: 1.0 = 0x3F80, -2.0 = 0xC000, 0.5 = 0x3F00, 3.140625 = 0x4049.
    let pats: [u16; 4] = [0x3F80, 0xC000, 0x3F00, 0x4049];
    let vals: [f32; 4] = [1.0, -2.0, 0.5, 3.140625];
    let src: Vec<u8> = (0..16).flat_map(|i| pats[i % 4].to_le_bytes()).collect();
    sim.memory_mut().write(DM, 0, &src).unwrap();
    let fetch = Fetch {
        base: 0,
        dtype: DType::Bf16,
        seq: SeqConfig::new(&[(16, 1)], 8),
        fetches_per_packet: 1,
        cast: Some(DType::F32),
        zero_point: 0,
        stages: Default::default(),
    };
    let sink = Sink::Commit(Commit {
        base: 1024,
        dtype: DType::F32,
        commit_in_size: 32,
        slice_bitmap: None,
        seq: SeqConfig::new(&[(16, 1)], 8),
    });
    let mut p = Program::new();
    p.push(one_slice_pass(fetch, sink));
    let r = sim.run(&p).unwrap();
    let out = sim.memory().read(DM, 1024, 64).unwrap();
    for (i, c) in out.chunks(4).enumerate() {
        assert_eq!(f32::from_le_bytes(c.try_into().unwrap()), vals[i % 4]);
    }
    assert_eq!(r.total_cycles, 2 + 1); // 2 fetches / flits / writes + 1 cast cycle

    // Sub context: i4 -> i32 fetches 4 bytes (8 nibbles) at a time (L1758); byte 0x8F holds
    // element 0 = -1 (low nibble) and element 1 = -8 (high nibble).
    let mut sim = Simulator::new(SimConfig::default());
    sim.memory_mut()
        .write(DM, 0, &[0x8F, 0x21, 0x7A, 0x00])
        .unwrap();
    let fetch = Fetch {
        base: 0,
        dtype: DType::I4,
        seq: SeqConfig::new(&[(8, 1)], 8),
        fetches_per_packet: 1,
        cast: Some(DType::I32),
        zero_point: 0,
        stages: Default::default(),
    };
    let mut cmd = one_slice_pass(fetch, Sink::ToVrf { addr: 64 });
    cmd.context = Context::Sub;
    let mut p = Program::new();
    p.push(cmd);
    sim.run(&p).unwrap();
    let got = sim
        .memory()
        .read_i32s(Space::Vrf { chip: 0 }, 64, 8)
        .unwrap();
    assert_eq!(got, [-1, -8, 1, 2, -6, 7, 0, 0]);
}
