//! Typed readers of the hardware model's values stored on `engine` and `hw` ops: the
//! host bindings, chips, memory spaces, DMA queues, contexts, slice sets, fetch-adapter
//! options and vector ops, each checked with a diagnostic at the op. Both dialects read
//! their attributes through these; the translation to the simulator's input
//! ([`crate::to_sim`]) and the lowering use the same readers.

use crate::attrs;
use visa_ir::{Context, Diagnostic, Location, OpId};
use visa_tcp::{
    Context as TuContext, DType, DmaEngine, FxpBinaryOp, MemoryKind, SliceMask, Space, VeOp,
    VeOperand,
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

/// The slice set of the `slices` attribute of `op`,
/// `array<i64: start0, end0, start1, end1, ...>`: non-empty ranges within the chip.
pub fn slice_mask(ctx: &Context, op: OpId) -> Result<SliceMask, Diagnostic> {
    let v = attrs::ints(ctx, op, "slices")?;
    slice_ranges(ctx, op, "slices", &v)
}

/// The slice set `v` of attribute `name` of `op` lists: `[start, end)` pairs, each non-empty
/// and within the chip's slices.
pub fn slice_ranges(
    ctx: &Context,
    op: OpId,
    name: &str,
    v: &[i64],
) -> Result<SliceMask, Diagnostic> {
    if v.is_empty() || !v.len().is_multiple_of(2) {
        return Err(ctx.op_error(
            op,
            format!("'{name}' must list [start, end) pairs: array<i64: start0, end0, ...>"),
        ));
    }
    let chip = visa_tcp::limits::SLICES_PER_CHIP as i64;
    let mut m = SliceMask::none();
    for p in v.chunks(2) {
        if p[0] < 0 || p[1] > chip || p[0] >= p[1] {
            return Err(ctx.op_error(
                op,
                format!(
                    "'{name}': slice range [{}, {}) is empty or outside the chip's {chip} slices",
                    p[0], p[1]
                ),
            ));
        }
        (p[0]..p[1]).for_each(|s| m.insert(s as u32));
    }
    Ok(m)
}

/// Translates one `hw.ve_fxp` op (or `engine.vector_fxp`), or an op in the attribute form
/// of [`crate::ve`] (`hw.ve_op`, `engine.vector_op`: it has a `stage`).
pub fn ve_op(ctx: &Context, op: OpId) -> Result<VeOp, Diagnostic> {
    if ctx.attr(op, "stage").is_some() || ctx.attr(op, "stash").is_some() {
        return crate::ve::decode(ctx, op);
    }
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
            let max = visa_tcp::limits::VRF_OPERAND_MAX_FLITS;
            if a < 0 || flits == 0 || flits > max {
                return Err(ctx.op_error(
                    op,
                    format!("VRF operand needs a non-negative 'vrf_addr' and 'vrf_flits' in 1..={max}; got {a} and {flits}"),
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
