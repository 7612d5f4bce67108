//! The parser: MLIR's textual format, generic and custom forms.
//!
//! [`parse_source`] reads a whole file into a `builtin.module`. [`AsmParser`] is the
//! parser state; dialects use its public methods from their custom-assembly hooks
//! ([`CustomParseFn`], [`DialectTypeParseFn`], [`DialectAttrParseFn`]), in the spirit of
//! MLIR's `OpAsmParser`.
//!
//! The work is split by concept: [`lexer`] (tokens), `types` (builtin and dialect
//! types), `attrs` (attributes), `affine` (`affine_map` and `affine_set`), `locations` (`loc(...)`), `ops` (operations, regions,
//! blocks and SSA name scopes) and `module` (the top level, aliases and the
//! `builtin.module` custom syntax).

mod affine;
mod attrs;
mod dense;
mod distinct;
mod generate;
pub mod lexer;
mod locations;
mod module;
mod ops;
mod resources;
mod scope;
mod shaped;
mod types;

pub use generate::generate_arith_module;
pub use module::{parse_module_custom, parse_source};

use crate::attributes::Attribute;
use crate::block::BlockId;
use crate::diagnostic::Diagnostic;
use crate::intern::Symbol;
use crate::location::{LocKind, Location};
use crate::operation::OperationState;
use crate::types::Type;
use crate::value::Value;
use crate::Context;
use lexer::{Lexer, Token, TokenKind};
use scope::Scopes;
use std::collections::HashMap;

/// A custom-assembly parser hook: parses what follows the op name (the `%r = ` result
/// list and the op name are already consumed) into `state`. The trailing `loc(...)` is
/// parsed by the caller.
pub type CustomParseFn = fn(&mut AsmParser<'_>, &mut OperationState) -> Result<(), Diagnostic>;

/// Parses the part of a dialect type after `!dialect.mnemonic`; gets the mnemonic.
pub type DialectTypeParseFn = fn(&mut AsmParser<'_>, &str) -> Result<Type, Diagnostic>;

/// Parses the part of a dialect attribute after `#dialect.mnemonic` (or `#dialect`, with
/// an empty mnemonic); gets the mnemonic.
pub type DialectAttrParseFn = fn(&mut AsmParser<'_>, &str) -> Result<Attribute, Diagnostic>;

/// A parse result.
pub type ParseResult<T> = Result<T, Diagnostic>;

/// A use of an SSA value as written (`%x`, `%x#1`), not yet bound to a [`Value`];
/// see [`AsmParser::resolve_operand`].
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'a> {
    /// The name without `%`.
    pub name: &'a str,
    /// The result number (`#N`), 0 when absent.
    pub number: u32,
    /// Where it was written.
    pub loc: Location,
}

/// A region argument as written in a custom form: `%arg0: i32 loc(...)`.
#[derive(Copy, Clone, Debug)]
pub struct Argument<'a> {
    /// The value name.
    pub operand: UnresolvedOperand<'a>,
    /// Its type.
    pub ty: Type,
    /// Its explicit location, if one was written.
    pub loc: Option<Location>,
}

/// Parser state over one source text; custom-assembly hooks receive it.
pub struct AsmParser<'a> {
    pub(crate) ctx: &'a mut Context,
    pub(crate) src: &'a str,
    pub(crate) lex: Lexer<'a>,
    /// The current (not yet consumed) token.
    pub(crate) tok: Token,
    pub(crate) file: Symbol,
    pub(crate) type_aliases: HashMap<&'a str, Type>,
    pub(crate) attr_aliases: HashMap<&'a str, Attribute>,
    pub(crate) scopes: Scopes<'a>,
    /// How many results the op being parsed binds (`%a, %b:2 = ...` binds 3).
    pub(crate) bound_results: usize,
    /// Nesting depth of types/attributes/regions, to refuse absurdly deep input.
    pub(crate) depth: u32,
    /// Op names met in generic form, by their quoted text.
    pub(crate) op_names: scope::FxMap<&'a str, crate::dialect::OpName>,
    /// Location aliases used before their definition: placeholder and first use.
    pub(crate) deferred_locs: HashMap<&'a str, (Location, Location)>,
    /// The `distinct[N]<...>` attributes of this file by `N`.
    pub(crate) distinct_attrs: HashMap<u64, Attribute>,
    /// Names of the ops whose regions are being parsed, innermost last.
    pub(crate) op_stack: Vec<crate::dialect::OpName>,
    /// Byte offset after the last consumed token.
    pub(crate) prev_end: usize,
    /// Function types met recently, by their exact source text (see `types`).
    pub(crate) fn_type_cache: Vec<types::CachedFnType<'a>>,
    /// Builtin scalar types (`i32`, `f16`, `index`) by their keyword.
    pub(crate) scalar_types: scope::FxMap<&'a str, Type>,
    /// Operands of the generic ops being parsed, outermost first (a stack shared by
    /// nested ops, so no op allocates its own list).
    pub(crate) operand_stack: Vec<ops::OperandUse<'a>>,
    /// Result groups (`%a, %b:2 =`) of the ops being parsed, outermost first.
    pub(crate) group_stack: Vec<ops::ResultGroup<'a>>,
    /// Scratch list of operand types.
    pub(crate) type_scratch: Vec<Type>,
    /// The `dense_resource` references met, checked at the end of the file.
    pub(crate) resource_refs: Vec<(Symbol, Type, Location)>,
}

/// Deepest nesting of regions, types or attributes accepted (stack safety).
const MAX_DEPTH: u32 = 128;

impl<'a> AsmParser<'a> {
    /// A parser at the start of `src`, naming locations after `file_name`.
    pub(crate) fn new(ctx: &'a mut Context, src: &'a str, file_name: &str) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        let file = ctx.sym(file_name);
        AsmParser {
            ctx,
            src,
            lex,
            tok,
            file,
            type_aliases: HashMap::new(),
            attr_aliases: HashMap::new(),
            scopes: Scopes::default(),
            bound_results: 0,
            depth: 0,
            op_stack: Vec::new(),
            deferred_locs: HashMap::new(),
            distinct_attrs: HashMap::new(),
            op_names: scope::FxMap::default(),
            prev_end: 0,
            fn_type_cache: Vec::new(),
            scalar_types: scope::FxMap::default(),
            operand_stack: Vec::new(),
            group_stack: Vec::new(),
            type_scratch: Vec::new(),
            resource_refs: Vec::new(),
        }
    }

    // ---- context and locations ------------------------------------------------------

    /// The context (to intern types and attributes).
    pub fn ctx(&mut self) -> &mut Context {
        self.ctx
    }

    /// The attribute that the alias `#name` (given without `#`) stands for, if it was
    /// defined before this point: lets dialect hooks that read a raw body (see
    /// [`AsmParser::parse_raw_body`]) accept attribute aliases inside it.
    pub fn lookup_attribute_alias(&self, name: &str) -> Option<Attribute> {
        self.attr_aliases.get(name).copied()
    }

    /// The location of the current token.
    #[inline]
    pub fn current_loc(&mut self) -> Location {
        let (line, col) = (self.tok.line, self.tok.col);
        self.loc_at(line, col)
    }

    /// The location of `line` and `col` of the source.
    #[inline]
    pub(crate) fn loc_at(&mut self, line: u32, col: u32) -> Location {
        self.ctx.intern_loc(LocKind::FileLineCol {
            file: self.file,
            line,
            col,
        })
    }

    /// The line and column of the current token, turned into a location only when
    /// needed (by [`AsmParser::loc_at`]); cheaper than interning on the hot path.
    #[inline]
    pub(crate) fn token_pos(&self) -> (u32, u32) {
        (self.tok.line, self.tok.col)
    }

    /// Whether an SSA operand (`%name`) starts here.
    #[inline]
    pub fn at_operand(&self) -> bool {
        self.at(TokenKind::PercentIdent)
    }

    /// The location of the current token (same as [`AsmParser::current_loc`]).
    pub fn loc(&mut self) -> Location {
        self.current_loc()
    }

    /// The location of byte `offset` of the source (computed by scanning; meant for
    /// error paths such as a dialect reporting a position inside a raw body).
    pub fn loc_of_offset(&mut self, offset: usize) -> Location {
        let offset = offset.min(self.src.len());
        let before = &self.src.as_bytes()[..offset];
        let line =
            u32::try_from(before.iter().filter(|&&b| b == b'\n').count() + 1).unwrap_or(u32::MAX);
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let col = u32::try_from(offset - line_start + 1).unwrap_or(u32::MAX);
        self.ctx.intern_loc(LocKind::FileLineCol {
            file: self.file,
            line,
            col,
        })
    }

    /// An error at the current token.
    pub fn emit_error(&mut self, message: impl Into<String>) -> Diagnostic {
        let loc = self.current_loc();
        Diagnostic::error(loc, message)
    }

    /// An error at `loc`.
    pub fn emit_error_at(&self, loc: Location, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(loc, message)
    }

    /// How many results the op being parsed binds with its `%r = ` list.
    pub fn result_count(&self) -> usize {
        self.bound_results
    }

    // ---- tokens ---------------------------------------------------------------------

    /// The text of the current token.
    pub fn token_text(&self) -> &'a str {
        &self.src[self.tok.start..self.tok.end]
    }

    /// Moves to the next token.
    #[inline]
    pub(crate) fn bump(&mut self) {
        self.prev_end = self.tok.end;
        self.tok = self.lex.next_token();
    }

    /// Whether the current token is `kind`.
    #[inline]
    pub(crate) fn at(&self, kind: TokenKind) -> bool {
        self.tok.kind == kind
    }

    /// Whether the input is exhausted.
    pub fn at_eof(&self) -> bool {
        self.tok.kind == TokenKind::Eof
    }

    /// Whether the current token is the punctuation `p` (`->` and `::` included).
    #[inline]
    pub fn is_punct(&self, p: &str) -> bool {
        match self.tok.kind {
            TokenKind::Punct | TokenKind::Arrow | TokenKind::ColonColon => self.token_text() == p,
            _ => false,
        }
    }

    /// An error for an unexpected current token: `expected <what>`, or the lexer's
    /// complaint when the token is malformed.
    /// "expected `what`" at the current token, as MLIR's custom-op parser methods
    /// (`parseKeyword`, `parseInteger`, `parseString`, ...) report it.
    pub(crate) fn expected_here(&mut self, what: &str) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.lex_error();
        }
        self.emit_error(format!("expected {what}"))
    }

    /// "expected `what`" where MLIR's `emitWrongTokenError` puts it (see
    /// [`wrong_token_offset`]): the core parser's wrong or missing token.
    pub(crate) fn expected(&mut self, what: &str) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            return self.lex_error();
        }
        let at = wrong_token_offset(self.src, self.tok.start, self.tok.kind == TokenKind::Eof);
        let loc = self.loc_of_offset(at);
        Diagnostic::error(loc, format!("expected {what}"))
    }

    fn lex_error(&mut self) -> Diagnostic {
        let text = self.token_text();
        let msg = if text.starts_with('"') || text.starts_with("@\"") {
            "expected '\"' in string literal".to_string()
        } else {
            let c = text.chars().next().unwrap_or(' ');
            match c {
                '%' | '^' | '#' | '!' | '@' => format!("invalid identifier after '{c}'"),
                _ => format!("unexpected character '{}'", c.escape_default()),
            }
        };
        self.emit_error(msg)
    }

    /// Consumes the punctuation `p` if present.
    #[inline]
    pub fn parse_optional_punct(&mut self, p: &str) -> bool {
        if self.is_punct(p) {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the punctuation `p` or fails with `expected 'p'`.
    pub fn parse_punct(&mut self, p: &str) -> ParseResult<()> {
        if self.parse_optional_punct(p) {
            Ok(())
        } else {
            Err(self.expected(&format!("'{p}'")))
        }
    }

    /// `,`
    pub fn parse_comma(&mut self) -> ParseResult<()> {
        self.parse_punct(",")
    }
    /// Optional `,`
    pub fn parse_optional_comma(&mut self) -> bool {
        self.parse_optional_punct(",")
    }
    /// `(`
    pub fn parse_lparen(&mut self) -> ParseResult<()> {
        self.parse_punct("(")
    }
    /// Optional `(`
    pub fn parse_optional_lparen(&mut self) -> bool {
        self.parse_optional_punct("(")
    }
    /// `)`
    pub fn parse_rparen(&mut self) -> ParseResult<()> {
        self.parse_punct(")")
    }
    /// Optional `)`
    pub fn parse_optional_rparen(&mut self) -> bool {
        self.parse_optional_punct(")")
    }
    /// `[`
    pub fn parse_lsquare(&mut self) -> ParseResult<()> {
        self.parse_punct("[")
    }
    /// Optional `[`
    pub fn parse_optional_lsquare(&mut self) -> bool {
        self.parse_optional_punct("[")
    }
    /// `]`
    pub fn parse_rsquare(&mut self) -> ParseResult<()> {
        self.parse_punct("]")
    }
    /// Optional `]`
    pub fn parse_optional_rsquare(&mut self) -> bool {
        self.parse_optional_punct("]")
    }
    /// `{`
    pub fn parse_lbrace(&mut self) -> ParseResult<()> {
        self.parse_punct("{")
    }
    /// Optional `{`
    pub fn parse_optional_lbrace(&mut self) -> bool {
        self.parse_optional_punct("{")
    }
    /// `}`
    pub fn parse_rbrace(&mut self) -> ParseResult<()> {
        self.parse_punct("}")
    }
    /// Optional `}`
    pub fn parse_optional_rbrace(&mut self) -> bool {
        self.parse_optional_punct("}")
    }
    /// `<`
    pub fn parse_less(&mut self) -> ParseResult<()> {
        self.parse_punct("<")
    }
    /// Optional `<`
    pub fn parse_optional_less(&mut self) -> bool {
        self.parse_optional_punct("<")
    }
    /// `>`
    pub fn parse_greater(&mut self) -> ParseResult<()> {
        self.parse_punct(">")
    }
    /// Optional `>`
    pub fn parse_optional_greater(&mut self) -> bool {
        self.parse_optional_punct(">")
    }
    /// `=`
    pub fn parse_equal(&mut self) -> ParseResult<()> {
        self.parse_punct("=")
    }
    /// Optional `=`
    pub fn parse_optional_equal(&mut self) -> bool {
        self.parse_optional_punct("=")
    }
    /// `:`
    pub fn parse_colon(&mut self) -> ParseResult<()> {
        self.parse_punct(":")
    }
    /// Optional `:`
    pub fn parse_optional_colon(&mut self) -> bool {
        self.parse_optional_punct(":")
    }
    /// `->`
    pub fn parse_arrow(&mut self) -> ParseResult<()> {
        self.parse_punct("->")
    }
    /// Optional `->`
    pub fn parse_optional_arrow(&mut self) -> bool {
        self.parse_optional_punct("->")
    }

    /// Parses `first (, item)*` with `item` until no comma follows.
    pub fn parse_comma_separated<T>(
        &mut self,
        mut item: impl FnMut(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<Vec<T>> {
        let mut out = vec![item(self)?];
        while self.parse_optional_comma() {
            out.push(item(self)?);
        }
        Ok(out)
    }

    /// Parses `open (item (, item)*)? close`; `open` must be present.
    pub fn parse_delimited_list<T>(
        &mut self,
        open: &str,
        close: &str,
        mut item: impl FnMut(&mut Self) -> ParseResult<T>,
    ) -> ParseResult<Vec<T>> {
        self.parse_punct(open)?;
        if self.parse_optional_punct(close) {
            return Ok(Vec::new());
        }
        let out = self.parse_comma_separated(&mut item)?;
        self.parse_punct(close)?;
        Ok(out)
    }

    // ---- keywords, names, literals --------------------------------------------------

    /// Consumes the bare keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.at(TokenKind::BareIdent) && self.token_text() == kw {
            self.bump();
            true
        } else {
            false
        }
    }

    /// Consumes the bare keyword `kw` or fails with `expected 'kw'`.
    pub fn parse_keyword(&mut self, kw: &str) -> ParseResult<()> {
        if self.parse_optional_keyword(kw) {
            Ok(())
        } else {
            Err(self.expected_here(&format!("'{kw}'")))
        }
    }

    /// Consumes any bare identifier and returns it.
    pub fn parse_optional_keyword_any(&mut self) -> Option<&'a str> {
        if self.at(TokenKind::BareIdent) {
            let t = self.token_text();
            self.bump();
            Some(t)
        } else {
            None
        }
    }

    /// Consumes a bare identifier or fails with `expected keyword`.
    pub fn parse_keyword_any(&mut self) -> ParseResult<&'a str> {
        match self.parse_optional_keyword_any() {
            Some(k) => Ok(k),
            None => Err(self.expected_here("keyword")),
        }
    }

    /// Consumes a string literal, returning its decoded text.
    pub fn parse_optional_string(&mut self) -> ParseResult<Option<String>> {
        if !self.at(TokenKind::String) {
            return Ok(None);
        }
        let s = self.string_value(1)?;
        self.bump();
        Ok(Some(s))
    }

    /// Consumes a string literal or fails with `expected string`.
    pub fn parse_string(&mut self) -> ParseResult<String> {
        match self.parse_optional_string()? {
            Some(s) => Ok(s),
            None => Err(self.expected_here("string")),
        }
    }

    /// Decodes the current string-like token, whose quote is at `skip - 1`.
    pub(crate) fn string_value(&mut self, skip: usize) -> ParseResult<String> {
        let text = self.token_text();
        let body = &text[skip..text.len() - 1];
        lexer::unescape(body).map_err(|off| {
            let at = self.tok.start + skip + off;
            let loc = self.loc_of_offset(at);
            Diagnostic::error(loc, "invalid escape sequence in string literal")
        })
    }

    /// Consumes `@name` and returns `name`.
    pub fn parse_optional_symbol_name(&mut self) -> ParseResult<Option<String>> {
        if !self.at(TokenKind::AtIdent) {
            return Ok(None);
        }
        let text = self.token_text();
        let name = if text.as_bytes().get(1) == Some(&b'"') {
            self.string_value(2)?
        } else {
            text[1..].to_string()
        };
        self.bump();
        Ok(Some(name))
    }

    /// Consumes `@name` or fails with `expected symbol name`.
    pub fn parse_symbol_name(&mut self) -> ParseResult<String> {
        match self.parse_optional_symbol_name()? {
            Some(s) => Ok(s),
            None => Err(self.expected_here("symbol name")),
        }
    }

    /// Consumes an integer literal with an optional leading `-`.
    pub fn parse_optional_integer(&mut self) -> ParseResult<Option<i128>> {
        let negative = self.is_punct("-");
        if negative {
            self.bump();
            if !self.at(TokenKind::Integer) {
                return Err(self.expected_here("integer value"));
            }
        } else if !self.at(TokenKind::Integer) {
            return Ok(None);
        }
        let magnitude = self.integer_magnitude()?;
        self.bump();
        let value = if negative {
            if magnitude > 1u128 << 127 {
                return Err(self.emit_error("integer constant out of range"));
            }
            (magnitude as i128).wrapping_neg()
        } else {
            i128::try_from(magnitude)
                .map_err(|_| self.emit_error("integer constant out of range"))?
        };
        Ok(Some(value))
    }

    /// Consumes an integer literal or fails with `expected integer value`.
    pub fn parse_integer(&mut self) -> ParseResult<i128> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.expected_here("integer value")),
        }
    }

    /// The value of the current integer token.
    pub(crate) fn integer_magnitude(&mut self) -> ParseResult<u128> {
        let text = self.token_text();
        let parsed = match text.strip_prefix("0x") {
            Some(hex) => u128::from_str_radix(hex, 16),
            None => text.parse::<u128>(),
        };
        parsed.map_err(|_| self.emit_error("integer constant out of range"))
    }

    /// Consumes a float (or integer) literal with an optional leading `-`.
    pub fn parse_float(&mut self) -> ParseResult<f64> {
        let negative = self.parse_optional_punct("-");
        let v = match self.tok.kind {
            TokenKind::Float => self
                .token_text()
                .parse::<f64>()
                .map_err(|_| self.emit_error("invalid floating point literal"))?,
            TokenKind::Integer => self.integer_magnitude()? as f64,
            _ => return Err(self.expected_here("floating point value")),
        };
        self.bump();
        Ok(if negative { -v } else { v })
    }

    /// Returns the raw text of a balanced `<...>` body at the current token (brackets
    /// excluded) and the byte offset of its first byte, for dialects with their own
    /// syntax; see [`AsmParser::loc_of_offset`] to place errors inside it.
    pub fn parse_raw_body(&mut self) -> ParseResult<(&'a str, usize)> {
        if !self.is_punct("<") {
            return Err(self.expected("'<'"));
        }
        let start = self.tok.start;
        let end = self.scan_raw(start)?;
        Ok((&self.src[start + 1..end - 1], start + 1))
    }

    /// Scans a balanced body starting at the current token (at byte `start`), moving
    /// past it; returns the offset after it.
    pub(crate) fn scan_raw(&mut self, start: usize) -> ParseResult<usize> {
        let line_start = start - (self.tok.col as usize - 1);
        self.lex.reset(start, self.tok.line, line_start);
        match self.lex.scan_balanced(start) {
            Ok(end) => {
                self.bump();
                Ok(end)
            }
            Err(at) => {
                let loc = self.loc_of_offset(at);
                // Leave the lexer at the end so callers stop.
                self.lex.reset(self.src.len(), 0, 0);
                self.bump();
                Err(Diagnostic::error(
                    loc,
                    "unbalanced brackets in dialect body",
                ))
            }
        }
    }

    /// Enters one level of nesting, refusing input nested deeper than the parser
    /// supports.
    pub(crate) fn enter(&mut self) -> ParseResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(self.emit_error("nesting too deep"));
        }
        Ok(())
    }

    /// Leaves a level entered with [`AsmParser::enter`].
    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- blocks ---------------------------------------------------------------------

    /// Parses a successor `^bb1` (a block of the region being parsed, possibly defined
    /// later).
    pub fn parse_successor(&mut self) -> ParseResult<BlockId> {
        if !self.at(TokenKind::CaretIdent) {
            return Err(self.expected("block name"));
        }
        let name = &self.token_text()[1..];
        let loc = self.current_loc();
        self.bump();
        self.scopes.block_ref(self.ctx, name, loc)
    }

    /// Parses an optional successor `^bb1`.
    pub fn parse_optional_successor(&mut self) -> ParseResult<Option<BlockId>> {
        if self.at(TokenKind::CaretIdent) {
            self.parse_successor().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Resolves `operand` with type `ty` to a value: the defined value, or a forward
    /// reference resolved when the value is defined later.
    pub fn resolve_operand(
        &mut self,
        operand: &UnresolvedOperand<'a>,
        ty: Type,
    ) -> ParseResult<Value> {
        self.scopes.resolve(self.ctx, operand, ty)
    }

    /// Resolves each operand with the type at the same position; fails with MLIR's
    /// `expected N operand types but had M` when the counts differ.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        loc: Location,
    ) -> ParseResult<Vec<Value>> {
        if operands.len() != types.len() {
            return Err(operand_count_error(loc, operands.len(), types.len()));
        }
        operands
            .iter()
            .zip(types)
            .map(|(o, &t)| self.resolve_operand(o, t))
            .collect()
    }

    /// Resolves every operand with the one type `ty`.
    pub fn resolve_operands_same(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        ty: Type,
    ) -> ParseResult<Vec<Value>> {
        operands
            .iter()
            .map(|o| self.resolve_operand(o, ty))
            .collect()
    }
}

/// MLIR's `expected N operand types but had M`, for `n` operands and `m` types.
pub(crate) fn operand_count_error(loc: Location, n: usize, m: usize) -> Diagnostic {
    Diagnostic::error(
        loc,
        format!(
            "expected {n} operand type{} but had {m}",
            if n == 1 { "" } else { "s" },
        ),
    )
}

#[cfg(test)]
mod tests;

/// Where a wrong token is reported, as MLIR's `Parser::emitWrongTokenError` places it:
/// just after the code before it, blanks skipped, across line breaks and before a `//`
/// comment on a preceding line, so "expected ':'" points after what was written rather
/// than at the next line's first token. At the end of the input, one byte back. `start`
/// is the token's byte offset in `src`.
fn wrong_token_offset(src: &str, start: usize, at_eof: bool) -> usize {
    let bytes = src.as_bytes();
    let original = if at_eof {
        start.saturating_sub(1)
    } else {
        start
    }
    .min(bytes.len());
    let mut end = original;
    loop {
        while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
            end -= 1;
        }
        if end == 0 {
            return original;
        }
        if !matches!(bytes[end - 1], b'\n' | b'\r') {
            return end;
        }
        end -= 1;
        // The preceding line, from its line break (MLIR keeps the break in it).
        let line = bytes[..end]
            .iter()
            .rposition(|&b| b == b'\n' || b == b'\r')
            .unwrap_or(0);
        if let Some(c) = bytes[line..end].windows(2).position(|w| w == b"//") {
            end = line + c;
        }
    }
}

#[cfg(test)]
mod wrong_token_tests {
    use super::wrong_token_offset;

    /// Offsets worked by hand against MLIR's rule.
    #[test]
    fn a_token_starting_its_line_is_reported_after_the_previous_code() {
        // Same line: just after the previous token (mlir-opt-22: `%a %a` reports "expected
        // ','" at the blank after the first `%a`).
        assert_eq!(wrong_token_offset("a b", 2, false), 1);
        // Next line: just after `a` (offset 1), blank lines and indentation skipped.
        assert_eq!(wrong_token_offset("a\n\n   b", 6, false), 1);
        // A comment on the previous line is stepped over: cut at `//`, blanks trimmed.
        assert_eq!(wrong_token_offset("a // x\n b", 8, false), 1);
        // A line holding only a comment is skipped entirely.
        assert_eq!(wrong_token_offset("a\n// c\nb", 7, false), 1);
        // Nothing before: the token's own place.
        assert_eq!(wrong_token_offset("\n  b", 3, false), 3);
        // End of input: one byte back, then the same rule (`a\n` -> after `a`).
        assert_eq!(wrong_token_offset("a\n", 2, true), 1);
    }
}
