//! Chrome / Perfetto trace-event JSON of a simulated schedule.
//!
//! One process per chip, one thread (track) per resource (`pdma`, `tdma`, `main`, `sub`).
//! Each command is a complete event (`"ph": "X"`) whose `ts`/`dur` are **cycles** (the viewer
//! shows them as microseconds). Keys are emitted in sorted order and events in a fixed order,
//! so the output is byte-for-byte deterministic. Load the file in `ui.perfetto.dev` or
//! `chrome://tracing`.

use serde_json::{json, Value};

use crate::command::ResourceKind;
use crate::report::{CostDetail, RunReport};

fn tid(kind: ResourceKind) -> u64 {
    match kind {
        ResourceKind::Pdma => 1,
        ResourceKind::Tdma => 2,
        ResourceKind::Main => 3,
        ResourceKind::Sub => 4,
    }
}

impl RunReport {
    /// The schedule as Chrome trace-event JSON.
    pub fn trace_json(&self) -> String {
        let mut events: Vec<Value> = Vec::new();
        let mut chips: Vec<u32> = self.commands.iter().map(|c| c.resource.chip).collect();
        chips.sort_unstable();
        chips.dedup();
        for &chip in &chips {
            events.push(
                json!({"name": "process_name", "ph": "M", "pid": chip, "tid": 0,
                "args": {"name": format!("chip {chip}")}}),
            );
            for kind in ResourceKind::ALL {
                events.push(
                    json!({"name": "thread_name", "ph": "M", "pid": chip, "tid": tid(kind),
                    "args": {"name": kind.name()}}),
                );
                events.push(
                    json!({"name": "thread_sort_index", "ph": "M", "pid": chip, "tid": tid(kind),
                    "args": {"sort_index": tid(kind)}}),
                );
            }
        }
        for c in &self.commands {
            let mut args = json!({
                "index": c.index,
                "cycles": c.cycles(),
                "loc": c.loc,
                "deps": c.deps.iter().map(|d| format!("{:?} on #{}", d.hazard, d.on)).collect::<Vec<_>>(),
            });
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
            let mut holds = vec![c.resource];
            holds.extend(c.also_holds.iter().copied());
            for (k, r) in holds.iter().enumerate() {
                let name = if k == 0 {
                    format!("#{} {}", c.index, c.name)
                } else {
                    format!("#{} (held by {})", c.index, c.resource.kind.name())
                };
                events.push(json!({
                    "name": name, "cat": c.resource.kind.name(), "ph": "X",
                    "ts": c.start, "dur": c.cycles(), "pid": r.chip, "tid": tid(r.kind),
                    "args": args.clone(),
                }));
            }
        }
        let doc = json!({
            "displayTimeUnit": "ns",
            "otherData": {"time_unit": "1 trace microsecond = 1 simulated cycle",
                          "total_cycles": self.total_cycles},
            "traceEvents": events,
        });
        serde_json::to_string_pretty(&doc).unwrap_or_default()
    }
}
