//! Text syntax of mappings inside IR: `m[...]` chunks in type and attribute bodies.
//!
//! The core works on text (a body between `<` and `>` split at top-level commas), so
//! any dialect can read its parameters with [`split_top_level`] and
//! [`parse_map_param`].

use super::attrs::{AxesAttr, MappingAttr};
use super::expr::MapExpr;
use visa_ir::parser::AsmParser;
use visa_ir::{Attribute, Diagnostic};

/// A syntax error inside a body, with the 0-based byte offset it refers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BodyError {
    /// Byte offset into the body text.
    pub offset: usize,
    /// The message.
    pub message: String,
}

/// Splits `text` at commas that are not nested in `[]`, `()`, `{}` or `<>`,
/// returning each piece with its byte offset (pieces are not trimmed).
pub fn split_top_level(text: &str) -> Result<Vec<(usize, &str)>, BodyError> {
    let mut out = Vec::new();
    let mut stack: Vec<(u8, usize)> = Vec::new();
    let mut start = 0;
    for (i, b) in text.bytes().enumerate() {
        match b {
            b'[' | b'(' | b'{' | b'<' => stack.push((b, i)),
            b']' | b')' | b'}' | b'>' => {
                let want = match b {
                    b']' => b'[',
                    b')' => b'(',
                    b'}' => b'{',
                    _ => b'<',
                };
                // `->` inside function types is not a bracket.
                if b == b'>' && i > 0 && text.as_bytes()[i - 1] == b'-' {
                    continue;
                }
                match stack.pop() {
                    Some((open, _)) if open == want => {}
                    _ => {
                        return Err(BodyError {
                            offset: i,
                            message: format!("unbalanced `{}`", b as char),
                        })
                    }
                }
            }
            b',' if stack.is_empty() => {
                out.push((start, &text[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    if let Some((open, at)) = stack.pop() {
        return Err(BodyError {
            offset: at,
            message: format!("unclosed `{}`", open as char),
        });
    }
    out.push((start, &text[start..]));
    Ok(out)
}

/// Reads one `m[...]` (or `m![...]`) parameter; surrounding whitespace is allowed.
/// The error offset is relative to `piece`.
pub fn parse_map_param(piece: &str) -> Result<MapExpr, BodyError> {
    let lead = piece.len() - piece.trim_start().len();
    let t = piece.trim();
    let inner = t
        .strip_prefix("m![")
        .map(|r| (r, 3))
        .or_else(|| t.strip_prefix("m[").map(|r| (r, 2)));
    let Some((rest, skip)) = inner else {
        return Err(BodyError {
            offset: lead,
            message: "expected a mapping `m[...]`".into(),
        });
    };
    let Some(body) = rest.strip_suffix(']') else {
        return Err(BodyError {
            offset: lead + t.len(),
            message: "expected `]` closing the mapping".into(),
        });
    };
    MapExpr::new(body).map_err(|e| BodyError {
        offset: lead
            + skip
            + body
                .char_indices()
                .nth(e.column - 1)
                .map_or(body.len(), |(i, _)| i),
        message: e.message,
    })
}

/// Parses the body of `#mapping<...>` (mnemonic empty) or `#mapping.axes<...>`,
/// given the text between the angle brackets.
pub fn parse_attr_text(mnemonic: &str, body: &str) -> Result<AttrValue, BodyError> {
    match mnemonic {
        "" => Ok(AttrValue::Mapping(MappingAttr {
            expr: parse_map_param(body)?,
        })),
        "axes" => AxesAttr::parse(body)
            .map(AttrValue::Axes)
            .map_err(|e| BodyError {
                offset: e.column.map_or(0, |c| c - 1),
                message: format!("invalid axes: {}", e.kind),
            }),
        other => Err(BodyError {
            offset: 0,
            message: format!("unknown attribute `#mapping.{other}`"),
        }),
    }
}

/// A parsed mapping-dialect attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AttrValue {
    /// `#mapping<m[...]>`.
    Mapping(MappingAttr),
    /// `#mapping.axes<...>`.
    Axes(AxesAttr),
}

/// The dialect's attribute hook for the IR parser: reads the `<...>` body of
/// `#mapping<m[...]>` or `#mapping.axes<...>`, placing errors at their column.
pub fn parse_mapping_dialect_attr(
    p: &mut AsmParser<'_>,
    mnemonic: &str,
) -> Result<Attribute, Diagnostic> {
    let (body, offset) = p.parse_raw_body()?;
    match parse_attr_text(mnemonic, body) {
        Ok(AttrValue::Mapping(a)) => Ok(p.ctx().dialect_attr(a)),
        Ok(AttrValue::Axes(a)) => Ok(p.ctx().dialect_attr(a)),
        Err(e) => {
            let loc = p.loc_of_offset(offset + e.offset);
            Err(Diagnostic::error(loc, e.message))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_at_top_level_commas_only() {
        let parts = split_top_level("i32, m[A, B], m[1 # 2], (i8, i8) -> i8").unwrap();
        let texts: Vec<&str> = parts.iter().map(|p| p.1.trim()).collect();
        assert_eq!(texts, vec!["i32", "m[A, B]", "m[1 # 2]", "(i8, i8) -> i8"]);
        assert_eq!(parts[1].0, 4);
        assert_eq!(split_top_level("m[A").unwrap_err().offset, 1);
        assert_eq!(split_top_level("A]").unwrap_err().offset, 1);
    }

    #[test]
    fn reads_mapping_parameters() {
        assert_eq!(parse_map_param("  m![A/8]").unwrap().body(), "A / 8");
        assert_eq!(parse_map_param("m[A % 8]").unwrap().body(), "A % 8");
        let e = parse_map_param(" A % 8").unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (1, "expected a mapping `m[...]`")
        );
        // The offending `;` is at byte 4 of the piece.
        assert_eq!(parse_map_param("m[A ; 8]").unwrap_err().offset, 4);
    }

    #[test]
    fn reads_attribute_bodies() {
        match parse_attr_text("", "m[A]").unwrap() {
            AttrValue::Mapping(m) => assert_eq!(m.expr.body(), "A"),
            other => panic!("{other:?}"),
        }
        match parse_attr_text("axes", "A=8,B=2").unwrap() {
            AttrValue::Axes(a) => assert_eq!(a.text(), "A = 8, B = 2"),
            other => panic!("{other:?}"),
        }
        assert!(parse_attr_text("axes", "A=8,A=2").is_err());
        assert!(parse_attr_text("foo", "1").is_err());
    }
}
