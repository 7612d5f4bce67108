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

#[test]
fn split_padded_groups() {
    // Masking cases 1 and 2 (L1903–1921) written inline: the views of `# 2 + B + # 4`
    // reach all 96 positions, so all of B is held, as by `m[A, B # 96]` (decisions.md
    // T10M-1); checked against enumeration.
    let ax = "A=32, B=90";
    let g = "[# 2 + B + # 4]";
    let whole = p(ax, "m[A, B # 96]");
    for s in [
        format!("m[A, {g} / 32, {g} % 32]"),
        format!("m[{g} / 32, A, {g} % 32]"),
        "m[A, [B # 96] / 32, [B # 96] % 32]".to_string(),
    ] {
        let m = p(ax, &s);
        let set = IndexSet::of(&m).unwrap_or_else(|| panic!("{s} is decided"));
        assert_eq!(set.count(), enumerate(&m).len() as u64, "{s}");
        assert_eq!(same(&m, &whole), Some(true), "{s}");
    }
    // Only the first 48 positions (B' < 48): B = 0..45, by hand 48 − 2.
    let part = p(ax, &format!("m[A, {g} % 48 / 16, {g} % 16]"));
    assert_eq!(IndexSet::of(&part).unwrap().count(), 32 * 46);
    assert_eq!(enumerate(&part).len(), 32 * 46);
    let (x, y) = (IndexSet::of(&part).unwrap(), IndexSet::of(&whole).unwrap());
    assert_eq!(x.subset(&y), Some(Ok(())));
    assert_eq!(y.subset(&x).unwrap().unwrap_err().get("B"), 89);
    // Views reaching positions 0, 32, 64 only, two different groups, or a group read
    // whole and split: outside the algebra.
    for s in [
        format!("m[A, {g} / 32]"),
        format!("m[A, {g} / 32, [# 3 + B + # 3] % 32]"),
        format!("m[{g}, {g} % 32]"),
    ] {
        assert_eq!(IndexSet::of(&p(ax, &s)), None, "{s}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    /// A padded group split into views, with another axis between the terms: wherever the
    /// algebra answers, it holds exactly the indices enumeration finds (decisions.md T10M-1).
    #[test]
    fn split_groups_agree_with_enumeration(
        x in prop_oneof![Just("B"), Just("A"), Just("[A, C]"), Just("B / 2"), Just("B % 3")],
        l in 0u64..3,
        r in 0u64..5,
        pick in 0usize..16,
        prefix in any::<bool>(),
        other in prop_oneof![Just(""), Just("C"), Just("A")],
    ) {
        let ax: Axes = "A=4, B=6, C=2".parse().unwrap();
        let content = parse(&format!("m[{x}]"), &ax).unwrap().size();
        let phys = l + content + r;
        let g = if l > 0 {
            format!("[# {l} + {x} + # {r}]")
        } else {
            format!("[{x} # {phys}]")
        };
        // A prefix `% m` (m a multiple of d dividing phys) before the split, or the whole group.
        let divs: Vec<u64> = (1..=phys).filter(|d| phys.is_multiple_of(*d)).collect();
        let d = divs[pick % divs.len()];
        let m = if prefix {
            divs.iter().copied().find(|m| m.is_multiple_of(d) && *m > d).unwrap_or(phys)
        } else {
            phys
        };
        let major = if m == phys { format!("{g} / {d}") } else { format!("{g} % {m} / {d}") };
        let terms: Vec<String> = [major, other.to_string(), format!("{g} % {d}")]
            .into_iter()
            .filter(|t| !t.is_empty())
            .collect();
        let Ok(map) = parse(&format!("m[{}]", terms.join(", ")), &ax) else {
            return Ok(());
        };
        if let Some(set) = IndexSet::of(&map) {
            let e = enumerate(&map);
            for i in &e {
                prop_assert!(set.contains(i), "{} holds {}", map, i);
            }
            prop_assert_eq!(set.count(), e.len() as u64, "{}", map);
        }
    }
}
