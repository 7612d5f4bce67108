//! Hand-built command programs of the manual's first two Hello-TCP kernels.
//!
//! These are what a lowering of Constant Addition (L158–220) and Elementwise Multiplication
//! (L221–299) produces, written by hand: the host transfers, the tensor DMAs, the Tensor-Unit
//! passes and the write-back, with the manual's addresses. [`HelloShape`] scales them: `A`
//! i32 elements, `per_slice` of them in each slice (the manual uses `A = 2048`, 8 per slice,
//! 256 slices of cluster 0). Slice `s` (global index `cluster * 256 + slice`) holds elements
//! `[s * per_slice, (s + 1) * per_slice)`.

use crate::command::{
    Collect, Commit, Context, DmaCommand, DmaDescriptor, DmaEngine, DmaEntry, Fetch, Program, Sink,
    SliceMask, SwitchConfig, TuCommand,
};
use crate::dtype::DType;
use crate::memory::Space;
use crate::sequencer::SeqConfig;
use crate::vector::{BranchMode, FxpBinaryOp, VeOp, VeOperand, VeProgram, VeType};

pub use visa_tcp::limits::{SLICES_PER_DMA_ENGINE as SLICES_PER_ENGINE, SLICE_STRIDE};

/// The size and placement of a Hello-TCP kernel instance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HelloShape {
    /// Elements of the axis `A` (i32).
    pub elements: u32,
    /// Elements per slice (a multiple of 8, at most 1024).
    pub per_slice: u32,
    /// Host byte address of the first input.
    pub host_in: u64,
    /// Host byte address of the second input (multiplication only).
    pub host_rhs: u64,
    /// Host byte address the result is copied back to.
    pub host_out: u64,
}

impl HelloShape {
    /// The manual's shape: `A = 2048`, 8 elements in each of 256 slices.
    pub fn manual() -> Self {
        Self::scaled(2048, 8)
    }

    /// `elements` i32 spread `per_slice` to a slice.
    pub fn scaled(elements: u32, per_slice: u32) -> Self {
        let bytes = u64::from(elements) * 4;
        HelloShape {
            elements,
            per_slice,
            host_in: 0,
            host_rhs: bytes,
            host_out: 2 * bytes,
        }
    }

    /// Slices used.
    pub fn slices(&self) -> u32 {
        self.elements / self.per_slice
    }

    /// Bytes per slice.
    pub fn slice_bytes(&self) -> u64 {
        u64::from(self.per_slice) * 4
    }

    /// Distance between the DM tensors of a kernel: the manual's `1 << 12`, or more if needed.
    pub fn dm_step(&self) -> u64 {
        self.slice_bytes().max(1 << 12)
    }

    fn bytes(&self) -> u64 {
        u64::from(self.elements) * 4
    }
}

/// HBM address of the first input (`to_hbm(&mut ctx.pdma, 0)`, L193, L264).
pub const HBM_IN: u64 = 0;
/// HBM address of the second input and of the output (`1 << 28`, L219, L265, L298).
pub const HBM_OUT: u64 = 1 << 28;

fn hbm() -> Space {
    Space::Hbm { chip: 0 }
}

/// Host -> HBM (or back) in 256-byte packets (the last packet may be shorter).
pub fn pcie(shape: &HelloShape, to_hbm: bool, host: u64, hbm_addr: u64, loc: &str) -> DmaCommand {
    let bytes = shape.bytes();
    let mut descriptors = Vec::new();
    let full = bytes / 256;
    let rest = bytes % 256;
    let (src, dst) = if to_hbm {
        (Space::Host, hbm())
    } else {
        (hbm(), Space::Host)
    };
    let (sb, db) = if to_hbm {
        (host, hbm_addr)
    } else {
        (hbm_addr, host)
    };
    if full > 0 {
        descriptors.push(DmaDescriptor {
            engine: 0,
            src,
            dst,
            src_base: sb,
            dst_base: db,
            entries: vec![DmaEntry::new(full as u32, 256, 256)],
            stride0: 256,
            indirect: None,
        });
    }
    if rest > 0 {
        descriptors.push(DmaDescriptor {
            engine: 0,
            src,
            dst,
            src_base: sb + full * 256,
            dst_base: db + full * 256,
            entries: vec![],
            stride0: rest as u32,
            indirect: None,
        });
    }
    DmaCommand {
        engine: DmaEngine::Pcie,
        descriptors,
        loc: Some(loc.into()),
    }
}

/// Tensor DMA between the flat HBM tensor and its per-slice DM split, one descriptor per
/// DMN-pair engine (`to_dm` / `to_hbm`, L202, L219).
pub fn tdma(
    shape: &HelloShape,
    to_dm: bool,
    hbm_addr: u64,
    dm_offset: u64,
    loc: &str,
) -> DmaCommand {
    let sb = shape.slice_bytes();
    let mut descriptors = Vec::new();
    let slices = shape.slices();
    let mut first = 0;
    while first < slices {
        let engine = first / SLICES_PER_ENGINE;
        let last = ((engine + 1) * SLICES_PER_ENGINE).min(slices);
        let n = last - first;
        let h = hbm_addr + u64::from(first) * sb;
        let d = u64::from(first) * SLICE_STRIDE + dm_offset;
        let dm = Space::Dm { chip: 0 };
        descriptors.push(if to_dm {
            DmaDescriptor {
                engine,
                src: hbm(),
                dst: dm,
                src_base: h,
                dst_base: d,
                entries: vec![DmaEntry::new(n, sb as i64, SLICE_STRIDE as i64)],
                stride0: sb as u32,
                indirect: None,
            }
        } else {
            DmaDescriptor {
                engine,
                src: dm,
                dst: hbm(),
                src_base: d,
                dst_base: h,
                entries: vec![DmaEntry::new(n, SLICE_STRIDE as i64, sb as i64)],
                stride0: sb as u32,
                indirect: None,
            }
        });
        first = last;
    }
    DmaCommand {
        engine: DmaEngine::Tensor,
        descriptors,
        loc: Some(loc.into()),
    }
}

fn slices(shape: &HelloShape) -> SliceMask {
    SliceMask::range(0, shape.slices())
}

/// `fetch::<i32, m![1], m![A % k]>()` in the given context (8-byte fetches in the sub context).
fn fetch(shape: &HelloShape, base: u64, sub: bool) -> Fetch {
    let (packet, fpp) = if sub { (2, 4) } else { (8, 1) };
    Fetch {
        base,
        dtype: DType::I32,
        seq: SeqConfig::new(&[(shape.per_slice, 1)], packet),
        fetches_per_packet: fpp,
        cast: None,
        zero_point: 0,
        stages: Default::default(),
    }
}

/// `commit::<m![A % k]>(base)`: 32-byte writes of whole flits.
fn commit(shape: &HelloShape, base: u64) -> Commit {
    Commit {
        base,
        dtype: DType::I32,
        commit_in_size: 32,
        slice_bitmap: None,
        seq: SeqConfig::new(&[(shape.per_slice, 1)], 8),
    }
}

/// A main-context pass `fetch -> collect -> vector_init -> branch(Unconditional) -> op -> final -> commit`.
fn vector_pass(shape: &HelloShape, input: u64, op: VeOp, output: u64, loc: &str) -> TuCommand {
    TuCommand {
        context: Context::Main,
        chip: 0,
        slices: slices(shape),
        fetch: fetch(shape, input, false),
        switch: Box::new(SwitchConfig::Forward),
        collect: Collect::default(),
        contraction: None,
        cast: None,
        vector: Some(VeProgram {
            inter: None,
            dtype: VeType::I32,
            branch: BranchMode::Unconditional,
            ops: vec![op],
            cond: Default::default(),
        }),
        transpose: None,
        sink: Sink::Commit(commit(shape, output)),
        loc: Some(loc.into()),
    }
}

/// Constant Addition (L158–220): `out[a] = in[a] + 1`, with host transfers.
///
/// Commands: 0 pdma host -> HBM 0; 1 tdma HBM -> DM 0; 2 main pass AddFxp 1 committing to DM
/// `1 << 12`; 3 tdma DM -> HBM `1 << 28`; 4 pdma HBM -> host `host_out`.
pub fn constant_addition(shape: &HelloShape) -> Program {
    let step = shape.dm_step();
    let mut p = Program::new();
    p.push(pcie(shape, true, shape.host_in, HBM_IN, "const_add.rs:193"));
    p.push(tdma(shape, true, HBM_IN, 0, "const_add.rs:202"));
    p.push(vector_pass(
        shape,
        0,
        VeOp::Fxp {
            op: FxpBinaryOp::AddFxp,
            operand: VeOperand::Imm(1),
        },
        step,
        "const_add.rs:203",
    ));
    p.push(tdma(shape, false, HBM_OUT, step, "const_add.rs:219"));
    p.push(pcie(
        shape,
        false,
        shape.host_out,
        HBM_OUT,
        "const_add.rs:197",
    ));
    p
}

/// Elementwise Multiplication (L221–299): `out[a] = lhs[a] * rhs[a]`, with host transfers.
///
/// Commands: 0 pdma lhs -> HBM 0; 1 pdma rhs -> HBM `1 << 28`; 2 tdma lhs -> DM 0;
/// 3 tdma rhs -> DM `1 << 12`; 4 sub pass rhs -> VRF 0; 5 main pass MulInt with the VRF
/// committing to DM `1 << 13`; 6 tdma DM -> HBM `1 << 28` (over rhs, as the manual writes);
/// 7 pdma HBM -> host `host_out`.
pub fn elementwise_mul(shape: &HelloShape) -> Program {
    let step = shape.dm_step();
    let mut p = Program::new();
    p.push(pcie(shape, true, shape.host_in, HBM_IN, "mul.rs:264"));
    p.push(pcie(shape, true, shape.host_rhs, HBM_OUT, "mul.rs:265"));
    p.push(tdma(shape, true, HBM_IN, 0, "mul.rs:278"));
    p.push(tdma(shape, true, HBM_OUT, step, "mul.rs:279"));
    p.push(TuCommand {
        context: Context::Sub,
        chip: 0,
        slices: slices(shape),
        fetch: fetch(shape, step, true),
        switch: Box::new(SwitchConfig::Forward),
        collect: Collect::default(),
        contraction: None,
        cast: None,
        vector: None,
        transpose: None,
        sink: Sink::ToVrf { addr: 0 },
        loc: Some("mul.rs:282".into()),
    });
    p.push(vector_pass(
        shape,
        0,
        VeOp::Fxp {
            op: FxpBinaryOp::MulInt,
            operand: VeOperand::Vrf {
                addr: 0,
                flits: shape.per_slice / 8,
            },
        },
        2 * step,
        "mul.rs:290",
    ));
    p.push(tdma(shape, false, HBM_OUT, 2 * step, "mul.rs:298"));
    p.push(pcie(shape, false, shape.host_out, HBM_OUT, "mul.rs:268"));
    p
}
