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
//! Designed but not implemented (the simulator does not run them yet): dual-channel
//! collect and the vector engine's two-group mode (docs/decisions.md C9G-4). The
//! Inter-Slice Block is `hw.tu`'s `ve_inter` (`visa_tcp::inter_slice::InterSlice`).
//!
//! # Example: translate a `hw.program` and run it on the simulator
//!
//! ```
//! use visa_sim::{SimConfig, Simulator, Space};
//! let mut reg = visa_ir::DialectRegistry::new();
//! reg.register(visa_ir::builtin::dialect());
//! visa_hw::register(&mut reg);
//! let mut ctx = visa_ir::Context::new(reg);
//! // Copy 64 i32s (256 bytes) from host address 0 to HBM, then back to host address 4096;
//! // the second DMA waits for the first's token.
//! let text = r#"module {
//!   hw.program @copy {
//!     hw.host_input {addr = 0 : i64, arg = 0 : i64, dtype = i32, shape = array<i64: 64>, strides = array<i64: 1>}
//!     hw.host_output {addr = 4096 : i64, dtype = i32, result = 0 : i64, shape = array<i64: 64>, strides = array<i64: 1>}
//!     %0 = hw.dma attributes {queue = #hw.queue<pdma>} {
//!       hw.descriptor {dst = #hw.space<hbm>, dst_base = 0 : i64, dst_strides = array<i64: 256>, engine = 0 : i64, packet_bytes = 256 : i64, sizes = array<i64: 1>, src = #hw.space<host>, src_base = 0 : i64, src_strides = array<i64: 256>}
//!     }
//!     %1 = hw.dma(%0) attributes {queue = #hw.queue<pdma>} {
//!       hw.descriptor {dst = #hw.space<host>, dst_base = 4096 : i64, dst_strides = array<i64: 256>, engine = 0 : i64, packet_bytes = 256 : i64, sizes = array<i64: 1>, src = #hw.space<hbm>, src_base = 0 : i64, src_strides = array<i64: 256>}
//!     }
//!   }
//! }"#;
//! let module = visa_ir::parser::parse_source(&mut ctx, text, "copy.mlir").unwrap();
//! visa_ir::verifier::verify(&ctx, module).unwrap();
//! let op = ctx.block_ops(ctx.module_body(module)).next().unwrap();
//! let p = visa_hw::translate(&ctx, op).unwrap();
//! assert_eq!((p.name.as_str(), p.program.commands.len()), ("copy", 2));
//! assert_eq!((p.inputs[0].addr, p.outputs[0].addr), (0, 4096));
//!
//! let mut sim = Simulator::new(SimConfig::default());
//! let x: Vec<i32> = (0..64).map(|i| i * i - 7).collect();
//! sim.memory_mut().write_i32s(Space::Host, 0, &x).unwrap();
//! let report = sim.run(&p.program).unwrap();
//! assert_eq!(sim.memory().read_i32s(Space::Host, 4096, 64).unwrap(), x);
//! assert!(report.total_cycles > 0);
//! ```
#![deny(missing_docs)]
pub mod attrs;
pub mod contraction;
pub mod fetch_adapter;
pub mod from_sim;
pub mod indirect;
pub mod kinds;
pub mod limits;
pub mod names;
pub mod ops;
pub mod read;
pub mod sync;
pub mod syntax;
pub mod to_sim;
pub mod transpose;
pub mod types;
pub mod ve;
pub mod ve_valid;

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
