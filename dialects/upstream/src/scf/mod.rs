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

use visa_ir::{Context, Dialect, OpId, Value};

visa_ir::op! {
    /// `%r = scf.for %iv = %lb to %ub step %s iter_args(%acc = %init) -> (T) { ... }`.
    pub struct For = "scf.for" {
        summary: "a counted loop with loop-carried values",
        // As MLIR's `RecursiveMemoryEffects`: a loop whose results are unused and whose
        // body is pure is trivially dead.
        traits: [SINGLE_BLOCK, RECURSIVELY_PURE],
        operands: [lower_bound: single, upper_bound: single, step: single, init_args: variadic],
        results: [results: variadic],
        regions: [body],
        verify: verify::verify_for,
        canonicalize: canon::for_patterns,
        // As in MLIR, no default dialect inside a loop body: `func.call` keeps its
        // prefix there even when the loop sits in a function.
        default_dialect: "",
        parse: syntax::parse_for,
        print: syntax::print_for,
    }
}

visa_ir::op! {
    /// `scf.yield %a, %b : T, U`.
    pub struct Yield = "scf.yield" {
        summary: "yield values to the parent operation",
        // `PURE` as in MLIR, so a loop around a pure body is pure; dead-code rules never
        // erase terminators.
        traits: [TERMINATOR, RETURN_LIKE, PURE],
        parents: [For::NAME],
        operands: [results: variadic],
        format: "attr-dict ($results^ `:` type($results))?",
    }
}

/// The `scf` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("scf", "MLIR's structured control flow");
    d.ops = vec![For::def(), Yield::def()];
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
