//! The host patterns: placing the host function's arguments, `stream.launch` (inlining
//! its kernel) and the returns.
//!
//! Host buffers are placed in host memory one after another, each at a
//! [`HOST_ALIGN`]-aligned address, and declared with `engine.host_input` /
//! `engine.host_output` (shape = the logical axes in the order of the host mapping,
//! padding removed, with their element strides).

use super::{dtype_of, State, StreamPattern, Val};
use std::collections::HashMap;
use visa_engine::build::{self, A};
use visa_engine::names as en;
use visa_ir::conversion::ConversionPattern;
use visa_ir::{Context, Diagnostic, OpId, OperationState, Value};
use visa_mapping::{dma, Mapping};
use visa_stream::geom::Mem;
use visa_stream::interfaces::CallLike;
use visa_stream::ops as so;
use visa_stream::Tier;
use visa_tcp::DType;

/// Host buffers are placed at multiples of this many bytes (the fact is `visa-tcp`'s).
pub const HOST_ALIGN: u64 = visa_tcp::limits::HOST_BUFFER_ALIGN;

/// The patterns of this module: the launch and the returns, matched through the
/// `CallLike` interface and the `RETURN_LIKE` trait.
pub fn patterns(shared: &super::Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![
        StreamPattern::boxed(shared, "stream-return", None, ret),
        StreamPattern::boxed(shared, "stream-launch", None, launch),
    ]
}

/// Places a host buffer of `n` elements of `d`; an error when its bytes or its end
/// overflow 64 bits.
pub(super) fn host_alloc(
    st: &mut State,
    ctx: &Context,
    op: OpId,
    d: DType,
    n: u64,
) -> Result<u64, Diagnostic> {
    let a = st.host_next;
    let end = n
        .checked_mul(u64::from(d.bits()))
        .map(|b| b.div_ceil(8))
        .and_then(|b| a.checked_add(b))
        .and_then(|e| e.div_ceil(HOST_ALIGN).checked_mul(HOST_ALIGN))
        .ok_or_else(|| {
            ctx.op_error(
                op,
                format!("a host buffer of {n} elements overflows 64-bit addresses"),
            )
        })?;
    st.host_next = end;
    Ok(a)
}

/// Places the arguments of the host function `func` in host memory and declares them
/// (the placement pre-pass).
pub(super) fn place_arguments(
    st: &mut State,
    ctx: &mut Context,
    func: OpId,
) -> Result<(), Diagnostic> {
    let fbody = ctx.module_body(func);
    let args: Vec<Value> = ctx.block_args(fbody).to_vec();
    for (i, &a) in args.iter().enumerate() {
        let ty = ctx.value_type(a);
        let mem = st.mem(ctx, func, ty)?;
        let d = dtype_of(ctx, func, mem.ty.dtype)?;
        let addr = host_alloc(st, ctx, func, d, mem.element().size())?;
        host_decl(st, ctx, func, true, i, addr, &mem)?;
        st.vals.insert(
            a,
            Val::Mem {
                tier: Tier::Host,
                addr,
                mem,
            },
        );
    }
    Ok(())
}

/// Shape and element strides of a host tensor: axes in order of first appearance in
/// its mapping, padding removed; an error when the layout is not strided. An axis padded
/// on the right and split (`R # 32 / 8`, the per-slice partials of a reduce) is read as
/// one unpadded axis of the padded size; its one digit may step the axis by more than 1,
/// and the array's axis then holds the coordinates `0, s, 2s, …` below |R|
/// (docs/decisions.md T10R-4).
fn host_layout(ctx: &Context, op: OpId, m: &Mapping) -> Result<(Vec<i64>, Vec<i64>), Diagnostic> {
    let mut names: Vec<String> = Vec::new();
    let mut sizes: Vec<u64> = Vec::new();
    for s in m.symbols() {
        let n = s.axis.to_string();
        if !names.contains(&n) {
            names.push(n);
            sizes.push(s.size);
        }
    }
    let not_strided = || {
        ctx.op_error(
            op,
            format!(
                "host mapping {m} is not a strided layout of its axes; visa-run cannot bind it"
            ),
        )
    };
    let pads = visa_mapping::unpad::right_pads(std::slice::from_ref(m));
    let unpadded = if visa_mapping::unpad::unplaceable(m) && !pads.is_empty() {
        visa_mapping::unpad::unpad(m, &pads).ok_or_else(not_strided)?
    } else {
        m.clone()
    };
    // The digits of the layout, symbolically: each axis must be one digit from
    // coordinate 1 (adjacent digits of one axis are fused first).
    let l = dma::Layout {
        parts: vec![dma::Part {
            mapping: &unpadded,
            stride: 1,
        }],
        base: 0,
    };
    let (digits, origin) = dma::layout_digits(&l).map_err(|_| not_strided())?;
    let mut shape = vec![1i64; names.len()];
    let mut strides = vec![0i64; names.len()];
    for d in &digits {
        let axis = visa_mapping::unpad::base_axis(d.axis.as_str());
        let k = names
            .iter()
            .position(|n| n.as_str() == axis)
            .ok_or_else(not_strided)?;
        let alone = digits
            .iter()
            .filter(|e| visa_mapping::unpad::base_axis(e.axis.as_str()) == axis)
            .count()
            == 1;
        if strides[k] != 0 || (d.stride != 1 && !alone) {
            return Err(not_strided());
        }
        let held = d.values.min(sizes[k].div_ceil(d.stride));
        shape[k] = i64::try_from(held).map_err(|_| not_strided())?;
        strides[k] = d.addr;
    }
    if origin != 0 {
        return Err(ctx.op_error(
            op,
            format!("host mapping {m} does not start at its first element"),
        ));
    }
    Ok((shape, strides))
}

/// Appends the `engine.host_input` (`input`) or `engine.host_output` of host buffer
/// `index` at `addr`.
fn host_decl(
    st: &State,
    ctx: &mut Context,
    op: OpId,
    input: bool,
    index: usize,
    addr: u64,
    mem: &Mem,
) -> Result<(), Diagnostic> {
    let (shape, strides) = host_layout(ctx, op, mem.element())?;
    let d = dtype_of(ctx, op, mem.ty.dtype)?;
    let (name, key) = if input {
        (en::HOST_INPUT, "arg")
    } else {
        (en::HOST_OUTPUT, "result")
    };
    let loc = ctx.op_loc(op);
    build::op(
        ctx,
        st.body,
        name,
        &[],
        false,
        &[
            (key, A::I(index as i64)),
            ("addr", A::I(addr as i64)),
            ("dtype", A::T(d)),
            ("shape", A::L(shape)),
            ("strides", A::L(strides)),
        ],
        loc,
    );
    Ok(())
}

/// A return (`RETURN_LIKE`): the host function's declares its host results; a copied
/// kernel return binds the results of its launch.
fn ret(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if !ctx.op_has_trait(op, visa_ir::Traits::RETURN_LIKE) {
        return Ok(false);
    }
    if st.in_kernel(op) {
        let Some(&launch) = st.returns.get(&op) else {
            return Ok(false);
        };
        for i in 0..ctx.operands(op).len() {
            let v = st.get(ctx, op, i)?;
            let r = ctx.result(launch, i);
            st.vals.insert(r, v);
        }
        return Ok(true);
    }
    for i in 0..ctx.operands(op).len() {
        match st.get(ctx, op, i)? {
            Val::Mem {
                tier: Tier::Host,
                addr,
                mem,
            } => host_decl(st, ctx, op, false, i, addr, &mem)?,
            _ => return Err(ctx.op_error(op, format!("result {i} is not a host tensor"))),
        }
    }
    Ok(true)
}

/// A launch (`CallLike`) in the host function: binds the kernel's arguments to the
/// launch operands' placements and copies the kernel's ops before the launch, where
/// the driver converts them next (in the kernel context).
fn launch(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    if st.in_kernel(op) || ctx.interface::<CallLike>(op).is_none() {
        return Ok(false);
    }
    let callee = so::callee(ctx, op)
        .ok_or_else(|| ctx.op_error(op, "has no callee"))?
        .to_string();
    let kernel = ctx
        .interface::<CallLike>(op)
        .and_then(|c| (c.callee)(ctx, op))
        .ok_or_else(|| ctx.op_error(op, format!("calls unknown kernel @{callee}")))?;
    // Every kernel of one program runs on the same chips (decision C10C-1).
    let chips = so::chips(ctx, kernel).unwrap_or(1);
    match st.chips {
        Some(n) if n != chips => {
            return Err(ctx.op_error(
                op,
                format!("launches a kernel on {chips} chip(s) after one on {n}; one program runs its kernels on one set of chips"),
            ))
        }
        _ => st.chips = Some(chips),
    }
    let kbody = ctx.module_body(kernel);
    let kargs: Vec<Value> = ctx.block_args(kbody).to_vec();
    let mut map: HashMap<Value, Value> = HashMap::new();
    for (i, &a) in kargs.iter().enumerate() {
        st.get(ctx, op, i)?;
        map.insert(a, ctx.operand(op, i));
    }
    let ops: Vec<OpId> = ctx.block_ops(kbody).collect();
    for k in ops {
        let copy = copy_op(ctx, k, &map);
        ctx.insert_op_before(op, copy);
        for (&r, &c) in ctx.results(k).iter().zip(ctx.results(copy)) {
            map.insert(r, c);
        }
        st.kernel_ops.insert(copy);
        if ctx.op_has_trait(k, visa_ir::Traits::RETURN_LIKE) {
            st.returns.insert(copy, op);
        }
    }
    Ok(true)
}

/// A detached copy of the region-free part of `op` (name, location, attributes,
/// result types; operands through `map`).
fn copy_op(ctx: &mut Context, op: OpId, map: &HashMap<Value, Value>) -> OpId {
    let mut state = OperationState::new(ctx.op_name(op), ctx.op_loc(op));
    state.operands = ctx
        .operands(op)
        .iter()
        .map(|v| *map.get(v).unwrap_or(v))
        .collect();
    state.result_types = ctx.results(op).iter().map(|&r| ctx.value_type(r)).collect();
    state.attrs = ctx.attrs(op).to_vec();
    state.successors = ctx.successors(op).to_vec();
    ctx.create_op(state)
}
