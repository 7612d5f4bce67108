//! The crate boundaries, enforced by the crate graph (issue 20, deliverable 9): every
//! normal (non-dev) dependency between workspace crates, as `cargo metadata --offline`
//! reads the Cargo.toml files, must be an edge of [`ALLOWED`]. ARCHITECTURE.md's
//! "Layers" section shows the same table. Dev-dependencies (tests may simulate what they
//! lower) are not layer edges and are not checked.

use std::collections::BTreeMap;
use std::process::Command;

/// Each workspace crate and the workspace crates it may depend on. A crate not listed is
/// an error: a new crate takes a place in the layers when it is added.
const ALLOWED: &[(&str, &[&str])] = &[
    // Hardware facts and the IR core: no visa crate below them.
    ("visa-tcp", &[]),
    ("visa-ir", &[]),
    // The builtin element type <-> DType table, below every dialect.
    ("visa-dtype", &["visa-ir", "visa-tcp"]),
    // Dialect-independent passes and the upstream dialects: the IR core only.
    ("visa-passes", &["visa-ir"]),
    ("visa-upstream", &["visa-ir"]),
    ("visa-mlir", &["visa-ir"]),
    // The model-file readers: weights name TCP dtypes.
    ("visa-weights", &["visa-tcp"]),
    // The simulator reads the hardware model only.
    ("visa-sim", &["visa-tcp"]),
    // The TCP dialects: the IR core, the hardware facts, the table, and the dialects
    // below them (mapping < stream; hw < engine); stream never depends on hw.
    ("visa-mapping", &["visa-ir", "visa-tcp"]),
    ("visa-hw", &["visa-ir", "visa-tcp", "visa-dtype"]),
    ("visa-engine", &["visa-ir", "visa-tcp", "visa-hw"]),
    // The named-axis tensor dialect: the IR core, the hardware facts, the table.
    ("visa-nt", &["visa-ir", "visa-tcp", "visa-dtype"]),
    // ONNX decoding and its importer into nt functions (`func.func` from upstream).
    (
        "visa-onnx",
        &[
            "visa-ir",
            "visa-tcp",
            "visa-dtype",
            "visa-nt",
            "visa-upstream",
        ],
    ),
    (
        "visa-stream",
        &["visa-ir", "visa-tcp", "visa-dtype", "visa-mapping"],
    ),
    // The lowering between the dialects; it never runs the simulator.
    (
        "visa-lowering",
        &[
            "visa-ir",
            "visa-tcp",
            "visa-dtype",
            "visa-mapping",
            "visa-stream",
            "visa-engine",
            "visa-hw",
        ],
    ),
    // The planner: reads nt functions, writes stream IR as text that the caller's
    // context parses and the stream verifier checks; its figures are visa-tcp's.
    ("visa-plan", &["visa-ir", "visa-tcp", "visa-nt"]),
    // The driver composes everything below the facade.
    (
        "visa-driver",
        &[
            "visa-ir",
            "visa-tcp",
            "visa-dtype",
            "visa-upstream",
            "visa-mapping",
            "visa-stream",
            "visa-engine",
            "visa-hw",
            "visa-lowering",
            "visa-sim",
            "visa-passes",
        ],
    ),
    // The facade re-exports the workspace; the tools use the facade only.
    (
        "visa",
        &[
            "visa-ir",
            "visa-tcp",
            "visa-dtype",
            "visa-upstream",
            "visa-mapping",
            "visa-stream",
            "visa-engine",
            "visa-hw",
            "visa-lowering",
            "visa-sim",
            "visa-passes",
            "visa-nt",
            "visa-driver",
            "visa-weights",
            "visa-onnx",
            "visa-plan",
        ],
    ),
    ("visa-tools", &["visa"]),
];

/// The workspace's crates and their normal dependencies on workspace crates.
fn workspace_graph() -> BTreeMap<String, Vec<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../Cargo.toml");
    let out = Command::new(cargo)
        .args([
            "metadata",
            "--offline",
            "--no-deps",
            "--format-version",
            "1",
        ])
        .args(["--manifest-path", root])
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let meta: serde_json::Value = serde_json::from_slice(&out.stdout).expect("metadata JSON");
    let packages = meta["packages"].as_array().expect("packages");
    let names: Vec<&str> = packages.iter().filter_map(|p| p["name"].as_str()).collect();
    packages
        .iter()
        .map(|p| {
            let deps = p["dependencies"]
                .as_array()
                .expect("dependencies")
                .iter()
                // `kind` is null for normal dependencies, "build" for build ones.
                .filter(|d| d["kind"].as_str() != Some("dev"))
                .filter_map(|d| d["name"].as_str())
                .filter(|n| names.contains(n))
                .map(String::from)
                .collect();
            (p["name"].as_str().unwrap().to_string(), deps)
        })
        .collect()
}

/// Every edge of `graph` not in `allowed`, and every crate `allowed` does not place.
fn violations(graph: &BTreeMap<String, Vec<String>>, allowed: &[(&str, &[&str])]) -> Vec<String> {
    let mut out = Vec::new();
    for (krate, deps) in graph {
        let Some((_, ok)) = allowed.iter().find(|(k, _)| k == krate) else {
            out.push(format!("crate `{krate}` has no place in the layers table"));
            continue;
        };
        for d in deps {
            if !ok.contains(&d.as_str()) {
                out.push(format!("forbidden dependency `{krate}` -> `{d}`"));
            }
        }
    }
    out
}

#[test]
fn dependencies_follow_the_layers() {
    let graph = workspace_graph();
    // The metadata really is the workspace's (and the check sees its edges).
    assert!(graph.len() >= 14, "only {} crates: {graph:?}", graph.len());
    assert!(graph["visa-stream"].contains(&"visa-mapping".to_string()));
    let bad = violations(&graph, ALLOWED);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn an_offending_edge_is_named() {
    let mut graph = workspace_graph();
    graph
        .get_mut("visa-stream")
        .unwrap()
        .push("visa-hw".to_string());
    graph.insert("visa-new".to_string(), vec![]);
    graph
        .get_mut("visa-tcp")
        .unwrap()
        .push("visa-ir".to_string());
    assert_eq!(
        violations(&graph, ALLOWED),
        [
            "crate `visa-new` has no place in the layers table",
            "forbidden dependency `visa-stream` -> `visa-hw`",
            "forbidden dependency `visa-tcp` -> `visa-ir`",
        ]
    );
}
