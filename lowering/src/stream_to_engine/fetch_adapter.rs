//! The fetch adapter's masking, table lookup and second zero point, and the commit's slice
//! bitmap, as `engine.fetch` / `engine.commit` attributes (the form of
//! `visa_hw::fetch_adapter`; docs/decisions.md C9H-1..C9H-4).
//!
//! The mask of a padded axis split between Time and Packet comes from the sequencer
//! derivation ([`super::fetch_mask`]: one valid count per index of its Time entry);
//! otherwise it is derived from the fetched Packet alone: its lanes that hold data must be
//! one run `[left, right)`, the same in every packet (`fetch_mask_inner = 1`, one count);
//! the slice bitmap is the slices the committed DM tensor's Cluster and Slice mappings
//! hold, when they are fewer than the stream's.

use visa_engine::build::A;
use visa_ir::{Context, Diagnostic, OpId};
use visa_mapping::sequencer::SeqConfig;
use visa_mapping::Mapping;
use visa_stream::fetch_adapter as fa;
use visa_stream::geom::Stream;
use visa_stream::ops::Fetch;
use visa_tcp::DType;

/// The `engine.fetch` attributes of `op`'s masking and table (none when it has neither);
/// `lanes` is the raw packet the hardware fetches, in elements.
///
/// `seq` is the fetch's sequencer derivation (its entries before the lowering merges them
/// and the masking it found) and `interleaved` whether the stream alternates two tensors:
/// a padded axis split between Time and Packet is masked per index of its Time entry
/// ([`super::fetch_mask`], docs/decisions.md T9M-1).
pub fn stage_attrs(
    ctx: &Context,
    op: OpId,
    s: &Stream,
    d: DType,
    lanes: u64,
    seq: &SeqConfig,
    interleaved: bool,
) -> Result<Vec<(&'static str, A)>, Diagnostic> {
    let mut a = Vec::new();
    let pad = Fetch(op).pad(ctx);
    if pad.is_some() && seq.masking.is_none() {
        return Err(ctx.op_error(
            op,
            format!("the fetch adapter masks a padded axis read whole by the Packet or split into one Time entry and the whole Packet; the padding of Packet {} is not (manual: Moving Tensors › Fetch Engine › Fetch Adapter › Masking; docs/decisions.md T9M-1)", s.packet()),
        ));
    }
    let timed = seq.masking.as_ref().filter(|m| m.outer_entry.is_some());
    if let (Some(pad), Some(m)) = (pad, timed) {
        let bits = fa::raw_bits(d.keyword(), pad).ok_or_else(|| {
            ctx.op_error(
                op,
                format!("pad value {pad} is not a value of {}", d.keyword()),
            )
        })?;
        let mask = super::fetch_mask::derive(m, &seq.config.entries, lanes, interleaved, d, bits)
            .map_err(|e| {
                ctx.op_error(
                    op,
                    format!("cannot mask the padded axis split between Time and Packet: {e} (docs/decisions.md T9M-1)"),
                )
            })?;
        let valid = mask.valid.iter().map(|&v| i64::from(v)).collect();
        a.push(("fetch_mask_valid", A::L(valid)));
        a.push(("fetch_mask_inner", A::I(i64::from(mask.inner))));
        a.push(("fetch_mask_left_pad", A::I(i64::from(mask.left_pad))));
        a.push(("fetch_mask_pad", A::I(i64::from(bits))));
    } else if let Some(pad) = pad {
        let packet = s.packet();
        if packet.size() != lanes {
            return Err(ctx.op_error(
                op,
                format!("masking is configured per fetched packet of {lanes} lanes, but Packet {packet} has {} (the lowering masks whole fetched packets only)", packet.size()),
            ));
        }
        let Some((left, right)) = fa::valid_run(packet) else {
            return Err(ctx.op_error(
                op,
                format!("the lowering masks a Packet whose data lanes are one run; Packet {packet} is not (docs/decisions.md C9H-1)"),
            ));
        };
        let bits = fa::raw_bits(d.keyword(), pad).ok_or_else(|| {
            ctx.op_error(
                op,
                format!("pad value {pad} is not a value of {}", d.keyword()),
            )
        })?;
        a.push(("fetch_mask_valid", A::L(vec![right as i64])));
        a.push(("fetch_mask_inner", A::I(1)));
        a.push(("fetch_mask_left_pad", A::I(left as i64)));
        a.push(("fetch_mask_pad", A::I(i64::from(bits))));
    }
    if let Some(t) = Fetch(op).table(ctx) {
        let mask = (1i64 << d.bits()) - 1;
        a.push(("fetch_table", A::L(t.iter().map(|&e| e & mask).collect())));
    }
    Ok(a)
}

/// The `commit_slices` attribute of a commit whose DM tensor (Cluster, Slice `dst`) holds
/// fewer slices than the stream (`s`) runs on (L2314–2319).
pub fn commit_bitmap(s: &Stream, dst: [&Mapping; 2]) -> Option<(&'static str, A)> {
    let (run, keep) = (
        super::tensor_unit::active_slice_ranges(s.cluster(), s.slice()),
        super::tensor_unit::active_slice_ranges(dst[0], dst[1]),
    );
    (run != keep).then_some(("commit_slices", A::L(keep)))
}
