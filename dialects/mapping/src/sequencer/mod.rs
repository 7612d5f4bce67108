//! Sequencer configurations (manual "Sequencer", L1219–1690, and "Fetch Engine",
//! L1689–2144): derive the nested-loop `[size : stride, ...] : packet_size` register
//! configuration from a buffer mapping and a (Time, Packet) stream mapping, with the fetch
//! figures (`contiguous_sram_access_size`, `fetch_size`, `fetches_per_packet`, cycles) and
//! the masking configuration for padded reads.
//!
//! The entry point is [`derive()`]:
//!
//! ```
//! use visa_mapping::{parse, Axes};
//! use visa_mapping::sequencer::{derive, ElemType, SeqRequest};
//! // Manual L1439-1462: rearranging axes.
//! let axes: Axes = "A=8, B=8, C=8".parse().unwrap();
//! let req = SeqRequest::new(
//!     parse("m![A, B, C # 32]", &axes).unwrap(),
//!     parse("m![B, A]", &axes).unwrap(),
//!     parse("m![C # 16]", &axes).unwrap(),
//!     ElemType::I8,
//! );
//! let cfg = derive(&req).unwrap();
//! assert_eq!(cfg.config.to_string(), "[8 : 32, 8 : 256, 16 : 1] : 16");
//! assert_eq!(cfg.fetch.fetch_size, 16);
//! ```
//!
//! The same configuration drives a read (Fetch, DMA source) and a write (Commit, DMA
//! destination) of the same mappings (L1406). Sub-modules, one concept each:
//! [`config`] (the register form, merging, limits), [`terms`] (flattening mappings into
//! digits), [`derive`](mod@derive) (the term-by-term derivation and its trace), [`fetch`] (fetch
//! figures), [`masking`], [`dtype`], [`error`] and [`cli`] (the `visa-map seq` front end).

pub mod cli;
pub mod config;
pub mod derive;
pub mod dtype;
pub mod error;
pub mod fetch;
pub mod masking;
pub mod terms;

#[cfg(test)]
mod tests;

use crate::expr::Mapping;

pub use config::{Config, Entry, MAX_ENTRIES, MAX_ITERATIONS};
pub use derive::{derive_loops, derive_loops_with, Derivation, TraceRow};
pub use dtype::{check_cast, parse_elem_type, ElemType, Target};
pub use error::{SeqError, SeqErrorKind};
pub use fetch::{Context, FetchFigures};
pub use masking::{MaskCase, MaskRegisters, Masking};

/// What to derive a configuration for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeqRequest {
    /// The buffer (DM element) mapping, with padding.
    pub buf: Mapping,
    /// The Time mapping of the stream.
    pub time: Mapping,
    /// The Packet mapping of the stream.
    pub packet: Mapping,
    /// The stored element type `D`.
    pub dtype: ElemType,
    /// The Fetch Adapter's output type `D2` (`None`: no cast).
    pub out_dtype: Option<ElemType>,
    /// The execution context whose engine reads.
    pub context: Context,
    /// The hardware generation (cast table).
    pub target: Target,
    /// Enforce the `fetch()` output alignment of 8 bytes (L1711–1716). Off by default: the
    /// manual's own examples break it (decision "Sequencer and fetch", packet alignment).
    pub check_alignment: bool,
    /// Build the term-by-term trace ([`SeqConfig::trace`]); off by default (it costs
    /// string formatting on every derivation).
    pub explain: bool,
}

impl SeqRequest {
    /// A main-context request without cast, on RNGD, alignment not enforced.
    pub fn new(buf: Mapping, time: Mapping, packet: Mapping, dtype: ElemType) -> Self {
        SeqRequest {
            buf,
            time,
            packet,
            dtype,
            out_dtype: None,
            context: Context::Main,
            target: Target::Rngd,
            check_alignment: false,
            explain: false,
        }
    }
}

/// A derived configuration with its figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeqConfig {
    /// The register configuration (merged, checked).
    pub config: Config,
    /// Entries before merging.
    pub unmerged: Vec<Entry>,
    /// Fetch figures.
    pub fetch: FetchFigures,
    /// Masking, when the innermost stream axis is padded.
    pub masking: Option<Masking>,
    /// The manual's masking register values, when masking applies.
    pub mask_registers: Option<MaskRegisters>,
    /// Whether padded positions outside the innermost axis are read unmasked.
    pub unmasked_padding: bool,
    /// The term-by-term trace (Term | Entry | Stride Source | Buf After), when
    /// [`SeqRequest::explain`] is set.
    pub trace: Vec<TraceRow>,
}

/// Derives the sequencer configuration, fetch figures and masking for `req`.
///
/// Errors: [`SeqErrorKind::InsufficientInput`] and [`SeqErrorKind::IncompatibleShapes`]
/// (L1642–1683), [`SeqErrorKind::TooManyEntries`], [`SeqErrorKind::IterationLimit`],
/// [`SeqErrorKind::PacketFetch`] (L1629–1640), [`SeqErrorKind::PacketSize`] (no fetch
/// size), [`SeqErrorKind::PacketAlignment`], [`SeqErrorKind::UnsupportedCast`],
/// [`SeqErrorKind::Masking`] and [`SeqErrorKind::Unsupported`].
pub fn derive(req: &SeqRequest) -> Result<SeqConfig, SeqError> {
    let out = req.out_dtype.unwrap_or(req.dtype);
    dtype::check_cast(req.dtype, out, req.target)?;
    let d = derive_loops_with(&req.buf, &req.time, &req.packet, req.explain)?;
    let fetch = fetch::fetch_figures(
        &d.config.entries,
        req.time.size(),
        req.packet.size(),
        req.dtype,
        out,
        req.context,
        req.check_alignment,
    )?;
    let mask_registers = d
        .masking
        .as_ref()
        .map(|m| m.registers(req.dtype))
        .transpose()?;
    Ok(SeqConfig {
        config: d.config,
        unmerged: d.unmerged,
        fetch,
        masking: d.masking,
        mask_registers,
        unmasked_padding: d.unmasked_padding,
        trace: d.trace,
    })
}
