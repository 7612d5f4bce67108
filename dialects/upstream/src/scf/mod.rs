//! The `scf` dialect, MLIR-compatible: `scf.for` (a counted loop with loop-carried
//! values) and its terminator `scf.yield`.
//!
//! `scf.for %iv = %lb to %ub step %s iter_args(%acc = %init) -> (T)` runs its body
//! for `iv = lb, lb + s, ...` while `iv < ub` (signed), passing the values yielded by
//! one iteration to the next as the iteration arguments; the loop's results are the
//! last yielded values (the initial values when the body never runs).

mod build;
mod canon;
mod syntax;
mod verify;

#[cfg(test)]
mod tests;

pub use build::{build_for, build_for_with, yield_, ForLoop};

use visa_ir::{Arity, Context, Dialect, OpDef, OpId, Traits, Value};

/// `scf.for`.
pub const FOR: &str = "scf.for";
/// `scf.yield`.
pub const YIELD: &str = "scf.yield";

/// The `scf` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("scf", "MLIR's structured control flow");
    d.ops.push(OpDef {
        // As MLIR's `RecursiveMemoryEffects`: a loop whose results are unused and whose
        // body is pure is trivially dead.
        traits: Traits::SINGLE_BLOCK.with(Traits::RECURSIVELY_PURE),
        operands: Arity::AtLeast(3),
        results: Arity::ANY,
        regions: Arity::Exact(1),
        // As in MLIR, no default dialect inside a loop body: `func.call` keeps its
        // prefix there even when the loop sits in a function.
        default_dialect: Some(""),
        verify: Some(verify::verify_for),
        parse: Some(syntax::parse_for),
        print: Some(syntax::print_for),
        canonicalize: Some(canon::for_patterns),
        ..OpDef::new(FOR, "a counted loop with loop-carried values")
    });
    d.ops.push(OpDef {
        // `PURE` as in MLIR, so a loop around a pure body is pure; dead-code rules never
        // erase terminators.
        traits: Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE,
        operands: Arity::ANY,
        parents: &[FOR],
        parse: Some(syntax::parse_yield),
        print: Some(syntax::print_yield),
        ..OpDef::new(YIELD, "yield values to the parent operation")
    });
    d
}

/// The body block of an `scf.for`, if it has one.
pub fn for_body(ctx: &Context, op: OpId) -> Option<visa_ir::BlockId> {
    ctx.regions(op).first().and_then(|&r| ctx.entry_block(r))
}

/// The initial values of the loop-carried variables of an `scf.for` (operands after
/// the bounds and step).
pub fn for_inits(ctx: &Context, op: OpId) -> &[Value] {
    ctx.operands(op).get(3..).unwrap_or(&[])
}
