//! The reference semantics of the contraction path (`align`, `contract`,
//! `accumulate`, `cast`), computed position by position in the hardware's order
//! (docs/decisions.md, C8A-1..C8A-5):
//!
//! - `align`: the pair of the stream and the TRF tensor, each read at the computation
//!   mapping's indices through the digits it holds (a digit only the other operand has
//!   is a broadcast, [`super::dense`]).
//! - `contract`: per Row and time step, the exact products of the pair (every product
//!   of the Contraction Engine's input types is exact in f32: bf16 × bf16 has 16
//!   significant bits), then the packet's `2^n`-groups summed by a pairwise tree (level d adds positions `2k` and `2k+1` of level d-1), in f32 with
//!   round-to-nearest-even at every addition, or wrapping i32; padding lanes are zero.
//! - `accumulate`: each result slot starts with the first value that reaches it and adds
//!   the following ones in time order (f32 round-to-nearest-even, wrapping i32).
//! - `cast`: round to nearest even; f32 → bf16, f16, f8E5M2 overflow to infinity,
//!   f32 → f8E4M3FN (no infinity) saturates to ±448; i32 → i4/i8/i16 saturates.
//!
//! The stream's spatial part (Chip, Cluster, Slice) and its per-slice part (Row,
//! Time, Packet) are enumerated separately, so a slice that holds nothing (a padded
//! `m[1 # 256]`) costs nothing, and the per-slice images are computed once per op;
//! results are dense arrays over the result type's digits.

use super::dense::{disjoint_bit_fields, layout_of, Dense};
use super::tensor::{Key, Scalar, Tensor};
use super::Evaluator;
use crate::contraction::{dtype_of, max_tree_depth, tree_depth, DType};
use crate::geom::{self, resolve_stream, Stream};
use visa_ir::{Diagnostic, OpId};
use visa_mapping::{Image, Mapping};

impl Evaluator<'_> {
    /// The key of every position of `m` (`None` for padding).
    fn images(&self, op: OpId, m: &Mapping) -> Result<Vec<Option<Key>>, Diagnostic> {
        if m.size() > geom::INTERPRETER_LIMIT {
            return Err(self.err(
                op,
                format!("mapping {m} is too large for the reference interpreter"),
            ));
        }
        if let Some(ps) = super::layout::positions(m, &self.order) {
            let mut out = vec![None; m.size() as usize];
            for (p, k) in ps {
                out[p as usize] = Some(k);
            }
            return Ok(out);
        }
        Ok((0..m.size())
            .map(|p| match m.map(p) {
                Image::Index(idx) => Some(self.order.key(&idx)),
                _ => None,
            })
            .collect())
    }

    fn stream_of(&self, op: OpId, ty: visa_ir::Type, what: &str) -> Result<Stream, Diagnostic> {
        resolve_stream(self.ctx, op, &self.axes, ty, what)
    }
}

fn spatial(s: &Stream) -> Mapping {
    geom::list(&s.maps[..3])
}

fn local(s: &Stream) -> Mapping {
    let mut v: Vec<Mapping> = s.row.iter().cloned().collect();
    v.extend(s.maps[3..].iter().cloned());
    geom::list(&v)
}

fn as_f64(v: Scalar) -> f64 {
    match v {
        Scalar::Float(f) => f,
        Scalar::Int(i) => i as f64,
    }
}

fn as_i64(v: Scalar) -> i64 {
    match v {
        Scalar::Int(i) => i,
        Scalar::Float(f) => f as i64,
    }
}

/// `stream.align`: the pair of the stream and the TRF tensor; the Reducer reads each
/// at the computation mapping's indices (a digit only the other operand has is a
/// broadcast) and multiplies them. An operand held index by index (one the Vector
/// Engine produced) is first held dense over its own type's digits, so that it is read
/// through the same broadcasts.
pub fn align(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let (x, w) = match xs {
        [x, w, ..] => (*x, *w),
        _ => return Err(ev.err(op, "takes a stream and a TRF tensor")),
    };
    let o = ev.stream_of(op, ctx.value_type(ctx.result(op, 0)), "the result")?;
    // A stream the Vector Engine produced is held index by index; held dense over its
    // own type's digits, it is read through broadcasts at the axes only the TRF tensor
    // has (the output axes of a layer after an activation), as a fetched one is.
    let s = ev.stream_of(op, ctx.value_type(ctx.operand(op, 0)), "the stream")?;
    let x = x
        .densified(&geom::list(&s.all()), &ev.order)
        .map_err(|key| {
            ev.err(
                op,
                format!("the stream holds no element for {}", ev.order.index(&key)),
            )
        })?;
    let t = geom::resolve_mem(
        ctx,
        op,
        &ev.axes,
        ctx.value_type(ctx.operand(op, 1)),
        "the TRF tensor",
    )?;
    let w = w.densified(&t.whole(), &ev.order).map_err(|key| {
        ev.err(
            op,
            format!(
                "the TRF tensor holds no element for {}",
                ev.order.index(&key)
            ),
        )
    })?;
    Ok(Tensor::pair(o.ty.dtype, x, w))
}

/// The pairwise reduction tree over `v[..n]` (`n` a power of two), in f32, in place.
fn tree_f32(v: &mut [f32]) -> f32 {
    let mut n = v.len();
    while n > 1 {
        for k in 0..n / 2 {
            v[k] = v[2 * k] + v[2 * k + 1];
        }
        n /= 2;
    }
    v.first().copied().unwrap_or(0.0)
}

/// The pairwise reduction tree over `v`, in wrapping i32, in place.
fn tree_i32(v: &mut [i32]) -> i32 {
    let mut n = v.len();
    while n > 1 {
        for k in 0..n / 2 {
            v[k] = v[2 * k].wrapping_add(v[2 * k + 1]);
        }
        n /= 2;
    }
    v.first().copied().unwrap_or(0)
}

/// A dense result over the digits of `s`'s whole mapping.
fn dense_result(ev: &Evaluator<'_>, op: OpId, s: &Stream) -> Result<Dense, Diagnostic> {
    let (digits, _, _) = layout_of(&geom::list(&s.all()), &ev.order).ok_or_else(|| {
        ev.err(
            op,
            "the interpreter needs the result's mappings in digit form (digits and padding)",
        )
    })?;
    Ok(Dense::filled(digits, ev.order.0.len(), Scalar::Int(0)))
}

/// `stream.contract`: the Reducer's tree over each `2^n` group of packet positions of
/// the products of the aligned pair.
pub fn contract(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let pair = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let (x, w) = pair
        .as_pair()
        .ok_or_else(|| ev.err(op, "the input is not an aligned pair"))?;
    let i = ev.stream_of(op, ctx.value_type(ctx.operand(op, 0)), "the input")?;
    let o = ev.stream_of(op, ctx.value_type(ctx.result(op, 0)), "the result")?;
    let d = dtype_of(ctx, i.ty.dtype).ok_or_else(|| ev.err(op, "unsupported element type"))?;
    let n = tree_depth(i.packet(), o.packet(), max_tree_depth(d))
        .ok_or_else(|| ev.err(op, "has no reduction-tree depth"))?;
    let group = 1usize << n;
    let p_in = i.packet().size() as usize;
    let p_out = o.packet().size() as usize;
    let float = !d.is_int();
    let in_locals = ev.images(op, &local(&i))?;
    let out_locals = ev.images(op, &local(&o))?;
    let steps = in_locals.len() / p_in.max(1);
    let mut out = dense_result(ev, op, &o)?;
    let missing = |which: &str, a: &[u64], b: &[u64]| {
        let key: Key = a.iter().zip(b).map(|(p, q)| p + q).collect();
        ev.err(
            op,
            format!("the {which} holds no element for {}", ev.order.index(&key)),
        )
    };
    let mut fs = vec![0f32; group];
    let mut is = vec![0i32; group];
    let spatial_keys: Vec<Key> = ev.images(op, &spatial(&o))?.into_iter().flatten().collect();
    if let Some(out) = contract_bit_fields(
        ev,
        op,
        &i,
        &o,
        (x, w),
        &in_locals,
        &out_locals,
        &spatial_keys,
        group,
        float,
    )? {
        return Ok(Tensor::from_dense(o.ty.dtype, out));
    }
    for skey in spatial_keys {
        for q in 0..steps {
            for j in 0..(p_in / group).min(p_out) {
                let Some(okey) = &out_locals[q * p_out + j] else {
                    continue;
                };
                for m in 0..group {
                    // A padding lane of the computation packet multiplies zeros (L3920).
                    let (a, b) = match &in_locals[q * p_in + j * group + m] {
                        None => (Scalar::Int(0), Scalar::Int(0)),
                        Some(lkey) => (
                            x.get2(&skey, lkey)
                                .ok_or_else(|| missing("stream", &skey, lkey))?,
                            w.get2(&skey, lkey)
                                .ok_or_else(|| missing("TRF tensor", &skey, lkey))?,
                        ),
                    };
                    if float {
                        // Exact: the products of f8/bf16 values fit in f32.
                        fs[m] = (as_f64(a) * as_f64(b)) as f32;
                    } else {
                        is[m] = (as_i64(a) * as_i64(b)) as i32;
                    }
                }
                let r = if float {
                    Scalar::Float(f64::from(tree_f32(&mut fs)))
                } else {
                    Scalar::Int(i64::from(tree_i32(&mut is)))
                };
                let slot = out
                    .slot2(&skey, okey)
                    .ok_or_else(|| ev.err(op, "a result index outside its layout"))?;
                out.data[slot] = r;
            }
        }
    }
    Ok(Tensor::from_dense(o.ty.dtype, out))
}

/// The Reducer over dense operands whose layouts, and the computation mapping's, are
/// disjoint bit fields ([`super::dense::disjoint_bit_fields`]): a computation index is
/// the sum of its spatial and per-slice parts with disjoint bits, so each operand's
/// slot is the sum of the two parts' slots, computed once per part. The same maths
/// as the general loop of [`contract`]; `None` when the layouts are not of this form.
#[allow(clippy::too_many_arguments)]
fn contract_bit_fields(
    ev: &Evaluator<'_>,
    op: OpId,
    i: &Stream,
    o: &Stream,
    (x, w): (&Tensor, &Tensor),
    in_locals: &[Option<Key>],
    out_locals: &[Option<Key>],
    spatial_keys: &[Key],
    group: usize,
    float: bool,
) -> Result<Option<Dense>, Diagnostic> {
    let (Some(xd), Some(wd)) = (x.as_dense(), w.as_dense()) else {
        return Ok(None);
    };
    let Some((comp, _, _)) = layout_of(&geom::list(&i.all()), &ev.order) else {
        return Ok(None);
    };
    let mut out = dense_result(ev, op, o)?;
    let fast = xd.is_bit_fields()
        && wd.is_bit_fields()
        && out.is_bit_fields()
        && disjoint_bit_fields(&comp)
        && disjoint_bit_fields(&out.digits);
    if !fast {
        return Ok(None);
    }
    let p_in = i.packet().size() as usize;
    let p_out = o.packet().size() as usize;
    let steps = in_locals.len() / p_in.max(1);
    // Per-slice parts: (stream slot, TRF slot), `None` for a padding lane.
    let parts: Vec<Option<(usize, usize)>> = in_locals
        .iter()
        .map(|l| l.as_ref().map(|k| (xd.partial_slot(k), wd.partial_slot(k))))
        .collect();
    let out_parts: Vec<Option<usize>> = out_locals
        .iter()
        .map(|l| l.as_ref().map(|k| out.partial_slot(k)))
        .collect();
    let mut fs = vec![0f32; group];
    let mut is = vec![0i32; group];
    for skey in spatial_keys {
        let (xs, ws, os) = (
            xd.partial_slot(skey),
            wd.partial_slot(skey),
            out.partial_slot(skey),
        );
        for q in 0..steps {
            for j in 0..(p_in / group).min(p_out) {
                let Some(ol) = out_parts[q * p_out + j] else {
                    continue;
                };
                let base = q * p_in + j * group;
                for m in 0..group {
                    let (a, b) = match parts[base + m] {
                        None => (Scalar::Int(0), Scalar::Int(0)),
                        Some((xl, wl)) => (xd.data[xs + xl], wd.data[ws + wl]),
                    };
                    if float {
                        fs[m] = (as_f64(a) * as_f64(b)) as f32;
                    } else {
                        is[m] = (as_i64(a) * as_i64(b)) as i32;
                    }
                }
                out.data[os + ol] = if float {
                    Scalar::Float(f64::from(tree_f32(&mut fs)))
                } else {
                    Scalar::Int(i64::from(tree_i32(&mut is)))
                };
            }
        }
    }
    Ok(Some(out))
}

/// `stream.accumulate`: each slot stores its first value and adds the rest in time
/// order.
pub fn accumulate(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let i = ev.stream_of(op, ctx.value_type(ctx.operand(op, 0)), "the input")?;
    let o = ev.stream_of(op, ctx.value_type(ctx.result(op, 0)), "the result")?;
    let float = !dtype_of(ctx, i.ty.dtype).is_some_and(DType::is_int);
    let in_locals = ev.images(op, &local(&i))?;
    // The result's digits are the kept ones: reading an input index through them drops
    // the summed Time digits. Rows are outermost in the per-slice order and accumulate
    // in parallel, so per slot the values arrive in time order.
    let mut out = dense_result(ev, op, &o)?;
    let mut stored = vec![false; out.data.len()];
    for skey in ev.images(op, &spatial(&i))?.into_iter().flatten() {
        for lkey in in_locals.iter().flatten() {
            let v = x.get2(&skey, lkey).ok_or_else(|| {
                let key: Key = skey.iter().zip(lkey).map(|(p, q)| p + q).collect();
                ev.err(
                    op,
                    format!("the input holds no element for {}", ev.order.index(&key)),
                )
            })?;
            let Some(slot) = out.slot2(&skey, lkey) else {
                continue;
            };
            out.data[slot] = if !stored[slot] {
                stored[slot] = true;
                v
            } else if float {
                Scalar::Float(f64::from(as_f64(out.data[slot]) as f32 + as_f64(v) as f32))
            } else {
                Scalar::Int(i64::from(
                    (as_i64(out.data[slot]) as i32).wrapping_add(as_i64(v) as i32),
                ))
            };
        }
    }
    if float {
        // The accumulator's output NaN is the canonical one, whichever NaNs met (T19N-2).
        for v in &mut out.data {
            if matches!(v, Scalar::Float(f) if f.is_nan()) {
                *v = Scalar::from_f32(f32::from_bits(visa_tcp::dtype::CANONICAL_NAN_F32));
            }
        }
    }
    Ok(Tensor::from_dense(o.ty.dtype, out))
}

/// A binary floating-point format: exponent and mantissa bits, and whether the top
/// exponent encodes infinities (else the format saturates, docs/decisions.md C8A-4).
#[derive(Copy, Clone, Debug)]
pub struct FloatFormat {
    /// Mantissa (fraction) bits.
    pub mantissa: u32,
    /// The smallest normal exponent (unbiased).
    pub min_exp: i32,
    /// The largest finite value.
    pub max: f64,
    /// Whether overflow gives infinity (else it saturates to `max`).
    pub has_inf: bool,
}

/// The target formats of the Cast Engine's float casts.
pub fn float_format(d: DType) -> Option<FloatFormat> {
    Some(match d {
        DType::Bf16 => FloatFormat {
            mantissa: 7,
            min_exp: -126,
            max: (2.0 - 2f64.powi(-7)) * 2f64.powi(127),
            has_inf: true,
        },
        DType::F16 => FloatFormat {
            mantissa: 10,
            min_exp: -14,
            max: 65504.0,
            has_inf: true,
        },
        DType::F8E5M2 => FloatFormat {
            mantissa: 2,
            min_exp: -14,
            max: 57344.0,
            has_inf: true,
        },
        DType::F8E4M3 => FloatFormat {
            mantissa: 3,
            min_exp: -6,
            max: 448.0,
            has_inf: false,
        },
        _ => return None,
    })
}

/// Rounds `x` to `f` with round-to-nearest-even; overflow gives ±infinity or, for a
/// format without infinities, ±max; NaN stays NaN.
pub fn round_to(x: f64, f: FloatFormat) -> f64 {
    if x.is_nan() || x == 0.0 {
        return x;
    }
    if x.is_infinite() {
        return if f.has_inf { x } else { f.max.copysign(x) };
    }
    let a = x.abs();
    // The exponent of `a` (floor(log2 a)), clamped to the subnormal range.
    let e = ((a.to_bits() >> 52) as i32 - 1023).max(f.min_exp);
    let quantum = 2f64.powi(e - f.mantissa as i32);
    let r = (a / quantum).round_ties_even() * quantum;
    let r = if r > f.max {
        if f.has_inf {
            f64::INFINITY
        } else {
            f.max
        }
    } else {
        r
    };
    r.copysign(x)
}

/// `stream.cast`: every element converted as the Cast Engine does.
pub fn cast(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let to_ty = ctx.value_type(ctx.result(op, 0));
    let to_ty = ctx
        .type_as::<crate::types::StreamType>(to_ty)
        .map(|s| s.dtype)
        .ok_or_else(|| ev.err(op, "result is not a stream"))?;
    let to = dtype_of(ctx, to_ty).ok_or_else(|| ev.err(op, "unsupported cast target"))?;
    let conv = |v: Scalar| -> Option<Scalar> {
        Some(match (to, float_format(to)) {
            (_, Some(f)) => Scalar::Float(round_to(as_f64(v), f)),
            (DType::I4, _) => Scalar::Int(as_i64(v).clamp(-8, 7)),
            (DType::I8, _) => Scalar::Int(as_i64(v).clamp(-128, 127)),
            (DType::I16, _) => Scalar::Int(as_i64(v).clamp(-32768, 32767)),
            _ => return None,
        })
    };
    let bad = || ev.err(op, format!("cannot cast to {}", to.keyword()));
    if let Some(d) = x.as_dense() {
        let mut d2 = d.clone();
        for v in &mut d2.data {
            *v = conv(*v).ok_or_else(bad)?;
        }
        return Ok(Tensor::from_dense(to_ty, d2));
    }
    let mut out = Tensor::new(to_ty);
    for (k, v) in x.iter() {
        out.insert(k, conv(v).ok_or_else(bad)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Values worked by hand from the formats' definitions.
    #[test]
    fn round_to_nearest_even_by_hand() {
        let bf = float_format(DType::Bf16).unwrap();
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to even gives 1.
        assert_eq!(round_to(1.0 + 2f64.powi(-8), bf), 1.0);
        // 1 + 3·2^-8 is halfway between 1 + 2^-7 and 1 + 2^-6: even is 1 + 2^-6.
        assert_eq!(round_to(1.0 + 3.0 * 2f64.powi(-8), bf), 1.0 + 2f64.powi(-6));
        assert_eq!(round_to(-2.5, bf), -2.5);
        // f32::MAX rounds past bf16's largest finite value: infinity.
        assert_eq!(round_to(f64::from(f32::MAX), bf), f64::INFINITY);
        // The smallest bf16 subnormal is 2^-133; half of it ties to 0 (even).
        assert_eq!(round_to(2f64.powi(-134), bf), 0.0);
        assert_eq!(round_to(3.0 * 2f64.powi(-134), bf), 2f64.powi(-132));
        let e4 = float_format(DType::F8E4M3).unwrap();
        // 448 = 1.75·2^8 is the largest E4M3FN value; 500 saturates.
        assert_eq!(round_to(500.0, e4), 448.0);
        assert_eq!(round_to(-1e9, e4), -448.0);
        // 1.0625 = 1 + 2^-4 is halfway between 1 and 1.125: even is 1.
        assert_eq!(round_to(1.0625, e4), 1.0);
        let e5 = float_format(DType::F8E5M2).unwrap();
        // 57344 = 1.75·2^15; 61440 is halfway to 2^16 (odd mantissa 11): infinity.
        assert_eq!(round_to(61440.0, e5), f64::INFINITY);
        assert_eq!(round_to(61439.0, e5), 57344.0);
        let h = float_format(DType::F16).unwrap();
        assert_eq!(round_to(65519.0, h), 65504.0);
        assert_eq!(round_to(65520.0, h), f64::INFINITY);
        assert!(round_to(f64::NAN, h).is_nan());
    }

    #[test]
    fn trees_pair_adjacent_positions() {
        // ((1e8 + 1) + (-1e8 + 1)) in f32: 1e8 + 1 rounds to 1e8, -1e8 + 1 to -1e8 → 0.
        // Sequential order would give ((1e8 + 1) - 1e8) + 1 = 1.
        assert_eq!(tree_f32(&mut [1e8, 1.0, -1e8, 1.0]), 0.0);
        // (1 + 2^-24) pairs first: 1 + 2^-24 rounds to 1 (tie to even), so the tree
        // gives 1 + 1 = 2 where the exact sum is 2 + 2^-23.
        assert_eq!(
            tree_f32(&mut [1.0, 2f32.powi(-24), 1.0, 2f32.powi(-24)]),
            2.0
        );
        assert_eq!(tree_i32(&mut [i32::MAX, 1, 0, 0]), i32::MIN);
    }
}
