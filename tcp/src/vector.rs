//! The Vector Engine's configuration (L4549–4976): element types, branch modes, the
//! fixed-point binary ops with their ALUs, and a pass's program.
//!
//! A [`VeProgram`] is the register-level form of one intra-slice pass
//! (`vector_init -> vector_intra_slice_branch -> ops -> vector_final`). The fixed-point
//! binary ops are the manual's `FxpBinaryOp` (L4824–4836); each runs on one of the four
//! fixed-point ALUs, and each ALU may be used once per pass (L4750, L5261–5268). The ops'
//! numerics are not here: the stream interpreter and the simulator each implement them.

crate::keywords! {
    /// Element type of a Vector Engine pass (L4551: i32 and f32 only).
    pub enum VeType: "vector element type" as "ve_type" {
        /// 32-bit integers (fixed-point ops).
        I32 = "i32",
        /// 32-bit floats.
        F32 = "f32",
    }
}

crate::keywords! {
    /// How ExecutionIds are assigned (L4793–4802); the parameters of a mode are in
    /// [`crate::vector_branch::Branching`].
    pub enum BranchMode: "branch mode" as "branch" {
        /// Every element has ExecutionId 0: every op applies to every element.
        Unconditional = "unconditional",
        /// `group_id = axis_index % 2` for a Time axis.
        AxisToggle = "axis_toggle",
        /// ExecutionIds from the Valid Count Generator.
        ValidCount = "valid_count",
        /// ExecutionId bits from up to four comparisons (`Comparison([InputCmp; 4])`).
        Comparison = "comparison",
        /// ExecutionIds loaded from the VRF.
        Vrf = "vrf",
    }
}

crate::keywords! {
    /// The Vector Engine's ALUs (the fixed-point four, and those of the Logic, Fp and Clip
    /// clusters); each may be used once per pass (L4750, L5261–5268).
    pub enum FxpAlu: "vector ALU" as "alu" {
        /// Adder.
        FxpAdd = "FxpAdd",
        /// Left shifter.
        FxpLshift = "FxpLshift",
        /// Multiplier.
        FxpMul = "FxpMul",
        /// Right shifter.
        FxpRshift = "FxpRshift",
        /// Logic cluster: and (L4806).
        LogicAnd = "LogicAnd",
        /// Logic cluster: or.
        LogicOr = "LogicOr",
        /// Logic cluster: xor.
        LogicXor = "LogicXor",
        /// Logic cluster: left shift.
        LogicLshift = "LogicLshift",
        /// Logic cluster: right shifts.
        LogicRshift = "LogicRshift",
        /// Float cluster: fused multiply-add, add, subtract (L4891).
        FpFma = "FpFma",
        /// Float cluster: sqrt, tanh, sigmoid, erf, log, sin, cos, DivF.
        FpFpu = "FpFpu",
        /// Float cluster: exp, neg_exp.
        FpExp = "FpExp",
        /// Float cluster: multiplier 0.
        FpMul0 = "FpMul0",
        /// Float cluster: multiplier 1.
        FpMul1 = "FpMul1",
        /// Clip cluster: add (L4957).
        ClipAdd = "ClipAdd",
        /// Clip cluster: max, abs_max.
        ClipMax = "ClipMax",
        /// Clip cluster: min, abs_min.
        ClipMin = "ClipMin",
    }
}

crate::keywords! {
    /// The fixed-point binary operations (`FxpBinaryOp`, L4824–4836).
    pub enum FxpBinaryOp: "fixed-point op" as "fxp" {
        /// Wrapping add (FxpAdd ALU).
        AddFxp = "add_fxp",
        /// Saturating add (FxpAdd).
        AddFxpSat = "add_fxp_sat",
        /// Wrapping subtract `x - operand` (FxpAdd).
        SubFxp = "sub_fxp",
        /// Saturating subtract (FxpAdd).
        SubFxpSat = "sub_fxp_sat",
        /// Logical left shift by the operand (FxpLshift).
        LeftShift = "left_shift",
        /// Saturating left shift (FxpLshift).
        LeftShiftSat = "left_shift_sat",
        /// Fixed-point multiply (FxpMul): Q31 with rounding, `MIN * MIN` saturating
        /// (docs/decisions.md, "MulFxp").
        MulFxp = "mul_fxp",
        /// Integer multiply keeping the low 32 bits (FxpMul).
        MulInt = "mul_int",
        /// Logical right shift (FxpRshift).
        LogicRightShift = "logic_right_shift",
        /// Arithmetic right shift (FxpRshift).
        ArithRightShift = "arith_right_shift",
        /// Arithmetic right shift with rounding (FxpRshift), ties toward +infinity
        /// (docs/decisions.md, "ArithRightShiftRound").
        ArithRightShiftRound = "arith_right_shift_round",
    }
}

pub use crate::vector_stage::{
    ArgMode, ClipOp, FpBinaryOp, FpTernaryOp, FpUnaryOp, LogicOp, ReduceOp, ReduceTime, VeStage,
    WayChange,
};

impl FxpBinaryOp {
    /// The ALU the operation occupies (L4824–4836).
    pub fn alu(self) -> FxpAlu {
        use FxpBinaryOp::*;
        match self {
            AddFxp | AddFxpSat | SubFxp | SubFxpSat => FxpAlu::FxpAdd,
            LeftShift | LeftShiftSat => FxpAlu::FxpLshift,
            MulFxp | MulInt => FxpAlu::FxpMul,
            LogicRightShift | ArithRightShift | ArithRightShiftRound => FxpAlu::FxpRshift,
        }
    }

    /// Whether the second operand is a shift amount (the ops of the FxpLshift and
    /// FxpRshift ALUs), which must lie in `0..=`[`crate::limits::MAX_FXP_SHIFT`].
    pub fn is_shift(self) -> bool {
        matches!(self.alu(), FxpAlu::FxpLshift | FxpAlu::FxpRshift)
    }
}

/// The second operand of a binary op (L5052–5073).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VeOperand {
    /// A scalar broadcast to every lane (bit pattern for f32).
    Imm(i32),
    /// A VRF tensor: flit `t` of the stream uses the 32 bytes at
    /// `addr + (t % flits) * 32` of the slice's VRF (`flits = 1` broadcasts over Time).
    Vrf {
        /// Per-slice VRF byte address.
        addr: u64,
        /// Flits in the VRF tensor (1..=256: the VRF holds 8 KiB, L140).
        flits: u32,
    },
    /// The pass's stash: the flit as [`VeOp::Stash`] saw it (L4977–5051, L5052–5060).
    Stash,
}

/// One Vector Engine operation, in its stage (L4733–4747).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VeOp {
    /// `vector_logic(op, operand)`: bitwise ops on the lanes' bits (L4806–4820).
    Logic {
        /// The operation.
        op: LogicOp,
        /// The second operand (bits).
        operand: VeOperand,
    },
    /// `vector_fxp(op, operand)`: `x = op(x, operand)` on every lane.
    Fxp {
        /// The operation.
        op: FxpBinaryOp,
        /// The second operand.
        operand: VeOperand,
    },
    /// `vector_fxp_to_fp(int_width)`: i32 with `31 - int_width` fraction bits to f32.
    FxpToFp {
        /// Integer bits (0..=31).
        int_width: u8,
    },
    /// `vector_split` / `vector_trim_way4`: Way8 to Way4.
    Narrow(WayChange),
    /// `vector_fp_unary(op)`.
    FpUnary {
        /// The operation.
        op: FpUnaryOp,
    },
    /// `vector_fp_binary(op, operand)` with its argument mode.
    FpBinary {
        /// The operation.
        op: FpBinaryOp,
        /// The operand (f32 bits when an immediate).
        operand: VeOperand,
        /// Which of stream and operand are the two arguments.
        mode: ArgMode,
    },
    /// `vector_fp_ternary(op, (operand0, operand1))`: `op(x, o0, o1)` (`Mode012`).
    FpTernary {
        /// The operation.
        op: FpTernaryOp,
        /// The two operands.
        operands: [VeOperand; 2],
    },
    /// `vector_intra_slice_reduce(op)` over Time (L5278–5573): Way4 packets whose reduced
    /// Time factors differ are combined lane by lane, in Time order.
    IntraSliceReduce {
        /// The operation.
        op: ReduceOp,
        /// The Way4 Time factors and which are reduced.
        time: ReduceTime,
        /// The Valid Count Generator's configuration when the reduced axis is padded
        /// (L5574–6582): packets or lanes it marks invalid are left out.
        valid: Option<crate::VcgConfig>,
    },
    /// `vector_fp_div(DivF, operand)`: the dedicated division stage (L4916–4918).
    FpDiv {
        /// The operand.
        operand: VeOperand,
        /// Which of stream and operand are dividend and divisor.
        mode: ArgMode,
    },
    /// `vector_concat` / `vector_pad_way8`: Way4 back to Way8.
    Widen(WayChange),
    /// `vector_fp_to_fxp(int_width)`: f32 to i32 with `31 - int_width` fraction bits.
    FpToFxp {
        /// Integer bits (0..=31).
        int_width: u8,
    },
    /// `vector_stash()`: snapshots the current flit for a later [`VeOperand::Stash`]
    /// (L4977–5051). Not a stage: it keeps the pass at the stage it follows.
    Stash,
    /// `vector_clip(op, operand)` (L4957–4972).
    Clip {
        /// The operation.
        op: ClipOp,
        /// The operand.
        operand: VeOperand,
    },
    /// `vector_branch_log()`: the Branch Logger (L4802): every element becomes its
    /// ExecutionId as an i32, for a later pass's `vrf` branch mode (docs/decisions.md
    /// C9A-3).
    BranchLog,
    /// `vector_filter(mode)` (L4973–4974, the MoE chapter's FilterCompaction L8580–8584):
    /// the elements of the op's ExecutionId groups (its group set in
    /// [`crate::vector_branch::Branching::when`]) are kept, in stream order (flit, then
    /// lane), and written consecutively from lane 0 of the slice's first output flit; the
    /// other positions of the `capacity` elements are zero (docs/decisions.md C9F-1). The
    /// last op of a pass; no intra-slice reduce in the same pass.
    Filter {
        /// Elements the slice's output holds (`capacity.div_ceil(8)` flits).
        capacity: u32,
    },
    /// A two-group `_zip` op (`vector_fxp_zip_with_mode`, `vector_fp_zip`,
    /// `vector_clip_zip`, L5107–5117, L5154–5259): each pair of consecutive packets (group
    /// 0, group 1) becomes one packet `op(a, b)`, `(a, b)` picked by `mode` over the groups
    /// (docs/decisions.md T9G-1). Halves the packets.
    Zip {
        /// The operation and its stage.
        op: crate::vector_zip::ZipOp,
        /// Which groups are the two arguments.
        mode: ArgMode,
    },
}

impl VeOp {
    /// The ALU the operation occupies; `None` for the stages without a user-visible ALU
    /// (L4732: FxpToFp, Narrow, FpDiv, Widen, FpToFxp).
    pub fn alu(&self) -> Option<FxpAlu> {
        match self {
            VeOp::Fxp { op, .. } => Some(op.alu()),
            VeOp::Logic { op, .. } => Some(op.alu()),
            VeOp::FpUnary { op } => Some(op.alu()),
            VeOp::FpBinary { op, .. } => Some(op.alu()),
            VeOp::FpTernary { .. } => Some(FxpAlu::FpFma),
            VeOp::Clip { op, .. } => Some(op.alu()),
            VeOp::Zip { op, .. } => Some(op.alu()),
            VeOp::FxpToFp { .. }
            | VeOp::Narrow(_)
            | VeOp::FpDiv { .. }
            | VeOp::Widen(_)
            | VeOp::FpToFxp { .. }
            | VeOp::IntraSliceReduce { .. }
            | VeOp::BranchLog
            | VeOp::Filter { .. }
            | VeOp::Stash => None,
        }
    }

    /// The stage the operation belongs to (L4733–4747); `None` for [`VeOp::Stash`], which
    /// is not a stage (L4980).
    pub fn stage(&self) -> Option<VeStage> {
        Some(match self {
            VeOp::Stash => return None,
            VeOp::Logic { .. } => VeStage::Logic,
            VeOp::Fxp { .. } => VeStage::Fxp,
            VeOp::FxpToFp { .. } => VeStage::FxpToFp,
            VeOp::Narrow(_) => VeStage::Narrow,
            VeOp::FpUnary { .. } | VeOp::FpBinary { .. } | VeOp::FpTernary { .. } => VeStage::Fp,
            VeOp::IntraSliceReduce { .. } => VeStage::IntraSliceReduce,
            VeOp::FpDiv { .. } => VeStage::FpDiv,
            VeOp::Widen(_) => VeStage::Widen,
            VeOp::FpToFxp { .. } => VeStage::FpToFxp,
            VeOp::Clip { .. } => VeStage::Clip,
            VeOp::BranchLog => VeStage::BranchLog,
            VeOp::Filter { .. } => VeStage::Filter,
            VeOp::Zip { op, .. } => op.stage(),
        })
    }

    /// Whether the op is masked (`MaskMulF`, `MaskFmaF`): the elements outside its
    /// ExecutionId groups become +0.0 instead of passing through (docs/decisions.md C9A-8).
    pub fn masked(&self) -> bool {
        match self {
            VeOp::FpBinary { op, .. } => op.masked(),
            VeOp::FpTernary { op, .. } => op.masked(),
            _ => false,
        }
    }

    /// The operands the operation reads besides the stream, in order.
    pub fn operands(&self) -> Vec<VeOperand> {
        match self {
            VeOp::Logic { operand, .. }
            | VeOp::Fxp { operand, .. }
            | VeOp::FpBinary { operand, .. }
            | VeOp::FpDiv { operand, .. }
            | VeOp::Clip { operand, .. } => vec![*operand],
            VeOp::FpTernary { operands, .. } => operands.to_vec(),
            _ => Vec::new(),
        }
    }
}

/// Cycles the Vector Engine spends per Way8 flit on the fixed-point path: one (L4847);
/// the planner's cost model and [`VeProgram::cycles_per_flit`] read it.
pub const VE_CYCLES_PER_FLIT: u64 = 1;

/// A Vector Engine pass: branch configuration and operations in stage order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VeProgram {
    /// Element type of the stream entering the engine.
    pub dtype: VeType,
    /// ExecutionId assignment.
    pub branch: BranchMode,
    /// Operations, applied in order.
    pub ops: Vec<VeOp>,
    /// The branch mode's parameters and each op's ExecutionId groups.
    pub cond: Box<crate::vector_branch::Branching>,
    /// The Inter-Slice Block, before the branch (InterFirst) or after the ops (L6599–6610).
    pub inter: Option<Box<crate::inter_slice::InterSlice>>,
}

impl VeProgram {
    /// The first ALU used twice, if any (each ALU once per pass, L4750, L5261–5268).
    pub fn reused_alu(&self) -> Option<FxpAlu> {
        let mut used: Vec<FxpAlu> = Vec::new();
        for alu in self.ops.iter().filter_map(VeOp::alu) {
            if used.contains(&alu) {
                return Some(alu);
            }
            used.push(alu);
        }
        None
    }

    /// Number of ALUs the program uses (each adds one cycle of latency, L5275–5277).
    pub fn alus_used(&self) -> u64 {
        self.ops.iter().filter(|o| o.alu().is_some()).count() as u64
    }

    /// Cycles per input flit: 2 when the pass splits flits into two Way4 packets (the
    /// float path at 4 elements per cycle, L4847, L5273), else 1 (a trimmed flit is one
    /// Way4 packet).
    pub fn cycles_per_flit(&self) -> u64 {
        if self.ops.contains(&VeOp::Narrow(WayChange::Split)) {
            2 * VE_CYCLES_PER_FLIT
        } else {
            VE_CYCLES_PER_FLIT
        }
    }

    /// Flits leaving the engine for `flits` entering: fewer after an intra-slice reduce
    /// (its kept Way4 packets, two per flit after a split); `None` when the reduce's Time
    /// does not match the stream.
    pub fn output_flits(&self, flits: u64) -> Option<u64> {
        let Some(x) = &self.inter else {
            return self.intra_output_flits(flits);
        };
        if x.first {
            (u64::from(x.in_flits) == flits)
                .then(|| self.intra_output_flits(u64::from(x.out_flits)))?
        } else {
            (self.intra_output_flits(flits)? == u64::from(x.in_flits))
                .then_some(u64::from(x.out_flits))
        }
    }

    /// [`VeProgram::output_flits`] of the intra-slice ops alone.
    fn intra_output_flits(&self, flits: u64) -> Option<u64> {
        if let Some(c) = self.filter_capacity() {
            return Some(u64::from(c).div_ceil(8));
        }
        if self.ops.iter().any(|o| matches!(o, VeOp::Zip { .. })) {
            // Two-group mode: one packet out per pair in (docs/decisions.md T9G-1).
            return flits.is_multiple_of(2).then_some(flits / 2);
        }
        let per = self.cycles_per_flit();
        match self.ops.iter().find_map(|o| match o {
            VeOp::IntraSliceReduce { time, .. } => Some(*time),
            _ => None,
        }) {
            None => Some(flits),
            Some(t) => {
                if t.input_packets() != flits * per {
                    return None;
                }
                let o = t.output_packets();
                o.is_multiple_of(per).then_some(o / per)
            }
        }
    }

    /// The capacity of the pass's [`VeOp::Filter`], if it has one.
    pub fn filter_capacity(&self) -> Option<u32> {
        self.ops.iter().find_map(|o| match o {
            VeOp::Filter { capacity } => Some(*capacity),
            _ => None,
        })
    }

    /// VRF operands read by the program: `(addr, bytes)` per operand, in op order, then
    /// the `vrf` branch mode's ExecutionIds.
    pub fn vrf_reads(&self) -> Vec<(u64, u64)> {
        self.ops
            .iter()
            .flat_map(VeOp::operands)
            .chain(self.cond.ids)
            .filter_map(|o| match o {
                VeOperand::Vrf { addr, flits } => {
                    Some((addr, u64::from(flits) * crate::limits::FLIT_BYTES))
                }
                VeOperand::Imm(_) | VeOperand::Stash => None,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn all_eleven_ops_and_their_alus() {
        assert_eq!(FxpBinaryOp::ALL.len(), 11);
        let per_alu = |a: FxpAlu| FxpBinaryOp::ALL.iter().filter(|o| o.alu() == a).count();
        assert_eq!(per_alu(FxpAlu::FxpAdd), 4);
        assert_eq!(per_alu(FxpAlu::FxpLshift), 2);
        assert_eq!(per_alu(FxpAlu::FxpMul), 2);
        assert_eq!(per_alu(FxpAlu::FxpRshift), 3);
        assert_eq!(
            FxpBinaryOp::from_keyword("arith_right_shift_round"),
            Some(FxpBinaryOp::ArithRightShiftRound)
        );
    }

    #[test]
    fn alu_reuse_and_vrf_reads() {
        let fxp = |op, operand| VeOp::Fxp { op, operand };
        let p = VeProgram {
            dtype: VeType::I32,
            branch: BranchMode::Unconditional,
            cond: Default::default(),
            ops: vec![
                fxp(FxpBinaryOp::AddFxp, VeOperand::Imm(1)),
                fxp(FxpBinaryOp::MulInt, VeOperand::Vrf { addr: 64, flits: 2 }),
            ],
            inter: None,
        };
        assert_eq!(p.reused_alu(), None);
        assert_eq!(p.vrf_reads(), [(64, 64)]);
        let mut q = p.clone();
        q.ops.push(fxp(FxpBinaryOp::SubFxpSat, VeOperand::Imm(2)));
        assert_eq!(q.reused_alu(), Some(FxpAlu::FxpAdd));
    }
}
