//! Indirect DMA (gather and scatter): the manual's `IndirectLoop` (L1684–1690) on a tensor-DMA
//! descriptor. Standard entries walk fixed strides; an indirect descriptor takes, on one side
//! (the source for a gather, the destination for a scatter), an extra byte offset per
//! iteration read from an index tensor in memory at run time ("embedding lookups where indices
//! are determined at runtime", L1690): `offset = index[j] · row_stride`, where `j` is the
//! position of the current iteration in the index tensor (`Σ idx_k · index_strides[k]`
//! elements of 4 bytes from `index_base`).
//!
//! The compiler never reads the index tensor: it emits the descriptor, and the device (the
//! simulator) reads each index when it runs the descriptor and rejects one outside
//! `0..rows` (docs/decisions.md C10A-1..C10A-3).

use crate::dma::{DmaDescriptor, DmaEntry};
use crate::space::Space;

/// Bytes of one index element (`i32`).
pub const INDEX_BYTES: u64 = 4;

/// Which side of a descriptor the index tensor offsets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IndirectSide {
    /// A gather: the source address takes `index[j] · row_stride`.
    Src,
    /// A scatter: the destination address takes `index[j] · row_stride`.
    Dst,
}

impl IndirectSide {
    /// The keyword of the side in IR (`src`, `dst`).
    pub fn keyword(self) -> &'static str {
        match self {
            IndirectSide::Src => "src",
            IndirectSide::Dst => "dst",
        }
    }

    /// The side of a keyword.
    pub fn from_keyword(s: &str) -> Option<IndirectSide> {
        match s {
            "src" => Some(IndirectSide::Src),
            "dst" => Some(IndirectSide::Dst),
            _ => None,
        }
    }
}

/// The indirect part of a descriptor (`IndirectLoop`, L1684–1690).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DmaIndirect {
    /// The side the index offsets.
    pub side: IndirectSide,
    /// The memory holding the index tensor (`i32` elements).
    pub index_space: Space,
    /// Byte address of the index element for the all-zero iteration.
    pub index_base: u64,
    /// Per loop entry, the step in index elements (0 for entries that do not walk the index).
    pub index_strides: Vec<i64>,
    /// Bytes per index unit on the indexed side (the table's row stride).
    pub row_stride: u64,
    /// Index values must lie in `0..rows`.
    pub rows: u32,
}

/// The index reads of a descriptor: the memory, the base byte address and the loop levels
/// `(size, byte stride)`.
pub type IndexLevels = (Space, u64, Vec<(u64, i64)>);

impl DmaDescriptor {
    /// The descriptor with its indirect offsets replaced by one outer entry walking every
    /// row (`rows` × `row_stride` on the indexed side, 0 on the other): it touches every
    /// byte the indirect descriptor may touch, whatever the index values; the hardware's
    /// range and alignment rules and the hazard footprint are taken on it. A descriptor
    /// without indirection is returned as it is.
    pub fn envelope(&self) -> DmaDescriptor {
        let mut d = self.clone();
        if let Some(ind) = d.indirect.take() {
            let rs = ind.row_stride as i64;
            let e = match ind.side {
                IndirectSide::Src => DmaEntry::new(ind.rows, rs, 0),
                IndirectSide::Dst => DmaEntry::new(ind.rows, 0, rs),
            };
            d.entries.insert(0, e);
        }
        d
    }

    /// The index elements an indirect descriptor reads, as loop levels `(size, byte
    /// stride)` from its `index_base` (one 4-byte access per iteration); `None` without
    /// indirection.
    pub fn index_levels(&self) -> Option<IndexLevels> {
        let ind = self.indirect.as_ref()?;
        let levels = self
            .entries
            .iter()
            .zip(&ind.index_strides)
            .map(|(e, &s)| (u64::from(e.size), s * INDEX_BYTES as i64))
            .collect();
        Some((ind.index_space, ind.index_base, levels))
    }
}

/// The hardware's rules for the indirect part of descriptor `d` of `cmd` (the rest is checked
/// on [`DmaDescriptor::envelope`]): tensor DMA only, one index step per entry, an `i32` index
/// tensor 4-byte aligned in HBM or DM of the descriptor's chip and in range, at least one row.
pub fn check(
    cmd: &crate::DmaCommand,
    d: &DmaDescriptor,
    geom: &crate::check::Geometry,
) -> crate::check::CheckResult<()> {
    use crate::check::CheckError;
    let Some(ind) = &d.indirect else {
        return Ok(());
    };
    let bad = |m: String| Err(CheckError::Invalid(m));
    if cmd.engine != crate::DmaEngine::Tensor {
        return bad("indirect access runs on the tensor DMA only".into());
    }
    if ind.index_strides.len() != d.entries.len() {
        return bad(format!(
            "{} index strides for {} loop entries",
            ind.index_strides.len(),
            d.entries.len()
        ));
    }
    if !matches!(ind.index_space, Space::Hbm { .. } | Space::Dm { .. })
        || ind.index_space.chip() != d.src.chip()
    {
        return bad(format!(
            "the index tensor must be in HBM or DM of the descriptor's chip, not {}",
            ind.index_space
        ));
    }
    if ind.rows == 0 || ind.row_stride == 0 {
        return bad("an indirect descriptor needs at least one row of non-zero stride".into());
    }
    if ind.index_base % INDEX_BYTES != 0 {
        return bad(format!(
            "the index tensor's address {} is not 4-byte aligned",
            ind.index_base
        ));
    }
    let (space, base, levels) = d.index_levels().expect("indirect");
    if !crate::check::nest_in_range(geom, space, base, &levels, INDEX_BYTES) {
        return Err(CheckError::OutOfRange {
            space,
            addr: i128::from(base),
            len: INDEX_BYTES,
            reason: "the index tensor's accesses leave the memory".into(),
        });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn gather() -> DmaDescriptor {
        DmaDescriptor {
            engine: 0,
            src: Space::Hbm { chip: 0 },
            dst: Space::Hbm { chip: 0 },
            src_base: 0,
            dst_base: 4096,
            entries: vec![DmaEntry::new(3, 0, 256)],
            stride0: 256,
            indirect: Some(DmaIndirect {
                side: IndirectSide::Src,
                index_space: Space::Hbm { chip: 0 },
                index_base: 8192,
                index_strides: vec![1],
                row_stride: 256,
                rows: 10,
            }),
        }
    }

    #[test]
    fn envelope_walks_every_row_on_the_indexed_side() {
        let e = gather().envelope();
        assert!(e.indirect.is_none());
        assert_eq!(e.entries[0], DmaEntry::new(10, 256, 0));
        assert_eq!(e.entries[1], DmaEntry::new(3, 0, 256));
    }

    #[test]
    fn index_levels_are_four_byte_steps() {
        let (space, base, levels) = gather().index_levels().unwrap();
        assert_eq!((space, base), (Space::Hbm { chip: 0 }, 8192));
        assert_eq!(levels, vec![(3, 4)]);
    }

    #[test]
    fn side_keywords_round_trip() {
        for s in [IndirectSide::Src, IndirectSide::Dst] {
            assert_eq!(IndirectSide::from_keyword(s.keyword()), Some(s));
        }
        assert_eq!(IndirectSide::from_keyword("both"), None);
    }
}
