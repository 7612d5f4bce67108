//! Plans: what the nt function computes ([`Chain`]), the layout candidates
//! ([`Layout`]), and the chosen [`Plan`] with its ranked alternatives and refusals.
//!
//! A [`Layout`] maps the innermost named axis `A` of size `N` (outer axes whole in
//! Slice beside it) onto the chip as the manual's
//! Hello-TCP kernels do: Chip `m[1]`, Cluster `m[1 # 2]`, Slice `m[A / E # 256]`,
//! Element `m[A % E]` with `E` elements per slice, a multiple of the Vector Engine's
//! lanes ([`visa_tcp::limits::FLIT_LANES`]); the stream then has `E / 8` flits per
//! slice in Time. The slice axis is padded to the cluster's slices.

use crate::cost;
use visa_ir::{Context, Diagnostic, OpId, Value};
use visa_nt::kinds::BinaryFn;
use visa_tcp::limits::{DM_BANK_ROW_BYTES, DM_BYTES, FLIT_LANES, SLICES, VRF_OPERAND_MAX_FLITS};
use visa_tcp::vector::{FpBinaryOp, FxpAlu, FxpBinaryOp};
use visa_tcp::DType;

/// The second operand of one Vector Engine op.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Operand {
    /// A splat constant, the op's immediate.
    Imm(Imm),
    /// A function argument, loaded into the VRF by the sub context.
    Vrf(usize),
}

/// An immediate: an i32 for the fixed-point path, an f32 for the float path.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Imm {
    /// A fixed-point immediate.
    Int(i32),
    /// A float immediate (finite).
    F32(f32),
}

impl std::fmt::Display for Imm {
    /// The stream syntax: `7`, or a float literal with a fraction (`1.5e0`).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Imm::Int(v) => write!(f, "{v}"),
            Imm::F32(v) => {
                let t = format!("{v:e}");
                match t.split_once('e') {
                    Some((m, e)) if !m.contains('.') => write!(f, "{m}.0e{e}"),
                    _ => write!(f, "{t}"),
                }
            }
        }
    }
}

/// A Vector Engine op: fixed-point (i32) or float (f32, the Way4 path).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VeOp {
    /// `stream.vector_fxp`.
    Fxp(FxpBinaryOp),
    /// `stream.vector_fp_binary`.
    Fp(FpBinaryOp),
}

impl VeOp {
    /// The op's keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            VeOp::Fxp(o) => o.keyword(),
            VeOp::Fp(o) => o.keyword(),
        }
    }
    /// The ALU it occupies.
    pub fn alu(self) -> FxpAlu {
        match self {
            VeOp::Fxp(o) => o.alu(),
            VeOp::Fp(o) => o.alu(),
        }
    }
    /// The stream op that spells it.
    pub fn stream_op(self) -> &'static str {
        match self {
            VeOp::Fxp(_) => "stream.vector_fxp",
            VeOp::Fp(_) => "stream.vector_fp_binary",
        }
    }
}

/// One nt op as one Vector Engine op.
#[derive(Debug, Clone)]
pub struct Step {
    /// The nt op.
    pub op: OpId,
    /// Its nt spelling (`nt.binary add`).
    pub nt: String,
    /// The Vector Engine op.
    pub ve: VeOp,
    /// The second operand.
    pub operand: Operand,
}

/// What the function computes: argument `input` streamed through `steps`.
#[derive(Debug, Clone)]
pub struct Chain {
    /// The axis name.
    pub axis: String,
    /// The outer axes in order (each whole in Slice, outside the innermost's `A / E`).
    pub outer: Vec<(String, u64)>,
    /// The axis size.
    pub size: u64,
    /// The element type (i32 or f32 in this slice).
    pub dtype: DType,
    /// The number of function arguments.
    pub args: usize,
    /// The streamed argument.
    pub input: usize,
    /// The ops in order.
    pub steps: Vec<Step>,
    /// The argument in the VRF, if any.
    pub vrf: Option<usize>,
}

impl Chain {
    /// The number of elements of every operand.
    pub fn elements(&self) -> u64 {
        self.outer.iter().map(|a| a.1).product::<u64>() * self.size
    }
    /// The axes as `M: 4, A: 512`.
    pub fn axes_text(&self) -> String {
        let mut v: Vec<String> = self
            .outer
            .iter()
            .map(|(n, s)| format!("{n}: {s}"))
            .collect();
        v.push(format!("{}: {}", self.axis, self.size));
        v.join(", ")
    }
    /// The host mapping's axes, `M, A`.
    pub fn host_axes(&self) -> String {
        let mut v: Vec<&str> = self.outer.iter().map(|(n, _)| n.as_str()).collect();
        v.push(&self.axis);
        v.join(", ")
    }
}

/// One layout candidate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Layout {
    /// Elements per slice (`E`), a multiple of the flit's lanes.
    pub per_slice: u64,
    /// Slices holding data: `ceil(N / E)`.
    pub slices: u64,
}

impl Layout {
    /// Flits per slice in Time.
    pub fn flits(&self) -> u64 {
        self.per_slice / FLIT_LANES as u64
    }
    /// Elements the layout holds, padding included.
    pub fn padded(&self) -> u64 {
        self.per_slice * self.slices
    }
}

/// A layout with its estimated cycles.
#[derive(Debug, Clone)]
pub struct Ranked {
    /// The layout.
    pub layout: Layout,
    /// The estimate, by term.
    pub cost: cost::Estimate,
}

/// The chosen plan, its ranked alternatives and the refused candidates.
#[derive(Debug, Clone)]
pub struct Plan {
    /// The nt function.
    pub func: OpId,
    /// Its name (the host function's).
    pub name: String,
    /// What it computes.
    pub chain: Chain,
    /// The chosen layout (the first of `ranked`).
    pub layout: Layout,
    /// Every accepted candidate, cheapest first (ties: fewer elements per slice).
    pub ranked: Vec<Ranked>,
    /// Refused candidates: elements per slice and the reason.
    pub refused: Vec<(u64, String)>,
    /// Per-slice DM byte addresses: the streamed input, the VRF operand, the result.
    pub dm: DmPlacement,
}

/// Where each operand lives in DM (per slice) and in the VRF.
#[derive(Debug, Clone, Copy)]
pub struct DmPlacement {
    /// The streamed input.
    pub input: u64,
    /// The VRF operand's DM copy (when there is one).
    pub vrf_src: u64,
    /// The VRF address of the operand.
    pub vrf: u64,
    /// The result.
    pub output: u64,
}

/// An error located at `op`.
pub fn err(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ctx.op_loc(op), msg)
}

/// Where a value comes from, while reading the chain.
#[derive(Clone, Copy, PartialEq)]
enum Src {
    Arg(usize),
    Imm(Imm),
    Chain,
}

/// The outer axes, the innermost axis, its size and the dtype of an nt tensor type, or
/// why it is outside this slice.
type Shape = (Vec<(String, u64)>, String, u64, DType);

fn axis_of(ctx: &Context, v: Value) -> Result<Shape, String> {
    let ty = ctx.value_type(v);
    let Some(t) = visa_nt::types::tensor(ctx, ty) else {
        return Err("is not an !nt.tensor".into());
    };
    let dt = visa_nt::types::element_dtype(ctx, t.element).ok_or("has no TCP element type")?;
    let (last, outer) = t
        .axes
        .split_last()
        .ok_or("has no axis (a scalar result is not planned)")?;
    Ok((
        outer.iter().map(|a| (a.name.clone(), a.size)).collect(),
        last.name.clone(),
        last.size,
        dt,
    ))
}

/// The Vector Engine op of an nt binary function on f32, or why there is none: add and
/// sub on the FpFma ALU, mul on FpMul0 (a second mul on FpMul1, decision PLN-5).
pub fn fp_of(f: BinaryFn, second_mul: bool) -> Result<FpBinaryOp, String> {
    match f {
        BinaryFn::Add => Ok(FpBinaryOp::AddF),
        BinaryFn::Sub => Ok(FpBinaryOp::SubF),
        BinaryFn::Mul if second_mul => Ok(FpBinaryOp::MulF1),
        BinaryFn::Mul => Ok(FpBinaryOp::MulF0),
        other => Err(format!(
            "nt.binary {} on f32: not planned (div_f is not correctly rounded as nt's is; max/min need the clip stage, not planned yet)",
            other.keyword()
        )),
    }
}

/// The Vector Engine op of an nt binary function on i32, or why there is none.
/// nt integer arithmetic saturates (decision PLN-3): add and sub use the saturating
/// forms; mul uses `mul_int`, which wraps (the VE has no saturating integer multiply).
pub fn fxp_of(f: BinaryFn) -> Result<FxpBinaryOp, String> {
    match f {
        BinaryFn::Add => Ok(FxpBinaryOp::AddFxpSat),
        BinaryFn::Sub => Ok(FxpBinaryOp::SubFxpSat),
        BinaryFn::Mul => Ok(FxpBinaryOp::MulInt),
        other => Err(format!(
            "nt.binary {} on i32: the Vector Engine's fixed-point stage has no such op (L4824–4836)",
            other.keyword()
        )),
    }
}

/// One input of a planned host function: an nt function argument or an `nt.parameter`
/// (bound by name when the program runs). Planned host functions take the function's
/// arguments in order, then its parameters in program order (decision PLN-6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostInput {
    /// Argument `i` of the nt function.
    Argument(usize),
    /// The `nt.parameter` of this name.
    Parameter(String),
}

impl std::fmt::Display for HostInput {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            HostInput::Argument(i) => write!(f, "argument #{i}"),
            HostInput::Parameter(n) => write!(f, "parameter {n:?}"),
        }
    }
}

/// `[A, B, C]`.
pub fn axis_list(names: &[String]) -> String {
    format!("[{}]", names.join(", "))
}

/// The module's one `func.func`, its name and its entry block, or a located reason.
pub fn func_of(
    ctx: &Context,
    module: OpId,
) -> Result<(OpId, String, visa_ir::BlockId), Diagnostic> {
    let mut funcs = Vec::new();
    ctx.walk(module, &mut |op| {
        if ctx
            .interface::<visa_ir::interfaces::FunctionOpInterface>(op)
            .is_some()
        {
            funcs.push(op);
        }
    });
    let Some(&func) = funcs.first() else {
        return Err(err(ctx, module, "the module has no func.func to plan"));
    };
    if funcs.len() > 1 {
        return Err(err(
            ctx,
            funcs[1],
            "this planner slice plans a module of one function",
        ));
    }
    let name = visa_ir::symbol::symbol_name(ctx, func)
        .unwrap_or("main")
        .to_string();
    let Some(block) = ctx.entry_block(ctx.region(func, 0)) else {
        return Err(err(ctx, func, "the function has no body"));
    };
    Ok((func, name, block))
}

/// Reads the single nt function of `module` into a [`Chain`].
pub fn read_chain(ctx: &Context, module: OpId) -> Result<(OpId, String, Chain), Diagnostic> {
    let (func, name, block) = func_of(ctx, module)?;
    let args: Vec<Value> = ctx.block_args(block).to_vec();
    if args.is_empty() {
        return Err(err(ctx, func, "the function has no argument to stream"));
    }
    let mut shape: Option<Shape> = None;
    for (i, &a) in args.iter().enumerate() {
        let s = axis_of(ctx, a).map_err(|m| err(ctx, func, format!("argument #{i} {m}")))?;
        match &shape {
            None => shape = Some(s),
            Some(first) if *first != s => {
                return Err(err(
                    ctx,
                    func,
                    format!("argument #{i} differs from argument #0 in axis, size or dtype"),
                ))
            }
            _ => {}
        }
    }
    let (outer, axis, size, dtype) = shape.expect("at least one argument");
    if dtype != DType::I32 && dtype != DType::F32 {
        return Err(err(
            ctx,
            func,
            format!(
                "element type {dtype:?}: this planner slice plans i32 (fixed-point) and f32 (float) chains"
            ),
        ));
    }
    let mut srcs: Vec<(Value, Src)> = args
        .iter()
        .enumerate()
        .map(|(i, &a)| (a, Src::Arg(i)))
        .collect();
    let src_of = |srcs: &[(Value, Src)], v: Value| srcs.iter().find(|(w, _)| *w == v).map(|p| p.1);
    let mut input = None;
    let mut vrf = None;
    let mut steps = Vec::new();
    let mut chain_value: Option<Value> = None;
    let mut returned = false;
    let ops: Vec<OpId> = ctx.block_ops(block).collect();
    for (i, &op) in ops.iter().enumerate() {
        if visa_nt::ops::Constant::matches(ctx, op).is_some() {
            let r = ctx.result(op, 0);
            let attr = visa_nt::ops::Constant(op).value(ctx);
            let dense = ctx
                .dense(attr)
                .filter(|d| d.is_splat() || d.num_elements() == 1);
            let imm = if dtype == DType::I32 {
                dense
                    .and_then(|d| d.int_value(0))
                    .and_then(|v| i32::try_from(v).ok())
                    .map(Imm::Int)
            } else {
                dense
                    .and_then(|d| d.iter_f64().and_then(|mut i| i.next()))
                    .map(|v| v as f32)
                    .filter(|v| v.is_finite())
                    .map(Imm::F32)
            };
            match imm {
                    Some(v) => srcs.push((r, Src::Imm(v))),
                    None => {
                        return Err(err(
                            ctx,
                            op,
                            "only finite splat constants of the chain's element type are planned (as Vector Engine immediates)",
                        ))
                    }
                }
        } else if visa_nt::ops::Binary::matches(ctx, op).is_some() {
            let b = visa_nt::ops::Binary(op);
            let f = b.kind(ctx);
            let ve = if dtype == DType::I32 {
                VeOp::Fxp(fxp_of(f).map_err(|m| err(ctx, op, m))?)
            } else {
                let second = steps
                    .iter()
                    .any(|s: &Step| s.ve == VeOp::Fp(FpBinaryOp::MulF0));
                VeOp::Fp(fp_of(f, second).map_err(|m| err(ctx, op, m))?)
            };
            let r = ctx.result(op, 0);
            let rs = axis_of(ctx, r).map_err(|m| err(ctx, op, format!("the result {m}")))?;
            if rs != (outer.clone(), axis.clone(), size, dtype) {
                return Err(err(ctx, op, "the result differs from the arguments' type"));
            }
            let (l, rr) = (b.lhs(ctx), b.rhs(ctx));
            let (ls, rsrc) = (src_of(&srcs, l), src_of(&srcs, rr));
            let (ls, rsrc) = match (ls, rsrc) {
                (Some(a), Some(b)) => (a, b),
                _ => return Err(err(ctx, op, "an operand is not planned")),
            };
            let is_chain = |s: Src, v: Value| {
                s == Src::Chain && chain_value == Some(v)
                    || (chain_value.is_none() && matches!(s, Src::Arg(_)))
            };
            let commutative = matches!(f, BinaryFn::Add | BinaryFn::Mul);
            let (streamed, other) = if is_chain(ls, l) {
                (ls, rsrc)
            } else if commutative && is_chain(rsrc, rr) {
                (rsrc, ls)
            } else {
                return Err(err(
                        ctx,
                        op,
                        "the streamed value must be this op's left operand (of add and mul, either): one chain of ops is planned per pass",
                    ));
            };
            if let Src::Arg(i) = streamed {
                input = Some(i);
            }
            let operand = match other {
                Src::Imm(v) => Operand::Imm(v),
                Src::Arg(i) if Some(i) == input => {
                    return Err(err(
                        ctx,
                        op,
                        "an op on the streamed argument with itself is not planned",
                    ))
                }
                Src::Arg(i) => {
                    if vrf.is_some_and(|j| j != i) {
                        return Err(err(
                                ctx,
                                op,
                                "a second tensor operand: this planner slice loads one operand into the VRF",
                            ));
                    }
                    vrf = Some(i);
                    Operand::Vrf(i)
                }
                Src::Chain => return Err(err(ctx, op, "both operands are the streamed value")),
            };
            if let Some(prev) = steps.iter().find(|s: &&Step| s.ve.alu() == ve.alu()) {
                return Err(err(
                        ctx,
                        op,
                        format!(
                            "{} needs the Vector Engine's {:?} ALU, which {} already uses in this pass (each ALU once per pass, L4750)",
                            ve.keyword(),
                            ve.alu(),
                            prev.nt
                        ),
                    ));
            }
            steps.push(Step {
                op,
                nt: format!("nt.binary {}", f.keyword()),
                ve,
                operand,
            });
            srcs.push((r, Src::Chain));
            chain_value = Some(r);
        } else if i + 1 == ops.len() {
            // The body's terminator: the function's return once verified.
            let outs = ctx.operands(op);
            if outs.len() != 1 {
                return Err(err(
                    ctx,
                    op,
                    "this planner slice plans functions of one result",
                ));
            }
            if chain_value != Some(outs[0]) || chain_value.is_none() {
                return Err(err(ctx, op, "the result must be the last op of the chain"));
            }
            returned = true;
        } else {
            let other = ctx.op_name_text(ctx.op_name(op));
            return Err(err(
                ctx,
                op,
                format!(
                    "{other} is not planned yet (this slice: elementwise nt.binary chains on i32 and f32)"
                ),
            ));
        }
    }
    if !returned || steps.is_empty() {
        return Err(err(
            ctx,
            func,
            "the function computes no elementwise op to plan",
        ));
    }
    let used = 1 + usize::from(vrf.is_some());
    if args.len() != used {
        return Err(err(
            ctx,
            func,
            format!("the function takes {} arguments and uses {used}: every argument must be an operand of the chain", args.len()),
        ));
    }
    let chain = Chain {
        outer,
        axis,
        size,
        dtype,
        args: args.len(),
        input: input.expect("a chain has an input"),
        steps,
        vrf,
    };
    Ok((func, name, chain))
}

/// Bytes of one element.
fn elem_bytes(dt: DType) -> u64 {
    u64::from(dt.bits()).div_ceil(8)
}

/// Rounds `x` up to a multiple of `a`.
fn align_up(x: u64, a: u64) -> u64 {
    x.div_ceil(a) * a
}

/// The per-slice DM placement of a layout: input, VRF source, output, each region
/// aligned to a DM bank row.
pub fn placement(chain: &Chain, layout: &Layout) -> DmPlacement {
    let region = align_up(
        layout.per_slice * elem_bytes(chain.dtype),
        DM_BANK_ROW_BYTES,
    );
    let vrf_src = region;
    let output = if chain.vrf.is_some() {
        2 * region
    } else {
        region
    };
    DmPlacement {
        input: 0,
        vrf_src,
        vrf: 0,
        output,
    }
}

/// Checks one candidate against the hardware's limits; the reason when refused.
pub fn check(chain: &Chain, layout: &Layout) -> Result<(), String> {
    if layout.slices > SLICES {
        return Err(format!(
            "needs {} slices, a cluster has {SLICES} (L131)",
            layout.slices
        ));
    }
    if chain.vrf.is_some() && layout.flits() > VRF_OPERAND_MAX_FLITS {
        return Err(format!(
            "the VRF operand spans {} flits, the VRF holds {VRF_OPERAND_MAX_FLITS} (L140)",
            layout.flits()
        ));
    }
    let p = placement(chain, layout);
    let end = p.output + layout.per_slice * elem_bytes(chain.dtype);
    if end > DM_BYTES {
        return Err(format!(
            "needs {end} DM bytes per slice, a slice has {DM_BYTES} (L138)"
        ));
    }
    Ok(())
}

/// Enumerates the layouts: every `E` that is a multiple of the flit's lanes and divides
/// the axis size `N` (a mapping's stride must divide its axis, so `m[A / E]` needs
/// `E | N`), each with `N / E` slices, in increasing `E`. Empty when the lanes do not
/// divide `N` (decision PLN-2: the element axis is not padded in this slice).
pub fn candidates(chain: &Chain) -> Vec<Layout> {
    let lanes = FLIT_LANES as u64;
    let total = chain.elements();
    if !chain.size.is_multiple_of(lanes) {
        return Vec::new();
    }
    let q = chain.size / lanes;
    let mut divisors = Vec::new();
    let mut d = 1;
    while d * d <= q {
        if q.is_multiple_of(d) {
            divisors.push(d);
            if d != q / d {
                divisors.push(q / d);
            }
        }
        d += 1;
    }
    divisors.sort_unstable();
    divisors
        .into_iter()
        .map(|k| Layout {
            per_slice: k * lanes,
            slices: total / (k * lanes),
        })
        .collect()
}

/// Plans the module's function: reads the chain, ranks the candidates, keeps the best.
pub fn plan_module(ctx: &Context, module: OpId) -> Result<Plan, Diagnostic> {
    let (func, name, chain) = read_chain(ctx, module)?;
    let mut ranked = Vec::new();
    let mut refused = Vec::new();
    for layout in candidates(&chain) {
        match check(&chain, &layout) {
            Ok(()) => ranked.push(Ranked {
                layout,
                cost: cost::estimate(&chain, &layout),
            }),
            Err(why) => refused.push((layout.per_slice, why)),
        }
    }
    // Deterministic: cheapest, then fewer elements per slice.
    ranked.sort_by_key(|r| (r.cost.total(), r.layout.per_slice));
    if refused.is_empty() && ranked.is_empty() {
        return Err(err(
            ctx,
            func,
            format!(
                "axis {} has size {}, not a multiple of the Vector Engine's {} lanes: padding the element axis is not planned yet (decision PLN-2)",
                chain.axis, chain.size, FLIT_LANES
            ),
        ));
    }
    let Some(best) = ranked.first() else {
        let why: Vec<String> = refused
            .iter()
            .take(3)
            .map(|(e, w)| format!("{e} per slice: {w}"))
            .collect();
        return Err(err(
            ctx,
            func,
            format!(
                "no layout fits axis {} of size {}: {}",
                chain.axis,
                chain.size,
                why.join("; ")
            ),
        ));
    };
    let layout = best.layout;
    let dm = placement(&chain, &layout);
    Ok(Plan {
        func,
        name,
        chain,
        layout,
        ranked,
        refused,
        dm,
    })
}

impl Plan {
    /// The `--explain` report: per op the choice, the best three candidates' estimates,
    /// and the refusals.
    pub fn explain(&self) -> String {
        let mut s = String::new();
        let c = &self.chain;
        let l = &self.layout;
        s.push_str(&format!(
            "plan @{}: axes [{}] ({:?}) -> Slice {} ({} slices used), Time {} flit(s), Element m[{} % {}]; padded to {}\n",
            self.name, c.axes_text(), c.dtype, crate::emit::slice_mapping(c, l), l.slices, l.flits(), c.axis, l.per_slice, l.padded()
        ));
        for st in &c.steps {
            let opnd = match st.operand {
                Operand::Imm(v) => format!("immediate {v}"),
                Operand::Vrf(i) => format!("argument #{i} in the VRF at {}", self.dm.vrf),
            };
            s.push_str(&format!(
                "  {} -> {} {} ({opnd}), ALU {:?}\n",
                st.nt,
                st.ve.stream_op(),
                st.ve.keyword(),
                st.ve.alu()
            ));
        }
        s.push_str("  candidates (estimated cycles):\n");
        for (i, r) in self.ranked.iter().take(3).enumerate() {
            s.push_str(&format!(
                "    {} E = {:>5} per slice, {:>3} slices: {} ({})\n",
                if i == 0 { "chosen" } else { "      " },
                r.layout.per_slice,
                r.layout.slices,
                r.cost.total(),
                r.cost.terms()
            ));
        }
        if self.ranked.len() > 3 {
            s.push_str(&format!(
                "    ... {} more accepted\n",
                self.ranked.len() - 3
            ));
        }
        for (e, why) in self.refused.iter().take(5) {
            s.push_str(&format!("    refused E = {e} per slice: {why}\n"));
        }
        if self.refused.len() > 5 {
            s.push_str(&format!(
                "    ... {} more refused\n",
                self.refused.len() - 5
            ));
        }
        s
    }
}
