//! MLIR's mixed static/dynamic index lists (`[%a, 4, %b]`, `parseDynamicIndexList`) with
//! their `static_*` `array<i64>` properties, the `operandSegmentSizes` property of ops
//! with several variadic operand groups, and reassociation lists (`[[0, 1], [2]]`).
//!
//! A dynamic entry is stored in the static array as [`DYNAMIC`] (`i64::MIN`, MLIR's
//! `ShapedType::kDynamic`) and taken, in order, from the op's dynamic operands.

use visa_ir::parser::{AsmParser, ParseResult, UnresolvedOperand};
use visa_ir::types::DYNAMIC;
use visa_ir::{AsmPrinter, AttrKind, Attribute, Context, OpId, Value};

/// One entry of a mixed list as written.
pub(crate) enum Mixed<'a> {
    /// `%v`.
    Dynamic(UnresolvedOperand<'a>),
    /// `4`.
    Static(i64),
}

/// Parses `[` (`%v` | integer) `,` ... `]` (the list may be empty); returns the static
/// array (with [`DYNAMIC`] for operands) and the operands in order.
pub(crate) fn parse_mixed_list<'a>(
    p: &mut AsmParser<'a>,
) -> ParseResult<(Vec<i64>, Vec<UnresolvedOperand<'a>>)> {
    let items = p.parse_delimited_list("[", "]", |p| {
        if p.at_operand() {
            return Ok(Mixed::Dynamic(p.parse_operand()?));
        }
        let loc = p.current_loc();
        let v = p.parse_integer()?;
        i64::try_from(v)
            .ok()
            .filter(|&v| v != DYNAMIC)
            .map(Mixed::Static)
            .ok_or_else(|| p.emit_error_at(loc, "integer value out of range for i64"))
    })?;
    let mut statics = Vec::with_capacity(items.len());
    let mut dynamics = Vec::new();
    for item in items {
        match item {
            Mixed::Dynamic(o) => {
                statics.push(DYNAMIC);
                dynamics.push(o);
            }
            Mixed::Static(v) => statics.push(v),
        }
    }
    Ok((statics, dynamics))
}

/// Prints `[a, %b, c]` from a static array and the dynamic operands it refers to; a
/// missing operand (an op that failed verification) prints as `<<missing>>`.
pub(crate) fn print_mixed_list(p: &mut AsmPrinter<'_>, statics: &[i64], dynamics: &[Value]) {
    p.write_str("[");
    let mut next = dynamics.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if s == DYNAMIC {
            match next.next() {
                Some(&v) => p.print_operand(v),
                None => p.write_str("<<missing>>"),
            }
        } else {
            p.write_fmt(format_args!("{s}"));
        }
    }
    p.write_str("]");
}

/// The `array<i64: ...>` attribute holding `values`.
pub(crate) fn i64_array(ctx: &mut Context, values: Vec<i64>) -> Attribute {
    ctx.intern_attr(AttrKind::DenseI64Array(values))
}

/// The elements of the `array<i64>` attribute `name` of `op`; `None` when absent or of
/// another kind.
pub(crate) fn i64_array_of<'c>(ctx: &'c Context, op: OpId, name: &str) -> Option<&'c [i64]> {
    match ctx.attr_kind(ctx.attr(op, name)?) {
        AttrKind::DenseI64Array(v) => Some(v),
        _ => None,
    }
}

/// The `operandSegmentSizes = array<i32: ...>` attribute of `sizes`.
pub(crate) fn segment_sizes(ctx: &mut Context, sizes: &[usize]) -> Attribute {
    let elem = ctx.integer_type(32);
    let bits = sizes.iter().map(|&s| s as u128).collect();
    ctx.intern_attr(AttrKind::DenseArray { elem, bits })
}

/// The name of the segment-sizes property.
pub(crate) const SEGMENTS: &str = "operandSegmentSizes";

/// The operand segments of `op` by its `operandSegmentSizes` (`n` groups): the ranges
/// of operands each group covers; `Err` with MLIR's wording when the attribute is
/// missing, of the wrong length or does not add up to the operand count.
pub(crate) fn segments(
    ctx: &Context,
    op: OpId,
    n: usize,
) -> Result<Vec<std::ops::Range<usize>>, visa_ir::Diagnostic> {
    let sizes: Vec<usize> = match ctx.attr(op, SEGMENTS).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseArray { elem, bits })
            if matches!(
                ctx.type_kind(*elem),
                visa_ir::TypeKind::Integer { width: 32, .. }
            ) =>
        {
            bits.iter().map(|&b| b as u32 as usize).collect()
        }
        _ => {
            return Err(ctx.op_error(
                op,
                "requires attribute 'operandSegmentSizes' of type DenseI32ArrayAttr",
            ))
        }
    };
    if sizes.len() != n {
        return Err(ctx.op_error(
            op,
            format!(
                "'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}",
                sizes.len()
            ),
        ));
    }
    let total: usize = sizes.iter().sum();
    let count = ctx.operands(op).len();
    if total != count {
        return Err(ctx.op_error(
            op,
            format!("operand count ({count}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'"),
        ));
    }
    let mut start = 0;
    Ok(sizes
        .iter()
        .map(|&s| {
            let r = start..start + s;
            start += s;
            r
        })
        .collect())
}

/// Parses `[[0, 1], [2]]`.
pub(crate) fn parse_reassociation(p: &mut AsmParser<'_>) -> ParseResult<Vec<Vec<i64>>> {
    p.parse_delimited_list("[", "]", |p| {
        p.parse_delimited_list("[", "]", |p| {
            let loc = p.current_loc();
            let v = p.parse_integer()?;
            i64::try_from(v).map_err(|_| p.emit_error_at(loc, "integer value out of range"))
        })
    })
}

/// The reassociation attribute `[[0, 1], [2]]`: an array of arrays of `i64` integers.
pub(crate) fn reassociation_attr(ctx: &mut Context, groups: &[Vec<i64>]) -> Attribute {
    let i64t = ctx.integer_type(64);
    let items = groups
        .iter()
        .map(|g| {
            let inner = g.iter().map(|&d| ctx.int_attr(d as i128, i64t)).collect();
            ctx.array_attr(inner)
        })
        .collect();
    ctx.array_attr(items)
}

/// The groups of a reassociation attribute; `None` when it is not an array of arrays
/// of integers.
pub(crate) fn reassociation_of(ctx: &Context, attr: Attribute) -> Option<Vec<Vec<i64>>> {
    let AttrKind::Array(groups) = ctx.attr_kind(attr) else {
        return None;
    };
    groups
        .iter()
        .map(|&g| match ctx.attr_kind(g) {
            AttrKind::Array(dims) => dims
                .iter()
                .map(|&d| ctx.attr_int(d).and_then(|v| i64::try_from(v).ok()))
                .collect(),
            _ => None,
        })
        .collect()
}

/// Prints `[[0, 1], [2]]`.
pub(crate) fn print_reassociation(p: &mut AsmPrinter<'_>, groups: &[Vec<i64>]) {
    p.write_str("[");
    for (i, g) in groups.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_str("[");
        for (j, d) in g.iter().enumerate() {
            if j > 0 {
                p.write_str(", ");
            }
            p.write_fmt(format_args!("{d}"));
        }
        p.write_str("]");
    }
    p.write_str("]");
}
