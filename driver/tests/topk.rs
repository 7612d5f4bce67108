//! The branchless TopK kernels (examples/topk_f32.mlir, K = 2, and examples/topk4_f32.mlir,
//! K = 4; manual 002 L8535–8591, docs/decisions.md T9K-1..T9K-5) against a plain-loop
//! reference: per row, the indices sorted by (value in IEEE 754 totalOrder, index),
//! largest first — `f32::total_cmp`, so +0 is above -0, positive NaNs above +inf and
//! negative NaNs below -inf, and between equal bits the higher index wins (the manual's
//! packing puts the index in the low bits) — its first K indices and their values' bits.
//! Every run must also pass the interpreter-against-simulator check.

use visa_driver::{Kernel, Tensor, Verdict};

const T: usize = 64;
const E: usize = 16;

mod support;
use support::rng;

/// The reference: the K largest of each row (indices, value bits), largest first.
fn reference(x: &[f32], k: usize) -> (Vec<i32>, Vec<u32>) {
    let (mut ids, mut vals) = (Vec::new(), Vec::new());
    for row in x.chunks(E) {
        let mut idx: Vec<usize> = (0..E).collect();
        idx.sort_by(|&a, &b| row[b].total_cmp(&row[a]).then(b.cmp(&a)));
        for &i in &idx[..k] {
            ids.push(i as i32);
            vals.push(row[i].to_bits());
        }
    }
    (ids, vals)
}

/// Runs the kernel on `x` and returns (indices, value bits), after the check passed.
fn run(file: &str, x: &[f32]) -> (Vec<i32>, Vec<u32>, u64) {
    let path = format!("{}/../examples/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let k = Kernel::parse(file, &text).unwrap_or_else(|e| panic!("{}", e.message()));
    let input = Tensor::from_f32(&[T as u64, E as u64], x).expect("shape");
    let run = k
        .run(&[input])
        .unwrap_or_else(|e| panic!("{}", e.message()));
    assert!(
        matches!(run.verdict, Verdict::Pass { .. }),
        "{:?}",
        run.verdict
    );
    let r = &run.simulation.results;
    let ids = r[0].to_i32().expect("i32 indices");
    let vals = r[1].to_f32().expect("f32 values");
    (
        ids,
        vals.iter().map(|v| v.to_bits()).collect(),
        run.simulation.cycles,
    )
}

/// Random rows (every bit pattern, signalling NaNs included: the interpreter keeps a
/// float's bits, T19N-1) and rows of ties drawn from a small pool.
fn random_rows(seed: u64) -> Vec<f32> {
    let mut r = rng(seed);
    let pool = [-3.5f32, -1.0, -0.0, 0.0, 0.25, 1.0, 2.0, 1e30, -1e-40];
    (0..T * E)
        .map(|n| {
            let v = r();
            if (n / E).is_multiple_of(2) {
                f32::from_bits(v as u32)
            } else {
                pool[(v % pool.len() as u64) as usize]
            }
        })
        .collect()
}

/// Rows 0–3 digest-E's MoE instance (G-M1..G-M5, padded with -100), then crafted rows:
/// all equal, ±0 and negatives, subnormals, infinities, NaNs of both signs and the bit
/// patterns whose keys are i32::MAX / i32::MIN (0x7fffffff, 0xffffffff), repeated.
fn crafted_rows() -> Vec<f32> {
    let mut x = random_rows(99);
    let gm = [
        [0.5f32, -1.0, 2.0, 0.25],
        [-0.5, -0.25, -2.0, -1.0],
        [1.0, 1.0, 1.0, -3.0],
        [-4.0, 3.0, -0.0, 0.0],
    ];
    for (t, row) in gm.iter().enumerate() {
        for e in 0..E {
            x[t * E + e] = if e < 4 { row[e] } else { -100.0 };
        }
    }
    let b = f32::from_bits;
    let rows: [[f32; E]; 9] = [
        [7.0; E],
        [
            -0.0, 0.0, -0.0, -1.0, -2.0, -0.0, -3.0, -1.0, -0.0, -5.0, -6.0, -7.0, -8.0, -9.0,
            -1.0, -0.0,
        ],
        [-0.0; E],
        [
            b(1),
            b(0x8000_0001),
            b(2),
            b(0x807f_ffff),
            b(0x007f_ffff),
            0.0,
            -0.0,
            b(1),
            b(0x8000_0001),
            f32::MIN_POSITIVE,
            -f32::MIN_POSITIVE,
            b(2),
            b(0x0000_0003),
            b(0x8000_0002),
            b(1),
            -0.0,
        ],
        [
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
            -f32::MAX,
            f32::NEG_INFINITY,
            -1e30,
            f32::NEG_INFINITY,
            -f32::MAX,
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
            -1e38,
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
            -f32::MAX,
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
            f32::NEG_INFINITY,
        ],
        [f32::NEG_INFINITY; E],
        [
            1.0,
            f32::INFINITY,
            b(0x7fc0_0000),
            -1.0,
            b(0xffc0_0000),
            f32::MAX,
            b(0x7fc0_1234),
            f32::INFINITY,
            b(0xffc0_0001),
            0.0,
            b(0x7fc0_0000),
            -0.0,
            f32::NEG_INFINITY,
            2.0,
            b(0x7fc0_1234),
            3.0,
        ],
        [
            b(0x7fff_ffff),
            1.0,
            b(0xffff_ffff),
            b(0x7fff_ffff),
            -1.0,
            b(0xffff_ffff),
            b(0x7fff_fffe),
            b(0x7fff_ffff),
            0.0,
            b(0xffff_ffff),
            f32::INFINITY,
            f32::NEG_INFINITY,
            b(0xffff_fffe),
            5.0,
            b(0x7fff_ffff),
            -0.0,
        ],
        [
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_ffff),
            b(0xffff_fffe),
            b(0xffff_ffff),
        ],
    ];
    for (n, row) in rows.iter().enumerate() {
        x[(4 + n) * E..(5 + n) * E].copy_from_slice(row);
    }
    x
}

fn check(file: &str, k: usize, x: &[f32]) -> u64 {
    let (ids, vals, cycles) = run(file, x);
    let (rids, rvals) = reference(x, k);
    for t in 0..T {
        let s = t * k..(t + 1) * k;
        assert_eq!(
            (&ids[s.clone()], &vals[s.clone()]),
            (&rids[s.clone()], &rvals[s]),
            "{file}, row {t}: {:?}",
            &x[t * E..(t + 1) * E]
        );
    }
    cycles
}

#[test]
fn topk2_matches_the_plain_loop_sort() {
    for seed in [1, 2] {
        check("topk_f32.mlir", 2, &random_rows(seed));
    }
    let x = crafted_rows();
    check("topk_f32.mlir", 2, &x);
    // G-M4 (compaction order) and G-M5 in the kernel's rank order: largest first.
    let (ids, vals, _) = run("topk_f32.mlir", &x);
    assert_eq!(&ids[..8], &[2, 0, 1, 0, 2, 1, 1, 3], "G-M4 in rank order");
    let v: Vec<f32> = vals[..8].iter().map(|&b| f32::from_bits(b)).collect();
    assert_eq!(
        v,
        [2.0, 0.5, -0.25, -0.5, 1.0, 1.0, 3.0, 0.0],
        "G-M5 in rank order"
    );
    assert_eq!(vals[7], 0, "G-M3: +0.0 beats -0.0");
}

#[test]
fn topk4_matches_the_plain_loop_sort() {
    for seed in [3, 4] {
        check("topk4_f32.mlir", 4, &random_rows(seed));
    }
    check("topk4_f32.mlir", 4, &crafted_rows());
}

/// test/visa-run/check-relabel.mlir: a host bitcast f32 → i32, an HBM rename, +1 on every
/// word, a DM bitcast back and a DM rename back, so bits(y) = bits(x) + 1 at every
/// position (a misplaced or converted element would not be).
#[test]
fn relabel_views_keep_every_bit_in_place() {
    let path = format!(
        "{}/../test/visa-run/check-relabel.mlir",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let k = Kernel::parse("check-relabel", &text).unwrap_or_else(|e| panic!("{}", e.message()));
    let mut r = rng(5);
    // Every bit pattern (a negative x + 1 ulp of its bits is the next f32 down), ±0,
    // subnormals; bits + 1 of f32::MAX is +inf.
    let mut x: Vec<f32> = (0..256).map(|_| f32::from_bits(r() as u32)).collect();
    // Issue 19's reproducers: -inf + 1 is a signalling NaN, 0x7fbfffff + 1 the quiet
    // 0x7fc00000, +inf + 1 and 0x7f800001 + 1 signalling ones (T19N-1).
    x[..10].copy_from_slice(&[
        0.0,
        -0.0,
        f32::from_bits(1),
        -f32::from_bits(1),
        f32::MAX,
        -1.0,
        f32::NEG_INFINITY,
        f32::from_bits(0x7fbf_ffff),
        f32::INFINITY,
        f32::from_bits(0x7f80_0001),
    ]);
    // The rest of row 3 all -inf: every result a signalling NaN 0xff800001.
    for v in &mut x[192 + 16..] {
        *v = f32::NEG_INFINITY;
    }
    let run = k
        .run(&[Tensor::from_f32(&[4, 64], &x).unwrap()])
        .unwrap_or_else(|e| panic!("{}", e.message()));
    assert!(
        matches!(run.verdict, Verdict::Pass { .. }),
        "{:?}",
        run.verdict
    );
    let y = run.simulation.results[0].to_f32().unwrap();
    for (n, (a, b)) in x.iter().zip(&y).enumerate() {
        assert_eq!(
            b.to_bits(),
            a.to_bits().wrapping_add(1),
            "n = {n}: {a:?} -> {b:?}"
        );
    }
}

/// Signalling NaNs (decisions T9K-4, T19N-1) rank by their bits on the device, and the
/// interpreter, which keeps a float's bits, agrees: the check passes.
#[test]
fn signalling_nans_rank_by_their_bits_on_the_device() {
    let mut x = random_rows(8);
    let b = f32::from_bits;
    x[..E].copy_from_slice(&[
        b(0x7f80_0001),
        1.0,
        b(0xff80_0001),
        b(0x7fbf_ffff),
        2.0,
        b(0x7f80_0001),
        -1.0,
        0.0,
        b(0xffbf_ffff),
        3.0,
        f32::INFINITY,
        b(0x7fc0_0000),
        4.0,
        5.0,
        6.0,
        7.0,
    ]);
    let path = format!("{}/../examples/topk4_f32.mlir", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let k = Kernel::parse("topk4", &text).unwrap_or_else(|e| panic!("{}", e.message()));
    let run = k
        .run(&[Tensor::from_f32(&[T as u64, E as u64], &x).unwrap()])
        .unwrap_or_else(|e| panic!("{}", e.message()));
    let ids = run.simulation.results[0].to_i32().unwrap();
    let vals: Vec<u32> = run.simulation.results[1]
        .to_f32()
        .unwrap()
        .iter()
        .map(|v| v.to_bits())
        .collect();
    let (rids, rvals) = reference(&x, 4);
    assert_eq!((&ids[..], &vals[..]), (&rids[..], &rvals[..]));
    assert_eq!(
        &ids[..4],
        &[11, 3, 5, 0],
        "quiet NaN, then the signalling ones by payload"
    );
    assert!(
        matches!(run.verdict, Verdict::Pass { .. }),
        "{:?}",
        run.verdict
    );
}
