//! Benchmarks of the upstream dialects on large inputs:
//! - `canonicalize/arith_chain_100k`: parse + verify, then the greedy driver with every
//!   fold and pattern, on one function of ~112,500 arith ops (constant chains that
//!   reassociate, identities, subtractions);
//! - `verify/calls_100k`: verifying a module of 2,000 functions making 100,000
//!   `func.call`s (callee lookup per call).
//!
//! Run: `cargo bench -p visa-upstream --bench upstream`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::fmt::Write as _;
use std::hint::black_box;
use visa_ir::{Context, DialectRegistry, OpId};

fn context() -> Context {
    let mut registry = DialectRegistry::new();
    visa_upstream::register(&mut registry);
    Context::new(registry)
}

/// One function of `n` rounds of constants and `addi`/`subi`/`muli` chains.
fn arith_chain(n: usize) -> String {
    let mut s = String::from("func.func @big(%x: i32, %y: i32) -> i32 {\n");
    let mut prev = "%x".to_string();
    for i in 0..n {
        let _ = writeln!(s, "  %c{i} = arith.constant {} : i32", i % 100);
        let op = ["addi", "subi", "muli", "addi"][i % 4];
        if i % 4 == 2 {
            let _ = writeln!(s, "  %v{i} = arith.{op} %y, %c{i} : i32");
            let _ = writeln!(s, "  %w{i} = arith.addi %v{i}, {prev} : i32");
            prev = format!("%w{i}");
        } else {
            let _ = writeln!(s, "  %v{i} = arith.{op} {prev}, %c{i} : i32");
            prev = format!("%v{i}");
        }
    }
    let _ = writeln!(s, "  return {prev} : i32\n}}");
    s
}

/// `functions` functions, each a chain of `calls` calls to others.
fn call_graph(functions: usize, calls: usize) -> String {
    let mut s = String::new();
    for f in 0..functions {
        let _ = writeln!(s, "func.func @f{f}(%x: i32) -> i32 {{");
        let mut prev = "%x".to_string();
        for c in 0..calls {
            let callee = (f * 7 + c * 13) % functions;
            let _ = writeln!(s, "  %r{c} = func.call @f{callee}({prev}) : (i32) -> i32");
            prev = format!("%r{c}");
        }
        let _ = writeln!(s, "  return {prev} : i32\n}}");
    }
    s
}

fn parse(ctx: &mut Context, text: &str) -> OpId {
    let m = visa_ir::parser::parse_source(ctx, text, "bench.mlir").expect("parses");
    visa_ir::verifier::verify(ctx, m).expect("verifies");
    m
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("upstream");
    group.sample_size(10);
    let chain = arith_chain(50_000);
    group.bench_function("canonicalize/arith_chain_100k", |b| {
        b.iter(|| {
            let mut ctx = context();
            let m = parse(&mut ctx, &chain);
            let patterns = visa_passes::canonicalize::collect_patterns(&ctx);
            let frozen = visa_ir::rewrite::FrozenPatternSet::new(patterns);
            let config = visa_ir::rewrite::GreedyRewriteConfig::default();
            let r = visa_ir::rewrite::apply_patterns_greedily(&mut ctx, m, &frozen, &config);
            assert!(r.converged);
            black_box(ctx.num_ops_created())
        })
    });
    let calls = call_graph(2_000, 50);
    let mut ctx = context();
    let m = parse(&mut ctx, &calls);
    group.bench_function("verify/calls_100k", |b| {
        b.iter(|| black_box(visa_ir::verifier::verify(&ctx, m).is_ok()))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
