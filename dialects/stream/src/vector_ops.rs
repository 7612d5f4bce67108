//! The Vector Engine's intra-slice stages beyond `vector_fxp` (L4729–4976), as stream ops:
//! logic, fxp↔fp conversions, narrow (`split`, `trim_way4`), the float cluster
//! (`fp_unary`, `fp_binary`, `fp_ternary`), `fp_div`, widen (`concat`, `pad_way8`) and
//! clip. Each op is declared once here with its interfaces (stage, ALU, memory effects,
//! interpreter semantics) and verified against the manual's constraints: element type,
//! Way (packets of 8 or 4 lanes), stage order, operands, and each ALU once per pass.
//!
//! Syntax, after the manual's calls (`vector_fp_binary(FpBinaryOp::MulF(Mul0), 2.0)`):
//!
//! ```text
//! %y = stream.vector_logic bit_and %x, 255 : !vb -> !vb
//! %y = stream.vector_fxp_to_fp %x, 31 : !vb_i32 -> !vb_f32
//! %y = stream.vector_trim_way4 %x : !vb8 -> !vb4
//! %y = stream.vector_fp_unary sigmoid %x : !vb4 -> !vb4
//! %y = stream.vector_fp_binary mul_f0 %x, 2.0 : !vb4 -> !vb4
//! %y = stream.vector_fp_binary sub_f %x, 7.0 mode mode10 : !vb4 -> !vb4
//! %y = stream.vector_fp_ternary fma_f %x, %gamma, 0.5 : !vb4, !vrf -> !vb4
//! %y = stream.vector_fp_div %x, %v : !vb4, !vrf -> !vb4
//! %y = stream.vector_pad_way8 %x : !vb4 -> !vb8
//! %y = stream.vector_clip max %x, 0.0 : !vb -> !vb
//! %s = stream.vector_stash %x : !vb -> !vb
//! %y = stream.vector_clip max %w, %s : !vb, !vb -> !vb        // max(w, stash)
//! ```
//!
//! An operand is an immediate (an integer for logic ops and i32 clips, a finite float
//! literal on f32 streams, stored as its 32 bits in `imm0`/`imm1`), a VRF tensor or the
//! pass's stash (a `vector_stash` result; both SSA operands, in order). Decisions where the manual is silent: docs/decisions.md C9-1…C9-8.

use crate::geom::{self, equivalent, resolve_mem, Stream};
use crate::interfaces::{
    AluUse, Effect, Engine, MemoryEffects, PipelineStage, StageInput, StageOutput,
};
use crate::interp::Semantics;
use crate::types::{bytes_of, Position, Tier};
use crate::verify as v;
use visa_ir::ods;
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, Context, Diagnostic, OpDef, OpId, OperationState, Type, Value};
use visa_tcp::{
    ArgMode, ClipOp, FpBinaryOp, FpTernaryOp, FpUnaryOp, FxpAlu, LogicOp, VeOp, VeOperand, VeStage,
    VeType, WayChange,
};

type R = Result<(), Diagnostic>;

/// Which stage of the intra-slice block an op belongs to (L4733–4747), for the
/// stage-order rule (a pass only moves forward; only Logic, Fxp, Fp and Clip repeat).
#[derive(Copy, Clone)]
pub struct VeStageOf(pub VeStage);

impl std::fmt::Debug for VeStageOf {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "VeStageOf({})", self.0)
    }
}

/// The stage of `op`, asking its [`VeStageOf`].
pub fn stage_of(ctx: &Context, op: OpId) -> Option<VeStage> {
    ctx.interface::<VeStageOf>(op).map(|s| s.0)
}

const BLOCK: PipelineStage = PipelineStage {
    engine: Engine::Vector,
    input: StageInput::Stream(&[Position::VectorBranch]),
    output: StageOutput::Stream(Position::VectorBranch),
};

/// Reads VRF operands 1 and 2 (as many as the op has).
const READS_VRF: MemoryEffects = MemoryEffects(&[Effect::read(1), Effect::read(2)]);

/// Declares an op `%y = NAME [OP] %x [, operands] [mode M] : types -> type` of this module.
macro_rules! ve_op {
    ($(#[$m:meta])* $name:ident = $opname:literal, $summary:literal, stage: $stage:expr,
     attrs: [$($attrs:tt)*], form: $form:expr, verify: $verify:path, alu: $alu:expr,
     eval: $eval:path) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $opname {
                summary: $summary,
                parents: [crate::ops::Kernel::NAME],
                operands: [input: single, vrf: variadic],
                results: [output: single],
                attrs: [$($attrs)*],
                verify: $verify,
                interfaces: [
                    PipelineStage = BLOCK,
                    MemoryEffects = READS_VRF,
                    AluUse = AluUse($alu),
                    VeStageOf = VeStageOf($stage),
                    Semantics = Semantics::Eval($eval),
                ],
                parse: |p, st| parse_form(p, st, &$form),
                print: |p, op| print_form(p, op, &$form),
            }
        }
    };
}

/// Declares a narrow/widen op `%y = NAME %x : T -> U`.
macro_rules! way_op {
    ($(#[$m:meta])* $name:ident = $opname:literal, $summary:literal, $stage:expr, $verify:path) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $opname {
                summary: $summary,
                parents: [crate::ops::Kernel::NAME],
                operands: [input: single],
                results: [output: single],
                verify: $verify,
                interfaces: [
                    PipelineStage = BLOCK,
                    VeStageOf = VeStageOf($stage),
                    Semantics = Semantics::Move,
                ],
                format: "$input attr-dict `:` type($input) `->` type($output)",
            }
        }
    };
}

/// The custom syntax of an op: its op keyword (if any), its operand slots, whether it
/// takes `mode`, and how immediates are written.
pub struct Form {
    /// The keywords of the `op` attribute, `None` when the op has no op keyword.
    pub ops: Option<&'static [&'static str]>,
    /// Operand slots after the stream (0, 1 or 2).
    pub slots: usize,
    /// Whether `mode KW` may follow.
    pub mode: bool,
    /// Integer-only immediates (logic ops; the conversions' `int_width`).
    pub int: bool,
    /// The single slot is `int_width` (conversions), never a VRF tensor.
    pub int_width: bool,
}

ve_op!(
    /// `%y = stream.vector_logic OP %x, OPERAND`: bitwise ops (L4806–4820).
    VectorLogic = "stream.vector_logic", "a logic-cluster op: bitwise and/or/xor or a shift",
    stage: VeStage::Logic,
    attrs: [op: enum(LogicOp, "logic op"), imm0: i32 [optional]],
    form: Form { ops: Some(LogicOp::KEYWORDS), slots: 1, mode: false, int: true, int_width: false },
    verify: verify_same_shape, alu: |ctx, op| LogicOp::from_keyword(op_kw(ctx, op)?).map(LogicOp::alu),
    eval: crate::interp::vector::eval
);

ve_op!(
    /// `%y = stream.vector_fxp_to_fp %x, INT_WIDTH`: i32 to f32 (L4838).
    VectorFxpToFp = "stream.vector_fxp_to_fp", "converts an i32 stream to f32",
    stage: VeStage::FxpToFp,
    attrs: [int_width: i64],
    form: Form { ops: None, slots: 1, mode: false, int: true, int_width: true },
    verify: verify_convert, alu: |_, _| None,
    eval: crate::interp::vector::eval
);

way_op!(
    /// `%y = stream.vector_split %x`: one 8-lane flit becomes two 4-lane packets,
    /// `[T], [P] -> [T, P / 4], [P % 4]` (L4842–4865).
    VectorSplit = "stream.vector_split", "Narrow: splits each flit into two Way4 packets",
    VeStage::Narrow, verify_way
);
way_op!(
    /// `%y = stream.vector_trim_way4 %x`: keeps lanes 0–3, which must hold every element
    /// (`[T], [P # 8] -> [T], [P # 4]`, L4866–4872).
    VectorTrimWay4 = "stream.vector_trim_way4", "Narrow: keeps the lower 4 lanes",
    VeStage::Narrow, verify_way
);

ve_op!(
    /// `%y = stream.vector_fp_unary OP %x` (L4879–4889).
    VectorFpUnary = "stream.vector_fp_unary", "a float-cluster unary op",
    stage: VeStage::Fp,
    attrs: [op: enum(FpUnaryOp, "floating-point unary op")],
    form: Form { ops: Some(FpUnaryOp::KEYWORDS), slots: 0, mode: false, int: false, int_width: false },
    verify: verify_same_shape, alu: |ctx, op| FpUnaryOp::from_keyword(op_kw(ctx, op)?).map(FpUnaryOp::alu),
    eval: crate::interp::vector::eval
);

ve_op!(
    /// `%y = stream.vector_fp_binary OP %x, OPERAND [mode M]` (L4891–4899, L5100–5134).
    VectorFpBinary = "stream.vector_fp_binary", "a float-cluster binary op",
    stage: VeStage::Fp,
    attrs: [op: enum(FpBinaryOp, "floating-point binary op"), imm0: i32 [optional],
            mode: enum(ArgMode, "argument mode") [optional]],
    form: Form { ops: Some(FpBinaryOp::KEYWORDS), slots: 1, mode: true, int: false, int_width: false },
    verify: verify_same_shape, alu: |ctx, op| FpBinaryOp::from_keyword(op_kw(ctx, op)?).map(FpBinaryOp::alu),
    eval: crate::interp::vector::eval
);

ve_op!(
    /// `%y = stream.vector_fp_ternary OP %x, OPERAND0, OPERAND1`: `x * o0 + o1`
    /// (`Mode012`, L4901–4904, L5100–5115).
    VectorFpTernary = "stream.vector_fp_ternary", "a float-cluster ternary op (fused multiply-add)",
    stage: VeStage::Fp,
    attrs: [op: enum(FpTernaryOp, "floating-point ternary op"), imm0: i32 [optional], imm1: i32 [optional]],
    form: Form { ops: Some(FpTernaryOp::KEYWORDS), slots: 2, mode: false, int: false, int_width: false },
    verify: verify_same_shape, alu: |_, _| Some(FxpAlu::FpFma),
    eval: crate::interp::vector::eval
);

ve_op!(
    /// `%y = stream.vector_fp_div %x, OPERAND [mode M]`: the dedicated division stage
    /// (`FpDivBinaryOp::DivF`, L4916–4918).
    VectorFpDiv = "stream.vector_fp_div", "the FpDiv stage: floating-point division",
    stage: VeStage::FpDiv,
    attrs: [imm0: i32 [optional], mode: enum(ArgMode, "argument mode") [optional]],
    form: Form { ops: None, slots: 1, mode: true, int: false, int_width: false },
    verify: verify_same_shape, alu: |_, _| None,
    eval: crate::interp::vector::eval
);

way_op!(
    /// `%y = stream.vector_concat %x`: two 4-lane packets back into one flit, reversing
    /// `vector_split` (L4933–4939).
    VectorConcat = "stream.vector_concat", "Widen: merges two Way4 packets into a flit",
    VeStage::Widen, verify_way
);
way_op!(
    /// `%y = stream.vector_pad_way8 %x`: 4 lanes back to 8 with 4 invalid lanes, reversing
    /// `vector_trim_way4` (L4940–4946).
    VectorPadWay8 = "stream.vector_pad_way8", "Widen: pads a Way4 packet to 8 lanes",
    VeStage::Widen, verify_way
);

ve_op!(
    /// `%y = stream.vector_fp_to_fxp %x, INT_WIDTH`: f32 to i32 (L4949).
    VectorFpToFxp = "stream.vector_fp_to_fxp", "converts an f32 stream to i32",
    stage: VeStage::FpToFxp,
    attrs: [int_width: i64],
    form: Form { ops: None, slots: 1, mode: false, int: true, int_width: true },
    verify: verify_convert, alu: |_, _| None,
    eval: crate::interp::vector::eval
);

visa_ir::op! {
    /// `%y = stream.vector_intra_slice_reduce OP %x over "R" : T -> U`: reduces axis `R`
    /// over its Time factors, lane by lane in Time order (L5278–5573), or over the packet's
    /// lanes too (`lane_tree`); `R`'s Slice factors stay, one partial per slice (decision
    /// T10R-3). `U`'s Time is `T`'s without `R`'s factors, everything else kept. Way4.
    pub struct VectorIntraSliceReduce = "stream.vector_intra_slice_reduce" {
        summary: "the intra-slice reduce over an axis in Time",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [op: enum(visa_tcp::ReduceOp, "intra-slice reduce op"), axis: string],
        verify: verify_reduce,
        interfaces: [
            PipelineStage = BLOCK,
            VeStageOf = VeStageOf(VeStage::IntraSliceReduce),
            Semantics = Semantics::Eval(crate::interp::vector::reduce),
        ],
        format: "$op $input `over` $axis attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%s = stream.vector_stash %x : T -> T`: snapshots the stream for a later op to read
    /// as an operand (`Stash`, L4977–5051). The result continues the stream and is also
    /// the stash: a later binary or ternary op of the pass names it as an operand.
    pub struct VectorStash = "stream.vector_stash" {
        summary: "snapshots the stream for a later op's Stash operand",
        parents: [crate::ops::Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        verify: verify_stash,
        interfaces: [
            PipelineStage = BLOCK,
            Semantics = Semantics::Move,
        ],
        format: "$input attr-dict `:` type($input) `->` type($output)",
    }
}

ve_op!(
    /// `%y = stream.vector_clip OP %x, OPERAND` (L4957–4972).
    VectorClip = "stream.vector_clip", "a clip-cluster op: min, max, abs_min, abs_max or add",
    stage: VeStage::Clip,
    attrs: [op: enum(ClipOp, "clip op"), imm0: i32 [optional]],
    form: Form { ops: Some(ClipOp::KEYWORDS), slots: 1, mode: false, int: false, int_width: false },
    verify: verify_same_shape, alu: |ctx, op| ClipOp::from_keyword(op_kw(ctx, op)?).map(ClipOp::alu),
    eval: crate::interp::vector::eval
);

/// The ops of this module, for the dialect's op list.
pub fn ops() -> Vec<OpDef> {
    vec![
        VectorLogic::def(),
        VectorFxpToFp::def(),
        VectorSplit::def(),
        VectorTrimWay4::def(),
        VectorFpUnary::def(),
        VectorFpBinary::def(),
        VectorFpTernary::def(),
        VectorFpDiv::def(),
        VectorConcat::def(),
        VectorPadWay8::def(),
        VectorFpToFxp::def(),
        VectorClip::def(),
        VectorStash::def(),
        VectorIntraSliceReduce::def(),
    ]
}

fn op_kw(ctx: &Context, op: OpId) -> Option<&str> {
    ods::attr_value::<ods::Str>(ctx, op, "op")
}

fn imm(ctx: &Context, op: OpId, slot: usize) -> Option<i32> {
    let a = ctx.attr(op, if slot == 0 { "imm0" } else { "imm1" })?;
    ctx.attr_int(a).map(|v| v as i32)
}

/// One operand of a vector op: an immediate (32 bits) or the `k`-th VRF operand (the
/// op's operand `k + 1`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Slot {
    /// An immediate's bits.
    Imm(i32),
    /// The VRF operand at this operand index.
    Vrf(usize),
}

/// The operand slots of `op` in order: the immediates where `imm0`/`imm1` are set, the
/// VRF operands (in order) elsewhere.
pub fn slots(ctx: &Context, op: OpId) -> Vec<Slot> {
    let n = slot_count(ctx, op);
    let mut next = 1;
    (0..n)
        .map(|s| match imm(ctx, op, s) {
            Some(b) => Slot::Imm(b),
            None => {
                next += 1;
                Slot::Vrf(next - 1)
            }
        })
        .collect()
}

fn slot_count(ctx: &Context, op: OpId) -> usize {
    if VectorFpTernary::matches(ctx, op).is_some() {
        2
    } else if VectorFpUnary::matches(ctx, op).is_some()
        || VectorFxpToFp::matches(ctx, op).is_some()
        || VectorFpToFxp::matches(ctx, op).is_some()
    {
        0
    } else {
        1
    }
}

/// The argument mode of `op` (`mode01` when not written).
pub fn mode(ctx: &Context, op: OpId) -> ArgMode {
    ods::attr_value::<ods::Str>(ctx, op, "mode")
        .and_then(ArgMode::from_keyword)
        .unwrap_or(ArgMode::Mode01)
}

/// The hardware form of a vector op of this module, its operands given (`vrf[k]` for
/// the op's operand `k + 1`); `None` for another op or a malformed one.
pub fn ve_op(ctx: &Context, op: OpId, vrf: &[VeOperand]) -> Option<VeOp> {
    let sl = slots(ctx, op);
    let operand = |i: usize| -> Option<VeOperand> {
        Some(match *sl.get(i)? {
            Slot::Imm(b) => VeOperand::Imm(b),
            Slot::Vrf(k) => *vrf.get(k - 1)?,
        })
    };
    let width =
        || -> Option<u8> { u8::try_from(ods::attr_value::<ods::I64>(ctx, op, "int_width")?).ok() };
    let kw = || op_kw(ctx, op);
    Some(if VectorStash::matches(ctx, op).is_some() {
        VeOp::Stash
    } else if crate::branch::VectorBranchLog::matches(ctx, op).is_some() {
        VeOp::BranchLog
    } else if crate::filter::VectorFilter::matches(ctx, op).is_some() {
        VeOp::Filter {
            capacity: crate::filter::capacity(ctx, op)?,
        }
    } else if let Some(r) = VectorIntraSliceReduce::matches(ctx, op) {
        let axes = geom::axes(ctx, op).ok()?;
        let i =
            geom::resolve_stream(ctx, op, &axes, v::operand_ty(ctx, op, 0), "the input").ok()?;
        VeOp::IntraSliceReduce {
            op: r.op(ctx),
            time: crate::lane_tree::any_reduce_time(&i, r.axis(ctx)).ok()?,
            valid: crate::valid_count::for_reduce(ctx, op, r.axis(ctx))
                .ok()?
                .map(|v| v.config),
        }
    } else if VectorLogic::matches(ctx, op).is_some() {
        VeOp::Logic {
            op: LogicOp::from_keyword(kw()?)?,
            operand: operand(0)?,
        }
    } else if VectorFxpToFp::matches(ctx, op).is_some() {
        VeOp::FxpToFp {
            int_width: width()?,
        }
    } else if VectorFpToFxp::matches(ctx, op).is_some() {
        VeOp::FpToFxp {
            int_width: width()?,
        }
    } else if VectorSplit::matches(ctx, op).is_some() {
        VeOp::Narrow(WayChange::Split)
    } else if VectorTrimWay4::matches(ctx, op).is_some() {
        VeOp::Narrow(WayChange::Trim)
    } else if VectorConcat::matches(ctx, op).is_some() {
        VeOp::Widen(WayChange::Split)
    } else if VectorPadWay8::matches(ctx, op).is_some() {
        VeOp::Widen(WayChange::Trim)
    } else if VectorFpUnary::matches(ctx, op).is_some() {
        VeOp::FpUnary {
            op: FpUnaryOp::from_keyword(kw()?)?,
        }
    } else if VectorFpBinary::matches(ctx, op).is_some() {
        VeOp::FpBinary {
            op: FpBinaryOp::from_keyword(kw()?)?,
            operand: operand(0)?,
            mode: mode(ctx, op),
        }
    } else if VectorFpTernary::matches(ctx, op).is_some() {
        VeOp::FpTernary {
            op: FpTernaryOp::from_keyword(kw()?)?,
            operands: [operand(0)?, operand(1)?],
        }
    } else if VectorFpDiv::matches(ctx, op).is_some() {
        VeOp::FpDiv {
            operand: operand(0)?,
            mode: mode(ctx, op),
        }
    } else if VectorClip::matches(ctx, op).is_some() {
        VeOp::Clip {
            op: ClipOp::from_keyword(kw()?)?,
            operand: operand(0)?,
        }
    } else {
        return None;
    })
}

// ---------------------------------------------------------------------------------------
// Syntax.

enum Lit {
    Int(i128),
    Float(f64),
}

fn parse_form(p: &mut AsmParser<'_>, st: &mut OperationState, form: &Form) -> ParseResult<()> {
    let loc = p.current_loc();
    if let Some(kws) = form.ops {
        let at = p.current_loc();
        let kw = p.parse_keyword_any()?;
        if !kws.contains(&kw) {
            return Err(p.emit_error_at(
                at,
                format!("unknown op `{kw}`; expected one of {}", kws.join(", ")),
            ));
        }
        let a = p.ctx().string_attr(kw);
        st.add_attr(p.ctx(), "op", a);
    }
    let x = p.parse_operand()?;
    let mut operands = vec![x];
    let mut lits: Vec<(usize, Lit, visa_ir::Location)> = Vec::new();
    for slot in 0..form.slots {
        p.parse_comma()?;
        if p.at_operand() && !form.int_width {
            operands.push(p.parse_operand()?);
            continue;
        }
        let at = p.current_loc();
        let lit = if form.int {
            Lit::Int(p.parse_integer()?)
        } else {
            Lit::Float(p.parse_float()?)
        };
        lits.push((slot, lit, at));
    }
    if form.mode && p.parse_optional_keyword("mode") {
        let at = p.current_loc();
        let kw = p.parse_keyword_any()?;
        if ArgMode::from_keyword(kw).is_none() {
            return Err(p.emit_error_at(
                at,
                format!(
                    "unknown argument mode `{kw}`; expected one of {}",
                    ArgMode::expected()
                ),
            ));
        }
        let a = p.ctx().string_attr(kw);
        st.add_attr(p.ctx(), "mode", a);
    }
    crate::branch::parse_group(p, st)?;
    p.parse_optional_attr_dict(st)?;
    let types = p.parse_colon_type_list()?;
    p.parse_arrow()?;
    let result = p.parse_type()?;
    st.operands = p.resolve_operands(&operands, &types, loc)?;
    st.result_types.push(result);
    let is_f32 = {
        let ctx = p.ctx();
        types
            .first()
            .and_then(|&t| ctx.type_as::<crate::types::StreamType>(t))
            .is_some_and(|s| ctx.type_to_string(s.dtype) == "f32")
    };
    for (slot, lit, at) in lits {
        let i32t = p.ctx().integer_type(32);
        let i64t = p.ctx().integer_type(64);
        if form.int_width {
            let Lit::Int(w) = lit else {
                unreachable!("int_width parses an integer")
            };
            let a = p.ctx().int_attr(w, i64t);
            st.add_attr(p.ctx(), "int_width", a);
            continue;
        }
        let bits: i32 = match lit {
            Lit::Int(v) => i32::try_from(v)
                .ok()
                .or_else(|| u32::try_from(v).ok().map(|u| u as i32))
                .ok_or_else(|| {
                    p.emit_error_at(at, format!("immediate {v} does not fit in 32 bits"))
                })?,
            Lit::Float(f) if is_f32 => {
                let g = f as f32;
                if !g.is_finite() {
                    return Err(p.emit_error_at(at, format!("immediate {f} is not a finite f32")));
                }
                g.to_bits() as i32
            }
            Lit::Float(f) => {
                if f.fract() != 0.0 || f < f64::from(i32::MIN) || f > f64::from(i32::MAX) {
                    return Err(p.emit_error_at(at, format!("immediate {f} is not an i32")));
                }
                f as i32
            }
        };
        let a = p.ctx().int_attr(i128::from(bits), i32t);
        st.add_attr(p.ctx(), if slot == 0 { "imm0" } else { "imm1" }, a);
    }
    Ok(())
}

/// An f32 written so that the parser reads back the same value (always with a `.`).
pub fn f32_literal(v: f32) -> String {
    let s = format!("{v:?}");
    match s.find('e') {
        Some(i) if !s[..i].contains('.') => format!("{}.0{}", &s[..i], &s[i..]),
        _ => s,
    }
}

fn print_form(p: &mut AsmPrinter<'_>, op: OpId, form: &Form) {
    let ctx = p.ctx();
    let mut elided = vec!["imm0", "imm1", "int_width", "group"];
    let kw = op_kw(ctx, op).map(str::to_string);
    let m = ods::attr_value::<ods::Str>(ctx, op, "mode").map(str::to_string);
    let operands: Vec<Value> = ctx.operands(op).to_vec();
    let result = ctx.result(op, 0);
    let types: Vec<Type> = operands.iter().map(|&o| ctx.value_type(o)).collect();
    let rty = ctx.value_type(result);
    let is_f32 = types
        .first()
        .and_then(|&t| ctx.type_as::<crate::types::StreamType>(t))
        .is_some_and(|s| ctx.type_to_string(s.dtype) == "f32");
    let sl = slots(ctx, op);
    let width = ods::attr_value::<ods::I64>(ctx, op, "int_width");
    if let Some(k) = &kw {
        elided.push("op");
        p.write_str(" ");
        p.write_str(k);
    }
    p.write_str(" ");
    if let Some(&x) = operands.first() {
        p.print_operand(x);
    }
    if form.int_width {
        if let Some(w) = width {
            p.write_fmt(format_args!(", {w}"));
        }
    }
    for s in sl {
        p.write_str(", ");
        match s {
            Slot::Imm(b) if is_f32 && !form.int => {
                p.write_str(&f32_literal(f32::from_bits(b as u32)))
            }
            Slot::Imm(b) => p.write_fmt(format_args!("{b}")),
            Slot::Vrf(k) => {
                if let Some(&v) = operands.get(k) {
                    p.print_operand(v);
                }
            }
        }
    }
    if let Some(m) = &m {
        elided.push("mode");
        p.write_str(" mode ");
        p.write_str(m);
    }
    crate::branch::print_group(p, op);
    p.print_optional_attr_dict(op, &elided);
    p.write_str(" : ");
    p.print_type_list(&types);
    p.write_str(" -> ");
    p.print_type(rty);
}

// ---------------------------------------------------------------------------------------
// Verification.

fn is_f32(ctx: &Context, s: &Stream) -> bool {
    v::dtype_name(ctx, s.ty.dtype) == "f32"
}

/// The Way of a 32-bit stream: its lanes per packet (8 or 4).
fn check_way(ctx: &Context, op: OpId, s: &Stream, way: u64, what: &str) -> R {
    let bytes = bytes_of(ctx, s.ty.dtype, s.packet().size());
    if bytes != way * 4 {
        let hint = if way == 4 {
            "narrow first with vector_split or vector_trim_way4"
        } else {
            "widen first with vector_concat or vector_pad_way8"
        };
        return Err(ctx.op_error(
            op,
            format!(
                "{what} runs in Way{way}: its packet must hold {way} 32-bit lanes, got {bytes} bytes; {hint} (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)"
            ),
        ));
    }
    Ok(())
}

/// The stage order (L4730, L4733–4747): the op before `op` in its pass must belong to an
/// earlier stage, or to the same stage when that stage has an ALU pool.
pub fn check_stage_order(ctx: &Context, op: OpId) -> R {
    let Some(me) = stage_of(ctx, op) else {
        return Ok(());
    };
    let Some(prev) = prev_in_pass(ctx, op) else {
        return Ok(());
    };
    let Some(before) = stage_of(ctx, prev) else {
        return Ok(());
    };
    if !before.may_precede(me) {
        return Err(ctx.op_error(
            op,
            format!(
                "the {me} stage cannot follow the {before} stage: the intra-slice stages run in a fixed order and only logic, fxp, fp and clip repeat (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)"
            ),
        ));
    }
    Ok(())
}

/// The op before `op` in its pass, looking through `vector_stash` (not a stage).
fn prev_in_pass(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut prev = ctx.operands(op).first().and_then(|&x| ctx.defining_op(x))?;
    while VectorStash::matches(ctx, prev).is_some() {
        prev = ctx
            .operands(prev)
            .first()
            .and_then(|&x| ctx.defining_op(x))?;
    }
    Some(prev)
}

/// The ops of `op`'s pass before it, nearest first, while they stay in the intra-slice
/// block.
fn pass_before(ctx: &Context, op: OpId) -> Vec<OpId> {
    let mut out = Vec::new();
    let mut cur = ctx.operands(op).first().and_then(|&x| ctx.defining_op(x));
    while let Some(prev) = cur {
        let in_block = ctx
            .interface::<PipelineStage>(prev)
            .is_some_and(|s| s.in_intra_slice_block());
        if !in_block {
            break;
        }
        out.push(prev);
        cur = ctx.operands(prev).first().and_then(|&x| ctx.defining_op(x));
    }
    out
}

/// `vector_stash` (L4977–4986): at a Stashable stage, one per pass, the stream unchanged.
fn verify_stash(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = v::stream_step(ctx, op)?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    v::check_mapping(ctx, op, &i, &o, &[3, 4], "vector_stash keeps the stream")?;
    crate::two_group::check_not_paired(ctx, op, "stash()")?;
    let stage = prev_in_pass(ctx, op)
        .and_then(|p| stage_of(ctx, p))
        .unwrap_or(VeStage::Branch);
    if !stage.stashable() {
        return Err(ctx.op_error(op, format!("vector_stash cannot follow the {stage} stage; the Stashable stages are branch, logic, fxp, narrow, fp, fp_div and clip (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)")));
    }
    if pass_before(ctx, op)
        .iter()
        .any(|&p| VectorStash::matches(ctx, p).is_some())
    {
        return Err(ctx.op_error(
            op,
            "a pass has a single stash slot; it already took a stash (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)",
        ));
    }
    Ok(())
}

/// A Stash operand (operand `k`, a `vector_stash` result): taken earlier in this pass, of
/// the stream's element type (L4981), and not consumed by an earlier op (L4984).
fn check_stash(ctx: &Context, op: OpId, k: usize, i: &Stream) -> R {
    let value = ctx.operand(op, k);
    let stash = ctx.defining_op(value).expect("checked by the caller");
    let before = pass_before(ctx, op);
    let Some(pos) = before.iter().position(|&p| p == stash) else {
        return Err(ctx.op_error(op, "the stash operand must come from a vector_stash earlier in the same pass (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)"));
    };
    let ty = ctx.value_type(value);
    if let Some(s) = ctx.type_as::<crate::types::StreamType>(ty) {
        v::check_same_dtype(
            ctx,
            op,
            i.ty.dtype,
            s.dtype,
            "the stash is typed (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)",
        )?;
    }
    if before[..pos]
        .iter()
        .any(|&p| ctx.operands(p).iter().skip(1).any(|&x| x == value))
    {
        return Err(ctx.op_error(
            op,
            "the stash is no longer available: an earlier op consumed it (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)",
        ));
    }
    Ok(())
}

/// The stream entering the Narrow stage of `op`'s pass (the Way8 view a Way4 op's VRF
/// operands are laid out in), or `op`'s own input when the pass is in Way8.
fn way8_input(ctx: &Context, op: OpId, axes: &visa_mapping::Axes) -> Result<Stream, Diagnostic> {
    let mut cur = op;
    while let Some(prev) = ctx.operands(cur).first().and_then(|&x| ctx.defining_op(x)) {
        if stage_of(ctx, prev) == Some(VeStage::Narrow) {
            return geom::resolve_stream(ctx, prev, axes, v::operand_ty(ctx, prev, 0), "the input");
        }
        if stage_of(ctx, prev).is_none() && VectorStash::matches(ctx, prev).is_none() {
            break;
        }
        cur = prev;
    }
    geom::resolve_stream(ctx, op, axes, v::operand_ty(ctx, op, 0), "the input")
}

/// Logic, fp_unary/binary/ternary, fp_div and clip: the stream keeps its type.
fn verify_same_shape(ctx: &Context, op: OpId) -> R {
    let (axes, i, o) = v::stream_step(ctx, op)?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    v::check_mapping(ctx, op, &i, &o, &[3, 4], "a vector op keeps the stream")?;
    let name = v::dtype_name(ctx, i.ty.dtype);
    if name != "i32" && name != "f32" {
        return Err(ctx.op_error(
            op,
            format!("the Vector Engine takes i32 or f32 elements, got {name} (manual: Computing Tensors › Vector Engine)"),
        ));
    }
    let f32s = is_f32(ctx, &i);
    let stage = stage_of(ctx, op).expect("declared by every op of this module");
    let what = format!("the {stage} stage");
    match stage {
        VeStage::Fp | VeStage::FpDiv => {
            if !f32s {
                return Err(ctx.op_error(
                    op,
                    format!("{what} takes f32 elements, got {name} (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)"),
                ));
            }
            check_way(ctx, op, &i, 4, &what)?;
        }
        VeStage::Logic => {
            check_way(ctx, op, &i, 8, &what)?;
            let l = LogicOp::from_keyword(op_kw(ctx, op).unwrap_or("")).expect("declared");
            if f32s && !l.on_f32() {
                return Err(ctx.op_error(op, format!("`{l}` is not defined on f32; f32 logic ops are bit_and, bit_or, bit_xor (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)")));
            }
        }
        VeStage::Clip => {
            check_way(ctx, op, &i, 8, &what)?;
            let c = ClipOp::from_keyword(op_kw(ctx, op).unwrap_or("")).expect("declared");
            let t = if f32s { VeType::F32 } else { VeType::I32 };
            if !c.allows(t) {
                return Err(ctx.op_error(
                    op,
                    format!("clip `{c}` is not defined on {name} (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)"),
                ));
            }
        }
        _ => {}
    }
    check_stage_order(ctx, op)?;
    // Operands: one per slot, immediates checked, the rest VRF tensors.
    let sl = slots(ctx, op);
    let vrfs = sl.iter().filter(|s| matches!(s, Slot::Vrf(_))).count();
    if ctx.operands(op).len() != 1 + vrfs {
        return Err(ctx.op_error(
            op,
            format!(
                "takes {} operand(s) after the stream: immediates in `imm0`/`imm1` and VRF tensors for the others; got {} VRF operand(s) for {vrfs} slot(s) (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Operands)",
                sl.len(),
                ctx.operands(op).len() - 1
            ),
        ));
    }
    for s in &sl {
        match *s {
            Slot::Imm(b) => {
                if f32s && stage != VeStage::Logic && !f32::from_bits(b as u32).is_finite() {
                    return Err(ctx.op_error(
                        op,
                        format!(
                            "immediate 0x{:08X} is not a finite f32 (docs/decisions.md C9-7)",
                            b as u32
                        ),
                    ));
                }
                let shift = stage == VeStage::Logic
                    && LogicOp::from_keyword(op_kw(ctx, op).unwrap_or(""))
                        .is_some_and(LogicOp::is_shift);
                let max = visa_tcp::limits::MAX_FXP_SHIFT;
                if shift && !(0..=max).contains(&b) {
                    return Err(ctx.op_error(op, format!("a shift amount must be in 0..={max}, got {b} (docs/decisions.md, fixed-point shift amounts)")));
                }
            }
            Slot::Vrf(k) => {
                let from_stash = ctx
                    .defining_op(ctx.operand(op, k))
                    .is_some_and(|d| VectorStash::matches(ctx, d).is_some());
                if from_stash {
                    check_stash(ctx, op, k, &i)?;
                } else {
                    check_vrf(ctx, op, &axes, k, &i)?;
                }
            }
        }
    }
    crate::branch::check_groups(ctx, op)?;
    v::check_alu_once(ctx, op)
}

/// A VRF operand: a VRF tensor of the stream's element type on the stream's slices,
/// its Element the pass's Way8 packet (broadcast over Time) or its Time and Packet
/// (L5058–5073).
fn check_vrf(ctx: &Context, op: OpId, axes: &visa_mapping::Axes, k: usize, i: &Stream) -> R {
    let vrf = resolve_mem(ctx, op, axes, v::operand_ty(ctx, op, k), "the VRF operand")?;
    if vrf.ty.tier != Tier::Vrf {
        return Err(ctx.op_error(op, "a tensor operand must be a VRF tensor; other operands are immediates (manual: Hello, TCP! › Examples › Elementwise Multiplication)"));
    }
    v::check_same_dtype(ctx, op, i.ty.dtype, vrf.ty.dtype, "the VRF operand")?;
    let w8 = way8_input(ctx, op, axes)?;
    v::check_vrf_placement(ctx, op, &vrf, &w8, "Way8 stream")
}

/// `vector_fxp_to_fp` / `vector_fp_to_fxp`: i32 ↔ f32 in Way8, `int_width` in 0..=31.
fn verify_convert(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = v::stream_step(ctx, op)?;
    v::check_mapping(
        ctx,
        op,
        &i,
        &o,
        &[3, 4],
        "a conversion keeps the stream's mappings",
    )?;
    let to_fp = VectorFxpToFp::matches(ctx, op).is_some();
    let (from, to) = if to_fp {
        ("i32", "f32")
    } else {
        ("f32", "i32")
    };
    let (a, b) = (
        v::dtype_name(ctx, i.ty.dtype),
        v::dtype_name(ctx, o.ty.dtype),
    );
    if a != from || b != to {
        return Err(ctx.op_error(
            op,
            format!("converts {from} to {to}, got {a} to {b} (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)"),
        ));
    }
    check_way(ctx, op, &i, 8, "a conversion")?;
    let w = ods::attr_value::<ods::I64>(ctx, op, "int_width").unwrap_or(-1);
    if !(0..=31).contains(&w) {
        return Err(ctx.op_error(
            op,
            format!("int_width must be in 0..=31, got {w} (docs/decisions.md C9-3)"),
        ));
    }
    if ctx.operands(op).len() != 1 {
        return Err(ctx.op_error(op, "takes no operand besides the stream"));
    }
    check_stage_order(ctx, op)
}

/// Narrow and widen: the element type stays; split/concat move the lane half between
/// Packet and Time (`Time, Packet` equivalent as a whole), trim/pad keep Time and pad the
/// packet between 4 and 8 lanes; concat reverses a split and pad_way8 a trim.
fn verify_way(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = v::stream_step(ctx, op)?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    let name = v::dtype_name(ctx, i.ty.dtype);
    if name != "i32" && name != "f32" {
        return Err(ctx.op_error(
            op,
            format!("the Vector Engine takes i32 or f32 elements, got {name} (manual: Computing Tensors › Vector Engine)"),
        ));
    }
    v::check_mapping(
        ctx,
        op,
        &i,
        &o,
        &[0, 1, 2],
        "narrow and widen keep Chip, Cluster and Slice",
    )?;
    let narrow = stage_of(ctx, op) == Some(VeStage::Narrow);
    let split = VectorSplit::matches(ctx, op).is_some() || VectorConcat::matches(ctx, op).is_some();
    let (wide, thin) = if narrow { (&i, &o) } else { (&o, &i) };
    if !narrow {
        // Find the narrow op of this pass: concat reverses split, pad_way8 reverses trim.
        let mut cur = ctx.operands(op).first().and_then(|&x| ctx.defining_op(x));
        while let Some(prev) = cur {
            if stage_of(ctx, prev) == Some(VeStage::Narrow) {
                let was_split = VectorSplit::matches(ctx, prev).is_some();
                if was_split != split {
                    let (me, want) = if split {
                        ("vector_concat", "vector_split")
                    } else {
                        ("vector_pad_way8", "vector_trim_way4")
                    };
                    return Err(ctx.op_error(op, format!("{me} reverses {want}, but the pass narrowed with the other (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)")));
                }
                break;
            }
            cur = ctx.operands(prev).first().and_then(|&x| ctx.defining_op(x));
        }
    }
    check_way(ctx, op, &i, if narrow { 8 } else { 4 }, "the input")?;
    check_way(ctx, op, &o, if narrow { 4 } else { 8 }, "the result")?;
    if split {
        if !equivalent(&wide.time_packet(), &thin.time_packet()) {
            return Err(ctx.op_error(op, format!(
                "split/concat move lanes 4–7 into an inner Time step: `Time, Packet` must stay {}, got {} ([T], [P] <-> [T, P / 4], [P % 4], manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)",
                i.time_packet(), o.time_packet())));
        }
    } else {
        let padded = thin.packet().clone().pad(8);
        let ok = padded.as_ref().is_ok_and(|p| equivalent(p, wide.packet()))
            && equivalent(wide.time(), thin.time());
        if !ok {
            return Err(ctx.op_error(op, format!(
                "trim/pad keep Time and only lanes 0–3: the Way8 packet {} must be the Way4 packet {} padded to 8 (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)",
                wide.packet(), thin.packet())));
        }
    }
    check_stage_order(ctx, op)?;
    Ok(())
}

/// Whether mapping `m` holds a factor of `axis`.
pub(crate) fn mentions(m: &visa_mapping::Mapping, axis: &str) -> bool {
    m.symbols().iter().any(|s| s.axis.as_str() == axis)
}

/// `time` without its factors that hold `axis` (the identity when none is left): the Time
/// of a stream after a stage consumes `axis` (a reduce over it, a zip of its two groups).
pub(crate) fn without_axis(
    time: &visa_mapping::Mapping,
    axis: &str,
) -> Result<visa_mapping::Mapping, String> {
    let kept: Vec<visa_mapping::Mapping> = time
        .factors()
        .into_iter()
        .filter(|f| !mentions(f, axis))
        .cloned()
        .collect();
    if kept.is_empty() {
        Ok(visa_mapping::Mapping::identity())
    } else {
        visa_mapping::Mapping::list(kept).map_err(|e| e.to_string())
    }
}

/// The Time factors of `i` (at most 8, outermost first) as a [`visa_tcp::ReduceTime`]
/// with the factors of `axis` marked (each holding `axis` alone) and `lanes` as given;
/// with the positions those factors span and the size of `axis` they name.
pub(crate) fn scan_time(
    i: &Stream,
    axis: &str,
    lanes: bool,
) -> Result<(visa_tcp::ReduceTime, u64, Option<u64>), String> {
    let factors = i.time().factors();
    if factors.len() > 8 {
        return Err(format!("Time {} has more than 8 factors", i.time()));
    }
    let mut t = visa_tcp::ReduceTime {
        sizes: [0; 8],
        reduce: 0,
        n: factors.len() as u8,
        lanes,
    };
    let mut reduced = 1u64;
    let mut axis_size = None;
    for (k, f) in factors.iter().enumerate() {
        t.sizes[k] =
            u32::try_from(f.size()).map_err(|_| format!("Time factor {f} is too large"))?;
        if mentions(f, axis) {
            if f.symbols().iter().any(|s| s.axis.as_str() != axis) {
                return Err(format!("Time factor {f} mixes {axis} with other axes"));
            }
            axis_size = f.symbols().first().map(|s| s.size);
            t.reduce |= 1 << k;
            reduced *= f.size();
        }
    }
    Ok((t, reduced, axis_size))
}

/// The Time structure of an intra-slice reduce of `axis` on stream `i` (Way4): its Time
/// factors, outermost first, and which belong to `axis`; an error text when `axis` is
/// not reducible in this mode (L5278–5543).
pub fn reduce_time(i: &Stream, axis: &str) -> Result<visa_tcp::ReduceTime, String> {
    for (role, m) in [
        ("Chip", &i.maps[0]),
        ("Cluster", &i.maps[1]),
        ("Packet", &i.maps[4]),
    ] {
        if mentions(m, axis) {
            return Err(format!("axis {axis} also lies in {role} ({m}); the intra-slice reduce combines Time factors, the packet's lanes and keeps Slice factors (docs/decisions.md C9-10, T10R-3)"));
        }
    }
    let (t, reduced, axis_size) = scan_time(i, axis, false)?;
    // R's Slice factors stay in the result's Slice: one partial per slice (T10R-3).
    let slices = slice_span(i, axis)?;
    match axis_size {
        None if slices > 1 => Err(only_in_slice(i, axis)),
        None => Err(format!("axis {axis} does not lie in Time {}", i.time())),
        // A padded axis (`R # p`, p > |R|) is masked by the valid-count generator
        // (`crate::valid_count`, checked by the verifier).
        Some(n) if n > reduced * slices => Err(format!(
            "the Time factors of {axis} span {reduced} positions for {n} elements (manual: Computing Tensors › Vector Engine › Intra-Slice Reduce)"
        )),
        Some(_) => Ok(t),
    }
}

/// The number of slices R's Slice factors span on stream `i` (1 when R is not in Slice).
pub(crate) fn slice_span(i: &Stream, axis: &str) -> Result<u64, String> {
    Ok(crate::valid_count::slice_parts(i.slice(), axis)?
        .iter()
        .map(|p| p.1)
        .product())
}

/// The refusal of a reduce whose axis lies in Slice and nowhere in Time or the packet.
pub(crate) fn only_in_slice(i: &Stream, axis: &str) -> String {
    format!(
        "axis {axis} lies only in Slice {}: each slice holds one position of it, so there is nothing to reduce within a slice; reduce across slices with vector_inter_slice_reduce (docs/decisions.md T10R-3)",
        i.slice()
    )
}

/// The reduce's op is defined on the stream's element type: i32 takes add_sat, max, min; f32
/// add, max, min (both reduce forms, over Time and over the packet's lanes).
pub(crate) fn check_reduce_op(ctx: &Context, op: OpId, i: &Stream) -> R {
    let name = v::dtype_name(ctx, i.ty.dtype);
    let t = if name == "f32" {
        VeType::F32
    } else {
        VeType::I32
    };
    let rop = VectorIntraSliceReduce(op).op(ctx);
    if (name != "i32" && name != "f32") || !rop.allows(t) {
        return Err(ctx.op_error(op, format!("intra-slice reduce `{rop}` is not defined on {name}: i32 takes add_sat, max, min; f32 add, max, min (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)")));
    }
    Ok(())
}

/// `vector_intra_slice_reduce` (L5278–5573): Way4, the op's element type (AddSat i32, Add
/// f32), the axis in Time (and Slice, whose factors the result keeps: T10R-3), padding
/// only where the valid-count generator masks it, the result Time the input's without
/// the axis, at most 8 accumulator slots.
fn verify_reduce(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = v::stream_step(ctx, op)?;
    v::check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    if crate::lane_tree::in_packet(&i, VectorIntraSliceReduce(op).axis(ctx)) {
        return crate::lane_tree::verify(ctx, op, &i, &o);
    }
    v::check_mapping(
        ctx,
        op,
        &i,
        &o,
        &[0, 1, 2, 4],
        "the reduce keeps Chip, Cluster, Slice and Packet",
    )?;
    check_reduce_op(ctx, op, &i)?;
    crate::two_group::check_not_paired(ctx, op, "the intra-slice reduce")?;
    let r = VectorIntraSliceReduce(op);
    check_way(ctx, op, &i, 4, "the intra_slice_reduce stage")?;
    check_stage_order(ctx, op)?;
    let axis = r.axis(ctx);
    let time = reduce_time(&i, axis).map_err(|e| ctx.op_error(op, e))?;
    crate::valid_count::for_reduce(ctx, op, axis)?;
    let kept: Vec<visa_mapping::Mapping> = i
        .time()
        .factors()
        .into_iter()
        .filter(|f| !mentions(f, axis))
        .cloned()
        .collect();
    let want = if kept.is_empty() {
        visa_mapping::Mapping::identity()
    } else {
        visa_mapping::Mapping::list(kept).map_err(|e| ctx.op_error(op, e.to_string()))?
    };
    if !equivalent(o.time(), &want) {
        return Err(ctx.op_error(op, format!("the result's Time must be the input's without the factors of {axis}: {want}, got {} (manual: Computing Tensors › Vector Engine › Intra-Slice Reduce)", o.time())));
    }
    let slots = time.slots();
    if slots > visa_tcp::vector_stage::REDUCE_SLOTS {
        return Err(ctx.op_error(
            op,
            format!(
                "{slots} accumulator slots required, but only 8 are available (manual: Computing Tensors › Vector Engine › Intra-Slice Reduce)"
            ),
        ));
    }
    Ok(())
}
