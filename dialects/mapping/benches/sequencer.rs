//! Sequencer derivations per second on the manual's configurations (Sequencer chapter
//! L1377–1627, Fetch Engine L1768–1935). Run with
//! `cargo bench -p visa-mapping --bench sequencer`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use visa_mapping::sequencer::{derive, ElemType, SeqRequest};
use visa_mapping::{parse_with, Axes, Names};

/// (name, axes, lets, buf, time, packet, dtype)
type Spec = (
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
    &'static str,
    &'static str,
    &'static str,
    ElemType,
);

const SPECS: [Spec; 8] = [
    (
        "nchw_whcn",
        "N=4, C=3, H=8, W=8",
        &[],
        "m![N, C, H, W]",
        "m![W, H, C, N]",
        "m![1]",
        ElemType::Bf16,
    ),
    (
        "rearranging",
        "A=8, B=8, C=8",
        &[],
        "m![A, B, C # 32]",
        "m![B, A]",
        "m![C # 16]",
        ElemType::I8,
    ),
    (
        "splitting",
        "A=8, B=8, C=4",
        &[],
        "m![A, B, C # 8]",
        "m![A % 2, B % 4, A / 2, B / 4]",
        "m![C # 32]",
        ElemType::I8,
    ),
    (
        "slicing",
        "A=16, B=8, C=8",
        &[],
        "m![A, B, C]",
        "m![A / 4, A % 4 = 3, B / 4, B % 4 = 2]",
        "m![C]",
        ElemType::I8,
    ),
    (
        "broadcasting",
        "A=16, T=4, P=4",
        &[],
        "m![A]",
        "m![T, A]",
        "m![P]",
        ElemType::I8,
    ),
    (
        "merging",
        "N=8, C=8, H=8, W=32",
        &[],
        "m![N, C, H, W]",
        "m![W / 16, H % 2, H / 2, C / 2, C % 2, N / 2, N % 2, W / 8 % 2]",
        "m![W % 8]",
        ElemType::I8,
    ),
    (
        "masking_case_1",
        "A=32, B=90",
        &[("B'", "# 2 + B + # 4")],
        "m![A, B # 96]",
        "m![A, B' / 32]",
        "m![B' % 32]",
        ElemType::I8,
    ),
    (
        "masking_case_3",
        "A=32, B=97",
        &[("B'", "B + # 31")],
        "m![A, B # 128]",
        "m![A, B' / 16, 1]",
        "m![B' % 16]",
        ElemType::F32,
    ),
];

fn requests() -> Vec<(&'static str, SeqRequest)> {
    SPECS
        .iter()
        .map(|(name, axes, lets, buf, time, packet, dtype)| {
            let axes: Axes = axes.parse().expect("axes");
            let mut names = Names::new();
            for (n, body) in *lets {
                let m = parse_with(body, &axes, &names).expect("let");
                names.insert(n, m);
            }
            let p = |t: &str| parse_with(t, &axes, &names).expect("mapping");
            (*name, SeqRequest::new(p(buf), p(time), p(packet), *dtype))
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let reqs = requests();
    let mut g = c.benchmark_group("sequencer_derive");
    for (name, req) in &reqs {
        g.throughput(Throughput::Elements(1));
        g.bench_function(*name, |b| {
            b.iter(|| derive(black_box(req)).expect("derives"))
        });
    }
    g.throughput(Throughput::Elements(reqs.len() as u64));
    g.bench_function("all_manual_configs", |b| {
        b.iter(|| {
            for (_, req) in &reqs {
                black_box(derive(black_box(req)).expect("derives"));
            }
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
