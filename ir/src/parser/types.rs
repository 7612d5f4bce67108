//! Type parsing: builtin types, function types, `tuple<...>`, type aliases `!name`,
//! and dialect types `!dialect.mnemonic<...>` (dispatched to the dialect's hook, or kept
//! as opaque text for unregistered dialects).

use super::lexer::TokenKind;
use super::shaped;
use super::{AsmParser, ParseResult, MAX_DEPTH};
use crate::types::{FloatKind, Signedness, Type, TypeKind};

/// The largest integer bit width MLIR accepts.
const MAX_INT_WIDTH: u32 = 16_777_215;

impl<'a> AsmParser<'a> {
    /// Whether the current token can start a type.
    pub fn at_type(&self) -> bool {
        match self.tok.kind {
            TokenKind::BangIdent => true,
            TokenKind::Punct => self.token_text() == "(",
            TokenKind::BareIdent => builtin_type_keyword(self.token_text()),
            _ => false,
        }
    }

    /// Parses a type if one starts here.
    pub fn parse_optional_type(&mut self) -> ParseResult<Option<Type>> {
        if self.at_type() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses a type.
    pub fn parse_type(&mut self) -> ParseResult<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.leave();
        r
    }

    fn parse_type_inner(&mut self) -> ParseResult<Type> {
        match self.tok.kind {
            TokenKind::Punct if self.token_text() == "(" => self.parse_function_type_cached(),
            TokenKind::BangIdent => self.parse_extended_type(),
            TokenKind::BareIdent => {
                let text = self.token_text();
                if let Some(&ty) = self.scalar_types.get(text) {
                    self.bump();
                    return Ok(ty);
                }
                let kind = match builtin_scalar(text) {
                    Some(Ok(kind)) => kind,
                    Some(Err(msg)) => return Err(self.emit_error(msg)),
                    None if shaped::is_shaped_keyword(text) => return self.parse_shaped_type(text),
                    None if text == "tuple" => {
                        self.bump();
                        if !self.parse_optional_punct("<") {
                            return Err(self.wrong_token_error("expected '<' in tuple type"));
                        }
                        let mut items = Vec::new();
                        if !self.parse_optional_punct(">") {
                            items = self.parse_comma_separated(|p| p.parse_type())?;
                            if !self.parse_optional_punct(">") {
                                return Err(self.wrong_token_error("expected '>' in tuple type"));
                            }
                        }
                        return Ok(self.ctx.intern_type(TypeKind::Tuple(items)));
                    }
                    // As MLIR: an unknown bare word is no type.
                    None => return Err(self.wrong_token_error("expected non-function type")),
                };
                self.bump();
                let ty = self.ctx.intern_type(kind);
                self.scalar_types.insert(text, ty);
                Ok(ty)
            }
            _ if self.at(TokenKind::Error) => Err(self.expected("type")),
            _ => Err(self.wrong_token_error("expected non-function type")),
        }
    }

    /// [`AsmParser::parse_function_type`] through the cache of recently met function
    /// types: when the source at the current token spells one of them exactly (and
    /// the next byte cannot extend its last token), the lexer skips the text and the
    /// cached type is returned without re-parsing or re-interning.
    fn parse_function_type_cached(&mut self) -> ParseResult<Type> {
        let start = self.tok.start;
        let rest = &self.src.as_bytes()[start..];
        let hit = self.fn_type_cache.iter().position(|e| {
            rest.starts_with(e.text.as_bytes())
                && !rest.get(e.text.len()).is_some_and(|&b| extends_token(b))
                && self.depth + e.nesting <= MAX_DEPTH
        });
        if let Some(i) = hit {
            let e = self.fn_type_cache[i];
            self.fn_type_cache[..=i].rotate_right(1);
            let line_start = start - (self.tok.col as usize - 1);
            self.lex
                .reset(start + e.text.len(), self.tok.line, line_start);
            self.tok.end = start + e.text.len();
            self.bump();
            return Ok(e.ty);
        }
        let ty = self.parse_function_type()?;
        let text = &self.src[start..self.prev_end];
        if cacheable(text) {
            if self.fn_type_cache.len() == FN_TYPE_CACHE_SIZE {
                self.fn_type_cache.pop();
            }
            let nesting = text.bytes().filter(|&b| b == b'(' || b == b'<').count() as u32 + 1;
            self.fn_type_cache
                .insert(0, CachedFnType { text, ty, nesting });
        }
        Ok(ty)
    }

    /// Parses `(inputs) -> results`.
    pub fn parse_function_type(&mut self) -> ParseResult<Type> {
        let inputs = self.parse_delimited_list("(", ")", |p| p.parse_type())?;
        self.parse_arrow()?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(inputs, results))
    }

    /// Parses function results: `(types)` or one non-function type.
    pub fn parse_function_result_types(&mut self) -> ParseResult<Vec<Type>> {
        if self.is_punct("(") {
            self.parse_delimited_list("(", ")", |p| p.parse_type())
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    /// Parses `a, b, c` (at least one type).
    pub fn parse_type_list(&mut self) -> ParseResult<Vec<Type>> {
        self.parse_comma_separated(|p| p.parse_type())
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> ParseResult<Type> {
        self.parse_colon()?;
        self.parse_type()
    }

    /// Parses `: a, b` (at least one type).
    pub fn parse_colon_type_list(&mut self) -> ParseResult<Vec<Type>> {
        self.parse_colon()?;
        self.parse_type_list()
    }

    /// Parses an optional `-> results`, where results are `(types)` or one type.
    pub fn parse_optional_arrow_type_list(&mut self) -> ParseResult<Vec<Type>> {
        if self.parse_optional_arrow() {
            self.parse_function_result_types()
        } else {
            Ok(Vec::new())
        }
    }

    /// `!alias`, `!dialect.mnemonic<...>` or `!dialect<...>`.
    fn parse_extended_type(&mut self) -> ParseResult<Type> {
        let ident = &self.token_text()[1..];
        let adjacent_less = self.src.as_bytes().get(self.tok.end) == Some(&b'<');
        if !ident.contains('.') && !adjacent_less {
            return match self.type_aliases.get(ident) {
                Some(&t) => {
                    self.bump();
                    Ok(t)
                }
                None => Err(self.emit_error(format!("undefined symbol alias id '{ident}'"))),
            };
        }
        let (dialect, mnemonic) = ident.split_once('.').unwrap_or((ident, ""));
        if let Some(d) = self.ctx.registry().dialect(dialect).cloned() {
            let Some(hook) = d.parse_type else {
                return Err(
                    self.emit_error(format!("dialect '{dialect}' provides no type parsing hook"))
                );
            };
            self.bump();
            return hook(self, mnemonic);
        }
        if !self.ctx.allow_unregistered {
            return Err(self.emit_error(format!(
                "type '!{ident}' of unregistered dialect '{dialect}' (use \
                 --allow-unregistered-dialect to accept it)"
            )));
        }
        let body_start = self.tok.end;
        let mut body = mnemonic.to_string();
        if adjacent_less {
            self.bump();
            let end = self.scan_raw(body_start)?;
            body.push_str(&self.src[body_start..end]);
        } else {
            self.bump();
        }
        let dialect = self.ctx.sym(dialect);
        Ok(self.ctx.intern_type(TypeKind::Opaque { dialect, body }))
    }
}

/// How many function type texts [`AsmParser::parse_function_type_cached`] remembers.
const FN_TYPE_CACHE_SIZE: usize = 8;

/// A function type by its source text.
#[derive(Copy, Clone)]
pub(crate) struct CachedFnType<'a> {
    /// The exact text, from `(` to the end of the last result type.
    text: &'a str,
    /// The type it parsed to.
    ty: Type,
    /// An upper bound of the nesting levels parsing it enters (one per bracket, plus
    /// the type itself), so a hit never skips the depth limit.
    nesting: u32,
}

/// Whether a function type spelled `text` may be cached by its text: one line, no
/// comments, and only builtin types (a `!` type may go through a dialect hook that
/// looks past its own text, and an alias through the alias table).
fn cacheable(text: &str) -> bool {
    !text
        .bytes()
        .any(|b| matches!(b, b'\n' | b'/' | b'!' | b'"' | b'#'))
}

/// Whether byte `b` right after a token would have been lexed as part of it (the
/// cached text ends with an identifier, `)` or `>`).
fn extends_token(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.' | b'-')
}

/// Whether `text` is a builtin type keyword.
fn builtin_type_keyword(text: &str) -> bool {
    text == "tuple" || shaped::is_shaped_keyword(text) || builtin_scalar(text).is_some()
}

/// The builtin scalar type spelled `text`: `None` when it is not one, `Err` when it is
/// malformed (an integer width out of range).
fn builtin_scalar(text: &str) -> Option<Result<TypeKind, String>> {
    match text {
        "index" => return Some(Ok(TypeKind::Index)),
        "none" => return Some(Ok(TypeKind::None)),
        _ => {}
    }
    if let Some(k) = FloatKind::from_name(text) {
        return Some(Ok(TypeKind::Float(k)));
    }
    let (signedness, digits) = if let Some(d) = text.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = text.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else if let Some(d) = text.strip_prefix('i') {
        (Signedness::Signless, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(match digits.parse::<u32>() {
        Ok(width) if width <= MAX_INT_WIDTH => Ok(TypeKind::Integer { width, signedness }),
        _ => Err(format!(
            "integer bitwidth is limited to {MAX_INT_WIDTH} bits"
        )),
    })
}
