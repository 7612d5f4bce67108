//! Per-pass wall-clock timing and MLIR's `--mlir-timing` report.
//!
//! A [`TimingTree`] holds named timers nested like the pipeline: a nested pass manager
//! is a `'func.func' Pipeline` timer with its passes below it. Timers with the same name
//! under the same parent accumulate (a function pipeline run on 100 functions is one
//! timer). [`TimingTree::report`] prints MLIR's tree layout; the numbers vary from run
//! to run but the layout, names and order (first run first) do not.

use std::fmt::Write as _;
use std::time::Duration;

#[derive(Clone, Debug)]
struct TimerNode {
    name: String,
    wall: Duration,
    children: Vec<usize>,
}

/// A tree of accumulated wall times.
#[derive(Clone, Debug)]
pub struct TimingTree {
    nodes: Vec<TimerNode>,
    stack: Vec<usize>,
}

impl Default for TimingTree {
    fn default() -> Self {
        Self::new()
    }
}

impl TimingTree {
    /// An empty tree.
    pub fn new() -> Self {
        TimingTree {
            nodes: vec![TimerNode {
                name: String::new(),
                wall: Duration::ZERO,
                children: Vec::new(),
            }],
            stack: vec![0],
        }
    }

    fn child(&mut self, parent: usize, name: &str) -> usize {
        if let Some(&c) = self.nodes[parent]
            .children
            .iter()
            .find(|&&c| self.nodes[c].name == name)
        {
            return c;
        }
        let c = self.nodes.len();
        self.nodes.push(TimerNode {
            name: name.to_string(),
            wall: Duration::ZERO,
            children: Vec::new(),
        });
        self.nodes[parent].children.push(c);
        c
    }

    /// Opens the timer `name` under the current one (creating it on first use).
    pub fn enter(&mut self, name: &str) {
        let top = *self.stack.last().expect("the root is never popped");
        let c = self.child(top, name);
        self.stack.push(c);
    }

    /// Adds `elapsed` to the current timer and closes it.
    pub fn exit(&mut self, elapsed: Duration) {
        if self.stack.len() > 1 {
            let c = self.stack.pop().expect("checked non-empty");
            self.nodes[c].wall += elapsed;
        }
    }

    /// Adds `elapsed` to the timer `name` under the current one (e.g. `Parser`).
    pub fn record(&mut self, name: &str, elapsed: Duration) {
        self.enter(name);
        self.exit(elapsed);
    }

    /// Adds every timer of `other` under the current timer of `self`.
    pub fn merge(&mut self, other: &TimingTree) {
        let top = *self.stack.last().expect("the root is never popped");
        self.merge_children(top, other, 0);
    }

    fn merge_children(&mut self, into: usize, other: &TimingTree, from: usize) {
        for &oc in &other.nodes[from].children {
            let c = self.child(into, &other.nodes[oc].name);
            self.nodes[c].wall += other.nodes[oc].wall;
            self.merge_children(c, other, oc);
        }
    }

    /// Every timer as (depth, name, wall time), depth-first in first-use order; depth 0
    /// is a top-level timer.
    pub fn entries(&self) -> Vec<(usize, &str, Duration)> {
        let mut out = Vec::new();
        self.collect(0, 0, &mut out);
        out
    }

    fn collect<'a>(&'a self, node: usize, depth: usize, out: &mut Vec<(usize, &'a str, Duration)>) {
        for &c in &self.nodes[node].children {
            out.push((depth, self.nodes[c].name.as_str(), self.nodes[c].wall));
            self.collect(c, depth + 1, out);
        }
    }

    /// The sum of the top-level timers.
    pub fn top_level_total(&self) -> Duration {
        self.nodes[0]
            .children
            .iter()
            .map(|&c| self.nodes[c].wall)
            .sum()
    }

    /// MLIR's execution time report with `total` as the whole run's wall time: the
    /// timers as a tree, then `Rest` (time outside any timer) and `Total`.
    ///
    /// ```text
    /// ===-------------------------------------------------------------------------===
    ///                          ... Execution time report ...
    /// ===-------------------------------------------------------------------------===
    ///   Total Execution Time: 0.0203 seconds
    ///
    ///   ----Wall Time----  ----Name----
    ///     0.0135 ( 66.3%)  'func.func' Pipeline
    ///     0.0090 ( 44.3%)    Canonicalizer
    ///     0.0019 (  9.3%)  Rest
    ///     0.0203 (100.0%)  Total
    /// ```
    pub fn report(&self, total: Duration) -> String {
        let rows: Vec<(usize, &str, Duration)> = self.entries();
        self.render(total, &rows)
    }

    /// The same report as a flat list (`--mlir-timing-display=list`): timers of the
    /// same name anywhere in the tree added together, longest first (ties by name).
    pub fn report_list(&self, total: Duration) -> String {
        let mut merged: Vec<(&str, Duration)> = Vec::new();
        for (_, name, wall) in self.entries() {
            match merged.iter_mut().find(|(n, _)| *n == name) {
                Some((_, d)) => *d += wall,
                None => merged.push((name, wall)),
            }
        }
        merged.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        let rows: Vec<(usize, &str, Duration)> =
            merged.into_iter().map(|(n, d)| (0, n, d)).collect();
        self.render(total, &rows)
    }

    fn render(&self, total: Duration, rows: &[(usize, &str, Duration)]) -> String {
        let total = total.max(self.top_level_total());
        let secs = total.as_secs_f64();
        let mut out = String::new();
        let rule = format!("==={}===\n", "-".repeat(73));
        let title = "... Execution time report ...";
        out.push_str(&rule);
        let _ = writeln!(out, "{}{title}", " ".repeat((80 - title.len()) / 2));
        out.push_str(&rule);
        let _ = writeln!(out, "  Total Execution Time: {secs:.4} seconds\n");
        out.push_str("  ----Wall Time----  ----Name----\n");
        let line = |out: &mut String, d: Duration, depth: usize, name: &str| {
            let s = d.as_secs_f64();
            let pct = if secs > 0.0 { 100.0 * s / secs } else { 0.0 };
            let _ = writeln!(out, "  {s:8.4} ({pct:5.1}%)  {}{name}", "  ".repeat(depth));
        };
        for &(depth, name, wall) in rows {
            line(&mut out, wall, depth, name);
        }
        line(
            &mut out,
            total.saturating_sub(self.top_level_total()),
            0,
            "Rest",
        );
        line(&mut out, total, 0, "Total");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn accumulates_same_named_timers_and_prints_mlir_layout() {
        let mut t = TimingTree::new();
        t.record("Parser", ms(100));
        for _ in 0..2 {
            t.enter("'func.func' Pipeline");
            t.record("CSE", ms(50));
            t.record("Canonicalizer", ms(100));
            t.exit(ms(200));
        }
        assert_eq!(
            t.entries(),
            vec![
                (0, "Parser", ms(100)),
                (0, "'func.func' Pipeline", ms(400)),
                (1, "CSE", ms(100)),
                (1, "Canonicalizer", ms(200)),
            ]
        );
        // Total 1 s: Rest = 1000 - 100 - 400 = 500 ms; percentages by hand.
        let expected = "\
===-------------------------------------------------------------------------===
                         ... Execution time report ...
===-------------------------------------------------------------------------===
  Total Execution Time: 1.0000 seconds

  ----Wall Time----  ----Name----
    0.1000 ( 10.0%)  Parser
    0.4000 ( 40.0%)  'func.func' Pipeline
    0.1000 ( 10.0%)    CSE
    0.2000 ( 20.0%)    Canonicalizer
    0.5000 ( 50.0%)  Rest
    1.0000 (100.0%)  Total
";
        assert_eq!(t.report(ms(1000)), expected);
    }

    #[test]
    fn list_display_merges_by_name_longest_first() {
        let mut t = TimingTree::new();
        t.record("CSE", ms(100));
        t.enter("'f' Pipeline");
        t.record("CSE", ms(50));
        t.record("DCE", ms(200));
        t.exit(ms(300));
        // CSE: 100 + 50 = 150 ms; DCE 200 ms; the pipeline 300 ms. Rest = 500 - 400.
        let report = t.report_list(ms(500));
        let tail: Vec<&str> = report.lines().skip(6).collect();
        assert_eq!(
            tail,
            [
                "    0.3000 ( 60.0%)  'f' Pipeline",
                "    0.2000 ( 40.0%)  DCE",
                "    0.1500 ( 30.0%)  CSE",
                "    0.1000 ( 20.0%)  Rest",
                "    0.5000 (100.0%)  Total",
            ]
        );
    }

    #[test]
    fn merges_under_the_current_timer() {
        let mut passes = TimingTree::new();
        passes.record("CSE", ms(5));
        let mut t = TimingTree::new();
        t.record("CSE", ms(1));
        t.merge(&passes);
        assert_eq!(t.entries(), vec![(0, "CSE", ms(6))]);
    }
}
