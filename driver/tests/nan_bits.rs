//! Issue 19's NaN reproducers (decisions T19N-1, T19N-2): data movement keeps every
//! float's bits — a signalling NaN stays signalling, a payload stays the payload — in the
//! interpreter as in the simulator, and the contraction path's NaN is the canonical one in
//! both. Each result is checked against the input bits moved by plain loops (or, for the
//! contraction, against the canonical NaN by hand), and every run passes the
//! interpreter-against-simulator check.

use visa_driver::{Kernel, Run, Tensor, Verdict};
use visa_tcp::DType;

fn kernel(path: &str) -> Kernel {
    let full = format!("{}/../{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{full}: {e}"));
    Kernel::parse(path, &text).unwrap_or_else(|e| panic!("{}", e.message()))
}

fn run(k: &Kernel, inputs: &[Tensor]) -> Run {
    let run = k.run(inputs).unwrap_or_else(|e| panic!("{}", e.message()));
    assert!(
        matches!(run.verdict, Verdict::Pass { .. }),
        "{:?}",
        run.verdict
    );
    run
}

fn words16(t: &Tensor) -> Vec<u16> {
    t.bytes
        .chunks_exact(2)
        .map(|c| u16::from_le_bytes([c[0], c[1]]))
        .collect()
}

/// NaN patterns of every kind, cycled through the f32 inputs.
const F32_NANS: [u32; 6] = [
    0x7f80_0001, // signalling, payload 1
    0xffbf_ffff, // negative signalling, largest payload
    0x7fbf_ffff, // the 0x7fbfffff of issue 19 (read as -0.0 before)
    0x7fc0_0000, // quiet
    0xffc0_1234, // negative quiet with a payload
    0x7fff_ffff,
];

#[test]
fn a_gather_moves_signalling_nans_bit_for_bit() {
    let (p, r) = (16usize, 64usize);
    let table: Vec<u32> = (0..p * r)
        .map(|n| F32_NANS[n % F32_NANS.len()] ^ (n as u32 & 0x3))
        .collect();
    let idx = [5, 0, 15, 5, 9, 2, 11, 7];
    let t = Tensor::from_f32(
        &[p as u64, r as u64],
        &table.iter().map(|&b| f32::from_bits(b)).collect::<Vec<_>>(),
    )
    .unwrap();
    let run = run(
        &kernel("test/visa-run/check-gather.mlir"),
        &[t, Tensor::from_i32(&[8], &idx).unwrap()],
    );
    let mut want = Vec::new();
    for &i in &idx {
        want.extend_from_slice(&table[i as usize * r..(i as usize + 1) * r]);
    }
    let got: Vec<u32> = run.simulation.results[0]
        .to_f32()
        .unwrap()
        .iter()
        .map(|v| v.to_bits())
        .collect();
    assert_eq!(got, want);
}

#[test]
fn the_bf16_transpose_engine_moves_signalling_nans_bit_for_bit() {
    // Issue 19: all 0x7f81 failed the check on 65,536 of 65,536 elements. Every element
    // the same signalling NaN: the transposed result is that pattern everywhere.
    let k = kernel("test/visa-run/check-transpose-engine-bf16.mlir");
    let shape = k.lower().unwrap().program.inputs[0].shape.clone();
    let n: u64 = shape.iter().product();
    let bytes: Vec<u8> = (0..n).flat_map(|_| 0x7f81u16.to_le_bytes()).collect();
    let run = run(&k, &[Tensor::from_raw(DType::Bf16, &shape, bytes).unwrap()]);
    let out = words16(&run.simulation.results[0]);
    assert_eq!(out.len() as u64, n);
    assert!(out.iter().all(|&w| w == 0x7f81), "{:x?}", &out[..8]);
}

#[test]
fn a_dot_product_meeting_two_nans_gives_the_canonical_nan_in_both_models() {
    // Issue 19: +NaN and -NaN in one bf16 dot product gave 0xffc0 in the interpreter and
    // 0x7fc0 in the simulator. T19N-2: the accumulator's output NaN is 0x7fc00000, which
    // the cast to bf16 keeps: 0x7fc0 (by hand).
    let k = kernel("examples/dot_bf16.mlir");
    let shape = k.lower().unwrap().program.inputs[0].shape.clone();
    let n: usize = shape.iter().product::<u64>() as usize;
    let one = 0x3f80u16; // bf16 1.0
    let mut lhs = vec![one; n];
    lhs[3] = 0x7fc0; // +NaN
    lhs[n - 5] = 0xffc0; // -NaN
    lhs[100] = 0x7f81; // a signalling one too
    let rhs = vec![one; n];
    let raw = |w: &[u16]| w.iter().flat_map(|x| x.to_le_bytes()).collect::<Vec<u8>>();
    let run = run(
        &k,
        &[
            Tensor::from_raw(DType::Bf16, &shape, raw(&lhs)).unwrap(),
            Tensor::from_raw(DType::Bf16, &shape, raw(&rhs)).unwrap(),
        ],
    );
    assert_eq!(words16(&run.simulation.results[0]), vec![0x7fc0]);
    // Either NaN alone gives the same (its sign is not kept through the sum).
    let mut neg = vec![one; n];
    neg[7] = 0xffc0;
    let run = self::run(
        &k,
        &[
            Tensor::from_raw(DType::Bf16, &shape, raw(&neg)).unwrap(),
            Tensor::from_raw(DType::Bf16, &shape, raw(&rhs)).unwrap(),
        ],
    );
    assert_eq!(words16(&run.simulation.results[0]), vec![0x7fc0]);
}
