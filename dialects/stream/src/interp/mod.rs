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
//! Inputs are the host function's arguments as [`HostArray`]s in host-buffer order
//! (position `p` of `m[...]` holds the element at the index the mapping gives `p`);
//! outputs are its results the same way.

mod tensor;

pub use tensor::{AxisOrder, HostArray, Key, Scalar, Tensor};

use crate::geom::{self, index_set_up_to, resolve_mem, resolve_stream, INTERPRETER_LIMIT};
use crate::ops::{self, FxpOp};
use crate::types::MemType;
use std::collections::HashMap;
use std::rc::Rc;
use visa_ir::{Context, Diagnostic, OpId, Type, Value};
use visa_mapping::{Axes, Mapping};

/// The host function to run: `entry` by name, or the only one in `module`.
pub fn find_entry(ctx: &Context, module: OpId, entry: Option<&str>) -> Result<OpId, Diagnostic> {
    let body = ops::body(ctx, module).ok_or_else(|| ctx.op_error(module, "has no body"))?;
    let funcs: Vec<OpId> = ctx
        .block_ops(body)
        .filter(|&o| ops::HostFunc::matches(ctx, o).is_some())
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
    let interp = Interp {
        ctx,
        axes,
        order: order.clone(),
        sets: std::cell::RefCell::new(HashMap::new()),
    };
    let results = interp.call(func, args)?;
    Ok(results
        .iter()
        .zip(&outs)
        .map(|(t, s)| t.to_host(&order, s))
        .collect())
}

struct Interp<'c> {
    ctx: &'c Context,
    axes: Axes,
    order: AxisOrder,
    /// The index set of each result type, computed once.
    sets: std::cell::RefCell<HashMap<Type, Rc<Vec<Key>>>>,
}

impl Interp<'_> {
    fn err(&self, op: OpId, msg: impl std::fmt::Display) -> Diagnostic {
        self.ctx.op_error(op, msg)
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
            let name = ctx.op_name_str(op);
            if name == ops::Return::NAME {
                return ctx
                    .operands(op)
                    .iter()
                    .enumerate()
                    .map(|(i, _)| get(&env, i))
                    .collect();
            }
            if name == ops::Launch::NAME {
                let callee = ops::callee(ctx, op)
                    .and_then(|n| ops::lookup_func(ctx, op, n))
                    .ok_or_else(|| self.err(op, "callee not found"))?;
                let args = (0..ctx.operands(op).len())
                    .map(|i| get(&env, i))
                    .collect::<Result<Vec<_>, _>>()?;
                let res = self.call(callee, args)?;
                for (&r, t) in ctx.results(op).iter().zip(res) {
                    env.insert(r, t);
                }
                continue;
            }
            let x = get_ref(0)?;
            let result = ctx.result(op, 0);
            let rty = ctx.value_type(result);
            let out = match name {
                ops::Fetch::NAME => {
                    let cast = x.cast(ctx, self.stream_dtype(op, rty)?);
                    self.restrict(op, &cast, rty)?
                }
                ops::VectorFxp::NAME => {
                    let fop = ops::fxp_op(ctx, op).ok_or_else(|| self.err(op, "unknown fxp op"))?;
                    let y = match ops::fxp_imm(ctx, op) {
                        Some(imm) => {
                            // Whether a result is defined depends on the operand only.
                            if ops::fxp_apply(fop, 0, imm).is_none() {
                                return Err(self.err(op, shift_error(fop, imm)));
                            }
                            x.map_i32(|a| ops::fxp_apply(fop, a, imm).unwrap_or(a))
                        }
                        None => self.binary_vrf(op, fop, x, get_ref(1)?)?,
                    };
                    self.restrict(op, &y, rty)?
                }
                ops::ToHbm::NAME
                | ops::ToHost::NAME
                | ops::ToDm::NAME
                | ops::Begin::NAME
                | ops::Collect::NAME
                | ops::ToVrf::NAME
                | ops::VectorInit::NAME
                | ops::VectorBranch::NAME
                | ops::VectorFinal::NAME
                | ops::Commit::NAME => self.restrict(op, x, rty)?,
                other => {
                    return Err(
                        self.err(op, format!("the interpreter does not implement `{other}`"))
                    )
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
            Ok(geom::list(&s.maps))
        }
    }

    /// The tensor `x` restricted to the indices the result type holds: every one of
    /// them must be present in `x`.
    fn restrict(&self, op: OpId, x: &Tensor, ty: Type) -> Result<Tensor, Diagnostic> {
        let cached = self.sets.borrow().get(&ty).cloned();
        let set = match cached {
            Some(s) => s,
            None => {
                let m = self.whole(op, ty)?;
                let set = index_set_up_to(&m, INTERPRETER_LIMIT).ok_or_else(|| {
                    self.err(
                        op,
                        format!("result mapping {m} is too large for the reference interpreter"),
                    )
                })?;
                let s = Rc::new(set.iter().map(|i| self.order.key(i)).collect::<Vec<_>>());
                self.sets.borrow_mut().insert(ty, s.clone());
                s
            }
        };
        let dtype = match self.ctx.type_as::<MemType>(ty) {
            Some(t) => t.dtype,
            None => self.stream_dtype(op, ty)?,
        };
        let mut out = Tensor::new(dtype);
        for key in set.iter() {
            match x.get(key) {
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

    /// `op(x[i], vrf[i restricted to the VRF's axes])` for every index of `x`
    /// (a VRF tensor without some axis is broadcast along it, L5072–5073).
    fn binary_vrf(
        &self,
        op: OpId,
        fop: FxpOp,
        x: &Tensor,
        vrf: &Tensor,
    ) -> Result<Tensor, Diagnostic> {
        let keep = vrf.used_axes();
        let mut out = Tensor::new(x.dtype);
        for (idx, a) in x.iter() {
            let key = tensor::project(idx, &keep);
            let b = vrf.get(&key).ok_or_else(|| {
                self.err(
                    op,
                    format!(
                        "the VRF operand holds no element for {}",
                        self.order.index(idx)
                    ),
                )
            })?;
            let r = ops::fxp_apply(fop, a.as_i32(), b.as_i32()).ok_or_else(|| {
                self.err(
                    op,
                    format!(
                        "{} at {}",
                        shift_error(fop, b.as_i32()),
                        self.order.index(idx)
                    ),
                )
            })?;
            out.insert(idx.clone(), Scalar::Int(i64::from(r)));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests;

/// The error of a shift op whose amount is outside `0..=31` (docs/decisions.md,
/// "Fixed-point shift amounts"); the simulator stops on the same values.
fn shift_error(fop: FxpOp, amount: i32) -> String {
    format!(
        "`{}`: shift amount {amount} is outside 0..={}",
        fop.keyword(),
        visa_tcp::limits::MAX_FXP_SHIFT
    )
}
