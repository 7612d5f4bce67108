//! `allocate-memory`: gives every addressed write that omits `at` an address (manual
//! L154–156: tensors must not collide but may be non-contiguous; L7055–7056: "tensor
//! addresses must be specified explicitly" — this pass specifies them for the writer).
//!
//! The ops that place a tensor are those whose [`MemoryEffects`] write a result at the
//! op's address (`to_hbm`, `to_dm`, `dma`, `to_vrf`, `commit`); the pass asks the
//! interface, never op names. Addresses written by hand (pinned) are kept as they are.
//!
//! - **DM and VRF** (per slice, per kernel): a linear scan over live ranges in program
//!   order. A tensor is live from the op writing it to its last use, following the
//!   streams derived from it (the same liveness as the overlap check, [`crate::alloc`]).
//!   Each unplaced tensor takes the lowest aligned address, at or after the end of the
//!   tensor placed last in that memory (next fit; from 0 again when nothing fits there),
//!   whose bytes no tensor live at the same time holds (pinned ones included). Next fit
//!   reuses freed bytes as late as possible, so consecutive tiles land in different
//!   buffers and carry no WAR hazard that would stop `schedule-commands` from overlapping
//!   them (double buffering when capacity allows). The reasoning is on
//!   `(live range, address, bytes)` triples only; no element is enumerated.
//! - **HBM** (per chip, module-wide): tensors never share bytes. Each unplaced HBM tensor
//!   takes the next aligned address after the previous one, skipping every pinned HBM
//!   range of the module; HBM is 48 GiB, so reuse would buy nothing and host tensors,
//!   kernel results and launches never need reasoning across functions.
//!
//! Alignment (docs/decisions.md C10B-1): DM 128 bytes (one row of the 16 banks, L2874),
//! VRF 32 bytes (one flit), HBM 256 bytes (one DMA request, no partial-block writes,
//! L2469, L2985).
//!
//! When a tensor does not fit, the error is at the op writing it and names every tensor
//! live at that point in the same memory, with its size and address (a note at each).

use crate::alloc::{body_ops, last_use, tier_name, top_index};
use crate::interfaces::{footprint, is_host_func, is_kernel, EffectKind, MemoryEffects};
use crate::types::Tier;
use std::collections::HashMap;
use visa_ir::pass::Pass;
use visa_ir::{Context, Diagnostic, OpId, Value};
use visa_tcp::limits as hw;

/// The pass's name on the command line.
pub const ALLOCATE_MEMORY: &str = "allocate-memory";

/// DM placement alignment: one row of the 16 eight-byte banks (L2874).
pub const DM_ALIGN: u64 = hw::DMN_BYTES_PER_CYCLE;
/// VRF placement alignment: one flit.
pub const VRF_ALIGN: u64 = hw::FLIT_BYTES;
/// HBM placement alignment: one DMA request (L2469).
pub const HBM_ALIGN: u64 = hw::DMA_REQUEST_BYTES;

/// The `allocate-memory` pass.
#[derive(Debug, Default)]
pub struct AllocateMemory;

/// One tensor an op places: its bytes (per slice for DM/VRF, per chip for HBM), its live
/// range in top-level op indices of its function, and its address once known.
#[derive(Clone, Debug)]
struct Tensor {
    op: OpId,
    tier: Tier,
    bytes: u64,
    def: usize,
    last: usize,
    addr: Option<u64>,
    pinned: bool,
}

impl Tensor {
    fn live_with(&self, o: &Tensor) -> bool {
        self.def <= o.last && o.def <= self.last
    }
}

/// The capacity of a tier (per slice or per chip) and its alignment, `None` for tiers
/// this pass does not place (the host, the TRF whose `to_trf` names a mode).
fn tier_rules(t: Tier) -> Option<(u64, u64)> {
    match t {
        Tier::Dm => Some((hw::DM_BYTES, DM_ALIGN)),
        Tier::Vrf => Some((hw::VRF_BYTES, VRF_ALIGN)),
        Tier::Hbm => Some((hw::HBM_BYTES, HBM_ALIGN)),
        Tier::Trf | Tier::Host => None,
    }
}

/// The writes of `op` placed at its address, with whether the address is written:
/// `(effect's value, tier, bytes, address)`.
fn placed(ctx: &Context, op: OpId) -> Vec<(Value, Tier, u64, Option<u64>)> {
    let Some(effects) = ctx.interface::<MemoryEffects>(op) else {
        return Vec::new();
    };
    effects
        .0
        .iter()
        .filter(|e| e.kind == EffectKind::Write && e.addressed)
        .filter_map(|e| {
            let mut plain = *e;
            plain.addressed = false;
            let f = footprint(ctx, op, &plain)?;
            Some((f.value, f.tier, f.bytes, crate::ops::addr(ctx, op)))
        })
        .collect()
}

/// The tensors of one function body (ops nested in regions count at their top-level op).
fn tensors(ctx: &Context, func: OpId, hbm_to_end: bool) -> Vec<Tensor> {
    let top = body_ops(ctx, func);
    let index: HashMap<OpId, usize> = top.iter().enumerate().map(|(i, &o)| (o, i)).collect();
    let mut all = Vec::new();
    for &t in &top {
        ctx.walk(t, &mut |o| all.push(o));
    }
    let mut out = Vec::new();
    for op in all {
        let Some(def) = top_index(ctx, &index, op) else {
            continue;
        };
        for (v, tier, bytes, addr) in placed(ctx, op) {
            let last = if tier == Tier::Hbm && hbm_to_end {
                top.len()
            } else {
                last_use(ctx, &index, v, def)
            };
            out.push(Tensor {
                op,
                tier,
                bytes,
                def,
                last,
                addr,
                pinned: addr.is_some(),
            });
        }
    }
    out
}

/// The lowest `align`-aligned address `>= from` where `bytes` bytes avoid every range of
/// `taken`, or `None` past `cap`.
fn first_fit(taken: &mut [(u64, u64)], from: u64, bytes: u64, align: u64, cap: u64) -> Option<u64> {
    taken.sort_unstable();
    let mut a = from.div_ceil(align) * align;
    for &(s, e) in taken.iter() {
        if a.checked_add(bytes)? <= s {
            break;
        }
        if e > a {
            a = e.div_ceil(align).checked_mul(align)?;
        }
    }
    (a.checked_add(bytes)? <= cap).then_some(a)
}

fn out_of_space(ctx: &Context, t: &Tensor, live: &[&Tensor], cap: u64) -> Diagnostic {
    let held: u64 = live.iter().map(|o| o.bytes).sum();
    let list: Vec<String> = live
        .iter()
        .map(|o| {
            let a = o.addr.unwrap_or(0);
            format!(
                "{} B at {}..{} ('{}')",
                o.bytes,
                a,
                a + o.bytes,
                ctx.op_name_str(o.op)
            )
        })
        .collect();
    let per = if t.tier == Tier::Hbm { "chip" } else { "slice" };
    let mut d = ctx.op_error(
        t.op,
        format!(
            "cannot allocate {} bytes of {}: {} of the {} bytes per {per} are held by {} live tensor(s): {} (manual: Hello, TCP! › Tensor Contraction Processor › Execution Contexts: addresses must not collide)",
            t.bytes,
            tier_name(t.tier),
            held,
            cap,
            live.len(),
            if list.is_empty() { "none".to_string() } else { list.join(", ") },
        ),
    );
    for o in live {
        let a = o.addr.unwrap_or(0);
        d = d.with_note(
            ctx.op_loc(o.op),
            format!(
                "live {} tensor of {} bytes at {}..{}",
                tier_name(o.tier),
                o.bytes,
                a,
                a + o.bytes
            ),
        );
    }
    d
}

/// A tensor as the on-chip placement sees it: memory, bytes, live range (inclusive, in
/// op indices), address once placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    /// DM or VRF (other tiers are left alone).
    pub tier: Tier,
    /// Bytes per slice.
    pub bytes: u64,
    /// First op index where it is live (its write).
    pub def: usize,
    /// Last op index where it is live.
    pub last: usize,
    /// Its address: given for pinned tensors, filled in by [`assign`].
    pub addr: Option<u64>,
}

/// Places every DM and VRF slot without an address, in order: next fit (from the end of
/// the slot placed last in that memory, then from 0) among the bytes of the slots live at
/// the same time. `Err(i)`: slot `i` does not fit (the slots before it are placed).
pub fn assign(slots: &mut [Slot]) -> Result<(), usize> {
    let mut cursor: Vec<(Tier, u64)> = Vec::new();
    for i in 0..slots.len() {
        let t = slots[i];
        if t.addr.is_some() || !matches!(t.tier, Tier::Dm | Tier::Vrf) {
            continue;
        }
        let Some((cap, align)) = tier_rules(t.tier) else {
            continue;
        };
        let mut taken: Vec<(u64, u64)> = slots
            .iter()
            .enumerate()
            .filter(|&(j, o)| j != i && o.tier == t.tier && o.def <= t.last && t.def <= o.last)
            .filter_map(|(_, o)| Some((o.addr?, o.addr? + o.bytes)))
            .collect();
        let from = cursor
            .iter()
            .find(|(k, _)| *k == t.tier)
            .map_or(0, |&(_, c)| c);
        let a = first_fit(&mut taken, from, t.bytes, align, cap)
            .or_else(|| first_fit(&mut taken, 0, t.bytes, align, cap))
            .ok_or(i)?;
        slots[i].addr = Some(a);
        match cursor.iter_mut().find(|(k, _)| *k == t.tier) {
            Some(c) => c.1 = a + t.bytes,
            None => cursor.push((t.tier, a + t.bytes)),
        }
    }
    Ok(())
}

/// Places the unplaced DM and VRF tensors of one kernel; returns `(op, addr)` to set.
fn place_onchip(ctx: &Context, ts: &mut [Tensor]) -> Result<Vec<(OpId, u64)>, Diagnostic> {
    let mut slots: Vec<Slot> = ts
        .iter()
        .map(|t| Slot {
            tier: t.tier,
            bytes: t.bytes,
            def: t.def,
            last: t.last,
            addr: t.addr,
        })
        .collect();
    let res = assign(&mut slots);
    for (t, s) in ts.iter_mut().zip(&slots) {
        t.addr = s.addr;
    }
    if let Err(i) = res {
        let t = ts[i].clone();
        let live: Vec<&Tensor> = ts
            .iter()
            .enumerate()
            .filter(|&(j, o)| j != i && o.tier == t.tier && o.addr.is_some() && o.live_with(&t))
            .map(|(_, o)| o)
            .collect();
        let cap = tier_rules(t.tier).map_or(0, |(c, _)| c);
        return Err(out_of_space(ctx, &t, &live, cap));
    }
    Ok(ts
        .iter()
        .filter(|t| !t.pinned)
        .filter_map(|t| Some((t.op, t.addr?)))
        .collect())
}

impl Pass for AllocateMemory {
    fn name(&self) -> &'static str {
        ALLOCATE_MEMORY
    }
    fn display_name(&self) -> &'static str {
        "AllocateMemory"
    }
    fn description(&self) -> &'static str {
        "give every DM, VRF and HBM tensor written without `at` an address: live-range next fit on chip, disjoint HBM; pinned addresses kept"
    }
    fn run(&mut self, ctx: &mut Context, root: OpId) -> Result<(), Diagnostic> {
        let mut funcs = Vec::new();
        {
            let c: &Context = ctx;
            c.walk(root, &mut |op| {
                if is_kernel(c, op) || is_host_func(c, op) {
                    funcs.push(op);
                }
            });
        }
        let mut set: Vec<(OpId, u64)> = Vec::new();
        let mut hbm: Vec<Tensor> = Vec::new();
        for &f in &funcs {
            let kernel = is_kernel(ctx, f);
            let mut ts = tensors(ctx, f, kernel);
            if kernel {
                set.extend(place_onchip(ctx, &mut ts)?);
            }
            hbm.extend(ts.into_iter().filter(|t| t.tier == Tier::Hbm));
        }
        // HBM: module-wide, never shared.
        let mut taken: Vec<(u64, u64)> = hbm
            .iter()
            .filter(|t| t.pinned)
            .filter_map(|t| Some((t.addr?, t.addr?.checked_add(t.bytes)?)))
            .collect();
        let mut next = 0u64;
        for t in hbm.iter_mut().filter(|t| !t.pinned) {
            match first_fit(&mut taken, next, t.bytes, HBM_ALIGN, hw::HBM_BYTES) {
                Some(a) => {
                    t.addr = Some(a);
                    taken.push((a, a + t.bytes));
                    next = a + t.bytes;
                    set.push((t.op, a));
                }
                None => {
                    let all: Vec<&Tensor> = Vec::new();
                    let mut d = out_of_space(ctx, t, &all, hw::HBM_BYTES);
                    d.message = format!(
                        "cannot allocate {} bytes of HBM: the module's HBM tensors already use {} of the {} bytes per chip",
                        t.bytes,
                        taken.iter().map(|(s, e)| e - s).sum::<u64>(),
                        hw::HBM_BYTES
                    );
                    return Err(d);
                }
            }
        }
        for (op, a) in set {
            let attr = <crate::ops::Addr as visa_ir::ods::AttrKind>::make(ctx, a);
            ctx.set_attr_named(op, "addr", attr);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{assign, first_fit, Slot, DM_ALIGN};
    use crate::types::Tier;
    use proptest::prelude::*;
    use visa_tcp::limits::DM_BYTES;

    proptest! {
        /// Random live ranges and sizes, one pinned slot: every placed slot is aligned and
        /// inside the DM, no two slots live at the same time share a byte, and a failure
        /// happens only where no aligned gap is left (a plain sweep over every candidate
        /// start).
        #[test]
        fn placements_never_share_live_bytes(
            raw in proptest::collection::vec((0usize..12, 0usize..6, 1u64..200_000), 1..14),
            pin in 0u64..3,
        ) {
            let mut slots: Vec<Slot> = raw
                .iter()
                .map(|&(def, len, bytes)| Slot { tier: Tier::Dm, bytes, def, last: def + len, addr: None })
                .collect();
            slots[0].addr = Some(pin * 131_072);
            match assign(&mut slots) {
                Ok(()) => {}
                Err(i) => {
                    // No aligned gap among the slots live with it: every candidate start
                    // (0 and each live slot's end, rounded up) collides or overflows.
                    let t = slots[i];
                    let live: Vec<(u64, u64)> = slots
                        .iter()
                        .enumerate()
                        .filter(|&(j, o)| j != i && o.def <= t.last && t.def <= o.last)
                        .filter_map(|(_, o)| Some((o.addr?, o.addr? + o.bytes)))
                        .collect();
                    let starts = std::iter::once(0).chain(live.iter().map(|&(_, e)| e.div_ceil(DM_ALIGN) * DM_ALIGN));
                    for c in starts {
                        let fits = c + t.bytes <= DM_BYTES
                            && live.iter().all(|&(s, e)| c + t.bytes <= s || e <= c);
                        prop_assert!(!fits, "slot {} ({} B) fits at {}", i, t.bytes, c);
                    }
                    return Ok(());
                }
            }
            for (i, a) in slots.iter().enumerate() {
                let x = a.addr.unwrap();
                prop_assert!(x + a.bytes <= DM_BYTES);
                if i > 0 {
                    prop_assert_eq!(x % DM_ALIGN, 0);
                }
                for b in &slots[..i] {
                    let y = b.addr.unwrap();
                    let live = a.def <= b.last && b.def <= a.last;
                    let share = x < y + b.bytes && y < x + a.bytes;
                    prop_assert!(!(live && share), "{:?} and {:?} share bytes while live", a, b);
                }
            }
        }
    }

    #[test]
    fn first_fit_skips_taken_ranges() {
        // 128 bytes at 0 would hit [100, 300); the next 128-aligned start after 300 is
        // 384. 100 bytes fit at 0.
        let mut t = vec![(100, 300)];
        assert_eq!(first_fit(&mut t, 0, 128, 128, 1024), Some(384));
        assert_eq!(first_fit(&mut t, 0, 100, 128, 1024), Some(0));
        // Exactly full.
        let mut t = vec![(0, 512)];
        assert_eq!(first_fit(&mut t, 0, 512, 128, 1024), Some(512));
        assert_eq!(first_fit(&mut t, 0, 513, 128, 1024), None);
        // Unsorted input, gap in the middle.
        let mut t = vec![(640, 1024), (0, 256)];
        assert_eq!(first_fit(&mut t, 0, 384, 128, 1024), Some(256));
        assert_eq!(first_fit(&mut t, 0, 385, 128, 1024), None);
    }
}
