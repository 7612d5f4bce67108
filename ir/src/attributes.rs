//! Attributes: compile-time constant data attached to operations, interned in the
//! [`Context`](crate::Context).

use crate::dynkey::DynKey;
use crate::intern::Symbol;
use crate::location::Location;
use crate::printer::AsmPrinter;
use crate::types::Type;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// An interned attribute. Two attributes are equal exactly when their handles are.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Attribute(pub(crate) u32);

/// Storage of a dialect-defined attribute such as `#mapping<m[A / 8]>`.
pub trait DialectAttr: DynKey + fmt::Debug + Send + Sync {
    /// The dialect namespace, e.g. `mapping`.
    fn dialect(&self) -> &'static str;
    /// The mnemonic within the dialect; empty for the dialect's single unnamed
    /// attribute, which prints as `#dialect<...>`.
    fn mnemonic(&self) -> &'static str;
    /// Prints what follows `#dialect.mnemonic` (or `#dialect`), usually `<...>`.
    fn print_body(&self, p: &mut AsmPrinter<'_>);
}

/// A dialect attribute behind an `Arc`, with equality and hashing through [`DynKey`].
#[derive(Clone, Debug)]
pub struct DynAttr(pub Arc<dyn DialectAttr>);

impl PartialEq for DynAttr {
    fn eq(&self, other: &Self) -> bool {
        self.0.dyn_eq(other.0.as_any())
    }
}
impl Eq for DynAttr {}
impl Hash for DynAttr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dyn_hash(state)
    }
}

/// What an [`Attribute`] is; the builtin kinds follow MLIR's spelling.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit`: presence is the information.
    Unit,
    /// `42 : i32`; the value is kept sign-extended to 128 bits. An `i1` integer is a
    /// boolean and prints as `true` / `false`.
    Integer {
        /// The value.
        value: i128,
        /// Its integer or index type.
        ty: Type,
    },
    /// `1.5 : f32`; the value is kept as its type's own bit pattern (rounded to the
    /// type when parsed or built from an `f64`; NaN payloads kept), see
    /// [`crate::float`].
    Float {
        /// The value's bits in its type's format (low `width` bits).
        bits: u128,
        /// Its float type.
        ty: Type,
    },
    /// `"text"`.
    String(String),
    /// A type used as an attribute, e.g. `function_type = (i32) -> i32`.
    Type(Type),
    /// `[a, b]`.
    Array(Vec<Attribute>),
    /// `{a = 1, b}`, sorted by name.
    Dictionary(Vec<(Symbol, Attribute)>),
    /// `@root::@nested`.
    SymbolRef {
        /// The root symbol (`@a` of `@a::@b`).
        root: Symbol,
        /// The nested references, outermost first.
        nested: Vec<Symbol>,
    },
    /// `array<i64: 1, 2>`.
    DenseI64Array(Vec<i64>),
    /// `loc(...)` used as an attribute.
    Location(Location),
    /// An attribute of an unregistered dialect, kept as text: `#foo.bar<1>` stores
    /// dialect `foo` and body `bar<1>`.
    Opaque {
        /// The dialect namespace.
        dialect: Symbol,
        /// The text between the angle brackets.
        body: String,
    },
    /// A registered dialect's attribute.
    Dialect(DynAttr),
    /// `strided<[4, 1], offset: ?>`: MLIR's `StridedLayoutAttr`, a memref layout.
    /// Strides and offset may be [`DYNAMIC`](crate::types::DYNAMIC) (`?`).
    StridedLayout {
        /// The element offset of the first element (`0` when not written).
        offset: i64,
        /// One stride per dimension, outermost first.
        strides: Box<[i64]>,
    },
    /// `dense_resource<name> : tensor<4xf32>`: elements held in the context's blob
    /// `name` (see [`crate::resource`]).
    DenseResource {
        /// The blob's key.
        name: Symbol,
        /// The shaped type of the elements.
        ty: Type,
    },
    /// `array<T: ...>` of an element type other than `i64` (which is
    /// [`AttrKind::DenseI64Array`], MLIR's `DenseI64ArrayAttr`): MLIR's
    /// `DenseBoolArrayAttr` (`i1`), `DenseI8/I16/I32ArrayAttr`, `DenseF32/F64ArrayAttr`
    /// and the generic `DenseArrayAttr` of any integer or float type whose width is a
    /// multiple of 8. Each element is kept as its raw bits (integers truncated to the
    /// width, floats in their own format).
    DenseArray {
        /// The element type.
        elem: Type,
        /// The elements' bit patterns, one per element.
        bits: Vec<u128>,
    },
    /// `dense<...> : tensor<4xf32>` of integers, `index`, floats or `complex` of them
    /// (MLIR's `DenseIntOrFPElementsAttr`): packed little-endian bytes, see
    /// [`crate::dense`] for the layout and [`Context::dense`](crate::Context::dense)
    /// for a typed view.
    DenseElements {
        /// The statically shaped tensor, vector or memref type.
        ty: Type,
        /// Whether `raw` holds one element standing for all.
        splat: bool,
        /// The elements' bytes (one element when a splat).
        raw: Box<[u8]>,
    },
    /// `dense<["a", "b"]> : tensor<2x!t.s>`: elements of any other type written as
    /// strings (MLIR's `DenseStringElementsAttr`).
    DenseStrings {
        /// The statically shaped type.
        ty: Type,
        /// Whether `values` holds one value standing for all.
        splat: bool,
        /// The values (one when a splat).
        values: Box<[String]>,
    },
    /// `distinct[N]<attr>`: MLIR's `DistinctAttr`, an attribute unique to its creation
    /// however equal its referenced attribute (`distinct[N]<>` references `unit`).
    /// `id` tells distinct ones apart within the context; the text's `N` only pairs
    /// uses within one file, and the printer numbers them anew in order of printing.
    Distinct {
        /// Unique within the context (see [`Context::distinct_attr`](crate::Context::distinct_attr)).
        id: u64,
        /// The attribute it refers to.
        referenced: Attribute,
    },
    /// `"text" : type`: a string with a type (MLIR's `StringAttr` with a type other
    /// than `none`; an untyped string is [`AttrKind::String`]).
    TypedString {
        /// The text.
        value: String,
        /// Its type.
        ty: Type,
    },
    /// `affine_map<(d0)[s0] -> (d0 + s0)>`: MLIR's `AffineMapAttr` (see
    /// [`crate::affine`]); also a memref layout.
    AffineMap(crate::affine::AffineMap),
    /// `affine_set<(d0) : (d0 >= 0)>`: MLIR's `IntegerSetAttr`.
    IntegerSet(crate::affine::IntegerSet),
}
