//! The simulator: runs a [`Program`] against the machine memory and schedules it in time.
//!
//! Functional execution is sequential in written order; the schedule then places every
//! command on its resource at the earliest cycle that respects (1) the written order (a
//! command never starts before an earlier command starts), (2) its resource being free, and
//! (3) RAW/WAR/WAW hazards on the bytes of every memory (L7043–7070). Since every hazard
//! makes the later command start after the earlier one ends, the parallel schedule computes
//! the same bytes as the sequential execution.

use std::collections::BTreeMap;

use crate::command::{Command, Program, Resource, ResourceKind, Sink, SwitchConfig};
use crate::config::SimConfig;
use crate::dma;
use crate::error::{SimError, SimResult};
use crate::footprint::{Footprint, Hazard, HazardTracker};
use crate::memory::Memory;
use crate::report::{CommandReport, CostDetail, Dependency, ResourceSummary, RunReport, Warning};
use crate::tensor_unit;

/// A simulated TCP device: configuration plus memory state, which persists across runs.
#[derive(Debug, Clone)]
pub struct Simulator {
    config: SimConfig,
    memory: Memory,
}

impl Simulator {
    /// A device with empty memories.
    pub fn new(config: SimConfig) -> Self {
        let memory = Memory::new(&config);
        Simulator { config, memory }
    }

    /// The configuration.
    pub fn config(&self) -> &SimConfig {
        &self.config
    }

    /// The memories, to read results back by address.
    pub fn memory(&self) -> &Memory {
        &self.memory
    }

    /// The memories, to place inputs before a run.
    pub fn memory_mut(&mut self) -> &mut Memory {
        &mut self.memory
    }

    /// Runs `program`: executes every command bit-exactly and schedules it in cycles.
    ///
    /// Stops at the first failing command; memory then holds the effects of the commands
    /// before it.
    pub fn run(&mut self, program: &Program) -> Result<RunReport, SimError> {
        let mut reports: Vec<CommandReport> = Vec::with_capacity(program.commands.len());
        let mut tracker = HazardTracker::new();
        let mut free: BTreeMap<Resource, u64> = BTreeMap::new();
        let mut prev_start = 0u64;
        let mut tu_elements = 0u64;
        let mut warnings = Vec::new();
        for (i, cmd) in program.commands.iter().enumerate() {
            let Step {
                name,
                resource,
                also,
                cycles,
                detail,
                footprint: fp,
                engines,
            } = self
                .step(cmd, &mut tu_elements)
                .map_err(|e| e.at(i, cmd.loc()))?;
            if fp.hazards(&fp).contains(&Hazard::Raw) {
                warnings.push(Warning {
                    command: i,
                    loc: cmd.loc().clone(),
                    message:
                        "the command writes bytes it also reads; simulated as: every read of a \
                              slice (tensor unit) or packet (DMA) happens before its write"
                            .into(),
                    remark: false,
                });
            }
            if !also.is_empty() {
                warnings.push(Warning {
                    command: i,
                    loc: cmd.loc().clone(),
                    message: "64 or more consecutive accesses to one DM bank: scheduled as if it \
                              occupied the tensor DMA (manual: Moving Tensors › Commit Engine › Performance › Bank Starvation Prevention)"
                        .into(),
                    remark: false,
                });
            }
            let mut start = prev_start;
            let deps: Vec<Dependency> = tracker
                .dependencies(&fp)
                .into_iter()
                .map(|(on, hazard)| Dependency { on, hazard })
                .collect();
            for d in &deps {
                start = start.max(reports[d.on].end);
            }
            tracker.record(i, &fp);
            for r in std::iter::once(&resource).chain(&also) {
                start = start.max(free.get(r).copied().unwrap_or(0));
            }
            let end = start + cycles;
            for r in std::iter::once(resource).chain(also.iter().copied()) {
                free.insert(r, end);
            }
            prev_start = start;
            reports.push(CommandReport {
                index: i,
                name,
                loc: cmd.loc().clone(),
                resource,
                also_holds: also,
                start,
                end,
                detail,
                deps,
                engines,
            });
        }
        let total_cycles = reports.iter().map(|r| r.end).max().unwrap_or(0);
        warnings.extend(crate::remarks::performance(&reports, total_cycles));
        warnings.sort_by_key(|w| w.command);
        let mut sums: BTreeMap<Resource, ResourceSummary> = BTreeMap::new();
        for r in &reports {
            let e = sums.entry(r.resource).or_insert(ResourceSummary {
                resource: r.resource,
                commands: 0,
                busy_cycles: 0,
            });
            e.commands += 1;
            e.busy_cycles += r.cycles();
        }
        Ok(RunReport {
            commands: reports,
            total_cycles,
            resources: sums.into_values().collect(),
            tu_elements,
            warnings,
        })
    }

    /// Validates, costs and executes one command.
    fn step(&mut self, cmd: &Command, tu_elements: &mut u64) -> SimResult<Step> {
        let kind = cmd.resource_kind();
        match cmd {
            Command::Dma(d) => {
                dma::validate(d, &self.memory)?;
                let rows = crate::dma_indirect::resolve(d, &self.memory)?;
                let (cost, engines) = dma::cost_and_engines_resolved(d, &rows, &self.config);
                let fp = dma::footprint(d);
                if rows.iter().all(Vec::is_empty) {
                    dma::execute(d, &mut self.memory)?;
                } else {
                    crate::dma_indirect::execute(d, &rows, &mut self.memory)?;
                }
                let first = &d.descriptors[0];
                let chip = first.dst.chip().or(first.src.chip()).unwrap_or(0);
                Ok(Step {
                    name: format!(
                        "{} {} -> {} {} B",
                        kind.keyword(),
                        first.src,
                        first.dst,
                        cost.bytes
                    ),
                    resource: Resource { chip, kind },
                    also: Vec::new(),
                    cycles: cost.cycles,
                    detail: CostDetail::Dma(cost),
                    footprint: fp,
                    engines,
                })
            }
            Command::TensorUnit(t) => {
                let plan = tensor_unit::plan(t, &self.memory, &self.config)?;
                let fp = tensor_unit::footprint(t, &self.memory);
                tensor_unit::execute(t, &plan, &mut self.memory)?;
                *tu_elements += plan.cost.elements_per_slice * u64::from(t.slices.count());
                // L2350–2353, L2909: a fetch/commit with 64+ consecutive same-bank accesses is
                // scheduled as if it occupied the DMA context.
                let also = if plan.cost.bank_run >= self.config.cycles.bank_run_limit {
                    vec![Resource {
                        chip: t.chip,
                        kind: ResourceKind::Tdma,
                    }]
                } else {
                    Vec::new()
                };
                let mut stages = vec!["fetch"];
                if *t.switch != SwitchConfig::Forward {
                    stages.push("switch");
                }
                if t.contraction.is_some() {
                    stages.push("contract");
                }
                if t.vector.is_some() {
                    stages.push("vector");
                }
                if t.cast.is_some() {
                    stages.push("cast");
                }
                if t.transpose.is_some() {
                    stages.push("transpose");
                }
                stages.push(match t.sink {
                    Sink::Commit(_) => "commit",
                    Sink::ToVrf { .. } => "to_vrf",
                    Sink::ToTrf(_) => "to_trf",
                });
                Ok(Step {
                    name: format!("{} {}", kind.keyword(), stages.join(">")),
                    resource: Resource { chip: t.chip, kind },
                    also,
                    cycles: plan.cost.cycles,
                    detail: CostDetail::Tu(plan.cost),
                    footprint: fp,
                    engines: Vec::new(),
                })
            }
        }
    }
}

/// What running one command produced, before scheduling.
struct Step {
    name: String,
    resource: Resource,
    also: Vec<Resource>,
    cycles: u64,
    detail: CostDetail,
    footprint: Footprint,
    /// Busy cycles per DMA engine (empty for the tensor unit).
    engines: Vec<(u32, u64)>,
}
