//! Seeded mutants of the nt lit inputs go through parse, verify, print, re-parse, the
//! interpreter (inputs and parameters made from the declared types) and
//! `decompose_all`; none may panic. Numbers are mutated to small values only, so no
//! mutant allocates more than a few megabytes.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Mutants that verified, and interpreter runs that succeeded.
static VERIFIED: AtomicUsize = AtomicUsize::new(0);
static RAN: AtomicUsize = AtomicUsize::new(0);
use visa_ir::{Context, DialectRegistry, OpId};
use visa_nt::interp::{interpret, Tensor};
use visa_nt::ops::Parameter;
use visa_nt::types::{element_dtype, tensor};

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

fn ctx() -> Context {
    let mut reg = DialectRegistry::new();
    reg.register(visa_ir::builtin::dialect());
    visa_upstream::register(&mut reg);
    visa_nt::register(&mut reg);
    Context::new(reg)
}

/// A tensor of the nt type `ty` with small varied values (`None` for another type).
fn make(ctx: &Context, ty: visa_ir::Type) -> Option<Tensor> {
    let t = tensor(ctx, ty)?;
    let d = element_dtype(ctx, t.element)?;
    let axes: Vec<(&str, u64)> = t.axes.iter().map(|a| (a.name.as_str(), a.size)).collect();
    let n = t.num_elements() as usize;
    let v: Vec<f64> = (0..n).map(|i| (i % 5) as f64 - 1.0).collect();
    Some(Tensor::from_f64(&axes, d, &v))
}

fn exercise(text: &str) {
    let mut c = ctx();
    let Ok(m) = visa_ir::parser::parse_source(&mut c, text, "mutant.mlir") else {
        return;
    };
    if visa_ir::verifier::verify(&c, m).is_err() {
        return;
    }
    VERIFIED.fetch_add(1, Ordering::Relaxed);
    let printed = visa_ir::printer::print_op(&c, m, &Default::default());
    let mut c2 = ctx();
    let m2 = visa_ir::parser::parse_source(&mut c2, &printed, "printed.mlir")
        .unwrap_or_else(|d| panic!("printed text does not parse: {d:?}\n{printed}"));
    visa_ir::verifier::verify(&c2, m2).unwrap();
    // Every function, with inputs and parameters of the declared types.
    let mut funcs: Vec<(OpId, String)> = Vec::new();
    c.walk(m, &mut |op| {
        if let Some(name) = visa_ir::symbol::symbol_name(&c, op) {
            funcs.push((op, name.to_string()));
        }
    });
    let mut params: Vec<(String, Tensor)> = Vec::new();
    c.walk(m, &mut |op| {
        if let Some(p) = Parameter::matches(&c, op) {
            if let Some(t) = make(&c, c.value_type(c.result(op, 0))) {
                params.push((p.name(&c).to_string(), t));
            }
        }
    });
    let bind = |n: &str| params.iter().find(|(k, _)| k == n).map(|(_, t)| t.clone());
    for (f, name) in &funcs {
        let region = c.region(*f, 0);
        let Some(block) = c.entry_block(region) else {
            continue;
        };
        let inputs: Option<Vec<Tensor>> = c
            .block_args(block)
            .iter()
            .map(|&a| make(&c, c.value_type(a)))
            .collect();
        if let Some(inputs) = inputs {
            if interpret(&c, m, name, &inputs, &bind).is_ok() {
                RAN.fetch_add(1, Ordering::Relaxed);
            }
        }
    }
    let _ = visa_nt::decompose::decompose_all(&mut c, m);
    let _ = visa_ir::verifier::verify(&c, m);
}

fn mutate(src: &str, rng: &mut Rng) -> String {
    let mut s = src.to_string();
    for _ in 0..1 + rng.below(3) {
        let bytes = s.as_bytes();
        let at = rng.below(bytes.len());
        // Stay on a char boundary.
        let at = (0..=at).rev().find(|&i| s.is_char_boundary(i)).unwrap_or(0);
        let end = (at + 1 + rng.below(12)).min(s.len());
        let end = (end..=s.len())
            .find(|&i| s.is_char_boundary(i))
            .unwrap_or(s.len());
        let pieces = [
            "",
            "0",
            "1",
            "2",
            "3",
            "16",
            ",",
            ":",
            "[",
            "]",
            "<",
            ">",
            "%0",
            "%arg0",
            "f32",
            "i32",
            "bf16",
            "i4",
            "f8E4M3FN",
            "\"K\"",
            "\"Q\"",
            "\"D\"",
            "K",
            "M",
            "acc f32",
            "causal \"Q\"",
            "mask",
            "plain",
            "scale",
            "scale_bias",
            "-1",
            "1.0e999",
            "-",
            "x",
        ];
        let piece = pieces[rng.below(pieces.len())];
        match rng.below(3) {
            0 => s.replace_range(at..end, piece),
            1 => s.insert_str(at, piece),
            _ => s.replace_range(at..end, ""),
        }
    }
    s
}

#[test]
fn mutants_of_the_lit_inputs_never_panic() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../test/nt");
    let mut sources = Vec::new();
    for name in ["ops.mlir", "decompose.mlir"] {
        let text = std::fs::read_to_string(format!("{dir}/{name}")).unwrap();
        // One function per source: mutants then hit every op.
        for chunk in text.split("\nfunc.func").skip(1) {
            sources.push(format!("func.func{chunk}"));
        }
    }
    let count: usize = std::env::var("VISA_NT_MUTANTS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(3000);
    let mut rng = Rng(21);
    let mut failures = Vec::new();
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for i in 0..count {
        let src = &sources[i % sources.len()];
        let m = mutate(src, &mut rng);
        if catch_unwind(AssertUnwindSafe(|| exercise(&m))).is_err() {
            failures.push(m);
        }
    }
    std::panic::set_hook(hook);
    if let Some(first) = failures.first() {
        // Re-run the first failure with the hook back, for its message.
        exercise(first);
    }
    assert!(failures.is_empty(), "{} mutants panicked", failures.len());
    // The campaign reaches the interpreter: a good share of mutants still verify and run.
    let (v, r) = (
        VERIFIED.load(Ordering::Relaxed),
        RAN.load(Ordering::Relaxed),
    );
    eprintln!("{count} mutants: {v} verified, {r} interpreter runs succeeded");
    assert!(
        v * 10 >= count && r * 20 >= count,
        "only {v} verified, {r} ran"
    );
}
