//! Host tensors as data: an element type, a shape and the little-endian element bytes
//! in row-major order (the order of a `.npy` file), with typed constructors and readers:
//! integers and `f32` as themselves, every float type (`bf16`, `f16`, the f8 types) from
//! `f32` values rounded to nearest even or from raw bits, and read back as `f32`.

use visa_sim::DType;

/// A host tensor: argument or result of a kernel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tensor {
    /// Element type.
    pub dtype: DType,
    /// Shape: the logical axes in the order of the host mapping.
    pub shape: Vec<u64>,
    /// Little-endian element bytes, row-major.
    pub bytes: Vec<u8>,
}

macro_rules! typed {
    ($from:ident, $to:ident, $t:ty, $d:expr) => {
        #[doc = concat!("A `", stringify!($t), "` tensor of `shape` holding `values` (row-major); `None` when their count is not the shape's.")]
        pub fn $from(shape: &[u64], values: &[$t]) -> Option<Tensor> {
            let n: u64 = shape.iter().product();
            (n == values.len() as u64).then(|| Tensor {
                dtype: $d,
                shape: shape.to_vec(),
                bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect(),
            })
        }

        #[doc = concat!("The elements as `", stringify!($t), "`, if that is the element type.")]
        pub fn $to(&self) -> Option<Vec<$t>> {
            const W: usize = std::mem::size_of::<$t>();
            (self.dtype == $d).then(|| {
                self.bytes
                    .chunks_exact(W)
                    .map(|c| {
                        let mut b = [0u8; W];
                        b.copy_from_slice(c);
                        <$t>::from_le_bytes(b)
                    })
                    .collect()
            })
        }
    };
}

impl Tensor {
    typed!(from_i8, to_i8, i8, DType::I8);
    typed!(from_i16, to_i16, i16, DType::I16);
    typed!(from_i32, to_i32, i32, DType::I32);
    typed!(from_f32, to_f32_exact, f32, DType::F32);

    /// A tensor of element type `dtype` and `shape` from its raw little-endian `bytes`
    /// (row-major); `None` when their count is not the shape's times the element size.
    pub fn from_raw(dtype: DType, shape: &[u64], bytes: Vec<u8>) -> Option<Tensor> {
        let n: u64 = shape.iter().product();
        let width = u64::from(dtype.bits().div_ceil(8));
        (n.checked_mul(width) == Some(bytes.len() as u64)).then(|| Tensor {
            dtype,
            shape: shape.to_vec(),
            bytes,
        })
    }

    /// A float tensor of `dtype` (`bf16`, `f16`, `f8e4m3`, `f8e5m2` or `f32`) holding
    /// `values` rounded to nearest even, as MLIR rounds a literal to its type (an f8E4M3FN
    /// value beyond its range becomes NaN; a NaN becomes the format's quiet NaN). `None`
    /// for an integer `dtype` or a count that is not the shape's.
    ///
    /// ```
    /// use visa_driver::Tensor;
    /// use visa_tcp::DType;
    /// let t = Tensor::from_f32_rounded(DType::Bf16, &[2], &[1.0, 0.1]).unwrap();
    /// assert_eq!(t.bytes, [0x80, 0x3f, 0xcd, 0x3d]); // 0x3F80, 0x3DCD
    /// assert_eq!(t.to_f32().unwrap(), [1.0, f32::from_bits(0x3dcd_0000)]);
    /// ```
    pub fn from_f32_rounded(dtype: DType, shape: &[u64], values: &[f32]) -> Option<Tensor> {
        let kind = visa_dtype::float_kind(dtype)?;
        let width = dtype.bits().div_ceil(8) as usize;
        let mut bytes = Vec::with_capacity(values.len() * width);
        for &v in values {
            let bits = visa_ir::float::from_f64(kind, f64::from(v))?;
            bytes.extend_from_slice(&bits.to_le_bytes()[..width]);
        }
        Tensor::from_raw(dtype, shape, bytes)
    }

    /// The elements widened to `f32`, for any float element type (every `bf16`, `f16`
    /// and f8 value is exactly an `f32`; a NaN stays a NaN of its sign); `None` for
    /// the integer types.
    pub fn to_f32(&self) -> Option<Vec<f32>> {
        if self.dtype == DType::F32 {
            return self.to_f32_exact();
        }
        let kind = visa_dtype::float_kind(self.dtype)?;
        let width = self.dtype.bits().div_ceil(8) as usize;
        Some(
            self.bytes
                .chunks_exact(width)
                .map(|c| {
                    let mut b = [0u8; 16];
                    b[..width].copy_from_slice(c);
                    visa_ir::float::to_f64_rounded(kind, u128::from_le_bytes(b)) as f32
                })
                .collect(),
        )
    }

    /// The number of elements (the product of the shape).
    pub fn elements(&self) -> u64 {
        self.shape.iter().product()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_round_trips_and_byte_order() {
        let t = Tensor::from_i32(&[2, 2], &[1, -2, 3, 0x0102_0304]).unwrap();
        assert_eq!(t.elements(), 4);
        assert_eq!(&t.bytes[12..], &[4, 3, 2, 1]);
        assert_eq!(t.to_i32().unwrap(), vec![1, -2, 3, 0x0102_0304]);
        assert_eq!(t.to_f32(), None);
        assert_eq!(t.to_f32_exact(), None);
        assert!(Tensor::from_f32(&[3], &[1.0, 2.0]).is_none());
        let f = Tensor::from_f32(&[1], &[-0.5]).unwrap();
        assert_eq!(f.bytes, (-0.5f32).to_le_bytes().to_vec());
        assert_eq!(f.to_f32(), Some(vec![-0.5]));
    }

    /// 0.1 rounded to nearest even in each format, worked by hand: f32 0x3DCCCCCD;
    /// bf16 keeps the top 16 bits and rounds up (0x3DCD); f16 1.6·2^-4 → 0x2E66;
    /// f8E4M3FN: 1.6 lies nearest 1.625 = 1.101b at biased exponent 3 → 0x1D;
    /// f8E5M2: nearest 1.5 = 1.10b at biased exponent 11 → 0x2E.
    #[test]
    fn float_types_round_to_nearest_even_and_widen_back_exactly() {
        let cases: [(DType, u8, f32); 4] = [
            (DType::Bf16, 0, f32::from_bits(0x3dcd_0000)),
            (DType::F16, 0, 0.099_975_586),
            (DType::F8E4M3, 0x1d, 0.101_562_5),
            (DType::F8E5M2, 0x2e, 0.093_75),
        ];
        for (d, byte, widened) in cases {
            let t = Tensor::from_f32_rounded(d, &[1], &[0.1]).unwrap();
            match d {
                DType::Bf16 => assert_eq!(t.bytes, [0xcd, 0x3d]),
                DType::F16 => assert_eq!(t.bytes, [0x66, 0x2e]),
                _ => assert_eq!(t.bytes, [byte], "{d:?}"),
            }
            assert_eq!(t.to_f32(), Some(vec![widened]), "{d:?}");
        }
        // Ties go to even: 1 + 2^-8 is halfway between bf16 1.0 and 1.0078125.
        let t = Tensor::from_f32_rounded(DType::Bf16, &[1], &[1.0 + 1.0 / 256.0]).unwrap();
        assert_eq!(t.bytes, [0x80, 0x3f]);
        // Raw bits keep a signalling NaN; it reads back as a NaN.
        let t = Tensor::from_raw(DType::Bf16, &[1], vec![0x81, 0x7f]).unwrap();
        assert!(t.to_f32().unwrap()[0].is_nan());
        assert!(Tensor::from_raw(DType::Bf16, &[2], vec![0; 3]).is_none());
        assert!(Tensor::from_f32_rounded(DType::I8, &[1], &[1.0]).is_none());
        assert!(Tensor::from_f32_rounded(DType::F16, &[2], &[1.0]).is_none());
    }
}
