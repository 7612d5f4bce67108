//! Parser throughput probe: parses a generated `func.func` of N `arith` ops (generic
//! form, unregistered ops) a few times and prints the best time and ops per second.
//! Small enough to run under `valgrind --tool=callgrind` for instruction counts.
//!
//! Run: `cargo run --release -p visa-ir --example parse_throughput -- [N] [REPEATS]`.

use std::time::Instant;
use visa_ir::parser::{generate_arith_module, parse_source};
use visa_ir::{Context, DialectRegistry};

fn main() {
    let mut args = std::env::args().skip(1);
    let n: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100_000);
    let repeats: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(5);
    let text = generate_arith_module(n);
    let mut best = f64::INFINITY;
    for _ in 0..repeats.max(1) {
        let mut cx = Context::new(DialectRegistry::new());
        cx.allow_unregistered = true;
        let t = Instant::now();
        let m = parse_source(&mut cx, std::hint::black_box(&text), "bench.mlir");
        let dt = t.elapsed().as_secs_f64();
        if let Err(e) = m {
            eprintln!("parse failed: {e:?}");
            std::process::exit(1);
        }
        best = best.min(dt);
    }
    println!(
        "parse {n} ops: best {:.3} ms, {:.0} K ops/s",
        best * 1e3,
        n as f64 / best / 1e3
    );
}
