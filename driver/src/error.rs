//! The error of the tool-facing entry points ([`crate::check`]): an exit status and a
//! rendered message, as `visa-run` prints them.

/// A failure with its exit status and rendered message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// 1: the program is wrong; 2: the command line or its input files are.
    pub code: i32,
    /// What to print on stderr.
    pub message: String,
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.message.trim_end())
    }
}

impl std::error::Error for Error {}

/// A usage error (exit status 2): the command line or an input file is wrong.
pub fn usage(message: impl Into<String>) -> Error {
    Error {
        code: 2,
        message: format!("visa-run: error: {}", message.into()),
    }
}

/// A program error (exit status 1): the program does not parse, verify, lower or run.
pub fn program_error(message: impl Into<String>) -> Error {
    Error {
        code: 1,
        message: message.into(),
    }
}
