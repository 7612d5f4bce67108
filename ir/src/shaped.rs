//! MLIR's builtin shaped types (`tensor`, `vector`, `memref`) and `complex`: the rules
//! upstream's verifiers apply, in upstream's words, and checked builders that apply
//! them before interning.
//!
//! Every builder returns the one interned [`Type`] for its structure, so two equal
//! shaped types are the same handle. Dynamic sizes are [`DYNAMIC`] (MLIR's
//! `ShapedType::kDynamic`).
//!
//! MLIR's `ShapedType` interface is [`Context::shaped`], a [`Shaped`] view of any
//! tensor, vector or memref type (rank, shape, element type, static-ness, element
//! count), with [`Context::element_type_or_self`] and [`Context::clone_shaped`].

use crate::attributes::{AttrKind, Attribute};
use crate::types::{Type, TypeKind, DYNAMIC};
use crate::Context;
use std::fmt;

/// A shaped or complex type that upstream's verifier rejects, with upstream's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TypeError(pub String);

impl fmt::Display for TypeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TypeError {}

fn err<T>(message: impl Into<String>) -> Result<T, TypeError> {
    Err(TypeError(message.into()))
}

impl Context {
    /// Whether `ty` may be a `tensor` element: integers, index, floats, complex,
    /// vectors, and any non-builtin type (dialect or opaque), as
    /// `TensorType::isValidElementType`.
    pub fn is_valid_tensor_element(&self, ty: Type) -> bool {
        matches!(
            self.type_kind(ty),
            TypeKind::Integer { .. }
                | TypeKind::Index
                | TypeKind::Float(_)
                | TypeKind::Complex(_)
                | TypeKind::Vector { .. }
                | TypeKind::Opaque { .. }
                | TypeKind::Dialect(_)
        )
    }

    /// Whether `ty` may be a `vector` element: integers, index, floats, and dialect
    /// types that say so ([`DialectType::is_vector_element`](crate::DialectType::is_vector_element)).
    pub fn is_valid_vector_element(&self, ty: Type) -> bool {
        match self.type_kind(ty) {
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) => true,
            TypeKind::Dialect(d) => d.0.is_vector_element(),
            _ => false,
        }
    }

    /// Whether `ty` may be a `memref` element: integers, index, floats, complex,
    /// vectors, memrefs, and dialect types that say so
    /// ([`DialectType::is_memref_element`](crate::DialectType::is_memref_element)), as
    /// `BaseMemRefType::isValidElementType`.
    pub fn is_valid_memref_element(&self, ty: Type) -> bool {
        match self.type_kind(ty) {
            TypeKind::Integer { .. }
            | TypeKind::Index
            | TypeKind::Float(_)
            | TypeKind::Complex(_)
            | TypeKind::Vector { .. }
            | TypeKind::MemRef { .. }
            | TypeKind::UnrankedMemRef { .. } => true,
            TypeKind::Dialect(d) => d.0.is_memref_element(),
            _ => false,
        }
    }

    /// Whether `ty` may be a `complex` element: integers and floats.
    pub fn is_valid_complex_element(&self, ty: Type) -> bool {
        matches!(
            self.type_kind(ty),
            TypeKind::Integer { .. } | TypeKind::Float(_)
        )
    }

    /// Whether `attr` is a memref layout (MLIR's `MemRefLayoutAttrInterface`): a
    /// strided layout or an affine map. (Other attributes in a memref type are its
    /// memory space.)
    pub fn is_memref_layout(&self, attr: Attribute) -> bool {
        matches!(
            self.attr_kind(attr),
            AttrKind::StridedLayout { .. } | AttrKind::AffineMap(_)
        )
    }

    /// Whether `attr` may be a memory space (`isSupportedMemorySpace`): an integer,
    /// string or dictionary, or any dialect attribute. An unregistered dialect's
    /// attribute is accepted too (decision "types › Memory spaces of unregistered
    /// dialects").
    pub fn is_supported_memory_space(&self, attr: Attribute) -> bool {
        matches!(
            self.attr_kind(attr),
            AttrKind::Integer { .. }
                | AttrKind::String(_)
                | AttrKind::Dictionary(_)
                | AttrKind::Dialect(_)
                | AttrKind::Opaque { .. }
        )
    }

    /// `strided<[strides], offset: offset>` (MLIR's `StridedLayoutAttr`); either may
    /// hold [`DYNAMIC`].
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry, types::DYNAMIC};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// let s = ctx.strided_layout_attr(DYNAMIC, &[4, 1]);
    /// assert_eq!(ctx.attr_to_string(s), "strided<[4, 1], offset: ?>");
    /// ```
    pub fn strided_layout_attr(&mut self, offset: i64, strides: &[i64]) -> Attribute {
        self.intern_attr(AttrKind::StridedLayout {
            offset,
            strides: strides.into(),
        })
    }

    /// `tensor<shape x element>`, checked as `RankedTensorType::verify`.
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry, FloatKind, types::DYNAMIC};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// let f32 = ctx.float_type(FloatKind::F32);
    /// let t = ctx.tensor_type(&[4, DYNAMIC], f32).unwrap();
    /// assert_eq!(ctx.type_to_string(t), "tensor<4x?xf32>");
    /// assert_eq!(t, ctx.tensor_type(&[4, DYNAMIC], f32).unwrap());
    /// assert!(ctx.tensor_type(&[-2], f32).is_err());
    /// ```
    pub fn tensor_type(&mut self, shape: &[i64], element: Type) -> Result<Type, TypeError> {
        self.tensor_type_with_encoding(shape, element, None)
    }

    /// `tensor<shape x element, encoding>` (no encoding when `None`).
    pub fn tensor_type_with_encoding(
        &mut self,
        shape: &[i64],
        element: Type,
        encoding: Option<Attribute>,
    ) -> Result<Type, TypeError> {
        if shape.iter().any(|&s| s < 0 && s != DYNAMIC) {
            return err("invalid tensor dimension size");
        }
        if !self.is_valid_tensor_element(element) {
            return err(format!(
                "invalid tensor element type: {}",
                self.type_to_string(element)
            ));
        }
        Ok(self.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element,
            encoding,
        }))
    }

    /// `tensor<*x element>`.
    pub fn unranked_tensor_type(&mut self, element: Type) -> Result<Type, TypeError> {
        if !self.is_valid_tensor_element(element) {
            return err(format!(
                "invalid tensor element type: {}",
                self.type_to_string(element)
            ));
        }
        Ok(self.intern_type(TypeKind::UnrankedTensor { element }))
    }

    /// `vector<shape x element>` with no scalable dimension, checked as
    /// `VectorType::verify`.
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry, FloatKind};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// let f32 = ctx.float_type(FloatKind::F32);
    /// let v = ctx.scalable_vector_type(&[4, 8], &[false, true], f32).unwrap();
    /// assert_eq!(ctx.type_to_string(v), "vector<4x[8]xf32>");
    /// let e = ctx.vector_type(&[4, 0], f32).unwrap_err();
    /// assert_eq!(e.to_string(), "vector types must have positive constant sizes but got 4, 0");
    /// ```
    pub fn vector_type(&mut self, shape: &[i64], element: Type) -> Result<Type, TypeError> {
        let scalable = vec![false; shape.len()];
        self.scalable_vector_type(shape, &scalable, element)
    }

    /// `vector<...>` where `scalable[i]` marks dimension `i` scalable (`[8]`).
    pub fn scalable_vector_type(
        &mut self,
        shape: &[i64],
        scalable: &[bool],
        element: Type,
    ) -> Result<Type, TypeError> {
        if !self.is_valid_vector_element(element) {
            return err("failed to verify 'elementType': VectorElementTypeInterface instance");
        }
        if shape.iter().any(|&s| s <= 0) {
            let sizes: Vec<String> = shape
                .iter()
                .map(|&s| {
                    if s == DYNAMIC {
                        "?".to_string()
                    } else {
                        s.to_string()
                    }
                })
                .collect();
            return err(format!(
                "vector types must have positive constant sizes but got {}",
                sizes.join(", ")
            ));
        }
        if scalable.len() != shape.len() {
            return err(format!(
                "number of dims must match, got {} and {}",
                scalable.len(),
                shape.len()
            ));
        }
        Ok(self.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: scalable.into(),
            element,
        }))
    }

    /// `memref<shape x element>` with the identity layout in the default memory space.
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry, FloatKind, types::DYNAMIC};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// let f32 = ctx.float_type(FloatKind::F32);
    /// let i64 = ctx.integer_type(64);
    /// let layout = ctx.strided_layout_attr(DYNAMIC, &[1]);
    /// let one = ctx.int_attr(1, i64);
    /// let m = ctx.memref_type_with(&[4], f32, Some(layout), Some(one)).unwrap();
    /// assert_eq!(ctx.type_to_string(m), "memref<4xf32, strided<[1], offset: ?>, 1>");
    /// // Memory space 0 is the default one.
    /// let zero = ctx.int_attr(0, i64);
    /// let plain = ctx.memref_type(&[4], f32).unwrap();
    /// assert_eq!(ctx.memref_type_with(&[4], f32, None, Some(zero)).unwrap(), plain);
    /// ```
    pub fn memref_type(&mut self, shape: &[i64], element: Type) -> Result<Type, TypeError> {
        self.memref_type_with(shape, element, None, None)
    }

    /// `memref<shape x element, layout, memory_space>`, checked as
    /// `MemRefType::verify`; an integer memory space `0` is the default one (`None`), and
    /// so is an identity `affine_map` layout.
    pub fn memref_type_with(
        &mut self,
        shape: &[i64],
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    ) -> Result<Type, TypeError> {
        if !self.is_valid_memref_element(element) {
            return err("invalid memref element type");
        }
        if shape.iter().any(|&s| s < 0 && s != DYNAMIC) {
            return err("invalid memref size");
        }
        if let Some(l) = layout {
            self.verify_layout(l, shape.len())?;
        }
        // An identity map is the default layout (`None`), as upstream leaves it out.
        let layout = layout.filter(|&l| {
            !self
                .attr_affine_map(l)
                .is_some_and(|m| self.is_identity_affine_map(m))
        });
        let memory_space = self.check_memory_space(memory_space)?;
        Ok(self.intern_type(TypeKind::MemRef {
            shape: shape.into(),
            element,
            layout,
            memory_space,
        }))
    }

    /// `memref<*x element, memory_space>`.
    pub fn unranked_memref_type(
        &mut self,
        element: Type,
        memory_space: Option<Attribute>,
    ) -> Result<Type, TypeError> {
        if !self.is_valid_memref_element(element) {
            return err("invalid memref element type");
        }
        let memory_space = self.check_memory_space(memory_space)?;
        Ok(self.intern_type(TypeKind::UnrankedMemRef {
            element,
            memory_space,
        }))
    }

    /// `complex<element>`.
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry, FloatKind};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// let f32 = ctx.float_type(FloatKind::F32);
    /// let c = ctx.complex_type(f32).unwrap();
    /// assert_eq!(ctx.type_to_string(c), "complex<f32>");
    /// assert!(ctx.complex_type(c).is_err());
    /// ```
    pub fn complex_type(&mut self, element: Type) -> Result<Type, TypeError> {
        if !self.is_valid_complex_element(element) {
            return err("invalid element type for complex");
        }
        Ok(self.intern_type(TypeKind::Complex(element)))
    }

    /// The layout rules (`verifyLayout`): a strided layout has one stride per
    /// dimension, an affine map one dimension per memref dimension.
    fn verify_layout(&self, layout: Attribute, rank: usize) -> Result<(), TypeError> {
        match self.attr_kind(layout) {
            AttrKind::AffineMap(map) => {
                if map.num_dims() as usize != rank {
                    return err(format!(
                        "memref layout mismatch between rank and affine map: {rank} != {}",
                        map.num_dims()
                    ));
                }
                Ok(())
            }
            AttrKind::StridedLayout { strides, .. } => {
                if strides.len() != rank {
                    return err("expected the number of strides to match the rank");
                }
                Ok(())
            }
            _ => err("invalid memref layout attribute"),
        }
    }

    /// `isSupportedMemorySpace` and `skipDefaultMemorySpace`: an integer `0` is the
    /// default memory space, stored as `None`.
    fn check_memory_space(
        &self,
        memory_space: Option<Attribute>,
    ) -> Result<Option<Attribute>, TypeError> {
        let Some(space) = memory_space else {
            return Ok(None);
        };
        if !self.is_supported_memory_space(space) {
            return err("unsupported memory space Attribute");
        }
        Ok(match self.attr_kind(space) {
            AttrKind::Integer { value: 0, .. } => None,
            _ => Some(space),
        })
    }
}

/// A shaped type seen through MLIR's `ShapedType` interface: a ranked or unranked
/// tensor, a vector or a ranked or unranked memref.
///
/// ```
/// use visa_ir::{Context, DialectRegistry, FloatKind, types::DYNAMIC};
/// let mut ctx = Context::new(DialectRegistry::new());
/// let f32 = ctx.float_type(FloatKind::F32);
/// let t = ctx.tensor_type(&[256, 512], f32).unwrap();
/// let s = ctx.shaped(t).unwrap();
/// assert_eq!((s.rank(), s.shape(), s.element_type()), (Some(2), Some(&[256, 512][..]), f32));
/// assert!(s.is_static());
/// assert_eq!(s.num_elements(), Some(131072));
/// let d = ctx.tensor_type(&[4, DYNAMIC], f32).unwrap();
/// let s = ctx.shaped(d).unwrap();
/// assert!(!s.is_static() && s.is_dynamic_dim(1) && s.num_dynamic_dims() == 1);
/// assert_eq!(s.num_elements(), None);
/// assert!(ctx.shaped(f32).is_none());
/// assert_eq!(ctx.element_type_or_self(d), f32);
/// assert_eq!(ctx.element_type_or_self(f32), f32);
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shaped<'a> {
    ty: Type,
    shape: Option<&'a [i64]>,
    element: Type,
}

impl<'a> Shaped<'a> {
    /// The type itself.
    pub fn ty(&self) -> Type {
        self.ty
    }

    /// The element type.
    pub fn element_type(&self) -> Type {
        self.element
    }

    /// Whether the type has a rank (`tensor<*xf32>` has none).
    pub fn has_rank(&self) -> bool {
        self.shape.is_some()
    }

    /// The rank; `None` when unranked.
    pub fn rank(&self) -> Option<usize> {
        self.shape.map(<[i64]>::len)
    }

    /// The sizes, outermost first ([`DYNAMIC`] for `?`); `None` when unranked.
    pub fn shape(&self) -> Option<&'a [i64]> {
        self.shape
    }

    /// Size `i`; `None` when unranked or out of range.
    pub fn dim(&self, i: usize) -> Option<i64> {
        self.shape.and_then(|s| s.get(i).copied())
    }

    /// Whether size `i` is `?` (`false` when unranked or out of range).
    pub fn is_dynamic_dim(&self, i: usize) -> bool {
        self.dim(i) == Some(DYNAMIC)
    }

    /// How many sizes are `?` (0 when unranked).
    pub fn num_dynamic_dims(&self) -> usize {
        self.shape
            .map_or(0, |s| s.iter().filter(|&&d| d == DYNAMIC).count())
    }

    /// Whether the type is ranked with no `?` size (`hasStaticShape`).
    pub fn is_static(&self) -> bool {
        self.shape.is_some_and(|s| !s.contains(&DYNAMIC))
    }

    /// The number of elements: the product of the sizes (1 for rank 0); `None` when
    /// unranked, dynamic, or when the product overflows `u64`.
    pub fn num_elements(&self) -> Option<u64> {
        let shape = self.shape?;
        shape.iter().try_fold(1u64, |acc, &d| {
            let d = u64::try_from(d).ok()?;
            acc.checked_mul(d)
        })
    }
}

impl Context {
    /// `ty` seen as a shaped type (tensor, vector or memref); `None` for any other type.
    pub fn shaped(&self, ty: Type) -> Option<Shaped<'_>> {
        let (shape, element) = match self.type_kind(ty) {
            TypeKind::RankedTensor { shape, element, .. }
            | TypeKind::Vector { shape, element, .. }
            | TypeKind::MemRef { shape, element, .. } => (Some(&shape[..]), *element),
            TypeKind::UnrankedTensor { element } | TypeKind::UnrankedMemRef { element, .. } => {
                (None, *element)
            }
            _ => return None,
        };
        Some(Shaped { ty, shape, element })
    }

    /// Whether `ty` is a tensor, vector or memref type.
    pub fn is_shaped(&self, ty: Type) -> bool {
        self.shaped(ty).is_some()
    }

    /// The element type of a shaped type, else `ty` itself (`getElementTypeOrSelf`).
    pub fn element_type_or_self(&self, ty: Type) -> Type {
        self.shaped(ty).map_or(ty, |s| s.element_type())
    }

    /// The shaped type `ty` with its shape replaced by `shape` (when `Some`) and its
    /// element type by `element` (`ShapedType::clone`): a tensor keeps its encoding, a
    /// memref its layout and memory space, a vector its scalable flags when the rank
    /// stays (none scalable otherwise); an unranked type given a shape becomes ranked.
    /// Errors as the builders; `ty` not shaped is an error too.
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry, FloatKind};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// let f32 = ctx.float_type(FloatKind::F32);
    /// let bf16 = ctx.float_type(FloatKind::BF16);
    /// let t = ctx.tensor_type(&[4, 8], f32).unwrap();
    /// let u = ctx.clone_shaped(t, Some(&[32]), bf16).unwrap();
    /// assert_eq!(ctx.type_to_string(u), "tensor<32xbf16>");
    /// ```
    pub fn clone_shaped(
        &mut self,
        ty: Type,
        shape: Option<&[i64]>,
        element: Type,
    ) -> Result<Type, TypeError> {
        match self.type_kind(ty).clone() {
            TypeKind::RankedTensor {
                shape: old,
                encoding,
                ..
            } => self.tensor_type_with_encoding(shape.unwrap_or(&old), element, encoding),
            TypeKind::UnrankedTensor { .. } => match shape {
                Some(s) => self.tensor_type(s, element),
                None => self.unranked_tensor_type(element),
            },
            TypeKind::Vector {
                shape: old,
                scalable,
                ..
            } => {
                let new = shape.unwrap_or(&old);
                let scalable = if new.len() == old.len() {
                    scalable.to_vec()
                } else {
                    vec![false; new.len()]
                };
                self.scalable_vector_type(new, &scalable, element)
            }
            TypeKind::MemRef {
                shape: old,
                layout,
                memory_space,
                ..
            } => self.memref_type_with(shape.unwrap_or(&old), element, layout, memory_space),
            TypeKind::UnrankedMemRef { memory_space, .. } => match shape {
                Some(s) => self.memref_type_with(s, element, None, memory_space),
                None => self.unranked_memref_type(element, memory_space),
            },
            _ => err(format!(
                "'{}' is not a shaped type",
                self.type_to_string(ty)
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::FloatKind;
    use crate::DialectRegistry;

    #[test]
    fn element_rules_follow_upstream() {
        // Each verdict was checked with mlir-opt-22 on the corresponding text.
        let mut ctx = Context::new(DialectRegistry::new());
        let f32 = ctx.float_type(FloatKind::F32);
        let none = ctx.none_type();
        let t = ctx.tensor_type(&[], f32).unwrap();
        let v = ctx.vector_type(&[4], f32).unwrap();
        let c = ctx.complex_type(f32).unwrap();
        let m = ctx.memref_type(&[4], f32).unwrap();
        // tensor<4xvector<4xf32>> ok, tensor<4xtensor<f32>> and tensor<4xnone> not.
        assert!(ctx.tensor_type(&[4], v).is_ok());
        assert_eq!(
            ctx.tensor_type(&[4], t).unwrap_err().0,
            "invalid tensor element type: tensor<f32>"
        );
        assert!(ctx.tensor_type(&[4], none).is_err());
        // memref<4xmemref<4xf32>> and memref<4xcomplex<f32>> ok, memref<4xtensor<f32>> not.
        assert!(ctx.memref_type(&[4], m).is_ok());
        assert!(ctx.memref_type(&[4], c).is_ok());
        assert!(ctx.memref_type(&[4], t).is_err());
        // vector<4xcomplex<f32>> and vector<4xvector<4xf32>> are rejected.
        assert!(ctx.vector_type(&[4], c).is_err());
        assert!(ctx.vector_type(&[4], v).is_err());
        // complex<complex<f32>> is rejected.
        assert!(ctx.complex_type(c).is_err());
    }

    #[test]
    fn layouts_and_memory_spaces() {
        let mut ctx = Context::new(DialectRegistry::new());
        let f32 = ctx.float_type(FloatKind::F32);
        let i32 = ctx.integer_type(32);
        let s = ctx.strided_layout_attr(0, &[1]);
        assert_eq!(
            ctx.memref_type_with(&[4, 4], f32, Some(s), None)
                .unwrap_err()
                .0,
            "expected the number of strides to match the rank"
        );
        // `0 : i32` is the default memory space too; `1 : i32` is kept.
        let zero = ctx.int_attr(0, i32);
        let one = ctx.int_attr(1, i32);
        let plain = ctx.memref_type(&[4], f32).unwrap();
        assert_eq!(
            ctx.memref_type_with(&[4], f32, None, Some(zero)).unwrap(),
            plain
        );
        let spaced = ctx.memref_type_with(&[4], f32, None, Some(one)).unwrap();
        assert_ne!(spaced, plain);
        assert_eq!(ctx.type_to_string(spaced), "memref<4xf32, 1 : i32>");
        let unit = ctx.unit_attr();
        assert_eq!(
            ctx.memref_type_with(&[4], f32, None, Some(unit))
                .unwrap_err()
                .0,
            "unsupported memory space Attribute"
        );
        assert!(ctx.memref_type(&[-3], f32).is_err());
    }

    #[test]
    fn parsed_spellings_intern_to_one_type() {
        let mut ctx = Context::new(DialectRegistry::new());
        ctx.allow_unregistered = true;
        let src = "\"t.a\"() {a = tensor<4 x ?x8xf32>, b = tensor<4x?x8xf32>, \
                   c = memref<4xf32, strided<[1], offset: 0>, 0 : i32>, d = memref<4xf32, strided<[1]>>} : () -> ()";
        let m = crate::parser::parse_source(&mut ctx, src, "t.mlir").unwrap();
        let op = ctx.block_ops(ctx.module_body(m)).next().unwrap();
        let tys: Vec<Type> = ctx
            .attrs(op)
            .iter()
            .map(|&(_, a)| ctx.attr_type(a).unwrap())
            .collect();
        let f32 = ctx.float_type(FloatKind::F32);
        let built = ctx.tensor_type(&[4, DYNAMIC, 8], f32).unwrap();
        assert_eq!(tys[0], tys[1]);
        assert_eq!(tys[0], built);
        assert_eq!(tys[2], tys[3]);
        assert_ne!(tys[0], tys[2]);
    }

    #[test]
    fn element_counts_are_checked() {
        let mut ctx = Context::new(DialectRegistry::new());
        let i8 = ctx.integer_type(8);
        // Rank 0 holds one element, a zero size none.
        let scalar = ctx.tensor_type(&[], i8).unwrap();
        assert_eq!(ctx.shaped(scalar).unwrap().num_elements(), Some(1));
        let empty = ctx.tensor_type(&[4, 0, 8], i8).unwrap();
        assert_eq!(ctx.shaped(empty).unwrap().num_elements(), Some(0));
        // 2^32 * 2^32 = 2^64 overflows u64: no count rather than a wrapped one.
        let huge = ctx.tensor_type(&[1 << 32, 1 << 32], i8).unwrap();
        assert_eq!(ctx.shaped(huge).unwrap().num_elements(), None);
        let big = ctx.tensor_type(&[1 << 31, 1 << 32], i8).unwrap();
        assert_eq!(ctx.shaped(big).unwrap().num_elements(), Some(1 << 63));
        let unranked = ctx.unranked_memref_type(i8, None).unwrap();
        let s = ctx.shaped(unranked).unwrap();
        assert_eq!(
            (s.rank(), s.num_elements(), s.is_static()),
            (None, None, false)
        );
        let v = ctx
            .scalable_vector_type(&[2, 4], &[false, true], i8)
            .unwrap();
        let s = ctx.shaped(v).unwrap();
        assert_eq!(
            (s.rank(), s.dim(1), s.num_elements()),
            (Some(2), Some(4), Some(8))
        );
        let c = ctx.complex_type(i8).unwrap();
        assert!(ctx.shaped(c).is_none());
        assert!(ctx.clone_shaped(c, None, i8).is_err());
    }

    #[test]
    fn clone_keeps_encoding_layout_and_space() {
        let mut ctx = Context::new(DialectRegistry::new());
        let f32 = ctx.float_type(FloatKind::F32);
        let i32 = ctx.integer_type(32);
        let enc = ctx.string_attr("enc");
        let t = ctx.tensor_type_with_encoding(&[4], f32, Some(enc)).unwrap();
        let u = ctx.clone_shaped(t, Some(&[2, 2]), i32).unwrap();
        assert_eq!(ctx.type_to_string(u), "tensor<2x2xi32, \"enc\">");
        let layout = ctx.strided_layout_attr(0, &[1]);
        let space = ctx.int_attr(3, i32);
        let m = ctx
            .memref_type_with(&[4], f32, Some(layout), Some(space))
            .unwrap();
        let n = ctx.clone_shaped(m, None, i32).unwrap();
        assert_eq!(
            ctx.type_to_string(n),
            "memref<4xi32, strided<[1]>, 3 : i32>"
        );
        // The layout's rank no longer fits: refused as the builder refuses it.
        assert!(ctx.clone_shaped(m, Some(&[2, 2]), f32).is_err());
        let v = ctx.scalable_vector_type(&[4], &[true], f32).unwrap();
        let w = ctx.clone_shaped(v, None, i32).unwrap();
        assert_eq!(ctx.type_to_string(w), "vector<[4]xi32>");
        let w = ctx.clone_shaped(v, Some(&[2, 2]), i32).unwrap();
        assert_eq!(ctx.type_to_string(w), "vector<2x2xi32>");
    }
}
