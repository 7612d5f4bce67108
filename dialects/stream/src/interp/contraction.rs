//! The reference semantics of the contraction path (`align`, `contract`,
//! `accumulate`, `cast`), computed position by position in the hardware's order
//! (docs/decisions.md, C8A-1..C8A-5):
//!
//! - `align`: the value at each index of the computation mapping is the exact product
//!   of the stream element and the TRF element the index selects (each operand read at
//!   the index restricted to the digits its own type holds: a digit only the other
//!   operand has is a broadcast). Every product of the Contraction Engine's input types
//!   is exact in f64, and in f32 (bf16 × bf16 has 16 significant bits), so forming it
//!   here rather than in the Reducer changes no bit.
//! - `contract`: per Row and time step, the packet's `2^n`-groups are summed by a
//!   pairwise tree (level d adds positions `2k` and `2k+1` of level d-1), in f32 with
//!   round-to-nearest-even at every addition, or wrapping i32; padding lanes are zero.
//! - `accumulate`: each result slot starts with the first value that reaches it and adds
//!   the following ones in time order (f32 round-to-nearest-even, wrapping i32).
//! - `cast`: round to nearest even; f32 → bf16, f16, f8E5M2 overflow to infinity,
//!   f32 → f8E4M3FN (no infinity) saturates to ±448; i32 → i4/i8/i16 saturates.
//!
//! The stream's spatial part (Chip, Cluster, Slice) and its per-slice part (Row,
//! Time, Packet) are enumerated separately, so a slice that holds nothing (a padded
//! `m[1 # 256]`) costs nothing, and the per-slice images are computed once per op.

use super::tensor::{Key, Scalar, Tensor};
use super::Evaluator;
use crate::contraction::{dtype_of, max_tree_depth, tree_depth, DType};
use crate::geom::{self, resolve_mem, resolve_stream, Stream};
use std::collections::HashMap;
use visa_ir::{Diagnostic, OpId};
use visa_mapping::{Image, Mapping};

/// One digit a type holds: (position of its axis in the key, stride, count).
type HeldDigit = (usize, u64, u64);

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

    /// The digits of the declared axes that the mapping `m` holds.
    fn held(&self, op: OpId, m: &Mapping) -> Result<Vec<HeldDigit>, Diagnostic> {
        let (digits, _) = visa_mapping::factor::digits(m).map_err(|e| {
            self.err(
                op,
                format!("the interpreter cannot read the digits of {m}: {e}"),
            )
        })?;
        Ok(digits
            .iter()
            .filter(|d| d.count > 1)
            .filter_map(|d| {
                let k = self.order.0.iter().position(|a| *a == d.axis)?;
                Some((k, d.stride, d.count))
            })
            .collect())
    }

    fn stream_of(&self, op: OpId, ty: visa_ir::Type, what: &str) -> Result<Stream, Diagnostic> {
        resolve_stream(self.ctx, op, &self.axes, ty, what)
    }
}

/// `key` restricted to the digits in `held` (every other digit 0).
fn project(key: &[u64], held: &[HeldDigit]) -> Key {
    let mut out = vec![0; key.len()];
    for &(k, stride, count) in held {
        out[k] += (key[k] / stride) % count * stride;
    }
    out
}

fn add_keys(a: &[u64], b: &[u64]) -> Key {
    a.iter().zip(b).map(|(x, y)| x + y).collect()
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

/// `stream.align`: the exact product at every index of the computation mapping.
pub fn align(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let (x, w) = match xs {
        [x, w, ..] => (*x, *w),
        _ => return Err(ev.err(op, "takes a stream and a TRF tensor")),
    };
    let i = ev.stream_of(op, ctx.value_type(ctx.operand(op, 0)), "the input")?;
    let trf = resolve_mem(
        ctx,
        op,
        &ev.axes,
        ctx.value_type(ctx.operand(op, 1)),
        "the TRF operand",
    )?;
    let o = ev.stream_of(op, ctx.value_type(ctx.result(op, 0)), "the result")?;
    let from_stream = ev.held(op, &geom::list(&i.all()))?;
    let from_trf = ev.held(op, &trf.whole())?;
    let float = !dtype_of(ctx, o.ty.dtype).is_some_and(DType::is_int);
    let out_dtype = o.ty.dtype;
    let mut out = Tensor::new(out_dtype);
    let locals = ev.images(op, &local(&o))?;
    for skey in ev.images(op, &spatial(&o))?.into_iter().flatten() {
        for lkey in locals.iter().flatten() {
            let key = add_keys(&skey, lkey);
            let a = x.get(&project(&key, &from_stream));
            let b = w.get(&project(&key, &from_trf));
            let (Some(a), Some(b)) = (a, b) else {
                let which = if a.is_none() { "stream" } else { "TRF tensor" };
                return Err(ev.err(
                    op,
                    format!("the {which} holds no element for {}", ev.order.index(&key)),
                ));
            };
            let p = if float {
                Scalar::Float(as_f64(a) * as_f64(b))
            } else {
                Scalar::Int(as_i64(a) * as_i64(b))
            };
            out.insert(key, p);
        }
    }
    Ok(out)
}

/// The pairwise reduction tree over `v` (a power-of-two length), in f32.
fn tree_f32(mut v: Vec<f32>) -> f32 {
    while v.len() > 1 {
        v = v.chunks(2).map(|c| c[0] + c[1]).collect();
    }
    v.first().copied().unwrap_or(0.0)
}

/// The pairwise reduction tree over `v`, in wrapping i32.
fn tree_i32(mut v: Vec<i32>) -> i32 {
    while v.len() > 1 {
        v = v.chunks(2).map(|c| c[0].wrapping_add(c[1])).collect();
    }
    v.first().copied().unwrap_or(0)
}

/// `stream.contract`: the Reducer's tree over each `2^n` group of packet positions.
pub fn contract(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
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
    let mut out = Tensor::new(o.ty.dtype);
    for skey in ev.images(op, &spatial(&o))?.into_iter().flatten() {
        for q in 0..steps {
            for j in 0..(p_in / group).min(p_out) {
                let Some(okey) = &out_locals[q * p_out + j] else {
                    continue;
                };
                let mut fs = Vec::with_capacity(group);
                let mut is = Vec::with_capacity(group);
                for m in 0..group {
                    let v = match &in_locals[q * p_in + j * group + m] {
                        None => Scalar::Int(0),
                        Some(lkey) => {
                            let key = add_keys(&skey, lkey);
                            x.get(&key).ok_or_else(|| {
                                ev.err(
                                    op,
                                    format!(
                                        "the input holds no element for {}",
                                        ev.order.index(&key)
                                    ),
                                )
                            })?
                        }
                    };
                    if float {
                        fs.push(as_f64(v) as f32);
                    } else {
                        is.push(as_i64(v) as i32);
                    }
                }
                let r = if float {
                    Scalar::Float(f64::from(tree_f32(fs)))
                } else {
                    Scalar::Int(i64::from(tree_i32(is)))
                };
                out.insert(add_keys(&skey, okey), r);
            }
        }
    }
    Ok(out)
}

/// `stream.accumulate`: each slot stores its first value and adds the rest in time
/// order.
pub fn accumulate(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let i = ev.stream_of(op, ctx.value_type(ctx.operand(op, 0)), "the input")?;
    let o = ev.stream_of(op, ctx.value_type(ctx.result(op, 0)), "the result")?;
    let float = !dtype_of(ctx, i.ty.dtype).is_some_and(DType::is_int);
    let kept = ev.held(op, &geom::list(&o.all()))?;
    let in_locals = ev.images(op, &local(&i))?;
    // The Row is outermost in the per-slice order and Rows accumulate in parallel, so
    // per slot the values arrive in time order.
    let mut acc: HashMap<Key, Scalar> = HashMap::new();
    for skey in ev.images(op, &spatial(&i))?.into_iter().flatten() {
        for lkey in in_locals.iter().flatten() {
            let key = add_keys(&skey, lkey);
            let v = x.get(&key).ok_or_else(|| {
                ev.err(
                    op,
                    format!("the input holds no element for {}", ev.order.index(&key)),
                )
            })?;
            let slot = project(&key, &kept);
            let next = match acc.get(&slot) {
                None => v,
                Some(&a) if float => Scalar::Float(f64::from(as_f64(a) as f32 + as_f64(v) as f32)),
                Some(&a) => {
                    Scalar::Int(i64::from((as_i64(a) as i32).wrapping_add(as_i64(v) as i32)))
                }
            };
            acc.insert(slot, next);
        }
    }
    let mut out = Tensor::new(o.ty.dtype);
    for (k, v) in acc {
        out.insert(k, v);
    }
    Ok(out)
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
    let mut out = Tensor::new(to_ty);
    for (k, v) in x.iter() {
        let r = match (to, float_format(to)) {
            (_, Some(f)) => Scalar::Float(round_to(as_f64(v), f)),
            (DType::I4, _) => Scalar::Int(as_i64(v).clamp(-8, 7)),
            (DType::I8, _) => Scalar::Int(as_i64(v).clamp(-128, 127)),
            (DType::I16, _) => Scalar::Int(as_i64(v).clamp(-32768, 32767)),
            _ => return Err(ev.err(op, format!("cannot cast to {}", to.keyword()))),
        };
        out.insert(k.clone(), r);
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
        assert_eq!(tree_f32(vec![1e8, 1.0, -1e8, 1.0]), 0.0);
        // Sequential order would give ((1e8 + 1) - 1e8) + 1 = 1.
        assert_eq!(tree_i32(vec![i32::MAX, 1, 0, 0]), i32::MIN);
        // 45 = 5·8 + 5: the digit (45 / 8) % 4 = 1 is kept with its weight 8.
        assert_eq!(project(&[45, 5], &[(0, 8, 4)]), vec![8, 0]);
    }
}
