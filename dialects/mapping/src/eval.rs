//! Reference semantics: `size` and `map(i)` exactly as the manual's trait
//! implementations define them (L624–903), plus skewed axes (L986–1004),
//! sliding windows (L1006–1016), table-driven access, and left-padded groups
//! `# l + e + # r` split by `/` and `%` read as one padded coordinate, as the masking
//! examples' let-bound axis (L1903–1921; docs/decisions.md T10M-1).
//!
//! This is the oracle every other algorithm in the crate is tested against.

use crate::axes::Axis;
use crate::expr::{LinearTerm, Mapping, Symbol};
use crate::index::Index;
use std::collections::BTreeSet;
use std::fmt;

/// What a buffer position holds.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Image {
    /// No tensor element (padding, a hole, or out of range).
    Padding,
    /// Exactly one tensor index.
    Index(Index),
    /// Several tensor indices (only sliding windows `$(...)`, L1013), sorted.
    Indices(Vec<Index>),
}

impl Image {
    /// The single index, if the position holds exactly one.
    pub fn index(&self) -> Option<&Index> {
        match self {
            Image::Index(i) => Some(i),
            _ => None,
        }
    }

    fn from_set(mut v: Vec<Index>) -> Image {
        v.sort();
        v.dedup();
        match v.len() {
            0 => Image::Padding,
            1 => Image::Index(v.pop().unwrap_or_default()),
            _ => Image::Indices(v),
        }
    }
}

impl fmt::Display for Image {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Image::Padding => f.write_str("padding"),
            Image::Index(i) => write!(f, "{i}"),
            Image::Indices(v) => {
                for (k, i) in v.iter().enumerate() {
                    if k > 0 {
                        f.write_str(" | ")?;
                    }
                    write!(f, "{i}")?;
                }
                Ok(())
            }
        }
    }
}

impl Mapping {
    /// What buffer position `i` holds (`M::map(i)`); positions `>= size()` are padding.
    pub fn map(&self, i: u64) -> Image {
        let derived = self.derived();
        let v = if self.is_functional() {
            scoped1(self, i).into_iter().collect()
        } else {
            scoped(self, i)
        };
        let v = v
            .into_iter()
            .filter_map(|idx| resolve(idx, &derived))
            .collect();
        Image::from_set(v)
    }

    /// The distinct derived-axis symbols (skewed or padded) this mapping uses.
    pub fn derived(&self) -> Vec<Symbol> {
        let mut v: Vec<Symbol> = self
            .symbols()
            .into_iter()
            .filter(|s| s.is_derived())
            .cloned()
            .collect();
        v.sort();
        v.dedup();
        v
    }

    /// Whether this is a left-padded group `# l + e + # r` with `l > 0`.
    pub fn is_left_padded(&self) -> bool {
        matches!(self, Mapping::Padding { left: 1.., .. })
    }

    /// The distinct left-padded groups of this mapping that are not inside another
    /// one, in order of first occurrence: the groups whose padded positions `map` sums
    /// over the terms that split them (decisions.md T10M-1).
    pub fn left_padded_groups(&self) -> Vec<&Mapping> {
        fn go<'a>(m: &'a Mapping, out: &mut Vec<&'a Mapping>) {
            if m.is_left_padded() {
                if !out.contains(&m) {
                    out.push(m);
                }
                return;
            }
            for c in m.children() {
                go(c, out);
            }
        }
        let mut v = Vec::new();
        go(self, &mut v);
        v
    }

    /// Whether a left-padded group occurs anywhere in this mapping.
    pub fn has_left_padded(&self) -> bool {
        self.is_left_padded() || self.children().iter().any(|c| c.has_left_padded())
    }
}

/// The left-padded groups `# l + e + # r` (`l > 0`) of a mapping that are not inside
/// another such group, distinct (equal groups are one), each with the virtual axis its
/// positions are summed on (docs/decisions.md T10M-1).
///
/// The padded positions of a group form one coordinate, like the manual's let-bound
/// `B' = # 2 + B + # 4` (L1907): the terms that split it (`[# 2 + B + # 4] / 32` and
/// `[# 2 + B + # 4] % 32`) contribute digits of that position, and the group's left pad
/// is taken off once, after the digits are summed. A group inside another group's content
/// is summed within that content's evaluation.
struct Groups<'a>(Vec<(&'a Mapping, Axis)>);

impl<'a> Groups<'a> {
    fn of(m: &'a Mapping) -> Groups<'a> {
        // `#k` is no axis name (`is_axis_name`), so it cannot meet a tensor axis.
        Groups(
            m.left_padded_groups()
                .into_iter()
                .enumerate()
                .map(|(k, g)| (g, Axis::new(&format!("#{k}"))))
                .collect(),
        )
    }

    /// The virtual axis of group `g`.
    fn key(&self, g: &Mapping) -> Option<&Axis> {
        self.0
            .iter()
            .find(|(h, _)| std::ptr::eq(*h, g) || *h == g)
            .map(|(_, a)| a)
    }

    /// Each group's content position (its summed coordinate minus the left pad),
    /// taken out of `idx`; `None` when some group's coordinate falls in its padding.
    fn take(&self, idx: &mut Index) -> Option<Vec<(&'a Mapping, u64)>> {
        let mut out = Vec::with_capacity(self.0.len());
        for (g, key) in &self.0 {
            let v = idx.take(key);
            let Mapping::Padding { inner, left, .. } = g else {
                continue;
            };
            if v < *left || v - left >= inner.size() {
                return None;
            }
            out.push((&**inner, v - left));
        }
        Some(out)
    }
}

/// The functional evaluator with left-padded groups resolved (no `$(...)` inside).
fn scoped1(m: &Mapping, i: u64) -> Option<Index> {
    let groups = Groups::of(m);
    let mut idx = map1(m, i, &groups)?;
    for (inner, p) in groups.take(&mut idx)? {
        idx.add(&scoped1(inner, p)?);
    }
    Some(idx)
}

/// The relational evaluator with left-padded groups resolved.
fn scoped(m: &Mapping, i: u64) -> Vec<Index> {
    let groups = Groups::of(m);
    let mut out = Vec::new();
    for mut idx in relation(m, i, &groups) {
        let Some(parts) = groups.take(&mut idx) else {
            continue;
        };
        let mut acc = vec![idx];
        for (inner, p) in parts {
            acc = cross(&acc, &scoped(inner, p));
        }
        out.extend(acc);
    }
    out
}

/// Replaces each derived label by its base axis: a skewed `B' = B - A` by
/// `B = (B' + A) mod |B|` (L1002), a padded `B' = # l + B + # r` by
/// `B = B' - l`, or padding when `B'` falls in the padding (L1900).
fn resolve(mut idx: Index, derived: &[Symbol]) -> Option<Index> {
    for s in derived {
        if let Some(k) = &s.skew {
            let b = idx.take(&s.axis);
            let a = idx.get(k.minus.as_str());
            idx.add_coord(&k.base, (b + a) % k.base_size);
        }
    }
    for s in derived {
        if let Some(p) = &s.padded {
            let b = idx.take(&s.axis);
            if b < p.left || b >= p.left + p.base_size {
                return None;
            }
            idx.add_coord(&p.base, b - p.left);
        }
    }
    Some(idx)
}

/// The functional evaluator (no `$(...)` inside); a group of `groups` contributes its
/// padded position on its virtual axis.
fn map1(m: &Mapping, i: u64, groups: &Groups) -> Option<Index> {
    match m {
        Mapping::Identity => (i == 0).then(Index::new),
        Mapping::Symbol(s) => (i < s.size).then(|| {
            let mut idx = Index::new();
            idx.add_coord(&s.axis, i);
            idx
        }),
        Mapping::Pair(l, r) => {
            let rs = r.size().max(1);
            let mut a = map1(l, i / rs, groups)?;
            let b = map1(r, i % rs, groups)?;
            a.add(&b);
            Some(a)
        }
        Mapping::Padding { inner, left, size } => {
            if i >= *size {
                return None;
            }
            if let Some(key) = groups.key(m) {
                let mut idx = Index::new();
                idx.add_coord(key, i);
                return Some(idx);
            }
            if i < *left {
                None
            } else {
                map1(inner, i - left, groups)
            }
        }
        Mapping::Resize { inner, size } => (i < *size).then(|| map1(inner, i, groups)).flatten(),
        Mapping::Stride { inner, stride } => (i < m.size())
            .then(|| map1(inner, i * stride, groups))
            .flatten(),
        Mapping::Modulo { inner, modulo } => (i < *modulo)
            .then(|| map1(inner, i % inner.size(), groups))
            .flatten(),
        Mapping::Indirect { inner, table } => {
            let t = *table.get(usize::try_from(i).ok()?)?;
            map1(inner, t, groups)
        }
        Mapping::Linear(_) => relation(m, i, groups).into_iter().next(),
    }
}

/// The relational evaluator: every index position `i` holds (L1009, read with
/// the tensor indices combined by `⊕`; see decisions.md "Linear combination").
fn relation(m: &Mapping, i: u64, groups: &Groups) -> Vec<Index> {
    match m {
        Mapping::Identity | Mapping::Symbol(_) => map1(m, i, groups).into_iter().collect(),
        Mapping::Pair(l, r) => {
            let rs = r.size().max(1);
            let a = relation(l, i / rs, groups);
            if a.is_empty() {
                return a;
            }
            let b = relation(r, i % rs, groups);
            cross(&a, &b)
        }
        Mapping::Padding { inner, left, size } => {
            if i >= *size {
                vec![]
            } else if groups.key(m).is_some() {
                map1(m, i, groups).into_iter().collect()
            } else if i < *left {
                vec![]
            } else {
                relation(inner, i - left, groups)
            }
        }
        Mapping::Resize { inner, size } if i < *size => relation(inner, i, groups),
        Mapping::Stride { inner, stride } if i < m.size() => relation(inner, i * stride, groups),
        Mapping::Modulo { inner, modulo } if i < *modulo => {
            relation(inner, i % inner.size(), groups)
        }
        Mapping::Resize { .. } | Mapping::Stride { .. } | Mapping::Modulo { .. } => vec![],
        Mapping::Indirect { inner, table } => usize::try_from(i)
            .ok()
            .and_then(|k| table.get(k))
            .map(|&t| relation(inner, t, groups))
            .unwrap_or_default(),
        Mapping::Linear(terms) => {
            if i >= m.size() {
                return vec![];
            }
            let mut out = BTreeSet::new();
            solve(terms, i, Index::new(), groups, &mut out);
            out.into_iter().collect()
        }
    }
}

fn cross(a: &[Index], b: &[Index]) -> Vec<Index> {
    let mut out = Vec::with_capacity(a.len() * b.len());
    for x in a {
        for y in b {
            let mut z = x.clone();
            z.add(y);
            out.push(z);
        }
    }
    out
}

/// All choices `si_k < size(e_k)` with `sum si_k * n_k = rest`, combined.
fn solve(terms: &[LinearTerm], rest: u64, acc: Index, groups: &Groups, out: &mut BTreeSet<Index>) {
    let Some((t, more)) = terms.split_first() else {
        if rest == 0 {
            out.insert(acc);
        }
        return;
    };
    let n = t.mapping.size();
    if more.is_empty() && t.stride > 0 {
        // The last operand's position is determined: rest = si * stride.
        if rest.is_multiple_of(t.stride) && rest / t.stride < n {
            for ti in relation(&t.mapping, rest / t.stride, groups) {
                let mut next = acc.clone();
                next.add(&ti);
                out.insert(next);
            }
        }
        return;
    }
    for si in 0..n {
        let used = si.saturating_mul(t.stride);
        if used > rest {
            break;
        }
        for ti in relation(&t.mapping, si, groups) {
            let mut next = acc.clone();
            next.add(&ti);
            solve(more, rest - used, next, groups, out);
        }
    }
}

#[cfg(test)]
mod tests {
    //! Golden cases of digest-A §3.1 (GT-01 .. GT-16); manual lines cited per test.
    use super::*;
    use crate::{parse, Axes, ErrorKind, Names};

    fn ax(s: &str) -> Axes {
        s.parse().unwrap()
    }
    fn idx(p: &[(&str, u64)]) -> Image {
        Image::Index(Index::from_pairs(p.iter().copied()))
    }
    fn eval_all(m: &Mapping) -> Vec<Image> {
        (0..m.size()).map(|i| m.map(i)).collect()
    }

    #[test]
    fn gt01_symbol() {
        // L624–640: m![A], A = 8.
        let m = parse("m![A]", &ax("A=8")).unwrap();
        assert_eq!(m.size(), 8);
        for i in 0..8 {
            assert_eq!(m.map(i), idx(&[("A", i)]));
        }
        assert_eq!(m.map(0), Image::Index(Index::new()));
        assert_eq!(m.map(8), Image::Padding);
    }

    #[test]
    fn gt02_pair() {
        // L678–695: m![A, B], 519 -> {A:1, B:7}, 1031 -> {A:2, B:7}.
        let m = parse("m![A, B]", &ax("A=8, B=512")).unwrap();
        assert_eq!(m.size(), 4096);
        for i in (0..4096).step_by(37) {
            assert_eq!(m.map(i), idx(&[("A", i / 512), ("B", i % 512)]));
        }
        assert_eq!(m.map(519), idx(&[("A", 1), ("B", 7)]));
        assert_eq!(m.map(1031), idx(&[("A", 2), ("B", 7)]));
        assert_eq!(m.map(4096), Image::Padding);
    }

    #[test]
    fn gt03_identity() {
        // L723–730.
        let a = ax("A=8");
        let m = parse("m![1]", &a).unwrap();
        assert_eq!(
            (m.size(), m.map(0), m.map(1)),
            (1, idx(&[]), Image::Padding)
        );
        let plain = eval_all(&parse("m![A]", &a).unwrap());
        assert_eq!(eval_all(&parse("m![1, A]", &a).unwrap()), plain);
        assert_eq!(eval_all(&parse("m![A, 1]", &a).unwrap()), plain);
    }

    #[test]
    fn gt04_padding() {
        // L744–762: m![C, D # 64] with C = 13, D = 61.
        let m = parse("m![C, D # 64]", &ax("C=13, D=61")).unwrap();
        assert_eq!(m.size(), 832);
        assert_eq!(m.map(0), idx(&[]));
        assert_eq!(m.map(60), idx(&[("D", 60)]));
        for i in 61..64 {
            assert_eq!(m.map(i), Image::Padding);
        }
        assert_eq!(m.map(64), idx(&[("C", 1)]));
    }

    #[test]
    fn gt05_resize() {
        // L786–797: m![C, D = 2] with C = 2, D = 3.
        let m = parse("m![C, D = 2]", &ax("C=2, D=3")).unwrap();
        assert_eq!(m.size(), 4);
        let want = [(0, 0), (0, 1), (1, 0), (1, 1)];
        for (i, (c, d)) in want.into_iter().enumerate() {
            assert_eq!(m.map(i as u64), idx(&[("C", c), ("D", d)]));
        }
        assert_eq!(m.map(4), Image::Padding);
    }

    #[test]
    fn gt06_stride_modulo() {
        // L837–866.
        let a = ax("A=8, B=512");
        let d1 = parse("m![B / 64]", &a).unwrap();
        assert_eq!(d1.size(), 8);
        for i in 0..8 {
            assert_eq!(d1.map(i), idx(&[("B", 64 * i)]));
        }
        assert_eq!(d1.map(8), Image::Padding);
        let d2 = parse("m![B % 64]", &a).unwrap();
        assert_eq!(d2.size(), 64);
        for j in 0..64 {
            assert_eq!(d2.map(j), idx(&[("B", j)]));
        }
        assert_eq!(d2.map(64), Image::Padding);
        let e = parse("m![B / 64, B % 64]", &a).unwrap();
        let b = parse("m![B]", &a).unwrap();
        assert_eq!(eval_all(&e), eval_all(&b));
        assert_eq!(e.map(130), idx(&[("B", 130)]));
        assert_eq!(e.map(512), Image::Padding);
    }

    #[test]
    fn gt07_table() {
        // L906–913: B = 16, m![B / 4, B % 4]; row r, column c holds B = 4r + c.
        let m = parse("m![B / 4, B % 4]", &ax("B=16")).unwrap();
        for r in 0..4 {
            for c in 0..4 {
                assert_eq!(m.map(4 * r + c), idx(&[("B", 4 * r + c)]));
            }
        }
    }

    #[test]
    fn gt08_nested_bits() {
        // L919–953: map(64i + 2j + k) = {B: 64i + j + 32k}; map(67) = {B: 97}.
        let m = parse("m![B / 64, B % 32, B / 32 % 2]", &ax("A=8, B=512")).unwrap();
        assert_eq!(m.size(), 512);
        for i in 0..8 {
            for j in 0..32 {
                for k in 0..2 {
                    assert_eq!(
                        m.map(64 * i + 2 * j + k),
                        idx(&[("B", 64 * i + j + 32 * k)])
                    );
                }
            }
        }
        assert_eq!(m.map(67), idx(&[("B", 97)]));
        // Binary: buffer 001_00001_1 -> B 001_1_00001.
        assert_eq!(m.map(0b0_0100_0011), idx(&[("B", 0b0_0110_0001)]));
        assert_eq!(m.map(512), Image::Padding);
    }

    #[test]
    fn gt09_escape() {
        // L979–985.
        let a = ax("A=8, B=512");
        let mut n = Names::new();
        n.insert("L", parse("m![A]", &a).unwrap());
        n.insert("R", parse("m![B]", &a).unwrap());
        let e = crate::parse_with("m![{ L }, { R }]", &a, &n).unwrap();
        assert_eq!(e, parse("m![A, B]", &a).unwrap());
    }

    #[test]
    fn gt10_slice_distribution() {
        // L145: A = 2048; sizes 256, 8, 2; slice s element e holds A = 8s + e.
        let a = ax("A=2048");
        let s = parse("m![A / 8 # 256]", &a).unwrap();
        let e = parse("m![A % 8]", &a).unwrap();
        assert_eq!((s.size(), e.size()), (256, 8));
        assert_eq!(parse("m![1 # 2]", &a).unwrap().size(), 2);
        for si in 0..256 {
            for ei in 0..8 {
                let mut t = s.map(si).index().cloned().unwrap();
                t.add(e.map(ei).index().unwrap());
                assert_eq!(t, Index::from_pairs([("A", 8 * si + ei)]));
            }
        }
    }

    #[test]
    fn gt11_gt12_tile_mappings() {
        // L819–835 and L960–972: tile mapping sizes (physical footprints).
        let a = ax("A=8, B=512");
        let t = parse("m![A, B = 2 # 4]", &a).unwrap();
        assert_eq!(t.size(), 32);
        assert_eq!(t.map(1), idx(&[("B", 1)]));
        assert_eq!(t.map(2), Image::Padding);
        assert_eq!(t.map(4), idx(&[("A", 1)]));
        let b = parse("m![A, B / 32 = 2 # 16, B % 32]", &a).unwrap();
        assert_eq!(b.size(), 8 * 16 * 32);
        assert_eq!(b.map(32 + 5), idx(&[("B", 37)]));
        assert_eq!(b.map(64), Image::Padding);
        // L972: `B / 32 = 1` holds only the empty index, like m![1].
        let one = parse("m![B / 32 = 1]", &a).unwrap();
        assert_eq!(eval_all(&one), eval_all(&parse("m![1]", &a).unwrap()));
    }

    #[test]
    fn gt13_skew() {
        // L992–1004: A = 4, B = 4, B' = B - A, m![A, B' = 4]; B = (B' + A) % 4.
        let m = parse("m![A, B' = 4]", &ax("A=4, B=4, B'=B-A")).unwrap();
        let table = [
            ((0, 0), (0, 0)),
            ((0, 1), (0, 1)),
            ((0, 2), (0, 2)),
            ((0, 3), (0, 3)),
            ((1, 0), (1, 1)),
            ((1, 1), (1, 2)),
            ((1, 2), (1, 3)),
            ((1, 3), (1, 0)),
            ((2, 0), (2, 2)),
            ((2, 2), (2, 0)),
            ((3, 1), (3, 0)),
            ((3, 3), (3, 2)),
        ];
        for ((a, bp), (ta, tb)) in table {
            assert_eq!(m.map(4 * a + bp), idx(&[("A", ta), ("B", tb)]));
        }
    }

    #[test]
    fn gt14_sliding() {
        // L1008–1016: {N=5, F=3}, $(N:1, F:2): size 9; (N, F) at N + 2F.
        let m = parse("m![$(N:1, F:2)]", &ax("N=5, F=3")).unwrap();
        assert_eq!(m.size(), 9);
        assert!(!m.is_functional());
        // Independent reference: enumerate the table of L1010.
        for si in 0..9 {
            let mut want = vec![];
            for n in 0..5 {
                for f in 0..3 {
                    if n + 2 * f == si {
                        want.push(Index::from_pairs([("N", n), ("F", f)]));
                    }
                }
            }
            want.sort();
            let got = match m.map(si) {
                Image::Index(i) => vec![i],
                Image::Indices(v) => v,
                Image::Padding => vec![],
            };
            assert_eq!(got, want, "buffer {si}");
        }
        // L1013: buffer 4 holds {N:4}, {N:2, F:1} and {F:2}.
        let Image::Indices(v) = m.map(4) else {
            panic!("expected three indices")
        };
        assert_eq!(v.len(), 3);
        assert_eq!(m.map(9), Image::Padding);
    }

    #[test]
    fn gt16_construction_errors() {
        // L873, L891.
        let a = ax("B=512");
        let e = parse("m![B / 3]", &a).unwrap_err();
        assert!(e
            .to_string()
            .contains("Stride size must divide the original size"));
        assert!(matches!(e.kind, ErrorKind::StrideNotDivide { .. }));
        let e = parse("m![B % 3]", &a).unwrap_err();
        assert!(e
            .to_string()
            .contains("Modulo size must divide the original size"));
    }

    #[test]
    fn padded_axis_masking_l1900() {
        // Masking case 1 (L1905–1912): B = 90, B' = # 2 + B + # 4, Time m![A, B' / 32],
        // Packet m![B' % 32]; the first 2 and last 4 positions of each row are padding.
        let m = parse("m![A, B' / 32, B' % 32]", &ax("A=32, B=90, B'=#2+B+#4")).unwrap();
        assert_eq!(m.size(), 32 * 96);
        for a in 0..32 {
            for bp in 0..96 {
                let want = if (2..92).contains(&bp) {
                    idx(&[("A", a), ("B", bp - 2)])
                } else {
                    Image::Padding
                };
                assert_eq!(m.map(96 * a + bp), want);
            }
        }
    }

    #[test]
    fn inline_left_padded_group_is_one_coordinate() {
        // Masking cases 1 and 2 (L1905–1921) written inline: the terms splitting
        // `# 2 + B + # 4` sum one padded coordinate B' and the left pad is taken off once
        // (decisions.md T10M-1). By hand: case 1 position 96a + 32q + r is B' = 32q + r,
        // case 2 position 1024q + 32a + r likewise; B = B' - 2 for 2 <= B' < 92.
        let a = ax("A=32, B=90");
        let g = "[# 2 + B + # 4]";
        let case1 = parse(&format!("m![A, {g} / 32, {g} % 32]"), &a).unwrap();
        let case2 = parse(&format!("m![{g} / 32, A, {g} % 32]"), &a).unwrap();
        let want = |a: u64, bp: u64| {
            if (2..92).contains(&bp) {
                idx(&[("A", a), ("B", bp - 2)])
            } else {
                Image::Padding
            }
        };
        for av in 0..32 {
            for q in 0..3 {
                for r in 0..32 {
                    let bp = 32 * q + r;
                    assert_eq!(case1.map(96 * av + bp), want(av, bp), "case 1 {av} {bp}");
                    assert_eq!(case2.map(1024 * q + 32 * av + r), want(av, bp));
                }
            }
        }
        // Hand-picked: Time index 1, lane 0 is B' = 32, B = 30 (not padding, and not 28 as
        // when each term takes the pad off); lane 1 of index 0 is the second pad position.
        assert_eq!(case1.map(32), idx(&[("B", 30)]));
        assert_eq!(case1.map(1), Image::Padding);
        assert_eq!(case1.map(91), idx(&[("B", 89)]));
        // The same as the manual's let-bound axis (axes.rs), position by position.
        let letb = parse("m![A, B' / 32, B' % 32]", &ax("A=32, B=90, B'=#2+B+#4")).unwrap();
        assert_eq!(eval_all(&case1), eval_all(&letb));
        // One term alone: its own coordinate (positions 0 and 1 are the pad, 2 is B = 0),
        // as before; a whole group reads as it always did.
        let packet = parse(&format!("m![{g} % 32]"), &a).unwrap();
        assert_eq!(packet.map(1), Image::Padding);
        assert_eq!(packet.map(2), idx(&[]));
        assert_eq!(packet.map(31), idx(&[("B", 29)]));
        let time = parse(&format!("m![{g} / 32]"), &a).unwrap();
        assert_eq!(time.map(0), Image::Padding);
        assert_eq!(time.map(2), idx(&[("B", 62)]));
        // Two different groups are two coordinates: `# 1 + B + # 5` at 32 and
        // `# 2 + B + # 4` at 3 are B = 31 and B = 1, summed to 32.
        let two = parse(&format!("m![[# 1 + B + # 5] / 32, {g} % 32]"), &a).unwrap();
        assert_eq!(two.map(3), Image::Padding);
        assert_eq!(two.map(32 + 3), idx(&[("B", 32)]));
        // A group inside another group's content is summed within that content.
        let nested = parse(
            "m![# 1 + [[# 1 + C + # 1] / 2, [# 1 + C + # 1] % 2]]",
            &ax("C=2"),
        )
        .unwrap();
        let by_hand = [None, None, Some(0), Some(1), None];
        for (i, c) in by_hand.into_iter().enumerate() {
            let want = c.map_or(Image::Padding, |c| idx(&[("C", c)]));
            assert_eq!(nested.map(i as u64), want, "nested {i}");
        }
    }

    #[test]
    fn left_padding_and_indirect() {
        // L1900: `# 2 + B + # 4` with B = 90 is 96 positions, content at 2..92.
        let m = parse("m![# 2 + B + # 4]", &ax("B=90")).unwrap();
        assert_eq!(m.size(), 96);
        assert_eq!(m.map(0), Image::Padding);
        assert_eq!(m.map(1), Image::Padding);
        assert_eq!(m.map(2), idx(&[]));
        assert_eq!(m.map(91), idx(&[("B", 89)]));
        assert_eq!(m.map(92), Image::Padding);
        let g = parse("m![A @ [3, 0, 3]]", &ax("A=4")).unwrap();
        assert_eq!(g.size(), 3);
        assert_eq!(g.map(0), idx(&[("A", 3)]));
        assert_eq!(g.map(1), idx(&[]));
        assert_eq!(g.map(3), Image::Padding);
    }
}
