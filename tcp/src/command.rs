//! The device program: a [`Program`] of register-level commands in written order, the data
//! the simulator executes and the `hw` dialect stores.
//!
//! Each command runs on one hardware resource ([`ResourceKind`]): the PCIe DMA, the tensor
//! DMA, or the main or sub context of the Tensor Units (L7057–7066). The per-resource queues
//! are the program's commands filtered by resource; the written order across queues is kept
//! because it decides the memory dependencies (L7043–7070). A Tensor-Unit pass is fetch ->
//! switch -> collect -> (contraction) -> (vector) -> (cast) -> sink (L1689–3669, L3670–4548,
//! L4549–4976, L6756–6819, L2145–2354).

use crate::context::Context;
use crate::contraction::{Contraction, TrfLoad};
use crate::dma::{DmaCommand, DmaEngine};
use crate::dtype::DType;
use crate::limits::SLICES_PER_CHIP;
use crate::sequencer::SeqConfig;
use crate::switch::SwitchConfig;
use crate::vector::VeProgram;

/// A whole program: commands in written order.
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Program {
    /// The commands, in the order the programmer wrote them. The simulator never reorders them.
    pub commands: Vec<Command>,
}

impl Program {
    /// An empty program.
    pub fn new() -> Self {
        Self::default()
    }

    /// Appends a command and returns `self` for chaining.
    pub fn push(&mut self, command: impl Into<Command>) -> &mut Self {
        self.commands.push(command.into());
        self
    }

    /// The commands of one resource's queue, with their program indices.
    pub fn queue(&self, resource: ResourceKind) -> Vec<(usize, &Command)> {
        self.commands
            .iter()
            .enumerate()
            .filter(|(_, c)| c.resource_kind() == resource)
            .collect()
    }
}

/// One command of a program.
// A Tensor-Unit command is larger than a DMA command (its stage configurations); a program
// holds one per hardware command, so the difference costs nothing measurable, and boxing the
// variant would change every construction site.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Command {
    /// A DMA transfer (PCIe or tensor DMA).
    Dma(DmaCommand),
    /// One Tensor-Unit pipeline pass on every active slice (main or sub context).
    TensorUnit(TuCommand),
}

impl From<DmaCommand> for Command {
    fn from(c: DmaCommand) -> Self {
        Command::Dma(c)
    }
}

impl From<TuCommand> for Command {
    fn from(c: TuCommand) -> Self {
        Command::TensorUnit(c)
    }
}

impl Command {
    /// The caller's location tag.
    pub fn loc(&self) -> &Option<String> {
        match self {
            Command::Dma(c) => &c.loc,
            Command::TensorUnit(c) => &c.loc,
        }
    }

    /// The kind of resource the command occupies.
    pub fn resource_kind(&self) -> ResourceKind {
        match self {
            Command::Dma(c) => match c.engine {
                DmaEngine::Pcie => ResourceKind::Pdma,
                DmaEngine::Tensor => ResourceKind::Tdma,
            },
            Command::TensorUnit(c) => match c.context {
                Context::Main => ResourceKind::Main,
                Context::Sub => ResourceKind::Sub,
            },
        }
    }
}

crate::keywords! {
    /// The kinds of schedulable resources (L7057–7066, plus PCIe DMA as its own resource),
    /// in trace-track order.
    pub enum ResourceKind: "resource" as "resource" {
        /// PCIe DMA: host <-> HBM (`ctx.pdma`).
        Pdma = "pdma",
        /// Tensor DMA: HBM/DM <-> HBM/DM (`ctx.tdma`).
        Tdma = "tdma",
        /// The main Tensor-Unit context.
        Main = "main",
        /// The sub Tensor-Unit context.
        Sub = "sub",
    }
}

/// A schedulable resource: a kind on one chip (host-side PCIe DMA is on its HBM's chip).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Resource {
    /// Chip index.
    pub chip: u32,
    /// Resource kind.
    pub kind: ResourceKind,
}

/// The set of active slices of a chip, indexed `cluster * 256 + slice_in_cluster`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SliceMask {
    bits: [u64; 8],
}

const CHIP_SLICES: u32 = SLICES_PER_CHIP as u32;

impl SliceMask {
    /// No slice.
    pub fn none() -> Self {
        SliceMask { bits: [0; 8] }
    }

    /// All 512 slices of a chip.
    pub fn all() -> Self {
        SliceMask {
            bits: [u64::MAX; 8],
        }
    }

    /// The 256 slices of one cluster.
    pub fn cluster(cluster: u32) -> Self {
        Self::range(cluster * 256, cluster * 256 + 256)
    }

    /// Slices `start..end`.
    pub fn range(start: u32, end: u32) -> Self {
        let mut m = Self::none();
        for s in start..end.min(CHIP_SLICES) {
            m.insert(s);
        }
        m
    }

    /// Activates slice `s` (ignored when `s >= 512`).
    pub fn insert(&mut self, s: u32) {
        if s < CHIP_SLICES {
            self.bits[(s / 64) as usize] |= 1 << (s % 64);
        }
    }

    /// Whether slice `s` is active.
    pub fn contains(&self, s: u32) -> bool {
        s < CHIP_SLICES && self.bits[(s / 64) as usize] & (1 << (s % 64)) != 0
    }

    /// Active slices in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        (0..CHIP_SLICES).filter(|&s| self.contains(s))
    }

    /// Number of active slices.
    pub fn count(&self) -> u32 {
        self.bits.iter().map(|b| b.count_ones()).sum()
    }

    /// The active slices as maximal half-open ranges `[start, end)`, increasing.
    pub fn ranges(&self) -> Vec<(u32, u32)> {
        let mut out = Vec::new();
        let mut start: Option<u32> = None;
        for s in 0..=CHIP_SLICES {
            match (self.contains(s), start) {
                (true, None) => start = Some(s),
                (false, Some(b)) => {
                    out.push((b, s));
                    start = None;
                }
                _ => {}
            }
        }
        out
    }
}

/// One Tensor-Unit pipeline pass, run in lockstep on every active slice of a chip:
/// fetch -> switch -> collect -> (contraction) -> (vector) -> (cast) -> sink.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TuCommand {
    /// Main or sub context.
    pub context: Context,
    /// Chip index.
    pub chip: u32,
    /// Active slices (derived by the lowering from the valid slice indices of the mapping).
    pub slices: SliceMask,
    /// The fetch engine (sequencer + adapter).
    pub fetch: Fetch,
    /// The Switch Engine configuration (L3054–3542; `SwitchConfig::Forward` when the pass does not switch).
    pub switch: Box<SwitchConfig>,
    /// The collect engine.
    pub collect: Collect,
    /// The contraction engine (Aligner, Reducer, accumulator), if the pass contracts
    /// against the TRF (main context only, L3670–4548).
    pub contraction: Option<Box<Contraction>>,
    /// The vector engine program, if the pass uses it (main context only).
    pub vector: Option<VeProgram>,
    /// The Cast Engine's output type, if the pass narrows its i32/f32 stream (L6756–6819).
    pub cast: Option<DType>,
    /// The Transpose Engine, if the pass transposes its flits before the sink
    /// (L6820–7041; its `bits` are the stream's element width after the cast engine).
    pub transpose: Option<crate::transpose::Transpose>,
    /// Where the stream ends.
    pub sink: Sink,
    /// Opaque source location of the `hw` op.
    pub loc: Option<String>,
}

/// Fetch engine configuration: read sequencer plus adapter (L1689–2144).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Fetch {
    /// Per-slice DM byte address the sequencer starts at.
    pub base: u64,
    /// Element type stored in DM.
    pub dtype: DType,
    /// Read sequencer; `packet_size` elements form one hardware fetch (`fetch_size` bytes).
    pub seq: SeqConfig,
    /// Fetches batched into one packet (`fetches_per_packet`, L2049–2118).
    pub fetches_per_packet: u32,
    /// Adapter type cast (None = no conversion).
    pub cast: Option<DType>,
    /// Adapter zero point subtracted after the cast (integer outputs only).
    pub zero_point: i32,
    /// The adapter's masking, table lookup and an interleaved fetch's second zero point
    /// ([`crate::fetch_adapter`], L1877–1958, L2040–2048).
    pub stages: crate::fetch_adapter::FetchStages,
}

/// Collect engine configuration (L3543–3669): packets are normalized to flits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Collect {
    /// Dual-channel mode (64-byte flits); designed, not simulated.
    pub dual_channel: bool,
}

/// The end of a Tensor-Unit pass.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Sink {
    /// Commit engine: truncating adapter + write sequencer into DM (L2145–2354).
    Commit(Commit),
    /// Load the flit stream into the VRF at a per-slice byte address (`to_vrf`, L280–285).
    ToVrf {
        /// Per-slice VRF byte address of the first flit.
        addr: u64,
    },
    /// Load the flit stream into the TRF (`to_trf`, L4040–4073, L4112–4114).
    ToTrf(TrfLoad),
}

/// Commit engine configuration.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Commit {
    /// Per-slice DM byte address the write sequencer starts at.
    pub base: u64,
    /// Element type written.
    pub dtype: DType,
    /// Leading bytes of every 32-byte flit kept by the truncating adapter: 8, 16, 24 or 32.
    pub commit_in_size: u32,
    /// Write sequencer; `packet_size` elements per DM write (`commit_size` bytes).
    pub seq: SeqConfig,
    /// The slice bitmap (L2314–2319): the active slices that write; `None` = all of them.
    pub slice_bitmap: Option<SliceMask>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slice_mask_ranges() {
        let mut m = SliceMask::range(0, 3);
        m.insert(10);
        m.insert(511);
        assert_eq!(m.ranges(), [(0, 3), (10, 11), (511, 512)]);
        assert_eq!(m.count(), 5);
        assert_eq!(SliceMask::cluster(1).ranges(), [(256, 512)]);
        assert!(SliceMask::none().ranges().is_empty());
    }
}
