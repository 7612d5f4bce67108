//! Chrome / Perfetto trace-event JSON of a simulated schedule.
//!
//! One process per chip, one thread (track) per resource (`pdma`, `tdma`, `main`, `sub`), plus one
//! track per DMA engine used, showing how long each engine of a DMA command is busy. Memory
//! dependencies are flow arrows (`"ph": "s"` / `"f"`) from the producer's end to the consumer's start.
//! Each command is a complete event (`"ph": "X"`) whose `ts`/`dur` are **cycles**.
//!
//! The unit: the trace-event format has no unit of its own choosing (`ts` is read as
//! microseconds, `displayTimeUnit` may only say `"ms"` or `"ns"`), so one simulated cycle is
//! written as one microsecond and `displayTimeUnit` is left out: Perfetto then shows a
//! 12-cycle command as "12us", read "12 cycles". The file says so where a reader looks:
//! `otherData` carries `"time_unit": "cycle"` and the rule, each process is named
//! `chip N (1 us = 1 cycle)`, and every command's `args` repeat `start_cycle`, `end_cycle`
//! and `cycles` (decision C11B-2 in `docs/decisions.md`). Keys are emitted in sorted order
//! and events in a fixed order, so the output is byte-for-byte deterministic. Load the file
//! in `ui.perfetto.dev` or `chrome://tracing`.

use serde_json::{json, Value};

use crate::command::ResourceKind;
use crate::report::{CostDetail, RunReport};

/// Track id of a resource.
fn tid(kind: ResourceKind) -> u64 {
    match kind {
        ResourceKind::Pdma => 1,
        ResourceKind::Tdma => 2,
        ResourceKind::Main => 3,
        ResourceKind::Sub => 4,
    }
}

/// Track id of DMA engine `e` of a DMA resource (sorted below the four resource tracks).
fn engine_tid(kind: ResourceKind, e: u32) -> u64 {
    tid(kind) * 100 + u64::from(e)
}

/// Metadata events naming a track and fixing its position.
fn track(name: String, chip: u32, t: u64) -> [Value; 2] {
    [
        json!({"name": "thread_name", "ph": "M", "pid": chip, "tid": t, "args": {"name": name}}),
        json!({"name": "thread_sort_index", "ph": "M", "pid": chip, "tid": t,
               "args": {"sort_index": t}}),
    ]
}

impl RunReport {
    /// The schedule as Chrome trace-event JSON.
    pub fn trace_json(&self) -> String {
        let mut events: Vec<Value> = Vec::new();
        let mut chips: Vec<u32> = self.commands.iter().map(|c| c.resource.chip).collect();
        chips.sort_unstable();
        chips.dedup();
        let mut engine_tracks: Vec<(u32, ResourceKind, u32)> = self
            .commands
            .iter()
            .flat_map(|c| {
                c.engines
                    .iter()
                    .map(move |(e, _)| (c.resource.chip, c.resource.kind, *e))
            })
            .collect();
        engine_tracks.sort_unstable();
        engine_tracks.dedup();
        for &chip in &chips {
            events.push(
                json!({"name": "process_name", "ph": "M", "pid": chip, "tid": 0,
                               "args": {"name": format!("chip {chip} (1 us = 1 cycle)")}}),
            );
            for &kind in ResourceKind::ALL {
                events.extend(track(kind.keyword().to_string(), chip, tid(kind)));
            }
            for &(c, kind, e) in &engine_tracks {
                if c == chip {
                    let name = format!("{} engine {e}", kind.keyword());
                    events.extend(track(name, chip, engine_tid(kind, e)));
                }
            }
        }
        for c in &self.commands {
            let deps: Vec<String> = c
                .deps
                .iter()
                .map(|d| format!("{:?} on #{}", d.hazard, d.on))
                .collect();
            let mut args = json!({"index": c.index, "cycles": c.cycles(), "start_cycle": c.start,
                       "end_cycle": c.end, "loc": c.loc, "deps": deps});
            match c.detail {
                CostDetail::Dma(d) => {
                    args["bytes"] = json!(d.bytes);
                    args["packets"] = json!(d.packets);
                    args["descriptors"] = json!(d.descriptors);
                }
                CostDetail::Tu(t) => {
                    args["fetch"] = json!(t.fetch);
                    args["collect"] = json!(t.collect);
                    args["vector"] = json!(t.vector);
                    args["sink"] = json!(t.sink);
                    args["latency"] = json!(t.latency);
                    args["bank_run"] = json!(t.bank_run);
                }
            }
            let name = format!("#{} {}", c.index, c.name);
            events.push(
                json!({"name": name, "cat": c.resource.kind.keyword(), "ph": "X",
                               "ts": c.start, "dur": c.cycles(), "pid": c.resource.chip,
                               "tid": tid(c.resource.kind), "args": args}),
            );
            for r in &c.also_holds {
                events.push(json!({"name": format!("#{} (held by {})", c.index, c.resource.kind.keyword()),
                                   "cat": r.kind.keyword(), "ph": "X", "ts": c.start, "dur": c.cycles(),
                                   "pid": r.chip, "tid": tid(r.kind), "args": {"index": c.index}}));
            }
            for &(e, busy) in &c.engines {
                events.push(
                    json!({"name": name, "cat": c.resource.kind.keyword(), "ph": "X",
                                   "ts": c.start, "dur": busy, "pid": c.resource.chip,
                                   "tid": engine_tid(c.resource.kind, e),
                                   "args": {"index": c.index, "engine": e}}),
                );
            }
        }
        // Dependency arrows: from the end of the producer to the start of the waiting command.
        let mut flow = 0u64;
        for c in &self.commands {
            for d in &c.deps {
                let p = &self.commands[d.on];
                flow += 1;
                let name = format!("{:?}", d.hazard);
                events.push(json!({"name": name, "cat": "dependency", "ph": "s", "id": flow,
                                   "ts": p.end, "pid": p.resource.chip, "tid": tid(p.resource.kind)}));
                events.push(json!({"name": name, "cat": "dependency", "ph": "f", "bp": "e", "id": flow,
                                   "ts": c.start, "pid": c.resource.chip, "tid": tid(c.resource.kind)}));
            }
        }
        let doc = json!({
            "otherData": {"time_unit": "cycle",
                          "time_unit_rule": "1 trace microsecond = 1 simulated cycle",
                          "total_cycles": self.total_cycles},
            "traceEvents": events,
        });
        serde_json::to_string_pretty(&doc).unwrap_or_default()
    }
}
