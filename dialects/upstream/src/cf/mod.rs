//! The `cf` dialect, MLIR-compatible: unstructured control flow between the blocks of
//! a region. `cf.br` and `cf.cond_br` pass operands to their successors' block
//! arguments, `cf.switch` picks a successor by an integer flag (case values in a
//! `dense<...>` attribute, the case operands split by `case_operand_segments`), and
//! `cf.assert` aborts with a message when its condition is false.
//!
//! Custom syntax is upstream's (`syntax.rs`); verifiers use upstream's wording
//! (`verify.rs`; successor operands through the IR core's
//! [`visa_ir::interfaces::BranchOpInterface`]); canonicalizations
//! (`canon.rs`) are those of `ControlFlow/canonicalize.mlir` that need no other
//! dialect: a branch to a block with one predecessor merges it, constant conditions and
//! flags pick their successor, identical successors collapse, passthrough blocks are
//! skipped, a true assert is erased.

mod build;
mod canon;
pub(crate) use canon::bool_constant;
mod syntax;
mod verify;

#[cfg(test)]
mod tests;

pub use build::{br, cond_br};

use crate::tensor::lists::SEGMENTS;
use std::ops::Range;
use visa_ir::interfaces::BranchOpInterface;
use visa_ir::{AttrKind, Context, Dialect, OpId};

visa_ir::op! {
    /// `cf.br ^bb1(%a, %b : i32, i32)`.
    pub struct Br = "cf.br" {
        summary: "branch operation",
        traits: [TERMINATOR, PURE],
        operands: [destOperands: variadic],
        successors: [dest],
        verify: verify::verify_br,
        canonicalize: canon::br_patterns,
        interfaces: [BranchOpInterface = BranchOpInterface { successor_operands: br_operands, erase_successor_operand: br_erase }],
        parse: syntax::parse_br,
        print: syntax::print_br,
    }
}

visa_ir::op! {
    /// `cf.cond_br %c weights([3, 5]), ^bb1(%a : i32), ^bb2`: the operands after the
    /// condition are the true then the false destination's, split by
    /// `operandSegmentSizes`.
    pub struct CondBr = "cf.cond_br" {
        summary: "conditional branch operation",
        traits: [TERMINATOR, PURE],
        operands: [condition: single, destOperands: variadic],
        successors: [trueDest, falseDest],
        attrs: [branch_weights: any [optional], operandSegmentSizes: any],
        verify: verify::verify_cond_br,
        canonicalize: canon::cond_br_patterns,
        interfaces: [BranchOpInterface = BranchOpInterface { successor_operands: cond_br_operands, erase_successor_operand: cond_br_erase }],
        parse: syntax::parse_cond_br,
        print: syntax::print_cond_br,
    }
}

visa_ir::op! {
    /// `cf.switch %flag : i32, [default: ^bb1, 42: ^bb2(%a : i32)]`: successor 0 is the
    /// default destination, the case destinations follow in the order of `case_values`.
    pub struct Switch = "cf.switch" {
        summary: "switch operation",
        traits: [TERMINATOR, PURE],
        operands: [flag: single, destOperands: variadic],
        successors: [defaultDestination],
        attrs: [case_operand_segments: any, case_values: any [optional], operandSegmentSizes: any],
        verify: verify::verify_switch,
        canonicalize: canon::switch_patterns,
        interfaces: [BranchOpInterface = BranchOpInterface { successor_operands: switch_operands, erase_successor_operand: switch_erase }],
        parse: syntax::parse_switch,
        print: syntax::print_switch,
    }
}

visa_ir::op! {
    /// `cf.assert %c, "message"`.
    pub struct Assert = "cf.assert" {
        summary: "Assert operation with message attribute",
        operands: [arg: single],
        attrs: [msg: string],
        verify: verify::verify_assert,
        canonicalize: canon::assert_patterns,
        parse: syntax::parse_assert,
        print: syntax::print_assert,
    }
}

/// The `cf` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("cf", "MLIR's unstructured control flow");
    // `cf.switch` has one successor per case after the default one.
    let mut switch = Switch::def();
    switch.successors = visa_ir::Arity::AtLeast(1);
    d.ops = vec![Br::def(), CondBr::def(), switch, Assert::def()];
    d
}

/// The sizes of `op`'s `name` attribute, an `array<i32: ...>`.
pub(crate) fn i32_array(ctx: &Context, op: OpId, name: &str) -> Option<Vec<usize>> {
    match ctx.attr_kind(ctx.attr(op, name)?) {
        AttrKind::DenseArray { elem, bits } if ctx.int_width(*elem) == Some(32) => {
            Some(bits.iter().map(|&b| b as u32 as usize).collect())
        }
        _ => None,
    }
}

/// The operand ranges of `op`'s `n` segments by `operandSegmentSizes`, when readable
/// and adding up to the operand count.
pub(crate) fn segment_ranges(ctx: &Context, op: OpId, n: usize) -> Option<Vec<Range<usize>>> {
    let sizes = i32_array(ctx, op, SEGMENTS)?;
    if sizes.len() != n || sizes.iter().sum::<usize>() != ctx.operands(op).len() {
        return None;
    }
    let mut start = 0;
    Some(
        sizes
            .iter()
            .map(|&s| {
                let r = start..start + s;
                start += s;
                r
            })
            .collect(),
    )
}

fn br_operands(ctx: &Context, op: OpId, i: usize) -> Range<usize> {
    if i == 0 {
        0..ctx.operands(op).len()
    } else {
        0..0
    }
}

fn cond_br_operands(ctx: &Context, op: OpId, i: usize) -> Range<usize> {
    segment_ranges(ctx, op, 3)
        .and_then(|s| s.get(i + 1).cloned())
        .unwrap_or(0..0)
}

/// The ranges of the case operands of a `cf.switch`, one per case, when its segment
/// attributes are consistent.
pub(crate) fn switch_case_ranges(ctx: &Context, op: OpId) -> Option<Vec<Range<usize>>> {
    let segs = segment_ranges(ctx, op, 3)?;
    let cases = i32_array(ctx, op, "case_operand_segments")?;
    if cases.iter().sum::<usize>() != segs[2].len() {
        return None;
    }
    let mut start = segs[2].start;
    Some(
        cases
            .iter()
            .map(|&s| {
                let r = start..start + s;
                start += s;
                r
            })
            .collect(),
    )
}

fn switch_operands(ctx: &Context, op: OpId, i: usize) -> Range<usize> {
    if i == 0 {
        return segment_ranges(ctx, op, 3).map_or(0..0, |s| s[1].clone());
    }
    switch_case_ranges(ctx, op)
        .and_then(|c| c.get(i - 1).cloned())
        .unwrap_or(0..0)
}

/// The case values of a `cf.switch` (sign-extended from the flag's width), empty when
/// it has none.
pub fn switch_case_values(ctx: &Context, op: OpId) -> Vec<i128> {
    let Some(attr) = ctx.attr(op, "case_values") else {
        return Vec::new();
    };
    let Some(d) = ctx.dense(attr) else {
        return Vec::new();
    };
    (0..d.num_elements())
        .filter_map(|i| d.int_value(i))
        .collect()
}

/// Removes operand `pos` of `op`.
fn remove_operand(ctx: &mut Context, op: OpId, pos: usize) {
    let mut ops = ctx.operands(op).to_vec();
    if pos < ops.len() {
        ops.remove(pos);
        ctx.set_operands(op, ops);
    }
}

fn br_erase(ctx: &mut Context, op: OpId, i: usize, j: usize) {
    if i == 0 {
        remove_operand(ctx, op, j);
    }
}

fn cond_br_erase(ctx: &mut Context, op: OpId, i: usize, j: usize) {
    let Some(segs) = segment_ranges(ctx, op, 3) else {
        return;
    };
    let Some(range) = segs.get(i + 1).filter(|r| j < r.len()) else {
        return;
    };
    remove_operand(ctx, op, range.start + j);
    let mut sizes: Vec<usize> = segs.iter().map(Range::len).collect();
    sizes[i + 1] -= 1;
    let attr = crate::tensor::lists::segment_sizes(ctx, &sizes);
    ctx.set_attr_named(op, SEGMENTS, attr);
}

fn switch_erase(ctx: &mut Context, op: OpId, i: usize, j: usize) {
    let (Some(segs), Some(cases)) = (segment_ranges(ctx, op, 3), switch_case_ranges(ctx, op))
    else {
        return;
    };
    let mut sizes: Vec<usize> = segs.iter().map(Range::len).collect();
    let mut case_sizes: Vec<usize> = cases.iter().map(Range::len).collect();
    let pos = if i == 0 {
        if j >= segs[1].len() {
            return;
        }
        sizes[1] -= 1;
        segs[1].start + j
    } else {
        let Some(r) = cases.get(i - 1).filter(|r| j < r.len()) else {
            return;
        };
        sizes[2] -= 1;
        case_sizes[i - 1] -= 1;
        r.start + j
    };
    remove_operand(ctx, op, pos);
    let attr = crate::tensor::lists::segment_sizes(ctx, &sizes);
    ctx.set_attr_named(op, SEGMENTS, attr);
    let elem = ctx.integer_type(32);
    let bits = case_sizes.iter().map(|&s| s as u128).collect();
    let attr = ctx.intern_attr(AttrKind::DenseArray { elem, bits });
    ctx.set_attr_named(op, "case_operand_segments", attr);
}
