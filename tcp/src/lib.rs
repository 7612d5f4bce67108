//! `visa-tcp`: the hardware model of FuriosaAI's TCP, at the bottom of visa's dependency
//! graph (it depends on no visa crate).
//!
//! One module per concept, each citing the manual (`shared/spec/002_*.txt`):
//! - [`limits`]: constants and limits (geometry, memory sizes, flit, slice stride,
//!   sequencer and DMA limits, the DMA figures of the cycle model);
//! - the shared keyword enums, each declared once with its spelling through [`keywords!`]:
//!   [`DType`] (with bits), [`Context`], [`MemoryKind`], [`FxpBinaryOp`] (all 11 of
//!   L4824–4836, with their [`FxpAlu`]), [`BranchMode`], [`Switch`] topologies,
//!   [`DmaEngine`] queues, [`VeType`], [`ResourceKind`], the chip's [`Engine`]s;
//! - the engine configuration structures the simulator executes and the `hw` dialect
//!   stores: [`Program`], [`DmaCommand`], [`TuCommand`] with [`Fetch`], [`Collect`],
//!   [`VeProgram`] and [`Sink`], [`SeqConfig`];
//! - [`check`]: the hardware's rules for a command (sequencer limits, DMA and tensor-unit
//!   configurations, every access in range of a [`check::Geometry`]);
//! - [`manual`]: the section path of a manual line, which user-facing messages cite
//!   (`manual: Scheduling › Operation Order`) instead of line numbers;
//! - [`footprint`]: which bytes a command touches, from its loop nests, and the
//!   RAW/WAR/WAW hazard test (shared by the `hw` verifier and the simulator's scheduler).
//!
//! Semantics (the data a sequencer moves and in which order, what an ALU op computes) are
//! not here: the stream interpreter and the simulator are two independent implementations
//! of them. Only which bytes a command touches is (`footprint`), so that the `hw` verifier
//! need not depend on the simulator.

#![deny(missing_docs)]

pub mod keyword;

pub mod check;
pub mod command;
pub mod context;
pub mod contraction;
pub mod contraction_path;
pub mod dma;
pub mod dma_indirect;
pub mod dtype;
pub mod engine;
pub mod fetch_adapter;
pub mod footprint;
pub mod inter_slice;
pub mod limits;
pub mod manual;
pub mod sequencer;
pub mod space;
pub mod stage;
pub mod switch;
pub mod transpose;
pub mod valid_count;
pub mod vector;
pub mod vector_branch;
pub mod vector_stage;
pub mod vector_zip;

pub use command::{
    Collect, Command, Commit, Fetch, Program, Resource, ResourceKind, Sink, SliceMask, TuCommand,
};
pub use context::Context;
pub use contraction::{Accumulate, Contraction, TrfLoad};
pub use contraction_path::{AccumulationKind, TrfAddress};
pub use dma::{DmaCommand, DmaDescriptor, DmaEngine, DmaEntry};
pub use dma_indirect::{DmaIndirect, IndirectSide};
pub use dtype::{DType, Target};
pub use engine::Engine;
pub use keyword::{Keyword, UnknownKeyword};
pub use sequencer::{SeqConfig, SeqEntry};
pub use space::{MemoryKind, Space};
pub use stage::Stage;
pub use switch::{CustomRouting, SnoopBitmap, Switch, SwitchConfig};
pub use valid_count::{VcCounter, VcDim, VcGate, VcgConfig};
pub use vector::{BranchMode, FxpAlu, FxpBinaryOp, VeOp, VeOperand, VeProgram, VeType};
pub use vector_branch::{Branching, CmpOp, CmpSide, InputCmp};
pub use vector_stage::{
    ArgMode, ClipOp, FpBinaryOp, FpTernaryOp, FpUnaryOp, LogicOp, ReduceOp, ReduceTime, VeStage,
    WayChange,
};
