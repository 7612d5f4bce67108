//! Performance remarks: legal programs whose cycles go to a cliff the layout could avoid
//! (issue 19 item 5). Found after a run from the per-command reports and added to the
//! run's warnings, so `visa-run` and an embedder see them alike:
//!
//! - a DMA command whose packets average fewer bytes than a DM bank (8), which takes at
//!   least a tenth of the run and more than twice a descriptor's start-up: every packet
//!   costs at least a request, so 1-, 2- and 4-byte packets move a fraction of the bytes a
//!   layout with a contiguous innermost axis would;
//! - otherwise, a PCIe copy that takes at least half of the run: the host link (30 bytes
//!   per cycle, L2605) and not the chip bounds the kernel.

use crate::command::ResourceKind;
use crate::report::{CommandReport, CostDetail, Warning};
use visa_tcp::limits::{DMA_STARTUP_CYCLES, DM_WRITE_ALIGN, PCIE_BYTES_PER_CYCLE};

/// The share of the run (numerator, denominator) from which a small-packet copy is a cliff.
const SMALL_PACKET_SHARE: (u64, u64) = (1, 10);
/// The share of the run from which a PCIe copy dominates it.
const PCIE_SHARE: (u64, u64) = (1, 2);

fn at_least(cycles: u64, total: u64, (n, d): (u64, u64)) -> bool {
    total > 0 && u128::from(cycles) * u128::from(d) >= u128::from(total) * u128::from(n)
}

fn percent(cycles: u64, total: u64) -> u64 {
    (u128::from(cycles) * 100 / u128::from(total.max(1))) as u64
}

/// The remarks on a run of `total` cycles, in command order.
pub fn performance(reports: &[CommandReport], total: u64) -> Vec<Warning> {
    let mut out = Vec::new();
    for r in reports {
        let CostDetail::Dma(c) = r.detail else {
            continue;
        };
        let cycles = r.cycles();
        let mut remark = |message: String| {
            out.push(Warning {
                command: r.index,
                loc: r.loc.clone(),
                message,
                remark: true,
            })
        };
        // A copy of a few packets costs its start-up, whatever their size.
        let small_packets = c.packets > 0
            && c.bytes < c.packets * DM_WRITE_ALIGN
            && cycles > 2 * DMA_STARTUP_CYCLES
            && at_least(cycles, total, SMALL_PACKET_SHARE);
        if small_packets {
            remark(format!(
                "`{}` moves {} bytes in {} packets ({:.1} bytes each) and takes {cycles} of the run's {total} cycles ({}%): a packet costs a request whatever its size; give both sides a layout whose innermost axis is contiguous over at least {DM_WRITE_ALIGN} bytes (the element axis last, no padding element between packets)",
                r.name,
                c.bytes,
                c.packets,
                c.bytes as f64 / c.packets as f64,
                percent(cycles, total)
            ));
        }
        // A small-packet PCIe copy has its cause named above.
        if !small_packets
            && r.resource.kind == ResourceKind::Pdma
            && at_least(cycles, total, PCIE_SHARE)
        {
            remark(format!(
                "the PCIe copy `{}` takes {cycles} of the run's {total} cycles ({}%; {} bytes at {PCIE_BYTES_PER_CYCLE} bytes per cycle at best): the host link bounds this kernel; keep the tensor in HBM across launches or move fewer bytes",
                r.name,
                percent(cycles, total),
                c.bytes
            ));
        }
    }
    out
}
