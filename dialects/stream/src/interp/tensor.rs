//! Values of the reference interpreter: mathematical tensors (index → element) and
//! host arrays (host-buffer order).

use super::dense::{for_each_position, layout_of, Dense};
use super::HostSlot;
use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;
use visa_ir::{Context, Type, TypeKind};
use visa_mapping::{Axis, Image, Index, Mapping};

/// One element: integers are kept as their (sign-extended) value, floats as `f64`.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Scalar {
    /// An integer element.
    Int(i64),
    /// A floating-point element.
    Float(f64),
}

impl Scalar {
    /// A float element holding `x` bit for bit: a NaN keeps its sign and payload (a
    /// signalling NaN stays signalling, decision T19N-1).
    #[inline]
    pub fn from_f32(x: f32) -> Scalar {
        Scalar::Float(visa_ir::float::f32_to_f64_keeping_nan(x))
    }

    /// The element as an `f32`, bit for bit: a float (numbers round to nearest even, a
    /// NaN keeps its sign and payload) or an integer's low 32 bits reinterpreted.
    #[inline]
    pub fn to_f32(self) -> f32 {
        match self {
            Scalar::Float(f) => visa_ir::float::f64_to_f32_keeping_nan(f),
            Scalar::Int(i) => f32::from_bits(i as u32),
        }
    }

    /// The element's 32-bit pattern: a float's `f32` bits, an integer's low 32 bits.
    #[inline]
    pub fn bits32(self) -> u32 {
        match self {
            Scalar::Float(_) => self.to_f32().to_bits(),
            Scalar::Int(i) => i as u32,
        }
    }

    /// The low 32 bits as `i32` (floats truncate toward zero).
    pub fn as_i32(self) -> i32 {
        match self {
            Scalar::Int(v) => v as i32,
            Scalar::Float(f) => f as i32,
        }
    }
}

/// A host tensor in host-buffer order: `values[p]` is the element at the position
/// `p` of the host mapping (`None` for padding positions in results).
#[derive(Clone, Debug, PartialEq)]
pub struct HostArray {
    /// The element type.
    pub dtype: Type,
    /// One element per host-buffer position.
    pub values: Vec<Option<Scalar>>,
}

impl HostArray {
    /// An array of integers (every position present).
    pub fn ints(dtype: Type, values: impl IntoIterator<Item = i64>) -> HostArray {
        HostArray {
            dtype,
            values: values.into_iter().map(|v| Some(Scalar::Int(v))).collect(),
        }
    }

    /// The integer elements (`None` where a position is padding or a float).
    pub fn as_ints(&self) -> Vec<Option<i64>> {
        self.values
            .iter()
            .map(|v| match v {
                Some(Scalar::Int(i)) => Some(*i),
                _ => None,
            })
            .collect()
    }
}

/// A tensor index as coordinates over the module's declared axes, in declaration
/// order (a compact, fast-to-compare form of [`Index`]).
pub type Key = Vec<u64>;

/// The declared axes, in order, that [`Key`]s are coordinates over.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxisOrder(pub Vec<Axis>);

impl AxisOrder {
    /// The key of `idx`.
    pub fn key(&self, idx: &Index) -> Key {
        self.0.iter().map(|a| idx.get(a.as_str())).collect()
    }

    /// The index of `key`.
    pub fn index(&self, key: &[u64]) -> Index {
        let mut i = Index::new();
        for (a, &v) in self.0.iter().zip(key) {
            i.set(a, v);
        }
        i
    }
}

/// A mathematical tensor: the element at every index it holds. Held either as a map
/// from index to element, or dense ([`Dense`]: a product of digit ranges in one array,
/// read through broadcasts), or, for the Aligner's result, as the pair of tensors the
/// Reducer multiplies.
#[derive(Clone, Debug, PartialEq)]
pub struct Tensor {
    /// The element type.
    pub dtype: Type,
    elems: BTreeMap<Key, Scalar>,
    dense: Option<Rc<Dense>>,
    pair: Option<Rc<(Tensor, Tensor)>>,
}

impl Tensor {
    /// An empty tensor.
    pub fn new(dtype: Type) -> Tensor {
        Tensor {
            dtype,
            elems: BTreeMap::new(),
            dense: None,
            pair: None,
        }
    }

    /// A dense tensor.
    pub fn from_dense(dtype: Type, d: Dense) -> Tensor {
        Tensor {
            dense: Some(Rc::new(d)),
            ..Tensor::new(dtype)
        }
    }

    /// The Aligner's pair of a stream and TRF tensor, each read at the computation
    /// mapping's indices.
    pub fn pair(dtype: Type, x: Tensor, w: Tensor) -> Tensor {
        Tensor {
            pair: Some(Rc::new((x, w))),
            ..Tensor::new(dtype)
        }
    }

    /// The dense form, if it is held so.
    pub fn as_dense(&self) -> Option<&Dense> {
        self.dense.as_deref()
    }

    /// The pair, if it is the Aligner's result.
    pub fn as_pair(&self) -> Option<(&Tensor, &Tensor)> {
        self.pair.as_deref().map(|(x, w)| (x, w))
    }

    /// Whether the tensor is dense or a pair: data movement shares it as it is.
    pub fn is_shared(&self) -> bool {
        self.dense.is_some() || self.pair.is_some()
    }

    /// The same tensor with element type `dtype`.
    pub fn with_dtype(mut self, dtype: Type) -> Tensor {
        self.dtype = dtype;
        self
    }

    /// The element at `key`.
    pub fn get(&self, key: &[u64]) -> Option<Scalar> {
        match &self.dense {
            Some(d) => d.slot(key).map(|s| d.data[s]),
            None => self.elems.get(key).copied(),
        }
    }

    /// The element at the index `a + b` (coordinate-wise).
    pub fn get2(&self, a: &[u64], b: &[u64]) -> Option<Scalar> {
        match &self.dense {
            Some(d) => d.slot2(a, b).map(|s| d.data[s]),
            None => {
                let k: Key = a.iter().zip(b).map(|(x, y)| x + y).collect();
                self.elems.get(&k).copied()
            }
        }
    }

    /// Sets the element at `key` (a tensor built by [`Tensor::new`]).
    pub fn insert(&mut self, key: Key, v: Scalar) {
        debug_assert!(self.dense.is_none() && self.pair.is_none());
        self.elems.insert(key, v);
    }

    /// The elements by key.
    pub fn iter(&self) -> Box<dyn Iterator<Item = (Key, Scalar)> + '_> {
        match &self.dense {
            Some(d) => Box::new((0..d.data.len()).map(move |s| (d.key_of(s), d.data[s]))),
            None => Box::new(self.elems.iter().map(|(i, &v)| (i.clone(), v))),
        }
    }

    /// How many indices it holds.
    pub fn len(&self) -> usize {
        match &self.dense {
            Some(d) => d.data.len(),
            None => self.elems.len(),
        }
    }

    /// Whether it holds no index.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The positions (in key order) of the axes with a non-zero coordinate in
    /// some index.
    pub fn used_axes(&self) -> BTreeSet<usize> {
        if let Some(d) = &self.dense {
            return d.axes();
        }
        self.elems
            .keys()
            .flat_map(|k| {
                k.iter()
                    .enumerate()
                    .filter(|(_, &v)| v != 0)
                    .map(|(i, _)| i)
            })
            .collect()
    }

    /// Reads a host array laid out by `slot`'s mapping; integers must fit the type.
    pub fn from_host(
        ctx: &Context,
        order: &AxisOrder,
        a: &HostArray,
        slot: &HostSlot,
    ) -> Result<Tensor, String> {
        let n = slot.mapping.size();
        if a.values.len() as u64 != n {
            return Err(format!(
                "expected {n} elements (the size of {}), got {}",
                slot.mapping,
                a.values.len()
            ));
        }
        if a.dtype != slot.dtype {
            return Err(format!(
                "expected {} elements, got {}",
                ctx.type_to_string(slot.dtype),
                ctx.type_to_string(a.dtype)
            ));
        }
        if let Some((digits, pstrides, offset)) = layout_of(&slot.mapping, order) {
            let mut d = Dense::filled(digits, order.0.len(), Scalar::Int(0));
            let mut err = None;
            for_each_position(&d.digits.clone(), &pstrides, offset, |s, p| {
                if err.is_some() {
                    return;
                }
                match a.values.get(p as usize).copied().flatten() {
                    Some(v) => match check_scalar(ctx, slot.dtype, v) {
                        Ok(v) => d.data[s] = v,
                        Err(e) => err = Some(format!("position {p}: {e}")),
                    },
                    None => err = Some(format!("position {p} holds an element but has no value")),
                }
            });
            if let Some(e) = err {
                return Err(e);
            }
            return Ok(Tensor::from_dense(slot.dtype, d));
        }
        let mut t = Tensor::new(slot.dtype);
        for (p, v) in a.values.iter().enumerate() {
            let Image::Index(idx) = slot.mapping.map(p as u64) else {
                continue;
            };
            let Some(v) = v else {
                return Err(format!("position {p} holds {idx} but has no value"));
            };
            let v = check_scalar(ctx, slot.dtype, *v).map_err(|e| format!("position {p}: {e}"))?;
            t.insert(order.key(&idx), v);
        }
        Ok(t)
    }

    /// The tensor held dense over the digits of `m`, the mapping of the type that holds
    /// it, so that it is read through broadcasts (a digit it does not hold is read at 0)
    /// like a fetched tensor. A dense tensor or a pair is returned as it is, and so is one
    /// whose mapping is not in digit form. `Err` gives the first index `m` holds at which
    /// the tensor has no element.
    pub fn densified(&self, m: &Mapping, order: &AxisOrder) -> Result<Tensor, Key> {
        if self.is_shared() {
            return Ok(self.clone());
        }
        let Some((digits, _, _)) = layout_of(m, order) else {
            return Ok(self.clone());
        };
        let mut d = Dense::filled(digits, order.0.len(), Scalar::Int(0));
        for s in 0..d.data.len() {
            let key = d.key_of(s);
            match self.elems.get(&key) {
                Some(&v) => d.data[s] = v,
                None => return Err(key),
            }
        }
        Ok(Tensor::from_dense(self.dtype, d))
    }

    /// Writes the tensor in `slot`'s host-buffer order.
    pub fn to_host(&self, order: &AxisOrder, slot: &HostSlot) -> HostArray {
        let values = (0..slot.mapping.size())
            .map(|p| match slot.mapping.map(p) {
                Image::Index(idx) => self.get(&order.key(&idx)),
                _ => None,
            })
            .collect();
        HostArray {
            dtype: self.dtype,
            values,
        }
    }

    /// Every element converted to `to` (the Fetch Engine's cast, L1962–1972).
    pub fn cast(&self, ctx: &Context, to: Type) -> Tensor {
        if let Some(d) = &self.dense {
            let mut d2 = (**d).clone();
            for v in &mut d2.data {
                *v = convert(ctx, *v, to);
            }
            return Tensor::from_dense(to, d2);
        }
        let mut out = Tensor::new(to);
        for (i, v) in self.iter() {
            out.insert(i, convert(ctx, v, to));
        }
        out
    }

    /// Applies `f` to every element as i32, storing i32 results.
    pub fn map_i32(&self, f: impl Fn(i32) -> i32) -> Tensor {
        if let Some(d) = &self.dense {
            let mut d2 = (**d).clone();
            for v in &mut d2.data {
                *v = Scalar::Int(i64::from(f(v.as_i32())));
            }
            return Tensor::from_dense(self.dtype, d2);
        }
        let mut out = Tensor::new(self.dtype);
        for (i, v) in self.iter() {
            out.insert(i, Scalar::Int(i64::from(f(v.as_i32()))));
        }
        out
    }
}

/// The key with every coordinate outside `keep` set to zero.
pub(crate) fn project(key: &[u64], keep: &BTreeSet<usize>) -> Key {
    key.iter()
        .enumerate()
        .map(|(i, &v)| if keep.contains(&i) { v } else { 0 })
        .collect()
}

fn int_range(width: u32) -> (i64, i64) {
    let w = width.min(63);
    (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1)
}

/// Checks that `v` is representable in `dtype` (integers in range, floats for
/// float types).
fn check_scalar(ctx: &Context, dtype: Type, v: Scalar) -> Result<Scalar, String> {
    match (ctx.type_kind(dtype), v) {
        (TypeKind::Integer { width, .. }, Scalar::Int(i)) => {
            let (lo, hi) = int_range(*width);
            if i < lo || i > hi {
                return Err(format!("{i} does not fit in i{width}"));
            }
            Ok(v)
        }
        (TypeKind::Float(_), Scalar::Float(_)) => Ok(convert(ctx, v, dtype)),
        (TypeKind::Float(_), Scalar::Int(i)) => Ok(convert(ctx, Scalar::Float(i as f64), dtype)),
        _ => Err(format!(
            "{v:?} is not a {} element",
            ctx.type_to_string(dtype)
        )),
    }
}

/// Rounds `x` to the nearest `bf16` (ties to even); a NaN keeps its sign and the top
/// bits of its payload that `bf16` holds.
fn round_bf16(x: f64) -> f64 {
    if x.is_nan() {
        return keep_nan_in(visa_ir::FloatKind::BF16, x);
    }
    let b = (x as f32).to_bits();
    let lsb = (b >> 16) & 1;
    let r = b.wrapping_add(0x7fff + lsb) & 0xffff_0000;
    f64::from(f32::from_bits(r))
}

/// The NaN `x` as the format `kind` holds it (sign and top payload bits kept).
fn keep_nan_in(kind: visa_ir::FloatKind, x: f64) -> f64 {
    visa_ir::float::from_f64_keeping_nan(kind, x)
        .map_or(x, |b| visa_ir::float::to_f64_keeping_nan(kind, b))
}

/// Converts one element to `to`: integers keep their value (sign-extended),
/// int→float is exact for the casts the Fetch Engine has, floats round to
/// `f32`/`bf16` with ties to even.
fn convert(ctx: &Context, v: Scalar, to: Type) -> Scalar {
    match (ctx.type_kind(to), v) {
        (TypeKind::Integer { .. }, Scalar::Int(i)) => Scalar::Int(i),
        (TypeKind::Integer { .. }, Scalar::Float(f)) => Scalar::Int(f as i64),
        (TypeKind::Float(k), v) => {
            let f = match v {
                Scalar::Int(i) => i as f64,
                Scalar::Float(f) => f,
            };
            Scalar::Float(match k {
                visa_ir::FloatKind::BF16 => round_bf16(f),
                visa_ir::FloatKind::F64 => f,
                k if f.is_nan() => keep_nan_in(*k, f),
                _ => f64::from(f as f32),
            })
        }
        (_, v) => v,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bf16_rounding_ties_to_even() {
        // 1 + 2^-8 is halfway between bf16 1.0 and 1 + 2^-7: ties to even -> 1.0.
        assert_eq!(round_bf16(1.0 + 1.0 / 256.0), 1.0);
        // 1 + 3 * 2^-8 is halfway between 1 + 2^-7 and 1 + 2^-6: even is 1 + 2^-6.
        assert_eq!(round_bf16(1.0 + 3.0 / 256.0), 1.0 + 1.0 / 64.0);
        assert_eq!(round_bf16(2.5), 2.5);
    }

    #[test]
    fn int_ranges() {
        assert_eq!(int_range(8), (-128, 127));
        assert_eq!(int_range(32), (i64::from(i32::MIN), i64::from(i32::MAX)));
    }
}
