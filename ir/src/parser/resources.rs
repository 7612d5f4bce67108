//! Parsing of `dense_resource<name> : type` and of the file metadata section
//! `{-# dialect_resources: { builtin: { name: "0x..." } }, external_resources: {...} #-}`.
//!
//! A blob's hex text is decoded straight from the source (no unescaped copy), and the
//! references are checked once the whole file is read: each must name a defined blob
//! whose size matches its type (decision TY-4).

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::attributes::{AttrKind, Attribute};
use crate::diagnostic::Diagnostic;
use crate::resource::{decode_hex, ExternalValue};
use std::sync::Arc;

impl<'a> AsmParser<'a> {
    /// `dense_resource<name> : type`; the current token is `dense_resource`.
    pub(super) fn parse_dense_resource(&mut self) -> ParseResult<Attribute> {
        self.bump();
        self.parse_less()?;
        let name_loc = self.current_loc();
        let name = self.parse_resource_key()?;
        self.parse_greater()?;
        // Upstream reports a type that is not shaped at the `:`.
        let ty_loc = self.current_loc();
        self.parse_colon()?;
        let ty = self.parse_type()?;
        if !self.ctx.is_shaped(ty) {
            return Err(Diagnostic::error(
                ty_loc,
                "`dense_resource` expected a shaped type",
            ));
        }
        let name = self.ctx.sym(&name);
        self.resource_refs.push((name, ty, name_loc));
        Ok(self.ctx.intern_attr(AttrKind::DenseResource { name, ty }))
    }

    /// A resource key: a bare identifier or a string.
    fn parse_resource_key(&mut self) -> ParseResult<String> {
        match self.tok.kind {
            TokenKind::BareIdent => {
                let t = self.token_text().to_string();
                self.bump();
                Ok(t)
            }
            TokenKind::String => {
                let s = self.string_value(1)?;
                self.bump();
                Ok(s)
            }
            _ => Err(self.expected("resource handle name")),
        }
    }

    /// `{-# key: {...}, ... #-}`; the current token is `{-#`.
    pub(super) fn parse_file_metadata(&mut self) -> ParseResult<()> {
        self.bump();
        if self.is_punct("#-}") {
            self.bump();
            return Ok(());
        }
        loop {
            let key_loc = self.current_loc();
            let key = self.parse_keyword_any()?;
            self.parse_colon()?;
            match key {
                "dialect_resources" => self.parse_dialect_resources()?,
                "external_resources" => self.parse_external_resources()?,
                other => {
                    return Err(Diagnostic::error(
                        key_loc,
                        format!("unknown key '{other}' in file metadata dictionary"),
                    ))
                }
            }
            if !self.parse_optional_comma() {
                break;
            }
        }
        if !self.parse_optional_punct("#-}") {
            return Err(self.expected("'#-}'"));
        }
        Ok(())
    }

    /// `{ dialect: { key: "0x...", ... }, ... }`: only the builtin dialect's blobs.
    fn parse_dialect_resources(&mut self) -> ParseResult<()> {
        self.parse_lbrace()?;
        if self.parse_optional_rbrace() {
            return Ok(());
        }
        loop {
            let loc = self.current_loc();
            let dialect = self.parse_keyword_any()?;
            if dialect != "builtin" {
                let msg = if self.ctx.registry().dialect(dialect).is_some() {
                    format!("dialect '{dialect}' has no resources")
                } else {
                    format!("dialect '{dialect}' is unknown")
                };
                return Err(Diagnostic::error(loc, msg));
            }
            self.parse_colon()?;
            self.parse_lbrace()?;
            if !self.parse_optional_rbrace() {
                loop {
                    self.parse_blob_entry()?;
                    if !self.parse_optional_comma() {
                        break;
                    }
                }
                self.parse_rbrace()?;
            }
            if !self.parse_optional_comma() {
                break;
            }
        }
        self.parse_rbrace()
    }

    /// `key: "0x<alignment as 4 bytes LE><data>"`.
    fn parse_blob_entry(&mut self) -> ParseResult<()> {
        let key_loc = self.current_loc();
        let key = self.parse_resource_key()?;
        self.parse_colon()?;
        let value_loc = self.current_loc();
        let fail = |what: &str| {
            Diagnostic::error(
                value_loc,
                format!("expected hex string blob for key '{key}'{what}"),
            )
        };
        if !self.at(TokenKind::String) {
            return Err(fail(""));
        }
        let text = self.token_text();
        let hex = text.as_bytes()[1..text.len() - 1]
            .strip_prefix(b"0x")
            .filter(|h| h.len().is_multiple_of(2))
            .ok_or_else(|| fail(""))?;
        if hex.len() < 8 {
            decode_hex(hex).ok_or_else(|| fail(""))?;
            return Err(fail(" to encode alignment in first 4 bytes"));
        }
        // The alignment word and the data are decoded apart, so the data is decoded
        // once into its own buffer.
        let head = decode_hex(&hex[..8]).ok_or_else(|| fail(""))?;
        let data = decode_hex(&hex[8..]).ok_or_else(|| fail(""))?;
        let alignment = u32::from_le_bytes([head[0], head[1], head[2], head[3]]);
        if !alignment.is_power_of_two() {
            return Err(fail(&format!(
                " to encode alignment in first 4 bytes, but got non-power-of-2 value: {alignment}"
            )));
        }
        self.bump();
        let name = self.ctx.sym(&key);
        if self.ctx.resource_blob(name).is_some() {
            return Err(Diagnostic::error(
                key_loc,
                format!("resource '{key}' is defined twice"),
            ));
        }
        self.ctx.set_resource_blob(&key, alignment, Arc::new(data));
        Ok(())
    }

    /// `{ group: { key: true | "string", ... }, ... }`, kept to be printed back.
    fn parse_external_resources(&mut self) -> ParseResult<()> {
        self.parse_lbrace()?;
        if self.parse_optional_rbrace() {
            return Ok(());
        }
        loop {
            let group = self.parse_resource_key()?;
            self.parse_colon()?;
            self.parse_lbrace()?;
            let mut entries = Vec::new();
            if !self.parse_optional_rbrace() {
                loop {
                    let key = self.parse_resource_key()?;
                    self.parse_colon()?;
                    let value = match self.tok.kind {
                        TokenKind::BareIdent if matches!(self.token_text(), "true" | "false") => {
                            ExternalValue::Bool(self.token_text() == "true")
                        }
                        TokenKind::String => ExternalValue::String(self.string_value(1)?),
                        _ => {
                            return Err(
                                self.emit_error(format!("expected string value for key '{key}'"))
                            )
                        }
                    };
                    self.bump();
                    entries.push((key, value));
                    if !self.parse_optional_comma() {
                        break;
                    }
                }
                self.parse_rbrace()?;
            }
            self.ctx.add_external_resources(&group, entries);
            if !self.parse_optional_comma() {
                break;
            }
        }
        self.parse_rbrace()
    }

    /// Checks every `dense_resource` reference once the file is read: the blob exists
    /// and holds exactly the bytes its static type needs.
    pub(super) fn check_resource_refs(&mut self) -> ParseResult<()> {
        for &(name, ty, loc) in &self.resource_refs {
            let key = self.ctx.str(name);
            let Some(blob) = self.ctx.resource_blob(name) else {
                return Err(Diagnostic::error(
                    loc,
                    format!(
                        "dense_resource '{key}' is not defined in the file's dialect_resources"
                    ),
                ));
            };
            if let Some(need) = self.ctx.dense_storage_bytes(ty) {
                let have = blob.data.len() as u64;
                if have != need {
                    return Err(Diagnostic::error(
                        loc,
                        format!(
                            "dense_resource '{key}' holds {have} bytes but {} needs {need}",
                            self.ctx.type_to_string(ty)
                        ),
                    ));
                }
            }
        }
        Ok(())
    }
}
