//! The overlap `schedule-commands` achieves (issue 10, Deliver 5): a kernel is lowered to
//! hw with the written order and with the scheduled one, both are simulated, and the
//! cycles where two queues are busy at once are counted from the simulator's schedule
//! (`overlap/mod.rs`): main ∩ sub, and (main ∪ sub) ∩ tdma.
//!
//! `cargo test -p visa-tools --test schedule_overlap -- --nocapture` prints the figures;
//! `cargo run -p visa-tools --example schedule_overlap -- FILE.mlir...` prints them for
//! any stream-level kernel (e.g. a blocked GEMM).

mod overlap;

use overlap::{both, figures, report};

#[test]
fn hand_worked_overlap_counts() {
    assert_eq!(both(&[(0, 10), (20, 30)], &[(5, 25)]), 10);
    assert_eq!(both(&[(0, 10)], &[(10, 20)]), 0);
}

#[test]
fn scheduling_overlaps_the_next_tile_with_this_one() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../examples/overlap_tiles_f32.mlir"
    );
    let (before, after) = report(path);
    let (_, td0, span0) = figures(&before);
    let (_, td1, span1) = figures(&after);
    assert!(td1 > td0, "TU beside the DMA: {td1} <= {td0}");
    assert!(span1 < span0, "device span: {span1} >= {span0}");
    assert!(after.total_cycles < before.total_cycles);
}
