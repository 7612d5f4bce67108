//! Element types seen by the sequencer and Fetch Adapter: the hardware model's
//! [`visa_tcp::DType`] (storage width, keywords, the cast table of manual L1959–2021),
//! with the sequencer's typed error for an unsupported cast.

use super::error::{SeqError, SeqErrorKind};

/// A scalar element type of the TCP Virtual ISA (the hardware model's [`visa_tcp::DType`]).
pub use visa_tcp::DType as ElemType;
/// The hardware generation, which decides the cast table (L1962–1979).
pub use visa_tcp::Target;

/// Checks [`ElemType::casts_to`], with a typed error.
pub fn check_cast(from: ElemType, to: ElemType, target: Target) -> Result<(), SeqError> {
    if from.casts_to(to, target) {
        Ok(())
    } else {
        Err(SeqError::new(
            SeqErrorKind::UnsupportedCast,
            format!(
                "the Fetch Adapter cannot cast {from} to {to} on {target:?} (manual: Moving Tensors › Fetch Engine › Fetch Adapter › Type Casting)"
            ),
        ))
    }
}

/// Parses an element type keyword (`i8`, `bf16`, `f8e4m3`, ...; surrounding blanks ignored),
/// with the sequencer's typed error.
pub fn parse_elem_type(s: &str) -> Result<ElemType, SeqError> {
    s.trim()
        .parse::<ElemType>()
        .map_err(|e| SeqError::new(SeqErrorKind::BadInput, e.to_string()))
}
