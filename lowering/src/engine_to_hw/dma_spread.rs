//! Spreading a tensor DMA over all eight engines when its outermost loop is short.
//!
//! `dma::dma_command` cuts the outermost loop of a tensor DMA without a 64-slice loop
//! into up to 8 groups, one per engine (decision C10-5). When that loop has fewer than 8
//! iterations (a copy broadcast to the 2 clusters, say), the other engines stay idle and
//! one engine's descriptor serializes the whole transfer. [`spread`] then cuts the next
//! loops of size > 1 as well, inner after outer, until there are 8 groups or no loop is
//! left; groups are given engines round robin. Any engine serves any transfer (L2404,
//! L2546–2552), so the bytes moved and their order within a group are unchanged: only
//! which engine runs them (decision T8G-2).

use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::DmaDescriptor;

/// The tensor DMA engines of a chip.
const ENGINES: usize = visa_tcp::limits::DMA_ENGINES as usize;

/// Cuts loops after `cut` (the loop already cut into `descs`) until `descs` has
/// [`ENGINES`] groups or every loop is cut; indirect descriptors are left as they are.
pub fn spread(
    ctx: &Context,
    op: OpId,
    mut descs: Vec<DmaDescriptor>,
    cut: usize,
) -> Result<Vec<DmaDescriptor>, Diagnostic> {
    let mut k = cut + 1;
    while descs.len() < ENGINES && descs.iter().all(|d| d.indirect.is_none()) {
        let Some(len) = descs.first().map(|d| d.entries.len()) else {
            break;
        };
        if k >= len {
            break;
        }
        let size = descs.iter().map(|d| d.entries[k].size).max().unwrap_or(1);
        if size <= 1 {
            k += 1;
            continue;
        }
        // Groups per descriptor so that the total reaches ENGINES.
        let want = ENGINES.div_ceil(descs.len()) as u32;
        let per_group = size.div_ceil(want.min(size));
        let mut next = Vec::new();
        for d in &descs {
            let e = d.entries[k];
            let mut first = 0u32;
            while first < e.size {
                let mut g = d.clone();
                let shift = |b: u64, stride: i64| {
                    u64::try_from(i128::from(b) + i128::from(first) * i128::from(stride))
                        .map_err(|_| ctx.op_error(op, "a DMA group's base address leaves 0..2^64"))
                };
                g.src_base = shift(d.src_base, e.src_stride)?;
                g.dst_base = shift(d.dst_base, e.dst_stride)?;
                g.entries[k].size = (e.size - first).min(per_group);
                next.push(g);
                first += per_group;
            }
        }
        descs = next;
        k += 1;
    }
    for (i, d) in descs.iter_mut().enumerate() {
        d.engine = (i % ENGINES) as u32;
    }
    Ok(descs)
}
