//! The Transpose Engine through the hw dialect: commands with a `transpose` stage (i8 and
//! bf16, one with Trim) are built with `from_sim`, verified, printed, parsed back and
//! translate back 1:1 (`to_sim(parse(print(from_sim(c)))) == c`); the element width is
//! recovered from the stream (`visa_tcp::transpose::stream_dtype`), not stored.

use visa_hw::{from_sim, to_sim};
use visa_ir::{parser, printer, verifier, Context, DialectRegistry, Value};
use visa_sim::{
    Collect, Command, Commit, Context as TuContext, DType, Fetch, SeqConfig, Sink, SliceMask,
    SwitchConfig, TuCommand,
};
use visa_tcp::transpose::Transpose;

fn ctx() -> Context {
    let mut r = DialectRegistry::new();
    r.register(visa_ir::builtin::dialect());
    visa_hw::register(&mut r);
    Context::new(r)
}

fn pass(dtype: DType, fetch: SeqConfig, commit: SeqConfig, t: Transpose) -> Command {
    Command::TensorUnit(TuCommand {
        context: TuContext::Main,
        chip: 0,
        slices: SliceMask::range(0, 4),
        fetch: Fetch {
            base: 0,
            dtype,
            seq: fetch,
            fetches_per_packet: 1,
            cast: None,
            zero_point: 0,
            stages: Default::default(),
        },
        switch: Box::new(SwitchConfig::Forward),
        collect: Collect::default(),
        contraction: None,
        cast: None,
        vector: None,
        transpose: Some(t),
        sink: Sink::Commit(Commit {
            base: 8192,
            dtype,
            commit_in_size: 8,
            slice_bitmap: None,
            seq: commit,
        }),
        loc: None,
    })
}

fn commands() -> Vec<Command> {
    let t = |bits, in_rows, valid, iterations| Transpose {
        bits,
        in_rows,
        packets_per_col: 1,
        valid_per_packet: valid,
        iterations,
    };
    vec![
        // G47: 8×8 i8, 8 matrices: 64 flits in, 64 out of 8 committed bytes.
        pass(
            DType::I8,
            SeqConfig::new(&[(512, 1)], 8),
            SeqConfig::new(&[(512, 1)], 8),
            t(8, 8, 8, 8),
        ),
        // G50: bf16, 4 rows: 32 flits in, 8 × 8 = 64 out of 4 bf16.
        pass(
            DType::Bf16,
            SeqConfig::new(&[(256, 1)], 8),
            SeqConfig::new(&[(256, 1)], 4),
            t(16, 4, 8, 8),
        ),
        // G48's Trim: i8, 4 rows of 2 data elements, 16 matrices: 64 in, 32 out (each
        // 8-byte fetch reads a row's 2 elements and 6 bytes beyond into the padded lanes,
        // as lower-to-hw derives it for test/visa-run/check-transpose-engine-trim.mlir).
        pass(
            DType::I8,
            SeqConfig::new(&[(64, 2), (8, 1)], 8),
            SeqConfig::new(&[(256, 1)], 8),
            t(8, 4, 2, 16),
        ),
    ]
}

#[test]
fn transpose_commands_translate_one_to_one_through_text() {
    let mut ctx = ctx();
    let module = ctx.create_module(None);
    let top = ctx.module_body(module);
    let loc = ctx.file_loc("t.mlir", 1, 1);
    let prog = from_sim::program(&mut ctx, top, "t", 1, loc);
    let body = ctx.module_body(prog);
    let mut tokens: Vec<Value> = Vec::new();
    let expected = commands();
    for (i, c) in expected.iter().enumerate() {
        let l = ctx.file_loc("t.mlir", i as u32 + 2, 3);
        let op = from_sim::command(&mut ctx, body, c, &tokens, l);
        tokens.push(ctx.result(op, 0));
    }
    verifier::verify(&ctx, prog).unwrap_or_else(|d| panic!("{d:?}"));
    let text = printer::print_op(&ctx, module, &Default::default());
    assert_eq!(text.matches("hw.transpose {").count(), 3, "{text}");
    let mut back = self::ctx();
    let m = parser::parse_source(&mut back, &text, "t.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    verifier::verify(&back, m).unwrap_or_else(|d| panic!("{d:?}"));
    let prog = back
        .block_ops(back.module_body(m))
        .find(|&o| back.op_is(o, "hw.program"))
        .unwrap();
    let p = to_sim::translate(&back, prog).unwrap();
    let strip = |c: &Command| match c {
        Command::TensorUnit(t) => Command::TensorUnit(TuCommand {
            loc: None,
            ..t.clone()
        }),
        c => c.clone(),
    };
    let got: Vec<Command> = p.program.commands.iter().map(strip).collect();
    assert_eq!(got, expected);
}
