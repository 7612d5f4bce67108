//! `dense<...>` elements attributes: MLIR's `DenseIntOrFPElementsAttr` (integers,
//! `index`, floats and `complex` of them, [`AttrKind::DenseElements`]) and
//! `DenseStringElementsAttr` (any other element type, [`AttrKind::DenseStrings`]).
//!
//! The elements are kept as MLIR keeps them: packed raw bytes, little-endian, no
//! per-element objects, interned in the [`Context`] (its table hashes the bytes). Each
//! scalar takes its *storage width*: 1 bit for `i1` (bit `i` of the buffer is element
//! `i`), otherwise its width rounded up to a multiple of 8 (`i3`, `f4E2M1FN` take a
//! byte, `tf32` three, `f80` ten, `index` eight); a `complex<T>` element takes two
//! such byte-rounded scalars, the real part first (`complex<i1>` two bytes). A splat (every element equal) stores
//! one element only; an `i1` splat is the byte `0xFF` or `0x00`. A buffer with all
//! elements equal is always stored as a splat, as MLIR does, so equal attributes are
//! one handle.
//!
//! [`Context::dense`] gives a read-only view ([`DenseElements`]): element type, shape,
//! splat, raw bytes and typed iteration without materialising attributes.

use crate::attributes::{AttrKind, Attribute};
use crate::types::{FloatKind, Signedness, Type, TypeKind};
use crate::Context;
use std::fmt;

pub(crate) mod wide;

/// The scalar kind of a dense element (the element type itself, or the part type of a
/// `complex`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum DenseScalar {
    /// An integer type of `width` bits and its signedness. Scalars wider than 128
    /// bits are read as bytes ([`DenseElements::scalar_bytes`]); the `u128` accessors
    /// give their low 128 bits.
    Int {
        /// The width in bits.
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`, stored as 64 bits (MLIR's `IndexType::kInternalStorageBitWidth`).
    Index,
    /// A float type, stored in its own format.
    Float(FloatKind),
}

impl DenseScalar {
    /// The value width in bits.
    pub fn width(self) -> u32 {
        match self {
            DenseScalar::Int { width, .. } => width,
            DenseScalar::Index => 64,
            DenseScalar::Float(k) => k.width(),
        }
    }

    /// Whether values are read sign-extended (every integer type but `uiN`).
    fn signed(self) -> bool {
        !matches!(
            self,
            DenseScalar::Int {
                signedness: Signedness::Unsigned,
                ..
            }
        )
    }
}

/// How the elements of a dense attribute are laid out in its raw buffer.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DenseLayout {
    /// The scalar kind.
    pub scalar: DenseScalar,
    /// Whether each element is a `complex` pair of two scalars.
    pub complex: bool,
}

impl DenseLayout {
    /// The layout of elements of type `elem`, `None` when `elem` is not an integer,
    /// `index`, float or `complex` of them (such elements are strings).
    pub fn of(ctx: &Context, elem: Type) -> Option<DenseLayout> {
        let (inner, complex) = match ctx.type_kind(elem) {
            TypeKind::Complex(inner) => (*inner, true),
            _ => (elem, false),
        };
        let scalar = match ctx.type_kind(inner) {
            TypeKind::Integer { width, signedness } => DenseScalar::Int {
                width: *width,
                signedness: *signedness,
            },
            TypeKind::Index => DenseScalar::Index,
            TypeKind::Float(k) => DenseScalar::Float(*k),
            _ => return None,
        };
        Some(DenseLayout { scalar, complex })
    }

    /// Scalars per element: 2 for `complex`, else 1.
    pub fn scalars_per_element(&self) -> u64 {
        if self.complex {
            2
        } else {
            1
        }
    }

    /// The bits one element occupies (MLIR's `getDenseElementStorageWidth`): a
    /// complex element is two scalars each rounded up to bytes.
    pub fn element_storage_bits(&self) -> u64 {
        let w = self.scalar.width() as u64;
        if self.complex {
            w.div_ceil(8) * 16
        } else if w == 1 {
            1
        } else {
            w.div_ceil(8) * 8
        }
    }

    /// The bits between two consecutive scalars (half an element for `complex`).
    pub fn scalar_stride_bits(&self) -> u64 {
        self.element_storage_bits() / self.scalars_per_element()
    }

    /// Whether this is the bit-packed `i1` layout.
    fn is_bool(&self) -> bool {
        self.element_storage_bits() == 1
    }

    /// The bytes of one element (a splat's buffer; 1 for `i1`).
    fn element_bytes(&self) -> usize {
        self.element_storage_bits().div_ceil(8) as usize
    }
}

/// Why a dense attribute could not be built.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DenseError {
    /// The type is not a statically shaped tensor, vector or memref.
    NotStaticShaped,
    /// The element type has no integer/float layout (use the string builder).
    UnsupportedElement,
    /// The number of values (or the buffer size) fits neither a splat nor the shape.
    WrongSize,
}

impl fmt::Display for DenseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            DenseError::NotStaticShaped => "elements literal type must have static shape",
            DenseError::UnsupportedElement => {
                "element type must be an integer, index, float or complex type"
            }
            DenseError::WrongSize => "elements data size is invalid for provided type",
        })
    }
}

impl std::error::Error for DenseError {}

/// The low `width` bits (at most 128) of `raw` starting at bit `off` (little-endian
/// bit order).
pub(crate) fn read_bits(raw: &[u8], off: u64, width: u32) -> u128 {
    let width = width.min(128);
    if width == 0 {
        return 0;
    }
    if off.is_multiple_of(8) && width.is_multiple_of(8) {
        let start = (off / 8) as usize;
        let mut v = 0u128;
        for (i, &b) in raw[start..start + (width / 8) as usize].iter().enumerate() {
            v |= (b as u128) << (8 * i);
        }
        return v;
    }
    let mut v = 0u128;
    for i in 0..width as u64 {
        let bit = off + i;
        if raw[(bit / 8) as usize] >> (bit % 8) & 1 == 1 {
            v |= 1u128 << i;
        }
    }
    v
}

/// Writes the low `width` bits of `value` into `raw` at bit `off`; above 128 bits
/// `value` is sign-extended from its bit 127.
pub(crate) fn write_bits(raw: &mut [u8], off: u64, width: u32, value: u128) {
    if off.is_multiple_of(8) && width.is_multiple_of(8) {
        let start = (off / 8) as usize;
        let fill = if (value as i128) < 0 { 0xFF } else { 0 };
        for i in 0..(width / 8) as usize {
            raw[start + i] = if i < 16 {
                (value >> (8 * i)) as u8
            } else {
                fill
            };
        }
        return;
    }
    if width > 128 {
        let fill = ((value as i128) >> 127) as u128;
        write_bits(raw, off, 128, value);
        for i in 128..width as u64 {
            let bit = off + i;
            let byte = &mut raw[(bit / 8) as usize];
            if fill & 1 == 1 {
                *byte |= 1 << (bit % 8);
            } else {
                *byte &= !(1 << (bit % 8));
            }
        }
        return;
    }
    for i in 0..width as u64 {
        let bit = off + i;
        let byte = &mut raw[(bit / 8) as usize];
        if value >> i & 1 == 1 {
            *byte |= 1 << (bit % 8);
        } else {
            *byte &= !(1 << (bit % 8));
        }
    }
}

/// The element count and layout of a static shaped type with integer/float elements.
fn shape_and_layout(ctx: &Context, ty: Type) -> Result<(u64, DenseLayout), DenseError> {
    let s = ctx.shaped(ty).ok_or(DenseError::NotStaticShaped)?;
    if !s.is_static() {
        return Err(DenseError::NotStaticShaped);
    }
    let n = s.num_elements().ok_or(DenseError::NotStaticShaped)?;
    let layout = DenseLayout::of(ctx, s.element_type()).ok_or(DenseError::UnsupportedElement)?;
    Ok((n, layout))
}

/// Whether `len` bytes are a valid buffer for `n` elements of `layout` (MLIR's
/// `isValidRawBuffer`), and if so whether they are a splat.
pub(crate) fn valid_raw_buffer(layout: &DenseLayout, n: u64, raw: &[u8]) -> Option<bool> {
    let bits = raw.len() as u128 * 8;
    if layout.is_bool() {
        if raw.len() == 1 && (raw[0] == 0 || raw[0] == 0xFF) {
            return Some(true);
        }
        return (bits == (n as u128).div_ceil(8) * 8).then_some(n == 1);
    }
    let storage = layout.element_storage_bits() as u128;
    if bits == storage {
        return Some(true);
    }
    (bits == storage * n as u128).then_some(n == 1)
}

/// Canonicalises a valid buffer: all-equal elements become a splat of one element, an
/// `i1` splat the byte `0xFF`/`0x00` (MLIR's `DenseIntOrFPElementsAttrStorage::getKey`).
fn canonical(layout: &DenseLayout, n: u64, mut raw: Vec<u8>, known_splat: bool) -> (bool, Vec<u8>) {
    if raw.is_empty() {
        return (false, raw);
    }
    if layout.is_bool() {
        if known_splat {
            return (true, vec![if raw[0] != 0 { 0xFF } else { 0 }]);
        }
        let value = raw[0] & 1 == 1;
        let full = if value { 0xFF } else { 0 };
        if raw.len() == 1 && raw[0] == full {
            return (true, raw);
        }
        let mut body = &raw[..];
        let odd = (n % 8) as u32;
        if value && odd != 0 {
            if *raw.last().unwrap() != ((1u16 << odd) - 1) as u8 {
                return (false, raw);
            }
            if raw.len() == 1 {
                return (true, vec![0xFF]);
            }
            body = &raw[..raw.len() - 1];
        }
        if body.iter().all(|&b| b == full) {
            return (true, vec![full]);
        }
        return (false, raw);
    }
    let size = layout.element_bytes();
    if known_splat {
        raw.truncate(size);
        return (true, raw);
    }
    let first = &raw[..size];
    if raw.chunks_exact(size).all(|c| c == first) {
        raw.truncate(size);
        return (true, raw);
    }
    (false, raw)
}

impl Context {
    /// `dense<...> : ty` from the bit patterns of its scalars (`complex` elements give
    /// two each, real first): one element's worth is a splat, otherwise one per element
    /// in row-major order. Integers are truncated to their width, floats are kept as
    /// given (low bits of their format).
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry, FloatKind};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// let bf16 = ctx.float_type(FloatKind::BF16);
    /// let t = ctx.tensor_type(&[2], bf16).unwrap();
    /// let a = ctx.dense_elements_attr(t, &[0x3F80, 0x4000]).unwrap();
    /// assert_eq!(ctx.dense(a).unwrap().raw_data(), &[0x80, 0x3F, 0x00, 0x40]);
    /// assert_eq!(ctx.attr_to_string(a), "dense<[1.000000e+00, 2.000000e+00]> : tensor<2xbf16>");
    /// ```
    pub fn dense_elements_attr(
        &mut self,
        ty: Type,
        scalars: &[u128],
    ) -> Result<Attribute, DenseError> {
        let (n, layout) = shape_and_layout(self, ty)?;
        let per = layout.scalars_per_element();
        let count = scalars.len() as u64;
        let splat = count == per;
        if !splat && Some(count) != n.checked_mul(per) {
            return Err(DenseError::WrongSize);
        }
        let width = layout.scalar.width();
        let stride = layout.scalar_stride_bits();
        let bytes = (count as u128 * stride as u128).div_ceil(8);
        let bytes = usize::try_from(bytes).map_err(|_| DenseError::WrongSize)?;
        let mut raw = vec![0u8; bytes];
        for (i, &v) in scalars.iter().enumerate() {
            write_bits(&mut raw, i as u64 * stride, width, v);
        }
        let (splat, raw) = canonical(&layout, n, raw, splat || n == 1);
        Ok(self.intern_attr(AttrKind::DenseElements {
            ty,
            splat,
            raw: raw.into_boxed_slice(),
        }))
    }

    /// `dense<...> : ty` from the packed bytes of its scalars, as written by the parser
    /// for integers wider than 128 bits: one element when `splat`, else all.
    pub(crate) fn dense_packed(
        &mut self,
        ty: Type,
        raw: Vec<u8>,
        splat: bool,
    ) -> Result<Attribute, DenseError> {
        let (n, layout) = shape_and_layout(self, ty)?;
        let (splat, raw) = canonical(&layout, n, raw, splat || n == 1);
        Ok(self.intern_attr(AttrKind::DenseElements {
            ty,
            splat,
            raw: raw.into_boxed_slice(),
        }))
    }

    /// `dense<...> : ty` from a raw little-endian buffer as the hexadecimal form
    /// `dense<"0x...">` writes it (MLIR's `getFromRawBuffer`): one element's bytes is a
    /// splat, else the whole tensor's.
    pub fn dense_from_raw(&mut self, ty: Type, raw: &[u8]) -> Result<Attribute, DenseError> {
        let (n, layout) = shape_and_layout(self, ty)?;
        let splat = valid_raw_buffer(&layout, n, raw).ok_or(DenseError::WrongSize)?;
        let (splat, raw) = canonical(&layout, n, raw.to_vec(), splat);
        Ok(self.intern_attr(AttrKind::DenseElements {
            ty,
            splat,
            raw: raw.into_boxed_slice(),
        }))
    }

    /// `dense<["a", ...]> : ty` of strings (MLIR's `DenseStringElementsAttr`): one
    /// value is a splat, else one per element; all-equal values become a splat.
    pub fn dense_strings_attr(
        &mut self,
        ty: Type,
        values: Vec<String>,
    ) -> Result<Attribute, DenseError> {
        let s = self.shaped(ty).ok_or(DenseError::NotStaticShaped)?;
        if !s.is_static() {
            return Err(DenseError::NotStaticShaped);
        }
        let n = s.num_elements().ok_or(DenseError::NotStaticShaped)?;
        if values.len() != 1 && values.len() as u64 != n {
            return Err(DenseError::WrongSize);
        }
        let mut values = values;
        let splat = !values.is_empty() && values.iter().all(|v| *v == values[0]);
        if splat {
            values.truncate(1);
        }
        Ok(self.intern_attr(AttrKind::DenseStrings {
            ty,
            splat,
            values: values.into_boxed_slice(),
        }))
    }

    /// A view of a `dense<...>` integer/float/complex attribute; `None` for any other.
    ///
    /// ```
    /// use visa_ir::{parser::parse_source, Context, DialectRegistry};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// ctx.allow_unregistered = true;
    /// let src = "\"t.op\"() {v = dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>} : () -> ()";
    /// let m = parse_source(&mut ctx, src, "a.mlir").unwrap();
    /// let op = ctx.block_ops(ctx.module_body(m)).next().unwrap();
    /// let d = ctx.dense(ctx.attr(op, "v").unwrap()).unwrap();
    /// assert_eq!(d.shape(), &[2, 2]);
    /// assert!(!d.is_splat());
    /// assert_eq!(d.iter_i64().unwrap().collect::<Vec<_>>(), vec![1, 2, 3, 4]);
    /// assert_eq!(d.raw_data().len(), 16);
    /// ```
    pub fn dense(&self, attr: Attribute) -> Option<DenseElements<'_>> {
        let AttrKind::DenseElements { ty, splat, raw } = self.attr_kind(attr) else {
            return None;
        };
        let s = self.shaped(*ty)?;
        Some(DenseElements {
            ty: *ty,
            element: s.element_type(),
            shape: s.shape().unwrap_or(&[]),
            num: s.num_elements().unwrap_or(0),
            layout: DenseLayout::of(self, s.element_type())?,
            splat: *splat,
            raw,
        })
    }

    /// The strings of a `dense<"...">` string attribute (one when it is a splat) and
    /// whether it is a splat; `None` for any other attribute.
    pub fn dense_strings(&self, attr: Attribute) -> Option<(&[String], bool)> {
        match self.attr_kind(attr) {
            AttrKind::DenseStrings { values, splat, .. } => Some((values, *splat)),
            _ => None,
        }
    }
}

/// A read-only view of a dense integer/float/complex elements attribute.
#[derive(Copy, Clone, Debug)]
pub struct DenseElements<'a> {
    ty: Type,
    element: Type,
    shape: &'a [i64],
    num: u64,
    layout: DenseLayout,
    splat: bool,
    raw: &'a [u8],
}

impl<'a> DenseElements<'a> {
    /// The shaped type (`tensor<2xf32>`).
    pub fn ty(&self) -> Type {
        self.ty
    }

    /// The element type (`f32`, `complex<f32>`).
    pub fn element_type(&self) -> Type {
        self.element
    }

    /// The shape, outermost first.
    pub fn shape(&self) -> &'a [i64] {
        self.shape
    }

    /// The number of elements of the type.
    pub fn num_elements(&self) -> u64 {
        self.num
    }

    /// Whether one element stands for all.
    pub fn is_splat(&self) -> bool {
        self.splat
    }

    /// The layout of the buffer.
    pub fn layout(&self) -> DenseLayout {
        self.layout
    }

    /// The raw little-endian buffer: one element when a splat (`0xFF`/`0x00` for an
    /// `i1` splat), else every element in row-major order.
    pub fn raw_data(&self) -> &'a [u8] {
        self.raw
    }

    /// How many scalars the buffer holds (a splat's one element, or all of them).
    pub fn stored_scalars(&self) -> u64 {
        let per = self.layout.scalars_per_element();
        if self.splat {
            per
        } else {
            self.num.saturating_mul(per)
        }
    }

    /// The bit pattern of scalar `i` of the whole tensor (element `i / 2`'s real or
    /// imaginary part for `complex`), a splat repeating its element. Integers are
    /// their low `width` bits, floats their format's bits.
    pub fn bits(&self, i: u64) -> u128 {
        let per = self.layout.scalars_per_element();
        let width = self.layout.scalar.width();
        if self.splat && self.layout.is_bool() {
            return (self.raw[0] != 0) as u128;
        }
        let i = if self.splat { i % per } else { i };
        read_bits(self.raw, i * self.layout.scalar_stride_bits(), width)
    }

    /// The bytes of scalar `i` when scalars are byte-aligned (every layout but the
    /// bit-packed `i1`), a splat repeating its element; `None` for `i1`.
    pub fn scalar_bytes(&self, i: u64) -> Option<&'a [u8]> {
        let stride = self.layout.scalar_stride_bits();
        if self.layout.is_bool() || !stride.is_multiple_of(8) {
            return None;
        }
        let per = self.layout.scalars_per_element();
        let i = if self.splat { i % per } else { i };
        let (start, len) = ((i * stride / 8) as usize, (stride / 8) as usize);
        self.raw.get(start..start + len)
    }

    /// Every scalar's bits, in order (a splat yields its element once per element).
    pub fn iter_bits(&self) -> impl Iterator<Item = u128> + 'a {
        let this = *self;
        (0..self.num.saturating_mul(self.layout.scalars_per_element())).map(move |i| this.bits(i))
    }

    /// Integer scalar `i` as an `i128`: sign-extended, or zero-extended for `uiN`
    /// (a `ui128` above `i128::MAX` wraps); `None` for float elements.
    pub fn int_value(&self, i: u64) -> Option<i128> {
        let width = match self.layout.scalar {
            DenseScalar::Float(_) => return None,
            s => s.width(),
        };
        Some(extend(self.bits(i), width, self.layout.scalar.signed()))
    }

    /// Every integer scalar as an `i64` (truncating wider values); `None` for floats.
    pub fn iter_i64(&self) -> Option<impl Iterator<Item = i64> + 'a> {
        if matches!(self.layout.scalar, DenseScalar::Float(_)) {
            return None;
        }
        let this = *self;
        let n = self.num.saturating_mul(self.layout.scalars_per_element());
        Some((0..n).map(move |i| this.int_value(i).unwrap_or(0) as i64))
    }

    /// Every float scalar rounded to the nearest `f64`; `None` for integers.
    pub fn iter_f64(&self) -> Option<impl Iterator<Item = f64> + 'a> {
        let DenseScalar::Float(kind) = self.layout.scalar else {
            return None;
        };
        Some(
            self.iter_bits()
                .map(move |b| crate::float::to_f64_rounded(kind, b)),
        )
    }
}

/// `bits` of `width` extended to 128 bits, with the sign when `signed`.
pub(crate) fn extend(bits: u128, width: u32, signed: bool) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return bits as i128;
    }
    let shift = 128 - width;
    if signed {
        ((bits << shift) as i128) >> shift
    } else {
        (bits & ((1u128 << width) - 1)) as i128
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DialectRegistry;

    fn ctx() -> Context {
        Context::new(DialectRegistry::new())
    }

    #[test]
    fn bf16_pair_bytes() {
        // 1.0 and 2.0 in bf16 are 0x3F80 and 0x4000, little-endian.
        let mut c = ctx();
        let bf16 = c.float_type(FloatKind::BF16);
        let t = c.tensor_type(&[2], bf16).unwrap();
        let a = c.dense_elements_attr(t, &[0x3F80, 0x4000]).unwrap();
        let d = c.dense(a).unwrap();
        assert_eq!(d.raw_data(), &[0x80, 0x3F, 0x00, 0x40]);
        assert!(!d.is_splat());
        assert_eq!(d.iter_f64().unwrap().collect::<Vec<_>>(), vec![1.0, 2.0]);
    }

    #[test]
    fn bools_pack_lsb_first_and_splat_as_ff() {
        let mut c = ctx();
        let i1 = c.integer_type(1);
        let t = c.tensor_type(&[3], i1).unwrap();
        let a = c.dense_elements_attr(t, &[1, 0, 1]).unwrap();
        assert_eq!(c.dense(a).unwrap().raw_data(), &[0x05]);
        let all = c.dense_elements_attr(t, &[1, 1, 1]).unwrap();
        let d = c.dense(all).unwrap();
        assert!(d.is_splat());
        assert_eq!(d.raw_data(), &[0xFF]);
        assert_eq!(all, c.dense_elements_attr(t, &[1]).unwrap());
        assert_eq!(all, c.dense_from_raw(t, &[0x07]).unwrap());
        // Nine elements: 0xFF then one bit.
        let t9 = c.tensor_type(&[9], i1).unwrap();
        let s9 = c.dense_from_raw(t9, &[0xFF, 0x01]).unwrap();
        assert!(c.dense(s9).unwrap().is_splat());
        let n9 = c.dense_from_raw(t9, &[0xFF, 0x03]).unwrap();
        assert!(!c.dense(n9).unwrap().is_splat());
    }

    #[test]
    fn widths_round_up_to_bytes() {
        let mut c = ctx();
        // i3: -1 stored as 0x07, one byte each.
        let i3 = c.integer_type(3);
        let t = c.tensor_type(&[2], i3).unwrap();
        let a = c.dense_elements_attr(t, &[(-1i128) as u128, 2]).unwrap();
        let d = c.dense(a).unwrap();
        assert_eq!(d.raw_data(), &[0x07, 0x02]);
        assert_eq!(d.iter_i64().unwrap().collect::<Vec<_>>(), vec![-1, 2]);
        // tf32 takes three bytes: 1.0 = 0x01FC00.
        let tf32 = c.float_type(FloatKind::TF32);
        let t = c.tensor_type(&[2], tf32).unwrap();
        let a = c.dense_elements_attr(t, &[0x1FC00, 0x20000]).unwrap();
        assert_eq!(
            c.dense(a).unwrap().raw_data(),
            &[0x00, 0xFC, 0x01, 0x00, 0x00, 0x02]
        );
        // index: eight bytes.
        let index = c.index_type();
        let t = c.tensor_type(&[2], index).unwrap();
        let a = c.dense_elements_attr(t, &[1, 2]).unwrap();
        assert_eq!(c.dense(a).unwrap().raw_data().len(), 16);
    }

    #[test]
    fn complex_pairs_and_splats() {
        let mut c = ctx();
        let i8 = c.integer_type(8);
        let ci8 = c.complex_type(i8).unwrap();
        let t = c.tensor_type(&[2], ci8).unwrap();
        let a = c.dense_elements_attr(t, &[1, 2, 3, 4]).unwrap();
        assert_eq!(c.dense(a).unwrap().raw_data(), &[1, 2, 3, 4]);
        let s = c.dense_elements_attr(t, &[1, 2, 1, 2]).unwrap();
        let d = c.dense(s).unwrap();
        assert!(d.is_splat());
        assert_eq!(d.raw_data(), &[1, 2]);
        assert_eq!(d.iter_bits().collect::<Vec<_>>(), vec![1, 2, 1, 2]);
        // complex<i3>: each part rounded up to a byte (mlir-opt-22 reads "0xA9FA" as
        // the splat (1,2)).
        let i3 = c.integer_type(3);
        let ci3 = c.complex_type(i3).unwrap();
        let t = c.tensor_type(&[2], ci3).unwrap();
        let a = c.dense_elements_attr(t, &[1, 2, 3, 4]).unwrap();
        assert_eq!(c.dense(a).unwrap().raw_data(), &[1, 2, 3, 4]);
        let s = c.dense_from_raw(t, &[0xA9, 0xFA]).unwrap();
        let bits: Vec<u128> = c.dense(s).unwrap().iter_bits().collect();
        assert_eq!(bits, vec![1, 2, 1, 2]);
    }

    #[test]
    fn raw_buffer_sizes() {
        let mut c = ctx();
        let i32 = c.integer_type(32);
        let t = c.tensor_type(&[4], i32).unwrap();
        assert_eq!(c.dense_from_raw(t, &[1, 2]), Err(DenseError::WrongSize));
        let s = c.dense_from_raw(t, &[0, 0, 0x80, 0x3F]).unwrap();
        assert!(c.dense(s).unwrap().is_splat());
        // An empty tensor's splat stays a splat; i0 has no bytes and no splat.
        let t0 = c.tensor_type(&[0], i32).unwrap();
        let e = c.dense_elements_attr(t0, &[1]).unwrap();
        assert!(c.dense(e).unwrap().is_splat());
        let i0 = c.integer_type(0);
        let t = c.tensor_type(&[2], i0).unwrap();
        let z = c.dense_elements_attr(t, &[0]).unwrap();
        assert!(!c.dense(z).unwrap().is_splat());
        assert_eq!(z, c.dense_elements_attr(t, &[0, 0]).unwrap());
    }

    #[test]
    fn huge_splats_iterate_lazily() {
        let mut c = ctx();
        let ui8 = c.intern_type(TypeKind::Integer {
            width: 8,
            signedness: Signedness::Unsigned,
        });
        let t = c.tensor_type(&[1 << 62, 2], ui8).unwrap();
        let a = c.dense_elements_attr(t, &[200]).unwrap();
        let d = c.dense(a).unwrap();
        assert_eq!(d.num_elements(), 1 << 63);
        assert_eq!(d.raw_data(), &[200]);
        let first: Vec<i64> = d.iter_i64().unwrap().take(3).collect();
        assert_eq!(first, vec![200, 200, 200]);
        assert!(d.iter_f64().is_none());
    }

    #[test]
    fn strings_splat_when_equal() {
        let mut c = ctx();
        let i32 = c.integer_type(32);
        let t = c.tensor_type(&[2], i32).unwrap();
        let a = c
            .dense_strings_attr(t, vec!["a".into(), "a".into()])
            .unwrap();
        assert_eq!(c.dense_strings(a), Some((&["a".to_string()][..], true)));
    }
}
