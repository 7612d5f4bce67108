//! Dense tensors of the reference interpreter: the elements of a tensor whose index set
//! is a product of digit ranges (what a digit-form mapping holds),
//! stored in one array, slot `Σ vᵢ·weightᵢ` for digit values `vᵢ`. Reading an index
//! takes each held digit of its coordinates; coordinates of digits the tensor does not
//! hold are ignored, which is how a broadcast reads (docs/decisions.md C8A-7). Large
//! kernels (GEMM 512 × 1024 × 512) run on these: a data movement shares the array, and
//! the contraction path computes from and into arrays.

use super::tensor::{AxisOrder, Key, Scalar};
use visa_mapping::factor::digits;
use visa_mapping::normal::{normalize, Factor};
use visa_mapping::Mapping;

/// One held digit: `(key[axis] / stride) % count`, of which `values` are held, with
/// its slot weight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DenseDigit {
    /// Position of the axis in the key.
    pub axis: usize,
    /// Coordinate weight.
    pub stride: u64,
    /// Digit width.
    pub count: u64,
    /// Held values (`<= count`).
    pub values: u64,
    /// Slot weight.
    pub weight: u64,
    /// `log2(stride)` and `count - 1` when both are powers of two (fast path).
    shift_mask: Option<(u32, u64)>,
}

impl DenseDigit {
    #[inline]
    fn value(&self, coord: u64) -> u64 {
        match self.shift_mask {
            Some((s, m)) => (coord >> s) & m,
            None => (coord / self.stride) % self.count,
        }
    }
}

/// A dense tensor's layout and elements.
#[derive(Clone, Debug, PartialEq)]
pub struct Dense {
    /// The held digits, outermost first (the last has weight 1).
    pub digits: Vec<DenseDigit>,
    /// One element per slot.
    pub data: Vec<Scalar>,
    /// The number of coordinates of a key (the declared axes).
    pub naxes: usize,
}

/// Whether every block of `fs` holds exactly its content.
fn exact(fs: &[Factor]) -> bool {
    fs.iter().all(|f| match f {
        Factor::Digit { .. } => true,
        Factor::Block { valid, inner, .. } => {
            *valid == inner.iter().map(Factor::size).product::<u64>() && exact(inner)
        }
        Factor::Opaque(_) => false,
    })
}

/// The held digits of a digit-form mapping with the position stride of each, and the
/// position of the origin; `None` outside digit form. Digits of one value are dropped.
pub fn layout_of(m: &Mapping, order: &AxisOrder) -> Option<(Vec<DenseDigit>, Vec<u64>, u64)> {
    if !exact(&normalize(m).0) {
        return None;
    }
    let (ds, offset) = digits(m).ok()?;
    let mut out = Vec::new();
    let mut pstrides = Vec::new();
    for d in ds.iter().filter(|d| d.values > 1) {
        let axis = order.0.iter().position(|a| *a == d.axis)?;
        let shift_mask = (d.stride.is_power_of_two() && d.count.is_power_of_two())
            .then(|| (d.stride.trailing_zeros(), d.count - 1));
        out.push(DenseDigit {
            axis,
            stride: d.stride,
            count: d.count,
            values: d.values,
            weight: 0,
            shift_mask,
        });
        pstrides.push(d.position_stride);
    }
    let mut w = 1;
    for d in out.iter_mut().rev() {
        d.weight = w;
        w *= d.values;
    }
    Some((out, pstrides, offset))
}

impl Dense {
    /// A tensor over `digits` filled with `fill`.
    pub fn filled(digits: Vec<DenseDigit>, naxes: usize, fill: Scalar) -> Dense {
        let n: u64 = digits.iter().map(|d| d.values).product();
        Dense {
            digits,
            data: vec![fill; n as usize],
            naxes,
        }
    }

    /// The slot of the index `key` (a broadcast digit is read at 0), `None` when a
    /// held digit's value is past the held values.
    #[inline]
    pub fn slot(&self, key: &[u64]) -> Option<usize> {
        let mut s = 0;
        for d in &self.digits {
            let v = d.value(key[d.axis]);
            if v >= d.values {
                return None;
            }
            s += v * d.weight;
        }
        Some(s as usize)
    }

    /// [`Dense::slot`] of the index `a + b` (coordinate-wise), without forming it.
    #[inline]
    pub fn slot2(&self, a: &[u64], b: &[u64]) -> Option<usize> {
        let mut s = 0;
        for d in &self.digits {
            let v = d.value(a[d.axis] + b[d.axis]);
            if v >= d.values {
                return None;
            }
            s += v * d.weight;
        }
        Some(s as usize)
    }

    /// The index held at `slot`.
    pub fn key_of(&self, slot: usize) -> Key {
        let mut key = vec![0; self.naxes];
        let mut r = slot as u64;
        for d in &self.digits {
            let v = r / d.weight;
            r %= d.weight;
            key[d.axis] += v * d.stride;
        }
        key
    }

    /// Whether every digit is a bit field (power-of-two stride and width, all values
    /// held): then the slot of a sum of keys whose coordinates occupy disjoint bits is
    /// the sum of their slots ([`Dense::partial_slot`]).
    pub fn is_bit_fields(&self) -> bool {
        self.digits
            .iter()
            .all(|d| d.shift_mask.is_some() && d.values == d.count)
    }

    /// The slot contribution of a partial key (for [`Dense::is_bit_fields`] tensors).
    #[inline]
    pub fn partial_slot(&self, key: &[u64]) -> usize {
        self.digits
            .iter()
            .map(|d| d.value(key[d.axis]) * d.weight)
            .sum::<u64>() as usize
    }

    /// The axes (positions in the key) with a held digit.
    pub fn axes(&self) -> std::collections::BTreeSet<usize> {
        self.digits.iter().map(|d| d.axis).collect()
    }
}

/// Whether the digits of a layout are bit fields whose ranges of each axis do not
/// overlap: every key it holds is then a sum of disjoint bit fields, one per digit.
pub fn disjoint_bit_fields(digits: &[DenseDigit]) -> bool {
    let mut used: std::collections::HashMap<usize, u64> = std::collections::HashMap::new();
    for d in digits {
        if d.shift_mask.is_none() {
            return false;
        }
        let bits = (d.count - 1) << d.stride.trailing_zeros();
        let u = used.entry(d.axis).or_insert(0);
        if *u & bits != 0 {
            return false;
        }
        *u |= bits;
    }
    true
}

/// Calls `f(slot, position)` for every slot of `digits` (odometer order, slot 0
/// first), with the buffer position each slot has in the mapping they came from.
pub fn for_each_position(
    digits: &[DenseDigit],
    pstrides: &[u64],
    offset: u64,
    mut f: impl FnMut(usize, u64),
) {
    if digits.iter().any(|d| d.values == 0) {
        return;
    }
    let mut v = vec![0u64; digits.len()];
    let mut pos = offset;
    let mut slot = 0usize;
    loop {
        f(slot, pos);
        slot += 1;
        let mut i = digits.len();
        loop {
            if i == 0 {
                return;
            }
            i -= 1;
            v[i] += 1;
            pos += pstrides[i];
            if v[i] < digits[i].values {
                break;
            }
            pos -= pstrides[i] * v[i];
            v[i] = 0;
        }
    }
}
