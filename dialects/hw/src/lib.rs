//! The `hw` dialect: what the device executes.
//!
//! A `hw.program` holds the command queues of one device program in written order:
//! `hw.dma` commands (PCIe DMA host <-> HBM, tensor DMA HBM <-> DM, each a list of
//! `hw.descriptor` read/write sequencer pairs with byte strides) and `hw.tu` passes of the
//! Tensor Unit in the main or sub context (fetch sequencer and adapter, switch, collect,
//! the vector-engine program as nested `hw.ve_fxp` / `hw.ve_op` ops ([`ve`]), and a commit or VRF sink), with
//! concrete byte addresses. `hw.host_input` / `hw.host_output` say where the host
//! function's arguments and results live in host memory.
//!
//! Synchronization is explicit: each command yields a `!hw.token` and takes the tokens
//! of the commands it must wait for (main waiting for the sub context's VRF load, any
//! command waiting for a DMA it reads from, RAW/WAR/WAW on bytes; [`sync`]). The written
//! order is never changed.
//!
//! [`to_sim`] translates a program 1:1 into [`visa_tcp::Program`], the simulator's input;
//! [`read`] holds the typed readers of the hardware model's values both dialects use.
//!
//! The contraction path ([`contraction`]): `hw.contract` and `hw.cast` nested in a pass,
//! and the `to_trf` sink (`sink = "trf"`).
//!
//! Designed but not implemented (the simulator does not run them yet): the custom switch
//! topology's bitmaps in the IR (the `switch` attribute carries the other topologies'
//! configuration string), dual-channel collect, the transpose engine, and
//! vector-engine stages other than fixed-point binary ops.

#![deny(missing_docs)]
pub mod attrs;
pub mod contraction;
pub mod from_sim;
pub mod kinds;
pub mod limits;
pub mod names;
pub mod ops;
pub mod read;
pub mod sync;
pub mod syntax;
pub mod to_sim;
pub mod types;
pub mod ve;

use visa_ir::{Context, Dialect, DialectRegistry, Type};

pub use read::HostTensor;
pub use to_sim::{translate, HwProgram};
pub use types::TokenType;

/// The `hw` dialect.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("hw", "register-level command queues of the TCP");
    d.ops = ops::ops();
    d.parse_type = Some(parse_type);
    d.parse_attr = Some(|p, m| attrs::parse_keyword_attr(p, "hw", m));
    d
}

/// Parses `!hw.token` (the dialect's only type).
fn parse_type(
    p: &mut visa_ir::parser::AsmParser<'_>,
    mnemonic: &str,
) -> Result<Type, visa_ir::Diagnostic> {
    syntax::parse_only_type(p, mnemonic, "hw", "token", token_type)
}

/// Registers the `hw` dialect.
pub fn register(registry: &mut DialectRegistry) {
    registry.register(dialect());
}

/// `!hw.token`.
pub fn token_type(ctx: &mut Context) -> Type {
    ctx.dialect_type(TokenType)
}
