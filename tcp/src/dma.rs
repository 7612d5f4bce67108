//! DMA commands (L2404–2594): the PCIe DMA (host <-> HBM) and the tensor DMA (HBM/DM <->
//! HBM/DM, 8 engines per chip, L2404), each command an aggregate of descriptors, each
//! descriptor a chained read/write sequencer with byte strides (`DmaSequencer`, L2505–2594).

use crate::space::Space;

crate::keywords! {
    /// Which DMA block, hence which queue, runs a [`DmaCommand`].
    pub enum DmaEngine: "DMA queue" as "queue" {
        /// PCIe DMA (host <-> HBM, and inter-chip transfers): queue `pdma`.
        Pcie = "pdma",
        /// Tensor DMA (HBM/DM <-> HBM/DM on a chip): queue `tdma`; 8 engines per chip (L2404).
        Tensor = "tdma",
    }
}

/// A DMA command: an aggregate of descriptors spread over engines (L2473–2541).
///
/// Descriptors of one engine run one after another; engines run in parallel. The command
/// completes when its slowest engine completes.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DmaCommand {
    /// PCIe or tensor DMA.
    pub engine: DmaEngine,
    /// The descriptors.
    pub descriptors: Vec<DmaDescriptor>,
    /// Opaque source location of the `hw` op.
    pub loc: Option<String>,
}

/// One DMA descriptor: a chained read/write sequencer (`DmaSequencer`, L2505–2594).
///
/// For each index vector of `entries` (outermost first), `stride0` bytes are copied from
/// `src_base + Σ idx·src_stride` to `dst_base + Σ idx·dst_stride`. Addresses and strides are
/// in bytes; DM addresses are flat per-chip addresses (slice `s` at `s * SLICE_STRIDE`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DmaDescriptor {
    /// Engine index on the chip (0..8); descriptors of one engine serialize.
    pub engine: u32,
    /// Source memory.
    pub src: Space,
    /// Destination memory.
    pub dst: Space,
    /// Source base byte address.
    pub src_base: u64,
    /// Destination base byte address.
    pub dst_base: u64,
    /// Loop entries, outermost first.
    pub entries: Vec<DmaEntry>,
    /// Packet size in bytes (1..=4096).
    pub stride0: u32,
    /// The indirect offsets of a gather or scatter (`IndirectLoop`, L1684–1690); `None`
    /// for a plain descriptor.
    pub indirect: Option<crate::dma_indirect::DmaIndirect>,
}

/// One loop level of a DMA sequencer: shared limit, paired byte strides.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DmaEntry {
    /// Iterations.
    pub size: u32,
    /// Source stride in bytes.
    pub src_stride: i64,
    /// Destination stride in bytes.
    pub dst_stride: i64,
}

impl DmaEntry {
    /// A loop level of `size` iterations with the given byte strides.
    pub fn new(size: u32, src_stride: i64, dst_stride: i64) -> Self {
        DmaEntry {
            size,
            src_stride,
            dst_stride,
        }
    }
}
