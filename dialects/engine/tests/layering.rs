//! The `engine` dialect uses `hw`'s attribute layer (typed attribute readers, the shared
//! syntax forms, the sequencer-limit diagnostics, the attribute constraint tables) and
//! nothing of its translation or synchronization (`docs/decisions.md`, "The engine
//! dialect's dependency on hw's attribute layer").

use std::path::Path;

/// Paths of `visa_hw` that `engine` must not use.
const FORBIDDEN: &[&str] = &["to_sim", "from_sim", "sync", "HwProgram"];

fn sources(dir: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("engine source directory") {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("readable source");
            out.push((path.display().to_string(), text));
        }
    }
}

/// The lines that use `visa_hw`'s translation or synchronization.
fn violations(files: &[(String, String)]) -> Vec<String> {
    let mut bad = Vec::new();
    for (path, text) in files {
        for (n, line) in text.lines().enumerate() {
            let Some(at) = line.find("visa_hw") else {
                continue;
            };
            let rest = &line[at..];
            if FORBIDDEN.iter().any(|f| rest.contains(f)) {
                bad.push(format!("{path}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    bad
}

#[test]
fn engine_uses_only_the_attribute_layer_of_hw() {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    assert!(!files.is_empty());
    let bad = violations(&files);
    assert!(bad.is_empty(), "engine uses hw's translation: {bad:#?}");
    // The check itself: a use of the translation is reported.
    let planted = vec![(
        "x.rs".to_string(),
        "use visa_hw::{attrs, to_sim};".to_string(),
    )];
    assert_eq!(violations(&planted).len(), 1);
}
