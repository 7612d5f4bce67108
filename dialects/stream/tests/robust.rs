//! Robustness: deterministic mutations of the example programs (mappings, numbers,
//! keywords, deleted lines) go through parse → verify → interpret without a panic;
//! whatever is rejected is rejected with a diagnostic.

use visa_ir::{Context, DialectRegistry};
use visa_stream::interp::{find_entry, run, signature, HostArray, Scalar};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn pick<'a>(&mut self, xs: &[&'a str]) -> &'a str {
        xs[(self.next() % xs.len() as u64) as usize]
    }
}

const MAPPINGS: &[&str] = &[
    "A",
    "A % 8",
    "A / 8",
    "A / 8 # 256",
    "1 # 2",
    "1",
    "A % 4",
    "A / 16",
    "A % 16",
    "A # 4096",
    "A % 8 / 8",
    "A / 3",
    "B",
    "A % 8 # 16",
    "1 # 256",
];
const NUMBERS: &[&str] = &["0", "1", "4", "7", "8", "4096", "524288", "268435456", "2"];
const KEYWORDS: &[&str] = &[
    "begin",
    "fetch",
    "collect",
    "vector_init",
    "vector_branch",
    "vector_final",
    "main",
    "sub",
    "add_fxp",
    "mul_int",
    "sub_fxp_sat",
    "unconditional",
    "i8",
    "i32",
    "f32",
    "bf16",
];

/// One mutation of `text`.
fn mutate(text: &str, rng: &mut Rng) -> String {
    let lines: Vec<&str> = text.lines().collect();
    match rng.next() % 4 {
        0 => {
            // Replace one `m[...]` body.
            let starts: Vec<usize> = text.match_indices("m[").map(|(i, _)| i).collect();
            let s = starts[(rng.next() % starts.len() as u64) as usize] + 2;
            let e = s + text[s..].find(']').unwrap_or(0);
            format!("{}{}{}", &text[..s], rng.pick(MAPPINGS), &text[e..])
        }
        1 => {
            // Replace one number after `at ` or `, `.
            let starts: Vec<usize> = text.match_indices(" at ").map(|(i, _)| i + 4).collect();
            let s = starts[(rng.next() % starts.len() as u64) as usize];
            let e = s + text[s..].find(' ').unwrap_or(0);
            format!("{}{}{}", &text[..s], rng.pick(NUMBERS), &text[e..])
        }
        2 => {
            // Replace one keyword occurrence.
            let from = rng.pick(KEYWORDS);
            let to = rng.pick(KEYWORDS);
            match text.find(from) {
                Some(i) => format!("{}{}{}", &text[..i], to, &text[i + from.len()..]),
                None => text.to_string(),
            }
        }
        _ => {
            // Delete one line.
            let k = (rng.next() % lines.len() as u64) as usize;
            let mut out: Vec<&str> = lines.clone();
            out.remove(k);
            out.join("\n")
        }
    }
}

fn check(text: &str) -> &'static str {
    let mut reg = DialectRegistry::new();
    visa_stream::register(&mut reg);
    let mut ctx = Context::new(reg);
    let Ok(module) = visa_ir::parser::parse_source(&mut ctx, text, "mutant.mlir") else {
        return "parse";
    };
    if visa_ir::verifier::verify(&ctx, module).is_err() {
        return "verify";
    }
    let Ok(func) = find_entry(&ctx, module, None) else {
        return "entry";
    };
    let Ok((ins, _)) = signature(&ctx, func) else {
        return "signature";
    };
    let inputs: Vec<HostArray> = ins
        .iter()
        .map(|s| HostArray {
            dtype: s.dtype,
            values: (0..s.mapping.size())
                .map(|i| Some(Scalar::Int((i % 7) as i64)))
                .collect(),
        })
        .collect();
    match run(&ctx, module, None, &inputs) {
        Ok(_) => "ran",
        Err(_) => "run-error",
    }
}

#[test]
fn mutated_examples_never_panic() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples");
    let mut counts = std::collections::BTreeMap::new();
    for (n, name) in ["constant_add.mlir", "elementwise_mul.mlir"]
        .iter()
        .enumerate()
    {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
        let mut rng = Rng(1000 + n as u64);
        for _ in 0..30 {
            let mut t = mutate(&text, &mut rng);
            if rng.next().is_multiple_of(2) {
                t = mutate(&t, &mut rng);
            }
            *counts.entry(check(&t)).or_insert(0) += 1;
        }
    }
    eprintln!("{counts:?}");
    // The mutations reach every stage: some are rejected by the parser, some by
    // the verifier, and some still run.
    assert!(counts.get("parse").copied().unwrap_or(0) > 0, "{counts:?}");
    assert!(counts.get("verify").copied().unwrap_or(0) > 0, "{counts:?}");
    assert!(counts.get("ran").copied().unwrap_or(0) > 0, "{counts:?}");
}
