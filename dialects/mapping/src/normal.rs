//! The normal form: a canonical factor list for a mapping (digest-A §2.2).
//!
//! [`normalize`] flattens pairs (outermost factor first), drops identities and
//! size-1 digits, folds `/` and `%` (and `=`) chains on an axis into digits
//! `(X / s) % c`, fuses adjacent digits of one axis, keeps padding and resize as
//! blocks, and keeps anything it cannot fold (sliding windows, tables, irregular
//! strides) as opaque factors with canonical children. Every step is one of the
//! manual's equivalence laws (L1017–1028) or follows from the definitions, so
//! `normalize(m).to_mapping()` is equivalent to `m` (checked by property test);
//! equal normal forms therefore mean equivalent mappings.

use crate::eval::Image;
use crate::expr::{LinearTerm, Mapping, Symbol};
use std::fmt;

/// One factor of a normal form; buffer positions are mixed-radix over factors.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Factor {
    /// The digit `(X / stride) % count` of an axis: local position `c` holds
    /// `{X: c * stride}`.
    Digit {
        /// The axis occurrence (name, size, skew).
        symbol: Symbol,
        /// Coordinate weight of one step.
        stride: u64,
        /// Number of positions.
        count: u64,
    },
    /// `size` positions; positions `left .. left + valid` hold the first
    /// `valid` positions of `inner`, the others are padding.
    Block {
        /// Padding positions before the content.
        left: u64,
        /// Content positions.
        valid: u64,
        /// Total positions.
        size: u64,
        /// The content (its size is at least `valid`).
        inner: Vec<Factor>,
    },
    /// A sub-mapping the algebra does not fold, with canonical children.
    Opaque(Mapping),
}

/// A canonical factor list, outermost first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Normal(pub Vec<Factor>);

impl Factor {
    /// Number of buffer positions of this factor.
    pub fn size(&self) -> u64 {
        match self {
            Factor::Digit { count, .. } => *count,
            Factor::Block { size, .. } => *size,
            Factor::Opaque(m) => m.size(),
        }
    }

    /// The equivalent mapping expression.
    pub fn to_mapping(&self) -> Mapping {
        match self {
            Factor::Digit {
                symbol,
                stride,
                count,
            } => digit_mapping(symbol, *stride, *count),
            Factor::Block {
                left,
                valid,
                size,
                inner,
            } => {
                let content = if *valid == 0 {
                    // `[# 1 + 1] / 2` is one padding position.
                    let hole = Mapping::Padding {
                        inner: Box::new(Mapping::Identity),
                        left: 1,
                        size: 2,
                    };
                    return wrap_pad(
                        Mapping::Stride {
                            inner: Box::new(hole),
                            stride: 2,
                        },
                        0,
                        *size,
                    );
                } else {
                    let m = list_mapping(inner);
                    if m.size() > *valid {
                        Mapping::Resize {
                            inner: Box::new(m),
                            size: *valid,
                        }
                    } else {
                        m
                    }
                };
                wrap_pad(content, *left, *size)
            }
            Factor::Opaque(m) => m.clone(),
        }
    }
}

fn wrap_pad(content: Mapping, left: u64, size: u64) -> Mapping {
    if left == 0 && size == content.size() {
        content
    } else {
        Mapping::Padding {
            inner: Box::new(content),
            left,
            size,
        }
    }
}

fn digit_mapping(symbol: &Symbol, stride: u64, count: u64) -> Mapping {
    let n = symbol.size;
    let mut m = Mapping::Symbol(symbol.clone());
    if n.is_multiple_of(stride) {
        if stride > 1 {
            m = Mapping::Stride {
                inner: Box::new(m),
                stride,
            };
        }
        let rest = n / stride;
        if count < rest {
            m = if rest.is_multiple_of(count) {
                Mapping::Modulo {
                    inner: Box::new(m),
                    modulo: count,
                }
            } else {
                Mapping::Resize {
                    inner: Box::new(m),
                    size: count,
                }
            };
        }
        m
    } else {
        // Only built when stride * count <= n: `X = stride*count / stride`.
        Mapping::Stride {
            inner: Box::new(Mapping::Resize {
                inner: Box::new(m),
                size: stride * count,
            }),
            stride,
        }
    }
}

fn list_mapping(fs: &[Factor]) -> Mapping {
    let mut it = fs.iter().rev();
    let Some(last) = it.next() else {
        return Mapping::Identity;
    };
    let mut acc = last.to_mapping();
    for f in it {
        acc = Mapping::Pair(Box::new(f.to_mapping()), Box::new(acc));
    }
    acc
}

impl Normal {
    /// The canonical mapping expression of this normal form.
    pub fn to_mapping(&self) -> Mapping {
        list_mapping(&self.0)
    }

    /// Total buffer size.
    pub fn size(&self) -> u64 {
        prod(&self.0)
    }
}

impl fmt::Display for Normal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_mapping())
    }
}

/// The canonical form of `m`.
///
/// A count-1 digit of a derived axis adds nothing to the index, but its mere
/// mention makes `map` resolve that axis (decisions.md, "Skewed axes"); such
/// digits are removed and one `X / |X|` marker per derived axis no longer
/// mentioned elsewhere is appended at the end.
pub fn normalize(m: &Mapping) -> Normal {
    Normal(normal_list(m, true))
}

/// The canonical mapping of a sub-mapping (an operand of an opaque factor):
/// markers are kept, since whether they are no-ops depends on the whole mapping.
fn canonical_part(m: &Mapping) -> Mapping {
    list_mapping(&normal_list(m, false))
}

fn normal_list(m: &Mapping, drop_noop: bool) -> Vec<Factor> {
    let fs = canon(build(m));
    if is_pure_padding(&fs) {
        return fs;
    }
    let mut before = Vec::new();
    mentions(&fs, &mut before);
    let mut out = canon(strip(fs));
    let mut after = Vec::new();
    mentions(&out, &mut after);
    before.sort();
    before.dedup();
    // A marker is a no-op when the axis it resolves cannot move: a skew whose
    // subtracted axis is never mentioned, or a padded axis without left padding.
    let mut plain = Vec::new();
    axes_mentioned(&out, &mut plain);
    let noop = |s: &Symbol| {
        drop_noop
            && match (&s.skew, &s.padded) {
                (Some(k), _) => !plain.contains(&k.minus),
                (None, Some(p)) => p.left == 0,
                (None, None) => true,
            }
    };
    for s in before
        .into_iter()
        .filter(|s| !after.contains(s) && !noop(s))
    {
        out.push(Factor::Digit {
            stride: s.size,
            count: 1,
            symbol: s,
        });
    }
    out
}

fn strip(fs: Vec<Factor>) -> Vec<Factor> {
    fs.into_iter()
        .filter(|f| !matches!(f, Factor::Digit { symbol, count: 1, .. } if symbol.is_derived()))
        .map(|f| match f {
            Factor::Block {
                left,
                valid,
                size,
                inner,
            } => Factor::Block {
                left,
                valid,
                size,
                inner: strip(inner),
            },
            f => f,
        })
        .collect()
}

fn axes_mentioned(fs: &[Factor], out: &mut Vec<crate::axes::Axis>) {
    for f in fs {
        match f {
            Factor::Digit { symbol, .. } => out.push(symbol.axis.clone()),
            Factor::Block { inner, .. } => axes_mentioned(inner, out),
            Factor::Opaque(m) => out.extend(m.symbols().iter().map(|s| s.axis.clone())),
        }
    }
}

fn mentions(fs: &[Factor], out: &mut Vec<Symbol>) {
    for f in fs {
        match f {
            Factor::Digit { symbol, .. } if symbol.is_derived() => out.push(symbol.clone()),
            Factor::Digit { .. } => {}
            Factor::Block { inner, .. } => mentions(inner, out),
            Factor::Opaque(m) => out.extend(m.derived()),
        }
    }
}

/// The canonical mapping equivalent to `m` (`normalize(m).to_mapping()`).
pub fn canonical(m: &Mapping) -> Mapping {
    normalize(m).to_mapping()
}

fn prod(fs: &[Factor]) -> u64 {
    fs.iter().fold(1u64, |a, f| a.saturating_mul(f.size()))
}

fn build(m: &Mapping) -> Vec<Factor> {
    match m {
        Mapping::Identity => vec![],
        Mapping::Symbol(s) => vec![Factor::Digit {
            symbol: s.clone(),
            stride: 1,
            count: s.size,
        }],
        Mapping::Pair(l, r) => {
            let mut v = build(l);
            v.extend(build(r));
            v
        }
        // A left-padded group is one virtual axis summed over the terms that split it
        // (decisions.md T10M-1): kept whole, as written, so that every term keeps naming
        // the same group.
        Mapping::Padding { left: 1.., .. } => vec![Factor::Opaque(m.clone())],
        Mapping::Padding { inner, left, size } => vec![Factor::Block {
            left: *left,
            valid: inner.size(),
            size: *size,
            inner: build(inner),
        }],
        // `e % n` and `e = n` both keep the first n positions (L803, L897).
        Mapping::Resize { inner, size } => resize_list(canon(build(inner)), *size),
        Mapping::Modulo { inner, modulo } => resize_list(canon(build(inner)), *modulo),
        Mapping::Stride { inner, stride } => stride_list(canon(build(inner)), *stride),
        // Strides that are exact mixed radix (an outer sum, L1010) make a pair list.
        Mapping::Linear(terms) if is_mixed_radix(terms) => {
            terms.iter().flat_map(|t| build(&t.mapping)).collect()
        }
        Mapping::Linear(terms) => vec![Factor::Opaque(Mapping::Linear(
            terms
                .iter()
                .map(|t| LinearTerm {
                    mapping: canonical_part(&t.mapping),
                    stride: t.stride,
                })
                .collect(),
        ))],
        Mapping::Indirect { inner, table } => vec![Factor::Opaque(Mapping::Indirect {
            inner: Box::new(canonical_part(inner)),
            table: table.clone(),
        })],
    }
}

/// Whether `$(e1:n1, ..., ed:nd)` has `nd = 1` and `nk = n(k+1) * size(e(k+1))`,
/// so each position has exactly one decomposition, as in a pair list.
fn is_mixed_radix(terms: &[LinearTerm]) -> bool {
    let mut want = 1u64;
    for t in terms.iter().rev() {
        if t.stride != want {
            return false;
        }
        want = want.saturating_mul(t.mapping.size());
    }
    true
}

/// What a factor holds at its position 0.
enum Zero {
    Empty,
    Padding,
    Other,
}

fn zero(f: &Factor) -> Zero {
    if has_skew(f) {
        // Dropping a skewed label would drop its wrap-around (L1002).
        return Zero::Other;
    }
    match f {
        Factor::Digit { .. } => Zero::Empty,
        Factor::Block {
            left, valid, inner, ..
        } => {
            if *left > 0 || *valid == 0 {
                return Zero::Padding;
            }
            let mut z = Zero::Empty;
            for g in inner {
                match zero(g) {
                    Zero::Padding => return Zero::Padding,
                    Zero::Other => z = Zero::Other,
                    Zero::Empty => {}
                }
            }
            z
        }
        Factor::Opaque(m) => match m.map(0) {
            Image::Padding => Zero::Padding,
            Image::Index(i) if i.is_empty() => Zero::Empty,
            _ => Zero::Other,
        },
    }
}

/// Whether the factor's position 0 may matter beyond its own index: a derived label
/// (resolved over the whole index) or a left-padded group (whose position is summed with
/// the other terms splitting it, decisions.md T10M-1).
fn has_skew(f: &Factor) -> bool {
    match f {
        Factor::Digit { symbol, .. } => symbol.is_derived(),
        Factor::Block { inner, .. } => inner.iter().any(has_skew),
        Factor::Opaque(m) => m.symbols().iter().any(|s| s.is_derived()) || m.has_left_padded(),
    }
}

fn pure_padding(size: u64) -> Vec<Factor> {
    vec![Factor::Block {
        left: 0,
        valid: 0,
        size,
        inner: vec![],
    }]
}

/// The first `r` positions of a list, exactly, if the algebra can fold it.
fn try_resize(fs: &[Factor], r: u64) -> Option<Vec<Factor>> {
    let p = prod(fs);
    if r == p {
        return Some(fs.to_vec());
    }
    let (f1, rest) = fs.split_first()?;
    let rp = prod(rest);
    // A digit keeps a count-1 remnant rather than being dropped, which also
    // works for derived axes (whose position 0 is not known to be empty).
    let digit_fits = matches!(f1, Factor::Digit { .. }) && r.is_multiple_of(rp);
    if r <= rp && !digit_fits {
        return match zero(f1) {
            Zero::Empty => try_resize(rest, r),
            Zero::Padding => Some(pure_padding(r)),
            Zero::Other => None,
        };
    }
    if !r.is_multiple_of(rp) {
        return None;
    }
    let q = r / rp;
    let g = match f1 {
        Factor::Digit { symbol, stride, .. } => Factor::Digit {
            symbol: symbol.clone(),
            stride: *stride,
            count: q,
        },
        Factor::Block {
            left, valid, inner, ..
        } => Factor::Block {
            left: (*left).min(q),
            valid: (*valid).min(q.saturating_sub(*left)),
            size: q,
            inner: inner.clone(),
        },
        Factor::Opaque(m) => Factor::Opaque(Mapping::Resize {
            inner: Box::new(m.clone()),
            size: q,
        }),
    };
    let mut v = vec![g];
    v.extend_from_slice(rest);
    Some(v)
}

fn resize_list(fs: Vec<Factor>, r: u64) -> Vec<Factor> {
    try_resize(&fs, r).unwrap_or_else(|| {
        vec![Factor::Block {
            left: 0,
            valid: r,
            size: r,
            inner: fs,
        }]
    })
}

/// Every `n`-th position of a list, exactly, if the algebra can fold it.
fn try_stride(fs: &[Factor], n: u64) -> Option<Vec<Factor>> {
    if n == 1 {
        return Some(fs.to_vec());
    }
    let (fk, rest) = fs.split_last()?;
    let p = fk.size();
    let digit_fits = matches!(fk, Factor::Digit { .. }) && p.is_multiple_of(n);
    if n.is_multiple_of(p) && !digit_fits {
        return match zero(fk) {
            Zero::Empty => try_stride(rest, n / p),
            Zero::Padding => Some(pure_padding((prod(fs) / n).max(1))),
            Zero::Other => None,
        };
    }
    if !p.is_multiple_of(n) {
        return None;
    }
    let g = match fk {
        Factor::Digit {
            symbol,
            stride,
            count,
        } => Factor::Digit {
            symbol: symbol.clone(),
            stride: stride * n,
            count: count / n,
        },
        Factor::Block {
            left,
            valid,
            size,
            inner,
        } => {
            if !left.is_multiple_of(n) || !prod(inner).is_multiple_of(n) {
                return None;
            }
            Factor::Block {
                left: left / n,
                valid: valid.div_ceil(n),
                size: size / n,
                inner: try_stride(inner, n)?,
            }
        }
        Factor::Opaque(m) => Factor::Opaque(Mapping::Stride {
            inner: Box::new(m.clone()),
            stride: n,
        }),
    };
    let mut v = rest.to_vec();
    v.push(g);
    Some(v)
}

fn stride_list(fs: Vec<Factor>, n: u64) -> Vec<Factor> {
    try_stride(&fs, n).unwrap_or_else(|| {
        vec![Factor::Opaque(Mapping::Stride {
            inner: Box::new(list_mapping(&fs)),
            stride: n,
        })]
    })
}

/// Canonicalizes a factor list (see the module doc).
fn canon(fs: Vec<Factor>) -> Vec<Factor> {
    let total = prod(&fs);
    let mut out: Vec<Factor> = Vec::with_capacity(fs.len());
    for f in fs {
        match f {
            Factor::Digit {
                ref symbol, count, ..
            } if count == 1 && !symbol.is_derived() => {}
            Factor::Block {
                left,
                valid,
                size,
                inner,
            } => {
                if valid == 0 {
                    return pure_padding(total);
                }
                let mut inner = canon(inner);
                if prod(&inner) > valid {
                    if let Some(r) = try_resize(&inner, valid) {
                        inner = canon(r);
                    }
                }
                if is_pure_padding(&inner) {
                    return pure_padding(total);
                }
                if left == 0 && valid == size && prod(&inner) == valid {
                    for g in inner {
                        push_fused(&mut out, g);
                    }
                } else {
                    push_fused(
                        &mut out,
                        Factor::Block {
                            left,
                            valid,
                            size,
                            inner,
                        },
                    );
                }
            }
            Factor::Opaque(m) if m.size() == 1 && m.map(0) == Image::Index(Default::default()) => {
                if m.symbols().iter().all(|s| !s.is_derived()) && !m.has_left_padded() {
                    continue;
                }
                push_fused(&mut out, Factor::Opaque(m));
            }
            f => push_fused(&mut out, f),
        }
    }
    out
}

fn is_pure_padding(fs: &[Factor]) -> bool {
    fs.iter()
        .any(|f| matches!(f, Factor::Block { valid: 0, .. }))
}

/// Pushes `f`, fusing `(X / s*c2) % c1` followed by `(X / s) % c2` into `(X / s) % c1*c2`.
fn push_fused(out: &mut Vec<Factor>, f: Factor) {
    if let (
        Some(Factor::Digit {
            symbol: s1,
            stride: st1,
            count: c1,
        }),
        Factor::Digit {
            symbol: s2,
            stride: st2,
            count: c2,
        },
    ) = (out.last(), &f)
    {
        if s1 == s2 && *st1 == st2.saturating_mul(*c2) {
            let fused = Factor::Digit {
                symbol: s2.clone(),
                stride: *st2,
                count: c1 * c2,
            };
            out.pop();
            return push_fused(out, fused);
        }
    }
    out.push(f);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, Axes};

    fn axes() -> Axes {
        "A=8, B=512, C=13, D=61, N=5, F=3".parse().unwrap()
    }

    fn canon_str(s: &str) -> String {
        canonical(&parse(s, &axes()).unwrap()).to_string()
    }

    #[test]
    fn laws_normalize_to_the_same_form() {
        // L1017–1028 instances: each pair must have equal normal forms.
        let pairs = [
            ("m![B / 64, B % 64]", "m![B]"),
            ("m![A, 1]", "m![A]"),
            ("m![1, A]", "m![A]"),
            ("m![[A, B] / 512]", "m![A]"),
            ("m![[A, B] % 512]", "m![B]"),
            ("m![[A, B], C]", "m![A, [B, C]]"),
            ("m![A / 1]", "m![A]"),
            ("m![A # 8]", "m![A]"),
            ("m![A = 8]", "m![A]"),
            ("m![A % 1]", "m![1]"),
            ("m![B / 32 = 1]", "m![1]"),
            ("m![A, B / 64, B % 64, C]", "m![A, B, C]"),
            ("m![B / 64, B % 64 / 8, B % 8]", "m![B]"),
            ("m![A * B]", "m![A, B]"),
            ("m![$(A:512, B / 8:8, B % 8:1)]", "m![A, B]"),
        ];
        for (l, r) in pairs {
            assert_eq!(canon_str(l), canon_str(r), "{l} vs {r}");
        }
    }

    #[test]
    fn canonical_forms_print_as_digits() {
        assert_eq!(
            canon_str("m![B / 64, B % 32, B / 32 % 2]"),
            "m[B / 64, B % 32, B / 32 % 2]"
        );
        assert_eq!(canon_str("m![[C, D # 64] / 64]"), "m[C]");
        assert_eq!(canon_str("m![B % 64 / 8]"), "m[B / 8 % 8]");
        assert_eq!(canon_str("m![A, B = 2 # 4]"), "m[A, B % 2 # 4]");
    }
}
