//! The composite ops' decompositions into primitive nt ops (the [`Decompose`]
//! interface), so the planner can map a composite whole or break it up:
//!
//! - `softmax`: `keep` (causal: `iota K <= iota Q`; mask: `mask != 0`), `xm =
//!   select(keep, x, lowest)`, `m = reduce max xm`, `e = select(keep, exp(xm - m), 0)`,
//!   `y = e / max(reduce sum e, 1)` (the sum is at least 1 when anything is kept, so
//!   the `max` only turns an all-masked line into 0, as the composite does);
//! - `layernorm`: `c = x - mean x`, `y = c · rsqrt(mean(c·c) + eps)`, `· g`, `+ b`;
//! - `rmsnorm`: `y = x · rsqrt(mean(x·x) + eps)`, `· g`, `+ b`.
//!
//! Intermediates are `f32` (the widest TCP float), so a decomposed program equals its
//! composite to f32 rounding, not bit for bit (decision TL-6).

use crate::kinds::{BinaryFn, NormForm, Predicate, ReduceFn, UnaryFn};
use crate::ops::*;
use crate::types::{tensor, tensor_type_of, Axis, TensorType};
use visa_ir::{Builder, Context, Diagnostic, OpId, Type, Value};
use visa_tcp::DType;

/// An op's decomposition: builds primitive ops before it and returns the value
/// replacing its result (the op itself is left for the caller to erase).
#[derive(Copy, Clone)]
pub struct Decompose(pub fn(&mut Context, OpId) -> Result<Value, Diagnostic>);

impl std::fmt::Debug for Decompose {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Decompose")
    }
}

/// Decomposes `op` if it implements [`Decompose`]: its uses then read the primitive
/// ops' value and `op` is erased. Returns whether it did.
pub fn decompose(ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    let Some(d) = ctx.interface::<Decompose>(op).copied() else {
        return Ok(false);
    };
    let v = (d.0)(ctx, op)?;
    let old = ctx.result(op, 0);
    ctx.replace_all_uses(old, v);
    ctx.erase_op(op);
    Ok(true)
}

/// Decomposes every composite op under `root`; returns how many.
pub fn decompose_all(ctx: &mut Context, root: OpId) -> Result<usize, Diagnostic> {
    let mut todo = Vec::new();
    ctx.walk(root, &mut |op| {
        if ctx.interface::<Decompose>(op).is_some() {
            todo.push(op);
        }
    });
    for &op in &todo {
        decompose(ctx, op)?;
    }
    Ok(todo.len())
}

fn tt(ctx: &Context, v: Value) -> TensorType {
    tensor(ctx, ctx.value_type(v))
        .expect("a verified nt value has an nt type")
        .clone()
}

fn make(ctx: &mut Context, axes: &[Axis], d: DType) -> Type {
    let e = visa_dtype::type_of(ctx, d);
    tensor_type_of(ctx, axes.to_vec(), e).expect("axes of a checked type")
}

fn without(axes: &[Axis], name: &str) -> Vec<Axis> {
    axes.iter().filter(|a| a.name != name).cloned().collect()
}

/// A rank-0 constant of `d` holding `v` (rounded).
fn scalar(b: &mut Builder<'_>, d: DType, v: f64) -> Value {
    let ctx = &mut *b.ctx;
    let e = visa_dtype::type_of(ctx, d);
    let bits = crate::interp::tensor::encode(d, v) as u128;
    let bits = if d.is_int() {
        bits & ((1u128 << d.bits()) - 1)
    } else {
        bits
    };
    let dense_ty = ctx.tensor_type(&[], e).expect("a rank-0 tensor type");
    let attr = ctx
        .dense_elements_attr(dense_ty, &[bits])
        .expect("one scalar");
    let ty = make(ctx, &[], d);
    Constant::build(b, attr, ty).output(b.ctx)
}

fn bin(b: &mut Builder<'_>, f: BinaryFn, x: Value, y: Value, ty: Type) -> Value {
    Binary::build(b, x, y, f, ty).output(b.ctx)
}

/// `softmax` as primitive ops (module docs).
pub fn softmax(ctx: &mut Context, op: OpId) -> Result<Value, Diagnostic> {
    let s = Softmax(op);
    let (x, axis) = (s.input(ctx), s.axis(ctx).to_string());
    let causal = s.causal(ctx).map(str::to_string);
    let mask = s.mask(ctx);
    let out_ty = ctx.value_type(ctx.result(op, 0));
    let xt = tt(ctx, x);
    let loc = ctx.op_loc(op);
    let f32t = make(ctx, &xt.axes, DType::F32);
    let red_ty = make(ctx, &without(&xt.axes, &axis), DType::F32);
    let mut b = Builder::before(ctx, op);
    b.set_loc(loc);
    // The kept positions as 0/1 i32 over (some of) x's axes.
    let mut keep: Option<(Value, Vec<Axis>)> = None;
    if let Some(q) = &causal {
        let (_, kn) = xt.axis(&axis).unwrap();
        let (_, qn) = xt.axis(q).unwrap();
        let kty = make(
            b.ctx,
            &[Axis {
                name: axis.clone(),
                size: kn,
            }],
            DType::I32,
        );
        let qty = make(
            b.ctx,
            &[Axis {
                name: q.clone(),
                size: qn,
            }],
            DType::I32,
        );
        let ki = Iota::build(&mut b, &axis, kty).output(b.ctx);
        let qi = Iota::build(&mut b, q, qty).output(b.ctx);
        let axes: Vec<Axis> = xt
            .axes
            .iter()
            .filter(|a| a.name == axis || a.name == *q)
            .cloned()
            .collect();
        let cty = make(b.ctx, &axes, DType::I32);
        let c = Compare::build(&mut b, ki, qi, Predicate::Le, cty).output(b.ctx);
        keep = Some((c, axes));
    }
    if let Some(m) = mask {
        let mt = tt(b.ctx, m);
        let md = crate::types::element_dtype(b.ctx, mt.element).unwrap();
        let zero = scalar(&mut b, md, 0.0);
        let mty = make(b.ctx, &mt.axes, DType::I32);
        let nz = Compare::build(&mut b, m, zero, Predicate::Ne, mty).output(b.ctx);
        keep = Some(match keep {
            None => (nz, mt.axes.clone()),
            Some((c, caxes)) => {
                let axes: Vec<Axis> = xt
                    .axes
                    .iter()
                    .filter(|a| mt.has(&a.name) || caxes.iter().any(|c| c.name == a.name))
                    .cloned()
                    .collect();
                let ty = make(b.ctx, &axes, DType::I32);
                (bin(&mut b, BinaryFn::Mul, c, nz, ty), axes)
            }
        });
    }
    let xf = g_f32(&mut b, x);
    let xm = match &keep {
        Some((k, _)) => {
            let lowest = scalar(&mut b, DType::F32, f64::NEG_INFINITY);
            Select::build(&mut b, *k, xf, lowest, f32t).output(b.ctx)
        }
        None => xf,
    };
    let m = Reduce::build(&mut b, xm, ReduceFn::Max, red_ty).output(b.ctx);
    let d = bin(&mut b, BinaryFn::Sub, xm, m, f32t);
    let mut e = Unary::build(&mut b, d, UnaryFn::Exp, f32t).output(b.ctx);
    if let Some((k, _)) = &keep {
        let zero = scalar(&mut b, DType::F32, 0.0);
        e = Select::build(&mut b, *k, e, zero, f32t).output(b.ctx);
    }
    let sum = Reduce::build(&mut b, e, ReduceFn::Sum, red_ty).output(b.ctx);
    let one = scalar(&mut b, DType::F32, 1.0);
    let den = bin(&mut b, BinaryFn::Max, sum, one, red_ty);
    Ok(bin(&mut b, BinaryFn::Div, e, den, out_ty))
}

fn norm_tail(
    b: &mut Builder<'_>,
    y: Value,
    form: NormForm,
    affine: &[Value],
    f32t: Type,
    out_ty: Type,
) -> Value {
    let mut it = affine.iter();
    let mut y = y;
    let g = form.has_scale().then(|| *it.next().unwrap());
    let bias = form.has_bias().then(|| *it.next().unwrap());
    if let Some(g) = g {
        let ty = if bias.is_some() { f32t } else { out_ty };
        let g = g_f32(b, g);
        y = bin(b, BinaryFn::Mul, y, g, ty);
    }
    if let Some(bi) = bias {
        let bi = g_f32(b, bi);
        y = bin(b, BinaryFn::Add, y, bi, out_ty);
    }
    y
}

/// `v` as f32 (a cast unless it is already).
fn g_f32(b: &mut Builder<'_>, v: Value) -> Value {
    let t = tt(b.ctx, v);
    if crate::types::element_dtype(b.ctx, t.element) == Some(DType::F32) {
        return v;
    }
    let ty = make(b.ctx, &t.axes, DType::F32);
    Cast::build(b, v, ty).output(b.ctx)
}

#[allow(clippy::too_many_arguments)]
fn norm(
    ctx: &mut Context,
    op: OpId,
    x: Value,
    axis: &str,
    eps: f64,
    form: NormForm,
    affine: &[Value],
    rms: bool,
) -> Result<Value, Diagnostic> {
    let out_ty = ctx.value_type(ctx.result(op, 0));
    let xt = tt(ctx, x);
    let loc = ctx.op_loc(op);
    let f32t = make(ctx, &xt.axes, DType::F32);
    let red_ty = make(ctx, &without(&xt.axes, axis), DType::F32);
    let mut b = Builder::before(ctx, op);
    b.set_loc(loc);
    let xf = g_f32(&mut b, x);
    let c = if rms {
        xf
    } else {
        let mean = Reduce::build(&mut b, xf, ReduceFn::Mean, red_ty).output(b.ctx);
        bin(&mut b, BinaryFn::Sub, xf, mean, f32t)
    };
    let sq = bin(&mut b, BinaryFn::Mul, c, c, f32t);
    let ms = Reduce::build(&mut b, sq, ReduceFn::Mean, red_ty).output(b.ctx);
    let e = scalar(&mut b, DType::F32, eps);
    let ve = bin(&mut b, BinaryFn::Add, ms, e, red_ty);
    let r = Unary::build(&mut b, ve, UnaryFn::Rsqrt, red_ty).output(b.ctx);
    let last = if form == NormForm::Plain {
        out_ty
    } else {
        f32t
    };
    let y = bin(&mut b, BinaryFn::Mul, c, r, last);
    Ok(norm_tail(&mut b, y, form, affine, f32t, out_ty))
}

/// `layernorm` as primitive ops (module docs).
pub fn layernorm(ctx: &mut Context, op: OpId) -> Result<Value, Diagnostic> {
    let n = LayerNorm(op);
    let (x, axis, eps, form) = (
        n.input(ctx),
        n.axis(ctx).to_string(),
        n.eps(ctx),
        n.form(ctx),
    );
    let affine = n.affine(ctx).to_vec();
    norm(ctx, op, x, &axis, eps, form, &affine, false)
}

/// `rmsnorm` as primitive ops (module docs).
pub fn rmsnorm(ctx: &mut Context, op: OpId) -> Result<Value, Diagnostic> {
    let n = RmsNorm(op);
    let (x, axis, eps, form) = (
        n.input(ctx),
        n.axis(ctx).to_string(),
        n.eps(ctx),
        n.form(ctx),
    );
    let affine = n.affine(ctx).to_vec();
    norm(ctx, op, x, &axis, eps, form, &affine, true)
}

/// The `nt-decompose` pass: every composite op under the root as primitive ops.
#[derive(Default)]
pub struct DecomposePass {
    decomposed: u64,
}

impl visa_ir::pass::Pass for DecomposePass {
    fn name(&self) -> &'static str {
        "nt-decompose"
    }
    fn description(&self) -> &'static str {
        "Decompose the nt dialect's composite ops (softmax, layernorm, rmsnorm) into primitive nt ops"
    }
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        self.decomposed += decompose_all(ctx, op)? as u64;
        Ok(())
    }
    fn statistics(&self) -> Vec<visa_ir::pass::PassStatistic> {
        vec![visa_ir::pass::PassStatistic::new(
            "num-decomposed",
            "Number of composite ops decomposed",
            self.decomposed,
        )]
    }
}
