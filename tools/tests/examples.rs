//! Runs every kernel in the workspace's `examples/` folder as a lit test, one libtest
//! test per file, and requires each to run under `visa-run --check`: the stream-level
//! interpreter and the simulator must agree on it.
//!
//! A new example is never skipped silently: litnik fails a file without a `RUN:` line,
//! and this harness fails (before running anything) when an example has no
//! `// RUN: visa-run %s --check` line.
//!
//! The models under `examples/models/` are at the nt level, which nothing lowers to the
//! stream level yet (issue 22): they run (litnik walks subfolders) on the nt reference
//! interpreter, and the `--check` rule covers the top folder only (decisions.md RNT-3).
//! The tensor-level examples under `examples/tensor/` are planned (issue 22): each must
//! run `visa-opt --plan %s -o %t.mlir` and then `visa-run %t.mlir --check`.
fn main() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
    let mut unchecked = Vec::new();
    let tensor_dir = format!("{dir}/tensor");
    for entry in
        std::fs::read_dir(&tensor_dir).unwrap_or_else(|e| panic!("cannot list {tensor_dir}: {e}"))
    {
        let path = entry.expect("a directory entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let has = |p: &str| text.lines().any(|l| l.trim_start().starts_with(p));
        if !(has("// RUN: visa-opt --plan %s -o %t.mlir")
            && has("// RUN: visa-run %t.mlir --check"))
        {
            unchecked.push(path.display().to_string());
        }
    }
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot list {dir}: {e}"));
    for entry in entries {
        let path = entry.expect("a directory entry").path();
        if path.extension().and_then(|e| e.to_str()) != Some("mlir") {
            continue;
        }
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
        let checked = text
            .lines()
            .any(|l| l.trim_start().starts_with("// RUN: visa-run %s --check"));
        if !checked {
            unchecked.push(path.display().to_string());
        }
    }
    if !unchecked.is_empty() {
        eprintln!(
            "examples: every example must run under `// RUN: visa-run %s --check ...` \
             (under tensor/: `visa-opt --plan %s -o %t.mlir`, then `visa-run %t.mlir --check`); \
             missing in:\n  {}",
            unchecked.join("\n  ")
        );
        std::process::exit(1);
    }
    litnik::Suite::new(dir)
        .suffixes(["mlir"])
        .tool("visa-opt", env!("CARGO_BIN_EXE_visa-opt"))
        .tool("visa-run", env!("CARGO_BIN_EXE_visa-run"))
        .exec_root(concat!(env!("CARGO_TARGET_TMPDIR"), "/examples"))
        .run_from_args();
}
