//! Every conversion of the Cast Engine's table (L6776–6779: i32 → i4, i8, i16; f32 →
//! f8e5m2, f8e4m3, f16, bf16) end to end: one flit of 8 values through fetch → collect →
//! cast → commit (L2176–2185, the cast's padded flit committed), run on the reference
//! interpreter and, lowered by `lower-to-hw`, on the simulator. The simulator's bytes are
//! the bit patterns worked by hand here from each format's definition (round to nearest
//! even; overflow to infinity where the format has one, saturation where it has none and for
//! the integers, docs/decisions.md C8A-4 / C8B-6), and the interpreter's values are the
//! values of those bit patterns (decoded by hand in the table).

mod ve_util;
use ve_util::*;
use visa_ir::FloatKind;
use visa_sim::{SimConfig, Simulator, Space};
use visa_stream::interp::{self, HostArray, Scalar};

/// The kernel: 8 values of `from` (one 32-byte flit) cast to `to`, whose flit is `A # pad`;
/// the DM/HBM result `out` (the 8 values, padded to whole 8-byte DM writes).
fn kernel(from: &str, to: &str, pad: u32, out: &str) -> String {
    let sp = "m[1], m[1 # 2], m[1 # 256]";
    format!(
        r#"
!xh = !stream.host<{from}, m[A]>
!oh = !stream.host<{to}, m[A]>
!x = !stream.hbm<{from}, m[1], m[A]>
!o = !stream.hbm<{to}, m[1], m[{out}]>
!xdm = !stream.dm<{from}, {sp}, m[A]>
!odm = !stream.dm<{to}, {sp}, m[{out}]>
!begin = !stream.tensor<begin, main, {from}, {sp}, m[1], m[A]>
!fetch = !stream.tensor<fetch, main, {from}, {sp}, m[1], m[A]>
!collect = !stream.tensor<collect, main, {from}, {sp}, m[1], m[A]>
!cast = !stream.tensor<cast, main, {to}, {sp}, m[1], m[A # {pad}]>
module attributes {{mapping.axes = #mapping.axes<A = 8>}} {{
  stream.kernel @kernel(%x: !x) -> !o attributes {{chips = 1 : i64}} {{
    %x_dm = stream.to_dm %x at 0 : !x -> !xdm
    %m0 = stream.begin %x_dm : !xdm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %m3 = stream.cast %m2 : !collect -> !cast
    %o_dm = stream.commit %m3 at 4096 : !cast -> !odm
    %o = stream.to_hbm %o_dm at 268435456 : !odm -> !o
    stream.return %o : !o
  }}
  stream.host_func @main(%x: !xh) -> !oh {{
    %x_hbm = stream.to_hbm %x at 0 : !xh -> !x
    %o_hbm = stream.launch @kernel(%x_hbm) : (!x) -> !o
    %o = stream.to_host %o_hbm : !o -> !oh
    stream.return %o : !oh
  }}
}}
"#
    )
}

/// An input flit: f32 or i32 values.
enum In {
    F([f32; 8]),
    I([i32; 8]),
}

/// Runs the cast; returns the interpreter's 8 values and the simulator's result bytes.
fn run(from: &str, to: &str, pad: u32, out: &str, x: &In) -> (Vec<Scalar>, Vec<u8>) {
    let text = kernel(from, to, pad, out);
    let mut ictx = ctx();
    let m = parse(&mut ictx, &text);
    let arr = match x {
        In::F(v) => HostArray {
            dtype: ictx.float_type(FloatKind::F32),
            values: v
                .iter()
                .map(|&f| Some(Scalar::Float(f64::from(f))))
                .collect(),
        },
        In::I(v) => HostArray::ints(ictx.integer_type(32), v.iter().map(|&i| i64::from(i))),
    };
    let res = interp::run(&ictx, m, None, &[arr]).unwrap_or_else(|d| panic!("{d:?}"));
    let interp_vals: Vec<Scalar> = res[0]
        .values
        .iter()
        .map(|v| v.expect("a value at every index"))
        .collect();

    let p = lower(&text);
    let mut sim = Simulator::new(SimConfig::default());
    let a = p.inputs[0].addr;
    match x {
        In::F(v) => sim.memory_mut().write_f32s(Space::Host, a, v).unwrap(),
        In::I(v) => sim.memory_mut().write_i32s(Space::Host, a, v).unwrap(),
    }
    sim.run(&p.program).unwrap_or_else(|e| panic!("{e}"));
    let bits = match to {
        "i4" => 4,
        "i8" | "f8E4M3FN" | "f8E5M2" => 8,
        _ => 16,
    };
    let bytes = sim
        .memory()
        .read(Space::Host, p.outputs[0].addr, 8 * bits / 8)
        .unwrap();
    (interp_vals, bytes)
}

/// A float cast: `cases` are (input, expected bits, value of those bits), all by hand.
fn float_cast(to: &str, pad: u32, cases: [(f32, u16, f64); 8]) {
    let x = In::F(cases.map(|c| c.0));
    let (vals, bytes) = run("f32", to, pad, "A", &x);
    let wide = !to.starts_with("f8");
    for (k, &(input, want_bits, want)) in cases.iter().enumerate() {
        let got_bits = if wide {
            u16::from_le_bytes([bytes[2 * k], bytes[2 * k + 1]])
        } else {
            u16::from(bytes[k])
        };
        assert_eq!(
            got_bits, want_bits,
            "{to}: simulator cast of {input:e} gives {got_bits:#x}, want {want_bits:#x}"
        );
        let Scalar::Float(v) = vals[k] else {
            panic!("{to}: the interpreter's value is not a float")
        };
        assert!(
            v == want || (v.is_nan() && want.is_nan()),
            "{to}: interpreter cast of {input:e} gives {v:e}, want {want:e}"
        );
    }
}

/// f32 → bf16 (8 significant bits): 1 + 2⁻⁸ ties to even 1.0; 1 + 3·2⁻⁸ ties up to
/// 1 + 2⁻⁶; f32::MAX overflows to infinity; 2⁻¹³⁴ (f32 bits 0x8000) ties to 0; 3·2⁻¹³⁴
/// (0x18000) rounds to the subnormal 2⁻¹³² (0x0002).
#[test]
fn f32_to_bf16() {
    float_cast(
        "bf16",
        16,
        [
            (1.0 + 2f32.powi(-8), 0x3F80, 1.0),
            (1.0 + 3.0 * 2f32.powi(-8), 0x3F82, 1.0 + 2f64.powi(-6)),
            (f32::MAX, 0x7F80, f64::INFINITY),
            (-f32::MAX, 0xFF80, f64::NEG_INFINITY),
            (-2.0, 0xC000, -2.0),
            (f32::from_bits(0x0000_8000), 0x0000, 0.0),
            (f32::from_bits(0x0001_8000), 0x0002, 2f64.powi(-132)),
            (-0.0, 0x8000, -0.0),
        ],
    );
}

/// f32 → f16 (IEEE binary16, max 65504): 65520 is the tie past the max → infinity;
/// 65519 → 65504; 2⁻²⁴ is the smallest subnormal, 2⁻²⁵ ties to 0; 1 + 2⁻¹¹ ties to 1.0;
/// 1 + 3·2⁻¹¹ ties up to 1 + 2⁻⁹ (0x3C02).
#[test]
fn f32_to_f16() {
    float_cast(
        "f16",
        16,
        [
            (1.0, 0x3C00, 1.0),
            (65519.0, 0x7BFF, 65504.0),
            (65520.0, 0x7C00, f64::INFINITY),
            (2f32.powi(-24), 0x0001, 2f64.powi(-24)),
            (2f32.powi(-25), 0x0000, 0.0),
            (1.0 + 2f32.powi(-11), 0x3C00, 1.0),
            (1.0 + 3.0 * 2f32.powi(-11), 0x3C02, 1.0 + 2f64.powi(-9)),
            (-1e6, 0xFC00, f64::NEG_INFINITY),
        ],
    );
}

/// f32 → f8e4m3 (E4M3FN: bias 7, no infinity, max 448 = 0x7E): 1000 and −∞ saturate to
/// ±448; 1.0625 ties to even 1.0 (0x38); 1.1875 ties up to 1.25 (0x3A); 2⁻⁹ is the
/// smallest subnormal (0x01).
#[test]
fn f32_to_f8e4m3() {
    float_cast(
        "f8E4M3FN",
        32,
        [
            (1.0, 0x38, 1.0),
            (448.0, 0x7E, 448.0),
            (1000.0, 0x7E, 448.0),
            (f32::NEG_INFINITY, 0xFE, -448.0),
            (1.0625, 0x38, 1.0),
            (1.1875, 0x3A, 1.25),
            (2f32.powi(-9), 0x01, 2f64.powi(-9)),
            (-3.0, 0xC4, -3.0),
        ],
    );
}

/// f32 → f8e5m2 (bias 15, max 57344 = 0x7B, has infinity): 61440 ties past the max →
/// infinity; −1e6 → −∞; 1.125 ties to even 1.0; 1.375 ties up to 1.5 (0x3E); 2⁻¹⁶ is the
/// smallest subnormal (0x01).
#[test]
fn f32_to_f8e5m2() {
    float_cast(
        "f8E5M2",
        32,
        [
            (1.0, 0x3C, 1.0),
            (57344.0, 0x7B, 57344.0),
            (61440.0, 0x7C, f64::INFINITY),
            (-1e6, 0xFC, f64::NEG_INFINITY),
            (1.125, 0x3C, 1.0),
            (1.375, 0x3E, 1.5),
            (2f32.powi(-16), 0x01, 2f64.powi(-16)),
            (-0.5, 0xB8, -0.5),
        ],
    );
}

fn ints_of(vals: &[Scalar]) -> Vec<i64> {
    vals.iter()
        .map(|v| match v {
            Scalar::Int(i) => *i,
            other => panic!("not an integer: {other:?}"),
        })
        .collect()
}

/// i32 → i8 saturates to [−128, 127].
#[test]
fn i32_to_i8() {
    let x = [300, -300, 5, -1, 127, 128, -129, 0];
    let (vals, bytes) = run("i32", "i8", 32, "A", &In::I(x));
    let want = [127i64, -128, 5, -1, 127, 127, -128, 0];
    assert_eq!(ints_of(&vals), want);
    let got: Vec<i64> = bytes.iter().map(|&b| i64::from(b as i8)).collect();
    assert_eq!(got, want);
}

/// i32 → i16 saturates to [−32768, 32767], little-endian.
#[test]
fn i32_to_i16() {
    let x = [40000, -40000, 300, -300, 32767, 32768, -32769, 1];
    let (vals, bytes) = run("i32", "i16", 16, "A", &In::I(x));
    let want = [32767i64, -32768, 300, -300, 32767, 32767, -32768, 1];
    assert_eq!(ints_of(&vals), want);
    assert_eq!(&bytes[4..8], &[0x2C, 0x01, 0xD4, 0xFE]);
    let got: Vec<i64> = bytes
        .chunks_exact(2)
        .map(|b| i64::from(i16::from_le_bytes([b[0], b[1]])))
        .collect();
    assert_eq!(got, want);
}
