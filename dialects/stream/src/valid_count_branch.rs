//! The `valid_count` branch mode (L4800: "ValidCount | Via Valid Count Generator";
//! docs/decisions.md C9G-3): `vector_intra_slice_branch %x valid_count "A"` gives
//! ExecutionId 0 to the elements at valid positions of axis `A` and 1 to its padding, as
//! the Valid Count Generator configured for `A` tags them (a flit's lanes below its valid
//! count are valid). The generator's configuration comes from the stream's mappings
//! ([`crate::valid_count::derive`], the one used for padded reduces), no per-element work.

use crate::geom::Stream;
use visa_tcp::VcgConfig;

/// The generator configuration marking the padding of `axis` on stream `i` (at the
/// branch, Way8), or why there is none.
pub fn vcg(i: &Stream, axis: &str) -> Result<VcgConfig, String> {
    let mentions = i.maps[2..]
        .iter()
        .any(|m| m.symbols().iter().any(|s| s.axis.as_str() == axis));
    if !mentions {
        return Err(format!(
            "branch mode `valid_count` names axis {axis}, which is not in the stream's Slice, Time or Packet (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)"
        ));
    }
    match crate::valid_count::derive(i.slice(), i.time(), i.packet(), axis)? {
        Some(v) => Ok(v.config),
        None => Err(format!(
            "branch mode `valid_count`: axis {axis} is not padded in the stream, so every element would get ExecutionId 0; use `unconditional` (docs/decisions.md C9G-3)"
        )),
    }
}
