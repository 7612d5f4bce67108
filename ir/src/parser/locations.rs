//! Location parsing: `loc(unknown)`, `loc("file":line:col)`, the file ranges
//! `loc("file":line)`, `loc("file":l:c to :c2)` and `loc("file":l:c to l2:c2)`,
//! `loc("name")`, `loc("name"(child))`, `loc(fused[...])`, `loc(fused<meta>[...])`,
//! `loc(callsite(a at b))` and `loc(#alias)`, including aliases defined after their use
//! (as MLIR prints them, after the module). Fused locations are normalized as MLIR's
//! `FusedLoc::get` does. Diagnostics in mlir-opt-22's words.

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::attributes::{AttrKind, Attribute};
use crate::diagnostic::Diagnostic;
use crate::location::{FileRange, LocKind, Location};
use crate::operation::OpId;
use crate::Context;
use std::collections::HashMap;

impl<'a> AsmParser<'a> {
    /// Parses a trailing location specifier `loc(...)` (of an op or a block argument):
    /// a location instance or the alias `#name`, which may be defined later in the file.
    pub fn parse_location(&mut self) -> ParseResult<Location> {
        self.parse_keyword("loc")?;
        self.expect_loc_punct("(", "expected '(' in location")?;
        let loc = if self.at(TokenKind::HashIdent) && !self.token_text().contains('.') {
            self.parse_location_alias()?
        } else {
            self.parse_location_instance()?
        };
        self.expect_loc_punct(")", "expected ')' in location")?;
        Ok(loc)
    }

    /// Parses an optional trailing `loc(...)`.
    pub fn parse_optional_location(&mut self) -> ParseResult<Option<Location>> {
        if self.at(TokenKind::BareIdent) && self.token_text() == "loc" {
            self.parse_location().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses the attribute form `loc(...)` (no forward alias there).
    pub(crate) fn parse_inline_location(&mut self) -> ParseResult<Location> {
        self.parse_keyword("loc")?;
        self.expect_loc_punct("(", "expected '(' in inline location")?;
        let loc = self.parse_location_instance()?;
        self.expect_loc_punct(")", "expected ')' in inline location")?;
        Ok(loc)
    }

    /// Consumes `p` or fails with `message` placed as upstream's `parseToken` does.
    fn expect_loc_punct(&mut self, p: &str, message: &str) -> ParseResult<()> {
        if self.parse_optional_punct(p) {
            Ok(())
        } else {
            Err(self.expected_msg(message))
        }
    }

    /// `#name` in a trailing location: the location it was defined as, or a placeholder
    /// when it is defined further on.
    fn parse_location_alias(&mut self) -> ParseResult<Location> {
        let loc = self.current_loc();
        let name = &self.token_text()[1..];
        match self.attr_aliases.get(name).copied() {
            Some(a) => match self.ctx.attr_kind(a) {
                AttrKind::Location(l) => {
                    let l = *l;
                    self.bump();
                    Ok(l)
                }
                _ => Err(Diagnostic::error(
                    loc,
                    format!(
                        "expected location, but found '{}'",
                        self.ctx.attr_to_string(a)
                    ),
                )),
            },
            None => {
                // MLIR prints location aliases after the module: a use before
                // the definition gets a placeholder resolved at the end.
                self.bump();
                Ok(self.deferred_location(name, loc))
            }
        }
    }

    /// Parses a location instance: `unknown`, `"file":line[:col [to [end_line]:end_col]]`,
    /// `"name"`, `"name"(child)`, `callsite(a at b)`, `fused<meta>[...]` or an attribute
    /// alias standing for a location.
    pub(crate) fn parse_location_instance(&mut self) -> ParseResult<Location> {
        self.enter()?;
        let r = self.parse_location_instance_inner();
        self.leave();
        r
    }

    fn parse_location_instance_inner(&mut self) -> ParseResult<Location> {
        match self.tok.kind {
            TokenKind::String => self.parse_name_or_file_location(),
            TokenKind::HashIdent => {
                let at = self.current_loc();
                let attr = self.parse_attribute()?;
                match self.ctx.attr_kind(attr) {
                    AttrKind::Location(l) => Ok(*l),
                    _ => Err(Diagnostic::error(
                        at,
                        format!(
                            "expected location attribute, but got {}",
                            self.ctx.attr_to_string(attr)
                        ),
                    )),
                }
            }
            TokenKind::BareIdent => match self.token_text() {
                "unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                "fused" => {
                    self.bump();
                    let metadata = if self.parse_optional_punct("<") {
                        let m = self.parse_attribute()?;
                        self.expect_loc_punct(">", "expected '>' after fused location metadata")?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect_loc_punct("[", "expected '[' in fused location")?;
                    let mut locs = Vec::new();
                    if !self.parse_optional_punct("]") {
                        loop {
                            locs.push(self.parse_location_instance()?);
                            if !self.parse_optional_comma() {
                                break;
                            }
                        }
                        self.expect_loc_punct("]", "expected ']' in fused location")?;
                    }
                    Ok(fused(self.ctx, locs, metadata))
                }
                "callsite" => {
                    self.bump();
                    self.expect_loc_punct("(", "expected '(' in callsite location")?;
                    let callee = self.parse_location_instance()?;
                    if !self.parse_optional_keyword("at") {
                        return Err(self.expected_msg("expected 'at' in callsite location"));
                    }
                    let caller = self.parse_location_instance()?;
                    self.expect_loc_punct(")", "expected ')' in callsite location")?;
                    Ok(self.ctx.intern_loc(LocKind::CallSite { callee, caller }))
                }
                _ => Err(self.expected_msg("expected location instance")),
            },
            _ => Err(self.expected_msg("expected location instance")),
        }
    }

    /// `message` placed as upstream's `emitWrongTokenError` does, or the lexer's
    /// complaint about a malformed token.
    fn expected_msg(&mut self, message: &str) -> Diagnostic {
        if self.tok.kind == TokenKind::Error {
            self.expected("")
        } else {
            self.wrong_token_error(message)
        }
    }

    /// `"name"`, `"name"(child)` or a file location (`FileLineColLoc` or
    /// `FileLineColRange`).
    fn parse_name_or_file_location(&mut self) -> ParseResult<Location> {
        let text = self.string_value(1)?;
        self.bump();
        let file = self.ctx.sym(&text);
        if self.parse_optional_colon() {
            const LINE: &str = "expected integer line number in FileLineColRange";
            const COL: &str = "expected integer column number in FileLineColRange";
            const POST_TO: &str = "expected either integer or `:` post `to` in FileLineColRange";
            let line = self.parse_loc_number(LINE)?;
            if !self.parse_optional_colon() {
                let range = FileRange::Line(line);
                return Ok(self.ctx.intern_loc(LocKind::FileRange { file, range }));
            }
            let col = self.parse_loc_number(COL)?;
            if !(self.at(TokenKind::BareIdent) && self.token_text() == "to") {
                return Ok(self
                    .ctx
                    .intern_loc(LocKind::FileLineCol { file, line, col }));
            }
            self.bump();
            let range = if self.parse_optional_colon() {
                let end_col = self.parse_loc_number(COL)?;
                FileRange::Columns { line, col, end_col }
            } else if self.at(TokenKind::Integer) {
                let end_line = self.parse_loc_number(LINE)?;
                if !self.parse_optional_colon() {
                    return Err(self.expected_msg(POST_TO));
                }
                let end_col = self.parse_loc_number(COL)?;
                FileRange::Lines {
                    line,
                    col,
                    end_line,
                    end_col,
                }
            } else {
                return Err(self.expected_msg(POST_TO));
            };
            return Ok(self.ctx.intern_loc(LocKind::FileRange { file, range }));
        }
        let child = if self.parse_optional_lparen() {
            let c = self.parse_location_instance()?;
            self.expect_loc_punct(")", "expected ')' after child location of NameLoc")?;
            // MLIR's NameLoc has an unknown child when none is written.
            Some(c).filter(|&c| c != self.ctx.unknown_loc())
        } else {
            None
        };
        Ok(self.ctx.intern_loc(LocKind::Name { name: file, child }))
    }

    /// The placeholder location standing for the not yet defined alias `#name`.
    fn deferred_location(&mut self, name: &'a str, use_loc: Location) -> Location {
        if let Some(&(placeholder, _)) = self.deferred_locs.get(name) {
            return placeholder;
        }
        // A name no source text can produce, so the placeholder is unique.
        let key = self.ctx.sym(&format!("\u{0}deferred location #{name}"));
        let placeholder = self.ctx.intern_loc(LocKind::Name {
            name: key,
            child: None,
        });
        self.deferred_locs.insert(name, (placeholder, use_loc));
        placeholder
    }

    /// Replaces the placeholders of location aliases used before their definition in
    /// the locations of every op and block argument under `root`; an alias still
    /// undefined is an error at its first use.
    pub(crate) fn resolve_deferred_locations(&mut self, root: OpId) -> ParseResult<()> {
        if self.deferred_locs.is_empty() {
            return Ok(());
        }
        let mut map: HashMap<Location, Location> = HashMap::new();
        let mut pending: Vec<_> = self.deferred_locs.iter().map(|(n, v)| (*n, *v)).collect();
        pending.sort_by_key(|(n, _)| *n);
        for (name, (placeholder, use_loc)) in pending {
            let real = match self.attr_aliases.get(name).map(|&a| self.ctx.attr_kind(a)) {
                Some(AttrKind::Location(l)) => *l,
                Some(_) => {
                    let a = self.attr_aliases[name];
                    return Err(Diagnostic::error(
                        use_loc,
                        format!(
                            "expected location, but found '{}'",
                            self.ctx.attr_to_string(a)
                        ),
                    ));
                }
                None => {
                    return Err(Diagnostic::error(
                        use_loc,
                        "operation location alias was never defined",
                    ))
                }
            };
            map.insert(placeholder, real);
        }
        let ops = self.ctx.collect_ops(root);
        for op in ops {
            let l = self.ctx.op_loc(op);
            if let Some(&r) = map.get(&l) {
                self.ctx.set_op_loc(op, r);
            }
            for &region in &self.ctx.regions(op).to_vec() {
                for &block in &self.ctx.region_blocks(region).to_vec() {
                    for &arg in &self.ctx.block_args(block).to_vec() {
                        let r = self.ctx.arg_locs.get(&arg).and_then(|l| map.get(l));
                        if let Some(&r) = r {
                            self.ctx.arg_locs.insert(arg, r);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// An unsigned 32-bit line or column number, or `message` at the token.
    fn parse_loc_number(&mut self, message: &str) -> ParseResult<u32> {
        let v = if self.at(TokenKind::Integer) {
            self.integer_magnitude()
                .ok()
                .and_then(|v| u32::try_from(v).ok())
        } else {
            None
        };
        match v {
            Some(v) => {
                self.bump();
                Ok(v)
            }
            None => Err(self.expected_msg(message)),
        }
    }
}

/// `FusedLoc::get` as MLIR builds it: a fused part with the same metadata is flattened
/// into the list, unknown parts and duplicates are dropped; with no metadata, none left
/// is `unknown` and one left is that location; with metadata, none left is `[unknown]`.
fn fused(ctx: &mut Context, locs: Vec<Location>, metadata: Option<Attribute>) -> Location {
    let mut out: Vec<Location> = Vec::with_capacity(locs.len());
    for l in locs {
        let parts = match ctx.loc_kind(l) {
            LocKind::Fused { locs, metadata: m } if *m == metadata => locs.clone(),
            _ => vec![l],
        };
        for p in parts {
            if !matches!(ctx.loc_kind(p), LocKind::Unknown) && !out.contains(&p) {
                out.push(p);
            }
        }
    }
    match (out.len(), metadata) {
        (0, None) => ctx.unknown_loc(),
        (0, Some(_)) => {
            let unknown = ctx.unknown_loc();
            ctx.intern_loc(LocKind::Fused {
                locs: vec![unknown],
                metadata,
            })
        }
        (1, None) => out[0],
        _ => ctx.intern_loc(LocKind::Fused {
            locs: out,
            metadata,
        }),
    }
}
