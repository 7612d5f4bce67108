//! `convert-stream-to-engine`: the Virtual ISA program (`stream.host_func` and the
//! `stream.kernel`s it launches) to one `engine.program` of per-engine configurations,
//! written as a dialect conversion ([`visa_ir::conversion`]) rooted at the host
//! function: a placement pre-pass, then one pattern module per engine family.
//!
//! The pre-pass ([`run`]) picks the host function, creates the `engine.program` named
//! after it, and places the host arguments: in host memory one after another, each at
//! a 256-byte-aligned address, declared with `engine.host_input` (shape = the logical
//! axes in the order of the host mapping, padding removed). Every value then carries a
//! placement ([`Val`]: host, HBM, DM or VRF address, a begun stream, or the engine
//! stream it became) in the state the patterns share ([`Shared`]); the patterns append
//! the engine ops to the program body in written order (the driver visits the host
//! function's ops in pre-order) and replace each stream op's results by nothing (1:0),
//! since the placements, not values, carry the data.
//!
//! The conversion target makes the `engine` dialect legal and the conversion is a full
//! one (every op of the host function must be lowered); every other op is tried
//! against the patterns, dispatched through the stream dialect's interfaces
//! (`PipelineStage` engines, `CallLike`, `RETURN_LIKE`) and typed wrappers:
//! - [`host`]: `stream.launch` inlines its kernel (a copy of the kernel's ops before the
//!   launch, converted in turn, so each launch is lowered with its own placements); the
//!   host function's return declares the results with `engine.host_output`, a kernel's
//!   return binds the launch results;
//! - [`dma`]: `stream.to_hbm` / `to_dm` / `to_host` become `engine.dma`: the loop nest is
//!   derived from both sides' mappings symbolically ([`visa_mapping::dma`], the DMA
//!   analogue of the sequencer derivation, L2575–2590); DM addresses are flat per-chip
//!   addresses, slice `s` at `s * 4 MiB` (`slice_stride`, L2541); a `to_host` without an
//!   address is placed after the host buffers so far;
//! - [`tensor_unit`]: `stream.begin` + `stream.fetch` become `engine.fetch`, its sequencer
//!   derived from (DM element mapping, Time, Packet) by the mapping library
//!   (L1429–1627) with the fetch figures (`fetch_size`, `fetches_per_packet`,
//!   L1755–1762, L2050–2128); `stream.collect`, `to_vrf`, `vector_*` map 1:1;
//!   `stream.commit` becomes `engine.commit` with the write sequencer derived from
//!   (result element mapping, Time, Packet) (L1361).
//!
//! A last pattern reports any other op, located: `cannot appear in a host function`, or
//! in a kernel `cannot be lowered to the engine dialect yet`. A pattern that finds its
//! input malformed reports that error (its own message and location) through
//! [`Shared`], as in `convert-engine-to-hw`; the IR is rolled back and the program
//! removed. On success the stream functions are erased.

pub mod chip;
pub mod commit_view;
pub mod contraction;
pub mod dma;
pub mod dma_widen;
pub mod fetch_adapter;
pub mod fetch_mask;
pub mod gather;
pub mod host;
pub mod inter_slice;
pub mod interleave;
pub mod tensor_unit;
pub mod transpose;
pub mod two_group;
pub mod vector;
pub mod view;

pub use host::HOST_ALIGN;
pub use tensor_unit::merge_contiguous;
pub use visa_tcp::limits::{MAX_DMA_PACKET, SLICE_STRIDE};

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, MutexGuard};
use visa_engine::build;
use visa_hw::attrs;
use visa_ir::conversion::{
    apply_full_conversion, ConversionPattern, ConversionPatternSet, ConversionRewriter,
    ConversionTarget, OpAdaptor,
};
use visa_ir::{BlockId, Context, Diagnostic, OpId, Value};
use visa_stream::geom::{self, resolve_mem, resolve_stream, Mem, Stream};
use visa_stream::ops as so;
use visa_stream::{Tier, Unit};
use visa_tcp::{DType, SeqConfig};

/// The sequencer iteration limit (L1632) as the signed sizes of the derivation.
const MAX_SIZE: i64 = visa_tcp::limits::MAX_SEQ_SIZE as i64;

/// Where a stream value lives once lowered.
#[derive(Clone, Debug)]
pub enum Val {
    /// A tensor in memory `tier` at byte address `addr`.
    Mem {
        /// The memory.
        tier: Tier,
        /// The byte address.
        addr: u64,
        /// Its resolved mappings.
        mem: Mem,
    },
    /// A stream begun (`stream.begin`) from the DM tensor at `addr`, not yet fetched.
    Begin {
        /// The DM byte address.
        addr: u64,
        /// The DM tensor's resolved mappings.
        mem: Mem,
        /// The tensor-unit context.
        unit: Unit,
        /// The DM byte address of the second tensor of an interleaved fetch
        /// (`stream.begin_interleaved`, L1843–1866).
        interleave: Option<u64>,
    },
    /// The engine stream a stream op became.
    Stream(Value),
    /// A TRF tensor written by `stream.to_trf` in a region.
    Trf(visa_tcp::TrfAddress, Mem),
    /// An aligned (and maybe contracted) stream waiting for its `stream.accumulate`.
    Pending(Box<contraction::Pending>),
}

/// The state the patterns of one run share: the placements, the host allocator, the
/// engine program body, which ops are copies of kernel ops, and the first error.
pub struct State {
    axes: visa_mapping::Axes,
    body: BlockId,
    host_next: u64,
    vals: HashMap<Value, Val>,
    /// Ops copied from a kernel by a launch (the kernel context).
    kernel_ops: HashSet<OpId>,
    /// Each copied kernel return and the launch whose results it binds.
    returns: HashMap<OpId, OpId>,
    /// The chips of the kernels launched so far (all the same; decision C10C-1).
    chips: Option<u64>,
    error: Option<Diagnostic>,
}

/// The [`State`] of one run, shared by its patterns.
#[derive(Clone)]
pub struct Shared(Arc<Mutex<State>>);

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl State {
    /// The resolved mappings of memory type `ty`.
    fn mem(&self, ctx: &Context, op: OpId, ty: visa_ir::Type) -> Result<Mem, Diagnostic> {
        resolve_mem(ctx, op, &self.axes, ty, "the tensor")
    }

    /// The resolved mappings of stream type `ty`.
    fn stream(&self, ctx: &Context, op: OpId, ty: visa_ir::Type) -> Result<Stream, Diagnostic> {
        resolve_stream(ctx, op, &self.axes, ty, "the stream")
    }

    /// The placement of operand `i` of `op`.
    fn get(&self, ctx: &Context, op: OpId, i: usize) -> Result<Val, Diagnostic> {
        self.vals
            .get(&ctx.operand(op, i))
            .cloned()
            .ok_or_else(|| ctx.op_error(op, format!("operand {i} has no lowered value")))
    }

    /// Whether `op` is a copy of a kernel op.
    fn in_kernel(&self, op: OpId) -> bool {
        self.kernel_ops.contains(&op)
    }
}

/// What a pattern's rule made of an op: lowered, or not its op.
type Rule = fn(&mut State, &mut Context, OpId) -> Result<bool, Diagnostic>;

/// A conversion pattern over one stream op, running `rule`: on `Ok(true)` the op's
/// results are replaced by nothing (their placements are in the [`State`]); on
/// `Ok(false)` the pattern does not apply; an error is recorded and fails it.
pub struct StreamPattern {
    name: &'static str,
    root: Option<&'static str>,
    shared: Shared,
    rule: Rule,
}

impl StreamPattern {
    fn boxed(
        shared: &Shared,
        name: &'static str,
        root: Option<&'static str>,
        rule: Rule,
    ) -> Box<dyn ConversionPattern> {
        Box::new(StreamPattern {
            name,
            root,
            shared: shared.clone(),
            rule,
        })
    }
}

impl ConversionPattern for StreamPattern {
    fn name(&self) -> &'static str {
        self.name
    }

    fn root(&self) -> Option<&'static str> {
        self.root
    }

    fn match_and_rewrite(
        &self,
        op: OpId,
        _adaptor: &OpAdaptor,
        rw: &mut ConversionRewriter<'_>,
    ) -> Result<(), String> {
        let mut st = self.shared.lock();
        match (self.rule)(&mut st, rw.ctx, op) {
            Ok(true) => {
                let n = rw.ctx.results(op).len();
                rw.replace_op_with_multiple(op, vec![Vec::new(); n]);
                Ok(())
            }
            Ok(false) => Err("not its op".to_string()),
            Err(d) => {
                let message = d.message.clone();
                if st.error.is_none() {
                    st.error = Some(d);
                }
                Err(message)
            }
        }
    }
}

/// The conversion target: `engine` legal, anything else unknown. The conversion is a
/// full one, so an op no pattern lowers fails it (the last pattern says why).
pub fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target.add_legal_dialect("engine");
    target
}

/// The patterns of `convert-stream-to-engine`, sharing `shared`; the last one reports
/// every op the others do not lower.
pub fn patterns(shared: &Shared) -> ConversionPatternSet {
    let mut list: Vec<Box<dyn ConversionPattern>> = Vec::new();
    list.extend(host::patterns(shared));
    list.extend(chip::patterns(shared));
    list.extend(view::patterns(shared));
    list.extend(commit_view::patterns(shared));
    list.extend(gather::patterns(shared));
    list.extend(dma::patterns(shared));
    list.extend(tensor_unit::patterns(shared));
    list.extend(interleave::patterns(shared));
    list.extend(vector::patterns(shared));
    list.extend(contraction::patterns(shared));
    list.extend(transpose::patterns(shared));
    list.extend(inter_slice::patterns(shared));
    list.extend(two_group::patterns(shared));
    list.push(StreamPattern::boxed(
        shared,
        "stream-unsupported",
        None,
        unsupported,
    ));
    ConversionPatternSet::new(list)
}

/// Any op no other pattern lowers.
fn unsupported(st: &mut State, ctx: &mut Context, op: OpId) -> Result<bool, Diagnostic> {
    Err(if st.in_kernel(op) {
        ctx.op_error(op, "cannot be lowered to the engine dialect yet")
    } else {
        ctx.op_error(op, "cannot appear in a host function")
    })
}

/// Converts the host function `entry` (or the only one) of `module`; the stream
/// functions are replaced by one `engine.program` named after the host function.
pub fn run(ctx: &mut Context, module: OpId, entry: Option<&str>) -> Result<OpId, Diagnostic> {
    let func = visa_stream::interp::find_entry(ctx, module, entry)?;
    let name = so::sym_name(ctx, func).unwrap_or("main").to_string();
    let axes = geom::axes(ctx, func)?;
    let loc = ctx.op_loc(func);
    let top = ctx.op_block(func).expect("host function is in the module");
    let program = build::program(ctx, top, &name, loc);
    ctx.detach_op(program);
    ctx.insert_op_before(func, program);
    let body = ctx.module_body(program);
    let mut state = State {
        axes,
        body,
        host_next: 0,
        vals: HashMap::new(),
        kernel_ops: HashSet::new(),
        returns: HashMap::new(),
        chips: None,
        error: None,
    };
    if let Err(e) = host::place_arguments(&mut state, ctx, func) {
        ctx.erase_op(program);
        return Err(e);
    }
    let shared = Shared(Arc::new(Mutex::new(state)));
    let patterns = patterns(&shared);
    if let Err(failure) = apply_full_conversion(ctx, func, &target(), &patterns, None) {
        ctx.erase_op(program);
        return Err(shared.lock().error.take().unwrap_or(failure));
    }
    // A multi-chip program says so: its Tensor-Unit passes run on every chip.
    if let Some(n) = shared.lock().chips.filter(|&n| n > 1) {
        let a = attrs::i64_attr(ctx, n as i64);
        ctx.set_attr_named(program, "chips", a);
    }
    // The stream functions are now in the engine program.
    let mbody = ctx.module_body(module);
    let funcs: Vec<OpId> = ctx
        .block_ops(mbody)
        .filter(|&o| {
            so::HostFunc::matches(ctx, o).is_some() || so::Kernel::matches(ctx, o).is_some()
        })
        .collect();
    for f in funcs.iter().rev() {
        drop_uses_inside(ctx, *f);
    }
    for f in funcs {
        ctx.erase_op(f);
    }
    Ok(program)
}

fn drop_uses_inside(ctx: &mut Context, f: OpId) {
    for op in ctx.collect_ops(f) {
        if op != f {
            ctx.set_operands(op, Vec::new());
        }
    }
}

/// The element type of `ty` as the hardware's, or a located error.
fn dtype_of(ctx: &Context, op: OpId, ty: visa_ir::Type) -> Result<DType, Diagnostic> {
    attrs::dtype_of(ctx, ty).ok_or_else(|| {
        ctx.op_error(
            op,
            format!(
                "element type {} is not supported by the lowering",
                ctx.type_to_string(ty)
            ),
        )
    })
}

/// The sequencer `[size : stride, ...] : packet` of derived `(size, stride)` entries.
fn seq_config(
    ctx: &Context,
    op: OpId,
    entries: &[(i64, i64)],
    packet: i64,
) -> Result<SeqConfig, Diagnostic> {
    let size = |n: i64| {
        u32::try_from(n).map_err(|_| {
            ctx.op_error(
                op,
                format!("a sequencer size of {n} does not fit the hardware"),
            )
        })
    };
    let pairs = entries
        .iter()
        .map(|&(n, s)| Ok((size(n)?, s)))
        .collect::<Result<Vec<_>, Diagnostic>>()?;
    Ok(SeqConfig::new(&pairs, size(packet)?))
}
