//! Operation definitions of the stream dialect (see the crate documentation for
//! each op's operands, results, attributes and syntax) and typed accessors.

use crate::interfaces::{
    AluUse, CallLike, Effect, Engine, FunctionLike, MemoryEffects, PipelineStage, StageInput,
    StageOutput,
};
use crate::interp::Semantics;
use crate::types::{Position, Tier};
use crate::{print, syntax, verify};
use visa_ir::{Context, OpDef, OpId, Traits, Type, Value};

use visa_ir::ods::{self, AttrKind, AttrSyntax};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, AttrConstraint, Attribute, Diagnostic};

visa_ir::op! {
    /// `stream.host_func @main(%x: !stream.host<...>) -> ... { ... }`: the host program
    /// (the manual's `async fn main`).
    pub struct HostFunc = "stream.host_func" {
        summary: "the host program: host tensors in, host tensors out",
        traits: [SYMBOL, ISOLATED_FROM_ABOVE, SINGLE_BLOCK],
        regions: [body],
        attrs: [sym_name: string, function_type: function_type],
        verify: verify::host_func,
        interfaces: [FunctionLike = FunctionLike { host: true }],
        parse: syntax::parse_host_func,
        print: print::print_func,
    }
}

visa_ir::op! {
    /// `stream.kernel @k(%in: !stream.hbm<...>) -> ... attributes {chips = N} { ... }`: a
    /// device kernel (`#[device(chip = N)] fn`).
    pub struct Kernel = "stream.kernel" {
        summary: "a device kernel running on `chips` chips",
        traits: [SYMBOL, ISOLATED_FROM_ABOVE, SINGLE_BLOCK],
        regions: [body],
        attrs: [sym_name: string, function_type: function_type, chips: u64],
        verify: verify::kernel,
        interfaces: [FunctionLike = FunctionLike { host: false }],
        parse: syntax::parse_kernel,
        print: print::print_func,
    }
}

visa_ir::op! {
    /// `stream.return %a, %b : T, U`: returns from a host function or kernel.
    pub struct Return = "stream.return" {
        summary: "returns tensors from a host function or kernel",
        traits: [TERMINATOR, RETURN_LIKE],
        parents: [HostFunc::NAME, Kernel::NAME],
        operands: [values: variadic],
        verify: verify::ret,
        format: "($values^)? attr-dict (`:` type($values)^)?",
    }
}

visa_ir::op! {
    /// `%h = stream.to_hbm %x at ADDR : T -> U`: host → HBM over PCIe DMA, or DM → HBM
    /// over tensor DMA.
    pub struct ToHbm = "stream.to_hbm" {
        summary: "host → HBM (PCIe DMA) or DM → HBM (tensor DMA) at `addr`",
        parents: [HostFunc::NAME, Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [addr: custom(Addr) [optional]],
        verify: verify::to_hbm,
        interfaces: [
            PipelineStage = stage(Engine::Dma, StageInput::Memory(&[Tier::Host, Tier::Dm]), StageOutput::Memory(Tier::Hbm)),
            MemoryEffects = MemoryEffects(const { &[Effect::read(0), Effect::write_at_addr(0)] }),
            Semantics = Semantics::Move,
        ],
        format: "$input (`at` $addr^)? attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = stream.launch @k(%h) : (T) -> U`: runs a kernel from the host.
    pub struct Launch = "stream.launch" {
        summary: "runs a kernel on HBM tensors and waits for its results",
        parents: [HostFunc::NAME],
        operands: [args: variadic],
        results: [outs: variadic],
        attrs: [callee: symbol],
        verify: verify::launch,
        interfaces: [
            CallLike = CallLike { callee: launch_callee },
        ],
        format: "$callee `(` $args `)` attr-dict `:` functional-type($args, results)",
    }
}

/// Declares a one-operand, one-result stream op with the plain syntax
/// `%r = OP %x : T -> U`.
macro_rules! plain_op {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, $parents:expr, $verify:path,
     [$($ity:ty = $imp:expr),* $(,)?]) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                parents: [$parents],
                operands: [input: single],
                results: [output: single],
                verify: $verify,
                interfaces: [$($ity = $imp),*],
                format: "$input attr-dict `:` type($input) `->` type($output)",
            }
        }
    };
}

/// Declares a one-operand, one-result stream op with an address:
/// `%r = OP %x at ADDR : T -> U`.
macro_rules! addr_op {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, $verify:path,
     [$($ity:ty = $imp:expr),* $(,)?]) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                parents: [Kernel::NAME],
                operands: [input: single],
                results: [output: single],
                attrs: [addr: custom(Addr) [optional]],
                verify: $verify,
                interfaces: [$($ity = $imp),*],
                format: "$input (`at` $addr^)? attr-dict `:` type($input) `->` type($output)",
            }
        }
    };
}

plain_op!(
    /// `stream.to_host %h`: HBM → host over PCIe DMA.
    ToHost = "stream.to_host", "HBM → host over PCIe DMA", HostFunc::NAME, verify::to_host,
    [
        PipelineStage = stage(Engine::Dma, StageInput::Memory(&[Tier::Hbm]), StageOutput::Memory(Tier::Host)),
        MemoryEffects = MemoryEffects(const { &[Effect::read(0), Effect::write(0)] }),
        Semantics = Semantics::Move,
    ]
);
addr_op!(
    /// `stream.to_dm %h at ADDR`: HBM → DM over tensor DMA.
    ToDm = "stream.to_dm", "HBM → DM over tensor DMA at DM address `addr`", verify::to_dm,
    [
        PipelineStage = stage(Engine::Dma, StageInput::Memory(&[Tier::Hbm]), StageOutput::Memory(Tier::Dm)),
        MemoryEffects = MemoryEffects(const { &[Effect::read(0), Effect::write_at_addr(0)] }),
        Semantics = Semantics::Move,
    ]
);
plain_op!(
    /// `stream.begin %dm`: a DM tensor enters a context's Tensor Unit.
    Begin = "stream.begin",
    "a DM tensor enters the main or sub context's Tensor Unit",
    Kernel::NAME,
    verify::begin,
    [
        PipelineStage = stage(Engine::Fetch, StageInput::Memory(&[Tier::Dm]), StageOutput::Stream(Position::Begin)),
        MemoryEffects = MemoryEffects(const { &[Effect::read(0)] }),
        Semantics = Semantics::Move,
    ]
);
visa_ir::op! {
    /// `stream.fetch %s [pad V] [table [...]] [zero_point Z | zero_points [Z0, Z1]]`: the
    /// Fetch Engine; the adapter masks padded lanes to V, looks elements up in a table,
    /// casts the element type and, for quantized integers widened to i32, subtracts the
    /// zero point(s) (L1877–2048, [`crate::fetch_adapter`]).
    pub struct Fetch = "stream.fetch" {
        summary: "Fetch Engine: DM layout → packets over time, with element cast and zero-point subtraction",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [
            zero_point: i64 [optional],
            zero_points: custom(crate::fetch_adapter::IntList) [optional],
            table: custom(crate::fetch_adapter::IntList) [optional],
            pad: custom(crate::fetch_adapter::PadValue) [optional],
        ],
        verify: verify::fetch,
        interfaces: [
            PipelineStage = stage(Engine::Fetch, StageInput::Stream(&[Position::Begin]), StageOutput::Stream(Position::Fetch)),
            Semantics = Semantics::Eval(crate::fetch_adapter::eval),
        ],
        format: "$input (`pad` $pad^)? (`table` $table^)? (`zero_point` $zero_point^)? (`zero_points` $zero_points^)? attr-dict `:` type($input) `->` type($output)",
    }
}
visa_ir::op! {
    /// `%s = stream.switch %f [TOPOLOGY [{params}]] : <fetch> -> <switch>`: the Switch
    /// Engine (L3054–3542). Without a topology, `select-switch-topology` chooses one.
    pub struct Switch = "stream.switch" {
        summary: "Switch Engine: redistributes packets among the slices of a cluster (Slice and Time change)",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [topology: custom(crate::switch::Topology) [optional]],
        verify: crate::switch::verify,
        interfaces: [
            PipelineStage = stage(Engine::Switch, StageInput::Stream(&[Position::Fetch]), StageOutput::Stream(Position::Switch)),
            Semantics = Semantics::Eval(crate::switch::eval),
        ],
        format: "$input ($topology^)? attr-dict `:` type($input) `->` type($output)",
    }
}

plain_op!(
    /// `stream.collect %s`: the Collect Engine (flit normalization).
    Collect = "stream.collect",
    "Collect Engine: normalizes packets to 32-byte flits",
    Kernel::NAME,
    verify::collect,
    [
        PipelineStage = stage(
            Engine::Collect,
            StageInput::Stream(&[Position::Fetch, Position::Switch]),
            StageOutput::Stream(Position::Collect),
        ),
        Semantics = Semantics::Move,
    ]
);
addr_op!(
    /// `stream.to_vrf %s at ADDR`: writes a collected stream into the VRF.
    ToVrf = "stream.to_vrf",
    "writes a collected stream into the VRF at `addr`",
    verify::to_vrf,
    [
        PipelineStage = stage(Engine::Commit, StageInput::Stream(&[Position::Collect]), StageOutput::Memory(Tier::Vrf)),
        MemoryEffects = MemoryEffects(const { &[Effect::write_at_addr(0)] }),
        Semantics = Semantics::Move,
    ]
);
plain_op!(
    /// `stream.vector_init %s`: enters the Vector Engine.
    VectorInit = "stream.vector_init", "enters the Vector Engine", Kernel::NAME, verify::vector_init,
    [
        PipelineStage = stage(
            Engine::Vector,
            StageInput::Stream(&[Position::Collect, Position::Contraction, Position::Reduce]),
            StageOutput::Stream(Position::VectorInit),
        ),
        Semantics = Semantics::Move,
    ]
);

visa_ir::op! {
    /// `%y = stream.vector_intra_slice_branch %x MODE [PARAMS] : T -> U`: enters the
    /// intra-slice block, assigning each element its ExecutionId (modes and syntax in
    /// [`crate::branch`]).
    pub struct VectorBranch = "stream.vector_intra_slice_branch" {
        summary: "enters the intra-slice block with a branch mode",
        parents: [Kernel::NAME],
        operands: [input: single, ids: optional],
        results: [output: single],
        // `axis` (axis_toggle) and `cmp` (comparison) are read by `crate::branch`.
        attrs: [mode: enum(BranchMode, "branch mode")],
        verify: crate::branch::verify_branch,
        interfaces: [
            PipelineStage = stage(Engine::Vector, StageInput::Stream(&[Position::VectorInit]), StageOutput::Stream(Position::VectorBranch)),
            MemoryEffects = crate::branch::READS_IDS,
            crate::vector_ops::VeStageOf = crate::vector_ops::VeStageOf(visa_tcp::VeStage::Branch),
            Semantics = Semantics::Eval(crate::interp::branch::branch),
        ],
        parse: crate::branch::parse_branch,
        print: crate::branch::print_branch,
    }
}

visa_ir::op! {
    /// `%z = stream.vector_fxp OP %y, IMM : T -> U` or `... OP %y, %vrf : T, V -> U`: a
    /// fixed-point ALU stage.
    pub struct VectorFxp = "stream.vector_fxp" {
        summary: "a fixed-point binary op with an immediate or a VRF operand",
        parents: [Kernel::NAME],
        operands: [input: single, vrf: optional],
        results: [output: single],
        attrs: [op: enum(FxpOp, "fixed-point op"), imm: custom(Imm32) [optional]],
        verify: verify::vector_fxp,
        interfaces: [
            PipelineStage = stage(Engine::Vector, StageInput::Stream(&[Position::VectorBranch]), StageOutput::Stream(Position::VectorBranch)),
            MemoryEffects = MemoryEffects(const { &[Effect::read(1)] }),
            AluUse = AluUse(|ctx, op| fxp_op(ctx, op).map(FxpOp::alu)),
            crate::vector_ops::VeStageOf = crate::vector_ops::VeStageOf(visa_tcp::VeStage::Fxp),
            Semantics = Semantics::Eval(crate::interp::semantics::vector_fxp),
        ],
        format: "$op $input `,` ($vrf^) : ($imm)? attr-dict `:` type(operands) `->` type($output)",
    }
}

plain_op!(
    /// `stream.vector_final %s`: leaves the Vector Engine.
    VectorFinal = "stream.vector_final", "leaves the Vector Engine", Kernel::NAME, verify::vector_final,
    [
        PipelineStage = stage(Engine::Vector, StageInput::Stream(&[Position::VectorBranch, Position::VectorInit]), StageOutput::Stream(Position::VectorFinal)),
        Semantics = Semantics::Move,
    ]
);
addr_op!(
    /// `stream.commit %s at ADDR`: the Commit Engine writes a stream into DM.
    Commit = "stream.commit",
    "Commit Engine: writes a stream into DM at `addr`",
    verify::commit,
    [
        PipelineStage = stage(Engine::Commit, StageInput::Stream(COMMITTABLE), StageOutput::Memory(Tier::Dm)),
        MemoryEffects = MemoryEffects(const { &[Effect::write_at_addr(0)] }),
        Semantics = Semantics::Move,
    ]
);

/// The positions a stream may be committed from: any but `begin` and the Vector
/// Engine's open states (L1107–1117; L4976: leave the Vector Engine with
/// `vector_final`). The sub context's narrower rule (L2337–2338) is in the verifier.
pub(crate) const COMMITTABLE: &[Position] = &[
    Position::Fetch,
    Position::Switch,
    Position::Collect,
    Position::Contraction,
    Position::Reduce,
    Position::Cast,
    Position::Transpose,
    Position::VectorFinal,
];

#[path = "ops_dma.rs"]
mod dma;
pub use dma::Dma;

#[path = "ops_gather.rs"]
pub mod gather;
pub use gather::{Gather, Scatter};

const fn stage(engine: Engine, input: StageInput, output: StageOutput) -> PipelineStage {
    PipelineStage {
        engine,
        input,
        output,
    }
}

/// The kernel a `stream.launch` calls ([`CallLike`]).
fn launch_callee(ctx: &Context, op: OpId) -> Option<OpId> {
    lookup_func(ctx, op, callee(ctx, op)?)
}

/// Every op of the dialect.
pub fn ops() -> Vec<OpDef> {
    vec![
        HostFunc::def(),
        Kernel::def(),
        Return::def(),
        ToHbm::def(),
        Launch::def(),
        ToHost::def(),
        ToDm::def(),
        Begin::def(),
        Fetch::def(),
        Switch::def(),
        Collect::def(),
        ToVrf::def(),
        VectorInit::def(),
        VectorBranch::def(),
        crate::branch::VectorBranchLog::def(),
        crate::filter::VectorFilter::def(),
        VectorFxp::def(),
        VectorFinal::def(),
        Commit::def(),
        Dma::def(),
        Gather::def(),
        Scatter::def(),
    ]
    .into_iter()
    .chain(crate::contraction::ops())
    .chain(crate::vector_ops::ops())
    .chain(crate::two_group::ops())
    .chain(crate::chip::ops())
    .chain(crate::tile::ops())
    .chain(crate::reshape::ops())
    .chain(crate::relabel::ops())
    .chain(crate::commit_view::ops())
    .chain(crate::transpose::ops())
    .chain(crate::inter_slice::ops())
    .chain(crate::interleave::ops())
    .collect()
}

/// The `addr` kind: a DM/HBM/VRF byte address, `0..=i64::MAX`, stored as `i64` and
/// written as a bare integer (`at 4096`).
pub struct Addr;

fn parse_addr(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    let at = p.current_loc();
    let addr = if required {
        p.parse_integer()?
    } else {
        match p.parse_optional_integer()? {
            Some(v) => v,
            None => return Ok(None),
        }
    };
    if addr < 0 || addr > i128::from(i64::MAX) {
        return Err(Diagnostic::error(
            at,
            format!("address {addr} is out of range"),
        ));
    }
    let i64t = p.ctx().integer_type(64);
    Ok(Some(p.ctx().int_attr(addr, i64t)))
}

fn print_int(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_int(a) {
        Some(v) => p.write_fmt(format_args!("{v}")),
        None => p.print_attr(a),
    }
}

impl AttrKind for Addr {
    type Value<'c> = u64;
    type Input<'a> = u64;
    const CONSTRAINT: AttrConstraint = <ods::U64 as AttrKind>::CONSTRAINT;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_addr,
        print: print_int,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<u64> {
        ods::U64::get(ctx, attr)
    }
    fn make(ctx: &mut Context, value: u64) -> Attribute {
        ods::U64::make(ctx, value)
    }
}

/// The `imm` kind of `stream.vector_fxp`: a 32-bit immediate, written as an integer
/// of `i32::MIN..=u32::MAX` (the bits of an i32 or a u32) and read back as an `i32`.
/// The range of an attribute written in the generic form is checked by the op's
/// verifier, with the same message.
pub struct Imm32;

fn parse_imm(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    let at = p.current_loc();
    let imm = if required {
        p.parse_integer()?
    } else {
        match p.parse_optional_integer()? {
            Some(v) => v,
            None => return Ok(None),
        }
    };
    if imm < i128::from(i32::MIN) || imm > i128::from(u32::MAX) {
        return Err(Diagnostic::error(
            at,
            format!("immediate {imm} does not fit in 32 bits"),
        ));
    }
    let i32t = p.ctx().integer_type(32);
    Ok(Some(p.ctx().int_attr(imm, i32t)))
}

impl AttrKind for Imm32 {
    type Value<'c> = i32;
    type Input<'a> = i32;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Integer;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_imm,
        print: print_int,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<i32> {
        ctx.attr_int(attr).map(|v| v as i32)
    }
    fn make(ctx: &mut Context, value: i32) -> Attribute {
        let i32t = ctx.integer_type(32);
        ctx.int_attr(i128::from(value), i32t)
    }
}

/// A branch mode of the intra-slice block (L4793–4802).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum BranchMode {
    /// Every element takes the branch.
    Unconditional,
    /// Alternates along an axis.
    AxisToggle,
    /// The first N elements.
    ValidCount,
    /// A comparison result.
    Comparison,
    /// A VRF mask.
    Vrf,
}

impl BranchMode {
    /// The spellings, in declaration order.
    pub const KEYWORDS: &'static [&'static str] = &[
        "unconditional",
        "axis_toggle",
        "valid_count",
        "comparison",
        "vrf",
    ];
    const ALL: [BranchMode; 5] = [
        BranchMode::Unconditional,
        BranchMode::AxisToggle,
        BranchMode::ValidCount,
        BranchMode::Comparison,
        BranchMode::Vrf,
    ];
    /// The keyword (`unconditional`, ...).
    pub fn keyword(self) -> &'static str {
        Self::KEYWORDS[self as usize]
    }
    /// The keyword's inverse.
    pub fn from_keyword(s: &str) -> Option<BranchMode> {
        Self::ALL.into_iter().find(|m| m.keyword() == s)
    }
}

/// The entry block of `op`'s first region (a function body), if there is one.
pub fn body(ctx: &Context, op: OpId) -> Option<visa_ir::BlockId> {
    ctx.entry_block(*ctx.regions(op).first()?)
}

/// The types of `values`, in order.
pub fn value_types(ctx: &Context, values: &[Value]) -> Vec<Type> {
    values.iter().map(|&v| ctx.value_type(v)).collect()
}

/// The `addr` of a `stream.to_hbm`, `to_dm`, `dma`, `to_vrf` or `commit`; `None` for other
/// ops and for an address that failed verification.
pub fn addr(ctx: &Context, op: OpId) -> Option<u64> {
    let has_addr = ToHbm::matches(ctx, op).is_some()
        || ToDm::matches(ctx, op).is_some()
        || ToVrf::matches(ctx, op).is_some()
        || Commit::matches(ctx, op).is_some()
        || Dma::matches(ctx, op).is_some()
        || crate::chip::ChipShuffle::matches(ctx, op).is_some()
        || crate::chip::ChipSlice::matches(ctx, op).is_some()
        || Gather::matches(ctx, op).is_some()
        || Scatter::matches(ctx, op).is_some();
    has_addr
        .then(|| ods::attr_value::<Addr>(ctx, op, "addr"))
        .flatten()
}

/// The `sym_name` of a host function or kernel (`None` for other ops or when it is
/// malformed).
pub fn sym_name(ctx: &Context, op: OpId) -> Option<&str> {
    if HostFunc::matches(ctx, op).is_none() && Kernel::matches(ctx, op).is_none() {
        return None;
    }
    ods::attr_value::<ods::Str>(ctx, op, "sym_name")
}

/// The `chips` count of a kernel, `None` when malformed (the verifier reports it).
pub fn chips(ctx: &Context, op: OpId) -> Option<u64> {
    Kernel::matches(ctx, op)?;
    ods::attr_value::<ods::U64>(ctx, op, "chips")
}

/// The callee name of a `stream.launch`, `None` when malformed.
pub fn callee(ctx: &Context, op: OpId) -> Option<&str> {
    Launch::matches(ctx, op)?;
    ods::attr_value::<ods::Symbol>(ctx, op, "callee")
}

/// Finds the `stream.kernel` or `stream.host_func` named `name` in the symbol table
/// enclosing `from`.
pub fn lookup_func(ctx: &Context, from: OpId, name: &str) -> Option<OpId> {
    let mut cur = ctx.parent_op(from);
    while let Some(p) = cur {
        if ctx.op_has_trait(p, Traits::SYMBOL_TABLE) {
            let body = body(ctx, p)?;
            return ctx
                .block_ops(body)
                .find(|&o| sym_name(ctx, o) == Some(name));
        }
        cur = ctx.parent_op(p);
    }
    None
}

/// A fixed-point binary operation of the Vector Engine (`FxpBinaryOp`, L4824–4836): the
/// hardware model's enum, its keywords and ALUs ([`visa_tcp::FxpBinaryOp`]).
pub use visa_tcp::FxpBinaryOp as FxpOp;

/// The reference interpreter's numerics of a fixed-point op on two i32 values, bit-exact
/// (digest-C §2.8 and docs/decisions.md: "MulFxp", "ArithRightShiftRound",
/// "LeftShiftSat", "Fixed-point shift amounts"). Written as exact integer arithmetic on
/// i64 with floor division, independently of the simulator's implementation.
///
/// `None` when `op` is a shift ([`FxpOp::is_shift`]) and `b` is outside
/// `0..=`[`visa_tcp::limits::MAX_FXP_SHIFT`]: the manual defines no result there, and
/// both models report it as an error.
pub fn fxp_apply(op: FxpOp, a: i32, b: i32) -> Option<i32> {
    if op.is_shift() && !(0..=visa_tcp::limits::MAX_FXP_SHIFT).contains(&b) {
        return None;
    }
    let (a, b) = (i64::from(a), i64::from(b));
    // For a shift op, `b` is in 0..=31, so `pow2` is exact in i64.
    let pow2 = 1i64 << b.clamp(0, 62);
    let (min, max) = (i64::from(i32::MIN), i64::from(i32::MAX));
    // The low 32 bits, as two's complement.
    let wrap = |v: i64| v as i32;
    let sat = |v: i64| v.clamp(min, max) as i32;
    Some(match op {
        FxpOp::AddFxp => wrap(a + b),
        FxpOp::AddFxpSat => sat(a + b),
        FxpOp::SubFxp => wrap(a - b),
        FxpOp::SubFxpSat => sat(a - b),
        FxpOp::MulInt => wrap(a * b),
        // Q31 × Q31 → Q31: floor(a·b / 2^31 + 1/2); only MIN × MIN (= 2^31) leaves the range.
        FxpOp::MulFxp => sat((a * b + (1 << 30)).div_euclid(1 << 31)),
        // a · 2^b: the low 32 bits, or clamped to the i32 range.
        FxpOp::LeftShift => wrap(a * pow2),
        FxpOp::LeftShiftSat => sat(a * pow2),
        // The bits of `a` read as unsigned, divided by 2^b.
        FxpOp::LogicRightShift => wrap((a & 0xFFFF_FFFF) / pow2),
        // floor(a / 2^b), and floor(a / 2^b + 1/2).
        FxpOp::ArithRightShift => wrap(a.div_euclid(pow2)),
        FxpOp::ArithRightShiftRound => wrap((a + pow2 / 2).div_euclid(pow2)),
    })
}

/// The fixed-point op of a `stream.vector_fxp`, `None` when malformed (for walks
/// that may meet ops that failed verification).
pub fn fxp_op(ctx: &Context, op: OpId) -> Option<FxpOp> {
    VectorFxp::matches(ctx, op)?;
    FxpOp::from_keyword(ods::attr_value::<ods::Str>(ctx, op, "op")?)
}

/// The immediate operand of a `stream.vector_fxp`, if it has one.
pub fn fxp_imm(ctx: &Context, op: OpId) -> Option<i32> {
    VectorFxp::matches(ctx, op)?.imm(ctx)
}

#[cfg(test)]
mod tests {
    use super::{fxp_apply, FxpOp};

    fn apply(op: FxpOp, a: i32, b: i32) -> i32 {
        fxp_apply(op, a, b).expect("a defined result")
    }

    /// Worked by hand from digest-C §2.8: AddFxp/SubFxp wrap, the `Sat` forms
    /// clamp to the i32 range, MulInt keeps the low 32 bits.
    #[test]
    fn fxp_ops_are_bit_exact() {
        assert_eq!(apply(FxpOp::AddFxp, i32::MAX, 1), i32::MIN);
        assert_eq!(apply(FxpOp::AddFxpSat, i32::MAX, 1), i32::MAX);
        assert_eq!(apply(FxpOp::SubFxp, i32::MIN, 1), i32::MAX);
        assert_eq!(apply(FxpOp::SubFxpSat, i32::MIN, 1), i32::MIN);
        assert_eq!(apply(FxpOp::SubFxpSat, 5, 7), -2);
        // 65536 * 65536 = 2^32, whose low 32 bits are 0.
        assert_eq!(apply(FxpOp::MulInt, 65536, 65536), 0);
        // 3 * -7 = -21 fits.
        assert_eq!(apply(FxpOp::MulInt, 3, -7), -21);
        // 0x4000_0001 * 4 = 0x1_0000_0004 → 4.
        assert_eq!(apply(FxpOp::MulInt, 0x4000_0001, 4), 4);
    }

    /// MulFxp (docs/decisions.md, "MulFxp"): Q31, `floor(a·b / 2^31 + 1/2)`, MIN × MIN
    /// saturates. Values worked by hand.
    #[test]
    fn mul_fxp_is_q31_rounding_half_up_and_saturates_min_times_min() {
        let half = 1 << 30; // 0.5 in Q31
        let quarter = 1 << 29; // 0.25
        assert_eq!(apply(FxpOp::MulFxp, half, half), quarter);
        assert_eq!(apply(FxpOp::MulFxp, -half, half), -quarter);
        // -1.0 × 0.5 = -0.5.
        assert_eq!(apply(FxpOp::MulFxp, i32::MIN, half), -half);
        // -1.0 × -1.0 = +1.0 does not fit: MAX.
        assert_eq!(apply(FxpOp::MulFxp, i32::MIN, i32::MIN), i32::MAX);
        // MAX × MAX = (2^31 - 1)^2 = 2^62 - 2^32 + 1; / 2^31 = 2^31 - 2 + 2^-31 → 2^31 - 2.
        assert_eq!(apply(FxpOp::MulFxp, i32::MAX, i32::MAX), i32::MAX - 1);
        // MIN × MAX = -2^62 + 2^31; / 2^31 = -2^31 + 1, exact.
        assert_eq!(apply(FxpOp::MulFxp, i32::MIN, i32::MAX), i32::MIN + 1);
        // The smallest products: 1 × 1 = 2^-31 of an LSB → 0; ties: 2^30 × 1 = 1/2 LSB → 1
        // (half up), -2^30 × 1 = -1/2 LSB → 0 (half up, not away from zero).
        assert_eq!(apply(FxpOp::MulFxp, 1, 1), 0);
        assert_eq!(apply(FxpOp::MulFxp, half, 1), 1);
        assert_eq!(apply(FxpOp::MulFxp, -half, 1), 0);
        // 3 × 2^30 = 1.5 LSB → 2; -3 × 2^30 = -1.5 LSB → -1.
        assert_eq!(apply(FxpOp::MulFxp, 3, half), 2);
        assert_eq!(apply(FxpOp::MulFxp, -3, half), -1);
        assert_eq!(apply(FxpOp::MulFxp, 0, i32::MIN), 0);
    }

    /// ArithRightShiftRound (docs/decisions.md): `floor(x / 2^s + 1/2)`, ties up.
    #[test]
    fn arith_right_shift_round_rounds_ties_up() {
        let r = |x, s| apply(FxpOp::ArithRightShiftRound, x, s);
        assert_eq!(r(5, 0), 5);
        assert_eq!(r(i32::MIN, 0), i32::MIN);
        assert_eq!(r(5, 1), 3); // 2.5 → 3
        assert_eq!(r(-5, 1), -2); // -2.5 → -2
        assert_eq!(r(7, 2), 2); // 1.75 → 2
        assert_eq!(r(-7, 2), -2); // -1.75 → -2
        assert_eq!(r(6, 2), 2); // 1.5 → 2
        assert_eq!(r(-6, 2), -1); // -1.5 → -1
        assert_eq!(r(i32::MAX, 1), 1 << 30); // 2^30 - 0.5 → 2^30, no overflow
        assert_eq!(r(i32::MAX, 31), 1); // 1 - 2^-31 → 1
        assert_eq!(r(i32::MIN, 31), -1); // -1 exactly
        assert_eq!(r(1 << 30, 31), 1); // 0.5 → 1
        assert_eq!(r(-(1 << 30), 31), 0); // -0.5 → 0
        assert_eq!(r((1 << 30) - 1, 31), 0); // just under 0.5 → 0
    }

    /// The other shifts (docs/decisions.md, "LeftShiftSat", "Fixed-point shift amounts").
    #[test]
    fn shifts_at_0_and_31_and_saturation() {
        assert_eq!(apply(FxpOp::LeftShift, -1, 0), -1);
        assert_eq!(apply(FxpOp::LeftShift, 1, 31), i32::MIN);
        assert_eq!(apply(FxpOp::LeftShift, 3, 31), i32::MIN); // bit 1 falls off
        assert_eq!(
            apply(FxpOp::LeftShift, 0x4000_0001, 1),
            0x8000_0002u32 as i32
        );
        assert_eq!(apply(FxpOp::LeftShiftSat, 0x4000_0001, 1), i32::MAX);
        assert_eq!(apply(FxpOp::LeftShiftSat, -0x4000_0001, 1), i32::MIN);
        assert_eq!(apply(FxpOp::LeftShiftSat, -0x4000_0000, 1), i32::MIN); // exact
        assert_eq!(apply(FxpOp::LeftShiftSat, 1, 31), i32::MAX); // 2^31 saturates
        assert_eq!(apply(FxpOp::LeftShiftSat, -1, 31), i32::MIN); // -2^31 fits
        assert_eq!(apply(FxpOp::LeftShiftSat, 0, 31), 0);
        assert_eq!(apply(FxpOp::LeftShiftSat, -3, 2), -12);
        assert_eq!(apply(FxpOp::LogicRightShift, -8, 1), 0x7FFF_FFFC);
        assert_eq!(apply(FxpOp::LogicRightShift, -1, 31), 1);
        assert_eq!(apply(FxpOp::LogicRightShift, i32::MIN, 0), i32::MIN);
        assert_eq!(apply(FxpOp::ArithRightShift, -8, 1), -4);
        assert_eq!(apply(FxpOp::ArithRightShift, -7, 1), -4); // floor(-3.5)
        assert_eq!(apply(FxpOp::ArithRightShift, i32::MIN, 31), -1);
        assert_eq!(apply(FxpOp::ArithRightShift, i32::MAX, 31), 0);
        for op in [
            FxpOp::LeftShift,
            FxpOp::LeftShiftSat,
            FxpOp::LogicRightShift,
            FxpOp::ArithRightShift,
            FxpOp::ArithRightShiftRound,
        ] {
            assert!(op.is_shift());
            assert_eq!(fxp_apply(op, 1, 32), None, "{op:?}");
            assert_eq!(fxp_apply(op, 1, -1), None, "{op:?}");
            assert_eq!(fxp_apply(op, 1, i32::MIN), None, "{op:?}");
        }
        // The non-shift ops take any operand.
        assert_eq!(fxp_apply(FxpOp::MulFxp, 1, 32), Some(0));
        assert!(!FxpOp::MulInt.is_shift());
    }

    #[test]
    fn keywords_and_alus_round_trip() {
        for &op in FxpOp::ALL {
            assert_eq!(FxpOp::from_keyword(op.keyword()), Some(op));
        }
        assert_eq!(FxpOp::MulInt.alu().keyword(), "FxpMul");
        assert_eq!(FxpOp::MulFxp.alu().keyword(), "FxpMul");
        assert_eq!(FxpOp::SubFxp.alu().keyword(), "FxpAdd");
        assert_eq!(FxpOp::ArithRightShiftRound.alu().keyword(), "FxpRshift");
    }
}
