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
//! valgrind --tool=callgrind --toggle-collect='gemm_profile::support::matmul' \
//!     target/release/examples/gemm_profile loop
//! ```

use std::hint::black_box;
use visa_driver::simulate;

#[path = "../benches/support/gemm.rs"]
mod support;
use support::{matmul, M, N};

fn main() {
    let mode = std::env::args().nth(1).unwrap_or_else(|| "sim".into());
    let ops = support::operands();
    match mode.as_str() {
        "loop" => {
            let mut out = vec![0f32; M * N];
            matmul(&ops.a, &ops.b, &mut out);
            println!("c[0] = {}", black_box(out[0]));
        }
        "sim" => {
            let lowered = support::lowered();
            // An optional repeat count, for sampling profilers.
            let reps: usize = std::env::args()
                .nth(2)
                .and_then(|r| r.parse().ok())
                .unwrap_or(1);
            for _ in 1..reps {
                black_box(simulate::simulate(&lowered.program, &ops.inputs).expect("gemm runs"));
            }
            let sim = simulate::simulate(&lowered.program, &ops.inputs).expect("gemm runs");
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
