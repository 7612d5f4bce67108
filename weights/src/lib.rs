//! Readers for weight files: [`safetensors`] (the format Hugging Face and furiosa-opt
//! write: an 8-byte header length, a JSON header naming each tensor's dtype, shape and
//! byte range, then little-endian data) and NumPy's [`npy`] (versions 1.0–3.0).
//!
//! Both give the same data API: a tensor is a name, a [`Dtype`], a shape (outermost
//! first) and its elements' little-endian bytes in row-major order ([`View`] borrows them
//! from a file, [`Tensor`] owns them). Everything is validated before it is handed out:
//! offsets in range, sizes equal to the shape's product times the element size, no
//! overlaps, no holes, a bounded header; a file that fails is an [`Error`] naming the
//! file, the tensor (where one is concerned) and the byte offset. No input panics or
//! allocates more than the file's own size. Files are read whole with `std::fs::read`
//! (no memory mapping: decisions.md WGT-1).
//!
//! ```
//! use visa_weights::{safetensors::SafeTensors, Dtype};
//! // A file with one f32 tensor "w" of shape [2]: the header, then 8 data bytes.
//! let header = br#"{"w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}}"#;
//! let mut file = (header.len() as u64).to_le_bytes().to_vec();
//! file.extend_from_slice(header);
//! file.extend_from_slice(&1.5f32.to_le_bytes());
//! file.extend_from_slice(&(-2.0f32).to_le_bytes());
//! let st = SafeTensors::parse("w.safetensors", file).unwrap();
//! let w = st.get("w").unwrap();
//! assert_eq!((w.dtype, w.shape), (Dtype::F32, &[2u64][..]));
//! assert_eq!(w.to_f64(), [1.5, -2.0]);
//! assert!(st.get("b").unwrap_err().to_string().contains("no tensor named 'b'"));
//! ```

use std::fmt;

pub mod npy;
pub mod safetensors;

/// The element types a weight file may hold: safetensors' dtype names, which `.npy`'s
/// numeric type strings map onto (`<f4` is [`Dtype::F32`], `|b1` is [`Dtype::Bool`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dtype {
    /// A boolean, one byte, 0 or 1.
    Bool,
    /// Unsigned 8-bit integer.
    U8,
    /// Signed 8-bit integer.
    I8,
    /// Unsigned 16-bit integer.
    U16,
    /// Signed 16-bit integer.
    I16,
    /// Unsigned 32-bit integer.
    U32,
    /// Signed 32-bit integer.
    I32,
    /// Unsigned 64-bit integer.
    U64,
    /// Signed 64-bit integer.
    I64,
    /// 8-bit float, 5 exponent and 2 mantissa bits, with infinities (`F8_E5M2`).
    F8E5M2,
    /// 8-bit float, 4 exponent and 3 mantissa bits, finite only (`F8_E4M3`, which is
    /// PyTorch's `float8_e4m3fn`).
    F8E4M3,
    /// bfloat16.
    Bf16,
    /// IEEE binary16.
    F16,
    /// IEEE binary32.
    F32,
    /// IEEE binary64.
    F64,
}

impl Dtype {
    /// Every dtype, in safetensors' order of size.
    pub const ALL: [Dtype; 15] = [
        Dtype::Bool,
        Dtype::U8,
        Dtype::I8,
        Dtype::F8E5M2,
        Dtype::F8E4M3,
        Dtype::U16,
        Dtype::I16,
        Dtype::F16,
        Dtype::Bf16,
        Dtype::U32,
        Dtype::I32,
        Dtype::F32,
        Dtype::U64,
        Dtype::I64,
        Dtype::F64,
    ];

    /// The name safetensors' header spells the dtype with (`"BF16"`, `"F8_E4M3"`).
    pub fn safetensors_name(self) -> &'static str {
        match self {
            Dtype::Bool => "BOOL",
            Dtype::U8 => "U8",
            Dtype::I8 => "I8",
            Dtype::U16 => "U16",
            Dtype::I16 => "I16",
            Dtype::U32 => "U32",
            Dtype::I32 => "I32",
            Dtype::U64 => "U64",
            Dtype::I64 => "I64",
            Dtype::F8E5M2 => "F8_E5M2",
            Dtype::F8E4M3 => "F8_E4M3",
            Dtype::Bf16 => "BF16",
            Dtype::F16 => "F16",
            Dtype::F32 => "F32",
            Dtype::F64 => "F64",
        }
    }

    /// The dtype safetensors' header name `name` denotes, if visa reads it.
    pub fn from_safetensors_name(name: &str) -> Option<Dtype> {
        Dtype::ALL
            .into_iter()
            .find(|d| d.safetensors_name() == name)
    }

    /// The size of one element in bytes.
    pub fn size(self) -> usize {
        match self {
            Dtype::Bool | Dtype::U8 | Dtype::I8 | Dtype::F8E5M2 | Dtype::F8E4M3 => 1,
            Dtype::U16 | Dtype::I16 | Dtype::Bf16 | Dtype::F16 => 2,
            Dtype::U32 | Dtype::I32 | Dtype::F32 => 4,
            Dtype::U64 | Dtype::I64 | Dtype::F64 => 8,
        }
    }

    /// The TCP's element type for this dtype, where the hardware has one
    /// (`visa_tcp::DType`); `None` for unsigned, boolean, 64-bit and `f64` data, which a
    /// consumer must convert first.
    pub fn tcp(self) -> Option<visa_tcp::DType> {
        use visa_tcp::DType as T;
        Some(match self {
            Dtype::I8 => T::I8,
            Dtype::I16 => T::I16,
            Dtype::I32 => T::I32,
            Dtype::F8E4M3 => T::F8E4M3,
            Dtype::F8E5M2 => T::F8E5M2,
            Dtype::Bf16 => T::Bf16,
            Dtype::F16 => T::F16,
            Dtype::F32 => T::F32,
            _ => return None,
        })
    }

    /// Decodes one element from its `self.size()` little-endian bytes to `f64`, exactly
    /// (every value of every dtype here is an `f64`, except 64-bit integers beyond 2^53,
    /// which round to nearest).
    ///
    /// # Panics
    /// If `b.len() != self.size()` (a caller's error, never a file's).
    pub fn decode_f64(self, b: &[u8]) -> f64 {
        assert_eq!(b.len(), self.size(), "decode_f64: wrong element size");
        match self {
            Dtype::Bool | Dtype::U8 => b[0] as f64,
            Dtype::I8 => b[0] as i8 as f64,
            Dtype::U16 => u16::from_le_bytes([b[0], b[1]]) as f64,
            Dtype::I16 => i16::from_le_bytes([b[0], b[1]]) as f64,
            Dtype::U32 => u32::from_le_bytes(b.try_into().unwrap()) as f64,
            Dtype::I32 => i32::from_le_bytes(b.try_into().unwrap()) as f64,
            Dtype::U64 => u64::from_le_bytes(b.try_into().unwrap()) as f64,
            Dtype::I64 => i64::from_le_bytes(b.try_into().unwrap()) as f64,
            Dtype::F8E5M2 => minifloat(b[0] as u32, 5, 2, true),
            Dtype::F8E4M3 => minifloat(b[0] as u32, 4, 3, false),
            Dtype::Bf16 => f32::from_bits((u16::from_le_bytes([b[0], b[1]]) as u32) << 16) as f64,
            Dtype::F16 => minifloat(u16::from_le_bytes([b[0], b[1]]) as u32, 5, 10, true),
            Dtype::F32 => f32::from_le_bytes(b.try_into().unwrap()) as f64,
            Dtype::F64 => f64::from_le_bytes(b.try_into().unwrap()),
        }
    }
}

impl fmt::Display for Dtype {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.safetensors_name())
    }
}

/// The value of a binary float with `e` exponent bits and `m` mantissa bits (bias
/// `2^(e-1) - 1`, subnormals). With `ieee`, the top exponent is infinity/NaN; without,
/// as in `f8E4M3FN`, only the all-ones pattern is NaN and the rest of the top exponent
/// holds finite values.
fn minifloat(bits: u32, e: u32, m: u32, ieee: bool) -> f64 {
    let sign = if bits >> (e + m) & 1 == 1 { -1.0 } else { 1.0 };
    let exp = (bits >> m) & ((1 << e) - 1);
    let man = bits & ((1 << m) - 1);
    let top = (1 << e) - 1;
    if exp == top && (ieee || man == (1 << m) - 1) {
        return if ieee && man == 0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    let bias = (1i32 << (e - 1)) - 1;
    let frac = man as f64 / (1u64 << m) as f64;
    if exp == 0 {
        sign * frac * 2f64.powi(1 - bias)
    } else {
        sign * (1.0 + frac) * 2f64.powi(exp as i32 - bias)
    }
}

/// A tensor borrowed from a weight file: its name, dtype, shape and data.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View<'a> {
    /// The tensor's name in the file.
    pub name: &'a str,
    /// The element type.
    pub dtype: Dtype,
    /// The shape, outermost first; `[]` is a scalar.
    pub shape: &'a [u64],
    /// The elements' little-endian bytes in row-major order, exactly
    /// `product(shape) * dtype.size()` of them.
    pub data: &'a [u8],
    /// The offset of the first data byte in the file.
    pub offset: u64,
}

impl View<'_> {
    /// The number of elements (the product of the shape; the reader checked it fits).
    pub fn elements(&self) -> usize {
        self.data.len() / self.dtype.size()
    }

    /// Every element decoded to `f64` ([`Dtype::decode_f64`]), in row-major order.
    pub fn to_f64(&self) -> Vec<f64> {
        self.data
            .chunks_exact(self.dtype.size())
            .map(|b| self.dtype.decode_f64(b))
            .collect()
    }

    /// The element at row-major position `i`, decoded to `f64`; `None` past the end.
    pub fn get_f64(&self, i: usize) -> Option<f64> {
        let s = self.dtype.size();
        let b = self
            .data
            .get(i.checked_mul(s)?..i.checked_mul(s)?.checked_add(s)?)?;
        Some(self.dtype.decode_f64(b))
    }

    /// An owned copy.
    pub fn to_tensor(&self) -> Tensor {
        Tensor {
            name: self.name.to_string(),
            dtype: self.dtype,
            shape: self.shape.to_vec(),
            data: self.data.to_vec(),
            offset: self.offset,
        }
    }
}

/// A tensor owning its data (what [`npy::read`] returns).
#[derive(Debug, Clone, PartialEq)]
pub struct Tensor {
    /// The tensor's name (for a `.npy` file, the file's name).
    pub name: String,
    /// The element type.
    pub dtype: Dtype,
    /// The shape, outermost first; `[]` is a scalar.
    pub shape: Vec<u64>,
    /// The elements' little-endian bytes in row-major order.
    pub data: Vec<u8>,
    /// The offset of the first data byte in the file it was read from.
    pub offset: u64,
}

impl Tensor {
    /// A borrowed view.
    pub fn view(&self) -> View<'_> {
        View {
            name: &self.name,
            dtype: self.dtype,
            shape: &self.shape,
            data: &self.data,
            offset: self.offset,
        }
    }
}

/// Why a weight file was refused: the file, the tensor concerned (if one is), the byte
/// offset in the file where the problem is, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// The file's name as the caller gave it.
    pub file: String,
    /// The tensor concerned, if the problem is one tensor's.
    pub tensor: Option<String>,
    /// The byte offset in the file.
    pub offset: u64,
    /// What is wrong.
    pub message: String,
}

impl Error {
    pub(crate) fn new(
        file: &str,
        tensor: Option<&str>,
        offset: u64,
        message: impl Into<String>,
    ) -> Error {
        Error {
            file: file.to_string(),
            tensor: tensor.map(String::from),
            offset,
            message: message.into(),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: byte {}: ", self.file, self.offset)?;
        if let Some(t) = &self.tensor {
            write!(f, "tensor '{t}': ")?;
        }
        f.write_str(&self.message)
    }
}

impl std::error::Error for Error {}

/// The number of elements of `shape` and their size in bytes for `dtype`, or `None` if
/// either overflows `usize`.
pub(crate) fn byte_size(shape: &[u64], dtype: Dtype) -> Option<(usize, usize)> {
    let n = shape.iter().try_fold(1u64, |n, &d| n.checked_mul(d))?;
    let n = usize::try_from(n).ok()?;
    Some((n, n.checked_mul(dtype.size())?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn minifloats_decode_to_hand_worked_values() {
        // f16: 0x3c00 = 1.0, 0xc000 = -2.0, 0x0001 = 2^-24, 0x7c00 = inf, 0x7bff = 65504.
        let f16 = |b: u16| Dtype::F16.decode_f64(&b.to_le_bytes());
        assert_eq!(f16(0x3c00), 1.0);
        assert_eq!(f16(0xc000), -2.0);
        assert_eq!(f16(0x0001), 2f64.powi(-24));
        assert_eq!(f16(0x7c00), f64::INFINITY);
        assert_eq!(f16(0x7bff), 65504.0);
        assert!(f16(0x7e00).is_nan());
        // bf16: 0x3f80 = 1.0, 0xc0a0 = -5.0.
        let bf = |b: u16| Dtype::Bf16.decode_f64(&b.to_le_bytes());
        assert_eq!(bf(0x3f80), 1.0);
        assert_eq!(bf(0xc0a0), -5.0);
        // f8E4M3FN: 0x7e = 448 (largest finite), 0x7f NaN, 0x01 = 2^-9, 0x38 = 1.0.
        let e4 = |b: u8| Dtype::F8E4M3.decode_f64(&[b]);
        assert_eq!(e4(0x7e), 448.0);
        assert!(e4(0x7f).is_nan());
        assert_eq!(e4(0x01), 2f64.powi(-9));
        assert_eq!(e4(0x38), 1.0);
        assert_eq!(e4(0xb8), -1.0);
        // f8E5M2: 0x7b = 57344 (largest finite), 0x7c inf, 0x3c = 1.0, 0x01 = 2^-16.
        let e5 = |b: u8| Dtype::F8E5M2.decode_f64(&[b]);
        assert_eq!(e5(0x7b), 57344.0);
        assert_eq!(e5(0x7c), f64::INFINITY);
        assert_eq!(e5(0x3c), 1.0);
        assert_eq!(e5(0x01), 2f64.powi(-16));
    }

    #[test]
    fn names_round_trip_and_sizes() {
        for d in Dtype::ALL {
            assert_eq!(Dtype::from_safetensors_name(d.safetensors_name()), Some(d));
        }
        assert_eq!(Dtype::from_safetensors_name("F4"), None);
        assert_eq!(Dtype::from_safetensors_name("bf16"), None);
        assert_eq!(Dtype::I64.decode_f64(&(-3i64).to_le_bytes()), -3.0);
        assert_eq!(Dtype::U16.decode_f64(&[0xff, 0xff]), 65535.0);
        assert_eq!(Dtype::Bf16.tcp(), Some(visa_tcp::DType::Bf16));
        assert_eq!(Dtype::I64.tcp(), None);
    }
}
