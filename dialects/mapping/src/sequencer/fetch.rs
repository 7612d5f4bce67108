//! Fetch figures of a sequencer configuration (manual L1755–1762, L1995–2021, L2050–2128;
//! digest-A §2.6, §2.8): the contiguous run in bytes, `fetch_size`, `fetches_per_packet`,
//! the cycle count and the Collect Engine's flit padding.
//!
//! All byte figures are computed in bytes of the *stored* type (the printed cycle formula
//! `Time::SIZE × ceil(Packet::SIZE / fetch_size)` mixes elements and bytes; decision
//! "Sequencer and fetch", cycle units).

use super::config::{contiguous_elements, Entry};
use super::dtype::ElemType;
use super::error::{SeqError, SeqErrorKind};

pub use visa_tcp::limits::{CAST_OUTPUT_BYTES, FETCH_ALIGN_BYTES, FLIT_BYTES};
use visa_tcp::limits::{FETCH_SIZE_SUB, FETCH_SIZE_SUB_I4_TO_I32, PACKET_BYTES};
/// Which execution context's Fetch Engine reads (L150–155, L1757–1759): `ctx.main` fetches
/// 1–32 bytes; `ctx.sub` 4 bytes when casting i4 to i32, else 8 bytes.
pub use visa_tcp::Context;

/// The fetch figures of one configuration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct FetchFigures {
    /// `Time::SIZE`: packets delivered.
    pub time_size: u64,
    /// `Packet::SIZE` in elements (padding included).
    pub packet_elems: u64,
    /// Bytes read per packet (stored type).
    pub packet_bytes: u64,
    /// `contiguous_sram_access_size` in bytes (L1762).
    pub contiguous_sram_access_size: u64,
    /// Bytes per hardware read: the largest supported divisor of
    /// `gcd(packet_bytes, contiguous_sram_access_size)` within the cast cap (L1761).
    pub fetch_size: u64,
    /// Reads batched into one packet, `packet_bytes / fetch_size` (L2053).
    pub fetches_per_packet: u64,
    /// `Time::SIZE × fetches_per_packet` (L2060, in bytes).
    pub cycles: u64,
    /// Bytes per output packet after casting.
    pub out_packet_bytes: u64,
    /// 32-byte flits per output packet after the Collect Engine (L2122–2124).
    pub flits: u64,
    /// Zero bytes the Collect Engine appends per packet.
    pub flit_padding: u64,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// Computes the fetch figures of `entries` reading `dtype` (cast to `out`) in `context`.
/// With `check_alignment`, an output packet that is not a multiple of 8 bytes is an error
/// (the `fetch()` assert of L1711–1716).
pub fn fetch_figures(
    entries: &[Entry],
    time_size: u64,
    packet_elems: u64,
    dtype: ElemType,
    out: ElemType,
    context: Context,
    check_alignment: bool,
) -> Result<FetchFigures, SeqError> {
    let bits = u64::from(dtype.bits());
    let packet_bits = packet_elems * bits;
    if !packet_bits.is_multiple_of(8) {
        return Err(SeqError::new(
            SeqErrorKind::PacketSize,
            format!("a packet of {packet_elems} {dtype} elements is not a whole number of bytes"),
        ));
    }
    let packet_bytes = packet_bits / 8;
    let contig_bytes = (contiguous_elements(entries) * bits / 8).max(1);
    let g = gcd(packet_bytes, contig_bytes);
    let out_bits = u64::from(out.bits());
    // One fetch's output must fit 32 bytes: f · out_bits / bits <= 32.
    let cap = if out_bits > bits {
        CAST_OUTPUT_BYTES * bits / out_bits
    } else {
        CAST_OUTPUT_BYTES
    };
    // Largest first: the main context fetches any packet size (L1628–1640).
    let supported: Vec<u64> = match context {
        Context::Main => PACKET_BYTES.iter().rev().copied().collect(),
        Context::Sub if dtype == ElemType::I4 && out == ElemType::I32 => {
            vec![FETCH_SIZE_SUB_I4_TO_I32]
        }
        Context::Sub => vec![FETCH_SIZE_SUB],
    };
    let fetch_size = supported
        .iter()
        .copied()
        .find(|&f| g.is_multiple_of(f) && f <= cap)
        .ok_or_else(|| {
            SeqError::new(
                SeqErrorKind::PacketSize,
                format!(
                    "no {context:?}-context fetch size in {supported:?} bytes divides \
                     gcd(packet {packet_bytes} B, contiguous run {contig_bytes} B) = {g} B \
                     within the cast cap of {cap} B"
                ),
            )
        })?;
    let fetches_per_packet = packet_bytes / fetch_size;
    let out_bits_total = packet_elems * out_bits;
    let out_packet_bytes = out_bits_total.div_ceil(8);
    if check_alignment
        && (!out_bits_total.is_multiple_of(8)
            || !out_packet_bytes.is_multiple_of(FETCH_ALIGN_BYTES))
    {
        return Err(SeqError::new(
            SeqErrorKind::PacketAlignment,
            format!(
                "Fetch output packet must be {FETCH_ALIGN_BYTES}-byte aligned, got {out_packet_bytes} bytes."
            ),
        ));
    }
    let flits = out_packet_bytes.div_ceil(FLIT_BYTES);
    Ok(FetchFigures {
        time_size,
        packet_elems,
        packet_bytes,
        contiguous_sram_access_size: contig_bytes,
        fetch_size,
        fetches_per_packet,
        cycles: time_size * fetches_per_packet,
        out_packet_bytes,
        flits,
        flit_padding: flits * FLIT_BYTES - out_packet_bytes,
    })
}

/// Clusters per chip and slices per cluster that a fetched tensor's Cluster and Slice
/// mappings must cover (L1751): the hardware model's.
pub use visa_tcp::limits::{CLUSTERS, SLICES};

/// The spatial exact-match asserts of `fetch()` (L1709–1710), with the manual's messages:
/// `Cluster::SIZE == 2` and `Slice::SIZE == 256` (pad with `m![1 # 2]`, `m![... # 256]`).
pub fn check_spatial(cluster_size: u64, slice_size: u64) -> Result<(), SeqError> {
    if cluster_size != CLUSTERS {
        return Err(SeqError::new(
            SeqErrorKind::Spatial,
            format!("Cluster size must be {CLUSTERS}, got {cluster_size}"),
        ));
    }
    if slice_size != SLICES {
        return Err(SeqError::new(
            SeqErrorKind::Spatial,
            format!("Slice size must be {SLICES}, got {slice_size}"),
        ));
    }
    Ok(())
}
