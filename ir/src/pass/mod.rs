//! Pass infrastructure: the [`Pass`] interface, the [`PassRegistry`], nested
//! [`OpPassManager`]s run by a [`PassManager`], the textual pipeline syntax
//! ([`pipeline`]), instrumentation ([`instrument`]) and timing ([`timing`]).
//!
//! # Using it from a driver (what `visa-opt` does)
//!
//! ```
//! use visa_ir::pass::{PassRegistry, IrPrinting, PassFilter};
//! use visa_ir::{Context, DialectRegistry};
//! # use visa_ir::pass::{Pass, PassOption};
//! # struct Nop;
//! # impl Pass for Nop {
//! #     fn name(&self) -> &'static str { "nop" }
//! #     fn description(&self) -> &'static str { "does nothing" }
//! #     fn run(&mut self, _: &mut Context, _: visa_ir::OpId) -> Result<(), visa_ir::Diagnostic> { Ok(()) }
//! # }
//! // 1. A registry of passes (`visa_passes::register(&mut registry)` adds the generic
//! //    ones) and named pipelines.
//! let mut registry = PassRegistry::new();
//! registry.register_pass(|| Box::new(Nop));
//! registry.register_pipeline("twice", "nop, twice", "nop,nop").unwrap();
//!
//! // 2. Parse `--pass-pipeline`; on error print `err.render(text)` (caret under the column).
//! let text = "builtin.module(any(twice),nop)";
//! let mut pm = registry.parse_pipeline(text).map_err(|e| e.render(text)).unwrap();
//! // `--dump-pass-pipeline`:
//! assert_eq!(pm.pipeline_string(), "builtin.module(any(nop,nop),nop)");
//!
//! // 3. Instrumentation: verification after each pass is on by default.
//! pm.enable_verifier(true);
//! let mut printing = IrPrinting::new(|ctx, dump| {
//!     // visa-opt prints `dump.header(ctx, false)` and then the op `dump.op`.
//!     let _ = (ctx, dump);
//! });
//! printing.after = PassFilter::All;
//! pm.enable_ir_printing(printing);
//! pm.enable_timing();
//!
//! // 4. Run on a module; errors are diagnostics to render with the source manager.
//! let mut ctx = Context::new(DialectRegistry::new());
//! let module = ctx.create_module(None);
//! pm.run(&mut ctx, module).unwrap();
//!
//! // 5. `--mlir-timing`: merge into the driver's tree (with `Parser`, `Output`) and print.
//! let timing = pm.take_timing().unwrap();
//! let report = timing.report(std::time::Duration::from_millis(1));
//! assert!(report.contains("... Execution time report ..."));
//! ```
//!
//! Also for drivers:
//! - per-pass flags (`-cse -canonicalize=max-iterations=3`): build the element list text
//!   and call [`PassRegistry::add_to_pipeline`] on [`PassManager::root_mut`];
//! - `--dump-pass-pipeline`: [`PassManager::dump`];
//! - `--mlir-print-ir-module-scope`: [`IrDump::header`] and [`IrDump::op_to_print`] with
//!   `module_scope = true`;
//! - `--mlir-timing-display=list`: [`TimingTree::report_list`];
//! - `--mlir-pass-statistics`: [`PassManager::statistics_report`];
//! - `--help` listings: [`PassRegistry::passes`] and [`PassRegistry::pipelines`].
//!
//! Passes log a `tracing` span per run with a `start` and an `end` event at level info
//! (target `visa::pass`; `RUST_LOG=info` or `RUST_LOG=visa::pass=info` shows them);
//! the greedy driver logs under `visa::rewrite`.

pub mod instrument;
pub mod manager;
pub mod pipeline;
pub mod registry;
pub mod timing;

pub use instrument::{DumpWhen, IrDump, IrPrinting, PassFilter, PassInstrumentation};
pub use manager::{OpPassManager, PassManager};
pub use pipeline::PipelineError;
pub use registry::PassRegistry;

pub use timing::TimingTree;

use crate::diagnostic::Diagnostic;
use crate::operation::OpId;
use crate::Context;

/// One option of a pass with its current value as text (what `--dump-pass-pipeline`
/// prints and `set_option` reads back).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassOption {
    /// The option key, e.g. `max-iterations`.
    pub name: &'static str,
    /// One line for `--help`.
    pub description: &'static str,
    /// The current value, e.g. `10`.
    pub value: String,
}

impl PassOption {
    /// An option with its current value.
    pub fn new(name: &'static str, description: &'static str, value: impl ToString) -> Self {
        PassOption {
            name,
            description,
            value: value.to_string(),
        }
    }
}

/// A transformation or analysis run on one op (and what it contains).
///
/// A pass instance is created by its registry constructor for each place it appears in
/// a pipeline and runs on every op that place schedules it on, one after another.
pub trait Pass {
    /// The argument naming the pass in pipelines, e.g. `cse`.
    fn name(&self) -> &'static str;
    /// The display name used in IR dumps and timing, e.g. `CSE` (defaults to
    /// [`Pass::name`]).
    fn display_name(&self) -> &'static str {
        self.name()
    }
    /// One line for `--help`.
    fn description(&self) -> &'static str;
    /// The op name the pass must run on, or `None` if it runs on any op.
    fn op_name(&self) -> Option<&'static str> {
        None
    }
    /// Every option with its current value, in any order (printing sorts them).
    fn options(&self) -> Vec<PassOption> {
        Vec::new()
    }
    /// Sets option `key` (one listed by [`Pass::options`]) from its text; an empty
    /// `value` means the key was given without `=` (`true` for booleans). The error
    /// says what is wrong with the value.
    fn set_option(&mut self, key: &str, value: &str) -> Result<(), String> {
        let _ = value;
        Err(format!("no such option '{key}'"))
    }
    /// Runs on `op`. On failure, the diagnostic says why (further diagnostics may be
    /// recorded with [`Context::emit`]).
    fn run(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic>;
    /// Counters accumulated over every run of this instance (`--mlir-pass-statistics`).
    fn statistics(&self) -> Vec<PassStatistic> {
        Vec::new()
    }
}

/// One counter a pass keeps, e.g. how many ops CSE merged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassStatistic {
    /// Short name, e.g. `num-cse`.
    pub name: &'static str,
    /// What it counts.
    pub description: &'static str,
    /// The count.
    pub value: u64,
}

impl PassStatistic {
    /// A counter.
    pub fn new(name: &'static str, description: &'static str, value: u64) -> Self {
        PassStatistic {
            name,
            description,
            value,
        }
    }
}

/// Reads a boolean option value: `true`/`false`/`1`/`0` in any case; empty is `true`.
pub fn parse_bool_option(value: &str) -> Result<bool, String> {
    match value.to_ascii_lowercase().as_str() {
        "" | "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err("expected 'true' or 'false'".to_string()),
    }
}

/// Reads an unsigned integer option value.
pub fn parse_uint_option(value: &str) -> Result<u64, String> {
    value
        .parse::<u64>()
        .map_err(|_| "expected an unsigned integer".to_string())
}

/// Reads a signed integer option value.
pub fn parse_int_option(value: &str) -> Result<i64, String> {
    value
        .parse::<i64>()
        .map_err(|_| "expected an integer".to_string())
}

/// Reads a comma-separated list option value (empty items dropped).
pub fn parse_list_option(value: &str) -> Vec<String> {
    value
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn option_value_parsers() {
        assert_eq!(parse_bool_option(""), Ok(true));
        assert_eq!(parse_bool_option("FALSE"), Ok(false));
        assert_eq!(parse_bool_option("0"), Ok(false));
        assert!(parse_bool_option("maybe").is_err());
        assert_eq!(parse_uint_option("10"), Ok(10));
        assert!(parse_uint_option("-1").is_err());
        assert_eq!(parse_int_option("-1"), Ok(-1));
        assert_eq!(parse_list_option("a, b,,c"), vec!["a", "b", "c"]);
    }
}
