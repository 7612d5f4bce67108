//! `convert-engine-to-hw`: per-engine configurations to device command queues.
//!
//! Each `engine.program` becomes a `hw.program` of the same name:
//! - `engine.host_input` / `engine.host_output` carry over unchanged;
//! - `engine.dma` becomes one `hw.dma` whose strides and packet are in bytes; a tensor
//!   DMA whose DM side steps over more than 64 slices is split into one descriptor per
//!   64-slice group, one group per tensor-DMA engine (`DMN` pairs, L2404);
//! - each Tensor-Unit pass (the chain from `engine.fetch` to `engine.commit` /
//!   `engine.to_vrf`) becomes one `hw.tu`;
//! - the token operands are the minimal waits that order every RAW/WAR/WAW hazard on
//!   the commands' byte footprints ([`visa_hw::sync`]); the written order is kept.

use visa_engine::config::pass_of_sink;
use visa_engine::names as en;
use visa_hw::{attrs, from_sim, read, sync};
use visa_ir::{Context, Diagnostic, Location, OpId, Value};
use visa_tcp::limits::SLICE_STRIDE;
use visa_tcp::{
    BranchMode, Collect, Command, Commit, DmaCommand, DmaDescriptor, DmaEngine, DmaEntry, Fetch,
    Program, Sink, Space, Switch, TuCommand, VeProgram, VeType,
};

/// Slices served by one tensor-DMA engine (a DMN pair of 2 x 32 slices, L2404).
const SLICES_PER_ENGINE: i64 = visa_tcp::limits::SLICES_PER_DMA_ENGINE as i64;

/// Converts every `engine.program` directly inside `root`'s body.
pub fn run(ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
    let programs: Vec<OpId> = ctx
        .regions(root)
        .to_vec()
        .into_iter()
        .flat_map(|r| ctx.region_blocks(r).to_vec())
        .flat_map(|b| ctx.block_ops(b).collect::<Vec<_>>())
        .filter(|&o| ctx.op_is(o, en::PROGRAM))
        .collect();
    for p in programs {
        convert_program(ctx, p)?;
    }
    Ok(())
}

/// The DMA command of an `engine.dma`.
pub fn dma_command(ctx: &Context, op: OpId) -> Result<DmaCommand, Diagnostic> {
    let queue = read::dma_engine(ctx, op)?;
    let dtype = attrs::dtype(ctx, op, "dtype")?;
    let bits = i64::from(dtype.bits());
    let bytes = |elems: i64| -> Result<i64, Diagnostic> {
        match elems.checked_mul(bits) {
            Some(b) if b % 8 == 0 => Ok(b / 8),
            Some(_) => Err(ctx.op_error(
                op,
                format!("{elems} elements of {bits} bits are not whole bytes"),
            )),
            None => Err(ctx.op_error(
                op,
                format!("{elems} elements of {bits} bits do not fit in a 64-bit byte offset"),
            )),
        }
    };
    let src = read::space(ctx, op, "src")?;
    let dst = read::space(ctx, op, "dst")?;
    let sizes = attrs::ints(ctx, op, "sizes")?;
    let ss = attrs::ints(ctx, op, "src_strides")?;
    let ds = attrs::ints(ctx, op, "dst_strides")?;
    if ss.len() != sizes.len() || ds.len() != sizes.len() {
        return Err(ctx.op_error(
            op,
            "'sizes', 'src_strides' and 'dst_strides' differ in length",
        ));
    }
    let mut entries = Vec::new();
    for i in 0..sizes.len() {
        entries.push(DmaEntry::new(sizes[i] as u32, bytes(ss[i])?, bytes(ds[i])?));
    }
    let packet = bytes(attrs::int(ctx, op, "packet")?)?;
    let base = DmaDescriptor {
        engine: 0,
        src,
        dst,
        src_base: attrs::uint(ctx, op, "src_base")?,
        dst_base: attrs::uint(ctx, op, "dst_base")?,
        entries,
        stride0: packet as u32,
    };
    // Split the loop that walks DM slices into groups of 64, one per engine.
    let slice_loop = base.entries.iter().position(|e| {
        let dm_stride = match (src, dst) {
            (Space::Dm { .. }, _) => e.src_stride,
            (_, Space::Dm { .. }) => e.dst_stride,
            _ => 0,
        };
        queue == DmaEngine::Tensor
            && dm_stride.unsigned_abs() == SLICE_STRIDE
            && i64::from(e.size) > SLICES_PER_ENGINE
    });
    let descriptors = match slice_loop {
        None => vec![base],
        Some(k) => {
            let e = base.entries[k];
            let groups = (i64::from(e.size) + SLICES_PER_ENGINE - 1) / SLICES_PER_ENGINE;
            let shifted = |b: u64, stride: i64, first: i64| {
                u64::try_from(i128::from(b) + i128::from(first) * i128::from(stride))
                    .map_err(|_| ctx.op_error(op, "a DMA group's base address leaves 0..2^64"))
            };
            (0..groups)
                .map(|g| {
                    let mut d = base.clone();
                    let first = g * SLICES_PER_ENGINE;
                    d.engine = (g % 8) as u32;
                    d.src_base = shifted(base.src_base, e.src_stride, first)?;
                    d.dst_base = shifted(base.dst_base, e.dst_stride, first)?;
                    d.entries[k].size = (i64::from(e.size) - first).min(SLICES_PER_ENGINE) as u32;
                    Ok(d)
                })
                .collect::<Result<Vec<_>, Diagnostic>>()?
        }
    };
    Ok(DmaCommand {
        engine: queue,
        descriptors,
        loc: Some(attrs::loc_string(ctx, op)),
    })
}

/// The Tensor-Unit command of the pass ending in `sink`.
pub fn tu_command(ctx: &Context, sink: OpId) -> Result<TuCommand, Diagnostic> {
    let pass = pass_of_sink(ctx, sink)?;
    let f = pass.ops[0];
    let mask = read::slice_mask(ctx, f)?;
    let (fetches_per_packet, zero_point) = read::fetch_adapter(ctx, f)?;
    let fetch = Fetch {
        base: attrs::uint(ctx, f, "base")?,
        dtype: attrs::dtype(ctx, f, "dtype")?,
        seq: visa_engine::config::seq(ctx, f)?,
        fetches_per_packet,
        cast: attrs::opt_dtype(ctx, f, "cast")?,
        zero_point,
    };
    let mut dual = false;
    for &o in &pass.ops {
        if ctx.op_is(o, en::COLLECT) {
            dual = ctx.attr(o, "dual_channel").is_some();
        }
    }
    let vector = match pass.vector {
        None => None,
        Some(dt) => {
            let dtype = if dt == visa_tcp::DType::F32 {
                VeType::F32
            } else {
                VeType::I32
            };
            let ops = pass
                .fxp
                .iter()
                .map(|&o| read::ve_op(ctx, o))
                .collect::<Result<Vec<_>, _>>()?;
            Some(VeProgram {
                dtype,
                branch: BranchMode::Unconditional,
                ops,
            })
        }
    };
    let sink_cfg = if ctx.op_is(sink, en::COMMIT) {
        Sink::Commit(Commit {
            base: attrs::uint(ctx, sink, "base")?,
            dtype: attrs::dtype(ctx, sink, "dtype")?,
            commit_in_size: attrs::opt_int(ctx, sink, "in_size")?.unwrap_or(32) as u32,
            seq: visa_engine::config::seq(ctx, sink)?,
        })
    } else {
        Sink::ToVrf {
            addr: attrs::uint(ctx, sink, "addr")?,
        }
    };
    Ok(TuCommand {
        context: pass.context,
        chip: read::tu_chip(ctx, f)?,
        slices: mask,
        fetch,
        switch: Switch::Forward,
        collect: Collect { dual_channel: dual },
        vector,
        sink: sink_cfg,
        loc: Some(attrs::loc_string(ctx, f)),
    })
}

/// Converts one `engine.program` into a `hw.program` placed before it, then erases it.
pub fn convert_program(ctx: &mut Context, program: OpId) -> Result<OpId, Diagnostic> {
    let name = attrs::string(ctx, program, "sym_name")?.to_string();
    let chips = read::chips(ctx, program)?;
    let ops: Vec<OpId> = ctx
        .region_blocks(ctx.region(program, 0))
        .to_vec()
        .into_iter()
        .flat_map(|b| ctx.block_ops(b).collect::<Vec<_>>())
        .collect();
    let mut hosts = Vec::new();
    let mut commands: Vec<(Command, Location)> = Vec::new();
    for &op in &ops {
        let n = ctx.op_name_str(op).to_string();
        match n.as_str() {
            en::HOST_INPUT => hosts.push((read::host_tensor(ctx, op, "arg")?, true)),
            en::HOST_OUTPUT => hosts.push((read::host_tensor(ctx, op, "result")?, false)),
            en::DMA => commands.push((Command::Dma(dma_command(ctx, op)?), ctx.op_loc(op))),
            en::COMMIT | en::TO_VRF => {
                let t = tu_command(ctx, op)?;
                let fetch = pass_of_sink(ctx, op)?.ops[0];
                commands.push((Command::TensorUnit(t), ctx.op_loc(fetch)));
            }
            en::FETCH
            | en::SWITCH
            | en::COLLECT
            | en::VECTOR_INIT
            | en::VECTOR_BRANCH
            | en::VECTOR_FXP
            | en::VECTOR_FINAL => {}
            _ => {
                return Err(ctx.op_error(op, "cannot be converted to the hw dialect"));
            }
        }
    }
    // Synchronization: minimal token waits over the byte footprints.
    let sim_program = Program {
        commands: commands.iter().map(|(c, _)| c.clone()).collect(),
    };
    let fps = sync::footprints(&sim_program, chips).map_err(|(i, e)| {
        Diagnostic::error(
            commands[i].1,
            format!("this command is rejected by the hardware model: {e}"),
        )
    })?;
    let waits = sync::minimal_waits(&sync::hazards(&fps));

    let parent = ctx.op_block(program).expect("engine.program is attached");
    let loc = ctx.op_loc(program);
    let hw = from_sim::program(ctx, parent, &name, chips, loc);
    ctx.detach_op(hw);
    ctx.insert_op_before(program, hw);
    let hw_body = ctx.module_body(hw);
    for (t, input) in &hosts {
        from_sim::host(ctx, hw_body, t, *input);
    }
    let mut tokens: Vec<Value> = Vec::new();
    for (i, (c, l)) in commands.iter().enumerate() {
        let w: Vec<Value> = waits[i].iter().map(|&j| tokens[j]).collect();
        let op = from_sim::command(ctx, hw_body, c, &w, *l);
        tokens.push(ctx.result(op, 0));
    }
    ctx.erase_op(program);
    Ok(hw)
}
