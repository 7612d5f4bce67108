//! Source locations attached to operations, block arguments and diagnostics.

use crate::intern::Symbol;

/// An interned location; see [`LocKind`].
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Location(pub(crate) u32);

/// What a [`Location`] denotes, following MLIR's builtin location kinds.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocKind {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`, 1-based line and column.
    FileLineCol {
        /// The file name.
        file: Symbol,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// `loc("name")` or `loc("name"(child))`.
    Name {
        /// The name.
        name: Symbol,
        /// The location it names, if any.
        child: Option<Location>,
    },
    /// `loc(fused[a, b])`.
    Fused(Vec<Location>),
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Where the called code is.
        callee: Location,
        /// Where the call is.
        caller: Location,
    },
}
