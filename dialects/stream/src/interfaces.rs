//! The stream dialect's op interfaces: what the verifier, the allocation checks, the
//! interpreter, the lowering and (issue 10) the scheduler ask an op, instead of
//! matching its name. Each op's definition in [`crate::ops`] attaches its answers with
//! the `op!` macro's `interfaces: [...]`; a consumer asks
//! `ctx.interface::<I>(op)` and treats `None` as "the op does not take part".
//!
//! - [`PipelineStage`]: where an op sits in the Tensor Unit pipeline or beside it (the
//!   positions its input stream may be at, or the memory tiers it reads; the position
//!   it produces, or the tier it ends in) and which [`Engine`] runs it. The verifier's
//!   common stream-step check reads accepted and produced positions from it; the
//!   stream → engine lowering dispatches on its engine.
//! - [`MemoryEffects`]: which operands and results an op reads and writes in memory,
//!   and (through [`footprint`]) their tier, address and byte footprint, computed from
//!   the type's mappings (sizes only, no per-element work). The allocation checks
//!   ([`crate::alloc`]) find every addressed write through it; the hazard computation of
//!   a scheduler (RAW/WAR/WAW between engines, manual L154–156 and the Scheduling
//!   chapter) needs exactly these `(effect, tier, addr, bytes)` records per op.
//! - [`AluUse`]: which ALU of the Vector Engine an op occupies; the each-ALU-once-per-pass
//!   rule (L5261–5268) walks the intra-slice chain asking it.
//! - [`CallLike`]: an op that runs a function (`stream.launch`), with its callee
//!   (MLIR's `CallOpInterface`); the interpreter, the lowering and the HBM overlap
//!   checks follow it. Return-like ops are the IR core's `RETURN_LIKE` trait.
//! - The interpreter's semantics interface lives with the interpreter,
//!   [`crate::interp::Semantics`].

use crate::geom::{self, resolve_mem};
use crate::types::{bytes_of, Position, Tier};
use visa_ir::{Context, Diagnostic, OpId, Value};
pub use visa_tcp::{Engine, FxpAlu};

/// What an op's input is: a stream at one of some positions, or a memory tensor.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StageInput {
    /// A stream tensor at one of these positions.
    Stream(&'static [Position]),
    /// A memory tensor in one of these tiers (which one may depend on where the op is;
    /// the op's verifier says which).
    Memory(&'static [Tier]),
}

/// What an op produces: a stream at a position, or a tensor at rest in memory.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StageOutput {
    /// A stream tensor at this position.
    Stream(Position),
    /// A memory tensor in this tier (the stream ends there).
    Memory(Tier),
    /// A memory tensor in one of these tiers, the result type's (the generic DMA).
    OneOf(&'static [Tier]),
}

/// Where an op sits in the Tensor Unit pipeline (manual L131, `Position` L1107–1117,
/// the Vector Engine's typestates L4549–4654) or beside it (the DMA engines,
/// L1199–1223), and the engine that runs it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PipelineStage {
    /// The engine running the op.
    pub engine: Engine,
    /// What the op's first operand must be.
    pub input: StageInput,
    /// What the op's result is.
    pub output: StageOutput,
}

impl PipelineStage {
    /// The positions the input stream may be at (empty when the input is a memory
    /// tensor).
    pub fn accepts(&self) -> &'static [Position] {
        match self.input {
            StageInput::Stream(p) => p,
            StageInput::Memory(_) => &[],
        }
    }

    /// The position of the produced stream, `None` when the op ends in memory.
    pub fn produces(&self) -> Option<Position> {
        match self.output {
            StageOutput::Stream(p) => Some(p),
            StageOutput::Memory(_) | StageOutput::OneOf(_) => None,
        }
    }

    /// Whether the op is a stage inside the Vector Engine's intra-slice block: it takes
    /// and produces a stream at `vector_branch` (the ALU stages, L4733–4747).
    pub fn in_intra_slice_block(&self) -> bool {
        self.accepts() == [Position::VectorBranch]
            && self.produces() == Some(Position::VectorBranch)
    }
}

/// Whether an op reads or writes a memory tensor.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EffectKind {
    /// The op reads the tensor (while its stream flows, for a `begin`).
    Read,
    /// The op writes the tensor; with an address the tensor occupies
    /// `[addr, addr + bytes)` from this op to its last use.
    Write,
}

/// Which value of an op an effect is on.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum EffectOn {
    /// The `i`-th operand.
    Operand(usize),
    /// The `i`-th result.
    Result(usize),
}

/// One memory effect: a read or write of one operand or result, a memory tensor whose
/// tier is its type's.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Effect {
    /// Read or write.
    pub kind: EffectKind,
    /// On which value.
    pub on: EffectOn,
    /// Whether the op's `addr` attribute places the written tensor (true for the writes
    /// of `to_hbm`, `to_dm`, `to_vrf`, `commit`; the host allocates host tensors and a
    /// launch's results are placed by its kernel).
    pub addressed: bool,
}

impl Effect {
    /// A read of operand `i`.
    pub const fn read(i: usize) -> Effect {
        Effect {
            kind: EffectKind::Read,
            on: EffectOn::Operand(i),
            addressed: false,
        }
    }
    /// A write of result `i` at the op's `addr`.
    pub const fn write_at_addr(i: usize) -> Effect {
        Effect {
            kind: EffectKind::Write,
            on: EffectOn::Result(i),
            addressed: true,
        }
    }
    /// A write of result `i` placed elsewhere (host allocation, a kernel's placement).
    pub const fn write(i: usize) -> Effect {
        Effect {
            kind: EffectKind::Write,
            on: EffectOn::Result(i),
            addressed: false,
        }
    }
}

/// The memory effects of an op (MLIR's `MemoryEffectOpInterface`): a static list, the
/// same for every instance of the op. An effect on an operand or result the instance
/// lacks (an optional operand left out) does not apply.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MemoryEffects(pub &'static [Effect]);

/// Where an effect lands: the tier, the address (when the op places it) and the bytes
/// per slice (DM, VRF, TRF), per chip (HBM) or in all (host).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Footprint {
    /// The value the effect is on.
    pub value: Value,
    /// Its memory tier.
    pub tier: Tier,
    /// Its byte address, when the op's `addr` places it.
    pub addr: Option<u64>,
    /// Its bytes: `Element::SIZE * size_of::<D>()` from the type's mapping sizes.
    pub bytes: u64,
}

/// The value `on` names in `op`, if the op has it.
pub fn effect_value(ctx: &Context, op: OpId, on: EffectOn) -> Option<Value> {
    match on {
        EffectOn::Operand(i) => ctx.operands(op).get(i).copied(),
        EffectOn::Result(i) => ctx.results(op).get(i).copied(),
    }
}

/// The footprint of `effect` of `op`: `None` when the op lacks the value or its type's
/// mappings do not resolve (the op verifiers report that). Cost: resolving one type's
/// mappings, independent of the tensor's size.
pub fn footprint(ctx: &Context, op: OpId, effect: &Effect) -> Option<Footprint> {
    let value = effect_value(ctx, op, effect.on)?;
    let axes = geom::axes(ctx, op).ok()?;
    let m = resolve_mem(ctx, op, &axes, ctx.value_type(value), "value").ok()?;
    let addr = if effect.addressed {
        Some(crate::ops::addr(ctx, op)?)
    } else {
        None
    };
    Some(Footprint {
        value,
        tier: m.ty.tier,
        addr,
        bytes: bytes_of(ctx, m.ty.dtype, m.element().size()),
    })
}

/// The footprints of `op`'s effects of kind `kind` (empty for an op without
/// [`MemoryEffects`]).
pub fn footprints(ctx: &Context, op: OpId, kind: EffectKind) -> Vec<Footprint> {
    ctx.interface::<MemoryEffects>(op)
        .map(|e| {
            e.0.iter()
                .filter(|e| e.kind == kind)
                .filter_map(|e| footprint(ctx, op, e))
                .collect()
        })
        .unwrap_or_default()
}

/// Which ALU an op occupies in its Vector Engine pass (L4733–4750); `None` for an
/// instance that occupies none or is malformed. Future float and other ALUs extend the
/// answer's type.
#[derive(Copy, Clone)]
pub struct AluUse(pub fn(&Context, OpId) -> Option<FxpAlu>);

impl std::fmt::Debug for AluUse {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("AluUse")
    }
}

/// An op that runs a function and returns its results (MLIR's `CallOpInterface`):
/// `callee` finds the called op, `None` when the symbol does not resolve.
#[derive(Copy, Clone)]
pub struct CallLike {
    /// The called function op.
    pub callee: fn(&Context, OpId) -> Option<OpId>,
}

impl std::fmt::Debug for CallLike {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CallLike")
    }
}

/// An op that defines a function (MLIR's `FunctionOpInterface`): host functions and
/// kernels. `host` tells the host program apart from device kernels.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct FunctionLike {
    /// Whether this is a host program (runs on the host, launches kernels).
    pub host: bool,
}

/// An op whose result is a view of an operand's bytes, no copy (`stream.tile`,
/// L814–835; `stream.split_axis` / `stream.merge_axes`; `stream.commit_view`, whose result
/// is its parent's bytes after the commit): reading the result reads the operand, so the
/// operand stays live while the view is used (`alloc::last_use`).
#[derive(Copy, Clone, Debug)]
pub struct View {
    /// For a pure view (no command): where its first element lies in operand 0, in
    /// elements (within a slice for DM), or an error when the op's parameters are
    /// invalid; the lowering's one view pattern places the result there with the
    /// result's type. `None` when the op writes (`stream.commit_view`) and its own pattern
    /// places the result.
    pub element_offset: Option<ElementOffset>,
}

/// Where a pure view's first element lies in its operand, in elements ([`View`]).
pub type ElementOffset = fn(&Context, OpId) -> Result<u64, Diagnostic>;

/// Whether `op` is a [`View`].
pub fn is_view(ctx: &Context, op: OpId) -> bool {
    ctx.interface::<View>(op).is_some()
}

/// The ALU `op` occupies, asking its [`AluUse`].
pub fn alu_of(ctx: &Context, op: OpId) -> Option<FxpAlu> {
    (ctx.interface::<AluUse>(op)?.0)(ctx, op)
}

/// The engine running `op`, from its [`PipelineStage`].
pub fn engine_of(ctx: &Context, op: OpId) -> Option<Engine> {
    ctx.interface::<PipelineStage>(op).map(|s| s.engine)
}

/// Whether `op` is a host function.
pub fn is_host_func(ctx: &Context, op: OpId) -> bool {
    ctx.interface::<FunctionLike>(op).is_some_and(|f| f.host)
}

/// Whether `op` is a device kernel.
pub fn is_kernel(ctx: &Context, op: OpId) -> bool {
    ctx.interface::<FunctionLike>(op).is_some_and(|f| !f.host)
}

#[cfg(test)]
#[path = "interfaces_tests.rs"]
mod tests;
