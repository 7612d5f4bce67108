//! Parser for `m[...]` / `m![...]` mapping expressions, checked against an
//! [`Axes`] environment as it goes so every error names its column.
//!
//! Grammar (the body is exactly the manual's `m![...]` body):
//! ```text
//! mapping := ('m' '!'? '[' list ']') | list
//! list    := elem (',' elem)*                       right-associative pairs
//! elem    := '#' NUM '+' product ('+' '#' NUM)?      left (and right) padding
//!          | product ('+' '#' NUM)?                  right padding
//! product := postfix ('*' postfix)*                  outer sum (L1010)
//! postfix := primary ( '/' NUM | '%' NUM | '#' NUM | '=' NUM
//!                    | '@' '[' NUM (',' NUM)* ']' )*
//! primary := '1' | AXIS | NAME | '{' NAME '}' | '[' list ']' | '(' list ')'
//!          | '$' '(' elem ':' NUM (',' elem ':' NUM)* ')'
//! ```
//! A bare identifier is an axis if declared, else a named mapping (a `let`).

use crate::axes::{is_axis_name, Axes, Axis};
use crate::error::{ErrorKind, MappingError};
use crate::expr::{LinearTerm, Mapping, Symbol};
use indexmap::IndexMap;

/// Named mappings in scope for `{Name}` escapes (type aliases, L972–985) and
/// `let` bindings such as `B' = # 2 + B + # 4` (L1900).
#[derive(Clone, Debug, Default)]
pub struct Names(IndexMap<String, Mapping>);

impl Names {
    /// An empty scope.
    pub fn new() -> Self {
        Self::default()
    }

    /// Binds `name` to `mapping` (replacing an earlier binding).
    pub fn insert(&mut self, name: &str, mapping: Mapping) -> &mut Self {
        self.0.insert(name.to_string(), mapping);
        self
    }

    /// The mapping bound to `name`.
    pub fn get(&self, name: &str) -> Option<&Mapping> {
        self.0.get(name)
    }
}

/// The deepest mapping the parser builds: brackets, list elements (a list is
/// right-nested pairs), postfix operators, products and the named mappings an
/// expression uses all count one level each. The IR parser's limit on nested types
/// and attributes, so a mapping inside a type nests no deeper than the type could.
/// Deeper input is the error "nesting too deep" at the column where the limit was
/// passed, never a stack overflow in the parser or in the recursive algorithms that
/// later walk the mapping.
pub const MAX_DEPTH: usize = 128;

/// How deeply `m` nests: 1 for an axis or `1`, one more per enclosing node.
pub fn depth(m: &Mapping) -> usize {
    1 + match m {
        Mapping::Identity | Mapping::Symbol(_) => 0,
        Mapping::Pair(l, r) => depth(l).max(depth(r)),
        Mapping::Padding { inner, .. }
        | Mapping::Resize { inner, .. }
        | Mapping::Stride { inner, .. }
        | Mapping::Modulo { inner, .. }
        | Mapping::Indirect { inner, .. } => depth(inner),
        Mapping::Linear(ts) => ts.iter().map(|t| depth(&t.mapping)).max().unwrap_or(0),
    }
}

/// Parses a mapping whose axes come from `axes`.
pub fn parse(src: &str, axes: &Axes) -> Result<Mapping, MappingError> {
    parse_with(src, axes, &Names::new())
}

/// Parses a mapping with named mappings in scope.
pub fn parse_with(src: &str, axes: &Axes, names: &Names) -> Result<Mapping, MappingError> {
    let toks = lex(src)?;
    let mut p = Parser {
        toks,
        pos: 0,
        axes,
        names,
        end_col: src.chars().count() + 1,
        depth: 0,
    };
    let wrapped = p.peek_ident("m")
        && (p.peek_punct_at(1, '[') || (p.peek_punct_at(1, '!') && p.peek_punct_at(2, '[')));
    let m = if wrapped {
        p.pos += 1;
        if p.peek_punct_at(0, '!') {
            p.pos += 1;
        }
        p.expect('[', "`[`")?;
        let m = p.list()?;
        p.expect(']', "`]`")?;
        m
    } else {
        p.list()?
    };
    if let Some(t) = p.toks.get(p.pos) {
        return Err(MappingError::at(
            t.col,
            ErrorKind::Expected("`,` or end of input"),
        ));
    }
    Ok(m)
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Num(u64),
    Ident(String),
    Punct(char),
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    col: usize,
}

fn lex(src: &str) -> Result<Vec<Token>, MappingError> {
    let cs: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        let col = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_digit() {
            let mut v: u64 = 0;
            while i < cs.len() && (cs[i].is_ascii_digit() || cs[i] == '_') {
                if let Some(d) = cs[i].to_digit(10) {
                    v = v
                        .checked_mul(10)
                        .and_then(|v| v.checked_add(u64::from(d)))
                        .ok_or(MappingError::at(col, ErrorKind::Overflow))?;
                }
                i += 1;
            }
            out.push(Token {
                tok: Tok::Num(v),
                col,
            });
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < cs.len() && (cs[i].is_ascii_alphanumeric() || cs[i] == '_') {
                i += 1;
            }
            while i < cs.len() && cs[i] == '\'' {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Ident(cs[start..i].iter().collect()),
                col,
            });
        } else if "[](){},:/%#=@$!+*".contains(c) {
            out.push(Token {
                tok: Tok::Punct(c),
                col,
            });
            i += 1;
        } else {
            return Err(MappingError::at(col, ErrorKind::UnexpectedChar(c)));
        }
    }
    Ok(out)
}

struct Parser<'a> {
    toks: Vec<Token>,
    pos: usize,
    axes: &'a Axes,
    names: &'a Names,
    end_col: usize,
    /// Levels entered so far (see [`MAX_DEPTH`]).
    depth: usize,
}

impl Parser<'_> {
    /// Enters one level of nesting, refusing input nested deeper than [`MAX_DEPTH`].
    fn enter(&mut self) -> Result<(), MappingError> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(MappingError::at(self.col(), ErrorKind::NestingTooDeep));
        }
        Ok(())
    }

    /// Leaves `n` levels entered with [`Parser::enter`].
    fn leave(&mut self, n: usize) {
        self.depth -= n;
    }

    fn col(&self) -> usize {
        self.toks.get(self.pos).map_or(self.end_col, |t| t.col)
    }

    fn peek_punct_at(&self, k: usize, c: char) -> bool {
        matches!(self.toks.get(self.pos + k), Some(Token { tok: Tok::Punct(p), .. }) if *p == c)
    }

    fn peek_ident(&self, s: &str) -> bool {
        matches!(self.toks.get(self.pos), Some(Token { tok: Tok::Ident(i), .. }) if i == s)
    }

    fn eat(&mut self, c: char) -> bool {
        if self.peek_punct_at(0, c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn fail(&self, what: &'static str) -> MappingError {
        match self.toks.get(self.pos) {
            Some(t) => MappingError::at(t.col, ErrorKind::Expected(what)),
            None => MappingError::at(self.end_col, ErrorKind::UnexpectedEnd(what)),
        }
    }

    fn expect(&mut self, c: char, what: &'static str) -> Result<(), MappingError> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(self.fail(what))
        }
    }

    fn num(&mut self) -> Result<u64, MappingError> {
        match self.toks.get(self.pos) {
            Some(Token {
                tok: Tok::Num(n), ..
            }) => {
                let n = *n;
                self.pos += 1;
                Ok(n)
            }
            _ => Err(self.fail("a number")),
        }
    }

    fn list(&mut self) -> Result<Mapping, MappingError> {
        // Each element nests one level deeper (pairs are right-associative).
        self.enter()?;
        let col = self.col();
        let first = self.elem()?;
        let m = if self.eat(',') {
            let rest = self.list()?;
            first.pair(rest).map_err(|e| e.or_at(col))?
        } else {
            first
        };
        self.leave(1);
        Ok(m)
    }

    fn elem(&mut self) -> Result<Mapping, MappingError> {
        let col = self.col();
        let left = if self.peek_punct_at(0, '#') {
            self.pos += 1;
            let l = self.num()?;
            self.expect('+', "`+` after left padding")?;
            Some(l)
        } else {
            None
        };
        if left.is_some() {
            self.enter()?;
            self.leave(1);
        }
        let inner = self.product()?;
        let right = if self.peek_punct_at(0, '+') {
            self.pos += 1;
            self.expect('#', "`#` after `+`")?;
            Some(self.num()?)
        } else {
            None
        };
        if left.is_none() && right.is_none() {
            return Ok(inner);
        }
        inner
            .pad_both(left.unwrap_or(0), right.unwrap_or(0))
            .map_err(|e| e.or_at(col))
    }

    /// `e1 * e2 * ... * ek` is `$(e1 : size(e2)···size(ek), ..., ek : 1)` (L1010).
    fn product(&mut self) -> Result<Mapping, MappingError> {
        let col = self.col();
        let first = self.postfix()?;
        if !self.peek_punct_at(0, '*') {
            return Ok(first);
        }
        self.enter()?;
        let mut ms = vec![first];
        while self.eat('*') {
            ms.push(self.postfix()?);
        }
        self.leave(1);
        let mut terms = Vec::with_capacity(ms.len());
        let mut stride = 1u64;
        for m in ms.into_iter().rev() {
            let size = m.size();
            terms.push(LinearTerm { mapping: m, stride });
            stride = stride
                .checked_mul(size)
                .ok_or(MappingError::at(col, ErrorKind::Overflow))?;
        }
        terms.reverse();
        Mapping::linear(terms).map_err(|e| e.or_at(col))
    }

    fn postfix(&mut self) -> Result<Mapping, MappingError> {
        let mut m = self.primary()?;
        // Each operator wraps the mapping so far one level deeper.
        let mut ops = 0;
        loop {
            let op = match self.toks.get(self.pos) {
                Some(Token {
                    tok: Tok::Punct(c), ..
                }) if "/%#=@".contains(*c) => *c,
                _ => {
                    self.leave(ops);
                    return Ok(m);
                }
            };
            self.enter()?;
            ops += 1;
            self.pos += 1;
            let col = self.col();
            let res = if op == '@' {
                self.expect('[', "`[` starting an indirection table")?;
                let mut table = vec![self.num()?];
                while self.eat(',') {
                    table.push(self.num()?);
                }
                self.expect(']', "`]` closing the indirection table")?;
                m.indirect(table)
            } else {
                let n = self.num()?;
                match op {
                    '/' => m.stride(n),
                    '%' => m.modulo(n),
                    '#' => m.pad(n),
                    _ => m.resize(n),
                }
            };
            m = res.map_err(|e| e.or_at(col))?;
        }
    }

    fn primary(&mut self) -> Result<Mapping, MappingError> {
        let Some(t) = self.toks.get(self.pos).cloned() else {
            return Err(self.fail("a mapping"));
        };
        self.pos += 1;
        match t.tok {
            Tok::Num(1) => Ok(Mapping::Identity),
            Tok::Num(_) => Err(MappingError::at(
                t.col,
                ErrorKind::Expected("an axis, `1`, `[`, `{` or `$`"),
            )),
            Tok::Ident(name) => self.resolve(&name, t.col, true),
            Tok::Punct('{') => {
                let name = match self.toks.get(self.pos) {
                    Some(Token {
                        tok: Tok::Ident(n), ..
                    }) => n.clone(),
                    _ => return Err(self.fail("a mapping name")),
                };
                let col = self.col();
                self.pos += 1;
                self.expect('}', "`}`")?;
                self.resolve(&name, col, false)
            }
            Tok::Punct('[') => {
                let m = self.list()?;
                self.expect(']', "`]`")?;
                Ok(m)
            }
            Tok::Punct('(') => {
                let m = self.list()?;
                self.expect(')', "`)`")?;
                Ok(m)
            }
            Tok::Punct('$') => {
                self.enter()?;
                self.expect('(', "`(` after `$`")?;
                let mut terms = Vec::new();
                loop {
                    let mapping = self.elem()?;
                    self.expect(':', "`:` and a stride")?;
                    let stride = self.num()?;
                    terms.push(LinearTerm { mapping, stride });
                    if !self.eat(',') {
                        break;
                    }
                }
                self.expect(')', "`)`")?;
                self.leave(1);
                Mapping::linear(terms).map_err(|e| e.or_at(t.col))
            }
            Tok::Punct(_) => Err(MappingError::at(
                t.col,
                ErrorKind::Expected("an axis, `1`, `[`, `{` or `$`"),
            )),
        }
    }

    fn resolve(&self, name: &str, col: usize, axis_first: bool) -> Result<Mapping, MappingError> {
        if axis_first {
            if let Some(d) = self.axes.get(name) {
                return Ok(Mapping::Symbol(Symbol {
                    axis: Axis::new(name),
                    size: d.size,
                    skew: d.skew.clone(),
                    padded: d.padded.clone(),
                }));
            }
        }
        if let Some(m) = self.names.get(name) {
            if self.depth + depth(m) > MAX_DEPTH {
                return Err(MappingError::at(col, ErrorKind::NestingTooDeep));
            }
            return Ok(m.clone());
        }
        let kind = if axis_first && is_axis_name(name) {
            ErrorKind::UnknownAxis(name.to_string())
        } else {
            ErrorKind::UnknownMapping(name.to_string())
        };
        Err(MappingError::at(col, kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn axes() -> Axes {
        "A=8, B=512, C=13, D=61".parse().unwrap()
    }

    #[test]
    fn nesting_is_limited_not_a_stack_overflow() {
        let a = axes();
        let nested = |n: usize| format!("m[{}A{}]", "[".repeat(n), "]".repeat(n));
        // 120 brackets parse (one level each: the bracket's list).
        let m = parse(&nested(120), &a).unwrap();
        assert_eq!(m, parse("A", &a).unwrap());
        // 5,000 (issue 11's reproducer) are an error at the column where the limit
        // was passed.
        let e = parse(&nested(5000), &a).unwrap_err();
        assert_eq!(e.kind, ErrorKind::NestingTooDeep);
        assert!(e.to_string().ends_with(": nesting too deep"), "{e}");
        let col = e.column.unwrap();
        assert!((60..=200).contains(&col), "column {col}");
        // Long lists, operator chains and products count too.
        let list = format!("m[{}A]", "1, ".repeat(5000));
        assert_eq!(
            parse(&list, &a).unwrap_err().kind,
            ErrorKind::NestingTooDeep
        );
        let chain = format!("m[A{}]", " / 1".repeat(5000));
        assert_eq!(
            parse(&chain, &a).unwrap_err().kind,
            ErrorKind::NestingTooDeep
        );
        let shallow_chain = format!("m[A{}]", " / 1".repeat(100));
        assert_eq!(depth(&parse(&shallow_chain, &a).unwrap()), 101);
        let dollar = format!("m[{}A{}]", "$(".repeat(3000), " : 1)".repeat(3000));
        assert_eq!(
            parse(&dollar, &a).unwrap_err().kind,
            ErrorKind::NestingTooDeep
        );
        // Named mappings add their own depth where they are used.
        let mut n = Names::new();
        let deep = parse(&format!("m[A{}]", " / 1".repeat(100)), &a).unwrap();
        n.insert("D", deep);
        assert!(parse_with("m[{D}]", &a, &n).is_ok());
        let e = parse_with(
            &format!("m[{}{{D}}{}]", "[".repeat(40), "]".repeat(40)),
            &a,
            &n,
        )
        .unwrap_err();
        assert_eq!(e.kind, ErrorKind::NestingTooDeep);
    }

    #[test]
    fn pairs_are_right_associative() {
        let a = axes();
        let m = parse("m![A, B, C, D]", &a).unwrap();
        let s = |n: &str| parse(n, &a).unwrap();
        let expect = s("A")
            .pair(s("B").pair(s("C").pair(s("D")).unwrap()).unwrap())
            .unwrap();
        assert_eq!(m, expect);
        assert_eq!(parse("m[A, B, C, D]", &a).unwrap(), m);
        assert_eq!(parse("A, B, C, D", &a).unwrap(), m);
    }

    #[test]
    fn operators_chain_left_to_right() {
        // L1831 / digest §1.4: `B / 32 = 2 # 16` is Padding<Resize<Stride<B,32>,2>,16>.
        let a = axes();
        let m = parse("m![B / 32 = 2 # 16]", &a).unwrap();
        let b = parse("B", &a).unwrap();
        let expect = b.stride(32).unwrap().resize(2).unwrap().pad(16).unwrap();
        assert_eq!(m, expect);
        assert_eq!(m.size(), 16);
    }

    #[test]
    fn escapes_and_lets() {
        let a: Axes = "A=32, B=90".parse().unwrap();
        let mut n = Names::new();
        n.insert("L", parse("m![A]", &a).unwrap());
        n.insert("Bp", parse("# 2 + B + # 4", &a).unwrap());
        let m = parse_with("m![{L}, Bp / 32, Bp % 32]", &a, &n).unwrap();
        assert_eq!(m.size(), 32 * 96);
        let e = parse_with("m![{Q}]", &a, &n).unwrap_err();
        assert_eq!(
            (e.column, e.kind),
            (Some(5), ErrorKind::UnknownMapping("Q".into()))
        );
    }

    #[test]
    fn outer_sum_is_a_linear_combination() {
        // L1010: `e1 * e2` is `$(e1 : size(e2), e2 : 1)`; parentheses group like brackets.
        let a: Axes = "A=9, B=2".parse().unwrap();
        let m = parse("m![B * (A # 16) / 4]", &a).unwrap();
        assert_eq!(m, parse("m![$(B:4, [A # 16] / 4:1)]", &a).unwrap());
        assert_eq!(m.size(), 1 + 4 + 3);
    }

    #[test]
    fn errors_point_at_columns() {
        let a = axes();
        let cases: [(&str, usize, ErrorKind); 7] = [
            ("m![A, X]", 7, ErrorKind::UnknownAxis("X".into())),
            (
                "m![B / 3]",
                8,
                ErrorKind::StrideNotDivide {
                    size: 512,
                    stride: 3,
                },
            ),
            (
                "m![B % 3]",
                8,
                ErrorKind::ModuloNotDivide {
                    size: 512,
                    modulo: 3,
                },
            ),
            (
                "m![D # 60]",
                8,
                ErrorKind::PaddingTooSmall {
                    content: 61,
                    padding: 60,
                },
            ),
            (
                "m![D = 62]",
                8,
                ErrorKind::ResizeTooLarge {
                    content: 61,
                    resize: 62,
                },
            ),
            (
                "m![A,, B]",
                6,
                ErrorKind::Expected("an axis, `1`, `[`, `{` or `$`"),
            ),
            ("m![A ~ B]", 6, ErrorKind::UnexpectedChar('~')),
        ];
        for (src, col, kind) in cases {
            let e = parse(src, &a).unwrap_err();
            assert_eq!((e.column, &e.kind), (Some(col), &kind), "{src}");
        }
        let e = parse("m![A, B", &a).unwrap_err();
        assert_eq!(e.column, Some(8));
        assert!(matches!(e.kind, ErrorKind::UnexpectedEnd(_)));
    }
}
