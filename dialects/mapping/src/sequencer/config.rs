//! The sequencer register configuration `[size_0 : stride_0, ...] : packet_size` (manual
//! L1336–1356), entry merging (L1567–1627), the contiguous run (L1762) and the hardware
//! limits (L1629–1640).

use std::fmt;

use super::error::{SeqError, SeqErrorKind};

/// Maximum number of entries (loop levels) of one sequencer configuration (L1630).
pub use visa_tcp::limits::MAX_SEQ_ENTRIES as MAX_ENTRIES;
/// Maximum iterations of one entry (L1632), as the `u64` sizes of [`Entry`].
pub const MAX_ITERATIONS: u64 = visa_tcp::limits::MAX_SEQ_SIZE as u64;

/// One loop level: `size` iterations, `stride` elements apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Entry {
    /// Number of iterations of this loop level.
    pub size: u64,
    /// Address distance in elements between consecutive iterations (0 = broadcast).
    pub stride: i64,
}

impl Entry {
    /// `size : stride`.
    pub fn new(size: u64, stride: i64) -> Self {
        Entry { size, stride }
    }

    /// Whether `self` (outer) and `inner` are physically contiguous: `s1 == n2 * s2`.
    pub fn contiguous_with(&self, inner: &Entry) -> bool {
        i64::try_from(inner.size)
            .ok()
            .and_then(|n| n.checked_mul(inner.stride))
            .is_some_and(|v| v == self.stride)
    }
}

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} : {}", self.size, self.stride)
    }
}

/// A sequencer configuration: nested loops (entry 0 outermost) reading or writing
/// `addr = base_addr + Σ idx_k · stride_k`, grouped into packets of `packet_size` elements.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Config {
    /// Loop levels, outermost first.
    pub entries: Vec<Entry>,
    /// Elements per hardware packet: the innermost entry's size when it is contiguous or a
    /// broadcast and belongs to the Packet, else 1 (discrete access).
    pub packet_size: u64,
    /// Start address offset in elements (negative for left padding, L1908).
    pub base_addr: i64,
}

impl Config {
    /// The addresses the loops visit, in order (outermost index slowest). For tests and
    /// reference semantics; the number of addresses is the product of the sizes.
    pub fn addresses(&self) -> Vec<i64> {
        let total: u64 = self.entries.iter().map(|e| e.size).product();
        let mut out = Vec::with_capacity(total as usize);
        let mut idx = vec![0u64; self.entries.len()];
        for _ in 0..total {
            let addr = self
                .entries
                .iter()
                .zip(&idx)
                .map(|(e, &i)| e.stride * i as i64)
                .sum::<i64>()
                + self.base_addr;
            out.push(addr);
            for k in (0..idx.len()).rev() {
                idx[k] += 1;
                if idx[k] < self.entries[k].size {
                    break;
                }
                idx[k] = 0;
            }
        }
        out
    }

    /// Checks the hardware limits of L1629–1640: at most 8 entries, at most 65,536
    /// iterations per entry, and the packet-fetch rule on the innermost entry
    /// (`(s == 0 || s == 1) && n % packet_size == 0`, or `packet_size == 1`). The byte
    /// limit on packets applies to the fetch size (see [`super::fetch`]).
    pub fn check(&self) -> Result<(), SeqError> {
        if self.entries.len() > MAX_ENTRIES {
            return Err(SeqError::new(
                SeqErrorKind::TooManyEntries,
                format!(
                    "{} entries remain after merging, the sequencer has {MAX_ENTRIES}: {self}",
                    self.entries.len()
                ),
            ));
        }
        if let Some((k, e)) = self
            .entries
            .iter()
            .enumerate()
            .find(|(_, e)| e.size > MAX_ITERATIONS)
        {
            return Err(SeqError::new(
                SeqErrorKind::IterationLimit,
                format!("entry {k} ({e}) iterates more than {MAX_ITERATIONS} times"),
            ));
        }
        if self.packet_size == 0 {
            return Err(SeqError::new(
                SeqErrorKind::PacketFetch,
                "packet_size must be at least 1",
            ));
        }
        if let Some(last) = self.entries.last() {
            let contiguous =
                (last.stride == 0 || last.stride == 1) && last.size % self.packet_size == 0;
            if !contiguous && self.packet_size != 1 {
                return Err(SeqError::new(
                    SeqErrorKind::PacketFetch,
                    format!(
                        "innermost entry {last} with packet_size {} is neither contiguous \
                         ((s == 0 || s == 1) && n % packet_size == 0) nor discrete (packet_size == 1)",
                        self.packet_size
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// Merges adjacent entries `(n1 : s1), (n2 : s2)` with `s1 == n2 * s2` into `(n1·n2 : s2)`,
/// to a fixpoint, left to right (L1567–1627). `origins` tracks, per entry, the indices of
/// the entries it came from; it is updated alongside. Returns the number of merges.
pub fn merge_entries(entries: &mut Vec<Entry>, origins: &mut Vec<Vec<usize>>) -> usize {
    let mut merges = 0;
    let mut i = 0;
    while i + 1 < entries.len() {
        let (outer, inner) = (entries[i], entries[i + 1]);
        if outer.contiguous_with(&inner) {
            entries[i] = Entry::new(outer.size * inner.size, inner.stride);
            entries.remove(i + 1);
            let tail = origins.remove(i + 1);
            origins[i].extend(tail);
            merges += 1;
        } else {
            i += 1;
        }
    }
    merges
}

/// The number of contiguous elements reachable without a stride break (L1762): the
/// innermost entry's size when its stride is 1 or 0 (a broadcast counts as contiguous,
/// decision "Sequencer and fetch", Q4), times the sizes of the outer entries while
/// `s_outer == n_inner · s_inner`. Size-1 entries are skipped. A strided innermost entry
/// gives 1.
pub fn contiguous_elements(entries: &[Entry]) -> u64 {
    let mut it = entries.iter().rev().filter(|e| e.size != 1);
    let Some(last) = it.next() else {
        return 1;
    };
    if last.stride != 0 && last.stride != 1 {
        return 1;
    }
    let mut run = last.size;
    let mut inner = *last;
    for e in it {
        if e.contiguous_with(&inner) {
            run *= e.size;
            inner = *e;
        } else {
            break;
        }
    }
    run
}

impl fmt::Display for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[")?;
        for (k, e) in self.entries.iter().enumerate() {
            if k > 0 {
                write!(f, ", ")?;
            }
            write!(f, "{e}")?;
        }
        write!(f, "] : {}", self.packet_size)?;
        if self.base_addr != 0 {
            write!(f, " @ base_addr = {}", self.base_addr)?;
        }
        Ok(())
    }
}
