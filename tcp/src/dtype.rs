//! Element types of the TCP and the fetch adapter's cast table.
//!
//! The DMA moves `i4`, `i8`, `i16`, `i32`, `bf16`, `f16`, `f32`, `f8e4m3` and `f8e5m2`
//! elements (L2521); the fetch adapter's casts may also produce `i5` and `i9` (L1962–1979),
//! stored in 8 and 16 bits (decision "Sequencer and fetch", i5/i9). `i4` packs two elements
//! per byte. Keywords are the manual's names; the IR spells the same types as MLIR builtin
//! types (`f8E4M3FN`, `f8E5M2`), converted by the dialects.

crate::keywords! {
    /// An element type of the TCP (L2521, L1962–1979).
    pub enum DType: "dtype" as "dtype" {
        /// 4-bit signed integer, two per byte.
        I4 = "i4",
        /// 5-bit integer, a cast output; stored in 8 bits.
        I5 = "i5",
        /// 8-bit signed integer.
        I8 = "i8",
        /// 9-bit integer, a cast output; stored in 16 bits.
        I9 = "i9",
        /// 16-bit signed integer.
        I16 = "i16",
        /// 32-bit signed integer.
        I32 = "i32",
        /// 8-bit float, 4 exponent bits, 3 mantissa bits (finite-only "fn" variant).
        F8E4M3 = "f8e4m3",
        /// 8-bit float, 5 exponent bits, 2 mantissa bits (IEEE-like).
        F8E5M2 = "f8e5m2",
        /// bfloat16.
        Bf16 = "bf16",
        /// IEEE binary16.
        F16 = "f16",
        /// IEEE binary32.
        F32 = "f32",
    }
}

/// The NaN every arithmetic unit produces, as `f32` bits: the canonical quiet NaN of
/// binary32, positive. The Vector Engine's ALUs (decision C9-1), the Inter-Slice Block and
/// the contraction path's accumulator output (T19N-2) give it for every NaN result; data
/// movement keeps every other NaN's bits (T19N-1).
pub const CANONICAL_NAN_F32: u32 = 0x7FC0_0000;

/// The hardware generation, which decides the fetch adapter's cast table (L1962–1979).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Target {
    /// RNGD.
    #[default]
    Rngd,
    /// RNGD-S: RNGD's casts plus i4→i9, i16→i9, f8→bf16.
    RngdS,
}

impl DType {
    /// Storage width in bits.
    pub fn bits(self) -> u32 {
        match self {
            DType::I4 => 4,
            DType::I5 | DType::I8 | DType::F8E4M3 | DType::F8E5M2 => 8,
            DType::I9 | DType::I16 | DType::Bf16 | DType::F16 => 16,
            DType::I32 | DType::F32 => 32,
        }
    }

    /// Whether the type is an integer type.
    pub fn is_int(self) -> bool {
        matches!(
            self,
            DType::I4 | DType::I5 | DType::I8 | DType::I9 | DType::I16 | DType::I32
        )
    }

    /// Whole elements in `bytes` bytes.
    pub fn elems_in(self, bytes: u64) -> u64 {
        bytes * 8 / u64::from(self.bits())
    }

    /// Bytes occupied by `n` elements (rounded up for `i4`).
    pub fn bytes_for(self, n: u64) -> u64 {
        (n * u64::from(self.bits())).div_ceil(8)
    }

    /// Whether the fetch adapter converts `self` to `to` on `target` (`self == to` is the
    /// no-op and always allowed; L1962–1979).
    pub fn casts_to(self, to: DType, target: Target) -> bool {
        use DType::*;
        if self == to {
            return true;
        }
        let rngd = matches!(
            (self, to),
            (I4, I5)
                | (I4, I32)
                | (I8, I9)
                | (I8, I32)
                | (I16, I32)
                | (F8E4M3, F32)
                | (F8E5M2, F32)
                | (Bf16, F32)
                | (F16, F32)
                | (F32, Bf16)
        );
        let rngd_s = matches!(
            (self, to),
            (I4, I9) | (I16, I9) | (F8E4M3, Bf16) | (F8E5M2, Bf16)
        );
        rngd || (target == Target::RngdS && rngd_s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_by_hand() {
        assert_eq!(DType::I4.bytes_for(3), 2);
        assert_eq!(DType::I32.elems_in(32), 8);
        assert_eq!(DType::Bf16.elems_in(32), 16);
        assert_eq!(DType::I5.bits(), 8);
        assert_eq!(DType::I9.bits(), 16);
    }

    #[test]
    fn keywords_round_trip() {
        assert_eq!(DType::ALL.len(), 11);
        for (&d, &k) in DType::ALL.iter().zip(DType::KEYWORDS) {
            assert_eq!(d.keyword(), k);
            assert_eq!(k.parse::<DType>().unwrap(), d);
        }
        assert!("q7".parse::<DType>().is_err());
    }

    #[test]
    fn casts() {
        assert!(DType::I8.casts_to(DType::I32, Target::Rngd));
        assert!(!DType::I32.casts_to(DType::I8, Target::Rngd));
        assert!(!DType::I4.casts_to(DType::I9, Target::Rngd));
        assert!(DType::I4.casts_to(DType::I9, Target::RngdS));
    }
}
