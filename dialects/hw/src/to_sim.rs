//! The 1:1 translation of `hw` IR into the simulator's command structures.
//!
//! Every `hw.dma` becomes one [`DmaCommand`] (each nested `hw.descriptor` one
//! [`DmaDescriptor`]), every `hw.tu` one [`TuCommand`] (each nested `hw.ve_fxp` one
//! [`visa_tcp::VeOp`]), in the written order; `hw.host_input` / `hw.host_output` describe where
//! the host function's arguments and results live in host memory. Tokens carry no
//! data: the simulator recomputes memory hazards itself from the byte footprints.

use crate::attrs;
use crate::ops::{self as hw_ops, Descriptor, Dma, HostInput, HostOutput, Tu};
use crate::read::{
    chips, dma_engine, fetch_adapter, host_tensor, slice_mask, space, tu_chip, tu_context, ve_op,
    HostTensor,
};
use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::limits as l;
use visa_tcp::{
    BranchMode, Collect, Command, Commit, Context as TuContext, DType, DmaCommand, DmaDescriptor,
    DmaEntry, Fetch, Program, SeqConfig, Sink, SwitchConfig, TuCommand, VeProgram, VeType,
};

/// A translated `hw.program`.
#[derive(Debug, Clone)]
pub struct HwProgram {
    /// The program's symbol name.
    pub name: String,
    /// The commands, in written order.
    pub program: Program,
    /// The op each command was translated from.
    pub command_ops: Vec<OpId>,
    /// Argument tensors, sorted by position.
    pub inputs: Vec<HostTensor>,
    /// Result tensors, sorted by position.
    pub outputs: Vec<HostTensor>,
    /// Chips the program needs.
    pub chips: u32,
}

/// Translates the `hw.program` op `program`.
pub fn translate(ctx: &Context, program: OpId) -> Result<HwProgram, Diagnostic> {
    if hw_ops::Program::matches(ctx, program).is_none() {
        return Err(ctx.op_error(program, "is not a 'hw.program'"));
    }
    let name = hw_ops::Program(program).try_sym_name(ctx)?.to_string();
    let chips = chips(ctx, program)?;
    let mut out = HwProgram {
        name,
        program: Program::new(),
        command_ops: Vec::new(),
        inputs: Vec::new(),
        outputs: Vec::new(),
        chips,
    };
    let blocks = ctx.region_blocks(ctx.region(program, 0)).to_vec();
    for op in blocks.iter().flat_map(|&b| ctx.block_ops(b)) {
        if Dma::matches(ctx, op).is_some() {
            out.program.push(dma_command(ctx, op)?);
            out.command_ops.push(op);
        } else if Tu::matches(ctx, op).is_some() {
            out.program.push(tu_command(ctx, op)?);
            out.command_ops.push(op);
        } else if HostInput::matches(ctx, op).is_some() {
            out.inputs.push(host_tensor(ctx, op, "arg")?);
        } else if HostOutput::matches(ctx, op).is_some() {
            out.outputs.push(host_tensor(ctx, op, "result")?);
        } else {
            return Err(ctx.op_error(
                op,
                "is not allowed in 'hw.program' (expected hw.host_input, hw.host_output, hw.dma or hw.tu)",
            ));
        }
    }
    for (list, what) in [(&mut out.inputs, "argument"), (&mut out.outputs, "result")] {
        list.sort_by_key(|t| t.index);
        for (i, t) in list.iter().enumerate() {
            if t.index != i {
                return Err(Diagnostic::error(
                    t.loc,
                    format!(
                        "{what} positions must be 0, 1, 2, ... without gaps or repeats; found {} where {i} was expected",
                        t.index
                    ),
                ));
            }
        }
    }
    Ok(out)
}

/// Translates one `hw.dma` op.
pub fn dma_command(ctx: &Context, op: OpId) -> Result<DmaCommand, Diagnostic> {
    let engine = dma_engine(ctx, op)?;
    let mut descriptors = Vec::new();
    for &r in ctx.regions(op) {
        for &b in ctx.region_blocks(r) {
            for d in ctx.block_ops(b) {
                if Descriptor::matches(ctx, d).is_none() {
                    return Err(
                        ctx.op_error(d, "is not allowed in 'hw.dma' (expected hw.descriptor)")
                    );
                }
                descriptors.push(descriptor(ctx, d)?);
            }
        }
    }
    if descriptors.is_empty() {
        return Err(ctx.op_error(op, "has no 'hw.descriptor'"));
    }
    Ok(DmaCommand {
        engine,
        descriptors,
        loc: Some(attrs::loc_string(ctx, op)),
    })
}

/// Translates one `hw.descriptor` op.
pub fn descriptor(ctx: &Context, op: OpId) -> Result<DmaDescriptor, Diagnostic> {
    let d = Descriptor(op);
    let sizes = d.require_sizes(ctx)?;
    let src_strides = d.require_src_strides(ctx)?;
    let dst_strides = d.require_dst_strides(ctx)?;
    if sizes.len() != src_strides.len() || sizes.len() != dst_strides.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "'sizes', 'src_strides' and 'dst_strides' must have one entry per loop level; got {}, {} and {}",
                sizes.len(),
                src_strides.len(),
                dst_strides.len()
            ),
        ));
    }
    crate::limits::check_entries(ctx, op, "sizes", sizes)?;
    let packet = d.try_packet_bytes(ctx)?;
    if !(1..=l::MAX_DMA_PACKET).contains(&packet) {
        return Err(ctx.op_error(
            op,
            format!(
                "'packet_bytes' must be in 1..={}, got {packet}",
                l::MAX_DMA_PACKET
            ),
        ));
    }
    let engine = d.try_engine(ctx)?.unwrap_or(0);
    let engine = u32::try_from(engine)
        .ok()
        .filter(|e| *e < 8)
        .ok_or_else(|| ctx.op_error(op, format!("'engine' must be in 0..8, got {engine}")))?;
    Ok(DmaDescriptor {
        engine,
        src: space(ctx, op, "src")?,
        dst: space(ctx, op, "dst")?,
        src_base: d.try_src_base(ctx)?,
        dst_base: d.try_dst_base(ctx)?,
        entries: sizes
            .iter()
            .zip(src_strides.iter().zip(dst_strides))
            .map(|(&n, (&s, &d))| DmaEntry::new(n as u32, s, d))
            .collect(),
        stride0: packet as u32,
        indirect: crate::indirect::read(ctx, op)?,
    })
}

fn seq(ctx: &Context, op: OpId, prefix: &str) -> Result<SeqConfig, Diagnostic> {
    attrs::seq(ctx, op, &format!("{prefix}_seq"))
}

/// Translates one `hw.tu` op.
pub fn tu_command(ctx: &Context, op: OpId) -> Result<TuCommand, Diagnostic> {
    let context = tu_context(ctx, op)?;
    let chip = tu_chip(ctx, op)?;
    let (fetches_per_packet, zero_point) = fetch_adapter(ctx, op)?;
    let tu = Tu(op);
    let fetch = Fetch {
        base: tu.try_fetch_base(ctx)?,
        dtype: tu.try_fetch_dtype(ctx)?,
        seq: seq(ctx, op, "fetch")?,
        fetches_per_packet,
        cast: tu.try_fetch_cast(ctx)?,
        zero_point,
        stages: crate::fetch_adapter::read_stages(ctx, op)?,
    };
    crate::limits::check_packet_bytes(
        ctx,
        op,
        "fetch_seq",
        u64::from(fetch.seq.packet_size) * u64::from(fetch.dtype.bits()),
    )?;
    let switch = Box::new(tu.try_switch(ctx)?.unwrap_or(SwitchConfig::Forward));
    let stages = crate::contraction::stages(ctx, op)?;
    let ops = stages
        .vector
        .iter()
        .map(|&v| ve_op(ctx, v))
        .collect::<Result<Vec<_>, _>>()?;
    let vector = match tu.try_ve_dtype(ctx)? {
        None if ops.is_empty() => None,
        None => {
            return Err(ctx.op_error(op, "has vector-engine ops but no 've_dtype' (i32 or f32)"))
        }
        Some(t) => {
            let dtype = match attrs::dtype_of(ctx, t) {
                Some(DType::I32) => VeType::I32,
                Some(DType::F32) => VeType::F32,
                _ => {
                    return Err(ctx.op_error(
                        op,
                        format!(
                            "'ve_dtype' must be i32 or f32 (manual: Computing Tensors › Vector Engine), got {}",
                            ctx.type_to_string(t)
                        ),
                    ))
                }
            };
            if context == TuContext::Sub {
                return Err(ctx.op_error(
                    op,
                    "the sub context cannot use the vector engine (manual: Computing Tensors › Execution Contexts)",
                ));
            }
            let branch = tu.try_ve_branch(ctx)?.unwrap_or(BranchMode::Unconditional);
            let cond = crate::ve::branching(ctx, op, "ve_branch_cfg", &stages.vector)?;
            let inter = match tu.try_ve_inter(ctx)? {
                None => None,
                Some(text) => Some(Box::new(
                    visa_tcp::inter_slice::InterSlice::parse_config(text)
                        .map_err(|e| ctx.op_error(op, format!("'ve_inter': {e}")))?,
                )),
            };
            Some(VeProgram {
                inter,
                dtype,
                branch,
                ops,
                cond: Box::new(cond),
            })
        }
    };
    let sink = match tu.try_sink(ctx)? {
        "commit" => {
            let c = Commit {
                base: tu.require_commit_base(ctx)?,
                dtype: tu.require_commit_dtype(ctx)?,
                commit_in_size: match tu.try_commit_in_size(ctx)? {
                    None => l::COMMIT_IN_SIZE_FULL,
                    // Out of u32 range is refused below with the allowed sizes.
                    Some(n) => u32::try_from(n).unwrap_or(0),
                },
                slice_bitmap: crate::fetch_adapter::read_bitmap(
                    ctx,
                    op,
                    crate::fetch_adapter::COMMIT_SLICES,
                )?,
                seq: seq(ctx, op, "commit")?,
            };
            let bits = u64::from(c.seq.packet_size) * u64::from(c.dtype.bits());
            if !bits.is_multiple_of(64) || bits > l::FLIT_BYTES * 8 {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "commit packet is {} bits; commit writes must be 8, 16, 24 or 32 bytes (manual: Kernel Examples › Fetch and Commit Engine › Example 1: Axis Permutation)",
                        bits
                    ),
                ));
            }
            if !l::COMMIT_IN_SIZES.contains(&c.commit_in_size) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "'commit_in_size' must be 8, 16, 24 or 32, got {}",
                        c.commit_in_size
                    ),
                ));
            }
            Sink::Commit(c)
        }
        "vrf" => Sink::ToVrf {
            addr: tu.require_vrf_addr(ctx)?,
        },
        "trf" => Sink::ToTrf(crate::contraction::trf_sink(ctx, op)?),
        other => {
            return Err(ctx.op_error(
                op,
                format!("'sink' must be \"commit\", \"vrf\" or \"trf\", got \"{other}\""),
            ))
        }
    };
    let mut cmd = TuCommand {
        context,
        chip,
        slices: slice_mask(ctx, op)?,
        fetch,
        switch,
        collect: Collect {
            dual_channel: tu.dual_channel(ctx).is_some(),
        },
        contraction: stages.contraction,
        cast: stages.cast,
        vector,
        transpose: None,
        sink,
        loc: Some(attrs::loc_string(ctx, op)),
    };
    // The Transpose Engine's element width is the stream's (visa_tcp::transpose::stream_dtype).
    if let Some(t) = stages.transpose {
        let bits = visa_tcp::transpose::stream_dtype(&cmd).bits();
        cmd.transpose = Some(visa_tcp::transpose::Transpose { bits, ..t });
    }
    Ok(cmd)
}

/// The commands of `program` as simulator commands (a convenience over [`translate`]).
pub fn commands(ctx: &Context, program: OpId) -> Result<Vec<Command>, Diagnostic> {
    Ok(translate(ctx, program)?.program.commands)
}
