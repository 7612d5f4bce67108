//! The simulator's ExecutionIds (L4793–4802, docs/decisions.md C9A-1 … C9A-5): each lane of
//! a flit entering the intra-slice block gets a 4-bit id from the pass's branch mode, read
//! from the flit's position (cluster, slice, flit, lane) and value; an op restricted to a
//! group set leaves the lanes of other ids as they were.
//!
//! Written independently of the stream interpreter, which computes the same ids from the
//! elements' logical indices (`dialects/stream/src/interp/branch.rs`): here an axis index
//! is the sum of the digits of the position that the compiler derived from the mapping
//! ([`visa_tcp::vector_branch::AxisIndex`]).

use crate::error::{SimError, SimResult};
use visa_tcp::vector_branch::{AxisIndex, CmpOp, CmpSide, Coord};
use visa_tcp::{BranchMode, VeProgram, VeType};

/// The position of a flit: global slice and flit index in the pass.
#[derive(Debug, Clone, Copy)]
pub struct FlitPos {
    /// Global slice (cluster · 256 + slice).
    pub slice: u32,
    /// Flit index in the pass.
    pub t: usize,
}

fn index(ix: &AxisIndex, pos: FlitPos, lane: usize) -> i64 {
    let slices = visa_tcp::limits::SLICES;
    ix.terms
        .iter()
        .map(|term| {
            let c = match term.coord {
                Coord::Cluster => u64::from(pos.slice) / slices,
                Coord::Slice => u64::from(pos.slice) % slices,
                Coord::Time => pos.t as u64,
                Coord::Lane => lane as u64,
            };
            // Terms are checked non-zero (`visa_tcp::check::vector`); a weight too large
            // for the index saturates rather than wrapping.
            let digit = c / term.div.max(1) % term.count.max(1);
            digit.saturating_mul(term.weight).min(i64::MAX as u64) as i64
        })
        .fold(0i64, i64::saturating_add)
}

fn holds<T: PartialOrd>(op: CmpOp, a: T, b: T) -> bool {
    match op {
        CmpOp::Eq => a == b,
        CmpOp::Ne => a != b,
        CmpOp::Lt => a < b,
        CmpOp::Le => a <= b,
        CmpOp::Gt => a > b,
        CmpOp::Ge => a >= b,
    }
}

/// The ExecutionIds of the 8 lanes of flit `flit` (its bytes as it enters the branch) at
/// `pos`; `ids` is the `vrf` mode's ExecutionId tensor.
pub fn flit_ids(
    ve: &VeProgram,
    flit: &[u8],
    pos: FlitPos,
    ids: Option<&[u8]>,
) -> SimResult<[u8; 8]> {
    let word = |d: &[u8], lane: usize| {
        u32::from_le_bytes(d[4 * lane..4 * lane + 4].try_into().expect("4 bytes"))
    };
    let mut out = [0u8; 8];
    match ve.branch {
        BranchMode::Unconditional => {}
        BranchMode::AxisToggle => {
            let ix = ve
                .cond
                .toggle
                .as_ref()
                .ok_or_else(|| SimError::invalid("axis_toggle without its axis"))?;
            for (lane, o) in out.iter_mut().enumerate() {
                *o = (index(ix, pos, lane) % 2) as u8;
            }
        }
        // ExecutionId 1 from the flit's valid count on (the padding of the mode's axis),
        // 0 below it (docs/decisions.md C9G-3).
        BranchMode::ValidCount => {
            let cfg = ve
                .cond
                .vcg
                .as_ref()
                .ok_or_else(|| SimError::invalid("valid_count without its generator"))?;
            let slices = visa_tcp::limits::SLICES as u32;
            let vc = crate::valid_count::vc(cfg, pos.slice % slices, pos.t as u64) as usize;
            for (lane, o) in out.iter_mut().enumerate() {
                *o = u8::from(lane >= vc);
            }
        }
        BranchMode::Comparison => {
            for (k, cmp) in ve.cond.cmps.iter().enumerate() {
                for (lane, o) in out.iter_mut().enumerate() {
                    let x = word(flit, lane);
                    let side = |s: &CmpSide| -> i64 {
                        match s {
                            CmpSide::Value => i64::from(x as i32),
                            CmpSide::Imm(v) => i64::from(*v),
                            CmpSide::Index(ix) => index(ix, pos, lane),
                        }
                    };
                    let value =
                        matches!(cmp.lhs, CmpSide::Value) || matches!(cmp.rhs, CmpSide::Value);
                    let bit = if value && ve.dtype == VeType::F32 {
                        let side = |s: &CmpSide| match s {
                            CmpSide::Imm(v) => f32::from_bits(*v as u32),
                            _ => f32::from_bits(x),
                        };
                        holds(cmp.op, side(&cmp.lhs), side(&cmp.rhs))
                    } else {
                        holds(cmp.op, side(&cmp.lhs), side(&cmp.rhs))
                    };
                    *o |= u8::from(bit) << k;
                }
            }
        }
        BranchMode::Vrf => {
            let data = ids.ok_or_else(|| {
                SimError::invalid("the vrf branch mode's ExecutionIds were not read")
            })?;
            let flits = data.len() / 32;
            if flits == 0 {
                return Err(SimError::invalid("empty ExecutionId tensor"));
            }
            let f = pos.t % flits;
            for (lane, o) in out.iter_mut().enumerate() {
                *o = (word(&data[32 * f..32 * f + 32], lane) & 0xF) as u8;
            }
        }
    }
    Ok(out)
}

/// Restores the lanes of `flit` whose ExecutionId is not in `groups` from `before`.
pub fn keep_groups(flit: &mut [u8], before: &[u8], ids: &[u8; 8], groups: u16) {
    for (lane, &id) in ids.iter().enumerate() {
        if groups >> id & 1 == 0 {
            flit[4 * lane..4 * lane + 4].copy_from_slice(&before[4 * lane..4 * lane + 4]);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_tcp::vector_branch::{Branching, IndexTerm, InputCmp};

    fn prog(branch: BranchMode, dtype: VeType, cond: Branching) -> VeProgram {
        VeProgram {
            inter: None,
            dtype,
            branch,
            ops: Vec::new(),
            cond: Box::new(cond),
        }
    }

    fn flit_f32(v: [f32; 8]) -> Vec<u8> {
        v.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    /// Comparison: bit 0 from `x gt 0.0`, bit 1 from `x le -2.0`, values worked by hand.
    #[test]
    fn comparison_sets_one_bit_per_input_cmp() {
        let cmp = |op, v: f32| InputCmp {
            lhs: CmpSide::Value,
            op,
            rhs: CmpSide::Imm(v.to_bits() as i32),
        };
        let p = prog(
            BranchMode::Comparison,
            VeType::F32,
            Branching {
                cmps: vec![cmp(CmpOp::Gt, 0.0), cmp(CmpOp::Le, -2.0)],
                ..Default::default()
            },
        );
        let f = flit_f32([1.0, 0.0, -0.0, -2.0, -3.0, f32::NAN, 5.0, -1.0]);
        let ids = flit_ids(&p, &f, FlitPos { slice: 0, t: 0 }, None).unwrap();
        assert_eq!(ids, [1, 0, 0, 2, 2, 0, 1, 0]);
    }

    /// An index comparison `t*8 + l > s` (the causal mask of a row per slice).
    #[test]
    fn index_comparison_reads_the_position() {
        let t = AxisIndex {
            terms: vec![
                IndexTerm {
                    coord: Coord::Time,
                    div: 1,
                    count: 16,
                    weight: 8,
                },
                IndexTerm {
                    coord: Coord::Lane,
                    div: 1,
                    count: 8,
                    weight: 1,
                },
            ],
        };
        let s = AxisIndex {
            terms: vec![IndexTerm {
                coord: Coord::Slice,
                div: 1,
                count: 128,
                weight: 1,
            }],
        };
        let p = prog(
            BranchMode::Comparison,
            VeType::F32,
            Branching {
                cmps: vec![InputCmp {
                    lhs: CmpSide::Index(t),
                    op: CmpOp::Gt,
                    rhs: CmpSide::Index(s),
                }],
                ..Default::default()
            },
        );
        let f = flit_f32([0.0; 8]);
        // Slice 258 is slice 2 of cluster 1: positions t·8 + l = 8..15 at t = 1 all exceed 2.
        let ids = flit_ids(&p, &f, FlitPos { slice: 2, t: 0 }, None).unwrap();
        assert_eq!(ids, [0, 0, 0, 1, 1, 1, 1, 1]);
        let ids = flit_ids(&p, &f, FlitPos { slice: 258, t: 1 }, None).unwrap();
        assert_eq!(ids, [1; 8]);
    }

    #[test]
    fn keep_groups_restores_other_lanes() {
        let before: Vec<u8> = (0..8i32).flat_map(|v| v.to_le_bytes()).collect();
        let mut after: Vec<u8> = (0..8i32).flat_map(|v| (v + 100).to_le_bytes()).collect();
        keep_groups(&mut after, &before, &[0, 1, 0, 1, 2, 3, 1, 0], 0b0010);
        let out: Vec<i32> = after
            .chunks(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(out, [0, 101, 2, 103, 4, 5, 106, 7]);
    }

    /// `valid_count` (C9G-3): id 1 on the generator's padding. R = 12 padded to 16 in Time
    /// (one counter of 16 flits on gate 0 with V = 12): flits 12–15 are padding on every
    /// lane; a packet axis of 6 valid lanes of 8: lanes 6 and 7.
    #[test]
    fn valid_count_marks_padding() {
        let vcg = |text: &str| Branching {
            vcg: Some(visa_tcp::VcgConfig::from_text(text).unwrap()),
            ..Default::default()
        };
        let time = prog(
            BranchMode::ValidCount,
            VeType::I32,
            vcg("c 16.2.1 | p 8 8 | g 0.0.12.0 0.1.0.0 0.1.0.0"),
        );
        let flit = [0u8; 32];
        for t in 0..16 {
            let ids = flit_ids(&time, &flit, FlitPos { slice: 3, t }, None).unwrap();
            assert_eq!(ids, [u8::from(t >= 12); 8], "flit {t}");
        }
        let packet = prog(
            BranchMode::ValidCount,
            VeType::I32,
            vcg("c  | p 6 8 | g 0.1.0.0 0.1.0.0 0.1.0.0"),
        );
        let ids = flit_ids(&packet, &flit, FlitPos { slice: 0, t: 0 }, None).unwrap();
        assert_eq!(ids, [0, 0, 0, 0, 0, 0, 1, 1]);
        use crate::vector::VeExec;
        assert!(
            prog(BranchMode::ValidCount, VeType::I32, Branching::default())
                .validate()
                .is_err()
        );
    }
}
