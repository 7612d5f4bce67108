//! Simulator throughput on the norm kernels (issue 9 figure), in input elements per second:
//! `examples/layernorm_bf16.mlir` (the figure: [256, 8192] bf16 x plus gamma and
//! beta, 2,113,536 input elements; eleven Tensor-Unit passes, two sub-context VRF loads,
//! the relay DMA and the host and tensor DMAs), `examples/rmsnorm_bf16.mlir` and the
//! statistics alone, `examples/rms_stats_bf16.mlir` ([256, 2 × 4096] bf16, four passes).
//! Each kernel is lowered once; each iteration places the inputs in a fresh simulator and
//! runs the whole program. Run with
//! `cargo bench -p visa-lowering --bench norm_sim -- --warm-up-time 1 --measurement-time 3`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use visa_ir::{verifier, Context, DialectRegistry};
use visa_sim::{SimConfig, Simulator, Space};

/// `examples/<name>.mlir` lowered to one hw program.
fn program(name: &str) -> visa_hw::HwProgram {
    let path = format!("{}/../examples/{name}.mlir", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("the example");
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
    for name in ["layernorm_bf16", "rmsnorm_bf16", "rms_stats_bf16"] {
        bench_one(c, name);
    }
}

/// One kernel's group: bf16 inputs in [-1, 1), the whole program per iteration.
fn bench_one(c: &mut Criterion, name: &str) {
    let p = program(name);
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
    let mut g = c.benchmark_group(format!("sim_{name}"));
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
