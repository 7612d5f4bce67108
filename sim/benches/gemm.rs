//! Simulator speed on the contraction path (issue 8, item 6): the bf16 GEMM 512 x 1024 x 512
//! of [`visa_sim::gemm`] (the TRF load and the contraction pass on 256 slices, bit-exact)
//! beside a plain f32 triple-loop matmul of the same shape on the same host.
//!
//! Run: `cargo bench -p visa-sim --bench gemm -- --warm-up-time 1 --measurement-time 3`.
//! The ratio of the two `gemm_bf16_512x1024x512` times is the simulator's overhead over
//! computing the product directly (the issue's goal: at most 3x).

use criterion::{criterion_group, criterion_main, BatchSize, Criterion};
use std::hint::black_box;
use visa_sim::gemm::GemmShape;
use visa_sim::{SimConfig, Simulator};

fn values(n: usize, seed: u64) -> Vec<u16> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let v = ((s >> 33) as i64 % 4096 - 2048) as f32 / 1024.0;
            (v.to_bits() >> 16) as u16
        })
        .collect()
}

/// `C = A · B` in f32, i-k-j order (the cache-friendly plain loop).
fn matmul(a: &[f32], b: &[f32], c: &mut [f32], m: usize, k: usize, n: usize) {
    c.fill(0.0);
    for i in 0..m {
        for kk in 0..k {
            let x = a[i * k + kk];
            let row = &b[kk * n..(kk + 1) * n];
            let out = &mut c[i * n..(i + 1) * n];
            for (o, w) in out.iter_mut().zip(row) {
                *o += x * w;
            }
        }
    }
}

fn bench(c: &mut Criterion) {
    let g = GemmShape::issue();
    let (m, k, n) = (g.m as usize, g.k as usize, g.n as usize);
    let (a, b) = (values(m * k, 1), values(k * n, 2));
    let mut base = Simulator::new(SimConfig::default());
    g.place(base.memory_mut(), &a, &b).expect("placement");
    let program = g.program();
    let mut group = c.benchmark_group("gemm_bf16_512x1024x512");
    group.sample_size(10);
    // The machine state is copied outside the timed part, as the loop's inputs are made
    // outside its own.
    group.bench_function("simulator", |bch| {
        bch.iter_batched(
            || base.clone(),
            |mut sim| black_box(sim.run(&program).expect("gemm runs").total_cycles),
            BatchSize::LargeInput,
        )
    });
    let af: Vec<f32> = a
        .iter()
        .map(|&v| f32::from_bits(u32::from(v) << 16))
        .collect();
    let bf: Vec<f32> = b
        .iter()
        .map(|&v| f32::from_bits(u32::from(v) << 16))
        .collect();
    let mut out = vec![0f32; m * n];
    group.bench_function("f32_triple_loop", |bch| {
        bch.iter(|| {
            matmul(&af, &bf, &mut out, m, k, n);
            black_box(out[0])
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
