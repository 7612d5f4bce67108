//! `visa-opt -o`: where the printed module goes, and what is left behind when the
//! output cannot be written.

use std::path::PathBuf;
use std::process::Command;

fn visa_opt() -> Command {
    Command::new(env!("CARGO_BIN_EXE_visa-opt"))
}

fn input() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/constant_add.mlir")
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("visa-opt-output-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// `-o FILE` writes exactly what standard output gets, and leaves no temporary file.
#[test]
fn output_file_equals_stdout() {
    let dir = scratch("file");
    let out = dir.join("out.mlir");
    let stdout = visa_opt().arg(input()).output().expect("run visa-opt");
    assert!(stdout.status.success());
    let status = visa_opt()
        .arg(input())
        .arg("-o")
        .arg(&out)
        .status()
        .expect("run visa-opt");
    assert!(status.success());
    assert_eq!(std::fs::read(&out).expect("output written"), stdout.stdout);
    let names: Vec<_> = std::fs::read_dir(&dir)
        .expect("list")
        .map(|e| e.expect("entry").file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("out.mlir")]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `-o /dev/null` writes into the device; it must not rename a file over it (the
/// temporary-file-and-rename path is for regular files only).
#[cfg(unix)]
#[test]
fn dev_null_stays_a_device() {
    use std::os::unix::fs::FileTypeExt;
    let status = visa_opt()
        .arg(input())
        .args(["-o", "/dev/null"])
        .status()
        .expect("run visa-opt");
    assert!(status.success());
    let kind = std::fs::metadata("/dev/null").expect("stat").file_type();
    assert!(kind.is_char_device(), "/dev/null was replaced: {kind:?}");
}

/// An output in a missing directory is an error (exit 1) and creates nothing.
#[test]
fn unwritable_output_is_an_error_and_leaves_nothing() {
    let dir = scratch("missing");
    let out = dir.join("no-such-dir").join("out.mlir");
    let result = visa_opt()
        .arg(input())
        .arg("-o")
        .arg(&out)
        .output()
        .expect("run visa-opt");
    assert_eq!(result.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&result.stderr).contains("could not write output"));
    assert!(!out.exists());
    assert_eq!(std::fs::read_dir(&dir).expect("list").count(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A run that fails leaves no file at the `-o` path, not an empty one, and removes
/// a stale file there (as mlir-opt-22 does).
#[test]
fn failed_run_leaves_no_output_file() {
    let dir = scratch("failed");
    let bad = dir.join("bad.mlir");
    std::fs::write(&bad, "func.func @f() {\n  %0 = \"foo\"() : () -> i32\n}\n").expect("write");
    let fresh = dir.join("fresh.mlir");
    let stale = dir.join("stale.mlir");
    std::fs::write(&stale, "old output\n").expect("write");
    for out in [&fresh, &stale] {
        let result = visa_opt()
            .arg(&bad)
            .arg("-o")
            .arg(out)
            .output()
            .expect("run visa-opt");
        assert_eq!(result.status.code(), Some(1));
        assert!(!out.exists(), "{} was left behind", out.display());
    }
    assert_eq!(std::fs::read_dir(&dir).expect("list").count(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Each printed module is followed by an empty line, and split chunks are joined by the
/// marker after it, byte for byte as mlir-opt-22 prints them (worked from its output on
/// the same input: `module {` ... `}`, an empty line, `// -----`, the next module).
#[test]
fn each_module_is_followed_by_an_empty_line() {
    let dir = scratch("empty-line");
    let file = dir.join("two.mlir");
    std::fs::write(
        &file,
        "func.func @f() {\n  return\n}\n// -----\nfunc.func @g() {\n  return\n}\n",
    )
    .expect("write input");
    let module =
        |name: &str| format!("module {{\n  func.func @{name}() {{\n    return\n  }}\n}}\n\n");
    let one = visa_opt().arg(&file).output().expect("run visa-opt");
    assert!(
        one.status.success(),
        "{}",
        String::from_utf8_lossy(&one.stderr)
    );
    let text = String::from_utf8(one.stdout).expect("utf-8");
    assert!(text.ends_with("  }\n}\n\n"), "{text:?}");
    let split = visa_opt()
        .arg(&file)
        .arg("--split-input-file")
        .output()
        .expect("run visa-opt");
    assert!(split.status.success());
    assert_eq!(
        String::from_utf8(split.stdout).expect("utf-8"),
        format!("{}// -----\n{}", module("f"), module("g"))
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--color=always` colours a diagnostic as clang does (bold location, red `error: `,
/// green caret); `--color=never` and a pipe under `auto` print none (test/opt/color.test
/// checks the plain text).
#[test]
fn color_always_paints_the_diagnostic_and_never_does_not() {
    let file =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../test/opt/unknown-op-suggestion.mlir");
    let run = |color: &str| {
        let out = visa_opt()
            .arg(&file)
            .arg(format!("--color={color}"))
            .output()
            .unwrap();
        assert!(!out.status.success());
        String::from_utf8(out.stderr).unwrap()
    };
    let always = run("always");
    assert!(
        always.contains(":7:8: \x1b[0m\x1b[1;31merror: \x1b[0mcustom op 'arith.addii' is unknown"),
        "{always:?}"
    );
    assert!(always.contains("\x1b[1;32m       ^\x1b[0m"), "{always:?}");
    for plain in [run("never"), run("auto")] {
        assert!(!plain.contains('\x1b'), "{plain:?}");
        assert!(plain.contains(":7:8: error: custom op 'arith.addii' is unknown"));
    }
    let out = Command::new(env!("CARGO_BIN_EXE_visa-run"))
        .args(["/nonexistent/k.mlir", "--color=always"])
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(
        err.starts_with("\x1b[1mvisa-run: \x1b[0m\x1b[1;31merror: \x1b[0mcannot read"),
        "{err:?}"
    );
}
