//! Memory spaces: host memory, and per chip HBM, DM, VRF and TRF (L137–140, L2404–2541).
//!
//! [`MemoryKind`] is the keyword (`host`, `hbm`, `dm`, `vrf`, `trf`); a [`Space`] is a kind on
//! one chip. DM, VRF and TRF are per slice: a flat per-chip address of those spaces puts slice
//! `s` at `s * window` (`slice_stride` = 4 MiB for DM in DMA addresses, L2541).

use std::fmt;

crate::keywords! {
    /// The kind of a memory (L137–140).
    pub enum MemoryKind: "memory space" as "space" {
        /// Host system memory, reached over PCIe.
        Host = "host",
        /// High-bandwidth memory of a chip (L137).
        Hbm = "hbm",
        /// Data memory of every slice (L138).
        Dm = "dm",
        /// Vector register file of every slice (L140).
        Vrf = "vrf",
        /// Tensor register file of every slice (L139).
        Trf = "trf",
    }
}

/// A memory space: host memory or a memory kind of one chip.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Space {
    /// Host system memory.
    Host,
    /// The HBM of a chip.
    Hbm {
        /// Chip index.
        chip: u32,
    },
    /// The DM of every slice of a chip (slice windows of `slice_stride` bytes).
    Dm {
        /// Chip index.
        chip: u32,
    },
    /// The VRF of every slice of a chip.
    Vrf {
        /// Chip index.
        chip: u32,
    },
    /// The TRF of every slice of a chip.
    Trf {
        /// Chip index.
        chip: u32,
    },
}

impl Space {
    /// The space of `kind` on `chip` (the chip is ignored for host memory).
    pub fn new(kind: MemoryKind, chip: u32) -> Space {
        match kind {
            MemoryKind::Host => Space::Host,
            MemoryKind::Hbm => Space::Hbm { chip },
            MemoryKind::Dm => Space::Dm { chip },
            MemoryKind::Vrf => Space::Vrf { chip },
            MemoryKind::Trf => Space::Trf { chip },
        }
    }

    /// The kind of memory.
    pub fn kind(self) -> MemoryKind {
        match self {
            Space::Host => MemoryKind::Host,
            Space::Hbm { .. } => MemoryKind::Hbm,
            Space::Dm { .. } => MemoryKind::Dm,
            Space::Vrf { .. } => MemoryKind::Vrf,
            Space::Trf { .. } => MemoryKind::Trf,
        }
    }

    /// The chip this space belongs to (`None` for host memory).
    pub fn chip(self) -> Option<u32> {
        match self {
            Space::Host => None,
            Space::Hbm { chip }
            | Space::Dm { chip }
            | Space::Vrf { chip }
            | Space::Trf { chip } => Some(chip),
        }
    }

    /// Whether the space is split into per-slice windows.
    pub fn is_sliced(self) -> bool {
        matches!(
            self,
            Space::Dm { .. } | Space::Vrf { .. } | Space::Trf { .. }
        )
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.chip() {
            None => f.write_str(self.kind().keyword()),
            Some(chip) => write!(f, "{}[chip {chip}]", self.kind()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip() {
        for &k in MemoryKind::ALL {
            let s = Space::new(k, 3);
            assert_eq!(s.kind(), k);
            assert_eq!(s.chip(), (k != MemoryKind::Host).then_some(3));
        }
        assert_eq!(Space::Dm { chip: 1 }.to_string(), "dm[chip 1]");
        assert_eq!(Space::Host.to_string(), "host");
    }
}
