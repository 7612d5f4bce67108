//! The hardware's rules for a command, checked from its configuration alone: what the `hw`
//! dialect's verifier reports and what the simulator checks before it executes.
//!
//! - [`seq`]: sequencer limits (L1628–1640) and write-sequencer rules (L2320–2338, L7775);
//! - [`dma`]: DMA queues and spaces, packet size (L2414), alignment (L2413–2429) and every
//!   packet in range, decided from the nest's bounds ([`nest_in_range`]);
//! - [`tu`]: a tensor-unit command's fetch (L1723, L1870, L1996), vector program
//!   (L3046–3052, L4824–4836), commit (L2330–2338) or VRF sink, and every active slice's
//!   accesses in range;
//! - [`switch()`]: a Switch Engine configuration (powers of two, ring size, custom bitmaps,
//!   L3364, L3459–3519);
//! - [`Geometry`]: the memory sizes and slice windows the range checks use.
//!
//! What the simulator does not implement yet (dual-channel collect, i5 and
//! i9 in memory, more than 2^28 accesses) is not a hardware rule and is not checked here:
//! the simulator reports it when it runs the command.

use std::fmt;

mod switch;
pub use switch::switch;

use crate::command::{Sink, TuCommand};
use crate::context::Context;
use crate::dma::{DmaCommand, DmaDescriptor, DmaEngine};
use crate::dtype::DType;
use crate::footprint::{nest_bounds, seq_intervals, SliceWindows};
use crate::limits as l;
use crate::sequencer::SeqConfig;
use crate::space::Space;
use crate::vector::{VeOp, VeOperand, VeProgram, VeType};

/// Why the hardware rejects a command.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CheckError {
    /// An access falls outside the addressable range of a memory space.
    OutOfRange {
        /// The memory space accessed.
        space: Space,
        /// First byte address of the access (may be negative when a sequencer produced it).
        addr: i128,
        /// Length of the access in bytes.
        len: u64,
        /// Why the access is out of range.
        reason: String,
    },
    /// A register-level configuration violates a hardware rule.
    Invalid(String),
}

impl CheckError {
    pub(crate) fn invalid(m: impl Into<String>) -> Self {
        CheckError::Invalid(m.into())
    }

    /// Prefixes the message (or the range error's reason) with `context`.
    pub fn with_context(mut self, context: &str) -> Self {
        match &mut self {
            CheckError::Invalid(m) => *m = format!("{context}: {m}"),
            CheckError::OutOfRange { reason, .. } => *reason = format!("{context}: {reason}"),
        }
        self
    }
}

impl fmt::Display for CheckError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CheckError::OutOfRange {
                space,
                addr,
                len,
                reason,
            } => write!(
                f,
                "access of {len} bytes at {space} address {addr:#x} is out of range: {reason}"
            ),
            CheckError::Invalid(m) => write!(f, "invalid configuration: {m}"),
        }
    }
}

impl std::error::Error for CheckError {}

/// Result of a check.
pub type CheckResult<T> = Result<T, CheckError>;

/// The memory geometry of a device: sizes and per-slice address windows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    /// Chips in the device (system-dependent, L129).
    pub chips: u32,
    /// Slices per chip (L130–131).
    pub slices_per_chip: u32,
    /// Host memory bytes (not in the manual; a simulator limit, `limits::HOST_BYTES`).
    pub host_bytes: u64,
    /// HBM bytes per chip (L137).
    pub hbm_bytes: u64,
    /// DM bytes per slice (L138).
    pub dm_slice_bytes: u64,
    /// DM address window per slice, `slice_stride` (L2541).
    pub dm_slice_window: u64,
    /// VRF bytes per slice (L140).
    pub vrf_slice_bytes: u64,
    /// TRF bytes per slice (L139).
    pub trf_slice_bytes: u64,
}

impl Geometry {
    /// The RNGD geometry of the manual (`limits`) on a device of `chips` chips.
    pub fn device(chips: u32) -> Self {
        Geometry {
            chips,
            slices_per_chip: l::SLICES_PER_CHIP as u32,
            host_bytes: l::HOST_BYTES,
            hbm_bytes: l::HBM_BYTES,
            dm_slice_bytes: l::DM_BYTES,
            dm_slice_window: l::SLICE_STRIDE,
            vrf_slice_bytes: l::VRF_BYTES,
            trf_slice_bytes: l::TRF_SLICE_BYTES,
        }
    }

    /// Per-slice window size of a sliced space (`None` for host and HBM).
    pub fn slice_window(&self, space: Space) -> Option<u64> {
        match space {
            Space::Dm { .. } => Some(self.dm_slice_window),
            Space::Vrf { .. } => Some(self.vrf_slice_bytes),
            Space::Trf { .. } => Some(self.trf_slice_bytes),
            _ => None,
        }
    }

    /// Per-slice capacity of a sliced space (`None` for host and HBM).
    pub fn slice_capacity(&self, space: Space) -> Option<u64> {
        match space {
            Space::Dm { .. } => Some(self.dm_slice_bytes),
            Space::Vrf { .. } => Some(self.vrf_slice_bytes),
            Space::Trf { .. } => Some(self.trf_slice_bytes),
            _ => None,
        }
    }

    /// The slice windows of DM and VRF, for [`crate::footprint::tu_footprint`].
    pub fn windows(&self) -> SliceWindows {
        SliceWindows {
            dm: self.dm_slice_window,
            vrf: self.vrf_slice_bytes,
            trf: self.trf_slice_bytes,
        }
    }

    /// Checks that `len` bytes at `addr` lie inside `space`, returning the address as `u64`.
    pub fn check(&self, space: Space, addr: i128, len: u64) -> CheckResult<u64> {
        let oor = |reason: String| {
            Err(CheckError::OutOfRange {
                space,
                addr,
                len,
                reason,
            })
        };
        if let Some(chip) = space.chip() {
            if chip >= self.chips {
                return oor(format!("the device has {} chip(s)", self.chips));
            }
        }
        if addr < 0 {
            return oor("negative address".into());
        }
        let end = addr + i128::from(len);
        match space {
            Space::Host => {
                if end > i128::from(self.host_bytes) {
                    return oor(format!("host memory is {} bytes", self.host_bytes));
                }
            }
            Space::Hbm { .. } => {
                if end > i128::from(self.hbm_bytes) {
                    return oor(format!("HBM is {} bytes per chip", self.hbm_bytes));
                }
            }
            _ => {
                let w = i128::from(self.slice_window(space).unwrap_or(1));
                let cap = i128::from(self.slice_capacity(space).unwrap_or(0));
                let slice = addr / w;
                let off = addr % w;
                if slice >= i128::from(self.slices_per_chip) {
                    return oor(format!(
                        "slice {slice} does not exist ({} slices per chip)",
                        self.slices_per_chip
                    ));
                }
                if off + i128::from(len) > cap {
                    return oor(format!(
                        "offset {off:#x} + {len} exceeds the {cap}-byte per-slice capacity"
                    ));
                }
            }
        }
        Ok(addr as u64)
    }
}

/// Which rules a particular use of the sequencer must satisfy.
#[derive(Debug, Clone, Copy)]
pub struct SeqRules<'a> {
    /// Name used in error messages ("fetch", "commit").
    pub what: &'a str,
    /// Allowed access sizes in bytes.
    pub access_bytes: &'a [u64],
    /// Write sequencers reject zero strides (L7775) and strides that are not multiples of 8 bytes (L2338).
    pub write: bool,
}

/// The largest distance in bits between two accesses' element offsets: the sum of
/// `(size - 1) * |stride|` over the entries, times the element width.
pub fn span_bits(s: &SeqConfig, elem_bits: u32) -> u128 {
    s.entries
        .iter()
        .map(|e| u128::from(e.size.saturating_sub(1)) * u128::from(e.stride.unsigned_abs()))
        .fold(0u128, u128::saturating_add)
        .saturating_mul(u128::from(elem_bits))
}

/// Checks a sequencer's limits (L1628–1640, L2320–2338) for elements of `elem_bits` bits.
/// Offsets past 2^63 bits address no memory and are rejected too.
pub fn seq(s: &SeqConfig, elem_bits: u32, rules: SeqRules<'_>) -> CheckResult<()> {
    let what = rules.what;
    if s.entries.is_empty() {
        return Err(CheckError::invalid(format!(
            "{what} sequencer has no entries"
        )));
    }
    if s.entries.len() > l::MAX_SEQ_ENTRIES {
        return Err(CheckError::invalid(format!(
            "{what} sequencer has {} entries; the limit is {}",
            s.entries.len(),
            l::MAX_SEQ_ENTRIES
        )));
    }
    for (i, e) in s.entries.iter().enumerate() {
        if e.size == 0 || e.size > l::MAX_SEQ_SIZE {
            return Err(CheckError::invalid(format!(
                "{what} sequencer entry {i} has size {}; sizes must be in 1..={}",
                e.size,
                l::MAX_SEQ_SIZE
            )));
        }
        if rules.write && e.size > 1 {
            if e.stride == 0 {
                return Err(CheckError::invalid(format!(
                    "{what} sequencer entry {i} has stride 0; write strides must be non-zero"
                )));
            }
            let bits = u128::from(e.stride.unsigned_abs()) * u128::from(elem_bits);
            let last = i + 1 == s.entries.len();
            if !last && !bits.is_multiple_of(64) {
                return Err(CheckError::invalid(format!(
                    "{what} sequencer entry {i} stride is {bits} bits; write strides must be multiples of 8 bytes"
                )));
            }
        }
    }
    if s.packet_size == 0 {
        return Err(CheckError::invalid(format!("{what} packet size is 0")));
    }
    if span_bits(s, elem_bits) > i64::MAX as u128 {
        return Err(CheckError::invalid(format!(
            "{what} sequencer offsets reach past 2^63 bits"
        )));
    }
    if !s.packets_fit() {
        let inner = s.entries[s.entries.len() - 1];
        return Err(CheckError::invalid(format!(
            "{what} innermost entry {}:{} cannot feed packets of {} elements (needs stride 0 or 1 and size divisible by the packet size, or packet size 1)",
            inner.size, inner.stride, s.packet_size
        )));
    }
    let bytes = u64::from(s.packet_size) * u64::from(elem_bits);
    if !bytes.is_multiple_of(8) || !rules.access_bytes.contains(&(bytes / 8)) {
        return Err(CheckError::invalid(format!(
            "{what} access of {} bits is not one of {:?} bytes",
            bytes, rules.access_bytes
        )));
    }
    Ok(())
}

/// The hardware accesses of a sequencer that passed [`seq`]: one per packet of the innermost
/// entry, or one per element for packets of one element.
pub fn seq_accesses(s: &SeqConfig) -> u64 {
    let inner = s.entries.last().map_or((1, 1), |e| (e.size, e.stride));
    if (inner.1 == 0 || inner.1 == 1) && s.packet_size != 0 && inner.0.is_multiple_of(s.packet_size)
    {
        s.elements() / u64::from(s.packet_size)
    } else {
        s.elements()
    }
}

fn is_dm(s: Space) -> bool {
    matches!(s, Space::Dm { .. })
}

/// Packets beyond which a nest not shown in range by its bounds is rejected rather than
/// checked packet by packet (see `docs/decisions.md`).
pub const PACKET_FALLBACK: u64 = 4096;

/// Checks a DMA command's configuration and the range of every packet (L2404–2429, L2541).
pub fn dma(cmd: &DmaCommand, geom: &Geometry) -> CheckResult<()> {
    if cmd.descriptors.is_empty() {
        return Err(CheckError::invalid("DMA command has no descriptors"));
    }
    for (di, d) in cmd.descriptors.iter().enumerate() {
        let ctx = |m: String| CheckError::invalid(format!("DMA descriptor {di}: {m}"));
        // An indirect descriptor: its index checked, the rest on its envelope.
        crate::dma_indirect::check(cmd, d, geom)
            .map_err(|e| e.with_context(&format!("DMA descriptor {di}")))?;
        let envelope;
        let d = if d.indirect.is_some() {
            envelope = d.envelope();
            &envelope
        } else {
            d
        };
        match cmd.engine {
            DmaEngine::Pcie => {
                let ok = matches!(
                    (d.src, d.dst),
                    (Space::Host, Space::Hbm { .. }) | (Space::Hbm { .. }, Space::Host)
                ) || matches!((d.src, d.dst), (Space::Hbm { chip: a }, Space::Hbm { chip: b }) if a != b);
                if !ok {
                    return Err(ctx(format!(
                        "PCIe DMA moves host <-> HBM or HBM between chips, not {} -> {}",
                        d.src, d.dst
                    )));
                }
            }
            DmaEngine::Tensor => {
                let ok = |s: Space| matches!(s, Space::Hbm { .. } | Space::Dm { .. });
                if !ok(d.src) || !ok(d.dst) {
                    return Err(ctx(format!(
                        "tensor DMA moves between HBM and DM, not {} -> {}",
                        d.src, d.dst
                    )));
                }
                if d.engine >= l::DMA_ENGINES {
                    return Err(ctx(format!(
                        "engine {} does not exist ({} per chip)",
                        d.engine,
                        l::DMA_ENGINES
                    )));
                }
                if d.src.chip() != d.dst.chip() {
                    return Err(ctx("tensor DMA cannot cross chips; use PCIe DMA".into()));
                }
            }
        }
        if d.stride0 == 0 || u64::from(d.stride0) > l::MAX_DMA_PACKET {
            return Err(ctx(format!(
                "packet size stride0 = {} is not in 1..={} (manual: Moving Tensors › DMA Engine › Architecture › Alignment Constraints)",
                d.stride0,
                l::MAX_DMA_PACKET
            )));
        }
        if d.entries.len() > l::MAX_SEQ_ENTRIES {
            return Err(ctx(format!(
                "{} entries; the limit is {}",
                d.entries.len(),
                l::MAX_SEQ_ENTRIES
            )));
        }
        for e in &d.entries {
            if e.size == 0 || e.size > l::MAX_SEQ_SIZE {
                return Err(ctx(format!(
                    "entry size {} is not in 1..={}",
                    e.size,
                    l::MAX_SEQ_SIZE
                )));
            }
        }
        // Alignment (L2413–2429): DM writes need 8-byte addresses and packets; DM reads 8-byte
        // packets; HBM -> DM needs 8-byte reads too.
        let s0 = u64::from(d.stride0);
        let need8 = |what: &str, v: i64| -> CheckResult<()> {
            if v % 8 != 0 {
                Err(ctx(format!(
                    "{what} = {v} must be a multiple of 8 bytes (manual: Moving Tensors › DMA Engine › Architecture › Alignment Constraints)"
                )))
            } else {
                Ok(())
            }
        };
        if is_dm(d.dst) || is_dm(d.src) {
            need8("packet size stride0", s0 as i64)?;
        }
        if is_dm(d.dst) {
            need8("DM write base", d.dst_base as i64)?;
            for e in d.entries.iter().filter(|e| e.size > 1) {
                need8("DM write stride", e.dst_stride)?;
            }
        }
        if matches!(d.src, Space::Hbm { .. }) && is_dm(d.dst) {
            need8("HBM read base", d.src_base as i64)?;
            for e in d.entries.iter().filter(|e| e.size > 1) {
                need8("HBM read stride", e.src_stride)?;
            }
        }
        let src: Vec<(u64, i64)> = d
            .entries
            .iter()
            .map(|e| (u64::from(e.size), e.src_stride))
            .collect();
        let dst: Vec<(u64, i64)> = d
            .entries
            .iter()
            .map(|e| (u64::from(e.size), e.dst_stride))
            .collect();
        if !(nest_in_range(geom, d.src, d.src_base, &src, s0)
            && nest_in_range(geom, d.dst, d.dst_base, &dst, s0))
        {
            nest_range_error(geom, d, di)?;
        }
    }
    Ok(())
}

/// Names a packet out of range of a descriptor whose nest [`nest_in_range`] could not show
/// in range: the first in hardware order when there are at most [`PACKET_FALLBACK`]
/// packets, else the first or last packet, or the whole nest when both are in range.
fn nest_range_error(geom: &Geometry, d: &DmaDescriptor, di: usize) -> CheckResult<()> {
    let s0 = u64::from(d.stride0);
    let packets = d
        .entries
        .iter()
        .try_fold(1u64, |acc, e| acc.checked_mul(u64::from(e.size)));
    let at = |idx: &[u32]| -> (i128, i128) {
        let mut s = i128::from(d.src_base);
        let mut t = i128::from(d.dst_base);
        for (e, &i) in d.entries.iter().zip(idx) {
            s += i128::from(e.src_stride) * i128::from(i);
            t += i128::from(e.dst_stride) * i128::from(i);
        }
        (s, t)
    };
    let check = |(s, t): (i128, i128)| -> CheckResult<()> {
        geom.check(d.src, s, s0)?;
        geom.check(d.dst, t, s0)?;
        Ok(())
    };
    if packets.is_some_and(|p| p <= PACKET_FALLBACK) {
        let n = d.entries.len();
        let mut idx = vec![0u32; n];
        loop {
            check(at(&idx))?;
            let mut k = n;
            loop {
                if k == 0 {
                    return Ok(());
                }
                k -= 1;
                idx[k] += 1;
                if idx[k] < d.entries[k].size {
                    break;
                }
                idx[k] = 0;
            }
        }
    }
    check(at(&vec![0; d.entries.len()]))?;
    let last: Vec<u32> = d.entries.iter().map(|e| e.size - 1).collect();
    check(at(&last))?;
    Err(CheckError::invalid(format!(
        "DMA descriptor {di}: more than {PACKET_FALLBACK} packets whose range cannot be shown from the loop nest (slice strides that are not multiples of the slice window)"
    )))
}

/// Whether every packet of a nest is in range, decided from the nest's bounds: host and HBM
/// are one range; in a sliced memory the levels stepping whole slice windows choose the slice
/// and the others must keep every packet inside one slice's capacity. `false` means "not
/// shown".
pub fn nest_in_range(
    geom: &Geometry,
    space: Space,
    base: u64,
    levels: &[(u64, i64)],
    len: u64,
) -> bool {
    let Ok(base) = i64::try_from(base) else {
        return false;
    };
    match geom.slice_window(space) {
        None => {
            let (lo, hi) = nest_bounds(base, levels, len);
            u64::try_from(hi - lo).is_ok_and(|n| geom.check(space, lo, n).is_ok())
        }
        Some(w) => {
            let Ok(w) = i64::try_from(w) else {
                return false;
            };
            let steps_slices = |&&(n, s): &&(u64, i64)| n > 1 && s % w == 0;
            let across: Vec<(u64, i64)> = levels.iter().filter(steps_slices).copied().collect();
            let within: Vec<(u64, i64)> = levels
                .iter()
                .filter(|l| !steps_slices(l))
                .copied()
                .collect();
            let (lo, hi) = nest_bounds(base.rem_euclid(w), &within, len);
            if lo < 0 || hi > i128::from(w) {
                return false;
            }
            let slices: Vec<(u64, i64)> = across.iter().map(|&(n, s)| (n, s / w)).collect();
            let (first, last) = nest_bounds(base.div_euclid(w), &slices, 0);
            let Ok(n) = u64::try_from(hi - lo) else {
                return false;
            };
            [first, last]
                .iter()
                .all(|&sl| geom.check(space, sl * i128::from(w) + lo, n).is_ok())
        }
    }
}

/// Checks a vector program's hardware rules (L4729–4976): ops in stage order (only the
/// Logic, Fxp, Fp and Clip stages repeat), each stage on its element type and Way
/// (fixed-point ops on i32, float ops on f32 in Way4, `concat` only after `split` and
/// `pad_way8` only after `trim_way4`, the pass leaves in Way8), conversions with an
/// `int_width` in 0..=31, VRF operands of at least one flit, and no ALU used twice in one
/// pass (L5261–5268).
pub fn vector(ve: &VeProgram) -> CheckResult<()> {
    use crate::vector::{VeStage, WayChange};
    let mut dtype = ve.dtype;
    let mut way: Option<WayChange> = None;
    let mut stage = VeStage::Branch;
    // The stash: taken (with its element type), consumed.
    let mut stash: Option<VeType> = None;
    let mut consumed = false;
    for op in &ve.ops {
        let bad = |why: String| Err(CheckError::invalid(format!("{op:?}: {why}")));
        for o in op.operands() {
            if o == VeOperand::Stash {
                match stash {
                    None => return bad("reads the stash before vector_stash (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)".into()),
                    Some(_) if consumed => {
                        return bad(
                            "the stash is no longer available after an op consumed it (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)"
                                .into(),
                        )
                    }
                    Some(t) if t != dtype => {
                        return bad(format!(
                            "the stash holds {} but the stream is {} (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)",
                            t.keyword(),
                            dtype.keyword()
                        ))
                    }
                    Some(_) => {}
                }
            }
        }
        if op.operands().contains(&VeOperand::Stash) {
            consumed = true;
        }
        let Some(st) = op.stage() else {
            // vector_stash: at a Stashable stage, one per pass.
            if !stage.stashable() {
                return bad(format!(
                    "vector_stash cannot follow the {stage} stage (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)"
                ));
            }
            if stash.is_some() {
                return bad("a pass has a single stash slot (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)".into());
            }
            stash = Some(dtype);
            continue;
        };
        if !stage.may_precede(st) {
            return bad(format!(
                "stage {st} cannot follow stage {stage} (stage order, manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)"
            ));
        }
        stage = st;
        if (st.input_way() == 4) != way.is_some() {
            return bad(format!(
                "stage {st} runs in Way{} (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)",
                st.input_way()
            ));
        }
        for o in op.operands() {
            if let VeOperand::Vrf { flits: 0, .. } = o {
                return bad("VRF operand with 0 flits".into());
            }
        }
        let need = |t: VeType| -> CheckResult<()> {
            if dtype == t {
                Ok(())
            } else {
                Err(CheckError::invalid(format!(
                    "{op:?} needs an {} stream, got {}",
                    t.keyword(),
                    dtype.keyword()
                )))
            }
        };
        match *op {
            VeOp::Fxp { .. } => need(VeType::I32)?,
            VeOp::Logic { op: l, .. } => {
                if dtype == VeType::F32 && !l.on_f32() {
                    return bad(
                        "f32 streams take only bit_and, bit_or, bit_xor (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)".into(),
                    );
                }
            }
            VeOp::FxpToFp { int_width } | VeOp::FpToFxp { int_width } => {
                if !crate::vector_stage::INT_WIDTH_RANGE.contains(&int_width) {
                    return bad(format!("int_width {int_width} is outside 0..=31"));
                }
                if matches!(op, VeOp::FxpToFp { .. }) {
                    need(VeType::I32)?;
                    dtype = VeType::F32;
                } else {
                    need(VeType::F32)?;
                    dtype = VeType::I32;
                }
            }
            VeOp::Narrow(w) => way = Some(w),
            VeOp::Widen(w) => {
                if way != Some(w) {
                    return bad(format!("widens with {w} but narrowed with {way:?}"));
                }
                way = None;
            }
            VeOp::FpUnary { .. }
            | VeOp::FpBinary { .. }
            | VeOp::FpTernary { .. }
            | VeOp::FpDiv { .. } => need(VeType::F32)?,
            VeOp::Clip { op: c, .. } => {
                if !c.allows(dtype) {
                    return bad(format!("clip {c} is not defined on {}", dtype.keyword()));
                }
            }
            VeOp::IntraSliceReduce { op: r, time, valid } => {
                if let Some(v) = valid {
                    if let Err(e) = v.check() {
                        return bad(e);
                    }
                }
                if !r.allows(dtype) {
                    return bad(format!(
                        "intra-slice reduce {r} is not defined on {}",
                        dtype.keyword()
                    ));
                }
                if time.n == 0
                    || time.n > 8
                    || time.factors().any(|(s, _)| s == 0)
                    || (time.reduce == 0 && !time.lanes)
                {
                    return bad(
                        "the reduce needs 1..=8 non-empty Time factors, one of them reduced unless it reduces the packet's lanes".into(),
                    );
                }
                let slots = time.slots();
                if slots > crate::vector_stage::REDUCE_SLOTS {
                    return bad(format!(
                        "{slots} accumulator slots required, but only 8 are available (manual: Computing Tensors › Vector Engine › Intra-Slice Reduce)"
                    ));
                }
                if stash.is_some() && !consumed {
                    return bad("a stash cannot stay live across an intra-slice reduce (docs/decisions.md C9-10)".into());
                }
            }
            VeOp::Zip { op: z, .. } => {
                if !z.allows(dtype) {
                    return bad(format!(
                        "the zip is not defined on {} (docs/decisions.md T9G-3)",
                        dtype.keyword()
                    ));
                }
            }
            VeOp::Stash => {}
            VeOp::BranchLog => dtype = VeType::I32,
            VeOp::Filter { capacity } => {
                if capacity == 0 || capacity > crate::limits::FILTER_MAX_CAPACITY {
                    return bad(format!(
                        "the filter's capacity {capacity} is outside 1..={} (docs/decisions.md C9F-1)",
                        crate::limits::FILTER_MAX_CAPACITY
                    ));
                }
            }
        }
    }
    if let Some(i) = ve.ops.iter().position(|o| matches!(o, VeOp::Filter { .. })) {
        if i + 1 != ve.ops.len() {
            return Err(CheckError::invalid(
                "the filter is the last op of a vector pass (stage order, manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stages)",
            ));
        }
        if ve
            .ops
            .iter()
            .any(|o| matches!(o, VeOp::IntraSliceReduce { .. }))
        {
            return Err(CheckError::invalid(
                "a vector pass cannot both reduce and filter (docs/decisions.md C9F-1)",
            ));
        }
        if ve.cond.groups(i) == crate::vector_branch::ALL_GROUPS {
            return Err(CheckError::invalid(
                "the filter keeps the elements of its ExecutionId groups and needs a group set (docs/decisions.md C9F-1)",
            ));
        }
    }
    crate::vector_zip::check_program(ve).map_err(CheckError::invalid)?;
    branching(ve)?;
    if let Some(x) = &ve.inter {
        inter_slice(ve, x, dtype, stage)?;
    }
    if way.is_some() {
        return Err(CheckError::invalid(
            "the vector program ends in Way4; widen before vector_final (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)",
        ));
    }
    if let Some(alu) = ve.reused_alu() {
        return Err(CheckError::invalid(format!(
            "ALU {alu:?} is used twice in one vector pass"
        )));
    }
    Ok(())
}

/// The Inter-Slice Block of a vector program (L6583–6755): its own configuration, an op
/// of the element type it meets (i32 or f32, L6611–6625, L6735), and in the IntraFirst
/// order only after a Way8 stage that hands over to it (L6603–6604).
fn inter_slice(
    ve: &VeProgram,
    x: &crate::inter_slice::InterSlice,
    last: VeType,
    stage: crate::vector::VeStage,
) -> CheckResult<()> {
    let cite = "manual: Computing Tensors › Vector Engine › Inter-Slice Block";
    x.check().map_err(CheckError::invalid)?;
    let at = if x.first { ve.dtype } else { last };
    if !x.op.allows(at) {
        return Err(CheckError::invalid(format!(
            "inter-slice reduce {} is not defined on {} ({cite})",
            x.op.keyword(),
            at.keyword()
        )));
    }
    if !x.first && !crate::inter_slice::may_follow(stage) {
        return Err(CheckError::invalid(format!(
            "the inter-slice reduce cannot follow the {stage} stage ({cite})"
        )));
    }
    Ok(())
}

/// The branch configuration of a vector program (docs/decisions.md C9A-1 … C9A-5): the
/// mode's parameters present exactly for its mode, at most four InputCmps, group sets
/// only on ops with an operand, before any intra-slice reduce, and naming ExecutionIds the
/// mode can assign (4 bits, L5255).
fn branching(ve: &VeProgram) -> CheckResult<()> {
    use crate::vector::BranchMode as M;
    use crate::vector_branch::{reachable_ids, CmpSide, ALL_GROUPS, INPUT_CMPS};
    let c = &ve.cond;
    let bad = |why: String| Err(CheckError::invalid(why));
    let cmps = ve.branch == M::Comparison;
    if cmps == c.cmps.is_empty() {
        return bad("InputCmps belong to the comparison mode, which needs at least one (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)".into());
    }
    if c.cmps.len() > INPUT_CMPS {
        return bad(format!(
            "{} InputCmps; the comparison mode has {INPUT_CMPS} (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Stage Details)",
            c.cmps.len()
        ));
    }
    for cmp in &c.cmps {
        let value = [&cmp.lhs, &cmp.rhs]
            .iter()
            .filter(|s| matches!(s, CmpSide::Value))
            .count();
        let index = [&cmp.lhs, &cmp.rhs]
            .iter()
            .filter(|s| matches!(s, CmpSide::Index(_)))
            .count();
        if value + index == 0 || (value > 0 && index > 0) || value == 2 {
            return bad(format!("InputCmp `{cmp}` must compare the value with an immediate, or an axis index with an immediate or an index (docs/decisions.md C9A-2)"));
        }
    }
    let indices = c
        .cmps
        .iter()
        .flat_map(|cmp| [&cmp.lhs, &cmp.rhs])
        .filter_map(|s| match s {
            CmpSide::Index(ix) => Some(ix),
            _ => None,
        })
        .chain(c.toggle.as_ref());
    for ix in indices {
        if ix.terms.is_empty() || ix.terms.iter().any(|t| t.div == 0 || t.count == 0) {
            return bad(format!(
                "axis index `{ix}` needs digits with non-zero divisors and widths"
            ));
        }
    }
    if (ve.branch == M::AxisToggle) != c.toggle.is_some() {
        return bad("axis_toggle needs its axis, and only it has one".into());
    }
    if (ve.branch == M::ValidCount) != c.vcg.is_some() {
        return bad("valid_count needs its Valid Count Generator, and only it has one (docs/decisions.md C9G-3)".into());
    }
    if let Some(v) = &c.vcg {
        v.check().map_err(CheckError::invalid)?;
    }
    match (ve.branch == M::Vrf, c.ids) {
        (true, Some(VeOperand::Vrf { flits, .. })) if flits > 0 => {}
        (false, None) => {}
        _ => {
            return bad(
                "the vrf mode needs a VRF tensor of ExecutionIds, and only it has one".into(),
            )
        }
    }
    if !c.when.is_empty() && c.when.len() != ve.ops.len() {
        return bad(format!(
            "{} group sets for {} ops",
            c.when.len(),
            ve.ops.len()
        ));
    }
    let reach = reachable_ids(ve.branch, c.cmps.len());
    let mut reduced = false;
    for (i, op) in ve.ops.iter().enumerate() {
        let w = c.groups(i);
        if matches!(op, VeOp::IntraSliceReduce { .. }) {
            reduced = true;
        }
        if w == ALL_GROUPS {
            if op.masked() {
                return bad(format!(
                    "{op:?}: a masked op takes its mask from a group set (docs/decisions.md C9A-8)"
                ));
            }
            continue;
        }
        // Two-group mode: a unary op takes one flag per group (docs/decisions.md T9G-1).
        let paired = ve.ops.iter().any(|o| matches!(o, VeOp::Zip { .. }));
        if op.operands().is_empty() && !matches!(op, VeOp::Filter { .. }) && !paired {
            return bad(format!("{op:?}: only an op with an operand can be restricted to groups (manual: Computing Tensors › Vector Engine › Intra-Slice Block › Operands)"));
        }
        if reduced {
            return bad(format!("{op:?}: after an intra-slice reduce the elements have no ExecutionId (docs/decisions.md C9A-4)"));
        }
        if w == 0 || w & !reach != 0 {
            return bad(format!(
                "{op:?}: groups {w:#06x} name ExecutionIds the {} mode never assigns ({reach:#06x}) (manual: Computing Tensors › Vector Engine › Constraints)",
                ve.branch
            ));
        }
    }
    Ok(())
}

/// The relative byte span `(lo, len)` of a checked sequencer's accesses.
fn span(s: &SeqConfig, bits: u32) -> Option<(i128, u64)> {
    let iv = seq_intervals(s, bits)?;
    let (lo, hi) = (iv.first()?.0, iv.last()?.1);
    Some((lo, u64::try_from(hi - lo).ok()?))
}

/// Checks a tensor-unit command: its fetch (sizes L1723, L1996; the sub context's adapter
/// L1870), vector program (main context only, L3046–3052), sink (commit L2330–2338, or the
/// VRF) and every active slice's accesses in range. Returns the flits delivered per slice.
pub fn tu(cmd: &TuCommand, geom: &Geometry) -> CheckResult<u64> {
    let sub = cmd.context == Context::Sub;
    let f = &cmd.fetch;
    if cmd.slices.count() == 0 {
        return Err(CheckError::invalid(
            "tensor-unit command has no active slice",
        ));
    }
    let out_dtype = f.cast.unwrap_or(f.dtype);
    let i4_cast = f.dtype == DType::I4 && out_dtype == DType::I32;
    if sub && f.cast.is_some_and(|c| c != f.dtype) && !i4_cast {
        return Err(CheckError::invalid(
            "the sub-context fetch adapter only subtracts zero points; it cannot cast (manual: Moving Tensors › Fetch Engine › Fetch Adapter)",
        ));
    }
    let fetch_sizes: &[u64] = match (sub, i4_cast) {
        (false, _) => &l::PACKET_BYTES,
        (true, true) => &[4],
        (true, false) => &[8],
    };
    let in_bits = f.dtype.bits();
    seq(
        &f.seq,
        in_bits,
        SeqRules {
            what: "fetch",
            access_bytes: fetch_sizes,
            write: false,
        },
    )?;
    let fetches = seq_accesses(&f.seq);
    let fetch_bytes = u64::from(f.seq.packet_size) * u64::from(in_bits) / 8;
    let out_per_fetch = fetch_bytes * u64::from(out_dtype.bits()) / u64::from(in_bits);
    if out_per_fetch > l::CAST_OUTPUT_BYTES {
        return Err(CheckError::invalid(format!(
            "one fetch produces {out_per_fetch} bytes after the cast; the limit is {} (manual: Moving Tensors › Fetch Engine › Fetch Adapter › Type Casting › Constraints)",
            l::CAST_OUTPUT_BYTES
        )));
    }
    let fpp = u64::from(f.fetches_per_packet);
    if fpp == 0 || !fetches.is_multiple_of(fpp) {
        return Err(CheckError::invalid(format!(
            "{fetches} fetches are not a multiple of fetches_per_packet = {}",
            f.fetches_per_packet
        )));
    }
    let packet_bytes = out_per_fetch * fpp;
    // Masking, table lookup and a second zero point (L1877–1958, L2040–2048).
    let lanes = u64::from(f.seq.packet_size) * fpp;
    crate::fetch_adapter::check(
        &f.stages,
        cmd.context,
        f.dtype,
        u32::try_from(lanes).unwrap_or(u32::MAX),
    )
    .map_err(CheckError::invalid)?;
    if f.stages.zero_point_odd.is_some() && !(f.dtype.is_int() && out_dtype == DType::I32) {
        return Err(CheckError::invalid(
            "a second zero point applies to quantized integers widened to i32 (manual: Moving Tensors › Fetch Engine › Fetch Adapter › Zero-Point Subtraction)",
        ));
    }
    if let Sink::Commit(c) = &cmd.sink {
        if let Some(b) = c.slice_bitmap {
            if b.count() == 0 || b.iter().any(|s| !cmd.slices.contains(s)) {
                return Err(CheckError::invalid(
                    "the commit's slice bitmap must name some of the command's active slices and no other (manual: Moving Tensors › Commit Engine › Commit Sequencer › Slice Bitmap)",
                ));
            }
        }
    }
    if !packet_bytes.is_multiple_of(l::FETCH_ALIGN_BYTES) {
        return Err(CheckError::invalid(format!(
            "fetch output packet is {packet_bytes} bytes; it must be 8-byte aligned (manual: Moving Tensors › Fetch Engine › Interface)"
        )));
    }
    // The Switch Engine (L3054–3542) routes whole packets; a broadcast multiplies them.
    switch(&cmd.switch, fetches / fpp)?;
    let mut flits = (fetches / fpp)
        .saturating_mul(cmd.switch.fan_in())
        .saturating_mul(packet_bytes.div_ceil(l::FLIT_BYTES));
    // The contraction path (L3670–4548): main context only, like every compute engine
    // (L3046–3052); it turns the stream into 32-bit flits.
    let mut stream_dtype = out_dtype;
    if let Some(c) = &cmd.contraction {
        if sub {
            return Err(CheckError::invalid(
                "the sub context cannot use the contraction engine (manual: Computing Tensors › Execution Contexts)",
            ));
        }
        flits = crate::contraction::check_contraction(c, out_dtype, flits)?;
        stream_dtype = crate::contraction::Contraction::out_dtype(out_dtype);
    }
    let vrf = Space::Vrf { chip: cmd.chip };
    let mut flits_out = flits;
    if let Some(ve) = &cmd.vector {
        if sub {
            return Err(CheckError::invalid(
                "the sub context cannot use the vector engine (manual: Computing Tensors › Execution Contexts)",
            ));
        }
        vector(ve)?;
        flits_out = ve.output_flits(flits).ok_or_else(|| {
            CheckError::invalid(format!(
                "the intra-slice reduce's Time does not match the {flits} flits of the stream"
            ))
        })?;
        let want = match ve.dtype {
            VeType::I32 => DType::I32,
            VeType::F32 => DType::F32,
        };
        if stream_dtype != want {
            return Err(CheckError::invalid(format!(
                "the vector engine runs on {want:?} but the stream carries {stream_dtype:?}"
            )));
        }
        for (addr, len) in ve.vrf_reads() {
            geom.check(vrf, i128::from(addr), len)?;
        }
    }
    if let Some(to) = cmd.cast {
        if sub {
            return Err(CheckError::invalid(
                "the sub context cannot use the cast engine (manual: Computing Tensors › Execution Contexts)",
            ));
        }
        crate::contraction::check_cast(stream_dtype, to)?;
        stream_dtype = to;
    }
    // The Transpose Engine (L6820–7041) reorders the flits the sink receives (the VRF
    // and TRF sinks store what it outputs).
    let mut stored_flits = flits;
    if let Some(t) = &cmd.transpose {
        flits_out = crate::transpose::check_stage(t, sub, stream_dtype, flits_out)
            .map_err(CheckError::invalid)?;
        stored_flits = flits_out;
    }
    let commit = match &cmd.sink {
        Sink::Commit(c) => {
            if !l::COMMIT_IN_SIZES.contains(&c.commit_in_size) {
                return Err(CheckError::invalid(format!(
                    "commit_in_size {} is not 8, 16, 24 or 32 bytes (manual: Moving Tensors › Commit Engine › Sub-Context Operations › Constraints)",
                    c.commit_in_size
                )));
            }
            let sizes: &[u64] = if sub { &[8] } else { &[8, 16, 24, 32] };
            seq(
                &c.seq,
                c.dtype.bits(),
                SeqRules {
                    what: "commit",
                    access_bytes: sizes,
                    write: true,
                },
            )?;
            if !c.base.is_multiple_of(l::DM_WRITE_ALIGN) {
                return Err(CheckError::invalid(format!(
                    "commit base {:#x} is not 8-byte aligned (manual: Moving Tensors › Commit Engine › Sub-Context Operations › Constraints)",
                    c.base
                )));
            }
            // Write sequencers have no zero stride, so every access is a full packet.
            let commit_size = (u64::from(c.seq.packet_size) * u64::from(c.dtype.bits()) / 8).max(1);
            if !u64::from(c.commit_in_size).is_multiple_of(commit_size) {
                return Err(CheckError::invalid(format!(
                    "commit_size {commit_size} does not divide commit_in_size {}",
                    c.commit_in_size
                )));
            }
            let want = u128::from(flits_out) * u128::from(c.commit_in_size);
            let have = u128::from(seq_accesses(&c.seq)) * u128::from(commit_size);
            if want != have {
                return Err(CheckError::invalid(format!(
                    "the stream carries {want} bytes after truncation but the commit sequencer writes {have}"
                )));
            }
            Some((c.base, span(&c.seq, c.dtype.bits())))
        }
        Sink::ToVrf { addr } => {
            geom.check(
                vrf,
                i128::from(*addr),
                stored_flits.saturating_mul(l::FLIT_BYTES),
            )?;
            None
        }
        Sink::ToTrf(t) => {
            crate::contraction::check_trf_load(t, stream_dtype, stored_flits)?;
            None
        }
    };
    // Every active slice's accesses must be in range; the spans are the same on every slice.
    let dm = Space::Dm { chip: cmd.chip };
    let fetch_span = span(&f.seq, in_bits);
    let w = i128::from(geom.dm_slice_window);
    for s in cmd.slices.iter() {
        if s >= geom.slices_per_chip {
            return Err(CheckError::invalid(format!("slice {s} does not exist")));
        }
        let slice0 = i128::from(s) * w;
        if let Some((a, len)) = fetch_span {
            geom.check(dm, slice0 + i128::from(f.base) + a, len)
                .map_err(|e| e.with_context(&format!("fetch on slice {s}")))?;
        }
        if let Some((base, Some((a, len)))) = commit {
            geom.check(dm, slice0 + i128::from(base) + a, len)
                .map_err(|e| e.with_context(&format!("commit on slice {s}")))?;
        }
    }
    Ok(flits)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::command::{Collect, Commit, Fetch, SliceMask};
    use crate::dma::DmaEntry;
    use crate::switch::SwitchConfig;

    /// The vector program rules of the stages beyond the fixed-point cluster, each case
    /// worked from the manual (L4730–4747 order and Way, L4750 ALUs, L4977–4985 stash).
    #[test]
    fn vector_stage_order_way_alus_and_stash() {
        use crate::vector::{ArgMode, BranchMode, ClipOp, FpUnaryOp, WayChange};
        let prog = |dtype, ops: Vec<VeOp>| VeProgram {
            inter: None,
            dtype,
            branch: BranchMode::Unconditional,
            ops,
            cond: Default::default(),
        };
        let un = |op| VeOp::FpUnary { op };
        let split = VeOp::Narrow(WayChange::Split);
        let concat = VeOp::Widen(WayChange::Split);
        let clip = |op, operand| VeOp::Clip { op, operand };
        let ok = prog(
            VeType::F32,
            vec![
                VeOp::Stash,
                split,
                un(FpUnaryOp::Sqrt),
                un(FpUnaryOp::Exp),
                VeOp::FpDiv {
                    operand: VeOperand::Imm(0),
                    mode: ArgMode::Mode10,
                },
                concat,
                clip(ClipOp::Max, VeOperand::Stash),
            ],
        );
        assert_eq!(vector(&ok), Ok(()));
        let mut fpu_twice = ok.clone();
        fpu_twice.ops[3] = un(FpUnaryOp::Tanh);
        assert!(vector(&fpu_twice).is_err());
        let way8_float = prog(VeType::F32, vec![un(FpUnaryOp::Exp)]);
        assert!(vector(&way8_float).is_err());
        let ends_way4 = prog(VeType::F32, vec![split]);
        assert!(vector(&ends_way4).is_err());
        let wrong_widen = prog(VeType::F32, vec![split, VeOp::Widen(WayChange::Trim)]);
        assert!(vector(&wrong_widen).is_err());
        let backwards = prog(
            VeType::I32,
            vec![
                clip(ClipOp::Min, VeOperand::Imm(0)),
                VeOp::FxpToFp { int_width: 31 },
            ],
        );
        assert!(vector(&backwards).is_err());
        let stash_twice_read = prog(
            VeType::I32,
            vec![
                VeOp::Stash,
                clip(ClipOp::Min, VeOperand::Stash),
                clip(ClipOp::Max, VeOperand::Stash),
            ],
        );
        assert!(vector(&stash_twice_read).is_err());
        let bad_width = prog(VeType::I32, vec![VeOp::FxpToFp { int_width: 32 }]);
        assert!(vector(&bad_width).is_err());
        let i32_float = prog(VeType::I32, vec![split, un(FpUnaryOp::Exp), concat]);
        assert!(vector(&i32_float).is_err());
    }

    const HBM: Space = Space::Hbm { chip: 0 };
    const DM: Space = Space::Dm { chip: 0 };
    const MIB4: u64 = 4 << 20;

    fn dma1(
        src: Space,
        dst: Space,
        dst_base: u64,
        entries: &[(u32, i64, i64)],
        s0: u32,
    ) -> DmaCommand {
        DmaCommand {
            engine: DmaEngine::Tensor,
            descriptors: vec![DmaDescriptor {
                engine: 0,
                src,
                dst,
                src_base: 0,
                dst_base,
                entries: entries
                    .iter()
                    .map(|&(size, src_stride, dst_stride)| DmaEntry {
                        size,
                        src_stride,
                        dst_stride,
                    })
                    .collect(),
                stride0: s0,
                indirect: None,
            }],
            loc: None,
        }
    }

    #[test]
    fn dma_rules_by_hand() {
        let g = Geometry::device(1);
        // HBM -> DM, 256 slices of 512 KiB in 32-byte packets: in range.
        let ok = dma1(
            HBM,
            DM,
            0,
            &[(256, 1 << 19, MIB4 as i64), (16384, 32, 32)],
            32,
        );
        assert_eq!(dma(&ok, &g), Ok(()));
        // One slice more (512 exist): slice 512 does not exist; named from the nest's bounds.
        let far = dma1(HBM, DM, 0, &[(513, 32, MIB4 as i64)], 32);
        let e = dma(&far, &g).unwrap_err().to_string();
        assert!(e.contains("slice 512 does not exist"), "{e}");
        // A DM write stride of 4 bytes breaks the 8-byte rule (L2413–2429).
        let odd = dma1(HBM, DM, 0, &[(4, 8, 4)], 8);
        let e = dma(&odd, &g).unwrap_err().to_string();
        assert!(
            e.contains("DM write stride = 4 must be a multiple of 8"),
            "{e}"
        );
        // Packet size 0 and 4097 are rejected (L2414); so is the 9th tensor DMA engine.
        assert!(dma(&dma1(HBM, DM, 0, &[], 0), &g).is_err());
        assert!(dma(&dma1(HBM, HBM, 0, &[], 4097), &g).is_err());
        let mut nine = dma1(HBM, DM, 0, &[], 8);
        nine.descriptors[0].engine = 8;
        assert!(dma(&nine, &g).is_err());
        // A slice level whose stride is not a whole window, with more packets than the
        // fallback checks one by one, first and last in range: rejected, not enumerated.
        let odd_slices = dma1(HBM, DM, 0, &[(2, 0, MIB4 as i64 + 8), (4096, 0, 8)], 8);
        let e = dma(&odd_slices, &g).unwrap_err().to_string();
        assert!(e.contains("cannot be shown from the loop nest"), "{e}");
        // The same nest with few packets is checked packet by packet and accepted.
        let small = dma1(HBM, DM, 0, &[(2, 0, MIB4 as i64 + 8), (4, 0, 8)], 8);
        assert_eq!(dma(&small, &g), Ok(()));
    }

    fn tu_cmd(fetch: SeqConfig, fpp: u32, sink: Sink) -> TuCommand {
        TuCommand {
            context: Context::Main,
            chip: 0,
            slices: SliceMask::range(0, 2),
            fetch: Fetch {
                base: 0,
                dtype: DType::I32,
                seq: fetch,
                fetches_per_packet: fpp,
                cast: None,
                zero_point: 0,
                stages: Default::default(),
            },
            switch: Box::new(SwitchConfig::Forward),
            collect: Collect::default(),
            contraction: None,
            cast: None,
            vector: None,
            transpose: None,
            sink,
            loc: None,
        }
    }

    fn commit(seq: SeqConfig, base: u64) -> Sink {
        Sink::Commit(Commit {
            base,
            dtype: DType::I32,
            commit_in_size: 32,
            slice_bitmap: None,
            seq,
        })
    }

    #[test]
    fn tensor_unit_rules_by_hand() {
        let g = Geometry::device(1);
        // 1024 i32 in fetches of 8 (32 bytes): 128 flits; committed as 1024 i32.
        let ok = tu_cmd(
            SeqConfig::new(&[(1024, 1)], 8),
            1,
            commit(SeqConfig::new(&[(1024, 1)], 8), 4096),
        );
        assert_eq!(tu_check(&ok, &g), Ok(128));
        // Two fetches of 4 i32 per packet: still 32-byte packets, 128 flits.
        let two = tu_cmd(
            SeqConfig::new(&[(1024, 1)], 4),
            2,
            commit(SeqConfig::new(&[(1024, 1)], 8), 4096),
        );
        assert_eq!(tu_check(&two, &g), Ok(128));
        // The commit writes 1016 elements for a stream of 1024: rejected.
        let short = tu_cmd(
            SeqConfig::new(&[(1024, 1)], 8),
            1,
            commit(SeqConfig::new(&[(1016, 1)], 8), 4096),
        );
        let e = tu_check(&short, &g).unwrap_err().to_string();
        assert!(
            e.contains("carries 4096 bytes after truncation but the commit sequencer writes 4064"),
            "{e}"
        );
        // A commit past the 512 KiB slice: out of range on slice 0.
        let past = tu_cmd(
            SeqConfig::new(&[(1024, 1)], 8),
            1,
            commit(SeqConfig::new(&[(1024, 1)], 8), (512 << 10) - 8),
        );
        let e = tu_check(&past, &g).unwrap_err().to_string();
        assert!(e.contains("commit on slice 0"), "{e}");
        // To the VRF: 128 flits are 4 KiB; at 6 KiB they pass the 8 KiB VRF.
        let vrf = tu_cmd(
            SeqConfig::new(&[(1024, 1)], 8),
            1,
            Sink::ToVrf { addr: 6 << 10 },
        );
        assert!(tu_check(&vrf, &g).is_err());
        let vrf = tu_cmd(
            SeqConfig::new(&[(1024, 1)], 8),
            1,
            Sink::ToVrf { addr: 4 << 10 },
        );
        assert_eq!(tu_check(&vrf, &g), Ok(128));
        // Three fetches per packet do not divide 128 fetches.
        let three = tu_cmd(SeqConfig::new(&[(1024, 1)], 8), 3, Sink::ToVrf { addr: 0 });
        assert!(tu_check(&three, &g).is_err());
        // Offsets past 2^63 bits are rejected before any footprint is computed.
        let far = SeqConfig::new(&[(2, 1 << 61), (8, 1)], 8);
        let rules = SeqRules {
            what: "fetch",
            access_bytes: &l::PACKET_BYTES,
            write: false,
        };
        assert!(seq(&far, 8, rules).is_err());
        assert_eq!(
            seq(&SeqConfig::new(&[(2, 1 << 59), (8, 1)], 8), 8, rules),
            Ok(())
        );
    }

    fn tu_check(cmd: &TuCommand, g: &Geometry) -> CheckResult<u64> {
        super::tu(cmd, g)
    }
}
