//! `visa-sim`: a bit-exact simulator of FuriosaAI's TCP with a cycle model.
//!
//! # Model
//!
//! * **Input.** A [`Program`] is a list of register-level [`Command`]s in the order the
//!   programmer wrote them: [`DmaCommand`]s (PCIe DMA host <-> HBM, tensor DMA HBM/DM <->
//!   HBM/DM, as chained read/write sequencers with byte strides) and [`TuCommand`]s (one
//!   Tensor-Unit pass on the active slices of a chip in the main or sub context: fetch
//!   sequencer + adapter, switch, collect, optional [`VeProgram`], and a sink that commits to
//!   DM or loads the VRF). Addresses are concrete bytes. The `hw` dialect lowers into this.
//! * **Memory.** Host, HBM (48 GiB per chip), DM (512 KiB per slice, 2 x 256 slices per chip,
//!   addressed through 4 MiB `slice_stride` windows), VRF (8 KiB per slice) and TRF (64 KiB per
//!   slice) are sparse: pages are allocated on first write, and reading a never-written page is a
//!   [`SimErrorKind::Unmapped`] error. See [`memory`].
//! * **Execution.** Commands execute one after another, bit-exactly (integers wrap in i32 where
//!   the manual says so). Errors are typed ([`SimError`]) and carry the caller's location tag.
//! * **Time.** Each command gets a cycle estimate from the manual's performance figures
//!   (`docs/cycle-model.md`); the scheduler places it on its resource (`pdma`, `tdma`, `main`,
//!   `sub`) at the earliest cycle allowed by the written order, the resource, and RAW/WAR/WAW
//!   hazards on memory bytes. The main context thus waits for the sub context's VRF load and
//!   for DMA completion without explicit barriers.
//! * **Output.** A [`RunReport`] with per-command start/end cycles and breakdowns, per-resource
//!   busy time, a text summary ([`RunReport::summary`]) and a Chrome/Perfetto trace
//!   ([`RunReport::trace_json`]). Results are read back with [`Simulator::memory`].
//!
//! # What is simulated, what is designed
//!
//! Simulated: PCIe and tensor DMA (any sequencer, alignment rules, cycle model with HBM channels
//! and row switches), fetch (sequencer, batching, casts, zero point), forwarding switch, collect,
//! the vector engine's fixed-point stage (all 11 `vector_fxp` ops, with an immediate or a VRF
//! operand),
//! commit (truncating adapter + write sequencer) and `to_vrf`, on any set of slices of any chip.
//!
//! The contraction path ([`contraction`]): `to_trf` ([`Sink::ToTrf`]), the Aligner, the
//! Reducer's tree, the temporal accumulator (both kinds) and the Cast Engine, on i4, i8, f8 and
//! bf16.
//!
//! Designed but not simulated (a command using them returns [`SimErrorKind::Unsupported`] or has
//! no variant yet): the switch topologies in a command (the router is [`switch`], wired into the
//! tensor-unit pipeline by the contraction work; [`TuCommand`] still runs `Forward` only), dual-channel collect,
//! and branch modes other than `Unconditional`. The remaining engines slot in as follows
//! (additions that change
//! public enums and structs, so they must be coordinated with the `hw` dialect's translation,
//! which matches on them exhaustively):
//! * other vector stages: new [`VeOp`] variants (logic, fxp-to-fp, float, reduce, clip, filter);
//! * contraction, cast and transpose: optional stages of [`TuCommand`] between collect and the
//!   vector engine / commit, each with its own cycle term;
//! * `to_trf`: a [`Sink`] variant writing [`Space::Trf`];
//! * inter-slice reduce and switch topologies: stages that exchange flits between slices, so
//!   the per-slice loop of `tensor_unit::execute` becomes a loop over all slices per stage.
//!
//! ```
//! use visa_sim::*;
//! let mut sim = Simulator::new(SimConfig::default());
//! sim.memory_mut().write_i32s(Space::Host, 0, &[1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
//! let mut p = Program::new();
//! p.push(DmaCommand {
//!     engine: DmaEngine::Pcie,
//!     descriptors: vec![DmaDescriptor {
//!         engine: 0, src: Space::Host, dst: Space::Hbm { chip: 0 },
//!         src_base: 0, dst_base: 0, entries: vec![], stride0: 32, indirect: None,
//!     }],
//!     loc: Some("example.visa:1:1".into()),
//! });
//! let report = sim.run(&p).unwrap();
//! // 500 start-up + max(ceil(32 / 30) host cycles, 1 partial HBM write at 50x) = 550.
//! assert_eq!(report.total_cycles, 550);
//! assert_eq!(sim.memory().read_i32s(Space::Hbm { chip: 0 }, 0, 8).unwrap(), [1, 2, 3, 4, 5, 6, 7, 8]);
//! ```

#![deny(missing_docs)]

pub mod command;
pub mod config;
pub mod contraction;
pub mod dma;
pub mod dma_indirect;
pub mod dtype;
pub mod error;
pub mod fetch_adapter;
pub mod footprint;
pub mod gemm;
pub mod hello;
pub mod inter_slice;
pub mod memory;
mod reducer;
pub mod remarks;
pub mod report;
pub mod sequencer;
pub mod simulator;
pub mod switch;
pub mod tensor_unit;
pub mod trace;
pub mod transpose;
pub mod valid_count;
pub mod vector;
pub mod vector_branch;
pub mod vector_filter;
pub mod vector_fp;
pub mod vector_zip;

pub use command::{
    Accumulate, AccumulationKind, Collect, Command, Commit, Context, Contraction, DmaCommand,
    DmaDescriptor, DmaEngine, DmaEntry, Fetch, Program, Resource, ResourceKind, Sink, SliceMask,
    Switch, SwitchConfig, TrfAddress, TrfLoad, TuCommand,
};
pub use config::{CycleParams, SimConfig};
pub use dtype::DType;
pub use error::{SimError, SimErrorKind, SimResult};
pub use footprint::Hazard;
pub use memory::{Memory, Space};
pub use report::{CommandReport, CostDetail, Dependency, ResourceSummary, RunReport, Warning};
pub use sequencer::{SeqConfig, SeqEntry, SeqExec};
pub use simulator::Simulator;
pub use vector::{
    BranchMode, FxpAlu, FxpBinaryOp, FxpExec, VeExec, VeOp, VeOperand, VeProgram, VeType,
};
