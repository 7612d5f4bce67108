//! The verifiers of `scf.if`, `scf.execute_region` and `scf.index_switch`, with
//! mlir-opt-22's wording, and the region checks the `scf` ops share (MLIR's
//! `SizedRegion<1>`, `NoRegionArguments`, `SingleBlockImplicitTerminator`).

use super::edges::{check_edge, result_types, Target};
use super::{ExecuteRegion, IndexSwitch, Yield};
use crate::tensor::lists::i64_array_of;
use std::collections::HashSet;
use visa_ir::{Context, Diagnostic, OpId, RegionId, TypeKind};

/// MLIR's `SizedRegion<1>`: region `i` (named `name`) of `op` has exactly one block.
pub(crate) fn one_block(ctx: &Context, op: OpId, i: usize, name: &str) -> Result<(), Diagnostic> {
    let n = ctx
        .regions(op)
        .get(i)
        .map_or(0, |&r| ctx.region_blocks(r).len());
    if n != 1 {
        return Err(ctx.op_error(
            op,
            format!("region #{i} ('{name}') failed to verify constraint: region with 1 blocks"),
        ));
    }
    Ok(())
}

/// MLIR's `NoRegionArguments`.
pub(crate) fn no_region_arguments(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for (i, &r) in ctx.regions(op).iter().enumerate() {
        if ctx
            .entry_block(r)
            .is_some_and(|b| !ctx.block_args(b).is_empty())
        {
            return Err(ctx.op_error(op, format!("region #{i} should have no arguments")));
        }
    }
    Ok(())
}

/// MLIR's `SingleBlockImplicitTerminator<name>`: the block of `region`, if any, ends in
/// an op named `name`; returns that terminator.
pub(crate) fn implicit_terminator(
    ctx: &Context,
    op: OpId,
    region: RegionId,
    name: &str,
) -> Result<Option<OpId>, Diagnostic> {
    let Some(block) = ctx.entry_block(region) else {
        return Ok(None);
    };
    let Some(last) = ctx.last_op(block) else {
        return Ok(None);
    };
    if ctx.op_is(last, name) {
        return Ok(Some(last));
    }
    Err(ctx
        .op_error(
            op,
            format!(
                "expects regions to end with '{name}', found '{}'",
                ctx.op_name_str(last)
            ),
        )
        .with_note(
            ctx.op_loc(op),
            format!("in custom textual format, the absence of terminator implies '{name}'"),
        ))
}

/// `operand #0 must be 1-bit signless integer` unless the condition is an `i1`.
pub(crate) fn check_i1(ctx: &Context, op: OpId, i: usize) -> Result<(), Diagnostic> {
    let ty = ctx.value_type(ctx.operand(op, i));
    if !matches!(
        ctx.type_kind(ty),
        TypeKind::Integer {
            width: 1,
            signedness: visa_ir::Signedness::Signless
        }
    ) {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #{i} must be 1-bit signless integer, but got '{}'",
                ctx.type_to_string(ty)
            ),
        ));
    }
    Ok(())
}

/// `scf.if`: an `i1` condition, a one-block `then` region, no region arguments, both
/// regions ending in `scf.yield` of the result types, an `else` region when there are
/// results.
pub(crate) fn verify_if(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_i1(ctx, op, 0)?;
    one_block(ctx, op, 0, "thenRegion")?;
    no_region_arguments(ctx, op)?;
    let regions = ctx.regions(op).to_vec();
    // As MLIR: the op's own check, then the region traits.
    if !ctx.results(op).is_empty() && ctx.region_blocks(regions[1]).is_empty() {
        return Err(ctx.op_error(op, "must have an else block if defining values"));
    }
    let mut yields = Vec::new();
    for &r in &regions {
        if let Some(y) = implicit_terminator(ctx, op, r, Yield::NAME)? {
            yields.push(y);
        }
    }
    let types = result_types(ctx, op);
    for y in yields {
        check_edge(ctx, op, Some(y), ctx.operands(y), Target::Parent, &types)?;
    }
    Ok(())
}

/// `scf.execute_region`: at least one block, no entry arguments, every `scf.yield`
/// ending a block passes values of the result types.
pub(crate) fn verify_execute_region(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let region = ExecuteRegion(op).region(ctx);
    let Some(entry) = ctx.entry_block(region) else {
        return Err(ctx.op_error(op, "region needs to have at least one block"));
    };
    if !ctx.block_args(entry).is_empty() {
        return Err(ctx.op_error(op, "region cannot have any arguments"));
    }
    let types = result_types(ctx, op);
    for &b in ctx.region_blocks(region) {
        if let Some(y) = ctx.last_op(b).filter(|&t| Yield::matches(ctx, t).is_some()) {
            check_edge(ctx, op, Some(y), ctx.operands(y), Target::Parent, &types)?;
        }
    }
    Ok(())
}

/// `scf.index_switch`: an `index` argument, one case value per case region, no
/// duplicates, each region a single block ending in `scf.yield` of the result types.
pub(crate) fn verify_index_switch(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let arg_ty = ctx.value_type(IndexSwitch(op).arg(ctx));
    if !matches!(ctx.type_kind(arg_ty), TypeKind::Index) {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #0 must be index, but got '{}'",
                ctx.type_to_string(arg_ty)
            ),
        ));
    }
    let Some(cases) = i64_array_of(ctx, op, "cases") else {
        return Err(ctx.op_error(
            op,
            "attribute 'cases' failed to satisfy constraint: i64 dense array attribute",
        ));
    };
    let regions = ctx.regions(op).to_vec();
    for i in 0..regions.len() {
        let name = if i == 0 {
            "defaultRegion"
        } else {
            "caseRegions"
        };
        one_block(ctx, op, i, name)?;
    }
    if cases.len() != regions.len() - 1 {
        return Err(ctx.op_error(
            op,
            format!(
                "has {} case regions but {} case values",
                regions.len() - 1,
                cases.len()
            ),
        ));
    }
    let mut seen = HashSet::new();
    for &v in cases {
        if !seen.insert(v) {
            return Err(ctx.op_error(op, format!("has duplicate case value: {v}")));
        }
    }
    let types = result_types(ctx, op);
    for (i, &r) in regions.iter().enumerate() {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(last) = ctx.entry_block(r).and_then(|b| ctx.last_op(b)) else {
            continue;
        };
        if Yield::matches(ctx, last).is_none() {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected region to end with scf.yield, but got {}",
                    ctx.op_name_str(last)
                ),
            ));
        }
        let yielded = ctx.operands(last);
        if yielded.len() != types.len() {
            return Err(ctx
                .op_error(
                    op,
                    format!(
                        "expected each region to return {} values, but {name} returns {}",
                        types.len(),
                        yielded.len()
                    ),
                )
                .with_note(ctx.op_loc(last), "see yield operation here"));
        }
        for (j, (&v, &t)) in yielded.iter().zip(&types).enumerate() {
            let vt = ctx.value_type(v);
            if vt != t {
                return Err(ctx
                    .op_error(
                        op,
                        format!(
                            "expected result #{j} of each region to be '{}'",
                            ctx.type_to_string(t)
                        ),
                    )
                    .with_note(
                        ctx.op_loc(last),
                        format!("{name} returns '{}' here", ctx.type_to_string(vt)),
                    ));
            }
        }
    }
    Ok(())
}
