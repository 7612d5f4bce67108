//! The contraction path of a Tensor-Unit pass as the hardware executes it (L3670–4548): the
//! TRF load (`to_trf`, L4040–4177),
//! the Aligner (Stream Adapter + TRF Sequencer, L3789–4111), the Reducer's spatial tree and the
//! temporal accumulator (L4297–4548), and the Cast Engine after them (L6756–6819).
//!
//! These are the configurations the hardware executes; their rules are
//! [`check_contraction`] and [`check_trf_load`] (called by [`crate::check::tu`]), their bytes
//! [`crate::footprint::tu_footprint`]. The data semantics live in the simulator and, separately,
//! in the stream interpreter.
//!
//! The TRF is modelled as one linear byte space per slice: Row `r` owns bytes
//! `r * 8 KiB .. (r + 1) * 8 KiB` (L139, L4115–4148), elements stored in their DM encoding
//! (the hardware's 5-bit slots widen them exactly, L4140–4147; docs/decisions.md C8B-1).

use crate::check::{CheckError, CheckResult};
use crate::contraction_path::{
    cast_engine_converts, contraction_output, contracts, max_tree_depth, ACCUMULATOR_COLUMNS,
    MAC_BYTES, ROW_COUNTS,
};
pub use crate::contraction_path::{AccumulationKind, TrfAddress};
use crate::dtype::DType;
use crate::limits as l;
use crate::sequencer::SeqConfig;

/// The `to_trf` sink: the collected flit stream is written into the TRF (L4040–4073,
/// L4112–4114). The outermost part of the stream becomes the Row: the flits are split into
/// `rows` equal consecutive parts, part `r` written densely into Row `r` from the region's
/// base (docs/decisions.md C8B-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TrfLoad {
    /// The region written.
    pub address: TrfAddress,
    /// Rows written: 1, 2, 4 or 8.
    pub rows: u32,
}

/// The contraction stage of a main-context pass: Aligner, Reducer, accumulator.
///
/// The stream's computation steps are `stream flits / collect_flits * time_broadcast`, in
/// order; the TRF Sequencer makes one read per step and the accumulator sees them as the loop
/// nest `[outer, reduce, inner]` (reduce outermost of the two inner levels, L4406–4432).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Contraction {
    /// The TRF region the weights are read from.
    pub address: TrfAddress,
    /// Rows used: 1, 2, 4 or 8 (L4162–4167); every Row reads the same pattern from its own
    /// bank row (L4168).
    pub rows: u32,
    /// Stream Adapter: flits per computation packet, 1 (zero-padded to 64 bytes) or 2
    /// (L3906–3920).
    pub collect_flits: u32,
    /// Stream Adapter time broadcast: every computation packet is replayed this many times in
    /// a row (tiling axes at the innermost positions of the computation time, L3937–3946).
    pub time_broadcast: u32,
    /// TRF Sequencer: byte offset of the first read within the region.
    pub trf_base: u64,
    /// TRF Sequencer: entries (outermost first, strides in bytes, one read per innermost
    /// iteration) and `packet_size` = `reg_read_size` bytes, repeated to fill `mac_width`
    /// (L4098–4111, L4171–4177).
    pub trf_seq: SeqConfig,
    /// Reducer tree depth `n`: the innermost `2^n` elements of each 64-byte packet are summed
    /// pairwise (L4384–4392).
    pub depth: u32,
    /// The temporal accumulator.
    pub accumulate: Accumulate,
}

/// The temporal accumulator's configuration (L4406–4540).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Accumulate {
    /// Output mode.
    pub kind: AccumulationKind,
    /// Computation steps summed into one slot (the reduced time axes, one block).
    pub reduce: u32,
    /// Slots: the steps inner to the reduced block, each its own accumulator slot.
    pub inner: u32,
    /// Columns of each Row's reduced output kept: Interleaved writes the first `columns`
    /// (packet slicing, L4437–4441), Sequential emits them in beats of 8 (L4489–4492).
    pub columns: u32,
}

impl Contraction {
    /// Elements of `dtype` in one 64-byte computation packet.
    pub fn packet_elems(dtype: DType) -> u32 {
        dtype.elems_in(MAC_BYTES) as u32
    }

    /// Outputs per Row of the reduction tree: `packet / 2^depth`, resized to 32 columns.
    pub fn tree_outputs(&self, dtype: DType) -> u32 {
        Self::packet_elems(dtype) >> self.depth.min(31)
    }

    /// The 32-bit type the Reducer widens `dtype` to: i32 for i4/i8, f32 for f8/bf16
    /// (L3782, L4391).
    pub fn out_dtype(dtype: DType) -> DType {
        contraction_output(dtype)
    }

    /// Output flits per slice for `steps` computation steps.
    pub fn out_flits(&self, steps: u64) -> u64 {
        let a = &self.accumulate;
        let groups = steps / u64::from(a.reduce.max(1));
        match a.kind {
            AccumulationKind::Interleaved => groups * u64::from(a.columns),
            AccumulationKind::Sequential => {
                groups * u64::from(self.rows) * u64::from(a.columns.div_ceil(l::SEQUENTIAL_BUS))
            }
        }
    }

    /// TRF reads (= computation steps) the sequencer makes.
    pub fn trf_reads(&self) -> u64 {
        self.trf_seq.elements()
    }

    /// Useful multiply-accumulates per slice of a pass with `steps` computation steps:
    /// `steps * rows * elements per packet` (the hardware's MAC slots; padding included).
    pub fn macs(&self, dtype: DType, steps: u64) -> u64 {
        steps * u64::from(self.rows) * u64::from(Self::packet_elems(dtype))
    }
}

fn invalid<T>(msg: String) -> CheckResult<T> {
    Err(CheckError::invalid(msg))
}

fn check_rows(rows: u32, what: &str) -> CheckResult<()> {
    if !ROW_COUNTS.contains(&u64::from(rows)) {
        return invalid(format!(
            "{what} uses {rows} Rows; a Row count is 1, 2, 4 or 8 (manual: Computing Tensors › Contraction Engine › TRF Sequencer)"
        ));
    }
    Ok(())
}

/// Checks a `to_trf` sink receiving `flits` flits of `dtype` per slice: a contraction input
/// type, a Row count of 1/2/4/8, whole flits per Row, and the Row's bytes within the region
/// (8 KiB Full, 4 KiB per half, L1089, L4150–4159).
pub fn check_trf_load(t: &TrfLoad, dtype: DType, flits: u64) -> CheckResult<()> {
    if !contracts(dtype) {
        return invalid(format!(
            "the TRF holds i4, i8, f8 or bf16 weights, not {dtype} (manual: Computing Tensors › Contraction Engine)"
        ));
    }
    check_rows(t.rows, "to_trf")?;
    if flits == 0 || !flits.is_multiple_of(u64::from(t.rows)) {
        return invalid(format!(
            "{flits} flits cannot be split evenly over {} Rows",
            t.rows
        ));
    }
    let per_row = flits / u64::from(t.rows) * l::FLIT_BYTES;
    if per_row > t.address.bytes_per_row() {
        return invalid(format!(
            "to_trf writes {per_row} bytes per Row; the {} region holds {} (manual: Mapping Tensors › Memory and Stream › Size Constraint)",
            t.address,
            t.address.bytes_per_row()
        ));
    }
    Ok(())
}

/// Checks a contraction stage fed `flits` flits of `dtype` per slice, and returns the flits it
/// delivers (32-bit elements, i32 or f32). Every constraint carries its manual line.
pub fn check_contraction(c: &Contraction, dtype: DType, flits: u64) -> CheckResult<u64> {
    if !contracts(dtype) {
        return invalid(format!(
            "the Reducer multiplies i4, i8, f8 or bf16, not {dtype} (manual: Computing Tensors › Contraction Engine)"
        ));
    }
    check_rows(c.rows, "the contraction")?;
    if !l::COLLECT_FLITS.contains(&c.collect_flits) {
        return invalid(format!(
            "collect_flits is {}; the Stream Adapter collects 1 or 2 flits (manual: Computing Tensors › Contraction Engine › Stream Adapter)",
            c.collect_flits
        ));
    }
    if c.time_broadcast == 0 {
        return invalid("time_broadcast must be at least 1".into());
    }
    if flits == 0 || !flits.is_multiple_of(u64::from(c.collect_flits)) {
        return invalid(format!(
            "{flits} stream flits are not a multiple of collect_flits = {} (manual: Computing Tensors › Contraction Engine › Stream Adapter)",
            c.collect_flits
        ));
    }
    let steps = flits / u64::from(c.collect_flits) * u64::from(c.time_broadcast);
    // TRF Sequencer (L4098–4111, L4171–4177).
    let s = &c.trf_seq;
    if let Some(e) = l::seq_sizes_error(
        &s.entries
            .iter()
            .map(|e| i64::from(e.size))
            .collect::<Vec<_>>(),
    ) {
        return invalid(format!("the TRF sequencer {e}"));
    }
    if s.entries.is_empty() {
        return invalid("the TRF sequencer has no entry; it has 1 to 8 (manual: Computing Tensors › Contraction Engine › TRF Sequencer)".into());
    }
    if let Some(e) = s.entries.iter().find(|e| i32::try_from(e.stride).is_err()) {
        return invalid(format!(
            "TRF sequencer stride {} is not a signed 32-bit value (manual: Computing Tensors › Contraction Engine › TRF Sequencer)",
            e.stride
        ));
    }
    let rrs = s.packet_size;
    if !l::REG_READ_SIZES.contains(&rrs) {
        return invalid(format!(
            "reg_read_size is {rrs} bytes; it is 1, 2, 4, 8, 16, 32 or 64 (manual: Computing Tensors › Contraction Engine › TRF Sequencer)"
        ));
    }
    if !(u64::from(rrs) * 8).is_multiple_of(u64::from(dtype.bits())) {
        return invalid(format!(
            "reg_read_size {rrs} bytes is not a whole number of {dtype} elements"
        ));
    }
    if rrs == 64 {
        let base = c.address.base() + c.trf_base;
        if !base.is_multiple_of(64) || s.entries.iter().any(|e| e.stride % 64 != 0) {
            return invalid(
                "a 64-byte TRF read needs a 64-byte aligned base and strides (manual: Computing Tensors › Contraction Engine › TRF Sequencer)".into(),
            );
        }
    }
    if c.trf_reads() != steps {
        return invalid(format!(
            "the TRF sequencer makes {} reads but the Stream Adapter delivers {steps} computation packets; \
             the two computation mappings must match (manual: Computing Tensors › Contraction Engine)",
            c.trf_reads()
        ));
    }
    // Every read within the region (the sequencer's byte span, all Rows alike).
    let (mut lo, mut hi) = (i128::from(c.trf_base), i128::from(c.trf_base));
    for e in &s.entries {
        let d = i128::from(e.size - 1) * i128::from(e.stride);
        if d < 0 {
            lo += d;
        } else {
            hi += d;
        }
    }
    hi += i128::from(rrs);
    if lo < 0 || hi > i128::from(c.address.bytes_per_row()) {
        return invalid(format!(
            "the TRF sequencer reads bytes {lo}..{hi} of a Row; the {} region has {} (manual: Computing Tensors › Contraction Engine › TRF Sequencer)",
            c.address,
            c.address.bytes_per_row()
        ));
    }
    // Reducer (L4384–4402, L4529–4533).
    let max = max_tree_depth(dtype);
    if c.depth > max {
        return invalid(format!(
            "tree depth {} exceeds {max}, the deepest tree for {dtype} (manual: Computing Tensors › Contraction Engine › Reducer)",
            c.depth
        ));
    }
    let outputs = c.tree_outputs(dtype);
    if u64::from(outputs) > ACCUMULATOR_COLUMNS {
        return invalid(format!(
            "the Reducer outputs {outputs} elements per Row; at most {ACCUMULATOR_COLUMNS} (depth 0 limit, manual: Computing Tensors › Contraction Engine › Reducer)"
        ));
    }
    // Accumulator (L4406–4540).
    let a = &c.accumulate;
    if a.reduce == 0 || a.inner == 0 {
        return invalid("accumulator reduce and inner counts must be at least 1".into());
    }
    let group = u64::from(a.reduce) * u64::from(a.inner);
    if !steps.is_multiple_of(group) {
        return invalid(format!(
            "{steps} computation steps are not whole groups of reduce {} x inner {}",
            a.reduce, a.inner
        ));
    }
    if a.columns == 0 || a.columns > outputs {
        return invalid(format!(
            "the accumulator keeps {} columns of {outputs} reduced outputs per Row",
            a.columns
        ));
    }
    let (held, max) = accumulator_inner(
        a.kind,
        u64::from(a.inner),
        u64::from(c.rows),
        u64::from(a.columns),
    );
    if held > max {
        let kind = match a.kind {
            AccumulationKind::Interleaved => "Interleaved",
            AccumulationKind::Sequential => "Sequential",
        };
        return invalid(format!(
            "{kind} accumulation holds {held} values inner to the reduced axis; at most {max} (manual: Computing Tensors › Contraction Engine › Reducer)"
        ));
    }
    Ok(c.out_flits(steps))
}

/// The values an accumulator holds inner to its outermost reduced axis, and the most it
/// may hold (L4533–4540), for `slots` accumulator slots (the time steps inner to that
/// axis), `rows` Rows and `columns` kept columns per Row: Interleaved counts the slots and
/// the columns (its OutTime; at most 128); Sequential counts the slots, the Rows and the
/// packet's outer beats of 8 (its OutTime, L4524; at most 32). The stream verifier and the
/// hardware model both ask this one rule (decisions.md C8B-11).
pub fn accumulator_inner(
    kind: AccumulationKind,
    slots: u64,
    rows: u64,
    columns: u64,
) -> (u64, u64) {
    match kind {
        AccumulationKind::Interleaved => (slots.saturating_mul(columns), l::INTERLEAVED_INNER_MAX),
        AccumulationKind::Sequential => (
            slots
                .saturating_mul(rows)
                .saturating_mul(columns.div_ceil(u64::from(l::SEQUENTIAL_BUS))),
            l::SEQUENTIAL_INNER_MAX,
        ),
    }
}

/// Checks a Cast Engine conversion of a stream of `from` elements (L6776–6784).
pub fn check_cast(from: DType, to: DType) -> CheckResult<()> {
    if !cast_engine_converts(from, to) {
        return invalid(format!(
            "the Cast Engine converts i32 to i4/i8/i16 and f32 to f8e5m2/f8e4m3/f16/bf16, not {from} to {to} (manual: Computing Tensors › Cast Engine)"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dot product of the manual's K3 (L330–360): 2048 bf16, 128 flits, 64 steps.
    fn dot() -> Contraction {
        Contraction {
            address: TrfAddress::Full,
            rows: 1,
            collect_flits: 2,
            time_broadcast: 1,
            trf_base: 0,
            trf_seq: SeqConfig::new(&[(64, 64)], 64),
            depth: 5,
            accumulate: Accumulate {
                kind: AccumulationKind::Interleaved,
                reduce: 64,
                inner: 1,
                columns: 1,
            },
        }
    }

    #[test]
    fn dot_product_is_accepted() {
        assert_eq!(check_contraction(&dot(), DType::Bf16, 128), Ok(1));
        let t = TrfLoad {
            address: TrfAddress::Full,
            rows: 1,
        };
        assert_eq!(check_trf_load(&t, DType::Bf16, 128), Ok(()));
        assert_eq!(dot().macs(DType::Bf16, 64), 2048);
    }

    fn err(c: &Contraction, d: DType, flits: u64) -> String {
        match check_contraction(c, d, flits) {
            Err(e) => e.to_string(),
            Ok(n) => panic!("accepted ({n} flits)"),
        }
    }

    #[test]
    fn every_rule_rejects() {
        assert!(
            err(&dot(), DType::F32, 128).contains("manual: Computing Tensors › Contraction Engine")
        );
        let mut c = dot();
        c.rows = 3;
        assert!(err(&c, DType::Bf16, 128)
            .contains("manual: Computing Tensors › Contraction Engine › TRF Sequencer"));
        let mut c = dot();
        c.collect_flits = 3;
        assert!(err(&c, DType::Bf16, 128)
            .contains("manual: Computing Tensors › Contraction Engine › Stream Adapter"));
        assert!(err(&dot(), DType::Bf16, 127).contains("collect_flits"));
        assert!(err(&dot(), DType::Bf16, 126)
            .contains("manual: Computing Tensors › Contraction Engine"));
        let mut c = dot();
        c.trf_seq.packet_size = 48;
        assert!(err(&c, DType::Bf16, 128)
            .contains("manual: Computing Tensors › Contraction Engine › TRF Sequencer"));
        let mut c = dot();
        c.trf_base = 32;
        assert!(err(&c, DType::Bf16, 128)
            .contains("manual: Computing Tensors › Contraction Engine › TRF Sequencer"));
        let mut c = dot();
        c.trf_seq = SeqConfig::new(&[(64, 192)], 64);
        assert!(err(&c, DType::Bf16, 128)
            .contains("manual: Computing Tensors › Contraction Engine › TRF Sequencer"));
        let mut c = dot();
        c.depth = 6;
        assert!(err(&c, DType::Bf16, 128)
            .contains("manual: Computing Tensors › Contraction Engine › Reducer"));
        // i8 at depth 0: 64 outputs per Row.
        let mut c = dot();
        c.depth = 0;
        c.accumulate.columns = 1;
        assert!(err(&c, DType::I8, 128)
            .contains("manual: Computing Tensors › Contraction Engine › Reducer"));
        let mut c = dot();
        c.accumulate.columns = 2;
        assert!(err(&c, DType::Bf16, 128).contains("columns"));
        // Interleaved capacity: 2 steps reduced, 64 slots x 4 columns.
        let mut c = dot();
        c.depth = 3;
        c.trf_seq = SeqConfig::new(&[(128, 0)], 64);
        c.accumulate = Accumulate {
            kind: AccumulationKind::Interleaved,
            reduce: 2,
            inner: 64,
            columns: 4,
        };
        assert!(err(&c, DType::Bf16, 256)
            .contains("manual: Computing Tensors › Contraction Engine › Reducer"));
        c.accumulate.inner = 32;
        c.trf_seq = SeqConfig::new(&[(64, 0)], 64);
        assert_eq!(check_contraction(&c, DType::Bf16, 128), Ok(32 * 4));
        c.accumulate.kind = AccumulationKind::Sequential;
        c.rows = 2;
        assert!(err(&c, DType::Bf16, 128)
            .contains("manual: Computing Tensors › Contraction Engine › Reducer"));
        c.accumulate.inner = 4;
        c.accumulate.reduce = 16;
        c.rows = 8;
        assert_eq!(check_contraction(&c, DType::Bf16, 128), Ok(4 * 8));
        let mut c = dot();
        c.trf_seq = SeqConfig::new(&[(64, 64)], 32);
        c.trf_seq.entries[0].stride = 1 << 40;
        assert!(err(&c, DType::Bf16, 128)
            .contains("manual: Computing Tensors › Contraction Engine › TRF Sequencer"));
    }

    #[test]
    fn trf_load_and_cast_rules() {
        let t = |address, rows| TrfLoad { address, rows };
        assert!(check_trf_load(&t(TrfAddress::Full, 1), DType::F32, 4).is_err());
        assert!(check_trf_load(&t(TrfAddress::Full, 5), DType::Bf16, 5).is_err());
        assert!(check_trf_load(&t(TrfAddress::Full, 2), DType::Bf16, 3).is_err());
        // 8 KiB per Row fits Full, not a half.
        assert!(check_trf_load(&t(TrfAddress::Full, 2), DType::Bf16, 512).is_ok());
        let e = check_trf_load(&t(TrfAddress::SecondHalf, 2), DType::Bf16, 512).unwrap_err();
        assert!(
            e.to_string()
                .contains("manual: Mapping Tensors › Memory and Stream › Size Constraint"),
            "{e}"
        );
        assert!(check_trf_load(&t(TrfAddress::Full, 1), DType::Bf16, 257).is_err());
        assert_eq!(TrfAddress::SecondHalf.base(), 4096);
        assert!(check_cast(DType::F32, DType::Bf16).is_ok());
        assert!(check_cast(DType::I32, DType::I8).is_ok());
        assert!(check_cast(DType::F32, DType::I8).is_err());
        assert!(check_cast(DType::I32, DType::Bf16).is_err());
        assert!(check_cast(DType::Bf16, DType::F8E4M3).is_err());
    }
}
