//! The mapping-expression data model: one enum variant per constructor of the
//! manual's `m![...]` language (manual L598–1016), with checked constructors.
//!
//! A [`Mapping`] is self-contained: symbols carry their axis size (like the
//! manual's `Mapping::Symbol { symbol, size }`), so `size` and evaluation need no
//! environment. Build values with the checked constructors (or the parser);
//! [`Mapping::check`] re-validates a value built by hand.

use crate::axes::{Axis, PadAxis, Skew};
use crate::error::{ErrorKind, MappingError};

/// An axis occurrence `A` (or a skewed label `B'`) with its size.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol {
    /// The axis name.
    pub axis: Axis,
    /// The axis size, `A::SIZE`.
    pub size: u64,
    /// Present when the axis is a skewed label `B' = B - A`.
    pub skew: Option<Skew>,
    /// Present when the axis is a padded label `B' = # l + B + # r`.
    pub padded: Option<PadAxis>,
}

impl Symbol {
    /// Whether the axis is derived (skewed or padded) and so resolved to its
    /// base axis after the whole index is built.
    pub fn is_derived(&self) -> bool {
        self.skew.is_some() || self.padded.is_some()
    }
}

/// One operand `e : n` of a linear combination `$(e1:n1, ..., ed:nd)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LinearTerm {
    /// The operand mapping.
    pub mapping: Mapping,
    /// Its buffer stride `n`.
    pub stride: u64,
}

/// A mapping expression: how buffer positions map to tensor indices.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Mapping {
    /// `1`: one position holding the empty index (L717–740).
    Identity,
    /// `A`: position `i` holds `{A: i}` (L624–673).
    Symbol(Symbol),
    /// `L, R`: `L` major, `R` minor (L674–716). Lists are right-associative.
    Pair(Box<Mapping>, Box<Mapping>),
    /// `e # size` (`left == 0`, L741–778) or `# left + e + # right`
    /// (masking notation, L1898–1936): `size` positions of which
    /// `[left, left + size(e))` hold `e` and the rest are padding.
    Padding {
        /// The padded content.
        inner: Box<Mapping>,
        /// Padding positions before the content.
        left: u64,
        /// Total size, `left + size(inner) + right`.
        size: u64,
    },
    /// `e = size`: the first `size` positions of `e` (L779–813).
    Resize {
        /// The truncated content.
        inner: Box<Mapping>,
        /// The new size.
        size: u64,
    },
    /// `e / stride`: position `i` holds `e`'s position `i * stride` (L833–880).
    Stride {
        /// The strided content.
        inner: Box<Mapping>,
        /// The stride; divides `size(inner)`.
        stride: u64,
    },
    /// `e % modulo`: the first `modulo` positions of `e` (L881–903).
    Modulo {
        /// The content.
        inner: Box<Mapping>,
        /// The modulus; divides `size(inner)`.
        modulo: u64,
    },
    /// `$(e1:n1, ..., ed:nd)`: sliding windows (L1006–1016); not one-to-one.
    Linear(Vec<LinearTerm>),
    /// `e @ [t0, t1, ...]`: table-driven (indirect) access (L1004, L1684–1690):
    /// position `i` holds `e`'s position `table[i]`.
    Indirect {
        /// The content indexed by the table.
        inner: Box<Mapping>,
        /// One position of `inner` per buffer position.
        table: Vec<u64>,
    },
}

fn err(kind: ErrorKind) -> MappingError {
    MappingError::new(kind)
}

impl Mapping {
    /// The identity mapping `1`.
    pub fn identity() -> Self {
        Mapping::Identity
    }

    /// The plain axis symbol `axis` of `size` coordinates.
    pub fn symbol(axis: &str, size: u64) -> Result<Self, MappingError> {
        if size == 0 {
            return Err(err(ErrorKind::Zero("axis size")));
        }
        Ok(Mapping::Symbol(Symbol {
            axis: Axis::new(axis),
            size,
            skew: None,
            padded: None,
        }))
    }

    /// `self, minor`.
    pub fn pair(self, minor: Mapping) -> Result<Self, MappingError> {
        self.size()
            .checked_mul(minor.size())
            .ok_or(err(ErrorKind::Overflow))?;
        Ok(Mapping::Pair(Box::new(self), Box::new(minor)))
    }

    /// The right-associative list `m0, m1, ..., mk` (`1` when empty).
    pub fn list(items: impl IntoIterator<Item = Mapping>) -> Result<Self, MappingError> {
        let items: Vec<_> = items.into_iter().collect();
        let mut it = items.into_iter().rev();
        let Some(mut acc) = it.next() else {
            return Ok(Mapping::Identity);
        };
        for m in it {
            acc = m.pair(acc)?;
        }
        Ok(acc)
    }

    /// `self # size`.
    pub fn pad(self, size: u64) -> Result<Self, MappingError> {
        if size < self.size() {
            return Err(err(ErrorKind::PaddingTooSmall {
                content: self.size(),
                padding: size,
            }));
        }
        Ok(Mapping::Padding {
            inner: Box::new(self),
            left: 0,
            size,
        })
    }

    /// `# left + self + # right`.
    pub fn pad_both(self, left: u64, right: u64) -> Result<Self, MappingError> {
        let size = left
            .checked_add(self.size())
            .and_then(|s| s.checked_add(right))
            .ok_or(err(ErrorKind::Overflow))?;
        Ok(Mapping::Padding {
            inner: Box::new(self),
            left,
            size,
        })
    }

    /// `self = size`.
    pub fn resize(self, size: u64) -> Result<Self, MappingError> {
        if size == 0 {
            return Err(err(ErrorKind::Zero("resize")));
        }
        if size > self.size() {
            return Err(err(ErrorKind::ResizeTooLarge {
                content: self.size(),
                resize: size,
            }));
        }
        Ok(Mapping::Resize {
            inner: Box::new(self),
            size,
        })
    }

    /// `self / stride`.
    pub fn stride(self, stride: u64) -> Result<Self, MappingError> {
        if stride == 0 {
            return Err(err(ErrorKind::Zero("stride")));
        }
        if !self.size().is_multiple_of(stride) {
            return Err(err(ErrorKind::StrideNotDivide {
                size: self.size(),
                stride,
            }));
        }
        Ok(Mapping::Stride {
            inner: Box::new(self),
            stride,
        })
    }

    /// `self % modulo`.
    pub fn modulo(self, modulo: u64) -> Result<Self, MappingError> {
        if modulo == 0 {
            return Err(err(ErrorKind::Zero("modulo")));
        }
        if !self.size().is_multiple_of(modulo) {
            return Err(err(ErrorKind::ModuloNotDivide {
                size: self.size(),
                modulo,
            }));
        }
        Ok(Mapping::Modulo {
            inner: Box::new(self),
            modulo,
        })
    }

    /// `$(e1:n1, ..., ed:nd)`.
    pub fn linear(terms: Vec<LinearTerm>) -> Result<Self, MappingError> {
        if terms.is_empty() {
            return Err(err(ErrorKind::Expected("at least one linear term")));
        }
        linear_size(&terms)?;
        Ok(Mapping::Linear(terms))
    }

    /// `self @ [t0, t1, ...]`.
    pub fn indirect(self, table: Vec<u64>) -> Result<Self, MappingError> {
        if table.is_empty() {
            return Err(err(ErrorKind::Zero("indirection table length")));
        }
        if let Some(&entry) = table.iter().find(|&&t| t >= self.size()) {
            return Err(err(ErrorKind::TableOutOfRange {
                entry,
                size: self.size(),
            }));
        }
        Ok(Mapping::Indirect {
            inner: Box::new(self),
            table,
        })
    }

    /// The buffer size `M::SIZE`.
    pub fn size(&self) -> u64 {
        match self {
            Mapping::Identity => 1,
            Mapping::Symbol(s) => s.size,
            Mapping::Pair(l, r) => l.size().saturating_mul(r.size()),
            Mapping::Padding { size, .. } | Mapping::Resize { size, .. } => *size,
            Mapping::Stride { inner, stride } => inner.size() / stride.max(&1),
            Mapping::Modulo { modulo, .. } => *modulo,
            Mapping::Linear(terms) => linear_size(terms).unwrap_or(u64::MAX),
            Mapping::Indirect { table, .. } => table.len() as u64,
        }
    }

    /// Whether every position holds at most one tensor index (no `$(...)`).
    pub fn is_functional(&self) -> bool {
        match self {
            Mapping::Linear(_) => false,
            Mapping::Identity | Mapping::Symbol(_) => true,
            Mapping::Pair(l, r) => l.is_functional() && r.is_functional(),
            Mapping::Padding { inner, .. }
            | Mapping::Resize { inner, .. }
            | Mapping::Stride { inner, .. }
            | Mapping::Modulo { inner, .. }
            | Mapping::Indirect { inner, .. } => inner.is_functional(),
        }
    }

    /// The direct children, in order.
    pub fn children(&self) -> Vec<&Mapping> {
        match self {
            Mapping::Identity | Mapping::Symbol(_) => vec![],
            Mapping::Pair(l, r) => vec![l, r],
            Mapping::Padding { inner, .. }
            | Mapping::Resize { inner, .. }
            | Mapping::Stride { inner, .. }
            | Mapping::Modulo { inner, .. }
            | Mapping::Indirect { inner, .. } => vec![inner],
            Mapping::Linear(t) => t.iter().map(|t| &t.mapping).collect(),
        }
    }

    /// The symbols in left-to-right order (with repeats).
    pub fn symbols(&self) -> Vec<&Symbol> {
        let mut out = Vec::new();
        fn go<'a>(m: &'a Mapping, out: &mut Vec<&'a Symbol>) {
            if let Mapping::Symbol(s) = m {
                out.push(s);
            }
            for c in m.children() {
                go(c, out);
            }
        }
        go(self, &mut out);
        out
    }

    /// The flattened pair list, outermost first (`[self]` when not a pair).
    pub fn factors(&self) -> Vec<&Mapping> {
        match self {
            Mapping::Pair(l, r) => {
                let mut v = l.factors();
                v.extend(r.factors());
                v
            }
            m => vec![m],
        }
    }

    /// Re-validates every constructor constraint of a hand-built value.
    pub fn check(&self) -> Result<(), MappingError> {
        for c in self.children() {
            c.check()?;
        }
        let rebuilt = match self {
            Mapping::Identity => return Ok(()),
            Mapping::Symbol(s) => {
                if s.size == 0 {
                    return Err(err(ErrorKind::Zero("axis size")));
                }
                return Ok(());
            }
            Mapping::Pair(l, r) => (**l).clone().pair((**r).clone()),
            Mapping::Padding { inner, left, size } => {
                let content = left.saturating_add(inner.size());
                if *size < content {
                    return Err(err(ErrorKind::PaddingTooSmall {
                        content: inner.size(),
                        padding: *size,
                    }));
                }
                return Ok(());
            }
            Mapping::Resize { inner, size } => (**inner).clone().resize(*size),
            Mapping::Stride { inner, stride } => (**inner).clone().stride(*stride),
            Mapping::Modulo { inner, modulo } => (**inner).clone().modulo(*modulo),
            Mapping::Linear(t) => Mapping::linear(t.clone()),
            Mapping::Indirect { inner, table } => (**inner).clone().indirect(table.clone()),
        };
        rebuilt.map(|_| ())
    }
}

/// `1 + sum_k (size(e_k) - 1) * n_k` (L1008).
fn linear_size(terms: &[LinearTerm]) -> Result<u64, MappingError> {
    terms.iter().try_fold(1u64, |acc, t| {
        (t.mapping.size() - 1)
            .checked_mul(t.stride)
            .and_then(|x| acc.checked_add(x))
            .ok_or(err(ErrorKind::Overflow))
    })
}
