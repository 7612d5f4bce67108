//! The stable stand-in for fuzzing: thousands of deterministic mutations of valid inputs
//! (bytes and tokens deleted, inserted, duplicated, swapped, truncated) go through the
//! parser, which must never panic; whenever a mutant parses, it is verified, printed in
//! both forms, and the printed text must parse back and print identically.
//!
//! `MUTATIONS=N` changes the number of mutants (default 4,000), `MUTATION_SEED=S` the
//! deterministic seed.

use std::panic::{catch_unwind, AssertUnwindSafe};
use visa_ir::parser::{generate_arith_module, parse_source};
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::{verifier, Context, DialectRegistry};

const SEEDS: &[&str] = &[
    "%0:2 = \"t.pair\"() : () -> (i32, f32)\n\"t.use\"(%0#1, %0#0) : (f32, i32) -> ()\n",
    "\"t.func\"() ({\n^entry(%a: i32):\n  \"t.br\"(%a)[^exit] : (i32) -> ()\n^mid:\n  \"t.ret\"(%x) : (i32) -> ()\n^exit(%b: i32):\n  %x = \"t.id\"(%b) : (i32) -> i32\n  \"t.br\"()[^mid] : () -> ()\n}) : () -> ()",
    "\"t.op\"() {i = 42, n = -7 : i8, u = 255 : ui8, fl = 1.5 : f32, d = -2.5, nan = 0x7FC00000 : f32, s = \"a\\\"b\\n\", ty = (i32, f32) -> (), arr = [1 : i32, [], {}], dict = {z = 1 : i64, a}, un = unit, sym = @a::@b, dense = array<i64: 1, -2>, l = loc(\"f\":1:2)} : () -> ()",
    "#a = \"x\"\n!t = !foo.bar<1, [2]>\n\"t.op\"() {k = #a, m = [#a, #foo.m<(1)>]} : () -> (!t, tuple<i32, !foo<\"q\">>) loc(fused[\"a\", callsite(\"g\" at \"h\":2:3)])\n",
    "module @m attributes {x = 1 : i32} {\n  module {\n  }\n  \"t.a\"() ({\n  ^bb0(%x: i32 loc(\"arg\":1:1)):\n  }, {\n  }) : () -> () loc(unknown)\n}",
    "\"builtin.module\"() ({\n  %0 = \"t.a\"() <{p = 1 : i32}> : () -> i32\n  \"t.r\"() ({\n    \"t.u\"(%0) : (i32) -> ()\n  }) : () -> ()\n}) : () -> ()\n",
];

/// A small deterministic generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const PIECES: &[&str] = &[
    "{",
    "}",
    "(",
    ")",
    "<",
    ">",
    "[",
    "]",
    "%",
    "^",
    "#",
    "!",
    "@",
    "\"",
    ":",
    "=",
    ",",
    "-",
    "->",
    "::",
    "0",
    "1",
    "%0",
    "%0#1",
    "^bb0",
    "^bb1:",
    "i32",
    "f32",
    "loc(",
    "module",
    "\"t.x\"()",
    " : () -> ()",
    "\n",
    " ",
    "#foo<",
    "!foo.b<",
    "array<i64: ",
    "0x",
    "1.5",
    "\\",
    "tuple<",
    "@\"",
    "{-#",
    "\u{e9}",
    "\0",
];

fn mutate(rng: &mut Rng, src: &str) -> String {
    let mut b: Vec<u8> = src.as_bytes().to_vec();
    for _ in 0..1 + rng.below(3) {
        let len = b.len();
        match rng.below(6) {
            0 if len > 0 => {
                let at = rng.below(len);
                let n = 1 + rng.below(8).min(len - at - 1);
                b.drain(at..at + n.min(len - at));
            }
            1 => {
                let at = rng.below(len + 1);
                let piece = PIECES[rng.below(PIECES.len())];
                b.splice(at..at, piece.bytes());
            }
            2 if len > 0 => {
                let at = rng.below(len);
                let n = (1 + rng.below(40)).min(len - at);
                let chunk: Vec<u8> = b[at..at + n].to_vec();
                let to = rng.below(len + 1);
                b.splice(to..to, chunk);
            }
            3 => b.truncate(rng.below(len + 1)),
            4 if len > 0 => {
                let at = rng.below(len);
                b[at] = (rng.next() & 0x7f) as u8;
            }
            _ if len > 1 => {
                let (i, j) = (rng.below(len), rng.below(len));
                b.swap(i, j);
            }
            _ => {}
        }
    }
    // Keep the text valid UTF-8 (the parser takes `&str`).
    String::from_utf8_lossy(&b).into_owned()
}

fn ctx() -> Context {
    let mut c = Context::new(DialectRegistry::new());
    c.allow_unregistered = true;
    c
}

/// Parses `text`; when it parses, verifies, prints both forms and checks they reparse
/// to the same text. Returns whether the mutant parsed.
fn check(text: &str) -> bool {
    let mut c = ctx();
    let Ok(m) = parse_source(&mut c, text, "mut.mlir") else {
        return false;
    };
    let _ = verifier::verify(&c, m);
    for generic in [true, false] {
        let opts = PrintOptions {
            generic,
            debug_info: true,
            print_aliases: false,
            local_scope: false,
            ..PrintOptions::DEFAULT
        };
        let printed = print_op(&c, m, &opts);
        let mut c2 = ctx();
        let m2 = parse_source(&mut c2, &printed, "printed.mlir").unwrap_or_else(|d| {
            panic!("printed form does not reparse: {d:?}\ninput:\n{text}\nprinted:\n{printed}")
        });
        let again = print_op(&c2, m2, &opts);
        assert_eq!(printed, again, "unstable print for input:\n{text}");
    }
    true
}

#[test]
fn mutated_inputs_never_panic_and_parsed_ones_roundtrip() {
    let n: usize = std::env::var("MUTATIONS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(4000);
    let generated = generate_arith_module(12);
    let mut seeds: Vec<&str> = SEEDS.to_vec();
    seeds.push(&generated);
    for s in &seeds {
        assert!(check(s), "seed does not parse:\n{s}");
    }
    let seed: u64 = std::env::var("MUTATION_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x9E37_79B9_7F4A_7C15);
    let mut rng = Rng(seed.max(1));
    let mut parsed = 0;
    for i in 0..n {
        let seed = seeds[i % seeds.len()];
        let text = mutate(&mut rng, seed);
        match catch_unwind(AssertUnwindSafe(|| check(&text))) {
            Ok(ok) => parsed += ok as usize,
            Err(_) => panic!("panic on mutant {i}:\n{text}"),
        }
    }
    // Some mutants (e.g. in comments-free whitespace) still parse; most do not.
    assert!(parsed > 0 && parsed < n, "parsed {parsed} of {n}");
}
