//! Multi-chip data movement (manual L7382–7610, Chip/Cluster Reduce): the chip shuffle
//! and the chip-asymmetric slice, the two primitives the manual builds ReduceScatter,
//! AllReduce and AllGather from, beside the tensor DMA and the Vector Engine's add.
//!
//! - `stream.chip_shuffle %x [p_0, ..., p_{N-1}] at ADDR : T -> T`: chip `i` receives the
//!   HBM tensor chip `p_i` holds ("ChipShuffle(1,2,3,0): data from Chip 1 moves to Chip
//!   0", L7445–7449, L7538–7549), written at HBM address `ADDR` on every chip. The value
//!   changes (the same type now holds other data): with the Chip mapping `m[A]`, the
//!   result at `A = i` is the operand at `A = p_i`. Lowered to one DMA per chip over the
//!   chip-to-chip path (PCIe DMA, HBM → HBM, L7606–7609).
//! - `stream.chip_slice %x [s_0, ..., s_{N-1}] over "J" at ADDR : T -> U`: chip `c` keeps
//!   the part of its HBM tensor at `J = s_c` ("Slice(3,0,1,2)": chip 0 selects (0,3),
//!   L7438–7444); `U` is `T` without axis `J`. The result at `A = c` is the operand at
//!   `A = c, J = s_c`. The manual runs it as a sub-context ParallelCopy (L7604–7606);
//!   visa lowers it to one tensor DMA per chip, HBM → HBM on that chip (decision
//!   C10C-3).
//!
//! Both need the kernel's Chip mapping to be one whole axis (`m[A]`, `A::SIZE` = chips)
//! that the rest of the layout does not use, so that "the data of chip c" is the tensor
//! at `A = c` (decision C10C-2).

use crate::fetch_adapter::IntList;
use crate::geom::{self, equivalent, resolve_mem, same_indices, Mem};
use crate::interfaces::{Effect, Engine, MemoryEffects, PipelineStage, StageInput, StageOutput};
use crate::interp::{Evaluator, Semantics, Tensor};
use crate::ops::{self, Addr, Kernel};
use crate::types::Tier;
use crate::verify::{self, operand_ty, result_ty};
use visa_ir::ods::AttrKind;
use visa_ir::{Context, Diagnostic, OpDef, OpId};
use visa_mapping::{Axis, Mapping};

/// The manual's section these ops come from, for messages.
const SECTION: &str = "manual: Kernel Examples › Chip/Cluster Reduce";

const HBM_ONLY: &[Tier] = &[Tier::Hbm];
const HBM_TO_HBM: PipelineStage = PipelineStage {
    engine: Engine::Dma,
    input: StageInput::Memory(HBM_ONLY),
    output: StageOutput::Memory(Tier::Hbm),
};

visa_ir::op! {
    /// `%r = stream.chip_shuffle %x [p_0, ..., p_{N-1}] at ADDR : T -> T`: chip `i`
    /// receives the HBM tensor of chip `p_i` (L7445–7449), at HBM address `ADDR`.
    pub struct ChipShuffle = "stream.chip_shuffle" {
        summary: "chip i receives chip p_i's HBM tensor (chip-to-chip DMA)",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [perm: custom(IntList), addr: custom(Addr)],
        verify: verify_shuffle,
        interfaces: [
            PipelineStage = HBM_TO_HBM,
            MemoryEffects = MemoryEffects(const { &[Effect::read(0), Effect::write_at_addr(0)] }),
            Semantics = Semantics::Eval(eval_shuffle),
        ],
        format: "$input $perm `at` $addr attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = stream.chip_slice %x [s_0, ..., s_{N-1}] over "J" at ADDR : T -> U`: chip `c`
    /// keeps its part at `J = s_c` (the asymmetric slice, L7438–7471, L7604–7606).
    pub struct ChipSlice = "stream.chip_slice" {
        summary: "chip c keeps its HBM tensor's part at J = s_c (asymmetric slice)",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [select: custom(IntList), axis: string, addr: custom(Addr)],
        verify: verify_slice,
        interfaces: [
            PipelineStage = HBM_TO_HBM,
            MemoryEffects = MemoryEffects(const { &[Effect::read(0), Effect::write_at_addr(0)] }),
            Semantics = Semantics::Eval(eval_slice),
        ],
        format: "$input $select `over` $axis `at` $addr attr-dict `:` type($input) `->` type($output)",
    }
}

/// The ops of this module.
pub fn ops() -> Vec<OpDef> {
    vec![ChipShuffle::def(), ChipSlice::def()]
}

/// The chip list attribute (`perm` or `select`) of a chip op.
pub fn list<'c>(ctx: &'c Context, op: OpId, name: &str) -> Option<&'c [i64]> {
    IntList::get(ctx, ctx.attr(op, name)?)
}

/// The axis a Chip mapping is, when it is one whole axis `m[A]`.
pub fn chip_axis(m: &Mapping) -> Option<&visa_mapping::Symbol> {
    match m {
        Mapping::Symbol(s) if s.skew.is_none() && s.padded.is_none() => Some(s),
        _ => None,
    }
}

/// The chips of the kernel around `op` and the single-axis Chip mapping of `m`, checked
/// (decision C10C-2).
fn chip_of(ctx: &Context, op: OpId, m: &Mem, what: &str) -> Result<(u64, Axis), Diagnostic> {
    let n = verify::enclosing_kernel(ctx, op)
        .and_then(|k| ops::chips(ctx, k))
        .unwrap_or(1);
    let chip = m.map("Chip");
    let Some(sym) = chip_axis(chip) else {
        return Err(ctx.op_error(
            op,
            format!("{what}'s Chip mapping must be one whole axis (m[A] with A::SIZE = chips), got {chip} (docs/decisions.md C10C-2)"),
        ));
    };
    if sym.size != n {
        return Err(ctx.op_error(
            op,
            format!(
                "{what}'s Chip axis {} has size {}, but the kernel has chips = {n} ({SECTION})",
                sym.axis, sym.size
            ),
        ));
    }
    if m.element().symbols().iter().any(|s| s.axis == sym.axis) {
        return Err(ctx.op_error(
            op,
            format!("{what}'s Element mapping {} uses the Chip axis {}; each chip must hold its own part (docs/decisions.md C10C-2)", m.element(), sym.axis),
        ));
    }
    Ok((n, sym.axis.clone()))
}

/// The operand and result, both HBM tensors of one element type.
fn hbm_pair(ctx: &Context, op: OpId) -> Result<(Mem, Mem), Diagnostic> {
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    if src.ty.tier != Tier::Hbm || dst.ty.tier != Tier::Hbm {
        return Err(ctx.op_error(
            op,
            format!("moves HBM tensors between chips (`!stream.hbm`): the chip-to-chip path is HBM → HBM ({SECTION} › Shuffle)"),
        ));
    }
    verify::check_same_dtype(ctx, op, src.ty.dtype, dst.ty.dtype, "the result")?;
    verify::check_hbm(ctx, op, &dst, ops::addr(ctx, op))?;
    Ok((src, dst))
}

fn check_len(ctx: &Context, op: OpId, l: &[i64], n: u64, name: &str) -> Result<(), Diagnostic> {
    if l.len() as u64 != n {
        return Err(ctx.op_error(
            op,
            format!(
                "'{name}' lists {} chips, but the kernel has chips = {n}",
                l.len()
            ),
        ));
    }
    Ok(())
}

fn verify_shuffle(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (src, dst) = hbm_pair(ctx, op)?;
    let (n, _) = chip_of(ctx, op, &src, "the source")?;
    let perm = list(ctx, op, "perm").unwrap_or(&[]);
    check_len(ctx, op, perm, n, "perm")?;
    let mut seen = vec![false; n as usize];
    for &p in perm {
        if p as u64 >= n || std::mem::replace(&mut seen[p as usize], true) {
            return Err(ctx.op_error(
                op,
                format!("'perm' {perm:?} is not a permutation of the {n} chips: every chip receives one chip's tensor ({SECTION} › AllReduce)"),
            ));
        }
    }
    if !equivalent(&src.whole(), &dst.whole()) {
        return Err(ctx.op_error(
            op,
            format!("the result must have the source's layout (a shuffle moves whole per-chip tensors): {} vs {}", dst.whole(), src.whole()),
        ));
    }
    Ok(())
}

fn verify_slice(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (src, dst) = hbm_pair(ctx, op)?;
    let (n, _) = chip_of(ctx, op, &src, "the source")?;
    chip_of(ctx, op, &dst, "the result")?;
    if !equivalent(src.map("Chip"), dst.map("Chip")) {
        return Err(ctx.op_error(op, "the asymmetric slice keeps the Chip mapping"));
    }
    let sel = list(ctx, op, "select").unwrap_or(&[]);
    check_len(ctx, op, sel, n, "select")?;
    let axis = ops_axis(ctx, op);
    let Some(sym) = src
        .element()
        .symbols()
        .into_iter()
        .find(|s| s.axis.as_str() == axis)
    else {
        return Err(ctx.op_error(
            op,
            format!(
                "the sliced axis \"{axis}\" is not in the source's Element mapping {}",
                src.element()
            ),
        ));
    };
    if let Some(&s) = sel.iter().find(|&&s| s as u64 >= sym.size) {
        return Err(ctx.op_error(
            op,
            format!(
                "'select' entry {s} is outside axis {axis} of size {}",
                sym.size
            ),
        ));
    }
    if dst
        .element()
        .symbols()
        .iter()
        .any(|s| s.axis.as_str() == axis)
    {
        return Err(ctx.op_error(
            op,
            format!("the result must not hold the sliced axis \"{axis}\" (each chip keeps one of its positions)"),
        ));
    }
    let stripped = crate::broadcast::strip_axes(src.element(), std::slice::from_ref(&sym.axis));
    same_indices(&stripped, dst.element()).map_err(|e| {
        ctx.op_error(
            op,
            format!("the result must hold the source without axis \"{axis}\": {e}"),
        )
    })
}

/// The `axis` attribute of a `stream.chip_slice`.
pub fn ops_axis(ctx: &Context, op: OpId) -> &str {
    visa_ir::ods::attr_value::<visa_ir::ods::Str>(ctx, op, "axis").unwrap_or("")
}

/// The key position of the Chip axis of the operand's type.
fn chip_key(ev: &Evaluator<'_>, op: OpId) -> Result<(usize, Option<usize>), Diagnostic> {
    let ctx = ev.ctx();
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    let sym =
        chip_axis(src.map("Chip")).ok_or_else(|| ev.err(op, "the Chip mapping is not one axis"))?;
    let pos = |name: &str| ev.order().0.iter().position(|a| a.as_str() == name);
    let c = pos(sym.axis.as_str()).ok_or_else(|| ev.err(op, "unknown Chip axis"))?;
    let j = if ChipSlice::matches(ctx, op).is_some() {
        Some(pos(ops_axis(ctx, op)).ok_or_else(|| ev.err(op, "unknown sliced axis"))?)
    } else {
        None
    };
    Ok((c, j))
}

/// `stream.chip_shuffle`: the result at chip `i` is the operand at chip `perm[i]`.
fn eval_shuffle(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let perm = list(ev.ctx(), op, "perm").ok_or_else(|| ev.err(op, "has no perm"))?;
    let (c, _) = chip_key(ev, op)?;
    // The chip receiving chip a's data: i with perm[i] = a.
    let mut inv = vec![0u64; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        *inv.get_mut(p as usize)
            .ok_or_else(|| ev.err(op, "'perm' is not a permutation"))? = i as u64;
    }
    let mut out = Tensor::new(x.dtype);
    for (mut key, v) in x.iter() {
        let a = key[c] as usize;
        key[c] = *inv
            .get(a)
            .ok_or_else(|| ev.err(op, "chip coordinate out of range"))?;
        out.insert(key, v);
    }
    Ok(out)
}

/// `stream.chip_slice`: the result at chip `c` is the operand at chip `c`, `J = select[c]`.
fn eval_slice(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let sel = list(ev.ctx(), op, "select").ok_or_else(|| ev.err(op, "has no select"))?;
    let (c, j) = chip_key(ev, op)?;
    let j = j.ok_or_else(|| ev.err(op, "has no sliced axis"))?;
    let mut out = Tensor::new(x.dtype);
    for (mut key, v) in x.iter() {
        let chip = key[c] as usize;
        if sel.get(chip).map(|&s| s as u64) == Some(key[j]) {
            key[j] = 0;
            out.insert(key, v);
        }
    }
    Ok(out)
}
