//! An e-graph prover for mapping equivalence built on `egg`, with the manual's
//! laws (L1017–1028) as rewrites plus what follows from the definitions.
//!
//! Several laws hold only under a side condition the manual leaves unstated
//! (see decisions.md, "Side conditions of the equivalence laws"): pair
//! projection and `% 1` need position 0 of the dropped part to hold the empty
//! index, and stride–modulo decomposition needs an additive (single-digit)
//! operand. The analysis tracks those facts.

use crate::expr::Mapping;
use egg::{
    rewrite, Analysis, Applier, DidMerge, EGraph, Id, Pattern, PatternAst, RecExpr, Rewrite,
    Runner, StopReason, Subst, Symbol, Var,
};
use std::sync::OnceLock;
use std::time::Duration;

/// The e-graph language, in its own module: `egg::define_language!` generates the
/// variants without doc comments (each is the constructor of the same name in
/// [`crate::expr`]: `one`, `pair`, `pad`, `resize`, `stride`, `mod`, `sym`, `opaque`,
/// a number, an axis name).
mod lang {
    #![allow(missing_docs)]
    use egg::{define_language, Id, Symbol};

    define_language! {
        /// The mapping constructors as e-graph operators.
        pub enum MapLang {
            "one" = One,
            "pair" = Pair([Id; 2]),
            "pad" = Pad([Id; 3]),
            "resize" = Resize([Id; 2]),
            "stride" = Stride([Id; 2]),
            "mod" = Mod([Id; 2]),
            "sym" = Sym([Id; 2]),
            "opaque" = Opaque([Id; 3]),
            Num(u64),
            Name(Symbol),
        }
    }
}
pub use lang::MapLang;

/// Facts the conditional rules need, per e-class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    /// The value of a number class.
    pub num: Option<u64>,
    /// The size of a mapping class.
    pub size: Option<u64>,
    /// Position 0 holds the empty index.
    pub zero_empty: bool,
    /// The class is one axis digit `(X / s) % c`, so `map(a + b) = map(a) ⊕ map(b)`.
    pub digit: bool,
}

/// The e-class analysis computing [`Facts`].
#[derive(Default)]
pub struct SizeAnalysis;

type EG = EGraph<MapLang, SizeAnalysis>;

impl Analysis<MapLang> for SizeAnalysis {
    type Data = Facts;

    fn make(eg: &mut EG, n: &MapLang, _id: Id) -> Facts {
        let d = |i: &Id| eg[*i].data;
        let mut f = Facts::default();
        match n {
            MapLang::Num(v) => f.num = Some(*v),
            MapLang::Name(_) => {}
            MapLang::One => {
                f.size = Some(1);
                f.zero_empty = true;
            }
            MapLang::Sym([_, s]) => {
                f.size = d(s).num;
                f.zero_empty = true;
                f.digit = true;
            }
            MapLang::Opaque([_, s, z]) => {
                f.size = d(s).num;
                f.zero_empty = d(z).num == Some(1);
            }
            MapLang::Pair([a, b]) => {
                f.size = d(a).size.zip(d(b).size).map(|(x, y)| x.saturating_mul(y));
                f.zero_empty = d(a).zero_empty && d(b).zero_empty;
            }
            MapLang::Pad([a, l, s]) => {
                f.size = d(s).num;
                f.zero_empty = d(l).num == Some(0) && d(a).zero_empty;
            }
            MapLang::Resize([a, s]) | MapLang::Mod([a, s]) => {
                f.size = d(s).num;
                f.zero_empty = d(a).zero_empty;
                f.digit = d(a).digit;
            }
            MapLang::Stride([a, s]) => {
                f.size = d(a).size.zip(d(s).num).map(|(x, y)| x / y.max(1));
                f.zero_empty = d(a).zero_empty;
                f.digit = d(a).digit;
            }
        }
        f
    }

    fn merge(&mut self, a: &mut Facts, b: Facts) -> DidMerge {
        let before = *a;
        a.num = a.num.or(b.num);
        a.size = a.size.or(b.size);
        a.zero_empty |= b.zero_empty;
        a.digit |= b.digit;
        DidMerge(*a != before, a.num != b.num || a.zero_empty != b.zero_empty)
    }
}

/// Converts a mapping into an e-graph term.
pub fn to_rec_expr(m: &Mapping) -> RecExpr<MapLang> {
    let mut e = RecExpr::default();
    add(&mut e, m);
    e
}

fn add(e: &mut RecExpr<MapLang>, m: &Mapping) -> Id {
    let num = |e: &mut RecExpr<MapLang>, v: u64| e.add(MapLang::Num(v));
    match m {
        Mapping::Identity => e.add(MapLang::One),
        Mapping::Symbol(s) => {
            let n = e.add(MapLang::Name(Symbol::from(s.axis.as_str())));
            let z = num(e, s.size);
            e.add(MapLang::Sym([n, z]))
        }
        Mapping::Pair(a, b) => {
            let a = add(e, a);
            let b = add(e, b);
            e.add(MapLang::Pair([a, b]))
        }
        Mapping::Padding {
            left: 1.., size, ..
        } => {
            // A left-padded group is one virtual axis whose coordinate the terms splitting
            // it sum (decisions.md T10M-1): a symbol named by its text, like a derived label.
            let n = e.add(MapLang::Name(Symbol::from(m.to_string())));
            let z = num(e, *size);
            e.add(MapLang::Sym([n, z]))
        }
        Mapping::Padding { inner, left, size } => {
            let a = add(e, inner);
            let l = num(e, *left);
            let s = num(e, *size);
            e.add(MapLang::Pad([a, l, s]))
        }
        Mapping::Resize { inner, size } => {
            let a = add(e, inner);
            let s = num(e, *size);
            e.add(MapLang::Resize([a, s]))
        }
        Mapping::Stride { inner, stride } => {
            let a = add(e, inner);
            let s = num(e, *stride);
            e.add(MapLang::Stride([a, s]))
        }
        Mapping::Modulo { inner, modulo } => {
            let a = add(e, inner);
            let s = num(e, *modulo);
            e.add(MapLang::Mod([a, s]))
        }
        Mapping::Linear(_) | Mapping::Indirect { .. } => {
            let n = e.add(MapLang::Name(Symbol::from(m.to_string())));
            let s = num(e, m.size());
            let zero = m.map(0) == crate::eval::Image::Index(Default::default());
            let z = num(e, u64::from(zero));
            e.add(MapLang::Opaque([n, s, z]))
        }
    }
}

fn v(s: &str) -> Var {
    s.parse().expect("static pattern variable")
}

fn facts(eg: &EG, s: &Subst, var: &str) -> Facts {
    eg[s[v(var)]].data
}

/// An applier whose right-hand side is computed from the analysis.
struct Compute(fn(&mut EG, &Subst) -> Option<Id>);

impl Applier<MapLang, SizeAnalysis> for Compute {
    fn apply_one(
        &self,
        eg: &mut EG,
        eclass: Id,
        subst: &Subst,
        _ast: Option<&PatternAst<MapLang>>,
        _rule: Symbol,
    ) -> Vec<Id> {
        match (self.0)(eg, subst) {
            Some(id) if eg.union(eclass, id) => vec![id],
            _ => vec![],
        }
    }
}

fn computed(
    name: &str,
    lhs: &str,
    f: fn(&mut EG, &Subst) -> Option<Id>,
) -> Rewrite<MapLang, SizeAnalysis> {
    let p: Pattern<MapLang> = lhs.parse().expect("static pattern");
    Rewrite::new(name, p, Compute(f)).expect("valid rewrite")
}

/// The rewrite rules (built once).
pub fn rules() -> &'static [Rewrite<MapLang, SizeAnalysis>] {
    static RULES: OnceLock<Vec<Rewrite<MapLang, SizeAnalysis>>> = OnceLock::new();
    RULES.get_or_init(|| {
        let size_is = |a: &'static str, n: &'static str| {
            move |eg: &mut EG, _: Id, s: &Subst| {
                let sz = facts(eg, s, a).size;
                sz.is_some() && sz == facts(eg, s, n).num
            }
        };
        vec![
            // Law 1: identity of pairs.
            rewrite!("pair-one-r"; "(pair ?a one)" => "?a"),
            rewrite!("pair-one-l"; "(pair one ?a)" => "?a"),
            // Law 4: associativity.
            rewrite!("assoc-r"; "(pair (pair ?a ?b) ?c)" => "(pair ?a (pair ?b ?c))"),
            rewrite!("assoc-l"; "(pair ?a (pair ?b ?c))" => "(pair (pair ?a ?b) ?c)"),
            // Law 5: idempotent operations.
            rewrite!("stride-1"; "(stride ?a 1)" => "?a"),
            rewrite!("pad-id"; "(pad ?a 0 ?n)" => "?a" if size_is("?a", "?n")),
            rewrite!("resize-id"; "(resize ?a ?n)" => "?a" if size_is("?a", "?n")),
            rewrite!("mod-id"; "(mod ?a ?n)" => "?a" if size_is("?a", "?n")),
            // Law 6, when position 0 is the empty index.
            rewrite!("mod-1"; "(mod ?a 1)" => "one"
                if |eg: &mut EG, _: Id, s: &Subst| facts(eg, s, "?a").zero_empty),
            // Law 3: pair projection, when the dropped side is empty at 0.
            rewrite!("proj-major"; "(stride (pair ?a ?b) ?n)" => "?a"
                if |eg: &mut EG, _: Id, s: &Subst| {
                    let b = facts(eg, s, "?b");
                    b.zero_empty && b.size.is_some() && b.size == facts(eg, s, "?n").num
                }),
            rewrite!("proj-minor"; "(mod (pair ?a ?b) ?n)" => "?b"
                if |eg: &mut EG, _: Id, s: &Subst| {
                    let b = facts(eg, s, "?b");
                    facts(eg, s, "?a").zero_empty && b.size.is_some() && b.size == facts(eg, s, "?n").num
                }),
            // Law 2 (merging direction), for additive operands.
            rewrite!("split-merge"; "(pair (stride ?a ?n) (mod ?a ?n))" => "?a"
                if |eg: &mut EG, _: Id, s: &Subst| facts(eg, s, "?a").digit),
            // Consequences of the definitions.
            rewrite!("mod-mod"; "(mod (mod ?a ?m) ?n)" => "(mod ?a ?n)"),
            computed("resize-mod", "(resize ?a ?n)", |eg, s| {
                let n = facts(eg, s, "?n").num?;
                if !facts(eg, s, "?a").size?.is_multiple_of(n) {
                    return None;
                }
                Some(eg.add(MapLang::Mod([s[v("?a")], s[v("?n")]])))
            }),
            computed("stride-stride", "(stride (stride ?a ?m) ?n)", |eg, s| {
                let mn = facts(eg, s, "?m").num?.checked_mul(facts(eg, s, "?n").num?)?;
                let k = eg.add(MapLang::Num(mn));
                Some(eg.add(MapLang::Stride([s[v("?a")], k])))
            }),
            computed("stride-mod", "(stride (mod ?a ?m) ?n)", |eg, s| {
                let (m, n) = (facts(eg, s, "?m").num?, facts(eg, s, "?n").num?);
                if !m.is_multiple_of(n) || !facts(eg, s, "?a").size?.is_multiple_of(n) {
                    return None;
                }
                let inner = eg.add(MapLang::Stride([s[v("?a")], s[v("?n")]]));
                let k = eg.add(MapLang::Num(m / n));
                Some(eg.add(MapLang::Mod([inner, k])))
            }),
            computed("digit-fuse", "(pair (mod (stride ?a ?m) ?k) (mod ?a ?m))", |eg, s| {
                let a = facts(eg, s, "?a");
                let km = facts(eg, s, "?k").num?.checked_mul(facts(eg, s, "?m").num?)?;
                if !a.digit || !a.size?.is_multiple_of(km) {
                    return None;
                }
                let k = eg.add(MapLang::Num(km));
                Some(eg.add(MapLang::Mod([s[v("?a")], k])))
            }),
        ]
    })
}

/// The derived (skewed or padded) axes a mapping uses, sorted and deduplicated.
pub fn skews(m: &Mapping) -> Vec<crate::expr::Symbol> {
    m.derived()
}

/// The budget of one e-graph run: e-nodes and iterations only, never wall time, so a
/// proof's answer depends on its input alone and not on how loaded the machine is
/// (issue 20, deliverable 7; decisions.md "The e-graph prover's budget").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Maximum e-nodes (checked between iterations, as egg does).
    pub nodes: usize,
    /// Maximum iterations.
    pub iters: usize,
}

impl Default for Limits {
    /// 10,000 e-nodes and 30 iterations. Every proof the test suite asks for meets within
    /// 4 iterations and 43 e-nodes; a run that exhausts this budget (an unprovable pair of
    /// long groupings, `tests/loaded.rs`) takes tens of milliseconds on an idle core.
    fn default() -> Self {
        Limits {
            nodes: 10_000,
            iters: 30,
        }
    }
}

/// Why an e-graph run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The two sides met: proved.
    Met,
    /// No rule applies any more: not provable by these rules.
    Saturated,
    /// The iteration budget ran out.
    IterLimit,
    /// The e-node budget ran out.
    NodeLimit,
    /// The two mappings use different derived axes or left-padded groups (no run).
    Incomparable,
}

/// The outcome of one e-graph run, every field a function of the input and the budget.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Run {
    /// Whether `a ≡ b` was proved.
    pub proved: bool,
    /// Why the run stopped.
    pub stop: Stop,
    /// Iterations run.
    pub iterations: usize,
    /// E-nodes in the final e-graph.
    pub nodes: usize,
}

/// Whether the rules prove `a ≡ b` within `limits` (stopping as soon as the
/// two sides meet). `false` means "not proved", never "disproved".
///
/// The rules work on skewed labels as plain axes, so the two mappings must use
/// the same skewed axes (their resolution `B = (B' + A) mod |B|` applies to
/// every index, L1002); otherwise this returns `false`. Likewise left-padded groups
/// (`# 2 + B + # 4`, decisions.md T10M-1) are plain axes named by their text, and the
/// two mappings must use the same ones.
pub fn prove(a: &Mapping, b: &Mapping, limits: Limits) -> bool {
    run(a, b, limits).proved
}

/// [`prove`] with the run's statistics.
///
/// ```
/// use visa_mapping::egraph::{run, Limits, Stop};
/// use visa_mapping::{parse, Axes};
/// let axes: Axes = "B=512".parse().unwrap();
/// let (a, b) = (parse("m![B / 64, B % 64]", &axes).unwrap(), parse("m![B]", &axes).unwrap());
/// let r = run(&a, &b, Limits::default());
/// assert!(r.proved);
/// assert_eq!(r.stop, Stop::Met);
/// ```
pub fn run(a: &Mapping, b: &Mapping, limits: Limits) -> Run {
    let incomparable = Run {
        proved: false,
        stop: Stop::Incomparable,
        iterations: 0,
        nodes: 0,
    };
    if skews(a) != skews(b) {
        return incomparable;
    }
    // Left-padded groups are virtual axes resolved over the whole index, like derived
    // labels: both sides must name the same ones.
    let (mut ga, mut gb) = (a.left_padded_groups(), b.left_padded_groups());
    ga.sort();
    gb.sort();
    if ga != gb {
        return incomparable;
    }
    let ea = to_rec_expr(a);
    let eb = to_rec_expr(b);
    let runner = Runner::<MapLang, SizeAnalysis, ()>::default()
        .with_node_limit(limits.nodes)
        .with_iter_limit(limits.iters)
        // egg's Runner stops after 5 s of wall time by default; the budget is the two
        // limits above alone.
        .with_time_limit(Duration::MAX)
        .with_expr(&ea)
        .with_expr(&eb)
        .with_hook(|r| {
            if r.egraph.find(r.roots[0]) == r.egraph.find(r.roots[1]) {
                Err("met".to_string())
            } else {
                Ok(())
            }
        });
    let runner = runner.run(rules());
    let proved = runner.egraph.find(runner.roots[0]) == runner.egraph.find(runner.roots[1]);
    let stop = match runner.stop_reason {
        _ if proved => Stop::Met,
        Some(StopReason::Saturated) => Stop::Saturated,
        Some(StopReason::IterationLimit(_)) => Stop::IterLimit,
        Some(StopReason::NodeLimit(_)) => Stop::NodeLimit,
        // The hook stops only when the sides met; no time limit is set.
        Some(StopReason::Other(_) | StopReason::TimeLimit(_)) | None => {
            unreachable!("no wall-time budget and the hook stops only on a proof")
        }
    };
    Run {
        proved,
        stop,
        iterations: runner.iterations.len(),
        nodes: runner.egraph.total_number_of_nodes(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{parse, Axes};

    fn p(s: &str) -> Mapping {
        let axes: Axes = "A=8, B=512, C=4".parse().unwrap();
        parse(s, &axes).unwrap()
    }

    #[test]
    fn proves_the_manuals_laws() {
        for (l, r) in [
            ("m![B / 64, B % 64]", "m![B]"),
            ("m![A, B / 64, B % 64, C]", "m![A, B, C]"),
            ("m![[A, B] / 512]", "m![A]"),
            ("m![[A, B] % 512]", "m![B]"),
            ("m![[A, B], C]", "m![A, [B, C]]"),
            ("m![A % 1]", "m![1]"),
            ("m![A = 8, 1]", "m![A / 1]"),
        ] {
            assert!(prove(&p(l), &p(r), Limits::default()), "{l} vs {r}");
        }
    }

    #[test]
    fn does_not_prove_false_laws() {
        // Law 2 applied to a non-digit operand would be unsound (decisions.md).
        let axes: Axes = "A=2, B=3".parse().unwrap();
        let e = parse("m![[A, B] / 2, [A, B] % 2]", &axes).unwrap();
        let f = parse("m![A, B]", &axes).unwrap();
        assert_ne!(e.map(3), f.map(3));
        assert!(!prove(&e, &f, Limits::default()));
        // Law 3 when the dropped side is padding at 0; law 6 likewise (decisions.md).
        let axes: Axes = "A=2, B=3".parse().unwrap();
        let q = |s: &str| parse(s, &axes).unwrap();
        let (proj, a) = (q("m![[A, # 1 + B] / 4]"), q("m![A]"));
        assert_eq!(proj.map(1), crate::Image::Padding);
        assert_ne!(proj.map(1), a.map(1));
        assert!(!prove(&proj, &a, Limits::default()));
        let (m1, one) = (q("m![[# 1 + A] % 1]"), q("m![1]"));
        assert_ne!(m1.map(0), one.map(0));
        assert!(!prove(&m1, &one, Limits::default()));
        assert!(!prove(
            &p("m![B / 64, B % 32]"),
            &p("m![B / 32]"),
            Limits::default()
        ));
    }
}
