//! Which tensor indices a mapping holds, decided symbolically: the question "do these
//! two layouts hold the same tensor" (manual L1151–1161, L1184) without enumerating
//! positions.
//!
//! A mapping the sequencer can place ([`crate::sequencer::terms::place`]) is a product of
//! digits `(X / s) % n` of which the first `r` values are present; the indices it holds
//! (padding excluded, coordinates past an axis dropped, as `visa_stream::geom::position`
//! reads them) are a product over axes of *mixed-radix sets* `{Σ v_k s_k : v_k < r_k}`
//! clipped to `[0, |X|)`. [`IndexSet::of`] builds that product; [`IndexSet::subset`]
//! decides inclusion digit by digit, with a witness index when it fails. Mappings outside
//! the digit algebra (linear combinations, tables, skewed or padded labels, strided views
//! of padded groups other than views that together reach a prefix of their group, one axis
//! in overlapping digits) give `None`: the caller decides what an unknown answer means.

use crate::axes::Axis;
use crate::expr::Mapping;
use crate::index::Index;
use crate::sequencer::terms::{flatten, place, Digit, Factor};
use std::collections::BTreeMap;

/// The coordinates one axis takes: `{Σ v_k s_k : v_k < r_k}`, digits `(s_k, r_k)` by
/// increasing stride, each `s_{k+1} > s_k r_k - 1` (mixed radix), none fusable
/// (`s_{k+1} != s_k r_k`), every `r_k > 1`. The empty list is `{0}`.
#[derive(Clone, Debug, PartialEq, Eq)]
struct AxisSet(Vec<(u64, u64)>);

impl AxisSet {
    /// Whether coordinate `c` is in the set (greedy from the top digit).
    fn contains(&self, mut c: u64) -> bool {
        for &(s, r) in self.0.iter().rev() {
            let v = c / s;
            if v >= r {
                return false;
            }
            c -= v * s;
        }
        c == 0
    }

    /// Builds the set from digits `(s, r)` (any order) of an axis of size `size`; `None`
    /// when digits overlap or the clip to `[0, size)` is not a mixed-radix set.
    fn new(mut ds: Vec<(u64, u64)>, size: u64) -> Option<AxisSet> {
        ds.retain(|&(_, r)| r > 1);
        ds.sort_unstable();
        let mut out: Vec<(u64, u64)> = Vec::with_capacity(ds.len());
        for (s, r) in ds {
            if let Some(last) = out.last_mut() {
                let top = last.0.checked_mul(last.1)?;
                if s < top {
                    return None;
                }
                if s == top {
                    last.1 = last.1.checked_mul(r)?;
                    continue;
                }
            }
            out.push((s, r));
        }
        clip(&mut out, size)?;
        Some(AxisSet(out))
    }

    /// `self ⊆ other`: `Some(Ok)`, `Some(Err(c))` with a coordinate `c` of `self` that
    /// `other` lacks, or `None` when the digit algebra cannot tell.
    fn subset(&self, other: &AxisSet) -> Option<Result<(), u64>> {
        subset(&self.0, &other.0)
    }
}

/// Clips the mixed-radix set `ds` to `[0, n)`.
fn clip(ds: &mut Vec<(u64, u64)>, n: u64) -> Option<()> {
    loop {
        let max: u64 = ds.iter().map(|&(s, r)| s * (r - 1)).sum();
        if max < n {
            return Some(());
        }
        let (s, r) = *ds.last()?;
        let (q, rem) = (n / s, n % s);
        let lower = max - s * (r - 1);
        if q == 0 {
            // Only the top digit's value 0 survives.
            ds.pop();
            continue;
        }
        if rem == 0 || lower < rem {
            // Values 0..q survive whole (and value q whole when the lower part fits).
            let keep = if rem == 0 { q } else { q + 1 };
            ds.last_mut()?.1 = keep.min(r);
            if ds.last()?.1 <= 1 {
                ds.pop();
            }
            return Some(());
        }
        // Value q keeps only part of the lower digits: not a product.
        return None;
    }
}

/// [`AxisSet::subset`] on digit lists.
fn subset(x: &[(u64, u64)], y: &[(u64, u64)]) -> Option<Result<(), u64>> {
    let Some(&(s0, _)) = x.first() else {
        return Some(Ok(()));
    };
    let Some((&(st, rt), y_low)) = y.split_last() else {
        return Some(Err(s0));
    };
    let max: u64 = x.iter().map(|&(s, r)| s * (r - 1)).sum();
    if max / st >= rt {
        return Some(Err(max));
    }
    // X's digits below st (their sums stay below st) and above (multiples of st, which
    // only move the top digit of Y, checked by the bound above).
    let mut prefix = 0u64;
    let mut split = x.len();
    for (k, &(s, r)) in x.iter().enumerate() {
        let m = prefix + s * (r - 1);
        if m >= st {
            split = k;
            break;
        }
        prefix = m;
    }
    if x[split..].iter().any(|&(s, _)| !s.is_multiple_of(st)) {
        return None;
    }
    subset(&x[..split], y_low)
}

/// A padded group met in a flattened mapping: the factor, its views' position digits
/// `(s, r)`, and whether a term reads the group whole (its positions then add to the
/// views' too).
type Group = (Factor, Vec<(u64, u64)>, bool);

/// The content digits `m` holds: every digit of its placed layout; or, for a padded group
/// split into views (`[# 2 + B + # 4] / 32` and `[# 2 + B + # 4] % 32`, one padded
/// coordinate, decisions.md T10M-1), the content at the group positions its views reach
/// together, when those are a prefix `[0, k)` of the group. `None` outside that.
fn held_digits(m: &Mapping) -> Option<Vec<Digit>> {
    if let Ok(layout) = place(m) {
        return Some(layout.digits.into_iter().map(|p| p.digit).collect());
    }
    let same = |f: &Factor, g: &Factor| f.core == g.core && f.left == g.left && f.phys == g.phys;
    let mut out = Vec::new();
    let mut groups: Vec<Group> = Vec::new();
    for f in flatten(m).ok()? {
        if f.view.is_none() && f.left == 0 {
            out.extend(f.core.iter().cloned());
            continue;
        }
        let k = match groups.iter().position(|(g, _, _)| same(g, &f)) {
            Some(k) => k,
            None => {
                groups.push((f.clone(), Vec::new(), false));
                groups.len() - 1
            }
        };
        match f.view {
            Some(v) => groups[k].1.push((v.s, v.r)),
            None => groups[k].2 = true,
        }
    }
    // Two groups of different text that flatten alike are two coordinates to `map`.
    let left_padded = groups.iter().filter(|(g, _, _)| g.left > 0).count();
    if left_padded != m.left_padded_groups().len() {
        return None;
    }
    for (g, views, whole) in groups {
        if views.is_empty() {
            // Read whole, and only so: its content, as `place` reads it.
            out.extend(g.core.iter().cloned());
            continue;
        }
        // A right-padded group (`[B # 96] / 32`) is read term by term (T10M-1 keeps it so):
        // the terms' coordinates add, which reads as its position only for one digit that
        // runs to the end of its axis (past the content is then past the axis, no element).
        let to_axis_end = |d: &Digit| d.is_full() && d.s.checked_mul(d.n) == Some(d.axis_size);
        if whole || (g.left == 0 && !matches!(&g.core[..], [d] if to_axis_end(d))) {
            return None;
        }
        let reach = match AxisSet::new(views, g.phys)?.0[..] {
            [] => 1,
            [(1, k)] => k,
            _ => return None,
        };
        if reach <= g.left {
            // No position reaches the content: the mapping holds nothing.
            return None;
        }
        let q = reach.min(g.left + g.content()) - g.left;
        if q == g.content() {
            out.extend(g.core.iter().cloned());
        } else if let [d] = &g.core[..] {
            out.push(Digit { r: q, ..d.clone() });
        } else {
            return None;
        }
    }
    Some(out)
}

/// The indices a mapping holds, per axis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IndexSet {
    axes: BTreeMap<Axis, AxisSet>,
}

impl IndexSet {
    /// The index set of `m`, or `None` when `m` is outside the digit algebra.
    pub fn of(m: &Mapping) -> Option<IndexSet> {
        if m.symbols().iter().any(|s| s.is_derived()) {
            return None;
        }
        let mut per: BTreeMap<Axis, (Vec<(u64, u64)>, u64)> = BTreeMap::new();
        for d in held_digits(m)? {
            let e = per
                .entry(d.axis.clone())
                .or_insert_with(|| (Vec::new(), d.axis_size));
            e.0.push((d.s, d.r));
        }
        let mut axes = BTreeMap::new();
        for (a, (ds, size)) in per {
            let set = AxisSet::new(ds, size)?;
            if !set.0.is_empty() {
                axes.insert(a, set);
            }
        }
        Some(IndexSet { axes })
    }

    /// Whether every index of `self` is in `other`: `Some(Err(i))` names an index of
    /// `self` that `other` lacks; `None` when the digit algebra cannot tell.
    pub fn subset(&self, other: &IndexSet) -> Option<Result<(), Index>> {
        let empty = AxisSet(Vec::new());
        for (a, x) in &self.axes {
            let y = other.axes.get(a).unwrap_or(&empty);
            if let Err(c) = x.subset(y)? {
                let mut i = Index::new();
                i.set(a, c);
                return Some(Err(i));
            }
        }
        Some(Ok(()))
    }

    /// The number of indices held (tests compare it with enumeration).
    #[cfg(test)]
    fn count(&self) -> u64 {
        self.axes
            .values()
            .flat_map(|s| s.0.iter().map(|&(_, r)| r))
            .product()
    }

    /// Whether index `i` is in the set.
    pub fn contains(&self, i: &Index) -> bool {
        i.iter()
            .all(|(a, c)| self.axes.get(a).is_some_and(|s| s.contains(c)))
            && self.axes.iter().all(|(a, s)| s.contains(i.get(a.as_str())))
    }
}

#[cfg(test)]
mod tests;
