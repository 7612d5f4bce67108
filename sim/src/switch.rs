//! The Switch Engine's router (manual L3092–3119, L3139–3458, L3487–3495; digest-B §2.7):
//! which packet each slice of a 256-slice cluster outputs at each output time step.
//!
//! The simulator's own model, written from the manual's layout tables, not from the
//! mapping library: every topology is a rule "output slice `o` at output step `t` takes the
//! packet of source slice `s` at input step `u`". Sources always lie in `o`'s ring (the
//! aligned block of `ring_size` slices, L3364, L3531–3532); a router never reorders (L3119),
//! so each source's packets leave in input order. The regular topologies' rules follow
//! their output layouts (outer → inner):
//!
//! | topology | output Slice | output Time |
//! |---|---|---|
//! | forward | `[slice]` | `[time]` |
//! | broadcast01 {s1, s0, t0} | `[slice2, tile(s1·s0)]` | `[time1, slice1, time0, slice0]` (L3150–3153) |
//! | broadcast1 {s1, s0} | `[slice2, tile(s1), slice0]` | `[time, slice1]` (L3229–3233) |
//! | transpose {s1, s0} | `[slice2, slice0, slice1]` | `[time]` (L3258–3262) |
//! | inter_transpose {s1, s0, t0} | `[slice2, time1, slice0]` | `[time2, time0, slice1]` (L3296–3302) |
//!
//! A custom routing outputs, for each input step (outer), the packets of the sources its
//! snoop bitmap accepts in ring order (inner) (L3345–3349, L3473, L3494).

use visa_tcp::limits as l;
use visa_tcp::SwitchConfig;

/// Input steps each output step of `cfg` covers: the output Time of a slice has
/// `input_time × fan_in` steps.
fn fan_in(cfg: &SwitchConfig, o: u32) -> u64 {
    match cfg {
        SwitchConfig::Forward
        | SwitchConfig::Transpose { .. }
        | SwitchConfig::InterTranspose { .. } => 1,
        SwitchConfig::Broadcast01 { slice1, slice0, .. } => u64::from(*slice1) * u64::from(*slice0),
        SwitchConfig::Broadcast1 { slice1, .. } => u64::from(*slice1),
        SwitchConfig::Custom(c) => c
            .bitmaps
            .get(o as usize)
            .map_or(0, |b| u64::from(b.count())),
    }
}

/// Output time steps of slice `o` for an input of `input_time` steps per slice.
pub fn output_time(cfg: &SwitchConfig, o: u32, input_time: u64) -> u64 {
    input_time * fan_in(cfg, o)
}

/// The packet output slice `o` emits at output step `t`: `(source slice, input step)`;
/// `None` past the end of its output (or for a custom slice that accepts nothing).
/// `cfg` must have passed `visa_tcp::check::switch` for `input_time`.
pub fn source(cfg: &SwitchConfig, o: u32, t: u64, input_time: u64) -> Option<(u32, u64)> {
    if t >= output_time(cfg, o, input_time) || u64::from(o) >= l::SLICES {
        return None;
    }
    let o = u64::from(o);
    let (s, u) = match *cfg {
        SwitchConfig::Forward => (o, t),
        SwitchConfig::Broadcast01 {
            slice1,
            slice0,
            time0,
        } => {
            let (s1, s0, t0) = (u64::from(slice1), u64::from(slice0), u64::from(time0));
            let ring = o - o % (s1 * s0);
            // t = ((time1 · s1 + j1) · t0 + k0) · s0 + j0
            let j0 = t % s0;
            let k0 = (t / s0) % t0;
            let j1 = (t / (s0 * t0)) % s1;
            let time1 = t / (s0 * t0 * s1);
            (ring + j1 * s0 + j0, time1 * t0 + k0)
        }
        SwitchConfig::Broadcast1 { slice1, slice0 } => {
            let (s1, s0) = (u64::from(slice1), u64::from(slice0));
            let ring = o - o % (s1 * s0);
            // o = ring + tile · s0 + i0; t = time · s1 + j1
            (ring + (t % s1) * s0 + o % s0, t / s1)
        }
        SwitchConfig::Transpose { slice1, slice0 } => {
            let (s1, s0) = (u64::from(slice1), u64::from(slice0));
            let ring = o - o % (s1 * s0);
            // o = ring + i0 · s1 + i1 takes the source at ring + i1 · s0 + i0.
            let (i0, i1) = ((o - ring) / s1, (o - ring) % s1);
            (ring + i1 * s0 + i0, t)
        }
        SwitchConfig::InterTranspose {
            slice1,
            slice0,
            time0,
        } => {
            let (s1, s0, t0) = (u64::from(slice1), u64::from(slice0), u64::from(time0));
            let ring = o - o % (s1 * s0);
            // o = ring + k1 · s0 + i0 (k1: the input's time1 digit this slice keeps);
            // t = (time2 · t0 + k0) · s1 + j1 (j1: the source's slice1 digit).
            let (k1, i0) = ((o - ring) / s0, (o - ring) % s0);
            let j1 = t % s1;
            let k0 = (t / s1) % t0;
            let time2 = t / (s1 * t0);
            (ring + j1 * s0 + i0, (time2 * s1 + k1) * t0 + k0)
        }
        SwitchConfig::Custom(ref c) => {
            let b = c.bitmaps.get(o as usize)?;
            let n = u64::from(b.count());
            let k = usize::try_from(t % n).ok()?;
            (u64::from(b.iter().nth(k)?), t / n)
        }
    };
    Some((u32::try_from(s).ok()?, u))
}

/// Runs the router over one cluster: `input[s]` holds slice `s`'s packets in input order
/// (every slice the same count); returns each slice's output packets in output order.
/// `Err` when the input is not one queue per slice of equal length.
pub fn route<P: Clone>(cfg: &SwitchConfig, input: &[Vec<P>]) -> Result<Vec<Vec<P>>, String> {
    if input.len() as u64 != l::SLICES {
        return Err(format!(
            "the switch routes a whole cluster of {} slices, got {}",
            l::SLICES,
            input.len()
        ));
    }
    let time = input[0].len() as u64;
    if input.iter().any(|q| q.len() as u64 != time) {
        return Err("every slice must fetch the same number of packets".into());
    }
    let mut out = Vec::with_capacity(input.len());
    for o in 0..l::SLICES as u32 {
        let n = output_time(cfg, o, time);
        let mut q = Vec::with_capacity(n as usize);
        for t in 0..n {
            let (s, u) = source(cfg, o, t, time)
                .ok_or_else(|| format!("output slice {o} has no packet at step {t}"))?;
            let p = input
                .get(s as usize)
                .and_then(|q| q.get(u as usize))
                .ok_or_else(|| {
                    format!(
                        "output slice {o} step {t} reads slice {s} step {u}, which does not exist"
                    )
                })?;
            q.push(p.clone());
        }
        out.push(q);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;
    use visa_tcp::{CustomRouting, SnoopBitmap};

    /// The sources output slice `o` takes over the whole output (its snoop bitmap).
    fn bitmap(cfg: &SwitchConfig, o: u32, time: u64) -> Vec<u32> {
        let set: BTreeSet<u32> = (0..output_time(cfg, o, time))
            .filter_map(|t| source(cfg, o, t, time).map(|(s, _)| s))
            .collect();
        set.into_iter().collect()
    }

    /// GT-SW-03/04 (L3160–3209, L3171–3181): Broadcast01 {2, 2, 4} over 64 input steps.
    #[test]
    fn broadcast01() {
        let c = SwitchConfig::Broadcast01 {
            slice1: 2,
            slice0: 2,
            time0: 4,
        };
        assert_eq!(bitmap(&c, 0, 64), [0, 1, 2, 3]);
        assert_eq!(bitmap(&c, 3, 64), [0, 1, 2, 3]);
        assert_eq!(bitmap(&c, 4, 64), [4, 5, 6, 7]);
        assert_eq!(bitmap(&c, 255, 64), [252, 253, 254, 255]);
        assert_eq!(output_time(&c, 0, 64), 256);
        // Time [B / 4, A / 2 % 2, B % 4, A % 2]: slice0 innermost, then time0, then slice1.
        let seq: Vec<_> = (0..10).map(|t| source(&c, 5, t, 64).unwrap()).collect();
        assert_eq!(
            seq,
            [
                (4, 0),
                (5, 0),
                (4, 1),
                (5, 1),
                (4, 2),
                (5, 2),
                (4, 3),
                (5, 3),
                (6, 0),
                (7, 0)
            ]
        );
        assert_eq!(source(&c, 5, 16, 64), Some((4, 4)));
        assert_eq!(source(&c, 5, 256, 64), None);
    }

    /// GT-SW-06 (L3235–3254): Broadcast1 {4, 8}.
    #[test]
    fn broadcast1() {
        let c = SwitchConfig::Broadcast1 {
            slice1: 4,
            slice0: 8,
        };
        assert_eq!(bitmap(&c, 0, 64), [0, 8, 16, 24]);
        assert_eq!(bitmap(&c, 255, 64), [231, 239, 247, 255]);
        // Time [B, A / 8 % 4]: slice1 innermost.
        assert_eq!(source(&c, 9, 0, 64), Some((1, 0)));
        assert_eq!(source(&c, 9, 1, 64), Some((9, 0)));
        assert_eq!(source(&c, 9, 4, 64), Some((1, 1)));
    }

    /// GT-SW-07 (L3264–3284): Transpose {32, 2}.
    #[test]
    fn transpose() {
        let c = SwitchConfig::Transpose {
            slice1: 32,
            slice0: 2,
        };
        for (o, s) in [
            (0, 0),
            (1, 2),
            (31, 62),
            (32, 1),
            (33, 3),
            (63, 63),
            (64, 64),
        ] {
            assert_eq!(bitmap(&c, o, 64), [s], "row {o}");
        }
        assert_eq!(source(&c, 1, 7, 64), Some((2, 7)));
    }

    /// GT-SW-08 (L3304–3331): InterTranspose {2, 16, 2} over 8 input steps (A = 8).
    #[test]
    fn inter_transpose() {
        let c = SwitchConfig::InterTranspose {
            slice1: 2,
            slice0: 16,
            time0: 2,
        };
        assert_eq!(bitmap(&c, 0, 8), [0, 16]);
        assert_eq!(bitmap(&c, 16, 8), [0, 16]);
        assert_eq!(bitmap(&c, 17, 8), [1, 17]);
        assert_eq!(bitmap(&c, 255, 8), [239, 255]);
        // Output slice 16 keeps A / 2 % 2 = 1: input steps 2, 3, 6, 7; Time [A / 4, A % 2, C / 16 % 2].
        let seq: Vec<_> = (0..8).map(|t| source(&c, 16, t, 8).unwrap()).collect();
        assert_eq!(
            seq,
            [
                (0, 2),
                (16, 2),
                (0, 3),
                (16, 3),
                (0, 6),
                (16, 6),
                (0, 7),
                (16, 7)
            ]
        );
    }

    /// GT-SW-11 (L3420–3458): a custom routing, ring 4, rows {4⌊o/4⌋ + 0, 1, 2}.
    #[test]
    fn custom() {
        let c = SwitchConfig::Custom(CustomRouting {
            ring_size: 4,
            bitmaps: (0..256u32)
                .map(|o| SnoopBitmap::from_slices((0..3).map(|k| o / 4 * 4 + k)))
                .collect(),
        });
        assert_eq!(output_time(&c, 6, 8), 24);
        let seq: Vec<_> = (0..4).map(|t| source(&c, 6, t, 8).unwrap()).collect();
        assert_eq!(seq, [(4, 0), (5, 0), (6, 0), (4, 1)]);
    }

    /// The router over packets tagged (slice, step): forwarding keeps every queue.
    #[test]
    fn route_queues() {
        let input: Vec<Vec<(u32, u32)>> =
            (0..256).map(|s| (0..3).map(|t| (s, t)).collect()).collect();
        assert_eq!(route(&SwitchConfig::Forward, &input).unwrap(), input);
        let b = SwitchConfig::Broadcast1 {
            slice1: 2,
            slice0: 1,
        };
        let out = route(&b, &input).unwrap();
        assert_eq!(out[1], [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)]);
        assert!(route(&b, &input[..4]).unwrap_err().contains("256 slices"));
    }
}
