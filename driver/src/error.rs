//! The error of the tool-facing entry points ([`crate::check`], [`crate::Kernel`]): what
//! went wrong, by kind, and its message. The message carries no tool name; a tool
//! prints it with [`Error::render_for`] (`visa-run: error: ...`, or the located
//! diagnostics as they are).

/// A failure of a kernel's path from text to checked results.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// The command line, an argument or an input file is wrong (exit status 2).
    #[error("{0}")]
    Usage(String),
    /// The program is wrong at no source location: it does not fit its arguments, or
    /// a result cannot be read back (exit status 1).
    #[error("{0}")]
    Program(String),
    /// The program does not parse, verify, lower or run: the located diagnostics,
    /// rendered with their source lines (`file:line:col: error: ...`; exit status 1).
    #[error("{}", .0.trim_end())]
    Diagnostics(String),
}

impl Error {
    /// The exit status a tool returns for it: 2 for a usage error, 1 otherwise.
    pub fn code(&self) -> i32 {
        match self {
            Error::Usage(_) => 2,
            Error::Program(_) | Error::Diagnostics(_) => 1,
        }
    }

    /// The message, without a tool name.
    pub fn message(&self) -> &str {
        match self {
            Error::Usage(m) | Error::Program(m) | Error::Diagnostics(m) => m,
        }
    }

    /// What `tool` prints on standard error: `TOOL: error: MESSAGE` for a usage or
    /// program error, the rendered diagnostics as they are.
    pub fn render_for(&self, tool: &str) -> String {
        match self {
            Error::Usage(m) | Error::Program(m) => format!("{tool}: error: {m}"),
            Error::Diagnostics(m) => m.clone(),
        }
    }
}

/// A usage error (exit status 2): the command line or an input file is wrong.
pub fn usage(message: impl Into<String>) -> Error {
    Error::Usage(message.into())
}

/// A program error at no source location (exit status 1).
pub fn program_error(message: impl Into<String>) -> Error {
    Error::Program(message.into())
}

/// Rendered, located diagnostics (exit status 1).
pub fn diagnostics(rendered: impl Into<String>) -> Error {
    Error::Diagnostics(rendered.into())
}
