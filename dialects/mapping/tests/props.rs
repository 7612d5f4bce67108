//! Property tests against the reference semantics (enumeration of `map(i)`):
//! the symbolic equivalence procedure never answers `Equivalent` where
//! enumeration disagrees, its counterexamples are real, the normal form is
//! equivalent to its input, and printing round-trips.
//!
//! Each case checks several random pairs; set `PROPTEST_CASES` for more
//! (the default of 2,000 cases checks 20,000 pairs; `PROPTEST_CASES=40000`
//! checks 400,000).

use proptest::prelude::*;
use visa_mapping::egraph::{self, Limits};
use visa_mapping::equiv::{enumerate, Counterexample, Equivalence, Prover};
use visa_mapping::factor::{factorize, FactorError};
use visa_mapping::normal::canonical;
use visa_mapping::Image;
use visa_mapping::{parse, Axes, LinearTerm, Mapping};

const AXES: &str = "A=4, B=6, C=2, D=8, S=4, S'=S-A, P=#1+C+#1";

/// A tiny deterministic generator driven by the proptest seed.
struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }
    fn divisor(&mut self, n: u64) -> u64 {
        let ds: Vec<u64> = (1..=n).filter(|d| n.is_multiple_of(*d)).collect();
        ds[self.below(ds.len() as u64) as usize]
    }
    fn leaf(&mut self, axes: &Axes) -> Mapping {
        let names = ["A", "B", "C", "D", "B", "D", "S'", "P"];
        let k = self.below(names.len() as u64 + 1) as usize;
        if k == names.len() {
            return Mapping::Identity;
        }
        let name = names[k];
        let d = axes.get(name).unwrap();
        Mapping::Symbol(visa_mapping::Symbol {
            axis: visa_mapping::Axis::new(name),
            size: d.size,
            skew: d.skew.clone(),
            padded: d.padded.clone(),
        })
    }
    fn mapping(&mut self, axes: &Axes, depth: u32) -> Mapping {
        if depth == 0 {
            return self.leaf(axes);
        }
        let m = match self.below(12) {
            0 | 1 => self.leaf(axes),
            2..=4 => {
                let l = self.mapping(axes, depth - 1);
                let r = self.mapping(axes, depth - 1);
                if l.size() * r.size() > 2048 {
                    return l;
                }
                l.pair(r).unwrap()
            }
            5 => {
                let m = self.mapping(axes, depth - 1);
                let d = self.divisor(m.size());
                m.stride(d).unwrap()
            }
            6 => {
                let m = self.mapping(axes, depth - 1);
                let d = self.divisor(m.size());
                m.modulo(d).unwrap()
            }
            7 => {
                let m = self.mapping(axes, depth - 1);
                let r = 1 + self.below(m.size());
                m.resize(r).unwrap()
            }
            8 => {
                let m = self.mapping(axes, depth - 1);
                let s = m.size() + self.below(3);
                m.pad(s).unwrap()
            }
            9 => {
                let m = self.mapping(axes, depth - 1);
                let (l, r) = (self.below(3), self.below(3));
                m.pad_both(l, r).unwrap()
            }
            10 if self.below(3) == 0 => {
                let n = 1 + self.below(2);
                let terms = (0..n)
                    .map(|_| LinearTerm {
                        mapping: self.leaf(axes),
                        stride: 1 + self.below(3),
                    })
                    .collect();
                Mapping::linear(terms).unwrap()
            }
            11 if self.below(3) == 0 => {
                let m = self.mapping(axes, depth - 1);
                let len = 1 + self.below(5);
                let table = (0..len).map(|_| self.below(m.size())).collect();
                m.indirect(table).unwrap()
            }
            _ => self.leaf(axes),
        };
        if m.size() > 2048 {
            self.leaf(axes)
        } else {
            m
        }
    }

    /// A mapping equivalent to `m` by one of the manual's laws (L1017–1028),
    /// applied at a random depth.
    fn law(&mut self, axes: &Axes, m: &Mapping) -> Mapping {
        let sub = |g: &mut Gen, x: &Mapping| g.law(axes, x);
        if self.below(3) == 0 {
            if let Some(r) = match m {
                Mapping::Pair(l, r) => Some(sub(self, l).pair(sub(self, r)).unwrap()),
                Mapping::Stride { inner, stride } => {
                    Some(sub(self, inner).stride(*stride).unwrap())
                }
                Mapping::Modulo { inner, modulo } => {
                    Some(sub(self, inner).modulo(*modulo).unwrap())
                }
                Mapping::Resize { inner, size } => Some(sub(self, inner).resize(*size).unwrap()),
                Mapping::Padding { inner, left, size } => Some(
                    sub(self, inner)
                        .pad_both(*left, size - left - inner.size())
                        .unwrap(),
                ),
                _ => None,
            } {
                return r;
            }
        }
        let e = m.clone();
        let s = e.size();
        match self.below(9) {
            0 => e.pair(Mapping::Identity).unwrap(),
            1 => Mapping::Identity.pair(e).unwrap(),
            2 => e.stride(1).unwrap(),
            3 => e.pad(s).unwrap(),
            4 => e.resize(s).unwrap(),
            5 => {
                // Law 2, for a single axis (see decisions.md for the side condition)
                // or a left-padded group, one virtual axis (decisions.md T10M-1).
                if let Mapping::Symbol(_) | Mapping::Padding { left: 1.., .. } = e {
                    let n = self.divisor(s);
                    e.clone()
                        .stride(n)
                        .unwrap()
                        .pair(e.modulo(n).unwrap())
                        .unwrap()
                } else {
                    e
                }
            }
            6 => {
                // Law 3: [E, F] / |F| and [F, E] % |E| with F empty at 0.
                let f = self.leaf(axes);
                let fs = f.size();
                if self.below(2) == 0 {
                    e.pair(f).unwrap().stride(fs).unwrap()
                } else {
                    f.pair(e).unwrap().modulo(s).unwrap()
                }
            }
            7 => match e {
                // Law 4: reassociate.
                Mapping::Pair(a, bc) => match *bc {
                    Mapping::Pair(b, c) => (*a).pair(*b).unwrap().pair(*c).unwrap(),
                    bc => (*a).pair(bc).unwrap(),
                },
                e => e,
            },
            _ => match e {
                // Law 6: `1` is `X % 1`.
                Mapping::Identity => self.leaf(axes).modulo(1).unwrap(),
                e => e,
            },
        }
    }

    /// A layout of whole axes split into digits `(X / s) % n`, shuffled, some
    /// digits possibly dropped, some factors padded.
    fn digit_layout(&mut self, axes: &Axes, drop: bool) -> Mapping {
        let mut ds = Vec::new();
        for name in ["A", "B", "D"] {
            let n = axes.size(name).unwrap();
            let x = Mapping::symbol(name, n).unwrap();
            let mut s = 1;
            while s < n {
                let rest = n / s;
                let c = self
                    .divisor(rest)
                    .max(if self.below(2) == 0 { rest } else { 1 });
                let c = if c == 1 { rest } else { c };
                ds.push(x.clone().stride(s).unwrap().modulo(c).unwrap());
                s *= c;
            }
        }
        let mut out = Vec::new();
        while !ds.is_empty() {
            let k = self.below(ds.len() as u64) as usize;
            let d = ds.swap_remove(k);
            if drop && self.below(6) == 0 {
                continue;
            }
            let d = if self.below(5) == 0 {
                let s = d.size() + 1 + self.below(2);
                d.pad(s).unwrap()
            } else {
                d
            };
            out.push(d);
        }
        Mapping::list(out).unwrap()
    }

    /// A small mutation of `m` (often a near miss).
    fn mutate(&mut self, axes: &Axes, m: &Mapping) -> Mapping {
        match m {
            Mapping::Pair(l, r) if self.below(2) == 0 => (**r).clone().pair((**l).clone()).unwrap(),
            Mapping::Pair(l, r) => (**l).clone().pair(self.mutate(axes, r)).unwrap(),
            Mapping::Stride { inner, .. } | Mapping::Modulo { inner, .. } => {
                let d = self.divisor(inner.size());
                if self.below(2) == 0 {
                    (**inner).clone().stride(d).unwrap()
                } else {
                    (**inner).clone().modulo(d).unwrap()
                }
            }
            _ => self.mapping(axes, 2),
        }
    }
}

fn check_pair(a: &Mapping, b: &Mapping, prover: &Prover) -> Result<(), TestCaseError> {
    let truth = enumerate(a, b);
    let v = prover.check(a, b);
    match &v.result {
        Equivalence::Equivalent => {
            prop_assert_eq!(
                &truth,
                &Equivalence::Equivalent,
                "{} vs {} ({:?})",
                a,
                b,
                v.method
            )
        }
        Equivalence::NotEquivalent { counterexample } => {
            prop_assert!(truth != Equivalence::Equivalent, "{} vs {}", a, b);
            if let Counterexample::Position {
                position,
                left,
                right,
            } = counterexample
            {
                prop_assert_eq!(&a.map(*position), left);
                prop_assert_eq!(&b.map(*position), right);
                prop_assert_ne!(left, right);
            }
        }
        Equivalence::Unknown => {}
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(2000)
    ))]

    #[test]
    fn symbolic_equivalence_agrees_with_enumeration(seed in 1u64..) {
        let axes: Axes = AXES.parse().unwrap();
        let mut g = Gen(seed);
        let prover = Prover { enumerate_limit: 0, samples: 64, ..Prover::default() };
        let fast = Prover { use_egraph: false, ..prover };
        for k in 0..10 {
            let a = g.mapping(&axes, 3);
            let b = match k % 4 {
                0 | 1 => g.law(&axes, &a),
                2 => g.mutate(&axes, &a),
                _ => g.mapping(&axes, 3),
            };
            // The e-graph is slower; run it on a quarter of the pairs.
            check_pair(&a, &b, if k % 4 == 0 { &prover } else { &fast })?;
        }
    }

    #[test]
    fn normal_form_is_equivalent_and_printing_round_trips(seed in 1u64..) {
        let axes: Axes = AXES.parse().unwrap();
        let mut g = Gen(seed);
        for _ in 0..5 {
            let m = g.mapping(&axes, 4);
            let c = canonical(&m);
            prop_assert_eq!(enumerate(&m, &c), Equivalence::Equivalent, "{} -> {}", m, c);
            prop_assert!(c.check().is_ok(), "{} -> {} is malformed", m, c);
            prop_assert_eq!(&parse(&m.to_string(), &axes).unwrap(), &m);
            prop_assert_eq!(&parse(&c.to_string(), &axes).unwrap(), &c);
        }
    }

    #[test]
    fn egraph_proofs_are_sound(seed in 1u64..) {
        let axes: Axes = AXES.parse().unwrap();
        let mut g = Gen(seed);
        let a = g.mapping(&axes, 3);
        let b = g.law(&axes, &a);
        let limits = Limits { nodes: 2_000, iters: 10 };
        if egraph::prove(&a, &b, limits) {
            prop_assert_eq!(enumerate(&a, &b), Equivalence::Equivalent, "{} vs {}", a, b);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|s| s.parse().ok()).unwrap_or(2000) / 4
    ))]

    #[test]
    fn factorizations_address_the_right_elements(seed in 1u64..) {
        let axes: Axes = AXES.parse().unwrap();
        let mut g = Gen(seed);
        let buf = g.digit_layout(&axes, true);
        let stream = g.digit_layout(&axes, false);
        match factorize(&buf, &stream) {
            Ok(f) => {
                // Axes absent from the buffer are broadcast (L1557): the buffer
                // holds their 0 slice.
                let in_buf: Vec<_> = buf.symbols().iter().map(|s| s.axis.clone()).collect();
                for i in 0..stream.size() {
                    let Image::Index(t) = stream.map(i) else { continue };
                    let pos = f.buffer_position(|a| t.get(a.as_str()));
                    let mut want = visa_mapping::Index::new();
                    for (a, v) in t.iter().filter(|(a, _)| in_buf.contains(a)) {
                        want.add_coord(a, v);
                    }
                    prop_assert_eq!(buf.map(pos), Image::Index(want), "{} read as {}", buf, stream);
                }
            }
            Err(FactorError::InsufficientInput { .. }) => {
                let held: std::collections::BTreeSet<_> =
                    (0..buf.size()).filter_map(|i| buf.map(i).index().cloned()).collect();
                let missing = (0..stream.size())
                    .filter_map(|i| stream.map(i).index().cloned())
                    .any(|t| !held.contains(&t));
                prop_assert!(missing, "{} read as {}: nothing missing", buf, stream);
            }
            Err(FactorError::IncompatibleShapes { .. }) => {}
            Err(e) => prop_assert!(false, "{}", e),
        }
    }
}

/// How often each step decides, on law pairs and on random pairs (no
/// enumeration). Run with `cargo test -p visa-mapping --test props -- --ignored --nocapture`.
#[test]
#[ignore]
fn decision_statistics() {
    use std::collections::BTreeMap;
    let axes: Axes = AXES.parse().unwrap();
    let prover = Prover::symbolic();
    for (label, law) in [("law pairs", true), ("mutated pairs", false)] {
        let mut counts: BTreeMap<String, usize> = BTreeMap::new();
        let mut truth_eq = 0;
        for seed in 1..=5000u64 {
            let mut g = Gen(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
            let a = g.mapping(&axes, 3);
            let b = if law {
                g.law(&axes, &a)
            } else {
                g.mutate(&axes, &a)
            };
            if enumerate(&a, &b) == Equivalence::Equivalent {
                truth_eq += 1;
            }
            let v = prover.check(&a, &b);
            let key = match v.result {
                Equivalence::Equivalent => format!("equivalent/{:?}", v.method),
                Equivalence::NotEquivalent { .. } => format!("not equivalent/{:?}", v.method),
                Equivalence::Unknown => "unknown".to_string(),
            };
            if key == "unknown" && std::env::var("SHOW_UNKNOWN").is_ok() {
                println!("  unknown: {a}  vs  {b}");
            }
            *counts.entry(key).or_default() += 1;
        }
        println!("{label}: {truth_eq} of 5000 equivalent by enumeration; answers {counts:?}");
    }
}
