//! The `engine` dialect: per-engine configurations derived from stream ops.
//!
//! One `engine.program` holds, in written order, DMA transfers (`engine.dma`: a read and
//! a write sequencer sharing loop sizes, strides in elements) and Tensor-Unit passes, each
//! a chain of stage ops linked by `!engine.stream` values:
//! `engine.fetch` (sequencer and adapter), optionally `engine.switch`, `engine.collect`,
//! optionally the vector program (`engine.vector_init`, `engine.vector_branch`, any
//! number of `engine.vector_fxp`, `engine.vector_final`), and last `engine.commit`
//! (commit adapter and write sequencer) or `engine.to_vrf`. Sequencer configurations are the manual's
//! `[size : stride, ...] : packet_size` (L1336–1356), derived from the stream level's
//! buffer and (Time, Packet) mappings.
//!
//! Designed for the whole manual, implemented for the Hello-TCP kernels K1/K2:
//! - implemented: DMA pairs, fetch (with cast and zero point fields), the switch
//!   (every topology; `topology` is `#engine.switch<forward>` or the configuration
//!   string, a custom routing's with its snoop bitmaps, decision C8D-1),
//!   collect, vector init / unconditional branch / fixed-point binary ops / final,
//!   commit, VRF load;
//! - every branch mode (L4793–4802), its parameters in `config`
//!   (`visa_tcp::Branching::config_text`; `valid_count`'s generator as `vcg(...)`);
//! - the contraction path ([`contraction`]): `engine.to_trf`, `engine.contract` (aligner,
//!   reducer, accumulator) and `engine.cast`;
//! - the Transpose Engine ([`transpose`]): `engine.transpose`, last before the sink;
//! - the Inter-Slice Block ([`inter_slice`]): `engine.vector_inter_slice`;
//! - designed, no ops yet: vector float/clip/reduce stages,
//!   dual-channel collect, parallel copy.
//!
//! # Example: read an engine program through the typed wrappers
//!
//! ```
//! use visa_engine::ops::{Dma, Program};
//! let mut reg = visa_ir::DialectRegistry::new();
//! reg.register(visa_ir::builtin::dialect());
//! visa_engine::register(&mut reg);
//! let mut ctx = visa_ir::Context::new(reg);
//! // Copy 64 i32s from the host to HBM and back (bases in bytes, strides in elements).
//! let text = r#"module {
//!   engine.program @copy {
//!     engine.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 64>, strides = array<i64: 1>}
//!     engine.dma {dst = #engine.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 64>, dtype = i32, packet = 64 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 1>, src = #engine.space<host>, src_base = 0 : i64, src_strides = array<i64: 64>}
//!     engine.dma {dst = #engine.space<host>, dst_base = 4096 : i64, dst_strides = array<i64: 64>, dtype = i32, packet = 64 : i64, queue = #engine.queue<pdma>, sizes = array<i64: 1>, src = #engine.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 64>}
//!     engine.host_output {addr = 4096 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 64>, strides = array<i64: 1>}
//!   }
//! }"#;
//! let module = visa_ir::parser::parse_source(&mut ctx, text, "copy.mlir").unwrap();
//! visa_ir::verifier::verify(&ctx, module).unwrap();
//! let mut programs = 0;
//! let mut dst_bases = Vec::new();
//! ctx.walk(module, &mut |op| {
//!     if Program::matches(&ctx, op).is_some() {
//!         programs += 1;
//!     }
//!     if let Some(dma) = Dma::matches(&ctx, op) {
//!         dst_bases.push(dma.dst_base(&ctx));
//!     }
//! });
//! assert_eq!(programs, 1);
//! assert_eq!(dst_bases, [0, 4096]);
//! ```
#![deny(missing_docs)]
pub mod build;
pub mod config;
pub mod contraction;
pub mod inter_slice;
pub mod interfaces;
pub mod names;
pub mod ops;
pub mod syntax;
pub mod transpose;
pub mod types;

use visa_ir::{Context, Dialect, DialectRegistry, Type};

pub use types::StreamType;

/// The `engine` dialect.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("engine", "per-engine configurations of the TCP");
    d.ops = ops::ops();
    d.parse_type = Some(parse_type);
    d.parse_attr = Some(|p, m| visa_hw::attrs::parse_keyword_attr(p, "engine", m));
    d
}

/// Parses `!engine.stream` (the dialect's only type).
fn parse_type(
    p: &mut visa_ir::parser::AsmParser<'_>,
    mnemonic: &str,
) -> Result<Type, visa_ir::Diagnostic> {
    visa_hw::syntax::parse_only_type(p, mnemonic, "engine", "stream", stream_type)
}

/// Registers the `engine` dialect.
pub fn register(registry: &mut DialectRegistry) {
    registry.register(dialect());
}

/// `!engine.stream`.
pub fn stream_type(ctx: &mut Context) -> Type {
    ctx.dialect_type(StreamType)
}
