//! The mapping-expression algebra of the TCP Virtual ISA (manual, "Mapping Expressions").
//!
//! Usable without the IR: parse `m[...]` text against an [`Axes`] environment,
//! evaluate it with the reference semantics, normalize it, decide equivalence,
//! factorize buffer/stream pairs, derive sequencer configurations ([`sequencer`]) and
//! convert TIRx layouts to and from mappings ([`tirx`]). [`dialect`] binds it to the IR as the
//! `mapping` dialect (the `#mapping<...>` attribute).
//!
//! ```
//! use visa_mapping::{parse, Axes, Index};
//! let axes: Axes = "A=8, B=512".parse().unwrap();
//! let m = parse("m![B / 64, B % 32, B / 32 % 2]", &axes).unwrap();
//! assert_eq!(m.size(), 512);
//! assert_eq!(m.to_string(), "m[B / 64, B % 32, B / 32 % 2]");
//! ```

#![deny(missing_docs)]
pub mod axes;
pub mod dialect;
pub mod dma;
pub mod egraph;
pub mod equiv;
pub mod error;
pub mod eval;
pub mod expr;
pub mod factor;
pub mod holds;
pub mod index;
pub mod normal;
pub mod parse;
pub mod print;

pub mod sequencer;
pub mod subst;
pub mod switch;
#[cfg(test)]
mod testgen;
pub mod tirx;
pub mod unpad;

pub use axes::{Axes, Axis, AxisDecl, PadAxis, Skew};
pub use equiv::{equivalent, Counterexample, Equivalence, Prover};
pub use error::{ErrorKind, MappingError};
pub use eval::Image;
pub use expr::{LinearTerm, Mapping, Symbol};
pub use index::Index;
pub use parse::{parse, parse_with, Names};
