//! The `stream` dialect: the TCP Virtual ISA as IR — what a kernel writer writes.
//!
//! A module declares its axes once (`mapping.axes = #mapping.axes<A = 2048>`, the
//! manual's `axes![...]`) and holds one `stream.host_func` (the host program) and
//! `stream.kernel`s (device kernels). Values are tensors whose types carry the
//! element type and mapping expressions ([`types`]); every op is a tensor function
//! (manual "Tensor Functions", L1162–1190): its result holds the tensor its
//! operand holds (or the computed one). Pipeline ops produce `!stream.tensor` SSA
//! values along the Tensor Unit, so the printed IR reads like the manual's method
//! chains.
//!
//! # Operations (implemented)
//!
//! | op | operands → results | attributes | manual |
//! |---|---|---|---|
//! | `stream.host_func @f(%a: host...) -> host... {}` | region args: `!stream.host` | `sym_name`, `function_type` | `async fn main`, L175–199 |
//! | `stream.kernel @k(%a: hbm...) -> hbm... attributes {chips = N} {}` | region args: `!stream.hbm` | `sym_name`, `function_type`, `chips` | `#[device(chip = N)]`, L200–220 |
//! | `stream.return %v... : T...` | function results → — | | |
//! | `stream.to_hbm %x at ADDR` | `!stream.host` → `!stream.hbm` (PCIe DMA, in a host function) or `!stream.dm` → `!stream.hbm` (tensor DMA, in a kernel) | `addr` (HBM byte address) | L193, L219 |
//! | `stream.launch @k(%h...)` | `!stream.hbm`... → `!stream.hbm`... | `callee` | L195 |
//! | `stream.to_host %h` | `!stream.hbm` → `!stream.host` | | L197 |
//! | `stream.to_dm %h at ADDR` | `!stream.hbm` → `!stream.dm` | `addr` (DM byte address per slice) | L202, L2375–2385 |
//! | `stream.begin %dm` | `!stream.dm` → `!stream.tensor<begin, main\|sub, ...>` (Time `m[1]`, Packet = Element) | | L205, L1148 |
//! | `stream.fetch %s` | `<begin>` → `<fetch>` (may cast the element type) | | L1698–1723 |
//! | `stream.collect %s` | `<fetch>`/`<switch>` → `<collect>` (one 32-byte flit per packet) | | L3543–3603 |
//! | `stream.to_vrf %s at ADDR` | `<collect>` → `!stream.vrf` | `addr` (VRF byte address) | L280–285 |
//! | `stream.vector_init %s` | `<collect>` → `<vector_init>` | | L4549–4632 |
//! | `stream.vector_intra_slice_branch %s MODE` | `<vector_init>` → `<vector_branch>` | `mode` (`unconditional`) | L4793–4802 |
//! | `stream.vector_fxp OP %s, IMM` / `OP %s, %vrf` | `<vector_branch>` (+ `!stream.vrf`) → `<vector_branch>` | `op` (`add_fxp`, `add_fxp_sat`, `sub_fxp`, `sub_fxp_sat`, `mul_int`), `imm` (i32) | L4824–4836 |
//! | `stream.vector_final %s` | `<vector_branch>` → `<vector_final>` | | L4976 |
//! | `stream.commit %s at ADDR` | stream → `!stream.dm` | `addr` (DM byte address per slice) | L2149–2157 |
//!
//! # Designed, not yet implemented
//!
//! `stream.switch` (SwitchConfig topologies, L3059–3089), `stream.to_trf`,
//! `stream.align`/`contract`/`accumulate` (Contraction Engine), `stream.cast`,
//! `stream.transpose`, the other Vector Engine stages (logic, fp, reduce, clip,
//! filter, stash, two-group mode), `begin_interleaved`, `fetch_with_table`/zero
//! points, `commit_view`/tile views, SPM tensors and DMA between arbitrary tiers.
//! Their types already exist: positions `switch`, `contraction`, `reduce`, `cast`,
//! `transpose` and `!stream.trf`.
//!
//! # Modules
//! [`types`] (types and their text), [`ops`] (op definitions, accessors),
//! [`verify`] (per-op constraints), [`alloc`] (address overlap), [`geom`]
//! (resolved mappings and index sets), [`syntax`] (custom assembly), [`hw`]
//! (hardware numbers), [`interp`] (the reference interpreter).

pub mod alloc;
pub mod geom;
pub mod hw;
pub mod interp;
pub mod ops;
pub mod print;
pub mod syntax;
pub mod types;
pub mod verify;

pub use types::{MemType, Position, StreamType, Tier, Unit, TYPE_MAPPINGS};

use visa_ir::{Dialect, DialectRegistry};

/// The `stream` dialect definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new(
        types::DIALECT,
        "the TCP Virtual ISA: host, memory and stream tensors",
    );
    d.ops = ops::ops();
    d.parse_type = Some(syntax::parse_type);
    d
}

/// The mapping hooks of every dialect type this crate defines.
pub const MAPPING_HOOKS: &[visa_mapping::dialect::TypeMappings] = &[TYPE_MAPPINGS];

/// Registers the passes over stream programs: `mapping-canonicalize` (seeing the
/// mappings inside stream types).
pub fn register_passes(registry: &mut visa_ir::pass::PassRegistry) {
    visa_mapping::dialect::register_passes(registry, MAPPING_HOOKS);
}

/// Registers the `stream` dialect and the `mapping` dialect it builds on.
pub fn register(registry: &mut DialectRegistry) {
    visa_mapping::dialect::register(registry);
    registry.register(dialect());
}
