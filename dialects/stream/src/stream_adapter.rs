//! The Stream Adapter's order rules for `stream.align` (manual 002 L3906–3957): the adapter
//! collects the stream's flits into 64-byte packets in arrival order and replays each
//! packet over the tiling axes — the computation Time axes the stream lacks — which "are
//! placed at the innermost positions of OutTime" (L3945). It has no buffer to reorder
//! packets (its Flit Buffer holds 96 bytes, L3951). So the computation Time must hold the
//! stream's axes in the stream's order, with every tiling axis inner to all of them.
//!
//! Decided on the mappings' digits (`visa_mapping::factor::digits`), never per element. A
//! digit of the computation Time is the stream's when its axis is one the stream holds and
//! it lies inside one of the stream's digits of that axis; a tiling digit when its axis is
//! not in the stream at all. A digit that is neither (it straddles two of the stream's
//! digits) or a mapping without a digit form is not judged here (the index checks of
//! [`crate::contraction::align`] still apply).

use crate::verify::R;
use visa_ir::{Context, OpId};
use visa_mapping::factor::{digits, Digit};
use visa_mapping::Mapping;

/// Checks that the computation Time `aligned` delivers the collected stream (its `time` and
/// `packet`) in arrival order with the tiling axes innermost (L3937–3946).
pub fn check_order(
    ctx: &Context,
    op: OpId,
    time: &Mapping,
    packet: &Mapping,
    aligned: &Mapping,
) -> R {
    let stream = crate::geom::list(&[time.clone(), packet.clone()]);
    let (Ok((ins, _)), Ok((outs, _))) = (digits(&stream), digits(aligned)) else {
        return Ok(());
    };
    let ins: Vec<Digit> = ins.into_iter().filter(|d| d.count > 1).collect();
    let mut tiling: Option<&Digit> = None;
    let mut last: Option<(usize, u64, &Digit)> = None;
    for d in outs.iter().filter(|d| d.count > 1) {
        if !ins.iter().any(|k| k.axis == d.axis) {
            tiling.get_or_insert(d);
            continue;
        }
        let Some(k) = ins.iter().position(|k| {
            k.axis == d.axis && k.stride <= d.stride && d.stride * d.count <= k.stride * k.count
        }) else {
            return Ok(());
        };
        if let Some(t) = tiling {
            return Err(ctx.op_error(
                op,
                format!(
                    "the result's Time {aligned} has the stream's axis {} inside the tiling axis {}: the Stream Adapter replays each packet over the axes the stream lacks, which are the innermost of the Time (manual: Computing Tensors › Contraction Engine › Stream Adapter)",
                    d.axis, t.axis
                ),
            ));
        }
        if let Some((pk, ps, pd)) = last {
            if k < pk || (k == pk && d.stride >= ps) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "the result's Time {aligned} takes {} before {}, out of the stream's order (Time {time}, Packet {packet}): the Stream Adapter delivers the collected packets as they arrive (manual: Computing Tensors › Contraction Engine › Stream Adapter)",
                        pd.axis, d.axis
                    ),
                ));
            }
        }
        last = Some((k, d.stride, d));
    }
    Ok(())
}
