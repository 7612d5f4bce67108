//! `distinct[N]<attr>` (MLIR's `DistinctAttr`): within one file the same `N` is the same
//! attribute and must reference the same attribute; `distinct[N]<>` references `unit`.
//! Diagnostics in mlir-opt-22's words.

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::attributes::{AttrKind, Attribute};
use crate::diagnostic::Diagnostic;

impl AsmParser<'_> {
    /// Parses `distinct[N]<attr>` from the `distinct` keyword on.
    pub(crate) fn parse_distinct_attr(&mut self) -> ParseResult<Attribute> {
        let start = self.current_loc();
        self.bump();
        if !self.parse_optional_punct("[") {
            return Err(self.wrong_token_error("expected '[' after 'distinct'"));
        }
        if !self.at(TokenKind::Integer) {
            return Err(self.wrong_token_error("expected distinct ID"));
        }
        let n = self
            .integer_magnitude()
            .ok()
            .and_then(|v| u64::try_from(v).ok());
        self.bump();
        let Some(n) = n else {
            return Err(self.emit_error("expected an unsigned 64-bit integer"));
        };
        if !self.parse_optional_punct("]") {
            return Err(self.wrong_token_error("expected ']' to close distinct ID"));
        }
        if !self.parse_optional_punct("<") {
            return Err(self.wrong_token_error("expected '<' after distinct ID"));
        }
        let referenced = if self.is_punct(">") {
            self.ctx.unit_attr()
        } else {
            self.parse_attribute()?
        };
        if !self.parse_optional_punct(">") {
            return Err(self.wrong_token_error("expected '>' to close distinct attribute"));
        }
        if let Some(&prev) = self.distinct_attrs.get(&n) {
            let previous = match self.ctx.attr_kind(prev) {
                AttrKind::Distinct { referenced: r, .. } => *r,
                _ => prev,
            };
            if previous != referenced {
                return Err(Diagnostic::error(
                    start,
                    format!(
                        "referenced attribute does not match previous definition: {}",
                        self.ctx.attr_to_string(previous)
                    ),
                ));
            }
            return Ok(prev);
        }
        let attr = self.ctx.distinct_attr(referenced);
        self.distinct_attrs.insert(n, attr);
        Ok(attr)
    }
}
