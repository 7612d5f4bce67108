//! The reference interpreter's semantics of the Vector Engine's logic, conversion, float,
//! FpDiv and clip stages ([`crate::vector_ops`]), element by element on the logical
//! tensor (narrow and widen move no data: they are [`Semantics::Move`]).
//!
//! Written independently of the simulator (`sim/src/vector_fp.rs`): f32 arithmetic is
//! carried out in f64 and rounded once to f32 (exact for +, −, ×, ÷ and √ because f64 has
//! more than 2·24 + 2 bits; the fused multiply-add rounds the f64 sum to odd first), and
//! the transcendental functions follow the algorithms fixed in docs/decisions.md C9-2.
//! Every NaN result is the canonical quiet NaN `0x7FC00000` (C9-1).
//!
//! [`Semantics::Move`]: super::semantics::Semantics::Move

use super::tensor::{self, Scalar, Tensor};
use super::Evaluator;
use crate::vector_ops;
use visa_ir::{Diagnostic, OpId};
use visa_tcp::{ClipOp, FpBinaryOp, FpUnaryOp, LogicOp, VeOp, VeOperand};

/// Rounds an f64 to the nearest f32 (ties to even), NaN to the canonical NaN.
pub fn round_f32(v: f64) -> f32 {
    if v.is_nan() {
        f32::from_bits(visa_tcp::dtype::CANONICAL_NAN_F32)
    } else {
        v as f32
    }
}

/// `a * b + c` with one rounding: the f64 product is exact, the f64 sum is rounded to
/// odd (its last bit records any inexactness), so the rounding to f32 is the correct one.
pub fn fma_f32(a: f32, b: f32, c: f32) -> f32 {
    let p = f64::from(a) * f64::from(b);
    let c = f64::from(c);
    let s = p + c;
    if !s.is_finite() {
        return round_f32(s);
    }
    // TwoSum: the exact error of s.
    let bb = s - p;
    let err = (p - (s - bb)) + (c - bb);
    let mut bits = s.to_bits();
    if err != 0.0 && bits & 1 == 0 {
        if (err > 0.0) == (s > 0.0) {
            bits += 1;
        } else {
            bits -= 1;
        }
    }
    round_f32(f64::from_bits(bits))
}

/// erf in f64 by the algorithm of docs/decisions.md C9-2: `sign(x)` for `|x| >= 4`, else
/// `2/sqrt(pi) · exp(-x²) · Σ x (2x²)^n / (1·3·…·(2n+1))`, summed until a term is below
/// `2^-60` of the sum.
pub fn erf_f64(x: f64) -> f64 {
    if x.is_nan() {
        return x;
    }
    if x.abs() >= 4.0 {
        return x.signum();
    }
    let t = x * x;
    let mut term = x;
    let mut sum = x;
    let mut n = 1.0f64;
    while term.abs() > sum.abs() * f64::powi(2.0, -60) && n < 400.0 {
        term = term * (2.0 * t) / (2.0 * n + 1.0);
        sum += term;
        n += 1.0;
    }
    sum * (-t).exp() * std::f64::consts::FRAC_2_SQRT_PI
}

/// The interpreter's f32 unary functions (docs/decisions.md C9-2).
pub fn unary(op: FpUnaryOp, x: f32) -> f32 {
    let v = f64::from(x);
    round_f32(match op {
        FpUnaryOp::Exp => v.exp(),
        FpUnaryOp::NegExp => (-v).exp(),
        FpUnaryOp::Sqrt => v.sqrt(),
        FpUnaryOp::Tanh => v.tanh(),
        FpUnaryOp::Sigmoid => 1.0 / (1.0 + (-v).exp()),
        FpUnaryOp::Erf => erf_f64(v),
        FpUnaryOp::Log => v.ln(),
        FpUnaryOp::Sin => v.sin(),
        FpUnaryOp::Cos => v.cos(),
    })
}

/// The interpreter's f32 binary ops, each computed in f64 and rounded once.
pub fn binary(op: FpBinaryOp, a: f32, b: f32) -> f32 {
    let (x, y) = (f64::from(a), f64::from(b));
    round_f32(match op {
        FpBinaryOp::AddF => x + y,
        FpBinaryOp::SubF => x - y,
        FpBinaryOp::MulF0 | FpBinaryOp::MulF1 | FpBinaryOp::MaskMulF0 | FpBinaryOp::MaskMulF1 => {
            x * y
        }
        FpBinaryOp::DivF => x / y,
    })
}

/// The order of f32 `min`/`max` (docs/decisions.md C9-5): by value, −0 below +0.
fn order_key(v: f32) -> (f64, bool) {
    (f64::from(v), v.is_sign_positive())
}

pub(crate) fn clip_f32(op: ClipOp, a: f32, b: f32) -> Option<f32> {
    if a.is_nan() || b.is_nan() {
        return match op {
            ClipOp::AddFxp | ClipOp::AddFxpSat => None,
            _ => Some(f32::from_bits(visa_tcp::dtype::CANONICAL_NAN_F32)),
        };
    }
    let less = |x: f32, y: f32| order_key(x) < order_key(y);
    Some(match op {
        ClipOp::Min => {
            if less(b, a) {
                b
            } else {
                a
            }
        }
        ClipOp::Max => {
            if less(a, b) {
                b
            } else {
                a
            }
        }
        ClipOp::AbsMin => {
            if f64::from(b).abs() < f64::from(a).abs() {
                b
            } else {
                a
            }
        }
        ClipOp::AbsMax => {
            if f64::from(b).abs() > f64::from(a).abs() {
                b
            } else {
                a
            }
        }
        ClipOp::Add => binary(FpBinaryOp::AddF, a, b),
        ClipOp::AddFxp | ClipOp::AddFxpSat => return None,
    })
}

pub(crate) fn clip_i32(op: ClipOp, a: i32, b: i32) -> Option<i32> {
    let (x, y) = (i64::from(a), i64::from(b));
    Some(match op {
        ClipOp::Min => x.min(y) as i32,
        ClipOp::Max => x.max(y) as i32,
        ClipOp::AbsMin => (if y.abs() < x.abs() { y } else { x }) as i32,
        ClipOp::AbsMax => (if y.abs() > x.abs() { y } else { x }) as i32,
        ClipOp::AddFxp => (x + y) as i32,
        ClipOp::AddFxpSat => (x + y).clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32,
        ClipOp::Add => return None,
    })
}

/// Logic ops on the 32 bits; `None` for a shift amount outside 0..=31.
fn logic(op: LogicOp, a: u32, b: u32) -> Option<u32> {
    let s = b as i32;
    let shift = (0..=visa_tcp::limits::MAX_FXP_SHIFT).contains(&s);
    Some(match op {
        LogicOp::BitAnd => a & b,
        LogicOp::BitOr => a | b,
        LogicOp::BitXor => a ^ b,
        LogicOp::LeftShift if shift => ((u64::from(a) << s) & 0xFFFF_FFFF) as u32,
        LogicOp::LogicRightShift if shift => (u64::from(a) >> s) as u32,
        LogicOp::ArithRightShift if shift => (i64::from(a as i32) >> s) as i32 as u32,
        _ => return None,
    })
}

/// `x · 2^(int_width − 31)` rounded to f32 (docs/decisions.md C9-3).
pub fn fxp_to_fp(x: i32, int_width: u8) -> f32 {
    round_f32(f64::from(x) * f64::powi(2.0, i32::from(int_width) - 31))
}

/// `x · 2^(31 − int_width)` rounded to the nearest integer (ties to even), saturated to
/// i32; NaN is 0 (docs/decisions.md C9-3).
pub fn fp_to_fxp(x: f32, int_width: u8) -> i32 {
    if x.is_nan() {
        return 0;
    }
    let v = (f64::from(x) * f64::powi(2.0, 31 - i32::from(int_width))).round_ties_even();
    v.clamp(f64::from(i32::MIN), f64::from(i32::MAX)) as i32
}

fn f32_of(s: Scalar) -> f32 {
    s.to_f32()
}

fn bits_of(s: Scalar) -> u32 {
    s.bits32()
}

/// Evaluates an op of [`crate::vector_ops`] with an ALU or a conversion.
pub fn eval(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let n_vrf = ctx.operands(op).len().saturating_sub(1);
    // Operand index k (1-based) stands in for the VRF address.
    let placeholders: Vec<VeOperand> = (1..=n_vrf)
        .map(|k| VeOperand::Vrf {
            addr: k as u64,
            flits: 1,
        })
        .collect();
    let vop =
        vector_ops::ve_op(ctx, op, &placeholders).ok_or_else(|| ev.err(op, "is malformed"))?;
    let rty = ctx.value_type(ctx.result(op, 0));
    let out_dtype = ctx
        .type_as::<crate::types::StreamType>(rty)
        .map(|s| s.dtype)
        .ok_or_else(|| ev.err(op, "has no stream result"))?;
    let is_f32 = ctx.type_to_string(x.dtype) == "f32";
    for t in xs.iter().skip(1) {
        super::vrf::check_broadcast(ev, op, x, t)?;
    }
    // Each operand's axes once, not per element (a sparse stash holds a whole stream).
    let keeps: Vec<_> = xs.iter().map(|t| t.used_axes()).collect();
    let operand = |o: &VeOperand, idx: &[u64]| -> Result<Scalar, Diagnostic> {
        match *o {
            VeOperand::Imm(b) => Ok(if is_f32 {
                Scalar::from_f32(f32::from_bits(b as u32))
            } else {
                Scalar::Int(i64::from(b))
            }),
            // The interpreter names every tensor operand (VRF or stash) by its index.
            VeOperand::Stash => Err(ev.err(op, "an unnamed stash operand")),
            VeOperand::Vrf { addr, .. } => {
                let t = xs
                    .get(addr as usize)
                    .ok_or_else(|| ev.err(op, "misses a VRF operand"))?;
                let key = tensor::project(idx, &keeps[addr as usize]);
                t.get(&key).ok_or_else(|| {
                    ev.err(
                        op,
                        format!(
                            "the VRF operand holds no element for {}",
                            ev.order.index(idx)
                        ),
                    )
                })
            }
        }
    };
    let float = Scalar::from_f32;
    let mut out = Tensor::new(out_dtype);
    for (idx, a) in x.iter() {
        let r = match vop {
            VeOp::Logic { op: l, operand: o } => {
                let b = bits_of(operand(&o, &idx)?);
                let r = logic(l, bits_of(a), b).ok_or_else(|| {
                    ev.err(
                        op,
                        format!("`{l}`: shift amount {} is outside 0..=31", b as i32),
                    )
                })?;
                if is_f32 {
                    float(canonical(f32::from_bits(r)))
                } else {
                    Scalar::Int(i64::from(r as i32))
                }
            }
            VeOp::FxpToFp { int_width } => float(fxp_to_fp(a.as_i32(), int_width)),
            VeOp::FpToFxp { int_width } => Scalar::Int(i64::from(fp_to_fxp(f32_of(a), int_width))),
            VeOp::FpUnary { op: u } => float(unary(u, f32_of(a))),
            VeOp::FpBinary {
                op: b,
                operand: o,
                mode,
            } => {
                let (p, q) = mode.pick(f32_of(a), f32_of(operand(&o, &idx)?));
                float(binary(b, p, q))
            }
            VeOp::FpDiv { operand: o, mode } => {
                let (p, q) = mode.pick(f32_of(a), f32_of(operand(&o, &idx)?));
                float(binary(FpBinaryOp::DivF, p, q))
            }
            VeOp::FpTernary { operands, .. } => {
                let b = f32_of(operand(&operands[0], &idx)?);
                let c = f32_of(operand(&operands[1], &idx)?);
                float(fma_f32(f32_of(a), b, c))
            }
            VeOp::Clip { op: c, operand: o } => {
                let b = operand(&o, &idx)?;
                if is_f32 {
                    float(
                        clip_f32(c, f32_of(a), f32_of(b))
                            .ok_or_else(|| ev.err(op, "clip op not defined on f32"))?,
                    )
                } else {
                    Scalar::Int(i64::from(
                        clip_i32(c, a.as_i32(), b.as_i32())
                            .ok_or_else(|| ev.err(op, "clip op not defined on i32"))?,
                    ))
                }
            }
            VeOp::Fxp { .. } | VeOp::Narrow(_) | VeOp::Widen(_) | VeOp::Stash | VeOp::BranchLog => {
                a
            }
            VeOp::IntraSliceReduce { .. } | VeOp::Filter { .. } | VeOp::Zip { .. } => {
                return Err(ev.err(op, "is a reduce or a filter, not an element op"))
            }
        };
        out.insert(idx.clone(), r);
    }
    Ok(out)
}

fn canonical(v: f32) -> f32 {
    if v.is_nan() {
        f32::from_bits(visa_tcp::dtype::CANONICAL_NAN_F32)
    } else {
        v
    }
}

/// One step of the intra-slice reduce (docs/decisions.md C9-10).
pub(crate) fn reduce_step(
    op: visa_tcp::ReduceOp,
    is_f32: bool,
    a: Scalar,
    b: Scalar,
) -> Option<Scalar> {
    use visa_tcp::ReduceOp as Op;
    Some(if is_f32 {
        let (x, y) = (f32_of(a), f32_of(b));
        Scalar::from_f32(match op {
            Op::Add => binary(FpBinaryOp::AddF, x, y),
            Op::Max => clip_f32(ClipOp::Max, x, y)?,
            Op::Min => clip_f32(ClipOp::Min, x, y)?,
            Op::AddSat => return None,
        })
    } else {
        let (x, y) = (a.as_i32(), b.as_i32());
        Scalar::Int(i64::from(match op {
            Op::AddSat => clip_i32(ClipOp::AddFxpSat, x, y)?,
            Op::Max => clip_i32(ClipOp::Max, x, y)?,
            Op::Min => clip_i32(ClipOp::Min, x, y)?,
            Op::Add => return None,
        }))
    })
}

/// The identity element of the intra-slice reduce `op` (L5390–5402, L5557–5561): i32
/// `add_sat` 0, `max` `i32::MIN`, `min` `i32::MAX`; f32 `add` 0.0, `max` −∞, `min` +∞.
/// What a slice none of whose positions of the reduced axis holds an element gives
/// (docs/decisions.md T10R-2). `None` for an op the element type lacks.
pub fn reduce_identity(op: visa_tcp::ReduceOp, is_f32: bool) -> Option<Scalar> {
    use visa_tcp::ReduceOp as Op;
    Some(match (op, is_f32) {
        (Op::AddSat, false) => Scalar::Int(0),
        (Op::Max, false) => Scalar::Int(i64::from(i32::MIN)),
        (Op::Min, false) => Scalar::Int(i64::from(i32::MAX)),
        (Op::Add, true) => Scalar::Float(0.0),
        (Op::Max, true) => Scalar::Float(f64::NEG_INFINITY),
        (Op::Min, true) => Scalar::Float(f64::INFINITY),
        _ => return None,
    })
}

/// Puts the identity of `op` at every partial no element reached: for each group's index
/// with R at 0, every Slice coordinate of R (the digits of `parts`) that `groups` lacks.
/// Such a partial lies at an R coordinate past the axis (its slice holds only padding),
/// an index the result's type does not hold, so the move to the result drops it: the
/// identity shows only in the simulator's memory (docs/decisions.md T10R-2).
pub(crate) fn empty_slices<V>(
    out: &mut Tensor,
    groups: &std::collections::BTreeMap<Vec<u64>, V>,
    parts: &[(u64, u64)],
    pos: usize,
    op: visa_tcp::ReduceOp,
    is_f32: bool,
) {
    let Some(id) = reduce_identity(op, is_f32) else {
        return;
    };
    let span: u64 = parts.iter().map(|p| p.1).product();
    if span <= 1 {
        return;
    }
    let bases: std::collections::BTreeSet<Vec<u64>> = groups
        .keys()
        .map(|k| {
            let mut b = k.clone();
            b[pos] = 0;
            b
        })
        .collect();
    for b in bases {
        for d in 0..span {
            // The d-th combination of the parts' digits, the first part fastest.
            let (mut rest, mut c) = (d, 0);
            for &(sigma, count) in parts {
                c += rest % count * sigma;
                rest /= count;
            }
            let mut k = b.clone();
            k[pos] = c;
            if !groups.contains_key(&k) {
                out.insert(k, id);
            }
        }
    }
}

/// `stream.vector_intra_slice_reduce`: every element with the reduced axis's coordinate
/// set to its Slice part (0 when R is not in Slice) is the fold of the elements that
/// differ only in R's Time part, in the order their positions come in Time (the input
/// Time mapping, enumerated); a slice with no element of R gives the identity.
pub fn reduce(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let r = vector_ops::VectorIntraSliceReduce::matches(ctx, op)
        .ok_or_else(|| ev.err(op, "is not an intra-slice reduce"))?;
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let axis = r.axis(ctx);
    let rop = r.op(ctx);
    if crate::lane_tree::in_packet(
        &crate::geom::resolve_stream(
            ctx,
            op,
            &crate::geom::axes(ctx, op)?,
            ctx.value_type(ctx.operand(op, 0)),
            "the input",
        )?,
        axis,
    ) {
        return crate::lane_tree::eval(ev, op, xs);
    }
    let pos = ev
        .order
        .0
        .iter()
        .position(|a| a.as_str() == axis)
        .ok_or_else(|| ev.err(op, format!("axis {axis} is not declared")))?;
    let axes = crate::geom::axes(ctx, op)?;
    let ity = ctx.value_type(ctx.operand(op, 0));
    let s = crate::geom::resolve_stream(ctx, op, &axes, ity, "the input")?;
    // The rank of each coordinate of the axis in Time order.
    let mut rank: std::collections::BTreeMap<u64, usize> = Default::default();
    for t in 0..s.time().size() {
        if let visa_mapping::Image::Index(idx) = s.time().map(t) {
            let c = idx.get(axis);
            let n = rank.len();
            rank.entry(c).or_insert(n);
        }
    }
    let is_f32 = ctx.type_to_string(x.dtype) == "f32";
    // R's Slice factors stay: each element joins the partial of its slice (T10R-3).
    let sparts = crate::valid_count::slice_parts(s.slice(), axis).map_err(|e| ev.err(op, e))?;
    let mut groups: std::collections::BTreeMap<Vec<u64>, Vec<(usize, Scalar)>> = Default::default();
    for (key, v) in x.iter() {
        let mut k = key.clone();
        let c = k[pos];
        let sc = crate::valid_count::slice_coord(&sparts, c);
        k[pos] = sc;
        let at = *rank
            .get(&c.checked_sub(sc).unwrap_or(u64::MAX))
            .ok_or_else(|| ev.err(op, "an element outside the reduced Time"))?;
        groups.entry(k).or_default().push((at, v));
    }
    let mut out = Tensor::new(x.dtype);
    empty_slices(&mut out, &groups, &sparts, pos, rop, is_f32);
    for (k, mut vs) in groups {
        vs.sort_by_key(|p| p.0);
        let mut acc = vs[0].1;
        for &(_, v) in &vs[1..] {
            acc = reduce_step(rop, is_f32, acc, v).ok_or_else(|| {
                ev.err(
                    op,
                    format!("reduce `{rop}` is not defined on this element type"),
                )
            })?;
        }
        out.insert(k, acc);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One rounding, on a case where rounding the f64 sum to nearest first would land on
    /// a tie and round the wrong way (worked by hand): a = 1 + 2^-23,
    /// b = 2^-24 (1 - 2^-23), c = 1 + 2^-23; a·b + c = 1 + 2^-23 + 2^-24 - 2^-70, just
    /// below the tie between 1 + 2^-23 and 1 + 2^-22.
    #[test]
    fn fma_rounds_once() {
        let a = 1.0 + f32::powi(2.0, -23);
        let b = f32::powi(2.0, -24) * (1.0 - f32::powi(2.0, -23));
        let c = a;
        assert_eq!(fma_f32(a, b, c), 1.0 + f32::powi(2.0, -23));
        let naive = ((f64::from(a) * f64::from(b)) + f64::from(c)) as f32;
        assert_eq!(naive, 1.0 + f32::powi(2.0, -22));
        assert_eq!(fma_f32(2.0, 3.0, 1.0), 7.0);
        assert_eq!(fma_f32(f32::MAX, 2.0, 0.0), f32::INFINITY);
    }

    #[test]
    fn erf_reference_values() {
        // erf(0.5) = 0.5204998778130465, erf(1) = 0.8427007929497149,
        // erf(2) = 0.9953222650189527 (Abramowitz & Stegun, Table 7.1).
        for (x, e) in [
            (0.5, 0.520_499_877_813_046_5),
            (1.0, 0.842_700_792_949_714_9),
            (2.0, 0.995_322_265_018_952_7),
            (-1.0, -0.842_700_792_949_714_9),
        ] {
            assert!((erf_f64(x) - e).abs() < 1e-14, "erf({x}) = {}", erf_f64(x));
        }
        assert_eq!(erf_f64(5.0), 1.0);
    }

    #[test]
    fn conversions_and_clip() {
        assert_eq!(fxp_to_fp(-200, 31), -200.0);
        assert_eq!(fxp_to_fp(1 << 30, 0), 0.5);
        assert_eq!(fp_to_fxp(0.5, 31), 0); // ties to even
        assert_eq!(fp_to_fxp(1.5, 31), 2);
        assert_eq!(fp_to_fxp(-2.5, 31), -2);
        assert_eq!(fp_to_fxp(3.0e9, 31), i32::MAX);
        assert_eq!(fp_to_fxp(f32::NAN, 31), 0);
        assert_eq!(fp_to_fxp(0.25, 0), 1 << 29);
        assert_eq!(clip_f32(ClipOp::Max, -0.0, 0.0).map(f32::to_bits), Some(0));
        assert_eq!(
            clip_f32(ClipOp::Min, 0.0, -0.0).map(f32::to_bits),
            Some(0x8000_0000)
        );
        assert_eq!(clip_f32(ClipOp::AbsMax, -3.0, 2.0), Some(-3.0));
        assert_eq!(clip_i32(ClipOp::AbsMin, i32::MIN, 5), Some(5));
        assert_eq!(clip_i32(ClipOp::AddFxpSat, i32::MAX, 1), Some(i32::MAX));
        assert_eq!(
            logic(LogicOp::ArithRightShift, 0x8000_0000, 31),
            Some(u32::MAX)
        );
        assert_eq!(logic(LogicOp::LeftShift, 1, 32), None);
    }
}
