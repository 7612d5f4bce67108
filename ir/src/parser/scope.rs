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
    fn loc(self, ctx: &mut Context) -> Location {
        match self {
            Site::Loc(l) => l,
            Site::Pos(file, line, col) => {
                ctx.intern_loc(crate::location::LocKind::FileLineCol { file, line, col })
            }
        }
    }
}

/// A placeholder for a value used before its definition.
#[derive(Copy, Clone)]
struct Forward {
    value: Value,
    loc: Location,
    /// Source position of the first use, to report the earliest one.
    pos: (u32, u32),
}

#[derive(Default)]
struct IsolatedScope<'a> {
    values: FxMap<&'a str, Vec<Value>>,
    forward: FxMap<&'a str, Vec<Option<Forward>>>,
    /// Names defined in each open region of this scope, innermost last.
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
                return Err(Diagnostic::error(f.loc, "use of undeclared SSA value name"));
            }
        } else {
            for name in defs {
                scope.values.remove(name);
            }
        }
        let _ = ctx;
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
        if scope.values.contains_key(name) {
            return Err(Diagnostic::error(
                site.loc(ctx),
                format!("redefinition of SSA value '%{name}'"),
            ));
        }
        if let Some(slots) = scope.forward.remove(name) {
            for (i, slot) in slots.iter().enumerate() {
                let Some(f) = slot else { continue };
                let Some(&real) = values.get(i) else {
                    return Err(Diagnostic::error(
                        f.loc,
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
                        f.loc,
                        format!(
                            "previously used here with type {}",
                            ctx.type_to_string(used)
                        ),
                    ));
                }
                ctx.replace_all_uses(f.value, real);
            }
        }
        scope.values.insert(name, values.to_vec());
        scope.region_defs.last_mut().expect("region").push(name);
        Ok(())
    }

    /// The value `operand` names, with type `ty`; a placeholder when not yet defined.
    pub(crate) fn resolve(
        &mut self,
        ctx: &mut Context,
        operand: &UnresolvedOperand<'a>,
        ty: Type,
    ) -> ParseResult<Value> {
        let scope = self.isolated.last_mut().expect("scope");
        let n = operand.number as usize;
        let mismatch = |ctx: &Context, have: Type| {
            Diagnostic::error(
                operand.loc,
                format!(
                    "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                    operand.name,
                    ctx.type_to_string(ty),
                    ctx.type_to_string(have)
                ),
            )
        };
        if let Some(values) = scope.values.get(operand.name) {
            let Some(&v) = values.get(n) else {
                return Err(Diagnostic::error(
                    operand.loc,
                    format!(
                        "reference to invalid result number: '%{}#{n}' but '%{}' has {} result{}",
                        operand.name,
                        operand.name,
                        values.len(),
                        if values.len() == 1 { "" } else { "s" }
                    ),
                ));
            };
            let have = ctx.value_type(v);
            if have != ty {
                return Err(mismatch(ctx, have));
            }
            return Ok(v);
        }
        let slots = scope.forward.entry(operand.name).or_default();
        if slots.len() <= n {
            if n > 1 << 16 {
                return Err(Diagnostic::error(operand.loc, "result number too large"));
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
        let pos = match ctx.loc_kind(operand.loc) {
            crate::location::LocKind::FileLineCol { line, col, .. } => (*line, *col),
            _ => (0, 0),
        };
        slots[n] = Some(Forward {
            value,
            loc: operand.loc,
            pos,
        });
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
