//! The GEMM bench's set-up, shared by `benches/gemm.rs` (criterion) and
//! `examples/gemm_profile.rs` (instruction counts): `examples/gemm_bf16.mlir` (512 × 1024 × 512
//! bf16) lowered by `lower-to-hw`, its inputs from a fixed sequence, and the plain f32
//! triple-loop matmul the simulation is compared with.

use visa_driver::{Kernel, Lowered, Tensor};
use visa_sim::DType;

pub const M: usize = 512;
pub const K: usize = 1024;
pub const N: usize = 512;

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

/// The bench's operands, as the simulator takes them and widened to f32 for the loop.
pub struct Operands {
    /// `a: [M, K]`, `b: [K, N]` as bf16 host tensors.
    pub inputs: [Tensor; 2],
    /// The same values as f32, row-major.
    pub a: Vec<f32>,
    pub b: Vec<f32>,
}

/// The operands from seeds 1 (A) and 2 (B).
pub fn operands() -> Operands {
    let (a, b) = (values(M * K, 1), values(K * N, 2));
    let widen = |v: &[u16]| -> Vec<f32> {
        v.iter()
            .map(|&x| f32::from_bits(u32::from(x) << 16))
            .collect()
    };
    Operands {
        inputs: [
            bf16_tensor(&[M as u64, K as u64], &a),
            bf16_tensor(&[K as u64, N as u64], &b),
        ],
        a: widen(&a),
        b: widen(&b),
    }
}

/// `examples/gemm_bf16.mlir` through `lower-to-hw`.
pub fn lowered() -> Lowered {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/gemm_bf16.mlir");
    let text = std::fs::read_to_string(path).expect("examples/gemm_bf16.mlir");
    Kernel::parse(path, &text)
        .and_then(|k| k.lower())
        .expect("gemm_bf16 lowers")
}

/// `C = A · B` in f32, i-k-j order (the cache-friendly plain loop). Never inlined, so
/// callgrind can count it alone.
#[inline(never)]
pub fn matmul(a: &[f32], b: &[f32], c: &mut [f32]) {
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
