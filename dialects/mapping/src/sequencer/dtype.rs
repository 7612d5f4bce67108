//! Element types seen by the sequencer and Fetch Adapter: storage width and the cast table
//! (manual L1959–2021).

use std::fmt;
use std::str::FromStr;

use super::error::{SeqError, SeqErrorKind};

/// A scalar element type of the TCP Virtual ISA.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ElemType {
    /// 4-bit signed integer (two per byte).
    I4,
    /// 5-bit integer, a cast output; stored in 8 bits (decision "Sequencer and fetch", i5/i9).
    I5,
    /// 8-bit signed integer.
    I8,
    /// 9-bit integer, a cast output; stored in 16 bits (decision "Sequencer and fetch", i5/i9).
    I9,
    /// 16-bit signed integer.
    I16,
    /// 32-bit signed integer.
    I32,
    /// 8-bit float, 4 exponent bits.
    F8e4m3,
    /// 8-bit float, 5 exponent bits.
    F8e5m2,
    /// bfloat16.
    Bf16,
    /// IEEE half.
    F16,
    /// IEEE single.
    F32,
}

/// The hardware generation, which decides the cast table (L1962–1979).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Target {
    /// RNGD.
    #[default]
    Rngd,
    /// RNGD-S: RNGD's casts plus i4→i9, i16→i9, f8→bf16.
    RngdS,
}

impl ElemType {
    /// Every type, for help text and tests.
    pub const ALL: [ElemType; 11] = [
        ElemType::I4,
        ElemType::I5,
        ElemType::I8,
        ElemType::I9,
        ElemType::I16,
        ElemType::I32,
        ElemType::F8e4m3,
        ElemType::F8e5m2,
        ElemType::Bf16,
        ElemType::F16,
        ElemType::F32,
    ];

    /// Storage width in bits.
    pub fn bits(self) -> u64 {
        match self {
            ElemType::I4 => 4,
            ElemType::I5 | ElemType::I8 | ElemType::F8e4m3 | ElemType::F8e5m2 => 8,
            ElemType::I9 | ElemType::I16 | ElemType::Bf16 | ElemType::F16 => 16,
            ElemType::I32 | ElemType::F32 => 32,
        }
    }

    /// The manual's name (`i8`, `bf16`, `f8e4m3`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ElemType::I4 => "i4",
            ElemType::I5 => "i5",
            ElemType::I8 => "i8",
            ElemType::I9 => "i9",
            ElemType::I16 => "i16",
            ElemType::I32 => "i32",
            ElemType::F8e4m3 => "f8e4m3",
            ElemType::F8e5m2 => "f8e5m2",
            ElemType::Bf16 => "bf16",
            ElemType::F16 => "f16",
            ElemType::F32 => "f32",
        }
    }

    /// Whether the Fetch Adapter converts `self` to `to` on `target` (`self == to` is the
    /// no-op and always allowed).
    pub fn casts_to(self, to: ElemType, target: Target) -> bool {
        use ElemType::*;
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
                | (F8e4m3, F32)
                | (F8e5m2, F32)
                | (Bf16, F32)
                | (F16, F32)
                | (F32, Bf16)
        );
        let rngd_s = matches!(
            (self, to),
            (I4, I9) | (I16, I9) | (F8e4m3, Bf16) | (F8e5m2, Bf16)
        );
        rngd || (target == Target::RngdS && rngd_s)
    }

    /// Checks [`ElemType::casts_to`], with a typed error.
    pub fn check_cast(self, to: ElemType, target: Target) -> Result<(), SeqError> {
        if self.casts_to(to, target) {
            Ok(())
        } else {
            Err(SeqError::new(
                SeqErrorKind::UnsupportedCast,
                format!(
                    "the Fetch Adapter cannot cast {self} to {to} on {target:?} (manual L1962-1979)"
                ),
            ))
        }
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ElemType {
    type Err = SeqError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        ElemType::ALL
            .into_iter()
            .find(|t| t.name() == s.trim())
            .ok_or_else(|| {
                let names: Vec<&str> = ElemType::ALL.iter().map(|t| t.name()).collect();
                SeqError::new(
                    SeqErrorKind::BadInput,
                    format!("unknown dtype `{s}` (expected one of {})", names.join(", ")),
                )
            })
    }
}
