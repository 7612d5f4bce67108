//! The visa command-line tools as a library, so a framework compiler can ship its own
//! `visa-opt` with extra dialects and passes.
//!
//! - [`opt`] is the `visa-opt` driver ([`opt::visa_opt_main`]).
//! - [`split`] implements `--split-input-file`.
//! - [`expected`] implements `--verify-diagnostics`.
//! - [`run`] is the `visa-run` driver ([`run::visa_run_main`]).
//! - [`check`] implements `visa-run --check` (interpreter against simulator).
//! - [`source`] reads source files, reporting text that is not UTF-8 at its line and column.
//! - [`logging`] sets up `RUST_LOG` output; [`progress`] draws the progress line.

#![deny(missing_docs)]
/// `visa-run --check`, from the driver library.
pub use visa::driver::check;
pub mod color;
pub mod expected;
pub mod logging;
pub mod opt;
pub mod progress;
pub mod run;
pub mod source;
pub mod split;

/// The README's Rust snippets, compiled and run as doctests (`cargo test -p visa-tools
/// --doc`), so the embedding example stays true.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;
