//! mlir-opt's conventions on every tool: `--version`, `--mlir-pass-statistics`,
//! `--mlir-timing-display=list`, `RUST_LOG=info` showing each pass's start and end with no
//! ANSI colours on a pipe, and no progress line when standard error is not a terminal.

use std::process::{Command, Output};

fn tool(name: &str) -> Command {
    let path = match name {
        "visa-opt" => env!("CARGO_BIN_EXE_visa-opt"),
        "visa-run" => env!("CARGO_BIN_EXE_visa-run"),
        "visa-map" => env!("CARGO_BIN_EXE_visa-map"),
        "visa-gen" => env!("CARGO_BIN_EXE_visa-gen"),
        _ => unreachable!("no tool {name}"),
    };
    let mut c = Command::new(path);
    c.env_remove("RUST_LOG").env_remove("NO_COLOR");
    c
}

fn example(name: &str) -> String {
    format!("{}/../examples/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn run(c: &mut Command) -> Output {
    c.output().expect("tool runs")
}

#[test]
fn every_tool_prints_its_version() {
    for name in ["visa-opt", "visa-run", "visa-map", "visa-gen"] {
        let o = run(tool(name).arg("--version"));
        assert!(
            o.status.success(),
            "{name} --version failed: {}",
            text(&o.stderr)
        );
        assert_eq!(
            text(&o.stdout),
            format!("{name} {}\n", env!("CARGO_PKG_VERSION")),
            "{name}"
        );
    }
}

#[test]
fn pass_statistics_are_reported_on_stderr() {
    let input = format!("{}/../test/opt/pipeline.mlir", env!("CARGO_MANIFEST_DIR"));
    let o = run(tool("visa-opt").args([
        input.as_str(),
        "--pass-pipeline=builtin.module(func.func(cse))",
        "--mlir-pass-statistics",
    ]));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("... Pass statistics report ..."), "{err}");
    assert!(err.contains("'func.func' Pipeline\n  CSE\n"), "{err}");
    assert!(
        err.contains("num-cse - Number of operations CSE'd"),
        "{err}"
    );
    // Standard output is the module alone.
    assert!(!text(&o.stdout).contains("statistics"));
}

#[test]
fn timing_display_list_is_flat_and_tree_is_nested() {
    let input = format!("{}/../test/opt/pipeline.mlir", env!("CARGO_MANIFEST_DIR"));
    let timing = |display: &str| {
        let o = run(tool("visa-opt").args([
            input.as_str(),
            "--pass-pipeline=builtin.module(func.func(cse,canonicalize),symbol-dce,func.func(cse))",
            "--mlir-timing",
            &format!("--mlir-timing-display={display}"),
        ]));
        assert!(o.status.success(), "{}", text(&o.stderr));
        text(&o.stderr)
    };
    let (tree, list) = (timing("tree"), timing("list"));
    assert!(tree.contains("... Execution time report ..."), "{tree}");
    assert!(list.contains("... Execution time report ..."), "{list}");
    // The tree: the passes indented under their pipeline. The list: every timer one
    // unindented row, longest first.
    let rows = |s: &str, suffix: &str| s.lines().filter(|l| l.ends_with(suffix)).count();
    assert_eq!(rows(&tree, "%)    CSE"), 1, "{tree}");
    assert_eq!(rows(&tree, "%)    Canonicalizer"), 1, "{tree}");
    assert_eq!(rows(&list, "%)  CSE"), 1, "{list}");
    assert_eq!(rows(&list, "%)  Canonicalizer"), 1, "{list}");
    assert_eq!(rows(&list, "%)  SymbolDCE"), 1, "{list}");
    assert!(!list.contains("%)    "), "{list}");
    // An unknown display is a usage error.
    let o = run(tool("visa-opt").args([input.as_str(), "--mlir-timing-display=pie"]));
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn rust_log_info_shows_pass_starts_and_ends_without_colours() {
    let input = example("constant_add.mlir");
    let o = run(tool("visa-opt")
        .args([input.as_str(), "--canonicalize", "--cse"])
        .env("RUST_LOG", "info"));
    assert!(o.status.success());
    let err = text(&o.stderr);
    let lines: Vec<&str> = err.lines().collect();
    let find = |name: &str, what: &str| {
        lines
            .iter()
            .position(|l| l.contains(&format!("name=\"{name}\"")) && l.ends_with(what))
            .unwrap_or_else(|| panic!("no {what} of {name} in:\n{err}"))
    };
    let (cs, ce) = (find("canonicalize", "start"), find("canonicalize", "true"));
    let (ss, se) = (find("cse", "start"), find("cse", "true"));
    assert!(cs < ce && ce < ss && ss < se, "{err}");
    assert!(lines[cs].contains("INFO"), "{err}");
    assert!(!err.contains('\x1b'), "ANSI escape in a piped log: {err:?}");
    // Without RUST_LOG nothing is logged, and no progress line reaches a pipe.
    let o = run(tool("visa-opt").args([input.as_str(), "--canonicalize"]));
    assert_eq!(text(&o.stderr), "");
}

#[test]
fn visa_run_logs_the_lowering_passes_and_draws_no_progress_on_a_pipe() {
    let dir = std::env::temp_dir().join(format!("visa-conventions-{}", std::process::id()));
    let o = run(tool("visa-run")
        .arg(example("constant_add.mlir"))
        .arg("--output-dir")
        .arg(&dir)
        .env("RUST_LOG", "visa::pass=info"));
    let _ = std::fs::remove_dir_all(&dir);
    assert!(o.status.success(), "{}", text(&o.stderr));
    let err = text(&o.stderr);
    assert!(err.contains("name=\"convert-engine-to-hw\""), "{err}");
    assert!(!err.contains('\x1b'), "{err:?}");
    assert!(!err.contains("visa-run: simulating"), "{err}");
}

/// `--list-passes` prints every pass and named pipeline with its options, sorted by
/// name within each section, and exits 0 without reading an input.
#[test]
fn list_passes_names_every_pass_and_pipeline_sorted() {
    let o = run(tool("visa-opt").arg("--list-passes"));
    assert!(o.status.success(), "{}", text(&o.stderr));
    let out = text(&o.stdout);
    let (passes, pipelines) = out
        .strip_prefix("Passes:\n")
        .and_then(|rest| rest.split_once("Pass Pipelines:\n"))
        .unwrap_or_else(|| panic!("two sections expected:\n{out}"));
    let names = |section: &str| -> Vec<String> {
        section
            .lines()
            .filter_map(|l| l.strip_prefix("  --"))
            .map(|l| l.split_whitespace().next().unwrap_or("").to_string())
            .collect()
    };
    let passes = names(passes);
    for expected in [
        "canonicalize",
        "cse",
        "allocate-memory",
        "convert-stream-to-engine",
    ] {
        assert!(
            passes.iter().any(|p| p == expected),
            "{expected} missing: {passes:?}"
        );
    }
    let mut sorted = passes.clone();
    sorted.sort();
    assert_eq!(passes, sorted);
    assert_eq!(names(pipelines), ["lower-to-hw"]);
    assert!(
        out.contains("    --max-iterations=<value>"),
        "options listed:\n{out}"
    );
}

/// `visa-run --quiet` prints nothing on success but still writes the results; an
/// error still reaches standard error with its exit status.
#[test]
fn visa_run_quiet_prints_nothing_but_writes_results() {
    let dir = std::env::temp_dir().join(format!("visa-run-quiet-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let o = run(tool("visa-run")
        .arg(example("constant_add.mlir"))
        .arg("--quiet")
        .arg("--output-dir")
        .arg(&dir));
    assert!(o.status.success(), "{}", text(&o.stderr));
    assert_eq!(text(&o.stdout), "");
    assert_eq!(text(&o.stderr), "");
    assert!(dir.join("result_0.npy").is_file());
    let _ = std::fs::remove_dir_all(&dir);
    let o = run(tool("visa-run").arg("no-such-file.mlir").arg("--quiet"));
    assert_eq!(o.status.code(), Some(2));
    assert_eq!(text(&o.stdout), "");
    assert!(
        text(&o.stderr).contains("no-such-file.mlir"),
        "{}",
        text(&o.stderr)
    );
}

/// The profile snippet the README and the facade's front page tell embedders to copy
/// names exactly the packages the workspace itself optimizes in its dev profile.
#[test]
fn embedder_profile_snippet_matches_the_workspace_profile() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/..");
    let read = |f: &str| std::fs::read_to_string(format!("{root}/{f}")).expect("read");
    let packages = |text: &str, prefix: &str| -> Vec<String> {
        let mut v: Vec<String> = text
            .lines()
            .filter_map(|l| l.strip_prefix(prefix))
            .filter_map(|l| l.strip_prefix("[profile.dev.package."))
            .filter_map(|l| l.strip_suffix(']'))
            .map(str::to_string)
            .collect();
        v.sort();
        v
    };
    let workspace = packages(&read("Cargo.toml"), "");
    assert!(workspace.contains(&"visa-sim".to_string()), "{workspace:?}");
    assert_eq!(packages(&read("README.md"), ""), workspace, "README.md");
    assert_eq!(
        packages(&read("src/lib.rs"), "//! "),
        workspace,
        "src/lib.rs"
    );
}
