//! The generic tensor DMA, `stream.dma` (the manual's `dma(input, &mut output, stream)`,
//! L2364–2373): moves a tensor between any two on-chip-reachable memories of one chip
//! over the tensor DMA — DM → DM, HBM → HBM, and HBM ↔ DM as `to_dm`/`to_hbm` do
//! (L2386–2389: "all combinations"). The destination layout is the result type's
//! mappings; the stream shape (the loop nest) is derived by the lowering
//! (`visa_mapping::dma`, L2575–2590).

use super::*;

/// The tiers a tensor DMA reads and writes on one chip (SPM has no type yet).
const DMA_TIERS: &[Tier] = &[Tier::Hbm, Tier::Dm];

addr_op!(
    /// `%r = stream.dma %x at ADDR : T -> U`: the tensor DMA between HBM and DM tensors of
    /// one chip, in any direction (DM → DM, HBM → HBM, HBM ↔ DM), writing the result at
    /// `addr` (an HBM byte address, or a DM byte address per slice).
    Dma = "stream.dma",
    "tensor DMA between HBM and DM tensors of one chip, any direction, at `addr`",
    verify::dma::dma,
    [
        PipelineStage = stage(Engine::Dma, StageInput::Memory(DMA_TIERS), StageOutput::OneOf(DMA_TIERS)),
        MemoryEffects = MemoryEffects(const { &[Effect::read(0), Effect::write_at_addr(0)] }),
        Semantics = Semantics::Move,
    ]
);
