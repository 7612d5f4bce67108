//! The example programs (`examples/*.mlir`) parsed from text, verified, and run by
//! the reference interpreter against plain loops over the logical tensor.

use visa_ir::{Context, DialectRegistry, OpId};
use visa_stream::interp::{find_entry, run, signature, HostArray};

/// SplitMix64, a small seeded generator for test inputs.
struct Rng(u64);

impl Rng {
    fn next_i32(&mut self) -> i64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        i64::from((z ^ (z >> 31)) as u32 as i32)
    }
}

fn load(name: &str) -> (Context, OpId) {
    let mut reg = DialectRegistry::new();
    visa_stream::register(&mut reg);
    let mut ctx = Context::new(reg);
    let path = format!("{}/../../examples/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let module = visa_ir::parser::parse_source(&mut ctx, &text, &path)
        .unwrap_or_else(|d| panic!("{}", d.message));
    if let Err(ds) = visa_ir::verifier::verify(&ctx, module) {
        panic!("{:?}", ds.iter().map(|d| &d.message).collect::<Vec<_>>());
    }
    (ctx, module)
}

#[test]
fn constant_add_example_adds_one() {
    let (mut ctx, module) = load("constant_add.mlir");
    let i32t = ctx.integer_type(32);
    let func = find_entry(&ctx, module, None).unwrap();
    let (ins, outs) = signature(&ctx, func).unwrap();
    assert_eq!((ins.len(), outs.len()), (1, 1));
    assert_eq!(ins[0].mapping.size(), 2048);
    for seed in [42, 43] {
        let mut rng = Rng(seed);
        let x: Vec<i64> = (0..2048).map(|_| rng.next_i32()).collect();
        let out = run(
            &ctx,
            module,
            Some("main"),
            &[HostArray::ints(i32t, x.clone())],
        )
        .unwrap();
        let want: Vec<Option<i64>> = x
            .iter()
            .map(|&v| Some(i64::from((v as i32).wrapping_add(1))))
            .collect();
        assert_eq!(out[0].as_ints(), want);
    }
}

#[test]
fn elementwise_mul_example_multiplies_with_wrapping() {
    let (mut ctx, module) = load("elementwise_mul.mlir");
    let i32t = ctx.integer_type(32);
    let mut rng = Rng(42);
    let mut lhs: Vec<i64> = (0..2048).map(|_| rng.next_i32()).collect();
    let rhs: Vec<i64> = (0..2048).map(|_| rng.next_i32()).collect();
    lhs[0] = i64::from(i32::MIN);
    let out = run(
        &ctx,
        module,
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
}

/// A variant of K1 exercising the fetch cast (i8 → i32, L1962–1972) and a collect
/// that splits each 64-byte packet into two flits (L3589–3603).
const CAST_SPLIT: &str = r#"
!in = !stream.hbm<i8, m[1], m[A]>
!out = !stream.hbm<i32, m[1], m[A]>
!dm8 = !stream.dm<i8, m[1], m[1 # 2], m[A / 16], m[A % 16]>
!dm32 = !stream.dm<i32, m[1], m[1 # 2], m[A / 16], m[A % 16]>
!b = !stream.tensor<begin, main, i8, m[1], m[1 # 2], m[A / 16], m[1], m[A % 16]>
!f = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 16], m[1], m[A % 16]>
!c = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 16], m[A % 16 / 8], m[A % 8]>
!vi = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 16], m[A % 16 / 8], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 16], m[A % 16 / 8], m[A % 8]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 16], m[A % 16 / 8], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<A = 4096>} {
  stream.kernel @k(%x: !in) -> !out attributes {chips = 1 : i64} {
    %dm = stream.to_dm %x at 0 : !in -> !dm8
    %b = stream.begin %dm : !dm8 -> !b
    %f = stream.fetch %b : !b -> !f
    %c = stream.collect %f : !f -> !c
    %v0 = stream.vector_init %c : !c -> !vi
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vi -> !vb
    %v2 = stream.vector_fxp sub_fxp_sat %v1, 100 : !vb -> !vb
    %v3 = stream.vector_final %v2 : !vb -> !vf
    %o = stream.commit %v3 at 64 : !vf -> !dm32
    %h = stream.to_hbm %o at 4096 : !dm32 -> !out
    stream.return %h : !out
  }
  stream.host_func @main(%x: !stream.host<i8, m[A]>) -> !stream.host<i32, m[A]> {
    %h = stream.to_hbm %x at 0 : !stream.host<i8, m[A]> -> !in
    %r = stream.launch @k(%h) : (!in) -> !out
    %o = stream.to_host %r : !out -> !stream.host<i32, m[A]>
    stream.return %o : !stream.host<i32, m[A]>
  }
}
"#;

#[test]
fn fetch_cast_and_flit_split_kernel() {
    let mut reg = DialectRegistry::new();
    visa_stream::register(&mut reg);
    let mut ctx = Context::new(reg);
    let module = visa_ir::parser::parse_source(&mut ctx, CAST_SPLIT, "cast_split.mlir")
        .unwrap_or_else(|d| panic!("{}", d.message));
    if let Err(ds) = visa_ir::verifier::verify(&ctx, module) {
        panic!("{:?}", ds.iter().map(|d| &d.message).collect::<Vec<_>>());
    }
    let i8t = ctx.integer_type(8);
    let mut rng = Rng(5);
    let x: Vec<i64> = (0..4096).map(|_| rng.next_i32() as i8 as i64).collect();
    let out = run(&ctx, module, None, &[HostArray::ints(i8t, x.clone())]).unwrap();
    let want: Vec<Option<i64>> = x.iter().map(|&v| Some(v - 100)).collect();
    assert_eq!(out[0].as_ints(), want);
    assert_eq!(ctx.type_to_string(out[0].dtype), "i32");
}
