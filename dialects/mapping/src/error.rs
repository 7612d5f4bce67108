//! Errors raised while parsing or building a mapping expression.
//!
//! Every error carries the 1-based column of the offending character when the
//! mapping came from text, so tools can echo the source with a caret under it.

use std::fmt;

/// What went wrong; see [`MappingError`] for the location.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// A character that cannot start or continue a token.
    UnexpectedChar(char),
    /// The input ended where more was expected (the payload says what).
    UnexpectedEnd(&'static str),
    /// A token other than the one the grammar needs here.
    Expected(&'static str),
    /// A name that is neither a declared axis nor (where allowed) a named mapping.
    UnknownAxis(String),
    /// `{Name}` names no mapping in scope.
    UnknownMapping(String),
    /// An axis declared twice in one environment.
    DuplicateAxis(String),
    /// `e / n` where `n` does not divide `size(e)` (manual L873).
    StrideNotDivide {
        /// `size(e)`.
        size: u64,
        /// The divisor `n`.
        stride: u64,
    },
    /// `e % n` where `n` does not divide `size(e)` (manual L891).
    ModuloNotDivide {
        /// `size(e)`.
        size: u64,
        /// The modulus `n`.
        modulo: u64,
    },
    /// `e # n` (or `# l + e + # r`) whose total is smaller than `size(e)`.
    PaddingTooSmall {
        /// `size(e)`.
        content: u64,
        /// The padded total.
        padding: u64,
    },
    /// `e = n` with `n > size(e)`.
    ResizeTooLarge {
        /// `size(e)`.
        content: u64,
        /// The requested size `n`.
        resize: u64,
    },
    /// A size, stride or modulo of zero.
    Zero(&'static str),
    /// A size or number that does not fit in 64 bits.
    Overflow,
    /// An indirection-table entry outside the content it indexes.
    TableOutOfRange {
        /// The entry.
        entry: u64,
        /// The size of the content it indexes.
        size: u64,
    },
    /// A derived (skewed or padded) axis whose base is unknown or itself derived.
    BadSkew(String),
    /// Brackets, pairs, operators and named mappings nested deeper than
    /// [`crate::parse::MAX_DEPTH`] levels (the IR parser's limit and wording).
    NestingTooDeep,
}

/// An error with the 1-based column it points at (`None` for mappings built
/// programmatically rather than parsed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MappingError {
    /// 1-based character column in the source text, if any.
    pub column: Option<usize>,
    /// What went wrong.
    pub kind: ErrorKind,
}

impl MappingError {
    /// An error without a source location.
    pub fn new(kind: ErrorKind) -> Self {
        MappingError { column: None, kind }
    }

    /// An error at a 1-based column.
    pub fn at(column: usize, kind: ErrorKind) -> Self {
        MappingError {
            column: Some(column),
            kind,
        }
    }

    /// Sets the column if none is set yet.
    pub fn or_at(mut self, column: usize) -> Self {
        self.column.get_or_insert(column);
        self
    }

    /// Renders `source` with a caret under the error column, followed by the message.
    pub fn render(&self, source: &str) -> String {
        match self.column {
            Some(c) => format!(
                "error: {}\n  {}\n  {}^",
                self,
                source,
                " ".repeat(c.saturating_sub(1))
            ),
            None => format!("error: {self}"),
        }
    }
}

impl fmt::Display for ErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ErrorKind::UnexpectedChar(c) => write!(f, "unexpected character `{c}`"),
            ErrorKind::UnexpectedEnd(what) => write!(f, "unexpected end of input, expected {what}"),
            ErrorKind::Expected(what) => write!(f, "expected {what}"),
            ErrorKind::UnknownAxis(a) => write!(f, "unknown axis `{a}`"),
            ErrorKind::UnknownMapping(a) => write!(f, "unknown mapping `{{{a}}}`"),
            ErrorKind::DuplicateAxis(a) => write!(f, "axis `{a}` declared twice"),
            ErrorKind::StrideNotDivide { size, stride } => write!(
                f,
                "Stride size must divide the original size ({stride} does not divide {size})"
            ),
            ErrorKind::ModuloNotDivide { size, modulo } => write!(
                f,
                "Modulo size must divide the original size ({modulo} does not divide {size})"
            ),
            ErrorKind::PaddingTooSmall { content, padding } => write!(
                f,
                "padding to {padding} is smaller than its content of size {content}"
            ),
            ErrorKind::ResizeTooLarge { content, resize } => write!(
                f,
                "resize to {resize} is larger than its content of size {content}"
            ),
            ErrorKind::Zero(what) => write!(f, "{what} must be at least 1"),
            ErrorKind::Overflow => write!(f, "size does not fit in 64 bits"),
            ErrorKind::TableOutOfRange { entry, size } => write!(
                f,
                "indirection table entry {entry} is outside its content of size {size}"
            ),
            ErrorKind::BadSkew(a) => write!(f, "bad derived axis declaration for `{a}`"),
            ErrorKind::NestingTooDeep => write!(f, "nesting too deep"),
        }
    }
}

impl fmt::Display for MappingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.column {
            Some(c) => write!(f, "column {c}: {}", self.kind),
            None => write!(f, "{}", self.kind),
        }
    }
}

impl std::error::Error for MappingError {}
