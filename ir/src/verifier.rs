//! The verifier: structural invariants (arity, attributes, parents, terminators,
//! regions, successors, dominance, isolation, symbol tables) and per-op verifiers.
//!
//! It runs after parsing and after every pass. It reports every failing op it finds
//! rather than stopping at the first, and never panics on malformed IR.

use crate::attributes::{AttrKind, Attribute};
use crate::block::BlockId;
use crate::diagnostic::Diagnostic;
use crate::dialect::{AttrConstraint, Traits};
use crate::dominance::DomTree;
use crate::entity::EntityRef;
use crate::location::Location;
use crate::operation::OpId;
use crate::region::RegionId;
use crate::types::TypeKind;
use crate::value::{Value, ValueDef};
use crate::Context;
use std::collections::HashMap;

impl Context {
    /// An error at `op`'s location, worded as MLIR does: `'name' op message`.
    pub fn op_error(&self, op: OpId, message: impl std::fmt::Display) -> Diagnostic {
        Diagnostic::error(
            self.op_loc(op),
            format!("'{}' op {message}", self.op_name_str(op)),
        )
    }

    /// Whether `op` is registered with `trait_`.
    pub fn op_has_trait(&self, op: OpId, trait_: Traits) -> bool {
        self.op_def(op).is_some_and(|d| d.has(trait_))
    }

    /// Whether `op` may be a terminator: registered terminators, and any unregistered op.
    pub fn might_be_terminator(&self, op: OpId) -> bool {
        match self.op_def(op) {
            Some(d) => d.has(Traits::TERMINATOR),
            None => true,
        }
    }
}

/// Verifies `root` and everything nested in it.
pub fn verify(ctx: &Context, root: OpId) -> Result<(), Vec<Diagnostic>> {
    let mut v = Verifier {
        ctx,
        diags: Vec::new(),
        position: vec![u32::MAX; ctx.ops.len()],
        domtrees: HashMap::new(),
    };
    v.verify_op(root);
    if v.diags.is_empty() {
        Ok(())
    } else {
        Err(merge_duplicates(v.diags))
    }
}

/// Merges diagnostics with the same severity, location and message (one error many
/// ops run into, such as an ill-formed mapping in a type alias they all use) into the
/// first of them, which keeps the notes of all: reported once, with a note per use.
pub fn merge_duplicates(diags: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = Vec::with_capacity(diags.len());
    let mut first: HashMap<(Location, String), usize> = HashMap::new();
    for d in diags {
        let key = (d.loc, format!("{:?}{}", d.severity, d.message));
        match first.get(&key) {
            Some(&i) => {
                for n in d.notes {
                    if !out[i].notes.contains(&n) {
                        out[i].notes.push(n);
                    }
                }
            }
            None => {
                first.insert(key, out.len());
                out.push(d);
            }
        }
    }
    out
}

struct Verifier<'a> {
    ctx: &'a Context,
    diags: Vec<Diagnostic>,
    /// Position of each op within its block, filled block by block as they are visited.
    position: Vec<u32>,
    domtrees: HashMap<RegionId, DomTree>,
}

impl Verifier<'_> {
    fn verify_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        let before = self.diags.len();
        self.verify_invariants(op);
        for (i, &region) in ctx.regions(op).iter().enumerate() {
            self.verify_region(op, i, region);
        }
        // The op's own verifier may rely on structure and nested ops being sound.
        if self.diags.len() == before {
            if let Some(verify) = ctx.op_def(op).and_then(|d| d.verify) {
                if let Err(d) = verify(ctx, op) {
                    self.diags.push(d);
                }
            }
        }
        // After the op's verifier, which checks the operand and result type
        // constraints: MLIR verifies `OpInvariants` (the ODS constraints) before the
        // `SameOperandsAndResultType` trait, so `(i32) -> f32` of a float op is refused
        // for its operand type first.
        if self.diags.len() == before {
            self.verify_same_type(op);
        }
    }

    /// The `SAME_OPERANDS_AND_RESULT_TYPE` trait's rule.
    fn verify_same_type(&mut self, op: OpId) {
        let ctx = self.ctx;
        if !ctx
            .op_def(op)
            .is_some_and(|d| d.has(Traits::SAME_OPERANDS_AND_RESULT_TYPE))
        {
            return;
        }
        let mut types = ctx
            .operands(op)
            .iter()
            .chain(ctx.results(op))
            .map(|&v| ctx.value_type(v));
        if let Some(first) = types.next() {
            if types.any(|t| t != first) {
                self.diags
                    .push(ctx.op_error(op, "requires the same type for all operands and results"));
            }
        }
    }

    fn verify_invariants(&mut self, op: OpId) {
        let ctx = self.ctx;
        let before = self.diags.len();
        let Some(def) = ctx.op_def(op) else {
            if !ctx.allow_unregistered {
                let name = ctx.op_name_str(op);
                let dialect = name.split_once('.').map_or(name, |(d, _)| d);
                self.diags.push(ctx.op_error(
                    op,
                    format!(
                        "created with unregistered dialect '{dialect}'; \
                         use --allow-unregistered-dialect to accept it"
                    ),
                ));
            }
            return;
        };
        let counts = [
            ("operand", def.operands, ctx.operands(op).len()),
            ("result", def.results, ctx.results(op).len()),
            ("region", def.regions, ctx.regions(op).len()),
            ("successor", def.successors, ctx.successors(op).len()),
        ];
        for (what, arity, n) in counts {
            if !arity.admits(n) {
                let plural = if matches!(arity, crate::Arity::Exact(1)) {
                    ""
                } else {
                    "s"
                };
                self.diags.push(ctx.op_error(
                    op,
                    format!(
                        "expected {} {what}{plural}, but found {n}",
                        arity.describe()
                    ),
                ));
                return;
            }
        }
        for spec in def.attrs {
            match ctx.attr(op, spec.name) {
                None if !spec.optional => {
                    self.diags
                        .push(ctx.op_error(op, format!("requires attribute '{}'", spec.name)));
                }
                Some(a) if !satisfies(ctx, a, spec.constraint) => {
                    let what = match (spec.constraint, ctx.attr_str(a)) {
                        (AttrConstraint::Keyword { what, keywords }, Some(s)) => {
                            crate::ods::check_keyword(what, keywords, s)
                                .err()
                                .unwrap_or_default()
                        }
                        (c, _) => describe(c).to_string(),
                    };
                    self.diags.push(ctx.op_error(
                        op,
                        format!(
                            "attribute '{}' failed to satisfy constraint: {what}",
                            spec.name,
                        ),
                    ));
                }
                _ => {}
            }
        }
        if !def.parents.is_empty() {
            let parent = ctx.parent_op(op);
            let ok = parent.is_some_and(|p| def.parents.contains(&ctx.op_name_str(p)));
            if !ok {
                // MLIR's `ParentOneOf` wording: one quoted, comma-separated list.
                let names = def.parents.join(", ");
                let msg = if def.parents.len() == 1 {
                    format!("expects parent op '{names}'")
                } else {
                    format!("expects parent op to be one of '{names}'")
                };
                self.diags.push(ctx.op_error(op, msg));
            }
        }
        // As MLIR, whose traits stop at the first failure: a terminator misplaced
        // because it sits in the wrong parent is reported for the parent only.
        if def.has(Traits::TERMINATOR)
            && self.diags.len() == before
            && ctx.op_block(op).is_some()
            && ctx.next_op(op).is_some()
        {
            self.diags
                .push(ctx.op_error(op, "must be the last operation in the parent block"));
        }
        if def.has(Traits::SYMBOL)
            && ctx
                .attr(op, "sym_name")
                .and_then(|a| ctx.attr_str(a))
                .is_none()
        {
            self.diags
                .push(ctx.op_error(op, "requires string attribute 'sym_name'"));
        }
        if def.has(Traits::SINGLE_BLOCK) {
            for (i, &r) in ctx.regions(op).iter().enumerate() {
                if ctx.region_blocks(r).len() > 1 {
                    self.diags.push(
                        ctx.op_error(op, format!("expects region #{i} to have 0 or 1 blocks")),
                    );
                }
            }
        }
        if def.has(Traits::SYMBOL_TABLE) {
            self.verify_symbol_table(op);
        }
    }

    fn verify_symbol_table(&mut self, op: OpId) {
        let ctx = self.ctx;
        let mut seen: HashMap<&str, OpId> = HashMap::new();
        for &region in ctx.regions(op) {
            for &block in ctx.region_blocks(region) {
                for inner in ctx.block_ops(block) {
                    let Some(name) = ctx.attr(inner, "sym_name").and_then(|a| ctx.attr_str(a))
                    else {
                        continue;
                    };
                    if let Some(&first) = seen.get(name) {
                        self.diags.push(
                            Diagnostic::error(
                                ctx.op_loc(inner),
                                format!("redefinition of symbol named '{name}'"),
                            )
                            .with_note(ctx.op_loc(first), "see existing symbol definition here"),
                        );
                    } else {
                        seen.insert(name, inner);
                    }
                }
            }
        }
    }

    fn verify_region(&mut self, parent: OpId, index: usize, region: RegionId) {
        let ctx = self.ctx;
        let def = ctx.op_def(parent);
        let graph = def.is_some_and(|d| d.has(Traits::GRAPH_REGION));
        let needs_terminator = def.is_some_and(|d| !d.has(Traits::NO_TERMINATOR)) && !graph;
        if ctx.region_parent(region) != Some(parent) {
            self.diags
                .push(ctx.op_error(parent, format!("region #{index} has a wrong parent")));
            return;
        }
        let entry = ctx.region_blocks(region).first().copied();
        let mut entry_has_predecessor = false;
        for &block in ctx.region_blocks(region) {
            if ctx.block_region(block) != Some(region) {
                self.diags
                    .push(ctx.op_error(parent, "block in region has a wrong parent"));
                continue;
            }
            self.number_block(block);
            if needs_terminator && ctx.last_op(block).is_none() {
                self.diags.push(Diagnostic::error(
                    ctx.op_loc(parent),
                    "empty block: expect at least a terminator",
                ));
            }
            let block_start = self.diags.len();
            let ops: Vec<OpId> = ctx.block_ops(block).collect();
            for op in ops {
                // Like MLIR, report only the first operand that fails.
                let before = self.diags.len();
                for (i, &v) in ctx.operands(op).iter().enumerate() {
                    self.verify_operand(op, i, v);
                    if self.diags.len() > before {
                        break;
                    }
                }
                for &succ in ctx.successors(op) {
                    if ctx.block_region(succ) != Some(region) {
                        self.diags
                            .push(ctx.op_error(op, "reference to block defined in another region"));
                    }
                    entry_has_predecessor |= Some(succ) == entry;
                }
                self.verify_op(op);
            }
            // As MLIR's `verifyOnExit(Block &)`: checked once the block's ops verified
            // (MLIR stops at the first failure, so it never reports both).
            if needs_terminator && self.diags.len() == block_start {
                if let Some(last) = ctx.last_op(block).filter(|&l| !ctx.might_be_terminator(l)) {
                    self.diags.push(Diagnostic::error(
                        ctx.op_loc(last),
                        "block with no terminator",
                    ));
                }
            }
        }
        if entry_has_predecessor {
            // MLIR reports this at the region's parent, without the op-name prefix.
            self.diags.push(Diagnostic::error(
                ctx.op_loc(parent),
                "entry block of region may not have predecessors",
            ));
        }
    }

    fn number_block(&mut self, block: BlockId) {
        for (i, op) in self.ctx.block_ops(block).enumerate() {
            if let Some(p) = self.position.get_mut(op.index()) {
                *p = i as u32;
            }
        }
    }

    fn verify_operand(&mut self, user: OpId, index: usize, value: Value) {
        let ctx = self.ctx;
        let fail = |this: &mut Self, msg: String| {
            let mut d = ctx.op_error(user, msg);
            if !matches!(ctx.value_def(value), ValueDef::Placeholder) {
                d = d.with_note(ctx.value_loc(value), "operand defined here");
            }
            this.diags.push(d);
        };
        let Some(def_block) = ctx.value_block(value) else {
            fail(self, format!("operand #{index} is not defined"));
            return;
        };
        let Some(def_region) = ctx.block_region(def_block) else {
            fail(
                self,
                format!("operand #{index} is defined in a detached block"),
            );
            return;
        };
        // Climb from the user to its ancestor in the defining region.
        let mut cur = user;
        let use_block = loop {
            let Some(block) = ctx.op_block(cur) else {
                fail(self, format!("operand #{index} does not dominate this use"));
                return;
            };
            let Some(region) = ctx.block_region(block) else {
                return;
            };
            if region == def_region {
                break block;
            }
            let Some(parent) = ctx.region_parent(region) else {
                fail(self, format!("operand #{index} does not dominate this use"));
                return;
            };
            if ctx.op_has_trait(parent, Traits::ISOLATED_FROM_ABOVE) {
                let d = ctx
                    .op_error(user, "using value defined outside the region")
                    .with_note(
                        ctx.op_loc(parent),
                        "required by region isolation constraints",
                    );
                self.diags.push(d);
                return;
            }
            cur = parent;
        };
        let region_parent = ctx.region_parent(def_region);
        let graph = region_parent.is_some_and(|p| ctx.op_has_trait(p, Traits::GRAPH_REGION));
        if graph {
            return;
        }
        if use_block == def_block {
            if let Some(def_op) = ctx.defining_op(value) {
                let (d, u) = (self.position[def_op.index()], self.position[cur.index()]);
                if d >= u {
                    fail(self, format!("operand #{index} does not dominate this use"));
                }
            }
            return;
        }
        let tree = self
            .domtrees
            .entry(def_region)
            .or_insert_with(|| DomTree::new(ctx, def_region));
        if !tree.dominates(def_block, use_block) {
            fail(self, format!("operand #{index} does not dominate this use"));
        }
    }
}

fn satisfies(ctx: &Context, attr: Attribute, c: AttrConstraint) -> bool {
    let kind = ctx.attr_kind(attr);
    match c {
        AttrConstraint::Any => true,
        AttrConstraint::Integer => matches!(kind, AttrKind::Integer { .. }),
        AttrConstraint::Float => matches!(kind, AttrKind::Float { .. }),
        AttrConstraint::Bool => {
            matches!(kind, AttrKind::Integer { ty, .. } if ctx.int_width(*ty) == Some(1))
        }
        AttrConstraint::String => matches!(kind, AttrKind::String(_)),
        AttrConstraint::Type => matches!(kind, AttrKind::Type(_)),
        AttrConstraint::FunctionType => matches!(
            kind,
            AttrKind::Type(t) if matches!(ctx.type_kind(*t), TypeKind::Function { .. })
        ),
        AttrConstraint::SymbolRef => matches!(kind, AttrKind::SymbolRef { .. }),
        AttrConstraint::Array => matches!(kind, AttrKind::Array(_)),
        AttrConstraint::Unit => matches!(kind, AttrKind::Unit),
        AttrConstraint::Keyword { keywords, .. } => {
            matches!(kind, AttrKind::String(s) if keywords.contains(&s.as_str()))
        }
        AttrConstraint::Custom { check, .. } => check(ctx, attr),
    }
}

/// What an attribute constraint requires, in the verifier's words.
pub(crate) fn describe(c: AttrConstraint) -> &'static str {
    match c {
        AttrConstraint::Any => "any attribute",
        AttrConstraint::Integer => "integer attribute",
        AttrConstraint::Float => "float attribute",
        AttrConstraint::Bool => "bool attribute",
        AttrConstraint::String => "string attribute",
        AttrConstraint::Type => "type attribute",
        AttrConstraint::FunctionType => "type attribute of function type",
        AttrConstraint::SymbolRef => "symbol reference attribute",
        AttrConstraint::Array => "array attribute",
        AttrConstraint::Unit => "unit attribute",
        AttrConstraint::Keyword { .. } => "string attribute holding a keyword of its set",
        AttrConstraint::Custom { description, .. } => description,
    }
}
