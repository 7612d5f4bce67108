//! Deterministic proofs (issue 20, deliverable 7): the mapping crate's equivalence cases
//! get the same answers, and the e-graph runs the same number of iterations to the same
//! number of e-nodes, on an idle machine and with a busy thread on every core. The
//! prover's budget is e-nodes and iterations (`egraph::Limits`), never wall time.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread;
use visa_mapping::egraph::{self, Limits, Run, Stop};
use visa_mapping::equiv::{Prover, Verdict};
use visa_mapping::{parse, Axes, Mapping};

/// `(axes, left, right)` triples: the manual's pairs (as in `benches/equiv.rs`), the laws
/// the e-graph unit tests prove, and groupings of many axes that make the e-graph work
/// for tens to hundreds of milliseconds (the old 200 ms wall-time budget cut these short
/// on a loaded machine).
fn cases() -> Vec<(String, String, String)> {
    let mut out = Vec::new();
    let mut add = |axes: &str, list: &[(&str, &str)]| {
        for (a, b) in list {
            out.push((axes.to_string(), a.to_string(), b.to_string()));
        }
    };
    add(
        "A=2048, B=512, C=13, D=61, N=4, H=8, W=8, I=256, J=256, K=2048",
        &[
            ("m![B / 64, B % 64]", "m![B]"),
            ("m![B / 64, B % 32, B / 32 % 2]", "m![B]"),
            ("m![1, A / 8 # 256, A % 8]", "m![A / 8 # 256, A % 8]"),
            ("m![C, D # 64]", "m![C, [D # 64] / 8, [D # 64] % 8]"),
            ("m![[N, C], H, W]", "m![N, C, H / 2, H % 2, W]"),
            ("m![N, C, H, W]", "m![W, H, C, N]"),
            ("m![I / 32, J / 32, I % 32, J % 32]", "m![I, J]"),
            ("m![[B, C] # 8000]", "m![[B, C] # 8000]"),
            ("m![K / 16, K % 16]", "m![K]"),
            ("m![B / 32 = 2 # 16, B % 32]", "m![B / 32 = 2 # 16, B % 32]"),
        ],
    );
    add(
        "A=64, B=128, C=128",
        &[
            ("m![A, B / 16, B % 16, C]", "m![[A, B], C / 64, C % 64]"),
            ("m![A, B / 64, C, B % 64]", "m![A, B, C]"),
            ("m![[A, B, C] = 1048575 # 1048576]", "m![A, B, C]"),
        ],
    );
    add(
        "A=8, B=512, C=4",
        &[
            ("m![A, B / 64, B % 64, C]", "m![A, B, C]"),
            ("m![[A, B] / 512]", "m![A]"),
            ("m![[A, B] % 512]", "m![B]"),
            ("m![[A, B], C]", "m![A, [B, C]]"),
            ("m![A % 1]", "m![1]"),
            ("m![A = 8, 1]", "m![A / 1]"),
            ("m![B / 64, B % 32]", "m![B / 32]"),
        ],
    );
    add(
        "A=2, B=3",
        &[
            ("m![[A, B] / 2, [A, B] % 2]", "m![A, B]"),
            ("m![[A, # 1 + B] / 4]", "m![A]"),
            ("m![[# 1 + A] % 1]", "m![1]"),
        ],
    );
    // Regroupings of n two-element axes (provable by associativity) and reversals (not
    // equivalent: the e-graph saturates, or exhausts its e-node budget at n = 28).
    for n in [24usize, 32, 20, 28] {
        let x: Vec<String> = (0..n).map(|i| format!("X{i}")).collect();
        let axes = x
            .iter()
            .map(|a| format!("{a}=2"))
            .collect::<Vec<_>>()
            .join(", ");
        let (h, last) = (n / 2, n - 1);
        if n % 8 == 0 {
            let a = format!("m![[{}], {}]", x[..h].join(", "), x[h..].join(", "));
            let b = format!("m![{}, [{}], {}]", x[0], x[1..last].join(", "), x[last]);
            out.push((axes, a, b));
        } else {
            let mut r = x.clone();
            r.reverse();
            out.push((
                axes,
                format!("m![{}]", x.join(", ")),
                format!("m![{}]", r.join(", ")),
            ));
        }
    }
    out
}

fn mappings() -> Vec<(Mapping, Mapping)> {
    cases()
        .iter()
        .map(|(axes, a, b)| {
            let axes: Axes = axes.parse().unwrap();
            (parse(a, &axes).unwrap(), parse(b, &axes).unwrap())
        })
        .collect()
}

/// Every case's verdict from the default prover and its raw e-graph run.
fn answers(pairs: &[(Mapping, Mapping)]) -> Vec<(Verdict, Run)> {
    let prover = Prover::default();
    pairs
        .iter()
        .map(|(a, b)| (prover.check(a, b), egraph::run(a, b, Limits::default())))
        .collect()
}

/// Runs `f` with two busy threads per core, stopping them afterwards.
fn loaded<T>(f: impl FnOnce() -> T) -> T {
    let cores = thread::available_parallelism().map_or(2, |n| n.get());
    let stop = Arc::new(AtomicBool::new(false));
    let busy: Vec<_> = (0..2 * cores)
        .map(|_| {
            let stop = Arc::clone(&stop);
            thread::spawn(move || {
                let mut x = 1u64;
                while !stop.load(Ordering::Relaxed) {
                    x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
                }
            })
        })
        .collect();
    let out = f();
    stop.store(true, Ordering::Relaxed);
    for t in busy {
        t.join().unwrap();
    }
    out
}

#[test]
fn same_answers_idle_and_loaded() {
    let pairs = mappings();
    let idle = answers(&pairs);
    // The suite exercises every way a run ends.
    for stop in [Stop::Met, Stop::Saturated, Stop::NodeLimit] {
        assert!(
            idle.iter().any(|(_, r)| r.stop == stop),
            "no case ends with {stop:?}"
        );
    }
    let heavy = idle.iter().filter(|(_, r)| r.iterations >= 8).count();
    assert!(heavy >= 3, "only {heavy} cases run 8 or more iterations");
    for round in 0..2 {
        let busy = loaded(|| answers(&pairs));
        for (i, (want, got)) in idle.iter().zip(&busy).enumerate() {
            let (_, a, b) = &cases()[i];
            assert_eq!(want, got, "round {round}, case {i}: {a} vs {b}");
        }
    }
}
