//! The cost model: estimated cycles of a [`Layout`], term by term, every figure from
//! `visa-tcp` (DMA start-up and bandwidths, the Vector Engine's cycles per flit).
//!
//! Terms, in program order: the host-to-HBM PCIe copies, the HBM-to-DM DMAs (one per
//! argument), the sub context's VRF load, the main context's pass (one flit per cycle
//! per slice through fetch, the Vector Engine and commit, the slices in parallel), the
//! DM-to-HBM DMA and the PCIe copy back. Each DMA costs its start-up plus its bytes over
//! the slower of its HBM side (request blocks, partial writes paying read-modify-write)
//! and its DM side (the DMNs its slices span).
//!
//! A contraction plan ([`contraction`]) has the same DMA and PCIe terms, the TRF load
//! (one flit, or one element when `K` is not contiguous, per cycle), and the pass: one
//! Reducer step per computation packet and TRF column per Row, plus the tree's levels;
//! the terms combine along the critical path (the stationary operand's upload, DMA and
//! TRF load overlap the other uploads).

use crate::einsum::layout::Layout as CLayout;
use crate::einsum::Contraction;
use crate::plan::{Chain, Layout};
use visa_tcp::limits::{
    DMA_ENGINES, DMA_REQUEST_BYTES, DMA_STARTUP_CYCLES, DMN_BYTES_PER_CYCLE, FETCH_SIZE_SUB,
    FLIT_BYTES, HBM_BYTES_PER_CYCLE, HBM_RMW_FACTOR, PCIE_BYTES_PER_CYCLE, ROWS, SLICES_PER_DMN,
    TREE_LEVEL_LATENCY,
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
    let pcie_one = pcie_cycles(host_bytes);
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

/// An estimate of a contraction plan, by term (cycles), and the critical path they make.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ContractionEstimate {
    /// Host -> HBM over PCIe, every input (one after another on the PCIe DMA).
    pub upload: u64,
    /// HBM -> DM of the stationary tile, then its TRF load.
    pub trf: u64,
    /// HBM -> DM of the streamed tile (and the bias, and its VRF load).
    pub to_dm: u64,
    /// The contraction pass: Reducer steps, the tree, the epilogue's Vector Engine.
    pub pass: u64,
    /// DM -> HBM of the output tiles, then HBM -> host over PCIe.
    pub download: u64,
    /// The critical path: the stationary operand's upload, DMA and TRF load overlap the
    /// other uploads; the pass starts when both the TRF and the streamed tile are in.
    pub total: u64,
}

impl ContractionEstimate {
    /// The terms as text.
    pub fn terms(&self) -> String {
        format!(
            "upload {} | trf {} | to_dm {} | pass {} | download {}",
            self.upload, self.trf, self.to_dm, self.pass, self.download
        )
    }
}

/// The PCIe copy of `bytes` (start-up plus bytes at the link's rate).
pub fn pcie_cycles(bytes: u64) -> u64 {
    DMA_STARTUP_CYCLES + bytes.div_ceil(PCIE_BYTES_PER_CYCLE)
}

/// Estimates contraction layout `l` of `c`.
pub fn contraction(c: &Contraction, l: &CLayout) -> ContractionEstimate {
    use crate::einsum::layout::{elem_bytes, out_stride};
    let (m, n, k) = (c.m.size, c.n.size, c.k.size);
    let slices = l.slices(c);
    let up_trf = pcie_cycles(n * k * 2);
    let up_stream = pcie_cycles(m * k * 2);
    let bias_bytes = c.bias.map_or(0, |(_, dt)| n * elem_bytes(dt));
    let up_bias = if c.bias.is_some() {
        pcie_cycles(bias_bytes)
    } else {
        0
    };
    let upload = up_trf + up_stream + up_bias;
    // The TRF load fetches one 32-byte flit per cycle when K is contiguous, one element
    // per cycle (2-byte fetches) otherwise.
    let trf_elems = l.tn * k;
    let trf_fetch = if c.trf.innermost(&c.k.name) {
        trf_elems.div_ceil(FLIT_BYTES / 2)
    } else {
        trf_elems
    };
    let trf = dma_cycles(l.tn * k * 2, slices, false) + trf_fetch;
    let bias_dm = if c.bias.is_some() {
        dma_cycles(l.tn * 4, slices, false) + l.tn.div_ceil(8)
    } else {
        0
    };
    let stream_dm = dma_cycles(l.tm * k * 2, slices, false);
    // The Reducer takes one computation packet per cycle; the tree adds its levels.
    let tree = 5 * TREE_LEVEL_LATENCY;
    let out_flits = l.tm * l.tn.div_ceil(ROWS);
    let ve = if c.bias.is_some() || c.relu {
        out_flits * VE_CYCLES_PER_FLIT * 2
    } else {
        0
    };
    let pass = l.steps(c).max(ve) + tree;
    let out_bytes = l.tm * l.tn * out_stride(c, l);
    let host_out = m * n * elem_bytes(c.out);
    let download = dma_cycles(out_bytes, slices, true) + pcie_cycles(host_out);
    let trf_ready = up_trf + trf;
    let stream_ready = upload + bias_dm + stream_dm;
    let total = trf_ready.max(stream_ready) + pass + download;
    ContractionEstimate {
        upload,
        trf,
        to_dm: bias_dm + stream_dm,
        pass,
        download,
        total,
    }
}
