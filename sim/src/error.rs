//! Typed simulator errors.
//!
//! Every error carries the opaque source-location tag of the command that caused it
//! (`loc`, supplied by the caller, typically the `hw` op's location) and the index of that
//! command in the program. The simulator never panics on bad input: it returns a [`SimError`].

use std::fmt;

use crate::memory::Space;

/// What went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SimErrorKind {
    /// An access falls outside the addressable range of a memory space.
    OutOfRange {
        /// The memory space accessed.
        space: Space,
        /// First byte address of the access (may be negative when a sequencer produced it).
        addr: i128,
        /// Length of the access in bytes.
        len: u64,
        /// Why the access is out of range.
        reason: String,
    },
    /// A read touched a page that was never written (see `docs/decisions.md`).
    Unmapped {
        /// The memory space accessed.
        space: Space,
        /// First byte address of the unmapped page touched.
        addr: u64,
    },
    /// A command's register-level configuration violates a hardware rule.
    InvalidConfig(String),
    /// The command is designed but its execution is not implemented yet.
    Unsupported(String),
}

/// A simulator error with the location of the command that caused it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SimError {
    /// What went wrong.
    pub kind: SimErrorKind,
    /// The opaque source location of the offending command, as given by the caller.
    pub loc: Option<String>,
    /// Index of the offending command in [`crate::Program::commands`], if any.
    pub command: Option<usize>,
}

impl SimError {
    /// Builds an error with no location yet.
    pub fn new(kind: SimErrorKind) -> Self {
        SimError {
            kind,
            loc: None,
            command: None,
        }
    }

    /// Shorthand for an [`SimErrorKind::InvalidConfig`] error.
    pub fn invalid(msg: impl Into<String>) -> Self {
        Self::new(SimErrorKind::InvalidConfig(msg.into()))
    }

    /// Shorthand for an [`SimErrorKind::Unsupported`] error.
    pub fn unsupported(msg: impl Into<String>) -> Self {
        Self::new(SimErrorKind::Unsupported(msg.into()))
    }

    /// Prefixes the message of an invalid-configuration or range error with `context`.
    pub fn with_context(mut self, context: &str) -> Self {
        match &mut self.kind {
            SimErrorKind::InvalidConfig(m) | SimErrorKind::Unsupported(m) => {
                *m = format!("{context}: {m}")
            }
            SimErrorKind::OutOfRange { reason, .. } => *reason = format!("{context}: {reason}"),
            SimErrorKind::Unmapped { .. } => {}
        }
        self
    }

    /// Attaches the command index and location tag, keeping any already set.
    pub fn at(mut self, command: usize, loc: &Option<String>) -> Self {
        if self.command.is_none() {
            self.command = Some(command);
        }
        if self.loc.is_none() {
            self.loc = loc.clone();
        }
        self
    }
}

impl fmt::Display for SimErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SimErrorKind::OutOfRange {
                space,
                addr,
                len,
                reason,
            } => write!(
                f,
                "access of {len} bytes at {space} address {addr:#x} is out of range: {reason}"
            ),
            SimErrorKind::Unmapped { space, addr } => write!(
                f,
                "read of unwritten memory: {space} page at {addr:#x} was never written"
            ),
            SimErrorKind::InvalidConfig(m) => write!(f, "invalid configuration: {m}"),
            SimErrorKind::Unsupported(m) => write!(f, "not supported by the simulator yet: {m}"),
        }
    }
}

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(loc) = &self.loc {
            write!(f, "{loc}: ")?;
        }
        if let Some(i) = self.command {
            write!(f, "command #{i}: ")?;
        }
        write!(f, "{}", self.kind)
    }
}

impl std::error::Error for SimError {}

impl From<visa_tcp::check::CheckError> for SimError {
    fn from(e: visa_tcp::check::CheckError) -> Self {
        use visa_tcp::check::CheckError;
        SimError::new(match e {
            CheckError::OutOfRange {
                space,
                addr,
                len,
                reason,
            } => SimErrorKind::OutOfRange {
                space,
                addr,
                len,
                reason,
            },
            CheckError::Invalid(m) => SimErrorKind::InvalidConfig(m),
        })
    }
}

/// Result alias used throughout the crate.
pub type SimResult<T> = Result<T, SimError>;
