//! Axis names and the `Axes` environment (`axes![A = 8, B = 512]`) that
//! mapping expressions are checked against, including skewed axes `B' = B - A`.

use crate::error::{ErrorKind, MappingError};
use indexmap::IndexMap;
use std::fmt;
use std::str::FromStr;
use std::sync::Arc;

/// The name of a tensor axis, e.g. `A` or the skewed label `B'`.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Axis(Arc<str>);

impl Axis {
    /// Makes an axis name (no validation; the parser only produces valid names).
    pub fn new(name: &str) -> Self {
        Axis(Arc::from(name))
    }

    /// The name as text.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Axis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for Axis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// A skewed axis `label = base - minus` (manual L986–1004): the buffer coordinate
/// `b'` of the label stands for the base coordinate `(b' + minus) mod base_size`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Skew {
    /// The axis the label is derived from (`B` in `B' = B - A`).
    pub base: Axis,
    /// The axis subtracted (`A` in `B' = B - A`).
    pub minus: Axis,
    /// Size of the base axis, the modulus of the wrap-around.
    pub base_size: u64,
}

/// A padded axis `label = # left + base + # right` (the masking notation of
/// L1898–1936): coordinate `b'` of the label stands for `base = b' - left` when
/// `left <= b' < left + base_size`, and for padding otherwise.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PadAxis {
    /// The axis the label is derived from (`B` in `B' = # 2 + B + # 4`).
    pub base: Axis,
    /// Padding coordinates before the base.
    pub left: u64,
    /// Size of the base axis.
    pub base_size: u64,
}

/// One declared axis.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AxisDecl {
    /// Number of coordinates.
    pub size: u64,
    /// Set for a skewed (derived) axis.
    pub skew: Option<Skew>,
    /// Set for a padded (derived) axis.
    pub padded: Option<PadAxis>,
}

/// An ordered environment of axis declarations (name -> size).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Axes {
    decls: IndexMap<Axis, AxisDecl>,
}

impl Axes {
    /// An empty environment.
    pub fn new() -> Self {
        Self::default()
    }

    /// Declares `name` with `size` coordinates.
    pub fn declare(&mut self, name: &str, size: u64) -> Result<&mut Self, MappingError> {
        if size == 0 {
            return Err(MappingError::new(ErrorKind::Zero("axis size")));
        }
        self.insert(
            name,
            AxisDecl {
                size,
                skew: None,
                padded: None,
            },
        )?;
        Ok(self)
    }

    /// Declares the skewed axis `name = base - minus`; its size is `base`'s size.
    pub fn declare_skew(
        &mut self,
        name: &str,
        base: &str,
        minus: &str,
    ) -> Result<&mut Self, MappingError> {
        let b = self.get(base).filter(|d| d.skew.is_none()).cloned();
        let m = self.get(minus).filter(|d| d.skew.is_none());
        let (Some(b), Some(_)) = (b, m) else {
            return Err(MappingError::new(ErrorKind::BadSkew(name.to_string())));
        };
        let skew = Skew {
            base: Axis::new(base),
            minus: Axis::new(minus),
            base_size: b.size,
        };
        self.insert(
            name,
            AxisDecl {
                size: b.size,
                skew: Some(skew),
                padded: None,
            },
        )?;
        Ok(self)
    }

    /// Declares the padded axis `name = # left + base + # right`; its size is
    /// `left + |base| + right`.
    pub fn declare_padded(
        &mut self,
        name: &str,
        base: &str,
        left: u64,
        right: u64,
    ) -> Result<&mut Self, MappingError> {
        let Some(b) = self
            .get(base)
            .filter(|d| d.skew.is_none() && d.padded.is_none())
        else {
            return Err(MappingError::new(ErrorKind::BadSkew(name.to_string())));
        };
        let size = left
            .checked_add(b.size)
            .and_then(|s| s.checked_add(right))
            .ok_or(MappingError::new(ErrorKind::Overflow))?;
        let padded = PadAxis {
            base: Axis::new(base),
            left,
            base_size: b.size,
        };
        self.insert(
            name,
            AxisDecl {
                size,
                skew: None,
                padded: Some(padded),
            },
        )?;
        Ok(self)
    }

    fn insert(&mut self, name: &str, decl: AxisDecl) -> Result<(), MappingError> {
        let axis = Axis::new(name);
        if self.decls.contains_key(&axis) {
            return Err(MappingError::new(ErrorKind::DuplicateAxis(
                name.to_string(),
            )));
        }
        self.decls.insert(axis, decl);
        Ok(())
    }

    /// The declaration of `name`, if any.
    pub fn get(&self, name: &str) -> Option<&AxisDecl> {
        self.decls.get(&Axis::new(name))
    }

    /// The size of `name`, if declared.
    pub fn size(&self, name: &str) -> Option<u64> {
        self.get(name).map(|d| d.size)
    }

    /// Declarations in declaration order.
    pub fn iter(&self) -> impl Iterator<Item = (&Axis, &AxisDecl)> {
        self.decls.iter()
    }
}

/// Parses `A=8, B=512, B'=B-A` (whitespace allowed; columns in errors are 1-based).
impl FromStr for Axes {
    type Err = MappingError;

    fn from_str(s: &str) -> Result<Self, MappingError> {
        let mut axes = Axes::new();
        let mut offset = 0;
        for part in s.split(',') {
            let col = offset + 1 + (part.len() - part.trim_start().len());
            offset += part.chars().count() + 1;
            let part = part.trim();
            if part.is_empty() {
                continue;
            }
            let Some((name, rhs)) = part.split_once('=') else {
                return Err(MappingError::at(col, ErrorKind::Expected("`NAME = SIZE`")));
            };
            let name = name.trim();
            if !is_axis_name(name) {
                return Err(MappingError::at(col, ErrorKind::Expected("an axis name")));
            }
            let rhs_col = col + part.find('=').unwrap_or(0) + 1;
            let rhs = rhs.trim();
            let res = if rhs.contains('#') {
                parse_padded(rhs)
                    .ok_or(MappingError::new(ErrorKind::Expected(
                        "`# LEFT + AXIS + # RIGHT`",
                    )))
                    .and_then(|(l, b, r)| axes.declare_padded(name, b, l, r).map(|_| ()))
            } else if let Some((b, m)) = rhs.split_once('-') {
                axes.declare_skew(name, b.trim(), m.trim()).map(|_| ())
            } else {
                match rhs.parse::<u64>() {
                    Ok(n) => axes.declare(name, n).map(|_| ()),
                    Err(_) => Err(MappingError::new(ErrorKind::Expected("an axis size"))),
                }
            };
            res.map_err(|e| e.or_at(rhs_col))?;
        }
        Ok(axes)
    }
}

impl fmt::Display for Axes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (a, d)) in self.decls.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match (&d.skew, &d.padded) {
                (Some(s), _) => write!(f, "{a} = {} - {}", s.base, s.minus)?,
                (None, Some(p)) => {
                    let right = d.size - p.left - p.base_size;
                    write!(f, "{a} = # {} + {} + # {right}", p.left, p.base)?
                }
                (None, None) => write!(f, "{a} = {}", d.size)?,
            }
        }
        Ok(())
    }
}

/// Splits `# l + B + # r` (either padding may be absent) into `(l, B, r)`.
fn parse_padded(rhs: &str) -> Option<(u64, &str, u64)> {
    let parts: Vec<&str> = rhs.split('+').map(str::trim).collect();
    let num = |p: &str| {
        p.strip_prefix('#')
            .and_then(|n| n.trim().parse::<u64>().ok())
    };
    match parts.as_slice() {
        [l, b, r] => Some((num(l)?, b, num(r)?)),
        [x, y] if x.starts_with('#') => Some((num(x)?, y, 0)),
        [x, y] => Some((0, x, num(y)?)),
        _ => None,
    }
}

/// Whether `s` is a valid axis name: a letter or `_`, then letters, digits or
/// `_`, then any number of primes (`B'`).
pub fn is_axis_name(s: &str) -> bool {
    let core = s.trim_end_matches('\'');
    let mut cs = core.chars();
    matches!(cs.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && cs.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints() {
        let a: Axes = "A=4, B = 4, B'=B-A".parse().unwrap();
        assert_eq!(a.size("A"), Some(4));
        assert_eq!(a.size("B'"), Some(4));
        assert_eq!(
            a.get("B'").unwrap().skew.as_ref().unwrap().minus,
            Axis::new("A")
        );
        assert_eq!(a.to_string(), "A = 4, B = 4, B' = B - A");
        assert_eq!(a.to_string().parse::<Axes>().unwrap(), a);
        let p: Axes = "B=90, P=#2+B+#4, Q = B + # 31".parse().unwrap();
        assert_eq!(p.size("P"), Some(96));
        assert_eq!(p.size("Q"), Some(121));
        assert_eq!(p.get("P").unwrap().padded.as_ref().unwrap().left, 2);
        assert_eq!(p.to_string().parse::<Axes>().unwrap(), p);
        assert!("B=9, P=#2+C".parse::<Axes>().is_err());
    }

    #[test]
    fn errors_have_columns() {
        let e = "A=8,B=x".parse::<Axes>().unwrap_err();
        assert_eq!(e.column, Some(7));
        let e = "A=8,A=2".parse::<Axes>().unwrap_err();
        assert_eq!(e.kind, ErrorKind::DuplicateAxis("A".into()));
        assert!("A=0".parse::<Axes>().is_err());
        assert!("B'=B-A".parse::<Axes>().is_err());
    }
}
