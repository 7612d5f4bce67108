//! The Vector Engine: programs of per-element ALU operations on 32-byte flits.
//!
//! A [`VeProgram`] (the hardware model's, [`visa_tcp::vector`]) is the register-level form
//! of one intra-slice pass (`vector_init -> vector_intra_slice_branch -> ops ->
//! vector_final`, L4549–4976). A flit holds eight 32-bit lanes. Integer semantics follow
//! digest C §2.8: `AddFxp`, `SubFxp` and `MulInt` wrap in i32; the `Sat` variants clamp to
//! the i32 range. `MulFxp` is a Q31 multiply rounding half up with `MIN * MIN` saturating,
//! `ArithRightShiftRound` rounds half up, and shift amounts outside `0..=31` stop the
//! simulation (docs/decisions.md: "MulFxp", "ArithRightShiftRound", "LeftShiftSat",
//! "Fixed-point shift amounts"). The other stages' numerics are in [`crate::vector_fp`];
//! narrow and widen move no data (a flit keeps its 8 lanes; a Way4 stage's lanes 4–7 of a
//! trimmed flit are padding, zeroed by `pad_way8`).

use crate::error::{SimError, SimResult};

pub use visa_tcp::{BranchMode, FxpAlu, FxpBinaryOp, VeOp, VeOperand, VeProgram, VeType};

/// The simulator's numerics of the fixed-point ops (digest C §2.8).
pub trait FxpExec {
    /// Applies the operation to one lane.
    fn apply(self, x: i32, y: i32) -> SimResult<i32>;
}

impl FxpExec for FxpBinaryOp {
    fn apply(self, x: i32, y: i32) -> SimResult<i32> {
        use FxpBinaryOp::*;
        let max = visa_tcp::limits::MAX_FXP_SHIFT;
        let shift = |y: i32| -> SimResult<u32> {
            u32::try_from(y)
                .ok()
                .filter(|s| *s <= max as u32)
                .ok_or_else(|| {
                    SimError::invalid(format!("{self:?}: shift amount {y} is outside 0..={max}"))
                })
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
            // Q31: the product's bits 31.. plus its bit 30 (the half), with the one
            // product that does not fit, (-1) * (-1) = +1, saturated.
            MulFxp => {
                if x == i32::MIN && y == i32::MIN {
                    i32::MAX
                } else {
                    ((i64::from(x) * i64::from(y) + (1 << 30)) >> 31) as i32
                }
            }
            // x >> s, plus the last bit shifted out (the half): rounds ties up.
            ArithRightShiftRound => match shift(y)? {
                0 => x,
                s => (x >> s) + ((x >> (s - 1)) & 1),
            },
        })
    }
}

/// The simulator's checks and execution of a [`VeProgram`].
pub trait VeExec {
    /// Checks the program against the rules the simulator knows (types, one use per ALU).
    fn validate(&self) -> SimResult<()>;
    /// Runs the program on flit `t` of slice 0 in place. `vrf[i]` holds the bytes of the
    /// i-th VRF operand (in the order of [`VeProgram::vrf_reads`]).
    fn run_flit(&self, flit: &mut [u8], t: usize, vrf: &[Vec<u8>]) -> SimResult<()>;
    /// Runs the program on the flits of global slice `slice`; an intra-slice reduce leaves
    /// fewer of them.
    fn run_pass(&self, flits: &mut Vec<u8>, vrf: &[Vec<u8>], slice: u32) -> SimResult<()>;
}

/// The ExecutionIds of flit `t` of `slice` (see [`crate::vector_branch`]); the `vrf`
/// mode's id tensor is the last VRF read.
fn ids_of(
    ve: &VeProgram,
    flit: &[u8],
    t: usize,
    slice: u32,
    vrf: &[Vec<u8>],
) -> SimResult<[u8; 8]> {
    let ids = if ve.cond.ids.is_some() {
        vrf.last().map(Vec::as_slice)
    } else {
        None
    };
    crate::vector_branch::flit_ids(ve, flit, crate::vector_branch::FlitPos { slice, t }, ids)
}

impl VeExec for VeProgram {
    fn validate(&self) -> SimResult<()> {
        // The hardware's rules for a vector program (one definition, shared with the
        // hw verifier).
        visa_tcp::check::vector(self)?;
        Ok(())
    }

    fn run_flit(&self, flit: &mut [u8], t: usize, vrf: &[Vec<u8>]) -> SimResult<()> {
        let mut stash = None;
        let ids = ids_of(self, flit, t, 0, vrf)?;
        let ctl = Ctl {
            ve: self,
            ids: &ids,
            first: 0,
        };
        run_ops(&self.ops, self.dtype, flit, t, vrf, 0, &mut stash, ctl).map(|_| ())
    }

    fn run_pass(&self, flits: &mut Vec<u8>, vrf: &[Vec<u8>], slice: u32) -> SimResult<()> {
        if let Some(z) = self.ops.iter().position(|o| matches!(o, VeOp::Zip { .. })) {
            return run_two_group(self, z, flits, vrf, slice);
        }
        let Some(r) = self
            .ops
            .iter()
            .position(|o| matches!(o, VeOp::IntraSliceReduce { .. }))
        else {
            let filter = self.ops.iter().enumerate().find_map(|(i, o)| match o {
                VeOp::Filter { capacity } => Some((self.cond.groups(i), *capacity)),
                _ => None,
            });
            let mut all_ids = Vec::new();
            for (t, flit) in flits.chunks_exact_mut(32).enumerate() {
                let mut stash = None;
                let ids = ids_of(self, flit, t, slice, vrf)?;
                let ctl = Ctl {
                    ve: self,
                    ids: &ids,
                    first: 0,
                };
                run_ops(&self.ops, self.dtype, flit, t, vrf, 0, &mut stash, ctl)?;
                all_ids.push(ids);
            }
            if let Some((groups, capacity)) = filter {
                *flits = crate::vector_filter::compact(flits, &all_ids, groups, capacity, slice)?;
            }
            return Ok(());
        };
        let (pre, rest) = self.ops.split_at(r);
        let VeOp::IntraSliceReduce { op, time, valid } = rest[0] else {
            return Err(SimError::invalid("no reduce at its position"));
        };
        let post = &rest[1..];
        let (dtype, vrf_pre) = run_before(self, pre, flits, vrf, slice)?;
        let split = self.cycles_per_flit() == 2;
        let out_flits = self
            .output_flits((flits.len() / 32) as u64)
            .ok_or_else(|| {
                SimError::invalid("the intra-slice reduce's Time does not match the stream")
            })? as usize;
        // The valid count of each flit entering the engine (L6168–6179).
        let counts: Option<Vec<u32>> = valid.map(|cfg| {
            (0..(flits.len() / 32) as u64)
                .map(|t| crate::valid_count::vc(&cfg, slice % visa_tcp::limits::SLICES as u32, t))
                .collect()
        });
        *flits =
            crate::vector_fp::reduce(op, &time, dtype, flits, split, out_flits, counts.as_deref())?;
        // After the reduce the elements have no ExecutionId (C9A-4): the ops of `post`
        // carry no group set (checked).
        run_after(self, post, r + 1, dtype, flits, vrf, vrf_pre)
    }
}

/// A two-group pass (docs/decisions.md T9G-1): the ops before the zip on every packet
/// with its group as ExecutionId (the unzip's `axis_toggle` branch), the zip pairing
/// consecutive packets, the ops after it on the merged packets (no groups).
fn run_two_group(
    ve: &VeProgram,
    z: usize,
    flits: &mut Vec<u8>,
    vrf: &[Vec<u8>],
    slice: u32,
) -> SimResult<()> {
    let (pre, rest) = ve.ops.split_at(z);
    let VeOp::Zip { op, mode } = rest[0] else {
        return Err(SimError::invalid("no zip at its position"));
    };
    let (dtype, vrf_pre) = run_before(ve, pre, flits, vrf, slice)?;
    *flits = crate::vector_zip::zip(op, mode, dtype, flits)?;
    run_after(ve, &rest[1..], z + 1, dtype, flits, vrf, vrf_pre)
}

/// Runs `pre`, the ops before a stage that changes the flit count (a reduce, a zip), on
/// every flit with its ExecutionIds; returns the element type after them and how many VRF
/// operands they read.
fn run_before(
    ve: &VeProgram,
    pre: &[VeOp],
    flits: &mut [u8],
    vrf: &[Vec<u8>],
    slice: u32,
) -> SimResult<(VeType, usize)> {
    let vrf_pre = pre
        .iter()
        .flat_map(VeOp::operands)
        .filter(|o| matches!(o, VeOperand::Vrf { .. }))
        .count();
    let mut dtype = ve.dtype;
    for (t, flit) in flits.chunks_exact_mut(32).enumerate() {
        let mut stash = None;
        let ids = ids_of(ve, flit, t, slice, vrf)?;
        let ctl = Ctl {
            ve,
            ids: &ids,
            first: 0,
        };
        dtype = run_ops(pre, ve.dtype, flit, t, vrf, 0, &mut stash, ctl)?;
    }
    Ok((dtype, vrf_pre))
}

/// Runs `post`, the ops after such a stage (program index `first` on), on every flit from
/// element type `dtype`, with no ExecutionIds and the VRF operands after `vrf_pre`.
fn run_after(
    ve: &VeProgram,
    post: &[VeOp],
    first: usize,
    dtype: VeType,
    flits: &mut [u8],
    vrf: &[Vec<u8>],
    vrf_pre: usize,
) -> SimResult<()> {
    for (t, flit) in flits.chunks_exact_mut(32).enumerate() {
        let mut stash = None;
        let ctl = Ctl {
            ve,
            ids: &[0; 8],
            first,
        };
        run_ops(post, dtype, flit, t, vrf, vrf_pre, &mut stash, ctl)?;
    }
    Ok(())
}

/// The branch state of a run of ops: the program (its group sets), the flit's
/// ExecutionIds, and the program index of the first op of the run.
#[derive(Clone, Copy)]
struct Ctl<'a> {
    ve: &'a VeProgram,
    ids: &'a [u8; 8],
    first: usize,
}

/// Runs `ops` on flit `t` in place from element type `dtype`, the VRF operands from
/// `vrf[vrf_start..]`; returns the element type after them.
#[allow(clippy::too_many_arguments)]
fn run_ops(
    ops: &[VeOp],
    mut dtype: VeType,
    flit: &mut [u8],
    t: usize,
    vrf: &[Vec<u8>],
    vrf_start: usize,
    stash: &mut Option<[u32; 8]>,
    ctl: Ctl<'_>,
) -> SimResult<VeType> {
    let word = |d: &[u8], lane: usize| {
        u32::from_le_bytes(d[4 * lane..4 * lane + 4].try_into().expect("4"))
    };
    let mut vrf_i = vrf_start;
    for (i, op) in ops.iter().enumerate() {
        let groups = ctl.ve.cond.groups(ctl.first + i);
        let before: [u8; 32] = flit[..32].try_into().expect("a flit is 32 bytes");
        // The operands' lanes for this flit: an immediate in every lane, or flit
        // `t % flits` of the VRF tensor.
        let mut operands: Vec<[u32; 8]> = Vec::new();
        for o in op.operands() {
            operands.push(match o {
                VeOperand::Imm(v) => [v as u32; 8],
                VeOperand::Stash => {
                    stash.ok_or_else(|| SimError::invalid("a Stash operand before vector_stash"))?
                }
                VeOperand::Vrf { flits, .. } => {
                    let data = vrf
                        .get(vrf_i)
                        .ok_or_else(|| SimError::invalid("a VRF operand was not read"))?;
                    vrf_i += 1;
                    let f = t % flits as usize;
                    let d = &data[f * 32..f * 32 + 32];
                    std::array::from_fn(|lane| word(d, lane))
                }
            });
        }
        match op {
            VeOp::Stash => *stash = Some(std::array::from_fn(|lane| word(flit, lane))),
            VeOp::BranchLog => {
                for (lane, &id) in ctl.ids.iter().enumerate() {
                    flit[4 * lane..4 * lane + 4].copy_from_slice(&i32::from(id).to_le_bytes());
                }
                dtype = VeType::I32;
            }
            VeOp::Fxp { op, .. } => {
                for lane in 0..8 {
                    let x = word(flit, lane) as i32;
                    let r = op.apply(x, operands[0][lane] as i32)?;
                    flit[4 * lane..4 * lane + 4].copy_from_slice(&r.to_le_bytes());
                }
            }
            VeOp::Widen(visa_tcp::WayChange::Trim) => {
                // pad_way8: lanes 4–7 come back invalid; the simulator writes 0.
                flit[16..32].fill(0);
            }
            _ => {
                for lane in 0..8 {
                    let o: Vec<u32> = operands.iter().map(|w| w[lane]).collect();
                    let r = crate::vector_fp::apply(op, dtype, word(flit, lane), &o)?;
                    flit[4 * lane..4 * lane + 4].copy_from_slice(&r.to_le_bytes());
                }
                match op {
                    VeOp::FxpToFp { .. } => dtype = VeType::F32,
                    VeOp::FpToFxp { .. } => dtype = VeType::I32,
                    _ => {}
                }
            }
        }
        if groups != visa_tcp::vector_branch::ALL_GROUPS {
            // A masked op writes +0.0 outside its groups; any other op leaves them.
            let other = if op.masked() { [0u8; 32] } else { before };
            crate::vector_branch::keep_groups(flit, &other, ctl.ids, groups);
        }
    }
    Ok(dtype)
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
    }

    /// MulFxp (docs/decisions.md, "MulFxp"), values worked by hand in Q31: 0.5 × 0.5 =
    /// 0.25, (-1) × (-1) saturates, ties of half an LSB round up.
    #[test]
    fn mul_fxp_q31() {
        assert_eq!(MulFxp.apply(1 << 30, 1 << 30).unwrap(), 1 << 29);
        assert_eq!(MulFxp.apply(i32::MIN, 1 << 30).unwrap(), -(1 << 30));
        assert_eq!(MulFxp.apply(i32::MIN, i32::MIN).unwrap(), i32::MAX);
        assert_eq!(MulFxp.apply(i32::MAX, i32::MAX).unwrap(), i32::MAX - 1);
        assert_eq!(MulFxp.apply(i32::MIN, i32::MAX).unwrap(), i32::MIN + 1);
        assert_eq!(MulFxp.apply(1 << 30, 1).unwrap(), 1); // +0.5 LSB → 1
        assert_eq!(MulFxp.apply(-(1 << 30), 1).unwrap(), 0); // -0.5 LSB → 0
        assert_eq!(MulFxp.apply(-3, 1 << 30).unwrap(), -1); // -1.5 LSB → -1
        assert_eq!(MulFxp.apply(1, 1).unwrap(), 0);
    }

    /// ArithRightShiftRound (docs/decisions.md): ties toward +infinity; shift 0 and 31.
    #[test]
    fn arith_right_shift_round() {
        assert_eq!(ArithRightShiftRound.apply(-5, 0).unwrap(), -5);
        assert_eq!(ArithRightShiftRound.apply(5, 1).unwrap(), 3); // 2.5 → 3
        assert_eq!(ArithRightShiftRound.apply(-5, 1).unwrap(), -2); // -2.5 → -2
        assert_eq!(ArithRightShiftRound.apply(-7, 2).unwrap(), -2); // -1.75 → -2
        assert_eq!(ArithRightShiftRound.apply(i32::MAX, 1).unwrap(), 1 << 30);
        assert_eq!(ArithRightShiftRound.apply(i32::MAX, 31).unwrap(), 1);
        assert_eq!(ArithRightShiftRound.apply(i32::MIN, 31).unwrap(), -1);
        assert_eq!(ArithRightShiftRound.apply(-(1 << 30), 31).unwrap(), 0);
        assert!(ArithRightShiftRound.apply(1, 32).is_err());
        assert!(ArithRightShiftRound.apply(1, -1).is_err());
        assert_eq!(LeftShiftSat.apply(1, 31).unwrap(), i32::MAX);
        assert_eq!(LeftShiftSat.apply(-1, 31).unwrap(), i32::MIN);
    }

    #[test]
    fn program_runs_ops_in_order_with_vrf_operand() {
        let p = VeProgram {
            inter: None,
            dtype: VeType::I32,
            branch: BranchMode::Unconditional,
            cond: Default::default(),
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
            inter: None,
            dtype: VeType::I32,
            branch: BranchMode::Unconditional,
            cond: Default::default(),
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
            inter: None,
            dtype: VeType::F32,
            ops: vec![two_adds.ops[0]],
            ..two_adds
        };
        assert!(f.validate().is_err());
    }
}
