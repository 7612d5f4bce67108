//! Hardware numbers of RNGD that the stream dialect's verifiers check, each with the
//! manual line (`002_*.txt`) it comes from.

/// Clusters per chip (L130, L1081: `Cluster::SIZE == 2`).
pub const CLUSTERS: u64 = 2;
/// Slices per cluster (L131, L1082: `Slice::SIZE == 256`).
pub const SLICES: u64 = 256;
/// MAC rows per slice (L132, L1089: `Row::SIZE <= 8`).
pub const ROWS: u64 = 8;
/// DM bytes per slice (L138, L1088: `Element::SIZE * size_of::<D>() <= 512KB`).
pub const DM_BYTES: u64 = 512 * 1024;
/// VRF bytes per slice (L140, L1090).
pub const VRF_BYTES: u64 = 8 * 1024;
/// TRF bytes per row (L139, L1089).
pub const TRF_BYTES: u64 = 8 * 1024;
/// HBM bytes per chip (L137: 48 GB).
pub const HBM_BYTES: u64 = 48 * 1024 * 1024 * 1024;
/// Fetch output packets are a multiple of this many bytes (L1723, L2114).
pub const FETCH_ALIGN_BYTES: u64 = 8;
/// Bytes in a flit: every engine after Collect takes one flit per packet (L3544, L3605).
pub const FLIT_BYTES: u64 = 32;
/// DM bank width: DM write addresses are 8-byte aligned (L2413–2414, L2426–2427, L2338).
pub const DM_WRITE_ALIGN: u64 = 8;
