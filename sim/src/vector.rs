//! The Vector Engine: programs of per-element ALU operations on 32-byte flits.
//!
//! A [`VeProgram`] is the register-level form of one intra-slice pass
//! (`vector_init -> vector_intra_slice_branch -> ops -> vector_final`, L4549–4976).
//! A flit holds eight 32-bit lanes. Integer semantics follow digest C §2.8: `AddFxp`,
//! `SubFxp` and `MulInt` wrap in i32; the `Sat` variants clamp to the i32 range.
//! Only the fixed-point stage is simulated so far; the other stages are future `VeOp`s.

use crate::error::{SimError, SimResult};

/// Element type of a Vector Engine pass (L4551: i32 and f32 only).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VeType {
    /// 32-bit integers (fixed-point ops).
    I32,
    /// 32-bit floats.
    F32,
}

/// How ExecutionIds are assigned (L4793–4802). Only `Unconditional` is simulated.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BranchMode {
    /// Every element has ExecutionId 0: every op applies to every element.
    Unconditional,
    /// `group_id = axis_index % 2` for the Time axis at this position (designed).
    AxisToggle {
        /// Position of the toggling axis in Time.
        axis: u32,
    },
    /// ExecutionIds from the Valid Count Generator (designed).
    ValidCount,
    /// ExecutionIds loaded from the VRF (designed).
    Vrf,
}

/// The fixed-point binary operations (`FxpBinaryOp`, L4824–4836).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FxpBinaryOp {
    /// Wrapping add (FxpAdd ALU).
    AddFxp,
    /// Saturating add (FxpAdd).
    AddFxpSat,
    /// Wrapping subtract `x - operand` (FxpAdd).
    SubFxp,
    /// Saturating subtract (FxpAdd).
    SubFxpSat,
    /// Logical left shift by the operand (FxpLshift).
    LeftShift,
    /// Saturating left shift (FxpLshift).
    LeftShiftSat,
    /// Fixed-point multiply (FxpMul); format not given by the manual, not simulated.
    MulFxp,
    /// Integer multiply keeping the low 32 bits (FxpMul).
    MulInt,
    /// Logical right shift (FxpRshift).
    LogicRightShift,
    /// Arithmetic right shift (FxpRshift).
    ArithRightShift,
    /// Arithmetic right shift with rounding (FxpRshift); rounding not given, not simulated.
    ArithRightShiftRound,
}

/// The four fixed-point ALUs; each may be used once per pass (L4750).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FxpAlu {
    /// Adder.
    FxpAdd,
    /// Left shifter.
    FxpLshift,
    /// Multiplier.
    FxpMul,
    /// Right shifter.
    FxpRshift,
}

impl FxpBinaryOp {
    /// The ALU the operation occupies.
    pub fn alu(self) -> FxpAlu {
        use FxpBinaryOp::*;
        match self {
            AddFxp | AddFxpSat | SubFxp | SubFxpSat => FxpAlu::FxpAdd,
            LeftShift | LeftShiftSat => FxpAlu::FxpLshift,
            MulFxp | MulInt => FxpAlu::FxpMul,
            LogicRightShift | ArithRightShift | ArithRightShiftRound => FxpAlu::FxpRshift,
        }
    }

    /// Applies the operation to one lane.
    pub fn apply(self, x: i32, y: i32) -> SimResult<i32> {
        use FxpBinaryOp::*;
        let shift = |y: i32| -> SimResult<u32> {
            u32::try_from(y)
                .ok()
                .filter(|s| *s < 32)
                .ok_or_else(|| SimError::invalid(format!("shift amount {y} is outside 0..=31")))
        };
        Ok(match self {
            AddFxp => x.wrapping_add(y),
            AddFxpSat => x.saturating_add(y),
            SubFxp => x.wrapping_sub(y),
            SubFxpSat => x.saturating_sub(y),
            MulInt => x.wrapping_mul(y),
            LeftShift => ((x as u32) << shift(y)?) as i32,
            LeftShiftSat => {
                let v = i64::from(x) << shift(y)?;
                v.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
            }
            LogicRightShift => ((x as u32) >> shift(y)?) as i32,
            ArithRightShift => x >> shift(y)?,
            MulFxp | ArithRightShiftRound => {
                return Err(SimError::unsupported(format!(
                    "{self:?}: the manual does not define its numerics"
                )))
            }
        })
    }
}

/// The second operand of a binary op (L5052–5073).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VeOperand {
    /// A scalar broadcast to every lane (bit pattern for f32).
    Imm(i32),
    /// A VRF tensor: flit `t` of the stream uses the 32 bytes at
    /// `addr + (t % flits) * 32` of the slice's VRF (`flits = 1` broadcasts over Time).
    Vrf {
        /// Per-slice VRF byte address.
        addr: u64,
        /// Flits in the VRF tensor.
        flits: u32,
    },
}

/// One Vector Engine operation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VeOp {
    /// `vector_fxp(op, operand)`: `x = op(x, operand)` on every lane.
    Fxp {
        /// The operation.
        op: FxpBinaryOp,
        /// The second operand.
        operand: VeOperand,
    },
}

/// A Vector Engine pass: branch configuration and operations in stage order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VeProgram {
    /// Element type of the stream.
    pub dtype: VeType,
    /// ExecutionId assignment.
    pub branch: BranchMode,
    /// Operations, applied in order.
    pub ops: Vec<VeOp>,
}

impl VeProgram {
    /// Checks the program against the rules the simulator knows (types, one use per ALU).
    pub fn validate(&self) -> SimResult<()> {
        if self.branch != BranchMode::Unconditional {
            return Err(SimError::unsupported(format!(
                "branch mode {:?}",
                self.branch
            )));
        }
        let mut used: Vec<FxpAlu> = Vec::new();
        for op in &self.ops {
            match op {
                VeOp::Fxp { op, operand } => {
                    if self.dtype != VeType::I32 {
                        return Err(SimError::invalid(format!(
                            "vector_fxp({op:?}) needs an i32 stream"
                        )));
                    }
                    if used.contains(&op.alu()) {
                        return Err(SimError::invalid(format!(
                            "ALU {:?} is used twice in one vector pass",
                            op.alu()
                        )));
                    }
                    used.push(op.alu());
                    if let VeOperand::Vrf { flits: 0, .. } = operand {
                        return Err(SimError::invalid("VRF operand with 0 flits"));
                    }
                }
            }
        }
        Ok(())
    }

    /// Number of ALUs the program uses (each adds one cycle of latency, L5275–5277).
    pub fn alus_used(&self) -> u64 {
        self.ops.len() as u64
    }

    /// VRF operands read by the program: `(addr, bytes)` per operand.
    pub fn vrf_reads(&self) -> Vec<(u64, u64)> {
        self.ops
            .iter()
            .filter_map(|op| match op {
                VeOp::Fxp {
                    operand: VeOperand::Vrf { addr, flits },
                    ..
                } => Some((*addr, u64::from(*flits) * 32)),
                _ => None,
            })
            .collect()
    }

    /// Runs the program on flit `t` in place. `vrf[i]` holds the bytes of the i-th VRF operand
    /// (in the order of [`VeProgram::vrf_reads`]).
    pub fn run_flit(&self, flit: &mut [u8], t: usize, vrf: &[Vec<u8>]) -> SimResult<()> {
        let mut vrf_i = 0;
        for op in &self.ops {
            let VeOp::Fxp { op, operand } = op;
            let operand_lanes: Option<&[u8]> = match operand {
                VeOperand::Imm(_) => None,
                VeOperand::Vrf { flits, .. } => {
                    let data = &vrf[vrf_i];
                    vrf_i += 1;
                    let f = t % *flits as usize;
                    Some(&data[f * 32..f * 32 + 32])
                }
            };
            for lane in 0..8 {
                let x = i32::from_le_bytes(flit[4 * lane..4 * lane + 4].try_into().expect("4"));
                let y = match (operand, operand_lanes) {
                    (VeOperand::Imm(v), _) => *v,
                    (_, Some(d)) => {
                        i32::from_le_bytes(d[4 * lane..4 * lane + 4].try_into().expect("4"))
                    }
                    _ => unreachable!("VRF operand lanes are set above"),
                };
                flit[4 * lane..4 * lane + 4].copy_from_slice(&op.apply(x, y)?.to_le_bytes());
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use FxpBinaryOp::*;

    #[test]
    fn fxp_semantics() {
        assert_eq!(AddFxp.apply(i32::MAX, 1).unwrap(), i32::MIN);
        assert_eq!(AddFxpSat.apply(i32::MAX, 1).unwrap(), i32::MAX);
        assert_eq!(SubFxp.apply(i32::MIN, 1).unwrap(), i32::MAX);
        assert_eq!(SubFxpSat.apply(i32::MIN, 1).unwrap(), i32::MIN);
        // 65536 * 65536 = 2^32: low 32 bits are 0 (G-K2b).
        assert_eq!(MulInt.apply(65536, 65536).unwrap(), 0);
        assert_eq!(MulInt.apply(-7, 6).unwrap(), -42);
        assert_eq!(
            LeftShift.apply(0x4000_0001, 1).unwrap(),
            0x8000_0002u32 as i32
        );
        assert_eq!(LeftShiftSat.apply(0x4000_0001, 1).unwrap(), i32::MAX);
        assert_eq!(LeftShiftSat.apply(-0x4000_0001, 1).unwrap(), i32::MIN);
        assert_eq!(LogicRightShift.apply(-8, 1).unwrap(), 0x7FFF_FFFC);
        assert_eq!(ArithRightShift.apply(-8, 1).unwrap(), -4);
        assert!(LeftShift.apply(1, 32).is_err());
        assert!(MulFxp.apply(1, 1).is_err());
    }

    #[test]
    fn program_runs_ops_in_order_with_vrf_operand() {
        let p = VeProgram {
            dtype: VeType::I32,
            branch: BranchMode::Unconditional,
            ops: vec![
                VeOp::Fxp {
                    op: AddFxp,
                    operand: VeOperand::Imm(10),
                },
                VeOp::Fxp {
                    op: MulInt,
                    operand: VeOperand::Vrf { addr: 0, flits: 2 },
                },
            ],
        };
        p.validate().unwrap();
        // VRF: flit 0 = all 2, flit 1 = all 3.
        let vrf: Vec<u8> = [2i32; 8]
            .iter()
            .chain(&[3i32; 8])
            .flat_map(|v| v.to_le_bytes())
            .collect();
        let mut flit: Vec<u8> = (0..8i32).flat_map(|v| v.to_le_bytes()).collect();
        p.run_flit(&mut flit, 3, &[vrf]).unwrap(); // t = 3 -> VRF flit 1 -> (x + 10) * 3
        let out: Vec<i32> = flit
            .chunks(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(out, (0..8).map(|x| (x + 10) * 3).collect::<Vec<_>>());
    }

    #[test]
    fn alu_reuse_and_float_fxp_are_rejected() {
        let two_adds = VeProgram {
            dtype: VeType::I32,
            branch: BranchMode::Unconditional,
            ops: vec![
                VeOp::Fxp {
                    op: AddFxp,
                    operand: VeOperand::Imm(1),
                },
                VeOp::Fxp {
                    op: SubFxp,
                    operand: VeOperand::Imm(1),
                },
            ],
        };
        assert!(two_adds.validate().is_err());
        let f = VeProgram {
            dtype: VeType::F32,
            ops: vec![two_adds.ops[0]],
            ..two_adds
        };
        assert!(f.validate().is_err());
    }
}
