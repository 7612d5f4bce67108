//! Conversion between TIRx tile layouts and mapping expressions, where one can express the
//! other.
//!
//! A mapping expression `Buf` says which tensor index each position of one linear buffer
//! holds; a TIRx layout says at which coordinates each logical index lives. The two agree on
//! *injective placements on one memory axis*: a shard whose iters, sorted by stride, nest
//! inside each other (gaps become padding `# p`), no replica, one axis. Everything else is a
//! typed error saying why:
//! - [`TirxErrorKind::Replication`]: `R[...]` puts one element at several places; a buffer
//!   mapping gives each tensor index one position;
//! - [`TirxErrorKind::MultipleAxes`]: strides on several axes (`laneid`, `warpid`, ...); a
//!   mapping expression addresses one linear buffer. [`tile_to_levels`] and
//!   [`levels_to_tile`] convert such layouts to one mapping per axis instead, as a device
//!   tensor has one mapping per level (Chip, Cluster, Slice, Element);
//! - [`TirxErrorKind::Aliasing`]: two elements at one address (stride 0, overlapping iters);
//! - [`TirxErrorKind::NegativeStride`];
//! - [`TirxErrorKind::Swizzle`]: an XOR swizzle is not affine, while every mapping
//!   expression position is an affine (mixed-radix) function of the digits;
//! - [`TirxErrorKind::Unsupported`] (mapping to TIRx): a resize (`= n`) or an axis missing
//!   from Buf holds part of the shape, but a shard covers the whole shape; skew (wraps
//!   around), linear combinations (not one-to-one) and indirection (data-dependent) are not
//!   strided.
//!
//! A constant offset on the memory axis has no mapping-expression counterpart; it is carried
//! separately as a base address.

use crate::expr::Mapping;
use crate::sequencer::terms::flatten;

use super::error::{TirxError, TirxErrorKind};
use super::layout::{Iter, TileLayout};
use super::swizzle::ComposeLayout;

/// A mapping expression plus the base address the layout's offset adds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement {
    /// The buffer mapping.
    pub mapping: Mapping,
    /// The constant offset on the memory axis (elements).
    pub base: i64,
    /// The memory axis the layout placed elements on.
    pub axis: String,
}

fn err(kind: TirxErrorKind, msg: impl Into<String>) -> TirxError {
    TirxError::new(kind, msg)
}

fn merr(e: crate::error::MappingError) -> TirxError {
    err(TirxErrorKind::Unsupported, e.to_string())
}

/// The mapping term for the flat-index digit `(flat / place) % extent` of a row-major
/// `shape`: `B / 2 % 4` inside one axis, or a group `[A, B]` of whole consecutive axes. A
/// digit that cuts across an axis boundary has no term: mapping expressions add coordinates
/// per axis, without the carry between axes that a flat digit needs.
fn digit_term(shape: &[(&str, u64)], place: u64, extent: u64) -> Result<Mapping, TirxError> {
    if shape.is_empty() {
        return Err(err(TirxErrorKind::ShapeMismatch, "the shape has no axes"));
    }
    // Place value of each axis (row-major: the last axis is minor).
    let mut places = vec![1u64; shape.len()];
    for i in (0..shape.len() - 1).rev() {
        places[i] = places[i + 1] * shape[i + 1].1;
    }
    let top = place * extent;
    let minor = (0..shape.len())
        .rev()
        .find(|&i| places[i] * shape[i].1 > place)
        .unwrap_or(0);
    let major = (0..shape.len())
        .find(|&i| places[i] < top)
        .unwrap_or(0)
        .min(minor);
    let sym = |i: usize| Mapping::symbol(shape[i].0, shape[i].1).map_err(merr);
    if place == places[minor] && top == places[major] * shape[major].1 {
        let group = (major..=minor).map(sym).collect::<Result<Vec<_>, _>>()?;
        return Mapping::list(group).map_err(merr);
    }
    let straddle = || {
        err(
            TirxErrorKind::Unsupported,
            format!(
                "the shard digit (flat / {place}) % {extent} cuts across axis {}'s boundary; \
                 mapping expressions add coordinates per axis, without carry",
                shape[minor].0
            ),
        )
    };
    if major != minor || !place.is_multiple_of(places[minor]) {
        return Err(straddle());
    }
    let k = place / places[minor];
    let mut m = sym(minor)?;
    if k > 1 {
        m = m.stride(k).map_err(|_| straddle())?;
    }
    if extent != shape[minor].1 / k {
        m = m.modulo(extent).map_err(|_| straddle())?;
    }
    Ok(m)
}

fn check_replica(layout: &TileLayout) -> Result<(), TirxError> {
    if layout.replica.is_empty() {
        return Ok(());
    }
    Err(err(
        TirxErrorKind::Replication,
        format!(
            "the replica `R[...]` stores each element {} times; a mapping expression holds \
             each tensor index at one buffer position",
            layout.replicas()
        ),
    ))
}

fn check_shape(layout: &TileLayout, shape: &[(&str, u64)]) -> Result<(), TirxError> {
    let sizes: Vec<u64> = shape.iter().map(|(_, s)| *s).collect();
    if layout.admits(&sizes) {
        return Ok(());
    }
    Err(err(
        TirxErrorKind::ShapeMismatch,
        format!(
            "shape {sizes:?} is not admitted: the shard holds {} elements",
            layout.size()
        ),
    ))
}

/// Converts a tile layout over the logical `shape` (named axes, row-major) into a buffer
/// mapping expression and a base address. The layout must use one axis.
pub fn tile_to_mapping(layout: &TileLayout, shape: &[(&str, u64)]) -> Result<Placement, TirxError> {
    check_replica(layout)?;
    let axes = layout.axes();
    if axes.len() != 1 {
        return Err(err(
            TirxErrorKind::MultipleAxes,
            format!(
                "the layout binds strides to {} axes ({}); a mapping expression addresses one \
                 linear buffer (see tile_to_levels for one mapping per axis)",
                axes.len(),
                axes.join(", ")
            ),
        ));
    }
    check_shape(layout, shape)?;
    place_axis(layout, shape, &axes[0])
}

/// Converts a tile layout into one mapping expression per hardware axis, as a device tensor
/// has one mapping per level (`DmTensor<D, Chip, Cluster, Slice, Element>`, L1151–1161): the
/// location with coordinate `c_a` on each axis `a` holds `⊕_a mapping_a.map(c_a - base_a)`.
/// Axes are in name order. Only replication, aliasing and negative strides fail.
pub fn tile_to_levels(
    layout: &TileLayout,
    shape: &[(&str, u64)],
) -> Result<Vec<Placement>, TirxError> {
    check_replica(layout)?;
    check_shape(layout, shape)?;
    layout
        .axes()
        .iter()
        .map(|a| place_axis(layout, shape, a))
        .collect()
}

/// The mapping expression of the shard iters bound to `axis` (the flat-index places of the
/// digits count every iter of the shard).
fn place_axis(
    layout: &TileLayout,
    shape: &[(&str, u64)],
    axis: &str,
) -> Result<Placement, TirxError> {
    if let Some(it) = layout
        .shard
        .iter()
        .find(|it| it.axis == axis && it.stride < 0)
    {
        return Err(err(
            TirxErrorKind::NegativeStride,
            format!(
                "stride {}@{axis} is negative; buffer positions only grow",
                it.stride
            ),
        ));
    }
    // Each shard iter k is the flat digit (flat / P_k) % e_k.
    let mut iters: Vec<(u64, u64, u64)> = Vec::new(); // (stride, extent, place)
    let mut place = 1u64;
    for it in layout.shard.iter().rev() {
        if it.extent > 1 && it.axis == axis {
            iters.push((it.stride as u64, it.extent, place));
        }
        place *= it.extent;
    }
    if let Some(it) = iters.iter().find(|(s, _, _)| *s == 0) {
        return Err(err(
            TirxErrorKind::Aliasing,
            format!(
                "an iter of extent {} has stride 0: its elements share one address",
                it.1
            ),
        ));
    }
    iters.sort_by_key(|(s, _, _)| *s);
    // Walk from the smallest stride: each iter must start at or past the end of the
    // previous one, at a multiple of its stride (the gap is padding of the previous factor).
    let mut factors: Vec<Mapping> = Vec::new(); // minor first
    let mut prev: Option<(u64, u64)> = None; // (stride, extent)
    for &(s, e, pl) in &iters {
        let term = digit_term(shape, pl, e)?;
        match prev {
            None => {
                if s > 1 {
                    factors.push(Mapping::identity().pad(s).map_err(merr)?);
                }
            }
            Some((ps, pe)) => {
                if s < ps * pe || !s.is_multiple_of(ps) {
                    return Err(err(
                        TirxErrorKind::Aliasing,
                        format!(
                            "iters with strides {ps} (extent {pe}) and {s} overlap or interleave; \
                             the placement is not a nested (padded) arrangement"
                        ),
                    ));
                }
                let p = s / ps;
                if p > pe {
                    let last = factors.pop().expect("previous factor");
                    factors.push(last.pad(p).map_err(merr)?);
                }
            }
        }
        factors.push(term);
        prev = Some((s, e));
    }
    factors.reverse();
    let mapping = Mapping::list(factors).map_err(merr)?;
    let base = layout
        .offset
        .iter()
        .filter(|(a, _)| a == axis)
        .map(|(_, o)| *o)
        .sum();
    Ok(Placement {
        mapping,
        base,
        axis: axis.to_string(),
    })
}

/// A composed (swizzled) layout has no mapping expression unless the swizzle is the
/// identity (`B = 0`).
pub fn compose_to_mapping(
    layout: &ComposeLayout,
    shape: &[(&str, u64)],
) -> Result<Placement, TirxError> {
    if layout.swizzle.swizzle_len == 0 {
        return tile_to_mapping(&layout.tile, shape);
    }
    Err(err(
        TirxErrorKind::Swizzle,
        format!(
            "{} XORs address bits; a mapping expression places each digit at a fixed stride \
             (an affine address), so the swizzle has no mapping-expression form",
            layout.swizzle
        ),
    ))
}

/// Converts a buffer mapping expression into a tile layout over the logical `shape` (named
/// axes, row-major), placing elements on `axis` (e.g. `m`).
pub fn mapping_to_tile(
    buf: &Mapping,
    shape: &[(&str, u64)],
    axis: &str,
) -> Result<TileLayout, TirxError> {
    levels_to_tile(&[(axis, buf)], shape)
}

/// A digit of a logical axis placed on a hardware axis.
struct Placed {
    logical: String,
    s: u64,
    n: u64,
    stride: u64,
    axis: String,
}

/// The digits of one level's mapping, with their strides on `axis`, and the level's offset.
fn level_digits(axis: &str, buf: &Mapping) -> Result<(Vec<Placed>, u64), TirxError> {
    let factors = flatten(buf).map_err(|e| err(TirxErrorKind::Unsupported, e.message))?;
    let mut digits = Vec::new();
    let mut beta: u64 = 1;
    let mut offset: u64 = 0;
    for fac in factors.iter().rev() {
        if fac.view.is_some() {
            return Err(err(
                TirxErrorKind::Unsupported,
                format!("`{fac}` is a strided view of a padded factor"),
            ));
        }
        offset += fac.left * beta;
        let mut inner = 1u64;
        for d in fac.core.iter().rev() {
            if d.r < d.n {
                return Err(err(
                    TirxErrorKind::Unsupported,
                    format!(
                        "`{d}` holds only part of axis {}; a shard covers the whole shape",
                        d.axis
                    ),
                ));
            }
            digits.push(Placed {
                logical: d.axis.as_str().to_string(),
                s: d.s,
                n: d.n,
                stride: beta * inner,
                axis: axis.to_string(),
            });
            inner *= d.n;
        }
        beta = beta
            .checked_mul(fac.phys)
            .ok_or_else(|| err(TirxErrorKind::Overflow, "Buf size overflows 64 bits"))?;
    }
    Ok((digits, offset))
}

/// Converts one mapping expression per hardware axis (the levels of a device tensor, e.g.
/// `[("Slice", m![A / 8 # 256]), ("m", m![A % 8])]`) into one tile layout over `shape`.
/// Every logical axis must be held whole, exactly once, across the levels.
pub fn levels_to_tile(
    levels: &[(&str, &Mapping)],
    shape: &[(&str, u64)],
) -> Result<TileLayout, TirxError> {
    let mut digits = Vec::new();
    let mut offset = Vec::new();
    for (axis, m) in levels {
        let (d, o) = level_digits(axis, m)?;
        digits.extend(d);
        if o > 0 {
            let o =
                i64::try_from(o).map_err(|_| err(TirxErrorKind::Overflow, "offset overflows"))?;
            offset.push((axis.to_string(), o));
        }
    }
    if let Some(p) = digits
        .iter()
        .find(|p| !shape.iter().any(|(n, _)| *n == p.logical))
    {
        return Err(err(
            TirxErrorKind::ShapeMismatch,
            format!(
                "Buf holds axis {}, which the shape does not have",
                p.logical
            ),
        ));
    }
    let mut shard = Vec::new();
    for (name, size) in shape {
        let mut ds: Vec<&Placed> = digits.iter().filter(|p| p.logical == *name).collect();
        ds.sort_by_key(|p| p.s);
        let mut next = 1u64;
        for p in &ds {
            if p.s != next {
                break;
            }
            next = p.s * p.n;
        }
        if next != *size {
            return Err(err(
                TirxErrorKind::Unsupported,
                format!(
                    "Buf does not hold all of axis {name} (size {size}) exactly once; a shard \
                     covers the whole shape"
                ),
            ));
        }
        for p in ds.iter().rev() {
            let stride = i64::try_from(p.stride)
                .map_err(|_| err(TirxErrorKind::Overflow, "stride overflows"))?;
            shard.push(Iter::new(p.n, stride, p.axis.clone()));
        }
    }
    if shard.is_empty() {
        let axis = levels.first().map_or(super::layout::MEMORY_AXIS, |l| l.0);
        shard.push(Iter::new(1, 1, axis));
    }
    TileLayout::new(shard, vec![], offset)
}
