//! Tile views (manual L814–835, L954–972): `%t = stream.tile %x over "B" block 32 size 2
//! start 3 : T -> U` is the manual's `view.tile::<m![B / 32], 2, TileMap>(3)`, a view of
//! an HBM or DM tensor without a copy. The tile dimension is `B / block` (block 1 for
//! `m![B]`), `size` its positions in the tile, `start` the first one (tiles may overlap,
//! L960–970). The result holds, at `B / block = k` (k < size), the operand's element at
//! `B / block = start + k`; its type `U` is the operand's with that digit resized and its
//! footprint kept (`m[A, B = 2 # 512]`, `m[A, B / 32 = 2 # 16, B % 32]`), so the view
//! reads the parent's bytes from `addr + start · β(B / block)`. Decision C10C-7 resolves
//! the manual's `B = 2 # 4` (it would change A's stride, digest-A Q18): the footprint must
//! reproduce the parent's strides, and `# 4` is rejected.

use crate::geom::{self, equivalent, resolve_mem, Mem};
use crate::interfaces::View;
use crate::interp::dense::{Dense, DenseDigit};
use crate::interp::{Evaluator, Semantics, Tensor};
use crate::ops::Kernel;
use crate::types::Tier;
use crate::verify::{operand_ty, result_ty};
use visa_ir::ods::{self, AttrKind};
use visa_ir::{Context, Diagnostic, OpDef, OpId};
use visa_mapping::factor::{self, Digit};

visa_ir::op! {
    /// `%t = stream.tile %x over "B" block N size K start S : T -> U`: the tile of `x`
    /// at `B / N ∈ [S, S + K)` as a view (L814–835).
    pub struct Tile = "stream.tile" {
        summary: "a tile view of an HBM or DM tensor along B / block, without a copy",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string, block: u64, size: u64, start: u64],
        verify: verify_tile,
        interfaces: [
            Semantics = Semantics::Eval(eval_tile),
            View = View { element_offset: Some(|ctx, op| tile_digit(ctx, op).map(|t| t.3)) },
        ],
        format: "$input `over` $axis `block` $block `size` $size `start` $start attr-dict `:` type($input) `->` type($output)",
    }
}

/// The ops of this module.
pub fn ops() -> Vec<OpDef> {
    vec![Tile::def()]
}

/// A tile's parameters: axis, block, size, start.
pub struct TileParams {
    /// The tiled axis.
    pub axis: String,
    /// The tile dimension is `axis / block`.
    pub block: u64,
    /// Positions of the tile dimension in the tile.
    pub size: u64,
    /// The first position.
    pub start: u64,
}

/// The parameters of a `stream.tile`.
pub fn params(ctx: &Context, op: OpId) -> Option<TileParams> {
    let u = |n: &str| ctx.attr(op, n).and_then(|a| ods::U64::get(ctx, a));
    Some(TileParams {
        axis: ods::attr_value::<ods::Str>(ctx, op, "axis")?.to_string(),
        block: u("block")?,
        size: u("size")?,
        start: u("start")?,
    })
}

/// The digit of the tile dimension in the operand's Element mapping and the view's
/// element offset (`start · β`), checked against the result type (decision C10C-7).
pub fn tile_digit(ctx: &Context, op: OpId) -> Result<(Mem, Mem, Digit, u64), Diagnostic> {
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    let p = params(ctx, op).ok_or_else(|| ctx.op_error(op, "has malformed tile parameters"))?;
    if !matches!(src.ty.tier, Tier::Hbm | Tier::Dm) || src.ty.tier != dst.ty.tier {
        return Err(ctx.op_error(
            op,
            "a tile is a view of an HBM or DM tensor in the same memory (manual: Mapping Tensors › Mapping Expressions › Resize)",
        ));
    }
    crate::verify::check_same_dtype(ctx, op, src.ty.dtype, dst.ty.dtype, "the result")?;
    let n = src.maps.len();
    for i in 0..n - 1 {
        if src.maps[i]
            .symbols()
            .iter()
            .any(|s| s.axis.as_str() == p.axis)
        {
            return Err(ctx.op_error(
                op,
                format!("the tiled axis \"{}\" must lie in the Element mapping only, not in {} (a view offsets addresses within a slice)", p.axis, src.maps[i]),
            ));
        }
        if !equivalent(&src.maps[i], &dst.maps[i]) {
            return Err(ctx.op_error(op, "a tile keeps every mapping but the Element one"));
        }
    }
    let digits = |m: &visa_mapping::Mapping, what: &str| {
        factor::digits(m).map_err(|e| ctx.op_error(op, format!("{what} has no digit form: {e}")))
    };
    let (sd, so) = digits(src.element(), "the source's Element mapping")?;
    let (dd, doff) = digits(dst.element(), "the result's Element mapping")?;
    let (sd, dd) = (
        split_at(&sd, &p.axis, p.block),
        split_at(&dd, &p.axis, p.block),
    );
    let tile = sd
        .iter()
        .find(|d| d.axis.as_str() == p.axis && d.stride == p.block && d.values == d.count)
        .filter(|_| p.block > 0)
        .cloned();
    let Some(t) = tile else {
        return Err(ctx.op_error(
            op,
            format!(
                "the source's Element mapping {} has no whole digit {} / {} to tile",
                src.element(),
                p.axis,
                p.block
            ),
        ));
    };
    if p.size == 0 || p.start.checked_add(p.size).is_none_or(|end| end > t.values) {
        return Err(ctx.op_error(
            op,
            format!(
                "the tile [{}, {}) leaves {} / {}'s {} positions (manual: Mapping Tensors › Mapping Expressions)",
                p.start,
                p.start + p.size,
                p.axis,
                p.block,
                t.values
            ),
        ));
    }
    let same = |a: &Digit, b: &Digit| {
        a.axis == b.axis
            && a.stride == b.stride
            && a.count == b.count
            && a.position_stride == b.position_stride
    };
    let ok = so == doff
        && sd.len() == dd.len()
        && sd.iter().zip(&dd).all(|(a, b)| {
            same(a, b)
                && if same(a, &t) {
                    b.values == p.size
                } else {
                    a.values == b.values
                }
        });
    if !ok {
        return Err(ctx.op_error(
            op,
            format!(
                "the result's Element mapping {} must be the source's {} with {} / {} resized to {} and its footprint kept (`{} = {} # {}`; docs/decisions.md C10C-7)",
                dst.element(),
                src.element(),
                p.axis,
                p.block,
                p.size,
                if p.block == 1 { p.axis.clone() } else { format!("{} / {}", p.axis, p.block) },
                p.size,
                t.count
            ),
        ));
    }
    let offset = p
        .start
        .checked_mul(t.position_stride)
        .ok_or_else(|| ctx.op_error(op, "the tile's offset overflows 64 bits"))?;
    Ok((src, dst, t, offset))
}

/// `digits` with every whole digit of `axis` spanning weight `block` split there into its
/// upper part (`axis / block`) and lower part, so that a tile dimension is one digit.
fn split_at(digits: &[Digit], axis: &str, block: u64) -> Vec<Digit> {
    let mut out = Vec::with_capacity(digits.len() + 1);
    for d in digits {
        let top = d.stride.saturating_mul(d.count);
        let splits = d.axis.as_str() == axis
            && d.stride > 0
            && d.values == d.count
            && d.stride < block
            && block < top
            && block.is_multiple_of(d.stride)
            && top.is_multiple_of(block);
        if splits {
            let inner = block / d.stride;
            out.push(Digit {
                axis: d.axis.clone(),
                stride: block,
                count: d.count / inner,
                values: d.count / inner,
                position_stride: d.position_stride * inner,
            });
            out.push(Digit {
                axis: d.axis.clone(),
                stride: d.stride,
                count: inner,
                values: inner,
                position_stride: d.position_stride,
            });
        } else {
            out.push(d.clone());
        }
    }
    out
}

fn verify_tile(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    tile_digit(ctx, op).map(|_| ())
}

/// `stream.tile`: the result at `B / block = k` is the operand at `start + k`.
fn eval_tile(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let p = params(ev.ctx(), op).ok_or_else(|| ev.err(op, "has malformed tile parameters"))?;
    let j = ev
        .order()
        .0
        .iter()
        .position(|a| a.as_str() == p.axis)
        .ok_or_else(|| ev.err(op, "unknown tiled axis"))?;
    let lo = p.start.saturating_mul(p.block);
    let hi = p.start.saturating_add(p.size).saturating_mul(p.block);
    if let Some(d) = x.as_dense() {
        if let Some(out) = dense_tile(d, j, p.block, p.size, lo) {
            return Ok(Tensor::from_dense(x.dtype, out));
        }
    }
    let mut out = Tensor::new(x.dtype);
    for (mut key, v) in x.iter() {
        if (lo..hi).contains(&key[j]) {
            key[j] -= lo;
            out.insert(key, v);
        }
    }
    Ok(out)
}

/// The tile of a dense tensor, dense (a dense operand is read through broadcasts, which
/// an index map cannot do): axis `j`'s digits inside a block are kept, one digit of
/// `size` blocks replaces those above, and each slot reads the operand at `key + lo`.
/// `None` when a digit straddles the block unevenly or the operand lacks a tile element
/// (the caller then copies element by element).
fn dense_tile(d: &Dense, j: usize, block: u64, size: u64, lo: u64) -> Option<Dense> {
    // A digit reads its coordinate modulo its width: the tile must lie below the top
    // of the axis' outermost digit, or a read would wrap around.
    let hi = size.checked_mul(block)?.checked_add(lo)?;
    let top = d
        .digits
        .iter()
        .filter(|g| g.axis == j)
        .map(|g| g.stride.saturating_mul(g.count))
        .max();
    if top.is_some_and(|t| hi > t) {
        return None;
    }
    let mut digits = Vec::with_capacity(d.digits.len() + 1);
    let mut tile_digit = size > 1;
    for g in &d.digits {
        let top = g.stride.checked_mul(g.count)?;
        if g.axis != j {
            digits.push(*g);
        } else if top <= block {
            // Inside a block: unchanged by a shift of whole blocks when it divides one.
            if !block.is_multiple_of(top) {
                return None;
            }
            digits.push(*g);
        } else if g.stride < block {
            // Straddles the block: its part inside a block stays, the rest is the tile.
            if !block.is_multiple_of(g.stride) || !top.is_multiple_of(block) || g.values != g.count
            {
                return None;
            }
            let c = block / g.stride;
            if std::mem::take(&mut tile_digit) {
                digits.push(DenseDigit::new(j, block, size, size));
            }
            digits.push(DenseDigit::new(j, g.stride, c, c));
        } else if !g.stride.is_multiple_of(block) {
            return None;
        } else if std::mem::take(&mut tile_digit) {
            // The outermost digit of whole blocks carries the tile's positions.
            digits.push(DenseDigit::new(j, block, size, size));
        }
    }
    if tile_digit {
        // The operand holds axis `j` only inside a block (or not at all): no digit of
        // whole blocks to carry the tile.
        return None;
    }
    let mut w = 1;
    for g in digits.iter_mut().rev() {
        g.weight = w;
        w *= g.values;
    }
    let mut out = Dense::filled(digits, d.naxes, *d.data.first()?);
    for slot in 0..out.data.len() {
        let mut key = out.key_of(slot);
        key[j] += lo;
        out.data[slot] = d.data[d.slot(&key)?];
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::Scalar;

    /// The tile `K ∈ [lo, lo + n)` of `10·a + k` (A < 3), by hand: `3·n` slots, each
    /// `(a, k)` holding `10·a + k + lo`.
    fn expect_tile(out: &Dense, lo: u64, n: u64) {
        assert_eq!(out.data.len() as u64, 3 * n);
        for a in 0..3 {
            for k in 0..n {
                let s = out.slot(&[a, k, 0]).expect("held");
                assert_eq!(out.data[s], Scalar::Int((10 * a + k + lo) as i64));
            }
        }
    }

    #[test]
    fn dense_tile_of_one_digit_straddling_the_block() {
        // K: 0..8 as one digit; blocks of 2, tiles 1 and 2 (K ∈ [2, 6)).
        let d = Dense::from_fn(&[(0, 1, 3), (1, 1, 8)], 3, |k| (10 * k[0] + k[1]) as i64);
        expect_tile(&dense_tile(&d, 1, 2, 2, 2).expect("dense"), 2, 4);
        // One block, the last: K ∈ [6, 8).
        expect_tile(&dense_tile(&d, 1, 2, 1, 6).expect("dense"), 6, 2);
    }

    #[test]
    fn dense_tile_of_split_digits_reads_through_broadcasts() {
        // K as K / 4 outermost and K % 4 innermost (the GEMM's Bᵀ form); axis 2 is not
        // held (a broadcast): any coordinate of it reads the same element.
        let d = Dense::from_fn(&[(1, 4, 2), (0, 1, 3), (1, 1, 4)], 3, |k| {
            (10 * k[0] + k[1]) as i64
        });
        let out = dense_tile(&d, 1, 4, 1, 4).expect("dense");
        expect_tile(&out, 4, 4);
        let s = out.slot(&[2, 3, 7]).expect("a broadcast reads");
        assert_eq!(out.data[s], Scalar::Int(27));
    }

    #[test]
    fn dense_tile_declines_what_would_wrap_or_straddle() {
        let d = Dense::from_fn(&[(0, 1, 3), (1, 1, 6)], 3, |k| (10 * k[0] + k[1]) as i64);
        // A 6-wide digit does not split at 4: no dense form.
        assert!(dense_tile(&d, 1, 4, 1, 0).is_none());
        // Past the top of the axis (K ∈ [4, 8) of 6): a read would wrap around.
        assert!(dense_tile(&d, 1, 2, 2, 4).is_none());
    }
}
