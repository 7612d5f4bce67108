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
//! | `stream.fetch %s [pad V] [table [...]] [zero_point Z \| zero_points [Z0, Z1]]` | `<begin>` → `<fetch>` (may cast the element type; padded lanes read V, i4/i8 indices looked up in the table, Z subtracted from i4/i8/i16 widened to i32, one per interleaved tensor with `zero_points`, [`fetch_adapter`]) | `pad`, `table`, `zero_point`, `zero_points` | L1698–1723, L1877–1958, L2022–2048 |
//! | `stream.begin_interleaved %a, %b` ([`interleave`]) | two `!stream.dm` of one type → `<begin>` with Time `m[I]` (I of size 2, innermost in Time once fetched) | | L1843–1866 |
//! | `stream.switch %s [TOPOLOGY {params}]` (`forward`, `broadcast01 {slice1, slice0, time0}`, `broadcast1 {slice1, slice0}`, `transpose {slice1, slice0}`, `inter_transpose {slice1, slice0, time0}`, `custom {ring_size}`; none: chosen by `select-switch-topology`) | `<fetch>` → `<switch>`: Slice and Time change, Chip, Cluster and Packet kept | `topology` | L3054–3542 |
//! | `stream.collect %s` | `<fetch>`/`<switch>` → `<collect>` (one 32-byte flit per packet) | | L3543–3603 |
//! | `stream.to_vrf %s at ADDR` | `<collect>` → `!stream.vrf` | `addr` (VRF byte address) | L280–285 |
//! | `stream.vector_init %s` | `<collect>` → `<vector_init>` | | L4549–4632 |
//! | `stream.vector_intra_slice_branch %s MODE` ([`branch`]) | `<vector_init>` → `<vector_branch>` | `mode` (`unconditional`, `axis_toggle`, `comparison`, `vrf`, `valid_count`) | L4793–4802 |
//! | `stream.vector_filter %s group [g, ...]` ([`filter`]) | `<vector_branch>` → `<vector_branch>` (kept elements packed in order into a declared axis of the stated capacity) | `group` | L4729–4976 |
//! | `stream.vector_fxp OP %s, IMM` / `OP %s, %vrf` | `<vector_branch>` (+ `!stream.vrf`) → `<vector_branch>` | `op` (`add_fxp`, `add_fxp_sat`, `sub_fxp`, `sub_fxp_sat`, `mul_int`), `imm` (i32) | L4824–4836 |
//! | `stream.vector_final %s` | `<vector_branch>` → `<vector_final>` (Way8) | | L4976 |
//! | `stream.vector_logic`, `vector_fxp_to_fp`, `vector_split` / `vector_trim_way4`, `vector_fp_unary` / `_binary` / `_ternary`, `vector_fp_div`, `vector_concat` / `vector_pad_way8`, `vector_fp_to_fxp`, `vector_clip`, `vector_stash`, `vector_intra_slice_reduce OP %s over "R"` (R in Time) ([`vector_ops`]) | `<vector_branch>` (+ `!stream.vrf` or the stash) → `<vector_branch>`; stage order, Way, element type and ALU use checked along the chain | `op`, `imm0`/`imm1`, `mode`, `int_width` | L4729–5051 |
//! | `stream.vector_intra_slice_unzip %s "I" tile "m[1 # 2]"` ([`two_group`]; two-group mode, the groups the two values of the interleaved axis I, innermost in Time; per-group ops are the intra-slice ops with a group set `{group = 1}` / `group [0]`) | `<vector_init>` → `<vector_branch>` (mappings kept) | `axis`, `tile` | L4571–4574, L5154–5170 |
//! | `stream.vector_fxp_zip` / `vector_fp_zip` / `vector_clip_zip OP %s [mode M]` ([`two_group`]) | `<vector_branch>` → `<vector_branch>` (each packet pair of the groups merged, `op(a, b)` with (a, b) from the mode over the groups; Time without I) | `op`, `mode` (default `mode01`) | L5107–5117, L5154–5259 |
//! | `stream.commit %s at ADDR` | stream → `!stream.dm` | `addr` (DM byte address per slice) | L2149–2157 |
//! | `stream.commit_view %s into %view of %parent` ([`commit_view`]) | stream + a `stream.tile` of a `!stream.dm` → that `!stream.dm` with the tile overwritten | | L2158–2163 |
//! | `stream.dma %x at ADDR` | `!stream.hbm`/`!stream.dm` → `!stream.hbm`/`!stream.dm` on one chip (tensor DMA: DM → DM, HBM → HBM, HBM ↔ DM) | `addr` (HBM byte address, or DM byte address per slice) | L2364–2429 |
//! | `stream.to_trf %s full\|first_half\|second_half` | `<collect>` → `!stream.trf` | `mode` | L4040–4177 |
//! | `stream.align %s, %trf` | `<collect>` + `!stream.trf` → `<aligned>` (with Row) | | L3789–4034 |
//! | `stream.contract %p` | `<aligned>` → `<contraction>` (with Row; i32/f32) | | L4297–4405 |
//! | `stream.accumulate %r interleaved\|sequential` | `<contraction>` → `<reduce>` | `kind` | L4406–4540 |
//! | `stream.cast %s` | `<collect>`/`<reduce>`/`<vector_final>` → `<cast>` | | L6756–6819 |
//! | `stream.split_axis %x "N" into "J", "K"` / `stream.merge_axes %x "J", "K" into "N"` ([`reshape`]; views, no command) | host, HBM or DM tensor → the same bytes over other axes, `N = J·|K| + K` | `axis`, `major`, `minor` | no-op reshape, L8054–8056 |
//! | `stream.bitcast %x` / `stream.rename_axis %x "I" to "J"` ([`relabel`]; views, no command) | host, HBM or DM tensor → the same bytes as `i32` ↔ `f32`, or with axis `I` named `J` (`|I| = |J|`, no clash) | —; `axis`, `to_axis` | TopK Comparison Trick and all-to-all compare, L8549–8568 |
//! | `stream.transpose %s` ([`transpose`]; lowered to `engine.transpose`) | `<collect>`/`<cast>`/`<vector_final>` → `<transpose>` | | L6820–7041 |
//! | `stream.vector_inter_slice_reduce OP %s` ([`inter_slice`]; not lowered yet) | `<vector_init>`/`<vector_branch>` → `<vector_init>` | `op` | L6583–6755 |
//!
//! A padded reduce axis is masked by the valid-count generator, configured from the
//! mappings by [`valid_count`] (L5574–6582).
//!
//! The contraction path's ops are declared in [`contraction`] (docs/decisions.md C8A-*).
//!
//! # Designed, not yet implemented
//!
//! The rest of the manual's API follows the same pattern: one op per method, the
//! stream type carrying the position, the user-chosen mappings written in the
//! result type, and enum arguments as keywords. The types they need already exist
//! (position `transpose`); the ops themselves are not registered yet, so using one is an
//! "unknown op" error today.
//!
//! | op (planned syntax) | from → to | manual |
//! |---|---|---|
//! | the Slice form of `stream.vector_intra_slice_reduce` | `<vector_branch>` → `<vector_branch>` | L4549–6625 |
//! | `stream.dma %x at ADDR` to and from SPM (no SPM type yet; the manual's SPM section is "work in progress", L2942–2947) | generic DMA | L2364–2504 |
//!
//! # Modules
//! [`types`] (types and their text), [`ops`] (op definitions, accessors),
//! [`verify`] (per-op constraints), [`alloc`] (address overlap), [`geom`]
//! (resolved mappings and index sets), [`syntax`] (custom assembly), [`print`](mod@print) (its
//! inverse, the custom printers), [`hw`] (hardware numbers), [`interp`] (the reference
//! interpreter), [`switch`](mod@switch) (`stream.switch`: topology attribute, verifier,
//! semantics and the `select-switch-topology` pass).
//!
//! # Example: parse a kernel and run the reference interpreter
//!
//! The manual's Constant Addition kernel adds 1 to each of 2048 `i32`s; its host function
//! takes one host array and returns one.
//!
//! ```
//! use visa_stream::interp::{self, HostArray, Scalar};
//! let mut reg = visa_ir::DialectRegistry::new();
//! visa_stream::register(&mut reg);
//! let mut ctx = visa_ir::Context::new(reg);
//! let text = include_str!("../../../examples/constant_add.mlir");
//! let module = visa_ir::parser::parse_source(&mut ctx, text, "constant_add.mlir").unwrap();
//! visa_ir::verifier::verify(&ctx, module).unwrap();
//!
//! let x: Vec<i64> = (0..2048).map(|i| i * 5 - 3000).collect();
//! let input = HostArray {
//!     dtype: ctx.integer_type(32),
//!     values: x.iter().map(|&v| Some(Scalar::Int(v))).collect(),
//! };
//! let out = interp::run(&ctx, module, None, &[input]).unwrap();
//! for (y, x) in out[0].values.iter().zip(&x) {
//!     assert_eq!(*y, Some(Scalar::Int(x + 1)));
//! }
//! ```
#![deny(missing_docs)]
pub mod alloc;
pub mod allocate;
pub mod branch;
pub mod broadcast;
pub mod chip;
pub mod commit_view;
pub mod contraction;
pub mod fetch_adapter;
pub mod filter;
pub mod geom;
pub mod hw;
pub mod inter_slice;
pub mod interfaces;
pub mod interleave;
pub mod interp;
pub mod lane_tree;
pub mod ops;
pub mod print;
pub mod relabel;
pub mod reshape;
pub mod slice_bitmap;
pub mod stream_adapter;
pub mod switch;
pub mod syntax;
pub mod tile;
pub mod transpose;
pub mod two_group;
pub mod types;
pub mod valid_count;
pub mod valid_count_branch;
pub mod vector_ops;
pub mod verify;
pub mod vrf_operand;

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
