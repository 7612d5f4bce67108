//! Attribute parsing: the builtin attributes (integers, floats, strings, types, arrays,
//! dictionaries, `unit`, symbol references, `array<i64: ...>`, `loc(...)`; `dense<...>`
//! is in `dense.rs`), aliases
//! `#name`, dialect attributes `#dialect.mnemonic<...>` / `#dialect<...>`, and op
//! attribute dictionaries. `affine_map<...>` and `affine_set<...>` are in `affine.rs`.

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::attributes::{AttrKind, Attribute};
use crate::diagnostic::Diagnostic;
use crate::intern::Symbol;
use crate::operation::OperationState;
use crate::types::{FloatKind, Signedness, Type, TypeKind};

impl<'a> AsmParser<'a> {
    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> ParseResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner();
        self.leave();
        r
    }

    /// Parses an attribute if the current token can start one.
    pub fn parse_optional_attribute(&mut self) -> ParseResult<Option<Attribute>> {
        let starts = match self.tok.kind {
            TokenKind::Integer
            | TokenKind::Float
            | TokenKind::String
            | TokenKind::AtIdent
            | TokenKind::HashIdent => true,
            TokenKind::Punct => matches!(self.token_text(), "[" | "{" | "-" | "("),
            TokenKind::BareIdent => {
                matches!(
                    self.token_text(),
                    "true" | "false" | "unit" | "array" | "loc" | "affine_map" | "affine_set"
                ) || matches!(self.token_text(), "dense" | "dense_resource")
                    || self.at_type()
            }
            TokenKind::BangIdent => true,
            _ => false,
        };
        if starts {
            self.parse_attribute().map(Some)
        } else {
            Ok(None)
        }
    }

    fn parse_attribute_inner(&mut self) -> ParseResult<Attribute> {
        match self.tok.kind {
            TokenKind::Integer | TokenKind::Float => self.parse_number_attr(false),
            TokenKind::Punct if self.token_text() == "-" => {
                self.bump();
                if !matches!(self.tok.kind, TokenKind::Integer | TokenKind::Float) {
                    return Err(self.expected("integer or floating point literal"));
                }
                self.parse_number_attr(true)
            }
            TokenKind::String => {
                let s = self.string_value(1)?;
                self.bump();
                // As MLIR: a `:` after a string attribute gives it a type.
                if self.parse_optional_colon() {
                    if !self.at_type() {
                        return Err(self.emit_error("expected non-function type"));
                    }
                    let ty = self.parse_type()?;
                    if !matches!(self.ctx.type_kind(ty), TypeKind::None) {
                        return Ok(self.ctx.intern_attr(AttrKind::TypedString { value: s, ty }));
                    }
                }
                Ok(self.ctx.intern_attr(AttrKind::String(s)))
            }
            TokenKind::Punct if self.token_text() == "[" => {
                let items = self.parse_delimited_list("[", "]", |p| p.parse_attribute())?;
                Ok(self.ctx.array_attr(items))
            }
            TokenKind::Punct if self.token_text() == "{" => {
                let entries = self.parse_dictionary_entries()?;
                Ok(self.ctx.intern_attr(AttrKind::Dictionary(entries)))
            }
            TokenKind::AtIdent => self.parse_symbol_ref(),
            TokenKind::HashIdent => self.parse_extended_attr(),
            TokenKind::BareIdent => match self.token_text() {
                "true" | "false" => {
                    let v = self.token_text() == "true";
                    self.bump();
                    Ok(self.ctx.bool_attr(v))
                }
                "unit" => {
                    self.bump();
                    Ok(self.ctx.unit_attr())
                }
                "array" => self.parse_dense_array(),
                "strided" => self.parse_strided_layout(),
                "affine_map" => self.parse_affine_map_attr(),
                "affine_set" => self.parse_affine_set_attr(),
                "dense_resource" => self.parse_dense_resource(),
                "dense" => self.parse_dense_elements(),
                "distinct" => self.parse_distinct_attr(),
                "loc" => {
                    let loc = self.parse_inline_location()?;
                    Ok(self.ctx.intern_attr(AttrKind::Location(loc)))
                }
                _ if self.at_type() => {
                    let t = self.parse_type()?;
                    Ok(self.ctx.type_attr(t))
                }
                other => Err(self.emit_error(format!("unknown attribute '{other}'"))),
            },
            _ if self.at_type() => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => Err(self.expected("attribute value")),
        }
    }

    /// `[-]literal (: type)?`, the sign already consumed when `negative`.
    fn parse_number_attr(&mut self, negative: bool) -> ParseResult<Attribute> {
        let lit_loc = self.current_loc();
        let is_float = self.at(TokenKind::Float);
        let text = self.token_text();
        let is_hex = text.starts_with("0x");
        let magnitude = if is_float {
            0
        } else {
            self.integer_magnitude()?
        };
        let float_text = text.to_string();
        self.bump();
        let ty = if self.parse_optional_colon() {
            Some(self.parse_type()?)
        } else {
            None
        };
        let ty = match ty {
            Some(t) => t,
            None if is_float => self.ctx.float_type(FloatKind::F64),
            None => self.ctx.integer_type(64),
        };
        let kind = self.ctx.type_kind(ty).clone();
        match kind {
            TypeKind::Float(fk) => {
                let bits = if is_float {
                    let text = if negative {
                        format!("-{float_text}")
                    } else {
                        float_text
                    };
                    crate::float::decimal_to_bits(fk, &text).ok_or_else(|| {
                        Diagnostic::error(lit_loc, "invalid floating point literal")
                    })?
                } else if is_hex {
                    if negative {
                        return Err(Diagnostic::error(
                            lit_loc,
                            "hexadecimal float literal should not have a leading minus",
                        ));
                    }
                    if fk.width() < 128 && magnitude >> fk.width() != 0 {
                        return Err(Diagnostic::error(
                            lit_loc,
                            "hexadecimal float constant out of range for type",
                        ));
                    }
                    magnitude
                } else {
                    return Err(Diagnostic::error(
                        lit_loc,
                        "unexpected decimal integer literal for a floating point value",
                    ));
                };
                Ok(self.ctx.float_attr_bits(bits, ty))
            }
            TypeKind::Integer { width, signedness } => {
                if is_float {
                    return Err(Diagnostic::error(
                        lit_loc,
                        "floating point value not valid for specified type",
                    ));
                }
                let value =
                    int_in_range(magnitude, negative, width, signedness).ok_or_else(|| {
                        Diagnostic::error(lit_loc, int_range_message(negative, signedness))
                    })?;
                Ok(self.ctx.int_attr(value, ty))
            }
            TypeKind::Index => {
                if is_float {
                    return Err(Diagnostic::error(
                        lit_loc,
                        "floating point value not valid for specified type",
                    ));
                }
                let value =
                    int_in_range(magnitude, negative, 64, Signedness::Signed).ok_or_else(|| {
                        Diagnostic::error(lit_loc, "integer constant out of range for attribute")
                    })?;
                Ok(self.ctx.int_attr(value, ty))
            }
            _ => Err(Diagnostic::error(
                lit_loc,
                "integer literal not valid for specified type",
            )),
        }
    }

    /// `{name = attr, flag, "quoted" = attr}`: entries sorted by name; duplicates fail.
    pub fn parse_dictionary_entries(&mut self) -> ParseResult<Vec<(Symbol, Attribute)>> {
        self.enter()?;
        let r = self.parse_dictionary_entries_inner();
        self.leave();
        r
    }

    fn parse_dictionary_entries_inner(&mut self) -> ParseResult<Vec<(Symbol, Attribute)>> {
        self.parse_lbrace()?;
        let mut entries: Vec<(Symbol, Attribute)> = Vec::new();
        if !self.parse_optional_rbrace() {
            loop {
                let name_loc = self.current_loc();
                let name = match self.tok.kind {
                    TokenKind::BareIdent => {
                        let t = self.token_text();
                        self.bump();
                        self.ctx.sym(t)
                    }
                    TokenKind::String => {
                        let s = self.string_value(1)?;
                        self.bump();
                        if s.is_empty() {
                            return Err(Diagnostic::error(
                                name_loc,
                                "expected valid attribute name",
                            ));
                        }
                        self.ctx.sym(&s)
                    }
                    _ => return Err(self.expected("attribute name")),
                };
                if entries.iter().any(|(n, _)| *n == name) {
                    return Err(Diagnostic::error(
                        name_loc,
                        format!(
                            "attribute '{}' occurs more than once in the attribute list",
                            self.ctx.str(name)
                        ),
                    ));
                }
                let value = if self.parse_optional_equal() {
                    self.parse_attribute()?
                } else {
                    self.ctx.unit_attr()
                };
                entries.push((name, value));
                if !self.parse_optional_comma() {
                    break;
                }
            }
            self.parse_rbrace()?;
        }
        let ctx = &*self.ctx;
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        Ok(entries)
    }

    /// Parses an optional `{...}` attribute dictionary into `state`.
    pub fn parse_optional_attr_dict(&mut self, state: &mut OperationState) -> ParseResult<()> {
        if self.is_punct("{") {
            let loc = self.current_loc();
            let entries = self.parse_dictionary_entries()?;
            self.add_attrs(state, entries, loc)?;
        }
        Ok(())
    }

    /// Parses an optional `attributes {...}` into `state`.
    pub fn parse_optional_attr_dict_with_keyword(
        &mut self,
        state: &mut OperationState,
    ) -> ParseResult<()> {
        if self.parse_optional_keyword("attributes") {
            let loc = self.current_loc();
            let entries = self.parse_dictionary_entries()?;
            self.add_attrs(state, entries, loc)?;
        }
        Ok(())
    }

    /// Adds `entries` to `state`, failing on a name already present.
    pub(crate) fn add_attrs(
        &mut self,
        state: &mut OperationState,
        entries: Vec<(Symbol, Attribute)>,
        loc: crate::location::Location,
    ) -> ParseResult<()> {
        for (name, value) in entries {
            if state.attrs.iter().any(|(n, _)| *n == name) {
                return Err(Diagnostic::error(
                    loc,
                    format!(
                        "attribute '{}' occurs more than once in the attribute list",
                        self.ctx.str(name)
                    ),
                ));
            }
            state.attrs.push((name, value));
        }
        Ok(())
    }

    /// `@root(::@nested)*`.
    fn parse_symbol_ref(&mut self) -> ParseResult<Attribute> {
        let root = self.parse_symbol_name()?;
        let root = self.ctx.sym(&root);
        let mut nested = Vec::new();
        while self.at(TokenKind::ColonColon) {
            self.bump();
            let n = self.parse_symbol_name()?;
            nested.push(self.ctx.sym(&n));
        }
        Ok(self.ctx.intern_attr(AttrKind::SymbolRef { root, nested }))
    }

    /// `array<T: e, ...>` or `array<T>`: `T` an integer or float type whose width is
    /// a multiple of 8, or `i1` (elements `true` / `false`). `i64` arrays are
    /// [`AttrKind::DenseI64Array`], the others [`AttrKind::DenseArray`].
    fn parse_dense_array(&mut self) -> ParseResult<Attribute> {
        self.bump();
        self.parse_less()?;
        let ty_loc = self.current_loc();
        let ty = self.parse_type()?;
        let kind = self.ctx.type_kind(ty).clone();
        let is_i64 = matches!(
            kind,
            TypeKind::Integer {
                width: 64,
                signedness: Signedness::Signless
            }
        );
        match kind {
            TypeKind::Integer { width: 1, .. } => {}
            TypeKind::Integer { width, .. } if width % 8 == 0 && width <= 128 => {}
            TypeKind::Float(k) if k.width() % 8 == 0 => {}
            TypeKind::Integer { .. } | TypeKind::Float(_) => {
                return Err(Diagnostic::error(
                    ty_loc,
                    "element type bitwidth must be a multiple of 8",
                ))
            }
            _ => {
                return Err(Diagnostic::error(
                    ty_loc,
                    "dense array element type must be an integer or float type",
                ))
            }
        }
        let mut bits = Vec::new();
        if self.parse_optional_colon() {
            bits = self.parse_comma_separated(|p| p.parse_dense_array_element(ty))?;
        }
        self.parse_greater()?;
        if is_i64 {
            let items = bits.into_iter().map(|b| b as u64 as i64).collect();
            return Ok(self.ctx.intern_attr(AttrKind::DenseI64Array(items)));
        }
        Ok(self
            .ctx
            .intern_attr(AttrKind::DenseArray { elem: ty, bits }))
    }

    /// One element of `array<ty: ...>`, as its bit pattern.
    fn parse_dense_array_element(&mut self, ty: Type) -> ParseResult<u128> {
        let loc = self.current_loc();
        match self.ctx.type_kind(ty).clone() {
            TypeKind::Integer { width: 1, .. } => {
                let v = match self.token_text() {
                    "true" if self.at(TokenKind::BareIdent) => 1,
                    "false" if self.at(TokenKind::BareIdent) => 0,
                    _ => {
                        return Err(Diagnostic::error(
                            loc,
                            "expected 'true' or 'false' values for i1 type",
                        ))
                    }
                };
                self.bump();
                Ok(v)
            }
            TypeKind::Integer { width, signedness } => {
                let negative = self.parse_optional_punct("-");
                if !self.at(TokenKind::Integer) {
                    return Err(self.expected("integer literal"));
                }
                let magnitude = self.integer_magnitude()?;
                // As MLIR's array parser: a negative value is accepted for an unsigned
                // element type (and wraps), range is checked as for a signless type.
                let sign = if signedness == Signedness::Unsigned {
                    Signedness::Signless
                } else {
                    signedness
                };
                let v = int_in_range(magnitude, negative, width, sign)
                    .ok_or_else(|| Diagnostic::error(loc, "integer constant out of range"))?;
                self.bump();
                let mask = if width >= 128 {
                    u128::MAX
                } else {
                    (1u128 << width) - 1
                };
                Ok(v as u128 & mask)
            }
            TypeKind::Float(k) => {
                let negative = self.parse_optional_punct("-");
                let lit = self.current_loc();
                let text = self.token_text().to_string();
                let bits = if self.at(TokenKind::Float) {
                    let t = if negative { format!("-{text}") } else { text };
                    crate::float::decimal_to_bits(k, &t)
                        .ok_or_else(|| Diagnostic::error(lit, "invalid floating point literal"))?
                } else if self.at(TokenKind::Integer) && text.starts_with("0x") {
                    if negative {
                        return Err(Diagnostic::error(
                            lit,
                            "hexadecimal float literal should not have a leading minus",
                        ));
                    }
                    let m = self.integer_magnitude()?;
                    if k.width() < 128 && m >> k.width() != 0 {
                        return Err(Diagnostic::error(
                            lit,
                            "hexadecimal float constant out of range for type",
                        ));
                    }
                    m
                } else if self.at(TokenKind::Integer) {
                    return Err(Diagnostic::error(
                        lit,
                        "unexpected decimal integer literal for a floating point value",
                    ));
                } else {
                    return Err(self.expected("floating point literal"));
                };
                self.bump();
                Ok(bits)
            }
            _ => Err(Diagnostic::error(
                loc,
                "dense array element type must be an integer or float type",
            )),
        }
    }

    /// `#alias`, `#dialect.mnemonic<...>`, `#dialect<...>`.
    fn parse_extended_attr(&mut self) -> ParseResult<Attribute> {
        let ident = &self.token_text()[1..];
        let adjacent_less = self.src.as_bytes().get(self.tok.end) == Some(&b'<');
        if !ident.contains('.') && !adjacent_less {
            return match self.attr_aliases.get(ident) {
                Some(&a) => {
                    self.bump();
                    Ok(a)
                }
                None => Err(self.emit_error(format!("undefined symbol alias id '{ident}'"))),
            };
        }
        let (dialect, mnemonic) = ident.split_once('.').unwrap_or((ident, ""));
        if let Some(d) = self.ctx.registry().dialect(dialect).cloned() {
            let Some(hook) = d.parse_attr else {
                return Err(self.emit_error(format!(
                    "dialect '{dialect}' provides no attribute parsing hook"
                )));
            };
            self.bump();
            return hook(self, mnemonic);
        }
        if !self.ctx.allow_unregistered {
            return Err(self.emit_error(format!(
                "attribute '#{ident}' of unregistered dialect '{dialect}' (use \
                 --allow-unregistered-dialect to accept it)"
            )));
        }
        let body_start = self.tok.end;
        let mut body = mnemonic.to_string();
        self.bump();
        if adjacent_less {
            let end = self.scan_raw(body_start)?;
            body.push_str(&self.src[body_start..end]);
        }
        let dialect = self.ctx.sym(dialect);
        Ok(self.ctx.intern_attr(AttrKind::Opaque { dialect, body }))
    }

    /// Parses an attribute that must be of `expected` kind, for hooks: fails with
    /// `expected <what>` at the attribute when `check` rejects it.
    pub fn parse_attribute_checked(
        &mut self,
        what: &str,
        check: impl Fn(&AttrKind) -> bool,
    ) -> ParseResult<Attribute> {
        let loc = self.current_loc();
        let a = self.parse_attribute()?;
        if check(self.ctx.attr_kind(a)) {
            Ok(a)
        } else {
            Err(Diagnostic::error(loc, format!("expected {what}")))
        }
    }

    /// Parses a type and returns it as a type attribute's type, for hooks reading
    /// `function_type`-like values.
    pub fn parse_type_attr(&mut self) -> ParseResult<Type> {
        self.parse_type()
    }
}

/// The signed value of a literal of `magnitude` (negated when `negative`) if it fits
/// an integer type of `width` bits and `signedness` (signless accepts both the signed
/// and the unsigned range, as MLIR does).
pub(crate) fn int_in_range(
    magnitude: u128,
    negative: bool,
    width: u32,
    signedness: Signedness,
) -> Option<i128> {
    // As MLIR's `buildAttributeAPInt`: a negated value must have its sign bit set, so
    // `-0` is out of range for every type.
    if negative && (magnitude == 0 || signedness == Signedness::Unsigned) {
        return None;
    }
    let w = width.min(128);
    let (lo_mag, hi) = match signedness {
        // -(2^(w-1)) ..= 2^w - 1
        Signedness::Signless => (pow2(w.saturating_sub(1)), all_ones(w)),
        Signedness::Signed => (
            pow2(w.saturating_sub(1)),
            pow2(w.saturating_sub(1)).wrapping_sub(1),
        ),
        Signedness::Unsigned => (0, all_ones(w)),
    };
    let (lo_mag, hi) = if w == 0 { (0, 0) } else { (lo_mag, hi) };
    if negative {
        if magnitude > lo_mag || magnitude > 1u128 << 127 {
            return None;
        }
        Some((magnitude as i128).wrapping_neg())
    } else {
        if magnitude > hi {
            return None;
        }
        // Values of the unsigned range wrap into the signed storage (int_attr truncates).
        Some(magnitude as i128)
    }
}

/// `2^w - 1`, the largest unsigned value of `w` bits (`u128::MAX` for 128: `pow2`
/// saturates there, so `pow2(128) - 1` would refuse `2^128 - 1 : i128`).
fn all_ones(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// `2^e` saturating at `u128::MAX` for `e >= 128`.
fn pow2(e: u32) -> u128 {
    if e >= 128 {
        u128::MAX
    } else {
        1u128 << e
    }
}

fn int_range_message(negative: bool, signedness: Signedness) -> &'static str {
    if negative && signedness == Signedness::Unsigned {
        "negative integer literal not valid for unsigned integer type"
    } else {
        "integer constant out of range for attribute"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_ranges_follow_mlir() {
        // i8 accepts -128..=255 (signless), si8 -128..=127, ui8 0..=255.
        assert_eq!(int_in_range(255, false, 8, Signedness::Signless), Some(255));
        assert_eq!(int_in_range(256, false, 8, Signedness::Signless), None);
        assert_eq!(int_in_range(128, true, 8, Signedness::Signless), Some(-128));
        assert_eq!(int_in_range(129, true, 8, Signedness::Signless), None);
        assert_eq!(int_in_range(128, false, 8, Signedness::Signed), None);
        assert_eq!(int_in_range(1, true, 8, Signedness::Unsigned), None);
        assert_eq!(int_in_range(1, false, 1, Signedness::Signless), Some(1));
        assert_eq!(int_in_range(0, true, 32, Signedness::Signless), None);
        // i128 and ui128 take the whole unsigned range, 2^128 - 1 included (as -1 in
        // the signed storage); si128 stops at 2^127 - 1.
        assert_eq!(
            int_in_range(u128::MAX, false, 128, Signedness::Signless),
            Some(-1)
        );
        assert_eq!(
            int_in_range(u128::MAX, false, 128, Signedness::Unsigned),
            Some(-1)
        );
        assert_eq!(int_in_range(1 << 127, false, 128, Signedness::Signed), None);
        assert_eq!(
            int_in_range(1 << 127, true, 128, Signedness::Signless),
            Some(i128::MIN)
        );
    }
}
