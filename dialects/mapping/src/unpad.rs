//! Reading a right-padded axis as one plain axis of its padded size.
//!
//! The sequencer's placement ([`crate::sequencer::terms::place`]) reads a layout digit
//! by digit; a right-padded axis split into strided views (`R # 32 / 8` in Slice with
//! `R # 32 % 8` elsewhere, the per-slice partials of a reduce, docs/decisions.md T10R-4)
//! has no such reading when |R| is not a multiple of the view's stride. Where every
//! mention of `R` is padded to the same size `p`, the positions past |R| are padding in
//! every layout alike, so a loop nest or sequencer may read `R # p` as a fresh axis of
//! `p` positions ([`unpad`]): it visits the padding too, which the valid-count
//! generator masks downstream. This module is that substitution, on the mapping's
//! structure only (no enumeration).

use crate::Mapping;
use std::collections::BTreeMap;

/// The suffix of the fresh axis [`unpad`] reads `A # p` as (`A__padded`).
pub const UNPADDED_SUFFIX: &str = "__padded";

/// The axis a (possibly [`unpad`]ded) axis name stands for: `R__padded` → `R`.
///
/// ```
/// assert_eq!(visa_mapping::unpad::base_axis("R__padded"), "R");
/// assert_eq!(visa_mapping::unpad::base_axis("A"), "A");
/// ```
pub fn base_axis(name: &str) -> &str {
    name.strip_suffix(UNPADDED_SUFFIX).unwrap_or(name)
}

/// The axes padded on the right to one size `p` wherever they occur in `maps` (`R # p`,
/// never bare and never padded to another size), with that size, sorted by name.
///
/// ```
/// use visa_mapping::{parse, Axes};
/// let axes = "R=12, X=4".parse::<Axes>().unwrap();
/// let a = parse("m[X, R # 32 / 8]", &axes).unwrap();
/// let b = parse("m[R # 32 % 8, X]", &axes).unwrap();
/// assert_eq!(visa_mapping::unpad::right_pads(&[a.clone(), b]), vec![("R".to_string(), 32)]);
/// let bare = parse("m[R]", &axes).unwrap();
/// assert!(visa_mapping::unpad::right_pads(&[a, bare]).is_empty());
/// ```
pub fn right_pads(maps: &[Mapping]) -> Vec<(String, u64)> {
    fn walk(m: &Mapping, pads: &mut BTreeMap<String, Option<u64>>) {
        match m {
            Mapping::Padding {
                inner,
                left: 0,
                size,
            } if matches!(&**inner, Mapping::Symbol(s) if !s.is_derived()) => {
                if let Mapping::Symbol(s) = &**inner {
                    let e = pads.entry(s.axis.to_string()).or_insert(Some(*size));
                    if *e != Some(*size) {
                        *e = None;
                    }
                }
            }
            Mapping::Symbol(s) => {
                pads.insert(s.axis.to_string(), None);
            }
            _ => m.children().into_iter().for_each(|c| walk(c, pads)),
        }
    }
    let mut pads = BTreeMap::new();
    for m in maps {
        walk(m, &mut pads);
    }
    pads.into_iter()
        .filter_map(|(a, p)| Some((a, p?)))
        .collect()
}

/// `m` with each `A # p` of `pads` replaced by a fresh axis `A__padded` of `p` positions;
/// `None` when `m` holds a form the substitution does not read (sliding windows,
/// indirect access).
///
/// ```
/// use visa_mapping::{parse, Axes};
/// let axes = "R=12".parse::<Axes>().unwrap();
/// let m = parse("m[R # 32 / 8]", &axes).unwrap();
/// let u = visa_mapping::unpad::unpad(&m, &[("R".to_string(), 32)]).unwrap();
/// assert_eq!(u.to_string(), "m[R__padded / 8]");
/// assert_eq!(u.size(), 4);
/// ```
pub fn unpad(m: &Mapping, pads: &[(String, u64)]) -> Option<Mapping> {
    m.rewrite(&|n| match n {
        Mapping::Padding {
            inner,
            left: 0,
            size,
        } => match &**inner {
            Mapping::Symbol(s) if pads.iter().any(|(a, p)| a == s.axis.as_str() && p == size) => {
                Some(Mapping::symbol(&format!("{}{UNPADDED_SUFFIX}", s.axis), *size).ok())
            }
            _ => None,
        },
        Mapping::Linear(_) | Mapping::Indirect { .. } => Some(None),
        _ => None,
    })
}

/// Whether the sequencer's placement, which DMA nests and sequencers read, refuses `m`
/// (a strided view of a padded axis, `R # 32 / 8`, even where the normal form has digits).
pub fn unplaceable(m: &Mapping) -> bool {
    crate::sequencer::terms::place(m).is_err()
}

/// `m` read with its right-padded axes unpadded ([`unpad`]) when the placement refuses
/// it ([`unplaceable`]); `None` when the placement reads it as it is or no padded axis
/// can be unpadded.
pub fn unpad_unplaceable(m: &Mapping) -> Option<Mapping> {
    if !unplaceable(m) {
        return None;
    }
    let pads = right_pads(std::slice::from_ref(m));
    if pads.is_empty() {
        return None;
    }
    unpad(m, &pads)
}
