//! SSA value and block name scopes of the parser.
//!
//! Values follow MLIR's rules: an op that is isolated from above (and the top level)
//! opens a fresh name scope that sees nothing outside; any other region sees the names
//! of its enclosing regions, and its own names disappear when it closes. A use of a name
//! not yet defined creates a placeholder value that the definition replaces; a
//! placeholder still unresolved when its isolated scope closes is an error. Block names
//! are scoped per region, with forward references resolved the same way.

use super::{ParseResult, UnresolvedOperand};
use crate::block::BlockId;
use crate::diagnostic::Diagnostic;
use crate::location::Location;
use crate::types::Type;
use crate::value::{Value, ValueDef};
use crate::Context;

pub(crate) use crate::intern::FxMap;

/// Where a definition is, interned into a [`Location`] only when an error needs it.
#[derive(Copy, Clone)]
pub(crate) enum Site {
    /// An interned location.
    Loc(Location),
    /// File, line and column not interned yet.
    Pos(crate::intern::Symbol, u32, u32),
}

impl Site {
    /// The location, interned now if it was not yet.
    pub(crate) fn loc(self, ctx: &mut Context) -> Location {
        match self {
            Site::Loc(l) => l,
            Site::Pos(file, line, col) => {
                ctx.intern_loc(crate::location::LocKind::FileLineCol { file, line, col })
            }
        }
    }

    /// Line and column, to order sites by position; `(0, 0)` for a location that is
    /// not a file position.
    fn pos(self, ctx: &Context) -> (u32, u32) {
        match self {
            Site::Pos(_, line, col) => (line, col),
            Site::Loc(l) => match ctx.loc_kind(l) {
                crate::location::LocKind::FileLineCol { line, col, .. } => (*line, *col),
                _ => (0, 0),
            },
        }
    }
}

/// How far past its end the dense table of [`Names`] may grow for one name (so a lone
/// `%4000000000` does not allocate gigabytes).
const DENSE_SLACK: usize = 4096;

/// The defined value names of a scope, each mapped to a run `start..start + len` of
/// the scope's pool. Decimal names (`%0`, `%17`: what the printer produces) index a
/// vector, so the common case hashes nothing; other names, and decimals far past the
/// vector's end, are hashed.
#[derive(Default)]
struct Names<'a> {
    dense: Vec<Option<(u32, u32)>>,
    hashed: FxMap<&'a str, (u32, u32)>,
}

impl<'a> Names<'a> {
    /// The run of `name`, if defined.
    #[inline]
    fn get(&self, name: &str) -> Option<(u32, u32)> {
        if let Some(Some(r)) = decimal(name).and_then(|i| self.dense.get(i)) {
            return Some(*r);
        }
        if self.hashed.is_empty() {
            return None;
        }
        self.hashed.get(name).copied()
    }

    /// Defines `name` (not yet defined) as `run`.
    fn insert(&mut self, name: &'a str, run: (u32, u32)) {
        match decimal(name) {
            Some(i) if i < self.dense.len() + DENSE_SLACK => {
                if i == self.dense.len() {
                    self.dense.push(Some(run));
                } else {
                    if i > self.dense.len() {
                        self.dense.resize(i + 1, None);
                    }
                    self.dense[i] = Some(run);
                }
            }
            _ => {
                self.hashed.insert(name, run);
            }
        }
    }

    /// Forgets `name`.
    fn remove(&mut self, name: &str) {
        if let Some(slot) = decimal(name).and_then(|i| self.dense.get_mut(i)) {
            if slot.take().is_some() {
                return;
            }
        }
        self.hashed.remove(name);
    }
}

/// The value of a decimal name without leading zeros (`0`, `42`; not `007`), if it is
/// one of at most nine digits.
#[inline]
fn decimal(name: &str) -> Option<usize> {
    let b = name.as_bytes();
    if b.is_empty() || b.len() > 9 || (b[0] == b'0' && b.len() > 1) {
        return None;
    }
    let mut v = 0usize;
    for &c in b {
        if !c.is_ascii_digit() {
            return None;
        }
        v = v * 10 + (c - b'0') as usize;
    }
    Some(v)
}

/// A placeholder for a value used before its definition.
#[derive(Copy, Clone)]
struct Forward {
    value: Value,
    /// The first use, for errors.
    site: Site,
    /// Source position of the first use, to report the earliest one.
    pos: (u32, u32),
}

#[derive(Default)]
struct IsolatedScope<'a> {
    /// Each name's values, as a range `start..start + len` of `pool`.
    values: Names<'a>,
    /// The values of all definitions, one run per name (never shrinks while the scope
    /// is open, so a definition costs no allocation of its own).
    pool: Vec<Value>,
    forward: FxMap<&'a str, Vec<Option<Forward>>>,
    /// Names defined in each open region of this scope, innermost last (empty for the
    /// outermost region, whose names are dropped with the scope).
    region_defs: Vec<Vec<&'a str>>,
}

struct BlockEntry {
    block: BlockId,
    defined: bool,
    first_use: Location,
    pos: (u32, u32),
}

/// All open value and block scopes.
#[derive(Default)]
pub(crate) struct Scopes<'a> {
    isolated: Vec<IsolatedScope<'a>>,
    blocks: Vec<FxMap<&'a str, BlockEntry>>,
}

impl<'a> Scopes<'a> {
    /// Opens the value scope of a region; `isolated` starts a fresh name space.
    pub(crate) fn push_region(&mut self, isolated: bool) {
        if isolated || self.isolated.is_empty() {
            self.isolated.push(IsolatedScope::default());
        }
        self.isolated
            .last_mut()
            .expect("scope")
            .region_defs
            .push(Vec::new());
        self.blocks.push(FxMap::default());
    }

    /// Closes the innermost region: its names go out of scope; for an isolated region,
    /// unresolved forward references are errors; undefined blocks are errors.
    pub(crate) fn pop_region(&mut self, ctx: &mut Context) -> ParseResult<()> {
        let blocks = self.blocks.pop().expect("block scope");
        if let Some(e) = blocks.values().filter(|e| !e.defined).min_by_key(|e| e.pos) {
            let _ = e.block;
            return Err(Diagnostic::error(
                e.first_use,
                "reference to an undefined block",
            ));
        }
        let scope = self.isolated.last_mut().expect("scope");
        let defs = scope.region_defs.pop().expect("region level");
        if scope.region_defs.is_empty() {
            let scope = self.isolated.pop().expect("scope");
            let first = scope
                .forward
                .iter()
                .flat_map(|(name, slots)| slots.iter().flatten().map(move |f| (name, f)))
                .min_by_key(|(_, f)| f.pos);
            if let Some((_, f)) = first {
                let loc = f.site.loc(ctx);
                return Err(Diagnostic::error(loc, "use of undeclared SSA value name"));
            }
        } else {
            for name in defs {
                scope.values.remove(name);
            }
        }
        Ok(())
    }

    /// Defines `%name` as `values` (a result group or one block argument).
    pub(crate) fn define(
        &mut self,
        ctx: &mut Context,
        name: &'a str,
        values: &[Value],
        site: Site,
    ) -> ParseResult<()> {
        let scope = self.isolated.last_mut().expect("scope");
        if scope.values.get(name).is_some() {
            return Err(Diagnostic::error(
                site.loc(ctx),
                format!("redefinition of SSA value '%{name}'"),
            ));
        }
        let forward = if scope.forward.is_empty() {
            None
        } else {
            scope.forward.remove(name)
        };
        if let Some(slots) = forward {
            for (i, slot) in slots.iter().enumerate() {
                let Some(f) = slot else { continue };
                let Some(&real) = values.get(i) else {
                    return Err(Diagnostic::error(
                        f.site.loc(ctx),
                        format!(
                            "reference to invalid result number: '%{name}#{i}' but '%{name}' has {} result{}",
                            values.len(),
                            if values.len() == 1 { "" } else { "s" }
                        ),
                    ));
                };
                let (used, real_ty) = (ctx.value_type(f.value), ctx.value_type(real));
                if used != real_ty {
                    let number = if values.len() > 1 {
                        format!("#{i}")
                    } else {
                        String::new()
                    };
                    return Err(Diagnostic::error(
                        site.loc(ctx),
                        format!(
                            "definition of SSA value '%{name}{number}' has type {}",
                            ctx.type_to_string(real_ty)
                        ),
                    )
                    .with_note(
                        f.site.loc(ctx),
                        format!(
                            "previously used here with type {}",
                            ctx.type_to_string(used)
                        ),
                    ));
                }
                ctx.replace_all_uses(f.value, real);
            }
        }
        let start = scope.pool.len() as u32;
        scope.pool.extend_from_slice(values);
        scope.values.insert(name, (start, values.len() as u32));
        // The names of a scope's outermost region go away with the whole scope, so only
        // nested regions record theirs (a function body's names cost nothing here).
        if scope.region_defs.len() > 1 {
            scope.region_defs.last_mut().expect("region").push(name);
        }
        Ok(())
    }

    /// The value `operand` names, with type `ty`; a placeholder when not yet defined.
    pub(crate) fn resolve(
        &mut self,
        ctx: &mut Context,
        operand: &UnresolvedOperand<'a>,
        ty: Type,
    ) -> ParseResult<Value> {
        self.resolve_use(
            ctx,
            operand.name,
            operand.number,
            Site::Loc(operand.loc),
            ty,
        )
    }

    /// The value `%name#number`, used at `site`, with type `ty`; a placeholder when
    /// not yet defined. The site is interned only for an error.
    pub(crate) fn resolve_use(
        &mut self,
        ctx: &mut Context,
        name: &'a str,
        number: u32,
        site: Site,
        ty: Type,
    ) -> ParseResult<Value> {
        let scope = self.isolated.last_mut().expect("scope");
        let n = number as usize;
        let mismatch = |ctx: &mut Context, have: Type| {
            let message = format!(
                "use of value '%{name}' expects different type than prior uses: '{}' vs '{}'",
                ctx.type_to_string(ty),
                ctx.type_to_string(have)
            );
            Diagnostic::error(site.loc(ctx), message)
        };
        if let Some((start, len)) = scope.values.get(name) {
            let values = &scope.pool[start as usize..(start + len) as usize];
            let Some(&v) = values.get(n) else {
                let len = values.len();
                return Err(Diagnostic::error(
                    site.loc(ctx),
                    format!(
                        "reference to invalid result number: '%{name}#{n}' but '%{name}' has \
                         {len} result{}",
                        if len == 1 { "" } else { "s" }
                    ),
                ));
            };
            let have = ctx.value_type(v);
            if have != ty {
                return Err(mismatch(ctx, have));
            }
            return Ok(v);
        }
        let slots = scope.forward.entry(name).or_default();
        if slots.len() <= n {
            if n > 1 << 16 {
                return Err(Diagnostic::error(site.loc(ctx), "result number too large"));
            }
            slots.resize(n + 1, None);
        }
        if let Some(f) = slots[n] {
            let have = ctx.value_type(f.value);
            if have != ty {
                return Err(mismatch(ctx, have));
            }
            return Ok(f.value);
        }
        let value = ctx.new_value(ty, ValueDef::Placeholder, None);
        let pos = site.pos(ctx);
        slots[n] = Some(Forward { value, site, pos });
        Ok(value)
    }

    /// A reference to block `^name` of the current region (created if new).
    pub(crate) fn block_ref(
        &mut self,
        ctx: &mut Context,
        name: &'a str,
        loc: Location,
    ) -> ParseResult<BlockId> {
        let Some(blocks) = self.blocks.last_mut() else {
            return Err(Diagnostic::error(
                loc,
                "block references are only valid inside a region",
            ));
        };
        if let Some(e) = blocks.get(name) {
            return Ok(e.block);
        }
        let block = ctx.create_block();
        let pos = match ctx.loc_kind(loc) {
            crate::location::LocKind::FileLineCol { line, col, .. } => (*line, *col),
            _ => (0, 0),
        };
        blocks.insert(
            name,
            BlockEntry {
                block,
                defined: false,
                first_use: loc,
                pos,
            },
        );
        Ok(block)
    }

    /// Defines block `^name` in the current region, returning the (possibly already
    /// referenced) block.
    pub(crate) fn block_def(
        &mut self,
        ctx: &mut Context,
        name: &'a str,
        loc: Location,
    ) -> ParseResult<BlockId> {
        let blocks = self.blocks.last_mut().expect("block scope");
        if let Some(e) = blocks.get_mut(name) {
            if e.defined {
                return Err(Diagnostic::error(
                    loc,
                    format!("redefinition of block '^{name}'"),
                ));
            }
            e.defined = true;
            return Ok(e.block);
        }
        let block = ctx.create_block();
        blocks.insert(
            name,
            BlockEntry {
                block,
                defined: true,
                first_use: loc,
                pos: (0, 0),
            },
        );
        Ok(block)
    }
}
