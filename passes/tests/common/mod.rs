//! A small `test` dialect and helpers shared by the pass tests.
#![allow(dead_code)]

use visa_ir::dialect::FoldFn;
use visa_ir::parser::parse_source;
use visa_ir::printer::{print_op, PrintOptions};
use visa_ir::rewrite::{PatternRewriter, RewritePattern};
use visa_ir::{
    Arity, AttrConstraint, AttrSpec, Attribute, Context, Dialect, DialectRegistry, FoldOutcome,
    Folded, Location, OpDef, OpId, OperationState, Traits, Type,
};

const VALUE: &[AttrSpec] = &[AttrSpec::required("value", AttrConstraint::Integer)];
const SYM: &[AttrSpec] = &[AttrSpec::required("sym_name", AttrConstraint::String)];

fn fold_add(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let ty = ctx.value_type(ctx.result(op, 0));
    match (
        consts[0].and_then(|a| ctx.attr_int(a)),
        consts[1].and_then(|a| ctx.attr_int(a)),
    ) {
        (Some(a), Some(b)) => FoldOutcome::Replaced(vec![Folded::Attr(ctx.int_attr(a + b, ty))]),
        (_, Some(0)) => FoldOutcome::Replaced(vec![Folded::Value(ctx.operand(op, 0))]),
        _ => FoldOutcome::Unchanged,
    }
}

fn fold_neg(ctx: &mut Context, op: OpId, consts: &[Option<Attribute>]) -> FoldOutcome {
    let ty = ctx.value_type(ctx.result(op, 0));
    match consts[0].and_then(|a| ctx.attr_int(a)) {
        Some(a) => FoldOutcome::Replaced(vec![Folded::Attr(ctx.int_attr(-a, ty))]),
        None => FoldOutcome::Unchanged,
    }
}

/// `test.countdown {count = n}` folds in place to `count = n - 1` until 0.
fn fold_countdown(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let Some(n) = ctx.attr(op, "count").and_then(|a| ctx.attr_int(a)) else {
        return FoldOutcome::Unchanged;
    };
    if n <= 0 {
        return FoldOutcome::Unchanged;
    }
    let i64t = ctx.integer_type(64);
    let a = ctx.int_attr(n - 1, i64t);
    ctx.set_attr_named(op, "count", a);
    FoldOutcome::InPlace
}

/// `test.badfold {mode = ...}` breaks the fold contract in various ways.
fn fold_bad(ctx: &mut Context, op: OpId, _: &[Option<Attribute>]) -> FoldOutcome {
    let mode = ctx
        .attr(op, "mode")
        .and_then(|a| ctx.attr_str(a))
        .unwrap_or("")
        .to_string();
    let i32t = ctx.integer_type(32);
    let one = ctx.int_attr(1, i32t);
    match mode.as_str() {
        // Some results replaced by themselves.
        "partial" => {
            FoldOutcome::Replaced(vec![Folded::Value(ctx.result(op, 0)), Folded::Attr(one)])
        }
        // Wrong number of results.
        "count" => FoldOutcome::Replaced(vec![]),
        // The second constant cannot be materialized.
        "unmaterializable" => {
            let s = ctx.string_attr("x");
            FoldOutcome::Replaced(vec![Folded::Attr(one), Folded::Attr(s)])
        }
        _ => FoldOutcome::Unchanged,
    }
}

/// neg(neg(x)) -> x
struct NegNeg;
impl RewritePattern for NegNeg {
    fn name(&self) -> &'static str {
        "neg-neg"
    }
    fn root(&self) -> Option<&'static str> {
        Some("test.neg")
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let inner = rw.ctx.operand(op, 0);
        let Some(def) = rw.ctx.defining_op(inner) else {
            return false;
        };
        if !rw.ctx.op_is(def, "test.neg") {
            return false;
        }
        let x = rw.ctx.operand(def, 0);
        rw.replace_op(op, &[x]);
        true
    }
}

/// Always "succeeds" by flipping an attribute: never converges.
struct Flip;
impl RewritePattern for Flip {
    fn name(&self) -> &'static str {
        "flip"
    }
    fn root(&self) -> Option<&'static str> {
        Some("test.flip")
    }
    fn match_and_rewrite(&self, rw: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let on = rw.ctx.attr(op, "on").is_some();
        rw.modify(op, |ctx| {
            if on {
                ctx.remove_attr(op, "on");
            } else {
                let u = ctx.unit_attr();
                ctx.set_attr_named(op, "on", u);
            }
        });
        true
    }
}

fn neg_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(NegNeg)]
}

fn flip_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(Flip)]
}

fn materialize(ctx: &mut Context, value: Attribute, ty: Type, loc: Location) -> Option<OpId> {
    ctx.attr_int(value)?;
    let name = ctx.intern_op_name("test.const");
    let mut st = OperationState::new(name, loc);
    st.result_types.push(ty);
    st.add_attr(ctx, "value", value);
    Some(ctx.create_op(st))
}

fn op(name: &'static str, traits: Traits) -> OpDef {
    OpDef {
        traits,
        operands: Arity::ANY,
        results: Arity::ANY,
        ..OpDef::new(name, "test op")
    }
}

/// The `test` dialect.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("test", "ops for pass tests");
    let region1 = |def: OpDef| OpDef {
        regions: Arity::Exact(1),
        ..def
    };
    d.ops.push(region1(OpDef {
        attrs: SYM,
        ..op("test.func", Traits::SYMBOL | Traits::ISOLATED_FROM_ABOVE)
    }));
    d.ops.push(region1(op(
        "test.module",
        Traits::SYMBOL_TABLE
            | Traits::NO_TERMINATOR
            | Traits::SINGLE_BLOCK
            | Traits::ISOLATED_FROM_ABOVE
            | Traits::SYMBOL,
    )));
    d.ops
        .push(op("test.return", Traits::TERMINATOR | Traits::RETURN_LIKE));
    d.ops.push(OpDef {
        successors: Arity::ANY,
        ..op("test.br", Traits::TERMINATOR)
    });
    d.ops.push(OpDef {
        operands: Arity::Exact(0),
        results: Arity::Exact(1),
        attrs: VALUE,
        ..op("test.const", Traits::CONSTANT_LIKE | Traits::PURE)
    });
    d.ops.push(OpDef {
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        fold: Some(fold_add as FoldFn),
        ..op("test.add", Traits::PURE | Traits::COMMUTATIVE)
    });
    d.ops.push(OpDef {
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        fold: Some(fold_neg as FoldFn),
        canonicalize: Some(neg_patterns),
        ..op("test.neg", Traits::PURE)
    });
    d.ops.push(OpDef {
        fold: Some(fold_countdown as FoldFn),
        ..op("test.countdown", Traits::NONE)
    });
    d.ops.push(OpDef {
        canonicalize: Some(flip_patterns),
        ..op("test.flip", Traits::NONE)
    });
    d.ops.push(OpDef {
        fold: Some(fold_bad as FoldFn),
        ..op("test.badfold", Traits::NONE)
    });
    d.ops.push(op("test.pure", Traits::PURE));
    d.ops.push(op("test.load", Traits::MEMORY_READ_ONLY));
    d.ops.push(op("test.effect", Traits::NONE));
    d.ops.push(region1(op(
        "test.region",
        Traits::PURE | Traits::NO_TERMINATOR,
    )));
    d.ops.push(region1(op("test.scope", Traits::NO_TERMINATOR)));
    d.ops.push(region1(op(
        "test.isolated",
        Traits::ISOLATED_FROM_ABOVE | Traits::NO_TERMINATOR,
    )));
    d.ops.push(OpDef {
        attrs: SYM,
        ..op("test.sym", Traits::SYMBOL)
    });
    d.materialize_constant = Some(materialize);
    d
}

/// A context with the `test` dialect.
pub fn context() -> Context {
    let mut reg = DialectRegistry::new();
    reg.register(dialect());
    Context::new(reg)
}

/// Parses `text` (generic form) into a fresh module in `ctx`, panicking with the
/// diagnostic on a parse error (test input is trusted).
pub fn parse(ctx: &mut Context, text: &str) -> OpId {
    match parse_source(ctx, text, "test.mlir") {
        Ok(m) => {
            if let Err(d) = visa_ir::verifier::verify(ctx, m) {
                panic!("test input does not verify: {d:?}");
            }
            m
        }
        Err(d) => panic!("test input does not parse: {d:?}"),
    }
}

/// The text of `op` (custom form where ops have one, generic for the test ops).
pub fn print(ctx: &Context, op: OpId) -> String {
    print_op(ctx, op, &PrintOptions::default())
}

/// The names of the ops directly in the first block of `op`'s first region, in order.
pub fn body_names(ctx: &Context, op: OpId) -> Vec<String> {
    let block = ctx.region_blocks(ctx.region(op, 0))[0];
    ctx.block_ops(block)
        .map(|o| ctx.op_name_str(o).to_string())
        .collect()
}

/// The first op named `name` in `root` (pre-order).
pub fn find(ctx: &Context, root: OpId, name: &str) -> OpId {
    ctx.collect_ops(root)
        .into_iter()
        .find(|&o| ctx.op_is(o, name))
        .unwrap_or_else(|| panic!("no {name} op"))
}

/// How many ops named `name` are in `root`.
pub fn count(ctx: &Context, root: OpId, name: &str) -> usize {
    ctx.collect_ops(root)
        .into_iter()
        .filter(|&o| ctx.op_is(o, name))
        .count()
}
