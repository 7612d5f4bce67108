//! Gather and scatter over the tensor DMA: indirect addressing from an index tensor (the
//! manual's `IndirectLoop`, L1684–1690: "gather operations with data-dependent access
//! patterns … embedding lookups where indices are determined at runtime"; the transformer's
//! `gather(index, table)` "processed by TensorDMA", L8003–8005; MoE's dispatch scatter and
//! combine gather, L8664–8707).
//!
//! - `%r = stream.gather %table[%index] along "P" at ADDR : T, I -> U`:
//!   `r[j…, rest…] = table[P = index[j…], rest…]`. The result's axes are the index tensor's
//!   (`j…`) and the table's other axes.
//! - `%r = stream.scatter %src[%index] into %dest along "P" at ADDR : S, I, D -> D`:
//!   `r = dest` except `r[P = index[j…], rest…] = src[j…, rest…]`.
//!
//! The index tensor is `i32` data in HBM or DM, read by the device when the DMA runs: an index
//! outside `0..P::SIZE`, or a scatter index repeated, is a run-time error of the interpreter
//! and of the simulator (docs/decisions.md C10A-1..C10A-3).

use super::*;
use crate::broadcast::strip_axes;
use crate::geom::{equivalent, resolve_mem, same_indices, Mem};
use crate::interp::Evaluator;
use crate::interp::{Key, Scalar, Tensor};
use crate::verify::{check_same_dtype, operand_ty, result_ty};
use std::collections::HashMap;
use visa_ir::Diagnostic;
use visa_mapping::{Axis, Mapping};

/// The tiers a gather or scatter reads and writes (the tensor DMA's, L2386–2389).
const TIERS: &[Tier] = &[Tier::Hbm, Tier::Dm];

visa_ir::op! {
    /// `%r = stream.gather %table[%index] along "P" at ADDR : T, I -> U`: the rows of
    /// `table` along axis `P` named by the `i32` tensor `index`, by the tensor DMA.
    pub struct Gather = "stream.gather" {
        summary: "tensor-DMA gather: table rows along an axis, picked by an index tensor at run time",
        parents: [Kernel::NAME],
        operands: [table: single, index: single],
        results: [output: single],
        attrs: [axis: string, addr: custom(Addr)],
        verify: verify_gather,
        interfaces: [
            PipelineStage = stage(Engine::Dma, StageInput::Memory(TIERS), StageOutput::OneOf(TIERS)),
            MemoryEffects = MemoryEffects(const { &[Effect::read(0), Effect::read(1), Effect::write_at_addr(0)] }),
            Semantics = Semantics::Eval(eval_gather),
        ],
        format: "$table `[` $index `]` `along` $axis `at` $addr attr-dict `:` type($table) `,` type($index) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = stream.scatter %src[%index] into %dest along "P" at ADDR : S, I, D -> D`: `dest`
    /// with its rows along `P` named by `index` replaced by the rows of `src`.
    pub struct Scatter = "stream.scatter" {
        summary: "tensor-DMA scatter: rows of a source written into a destination's rows named by an index tensor at run time",
        parents: [Kernel::NAME],
        operands: [source: single, index: single, dest: single],
        results: [output: single],
        attrs: [axis: string, addr: custom(Addr)],
        verify: verify_scatter,
        interfaces: [
            PipelineStage = stage(Engine::Dma, StageInput::Memory(TIERS), StageOutput::OneOf(TIERS)),
            MemoryEffects = MemoryEffects(const { &[Effect::read(0), Effect::read(1), Effect::read(2), Effect::write_at_addr(0)] }),
            Semantics = Semantics::Eval(eval_scatter),
        ],
        format: "$source `[` $index `]` `into` $dest `along` $axis `at` $addr attr-dict `:` type($source) `,` type($index) `,` type($dest) `->` type($output)",
    }
}

/// The mapping a gather or scatter compares: the per-chip mapping of an HBM tensor is its
/// element mapping, of a DM tensor `Cluster, Slice, Element`.
pub fn per_chip(m: &Mem) -> Mapping {
    match m.ty.tier {
        Tier::Hbm => m.element().clone(),
        _ => m.per_chip(),
    }
}

/// The distinct axes `m` mentions.
pub fn axes_of(m: &Mapping) -> Vec<Axis> {
    let mut out: Vec<Axis> = Vec::new();
    for s in m.symbols() {
        if !out.contains(&s.axis) {
            out.push(s.axis.clone());
        }
    }
    out
}

/// The operands of an indirect DMA as the verifier, the interpreter and the lowering see
/// them: the tensor whose rows the index names (`rows`: a gather's table, a scatter's
/// destination), the other side (`other`: a gather's result, a scatter's source), the index
/// tensor, the row axis and the index tensor's axes.
pub struct Indirect {
    /// The tensor whose rows along `axis` the index names.
    pub rows: Mem,
    /// The side that walks the index's axes.
    pub other: Mem,
    /// The index tensor.
    pub index: Mem,
    /// The row axis.
    pub axis: Axis,
    /// The index tensor's axes.
    pub index_axes: Vec<Axis>,
    /// The row axis's size.
    pub rows_count: u64,
}

/// Resolves an indirect DMA's operands (gather: table, index → result; scatter: source,
/// index, dest → result) and checks the rules both share.
pub fn resolve(ctx: &Context, op: OpId) -> Result<Indirect, Diagnostic> {
    let axes = crate::geom::axes(ctx, op)?;
    let gather = Gather::matches(ctx, op).is_some();
    let axis_name = if gather {
        Gather::matches(ctx, op).map(|g| g.axis(ctx).to_string())
    } else {
        Scatter::matches(ctx, op).map(|s| s.axis(ctx).to_string())
    }
    .ok_or_else(|| ctx.op_error(op, "is not a gather or scatter"))?;
    let (rows_ty, rows_what, other_ty, other_what) = if gather {
        (
            operand_ty(ctx, op, 0),
            "the table",
            result_ty(ctx, op),
            "the result",
        )
    } else {
        (
            operand_ty(ctx, op, 2),
            "the destination",
            operand_ty(ctx, op, 0),
            "the source",
        )
    };
    let rows = resolve_mem(ctx, op, &axes, rows_ty, rows_what)?;
    let other = resolve_mem(ctx, op, &axes, other_ty, other_what)?;
    let index = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 1), "the index")?;
    for (m, what) in [
        (&rows, rows_what),
        (&other, other_what),
        (&index, "the index"),
    ] {
        if !TIERS.contains(&m.ty.tier) {
            return Err(ctx.op_error(
                op,
                format!("{what} must be an HBM or DM tensor: indirect access runs on the tensor DMA (manual: Moving Tensors › Sequencer › Indirect Access)"),
            ));
        }
    }
    if ctx.type_to_string(index.ty.dtype) != "i32" {
        return Err(ctx.op_error(
            op,
            format!(
                "the index tensor holds i32 row numbers, not {} (manual: Moving Tensors › Sequencer › Indirect Access)",
                ctx.type_to_string(index.ty.dtype)
            ),
        ));
    }
    check_same_dtype(ctx, op, rows.ty.dtype, other.ty.dtype, other_what)?;
    let Some(rows_count) = axes.size(&axis_name) else {
        return Err(ctx.op_error(op, format!("axis {axis_name} is not declared")));
    };
    let axis: Axis = Axis::new(&axis_name);
    let (rm, om, im) = (per_chip(&rows), per_chip(&other), per_chip(&index));
    let row_axes = axes_of(&rm);
    if !row_axes.contains(&axis) {
        return Err(ctx.op_error(op, format!("{rows_what} has no axis {axis} to index")));
    }
    if axes_of(&om).contains(&axis) {
        return Err(ctx.op_error(
            op,
            format!("{other_what} must not hold the indexed axis {axis}: the index tensor's axes take its place"),
        ));
    }
    let index_axes = axes_of(&im);
    if let Some(a) = index_axes.iter().find(|a| row_axes.contains(a)) {
        return Err(ctx.op_error(
            op,
            format!("the index tensor's axis {a} is also an axis of {rows_what}"),
        ));
    }
    for m in [&rows, &other, &index] {
        if !equivalent(m.map("Chip"), rows.map("Chip")) {
            return Err(ctx.op_error(
                op,
                "the tensor DMA keeps the Chip mapping; every operand of an indirect DMA lies on the same chips (manual: Moving Tensors › DMA Engine › Interface)",
            ));
        }
    }
    // `other` holds, for every index position, one row: its indices are the product of the
    // index tensor's and of a row's (the rows tensor with the axis taken out).
    let other_axes: Vec<Axis> = row_axes.iter().filter(|a| **a != axis).cloned().collect();
    same_indices(&strip_axes(&om, &index_axes), &strip_axes(&rm, std::slice::from_ref(&axis)))
        .map_err(|e| {
            ctx.op_error(
                op,
                format!("{other_what} must hold one row of {rows_what} (without axis {axis}) per index: {e}"),
            )
        })?;
    same_indices(&strip_axes(&om, &other_axes), &im).map_err(|e| {
        ctx.op_error(
            op,
            format!("{other_what} must hold the index tensor's indices: {e}"),
        )
    })?;
    Ok(Indirect {
        rows,
        other,
        index,
        axis,
        index_axes,
        rows_count,
    })
}

/// The rules on where the result is written (those of `stream.dma`, L2364–2429).
fn check_result(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let axes = crate::geom::axes(ctx, op)?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    crate::verify::dma::check_destination(ctx, op, &dst)
}

fn verify_gather(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    visa_mapping::dialect::verify_op_mappings(ctx, op, crate::verify::HOOKS)?;
    resolve(ctx, op)?;
    check_result(ctx, op)
}

fn verify_scatter(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    visa_mapping::dialect::verify_op_mappings(ctx, op, crate::verify::HOOKS)?;
    if operand_ty(ctx, op, 2) != result_ty(ctx, op) {
        return Err(ctx.op_error(
            op,
            "the result of a scatter has the destination's type: it is the destination with rows replaced",
        ));
    }
    resolve(ctx, op)?;
    check_result(ctx, op)
}

/// The positions of `axes` in the interpreter's key order.
fn positions(ev: &Evaluator<'_>, op: OpId, axes: &[Axis]) -> Result<Vec<usize>, Diagnostic> {
    axes.iter()
        .map(|a| {
            ev.order()
                .0
                .iter()
                .position(|b| b == a)
                .ok_or_else(|| ev.err(op, format!("axis {a} is not declared")))
        })
        .collect()
}

/// The row an index element names, checked against `0..rows` (a located run-time error).
fn row_of(
    ev: &Evaluator<'_>,
    op: OpId,
    what: &str,
    key: &[u64],
    v: Scalar,
    rows: u64,
) -> Result<u64, Diagnostic> {
    let r = match v {
        Scalar::Int(r) => r,
        Scalar::Float(_) => return Err(ev.err(op, "the index tensor holds a float")),
    };
    u64::try_from(r).ok().filter(|r| *r < rows).ok_or_else(|| {
        ev.err(
            op,
            format!(
                "{what} index {r} at {} is outside the table's rows 0..{rows}",
                ev.order().index(key)
            ),
        )
    })
}

/// The keys of every index `m` holds, in the interpreter's order (enumerated: the
/// interpreter is the reference, C10A-1).
fn keys_of(ev: &Evaluator<'_>, op: OpId, m: &Mapping) -> Result<Vec<Key>, Diagnostic> {
    let set = crate::geom::index_set_up_to(m, crate::geom::INTERPRETER_LIMIT)
        .ok_or_else(|| ev.err(op, format!("{m} is too large for the interpreter")))?;
    Ok(set.iter().map(|i| ev.order().key(i)).collect())
}

/// Reads `t` at `key` (through its broadcasts), an error naming `what` when it holds none.
fn read(
    ev: &Evaluator<'_>,
    op: OpId,
    t: &Tensor,
    key: &[u64],
    what: &str,
) -> Result<Scalar, Diagnostic> {
    t.get(key).ok_or_else(|| {
        ev.err(
            op,
            format!("{what} holds no element at {}", ev.order().index(key)),
        )
    })
}

/// `key` with the coordinates at `zero` set to 0.
fn zeroed(key: &[u64], zero: &[usize]) -> Key {
    let mut k = key.to_vec();
    for &q in zero {
        k[q] = 0;
    }
    k
}

/// `stream.gather`: `r[j…, rest…] = table[P = index[j…], rest…]`, at every index the result
/// holds.
fn eval_gather(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ind = resolve(ev.ctx(), op)?;
    let (table, index) = match xs {
        [t, i] => (*t, *i),
        _ => return Err(ev.err(op, "takes a table and an index")),
    };
    let p = positions(ev, op, std::slice::from_ref(&ind.axis))?[0];
    let js = positions(ev, op, &ind.index_axes)?;
    let rest: Vec<usize> = (0..ev.order().0.len())
        .filter(|q| !js.contains(q))
        .collect();
    let mut out = Tensor::new(table.dtype);
    for key in keys_of(ev, op, &per_chip(&ind.other))? {
        let ik = zeroed(&key, &rest);
        let r = row_of(
            ev,
            op,
            "gather",
            &ik,
            read(ev, op, index, &ik, "the index")?,
            ind.rows_count,
        )?;
        let mut tk = zeroed(&key, &js);
        tk[p] = r;
        out.insert(key, read(ev, op, table, &tk, "the table")?);
    }
    Ok(out)
}

/// `stream.scatter`: `dest` with `r[P = index[j…], rest…] = src[j…, rest…]`; two index
/// elements naming one row are an error (their order of writing is not defined, C10A-3).
fn eval_scatter(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ind = resolve(ev.ctx(), op)?;
    let (src, index, dest) = match xs {
        [s, i, d] => (*s, *i, *d),
        _ => return Err(ev.err(op, "takes a source, an index and a destination")),
    };
    let p = positions(ev, op, std::slice::from_ref(&ind.axis))?[0];
    let js = positions(ev, op, &ind.index_axes)?;
    let rest: Vec<usize> = (0..ev.order().0.len())
        .filter(|q| !js.contains(q))
        .collect();
    let mut out = Tensor::new(dest.dtype);
    for key in keys_of(ev, op, &per_chip(&ind.rows))? {
        let v = read(ev, op, dest, &key, "the destination")?;
        out.insert(key, v);
    }
    let mut seen: HashMap<u64, Key> = HashMap::new();
    for ik in keys_of(ev, op, &per_chip(&ind.index))? {
        let r = row_of(
            ev,
            op,
            "scatter",
            &ik,
            read(ev, op, index, &ik, "the index")?,
            ind.rows_count,
        )?;
        if let Some(first) = seen.insert(r, ik.clone()) {
            return Err(ev.err(
                op,
                format!(
                    "scatter index {r} at {} names the row the index at {} already writes",
                    ev.order().index(&ik),
                    ev.order().index(&first)
                ),
            ));
        }
    }
    for key in keys_of(ev, op, &per_chip(&ind.other))? {
        let ik = zeroed(&key, &rest);
        let r = row_of(
            ev,
            op,
            "scatter",
            &ik,
            read(ev, op, index, &ik, "the index")?,
            ind.rows_count,
        )?;
        let mut dk = zeroed(&key, &js);
        dk[p] = r;
        out.insert(dk, read(ev, op, src, &key, "the source")?);
    }
    Ok(out)
}
