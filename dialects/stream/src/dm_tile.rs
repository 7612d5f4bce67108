//! `stream.dm_tile`: one tile of a DM tensor along an axis, as a DM tensor of its own
//! (issue 8, the blocked GEMM's K tiles; the narrowest tile view, until general tile
//! views exist).
//!
//! ```text
//! %a1 = stream.dm_tile %a "K" tile 1 as "Kt" : !stream.dm<bf16, C, Cl, S, m[I % 32, K]>
//!                                          -> !stream.dm<bf16, C, Cl, S, m[I % 32, 1 # 2, Kt]>
//! ```
//!
//! With `n = Kt::SIZE` (a declared axis the input does not mention), the result holds, at
//! index `{…, Kt: k}`, the input's element at `{…, K: tile·n + k}`. Nothing moves: the
//! result is the same DM bytes, read at the input's address plus the tile's offset. Its
//! layout says so position for position: the input's Element mapping with the factor `K`
//! written as the two factors `1 # |K|/n, Kt` (or, when the input already splits `K` into
//! the factors `K / n` and `K % n`, those replaced by `1 # |K|/n` and `Kt` in place); the
//! padding is the other tiles' positions. Chip, Cluster and Slice are the input's.
//!
//! The verifier checks that rule structurally on the factor lists (no enumeration);
//! [`offset_bytes`] is the tile's byte offset the lowering adds to the input's address:
//! `tile · stride(K / n) · size_of(D)`, `stride` being the product of the sizes of the
//! factors inside it. The interpreter re-indexes the held elements ([`eval`]).
//! Decision C8F-2 in docs/decisions.md.

use crate::geom::{self, equivalent, resolve_mem, Mem};
use crate::interp::dense::{Dense, DenseDigit};
use crate::interp::{Evaluator, Semantics, Tensor};
use crate::ops::Kernel;
use crate::types::{bytes_of, Tier};
use crate::verify::{check_same_dtype, operand_ty, result_ty, HOOKS, R};
use visa_ir::{Context, Diagnostic, OpId};
use visa_mapping::dialect::verify_op_mappings;
use visa_mapping::Mapping;

visa_ir::op! {
    /// `%t = stream.dm_tile %x "K" tile T as "Kt" : !stream.dm<...> -> !stream.dm<...>`:
    /// tile `T` of the DM tensor `%x` along axis `K`, in tiles of `Kt::SIZE`, indexed by
    /// the axis `Kt` (module docs).
    pub struct DmTile = "stream.dm_tile" {
        summary: "one tile of a DM tensor along an axis, as a DM tensor (a view)",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string, tile: i64, tile_axis: string],
        verify: verify,
        interfaces: [
            Semantics = Semantics::Eval(eval),
        ],
        format: "$input $axis `tile` $tile `as` $tile_axis attr-dict `:` type($input) `->` type($output)",
    }
}

/// The op definitions of this module.
pub fn ops() -> Vec<visa_ir::OpDef> {
    vec![DmTile::def()]
}

/// What the verifier derives from a well-formed `dm_tile`.
struct Tile {
    /// Axis `K`.
    axis: String,
    /// Axis `Kt` and its size `n`.
    tile_axis: String,
    n: u64,
    /// The tile index.
    tile: u64,
    /// Elements between consecutive tiles in the input's Element layout.
    stride: u64,
    /// The resolved input.
    input: Mem,
}

/// `Mapping::Symbol` of `axis`, bare.
fn is_axis(m: &Mapping, axis: &str) -> bool {
    matches!(m, Mapping::Symbol(s) if s.axis.as_str() == axis && !s.is_derived())
}

/// `axis / n`.
fn is_outer(m: &Mapping, axis: &str, n: u64) -> bool {
    matches!(m, Mapping::Stride { inner, stride } if *stride == n && is_axis(inner, axis))
}

/// `axis % n`.
fn is_inner(m: &Mapping, axis: &str, n: u64) -> bool {
    matches!(m, Mapping::Modulo { inner, modulo } if *modulo == n && is_axis(inner, axis))
}

fn derive(ctx: &Context, op: OpId) -> Result<Tile, Diagnostic> {
    let axes = geom::axes(ctx, op)?;
    let input = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the input")?;
    let output = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    if input.ty.tier != Tier::Dm || output.ty.tier != Tier::Dm {
        return Err(ctx.op_error(op, "tiles a DM tensor into a DM tensor"));
    }
    check_same_dtype(ctx, op, input.ty.dtype, output.ty.dtype, "the result")?;
    for role in ["Chip", "Cluster", "Slice"] {
        if !equivalent(input.map(role), output.map(role)) {
            return Err(ctx.op_error(
                op,
                format!(
                    "the result's {role} mapping must be the input's ({}), got {}",
                    input.map(role),
                    output.map(role)
                ),
            ));
        }
    }
    let d = DmTile::matches(ctx, op).expect("dm_tile");
    let axis = d.axis(ctx).to_string();
    let tile_axis = d.tile_axis(ctx).to_string();
    let axis_size = axes
        .size(&axis)
        .ok_or_else(|| ctx.op_error(op, format!("axis {axis} is not declared")))?;
    let n = axes
        .size(&tile_axis)
        .ok_or_else(|| ctx.op_error(op, format!("axis {tile_axis} is not declared")))?;
    if n == 0 || !axis_size.is_multiple_of(n) || n == axis_size {
        return Err(ctx.op_error(
            op,
            format!("the tile axis {tile_axis} ({n}) must divide {axis} ({axis_size}) into at least two tiles"),
        ));
    }
    let tiles = axis_size / n;
    let tile = d.tile(ctx);
    if tile < 0 || tile as u64 >= tiles {
        return Err(ctx.op_error(
            op,
            format!("tile {tile} is out of range: {axis} has {tiles} tiles of {n}"),
        ));
    }
    if input
        .maps
        .iter()
        .any(|m| m.symbols().iter().any(|s| s.axis.as_str() == tile_axis))
    {
        return Err(ctx.op_error(
            op,
            format!("the tile axis {tile_axis} must be fresh: the input already mentions it"),
        ));
    }
    for role in ["Chip", "Cluster", "Slice"] {
        if input
            .map(role)
            .symbols()
            .iter()
            .any(|s| s.axis.as_str() == axis)
        {
            return Err(ctx.op_error(
                op,
                format!("{axis} must lie in the Element mapping only; the input's {role} mapping mentions it"),
            ));
        }
    }
    // The expected result factors and the tile stride, from the input's factors.
    let pad = Mapping::identity()
        .pad(tiles)
        .map_err(|e| ctx.op_error(op, e.to_string()))?;
    let kt = Mapping::symbol(&tile_axis, n).map_err(|e| ctx.op_error(op, e.to_string()))?;
    let factors = input.element().factors();
    let sizes: Vec<u64> = factors.iter().map(|f| f.size()).collect();
    let inner_of = |i: usize| -> u64 { sizes[i + 1..].iter().fold(1, |a, &b| a.saturating_mul(b)) };
    let mut expected: Vec<Mapping> = Vec::new();
    let (mut stride, mut outer_seen, mut inner_seen) = (None, false, false);
    let bad = || {
        ctx.op_error(
            op,
            format!(
                "the input's Element mapping {} must hold {axis} as the factor `{axis}` or as the two factors `{axis} / {n}` and `{axis} % {n}`",
                input.element()
            ),
        )
    };
    for (i, f) in factors.iter().enumerate() {
        if is_axis(f, &axis) {
            if stride.is_some() || inner_seen {
                return Err(bad());
            }
            stride = Some(n.saturating_mul(inner_of(i)));
            outer_seen = true;
            inner_seen = true;
            expected.push(pad.clone());
            expected.push(kt.clone());
        } else if is_outer(f, &axis, n) {
            if outer_seen {
                return Err(bad());
            }
            outer_seen = true;
            stride = Some(inner_of(i));
            expected.push(pad.clone());
        } else if is_inner(f, &axis, n) {
            if inner_seen {
                return Err(bad());
            }
            inner_seen = true;
            expected.push(kt.clone());
        } else if f.symbols().iter().any(|s| s.axis.as_str() == axis) {
            return Err(bad());
        } else {
            expected.push((*f).clone());
        }
    }
    let (Some(stride), true, true) = (stride, outer_seen, inner_seen) else {
        return Err(bad());
    };
    let want = Mapping::list(expected).map_err(|e| ctx.op_error(op, e.to_string()))?;
    let got: Vec<Mapping> = output.element().factors().into_iter().cloned().collect();
    let want_f: Vec<Mapping> = want.factors().into_iter().cloned().collect();
    if got != want_f {
        return Err(ctx.op_error(
            op,
            format!(
                "the result's Element mapping must be the input's with {axis} split into its tiles, {want} (the other tiles' positions as padding), got {}",
                output.element()
            ),
        ));
    }
    Ok(Tile {
        axis,
        tile_axis,
        n,
        tile: tile as u64,
        stride,
        input,
    })
}

fn verify(ctx: &Context, op: OpId) -> R {
    verify_op_mappings(ctx, op, HOOKS)?;
    derive(ctx, op).map(|_| ())
}

/// The byte offset of the tile in the input's DM layout (per slice), as the verifier
/// derived it; the lowering adds it to the input's address.
pub fn offset_bytes(ctx: &Context, op: OpId) -> Result<u64, Diagnostic> {
    let t = derive(ctx, op)?;
    Ok(bytes_of(
        ctx,
        t.input.ty.dtype,
        t.tile.saturating_mul(t.stride),
    ))
}

/// The interpreter: the elements of the input whose `K` lies in the tile, at
/// `{K: 0, Kt: K - tile·n}`. A dense input (digit form) gives a dense result: its digits
/// of `K` inside a tile become digits of `Kt`, those above it are fixed by the tile.
fn eval(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let t = derive(ctx, op)?;
    let pos = |name: &str| {
        ev.order()
            .0
            .iter()
            .position(|a| a.as_str() == name)
            .ok_or_else(|| ev.err(op, format!("axis {name} is not declared")))
    };
    let (k, kt) = (pos(&t.axis)?, pos(&t.tile_axis)?);
    let lo = t.tile.saturating_mul(t.n);
    let x = xs[0];
    if let Some(d) = x.as_dense() {
        if let Some(out) = dense_tile(d, k, kt, lo, t.n) {
            return Ok(Tensor::from_dense(x.dtype, out));
        }
    }
    let mut out = Tensor::new(x.dtype);
    for (mut key, v) in x.iter() {
        if key[k] >= lo && key[k] - lo < t.n {
            key[kt] = key[k] - lo;
            key[k] = 0;
            out.insert(key, v);
        }
    }
    Ok(out)
}

/// The dense tile `[lo, lo + n)` of axis `k` of `d`, re-indexed by axis `kt`; `None`
/// when a digit of `k` straddles the tile boundary or a tile element is missing.
fn dense_tile(d: &Dense, k: usize, kt: usize, lo: u64, n: u64) -> Option<Dense> {
    let mut digits = Vec::new();
    for g in &d.digits {
        if g.axis != k {
            digits.push(*g);
        } else if g.stride * g.count <= n {
            digits.push(DenseDigit::new(kt, g.stride, g.count, g.values));
        } else if g.stride < n {
            // Straddles the tile boundary: its part inside a tile becomes a digit of Kt.
            if !n.is_multiple_of(g.stride) || g.values != g.count {
                return None;
            }
            let c = n / g.stride;
            digits.push(DenseDigit::new(kt, g.stride, c, c));
        } else if !g.stride.is_multiple_of(n) {
            return None;
        }
    }
    let mut w = 1;
    for g in digits.iter_mut().rev() {
        g.weight = w;
        w *= g.values;
    }
    let mut out = Dense::filled(digits, d.naxes, *d.data.first()?);
    for slot in 0..out.data.len() {
        let mut key = out.key_of(slot);
        key[k] = key[kt] + lo;
        key[kt] = 0;
        out.data[slot] = d.data[d.slot(&key)?];
    }
    Some(out)
}
