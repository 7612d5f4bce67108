//! Building `hw` IR from the simulator's command structures: the inverse of
//! [`crate::to_sim`], used by the lowering and by tests to write hw programs.
//!
//! `to_sim(from_sim(c)) == c` for every command the translation accepts.

use crate::attrs::{i64_attr, i64s_attr, keyword_attr, type_of};
use crate::names;
use visa_ir::{BlockId, Context, Location, OpId, OperationState, Value};
use visa_tcp::{Command, DmaCommand, SeqConfig, Sink, Space, TuCommand, VeOp, VeOperand, VeType};

use crate::read::HostTensor;

/// Creates an empty `hw.program @name` at the end of `block`; returns it.
pub fn program(ctx: &mut Context, block: BlockId, name: &str, chips: u32, loc: Location) -> OpId {
    let chips = (chips != 1).then(|| ("chips", i64_attr(ctx, i64::from(chips))));
    crate::syntax::symbol_op(ctx, block, names::PROGRAM, name, chips.as_slice(), loc)
}

fn add_int(ctx: &mut Context, st: &mut OperationState, name: &str, v: i64) {
    let a = i64_attr(ctx, v);
    st.add_attr(ctx, name, a);
}

fn add_ints(ctx: &mut Context, st: &mut OperationState, name: &str, v: &[i64]) {
    let a = i64s_attr(ctx, v);
    st.add_attr(ctx, name, a);
}

fn add_str(ctx: &mut Context, st: &mut OperationState, name: &str, v: &str) {
    let a = ctx.string_attr(v);
    st.add_attr(ctx, name, a);
}

/// Appends a `hw.host_input` (`input = true`) or `hw.host_output` to `body`.
pub fn host(ctx: &mut Context, body: BlockId, t: &HostTensor, input: bool) -> OpId {
    let (name, key) = if input {
        (names::HOST_INPUT, "arg")
    } else {
        (names::HOST_OUTPUT, "result")
    };
    let opn = ctx.intern_op_name(name);
    let mut st = OperationState::new(opn, t.loc);
    add_int(ctx, &mut st, key, t.index as i64);
    add_int(ctx, &mut st, "addr", t.addr as i64);
    let ty = type_of(ctx, t.dtype);
    let ta = ctx.type_attr(ty);
    st.add_attr(ctx, "dtype", ta);
    let shape: Vec<i64> = t.shape.iter().map(|&s| s as i64).collect();
    add_ints(ctx, &mut st, "shape", &shape);
    add_ints(ctx, &mut st, "strides", &t.strides);
    let op = ctx.create_op(st);
    ctx.append_op(body, op);
    op
}

fn space_attrs(ctx: &mut Context, st: &mut OperationState, key: &str, s: Space) {
    let a = keyword_attr(ctx, "hw", s.kind());
    st.add_attr(ctx, key, a);
    if let Some(c) = s.chip().filter(|c| *c != 0) {
        add_int(ctx, st, &format!("{key}_chip"), i64::from(c));
    }
}

fn seq_attrs(ctx: &mut Context, st: &mut OperationState, prefix: &str, s: &SeqConfig) {
    let a = crate::attrs::seq_attr(ctx, "hw", s);
    st.add_attr(ctx, &format!("{prefix}_seq"), a);
}

fn slice_ranges(mask: &visa_tcp::SliceMask) -> Vec<i64> {
    mask.ranges()
        .into_iter()
        .flat_map(|(a, b)| [i64::from(a), i64::from(b)])
        .collect()
}

/// Appends the command `c` to `body`, waiting on `waits`; returns the op.
pub fn command(
    ctx: &mut Context,
    body: BlockId,
    c: &Command,
    waits: &[Value],
    loc: Location,
) -> OpId {
    match c {
        Command::Dma(d) => dma(ctx, body, d, waits, loc),
        Command::TensorUnit(t) => tu(ctx, body, t, waits, loc),
    }
}

fn token_state(ctx: &mut Context, name: &str, waits: &[Value], loc: Location) -> OperationState {
    let opn = ctx.intern_op_name(name);
    let mut st = OperationState::new(opn, loc);
    st.operands = waits.to_vec();
    st.result_types = vec![crate::token_type(ctx)];
    st
}

/// Appends a `hw.dma` for `d`.
pub fn dma(
    ctx: &mut Context,
    body: BlockId,
    d: &DmaCommand,
    waits: &[Value],
    loc: Location,
) -> OpId {
    let mut st = token_state(ctx, names::DMA, waits, loc);
    let q = keyword_attr(ctx, "hw", d.engine);
    st.add_attr(ctx, "queue", q);
    let region = st.add_region(ctx);
    let op = ctx.create_op(st);
    let block = ctx.push_block(region);
    for desc in &d.descriptors {
        let opn = ctx.intern_op_name(names::DESCRIPTOR);
        let mut s = OperationState::new(opn, loc);
        add_int(ctx, &mut s, "engine", i64::from(desc.engine));
        space_attrs(ctx, &mut s, "src", desc.src);
        space_attrs(ctx, &mut s, "dst", desc.dst);
        add_int(ctx, &mut s, "src_base", desc.src_base as i64);
        add_int(ctx, &mut s, "dst_base", desc.dst_base as i64);
        let sizes: Vec<i64> = desc.entries.iter().map(|e| i64::from(e.size)).collect();
        let ss: Vec<i64> = desc.entries.iter().map(|e| e.src_stride).collect();
        let ds: Vec<i64> = desc.entries.iter().map(|e| e.dst_stride).collect();
        add_ints(ctx, &mut s, "sizes", &sizes);
        add_ints(ctx, &mut s, "src_strides", &ss);
        add_ints(ctx, &mut s, "dst_strides", &ds);
        add_int(ctx, &mut s, "packet_bytes", i64::from(desc.stride0));
        if let Some(ind) = &desc.indirect {
            crate::indirect::write(ctx, &mut s, "hw", ind);
        }
        let dop = ctx.create_op(s);
        ctx.append_op(block, dop);
    }
    ctx.append_op(body, op);
    op
}

/// Appends a `hw.tu` for `t`.
pub fn tu(ctx: &mut Context, body: BlockId, t: &TuCommand, waits: &[Value], loc: Location) -> OpId {
    let mut st = token_state(ctx, names::TU, waits, loc);
    let c = keyword_attr(ctx, "hw", t.context);
    st.add_attr(ctx, "context", c);
    if t.chip != 0 {
        add_int(ctx, &mut st, "chip", i64::from(t.chip));
    }
    let sl = slice_ranges(&t.slices);
    add_ints(ctx, &mut st, "slices", &sl);
    add_int(ctx, &mut st, "fetch_base", t.fetch.base as i64);
    let ft = type_of(ctx, t.fetch.dtype);
    let fa = ctx.type_attr(ft);
    st.add_attr(ctx, "fetch_dtype", fa);
    seq_attrs(ctx, &mut st, "fetch", &t.fetch.seq);
    add_int(
        ctx,
        &mut st,
        "fetches_per_packet",
        i64::from(t.fetch.fetches_per_packet),
    );
    if let Some(cast) = t.fetch.cast {
        let ct = type_of(ctx, cast);
        let ca = ctx.type_attr(ct);
        st.add_attr(ctx, "fetch_cast", ca);
    }
    if t.fetch.zero_point != 0 {
        add_int(ctx, &mut st, "zero_point", i64::from(t.fetch.zero_point));
    }
    for (name, a) in crate::fetch_adapter::stage_attrs(ctx, &t.fetch.stages) {
        st.add_attr(ctx, name, a);
    }
    if *t.switch != visa_tcp::SwitchConfig::Forward {
        let a = crate::attrs::switch_attr(ctx, "hw", &t.switch);
        st.add_attr(ctx, "switch", a);
    }
    if t.collect.dual_channel {
        let u = ctx.unit_attr();
        st.add_attr(ctx, "dual_channel", u);
    }
    if let Some(v) = &t.vector {
        let ty = match v.dtype {
            VeType::I32 => ctx.integer_type(32),
            VeType::F32 => ctx.float_type(visa_ir::FloatKind::F32),
        };
        let ta = ctx.type_attr(ty);
        st.add_attr(ctx, "ve_dtype", ta);
        let b = keyword_attr(ctx, "hw", v.branch);
        st.add_attr(ctx, "ve_branch", b);
        let cfg = v.cond.config_text();
        if !cfg.is_empty() {
            add_str(ctx, &mut st, "ve_branch_cfg", &cfg);
        }
        if let Some(x) = &v.inter {
            add_str(ctx, &mut st, "ve_inter", &x.config_text());
        }
    }
    match &t.sink {
        Sink::Commit(cm) => {
            add_str(ctx, &mut st, "sink", "commit");
            add_int(ctx, &mut st, "commit_base", cm.base as i64);
            let ct = type_of(ctx, cm.dtype);
            let ca = ctx.type_attr(ct);
            st.add_attr(ctx, "commit_dtype", ca);
            add_int(ctx, &mut st, "commit_in_size", i64::from(cm.commit_in_size));
            seq_attrs(ctx, &mut st, "commit", &cm.seq);
            if let Some(b) = &cm.slice_bitmap {
                let a = crate::fetch_adapter::bitmap_attr(ctx, b);
                st.add_attr(ctx, crate::fetch_adapter::COMMIT_SLICES, a);
            }
        }
        Sink::ToVrf { addr } => {
            add_str(ctx, &mut st, "sink", "vrf");
            add_int(ctx, &mut st, "vrf_addr", *addr as i64);
        }
        Sink::ToTrf(trf) => crate::contraction::trf_sink_attrs(ctx, &mut st, trf),
    }
    let region = st.add_region(ctx);
    let op = ctx.create_op(st);
    // A pass without nested stages keeps an empty region (no block).
    let ve_ops = t.vector.as_ref().map_or(&[][..], |v| &v.ops[..]);
    if t.contraction.is_some() || t.cast.is_some() || t.transpose.is_some() || !ve_ops.is_empty() {
        let block = ctx.push_block(region);
        if let Some(c) = &t.contraction {
            let opn = ctx.intern_op_name(crate::contraction::Contract::NAME);
            let mut s = OperationState::new(opn, loc);
            crate::contraction::contraction_attrs(ctx, &mut s, "hw", c);
            let cop = ctx.create_op(s);
            ctx.append_op(block, cop);
        }
        let groups = |i: usize| t.vector.as_ref().map_or(u16::MAX, |v| v.cond.groups(i));
        for (i, o) in ve_ops.iter().enumerate() {
            let g = groups(i);
            let fxp = match o {
                VeOp::Fxp { op, operand } if *operand != VeOperand::Stash => Some((op, operand)),
                _ => None,
            };
            let Some((f, operand)) = fxp else {
                let opn = ctx.intern_op_name(names::VE_OP);
                let mut s = OperationState::new(opn, loc);
                for (name, a) in crate::ve::attrs_of(ctx, "hw", o) {
                    s.add_attr(ctx, name, a);
                }
                if g != u16::MAX {
                    add_int(ctx, &mut s, "group", i64::from(g));
                }
                let vop = ctx.create_op(s);
                ctx.append_op(block, vop);
                continue;
            };
            let opn = ctx.intern_op_name(names::VE_FXP);
            let mut s = OperationState::new(opn, loc);
            let fa = keyword_attr(ctx, "hw", *f);
            s.add_attr(ctx, "op", fa);
            match operand {
                VeOperand::Imm(i) => add_int(ctx, &mut s, "imm", i64::from(*i)),
                VeOperand::Vrf { addr, flits } => {
                    add_int(ctx, &mut s, "vrf_addr", *addr as i64);
                    add_int(ctx, &mut s, "vrf_flits", i64::from(*flits));
                }
                VeOperand::Stash => {}
            }
            if g != u16::MAX {
                add_int(ctx, &mut s, "group", i64::from(g));
            }
            let vop = ctx.create_op(s);
            ctx.append_op(block, vop);
        }
        if let Some(d) = t.cast {
            let opn = ctx.intern_op_name(crate::contraction::Cast::NAME);
            let mut s = OperationState::new(opn, loc);
            let ty = type_of(ctx, d);
            let ta = ctx.type_attr(ty);
            s.add_attr(ctx, "dtype", ta);
            let cop = ctx.create_op(s);
            ctx.append_op(block, cop);
        }
        if let Some(tr) = &t.transpose {
            let opn = ctx.intern_op_name(crate::transpose::HwTranspose::NAME);
            let mut s = OperationState::new(opn, loc);
            crate::transpose::config_attrs(ctx, &mut s, tr);
            let top = ctx.create_op(s);
            ctx.append_op(block, top);
        }
    }
    ctx.append_op(body, op);
    op
}
