//! The stream-level reference interpreter.
//!
//! Each op is executed as the tensor function the manual defines ("Tensor
//! Functions", L1162–1190): a value is the mathematical tensor it holds — a map
//! from tensor index to element — and layout is only the set of indices a type's
//! mappings cover. Moving a tensor (`to_hbm`, `to_dm`, `begin`, `fetch`, `collect`,
//! `to_vrf`, `commit`, `to_host`) keeps the element at every index the result's
//! mappings hold; `fetch` casts elements; `vector_fxp` computes bit-exactly on
//! i32 (AddFxp and MulInt wrap, digest-C §2.8). The verifier guarantees that
//! every index a result needs is present; the interpreter still reports a missing
//! one as an error at the op.
//!
//! The interpreter knows no op by name: it returns at an op with the `RETURN_LIKE`
//! trait, runs the callee of a [`CallLike`] op, and evaluates every other op through
//! the [`Semantics`] its definition attaches; an op without them is an error at the op.
//!
//! Inputs are the host function's arguments as [`HostArray`]s in host-buffer order
//! (position `p` of `m[...]` holds the element at the index the mapping gives `p`);
//! outputs are its results the same way.

pub mod branch;
pub mod contraction;
pub mod dense;
pub mod filter;
pub mod inter_slice;
mod layout;
pub mod semantics;
pub(crate) mod tensor;
pub mod two_group;
pub mod vector;
mod vrf;

pub use semantics::{EvalFn, Semantics};

pub use tensor::{AxisOrder, HostArray, Key, Scalar, Tensor};

use crate::geom::{self, index_set_up_to, resolve_mem, resolve_stream, INTERPRETER_LIMIT};
use crate::interfaces::CallLike;
use crate::ops;
use crate::types::MemType;
use std::collections::HashMap;
use std::rc::Rc;
use visa_ir::{Context, Diagnostic, OpId, Traits, Type, Value};
use visa_mapping::{Axes, Mapping};

/// The host function to run: `entry` by name, or the only one in `module`.
pub fn find_entry(ctx: &Context, module: OpId, entry: Option<&str>) -> Result<OpId, Diagnostic> {
    let body = ops::body(ctx, module).ok_or_else(|| ctx.op_error(module, "has no body"))?;
    let funcs: Vec<OpId> = ctx
        .block_ops(body)
        .filter(|&o| crate::interfaces::is_host_func(ctx, o))
        .collect();
    match entry {
        Some(name) => funcs
            .into_iter()
            .find(|&f| ops::sym_name(ctx, f) == Some(name))
            .ok_or_else(|| ctx.op_error(module, format!("has no `stream.host_func @{name}`"))),
        None => match funcs.as_slice() {
            [f] => Ok(*f),
            [] => Err(ctx.op_error(module, "has no `stream.host_func` to run")),
            _ => Err(ctx.op_error(module, "has several `stream.host_func`s; name the entry")),
        },
    }
}

/// One host argument or result: element type, host mapping and its buffer size.
#[derive(Clone, Debug)]
pub struct HostSlot {
    /// The element type.
    pub dtype: Type,
    /// The host mapping (`Tensor` role), resolved.
    pub mapping: Mapping,
}

/// The host arguments and results of `func`, resolved.
pub fn signature(ctx: &Context, func: OpId) -> Result<(Vec<HostSlot>, Vec<HostSlot>), Diagnostic> {
    let axes = geom::axes(ctx, func)?;
    let fty = ctx
        .attr(func, "function_type")
        .and_then(|a| ctx.attr_type(a))
        .ok_or_else(|| ctx.op_error(func, "has no function type"))?;
    let (inputs, results) = match ctx.type_kind(fty) {
        visa_ir::TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
        _ => return Err(ctx.op_error(func, "has no function type")),
    };
    let slot = |t: Type| -> Result<HostSlot, Diagnostic> {
        let m = resolve_mem(ctx, func, &axes, t, "a host tensor")?;
        Ok(HostSlot {
            dtype: m.ty.dtype,
            mapping: m.element().clone(),
        })
    };
    Ok((
        inputs.into_iter().map(slot).collect::<Result<_, _>>()?,
        results.into_iter().map(slot).collect::<Result<_, _>>()?,
    ))
}

/// Verifies `module`, then runs its host function `entry` (or the only one) on
/// `inputs`.
pub fn run(
    ctx: &Context,
    module: OpId,
    entry: Option<&str>,
    inputs: &[HostArray],
) -> Result<Vec<HostArray>, Diagnostic> {
    // The interpreter relies on verified IR (op arities, types, resolvable mappings).
    if let Err(mut diags) = visa_ir::verifier::verify(ctx, module) {
        return Err(diags.remove(0));
    }
    let func = find_entry(ctx, module, entry)?;
    let (ins, outs) = signature(ctx, func)?;
    if inputs.len() != ins.len() {
        return Err(ctx.op_error(
            func,
            format!("takes {} host tensors, got {}", ins.len(), inputs.len()),
        ));
    }
    let axes = geom::axes(ctx, func)?;
    let order = AxisOrder(axes.iter().map(|(a, _)| a.clone()).collect());
    let mut args = Vec::new();
    for (i, (a, s)) in inputs.iter().zip(&ins).enumerate() {
        let t = Tensor::from_host(ctx, &order, a, s)
            .map_err(|e| ctx.op_error(func, format!("argument {i}: {e}")))?;
        args.push(t);
    }
    let interp = Evaluator {
        ctx,
        axes,
        order: order.clone(),
        sets: std::cell::RefCell::new(HashMap::new()),
        ids: std::cell::RefCell::new(HashMap::new()),
    };
    let results = interp.call(func, args)?;
    Ok(results
        .iter()
        .zip(&outs)
        .map(|(t, s)| t.to_host(&order, s))
        .collect())
}

/// The interpreter's state while it runs one host function: what an op's
/// [`Semantics::Eval`] function may ask (the context, errors at an op, the index
/// order of tensors).
pub struct Evaluator<'c> {
    ctx: &'c Context,
    axes: Axes,
    order: AxisOrder,
    /// The index set of each result type, computed once.
    sets: std::cell::RefCell<HashMap<Type, Rc<Vec<Key>>>>,
    /// The ExecutionIds each evaluated branch op assigned, by element ([`branch`]).
    ids: std::cell::RefCell<HashMap<OpId, Rc<HashMap<Key, u8>>>>,
}

impl Evaluator<'_> {
    /// An error located at `op`.
    pub fn err(&self, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
        self.ctx.op_error(op, msg)
    }

    /// The IR being interpreted.
    pub fn ctx(&self) -> &Context {
        self.ctx
    }

    /// The declared axes in key order.
    pub fn order(&self) -> &AxisOrder {
        &self.order
    }

    /// Runs a host function or kernel body with `args`; returns what it returns.
    fn call(&self, func: OpId, args: Vec<Tensor>) -> Result<Vec<Tensor>, Diagnostic> {
        let ctx = self.ctx;
        let body = ops::body(ctx, func).ok_or_else(|| self.err(func, "has no body"))?;
        let mut env: HashMap<Value, Tensor> = HashMap::new();
        for (&a, t) in ctx.block_args(body).iter().zip(args) {
            env.insert(a, t);
        }
        for op in ctx.block_ops(body) {
            let get = |env: &HashMap<Value, Tensor>, i: usize| -> Result<Tensor, Diagnostic> {
                env.get(&ctx.operand(op, i))
                    .cloned()
                    .ok_or_else(|| self.err(op, format!("operand {i} has no value")))
            };
            let get_ref = |i: usize| -> Result<&Tensor, Diagnostic> {
                env.get(&ctx.operand(op, i))
                    .ok_or_else(|| self.err(op, format!("operand {i} has no value")))
            };
            if ctx.op_has_trait(op, Traits::RETURN_LIKE) {
                return ctx
                    .operands(op)
                    .iter()
                    .enumerate()
                    .map(|(i, _)| get(&env, i))
                    .collect();
            }
            if let Some(call) = ctx.interface::<CallLike>(op) {
                let callee =
                    (call.callee)(ctx, op).ok_or_else(|| self.err(op, "callee not found"))?;
                let args = (0..ctx.operands(op).len())
                    .map(|i| get(&env, i))
                    .collect::<Result<Vec<_>, _>>()?;
                let res = self.call(callee, args)?;
                for (&r, t) in ctx.results(op).iter().zip(res) {
                    env.insert(r, t);
                }
                continue;
            }
            let Some(sem) = ctx.interface::<Semantics>(op) else {
                return Err(self.err(
                    op,
                    format!(
                        "the interpreter does not implement `{}`",
                        ctx.op_name_str(op)
                    ),
                ));
            };
            let operands = (0..ctx.operands(op).len())
                .map(get_ref)
                .collect::<Result<Vec<_>, _>>()?;
            let first = || -> Result<&Tensor, Diagnostic> {
                operands
                    .first()
                    .copied()
                    .ok_or_else(|| self.err(op, "has no operand to move"))
            };
            let result = ctx.result(op, 0);
            let rty = ctx.value_type(result);
            let out = match *sem {
                Semantics::Move => self.restrict(op, first()?, rty)?,
                Semantics::CastMove => {
                    let cast = first()?.cast(ctx, self.stream_dtype(op, rty)?);
                    self.restrict(op, &cast, rty)?
                }
                Semantics::Eval(f) => {
                    let y = f(self, op, &operands)?;
                    let y = branch::keep_groups(self, op, first()?, y)?;
                    self.restrict(op, &y, rty)?
                }
            };
            env.insert(result, out);
        }
        Err(self.err(func, "body has no `stream.return`"))
    }

    fn stream_dtype(&self, op: OpId, ty: Type) -> Result<Type, Diagnostic> {
        self.ctx
            .type_as::<crate::types::StreamType>(ty)
            .map(|s| s.dtype)
            .ok_or_else(|| self.err(op, "result is not a stream"))
    }

    /// The whole mapping of a value's type (all roles, outermost first).
    fn whole(&self, op: OpId, ty: Type) -> Result<Mapping, Diagnostic> {
        if self.ctx.type_as::<MemType>(ty).is_some() {
            let m = resolve_mem(self.ctx, op, &self.axes, ty, "the result")?;
            Ok(m.whole())
        } else {
            let s = resolve_stream(self.ctx, op, &self.axes, ty, "the result")?;
            Ok(geom::list(&s.all()))
        }
    }

    /// The tensor `x` restricted to the indices the result type holds: every one of
    /// them must be present in `x`.
    /// The indices (as keys) a value of type `ty` holds, cached per type.
    pub(crate) fn keys_of(&self, op: OpId, ty: Type) -> Result<Rc<Vec<Key>>, Diagnostic> {
        if let Some(s) = self.sets.borrow().get(&ty).cloned() {
            return Ok(s);
        }
        let m = self.whole(op, ty)?;
        let s = if let Some(ps) = layout::positions(&m, &self.order) {
            Rc::new(ps.into_iter().map(|(_, k)| k).collect::<Vec<_>>())
        } else {
            let set = index_set_up_to(&m, INTERPRETER_LIMIT).ok_or_else(|| {
                self.err(
                    op,
                    format!("result mapping {m} is too large for the reference interpreter"),
                )
            })?;
            Rc::new(set.iter().map(|i| self.order.key(i)).collect::<Vec<_>>())
        };
        self.sets.borrow_mut().insert(ty, s.clone());
        Ok(s)
    }

    fn restrict(&self, op: OpId, x: &Tensor, ty: Type) -> Result<Tensor, Diagnostic> {
        // A dense tensor (or the Aligner's pair) is shared as it is: reads at the
        // result's indices go through its digits (broadcasts included), and the
        // verifier has shown the result holds only indices it provides.
        if x.is_shared() {
            let dtype = match self.ctx.type_as::<MemType>(ty) {
                Some(t) => t.dtype,
                None => self.stream_dtype(op, ty)?,
            };
            return Ok(x.clone().with_dtype(dtype));
        }
        self.materialize(op, x, ty)
    }

    /// `x` as a map over every index of type `ty` (a broadcast read at the index with
    /// the axes `x` lacks at 0): for position-dependent semantics (the branch's
    /// ExecutionIds), which a dense tensor's stored slots do not enumerate.
    pub(crate) fn materialize(&self, op: OpId, x: &Tensor, ty: Type) -> Result<Tensor, Diagnostic> {
        let set = self.keys_of(op, ty)?;
        let dtype = match self.ctx.type_as::<MemType>(ty) {
            Some(t) => t.dtype,
            None => self.stream_dtype(op, ty)?,
        };
        let mut out = Tensor::new(dtype);
        // A broadcast (a DM tensor repeating its source over axes the source lacks,
        // docs/decisions.md C8A-7) reads the element at the index with those axes at 0.
        let mut used = None;
        for key in set.iter() {
            let found = x.get(key).or_else(|| {
                let used = used.get_or_insert_with(|| x.used_axes());
                x.get(&tensor::project(key, used))
            });
            match found {
                Some(v) => out.insert(key.clone(), v),
                None => {
                    return Err(self.err(
                        op,
                        format!(
                            "the result holds index {}, which the operand does not",
                            self.order.index(key)
                        ),
                    ))
                }
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests;
