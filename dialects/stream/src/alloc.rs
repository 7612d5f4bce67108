//! Address checks: tensors that are live at the same time must not overlap in DM,
//! VRF or HBM (manual L154–156: "Addresses must not collide, but they can be
//! non-contiguous"; occupancy L1093).
//!
//! Liveness is by program order within a function body: a tensor is live from the
//! op defining it to its last use, where using a stream derived from it (through
//! `begin`, `fetch`, ... up to `commit`/`to_vrf`) counts as using it, because the
//! engines read it while the stream flows. A kernel's HBM results stay live to the
//! end of the kernel, and a launch writes its kernel's HBM outputs while every HBM
//! tensor live across the launch (its arguments included) must stay intact.

use crate::geom::{self, resolve_mem};
use crate::interfaces::{footprints, is_kernel, CallLike, EffectKind, Footprint};
use crate::ops;
use crate::types::{bytes_of, StreamType, Tier};
use std::collections::HashMap;
use visa_ir::{Context, Diagnostic, OpId, Value};

/// One allocation: a tensor at `[addr, addr + bytes)` live over ops `[def, last]`.
#[derive(Clone, Debug)]
struct Alloc {
    op: OpId,
    def: usize,
    last: usize,
    addr: u64,
    bytes: u64,
    tier: Tier,
}

pub(crate) fn body_ops(ctx: &Context, func: OpId) -> Vec<OpId> {
    match ops::body(ctx, func) {
        Some(b) => ctx.block_ops(b).collect(),
        None => Vec::new(),
    }
}

/// The index of the top-level op of `ops` containing `op`.
pub(crate) fn top_index(
    ctx: &Context,
    index: &HashMap<OpId, usize>,
    mut op: OpId,
) -> Option<usize> {
    loop {
        if let Some(&i) = index.get(&op) {
            return Some(i);
        }
        op = ctx.parent_op(op)?;
    }
}

/// Last use of `v`, following stream results transitively.
pub(crate) fn last_use(ctx: &Context, index: &HashMap<OpId, usize>, v: Value, def: usize) -> usize {
    let mut last = def;
    let mut work = vec![v];
    let mut seen = std::collections::HashSet::new();
    while let Some(v) = work.pop() {
        if !seen.insert(v) {
            continue;
        }
        for u in ctx.uses(v) {
            if let Some(i) = top_index(ctx, index, u.op) {
                last = last.max(i);
            }
            // A stream read from the tensor, or a view of it (`stream.tile`, the same
            // bytes).
            let view = crate::interfaces::is_view(ctx, u.op);
            for &r in ctx.results(u.op) {
                if view || ctx.type_as::<StreamType>(ctx.value_type(r)).is_some() {
                    work.push(r);
                }
            }
        }
    }
    last
}

fn overlap(a: &Alloc, b: &Alloc) -> bool {
    a.tier == b.tier
        && a.def <= b.last
        && b.def <= a.last
        && a.addr < b.addr + b.bytes
        && b.addr < a.addr + a.bytes
}

pub(crate) fn tier_name(t: Tier) -> &'static str {
    match t {
        Tier::Dm => "DM",
        Tier::Vrf => "VRF",
        Tier::Hbm => "HBM",
        Tier::Trf => "TRF",
        Tier::Host => "host",
    }
}

fn conflict(ctx: &Context, later: &Alloc, earlier: &Alloc) -> Diagnostic {
    ctx.op_error(
        later.op,
        format!(
            "{} bytes {}..{} overlap the live tensor at {}..{} written by '{}' (manual: Hello, TCP! › Tensor Contraction Processor › Execution Contexts: addresses must not collide)",
            tier_name(later.tier),
            later.addr,
            later.addr + later.bytes,
            earlier.addr,
            earlier.addr + earlier.bytes,
            ctx.op_name_str(earlier.op)
        ),
    )
}

fn check_pairs(ctx: &Context, allocs: &[Alloc]) -> Result<(), Diagnostic> {
    for (j, b) in allocs.iter().enumerate() {
        for a in &allocs[..j] {
            if overlap(a, b) {
                return Err(conflict(ctx, b, a));
            }
        }
    }
    Ok(())
}

/// Bytes per chip/slice of the memory tensor `v` (None when its mappings do not
/// resolve; the op verifiers report that).
fn bytes_of_value(ctx: &Context, op: OpId, v: Value) -> Option<u64> {
    let axes = geom::axes(ctx, op).ok()?;
    let m = resolve_mem(ctx, op, &axes, ctx.value_type(v), "value").ok()?;
    Some(bytes_of(ctx, m.ty.dtype, m.element().size()))
}

/// DM, VRF and kernel-internal HBM overlap inside one kernel.
pub fn check_kernel_memory(ctx: &Context, kernel: OpId) -> Result<(), Diagnostic> {
    let ops_ = body_ops(ctx, kernel);
    let index: HashMap<OpId, usize> = ops_.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let end = ops_.len();
    let mut allocs = Vec::new();
    for (i, &op) in ops_.iter().enumerate() {
        for w in placed_writes(ctx, op) {
            let Some(addr) = w.addr else { continue };
            let last = if w.tier == Tier::Hbm {
                end
            } else {
                last_use(ctx, &index, w.value, i)
            };
            allocs.push(Alloc {
                op,
                def: i,
                last,
                addr,
                bytes: w.bytes,
                tier: w.tier,
            });
        }
    }
    check_pairs(ctx, &allocs)
}

/// The writes `op` places at its own address ([`MemoryEffects`](crate::interfaces::MemoryEffects)
/// with `addressed`), with their footprints.
fn placed_writes(ctx: &Context, op: OpId) -> Vec<Footprint> {
    footprints(ctx, op, EffectKind::Write)
        .into_iter()
        .filter(|f| f.addr.is_some())
        .collect()
}

/// The HBM writes a kernel performs: `(op, addr, bytes)` of each op writing HBM at its
/// address (`stream.to_hbm`).
fn kernel_writes(ctx: &Context, kernel: OpId) -> Vec<(OpId, u64, u64)> {
    body_ops(ctx, kernel)
        .into_iter()
        .flat_map(|o| {
            placed_writes(ctx, o)
                .into_iter()
                .filter(|f| f.tier == Tier::Hbm)
                .filter_map(move |f| Some((o, f.addr?, f.bytes)))
        })
        .collect()
}

/// The HBM address of a kernel's `i`-th result: its `to_hbm` address, or the
/// address of the argument it returns.
fn kernel_result_addr(
    ctx: &Context,
    kernel: OpId,
    i: usize,
    arg_addrs: &[Option<u64>],
) -> Option<u64> {
    let body = ops::body(ctx, kernel)?;
    let ret = ctx.last_op(body)?;
    let v = *ctx.operands(ret).get(i)?;
    if let Some(d) = ctx.defining_op(v) {
        return ops::addr(ctx, d);
    }
    let pos = ctx.block_args(body).iter().position(|&a| a == v)?;
    arg_addrs.get(pos).copied().flatten()
}

/// HBM overlap in a host function, including what launched kernels write.
pub fn check_host_hbm(ctx: &Context, func: OpId) -> Result<(), Diagnostic> {
    let ops_ = body_ops(ctx, func);
    let index: HashMap<OpId, usize> = ops_.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let mut addr_of: HashMap<Value, u64> = HashMap::new();
    let mut allocs: Vec<Alloc> = Vec::new();
    for (i, &op) in ops_.iter().enumerate() {
        let writes = placed_writes(ctx, op);
        if !writes.is_empty() {
            for w in writes.into_iter().filter(|w| w.tier == Tier::Hbm) {
                let Some(addr) = w.addr else { continue };
                addr_of.insert(w.value, addr);
                allocs.push(Alloc {
                    op,
                    def: i,
                    last: last_use(ctx, &index, w.value, i),
                    addr,
                    bytes: w.bytes,
                    tier: Tier::Hbm,
                });
            }
        } else if let Some(call) = ctx.interface::<CallLike>(op) {
            // A call's effects are its callee's: the kernel's HBM writes.
            let Some(k) = (call.callee)(ctx, op) else {
                continue;
            };
            if !is_kernel(ctx, k) {
                continue;
            }
            // The kernel's writes must not clobber HBM tensors live across the launch.
            for (w, addr, bytes) in kernel_writes(ctx, k) {
                let write = Alloc {
                    op,
                    def: i,
                    last: i,
                    addr,
                    bytes,
                    tier: Tier::Hbm,
                };
                if let Some(a) = allocs.iter().find(|a| overlap(a, &write)) {
                    return Err(ctx
                        .op_error(
                            op,
                            format!(
                                "kernel @{} writes HBM bytes {}..{}, overlapping the live tensor at {}..{} written by '{}' (manual: Hello, TCP! › Tensor Contraction Processor › Execution Contexts: addresses must not collide)",
                                ops::sym_name(ctx, k).unwrap_or("?"),
                                addr,
                                addr + bytes,
                                a.addr,
                                a.addr + a.bytes,
                                ctx.op_name_str(a.op)
                            ),
                        )
                        .with_note(ctx.op_loc(w), "the kernel's write is here"));
                }
            }
            let arg_addrs: Vec<Option<u64>> = ctx
                .operands(op)
                .iter()
                .map(|v| addr_of.get(v).copied())
                .collect();
            for (r, &v) in ctx.results(op).iter().enumerate() {
                let (Some(addr), Some(bytes)) = (
                    kernel_result_addr(ctx, k, r, &arg_addrs),
                    bytes_of_value(ctx, op, v),
                ) else {
                    continue;
                };
                addr_of.insert(v, addr);
                let a = Alloc {
                    op,
                    def: i,
                    last: last_use(ctx, &index, v, i),
                    addr,
                    bytes,
                    tier: Tier::Hbm,
                };
                // A result returning an argument aliases it by design.
                let is_arg = ctx
                    .operands(op)
                    .iter()
                    .any(|x| addr_of.get(x) == Some(&addr));
                if !is_arg {
                    allocs.push(a);
                }
            }
        }
    }
    check_pairs(ctx, &allocs)
}
