//! The Switch Engine's rules for a configuration (L3459–3519, L3364): what a
//! [`SwitchConfig`] must satisfy whatever mappings it is used with. The rules that relate a
//! configuration to the stream's mappings (the topology realizes the Slice/Time change,
//! order preservation, innermost time position, full cluster) are the stream verifier's,
//! decided by `visa_mapping::switch`.

use super::{CheckError, CheckResult};
use crate::limits as l;
use crate::switch::SwitchConfig;

/// Checks `cfg` for a switch whose input holds `input_time` packets per slice: every slice
/// sub-dimension a power of two whose product divides the 256-slice ring (L3364, L3501),
/// `time0` dividing the input Time (Broadcast01: `time1 = InTime / time0`, L3146;
/// InterTranspose: `time2 = InTime / (slice1 · time0)`, L3292), a custom ring size a power
/// of two of at most 256 slices (L3364) and, when its bitmaps are given, one per slice,
/// taking sources of its own ring only, all of one size or empty (every output slice
/// outputs the same Time; a padding slice outputs nothing). Returns the ring size.
pub fn switch(cfg: &SwitchConfig, input_time: u64) -> CheckResult<u32> {
    let pow2 = |what: &str, v: u32| -> CheckResult<()> {
        if v == 0 || !v.is_power_of_two() {
            return Err(CheckError::invalid(format!(
                "switch {what} = {v} must be a power of two (L3364)"
            )));
        }
        Ok(())
    };
    let ring_fits = |s1: u32, s0: u32| -> CheckResult<()> {
        pow2("slice1", s1)?;
        pow2("slice0", s0)?;
        if u64::from(s1) * u64::from(s0) > l::SLICES {
            return Err(CheckError::invalid(format!(
                "switch slice1 × slice0 = {} exceeds the {}-slice ring (L3501)",
                u64::from(s1) * u64::from(s0),
                l::SLICES
            )));
        }
        Ok(())
    };
    let divides_time = |what: &str, d: u64| -> CheckResult<()> {
        if d == 0 || !input_time.is_multiple_of(d) {
            return Err(CheckError::invalid(format!(
                "switch {what} = {d} does not divide the input Time size {input_time}"
            )));
        }
        Ok(())
    };
    match cfg {
        SwitchConfig::Forward => {}
        SwitchConfig::Broadcast01 {
            slice1,
            slice0,
            time0,
        } => {
            ring_fits(*slice1, *slice0)?;
            divides_time("time0", u64::from(*time0))?;
        }
        SwitchConfig::Broadcast1 { slice1, slice0 }
        | SwitchConfig::Transpose { slice1, slice0 } => ring_fits(*slice1, *slice0)?,
        SwitchConfig::InterTranspose {
            slice1,
            slice0,
            time0,
        } => {
            ring_fits(*slice1, *slice0)?;
            divides_time("slice1 × time0", u64::from(*slice1) * u64::from(*time0))?;
        }
        SwitchConfig::Custom(c) => {
            pow2("ring_size", c.ring_size)?;
            if u64::from(c.ring_size) > l::SLICES {
                return Err(CheckError::invalid(format!(
                    "switch ring_size = {} exceeds the {}-slice ring (L3364)",
                    c.ring_size,
                    l::SLICES
                )));
            }
            if !c.bitmaps.is_empty() {
                if c.bitmaps.len() as u64 != l::SLICES {
                    return Err(CheckError::invalid(format!(
                        "a custom switch needs one snoop bitmap per slice ({}), got {}",
                        l::SLICES,
                        c.bitmaps.len()
                    )));
                }
                let r = c.ring_size;
                let n = c.bitmaps.iter().map(|b| b.count()).max().unwrap_or(0);
                if n == 0 {
                    return Err(CheckError::invalid(
                        "a custom switch whose snoop bitmaps accept no source outputs nothing",
                    ));
                }
                for (o, b) in c.bitmaps.iter().enumerate() {
                    let o = o as u32;
                    if b.count() != 0 && b.count() != n {
                        return Err(CheckError::invalid(format!(
                            "snoop bitmap of slice {o} accepts {} sources; every slice must accept the same number ({n}) or none (a padding slice)",
                            b.count()
                        )));
                    }
                    if let Some(s) = b.iter().find(|s| s / r != o / r) {
                        return Err(CheckError::invalid(format!(
                            "snoop bitmap of slice {o} accepts slice {s}, outside its ring of {r} slices (L3364)"
                        )));
                    }
                }
            }
        }
    }
    Ok(cfg.ring_size())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::switch::{CustomRouting, SnoopBitmap};

    fn msg(r: CheckResult<u32>) -> String {
        r.unwrap_err().to_string()
    }

    #[test]
    fn regular_topologies() {
        let b01 = |slice1, slice0, time0| SwitchConfig::Broadcast01 {
            slice1,
            slice0,
            time0,
        };
        assert_eq!(switch(&b01(2, 2, 4), 64), Ok(4));
        assert_eq!(switch(&b01(256, 1, 1), 1), Ok(256));
        assert!(msg(switch(&b01(3, 2, 4), 64)).contains("slice1 = 3 must be a power of two"));
        assert!(msg(switch(&b01(2, 0, 4), 64)).contains("slice0 = 0"));
        assert!(msg(switch(&b01(32, 16, 1), 64)).contains("exceeds the 256-slice ring"));
        assert!(msg(switch(&b01(2, 2, 3), 64)).contains("time0 = 3 does not divide"));
        let it = SwitchConfig::InterTranspose {
            slice1: 2,
            slice0: 16,
            time0: 2,
        };
        assert_eq!(switch(&it, 8), Ok(32));
        assert!(msg(switch(&it, 2)).contains("slice1 × time0 = 4 does not divide"));
        let t = SwitchConfig::Transpose {
            slice1: 32,
            slice0: 2,
        };
        assert_eq!(switch(&t, 7), Ok(64));
        assert_eq!(switch(&SwitchConfig::Forward, 5), Ok(1));
    }

    #[test]
    fn custom_routing() {
        let custom =
            |ring_size, bitmaps| SwitchConfig::Custom(CustomRouting { ring_size, bitmaps });
        assert_eq!(switch(&custom(32, vec![]), 8), Ok(32));
        assert!(
            msg(switch(&custom(12, vec![]), 8)).contains("ring_size = 12 must be a power of two")
        );
        assert!(msg(switch(&custom(512, vec![]), 8)).contains("exceeds"));
        // GT-SW-11 (L3420–3458): ring 4, output o takes {4⌊o/4⌋ + 0, 1, 2}.
        let ok: Vec<_> = (0..256u32)
            .map(|o| SnoopBitmap::from_slices((0..3).map(|k| o / 4 * 4 + k)))
            .collect();
        assert_eq!(switch(&custom(4, ok.clone()), 8), Ok(4));
        // The same bitmaps do not fit rings of 2.
        assert!(msg(switch(&custom(2, ok.clone()), 8)).contains("outside its ring of 2"));
        let mut uneven = ok.clone();
        uneven[7] = SnoopBitmap::from_slices([4]);
        assert!(msg(switch(&custom(4, uneven), 8)).contains("slice 7 accepts 1 sources"));
        // A padding slice accepts nothing; all of them is an error.
        let mut padded = ok.clone();
        padded[255] = SnoopBitmap::default();
        assert_eq!(switch(&custom(4, padded), 8), Ok(4));
        let none = vec![SnoopBitmap::default(); 256];
        assert!(msg(switch(&custom(4, none), 8)).contains("accept no source"));
        assert!(msg(switch(&custom(4, ok[..10].to_vec()), 8)).contains("got 10"));
    }
}
