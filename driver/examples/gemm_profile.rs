//! A probe for instruction counts of the GEMM bench (`benches/gemm.rs`) under callgrind or
//! `perf stat`: the same kernel (`examples/gemm_bf16.mlir`, 512 × 1024 × 512 bf16), the same
//! inputs, and either one simulation (`sim`, printing the cycle count and an FNV-1a hash of
//! the result bytes, so a change can be shown to keep both; an optional second argument
//! repeats the simulation, for sampling profilers) or one plain f32 triple-loop
//! matmul of the same shape (`loop`).
//!
//! ```text
//! cargo build --profile bench -p visa-driver --example gemm_profile
//! valgrind --tool=callgrind --toggle-collect='visa_driver::simulate::simulate' \
//!     target/release/examples/gemm_profile sim
//! valgrind --tool=callgrind --toggle-collect='gemm_profile::matmul' \
//!     target/release/examples/gemm_profile loop
//! ```

use std::hint::black_box;
use visa_driver::{simulate, Kernel, Tensor};
use visa_sim::DType;

const M: usize = 512;
const K: usize = 1024;
const N: usize = 512;

/// `n` bf16 values in [-2, 2) from a fixed linear congruential sequence (the bench's).
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

/// `C = A · B` in f32, i-k-j order (the bench's loop).
#[inline(never)]
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

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "sim".into());
    let (a, b) = (values(M * K, 1), values(K * N, 2));
    match mode.as_str() {
        "loop" => {
            let widen = |v: &[u16]| -> Vec<f32> {
                v.iter()
                    .map(|&x| f32::from_bits(u32::from(x) << 16))
                    .collect()
            };
            let (af, bf) = (widen(&a), widen(&b));
            let mut out = vec![0f32; M * N];
            matmul(&af, &bf, &mut out);
            println!("c[0] = {}", black_box(out[0]));
        }
        "sim" => {
            let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/gemm_bf16.mlir");
            let text = std::fs::read_to_string(path).expect("examples/gemm_bf16.mlir");
            let lowered = Kernel::parse(path, &text)
                .and_then(|k| k.lower())
                .expect("gemm_bf16 lowers");
            let inputs = [
                bf16_tensor(&[M as u64, K as u64], &a),
                bf16_tensor(&[K as u64, N as u64], &b),
            ];
            // An optional repeat count, for sampling profilers.
            let reps: usize = std::env::args()
                .nth(2)
                .and_then(|r| r.parse().ok())
                .unwrap_or(1);
            for _ in 1..reps {
                black_box(simulate::simulate(&lowered.program, &inputs).expect("gemm runs"));
            }
            let sim = simulate::simulate(&lowered.program, &inputs).expect("gemm runs");
            let mut h: u64 = 0xcbf29ce484222325;
            for t in &sim.results {
                for &byte in &t.bytes {
                    h = (h ^ u64::from(byte)).wrapping_mul(0x100000001b3);
                }
            }
            println!("cycles {} hash {h:016x}", sim.cycles);
        }
        other => {
            eprintln!("usage: gemm_profile [sim|loop] (got {other:?})");
            std::process::exit(2);
        }
    }
}
