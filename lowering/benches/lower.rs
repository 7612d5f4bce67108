//! `lower-to-hw` compile time against tensor size: the constant-add kernel
//! (`examples/constant_add.mlir`, L158–220) scaled from 2^11 to 2^24 elements, parsed,
//! verified, lowered to `hw` and verified again. Issue 7's goal: 2^24 within 2x of 2^11.
//! Run with `cargo bench -p visa-lowering --bench lower`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::time::Duration;
use visa_ir::{verifier, Context, DialectRegistry};

/// The constant-add kernel with `A = n`: 256 slices of `n / 256` elements, the begun stream
/// one packet per slice, fetched streams in 8-element (32-byte) packets, the result
/// committed right after the input in each slice.
fn scaled(n: u64) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/constant_add.mlir");
    let text = std::fs::read_to_string(path).expect("examples/constant_add.mlir");
    let e = n / 256;
    let out = (4 * e).max(4096);
    text.lines()
        .map(|l| {
            let mut l = l
                .replace("A = 2048", &format!("A = {n}"))
                .replace("m[A / 8 # 256]", &format!("m[A / {e} # 256]"));
            if l.starts_with("!dm") {
                l = l.replace("m[A % 8]>", &format!("m[A % {e}]>"));
            } else if l.starts_with("!begin") {
                l = l.replace("m[1], m[A % 8]>", &format!("m[1], m[A % {e}]>"));
            } else if l.starts_with('!') && e > 8 {
                l = l.replace("m[1], m[A % 8]>", &format!("m[A % {e} / 8], m[A % 8]>"));
            }
            l.replace("commit %v3 at 4096", &format!("commit %v3 at {out}"))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn lower(text: &str) {
    let mut r = DialectRegistry::new();
    visa_stream::register(&mut r);
    visa_engine::register(&mut r);
    visa_hw::register(&mut r);
    let mut ctx = Context::new(r);
    let m = visa_ir::parser::parse_source(&mut ctx, text, "k.mlir").expect("parses");
    verifier::verify(&ctx, m).expect("verifies");
    visa_lowering::stream_to_engine::run(&mut ctx, m, None).expect("to engine");
    visa_lowering::engine_to_hw::run(&mut ctx, m).expect("to hw");
    verifier::verify(&ctx, m).expect("hw verifies");
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("lower_to_hw_constant_add");
    g.sample_size(20)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1));
    for log in [11u32, 24] {
        let text = scaled(1 << log);
        g.bench_with_input(
            BenchmarkId::from_parameter(format!("2^{log}")),
            &text,
            |b, t| b.iter(|| lower(t)),
        );
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
