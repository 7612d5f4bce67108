//! The intra-slice branch (L4793–4802, L5061–5062, L5255): the syntax, verifier and
//! hardware form of `stream.vector_intra_slice_branch`'s modes, the per-op ExecutionId
//! groups (`VeBranchOperand::group`), and the Branch Logger `stream.vector_branch_log`.
//!
//! ```text
//! %b = stream.vector_intra_slice_branch %x unconditional : T -> U
//! %b = stream.vector_intra_slice_branch %x axis_toggle "T" : T -> U
//! %b = stream.vector_intra_slice_branch %x comparison [x gt 0.0, idx(T) gt idx(S)] : T -> U
//! %b = stream.vector_intra_slice_branch %x vrf %ids : T, V -> U
//! %y = stream.vector_fp_binary mul_f0 %b, 0.0 group [1] : T -> T
//! %l = stream.vector_branch_log %b : T -> T_i32
//! ```
//!
//! Each element gets a 4-bit ExecutionId: 0 (`unconditional`), `index(axis) % 2`
//! (`axis_toggle`), bit `k` set when InputCmp `k` holds (`comparison`, at most 4; a side is
//! `x` the element's value, a literal, or `idx(A)` the element's index along axis `A`,
//! the static branch logger of L8711–8720), or the low 4 bits of the element's word in a
//! VRF tensor the Branch Logger wrote (`vrf`). An op with `group [g, ...]` applies to the
//! elements of those ExecutionIds; the others pass through it unchanged. Choices where the
//! manual is silent: docs/decisions.md C9A-1 … C9A-5. `valid_count` is another helper's
//! (the valid-count generator); it is rejected here as not implemented.

use crate::geom::{self, resolve_mem, Stream};
use crate::interfaces::{Effect, Engine, MemoryEffects, PipelineStage, StageInput, StageOutput};
use crate::interp::Semantics;
use crate::ops::{self, BranchMode};
use crate::types::{Position, Tier};
use crate::verify as v;
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, Context, Diagnostic, OpId, OperationState};
use visa_tcp::vector_branch::{
    reachable_ids, AxisIndex, Branching, CmpOp, CmpSide, Coord, IndexTerm, InputCmp, ALL_GROUPS,
    INPUT_CMPS,
};
use visa_tcp::{VeOperand, VeStage};

type R = Result<(), Diagnostic>;

const CITE: &str = "manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details";

/// One side of an InputCmp as written.
#[derive(Clone, Debug, PartialEq)]
pub enum Side {
    /// `x`: the element's value.
    Value,
    /// A literal.
    Lit(f64),
    /// `idx(A)`: the element's index along axis `A`.
    Axis(String),
}

/// One InputCmp as written.
#[derive(Clone, Debug, PartialEq)]
pub struct Cmp {
    /// Left side.
    pub lhs: Side,
    /// Comparison.
    pub op: CmpOp,
    /// Right side.
    pub rhs: Side,
}

impl std::fmt::Display for Side {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Side::Value => f.write_str("x"),
            Side::Lit(v) => write!(f, "{v:?}"),
            Side::Axis(a) => write!(f, "idx({a})"),
        }
    }
}

impl std::fmt::Display for Cmp {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {} {}", self.lhs, self.op, self.rhs)
    }
}

/// Reads the `cmp` attribute (the InputCmps as printed, `, `-separated).
pub fn parse_cmps(s: &str) -> Result<Vec<Cmp>, String> {
    let side = |t: &str| -> Result<Side, String> {
        let t = t.trim();
        if t == "x" {
            Ok(Side::Value)
        } else if let Some(a) = t.strip_prefix("idx(").and_then(|r| r.strip_suffix(')')) {
            Ok(Side::Axis(a.trim().to_string()))
        } else {
            t.parse::<f64>()
                .map(Side::Lit)
                .map_err(|_| format!("expected `x`, `idx(AXIS)` or a number, got `{t}`"))
        }
    };
    s.split(',')
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .map(|c| {
            let parts: Vec<&str> = c.split_whitespace().collect();
            let [l, o, r] = parts[..] else {
                return Err(format!("expected `lhs OP rhs`, got `{c}`"));
            };
            let op = CmpOp::from_keyword(o).ok_or_else(|| {
                format!(
                    "unknown comparison `{o}`; expected one of {}",
                    CmpOp::KEYWORDS.join(", ")
                )
            })?;
            Ok(Cmp {
                lhs: side(l)?,
                op,
                rhs: side(r)?,
            })
        })
        .collect()
}

// ---------------------------------------------------------------------------------------
// Syntax.

fn parse_side(p: &mut AsmParser<'_>) -> ParseResult<Side> {
    if p.parse_optional_keyword("x") {
        return Ok(Side::Value);
    }
    if p.parse_optional_keyword("idx") {
        p.parse_lparen()?;
        let a = p.parse_keyword_any()?.to_string();
        p.parse_rparen()?;
        return Ok(Side::Axis(a));
    }
    Ok(Side::Lit(p.parse_float()?))
}

/// The custom syntax of `stream.vector_intra_slice_branch`.
pub fn parse_branch(p: &mut AsmParser<'_>, st: &mut OperationState) -> ParseResult<()> {
    let loc = p.current_loc();
    let x = p.parse_operand()?;
    let mut operands = vec![x];
    let at = p.current_loc();
    let mode = p.parse_keyword_any()?;
    let Some(m) = BranchMode::from_keyword(mode) else {
        return Err(p.emit_error_at(
            at,
            format!(
                "unknown branch mode `{mode}`; expected one of {}",
                BranchMode::KEYWORDS.join(", ")
            ),
        ));
    };
    let a = p.ctx().string_attr(mode);
    st.add_attr(p.ctx(), "mode", a);
    match m {
        BranchMode::AxisToggle | BranchMode::ValidCount => {
            let axis = p.parse_string()?;
            let a = p.ctx().string_attr(&axis);
            st.add_attr(p.ctx(), "axis", a);
        }
        BranchMode::Comparison => {
            p.parse_lsquare()?;
            let mut cmps = Vec::new();
            if !p.parse_optional_rsquare() {
                loop {
                    let lhs = parse_side(p)?;
                    let at = p.current_loc();
                    let o = p.parse_keyword_any()?;
                    let op = CmpOp::from_keyword(o).ok_or_else(|| {
                        p.emit_error_at(
                            at,
                            format!(
                                "unknown comparison `{o}`; expected one of {}",
                                CmpOp::KEYWORDS.join(", ")
                            ),
                        )
                    })?;
                    let rhs = parse_side(p)?;
                    cmps.push(Cmp { lhs, op, rhs }.to_string());
                    if !p.parse_optional_comma() {
                        break;
                    }
                }
                p.parse_rsquare()?;
            }
            let a = p.ctx().string_attr(&cmps.join(", "));
            st.add_attr(p.ctx(), "cmp", a);
        }
        BranchMode::Vrf => operands.push(p.parse_operand()?),
        BranchMode::Unconditional => {}
    }
    p.parse_optional_attr_dict(st)?;
    let types = p.parse_colon_type_list()?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    st.operands = p.resolve_operands(&operands, &types, loc)?;
    st.result_types.push(result);
    Ok(())
}

/// Prints `stream.vector_intra_slice_branch`.
pub fn print_branch(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op).to_vec();
    let types: Vec<_> = operands.iter().map(|&o| ctx.value_type(o)).collect();
    let rty = ctx.value_type(ctx.result(op, 0));
    let mode = ops::VectorBranch(op).mode(ctx);
    let axis = attr_str(ctx, op, "axis").map(str::to_string);
    let cmp = attr_str(ctx, op, "cmp").map(str::to_string);
    if let Some(&x) = operands.first() {
        p.write_str(" ");
        p.print_operand(x);
    }
    p.write_str(" ");
    p.write_str(mode.keyword());
    if let Some(a) = &axis {
        p.write_fmt(format_args!(" {a:?}"));
    }
    if let Some(c) = &cmp {
        p.write_fmt(format_args!(" [{c}]"));
    }
    if let Some(&ids) = operands.get(1) {
        p.write_str(" ");
        p.print_operand(ids);
    }
    p.print_optional_attr_dict(op, &["mode", "axis", "cmp"]);
    p.write_str(" : ");
    p.print_type_list(&types);
    p.write_str(" -> ");
    p.print_type(rty);
}

fn attr_str<'c>(ctx: &'c Context, op: OpId, name: &str) -> Option<&'c str> {
    ctx.attr(op, name).and_then(|a| ctx.attr_str(a))
}

/// Parses an optional `group [g, ...]` into the `group` attribute (a bit set).
pub fn parse_group(p: &mut AsmParser<'_>, st: &mut OperationState) -> ParseResult<()> {
    if !p.parse_optional_keyword("group") {
        return Ok(());
    }
    parse_group_ids(p, st)
}

/// Parses `[g, ...]` (after the `group` keyword) into the `group` attribute (a bit set of
/// ExecutionIds, each 0..=15).
pub fn parse_group_ids(p: &mut AsmParser<'_>, st: &mut OperationState) -> ParseResult<()> {
    p.parse_lsquare()?;
    let mut mask: i64 = 0;
    loop {
        let at = p.current_loc();
        let g = p.parse_integer()?;
        if !(0..i128::from(visa_tcp::vector_branch::EXECUTION_IDS)).contains(&g) {
            return Err(p.emit_error_at(
                at,
                format!("ExecutionId {g} is out of range: ExecutionIds are 4 bits, 0..=15 (manual: Computing Tensors › Vector Engine › Constraints)"),
            ));
        }
        mask |= 1 << g;
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rsquare()?;
    let i64t = p.ctx().integer_type(64);
    let a = p.ctx().int_attr(i128::from(mask), i64t);
    st.add_attr(p.ctx(), "group", a);
    Ok(())
}

/// The group set of `op` (its `group` attribute), `None` when it applies to every element.
pub fn group(ctx: &Context, op: OpId) -> Option<i64> {
    ctx.attr(op, "group")
        .and_then(|a| ctx.attr_int(a))
        .map(|v| v as i64)
}

/// Whether `op` is a masked op (`MaskMulF`, `MaskFmaF`, L4897–4898, L4904): the elements
/// outside its group set become +0.0 (docs/decisions.md C9A-8).
pub fn masked(ctx: &Context, op: OpId) -> bool {
    let kw = attr_str(ctx, op, "op").unwrap_or("");
    let fp = crate::vector_ops::stage_of(ctx, op) == Some(VeStage::Fp);
    fp && (visa_tcp::FpBinaryOp::from_keyword(kw).is_some_and(|o| o.masked())
        || visa_tcp::FpTernaryOp::from_keyword(kw).is_some_and(|o| o.masked()))
}

/// Prints ` group [g, ...]` when `op` has a group set.
pub fn print_group(p: &mut AsmPrinter<'_>, op: OpId) {
    if let Some(m) = group(p.ctx(), op) {
        let gs: Vec<String> = (0..16)
            .filter(|g| m >> g & 1 == 1)
            .map(|g| g.to_string())
            .collect();
        p.write_fmt(format_args!(" group [{}]", gs.join(", ")));
    }
}

// ---------------------------------------------------------------------------------------
// Verification.

/// The branch op of `op`'s pass and whether an intra-slice reduce lies between them.
pub fn branch_of(ctx: &Context, op: OpId) -> Option<(OpId, bool)> {
    let mut reduced = false;
    let mut cur = ctx.operands(op).first().and_then(|&x| ctx.defining_op(x));
    while let Some(prev) = cur {
        if ops::VectorBranch::matches(ctx, prev).is_some() || crate::two_group::is_unzip(ctx, prev)
        {
            return Some((prev, reduced));
        }
        if crate::vector_ops::stage_of(ctx, prev) == Some(VeStage::IntraSliceReduce)
            || crate::two_group::is_zip(ctx, prev)
        {
            reduced = true;
        }
        cur = ctx.operands(prev).first().and_then(|&x| ctx.defining_op(x));
    }
    None
}

/// The InputCmps of a `comparison` branch op.
pub fn cmps(ctx: &Context, op: OpId) -> Result<Vec<Cmp>, Diagnostic> {
    parse_cmps(attr_str(ctx, op, "cmp").unwrap_or("")).map_err(|e| ctx.op_error(op, e))
}

/// The ExecutionIds the branch op `b` can assign (bit `g` for id `g`).
pub fn reachable(ctx: &Context, b: OpId) -> u16 {
    if crate::two_group::is_unzip(ctx, b) {
        return 0b11; // group 0 and group 1 (docs/decisions.md T9G-1)
    }
    let mode = ops::VectorBranch(b).mode(ctx);
    let n = cmps(ctx, b).map_or(0, |c| c.len());
    reachable_ids(to_tcp(mode), n)
}

/// The hardware model's keyword of a stream branch mode.
pub fn to_tcp(m: BranchMode) -> visa_tcp::BranchMode {
    visa_tcp::BranchMode::from_keyword(m.keyword()).expect("the same keywords")
}

/// An op's `group` (E-VE-9, L5255): a non-empty set of 4-bit ExecutionIds that the pass's
/// branch mode can assign, on an op with an operand (`VeBranchOperand::group(operand,
/// g)`, L5061–5062), before any intra-slice reduce (C9A-4).
pub fn check_groups(ctx: &Context, op: OpId) -> R {
    let Some(m) = group(ctx, op) else {
        if masked(ctx, op) {
            return Err(ctx.op_error(op, "a masked op (mask_mul_f0, mask_mul_f1, mask_fma_f) takes its mask from a group set: add `group [g, ...]` (docs/decisions.md C9A-8)"));
        }
        return Ok(());
    };
    if !(1..=i64::from(ALL_GROUPS)).contains(&m) {
        return Err(ctx.op_error(op, format!("group set {m:#x} must name 1 to 16 ExecutionIds 0..=15 (manual: Computing Tensors › Vector Engine › Constraints)")));
    }
    let has_operand = ctx.operands(op).len() > 1
        || ctx.attr(op, "imm0").is_some()
        || ctx.attr(op, "imm").is_some();
    // In two-group mode a unary op takes one flag per group (`vector_fp_unary(Exp, true,
    // false)`, L5236–5249): a group set without an operand (docs/decisions.md T9G-1).
    if !has_operand && crate::two_group::unzip_of(ctx, op).is_none() {
        return Err(ctx.op_error(op, "only an op with an operand can be restricted to ExecutionId groups (`VeBranchOperand::group(operand, g)`, manual: Computing Tensors › Vector Engine › Intra-Slice Block › Operands)"));
    }
    let Some((b, reduced)) = branch_of(ctx, op) else {
        return Err(ctx.op_error(op, "a group set needs the pass's vector_intra_slice_branch"));
    };
    if reduced {
        return Err(ctx.op_error(op, "after an intra-slice reduce the elements have no ExecutionId: a group set is not allowed (docs/decisions.md C9A-4)"));
    }
    let reach = reachable(ctx, b);
    if (m as u16) & !reach != 0 {
        let mode = if crate::two_group::is_unzip(ctx, b) {
            "unzip"
        } else {
            ops::VectorBranch(b).mode(ctx).keyword()
        };
        let ids: Vec<String> = (0..16)
            .filter(|g| reach >> g & 1 == 1)
            .map(|g: i32| g.to_string())
            .collect();
        return Err(ctx.op_error(op, format!("the group set names an ExecutionId the `{mode}` branch never assigns (it assigns {}) (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)", ids.join(", "))));
    }
    Ok(())
}

/// `stream.vector_intra_slice_branch` (L4793–4802): the mode's parameters, at most 4
/// InputCmps with sides the compiler can read (a value against a literal of the stream's
/// type, an axis index against a literal or an index), axes of the stream, the `vrf`
/// mode's i32 VRF tensor laid out as the stream.
pub fn verify_branch(ctx: &Context, op: OpId) -> R {
    let (axes, i, o) = v::stream_step(ctx, op)?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    v::check_mapping(ctx, op, &i, &o, &[3, 4], "the branch keeps the stream")?;
    let mode = ops::VectorBranch(op).mode(ctx);
    let has = |n: &str| ctx.attr(op, n).is_some();
    let want_axis = matches!(mode, BranchMode::AxisToggle | BranchMode::ValidCount);
    let want_cmp = mode == BranchMode::Comparison;
    let want_ids = mode == BranchMode::Vrf;
    if has("axis") != want_axis
        || has("cmp") != want_cmp
        || (ctx.operands(op).len() == 2) != want_ids
    {
        return Err(ctx.op_error(op, format!("branch mode `{}` takes {} (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)", mode.keyword(), match mode {
            BranchMode::AxisToggle | BranchMode::ValidCount => "an axis name",
            BranchMode::Comparison => "a list of InputCmps",
            BranchMode::Vrf => "a VRF tensor of ExecutionIds",
            _ => "no parameter",
        })));
    }
    match mode {
        BranchMode::Unconditional => Ok(()),
        BranchMode::ValidCount => {
            let a = attr_str(ctx, op, "axis").unwrap_or("");
            crate::valid_count_branch::vcg(&i, a)
                .map(|_| ())
                .map_err(|e| ctx.op_error(op, e))
        }
        BranchMode::AxisToggle => {
            let a = attr_str(ctx, op, "axis").unwrap_or("");
            axis_index(&i, a)
                .map(|_| ())
                .map_err(|e| ctx.op_error(op, e))
        }
        BranchMode::Comparison => {
            let cs = cmps(ctx, op)?;
            if cs.is_empty() || cs.len() > INPUT_CMPS {
                return Err(ctx.op_error(op, format!("the comparison mode takes 1 to {INPUT_CMPS} InputCmps (`Comparison([InputCmp; 4])`), got {} ({CITE})", cs.len())));
            }
            let f32s = v::dtype_name(ctx, i.ty.dtype) == "f32";
            for c in &cs {
                input_cmp(c, &i, f32s).map_err(|e| ctx.op_error(op, e))?;
            }
            Ok(())
        }
        BranchMode::Vrf => {
            let ids = resolve_mem(
                ctx,
                op,
                &axes,
                v::operand_ty(ctx, op, 1),
                "the ExecutionId tensor",
            )?;
            if ids.ty.tier != Tier::Vrf || v::dtype_name(ctx, ids.ty.dtype) != "i32" {
                return Err(ctx.op_error(op, "the vrf mode reads its ExecutionIds from an i32 VRF tensor, as the Branch Logger writes them (docs/decisions.md C9A-3)"));
            }
            v::check_vrf_placement(ctx, op, &ids, &i, "stream")
        }
    }
}

/// The hardware form of one InputCmp on stream `i`, or why it is not readable.
fn input_cmp(c: &Cmp, i: &Stream, f32s: bool) -> Result<InputCmp, String> {
    let lit = |v: f64, value: bool| -> Result<CmpSide, String> {
        if value && f32s {
            let g = v as f32;
            if !g.is_finite() {
                return Err(format!("{v} is not a finite f32 (docs/decisions.md C9-7)"));
            }
            Ok(CmpSide::Imm(g.to_bits() as i32))
        } else {
            if v.fract() != 0.0 || v < f64::from(i32::MIN) || v > f64::from(i32::MAX) {
                return Err(format!("{v} is not an i32 (InputCmp `{c}`)"));
            }
            Ok(CmpSide::Imm(v as i32))
        }
    };
    let value = c.lhs == Side::Value || c.rhs == Side::Value;
    let index = matches!(c.lhs, Side::Axis(_)) || matches!(c.rhs, Side::Axis(_));
    if value == index {
        return Err(format!("InputCmp `{c}` must compare the value `x` with a literal, or an axis index `idx(A)` with a literal or another index (docs/decisions.md C9A-2)"));
    }
    if c.lhs == Side::Value && c.rhs == Side::Value {
        return Err(format!("InputCmp `{c}` compares the value with itself"));
    }
    let side = |s: &Side| -> Result<CmpSide, String> {
        Ok(match s {
            Side::Value => CmpSide::Value,
            Side::Lit(v) => lit(*v, value)?,
            Side::Axis(a) => CmpSide::Index(axis_index(i, a)?),
        })
    };
    Ok(InputCmp {
        lhs: side(&c.lhs)?,
        op: c.op,
        rhs: side(&c.rhs)?,
    })
}

/// The index of `axis` at an element's position on stream `i` (Way8, at the branch): the
/// axis's digits in Cluster, Slice, Time and Packet, from the mappings' digit forms.
pub fn axis_index(i: &Stream, axis: &str) -> Result<AxisIndex, String> {
    if i.maps[0].symbols().iter().any(|s| s.axis.as_str() == axis) {
        return Err(format!(
            "axis {axis} lies in Chip; ExecutionIds read Cluster, Slice, Time and Packet only"
        ));
    }
    let mut terms = Vec::new();
    for (k, coord) in [
        (1, Coord::Cluster),
        (2, Coord::Slice),
        (3, Coord::Time),
        (4, Coord::Lane),
    ] {
        let m = &i.maps[k];
        if !m.symbols().iter().any(|s| s.axis.as_str() == axis) {
            continue;
        }
        let (digits, offset) = visa_mapping::factor::digits(m).map_err(|e| e.to_string())?;
        if offset != 0 {
            return Err(format!("the {coord} mapping {m} starts at position {offset}; an axis index needs a mapping without left padding"));
        }
        for d in digits.iter().filter(|d| d.axis.as_str() == axis) {
            terms.push(IndexTerm {
                coord,
                div: d.position_stride,
                count: d.count,
                weight: d.stride,
            });
        }
    }
    if terms.is_empty() {
        return Err(format!(
            "axis {axis} is not an axis of the stream ({})",
            geom::list(&i.maps)
        ));
    }
    Ok(AxisIndex { terms })
}

/// The hardware form of the branch op `op` (its mode and parameters; `ids` the `vrf`
/// mode's resolved VRF tensor).
pub fn hw_branching(
    ctx: &Context,
    op: OpId,
    ids: Option<VeOperand>,
) -> Result<(visa_tcp::BranchMode, Branching), Diagnostic> {
    let axes = geom::axes(ctx, op)?;
    let i = geom::resolve_stream(ctx, op, &axes, v::operand_ty(ctx, op, 0), "the input")?;
    let mode = ops::VectorBranch(op).mode(ctx);
    let mut b = Branching::default();
    match mode {
        BranchMode::AxisToggle => {
            let a = attr_str(ctx, op, "axis").unwrap_or("");
            b.toggle = Some(axis_index(&i, a).map_err(|e| ctx.op_error(op, e))?);
        }
        BranchMode::Comparison => {
            let f32s = v::dtype_name(ctx, i.ty.dtype) == "f32";
            for c in cmps(ctx, op)? {
                b.cmps
                    .push(input_cmp(&c, &i, f32s).map_err(|e| ctx.op_error(op, e))?);
            }
        }
        BranchMode::Vrf => {
            b.ids =
                Some(ids.ok_or_else(|| {
                    ctx.op_error(op, "the vrf mode's ExecutionIds are not placed")
                })?);
        }
        BranchMode::ValidCount => {
            let a = attr_str(ctx, op, "axis").unwrap_or("");
            b.vcg = Some(crate::valid_count_branch::vcg(&i, a).map_err(|e| ctx.op_error(op, e))?);
        }
        BranchMode::Unconditional => {}
    }
    Ok((to_tcp(mode), b))
}

visa_ir::op! {
    /// `%ids = stream.vector_branch_log %x : T -> U`: the Branch Logger (L4802): each
    /// element becomes its ExecutionId, an i32 in 0..=15, for a later pass's `vrf` branch
    /// mode (after `vector_final` and `to_vrf`). Right after the branch (docs/decisions.md
    /// C9A-3).
    pub struct VectorBranchLog = "stream.vector_branch_log" {
        summary: "the Branch Logger: each element becomes its ExecutionId",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        verify: verify_branch_log,
        interfaces: [
            PipelineStage = PipelineStage {
                engine: Engine::Vector,
                input: StageInput::Stream(&[Position::VectorBranch]),
                output: StageOutput::Stream(Position::VectorBranch),
            },
            crate::vector_ops::VeStageOf = crate::vector_ops::VeStageOf(VeStage::BranchLog),
            Semantics = Semantics::Eval(crate::interp::branch::branch_log),
        ],
        format: "$input attr-dict `:` type($input) `->` type($output)",
    }
}

/// Reads the `vrf` mode's ExecutionId tensor (operand 1).
pub const READS_IDS: MemoryEffects = MemoryEffects(&[Effect::read(1)]);

fn verify_branch_log(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = v::stream_step(ctx, op)?;
    v::check_mapping(
        ctx,
        op,
        &i,
        &o,
        &[3, 4],
        "the Branch Logger keeps the stream's mappings",
    )?;
    let (a, b) = (
        v::dtype_name(ctx, i.ty.dtype),
        v::dtype_name(ctx, o.ty.dtype),
    );
    if (a != "i32" && a != "f32") || b != "i32" {
        return Err(ctx.op_error(op, format!("the Branch Logger turns an i32 or f32 stream into i32 ExecutionIds, got {a} to {b} (docs/decisions.md C9A-3)")));
    }
    crate::vector_ops::check_stage_order(ctx, op)?;
    crate::two_group::check_not_paired(ctx, op, "the Branch Logger")?;
    if branch_of(ctx, op).is_none() {
        return Err(ctx.op_error(
            op,
            "the Branch Logger needs the pass's vector_intra_slice_branch",
        ));
    }
    Ok(())
}
