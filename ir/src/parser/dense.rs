//! `dense<...> : type` (MLIR's `TensorLiteralParser`): a splat element, nested lists,
//! complex pairs `(re, im)`, the hexadecimal raw form `dense<"0x...">` and strings,
//! with upstream's diagnostics at upstream's places. The literal is read first as
//! tokens (no values), then converted once the type is known; see [`crate::dense`]
//! for the storage.

use super::lexer::{Token, TokenKind};
use super::{AsmParser, ParseResult};
use crate::attributes::Attribute;
use crate::dense::{wide, DenseLayout, DenseScalar};
use crate::diagnostic::Diagnostic;
use crate::location::Location;
use crate::types::{Signedness, Type, TypeKind};

/// One element token of the literal and whether a `-` preceded it.
#[derive(Copy, Clone)]
struct Lit {
    tok: Token,
    negative: bool,
}

/// The literal as read: the shape of its lists (empty for a single element), the
/// element tokens, or the hexadecimal string.
#[derive(Default)]
struct Literal {
    shape: Vec<i64>,
    storage: Vec<Lit>,
    hex: Option<Token>,
    /// Whether a `(re, im)` pair was met.
    has_pair: bool,
}

/// `[...]` of a shape, as MLIR prints it in messages: `[2, 2]`.
fn shape_text(shape: &[i64]) -> String {
    let items: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("[{}]", items.join(", "))
}

impl<'a> AsmParser<'a> {
    /// Consumes `p`, or fails with `expected <what>` where MLIR's `parseToken` puts it
    /// (`emitWrongTokenError`, see [`AsmParser::expected`]).
    fn dense_punct(&mut self, p: &str, what: &str) -> ParseResult<()> {
        if self.parse_optional_punct(p) {
            return Ok(());
        }
        Err(self.expected(what))
    }

    /// `dense<literal> : type`; the current token is `dense`.
    pub(super) fn parse_dense_elements(&mut self) -> ParseResult<Attribute> {
        let attr_loc = self.current_loc();
        self.bump();
        self.dense_punct("<", "'<' after 'dense'")?;
        let mut lit = Literal::default();
        if !self.parse_optional_punct(">") {
            if self.at(TokenKind::String) {
                lit.hex = Some(self.tok);
                self.bump();
            } else if self.is_punct("[") {
                let mut shape = Vec::new();
                self.parse_dense_list(&mut lit, &mut shape)?;
                lit.shape = shape;
            } else {
                self.parse_dense_element(&mut lit)?;
            }
            self.dense_punct(">", "'>'")?;
        }
        self.dense_punct(":", "':'")?;
        let ty = self.parse_type()?;
        let Some(shaped) = self.ctx.shaped(ty) else {
            return Err(Diagnostic::error(
                attr_loc,
                "elements literal must be a shaped type",
            ));
        };
        if !shaped.is_static() {
            return Err(Diagnostic::error(
                attr_loc,
                "elements literal type must have static shape",
            ));
        }
        let Some(num) = shaped.num_elements() else {
            return Err(Diagnostic::error(
                attr_loc,
                "elements literal type has more elements than 64 bits count",
            ));
        };
        let type_shape = shaped.shape().unwrap_or(&[]).to_vec();
        let elem = shaped.element_type();
        self.dense_from_literal(lit, ty, elem, &type_shape, num, attr_loc)
    }

    /// Builds the attribute once the type is known (MLIR's `TensorLiteralParser::getAttr`).
    fn dense_from_literal(
        &mut self,
        lit: Literal,
        ty: Type,
        elem: Type,
        type_shape: &[i64],
        num: u64,
        attr_loc: Location,
    ) -> ParseResult<Attribute> {
        let is_numeric = matches!(
            self.ctx.type_kind(elem),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        );
        if let (Some(hex), true) = (lit.hex, is_numeric) {
            return self.dense_hex(hex, ty, attr_loc);
        }
        if !lit.shape.is_empty() && lit.shape != type_shape {
            return Err(Diagnostic::error(
                attr_loc,
                format!(
                    "inferred shape of elements literal ({}) does not match type ({})",
                    shape_text(&lit.shape),
                    shape_text(type_shape)
                ),
            ));
        }
        if lit.hex.is_none() && lit.storage.is_empty() && num != 0 {
            return Err(Diagnostic::error(
                attr_loc,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    self.ctx.type_to_string(ty)
                ),
            ));
        }
        if !is_numeric {
            return self.dense_strings(lit, ty, attr_loc);
        }
        let Some(layout) = DenseLayout::of(self.ctx, elem) else {
            return Err(Diagnostic::error(
                attr_loc,
                "element type must be an integer, index, float or complex type",
            ));
        };
        let count = lit.storage.len() as u64;
        if layout.complex {
            let splat = lit.shape.is_empty() && num != 0;
            if splat && count != 2 {
                return Err(Diagnostic::error(
                    attr_loc,
                    format!(
                        "parsed {count} elements, but type ('{}') expected 2 elements",
                        self.ctx.type_to_string(elem)
                    ),
                ));
            }
            if !lit.shape.is_empty() && count != num.saturating_mul(2) {
                return Err(Diagnostic::error(
                    attr_loc,
                    format!(
                        "parsed {count} elements, but type ('{}') expected {} elements",
                        self.ctx.type_to_string(ty),
                        num.saturating_mul(2)
                    ),
                ));
            }
        } else if lit.has_pair {
            // Decision DENSE-1: upstream keeps the first part and drops the rest.
            let expected = if lit.shape.is_empty() { 1 } else { num };
            return Err(Diagnostic::error(
                attr_loc,
                format!(
                    "parsed {count} elements, but type ('{}') expected {expected} elements",
                    self.ctx.type_to_string(ty)
                ),
            ));
        }
        let mut bits = Vec::with_capacity(lit.storage.len());
        // Integers wider than 128 bits are written straight into packed bytes.
        let wide_width = match layout.scalar {
            DenseScalar::Int { width, .. } if width > 128 => Some(width),
            _ => None,
        };
        let mut packed = Vec::new();
        for l in &lit.storage {
            let wide = wide_width.map(|_| &mut packed);
            bits.push(self.dense_scalar(l, layout.scalar, wide)?);
        }
        // A complex literal for an empty tensor keeps whole pairs only, as upstream
        // (`dense<1.0> : tensor<0xcomplex<f32>>` is `dense<>`).
        if layout.complex && num == 0 && lit.shape.is_empty() {
            bits.truncate(bits.len() / 2 * 2);
        }
        let result = match wide_width {
            Some(w) => {
                packed.truncate(bits.len() * (w as usize).div_ceil(8));
                let per = layout.scalars_per_element();
                let splat = bits.len() as u64 == per;
                if !splat && Some(bits.len() as u64) != num.checked_mul(per) {
                    Err(crate::dense::DenseError::WrongSize)
                } else {
                    self.ctx.dense_packed(ty, packed, splat)
                }
            }
            None => self.ctx.dense_elements_attr(ty, &bits),
        };
        result.map_err(|e| Diagnostic::error(attr_loc, e.to_string()))
    }

    /// One scalar's bits from its token (`getIntAttrElements` / `getFloatAttrElements`).
    /// An integer wider than 128 bits is appended to `wide` as bytes instead (and 0
    /// returned).
    fn dense_scalar(
        &mut self,
        l: &Lit,
        scalar: DenseScalar,
        wide: Option<&mut Vec<u8>>,
    ) -> ParseResult<u128> {
        let tok = l.tok;
        let text = &self.src[tok.start..tok.end];
        let at = |p: &mut Self, msg: &str| {
            let loc = p.loc_at(tok.line, tok.col);
            Err(Diagnostic::error(loc, msg.to_string()))
        };
        match scalar {
            DenseScalar::Float(kind) => match tok.kind {
                TokenKind::Float => {
                    let t = if l.negative {
                        format!("-{text}")
                    } else {
                        text.to_string()
                    };
                    match crate::float::decimal_to_bits(kind, &t) {
                        Some(b) => Ok(b),
                        None => at(self, "invalid floating point literal"),
                    }
                }
                TokenKind::Integer if text.starts_with("0x") => {
                    if l.negative {
                        return at(
                            self,
                            "hexadecimal float literal should not have a leading minus",
                        );
                    }
                    match u128::from_str_radix(&text[2..], 16) {
                        Ok(m) if kind.width() >= 128 || m >> kind.width() == 0 => Ok(m),
                        _ => at(self, "hexadecimal float constant out of range for type"),
                    }
                }
                TokenKind::Integer => {
                    let loc = self.loc_at(tok.line, tok.col);
                    Err(Diagnostic::error(
                        loc,
                        "unexpected decimal integer literal for a floating point value",
                    )
                    .with_note(loc, "add a trailing dot to make the literal a float"))
                }
                _ => at(self, "expected floating point literal"),
            },
            DenseScalar::Int { .. } | DenseScalar::Index => {
                let unsigned = matches!(
                    scalar,
                    DenseScalar::Int {
                        signedness: Signedness::Unsigned,
                        ..
                    }
                );
                if l.negative && unsigned {
                    return at(
                        self,
                        "expected unsigned integer elements, but parsed negative value",
                    );
                }
                match tok.kind {
                    TokenKind::Float => {
                        at(self, "expected integer elements, but parsed floating-point")
                    }
                    TokenKind::BareIdent => {
                        if scalar.width() != 1 || matches!(scalar, DenseScalar::Index) {
                            return at(self, "expected i1 type for 'true' or 'false' values");
                        }
                        Ok((text == "true") as u128)
                    }
                    _ => {
                        let signed = matches!(
                            scalar,
                            DenseScalar::Index
                                | DenseScalar::Int {
                                    signedness: Signedness::Signed,
                                    ..
                                }
                        );
                        if let Some(out) = wide {
                            return match wide::parse(text, l.negative, scalar.width(), signed) {
                                Some(bytes) => {
                                    out.extend(bytes);
                                    Ok(0)
                                }
                                None => at(self, "integer constant out of range for type"),
                            };
                        }
                        match build_int(text, l.negative, scalar.width(), signed) {
                            Some(b) => Ok(b),
                            None => at(self, "integer constant out of range for type"),
                        }
                    }
                }
            }
        }
    }

    /// `dense<"0x...">` of a numeric element type (`getHexAttr`).
    fn dense_hex(&mut self, hex: Token, ty: Type, attr_loc: Location) -> ParseResult<Attribute> {
        let spelling = &self.src[hex.start + 1..hex.end - 1];
        let Some(bytes) = hex_bytes(spelling) else {
            let loc = self.loc_at(hex.line, hex.col);
            return Err(Diagnostic::error(
                loc,
                "expected string containing hex digits starting with `0x`",
            ));
        };
        self.ctx.dense_from_raw(ty, &bytes).map_err(|_| {
            Diagnostic::error(
                attr_loc,
                format!(
                    "elements hex data size is invalid for provided type: '{}'",
                    self.ctx.type_to_string(ty)
                ),
            )
        })
    }

    /// The string elements (`getStringAttr`).
    fn dense_strings(
        &mut self,
        lit: Literal,
        ty: Type,
        attr_loc: Location,
    ) -> ParseResult<Attribute> {
        let values = if let Some(hex) = lit.hex {
            let text = self.src[hex.start..hex.end].to_string();
            vec![self.unescape_at(&text, hex)?]
        } else {
            let mut values = Vec::with_capacity(lit.storage.len());
            for l in &lit.storage {
                let text = &self.src[l.tok.start..l.tok.end];
                if l.tok.kind != TokenKind::String {
                    return Err(Diagnostic::error(
                        attr_loc,
                        format!("expected string token, got {text}"),
                    ));
                }
                let text = text.to_string();
                values.push(self.unescape_at(&text, l.tok)?);
            }
            values
        };
        self.ctx
            .dense_strings_attr(ty, values)
            .map_err(|e| Diagnostic::error(attr_loc, e.to_string()))
    }

    /// The value of the string token `tok` whose text is `text`.
    fn unescape_at(&mut self, text: &str, tok: Token) -> ParseResult<String> {
        super::lexer::unescape(&text[1..text.len() - 1]).map_err(|off| {
            let loc = self.loc_of_offset(tok.start + 1 + off);
            Diagnostic::error(loc, "invalid escape sequence in string literal")
        })
    }

    /// `[e, ...]` of elements or lists, giving the dims of the sub-lists (`parseList`).
    fn parse_dense_list(&mut self, lit: &mut Literal, dims: &mut Vec<i64>) -> ParseResult<()> {
        self.enter()?;
        let r = self.parse_dense_list_inner(lit, dims);
        self.leave();
        r
    }

    fn parse_dense_list_inner(
        &mut self,
        lit: &mut Literal,
        dims: &mut Vec<i64>,
    ) -> ParseResult<()> {
        self.parse_punct("[")?;
        let mut size = 0i64;
        let mut first: Option<Vec<i64>> = None;
        if !self.parse_optional_punct("]") {
            loop {
                let mut this = Vec::new();
                if self.is_punct("[") {
                    self.parse_dense_list(lit, &mut this)?;
                } else {
                    self.parse_dense_element(lit)?;
                }
                size += 1;
                match &first {
                    None => first = Some(this),
                    Some(f) if *f != this => {
                        return Err(self.emit_error(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ))
                    }
                    Some(_) => {}
                }
                if !self.parse_optional_comma() {
                    break;
                }
            }
            self.dense_punct("]", "']'")?;
        }
        dims.clear();
        dims.push(size);
        dims.extend(first.unwrap_or_default());
        Ok(())
    }

    /// One element: `true`, `false`, `[-]number`, a string or `(re, im)` (`parseElement`).
    fn parse_dense_element(&mut self, lit: &mut Literal) -> ParseResult<()> {
        self.enter()?;
        let r = self.parse_dense_element_inner(lit);
        self.leave();
        r
    }

    fn parse_dense_element_inner(&mut self, lit: &mut Literal) -> ParseResult<()> {
        match self.tok.kind {
            TokenKind::BareIdent if matches!(self.token_text(), "true" | "false") => {}
            TokenKind::Integer | TokenKind::Float | TokenKind::String => {}
            TokenKind::Punct if self.token_text() == "-" => {
                self.bump();
                if !matches!(self.tok.kind, TokenKind::Integer | TokenKind::Float) {
                    return Err(self.emit_error("expected integer or floating point literal"));
                }
                lit.storage.push(Lit {
                    tok: self.tok,
                    negative: true,
                });
                self.bump();
                return Ok(());
            }
            TokenKind::Punct if self.token_text() == "(" => {
                self.bump();
                lit.has_pair = true;
                self.parse_dense_element(lit)?;
                self.dense_punct(",", "',' between complex elements")?;
                self.parse_dense_element(lit)?;
                self.dense_punct(")", "')' after complex elements")?;
                return Ok(());
            }
            TokenKind::Error => return Err(self.expected("element literal of primitive type")),
            _ => return Err(self.emit_error("expected element literal of primitive type")),
        }
        lit.storage.push(Lit {
            tok: self.tok,
            negative: false,
        });
        self.bump();
        Ok(())
    }
}

/// The bytes of `0x` followed by an even number of hex digits (`getHexStringValue`).
fn hex_bytes(spelling: &str) -> Option<Vec<u8>> {
    let digits = spelling.strip_prefix("0x")?.as_bytes();
    if !digits.len().is_multiple_of(2) {
        return None;
    }
    let nibble = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    digits
        .chunks_exact(2)
        .map(|p| Some(nibble(p[0])? << 4 | nibble(p[1])?))
        .collect()
}

/// The low `width` bits of the integer literal `text` (decimal or `0x`), negated when
/// `negative`, as MLIR's `buildAttributeAPInt`: the magnitude must fit the width; a
/// negative value must have its sign bit set after negation (so `-0` is out of range);
/// a positive `signed` (`siN`, `index`) value must leave the sign bit clear.
fn build_int(text: &str, negative: bool, width: u32, signed: bool) -> Option<u128> {
    let magnitude = match text.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok()?,
        None => text.parse::<u128>().ok()?,
    };
    if width < 128 && magnitude >> width != 0 {
        return None;
    }
    if width == 0 {
        return (!negative).then_some(0);
    }
    let mask = if width >= 128 {
        u128::MAX
    } else {
        (1u128 << width) - 1
    };
    let sign = 1u128 << (width - 1);
    if negative {
        let v = magnitude.wrapping_neg() & mask;
        return (v & sign != 0).then_some(v);
    }
    if signed && magnitude & sign != 0 {
        return None;
    }
    Some(magnitude)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_ranges_follow_build_attribute_apint() {
        assert_eq!(build_int("255", false, 8, false), Some(255));
        assert_eq!(build_int("256", false, 8, false), None);
        assert_eq!(build_int("128", true, 8, false), Some(0x80));
        assert_eq!(build_int("129", true, 8, false), None);
        assert_eq!(build_int("0", true, 32, false), None);
        assert_eq!(build_int("128", false, 8, true), None);
        assert_eq!(build_int("1", true, 1, false), Some(1));
        assert_eq!(build_int("1", false, 1, true), None);
        assert_eq!(build_int("0", false, 0, false), Some(0));
        assert_eq!(build_int("1", false, 0, false), None);
        assert_eq!(build_int("0x7F", true, 32, false), Some(0xFFFF_FF81));
    }

    #[test]
    fn hex_strings() {
        assert_eq!(hex_bytes("0x0102"), Some(vec![1, 2]));
        assert_eq!(hex_bytes("0x"), Some(vec![]));
        assert_eq!(hex_bytes("0x010"), None);
        assert_eq!(hex_bytes("0102"), None);
        assert_eq!(hex_bytes("0xZZ"), None);
    }
}
