//! The Inter-Slice Block (manual L6583–6755): its ops, the intra-slice stages it may
//! follow, and its configuration in a vector program ([`InterSlice`]: which slices and
//! flits of a cluster fold into which output slice and flit, as digits; its text form is
//! the `config` of `engine.vector_inter_slice` and the `ve_inter` of `hw.tu`). Facts
//! only; the stream interpreter and the simulator implement the reduction separately.

use crate::{VeStage, VeType};
use std::fmt;

crate::keywords! {
    /// `InterSliceReduceOpI32 {Add, AddSat, Max, Min}` and `InterSliceReduceOpF32 {Add,
    /// Max, Min, Mul}` (L6611–6625).
    pub enum InterSliceReduceOp: "inter-slice reduce op" as "inter_isr" {
        /// i32 wrapping addition; f32 addition.
        Add = "add",
        /// i32 saturating addition.
        AddSat = "add_sat",
        /// Maximum.
        Max = "max",
        /// Minimum.
        Min = "min",
        /// f32 multiplication.
        Mul = "mul",
    }
}

impl InterSliceReduceOp {
    /// Whether the op is defined on `t` (L6611–6625: AddSat is i32 only, Mul f32 only).
    pub fn allows(self, t: VeType) -> bool {
        match self {
            InterSliceReduceOp::AddSat => t == VeType::I32,
            InterSliceReduceOp::Mul => t == VeType::F32,
            _ => true,
        }
    }
}

/// Whether an intra-slice stage may hand its stream to the inter-slice reduce (the
/// IntraFirst path, L6603–6604): the Way8 stages Branch, Logic, Fxp, FxpToFp, Widen,
/// FpToFxp and Clip; not Narrow, Fp, IntraSliceReduce, FpDiv (Way4). Filter is in neither
/// list; it is refused (docs/decisions.md C9B-7).
pub fn may_follow(stage: VeStage) -> bool {
    matches!(
        stage,
        VeStage::Branch
            | VeStage::Logic
            | VeStage::Fxp
            | VeStage::FxpToFp
            | VeStage::Widen
            | VeStage::FpToFxp
            | VeStage::Clip
    )
}

/// What a digit of [`InterSlice`] does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Role {
    /// Present in the input and the output (an axis that stays, possibly moved from Time
    /// to Slice: Promotion, L6675–6693).
    Keep,
    /// Present in the input only: its values are folded (the reduced slice factor R).
    Reduce,
    /// Present in the output only: every value receives the result (Broadcast,
    /// L6655–6672).
    Broadcast,
}

impl Role {
    fn letter(self) -> char {
        match self {
            Role::Keep => 'k',
            Role::Reduce => 'r',
            Role::Broadcast => 'b',
        }
    }
}

/// One digit of the inter-slice reduce's iteration space: `count` values, one step of
/// which moves the input by `in_slice` slices and `in_time` flits and the output by
/// `out_slice` slices and `out_time` flits (0 where the digit is absent).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct IsrDigit {
    /// Keep, reduce or broadcast.
    pub role: Role,
    /// Number of values.
    pub count: u32,
    /// Input slice stride (within the cluster).
    pub in_slice: u32,
    /// Input flit stride.
    pub in_time: u32,
    /// Output slice stride (within the cluster).
    pub out_slice: u32,
    /// Output flit stride.
    pub out_time: u32,
}

/// The Inter-Slice Block of a vector program (docs/decisions.md C9G-1): output slice
/// `Σ d·out_slice` and flit `Σ d·out_time` over the Keep and Broadcast digits receive,
/// lane by lane, the fold of the input slices `Σ d·in_slice` and flits `Σ d·in_time` over
/// the Reduce digits, in lexicographic order of those digits (the first is the most
/// significant; `acc = first`, then `acc = op(acc, x)`). Output flits no digit reaches
/// (the dummy `1 # n` slices) hold zeros. Each cluster of 256 slices reduces on its own.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct InterSlice {
    /// The reduction.
    pub op: InterSliceReduceOp,
    /// InterFirst (`vector_init -> inter -> intra`): the block runs before the branch and
    /// the program's ops; otherwise (IntraFirst) after them.
    pub first: bool,
    /// Flits per slice entering the block.
    pub in_flits: u32,
    /// Flits per slice leaving it.
    pub out_flits: u32,
    /// The digits (Reduce digits in fold order, most significant first).
    pub digits: Vec<IsrDigit>,
}

impl InterSlice {
    /// The reduction ratio `r`: values folded into each result (the product of the Reduce
    /// digits' counts).
    pub fn ratio(&self) -> u64 {
        self.role(Role::Reduce)
            .map(|d| u64::from(d.count))
            .product()
    }

    /// The digits of one role, in order.
    pub fn role(&self, r: Role) -> impl Iterator<Item = &IsrDigit> + '_ {
        self.digits.iter().filter(move |d| d.role == r)
    }

    /// Cycles of the block beyond the pass's streaming: one ring traversal of the
    /// reduction group, `r` cycles (L6738–6754: "first output after roughly O(r) cycles";
    /// L4375: 256 slice results in 256 cycles; docs/decisions.md C9G-2).
    pub fn tail_cycles(&self) -> u64 {
        self.ratio()
    }

    /// The hardware's rules on the configuration (scope one 256-slice cluster, L6736;
    /// strides inside the input and output, at least one reduced digit).
    pub fn check(&self) -> Result<(), String> {
        if self.in_flits == 0 || self.out_flits == 0 {
            return Err("the inter-slice reduce needs at least one flit in and out".into());
        }
        if self.role(Role::Reduce).next().is_none() {
            return Err("the inter-slice reduce has no reduced digit".into());
        }
        let mut max = [0u64; 4];
        for d in &self.digits {
            if d.count == 0 {
                return Err("an inter-slice digit has count 0".into());
            }
            let (i, o) = (d.role != Role::Broadcast, d.role != Role::Reduce);
            if !i && (d.in_slice != 0 || d.in_time != 0)
                || !o && (d.out_slice != 0 || d.out_time != 0)
            {
                return Err(format!("a {:?} digit moves where it is absent", d.role));
            }
            let n = u64::from(d.count - 1);
            for (m, s) in max
                .iter_mut()
                .zip([d.in_slice, d.in_time, d.out_slice, d.out_time])
            {
                *m += n * u64::from(s);
            }
        }
        let slices = crate::limits::SLICES;
        if max[0] >= slices || max[2] >= slices {
            return Err(format!(
                "the inter-slice reduce reaches slice {} of a cluster of {slices} (manual: Computing Tensors › Vector Engine › Inter-Slice Block)",
                max[0].max(max[2])
            ));
        }
        if max[1] >= u64::from(self.in_flits) || max[3] >= u64::from(self.out_flits) {
            return Err(format!(
                "the inter-slice reduce's digits reach flit {} of {} in and {} of {} out",
                max[1], self.in_flits, max[3], self.out_flits
            ));
        }
        Ok(())
    }

    /// The text form: `OP first|after; flits IN OUT; ROLE COUNT IS IT OS OT; ...`
    /// ([`InterSlice::parse_config`] reads it back).
    pub fn config_text(&self) -> String {
        self.to_string()
    }

    /// Reads [`InterSlice::config_text`].
    pub fn parse_config(text: &str) -> Result<InterSlice, String> {
        let mut parts = text.split(';').map(str::trim);
        let bad = || {
            format!("inter-slice config `{text}`: expected `OP first|after; flits IN OUT; ROLE COUNT IS IT OS OT; ...`")
        };
        let head: Vec<&str> = parts.next().ok_or_else(bad)?.split_whitespace().collect();
        let [op, when] = head[..] else {
            return Err(bad());
        };
        let op = InterSliceReduceOp::from_keyword(op).ok_or_else(bad)?;
        let first = match when {
            "first" => true,
            "after" => false,
            _ => return Err(bad()),
        };
        let flits: Vec<&str> = parts.next().ok_or_else(bad)?.split_whitespace().collect();
        let num = |s: &str| s.parse::<u32>().map_err(|_| bad());
        let (in_flits, out_flits) = match flits[..] {
            ["flits", a, b] => (num(a)?, num(b)?),
            _ => return Err(bad()),
        };
        let mut digits = Vec::new();
        for p in parts {
            let w: Vec<&str> = p.split_whitespace().collect();
            let [r, c, is, it, os, ot] = w[..] else {
                return Err(bad());
            };
            let role = match r {
                "k" => Role::Keep,
                "r" => Role::Reduce,
                "b" => Role::Broadcast,
                _ => return Err(bad()),
            };
            digits.push(IsrDigit {
                role,
                count: num(c)?,
                in_slice: num(is)?,
                in_time: num(it)?,
                out_slice: num(os)?,
                out_time: num(ot)?,
            });
        }
        Ok(InterSlice {
            op,
            first,
            in_flits,
            out_flits,
            digits,
        })
    }
}

impl fmt::Display for InterSlice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} {}; flits {} {}",
            self.op.keyword(),
            if self.first { "first" } else { "after" },
            self.in_flits,
            self.out_flits
        )?;
        for d in &self.digits {
            write!(
                f,
                "; {} {} {} {} {} {}",
                d.role.letter(),
                d.count,
                d.in_slice,
                d.in_time,
                d.out_slice,
                d.out_time
            )?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// digest-D G40 and G41 (L6603–6625).
    #[test]
    fn op_set_and_transitions() {
        use InterSliceReduceOp as O;
        for o in [O::Add, O::AddSat, O::Max, O::Min] {
            assert!(o.allows(VeType::I32));
        }
        for o in [O::Add, O::Max, O::Min, O::Mul] {
            assert!(o.allows(VeType::F32));
        }
        assert!(!O::AddSat.allows(VeType::F32));
        assert!(!O::Mul.allows(VeType::I32));
        for s in [
            VeStage::Branch,
            VeStage::Logic,
            VeStage::Fxp,
            VeStage::FxpToFp,
            VeStage::Widen,
            VeStage::FpToFxp,
            VeStage::Clip,
        ] {
            assert!(may_follow(s));
        }
        for s in [
            VeStage::Narrow,
            VeStage::Fp,
            VeStage::IntraSliceReduce,
            VeStage::FpDiv,
            VeStage::Filter,
        ] {
            assert!(!may_follow(s));
        }
    }

    /// The text form reads back, and the checks refuse digits outside the cluster.
    #[test]
    fn config_round_trip_and_check() {
        let g35 = InterSlice {
            op: InterSliceReduceOp::AddSat,
            first: true,
            in_flits: 1,
            out_flits: 1,
            digits: vec![
                IsrDigit {
                    role: Role::Keep,
                    count: 64,
                    in_slice: 4,
                    in_time: 0,
                    out_slice: 4,
                    out_time: 0,
                },
                IsrDigit {
                    role: Role::Reduce,
                    count: 4,
                    in_slice: 1,
                    in_time: 0,
                    out_slice: 0,
                    out_time: 0,
                },
            ],
        };
        assert_eq!(
            g35.config_text(),
            "add_sat first; flits 1 1; k 64 4 0 4 0; r 4 1 0 0 0"
        );
        assert_eq!(
            InterSlice::parse_config(&g35.config_text()),
            Ok(g35.clone())
        );
        assert_eq!(g35.check(), Ok(()));
        assert_eq!(g35.ratio(), 4);
        let mut far = g35.clone();
        far.digits[0].count = 65;
        assert!(far.check().unwrap_err().contains("slice 259"));
        let mut none = g35.clone();
        none.digits.pop();
        assert!(none.check().is_err());
        assert!(InterSlice::parse_config("add first; flits 1").is_err());
    }
}
