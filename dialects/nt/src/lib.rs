//! The `nt` dialect ("named tensors"): hardware-independent tensor math over named
//! axes, the level a framework compiler lowers a model into and the planner lowers to
//! the stream dialect. Named `nt` so it never collides with upstream MLIR's `tensor`
//! dialect, which the importers read too (decision TL-1).
//!
//! - [`types`]: `!nt.tensor<[M: 128, K: 64], bf16>`, element type and named axes;
//! - [`ops`]: the ops, each declared once with `visa_ir::op!` (parameters, constants,
//!   iota, einsum, elementwise, cast, reductions, softmax, norms, data movement);
//! - [`verify`]: their rules, each a located error;
//! - [`interp`]: the reference interpreter, dense, f64 numerics;
//! - [`decompose`]: the composites as primitive ops;
//! - [`build`]: [`build::NtBuilder`], ergonomic construction.
//!
//! Functions are upstream's `func.func` / `func.return` with nt types.
//!
//! # Example: parse and interpret a matmul
//!
//! ```
//! use visa_nt::interp::{interpret, Tensor};
//! use visa_tcp::DType;
//! let mut reg = visa_ir::DialectRegistry::new();
//! reg.register(visa_ir::builtin::dialect());
//! visa_upstream::register(&mut reg);
//! visa_nt::register(&mut reg);
//! let mut ctx = visa_ir::Context::new(reg);
//! let text = r#"func.func @mm(%a: !nt.tensor<[M: 2, K: 3], f32>) -> !nt.tensor<[M: 2, N: 2], f32> {
//!   %w = nt.parameter "w" : !nt.tensor<[K: 3, N: 2], f32>
//!   %c = nt.einsum %a, %w : !nt.tensor<[M: 2, K: 3], f32>, !nt.tensor<[K: 3, N: 2], f32> -> !nt.tensor<[M: 2, N: 2], f32>
//!   return %c : !nt.tensor<[M: 2, N: 2], f32>
//! }"#;
//! let module = visa_ir::parser::parse_source(&mut ctx, text, "mm.mlir").unwrap();
//! visa_ir::verifier::verify(&ctx, module).unwrap();
//! let a = Tensor::from_f64(&[("M", 2), ("K", 3)], DType::F32, &[1., 2., 3., 4., 5., 6.]);
//! let w = Tensor::from_f64(&[("K", 3), ("N", 2)], DType::F32, &[1., 0., 0., 1., 1., 1.]);
//! let out = interpret(&ctx, module, "mm", &[a], &|n| (n == "w").then(|| w.clone())).unwrap();
//! // [1 2 3; 4 5 6] · [1 0; 0 1; 1 1] = [4 5; 10 11]
//! assert_eq!(out[0].to_f64(), [4., 5., 10., 11.]);
//! ```
#![deny(missing_docs)]
pub mod build;
pub mod decompose;
pub mod interp;
pub mod kinds;
pub mod ops;
pub mod types;
pub mod verify;

pub use types::{tensor_type, TensorType};

use visa_ir::{Dialect, DialectRegistry};

/// The `nt` dialect.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("nt", "named-axis tensor math, hardware independent");
    d.ops = ops::ops();
    d.parse_type = Some(types::parse_type);
    d
}

/// Registers the passes over nt programs: `nt-decompose`.
pub fn register_passes(registry: &mut visa_ir::pass::PassRegistry) {
    registry.register_pass(|| Box::<decompose::DecomposePass>::default());
}

/// Registers the `nt` dialect.
pub fn register(registry: &mut DialectRegistry) {
    registry.register(dialect());
}
