//! Simulator speed on the contraction path (issue 8, item 6): `examples/gemm_bf16.mlir`
//! (512 × 1024 × 512 bf16), lowered once by `lower-to-hw` and simulated bit-exactly — every
//! command of the kernel: host and tensor DMA, the TRF load, the contraction pass, the
//! commit and the way back — beside a plain f32 triple-loop matmul of the same shape, in the
//! same run.
//!
//! Run: `cargo bench -p visa-driver --bench gemm -- --warm-up-time 1 --measurement-time 3`.
//! The ratio of the two `gemm_bf16_512x1024x512` times is the simulator's overhead over
//! computing the product directly (the goal: at most 3x).

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use visa_driver::simulate;

#[path = "support/gemm.rs"]
mod support;
use support::{matmul, M, N};

fn bench(c: &mut Criterion) {
    let lowered = support::lowered();
    let ops = support::operands();
    let mut group = c.benchmark_group("gemm_bf16_512x1024x512");
    group.sample_size(10);
    group.bench_function("simulator", |bch| {
        bch.iter(|| {
            let sim = simulate::simulate(&lowered.program, &ops.inputs).expect("gemm runs");
            black_box(sim.cycles)
        })
    });
    let mut out = vec![0f32; M * N];
    group.bench_function("f32_triple_loop", |bch| {
        bch.iter(|| {
            matmul(&ops.a, &ops.b, &mut out);
            black_box(out[0])
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
