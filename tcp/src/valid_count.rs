//! The Valid Count Generator's configuration (manual "Valid Count Generator's
//! Implementation", L6166–6582): up to 8 nested counters over a slice's flits, each
//! assigned to the packet dim, one of three gate dims or nothing, with a stride; the packet
//! dim's valid count `V_p` and width `stride_p`; each gate's slice-id `mask`, `match`
//! threshold, valid count `V` and mode (standard or transposed).
//!
//! This module holds the configuration and the hardware's limits on it only. The
//! valid count `vc(s, t)` it produces is computed by the simulator (`visa_sim::valid_count`)
//! from these fields; the stream dialect derives a configuration from a reduce's mappings
//! (`visa_stream::valid_count`). The 4-way propagation rules (L6573–6582) are here because
//! both the verifier (a trim must keep every valid lane) and the simulator need them, and
//! they are facts about lanes, not data.

/// Counters of the VCG's sequencer (L6202, L6213).
pub const VCG_COUNTERS: usize = 8;

/// Gate dims (L6234: one packet dim and three gate dims).
pub const VCG_GATES: usize = 3;

/// Lanes of a flit, the largest valid count (L6176).
pub const VCG_LANES: u32 = 8;

/// The original dim a counter feeds (L6197–6209).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum VcDim {
    /// Not assigned: the counter only steps (an axis that needs no masking).
    #[default]
    Unassigned,
    /// The packet dim (`idx_p`).
    Packet,
    /// Gate dim 0, 1 or 2 (`idx_g`).
    Gate(u8),
}

impl VcDim {
    /// The dim's code in the hw attribute form: 0 unassigned, 1 packet, 2 + g gate g.
    pub fn code(self) -> i64 {
        match self {
            VcDim::Unassigned => 0,
            VcDim::Packet => 1,
            VcDim::Gate(g) => 2 + i64::from(g),
        }
    }

    /// The dim of code `c` ([`VcDim::code`]).
    pub fn from_code(c: i64) -> Option<VcDim> {
        match c {
            0 => Some(VcDim::Unassigned),
            1 => Some(VcDim::Packet),
            2..=4 => Some(VcDim::Gate((c - 2) as u8)),
            _ => None,
        }
    }
}

/// One counter of the VCG sequencer: it cycles `0..limit` (counter 0 fastest) and adds
/// `value * stride` to its dim's index (L6210–6238).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct VcCounter {
    /// `L_i`.
    pub limit: u32,
    /// The dim it feeds.
    pub dim: VcDim,
    /// `σ_i`.
    pub stride: u32,
}

/// One gate dim (L6309–6356): slices are classified by `masked_id = s & mask` against
/// `match`: below → open, boundary → open iff `idx < valid`, above → closed (standard) or
/// as boundary (transposed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VcGate {
    /// `mask_gd`.
    pub mask: u32,
    /// `match_gd`.
    pub threshold: u32,
    /// `V_gd`.
    pub valid: u32,
    /// `P_gd`: true for transposed.
    pub transposed: bool,
}

impl VcGate {
    /// A gate that is always open: mask 0, match 1 (every slice is below, L6331).
    pub const OPEN: VcGate = VcGate {
        mask: 0,
        threshold: 1,
        valid: 0,
        transposed: false,
    };

    /// A time-only gate: mask 0, match 0 (every slice is at the boundary, L6465–6466),
    /// open while `idx < valid`.
    pub fn time_only(valid: u32) -> VcGate {
        VcGate {
            mask: 0,
            threshold: 0,
            valid,
            transposed: false,
        }
    }
}

/// A VCG configuration (L6197–6209).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct VcgConfig {
    /// The counters, counter 0 (fastest) first; `n` are used.
    pub counters: [VcCounter; VCG_COUNTERS],
    /// Counters in use.
    pub n: u8,
    /// `V_p`: the unpadded size of the axis on the packet dim.
    pub packet_valid: u32,
    /// `stride_p`: lanes of a flit that belong to the packet axis (1..=8).
    pub packet_stride: u32,
    /// The three gates.
    pub gates: [VcGate; VCG_GATES],
}

impl VcgConfig {
    /// A configuration that marks every lane valid: no counters, `V_p = stride_p = 8`,
    /// every gate open (docs/decisions.md C9B-2: with no axis on the packet dim,
    /// packet_vc is 8).
    pub const ALL_VALID: VcgConfig = VcgConfig {
        counters: [VcCounter {
            limit: 1,
            dim: VcDim::Unassigned,
            stride: 0,
        }; VCG_COUNTERS],
        n: 0,
        packet_valid: VCG_LANES,
        packet_stride: VCG_LANES,
        gates: [VcGate::OPEN; VCG_GATES],
    };

    /// The counters in use, counter 0 first.
    pub fn counters(&self) -> &[VcCounter] {
        &self.counters[..usize::from(self.n).min(VCG_COUNTERS)]
    }

    /// Flits per slice the sequencer counts: `Π L_i` (L6213).
    pub fn flits(&self) -> u64 {
        self.counters().iter().map(|c| u64::from(c.limit)).product()
    }

    /// The hardware's rules: at most 8 counters, each with a limit; `stride_p` in 1..=8;
    /// gate indices below 3. Returns the first violation.
    pub fn check(&self) -> Result<(), String> {
        if usize::from(self.n) > VCG_COUNTERS {
            return Err(format!(
                "{} VCG counters, at most {VCG_COUNTERS} (manual: Computing Tensors › Vector Engine › Valid Count Generator’s Implementation)",
                self.n
            ));
        }
        if self.counters().iter().any(|c| c.limit == 0) {
            return Err("a VCG counter with limit 0".into());
        }
        if self
            .counters()
            .iter()
            .any(|c| matches!(c.dim, VcDim::Gate(g) if usize::from(g) >= VCG_GATES))
        {
            return Err(format!("a VCG gate index beyond {VCG_GATES}"));
        }
        if !(1..=VCG_LANES).contains(&self.packet_stride) {
            return Err(format!(
                "stride_p {} is not in 1..=8 (manual: Computing Tensors › Vector Engine › Valid Count Generator’s Implementation)",
                self.packet_stride
            ));
        }
        Ok(())
    }

    /// The text form `c L.D.S ... | p V S | g M.T.V.P M.T.V.P M.T.V.P` (counters with their
    /// dim code, packet dim, gates), the `vcg(...)` of a `valid_count` branch's
    /// configuration (docs/decisions.md C9G-3); [`VcgConfig::from_text`] reads it back.
    pub fn to_text(&self) -> String {
        let c: Vec<String> = self
            .counters()
            .iter()
            .map(|c| format!("{}.{}.{}", c.limit, c.dim.code(), c.stride))
            .collect();
        let g: Vec<String> = self
            .gates
            .iter()
            .map(|g| {
                format!(
                    "{}.{}.{}.{}",
                    g.mask,
                    g.threshold,
                    g.valid,
                    u8::from(g.transposed)
                )
            })
            .collect();
        format!(
            "c {} | p {} {} | g {}",
            c.join(" "),
            self.packet_valid,
            self.packet_stride,
            g.join(" ")
        )
    }

    /// Reads [`VcgConfig::to_text`].
    pub fn from_text(s: &str) -> Result<VcgConfig, String> {
        let bad =
            || format!("VCG configuration `{s}`: expected `c L.D.S ... | p V S | g M.T.V.P x3`");
        let parts: Vec<&str> = s.split('|').map(str::trim).collect();
        let [c, p, g] = parts[..] else {
            return Err(bad());
        };
        let nums = |w: &str| -> Result<Vec<i64>, String> {
            w.split('.')
                .map(|n| n.parse::<i64>().map_err(|_| bad()))
                .collect()
        };
        let mut cfg = VcgConfig::ALL_VALID;
        let cs: Vec<&str> = c
            .strip_prefix('c')
            .ok_or_else(bad)?
            .split_whitespace()
            .collect();
        if cs.len() > VCG_COUNTERS {
            return Err(bad());
        }
        for (k, w) in cs.iter().enumerate() {
            let [l, d, st] = nums(w)?[..] else {
                return Err(bad());
            };
            cfg.counters[k] = VcCounter {
                limit: u32::try_from(l).map_err(|_| bad())?,
                dim: VcDim::from_code(d).ok_or_else(bad)?,
                stride: u32::try_from(st).map_err(|_| bad())?,
            };
        }
        cfg.n = cs.len() as u8;
        let ps: Vec<&str> = p
            .strip_prefix('p')
            .ok_or_else(bad)?
            .split_whitespace()
            .collect();
        let [v, st] = ps[..] else {
            return Err(bad());
        };
        cfg.packet_valid = v.parse().map_err(|_| bad())?;
        cfg.packet_stride = st.parse().map_err(|_| bad())?;
        let gs: Vec<&str> = g
            .strip_prefix('g')
            .ok_or_else(bad)?
            .split_whitespace()
            .collect();
        if gs.len() != VCG_GATES {
            return Err(bad());
        }
        for (k, w) in gs.iter().enumerate() {
            let [m, t, v, tr] = nums(w)?[..] else {
                return Err(bad());
            };
            let u = |x: i64| u32::try_from(x).map_err(|_| bad());
            cfg.gates[k] = VcGate {
                mask: u(m)?,
                threshold: u(t)?,
                valid: u(v)?,
                transposed: tr == 1,
            };
        }
        Ok(cfg)
    }

    /// The largest valid count the configuration can produce: `min(stride_p, V_p)` (an
    /// upper bound, attained at `idx_p = 0`).
    pub fn max_count(&self) -> u32 {
        self.packet_stride.min(self.packet_valid)
    }
}

/// The valid counts of the two Way4 packets `vector_split` makes of a flit of valid count
/// `v` (L6575–6576): `(min(v, 4), max(v − 4, 0))`.
pub fn split_counts(v: u32) -> (u32, u32) {
    (v.min(4), v.saturating_sub(4))
}

/// The valid count after `vector_trim_way4` (L6577–6578): `v`, which must be at most 4
/// (`None` otherwise: lanes 4–7 would hold valid data that the trim drops).
pub fn trim_count(v: u32) -> Option<u32> {
    (v <= 4).then_some(v)
}

/// The valid count after `vector_concat` of two Way4 packets (L6579): `lo + hi`.
pub fn concat_count(lo: u32, hi: u32) -> u32 {
    lo + hi
}

/// The valid count after `vector_pad_way8` (L6580): unchanged.
pub fn pad_count(v: u32) -> u32 {
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    /// digest-D G34 (L6575–6582): the 4-way propagation, worked by hand.
    #[test]
    fn four_way_propagation_g34() {
        assert_eq!(split_counts(8), (4, 4));
        assert_eq!(split_counts(6), (4, 2));
        assert_eq!(split_counts(3), (3, 0));
        assert_eq!(split_counts(0), (0, 0));
        assert_eq!(concat_count(4, 2), 6);
        assert_eq!(trim_count(3), Some(3));
        assert_eq!(trim_count(5), None);
        assert_eq!(pad_count(3), 3);
        // Split then concat restores the count (both keep the prefix property).
        for v in 0..=8 {
            let (lo, hi) = split_counts(v);
            assert_eq!(concat_count(lo, hi), v);
        }
    }

    #[test]
    fn config_checks() {
        assert!(VcgConfig::ALL_VALID.check().is_ok());
        assert_eq!(VcgConfig::ALL_VALID.flits(), 1);
        assert_eq!(VcgConfig::ALL_VALID.max_count(), 8);
        let mut c = VcgConfig::ALL_VALID;
        c.packet_stride = 9;
        assert!(c.check().unwrap_err().contains("stride_p 9"));
        let mut c = VcgConfig::ALL_VALID;
        c.n = 1;
        c.counters[0] = VcCounter {
            limit: 0,
            dim: VcDim::Packet,
            stride: 8,
        };
        assert!(c.check().is_err());
        for d in [
            VcDim::Unassigned,
            VcDim::Packet,
            VcDim::Gate(0),
            VcDim::Gate(2),
        ] {
            assert_eq!(VcDim::from_code(d.code()), Some(d));
        }
        assert_eq!(VcDim::from_code(5), None);
    }
}
