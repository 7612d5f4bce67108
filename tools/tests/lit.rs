//! Runs every lit test under the workspace's `test/` folder, one libtest test per file.
//!
//! The files use LLVM's lit and FileCheck syntax (`// RUN: visa-opt %s | FileCheck %s`),
//! so they stay runnable by LLVM's own `lit` where it is installed; here `litnik`
//! provides the shell and FileCheck, so no LLVM or Python is needed.
fn main() {
    litnik::Suite::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../test"))
        .suffixes(["mlir", "test"])
        .tool("visa-opt", env!("CARGO_BIN_EXE_visa-opt"))
        .tool("visa-map", env!("CARGO_BIN_EXE_visa-map"))
        .tool("visa-run", env!("CARGO_BIN_EXE_visa-run"))
        .exec_root(env!("CARGO_TARGET_TMPDIR"))
        .run_from_args();
}
