//! The verifier of the generic tensor DMA, `stream.dma` (L2364–2429): both sides HBM
//! or DM tensors of the kernel's chip, the same element type, the Chip mapping kept,
//! the same tensor on both sides, and the destination's capacity and alignment rules.

use super::*;

/// The per-chip mapping of an HBM (`Element`) or DM (`Cluster, Slice, Element`) tensor.
fn per_chip(m: &Mem) -> visa_mapping::Mapping {
    match m.ty.tier {
        Tier::Hbm => m.element().clone(),
        _ => m.per_chip(),
    }
}

/// `stream.dma`: tensor DMA between HBM and DM tensors of one chip (L2364–2429).
pub fn dma(ctx: &Context, op: OpId) -> R {
    verify_op_mappings(ctx, op, HOOKS)?;
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    let dma_tier = |t: Tier| matches!(t, Tier::Hbm | Tier::Dm);
    if !dma_tier(src.ty.tier) || !dma_tier(dst.ty.tier) {
        return Err(ctx.op_error(
            op,
            "the tensor DMA moves HBM and DM tensors (`!stream.hbm`, `!stream.dm`), in any direction (manual: Moving Tensors › DMA Engine › Interface)",
        ));
    }
    check_same_dtype(ctx, op, src.ty.dtype, dst.ty.dtype, "the result")?;
    check_destination(ctx, op, &dst)?;
    if !equivalent(src.map("Chip"), dst.map("Chip")) {
        if src.ty.tier != Tier::Hbm || dst.ty.tier != Tier::Hbm {
            return Err(ctx.op_error(
                op,
                "the tensor DMA keeps the Chip mapping; moving between chips is the PCIe DMA's (manual: Moving Tensors › DMA Engine › Interface), HBM → HBM only (manual: Kernel Examples › Chip/Cluster Reduce › Shuffle)",
            ));
        }
        // Between chips (HBM → HBM over the chip-to-chip path, L7606–7609; decision
        // C10C-4): the whole layouts hold the same tensor, the destination maybe
        // repeating it over axes the source lacks (an all-gather's broadcast).
        let whole = dst.whole();
        let extra = crate::broadcast::extra_axes(&whole, &src.whole());
        let held = crate::broadcast::strip_axes(&whole, &extra);
        return same_indices(&src.whole(), &held).map_err(|e| {
            ctx.op_error(
                op,
                format!("the result must hold the same tensor as the source (manual: Mapping Tensors › Memory and Stream › Tensor Functions): {e}"),
            )
        });
    }
    same_indices(&per_chip(&src), &per_chip(&dst)).map_err(|e| {
        ctx.op_error(
            op,
            format!("the result must hold the same tensor as the source (manual: Mapping Tensors › Memory and Stream › Tensor Functions): {e}"),
        )
    })
}

/// The rules on a tensor DMA's destination at the op's `addr` (L2413–2429, L1082–1093):
/// a DM result fits its slice and is 8-byte aligned, an HBM result fits HBM.
pub fn check_destination(ctx: &Context, op: OpId, dst: &Mem) -> R {
    let addr = ops::addr(ctx, op);
    match dst.ty.tier {
        Tier::Dm => {
            check_onchip(ctx, op, dst, "the result", addr)?;
            if let Some(a) = addr {
                if !a.is_multiple_of(hw::DM_WRITE_ALIGN) {
                    return Err(ctx.op_error(
                        op,
                        format!("DMA writes to DM need an 8-byte aligned address, got {a} (manual: Moving Tensors › DMA Engine › Architecture › Alignment Constraints)"),
                    ));
                }
            }
        }
        _ => check_hbm(ctx, op, dst, addr)?,
    }
    Ok(())
}
