//! Simulator throughput on the norm kernel (issue 9 figure): `examples/rms_stats_bf16.mlir`
//! (RMSNorm statistics by split reduce over [256, 2 × 4096] bf16: 2,097,152 input
//! elements, four Tensor-Unit passes plus the host and tensor DMAs) is lowered once; each
//! iteration places the inputs in a fresh simulator and runs the whole program. Criterion
//! reports input elements per second. Run with
//! `cargo bench -p visa-lowering --bench norm_sim -- --warm-up-time 1 --measurement-time 3`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use visa_ir::{verifier, Context, DialectRegistry};
use visa_sim::{SimConfig, Simulator, Space};

fn program() -> visa_hw::HwProgram {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/rms_stats_bf16.mlir"
    );
    let text = std::fs::read_to_string(path).expect("examples/rms_stats_bf16.mlir");
    let mut r = DialectRegistry::new();
    visa_lowering::register_dialects(&mut r);
    let mut ctx = Context::new(r);
    let m = visa_ir::parser::parse_source(&mut ctx, &text, "k.mlir").expect("parses");
    verifier::verify(&ctx, m).expect("verifies");
    let mut reg = visa_ir::pass::PassRegistry::new();
    visa_lowering::register_passes(&mut reg);
    let mut pm = reg
        .parse_pipeline("builtin.module(lower-to-hw)")
        .expect("pipeline");
    pm.run(&mut ctx, m).expect("lowers");
    let prog = ctx
        .block_ops(ctx.module_body(m))
        .find(|&o| ctx.op_is(o, "hw.program"))
        .expect("an hw.program");
    visa_hw::translate(&ctx, prog).expect("translates")
}

fn bench(c: &mut Criterion) {
    let p = program();
    let inputs: Vec<Vec<u8>> = p
        .inputs
        .iter()
        .enumerate()
        .map(|(k, t)| {
            (0..t.elements())
                .flat_map(|i| {
                    let f = ((i * 7 + k as u64 * 3) % 17) as f32 / 8.0 - 1.0;
                    ((f.to_bits() >> 16) as u16).to_le_bytes()
                })
                .collect()
        })
        .collect();
    let elements: u64 = p.inputs.iter().map(|t| t.elements()).sum();
    let mut g = c.benchmark_group("sim_rms_stats_bf16");
    g.sample_size(10).throughput(Throughput::Elements(elements));
    g.bench_function("whole_program", |b| {
        b.iter(|| {
            let mut sim = Simulator::new(SimConfig::default());
            for (t, v) in p.inputs.iter().zip(&inputs) {
                sim.memory_mut()
                    .write(Space::Host, t.addr, v)
                    .expect("host write");
            }
            sim.run(&p.program).expect("runs")
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
