//! Canonicalization patterns of the `arith` ops: constants move to the right of
//! commutative ops and of `arith.cmpi` (swapping the predicate), chains of additions,
//! subtractions or multiplications by constants fold their constants into one, and a
//! select inside a select on the same condition is decided.

use super::{cmpi_predicate, const_int, materialize_constant, signless_width, AddI, MulI, SubI};
use visa_ir::rewrite::{PatternRewriter, RewritePattern};
use visa_ir::{Context, OpId, OperationState, Traits, Value};

/// Whether `v` is the result of a constant-like op.
fn is_constant(ctx: &Context, v: Value) -> bool {
    ctx.defining_op(v)
        .is_some_and(|op| ctx.op_has_trait(op, Traits::CONSTANT_LIKE))
}

/// `op(c, x)` becomes `op(x, c)` for a commutative `op` and a constant `c`.
struct CommuteConstantRight(&'static str);

impl RewritePattern for CommuteConstantRight {
    fn name(&self) -> &'static str {
        "arith-commute-constant-right"
    }
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        if ctx.operands(op).len() != 2 {
            return false;
        }
        let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
        if !is_constant(ctx, lhs) || is_constant(ctx, rhs) {
            return false;
        }
        rewriter.modify(op, |ctx| ctx.set_operands(op, vec![rhs, lhs]));
        true
    }
}

/// `cmpi pred, c, x` becomes `cmpi swapped(pred), x, c` for a constant `c`.
struct CmpIConstantRight;

impl RewritePattern for CmpIConstantRight {
    fn name(&self) -> &'static str {
        "arith-cmpi-constant-right"
    }
    fn root(&self) -> Option<&'static str> {
        Some(super::CmpI::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(pred) = cmpi_predicate(ctx, op) else {
            return false;
        };
        if ctx.operands(op).len() != 2 {
            return false;
        }
        let (lhs, rhs) = (ctx.operand(op, 0), ctx.operand(op, 1));
        if !is_constant(ctx, lhs) || is_constant(ctx, rhs) {
            return false;
        }
        rewriter.modify(op, |ctx| {
            ctx.set_operands(op, vec![rhs, lhs]);
            let i64 = ctx.integer_type(64);
            let attr = ctx.int_attr(pred.swapped().to_i64() as i128, i64);
            ctx.set_attr_named(op, "predicate", attr);
        });
        true
    }
}

/// `sign * x + k` for an `addi`/`subi` with one constant operand and one other.
#[derive(Copy, Clone)]
struct Linear {
    negated: bool,
    x: Value,
    k: i128,
}

/// The linear form of `op` if it is `addi`/`subi` of a non-constant and a constant.
fn linear(ctx: &Context, op: OpId) -> Option<Linear> {
    let add = AddI::matches(ctx, op).is_some();
    if !(add || SubI::matches(ctx, op).is_some()) || ctx.operands(op).len() != 2 {
        return None;
    }
    let (l, r) = (ctx.operand(op, 0), ctx.operand(op, 1));
    match (const_int(ctx, l), const_int(ctx, r)) {
        (None, Some(c)) => Some(Linear {
            negated: false,
            x: l,
            k: if add { c } else { c.wrapping_neg() },
        }),
        (Some(c), None) if add => Some(Linear {
            negated: false,
            x: r,
            k: c,
        }),
        (Some(c), None) => Some(Linear {
            negated: true,
            x: r,
            k: c,
        }),
        _ => None,
    }
}

/// Creates `arith.constant k` before `anchor`.
fn constant_before(
    rewriter: &mut PatternRewriter<'_>,
    anchor: OpId,
    k: i128,
    ty: visa_ir::Type,
) -> Value {
    let loc = rewriter.ctx.op_loc(anchor);
    let attr = rewriter.ctx.int_attr(k, ty);
    let c = materialize_constant(rewriter.ctx, attr, ty, loc).expect("integer constant");
    rewriter.insert_before(anchor, c);
    rewriter.ctx.result(c, 0)
}

/// Creates the binary op `name(lhs, rhs)` before `anchor`, replaces `anchor` with it.
fn replace_with_binary(
    rewriter: &mut PatternRewriter<'_>,
    anchor: OpId,
    name: &str,
    lhs: Value,
    rhs: Value,
) {
    let ty = rewriter.ctx.value_type(lhs);
    let loc = rewriter.ctx.op_loc(anchor);
    let op_name = rewriter.ctx.intern_op_name(name);
    let mut state = OperationState::new(op_name, loc);
    state.operands = vec![lhs, rhs];
    state.result_types = vec![ty];
    let new = rewriter.create_before(anchor, state);
    let result = rewriter.ctx.result(new, 0);
    rewriter.replace_op(anchor, &[result]);
}

/// Folds the constants of nested `addi`/`subi` into one:
/// `(x + c0) + c1 = x + (c0 + c1)`, `c1 - (x - c0) = (c1 + c0) - x`, and so on.
struct AddSubConstants(&'static str);

impl RewritePattern for AddSubConstants {
    fn name(&self) -> &'static str {
        "arith-add-sub-constants"
    }
    fn root(&self) -> Option<&'static str> {
        Some(self.0)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let Some(outer) = linear(ctx, op) else {
            return false;
        };
        let ty = ctx.value_type(ctx.result(op, 0));
        if signless_width(ctx, ty).is_none_or(|w| w > 128) {
            return false;
        }
        let Some(inner) = ctx.defining_op(outer.x).and_then(|i| linear(ctx, i)) else {
            return false;
        };
        // outer = ±(inner) + k1 with inner = ±x + k0.
        let negated = outer.negated != inner.negated;
        let k = if outer.negated {
            outer.k.wrapping_sub(inner.k)
        } else {
            outer.k.wrapping_add(inner.k)
        };
        let c = constant_before(rewriter, op, k, ty);
        if negated {
            replace_with_binary(rewriter, op, SubI::NAME, c, inner.x);
        } else {
            replace_with_binary(rewriter, op, AddI::NAME, inner.x, c);
        }
        true
    }
}

/// `(x * c0) * c1 = x * (c0 * c1)`, constants on either side.
struct MulConstants;

impl RewritePattern for MulConstants {
    fn name(&self) -> &'static str {
        "arith-mul-constants"
    }
    fn root(&self) -> Option<&'static str> {
        Some(MulI::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        let split = |o: OpId| -> Option<(Value, i128)> {
            if MulI::matches(ctx, o).is_none() || ctx.operands(o).len() != 2 {
                return None;
            }
            let (l, r) = (ctx.operand(o, 0), ctx.operand(o, 1));
            match (const_int(ctx, l), const_int(ctx, r)) {
                (None, Some(c)) => Some((l, c)),
                (Some(c), None) => Some((r, c)),
                _ => None,
            }
        };
        let Some((y, c1)) = split(op) else {
            return false;
        };
        let Some((x, c0)) = ctx.defining_op(y).and_then(split) else {
            return false;
        };
        let ty = ctx.value_type(ctx.result(op, 0));
        if signless_width(ctx, ty).is_none_or(|w| w > 128) {
            return false;
        }
        let c = constant_before(rewriter, op, c0.wrapping_mul(c1), ty);
        replace_with_binary(rewriter, op, MulI::NAME, x, c);
        true
    }
}

/// `select(c, select(c, a, b), d) = select(c, a, d)` and
/// `select(c, a, select(c, b, d)) = select(c, a, d)`: an inner select on the same
/// condition has its arm decided already.
struct RedundantSelect;

impl RewritePattern for RedundantSelect {
    fn name(&self) -> &'static str {
        "arith-redundant-select"
    }
    fn root(&self) -> Option<&'static str> {
        Some(super::Select::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        if ctx.operands(op).len() != 3 {
            return false;
        }
        let cond = ctx.operand(op, 0);
        // The arm an inner select on `cond` takes when it sits at position `index`.
        let decided = |index: usize| -> Option<Value> {
            let inner = ctx.defining_op(ctx.operand(op, index))?;
            (super::Select::matches(ctx, inner).is_some()
                && ctx.operands(inner).len() == 3
                && ctx.operand(inner, 0) == cond)
                .then(|| ctx.operand(inner, index))
        };
        let Some((index, value)) = [1, 2].into_iter().find_map(|i| decided(i).map(|v| (i, v)))
        else {
            return false;
        };
        rewriter.modify(op, |ctx| ctx.set_operand(op, index, value));
        true
    }
}

/// `select %c, false, true` on `i1` is `xori %c, true` (MLIR's `SelectI1ToNot`).
struct SelectToNot;

impl RewritePattern for SelectToNot {
    fn name(&self) -> &'static str {
        "arith-select-i1-to-not"
    }
    fn root(&self) -> Option<&'static str> {
        Some(super::Select::NAME)
    }
    fn match_and_rewrite(&self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> bool {
        let ctx = &*rewriter.ctx;
        if ctx.operands(op).len() != 3 {
            return false;
        }
        let ty = ctx.value_type(ctx.result(op, 0));
        if signless_width(ctx, ty) != Some(1)
            || const_int(ctx, ctx.operand(op, 1)) != Some(0)
            || const_int(ctx, ctx.operand(op, 2)) != Some(-1)
        {
            return false;
        }
        let cond = ctx.operand(op, 0);
        let t = ctx.operand(op, 2);
        replace_with_binary(rewriter, op, super::XOrI::NAME, cond, t);
        true
    }
}

/// Patterns of `arith.select`.
pub(crate) fn select_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(RedundantSelect), Box::new(SelectToNot)]
}

/// Patterns of `arith.addi`.
pub(crate) fn addi_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(CommuteConstantRight(AddI::NAME)),
        Box::new(AddSubConstants(AddI::NAME)),
    ]
}

/// Patterns of `arith.subi`.
pub(crate) fn subi_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(AddSubConstants(SubI::NAME))]
}

/// Patterns of `arith.muli`.
pub(crate) fn muli_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![
        Box::new(CommuteConstantRight(MulI::NAME)),
        Box::new(MulConstants),
    ]
}

/// Patterns of `arith.cmpi`.
pub(crate) fn cmpi_patterns() -> Vec<Box<dyn RewritePattern>> {
    vec![Box::new(CmpIConstantRight)]
}

/// No patterns (ops whose simplifications are all folds).
pub(crate) fn no_patterns() -> Vec<Box<dyn RewritePattern>> {
    Vec::new()
}

/// Declares the patterns of a commutative op whose only pattern (MLIR's generic
/// `foldCommutative`) moves a constant to the right.
macro_rules! commute_right {
    ($($fn:ident => $op:ident),* $(,)?) => {
        $(
            #[doc = concat!("Patterns of `", stringify!($op), "`: constants to the right.")]
            pub(crate) fn $fn() -> Vec<Box<dyn RewritePattern>> {
                vec![Box::new(CommuteConstantRight(super::$op::NAME))]
            }
        )*
    };
}

commute_right!(
    andi_patterns => AndI,
    ori_patterns => OrI,
    xori_patterns => XOrI,
    maxsi_patterns => MaxSI,
    maxui_patterns => MaxUI,
    minsi_patterns => MinSI,
    minui_patterns => MinUI,
    addf_patterns => AddF,
    mulf_patterns => MulF,
    maximumf_patterns => MaximumF,
    minimumf_patterns => MinimumF,
    maxnumf_patterns => MaxNumF,
    minnumf_patterns => MinNumF,
    add_extended_patterns => AddUIExtended,
    mulsi_extended_patterns => MulSIExtended,
    mului_extended_patterns => MulUIExtended,
);
