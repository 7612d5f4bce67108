//! Host tensors as data: an element type, a shape and the little-endian element bytes
//! in row-major order (the order of a `.npy` file), with typed constructors and readers.

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
    typed!(from_f32, to_f32, f32, DType::F32);

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
        assert!(Tensor::from_f32(&[3], &[1.0, 2.0]).is_none());
        let f = Tensor::from_f32(&[1], &[-0.5]).unwrap();
        assert_eq!(f.bytes, (-0.5f32).to_le_bytes().to_vec());
    }
}
