//! The lexer: splits MLIR text into tokens, byte by byte, without allocating.
//!
//! A token records its kind, its byte range in the source and the 1-based line and
//! column of its first byte; its text is a slice of the source. Comments (`// ...`)
//! and whitespace are skipped.

/// What a token is.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TokenKind {
    /// End of input.
    Eof,
    /// A character the lexer does not accept (or an unterminated string).
    Error,
    /// `[a-zA-Z_][a-zA-Z0-9_$.]*`: keywords, builtin types, op names.
    BareIdent,
    /// `%name` or `%42`.
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `#name` / `#dialect.mnemonic` / `#1`.
    HashIdent,
    /// `!name` / `!dialect.mnemonic`.
    BangIdent,
    /// `@name` or `@"quoted name"`.
    AtIdent,
    /// Decimal or `0x` hexadecimal integer.
    Integer,
    /// `1.5`, `1.0e-3`.
    Float,
    /// `"..."` with escapes.
    String,
    /// `->`.
    Arrow,
    /// `::`.
    ColonColon,
    /// A single punctuation byte of `( ) [ ] { } < > , = : ? * + - / | . & ~ '`, or
    /// `...`, `{-#`, `#-}`.
    Punct,
}

/// A token: kind, byte range and position of its first byte.
#[derive(Copy, Clone, Debug)]
pub struct Token {
    /// Kind.
    pub kind: TokenKind,
    /// Byte offset of the first byte.
    pub start: usize,
    /// Byte offset after the last byte.
    pub end: usize,
    /// 1-based line.
    pub line: u32,
    /// 1-based column (in bytes).
    pub col: u32,
}

/// A byte-level lexer over one source text.
#[derive(Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
    line: u32,
    line_start: usize,
}

/// Whether `b` may continue a bare identifier.
#[inline]
fn is_ident_cont(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.')
}

/// Whether `b` may continue a suffix identifier (`%x`, `^bb`, `#a`, `!a`).
#[inline]
fn is_suffix_cont(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer at the start of `src`.
    pub fn new(src: &'a str) -> Self {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
            line: 1,
            line_start: 0,
        }
    }

    /// Moves to byte `offset`, which lies on line `line` starting at `line_start`.
    pub fn reset(&mut self, offset: usize, line: u32, line_start: usize) {
        self.pos = offset.min(self.src.len());
        self.line = line;
        self.line_start = line_start;
    }

    /// The byte offset of the next unread byte.
    pub fn pos(&self) -> usize {
        self.pos
    }

    #[inline]
    fn skip_trivia(&mut self) {
        let src = self.src;
        let mut pos = self.pos;
        while pos < src.len() {
            match src[pos] {
                b'\n' => {
                    pos += 1;
                    self.line = self.line.saturating_add(1);
                    self.line_start = pos;
                }
                b' ' | b'\t' | b'\r' => pos += 1,
                b'/' if src.get(pos + 1) == Some(&b'/') => {
                    while pos < src.len() && src[pos] != b'\n' {
                        pos += 1;
                    }
                }
                _ => break,
            }
        }
        self.pos = pos;
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let src = self.src;
        let start = self.pos;
        let line = self.line;
        let col = u32::try_from(start - self.line_start + 1).unwrap_or(u32::MAX);
        let make = |kind, end: usize| Token {
            kind,
            start,
            end,
            line,
            col,
        };
        if start >= src.len() {
            return make(TokenKind::Eof, start);
        }
        let b = src[start];
        let mut p = start + 1;
        let kind = match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'_' => {
                while p < src.len() && is_ident_cont(src[p]) {
                    p += 1;
                }
                TokenKind::BareIdent
            }
            b'#' if src.get(p) == Some(&b'-') && src.get(p + 1) == Some(&b'}') => {
                p += 2;
                TokenKind::Punct
            }
            b'%' | b'^' | b'#' | b'!' => {
                let q = p;
                if p < src.len() && src[p].is_ascii_digit() {
                    while p < src.len() && src[p].is_ascii_digit() {
                        p += 1;
                    }
                } else {
                    while p < src.len() && is_suffix_cont(src[p]) {
                        p += 1;
                    }
                }
                if p == q {
                    if b == b'#' && src.get(p) == Some(&b'-') && src.get(p + 1) == Some(&b'}') {
                        p += 2;
                        TokenKind::Punct
                    } else {
                        TokenKind::Error
                    }
                } else {
                    match b {
                        b'%' => TokenKind::PercentIdent,
                        b'^' => TokenKind::CaretIdent,
                        b'#' => TokenKind::HashIdent,
                        _ => TokenKind::BangIdent,
                    }
                }
            }
            b'@' => {
                if p < src.len() && src[p] == b'"' {
                    match self.scan_string(p) {
                        Some(e) => {
                            p = e;
                            TokenKind::AtIdent
                        }
                        None => {
                            p = src.len();
                            TokenKind::Error
                        }
                    }
                } else {
                    let q = p;
                    while p < src.len() && is_suffix_cont(src[p]) {
                        p += 1;
                    }
                    if p == q {
                        TokenKind::Error
                    } else {
                        TokenKind::AtIdent
                    }
                }
            }
            b'0'..=b'9' => {
                if b == b'0'
                    && src.get(p) == Some(&b'x')
                    && src.get(p + 1).is_some_and(|c| c.is_ascii_hexdigit())
                {
                    p += 1;
                    while p < src.len() && src[p].is_ascii_hexdigit() {
                        p += 1;
                    }
                    TokenKind::Integer
                } else {
                    while p < src.len() && src[p].is_ascii_digit() {
                        p += 1;
                    }
                    if src.get(p) == Some(&b'.') {
                        p += 1;
                        while p < src.len() && src[p].is_ascii_digit() {
                            p += 1;
                        }
                        if matches!(src.get(p), Some(b'e' | b'E')) {
                            let mut q = p + 1;
                            if matches!(src.get(q), Some(b'+' | b'-')) {
                                q += 1;
                            }
                            if src.get(q).is_some_and(|c| c.is_ascii_digit()) {
                                p = q;
                                while p < src.len() && src[p].is_ascii_digit() {
                                    p += 1;
                                }
                            }
                        }
                        TokenKind::Float
                    } else {
                        TokenKind::Integer
                    }
                }
            }
            b'"' => match self.scan_string(start) {
                Some(e) => {
                    p = e;
                    TokenKind::String
                }
                None => {
                    p = src.len();
                    TokenKind::Error
                }
            },
            b'-' if src.get(p) == Some(&b'>') => {
                p += 1;
                TokenKind::Arrow
            }
            b':' if src.get(p) == Some(&b':') => {
                p += 1;
                TokenKind::ColonColon
            }
            b'{' if src.get(p) == Some(&b'-') && src.get(p + 1) == Some(&b'#') => {
                p += 2;
                TokenKind::Punct
            }
            b'.' if src.get(p) == Some(&b'.') && src.get(p + 1) == Some(&b'.') => {
                p += 2;
                TokenKind::Punct
            }
            b'(' | b')' | b'[' | b']' | b'{' | b'}' | b'<' | b'>' | b',' | b'=' | b':' | b'?'
            | b'*' | b'+' | b'-' | b'/' | b'|' | b'.' | b'&' | b'~' | b'\'' => TokenKind::Punct,
            _ => {
                // Skip a whole UTF-8 sequence so the error token is valid text.
                while p < src.len() && (src[p] & 0xC0) == 0x80 {
                    p += 1;
                }
                TokenKind::Error
            }
        };
        self.pos = p;
        make(kind, p)
    }

    /// Scans a string literal whose `"` is at `quote`; returns the offset after the
    /// closing quote, or `None` if the line or input ends first.
    fn scan_string(&self, quote: usize) -> Option<usize> {
        let src = self.src;
        let mut p = quote + 1;
        while p < src.len() {
            match src[p] {
                b'"' => return Some(p + 1),
                b'\\' => p += 2,
                b'\n' => return None,
                _ => p += 1,
            }
        }
        None
    }

    /// Scans a balanced body that starts with the bracket at `start` (`<`, `(`, `[` or
    /// `{`), skipping string literals; returns the offset after the closing bracket, or
    /// `Err(offset)` of the first unbalanced byte (or end of input). Lines are tracked.
    pub fn scan_balanced(&mut self, start: usize) -> Result<usize, usize> {
        let src = self.src;
        let mut stack: Vec<u8> = Vec::new();
        let mut p = start;
        while p < src.len() {
            let b = src[p];
            match b {
                b'<' | b'(' | b'[' | b'{' => stack.push(match b {
                    b'<' => b'>',
                    b'(' => b')',
                    b'[' => b']',
                    _ => b'}',
                }),
                b'>' | b')' | b']' | b'}' => {
                    // `->` inside a body is an arrow, not a closing bracket.
                    if b == b'>' && p > start && src[p - 1] == b'-' {
                        p += 1;
                        continue;
                    }
                    if stack.pop() != Some(b) {
                        return Err(p);
                    }
                    if stack.is_empty() {
                        self.pos = p + 1;
                        return Ok(p + 1);
                    }
                }
                b'"' => match self.scan_string(p) {
                    Some(e) => {
                        p = e;
                        continue;
                    }
                    None => return Err(p),
                },
                b'\n' => {
                    self.line = self.line.saturating_add(1);
                    self.line_start = p + 1;
                }
                _ => {}
            }
            p += 1;
        }
        Err(src.len())
    }
}

/// Decodes the body of a string literal (the text between the quotes): `\"`, `\\`,
/// `\n`, `\t` and `\XX` (two hex digits) escapes. Returns `Err(byte offset)` of a bad
/// escape, relative to the body.
pub fn unescape(body: &str) -> Result<String, usize> {
    let bytes = body.as_bytes();
    if !bytes.contains(&b'\\') {
        return Ok(body.to_string());
    }
    let mut out: Vec<u8> = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i];
        if b != b'\\' {
            out.push(b);
            i += 1;
            continue;
        }
        match bytes.get(i + 1) {
            Some(b'"') => out.push(b'"'),
            Some(b'\\') => out.push(b'\\'),
            Some(b'n') => out.push(b'\n'),
            Some(b't') => out.push(b'\t'),
            Some(&h) if h.is_ascii_hexdigit() => {
                let l = match bytes.get(i + 2) {
                    Some(&l) if l.is_ascii_hexdigit() => l,
                    _ => return Err(i),
                };
                let hex = |c: u8| (c as char).to_digit(16).unwrap_or(0) as u8;
                out.push(hex(h) * 16 + hex(l));
                i += 3;
                continue;
            }
            _ => return Err(i),
        }
        i += 2;
    }
    String::from_utf8(out).map_err(|e| e.utf8_error().valid_up_to())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(src: &str) -> Vec<(TokenKind, String)> {
        let mut lx = Lexer::new(src);
        let mut out = Vec::new();
        loop {
            let t = lx.next_token();
            if t.kind == TokenKind::Eof {
                return out;
            }
            out.push((t.kind, src[t.start..t.end].to_string()));
        }
    }

    #[test]
    fn lexes_an_op_line() {
        use TokenKind::*;
        let toks = kinds("%0:2 = \"a.b\"(%x#1) : (i32) -> f32 // c\n^bb0");
        let expect = [
            (PercentIdent, "%0"),
            (Punct, ":"),
            (Integer, "2"),
            (Punct, "="),
            (String, "\"a.b\""),
            (Punct, "("),
            (PercentIdent, "%x"),
            (HashIdent, "#1"),
            (Punct, ")"),
            (Punct, ":"),
            (Punct, "("),
            (BareIdent, "i32"),
            (Punct, ")"),
            (Arrow, "->"),
            (BareIdent, "f32"),
            (CaretIdent, "^bb0"),
        ];
        let got: Vec<_> = toks.iter().map(|(k, s)| (*k, s.as_str())).collect();
        assert_eq!(got, expect);
    }

    #[test]
    fn numbers_and_positions() {
        let mut lx = Lexer::new("1.5e-3 0x1F\n  -7 @\"a b\" ::");
        let t = lx.next_token();
        assert_eq!((t.kind, t.line, t.col), (TokenKind::Float, 1, 1));
        let t = lx.next_token();
        assert_eq!((t.kind, t.end - t.start), (TokenKind::Integer, 4));
        let t = lx.next_token();
        assert_eq!((t.kind, t.line, t.col), (TokenKind::Punct, 2, 3));
        let t = lx.next_token();
        assert_eq!((t.kind, t.col), (TokenKind::Integer, 4));
        let t = lx.next_token();
        assert_eq!(t.kind, TokenKind::AtIdent);
        assert_eq!(lx.next_token().kind, TokenKind::ColonColon);
    }

    #[test]
    fn unterminated_string_is_an_error() {
        assert_eq!(kinds("\"abc")[0].0, TokenKind::Error);
    }

    #[test]
    fn unescapes() {
        assert_eq!(unescape(r#"a\"b\0Ac\\"#).unwrap(), "a\"b\nc\\");
        assert_eq!(unescape(r"\q"), Err(0));
    }

    #[test]
    fn balanced_bodies() {
        let src = "<a(b)[\"x>\"] -> c>rest";
        let mut lx = Lexer::new(src);
        assert_eq!(lx.scan_balanced(0), Ok(src.find("rest").unwrap()));
        let mut lx = Lexer::new("<a)");
        assert_eq!(lx.scan_balanced(0), Err(2));
    }
}
