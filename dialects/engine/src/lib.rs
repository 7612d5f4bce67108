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
//!   (forward, broadcast01, broadcast1, transpose, inter_transpose; `topology` is
//!   `#engine.switch<forward>` or the configuration string, decision C8D-1),
//!   collect, vector init / unconditional branch / fixed-point binary ops / final,
//!   commit, VRF load;
//! - designed, rejected by the verifiers as not implemented yet: the `custom` switch
//!   topology (its snoop bitmaps have no attribute, L3332–3458);
//!   branch modes `axis_toggle`, `valid_count`, `vrf` (L4793–4802);
//! - designed, no ops yet: TRF load (`engine.to_trf`), contraction (aligner, stream
//!   adapter, reducer), vector float/clip/reduce stages, cast engine, transpose engine,
//!   dual-channel collect, parallel copy.

#![deny(missing_docs)]
pub mod build;
pub mod config;
pub mod names;
pub mod ops;
pub mod syntax;
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
