//! The top level of a source file (alias definitions `#a = ...` / `!t = ...` and
//! operations, wrapped in an implicit `builtin.module` unless the file is exactly one
//! module) and the custom syntax of `builtin.module`:
//! `module @name attributes {...} { ... }`.

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::builtin::MODULE;
use crate::diagnostic::Diagnostic;
use crate::location::LocKind;
use crate::operation::{OpId, OperationState};
use crate::Context;

/// Parses `text` (named `file_name` in locations) into a `builtin.module`: the file's
/// single top-level module, or an implicit module around its top-level operations.
/// The result is not verified; see [`crate::verifier::verify`].
///
/// ```
/// use visa_ir::{Context, DialectRegistry, parser::parse_source};
/// let mut ctx = Context::new(DialectRegistry::new());
/// ctx.allow_unregistered = true;
/// let m = parse_source(&mut ctx, "%0 = \"t.c\"() : () -> i32", "in.mlir").unwrap();
/// assert_eq!(ctx.op_name_str(m), "builtin.module");
/// ```
pub fn parse_source(ctx: &mut Context, text: &str, file_name: &str) -> Result<OpId, Diagnostic> {
    if let Err(message) = check_source_size(text.len()) {
        let file = ctx.sym(file_name);
        let loc = ctx.intern_loc(LocKind::FileLineCol {
            file,
            line: 1,
            col: 1,
        });
        return Err(Diagnostic::error(loc, message));
    }
    let mut p = AsmParser::new(ctx, text, file_name);
    let block = p.ctx.create_block();
    p.scopes.push_region(true);
    loop {
        match p.tok.kind {
            TokenKind::Eof => break,
            TokenKind::HashIdent | TokenKind::BangIdent => {
                p.parse_alias_definition()?;
            }
            TokenKind::Punct if p.token_text() == "{-#" => {
                p.parse_file_metadata()?;
            }
            _ => {
                p.parse_operation(block)?;
            }
        }
    }
    p.scopes.pop_region(p.ctx)?;
    p.check_resource_refs()?;
    let ops: Vec<OpId> = p.ctx.block_ops(block).collect();
    if let [single] = ops[..] {
        if p.ctx.op_is(single, MODULE) {
            p.ctx.detach_op(single);
            p.resolve_deferred_locations(single)?;
            return Ok(single);
        }
    }
    for &op in &ops {
        p.resolve_deferred_locations(op)?;
    }
    let ctx = p.ctx;
    let module = ctx.create_module(None);
    let file = ctx.sym(file_name);
    // As MLIR: the implicit module is at line 0, column 0 of the file.
    let loc = ctx.intern_loc(LocKind::FileLineCol {
        file,
        line: 0,
        col: 0,
    });
    ctx.set_op_loc(module, loc);
    let body = ctx.module_body(module);
    for op in ops {
        ctx.detach_op(op);
        ctx.append_op(body, op);
    }
    Ok(module)
}

/// The largest source the parser reads (16 GiB): room for an 8 GiB `dense_resource`
/// blob in hex; beyond it the text is refused before lexing. Token offsets are `usize`;
/// lines and columns are 32-bit and saturate at `u32::MAX` (TY-5).
pub const MAX_SOURCE_BYTES: usize = 16 << 30;

/// Refuses a source of `len` bytes that token offsets cannot address, with the message
/// the diagnostic carries (a larger blob belongs in an external resource file).
fn check_source_size(len: usize) -> Result<(), String> {
    if len > MAX_SOURCE_BYTES {
        return Err(format!(
            "the input is {len} bytes, more than the parser's limit of {MAX_SOURCE_BYTES} \
             bytes (16 GiB); keep large weights out of the text (parameters or \
             `dense_resource` blobs bound at run time)"
        ));
    }
    Ok(())
}

impl<'a> AsmParser<'a> {
    /// `#name = attribute` or `!name = type`.
    fn parse_alias_definition(&mut self) -> ParseResult<()> {
        let is_type = self.at(TokenKind::BangIdent);
        let name = &self.token_text()[1..];
        let loc = self.current_loc();
        let what = if is_type { "type" } else { "attribute" };
        if name.contains('.') {
            return Err(Diagnostic::error(
                loc,
                format!("{what} names with a '.' are reserved for dialect-defined names"),
            ));
        }
        if name.bytes().all(|b| b.is_ascii_digit()) {
            return Err(Diagnostic::error(
                loc,
                format!("expected {what} alias name"),
            ));
        }
        let taken = if is_type {
            self.type_aliases.contains_key(name)
        } else {
            self.attr_aliases.contains_key(name)
        };
        if taken {
            return Err(Diagnostic::error(
                loc,
                format!("redefinition of {what} alias id '{name}'"),
            ));
        }
        self.bump();
        if !self.parse_optional_equal() {
            return Err(self.wrong_token_error(format!("expected '=' in {what} alias definition")));
        }
        if is_type {
            let t = self.parse_type()?;
            self.ctx.record_type_alias(t, loc);
            self.type_aliases.insert(name, t);
        } else {
            let a = self.parse_attribute()?;
            self.attr_aliases.insert(name, a);
        }
        Ok(())
    }
}

/// The custom parser of `builtin.module`: `module (@name)? (attributes {...})? {...}`.
pub fn parse_module_custom(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    if let Some(name) = p.parse_optional_symbol_name()? {
        let a = p.ctx().string_attr(&name);
        state.add_attr(p.ctx(), "sym_name", a);
    }
    p.parse_optional_attr_dict_with_keyword(state)?;
    let region = p.parse_region(state, &[])?;
    if p.ctx().region_is_empty(region) {
        p.ctx().push_block(region);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{check_source_size, MAX_SOURCE_BYTES};

    #[test]
    fn a_source_beyond_16_gib_is_refused_by_name() {
        // 4 GiB and more (a 2 GiB blob in hex) is read: offsets are no longer 32-bit.
        assert!(check_source_size(1 << 32).is_ok());
        assert!(check_source_size(MAX_SOURCE_BYTES).is_ok());
        let err = check_source_size(MAX_SOURCE_BYTES + 1).unwrap_err();
        assert!(err.starts_with("the input is 17179869185 bytes"), "{err}");
        assert!(err.contains("limit of 17179869184 bytes (16 GiB)"), "{err}");
    }
}
