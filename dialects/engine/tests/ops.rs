//! The typed wrappers `visa_ir::op!` generates for the engine ops: accessors read the
//! values written in the text (checked against the literal values of the source), and
//! the generated builders produce the same ops as the parser.

use visa_engine::ops::{Collect, Commit, Fetch, Program, ToVrf, VectorFxp, VectorInit};
use visa_ir::{printer, verifier, Builder, Context, DialectRegistry, OpId};
use visa_tcp::{Context as TuContext, DType, FxpBinaryOp, SeqConfig};

const SRC: &str = r#"engine.program @k {
  %0 = engine.fetch {base = 64 : i64, context = #engine.context<main>, dtype = i32, fetches_per_packet = 1 : i64, seq = #engine.seq<[4 : 0, 8 : 1] : 8>, slices = array<i64: 0, 256>}
  %1 = engine.collect %0
  %2 = engine.vector_init %1 {dtype = i32}
  %3 = engine.vector_branch %2 {mode = #engine.branch<unconditional>}
  %4 = engine.vector_fxp %3 {imm = 1 : i64, op = #engine.fxp<add_fxp>}
  %5 = engine.vector_final %4
  engine.commit %5 {base = 4096 : i64, dtype = i32, seq = #engine.seq<[8 : 1] : 8>}
}
"#;

fn ctx() -> Context {
    let mut r = DialectRegistry::new();
    visa_engine::register(&mut r);
    Context::new(r)
}

fn first<T>(ctx: &Context, root: OpId, f: impl Fn(&Context, OpId) -> Option<T>) -> T {
    let mut found = Vec::new();
    ctx.walk(root, &mut |o| found.extend(f(ctx, o)));
    assert_eq!(found.len(), 1, "expected exactly one match");
    found.pop().unwrap()
}

#[test]
fn accessors_read_the_written_values() {
    let mut ctx = ctx();
    let m = visa_ir::parser::parse_source(&mut ctx, SRC, "t").unwrap();
    verifier::verify(&ctx, m).unwrap();
    let p = first(&ctx, m, Program::matches);
    assert_eq!(p.sym_name(&ctx), "k");
    assert_eq!(p.chips(&ctx), None);
    let f = first(&ctx, m, Fetch::matches);
    assert_eq!(f.base(&ctx), 64);
    assert_eq!(f.context(&ctx), TuContext::Main);
    assert_eq!(f.dtype(&ctx), DType::I32);
    assert_eq!(f.slices(&ctx), &[0, 256]);
    assert_eq!(f.seq(&ctx), &SeqConfig::new(&[(4, 0), (8, 1)], 8));
    assert_eq!(f.fetches_per_packet(&ctx), Some(1));
    assert_eq!(f.cast(&ctx), None);
    let c = first(&ctx, m, Collect::matches);
    assert_eq!(c.input(&ctx), f.output(&ctx));
    assert_eq!(first(&ctx, m, VectorInit::matches).dtype(&ctx), DType::I32);
    assert_eq!(
        first(&ctx, m, VectorFxp::matches).op(&ctx),
        FxpBinaryOp::AddFxp
    );
    let k = first(&ctx, m, Commit::matches);
    assert_eq!(k.base(&ctx), 4096);
    assert_eq!(k.seq(&ctx), &SeqConfig::new(&[(8, 1)], 8));
    assert_eq!(k.in_size(&ctx), None);
    // A wrapper matches only its own op.
    assert!(ToVrf::matches(&ctx, k.op_id()).is_none());
    assert!(Fetch::matches(&ctx, c.op_id()).is_none());
}

#[test]
fn builders_make_what_the_parser_reads() {
    let src = r#"engine.program @k {
  %0 = engine.fetch {base = 0 : i64, context = #engine.context<sub>, dtype = i32, seq = #engine.seq<[8 : 1] : 8>, slices = array<i64: 0, 256>}
  %1 = engine.collect %0
  engine.to_vrf %1 {addr = 128 : i64}
}
"#;
    let mut ctx = ctx();
    let m = visa_ir::parser::parse_source(&mut ctx, src, "t").unwrap();
    let expected = printer::print_op(&ctx, m, &Default::default());

    let mut ctx = self::ctx();
    let module = visa_ir::parser::parse_source(&mut ctx, "", "t").unwrap();
    let body = ctx.module_body(module);
    let ctx = &mut ctx;
    let loc = ctx.unknown_loc();
    let program = visa_engine::build::program(ctx, body, "k", loc);
    let block = ctx.region_blocks(ctx.region(program, 0))[0];
    let stream = visa_engine::stream_type(ctx);
    let mut b = Builder::at_end(ctx, block);
    let seq = SeqConfig::new(&[(8, 1)], 8);
    let f = Fetch::build(
        &mut b,
        TuContext::Sub,
        &[0, 256],
        0,
        DType::I32,
        &seq,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        None,
        stream,
    );
    let out = f.output(b.ctx);
    let c = Collect::build(&mut b, out, None, stream);
    let out = c.output(b.ctx);
    ToVrf::build(&mut b, out, 128);
    verifier::verify(ctx, module).unwrap();
    assert_eq!(
        printer::print_op(ctx, module, &Default::default()),
        expected
    );
}
