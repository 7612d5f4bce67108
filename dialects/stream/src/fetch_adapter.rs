//! The Fetch Adapter's zero-point subtraction (L2022–2048): `stream.fetch %s zero_point Z`
//! widens quantized integers (i4, i8, i16) to i32 and subtracts Z from every element, the
//! asymmetric quantization offset. Both contexts' adapters have this stage (L1869–1871:
//! the sub context's adapter has only this one).
//!
//! ```text
//! %f = stream.fetch %b zero_point 10 : <begin, i8, ...> -> <fetch, i32, ...>
//! ```
//!
//! Z must be a value of the input type (the manual's `fetch_with_zero_point(zero_point:
//! i8)` for i8), so the difference always fits the i32 result (docs/decisions.md C9C-4).
//!
//! The adapter's other stages, in the order it runs them (L1869): masking (`pad V`: the
//! fetched Packet's padded lanes read as V, L1877–1936), table lookup (`table [...]`: each
//! element's bits index a table of `2^bits` values of the element type, L1937–1958), the
//! cast, and the zero point — one (`zero_point Z`) or, for an interleaved stream, one per
//! tensor (`zero_points [Z0, Z1]`, L2040–2048; docs/decisions.md C9H-1..C9H-3):
//!
//! ```text
//! %f = stream.fetch %b pad 0 table [0, 2, 4, ...] : <begin, i8, ...> -> <fetch, i8, ...>
//! %g = stream.fetch %i zero_points [100, -100] : <begin, i8, m[I], ...> -> <fetch, i32, ...>
//! ```

use crate::geom::Stream;
use crate::interp::{Evaluator, Scalar, Tensor};
use crate::ops::Fetch;
use crate::types::Unit;
use crate::verify as v;
use visa_ir::ods::{AttrKind, AttrSyntax};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, AttrConstraint, Attribute, Context, Diagnostic, OpId, TypeKind};
use visa_mapping::{Image, Mapping};

const MASKING: &str = "manual: Moving Tensors › Fetch Engine › Fetch Adapter › Masking";
const TABLE: &str = "manual: Moving Tensors › Fetch Engine › Fetch Adapter › Table Indexing";

const MANUAL: &str =
    "manual: Moving Tensors › Fetch Engine › Fetch Adapter › Zero-Point Subtraction";

/// The zero point of a fetch (0 without one).
pub fn zero_point(ctx: &Context, op: OpId) -> i64 {
    Fetch(op).zero_point(ctx).unwrap_or(0)
}

/// A fetch with a zero point reads i4, i8 or i16 and produces i32 (L2022–2025), and the
/// zero point is a value of the input type; two zero points need an interleaved stream
/// (L2040–2048), one for each of its tensors.
pub fn check_zero_point(ctx: &Context, op: OpId, i: &Stream, o: &Stream) -> Result<(), Diagnostic> {
    let zs: Vec<i64> = match (Fetch(op).zero_point(ctx), Fetch(op).zero_points(ctx)) {
        (None, None) => return Ok(()),
        (Some(z), None) => vec![z],
        (Some(_), Some(_)) => {
            return Err(ctx.op_error(
                op,
                format!(
                    "a fetch takes `zero_point Z` or `zero_points [Z0, Z1]`, not both ({MANUAL})"
                ),
            ))
        }
        (None, Some(zs)) => {
            if zs.len() != 2 {
                return Err(ctx.op_error(
                    op,
                    format!("`zero_points` gives one zero point per interleaved tensor: 2 values, got {} ({MANUAL})", zs.len()),
                ));
            }
            if crate::interleave::interleave_axis(ctx, op).is_none() {
                return Err(ctx.op_error(
                    op,
                    format!("`zero_points` subtracts one zero point per tensor of an interleaved stream; this stream is not begun by stream.begin_interleaved ({MANUAL})"),
                ));
            }
            zs.to_vec()
        }
    };
    let (from, to) = (
        v::dtype_name(ctx, i.ty.dtype),
        v::dtype_name(ctx, o.ty.dtype),
    );
    let bits = match from.as_str() {
        "i4" => 4,
        "i8" => 8,
        "i16" => 16,
        _ => 0,
    };
    if bits == 0 || to != "i32" {
        return Err(ctx.op_error(
            op,
            format!("zero-point subtraction widens quantized integers (i4, i8, i16) to i32, not {from} to {to} ({MANUAL})"),
        ));
    }
    let (lo, hi) = (-(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1);
    if let Some(z) = zs.iter().find(|z| !(lo..=hi).contains(*z)) {
        return Err(ctx.op_error(
            op,
            format!("zero point {z} is not a value of {from} ({lo}..={hi}) ({MANUAL})"),
        ));
    }
    Ok(())
}

/// The zero points of a fetch by interleave coordinate: `[Z, Z]` with one, `[Z0, Z1]` with
/// two, `[0, 0]` without.
pub fn zero_points(ctx: &Context, op: OpId) -> [i64; 2] {
    match Fetch(op).zero_points(ctx) {
        Some(&[a, b]) => [a, b],
        _ => [zero_point(ctx, op); 2],
    }
}

/// The integer range of a 4-, 8- or 16-bit integer type named `name`.
fn int_range(name: &str) -> Option<(u32, i64, i64)> {
    let bits = match name {
        "i4" => 4,
        "i8" => 8,
        "i16" => 16,
        "i32" => 32,
        _ => return None,
    };
    Some((bits, -(1i64 << (bits - 1)), (1i64 << (bits - 1)) - 1))
}

/// The raw bits of the value `v` in the element type `name` (`None` when `v` is not one
/// of its values): integers two's complement, f32 and bf16 exactly.
pub fn raw_bits(name: &str, v: f64) -> Option<u32> {
    if let Some((bits, lo, hi)) = int_range(name) {
        let n = v as i64;
        if n as f64 != v || !(lo..=hi).contains(&n) {
            return None;
        }
        return Some((n as u64 & ((1u64 << bits) - 1)) as u32);
    }
    match name {
        "f32" => {
            let f = v as f32;
            (f64::from(f) == v || v.is_nan()).then(|| f.to_bits())
        }
        "bf16" => {
            let b = (v as f32).to_bits();
            (f64::from(v as f32) == v && b & 0xFFFF == 0).then_some(b >> 16)
        }
        _ => None,
    }
}

/// Masking and table lookup (L1877–1958): main context only (the sub context's adapter
/// only subtracts zero points, L1869–1871); the pad value is a value of the element type
/// and the fetched Packet holds padding to mask; a table has `2^bits` entries, each a
/// value of the 4- or 8-bit integer element type.
pub fn check_stages(ctx: &Context, op: OpId, i: &Stream, o: &Stream) -> Result<(), Diagnostic> {
    let (pad, table) = (Fetch(op).pad(ctx), Fetch(op).table(ctx));
    if pad.is_none() && table.is_none() {
        return Ok(());
    }
    if i.ty.unit == Unit::Sub {
        return Err(ctx.op_error(
            op,
            "the sub-context fetch adapter only subtracts zero points; masking and table lookup need the main context (manual: Moving Tensors › Fetch Engine › Fetch Adapter)",
        ));
    }
    let from = v::dtype_name(ctx, i.ty.dtype);
    if let Some(p) = pad {
        if raw_bits(&from, p).is_none() {
            return Err(ctx.op_error(
                op,
                format!("pad value {} is not a value of {from} (integers, f32 and bf16 are masked) ({MASKING})", print_pad(p)),
            ));
        }
        if !reads_padding(o.packet()) {
            return Err(ctx.op_error(
                op,
                format!("masking forces the fetched Packet's padded lanes to the pad value, but Packet {} has no padding ({MASKING})", o.packet()),
            ));
        }
    }
    if let Some(t) = table {
        let Some((bits, lo, hi)) = int_range(&from).filter(|r| r.0 <= 8) else {
            return Err(ctx.op_error(
                op,
                format!("a lookup table is indexed by 4- or 8-bit integers (i4, i8), not {from} ({TABLE})"),
            ));
        };
        if t.len() != 1 << bits {
            return Err(ctx.op_error(
                op,
                format!("a lookup table over {from} has one entry per value: {} entries, got {} ({TABLE})", 1 << bits, t.len()),
            ));
        }
        if let Some(e) = t.iter().find(|e| !(lo..=hi).contains(*e)) {
            return Err(ctx.op_error(
                op,
                format!("table entry {e} is not a value of {from} ({lo}..={hi}) ({TABLE})"),
            ));
        }
    }
    Ok(())
}

/// Whether a packet mapping reads padding: a factor of a padded axis, whole (`X # 8`) or
/// one digit of an axis split between Time and Packet (`[K # 64] % 8`, whose padded
/// positions arrive at the later Time indices; docs/decisions.md T9M-1), decided on the
/// mapping's factors; a mapping outside the factor form falls back to counting its lanes.
pub fn reads_padding(packet: &Mapping) -> bool {
    match visa_mapping::sequencer::terms::flatten(packet) {
        Ok(factors) => factors.iter().any(|f| f.is_padded()),
        Err(_) => padded_lanes(packet) > 0,
    }
}

/// How many lanes of a packet mapping are padding (a fetched packet has at most 256
/// lanes; a larger mapping, refused elsewhere, is not enumerated: 0).
pub fn padded_lanes(packet: &Mapping) -> u64 {
    if packet.size() > crate::geom::FALLBACK_LIMIT {
        return 0;
    }
    (0..packet.size())
        .filter(|&l| matches!(packet.map(l), Image::Padding))
        .count() as u64
}

/// The lanes `[left, right)` of a packet mapping that hold data, when they are one run
/// (`None` otherwise): the static mask the lowering configures.
pub fn valid_run(packet: &Mapping) -> Option<(u64, u64)> {
    if packet.size() > crate::geom::FALLBACK_LIMIT {
        return None;
    }
    let held: Vec<u64> = (0..packet.size())
        .filter(|&l| !matches!(packet.map(l), Image::Padding))
        .collect();
    let (&a, &b) = (held.first()?, held.last()?);
    (b - a + 1 == held.len() as u64).then_some((a, b + 1))
}

/// The table entry of `v` (an element of a `bits`-bit type): its bits read unsigned index
/// the table; the entry is a value of the type.
fn look_up(table: &[i64], bits: u32, v: i64) -> i64 {
    table[(v as u64 & ((1u64 << bits) - 1)) as usize]
}

/// The interpreter: the element cast to the result type, minus the zero point.
pub fn eval(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    let rty = ctx.value_type(ctx.result(op, 0));
    let to = ctx
        .type_as::<crate::types::StreamType>(rty)
        .map(|s| s.dtype)
        .ok_or_else(|| ev.err(op, "result is not a stream"))?;
    // Masking changes only padded lanes, which hold no index: nothing to do here.
    let looked_up;
    let x: &Tensor = match Fetch(op).table(ctx) {
        Some(t) => {
            let bits = match ctx.type_kind(x.dtype) {
                TypeKind::Integer { width, .. } => *width,
                _ => return Err(ev.err(op, "a table indexes integer elements")),
            };
            let mut out = Tensor::new(x.dtype);
            for (k, val) in x.iter() {
                match val {
                    Scalar::Int(n) => out.insert(k, Scalar::Int(look_up(t, bits, n))),
                    _ => return Err(ev.err(op, "a table indexes integer elements")),
                }
            }
            looked_up = out;
            &looked_up
        }
        None => x,
    };
    let cast = x.cast(ctx, to);
    let zs = zero_points(ctx, op);
    if zs == [0, 0] {
        return Ok(cast);
    }
    // The interleave coordinate picks the tensor's zero point (L2040–2048).
    let pos = crate::interleave::interleave_axis(ctx, op)
        .and_then(|a| ev.order().0.iter().position(|x| x.as_str() == a));
    let mut out = Tensor::new(to);
    for (k, val) in cast.iter() {
        let z = zs[pos.map_or(0, |p| k[p] as usize).min(1)];
        match val {
            Scalar::Int(n) => out.insert(k, Scalar::Int(n - z)),
            _ => return Err(ev.err(op, "a zero point applies to integer elements")),
        }
    }
    Ok(out)
}

fn print_pad(v: f64) -> String {
    if v.is_infinite() {
        if v < 0.0 { "-inf" } else { "inf" }.to_string()
    } else if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        format!("{v:?}")
    }
}

/// The pad value attribute of `stream.fetch`'s `pad V`: an integer, a float, `inf` or
/// `-inf`, kept as an `f64`.
pub struct PadValue;

fn parse_pad(p: &mut AsmParser<'_>, _required: bool) -> ParseResult<Option<Attribute>> {
    let negative = p.parse_optional_punct("-");
    let v = if p.parse_optional_keyword("inf") {
        f64::INFINITY
    } else {
        p.parse_float()?
    };
    let v = if negative { -v } else { v };
    let ty = p.ctx().float_type(visa_ir::FloatKind::F64);
    Ok(Some(p.ctx().float_attr(v, ty)))
}

fn print_pad_attr(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_kind(a) {
        visa_ir::AttrKind::Float { bits, .. } => {
            let s = print_pad(f64::from_bits(*bits as u64));
            p.write_fmt(format_args!("{s}"))
        }
        _ => p.print_attr(a),
    }
}

impl AttrKind for PadValue {
    type Value<'c> = f64;
    type Input<'a> = f64;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_pad,
        print: print_pad_attr,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<f64> {
        match ctx.attr_kind(attr) {
            visa_ir::AttrKind::Float { .. } => ctx.float_value(attr),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, value: f64) -> Attribute {
        let ty = ctx.float_type(visa_ir::FloatKind::F64);
        ctx.float_attr(value, ty)
    }
}

/// A list of integers `[a, b, ...]`, stored as `array<i64: ...>`: a fetch's zero points
/// and lookup table, a chip op's permutation or selection.
pub struct IntList;

fn parse_ints(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    if !required && !p.is_punct("[") {
        return Ok(None);
    }
    let at = p.current_loc();
    let items = p.parse_delimited_list("[", "]", |p| {
        let neg = p.parse_optional_punct("-");
        let v = p.parse_integer()?;
        Ok(if neg { -v } else { v })
    })?;
    let out = items
        .into_iter()
        .map(|v| {
            i64::try_from(v)
                .map_err(|_| Diagnostic::error(at, format!("list entry {v} does not fit in i64")))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some(
        p.ctx().intern_attr(visa_ir::AttrKind::DenseI64Array(out)),
    ))
}

fn print_ints(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_kind(a) {
        visa_ir::AttrKind::DenseI64Array(v) => {
            let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            p.write_fmt(format_args!("[{}]", s.join(", ")));
        }
        _ => p.print_attr(a),
    }
}

impl AttrKind for IntList {
    type Value<'c> = &'c [i64];
    type Input<'a> = &'a [i64];
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_ints,
        print: print_ints,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<&[i64]> {
        match ctx.attr_kind(attr) {
            visa_ir::AttrKind::DenseI64Array(v) => Some(v),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, value: &[i64]) -> Attribute {
        ctx.intern_attr(visa_ir::AttrKind::DenseI64Array(value.to_vec()))
    }
}
