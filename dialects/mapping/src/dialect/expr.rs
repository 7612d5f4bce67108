//! [`MapExpr`]: a mapping expression as it appears in IR text, kept unresolved.
//!
//! A mapping's meaning depends on the axis sizes declared by the enclosing module
//! (`mapping.axes`), which a type or attribute parser cannot see; so the IR stores
//! the `m[...]` body as whitespace-normalized text and resolves it against the axes
//! in scope ([`crate::dialect::scope`]) when verifying, interpreting or lowering.

use crate::axes::Axes;
use crate::error::MappingError;
use crate::expr::Mapping;
use std::fmt;
use std::sync::Arc;

/// The body of an `m[...]` mapping expression, whitespace-normalized.
///
/// Two `MapExpr`s are equal when their token sequences are; equivalence of the
/// mappings they denote is decided by [`crate::normal::normalize`] after resolving.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MapExpr(Arc<str>);

/// Why a mapping body could not be tokenized; `column` is 1-based within the body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    /// Column of the offending character within the body.
    pub column: usize,
    /// What is wrong.
    pub message: String,
}

impl MapExpr {
    /// Normalizes `body` (the text between `m[` and the matching `]`).
    ///
    /// Only the lexical structure and bracket balance are checked here; axis names
    /// and sizes are checked by [`MapExpr::resolve`].
    pub fn new(body: &str) -> Result<MapExpr, LexError> {
        let toks = tokens(body)?;
        let mut depth: Vec<(char, usize)> = Vec::new();
        for t in &toks {
            match t.text.as_str() {
                "[" | "(" | "{" => depth.push((t.text.as_bytes()[0] as char, t.col)),
                "]" | ")" | "}" => {
                    let want = match t.text.as_str() {
                        "]" => '[',
                        ")" => '(',
                        _ => '{',
                    };
                    match depth.pop() {
                        Some((open, _)) if open == want => {}
                        _ => {
                            return Err(LexError {
                                column: t.col,
                                message: format!("unbalanced `{}`", t.text),
                            })
                        }
                    }
                }
                _ => {}
            }
        }
        if let Some((open, col)) = depth.pop() {
            return Err(LexError {
                column: col,
                message: format!("unclosed `{open}`"),
            });
        }
        if toks.is_empty() {
            return Err(LexError {
                column: 1,
                message: "empty mapping; write `m[1]` for the identity".into(),
            });
        }
        Ok(MapExpr(join(&toks).into()))
    }

    /// The normalized mapping of an already resolved [`Mapping`] (its printed body).
    pub fn from_mapping(m: &Mapping) -> MapExpr {
        // The library printer's output always lexes.
        MapExpr::new(&m.body().to_string()).unwrap_or_else(|_| MapExpr(Arc::from("1")))
    }

    /// The identity mapping `m[1]`.
    pub fn identity() -> MapExpr {
        MapExpr(Arc::from("1"))
    }

    /// The normalized body text (without `m[` `]`).
    pub fn body(&self) -> &str {
        &self.0
    }

    /// Parses and checks the body against `axes`.
    pub fn resolve(&self, axes: &Axes) -> Result<Mapping, MappingError> {
        crate::parse::parse(&self.0, axes)
    }

    /// The names used in the body that look like axes (identifiers), in order.
    pub fn identifiers(&self) -> Vec<&str> {
        self.0
            .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '\''))
            .filter(|w| {
                w.chars()
                    .next()
                    .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            })
            .collect()
    }
}

impl fmt::Display for MapExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "m[{}]", self.0)
    }
}

impl fmt::Debug for MapExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "m[{}]", self.0)
    }
}

struct Tok {
    text: String,
    col: usize,
}

fn tokens(body: &str) -> Result<Vec<Tok>, LexError> {
    let cs: Vec<char> = body.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < cs.len() {
        let c = cs[i];
        let col = i + 1;
        if c.is_whitespace() {
            i += 1;
        } else if c.is_ascii_alphanumeric() || c == '_' {
            let start = i;
            while i < cs.len() && (cs[i].is_ascii_alphanumeric() || cs[i] == '_') {
                i += 1;
            }
            while i < cs.len() && cs[i] == '\'' {
                i += 1;
            }
            out.push(Tok {
                text: cs[start..i].iter().collect(),
                col,
            });
        } else if "[](){},:/%#=@$!+".contains(c) {
            out.push(Tok {
                text: c.to_string(),
                col,
            });
            i += 1;
        } else {
            return Err(LexError {
                column: col,
                message: format!("unexpected character `{c}` in mapping"),
            });
        }
    }
    Ok(out)
}

/// Joins tokens with the spacing of the mapping library's printer: binary
/// operators surrounded by spaces, `, ` between list items, nothing inside brackets.
fn join(toks: &[Tok]) -> String {
    let mut s = String::new();
    let mut prev: Option<&str> = None;
    for t in toks {
        let cur = t.text.as_str();
        if let Some(p) = prev {
            let closer = matches!(cur, "]" | ")" | "}" | "," | ":");
            let opener = matches!(p, "[" | "(" | "{" | "$" | "!" | ":");
            if !closer && !opener {
                s.push(' ');
            }
        }
        s.push_str(cur);
        prev = Some(cur);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_spacing() {
        let a = MapExpr::new("A/8#256").unwrap();
        let b = MapExpr::new("  A /  8 # 256 ").unwrap();
        assert_eq!(a, b);
        assert_eq!(a.body(), "A / 8 # 256");
        assert_eq!(a.to_string(), "m[A / 8 # 256]");
        let c = MapExpr::new("#2+B+#4").unwrap();
        assert_eq!(c.body(), "# 2 + B + # 4");
        let d = MapExpr::new("[A,B] / 2, $(A:1,B:2)").unwrap();
        assert_eq!(d.body(), "[A, B] / 2, $(A:1, B:2)");
        // Idempotent.
        assert_eq!(MapExpr::new(d.body()).unwrap(), d);
    }

    #[test]
    fn normalized_text_matches_the_library_printer() {
        let axes: Axes = "A = 2048, B = 16".parse().unwrap();
        for src in [
            "A / 8 # 256",
            "A % 8",
            "1 # 2",
            "A, B",
            "# 2 + B + # 4",
            "[A, B] % 64",
        ] {
            let m = crate::parse::parse(src, &axes).unwrap();
            let printed = m.body().to_string();
            assert_eq!(MapExpr::new(&printed).unwrap().body(), printed, "{src}");
        }
    }

    #[test]
    fn rejects_bad_text_with_columns() {
        let e = MapExpr::new("A / 8 ]").unwrap_err();
        assert_eq!(e.column, 7);
        let e = MapExpr::new("[A, B").unwrap_err();
        assert_eq!(e.column, 1);
        let e = MapExpr::new("A ; 2").unwrap_err();
        assert_eq!(e.column, 3);
        assert!(MapExpr::new("  ").is_err());
    }

    #[test]
    fn resolves_against_axes() {
        let axes: Axes = "A = 2048".parse().unwrap();
        let m = MapExpr::new("A / 8 # 256").unwrap().resolve(&axes).unwrap();
        assert_eq!(m.size(), 256);
        assert!(MapExpr::new("B").unwrap().resolve(&axes).is_err());
        assert_eq!(MapExpr::new("A % 8").unwrap().identifiers(), vec!["A"]);
    }
}
