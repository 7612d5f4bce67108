//! The shapes a Vector Engine VRF operand may take (docs/decisions.md C9E-1).
//!
//! The hardware reads a VRF operand by position: stream flit `t` (one per Time step at
//! the Vector Engine) takes VRF flit `t mod F`, lane `p` of it, where `F` is the VRF
//! tensor's flit count (manual L5058–5073; `sim::vector` reads exactly that). The
//! interpreter reads it by index: the stream element's index restricted to the VRF
//! tensor's axes. The two agree when the VRF Element is
//!
//! - **cyclic**: the innermost Time factors whose size is `F`, then the Packet, and the
//!   outer Time factors mention no axis of that Element (the VRF flits repeat over the
//!   outer Time). `F = 1` is the manual's "Packet, broadcast over Time"; `F` = the whole
//!   Time is "Time, Packet".
//! - **lane broadcast**: one whole flit over axes the stream does not have at all (the
//!   interpreter reads it with those axes at 0, the hardware reads lane `p`; they agree
//!   when the flit holds one value in every lane, which a stride-0 fetch writes
//!   (L1533–1566) and the interpreter checks when it reads the operand).
//!
//! Anything else (e.g. a Packet `m[K % 4]` of a stream whose Time also holds `K / 4`:
//! the hardware reads the same four values at every step, the index says otherwise) is
//! a verifier error.

use crate::geom::{equivalent, Mem, Stream};
use visa_mapping::Mapping;

/// Bytes of one VRF / stream flit.
const FLIT: u64 = crate::hw::FLIT_BYTES;

/// The axes `m` mentions.
fn axes_of(m: &Mapping) -> Vec<&visa_mapping::Axis> {
    let mut v: Vec<&visa_mapping::Axis> = m.symbols().into_iter().map(|s| &s.axis).collect();
    v.sort();
    v.dedup();
    v
}

/// Whether the VRF tensor `vrf` is a one-flit lane broadcast for stream `s` with
/// `elem_bytes`-byte elements: its Element is at most one flit of whole axes (no
/// padding) that the stream's mappings never mention, covering every lane the stream's
/// Packet holds data in.
pub fn is_lane_broadcast(vrf: &Mem, s: &Stream, elem_bytes: u64) -> bool {
    let e = vrf.element();
    // Lanes holding data: the Packet's digits (a Way8 packet `m[K % 4 # 8]` holds 4).
    let valid = visa_mapping::factor::digits(s.packet())
        .map(|(d, _)| d.iter().map(|d| d.count).product::<u64>())
        .unwrap_or(s.packet().size());
    if elem_bytes == 0 || e.size() * elem_bytes > FLIT || e.size() < valid {
        return false;
    }
    let Ok((digits, _)) = visa_mapping::factor::digits(e) else {
        return false;
    };
    if digits.iter().map(|d| d.count).product::<u64>() != e.size() {
        return false;
    }
    let all = s.all();
    let stream_axes: Vec<&visa_mapping::Axis> = all.iter().flat_map(axes_of).collect();
    axes_of(e).iter().all(|a| !stream_axes.contains(a))
}

/// Whether the VRF tensor `vrf` is cyclic for stream `s` (lanes per flit `lanes`):
/// Element ≡ (the innermost `F` Time steps, the Packet) with `F` its flit count, the
/// outer Time steps free of its axes. `Err` explains a near miss.
pub fn is_cyclic(vrf: &Mem, s: &Stream, lanes: u64) -> Result<(), String> {
    let e = vrf.element();
    let time = s.time();
    let packet = s.packet();
    let flits = e.size().div_ceil(lanes.max(1)).max(1);
    if !time.size().is_multiple_of(flits) {
        return Err(format!(
            "its {flits} flits do not divide the stream's {} Time steps",
            time.size()
        ));
    }
    let (inner, outer) = if flits == 1 {
        (None, time.clone())
    } else if flits == time.size() {
        (Some(time.clone()), Mapping::Identity)
    } else {
        let inner = time.clone().modulo(flits).map_err(|e| e.to_string())?;
        let outer = time.clone().stride(flits).map_err(|e| e.to_string())?;
        (Some(inner), outer)
    };
    let mut candidates = vec![packet.clone()];
    if packet.size() < lanes {
        if let Ok(p) = packet.clone().pad(lanes) {
            candidates.push(p);
        }
    }
    let held = candidates.into_iter().any(|p| {
        let c = match &inner {
            None => Ok(p),
            Some(i) => i.clone().pair(p),
        };
        c.map(|c| equivalent(e, &c)).unwrap_or(false)
    });
    if !held {
        return Err("it is not the stream's innermost Time steps and Packet".to_string());
    }
    let vrf_axes = axes_of(e);
    // The outer Time through its digit form, so `m[S, K % 32 / 4] / 8` names S only.
    let outer = visa_mapping::normal::normalize(&outer).to_mapping();
    if let Some(a) = axes_of(&outer).into_iter().find(|a| vrf_axes.contains(a)) {
        return Err(format!(
            "the Time outside its {flits} flit(s) also holds axis {a}, so the hardware would read the same VRF flits for different {a} (it reads flit t mod {flits})"
        ));
    }
    Ok(())
}
