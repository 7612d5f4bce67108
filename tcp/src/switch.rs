//! Switch-engine topologies (L3054–3542): the keyword enum [`Switch`] and the configuration
//! [`SwitchConfig`] the Switch Engine runs, with the derived facts every level shares (ring
//! size, cycle count). The rules a configuration must satisfy are in
//! [`check::switch`](crate::check::switch); what the routing does to the data is implemented
//! twice, independently: by the mapping library (`visa_mapping::switch`, on mapping
//! expressions) and by the simulator's router (`visa_sim::switch`, on packets).

use std::fmt;

use crate::limits as l;

crate::keywords! {
    /// A switch-engine topology (L3054–3542).
    pub enum Switch: "switch topology" as "switch" {
        /// Each slice keeps its own packets (forwarding, L3120–3138).
        Forward = "forward",
        /// Broadcast of two inner Slice sub-dimensions into Time (L3139–3219).
        Broadcast01 = "broadcast01",
        /// Broadcast of the middle Slice sub-dimension into Time (L3220–3254).
        Broadcast1 = "broadcast1",
        /// Swap of the two inner Slice sub-dimensions (L3255–3284).
        Transpose = "transpose",
        /// Exchange of a Slice and a Time sub-dimension (L3285–3331).
        InterTranspose = "inter_transpose",
        /// Custom routing: one snoop bitmap per slice (L3332–3458).
        Custom = "custom",
    }
}

/// Which source slices of its ring an output slice accepts: 256 bits, bit `s` = source
/// slice `s` of the cluster (L3096, L3345–3349).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct SnoopBitmap(pub [u64; 4]);

impl SnoopBitmap {
    /// The bitmap accepting exactly the slices of `slices` (each `< 256`).
    pub fn from_slices(slices: impl IntoIterator<Item = u32>) -> Self {
        let mut b = SnoopBitmap::default();
        for s in slices {
            b.insert(s);
        }
        b
    }

    /// Accepts source slice `s` (`s < 256`).
    pub fn insert(&mut self, s: u32) {
        assert!(
            u64::from(s) < l::SLICES,
            "source slice {s} out of the 256-slice ring"
        );
        self.0[(s / 64) as usize] |= 1 << (s % 64);
    }

    /// Whether source slice `s` is accepted.
    pub fn contains(&self, s: u32) -> bool {
        u64::from(s) < l::SLICES && self.0[(s / 64) as usize] >> (s % 64) & 1 == 1
    }

    /// How many source slices are accepted.
    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    /// The accepted source slices, ascending (the ring order, L3104).
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        (0..l::SLICES as u32).filter(|&s| self.contains(s))
    }
}

impl fmt::Display for SnoopBitmap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{")?;
        for (i, s) in self.iter().enumerate() {
            if i > 0 {
                write!(f, ",")?;
            }
            write!(f, "{s}")?;
        }
        write!(f, "}}")
    }
}

/// A custom topology's configuration (L3332–3458): the ring size and one snoop bitmap per
/// slice of the cluster (256, written into SFRs, L3336).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CustomRouting {
    /// Slices per independent ring (a power of two, at most 256, L3364).
    pub ring_size: u32,
    /// `bitmaps[o]`: the source slices output slice `o` accepts. Empty when the bitmap is
    /// still to be derived from the stream's mappings (the stream level writes only the
    /// ring size; the lowering fills it in).
    pub bitmaps: Vec<SnoopBitmap>,
}

/// A Switch Engine configuration (`SwitchConfig`, L3059–3089, digest-B §1.6.2).
///
/// Field names are the manual's. The inferred sizes (`slice2`, `time1`, `time2`) are not
/// stored: they follow from the input's Slice size (256) and Time size.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum SwitchConfig {
    /// No switching: each slice outputs its own packets (L3120–3138).
    Forward,
    /// Input Slice `[slice2, slice1, slice0]`, Time `[time1, time0]` → Slice
    /// `[slice2, tile, tile]`, Time `[time1, slice1, time0, slice0]` (L3139–3219).
    Broadcast01 {
        /// Size of the outer moved Slice sub-dimension.
        slice1: u32,
        /// Size of the inner moved Slice sub-dimension.
        slice0: u32,
        /// Size of the inner Time sub-dimension, placed between `slice1` and `slice0`.
        time0: u32,
    },
    /// Input Slice `[slice2, slice1, slice0]`, Time `[time0]` → Slice
    /// `[slice2, tile, slice0]`, Time `[time0, slice1]` (L3220–3254).
    Broadcast1 {
        /// Size of the moved Slice sub-dimension.
        slice1: u32,
        /// Size of the inner Slice sub-dimension that stays.
        slice0: u32,
    },
    /// Input Slice `[slice2, slice1, slice0]` → Slice `[slice2, slice0, slice1]`, Time
    /// unchanged (L3255–3284).
    Transpose {
        /// Size of the outer swapped sub-dimension.
        slice1: u32,
        /// Size of the inner swapped sub-dimension.
        slice0: u32,
    },
    /// Input Slice `[slice2, slice1, slice0]`, Time `[time2, time1, time0]` with
    /// `time1 = slice1` → Slice `[slice2, time1, slice0]`, Time `[time2, time0, slice1]`
    /// (L3285–3331).
    InterTranspose {
        /// Size of the Slice sub-dimension moved into Time (and of `time1`).
        slice1: u32,
        /// Size of the inner Slice sub-dimension that stays.
        slice0: u32,
        /// Size of the inner Time sub-dimension.
        time0: u32,
    },
    /// Custom routing by snoop bitmaps (L3332–3458).
    Custom(CustomRouting),
}

impl SwitchConfig {
    /// The topology keyword of this configuration.
    pub fn topology(&self) -> Switch {
        match self {
            SwitchConfig::Forward => Switch::Forward,
            SwitchConfig::Broadcast01 { .. } => Switch::Broadcast01,
            SwitchConfig::Broadcast1 { .. } => Switch::Broadcast1,
            SwitchConfig::Transpose { .. } => Switch::Transpose,
            SwitchConfig::InterTranspose { .. } => Switch::InterTranspose,
            SwitchConfig::Custom(_) => Switch::Custom,
        }
    }

    /// The configuration's parameters as `(name, value)` pairs, in the manual's order
    /// (what the IR writes in the topology's `{...}` dictionary).
    pub fn params(&self) -> Vec<(&'static str, u32)> {
        match *self {
            SwitchConfig::Forward => vec![],
            SwitchConfig::Broadcast01 {
                slice1,
                slice0,
                time0,
            }
            | SwitchConfig::InterTranspose {
                slice1,
                slice0,
                time0,
            } => vec![("slice1", slice1), ("slice0", slice0), ("time0", time0)],
            SwitchConfig::Broadcast1 { slice1, slice0 }
            | SwitchConfig::Transpose { slice1, slice0 } => {
                vec![("slice1", slice1), ("slice0", slice0)]
            }
            SwitchConfig::Custom(ref c) => vec![("ring_size", c.ring_size)],
        }
    }

    /// The parameter names a topology takes, in order.
    pub fn param_names(topology: Switch) -> &'static [&'static str] {
        match topology {
            Switch::Forward => &[],
            Switch::Broadcast01 | Switch::InterTranspose => &["slice1", "slice0", "time0"],
            Switch::Broadcast1 | Switch::Transpose => &["slice1", "slice0"],
            Switch::Custom => &["ring_size"],
        }
    }

    /// Builds a configuration from its topology and its parameters by name; `Err` names
    /// the missing or unexpected parameter. A custom routing gets no bitmaps.
    pub fn from_params(topology: Switch, params: &[(&str, u32)]) -> Result<Self, String> {
        let names = Self::param_names(topology);
        for (n, _) in params {
            if !names.contains(n) {
                return Err(if names.is_empty() {
                    format!("topology `{topology}` takes no parameter, got `{n}`")
                } else {
                    format!(
                        "topology `{topology}` has no parameter `{n}` (expected {})",
                        names.join(", ")
                    )
                });
            }
        }
        let get = |n: &str| {
            params
                .iter()
                .find(|(k, _)| *k == n)
                .map(|&(_, v)| v)
                .ok_or_else(|| {
                    format!(
                        "topology `{topology}` needs parameter `{n}` (it takes {})",
                        names.join(", ")
                    )
                })
        };
        Ok(match topology {
            Switch::Forward => SwitchConfig::Forward,
            Switch::Broadcast01 => SwitchConfig::Broadcast01 {
                slice1: get("slice1")?,
                slice0: get("slice0")?,
                time0: get("time0")?,
            },
            Switch::Broadcast1 => SwitchConfig::Broadcast1 {
                slice1: get("slice1")?,
                slice0: get("slice0")?,
            },
            Switch::Transpose => SwitchConfig::Transpose {
                slice1: get("slice1")?,
                slice0: get("slice0")?,
            },
            Switch::InterTranspose => SwitchConfig::InterTranspose {
                slice1: get("slice1")?,
                slice0: get("slice0")?,
                time0: get("time0")?,
            },
            Switch::Custom => SwitchConfig::Custom(CustomRouting {
                ring_size: get("ring_size")?,
                bitmaps: Vec::new(),
            }),
        })
    }

    /// Slices per independent ring: 1 for forwarding, `slice1 · slice0` for the regular
    /// topologies (L3526 states it for Broadcast01; decision C8C-2 for the others), the
    /// configured size for a custom routing (L3364).
    pub fn ring_size(&self) -> u32 {
        match *self {
            SwitchConfig::Forward => 1,
            SwitchConfig::Broadcast01 { slice1, slice0, .. }
            | SwitchConfig::Broadcast1 { slice1, slice0 }
            | SwitchConfig::Transpose { slice1, slice0 }
            | SwitchConfig::InterTranspose { slice1, slice0, .. } => slice1.saturating_mul(slice0),
            SwitchConfig::Custom(ref c) => c.ring_size,
        }
    }

    /// Output packets per input packet of a slice (the output Time is `input_time ×
    /// fan_in`): `slice1 · slice0` for broadcast01, `slice1` for broadcast1, the accepted
    /// sources of a custom routing (every non-padding slice accepts the same number, checked
    /// by [`check::switch`](crate::check::switch); 1 before its bitmaps are derived), 1
    /// otherwise (L3150–3153, L3229–3233, L3345–3349).
    pub fn fan_in(&self) -> u64 {
        match self {
            SwitchConfig::Forward
            | SwitchConfig::Transpose { .. }
            | SwitchConfig::InterTranspose { .. } => 1,
            SwitchConfig::Broadcast01 { slice1, slice0, .. } => {
                u64::from(*slice1) * u64::from(*slice0)
            }
            SwitchConfig::Broadcast1 { slice1, .. } => u64::from(*slice1),
            SwitchConfig::Custom(c) => c
                .bitmaps
                .iter()
                .map(|b| u64::from(b.count()))
                .max()
                .unwrap_or(1)
                .max(1),
        }
    }

    /// Cycles of one switch pass (L3527–3529): `ring_size × input_time ×
    /// cycles_per_packet`, with `cycles_per_packet = ceil(packet_bytes / 32)` (decision
    /// C8C-3 for packets that are not whole flits).
    pub fn cycles(&self, input_time: u64, packet_bytes: u64) -> u64 {
        u64::from(self.ring_size())
            .saturating_mul(input_time)
            .saturating_mul(packet_bytes.div_ceil(l::FLIT_BYTES).max(1))
    }
}

impl fmt::Display for SwitchConfig {
    /// `broadcast01 {slice1 = 2, slice0 = 2, time0 = 4}`, `forward`: the IR's spelling.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.topology())?;
        let p = self.params();
        if !p.is_empty() {
            write!(f, " {{")?;
            for (i, (n, v)) in p.iter().enumerate() {
                if i > 0 {
                    write!(f, ", ")?;
                }
                write!(f, "{n} = {v}")?;
            }
            write!(f, "}}")?;
        }
        if let SwitchConfig::Custom(c) = self {
            if !c.bitmaps.is_empty() {
                write!(f, " snoop [")?;
                for (i, b) in c.bitmaps.iter().enumerate() {
                    if i > 0 {
                        write!(f, ", ")?;
                    }
                    write!(f, "{b}")?;
                }
                write!(f, "]")?;
            }
        }
        Ok(())
    }
}

/// Parses `[{0,1}, {}, {2}]`: one snoop bitmap per output slice.
fn parse_bitmaps(s: &str) -> Result<Vec<SnoopBitmap>, String> {
    let inner = s
        .trim()
        .strip_prefix('[')
        .and_then(|b| b.strip_suffix(']'))
        .ok_or_else(|| format!("expected `snoop [{{..}}, ...]`, got `snoop {s}`"))?;
    let mut out = Vec::new();
    let mut rest = inner.trim();
    while !rest.is_empty() {
        let body = rest
            .strip_prefix('{')
            .ok_or_else(|| format!("expected a bitmap `{{s, ...}}`, got `{rest}`"))?;
        let end = body
            .find('}')
            .ok_or_else(|| format!("unterminated bitmap `{{{body}`"))?;
        let mut b = SnoopBitmap::default();
        for item in body[..end]
            .split(',')
            .map(str::trim)
            .filter(|i| !i.is_empty())
        {
            match item.parse::<u32>() {
                Ok(v) if u64::from(v) < l::SLICES => b.insert(v),
                _ => {
                    return Err(format!(
                        "snoop bitmap {}: `{item}` is not a source slice of the 256-slice ring",
                        out.len()
                    ))
                }
            }
        }
        out.push(b);
        if out.len() as u64 > l::SLICES {
            return Err(format!("more than {} snoop bitmaps", l::SLICES));
        }
        rest = body[end + 1..].trim_start();
        rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
    }
    Ok(out)
}

impl std::str::FromStr for SwitchConfig {
    type Err = String;

    /// Parses the [`Display`](fmt::Display) form: a topology keyword and, for a topology
    /// with parameters, `{name = value, ...}` (any order); a custom routing may follow it
    /// with its bitmaps, `snoop [{0,1}, ...]` (one per output slice).
    fn from_str(s: &str) -> Result<Self, String> {
        let (s, snoop) = match s.split_once(" snoop ") {
            Some((head, tail)) => (head.trim(), Some(parse_bitmaps(tail)?)),
            None => (s.trim(), None),
        };
        let (kw, rest) = match s.find('{') {
            Some(i) => (s[..i].trim(), Some(s[i..].trim())),
            None => (s, None),
        };
        let topology: Switch = kw
            .parse()
            .map_err(|e: crate::UnknownKeyword| e.to_string())?;
        let mut params: Vec<(String, u32)> = Vec::new();
        if let Some(body) = rest {
            let inner = body
                .strip_prefix('{')
                .and_then(|b| b.strip_suffix('}'))
                .ok_or_else(|| format!("expected `{{name = value, ...}}`, got `{body}`"))?;
            for item in inner.split(',').map(str::trim).filter(|i| !i.is_empty()) {
                let (n, v) = item
                    .split_once('=')
                    .ok_or_else(|| format!("expected `name = value`, got `{item}`"))?;
                let v: u32 = v.trim().parse().map_err(|_| {
                    format!(
                        "parameter `{}` must be a 32-bit unsigned integer, got `{}`",
                        n.trim(),
                        v.trim()
                    )
                })?;
                params.push((n.trim().to_string(), v));
            }
        }
        let refs: Vec<(&str, u32)> = params.iter().map(|(n, v)| (n.as_str(), *v)).collect();
        match (SwitchConfig::from_params(topology, &refs)?, snoop) {
            (SwitchConfig::Custom(c), Some(bitmaps)) => {
                Ok(SwitchConfig::Custom(CustomRouting { bitmaps, ..c }))
            }
            (c, None) => Ok(c),
            (c, Some(_)) => Err(format!(
                "topology `{}` takes no snoop bitmaps (only custom does)",
                c.topology()
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_its_display() {
        for c in [
            SwitchConfig::Forward,
            SwitchConfig::Transpose {
                slice1: 32,
                slice0: 2,
            },
            SwitchConfig::InterTranspose {
                slice1: 2,
                slice0: 16,
                time0: 2,
            },
        ] {
            assert_eq!(c.to_string().parse::<SwitchConfig>(), Ok(c));
        }
        assert_eq!(
            "custom {ring_size = 4}"
                .parse::<SwitchConfig>()
                .map(|c| c.ring_size()),
            Ok(4)
        );
        // A custom routing with its bitmaps (GT-SW-10's first slices) round-trips.
        let c = SwitchConfig::Custom(CustomRouting {
            ring_size: 4,
            bitmaps: vec![
                SnoopBitmap::from_slices([0, 1]),
                SnoopBitmap::default(),
                SnoopBitmap::from_slices([2, 255]),
            ],
        });
        assert_eq!(
            c.to_string(),
            "custom {ring_size = 4} snoop [{0,1}, {}, {2,255}]"
        );
        assert_eq!(c.to_string().parse::<SwitchConfig>(), Ok(c));
        for (bad, why) in [
            (
                "custom {ring_size = 4} snoop [{0,256}]",
                "not a source slice",
            ),
            ("custom {ring_size = 4} snoop [{0}", "expected `snoop"),
            ("custom {ring_size = 4} snoop [{x}]", "not a source slice"),
            ("custom {ring_size = 4} snoop [{0]", "unterminated bitmap"),
            ("forward snoop [{0}]", "takes no snoop bitmaps"),
        ] {
            let e = bad.parse::<SwitchConfig>().unwrap_err();
            assert!(e.contains(why), "{bad}: {e}");
        }
        assert!("spin"
            .parse::<SwitchConfig>()
            .unwrap_err()
            .contains("unknown switch topology"));
        assert!("transpose {slice1 = x, slice0 = 1}"
            .parse::<SwitchConfig>()
            .unwrap_err()
            .contains("`slice1` must be"));
    }

    #[test]
    fn bitmap_sets() {
        let b = SnoopBitmap::from_slices([0, 63, 64, 255]);
        assert_eq!(b.count(), 4);
        assert!(b.contains(63) && b.contains(64) && b.contains(255) && !b.contains(1));
        assert!(!b.contains(256));
        assert_eq!(b.iter().collect::<Vec<_>>(), [0, 63, 64, 255]);
        assert_eq!(b.to_string(), "{0,63,64,255}");
    }

    #[test]
    fn params_round_trip_and_errors() {
        let c = SwitchConfig::Broadcast01 {
            slice1: 2,
            slice0: 2,
            time0: 4,
        };
        assert_eq!(
            c.to_string(),
            "broadcast01 {slice1 = 2, slice0 = 2, time0 = 4}"
        );
        let p = c.params();
        assert_eq!(SwitchConfig::from_params(Switch::Broadcast01, &p), Ok(c));
        assert_eq!(SwitchConfig::Forward.to_string(), "forward");
        let e = SwitchConfig::from_params(Switch::Transpose, &[("slice1", 2)]).unwrap_err();
        assert!(e.contains("needs parameter `slice0`"), "{e}");
        let e = SwitchConfig::from_params(Switch::Forward, &[("slice1", 2)]).unwrap_err();
        assert!(e.contains("takes no parameter"), "{e}");
        let e = SwitchConfig::from_params(Switch::Broadcast1, &[("time0", 2)]).unwrap_err();
        assert!(e.contains("no parameter `time0`"), "{e}");
    }

    /// Ring sizes and cycle counts of the golden cases (digest-B GT-SW-02/03/06/07/08/14).
    #[test]
    fn ring_sizes_and_cycles() {
        // GT-SW-02: forwarding, 64 time steps of 128-byte packets: 1 × 64 × 4 (L3137).
        assert_eq!(SwitchConfig::Forward.cycles(64, 128), 256);
        // GT-SW-03: Broadcast01 {2, 2, 4}, i8 64-byte packets: 4 × 64 × 2 = 512 (L3206–3209).
        let b01 = SwitchConfig::Broadcast01 {
            slice1: 2,
            slice0: 2,
            time0: 4,
        };
        assert_eq!((b01.ring_size(), b01.cycles(64, 64)), (4, 512));
        // GT-SW-06: Broadcast1 {4, 8}: ring 32, 32 × 64 × 2 = 4096.
        let b1 = SwitchConfig::Broadcast1 {
            slice1: 4,
            slice0: 8,
        };
        assert_eq!((b1.ring_size(), b1.cycles(64, 64)), (32, 4096));
        // GT-SW-07: Transpose {32, 2}: ring 64, 64 × 64 × 2 = 8192.
        let t = SwitchConfig::Transpose {
            slice1: 32,
            slice0: 2,
        };
        assert_eq!((t.ring_size(), t.cycles(64, 64)), (64, 8192));
        // GT-SW-08: InterTranspose {2, 16, 2}, 32-byte packets, 8 time steps: 32 × 8 × 1.
        let it = SwitchConfig::InterTranspose {
            slice1: 2,
            slice0: 16,
            time0: 2,
        };
        assert_eq!((it.ring_size(), it.cycles(8, 32)), (32, 256));
        // GT-SW-15: GEMV Broadcast01 {256, 1, 1}, one 4096-byte packet: 256 × 1 × 128.
        let g = SwitchConfig::Broadcast01 {
            slice1: 256,
            slice0: 1,
            time0: 1,
        };
        assert_eq!(g.cycles(1, 4096), 32_768);
        // Q-16 / C8C-3: a 40-byte packet takes two flit cycles.
        assert_eq!(SwitchConfig::Forward.cycles(1, 40), 2);
    }
}
