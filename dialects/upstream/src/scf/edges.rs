//! The checks of MLIR's `RegionBranchOpInterface` verifier that the `scf` ops need: the
//! values a terminator passes along a control-flow edge (to the parent's results or to
//! a region's entry arguments) match the target in number and type, worded as
//! mlir-opt-22 words them.

use visa_ir::{Context, Diagnostic, OpId, Type, Value};

/// Where an edge goes.
#[derive(Copy, Clone, Debug)]
pub(crate) enum Target {
    /// The results of the parent op.
    Parent,
    /// The entry block of region `n` of the parent op.
    Region(usize),
}

impl Target {
    fn describe(self) -> String {
        match self {
            Target::Parent => "parent".to_string(),
            Target::Region(n) => format!("Region #{n}"),
        }
    }
}

/// Checks that `passed` (the forwarded operands of terminator `from`, or of `op` itself
/// when `from` is `None`) match `inputs` (the types of `target`'s results or entry
/// arguments) along that edge of `op`: same count, then same types.
pub(crate) fn check_edge(
    ctx: &Context,
    op: OpId,
    from: Option<OpId>,
    passed: &[Value],
    target: Target,
    inputs: &[Type],
) -> Result<(), Diagnostic> {
    let source = match from {
        Some(term) => format!("Operation {}", ctx.op_name_str(term)),
        None => "parent".to_string(),
    };
    let edge = format!(
        "along control flow edge from {source} to {}",
        target.describe()
    );
    let point = from.unwrap_or(op);
    let note = |d: Diagnostic| d.with_note(ctx.op_loc(point), "region branch point");
    if passed.len() != inputs.len() {
        return Err(note(ctx.op_error(
            op,
            format!(
                "{edge}: region branch point has {} operands, but region successor needs {} inputs",
                passed.len(),
                inputs.len()
            ),
        )));
    }
    for (i, (&v, &t)) in passed.iter().zip(inputs).enumerate() {
        let vt = ctx.value_type(v);
        if vt != t {
            return Err(note(ctx.op_error(
                op,
                format!(
                    "{edge}: successor operand type #{i} '{}' should match successor input \
                     type #{i} '{}'",
                    ctx.type_to_string(vt),
                    ctx.type_to_string(t)
                ),
            )));
        }
    }
    Ok(())
}

/// The result types of `op`.
pub(crate) fn result_types(ctx: &Context, op: OpId) -> Vec<Type> {
    ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect()
}

/// The types of the entry block's arguments of region `n` of `op` (empty when the
/// region has no block).
pub(crate) fn entry_arg_types(ctx: &Context, op: OpId, n: usize) -> Vec<Type> {
    ctx.regions(op)
        .get(n)
        .and_then(|&r| ctx.entry_block(r))
        .map(|b| {
            ctx.block_args(b)
                .iter()
                .map(|&v| ctx.value_type(v))
                .collect()
        })
        .unwrap_or_default()
}
