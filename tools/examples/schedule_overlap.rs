//! Prints the overlap `schedule-commands` achieves on stream-level kernels: for each file,
//! the cycles where main and sub, and where a Tensor-Unit context and the tensor DMA, are
//! busy at once, in the written order and scheduled, from the simulator's schedule on
//! zeroed inputs.
//!
//! `cargo run -p visa-tools --example schedule_overlap -- examples/overlap_tiles_f32.mlir`

#[path = "../tests/overlap/mod.rs"]
mod overlap;

fn main() {
    let files: Vec<String> = std::env::args().skip(1).collect();
    if files.is_empty() {
        eprintln!("usage: schedule_overlap FILE.mlir...");
        std::process::exit(2);
    }
    for f in &files {
        overlap::report(f);
    }
}
