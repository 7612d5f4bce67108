//! The axis reshapes (`stream.split_axis`, `stream.merge_axes`) against plain loops:
//! test/visa-run/check-reshape.mlir views x [8, 256] as (A, J = 32, K = 8), spreads J
//! over slices, adds 1 and views the result back, so y[a, n] must be x[a, n] + 1 at
//! every position (a misplaced element would carry another x).

use visa_driver::{Kernel, Tensor, Verdict};

#[test]
fn split_and_merge_keep_every_element_in_place() {
    let path = format!(
        "{}/../test/visa-run/check-reshape.mlir",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let k = Kernel::parse("check-reshape", &text).unwrap_or_else(|e| panic!("{}", e.message()));
    let x: Vec<i32> = (0..8 * 256)
        .map(|i| (i * 7919 % 100_003) - 50_000)
        .collect();
    let run = k
        .run(&[Tensor::from_i32(&[8, 256], &x).unwrap()])
        .unwrap_or_else(|e| panic!("{}", e.message()));
    assert!(
        matches!(run.verdict, Verdict::Pass { .. }),
        "{:?}",
        run.verdict
    );
    let y = run.simulation.results[0].to_i32().unwrap();
    for a in 0..8 {
        for n in 0..256 {
            assert_eq!(y[a * 256 + n], x[a * 256 + n] + 1, "a = {a}, n = {n}");
        }
    }
}
