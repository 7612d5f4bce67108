//! Broadcasts by the tensor DMA: a DM tensor may hold its source once per value of
//! axes the source does not have (the manual's GEMV and GEMM kernels, L431–435 and
//! L497–499, place an HBM vector or matrix in every slice of a `Slice` mapping over
//! an output axis; digest-E F4). docs/decisions.md C8A-7.
//!
//! The verifier compares index sets with those axes stripped ([`strip_axes`]): each of
//! their digits becomes padding of the same size (`m[1 # n]`), so the positions where
//! the broadcast axes are 0 keep their index and the others hold nothing. The
//! interpreter reads a broadcast element at its index with those axes at 0.

use visa_mapping::normal::{normalize, Factor, Normal};
use visa_mapping::{Axis, Mapping};

/// `m` with every digit of an axis in `axes` replaced by padding of the same size.
pub fn strip_axes(m: &Mapping, axes: &[Axis]) -> Mapping {
    fn go(fs: &[Factor], axes: &[Axis]) -> Vec<Factor> {
        fs.iter()
            .map(|f| match f {
                Factor::Digit { symbol, count, .. } if axes.contains(&symbol.axis) => {
                    Factor::Block {
                        left: 0,
                        valid: 1,
                        size: *count,
                        inner: Vec::new(),
                    }
                }
                Factor::Block {
                    left,
                    valid,
                    size,
                    inner,
                } => Factor::Block {
                    left: *left,
                    valid: *valid,
                    size: *size,
                    inner: go(inner, axes),
                },
                other => other.clone(),
            })
            .collect()
    }
    Normal(go(&normalize(m).0, axes)).to_mapping()
}

/// The axes `outer` uses that `inner` does not.
pub fn extra_axes(outer: &Mapping, inner: &Mapping) -> Vec<Axis> {
    let have: Vec<&Axis> = inner.symbols().into_iter().map(|s| &s.axis).collect();
    let mut out: Vec<Axis> = Vec::new();
    for s in outer.symbols() {
        if !have.contains(&&s.axis) && !out.contains(&s.axis) {
            out.push(s.axis.clone());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geom::{equivalent, same_indices};
    use visa_mapping::{parse, Axes};

    fn m(src: &str) -> Mapping {
        let axes: Axes = "I = 64, J = 64, K = 8".parse().unwrap();
        parse(src, &axes).unwrap()
    }

    #[test]
    fn stripping_a_broadcast_axis_leaves_the_source_indices() {
        let dst = m("m[I / 32, J / 32, I % 32, K]");
        let extra = extra_axes(&dst, &m("m[I, K]"));
        assert_eq!(extra.len(), 1);
        let stripped = strip_axes(&dst, &extra);
        assert_eq!(stripped.size(), dst.size());
        assert!(same_indices(&stripped, &m("m[I, K]")).is_ok());
        assert!(same_indices(&dst, &m("m[I, K]")).is_err());
        assert!(equivalent(&strip_axes(&m("m[J]"), &extra), &m("m[1 # 64]")));
    }
}
