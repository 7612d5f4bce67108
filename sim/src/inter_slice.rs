//! The Inter-Slice Block (manual L6583–6755) in the simulator: the flits of every active
//! slice of a cluster fold, lane by lane, into the output slices and flits the
//! configuration's digits name ([`visa_tcp::inter_slice::InterSlice`], docs/decisions.md
//! C9G-1). Its own numerics (not the stream interpreter's): i32 `add` wraps and
//! `add_sat` saturates at each step; f32 in IEEE single precision with every NaN the quiet
//! NaN `0x7FC00000`; `max`/`min` give NaN when either side is NaN and order −0 below +0.

use crate::error::{SimError, SimResult};
use std::collections::BTreeMap;
use visa_tcp::inter_slice::{InterSlice, InterSliceReduceOp as Op, IsrDigit, Role};
use visa_tcp::VeType;

use crate::vector_fp::QNAN;

const FLIT: usize = visa_tcp::limits::FLIT_BYTES as usize;

/// One step `op(acc, x)` on the 32-bit lane words.
fn step(op: Op, t: VeType, acc: u32, x: u32) -> SimResult<u32> {
    Ok(match t {
        VeType::I32 => {
            let (a, b) = (acc as i32, x as i32);
            (match op {
                Op::Add => a.wrapping_add(b),
                Op::AddSat => a.saturating_add(b),
                Op::Max => a.max(b),
                Op::Min => a.min(b),
                Op::Mul => return Err(SimError::invalid("inter-slice mul is not defined on i32")),
            }) as u32
        }
        VeType::F32 => {
            let (a, b) = (f32::from_bits(acc), f32::from_bits(x));
            let r = match op {
                Op::Add => a + b,
                Op::Mul => a * b,
                Op::Max | Op::Min if a.is_nan() || b.is_nan() => f32::NAN,
                // Equal values: only ±0 differ; max takes +0, min −0.
                Op::Max if a == b => f32::from_bits(acc & x),
                Op::Min if a == b => f32::from_bits(acc | x),
                Op::Max => a.max(b),
                Op::Min => a.min(b),
                Op::AddSat => {
                    return Err(SimError::invalid(
                        "inter-slice add_sat is not defined on f32",
                    ))
                }
            };
            if r.is_nan() {
                QNAN
            } else {
                r.to_bits()
            }
        }
    })
}

/// Every combination of `digits`' values, as `(input slice, input flit, output slice,
/// output flit)` offsets, the last digit fastest.
fn offsets(digits: &[&IsrDigit]) -> Vec<[u64; 4]> {
    let mut out = vec![[0u64; 4]];
    for d in digits {
        let mut next = Vec::with_capacity(out.len() * d.count as usize);
        for o in &out {
            for v in 0..u64::from(d.count) {
                next.push([
                    o[0] + v * u64::from(d.in_slice),
                    o[1] + v * u64::from(d.in_time),
                    o[2] + v * u64::from(d.out_slice),
                    o[3] + v * u64::from(d.out_time),
                ]);
            }
        }
        out = next;
    }
    out
}

/// Runs the block on `bufs` (global slice → its `in_flits` flits, every active slice of
/// the command), replacing each slice's flits by its `out_flits` output flits. `dtype` is
/// the element type reaching the block.
pub fn reduce(x: &InterSlice, dtype: VeType, bufs: &mut BTreeMap<u32, Vec<u8>>) -> SimResult<()> {
    x.check().map_err(SimError::invalid)?;
    let cluster = visa_tcp::limits::SLICES as u32;
    let in_len = x.in_flits as usize * FLIT;
    for (s, b) in bufs.iter() {
        if b.len() != in_len {
            return Err(SimError::invalid(format!(
                "slice {s} brings {} flits to the inter-slice reduce, which takes {}",
                b.len() / FLIT,
                x.in_flits
            )));
        }
    }
    let kept: Vec<&IsrDigit> = x.digits.iter().filter(|d| d.role != Role::Reduce).collect();
    let red: Vec<&IsrDigit> = x.role(Role::Reduce).collect();
    let (outer, inner) = (offsets(&kept), offsets(&red));
    let bases: Vec<u32> = {
        let mut b: Vec<u32> = bufs.keys().map(|s| s - s % cluster).collect();
        b.dedup();
        b
    };
    let mut out: BTreeMap<u32, Vec<u8>> = bufs
        .keys()
        .map(|&s| (s, vec![0u8; x.out_flits as usize * FLIT]))
        .collect();
    let word = |b: &[u8], at: usize| u32::from_le_bytes(b[at..at + 4].try_into().expect("4 bytes"));
    for base in bases {
        for o in &outer {
            let mut acc = [0u32; 8];
            for (k, r) in inner.iter().enumerate() {
                let s = base + (o[0] + r[0]) as u32;
                let src = bufs.get(&s).ok_or_else(|| {
                    SimError::invalid(format!(
                        "the inter-slice reduce reads slice {s}, which is not active"
                    ))
                })?;
                let at = (o[1] + r[1]) as usize * FLIT;
                for (lane, a) in acc.iter_mut().enumerate() {
                    let v = word(src, at + 4 * lane);
                    *a = if k == 0 { v } else { step(x.op, dtype, *a, v)? };
                }
            }
            let s = base + o[2] as u32;
            let dst = out.get_mut(&s).ok_or_else(|| {
                SimError::invalid(format!(
                    "the inter-slice reduce writes slice {s}, which is not active"
                ))
            })?;
            let at = o[3] as usize * FLIT;
            for (lane, a) in acc.iter().enumerate() {
                dst[at + 4 * lane..at + 4 * lane + 4].copy_from_slice(&a.to_le_bytes());
            }
        }
    }
    *bufs = out;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digit(role: Role, count: u32, s: [u32; 4]) -> IsrDigit {
        IsrDigit {
            role,
            count,
            in_slice: s[0],
            in_time: s[1],
            out_slice: s[2],
            out_time: s[3],
        }
    }

    /// digest-D G35 (L6643–6653) on two groups of four slices: AddSat saturates, the dummy
    /// slices hold zeros.
    #[test]
    fn g35_dummy_add_sat() {
        let x = InterSlice {
            op: Op::AddSat,
            first: true,
            in_flits: 1,
            out_flits: 1,
            digits: vec![
                digit(Role::Keep, 2, [4, 0, 4, 0]),
                digit(Role::Reduce, 4, [1, 0, 0, 0]),
            ],
        };
        let lanes = [[i32::MAX, 1, 2, 3], [10, 20, 30, 40], [-5, 7, 3, 0]];
        let mut bufs = BTreeMap::new();
        for s in 0..8u32 {
            let mut b = vec![0u8; 32];
            for (l, v) in lanes.iter().enumerate() {
                b[4 * l..4 * l + 4].copy_from_slice(&v[(s % 4) as usize].to_le_bytes());
            }
            bufs.insert(s, b);
        }
        reduce(&x, VeType::I32, &mut bufs).unwrap();
        let lane =
            |s: u32, l: usize| i32::from_le_bytes(bufs[&s][4 * l..4 * l + 4].try_into().unwrap());
        for g in [0, 4] {
            assert_eq!(lane(g, 0), i32::MAX);
            assert_eq!(lane(g, 1), 100);
            assert_eq!(lane(g, 2), 5);
            assert_eq!(lane(g + 1, 1), 0);
        }
    }

    /// Max and min order −0 below +0 and give the quiet NaN for a NaN side.
    #[test]
    fn float_max_min_zero_and_nan() {
        let (p, n) = (0.0f32.to_bits(), (-0.0f32).to_bits());
        assert_eq!(step(Op::Max, VeType::F32, n, p).unwrap(), p);
        assert_eq!(step(Op::Min, VeType::F32, p, n).unwrap(), n);
        assert_eq!(
            step(Op::Max, VeType::F32, f32::NAN.to_bits() | 1, p).unwrap(),
            QNAN
        );
        assert_eq!(
            step(Op::Add, VeType::F32, 1.5f32.to_bits(), 2.0f32.to_bits()).unwrap(),
            3.5f32.to_bits()
        );
        assert!(step(Op::Mul, VeType::I32, 1, 2).is_err());
    }
}
