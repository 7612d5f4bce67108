//! Verifiers of `linalg.generic` and `linalg.yield` with upstream's words
//! (`verifyStructuredOpInterface`, `GenericOp::verify`, `YieldOp::verify`; the cases
//! of `mlir/test/Dialect/Linalg/invalid.mlir` they pin).

use super::{inputs_and_outputs, IteratorType};
use visa_ir::{AttrKind, Context, Diagnostic, OpId, Type};

/// The shape's rank of a shaped type; 0 for a scalar.
fn rank(ctx: &Context, ty: Type) -> usize {
    ctx.shaped(ty).and_then(|s| s.rank()).unwrap_or(0)
}

/// The structured-op rules of `linalg.generic`.
pub(crate) fn verify_generic(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (ins, outs) = match inputs_and_outputs(ctx, op) {
        Some(io) => io,
        None => {
            crate::tensor::lists::segments(ctx, op, 2)?;
            return Ok(());
        }
    };
    let err = |m: String| Err(ctx.op_error(op, m));
    let iters: Vec<_> = match ctx.attr(op, "iterator_types").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items.clone(),
        _ => return err("requires attribute 'iterator_types'".into()),
    };
    if iters.iter().any(|&a| IteratorType::of(ctx, a).is_none()) {
        return err(
            "attribute 'iterator_types' failed to satisfy constraint: Iterator type should be an enum."
                .into(),
        );
    }
    verify_maps(ctx, op, iters.len())?;
    verify_results(ctx, op, ins.len(), outs)?;
    // The body: one argument per operand, of its element type.
    let operands: Vec<_> = ins.iter().chain(outs).copied().collect();
    let Some(body) = ctx.regions(op).first().and_then(|&r| ctx.entry_block(r)) else {
        return err("expects to have 1 region with 1 block".into());
    };
    let args = ctx.block_args(body);
    if args.len() != operands.len() {
        return err(
            "expected as many non-induction variable region arguments as the number of input/output operands"
                .into(),
        );
    }
    for (i, (&a, &v)) in args.iter().zip(&operands).enumerate() {
        let want = ctx.element_type_or_self(ctx.value_type(v));
        let got = ctx.value_type(a);
        if got != want {
            return err(format!(
                "expected type of bb argument #{i} ('{}') to match element or self type of the corresponding operand ('{}')",
                ctx.type_to_string(got),
                ctx.type_to_string(want)
            ));
        }
    }
    Ok(())
}

/// The `indexing_maps` of a structured op: one affine map per operand, each of `loops`
/// dims, no symbols, as many results as its operand's rank.
pub(crate) fn verify_maps(ctx: &Context, op: OpId, loops: usize) -> Result<(), Diagnostic> {
    match ctx.attr(op, "indexing_maps") {
        Some(maps) => verify_maps_of(ctx, op, maps, loops),
        None => Err(ctx.op_error(op, "requires attribute 'indexing_maps'")),
    }
}

/// [`verify_maps`] for the array of maps `maps`.
pub(crate) fn verify_maps_of(
    ctx: &Context,
    op: OpId,
    maps: visa_ir::Attribute,
    loops: usize,
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let maps: Vec<_> = match ctx.attr_kind(maps) {
        AttrKind::Array(items) => items.clone(),
        _ => return err("requires attribute 'indexing_maps'".into()),
    };
    let mut affine = Vec::with_capacity(maps.len());
    for &m in &maps {
        match ctx.attr_affine_map(m) {
            Some(map) => affine.push(map),
            None => return err(
                "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute"
                    .into(),
            ),
        }
    }
    let operands = ctx.operands(op);
    if affine.len() != operands.len() {
        return err(format!(
            "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
            affine.len(),
            operands.len()
        ));
    }
    for (i, (map, &v)) in affine.iter().zip(operands).enumerate() {
        if map.num_symbols() != 0 {
            return err(format!("unexpected symbols in indexing_map #{i}"));
        }
        if map.num_dims() as usize != loops {
            return err(format!(
                "expected indexing_map #{i} to have {loops} dim(s) to match the number of loops"
            ));
        }
        let r = rank(ctx, ctx.value_type(v));
        if r != map.num_results() {
            return err(format!(
                "expected operand #{i} rank ({r}) to match the result rank of indexing_map ({})",
                map.num_results()
            ));
        }
    }
    // The loops must be recoverable from the operands' shapes: every loop a bare dim
    // among the maps' results (upstream's `inversePermutation` of the concatenation).
    let results: Vec<_> = affine.iter().flat_map(|m| m.results().to_vec()).collect();
    let covered = (0..loops as u32).all(|d| {
        results
            .iter()
            .any(|&e| ctx.affine_kind(e) == visa_ir::affine::AffineExprKind::Dim(d))
    });
    if !covered {
        let mut p = visa_ir::AsmPrinter::new(ctx);
        if let Ok(concat) = ctx.affine_map(loops as u32, 0, &results) {
            p.print_affine_map(&concat);
        }
        return err(format!(
            "invalid indexing maps are non-invertible: ({})",
            p.finish()
        ));
    }
    verify_static_shapes(ctx, op, &affine)
}

/// The value of `e` at the loop indices `dims`; `None` on overflow or a division by 0.
pub(super) fn eval(ctx: &Context, e: visa_ir::affine::AffineExpr, dims: &[i64]) -> Option<i64> {
    use visa_ir::affine::{AffineBinaryOp as B, AffineExprKind as K};
    Some(match ctx.affine_kind(e) {
        K::Dim(d) => *dims.get(d as usize)?,
        K::Symbol(_) => return None,
        K::Constant(c) => c,
        K::Binary { op, lhs, rhs } => {
            let (l, r) = (eval(ctx, lhs, dims)?, eval(ctx, rhs, dims)?);
            match op {
                B::Add => l.checked_add(r)?,
                B::Mul => l.checked_mul(r)?,
                B::Mod => l.checked_rem_euclid(r)?,
                B::FloorDiv => {
                    let q = l.checked_div(r)?;
                    if (l % r != 0) && ((l < 0) != (r < 0)) {
                        q - 1
                    } else {
                        q
                    }
                }
                B::CeilDiv => {
                    let q = l.checked_div(r)?;
                    if (l % r != 0) && ((l < 0) == (r < 0)) {
                        q + 1
                    } else {
                        q
                    }
                }
            }
        }
    })
}

/// Upstream's static shape check of `verifyStructuredOpInterface`: when every loop's
/// range is static (each loop's size the first operand dim its bare `dN` indexes),
/// every operand dim indexed by a bare dim has the size the loops give it, and one
/// indexed by an expression is at least as large as its largest index plus one
/// (and no index is negative). Dims of size 0 or `?` are not checked.
pub(crate) fn verify_static_shapes(
    ctx: &Context,
    op: OpId,
    maps: &[&visa_ir::affine::AffineMap],
) -> Result<(), Diagnostic> {
    use visa_ir::affine::AffineExprKind as K;
    let operands = ctx.operands(op);
    let shape_of = |v: visa_ir::Value| -> Vec<i64> {
        ctx.shaped(ctx.value_type(v))
            .and_then(|s| s.shape())
            .map(<[i64]>::to_vec)
            .unwrap_or_default()
    };
    let Some(loops) = maps.first().map(|m| m.num_dims() as usize) else {
        return Ok(());
    };
    // The loop ranges: for each loop, the size of the first operand dim that is `dN`.
    let mut ranges = vec![None; loops];
    for (map, &v) in maps.iter().zip(operands) {
        let shape = shape_of(v);
        for (&e, &size) in map.results().iter().zip(&shape) {
            if let K::Dim(d) = ctx.affine_kind(e) {
                if let Some(r) = ranges.get_mut(d as usize) {
                    r.get_or_insert(size);
                }
            }
        }
    }
    let Some(ranges) = ranges.into_iter().collect::<Option<Vec<i64>>>() else {
        return Ok(());
    };
    if ranges.contains(&visa_ir::types::DYNAMIC) {
        return Ok(());
    }
    let start = vec![0i64; loops];
    let end: Vec<i64> = ranges.iter().map(|&r| r - 1).collect();
    for (i, (map, &v)) in maps.iter().zip(operands).enumerate() {
        let shape = shape_of(v);
        for (dim, (&e, &size)) in map.results().iter().zip(&shape).enumerate() {
            if size == visa_ir::types::DYNAMIC || size == 0 {
                continue;
            }
            let (Some(a), Some(b)) = (eval(ctx, e, &start), eval(ctx, e, &end)) else {
                continue;
            };
            let inferred = a.max(b) + 1;
            if a.min(b) < 0 {
                let mut p = visa_ir::AsmPrinter::new(ctx);
                p.print_affine_map(map);
                return Err(ctx.op_error(
                    op,
                    format!(
                        "unexpected result less than 0 at expression #{dim} in {}",
                        p.finish()
                    ),
                ));
            }
            if matches!(ctx.affine_kind(e), K::Dim(_)) {
                if inferred != size {
                    return Err(ctx.op_error(
                        op,
                        format!(
                            "inferred input/output operand #{i} has shape's dimension #{dim} to be {inferred}, but found {size}"
                        ),
                    ));
                }
            } else if inferred > size {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "inferred input/output operand #{i} has shape's dimension #{dim} to be greater than or equal to {inferred}, but found {size}"
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The inits of a named op: shaped (upstream's operand type constraint).
pub(crate) fn verify_shaped_inits(
    ctx: &Context,
    op: OpId,
    num_inputs: usize,
    outs: &[visa_ir::Value],
) -> Result<(), Diagnostic> {
    for (i, &v) in outs.iter().enumerate() {
        let ty = ctx.value_type(v);
        if ctx.shaped(ty).is_none() {
            return Err(ctx.op_error(
                op,
                format!(
                    "operand #{} must be variadic of shaped of any type values, but got '{}'",
                    num_inputs + i,
                    ctx.type_to_string(ty)
                ),
            ));
        }
    }
    Ok(())
}

/// The results of a structured op: one per tensor output, of its type.
pub(crate) fn verify_results(
    ctx: &Context,
    op: OpId,
    num_inputs: usize,
    outs: &[visa_ir::Value],
) -> Result<(), Diagnostic> {
    let err = |m: String| Err(ctx.op_error(op, m));
    let tensor_outs: Vec<Type> = outs
        .iter()
        .map(|&v| ctx.value_type(v))
        .filter(|&t| {
            matches!(
                ctx.type_kind(t),
                visa_ir::TypeKind::RankedTensor { .. } | visa_ir::TypeKind::UnrankedTensor { .. }
            )
        })
        .collect();
    let results = ctx.results(op);
    if results.len() != tensor_outs.len() {
        return err(format!(
            "expected the number of tensor results ({}) to be equal to the number of output tensors ({})",
            results.len(),
            tensor_outs.len()
        ));
    }
    for (i, (&r, &t)) in results.iter().zip(&tensor_outs).enumerate() {
        let rt = ctx.value_type(r);
        if rt != t {
            return err(format!(
                "expected type of operand #{} ('{}') to match type of corresponding result ('{}')",
                num_inputs + i,
                ctx.type_to_string(t),
                ctx.type_to_string(rt)
            ));
        }
    }
    Ok(())
}

/// `linalg.yield`: one value per output, of the output's element type.
pub(crate) fn verify_yield(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let parent = ctx.parent_op(op);
    let parent_name = parent.map_or("", |p| ctx.op_name_str(p));
    let Some(parent) = parent.filter(|&p| ctx.interface::<super::LinalgOp>(p).is_some()) else {
        return Err(ctx.op_error(op, "expected parent op with LinalgOp interface"));
    };
    // `linalg.fill`'s own verifier checks its value's type; upstream verifies it before
    // the body, so its words are the ones reported.
    if parent_name == super::Fill::NAME {
        return Ok(());
    }
    let Some((_, outs)) = inputs_and_outputs(ctx, parent) else {
        return Ok(());
    };
    let values = ctx.operands(op);
    if values.len() != outs.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})",
                values.len(),
                outs.len()
            ),
        ));
    }
    for (i, (&v, &o)) in values.iter().zip(outs).enumerate() {
        let want = ctx.element_type_or_self(ctx.value_type(o));
        let got = ctx.value_type(v);
        if got != want {
            return Err(ctx.op_error(
                op,
                format!(
                    "type of yield operand {} ('{}') doesn't match the element type of the enclosing {parent_name} op ('{}')",
                    i + 1,
                    ctx.type_to_string(got),
                    ctx.type_to_string(want)
                ),
            ));
        }
    }
    Ok(())
}

/// The number of loops of a structured op: its iterator types for `generic`, the dims
/// of its indexing maps otherwise (the maps' rank for the fixed ones).
fn loop_count(ctx: &Context, op: OpId) -> Option<usize> {
    if let Some(AttrKind::Array(items)) = ctx.attr(op, "iterator_types").map(|a| ctx.attr_kind(a)) {
        return Some(items.len());
    }
    let maps = ctx
        .attr(op, "indexing_maps")
        .or_else(|| ctx.attr(op, super::named::MEMOIZED))?;
    match ctx.attr_kind(maps) {
        AttrKind::Array(items) => items
            .first()
            .and_then(|&m| ctx.attr_affine_map(m))
            .map(|m| m.num_dims() as usize),
        _ => None,
    }
}

/// `linalg.index`: inside a linalg op, a dim below its number of loops.
pub(crate) fn verify_index(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let dim = ctx
        .attr(op, "dim")
        .and_then(|a| ctx.attr_int(a))
        .unwrap_or(0);
    if dim < 0 {
        return Err(ctx.op_error(
            op,
            "attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0",
        ));
    }
    let parent = ctx.parent_op(op);
    let Some(parent) = parent.filter(|&p| ctx.interface::<super::LinalgOp>(p).is_some()) else {
        return Err(ctx.op_error(op, "expected parent op with LinalgOp interface"));
    };
    if let Some(loops) = loop_count(ctx, parent) {
        if dim as usize >= loops {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected dim ({dim}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp"
                ),
            ));
        }
    }
    Ok(())
}
