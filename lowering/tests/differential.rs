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

/// The 16 edge values of the fixed-point tests: the ends of the i32 range, the Q31
/// halves (±2^30, rounding ties of `mul_fxp`) and their neighbours, small numbers.
const EDGES: [i32; 16] = [
    i32::MIN,
    i32::MIN + 1,
    -(1 << 30) - 1,
    -(1 << 30),
    -3,
    -2,
    -1,
    0,
    1,
    2,
    3,
    (1 << 30) - 1,
    1 << 30,
    (1 << 30) + 1,
    i32::MAX - 1,
    i32::MAX,
];

/// The test's own reference of the 11 fixed-point ops, written from docs/decisions.md
/// ("Integer numerics of the vector engine", "MulFxp", "ArithRightShiftRound",
/// "LeftShiftSat", "Fixed-point shift amounts") in i128 with the rounding spelled out:
/// a quotient truncated toward zero, moved down to the floor, then up by one when the
/// remainder is at least half the divisor. `None`: a shift amount outside 0..=31.
fn reference(op: &str, a: i32, b: i32) -> Option<i32> {
    let (x, y) = (i128::from(a), i128::from(b));
    let fits = |v: i128| i32::try_from(v).ok();
    let low32 = |v: i128| (v.rem_euclid(1 << 32) as u32) as i32;
    let clamp = |v: i128| fits(v).unwrap_or(if v < 0 { i32::MIN } else { i32::MAX });
    // floor(n / d) and floor(n / d + 1/2) for d > 0.
    let floor_div = |n: i128, d: i128| {
        let (q, r) = (n / d, n % d);
        if r < 0 {
            (q - 1, r + d)
        } else {
            (q, r)
        }
    };
    let round_half_up = |n: i128, d: i128| {
        let (q, r) = floor_div(n, d);
        if 2 * r >= d {
            q + 1
        } else {
            q
        }
    };
    let shift = matches!(
        op,
        "left_shift"
            | "left_shift_sat"
            | "logic_right_shift"
            | "arith_right_shift"
            | "arith_right_shift_round"
    );
    if shift && !(0..=31).contains(&b) {
        return None;
    }
    let p2 = 1i128 << y.clamp(0, 31);
    Some(match op {
        "add_fxp" => low32(x + y),
        "add_fxp_sat" => clamp(x + y),
        "sub_fxp" => low32(x - y),
        "sub_fxp_sat" => clamp(x - y),
        "mul_int" => low32(x * y),
        "mul_fxp" => clamp(round_half_up(x * y, 1 << 31)),
        "left_shift" => low32(x * p2),
        "left_shift_sat" => clamp(x * p2),
        "logic_right_shift" => low32(floor_div(i128::from(a as u32), p2).0),
        "arith_right_shift" => low32(floor_div(x, p2).0),
        "arith_right_shift_round" => low32(round_half_up(x, p2)),
        other => panic!("no reference for {other}"),
    })
}

/// Values worked by hand, so the reference itself is checked before it judges anything.
#[test]
fn the_fixed_point_reference_matches_hand_values() {
    assert_eq!(reference("mul_fxp", i32::MIN, i32::MIN), Some(i32::MAX));
    assert_eq!(reference("mul_fxp", 1 << 30, 1 << 30), Some(1 << 29));
    assert_eq!(reference("mul_fxp", -(1 << 30), 1), Some(0)); // -0.5 LSB → 0
    assert_eq!(reference("mul_fxp", 1 << 30, 1), Some(1)); // +0.5 LSB → 1
    assert_eq!(reference("mul_fxp", i32::MAX, i32::MAX), Some(i32::MAX - 1));
    assert_eq!(reference("arith_right_shift_round", -5, 1), Some(-2));
    assert_eq!(reference("arith_right_shift_round", 5, 1), Some(3));
    assert_eq!(reference("arith_right_shift_round", i32::MIN, 31), Some(-1));
    assert_eq!(reference("arith_right_shift_round", i32::MAX, 31), Some(1));
    assert_eq!(reference("arith_right_shift_round", 7, 0), Some(7));
    assert_eq!(reference("left_shift_sat", 1, 31), Some(i32::MAX));
    assert_eq!(reference("left_shift_sat", -1, 31), Some(i32::MIN));
    assert_eq!(reference("left_shift", 3, 31), Some(i32::MIN));
    assert_eq!(reference("logic_right_shift", -1, 31), Some(1));
    assert_eq!(reference("arith_right_shift", -7, 1), Some(-4));
    assert_eq!(reference("add_fxp", i32::MAX, 1), Some(i32::MIN));
    assert_eq!(reference("sub_fxp_sat", i32::MIN, 1), Some(i32::MIN));
    assert_eq!(reference("mul_int", 65536, 65536), Some(0));
    assert_eq!(reference("left_shift", 1, 32), None);
    assert_eq!(reference("arith_right_shift_round", 1, -1), None);
}

const ALL_FXP: [&str; 11] = [
    "add_fxp",
    "add_fxp_sat",
    "sub_fxp",
    "sub_fxp_sat",
    "left_shift",
    "left_shift_sat",
    "mul_fxp",
    "mul_int",
    "logic_right_shift",
    "arith_right_shift",
    "arith_right_shift_round",
];

/// Every fixed-point op of L4824–4836 with a VRF operand (K2 with `mul_int` replaced):
/// the interpreter, the simulator and the test's own loop agree on every pair of edge
/// values (every edge with every amount 0..=31 for the shifts) and on random values.
#[test]
fn every_fxp_op_with_a_vrf_operand_agrees_with_the_loop() {
    let k2 = example("elementwise_mul.mlir");
    for op in ALL_FXP {
        let shifts = reference(op, 0, 32).is_none();
        let mut lhs = values(21, 2048);
        let mut rhs = values(22, 2048);
        for i in 0..512 {
            lhs[i] = EDGES[i / 32];
            rhs[i] = if shifts { i as i32 % 32 } else { EDGES[i % 16] };
        }
        if shifts {
            for v in &mut rhs[512..] {
                *v &= 31;
            }
        }
        let text = k2.replace("mul_int %v1, %rhs_vrf", &format!("{op} %v1, %rhs_vrf"));
        assert!(op == "mul_int" || text != k2);
        let (interp, sim) = both(&text, &[lhs.clone(), rhs.clone()]);
        let mut expect = Vec::new();
        for a in 0..2048 {
            expect.push(reference(op, lhs[a], rhs[a]).expect("amounts are in range"));
        }
        assert_eq!(interp, sim, "{op}: interpreter and simulator differ");
        assert_eq!(sim, bytes(&expect), "{op}: simulator and loop differ");
    }
}

/// Every fixed-point op with immediates at the edges (K1 with `add_fxp 1` replaced):
/// shift amounts 0, 1, 30, 31, and the other ops' operands MIN, -1, 2^30, MAX.
#[test]
fn every_fxp_op_with_an_immediate_agrees_with_the_loop() {
    let k1 = example("constant_add.mlir");
    let mut x = values(23, 2048);
    x[..16].copy_from_slice(&EDGES);
    for op in ALL_FXP {
        let shifts = reference(op, 0, 32).is_none();
        let imms: &[i32] = if shifts {
            &[0, 1, 30, 31]
        } else {
            &[i32::MIN, -1, 1 << 30, i32::MAX]
        };
        for &imm in imms {
            let text = k1.replace("add_fxp %v1, 1 :", &format!("{op} %v1, {imm} :"));
            assert_ne!(text, k1);
            let (interp, sim) = both(&text, std::slice::from_ref(&x));
            let expect: Vec<i32> = x.iter().map(|&v| reference(op, v, imm).unwrap()).collect();
            assert_eq!(interp, sim, "{op} {imm}: interpreter and simulator differ");
            assert_eq!(sim, bytes(&expect), "{op} {imm}: simulator and loop differ");
        }
    }
}

/// A VRF shift amount outside 0..=31 is an error in both models (docs/decisions.md,
/// "Fixed-point shift amounts"), never a result.
#[test]
fn an_out_of_range_vrf_shift_amount_is_an_error_in_both_models() {
    let text = example("elementwise_mul.mlir").replace(
        "mul_int %v1, %rhs_vrf",
        "arith_right_shift_round %v1, %rhs_vrf",
    );
    let lhs = values(24, 2048);
    let mut rhs = vec![3; 2048];
    rhs[700] = 32;

    let mut ictx = ctx();
    let m = parse(&mut ictx, &text);
    let i32t = ictx.integer_type(32);
    let arrays = [
        HostArray::ints(i32t, lhs.iter().map(|&x| i64::from(x))),
        HostArray::ints(i32t, rhs.iter().map(|&x| i64::from(x))),
    ];
    let err = interp::run(&ictx, m, None, &arrays).expect_err("amount 32");
    assert!(
        err.message.contains("shift amount 32 is outside 0..=31"),
        "{}",
        err.message
    );

    let mut hctx = ctx();
    let m = parse(&mut hctx, &text);
    let mut reg = visa_ir::pass::PassRegistry::new();
    visa_lowering::register_passes(&mut reg);
    let mut pm = reg.parse_pipeline("builtin.module(lower-to-hw)").unwrap();
    pm.run(&mut hctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    let prog = hctx
        .block_ops(hctx.module_body(m))
        .find(|&o| hctx.op_is(o, "hw.program"))
        .unwrap();
    let p = visa_hw::translate(&hctx, prog).unwrap();
    let mut sim = Simulator::new(SimConfig::default());
    sim.memory_mut()
        .write_i32s(Space::Host, p.inputs[0].addr, &lhs)
        .unwrap();
    sim.memory_mut()
        .write_i32s(Space::Host, p.inputs[1].addr, &rhs)
        .unwrap();
    let e = sim.run(&p.program).expect_err("amount 32");
    assert!(
        e.to_string().contains("shift amount 32 is outside 0..=31"),
        "{e}"
    );
}
