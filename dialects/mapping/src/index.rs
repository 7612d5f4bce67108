//! Tensor indices (`i![A: 2, B: 3]`): one coordinate per axis, with the
//! manual's zero convention (L673): a zero coordinate is the same as no
//! coordinate, so `i![A: 0] == i![]`.

use crate::axes::Axis;
use std::collections::BTreeMap;
use std::fmt;

/// A tensor index: axis -> non-zero coordinate, ordered by axis name.
#[derive(Clone, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Index(BTreeMap<Axis, u64>);

impl Index {
    /// The empty index `i![]`.
    pub fn new() -> Self {
        Index(BTreeMap::new())
    }

    /// Builds an index from `(axis, coordinate)` pairs, adding repeated axes.
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = (&'a str, u64)>) -> Self {
        let mut idx = Index::new();
        for (a, v) in pairs {
            idx.add_coord(&Axis::new(a), v);
        }
        idx
    }

    /// The coordinate of `axis` (0 when absent).
    pub fn get(&self, axis: &str) -> u64 {
        self.0.get(&Axis::new(axis)).copied().unwrap_or(0)
    }

    /// Adds `value` to the coordinate of `axis` (`Index::add_term`).
    pub fn add_coord(&mut self, axis: &Axis, value: u64) {
        if value == 0 {
            return;
        }
        *self.0.entry(axis.clone()).or_insert(0) += value;
    }

    /// Per-axis sum `self ⊕ other` (`Index::add`, L712).
    pub fn add(&mut self, other: &Index) {
        for (a, v) in &other.0 {
            self.add_coord(a, *v);
        }
    }

    /// Sets the coordinate of `axis`, dropping it when zero.
    pub fn set(&mut self, axis: &Axis, value: u64) {
        if value == 0 {
            self.0.remove(axis);
        } else {
            self.0.insert(axis.clone(), value);
        }
    }

    /// Removes `axis` and returns its coordinate (0 when absent).
    pub fn take(&mut self, axis: &Axis) -> u64 {
        self.0.remove(axis).unwrap_or(0)
    }

    /// Non-zero coordinates in axis-name order.
    pub fn iter(&self) -> impl Iterator<Item = (&Axis, u64)> {
        self.0.iter().map(|(a, v)| (a, *v))
    }

    /// Whether every coordinate is zero (`i![]`).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl fmt::Display for Index {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("{")?;
        for (i, (a, v)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{a}: {v}")?;
        }
        f.write_str("}")
    }
}

impl fmt::Debug for Index {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_convention_and_add() {
        assert_eq!(Index::from_pairs([("A", 0)]), Index::new());
        let mut a = Index::from_pairs([("B", 64)]);
        a.add(&Index::from_pairs([("B", 33), ("A", 1)]));
        assert_eq!(a, Index::from_pairs([("A", 1), ("B", 97)]));
        assert_eq!(a.to_string(), "{A: 1, B: 97}");
    }
}
