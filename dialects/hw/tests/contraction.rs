//! The contraction path through the hw dialect: commands with a `to_trf` sink, a
//! contraction stage (both accumulation kinds), a vector program and a cast are built with
//! `from_sim`, verified, and translate back 1:1 (`to_sim(from_sim(c)) == c`).

use visa_hw::{from_sim, to_sim};
use visa_ir::{verifier, Context, DialectRegistry, Value};
use visa_sim::{
    Accumulate, AccumulationKind, Collect, Command, Commit, Context as TuContext, Contraction,
    DType, Fetch, FxpBinaryOp, SeqConfig, Sink, SliceMask, SwitchConfig, TrfAddress, TrfLoad,
    TuCommand, VeOp, VeOperand, VeProgram, VeType,
};

fn ctx() -> Context {
    let mut r = DialectRegistry::new();
    visa_hw::register(&mut r);
    Context::new(r)
}

fn pass(context: TuContext, dtype: DType, seq: SeqConfig, fpp: u32, sink: Sink) -> TuCommand {
    TuCommand {
        context,
        chip: 0,
        slices: SliceMask::range(0, 4),
        fetch: Fetch {
            base: 0,
            dtype,
            seq,
            fetches_per_packet: fpp,
            cast: None,
            zero_point: 0,
            stages: Default::default(),
        },
        switch: Box::new(SwitchConfig::Forward),
        collect: Collect::default(),
        contraction: None,
        cast: None,
        vector: None,
        transpose: None,
        sink,
        loc: None,
    }
}

fn commands() -> Vec<Command> {
    let load = pass(
        TuContext::Sub,
        DType::I8,
        SeqConfig::new(&[(384, 1)], 8),
        4,
        Sink::ToTrf(TrfLoad {
            address: TrfAddress::SecondHalf,
            rows: 2,
        }),
    );
    let mut seq_i32 = pass(
        TuContext::Main,
        DType::I8,
        SeqConfig::new(&[(192, 1)], 32),
        1,
        Sink::Commit(Commit {
            base: 8192,
            dtype: DType::I8,
            commit_in_size: 8,
            slice_bitmap: None,
            seq: SeqConfig::new(&[(64, 1)], 8),
        }),
    );
    seq_i32.contraction = Some(Box::new(Contraction {
        address: TrfAddress::SecondHalf,
        rows: 2,
        collect_flits: 1,
        time_broadcast: 1,
        trf_base: 0,
        trf_seq: SeqConfig::new(&[(3, 64), (2, 32)], 32),
        depth: 2,
        accumulate: Accumulate {
            kind: AccumulationKind::Sequential,
            reduce: 3,
            inner: 2,
            columns: 16,
        },
    }));
    seq_i32.vector = Some(VeProgram {
        inter: None,
        dtype: VeType::I32,
        branch: visa_sim::BranchMode::Unconditional,
        cond: Default::default(),
        ops: vec![VeOp::Fxp {
            op: FxpBinaryOp::AddFxp,
            operand: VeOperand::Imm(3),
        }],
    });
    seq_i32.cast = Some(DType::I8);
    vec![Command::TensorUnit(load), Command::TensorUnit(seq_i32)]
}

#[test]
fn contraction_commands_translate_one_to_one() {
    let mut ctx = ctx();
    let module = ctx.create_module(None);
    let top = ctx.module_body(module);
    let loc = ctx.file_loc("c.mlir", 1, 1);
    let prog = from_sim::program(&mut ctx, top, "c", 1, loc);
    let body = ctx.module_body(prog);
    let mut tokens: Vec<Value> = Vec::new();
    let mut expected = commands();
    for (i, c) in expected.iter_mut().enumerate() {
        let l = ctx.file_loc("c.mlir", i as u32 + 2, 3);
        let op = from_sim::command(&mut ctx, body, c, &tokens, l);
        tokens.push(ctx.result(op, 0));
        if let Command::TensorUnit(t) = c {
            t.loc = Some(format!("c.mlir:{}:3", i + 2));
        }
    }
    verifier::verify(&ctx, prog).unwrap_or_else(|d| panic!("{d:?}"));
    let p = to_sim::translate(&ctx, prog).unwrap();
    assert_eq!(p.program.commands, expected);
}

#[test]
fn main_pass_must_wait_for_the_trf_load() {
    let mut ctx = ctx();
    let module = ctx.create_module(None);
    let top = ctx.module_body(module);
    let loc = ctx.file_loc("c.mlir", 1, 1);
    let prog = from_sim::program(&mut ctx, top, "c", 1, loc);
    let body = ctx.module_body(prog);
    for c in commands() {
        from_sim::command(&mut ctx, body, &c, &[], loc);
    }
    let e = verifier::verify(&ctx, prog).unwrap_err();
    assert!(format!("{e:?}").contains("RAW dependency"), "{e:?}");
}
