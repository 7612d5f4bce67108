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
