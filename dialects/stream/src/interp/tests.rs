//! Tests of the interpreter on the manual's Hello-TCP kernels K1 (constant
//! addition, L158–220) and K2 (elementwise multiplication, L221–299), built with
//! the IR builder, against plain loops over the logical tensor.

use super::*;
use crate::types::{mem_type, stream_type, Position, Tier, Unit};
use visa_ir::{Builder, DialectRegistry};
use visa_mapping::dialect::{axes_attr, MapExpr, AXES_ATTR_NAME};

/// SplitMix64: a small seeded generator for test inputs.
pub(crate) struct Rng(u64);

impl Rng {
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub(crate) fn i32(&mut self) -> i64 {
        i64::from(self.next_u64() as u32 as i32)
    }
}

fn me(s: &str) -> MapExpr {
    MapExpr::new(s).unwrap()
}

pub(crate) fn context() -> Context {
    let mut reg = DialectRegistry::new();
    crate::register(&mut reg);
    Context::new(reg)
}

struct Kernel {
    module: OpId,
}

/// Builds K1 (`elementwise_mul == false`) or K2 on axes `A = 2048`.
fn build(ctx: &mut Context, mul: bool, out_hbm: u64) -> Kernel {
    let module = ctx.create_module(None);
    let axes: Axes = "A = 2048".parse().unwrap();
    let ax = axes_attr(ctx, &axes);
    ctx.set_attr_named(module, AXES_ATTR_NAME, ax);
    let i32t = ctx.integer_type(32);
    let host = mem_type(ctx, Tier::Host, i32t, vec![me("A")]);
    let hbm = mem_type(ctx, Tier::Hbm, i32t, vec![me("1"), me("A")]);
    let spatial = [me("1"), me("1 # 2"), me("A / 8 # 256")];
    let dm = mem_type(
        ctx,
        Tier::Dm,
        i32t,
        [spatial.to_vec(), vec![me("A % 8")]].concat(),
    );
    let vrf = mem_type(
        ctx,
        Tier::Vrf,
        i32t,
        [spatial.to_vec(), vec![me("A % 8")]].concat(),
    );
    let st = |ctx: &mut Context, pos, unit, t: &str, p: &str| {
        let [a, b, c] = spatial.clone();
        stream_type(ctx, pos, unit, i32t, [a, b, c, me(t), me(p)])
    };
    let begin_main = st(ctx, Position::Begin, Unit::Main, "1", "A % 8");
    let fetch_main = st(ctx, Position::Fetch, Unit::Main, "1", "A % 8");
    let collect_main = st(ctx, Position::Collect, Unit::Main, "1", "A % 8");
    let init = st(ctx, Position::VectorInit, Unit::Main, "1", "A % 8");
    let branch = st(ctx, Position::VectorBranch, Unit::Main, "1", "A % 8");
    let fin = st(ctx, Position::VectorFinal, Unit::Main, "1", "A % 8");
    let begin_sub = st(ctx, Position::Begin, Unit::Sub, "1", "A % 8");
    let fetch_sub = st(ctx, Position::Fetch, Unit::Sub, "1", "A % 8");
    let collect_sub = st(ctx, Position::Collect, Unit::Sub, "A % 8 / 8", "A % 8 % 8");

    let nargs = if mul { 2 } else { 1 };
    let body = ctx.module_body(module);

    // Kernel.
    let kty = ctx.function_type(vec![hbm; nargs], vec![hbm]);
    let kernel = {
        let mut b = Builder::at_end(ctx, body);
        ops::Kernel::build(&mut b, "kernel", kty, 1).op_id()
    };
    let kr = ctx.region(kernel, 0);
    let kb = ctx.push_block(kr);
    let kargs: Vec<Value> = (0..nargs)
        .map(|_| ctx.add_block_arg(kb, hbm, None))
        .collect();
    {
        let b = &mut Builder::at_end(ctx, kb);
        let lhs_dm = ops::ToDm::build(b, kargs[0], Some(0), dm).output(b.ctx);
        let rhs_vrf = if mul {
            let rhs_dm = ops::ToDm::build(b, kargs[1], Some(1 << 12), dm).output(b.ctx);
            let s = ops::Begin::build(b, rhs_dm, begin_sub).output(b.ctx);
            let s = ops::Fetch::build(b, s, None, None, None, None, fetch_sub).output(b.ctx);
            let s = ops::Collect::build(b, s, collect_sub).output(b.ctx);
            Some(ops::ToVrf::build(b, s, Some(0), vrf).output(b.ctx))
        } else {
            None
        };
        let s = ops::Begin::build(b, lhs_dm, begin_main).output(b.ctx);
        let s = ops::Fetch::build(b, s, None, None, None, None, fetch_main).output(b.ctx);
        let s = ops::Collect::build(b, s, collect_main).output(b.ctx);
        let s = ops::VectorInit::build(b, s, init).output(b.ctx);
        let s = ops::VectorBranch::build(b, s, None, ops::BranchMode::Unconditional, branch)
            .output(b.ctx);
        let s = match rhs_vrf {
            Some(v) => ops::VectorFxp::build(b, s, Some(v), ops::FxpOp::MulInt, None, branch),
            None => ops::VectorFxp::build(b, s, None, ops::FxpOp::AddFxp, Some(1), branch),
        }
        .output(b.ctx);
        let s = ops::VectorFinal::build(b, s, fin).output(b.ctx);
        let commit_at = if mul { 1 << 13 } else { 1 << 12 };
        let out_dm = ops::Commit::build(b, s, Some(commit_at), dm).output(b.ctx);
        let out = ops::ToHbm::build(b, out_dm, Some(out_hbm), hbm).output(b.ctx);
        ops::Return::build(b, &[out]);
    }

    // Host function.
    let hty = ctx.function_type(vec![host; nargs], vec![host]);
    let func = {
        let mut b = Builder::at_end(ctx, body);
        ops::HostFunc::build(&mut b, "main", hty).op_id()
    };
    let hr = ctx.region(func, 0);
    let hb = ctx.push_block(hr);
    let hargs: Vec<Value> = (0..nargs)
        .map(|_| ctx.add_block_arg(hb, host, None))
        .collect();
    {
        let b = &mut Builder::at_end(ctx, hb);
        let mut hbms = vec![ops::ToHbm::build(b, hargs[0], Some(0), hbm).output(b.ctx)];
        if mul {
            hbms.push(ops::ToHbm::build(b, hargs[1], Some(1 << 28), hbm).output(b.ctx));
        }
        let launch = ops::Launch::build(b, &hbms, "kernel", &[hbm]);
        let r = launch.outs(b.ctx)[0];
        let o = ops::ToHost::build(b, r, host).output(b.ctx);
        ops::Return::build(b, &[o]);
    }
    Kernel { module }
}

fn verify_ok(ctx: &Context, module: OpId) {
    if let Err(d) = visa_ir::verifier::verify(ctx, module) {
        panic!("{:#?}", d);
    }
}

#[test]
fn k1_constant_add_matches_plain_loop() {
    let mut ctx = context();
    let k = build(&mut ctx, false, 1 << 28);
    verify_ok(&ctx, k.module);
    let i32t = ctx.integer_type(32);
    for seed in [42u64, 7, 1234] {
        let mut rng = Rng::new(seed);
        let mut x: Vec<i64> = (0..2048).map(|_| rng.i32()).collect();
        // Exercise the wrap-around at the top of the range.
        x[5] = i64::from(i32::MAX);
        let out = run(&ctx, k.module, None, &[HostArray::ints(i32t, x.clone())]).unwrap();
        let want: Vec<Option<i64>> = x
            .iter()
            .map(|&v| Some(i64::from((v as i32).wrapping_add(1))))
            .collect();
        assert_eq!(out[0].as_ints(), want);
        assert_eq!(want[5], Some(i64::from(i32::MIN)));
    }
}

#[test]
fn k2_elementwise_mul_matches_plain_loop() {
    let mut ctx = context();
    // The manual's 1 << 28 collides with rhs (see decisions.md); use 2 << 28.
    let k = build(&mut ctx, true, 2 << 28);
    verify_ok(&ctx, k.module);
    let i32t = ctx.integer_type(32);
    let mut rng = Rng::new(42);
    let lhs: Vec<i64> = (0..2048).map(|_| rng.i32()).collect();
    let rhs: Vec<i64> = (0..2048).map(|_| rng.i32()).collect();
    let out = run(
        &ctx,
        k.module,
        None,
        &[
            HostArray::ints(i32t, lhs.clone()),
            HostArray::ints(i32t, rhs.clone()),
        ],
    )
    .unwrap();
    let want: Vec<Option<i64>> = lhs
        .iter()
        .zip(&rhs)
        .map(|(&a, &b)| Some(i64::from((a as i32).wrapping_mul(b as i32))))
        .collect();
    assert_eq!(out[0].as_ints(), want);
    // Random i32 products overflow: the check really exercises wrapping.
    assert!(lhs
        .iter()
        .zip(&rhs)
        .any(|(a, b)| (a * b) != i64::from((*a as i32).wrapping_mul(*b as i32))));
}

#[test]
fn k2_with_the_manuals_output_address_is_rejected() {
    let mut ctx = context();
    let k = build(&mut ctx, true, 1 << 28);
    let errs = visa_ir::verifier::verify(&ctx, k.module).unwrap_err();
    let text = format!("{errs:?}");
    assert!(text.contains("overlapping the live tensor"), "{text}");
}

#[test]
fn bad_inputs_are_errors() {
    let mut ctx = context();
    let k = build(&mut ctx, false, 1 << 28);
    let i32t = ctx.integer_type(32);
    let i8t = ctx.integer_type(8);
    let e = run(&ctx, k.module, None, &[HostArray::ints(i32t, vec![0; 10])]).unwrap_err();
    assert!(
        e.message.contains("expected 2048 elements"),
        "{}",
        e.message
    );
    let e = run(&ctx, k.module, None, &[HostArray::ints(i8t, vec![0; 2048])]).unwrap_err();
    assert!(e.message.contains("expected i32 elements"), "{}", e.message);
    let e = run(
        &ctx,
        k.module,
        None,
        &[HostArray::ints(i32t, vec![1i64 << 40; 2048])],
    )
    .unwrap_err();
    assert!(e.message.contains("does not fit in i32"), "{}", e.message);
    let e = run(&ctx, k.module, None, &[]).unwrap_err();
    assert!(
        e.message.contains("takes 1 host tensors, got 0"),
        "{}",
        e.message
    );
    let e = run(&ctx, k.module, Some("nope"), &[]).unwrap_err();
    assert!(e.message.contains("@nope"), "{}", e.message);
}

/// An op without [`Semantics`] is a located error at the op, not a panic: a toy
/// dialect's copy op in a host function.
#[test]
fn an_op_without_semantics_is_a_located_error() {
    let mut reg = DialectRegistry::new();
    crate::register(&mut reg);
    let mut toy = visa_ir::Dialect::new("toy", "a toy dialect");
    toy.ops.push(visa_ir::OpDef {
        operands: visa_ir::Arity::Exact(1),
        results: visa_ir::Arity::Exact(1),
        ..visa_ir::OpDef::new("toy.copy", "copies a tensor; no interpreter semantics")
    });
    reg.register(toy);
    let mut ctx = Context::new(reg);
    let text = r#"
!host = !stream.host<i32, m[A]>
module attributes {mapping.axes = #mapping.axes<A = 8>} {
  stream.host_func @main(%x: !host) -> !host {
    %y = "toy.copy"(%x) : (!host) -> !host
    stream.return %y : !host
  }
}
"#;
    let m = visa_ir::parser::parse_source(&mut ctx, text, "toy.mlir").expect("parses");
    let i32t = ctx.integer_type(32);
    let e = run(&ctx, m, None, &[HostArray::ints(i32t, vec![0; 8])]).unwrap_err();
    assert!(
        e.message
            .contains("the interpreter does not implement `toy.copy`"),
        "{}",
        e.message
    );
    assert!(
        matches!(
            ctx.loc_kind(e.loc),
            // At the op's name, as MLIR locates an op.
            visa_ir::LocKind::FileLineCol {
                line: 5,
                col: 10,
                ..
            }
        ),
        "{:?}",
        ctx.loc_kind(e.loc)
    );
}
