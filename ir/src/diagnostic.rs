//! Diagnostics: errors, warnings, notes and remarks attached to locations, and their
//! rendering as `file:line:col: error: message` with the source line and a caret.

use crate::location::{LocKind, Location};
use crate::Context;
use std::collections::HashMap;
use std::fmt::Write as _;

/// How serious a diagnostic is.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Severity {
    /// A fact worth knowing, e.g. from an analysis.
    Remark,
    /// Attached to another diagnostic.
    Note,
    /// Suspicious but accepted.
    Warning,
    /// The input is rejected.
    Error,
}

impl Severity {
    /// The word printed after the location.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Remark => "remark",
            Severity::Note => "note",
            Severity::Warning => "warning",
            Severity::Error => "error",
        }
    }
}

/// A message at a location, with attached notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where.
    pub loc: Location,
    /// What, without a trailing period, starting lower-case as MLIR does.
    pub message: String,
    /// Related notes (severity [`Severity::Note`]).
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// A diagnostic of any severity.
    pub fn new(severity: Severity, loc: Location, message: impl Into<String>) -> Self {
        Diagnostic {
            severity,
            loc,
            message: message.into(),
            notes: Vec::new(),
        }
    }

    /// An error.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Error, loc, message)
    }

    /// A warning.
    pub fn warning(loc: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Warning, loc, message)
    }

    /// A remark.
    pub fn remark(loc: Location, message: impl Into<String>) -> Self {
        Self::new(Severity::Remark, loc, message)
    }

    /// Attaches a note at `loc`.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes
            .push(Diagnostic::new(Severity::Note, loc, message));
        self
    }

    /// Whether this is an error.
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

/// The text of the files diagnostics point into, so a rendering can quote the line.
#[derive(Clone, Debug, Default)]
pub struct SourceMgr {
    files: HashMap<String, String>,
}

impl SourceMgr {
    /// An empty source manager.
    pub fn new() -> Self {
        Self::default()
    }

    /// Registers the contents of the file `name`.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) {
        self.files.insert(name.into(), text.into());
    }

    /// Line `line` (1-based) of file `name`, without its line break.
    pub fn line(&self, name: &str, line: u32) -> Option<&str> {
        let text = self.files.get(name)?;
        text.split('\n')
            .nth(line.checked_sub(1)? as usize)
            .map(|l| l.trim_end_matches('\r'))
    }
}

/// The innermost file position of `loc`, if it has one.
pub fn file_line_col(ctx: &Context, loc: Location) -> Option<(&str, u32, u32)> {
    match ctx.loc_kind(loc) {
        LocKind::FileLineCol { file, line, col } => Some((ctx.str(*file), *line, *col)),
        LocKind::Name {
            child: Some(child), ..
        } => file_line_col(ctx, *child),
        LocKind::Fused { locs, .. } => locs.iter().find_map(|&l| file_line_col(ctx, l)),
        LocKind::CallSite { callee, .. } => file_line_col(ctx, *callee),
        _ => None,
    }
}

/// Renders `diag` and its notes the way `mlir-opt` does:
///
/// ```text
/// in.mlir:3:8: error: use of undefined value '%x'
///   %0 = arith.addi %x, %x : i32
///        ^
/// ```
pub fn render(ctx: &Context, sources: &SourceMgr, diag: &Diagnostic) -> String {
    let mut out = String::new();
    render_one(ctx, sources, diag, &mut out);
    for note in &diag.notes {
        render_one(ctx, sources, note, &mut out);
    }
    out
}

fn render_one(ctx: &Context, sources: &SourceMgr, diag: &Diagnostic, out: &mut String) {
    let sev = diag.severity.as_str();
    match file_line_col(ctx, diag.loc) {
        Some((file, line, col)) => {
            let _ = writeln!(out, "{file}:{line}:{col}: {sev}: {}", diag.message);
            if let Some(text) = sources.line(file, line) {
                let _ = writeln!(out, "{text}");
                let pad: String = text
                    .chars()
                    .take(col.saturating_sub(1) as usize)
                    .map(|c| if c == '\t' { '\t' } else { ' ' })
                    .collect();
                let _ = writeln!(out, "{pad}^");
            }
        }
        None => {
            let loc = match ctx.loc_kind(diag.loc) {
                LocKind::Unknown => "loc(unknown)".to_string(),
                _ => crate::printer::location_to_string(ctx, diag.loc),
            };
            let _ = writeln!(out, "{loc}: {sev}: {}", diag.message);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_line_and_caret() {
        let mut ctx = Context::new(Default::default());
        let mut sources = SourceMgr::new();
        sources.add("in.mlir", "module {\n  %0 = foo\n}\n");
        let loc = ctx.file_loc("in.mlir", 2, 8);
        let note_loc = ctx.file_loc("in.mlir", 1, 1);
        let d = Diagnostic::error(loc, "unknown op").with_note(note_loc, "in this module");
        assert_eq!(
            render(&ctx, &sources, &d),
            "in.mlir:2:8: error: unknown op\n  %0 = foo\n       ^\n\
             in.mlir:1:1: note: in this module\nmodule {\n^\n"
        );
    }
}
