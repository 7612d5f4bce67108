//! Relabelling views: the same bytes under another element type or another axis name.
//!
//! ```text
//! %k = stream.bitcast %x : !stream.dm<f32, ...> -> !stream.dm<i32, ...>
//! %j = stream.rename_axis %k "I" to "J" : !stream.dm<i32, ..., m[I]> -> !stream.dm<i32, ..., m[J]>
//! ```
//!
//! `stream.bitcast` reads each 32-bit word of an `f32` tensor as the `i32` with the same
//! bits (or back): the manual's branchless TopK compares float scores "using simple
//! integer comparison" after its Comparison Trick (L8549–8555), which needs the score's
//! bits as an integer. `stream.rename_axis` holds at `J = v` what its operand holds at
//! `I = v`: the all-to-all comparison of the TopK (L8559–8568) reads one tensor of keys
//! along two axes (`Packed_Value_cmp[t, j]` against `Packed_Value_cmp[t, i]`), so the
//! same bytes must be seen once over `I` and once over `J`.
//!
//! Both are views like `stream.split_axis` (docs/decisions.md L15-1): no command, the
//! lowering's one view pattern places the result at the operand's address
//! ([`View`] with element offset 0), and the verifier proves with the mapping algebra
//! (no enumeration) that the result's mappings place every element where the operand's
//! do: for a bitcast the mappings are equivalent role by role and the element width is
//! the same; for a rename, the result's mappings with `J := I` substituted
//! ([`visa_mapping::Mapping::substitute`]) are equivalent to the operand's, `|I| = |J|`,
//! and the operand does not already hold `J` (a name clash would merge two axes).
//! docs/decisions.md T9K-1.

use crate::geom::{self, equivalent, resolve_mem, Mem};
use crate::interfaces::View;
use crate::interp::dense::{Dense, DenseDigit};
use crate::interp::{Evaluator, Scalar, Semantics, Tensor};
use crate::ops::{HostFunc, Kernel};
use crate::types::Tier;
use crate::verify::{dtype_name, operand_ty, result_ty};
use visa_ir::ods;
use visa_ir::{Context, Diagnostic, OpDef, OpId};
use visa_mapping::Mapping;

visa_ir::op! {
    /// `%y = stream.bitcast %x : T -> U`: the words of `x` read as another element type of
    /// the same width (`f32` ↔ `i32`), as a view without a copy.
    pub struct Bitcast = "stream.bitcast" {
        summary: "a view of a tensor in memory with its words read as another element type of the same width",
        parents: [HostFunc::NAME, Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [],
        verify: verify_bitcast,
        interfaces: [
            Semantics = Semantics::Eval(eval_bitcast),
            View = View { element_offset: Some(no_offset) },
        ],
        format: "$input attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%y = stream.rename_axis %x "I" to "J" : T -> U`: the axis `I` of `x` named `J`
    /// (`|I| = |J|`), as a view without a copy.
    pub struct RenameAxis = "stream.rename_axis" {
        summary: "a view of a tensor in memory with one axis under another name",
        parents: [HostFunc::NAME, Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [axis: string, to_axis: string],
        verify: verify_rename,
        interfaces: [
            Semantics = Semantics::Eval(eval_rename),
            View = View { element_offset: Some(no_offset) },
        ],
        format: "$input $axis `to` $to_axis attr-dict `:` type($input) `->` type($output)",
    }
}

/// The ops of this module.
pub fn ops() -> Vec<OpDef> {
    vec![Bitcast::def(), RenameAxis::def()]
}

/// A view that does not move its first element.
fn no_offset(_: &Context, _: OpId) -> Result<u64, Diagnostic> {
    Ok(0)
}

/// The element types a bitcast relates: one 32-bit word read as an integer or a float.
const WORD_TYPES: [&str; 2] = ["i32", "f32"];

/// Both sides resolved, in the same memory (host, HBM or DM).
fn sides(ctx: &Context, op: OpId, what: &str) -> Result<(Mem, Mem), Diagnostic> {
    let axes = geom::axes(ctx, op)?;
    let src = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 0), "the source")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    if !matches!(src.ty.tier, Tier::Host | Tier::Hbm | Tier::Dm) || src.ty.tier != dst.ty.tier {
        return Err(ctx.op_error(
            op,
            format!("{what} is a view of a host, HBM or DM tensor in the same memory"),
        ));
    }
    Ok((src, dst))
}

fn verify_bitcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (src, dst) = sides(ctx, op, "a bitcast")?;
    let (a, b) = (dtype_name(ctx, src.ty.dtype), dtype_name(ctx, dst.ty.dtype));
    if !WORD_TYPES.contains(&a.as_str()) || !WORD_TYPES.contains(&b.as_str()) {
        return Err(ctx.op_error(
            op,
            format!(
                "a bitcast reads 32-bit words as i32 or f32, got {a} -> {b} (docs/decisions.md T9K-1)"
            ),
        ));
    }
    let roles = src.ty.tier.roles();
    for (i, (s, d)) in src.maps.iter().zip(&dst.maps).enumerate() {
        if !equivalent(s, d) {
            return Err(ctx.op_error(
                op,
                format!(
                    "the result's {} mapping {d} is not the source's {s} (a bitcast moves no element)",
                    roles[i]
                ),
            ));
        }
    }
    Ok(())
}

/// The axes of a `stream.rename_axis`: (old name, new name).
pub fn rename_of(ctx: &Context, op: OpId) -> Option<(String, String)> {
    let s = |n: &str| ods::attr_value::<ods::Str>(ctx, op, n).map(str::to_string);
    Some((s("axis")?, s("to_axis")?))
}

fn verify_rename(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let (from, to) =
        rename_of(ctx, op).ok_or_else(|| ctx.op_error(op, "has malformed axis names"))?;
    let axes = geom::axes(ctx, op)?;
    let size = |n: &str| {
        axes.size(n).ok_or_else(|| {
            ctx.op_error(op, format!("axis \"{n}\" is not declared in mapping.axes"))
        })
    };
    let (nf, nt) = (size(&from)?, size(&to)?);
    if from == to {
        return Err(ctx.op_error(op, format!("renames axis \"{from}\" to itself")));
    }
    if nf != nt {
        return Err(ctx.op_error(
            op,
            format!("|{from}| = {nf} is not |{to}| = {nt} (a rename keeps every element)"),
        ));
    }
    let (src, dst) = sides(ctx, op, "a rename")?;
    crate::verify::check_same_dtype(ctx, op, src.ty.dtype, dst.ty.dtype, "the result")?;
    let mentions = |m: &Mem, a: &str| {
        m.maps
            .iter()
            .any(|e| e.symbols().iter().any(|s| s.axis.as_str() == a))
    };
    if !mentions(&src, &from) {
        return Err(ctx.op_error(op, format!("the source does not hold axis \"{from}\"")));
    }
    if mentions(&src, &to) {
        return Err(ctx.op_error(
            op,
            format!(
                "the source already holds axis \"{to}\": renaming \"{from}\" to it would merge two axes"
            ),
        ));
    }
    if mentions(&dst, &from) {
        return Err(ctx.op_error(
            op,
            format!("the result still holds axis \"{from}\"; it must hold \"{to}\" instead"),
        ));
    }
    if [&src, &dst].iter().any(|m| {
        m.maps
            .iter()
            .any(|e| e.symbols().iter().any(|s| s.is_derived()))
    }) {
        return Err(ctx.op_error(
            op,
            "a rename of a type with skewed or padded axis labels is not supported",
        ));
    }
    let old = Mapping::symbol(&from, nf).map_err(|e| ctx.op_error(op, e.to_string()))?;
    let roles = src.ty.tier.roles();
    for (i, (s, d)) in src.maps.iter().zip(&dst.maps).enumerate() {
        let sub = d.substitute(&|sym| (sym.axis.as_str() == to).then(|| old.clone()));
        if !sub.is_some_and(|m| equivalent(&m, s)) {
            return Err(ctx.op_error(
                op,
                format!(
                    "the result's {} mapping {d} with {to} = {from} does not hold what the source's {s} holds (a rename moves no element)",
                    roles[i]
                ),
            ));
        }
    }
    Ok(())
}

/// One element's bits read as `to` (`i32` or `f32`).
fn reinterpret(v: Scalar, to_f32: bool) -> Scalar {
    let bits = v.bits32();
    if to_f32 {
        Scalar::from_f32(f32::from_bits(bits))
    } else {
        Scalar::Int(i64::from(bits as i32))
    }
}

/// `stream.bitcast`: every element's 32 bits read as the result's element type.
fn eval_bitcast(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let ctx = ev.ctx();
    let to = ctx
        .type_as::<crate::types::MemType>(result_ty(ctx, op))
        .map(|m| m.dtype)
        .ok_or_else(|| ev.err(op, "the result is not a tensor in memory"))?;
    let to_f32 = dtype_name(ctx, to) == "f32";
    if let Some(d) = x.as_dense() {
        let mut d2 = d.clone();
        for v in &mut d2.data {
            *v = reinterpret(*v, to_f32);
        }
        return Ok(Tensor::from_dense(to, d2));
    }
    let mut out = Tensor::new(to);
    for (key, v) in x.iter() {
        out.insert(key, reinterpret(v, to_f32));
    }
    Ok(out)
}

/// `stream.rename_axis`: the element at `I = v` moves to `J = v`.
fn eval_rename(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let (from, to) =
        rename_of(ev.ctx(), op).ok_or_else(|| ev.err(op, "has malformed axis names"))?;
    let pos = |n: &str| {
        ev.order()
            .0
            .iter()
            .position(|a| a.as_str() == n)
            .ok_or_else(|| ev.err(op, format!("unknown axis \"{n}\"")))
    };
    let (f, t) = (pos(&from)?, pos(&to)?);
    if let Some(d) = x.as_dense() {
        return Ok(Tensor::from_dense(x.dtype, dense_rename(d, f, t)));
    }
    let mut out = Tensor::new(x.dtype);
    for (mut key, v) in x.iter() {
        key[t] = std::mem::take(&mut key[f]);
        out.insert(key, v);
    }
    Ok(out)
}

/// [`eval_rename`] on a dense tensor: every digit of axis `f` becomes a digit of `t`.
fn dense_rename(d: &Dense, f: usize, t: usize) -> Dense {
    let digits = d
        .digits
        .iter()
        .map(|g| {
            if g.axis == f {
                let mut n = DenseDigit::new(t, g.stride, g.count, g.values);
                n.weight = g.weight;
                n
            } else {
                *g
            }
        })
        .collect();
    Dense {
        digits,
        data: d.data.clone(),
        naxes: d.naxes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bitcast_keeps_the_bits_both_ways() {
        for bits in [
            0u32,
            0x8000_0000,
            0x7f80_0000,
            0xff80_0000,
            0x0000_0001,
            0x3f80_0000,
            0x7fc0_1234,
            0xffc0_0001,
        ] {
            let i = Scalar::Int(i64::from(bits as i32));
            let f = reinterpret(i, true);
            let Scalar::Float(x) = f else {
                panic!("not a float")
            };
            assert_eq!((x as f32).to_bits(), bits);
            assert_eq!(reinterpret(f, false), i);
        }
    }

    #[test]
    fn a_renamed_dense_tensor_holds_the_element_at_the_other_axis() {
        // Axes (A, I, J): I split in two digits; after renaming I → J each element
        // sits at J = i.
        let x = Dense::from_fn(&[(1, 4, 4), (0, 1, 3), (1, 1, 4)], 3, |k| {
            (100 * k[0] + k[1]) as i64
        });
        let y = dense_rename(&x, 1, 2);
        for a in 0..3u64 {
            for i in 0..16u64 {
                let s = y.slot(&[a, 0, i]).expect("held");
                assert_eq!(y.data[s], Scalar::Int((100 * a + i) as i64));
            }
        }
    }
}
