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
    /// The digit `(key[axis] / stride) % count` holding `values` values (slot weight 0
    /// until the caller sets it).
    pub fn new(axis: usize, stride: u64, count: u64, values: u64) -> DenseDigit {
        let shift_mask = (stride.is_power_of_two() && count.is_power_of_two())
            .then(|| (stride.trailing_zeros(), count - 1));
        DenseDigit {
            axis,
            stride,
            count,
            values,
            weight: 0,
            shift_mask,
        }
    }

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

#[cfg(test)]
impl Dense {
    /// A dense tensor over whole digits `(axis, stride, count)`, outermost first, with
    /// `f(key)` at each slot (tests of the data-movement views).
    pub(crate) fn from_fn(
        digits: &[(usize, u64, u64)],
        naxes: usize,
        f: impl Fn(&[u64]) -> i64,
    ) -> Dense {
        let mut ds: Vec<DenseDigit> = digits
            .iter()
            .map(|&(a, s, c)| DenseDigit::new(a, s, c, c))
            .collect();
        let mut w = 1;
        for g in ds.iter_mut().rev() {
            g.weight = w;
            w *= g.values;
        }
        let mut d = Dense::filled(ds, naxes, Scalar::Int(0));
        for slot in 0..d.data.len() {
            d.data[slot] = Scalar::Int(f(&d.key_of(slot)));
        }
        d
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

#[cfg(test)]
mod tests {
    use super::*;
    use visa_mapping::{parse, Axes, Image};

    fn setup(src: &str) -> (Mapping, AxisOrder) {
        let axes: Axes = "I = 8, J = 4, K = 16".parse().unwrap();
        let order = AxisOrder(axes.iter().map(|(a, _)| a.clone()).collect());
        (parse(src, &axes).unwrap(), order)
    }

    /// Every held position's slot holds the index `map(p)` gives (checked by
    /// enumeration), and a key with an extra axis reads the same slot (a broadcast).
    #[test]
    fn slots_follow_the_mapping_and_broadcast_over_other_axes() {
        for src in [
            "m[I, K]",
            "m[K % 4, I # 16, K / 4]",
            "m[1 # 2, I / 2, K, I % 2]",
        ] {
            let (m, order) = setup(src);
            let (digits, pstrides, offset) = layout_of(&m, &order).expect("digit form");
            let d = Dense::filled(digits.clone(), 3, Scalar::Int(0));
            let mut seen = 0;
            for_each_position(&digits, &pstrides, offset, |slot, pos| {
                let Image::Index(idx) = m.map(pos) else {
                    panic!("{src}: position {pos} is padding");
                };
                let key = order.key(&idx);
                assert_eq!(d.slot(&key), Some(slot), "{src} at {pos}");
                assert_eq!(d.key_of(slot), key);
                let mut wide = key.clone();
                wide[1] = 3; // J is not held: read as a broadcast
                assert_eq!(d.slot(&wide), Some(slot));
                seen += 1;
            });
            let held = (0..m.size())
                .filter(|&p| m.map(p) != Image::Padding)
                .count();
            assert_eq!(seen, held, "{src}");
        }
    }

    /// With disjoint bit fields, a sum of keys has the sum of their slots.
    #[test]
    fn partial_slots_add_for_disjoint_bit_fields() {
        let (m, order) = setup("m[K / 4, I, K % 4]");
        let (digits, _, _) = layout_of(&m, &order).unwrap();
        assert!(disjoint_bit_fields(&digits));
        let d = Dense::filled(digits, 3, Scalar::Int(0));
        assert!(d.is_bit_fields());
        for (a, b) in [([0, 0, 4], [5, 0, 3]), ([7, 0, 12], [0, 2, 1])] {
            let sum: Vec<u64> = a.iter().zip(&b).map(|(x, y)| x + y).collect();
            assert_eq!(d.slot(&sum), Some(d.partial_slot(&a) + d.partial_slot(&b)));
            assert_eq!(d.slot2(&a, &b), d.slot(&sum));
        }
        let (m2, order2) = setup("m[K, K % 4]");
        let (overlap, _, _) = layout_of(&m2, &order2).unwrap();
        assert!(!disjoint_bit_fields(&overlap));
    }
}
