//! The attributes of an indirect DMA (gather/scatter, `IndirectLoop`, L1684–1690) shared by
//! `engine.dma` and `hw.descriptor`: `indirect = "src" | "dst"` (the side the index offsets),
//! `index` (the index tensor's memory, `#hw.space<hbm>`, with `index_chip` when not chip 0),
//! `index_base` (its byte address), `index_strides` (one step in index elements per loop
//! entry), `row_stride` (per index unit on the indexed side: bytes at hw level, elements at
//! engine level) and `rows` (indices must lie in `0..rows`). All absent on a plain DMA.

use crate::attrs::{self, i64_attr, i64s_attr, keyword_attr};
use crate::read;
use visa_ir::{Context, Diagnostic, OpId, OperationState};
use visa_tcp::{DmaIndirect, IndirectSide};

/// The indirect part of `op`, `None` when it has no `indirect` attribute; `row_stride` as
/// written (the caller scales it).
pub fn read(ctx: &Context, op: OpId) -> Result<Option<DmaIndirect>, Diagnostic> {
    let Some(side) = attrs::opt_string(ctx, op, "indirect")? else {
        return Ok(None);
    };
    let side = IndirectSide::from_keyword(side).ok_or_else(|| {
        ctx.op_error(
            op,
            format!("'indirect' must be \"src\" or \"dst\", got \"{side}\""),
        )
    })?;
    let rows = attrs::uint(ctx, op, "rows")?;
    let rows = u32::try_from(rows)
        .ok()
        .filter(|r| *r > 0)
        .ok_or_else(|| ctx.op_error(op, format!("'rows' must be in 1..2^32, got {rows}")))?;
    let row_stride = attrs::uint(ctx, op, "row_stride")?;
    if row_stride == 0 {
        return Err(ctx.op_error(op, "'row_stride' must be positive"));
    }
    let index_strides = attrs::ints(ctx, op, "index_strides")?;
    if let Some(s) = index_strides.iter().find(|s| **s < 0) {
        return Err(ctx.op_error(op, format!("'index_strides' must be non-negative, got {s}")));
    }
    Ok(Some(DmaIndirect {
        side,
        index_space: read::space(ctx, op, "index")?,
        index_base: attrs::uint(ctx, op, "index_base")?,
        index_strides,
        row_stride,
        rows,
    }))
}

/// Adds the attributes of `ind` to `st` (in the `dialect` namespace), `row_stride` as given.
pub fn write(ctx: &mut Context, st: &mut OperationState, dialect: &'static str, ind: &DmaIndirect) {
    let s = ctx.string_attr(ind.side.keyword());
    st.add_attr(ctx, "indirect", s);
    let k = keyword_attr(ctx, dialect, ind.index_space.kind());
    st.add_attr(ctx, "index", k);
    if let Some(c) = ind.index_space.chip().filter(|c| *c != 0) {
        let a = i64_attr(ctx, i64::from(c));
        st.add_attr(ctx, "index_chip", a);
    }
    let a = i64_attr(ctx, ind.index_base as i64);
    st.add_attr(ctx, "index_base", a);
    let a = i64s_attr(ctx, &ind.index_strides);
    st.add_attr(ctx, "index_strides", a);
    let a = i64_attr(ctx, ind.row_stride as i64);
    st.add_attr(ctx, "row_stride", a);
    let a = i64_attr(ctx, i64::from(ind.rows));
    st.add_attr(ctx, "rows", a);
}
