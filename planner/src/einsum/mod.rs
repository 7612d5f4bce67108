//! Contraction plans: an `nt.einsum` of two bf16 tensors over one contracted axis,
//! with its epilogue (a bias over the stationary operand's free axis, a relu) and its
//! output cast, as one Tensor Unit pass (fetch → contraction → vector → cast → commit).
//!
//! - [`read`] reads the nt function into a [`Contraction`]: which axis is contracted
//!   (`K`), which free axis each operand brings (`M` streamed, `N` stationary in the
//!   TRF, both role assignments tried), the epilogue and the output dtype;
//! - [`layout`] enumerates the [`layout::Layout`] candidates (rows of `M` and columns of
//!   `N` per slice, the TRF's Row use), checks each against the hardware's limits and
//!   ranks them by [`crate::cost::contraction`];
//! - [`emit`] writes the chosen plan as a stream module.
//!
//! The layouts are the manual's GEMM kernel's (002 L466–525, examples/gemm_bf16.mlir)
//! generalised: each slice holds a `tm × tn` output tile, the stationary tile
//! `tn × K` fills the TRF (`N % 8` on the Rows, or all of it on Row 0 when `N` is not a
//! multiple of 8), the streamed tile `tm × K` passes once.

pub mod emit;
pub mod layout;

use crate::plan::{axis_list, err, func_of, HostInput};
use visa_ir::{Context, Diagnostic, OpId, Value};
use visa_nt::kinds::{BinaryFn, UnaryFn};
use visa_nt::types::{element_dtype, tensor};
use visa_tcp::DType;

/// A named axis and its size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Axis {
    /// The name.
    pub name: String,
    /// The size.
    pub size: u64,
}

/// One contraction operand: where it comes from and its axes in the nt type's order
/// (which is the host tensor's row-major order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Operand {
    /// The host input it is.
    pub input: usize,
    /// Its axes, in order.
    pub axes: Vec<Axis>,
}

impl Operand {
    /// Whether `axis` is the innermost (contiguous) axis.
    pub fn innermost(&self, axis: &str) -> bool {
        self.axes.last().is_some_and(|a| a.name == axis)
    }
    /// `argument #0 [I, K]` or `parameter "fc1.weight" [H, I]`.
    pub fn input_text(&self, c: &Contraction) -> String {
        let axes: Vec<&str> = self.axes.iter().map(|a| a.name.as_str()).collect();
        format!("{} [{}]", c.inputs[self.input], axes.join(", "))
    }
}

/// What the function computes: `out[M, N] = epilogue(Σ_K stream[M, K] · trf[N, K])`.
#[derive(Debug, Clone)]
pub struct Contraction {
    /// The einsum.
    pub einsum: OpId,
    /// The host inputs, in host-function order: the nt function's arguments, then its
    /// parameters in program order.
    pub inputs: Vec<HostInput>,
    /// The streamed operand (brings `M`).
    pub stream: Operand,
    /// The stationary operand, in the TRF (brings `N`).
    pub trf: Operand,
    /// The streamed free axis.
    pub m: Axis,
    /// The stationary free axis.
    pub n: Axis,
    /// The contracted axis.
    pub k: Axis,
    /// The bias over `N` added after the contraction (host input index, dtype).
    pub bias: Option<(usize, DType)>,
    /// A relu after the bias.
    pub relu: bool,
    /// The result's element type (f32, or bf16 through the Cast Engine).
    pub out: DType,
    /// The result's axes in the nt type's order.
    pub result_axes: Vec<Axis>,
    /// The nt ops fused into the pass, in order, as `nt.einsum`, `nt.binary add`, ...
    pub fused: Vec<String>,
}

impl Contraction {
    /// The same contraction with the operands' roles exchanged (the other operand in
    /// the TRF), when that is a contraction too.
    pub fn swapped(&self) -> Option<Contraction> {
        // A bias runs along N (the Rows); swapping would put it along Time.
        self.bias.is_none().then(|| self.swap_roles())
    }
    /// The contraction with the streamed and stationary operands exchanged.
    fn swap_roles(&self) -> Contraction {
        let mut c = self.clone();
        std::mem::swap(&mut c.stream, &mut c.trf);
        std::mem::swap(&mut c.m, &mut c.n);
        c
    }
    /// The module's axes as `I = 512, J = 512, K = 1024` (M, N, K).
    pub fn axes_decl(&self) -> String {
        format!(
            "{} = {}, {} = {}, {} = {}",
            self.m.name, self.m.size, self.n.name, self.n.size, self.k.name, self.k.size
        )
    }
    /// Multiply-accumulates of the contraction.
    pub fn macs(&self) -> u64 {
        self.m.size * self.n.size * self.k.size
    }
}

fn axes_of(ctx: &Context, v: Value) -> Option<(Vec<Axis>, DType)> {
    let t = tensor(ctx, ctx.value_type(v))?;
    let dt = element_dtype(ctx, t.element)?;
    Some((
        t.axes
            .iter()
            .map(|a| Axis {
                name: a.name.clone(),
                size: a.size,
            })
            .collect(),
        dt,
    ))
}

/// Whether the function's body holds an `nt.einsum` (then this module plans it).
pub fn applies(ctx: &Context, module: OpId) -> bool {
    let mut found = false;
    ctx.walk(module, &mut |op| {
        found |= visa_nt::ops::Einsum::matches(ctx, op).is_some();
    });
    found
}

/// Where a value of the body comes from.
#[derive(Clone, Copy, PartialEq)]
enum Src {
    Input(usize),
    Zero,
    Acc,
}

/// Reads the module's one function into a [`Contraction`], or a located reason why it is
/// outside what this module plans.
pub fn read(ctx: &Context, module: OpId) -> Result<(OpId, String, Contraction), Diagnostic> {
    let (func, name, block) = func_of(ctx, module)?;
    let mut inputs: Vec<HostInput> = Vec::new();
    let mut srcs: Vec<(Value, Src)> = Vec::new();
    for (i, &a) in ctx.block_args(block).iter().enumerate() {
        inputs.push(HostInput::Argument(i));
        srcs.push((a, Src::Input(i)));
    }
    let src_of = |srcs: &[(Value, Src)], v: Value| srcs.iter().find(|(w, _)| *w == v).map(|p| p.1);
    let mut found: Option<Contraction> = None;
    let mut acc_value: Option<Value> = None;
    let ops: Vec<OpId> = ctx.block_ops(block).collect();
    for (i, &op) in ops.iter().enumerate() {
        if let Some(p) = visa_nt::ops::Parameter::matches(ctx, op) {
            let r = ctx.result(op, 0);
            srcs.push((r, Src::Input(inputs.len())));
            inputs.push(HostInput::Parameter(p.name(ctx).to_string()));
        } else if visa_nt::ops::Constant::matches(ctx, op).is_some() {
            let attr = visa_nt::ops::Constant(op).value(ctx);
            let zero = ctx.dense(attr).is_some_and(|d| {
                (d.is_splat() || d.num_elements() == 1)
                    && d.iter_f64()
                        .and_then(|mut it| it.next())
                        .is_some_and(|v| v == 0.0)
            });
            if !zero {
                return Err(err(
                    ctx,
                    op,
                    "a contraction plan takes only zero splat constants (as relu's bound)",
                ));
            }
            srcs.push((ctx.result(op, 0), Src::Zero));
        } else if visa_nt::ops::Einsum::matches(ctx, op).is_some() {
            if found.is_some() {
                return Err(err(
                    ctx,
                    op,
                    "a second nt.einsum: this planner slice plans one contraction per function",
                ));
            }
            found = Some(read_einsum(ctx, op, &srcs)?);
            let r = ctx.result(op, 0);
            srcs.push((r, Src::Acc));
            acc_value = Some(r);
        } else if let Some(b) = visa_nt::ops::Binary::matches(ctx, op) {
            let Some(c) = found.as_mut() else {
                return Err(err(ctx, op, "an op before the contraction is not planned"));
            };
            let (l, r) = (b.lhs(ctx), b.rhs(ctx));
            let other = if Some(l) == acc_value {
                r
            } else if Some(r) == acc_value {
                l
            } else {
                return Err(err(
                    ctx,
                    op,
                    "an epilogue op must take the contraction's running value",
                ));
            };
            let res = ctx.result(op, 0);
            let (raxes, rdt) = axes_of(ctx, res).ok_or_else(|| err(ctx, op, "not a tensor"))?;
            match (b.kind(ctx), src_of(&srcs, other)) {
                (BinaryFn::Add, Some(Src::Input(bi))) if c.bias.is_none() && !c.relu => {
                    let (baxes, bdt) = axes_of(ctx, other)
                        .ok_or_else(|| err(ctx, op, "the bias is not a tensor"))?;
                    if baxes != [c.n.clone()] && baxes != [c.m.clone()] {
                        return Err(err(
                            ctx,
                            op,
                            "the bias must run along one free axis of the contraction",
                        ));
                    }
                    if baxes == [c.m.clone()] {
                        // The bias's axis goes to the Rows: its operand is stationary.
                        *c = c.swap_roles();
                    }
                    if !matches!(bdt, DType::Bf16 | DType::F32) {
                        return Err(err(ctx, op, "the bias must be bf16 or f32"));
                    }
                    c.bias = Some((bi, bdt));
                }
                (BinaryFn::Max, Some(Src::Zero)) if !c.relu => c.relu = true,
                (f, _) => {
                    return Err(err(
                        ctx,
                        op,
                        format!(
                            "nt.binary {} is not a planned epilogue (a bias add, then max with 0)",
                            f.keyword()
                        ),
                    ))
                }
            }
            if rdt != DType::F32 || raxes != c.result_axes {
                return Err(err(
                    ctx,
                    op,
                    "an epilogue op must keep the contraction's f32 result type",
                ));
            }
            c.fused.push(format!("nt.binary {}", b.kind(ctx).keyword()));
            srcs.push((res, Src::Acc));
            acc_value = Some(res);
        } else if let Some(u) = visa_nt::ops::Unary::matches(ctx, op) {
            let Some(c) = found.as_mut() else {
                return Err(err(ctx, op, "an op before the contraction is not planned"));
            };
            if u.kind(ctx) != UnaryFn::Relu || c.relu || Some(u.input(ctx)) != acc_value {
                return Err(err(
                    ctx,
                    op,
                    format!(
                        "nt.unary {} is not a planned epilogue (one relu of the running value)",
                        u.kind(ctx).keyword()
                    ),
                ));
            }
            let res = ctx.result(op, 0);
            let (raxes, rdt) = axes_of(ctx, res).ok_or_else(|| err(ctx, op, "not a tensor"))?;
            if rdt != DType::F32 || raxes != c.result_axes {
                return Err(err(
                    ctx,
                    op,
                    "an epilogue op must keep the contraction's f32 result type",
                ));
            }
            c.relu = true;
            c.fused.push("nt.unary relu".into());
            srcs.push((res, Src::Acc));
            acc_value = Some(res);
        } else if i + 1 == ops.len() {
            let outs = ctx.operands(op);
            if outs.len() != 1 || outs.first().copied() != acc_value || acc_value.is_none() {
                return Err(err(
                    ctx,
                    op,
                    "the function must return the contraction's (or its epilogue's) one result",
                ));
            }
        } else {
            let other = ctx.op_name_text(ctx.op_name(op));
            return Err(err(
                ctx,
                op,
                format!("{other} is not planned in a contraction (its epilogue: bias add, relu)"),
            ));
        }
    }
    let mut c = found.ok_or_else(|| err(ctx, func, "the function has no nt.einsum"))?;
    c.inputs = inputs;
    if c.bias.is_some() || c.relu {
        // The epilogue runs in f32 and the result keeps the einsum's dtype.
        c.out = DType::F32;
    }
    let used = 2 + usize::from(c.bias.is_some());
    if c.inputs.len() != used {
        return Err(err(
            ctx,
            func,
            format!(
                "the function has {} inputs (arguments and parameters) and the contraction uses {used}: every input must be an operand",
                c.inputs.len()
            ),
        ));
    }
    Ok((func, name, c))
}

fn read_einsum(ctx: &Context, op: OpId, srcs: &[(Value, Src)]) -> Result<Contraction, Diagnostic> {
    let e = visa_nt::ops::Einsum(op);
    let ins = e.inputs(ctx).to_vec();
    if ins.len() != 2 {
        return Err(err(ctx, op, "a planned einsum has two inputs"));
    }
    let mut ops = Vec::new();
    for (i, &v) in ins.iter().enumerate() {
        let Some(Src::Input(k)) = srcs.iter().find(|(w, _)| *w == v).map(|p| p.1) else {
            return Err(err(
                ctx,
                op,
                format!("input #{i} must be a function argument or an nt.parameter"),
            ));
        };
        let (axes, dt) =
            axes_of(ctx, v).ok_or_else(|| err(ctx, op, format!("input #{i} is not a tensor")))?;
        if dt != DType::Bf16 {
            return Err(err(
                ctx,
                op,
                format!(
                    "input #{i} is {}: the Contraction Engine multiplies bf16 here (f32 operands need a precision mode, issue 22 item 5)",
                    dt.keyword()
                ),
            ));
        }
        ops.push(Operand { input: k, axes });
    }
    let r = ctx.result(op, 0);
    let (raxes, rdt) = axes_of(ctx, r).ok_or_else(|| err(ctx, op, "the result is not a tensor"))?;
    let acc = e.acc(ctx).and_then(|t| element_dtype(ctx, t));
    if acc != Some(DType::F32) {
        return Err(err(
            ctx,
            op,
            "a planned einsum accumulates in f32 (`acc f32`), as the Contraction Engine's reducer does",
        ));
    }
    if !matches!(rdt, DType::F32 | DType::Bf16) {
        return Err(err(ctx, op, "the result must be f32 or bf16"));
    }
    let has = |o: &Operand, n: &str| o.axes.iter().any(|a| a.name == n);
    let in_result = |n: &str| raxes.iter().any(|a| a.name == n);
    let contracted: Vec<&Axis> = ops[0]
        .axes
        .iter()
        .filter(|a| has(&ops[1], &a.name) && !in_result(&a.name))
        .collect();
    let [k] = contracted.as_slice() else {
        return Err(err(
            ctx,
            op,
            format!(
                "{} contracted axes: a planned einsum contracts exactly one",
                contracted.len()
            ),
        ));
    };
    let free = |o: &Operand| -> Vec<Axis> {
        o.axes
            .iter()
            .filter(|a| a.name != k.name)
            .cloned()
            .collect()
    };
    let (f0, f1) = (free(&ops[0]), free(&ops[1]));
    let (Some(m), Some(n)) = (f0.first(), f1.first()) else {
        return Err(err(
            ctx,
            op,
            "each input must bring one free axis (a matrix product; dot and matrix-vector products are not planned yet)",
        ));
    };
    if f0.len() != 1 || f1.len() != 1 || raxes.len() != 2 || in_result(&k.name) {
        return Err(err(
            ctx,
            op,
            format!(
                "a planned einsum is a matrix product [M, K] · [N, K] -> [M, N]; this one has axes {} and {} -> {}",
                axis_list(&ops[0].axes.iter().map(|a| a.name.clone()).collect::<Vec<_>>()),
                axis_list(&ops[1].axes.iter().map(|a| a.name.clone()).collect::<Vec<_>>()),
                axis_list(&raxes.iter().map(|a| a.name.clone()).collect::<Vec<_>>())
            ),
        ));
    }
    let k = (*k).clone();
    let (m, n) = (m.clone(), n.clone());
    // The streamed operand must have K innermost (its tile passes in 32-byte flits);
    // prefer the first input as streamed when both qualify.
    let (stream, trf, m, n) = if ops[0].innermost(&k.name) || !ops[1].innermost(&k.name) {
        (ops[0].clone(), ops[1].clone(), m, n)
    } else {
        (ops[1].clone(), ops[0].clone(), n, m)
    };
    Ok(Contraction {
        einsum: op,
        inputs: Vec::new(),
        stream,
        trf,
        m,
        n,
        k,
        bias: None,
        relu: false,
        out: rdt,
        result_axes: raxes,
        fused: vec!["nt.einsum".into()],
    })
}

/// A candidate with its estimate: which orientation (0: as read, 1: swapped), the layout.
#[derive(Debug, Clone)]
pub struct Ranked {
    /// The orientation's index into [`ContractionPlan::orientations`].
    pub orientation: usize,
    /// The layout.
    pub layout: layout::Layout,
    /// Its estimate.
    pub cost: crate::cost::ContractionEstimate,
}

/// The chosen contraction plan, its ranked alternatives and the refusals.
#[derive(Debug, Clone)]
pub struct ContractionPlan {
    /// The nt function.
    pub func: OpId,
    /// Its name.
    pub name: String,
    /// The contraction as read, then with the roles swapped (when allowed).
    pub orientations: Vec<Contraction>,
    /// Accepted candidates, cheapest first (ties: the enumeration order).
    pub ranked: Vec<Ranked>,
    /// How many candidates were refused, and the first few reasons with their layouts.
    pub refused: (usize, Vec<String>),
}

impl ContractionPlan {
    /// The chosen orientation.
    pub fn contraction(&self) -> &Contraction {
        &self.orientations[self.ranked[0].orientation]
    }
    /// The chosen layout.
    pub fn layout(&self) -> &layout::Layout {
        &self.ranked[0].layout
    }
    /// The stream module text.
    pub fn emit(&self) -> String {
        emit::emit(&self.name, self.contraction(), self.layout())
    }
    /// The host inputs of the planned host function, in order.
    pub fn inputs(&self) -> &[HostInput] {
        &self.contraction().inputs
    }
    /// The `--explain` report.
    pub fn explain(&self) -> String {
        let c = self.contraction();
        let l = self.layout();
        let mut s = format!(
            "plan @{}: {} (M = {} {}, N = {} {}, K = {} {}; {} MACs) as one Tensor Unit pass\n",
            self.name,
            c.fused.join(" -> "),
            c.m.name,
            c.m.size,
            c.n.name,
            c.n.size,
            c.k.name,
            c.k.size,
            c.macs()
        );
        s.push_str(&format!(
            "  stationary in the TRF: {}; streamed: {}\n",
            c.trf.input_text(c),
            c.stream.input_text(c)
        ));
        s.push_str(&format!("  layout: {}\n", l.describe(c)));
        if let Some((b, dt)) = c.bias {
            s.push_str(&format!(
                "  epilogue: bias {} ({}) in the VRF -> vector_fp_binary add_f{}\n",
                c.inputs[b],
                dt.keyword(),
                if c.relu { " -> vector_clip max 0" } else { "" }
            ));
        } else if c.relu {
            s.push_str("  epilogue: vector_clip max 0\n");
        }
        if c.out != DType::F32 {
            s.push_str(&format!(
                "  cast: f32 -> {} (round to nearest even)\n",
                c.out.keyword()
            ));
        }
        let peak = visa_tcp::limits::PEAK_BF16_MACS_PER_CYCLE;
        let pass = self.ranked[0].cost.pass;
        s.push_str(&format!(
            "  contraction pass: {pass} cycles, {:.1}% of the chip's peak MACs\n",
            100.0 * c.macs() as f64 / (pass as f64 * peak as f64)
        ));
        s.push_str("  candidates (estimated cycles):\n");
        for (i, r) in self.ranked.iter().take(4).enumerate() {
            let o = &self.orientations[r.orientation];
            s.push_str(&format!(
                "    {} {:>9}  TRF {}: {} ({})\n",
                if i == 0 { "chosen" } else { "      " },
                r.cost.total,
                o.trf.input_text(o),
                r.layout.describe(o),
                r.cost.terms()
            ));
        }
        if self.ranked.len() > 4 {
            s.push_str(&format!(
                "    ... {} more accepted\n",
                self.ranked.len() - 4
            ));
        }
        let (n, first) = &self.refused;
        for why in first {
            s.push_str(&format!("    refused {why}\n"));
        }
        if *n > first.len() {
            s.push_str(&format!("    ... {} more refused\n", n - first.len()));
        }
        s
    }
}

/// Plans the module's contraction: both orientations, every layout, the cheapest kept.
pub fn plan(ctx: &Context, module: OpId) -> Result<ContractionPlan, Diagnostic> {
    let (func, name, c) = read(ctx, module)?;
    let mut orientations = vec![c.clone()];
    if let Some(s) = c.swapped() {
        orientations.push(s);
    }
    let mut ranked = Vec::new();
    let mut refused: (usize, Vec<String>) = (0, Vec::new());
    for (oi, o) in orientations.iter().enumerate() {
        let cands = layout::candidates(o);
        if cands.is_empty() {
            refused.0 += 1;
            refused.1.push(format!(
                "TRF {}: {} = {} is not a multiple of 16 (a flit of bf16): padding K is not planned yet",
                o.trf.input_text(o),
                o.k.name,
                o.k.size
            ));
        }
        for l in cands {
            match layout::check(o, &l) {
                Ok(()) => ranked.push(Ranked {
                    orientation: oi,
                    layout: l,
                    cost: crate::cost::contraction(o, &l),
                }),
                Err(why) => {
                    refused.0 += 1;
                    if refused.1.len() < 4 {
                        refused.1.push(format!(
                            "TRF {}: {}: {why}",
                            o.trf.input_text(o),
                            l.describe(o)
                        ));
                    }
                }
            }
        }
    }
    // Deterministic: stable sort on the estimate keeps the enumeration order on ties.
    ranked.sort_by_key(|r| r.cost.total);
    if ranked.is_empty() {
        return Err(err(
            ctx,
            c.einsum,
            format!("no layout fits this contraction: {}", refused.1.join("; ")),
        ));
    }
    Ok(ContractionPlan {
        func,
        name,
        orientations,
        ranked,
        refused,
    })
}
