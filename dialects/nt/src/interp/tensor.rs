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
        DType::Bf16 | DType::F16 | DType::F8E4M3 | DType::F8E5M2 => encode_small_float(dtype, v),
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

fn encode_small_float(dtype: DType, v: f64) -> u32 {
    let kind = visa_dtype::float_kind(dtype).expect("a float dtype");
    let f = kind.format();
    let bits = visa_ir::float::from_f64(kind, v).unwrap_or_else(|| f.max_finite_bits());
    // A format without infinity (f8E4M3FN) saturates: an overflow that rounded to the
    // NaN pattern becomes the largest finite value of the sign.
    if !v.is_nan() && visa_ir::float::to_f64_rounded(kind, bits).is_nan() {
        let max = f.max_finite_bits();
        let sign = if v < 0.0 { 1u128 << (dtype.bits() - 1) } else { 0 };
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
