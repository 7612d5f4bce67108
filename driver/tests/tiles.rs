//! Tile views (manual L814–835, L954–972) against plain loops: the element tile
//! `B ∈ [128, 384)` and the block tile `B / 32 ∈ [3, 5)` of `test/visa-run/check-tile.mlir`
//! read the parent's elements at their offsets.

use visa_driver::{Kernel, Tensor, Verdict};

#[test]
fn tiles_read_the_parent_at_their_offsets() {
    let path = format!(
        "{}/../test/visa-run/check-tile.mlir",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let k = Kernel::parse("check-tile.mlir", &text).unwrap_or_else(|e| panic!("{}", e.message()));
    let x: Vec<i32> = (0..8 * 512).map(|i| i * 7 - 3).collect();
    let run = k
        .run(&[Tensor::from_i32(&[8, 512], &x).unwrap()])
        .unwrap_or_else(|e| panic!("{}", e.message()));
    assert!(
        matches!(run.verdict, Verdict::Pass { .. }),
        "{:?}",
        run.verdict
    );
    let y = run.simulation.results[0].to_i32().unwrap();
    let z = run.simulation.results[1].to_i32().unwrap();
    assert_eq!((y.len(), z.len()), (8 * 256, 8 * 64));
    for a in 0..8 {
        for b in 0..256 {
            assert_eq!(
                y[a * 256 + b],
                x[a * 512 + 128 + b],
                "element tile [{a}, {b}]"
            );
        }
        for b in 0..64 {
            assert_eq!(z[a * 64 + b], x[a * 512 + 96 + b], "block tile [{a}, {b}]");
        }
    }
}
