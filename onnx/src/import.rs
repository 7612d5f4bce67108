//! The ONNX importer: a decoded [`Model`] as one `func.func @main` of `nt` ops.
//!
//! The function's arguments are the graph inputs that are not initializers, its results
//! the graph outputs; each initializer becomes `nt.parameter "name"` (materialized at its
//! first use as data), and `Constant` nodes become `nt.constant` (or stay folded when
//! only read as a static shape, e.g. by `Reshape`).
//!
//! ONNX dims are positional, nt axes named. Every nt value keeps its ONNX dims in
//! order, and the axis names come from one counter, `d0`, `d1`, … in import order
//! (decision OIMP-1): an op's result inherits the names of the operand dims it keeps,
//! and where two operands must meet (numpy broadcasting, a contraction) the operand is
//! `nt.rename`d position by position to the names the result uses; a size-1 dim that
//! broadcasts is removed with `nt.reduce sum` (exact: one element). A transpose is
//! `nt.broadcast` to the permuted axes; `Reshape`/`Flatten` merge and split axes
//! (`nt.merge_axes` / `nt.split_axis`) group by group.
//!
//! Shapes must be static: a symbolic dim is an error naming the input and dim unless
//! [`ImportOptions::bind_dims`] binds it. Every error names where it arose: the node
//! (name, index, op type, opset) or the graph input / output.

use crate::{AttrValue, DataType, Dim, Model, Node, Tensor};
use std::collections::HashMap;
use std::fmt;
use visa_ir::{Builder, Context, OpId, Type, Value};
use visa_nt::build::NtBuilder;
use visa_nt::kinds::{BinaryFn, ReduceFn, UnaryFn};
use visa_nt::ops::{Binary, Broadcast, Einsum, Reduce, Rename};
use visa_nt::types::{tensor, tensor_type_of, Axis, TensorType};
use visa_tcp::DType;
use visa_upstream::func::{Func, Return};

/// How to import: the sizes of symbolic dims.
#[derive(Debug, Clone, Default)]
pub struct ImportOptions {
    /// `(dim_param, size)` pairs: each symbolic dim of that name gets that size.
    pub bind_dims: Vec<(String, u64)>,
}

/// Why a model was not imported: where (node, input or output) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportError {
    /// Where: `node 'fc1' (#0, Gemm, opset 17)`, `graph input 'x'`, ...
    pub location: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.location, self.message)
    }
}

impl std::error::Error for ImportError {}

type R<T> = Result<T, String>;

/// The value an ONNX name stands for.
#[derive(Clone)]
enum Entry {
    /// An nt value already built.
    Nt(Value),
    /// An initializer (index into the graph's), a parameter once used as data.
    Init(usize),
    /// A constant tensor, an `nt.constant` once used as data.
    Const(Tensor),
}

/// The TCP dtype of an ONNX element type, if nt has it.
pub fn dtype_of(dt: DataType) -> Option<DType> {
    Some(match dt {
        DataType::Float => DType::F32,
        DataType::Float16 => DType::F16,
        DataType::Bfloat16 => DType::Bf16,
        DataType::Int8 => DType::I8,
        DataType::Int16 => DType::I16,
        DataType::Int32 => DType::I32,
        DataType::Float8E4M3FN => DType::F8E4M3,
        DataType::Float8E5M2 => DType::F8E5M2,
        _ => return None,
    })
}

fn dtype_of_code(code: i64) -> R<DType> {
    let dt = DataType::from_code(code).ok_or_else(|| format!("element type {code} is unknown"))?;
    dtype_of(dt).ok_or_else(|| format!("element type {dt:?} has no nt dtype"))
}

/// Imports `model` as a module holding `func.func @main` (no symbolic dims allowed).
/// On error the context may hold a partial module.
pub fn import_model(ctx: &mut Context, model: &Model) -> Result<OpId, ImportError> {
    import_model_with(ctx, model, &ImportOptions::default())
}

/// [`import_model`] with options (symbolic dims bound).
pub fn import_model_with(
    ctx: &mut Context,
    model: &Model,
    opts: &ImportOptions,
) -> Result<OpId, ImportError> {
    let g = &model.graph;
    let opset = model.opset("").unwrap_or(1);
    let module = ctx.create_module(None);
    let top = ctx.module_body(module);
    let f32t = ctx.float_type(visa_ir::FloatKind::F32);
    let placeholder = ctx.function_type(vec![], vec![f32t]);
    let mut b = Builder::at_end(ctx, top);
    let func = Func::build(&mut b, "main", placeholder, None, None, None);
    let body = b.ctx.create_block();
    let region = func.body(b.ctx);
    b.ctx.append_block(region, body);

    let mut imp = Importer {
        b: Builder::at_end(ctx, body),
        next: 0,
        values: HashMap::new(),
        model,
    };
    for (i, t) in g.initializer.iter().enumerate() {
        imp.values.insert(t.name.clone(), Entry::Init(i));
    }
    // Graph inputs (those not initializers, which old exporters also list as inputs).
    let mut arg_types = Vec::new();
    for input in &g.input {
        if g.initializer_named(&input.name).is_some() {
            continue;
        }
        let loc = || format!("graph input '{}'", input.name);
        let e = |m: String| ImportError {
            location: loc(),
            message: m,
        };
        let dtype =
            dtype_of_code(input.elem_type.ok_or_else(|| e("no tensor type".into()))?).map_err(e)?;
        let dims = static_dims(input.shape.as_deref(), opts).map_err(e)?;
        let ty = imp.fresh_type(&dims, dtype).map_err(e)?;
        let v = imp.b.ctx.add_block_arg(body, ty, None);
        arg_types.push(ty);
        imp.values.insert(input.name.clone(), Entry::Nt(v));
    }
    for (i, node) in g.node.iter().enumerate() {
        let loc = imp.b.ctx.name_loc(if node.name.is_empty() {
            &node.op_type
        } else {
            &node.name
        });
        imp.b.set_loc(loc);
        imp.node(node, opset).map_err(|m| ImportError {
            location: format!(
                "node '{}' (#{i}, {}, opset {opset})",
                node.name, node.op_type
            ),
            message: m,
        })?;
    }
    let mut results = Vec::new();
    let mut result_types = Vec::new();
    for out in &g.output {
        let e = |m: String| ImportError {
            location: format!("graph output '{}'", out.name),
            message: m,
        };
        let v = imp.get(&out.name).map_err(e)?;
        let t = imp.ty(v);
        if let Some(shape) = &out.shape {
            if let Ok(dims) = static_dims(Some(shape), opts) {
                if dims != t.sizes() {
                    return Err(e(format!(
                        "declared shape {dims:?} but the graph computes {:?}",
                        t.sizes()
                    )));
                }
            }
        }
        if let Some(code) = out.elem_type {
            let d = dtype_of_code(code).map_err(e)?;
            if d != imp.dtype(v) {
                return Err(e(format!(
                    "declared {d:?} but the graph computes {:?}",
                    imp.dtype(v)
                )));
            }
        }
        results.push(v);
        result_types.push(imp.b.ctx.value_type(v));
    }
    Return::build(&mut imp.b, &results);
    let fty = ctx.function_type(arg_types, result_types);
    let a = ctx.type_attr(fty);
    ctx.set_attr_named(func.0, "function_type", a);
    // Rules the importer does not check itself (e.g. a softmax of integers) are the
    // verifier's: its first error, at the node's name location.
    if let Err(ds) = visa_ir::verifier::verify(ctx, module) {
        let d = &ds[0];
        let location = match ctx.loc_kind(d.loc) {
            visa_ir::LocKind::Name { name, .. } => format!("node '{}'", ctx.str(*name)),
            _ => "the imported module".to_string(),
        };
        return Err(ImportError {
            location,
            message: d.message.clone(),
        });
    }
    Ok(module)
}

/// The static sizes of a value-info shape, symbolic dims bound by `opts`.
fn static_dims(shape: Option<&[Dim]>, opts: &ImportOptions) -> R<Vec<u64>> {
    let shape = shape.ok_or("the shape (rank) is unknown; only static shapes import")?;
    shape
        .iter()
        .enumerate()
        .map(|(i, d)| match d {
            Dim::Value(v) if *v >= 1 => Ok(*v as u64),
            Dim::Value(v) => Err(format!("dim {i} has size {v}; sizes are at least 1")),
            Dim::Param(p) => opts
                .bind_dims
                .iter()
                .find(|(n, _)| n == p)
                .map(|&(_, s)| s)
                .ok_or_else(|| {
                    format!("dim {i} is symbolic ('{p}'); bind it (--bind-dim {p}=SIZE)")
                }),
            Dim::Unknown => Err(format!("dim {i} is unknown; only static shapes import")),
        })
        .collect()
}

struct Importer<'c, 'm> {
    b: Builder<'c>,
    next: usize,
    values: HashMap<String, Entry>,
    model: &'m Model,
}

impl<'c, 'm> Importer<'c, 'm> {
    fn fresh(&mut self) -> String {
        let n = format!("d{}", self.next);
        self.next += 1;
        n
    }

    fn ty_of(&mut self, axes: Vec<Axis>, dtype: DType) -> R<Type> {
        let e = visa_dtype::type_of(self.b.ctx, dtype);
        tensor_type_of(self.b.ctx, axes, e)
    }

    fn fresh_type(&mut self, dims: &[u64], dtype: DType) -> R<Type> {
        let axes = dims
            .iter()
            .map(|&size| Axis {
                name: self.fresh(),
                size,
            })
            .collect();
        self.ty_of(axes, dtype)
    }

    fn ty(&self, v: Value) -> TensorType {
        tensor(self.b.ctx, self.b.ctx.value_type(v))
            .expect("an nt value")
            .clone()
    }

    fn dtype(&self, v: Value) -> DType {
        visa_nt::types::element_dtype(self.b.ctx, self.ty(v).element).expect("a TCP dtype")
    }

    /// The static tensor `name` holds (an initializer or a constant), if any.
    fn static_tensor(&self, name: &str) -> Option<&Tensor> {
        match self.values.get(name)? {
            Entry::Init(i) => Some(&self.model.graph.initializer[*i]),
            Entry::Const(t) => Some(t),
            Entry::Nt(_) => None,
        }
    }

    /// The nt value of `name`, materializing a parameter or constant.
    fn get(&mut self, name: &str) -> R<Value> {
        let entry = self
            .values
            .get(name)
            .cloned()
            .ok_or_else(|| format!("value '{name}' is not defined before its use"))?;
        let v = match entry {
            Entry::Nt(v) => return Ok(v),
            Entry::Init(i) => {
                let t = &self.model.graph.initializer[i];
                let dtype = dtype_of(t.data_type)
                    .ok_or_else(|| format!("initializer '{name}' has {:?} elements, no nt dtype; only a static shape may be int64", t.data_type))?;
                let ty = self.fresh_type(&t.dims, dtype)?;
                visa_nt::ops::Parameter::build(&mut self.b, &t.name, ty).output(self.b.ctx)
            }
            Entry::Const(t) => {
                let dtype = dtype_of(t.data_type).ok_or_else(|| {
                    format!("constant '{name}' has {:?} elements, no nt dtype; only a static shape may be int64", t.data_type)
                })?;
                if t.dims.is_empty() || t.dims.contains(&0) {
                    return Err(format!(
                        "constant '{name}' has shape {:?}; nt tensors have at least one axis of size >= 1",
                        t.dims
                    ));
                }
                let values = tensor_values(&t, dtype);
                let names: Vec<String> = t.dims.iter().map(|_| self.fresh()).collect();
                let axes: Vec<(&str, u64)> = names
                    .iter()
                    .map(|n| n.as_str())
                    .zip(t.dims.iter().copied())
                    .collect();
                self.ty_of(
                    axes.iter()
                        .map(|&(n, s)| Axis {
                            name: n.into(),
                            size: s,
                        })
                        .collect(),
                    dtype,
                )?;
                NtBuilder::new(&mut self.b).constant(&axes, dtype, &values)
            }
        };
        self.values.insert(name.to_string(), Entry::Nt(v));
        Ok(v)
    }

    /// `v` with its axes renamed position by position to `names` (no op if equal).
    fn rename_to(&mut self, v: Value, names: &[String]) -> R<Value> {
        let t = self.ty(v);
        if t.names().iter().zip(names).all(|(a, b)| a == b) {
            return Ok(v);
        }
        let axes = t
            .axes
            .iter()
            .zip(names)
            .map(|(a, n)| Axis {
                name: n.clone(),
                size: a.size,
            })
            .collect();
        let ty = self.ty_of(axes, self.dtype(v))?;
        Ok(Rename::build(&mut self.b, v, ty).output(self.b.ctx))
    }

    /// `v` (rank at most `target`'s) fitted to `target` by numpy broadcasting, aligned
    /// at the right: dims renamed to the target's names, size-1 dims that broadcast
    /// removed.
    fn fit(&mut self, v: Value, target: &[(String, u64)], what: &str) -> R<Value> {
        let t = self.ty(v);
        let (r, tr) = (t.axes.len(), target.len());
        if r > tr {
            return Err(format!(
                "{what} has rank {r}, more than the {tr} it broadcasts to"
            ));
        }
        let mut names = Vec::new();
        let mut drop = Vec::new();
        for (i, a) in t.axes.iter().enumerate() {
            let (n, s) = &target[tr - r + i];
            if a.size == *s {
                names.push(n.clone());
            } else if a.size == 1 {
                let f = self.fresh();
                drop.push(f.clone());
                names.push(f);
            } else {
                return Err(format!(
                    "{what} has shape {:?}, not broadcastable to {:?}",
                    t.sizes(),
                    target.iter().map(|x| x.1).collect::<Vec<_>>()
                ));
            }
        }
        let v = self.rename_to(v, &names)?;
        if drop.is_empty() {
            return Ok(v);
        }
        let kept = self
            .ty(v)
            .axes
            .into_iter()
            .filter(|a| !drop.contains(&a.name))
            .collect();
        let ty = self.ty_of(kept, self.dtype(v))?;
        Ok(Reduce::build(&mut self.b, v, ReduceFn::Sum, ty).output(self.b.ctx))
    }

    /// The numpy-broadcast shape of `ts` with names: each dim named after the first
    /// operand that has it at the result's size, a fresh name if that one is taken.
    fn broadcast_shape(&mut self, ts: &[&[Axis]], what: &str) -> R<Vec<(String, u64)>> {
        let r = ts.iter().map(|t| t.len()).max().unwrap_or(0);
        let mut out: Vec<(String, u64)> = Vec::new();
        for i in 0..r {
            let dims: Vec<&Axis> = ts
                .iter()
                .filter(|t| t.len() + i >= r)
                .map(|t| &t[t.len() + i - r])
                .collect();
            let size = dims.iter().map(|a| a.size).max().unwrap_or(1);
            if let Some(bad) = dims.iter().find(|a| a.size != size && a.size != 1) {
                return Err(format!(
                    "{what}: dim {i} of the result has sizes {} and {size}, not broadcastable",
                    bad.size
                ));
            }
            let name = dims
                .iter()
                .find(|a| a.size == size)
                .map(|a| a.name.clone())
                .unwrap();
            let name = if out.iter().any(|(n, _)| *n == name) {
                self.fresh()
            } else {
                name
            };
            out.push((name, size));
        }
        Ok(out)
    }

    fn set(&mut self, node: &Node, v: Value) -> R<()> {
        let out = node.output.first().ok_or("the node has no output")?;
        self.values.insert(out.clone(), Entry::Nt(v));
        Ok(())
    }

    fn input(&mut self, node: &Node, i: usize) -> R<Value> {
        let name = node
            .input
            .get(i)
            .filter(|n| !n.is_empty())
            .ok_or_else(|| format!("input #{i} is missing"))?;
        self.get(name)
    }

    fn splat(&mut self, like: Value, value: f64) -> Value {
        let t = self.ty(like);
        let axes: Vec<(&str, u64)> = t.axes.iter().map(|a| (a.name.as_str(), a.size)).collect();
        let d = self.dtype(like);
        NtBuilder::new(&mut self.b).constant(&axes, d, &[value])
    }

    fn binary(&mut self, f: BinaryFn, a: Value, b: Value) -> R<Value> {
        let (ta, tb) = (self.ty(a), self.ty(b));
        if self.dtype(a) != self.dtype(b) {
            return Err(format!(
                "operand dtypes differ: {:?} and {:?}",
                self.dtype(a),
                self.dtype(b)
            ));
        }
        let shape = self.broadcast_shape(&[&ta.axes, &tb.axes], "operands")?;
        let a = self.fit(a, &shape, "operand #0")?;
        let b = self.fit(b, &shape, "operand #1")?;
        let axes = shape
            .into_iter()
            .map(|(name, size)| Axis { name, size })
            .collect();
        let ty = self.ty_of(axes, self.dtype(a))?;
        Ok(Binary::build(&mut self.b, a, b, f, ty).output(self.b.ctx))
    }

    fn einsum(&mut self, inputs: &[Value], out: Vec<(String, u64)>) -> R<Value> {
        let axes = out
            .into_iter()
            .map(|(name, size)| Axis { name, size })
            .collect();
        let ty = self.ty_of(axes, self.dtype(inputs[0]))?;
        Ok(Einsum::build(&mut self.b, inputs, None, ty).output(self.b.ctx))
    }

    fn name_or_fresh(&mut self, name: &str, taken: &[&(String, u64)]) -> String {
        if taken.iter().any(|(n, _)| n == name) {
            self.fresh()
        } else {
            name.to_string()
        }
    }

    fn matmul(&mut self, a: Value, b: Value) -> R<Value> {
        let (ta, tb) = (self.ty(a), self.ty(b));
        let (ra, rb) = (ta.axes.len(), tb.axes.len());
        if ra < 2 || rb < 2 {
            return Err(format!(
                "MatMul of rank {ra} by rank {rb}: 1-D operands are not supported"
            ));
        }
        let (m, k) = (&ta.axes[ra - 2], &ta.axes[ra - 1]);
        let (k2, n) = (&tb.axes[rb - 2], &tb.axes[rb - 1]);
        if k.size != k2.size {
            return Err(format!(
                "the contracted dims differ: {} and {}",
                k.size, k2.size
            ));
        }
        let batch =
            self.broadcast_shape(&[&ta.axes[..ra - 2], &tb.axes[..rb - 2]], "batch dims")?;
        let mn = self.name_or_fresh(&m.name, &batch.iter().collect::<Vec<_>>());
        let mut taken: Vec<(String, u64)> = batch.clone();
        taken.push((mn.clone(), m.size));
        let kn = self.name_or_fresh(&k.name, &taken.iter().collect::<Vec<_>>());
        taken.push((kn.clone(), k.size));
        let nn = self.name_or_fresh(&n.name, &taken.iter().collect::<Vec<_>>());
        let mut ta_target = batch.clone();
        ta_target.extend([(mn.clone(), m.size), (kn.clone(), k.size)]);
        let mut tb_target = batch.clone();
        tb_target.extend([(kn, k.size), (nn.clone(), n.size)]);
        let a = self.fit(a, &ta_target, "operand A")?;
        let b = self.fit(b, &tb_target, "operand B")?;
        let mut out = batch;
        out.extend([(mn, m.size), (nn, n.size)]);
        self.einsum(&[a, b], out)
    }

    fn gemm(&mut self, node: &Node) -> R<Value> {
        let a = self.input(node, 0)?;
        let b = self.input(node, 1)?;
        let ta_ = int_attr(node, "transA", 0)? != 0;
        let tb_ = int_attr(node, "transB", 0)? != 0;
        let alpha = float_attr(node, "alpha", 1.0)?;
        let beta = float_attr(node, "beta", 1.0)?;
        let (ta, tb) = (self.ty(a), self.ty(b));
        if ta.axes.len() != 2 || tb.axes.len() != 2 {
            return Err("Gemm's A and B must be 2-D".into());
        }
        let (m, k) = if ta_ {
            (&ta.axes[1], &ta.axes[0])
        } else {
            (&ta.axes[0], &ta.axes[1])
        };
        let (k2, n) = if tb_ {
            (&tb.axes[1], &tb.axes[0])
        } else {
            (&tb.axes[0], &tb.axes[1])
        };
        if k.size != k2.size {
            return Err(format!(
                "the contracted dims differ: {} and {}",
                k.size, k2.size
            ));
        }
        let (mn, kn) = (m.name.clone(), k.name.clone());
        let taken = [(mn.clone(), 0), (kn.clone(), 0)];
        let nn = self.name_or_fresh(&n.name, &taken.iter().collect::<Vec<_>>());
        let kb = (kn.clone(), k.size);
        let nb = (nn.clone(), n.size);
        let b_target = if tb_ { vec![nb, kb] } else { vec![kb, nb] };
        let b = self.fit(b, &b_target, "B")?;
        let out = vec![(mn, m.size), (nn, n.size)];
        let mut y = self.einsum(&[a, b], out.clone())?;
        if alpha != 1.0 {
            let c = self.splat(y, alpha as f64);
            y = self.binary(BinaryFn::Mul, y, c)?;
        }
        if node.input.get(2).is_some_and(|n| !n.is_empty()) && beta != 0.0 {
            let c = self.input(node, 2)?;
            let mut c = self.fit(c, &out, "C")?;
            if beta != 1.0 {
                let s = self.splat(c, beta as f64);
                c = self.binary(BinaryFn::Mul, c, s)?;
            }
            y = self.binary(BinaryFn::Add, y, c)?;
        }
        Ok(y)
    }

    /// `v` reshaped to `dims` (row-major), by merging and splitting axes group by group.
    fn reshape_to(&mut self, v: Value, dims: &[u64]) -> R<Value> {
        let t = self.ty(v);
        let ins = t.sizes();
        if ins.is_empty() || dims.is_empty() {
            return Err("a reshape from or to rank 0 is not expressible in nt".into());
        }
        let out_count = dims.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
        if out_count != Some(ins.iter().product::<u64>()) {
            return Err(format!("cannot reshape {ins:?} to {dims:?}"));
        }
        // Groups of consecutive input and output dims with equal products.
        let mut groups: Vec<(Vec<usize>, Vec<usize>)> = Vec::new();
        let (mut i, mut j) = (0, 0);
        while i < ins.len() && j < dims.len() {
            let (mut gi, mut gj) = (vec![i], vec![j]);
            let (mut pi, mut pj) = (ins[i], dims[j]);
            i += 1;
            j += 1;
            while pi != pj {
                if pi < pj {
                    pi *= ins[i];
                    gi.push(i);
                    i += 1;
                } else {
                    pj *= dims[j];
                    gj.push(j);
                    j += 1;
                }
            }
            groups.push((gi, gj));
        }
        // Trailing size-1 dims join the last group.
        let last = groups.last_mut().unwrap();
        last.0.extend(i..ins.len());
        last.1.extend(j..dims.len());
        let mut v = v;
        for (gi, gj) in groups {
            let mut name = t.axes[gi[0]].name.clone();
            for _ in 1..gi.len() {
                let into = self.fresh();
                v = NtBuilder::new(&mut self.b).merge_axes(v, &name, &into);
                name = into;
            }
            for &jj in &gj[..gj.len() - 1] {
                let (outer, inner) = (self.fresh(), self.fresh());
                v = NtBuilder::new(&mut self.b).split_axis(v, &name, &outer, dims[jj], &inner);
                name = inner;
            }
        }
        Ok(v)
    }

    fn static_ints(&self, node: &Node, i: usize) -> R<Vec<i64>> {
        let name = node
            .input
            .get(i)
            .ok_or_else(|| format!("input #{i} is missing"))?;
        let t = self.static_tensor(name).ok_or_else(|| {
            format!("input #{i} ('{name}') must be a constant or initializer (a static shape)")
        })?;
        t.to_i64()
            .ok_or_else(|| format!("input #{i} ('{name}') must be int64"))
    }

    fn node(&mut self, node: &Node, opset: i64) -> R<()> {
        if !(node.domain.is_empty() || node.domain == "ai.onnx") {
            return Err(format!(
                "op '{}' of domain '{}' is not supported",
                node.op_type, node.domain
            ));
        }
        let unary = match node.op_type.as_str() {
            "Relu" => Some(UnaryFn::Relu),
            "Sigmoid" => Some(UnaryFn::Sigmoid),
            "Tanh" => Some(UnaryFn::Tanh),
            "Exp" => Some(UnaryFn::Exp),
            "Log" => Some(UnaryFn::Log),
            "Sqrt" => Some(UnaryFn::Sqrt),
            "Neg" => Some(UnaryFn::Neg),
            "Abs" => Some(UnaryFn::Abs),
            "Reciprocal" => Some(UnaryFn::Reciprocal),
            "Gelu" => Some(match node.attr("approximate") {
                None => UnaryFn::GeluErf,
                Some(AttrValue::String(s)) if s.as_slice() == b"none" => UnaryFn::GeluErf,
                Some(AttrValue::String(s)) if s.as_slice() == b"tanh" => UnaryFn::GeluTanh,
                Some(_) => {
                    return Err("attribute 'approximate' must be \"none\" or \"tanh\"".into())
                }
            }),
            _ => None,
        };
        if let Some(f) = unary {
            let x = self.input(node, 0)?;
            if !f.integer_ok() && self.dtype(x).is_int() {
                return Err(format!("{} of an integer tensor", node.op_type));
            }
            let y = NtBuilder::new(&mut self.b).unary(f, x);
            return self.set(node, y);
        }
        let binary = match node.op_type.as_str() {
            "Add" => Some(BinaryFn::Add),
            "Sub" => Some(BinaryFn::Sub),
            "Mul" => Some(BinaryFn::Mul),
            "Div" => Some(BinaryFn::Div),
            _ => None,
        };
        if let Some(f) = binary {
            let a = self.input(node, 0)?;
            let b = self.input(node, 1)?;
            let y = self.binary(f, a, b)?;
            return self.set(node, y);
        }
        // Max and Min are variadic (opset 8 on): folded left to right, broadcasting
        // at each step as a binary op does.
        let variadic = match node.op_type.as_str() {
            "Max" => Some(BinaryFn::Max),
            "Min" => Some(BinaryFn::Min),
            _ => None,
        };
        if let Some(f) = variadic {
            if node.input.is_empty() {
                return Err(format!("{} needs at least one input", node.op_type));
            }
            let mut y = self.input(node, 0)?;
            for i in 1..node.input.len() {
                let b = self.input(node, i)?;
                y = self.binary(f, y, b)?;
            }
            return self.set(node, y);
        }
        match node.op_type.as_str() {
            "MatMul" => {
                let a = self.input(node, 0)?;
                let b = self.input(node, 1)?;
                let y = self.matmul(a, b)?;
                self.set(node, y)
            }
            "Gemm" => {
                let y = self.gemm(node)?;
                self.set(node, y)
            }
            "Softmax" => {
                let x = self.input(node, 0)?;
                let t = self.ty(x);
                let r = t.axes.len() as i64;
                let axis = int_attr(node, "axis", if opset >= 13 { -1 } else { 1 })?;
                let ax = if axis < 0 { axis + r } else { axis };
                if !(0..r).contains(&ax) {
                    return Err(format!("axis {axis} is out of range for rank {r}"));
                }
                if opset < 13 && ax != r - 1 {
                    return Err(format!(
                        "Softmax before opset 13 over the flattened dims {ax}.. is not supported"
                    ));
                }
                let name = t.axes[ax as usize].name.clone();
                let y = NtBuilder::new(&mut self.b).softmax(x, &name, None);
                self.set(node, y)
            }
            "Transpose" => {
                let x = self.input(node, 0)?;
                let t = self.ty(x);
                let r = t.axes.len();
                let perm = match node.attr("perm") {
                    Some(AttrValue::Ints(p)) => p.clone(),
                    None => (0..r as i64).rev().collect(),
                    Some(_) => return Err("attribute 'perm' must be ints".into()),
                };
                let mut seen = vec![false; r];
                for &p in &perm {
                    if p < 0 || p as usize >= r || std::mem::replace(&mut seen[p as usize], true) {
                        return Err(format!("perm {perm:?} is not a permutation of 0..{r}"));
                    }
                }
                if perm.len() != r {
                    return Err(format!("perm {perm:?} is not a permutation of 0..{r}"));
                }
                let axes = perm.iter().map(|&p| t.axes[p as usize].clone()).collect();
                let ty = self.ty_of(axes, self.dtype(x))?;
                let y = Broadcast::build(&mut self.b, x, ty).output(self.b.ctx);
                self.set(node, y)
            }
            "Reshape" => {
                let x = self.input(node, 0)?;
                let shape = self.static_ints(node, 1)?;
                let ins = self.ty(x).sizes();
                let allowzero = int_attr(node, "allowzero", 0)? != 0;
                let mut dims = Vec::new();
                let mut infer = None;
                for (i, &s) in shape.iter().enumerate() {
                    match s {
                        0 if allowzero => return Err("a zero-size dim is not supported".into()),
                        0 => dims.push(*ins.get(i).ok_or_else(|| {
                            format!("shape {shape:?} copies dim {i}, which the input lacks")
                        })?),
                        -1 if infer.is_none() => {
                            infer = Some(i);
                            dims.push(1);
                        }
                        s if s >= 1 => dims.push(s as u64),
                        _ => return Err(format!("shape {shape:?} is not a valid Reshape shape")),
                    }
                }
                if let Some(i) = infer {
                    let total: u64 = ins.iter().product();
                    let rest = dims.iter().try_fold(1u64, |a, &d| a.checked_mul(d));
                    let Some(rest) = rest.filter(|r| total.is_multiple_of(*r)) else {
                        return Err(format!("cannot reshape {ins:?} to {shape:?}"));
                    };
                    dims[i] = total / rest;
                }
                let y = self.reshape_to(x, &dims)?;
                self.set(node, y)
            }
            "Flatten" => {
                let x = self.input(node, 0)?;
                let ins = self.ty(x).sizes();
                let r = ins.len() as i64;
                let axis = int_attr(node, "axis", 1)?;
                let ax = if axis < 0 { axis + r } else { axis };
                if !(0..=r).contains(&ax) {
                    return Err(format!("axis {axis} is out of range for rank {r}"));
                }
                let (lo, hi) = ins.split_at(ax as usize);
                let dims = [lo.iter().product(), hi.iter().product()];
                let y = self.reshape_to(x, &dims)?;
                self.set(node, y)
            }
            "Cast" => {
                let x = self.input(node, 0)?;
                let to = dtype_of_code(int_attr(node, "to", -1)?)?;
                let y = if to == self.dtype(x) {
                    x
                } else {
                    NtBuilder::new(&mut self.b).cast(x, to)
                };
                self.set(node, y)
            }
            "Identity" => {
                let x = self.input(node, 0)?;
                self.set(node, x)
            }
            "Constant" => {
                let t = constant_value(node)?;
                let out = node.output.first().ok_or("the node has no output")?;
                self.values.insert(out.clone(), Entry::Const(t));
                Ok(())
            }
            op => Err(format!("op '{op}' is not supported")),
        }
    }
}

fn int_attr(node: &Node, name: &str, default: i64) -> R<i64> {
    match node.attr(name) {
        None => Ok(default),
        Some(AttrValue::Int(i)) => Ok(*i),
        Some(_) => Err(format!("attribute '{name}' must be an int")),
    }
}

fn float_attr(node: &Node, name: &str, default: f32) -> R<f32> {
    match node.attr(name) {
        None => Ok(default),
        Some(AttrValue::Float(f)) => Ok(*f),
        Some(_) => Err(format!("attribute '{name}' must be a float")),
    }
}

/// The tensor a `Constant` node holds.
fn constant_value(node: &Node) -> R<Tensor> {
    let one = |dims: Vec<u64>, data_type, data| Tensor {
        name: String::new(),
        dims,
        data_type,
        data,
    };
    match node.attribute.first().map(|a| (a.name.as_str(), &a.value)) {
        Some(("value", AttrValue::Tensor(t))) => Ok(t.clone()),
        Some(("value_float", AttrValue::Float(f))) => {
            Ok(one(vec![], DataType::Float, f.to_le_bytes().to_vec()))
        }
        Some(("value_floats", AttrValue::Floats(fs))) => Ok(one(
            vec![fs.len() as u64],
            DataType::Float,
            fs.iter().flat_map(|f| f.to_le_bytes()).collect(),
        )),
        Some(("value_int", AttrValue::Int(i))) => {
            Ok(one(vec![], DataType::Int64, i.to_le_bytes().to_vec()))
        }
        Some(("value_ints", AttrValue::Ints(is))) => Ok(one(
            vec![is.len() as u64],
            DataType::Int64,
            is.iter().flat_map(|i| i.to_le_bytes()).collect(),
        )),
        Some((name, _)) => Err(format!("a Constant's attribute '{name}' is not supported")),
        None => Err("a Constant needs a value attribute".into()),
    }
}

/// The elements of `t` as f64 (its data type is one nt has, `dtype`).
fn tensor_values(t: &Tensor, dtype: DType) -> Vec<f64> {
    let n = dtype.bits().div_ceil(8) as usize;
    t.data
        .chunks_exact(n)
        .map(|c| {
            let mut b = [0u8; 4];
            b[..n].copy_from_slice(c);
            let bits = u32::from_le_bytes(b);
            // Sign-extend integers narrower than 32 bits.
            let bits = if dtype.is_int() && n < 4 {
                let sh = 32 - 8 * n as u32;
                (((bits << sh) as i32) >> sh) as u32
            } else {
                bits
            };
            visa_nt::interp::tensor::decode(dtype, bits)
        })
        .collect()
}
