//! Differential check on the example kernels (`examples/constant_add.mlir`,
//! `examples/elementwise_mul.mlir`): the hw-level simulation and the stream-level
//! reference interpreter produce identical bytes, and both equal plain Rust loops
//! (`x + 1` and `lhs * rhs` with i32 wrap-around, L4826 and digest-C §2.8).

use visa_ir::{verifier, Context, DialectRegistry, OpId};
use visa_sim::{SimConfig, Simulator, Space};
use visa_stream::interp::{self, HostArray};

fn ctx() -> Context {
    let mut r = DialectRegistry::new();
    visa_lowering::register_dialects(&mut r);
    Context::new(r)
}

fn example(name: &str) -> String {
    let path = format!("{}/../examples/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap()
}

fn parse(ctx: &mut Context, text: &str) -> OpId {
    let m = visa_ir::parser::parse_source(ctx, text, "example.mlir")
        .unwrap_or_else(|d| panic!("{d:?}"));
    verifier::verify(ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    m
}

/// SplitMix64, for inputs that cover the whole i32 range.
fn values(seed: u64, n: usize) -> Vec<i32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = s;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            (z ^ (z >> 31)) as i32
        })
        .collect()
}

/// Runs `example` on the reference interpreter and on the simulator after
/// `lower-to-hw`; returns (interpreter result, simulator result) as little-endian bytes.
fn both(text: &str, inputs: &[Vec<i32>]) -> (Vec<u8>, Vec<u8>) {
    // Stream level: the reference interpreter.
    let mut ictx = ctx();
    let m = parse(&mut ictx, text);
    let i32t = ictx.integer_type(32);
    let arrays: Vec<HostArray> = inputs
        .iter()
        .map(|v| HostArray::ints(i32t, v.iter().map(|&x| i64::from(x))))
        .collect();
    let out = interp::run(&ictx, m, None, &arrays).unwrap_or_else(|d| panic!("{d:?}"));
    let interp_bytes: Vec<u8> = out[0]
        .as_ints()
        .iter()
        .flat_map(|v| (v.expect("every result position holds an element") as i32).to_le_bytes())
        .collect();

    // hw level: lower, translate, simulate.
    let mut hctx = ctx();
    let m = parse(&mut hctx, text);
    let mut reg = visa_ir::pass::PassRegistry::new();
    visa_lowering::register_passes(&mut reg);
    let mut pm = reg.parse_pipeline("builtin.module(lower-to-hw)").unwrap();
    pm.enable_verifier(true);
    pm.run(&mut hctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    let prog = hctx
        .block_ops(hctx.module_body(m))
        .find(|&o| hctx.op_is(o, "hw.program"))
        .unwrap();
    let p = visa_hw::translate(&hctx, prog).unwrap();
    let mut sim = Simulator::new(SimConfig::default());
    for (t, v) in p.inputs.iter().zip(inputs) {
        assert_eq!(t.shape, vec![v.len() as u64]);
        sim.memory_mut().write_i32s(Space::Host, t.addr, v).unwrap();
    }
    sim.run(&p.program).unwrap_or_else(|e| panic!("{e}"));
    let o = &p.outputs[0];
    let sim_bytes = sim
        .memory()
        .read(Space::Host, o.addr, o.elements() * 4)
        .unwrap();
    (interp_bytes, sim_bytes)
}

fn bytes(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

#[test]
fn constant_add_interpreter_simulator_and_loop_agree() {
    let mut x = values(42, 2048);
    x[1] = i32::MAX; // wraps to i32::MIN
    x[2] = -1;
    let (interp, sim) = both(&example("constant_add.mlir"), std::slice::from_ref(&x));
    let mut expect = Vec::new();
    for &v in &x {
        expect.push(v.wrapping_add(1));
    }
    assert_eq!(expect[1], i32::MIN);
    assert_eq!(interp, sim);
    assert_eq!(sim, bytes(&expect));
}

#[test]
fn elementwise_mul_interpreter_simulator_and_loop_agree() {
    let mut lhs = values(1, 2048);
    let mut rhs = values(2, 2048);
    (lhs[0], rhs[0]) = (65536, 65536); // G-K2b: 2^32 keeps the low 32 bits, 0
    (lhs[1], rhs[1]) = (i32::MIN, -1); // wraps to i32::MIN
    let (interp, sim) = both(
        &example("elementwise_mul.mlir"),
        &[lhs.clone(), rhs.clone()],
    );
    let mut expect = Vec::new();
    for a in 0..2048 {
        expect.push(lhs[a].wrapping_mul(rhs[a]));
    }
    assert_eq!((expect[0], expect[1]), (0, i32::MIN));
    assert_eq!(interp, sim);
    assert_eq!(sim, bytes(&expect));
}

/// K1 with other layouts, made from the example by replacing its mappings: the DMA
/// loop fitting and the sequencer derivation must still reproduce `x + 1`.
#[test]
fn constant_add_in_other_layouts_agrees_with_the_loop() {
    let k1 = example("constant_add.mlir");
    let variants = [
        // 16 elements in each of 128 slices, streamed as 2 packets over Time.
        k1.replace(
            "m[A / 8 # 256], m[1], m[A % 8]>",
            "m[A / 16 # 256], m[A % 16 / 8], m[A % 8]>",
        )
        .replace("m[A / 8 # 256], m[A % 8]>", "m[A / 16 # 256], m[A % 16]>")
        .replace(
            "<begin, main, i32, m[1], m[1 # 2], m[A / 16 # 256], m[A % 16 / 8], m[A % 8]>",
            "<begin, main, i32, m[1], m[1 # 2], m[A / 16 # 256], m[1], m[A % 16]>",
        ),
        // Pairs interleaved over slices: slice s holds a = 512 q + 2 s + r (q < 4, r < 2),
        // so the DMA moves 8-byte packets with two loops.
        k1.replace("m[A / 8 # 256]", "m[A / 2 % 256]")
            .replace("m[A % 8]>", "m[A / 512, A % 2]>"),
    ];
    let x = values(9, 2048);
    let mut expect = Vec::new();
    for &v in &x {
        expect.push(v.wrapping_add(1));
    }
    for v in &variants {
        assert_ne!(v, &k1);
        let (interp, sim) = both(v, std::slice::from_ref(&x));
        assert_eq!(interp, sim);
        assert_eq!(sim, bytes(&expect));
    }
}

/// K1 reading i8 from DM and casting to i32 in the fetch adapter (L1962–1972): the
/// interpreter, the simulator and `(x as i32) + 1` agree.
#[test]
fn constant_add_with_an_i8_fetch_cast_agrees_with_the_loop() {
    let text = example("constant_add.mlir")
        .replace(
            "!host = !stream.host<i32, m[A]>",
            "!host8 = !stream.host<i8, m[A]>\n!host = !stream.host<i32, m[A]>",
        )
        .replace(
            "!hbm = !stream.hbm<i32, m[1], m[A]>",
            "!hbm8 = !stream.hbm<i8, m[1], m[A]>\n!hbm = !stream.hbm<i32, m[1], m[A]>",
        )
        .replace(
            "!dm = !stream.dm<i32,",
            "!dm8 = !stream.dm<i8, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>\n!dm = !stream.dm<i32,",
        )
        .replace("!begin = !stream.tensor<begin, main, i32,", "!begin = !stream.tensor<begin, main, i8,")
        .replace("@kernel(%input: !hbm) -> !hbm", "@kernel(%input: !hbm8) -> !hbm")
        .replace("%input at 0 : !hbm -> !dm", "%input at 0 : !hbm8 -> !dm8")
        .replace("%dm : !dm -> !begin", "%dm : !dm8 -> !begin")
        .replace("@main(%x: !host) -> !host", "@main(%x: !host8) -> !host")
        .replace("%x at 0 : !host -> !hbm", "%x at 0 : !host8 -> !hbm8")
        .replace("(%in_hbm) : (!hbm) -> !hbm", "(%in_hbm) : (!hbm8) -> !hbm");
    let x: Vec<i8> = values(3, 2048).iter().map(|&v| v as i8).collect();

    let mut ictx = ctx();
    let m = parse(&mut ictx, &text);
    let i8t = ictx.integer_type(8);
    let arr = HostArray::ints(i8t, x.iter().map(|&v| i64::from(v)));
    let out = interp::run(&ictx, m, None, &[arr]).unwrap_or_else(|d| panic!("{d:?}"));
    let interp: Vec<i32> = out[0].as_ints().iter().map(|v| v.unwrap() as i32).collect();

    let mut hctx = ctx();
    let m = parse(&mut hctx, &text);
    visa_lowering::stream_to_engine::run(&mut hctx, m, None).unwrap_or_else(|d| panic!("{d:?}"));
    visa_lowering::engine_to_hw::run(&mut hctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    verifier::verify(&hctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    let prog = hctx.block_ops(hctx.module_body(m)).next().unwrap();
    let p = visa_hw::translate(&hctx, prog).unwrap();
    let mut sim = Simulator::new(SimConfig::default());
    let raw: Vec<u8> = x.iter().map(|&v| v as u8).collect();
    sim.memory_mut()
        .write(Space::Host, p.inputs[0].addr, &raw)
        .unwrap();
    sim.run(&p.program).unwrap_or_else(|e| panic!("{e}"));
    let sim_out = sim
        .memory()
        .read_i32s(Space::Host, p.outputs[0].addr, 2048)
        .unwrap();

    let mut expect = Vec::new();
    for &v in &x {
        expect.push(i32::from(v) + 1);
    }
    assert_eq!(interp, sim_out);
    assert_eq!(sim_out, expect);
}
