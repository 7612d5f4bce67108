//! Text-format throughput: parse, verify and print (generic and custom forms) of a
//! generated `func.func` of 100,000 `arith` ops, in ops per second. The upstream
//! dialects are not registered in the IR crate, so the ops are unregistered (parsed
//! with `allow_unregistered`); verification then checks structure and dominance only.
//!
//! Run: `cargo bench -p visa-ir --bench text`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use std::hint::black_box;
use visa_ir::parser::{generate_arith_module, parse_source};
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::{verifier, Context, DialectRegistry};

const N: usize = 100_000;

fn ctx() -> Context {
    let mut c = Context::new(DialectRegistry::new());
    c.allow_unregistered = true;
    c
}

fn bench(c: &mut Criterion) {
    let text = generate_arith_module(N);
    let mut g = c.benchmark_group("text");
    g.sample_size(10);
    g.throughput(Throughput::Elements(N as u64));
    g.bench_function("parse", |b| {
        b.iter_batched(
            ctx,
            |mut cx| {
                let m = parse_source(&mut cx, black_box(&text), "bench.mlir").expect("parses");
                (cx, m)
            },
            BatchSize::LargeInput,
        )
    });
    let mut cx = ctx();
    let m = parse_source(&mut cx, &text, "bench.mlir").expect("parses");
    g.bench_function("verify", |b| {
        b.iter(|| verifier::verify(black_box(&cx), m).expect("verifies"))
    });
    let generic = PrintOptions {
        generic: true,
        ..PrintOptions::default()
    };
    g.bench_function("print_generic", |b| {
        b.iter(|| print_op(black_box(&cx), m, &generic))
    });
    g.bench_function("print_custom", |b| {
        b.iter(|| print_op(black_box(&cx), m, &PrintOptions::default()))
    });
    g.bench_function("parse_verify_print", |b| {
        b.iter_batched(
            ctx,
            |mut cx| {
                let m = parse_source(&mut cx, black_box(&text), "bench.mlir").expect("parses");
                verifier::verify(&cx, m).expect("verifies");
                print_op(&cx, m, &generic)
            },
            BatchSize::LargeInput,
        )
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
