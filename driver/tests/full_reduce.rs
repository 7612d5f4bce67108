//! The manual's full tensor reduction (digest-D G42, manual 002 L4360–4376),
//! examples/full_reduce_bf16.mlir, against plain loops: y = Σ_a x[a] · w[a % 32] over
//! A = 65536 bf16 elements, with w = 1.0 the reduction Σ_a x[a] (docs/decisions.md
//! T10C-1..T10C-3).
//!
//! Three references, none of them the code under test:
//! - a plain f64 sum, with the bound of an f32 summation: every product x·w is exact in
//!   f32 (bf16 × bf16 has 16 significant bits, C8A-2), and each term reaches the result
//!   through at most 5 (tree) + 7 (accumulator, 8 steps) + 255 (Inter-Slice fold, 256
//!   slices) = 267 f32 additions, so |y − Σ| ≤ γ₂₆₇ · Σ|x·w| with γₙ = n·u / (1 − n·u),
//!   u = 2⁻²⁴ (Higham, Accuracy and Stability of Numerical Algorithms, §4.2: the error of
//!   any summation order is bounded by its depth);
//! - the same sum in f32, in the order the manual and the decisions fix (pairwise tree
//!   over the 32 lanes, L4384–4395 / C8A-2; the 8 time steps in order, C8A-3; the 256
//!   slice partials folded in ascending slice order, C9G-1): bit for bit;
//! - exact cases worked by hand: all ones → 65536.0; small integers (every partial sum an
//!   integer below 2²⁴, so no f32 addition rounds) → the i64 sum.
//!
//! Every run must also pass the interpreter-against-simulator check, and the main pass's
//! cycles are pinned term by term (docs/cycle-model.md, "Full tensor reduction (G42)").

use visa_driver::{Kernel, Run, Tensor, Verdict};
use visa_sim::report::CostDetail;
use visa_sim::DType;

const A: usize = 65536;
const S: usize = 256;
const T: usize = 8;
const P: usize = 32;

mod support;
use support::rng;

/// `f` as bf16 bits, truncated (the test only needs some bf16 value near `f`).
fn bf16_bits(f: f32) -> u16 {
    (f.to_bits() >> 16) as u16
}

fn bf16_value(h: u16) -> f32 {
    f32::from_bits(u32::from(h) << 16)
}

fn bf16_tensor(values: &[u16]) -> Tensor {
    Tensor {
        dtype: DType::Bf16,
        shape: vec![values.len() as u64],
        bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
    }
}

/// Runs the example on (x, w), requires the check to pass, returns the run.
fn run(x: &[u16], w: &[u16]) -> Run {
    let path = format!(
        "{}/../examples/full_reduce_bf16.mlir",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let k = Kernel::parse("full_reduce_bf16", &text).unwrap_or_else(|e| panic!("{}", e.message()));
    let run = k
        .run(&[bf16_tensor(x), bf16_tensor(w)])
        .unwrap_or_else(|e| panic!("{}", e.message()));
    assert!(
        matches!(run.verdict, Verdict::Pass { .. }),
        "{:?}",
        run.verdict
    );
    run
}

/// The one result element.
fn result(run: &Run) -> f32 {
    let r = &run.simulation.results[0];
    assert_eq!(r.elements(), 1, "one scalar");
    r.to_f32().expect("an f32 result")[0]
}

/// Σ x[a]·w[a % 32] in f64 and Σ |x[a]·w[a % 32]|.
fn sum_f64(x: &[u16], w: &[u16]) -> (f64, f64) {
    let mut s = 0f64;
    let mut abs = 0f64;
    for (a, &h) in x.iter().enumerate() {
        let v = f64::from(bf16_value(h)) * f64::from(bf16_value(w[a % P]));
        s += v;
        abs += v.abs();
    }
    (s, abs)
}

/// The same sum in f32 in the hardware's order: per slice and time step the pairwise
/// tree over the 32 lanes, the 8 steps accumulated in order, the 256 slice partials
/// folded in ascending order.
fn sum_f32_ordered(x: &[u16], w: &[u16]) -> f32 {
    let mut partials = Vec::with_capacity(S);
    for s in 0..S {
        let mut acc: Option<f32> = None;
        for t in 0..T {
            let mut lanes: Vec<f32> = (0..P)
                .map(|p| bf16_value(x[s * T * P + t * P + p]) * bf16_value(w[p]))
                .collect();
            let mut n = P;
            while n > 1 {
                for k in 0..n / 2 {
                    lanes[k] = lanes[2 * k] + lanes[2 * k + 1];
                }
                n /= 2;
            }
            acc = Some(acc.map_or(lanes[0], |a| a + lanes[0]));
        }
        partials.push(acc.expect("8 steps"));
    }
    partials[1..].iter().fold(partials[0], |a, &b| a + b)
}

/// The bound γ₂₆₇ · Σ|x·w| of an f32 summation of depth 267 (module comment).
fn f32_bound(abs: f64) -> f64 {
    let nu = 267.0 * 2f64.powi(-24);
    nu / (1.0 - nu) * abs
}

fn ones() -> Vec<u16> {
    vec![bf16_bits(1.0); P]
}

/// Random bf16 values: uniform in [-4, 4) (`spread` = false) or a sign, a mantissa and
/// an exponent in [-12, 12) (`spread` = true, so that additions round).
fn random(seed: u64, n: usize, spread: bool) -> Vec<u16> {
    let mut r = rng(seed);
    (0..n)
        .map(|_| {
            let v = r();
            let f = if spread {
                let m = 1.0 + (v & 0x7f) as f32 / 128.0;
                let e = ((v >> 8) % 24) as i32 - 12;
                let sign = if v >> 63 == 1 { -1.0 } else { 1.0 };
                sign * m * 2f32.powi(e)
            } else {
                ((v >> 11) as f64 / (1u64 << 53) as f64 * 8.0 - 4.0) as f32
            };
            bf16_bits(f)
        })
        .collect()
}

#[test]
fn all_ones_sum_to_65536_exactly() {
    let x = vec![bf16_bits(1.0); A];
    assert_eq!(result(&run(&x, &ones())), 65536.0);
}

#[test]
fn small_integers_sum_exactly() {
    // x in [-8, 8]: every partial sum is an integer of magnitude at most 8 · 65536 = 2^19,
    // so no f32 addition rounds and the result is the integer sum.
    let xi: Vec<i64> = (0..A as i64).map(|a| (a * 7919 + 13) % 17 - 8).collect();
    let x: Vec<u16> = xi.iter().map(|&v| bf16_bits(v as f32)).collect();
    let want: i64 = xi.iter().sum();
    assert_eq!(result(&run(&x, &ones())), want as f32);
    // Integer weights w[p] = p - 16 (|x·w| ≤ 128, partial sums below 2^23): the TRF's
    // lane p pairs with x's lane p of every slice and time step.
    let wi: Vec<i64> = (0..P as i64).map(|p| p - 16).collect();
    let w: Vec<u16> = wi.iter().map(|&v| bf16_bits(v as f32)).collect();
    let want: i64 = xi.iter().enumerate().map(|(a, v)| v * wi[a % P]).sum();
    assert_eq!(result(&run(&x, &w)), want as f32);
}

#[test]
fn random_bf16_within_the_f32_summation_bound() {
    for (seed, spread) in [(1u64, false), (2, true), (3, true)] {
        let x = random(seed, A, spread);
        for w in [ones(), random(seed + 100, P, false)] {
            let y = result(&run(&x, &w));
            let (s, abs) = sum_f64(&x, &w);
            let bound = f32_bound(abs);
            assert!(
                (f64::from(y) - s).abs() <= bound,
                "seed {seed}: {y} vs f64 {s}, bound {bound}"
            );
            assert_eq!(
                y.to_bits(),
                sum_f32_ordered(&x, &w).to_bits(),
                "seed {seed}: the f32 sum in the hardware's order"
            );
        }
    }
}

#[test]
fn the_pass_takes_277_cycles() {
    // The main pass, per slice (all 256 slices in lockstep), docs/cycle-model.md §3, §3a
    // and "Inter-Slice Block":
    //   fetch    = 256 bf16 = 512 bytes = 16 fetches of one 32-byte flit  (L2060, C8A-6)
    //   collect  = 16 flits                                               (L3603)
    //   contract = 8 steps: two flits per 64-byte computation packet      (L4099)
    //   vector   = 1 flit (the accumulator's one f32 per slice), sink = 1 commit write
    //   latency  = 5 tree levels (bf16 depth 5, L4388) + r = 256 ring tail (C9G-2, L4375)
    //   cycles   = max(16, 16, 8, 1, 1) + 5 + 256 = 277
    // against the manual's ≈ 40 in-slice + 256 = ≈ 296 (L4374–4376; T10C-1).
    let run = run(&vec![bf16_bits(1.0); A], &ones());
    let passes: Vec<_> = run
        .simulation
        .report
        .commands
        .iter()
        .filter_map(|c| match &c.detail {
            CostDetail::Tu(t) if t.contract > 0 => Some(t),
            _ => None,
        })
        .collect();
    assert_eq!(passes.len(), 1, "one contraction pass");
    let t = passes[0];
    assert_eq!(
        (t.fetch, t.collect, t.contract, t.vector, t.sink, t.latency),
        (16, 16, 8, 1, 1, 5 + 256)
    );
    assert_eq!(t.cycles, 277);
}
