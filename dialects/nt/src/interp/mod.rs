//! The reference interpreter of the nt dialect: the oracle for the planner and the
//! importers, independent of the stream interpreter and the simulator.
//!
//! Declared numerics: every element is read as an `f64`; arithmetic is `f64` (an
//! einsum with `acc f32`/`acc i32` rounds each product and partial sum to that type,
//! summing in row-major order of the summed axes); each op's result is rounded once to
//! its dtype ([`tensor::encode`]). Pure data movement (`broadcast`, `rename`,
//! `slice`, `concat`, `gather`, `select`) copies bit patterns, so NaN payloads survive.
//! Storage is dense ([`Tensor`]): operands are walked by strides, never by per-element
//! maps.
//!
//! Each op's semantics is its [`Semantics`] interface, attached in its `op!`
//! declaration; an op without one is a located error.

pub mod tensor;

pub use tensor::Tensor;

use crate::kinds::{BinaryFn, NormForm, Predicate, ReduceFn, UnaryFn};
use crate::ops::*;
use crate::types::{element_dtype, Axis, TensorType};
use std::collections::HashMap;
use tensor::{decoder, encode, encode_int, row_major, sign_extend};
use visa_ir::interfaces::FunctionOpInterface;
use visa_ir::{Context, Diagnostic, OpId, Traits, Value};
use visa_tcp::DType;

/// The semantics of one op: its results from the values of its operands.
#[derive(Copy, Clone)]
pub enum Semantics {
    /// An op with one result.
    One(fn(&mut Env<'_>, OpId) -> Result<Tensor, Diagnostic>),
    /// An op with several results, in order.
    Many(fn(&mut Env<'_>, OpId) -> Result<Vec<Tensor>, Diagnostic>),
}

impl std::fmt::Debug for Semantics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Semantics")
    }
}

/// The largest result the interpreter computes (2^31 elements, 8 GiB of storage): a
/// larger one is a located error before any allocation, not an out-of-memory abort.
pub const MAX_RESULT_ELEMENTS: u64 = 1 << 31;

/// How parameters are bound: the tensor named `name`, or `None` when there is none.
pub type Params<'p> = &'p dyn Fn(&str) -> Option<Tensor>;

/// The values computed so far and the parameter binding.
pub struct Env<'a> {
    /// The module's context.
    pub ctx: &'a Context,
    values: HashMap<Value, Tensor>,
    params: Params<'a>,
}

fn err(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), msg)
}

/// The checked tensor type of `v` (verification made it one).
fn ty(ctx: &Context, v: Value) -> &TensorType {
    crate::types::tensor(ctx, ctx.value_type(v)).expect("a verified nt value has an nt type")
}

fn dtype_of(ctx: &Context, t: &TensorType) -> DType {
    element_dtype(ctx, t.element).expect("a checked nt type has a TCP dtype")
}

/// An empty tensor of `t`'s axes and dtype.
fn blank(ctx: &Context, t: &TensorType) -> Tensor {
    Tensor {
        axes: t.axes.clone(),
        dtype: dtype_of(ctx, t),
        bits: Vec::new(),
    }
}

/// Whether `t` has the axes and dtype of `want`.
fn matches_type(ctx: &Context, t: &Tensor, want: &TensorType) -> bool {
    t.axes == want.axes && Some(t.dtype) == element_dtype(ctx, want.element)
}

fn describe(axes: &[Axis], dtype: DType) -> String {
    let a: Vec<String> = axes
        .iter()
        .map(|a| format!("{}: {}", a.name, a.size))
        .collect();
    format!("[{}] {}", a.join(", "), dtype.keyword())
}

impl<'a> Env<'a> {
    /// The value of `v`, computed earlier.
    pub fn get(&self, v: Value) -> &Tensor {
        self.values
            .get(&v)
            .expect("dominance: an operand is computed before its use")
    }
}

/// Runs function `entry` of `module` on `inputs` (one per argument, in order), with
/// the parameters `params` binds; returns the function's results.
///
/// The module is verified first (the interpreter relies on its ops' rules), so an
/// invalid module gives its first verifier error, never a panic.
///
/// Errors, located: no such function, a wrong number of inputs, an input or a
/// parameter whose axes or dtype differ from the declared type, a missing parameter,
/// an op the interpreter does not implement, an index out of range at run time.
pub fn interpret(
    ctx: &Context,
    module: OpId,
    entry: &str,
    inputs: &[Tensor],
    params: Params<'_>,
) -> Result<Vec<Tensor>, Diagnostic> {
    if let Err(mut ds) = visa_ir::verifier::verify(ctx, module) {
        return Err(ds.remove(0));
    }
    let mut func = None;
    ctx.walk(module, &mut |op| {
        if func.is_none()
            && ctx.interface::<FunctionOpInterface>(op).is_some()
            && visa_ir::symbol::symbol_name(ctx, op) == Some(entry)
        {
            func = Some(op);
        }
    });
    let Some(func) = func else {
        return Err(err(ctx, module, format!("no function named '{entry}'")));
    };
    let region = ctx.region(func, 0);
    let Some(block) = ctx.entry_block(region) else {
        return Err(err(ctx, func, format!("function '{entry}' has no body")));
    };
    let args = ctx.block_args(block);
    if args.len() != inputs.len() {
        return Err(err(
            ctx,
            func,
            format!(
                "function '{entry}' takes {} input(s), {} given",
                args.len(),
                inputs.len()
            ),
        ));
    }
    let mut env = Env {
        ctx,
        values: HashMap::new(),
        params,
    };
    for (i, (&a, t)) in args.iter().zip(inputs).enumerate() {
        let Some(want) = crate::types::tensor(ctx, ctx.value_type(a)) else {
            return Err(err(
                ctx,
                func,
                format!("argument #{i} is not an !nt.tensor"),
            ));
        };
        if !matches_type(ctx, t, want) {
            return Err(err(
                ctx,
                func,
                format!(
                    "input #{i} is {} but argument #{i} is {}",
                    describe(&t.axes, t.dtype),
                    describe(&want.axes, dtype_of(ctx, want))
                ),
            ));
        }
        env.values.insert(a, t.clone());
    }
    let ops: Vec<OpId> = ctx.block_ops(block).collect();
    for op in ops {
        let def = ctx.op_def(op);
        if def.is_some_and(|d| d.traits.contains(Traits::RETURN_LIKE)) {
            return Ok(ctx
                .operands(op)
                .iter()
                .map(|v| env.get(*v).clone())
                .collect());
        }
        let Some(sem) = ctx.interface::<Semantics>(op).copied() else {
            return Err(err(
                ctx,
                op,
                format!(
                    "the nt interpreter does not implement '{}'",
                    ctx.op_name_str(op)
                ),
            ));
        };
        for &r in ctx.results(op) {
            let n = crate::types::tensor(ctx, ctx.value_type(r)).map_or(0, |t| t.num_elements());
            if n > MAX_RESULT_ELEMENTS {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "the result has {n} elements, more than the interpreter's limit of {MAX_RESULT_ELEMENTS}"
                    ),
                ));
            }
        }
        let ts = match sem {
            Semantics::One(f) => vec![f(&mut env, op)?],
            Semantics::Many(f) => f(&mut env, op)?,
        };
        for (i, t) in ts.into_iter().enumerate() {
            env.values.insert(ctx.result(op, i), t);
        }
    }
    Err(err(ctx, func, format!("function '{entry}' has no return")))
}

/// Walks an index space given by `sizes`, tracking one offset per operand (`strides[k]`
/// its strides along the space), calling `f(offsets)` in row-major order.
#[inline]
fn walk<const K: usize>(sizes: &[u64], strides: [&[u64]; K], mut f: impl FnMut(&[usize; K])) {
    let n = sizes.len();
    if sizes.contains(&0) {
        return;
    }
    let mut off = [0usize; K];
    if n == 0 {
        f(&off);
        return;
    }
    let inner = sizes[n - 1] as usize;
    let inner_strides: [usize; K] = std::array::from_fn(|k| strides[k][n - 1] as usize);
    let mut idx = vec![0u64; n];
    loop {
        let base = off;
        for _ in 0..inner {
            f(&off);
            for k in 0..K {
                off[k] += inner_strides[k];
            }
        }
        off = base;
        // Advance the outer odometer.
        let mut d = n - 1;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            for k in 0..K {
                off[k] += strides[k][d] as usize;
            }
            if idx[d] < sizes[d] {
                break;
            }
            for k in 0..K {
                off[k] -= (strides[k][d] * sizes[d]) as usize;
            }
            idx[d] = 0;
        }
    }
}

/// `nt.parameter`: the bound tensor, checked against the declared type.
pub fn parameter(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let name = Parameter(op).name(ctx);
    let want = ty(ctx, ctx.result(op, 0));
    let Some(t) = (env.params)(name) else {
        return Err(err(ctx, op, format!("parameter '{name}' is not bound")));
    };
    if !matches_type(ctx, &t, want) {
        return Err(err(
            ctx,
            op,
            format!(
                "parameter '{name}' is bound to {} but declared {}",
                describe(&t.axes, t.dtype),
                describe(&want.axes, dtype_of(ctx, want))
            ),
        ));
    }
    Ok(t)
}

/// `nt.constant`: the dense elements' bit patterns.
pub fn constant(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let r = ty(ctx, ctx.result(op, 0));
    let mut t = blank(ctx, r);
    let attr = Constant(op).value(ctx);
    if let Some(raw) = ctx.dense_resource_data(attr) {
        // Each element in whole little-endian bytes (verified length).
        let dt = t.dtype;
        let w = dt.bits().div_ceil(8) as usize;
        t.bits = raw
            .chunks_exact(w)
            .map(|c| {
                let v = c.iter().rev().fold(0u128, |a, &b| (a << 8) | b as u128);
                if dt.is_int() {
                    sign_extend(dt, v & ((1u128 << dt.bits()) - 1))
                } else {
                    v as u32
                }
            })
            .collect();
        return Ok(t);
    }
    let d = ctx.dense(attr).expect("verified dense");
    let n = r.num_elements();
    let dt = t.dtype;
    t.bits = (0..n)
        .map(|i| {
            let raw = d.bits(if d.is_splat() { 0 } else { i });
            if dt.is_int() {
                sign_extend(dt, raw)
            } else {
                raw as u32
            }
        })
        .collect();
    Ok(t)
}

/// `nt.iota`: the index along the axis.
pub fn iota(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let r = ty(ctx, ctx.result(op, 0));
    let mut t = blank(ctx, r);
    let s = t.stride_of(Iota(op).axis(ctx));
    let (_, size) = r.axis(Iota(op).axis(ctx)).expect("verified axis");
    let n = r.num_elements();
    let dt = t.dtype;
    t.bits = (0..n)
        .map(|i| encode(dt, ((i / s) % size) as f64))
        .collect();
    Ok(t)
}

/// `nt.einsum`: the products of the inputs summed over the axes the result lacks.
// The loops index several parallel offset tables (one per input) by position.
#[allow(clippy::needless_range_loop)]
pub fn einsum(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let e = Einsum(op);
    let r = ty(ctx, ctx.result(op, 0));
    let inputs: Vec<&Tensor> = e.inputs(ctx).iter().map(|&v| env.get(v)).collect();
    // The summed axes: every input axis the result lacks, first met first.
    let mut summed: Vec<Axis> = Vec::new();
    for t in &inputs {
        for a in &t.axes {
            if !r.has(&a.name) && !summed.iter().any(|s| s.name == a.name) {
                summed.push(a.clone());
            }
        }
    }
    let acc = e.acc(ctx).and_then(|t| element_dtype(ctx, t));
    let out_sizes: Vec<u64> = r.sizes();
    let sum_sizes: Vec<u64> = summed.iter().map(|a| a.size).collect();
    let out_strides: Vec<Vec<u64>> = inputs.iter().map(|t| t.strides_along(&r.axes)).collect();
    let sum_strides: Vec<Vec<u64>> = inputs.iter().map(|t| t.strides_along(&summed)).collect();
    let decs: Vec<_> = inputs.iter().map(|t| decoder(t.dtype)).collect();
    let mut out = blank(ctx, r);
    let dt = out.dtype;
    let n_out = r.num_elements() as usize;
    out.bits.reserve(n_out);
    // Offsets of each input at each output position.
    let mut bases: Vec<Vec<usize>> = vec![Vec::with_capacity(n_out); inputs.len()];
    for (k, s) in out_strides.iter().enumerate() {
        walk(&out_sizes, [s.as_slice()], |o| bases[k].push(o[0]));
    }
    // Offsets of each input within the summed space.
    let mut inner: Vec<Vec<usize>> = vec![Vec::new(); inputs.len()];
    for (k, s) in sum_strides.iter().enumerate() {
        walk(&sum_sizes, [s.as_slice()], |o| inner[k].push(o[0]));
    }
    let n_sum = inner.first().map_or(1, |v| v.len());
    for i in 0..n_out {
        let v = match acc {
            None => {
                let mut s = 0.0f64;
                for j in 0..n_sum {
                    let mut p = 1.0f64;
                    for k in 0..inputs.len() {
                        p *= decs[k].get(inputs[k].bits[bases[k][i] + inner[k][j]]);
                    }
                    s += p;
                }
                s
            }
            Some(DType::I32) => {
                let mut s = 0i32;
                for j in 0..n_sum {
                    let mut p = 1i32;
                    for k in 0..inputs.len() {
                        p = p.wrapping_mul(inputs[k].bits[bases[k][i] + inner[k][j]] as i32);
                    }
                    s = s.wrapping_add(p);
                }
                s as f64
            }
            Some(_) => {
                let mut s = 0.0f32;
                for j in 0..n_sum {
                    let mut p = 1.0f32;
                    for k in 0..inputs.len() {
                        p *= decs[k].get(inputs[k].bits[bases[k][i] + inner[k][j]]) as f32;
                    }
                    s += p;
                }
                s as f64
            }
        };
        out.bits.push(encode(dt, v));
    }
    Ok(out)
}

/// Applies `f` to the operands' values at each result position (broadcast by axis
/// name), rounding to the result's dtype.
fn map<const K: usize>(
    env: &Env<'_>,
    op: OpId,
    operands: [Value; K],
    f: impl Fn([f64; K]) -> f64,
) -> Tensor {
    let ctx = env.ctx;
    let r = ty(ctx, ctx.result(op, 0));
    let ts: [&Tensor; K] = std::array::from_fn(|k| env.get(operands[k]));
    let strides: [Vec<u64>; K] = std::array::from_fn(|k| ts[k].strides_along(&r.axes));
    let decs: [tensor::Decoder; K] = std::array::from_fn(|k| decoder(ts[k].dtype));
    let mut out = blank(ctx, r);
    let dt = out.dtype;
    out.bits.reserve(r.num_elements() as usize);
    let refs: [&[u64]; K] = std::array::from_fn(|k| strides[k].as_slice());
    let bits = &mut out.bits;
    walk(&r.sizes(), refs, |o| {
        let x: [f64; K] = std::array::from_fn(|k| decs[k].get(ts[k].bits[o[k]]));
        bits.push(encode(dt, f(x)));
    });
    out
}

extern "C" {
    // The C99 math library's error function (libm, which `std` links on Linux).
    fn erf(x: f64) -> f64;
}

/// `erf(x)` from the host C library.
pub fn erf_f64(x: f64) -> f64 {
    // SAFETY: `erf` is a pure C99 function of one double, defined for every input.
    unsafe { erf(x) }
}

/// The value of unary function `f` at `x`.
pub fn unary_fn(f: UnaryFn, x: f64) -> f64 {
    match f {
        UnaryFn::Neg => -x,
        UnaryFn::Abs => x.abs(),
        UnaryFn::Exp => x.exp(),
        UnaryFn::Log => x.ln(),
        UnaryFn::Sqrt => x.sqrt(),
        UnaryFn::Rsqrt => 1.0 / x.sqrt(),
        UnaryFn::Reciprocal => 1.0 / x,
        UnaryFn::Tanh => x.tanh(),
        UnaryFn::Sigmoid => 1.0 / (1.0 + (-x).exp()),
        UnaryFn::Silu => x / (1.0 + (-x).exp()),
        UnaryFn::GeluErf => 0.5 * x * (1.0 + erf_f64(x / std::f64::consts::SQRT_2)),
        UnaryFn::GeluTanh => {
            let c = (2.0 / std::f64::consts::PI).sqrt();
            0.5 * x * (1.0 + (c * (x + 0.044715 * x * x * x)).tanh())
        }
        UnaryFn::Relu => {
            if x.is_nan() {
                x
            } else {
                x.max(0.0)
            }
        }
    }
}

/// `nt.unary`.
pub fn unary(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let u = Unary(op);
    let f = u.kind(env.ctx);
    Ok(map(env, op, [u.input(env.ctx)], |[x]| unary_fn(f, x)))
}

/// The value of binary function `f` (floats).
pub fn binary_fn(f: BinaryFn, a: f64, b: f64) -> f64 {
    match f {
        BinaryFn::Add => a + b,
        BinaryFn::Sub => a - b,
        BinaryFn::Mul => a * b,
        BinaryFn::Div => a / b,
        BinaryFn::Max => {
            if a.is_nan() || b.is_nan() {
                f64::NAN
            } else {
                a.max(b)
            }
        }
        BinaryFn::Min => {
            if a.is_nan() || b.is_nan() {
                f64::NAN
            } else {
                a.min(b)
            }
        }
    }
}

/// `nt.binary`: floats in f64; integers exactly (`i64`), then saturated; an integer
/// division by zero is an error.
pub fn binary(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let b = Binary(op);
    let f = b.kind(ctx);
    let r = ty(ctx, ctx.result(op, 0));
    let dt = dtype_of(ctx, r);
    if !dt.is_int() {
        return Ok(map(env, op, [b.lhs(ctx), b.rhs(ctx)], |[x, y]| {
            binary_fn(f, x, y)
        }));
    }
    // Integers: every i32 value is exact in f64; compute in i128 from them.
    if f == BinaryFn::Div && env.get(b.rhs(ctx)).bits.contains(&0) {
        return Err(err(ctx, op, "integer division by zero"));
    }
    let mut t = map(env, op, [b.lhs(ctx), b.rhs(ctx)], |[x, y]| {
        let (x, y) = (x as i128, y as i128);
        let v = match f {
            BinaryFn::Add => x + y,
            BinaryFn::Sub => x - y,
            BinaryFn::Mul => x * y,
            BinaryFn::Div => x / y,
            BinaryFn::Max => x.max(y),
            BinaryFn::Min => x.min(y),
        };
        v as f64
    });
    // Saturate exactly (the products of two i32 values exceed f64's exact range).
    if matches!(f, BinaryFn::Mul) {
        let ts = [env.get(b.lhs(ctx)), env.get(b.rhs(ctx))];
        let s: [Vec<u64>; 2] = std::array::from_fn(|k| ts[k].strides_along(&r.axes));
        let mut bits = Vec::with_capacity(t.bits.len());
        walk(&r.sizes(), [&s[0], &s[1]], |o| {
            let v = ts[0].bits[o[0]] as i32 as i128 * ts[1].bits[o[1]] as i32 as i128;
            bits.push(encode_int(dt, v));
        });
        t.bits = bits;
    }
    Ok(t)
}

/// `nt.pow_const`.
pub fn pow_const(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let p = PowConst(op);
    let e = p.exponent(env.ctx);
    Ok(map(env, op, [p.input(env.ctx)], |[x]| x.powf(e)))
}

/// `nt.compare`: 1 or 0 (ordered predicates; `ne` holds for NaN).
pub fn compare(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let c = Compare(op);
    let p = c.predicate(env.ctx);
    Ok(map(env, op, [c.lhs(env.ctx), c.rhs(env.ctx)], |[a, b]| {
        let h = match p {
            Predicate::Eq => a == b,
            Predicate::Ne => a != b,
            Predicate::Lt => a < b,
            Predicate::Le => a <= b,
            Predicate::Gt => a > b,
            Predicate::Ge => a >= b,
        };
        h as u8 as f64
    }))
}

/// `nt.select`: bit patterns of the chosen value.
pub fn select(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let s = Select(op);
    let r = ty(ctx, ctx.result(op, 0));
    let ts = [
        env.get(s.cond(ctx)),
        env.get(s.on_true(ctx)),
        env.get(s.on_false(ctx)),
    ];
    let st: [Vec<u64>; 3] = std::array::from_fn(|k| ts[k].strides_along(&r.axes));
    let mut out = blank(ctx, r);
    let bits = &mut out.bits;
    walk(&r.sizes(), [&st[0], &st[1], &st[2]], |o| {
        bits.push(if ts[0].bits[o[0]] != 0 {
            ts[1].bits[o[1]]
        } else {
            ts[2].bits[o[2]]
        });
    });
    Ok(out)
}

/// `nt.cast`: the value rounded to the result's dtype (integer to integer saturates
/// exactly).
pub fn cast(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let c = Cast(op);
    Ok(map(env, op, [c.input(env.ctx)], |[x]| x))
}

/// Walks `input` as lines: for each position of `outer` axes, the offsets along the
/// `inner` axes. Returns, per outer position (row-major over `outer`), its base offset;
/// and the offsets within a line.
fn lines(t: &Tensor, outer: &[Axis], inner: &[Axis]) -> (Vec<usize>, Vec<usize>) {
    let os = t.strides_along(outer);
    let is = t.strides_along(inner);
    let osz: Vec<u64> = outer.iter().map(|a| a.size).collect();
    let isz: Vec<u64> = inner.iter().map(|a| a.size).collect();
    let mut bases = Vec::new();
    walk(&osz, [os.as_slice()], |o| bases.push(o[0]));
    let mut offs = Vec::new();
    walk(&isz, [is.as_slice()], |o| offs.push(o[0]));
    (bases, offs)
}

/// `nt.reduce`: over the operand's axes the result lacks (f64).
pub fn reduce(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let rd = Reduce(op);
    let f = rd.kind(ctx);
    let r = ty(ctx, ctx.result(op, 0));
    let x = env.get(rd.input(ctx));
    let reduced: Vec<Axis> = x.axes.iter().filter(|a| !r.has(&a.name)).cloned().collect();
    let (bases, offs) = lines(x, &r.axes, &reduced);
    let dec = decoder(x.dtype);
    let mut out = blank(ctx, r);
    let dt = out.dtype;
    out.bits = bases
        .iter()
        .map(|&b| {
            let vals = offs.iter().map(|&o| dec.get(x.bits[b + o]));
            let v = match f {
                ReduceFn::Sum => vals.sum(),
                ReduceFn::Mean => vals.sum::<f64>() / offs.len() as f64,
                ReduceFn::Max => {
                    vals.fold(f64::NEG_INFINITY, |a, v| binary_fn(BinaryFn::Max, a, v))
                }
                ReduceFn::Min => vals.fold(f64::INFINITY, |a, v| binary_fn(BinaryFn::Min, a, v)),
            };
            encode(dt, v)
        })
        .collect();
    Ok(out)
}

/// The lines of `x` along `axis`: the other axes (in `x`'s order), the bases, the
/// offsets along the axis.
fn axis_lines(x: &Tensor, axis: &str) -> (Vec<Axis>, Vec<usize>, Vec<usize>) {
    let outer: Vec<Axis> = x.axes.iter().filter(|a| a.name != axis).cloned().collect();
    let inner: Vec<Axis> = x.axes.iter().filter(|a| a.name == axis).cloned().collect();
    let (b, o) = lines(x, &outer, &inner);
    (outer, b, o)
}

/// `vals` (in `x`'s storage order) rounded to the result's dtype and laid out in the
/// result's axis order.
fn finish(ctx: &Context, op: OpId, x_axes: &[Axis], vals: &[f64]) -> Tensor {
    let r = ty(ctx, ctx.result(op, 0));
    let dt = dtype_of(ctx, r);
    let staged = Tensor {
        axes: x_axes.to_vec(),
        dtype: dt,
        bits: vals.iter().map(|&v| encode(dt, v)).collect(),
    };
    relayout(&staged, &r.axes)
}

/// `t` laid out over `axes` (a superset of its axes): elements repeat along new
/// axes; bit patterns kept.
pub fn relayout(t: &Tensor, axes: &[Axis]) -> Tensor {
    if t.axes == axes {
        return t.clone();
    }
    let s = t.strides_along(axes);
    let sizes: Vec<u64> = axes.iter().map(|a| a.size).collect();
    let mut bits = Vec::with_capacity(sizes.iter().product::<u64>() as usize);
    walk(&sizes, [s.as_slice()], |o| bits.push(t.bits[o[0]]));
    Tensor {
        axes: axes.to_vec(),
        dtype: t.dtype,
        bits,
    }
}

/// The values of `v` (broadcast by name) at each position of `x`'s storage order.
fn spread(env: &Env<'_>, v: Value, x: &Tensor) -> Vec<f64> {
    let t = env.get(v);
    let s = t.strides_along(&x.axes);
    let dec = decoder(t.dtype);
    let mut out = Vec::with_capacity(x.len());
    walk(&x.sizes(), [s.as_slice()], |o| {
        out.push(dec.get(t.bits[o[0]]))
    });
    out
}

/// `nt.softmax`: per line along the axis, over the kept positions (causal `k <= q`,
/// mask non-zero): `exp(x - max) / Σ exp(x - max)`; a line with nothing kept is 0.
pub fn softmax(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let s = Softmax(op);
    let x = env.get(s.input(ctx));
    let axis = s.axis(ctx);
    let (_, bases, offs) = axis_lines(x, axis);
    let xv = x.to_f64();
    let mut keep = vec![true; x.len()];
    if let Some(q) = s.causal(ctx) {
        let (ks, qs) = (x.stride_of(axis) as usize, x.stride_of(q) as usize);
        let (kn, qn) = (
            x.axes.iter().find(|a| a.name == axis).unwrap().size as usize,
            x.axes.iter().find(|a| a.name == q).unwrap().size as usize,
        );
        for (i, k) in keep.iter_mut().enumerate() {
            let (ki, qi) = ((i / ks) % kn, (i / qs) % qn);
            *k = ki <= qi;
        }
    }
    if let Some(m) = s.mask(ctx) {
        let mv = spread(env, m, x);
        for (k, m) in keep.iter_mut().zip(mv) {
            *k &= m != 0.0;
        }
    }
    let mut out = vec![0.0f64; x.len()];
    for &b in &bases {
        let mut mx = f64::NEG_INFINITY;
        let mut any = false;
        for &o in &offs {
            if keep[b + o] {
                any = true;
                mx = binary_fn(BinaryFn::Max, mx, xv[b + o]);
            }
        }
        if !any {
            continue;
        }
        let mut sum = 0.0;
        for &o in &offs {
            if keep[b + o] {
                let e = (xv[b + o] - mx).exp();
                out[b + o] = e;
                sum += e;
            }
        }
        for &o in &offs {
            out[b + o] /= sum;
        }
    }
    Ok(finish(ctx, op, &x.axes, &out))
}

fn affine(
    env: &Env<'_>,
    form: NormForm,
    operands: &[Value],
    x: &Tensor,
) -> (Option<Vec<f64>>, Option<Vec<f64>>) {
    let mut it = operands.iter();
    let g = form
        .has_scale()
        .then(|| spread(env, *it.next().unwrap(), x));
    let b = form.has_bias().then(|| spread(env, *it.next().unwrap(), x));
    (g, b)
}

#[allow(clippy::too_many_arguments)]
fn norm(
    env: &mut Env<'_>,
    op: OpId,
    input: Value,
    axis: &str,
    eps: f64,
    form: NormForm,
    ops: &[Value],
    rms: bool,
) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let x = env.get(input);
    let (_, bases, offs) = axis_lines(x, axis);
    let xv = x.to_f64();
    let (g, bi) = affine(env, form, ops, x);
    let n = offs.len() as f64;
    let mut out = vec![0.0f64; x.len()];
    for &b in &bases {
        let mean = if rms {
            0.0
        } else {
            offs.iter().map(|&o| xv[b + o]).sum::<f64>() / n
        };
        let var = offs
            .iter()
            .map(|&o| (xv[b + o] - mean).powi(2))
            .sum::<f64>()
            / n;
        let inv = 1.0 / (var + eps).sqrt();
        for &o in &offs {
            let i = b + o;
            let mut y = (xv[i] - mean) * inv;
            if let Some(g) = &g {
                y *= g[i];
            }
            if let Some(bi) = &bi {
                y += bi[i];
            }
            out[i] = y;
        }
    }
    Ok(finish(ctx, op, &x.axes, &out))
}

/// `nt.layernorm`: `(x - mean) / sqrt(var + eps) · g + b` (biased variance, f64).
pub fn layernorm(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let n = LayerNorm(op);
    let affine: Vec<Value> = n.affine(ctx).to_vec();
    norm(
        env,
        op,
        n.input(ctx),
        n.axis(ctx),
        n.eps(ctx),
        n.form(ctx),
        &affine,
        false,
    )
}

/// `nt.rmsnorm`: `x / sqrt(mean(x²) + eps) · g + b` (f64).
pub fn rmsnorm(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let n = RmsNorm(op);
    let affine: Vec<Value> = n.affine(ctx).to_vec();
    norm(
        env,
        op,
        n.input(ctx),
        n.axis(ctx),
        n.eps(ctx),
        n.form(ctx),
        &affine,
        true,
    )
}

/// `nt.broadcast`: bit patterns laid out over the result's axes.
pub fn broadcast(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let r = ty(ctx, ctx.result(op, 0));
    Ok(relayout(env.get(Broadcast(op).input(ctx)), &r.axes))
}

/// `nt.rename`: the same bit patterns under the result's axis names.
pub fn rename(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let r = ty(ctx, ctx.result(op, 0));
    let mut t = env.get(Rename(op).input(ctx)).clone();
    t.axes = r.axes.clone();
    Ok(t)
}

/// `nt.slice`: bit patterns of the range.
pub fn slice(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let s = Slice(op);
    let r = ty(ctx, ctx.result(op, 0));
    let x = env.get(s.input(ctx));
    let start = s.offset(ctx) as usize * x.stride_of(s.axis(ctx)) as usize;
    let st = x.strides_along(&r.axes);
    let mut out = blank(ctx, r);
    let bits = &mut out.bits;
    walk(&r.sizes(), [st.as_slice()], |o| {
        bits.push(x.bits[start + o[0]])
    });
    Ok(out)
}

/// `nt.concat`: each input's bit patterns at its place along the axis.
pub fn concat(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let c = Concat(op);
    let r = ty(ctx, ctx.result(op, 0));
    let axis = c.axis(ctx);
    let mut out = blank(ctx, r);
    out.bits = vec![0; r.num_elements() as usize];
    let rstride = out.stride_of(axis) as usize;
    let mut at = 0usize;
    for &v in c.inputs(ctx) {
        let t = env.get(v);
        let rs = out.strides_along(&t.axes);
        let own = t.strides();
        let bits = &mut out.bits;
        walk(&t.sizes(), [rs.as_slice(), own.as_slice()], |o| {
            bits[at * rstride + o[0]] = t.bits[o[1]];
        });
        at += t.axes.iter().find(|a| a.name == axis).unwrap().size as usize;
    }
    Ok(out)
}

/// `nt.gather`: bit patterns of the table at the runtime indices.
pub fn gather(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let g = Gather(op);
    let r = ty(ctx, ctx.result(op, 0));
    let axis = g.axis(ctx);
    let t = env.get(g.table(ctx));
    let idx = env.get(g.index(ctx));
    let n = t.axes.iter().find(|a| a.name == axis).unwrap().size;
    let vs = t.stride_of(axis) as usize;
    // Table strides along the result, without the gathered axis.
    let ts: Vec<u64> = r
        .axes
        .iter()
        .map(|a| {
            if a.name == axis {
                0
            } else {
                t.stride_of(&a.name)
            }
        })
        .collect();
    let is = idx.strides_along(&r.axes);
    let mut out = blank(ctx, r);
    let mut bad = None;
    let bits = &mut out.bits;
    walk(&r.sizes(), [ts.as_slice(), is.as_slice()], |o| {
        let i = idx.bits[o[1]] as i32;
        if i < 0 || i as u64 >= n {
            bad.get_or_insert(i);
            bits.push(0);
        } else {
            bits.push(t.bits[o[0] + i as usize * vs]);
        }
    });
    if let Some(i) = bad {
        return Err(err(
            ctx,
            op,
            format!("index {i} is outside axis '{axis}' of size {n}"),
        ));
    }
    Ok(out)
}

/// `nt.argmax`: the first position of the largest value (a NaN counts as largest).
pub fn argmax(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let a = Argmax(op);
    let x = env.get(a.input(ctx));
    let axis = a.axis(ctx);
    let (outer, bases, offs) = axis_lines(x, axis);
    let xv = x.to_f64();
    let vals: Vec<f64> = bases
        .iter()
        .map(|&b| {
            let mut best = 0usize;
            for (j, &o) in offs.iter().enumerate() {
                let (v, m) = (xv[b + o], xv[b + offs[best]]);
                if !m.is_nan() && (v.is_nan() || v > m) {
                    best = j;
                }
            }
            best as f64
        })
        .collect();
    Ok(finish(ctx, op, &outer, &vals))
}

/// The row-major strides of `t`'s type (for tests and builders).
pub fn strides_of(t: &TensorType) -> Vec<u64> {
    row_major(&t.sizes())
}

/// `nt.scatter`: `dest`'s bit patterns with the updates written at the indices.
pub fn scatter(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let s = Scatter(op);
    let axis = s.axis(ctx);
    let upd = env.get(s.updates(ctx));
    let idx = env.get(s.index(ctx));
    let mut out = env.get(s.dest(ctx)).clone();
    let n = out.axes.iter().find(|a| a.name == axis).unwrap().size;
    let vs = out.stride_of(axis) as usize;
    let ds: Vec<u64> = upd
        .axes
        .iter()
        .map(|a| {
            if a.name == axis {
                0
            } else {
                out.stride_of(&a.name)
            }
        })
        .collect();
    let is = idx.strides_along(&upd.axes);
    let own = upd.strides();
    let mut bad = None;
    let bits = &mut out.bits;
    walk(
        &upd.sizes(),
        [ds.as_slice(), is.as_slice(), own.as_slice()],
        |o| {
            let i = idx.bits[o[1]] as i32;
            if i < 0 || i as u64 >= n {
                bad.get_or_insert(i);
            } else {
                bits[o[0] + i as usize * vs] = upd.bits[o[2]];
            }
        },
    );
    if let Some(i) = bad {
        return Err(err(
            ctx,
            op,
            format!("index {i} is outside axis '{axis}' of size {n}"),
        ));
    }
    Ok(out)
}

/// `nt.pad`: the input's bit patterns inside, the value's outside.
pub fn pad(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let p = Pad(op);
    let r = ty(ctx, ctx.result(op, 0));
    let x = env.get(p.input(ctx));
    let mut out = blank(ctx, r);
    let fill = encode(out.dtype, p.value(ctx));
    out.bits = vec![fill; r.num_elements() as usize];
    let start = p.low(ctx) as usize * out.stride_of(p.axis(ctx)) as usize;
    let rs = out.strides_along(&x.axes);
    let own = x.strides();
    let bits = &mut out.bits;
    walk(&x.sizes(), [rs.as_slice(), own.as_slice()], |o| {
        bits[start + o[0]] = x.bits[o[1]]
    });
    Ok(out)
}

/// `nt.split_axis` / `nt.merge_axes`: the same bit patterns in the same order under
/// the result's axes.
pub fn relabel(env: &mut Env<'_>, op: OpId) -> Result<Tensor, Diagnostic> {
    let ctx = env.ctx;
    let r = ty(ctx, ctx.result(op, 0));
    let mut t = env.get(ctx.operands(op)[0]).clone();
    t.axes = r.axes.clone();
    Ok(t)
}

/// `nt.topk`: per line along the axis, the positions sorted by value (largest first,
/// a NaN largest, ties by position), the first `k` kept.
pub fn topk(env: &mut Env<'_>, op: OpId) -> Result<Vec<Tensor>, Diagnostic> {
    let ctx = env.ctx;
    let t = TopK(op);
    let x = env.get(t.input(ctx));
    let axis = t.axis(ctx);
    let vt = ty(ctx, ctx.result(op, 0));
    let it = ty(ctx, ctx.result(op, 1));
    let (outer, bases, offs) = axis_lines(x, axis);
    let pos = x.axes.iter().position(|a| a.name == axis).unwrap();
    let k = vt.axes[pos].size as usize;
    let xv = x.to_f64();
    // Staged in x's order with the axis replaced by the k axis.
    let mut staged_axes = x.axes.clone();
    staged_axes[pos] = vt.axes[pos].clone();
    let ks = row_major(&staged_axes.iter().map(|a| a.size).collect::<Vec<_>>())[pos] as usize;
    let so: Vec<u64> = {
        let st = row_major(&staged_axes.iter().map(|a| a.size).collect::<Vec<_>>());
        outer
            .iter()
            .map(|a| st[staged_axes.iter().position(|b| b.name == a.name).unwrap()])
            .collect()
    };
    let mut sbases = Vec::new();
    walk(
        &outer.iter().map(|a| a.size).collect::<Vec<_>>(),
        [so.as_slice()],
        |o| sbases.push(o[0]),
    );
    let n = staged_axes.iter().map(|a| a.size).product::<u64>() as usize;
    let (mut vbits, mut ibits) = (vec![0u32; n], vec![0u32; n]);
    let mut order: Vec<usize> = Vec::with_capacity(offs.len());
    for (&b, &sb) in bases.iter().zip(&sbases) {
        order.clear();
        order.extend(0..offs.len());
        let key = |j: usize| xv[b + offs[j]];
        order.sort_by(|&p, &q| {
            let (a, c) = (key(p), key(q));
            let ord = match (a.is_nan(), c.is_nan()) {
                (true, true) => std::cmp::Ordering::Equal,
                (true, false) => std::cmp::Ordering::Less,
                (false, true) => std::cmp::Ordering::Greater,
                _ => c.partial_cmp(&a).unwrap(),
            };
            ord.then(p.cmp(&q))
        });
        for (r, &j) in order.iter().take(k).enumerate() {
            vbits[sb + r * ks] = x.bits[b + offs[j]];
            ibits[sb + r * ks] = j as u32;
        }
    }
    let v = Tensor {
        axes: staged_axes.clone(),
        dtype: x.dtype,
        bits: vbits,
    };
    let i = Tensor {
        axes: staged_axes,
        dtype: DType::I32,
        bits: ibits,
    };
    Ok(vec![relayout(&v, &vt.axes), relayout(&i, &it.axes)])
}
