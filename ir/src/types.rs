//! Types: builtin kinds and dialect-defined ones, interned in the [`Context`](crate::Context).

use crate::attributes::Attribute;
use crate::dynkey::DynKey;
use crate::intern::Symbol;
use crate::printer::AsmPrinter;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// An interned type. Two types are equal exactly when their handles are.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Type(pub(crate) u32);

/// Signedness of an integer type: `i32` is signless, `si32` signed, `ui32` unsigned.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The builtin floating-point formats, spelled as in MLIR (every float type mlir-opt-22
/// knows). Each has a [`FloatFormat`](crate::float::FloatFormat): see
/// [`FloatKind::format`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `bf16`
    BF16,
    /// `f16`
    F16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f8E4M3FN`
    F8E4M3FN,
    /// `f8E5M2`
    F8E5M2,
    /// `f8E3M4`
    F8E3M4,
    /// `f8E4M3`
    F8E4M3,
    /// `f8E4M3FNUZ`
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`
    F8E4M3B11FNUZ,
    /// `f8E5M2FNUZ`
    F8E5M2FNUZ,
    /// `f8E8M0FNU`
    F8E8M0FNU,
    /// `f4E2M1FN`
    F4E2M1FN,
    /// `f6E2M3FN`
    F6E2M3FN,
    /// `f6E3M2FN`
    F6E3M2FN,
    /// `tf32`
    TF32,
    /// `f80`
    F80,
    /// `f128`
    F128,
}

impl FloatKind {
    /// Every kind, in declaration order.
    pub const ALL: [FloatKind; 18] = [
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2,
        FloatKind::F8E3M4,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E8M0FNU,
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::TF32,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The MLIR spelling.
    pub fn name(self) -> &'static str {
        match self {
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::TF32 => "tf32",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The spelling's inverse.
    pub fn from_name(name: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.name() == name)
    }

    /// Width in bits.
    pub fn width(self) -> u32 {
        self.format().width
    }
}

/// Storage of a dialect-defined type such as `!stream.dm<...>`.
///
/// A dialect implements this for a plain `Eq + Hash` struct; the context interns it and
/// the printer calls [`DialectType::print_body`] for the part after the mnemonic.
pub trait DialectType: DynKey + fmt::Debug + Send + Sync {
    /// The dialect namespace, e.g. `stream`.
    fn dialect(&self) -> &'static str;
    /// The type's mnemonic within the dialect, e.g. `dm`.
    fn mnemonic(&self) -> &'static str;
    /// Prints what follows `!dialect.mnemonic`, usually `<...>` (nothing for a bare name).
    fn print_body(&self, p: &mut AsmPrinter<'_>);
    /// The alias the printer defines for this type (MLIR's `OpAsmTypeInterface::getAlias`
    /// / `OpAsmDialectInterface::getAlias`): a name stem such as `hbm_i32`, made of
    /// letters, digits and `_`. Every printed module then says `!hbm_i32 = !stream.hbm<...>`
    /// once at the top and `!hbm_i32` at each use; distinct types with the same stem are
    /// numbered (`!hbm_i32_1`). `None` (the default): always spelled out.
    fn alias(&self, _ctx: &crate::Context) -> Option<String> {
        None
    }
    /// Whether the type may be a `vector` element (MLIR's `VectorElementTypeInterface`).
    /// `false` by default.
    fn is_vector_element(&self) -> bool {
        false
    }
    /// Whether the type may be a `memref` element (MLIR's `MemRefElementTypeInterface`).
    /// `false` by default.
    fn is_memref_element(&self) -> bool {
        false
    }
}

/// A dialect type behind an `Arc`, with equality and hashing through [`DynKey`].
#[derive(Clone, Debug)]
pub struct DynType(pub Arc<dyn DialectType>);

impl PartialEq for DynType {
    fn eq(&self, other: &Self) -> bool {
        self.0.dyn_eq(other.0.as_any())
    }
}
impl Eq for DynType {}
impl Hash for DynType {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.0.dyn_hash(state)
    }
}

/// What a [`Type`] is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui16`, `i1`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`.
    Index,
    /// `f32`, `bf16`, ...
    Float(FloatKind),
    /// `none`.
    None,
    /// `(i32, f32) -> i1`.
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `tuple<i32, f32>`.
    Tuple(Vec<Type>),
    /// A type of an unregistered dialect, kept as text: `!foo.bar<1, 2>` stores
    /// dialect `foo` and body `bar<1, 2>`.
    Opaque {
        /// The dialect namespace.
        dialect: Symbol,
        /// The text between the angle brackets.
        body: String,
    },
    /// A registered dialect's type.
    Dialect(DynType),
    /// `tensor<4x?x8xf32>`, `tensor<f32>`, `tensor<4xf32, #enc>`: MLIR's
    /// `RankedTensorType`. Sizes are non-negative or [`DYNAMIC`].
    RankedTensor {
        /// The sizes, outermost first; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The encoding: any attribute, `None` when absent.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`: MLIR's `UnrankedTensorType`.
    UnrankedTensor {
        /// The element type.
        element: Type,
    },
    /// `vector<4x[8]xf32>`, `vector<f32>`: MLIR's `VectorType`. Sizes are positive.
    Vector {
        /// The sizes, outermost first.
        shape: Box<[i64]>,
        /// Which sizes are scalable (`[8]`); as long as `shape`.
        scalable: Box<[bool]>,
        /// The element type (integer, index or float).
        element: Type,
    },
    /// `memref<4x?xf32, strided<[?, 1]>, 1>`: MLIR's `MemRefType`.
    MemRef {
        /// The sizes, outermost first; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        element: Type,
        /// The layout (a strided layout or an affine map); `None` for the identity
        /// layout, which MLIR leaves out when printing.
        layout: Option<Attribute>,
        /// The memory space; `None` for the default one (an integer `0` is stored as
        /// `None`, as MLIR does).
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32, 2>`: MLIR's `UnrankedMemRefType`.
    UnrankedMemRef {
        /// The element type.
        element: Type,
        /// The memory space; `None` for the default one.
        memory_space: Option<Attribute>,
    },
    /// `complex<f32>`: MLIR's `ComplexType` (integer or float elements).
    Complex(Type),
}

/// MLIR's `ShapedType::kDynamic`: a size, stride or offset not known statically,
/// written `?`.
pub const DYNAMIC: i64 = i64::MIN;
