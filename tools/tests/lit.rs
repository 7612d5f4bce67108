//! Runs every lit test under the workspace's `test/` folder, one libtest test per file.
//!
//! The files use LLVM's lit and FileCheck syntax (`// RUN: visa-opt %s | FileCheck %s`),
//! so they stay runnable by LLVM's own `lit` where it is installed; here `litnik`
//! provides the shell and FileCheck, so no LLVM or Python is needed.
fn main() {
    let mut suite = litnik::Suite::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../test"));
    // Cross-checks against LLVM's own tools run where they are installed.
    match find_tool(&["mlir-opt-22", "mlir-opt"]) {
        Some(path) => suite = suite.feature("mlir-opt").tool("mlir-opt", path),
        None => eprintln!(
            "lit: mlir-opt-22 not found on PATH or in /usr/lib/llvm-22/bin; \
             skipping the tests that REQUIRE mlir-opt"
        ),
    }
    suite
        .suffixes(["mlir", "test"])
        .tool("visa-opt", env!("CARGO_BIN_EXE_visa-opt"))
        .tool("visa-map", env!("CARGO_BIN_EXE_visa-map"))
        .tool("visa-run", env!("CARGO_BIN_EXE_visa-run"))
        .tool("visa-translate", env!("CARGO_BIN_EXE_visa-translate"))
        .exec_root(env!("CARGO_TARGET_TMPDIR"))
        .run_from_args();
}

/// The first of `names` found on `PATH` or in LLVM 22's Debian directory.
fn find_tool(names: &[&str]) -> Option<std::path::PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    let dirs =
        std::env::split_paths(&path).chain([std::path::PathBuf::from("/usr/lib/llvm-22/bin")]);
    let dirs: Vec<_> = dirs.collect();
    names
        .iter()
        .find_map(|name| dirs.iter().map(|d| d.join(name)).find(|p| p.is_file()))
}
