//! [`NtBuilder`]: nt ops built by axis name, each result type derived from the
//! operands (the typed `X::build` of each op takes every type explicitly).
//!
//! ```
//! use visa_ir::{Builder, Context, DialectRegistry};
//! use visa_nt::build::NtBuilder;
//! use visa_nt::interp::{interpret, Tensor};
//! use visa_nt::kinds::UnaryFn;
//! use visa_tcp::DType;
//! use visa_upstream::func::{Func, Return};
//!
//! let mut reg = DialectRegistry::new();
//! reg.register(visa_ir::builtin::dialect());
//! visa_upstream::register(&mut reg);
//! visa_nt::register(&mut reg);
//! let mut ctx = Context::new(reg);
//! let module = ctx.create_module(None);
//! let top = ctx.module_body(module);
//!
//! // A tiny MLP: y[B, O] = relu(x[B, D] · w1[D, H]) · w2[H, O].
//! let f32t = ctx.float_type(visa_ir::FloatKind::F32);
//! let x_ty = visa_nt::tensor_type(&mut ctx, &[("B", 2), ("D", 3)], f32t).unwrap();
//! let y_ty = visa_nt::tensor_type(&mut ctx, &[("B", 2), ("O", 1)], f32t).unwrap();
//! let fty = ctx.function_type(vec![x_ty], vec![y_ty]);
//! let mut b = Builder::at_end(&mut ctx, top);
//! let f = Func::build(&mut b, "mlp", fty, None, None, None);
//! let body = b.ctx.create_block();
//! let region = f.body(b.ctx);
//! b.ctx.append_block(region, body);
//! let x = b.ctx.add_block_arg(body, x_ty, None);
//! let mut b = Builder::at_end(&mut ctx, body);
//! let mut nt = NtBuilder::new(&mut b);
//! let w1 = nt.parameter("w1", &[("D", 3), ("H", 2)], DType::F32);
//! let w2 = nt.parameter("w2", &[("H", 2), ("O", 1)], DType::F32);
//! let h = nt.einsum(&[x, w1], &["B", "H"], DType::F32, None);
//! let h = nt.unary(UnaryFn::Relu, h);
//! let y = nt.einsum(&[h, w2], &["B", "O"], DType::F32, None);
//! Return::build(&mut b, &[y]);
//! visa_ir::verifier::verify(&ctx, module).unwrap();
//!
//! let xs = Tensor::from_f64(&[("B", 2), ("D", 3)], DType::F32, &[1., 2., 3., -1., -2., -3.]);
//! let params = |name: &str| match name {
//!     "w1" => Some(Tensor::from_f64(&[("D", 3), ("H", 2)], DType::F32, &[1., -1., 1., -1., 1., -1.])),
//!     "w2" => Some(Tensor::from_f64(&[("H", 2), ("O", 1)], DType::F32, &[2., 3.])),
//!     _ => None,
//! };
//! let out = interpret(&ctx, module, "mlp", &[xs], &params).unwrap();
//! // Row 0: h = relu([6, -6]) = [6, 0], y = 12. Row 1: h = relu([-6, 6]) = [0, 6], y = 18.
//! assert_eq!(out[0].to_f64(), [12., 18.]);
//! ```

use crate::kinds::{BinaryFn, NormForm, Predicate, ReduceFn, UnaryFn};
use crate::ops::*;
use crate::types::{tensor, tensor_type_of, Axis, TensorType};
use visa_ir::{Builder, Type, Value};
use visa_tcp::DType;

/// Builds nt ops at a [`Builder`]'s insertion point, deriving result types.
///
/// Misuse (an axis no operand has, a rule the op's verifier checks) panics: the
/// builder is for Rust callers building well-formed programs; text input goes
/// through the parser and verifier instead.
pub struct NtBuilder<'b, 'c> {
    /// The underlying builder.
    pub b: &'b mut Builder<'c>,
}

impl<'b, 'c> NtBuilder<'b, 'c> {
    /// Wraps `b`.
    pub fn new(b: &'b mut Builder<'c>) -> Self {
        NtBuilder { b }
    }

    /// `!nt.tensor<[axes], dtype>`.
    pub fn ty(&mut self, axes: &[(&str, u64)], dtype: DType) -> Type {
        let e = visa_dtype::type_of(self.b.ctx, dtype);
        crate::types::tensor_type(self.b.ctx, axes, e).unwrap_or_else(|m| panic!("{m}"))
    }

    fn ty_of(&mut self, axes: Vec<Axis>, dtype: DType) -> Type {
        let e = visa_dtype::type_of(self.b.ctx, dtype);
        tensor_type_of(self.b.ctx, axes, e).unwrap_or_else(|m| panic!("{m}"))
    }

    /// The nt type of `v`.
    pub fn type_of(&self, v: Value) -> TensorType {
        tensor(self.b.ctx, self.b.ctx.value_type(v))
            .expect("an nt value")
            .clone()
    }

    fn dtype(&self, v: Value) -> DType {
        crate::types::element_dtype(self.b.ctx, self.type_of(v).element).expect("a TCP dtype")
    }

    /// `nt.parameter "name"`.
    pub fn parameter(&mut self, name: &str, axes: &[(&str, u64)], dtype: DType) -> Value {
        let t = self.ty(axes, dtype);
        Parameter::build(self.b, name, t).output(self.b.ctx)
    }

    /// `nt.einsum` with result axes `out` (sizes from the inputs), dtype and optional
    /// accumulation type.
    pub fn einsum(
        &mut self,
        inputs: &[Value],
        out: &[&str],
        dtype: DType,
        acc: Option<DType>,
    ) -> Value {
        let types: Vec<TensorType> = inputs.iter().map(|&v| self.type_of(v)).collect();
        let axes: Vec<Axis> = out
            .iter()
            .map(|&n| {
                types
                    .iter()
                    .find_map(|t| {
                        t.axis(n).map(|(_, s)| Axis {
                            name: n.to_string(),
                            size: s,
                        })
                    })
                    .unwrap_or_else(|| panic!("no input has axis '{n}'"))
            })
            .collect();
        let t = self.ty_of(axes, dtype);
        let acc = acc.map(|d| visa_dtype::type_of(self.b.ctx, d));
        Einsum::build(self.b, inputs, acc, t).output(self.b.ctx)
    }

    /// `nt.unary f` with the operand's type.
    pub fn unary(&mut self, f: UnaryFn, x: Value) -> Value {
        let t = self.b.ctx.value_type(x);
        Unary::build(self.b, x, f, t).output(self.b.ctx)
    }

    /// `nt.binary f`: the result's axes are `a`'s then `b`'s others, `a`'s dtype.
    pub fn binary(&mut self, f: BinaryFn, a: Value, b: Value) -> Value {
        let (ta, tb) = (self.type_of(a), self.type_of(b));
        let mut axes = ta.axes.clone();
        axes.extend(tb.axes.iter().filter(|x| !ta.has(&x.name)).cloned());
        let t = self.ty_of(axes, self.dtype(a));
        Binary::build(self.b, a, b, f, t).output(self.b.ctx)
    }

    /// `nt.reduce f` over the axes `over`.
    pub fn reduce(&mut self, f: ReduceFn, x: Value, over: &[&str]) -> Value {
        let tx = self.type_of(x);
        let axes = tx
            .axes
            .iter()
            .filter(|a| !over.contains(&a.name.as_str()))
            .cloned()
            .collect();
        let t = self.ty_of(axes, self.dtype(x));
        Reduce::build(self.b, x, f, t).output(self.b.ctx)
    }

    /// `nt.cast` to `dtype`.
    pub fn cast(&mut self, x: Value, dtype: DType) -> Value {
        let t = self.ty_of(self.type_of(x).axes, dtype);
        Cast::build(self.b, x, t).output(self.b.ctx)
    }

    /// `nt.softmax` along `axis`, optionally causal over `causal`.
    pub fn softmax(&mut self, x: Value, axis: &str, causal: Option<&str>) -> Value {
        let t = self.b.ctx.value_type(x);
        Softmax::build(self.b, x, None, axis, causal, t).output(self.b.ctx)
    }

    /// `nt.rmsnorm` along `axis` with an optional scale.
    pub fn rmsnorm(&mut self, x: Value, axis: &str, eps: f64, scale: Option<Value>) -> Value {
        let t = self.b.ctx.value_type(x);
        let affine: Vec<Value> = scale.into_iter().collect();
        let form = NormForm::of(scale.is_some(), false);
        RmsNorm::build(self.b, x, &affine, axis, eps, form, t).output(self.b.ctx)
    }

    /// `nt.layernorm` along `axis` with optional scale and bias.
    pub fn layernorm(
        &mut self,
        x: Value,
        axis: &str,
        eps: f64,
        scale: Option<Value>,
        bias: Option<Value>,
    ) -> Value {
        let t = self.b.ctx.value_type(x);
        let affine: Vec<Value> = scale.into_iter().chain(bias).collect();
        let form = NormForm::of(scale.is_some(), bias.is_some());
        LayerNorm::build(self.b, x, &affine, axis, eps, form, t).output(self.b.ctx)
    }

    /// `nt.gather` of `table` along `axis` at `index` (`i32`).
    pub fn gather(&mut self, table: Value, index: Value, axis: &str) -> Value {
        let (tt, ti) = (self.type_of(table), self.type_of(index));
        let mut axes = ti.axes.clone();
        axes.extend(tt.axes.iter().filter(|a| a.name != axis).cloned());
        let t = self.ty_of(axes, self.dtype(table));
        Gather::build(self.b, table, index, axis, t).output(self.b.ctx)
    }

    /// `nt.constant` of `values` (one per element in row-major order of `axes`, or one
    /// for a splat), rounded to `dtype`.
    pub fn constant(&mut self, axes: &[(&str, u64)], dtype: DType, values: &[f64]) -> Value {
        let t = self.ty(axes, dtype);
        let e = visa_dtype::type_of(self.b.ctx, dtype);
        let shape: Vec<i64> = axes.iter().map(|a| a.1 as i64).collect();
        let dense_ty = self.b.ctx.tensor_type(&shape, e).expect("a checked shape");
        let mask = if dtype.is_int() {
            (1u128 << dtype.bits()) - 1
        } else {
            u128::MAX
        };
        let bits: Vec<u128> = values
            .iter()
            .map(|&v| crate::interp::tensor::encode(dtype, v) as u128 & mask)
            .collect();
        let attr = self
            .b
            .ctx
            .dense_elements_attr(dense_ty, &bits)
            .unwrap_or_else(|e| panic!("constant elements: {e}"));
        Constant::build(self.b, attr, t).output(self.b.ctx)
    }

    /// `nt.iota` along `axis` of `axes`.
    pub fn iota(&mut self, axes: &[(&str, u64)], axis: &str, dtype: DType) -> Value {
        let t = self.ty(axes, dtype);
        Iota::build(self.b, axis, t).output(self.b.ctx)
    }

    /// `nt.pow_const` with the operand's type.
    pub fn pow_const(&mut self, x: Value, exponent: f64) -> Value {
        let t = self.b.ctx.value_type(x);
        PowConst::build(self.b, x, exponent, t).output(self.b.ctx)
    }

    /// `nt.compare p` into `dtype` (an integer type): axes as [`NtBuilder::binary`].
    pub fn compare(&mut self, p: Predicate, a: Value, b: Value, dtype: DType) -> Value {
        let (ta, tb) = (self.type_of(a), self.type_of(b));
        let mut axes = ta.axes.clone();
        axes.extend(tb.axes.iter().filter(|x| !ta.has(&x.name)).cloned());
        let t = self.ty_of(axes, dtype);
        Compare::build(self.b, a, b, p, t).output(self.b.ctx)
    }

    /// `nt.select`: the result's axes are the union in order `on_true`, `on_false`,
    /// `cond`; `on_true`'s dtype.
    pub fn select(&mut self, cond: Value, on_true: Value, on_false: Value) -> Value {
        let mut axes: Vec<Axis> = Vec::new();
        for v in [on_true, on_false, cond] {
            for a in self.type_of(v).axes {
                if !axes.iter().any(|b| b.name == a.name) {
                    axes.push(a);
                }
            }
        }
        let t = self.ty_of(axes, self.dtype(on_true));
        Select::build(self.b, cond, on_true, on_false, t).output(self.b.ctx)
    }

    /// `nt.broadcast` to `axes` (every axis of `x` among them).
    pub fn broadcast(&mut self, x: Value, axes: &[(&str, u64)]) -> Value {
        let t = self.ty(axes, self.dtype(x));
        Broadcast::build(self.b, x, t).output(self.b.ctx)
    }

    /// `nt.rename`: the axes renamed position by position to `names`.
    pub fn rename(&mut self, x: Value, names: &[&str]) -> Value {
        let tx = self.type_of(x);
        let axes = tx
            .axes
            .iter()
            .zip(names)
            .map(|(a, n)| Axis {
                name: n.to_string(),
                size: a.size,
            })
            .collect();
        let t = self.ty_of(axes, self.dtype(x));
        Rename::build(self.b, x, t).output(self.b.ctx)
    }

    /// `nt.slice` of `len` positions from `offset` along `axis`.
    pub fn slice(&mut self, x: Value, axis: &str, offset: u64, len: u64) -> Value {
        let mut tx = self.type_of(x);
        let (i, _) = tx.axis(axis).unwrap_or_else(|| panic!("no axis '{axis}'"));
        tx.axes[i].size = len;
        let t = self.ty_of(tx.axes, self.dtype(x));
        Slice::build(self.b, x, axis, offset, t).output(self.b.ctx)
    }

    /// `nt.concat` of `inputs` along `axis`.
    pub fn concat(&mut self, inputs: &[Value], axis: &str) -> Value {
        let mut t0 = self.type_of(inputs[0]);
        let total: u64 = inputs
            .iter()
            .map(|&v| self.type_of(v).axis(axis).map_or(0, |a| a.1))
            .sum();
        let (i, _) = t0.axis(axis).unwrap_or_else(|| panic!("no axis '{axis}'"));
        t0.axes[i].size = total;
        let t = self.ty_of(t0.axes, self.dtype(inputs[0]));
        Concat::build(self.b, inputs, axis, t).output(self.b.ctx)
    }

    /// `nt.pad` of `axis` by `low` and `high` positions of `value`.
    pub fn pad(&mut self, x: Value, axis: &str, low: u64, high: u64, value: f64) -> Value {
        let mut tx = self.type_of(x);
        let (i, n) = tx.axis(axis).unwrap_or_else(|| panic!("no axis '{axis}'"));
        tx.axes[i].size = n + low + high;
        let t = self.ty_of(tx.axes, self.dtype(x));
        Pad::build(self.b, x, axis, low, high, value, t).output(self.b.ctx)
    }

    /// `nt.scatter` of `updates` into `dest` along `axis` at `index`.
    pub fn scatter(&mut self, updates: Value, dest: Value, index: Value, axis: &str) -> Value {
        let t = self.b.ctx.value_type(dest);
        Scatter::build(self.b, updates, dest, index, axis, t).output(self.b.ctx)
    }

    /// `nt.argmax` along `axis` (`i32`).
    pub fn argmax(&mut self, x: Value, axis: &str) -> Value {
        let axes = self
            .type_of(x)
            .axes
            .into_iter()
            .filter(|a| a.name != axis)
            .collect();
        let t = self.ty_of(axes, DType::I32);
        Argmax::build(self.b, x, axis, t).output(self.b.ctx)
    }

    /// `nt.topk`: the `k` largest along `axis`, which becomes `k_axis` of size `k`;
    /// returns the values and the `i32` positions.
    pub fn topk(&mut self, x: Value, axis: &str, k: u64, k_axis: &str) -> (Value, Value) {
        let mut tx = self.type_of(x);
        let (i, _) = tx.axis(axis).unwrap_or_else(|| panic!("no axis '{axis}'"));
        tx.axes[i] = Axis {
            name: k_axis.to_string(),
            size: k,
        };
        let vt = self.ty_of(tx.axes.clone(), self.dtype(x));
        let it = self.ty_of(tx.axes, DType::I32);
        let op = TopK::build(self.b, x, axis, vt, it);
        (op.values(self.b.ctx), op.indices(self.b.ctx))
    }

    /// `nt.split_axis`: `axis` becomes `(outer, outer_size)` then `(inner, |axis| / outer_size)`.
    pub fn split_axis(
        &mut self,
        x: Value,
        axis: &str,
        outer: &str,
        outer_size: u64,
        inner: &str,
    ) -> Value {
        let mut tx = self.type_of(x);
        let (i, n) = tx.axis(axis).unwrap_or_else(|| panic!("no axis '{axis}'"));
        tx.axes[i] = Axis {
            name: outer.to_string(),
            size: outer_size,
        };
        tx.axes.insert(
            i + 1,
            Axis {
                name: inner.to_string(),
                size: n / outer_size,
            },
        );
        let t = self.ty_of(tx.axes, self.dtype(x));
        SplitAxis::build(self.b, x, axis, t).output(self.b.ctx)
    }

    /// `nt.merge_axes`: the axis `first` and the one after it become `into`.
    pub fn merge_axes(&mut self, x: Value, first: &str, into: &str) -> Value {
        let mut tx = self.type_of(x);
        let (i, n) = tx
            .axis(first)
            .unwrap_or_else(|| panic!("no axis '{first}'"));
        let m = tx.axes[i + 1].size;
        tx.axes.remove(i + 1);
        tx.axes[i] = Axis {
            name: into.to_string(),
            size: n * m,
        };
        let t = self.ty_of(tx.axes, self.dtype(x));
        MergeAxes::build(self.b, x, into, t).output(self.b.ctx)
    }
}
