//! The scheduler's estimate of a command's cycles: enough to compare orders, not the
//! simulator's cycle model (`visa-sim`, docs/cycle-model.md), which the lowering does not
//! depend on. The terms are the cycle model's dominant ones, each from the manual:
//!
//! - DMA descriptor: 500 cycles of start-up (L2467) plus one cycle per 256-byte request
//!   (L2469); descriptors of one engine serialize, engines run in parallel (L2404, L2565);
//!   PCIe moves 30 bytes per cycle (L2605); the HBM moves at most 1.5 TB/s, 1536 bytes per
//!   1 GHz cycle (L137).
//! - Tensor-Unit pass: one fetch access, flit or sink flit per cycle, the slowest stage
//!   (L2060, L2122, L2245).

use visa_tcp::footprint::{fetch_flits, sink_flits};
use visa_tcp::limits::{
    DMA_REQUEST_BYTES, DMA_STARTUP_CYCLES, HBM_BYTES_PER_CYCLE, PCIE_BYTES_PER_CYCLE,
};
use visa_tcp::{Command, DmaEngine};

/// Estimated cycles of `cmd` (at least 1).
pub fn estimate(cmd: &Command) -> u64 {
    match cmd {
        Command::Dma(d) => {
            let mut per_engine: Vec<(u32, u64)> = Vec::new();
            let mut bytes_all = 0u64;
            for desc in &d.descriptors {
                let packets = desc
                    .entries
                    .iter()
                    .fold(1u64, |a, e| a.saturating_mul(u64::from(e.size)));
                let bytes = packets.saturating_mul(u64::from(desc.stride0));
                bytes_all = bytes_all.saturating_add(bytes);
                let requests =
                    packets.saturating_mul(u64::from(desc.stride0).div_ceil(DMA_REQUEST_BYTES));
                let data = match d.engine {
                    DmaEngine::Pcie => requests.max(bytes.div_ceil(PCIE_BYTES_PER_CYCLE)),
                    DmaEngine::Tensor => requests,
                };
                let t = DMA_STARTUP_CYCLES.saturating_add(data);
                match per_engine.iter_mut().find(|(e, _)| *e == desc.engine) {
                    Some(slot) => slot.1 = slot.1.saturating_add(t),
                    None => per_engine.push((desc.engine, t)),
                }
            }
            let engines = per_engine.iter().map(|&(_, t)| t).max().unwrap_or(0);
            engines
                .max(DMA_STARTUP_CYCLES + bytes_all / HBM_BYTES_PER_CYCLE)
                .max(1)
        }
        Command::TensorUnit(t) => {
            let seq = &t.fetch.seq;
            let accesses = if seq.packets_fit() && seq.packet_size > 1 {
                seq.elements() / u64::from(seq.packet_size)
            } else {
                seq.elements()
            };
            accesses
                .max(fetch_flits(t).unwrap_or(0))
                .max(sink_flits(t).unwrap_or(0))
                .max(1)
        }
    }
}
