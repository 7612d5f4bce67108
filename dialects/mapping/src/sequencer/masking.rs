//! The Fetch Adapter masking configuration for padded innermost axes (manual L1877–1936,
//! digest-A §2.10): which entry carries the padded axis, the left pad (realised by moving the
//! base address back), and how many lanes of the packet are valid for each index of the
//! padded axis' outer entry.
//!
//! The manual's register names are kept as a view ([`Masking::registers`]): `last_dim`,
//! `lpad`, `last_dim_rightmost_valid_count[...]` and, in case 3,
//! `last_dim_rightmost_valid_count_dim`. Cases 1 and 2 print the *number of masked* lanes
//! in `last_dim_rightmost_valid_count[0]` (L1906, L1916) although the name says "valid";
//! case 3 prints valid counts (L1934). Decision "Sequencer and fetch", masking registers.

use super::dtype::ElemType;
use super::error::{SeqError, SeqErrorKind};

/// The three hardware masking cases of L1903–1935.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MaskCase {
    /// Case 1: the padded axis' outer entry sits right outside the innermost entry (or the
    /// whole padded axis is the innermost entry).
    Contiguous,
    /// Case 2: other entries sit between the outer entry and the innermost entry.
    Split,
    /// Case 3: per-index valid counts, selected by a `1` closing Time (the anchor entry
    /// `1 : 0`); the outer entry has at most 8 indices.
    PerIndex,
}

impl MaskCase {
    /// 1, 2 or 3, as the manual numbers them.
    pub fn number(self) -> u8 {
        match self {
            MaskCase::Contiguous => 1,
            MaskCase::Split => 2,
            MaskCase::PerIndex => 3,
        }
    }
}

/// Picks the case from the entry positions.
pub fn mask_case(outer: Option<usize>, inner: usize, anchor: Option<usize>) -> MaskCase {
    match (outer, anchor) {
        (Some(_), Some(_)) => MaskCase::PerIndex,
        (Some(o), None) if o + 1 != inner => MaskCase::Split,
        _ => MaskCase::Contiguous,
    }
}

/// The masking derived for a read whose innermost stream axis is padded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Masking {
    /// Which hardware case applies.
    pub case: MaskCase,
    /// Lanes masked at the start of the padded axis (`lpad`).
    pub left_pad: u64,
    /// The configuration's base address (elements), already moved back by the left pad.
    pub base_shift: i64,
    /// Entry index (0 = outermost) of the innermost (packet) part of the padded axis.
    pub inner_entry: usize,
    /// Entry index of the outer part of the padded axis (`None` when the whole axis is in
    /// the innermost entry).
    pub outer_entry: Option<usize>,
    /// Entry index of the case-3 anchor `1 : 0`.
    pub anchor_entry: Option<usize>,
    /// Valid lanes of the packet for each index of the outer entry (one value when there is
    /// no outer entry).
    pub valid_counts: Vec<u64>,
    /// Lanes masked on the right at the last index of the outer entry.
    pub right_masked: u64,
    /// The value written into masked lanes.
    pub pad_value: i64,
}

/// The largest right-mask count cases 1 and 2 can hold for elements of `bits` bits: 255 for
/// 4-bit types and 31 for f32 (L1902), i.e. `1024 / bits - 1`.
pub fn right_mask_limit(dtype: ElemType) -> u64 {
    1024 / u64::from(dtype.bits()) - 1
}

/// The manual's register values of a masking configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MaskRegisters {
    /// `last_dim`.
    pub last_dim: usize,
    /// `lpad` (`left_pad`).
    pub lpad: u64,
    /// `last_dim_rightmost_valid_count[...]`: one value (cases 1 and 2, the masked count as
    /// the manual prints it) or one per outer index (case 3, valid counts).
    pub rightmost_valid_count: Vec<u64>,
    /// `last_dim_rightmost_valid_count_dim` (case 3 only).
    pub rightmost_valid_count_dim: Option<usize>,
    /// `pad_value`.
    pub pad_value: i64,
}

impl Masking {
    /// The register view, checking the case limits for elements of `dtype`: cases 1 and 2
    /// hold at most [`right_mask_limit`] masked lanes; case 3 at most 8 outer indices.
    pub fn registers(&self, dtype: ElemType) -> Result<MaskRegisters, SeqError> {
        match self.case {
            MaskCase::PerIndex => {
                if self.valid_counts.len() > 8 {
                    return Err(SeqError::new(
                        SeqErrorKind::Masking,
                        format!(
                            "per-index masking (case 3) supports at most 8 indices, the padded \
                             axis has {}",
                            self.valid_counts.len()
                        ),
                    ));
                }
                Ok(MaskRegisters {
                    last_dim: self.anchor_entry.unwrap_or(self.inner_entry),
                    lpad: self.left_pad,
                    rightmost_valid_count: self.valid_counts.clone(),
                    rightmost_valid_count_dim: self.outer_entry,
                    pad_value: self.pad_value,
                })
            }
            MaskCase::Contiguous | MaskCase::Split => {
                let limit = right_mask_limit(dtype);
                if self.right_masked > limit {
                    return Err(SeqError::new(
                        SeqErrorKind::Masking,
                        format!(
                            "{} lanes masked on the right exceed the case-1/2 limit of {limit} for \
                             {dtype}; close Time with `1` to use per-index masking (case 3)",
                            self.right_masked
                        ),
                    ));
                }
                Ok(MaskRegisters {
                    last_dim: self.outer_entry.unwrap_or(self.inner_entry),
                    lpad: self.left_pad,
                    rightmost_valid_count: vec![self.right_masked],
                    rightmost_valid_count_dim: None,
                    pad_value: self.pad_value,
                })
            }
        }
    }
}
