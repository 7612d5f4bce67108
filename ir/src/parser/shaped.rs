//! Parsing of MLIR's builtin shaped types (`tensor<...>`, `vector<...>`,
//! `memref<...>`), `complex<...>` and the `strided<...>` layout attribute, following
//! upstream's `TypeParser.cpp` token by token so errors land where and read as
//! mlir-opt's do.
//!
//! A dimension list such as `4x?x8xf32` lexes as `4`, `x`, `?`, `x8xf32`: the parser
//! splits an identifier starting with `x` after its `x` and re-lexes the rest, and
//! reads a hexadecimal-looking `0x8` as the size `0` followed by `x8`.

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::attributes::Attribute;
use crate::diagnostic::Diagnostic;
use crate::shaped::TypeError;
use crate::types::{Type, DYNAMIC};

/// Whether `text` is the keyword of a builtin shaped or complex type.
pub(super) fn is_shaped_keyword(text: &str) -> bool {
    matches!(text, "tensor" | "vector" | "memref" | "complex")
}

impl<'a> AsmParser<'a> {
    /// Parses `tensor<...>`, `vector<...>`, `memref<...>` or `complex<...>`; the
    /// current token is the keyword `kw`.
    pub(super) fn parse_shaped_type(&mut self, kw: &str) -> ParseResult<Type> {
        let (line, col) = self.token_pos();
        self.bump();
        match kw {
            "tensor" => self.parse_tensor_body(),
            "vector" => self.parse_vector_body(line, col),
            "memref" => self.parse_memref_body(line, col),
            _ => self.parse_complex_body(),
        }
    }

    /// An error for an unexpected token as MLIR's `emitWrongTokenError` places it:
    /// just after the last non-blank byte before the current token (so a missing `>`
    /// is reported at the end of what was written, not at the next line's token).
    pub(crate) fn wrong_token_error(&mut self, message: impl Into<String>) -> Diagnostic {
        let bytes = self.src.as_bytes();
        let mut start = self.tok.start;
        if self.at(TokenKind::Eof) {
            start = start.saturating_sub(1);
        }
        let mut end = start;
        while end > 0 && matches!(bytes[end - 1], b' ' | b'\t' | b'\n' | b'\r') {
            end -= 1;
        }
        if end == 0 {
            end = start;
        }
        let line_start = self.tok.start - (self.tok.col as usize - 1);
        let loc = if end >= line_start {
            let col = self.tok.col - (self.tok.start - end) as u32;
            let line = self.tok.line;
            self.loc_at(line, col)
        } else {
            self.loc_of_offset(end)
        };
        Diagnostic::error(loc, message)
    }

    /// Consumes the first `n` bytes of the current token and re-lexes the rest.
    fn split_token(&mut self, n: usize) {
        let start = self.tok.start;
        let line_start = start - (self.tok.col as usize - 1);
        self.lex.reset(start + n, self.tok.line, line_start);
        self.prev_end = start + n;
        self.tok = self.lex.next_token();
    }

    /// Consumes `p` or fails with `message` placed as upstream's `parseToken` does.
    fn expect_punct(&mut self, p: &str, message: &str) -> ParseResult<()> {
        if self.parse_optional_punct(p) {
            Ok(())
        } else {
            Err(self.wrong_token_error(message))
        }
    }

    /// The `x` after a size (`parseXInDimensionList`): a bare identifier starting with
    /// `x`, of which only the `x` is consumed.
    fn parse_x_in_dimension_list(&mut self) -> ParseResult<()> {
        if !(self.at(TokenKind::BareIdent) && self.token_text().starts_with('x')) {
            return Err(self.wrong_token_error("expected 'x' in dimension list"));
        }
        self.split_token(1);
        Ok(())
    }

    /// A static size (`parseIntegerInDimensionList`); the current token is an integer.
    fn parse_integer_in_dimension_list(&mut self) -> ParseResult<i64> {
        let text = self.token_text();
        if text.len() > 1 && text.as_bytes()[1] == b'x' {
            // `0x8xf32` is `0`, `x`, `8`, `x`, `f32`.
            self.split_token(1);
            return Ok(0);
        }
        match text.parse::<u64>() {
            Ok(v) if v <= i64::MAX as u64 => {
                self.bump();
                Ok(v as i64)
            }
            _ => Err(self.emit_error("invalid dimension")),
        }
    }

    /// `4x?x8x` (`parseDimensionListRanked` with a trailing `x`): stops at the first
    /// token that is neither an integer nor `?`.
    fn parse_ranked_dimensions(&mut self) -> ParseResult<Vec<i64>> {
        let mut dims = Vec::new();
        loop {
            if self.is_punct("?") {
                self.bump();
                dims.push(DYNAMIC);
            } else if self.at(TokenKind::Integer) {
                dims.push(self.parse_integer_in_dimension_list()?);
            } else {
                return Ok(dims);
            }
            self.parse_x_in_dimension_list()?;
        }
    }

    /// `*x` or a ranked dimension list; `None` for unranked.
    fn parse_maybe_unranked_dimensions(&mut self) -> ParseResult<Option<Vec<i64>>> {
        if self.parse_optional_punct("*") {
            self.parse_x_in_dimension_list()?;
            Ok(None)
        } else {
            self.parse_ranked_dimensions().map(Some)
        }
    }

    /// A type error from a checked builder, at `line:col`.
    fn type_error_at(&mut self, line: u32, col: u32, e: TypeError) -> Diagnostic {
        let loc = self.loc_at(line, col);
        Diagnostic::error(loc, e.0)
    }

    /// What follows `tensor`: `<dims element (, encoding)?>`.
    fn parse_tensor_body(&mut self) -> ParseResult<Type> {
        self.expect_punct("<", "expected '<' in tensor type")?;
        let dims = self.parse_maybe_unranked_dimensions()?;
        let (el_line, el_col) = self.token_pos();
        let element = self.parse_type()?;
        let mut encoding = None;
        if self.parse_optional_comma() {
            encoding = self.parse_optional_attribute()?;
        }
        self.expect_punct(">", "expected '>' in tensor type")?;
        if !self.ctx.is_valid_tensor_element(element) {
            let loc = self.loc_at(el_line, el_col);
            return Err(Diagnostic::error(loc, "invalid tensor element type"));
        }
        match dims {
            None => {
                if encoding.is_some() {
                    return Err(self.emit_error("cannot apply encoding to unranked tensor"));
                }
                self.ctx
                    .unranked_tensor_type(element)
                    .map_err(|e| self.type_error_at(el_line, el_col, e))
            }
            Some(dims) => self
                .ctx
                .tensor_type_with_encoding(&dims, element, encoding)
                .map_err(|e| self.type_error_at(el_line, el_col, e)),
        }
    }

    /// What follows `vector` (at `line:col`): `<dims element>` with `[n]` for a
    /// scalable size.
    fn parse_vector_body(&mut self, line: u32, col: u32) -> ParseResult<Type> {
        self.expect_punct("<", "expected '<' in vector type")?;
        let mut dims = Vec::new();
        let mut scalable = Vec::new();
        while self.at(TokenKind::Integer) || self.is_punct("[") {
            let is_scalable = self.parse_optional_punct("[");
            if !self.at(TokenKind::Integer) {
                return Err(self.emit_error("invalid dimension"));
            }
            dims.push(self.parse_integer_in_dimension_list()?);
            if is_scalable && !self.parse_optional_punct("]") {
                return Err(self.wrong_token_error("missing ']' closing scalable dimension"));
            }
            scalable.push(is_scalable);
            self.parse_x_in_dimension_list()?;
        }
        let element = self.parse_type()?;
        self.expect_punct(">", "expected '>' in vector type")?;
        self.ctx
            .scalable_vector_type(&dims, &scalable, element)
            .map_err(|e| self.type_error_at(line, col, e))
    }

    /// What follows `memref` (at `line:col`): `<dims element (, layout)? (, space)?>`.
    fn parse_memref_body(&mut self, line: u32, col: u32) -> ParseResult<Type> {
        self.expect_punct("<", "expected '<' in memref type")?;
        let dims = self.parse_maybe_unranked_dimensions()?;
        let (el_line, el_col) = self.token_pos();
        let element = self.parse_type()?;
        if !self.ctx.is_valid_memref_element(element) {
            let loc = self.loc_at(el_line, el_col);
            return Err(Diagnostic::error(loc, "invalid memref element type"));
        }
        let mut layout: Option<Attribute> = None;
        let mut memory_space: Option<Attribute> = None;
        if !self.parse_optional_punct(">") {
            self.expect_punct(",", "expected ',' or '>' in memref type")?;
            loop {
                if self.is_punct(">") {
                    return Err(self.emit_error("expected list element"));
                }
                let attr = self.parse_attribute()?;
                if !self.ctx.is_memref_layout(attr) {
                    if memory_space.is_some() {
                        return Err(
                            self.emit_error("multiple memory spaces specified in memref type")
                        );
                    }
                    memory_space = Some(attr);
                } else {
                    layout = Some(attr);
                    if dims.is_none() {
                        return Err(
                            self.emit_error("cannot have affine map for unranked memref type")
                        );
                    }
                    if memory_space.is_some() {
                        return Err(
                            self.emit_error("expected memory space to be last in memref type")
                        );
                    }
                }
                if !self.parse_optional_comma() {
                    break;
                }
            }
            self.expect_punct(">", "expected ',' or '>'")?;
        }
        match dims {
            None => self.ctx.unranked_memref_type(element, memory_space),
            Some(dims) => self
                .ctx
                .memref_type_with(&dims, element, layout, memory_space),
        }
        .map_err(|e| self.type_error_at(line, col, e))
    }

    /// What follows `complex`: `<element>`.
    fn parse_complex_body(&mut self) -> ParseResult<Type> {
        self.expect_punct("<", "expected '<' in complex type")?;
        let (el_line, el_col) = self.token_pos();
        let element = self.parse_type()?;
        self.expect_punct(">", "expected '>' in complex type")?;
        self.ctx
            .complex_type(element)
            .map_err(|e| self.type_error_at(el_line, el_col, e))
    }

    /// `strided<[s0, s1, ...](, offset: o)?>`; the current token is `strided`.
    pub(super) fn parse_strided_layout(&mut self) -> ParseResult<Attribute> {
        self.bump();
        self.expect_punct("<", "expected '<' after 'strided'")?;
        self.expect_punct("[", "expected '['")?;
        let mut strides = Vec::new();
        if !self.is_punct("]") {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.parse_optional_comma() {
                    break;
                }
            }
        }
        self.expect_punct("]", "expected ']'")?;
        let mut offset = 0;
        if !self.parse_optional_punct(">") {
            self.expect_punct(",", "expected ','")?;
            if !self.parse_optional_keyword("offset") {
                return Err(self.wrong_token_error("expected 'offset' after comma"));
            }
            self.expect_punct(":", "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect_punct(">", "expected '>'")?;
        }
        Ok(self.ctx.strided_layout_attr(offset, &strides))
    }

    /// `?` or a 64-bit signed integer other than `i64::MIN` (which means `?`).
    fn parse_stride_or_offset(&mut self) -> ParseResult<i64> {
        if self.parse_optional_punct("?") {
            return Ok(DYNAMIC);
        }
        let loc = self.current_loc();
        let wrong = || Diagnostic::error(loc, "expected a 64-bit signed integer or '?'");
        let negative = self.parse_optional_punct("-");
        if !self.at(TokenKind::Integer) {
            return Err(wrong());
        }
        let text = self.token_text();
        let value = match text.strip_prefix("0x") {
            Some(hex) => u64::from_str_radix(hex, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        match value {
            Some(v) if v <= i64::MAX as u64 => {
                self.bump();
                Ok(if negative { -(v as i64) } else { v as i64 })
            }
            _ => Err(wrong()),
        }
    }
}
