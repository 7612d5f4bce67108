//! `NtBuilder`: every method builds an op that verifies, and a small program built with
//! them interprets to hand-worked values.

use visa_ir::{Builder, Context, DialectRegistry, FloatKind};
use visa_nt::build::NtBuilder;
use visa_nt::interp::interpret;
use visa_nt::kinds::{BinaryFn, Predicate, ReduceFn};
use visa_tcp::DType;
use visa_upstream::func::{Func, Return};

#[test]
fn every_builder_method_verifies_and_runs() {
    let mut reg = DialectRegistry::new();
    reg.register(visa_ir::builtin::dialect());
    visa_upstream::register(&mut reg);
    visa_nt::register(&mut reg);
    let mut ctx = Context::new(reg);
    let module = ctx.create_module(None);
    let top = ctx.module_body(module);
    let f32t = ctx.float_type(FloatKind::F32);
    let out_ty = visa_nt::tensor_type(&mut ctx, &[("S", 2)], f32t).unwrap();
    let fty = ctx.function_type(vec![], vec![out_ty]);
    let mut b = Builder::at_end(&mut ctx, top);
    let f = Func::build(&mut b, "f", fty, None, None, None);
    let body = b.ctx.create_block();
    let region = f.body(b.ctx);
    b.ctx.append_block(region, body);
    let mut b = Builder::at_end(&mut ctx, body);
    let mut nt = NtBuilder::new(&mut b);
    // x[S, D] = [[1, 2, 3], [4, 5, 6]]
    let x = nt.constant(&[("S", 2), ("D", 3)], DType::F32, &[1., 2., 3., 4., 5., 6.]);
    let i = nt.iota(&[("D", 3)], "D", DType::F32);
    let y = nt.binary(BinaryFn::Mul, x, i); // [[0, 2, 6], [0, 5, 12]]
    let y = nt.pow_const(y, 1.0);
    let c = nt.compare(Predicate::Gt, y, x, DType::I8); // [[0, 0, 1], [0, 0, 1]]
    let s = nt.select(c, y, x); // [[1, 2, 6], [4, 5, 12]]
    let s = nt.broadcast(s, &[("D", 3), ("S", 2)]);
    let s = nt.broadcast(s, &[("S", 2), ("D", 3)]);
    let r = nt.rename(s, &["S", "E"]);
    let r = nt.rename(r, &["S", "D"]);
    let a = nt.slice(r, "D", 0, 1); // [[1], [4]]
    let cat = nt.concat(&[a, r], "D"); // [[1, 1, 2, 6], [4, 4, 5, 12]]
    let p = nt.pad(cat, "D", 0, 2, 0.0); // [[1, 1, 2, 6, 0, 0], ...]
    let sp = nt.split_axis(p, "D", "P", 2, "Q");
    let m = nt.merge_axes(sp, "P", "D");
    let (top2, _pos) = nt.topk(m, "D", 2, "K"); // [[6, 2], [12, 5]]
    let am = nt.argmax(m, "D"); // [3, 3]
    let idx = nt.constant(&[("T", 1)], DType::I32, &[1.0]);
    let upd = nt.constant(&[("T", 1)], DType::F32, &[100.0]);
    let am_f = nt.cast(am, DType::F32); // [3, 3]
    let sc = nt.scatter(upd, am_f, idx, "S"); // [3, 100]
    let sum = nt.reduce(ReduceFn::Sum, top2, &["K"]); // [8, 17]
    let out = nt.binary(BinaryFn::Add, sum, sc); // [11, 117]
    Return::build(&mut b, &[out]);
    visa_ir::verifier::verify(&ctx, module).unwrap_or_else(|d| panic!("{d:?}"));
    let res = interpret(&ctx, module, "f", &[], &|_| None).unwrap();
    assert_eq!(res[0].to_f64(), [11.0, 117.0]);
}
