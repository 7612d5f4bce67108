//! Scheduling: written order, resource conflicts, RAW/WAR/WAW hazards and the 64-access rule.

use visa_sim::*;

const DM: Space = Space::Dm { chip: 0 };
const HBM: Space = Space::Hbm { chip: 0 };

/// A main/sub pass on slice 0 copying `n` i32 (n % 8 == 0) from DM `src` to DM `dst`.
fn copy(context: Context, src: u64, dst: u64, n: u32) -> TuCommand {
    let sub = context == Context::Sub;
    TuCommand {
        context,
        chip: 0,
        slices: SliceMask::range(0, 1),
        fetch: Fetch {
            base: src,
            dtype: DType::I32,
            seq: SeqConfig::new(&[(n, 1)], if sub { 2 } else { 8 }),
            fetches_per_packet: if sub { 4 } else { 1 },
            cast: None,
            zero_point: 0,
            stages: Default::default(),
        },
        switch: Box::new(SwitchConfig::Forward),
        collect: Collect::default(),
        contraction: None,
        cast: None,
        vector: None,
        transpose: None,
        sink: Sink::Commit(Commit {
            base: dst,
            dtype: DType::I32,
            commit_in_size: 32,
            slice_bitmap: None,
            seq: SeqConfig::new(&[(n, 1)], if sub { 2 } else { 8 }),
        }),
        loc: None,
    }
}

/// Tensor DMA of `bytes` (multiple of 256) from HBM `src` to DM slice 0 offset `dst`.
fn to_dm(src: u64, dst: u64, bytes: u32) -> DmaCommand {
    DmaCommand {
        engine: DmaEngine::Tensor,
        descriptors: vec![DmaDescriptor {
            engine: 0,
            src: HBM,
            dst: DM,
            src_base: src,
            dst_base: dst,
            entries: vec![DmaEntry::new(bytes / 256, 256, 256)],
            stride0: 256,
            indirect: None,
        }],
        loc: None,
    }
}

fn sim() -> Simulator {
    let mut s = Simulator::new(SimConfig::default());
    s.memory_mut().write(DM, 0, &[7u8; 65536]).unwrap();
    s.memory_mut().write(HBM, 0, &[9u8; 65536]).unwrap();
    s
}

// tdma of 1024 B HBM -> one slice: 4 requests; DM side 1024 / 128 = 8 cycles -> 500 + 8.
const DMA_1K: u64 = 508;

#[test]
fn independent_main_pass_overlaps_dma() {
    // G-S5: an HBM -> DM transfer and an unrelated main pass overlap; makespan = max.
    let mut p = Program::new();
    p.push(to_dm(0, 32768, 1024));
    p.push(copy(Context::Main, 0, 4096, 64)); // 8 fetches, 8 flits, 8 writes -> 8 cycles
    let r = sim().run(&p).unwrap();
    assert_eq!((r.commands[0].start, r.commands[0].end), (0, DMA_1K));
    assert_eq!((r.commands[1].start, r.commands[1].end), (0, 8));
    assert_eq!(r.total_cycles, DMA_1K);
}

#[test]
fn written_order_is_never_changed() {
    // G-S2 in spirit: #1 waits for #0 (RAW); #2 is independent and its resource is idle from
    // cycle 0, but it may not start before #1 starts, since the written order is kept.
    let mut p = Program::new();
    p.push(to_dm(0, 32768, 1024));
    p.push(copy(Context::Main, 32768, 40960, 256)); // RAW on #0: 32 cycles
    p.push(copy(Context::Sub, 0, 49152, 8)); // independent sub pass: 4 fetches -> 4 cycles
    let r = sim().run(&p).unwrap();
    assert_eq!(
        r.commands[1].deps,
        vec![Dependency {
            on: 0,
            hazard: Hazard::Raw
        }]
    );
    assert_eq!(
        (r.commands[1].start, r.commands[1].end),
        (DMA_1K, DMA_1K + 32)
    );
    assert_eq!(
        (r.commands[2].start, r.commands[2].end),
        (DMA_1K, DMA_1K + 4)
    );
    assert!(r.commands[2].deps.is_empty());
}

#[test]
fn war_and_waw_between_contexts() {
    // G-S3: main reads DM [0, 1024); the next sub pass writes [512, 768): WAR, waits.
    let mut p = Program::new();
    p.push(copy(Context::Main, 0, 8192, 256)); // 32 cycles
    p.push(copy(Context::Sub, 16384, 512, 64)); // 64 i32 in 8-byte fetches: 32 cycles
    let r = sim().run(&p).unwrap();
    assert_eq!(
        r.commands[1].deps,
        vec![Dependency {
            on: 0,
            hazard: Hazard::War
        }]
    );
    assert_eq!(r.commands[1].start, 32);
    // G-S4: sub writes [8192, 8224), then main writes the same bytes: WAW, main waits.
    let mut p = Program::new();
    p.push(copy(Context::Sub, 16384, 8192, 8)); // 4 cycles
    p.push(copy(Context::Main, 0, 8192, 8)); // 1 cycle
    let r = sim().run(&p).unwrap();
    assert_eq!(
        r.commands[1].deps,
        vec![Dependency {
            on: 0,
            hazard: Hazard::Waw
        }]
    );
    assert_eq!((r.commands[1].start, r.commands[1].end), (4, 5));
}

#[test]
fn same_bank_runs_of_64_hold_the_dma() {
    // A commit writing 32 bytes every 128 bytes hits banks 0..3 on every access (L2874);
    // 64 such accesses (L2898, "64+") make the pass hold the tensor DMA (L2353), so the next,
    // independent DMA waits for it. 63 accesses do not.
    for (n, holds) in [(64u32, true), (63, false)] {
        let mut pass = copy(Context::Main, 0, 65536, 8 * n);
        if let Sink::Commit(c) = &mut pass.sink {
            c.seq = SeqConfig::new(&[(n, 32), (8, 1)], 8);
        }
        let mut p = Program::new();
        p.push(pass);
        p.push(to_dm(0, 262144, 1024));
        let r = sim().run(&p).unwrap();
        let c0 = &r.commands[0];
        assert_eq!(c0.cycles(), u64::from(n));
        assert_eq!(!c0.also_holds.is_empty(), holds);
        if let CostDetail::Tu(t) = c0.detail {
            assert_eq!(t.bank_run, u64::from(n));
        }
        let dma_start = if holds { u64::from(n) } else { 0 };
        assert_eq!(r.commands[1].start, dma_start);
        assert_eq!(r.warnings.len(), usize::from(holds));
    }
}

#[test]
fn commands_of_one_resource_serialize() {
    // Two independent DMAs on the tensor DMA run back to back (L7068).
    let mut p = Program::new();
    p.push(to_dm(0, 32768, 1024));
    p.push(to_dm(4096, 131072, 1024));
    let r = sim().run(&p).unwrap();
    assert_eq!(r.commands[1].start, DMA_1K);
    assert_eq!(r.total_cycles, 2 * DMA_1K);
    assert_eq!(r.busy(ResourceKind::Tdma), 2 * DMA_1K);
}

#[test]
fn in_op_overlap_reads_before_writes_and_warns() {
    // GEMV-style commit(0) over its own fetch source (digest E G-S9): each slice's fetch completes
    // before its commit, so shifting 64 i32 down by 8 elements reads the old values.
    let mut s = Simulator::new(SimConfig::default());
    let v: Vec<i32> = (0..72).collect();
    s.memory_mut().write_i32s(DM, 0, &v).unwrap();
    let mut p = Program::new();
    p.push(copy(Context::Main, 32, 0, 64)); // DM[0..256) = old DM[32..288)
    let r = s.run(&p).unwrap();
    assert_eq!(
        s.memory().read_i32s(DM, 0, 64).unwrap(),
        (8..72).collect::<Vec<i32>>()
    );
    assert_eq!(r.warnings.len(), 1);
    assert_eq!(r.warnings[0].command, 0);
    assert!(r.warnings[0].message.contains("writes bytes it also reads"));
}

#[test]
fn incremental_hazards_give_the_pairwise_schedule() {
    // Reference: the naive schedule that tests every earlier command for a hazard (L7069).
    let mut x = 99u64;
    let mut next = |m: u64| {
        x = x
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (x >> 33) % m
    };
    let mut p = Program::new();
    for _ in 0..120 {
        match next(3) {
            0 => p.push(to_dm(256 * next(64), 32 * next(512), 256)),
            1 => p.push(copy(
                Context::Main,
                32 * next(512),
                32 * next(512),
                8 * (1 + next(4) as u32),
            )),
            _ => p.push(copy(Context::Sub, 32 * next(512), 32 * next(512), 8)),
        };
    }
    let mut s = sim();
    let mem_before = s.memory().clone();
    let r = s.run(&p).unwrap();
    let cfg = SimConfig::default();
    let fps: Vec<_> = p
        .commands
        .iter()
        .map(|c| match c {
            Command::Dma(d) => visa_sim::dma::footprint(d),
            Command::TensorUnit(t) => {
                visa_sim::tensor_unit::plan(t, &mem_before, &cfg).unwrap();
                visa_sim::tensor_unit::footprint(t, &mem_before)
            }
        })
        .collect();
    let mut free = std::collections::HashMap::new();
    let (mut prev, mut ends) = (0u64, Vec::new());
    for (i, c) in r.commands.iter().enumerate() {
        let mut start = prev.max(*free.get(&c.resource).unwrap_or(&0));
        for j in 0..i {
            if !fps[j].hazards(&fps[i]).is_empty() {
                start = start.max(ends[j]);
            }
        }
        assert_eq!(c.start, start, "command {i}");
        ends.push(start + c.cycles());
        free.insert(c.resource, start + c.cycles());
        prev = start;
    }
}
