//! Substituting axes: the mapping with some axis occurrences replaced by mappings of the
//! same size. This is how a reshape of axes is checked with the algebra, not by
//! enumeration: splitting `N` into `J` (major) and `K` (minor) holds the same tensor when
//! the type over `J, K` with `J := N / |K|` and `K := N % |K|` is equivalent to the type
//! over `N` (a position holding `J = j, K = k` then holds `N = j·|K| + k`).

use crate::expr::{LinearTerm, Mapping, Symbol};

impl Mapping {
    /// `self` with every symbol for which `f` returns a mapping replaced by it; `None`
    /// when a replacement's size differs from the symbol's (positions would shift).
    ///
    /// ```
    /// use visa_mapping::{parse, Axes, Mapping};
    /// let axes: Axes = "A = 4, J = 4, K = 16".parse().unwrap();
    /// let m = parse("m[A, J / 2, K]", &axes).unwrap();
    /// let n = Mapping::symbol("N", 64).unwrap();
    /// let s = m
    ///     .substitute(&|s| match s.axis.as_str() {
    ///         "J" => Some(n.clone().stride(16).unwrap()),
    ///         "K" => Some(n.clone().modulo(16).unwrap()),
    ///         _ => None,
    ///     })
    ///     .unwrap();
    /// assert_eq!(s.to_string(), "m[A, N / 16 / 2, N % 16]");
    /// ```
    pub fn substitute(&self, f: &dyn Fn(&Symbol) -> Option<Mapping>) -> Option<Mapping> {
        self.rewrite(&|m| match m {
            Mapping::Symbol(s) => Some(match f(s) {
                Some(r) if r.size() == s.size => Some(r),
                Some(_) => None,
                None => Some(m.clone()),
            }),
            _ => None,
        })
    }

    /// `self` rewritten top-down: at each node `f` answers `None` (keep the node, rewrite
    /// its children), `Some(Some(r))` (replace the node by `r`) or `Some(None)` (the
    /// rewrite fails: `None` overall). Leaves `f` keeps are kept as they are.
    ///
    /// ```
    /// use visa_mapping::{parse, Axes, Mapping};
    /// let axes: Axes = "A = 4, B = 8".parse().unwrap();
    /// let m = parse("m[A, B / 2]", &axes).unwrap();
    /// // Every `B / 2` becomes a fresh axis of 4 positions.
    /// let r = m
    ///     .rewrite(&|n| match n {
    ///         Mapping::Stride { .. } => Some(Mapping::symbol("C", 4).ok()),
    ///         _ => None,
    ///     })
    ///     .unwrap();
    /// assert_eq!(r.to_string(), "m[A, C]");
    /// ```
    pub fn rewrite(&self, f: &dyn Fn(&Mapping) -> Option<Option<Mapping>>) -> Option<Mapping> {
        if let Some(r) = f(self) {
            return r;
        }
        let boxed = |m: &Mapping| m.rewrite(f).map(Box::new);
        Some(match self {
            Mapping::Identity | Mapping::Symbol(_) => self.clone(),
            Mapping::Pair(a, b) => Mapping::Pair(boxed(a)?, boxed(b)?),
            Mapping::Padding { inner, left, size } => Mapping::Padding {
                inner: boxed(inner)?,
                left: *left,
                size: *size,
            },
            Mapping::Resize { inner, size } => Mapping::Resize {
                inner: boxed(inner)?,
                size: *size,
            },
            Mapping::Stride { inner, stride } => Mapping::Stride {
                inner: boxed(inner)?,
                stride: *stride,
            },
            Mapping::Modulo { inner, modulo } => Mapping::Modulo {
                inner: boxed(inner)?,
                modulo: *modulo,
            },
            Mapping::Linear(terms) => Mapping::Linear(
                terms
                    .iter()
                    .map(|t| {
                        Some(LinearTerm {
                            mapping: t.mapping.rewrite(f)?,
                            stride: t.stride,
                        })
                    })
                    .collect::<Option<_>>()?,
            ),
            Mapping::Indirect { inner, table } => Mapping::Indirect {
                inner: boxed(inner)?,
                table: table.clone(),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::{equivalent, parse, Axes, Equivalence, Mapping};

    fn split(m: &str) -> Mapping {
        let axes: Axes = "A = 4, J = 4, K = 2048".parse().unwrap();
        let n = Mapping::symbol("N", 8192).unwrap();
        parse(m, &axes)
            .unwrap()
            .substitute(&|s| match s.axis.as_str() {
                "J" => Some(n.clone().stride(2048).unwrap()),
                "K" => Some(n.clone().modulo(2048).unwrap()),
                _ => None,
            })
            .unwrap()
    }

    #[test]
    fn a_split_axis_substituted_back_is_the_whole_axis() {
        let axes: Axes = "A = 4, N = 8192".parse().unwrap();
        let whole = parse("m[A, N]", &axes).unwrap();
        let eq = |a: &Mapping| matches!(equivalent(a, &whole), Equivalence::Equivalent);
        assert!(eq(&split("m[A, J, K]")));
        // The order of the split digits matters: K major is another layout.
        assert!(!eq(&split("m[A, K, J]")));
    }

    #[test]
    fn a_replacement_of_another_size_is_refused() {
        let axes: Axes = "J = 4".parse().unwrap();
        let m = parse("m[J]", &axes).unwrap();
        let n = Mapping::symbol("N", 8192).unwrap();
        assert!(m
            .substitute(&|_| Some(n.clone().modulo(2).unwrap()))
            .is_none());
    }
}
