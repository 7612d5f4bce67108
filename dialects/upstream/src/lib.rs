//! MLIR-compatible upstream dialects: `func`, `arith`, `scf`, `cf`, `tensor`, `linalg`, `math`
//! and `bufferization`.
//!
//! Each dialect lives in its own module with its op definitions (traits, verifiers
//! worded as MLIR's), folds, canonicalization patterns, custom assembly and typed
//! builder helpers. [`register`] adds them all to a
//! [`DialectRegistry`].
//!
//! | dialect | ops | builders | folds and patterns |
//! |---|---|---|---|
//! | [`func`] | `func.func` (declarations, argument and result attributes, entry blocks naming unnamed arguments), `func.return`, `func.call`, `func.constant`, `func.call_indirect` | [`func::build_func`], [`func::build_decl`], [`func::return_`], [`func::call`] | — |
//! | [`arith`] | every op of MLIR's `arith` (`scaling_extf`/`scaling_truncf` too): integer (`addi` … `minui`, `*_extended`), float (`addf` … `minnumf`, `negf`) with `fastmath<…>`, `cmpi`/`cmpf`, casts, `select`, `constant` | [`arith::constant`] and friends, and `Op::build` of each op | MLIR's folds (integers bit-exact to 128 bits, f32/f64 floats), identities, constants to the right, constant reassociation; [`arith::materialize_constant`] |
//! | [`scf`] | `scf.for`, `scf.yield`, `scf.if`, `scf.execute_region`, `scf.index_switch`, `scf.while`/`scf.condition`, `scf.forall`/`scf.forall.in_parallel`, `scf.parallel`/`scf.reduce`/`scf.reduce.return` | [`scf::build_for`], [`scf::build_for_with`], [`scf::build_if`], [`scf::yield_`], `Op::build` of each op | zero- and one-trip loops, dead loops, invariant loop-carried values; `scf.if`/`scf.index_switch` on constants, `scf.if` unused results, results as `arith.select`, empty `else`, condition propagation; `scf.execute_region` inlined (one block, or several into a function's CFG); results forwarded from outside dropped (`execute_region`, `index_switch`); `scf.while` loop-invariant arguments and forwarded values |
//! | [`cf`] | `cf.br`, `cf.cond_br` (with `weights`), `cf.switch`, `cf.assert` | [`cf::br`], [`cf::cond_br`], `Op::build` of each op | branches to single-predecessor and passthrough blocks, constant conditions and flags, identical successors, cases equal to the default, condition truth in single-predecessor destinations, branches decided by their only predecessor, true asserts |
//! | [`math`] | every op of MLIR 22's `math`: the float functions (`sqrt` … `tanh`, `atan2`, `powf`, `fma`, `clampf`, `sincos`) with `fastmath<…>`, `absi`/`ctlz`/`cttz`/`ctpop`/`ipowi`, `fpowi`, `isnan`/`isinf`/`isfinite`/`isnormal` | `Op::build` of each op | MLIR 22's constant folds on scalars (the host C library's bits for `f32`/`f64`, exact `APFloat`-style ones in every format) |
//! | [`tensor`] | `empty`, `extract`, `insert`, `extract_slice`, `insert_slice`, `parallel_insert_slice`, `expand_shape`, `collapse_shape`, `pad`, `yield`, `concat`, `splat`, `cast`, `bitcast`, `dim`, `rank`, `from_elements`, `generate`, `reshape` | `Op::build` of each op | — |
//! | [`linalg`] | `generic` (indexing maps, `#linalg.iterator_type<...>`, ins/outs, body), `fill`, `matmul`, `batch_matmul`, `matvec`, `vecmat`, `dot`, `quantized_matmul`, `quantized_batch_matmul` (their bodies built as upstream's region builders do, `#linalg.type_fn<...>`), `transpose`, `broadcast`, `map`, `reduce` (short form `{ arith.addf }`), `add`/`sub`/`mul`/`div`/`div_unsigned`/`max`/`min`, `contract`, `conv_2d_nhwc_hwcf`/`conv_2d_nhwc_fhwc`/`conv_2d_nchw_fchw`, `pooling_nhwc_max`/`_min`/`_sum`, `pooling_nchw_max`/`_sum`, `softmax`, `elementwise` (every `#linalg.elementwise_kind<...>`), `index`, `yield` | — | — |
//! | [`bufferization`] | `to_tensor`, `to_buffer`, `alloc_tensor`, `materialize_in_destination` | `Op::build` of each op | — |
//!
//! The text forms are MLIR's: `mlir-opt` (LLVM 22) reads the generic form visa prints,
//! and visa reads MLIR's output back; `--canonicalize` gives MLIR's result on the
//! folds tested in `test/upstream/canonicalize-vs-mlir.mlir`.
//!
//! ```
//! use visa_ir::{Builder, Context, DialectRegistry};
//! use visa_upstream::{arith, func};
//!
//! let mut registry = DialectRegistry::new();
//! visa_upstream::register(&mut registry);
//! let mut ctx = Context::new(registry);
//! let module = ctx.create_module(None);
//! let body = ctx.module_body(module);
//! let mut b = Builder::at_end(&mut ctx, body);
//! let i32 = b.ctx.integer_type(32);
//! let (_, entry) = func::build_func(&mut b, "add", &[i32, i32], &[i32]);
//! let mut b = Builder::at_end(&mut ctx, entry);
//! let (x, y) = (b.ctx.block_args(entry)[0], b.ctx.block_args(entry)[1]);
//! let sum = arith::addi(&mut b, x, y);
//! func::return_(&mut b, &[sum]);
//! assert!(visa_ir::verifier::verify(&ctx, module).is_ok());
//! ```

#![deny(missing_docs)]
pub mod arith;
pub mod bufferization;
pub mod cf;
pub mod func;
pub mod linalg;
pub mod math;
pub mod scf;
pub mod tensor;

mod elementwise;

#[cfg(test)]
mod canonicalize_tests;
#[cfg(test)]
mod syntax_tests;
#[cfg(test)]
mod testutil;

use visa_ir::DialectRegistry;

/// Registers the `func`, `arith`, `scf`, `cf`, `tensor`, `linalg`, `math` and
/// `bufferization` dialects.
pub fn register(registry: &mut DialectRegistry) {
    registry.register(func::dialect());
    registry.register(arith::dialect());
    registry.register(scf::dialect());
    registry.register(cf::dialect());
    registry.register(tensor::dialect());
    registry.register(linalg::dialect());
    registry.register(math::dialect());
    registry.register(bufferization::dialect());
}
