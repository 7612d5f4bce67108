//! The TIRx tile layout `D + R + O` and its forward mapping L(x) (`004_*.txt`, "TileLayout",
//! "Forward mapping").
//!
//! For a logical index x in a shape of total size `∏ e_k`:
//! 1. flatten x row-major to `flat`;
//! 2. split `flat` across the shard extents, `c_k = ⌊flat / ∏_{j>k} e_j⌋ mod e_k`
//!    (the last iter is the innermost);
//! 3. accumulate `c_k · s_k` onto axis `a_k` and add the offset O;
//! 4. for every replica combination r (row-major over the replica extents), add `r_t · s_t`
//!    to axis `a_t`. The result is the set L(x).

use std::collections::BTreeMap;
use std::fmt;

use super::error::{TirxError, TirxErrorKind};

/// The default memory axis: a stride written without `@axis` binds to it (004, "TileLayout").
pub const MEMORY_AXIS: &str = "m";

/// A point in hardware space: one coordinate per named axis of the layout.
///
/// Every axis the layout mentions is present (with 0 when nothing lands on it), so two
/// coordinates of the same layout compare field by field.
pub type Coord = BTreeMap<String, i64>;

/// One strided iter `(extent, stride, axis)`: a linear access on one axis.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Iter {
    /// Number of values the iter takes (at least 1).
    pub extent: u64,
    /// Coordinate distance between consecutive values on `axis`.
    pub stride: i64,
    /// The hardware axis the stride is bound to.
    pub axis: String,
}

impl Iter {
    /// An iter of `extent` values `stride` apart on `axis`.
    pub fn new(extent: u64, stride: i64, axis: impl Into<String>) -> Self {
        Iter {
            extent,
            stride,
            axis: axis.into(),
        }
    }
}

/// A TIRx `TileLayout`: shard iters, replica iters and a constant offset.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TileLayout {
    /// The shard D, outermost iter first; it partitions the logical index.
    pub shard: Vec<Iter>,
    /// The replica R; each combination of its iters adds one more copy of the element.
    pub replica: Vec<Iter>,
    /// The offset O, one integer per axis, in the order written (each axis at most once).
    pub offset: Vec<(String, i64)>,
}

impl TileLayout {
    /// Builds a layout, checking that it is well formed: at least one shard iter, no zero
    /// extent, and each offset axis named once.
    pub fn new(
        shard: Vec<Iter>,
        replica: Vec<Iter>,
        offset: Vec<(String, i64)>,
    ) -> Result<Self, TirxError> {
        if shard.is_empty() {
            return Err(TirxError::new(
                TirxErrorKind::IllFormed,
                "a tile layout needs at least one shard iter",
            ));
        }
        for it in shard.iter().chain(replica.iter()) {
            if it.extent == 0 {
                return Err(TirxError::new(
                    TirxErrorKind::IllFormed,
                    format!("iter on axis `{}` has extent 0", it.axis),
                ));
            }
        }
        let mut seen: Vec<&str> = Vec::new();
        for (axis, _) in &offset {
            if seen.contains(&axis.as_str()) {
                return Err(TirxError::new(
                    TirxErrorKind::IllFormed,
                    format!("offset names axis `{axis}` twice"),
                ));
            }
            seen.push(axis);
        }
        let layout = TileLayout {
            shard,
            replica,
            offset,
        };
        layout.checked_size()?;
        Ok(layout)
    }

    fn checked_size(&self) -> Result<u64, TirxError> {
        self.shard.iter().try_fold(1u64, |acc, it| {
            acc.checked_mul(it.extent).ok_or_else(|| {
                TirxError::new(TirxErrorKind::Overflow, "shard size overflows 64 bits")
            })
        })
    }

    /// The number of logical elements the layout admits: `∏ e_k` over the shard.
    pub fn size(&self) -> u64 {
        self.shard.iter().map(|it| it.extent).product()
    }

    /// The number of copies each element has: `∏ e_t` over the replica (1 when empty).
    pub fn replicas(&self) -> u64 {
        self.replica.iter().map(|it| it.extent).product()
    }

    /// Every axis the layout mentions, sorted by name.
    pub fn axes(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .shard
            .iter()
            .chain(self.replica.iter())
            .map(|it| it.axis.clone())
            .chain(self.offset.iter().map(|(a, _)| a.clone()))
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// Whether a logical shape is admitted: its total size equals `∏ e_k`.
    pub fn admits(&self, shape: &[u64]) -> bool {
        shape
            .iter()
            .try_fold(1u64, |acc, &s| acc.checked_mul(s))
            .is_some_and(|n| n == self.size())
    }

    /// Step 1: flattens `x` row-major in `shape`, checking admission and bounds.
    pub fn flatten(&self, shape: &[u64], x: &[u64]) -> Result<u64, TirxError> {
        if shape.len() != x.len() {
            return Err(TirxError::new(
                TirxErrorKind::ShapeMismatch,
                format!(
                    "index has {} coordinates but the shape has {} axes",
                    x.len(),
                    shape.len()
                ),
            ));
        }
        if !self.admits(shape) {
            return Err(TirxError::new(
                TirxErrorKind::ShapeMismatch,
                format!(
                    "shape {shape:?} is not admitted: its size differs from the shard size {}",
                    self.size()
                ),
            ));
        }
        let mut flat = 0u64;
        for (k, (&xi, &si)) in x.iter().zip(shape).enumerate() {
            if xi >= si {
                return Err(TirxError::new(
                    TirxErrorKind::OutOfBounds,
                    format!("coordinate {k} is {xi}, outside [0, {si})"),
                ));
            }
            flat = flat * si + xi;
        }
        Ok(flat)
    }

    /// Step 2: the shard components `c_k` of a flat index (outermost iter first).
    pub fn split(&self, flat: u64) -> Result<Vec<u64>, TirxError> {
        if flat >= self.size() {
            return Err(TirxError::new(
                TirxErrorKind::OutOfBounds,
                format!("flat index {flat} is outside [0, {})", self.size()),
            ));
        }
        let mut comps = vec![0u64; self.shard.len()];
        let mut rest = flat;
        for (k, it) in self.shard.iter().enumerate().rev() {
            comps[k] = rest % it.extent;
            rest /= it.extent;
        }
        Ok(comps)
    }

    fn zero_coord(&self) -> Coord {
        self.axes().into_iter().map(|a| (a, 0)).collect()
    }

    fn add(coord: &mut Coord, axis: &str, delta: i64) -> Result<(), TirxError> {
        let slot = coord.entry(axis.to_string()).or_insert(0);
        *slot = slot.checked_add(delta).ok_or_else(|| {
            TirxError::new(TirxErrorKind::Overflow, format!("axis `{axis}` overflows"))
        })?;
        Ok(())
    }

    fn term(count: u64, stride: i64, axis: &str) -> Result<i64, TirxError> {
        i64::try_from(count)
            .ok()
            .and_then(|c| c.checked_mul(stride))
            .ok_or_else(|| {
                TirxError::new(
                    TirxErrorKind::Overflow,
                    format!("{count} x {stride} on axis `{axis}` overflows"),
                )
            })
    }

    /// Step 3: the base coordinate `D(flat) + O`.
    pub fn base(&self, flat: u64) -> Result<Coord, TirxError> {
        let comps = self.split(flat)?;
        let mut coord = self.zero_coord();
        for (it, c) in self.shard.iter().zip(comps) {
            Self::add(&mut coord, &it.axis, Self::term(c, it.stride, &it.axis)?)?;
        }
        for (axis, o) in &self.offset {
            Self::add(&mut coord, axis, *o)?;
        }
        Ok(coord)
    }

    /// Step 4: L(flat), the set of coordinates of the element with flat index `flat`, in
    /// replica enumeration order (row-major over the replica extents, first combination
    /// all zeros), without duplicates.
    pub fn apply_flat(&self, flat: u64) -> Result<Vec<Coord>, TirxError> {
        let base = self.base(flat)?;
        let mut out: Vec<Coord> = Vec::new();
        let total = self.replicas();
        for r in 0..total {
            let mut coord = base.clone();
            let mut rest = r;
            for it in self.replica.iter().rev() {
                let rt = rest % it.extent;
                rest /= it.extent;
                Self::add(&mut coord, &it.axis, Self::term(rt, it.stride, &it.axis)?)?;
            }
            if !out.contains(&coord) {
                out.push(coord);
            }
        }
        Ok(out)
    }

    /// L(x) for a logical index `x` in `shape` (steps 1-4).
    pub fn apply(&self, shape: &[u64], x: &[u64]) -> Result<Vec<Coord>, TirxError> {
        let flat = self.flatten(shape, x)?;
        self.apply_flat(flat)
    }
}

impl fmt::Display for Iter {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:", self.extent)?;
        fmt_stride(f, self.stride, &self.axis)
    }
}

fn fmt_stride(f: &mut fmt::Formatter<'_>, stride: i64, axis: &str) -> fmt::Result {
    if axis == MEMORY_AXIS {
        write!(f, "{stride}")
    } else {
        write!(f, "{stride}@{axis}")
    }
}

fn fmt_iters(f: &mut fmt::Formatter<'_>, tag: char, iters: &[Iter]) -> fmt::Result {
    if let [it] = iters {
        return write!(f, "{tag}[{it}]");
    }
    write!(f, "{tag}[(")?;
    for (k, it) in iters.iter().enumerate() {
        if k > 0 {
            write!(f, ",")?;
        }
        write!(f, "{}", it.extent)?;
    }
    write!(f, "):(")?;
    for (k, it) in iters.iter().enumerate() {
        if k > 0 {
            write!(f, ",")?;
        }
        fmt_stride(f, it.stride, &it.axis)?;
    }
    write!(f, ")]")
}

/// Prints the canonical text form, which [`super::parse_layout`] reads back:
/// `S[(8,2):(4@laneid,1)] + R[2:4@warpid] + 5@warpid` (strides on `m` print bare).
impl fmt::Display for TileLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt_iters(f, 'S', &self.shard)?;
        if !self.replica.is_empty() {
            write!(f, " + ")?;
            fmt_iters(f, 'R', &self.replica)?;
        }
        for (axis, o) in &self.offset {
            write!(f, " + ")?;
            fmt_stride(f, *o, axis)?;
        }
        Ok(())
    }
}
