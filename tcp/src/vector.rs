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
    /// How ExecutionIds are assigned (L4793–4802). The simulator runs `unconditional` only.
    pub enum BranchMode: "branch mode" as "branch" {
        /// Every element has ExecutionId 0: every op applies to every element.
        Unconditional = "unconditional",
        /// `group_id = axis_index % 2` for a Time axis.
        AxisToggle = "axis_toggle",
        /// ExecutionIds from the Valid Count Generator.
        ValidCount = "valid_count",
        /// ExecutionIds loaded from the VRF.
        Vrf = "vrf",
    }
}

crate::keywords! {
    /// The four fixed-point ALUs; each may be used once per pass (L4750).
    pub enum FxpAlu: "fixed-point ALU" as "alu" {
        /// Adder.
        FxpAdd = "FxpAdd",
        /// Left shifter.
        FxpLshift = "FxpLshift",
        /// Multiplier.
        FxpMul = "FxpMul",
        /// Right shifter.
        FxpRshift = "FxpRshift",
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
}

/// One Vector Engine operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum VeOp {
    /// `vector_fxp(op, operand)`: `x = op(x, operand)` on every lane.
    Fxp {
        /// The operation.
        op: FxpBinaryOp,
        /// The second operand.
        operand: VeOperand,
    },
}

impl VeOp {
    /// The ALU the operation occupies.
    pub fn alu(&self) -> FxpAlu {
        match self {
            VeOp::Fxp { op, .. } => op.alu(),
        }
    }
}

/// A Vector Engine pass: branch configuration and operations in stage order.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct VeProgram {
    /// Element type of the stream.
    pub dtype: VeType,
    /// ExecutionId assignment.
    pub branch: BranchMode,
    /// Operations, applied in order.
    pub ops: Vec<VeOp>,
}

impl VeProgram {
    /// The first ALU used twice, if any (each ALU once per pass, L4750, L5261–5268).
    pub fn reused_alu(&self) -> Option<FxpAlu> {
        let mut used: Vec<FxpAlu> = Vec::new();
        for op in &self.ops {
            let alu = op.alu();
            if used.contains(&alu) {
                return Some(alu);
            }
            used.push(alu);
        }
        None
    }

    /// Number of ALUs the program uses (each adds one cycle of latency, L5275–5277).
    pub fn alus_used(&self) -> u64 {
        self.ops.len() as u64
    }

    /// VRF operands read by the program: `(addr, bytes)` per operand, in op order.
    pub fn vrf_reads(&self) -> Vec<(u64, u64)> {
        self.ops
            .iter()
            .filter_map(|op| match op {
                VeOp::Fxp {
                    operand: VeOperand::Vrf { addr, flits },
                    ..
                } => Some((*addr, u64::from(*flits) * crate::limits::FLIT_BYTES)),
                _ => None,
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
            ops: vec![
                fxp(FxpBinaryOp::AddFxp, VeOperand::Imm(1)),
                fxp(FxpBinaryOp::MulInt, VeOperand::Vrf { addr: 64, flits: 2 }),
            ],
        };
        assert_eq!(p.reused_alu(), None);
        assert_eq!(p.vrf_reads(), [(64, 64)]);
        let mut q = p.clone();
        q.ops.push(fxp(FxpBinaryOp::SubFxpSat, VeOperand::Imm(2)));
        assert_eq!(q.reused_alu(), Some(FxpAlu::FxpAdd));
    }
}
