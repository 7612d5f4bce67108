//! Each composite op against its decomposition into primitive ops: the decomposed
//! program verifies, contains no composite, and interprets to the composite's values
//! within f32 rounding (its intermediates are f32, decision TL-6).

use visa_ir::{Context, DialectRegistry};
use visa_nt::decompose::{decompose_all, Decompose};
use visa_nt::interp::{interpret, Tensor};
use visa_tcp::DType;

fn ctx() -> Context {
    let mut reg = DialectRegistry::new();
    reg.register(visa_ir::builtin::dialect());
    visa_upstream::register(&mut reg);
    visa_nt::register(&mut reg);
    Context::new(reg)
}

fn vals(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 33) % 1000) as f64 / 250.0 - 2.0
        })
        .collect()
}

fn check(text: &str, inputs: &[Tensor], composites: usize) {
    let mut c = ctx();
    let m = visa_ir::parser::parse_source(&mut c, text, "d.mlir").unwrap();
    visa_ir::verifier::verify(&c, m).unwrap();
    let none = |_: &str| None;
    let whole = interpret(&c, m, "f", inputs, &none).unwrap();
    assert_eq!(decompose_all(&mut c, m).unwrap(), composites);
    visa_ir::verifier::verify(&c, m).unwrap_or_else(|d| panic!("{d:?}"));
    let mut left = 0;
    c.walk(m, &mut |op| {
        left += c.interface::<Decompose>(op).is_some() as usize
    });
    assert_eq!(left, 0);
    let parts = interpret(&c, m, "f", inputs, &none).unwrap();
    for (w, p) in whole.iter().zip(&parts) {
        assert_eq!(w.axes, p.axes);
        for (a, b) in w.to_f64().iter().zip(p.to_f64()) {
            assert!((a - b).abs() <= 4e-6 * a.abs().max(1e-3), "{a} vs {b}");
        }
    }
}

#[test]
fn softmax_plain_causal_and_masked_decompose_to_the_same_values() {
    let t = "!nt.tensor<[H: 2, Q: 3, K: 5], f32>";
    let mt = "!nt.tensor<[Q: 3, K: 5], i8>";
    let text = format!(
        "func.func @f(%x: {t}, %m: {mt}) -> ({t}, {t}, {t}, {t}) {{\n\
         %a = nt.softmax %x over \"K\" : {t} -> {t}\n\
         %b = nt.softmax %x over \"K\" causal \"Q\" : {t} -> {t}\n\
         %c = nt.softmax %x over \"K\" mask %m : {t}, {mt} -> {t}\n\
         %d = nt.softmax %x over \"K\" causal \"Q\" mask %m : {t}, {mt} -> {t}\n\
         return %a, %b, %c, %d : {t}, {t}, {t}, {t}\n}}"
    );
    // Row 2 of the mask keeps nothing: the composite and the decomposition give 0.
    let mask = [1., 0., 1., 1., 0., 0., 1., 1., 0., 1., 0., 0., 0., 0., 0.];
    check(
        &text,
        &[
            Tensor::from_f64(&[("H", 2), ("Q", 3), ("K", 5)], DType::F32, &vals(30, 1)),
            Tensor::from_f64(&[("Q", 3), ("K", 5)], DType::I8, &mask),
        ],
        4,
    );
}

#[test]
fn norms_decompose_to_the_same_values() {
    let t = "!nt.tensor<[S: 3, D: 16], bf16>";
    let f = "!nt.tensor<[S: 3, D: 16], f32>";
    let g = "!nt.tensor<[D: 16], f32>";
    let text = format!(
        "func.func @f(%x: {t}, %g: {g}, %b: {g}) -> ({f}, {f}, {f}, {f}, {f}) {{\n\
         %a = nt.rmsnorm %x over \"D\" eps 1.0e-6 plain : {t} -> {f}\n\
         %c = nt.rmsnorm %x over \"D\" eps 1.0e-6 scale %g : {t}, {g} -> {f}\n\
         %d = nt.layernorm %x over \"D\" eps 1.0e-5 plain : {t} -> {f}\n\
         %e = nt.layernorm %x over \"D\" eps 1.0e-5 scale_bias %g, %b : {t}, {g}, {g} -> {f}\n\
         %h = nt.layernorm %x over \"D\" eps 1.0e-5 bias %b : {t}, {g} -> {f}\n\
         return %a, %c, %d, %e, %h : {f}, {f}, {f}, {f}, {f}\n}}"
    );
    check(
        &text,
        &[
            Tensor::from_f64(&[("S", 3), ("D", 16)], DType::Bf16, &vals(48, 2)),
            Tensor::from_f64(&[("D", 16)], DType::F32, &vals(16, 3)),
            Tensor::from_f64(&[("D", 16)], DType::F32, &vals(16, 4)),
        ],
        5,
    );
}
