//! The inputs issue 11 found crashing, hanging or leaving files behind: each must now
//! end in a located error with exit status 1 or 2, quickly, leaving no file.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

fn tool(name: &str) -> Command {
    Command::new(match name {
        "visa-opt" => env!("CARGO_BIN_EXE_visa-opt"),
        "visa-run" => env!("CARGO_BIN_EXE_visa-run"),
        _ => env!("CARGO_BIN_EXE_visa-map"),
    })
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("visa-repro-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn inputs(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../test/visa-run/Inputs")
        .join(name)
}

/// Runs `cmd`, checks its exit status is `code`, that it took well under the limit
/// (one second is the goal; the bound allows for a loaded debug build), and returns
/// its stderr.
fn fails(mut cmd: Command, code: i32) -> String {
    let t = Instant::now();
    let out: Output = cmd.output().expect("run tool");
    let took = t.elapsed();
    // visa-map reports on stdout, the others on stderr.
    let err =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(code), "{cmd:?}\nstderr: {err}");
    assert!(took < Duration::from_secs(5), "{cmd:?} took {took:?}");
    eprintln!(
        "{:?}: exit {code} in {took:?}",
        cmd.get_args().next().unwrap_or_default()
    );
    err
}

fn listing(d: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(d)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

#[test]
fn deep_brackets_in_a_mapping_are_an_error_not_a_stack_overflow() {
    let deep = format!("m[{}A{}]", "[".repeat(5000), "]".repeat(5000));
    let mut c = tool("visa-map");
    c.args(["eval", "--axes", "A=8", &deep, "0"]);
    let err = fails(c, 2);
    assert!(err.contains("column 131: nesting too deep"), "{err}");
    // The same inside a used stream type, through visa-opt.
    let d = scratch("deep");
    let f = d.join("deep.mlir");
    std::fs::write(
        &f,
        format!(
            "module attributes {{mapping.axes = #mapping.axes<A = 8>}} {{\n  stream.kernel @k(%in: !stream.hbm<i32, m[1], {deep}>) attributes {{chips = 1 : i64}} {{\n    stream.return\n  }}\n}}\n"
        ),
    )
    .unwrap();
    let mut c = tool("visa-opt");
    c.arg(&f);
    let err = fails(c, 1);
    assert!(err.contains("deep.mlir:2:3: error:"), "{err}");
    assert!(
        err.contains(": nesting too deep"),
        "{}",
        &err[err.len().saturating_sub(300)..]
    );
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn host_tensors_are_bounded_in_total_before_anything_is_generated() {
    let d = scratch("big");
    let f = d.join("big3.mlir");
    let input = |arg: u64| {
        format!(
            "  hw.host_input {{addr = {} : i64, arg = {arg} : i64, dtype = i32, shape = array<i64: 268435456>, strides = array<i64: 1>}}\n",
            arg << 30
        )
    };
    std::fs::write(
        &f,
        format!(
            "hw.program @main {{\n{}{}{}}}\n",
            input(0),
            input(1),
            input(2)
        ),
    )
    .unwrap();
    let out = d.join("out");
    let mut c = tool("visa-run");
    c.arg(&f).arg("--output-dir").arg(&out);
    let err = fails(c, 1);
    assert!(
        err.contains("big3.mlir:3:3: error: argument 1 ([268435456] i32) brings the host tensors of this run to 2147483648 bytes; visa-run binds at most 1073741824 bytes in all"),
        "{err}"
    );
    assert_eq!(listing(&d), vec!["big3.mlir"]);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn a_failing_trace_leaves_no_results_and_a_runtime_error_no_folder() {
    let d = scratch("trace");
    let out = d.join("D");
    let mut c = tool("visa-run");
    c.arg(inputs("k1.mlir"))
        .arg("--output-dir")
        .arg(&out)
        .args(["--trace", "/nonexistent-visa-dir/t.json"]);
    let err = fails(c, 2);
    assert!(
        err.contains("cannot write '/nonexistent-visa-dir/t.json'"),
        "{err}"
    );
    assert!(listing(&d).is_empty(), "{:?}", listing(&d));
    assert!(!Path::new("/nonexistent-visa-dir").exists());
    // A result the program never writes: located at its hw.host_output, no folder.
    let f = d.join("unwritten.mlir");
    std::fs::write(
        &f,
        "hw.program @main {\n  hw.host_output {addr = 8192 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 2048>, strides = array<i64: 1>}\n}\n",
    )
    .unwrap();
    let mut c = tool("visa-run");
    c.arg(&f).arg("--output-dir").arg(&out);
    let err = fails(c, 1);
    assert!(
        err.contains("unwritten.mlir:2:3: error: result 0 ([2048] i32) was not (entirely) written by the program: read of unwritten memory: host page at 0x2000"),
        "{err}"
    );
    assert_eq!(listing(&d), vec!["unwritten.mlir"]);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn simulator_errors_are_located_at_their_op() {
    // K1 lowered, then its PCIe DMA pointed past host memory's written bytes: the
    // simulator's error carries the hw op's line.
    let d = scratch("sim");
    let hw = tool("visa-opt")
        .arg(inputs("k1.mlir"))
        .arg("--lower-to-hw")
        .output()
        .unwrap();
    assert!(hw.status.success());
    let text = String::from_utf8(hw.stdout).unwrap();
    // The first PCIe DMA reads host address 0; make it read 1 MiB further, never written.
    let line = text
        .lines()
        .position(|l| l.contains("src = #hw.space<host>, src_base = 0 :"))
        .expect("a descriptor reading host address 0");
    let edited: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i == line {
                l.replacen("src_base = 0 :", "src_base = 1048576 :", 1)
            } else {
                l.to_string()
            }
        })
        .collect();
    assert_ne!(
        edited[line],
        text.lines().nth(line).unwrap(),
        "no src_base = 0 on: {}",
        edited[line]
    );
    let f = d.join("k1.hw.mlir");
    std::fs::write(&f, edited.join("\n")).unwrap();
    let mut c = tool("visa-run");
    c.arg(&f).arg("--output-dir").arg(d.join("out"));
    let err = fails(c, 1);
    // At the hw.dma op (the line before its descriptor) or the descriptor.
    assert!(
        (err.contains(&format!("k1.hw.mlir:{line}:"))
            || err.contains(&format!("k1.hw.mlir:{}:", line + 1)))
            && err.contains("error: simulation failed at command #0: read of unwritten memory"),
        "{err}"
    );
    assert_eq!(listing(&d), vec!["k1.hw.mlir"]);
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn invalid_utf8_is_reported_at_its_line_and_column() {
    let d = scratch("utf8");
    let f = d.join("bad.mlir");
    std::fs::write(
        &f,
        b"module {\n  \"test.op\"() {s = \"\xff\"} : () -> ()\n}\n",
    )
    .unwrap();
    for t in ["visa-opt", "visa-run"] {
        let mut c = tool(t);
        c.arg(&f).arg("--allow-unregistered-dialect");
        if t == "visa-run" {
            c = tool(t);
            c.arg(&f);
        }
        let err = fails(c, 1);
        assert!(
            err.contains(
                "bad.mlir:2:21: error: invalid UTF-8 (byte 0xff); source files must be UTF-8 text"
            ),
            "{t}: {err}"
        );
        assert!(!err.contains("could not open"), "{err}");
    }
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn an_axes_change_breaking_an_alias_is_one_error_at_the_declaration() {
    let d = scratch("axes");
    let k = std::fs::read_to_string(
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/constant_add.mlir"),
    )
    .unwrap();
    assert!(k.contains("A = 2048"));
    let f = d.join("k.mlir");
    std::fs::write(&f, k.replace("A = 2048", "A = 4096")).unwrap();
    let mut c = tool("visa-opt");
    c.arg(&f);
    let err = fails(c, 1);
    assert_eq!(err.matches("error:").count(), 1, "{err}");
    let decl = k
        .lines()
        .position(|l| l.starts_with("module attributes"))
        .unwrap()
        + 1;
    assert!(
        err.contains(&format!("k.mlir:{decl}:1: error: mapping m[A / 8 # 256] is ill-formed at column 9 over the axes declared here")),
        "{err}"
    );
    // One note per op defining or reading a value of a type using the alias.
    assert_eq!(err.matches("note: used here by").count(), 10, "{err}");
    // One note at each alias holding the mapping (the seven stream types).
    assert_eq!(
        err.matches("note: in the type alias defined here").count(),
        7,
        "{err}"
    );
    assert!(
        err.contains("k.mlir:16:1: note: in the type alias defined here"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&d);
}

/// Issue 19 item 9: a `.npy` header whose shape product overflows made npyz panic
/// (`attempt to multiply with overflow`, exit 101); a header NumPy refuses (an extra
/// key) was accepted. Both are now usage errors naming the file.
#[test]
fn hostile_npy_headers_are_usage_errors_not_panics() {
    let d = scratch("npy-header");
    let header = |text: &str| {
        let mut f = b"\x93NUMPY\x01\x00".to_vec();
        f.extend_from_slice(&(text.len() as u16).to_le_bytes());
        f.extend_from_slice(text.as_bytes());
        f.extend_from_slice(&[0u8; 64]);
        f
    };
    for (name, text, says) in [
        (
            "overflow.npy",
            "{'descr': '<i4', 'fortran_order': False, 'shape': (8589934592, 8589934592), }",
            "has shape [8589934592, 8589934592]",
        ),
        (
            "extra.npy",
            "{'descr': '<i4', 'fortran_order': False, 'shape': (2048,), 'x': 1, }",
            "correct keys",
        ),
        (
            "no-order.npy",
            "{'descr': '<i4', 'shape': (2048,), }",
            "correct keys",
        ),
    ] {
        let f = d.join(name);
        std::fs::write(&f, header(text)).unwrap();
        let mut c = tool("visa-run");
        c.arg(inputs("k1.mlir"))
            .arg("--input")
            .arg(format!("0={}", f.display()))
            .arg("--output-dir")
            .arg(d.join("out"));
        let err = fails(c, 2);
        assert!(err.contains(name) && err.contains(says), "{name}: {err}");
        assert!(!d.join("out").exists(), "{name} left results behind");
    }
    let _ = std::fs::remove_dir_all(&d);
}
