//! Symbolic DMA loop-nest derivation (manual L2505–2594): the DMA analogue of
//! [`crate::sequencer::derive()`].
//!
//! A DMA moves one tensor between two memory layouts. The manual derives its sequencer by
//! "projecting the source tensor mapping onto the stream shape" and the destination
//! likewise, pairing the strides entry by entry, and takes the packet (`stride0`) from the
//! consecutive read/write volume (L2575–2590). Here the stream shape is the destination's
//! own order: every digit `(X / s) % n` of the destination, outermost first, is read from the
//! source through the same [`crate::factor::Reader`] the sequencer derivation uses, giving
//! loops `size : (src_stride, dst_stride)`; adjacent loops that walk one range are merged, the
//! innermost contiguous run becomes the packet, and loops over the size limit are split.
//!
//! The work is proportional to the number of digits, never to the number of elements: a
//! transfer of 2^24 elements derives as fast as one of 8. The reference semantics (enumerate
//! every destination position, look its index up in the source) is the oracle of the property
//! tests below.
//!
//! A layout is a list of [`Part`]s, outermost first: a DM tensor is `Cluster, Slice, Element`
//! with the slice window as the slice part's address stride (L2541), an HBM or host tensor is
//! its one element mapping with stride 1. Addresses are in elements.

use crate::axes::Axis;
use crate::expr::Mapping;
use crate::factor::{overlap, CutError, Holder, ReadError, Reader};
use crate::sequencer::terms::place;
use std::fmt;

/// One part of a memory layout: position `p` of `mapping` sits `p * stride` elements from
/// the layout's base.
#[derive(Clone, Copy, Debug)]
pub struct Part<'a> {
    /// The part's mapping.
    pub mapping: &'a Mapping,
    /// Address step, in elements, of one position of the mapping.
    pub stride: i64,
}

/// A memory layout: parts outermost first, and the element address of position 0.
#[derive(Clone, Debug)]
pub struct Layout<'a> {
    /// The parts, outermost first (`Cluster, Slice, Element` for DM).
    pub parts: Vec<Part<'a>>,
    /// Element address of the layout's position 0.
    pub base: i64,
}

/// The hardware limits a derived nest must respect.
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Largest packet (`stride0`), in elements (4,096 bytes over the element size).
    pub max_packet: u64,
    /// Largest loop size (65,536, L1632).
    pub max_size: u64,
    /// Most loop entries (8, L1630).
    pub max_entries: usize,
}

/// A derived DMA loop nest.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DmaNest {
    /// `(size, src_stride, dst_stride)`, outermost first, strides in elements.
    pub entries: Vec<(u64, i64, i64)>,
    /// Contiguous elements per packet.
    pub packet: u64,
    /// First source element address.
    pub src_base: i64,
    /// First destination element address.
    pub dst_base: i64,
}

impl DmaNest {
    /// Number of elements moved.
    pub fn elements(&self) -> u64 {
        self.entries.iter().map(|e| e.0).product::<u64>() * self.packet
    }
}

/// Why no loop nest was derived.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DmaError {
    /// A layout uses a factor the digit algebra does not read (skewed or padded labels,
    /// linear combinations, tables, strided views of padded groups).
    Unsupported(String),
    /// The destination holds coordinates of `axis` from weight `weight` on that the
    /// source does not hold.
    Missing {
        /// The axis.
        axis: Axis,
        /// The first coordinate weight not held.
        weight: u64,
    },
    /// The correspondence is not a strided loop nest.
    NotStrided(String),
    /// More loops than a DMA sequencer has.
    TooManyLoops(usize),
    /// An address or size does not fit 64 bits.
    Overflow,
}

impl fmt::Display for DmaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DmaError::Unsupported(w) => write!(f, "cannot derive a DMA loop nest: {w}"),
            DmaError::Missing { axis, weight } => write!(
                f,
                "the source holds no element with `{axis}` = {weight}, which the destination holds"
            ),
            DmaError::NotStrided(w) => {
                write!(f, "the transfer is not a nest of strided loops: {w}")
            }
            DmaError::TooManyLoops(n) => {
                write!(
                    f,
                    "the transfer needs {n} loops; a DMA sequencer has at most 8"
                )
            }
            DmaError::Overflow => write!(f, "a DMA address or size overflows 64 bits"),
        }
    }
}

impl std::error::Error for DmaError {}

/// A digit `(X / stride) % count` of a layout with its address stride.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digit {
    /// The axis.
    pub axis: Axis,
    /// Coordinate weight.
    pub stride: u64,
    /// Digit width.
    pub count: u64,
    /// Values present (more than 1: digits of one value are dropped).
    pub values: u64,
    /// Address step of one digit value, in elements.
    pub addr: i64,
}

/// The digits of a layout that take more than one value, outermost first, adjacent digits
/// of one axis fused where they are one digit, and the element address of the origin (the
/// position whose digits are all 0).
pub fn layout_digits(l: &Layout) -> Result<(Vec<Digit>, i64), DmaError> {
    let mut out = Vec::new();
    let mut base = l.base;
    for part in &l.parts {
        if let Some(s) = part.mapping.symbols().into_iter().find(|s| s.is_derived()) {
            return Err(DmaError::Unsupported(format!(
                "the derived axis `{}` in `{}`",
                s.axis, part.mapping
            )));
        }
        let lay = place(part.mapping).map_err(|e| DmaError::Unsupported(e.to_string()))?;
        let off = i64::try_from(lay.base)
            .ok()
            .and_then(|b| b.checked_mul(part.stride))
            .ok_or(DmaError::Overflow)?;
        base = base.checked_add(off).ok_or(DmaError::Overflow)?;
        // A digit with one value adds nothing to an address and iterates nothing.
        for p in lay.digits.into_iter().filter(|p| p.digit.r > 1) {
            let addr = i64::try_from(p.stride)
                .ok()
                .and_then(|s| s.checked_mul(part.stride))
                .ok_or(DmaError::Overflow)?;
            out.push(Digit {
                axis: p.digit.axis,
                stride: p.digit.s,
                count: p.digit.n,
                values: p.digit.r,
                addr,
            });
        }
    }
    Ok((merge_digits(out), base))
}

/// Fuses a digit with the one just inside it when together they are one digit of the axis
/// at one address stride (`B / 2 % 3, B % 2` at strides 2, 1 is `B % 6` at stride 1).
fn merge_digits(ds: Vec<Digit>) -> Vec<Digit> {
    let mut out: Vec<Digit> = Vec::with_capacity(ds.len());
    for d in ds.into_iter().rev() {
        if let Some(inner) = out.last_mut() {
            let fuses = inner.axis == d.axis
                && inner.values == inner.count
                && Some(d.stride) == inner.stride.checked_mul(inner.count)
                && Some(d.addr)
                    == i64::try_from(inner.count)
                        .ok()
                        .and_then(|c| inner.addr.checked_mul(c));
            if fuses {
                if let (Some(c), Some(v)) = (
                    inner.count.checked_mul(d.count),
                    inner.count.checked_mul(d.values),
                ) {
                    inner.count = c;
                    inner.values = v;
                    continue;
                }
            }
        }
        out.push(d);
    }
    out.reverse();
    out
}

fn holder(d: &Digit) -> Holder {
    Holder {
        axis: d.axis.clone(),
        stride: d.stride,
        count: d.count,
        values: d.values,
    }
}

/// Derives the DMA loop nest moving the tensor held by `dst` out of `src`, in `dst`'s order.
pub fn derive(src: &Layout, dst: &Layout, limits: Limits) -> Result<DmaNest, DmaError> {
    let (sd, src_base) = layout_digits(src)?;
    let (dd, dst_base) = layout_digits(dst)?;
    let holders: Vec<Holder> = sd.iter().map(holder).collect();
    for (what, ds) in [("source", &sd), ("destination", &dd)] {
        let hs: Vec<Holder> = ds.iter().map(holder).collect();
        if let Some((i, j)) = overlap(&hs) {
            return Err(DmaError::Unsupported(format!(
                "the {what} holds axis `{}` in two overlapping digits (`{} / {}` and `{} / {}`)",
                ds[i].axis, ds[i].axis, ds[i].stride, ds[j].axis, ds[j].stride
            )));
        }
    }
    let mut reader = Reader::new(holders);
    // Loops outermost first.
    let mut levels: Vec<(u64, i64, i64)> = Vec::new();
    for d in &dd {
        if d.values <= 1 {
            continue;
        }
        if !reader.holds(&d.axis) {
            return Err(DmaError::Missing {
                axis: d.axis.clone(),
                weight: d.stride,
            });
        }
        let reads = reader
            .read(&d.axis, d.stride, d.count, d.values)
            .map_err(|e| match e {
                ReadError::Cut(CutError::Insufficient { low, .. }) => DmaError::Missing {
                    axis: d.axis.clone(),
                    weight: low,
                },
                ReadError::Exceeds { .. } | ReadError::Spent { .. } => DmaError::Missing {
                    axis: d.axis.clone(),
                    weight: d.stride,
                },
                ReadError::Cut(CutError::Incompatible { low, high, .. }) => {
                    DmaError::NotStrided(format!(
                        "axis `{}` is split at {low} and {high} and {low} does not divide {high}",
                        d.axis
                    ))
                }
                ReadError::Misaligned => DmaError::NotStrided(format!(
                    "the first {} values of `{} / {}` do not fill the source's digits",
                    d.values, d.axis, d.stride
                )),
            })?;
        // Pieces come innermost first; the destination steps by its digit stride times
        // the values of the pieces inside.
        let mut inner: i64 = 1;
        let mut piece_levels = Vec::with_capacity(reads.len());
        for r in reads {
            let step = i64::try_from(r.step).map_err(|_| DmaError::Overflow)?;
            let s = sd[r.cut.holder]
                .addr
                .checked_mul(step)
                .ok_or(DmaError::Overflow)?;
            let t = d.addr.checked_mul(inner).ok_or(DmaError::Overflow)?;
            piece_levels.push((r.size, s, t));
            inner = inner
                .checked_mul(i64::try_from(r.size).map_err(|_| DmaError::Overflow)?)
                .ok_or(DmaError::Overflow)?;
        }
        levels.extend(piece_levels.into_iter().rev());
    }
    finish(levels, src_base, dst_base, limits)
}

/// Merges, packs and splits the loops `levels` (outermost first) into a nest within `limits`.
pub fn finish(
    levels: Vec<(u64, i64, i64)>,
    src_base: i64,
    dst_base: i64,
    limits: Limits,
) -> Result<DmaNest, DmaError> {
    // Merge from the inside: `n1 : (s1, d1)` around `n0 : (s0, d0)` with s1 = n0 s0 and
    // d1 = n0 d0 walks one range of n1 n0 steps.
    let mut inner_first: Vec<(u64, i64, i64)> = Vec::new();
    for (n, s, d) in levels.into_iter().rev() {
        if n <= 1 {
            continue;
        }
        if let Some((n0, s0, d0)) = inner_first.last_mut() {
            let k = i64::try_from(*n0).ok();
            if k.and_then(|k| k.checked_mul(*s0)) == Some(s)
                && k.and_then(|k| k.checked_mul(*d0)) == Some(d)
            {
                *n0 = n0.checked_mul(n).ok_or(DmaError::Overflow)?;
                continue;
            }
        }
        inner_first.push((n, s, d));
    }
    // The packet: the largest divisor of the innermost contiguous run within the limit.
    let mut packet = 1;
    if let Some(&(n0, 1, 1)) = inner_first.first() {
        packet = largest_divisor_up_to(n0, limits.max_packet.max(1));
        if packet == n0 {
            inner_first.remove(0);
        } else {
            let p = i64::try_from(packet).map_err(|_| DmaError::Overflow)?;
            inner_first[0] = (n0 / packet, p, p);
        }
    }
    // Split loops over the size limit into an outer and an inner loop.
    let mut entries = Vec::new();
    for (n, s, d) in inner_first {
        let mut rest = (n, s, d);
        while rest.0 > limits.max_size {
            let k = largest_divisor_up_to(rest.0, limits.max_size);
            if k <= 1 {
                return Err(DmaError::NotStrided(format!(
                    "a loop of {} iterations has no factor of at most {}",
                    rest.0, limits.max_size
                )));
            }
            entries.push((k, rest.1, rest.2));
            let kk = i64::try_from(k).map_err(|_| DmaError::Overflow)?;
            rest = (
                rest.0 / k,
                rest.1.checked_mul(kk).ok_or(DmaError::Overflow)?,
                rest.2.checked_mul(kk).ok_or(DmaError::Overflow)?,
            );
        }
        entries.push(rest);
    }
    entries.reverse();
    if entries.len() > limits.max_entries {
        return Err(DmaError::TooManyLoops(entries.len()));
    }
    Ok(DmaNest {
        entries,
        packet,
        src_base,
        dst_base,
    })
}

/// The largest divisor of `n` that is at most `cap` (at least 1): at most `cap` trials, and
/// `cap` is a hardware limit (4,096 or 65,536), not a tensor size.
fn largest_divisor_up_to(n: u64, cap: u64) -> u64 {
    if n <= cap {
        return n;
    }
    (1..=cap).rev().find(|&k| n.is_multiple_of(k)).unwrap_or(1)
}

#[cfg(test)]
mod fit;
#[cfg(test)]
mod tests;
