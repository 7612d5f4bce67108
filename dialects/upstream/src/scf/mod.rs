//! The `scf` dialect, MLIR-compatible: `scf.for` (a counted loop with loop-carried
//! values), `scf.if`, `scf.execute_region`, `scf.index_switch`, `scf.while` with
//! `scf.condition`, `scf.forall` with `scf.forall.in_parallel`, `scf.parallel` with
//! `scf.reduce` and `scf.reduce.return`, and the terminator `scf.yield`.
//!
//! Custom syntax is upstream's (`syntax.rs` for `scf.for`, `syntax_branch.rs` for the
//! ops choosing a region, `syntax_loops.rs` for the other loops); verifiers use
//! upstream's wording (`verify.rs`, `verify_branch.rs`, `verify_loops.rs`, the region
//! control-flow edges in `edges.rs`); canonicalizations are in `canon.rs` (`scf.for`),
//! `canon_branch.rs` (`scf.if`, `scf.execute_region`, `scf.index_switch`) and
//! `canon_while.rs` (`scf.while`).
//!
//! `scf.for %iv = %lb to %ub step %s iter_args(%acc = %init) -> (T)` runs its body
//! for `iv = lb, lb + s, ...` while `iv < ub` (signed), passing the values yielded by
//! one iteration to the next as the iteration arguments; the loop's results are the
//! last yielded values (the initial values when the body never runs).

mod build;
mod canon;
mod canon_branch;
mod canon_while;
mod edges;
mod syntax;
mod syntax_branch;
mod syntax_loops;
mod verify;
mod verify_branch;
mod verify_loops;

#[cfg(test)]
mod tests;

pub use build::{build_for, build_for_with, build_if, yield_, ForLoop, IfOp};

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
        summary: "loop yield and termination operation",
        // `PURE` as in MLIR, so a loop around a pure body is pure; dead-code rules never
        // erase terminators.
        traits: [TERMINATOR, RETURN_LIKE, PURE],
        parents: [ExecuteRegion::NAME, For::NAME, If::NAME, IndexSwitch::NAME, While::NAME],
        operands: [results: variadic],
        format: "attr-dict ($results^ `:` type($results))?",
    }
}

visa_ir::op! {
    /// `%r = scf.if %c -> (T) { ... } else { ... }`: runs one of two single-block
    /// regions; the `else` region is empty when not written (then there are no results).
    pub struct If = "scf.if" {
        summary: "if-then-else operation",
        traits: [SINGLE_BLOCK, RECURSIVELY_PURE],
        operands: [condition: single],
        results: [results: variadic],
        regions: [thenRegion, elseRegion],
        verify: verify_branch::verify_if,
        canonicalize: canon_branch::if_patterns,
        parse: syntax_branch::parse_if,
        print: syntax_branch::print_if,
    }
}

visa_ir::op! {
    /// `%r = scf.execute_region -> T (no_inline)? { ... }`: a region of any number of
    /// blocks run once, its `scf.yield` giving the results.
    pub struct ExecuteRegion = "scf.execute_region" {
        summary: "operation that executes its region exactly once",
        traits: [RECURSIVELY_PURE],
        results: [results: variadic],
        regions: [region],
        attrs: [no_inline: any [optional]],
        verify: verify_branch::verify_execute_region,
        canonicalize: canon_branch::execute_region_patterns,
        parse: syntax_branch::parse_execute_region,
        print: syntax_branch::print_execute_region,
    }
}

visa_ir::op! {
    /// `%r = scf.index_switch %i -> T case 2 { ... } default { ... }`: the default
    /// region is region 0, the case regions follow in the order of `cases`.
    pub struct IndexSwitch = "scf.index_switch" {
        summary: "switch-case operation on an index argument",
        traits: [SINGLE_BLOCK, RECURSIVELY_PURE],
        operands: [arg: single],
        results: [results: variadic],
        regions: [defaultRegion],
        attrs: [cases: any],
        verify: verify_branch::verify_index_switch,
        canonicalize: canon_branch::index_switch_patterns,
        parse: syntax_branch::parse_index_switch,
        print: syntax_branch::print_index_switch,
    }
}

visa_ir::op! {
    /// `%r = scf.while (%a = %init) : (T) -> (U) { ... scf.condition(%c) %v : U } do {
    /// ^bb0(%x: U): ... scf.yield %n : T }`.
    pub struct While = "scf.while" {
        summary: "a generic 'while' loop",
        traits: [SINGLE_BLOCK, RECURSIVELY_PURE],
        operands: [inits: variadic],
        results: [results: variadic],
        regions: [before, after],
        verify: verify_loops::verify_while,
        canonicalize: canon_while::while_patterns,
        parse: syntax_loops::parse_while,
        print: syntax_loops::print_while,
    }
}

visa_ir::op! {
    /// `scf.condition(%c) %a, %b : T, U`: ends the `before` region of an `scf.while`.
    pub struct Condition = "scf.condition" {
        summary: "loop continuation condition",
        traits: [TERMINATOR, PURE],
        parents: [While::NAME],
        operands: [condition: single, args: variadic],
        verify: verify_loops::verify_condition,
        parse: syntax_loops::parse_condition,
        print: syntax_loops::print_condition,
    }
}

visa_ir::op! {
    /// `%r = scf.forall (%i, %j) in (8, %n) shared_outs(%o = %t) -> (T) { ...
    /// scf.forall.in_parallel { ... } }`, or `= (lbs) to (ubs) step (steps)`; bounds and
    /// steps are mixed static/dynamic lists split by `operandSegmentSizes`.
    pub struct Forall = "scf.forall" {
        summary: "evaluate a block multiple times in parallel",
        traits: [SINGLE_BLOCK, RECURSIVELY_PURE],
        operands: [dynamic: variadic],
        results: [results: variadic],
        regions: [region],
        attrs: [
            mapping: any [optional],
            operandSegmentSizes: any,
            staticLowerBound: any,
            staticStep: any,
            staticUpperBound: any,
        ],
        verify: verify_loops::verify_forall,
        parse: syntax_loops::parse_forall,
        print: syntax_loops::print_forall,
    }
}

visa_ir::op! {
    /// `scf.forall.in_parallel { tensor.parallel_insert_slice ... }`: ends an
    /// `scf.forall` body; holds only [`ParallelCombining`] ops.
    pub struct InParallel = "scf.forall.in_parallel" {
        summary: "terminates a `forall` block",
        traits: [TERMINATOR, PURE, NO_TERMINATOR, SINGLE_BLOCK],
        parents: [Forall::NAME],
        regions: [region],
        verify: verify_loops::verify_in_parallel,
        parse: syntax_loops::parse_in_parallel,
        print: syntax_loops::print_in_parallel,
    }
}

visa_ir::op! {
    /// `%r = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> T { ...
    /// scf.reduce(%v : T) { ... } }`; `operandSegmentSizes` splits the operands.
    pub struct Parallel = "scf.parallel" {
        summary: "parallel for operation",
        traits: [SINGLE_BLOCK, RECURSIVELY_PURE],
        operands: [operands: variadic],
        results: [results: variadic],
        regions: [region],
        attrs: [operandSegmentSizes: any],
        verify: verify_loops::verify_parallel,
        parse: syntax_loops::parse_parallel,
        print: syntax_loops::print_parallel,
    }
}

visa_ir::op! {
    /// `scf.reduce(%a, %b : T, U) { ^bb0(%l: T, %r: T): ... scf.reduce.return %x : T }
    /// ...`: ends an `scf.parallel` body, one reduction region per operand.
    pub struct Reduce = "scf.reduce" {
        summary: "reduce operation for scf.parallel",
        traits: [TERMINATOR, RECURSIVELY_PURE],
        parents: [Parallel::NAME],
        operands: [operands: variadic],
        verify: verify_loops::verify_reduce,
        parse: syntax_loops::parse_reduce,
        print: syntax_loops::print_reduce,
    }
}

visa_ir::op! {
    /// `scf.reduce.return %x : T`: ends a reduction region of `scf.reduce`.
    pub struct ReduceReturn = "scf.reduce.return" {
        summary: "terminator for reduce operation",
        traits: [TERMINATOR, PURE],
        parents: [Reduce::NAME],
        operands: [result: single],
        verify: verify_loops::verify_reduce_return,
        format: "$result attr-dict `:` type($result)",
    }
}

/// An op allowed inside `scf.forall.in_parallel` (MLIR's `ParallelCombiningOpInterface`):
/// it combines a thread's slice into shared outputs, the destinations it names.
/// `tensor.parallel_insert_slice` implements it.
#[derive(Copy, Clone)]
pub struct ParallelCombining {
    /// The values the op updates (each must be an output block argument of the
    /// enclosing `scf.forall`).
    pub updated_destinations: fn(&Context, OpId) -> Vec<Value>,
}

impl std::fmt::Debug for ParallelCombining {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ParallelCombining")
    }
}

/// The `scf` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("scf", "MLIR's structured control flow");
    // Region and successor counts a declaration cannot say: `scf.index_switch` has one
    // region per case after the default one, `scf.reduce` one per operand.
    let mut switch = IndexSwitch::def();
    switch.regions = visa_ir::Arity::AtLeast(1);
    let mut reduce = Reduce::def();
    reduce.regions = visa_ir::Arity::ANY;
    d.ops = vec![
        For::def(),
        Yield::def(),
        If::def(),
        ExecuteRegion::def(),
        switch,
        While::def(),
        Condition::def(),
        Forall::def(),
        InParallel::def(),
        Parallel::def(),
        reduce,
        ReduceReturn::def(),
    ];
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

/// Appends an operand-less op `name` to the single block of `region` (creating the block
/// when the region is empty) unless the block already ends in a registered terminator
/// (an unregistered op last gets the terminator after it): MLIR's
/// `SingleBlockImplicitTerminator::ensureTerminator` for the custom form.
pub(crate) fn ensure_terminator(
    ctx: &mut Context,
    region: visa_ir::RegionId,
    name: &str,
    loc: visa_ir::Location,
) {
    let body = match ctx.entry_block(region) {
        Some(b) => b,
        None => ctx.push_block(region),
    };
    let terminated = ctx
        .last_op(body)
        .is_some_and(|op| ctx.op_has_trait(op, visa_ir::Traits::TERMINATOR));
    if !terminated {
        let name = ctx.intern_op_name(name);
        let t = ctx.create_op(visa_ir::OperationState::new(name, loc));
        ctx.append_op(body, t);
    }
}
