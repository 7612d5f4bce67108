//! The simulator's input: a [`Program`] of register-level commands in written order.
//!
//! Commands carry concrete byte addresses and sequencer configurations; a later `hw`
//! dialect lowers into them. Each command runs on one hardware resource ([`Resource`]):
//! the PCIe DMA, the tensor DMA, or the main or sub context of the Tensor Units. The
//! per-resource queues are the program's commands filtered by resource; the written order
//! across queues is kept because it decides the memory dependencies (L7043–7070).

use crate::dtype::DType;
use crate::memory::Space;
use crate::sequencer::SeqConfig;
use crate::vector::VeProgram;

/// A whole program: commands in written order.
#[derive(Debug, Clone, Default, PartialEq)]
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
#[derive(Debug, Clone, PartialEq)]
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

/// The kinds of schedulable resources (L7057–7066, plus PCIe DMA as its own resource).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ResourceKind {
    /// PCIe DMA: host <-> HBM (`ctx.pdma`).
    Pdma,
    /// Tensor DMA: HBM/DM <-> HBM/DM (`ctx.tdma`).
    Tdma,
    /// The main Tensor-Unit context.
    Main,
    /// The sub Tensor-Unit context.
    Sub,
}

impl ResourceKind {
    /// Every resource kind, in trace-track order.
    pub const ALL: [ResourceKind; 4] = [
        ResourceKind::Pdma,
        ResourceKind::Tdma,
        ResourceKind::Main,
        ResourceKind::Sub,
    ];

    /// Short name used in traces and summaries.
    pub fn name(self) -> &'static str {
        match self {
            ResourceKind::Pdma => "pdma",
            ResourceKind::Tdma => "tdma",
            ResourceKind::Main => "main",
            ResourceKind::Sub => "sub",
        }
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

/// Which DMA block runs a [`DmaCommand`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DmaEngine {
    /// PCIe DMA (host <-> HBM, and inter-chip transfers).
    Pcie,
    /// Tensor DMA (HBM/DM <-> HBM/DM on a chip); 8 engines per chip (L2404).
    Tensor,
}

/// A DMA command: an aggregate of descriptors spread over engines (L2473–2541).
///
/// Descriptors of one engine run one after another; engines run in parallel. The command
/// completes when its slowest engine completes.
#[derive(Debug, Clone, PartialEq)]
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
/// in bytes; DM addresses are flat per-chip addresses (slice `s` at `s * slice_stride`).
#[derive(Debug, Clone, PartialEq)]
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
}

/// One loop level of a DMA sequencer: shared limit, paired byte strides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
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

/// A Tensor-Unit execution context (L150–156).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Context {
    /// The main context: every engine.
    Main,
    /// The sub context: fetch, collect and data movement to VRF/TRF/DM only.
    Sub,
}

/// The set of active slices of a chip, indexed `cluster * 256 + slice_in_cluster`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SliceMask {
    bits: [u64; 8],
}

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
        for s in start..end.min(512) {
            m.insert(s);
        }
        m
    }

    /// Activates slice `s` (ignored when `s >= 512`).
    pub fn insert(&mut self, s: u32) {
        if s < 512 {
            self.bits[(s / 64) as usize] |= 1 << (s % 64);
        }
    }

    /// Whether slice `s` is active.
    pub fn contains(&self, s: u32) -> bool {
        s < 512 && self.bits[(s / 64) as usize] & (1 << (s % 64)) != 0
    }

    /// Active slices in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        (0..512).filter(|&s| self.contains(s))
    }

    /// Number of active slices.
    pub fn count(&self) -> u32 {
        self.bits.iter().map(|b| b.count_ones()).sum()
    }
}

/// One Tensor-Unit pipeline pass, run in lockstep on every active slice of a chip:
/// fetch -> switch -> collect -> (vector) -> sink.
#[derive(Debug, Clone, PartialEq)]
pub struct TuCommand {
    /// Main or sub context.
    pub context: Context,
    /// Chip index.
    pub chip: u32,
    /// Active slices (derived by the lowering from the valid slice indices of the mapping).
    pub slices: SliceMask,
    /// The fetch engine (sequencer + adapter).
    pub fetch: Fetch,
    /// The switch engine topology.
    pub switch: Switch,
    /// The collect engine.
    pub collect: Collect,
    /// The vector engine program, if the pass uses it (main context only).
    pub vector: Option<VeProgram>,
    /// Where the stream ends.
    pub sink: Sink,
    /// Opaque source location of the `hw` op.
    pub loc: Option<String>,
}

/// Fetch engine configuration: read sequencer plus adapter (L1689–2144).
#[derive(Debug, Clone, PartialEq)]
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
}

/// Switch engine topology (L3054–3542). Only forwarding is simulated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Switch {
    /// Each slice keeps its own packets.
    Forward,
}

/// Collect engine configuration (L3543–3669): packets are normalized to flits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Collect {
    /// Dual-channel mode (64-byte flits); designed, not simulated.
    pub dual_channel: bool,
}

/// The end of a Tensor-Unit pass.
#[derive(Debug, Clone, PartialEq)]
pub enum Sink {
    /// Commit engine: truncating adapter + write sequencer into DM (L2145–2354).
    Commit(Commit),
    /// Load the flit stream into the VRF at a per-slice byte address (`to_vrf`, L280–285).
    ToVrf {
        /// Per-slice VRF byte address of the first flit.
        addr: u64,
    },
}

/// Commit engine configuration.
#[derive(Debug, Clone, PartialEq)]
pub struct Commit {
    /// Per-slice DM byte address the write sequencer starts at.
    pub base: u64,
    /// Element type written.
    pub dtype: DType,
    /// Leading bytes of every 32-byte flit kept by the truncating adapter: 8, 16, 24 or 32.
    pub commit_in_size: u32,
    /// Write sequencer; `packet_size` elements per DM write (`commit_size` bytes).
    pub seq: SeqConfig,
}
