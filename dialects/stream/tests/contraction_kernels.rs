//! The contraction kernels (issue 8 item 4) run by the reference interpreter on seeded
//! bf16 inputs and compared with plain f64 loops written here, within
//! |err| ≤ 2 ulp(bf16) of the result + K·2⁻²⁴·Σ|terms| (the f32 rounding of K sums of
//! exact products, then one rounding to bf16).

use std::time::Instant;
use visa_ir::{Context, DialectRegistry, FloatKind, OpId};
use visa_stream::interp::{run, HostArray, Scalar};

/// SplitMix64, a small seeded generator for test inputs.
struct Rng(u64);

impl Rng {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A bf16 value in [-2, 2): a random sign, exponent in [-8, 0] and 7 mantissa bits,
    /// exact in bf16 by construction (no rounding involved).
    fn bf16(&mut self) -> f64 {
        let r = self.next_u64();
        let mant = 1.0 + ((r & 0x7f) as f64) / 128.0;
        let exp = ((r >> 7) % 9) as i32 - 8;
        let sign = if (r >> 20) & 1 == 1 { -1.0 } else { 1.0 };
        sign * mant * 2f64.powi(exp)
    }
}

fn load(rel: &str) -> (Context, OpId) {
    let mut reg = DialectRegistry::new();
    visa_stream::register(&mut reg);
    let mut ctx = Context::new(reg);
    let path = format!("{}/../../{rel}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    let module = visa_ir::parser::parse_source(&mut ctx, &text, &path)
        .unwrap_or_else(|d| panic!("{}", d.message));
    if let Err(ds) = visa_ir::verifier::verify(&ctx, module) {
        panic!("{:?}", ds.iter().map(|d| &d.message).collect::<Vec<_>>());
    }
    (ctx, module)
}

fn floats(ctx: &mut Context, v: &[f64]) -> HostArray {
    HostArray {
        dtype: ctx.float_type(FloatKind::BF16),
        values: v.iter().map(|&x| Some(Scalar::Float(x))).collect(),
    }
}

/// The unit in the last place of bf16 at `x` (8 significant bits).
fn ulp_bf16(x: f64) -> f64 {
    if x == 0.0 {
        return 2f64.powi(-133);
    }
    let e = x.abs().log2().floor() as i32;
    2f64.powi(e.max(-126) - 7)
}

/// Checks `got` against `Σ_k terms[k]` computed in f64.
fn check(got: f64, terms: &[f64], what: &str) {
    let exact: f64 = terms.iter().sum();
    let abs: f64 = terms.iter().map(|t| t.abs()).sum();
    let k = terms.len() as f64;
    let tol = 2.0 * ulp_bf16(exact) + k * 2f64.powi(-24) * abs;
    assert!(
        (got - exact).abs() <= tol,
        "{what}: got {got}, f64 reference {exact}, tolerance {tol}"
    );
    // The result is a bf16 value.
    assert_eq!(
        (got as f32).to_bits() & 0xffff,
        0,
        "{what}: {got} is not a bf16 value"
    );
}

fn result_floats(out: &HostArray) -> Vec<f64> {
    out.values
        .iter()
        .map(|v| match v {
            Some(Scalar::Float(f)) => *f,
            other => panic!("expected a float result, got {other:?}"),
        })
        .collect()
}

/// K3: `main(lhs: [2048] bf16, rhs: [2048] bf16) -> [1] bf16`, Σ lhs·rhs.
#[test]
fn dot_bf16_matches_f64_loops() {
    let (mut ctx, module) = load("examples/dot_bf16.mlir");
    for seed in [42, 7] {
        let mut rng = Rng(seed);
        let lhs: Vec<f64> = (0..2048).map(|_| rng.bf16()).collect();
        let rhs: Vec<f64> = (0..2048).map(|_| rng.bf16()).collect();
        let args = [floats(&mut ctx, &lhs), floats(&mut ctx, &rhs)];
        let t = Instant::now();
        let out =
            run(&ctx, module, Some("main"), &args).unwrap_or_else(|d| panic!("{}", d.message));
        eprintln!("dot_bf16: interpreter {:?}", t.elapsed());
        let got = result_floats(&out[0]);
        assert_eq!(got.len(), 1);
        let terms: Vec<f64> = lhs.iter().zip(&rhs).map(|(a, b)| a * b).collect();
        check(got[0], &terms, "dot");
    }
}

/// Parses `rel` with its axes declaration `from` replaced by `to` (the same kernel at
/// other sizes).
fn load_resized(rel: &str, from: &str, to: &str) -> (Context, OpId) {
    let mut reg = DialectRegistry::new();
    visa_stream::register(&mut reg);
    let mut ctx = Context::new(reg);
    let path = format!("{}/../../{rel}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains(from), "{rel} declares `{from}`");
    let text = text.replace(from, to);
    let module = visa_ir::parser::parse_source(&mut ctx, &text, &path)
        .unwrap_or_else(|d| panic!("{}", d.message));
    if let Err(ds) = visa_ir::verifier::verify(&ctx, module) {
        panic!("{:?}", ds.iter().map(|d| &d.message).collect::<Vec<_>>());
    }
    (ctx, module)
}

/// K4: `main(matrix: [256, 2048] bf16, vector: [2048] bf16) -> [256] bf16`.
#[test]
fn gemv_bf16_matches_f64_loops() {
    let (mut ctx, module) = load("examples/gemv_bf16.mlir");
    let (ni, nj) = (256, 2048);
    let mut rng = Rng(42);
    let m: Vec<f64> = (0..ni * nj).map(|_| rng.bf16()).collect();
    let x: Vec<f64> = (0..nj).map(|_| rng.bf16()).collect();
    let args = [floats(&mut ctx, &m), floats(&mut ctx, &x)];
    let t = Instant::now();
    let out = run(&ctx, module, Some("main"), &args).unwrap_or_else(|d| panic!("{}", d.message));
    eprintln!("gemv_bf16: interpreter {:?}", t.elapsed());
    let y = result_floats(&out[0]);
    assert_eq!(y.len(), ni);
    for i in 0..ni {
        let terms: Vec<f64> = (0..nj).map(|j| m[i * nj + j] * x[j]).collect();
        check(y[i], &terms, &format!("y[{i}]"));
    }
}

/// K5 (F7–F10 fixed): `main(a: [I, K] bf16, b: [K, J] bf16) -> [I, J] bf16`.
fn gemm(ni: usize, nj: usize, nk: usize, seed: u64) {
    gemm_file("test/stream/kernels/gemm_bf16.mlir", ni, nj, nk, seed);
}

/// [`gemm`] on the kernel in `rel` (declaring `I = 512, J = 512, K = 1024`) resized.
fn gemm_file(rel: &str, ni: usize, nj: usize, nk: usize, seed: u64) {
    let (ctx, module) = load_resized(
        rel,
        "I = 512, J = 512, K = 1024",
        &format!("I = {ni}, J = {nj}, K = {nk}"),
    );
    gemm_module(ctx, module, rel, (ni, nj, nk), seed);
}

/// Runs a `main(a: [ni, nk] bf16, b: [nk, nj] bf16) -> [ni, nj] bf16` module on random bf16
/// operands from `seed` and checks every element of C against the plain f64 loop's terms.
fn gemm_module(
    mut ctx: Context,
    module: OpId,
    what: &str,
    shape: (usize, usize, usize),
    seed: u64,
) {
    let (ni, nj, nk) = shape;
    let mut rng = Rng(seed);
    let a: Vec<f64> = (0..ni * nk).map(|_| rng.bf16()).collect();
    let b: Vec<f64> = (0..nk * nj).map(|_| rng.bf16()).collect();
    let args = [floats(&mut ctx, &a), floats(&mut ctx, &b)];
    let t = Instant::now();
    let out = run(&ctx, module, Some("main"), &args).unwrap_or_else(|d| panic!("{}", d.message));
    eprintln!("{what} ({ni}x{nk}x{nj}): interpreter {:?}", t.elapsed());
    let c = result_floats(&out[0]);
    assert_eq!(c.len(), ni * nj);
    let mut terms = vec![0.0; nk];
    for i in 0..ni {
        for j in 0..nj {
            for (k, t) in terms.iter_mut().enumerate() {
                *t = a[i * nk + k] * b[k * nj + j];
            }
            check(c[i * nj + j], &terms, &format!("c[{i}, {j}]"));
        }
    }
}

/// The kernel as written: 512 × 1024 × 512 on 256 slices.
#[test]
fn gemm_bf16_matches_f64_loops() {
    gemm(512, 512, 1024, 3);
}

/// examples/gemm_bf16.mlir as run by `visa-run`: 512 × 1024 × 512 on all 512 slices
/// (Cluster `I / 256`, Slice `[I / 32 % 8, J / 16]`, 32 × 16 tiles; 2,053-cycle
/// contraction pass, 99.8% of the chip's peak MACs, 166,553 cycles end to end).
#[test]
fn gemm_bf16_example_matches_f64_loops() {
    gemm_file("examples/gemm_bf16.mlir", 512, 512, 1024, 5);
}

/// test/visa-run/check-relu-gemm-bf16.mlir: `C = relu(A)·B`, A through the Vector Engine
/// (`vector_clip max 0.0`) and back to DM before it streams against B (issue 19 item 1:
/// the interpreter once stopped at the TRF-only axis J). 512 × 128 × 512 on all slices.
#[test]
fn relu_gemm_bf16_matches_f64_loops() {
    let (mut ctx, module) = load("test/visa-run/check-relu-gemm-bf16.mlir");
    let (ni, nj, nk) = (512, 512, 128);
    let mut rng = Rng(12);
    let a: Vec<f64> = (0..ni * nk).map(|_| rng.bf16()).collect();
    let b: Vec<f64> = (0..nk * nj).map(|_| rng.bf16()).collect();
    assert!(a.iter().any(|&x| x < 0.0) && a.iter().any(|&x| x > 0.0));
    let args = [floats(&mut ctx, &a), floats(&mut ctx, &b)];
    let out = run(&ctx, module, Some("main"), &args).unwrap_or_else(|d| panic!("{}", d.message));
    let c = result_floats(&out[0]);
    assert_eq!(c.len(), ni * nj);
    let mut terms = vec![0.0; nk];
    for i in 0..ni {
        for j in 0..nj {
            for (k, t) in terms.iter_mut().enumerate() {
                *t = a[i * nk + k].max(0.0) * b[k * nj + j];
            }
            check(c[i * nj + j], &terms, &format!("c[{i}, {j}]"));
        }
    }
}

/// examples/gemm_blocked_bf16.mlir: 512 × 2048 × 512, K in two tiles of 1,024 with f32
/// partial sums in DM and one cast; tolerance with K = 2048 terms.
#[test]
fn gemm_blocked_bf16_matches_f64_loops() {
    let (ctx, module) = load("examples/gemm_blocked_bf16.mlir");
    gemm_module(ctx, module, "gemm_blocked_bf16", (512, 512, 2048), 8);
}

/// examples/gemm_blocked_bcast_bf16.mlir: the blocked GEMM with A loaded once (one row per
/// slice) and broadcast by the Switch Engine (Broadcast01, ring 64) in the main context, B
/// resident in HBM in the per-slice transposed layout (decision C8I-1); same host
/// signature, checked against the same plain f64 loops.
#[test]
fn gemm_blocked_bcast_bf16_matches_f64_loops() {
    let (ctx, module) = load("examples/gemm_blocked_bcast_bf16.mlir");
    gemm_module(ctx, module, "gemm_blocked_bcast_bf16", (512, 512, 2048), 9);
}

/// examples/gemm_ksplit_bf16.mlir: the blocked GEMM with K split over the slices (16 K
/// ranges of 128, A broadcast by Broadcast01 over 16 consecutive slices, B read once) and
/// the 16 f32 partial sums folded by the Inter-Slice Block inside the contraction's pass
/// (decisions T8G-1..3); same host signature, checked against the same plain f64 loops.
#[test]
fn gemm_ksplit_bf16_matches_f64_loops() {
    let (ctx, module) = load("examples/gemm_ksplit_bf16.mlir");
    gemm_module(ctx, module, "gemm_ksplit_bf16", (512, 512, 2048), 10);
}

/// The same layout with 4 of the 256 slices active (Slice `[I / 32, J / 32] # 256`).
#[test]
fn gemm_bf16_on_four_slices_matches_f64_loops() {
    gemm(64, 64, 128, 4);
}

/// An i8 dot product (examples/dot_i8.mlir): exact i32 sums, then the
/// saturating cast to i16, against integer loops; small operands stay in range, large
/// ones saturate.
#[test]
fn dot_i8_sums_exactly_and_saturates() {
    let (mut ctx, module) = load("examples/dot_i8.mlir");
    let i8t = ctx.integer_type(8);
    let mut rng = Rng(11);
    // (lhs range, rhs range): in range of i16; saturating up; saturating down.
    for ((llo, lhi), (rlo, rhi)) in [
        ((-2i64, 2i64), (-2i64, 2i64)),
        ((100, 127), (100, 127)),
        ((-128, -100), (100, 127)),
    ] {
        let mut draw = |lo: i64, hi: i64| lo + (rng.next_u64() % (hi - lo + 1) as u64) as i64;
        let lhs: Vec<i64> = (0..2048).map(|_| draw(llo, lhi)).collect();
        let rhs: Vec<i64> = (0..2048).map(|_| draw(rlo, rhi)).collect();
        let out = run(
            &ctx,
            module,
            Some("main"),
            &[
                HostArray::ints(i8t, lhs.clone()),
                HostArray::ints(i8t, rhs.clone()),
            ],
        )
        .unwrap_or_else(|d| panic!("{}", d.message));
        let exact: i64 = lhs.iter().zip(&rhs).map(|(a, b)| a * b).sum();
        assert_eq!(
            out[0].as_ints(),
            vec![Some(exact.clamp(-32768, 32767))],
            "lhs {llo}..={lhi}, rhs {rlo}..={rhi}, exact {exact}"
        );
    }
}
