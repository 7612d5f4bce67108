//! Tests of the symbolic DMA derivation against the reference semantics: enumerate every
//! destination position, look its index up in the source, and compare the address pairs
//! (and the enumerating fitter's nest) with the derived nest, in order.

use super::fit::fit;
use super::*;
use crate::eval::Image;
use crate::testgen::mapping;
use crate::{parse, Axes, Index};
use proptest::prelude::*;
use std::collections::HashMap;

const LIMITS: Limits = Limits {
    max_packet: 1024,
    max_size: 65_536,
    max_entries: 8,
};

fn p(axes: &Axes, s: &str) -> Mapping {
    parse(s, axes).unwrap_or_else(|e| panic!("{s}: {e}"))
}

/// Every position of a layout in order: `Some((index, address))`, or `None` for padding.
/// `Err` when a position holds several indices (not a DMA layout).
fn enumerate(l: &Layout) -> Result<Vec<Option<(Index, i64)>>, ()> {
    let mut out = vec![Some((Index::new(), l.base))];
    for part in &l.parts {
        let m = part.mapping;
        let mut next = Vec::with_capacity(out.len() * m.size() as usize);
        for prefix in &out {
            for q in 0..m.size() {
                let item = match (prefix, m.map(q)) {
                    (Some((i, a)), Image::Index(j)) => {
                        let mut k = i.clone();
                        k.add(&j);
                        Some((k, a + q as i64 * part.stride))
                    }
                    (_, Image::Indices(_)) => return Err(()),
                    _ => None,
                };
                next.push(item);
            }
        }
        out = next;
    }
    Ok(out)
}

/// The reference: (source address, destination address) for every destination position
/// in order; `None` when the source lacks an index or holds one twice.
fn reference(src: &Layout, dst: &Layout) -> Option<Vec<(i64, i64)>> {
    let mut at: HashMap<Index, Option<i64>> = HashMap::new();
    for (i, a) in enumerate(src).ok()?.into_iter().flatten() {
        at.entry(i).and_modify(|v| *v = None).or_insert(Some(a));
    }
    let mut out = Vec::new();
    for (i, a) in enumerate(dst).ok()?.into_iter().flatten() {
        out.push(((*at.get(&i)?)?, a));
    }
    Some(out)
}

/// The pairs a nest visits, in order.
fn expand(n: &DmaNest) -> Vec<(i64, i64)> {
    let mut ordered = Vec::new();
    let strides: Vec<u64> = {
        let mut v = vec![1u64; n.entries.len()];
        for k in (0..n.entries.len().saturating_sub(1)).rev() {
            v[k] = v[k + 1] * n.entries[k + 1].0;
        }
        v
    };
    let total: u64 = n.entries.iter().map(|e| e.0).product();
    for i in 0..total {
        let (mut a, mut b) = (n.src_base, n.dst_base);
        for (k, &(size, s, d)) in n.entries.iter().enumerate() {
            let c = (i / strides[k] % size) as i64;
            a += c * s;
            b += c * d;
        }
        for j in 0..n.packet as i64 {
            ordered.push((a + j, b + j));
        }
    }
    ordered
}

fn mk(ms: &[Mapping], gap: i64, base: i64) -> Layout<'_> {
    let st = strides(ms, gap);
    Layout {
        parts: ms
            .iter()
            .zip(st)
            .map(|(m, stride)| Part { mapping: m, stride })
            .collect(),
        base,
    }
}

fn one(m: &Mapping) -> Layout<'_> {
    Layout {
        parts: vec![Part {
            mapping: m,
            stride: 1,
        }],
        base: 0,
    }
}

#[test]
fn hbm_to_dm_split_by_hand() {
    // constant_add (002 L202): HBM m[A] -> DM (Cluster m[1 # 2], Slice m[A / 8 # 256],
    // Element m[A % 8]), slice window 2^20 elements: 256 slices of 8 contiguous elements,
    // i.e. [256 : (8, 2^20)] with 8-element packets.
    let ax: Axes = "A=2048".parse().unwrap();
    let (h, c, s, e) = (
        p(&ax, "m[A]"),
        p(&ax, "m[1 # 2]"),
        p(&ax, "m[A / 8 # 256]"),
        p(&ax, "m[A % 8]"),
    );
    let dm = Layout {
        parts: vec![
            Part {
                mapping: &c,
                stride: 256 << 20,
            },
            Part {
                mapping: &s,
                stride: 1 << 20,
            },
            Part {
                mapping: &e,
                stride: 1,
            },
        ],
        base: 0,
    };
    let n = derive(&one(&h), &dm, LIMITS).unwrap();
    assert_eq!(n.entries, vec![(256, 8, 1 << 20)]);
    assert_eq!((n.packet, n.src_base, n.dst_base), (8, 0, 0));
    // And back, DM -> HBM at 1000.
    let hbm = Layout {
        parts: one(&h).parts,
        base: 1000,
    };
    let n = derive(&dm, &hbm, LIMITS).unwrap();
    assert_eq!(n.entries, vec![(256, 1 << 20, 8)]);
    assert_eq!((n.packet, n.src_base, n.dst_base), (8, 0, 1000));
}

#[test]
fn manual_transpose_l2575() {
    // e_1 = A * B * C, e_2 = B * A * C (256 each, L2560): the manual's sequencer in the
    // destination's order is [B=256:(256, 65536), A=256:(65536, 256)] with stride0 = 256
    // elements (C), base (0, 256^3).
    let ax: Axes = "A=256, B=256, C=256".parse().unwrap();
    let (e1, e2) = (p(&ax, "m[A, B, C]"), p(&ax, "m[B, A, C]"));
    let dst = Layout {
        parts: one(&e2).parts,
        base: 1 << 24,
    };
    let n = derive(&one(&e1), &dst, LIMITS).unwrap();
    assert_eq!(n.entries, vec![(256, 256, 65536), (256, 65536, 256)]);
    assert_eq!((n.packet, n.src_base, n.dst_base), (256, 0, 1 << 24));
}

#[test]
fn huge_and_degenerate_layouts_cost_nothing() {
    // 2^24 contiguous elements: packets of 1024, one loop of 16384, no enumeration.
    let ax: Axes = "A=16777216".parse().unwrap();
    let a = p(&ax, "m[A]");
    let n = derive(&one(&a), &one(&a), LIMITS).unwrap();
    assert_eq!(
        (n.entries.clone(), n.packet),
        (vec![(16384, 1024, 1024)], 1024)
    );
    // One element padded to 2^62 positions (issue 7): one packet of one element.
    let ax: Axes = "A=1".parse().unwrap();
    let (x, y) = (p(&ax, "m[1]"), p(&ax, "m[1 # 4611686018427387904]"));
    let n = derive(&one(&x), &one(&y), LIMITS).unwrap();
    assert_eq!((n.entries.clone(), n.packet), (vec![], 1));
    // 2^40 contiguous elements: 2^30 packets need two loops of at most 65,536.
    let ax: Axes = "A=1099511627776".parse().unwrap();
    let a = p(&ax, "m[A]");
    let n = derive(&one(&a), &one(&a), LIMITS).unwrap();
    assert_eq!(n.packet, 1024);
    assert_eq!(
        n.entries,
        vec![(16384, 1 << 26, 1 << 26), (65536, 1024, 1024)]
    );
    assert_eq!(n.elements(), 1 << 40);
    // A prime number of elements over the packet and size limits has no nest.
    let ax: Axes = "A=1000003".parse().unwrap();
    let a = p(&ax, "m[A]");
    assert!(matches!(
        derive(&one(&a), &one(&a), LIMITS),
        Err(DmaError::NotStrided(_))
    ));
}

#[test]
fn errors_name_the_reason() {
    let ax: Axes = "A=8, B=4".parse().unwrap();
    // The destination holds B, the source does not.
    let (a, ab) = (p(&ax, "m[A]"), p(&ax, "m[A, B]"));
    assert_eq!(
        derive(&one(&a), &one(&ab), LIMITS),
        Err(DmaError::Missing {
            axis: Axis::new("B"),
            weight: 1
        })
    );
    // Half of A only.
    let half = p(&ax, "m[A % 4]");
    assert!(matches!(
        derive(&one(&half), &one(&a), LIMITS),
        Err(DmaError::Missing { .. })
    ));
    // Nine loops: a 2-ary digit per level, reversed, is not mergeable.
    let ax: Axes = "A=512".parse().unwrap();
    let fwd = p(&ax, "m[A]");
    let rev = p(
        &ax,
        "m[A % 2, A / 2 % 2, A / 4 % 2, A / 8 % 2, A / 16 % 2, A / 32 % 2, A / 64 % 2, A / 128 % 2, A / 256]",
    );
    assert_eq!(
        derive(&one(&fwd), &one(&rev), LIMITS),
        Err(DmaError::TooManyLoops(9))
    );
    assert!(fit(
        &expand_ref(&fwd, &rev).0,
        &expand_ref(&fwd, &rev).1,
        1024,
        65536
    )
    .is_some_and(|f| f.entries.len() == 9));
}

fn expand_ref(src: &Mapping, dst: &Mapping) -> (Vec<i64>, Vec<i64>) {
    reference(&one(src), &one(dst)).unwrap().into_iter().unzip()
}

/// Checks `derive` against the reference on `src`/`dst`; `true` when it derived a nest.
fn check(src: &Layout, dst: &Layout, limits: Limits) -> Result<bool, TestCaseError> {
    let got = derive(src, dst, limits);
    let want = reference(src, dst);
    let fitted = want.as_ref().and_then(|pairs| {
        let (s, d): (Vec<i64>, Vec<i64>) = pairs.iter().copied().unzip();
        fit(&s, &d, limits.max_packet as usize, limits.max_size)
            .filter(|f| f.entries.len() <= limits.max_entries)
    });
    match (&got, &want) {
        (Ok(n), Some(pairs)) => {
            prop_assert_eq!(&expand(n), pairs, "nest {:?}", n);
            if let Some(f) = &fitted {
                prop_assert_eq!(
                    (&n.entries, n.packet, n.src_base, n.dst_base),
                    (&f.entries, f.packet, f.src_base, f.dst_base)
                );
            }
            Ok(true)
        }
        (Ok(n), None) => Err(TestCaseError::fail(format!(
            "derived {n:?} where the reference has no transfer"
        ))),
        (Err(e), _) => {
            // Where the enumerating fitter finds a nest, the derivation must too (unless
            // the layout uses a factor the digit algebra does not read).
            if fitted.is_some() && !matches!(e, DmaError::Unsupported(_)) {
                return Err(TestCaseError::fail(format!(
                    "fit found {fitted:?} but derive failed: {e}"
                )));
            }
            Ok(false)
        }
    }
}

/// One axis split into digits, as mapping terms.
fn splits() -> impl Strategy<Value = Vec<Vec<&'static str>>> {
    let a = prop_oneof![Just(vec!["A"]), Just(vec!["A / 2", "A % 2"])];
    let b = prop_oneof![
        Just(vec!["B"]),
        Just(vec!["B / 2", "B % 2"]),
        Just(vec!["B / 3", "B % 3"]),
        Just(vec!["B % 3", "B / 3"]),
    ];
    let c = prop_oneof![Just(vec!["C"]), Just(vec!["C / 2", "C % 2"])];
    (a, b, c).prop_map(|(a, b, c)| vec![a, b, c])
}

/// A layout of the tensor A=4, B=6, C=4 (and U=1): its digits shuffled, maybe one padded,
/// cut into up to three parts with gaps between part windows.
fn layout_text() -> impl Strategy<Value = (Vec<String>, Vec<i64>, i64)> {
    (
        splits(),
        any::<prop::sample::Index>(),
        prop::option::of((any::<prop::sample::Index>(), 0u64..3)),
        0usize..3,
        0usize..3,
        0i64..3,
        0i64..20,
        any::<bool>(),
    )
        .prop_flat_map(|(s, _, pad, c1, c2, gap, base, u)| {
            let mut terms: Vec<String> = s.into_iter().flatten().map(String::from).collect();
            if u {
                terms.push("U".to_string());
            }
            let n = terms.len();
            (
                Just(terms).prop_shuffle(),
                Just((pad, c1.min(n), c2, gap, base)),
            )
        })
        .prop_map(|(mut terms, (pad, c1, c2, gap, base))| {
            if let Some((i, extra)) = pad {
                let k = i.index(terms.len());
                terms[k] = format!("{} # {}", terms[k], size_of(&terms[k]) + extra);
            }
            let n = terms.len();
            let c2 = (c1 + c2).min(n);
            let groups = [&terms[..c1], &terms[c1..c2], &terms[c2..]];
            let parts: Vec<String> = groups
                .iter()
                .map(|g| {
                    if g.is_empty() {
                        "m[1]".to_string()
                    } else {
                        format!("m[{}]", g.join(", "))
                    }
                })
                .collect();
            (parts, vec![gap], base)
        })
}

/// Positions of a generated term (A=4, B=6, C=4, U=1).
fn size_of(t: &str) -> u64 {
    match t {
        "A" | "C" => 4,
        "B" => 6,
        "U" => 1,
        "A / 2" | "A % 2" | "B % 2" | "C / 2" | "C % 2" | "B / 3" => 2,
        "B / 2" | "B % 3" => 3,
        _ => unreachable!("{t}"),
    }
}

/// Part strides for parts `ms` (innermost stride 1), each window `gap` larger than needed.
fn strides(ms: &[Mapping], gap: i64) -> Vec<i64> {
    let mut out = vec![0; ms.len()];
    let mut w = 1i64;
    for k in (0..ms.len()).rev() {
        out[k] = w;
        w = w * ms[k].size() as i64 + gap;
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    /// Two arrangements of one tensor: the derived nest visits exactly the reference's
    /// address pairs in order, equals the enumerating fitter's nest, and exists whenever
    /// the fitter finds one.
    #[test]
    fn derived_nest_is_the_enumerated_transfer(
        (sp, sg, sb) in layout_text(),
        (dp, dg, db) in layout_text(),
        small in any::<bool>(),
    ) {
        let ax: Axes = "A=4, B=6, C=4, U=1".parse().unwrap();
        let sm: Vec<Mapping> = sp.iter().map(|t| p(&ax, t)).collect();
        let dm: Vec<Mapping> = dp.iter().map(|t| p(&ax, t)).collect();
        let (src, dst) = (mk(&sm, sg[0], sb), mk(&dm, dg[0], db));
        // Small limits exercise the packet cap and the loop split.
        let limits = if small {
            Limits { max_packet: 4, max_size: 6, max_entries: 8 }
        } else {
            LIMITS
        };
        check(&src, &dst, limits)?;
    }

    /// Arbitrary small mappings (padding, resize, stride, modulo, groups): never a panic,
    /// and every derived nest is the reference transfer.
    #[test]
    fn arbitrary_layouts_never_disagree(src in mapping(), dst in mapping()) {
        let ax: Axes = "A=4, B=6, C=2, U=1".parse().unwrap();
        let (Ok(s), Ok(d)) = (parse(&src, &ax), parse(&dst, &ax)) else {
            return Ok(());
        };
        if s.size() > 4096 || d.size() > 4096 {
            return Ok(());
        }
        check(&one(&s), &one(&d), LIMITS)?;
    }
}
