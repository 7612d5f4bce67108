//! Hardware geometry and cycle-model parameters of the simulated machine.
//!
//! Defaults are the RNGD figures of the manual, taken from [`visa_tcp::limits`]; each
//! field cites its line in `shared/spec/002_*.txt`. A configuration may change them to
//! model another machine. The formulas that use them are in `docs/cycle-model.md`.

/// Geometry of one chip and the device, plus cycle-model constants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimConfig {
    /// Chips in the device (system-dependent, L129).
    pub chips: u32,
    /// Clusters per chip (L130, L2866).
    pub clusters_per_chip: u32,
    /// Slices per cluster (L131).
    pub slices_per_cluster: u32,
    /// Slices per DMN (L2867): 32.
    pub slices_per_dmn: u32,
    /// HBM bytes per chip: 48 GiB (L137, geometry L2950–2958).
    pub hbm_bytes: u64,
    /// Host memory bytes (not in the manual; a simulator limit).
    pub host_bytes: u64,
    /// DM bytes per slice: 512 KiB (L138, L2874).
    pub dm_slice_bytes: u64,
    /// Virtual DM address window per slice used by DMA addresses: 4 MiB (`slice_stride`, L2541).
    pub dm_slice_window: u64,
    /// VRF bytes per slice: 8 KiB (L140).
    pub vrf_slice_bytes: u64,
    /// TRF bytes per slice: 8 KiB x 8 MAC rows (L139).
    pub trf_slice_bytes: u64,
    /// Page size of the lazily allocated host and HBM memories (simulator choice).
    pub page_bytes: u64,
    /// Page size of the lazily allocated per-slice memories: DM, VRF, TRF (simulator choice).
    pub slice_page_bytes: u64,
    /// When true, a read of a never-written page returns zeros instead of an error.
    pub zero_fill_unmapped: bool,
    /// Cycle-model constants.
    pub cycles: CycleParams,
}

/// Constants of the cycle model (all in 1 GHz core cycles; see `docs/cycle-model.md`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CycleParams {
    /// Start-up overhead of every DMA descriptor: ~500 cycles (L2467, L2566).
    pub dma_startup: u64,
    /// Bytes per internal DMA request: 256 (L2469).
    pub dma_request_bytes: u64,
    /// DM bandwidth of one DMN in bytes per cycle: 128 (L2603, L2657).
    pub dmn_bytes_per_cycle: u64,
    /// PCIe bandwidth in bytes per cycle: 30 (L2605).
    pub pcie_bytes_per_cycle: u64,
    /// HBM bandwidth of a chip in bytes per cycle: 1536 (1.5 TB/s, L137), shared by its 32
    /// channels; the scheduler's estimate reads the same `visa_tcp` figure.
    pub hbm_bytes_per_cycle: u64,
    /// Cycles an HBM transfer costs its channel when it switches its bank's open row: 40
    /// (Example 4, L2710; "40–50 ns", L2987).
    pub hbm_row_switch: u64,
    /// Cost multiplier of a partial (read-modify-write) HBM write request: ~50x (L2985, L2859).
    pub hbm_rmw_factor: u64,
    /// Flit size in bytes: 32 (L2122, L3011).
    pub flit_bytes: u64,
    /// Latency of the fetch adapter's type cast: 1 (lower bound of "1–2 cycles", L2135).
    pub cast_latency: u64,
    /// Latency added per Vector Engine ALU used: 1 (L5275–5277).
    pub ve_alu_latency: u64,
    /// Latency per level of the Reducer's tree: 1 (bf16 depth 5 in 5 cycles, L3787, L4543).
    pub tree_level_latency: u64,
    /// Consecutive same-bank accesses at which a fetch/commit must not overlap DMA: 64 (L2898).
    pub bank_run_limit: u64,
}

impl Default for CycleParams {
    fn default() -> Self {
        use visa_tcp::limits as l;
        CycleParams {
            dma_startup: l::DMA_STARTUP_CYCLES,
            dma_request_bytes: l::DMA_REQUEST_BYTES,
            dmn_bytes_per_cycle: l::DMN_BYTES_PER_CYCLE,
            pcie_bytes_per_cycle: l::PCIE_BYTES_PER_CYCLE,
            hbm_bytes_per_cycle: l::HBM_BYTES_PER_CYCLE,
            hbm_row_switch: l::HBM_ROW_SWITCH_CYCLES,
            hbm_rmw_factor: l::HBM_RMW_FACTOR,
            flit_bytes: l::FLIT_BYTES,
            cast_latency: l::CAST_LATENCY,
            ve_alu_latency: l::VE_ALU_LATENCY,
            tree_level_latency: l::TREE_LEVEL_LATENCY,
            bank_run_limit: l::BANK_RUN_LIMIT,
        }
    }
}

impl Default for SimConfig {
    fn default() -> Self {
        use visa_tcp::limits as l;
        SimConfig {
            chips: 1,
            clusters_per_chip: l::CLUSTERS as u32,
            slices_per_cluster: l::SLICES as u32,
            slices_per_dmn: l::SLICES_PER_DMN as u32,
            hbm_bytes: l::HBM_BYTES,
            host_bytes: l::HOST_BYTES,
            dm_slice_bytes: l::DM_BYTES,
            dm_slice_window: l::SLICE_STRIDE,
            vrf_slice_bytes: l::VRF_BYTES,
            trf_slice_bytes: l::TRF_SLICE_BYTES,
            page_bytes: 4096,
            slice_page_bytes: 256,
            zero_fill_unmapped: false,
            cycles: CycleParams::default(),
        }
    }
}

impl SimConfig {
    /// Slices per chip (clusters x slices per cluster).
    pub fn slices_per_chip(&self) -> u32 {
        self.clusters_per_chip * self.slices_per_cluster
    }

    /// The memory geometry the hardware model's checks use ([`visa_tcp::check::Geometry`]).
    pub fn geometry(&self) -> visa_tcp::check::Geometry {
        visa_tcp::check::Geometry {
            chips: self.chips,
            slices_per_chip: self.slices_per_chip(),
            host_bytes: self.host_bytes,
            hbm_bytes: self.hbm_bytes,
            dm_slice_bytes: self.dm_slice_bytes,
            dm_slice_window: self.dm_slice_window,
            vrf_slice_bytes: self.vrf_slice_bytes,
            trf_slice_bytes: self.trf_slice_bytes,
        }
    }
}
