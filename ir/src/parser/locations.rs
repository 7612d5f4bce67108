//! Location parsing: `loc(unknown)`, `loc("file":line:col)`, `loc("name")`,
//! `loc("name"(child))`, `loc(fused[...])`, `loc(callsite(a at b))` and `loc(#alias)`,
//! including aliases defined after their use (as MLIR prints them, after the module).
//! Fused locations are normalized as MLIR's `FusedLoc::get` does.

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::attributes::AttrKind;
use crate::diagnostic::Diagnostic;
use crate::location::{LocKind, Location};
use crate::operation::OpId;
use crate::Context;
use std::collections::HashMap;

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
                    Ok(fused(self.ctx, locs))
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
                    None => {
                        // MLIR prints location aliases after the module: a use before
                        // the definition gets a placeholder resolved at the end.
                        self.bump();
                        Ok(self.deferred_location(name, loc))
                    }
                }
            }
            _ => Err(self.expected("location instance")),
        }
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
                    return Err(Diagnostic::error(
                        use_loc,
                        format!("expected location, but found '#{name}'"),
                    ))
                }
                None => {
                    return Err(Diagnostic::error(
                        use_loc,
                        format!("undefined symbol alias id '{name}'"),
                    ))
                }
            };
            map.insert(placeholder, real);
        }
        let ops = self.ctx.collect_ops(root);
        for op in ops {
            let l = self.ctx.op_loc(op);
            let r = substitute(self.ctx, l, &map);
            if r != l {
                self.ctx.set_op_loc(op, r);
            }
            for &region in &self.ctx.regions(op).to_vec() {
                for &block in &self.ctx.region_blocks(region).to_vec() {
                    for &arg in &self.ctx.block_args(block).to_vec() {
                        if let Some(&l) = self.ctx.arg_locs.get(&arg) {
                            let r = substitute(self.ctx, l, &map);
                            self.ctx.arg_locs.insert(arg, r);
                        }
                    }
                }
            }
        }
        Ok(())
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

/// `loc` with every placeholder of `map` replaced (rebuilding nested locations).
fn substitute(ctx: &mut Context, loc: Location, map: &HashMap<Location, Location>) -> Location {
    if let Some(&r) = map.get(&loc) {
        return r;
    }
    match ctx.loc_kind(loc).clone() {
        LocKind::Name {
            name,
            child: Some(c),
        } => {
            let c2 = substitute(ctx, c, map);
            if c2 == c {
                return loc;
            }
            ctx.intern_loc(LocKind::Name {
                name,
                child: Some(c2),
            })
        }
        LocKind::Fused(items) => {
            let new: Vec<_> = items.iter().map(|&i| substitute(ctx, i, map)).collect();
            if new == items {
                return loc;
            }
            ctx.intern_loc(LocKind::Fused(new))
        }
        LocKind::CallSite { callee, caller } => {
            let (a, b) = (substitute(ctx, callee, map), substitute(ctx, caller, map));
            if (a, b) == (callee, caller) {
                return loc;
            }
            ctx.intern_loc(LocKind::CallSite {
                callee: a,
                caller: b,
            })
        }
        _ => loc,
    }
}

/// `FusedLoc::get` as MLIR builds it: nested fused locations are flattened, unknown ones
/// and duplicates dropped; none left is `unknown`, one left is that location.
fn fused(ctx: &mut Context, locs: Vec<Location>) -> Location {
    let mut out: Vec<Location> = Vec::with_capacity(locs.len());
    for l in locs {
        let parts = match ctx.loc_kind(l) {
            LocKind::Fused(inner) => inner.clone(),
            _ => vec![l],
        };
        for p in parts {
            if !matches!(ctx.loc_kind(p), LocKind::Unknown) && !out.contains(&p) {
                out.push(p);
            }
        }
    }
    match out.len() {
        0 => ctx.unknown_loc(),
        1 => out[0],
        _ => ctx.intern_loc(LocKind::Fused(out)),
    }
}
