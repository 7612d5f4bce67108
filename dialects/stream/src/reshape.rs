//! Axis reshapes as views: `%y = stream.split_axis %x "N" into "J", "K" : T -> U` holds
//! at `J = j, K = k` the element `x` holds at `N = j·|K| + k`, and
//! `stream.merge_axes %x "J", "K" into "N"` is its inverse. Both are the manual's no-op
//! reshape (`d_k → (d_k', f)`, L8054–8056): the bytes stay where they
//! are and only the axes that name them change, so neither writes a command.
//!
//! They exist so that one tensor can be seen through two axis declarations: a host array
//! `[4, 8192]` (axes `A, N`) split for a kernel that slices `N` in blocks of 2,048 (axes
//! `A, J, K`), or a table of `d_k` columns read as `(d_k', f)` pairs.
//!
//! Verification uses the mapping algebra only (no enumeration of elements): with `J :=
//! N / |K|` and `K := N % |K|` substituted ([`visa_mapping::Mapping::substitute`]), the
//! split side's mappings must be equivalent, role by role, to the merged side's.

use crate::geom::{self, equivalent, resolve_mem, Mem};
use crate::interfaces::View;
use crate::interp::dense::{Dense, DenseDigit};
use crate::interp::{Evaluator, Semantics, Tensor};
use crate::ops::{HostFunc, Kernel};
use crate::types::Tier;
use crate::verify::{operand_ty, result_ty};
use visa_ir::ods;
use visa_ir::{Context, Diagnostic, OpDef, OpId};
use visa_mapping::Mapping;

visa_ir::op! {
    /// `%y = stream.split_axis %x "N" into "J", "K" : T -> U`: the axis `N` of `x` seen as
    /// `J` (major) and `K` (minor), `|N| = |J|·|K|`, as a view without a copy.
    pub struct SplitAxis = "stream.split_axis" {
        summary: "a view of a tensor in memory with one axis split into a major and a minor axis",
        parents: [HostFunc::NAME, Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string, major: string, minor: string],
        verify: verify_reshape,
        interfaces: [
            Semantics = Semantics::Eval(eval_split),
            View = View { element_offset: Some(no_offset) },
        ],
        format: "$input $axis `into` $major `,` $minor attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%y = stream.merge_axes %x "J", "K" into "N" : T -> U`: the axes `J` (major) and `K`
    /// (minor) of `x` seen as one axis `N`, `|N| = |J|·|K|`, as a view without a copy.
    pub struct MergeAxes = "stream.merge_axes" {
        summary: "a view of a tensor in memory with a major and a minor axis merged into one",
        parents: [HostFunc::NAME, Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [major: string, minor: string, axis: string],
        verify: verify_reshape,
        interfaces: [
            Semantics = Semantics::Eval(eval_merge),
            View = View { element_offset: Some(no_offset) },
        ],
        format: "$input $major `,` $minor `into` $axis attr-dict `:` type($input) `->` type($output)",
    }
}

/// The ops of this module.
pub fn ops() -> Vec<OpDef> {
    vec![SplitAxis::def(), MergeAxes::def()]
}

/// A reshape's axes: `whole` is split into `major` and `minor` (or merged from them).
pub struct Reshape {
    /// The one axis (`N`).
    pub whole: String,
    /// The major part (`J`).
    pub major: String,
    /// The minor part (`K`).
    pub minor: String,
    /// Whether the op splits `whole` (the operand holds it) or merges into it.
    pub split: bool,
}

/// The axes of a `stream.split_axis` or `stream.merge_axes`.
pub fn reshape_of(ctx: &Context, op: OpId) -> Option<Reshape> {
    let s = |n: &str| ods::attr_value::<ods::Str>(ctx, op, n).map(str::to_string);
    Some(Reshape {
        whole: s("axis")?,
        major: s("major")?,
        minor: s("minor")?,
        split: ctx.op_name_str(op) == SplitAxis::NAME,
    })
}

/// A view that does not move its first element.
fn no_offset(_: &Context, _: OpId) -> Result<u64, Diagnostic> {
    Ok(0)
}

fn verify_reshape(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let r = reshape_of(ctx, op).ok_or_else(|| ctx.op_error(op, "has malformed axis names"))?;
    let axes = geom::axes(ctx, op)?;
    let size = |n: &str| {
        axes.size(n).ok_or_else(|| {
            ctx.op_error(op, format!("axis \"{n}\" is not declared in mapping.axes"))
        })
    };
    let (n, j, k) = (size(&r.whole)?, size(&r.major)?, size(&r.minor)?);
    if r.whole == r.major || r.whole == r.minor || r.major == r.minor {
        return Err(ctx.op_error(
            op,
            "a reshape relates three different axes (one whole, its major and minor parts)",
        ));
    }
    if j.checked_mul(k) != Some(n) {
        return Err(ctx.op_error(
            op,
            format!(
                "|{}| = {n} is not |{}| · |{}| = {j} · {k} (manual: Mapping Tensors › Memory and Stream › Tensor Functions: a reshape keeps every element)",
                r.whole, r.major, r.minor
            ),
        ));
    }
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    if !matches!(src.ty.tier, Tier::Host | Tier::Hbm | Tier::Dm) || src.ty.tier != dst.ty.tier {
        return Err(ctx.op_error(
            op,
            "a reshape is a view of a host, HBM or DM tensor in the same memory",
        ));
    }
    crate::verify::check_same_dtype(ctx, op, src.ty.dtype, dst.ty.dtype, "the result")?;
    let (whole, parts) = if r.split { (&src, &dst) } else { (&dst, &src) };
    let (wname, pname) = if r.split {
        ("the source", "the result")
    } else {
        ("the result", "the source")
    };
    let mentions = |m: &Mem, a: &str| {
        m.maps
            .iter()
            .any(|e| e.symbols().iter().any(|s| s.axis.as_str() == a))
    };
    for a in [&r.major, &r.minor] {
        if mentions(whole, a) {
            return Err(ctx.op_error(
                op,
                format!(
                    "{wname} already holds axis \"{a}\"; it must hold \"{}\" whole",
                    r.whole
                ),
            ));
        }
    }
    if mentions(parts, &r.whole) {
        return Err(ctx.op_error(
            op,
            format!(
                "{pname} still holds axis \"{}\"; it must hold \"{}\" and \"{}\" instead",
                r.whole, r.major, r.minor
            ),
        ));
    }
    if [whole, parts].iter().any(|m| {
        m.maps
            .iter()
            .any(|e| e.symbols().iter().any(|s| s.is_derived()))
    }) {
        return Err(ctx.op_error(
            op,
            "a reshape of a type with skewed or padded axis labels is not supported",
        ));
    }
    let big = Mapping::symbol(&r.whole, n).map_err(|e| ctx.op_error(op, e.to_string()))?;
    let (hi, lo) = (
        big.clone()
            .stride(k)
            .map_err(|e| ctx.op_error(op, e.to_string()))?,
        big.modulo(k).map_err(|e| ctx.op_error(op, e.to_string()))?,
    );
    let roles = whole.ty.tier.roles();
    for (i, (w, p)) in whole.maps.iter().zip(&parts.maps).enumerate() {
        let sub = p.substitute(&|s| {
            if s.axis.as_str() == r.major {
                Some(hi.clone())
            } else if s.axis.as_str() == r.minor {
                Some(lo.clone())
            } else {
                None
            }
        });
        if !sub.is_some_and(|s| equivalent(&s, w)) {
            return Err(ctx.op_error(
                op,
                format!(
                    "{pname}'s {} mapping {p} with {} = {} / {k} and {} = {} % {k} does not hold what {wname}'s {w} holds (a reshape moves no element)",
                    roles[i], r.major, r.whole, r.minor, r.whole
                ),
            ));
        }
    }
    Ok(())
}

/// The positions of the reshape's axes in the interpreter's keys and `|minor|`.
fn key_axes(ev: &Evaluator<'_>, op: OpId) -> Result<(usize, usize, usize, u64), Diagnostic> {
    let r = reshape_of(ev.ctx(), op).ok_or_else(|| ev.err(op, "has malformed axis names"))?;
    let pos = |n: &str| {
        ev.order()
            .0
            .iter()
            .position(|a| a.as_str() == n)
            .ok_or_else(|| ev.err(op, format!("unknown axis \"{n}\"")))
    };
    let k = geom::axes(ev.ctx(), op)?
        .size(&r.minor)
        .ok_or_else(|| ev.err(op, "unknown minor axis"))?;
    Ok((pos(&r.whole)?, pos(&r.major)?, pos(&r.minor)?, k))
}

/// `stream.split_axis`: the element at `N = j·|K| + k` moves to `J = j, K = k`.
fn eval_split(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let (n, j, k, kk) = key_axes(ev, op)?;
    if let Some(d) = x.as_dense().and_then(|d| dense_split(d, n, j, k, kk)) {
        return Ok(Tensor::from_dense(x.dtype, d));
    }
    let mut out = Tensor::new(x.dtype);
    for (mut key, v) in x.iter() {
        let c = std::mem::take(&mut key[n]);
        key[j] = c / kk;
        key[k] = c % kk;
        out.insert(key, v);
    }
    Ok(out)
}

/// `stream.merge_axes`: the element at `J = j, K = k` moves to `N = j·|K| + k`.
fn eval_merge(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let (n, j, k, kk) = key_axes(ev, op)?;
    if let Some(d) = x.as_dense().and_then(|d| dense_merge(d, n, j, k, kk)) {
        return Ok(Tensor::from_dense(x.dtype, d));
    }
    let mut out = Tensor::new(x.dtype);
    for (mut key, v) in x.iter() {
        let c = std::mem::take(&mut key[j]) * kk + std::mem::take(&mut key[k]);
        key[n] = c;
        out.insert(key, v);
    }
    Ok(out)
}

/// A dense tensor's digits with `f` applied to each digit of axis `axis` (the slots and
/// their weights unchanged); `None` when `f` cannot re-express a digit.
fn redigit(
    d: &Dense,
    axis: usize,
    f: impl Fn(&DenseDigit) -> Option<Vec<DenseDigit>>,
) -> Option<Dense> {
    let mut digits = Vec::with_capacity(d.digits.len() + 1);
    for g in &d.digits {
        if g.axis == axis {
            digits.extend(f(g)?);
        } else {
            digits.push(*g);
        }
    }
    Some(Dense {
        digits,
        data: d.data.clone(),
        naxes: d.naxes,
    })
}

/// A digit over `axis` with the slot weight `weight`.
fn digit(axis: usize, stride: u64, count: u64, values: u64, weight: u64) -> DenseDigit {
    let mut g = DenseDigit::new(axis, stride, count, values);
    g.weight = weight;
    g
}

/// [`eval_split`] on a dense tensor: each digit of `N` becomes a digit of `J` (above
/// `|K|`), of `K` (below it), or one of each (straddling it).
fn dense_split(d: &Dense, n: usize, j: usize, k: usize, kk: u64) -> Option<Dense> {
    redigit(d, n, |g| {
        let top = g.stride.checked_mul(g.count)?;
        if g.stride.is_multiple_of(kk) {
            Some(vec![digit(j, g.stride / kk, g.count, g.values, g.weight)])
        } else if kk.is_multiple_of(top) {
            Some(vec![digit(k, g.stride, g.count, g.values, g.weight)])
        } else if kk.is_multiple_of(g.stride) && top.is_multiple_of(kk) && g.values == g.count {
            let low = kk / g.stride;
            let high = g.count / low;
            Some(vec![
                digit(j, 1, high, high, g.weight * low),
                digit(k, g.stride, low, low, g.weight),
            ])
        } else {
            None
        }
    })
}

/// [`eval_merge`] on a dense tensor: digits of `J` move up by `|K|` into `N`, digits of
/// `K` stay (when they divide `|K|`, so that `J`'s part cannot carry into them).
fn dense_merge(d: &Dense, n: usize, j: usize, k: usize, kk: u64) -> Option<Dense> {
    let d = redigit(d, j, |g| {
        Some(vec![digit(
            n,
            g.stride.checked_mul(kk)?,
            g.count,
            g.values,
            g.weight,
        )])
    })?;
    redigit(&d, k, |g| {
        kk.is_multiple_of(g.stride.checked_mul(g.count)?)
            .then(|| vec![digit(n, g.stride, g.count, g.values, g.weight)])
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interp::Scalar;

    /// Axes (A, N, J, K) = positions 0..4; |K| = 8, N < 32.
    #[test]
    fn split_then_merge_reads_every_element_where_the_index_arithmetic_puts_it() {
        // One whole digit of N (straddling |K|), a split form (N / 4 major, A, N % 4).
        for layout in [
            vec![(0, 1, 3), (1, 1, 32)],
            vec![(1, 4, 8), (0, 1, 3), (1, 1, 4)],
        ] {
            let x = Dense::from_fn(&layout, 4, |key| (100 * key[0] + key[1]) as i64);
            let s = dense_split(&x, 1, 2, 3, 8).expect("dense");
            for a in 0..3u64 {
                for n in 0..32u64 {
                    let slot = s.slot(&[a, 0, n / 8, n % 8]).expect("held");
                    assert_eq!(s.data[slot], Scalar::Int((100 * a + n) as i64));
                }
            }
            let m = dense_merge(&s, 1, 2, 3, 8).expect("dense");
            for a in 0..3u64 {
                for n in 0..32u64 {
                    let slot = m.slot(&[a, n, 0, 0]).expect("held");
                    assert_eq!(m.data[slot], Scalar::Int((100 * a + n) as i64));
                }
            }
        }
    }

    #[test]
    fn a_digit_that_straddles_unevenly_has_no_dense_split() {
        // N as one digit of 12 does not split at |K| = 8.
        let x = Dense::from_fn(&[(1, 1, 12)], 4, |key| key[1] as i64);
        assert!(dense_split(&x, 1, 2, 3, 8).is_none());
    }
}
