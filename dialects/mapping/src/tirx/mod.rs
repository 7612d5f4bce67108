//! TVM TIRx tensor layouts (`004_*.txt`): a peer layout model the mapping dialect supports.
//!
//! A [`TileLayout`] maps a logical index to a *set* of coordinates on named hardware axes
//! (memory `m`, `laneid`, `warpid`, `TLane`, ...). It is made of a shard `S[...]` (the
//! logical index split over strided iters), a replica `R[...]` (offsets enumerated
//! independently of the index) and a constant offset. A [`SwizzleLayout`] is the XOR
//! permutation of a linear memory address, and a [`ComposeLayout`] applies a swizzle after a
//! tile layout. [`convert`] translates between tile layouts and mapping expressions where one
//! can express the other.
//!
//! Sub-modules, one concept each:
//! - [`layout`]: the tile-layout data model and its forward mapping L(x);
//! - [`parse`]: the text syntax (`S[(8,2):(4@laneid,1)] + R[2:4@warpid] + 5@warpid`) and printer;
//! - [`swizzle`]: swizzle layouts, their composition with a tile layout, an element's bank and line;
//! - [`convert`]: conversion to and from mapping expressions, with typed reasons for failure.

pub mod convert;
pub mod error;
pub mod layout;
pub mod parse;
pub mod swizzle;

pub use convert::{
    compose_to_mapping, levels_to_tile, mapping_to_tile, tile_to_levels, tile_to_mapping, Placement,
};
pub use error::{TirxError, TirxErrorKind};
pub use layout::{Coord, Iter, TileLayout, MEMORY_AXIS};
pub use parse::{parse_compose, parse_layout, parse_layout_with, parse_swizzle};
pub use swizzle::{bank_line, BankLine, ComposeLayout, SwizzleLayout, SwizzleMode};

#[cfg(test)]
mod tests;
