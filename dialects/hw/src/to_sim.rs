//! The 1:1 translation of `hw` IR into the simulator's command structures.
//!
//! Every `hw.dma` becomes one [`DmaCommand`] (each nested `hw.descriptor` one
//! [`DmaDescriptor`]), every `hw.tu` one [`TuCommand`] (each nested `hw.ve_fxp` one
//! [`VeOp`]), in the written order; `hw.host_input` / `hw.host_output` describe where
//! the host function's arguments and results live in host memory. Tokens carry no
//! data: the simulator recomputes memory hazards itself from the byte footprints.

use crate::attrs;
use crate::names;
use visa_ir::{Context, Diagnostic, Location, OpId};
use visa_tcp::{
    BranchMode, Collect, Command, Commit, Context as TuContext, DType, DmaCommand, DmaDescriptor,
    DmaEngine, DmaEntry, Fetch, FxpBinaryOp, MemoryKind, Program, SeqConfig, Sink, SliceMask,
    Space, Switch, TuCommand, VeOp, VeOperand, VeProgram, VeType,
};

/// A host-memory tensor bound to an argument or a result of the program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostTensor {
    /// Argument or result position.
    pub index: usize,
    /// Host byte address of element 0.
    pub addr: u64,
    /// Element type.
    pub dtype: DType,
    /// Logical axis sizes, in the order of the host mapping (padding removed).
    pub shape: Vec<u64>,
    /// Element distance between neighbours along each axis in host memory.
    pub strides: Vec<i64>,
    /// Where it was declared.
    pub loc: Location,
}

impl HostTensor {
    /// Number of logical elements.
    pub fn elements(&self) -> u64 {
        self.shape.iter().product()
    }

    /// Host byte offsets (from `addr`) of every element, in row-major order of `shape`.
    pub fn element_offsets(&self) -> Vec<u64> {
        let bits = u64::from(self.dtype.bits());
        let mut out = Vec::with_capacity(self.elements() as usize);
        self.for_each_row(|first, n, step| {
            out.extend((0..n).map(|j| (first + j * step) as u64 * bits / 8));
        });
        out
    }

    /// The host bytes of the elements in row-major order of `shape`, as maximal
    /// contiguous runs `(offset from addr, length)`: one run for a densely packed tensor.
    /// For element types of whole bytes (an `i4` element would have length 0).
    pub fn byte_runs(&self) -> Vec<(u64, u64)> {
        let eb = u64::from(self.dtype.bits() / 8);
        let mut out: Vec<(u64, u64)> = Vec::new();
        let mut push = |off: u64, len: u64| match out.last_mut() {
            Some(last) if last.0 + last.1 == off => last.1 += len,
            _ => out.push((off, len)),
        };
        self.for_each_row(|first, n, step| {
            if step == 1 {
                push(first as u64 * eb, n as u64 * eb);
            } else {
                for j in 0..n {
                    push((first + j * step) as u64 * eb, eb);
                }
            }
        });
        out
    }

    /// Calls `f(first, n, step)` for every row along the innermost axis, in row-major
    /// order: the row's elements sit at element offsets `first + j * step`, `j < n`.
    /// Offsets fit in `i64`: the verifier bounds them by host memory.
    fn for_each_row(&self, mut f: impl FnMut(i64, i64, i64)) {
        let Some((&n, outer)) = self.shape.split_last() else {
            f(0, 1, 0);
            return;
        };
        let step = *self.strides.last().unwrap_or(&0);
        if n == 0 || outer.contains(&0) {
            return;
        }
        let mut idx = vec![0u64; outer.len()];
        loop {
            let first: i64 = idx
                .iter()
                .zip(&self.strides)
                .map(|(&i, &s)| i as i64 * s)
                .sum();
            f(first, n as i64, step);
            let mut k = outer.len();
            loop {
                if k == 0 {
                    return;
                }
                k -= 1;
                idx[k] += 1;
                if idx[k] < outer[k] {
                    break;
                }
                idx[k] = 0;
            }
        }
    }
}

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
    if !ctx.op_is(program, names::PROGRAM) {
        return Err(ctx.op_error(program, "is not a 'hw.program'"));
    }
    let name = attrs::string(ctx, program, "sym_name")?.to_string();
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
        let n = ctx.op_name_str(op);
        match n {
            names::DMA => {
                out.program.push(dma_command(ctx, op)?);
                out.command_ops.push(op);
            }
            names::TU => {
                out.program.push(tu_command(ctx, op)?);
                out.command_ops.push(op);
            }
            names::HOST_INPUT => out.inputs.push(host_tensor(ctx, op, "arg")?),
            names::HOST_OUTPUT => out.outputs.push(host_tensor(ctx, op, "result")?),
            _ => {
                return Err(ctx.op_error(
                    op,
                    "is not allowed in 'hw.program' (expected hw.host_input, hw.host_output, hw.dma or hw.tu)",
                ))
            }
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

/// The `chips` attribute of a program op (default 1), at least 1.
pub fn chips(ctx: &Context, program: OpId) -> Result<u32, Diagnostic> {
    let chips = attrs::opt_int(ctx, program, "chips")?.unwrap_or(1);
    u32::try_from(chips)
        .ok()
        .filter(|c| *c >= 1)
        .ok_or_else(|| ctx.op_error(program, format!("'chips' must be at least 1, got {chips}")))
}

/// The host tensor of a `hw.host_input` (`key = "arg"`) or `hw.host_output` (`"result"`).
pub fn host_tensor(ctx: &Context, op: OpId, key: &str) -> Result<HostTensor, Diagnostic> {
    let index = attrs::uint(ctx, op, key)? as usize;
    let addr = attrs::uint(ctx, op, "addr")?;
    let dtype = attrs::dtype(ctx, op, "dtype")?;
    let shape = attrs::ints(ctx, op, "shape")?;
    let strides = attrs::ints(ctx, op, "strides")?;
    if shape.len() != strides.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "has {} axes in 'shape' but {} in 'strides'",
                shape.len(),
                strides.len()
            ),
        ));
    }
    if let Some(s) = shape.iter().find(|s| **s < 1) {
        return Err(ctx.op_error(op, format!("axis sizes must be positive, got {s}")));
    }
    if let Some(s) = strides.iter().find(|s| **s < 0) {
        return Err(ctx.op_error(op, format!("host strides must be non-negative, got {s}")));
    }
    check_host_extent(ctx, op, addr, dtype, &shape, &strides)?;
    Ok(HostTensor {
        index,
        addr,
        dtype,
        shape: shape.iter().map(|&s| s as u64).collect(),
        strides,
        loc: ctx.op_loc(op),
    })
}

/// Checks that a host tensor (positive `shape`, non-negative `strides`) has no more
/// element bytes than host memory holds and that its last byte lies inside host
/// memory, so that its element count and offsets fit in `u64`.
fn check_host_extent(
    ctx: &Context,
    op: OpId,
    addr: u64,
    dtype: DType,
    shape: &[i64],
    strides: &[i64],
) -> Result<(), Diagnostic> {
    let host = u128::from(visa_tcp::limits::HOST_BYTES);
    let bits = u128::from(dtype.bits());
    // Saturating: a product past `host` is rejected whatever its exact value.
    let elements = shape
        .iter()
        .fold(1u128, |n, &s| n.saturating_mul(s as u128));
    let last = shape.iter().zip(strides).fold(0u128, |o, (&n, &s)| {
        o.saturating_add(((n - 1) as u128).saturating_mul(s as u128))
    });
    let bytes = elements.saturating_mul(bits).div_ceil(8);
    let end =
        u128::from(addr).saturating_add(last.saturating_add(1).saturating_mul(bits).div_ceil(8));
    if bytes > host || end > host {
        return Err(ctx.op_error(
            op,
            format!(
                "host tensor of shape {shape:?} with strides {strides:?} at {addr} does not fit in the simulator's {host} bytes of host memory"
            ),
        ));
    }
    Ok(())
}

/// The memory space named by keyword attribute `key` of `op` (a [`visa_tcp::MemoryKind`])
/// on the chip of attribute `{key}_chip` (default 0): the one reader of memory spaces.
pub fn space(ctx: &Context, op: OpId, key: &str) -> Result<Space, Diagnostic> {
    let chip = attrs::opt_int(ctx, op, &format!("{key}_chip"))?.unwrap_or(0);
    let chip = u32::try_from(chip)
        .map_err(|_| ctx.op_error(op, format!("'{key}_chip' must be non-negative")))?;
    let kind: MemoryKind = attrs::keyword(ctx, op, key)?;
    Ok(Space::new(kind, chip))
}

/// The DMA engine named by the `queue` attribute of `op` (`pdma` or `tdma`).
pub fn dma_engine(ctx: &Context, op: OpId) -> Result<DmaEngine, Diagnostic> {
    attrs::keyword(ctx, op, "queue")
}

/// The Tensor-Unit context named by the `context` attribute of `op` (`main` or `sub`).
pub fn tu_context(ctx: &Context, op: OpId) -> Result<TuContext, Diagnostic> {
    attrs::keyword(ctx, op, "context")
}

/// Translates one `hw.dma` op.
pub fn dma_command(ctx: &Context, op: OpId) -> Result<DmaCommand, Diagnostic> {
    let engine = dma_engine(ctx, op)?;
    let mut descriptors = Vec::new();
    for &r in ctx.regions(op) {
        for &b in ctx.region_blocks(r) {
            for d in ctx.block_ops(b) {
                if !ctx.op_is(d, names::DESCRIPTOR) {
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
    let sizes = attrs::ints(ctx, op, "sizes")?;
    let src_strides = attrs::ints(ctx, op, "src_strides")?;
    let dst_strides = attrs::ints(ctx, op, "dst_strides")?;
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
    crate::limits::check_entries(ctx, op, "sizes", &sizes)?;
    let packet = attrs::uint(ctx, op, "packet_bytes")?;
    if !(1..=4096).contains(&packet) {
        return Err(ctx.op_error(
            op,
            format!("'packet_bytes' must be in 1..=4096, got {packet}"),
        ));
    }
    let engine = attrs::opt_int(ctx, op, "engine")?.unwrap_or(0);
    let engine = u32::try_from(engine)
        .ok()
        .filter(|e| *e < 8)
        .ok_or_else(|| ctx.op_error(op, format!("'engine' must be in 0..8, got {engine}")))?;
    Ok(DmaDescriptor {
        engine,
        src: space(ctx, op, "src")?,
        dst: space(ctx, op, "dst")?,
        src_base: attrs::uint(ctx, op, "src_base")?,
        dst_base: attrs::uint(ctx, op, "dst_base")?,
        entries: sizes
            .iter()
            .zip(src_strides.iter().zip(&dst_strides))
            .map(|(&n, (&s, &d))| DmaEntry::new(n as u32, s, d))
            .collect(),
        stride0: packet as u32,
    })
}

fn seq(ctx: &Context, op: OpId, prefix: &str) -> Result<SeqConfig, Diagnostic> {
    attrs::seq(ctx, op, &format!("{prefix}_seq"))
}

/// The slice set of the `slices` attribute of `op`,
/// `array<i64: start0, end0, start1, end1, ...>`: non-empty ranges within the chip.
pub fn slice_mask(ctx: &Context, op: OpId) -> Result<SliceMask, Diagnostic> {
    let v = attrs::ints(ctx, op, "slices")?;
    if v.is_empty() || !v.len().is_multiple_of(2) {
        return Err(ctx.op_error(
            op,
            "'slices' must list [start, end) pairs: array<i64: start0, end0, ...>",
        ));
    }
    let mut m = SliceMask::none();
    for p in v.chunks(2) {
        if p[0] < 0 || p[1] > 512 || p[0] >= p[1] {
            return Err(ctx.op_error(
                op,
                format!(
                    "slice range [{}, {}) is empty or outside the chip's 512 slices",
                    p[0], p[1]
                ),
            ));
        }
        for s in p[0]..p[1] {
            m.insert(s as u32);
        }
    }
    Ok(m)
}

/// Translates one `hw.ve_fxp` op.
pub fn ve_op(ctx: &Context, op: OpId) -> Result<VeOp, Diagnostic> {
    let fxp: FxpBinaryOp = attrs::keyword(ctx, op, "op")?;
    let imm = attrs::opt_int(ctx, op, "imm")?;
    let vrf = attrs::opt_int(ctx, op, "vrf_addr")?;
    let operand = match (imm, vrf) {
        (Some(v), None) => VeOperand::Imm(
            i32::try_from(v)
                .map_err(|_| ctx.op_error(op, format!("'imm' = {v} does not fit in i32")))?,
        ),
        (None, Some(a)) => {
            let flits = attrs::uint(ctx, op, "vrf_flits")?;
            if a < 0 || flits == 0 || flits > 256 {
                return Err(ctx.op_error(
                    op,
                    format!("VRF operand needs a non-negative 'vrf_addr' and 'vrf_flits' in 1..=256; got {a} and {flits}"),
                ));
            }
            VeOperand::Vrf {
                addr: a as u64,
                flits: flits as u32,
            }
        }
        _ => {
            return Err(ctx.op_error(
                op,
                "needs exactly one operand: an 'imm' integer or a 'vrf_addr' with 'vrf_flits'",
            ))
        }
    };
    Ok(VeOp::Fxp { op: fxp, operand })
}

/// The chip a Tensor-Unit op runs on: its `chip` attribute (default 0), non-negative.
pub fn tu_chip(ctx: &Context, op: OpId) -> Result<u32, Diagnostic> {
    let chip = attrs::opt_int(ctx, op, "chip")?.unwrap_or(0);
    u32::try_from(chip).map_err(|_| ctx.op_error(op, "'chip' must be non-negative"))
}

/// The fetch adapter's `fetches_per_packet` (default 1, at least 1) and `zero_point`
/// (default 0, an `i32`) attributes of `op`.
pub fn fetch_adapter(ctx: &Context, op: OpId) -> Result<(u32, i32), Diagnostic> {
    let n = attrs::opt_int(ctx, op, "fetches_per_packet")?.unwrap_or(1);
    let n = u32::try_from(n).ok().filter(|n| *n >= 1).ok_or_else(|| {
        ctx.op_error(
            op,
            format!("'fetches_per_packet' must be in 1..={}, got {n}", u32::MAX),
        )
    })?;
    let z = attrs::opt_int(ctx, op, "zero_point")?.unwrap_or(0);
    let z = i32::try_from(z)
        .map_err(|_| ctx.op_error(op, format!("'zero_point' = {z} does not fit in i32")))?;
    Ok((n, z))
}

/// Translates one `hw.tu` op.
pub fn tu_command(ctx: &Context, op: OpId) -> Result<TuCommand, Diagnostic> {
    let context = tu_context(ctx, op)?;
    let chip = tu_chip(ctx, op)?;
    let (fetches_per_packet, zero_point) = fetch_adapter(ctx, op)?;
    let fetch = Fetch {
        base: attrs::uint(ctx, op, "fetch_base")?,
        dtype: attrs::dtype(ctx, op, "fetch_dtype")?,
        seq: seq(ctx, op, "fetch")?,
        fetches_per_packet,
        cast: attrs::opt_dtype(ctx, op, "fetch_cast")?,
        zero_point,
    };
    crate::limits::check_packet_bytes(
        ctx,
        op,
        "fetch_seq",
        u64::from(fetch.seq.packet_size) * u64::from(fetch.dtype.bits()),
    )?;
    let switch = match attrs::opt_keyword(ctx, op, "switch")? {
        None | Some(Switch::Forward) => Switch::Forward,
        Some(other) => {
            return Err(ctx.op_error(
                op,
                format!(
                "switch topology \"{other}\" is designed but not implemented (only \"forward\")"
            ),
            ))
        }
    };
    let mut ops = Vec::new();
    for &r in ctx.regions(op) {
        for &b in ctx.region_blocks(r) {
            for v in ctx.block_ops(b) {
                if !ctx.op_is(v, names::VE_FXP) {
                    return Err(ctx.op_error(v, "is not allowed in 'hw.tu' (expected hw.ve_fxp)"));
                }
                ops.push(ve_op(ctx, v)?);
            }
        }
    }
    let vector = match attrs::opt_type(ctx, op, "ve_dtype")? {
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
                            "'ve_dtype' must be i32 or f32 (L4551), got {}",
                            ctx.type_to_string(t)
                        ),
                    ))
                }
            };
            if context == TuContext::Sub {
                return Err(ctx.op_error(
                    op,
                    "the sub context cannot use the vector engine (L3046–3052)",
                ));
            }
            let branch = match attrs::opt_keyword(ctx, op, "ve_branch")? {
                None | Some(BranchMode::Unconditional) => BranchMode::Unconditional,
                Some(other) => {
                    return Err(ctx.op_error(
                        op,
                        format!("branch mode \"{other}\" is designed but not implemented (only \"unconditional\")"),
                    ))
                }
            };
            Some(VeProgram { dtype, branch, ops })
        }
    };
    let sink = match attrs::string(ctx, op, "sink")? {
        "commit" => {
            let c = Commit {
                base: attrs::uint(ctx, op, "commit_base")?,
                dtype: attrs::dtype(ctx, op, "commit_dtype")?,
                commit_in_size: attrs::opt_int(ctx, op, "commit_in_size")?.unwrap_or(32) as u32,
                seq: seq(ctx, op, "commit")?,
            };
            let bits = u64::from(c.seq.packet_size) * u64::from(c.dtype.bits());
            if !bits.is_multiple_of(64) || bits > 256 {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "commit packet is {} bits; commit writes must be 8, 16, 24 or 32 bytes (L7698)",
                        bits
                    ),
                ));
            }
            if ![8, 16, 24, 32].contains(&c.commit_in_size) {
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
            addr: attrs::uint(ctx, op, "vrf_addr")?,
        },
        other => {
            return Err(ctx.op_error(
                op,
                format!("'sink' must be \"commit\" or \"vrf\", got \"{other}\""),
            ))
        }
    };
    Ok(TuCommand {
        context,
        chip,
        slices: slice_mask(ctx, op)?,
        fetch,
        switch,
        collect: Collect {
            dual_channel: ctx.attr(op, "dual_channel").is_some(),
        },
        vector,
        sink,
        loc: Some(attrs::loc_string(ctx, op)),
    })
}

/// The commands of `program` as simulator commands (a convenience over [`translate`]).
pub fn commands(ctx: &Context, program: OpId) -> Result<Vec<Command>, Diagnostic> {
    Ok(translate(ctx, program)?.program.commands)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor(dtype: DType, shape: &[u64], strides: &[i64]) -> HostTensor {
        let ctx = Context::new(visa_ir::DialectRegistry::new());
        HostTensor {
            index: 0,
            addr: 0,
            dtype,
            shape: shape.to_vec(),
            strides: strides.to_vec(),
            loc: ctx.unknown_loc(),
        }
    }

    /// Byte offsets by plain loops over the logical indices.
    fn offsets_by_loops(t: &HostTensor) -> Vec<u64> {
        let mut out = Vec::new();
        for i in 0..t.shape[0] {
            for j in 0..t.shape[1] {
                let e = i as i64 * t.strides[0] + j as i64 * t.strides[1];
                out.push(e as u64 * u64::from(t.dtype.bits()) / 8);
            }
        }
        out
    }

    #[test]
    fn runs_and_offsets_match_loops() {
        for (shape, strides) in [
            ([4, 8], [8, 1]),  // dense: one run
            ([4, 8], [16, 1]), // padded rows: one run per row
            ([4, 8], [1, 4]),  // transposed: one element per run
            ([3, 5], [0, 1]),  // broadcast rows
            ([2, 3], [3, 0]),  // broadcast elements
        ] {
            let t = tensor(DType::I32, &shape, &strides);
            let offs = offsets_by_loops(&t);
            assert_eq!(t.element_offsets(), offs, "{shape:?} {strides:?}");
            // Expanding the runs into 4-byte elements gives the same offsets in order.
            let expanded: Vec<u64> = t
                .byte_runs()
                .iter()
                .flat_map(|&(o, len)| (0..len / 4).map(move |k| o + 4 * k))
                .collect();
            assert_eq!(expanded, offs, "{shape:?} {strides:?}");
        }
        assert_eq!(tensor(DType::I32, &[4, 8], &[8, 1]).byte_runs(), [(0, 128)]);
        assert_eq!(
            tensor(DType::I16, &[2, 3], &[8, 1]).byte_runs(),
            [(0, 6), (16, 6)]
        );
        assert_eq!(tensor(DType::I8, &[], &[]).byte_runs(), [(0, 1)]);
    }
}
