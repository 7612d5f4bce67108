//! The result of a run: per-command schedule and cycles, per-resource summary.

use std::fmt::Write as _;

use crate::command::{Resource, ResourceKind};
use crate::dma::DmaCost;
use crate::footprint::Hazard;
use crate::tensor_unit::TuCost;

/// The cycle breakdown of one command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CostDetail {
    /// A DMA command.
    Dma(DmaCost),
    /// A Tensor-Unit command.
    Tu(TuCost),
}

/// Why a command waited on an earlier one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dependency {
    /// Index of the earlier command.
    pub on: usize,
    /// The memory hazard.
    pub hazard: Hazard,
}

/// The schedule of one command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommandReport {
    /// Index in the program.
    pub index: usize,
    /// Short description (used as the trace event name).
    pub name: String,
    /// The caller's location tag.
    pub loc: Option<String>,
    /// The resource the command runs on.
    pub resource: Resource,
    /// Further resources held (a TU command breaking the 64-access rule also holds the tensor DMA).
    pub also_holds: Vec<Resource>,
    /// Start cycle.
    pub start: u64,
    /// End cycle (exclusive).
    pub end: u64,
    /// Cycle breakdown.
    pub detail: CostDetail,
    /// Memory dependencies on earlier commands: the last writer of every byte the command
    /// accesses and the readers since that write (older accesses are ordered through them).
    pub deps: Vec<Dependency>,
    /// For DMA commands: `(engine, busy cycles)` of every engine used, from `start`.
    pub engines: Vec<(u32, u64)>,
}

impl CommandReport {
    /// Duration in cycles.
    pub fn cycles(&self) -> u64 {
        self.end - self.start
    }
}

/// Busy time of one resource.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ResourceSummary {
    /// The resource.
    pub resource: Resource,
    /// Commands run on it.
    pub commands: usize,
    /// Sum of their durations.
    pub busy_cycles: u64,
}

/// Something legal but suspicious the simulator noticed while running a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Warning {
    /// Index of the command.
    pub command: usize,
    /// The command's location tag.
    pub loc: Option<String>,
    /// What was noticed.
    pub message: String,
    /// A performance remark (a cliff the layout could avoid, [`crate::remarks`]) rather
    /// than a warning about the program's meaning.
    pub remark: bool,
}

/// The report of [`crate::Simulator::run`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RunReport {
    /// Per command, in program order.
    pub commands: Vec<CommandReport>,
    /// Makespan: the end of the last command.
    pub total_cycles: u64,
    /// Per resource that ran at least one command, in (chip, kind) order.
    pub resources: Vec<ResourceSummary>,
    /// Elements processed by Tensor-Unit commands (active slices x elements per slice).
    pub tu_elements: u64,
    /// Warnings, in command order.
    pub warnings: Vec<Warning>,
}

impl RunReport {
    /// Busy cycles of a resource kind summed over chips.
    pub fn busy(&self, kind: ResourceKind) -> u64 {
        self.resources
            .iter()
            .filter(|r| r.resource.kind == kind)
            .map(|r| r.busy_cycles)
            .sum()
    }

    /// A plain-text per-engine cycle summary (deterministic).
    pub fn summary(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "total cycles: {}", self.total_cycles);
        let _ = writeln!(
            s,
            "{:<8} {:<6} {:>9} {:>12} {:>7}",
            "chip", "engine", "commands", "busy", "util"
        );
        for r in &self.resources {
            let util = if self.total_cycles == 0 {
                0.0
            } else {
                100.0 * r.busy_cycles as f64 / self.total_cycles as f64
            };
            let _ = writeln!(
                s,
                "{:<8} {:<6} {:>9} {:>12} {:>6.1}%",
                r.resource.chip,
                r.resource.kind.keyword(),
                r.commands,
                r.busy_cycles,
                util
            );
        }
        for c in &self.commands {
            let _ = writeln!(
                s,
                "  #{:<3} {:<5} [{:>8}, {:>8}) {:>8} cycles  {}",
                c.index,
                c.resource.kind.keyword(),
                c.start,
                c.end,
                c.cycles(),
                c.name
            );
        }
        s
    }
}
