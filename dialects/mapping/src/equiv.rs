//! Deciding mapping equivalence (manual L1017–1028): `E1 ≡ E2` iff their sizes
//! are equal and `E1::map(i) == E2::map(i)` for every `i`.
//!
//! [`Prover::check`] tries, in order: sizes; normal forms ([`crate::normal`]);
//! the e-graph ([`crate::egraph`]); a search for a differing position at the
//! factor boundaries of both mappings and at pseudo-random positions; and
//! exhaustive enumeration when the size is at most `enumerate_limit`.
//! `Equivalent` comes only from a proof or a complete enumeration;
//! `NotEquivalent` always carries a concrete counterexample.

use crate::egraph::{self, Limits};
use crate::eval::Image;
use crate::expr::Mapping;
use crate::normal::{normalize, Factor, Normal};
use std::fmt;

/// Why two mappings differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Counterexample {
    /// The sizes differ (then `map` may still agree where both are defined).
    Sizes {
        /// Size of the left mapping.
        left: u64,
        /// Size of the right mapping.
        right: u64,
    },
    /// A buffer position whose contents differ.
    Position {
        /// The buffer position.
        position: u64,
        /// What the left mapping holds there.
        left: Image,
        /// What the right mapping holds there.
        right: Image,
    },
}

impl fmt::Display for Counterexample {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Counterexample::Sizes { left, right } => write!(f, "sizes differ: {left} vs {right}"),
            Counterexample::Position {
                position,
                left,
                right,
            } => write!(f, "position {position}: {left} vs {right}"),
        }
    }
}

/// The answer to an equivalence query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Equivalence {
    /// Proved equivalent (or enumerated completely).
    Equivalent,
    /// Not equivalent, with a witness.
    NotEquivalent {
        /// A witness the caller can re-check with [`Mapping::map`].
        counterexample: Counterexample,
    },
    /// Neither proved nor disproved within the limits.
    Unknown,
}

/// Which step decided a query.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// The sizes differ.
    Size,
    /// Equal normal forms.
    NormalForm,
    /// The e-graph merged both sides.
    EGraph,
    /// A counterexample found at a chosen position.
    Search,
    /// Every position compared.
    Enumeration,
    /// Nothing decided.
    GaveUp,
}

/// An answer and how it was reached.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// The answer.
    pub result: Equivalence,
    /// The step that decided it.
    pub method: Method,
}

/// Configuration of the decision procedure.
#[derive(Clone, Copy, Debug)]
pub struct Prover {
    /// Enumerate every position when the size is at most this (0 disables).
    pub enumerate_limit: u64,
    /// Run the e-graph when normal forms differ.
    pub use_egraph: bool,
    /// E-graph limits.
    pub limits: Limits,
    /// Pseudo-random positions probed for a counterexample.
    pub samples: u64,
}

impl Default for Prover {
    fn default() -> Self {
        Prover {
            enumerate_limit: 1 << 16,
            use_egraph: true,
            limits: Limits::default(),
            samples: 256,
        }
    }
}

/// Decides `a ≡ b` with the default [`Prover`].
pub fn equivalent(a: &Mapping, b: &Mapping) -> Equivalence {
    Prover::default().check(a, b).result
}

/// Decides `a ≡ b` by comparing every position (the definition, L1019–1021).
pub fn enumerate(a: &Mapping, b: &Mapping) -> Equivalence {
    if a.size() != b.size() {
        return sizes(a, b);
    }
    (0..a.size())
        .find_map(|i| differ(a, b, i))
        .map_or(Equivalence::Equivalent, |counterexample| {
            Equivalence::NotEquivalent { counterexample }
        })
}

fn sizes(a: &Mapping, b: &Mapping) -> Equivalence {
    Equivalence::NotEquivalent {
        counterexample: Counterexample::Sizes {
            left: a.size(),
            right: b.size(),
        },
    }
}

fn differ(a: &Mapping, b: &Mapping, i: u64) -> Option<Counterexample> {
    let (l, r) = (a.map(i), b.map(i));
    (l != r).then_some(Counterexample::Position {
        position: i,
        left: l,
        right: r,
    })
}

impl Prover {
    /// Only the symbolic steps and the counterexample search (no enumeration).
    pub fn symbolic() -> Self {
        Prover {
            enumerate_limit: 0,
            ..Prover::default()
        }
    }

    /// Decides `a ≡ b`.
    pub fn check(&self, a: &Mapping, b: &Mapping) -> Verdict {
        let verdict = |result, method| Verdict { result, method };
        if a.size() != b.size() {
            return verdict(sizes(a, b), Method::Size);
        }
        // `normalize(m)` is equivalent to `m`, so equal normal forms suffice;
        // `egraph::prove` checks the derived axes of its own inputs.
        let (na, nb) = (normalize(a), normalize(b));
        if na == nb {
            return verdict(Equivalence::Equivalent, Method::NormalForm);
        }
        let size = a.size();
        let probes = probes(&na, &nb, size, self.samples);
        let (boundary, random) = probes.split_at(probes.len() - self.samples as usize);
        let search = |ps: &[u64]| {
            ps.iter()
                .find_map(|&i| differ(a, b, i))
                .map(|counterexample| {
                    verdict(
                        Equivalence::NotEquivalent { counterexample },
                        Method::Search,
                    )
                })
        };
        if let Some(v) = search(boundary) {
            return v;
        }
        if self.use_egraph && egraph::prove(&na.to_mapping(), &nb.to_mapping(), self.limits) {
            return verdict(Equivalence::Equivalent, Method::EGraph);
        }
        if size <= self.enumerate_limit {
            return verdict(enumerate(a, b), Method::Enumeration);
        }
        if let Some(v) = search(random) {
            return v;
        }
        verdict(Equivalence::Unknown, Method::GaveUp)
    }
}

/// Positions likely to expose a difference: every factor boundary of both
/// normal forms (digit values 1, middle, last; padding edges), then exactly
/// `samples` deterministic pseudo-random positions (kept last).
fn probes(na: &Normal, nb: &Normal, size: u64, samples: u64) -> Vec<u64> {
    let mut out = vec![0, 1, size - 1];
    for n in [na, nb] {
        let mut beta = 1u64;
        for f in n.0.iter().rev() {
            let p = f.size();
            let mut ds = vec![1, p / 2, p - 1];
            if let Factor::Block { left, valid, .. } = f {
                ds.extend([*left, (left + valid).saturating_sub(1), left + valid]);
            }
            for d in ds {
                if d < p {
                    out.push(d.saturating_mul(beta));
                }
            }
            beta = beta.saturating_mul(p);
        }
    }
    out.retain(|&i| i < size);
    let mut x = size ^ 0x9E37_79B9_7F4A_7C15;
    for _ in 0..samples {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        out.push(x % size);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, Axes};

    fn p(s: &str) -> Mapping {
        let axes: Axes = "A=8, B=512, C=13, D=61, X=1048576, B'=B-A".parse().unwrap();
        parse(s, &axes).unwrap()
    }

    #[test]
    fn laws_and_golden_equivalences() {
        // L1017–1028 and GT-03, GT-06, GT-09.
        for (l, r) in [
            ("m![B / 64, B % 64]", "m![B]"),
            ("m![1, A]", "m![A]"),
            ("m![A, B]", "m![[A, 1], [B / 8, B % 8]]"),
            ("m![X / 1024, X % 1024]", "m![X]"),
        ] {
            let v = Prover::symbolic().check(&p(l), &p(r));
            assert_eq!(v.result, Equivalence::Equivalent, "{l} vs {r}");
            if p(l).size() <= 1 << 16 {
                assert_eq!(enumerate(&p(l), &p(r)), Equivalence::Equivalent);
            }
        }
    }

    #[test]
    fn counterexamples_are_real() {
        // GT-08: m![B / 64, B % 32, B / 32 % 2] differs from m![B] at 1 (B = 32 vs 1).
        let (a, b) = (p("m![B / 64, B % 32, B / 32 % 2]"), p("m![B]"));
        let Equivalence::NotEquivalent {
            counterexample:
                Counterexample::Position {
                    position,
                    left,
                    right,
                },
        } = Prover::symbolic().check(&a, &b).result
        else {
            panic!("expected a counterexample")
        };
        assert_eq!(a.map(position), left);
        assert_eq!(b.map(position), right);
        assert_ne!(left, right);
        // A 2^20-element pair decided without enumeration.
        let v = Prover::symbolic().check(&p("m![X / 2, X % 2]"), &p("m![X % 2, X / 2]"));
        assert_eq!(v.method, Method::Search);
        assert_eq!(
            equivalent(&p("m![A]"), &p("m![A # 9]")),
            Equivalence::NotEquivalent {
                counterexample: Counterexample::Sizes { left: 8, right: 9 }
            }
        );
    }

    #[test]
    fn skew_is_not_its_base() {
        let v = equivalent(&p("m![A, B' = 4]"), &p("m![A, B = 4]"));
        assert!(matches!(v, Equivalence::NotEquivalent { .. }));
    }
}
