//! The DMA pattern: `engine.dma` to `hw.dma`.
//!
//! Strides and the packet go from elements to bytes; a tensor DMA whose DM side steps
//! over more than 64 slices is split into one descriptor per 64-slice group, one group
//! per tensor-DMA engine (`DMN` pairs of 2 x 32 slices, L2404); any other tensor DMA has
//! its outermost loop cut into up to 8 groups, one per engine. The command waits on
//! nothing here: its tokens are set once the whole program is converted.

use super::Shared;
use visa_engine::ops as eo;
use visa_hw::{attrs, from_sim, read};
use visa_ir::conversion::{ConversionPattern, ConversionRewriter, OpAdaptor};
use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::limits::SLICE_STRIDE;
use visa_tcp::{Command, DmaCommand, DmaDescriptor, DmaEngine, DmaEntry, Space};

/// Slices served by one tensor-DMA engine (a DMN pair of 2 x 32 slices, L2404).
const SLICES_PER_ENGINE: i64 = visa_tcp::limits::SLICES_PER_DMA_ENGINE as i64;

/// The patterns of this module.
pub fn patterns(shared: &Shared) -> Vec<Box<dyn ConversionPattern>> {
    vec![Box::new(DmaToHw {
        shared: shared.clone(),
    })]
}

/// `engine.dma` to `hw.dma`, in place.
pub struct DmaToHw {
    shared: Shared,
}

impl ConversionPattern for DmaToHw {
    fn name(&self) -> &'static str {
        "engine-dma-to-hw"
    }

    fn root(&self) -> Option<&'static str> {
        Some(eo::Dma::NAME)
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _adaptor: &OpAdaptor,
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<(), String> {
        let ctx = &mut *rw.ctx;
        let command = dma_command(ctx, op).map_err(|d| self.shared.report(d))?;
        let block = ctx
            .op_block(op)
            .ok_or_else(|| "the op is in no block".to_string())?;
        let loc = ctx.op_loc(op);
        let hw = from_sim::dma(ctx, block, &command, &[], loc);
        ctx.detach_op(hw);
        ctx.insert_op_before(op, hw);
        self.shared.record(hw, Command::Dma(command));
        rw.erase_op(op);
        Ok(())
    }
}

/// The DMA command of an `engine.dma`.
pub fn dma_command(ctx: &Context, op: OpId) -> Result<DmaCommand, Diagnostic> {
    let queue = read::dma_engine(ctx, op)?;
    let dma = eo::Dma(op);
    let dtype = dma.try_dtype(ctx)?;
    let bits = i64::from(dtype.bits());
    let bytes = |elems: i64| -> Result<i64, Diagnostic> {
        match elems.checked_mul(bits) {
            Some(b) if b % 8 == 0 => Ok(b / 8),
            Some(_) => Err(ctx.op_error(
                op,
                format!("{elems} elements of {bits} bits are not whole bytes"),
            )),
            None => Err(ctx.op_error(
                op,
                format!("{elems} elements of {bits} bits do not fit in a 64-bit byte offset"),
            )),
        }
    };
    let src = read::space(ctx, op, "src")?;
    let dst = read::space(ctx, op, "dst")?;
    let sizes = dma.try_sizes(ctx)?;
    let ss = dma.try_src_strides(ctx)?;
    let ds = dma.try_dst_strides(ctx)?;
    if ss.len() != sizes.len() || ds.len() != sizes.len() {
        return Err(ctx.op_error(
            op,
            "'sizes', 'src_strides' and 'dst_strides' differ in length",
        ));
    }
    let mut entries = Vec::new();
    for i in 0..sizes.len() {
        entries.push(DmaEntry::new(sizes[i] as u32, bytes(ss[i])?, bytes(ds[i])?));
    }
    // A packet fits in i64 (the `UInt` kind reads no larger value).
    let packet = bytes(dma.try_packet(ctx)? as i64)?;
    let base = DmaDescriptor {
        engine: 0,
        src,
        dst,
        src_base: dma.try_src_base(ctx)?,
        dst_base: dma.try_dst_base(ctx)?,
        entries,
        stride0: packet as u32,
        indirect: match visa_hw::indirect::read(ctx, op)? {
            // The engine level counts the row stride in elements.
            Some(mut ind) => {
                ind.row_stride = u64::try_from(bytes(ind.row_stride as i64)?)
                    .map_err(|_| ctx.op_error(op, "negative row stride"))?;
                Some(ind)
            }
            None => None,
        },
    };
    // Split the loop that walks DM slices into groups of 64, one per engine.
    let slice_loop = base.entries.iter().position(|e| {
        let dm_stride = match (src, dst) {
            (Space::Dm { .. }, _) => e.src_stride,
            (_, Space::Dm { .. }) => e.dst_stride,
            _ => 0,
        };
        queue == DmaEngine::Tensor
            && dm_stride.unsigned_abs() == SLICE_STRIDE
            && i64::from(e.size) > SLICES_PER_ENGINE
    });
    // Without such a loop, a tensor DMA still spreads over the chip's engines: its
    // outermost loop is cut into up to 8 groups, one per engine (L2404, L2546: any engine
    // serves any transfer; decision C10-5).
    let split_loop = slice_loop.map(|k| (k, SLICES_PER_ENGINE)).or_else(|| {
        if queue != DmaEngine::Tensor {
            return None;
        }
        let k = base.entries.iter().position(|e| e.size > 1)?;
        let n = i64::from(base.entries[k].size);
        let engines = i64::from(visa_tcp::limits::DMA_ENGINES);
        Some((k, (n + engines - 1) / engines))
    });
    let mut descriptors = match split_loop {
        None => vec![base],
        Some((k, per_group)) => {
            let e = base.entries[k];
            let groups = (i64::from(e.size) + per_group - 1) / per_group;
            let shifted = |b: u64, stride: i64, first: i64| {
                u64::try_from(i128::from(b) + i128::from(first) * i128::from(stride))
                    .map_err(|_| ctx.op_error(op, "a DMA group's base address leaves 0..2^64"))
            };
            (0..groups)
                .map(|g| {
                    let mut d = base.clone();
                    let first = g * per_group;
                    d.engine = (g % 8) as u32;
                    d.src_base = shifted(base.src_base, e.src_stride, first)?;
                    d.dst_base = shifted(base.dst_base, e.dst_stride, first)?;
                    d.entries[k].size = (i64::from(e.size) - first).min(per_group) as u32;
                    if let Some(ind) = &mut d.indirect {
                        // The group starts `first` iterations into the index walk.
                        let step =
                            ind.index_strides[k] * visa_tcp::dma_indirect::INDEX_BYTES as i64;
                        ind.index_base = shifted(ind.index_base, step, first)?;
                    }
                    Ok(d)
                })
                .collect::<Result<Vec<_>, Diagnostic>>()?
        }
    };
    // An outermost loop shorter than the engine count (a 2-cluster broadcast, say) leaves
    // engines idle: cut the next loops too until every engine has a group (decision T8G-2).
    if slice_loop.is_none() {
        if let Some((k, _)) = split_loop {
            descriptors = crate::engine_to_hw::dma_spread::spread(ctx, op, descriptors, k)?;
        }
    }
    Ok(DmaCommand {
        engine: queue,
        descriptors,
        loc: Some(attrs::loc_string(ctx, op)),
    })
}
