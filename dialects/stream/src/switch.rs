//! `stream.switch` (the Switch Engine, manual L3054–3542): its topology attribute, its
//! verifier, its interpreter semantics, and the `select-switch-topology` pass.
//!
//! `%s = stream.switch %f broadcast01 {slice1 = 256, slice0 = 1, time0 = 1} : <fetch> ->
//! <switch>` names the topology ([`visa_tcp::SwitchConfig`]); `%s = stream.switch %f :
//! <fetch> -> <switch>` leaves it to the pass, which chooses one from the two types
//! ([`visa_mapping::switch::select`]). Either way the types say where the data goes: the
//! interpreter moves it by the types (every index of the result holds the operand's element
//! at that index, broadcast over the axes the operand does not hold), never by the topology.

use std::collections::BTreeSet;

use crate::geom::{self, equivalent, index_set_up_to, resolve_stream, Stream, INTERPRETER_LIMIT};
use crate::interp::{Evaluator, Key, Tensor};
use crate::ops::Switch;
use crate::verify;
use visa_ir::ods::{AttrKind, AttrSyntax};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::pass::Pass;
use visa_ir::{AsmPrinter, AttrConstraint, Attribute, Context, Diagnostic, OpId};
use visa_mapping::switch::{held_axes, realizes, select, SliceTime};
use visa_mapping::Axis;
use visa_tcp::limits as l;
use visa_tcp::SwitchConfig;

/// The `topology` kind of `stream.switch`: a [`SwitchConfig`] written as its keyword and,
/// when it has parameters, `{name = value, ...}`; stored as a string attribute holding that
/// text (the generic form reads `{topology = "transpose {slice1 = 32, slice0 = 2}"}`).
pub struct Topology;

fn parse_topology(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    let at = p.current_loc();
    let Some(kw) = p.parse_optional_keyword_any() else {
        if required {
            return Err(p.emit_error("expected a switch topology"));
        }
        return Ok(None);
    };
    let topology: visa_tcp::Switch = kw
        .parse()
        .map_err(|e: visa_tcp::UnknownKeyword| p.emit_error_at(at, e.to_string()))?;
    let mut params: Vec<(String, u32)> = Vec::new();
    if !SwitchConfig::param_names(topology).is_empty() && p.parse_optional_punct("{") {
        loop {
            let name = p.parse_keyword_any()?.to_string();
            p.parse_punct("=")?;
            let vat = p.current_loc();
            let v = p.parse_integer()?;
            let v = u32::try_from(v).map_err(|_| {
                p.emit_error_at(
                    vat,
                    format!("switch parameter `{name}` = {v} is not a 32-bit unsigned integer"),
                )
            })?;
            params.push((name, v));
            if !p.parse_optional_punct(",") {
                break;
            }
        }
        p.parse_punct("}")?;
    }
    let refs: Vec<(&str, u32)> = params.iter().map(|(n, v)| (n.as_str(), *v)).collect();
    let cfg = SwitchConfig::from_params(topology, &refs).map_err(|e| p.emit_error_at(at, e))?;
    Ok(Some(p.ctx().string_attr(&cfg.to_string())))
}

fn print_topology(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_str(a).map(str::to_string) {
        Some(s) if s.parse::<SwitchConfig>().is_ok() => p.write_str(&s),
        _ => p.print_attr(a),
    }
}

impl AttrKind for Topology {
    type Value<'c> = SwitchConfig;
    type Input<'a> = &'a SwitchConfig;
    const CONSTRAINT: AttrConstraint = AttrConstraint::String;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_topology,
        print: print_topology,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<SwitchConfig> {
        ctx.attr_str(attr)?.parse().ok()
    }
    fn make(ctx: &mut Context, value: &SwitchConfig) -> Attribute {
        ctx.string_attr(&value.to_string())
    }
}

/// The input and result streams of a switch, resolved, with the input's axes.
struct Io {
    i: Stream,
    o: Stream,
    held: BTreeSet<Axis>,
}

impl Io {
    fn input(&self) -> SliceTime<'_> {
        SliceTime {
            slice: self.i.slice(),
            time: self.i.time(),
        }
    }
    fn output(&self) -> SliceTime<'_> {
        SliceTime {
            slice: self.o.slice(),
            time: self.o.time(),
        }
    }
}

/// The checks every switch passes, with or without a topology: position `fetch` →
/// `switch` in one context (L3059–3089), element type, Chip, Cluster and Packet unchanged
/// (L3087–3088), a whole cluster of 256 slices on both sides (L3501–3502).
fn common(ctx: &Context, op: OpId) -> Result<Io, Diagnostic> {
    let (i, o) = verify::stream_pair(ctx, op)?;
    for (role, k, line) in [
        ("Chip", 0, "manual: Computing Tensors › Switch Engine"),
        ("Cluster", 1, "manual: Computing Tensors › Switch Engine"),
        ("Packet", 4, "manual: Computing Tensors › Switch Engine"),
    ] {
        if !equivalent(&i.maps[k], &o.maps[k]) {
            return Err(ctx.op_error(
                op,
                format!(
                    "the switch keeps {role} unchanged ({line}): expected {}, got {}",
                    i.maps[k], o.maps[k]
                ),
            ));
        }
    }
    for (what, s) in [("input", &i), ("result", &o)] {
        if s.slice().size() != l::SLICES {
            return Err(ctx.op_error(
                op,
                format!(
                    "the switch needs the whole cluster: the {what}'s Slice {} has {} positions, not {} (manual: Computing Tensors › Switch Engine › Constraints)",
                    s.slice(),
                    s.slice().size(),
                    l::SLICES
                ),
            ));
        }
    }
    if i.time().size() == 0 {
        return Err(ctx.op_error(op, "the input Time is empty"));
    }
    let held = held_axes(i.maps.iter());
    Ok(Io { i, o, held })
}

/// `stream.switch` (L3054–3542): the common checks; a written topology must satisfy the
/// hardware's rules (`visa_tcp::check::switch`: powers of two, ring inside the 256 slices,
/// `time0` dividing Time, L3364) and realize the change of Slice and Time (L3091, L3497–3500;
/// a custom routing also order preservation L3459–3470 and the innermost time position
/// L3471–3482), else the error says what it would produce and which topology would do.
pub fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let io = common(ctx, op)?;
    let Some(attr) = ctx.attr(op, "topology") else {
        return Ok(());
    };
    let cfg: SwitchConfig = match ctx.attr_str(attr).map(str::parse) {
        Some(Ok(c)) => c,
        Some(Err(e)) => return Err(ctx.op_error(op, format!("bad switch topology: {e}"))),
        None => return Err(ctx.op_error(op, "the topology attribute must be a string")),
    };
    visa_tcp::check::switch(&cfg, io.i.time().size())
        .map_err(|e| ctx.op_error(op, format!("topology `{cfg}`: {e}")))?;
    if let Err(why) = realizes(&cfg, io.input(), io.output(), &io.held) {
        let hint = match select(io.input(), io.output(), &io.held) {
            Ok(s) => format!("; `{}` would", s.config),
            Err(_) => {
                "; no topology can (run --select-switch-topology for each one's reason)".into()
            }
        };
        return Err(ctx.op_error(
            op,
            format!(
                "topology `{cfg}` does not realize the switch from Slice {} and Time {} to Slice {} and Time {}: {why}{hint}",
                io.i.slice(),
                io.i.time(),
                io.o.slice(),
                io.o.time()
            ),
        ));
    }
    Ok(())
}

/// The interpreter's `stream.switch`: every index the result type holds gets the operand's
/// element at that index, the coordinates of axes the operand does not hold (the fresh
/// broadcast axes) read as 0. The topology is not consulted: the types say where data goes.
pub fn eval(ev: &Evaluator<'_>, op: OpId, xs: &[&Tensor]) -> Result<Tensor, Diagnostic> {
    let ctx = ev.ctx();
    let x = xs.first().ok_or_else(|| ev.err(op, "has no input"))?;
    if x.as_dense().is_some() {
        // A dense tensor is keyed by its own axes' digits only, so reading it at a result
        // index ignores the fresh broadcast axes, as the loop below does; the verifier has
        // checked that the topology realizes the mapping change (every result index has a
        // source). Data movement shares a dense tensor as it is (`Tensor::is_shared`).
        return Ok((*x).clone());
    }
    let axes = geom::axes(ctx, op)?;
    let ty = ctx.value_type(ctx.result(op, 0));
    let s = resolve_stream(ctx, op, &axes, ty, "the result")?;
    let m = geom::list(&s.maps);
    let set = index_set_up_to(&m, INTERPRETER_LIMIT).ok_or_else(|| {
        ev.err(
            op,
            format!("result mapping {m} is too large for the reference interpreter"),
        )
    })?;
    let keep = x.used_axes();
    let mut out = Tensor::new(x.dtype);
    for idx in set.iter() {
        let key: Key = ev.order().key(idx);
        let from: Key = key
            .iter()
            .enumerate()
            .map(|(k, &v)| if keep.contains(&k) { v } else { 0 })
            .collect();
        let v = x.get(&from).ok_or_else(|| {
            ev.err(
                op,
                format!("the result holds index {idx}, which the operand does not"),
            )
        })?;
        out.insert(key, v);
    }
    Ok(out)
}

/// The `select-switch-topology` pass: for every `stream.switch` without a topology, chooses
/// one ([`select`]: forwarding, else the regular topology with the smallest ring, else a
/// custom routing) and writes it, with a remark saying why; a written topology is checked by
/// the verifier. Fails at the op, with each topology's reason, when none can.
#[derive(Default)]
pub struct SelectSwitchTopology;

/// The pass's name on the command line.
pub const SELECT_SWITCH_TOPOLOGY: &str = "select-switch-topology";

impl Pass for SelectSwitchTopology {
    fn name(&self) -> &'static str {
        SELECT_SWITCH_TOPOLOGY
    }
    fn display_name(&self) -> &'static str {
        "SelectSwitchTopology"
    }
    fn description(&self) -> &'static str {
        "choose the Switch Engine topology of every stream.switch that names none, from its input and output types"
    }
    fn run(&mut self, ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
        let mut switches = Vec::new();
        let c: &Context = ctx;
        c.walk(root, &mut |op| {
            if Switch::matches(c, op).is_some() {
                switches.push(op);
            }
        });
        let mut failed: Option<Diagnostic> = None;
        for op in switches {
            if ctx.attr(op, "topology").is_some() {
                continue;
            }
            let io = match common(ctx, op) {
                Ok(io) => io,
                Err(d) => {
                    record(ctx, &mut failed, d);
                    continue;
                }
            };
            match select(io.input(), io.output(), &io.held) {
                Ok(s) => {
                    let cfg = match s.config {
                        // The IR names a custom routing by its ring size; the lowering
                        // derives the bitmaps again from the types.
                        SwitchConfig::Custom(mut r) => {
                            r.bitmaps.clear();
                            SwitchConfig::Custom(r)
                        }
                        c => c,
                    };
                    let loc = ctx.op_loc(op);
                    ctx.emit(Diagnostic::remark(
                        loc,
                        format!("switch topology `{cfg}`: {}", s.why),
                    ));
                    let a = Topology::make(ctx, &cfg);
                    ctx.set_attr_named(op, "topology", a);
                }
                Err(why) => {
                    let mut d = ctx.op_error(
                        op,
                        format!(
                            "no switch topology moves Slice {} and Time {} to Slice {} and Time {}",
                            io.i.slice(),
                            io.i.time(),
                            io.o.slice(),
                            io.o.time()
                        ),
                    );
                    let loc = ctx.op_loc(op);
                    for (t, reason) in why.0 {
                        d = d.with_note(loc, format!("{t}: {reason}"));
                    }
                    record(ctx, &mut failed, d);
                }
            }
        }
        match failed {
            Some(d) => Err(d),
            None => Ok(()),
        }
    }
}

fn record(ctx: &mut Context, failed: &mut Option<Diagnostic>, d: Diagnostic) {
    match failed {
        None => *failed = Some(d),
        Some(_) => ctx.emit(d),
    }
}

/// Resolves a switch's result stream (for the lowering): the chosen configuration with a
/// custom routing's bitmaps derived from the types.
pub fn config(ctx: &Context, op: OpId) -> Result<SwitchConfig, Diagnostic> {
    let io = common(ctx, op)?;
    let cfg: SwitchConfig = ctx
        .attr(op, "topology")
        .and_then(|a| Topology::get(ctx, a))
        .ok_or_else(|| ctx.op_error(op, "has no topology; run --select-switch-topology first"))?;
    Ok(match cfg {
        SwitchConfig::Custom(c) => {
            let mut r = visa_mapping::switch::custom_routing(io.input(), io.output(), &io.held)
                .map_err(|e| ctx.op_error(op, e))?;
            r.ring_size = r.ring_size.max(c.ring_size);
            SwitchConfig::Custom(r)
        }
        c => c,
    })
}
