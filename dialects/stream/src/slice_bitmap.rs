//! The commit's slice bitmap (L2314–2319): "selective commits to specific slices". No
//! API sets it; the committed DM tensor's Slice mapping says which slices hold data
//! (docs/decisions.md C9H-4). A commit whose DM Slice mapping keeps only some of the
//! stream's slices — `m[S = 64 # 256]` for a stream on `m[S]` — writes on those slices
//! alone, and the DM tensor holds just their indices:
//!
//! ```text
//! %d = stream.commit %v at 4096 : <vector_final, ..., m[S], ...> -> !stream.dm<f32, m[1], m[1 # 2], m[S = 64 # 256], m[X]>
//! ```

use visa_mapping::{Image, Mapping};

/// Whether the committed Slice (or Cluster) mapping `dst` keeps some of the positions of
/// the stream's `src` and nothing else: at every position `dst` holds an index, `src`
/// holds the same one, and `dst` holds at least one. The positions are the cluster's
/// slices (at most 256), a hardware bound.
pub fn restricts(dst: &Mapping, src: &Mapping) -> bool {
    if dst.size() != src.size() || dst.size() > crate::geom::FALLBACK_LIMIT {
        return false;
    }
    let mut any = false;
    for p in 0..dst.size() {
        match dst.map(p) {
            Image::Padding => {}
            image => {
                if src.map(p) != image {
                    return false;
                }
                any = true;
            }
        }
    }
    any
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(text: &str) -> Mapping {
        let mut axes = visa_mapping::Axes::new();
        axes.declare("S", 256).unwrap();
        axes.declare("A", 4).unwrap();
        visa_mapping::parse::parse(text, &axes).unwrap()
    }

    #[test]
    fn restriction_by_hand() {
        assert!(restricts(&m("S = 64 # 256"), &m("S")));
        assert!(restricts(&m("S"), &m("S")));
        // Another axis, a different size, or nothing held is not a restriction.
        assert!(!restricts(&m("A # 256"), &m("S")));
        assert!(!restricts(&m("S = 64"), &m("S")));
    }
}
