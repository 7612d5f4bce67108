//! The intra-slice branch's configuration (L4793–4802, L5061–5062, L5255): how each
//! element's 4-bit ExecutionId is assigned, and which ExecutionIds each op applies to.
//!
//! The manual names the modes and little more (digest-C Q-VE-2); the choices are
//! docs/decisions.md C9A-1 … C9A-5:
//! - `comparison`: up to four InputCmps; InputCmp `k` sets bit `k` of the ExecutionId when
//!   its comparison holds. A side is the element's value, an immediate, or the index of
//!   an axis at the element's position (the static branch logger of L8711–8720);
//! - `axis_toggle`: ExecutionId `index(axis) % 2`;
//! - `vrf`: the ExecutionIds of a VRF tensor written by the Branch Logger
//!   (`vector_branch_log` then `to_vrf`): the low 4 bits of each element's word;
//! - an op with a group set applies only to the elements whose ExecutionId is in the
//!   set; the others pass through it unchanged.
//!
//! An axis index is a sum of digits of the element's coordinates ([`AxisIndex`]), derived
//! from the stream's mapping by the compiler (no per-element work); the simulator
//! evaluates it per element. The data semantics (comparisons) are implemented separately
//! by the stream interpreter and the simulator.

use crate::vector::VeOperand;
use std::fmt;

/// ExecutionIds are 4 bits: 16 groups (L5255).
pub const EXECUTION_IDS: u32 = 16;

/// InputCmps of the `comparison` mode (`Comparison([InputCmp; 4])`, L4801).
pub const INPUT_CMPS: usize = 4;

/// The group set of an op without a condition: every ExecutionId.
pub const ALL_GROUPS: u16 = u16::MAX;

crate::keywords! {
    /// The comparison of an InputCmp (docs/decisions.md C9A-2).
    pub enum CmpOp: "comparison" as "cmp" {
        /// Equal.
        Eq = "eq",
        /// Not equal.
        Ne = "ne",
        /// Less than.
        Lt = "lt",
        /// Less or equal.
        Le = "le",
        /// Greater than.
        Gt = "gt",
        /// Greater or equal.
        Ge = "ge",
    }
}

crate::keywords! {
    /// The coordinate of an element a digit of an axis index is read from.
    pub enum Coord: "coordinate" as "coord" {
        /// The cluster (global slice / 256).
        Cluster = "c",
        /// The slice within its cluster.
        Slice = "s",
        /// The flit of the pass (Time, in Way8).
        Time = "t",
        /// The lane of the flit (Packet, in Way8).
        Lane = "l",
    }
}

/// One digit of an axis index: `((coord / div) % count) * weight`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IndexTerm {
    /// The coordinate.
    pub coord: Coord,
    /// Position weight of one step of the digit.
    pub div: u64,
    /// Digit width.
    pub count: u64,
    /// Axis weight of one step of the digit.
    pub weight: u64,
}

/// An axis's index at an element's position: the sum of its digits.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct AxisIndex {
    /// The digits.
    pub terms: Vec<IndexTerm>,
}

/// A side of an InputCmp.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum CmpSide {
    /// The element's value (f32 or i32 as the stream).
    Value,
    /// An immediate: its 32 bits (an f32's bits when compared with an f32 value).
    Imm(i32),
    /// An axis index at the element's position.
    Index(AxisIndex),
}

/// One InputCmp: `lhs op rhs` sets one ExecutionId bit.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct InputCmp {
    /// Left side.
    pub lhs: CmpSide,
    /// Comparison.
    pub op: CmpOp,
    /// Right side.
    pub rhs: CmpSide,
}

/// The branch configuration of a pass besides its [`crate::BranchMode`]: the mode's
/// parameters, and the group set of each op.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Branching {
    /// `comparison`: the InputCmps, bit `k` from `cmps[k]`.
    pub cmps: Vec<InputCmp>,
    /// `axis_toggle`: the axis's index.
    pub toggle: Option<AxisIndex>,
    /// `vrf`: the VRF tensor of ExecutionIds (one word per element, as the stream's flits).
    pub ids: Option<VeOperand>,
    /// `valid_count`: the Valid Count Generator marking the padding of the mode's axis
    /// (ExecutionId 0 below the flit's valid count, 1 from it; docs/decisions.md C9G-3).
    pub vcg: Option<crate::VcgConfig>,
    /// Per op of the program (parallel to its ops; empty: every op applies to every
    /// element): the ExecutionIds the op applies to, bit `g` for group `g`.
    pub when: Vec<u16>,
}

impl Branching {
    /// The group set of op `i`.
    pub fn groups(&self, i: usize) -> u16 {
        self.when.get(i).copied().unwrap_or(ALL_GROUPS)
    }

    /// Whether no op is conditional.
    pub fn unconditional_ops(&self) -> bool {
        self.when.iter().all(|&w| w == ALL_GROUPS)
    }

    /// The mode parameters as text (`cmp(x gt #0, idx(t/1%16*1) le #3)`, `toggle(...)`,
    /// `ids(addr, flits)`), empty when there are none; [`Branching::parse_config`] reads
    /// it back.
    pub fn config_text(&self) -> String {
        let mut parts = Vec::new();
        if !self.cmps.is_empty() {
            let c: Vec<String> = self.cmps.iter().map(|c| c.to_string()).collect();
            parts.push(format!("cmp({})", c.join("; ")));
        }
        if let Some(t) = &self.toggle {
            parts.push(format!("toggle({t})"));
        }
        if let Some(VeOperand::Vrf { addr, flits }) = self.ids {
            parts.push(format!("ids({addr}, {flits})"));
        }
        if let Some(v) = &self.vcg {
            parts.push(format!("vcg({})", v.to_text()));
        }
        parts.join(" ")
    }

    /// Reads [`Branching::config_text`] (the mode parameters; `when` stays empty).
    pub fn parse_config(s: &str) -> Result<Branching, String> {
        let mut b = Branching::default();
        let mut rest = s.trim();
        while !rest.is_empty() {
            let open = rest
                .find('(')
                .ok_or_else(|| format!("expected `(` in `{rest}`"))?;
            let head = rest[..open].trim();
            let close = matching(rest, open)?;
            let body = &rest[open + 1..close];
            match head {
                "cmp" => {
                    for c in body.split(';') {
                        b.cmps.push(parse_cmp(c.trim())?);
                    }
                }
                "toggle" => b.toggle = Some(parse_index(body)?),
                "ids" => {
                    let (a, f) = body
                        .split_once(',')
                        .ok_or_else(|| format!("expected `ids(addr, flits)`, got `{body}`"))?;
                    b.ids = Some(VeOperand::Vrf {
                        addr: num(a)?,
                        flits: num(f)?,
                    });
                }
                "vcg" => b.vcg = Some(crate::VcgConfig::from_text(body)?),
                _ => return Err(format!("unknown branch parameter `{head}`")),
            }
            rest = rest[close + 1..].trim();
        }
        Ok(b)
    }
}

fn matching(s: &str, open: usize) -> Result<usize, String> {
    let mut depth = 0;
    for (i, ch) in s.char_indices().skip(open) {
        match ch {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return Ok(i);
                }
            }
            _ => {}
        }
    }
    Err(format!("unbalanced parentheses in `{s}`"))
}

fn num<T: std::str::FromStr>(s: &str) -> Result<T, String> {
    s.trim()
        .parse()
        .map_err(|_| format!("expected a number, got `{}`", s.trim()))
}

fn parse_index(s: &str) -> Result<AxisIndex, String> {
    let mut terms = Vec::new();
    for t in s.split('+').map(str::trim).filter(|t| !t.is_empty()) {
        // c/D%N*W
        let (coord, rest) = t
            .split_once('/')
            .ok_or_else(|| format!("expected `coord/div%count*weight`, got `{t}`"))?;
        let (div, rest) = rest
            .split_once('%')
            .ok_or_else(|| format!("expected `%` in `{t}`"))?;
        let (count, weight) = rest
            .split_once('*')
            .ok_or_else(|| format!("expected `*` in `{t}`"))?;
        let coord = Coord::from_keyword(coord.trim())
            .ok_or_else(|| format!("unknown coordinate `{coord}` (expected c, s, t or l)"))?;
        let term = IndexTerm {
            coord,
            div: num(div)?,
            count: num(count)?,
            weight: num(weight)?,
        };
        if term.div == 0 || term.count == 0 {
            return Err(format!("index digit `{t}` has a zero divisor or width"));
        }
        terms.push(term);
    }
    Ok(AxisIndex { terms })
}

fn parse_side(s: &str) -> Result<CmpSide, String> {
    let s = s.trim();
    if s == "x" {
        Ok(CmpSide::Value)
    } else if let Some(v) = s.strip_prefix('#') {
        Ok(CmpSide::Imm(num(v)?))
    } else if let Some(body) = s.strip_prefix("idx(").and_then(|b| b.strip_suffix(')')) {
        Ok(CmpSide::Index(parse_index(body)?))
    } else {
        Err(format!("expected `x`, `#imm` or `idx(...)`, got `{s}`"))
    }
}

fn parse_cmp(s: &str) -> Result<InputCmp, String> {
    for &op in CmpOp::ALL {
        let kw = format!(" {} ", op.keyword());
        if let Some((l, r)) = s.split_once(&kw) {
            return Ok(InputCmp {
                lhs: parse_side(l)?,
                op,
                rhs: parse_side(r)?,
            });
        }
    }
    Err(format!("expected `lhs OP rhs`, got `{s}`"))
}

impl fmt::Display for AxisIndex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.terms.iter().enumerate() {
            if i > 0 {
                f.write_str(" + ")?;
            }
            write!(f, "{}/{}%{}*{}", t.coord, t.div, t.count, t.weight)?;
        }
        Ok(())
    }
}

impl fmt::Display for CmpSide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CmpSide::Value => f.write_str("x"),
            CmpSide::Imm(v) => write!(f, "#{v}"),
            CmpSide::Index(i) => write!(f, "idx({i})"),
        }
    }
}

impl fmt::Display for InputCmp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {} {}", self.lhs, self.op, self.rhs)
    }
}

/// The ExecutionIds a mode can assign (bit `g` for group `g`): `{0}` for `unconditional`,
/// `{0, 1}` for `axis_toggle` and `valid_count` (valid, padding; C9G-3), `0 .. 2^k` for
/// `k` InputCmps, all 16 for `vrf`.
pub fn reachable_ids(mode: crate::BranchMode, cmps: usize) -> u16 {
    use crate::BranchMode as M;
    match mode {
        M::Unconditional => 1,
        M::AxisToggle | M::ValidCount => 0b11,
        M::Comparison => ((1u32 << (1u32 << cmps.min(INPUT_CMPS))) - 1) as u16,
        M::Vrf => ALL_GROUPS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_text_round_trips() {
        let idx = |terms: Vec<IndexTerm>| AxisIndex { terms };
        let b = Branching {
            cmps: vec![
                InputCmp {
                    lhs: CmpSide::Value,
                    op: CmpOp::Gt,
                    rhs: CmpSide::Imm(-7),
                },
                InputCmp {
                    lhs: CmpSide::Index(idx(vec![IndexTerm {
                        coord: Coord::Time,
                        div: 1,
                        count: 16,
                        weight: 8,
                    }])),
                    op: CmpOp::Le,
                    rhs: CmpSide::Index(idx(vec![
                        IndexTerm {
                            coord: Coord::Slice,
                            div: 2,
                            count: 128,
                            weight: 1,
                        },
                        IndexTerm {
                            coord: Coord::Lane,
                            div: 1,
                            count: 8,
                            weight: 128,
                        },
                    ])),
                },
            ],
            toggle: Some(idx(vec![IndexTerm {
                coord: Coord::Cluster,
                div: 1,
                count: 2,
                weight: 1,
            }])),
            ids: Some(VeOperand::Vrf { addr: 64, flits: 3 }),
            vcg: None,
            when: Vec::new(),
        };
        let text = b.config_text();
        assert_eq!(
            text,
            "cmp(x gt #-7; idx(t/1%16*8) le idx(s/2%128*1 + l/1%8*128)) toggle(idx(c/1%2*1)) ids(64, 3)"
                .replace("toggle(idx(c/1%2*1))", "toggle(c/1%2*1)")
        );
        assert_eq!(Branching::parse_config(&text), Ok(b));
        assert_eq!(Branching::parse_config(""), Ok(Branching::default()));
        assert!(Branching::parse_config("cmp(x gt)").is_err());
        assert!(Branching::parse_config("toggle(q/1%2*1)").is_err());
        assert!(Branching::parse_config("toggle(t/0%2*1)").is_err());
        // The valid_count mode's generator (C9G-3).
        let mut cfg = crate::VcgConfig::ALL_VALID;
        cfg.n = 1;
        cfg.counters[0] = crate::VcCounter {
            limit: 4,
            dim: crate::VcDim::Packet,
            stride: 8,
        };
        cfg.packet_valid = 30;
        let v = Branching {
            vcg: Some(cfg),
            ..Branching::default()
        };
        assert_eq!(
            v.config_text(),
            "vcg(c 4.1.8 | p 30 8 | g 0.1.0.0 0.1.0.0 0.1.0.0)"
        );
        assert_eq!(Branching::parse_config(&v.config_text()), Ok(v));
        assert!(Branching::parse_config("vcg(c 4.1 | p 1 8 | g)").is_err());
    }

    #[test]
    fn reachable_ids_per_mode() {
        use crate::BranchMode as M;
        assert_eq!(reachable_ids(M::Unconditional, 0), 1);
        assert_eq!(reachable_ids(M::AxisToggle, 0), 3);
        assert_eq!(reachable_ids(M::Comparison, 1), 0b11);
        assert_eq!(reachable_ids(M::Comparison, 2), 0b1111);
        assert_eq!(reachable_ids(M::Comparison, 4), 0xFFFF);
        assert_eq!(reachable_ids(M::Vrf, 0), 0xFFFF);
        assert_eq!(reachable_ids(M::ValidCount, 0), 3);
    }
}
