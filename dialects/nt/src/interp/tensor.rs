//! The interpreter's tensors: dense storage, one `u32` per element in the logical
//! row-major order of the type's axes, holding the element's bit pattern (floats
//! their encoding, integers their two's complement value sign-extended to 32 bits).
//! [`decode`] and [`encode`] are the numerics: every value read as an `f64`, every
//! result rounded once to its dtype, to nearest even, with the Cast Engine's overflow
//! rule (integers saturate; floats overflow to infinity, except f8E4M3FN, which has
//! none and saturates to ±448).

use crate::types::Axis;
use std::sync::OnceLock;
use visa_tcp::DType;

/// A tensor value: named axes, a dtype and its elements' bit patterns.
#[derive(Debug, Clone, PartialEq)]
pub struct Tensor {
    /// The axes in storage order (row-major: the last varies fastest).
    pub axes: Vec<Axis>,
    /// The element dtype.
    pub dtype: DType,
    /// One bit pattern per element (see the module docs).
    pub bits: Vec<u32>,
}

impl Tensor {
    /// A tensor of `axes` holding `values` rounded to `dtype` (module docs).
    ///
    /// Panics when `values` does not have one value per element (API misuse).
    pub fn from_f64(axes: &[(&str, u64)], dtype: DType, values: &[f64]) -> Tensor {
        let axes = owned(axes);
        let n: u64 = axes.iter().map(|a| a.size).product();
        assert_eq!(n as usize, values.len(), "one value per element");
        Tensor {
            axes,
            dtype,
            bits: values.iter().map(|&v| encode(dtype, v)).collect(),
        }
    }

    /// A tensor of `axes` with the given bit patterns (module docs), kept exactly.
    pub fn from_bits(axes: &[(&str, u64)], dtype: DType, bits: Vec<u32>) -> Tensor {
        let axes = owned(axes);
        let n: u64 = axes.iter().map(|a| a.size).product();
        assert_eq!(n as usize, bits.len(), "one bit pattern per element");
        Tensor { axes, dtype, bits }
    }

    /// The elements as `f64`s, in storage order.
    pub fn to_f64(&self) -> Vec<f64> {
        let d = decoder(self.dtype);
        self.bits.iter().map(|&b| d.get(b)).collect()
    }

    /// The number of elements.
    pub fn len(&self) -> usize {
        self.bits.len()
    }

    /// Whether the tensor has no element (never, for a checked type).
    pub fn is_empty(&self) -> bool {
        self.bits.is_empty()
    }

    /// The sizes in axis order.
    pub fn sizes(&self) -> Vec<u64> {
        self.axes.iter().map(|a| a.size).collect()
    }

    /// The row-major strides of the axes.
    pub fn strides(&self) -> Vec<u64> {
        row_major(&self.sizes())
    }

    /// The stride of axis `name` (0 when it has none: a broadcast).
    pub fn stride_of(&self, name: &str) -> u64 {
        let s = self.strides();
        self.axes
            .iter()
            .position(|a| a.name == name)
            .map_or(0, |i| s[i])
    }

    /// Its strides along `axes` (0 for a name it lacks), for walking another index space.
    pub fn strides_along(&self, axes: &[Axis]) -> Vec<u64> {
        let s = self.strides();
        axes.iter()
            .map(|a| {
                self.axes
                    .iter()
                    .position(|b| b.name == a.name)
                    .map_or(0, |i| s[i])
            })
            .collect()
    }
}

fn owned(axes: &[(&str, u64)]) -> Vec<Axis> {
    axes.iter()
        .map(|&(n, s)| Axis {
            name: n.to_string(),
            size: s,
        })
        .collect()
}

/// Row-major strides of `sizes`.
pub fn row_major(sizes: &[u64]) -> Vec<u64> {
    let mut s = vec![1u64; sizes.len()];
    for i in (0..sizes.len().saturating_sub(1)).rev() {
        s[i] = s[i + 1] * sizes[i + 1];
    }
    s
}

/// Reads bit patterns of one dtype as `f64`s: a table for 8- and 16-bit floats.
pub enum Decoder {
    /// f32 bits.
    F32,
    /// A sign-extended integer.
    Int,
    /// A lookup table indexed by the pattern.
    Table(&'static [f64]),
}

impl Decoder {
    /// The value of `bits`.
    #[inline(always)]
    pub fn get(&self, bits: u32) -> f64 {
        match self {
            Decoder::F32 => f32::from_bits(bits) as f64,
            Decoder::Int => bits as i32 as f64,
            Decoder::Table(t) => t[(bits as usize) & (t.len() - 1)],
        }
    }
}

fn table(kind: visa_ir::FloatKind, width: u32) -> Vec<f64> {
    (0..1u32 << width)
        .map(|b| visa_ir::float::to_f64_rounded(kind, b as u128))
        .collect()
}

/// The decoder of `dtype`.
pub fn decoder(dtype: DType) -> Decoder {
    static BF16: OnceLock<Vec<f64>> = OnceLock::new();
    static F16: OnceLock<Vec<f64>> = OnceLock::new();
    static E4: OnceLock<Vec<f64>> = OnceLock::new();
    static E5: OnceLock<Vec<f64>> = OnceLock::new();
    use visa_ir::FloatKind as K;
    match dtype {
        DType::F32 => Decoder::F32,
        DType::Bf16 => Decoder::Table(BF16.get_or_init(|| table(K::BF16, 16))),
        DType::F16 => Decoder::Table(F16.get_or_init(|| table(K::F16, 16))),
        DType::F8E4M3 => Decoder::Table(E4.get_or_init(|| table(K::F8E4M3FN, 8))),
        DType::F8E5M2 => Decoder::Table(E5.get_or_init(|| table(K::F8E5M2, 8))),
        _ => Decoder::Int,
    }
}

/// The value of one element's bits.
pub fn decode(dtype: DType, bits: u32) -> f64 {
    decoder(dtype).get(bits)
}

/// The integer range of an integer dtype.
pub fn int_range(dtype: DType) -> (i64, i64) {
    let w = dtype.bits();
    (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1)
}

/// `v` rounded to `dtype` (module docs); NaN becomes 0 in an integer dtype.
#[inline]
pub fn encode(dtype: DType, v: f64) -> u32 {
    match dtype {
        DType::F32 => (v as f32).to_bits(),
        DType::Bf16 => encode_ieee(v, 8, 7),
        DType::F16 => encode_ieee(v, 5, 10),
        DType::F8E5M2 => encode_ieee(v, 5, 2),
        DType::F8E4M3 => encode_e4m3fn(v),
        _ => {
            let (lo, hi) = int_range(dtype);
            if v.is_nan() {
                return 0;
            }
            let r = v.round_ties_even().clamp(lo as f64, hi as f64);
            (r as i64 as i32) as u32
        }
    }
}

/// An integer value saturated into an integer dtype.
pub fn encode_int(dtype: DType, v: i128) -> u32 {
    let (lo, hi) = int_range(dtype);
    (v.clamp(lo as i128, hi as i128) as i32) as u32
}

/// `v` rounded to nearest even in an IEEE-style format with infinities (`exp` exponent
/// bits, `man` fraction bits: bf16, f16, f8E5M2), by integer arithmetic on the f64 bits:
/// overflow gives infinity, a NaN the quiet NaN of its sign (as `visa_ir::float`).
#[inline]
pub fn encode_ieee(v: f64, exp: u32, man: u32) -> u32 {
    let b = v.to_bits();
    let sign = ((b >> 63) as u32) << (exp + man);
    let e64 = ((b >> 52) & 0x7FF) as i64;
    let m64 = b & ((1u64 << 52) - 1);
    let inf = ((1u32 << exp) - 1) << man;
    if e64 == 0x7FF {
        return if m64 == 0 {
            sign | inf
        } else {
            sign | inf | (1 << (man - 1))
        };
    }
    if e64 == 0 {
        // Zero or an f64 subnormal: below half the smallest subnormal of every target.
        return sign;
    }
    let bias = (1i64 << (exp - 1)) - 1;
    let e = e64 - 1023 + bias; // the target's biased exponent
    let sig = (1u64 << 52) | m64;
    // Right shift from the 53-bit significand to the target's field (plus the
    // subnormal shift when e <= 0).
    let shift = 52 - man as i64 + if e <= 0 { 1 - e } else { 0 };
    if shift > 54 {
        return sign;
    }
    let shift = shift as u32;
    let kept = sig >> shift;
    let rest = sig & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    let round_up = rest > half || (rest == half && kept & 1 == 1);
    let mut t = if e <= 0 {
        kept // subnormal: no implicit bit, exponent field 0 (a carry makes it normal)
    } else {
        if e >= (1 << exp) - 1 {
            return sign | inf;
        }
        ((e as u64) << man) | (kept & ((1u64 << man) - 1))
    };
    t += round_up as u64;
    if t >= inf as u64 {
        return sign | inf;
    }
    sign | t as u32
}

/// `v` rounded to nearest even in f8E4M3FN, saturating to ±448 (the format has no
/// infinity; `S.1111.111` is its NaN, exponent 15 otherwise normal).
#[inline]
pub fn encode_e4m3fn(v: f64) -> u32 {
    let b = v.to_bits();
    let sign = ((b >> 63) as u32) << 7;
    if v.is_nan() {
        return sign | 0x7F;
    }
    let e64 = ((b >> 52) & 0x7FF) as i64;
    if v.abs() >= 464.0 {
        // At or beyond the midpoint between 448 and the 480 the format lacks.
        return sign | 0x7E;
    }
    if e64 == 0 {
        return sign;
    }
    let e = e64 - 1023 + 7;
    let sig = (1u64 << 52) | (b & ((1u64 << 52) - 1));
    let shift = 49 + if e <= 0 { 1 - e } else { 0 };
    if shift > 54 {
        return sign;
    }
    let shift = shift as u32;
    let kept = sig >> shift;
    let rest = sig & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    let round_up = rest > half || (rest == half && kept & 1 == 1);
    let t = if e <= 0 {
        kept
    } else {
        ((e as u64) << 3) | (kept & 7)
    } + round_up as u64;
    sign | (t as u32).min(0x7E)
}

/// The generic rounding (`visa_ir::float`) with the saturation rule: the reference the
/// fast encoders are tested against.
#[cfg(test)]
fn encode_small_float(dtype: DType, v: f64) -> u32 {
    let kind = visa_dtype::float_kind(dtype).expect("a float dtype");
    let f = kind.format();
    let bits = visa_ir::float::from_f64(kind, v).unwrap_or_else(|| f.max_finite_bits());
    // A format without infinity (f8E4M3FN) saturates: an overflow that rounded to the
    // NaN pattern becomes the largest finite value of the sign.
    if !v.is_nan() && visa_ir::float::to_f64_rounded(kind, bits).is_nan() {
        let max = f.max_finite_bits();
        let sign = if v < 0.0 {
            1u128 << (dtype.bits() - 1)
        } else {
            0
        };
        return (max | sign) as u32;
    }
    bits as u32
}

/// The width mask of an integer dtype's pattern in a dense attribute.
pub fn sign_extend(dtype: DType, raw: u128) -> u32 {
    let w = dtype.bits();
    if w >= 32 {
        return raw as u32;
    }
    let shift = 32 - w;
    (((raw as u32) << shift) as i32 >> shift) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The fast encoder against `visa_ir::float::from_f64` (the IR core's generic,
    /// independently written rounding) on edge cases and many bit patterns.
    #[test]
    fn fast_ieee_encoding_matches_the_generic_rounding() {
        use visa_ir::FloatKind as K;
        let cases: [(DType, K, u32, u32); 3] = [
            (DType::Bf16, K::BF16, 8, 7),
            (DType::F16, K::F16, 5, 10),
            (DType::F8E5M2, K::F8E5M2, 5, 2),
        ];
        let mut values = vec![
            f64::NAN,
            -f64::NAN,
            0.0,
            -0.0,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::MIN_POSITIVE,
            5e-324,
            65504.0,
            65520.0,
            65519.99,
            57344.0,
            61440.0,
            61439.0,
        ];
        let mut s = 0x9E3779B97F4A7C15u64;
        for _ in 0..200_000 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            // Exponents around every target's range, any mantissa.
            let e = 1023 - 40 + (s >> 56) % 90;
            values.push(f64::from_bits(
                (s & (1 << 63)) | (e << 52) | (s & ((1 << 52) - 1)),
            ));
        }
        for (d, k, eb, mb) in cases {
            // Every midpoint between neighbouring values of the format, and its neighbours.
            for bits in 0..(1u32 << (eb + mb)) {
                let lo = visa_ir::float::to_f64_rounded(k, bits as u128);
                let hi = visa_ir::float::to_f64_rounded(k, bits as u128 + 1);
                if lo.is_finite() && hi.is_finite() {
                    let mid = (lo + hi) / 2.0;
                    values.extend([
                        mid,
                        f64::from_bits(mid.to_bits() + 1),
                        f64::from_bits(mid.to_bits() - 1),
                    ]);
                }
            }
            for &v in &values {
                let want = visa_ir::float::from_f64(k, v).unwrap() as u32;
                assert_eq!(encode_ieee(v, eb, mb), want, "{d:?} {v:e}");
            }
        }
        // f8E4M3FN against the generic rounding plus the saturation rule.
        for bits in 0..0x7Eu32 {
            let lo = visa_ir::float::to_f64_rounded(K::F8E4M3FN, bits as u128);
            let hi = visa_ir::float::to_f64_rounded(K::F8E4M3FN, bits as u128 + 1);
            let mid = (lo + hi) / 2.0;
            values.extend([
                mid,
                -mid,
                f64::from_bits(mid.to_bits() + 1),
                f64::from_bits(mid.to_bits() - 1),
            ]);
        }
        values.extend([448.0, 463.99, 464.0, 1e9, -1e9, f64::INFINITY]);
        for &v in &values {
            assert_eq!(
                encode_e4m3fn(v),
                encode_small_float(DType::F8E4M3, v),
                "e4m3fn {v:e}"
            );
        }
    }
}
