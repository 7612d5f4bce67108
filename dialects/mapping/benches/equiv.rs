//! Equivalence queries per second: the symbolic procedure (normal form, e-graph,
//! probe search) against enumeration of every position.
//!
//! Run: `cargo bench -p visa-mapping --bench equiv`.
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::time::Duration;
use visa_mapping::equiv::{enumerate, Prover};
use visa_mapping::{parse, Axes, Mapping};

fn pairs(axes: &str, list: &[(&str, &str)]) -> Vec<(Mapping, Mapping)> {
    let axes: Axes = axes.parse().unwrap();
    list.iter()
        .map(|(a, b)| (parse(a, &axes).unwrap(), parse(b, &axes).unwrap()))
        .collect()
}

/// Mappings of 2^20 elements: an equivalent pair, a bit rearrangement
/// (differs at position 1), and a pair differing only at the last position.
fn large() -> Vec<(Mapping, Mapping)> {
    pairs(
        "A=64, B=128, C=128",
        &[
            ("m![A, B / 16, B % 16, C]", "m![[A, B], C / 64, C % 64]"),
            ("m![A, B / 64, C, B % 64]", "m![A, B, C]"),
            ("m![[A, B, C] = 1048575 # 1048576]", "m![A, B, C]"),
        ],
    )
}

/// Mappings from the manual's kernels and examples (L145, L744, L819, L919, L1017,
/// L1188, L1831, the GEMM and NCHW examples).
fn manual() -> Vec<(Mapping, Mapping)> {
    pairs(
        "A=2048, B=512, C=13, D=61, N=4, H=8, W=8, I=256, J=256, K=2048",
        &[
            ("m![B / 64, B % 64]", "m![B]"),
            ("m![B / 64, B % 32, B / 32 % 2]", "m![B]"),
            ("m![1, A / 8 # 256, A % 8]", "m![A / 8 # 256, A % 8]"),
            ("m![C, D # 64]", "m![C, [D # 64] / 8, [D # 64] % 8]"),
            ("m![[N, C], H, W]", "m![N, C, H / 2, H % 2, W]"),
            ("m![N, C, H, W]", "m![W, H, C, N]"),
            ("m![I / 32, J / 32, I % 32, J % 32]", "m![I, J]"),
            ("m![[B, C] # 8000]", "m![[B, C] # 8000]"),
            ("m![K / 16, K % 16]", "m![K]"),
            ("m![B / 32 = 2 # 16, B % 32]", "m![B / 32 = 2 # 16, B % 32]"),
        ],
    )
}

fn bench(c: &mut Criterion) {
    let prover = Prover::default();
    let mut g = c.benchmark_group("equiv-2^20");
    g.sample_size(10).measurement_time(Duration::from_secs(5));
    for (k, (a, b)) in large().iter().enumerate() {
        g.bench_function(format!("symbolic/{k}"), |bn| {
            bn.iter(|| black_box(prover.check(black_box(a), black_box(b))))
        });
        g.bench_function(format!("enumerate/{k}"), |bn| {
            bn.iter(|| black_box(enumerate(black_box(a), black_box(b))))
        });
    }
    g.finish();
    let all = manual();
    c.bench_function("equiv-manual/symbolic-all-10", |bn| {
        bn.iter(|| {
            for (a, b) in &all {
                black_box(prover.check(black_box(a), black_box(b)));
            }
        })
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
