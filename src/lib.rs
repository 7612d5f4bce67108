//! visa: compiler infrastructure for FuriosaAI's Tensor Contraction Processor (TCP), in
//! the style of MLIR. A kernel is written in the `stream` dialect (the Virtual ISA of the
//! manual), lowered through `engine` to `hw` (the command queues the device executes),
//! and run on a bit-exact simulator that reports cycles; a reference interpreter of the
//! stream dialect checks the simulator's answers.
//!
//! This facade re-exports the workspace, so an embedder depends on one crate:
//!
//! | module | what |
//! |---|---|
//! | [`driver`] | the whole path as data: [`Kernel`], [`Tensor`], [`Simulation`], [`Verdict`] |
//! | [`ir`] | the IR core: context, ops, builder, parser, printer, passes, rewriting |
//! | [`stream`], [`engine`], [`hw`] | the dialects, level by level, with typed op builders |
//! | [`mapping`] | the mapping-expression algebra (`m[A / 8 # 256]`) |
//! | [`nt`] | the tensor level: named-axis tensor math and its reference interpreter |
//! | [`upstream`] | MLIR's `func`, `arith`, `scf`, `cf`, `tensor` |
//! | [`passes`], [`lowering`] | generic passes; `lower-to-hw` and its two conversions |
//! | [`sim`] | the simulator: memories, engines, cycle model, traces |
//! | [`tcp`] | the hardware model: constants, keyword enums, configurations |
//! | [`weights`], [`onnx`] | model files: safetensors and `.npy` weights; ONNX models decoded |
//! | [`plan`] | the planner: nt functions to stream kernels, chosen by a cost model |
//!
//! **First, the profile**: Cargo honours a dependency's `[profile.dev.package.*]` only in
//! that dependency's own workspace, so an embedder's debug build runs the simulator and
//! the reference interpreter unoptimized, about 7× slower. Add to your root `Cargo.toml`:
//!
//! ```toml
//! [profile.dev.package.visa-sim]
//! opt-level = 3
//! [profile.dev.package.visa-stream]
//! opt-level = 3
//! [profile.dev.package.visa-mapping]
//! opt-level = 3
//! [profile.dev.package.visa-nt]
//! opt-level = 3
//! [profile.dev.package.half]
//! opt-level = 3
//! ```
//!
//! # Run a kernel: lower, simulate, check, read results and cycles
//!
//! ```
//! use visa::{Kernel, Tensor, Verdict};
//!
//! // The manual's Constant Addition kernel (`examples/constant_add.mlir`): y = x + 1
//! // over 2048 i32 elements.
//! let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/constant_add.mlir"))?;
//! let kernel = Kernel::parse("constant_add.mlir", &text)?;
//!
//! let x: Vec<i32> = (0..2048).map(|i| i * 7 - 5000).collect();
//! let run = kernel.run(&[Tensor::from_i32(&[2048], &x).unwrap()])?;
//!
//! // Results are data: typed tensors, the makespan and each engine's busy cycles.
//! let y = run.simulation.results[0].to_i32().unwrap();
//! for (y, x) in y.iter().zip(&x) {
//!     assert_eq!(*y, x + 1); // checked against a plain loop, not the compiler
//! }
//! assert!(run.simulation.cycles > 0);
//! assert!(run.simulation.busy["main"] <= run.simulation.cycles);
//! // The reference interpreter agrees with the simulator element for element.
//! assert_eq!(run.verdict, Verdict::Pass { elements: 2048 });
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Step by step: lower, look at the commands, simulate, trace
//!
//! ```
//! use visa::{driver::simulate::simulate, Kernel, Tensor};
//!
//! let text = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/examples/elementwise_mul.mlir"))?;
//! let kernel = Kernel::parse("elementwise_mul.mlir", &text)?;
//!
//! // Lower to hw: the device's command queues, printable as IR.
//! let lowered = kernel.lower()?;
//! assert!(lowered.text().contains("hw.program @main"));
//! let program = &lowered.program;
//! assert_eq!((program.inputs.len(), program.outputs.len()), (2, 1));
//! assert_eq!(program.inputs[0].shape, vec![2048]);
//!
//! // Simulate with chosen inputs.
//! let a: Vec<i32> = (0..2048).collect();
//! let b: Vec<i32> = (0..2048).map(|i| 3 - i).collect();
//! let inputs = [
//!     Tensor::from_i32(&[2048], &a).unwrap(),
//!     Tensor::from_i32(&[2048], &b).unwrap(),
//! ];
//! let sim = simulate(program, &inputs)?;
//! let c = sim.results[0].to_i32().unwrap();
//! assert!((0..2048).all(|i| c[i] == a[i].wrapping_mul(b[i])));
//!
//! // Per-command timing and a Perfetto trace (1 us on its axis = 1 cycle).
//! assert_eq!(sim.report.total_cycles, sim.cycles);
//! assert!(sim.report.trace_json().contains("\"time_unit\": \"cycle\""));
//!
//! // And the check against the interpreter, on the same inputs.
//! assert!(matches!(kernel.check(program, &inputs, &sim)?, visa::Verdict::Pass { .. }));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # Build a kernel with the typed op builders
//!
//! Every op has a typed wrapper with `build` (operands, attributes, result types, in
//! that order); types come from the dialect's constructors. This builds the Constant
//! Addition kernel of the first example op by op.
//!
//! ```
//! use visa::ir::{Builder, Context};
//! use visa::mapping::dialect::{axes_attr, MapExpr, AXES_ATTR_NAME};
//! use visa::stream::ops::{self, BranchMode, FxpOp};
//! use visa::stream::types::{mem_type, stream_type};
//! use visa::stream::{Position, Tier, Unit};
//! use visa::{Kernel, Tensor, Verdict};
//!
//! let m = |s: &str| MapExpr::new(s).unwrap();
//! let mut ctx = Context::new(visa::driver::dialects());
//! let module = ctx.create_module(None);
//! let axes = axes_attr(&mut ctx, &"A = 2048".parse().unwrap());
//! ctx.set_attr_named(module, AXES_ATTR_NAME, axes);
//!
//! let i32t = ctx.integer_type(32);
//! let host = mem_type(&mut ctx, Tier::Host, i32t, vec![m("A")]);
//! let hbm = mem_type(&mut ctx, Tier::Hbm, i32t, vec![m("1"), m("A")]);
//! let spatial = || vec![m("1"), m("1 # 2"), m("A / 8 # 256")];
//! let dm = mem_type(&mut ctx, Tier::Dm, i32t, [spatial(), vec![m("A % 8")]].concat());
//! let mut st = |pos| {
//!     let [c, k, s]: [MapExpr; 3] = spatial().try_into().unwrap();
//!     stream_type(&mut ctx, pos, Unit::Main, i32t, [c, k, s, m("1"), m("A % 8")])
//! };
//! let (begin, fetch, collect) = (st(Position::Begin), st(Position::Fetch), st(Position::Collect));
//! let (init, branch, fin) = (st(Position::VectorInit), st(Position::VectorBranch), st(Position::VectorFinal));
//!
//! // The kernel: HBM -> DM -> fetch -> collect -> vector engine (+1) -> commit -> HBM.
//! let body = ctx.module_body(module);
//! let kty = ctx.function_type(vec![hbm], vec![hbm]);
//! let kernel = ops::Kernel::build(&mut Builder::at_end(&mut ctx, body), "kernel", kty, 1).op_id();
//! let kregion = ctx.region(kernel, 0);
//! let kb = ctx.push_block(kregion);
//! let arg = ctx.add_block_arg(kb, hbm, None);
//! {
//!     let b = &mut Builder::at_end(&mut ctx, kb);
//!     let x = ops::ToDm::build(b, arg, Some(0), dm).output(b.ctx);
//!     let s = ops::Begin::build(b, x, begin).output(b.ctx);
//!     let s = ops::Fetch::build(b, s, None, None, None, None, fetch).output(b.ctx); // no zero point
//!     let s = ops::Collect::build(b, s, collect).output(b.ctx);
//!     let s = ops::VectorInit::build(b, s, init).output(b.ctx);
//!     let s = ops::VectorBranch::build(b, s, None, BranchMode::Unconditional, branch).output(b.ctx);
//!     let s = ops::VectorFxp::build(b, s, None, FxpOp::AddFxp, Some(1), branch).output(b.ctx);
//!     let s = ops::VectorFinal::build(b, s, fin).output(b.ctx);
//!     let y = ops::Commit::build(b, s, Some(4096), dm).output(b.ctx);
//!     let y = ops::ToHbm::build(b, y, Some(1 << 28), hbm).output(b.ctx);
//!     ops::Return::build(b, &[y]);
//! }
//! // The host function: host -> HBM, launch, HBM -> host.
//! let hty = ctx.function_type(vec![host], vec![host]);
//! let main = ops::HostFunc::build(&mut Builder::at_end(&mut ctx, body), "main", hty).op_id();
//! let hregion = ctx.region(main, 0);
//! let hb = ctx.push_block(hregion);
//! let harg = ctx.add_block_arg(hb, host, None);
//! {
//!     let b = &mut Builder::at_end(&mut ctx, hb);
//!     let x = ops::ToHbm::build(b, harg, Some(0), hbm).output(b.ctx);
//!     let r = ops::Launch::build(b, &[x], "kernel", &[hbm]).outs(b.ctx)[0];
//!     let y = ops::ToHost::build(b, r, host).output(b.ctx);
//!     ops::Return::build(b, &[y]);
//! }
//!
//! let kernel = Kernel::from_module(&ctx, module)?;
//! let x: Vec<i32> = (0..2048).map(|i| i - 1024).collect();
//! let run = kernel.run(&[Tensor::from_i32(&[2048], &x).unwrap()])?;
//! assert_eq!(run.simulation.results[0].to_i32().unwrap(), x.iter().map(|v| v + 1).collect::<Vec<_>>());
//! assert_eq!(run.verdict, Verdict::Pass { elements: 2048 });
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! # The tensor level: an einsum over named axes, interpreted
//!
//! Model steps are written in the `nt` dialect, axes by name (an axis the result lacks
//! is summed); weights are parameters bound at run time; the reference interpreter
//! computes in f64 and rounds each result once to its dtype.
//!
//! ```
//! use visa::nt::interp::{interpret, Tensor};
//! use visa::tcp::DType;
//! let mut reg = visa::ir::DialectRegistry::new();
//! reg.register(visa::ir::builtin::dialect());
//! visa::upstream::register(&mut reg);
//! visa::nt::register(&mut reg);
//! let mut ctx = visa::ir::Context::new(reg);
//! let x = "!nt.tensor<[B: 2, D: 3], f32>";
//! let w = "!nt.tensor<[D: 3, F: 2], f32>";
//! let y = "!nt.tensor<[B: 2, F: 2], f32>";
//! let text = format!(
//!     "func.func @ffn(%x: {x}) -> {y} {{\n\
//!        %w = nt.parameter \"fc.weight\" : {w}\n\
//!        %h = nt.einsum %x, %w : {x}, {w} -> {y}\n\
//!        %r = nt.unary relu %h : {y} -> {y}\n\
//!        return %r : {y}\n}}"
//! );
//! let module = visa::ir::parser::parse_source(&mut ctx, &text, "ffn.mlir").unwrap();
//! let xs = Tensor::from_f64(&[("B", 2), ("D", 3)], DType::F32, &[1., 2., 3., 1., -1., 0.]);
//! let ws = Tensor::from_f64(&[("D", 3), ("F", 2)], DType::F32, &[1., -1., 0., 1., 1., 0.]);
//! let out = interpret(&ctx, module, "ffn", &[xs], &|name| (name == "fc.weight").then(|| ws.clone())).unwrap();
//! // [1 2 3]·W = [4, 1]; [1 -1 0]·W = [1, -2] → relu → [1, 0]
//! assert_eq!(out[0].to_f64(), [4., 1., 1., 0.]);
//! ```
//!
//! # Errors are located diagnostics
//!
//! ```
//! let bad = "module attributes {mapping.axes = #mapping.axes<A = 2048>} {\n  %0 = \"stream.nope\"() : () -> i32\n}\n";
//! let err = visa::Kernel::parse("bad.mlir", bad).unwrap_err();
//! assert_eq!(err.code(), 1);
//! assert!(err.message().starts_with("bad.mlir:2:"), "{}", err.message());
//! ```
//!
//! # Your own `visa-opt`
//!
//! The command-line tools are the `visa-tools` crate (`visa_tools::opt::visa_opt_main`
//! with your dialects and passes added to `visa_tools::opt::Registries::visa()`); see
//! the README's "Embedding" section.
#![deny(missing_docs)]

pub use visa_driver as driver;
pub use visa_driver::{Kernel, Simulation, Tensor, Verdict};
pub use visa_dtype as dtype;
pub use visa_engine as engine;
pub use visa_hw as hw;
pub use visa_ir as ir;
pub use visa_lowering as lowering;
pub use visa_mapping as mapping;
pub use visa_nt as nt;
pub use visa_onnx as onnx;
pub use visa_passes as passes;
pub use visa_plan as plan;
pub use visa_sim as sim;
pub use visa_stream as stream;
pub use visa_tcp as tcp;
pub use visa_upstream as upstream;
pub use visa_weights as weights;
