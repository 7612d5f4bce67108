//! The whole lowering on text: stream-level K1 (L158–220) parsed, lowered through
//! engine to hw, simulated, and checked against a plain loop.

use visa_ir::{verifier, Context, DialectRegistry, OpId};
use visa_sim::{SimConfig, Simulator, Space};

fn ctx() -> Context {
    let mut r = DialectRegistry::new();
    visa_stream::register(&mut r);
    visa_engine::register(&mut r);
    visa_hw::register(&mut r);
    Context::new(r)
}

fn parse(ctx: &mut Context, name: &str) -> OpId {
    let path = format!("{}/tests/inputs/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let m = visa_ir::parser::parse_source(ctx, &text, name).unwrap_or_else(|d| panic!("{d:?}"));
    verifier::verify(ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    m
}

#[test]
fn k1_text_lowers_to_hw_and_adds_one() {
    let mut ctx = ctx();
    let m = parse(&mut ctx, "k1.mlir");
    visa_lowering::stream_to_engine::run(&mut ctx, m, None).unwrap_or_else(|d| panic!("{d:?}"));
    verifier::verify(&ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    visa_lowering::engine_to_hw::run(&mut ctx, m).unwrap();
    verifier::verify(&ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    let body = ctx.module_body(m);
    let prog = ctx.block_ops(body).next().unwrap();
    let p = visa_hw::translate(&ctx, prog).unwrap();
    assert_eq!(p.name, "main");
    assert_eq!(p.inputs[0].shape, vec![2048]);
    let input: Vec<i32> = (0..2048).map(|a| (a * 1_000_003) ^ 0x5a5a).collect();
    let mut sim = Simulator::new(SimConfig::default());
    sim.memory_mut()
        .write_i32s(Space::Host, p.inputs[0].addr, &input)
        .unwrap();
    sim.run(&p.program).unwrap_or_else(|e| panic!("{e}"));
    let out = sim
        .memory()
        .read_i32s(Space::Host, p.outputs[0].addr, 2048)
        .unwrap();
    let mut expect = Vec::new();
    for &x in &input {
        expect.push(x.wrapping_add(1));
    }
    assert_eq!(out, expect);
}

#[test]
fn k2_text_lowers_to_hw_and_multiplies() {
    let mut ctx = ctx();
    let m = parse(&mut ctx, "k2.mlir");
    visa_lowering::stream_to_engine::run(&mut ctx, m, None).unwrap_or_else(|d| panic!("{d:?}"));
    verifier::verify(&ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    visa_lowering::engine_to_hw::run(&mut ctx, m).unwrap();
    verifier::verify(&ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    let body = ctx.module_body(m);
    let prog = ctx.block_ops(body).next().unwrap();
    let p = visa_hw::translate(&ctx, prog).unwrap();
    assert_eq!(p.inputs.len(), 2);
    // Host placement: arguments then the result, 256-byte aligned, 8192 bytes each.
    assert_eq!(
        (p.inputs[0].addr, p.inputs[1].addr, p.outputs[0].addr),
        (0, 8192, 16384)
    );
    let lhs: Vec<i32> = (0..2048).map(|a| a * 65_537 - 77).collect();
    let rhs: Vec<i32> = (0..2048).map(|a| 31 - a * 40_503).collect();
    let mut sim = Simulator::new(SimConfig::default());
    sim.memory_mut().write_i32s(Space::Host, 0, &lhs).unwrap();
    sim.memory_mut()
        .write_i32s(Space::Host, 8192, &rhs)
        .unwrap();
    let report = sim.run(&p.program).unwrap_or_else(|e| panic!("{e}"));
    let out = sim.memory().read_i32s(Space::Host, 16384, 2048).unwrap();
    let mut expect = Vec::new();
    for a in 0..2048 {
        expect.push(lhs[a].wrapping_mul(rhs[a]));
    }
    assert_eq!(out, expect);
    assert!(report.total_cycles > 0);
}

#[test]
fn lower_to_hw_pipeline_runs_both_passes() {
    let mut ctx = ctx();
    let m = parse(&mut ctx, "k1.mlir");
    let mut reg = visa_ir::pass::PassRegistry::new();
    visa_lowering::register_passes(&mut reg);
    let mut pm = reg.parse_pipeline("builtin.module(lower-to-hw)").unwrap();
    pm.run(&mut ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    let body = ctx.module_body(m);
    let ops: Vec<OpId> = ctx.block_ops(body).collect();
    assert_eq!(ops.len(), 1);
    assert!(ctx.op_is(ops[0], "hw.program"));
    // 2 PCIe DMAs, 2 tensor DMAs and one Tensor-Unit pass.
    assert_eq!(
        visa_hw::translate(&ctx, ops[0])
            .unwrap()
            .program
            .commands
            .len(),
        5
    );
}
