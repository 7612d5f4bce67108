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
use visa_driver::{simulate, Kernel, Tensor};
use visa_sim::DType;

const M: usize = 512;
const K: usize = 1024;
const N: usize = 512;

/// `n` bf16 values in [-2, 2) from a fixed linear congruential sequence (exact in bf16).
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

fn bf16_tensor(shape: &[u64], bits: &[u16]) -> Tensor {
    Tensor {
        dtype: DType::Bf16,
        shape: shape.to_vec(),
        bytes: bits.iter().flat_map(|b| b.to_le_bytes()).collect(),
    }
}

/// `C = A · B` in f32, i-k-j order (the cache-friendly plain loop).
fn matmul(a: &[f32], b: &[f32], c: &mut [f32]) {
    c.fill(0.0);
    for i in 0..M {
        for kk in 0..K {
            let x = a[i * K + kk];
            let row = &b[kk * N..(kk + 1) * N];
            let out = &mut c[i * N..(i + 1) * N];
            for (o, w) in out.iter_mut().zip(row) {
                *o += x * w;
            }
        }
    }
}

fn bench(c: &mut Criterion) {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/gemm_bf16.mlir");
    let text = std::fs::read_to_string(path).expect("examples/gemm_bf16.mlir");
    let lowered = Kernel::parse(path, &text)
        .and_then(|k| k.lower())
        .expect("gemm_bf16 lowers");
    let (a, b) = (values(M * K, 1), values(K * N, 2));
    let inputs = [
        bf16_tensor(&[M as u64, K as u64], &a),
        bf16_tensor(&[K as u64, N as u64], &b),
    ];
    let mut group = c.benchmark_group("gemm_bf16_512x1024x512");
    group.sample_size(10);
    group.bench_function("simulator", |bch| {
        bch.iter(|| {
            let sim = simulate::simulate(&lowered.program, &inputs).expect("gemm runs");
            black_box(sim.cycles)
        })
    });
    let widen = |v: &[u16]| -> Vec<f32> {
        v.iter()
            .map(|&x| f32::from_bits(u32::from(x) << 16))
            .collect()
    };
    let (af, bf) = (widen(&a), widen(&b));
    let mut out = vec![0f32; M * N];
    group.bench_function("f32_triple_loop", |bch| {
        bch.iter(|| {
            matmul(&af, &bf, &mut out);
            black_box(out[0])
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
