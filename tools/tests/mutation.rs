//! Mutation test: seeded random mutants of the kernels in `examples/` and the lit
//! inputs in `test/` go through what a user runs — parse, verify, print, `lower-to-hw`,
//! translation, simulation and the interpreter check (`visa_tools::run::run`) and the
//! `visa-map` style mapping parser — and none may panic, abort or overflow the stack
//! (either would fail this test binary), or grow memory without bound (the peak
//! resident size is checked at the end).
//!
//! By default 5,000 mutants with seed 11, stopping early after 50 s so that the debug
//! build stays within a minute. A larger campaign by hand:
//! `VISA_MUTANTS=100000 VISA_MUTATION_SECONDS=3600 VISA_MUTATION_SEED=7 cargo test
//! --release -p visa-tools --test mutation -- --nocapture`.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use visa::ir::parser::parse_source;
use visa::ir::printer::{print_op, PrintOptions};
use visa::ir::Context;

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mlir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            mlir_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

/// The seed inputs: every example, and every `// -----` chunk of every lit input.
fn corpus() -> Vec<String> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    mlir_files(&root.join("examples"), &mut files);
    mlir_files(&root.join("test"), &mut files);
    let mut out = Vec::new();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap_or_default();
        out.extend(
            text.split("\n// -----\n")
                .filter(|c| !c.trim().is_empty())
                .map(str::to_string),
        );
    }
    out
}

const PUNCT: &[&str] = &[
    "[",
    "]",
    "{",
    "}",
    "(",
    ")",
    "<",
    ">",
    ",",
    ":",
    "=",
    "%",
    "#",
    "@",
    "!",
    "\"",
    "\n",
    "/",
    "*",
    "+",
    "-",
    "m[",
    "!stream.",
    "#mapping<",
    "\u{e9}",
];

fn numbers(s: &str) -> Vec<(usize, usize)> {
    let b = s.as_bytes();
    let mut v = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() {
            let j = i + b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
            v.push((i, j));
            i = j;
        } else {
            i += 1;
        }
    }
    v
}

fn floor_char(s: &str, mut i: usize) -> usize {
    while i > 0 && !s.is_char_boundary(i) {
        i -= 1;
    }
    i
}

/// One random edit of `s`.
fn mutate(s: &str, rng: &mut Rng) -> String {
    let n = s.len().max(1);
    match rng.below(8) {
        // Change a number: small perturbations and boundary values.
        0 | 1 => {
            let nums = numbers(s);
            if nums.is_empty() {
                return s.to_string();
            }
            let (a, b) = nums[rng.below(nums.len())];
            let v: u64 = s[a..b].parse().unwrap_or(0);
            let new = match rng.below(9) {
                0 => v.wrapping_add(1),
                1 => v.saturating_sub(1),
                2 => v.saturating_mul(2),
                3 => v / 2,
                4 => 0,
                5 => 1,
                6 => 1 << 31,
                7 => u64::MAX,
                _ => rng.next() % 5000,
            };
            format!("{}{new}{}", &s[..a], &s[b..])
        }
        // Delete a range.
        2 => {
            let a = floor_char(s, rng.below(n));
            let b = floor_char(s, (a + 1 + rng.below(40)).min(s.len()));
            format!("{}{}", &s[..a], &s[b.max(a)..])
        }
        // Insert punctuation.
        3 => {
            let a = floor_char(s, rng.below(n));
            let p = PUNCT[rng.below(PUNCT.len())];
            format!("{}{p}{}", &s[..a], &s[a..])
        }
        // Duplicate, drop or swap lines.
        4 | 5 => {
            let mut lines: Vec<&str> = s.lines().collect();
            if lines.is_empty() {
                return s.to_string();
            }
            let i = rng.below(lines.len());
            let j = rng.below(lines.len());
            match rng.below(3) {
                0 => lines.insert(j, lines[i]),
                1 => {
                    lines.remove(i);
                }
                _ => lines.swap(i, j),
            }
            lines.join("\n")
        }
        // Replace a word with another word of the file.
        6 => {
            let words: Vec<(usize, usize)> = {
                let b = s.as_bytes();
                let mut v = Vec::new();
                let mut i = 0;
                while i < b.len() {
                    if b[i].is_ascii_alphabetic() || b[i] == b'_' {
                        let j = i + b[i..]
                            .iter()
                            .take_while(|c| c.is_ascii_alphanumeric() || **c == b'_' || **c == b'.')
                            .count();
                        v.push((i, j));
                        i = j;
                    } else {
                        i += 1;
                    }
                }
                v
            };
            if words.len() < 2 {
                return s.to_string();
            }
            let (a, b) = words[rng.below(words.len())];
            let (c, d) = words[rng.below(words.len())];
            format!("{}{}{}", &s[..a], &s[c..d], &s[b..])
        }
        // Nest a bracket deeply.
        _ => {
            let a = floor_char(s, rng.below(n));
            let k = 1 + rng.below(3000);
            format!("{}{}{}", &s[..a], "[".repeat(k), &s[a..])
        }
    }
}

/// Peak resident set size of this process in KiB (Linux), if known.
fn peak_rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The largest host tensors (in bytes, all together) a mutant is simulated with.
const MAX_SIMULATED_BYTES: u64 = 1 << 20;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

#[test]
fn mutants_never_panic() {
    let mutants = env_u64("VISA_MUTANTS", 5000);
    let seconds = env_u64("VISA_MUTATION_SECONDS", 50);
    let seed = env_u64("VISA_MUTATION_SEED", 11);
    let corpus = corpus();
    assert!(corpus.len() > 100, "corpus of {} inputs", corpus.len());
    let dir = std::env::temp_dir().join(format!("visa-mutation-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("mutant.mlir");
    let out_dir = dir.join("out");
    let mut rng = Rng(seed);
    let start = Instant::now();
    let (mut done, mut parsed, mut lowered, mut simulated) = (0u64, 0u64, 0u64, 0u64);
    let mut panics = Vec::new();
    while done < mutants && start.elapsed() < Duration::from_secs(seconds) {
        let base = &corpus[rng.below(corpus.len())];
        let mut text = base.clone();
        for _ in 0..1 + rng.below(3) {
            text = mutate(&text, &mut rng);
        }
        done += 1;
        let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            // Parse, verify and print as visa-opt does.
            let mut ctx = Context::new(visa_tools::run::dialects());
            let mut stage = 0;
            if let Ok(m) = parse_source(&mut ctx, &text, "mutant.mlir") {
                stage = 1;
                if visa::ir::verifier::verify(&ctx, m).is_ok() {
                    let _ = print_op(&ctx, m, &PrintOptions::default());
                }
            }
            // Lower, simulate and check as visa-run does, for programs whose host
            // tensors are small (a mutant of the 2^24-element kernel would simulate for
            // minutes in a debug build; visa-run's own bound is 1 GiB).
            let mut ctx = Context::new(visa_tools::run::dialects());
            let mut sources = visa::ir::SourceMgr::new();
            sources.add("mutant.mlir", &text);
            let Ok(p) = visa_tools::run::compile(&mut ctx, &sources, &text, "mutant.mlir", None)
            else {
                return stage;
            };
            let bytes: u64 = p
                .inputs
                .iter()
                .chain(&p.outputs)
                .map(|t| t.elements().saturating_mul(u64::from(t.dtype.bits() / 8)))
                .fold(0, u64::saturating_add);
            if bytes > MAX_SIMULATED_BYTES {
                return stage;
            }
            std::fs::write(&file, &text).unwrap();
            let opts = visa_tools::run::parse_args([
                "visa-run".into(),
                file.clone().into_os_string(),
                "--output-dir".into(),
                out_dir.clone().into_os_string(),
            ])
            .unwrap();
            match visa_tools::run::run(&opts) {
                Ok(_) => stage = 3,
                Err(e) if e.message().contains("simulation failed") => stage = 2,
                Err(_) => {}
            }
            stage
        }));
        match result {
            Ok(stage) => {
                parsed += u64::from(stage >= 1);
                lowered += u64::from(stage >= 2);
                simulated += u64::from(stage >= 3);
            }
            Err(_) => {
                let keep = dir.join(format!("panic-{done}.mlir"));
                std::fs::write(&keep, &text).unwrap();
                panics.push(keep);
            }
        }
    }
    let rss = peak_rss_kib();
    eprintln!(
        "mutation: {done} mutants (seed {seed}) in {:.1?}: {parsed} parsed, {lowered} failed in simulation, {simulated} simulated end to end; {} panics; peak RSS {} KiB",
        start.elapsed(),
        panics.len(),
        rss.map_or("?".into(), |r| r.to_string())
    );
    assert!(panics.is_empty(), "mutants that panicked: {panics:?}");
    assert!(done >= 200.min(mutants), "only {done} mutants ran");
    if let Some(r) = rss {
        assert!(r < 4 << 20, "peak resident set {r} KiB");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
