//! The fetch adapter's type conversions over the hardware model's element types
//! ([`visa_tcp::DType`]).
//!
//! All multi-byte elements are little-endian in memory. `i4` packs two elements per byte,
//! the element with the lower index in the low nibble (both are simulator decisions recorded
//! in `docs/decisions.md`).

use crate::error::{SimError, SimResult};

pub use visa_tcp::DType;

/// Decodes an f8e4m3 (finite, NaN = S.1111.111) byte to f32.
pub(crate) fn f8e4m3_to_f32(b: u8) -> f32 {
    let sign = if b & 0x80 != 0 { -1.0f32 } else { 1.0 };
    let e = i32::from((b >> 3) & 0xF);
    let m = f32::from(b & 0x7);
    if e == 0xF && (b & 0x7) == 0x7 {
        return f32::NAN;
    }
    if e == 0 {
        sign * m / 8.0 * 2f32.powi(-6)
    } else {
        sign * (1.0 + m / 8.0) * 2f32.powi(e - 7)
    }
}

/// Decodes an f8e5m2 byte (IEEE-like, bias 15) to f32.
pub(crate) fn f8e5m2_to_f32(b: u8) -> f32 {
    // f8e5m2 is the top byte of an f16.
    half::f16::from_bits(u16::from(b) << 8).to_f32()
}

/// Converts `src` elements of type `from` to type `to`, as the fetch adapter's type-casting
/// stage does (L1959–2021), subtracting `zero_point` from integer results (L2022–2048).
///
/// Supported pairs: any type to itself, `i4/i8/i16 -> i32`, `bf16/f16/f8e4m3/f8e5m2 -> f32`
/// and `f32 -> bf16` (round to nearest even). `i5`/`i9` outputs are not modelled.
pub fn cast_bytes(src: &[u8], from: DType, to: DType, zero_point: i32) -> SimResult<Vec<u8>> {
    if from == to && zero_point == 0 {
        return Ok(src.to_vec());
    }
    let n = from.elems_in(src.len() as u64) as usize;
    let mut out = Vec::with_capacity(to.bytes_for(n as u64) as usize);
    match (from, to) {
        (DType::I4 | DType::I8 | DType::I16 | DType::I32, DType::I32) => {
            for i in 0..n {
                let v: i32 = match from {
                    DType::I4 => {
                        let byte = src[i / 2];
                        let nib = if i.is_multiple_of(2) {
                            byte & 0xF
                        } else {
                            byte >> 4
                        };
                        i32::from(((nib << 4) as i8) >> 4)
                    }
                    DType::I8 => i32::from(src[i] as i8),
                    DType::I16 => i32::from(i16::from_le_bytes([src[2 * i], src[2 * i + 1]])),
                    _ => i32::from_le_bytes([
                        src[4 * i],
                        src[4 * i + 1],
                        src[4 * i + 2],
                        src[4 * i + 3],
                    ]),
                };
                out.extend_from_slice(&v.wrapping_sub(zero_point).to_le_bytes());
            }
        }
        (DType::Bf16 | DType::F16 | DType::F8E4M3 | DType::F8E5M2, DType::F32)
            if zero_point == 0 =>
        {
            for i in 0..n {
                let v = match from {
                    DType::Bf16 => {
                        half::bf16::from_bits(u16::from_le_bytes([src[2 * i], src[2 * i + 1]]))
                            .to_f32()
                    }
                    DType::F16 => {
                        half::f16::from_bits(u16::from_le_bytes([src[2 * i], src[2 * i + 1]]))
                            .to_f32()
                    }
                    DType::F8E4M3 => f8e4m3_to_f32(src[i]),
                    _ => f8e5m2_to_f32(src[i]),
                };
                out.extend_from_slice(&v.to_le_bytes());
            }
        }
        (DType::F32, DType::Bf16) if zero_point == 0 => {
            for c in src.chunks_exact(4) {
                let v = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                out.extend_from_slice(&half::bf16::from_f32(v).to_bits().to_le_bytes());
            }
        }
        _ => {
            return Err(SimError::unsupported(format!(
                "fetch cast {from:?} -> {to:?} with zero point {zero_point}"
            )))
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_casts_sign_extend_and_subtract_zero_point() {
        // i8 0xFF = -1, 0x7F = 127; zero point 2 -> -3, 125.
        let out = cast_bytes(&[0xFF, 0x7F], DType::I8, DType::I32, 2).unwrap();
        assert_eq!(out, [(-3i32).to_le_bytes(), 125i32.to_le_bytes()].concat());
        // i4 byte 0x8F: low nibble 0xF = -1 (element 0), high nibble 0x8 = -8 (element 1).
        let out = cast_bytes(&[0x8F], DType::I4, DType::I32, 0).unwrap();
        assert_eq!(out, [(-1i32).to_le_bytes(), (-8i32).to_le_bytes()].concat());
    }

    #[test]
    fn float_casts() {
        // bf16 0x3F80 = 1.0; f8e4m3 0x38 = 1.0 (e=7, m=0); 0x7E = 448 (max); f8e5m2 0x3C = 1.0.
        let out = cast_bytes(&[0x80, 0x3F], DType::Bf16, DType::F32, 0).unwrap();
        assert_eq!(out, 1.0f32.to_le_bytes());
        let out = cast_bytes(&[0x38, 0x7E], DType::F8E4M3, DType::F32, 0).unwrap();
        assert_eq!(out, [1.0f32.to_le_bytes(), 448.0f32.to_le_bytes()].concat());
        let out = cast_bytes(&[0x3C], DType::F8E5M2, DType::F32, 0).unwrap();
        assert_eq!(out, 1.0f32.to_le_bytes());
        // f32 1.0078125 = 1 + 2^-7 is exact in bf16: 0x3F81.
        let out = cast_bytes(&1.007_812_5f32.to_le_bytes(), DType::F32, DType::Bf16, 0).unwrap();
        assert_eq!(out, [0x81, 0x3F]);
    }

    #[test]
    fn unsupported_cast_is_an_error() {
        assert!(cast_bytes(&[0; 4], DType::I32, DType::I8, 0).is_err());
    }
}
