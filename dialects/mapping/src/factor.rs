//! Factorization of a buffer mapping against a stream mapping (manual
//! L1640–1683, digest-A §2.9): split the digits of every axis at the union of
//! both sides' cut points into (inner, intersection, outer) pieces, so each
//! stream digit becomes a list of pieces of buffer digits.
//!
//! Errors follow the manual: a stream digit that needs coordinates the buffer
//! does not hold is **insufficient input** (L1651–1660); cut points that do not
//! form a divisibility chain (base 5 against base 3, L1662–1680) are
//! **incompatible shapes**.

use crate::axes::Axis;
use crate::expr::Mapping;
use crate::normal::{normalize, Factor};
use std::collections::BTreeSet;
use std::fmt;

/// Why a buffer/stream pair does not factorize.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FactorError {
    /// The stream iterates coordinates `[stride, stride * count)` of `axis`
    /// (as a digit) that the buffer does not hold (L1651).
    InsufficientInput {
        /// The axis.
        axis: Axis,
        /// Weight of the first missing digit value.
        stride: u64,
        /// Number of values of the missing digit.
        count: u64,
    },
    /// Cut points `low` and `high` of `axis` are adjacent and `low` does not divide `high` (L1677).
    IncompatibleShapes {
        /// The axis.
        axis: Axis,
        /// The smaller cut point.
        low: u64,
        /// The next cut point.
        high: u64,
    },
    /// A factor the digit algebra cannot express (sliding window, table, skew).
    Unsupported(String),
}

impl fmt::Display for FactorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FactorError::InsufficientInput {
                axis,
                stride,
                count,
            } => write!(
                f,
                "insufficient input: the stream needs `{axis} / {stride} % {count}`, which the buffer does not hold"
            ),
            FactorError::IncompatibleShapes { axis, low, high } => write!(
                f,
                "incompatible shapes: axis `{axis}` is split at {low} and at {high}, and {low} does not divide {high}"
            ),
            FactorError::Unsupported(what) => write!(f, "cannot factorize {what}"),
        }
    }
}

impl std::error::Error for FactorError {}

/// One digit of one side, with where it sits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digit {
    /// The axis.
    pub axis: Axis,
    /// Coordinate weight (`s` in `(X / s) % n`).
    pub stride: u64,
    /// Number of values (`n`).
    pub count: u64,
    /// Position weight of one step of this digit in its mapping (the
    /// physical stride, `β` of digest §2.2).
    pub position_stride: u64,
}

/// A piece of a stream digit and the buffer digit that holds it:
/// `(X / stride) % count`, which is the middle part of the buffer digit
/// `(X / s) % n` with `inner = stride / s` values below it and
/// `outer = s * n / (stride * count)` above it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The axis.
    pub axis: Axis,
    /// Coordinate weight of the piece.
    pub stride: u64,
    /// Number of values of the piece (the intersection).
    pub count: u64,
    /// Index into [`Factorization::buffer`] of the holding digit; `None` when
    /// the axis is absent from the buffer (a broadcast, stride 0, L1557).
    pub buffer_digit: Option<usize>,
    /// Values of the holding digit below the piece.
    pub inner: u64,
    /// Values of the holding digit above the piece.
    pub outer: u64,
    /// Buffer position weight of one step of the piece (0 for a broadcast).
    pub buffer_stride: u64,
}

/// The result: the stream's digits, each split into pieces, outermost first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Factorization {
    /// The buffer's digits, outermost first.
    pub buffer: Vec<Digit>,
    /// The stream's digits, outermost first.
    pub stream: Vec<Digit>,
    /// For each stream digit, its pieces, most significant first.
    pub pieces: Vec<Vec<Piece>>,
    /// Buffer position of the element whose digits are all 0 (left padding).
    pub offset: u64,
}

impl Factorization {
    /// The buffer position holding the tensor coordinates `coord(axis)` read by the
    /// stream (sum of piece values times their buffer strides, plus the offset).
    pub fn buffer_position(&self, coord: impl Fn(&Axis) -> u64) -> u64 {
        let mut pos = self.offset;
        for p in self.pieces.iter().flatten() {
            pos += (coord(&p.axis) / p.stride) % p.count * p.buffer_stride;
        }
        pos
    }
}

/// The digits of a mapping (outermost first) and the offset of its origin.
pub fn digits(m: &Mapping) -> Result<(Vec<Digit>, u64), FactorError> {
    let n = normalize(m);
    let mut out = Vec::new();
    let offset = collect(&n.0, 1, &mut out)?;
    Ok((out, offset))
}

fn collect(fs: &[Factor], weight: u64, out: &mut Vec<Digit>) -> Result<u64, FactorError> {
    let mut beta = weight;
    let mut items = Vec::new();
    for f in fs.iter().rev() {
        items.push((f, beta));
        beta = beta.saturating_mul(f.size());
    }
    let mut offset = 0;
    let mut v = Vec::new();
    for (f, b) in items.into_iter().rev() {
        match f {
            Factor::Digit {
                symbol,
                stride,
                count,
            } => {
                if symbol.is_derived() {
                    return Err(FactorError::Unsupported(format!(
                        "the derived axis `{}`",
                        symbol.axis
                    )));
                }
                v.push(Digit {
                    axis: symbol.axis.clone(),
                    stride: *stride,
                    count: *count,
                    position_stride: b,
                });
            }
            Factor::Block { left, inner, .. } => {
                offset += left * b;
                offset += collect(inner, b, &mut v)?;
            }
            Factor::Opaque(m) => {
                return Err(FactorError::Unsupported(format!("`{}`", m.body())));
            }
        }
    }
    out.extend(v);
    Ok(offset)
}

/// Factorizes `buffer` against `stream` (pass `Time, Packet` as one pair).
pub fn factorize(buffer: &Mapping, stream: &Mapping) -> Result<Factorization, FactorError> {
    let (buf, offset) = digits(buffer)?;
    let (st, _) = digits(stream)?;
    let axes: BTreeSet<&Axis> = st.iter().map(|d| &d.axis).collect();
    let mut cuts_of = std::collections::BTreeMap::new();
    for axis in axes {
        let mut cuts = BTreeSet::new();
        for d in buf.iter().chain(&st).filter(|d| &d.axis == axis) {
            cuts.insert(d.stride);
            cuts.insert(d.stride * d.count);
        }
        let cuts: Vec<u64> = cuts.into_iter().collect();
        for w in cuts.windows(2) {
            if !w[1].is_multiple_of(w[0]) {
                return Err(FactorError::IncompatibleShapes {
                    axis: axis.clone(),
                    low: w[0],
                    high: w[1],
                });
            }
        }
        cuts_of.insert(axis.clone(), cuts);
    }
    let mut pieces = Vec::new();
    for d in &st {
        let cuts = &cuts_of[&d.axis];
        let in_buf = buf.iter().any(|b| b.axis == d.axis);
        let mut ps = Vec::new();
        for w in cuts.windows(2) {
            let (lo, hi) = (w[0], w[1]);
            if lo < d.stride || hi > d.stride * d.count {
                continue;
            }
            let piece = |buffer_digit, inner, outer, buffer_stride| Piece {
                axis: d.axis.clone(),
                stride: lo,
                count: hi / lo,
                buffer_digit,
                inner,
                outer,
                buffer_stride,
            };
            if !in_buf {
                ps.push(piece(None, 1, 1, 0));
                continue;
            }
            let holder = buf
                .iter()
                .position(|b| b.axis == d.axis && b.stride <= lo && hi <= b.stride * b.count);
            let Some(j) = holder else {
                return Err(FactorError::InsufficientInput {
                    axis: d.axis.clone(),
                    stride: lo,
                    count: hi / lo,
                });
            };
            let b = &buf[j];
            let inner = lo / b.stride;
            ps.push(piece(
                Some(j),
                inner,
                b.stride * b.count / hi,
                b.position_stride * inner,
            ));
        }
        ps.reverse();
        pieces.push(ps);
    }
    Ok(Factorization {
        buffer: buf,
        stream: st,
        pieces,
        offset,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Image;
    use crate::{parse, Axes};

    fn p(axes: &str, s: &str) -> Mapping {
        parse(s, &axes.parse::<Axes>().unwrap()).unwrap()
    }

    /// Independent check: every stream position's index is found in the buffer
    /// at the position the pieces compute.
    fn verify(buf: &Mapping, stream: &Mapping, f: &Factorization) {
        for i in 0..stream.size() {
            let Image::Index(t) = stream.map(i) else {
                continue;
            };
            let pos = f.buffer_position(|a| t.get(a.as_str()));
            assert_eq!(buf.map(pos), Image::Index(t), "stream position {i}");
        }
    }

    #[test]
    fn insufficient_input_l1651() {
        // Buf m![N % 512], Time m![N / 512], Packet m![N % 512], N = 2048.
        let ax = "N=2048";
        let e = factorize(&p(ax, "m![N % 512]"), &p(ax, "m![N / 512, N % 512]")).unwrap_err();
        assert_eq!(
            e,
            FactorError::InsufficientInput {
                axis: Axis::new("N"),
                stride: 512,
                count: 4
            }
        );
        assert!(e.to_string().starts_with("insufficient input"));
    }

    #[test]
    fn incompatible_shapes_l1662() {
        // Buf m![A % 5, A / 5], Packet m![A % 3, A / 3], A = 15: cuts {1, 3, 5, 15}.
        let ax = "A=15";
        let e = factorize(&p(ax, "m![A % 5, A / 5]"), &p(ax, "m![1, A % 3, A / 3]")).unwrap_err();
        assert_eq!(
            e,
            FactorError::IncompatibleShapes {
                axis: Axis::new("A"),
                low: 3,
                high: 5
            }
        );
        assert!(e.to_string().starts_with("incompatible shapes"));
    }

    #[test]
    fn spanning_digit_q10() {
        // Buf m![B % 4, B / 4] read as m![B]: pieces (B / 4) % 4 then B % 4,
        // buffer strides 1 and 4, i.e. the config [4:1, 4:4] (digest Q10).
        let ax = "B=16";
        let (buf, st) = (p(ax, "m![B % 4, B / 4]"), p(ax, "m![B]"));
        let f = factorize(&buf, &st).unwrap();
        let got: Vec<_> = f.pieces[0]
            .iter()
            .map(|x| (x.stride, x.count, x.buffer_stride))
            .collect();
        assert_eq!(got, vec![(4, 4, 1), (1, 4, 4)]);
        verify(&buf, &st, &f);
    }

    #[test]
    fn intersections_and_padding() {
        // NCHW-style rearrangement with a padded buffer row.
        let ax = "A=8, B=64, C=13";
        let buf = p(ax, "m![A, [B, C # 16] # 1100]");
        let st = p(ax, "m![B / 8, A, B % 8, C]");
        let f = factorize(&buf, &st).unwrap();
        verify(&buf, &st, &f);
        let b8 = &f.pieces[0][0];
        assert_eq!((b8.inner, b8.count, b8.outer), (8, 8, 1));
        // Left padding in the buffer shifts the origin.
        let buf = p(ax, "m![A, # 3 + B]");
        let f = factorize(&buf, &p(ax, "m![B, A]")).unwrap();
        assert_eq!(f.offset, 3);
        verify(&buf, &p(ax, "m![B, A]"), &f);
        // An axis absent from the buffer is a broadcast.
        let f = factorize(&p(ax, "m![B]"), &p(ax, "m![A, B]")).unwrap();
        assert_eq!(f.pieces[0][0].buffer_stride, 0);
    }
}
