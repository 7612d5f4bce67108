//! Location parsing: `loc(unknown)`, `loc("file":line:col)`, `loc("name")`,
//! `loc("name"(child))`, `loc(fused[...])`, `loc(callsite(a at b))` and `loc(#alias)`.

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::attributes::AttrKind;
use crate::diagnostic::Diagnostic;
use crate::location::{LocKind, Location};

impl<'a> AsmParser<'a> {
    /// Parses `loc(...)`.
    pub fn parse_location(&mut self) -> ParseResult<Location> {
        self.parse_keyword("loc")?;
        self.parse_lparen()?;
        let loc = self.parse_location_body()?;
        self.parse_rparen()?;
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

    fn parse_location_body(&mut self) -> ParseResult<Location> {
        self.enter()?;
        let r = self.parse_location_body_inner();
        self.leave();
        r
    }

    fn parse_location_body_inner(&mut self) -> ParseResult<Location> {
        match self.tok.kind {
            TokenKind::BareIdent => match self.token_text() {
                "unknown" => {
                    self.bump();
                    Ok(self.ctx.unknown_loc())
                }
                "fused" => {
                    self.bump();
                    let locs = self.parse_delimited_list("[", "]", |p| p.parse_location_body())?;
                    Ok(self.ctx.intern_loc(LocKind::Fused(locs)))
                }
                "callsite" => {
                    self.bump();
                    self.parse_lparen()?;
                    let callee = self.parse_location_body()?;
                    self.parse_keyword("at")?;
                    let caller = self.parse_location_body()?;
                    self.parse_rparen()?;
                    Ok(self.ctx.intern_loc(LocKind::CallSite { callee, caller }))
                }
                _ => Err(self.expected("location instance")),
            },
            TokenKind::String => {
                let text = self.string_value(1)?;
                self.bump();
                if self.parse_optional_colon() {
                    let line = self.parse_loc_number("line")?;
                    self.parse_colon()?;
                    let col = self.parse_loc_number("column")?;
                    let file = self.ctx.sym(&text);
                    return Ok(self
                        .ctx
                        .intern_loc(LocKind::FileLineCol { file, line, col }));
                }
                let child = if self.parse_optional_lparen() {
                    let c = self.parse_location_body()?;
                    self.parse_rparen()?;
                    Some(c)
                } else {
                    None
                };
                let name = self.ctx.sym(&text);
                Ok(self.ctx.intern_loc(LocKind::Name { name, child }))
            }
            TokenKind::HashIdent => {
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
                            format!("expected location, but found '#{name}'"),
                        )),
                    },
                    None => Err(Diagnostic::error(
                        loc,
                        format!("undefined symbol alias id '{name}'"),
                    )),
                }
            }
            _ => Err(self.expected("location instance")),
        }
    }

    fn parse_loc_number(&mut self, what: &str) -> ParseResult<u32> {
        if !self.at(TokenKind::Integer) {
            return Err(self.expected(&format!("integer {what} number in FileLineColLoc")));
        }
        let v = self.integer_magnitude()?;
        let v =
            u32::try_from(v).map_err(|_| self.emit_error(format!("{what} number out of range")))?;
        self.bump();
        Ok(v)
    }
}
