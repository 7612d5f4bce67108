//! MLIR's deterministic SSA names for printing.
//!
//! Follows MLIR's `SSANameState`: the printed op's results and its regions are numbered
//! from 0; each region numbers its blocks `^bb0, ^bb1, ...`, its entry block arguments
//! `%argN` and every other value `%N` (one number per result group, `%N#i` for result
//! `i`), block by block; a nested region then starts from the counters as they stand
//! after its whole parent region was numbered. Block predecessors are gathered for the
//! `// pred:` comments. Regions are numbered from a stack, so sibling regions are
//! visited last to first, which shows when names are unique (generic form).
//!
//! In the custom form an op may name its results through [`OpDef::result_names`]
//! (MLIR's `getAsmResultNames`: `%c0_i32`, `%true`, `%cst`). A name is sanitized as
//! MLIR's `sanitizeIdentifier` and made unique by MLIR's rule: a name already visible
//! (in this region or an enclosing one; sibling regions do not conflict) gets the suffix
//! `_K`, `K` from a conflict counter that is saved and restored with the value counters.
//! Each named result starts a result group (`%a:2`, `%a#1`), as MLIR's.
//!
//! [`OpDef::result_names`]: crate::OpDef::result_names

use crate::block::BlockId;
use crate::entity::EntityRef;
use crate::operation::OpId;
use crate::region::RegionId;
use crate::value::Value;
use crate::Context;
use std::collections::HashMap;

/// The name of one value.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub(crate) enum ValueName {
    /// Not numbered (defined outside the printed op).
    #[default]
    Unknown,
    /// `%N`: a single result or a non-entry block argument.
    Num(u32),
    /// `%N#i`: result `i` of an op with several results numbered `N`.
    Group(u32, u32),
    /// `%argN`.
    Arg(u32),
    /// `%name`: a result named by its op, the name's index in the table.
    Named(u32),
    /// `%name#i`: result `i` of a group of several results named by its op.
    NamedGroup(u32, u32),
}

/// One scope of used result names: a region, seeing its ancestors' names.
struct Scope {
    parent: Option<usize>,
    names: std::collections::HashSet<String>,
}

/// The state of custom result naming while the table is built.
struct Naming {
    scopes: Vec<Scope>,
    current: usize,
    next_conflict: u32,
}

impl Naming {
    fn visible(&self, name: &str) -> bool {
        let mut scope = Some(self.current);
        while let Some(i) = scope {
            if self.scopes[i].names.contains(name) {
                return true;
            }
            scope = self.scopes[i].parent;
        }
        false
    }

    /// MLIR's `uniqueValueName`: the sanitized name, or with the first free `_K`.
    fn unique(&mut self, name: &str) -> String {
        let name = sanitize_identifier(name);
        let unique = if !self.visible(&name) {
            name
        } else {
            loop {
                let probe = format!("{name}_{}", self.next_conflict);
                self.next_conflict += 1;
                if !self.visible(&probe) {
                    break probe;
                }
            }
        };
        self.scopes[self.current].names.insert(unique.clone());
        unique
    }
}

/// MLIR's `sanitizeIdentifier`: letters, digits and `$._-` are kept; a space becomes
/// `_` and any other byte its hexadecimal value (upper case); a leading digit gets a
/// `_` prefix so the name cannot look like a number.
pub(crate) fn sanitize_identifier(name: &str) -> String {
    let valid = |b: u8| b.is_ascii_alphanumeric() || b"$._-".contains(&b);
    let mut out = String::with_capacity(name.len() + 1);
    if name.as_bytes().first().is_some_and(u8::is_ascii_digit) {
        out.push('_');
    }
    for &b in name.as_bytes() {
        if valid(b) {
            out.push(b as char);
        } else if b == b' ' {
            out.push('_');
        } else {
            out.push_str(&format!("{b:X}"));
        }
    }
    out
}

/// Names of values and blocks, and block predecessors.
#[derive(Default)]
pub(crate) struct NameTable {
    values: Vec<ValueName>,
    blocks: Vec<u32>,
    preds: HashMap<BlockId, Vec<BlockId>>,
    /// Result names given by ops, indexed by [`ValueName::Named`].
    names: Vec<String>,
    /// For ops with named results: the first result of each group, ascending.
    groups: HashMap<OpId, Vec<u32>>,
}

impl NameTable {
    /// Numbers everything under `root` (and its results) as MLIR does. With `unique`
    /// (MLIR's `--mlir-print-unique-ssa-ids`) the counters never restart, so every
    /// name is unique in the printed text. With `custom` (the custom form), ops name
    /// their results through their `result_names` hook.
    pub(crate) fn build(ctx: &Context, root: OpId, unique: bool, custom: bool) -> Self {
        let mut t = NameTable::default();
        let mut naming = Naming {
            scopes: vec![Scope {
                parent: None,
                names: Default::default(),
            }],
            current: 0,
            next_conflict: 0,
        };
        let mut custom = custom.then_some(&mut naming);
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        t.number_op(ctx, root, &mut next_value, custom.as_deref_mut());
        // (region, value counter, argument counter, conflict counter, parent scope)
        let mut stack: Vec<(RegionId, u32, u32, u32, usize)> =
            ctx.regions(root).iter().map(|&r| (r, 0, 0, 0, 0)).collect();
        while let Some((region, v, a, c, parent)) = stack.pop() {
            if !unique {
                next_value = v;
                next_arg = a;
            }
            if let Some(n) = custom.as_deref_mut() {
                if !unique {
                    n.next_conflict = c;
                }
                n.scopes.push(Scope {
                    parent: Some(parent),
                    names: Default::default(),
                });
                n.current = n.scopes.len() - 1;
            }
            let scope = custom.as_deref().map_or(0, |n| n.current);
            if let Some(n) = custom.as_deref_mut() {
                t.name_entry_args(ctx, region, n);
            }
            for (i, &block) in ctx.region_blocks(region).iter().enumerate() {
                t.set_block(block, i as u32);
                let entry = i == 0;
                for &arg in ctx.block_args(block) {
                    if entry && t.value(arg) != ValueName::Unknown {
                        continue;
                    }
                    if entry {
                        t.set_value(arg, ValueName::Arg(next_arg));
                        next_arg += 1;
                    } else {
                        t.set_value(arg, ValueName::Num(next_value));
                        next_value += 1;
                    }
                }
                for op in ctx.block_ops(block) {
                    t.number_op(ctx, op, &mut next_value, custom.as_deref_mut());
                    for &s in ctx.successors(op) {
                        t.preds.entry(s).or_default().push(block);
                    }
                }
            }
            let conflict = custom.as_deref().map_or(0, |n| n.next_conflict);
            for &block in ctx.region_blocks(region) {
                for op in ctx.block_ops(block) {
                    for &r in ctx.regions(op) {
                        stack.push((r, next_value, next_arg, conflict, scope));
                    }
                }
            }
        }
        t
    }

    /// Names the entry block arguments of `region` through its op's
    /// `block_arg_names` hook (MLIR's `getAsmBlockArgumentNames`), in the region's scope.
    fn name_entry_args(&mut self, ctx: &Context, region: RegionId, naming: &mut Naming) {
        let Some(op) = ctx.region_parent(region) else {
            return;
        };
        let Some(hook) = ctx.op_def(op).and_then(|d| d.block_arg_names) else {
            return;
        };
        let Some(index) = ctx.regions(op).iter().position(|&r| r == region) else {
            return;
        };
        let Some(entry) = ctx.entry_block(region) else {
            return;
        };
        let names = hook(ctx, op, index);
        for (&arg, name) in ctx.block_args(entry).iter().zip(names) {
            if let Some(name) = name.filter(|n| !n.is_empty()) {
                let unique = naming.unique(&name);
                self.names.push(unique);
                self.set_value(arg, ValueName::Named(self.names.len() as u32 - 1));
            }
        }
    }

    fn number_op(
        &mut self,
        ctx: &Context,
        op: OpId,
        next_value: &mut u32,
        naming: Option<&mut Naming>,
    ) {
        let results = ctx.results(op);
        if results.is_empty() {
            return;
        }
        let hook = naming.and_then(|n| Some((n, ctx.op_def(op)?.result_names?)));
        if let Some((naming, hook)) = hook {
            let given = hook(ctx, op);
            if given
                .iter()
                .any(|n| n.as_deref().is_some_and(|n| !n.is_empty()))
            {
                self.number_named(ctx, op, &given, next_value, naming);
                return;
            }
        }
        match results.len() {
            1 => self.set_value(results[0], ValueName::Num(*next_value)),
            _ => {
                for (i, &r) in results.iter().enumerate() {
                    self.set_value(r, ValueName::Group(*next_value, i as u32));
                }
            }
        }
        *next_value += 1;
    }

    /// Names the results of `op` from `given` (MLIR's `setResultNameFn` and result
    /// groups): each named result starts a group; an unnamed first result is numbered.
    fn number_named(
        &mut self,
        ctx: &Context,
        op: OpId,
        given: &[Option<String>],
        next_value: &mut u32,
        naming: &mut Naming,
    ) {
        let results = ctx.results(op);
        let mut starts = vec![0u32];
        let mut bases: Vec<Option<u32>> = Vec::new();
        for (i, name) in given.iter().enumerate().take(results.len()) {
            let Some(name) = name.as_deref().filter(|n| !n.is_empty()) else {
                continue;
            };
            if i > 0 {
                starts.push(i as u32);
            }
            let unique = naming.unique(name);
            self.names.push(unique);
            bases.resize(i, None);
            bases.push(Some(self.names.len() as u32 - 1));
        }
        bases.resize(results.len(), None);
        let first_numbered = bases[0].is_none().then(|| {
            *next_value += 1;
            *next_value - 1
        });
        let n = results.len() as u32;
        for (g, &start) in starts.iter().enumerate() {
            let end = starts.get(g + 1).copied().unwrap_or(n);
            for r in start..end {
                let name = match (bases[start as usize], end - start) {
                    (Some(b), 1) => ValueName::Named(b),
                    (Some(b), _) => ValueName::NamedGroup(b, r - start),
                    (None, 1) => ValueName::Num(first_numbered.unwrap_or_default()),
                    (None, _) => ValueName::Group(first_numbered.unwrap_or_default(), r - start),
                };
                self.set_value(results[r as usize], name);
            }
        }
        if starts.len() > 1 {
            self.groups.insert(op, starts);
        }
    }

    fn set_value(&mut self, v: Value, name: ValueName) {
        let i = v.index();
        if self.values.len() <= i {
            self.values.resize(i + 1, ValueName::Unknown);
        }
        self.values[i] = name;
    }

    fn set_block(&mut self, b: BlockId, n: u32) {
        let i = b.index();
        if self.blocks.len() <= i {
            self.blocks.resize(i + 1, u32::MAX);
        }
        self.blocks[i] = n;
    }

    /// The name of `v`.
    pub(crate) fn value(&self, v: Value) -> ValueName {
        self.values.get(v.index()).copied().unwrap_or_default()
    }

    /// The name of result-name index `i` ([`ValueName::Named`]).
    pub(crate) fn name(&self, i: u32) -> &str {
        &self.names[i as usize]
    }

    /// The first result of each result group of `op`, when its results are split into
    /// several groups by names (`%0, %a:2 = ...`).
    pub(crate) fn groups(&self, op: OpId) -> Option<&[u32]> {
        self.groups.get(&op).map(Vec::as_slice)
    }

    /// The number of block `b` within its region.
    pub(crate) fn block(&self, b: BlockId) -> Option<u32> {
        self.blocks
            .get(b.index())
            .copied()
            .filter(|&n| n != u32::MAX)
    }

    /// The predecessors of `b`, one per branch edge, in printing order.
    pub(crate) fn preds(&self, b: BlockId) -> &[BlockId] {
        self.preds.get(&b).map_or(&[], |v| v.as_slice())
    }
}
