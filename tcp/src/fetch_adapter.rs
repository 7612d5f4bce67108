//! The Fetch Adapter's stages beside the type cast (L1869–2048), in the order the adapter
//! runs them: masking of padded positions with a pad value (L1877–1936), table lookup
//! (L1937–1958), then the cast and the zero point (`Fetch::cast`, `Fetch::zero_point`),
//! whose second value for an interleaved fetch (L2040–2048) is [`FetchStages::zero_point_odd`].
//! The commit's slice bitmap (L2314–2319) is [`crate::Commit::slice_bitmap`].
//!
//! Only the configuration and its rules live here; the simulator applies the stages with
//! its own code, the stream interpreter with its own (docs/decisions.md C9H-1..C9H-4).

use crate::{Context, DType};

/// The fetch adapter's masking, table and second zero point (all absent by default).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct FetchStages {
    /// Masking of padded lanes with a pad value (L1877–1936).
    pub mask: Option<FetchMask>,
    /// The lookup table (L1937–1958): entry `i` (raw bits of the fetched element type) replaces
    /// every element whose raw bits, read unsigned, are `i`; `2^bits` entries.
    pub table: Option<Vec<u32>>,
    /// The zero point of the second tensor of an interleaved fetch (L2040–2048): stream
    /// packets alternate lhs, rhs (the interleave axis is Time's innermost, C9C-1), so the
    /// odd packets subtract this one and the even ones `Fetch::zero_point`.
    pub zero_point_odd: Option<i32>,
}

impl FetchStages {
    /// Whether no stage is configured.
    pub fn is_empty(&self) -> bool {
        self.mask.is_none() && self.table.is_none() && self.zero_point_odd.is_none()
    }
}

/// Which lanes of a fetched packet keep their data; the rest read as the pad value
/// (L1898–1936, in the per-index form of the manual's case 3 — docs/decisions.md C9H-1).
///
/// The masked index is the stream packet number `p` divided by `inner`, modulo
/// `valid.len()` (the manual's `last_dim`: a sequencer entry, here given by its stride in
/// packets). At index `j`, lane `l` keeps its data iff `l < valid[j]` and, for `j = 0`,
/// `l >= left_pad`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FetchMask {
    /// Stream packets per step of the masked index (at least 1).
    pub inner: u32,
    /// Valid lanes counted from lane 0 at each index of the masked entry
    /// (`last_dim_rightmost_valid_count`).
    pub valid: Vec<u32>,
    /// Lanes masked at index 0 (`left_pad`, realised by a base address before the data).
    pub left_pad: u32,
    /// The pad value: raw bits of the fetched element type.
    pub pad: u32,
}

/// The right padding of cases 1 and 2 is "limited to 0–255 for 4-bit types, 0–31 for
/// f32" (L1902): fewer than 1024 bits of masked lanes at the last index.
pub const MASK_RIGHT_BITS: u64 = 1024;

/// Fill cycles the table lookup adds to a pass: the manual names "additional latency"
/// without a figure (L1955–1958); one cycle, as the cast stage (docs/decisions.md C9H-2).
pub const TABLE_LOOKUP_LATENCY: u64 = 1;

/// Case 3's per-index counts cover an entry of at most 8 indices (L1927–1928).
pub const MASK_PER_INDEX: usize = 8;

impl FetchMask {
    /// Whether lane `lane` of stream packet `packet` keeps its data.
    pub fn keeps(&self, packet: u64, lane: u32) -> bool {
        let n = self.valid.len().max(1) as u64;
        let j = ((packet / u64::from(self.inner.max(1))) % n) as usize;
        (j != 0 || lane >= self.left_pad) && lane < self.valid.get(j).copied().unwrap_or(0)
    }

    /// The manual's rules for a mask over packets of `lanes` elements of `dtype`.
    pub fn check(&self, dtype: DType, lanes: u32) -> Result<(), String> {
        const CITE: &str = "manual: Moving Tensors › Fetch Engine › Fetch Adapter › Masking";
        if self.inner == 0 || self.valid.is_empty() {
            return Err(format!(
                "a fetch mask needs a step of at least 1 packet and one valid count ({CITE})"
            ));
        }
        if let Some(v) = self.valid.iter().find(|&&v| v > lanes) {
            return Err(format!(
                "a fetch mask's valid count {v} exceeds the packet's {lanes} lanes ({CITE})"
            ));
        }
        if self.left_pad > lanes {
            return Err(format!(
                "a fetch mask's left padding {} exceeds the packet's {lanes} lanes ({CITE})",
                self.left_pad
            ));
        }
        let bits = dtype.bits();
        if bits < 32 && u64::from(self.pad) >> bits != 0 {
            return Err(format!(
                "the pad value {:#x} is not a {bits}-bit value of {dtype} ({CITE})",
                self.pad
            ));
        }
        // Cases 1 and 2 mask only the last index on the right, fewer than 1024 bits;
        // case 3 counts each of at most 8 indices (L1902, L1927–1928).
        if self.valid.len() > MASK_PER_INDEX {
            let (last, rest) = self.valid.split_last().expect("not empty");
            if rest.iter().any(|&v| v != lanes) {
                return Err(format!(
                    "a masked index of {} positions may mask only its last position on the right; per-position counts cover at most {MASK_PER_INDEX} ({CITE})",
                    self.valid.len()
                ));
            }
            let right = u64::from(lanes - last) * u64::from(bits);
            if right >= MASK_RIGHT_BITS {
                return Err(format!(
                    "the right padding of {} lanes is {right} bits; it must stay under {MASK_RIGHT_BITS} bits (0–255 4-bit, 0–31 f32 elements) ({CITE})",
                    lanes - last
                ));
            }
        }
        Ok(())
    }
}

/// The rules of the stages for a fetch of `dtype` in `context` with `lanes` elements per
/// packet: the sub context's adapter only subtracts zero points (L1869–1871); a table has
/// one entry per value of a 4- or 8-bit type (docs/decisions.md C9H-2).
pub fn check(
    stages: &FetchStages,
    context: Context,
    dtype: DType,
    lanes: u32,
) -> Result<(), String> {
    if context == Context::Sub && (stages.mask.is_some() || stages.table.is_some()) {
        return Err("the sub-context fetch adapter only subtracts zero points; masking and table lookup are main-context stages (manual: Moving Tensors › Fetch Engine › Fetch Adapter)".into());
    }
    if let Some(m) = &stages.mask {
        m.check(dtype, lanes)?;
    }
    if let Some(t) = &stages.table {
        const CITE: &str = "manual: Moving Tensors › Fetch Engine › Fetch Adapter › Table Indexing";
        let bits = dtype.bits();
        if bits > 8 {
            return Err(format!(
                "a lookup table indexes 4- or 8-bit elements, not {dtype} ({CITE})"
            ));
        }
        if t.len() != 1 << bits {
            return Err(format!(
                "a lookup table over {dtype} has {} entries, not {} ({CITE})",
                1u32 << bits,
                t.len()
            ));
        }
        if let Some(e) = t.iter().find(|&&e| u64::from(e) >> bits != 0) {
            return Err(format!(
                "table entry {e:#x} is not a {bits}-bit value of {dtype} ({CITE})"
            ));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Case 1 (L1903–1911): `B' = # 2 + B + # 4` over 3 packets of 32 i8, the padded
    /// index innermost in Time: packet 0 masks lanes 0..2, packet 2 lanes 28..32.
    #[test]
    fn case_1_lanes_by_hand() {
        let m = FetchMask {
            inner: 1,
            valid: vec![32, 32, 28],
            left_pad: 2,
            pad: 0,
        };
        m.check(DType::I8, 32).unwrap();
        let masked = |p: u64| (0..32).filter(|&l| !m.keeps(p, l)).collect::<Vec<u32>>();
        assert_eq!(masked(0), [0, 1]);
        assert!(masked(1).is_empty());
        assert_eq!(masked(2), [28, 29, 30, 31]);
        // The next A row starts over.
        assert_eq!(masked(3), [0, 1]);
    }

    /// Case 2 (L1912–1921): the padded index outer, A = 32 inside it.
    #[test]
    fn case_2_lanes_by_hand() {
        let m = FetchMask {
            inner: 32,
            valid: vec![32, 32, 28],
            left_pad: 2,
            pad: 0,
        };
        assert!(!m.keeps(31, 1) && m.keeps(32, 1) && m.keeps(64, 27) && !m.keeps(95, 28));
    }

    /// Case 3 (L1922–1936): 97 of 128 f32 valid, per-index counts.
    #[test]
    fn case_3_counts_97() {
        let m = FetchMask {
            inner: 1,
            valid: vec![16, 16, 16, 16, 16, 16, 1, 0],
            left_pad: 0,
            pad: 0,
        };
        m.check(DType::F32, 16).unwrap();
        let kept = (0..8u64)
            .map(|p| (0..16).filter(|&l| m.keeps(p, l)).count())
            .sum::<usize>();
        assert_eq!(kept, 97);
    }

    #[test]
    fn limits() {
        // 31 f32 lanes of right padding pass, 32 do not (L1902); over 8 indices only.
        let m = |last| FetchMask {
            inner: 1,
            valid: vec![32; 9].into_iter().chain([last]).collect(),
            left_pad: 0,
            pad: 0,
        };
        assert!(m(1).check(DType::F32, 32).is_ok());
        assert!(m(0).check(DType::F32, 32).is_err());
        let t = FetchStages {
            table: Some(vec![0; 255]),
            ..Default::default()
        };
        assert!(check(&t, Context::Main, DType::I8, 32).is_err());
        let t = FetchStages {
            table: Some(vec![0; 16]),
            ..Default::default()
        };
        assert!(check(&t, Context::Main, DType::I4, 32).is_ok());
        assert!(check(&t, Context::Sub, DType::I4, 32).is_err());
        assert!(check(&t, Context::Main, DType::I16, 32).is_err());
    }
}
