//! The verifiers of the `tensor` ops, in upstream's words (`TensorOps.cpp`, pinned by
//! `mlir/test/Dialect/Tensor/invalid.mlir`).

use super::lists::{i64_array_of, reassociation_of, segments};
use super::syntax::is_yield;
use visa_ir::types::DYNAMIC;
use visa_ir::{Context, Diagnostic, OpId, Type, TypeKind};

type VResult = Result<(), Diagnostic>;

fn ty_str(ctx: &Context, ty: Type) -> String {
    ctx.type_to_string(ty)
}

/// The shape and element type of a ranked tensor.
fn ranked(ctx: &Context, ty: Type) -> Option<(&[i64], Type)> {
    match ctx.type_kind(ty) {
        TypeKind::RankedTensor { shape, element, .. } => Some((shape, *element)),
        _ => None,
    }
}

fn is_tensor(ctx: &Context, ty: Type) -> bool {
    matches!(
        ctx.type_kind(ty),
        TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
    )
}

fn operand_ty(ctx: &Context, op: OpId, i: usize) -> Type {
    ctx.value_type(ctx.operands(op)[i])
}

fn result_ty(ctx: &Context, op: OpId) -> Type {
    ctx.value_type(ctx.results(op)[0])
}

/// Requires operand `i` (or the result when `i` is `None`) to be a ranked tensor, in
/// ODS's words.
fn require_ranked<'c>(
    ctx: &'c Context,
    op: OpId,
    ty: Type,
    what: &str,
) -> Result<(&'c [i64], Type), Diagnostic> {
    ranked(ctx, ty).ok_or_else(|| {
        ctx.op_error(
            op,
            format!(
                "{what} must be ranked tensor of any type values, but got '{}'",
                ty_str(ctx, ty)
            ),
        )
    })
}

/// `tensor<4x?xf32>` of `shape` and `elem`, as MLIR prints it (the verifier cannot
/// intern the type it names).
pub(crate) fn tensor_str(ctx: &Context, shape: &[i64], elem: Type) -> String {
    let mut s = String::from("tensor<");
    for &d in shape {
        if d == DYNAMIC {
            s.push('?');
        } else {
            s.push_str(&d.to_string());
        }
        s.push('x');
    }
    s.push_str(&ctx.type_to_string(elem));
    s.push('>');
    s
}

fn num_dynamic(shape: &[i64]) -> usize {
    shape.iter().filter(|&&d| d == DYNAMIC).count()
}

/// `tensor.empty`: one size operand per dynamic dimension.
pub(crate) fn empty(ctx: &Context, op: OpId) -> VResult {
    let (shape, _) = require_ranked(ctx, op, result_ty(ctx, op), "result #0")?;
    let has = ctx.operands(op).len();
    let expected = num_dynamic(shape);
    if has != expected {
        return Err(ctx.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
        ));
    }
    Ok(())
}

fn rank_of(ctx: &Context, ty: Type) -> Option<usize> {
    ctx.shaped(ty).and_then(|s| s.rank())
}

fn check_elem(ctx: &Context, op: OpId, tensor: Type, value: Type, what: &str) -> VResult {
    match ctx.shaped(tensor) {
        Some(s) if s.element_type() == value => Ok(()),
        _ => Err(ctx.op_error(
            op,
            format!("failed to verify that {what} type matches element type of tensor"),
        )),
    }
}

/// `tensor.extract`: one index per dimension; the result is the element type.
pub(crate) fn extract(ctx: &Context, op: OpId) -> VResult {
    let t = operand_ty(ctx, op, 0);
    if !is_tensor(ctx, t) {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #0 must be tensor of any type values, but got '{}'",
                ty_str(ctx, t)
            ),
        ));
    }
    check_elem(ctx, op, t, result_ty(ctx, op), "result")?;
    if let Some(r) = rank_of(ctx, t) {
        if r != ctx.operands(op).len() - 1 {
            return Err(ctx.op_error(op, "incorrect number of indices for extract_element"));
        }
    }
    Ok(())
}

/// `tensor.insert`: one index per dimension; the result is the destination's type.
pub(crate) fn insert(ctx: &Context, op: OpId) -> VResult {
    let d = operand_ty(ctx, op, 1);
    if !is_tensor(ctx, d) {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #1 must be tensor of any type values, but got '{}'",
                ty_str(ctx, d)
            ),
        ));
    }
    check_elem(ctx, op, d, operand_ty(ctx, op, 0), "scalar")?;
    if result_ty(ctx, op) != d {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {dest, result} have same type",
        ));
    }
    if let Some(r) = rank_of(ctx, d) {
        if r != ctx.operands(op).len() - 2 {
            return Err(ctx.op_error(op, "incorrect number of indices"));
        }
    }
    Ok(())
}

/// Upstream's `computeRankReductionMask`: whether `reduced` is `original` with some
/// unit dimensions dropped (greedy, left to right).
fn is_rank_reduction(original: &[i64], reduced: &[i64]) -> bool {
    let mut r = 0;
    for &d in original {
        if r < reduced.len() && reduced[r] == d {
            r += 1;
        } else if d != 1 {
            return false;
        }
    }
    r == reduced.len()
}

/// The slice rules of `extract_slice`/`insert_slice`/`parallel_insert_slice`: the
/// three lists have one entry per dimension of `full` (with as many dynamic operands
/// as `?` entries), and `slice` is the tensor of the static sizes, or a rank-reduced
/// version of it.
fn verify_slice(ctx: &Context, op: OpId, full: Type, slice: Type, leading: usize) -> VResult {
    let segs = segments(ctx, op, leading + 3)?;
    let (full_shape, full_elem) = require_ranked(ctx, op, full, "operand #0")?;
    let rank = full_shape.len();
    let names = [
        ("static_offsets", "offset"),
        ("static_sizes", "size"),
        ("static_strides", "stride"),
    ];
    let mut sizes = &[][..];
    for (i, (name, what)) in names.iter().enumerate() {
        let Some(statics) = i64_array_of(ctx, op, name) else {
            return Err(ctx.op_error(
                op,
                format!("requires attribute '{name}' of type DenseI64ArrayAttr"),
            ));
        };
        if statics.len() != rank {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!("expected {rank} {what} values, got {}", statics.len()),
            ));
        }
        let dynamic = segs[leading + i].len();
        if num_dynamic(statics) != dynamic {
            return Err(ctx.op_error(
                op,
                format!("expected {} dynamic {what} values", num_dynamic(statics)),
            ));
        }
        if i < 2 {
            if let Some(&neg) = statics.iter().find(|&&s| s < 0 && s != DYNAMIC) {
                return Err(Diagnostic::error(
                    ctx.op_loc(op),
                    format!("expected {what}s to be non-negative, but got {neg}"),
                ));
            }
        }
        if i == 1 {
            sizes = statics;
        }
    }
    check_in_bounds(ctx, op, full_shape)?;
    let expected = tensor_str(ctx, sizes, full_elem);
    let (slice_shape, slice_elem) = require_ranked(ctx, op, slice, "operand")?;
    if slice_shape.len() > sizes.len() {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            "expected rank to be smaller or equal to the other rank. ",
        ));
    }
    if slice_elem != full_elem {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("expected element type to be '{}'", ty_str(ctx, full_elem)),
        ));
    }
    if !is_rank_reduction(sizes, slice_shape) {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("expected type to be '{expected}' or a rank-reduced version. (size mismatch) "),
        ));
    }
    Ok(())
}

/// Upstream's `verifyInBoundsSlice`: along each dimension whose size, offset, slice
/// size and stride are static, the offset lies inside the tensor and so does the
/// slice's last element (an empty slice checks only its offset).
fn check_in_bounds(ctx: &Context, op: OpId, shape: &[i64]) -> VResult {
    let get = |n| i64_array_of(ctx, op, n).unwrap_or(&[]);
    let (offs, sizes, strides) = (
        get("static_offsets"),
        get("static_sizes"),
        get("static_strides"),
    );
    for (i, &dim) in shape.iter().enumerate() {
        let (Some(&o), Some(&s), Some(&t)) = (offs.get(i), sizes.get(i), strides.get(i)) else {
            continue;
        };
        if dim == DYNAMIC || o == DYNAMIC {
            continue;
        }
        if o >= dim {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!("offset {i} is out-of-bounds: {o} >= {dim}"),
            ));
        }
        if s == DYNAMIC || t == DYNAMIC || s <= 0 {
            continue;
        }
        let last = (s - 1).checked_mul(t).and_then(|x| x.checked_add(o));
        if let Some(last) = last.filter(|&l| l >= dim) {
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"),
            ));
        }
    }
    Ok(())
}

/// `tensor.extract_slice`.
pub(crate) fn extract_slice(ctx: &Context, op: OpId) -> VResult {
    verify_slice(ctx, op, operand_ty(ctx, op, 0), result_ty(ctx, op), 1)
}

/// `tensor.insert_slice`: the slice rules against the destination; the result is the
/// destination's type.
pub(crate) fn insert_slice(ctx: &Context, op: OpId) -> VResult {
    let dest = operand_ty(ctx, op, 1);
    verify_slice(ctx, op, dest, operand_ty(ctx, op, 0), 2)?;
    if result_ty(ctx, op) != dest {
        return Err(ctx.op_error(
            op,
            "failed to verify that all of {dest, result} have same type",
        ));
    }
    Ok(())
}

/// `tensor.parallel_insert_slice`: the slice rules against the destination.
pub(crate) fn parallel_insert_slice(ctx: &Context, op: OpId) -> VResult {
    verify_slice(ctx, op, operand_ty(ctx, op, 1), operand_ty(ctx, op, 0), 2)
}

/// The reassociation rules shared by `expand_shape` and `collapse_shape`
/// (`verifyReshapeLikeTypes`): one group per collapsed dimension, the groups covering
/// the expanded dimensions in order, and each collapsed size the product of its group's
/// sizes when they are all static (dynamic otherwise).
fn verify_reshape(ctx: &Context, op: OpId, expanded: Type, collapsed: Type) -> VResult {
    let (ex, ex_elem) = require_ranked(ctx, op, expanded, "operand")?;
    let (co, co_elem) = require_ranked(ctx, op, collapsed, "operand")?;
    if ex_elem != co_elem {
        return Err(ctx.op_error(
            op,
            "expected collapsed and expanded types to have the same element type",
        ));
    }
    let Some(groups) = ctx
        .attr(op, "reassociation")
        .and_then(|a| reassociation_of(ctx, a))
    else {
        return Err(ctx.op_error(
            op,
            "requires attribute 'reassociation' of type an array of arrays of 64-bit integers",
        ));
    };
    if ex.len() < co.len() {
        return Err(ctx.op_error(op, "expected the expanded type, '{}' to have a higher (or same) rank than the collapsed type, '{}'."
            .replacen("{}", &ty_str(ctx, expanded), 1)
            .replacen("{}", &ty_str(ctx, collapsed), 1)));
    }
    if groups.len() != co.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
                co.len(),
                groups.len()
            ),
        ));
    }
    let mut next = 0i64;
    for g in &groups {
        for &d in g {
            if d != next {
                return Err(ctx.op_error(
                    op,
                    "expected reassociation map #0 to be valid and contiguous",
                ));
            }
            next += 1;
        }
    }
    if next as usize != ex.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expected expanded rank ({}) to equal the total number of dimensions in the reassociation maps ({next})",
                ex.len()
            ),
        ));
    }
    for (i, g) in groups.iter().enumerate() {
        let dims: Vec<i64> = g.iter().map(|&d| ex[d as usize]).collect();
        if dims.contains(&DYNAMIC) {
            if co[i] != DYNAMIC {
                return Err(ctx.op_error(
                    op,
                    format!("expected dimension {i} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic"),
                ));
            }
        } else {
            let product = dims.iter().try_fold(1i64, |a, &d| a.checked_mul(d));
            if product != Some(co[i]) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "expected dimension {i} of collapsed type to be static value of {}",
                        product.unwrap_or(i64::MAX)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// `tensor.expand_shape`: the reshape rules, and `output_shape` naming every result
/// size (`?` ones by operand).
pub(crate) fn expand_shape(ctx: &Context, op: OpId) -> VResult {
    let res = result_ty(ctx, op);
    verify_reshape(ctx, op, res, operand_ty(ctx, op, 0))?;
    let (shape, _) = require_ranked(ctx, op, res, "result #0")?;
    let statics = i64_array_of(ctx, op, "static_output_shape").ok_or_else(|| {
        ctx.op_error(
            op,
            "requires attribute 'static_output_shape' of type DenseI64ArrayAttr",
        )
    })?;
    if statics.len() != shape.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead",
                shape.len(),
                statics.len()
            ),
        ));
    }
    let dynamic = ctx.operands(op).len() - 1;
    if num_dynamic(statics) != dynamic {
        return Err(ctx.op_error(
            op,
            format!(
                "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {} dynamic dims while output_shape has {dynamic} values",
                num_dynamic(statics)
            ),
        ));
    }
    for (i, (&s, &d)) in statics.iter().zip(shape).enumerate() {
        if s != DYNAMIC && d != DYNAMIC && s != d {
            return Err(ctx.op_error(op, format!("invalid output shape provided at pos {i}")));
        }
    }
    Ok(())
}

/// `tensor.collapse_shape`: the reshape rules.
pub(crate) fn collapse_shape(ctx: &Context, op: OpId) -> VResult {
    verify_reshape(ctx, op, operand_ty(ctx, op, 0), result_ty(ctx, op))
}

/// `tensor.pad`: low and high per dimension, the result the padded shape where it is
/// static, and a body of one `index` argument per dimension yielding the element type.
pub(crate) fn pad(ctx: &Context, op: OpId) -> VResult {
    let segs = segments(ctx, op, 3)?;
    let src = operand_ty(ctx, op, 0);
    let res = result_ty(ctx, op);
    let (src_shape, src_elem) = require_ranked(ctx, op, src, "operand #0")?;
    let (res_shape, _) = require_ranked(ctx, op, res, "result #0")?;
    let rank = src_shape.len();
    let mut lists = Vec::new();
    for (i, name) in ["static_low", "static_high"].into_iter().enumerate() {
        let Some(v) = i64_array_of(ctx, op, name) else {
            return Err(ctx.op_error(
                op,
                format!("requires attribute '{name}' of type DenseI64ArrayAttr"),
            ));
        };
        if v.len() != rank || num_dynamic(v) != segs[i + 1].len() {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected {rank} {} values",
                    if i == 0 { "low" } else { "high" }
                ),
            ));
        }
        lists.push(v);
    }
    if res_shape.len() != rank {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("expected the result rank to be {rank}"),
        ));
    }
    let inferred: Vec<i64> = (0..rank)
        .map(|i| {
            let (s, l, h) = (src_shape[i], lists[0][i], lists[1][i]);
            if s == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                res_shape[i]
            } else {
                s + l + h
            }
        })
        .collect();
    for (i, &d) in inferred.iter().enumerate() {
        let static_inferred = ![src_shape[i], lists[0][i], lists[1][i]].contains(&DYNAMIC);
        if res_shape[i] != d && static_inferred {
            let expected = tensor_str(ctx, &inferred, src_elem);
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!(
                    "specified type '{}' does not match the inferred type '{expected}'",
                    ty_str(ctx, res)
                ),
            ));
        }
    }
    let region = ctx.regions(op)[0];
    let Some(block) = ctx.entry_block(region) else {
        return Err(ctx.op_error(
            op,
            "region #0 ('region') failed to verify constraint: region with 1 blocks",
        ));
    };
    let args = ctx.block_args(block);
    if args.len() != rank {
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            format!("expected the block to have {rank} arguments"),
        ));
    }
    for (i, &a) in args.iter().enumerate() {
        if !matches!(ctx.type_kind(ctx.value_type(a)), TypeKind::Index) {
            return Err(ctx.op_error(
                op,
                format!("expected block argument {} to be an index", i + 1),
            ));
        }
    }
    if let Some(t) = ctx.last_op(block).filter(|&t| is_yield(ctx, t)) {
        if let Some(&v) = ctx.operands(t).first() {
            if ctx.value_type(v) != src_elem {
                return Err(ctx.op_error(op, "expected yield type to match shape element type"));
            }
        }
    }
    Ok(())
}

/// `tensor.concat`: inputs of the result's rank and element type, along `dim` below the
/// rank, other dimensions compatible, and the result no more static than inferred.
pub(crate) fn concat(ctx: &Context, op: OpId) -> VResult {
    let inputs = ctx.operands(op);
    if inputs.is_empty() {
        return Err(ctx.op_error(op, "requires at least one input"));
    }
    let res = result_ty(ctx, op);
    let (res_shape, res_elem) = require_ranked(ctx, op, res, "result #0")?;
    let rank = res_shape.len();
    let mut shapes = Vec::new();
    for (i, &v) in inputs.iter().enumerate() {
        let (s, e) = require_ranked(ctx, op, ctx.value_type(v), &format!("operand #{i}"))?;
        if s.len() != rank {
            return Err(ctx.op_error(op, "rank of concatenated inputs must match result rank"));
        }
        if e != res_elem {
            return Err(ctx.op_error(op, "inputs and result element type must match"));
        }
        shapes.push(s);
    }
    let dim = ctx
        .attr(op, "dim")
        .and_then(|a| ctx.attr_int(a))
        .unwrap_or(0);
    if dim < 0 || dim as usize >= rank {
        return Err(ctx.op_error(op, "concatenation dim must be less than the tensor rank"));
    }
    let dim = dim as usize;
    let mut inferred = vec![DYNAMIC; rank];
    for i in 0..rank {
        if i == dim {
            continue;
        }
        for s in &shapes {
            if s[i] == DYNAMIC {
                continue;
            }
            if inferred[i] != DYNAMIC && inferred[i] != s[i] {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "static concatenation size mismatch along non-concatenated dimension {i}"
                    ),
                ));
            }
            inferred[i] = s[i];
        }
    }
    inferred[dim] = shapes
        .iter()
        .try_fold(0i64, |a, s| (s[dim] != DYNAMIC).then(|| a + s[dim]))
        .unwrap_or(DYNAMIC);
    let compatible = inferred
        .iter()
        .zip(res_shape)
        .all(|(&a, &b)| a == DYNAMIC || b == DYNAMIC || a == b);
    if !compatible {
        let inferred_ty = tensor_str(ctx, &inferred, res_elem);
        return Err(ctx.op_error(
            op,
            format!(
                "result type '{}'does not match inferred shape '{inferred_ty}' static sizes",
                ty_str(ctx, res)
            ),
        ));
    }
    Ok(())
}

/// `tensor.splat`: the element type of the result, and one size per `?` (mlir-opt-22
/// accepts any element type, a vector included).
pub(crate) fn splat(ctx: &Context, op: OpId) -> VResult {
    let v = operand_ty(ctx, op, 0);
    let (shape, elem) = require_ranked(ctx, op, result_ty(ctx, op), "result #0")?;
    if elem != v {
        return Err(ctx.op_error(
            op,
            "failed to verify that operand type matches element type of result",
        ));
    }
    let has = ctx.operands(op).len() - 1;
    let expected = num_dynamic(shape);
    if has != expected {
        return Err(ctx.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
        ));
    }
    Ok(())
}

/// Upstream's `tensor::CastOp::areCastCompatible` (`verifyCompatibleShape` plus equal
/// element types).
fn cast_compatible(ctx: &Context, a: Type, b: Type) -> bool {
    let (Some(x), Some(y)) = (ctx.shaped(a), ctx.shaped(b)) else {
        return false;
    };
    if !is_tensor(ctx, a) || !is_tensor(ctx, b) || x.element_type() != y.element_type() {
        return false;
    }
    match (x.shape(), y.shape()) {
        (Some(s), Some(t)) => {
            s.len() == t.len()
                && s.iter()
                    .zip(t)
                    .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
        }
        _ => true,
    }
}

fn cast_error(ctx: &Context, op: OpId, a: Type, b: Type) -> Diagnostic {
    ctx.op_error(
        op,
        format!(
            "operand type '{}' and result type '{}' are cast incompatible",
            ty_str(ctx, a),
            ty_str(ctx, b)
        ),
    )
}

/// `tensor.cast`: compatible shapes, the same element type.
pub(crate) fn cast(ctx: &Context, op: OpId) -> VResult {
    let (a, b) = (operand_ty(ctx, op, 0), result_ty(ctx, op));
    if cast_compatible(ctx, a, b) {
        Ok(())
    } else {
        Err(cast_error(ctx, op, a, b))
    }
}

fn bit_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// `tensor.bitcast`: compatible shapes and element types of one bit width.
pub(crate) fn bitcast(ctx: &Context, op: OpId) -> VResult {
    let (a, b) = (operand_ty(ctx, op, 0), result_ty(ctx, op));
    let ok = match (ctx.shaped(a), ctx.shaped(b)) {
        (Some(x), Some(y)) if is_tensor(ctx, a) && is_tensor(ctx, b) => {
            let shapes = match (x.shape(), y.shape()) {
                (Some(s), Some(t)) => {
                    s.len() == t.len()
                        && s.iter()
                            .zip(t)
                            .all(|(&p, &q)| p == DYNAMIC || q == DYNAMIC || p == q)
                }
                _ => true,
            };
            let widths = bit_width(ctx, x.element_type());
            shapes && widths.is_some() && widths == bit_width(ctx, y.element_type())
        }
        _ => false,
    };
    if ok {
        Ok(())
    } else {
        Err(cast_error(ctx, op, a, b))
    }
}

/// `tensor.dim`: a non-0-ranked or unranked tensor, an `index`, an `index` result.
pub(crate) fn dim(ctx: &Context, op: OpId) -> VResult {
    let t = operand_ty(ctx, op, 0);
    let ok = match ctx.type_kind(t) {
        TypeKind::RankedTensor { shape, .. } => !shape.is_empty(),
        TypeKind::UnrankedTensor { .. } => true,
        _ => false,
    };
    if !ok {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #0 must be non-0-ranked or unranked tensor, but got '{}'",
                ty_str(ctx, t)
            ),
        ));
    }
    Ok(())
}

/// `tensor.rank`: a tensor operand.
pub(crate) fn rank(ctx: &Context, op: OpId) -> VResult {
    let t = operand_ty(ctx, op, 0);
    if !is_tensor(ctx, t) {
        return Err(ctx.op_error(
            op,
            format!(
                "operand #0 must be tensor of any type values, but got '{}'",
                ty_str(ctx, t)
            ),
        ));
    }
    Ok(())
}

/// `tensor.from_elements`: a static tensor with one operand per element, of its
/// element type.
pub(crate) fn from_elements(ctx: &Context, op: OpId) -> VResult {
    let res = result_ty(ctx, op);
    let (shape, elem) = require_ranked(ctx, op, res, "result #0")?;
    let count: i64 = shape.iter().product();
    let elements = ctx.operands(op);
    if shape.contains(&DYNAMIC)
        || elements.len() as i64 != count
        || elements.iter().any(|&v| ctx.value_type(v) != elem)
    {
        return Err(ctx.op_error(
            op,
            "failed to verify that operand types match result element type",
        ));
    }
    Ok(())
}

/// `tensor.generate`: one extent per `?`, one `index` body argument per dimension, and
/// a `tensor.yield` of the element type.
pub(crate) fn generate(ctx: &Context, op: OpId) -> VResult {
    let res = result_ty(ctx, op);
    let (shape, elem) = require_ranked(ctx, op, res, "result #0")?;
    let (has, expected) = (ctx.operands(op).len(), num_dynamic(shape));
    if has != expected {
        return Err(ctx.op_error(
            op,
            format!("incorrect number of dynamic sizes, has {has}, expected {expected}"),
        ));
    }
    let region = ctx.regions(op)[0];
    let Some(block) = ctx.entry_block(region) else {
        return Err(ctx.op_error(
            op,
            "region #0 ('body') failed to verify constraint: region with 1 blocks",
        ));
    };
    let args = ctx.block_args(block);
    if args.len() != shape.len() {
        return Err(ctx.op_error(op, "must have one body argument per input dimension"));
    }
    if args
        .iter()
        .any(|&a| !matches!(ctx.type_kind(ctx.value_type(a)), TypeKind::Index))
    {
        return Err(ctx.op_error(op, "all body arguments must be index"));
    }
    let yielded = ctx
        .last_op(block)
        .filter(|&t| is_yield(ctx, t))
        .and_then(|t| ctx.operands(t).first().copied());
    if yielded.map(|v| ctx.value_type(v)) != Some(elem) {
        return Err(ctx.op_error(
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

/// `tensor.reshape`: equal element types, a shape operand of static length equal to a
/// ranked result's rank, equal element counts when both are static.
pub(crate) fn reshape(ctx: &Context, op: OpId) -> VResult {
    let src = operand_ty(ctx, op, 0);
    let shape_ty = operand_ty(ctx, op, 1);
    let res = result_ty(ctx, op);
    let (Some(s), Some(r), Some(sh)) = (ctx.shaped(src), ctx.shaped(res), ctx.shaped(shape_ty))
    else {
        return Err(ctx.op_error(op, "operands and result must be tensors"));
    };
    if s.element_type() != r.element_type() {
        return Err(ctx.op_error(
            op,
            "element types of source and destination tensor types should be the same",
        ));
    }
    if let Some(res_rank) = r.rank() {
        let len = sh.dim(0).unwrap_or(DYNAMIC);
        if len == DYNAMIC {
            return Err(ctx.op_error(op, "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type"));
        }
        if len as usize != res_rank {
            return Err(ctx.op_error(
                op,
                "length of shape operand differs from the result's tensor rank",
            ));
        }
        if let (Some(a), Some(b)) = (s.num_elements(), r.num_elements()) {
            if s.is_static() && r.is_static() && a != b {
                return Err(ctx.op_error(
                    op,
                    "source and destination tensor should have the same number of elements",
                ));
            }
        }
    }
    Ok(())
}
