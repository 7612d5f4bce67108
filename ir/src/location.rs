//! Source locations attached to operations, block arguments and diagnostics.

use crate::attributes::Attribute;
use crate::intern::Symbol;

/// An interned location; see [`LocKind`].
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Location(pub(crate) u32);

/// What a [`Location`] denotes, following MLIR's builtin location kinds.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocKind {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`, 1-based line and column (MLIR's `FileLineColLoc`).
    FileLineCol {
        /// The file name.
        file: Symbol,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// The other forms of MLIR's `FileLineColRange`: `loc("file":line)`,
    /// `loc("file":line:col to :end_col)` and `loc("file":line:col to end_line:end_col)`.
    /// Uniqued by the form written, as MLIR does: `"f":1:2 to 1:4` and `"f":1:2 to :4`
    /// print alike but are two locations.
    FileRange {
        /// The file name.
        file: Symbol,
        /// The numbers written after the file name.
        range: FileRange,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: Symbol,
        /// The location it names, if any.
        child: Option<Location>,
    },
    /// `loc(fused[a, b])` or `loc(fused<metadata>[a, b])`.
    Fused {
        /// The fused locations (never empty: MLIR keeps `[unknown]` with metadata).
        locs: Vec<Location>,
        /// The metadata attribute, if any.
        metadata: Option<Attribute>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Where the called code is.
        callee: Location,
        /// Where the call is.
        caller: Location,
    },
}

/// The numbers of a [`LocKind::FileRange`], as written.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FileRange {
    /// `"file":line` (the column reads as 0).
    Line(u32),
    /// `"file":line:col to :end_col`.
    Columns {
        /// Start line, which is also the end line.
        line: u32,
        /// Start column.
        col: u32,
        /// End column.
        end_col: u32,
    },
    /// `"file":line:col to end_line:end_col`.
    Lines {
        /// Start line.
        line: u32,
        /// Start column.
        col: u32,
        /// End line.
        end_line: u32,
        /// End column.
        end_col: u32,
    },
}

impl FileRange {
    /// `(start line, start column, end line, end column)` as MLIR's accessors give them.
    pub fn bounds(self) -> (u32, u32, u32, u32) {
        match self {
            FileRange::Line(l) => (l, 0, l, 0),
            FileRange::Columns { line, col, end_col } => (line, col, line, end_col),
            FileRange::Lines {
                line,
                col,
                end_line,
                end_col,
            } => (line, col, end_line, end_col),
        }
    }
}
