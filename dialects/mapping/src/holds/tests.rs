//! [`IndexSet`] against enumeration of every position (the reference semantics).

use super::*;
use crate::eval::Image;
use crate::testgen::mapping;
use crate::{parse, Axes};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// The reference: every index a position holds, padding and out-of-range coordinates
/// dropped (as `visa_stream::geom` reads a mapping).
fn enumerate(m: &Mapping) -> BTreeSet<Index> {
    let sizes: Vec<(String, u64)> = m
        .symbols()
        .into_iter()
        .map(|s| (s.axis.as_str().to_string(), s.size))
        .collect();
    let mut out = BTreeSet::new();
    for i in 0..m.size() {
        let v = match m.map(i) {
            Image::Padding => vec![],
            Image::Index(i) => vec![i],
            Image::Indices(v) => v,
        };
        out.extend(
            v.into_iter()
                .filter(|x| sizes.iter().all(|(a, n)| x.get(a) < *n)),
        );
    }
    out
}

fn p(ax: &str, s: &str) -> Mapping {
    parse(s, &ax.parse::<Axes>().unwrap()).unwrap()
}

fn same(a: &Mapping, b: &Mapping) -> Option<bool> {
    let (x, y) = (IndexSet::of(a)?, IndexSet::of(b)?);
    Some(x.subset(&y)?.is_ok() && y.subset(&x)?.is_ok())
}

#[test]
fn by_hand() {
    let ax = "A=2048, B=20";
    // constant_add: HBM m[A] and DM Cluster, Slice, Element hold the same tensor.
    assert_eq!(
        same(&p(ax, "m[A]"), &p(ax, "m[1 # 2, A / 8 # 256, A % 8]")),
        Some(true)
    );
    // Half of the slices: A = 1024 (coordinate weight 8 * 128) is missing.
    let half = IndexSet::of(&p(ax, "m[1 # 2, A / 8 % 128 # 256, A % 8]")).unwrap();
    let all = IndexSet::of(&p(ax, "m[A]")).unwrap();
    assert_eq!(half.subset(&all), Some(Ok(())));
    let e = all.subset(&half).unwrap().unwrap_err();
    assert_eq!(e.get("A"), 2047);
    assert!(!half.contains(&e));
    // B padded to 24 and cut into digits: coordinates 20..24 are dropped (L3589–3603).
    assert_eq!(same(&p(ax, "m[B # 24]"), &p(ax, "m[B]")), Some(true));
    // Resize: the first 12 of B.
    let r = IndexSet::of(&p(ax, "m[B = 12]")).unwrap();
    assert_eq!(
        r.subset(&IndexSet::of(&p(ax, "m[B]")).unwrap()),
        Some(Ok(()))
    );
    assert!(IndexSet::of(&p(ax, "m[B]"))
        .unwrap()
        .subset(&r)
        .unwrap()
        .is_err());
    // 2^62 padding positions around one element: decided without enumerating.
    let big = IndexSet::of(&p(ax, "m[1 # 4611686018427387904]")).unwrap();
    assert_eq!(
        big.subset(&IndexSet::of(&p(ax, "m[1]")).unwrap()),
        Some(Ok(()))
    );
    // A linear combination is outside the digit algebra.
    assert_eq!(IndexSet::of(&p(ax, "m[$(B: 1, B: 1)]")), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// Wherever the algebra answers, it answers as enumeration does, and a witness is an
    /// index of the left side the right side lacks.
    #[test]
    fn subset_agrees_with_enumeration(a in mapping(), b in mapping()) {
        let ax: Axes = "A=4, B=6, C=2, U=1".parse().unwrap();
        let (Ok(x), Ok(y)) = (parse(&a, &ax), parse(&b, &ax)) else {
            return Ok(());
        };
        if x.size() > 4096 || y.size() > 4096 {
            return Ok(());
        }
        let (Some(sx), Some(sy)) = (IndexSet::of(&x), IndexSet::of(&y)) else {
            return Ok(());
        };
        let (ex, ey) = (enumerate(&x), enumerate(&y));
        for i in &ex {
            prop_assert!(sx.contains(i), "{} holds {}", x, i);
        }
        prop_assert_eq!(sx.count(), ex.len() as u64, "{}", x);
        let decided = sx.subset(&sy).is_some();
        STATS.with(|c| c.borrow_mut()[usize::from(decided)] += 1);
        match sx.subset(&sy) {
            Some(Ok(())) => prop_assert!(ex.is_subset(&ey), "{} ⊆ {}", x, y),
            Some(Err(w)) => {
                prop_assert!(ex.contains(&w) && !ey.contains(&w), "witness {} for {} ⊄ {}", w, x, y);
            }
            None => {}
        }
    }
}

thread_local! {
    static STATS: std::cell::RefCell<[u32; 2]> = const { std::cell::RefCell::new([0, 0]) };
}

#[test]
fn most_random_pairs_are_decided() {
    subset_agrees_with_enumeration();
    let [unknown, decided] = STATS.with(|c| *c.borrow());
    assert!(
        decided > 4 * unknown,
        "decided {decided}, unknown {unknown}"
    );
}
