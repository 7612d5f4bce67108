//! The keyword enums and rules of the contraction path's stream-level interface
//! (manual 002, Contraction Engine L3670–4548, TRF L4040–4177, Cast Engine L6756–6819):
//! the TRF address mode of `to_trf`, the accumulation kind of `accumulate`, and the
//! numbers their verifiers check. The stream dialect, the engine/hw dialects and the
//! simulator read them from here.

use crate::DType;

crate::keywords! {
    /// Which part of the TRF a `to_trf` writes (`TrfAddress`, L4150–4159): the whole
    /// register file, or one half (rows-in-bank 0–63 or 64–127) so that the sequencer
    /// reads one half while the other is loaded (double buffering).
    pub enum TrfAddress: "TRF address mode" as "trf_address" {
        /// Rows-in-bank 0–63: the first half of every Row's bytes.
        FirstHalf = "first_half",
        /// Rows-in-bank 64–127: the second half of every Row's bytes.
        SecondHalf = "second_half",
        /// The whole TRF.
        Full = "full",
    }
}

impl TrfAddress {
    /// The bytes per Row this mode gives a tensor (L1089: 8 KiB per Row for `Full`,
    /// half of it for a half; digest-C §1.4).
    pub fn bytes_per_row(self) -> u64 {
        match self {
            TrfAddress::Full => crate::limits::TRF_BYTES,
            TrfAddress::FirstHalf | TrfAddress::SecondHalf => crate::limits::TRF_BYTES / 2,
        }
    }

    /// The first byte of each Row's space this mode writes (L4150–4159).
    pub fn base(self) -> u64 {
        match self {
            TrfAddress::Full | TrfAddress::FirstHalf => 0,
            TrfAddress::SecondHalf => crate::limits::TRF_BYTES / 2,
        }
    }
}

crate::keywords! {
    /// How the temporal accumulator lays out its output (`AccumulationKind`,
    /// L4435–4450 and L4482–4527).
    pub enum AccumulationKind: "accumulation kind" as "accumulation" {
        /// One value from each of the 8 Rows per beat: the output packet is `Row # 8`.
        Interleaved = "interleaved",
        /// Up to 8 elements of the reduced packet per beat, Row moves to Time.
        Sequential = "sequential",
    }
}

/// Bytes of one computation packet of the Reducer, the MAC width (L3921: `OutPacket`
/// is always 64 bytes).
pub const MAC_BYTES: u64 = 64;

/// Slots of the temporal accumulator per slice: 8 rows × 32 columns × 4 registers
/// (L4409).
pub const ACCUMULATOR_SLOTS: u64 = 1024;

/// Columns of the accumulator per Row: the Reducer's output is resized to 32 columns
/// (L4396–4402).
pub const ACCUMULATOR_COLUMNS: u64 = 32;

/// The Row counts the Reducer runs with (L4162–4167, L4529–4530).
pub const ROW_COUNTS: [u64; 4] = [1, 2, 4, 8];

/// The input types of the Contraction Engine (L3777–3782: i4, i8, f8 and bf16 only).
pub fn contracts(d: DType) -> bool {
    matches!(
        d,
        DType::I4 | DType::I8 | DType::F8E4M3 | DType::F8E5M2 | DType::Bf16
    )
}

/// The Reducer's output type for input type `d` (L4297–4331: i32 for integers, f32
/// for floats).
pub fn contraction_output(d: DType) -> DType {
    if d.is_int() {
        DType::I32
    } else {
        DType::F32
    }
}

/// The deepest reduction tree for input type `d` (L4388, L4530–4531): `log2` of the
/// elements of one 64-byte packet (i4 → 7, i8/f8 → 6, bf16 → 5).
pub fn max_tree_depth(d: DType) -> u32 {
    d.elems_in(MAC_BYTES).trailing_zeros()
}

/// Whether the Cast Engine converts `from` to `to` (L6770–6775: i32 → i4, i8, i16;
/// f32 → f8e5m2, f8e4m3, f16, bf16). A cast to the same type is not a precision
/// lowering and is rejected.
pub fn cast_engine_converts(from: DType, to: DType) -> bool {
    use DType::*;
    matches!(
        (from, to),
        (I32, I4)
            | (I32, I8)
            | (I32, I16)
            | (F32, F8E5M2)
            | (F32, F8E4M3)
            | (F32, F16)
            | (F32, Bf16)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tree_depths_by_hand() {
        // L4388: i4 128 elements (7), i8/f8 64 (6), bf16 32 (5).
        assert_eq!(max_tree_depth(DType::I4), 7);
        assert_eq!(max_tree_depth(DType::I8), 6);
        assert_eq!(max_tree_depth(DType::F8E4M3), 6);
        assert_eq!(max_tree_depth(DType::Bf16), 5);
    }

    #[test]
    fn casts_and_types() {
        assert!(cast_engine_converts(DType::F32, DType::Bf16));
        assert!(cast_engine_converts(DType::I32, DType::I4));
        assert!(!cast_engine_converts(DType::F32, DType::I8));
        assert!(!cast_engine_converts(DType::Bf16, DType::F8E4M3));
        assert!(contracts(DType::Bf16) && !contracts(DType::F32) && !contracts(DType::F16));
        assert_eq!(contraction_output(DType::I8), DType::I32);
        assert_eq!(contraction_output(DType::F8E5M2), DType::F32);
        assert_eq!(TrfAddress::SecondHalf.base(), 4096);
        assert_eq!(TrfAddress::Full.bytes_per_row(), 8192);
        assert_eq!(
            TrfAddress::from_keyword("first_half"),
            Some(TrfAddress::FirstHalf)
        );
        assert_eq!(AccumulationKind::KEYWORDS, ["interleaved", "sequential"]);
    }
}
