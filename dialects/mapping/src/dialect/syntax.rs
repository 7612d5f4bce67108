//! Text syntax of mappings inside IR: `m[...]` chunks in type and attribute bodies.
//!
//! The core works on text (a body between `<` and `>` split at top-level commas), so
//! any dialect can read its parameters with [`split_top_level`] and
//! [`parse_map_param`], or [`parse_map_param_or_alias`] to accept `#alias` too.

use super::attrs::{as_mapping, AxesAttr, MappingAttr};
use super::expr::MapExpr;
use visa_ir::parser::AsmParser;
use visa_ir::{Attribute, Context, Diagnostic};

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

/// Reads one mapping parameter: `m[...]` as [`parse_map_param`], or `#name`, an alias
/// of a `#mapping<m[...]>` attribute (`#m = #mapping<m[A / 8]>` at the top of the
/// file), looked up with `resolve` (given the name without `#`; a type hook passes
/// what [`AsmParser::lookup_attribute_alias`] answers). The error offset is relative
/// to `piece`.
pub fn parse_map_param_or_alias(
    ctx: &Context,
    piece: &str,
    resolve: &dyn Fn(&str) -> Option<Attribute>,
) -> Result<MapExpr, BodyError> {
    let lead = piece.len() - piece.trim_start().len();
    let Some(name) = piece.trim().strip_prefix('#') else {
        return parse_map_param(piece);
    };
    if !is_alias_name(name) {
        return Err(BodyError {
            offset: lead,
            message: "expected a mapping `m[...]` or an attribute alias `#name`".into(),
        });
    }
    let Some(attr) = resolve(name) else {
        return Err(BodyError {
            offset: lead,
            message: format!("undefined symbol alias id '{name}'"),
        });
    };
    as_mapping(ctx, attr).cloned().ok_or_else(|| BodyError {
        offset: lead,
        message: format!(
            "attribute alias '#{name}' is `{}`, not a mapping `#mapping<m[...]>`",
            ctx.attr_to_string(attr)
        ),
    })
}

/// The alias names (without `#`) written as `#name` pieces of a body split at its
/// top-level commas: what a type hook must resolve before reading the body with
/// [`parse_map_param_or_alias`].
pub fn alias_names(body: &str) -> Vec<&str> {
    split_top_level(body)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(_, t)| t.trim().strip_prefix('#'))
        .filter(|n| is_alias_name(n))
        .collect()
}

/// MLIR's bare identifier: a letter or `_`, then letters, digits and `_$.-`.
fn is_alias_name(name: &str) -> bool {
    let mut bytes = name.bytes();
    bytes
        .next()
        .is_some_and(|b| b.is_ascii_alphabetic() || b == b'_')
        && bytes.all(|b| b.is_ascii_alphanumeric() || b"_$.-".contains(&b))
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
    fn reads_mapping_aliases() {
        let mut registry = visa_ir::DialectRegistry::new();
        crate::dialect::register(&mut registry);
        let mut ctx = Context::new(registry);
        let m = crate::dialect::attrs::mapping_attr(&mut ctx, MapExpr::new("A/8").unwrap());
        let i64t = ctx.integer_type(64);
        let n = ctx.int_attr(3, i64t);
        let resolve = |name: &str| match name {
            "m" => Some(m),
            "n" => Some(n),
            _ => None,
        };
        let read = |piece: &str| parse_map_param_or_alias(&ctx, piece, &resolve);
        assert_eq!(read(" #m ").unwrap().body(), "A / 8");
        assert_eq!(read("m[A]").unwrap().body(), "A");
        let e = read("  #x").unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (2, "undefined symbol alias id 'x'")
        );
        let e = read(" #n").unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (
                1,
                "attribute alias '#n' is `3 : i64`, not a mapping `#mapping<m[...]>`"
            )
        );
        let e = read("#1").unwrap_err();
        assert_eq!(
            (e.offset, e.message.as_str()),
            (
                0,
                "expected a mapping `m[...]` or an attribute alias `#name`"
            )
        );
        // Without `#`, the plain reader's errors.
        assert_eq!(read("m[A ; 8]").unwrap_err().offset, 4);
        assert_eq!(alias_names("i32, #a, m[#b], #c.d, #1"), vec!["a", "c.d"]);
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
