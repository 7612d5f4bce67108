//! The attribute form of the fetch adapter's masking, table lookup and second zero point
//! ([`visa_tcp::fetch_adapter::FetchStages`], L1877–1958, L2040–2048) and of the commit's
//! slice bitmap (L2314–2319), shared by `engine.fetch`/`engine.commit` and `hw.tu`:
//!
//! ```text
//! fetch_mask_valid = array<i64: 32, 32, 28>, fetch_mask_inner = 1,
//! fetch_mask_left_pad = 2, fetch_mask_pad = 0,      // masking (absent: none)
//! fetch_table = array<i64: 0, 2, 4, ...>,            // 2^bits raw entries
//! zero_point_odd = -100,                             // interleaved rhs zero point
//! commit_slices = array<i64: 0, 64>                  // [start, end) pairs
//! ```

use crate::attrs::{self, i64_attr, i64s_attr};
use visa_ir::{AttrKind, Attribute, Context, Diagnostic, OpId};
use visa_tcp::fetch_adapter::{FetchMask, FetchStages};
use visa_tcp::SliceMask;

/// The name of the commit's slice bitmap attribute.
pub const COMMIT_SLICES: &str = "commit_slices";

fn opt_ints(ctx: &Context, op: OpId, name: &str) -> Result<Option<Vec<i64>>, Diagnostic> {
    match ctx.attr(op, name).map(|a| ctx.attr_kind(a)) {
        None => Ok(None),
        Some(AttrKind::DenseI64Array(v)) => Ok(Some(v.clone())),
        Some(_) => Err(ctx.op_error(op, format!("attribute '{name}' must be an array<i64: ...>"))),
    }
}

fn u32_of(ctx: &Context, op: OpId, name: &str, v: i64) -> Result<u32, Diagnostic> {
    u32::try_from(v).map_err(|_| {
        ctx.op_error(
            op,
            format!("'{name}' holds {v}, not a value in 0..=4294967295"),
        )
    })
}

/// The stages stored on `op` (each absent attribute: that stage off).
pub fn read_stages(ctx: &Context, op: OpId) -> Result<FetchStages, Diagnostic> {
    let mask = match opt_ints(ctx, op, "fetch_mask_valid")? {
        None => None,
        Some(v) => {
            let one = |name: &str, default: i64| -> Result<u32, Diagnostic> {
                let x = attrs::opt_int(ctx, op, name)?.unwrap_or(default);
                u32_of(ctx, op, name, x)
            };
            Some(FetchMask {
                inner: one("fetch_mask_inner", 1)?,
                valid: v
                    .iter()
                    .map(|&x| u32_of(ctx, op, "fetch_mask_valid", x))
                    .collect::<Result<_, _>>()?,
                left_pad: one("fetch_mask_left_pad", 0)?,
                pad: one("fetch_mask_pad", 0)?,
            })
        }
    };
    let table = opt_ints(ctx, op, "fetch_table")?
        .map(|t| {
            t.iter()
                .map(|&x| u32_of(ctx, op, "fetch_table", x))
                .collect::<Result<Vec<_>, _>>()
        })
        .transpose()?;
    let zero_point_odd = attrs::opt_int(ctx, op, "zero_point_odd")?
        .map(|z| {
            i32::try_from(z).map_err(|_| {
                ctx.op_error(op, format!("'zero_point_odd' = {z} does not fit in i32"))
            })
        })
        .transpose()?;
    Ok(FetchStages {
        mask,
        table,
        zero_point_odd,
    })
}

/// The attributes of `stages` (none for a stage that is off).
pub fn stage_attrs(ctx: &mut Context, stages: &FetchStages) -> Vec<(&'static str, Attribute)> {
    let mut out = Vec::new();
    if let Some(m) = &stages.mask {
        let v: Vec<i64> = m.valid.iter().map(|&x| i64::from(x)).collect();
        out.push(("fetch_mask_valid", i64s_attr(ctx, &v)));
        out.push(("fetch_mask_inner", i64_attr(ctx, i64::from(m.inner))));
        out.push(("fetch_mask_left_pad", i64_attr(ctx, i64::from(m.left_pad))));
        out.push(("fetch_mask_pad", i64_attr(ctx, i64::from(m.pad))));
    }
    if let Some(t) = &stages.table {
        let v: Vec<i64> = t.iter().map(|&x| i64::from(x)).collect();
        out.push(("fetch_table", i64s_attr(ctx, &v)));
    }
    if let Some(z) = stages.zero_point_odd {
        out.push(("zero_point_odd", i64_attr(ctx, i64::from(z))));
    }
    out
}

/// The slice bitmap in attribute `name` of `op` (`[start, end)` pairs), if present.
pub fn read_bitmap(ctx: &Context, op: OpId, name: &str) -> Result<Option<SliceMask>, Diagnostic> {
    let Some(v) = opt_ints(ctx, op, name)? else {
        return Ok(None);
    };
    crate::read::slice_ranges(ctx, op, name, &v).map(Some)
}

/// The attribute form of a slice bitmap: its `[start, end)` ranges.
pub fn bitmap_attr(ctx: &mut Context, mask: &SliceMask) -> Attribute {
    let v: Vec<i64> = mask
        .ranges()
        .into_iter()
        .flat_map(|(a, b)| [i64::from(a), i64::from(b)])
        .collect();
    i64s_attr(ctx, &v)
}
