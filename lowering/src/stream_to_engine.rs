//! `convert-stream-to-engine`: the Virtual ISA program (`stream.host_func` and the
//! `stream.kernel`s it launches) to one `engine.program` of per-engine configurations.
//!
//! The host function is flattened in written order, each `stream.launch` inlining its
//! kernel. Every value gets a placement (host, HBM, DM, VRF address) and:
//! - `stream.to_hbm` / `to_dm` / `to_host` become `engine.dma`: the loop nest is derived
//!   from both sides' mappings symbolically ([`visa_mapping::dma`], the DMA analogue of
//!   the sequencer derivation, L2575–2590); DM addresses are flat per-chip addresses, slice `s` at
//!   `s * 4 MiB` (`slice_stride`, L2541);
//! - `stream.begin` + `stream.fetch` become `engine.fetch`, its sequencer derived from
//!   (DM element mapping, Time, Packet) by the mapping library (L1429–1627) with the fetch
//!   figures (`fetch_size`, `fetches_per_packet`, L1755–1762, L2050–2128);
//! - `stream.collect`, `to_vrf`, `vector_*` map 1:1; `stream.commit` becomes
//!   `engine.commit` with the write sequencer derived from (result element mapping,
//!   Time, Packet) (L1361: the same derivation drives reads and writes);
//! - host arguments and results are placed in host memory one after another, each at a
//!   256-byte-aligned address, and declared with `engine.host_input` / `host_output`
//!   (shape = the logical axes in the order of the host mapping, padding removed).

use std::collections::HashMap;
use visa_engine::build::{self, A};
use visa_engine::names as en;
use visa_hw::attrs;
use visa_tcp::limits::MAX_SEQ_ENTRIES as MAX_ENTRIES;
/// The sequencer iteration limit (L1632) as the signed sizes of the derivation.
const MAX_SIZE: i64 = visa_tcp::limits::MAX_SEQ_SIZE as i64;
use visa_ir::{BlockId, Context, Diagnostic, Location, OpId, Value};
use visa_mapping::dma;
use visa_mapping::sequencer::{self, ElemType, SeqRequest};
use visa_mapping::{Image, Mapping};
use visa_stream::geom::{self, resolve_mem, resolve_stream, Mem, Stream};
use visa_stream::interfaces::{self, CallLike, Engine};
use visa_stream::ops as so;
use visa_stream::{MemType, Tier, Unit};
pub use visa_tcp::limits::{MAX_DMA_PACKET, SLICE_STRIDE};
use visa_tcp::{
    BranchMode, Context as TuContext, DType, DmaEngine, FxpBinaryOp, MemoryKind, SeqConfig,
};

/// What a host-function op is to the lowering, asked through the stream dialect's
/// interfaces: a DMA stage (`PipelineStage` on the DMA engine), a call (`CallLike`) or
/// the return (`RETURN_LIKE`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum HostStep {
    Transfer,
    Call,
    Return,
}

fn host_step(ctx: &Context, op: OpId) -> Option<HostStep> {
    if ctx.op_has_trait(op, visa_ir::Traits::RETURN_LIKE) {
        Some(HostStep::Return)
    } else if ctx.interface::<CallLike>(op).is_some() {
        Some(HostStep::Call)
    } else if interfaces::engine_of(ctx, op) == Some(Engine::Dma) {
        Some(HostStep::Transfer)
    } else {
        None
    }
}

/// Host buffers are placed at multiples of this many bytes.
pub const HOST_ALIGN: u64 = 256;

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
    let mut l = Lowerer {
        axes,
        body,
        host_next: 0,
        vals: HashMap::new(),
    };
    let result = l.host_func(ctx, func);
    if let Err(e) = result {
        ctx.erase_op(program);
        return Err(e);
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

#[derive(Clone, Debug)]
enum Val {
    Mem { tier: Tier, addr: u64, mem: Mem },
    Begin { addr: u64, mem: Mem, unit: Unit },
    Stream(Value),
}

struct Lowerer {
    axes: visa_mapping::Axes,
    body: BlockId,
    host_next: u64,
    vals: HashMap<Value, Val>,
}

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

fn elem_type(d: DType) -> ElemType {
    d
}

/// The layout of a host, HBM or DM tensor at byte address `addr`, in elements: host and
/// HBM tensors are their element mapping at stride 1; a DM tensor is `Cluster, Slice,
/// Element` with slice `s` at `s * slice_stride` (L2541).
fn layout<'m>(
    ctx: &Context,
    op: OpId,
    tier: Tier,
    addr: u64,
    mem: &'m Mem,
    eb: u64,
) -> Result<dma::Layout<'m>, Diagnostic> {
    if !addr.is_multiple_of(eb) {
        return Err(ctx.op_error(
            op,
            format!("address {addr} is not a multiple of the {eb}-byte element"),
        ));
    }
    let base = i64::try_from(addr / eb)
        .map_err(|_| ctx.op_error(op, format!("address {addr} overflows 64 bits")))?;
    let parts = match tier {
        Tier::Host | Tier::Hbm => {
            if tier == Tier::Hbm && mem.map("Chip").size() != 1 {
                return Err(ctx.op_error(op, "multi-chip HBM tensors are not implemented"));
            }
            vec![dma::Part {
                mapping: mem.element(),
                stride: 1,
            }]
        }
        Tier::Dm => {
            if mem.map("Chip").size() != 1 {
                return Err(ctx.op_error(op, "multi-chip DM tensors are not implemented"));
            }
            // Element at stride 1; every role outside it at the slice window times the
            // sizes of the roles between (Cluster = Slice::SIZE windows).
            let window = (SLICE_STRIDE / eb) as i64;
            let roles = &mem.maps[1..];
            let mut parts = Vec::with_capacity(roles.len());
            let mut stride = window;
            for (k, m) in roles.iter().enumerate().rev() {
                if k + 1 == roles.len() {
                    parts.push(dma::Part {
                        mapping: m,
                        stride: 1,
                    });
                    continue;
                }
                parts.push(dma::Part { mapping: m, stride });
                stride = i64::try_from(m.size())
                    .ok()
                    .and_then(|n| stride.checked_mul(n))
                    .ok_or_else(|| ctx.op_error(op, "the DM layout overflows 64-bit addresses"))?;
            }
            parts.reverse();
            parts
        }
        _ => return Err(ctx.op_error(op, "DMA to or from this memory is not implemented")),
    };
    Ok(dma::Layout { parts, base })
}

/// Active slices `[start, end)` ranges of a DM/VRF tensor: cluster and slice positions
/// that hold data.
fn slice_ranges(mem: &Mem) -> Vec<i64> {
    let (c, s) = (mem.map("Cluster"), mem.map("Slice"));
    let mut on = Vec::new();
    for ci in 0..c.size() {
        let cm = c.map(ci);
        for si in 0..s.size() {
            on.push(cm != Image::Padding && s.map(si) != Image::Padding);
        }
    }
    let mut out = Vec::new();
    let mut start = None;
    for (k, &b) in on.iter().chain(std::iter::once(&false)).enumerate() {
        match (b, start) {
            (true, None) => start = Some(k as i64),
            (false, Some(st)) => {
                out.push(st);
                out.push(k as i64);
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// Shape and element strides of a host tensor: axes in order of first appearance in
/// its mapping, padding removed; an error when the layout is not strided.
fn host_layout(ctx: &Context, op: OpId, m: &Mapping) -> Result<(Vec<i64>, Vec<i64>), Diagnostic> {
    let mut names: Vec<String> = Vec::new();
    for s in m.symbols() {
        let n = s.axis.to_string();
        if !names.contains(&n) {
            names.push(n);
        }
    }
    // The digits of the layout, symbolically: each axis must be one digit from
    // coordinate 1 (adjacent digits of one axis are fused first).
    let l = dma::Layout {
        parts: vec![dma::Part {
            mapping: m,
            stride: 1,
        }],
        base: 0,
    };
    let not_strided = || {
        ctx.op_error(
            op,
            format!(
                "host mapping {m} is not a strided layout of its axes; visa-run cannot bind it"
            ),
        )
    };
    let (digits, origin) = dma::layout_digits(&l).map_err(|_| not_strided())?;
    let mut shape = vec![1i64; names.len()];
    let mut strides = vec![0i64; names.len()];
    for d in &digits {
        let k = names
            .iter()
            .position(|n| n.as_str() == d.axis.as_str())
            .ok_or_else(not_strided)?;
        if d.stride != 1 || strides[k] != 0 {
            return Err(not_strided());
        }
        shape[k] = i64::try_from(d.values).map_err(|_| not_strided())?;
        strides[k] = d.addr;
    }
    if origin != 0 {
        return Err(ctx.op_error(
            op,
            format!("host mapping {m} does not start at its first element"),
        ));
    }
    Ok((shape, strides))
}

/// Merges adjacent entries that walk one contiguous range (`n1 : s1` outside `n0 : s0`
/// with `s1 == n0 * s0` becomes `n1 * n0 : s0`, the manual's entry merging), so the
/// innermost entry spans the whole contiguous run the fetch size was computed from.
pub fn merge_contiguous(entries: &[sequencer::Entry]) -> Vec<(i64, i64)> {
    let mut out: Vec<(i64, i64)> = Vec::new();
    for e in entries.iter().rev() {
        let (n, s) = (e.size as i64, e.stride);
        match out.last_mut() {
            Some((n0, s0)) if s == *n0 * *s0 && n * *n0 <= MAX_SIZE => *n0 *= n,
            _ => out.push((n, s)),
        }
    }
    out.reverse();
    out
}

/// Elements per commit write: the widest 8-, 16- or 32-byte write (L1633, L7698) that
/// divides a contiguous innermost entry, else the derived packet size.
fn commit_packet(entries: &[(i64, i64)], d: DType, derived: u64) -> i64 {
    let eb = i64::from(d.bits()) / 8;
    match entries.last() {
        Some(&(n, 1)) if eb > 0 => [32, 16, 8]
            .into_iter()
            .map(|b| b / eb)
            .find(|&p| p >= 1 && n % p == 0)
            .unwrap_or(derived as i64),
        _ => derived as i64,
    }
}

/// Derives a sequencer for `[buf, time, packet]` with the mapping library.
fn derive(
    ctx: &Context,
    op: OpId,
    [buf, time, packet]: [&Mapping; 3],
    dtype: DType,
    out: Option<DType>,
    unit: Unit,
) -> Result<sequencer::SeqConfig, Diagnostic> {
    let mut req = SeqRequest::new(buf.clone(), time.clone(), packet.clone(), elem_type(dtype));
    req.out_dtype = out.map(elem_type);
    req.context = match unit {
        Unit::Main => sequencer::Context::Main,
        Unit::Sub => sequencer::Context::Sub,
    };
    sequencer::derive(&req)
        .map_err(|e| ctx.op_error(op, format!("no sequencer configuration: {e}")))
}

impl Lowerer {
    fn mem(&self, ctx: &Context, op: OpId, ty: visa_ir::Type) -> Result<Mem, Diagnostic> {
        resolve_mem(ctx, op, &self.axes, ty, "the tensor")
    }

    fn stream(&self, ctx: &Context, op: OpId, ty: visa_ir::Type) -> Result<Stream, Diagnostic> {
        resolve_stream(ctx, op, &self.axes, ty, "the stream")
    }

    /// Places a host buffer of `n` elements of `d`; an error when its bytes or its end
    /// overflow 64 bits.
    fn host_alloc(&mut self, ctx: &Context, op: OpId, d: DType, n: u64) -> Result<u64, Diagnostic> {
        let a = self.host_next;
        let end = n
            .checked_mul(u64::from(d.bits()))
            .map(|b| b.div_ceil(8))
            .and_then(|b| a.checked_add(b))
            .and_then(|e| e.div_ceil(HOST_ALIGN).checked_mul(HOST_ALIGN))
            .ok_or_else(|| {
                ctx.op_error(
                    op,
                    format!("a host buffer of {n} elements overflows 64-bit addresses"),
                )
            })?;
        self.host_next = end;
        Ok(a)
    }

    fn get(&self, ctx: &Context, op: OpId, i: usize) -> Result<Val, Diagnostic> {
        self.vals
            .get(&ctx.operand(op, i))
            .cloned()
            .ok_or_else(|| ctx.op_error(op, format!("operand {i} has no lowered value")))
    }

    fn host_decl(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        input: bool,
        index: usize,
        addr: u64,
        mem: &Mem,
    ) -> Result<(), Diagnostic> {
        let (shape, strides) = host_layout(ctx, op, mem.element())?;
        let d = dtype_of(ctx, op, mem.ty.dtype)?;
        let (name, key) = if input {
            (en::HOST_INPUT, "arg")
        } else {
            (en::HOST_OUTPUT, "result")
        };
        let loc = ctx.op_loc(op);
        build::op(
            ctx,
            self.body,
            name,
            &[],
            false,
            &[
                (key, A::I(index as i64)),
                ("addr", A::I(addr as i64)),
                ("dtype", A::T(d)),
                ("shape", A::L(shape)),
                ("strides", A::L(strides)),
            ],
            loc,
        );
        Ok(())
    }

    fn host_func(&mut self, ctx: &mut Context, func: OpId) -> Result<(), Diagnostic> {
        let fbody = ctx.module_body(func);
        let args: Vec<Value> = ctx.block_args(fbody).to_vec();
        for (i, &a) in args.iter().enumerate() {
            let ty = ctx.value_type(a);
            let mem = self.mem(ctx, func, ty)?;
            let d = dtype_of(ctx, func, mem.ty.dtype)?;
            let addr = self.host_alloc(ctx, func, d, mem.element().size())?;
            self.host_decl(ctx, func, true, i, addr, &mem)?;
            self.vals.insert(
                a,
                Val::Mem {
                    tier: Tier::Host,
                    addr,
                    mem,
                },
            );
        }
        let ops: Vec<OpId> = ctx.block_ops(fbody).collect();
        for op in ops {
            // Dispatch by interface: a DMA stage, a call, the return.
            match host_step(ctx, op) {
                Some(HostStep::Transfer) => self.transfer(ctx, op)?,
                Some(HostStep::Call) => self.launch(ctx, op)?,
                Some(HostStep::Return) => {
                    for i in 0..ctx.operands(op).len() {
                        match self.get(ctx, op, i)? {
                            Val::Mem {
                                tier: Tier::Host,
                                addr,
                                mem,
                            } => self.host_decl(ctx, op, false, i, addr, &mem)?,
                            _ => {
                                return Err(
                                    ctx.op_error(op, format!("result {i} is not a host tensor"))
                                )
                            }
                        }
                    }
                }
                _ => return Err(ctx.op_error(op, "cannot appear in a host function")),
            }
        }
        Ok(())
    }

    fn launch(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let callee = so::callee(ctx, op)
            .ok_or_else(|| ctx.op_error(op, "has no callee"))?
            .to_string();
        let kernel = ctx
            .interface::<CallLike>(op)
            .and_then(|c| (c.callee)(ctx, op))
            .ok_or_else(|| ctx.op_error(op, format!("calls unknown kernel @{callee}")))?;
        let kbody = ctx.module_body(kernel);
        let kargs: Vec<Value> = ctx.block_args(kbody).to_vec();
        for (i, &a) in kargs.iter().enumerate() {
            let v = self.get(ctx, op, i)?;
            self.vals.insert(a, v);
        }
        let ops: Vec<OpId> = ctx.block_ops(kbody).collect();
        for k in ops {
            match host_step(ctx, k) {
                Some(HostStep::Return) => {
                    let n = ctx.operands(k).len();
                    for i in 0..n {
                        let v = self.get(ctx, k, i)?;
                        let r = ctx.result(op, i);
                        self.vals.insert(r, v);
                    }
                }
                _ => self.kernel_op(ctx, k)?,
            }
        }
        Ok(())
    }

    fn transfer(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let Val::Mem {
            tier: st,
            addr: sa,
            mem: sm,
        } = self.get(ctx, op, 0)?
        else {
            return Err(ctx.op_error(op, "moves a value that is not a tensor in memory"));
        };
        let rty = ctx.value_type(ctx.result(op, 0));
        let dm = self.mem(ctx, op, rty)?;
        let dt = ctx
            .type_as::<MemType>(rty)
            .map(|m| m.tier)
            .ok_or_else(|| ctx.op_error(op, "result is not a memory tensor"))?;
        let d = dtype_of(ctx, op, dm.ty.dtype)?;
        let da = match so::addr(ctx, op) {
            Some(a) => a,
            None => self.host_alloc(ctx, op, d, dm.element().size())?,
        };
        let eb = u64::from(d.bits() / 8);
        if eb == 0 {
            return Err(ctx.op_error(op, "DMA of sub-byte elements is not implemented"));
        }
        let src = layout(ctx, op, st, sa, &sm, eb)?;
        let dst = layout(ctx, op, dt, da, &dm, eb)?;
        let limits = dma::Limits {
            max_packet: MAX_DMA_PACKET / eb,
            max_size: MAX_SIZE as u64,
            max_entries: MAX_ENTRIES,
        };
        let f = dma::derive(&src, &dst, limits).map_err(|e| ctx.op_error(op, e.to_string()))?;
        let (src_base, dst_base) = match (
            f.src_base.checked_mul(eb as i64),
            f.dst_base.checked_mul(eb as i64),
        ) {
            (Some(a), Some(b)) => (a, b),
            _ => return Err(ctx.op_error(op, "a DMA address overflows 64 bits")),
        };
        let queue = if st == Tier::Host || dt == Tier::Host {
            DmaEngine::Pcie
        } else {
            DmaEngine::Tensor
        };
        let space = |t: Tier| match t {
            Tier::Host => MemoryKind::Host,
            Tier::Hbm => MemoryKind::Hbm,
            _ => MemoryKind::Dm,
        };
        let loc = ctx.op_loc(op);
        build::op(
            ctx,
            self.body,
            en::DMA,
            &[],
            false,
            &[
                ("queue", A::kw(queue)),
                ("src", A::kw(space(st))),
                ("dst", A::kw(space(dt))),
                ("src_base", A::I(src_base)),
                ("dst_base", A::I(dst_base)),
                ("dtype", A::T(d)),
                (
                    "sizes",
                    A::L(f.entries.iter().map(|e| e.0 as i64).collect()),
                ),
                ("src_strides", A::L(f.entries.iter().map(|e| e.1).collect())),
                ("dst_strides", A::L(f.entries.iter().map(|e| e.2).collect())),
                ("packet", A::I(f.packet as i64)),
            ],
            loc,
        );
        self.vals.insert(
            ctx.result(op, 0),
            Val::Mem {
                tier: dt,
                addr: da,
                mem: dm,
            },
        );
        Ok(())
    }

    fn stream_value(&self, ctx: &Context, op: OpId) -> Result<Value, Diagnostic> {
        match self.get(ctx, op, 0)? {
            Val::Stream(v) => Ok(v),
            _ => Err(ctx.op_error(op, "its input is not a stream")),
        }
    }

    fn stage(
        &mut self,
        ctx: &mut Context,
        op: OpId,
        name: &str,
        attrs: &[(&str, A)],
    ) -> Result<(), Diagnostic> {
        let input = self.stream_value(ctx, op)?;
        let loc = ctx.op_loc(op);
        let v = build::stage(ctx, self.body, name, input, attrs, loc);
        self.vals.insert(ctx.result(op, 0), Val::Stream(v));
        Ok(())
    }

    /// Lowers one kernel op, dispatching on the engine its `PipelineStage` names and,
    /// within an engine, on the typed wrappers.
    fn kernel_op(&mut self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let loc: Location = ctx.op_loc(op);
        match interfaces::engine_of(ctx, op) {
            Some(Engine::Dma) => self.transfer(ctx, op),
            Some(Engine::Fetch) if so::Begin::matches(ctx, op).is_some() => {
                let Val::Mem {
                    tier: Tier::Dm,
                    addr,
                    mem,
                } = self.get(ctx, op, 0)?
                else {
                    return Err(ctx.op_error(op, "begins a stream from a tensor that is not in DM"));
                };
                let rty = ctx.value_type(ctx.result(op, 0));
                let st = self.stream(ctx, op, rty)?;
                self.vals.insert(
                    ctx.result(op, 0),
                    Val::Begin {
                        addr,
                        mem,
                        unit: st.ty.unit,
                    },
                );
                Ok(())
            }
            Some(Engine::Fetch) if so::Fetch::matches(ctx, op).is_some() => {
                let Val::Begin { addr, mem, unit } = self.get(ctx, op, 0)? else {
                    return Err(ctx.op_error(op, "must follow stream.begin"));
                };
                let rty = ctx.value_type(ctx.result(op, 0));
                let st = self.stream(ctx, op, rty)?;
                let d = dtype_of(ctx, op, mem.ty.dtype)?;
                let out = dtype_of(ctx, op, st.ty.dtype)?;
                let cast = (out != d).then_some(out);
                let cfg = derive(
                    ctx,
                    op,
                    [mem.element(), st.time(), st.packet()],
                    d,
                    cast,
                    unit,
                )?;
                let bits = u64::from(d.bits());
                let packet = if cfg.config.packet_size == 1 {
                    1
                } else {
                    cfg.fetch.fetch_size * 8 / bits
                };
                let base = addr as i64 + cfg.config.base_addr * bits as i64 / 8;
                let entries = merge_contiguous(&cfg.config.entries);
                if base < 0 {
                    return Err(ctx.op_error(op, "the fetch starts before DM address 0"));
                }
                let mut a = vec![
                    (
                        "context",
                        A::kw(if unit == Unit::Main {
                            TuContext::Main
                        } else {
                            TuContext::Sub
                        }),
                    ),
                    ("slices", A::L(slice_ranges(&mem))),
                    ("base", A::I(base)),
                    ("dtype", A::T(d)),
                    ("seq", A::Seq(seq_config(ctx, op, &entries, packet as i64)?)),
                    (
                        "fetches_per_packet",
                        A::I(cfg.fetch.fetches_per_packet as i64),
                    ),
                ];
                if let Some(c) = cast {
                    a.push(("cast", A::T(c)));
                }
                let f = build::op(ctx, self.body, en::FETCH, &[], true, &a, loc);
                self.vals
                    .insert(ctx.result(op, 0), Val::Stream(ctx.result(f, 0)));
                Ok(())
            }
            Some(Engine::Collect) if so::Collect::matches(ctx, op).is_some() => {
                self.stage(ctx, op, en::COLLECT, &[])
            }
            Some(Engine::Vector) if so::VectorInit::matches(ctx, op).is_some() => {
                let rty = ctx.value_type(ctx.result(op, 0));
                let st = self.stream(ctx, op, rty)?;
                let d = dtype_of(ctx, op, st.ty.dtype)?;
                self.stage(ctx, op, en::VECTOR_INIT, &[("dtype", A::T(d))])
            }
            Some(Engine::Vector) if so::VectorBranch::matches(ctx, op).is_some() => {
                let mode = ctx
                    .attr(op, "mode")
                    .and_then(|a| ctx.attr_str(a))
                    .unwrap_or("unconditional");
                let m = BranchMode::from_keyword(mode)
                    .ok_or_else(|| ctx.op_error(op, format!("unknown branch mode `{mode}`")))?;
                self.stage(ctx, op, en::VECTOR_BRANCH, &[("mode", A::kw(m))])
            }
            Some(Engine::Vector) if so::VectorFxp::matches(ctx, op).is_some() => {
                let opname = ctx
                    .attr(op, "op")
                    .and_then(|a| ctx.attr_str(a))
                    .unwrap_or("");
                let o = FxpBinaryOp::from_keyword(opname).ok_or_else(|| {
                    ctx.op_error(op, format!("unknown fixed-point op `{opname}`"))
                })?;
                let mut a = vec![("op", A::kw(o))];
                if ctx.operands(op).len() == 2 {
                    let Val::Mem {
                        tier: Tier::Vrf,
                        addr,
                        mem,
                    } = self.get(ctx, op, 1)?
                    else {
                        return Err(ctx.op_error(op, "its second operand is not a VRF tensor"));
                    };
                    let d = dtype_of(ctx, op, mem.ty.dtype)?;
                    let flits = d
                        .bytes_for(mem.element().size())
                        .div_ceil(visa_stream::hw::FLIT_BYTES);
                    a.push(("vrf_addr", A::I(addr as i64)));
                    a.push(("vrf_flits", A::I(flits as i64)));
                } else {
                    let imm = so::fxp_imm(ctx, op)
                        .ok_or_else(|| ctx.op_error(op, "needs an immediate or a VRF operand"))?;
                    a.push(("imm", A::I(i64::from(imm))));
                }
                self.stage(ctx, op, en::VECTOR_FXP, &a)
            }
            Some(Engine::Vector) if so::VectorFinal::matches(ctx, op).is_some() => {
                self.stage(ctx, op, en::VECTOR_FINAL, &[])
            }
            Some(Engine::Commit) if so::ToVrf::matches(ctx, op).is_some() => {
                let input = self.stream_value(ctx, op)?;
                let addr = so::addr(ctx, op).ok_or_else(|| ctx.op_error(op, "has no address"))?;
                build::op(
                    ctx,
                    self.body,
                    en::TO_VRF,
                    &[input],
                    false,
                    &[("addr", A::I(addr as i64))],
                    loc,
                );
                let rty = ctx.value_type(ctx.result(op, 0));
                let mem = self.mem(ctx, op, rty)?;
                self.vals.insert(
                    ctx.result(op, 0),
                    Val::Mem {
                        tier: Tier::Vrf,
                        addr,
                        mem,
                    },
                );
                Ok(())
            }
            Some(Engine::Commit) if so::Commit::matches(ctx, op).is_some() => {
                let input = self.stream_value(ctx, op)?;
                let in_ty = ctx.value_type(ctx.operand(op, 0));
                let st = self.stream(ctx, op, in_ty)?;
                let rty = ctx.value_type(ctx.result(op, 0));
                let mem = self.mem(ctx, op, rty)?;
                let addr = so::addr(ctx, op).ok_or_else(|| ctx.op_error(op, "has no address"))?;
                let d = dtype_of(ctx, op, mem.ty.dtype)?;
                let cfg = derive(
                    ctx,
                    op,
                    [mem.element(), st.time(), st.packet()],
                    d,
                    None,
                    st.ty.unit,
                )?;
                let packet_bytes = d.bytes_for(st.packet().size());
                if ![8, 16, 24, 32].contains(&packet_bytes) {
                    return Err(ctx.op_error(
                        op,
                        format!("commits packets of {packet_bytes} bytes; the commit adapter keeps 8, 16, 24 or 32 bytes of a flit"),
                    ));
                }
                let base = addr as i64 + cfg.config.base_addr * i64::from(d.bits()) / 8;
                let entries = merge_contiguous(&cfg.config.entries);
                build::op(
                    ctx,
                    self.body,
                    en::COMMIT,
                    &[input],
                    false,
                    &[
                        ("base", A::I(base)),
                        ("dtype", A::T(d)),
                        ("in_size", A::I(packet_bytes as i64)),
                        (
                            "seq",
                            A::Seq(seq_config(
                                ctx,
                                op,
                                &entries,
                                commit_packet(&entries, d, cfg.config.packet_size),
                            )?),
                        ),
                    ],
                    loc,
                );
                self.vals.insert(
                    ctx.result(op, 0),
                    Val::Mem {
                        tier: Tier::Dm,
                        addr,
                        mem,
                    },
                );
                Ok(())
            }
            _ => Err(ctx.op_error(op, "cannot be lowered to the engine dialect yet")),
        }
    }
}
