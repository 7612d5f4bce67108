//! The verifiers of the nt ops: each rule one located error, each with a negative
//! `--verify-diagnostics` chunk in `test/nt/invalid.mlir`.

use crate::kinds::{NormForm, UnaryFn};
use crate::ops::*;
use crate::types::{element_dtype, tensor, TensorType};
use visa_ir::{Context, Diagnostic, OpId, Type, Value};
use visa_tcp::DType;

type VResult = Result<(), Diagnostic>;

fn err(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), msg)
}

/// The nt tensor type of `ty`, or an error naming `what`.
fn tt<'c>(ctx: &'c Context, op: OpId, ty: Type, what: &str) -> Result<&'c TensorType, Diagnostic> {
    tensor(ctx, ty).ok_or_else(|| {
        err(
            ctx,
            op,
            format!(
                "{what} must be an !nt.tensor, not {}",
                ctx.type_to_string(ty)
            ),
        )
    })
}

fn val<'c>(ctx: &'c Context, op: OpId, v: Value, what: &str) -> Result<&'c TensorType, Diagnostic> {
    tt(ctx, op, ctx.value_type(v), what)
}

fn out(ctx: &Context, op: OpId) -> Result<&TensorType, Diagnostic> {
    tt(ctx, op, ctx.value_type(ctx.result(op, 0)), "the result")
}

fn is_float(d: DType) -> bool {
    visa_dtype::float_kind(d).is_some()
}

fn dtype(ctx: &Context, t: &TensorType) -> DType {
    element_dtype(ctx, t.element).expect("a checked tensor type has a TCP dtype")
}

/// Every axis of `a` is in `b` with the same size.
fn subset(ctx: &Context, op: OpId, a: &TensorType, an: &str, b: &TensorType, bn: &str) -> VResult {
    for ax in &a.axes {
        match b.axis(&ax.name) {
            None => {
                return Err(err(
                    ctx,
                    op,
                    format!("axis '{}' of {an} is not an axis of {bn}", ax.name),
                ))
            }
            Some((_, s)) if s != ax.size => {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "axis '{}' has size {} in {an} but {s} in {bn}",
                        ax.name, ax.size
                    ),
                ))
            }
            _ => {}
        }
    }
    Ok(())
}

/// `a` and `b` have the same axes (names and sizes, any order).
fn same_axes(
    ctx: &Context,
    op: OpId,
    a: &TensorType,
    an: &str,
    b: &TensorType,
    bn: &str,
) -> VResult {
    subset(ctx, op, a, an, b, bn)?;
    subset(ctx, op, b, bn, a, an)
}

fn has_axis(ctx: &Context, op: OpId, t: &TensorType, axis: &str, what: &str) -> VResult {
    if t.has(axis) {
        Ok(())
    } else {
        Err(err(ctx, op, format!("{what} has no axis '{axis}'")))
    }
}

fn same_dtype(ctx: &Context, op: OpId, a: &TensorType, b: &TensorType) -> VResult {
    if a.element == b.element {
        Ok(())
    } else {
        Err(err(
            ctx,
            op,
            format!(
                "the result's element type {} differs from the operand's {}",
                ctx.type_to_string(b.element),
                ctx.type_to_string(a.element)
            ),
        ))
    }
}

/// `nt.parameter`: a non-empty name, a tensor result.
pub fn parameter(ctx: &Context, op: OpId) -> VResult {
    out(ctx, op)?;
    if Parameter(op).name(ctx).is_empty() {
        return Err(err(ctx, op, "a parameter needs a non-empty name"));
    }
    Ok(())
}

/// `nt.constant`: the dense elements' type is the result's (its sizes in order, or
/// any shape holding one splat value).
pub fn constant(ctx: &Context, op: OpId) -> VResult {
    let r = out(ctx, op)?;
    let attr = Constant(op).value(ctx);
    if let visa_ir::AttrKind::DenseResource { ty, .. } = ctx.attr_kind(attr) {
        return constant_resource(ctx, op, r, *ty, attr);
    }
    let Some(d) = ctx.dense(attr) else {
        return Err(err(
            ctx,
            op,
            "the value must be a dense<...> or dense_resource<...> elements attribute",
        ));
    };
    if d.element_type() != r.element {
        return Err(err(
            ctx,
            op,
            format!(
                "the elements are {} but the result's element type is {}",
                ctx.type_to_string(d.element_type()),
                ctx.type_to_string(r.element)
            ),
        ));
    }
    let sizes: Vec<i64> = r.axes.iter().map(|a| a.size as i64).collect();
    if d.shape() != sizes.as_slice() && !(d.is_splat() && d.num_elements() > 0) {
        return Err(err(
            ctx,
            op,
            format!(
                "the elements have shape {:?} but the result's sizes are {:?}",
                d.shape(),
                sizes
            ),
        ));
    }
    Ok(())
}

/// A `dense_resource` constant: its type's element type and shape are the result's,
/// and its blob holds exactly their bytes (each element in whole little-endian bytes).
fn constant_resource(
    ctx: &Context,
    op: OpId,
    r: &TensorType,
    ty: Type,
    attr: visa_ir::Attribute,
) -> VResult {
    let sh = ctx.shaped(ty);
    let (elem, shape) = match &sh {
        Some(s) => (s.element_type(), s.shape().unwrap_or(&[]).to_vec()),
        None => {
            return Err(err(
                ctx,
                op,
                "the dense_resource's type must be a static tensor",
            ))
        }
    };
    if elem != r.element {
        return Err(err(
            ctx,
            op,
            format!(
                "the elements are {} but the result's element type is {}",
                ctx.type_to_string(elem),
                ctx.type_to_string(r.element)
            ),
        ));
    }
    let sizes: Vec<i64> = r.axes.iter().map(|a| a.size as i64).collect();
    if shape != sizes {
        return Err(err(
            ctx,
            op,
            format!("the elements have shape {shape:?} but the result's sizes are {sizes:?}"),
        ));
    }
    let want = r.num_elements() * u64::from(dtype(ctx, r).bits().div_ceil(8));
    match ctx.dense_resource_data(attr) {
        Some(data) if data.len() as u64 == want => Ok(()),
        Some(data) => Err(err(
            ctx,
            op,
            format!(
                "the resource blob holds {} bytes, the result needs {want}",
                data.len()
            ),
        )),
        None => Err(err(ctx, op, "the resource blob is not defined")),
    }
}

/// `nt.iota`: the axis is the result's.
pub fn iota(ctx: &Context, op: OpId) -> VResult {
    let r = out(ctx, op)?;
    has_axis(ctx, op, r, Iota(op).axis(ctx), "the result")
}

/// `nt.einsum`: at least one input; an axis name has one size everywhere; `acc` is
/// `f32` or `i32` (`i32` with integer inputs only).
pub fn einsum(ctx: &Context, op: OpId) -> VResult {
    let e = Einsum(op);
    let r = out(ctx, op)?;
    let inputs = e.inputs(ctx);
    if inputs.is_empty() {
        return Err(err(ctx, op, "an einsum needs at least one input"));
    }
    let mut all: Vec<(&str, u64, usize)> = r
        .axes
        .iter()
        .map(|a| (a.name.as_str(), a.size, 0))
        .collect();
    let mut int_inputs = true;
    for (i, &v) in inputs.iter().enumerate() {
        let t = val(ctx, op, v, &format!("input #{i}"))?;
        int_inputs &= !is_float(dtype(ctx, t));
        for a in &t.axes {
            match all.iter().find(|(n, _, _)| *n == a.name) {
                Some(&(_, s, w)) if s != a.size => {
                    let where_ = if w == 0 {
                        "the result".to_string()
                    } else {
                        format!("input #{}", w - 1)
                    };
                    return Err(err(
                        ctx,
                        op,
                        format!(
                            "axis '{}' has size {} in input #{i} but {s} in {where_}",
                            a.name, a.size
                        ),
                    ));
                }
                Some(_) => {}
                None => all.push((a.name.as_str(), a.size, i + 1)),
            }
        }
    }
    if let Some(acc) = e.acc(ctx) {
        match element_dtype(ctx, acc) {
            Some(DType::F32) => {}
            Some(DType::I32) if int_inputs => {}
            Some(DType::I32) => {
                return Err(err(ctx, op, "an i32 accumulation needs integer inputs"))
            }
            _ => {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "the accumulation type must be f32 or i32, not {}",
                        ctx.type_to_string(acc)
                    ),
                ))
            }
        }
    }
    Ok(())
}

/// `nt.unary`: the result has the operand's axes; a float function has float types.
pub fn unary(ctx: &Context, op: OpId) -> VResult {
    let u = Unary(op);
    let x = val(ctx, op, u.input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    same_axes(ctx, op, x, "the operand", r, "the result")?;
    let f = u.kind(ctx);
    let floats = is_float(dtype(ctx, x)) && is_float(dtype(ctx, r));
    if !(f.integer_ok() || floats) {
        return Err(err(
            ctx,
            op,
            format!("'{}' needs a float operand and result", f.keyword()),
        ));
    }
    if f.integer_ok() && is_float(dtype(ctx, x)) != is_float(dtype(ctx, r)) {
        return Err(err(
            ctx,
            op,
            "the operand and result must both be floats or both integers",
        ));
    }
    let _ = UnaryFn::ALL;
    Ok(())
}

/// Elementwise broadcasting: every operand's axes are the result's, and every result
/// axis is some operand's.
fn elementwise(
    ctx: &Context,
    op: OpId,
    operands: &[(Value, &str)],
) -> Result<Vec<DType>, Diagnostic> {
    let r = out(ctx, op)?;
    let mut dtypes = Vec::new();
    let mut covered = vec![false; r.axes.len()];
    for &(v, name) in operands {
        let t = val(ctx, op, v, name)?;
        subset(ctx, op, t, name, r, "the result")?;
        for (i, a) in r.axes.iter().enumerate() {
            covered[i] |= t.has(&a.name);
        }
        dtypes.push(dtype(ctx, t));
    }
    if let Some(i) = covered.iter().position(|c| !c) {
        return Err(err(
            ctx,
            op,
            format!(
                "result axis '{}' is no operand's (use nt.broadcast)",
                r.axes[i].name
            ),
        ));
    }
    Ok(dtypes)
}

/// `nt.binary`: broadcasting by axis name; integers with integers only.
pub fn binary(ctx: &Context, op: OpId) -> VResult {
    let b = Binary(op);
    let d = elementwise(ctx, op, &[(b.lhs(ctx), "the lhs"), (b.rhs(ctx), "the rhs")])?;
    let r = dtype(ctx, out(ctx, op)?);
    if d.iter().any(|&x| is_float(x) != is_float(r)) {
        return Err(err(
            ctx,
            op,
            "the operands and result must all be floats or all integers",
        ));
    }
    Ok(())
}

/// `nt.pow_const`: float operand and result with the same axes.
pub fn pow_const(ctx: &Context, op: OpId) -> VResult {
    let x = val(ctx, op, PowConst(op).input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    same_axes(ctx, op, x, "the operand", r, "the result")?;
    if !(is_float(dtype(ctx, x)) && is_float(dtype(ctx, r))) {
        return Err(err(ctx, op, "'pow_const' needs a float operand and result"));
    }
    if !PowConst(op).exponent(ctx).is_finite() {
        return Err(err(ctx, op, "the exponent must be finite"));
    }
    Ok(())
}

/// `nt.compare`: broadcasting by axis name; an integer result.
pub fn compare(ctx: &Context, op: OpId) -> VResult {
    let c = Compare(op);
    elementwise(ctx, op, &[(c.lhs(ctx), "the lhs"), (c.rhs(ctx), "the rhs")])?;
    if is_float(dtype(ctx, out(ctx, op)?)) {
        return Err(err(
            ctx,
            op,
            "a comparison's result has an integer element type",
        ));
    }
    Ok(())
}

/// `nt.select`: broadcasting by axis name; an integer condition; the choices of the
/// result's element type.
pub fn select(ctx: &Context, op: OpId) -> VResult {
    let s = Select(op);
    let d = elementwise(
        ctx,
        op,
        &[
            (s.cond(ctx), "the condition"),
            (s.on_true(ctx), "the true value"),
            (s.on_false(ctx), "the false value"),
        ],
    )?;
    if is_float(d[0]) {
        return Err(err(ctx, op, "the condition has an integer element type"));
    }
    let r = out(ctx, op)?.element;
    for (v, what) in [(s.on_true(ctx), "true"), (s.on_false(ctx), "false")] {
        let t = val(ctx, op, v, what)?;
        if t.element != r {
            return Err(err(
                ctx,
                op,
                format!("the {what} value's element type differs from the result's"),
            ));
        }
    }
    Ok(())
}

/// `nt.cast`: the same axes in the same order.
pub fn cast(ctx: &Context, op: OpId) -> VResult {
    let x = val(ctx, op, Cast(op).input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    if x.axes != r.axes {
        return Err(err(ctx, op, "a cast keeps the axes and their order"));
    }
    Ok(())
}

/// `nt.reduce`: the result's axes are some of the operand's, at least one fewer.
pub fn reduce(ctx: &Context, op: OpId) -> VResult {
    let x = val(ctx, op, Reduce(op).input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    subset(ctx, op, r, "the result", x, "the operand")?;
    if r.axes.len() == x.axes.len() {
        return Err(err(ctx, op, "a reduction removes at least one axis"));
    }
    if is_float(dtype(ctx, x)) != is_float(dtype(ctx, r)) {
        return Err(err(
            ctx,
            op,
            "the operand and result must both be floats or both integers",
        ));
    }
    Ok(())
}

/// Float operand and result with the same axes, `axis` among them.
fn normlike(ctx: &Context, op: OpId, input: Value, axis: &str) -> VResult {
    let x = val(ctx, op, input, "the operand")?;
    let r = out(ctx, op)?;
    same_axes(ctx, op, x, "the operand", r, "the result")?;
    has_axis(ctx, op, x, axis, "the operand")?;
    if !(is_float(dtype(ctx, x)) && is_float(dtype(ctx, r))) {
        return Err(err(ctx, op, "the operand and result must be floats"));
    }
    Ok(())
}

/// `nt.softmax`: the axis is the operand's; a causal axis is another of its axes; a
/// mask's axes are some of the operand's.
pub fn softmax(ctx: &Context, op: OpId) -> VResult {
    let s = Softmax(op);
    let axis = s.axis(ctx);
    normlike(ctx, op, s.input(ctx), axis)?;
    let x = val(ctx, op, s.input(ctx), "the operand")?;
    if let Some(q) = s.causal(ctx) {
        has_axis(ctx, op, x, q, "the operand")?;
        if q == axis {
            return Err(err(
                ctx,
                op,
                "the causal axis must differ from the softmax axis",
            ));
        }
    }
    if let Some(m) = s.mask(ctx) {
        let mt = val(ctx, op, m, "the mask")?;
        subset(ctx, op, mt, "the mask", x, "the operand")?;
    }
    Ok(())
}

fn norm(
    ctx: &Context,
    op: OpId,
    input: Value,
    axis: &str,
    eps: f64,
    form: NormForm,
    affine: &[Value],
) -> VResult {
    normlike(ctx, op, input, axis)?;
    if !(eps.is_finite() && eps > 0.0) {
        return Err(err(
            ctx,
            op,
            format!("eps must be positive and finite, not {eps}"),
        ));
    }
    if affine.len() != form.operands() {
        return Err(err(
            ctx,
            op,
            format!(
                "form '{}' takes {} affine operand(s), not {}",
                form.keyword(),
                form.operands(),
                affine.len()
            ),
        ));
    }
    let x = val(ctx, op, input, "the operand")?;
    for &v in affine {
        let t = val(ctx, op, v, "an affine operand")?;
        subset(ctx, op, t, "an affine operand", x, "the operand")?;
    }
    Ok(())
}

/// `nt.layernorm`: float operand and result with the same axes, the axis among
/// them; positive eps; affine operands as the form says, their axes the operand's.
pub fn layernorm(ctx: &Context, op: OpId) -> VResult {
    let n = LayerNorm(op);
    norm(
        ctx,
        op,
        n.input(ctx),
        n.axis(ctx),
        n.eps(ctx),
        n.form(ctx),
        n.affine(ctx),
    )
}

/// `nt.rmsnorm`: as [`layernorm`].
pub fn rmsnorm(ctx: &Context, op: OpId) -> VResult {
    let n = RmsNorm(op);
    norm(
        ctx,
        op,
        n.input(ctx),
        n.axis(ctx),
        n.eps(ctx),
        n.form(ctx),
        n.affine(ctx),
    )
}

/// `nt.broadcast`: the operand's axes are some of the result's; the same dtype.
pub fn broadcast(ctx: &Context, op: OpId) -> VResult {
    let x = val(ctx, op, Broadcast(op).input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    subset(ctx, op, x, "the operand", r, "the result")?;
    same_dtype(ctx, op, x, r)
}

/// `nt.rename`: the same sizes in order and the same dtype.
pub fn rename(ctx: &Context, op: OpId) -> VResult {
    let x = val(ctx, op, Rename(op).input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    if x.sizes() != r.sizes() {
        return Err(err(
            ctx,
            op,
            format!(
                "a rename keeps the sizes in order: {:?} vs {:?}",
                x.sizes(),
                r.sizes()
            ),
        ));
    }
    same_dtype(ctx, op, x, r)
}

/// `nt.slice`: the range fits; the other axes and dtype unchanged.
pub fn slice(ctx: &Context, op: OpId) -> VResult {
    let s = Slice(op);
    let x = val(ctx, op, s.input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    let axis = s.axis(ctx);
    has_axis(ctx, op, x, axis, "the operand")?;
    has_axis(ctx, op, r, axis, "the result")?;
    same_dtype(ctx, op, x, r)?;
    let (_, n) = x.axis(axis).unwrap();
    let (_, m) = r.axis(axis).unwrap();
    let off = s.offset(ctx);
    if off.checked_add(m).is_none_or(|e| e > n) {
        return Err(err(
            ctx,
            op,
            format!(
                "the slice {off}..{} exceeds axis '{axis}' of size {n}",
                off.saturating_add(m)
            ),
        ));
    }
    same_except(ctx, op, x, r, axis, "the operand")
}

/// `a` and `b` have the same axes in the same order, sizes equal except along `axis`.
fn same_except(
    ctx: &Context,
    op: OpId,
    a: &TensorType,
    b: &TensorType,
    axis: &str,
    an: &str,
) -> VResult {
    let ok = a.axes.len() == b.axes.len()
        && a.axes
            .iter()
            .zip(&b.axes)
            .all(|(x, y)| x.name == y.name && (x.size == y.size || x.name == axis));
    if ok {
        Ok(())
    } else {
        Err(err(
            ctx,
            op,
            format!("{an} and the result must have the same axes in order, sizes differing only along '{axis}'"),
        ))
    }
}

/// `nt.concat`: at least one input; the sizes along the axis add up; the rest equal.
pub fn concat(ctx: &Context, op: OpId) -> VResult {
    let c = Concat(op);
    let r = out(ctx, op)?;
    let axis = c.axis(ctx);
    has_axis(ctx, op, r, axis, "the result")?;
    let inputs = c.inputs(ctx);
    if inputs.is_empty() {
        return Err(err(ctx, op, "a concat needs at least one input"));
    }
    let mut total = 0u64;
    for (i, &v) in inputs.iter().enumerate() {
        let name = format!("input #{i}");
        let t = val(ctx, op, v, &name)?;
        has_axis(ctx, op, t, axis, &name)?;
        same_dtype(ctx, op, t, r)?;
        same_except(ctx, op, t, r, axis, &name)?;
        total += t.axis(axis).unwrap().1;
    }
    let n = r.axis(axis).unwrap().1;
    if total != n {
        return Err(err(
            ctx,
            op,
            format!("the inputs' sizes along '{axis}' add up to {total}, the result's is {n}"),
        ));
    }
    Ok(())
}

/// `nt.gather`: an `i32` index; the table has the axis; the result's axes are the
/// index's and the table's others (disjoint), the table's dtype.
pub fn gather(ctx: &Context, op: OpId) -> VResult {
    let g = Gather(op);
    let t = val(ctx, op, g.table(ctx), "the table")?;
    let i = val(ctx, op, g.index(ctx), "the index")?;
    let r = out(ctx, op)?;
    let axis = g.axis(ctx);
    has_axis(ctx, op, t, axis, "the table")?;
    if dtype(ctx, i) != DType::I32 {
        return Err(err(ctx, op, "the index has element type i32"));
    }
    same_dtype(ctx, op, t, r)?;
    for a in &i.axes {
        if a.name != axis && t.has(&a.name) {
            return Err(err(
                ctx,
                op,
                format!("index axis '{}' is also a table axis", a.name),
            ));
        }
    }
    subset(ctx, op, i, "the index", r, "the result")?;
    for a in &t.axes {
        if a.name == axis {
            if !i.has(axis) && r.has(axis) {
                return Err(err(
                    ctx,
                    op,
                    format!("the result keeps the gathered axis '{axis}'"),
                ));
            }
            continue;
        }
        match r.axis(&a.name) {
            Some((_, s)) if s == a.size => {}
            _ => {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "table axis '{}' (size {}) is not the result's",
                        a.name, a.size
                    ),
                ))
            }
        }
    }
    let expected = i.axes.len() + t.axes.len() - 1;
    if r.axes.len() != expected {
        return Err(err(
            ctx,
            op,
            "the result's axes are the index's and the table's other than the gathered one",
        ));
    }
    Ok(())
}

/// `nt.argmax`: the operand has the axis; the result is the operand without it, `i32`.
pub fn argmax(ctx: &Context, op: OpId) -> VResult {
    let a = Argmax(op);
    let x = val(ctx, op, a.input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    let axis = a.axis(ctx);
    has_axis(ctx, op, x, axis, "the operand")?;
    if r.has(axis) || r.axes.len() + 1 != x.axes.len() {
        return Err(err(
            ctx,
            op,
            format!("the result is the operand without axis '{axis}'"),
        ));
    }
    subset(ctx, op, r, "the result", x, "the operand")?;
    if dtype(ctx, r) != DType::I32 {
        return Err(err(ctx, op, "the result has element type i32"));
    }
    Ok(())
}

/// `nt.scatter`: an `i32` index; the destination has the axis; the updates' axes are
/// the index's and the destination's others (disjoint); the result is the destination.
pub fn scatter(ctx: &Context, op: OpId) -> VResult {
    let s = Scatter(op);
    let u = val(ctx, op, s.updates(ctx), "the updates")?;
    let d = val(ctx, op, s.dest(ctx), "the destination")?;
    let i = val(ctx, op, s.index(ctx), "the index")?;
    let r = out(ctx, op)?;
    let axis = s.axis(ctx);
    has_axis(ctx, op, d, axis, "the destination")?;
    if dtype(ctx, i) != DType::I32 {
        return Err(err(ctx, op, "the index has element type i32"));
    }
    if r != d {
        return Err(err(ctx, op, "the result's type is the destination's"));
    }
    same_dtype(ctx, op, u, d)?;
    for a in &i.axes {
        if d.has(&a.name) {
            return Err(err(
                ctx,
                op,
                format!("index axis '{}' is also a destination axis", a.name),
            ));
        }
    }
    subset(ctx, op, i, "the index", u, "the updates")?;
    for a in &d.axes {
        if a.name == axis {
            if u.has(axis) {
                return Err(err(
                    ctx,
                    op,
                    format!("the updates have the scattered axis '{axis}'"),
                ));
            }
            continue;
        }
        match u.axis(&a.name) {
            Some((_, s)) if s == a.size => {}
            _ => {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "destination axis '{}' (size {}) is not the updates'",
                        a.name, a.size
                    ),
                ))
            }
        }
    }
    if u.axes.len() != i.axes.len() + d.axes.len() - 1 {
        return Err(err(
            ctx,
            op,
            "the updates' axes are the index's and the destination's other than the scattered one",
        ));
    }
    Ok(())
}

/// `nt.pad`: the axis grows by `low + high`; the rest and the dtype unchanged.
pub fn pad(ctx: &Context, op: OpId) -> VResult {
    let p = Pad(op);
    let x = val(ctx, op, p.input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    let axis = p.axis(ctx);
    has_axis(ctx, op, x, axis, "the operand")?;
    has_axis(ctx, op, r, axis, "the result")?;
    same_dtype(ctx, op, x, r)?;
    same_except(ctx, op, x, r, axis, "the operand")?;
    let n = x.axis(axis).unwrap().1;
    let m = r.axis(axis).unwrap().1;
    let want = n.saturating_add(p.low(ctx)).saturating_add(p.high(ctx));
    if m != want {
        return Err(err(
            ctx,
            op,
            format!(
                "the padded axis '{axis}' has size {n} + {} + {} = {want}, not {m}",
                p.low(ctx),
                p.high(ctx)
            ),
        ));
    }
    if !p.value(ctx).is_finite() && !is_float(dtype(ctx, r)) {
        return Err(err(ctx, op, "an integer tensor pads with a finite value"));
    }
    Ok(())
}

/// `one` (with `axis` at `pos`) and `two` (with two axes at `pos`) agree elsewhere,
/// and the two axes' sizes multiply to `axis`'s.
fn split_of(ctx: &Context, op: OpId, one: &TensorType, two: &TensorType, axis: &str) -> VResult {
    let bad = |m: &str| Err(err(ctx, op, m.to_string()));
    let Some((pos, n)) = one.axis(axis) else {
        return bad(&format!("no axis '{axis}' to split or merge into"));
    };
    if two.axes.len() != one.axes.len() + 1 {
        return bad("the split side has exactly one axis more");
    }
    if one.axes[..pos] != two.axes[..pos] || one.axes[pos + 1..] != two.axes[pos + 2..] {
        return bad("the other axes stay the same, in order");
    }
    let (j, k) = (&two.axes[pos], &two.axes[pos + 1]);
    if j.size.checked_mul(k.size) != Some(n) {
        return bad(&format!(
            "axes '{}' ({}) and '{}' ({}) do not multiply to '{axis}' ({n})",
            j.name, j.size, k.name, k.size
        ));
    }
    // A new name equal to another axis's is a duplicate in a type, refused there.
    if one.element != two.element {
        return bad("the element type stays the same");
    }
    Ok(())
}

/// `nt.split_axis`: the operand's axis replaced by two consecutive ones.
pub fn split_axis(ctx: &Context, op: OpId) -> VResult {
    let x = val(ctx, op, SplitAxis(op).input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    split_of(ctx, op, x, r, SplitAxis(op).axis(ctx))
}

/// `nt.merge_axes`: two consecutive operand axes replaced by the result's one.
pub fn merge_axes(ctx: &Context, op: OpId) -> VResult {
    let x = val(ctx, op, MergeAxes(op).input(ctx), "the operand")?;
    let r = out(ctx, op)?;
    split_of(ctx, op, r, x, MergeAxes(op).axis(ctx))
}

/// `nt.topk`: both results are the operand with the axis replaced by one of size
/// `k <= |K|` (at its place); the values in the operand's dtype, the indices `i32`.
pub fn topk(ctx: &Context, op: OpId) -> VResult {
    let t = TopK(op);
    let x = val(ctx, op, t.input(ctx), "the operand")?;
    let v = tt(ctx, op, ctx.value_type(ctx.result(op, 0)), "the values")?;
    let i = tt(ctx, op, ctx.value_type(ctx.result(op, 1)), "the indices")?;
    let axis = t.axis(ctx);
    has_axis(ctx, op, x, axis, "the operand")?;
    let (pos, n) = x.axis(axis).unwrap();
    if v.axes != i.axes {
        return Err(err(
            ctx,
            op,
            "the values and the indices have the same axes",
        ));
    }
    let ok = v.axes.len() == x.axes.len()
        && v.axes
            .iter()
            .zip(&x.axes)
            .enumerate()
            .all(|(p, (a, b))| p == pos || a == b);
    if !ok {
        return Err(err(
            ctx,
            op,
            format!("the results are the operand with axis '{axis}' replaced"),
        ));
    }
    let kx = &v.axes[pos];
    if kx.size > n || (kx.name != axis && x.has(&kx.name)) {
        return Err(err(
            ctx,
            op,
            format!(
                "the top-k axis '{}' ({}) must be new and at most {n}",
                kx.name, kx.size
            ),
        ));
    }
    same_dtype(ctx, op, x, v)?;
    if dtype(ctx, i) != DType::I32 {
        return Err(err(ctx, op, "the indices have element type i32"));
    }
    Ok(())
}
