//! The typed error of the TIRx layout module: a kind, a message and, for text, a column.

use std::fmt;

/// What went wrong, as a stable machine-readable kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TirxErrorKind {
    /// The layout text does not follow the syntax.
    Syntax,
    /// A name in the text (e.g. `sf_per_mma`) has no bound value.
    UnboundSymbol,
    /// A layout is ill-formed (zero extent, swizzle with `S < B`, ...).
    IllFormed,
    /// A logical shape's size differs from the product of the shard extents.
    ShapeMismatch,
    /// A logical coordinate lies outside its shape.
    OutOfBounds,
    /// A coordinate or address computation overflowed or went negative where it cannot.
    Overflow,
    /// The layout replicates elements (`R[...]`), which a mapping expression cannot express.
    Replication,
    /// The layout uses an XOR swizzle, which is not affine.
    Swizzle,
    /// The layout binds strides to more than one axis, or to a non-memory axis.
    MultipleAxes,
    /// Two logical elements land on the same coordinate (the layout is not injective).
    Aliasing,
    /// A negative stride, which a mapping expression cannot express.
    NegativeStride,
    /// The mapping expression uses a construct with no TIRx counterpart (resize, broadcast, ...).
    Unsupported,
}

impl TirxErrorKind {
    /// A short stable name for the kind (used in JSON output).
    pub fn name(self) -> &'static str {
        match self {
            TirxErrorKind::Syntax => "syntax",
            TirxErrorKind::UnboundSymbol => "unbound symbol",
            TirxErrorKind::IllFormed => "ill-formed layout",
            TirxErrorKind::ShapeMismatch => "shape mismatch",
            TirxErrorKind::OutOfBounds => "out of bounds",
            TirxErrorKind::Overflow => "overflow",
            TirxErrorKind::Replication => "replication",
            TirxErrorKind::Swizzle => "xor swizzle",
            TirxErrorKind::MultipleAxes => "multiple axes",
            TirxErrorKind::Aliasing => "aliasing",
            TirxErrorKind::NegativeStride => "negative stride",
            TirxErrorKind::Unsupported => "unsupported",
        }
    }
}

/// An error from parsing, evaluating or converting a TIRx layout.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TirxError {
    /// The kind of failure.
    pub kind: TirxErrorKind,
    /// A human-readable explanation.
    pub message: String,
    /// The 1-based column in the input text, for errors that come from text.
    pub column: Option<usize>,
}

impl TirxError {
    /// An error with no text location.
    pub fn new(kind: TirxErrorKind, message: impl Into<String>) -> Self {
        TirxError {
            kind,
            message: message.into(),
            column: None,
        }
    }

    /// An error at a 1-based column of the input text.
    pub fn at(kind: TirxErrorKind, column: usize, message: impl Into<String>) -> Self {
        TirxError {
            kind,
            message: message.into(),
            column: Some(column),
        }
    }
}

impl fmt::Display for TirxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(c) => write!(f, "column {c}: {}: {}", self.kind.name(), self.message),
            None => write!(f, "{}: {}", self.kind.name(), self.message),
        }
    }
}

impl std::error::Error for TirxError {}
