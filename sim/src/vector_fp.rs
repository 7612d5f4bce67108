//! The simulator's numerics of the Vector Engine's logic, conversion, float, FpDiv and clip
//! stages, lane by lane on 32-bit words, written independently of the stream interpreter
//! (`dialects/stream/src/interp/vector.rs`).
//!
//! f32 arithmetic uses the host's IEEE binary32 operations (round to nearest even, with
//! subnormals), the fused multiply-add `f32::mul_add`; the transcendental functions are
//! the f64 algorithms of docs/decisions.md C9-2 rounded to f32; every NaN result is the
//! canonical quiet NaN `0x7FC00000` (C9-1). Conversions scale by `2^(int_width - 31)` and
//! round to nearest even, saturating (C9-3); f32 min/max order −0 below +0 and return NaN
//! for a NaN argument, abs_min/abs_max keep the stream's value on a tie (C9-5).

use crate::error::{SimError, SimResult};
use visa_tcp::{ClipOp, FpBinaryOp, FpUnaryOp, LogicOp, ReduceOp, ReduceTime, VeOp, VeType};

/// The canonical quiet NaN every float stage returns (docs/decisions.md C9-1).
pub(crate) const QNAN: u32 = visa_tcp::dtype::CANONICAL_NAN_F32;

fn out(v: f32) -> u32 {
    if v.is_nan() {
        QNAN
    } else {
        v.to_bits()
    }
}

fn f(bits: u32) -> f32 {
    f32::from_bits(bits)
}

/// erf by the series of C9-2 (the same operations in the same order as the decision
/// states, so both models round the same f64).
fn erf(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.abs() >= 4.0 {
        return x.signum();
    }
    let x2 = x * x;
    let (mut term, mut acc, mut k) = (x, x, 1.0f64);
    let eps = 1.0 / (1u64 << 60) as f64;
    while term.abs() > acc.abs() * eps && k < 400.0 {
        term = term * (2.0 * x2) / (2.0 * k + 1.0);
        acc += term;
        k += 1.0;
    }
    acc * (-x2).exp() * std::f64::consts::FRAC_2_SQRT_PI
}

fn unary(op: FpUnaryOp, x: f32) -> f32 {
    match op {
        FpUnaryOp::Sqrt => x.sqrt(),
        FpUnaryOp::Exp => f64::from(x).exp() as f32,
        FpUnaryOp::NegExp => (-f64::from(x)).exp() as f32,
        FpUnaryOp::Tanh => f64::from(x).tanh() as f32,
        FpUnaryOp::Sigmoid => (1.0 / (1.0 + (-f64::from(x)).exp())) as f32,
        FpUnaryOp::Erf => erf(f64::from(x)) as f32,
        FpUnaryOp::Log => f64::from(x).ln() as f32,
        FpUnaryOp::Sin => f64::from(x).sin() as f32,
        FpUnaryOp::Cos => f64::from(x).cos() as f32,
    }
}

fn binary(op: FpBinaryOp, a: f32, b: f32) -> f32 {
    match op {
        FpBinaryOp::AddF => a + b,
        FpBinaryOp::SubF => a - b,
        FpBinaryOp::MulF0 | FpBinaryOp::MulF1 | FpBinaryOp::MaskMulF0 | FpBinaryOp::MaskMulF1 => {
            a * b
        }
        FpBinaryOp::DivF => a / b,
    }
}

/// `a` is below `b` in the clip order: by value, −0 below +0.
fn below(a: f32, b: f32) -> bool {
    a < b || (a == b && a.is_sign_negative() && b.is_sign_positive())
}

fn clip_f32(op: ClipOp, a: u32, b: u32) -> SimResult<u32> {
    let (x, y) = (f(a), f(b));
    if op == ClipOp::Add {
        return Ok(out(x + y));
    }
    if x.is_nan() || y.is_nan() {
        return Ok(QNAN);
    }
    Ok(match op {
        ClipOp::Min if below(y, x) => b,
        ClipOp::Max if below(x, y) => b,
        ClipOp::AbsMin if y.abs() < x.abs() => b,
        ClipOp::AbsMax if y.abs() > x.abs() => b,
        ClipOp::Min | ClipOp::Max | ClipOp::AbsMin | ClipOp::AbsMax => a,
        _ => return Err(SimError::invalid(format!("clip {op} on an f32 stream"))),
    })
}

fn clip_i32(op: ClipOp, a: i32, b: i32) -> SimResult<i32> {
    Ok(match op {
        ClipOp::Min => a.min(b),
        ClipOp::Max => a.max(b),
        ClipOp::AbsMin if b.unsigned_abs() < a.unsigned_abs() => b,
        ClipOp::AbsMax if b.unsigned_abs() > a.unsigned_abs() => b,
        ClipOp::AbsMin | ClipOp::AbsMax => a,
        ClipOp::AddFxp => a.wrapping_add(b),
        ClipOp::AddFxpSat => a.saturating_add(b),
        ClipOp::Add => return Err(SimError::invalid("clip add on an i32 stream")),
    })
}

fn logic(op: LogicOp, a: u32, b: u32) -> SimResult<u32> {
    let shift = || -> SimResult<u32> {
        if b <= 31 {
            Ok(b)
        } else {
            Err(SimError::invalid(format!(
                "{op}: shift amount {} is outside 0..=31",
                b as i32
            )))
        }
    };
    Ok(match op {
        LogicOp::BitAnd => a & b,
        LogicOp::BitOr => a | b,
        LogicOp::BitXor => a ^ b,
        LogicOp::LeftShift => a << shift()?,
        LogicOp::LogicRightShift => a >> shift()?,
        LogicOp::ArithRightShift => ((a as i32) >> shift()?) as u32,
    })
}

/// One step of an intra-slice reduce on two words of `dtype` (docs/decisions.md C9-10:
/// i32 add saturates at every step; f32 add is IEEE; max/min as the clip ops).
fn combine(op: ReduceOp, dtype: VeType, a: u32, b: u32) -> SimResult<u32> {
    Ok(match (op, dtype) {
        (ReduceOp::AddSat, VeType::I32) => (a as i32).saturating_add(b as i32) as u32,
        (ReduceOp::Add, VeType::F32) => out(f(a) + f(b)),
        (ReduceOp::Max, VeType::F32) => clip_f32(ClipOp::Max, a, b)?,
        (ReduceOp::Min, VeType::F32) => clip_f32(ClipOp::Min, a, b)?,
        (ReduceOp::Max, VeType::I32) => (a as i32).max(b as i32) as u32,
        (ReduceOp::Min, VeType::I32) => (a as i32).min(b as i32) as u32,
        _ => {
            return Err(SimError::invalid(format!(
                "reduce {op} on {}",
                dtype.keyword()
            )))
        }
    })
}

/// The intra-slice reduce over Time (L5362–5543): Way4 packet `u` (lanes `4h..4h+4` of
/// flit `u / 2` after a split, lanes 0–3 of flit `u` after a trim) is combined, lane by
/// lane and in Time order, into output packet `time.output_of(u)`; returns the output
/// flits (lanes 4–7 zero after a trim). With `counts` (the valid count of each flit, from
/// the valid-count generator), lane `l` of flit `t` takes part only when `l < counts[t]`
/// (a split's upper packet holds lanes 4–7, so its count is `max(v − 4, 0)`, L6575); an
/// output lane that no valid lane reaches holds the op's identity ([`identity`], an
/// accumulator slot no valid flit reached; docs/decisions.md T10R-2).
pub fn reduce(
    op: ReduceOp,
    time: &ReduceTime,
    dtype: VeType,
    flits: &[u8],
    split: bool,
    out_flits: usize,
    counts: Option<&[u32]>,
) -> SimResult<Vec<u8>> {
    if time.lanes {
        return reduce_lanes(op, time, dtype, flits, split, out_flits, counts);
    }
    let per = if split { 2 } else { 1 };
    let mut out = vec![0u8; out_flits * 32];
    let mut seen = vec![false; out_flits * per * 4];
    for u in 0..flits.len() / 32 * per {
        let (flit, lane0) = if split { (u / 2, (u % 2) * 4) } else { (u, 0) };
        let o = time.output_of(u as u64) as usize;
        let (of, ol) = if split { (o / 2, (o % 2) * 4) } else { (o, 0) };
        for l in 0..4 {
            if let Some(c) = counts {
                let v = *c
                    .get(flit)
                    .ok_or_else(|| SimError::invalid("no valid count for a flit"))?;
                if (lane0 + l) as u32 >= v {
                    continue;
                }
            }
            let slot = seen
                .get_mut(o * 4 + l)
                .ok_or_else(|| SimError::invalid("reduce output out of range"))?;
            let at = 4 * (flit * 8 + lane0 + l);
            let v = u32::from_le_bytes(flits[at..at + 4].try_into().expect("4"));
            let dst = 4 * (of * 8 + ol + l);
            let acc = u32::from_le_bytes(out[dst..dst + 4].try_into().expect("4"));
            let r = if *slot {
                combine(op, dtype, acc, v)?
            } else {
                v
            };
            out[dst..dst + 4].copy_from_slice(&r.to_le_bytes());
            *slot = true;
        }
    }
    let id = identity(op, dtype)?;
    for (k, _) in seen.iter().enumerate().filter(|s| !*s.1) {
        let (o, l) = (k / 4, k % 4);
        let dst = if split {
            4 * ((o / 2) * 8 + (o % 2) * 4 + l)
        } else {
            4 * (o * 8 + l)
        };
        out[dst..dst + 4].copy_from_slice(&id.to_le_bytes());
    }
    Ok(out)
}

/// The identity element of the intra-slice reduce `op` on `dtype` as a word (L5390–5402,
/// L5557–5561): i32 `add_sat` 0, `max` `i32::MIN`, `min` `i32::MAX`; f32 `add` +0.0, `max`
/// −∞, `min` +∞. An accumulator slot no valid flit reached outputs it (T10R-2).
pub fn identity(op: ReduceOp, dtype: VeType) -> SimResult<u32> {
    Ok(match (op, dtype) {
        (ReduceOp::AddSat, VeType::I32) => 0,
        (ReduceOp::Max, VeType::I32) => i32::MIN as u32,
        (ReduceOp::Min, VeType::I32) => i32::MAX as u32,
        (ReduceOp::Add, VeType::F32) => 0.0f32.to_bits(),
        (ReduceOp::Max, VeType::F32) => f32::NEG_INFINITY.to_bits(),
        (ReduceOp::Min, VeType::F32) => f32::INFINITY.to_bits(),
        _ => {
            return Err(SimError::invalid(format!(
                "reduce {op} on {}",
                dtype.keyword()
            )))
        }
    })
}

/// The intra-slice reduce over the packet's lanes and Time (L5399–5413, L5440–5490): the
/// four lanes of Way4 packet `u` reduce by the 2-level tree `op(op(l0, l1), op(l2, l3))`,
/// and the tree's value accumulates, in Time order, into lane 0 of output packet
/// `time.output_of(u)`; lanes 1–3 of an output packet (and 4–7 after a trim) are zero.
/// With `counts` (the valid-count generator's), lanes at or past a packet's count are
/// left out of its tree (a side with no valid lane passes the other on) and a packet
/// with none is skipped; lane 0 of an output packet no valid lane reached holds the
/// op's identity (T10R-2).
fn reduce_lanes(
    op: ReduceOp,
    time: &ReduceTime,
    dtype: VeType,
    flits: &[u8],
    split: bool,
    out_flits: usize,
    counts: Option<&[u32]>,
) -> SimResult<Vec<u8>> {
    let per = if split { 2 } else { 1 };
    let mut out = vec![0u8; out_flits * 32];
    let mut seen = vec![false; out_flits * per];
    let word = |at: usize| u32::from_le_bytes(flits[at..at + 4].try_into().expect("4"));
    let pair = |a: Option<u32>, b: Option<u32>| -> SimResult<Option<u32>> {
        Ok(match (a, b) {
            (Some(a), Some(b)) => Some(combine(op, dtype, a, b)?),
            (a, None) => a,
            (None, b) => b,
        })
    };
    for u in 0..flits.len() / 32 * per {
        let (flit, lane0) = if split { (u / 2, (u % 2) * 4) } else { (u, 0) };
        let valid = match counts {
            Some(c) => {
                let v = *c
                    .get(flit)
                    .ok_or_else(|| SimError::invalid("no valid count for a flit"))?;
                (v as usize).saturating_sub(lane0).min(4)
            }
            None => 4,
        };
        let l = |k: usize| (k < valid).then(|| word(4 * (flit * 8 + lane0 + k)));
        let level1 = (pair(l(0), l(1))?, pair(l(2), l(3))?);
        let Some(tree) = pair(level1.0, level1.1)? else {
            continue;
        };
        let o = time.output_of(u as u64) as usize;
        let dst = if split {
            4 * ((o / 2) * 8 + (o % 2) * 4)
        } else {
            4 * o * 8
        };
        let slot = seen
            .get_mut(o)
            .ok_or_else(|| SimError::invalid("reduce output out of range"))?;
        let acc = u32::from_le_bytes(out[dst..dst + 4].try_into().expect("4"));
        let r = if *slot {
            combine(op, dtype, acc, tree)?
        } else {
            tree
        };
        out[dst..dst + 4].copy_from_slice(&r.to_le_bytes());
        *slot = true;
    }
    let id = identity(op, dtype)?;
    for (o, _) in seen.iter().enumerate().filter(|s| !*s.1) {
        let dst = if split {
            4 * ((o / 2) * 8 + (o % 2) * 4)
        } else {
            4 * o * 8
        };
        out[dst..dst + 4].copy_from_slice(&id.to_le_bytes());
    }
    Ok(out)
}

/// 2^e as f32 for e in -31..=31 (exact).
fn pow2(e: i32) -> f32 {
    f32::from_bits(((127 + e) as u32) << 23)
}

/// Applies one lane of `op` (not `Fxp`) to the word `a` of a stream of `dtype`, with the
/// operand words `o` (as many as the op reads). Returns the new word.
pub fn apply(op: &VeOp, dtype: VeType, a: u32, o: &[u32]) -> SimResult<u32> {
    let o0 = || o.first().copied().unwrap_or(0);
    Ok(match *op {
        VeOp::Logic { op: l, .. } => {
            let r = logic(l, a, o0())?;
            if dtype == VeType::F32 && f(r).is_nan() {
                QNAN
            } else {
                r
            }
        }
        VeOp::FxpToFp { int_width } => {
            // i32 → f32 rounds once; the power of two scales exactly.
            out((a as i32) as f32 * pow2(i32::from(int_width) - 31))
        }
        VeOp::FpToFxp { int_width } => {
            let x = f(a) * pow2(31 - i32::from(int_width));
            // `as` saturates and maps NaN to 0.
            (x.round_ties_even() as i32) as u32
        }
        VeOp::FpUnary { op: u } => out(unary(u, f(a))),
        VeOp::FpBinary { op: b, mode, .. } => {
            let (p, q) = mode.pick(f(a), f(o0()));
            out(binary(b, p, q))
        }
        VeOp::FpDiv { mode, .. } => {
            let (p, q) = mode.pick(f(a), f(o0()));
            out(p / q)
        }
        VeOp::FpTernary { .. } => {
            let b = o.get(1).copied().unwrap_or(0);
            out(f(a).mul_add(f(o0()), f(b)))
        }
        VeOp::Clip { op: c, .. } => match dtype {
            VeType::F32 => clip_f32(c, a, o0())?,
            VeType::I32 => clip_i32(c, a as i32, o0() as i32)? as u32,
        },
        VeOp::Narrow(_)
        | VeOp::Widen(_)
        | VeOp::Fxp { .. }
        | VeOp::Stash
        | VeOp::BranchLog
        | VeOp::Filter { .. }
        | VeOp::Zip { .. }
        | VeOp::IntraSliceReduce { .. } => a,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_tcp::{ArgMode, VeOperand, WayChange};

    fn fp(op: FpUnaryOp, x: f32) -> f32 {
        f(apply(&VeOp::FpUnary { op }, VeType::F32, x.to_bits(), &[]).unwrap())
    }

    /// Golden values of digest-C §3.4 (GT-VE-5, GT-VE-6) and exact points.
    #[test]
    fn unary_golden_values() {
        assert_eq!(fp(FpUnaryOp::Sigmoid, 0.0), 0.5);
        assert!((f64::from(fp(FpUnaryOp::Sigmoid, 2.0)) - 0.880_797_08).abs() < 1e-7);
        assert!((f64::from(fp(FpUnaryOp::Sigmoid, -1.0)) - 0.268_941_42).abs() < 1e-7);
        assert_eq!(fp(FpUnaryOp::Exp, 0.0), 1.0);
        assert_eq!(fp(FpUnaryOp::Sqrt, 49.0), 7.0);
        assert_eq!(fp(FpUnaryOp::Sigmoid, 100.0), 1.0);
        assert_eq!(fp(FpUnaryOp::Log, -1.0).to_bits(), QNAN);
        assert_eq!(fp(FpUnaryOp::Log, 0.0), f32::NEG_INFINITY);
        assert_eq!(fp(FpUnaryOp::Erf, 10.0), 1.0);
        // exp(sqrt(((0.5 + 1) * 2) * 3)) = exp(3) ≈ 20.085537 (GT-VE-6).
        let x = (((0.5f32 + 1.0) * 2.0) * 3.0).sqrt();
        assert!((fp(FpUnaryOp::Exp, x) - 20.085_537).abs() < 2e-6);
    }

    #[test]
    fn binary_modes_conversions_clip() {
        let sub = VeOp::FpBinary {
            op: FpBinaryOp::SubF,
            operand: VeOperand::Imm(0),
            mode: ArgMode::Mode10,
        };
        // Mode10: 7 - x (digest-C GT-VE-15, on f32).
        assert_eq!(
            f(apply(&sub, VeType::F32, 10f32.to_bits(), &[7f32.to_bits()]).unwrap()),
            -3.0
        );
        let to_fp = VeOp::FxpToFp { int_width: 31 };
        assert_eq!(
            f(apply(&to_fp, VeType::I32, (-200i32) as u32, &[]).unwrap()),
            -200.0
        );
        let to_fx = VeOp::FpToFxp { int_width: 31 };
        assert_eq!(
            apply(&to_fx, VeType::F32, 0.5f32.to_bits(), &[]).unwrap(),
            0
        );
        assert_eq!(
            apply(&to_fx, VeType::F32, 2.5f32.to_bits(), &[]).unwrap(),
            2
        );
        assert_eq!(
            apply(&to_fx, VeType::F32, 1e10f32.to_bits(), &[]).unwrap() as i32,
            i32::MAX
        );
        assert_eq!(apply(&to_fx, VeType::F32, QNAN, &[]).unwrap(), 0);
        let q = VeOp::FpToFxp { int_width: 0 };
        assert_eq!(
            apply(&q, VeType::F32, 0.25f32.to_bits(), &[]).unwrap(),
            1 << 29
        );
        let relu = VeOp::Clip {
            op: ClipOp::Max,
            operand: VeOperand::Imm(0),
        };
        // ReLU (GT-VE-1): max(x, 0.0).
        for (x, want) in [(-1.5f32, 0.0f32), (2.25, 2.25), (-3.0e38, 0.0), (7.0, 7.0)] {
            assert_eq!(
                f(apply(&relu, VeType::F32, x.to_bits(), &[0]).unwrap()),
                want
            );
        }
        assert_eq!(
            apply(&VeOp::Narrow(WayChange::Trim), VeType::F32, 5, &[]).unwrap(),
            5
        );
        let shl = VeOp::Logic {
            op: LogicOp::LeftShift,
            operand: VeOperand::Imm(32),
        };
        assert!(apply(&shl, VeType::I32, 1, &[32]).is_err());
    }
}
