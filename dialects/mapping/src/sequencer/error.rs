//! The typed error of sequencer derivation: a stable kind (the manual's error names) and a
//! message saying which term failed and why.

use std::fmt;

/// The failure classes of the Sequencer chapter (L1629–1683) and Fetch Engine (L1709–2118).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SeqErrorKind {
    /// Time or Packet iterates tensor indices that Buf does not hold (L1642–1660).
    InsufficientInput,
    /// Buf and the stream cut an axis at points that do not divide each other (L1661–1683).
    IncompatibleShapes,
    /// More than 8 entries remain after merging (L1630).
    TooManyEntries,
    /// An entry iterates more than 65,536 times (L1632).
    IterationLimit,
    /// The innermost entry breaks the packet-fetch rule (L1633–1636).
    PacketFetch,
    /// No fetch size in the context's supported set divides the packet and the contiguous run,
    /// or the packet is not a whole number of bytes (L1632, L1757–1761).
    PacketSize,
    /// The output packet is not 8-byte aligned (L1711–1716, L2114).
    PacketAlignment,
    /// The cast is not in the Fetch Adapter's conversion table (L1962–1979).
    UnsupportedCast,
    /// The padding cannot be masked by any of the three masking cases (L1898–1936).
    Masking,
    /// The mapping uses a construct the sequencer cannot execute (linear combination,
    /// indirection, skew, a strided view of a padded group in Buf, ...).
    Unsupported,
    /// Cluster or Slice mapping sizes break the exact-match rule of `fetch()` (L1709–1710,
    /// L1751).
    Spatial,
    /// The request itself is malformed (unknown dtype, unparsable mapping, ...).
    BadInput,
}

impl SeqErrorKind {
    /// The stable name printed in `{"error": ...}` (the manual's wording where it has one).
    pub fn name(self) -> &'static str {
        match self {
            SeqErrorKind::InsufficientInput => "insufficient input",
            SeqErrorKind::IncompatibleShapes => "incompatible shapes",
            SeqErrorKind::TooManyEntries => "too many entries",
            SeqErrorKind::IterationLimit => "iteration limit",
            SeqErrorKind::PacketFetch => "packet fetch",
            SeqErrorKind::PacketSize => "packet size",
            SeqErrorKind::PacketAlignment => "packet alignment",
            SeqErrorKind::UnsupportedCast => "unsupported cast",
            SeqErrorKind::Masking => "masking",
            SeqErrorKind::Unsupported => "unsupported",
            SeqErrorKind::Spatial => "spatial",
            SeqErrorKind::BadInput => "bad input",
        }
    }
}

/// A sequencer derivation or validation error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeqError {
    /// The failure class.
    pub kind: SeqErrorKind,
    /// What failed, naming the term or entry.
    pub message: String,
}

impl SeqError {
    /// An error of `kind` with `message`.
    pub fn new(kind: SeqErrorKind, message: impl Into<String>) -> Self {
        SeqError {
            kind,
            message: message.into(),
        }
    }
}

impl fmt::Display for SeqError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind.name(), self.message)
    }
}

impl std::error::Error for SeqError {}
