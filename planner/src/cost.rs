//! The cost model: estimated cycles of a [`Layout`], term by term, every figure from
//! `visa-tcp` (DMA start-up and bandwidths, the Vector Engine's cycles per flit).
//!
//! Terms, in program order: the host-to-HBM PCIe copies, the HBM-to-DM DMAs (one per
//! argument), the sub context's VRF load, the main context's pass (one flit per cycle
//! per slice through fetch, the Vector Engine and commit, the slices in parallel), the
//! DM-to-HBM DMA and the PCIe copy back. Each DMA costs its start-up plus its bytes over
//! the slower of its HBM side (request blocks, partial writes paying read-modify-write)
//! and its DM side (the DMNs its slices span).

use crate::plan::{Chain, Layout};
use visa_tcp::limits::{
    DMA_ENGINES, DMA_REQUEST_BYTES, DMA_STARTUP_CYCLES, DMN_BYTES_PER_CYCLE, FETCH_SIZE_SUB,
    HBM_BYTES_PER_CYCLE, HBM_RMW_FACTOR, PCIE_BYTES_PER_CYCLE, SLICES_PER_DMN,
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

/// One HBM <-> DM DMA of `slices` packets of `packet` bytes (one per slice): start-up
/// plus the slower side. The HBM side counts the 256-byte request blocks each packet
/// touches, a partial block written to HBM paying read-modify-write
/// ([`HBM_RMW_FACTOR`], L2985), the requests spread over the [`DMA_ENGINES`]; the DM
/// side is the bytes over the DMNs the slices span (the simulator's `side_cycles`).
pub fn dma_cycles(packet: u64, slices: u64, to_hbm: bool) -> u64 {
    let dmns = slices.div_ceil(SLICES_PER_DMN).max(1);
    let dm_side = (packet * slices).div_ceil(DMN_BYTES_PER_CYCLE * dmns);
    let blocks = packet.div_ceil(DMA_REQUEST_BYTES);
    let partial = !packet.is_multiple_of(DMA_REQUEST_BYTES);
    let factor = if to_hbm && partial { HBM_RMW_FACTOR } else { 1 };
    let hbm_side = (slices * blocks * factor).div_ceil(u64::from(DMA_ENGINES));
    let bw_floor = (packet * slices).div_ceil(HBM_BYTES_PER_CYCLE);
    DMA_STARTUP_CYCLES + dm_side.max(hbm_side).max(bw_floor)
}

/// The cycles of a stream pass of `flits` flits per slice: the float path splits each
/// flit into two Way4 packets (as `VeProgram::cycles_per_flit`, L4847).
pub fn pass_cycles(flits: u64, float: bool) -> u64 {
    flits * VE_CYCLES_PER_FLIT * if float { 2 } else { 1 }
}

/// Estimates `layout` for `chain`.
pub fn estimate(chain: &Chain, layout: &Layout) -> Estimate {
    let packet = layout.per_slice * u64::from(chain.dtype.bits()).div_ceil(8);
    let host_bytes = chain.elements() * u64::from(chain.dtype.bits()).div_ceil(8);
    let pcie_one = DMA_STARTUP_CYCLES + host_bytes.div_ceil(PCIE_BYTES_PER_CYCLE);
    let copies_in = chain.args as u64; // every argument is used (plan::read_chain)
    Estimate {
        pcie: pcie_one * (copies_in + 1),
        to_dm: dma_cycles(packet, layout.slices, false) * copies_in,
        // The sub context fetches FETCH_SIZE_SUB bytes per cycle (digest-A §2.8).
        vrf: if chain.vrf.is_some() {
            packet.div_ceil(FETCH_SIZE_SUB)
        } else {
            0
        },
        pass: pass_cycles(layout.flits(), chain.dtype == visa_tcp::DType::F32),
        to_hbm: dma_cycles(packet, layout.slices, true),
    }
}
