//! The Vector Engine's branch modes and ExecutionId groups (docs/decisions.md C9A-1 …
//! C9A-5) and the causal softmax kernel, against plain f64 loops: each kernel runs on the
//! reference interpreter and, lowered to hw, on the simulator; the two agree bit for bit,
//! and both match the reference written here.

use visa_ir::{verifier, Context, DialectRegistry, FloatKind, OpId};
use visa_sim::{SimConfig, Simulator, Space};
use visa_stream::interp::{self, HostArray, Scalar};

fn ctx() -> Context {
    let mut r = DialectRegistry::new();
    visa_lowering::register_dialects(&mut r);
    Context::new(r)
}

fn file(path: &str) -> String {
    let path = format!("{}/../{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap()
}

fn parse(ctx: &mut Context, text: &str) -> OpId {
    let m =
        visa_ir::parser::parse_source(ctx, text, "kernel.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    verifier::verify(ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    m
}

/// A deterministic generator of floats in `[lo, hi)`.
fn floats(seed: u64, n: usize, lo: f64, hi: f64) -> Vec<f32> {
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

/// Host values of an element type: f32 (as bits) or i32.
#[derive(Clone, Debug, PartialEq)]
enum Vals {
    F(Vec<f32>),
    I(Vec<i32>),
}

/// Runs `text` on the interpreter and the simulator; returns both results (output 0 of
/// `outputs`) and the cycles of each main-context pass.
fn both(text: &str, inputs: &[Vals]) -> (Vec<Vals>, Vec<Vals>, Vec<u64>) {
    let mut ictx = ctx();
    let m = parse(&mut ictx, text);
    let f32t = ictx.float_type(FloatKind::F32);
    let i32t = ictx.integer_type(32);
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
        })
        .collect();
    let out = interp::run(&ictx, m, None, &arrays).unwrap_or_else(|d| panic!("{d:?}"));
    let interp_vals: Vec<Vals> = out
        .iter()
        .map(|a| match a.values.first() {
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
        match v {
            Vals::F(v) => sim.memory_mut().write_f32s(Space::Host, t.addr, v).unwrap(),
            Vals::I(v) => sim.memory_mut().write_i32s(Space::Host, t.addr, v).unwrap(),
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
        })
        .collect();
    (interp_vals, sim_vals, main)
}

fn bits(v: &Vals) -> Vec<u32> {
    match v {
        Vals::F(v) => v.iter().map(|f| f.to_bits()).collect(),
        Vals::I(v) => v.iter().map(|&i| i as u32).collect(),
    }
}

fn f32s(v: &Vals) -> &[f32] {
    match v {
        Vals::F(v) => v,
        Vals::I(_) => panic!("not f32"),
    }
}

/// The comparison mode on values with per-group ops (test/visa-run/
/// check-branch-comparison.mlir): ids 1 (x > 0), 2 (x <= -2), 0 otherwise; group 2
/// negated, group 1 tripled, group 0 plus 0.5, groups 0 and 1 clipped at 1.0 from below.
/// Every op is exact or one IEEE rounding, so the f64 loop rounded once matches exactly.
#[test]
fn comparison_groups_match_the_f64_loop() {
    let mut x = floats(11, 2048, -4.0, 4.0);
    // The boundaries: 0.0, -0.0, -2.0 exactly, and just beside them.
    x[..6].copy_from_slice(&[0.0, -0.0, -2.0, -1.999_999_9, 1e-30, -2.000_000_2]);
    let (i, s, _) = both(
        &file("test/visa-run/check-branch-comparison.mlir"),
        &[Vals::F(x.clone())],
    );
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    for (k, (&xv, &got)) in x.iter().zip(f32s(&s[0])).enumerate() {
        let v = f64::from(xv);
        let want = if v > 0.0 {
            (v * 3.0).max(1.0)
        } else if v <= -2.0 {
            -v
        } else {
            (v + 0.5).max(1.0)
        };
        assert_eq!(got, want as f32, "element {k}: x = {xv}");
    }
}

/// Causal softmax (examples/softmax_causal_f32.mlir) against the f64 loop: probability 0
/// exactly for t > s, relative error at most 1e-5 elsewhere; the four Tensor-Unit passes
/// take one cycle per packet (128 flits per slice) plus the ALUs' latency.
#[test]
fn softmax_causal_matches_the_f64_loop() {
    let (b, n) = (4usize, 128usize);
    let x = floats(5, b * n * n, -6.0, 6.0);
    let (i, s, main) = both(
        &file("examples/softmax_causal_f32.mlir"),
        &[Vals::F(x.clone())],
    );
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    let y = f32s(&s[0]);
    let mut worst = 0.0f64;
    for bb in 0..b {
        for r in 0..n {
            let row = &x[(bb * n + r) * n..(bb * n + r + 1) * n];
            let m = row[..=r]
                .iter()
                .map(|&v| f64::from(v))
                .fold(f64::MIN, f64::max);
            let sum: f64 = row[..=r].iter().map(|&v| (f64::from(v) - m).exp()).sum();
            for t in 0..n {
                let got = y[(bb * n + r) * n + t];
                if t > r {
                    assert_eq!(got.to_bits(), 0, "b {bb} s {r} t {t}: masked must be +0.0");
                    continue;
                }
                let want = (f64::from(row[t]) - m).exp() / sum;
                let rel = (f64::from(got) - want).abs() / want;
                worst = worst.max(rel);
            }
        }
    }
    assert!(worst <= 1e-5, "worst relative error {worst:e}");
    eprintln!("softmax_causal: worst relative error {worst:e}; main passes {main:?} cycles");
    assert_eq!(main.len(), 4);
    for &c in &main {
        assert!(
            (128..=133).contains(&c),
            "{main:?}: 128 packets per slice and up to 5 ALUs"
        );
    }
}

fn ints(seed: u64, n: usize) -> Vec<i32> {
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

fn i32s(v: &Vals) -> &[i32] {
    match v {
        Vals::I(v) => v,
        Vals::F(_) => panic!("not i32"),
    }
}

/// Comparisons on positions (test/visa-run/check-branch-index.mlir): host [R = 4, A =
/// 2048] i32; id bit 0 = a < 700, bit 1 = r >= 2. Group 3 xor 5, group 2 plus 1000
/// (wrapping), groups 2 and 3 times 3 (wrapping), group 0 clipped at 0 from below.
#[test]
fn index_comparison_groups_match_the_i64_loop() {
    let (rn, an) = (4usize, 2048usize);
    let mut x = ints(3, rn * an);
    x[0] = i32::MAX;
    x[1] = i32::MIN;
    let (i, s, _) = both(
        &file("test/visa-run/check-branch-index.mlir"),
        &[Vals::I(x.clone())],
    );
    assert_eq!(i, s, "interpreter and simulator differ");
    let got = i32s(&s[0]);
    for r in 0..rn {
        for a in 0..an {
            let k = r * an + a;
            let id = u8::from(a < 700) | u8::from(r >= 2) << 1;
            let mut v = i64::from(x[k]);
            let wrap = |v: i64| i64::from(v as i32);
            if id == 3 {
                v ^= 5;
            }
            if id == 1 {
                v = wrap(v + 1000);
            }
            if id >= 2 {
                v = wrap(v * 3);
            }
            if id == 0 {
                v = v.max(0);
            }
            assert_eq!(i64::from(got[k]), v, "r {r} a {a} id {id}");
        }
    }
}

/// The Branch Logger and the vrf mode (test/visa-run/check-branch-log.mlir): ids logged
/// from axis_toggle over A (a % 2) and read back: y = x + 1000 where a is odd.
#[test]
fn branch_log_then_vrf_mode_matches_the_loop() {
    let (rn, an) = (4usize, 2048usize);
    let x = ints(9, rn * an);
    let (i, s, main) = both(
        &file("test/visa-run/check-branch-log.mlir"),
        &[Vals::I(x.clone())],
    );
    assert_eq!(i, s, "interpreter and simulator differ");
    let got = i32s(&s[0]);
    for (k, (&xv, &g)) in x.iter().zip(got).enumerate() {
        let a = k % an;
        let want = if a % 2 == 1 {
            xv.wrapping_add(1000)
        } else {
            xv
        };
        assert_eq!(g, want, "element {k}");
    }
    // Two main passes of 4 flits per slice.
    assert_eq!(main.len(), 2);
}
