//! Hardware constants and limits of RNGD, each with the manual line (`shared/spec/002_*.txt`)
//! it comes from. Every other crate takes these numbers from here.
//!
//! - Geometry: 2 clusters of 256 slices per chip (L130–131, L1081–1082), 8 MAC rows per
//!   slice (L132, L1089), 32 slices per DMN (L2867).
//! - Memories: 48 GB HBM per chip (L137), 512 KiB DM (L138, L2874), 8 KiB TRF per row
//!   (L139), 8 KiB VRF per slice (L140); DMA addresses DM through 4 MiB `slice_stride`
//!   windows (L2541).
//! - Sequencers: at most 8 entries of at most 65,536 iterations, packets of 1–32 bytes
//!   (L1628–1640); DMA packets of 1–4096 bytes (L2505–2594); 8 tensor-DMA engines per chip
//!   (L2404), each serving a DMN pair of 64 slices.
//! - Flits are 32 bytes (L2122, L3011, L3544); fetch packets are multiples of 8 bytes
//!   (L1723, L2114); DM writes are 8-byte aligned (L2413–2414, L2338); commit writes are
//!   8, 16, 24 or 32 bytes (L7698).
//! - The DMA figures of the cycle model (`docs/cycle-model.md`): ~500 cycles of start-up
//!   per descriptor (L2467, L2566), 256-byte requests (L2469), 128 B/cycle per DMN (L2603,
//!   L2657), 30 B/cycle PCIe (L2605), 40 cycles per HBM row switch (L2710, L2987), ~50x for
//!   a partial HBM write (L2985, L2859), bank runs of 64 (L2898); HBM 1536 B/cycle over 32
//!   channels of 64 banks (L137, L2961–2973); DM slices of 16 eight-byte banks (L2874).

/// Clusters per chip (L130, L1081: `Cluster::SIZE == 2`).
pub const CLUSTERS: u64 = 2;
/// Slices per cluster (L131, L1082: `Slice::SIZE == 256`).
pub const SLICES: u64 = 256;
/// Slices per chip (clusters x slices per cluster).
pub const SLICES_PER_CHIP: u64 = CLUSTERS * SLICES;
/// Slices per DMN (L2867).
pub const SLICES_PER_DMN: u64 = 32;
/// MAC rows per slice (L132, L1089: `Row::SIZE <= 8`).
pub const ROWS: u64 = 8;

/// HBM bytes per chip (L137: 48 GB; geometry L2950–2958).
pub const HBM_BYTES: u64 = 48 << 30;
/// DM bytes per slice (L138, L1088, L2874: 512 KiB).
pub const DM_BYTES: u64 = 512 << 10;
/// VRF bytes per slice (L140, L1090: 8 KiB).
pub const VRF_BYTES: u64 = 8 << 10;
/// Elements a `vector_filter` may keep per slice: the manual gives no bound (L4973–4974);
/// a model limit of one VRF's worth of 32-bit words (docs/decisions.md C9F-1).
pub const FILTER_MAX_CAPACITY: u32 = (VRF_BYTES / 4) as u32;
/// TRF bytes per MAC row (L139, L1089: 8 KiB).
pub const TRF_BYTES: u64 = 8 << 10;
/// TRF bytes per slice: 8 KiB per row x 8 rows (L139).
pub const TRF_SLICE_BYTES: u64 = TRF_BYTES * ROWS;
/// Host memory modelled: 1 TiB (the manual gives no figure; a model limit, docs/decisions.md).
pub const HOST_BYTES: u64 = 1 << 40;
/// Distance between the DM windows of consecutive slices in DMA addresses: 4 MiB
/// (`slice_stride`, L2541).
pub const SLICE_STRIDE: u64 = 4 << 20;

/// Bytes in a flit: every engine after Collect takes one flit per packet (L2122, L3011, L3544).
pub const FLIT_BYTES: u64 = 32;
/// 32-bit lanes in a flit (`FLIT_BYTES / 4`): the Vector Engine's width.
pub const FLIT_LANES: usize = 8;
/// Fetch output packets are a multiple of this many bytes (L1723, L2114).
pub const FETCH_ALIGN_BYTES: u64 = 8;
/// Bytes the fetch adapter's output may carry per fetch when casting (L1996).
pub const CAST_OUTPUT_BYTES: u64 = 32;
/// DM bank width: DM write addresses are 8-byte aligned (L2413–2414, L2426–2427, L2338).
pub const DM_WRITE_ALIGN: u64 = 8;
/// The leading bytes of a flit the commit adapter may keep (`commit_in_size`, L2145–2354),
/// and the sizes of a commit write (L7698).
pub const COMMIT_IN_SIZES: [u32; 4] = [8, 16, 24, 32];
/// `commit_in_size` when a command leaves it unset: the whole 32-byte flit (L2145).
pub const COMMIT_IN_SIZE_FULL: u32 = FLIT_BYTES as u32;
/// Fetch size of the sub context: 8 bytes (digest-A §2.8).
pub const FETCH_SIZE_SUB: u64 = 8;
/// Fetch size of the sub context when casting i4 to i32: 4 bytes (digest-A §2.8).
pub const FETCH_SIZE_SUB_I4_TO_I32: u64 = 4;
/// Flits one VRF operand may span: the whole 8 KiB VRF of 32-byte flits, 256 (L140, L3011).
pub const VRF_OPERAND_MAX_FLITS: u64 = VRF_BYTES / FLIT_BYTES;
/// Banks of a DM slice: 16, each 8 bytes wide (bank = address bits 3–6, L2874).
pub const DM_BANKS: u64 = 16;
/// Bytes of one row of the DM banks: 16 banks of 8 bytes, 128 (L2874).
pub const DM_BANK_ROW_BYTES: u64 = DM_BANKS * DM_WRITE_ALIGN;

/// At most 8 loop entries per sequencer (L1630).
pub const MAX_SEQ_ENTRIES: usize = 8;
/// At most 65,536 iterations per sequencer entry (L1632).
pub const MAX_SEQ_SIZE: u32 = 65_536;
/// The largest shift amount of the fixed-point shift ops (`left_shift`, `left_shift_sat`,
/// `logic_right_shift`, `arith_right_shift`, `arith_right_shift_round`, L4824–4836): the
/// manual gives no range; amounts are `0..=31`, the bit positions of an i32 lane
/// (docs/decisions.md, "Fixed-point shift amounts").
pub const MAX_FXP_SHIFT: i32 = 31;
/// The sizes a fetch or commit sequencer access may have, in bytes (L1633).
pub const PACKET_BYTES: [u64; 6] = [1, 2, 4, 8, 16, 32];

/// The largest DMA packet (`stride0`), in bytes (L2505–2594).
pub const MAX_DMA_PACKET: u64 = 4096;
/// Tensor-DMA engines per chip (L2404).
pub const DMA_ENGINES: u32 = 8;
/// Slices served by one tensor-DMA engine: a DMN pair of 2 x 32 slices (L2404, L2343).
pub const SLICES_PER_DMA_ENGINE: u32 = 64;

/// Start-up cycles of every DMA descriptor: ~500 (L2467, L2566).
pub const DMA_STARTUP_CYCLES: u64 = 500;
/// Bytes per internal DMA request: 256 (L2469).
pub const DMA_REQUEST_BYTES: u64 = 256;
/// DM bandwidth of one DMN in bytes per cycle: 128 (L2603, L2657).
pub const DMN_BYTES_PER_CYCLE: u64 = 128;
/// PCIe bandwidth in bytes per cycle: 30 (L2605).
pub const PCIE_BYTES_PER_CYCLE: u64 = 30;
/// HBM bandwidth in bytes per 1 GHz core cycle: 1.5 TB/s, 1536 (L137). The scheduler's
/// estimate uses it whole; the simulator splits it over [`HBM_CHANNELS`] (one 256-byte
/// request per channel every `256 * 32 / 1536 = 16/3` cycles).
pub const HBM_BYTES_PER_CYCLE: u64 = 1536;
/// HBM channels per chip: 32, five address bits (L2961–2973).
pub const HBM_CHANNELS: u64 = 32;
/// Banks per HBM channel: 64, six address bits (L2961–2973).
pub const HBM_BANKS_PER_CHANNEL: u64 = 64;
/// Host buffers the lowering places are aligned to this many bytes. The manual sets no
/// host alignment; the lowering chooses one DMA request (L2469), 256.
pub const HOST_BUFFER_ALIGN: u64 = DMA_REQUEST_BYTES;
/// Cycles an HBM transfer costs when it switches its bank's open row: 40 (Example 4,
/// L2710; "40–50 ns", L2987).
pub const HBM_ROW_SWITCH_CYCLES: u64 = 40;
/// Cost multiplier of a partial (read-modify-write) HBM write: ~50x (L2985, L2859).
pub const HBM_RMW_FACTOR: u64 = 50;
/// Consecutive same-bank accesses at which a fetch/commit must not overlap DMA: 64 (L2898).
pub const BANK_RUN_LIMIT: u64 = 64;
/// Latency of the fetch adapter's type cast: 1 (lower bound of "1–2 cycles", L2135).
pub const CAST_LATENCY: u64 = 1;
/// Latency of one level of the Reducer's tree: 1 cycle ("bf16 depth 5 (32 elements in 5
/// cycles)", L4543; "5–7 cycles", L3787).
pub const TREE_LEVEL_LATENCY: u64 = 1;
/// Latency added per Vector Engine ALU used: 1 (L5275–5277).
pub const VE_ALU_LATENCY: u64 = 1;

/// The bytes the TRF Sequencer may read contiguously per cycle, `reg_read_size`; the rest of
/// `mac_width` repeats the read (L4104).
pub const REG_READ_SIZES: [u32; 7] = [1, 2, 4, 8, 16, 32, 64];
/// Flits the Stream Adapter collects into one computation packet: 1 (zero-padded half) or 2
/// (L3916–3920); 3 is the convolution shift-reuse mode, whose page the manual lacks (L3920,
/// L3957), so it is rejected.
pub const COLLECT_FLITS: [u32; 2] = [1, 2];
/// Registers per accumulator column (L4409): 8 rows x 32 columns x 4 = 1024 slots.
pub const ACC_REGISTERS: u32 = 4;
/// The largest product of the axes inner to the reduced axis in Interleaved mode (L4536).
pub const INTERLEAVED_INNER_MAX: u64 = 128;
/// The largest product of the axes inner to the reduced axis in Sequential mode (L4538).
pub const SEQUENTIAL_INNER_MAX: u64 = 32;
/// Elements per beat of the accumulator's Sequential output bus (L4491).
pub const SEQUENTIAL_BUS: u32 = 8;
/// Multiply-accumulates one Row does per cycle on inputs of `bits` bits: `mac_width` elements
/// (64 bytes, L4099): 32 for bf16, 64 for i8/f8, 128 for i4.
pub const fn macs_per_row(bits: u32) -> u64 {
    crate::contraction_path::MAC_BYTES * 8 / bits as u64
}
/// The chip's peak bf16 multiply-accumulates per cycle: 32 per Row (L4099, L4388) x 8 Rows
/// per slice (L132) x 512 slices (L130–131) = 131,072.
pub const PEAK_BF16_MACS_PER_CYCLE: u64 = 32 * ROWS * SLICES_PER_CHIP;

/// Why the loop sizes of a sequencer break the limits (at most 8 entries of 1..=65,536
/// iterations, L1630–1632), if they do: `"has 9 entries; ..."`, to follow the sizes' name.
pub fn seq_sizes_error(sizes: &[i64]) -> Option<String> {
    if sizes.len() > MAX_SEQ_ENTRIES {
        return Some(format!(
            "has {} entries; a sequencer has at most {MAX_SEQ_ENTRIES} (manual: Moving Tensors › Sequencer › Configuration Failures)",
            sizes.len()
        ));
    }
    sizes
        .iter()
        .enumerate()
        .find(|(_, &s)| !(1..=i64::from(MAX_SEQ_SIZE)).contains(&s))
        .map(|(i, s)| {
            format!("entry {i} has size {s}; sizes must be in 1..={MAX_SEQ_SIZE} (manual: Moving Tensors › Sequencer › Configuration Failures)")
        })
}

/// Why a fetch/commit access of `bits` bits is not 1, 2, 4, 8, 16 or 32 bytes (L1633), if
/// it is not: `"makes packets of ..."`, to follow the packet's name.
pub fn packet_bits_error(bits: u64) -> Option<String> {
    if bits.is_multiple_of(8) && PACKET_BYTES.contains(&(bits / 8)) {
        return None;
    }
    Some(format!(
        "makes packets of {} bytes; a packet must be 1, 2, 4, 8, 16 or 32 bytes (manual: Moving Tensors › Sequencer › Configuration Failures)",
        bits as f64 / 8.0
    ))
}

// The derived figures, checked at compile time.
const _: () = {
    assert!(SLICES_PER_CHIP == 512);
    assert!(TRF_SLICE_BYTES == 64 * 1024);
    assert!(HBM_BYTES == 51_539_607_552);
    assert!(FLIT_LANES as u64 * 4 == FLIT_BYTES);
    // A DMN pair is one DMA engine's share; 8 engines cover the 512 slices.
    assert!(SLICES_PER_DMA_ENGINE as u64 == 2 * SLICES_PER_DMN);
    assert!((DMA_ENGINES * SLICES_PER_DMA_ENGINE) as u64 == SLICES_PER_CHIP);
    // The DM of a slice fits in its DMA window.
    assert!(DM_BYTES <= SLICE_STRIDE);
    assert!(PEAK_BF16_MACS_PER_CYCLE == 131_072);
    assert!(macs_per_row(16) == 32);
    assert!(crate::contraction_path::ACCUMULATOR_COLUMNS * ACC_REGISTERS as u64 * ROWS == 1024);
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sequencer_limit_messages() {
        assert_eq!(seq_sizes_error(&[8, 65_536]), None);
        assert_eq!(
            seq_sizes_error(&[1; 9]).unwrap(),
            "has 9 entries; a sequencer has at most 8 (manual: Moving Tensors › Sequencer › Configuration Failures)"
        );
        assert_eq!(
            seq_sizes_error(&[4, 0]).unwrap(),
            "entry 1 has size 0; sizes must be in 1..=65536 (manual: Moving Tensors › Sequencer › Configuration Failures)"
        );
        assert!(seq_sizes_error(&[65_537]).is_some());
        assert_eq!(packet_bits_error(64), None);
        assert_eq!(packet_bits_error(8 * 32), None);
        assert!(packet_bits_error(8 * 64).is_some());
        assert!(packet_bits_error(4).is_some());
        assert!(packet_bits_error(24).is_some());
    }
}
