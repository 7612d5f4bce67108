//! The cost model: estimated cycles of a [`Layout`], term by term, every figure from
//! `visa-tcp` (DMA start-up and bandwidths, the Vector Engine's cycles per flit).
//!
//! Terms, in program order: the host-to-HBM PCIe copies, the HBM-to-DM DMAs (one per
//! argument), the sub context's VRF load, the main context's pass (one flit per cycle
//! per slice through fetch, the Vector Engine and commit, the slices in parallel), the
//! DM-to-HBM DMA and the PCIe copy back. Each DMA costs its start-up plus its bytes over
//! the narrower of HBM's bandwidth and that of the DMNs its slices span.

use crate::plan::{Chain, Layout};
use visa_tcp::limits::{
    DMA_STARTUP_CYCLES, DMN_BYTES_PER_CYCLE, HBM_BYTES_PER_CYCLE, PCIE_BYTES_PER_CYCLE,
    SLICES_PER_DMN,
};
use visa_tcp::vector::VE_CYCLES_PER_FLIT;

/// An estimate, by term (cycles).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Estimate {
    /// Host <-> HBM over PCIe, both ways.
    pub pcie: u64,
    /// HBM -> DM for every argument.
    pub to_dm: u64,
    /// The sub context's VRF load.
    pub vrf: u64,
    /// The main pass: fetch, Vector Engine, commit.
    pub pass: u64,
    /// DM -> HBM of the result.
    pub to_hbm: u64,
}

impl Estimate {
    /// The sum of the terms.
    pub fn total(&self) -> u64 {
        self.pcie + self.to_dm + self.vrf + self.pass + self.to_hbm
    }
    /// The terms as text.
    pub fn terms(&self) -> String {
        format!(
            "pcie {} + to_dm {} + vrf {} + pass {} + to_hbm {}",
            self.pcie, self.to_dm, self.vrf, self.pass, self.to_hbm
        )
    }
}

/// One DMA of `bytes` spread over `slices` slices: start-up + bytes / bandwidth.
pub fn dma_cycles(bytes: u64, slices: u64) -> u64 {
    let dmns = slices.div_ceil(SLICES_PER_DMN).max(1);
    let bw = HBM_BYTES_PER_CYCLE.min(DMN_BYTES_PER_CYCLE * dmns);
    DMA_STARTUP_CYCLES + bytes.div_ceil(bw)
}

/// The cycles of a stream pass of `flits` flits per slice: the float path splits each
/// flit into two Way4 packets (as `VeProgram::cycles_per_flit`, L4847).
pub fn pass_cycles(flits: u64, float: bool) -> u64 {
    flits * VE_CYCLES_PER_FLIT * if float { 2 } else { 1 }
}

/// Estimates `layout` for `chain`.
pub fn estimate(chain: &Chain, layout: &Layout) -> Estimate {
    let bytes = layout.padded() * u64::from(chain.dtype.bits()).div_ceil(8);
    let host_bytes = chain.elements() * u64::from(chain.dtype.bits()).div_ceil(8);
    let pcie_one = DMA_STARTUP_CYCLES + host_bytes.div_ceil(PCIE_BYTES_PER_CYCLE);
    let copies_in = chain.args as u64; // every argument is used (plan::read_chain)
    Estimate {
        pcie: pcie_one * (copies_in + 1),
        to_dm: dma_cycles(bytes, layout.slices) * copies_in,
        vrf: if chain.vrf.is_some() {
            pass_cycles(layout.flits(), false)
        } else {
            0
        },
        pass: pass_cycles(layout.flits(), chain.dtype == visa_tcp::DType::F32),
        to_hbm: dma_cycles(bytes, layout.slices),
    }
}
