//! The textual pass-pipeline syntax of MLIR's `--pass-pipeline`:
//!
//! ```text
//! pipeline          ::= op-anchor `(` element-list? `)`
//! element-list      ::= element (`,` element)*
//! element           ::= op-anchor `(` element-list? `)` | name options?
//! options           ::= `{` (key (`=` value)?)* `}`
//! ```
//!
//! `op-anchor` is an op name or `any`; `name` is a registered pass or named pipeline.
//! Option values run to the next space or `}`; a value may be quoted with `"` or `'`
//! or braced with `{...}` (nesting allowed) to hold spaces, and one outer layer of
//! quotes or braces is removed. A key without `=` gets the empty value, which boolean
//! options read as `true`.
//!
//! This module only parses into [`PipelineElement`]s; the registry turns them into a
//! [`PassManager`](super::PassManager). Errors carry a 1-based column and render as
//! MLIR's do, with a caret under the pipeline text (see [`PipelineError::render`]).

use std::fmt;

/// An error in a textual pipeline at a 1-based character column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineError {
    /// The 1-based column (in characters) of the offending text.
    pub column: usize,
    /// What is wrong, MLIR style (lower case, no period).
    pub message: String,
}

impl PipelineError {
    /// An error at `column`.
    pub fn new(column: usize, message: impl Into<String>) -> Self {
        PipelineError {
            column,
            message: message.into(),
        }
    }

    /// Renders the error as MLIR's pipeline parser does, quoting `pipeline` with a caret:
    ///
    /// ```text
    /// MLIR Textual PassPipeline Parser:1:16: error: 'foo' does not refer to a registered pass or pass pipeline
    /// builtin.module(foo)
    ///                ^
    /// ```
    pub fn render(&self, pipeline: &str) -> String {
        let pad: String = pipeline
            .chars()
            .take(self.column.saturating_sub(1))
            .map(|c| if c == '\t' { '\t' } else { ' ' })
            .collect();
        format!(
            "MLIR Textual PassPipeline Parser:1:{}: error: {}\n{pipeline}\n{pad}^\n",
            self.column, self.message
        )
    }
}

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "1:{}: {}", self.column, self.message)
    }
}

impl std::error::Error for PipelineError {}

/// One `key=value` of a pass's options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The option name.
    pub key: String,
    /// The value with one layer of quotes or braces removed; `None` if no `=` was given.
    pub value: Option<String>,
    /// Column of the key.
    pub column: usize,
}

/// What a pipeline element is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ElementKind {
    /// A pass or named pipeline with its options.
    Pass(Vec<OptionSpec>),
    /// A nested pipeline anchored on the element's name (an op name or `any`).
    Nested(Vec<PipelineElement>),
}

/// One element of a pipeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PipelineElement {
    /// The pass, pipeline or anchor name.
    pub name: String,
    /// Column of the name.
    pub column: usize,
    /// Pass or nested pipeline.
    pub kind: ElementKind,
}

/// Parses `anchor(elements)`: the form `--pass-pipeline` takes. Returns the anchor, its
/// column and the elements.
pub fn parse_anchored(text: &str) -> Result<(String, usize, Vec<PipelineElement>), PipelineError> {
    let mut p = Parser::new(text);
    p.skip_ws();
    let col = p.column();
    let anchor = p.ident();
    p.skip_ws();
    if anchor.is_empty() || p.peek() != Some('(') {
        return Err(PipelineError::new(
            col,
            "expected pass pipeline to be wrapped with the anchor operation type, \
             e.g. 'builtin.module(...)'",
        ));
    }
    p.bump();
    let elements = p.list(true)?;
    p.bump(); // `)`, checked by `list`.
    p.skip_ws();
    if p.peek().is_some() {
        return Err(PipelineError::new(
            p.column(),
            "expected end of pipeline after ')'",
        ));
    }
    Ok((anchor, col, elements))
}

/// Parses a bare element list, `cse,func.func(canonicalize)`: the text of a named
/// pipeline.
pub fn parse_elements(text: &str) -> Result<Vec<PipelineElement>, PipelineError> {
    let mut p = Parser::new(text);
    p.list(false)
}

struct Parser {
    chars: Vec<char>,
    pos: usize,
    depth: usize,
}

/// How deeply pipelines may nest (bounds the parser's recursion).
const MAX_DEPTH: usize = 256;

fn is_name_char(c: char) -> bool {
    c.is_alphanumeric() || matches!(c, '_' | '-' | '.' | '$')
}

impl Parser {
    fn new(text: &str) -> Self {
        Parser {
            chars: text.chars().collect(),
            pos: 0,
            depth: 0,
        }
    }

    fn column(&self) -> usize {
        self.pos + 1
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.pos).copied()
    }

    fn bump(&mut self) {
        self.pos += 1;
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.pos += 1;
        }
    }

    fn ident(&mut self) -> String {
        let start = self.pos;
        while self.peek().is_some_and(is_name_char) {
            self.pos += 1;
        }
        self.chars[start..self.pos].iter().collect()
    }

    /// Parses elements up to (not consuming) `)` if `closed`, else to the end.
    fn list(&mut self, closed: bool) -> Result<Vec<PipelineElement>, PipelineError> {
        let mut out = Vec::new();
        self.skip_ws();
        match self.peek() {
            Some(')') if closed => return Ok(out),
            None if !closed => return Ok(out),
            _ => {}
        }
        loop {
            out.push(self.element()?);
            self.skip_ws();
            match self.peek() {
                Some(',') => {
                    self.bump();
                    self.skip_ws();
                }
                Some(')') if closed => return Ok(out),
                None if !closed => return Ok(out),
                _ if closed => {
                    return Err(PipelineError::new(self.column(), "expected ',' or ')'"))
                }
                _ => return Err(PipelineError::new(self.column(), "expected ','")),
            }
        }
    }

    fn element(&mut self) -> Result<PipelineElement, PipelineError> {
        let column = self.column();
        let name = self.ident();
        if name.is_empty() {
            return Err(PipelineError::new(
                column,
                "expected pass or pass pipeline name",
            ));
        }
        self.skip_ws();
        let kind = match self.peek() {
            Some('(') => {
                if self.depth >= MAX_DEPTH {
                    return Err(PipelineError::new(
                        self.column(),
                        format!("pipeline nested more than {MAX_DEPTH} levels deep"),
                    ));
                }
                self.bump();
                self.depth += 1;
                let inner = self.list(true)?;
                self.depth -= 1;
                self.bump();
                ElementKind::Nested(inner)
            }
            Some('{') => {
                let open = self.column();
                self.bump();
                ElementKind::Pass(self.options(&name, open)?)
            }
            _ => ElementKind::Pass(Vec::new()),
        };
        Ok(PipelineElement { name, column, kind })
    }

    fn options(&mut self, pass: &str, open: usize) -> Result<Vec<OptionSpec>, PipelineError> {
        let mut out = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                None => {
                    return Err(PipelineError::new(
                        open,
                        format!("expected '}}' to end the options of '{pass}'"),
                    ))
                }
                Some('}') => {
                    self.bump();
                    return Ok(out);
                }
                _ => {}
            }
            let column = self.column();
            let start = self.pos;
            while self
                .peek()
                .is_some_and(|c| !c.is_whitespace() && c != '=' && c != '}')
            {
                self.pos += 1;
            }
            let key: String = self.chars[start..self.pos].iter().collect();
            if key.is_empty() {
                return Err(PipelineError::new(column, "expected option name"));
            }
            let value = if self.peek() == Some('=') {
                self.bump();
                Some(self.value()?)
            } else {
                None
            };
            out.push(OptionSpec { key, value, column });
        }
    }

    /// An option value: up to whitespace or the `}` closing the options, skipping
    /// quoted and braced parts.
    fn value(&mut self) -> Result<String, PipelineError> {
        let start = self.pos;
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            match c {
                '"' | '\'' => {
                    let open = self.column();
                    self.bump();
                    while self.peek().is_some_and(|d| d != c) {
                        self.bump();
                    }
                    if self.peek().is_none() {
                        return Err(PipelineError::new(open, "unterminated quoted option value"));
                    }
                    self.bump();
                }
                '{' => {
                    depth += 1;
                    self.bump();
                }
                '}' if depth == 0 => break,
                '}' => {
                    depth -= 1;
                    self.bump();
                }
                c if c.is_whitespace() && depth == 0 => break,
                _ => self.bump(),
            }
        }
        if depth > 0 {
            return Err(PipelineError::new(
                start + 1,
                "unbalanced '{' in option value",
            ));
        }
        let raw: String = self.chars[start..self.pos].iter().collect();
        Ok(strip_one_layer(&raw).to_string())
    }
}

/// Removes one layer of matching quotes or braces around a whole value.
fn strip_one_layer(raw: &str) -> &str {
    let b = raw.as_bytes();
    if b.len() >= 2 {
        let (first, last) = (b[0], b[b.len() - 1]);
        let wrapped = matches!((first, last), (b'"', b'"') | (b'\'', b'\''))
            || (first == b'{' && last == b'}' && braces_wrap_whole(raw));
        if wrapped {
            return &raw[1..raw.len() - 1];
        }
    }
    raw
}

/// Whether the `{` at the start of `raw` closes at its very end.
fn braces_wrap_whole(raw: &str) -> bool {
    let mut depth = 0usize;
    for (i, c) in raw.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i == raw.len() - 1;
                }
            }
            _ => {}
        }
    }
    false
}

/// Writes an option value so that [`parse_anchored`] reads it back: wrapped in `{}`
/// when it holds spaces or characters that would end it, as MLIR does.
pub fn quote_option_value(value: &str) -> String {
    let needs = value
        .chars()
        .any(|c| c.is_whitespace() || matches!(c, '}' | '{' | '"' | '\''));
    if needs {
        format!("{{{value}}}")
    } else {
        value.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pass(name: &str, column: usize, options: Vec<OptionSpec>) -> PipelineElement {
        PipelineElement {
            name: name.into(),
            column,
            kind: ElementKind::Pass(options),
        }
    }

    #[test]
    fn parses_nested_pipelines_with_columns() {
        let text = "builtin.module(func.func(canonicalize,cse),symbol-dce)";
        let (anchor, col, elems) = parse_anchored(text).unwrap();
        assert_eq!((anchor.as_str(), col), ("builtin.module", 1));
        // Columns counted by hand: `func.func` starts after `builtin.module(` (15 chars).
        assert_eq!(
            elems,
            vec![
                PipelineElement {
                    name: "func.func".into(),
                    column: 16,
                    kind: ElementKind::Nested(vec![
                        pass("canonicalize", 26, vec![]),
                        pass("cse", 39, vec![])
                    ]),
                },
                pass("symbol-dce", 44, vec![]),
            ]
        );
    }

    #[test]
    fn parses_options_with_quotes_braces_and_bare_keys() {
        let text = r#"any(p{a=1 b="x y" c={k=v w} d e='q'})"#;
        let (_, _, elems) = parse_anchored(text).unwrap();
        let ElementKind::Pass(opts) = &elems[0].kind else {
            panic!("expected a pass");
        };
        let got: Vec<(&str, Option<&str>, usize)> = opts
            .iter()
            .map(|o| (o.key.as_str(), o.value.as_deref(), o.column))
            .collect();
        assert_eq!(
            got,
            vec![
                ("a", Some("1"), 7),
                ("b", Some("x y"), 11),
                ("c", Some("k=v w"), 19),
                ("d", None, 29),
                ("e", Some("q"), 31),
            ]
        );
    }

    #[test]
    fn accepts_whitespace_and_empty_pipelines() {
        let (_, _, elems) = parse_anchored("  builtin.module ( cse , func.func( ) )  ").unwrap();
        assert_eq!(elems.len(), 2);
        assert_eq!(elems[1].kind, ElementKind::Nested(vec![]));
        assert!(parse_anchored("builtin.module()").unwrap().2.is_empty());
        assert!(parse_elements("").unwrap().is_empty());
    }

    #[test]
    fn reports_errors_with_columns() {
        let err = |t: &str| parse_anchored(t).unwrap_err();
        assert_eq!(
            err("cse"),
            PipelineError::new(
                1,
                "expected pass pipeline to be wrapped with the anchor operation type, \
                 e.g. 'builtin.module(...)'"
            )
        );
        assert_eq!(
            err("builtin.module(cse canonicalize)"),
            PipelineError::new(20, "expected ',' or ')'")
        );
        assert_eq!(
            err("builtin.module(cse"),
            PipelineError::new(19, "expected ',' or ')'")
        );
        assert_eq!(
            err("builtin.module(cse,)"),
            PipelineError::new(20, "expected pass or pass pipeline name")
        );
        assert_eq!(
            err("builtin.module(cse))"),
            PipelineError::new(20, "expected end of pipeline after ')'")
        );
        assert_eq!(
            err("builtin.module(cse{a=1"),
            PipelineError::new(19, "expected '}' to end the options of 'cse'")
        );
        assert_eq!(
            err("builtin.module(cse{a=\"x})"),
            PipelineError::new(22, "unterminated quoted option value")
        );
        assert_eq!(
            parse_elements("a b").unwrap_err(),
            PipelineError::new(3, "expected ','")
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let n = 100_000;
        let text = format!("any({}{})", "any(".repeat(n), ")".repeat(n));
        let e = parse_anchored(&text).unwrap_err();
        // `any(` then 256 nested `any(`: the 257th `(` is at column 4 + 256 * 4 + 4.
        assert_eq!(e.column, 4 + 256 * 4 + 4);
        assert_eq!(e.message, "pipeline nested more than 256 levels deep");
        let ok = format!("any({}{})", "any(".repeat(200), ")".repeat(200));
        assert_eq!(parse_anchored(&ok).err(), None);
    }

    #[test]
    fn renders_caret_under_the_column() {
        let e = PipelineError::new(
            16,
            "'foo' does not refer to a registered pass or pass pipeline",
        );
        assert_eq!(
            e.render("builtin.module(foo)"),
            "MLIR Textual PassPipeline Parser:1:16: error: 'foo' does not refer to a \
             registered pass or pass pipeline\nbuiltin.module(foo)\n               ^\n"
        );
    }

    #[test]
    fn quoted_values_round_trip() {
        for v in ["1", "x y", "a{b}", "", "k=v w"] {
            let text = format!("any(p{{o={}}})", quote_option_value(v));
            let (_, _, elems) = parse_anchored(&text).unwrap();
            let ElementKind::Pass(opts) = &elems[0].kind else {
                panic!("expected a pass");
            };
            assert_eq!(opts[0].value.as_deref(), Some(v), "{text}");
        }
    }
}
