//! The contraction path end to end in the simulator: `to_trf` in the sub context, then a main
//! pass fetch -> Aligner -> Reducer -> accumulator -> cast -> commit, checked against plain
//! loops written here (the hardware's summation order in f32, and an f64 reference with the
//! issue's tolerance), never against the interpreter.

use visa_sim::*;

const DM: Space = Space::Dm { chip: 0 };

/// Deterministic bf16 values in about [-2, 2): bits of `x * 2^-k` with a 7-bit mantissa.
fn bf16_values(n: usize, seed: u64) -> Vec<u16> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let v = ((s >> 33) as i64 % 4096 - 2048) as f32 / 1024.0;
            (v.to_bits() >> 16) as u16 // truncation: an exact bf16 value
        })
        .collect()
}

fn bf(b: u16) -> f32 {
    f32::from_bits(u32::from(b) << 16)
}

fn bytes16(v: &[u16]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

fn pass(context: Context, fetch: Fetch, sink: Sink) -> TuCommand {
    TuCommand {
        context,
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
        loc: Some("contraction.rs".into()),
    }
}

fn fetch(base: u64, dtype: DType, entries: &[(u32, i64)], packet: u32, fpp: u32) -> Fetch {
    Fetch {
        base,
        dtype,
        seq: SeqConfig::new(entries, packet),
        fetches_per_packet: fpp,
        cast: None,
        zero_point: 0,
        stages: Default::default(),
    }
}

fn commit(base: u64, dtype: DType, in_size: u32, entries: &[(u32, i64)], packet: u32) -> Sink {
    Sink::Commit(Commit {
        base,
        dtype,
        commit_in_size: in_size,
        slice_bitmap: None,
        seq: SeqConfig::new(entries, packet),
    })
}

/// The hardware's order for one 32-element packet: products in f32, adjacent pairs summed
/// level by level.
fn tree32(x: &[f32], w: &[f32]) -> f32 {
    let mut v: Vec<f32> = x.iter().zip(w).map(|(a, b)| a * b).collect();
    while v.len() > 1 {
        v = v.chunks(2).map(|p| p[0] + p[1]).collect();
    }
    v[0]
}

/// Round to nearest even bf16, written here from the definition.
fn to_bf16(x: f32) -> u16 {
    let b = x.to_bits();
    let r = b + 0x7FFF + ((b >> 16) & 1);
    (r >> 16) as u16
}

/// The issue's tolerance for a sum of `k` products: 2 ulp(bf16) of the result plus
/// `k * 2^-24 * Σ|terms|`.
fn assert_close(got: f32, want: f64, k: usize, abs_sum: f64, what: &str) {
    let ulp = if want == 0.0 {
        0.0
    } else {
        2f64.powi((want.abs().log2().floor() as i32) - 7)
    };
    let tol = 2.0 * ulp + k as f64 * 2f64.powi(-24) * abs_sum;
    assert!(
        (f64::from(got) - want).abs() <= tol,
        "{what}: got {got}, want {want} (tol {tol})"
    );
}

#[test]
fn dot_product_k3() {
    // Manual K3 (L330–360): 2048 bf16, Row 1, Time A/32 reduced temporally, Packet A%32 by
    // the depth-5 tree, Interleaved, cast to bf16, commit one 8-byte write.
    let n = 2048;
    let (lhs, rhs) = (bf16_values(n, 1), bf16_values(n, 2));
    let mut sim = Simulator::new(SimConfig::default());
    sim.memory_mut().write(DM, 0, &bytes16(&lhs)).unwrap();
    sim.memory_mut().write(DM, 8192, &bytes16(&rhs)).unwrap();
    let mut p = Program::new();
    // Sub context: rhs -> TRF (8-byte fetches, 4 per 32-byte packet).
    p.push(pass(
        Context::Sub,
        fetch(8192, DType::Bf16, &[(2048, 1)], 4, 4),
        Sink::ToTrf(TrfLoad {
            address: TrfAddress::Full,
            rows: 1,
        }),
    ));
    let mut main = pass(
        Context::Main,
        fetch(0, DType::Bf16, &[(2048, 1)], 16, 1),
        commit(16384, DType::Bf16, 8, &[(4, 1)], 4),
    );
    main.contraction = Some(Box::new(Contraction {
        address: TrfAddress::Full,
        rows: 1,
        collect_flits: 2,
        time_broadcast: 1,
        trf_base: 0,
        trf_seq: SeqConfig::new(&[(64, 64)], 64),
        depth: 5,
        accumulate: Accumulate {
            kind: AccumulationKind::Interleaved,
            reduce: 64,
            inner: 1,
            columns: 1,
        },
    }));
    main.cast = Some(DType::Bf16);
    p.push(main);
    let report = sim.run(&p).unwrap();
    let out = sim.memory().read(DM, 16384, 8).unwrap();
    let got = u16::from_le_bytes([out[0], out[1]]);
    // Hardware order: 64 tree sums, accumulated in time order.
    let (x, w): (Vec<f32>, Vec<f32>) = (
        lhs.iter().map(|&b| bf(b)).collect(),
        rhs.iter().map(|&b| bf(b)).collect(),
    );
    let mut acc = 0f32;
    for t in 0..64 {
        let s = tree32(&x[32 * t..32 * t + 32], &w[32 * t..32 * t + 32]);
        acc = if t == 0 { s } else { acc + s };
    }
    assert_eq!(got, to_bf16(acc), "bit-exact against the hardware order");
    // The padded lanes of the output flit: Rows 1..7 are zero.
    assert_eq!(&out[2..8], &[0; 6]);
    // f64 reference.
    let want: f64 = x
        .iter()
        .zip(&w)
        .map(|(a, b)| f64::from(*a) * f64::from(*b))
        .sum();
    let abs: f64 = x
        .iter()
        .zip(&w)
        .map(|(a, b)| (f64::from(*a) * f64::from(*b)).abs())
        .sum();
    assert_close(bf(got), want, n, abs, "dot");
    // Cycles: the main pass is fetch-bound: 128 accesses + 5 tree levels.
    let main_report = &report.commands[1];
    assert_eq!(main_report.end - main_report.start, 128 + 5);
    match &main_report.detail {
        CostDetail::Tu(c) => {
            assert_eq!(c.contract, 64);
            assert_eq!(c.macs, 64 * 32);
        }
        other => panic!("{other:?}"),
    }
}

/// C[m][n] = Σ_k A[m][k] B[n][k] with 8 Rows, the stream replayed for N/8 (time broadcast),
/// K/32 reduced temporally with N/8 as the inner slot axis, Interleaved output.
#[test]
fn gemm_rows_time_broadcast_interleaved() {
    let (m, nn, k) = (4usize, 16usize, 64usize);
    let a = bf16_values(m * k, 3);
    let b = bf16_values(nn * k, 4);
    let mut sim = Simulator::new(SimConfig::default());
    sim.memory_mut().write(DM, 0, &bytes16(&a)).unwrap();
    sim.memory_mut().write(DM, 4096, &bytes16(&b)).unwrap();
    let mut p = Program::new();
    // TRF: Row N%8, Element [N/8, K]: fetch Time [N%8, N/8, K/4], 8-byte fetches.
    p.push(pass(
        Context::Sub,
        fetch(4096, DType::Bf16, &[(8, 64), (2, 512), (64, 1)], 4, 4),
        Sink::ToTrf(TrfLoad {
            address: TrfAddress::SecondHalf,
            rows: 8,
        }),
    ));
    // Stream: Time [M, K/16], Packet K%16 -> computation Time [M, K/32, N/8 (broadcast)].
    let mut main = pass(
        Context::Main,
        fetch(0, DType::Bf16, &[(4, 64), (64, 1)], 16, 1),
        commit(8192, DType::Bf16, 16, &[(64, 1)], 8),
    );
    main.contraction = Some(Box::new(Contraction {
        address: TrfAddress::SecondHalf,
        rows: 8,
        collect_flits: 2,
        time_broadcast: 2,
        trf_base: 0,
        trf_seq: SeqConfig::new(&[(4, 0), (2, 64), (2, 128)], 64),
        depth: 5,
        accumulate: Accumulate {
            kind: AccumulationKind::Interleaved,
            reduce: 2,
            inner: 2,
            columns: 1,
        },
    }));
    main.cast = Some(DType::Bf16);
    p.push(main);
    sim.run(&p).unwrap();
    let out = sim.memory().read(DM, 8192, (m * nn * 2) as u64).unwrap();
    for i in 0..m {
        for n in 0..nn {
            let got = u16::from_le_bytes([out[2 * (i * nn + n)], out[2 * (i * nn + n) + 1]]);
            let x: Vec<f32> = a[i * k..(i + 1) * k].iter().map(|&v| bf(v)).collect();
            let w: Vec<f32> = b[n * k..(n + 1) * k].iter().map(|&v| bf(v)).collect();
            let acc = tree32(&x[..32], &w[..32]) + tree32(&x[32..], &w[32..]);
            assert_eq!(got, to_bf16(acc), "C[{i}][{n}]");
            let want: f64 = x
                .iter()
                .zip(&w)
                .map(|(p, q)| f64::from(*p) * f64::from(*q))
                .sum();
            let abs: f64 = x
                .iter()
                .zip(&w)
                .map(|(p, q)| (f64::from(*p) * f64::from(*q)).abs())
                .sum();
            assert_close(bf(got), want, k, abs, "gemm");
        }
    }
}

/// i8, one flit per computation packet (zero upper half), 2 Rows, depth 2 (16 columns, 8 of
/// them the zero half), Sequential output in beats of 8, no cast: the i32 sums committed.
#[test]
fn i8_sequential_collect_one_flit() {
    let (t_n, rows) = (6usize, 2usize);
    let x: Vec<i8> = (0..t_n * 32).map(|i| ((i * 37 + 11) % 255) as i8).collect();
    let w: Vec<i8> = (0..rows * t_n * 32)
        .map(|i| ((i * 53 + 7) % 251) as i8)
        .collect();
    let mut sim = Simulator::new(SimConfig::default());
    let xb: Vec<u8> = x.iter().map(|&v| v as u8).collect();
    let wb: Vec<u8> = w.iter().map(|&v| v as u8).collect();
    sim.memory_mut().write(DM, 0, &xb).unwrap();
    sim.memory_mut().write(DM, 1024, &wb).unwrap();
    let mut p = Program::new();
    p.push(pass(
        Context::Sub,
        fetch(1024, DType::I8, &[(384, 1)], 8, 4),
        Sink::ToTrf(TrfLoad {
            address: TrfAddress::Full,
            rows: 2,
        }),
    ));
    let mut main = pass(
        Context::Main,
        fetch(0, DType::I8, &[(192, 1)], 32, 1),
        commit(4096, DType::I32, 32, &[(64, 1)], 8),
    );
    // Steps (reduce r, slot i) read TRF time t = 2r + i.
    main.contraction = Some(Box::new(Contraction {
        address: TrfAddress::Full,
        rows: 2,
        collect_flits: 1,
        time_broadcast: 1,
        trf_base: 0,
        trf_seq: SeqConfig::new(&[(3, 64), (2, 32)], 32),
        depth: 2,
        accumulate: Accumulate {
            kind: AccumulationKind::Sequential,
            reduce: 3,
            inner: 2,
            columns: 16,
        },
    }));
    p.push(main);
    sim.run(&p).unwrap();
    let got = sim.memory().read_i32s(DM, 4096, 64).unwrap();
    // Output order: slot i, Row r, 16 columns (2 beats of 8).
    for i in 0..2 {
        for r in 0..rows {
            for j in 0..16 {
                let mut want = 0i64;
                if j < 8 {
                    for red in 0..3 {
                        let t = 2 * red + i;
                        for q in 0..4 {
                            let kk = 4 * j + q;
                            want +=
                                i64::from(x[t * 32 + kk]) * i64::from(w[(r * t_n + t) * 32 + kk]);
                        }
                    }
                }
                assert_eq!(
                    i64::from(got[(i * rows + r) * 16 + j]),
                    want,
                    "slot {i} row {r} column {j}"
                );
            }
        }
    }
}

#[test]
fn contraction_rules_are_located_errors() {
    let mut sim = Simulator::new(SimConfig::default());
    sim.memory_mut().write(DM, 0, &[0u8; 4096]).unwrap();
    let mut main = pass(
        Context::Main,
        fetch(0, DType::Bf16, &[(2048, 1)], 16, 1),
        commit(16384, DType::Bf16, 8, &[(4, 1)], 4),
    );
    main.contraction = Some(Box::new(Contraction {
        address: TrfAddress::Full,
        rows: 3,
        collect_flits: 2,
        time_broadcast: 1,
        trf_base: 0,
        trf_seq: SeqConfig::new(&[(64, 64)], 64),
        depth: 5,
        accumulate: Accumulate {
            kind: AccumulationKind::Interleaved,
            reduce: 64,
            inner: 1,
            columns: 1,
        },
    }));
    main.cast = Some(DType::Bf16);
    let mut p = Program::new();
    p.push(main.clone());
    let e = sim.run(&p).unwrap_err().to_string();
    assert!(
        e.contains("manual: Computing Tensors › Contraction Engine › TRF Sequencer")
            && e.contains("contraction.rs"),
        "{e}"
    );
    // Reading a TRF nobody wrote is an error, not zeros.
    if let Some(c) = main.contraction.as_mut() {
        c.rows = 1;
    }
    let mut p = Program::new();
    p.push(main);
    let e = sim.run(&p).unwrap_err().to_string();
    assert!(
        e.to_lowercase().contains("unmapped") || e.contains("never"),
        "{e}"
    );
}

/// The issue's GEMM, 512 x 1024 x 512 on 256 slices: every 7th output checked bit for bit
/// against the hardware order written here, and against f64 with the issue's tolerance;
/// the contraction pass's cycles and MAC utilization by hand.
#[test]
fn gemm_512x1024x512() {
    use visa_sim::gemm::GemmShape;
    let g = GemmShape::issue();
    let (m, k, n) = (g.m as usize, g.k as usize, g.n as usize);
    let a = bf16_values(m * k, 5);
    let b = bf16_values(k * n, 6);
    let mut sim = Simulator::new(SimConfig::default());
    g.place(sim.memory_mut(), &a, &b).unwrap();
    let report = sim.run(&g.program()).unwrap();
    let c = g.read_c(sim.memory()).unwrap();
    let (af, bf_): (Vec<f32>, Vec<f32>) = (
        a.iter().map(|&v| bf(v)).collect(),
        b.iter().map(|&v| bf(v)).collect(),
    );
    let mut x = vec![0f32; k];
    let mut w = vec![0f32; k];
    for idx in (0..m * n).step_by(7) {
        let (i, j) = (idx / n, idx % n);
        x.copy_from_slice(&af[i * k..(i + 1) * k]);
        for (kk, wv) in w.iter_mut().enumerate() {
            *wv = bf_[kk * n + j];
        }
        let mut acc = 0f32;
        for t in 0..k / 32 {
            let s = tree32(&x[32 * t..32 * t + 32], &w[32 * t..32 * t + 32]);
            acc = if t == 0 { s } else { acc + s };
        }
        assert_eq!(c[idx], to_bf16(acc), "C[{i}][{j}]");
        let want: f64 = x
            .iter()
            .zip(&w)
            .map(|(p, q)| f64::from(*p) * f64::from(*q))
            .sum();
        let abs: f64 = x
            .iter()
            .zip(&w)
            .map(|(p, q)| (f64::from(*p) * f64::from(*q)).abs())
            .sum();
        assert_close(bf(c[idx]), want, k, abs, "gemm");
    }
    // The main pass: 32 x 32 x 4 = 4096 computation steps per slice (the stream side
    // delivers 2048 flits, each packet replayed 4 times) + 5 tree levels.
    let main = &report.commands[1];
    assert_eq!(main.end - main.start, 4096 + 5);
    let CostDetail::Tu(cost) = &main.detail else {
        panic!("{:?}", main.detail)
    };
    assert_eq!(cost.macs * 256, g.macs());
    // The sub pass: 64 KiB of B in 8-byte sub-context fetches, one per cycle: 8192 cycles.
    let sub = &report.commands[0];
    assert_eq!(sub.end - sub.start, 8192);
}

/// i4 (two per byte, low nibble first): 128 elements per computation packet, the deepest
/// tree (7 levels), 2 steps accumulated, i32 committed.
#[test]
fn i4_depth_7() {
    let n = 256usize; // elements per operand: 2 packets of 128
    let nib = |i: usize, seed: usize| (((i * 7 + seed * 3) % 16) as i32) - 8;
    let pack = |seed: usize| -> Vec<u8> {
        (0..n / 2)
            .map(|b| ((nib(2 * b, seed) & 0xF) | ((nib(2 * b + 1, seed) & 0xF) << 4)) as u8)
            .collect()
    };
    let mut sim = Simulator::new(SimConfig::default());
    sim.memory_mut().write(DM, 0, &pack(1)).unwrap();
    sim.memory_mut().write(DM, 1024, &pack(2)).unwrap();
    let mut p = Program::new();
    p.push(pass(
        Context::Sub,
        fetch(1024, DType::I4, &[(256, 1)], 16, 4),
        Sink::ToTrf(TrfLoad {
            address: TrfAddress::FirstHalf,
            rows: 1,
        }),
    ));
    let mut main = pass(
        Context::Main,
        fetch(0, DType::I4, &[(256, 1)], 64, 1),
        commit(2048, DType::I32, 32, &[(8, 1)], 8),
    );
    main.contraction = Some(Box::new(Contraction {
        address: TrfAddress::FirstHalf,
        rows: 1,
        collect_flits: 2,
        time_broadcast: 1,
        trf_base: 0,
        trf_seq: SeqConfig::new(&[(2, 64)], 64),
        depth: 7,
        accumulate: Accumulate {
            kind: AccumulationKind::Interleaved,
            reduce: 2,
            inner: 1,
            columns: 1,
        },
    }));
    p.push(main);
    sim.run(&p).unwrap();
    let got = sim.memory().read_i32s(DM, 2048, 8).unwrap();
    let want: i32 = (0..n).map(|i| nib(i, 1) * nib(i, 2)).sum();
    assert_eq!(got, [want, 0, 0, 0, 0, 0, 0, 0]);
}
