//! User-facing messages cite the manual by section (`manual: Moving Tensors › Sequencer
//! › Configuration Failures`), never by a line number of the text copy users do not
//! have: no code line outside comments mentions `L<line>`, and every `manual: ` in
//! code is followed by a section path of `visa_tcp::manual::SECTIONS`.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n == "target") {
                continue;
            }
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The part of a source line that is code: `None` for comment lines, the text before
/// a trailing ` // ` comment otherwise.
fn code_part(line: &str) -> Option<&str> {
    let t = line.trim_start();
    if t.starts_with("//") || t.starts_with("/*") || t.starts_with('*') {
        return None;
    }
    Some(line.split(" // ").next().unwrap_or(line))
}

/// Whether `s` has `L` followed by 3 or 4 digits as a word of its own (`L1630`).
fn cites_a_line(s: &str) -> bool {
    let b = s.as_bytes();
    (0..b.len()).any(|i| {
        b[i] == b'L' && (i == 0 || !b[i - 1].is_ascii_alphanumeric() && b[i - 1] != b'_') && {
            let digits = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
            (3..=4).contains(&digits)
                && b.get(i + 1 + digits)
                    .is_none_or(|c| !c.is_ascii_alphanumeric() && *c != b'_')
        }
    })
}

#[test]
fn messages_cite_sections_not_lines() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in [
        "ir", "dialects", "passes", "lowering", "sim", "tcp", "tools", "src",
    ] {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 50, "found only {} files", files.len());
    let sections = visa::tcp::manual::SECTIONS;
    let mut bad = Vec::new();
    for f in &files {
        if f.ends_with("manual_citations.rs") || f.ends_with("tcp/src/manual.rs") {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let Some(code) = code_part(line) else {
                continue;
            };
            if cites_a_line(code) {
                bad.push(format!(
                    "{}:{}: cites a line: {}",
                    f.display(),
                    n + 1,
                    line.trim()
                ));
            }
            for (i, _) in code.match_indices("manual: ") {
                let rest = &code[i + "manual: ".len()..];
                if !sections.iter().any(|(_, p)| rest.starts_with(p)) {
                    bad.push(format!(
                        "{}:{}: not a section of visa_tcp::manual::SECTIONS: {}",
                        f.display(),
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn the_scanner_finds_line_citations() {
    assert!(cites_a_line("must be 8 (L1630)"));
    assert!(cites_a_line("manual L154–156"));
    assert!(!cites_a_line("L12 or XL1630 or L12345 or L1630x"));
    assert_eq!(code_part("    // (L1630)"), None);
    assert_eq!(code_part("x(); // L1630"), Some("x();"));
}
