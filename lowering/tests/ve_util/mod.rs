//! Helpers of the vector-engine reference tests: run a kernel on the interpreter and,
//! lowered to hw, on the simulator.
#![allow(dead_code)]

use visa_ir::{verifier, Context, DialectRegistry, FloatKind, OpId};
use visa_sim::{SimConfig, Simulator, Space};
use visa_stream::interp::{self, HostArray, Scalar};

pub fn ctx() -> Context {
    let mut r = DialectRegistry::new();
    visa_lowering::register_dialects(&mut r);
    Context::new(r)
}

pub fn file(path: &str) -> String {
    let path = format!("{}/../{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap()
}

pub fn parse(ctx: &mut Context, text: &str) -> OpId {
    let m =
        visa_ir::parser::parse_source(ctx, text, "kernel.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    verifier::verify(ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    m
}

/// A deterministic generator of floats in `[lo, hi)`.
pub fn floats(seed: u64, n: usize, lo: f64, hi: f64) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let u = (s >> 11) as f64 / (1u64 << 53) as f64;
            (lo + u * (hi - lo)) as f32
        })
        .collect()
}

/// Host values of an element type: f32, i32, or (inputs only) bf16 as bit patterns.
#[derive(Clone, Debug, PartialEq)]
pub enum Vals {
    F(Vec<f32>),
    I(Vec<i32>),
    Bf16(Vec<u16>),
}

/// The value of a bf16 bit pattern.
pub fn bf16(bits: u16) -> f64 {
    f64::from(f32::from_bits(u32::from(bits) << 16))
}

/// Runs `text` on the interpreter and the simulator; returns both results (output 0 of
/// `outputs`) and the cycles of each main-context pass.
/// `text` through `lower-to-hw` (verifying after every pass), translated for the simulator.
pub fn lower(text: &str) -> visa_hw::to_sim::HwProgram {
    let mut c = ctx();
    let m = parse(&mut c, text);
    let mut reg = visa_ir::pass::PassRegistry::new();
    visa_lowering::register_passes(&mut reg);
    let mut pm = reg.parse_pipeline("builtin.module(lower-to-hw)").unwrap();
    pm.enable_verifier(true);
    pm.run(&mut c, m).unwrap_or_else(|d| panic!("{d:?}"));
    let prog = c
        .block_ops(c.module_body(m))
        .find(|&o| c.op_is(o, "hw.program"))
        .unwrap();
    visa_hw::translate(&c, prog).unwrap()
}

/// Runs `p` with the host inputs `inputs` (bytes, in argument order), after `setup`
/// prepares memory (e.g. garbage in padding the kernel must not read).
pub fn simulate_with(
    p: &visa_hw::to_sim::HwProgram,
    inputs: &[Vec<u8>],
    setup: impl FnOnce(&mut Simulator),
) -> Simulator {
    let mut sim = Simulator::new(SimConfig::default());
    for (t, bytes) in p.inputs.iter().zip(inputs) {
        sim.memory_mut().write(Space::Host, t.addr, bytes).unwrap();
    }
    setup(&mut sim);
    sim.run(&p.program).unwrap_or_else(|e| panic!("{e}"));
    sim
}

pub fn both(text: &str, inputs: &[Vals]) -> (Vec<Vals>, Vec<Vals>, Vec<u64>) {
    let mut ictx = ctx();
    let m = parse(&mut ictx, text);
    let f32t = ictx.float_type(FloatKind::F32);
    let i32t = ictx.integer_type(32);
    let bf16t = ictx.float_type(FloatKind::BF16);
    let arrays: Vec<HostArray> = inputs
        .iter()
        .map(|v| match v {
            Vals::F(v) => HostArray {
                dtype: f32t,
                values: v
                    .iter()
                    .map(|&x| Some(Scalar::Float(f64::from(x))))
                    .collect(),
            },
            Vals::I(v) => HostArray::ints(i32t, v.iter().map(|&x| i64::from(x))),
            Vals::Bf16(v) => HostArray {
                dtype: bf16t,
                values: v.iter().map(|&b| Some(Scalar::Float(bf16(b)))).collect(),
            },
        })
        .collect();
    let out = interp::run(&ictx, m, None, &arrays).unwrap_or_else(|d| panic!("{d:?}"));
    let interp_vals: Vec<Vals> = out
        .iter()
        .map(|a| match a.values.first() {
            // A bf16 result: the interpreter's values are bf16-exact, kept as bit patterns.
            Some(Some(Scalar::Float(_))) if a.dtype == bf16t => Vals::Bf16(
                a.values
                    .iter()
                    .map(|v| match v {
                        Some(Scalar::Float(f)) => ((*f as f32).to_bits() >> 16) as u16,
                        other => panic!("not a float: {other:?}"),
                    })
                    .collect(),
            ),
            Some(Some(Scalar::Float(_))) => Vals::F(
                a.values
                    .iter()
                    .map(|v| match v {
                        Some(Scalar::Float(f)) => *f as f32,
                        other => panic!("not a float: {other:?}"),
                    })
                    .collect(),
            ),
            _ => Vals::I(a.as_ints().iter().map(|v| v.unwrap() as i32).collect()),
        })
        .collect();

    let p = lower(text);
    let mut sim = Simulator::new(SimConfig::default());
    for (t, v) in p.inputs.iter().zip(inputs) {
        match v {
            Vals::F(v) => sim.memory_mut().write_f32s(Space::Host, t.addr, v).unwrap(),
            Vals::I(v) => sim.memory_mut().write_i32s(Space::Host, t.addr, v).unwrap(),
            Vals::Bf16(v) => {
                let bytes: Vec<u8> = v.iter().flat_map(|b| b.to_le_bytes()).collect();
                sim.memory_mut().write(Space::Host, t.addr, &bytes).unwrap()
            }
        }
    }
    let report = sim.run(&p.program).unwrap_or_else(|e| panic!("{e}"));
    let main: Vec<u64> = report
        .commands
        .iter()
        .filter(|c| c.name.starts_with("main"))
        .map(|c| c.end - c.start)
        .collect();
    let sim_vals = p
        .outputs
        .iter()
        .zip(&interp_vals)
        .map(|(o, like)| match like {
            Vals::F(_) => Vals::F(
                sim.memory()
                    .read_f32s(Space::Host, o.addr, o.elements() as usize)
                    .unwrap(),
            ),
            Vals::I(_) => Vals::I(
                sim.memory()
                    .read_i32s(Space::Host, o.addr, o.elements() as usize)
                    .unwrap(),
            ),
            Vals::Bf16(_) => Vals::Bf16(
                sim.memory()
                    .read(Space::Host, o.addr, 2 * o.elements())
                    .unwrap()
                    .chunks_exact(2)
                    .map(|b| u16::from_le_bytes([b[0], b[1]]))
                    .collect(),
            ),
        })
        .collect();
    (interp_vals, sim_vals, main)
}

pub fn bits(v: &Vals) -> Vec<u32> {
    match v {
        Vals::F(v) => v.iter().map(|f| f.to_bits()).collect(),
        Vals::I(v) => v.iter().map(|&i| i as u32).collect(),
        Vals::Bf16(v) => v.iter().map(|&b| u32::from(b)).collect(),
    }
}

pub fn f32s(v: &Vals) -> &[f32] {
    match v {
        Vals::F(v) => v,
        _ => panic!("not f32"),
    }
}

pub fn ints(seed: u64, n: usize) -> Vec<i32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 32) as i32
        })
        .collect()
}

pub fn i32s(v: &Vals) -> &[i32] {
    match v {
        Vals::I(v) => v,
        _ => panic!("not i32"),
    }
}
