//! `canonicalize`: the greedy rewrite driver with every registered op's
//! canonicalization patterns and fold hooks, as MLIR's `Canonicalizer`.

use std::sync::Arc;
use visa_ir::pass::{
    parse_bool_option, parse_int_option, parse_list_option, Pass, PassOption, PassStatistic,
};
use visa_ir::rewrite::{
    apply_patterns_greedily, FrozenPatternSet, GreedyRewriteConfig, RewritePattern,
};
use visa_ir::{Context, Diagnostic, DialectRegistry, OpId};

/// Canonicalizes the regions of the op it runs on: folds, erases trivially dead ops,
/// deduplicates and hoists constants, applies the `canonicalize` patterns of every op
/// the context's registry defines, and erases unreachable blocks, to a fixpoint.
pub struct Canonicalize {
    config: GreedyRewriteConfig,
    region_simplify: String,
    test_convergence: bool,
    disabled: Vec<String>,
    enabled: Vec<String>,
    /// Patterns frozen for one registry (held, so its address cannot be reused).
    frozen: Option<(Arc<DialectRegistry>, FrozenPatternSet)>,
    /// Totals over all runs: folds, pattern rewrites, dead ops erased, constants
    /// deduplicated.
    totals: [u64; 4],
}

impl Default for Canonicalize {
    fn default() -> Self {
        Canonicalize {
            config: GreedyRewriteConfig {
                top_down: true,
                ..GreedyRewriteConfig::default()
            },
            region_simplify: "normal".to_string(),
            test_convergence: false,
            disabled: Vec::new(),
            enabled: Vec::new(),
            frozen: None,
            totals: [0; 4],
        }
    }
}

impl Canonicalize {
    /// The greedy-driver configuration the options set.
    pub fn config(&self) -> &GreedyRewriteConfig {
        &self.config
    }
}

/// Every canonicalization pattern of every op in `ctx`'s registry, dialects and ops in
/// name order.
pub fn collect_patterns(ctx: &Context) -> Vec<Box<dyn RewritePattern>> {
    let mut out = Vec::new();
    for dialect in ctx.registry().dialects() {
        let mut ops: Vec<_> = dialect.ops.iter().collect();
        ops.sort_by_key(|op| op.name);
        for op in ops {
            if let Some(make) = op.canonicalize {
                out.extend(make());
            }
        }
    }
    out
}

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }

    fn display_name(&self) -> &'static str {
        "Canonicalizer"
    }

    fn description(&self) -> &'static str {
        "Canonicalize operations: fold, erase dead ops, apply canonicalization patterns"
    }

    fn options(&self) -> Vec<PassOption> {
        let mut opts = vec![
            PassOption::new(
                "max-iterations",
                "Max. iterations between applying patterns / simplifying regions",
                self.config.max_iterations.map_or(-1, i64::from),
            ),
            PassOption::new(
                "max-num-rewrites",
                "Max. number of pattern rewrites within an iteration (-1: no limit)",
                self.config.max_num_rewrites.map_or(-1, |n| n as i64),
            ),
            PassOption::new(
                "region-simplify",
                "Region simplification: disabled, normal (erase unreachable blocks), or \
                 aggressive (accepted; same as normal: block merging is not implemented)",
                &self.region_simplify,
            ),
            PassOption::new(
                "test-convergence",
                "Fail if the patterns do not converge within max-iterations",
                self.test_convergence,
            ),
            PassOption::new(
                "top-down",
                "Seed the worklist in program order (false: bottom-up)",
                self.config.top_down,
            ),
        ];
        if !self.disabled.is_empty() || !self.enabled.is_empty() {
            opts.push(PassOption::new(
                "disable-patterns",
                "Labels of patterns that should be filtered out during application",
                self.disabled.join(","),
            ));
            opts.push(PassOption::new(
                "enable-patterns",
                "Labels of patterns that should be used during application, all other \
                 patterns are filtered out",
                self.enabled.join(","),
            ));
        }
        opts
    }

    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        match key {
            "max-iterations" => {
                let n = parse_int_option(value)?;
                self.config.max_iterations = match n {
                    -1 => None,
                    n if n >= 0 && n <= i64::from(u32::MAX) => Some(n as u32),
                    _ => return Err("expected a non-negative integer or -1".into()),
                };
            }
            "max-num-rewrites" => {
                let n = parse_int_option(value)?;
                self.config.max_num_rewrites = match n {
                    -1 => None,
                    n if n >= 0 => Some(n as u64),
                    _ => return Err("expected a non-negative integer or -1".into()),
                };
            }
            "region-simplify" => {
                self.config.region_simplify = match value {
                    "disabled" => false,
                    "normal" | "aggressive" => true,
                    _ => return Err("expected 'disabled', 'normal' or 'aggressive'".into()),
                };
                self.region_simplify = value.to_string();
            }
            "test-convergence" => self.test_convergence = parse_bool_option(value)?,
            "top-down" => self.config.top_down = parse_bool_option(value)?,
            "disable-patterns" => {
                self.disabled = parse_list_option(value);
                self.frozen = None;
            }
            "enable-patterns" => {
                self.enabled = parse_list_option(value);
                self.frozen = None;
            }
            _ => return Err(format!("no such option '{key}'")),
        }
        Ok(())
    }

    fn statistics(&self) -> Vec<PassStatistic> {
        let [folds, rewrites, dead, constants] = self.totals;
        vec![
            PassStatistic::new("num-folds", "Number of operations folded", folds),
            PassStatistic::new(
                "num-rewrites",
                "Number of pattern rewrites applied",
                rewrites,
            ),
            PassStatistic::new(
                "num-dead",
                "Number of trivially dead operations erased",
                dead,
            ),
            PassStatistic::new(
                "num-constants-deduplicated",
                "Number of constants replaced by an equal one",
                constants,
            ),
        ]
    }

    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let registry = ctx.registry().clone();
        if self
            .frozen
            .as_ref()
            .is_none_or(|(r, _)| !Arc::ptr_eq(r, &registry))
        {
            let set =
                FrozenPatternSet::filtered(collect_patterns(ctx), &self.disabled, &self.enabled);
            self.frozen = Some((registry, set));
        }
        let (_, patterns) = self.frozen.as_ref().expect("just set");
        let result = apply_patterns_greedily(ctx, op, patterns, &self.config);
        for (t, n) in self.totals.iter_mut().zip([
            result.num_folds,
            result.num_rewrites,
            result.num_dead,
            result.num_constants_deduplicated,
        ]) {
            *t += n;
        }
        tracing::debug!(target: "visa::pass", ?result, "canonicalize");
        if self.test_convergence && !result.converged {
            let limit = self
                .config
                .max_iterations
                .map_or("unlimited".to_string(), |n| n.to_string());
            return Err(Diagnostic::error(
                ctx.op_loc(op),
                format!("Canonicalizer failed to converge within {limit} iterations"),
            ));
        }
        Ok(())
    }
}
