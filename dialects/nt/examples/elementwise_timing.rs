//! Times the reference interpreter on 2^26-element tensors (issue 21: "a 2^26-element
//! tensor op runs in seconds"): a broadcasting `add`, a `gelu_tanh` in bf16, a cast to
//! f8E4M3FN, a sum over one axis, and a bf16 matmul of 2^26 multiply-adds
//! (256×1024 · 1024×256, f32 accumulation).
//!
//! `cargo run --release -p visa-nt --example elementwise_timing`

use std::time::Instant;
use visa_ir::{Context, DialectRegistry};
use visa_nt::interp::{interpret, Tensor};
use visa_tcp::DType;

fn main() {
    let mut reg = DialectRegistry::new();
    reg.register(visa_ir::builtin::dialect());
    visa_upstream::register(&mut reg);
    visa_nt::register(&mut reg);
    let mut ctx = Context::new(reg);
    let x = "!nt.tensor<[M: 8192, N: 8192], f32>";
    let b = "!nt.tensor<[N: 8192], f32>";
    let h = "!nt.tensor<[M: 8192, N: 8192], bf16>";
    let q = "!nt.tensor<[M: 8192, N: 8192], f8E4M3FN>";
    let r = "!nt.tensor<[M: 8192], f32>";
    let ma = "!nt.tensor<[M: 256, K: 1024], bf16>";
    let mb = "!nt.tensor<[K: 1024, N: 256], bf16>";
    let mc = "!nt.tensor<[M: 256, N: 256], f32>";
    let text = format!(
        "func.func @add(%x: {x}, %b: {b}) -> {x} {{\n %y = nt.binary add %x, %b : {x}, {b} -> {x}\n return %y : {x}\n}}\n\
         func.func @gelu(%x: {h}) -> {h} {{\n %y = nt.unary gelu_tanh %x : {h} -> {h}\n return %y : {h}\n}}\n\
         func.func @cast(%x: {x}) -> {q} {{\n %y = nt.cast %x : {x} -> {q}\n return %y : {q}\n}}\n\
         func.func @sum(%x: {x}) -> {r} {{\n %y = nt.reduce sum %x : {x} -> {r}\n return %y : {r}\n}}\n\
         func.func @matmul(%a: {ma}, %b: {mb}) -> {mc} {{\n %c = nt.einsum %a, %b acc f32 : {ma}, {mb} -> {mc}\n return %c : {mc}\n}}"
    );
    let m = visa_ir::parser::parse_source(&mut ctx, &text, "timing.mlir").unwrap();
    visa_ir::verifier::verify(&ctx, m).unwrap();
    let n = 1usize << 26;
    let xs = Tensor::from_bits(
        &[("M", 8192), ("N", 8192)],
        DType::F32,
        (0..n)
            .map(|i| ((i % 1000) as f32 / 250.0 - 2.0).to_bits())
            .collect(),
    );
    let bs = Tensor::from_f64(&[("N", 8192)], DType::F32, &vec![0.5; 8192]);
    let hs = Tensor {
        dtype: DType::Bf16,
        bits: xs.bits.iter().map(|b| b >> 16).collect(),
        axes: xs.axes.clone(),
    };
    let none = |_: &str| None;
    for (entry, inputs) in [
        ("add", vec![xs.clone(), bs]),
        ("gelu", vec![hs]),
        ("cast", vec![xs.clone()]),
        ("sum", vec![xs]),
        (
            "matmul",
            vec![
                mat(&[("M", 256), ("K", 1024)]),
                mat(&[("K", 1024), ("N", 256)]),
            ],
        ),
    ] {
        let t = Instant::now();
        let out = interpret(&ctx, m, entry, &inputs, &none).unwrap();
        println!(
            "{entry:>6}: {} elements (first operand) in {:.2} s",
            inputs[0].len(),
            t.elapsed().as_secs_f64()
        );
        assert!(!out[0].is_empty());
    }
}

/// A bf16 tensor of small values.
fn mat(axes: &[(&str, u64)]) -> Tensor {
    let n: u64 = axes.iter().map(|a| a.1).product();
    let v: Vec<f64> = (0..n).map(|i| (i % 17) as f64 / 8.0 - 1.0).collect();
    Tensor::from_f64(axes, DType::Bf16, &v)
}
