//! Sequencer configurations: the manual's `[size_0 : stride_0, ...] : packet_size`
//! (L1336–1356), the nested-loop address generators of fetch, commit and DMA.
//!
//! Entry 0 is the outermost loop; strides are in elements of the accessed type; the
//! packet size is the number of elements per hardware access. Limits: at most
//! [`MAX_SEQ_ENTRIES`](crate::limits::MAX_SEQ_ENTRIES) entries of at most
//! [`MAX_SEQ_SIZE`](crate::limits::MAX_SEQ_SIZE) iterations (L1628–1640).

/// One loop level of a sequencer.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeqEntry {
    /// Number of iterations.
    pub size: u32,
    /// Address distance between iterations, in elements.
    pub stride: i64,
}

/// A sequencer configuration: loop entries (outermost first) and elements per access.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SeqConfig {
    /// Loop entries, entry 0 outermost.
    pub entries: Vec<SeqEntry>,
    /// Elements per hardware access.
    pub packet_size: u32,
}

impl SeqConfig {
    /// A configuration from `(size, stride)` pairs and a packet size.
    pub fn new(entries: &[(u32, i64)], packet_size: u32) -> Self {
        SeqConfig {
            entries: entries
                .iter()
                .map(|&(size, stride)| SeqEntry { size, stride })
                .collect(),
            packet_size,
        }
    }

    /// Total elements traversed (product of the entry sizes), saturating at `u64::MAX`.
    pub fn elements(&self) -> u64 {
        self.entries
            .iter()
            .try_fold(1u64, |acc, e| acc.checked_mul(u64::from(e.size)))
            .unwrap_or(u64::MAX)
    }

    /// Whether the innermost entry can feed packets of `packet_size` elements: stride 0 or
    /// 1 and a size divisible by the packet, or packets of one element (L1634–1638).
    pub fn packets_fit(&self) -> bool {
        let (size, stride) = self.entries.last().map_or((1, 1), |e| (e.size, e.stride));
        let contiguous =
            (stride == 0 || stride == 1) && self.packet_size != 0 && size % self.packet_size == 0;
        contiguous || self.packet_size == 1
    }
}

impl std::fmt::Display for SeqConfig {
    /// The manual's notation `[size_0 : stride_0, ...] : packet_size` (L1336–1356).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("[")?;
        for (i, e) in self.entries.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{} : {}", e.size, e.stride)?;
        }
        write!(f, "] : {}", self.packet_size)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manual_notation() {
        assert_eq!(
            SeqConfig::new(&[(4, 8), (8, -1)], 8).to_string(),
            "[4 : 8, 8 : -1] : 8"
        );
        assert_eq!(SeqConfig::new(&[], 1).to_string(), "[] : 1");
    }

    #[test]
    fn elements_and_packets() {
        let s = SeqConfig::new(&[(4, 8), (8, 1)], 8);
        assert_eq!(s.elements(), 32);
        assert!(s.packets_fit());
        assert!(!SeqConfig::new(&[(8, 2)], 8).packets_fit());
        assert!(SeqConfig::new(&[(8, 2)], 1).packets_fit());
        assert!(!SeqConfig::new(&[(6, 1)], 4).packets_fit());
        let huge = SeqConfig::new(&[(65_536, 1); 8], 1);
        assert_eq!(huge.elements(), u64::MAX);
    }
}
