//! The contraction path of the Tensor Unit as stream ops (manual 002: TRF L4040–4177,
//! Aligner L3789–4034, Reducer L4297–4405, temporal accumulator L4406–4548, Cast Engine
//! L6756–6819), each declared once with `visa_ir::op!`, with its verifier.
//!
//! | op | from → to | attributes | manual |
//! |---|---|---|---|
//! | `%t = stream.to_trf %s MODE : <collect> -> !stream.trf<D, Chip, Cluster, Slice, Row, Element>` | the collected stream lands in the TRF; the outer axes become `Row`, the inner `Element` | `mode`: `full`, `first_half`, `second_half` ([`TrfAddress`]) | L4040–4073, L4150–4159 |
//! | `%p = stream.align %s, %t : <collect>, !stream.trf<...> -> <aligned, Row>` | Stream Adapter + TRF Sequencer: the common computation mapping `Chip, Cluster, Slice, Row, Time, Packet` (64-byte packets) | | L3789–4034 |
//! | `%r = stream.contract %p : <aligned, Row> -> <contraction, Row>` | Reducer: products, then a pairwise tree over the innermost `2^n` packet positions; i32 (i4/i8) or f32 (f8/bf16) | | L4297–4405 |
//! | `%a = stream.accumulate %r KIND : <contraction, Row> -> <reduce>` | temporal accumulator: removes the Time axes the result lacks; Row folds into Packet (`interleaved`) or Time (`sequential`) | `kind` ([`AccumulationKind`]) | L4406–4540 |
//! | `%c = stream.cast %s : <collect\|reduce\|vector_final> -> <cast>` | Cast Engine: i32 → i4/i8/i16, f32 → f8e5m2/f8e4m3/f16/bf16, packet re-padded to 32 bytes | | L6756–6819 |
//!
//! Positions `aligned` and `contraction` carry a `Row` mapping in their type (the
//! manual's `AlignedPair` and `ContractionTensor`). Reading an op's pieces for the
//! lowering: the typed wrappers' accessors ([`ToTrf::mode`], [`Accumulate::kind`],
//! [`Align::trf`], ...) and [`tree_depth`], the Reducer's depth `n` as the verifier
//! derived it.

use crate::geom::{self, equivalent, resolve_mem, same_indices, Stream};
use crate::interfaces::{Effect, Engine, MemoryEffects, PipelineStage, StageInput, StageOutput};
use crate::interp::Semantics;
use crate::ops::Kernel;
use crate::types::{bytes_of, Position, Tier};
use crate::verify::{
    check_flit, check_mapping, check_same_dtype, check_spatial, dtype_name, operand_ty,
    require_pos, result_ty, stage_of, stream_in, stream_step, HOOKS, R,
};
use visa_ir::{Context, Diagnostic, OpId, Type};
use visa_mapping::dialect::verify_op_mappings;
use visa_mapping::Mapping;
pub use visa_tcp::contraction_path::{
    cast_engine_converts, contraction_output, contracts, max_tree_depth, MAC_BYTES,
};
pub use visa_tcp::{AccumulationKind, DType, TrfAddress};

const fn stage(engine: Engine, input: StageInput, output: StageOutput) -> PipelineStage {
    PipelineStage {
        engine,
        input,
        output,
    }
}

visa_ir::op! {
    /// `%t = stream.to_trf %s full : <collect> -> !stream.trf<...>`: the collected
    /// stream is written into the TRF (`CollectTensor::to_trf`, L4040–4073); the
    /// outermost axes become `Row`, the rest `Element` (L4053–4055).
    pub struct ToTrf = "stream.to_trf" {
        summary: "writes a collected stream into the TRF (full or one half)",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [mode: enum(TrfAddress, "TRF address mode")],
        verify: to_trf,
        interfaces: [
            PipelineStage = stage(Engine::Contraction, StageInput::Stream(&[Position::Collect]), StageOutput::Memory(Tier::Trf)),
            MemoryEffects = MemoryEffects(const { &[Effect::write(0)] }),
            Semantics = Semantics::Move,
        ],
        format: "$input $mode attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%p = stream.align %s, %trf : <collect>, !stream.trf<...> -> <aligned>`: the
    /// Aligner (`CollectTensor::align`, L3789–3812): the Stream Adapter collects flits
    /// into 64-byte packets, broadcasts them to the Rows and over the Time axes only the
    /// TRF has; the TRF Sequencer reads the weights in the same computation mapping.
    pub struct Align = "stream.align" {
        summary: "pairs a collected stream with a TRF tensor in one computation mapping",
        parents: [Kernel::NAME],
        operands: [input: single, trf: single],
        results: [output: single],
        verify: align,
        interfaces: [
            PipelineStage = stage(Engine::Contraction, StageInput::Stream(&[Position::Collect]), StageOutput::Stream(Position::Aligned)),
            MemoryEffects = MemoryEffects(const { &[Effect::read(1)] }),
            Semantics = Semantics::Eval(crate::interp::contraction::align),
        ],
        format: "$input `,` $trf attr-dict `:` type($input) `,` type($trf) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%r = stream.contract %p : <aligned> -> <contraction>`: the Reducer
    /// (`AlignedPair::contract`, L4297–4331): per Row and time step, the products of
    /// the paired packets summed by a pairwise tree over the innermost `2^n` packet
    /// positions (L4384–4395).
    pub struct Contract = "stream.contract" {
        summary: "Reducer: elementwise products and the spatial reduction tree",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        verify: contract,
        interfaces: [
            PipelineStage = stage(Engine::Contraction, StageInput::Stream(&[Position::Aligned]), StageOutput::Stream(Position::Contraction)),
            Semantics = Semantics::Eval(crate::interp::contraction::contract),
        ],
        format: "$input attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%a = stream.accumulate %r interleaved : <contraction> -> <reduce>`: the temporal
    /// accumulator (`ContractionTensor::accumulate`, L4318–4331, L4406–4540).
    pub struct Accumulate = "stream.accumulate" {
        summary: "temporal accumulator: sums over the Time axes the result drops",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [kind: enum(AccumulationKind, "accumulation kind")],
        verify: accumulate,
        interfaces: [
            PipelineStage = stage(Engine::Contraction, StageInput::Stream(&[Position::Contraction]), StageOutput::Stream(Position::Reduce)),
            Semantics = Semantics::Eval(crate::interp::contraction::accumulate),
        ],
        format: "$input $kind attr-dict `:` type($input) `->` type($output)",
    }
}

visa_ir::op! {
    /// `%c = stream.cast %s : <reduce> -> <cast>`: the Cast Engine (L6756–6819):
    /// precision lowering of i32/f32 elements, the packet re-padded to 32 bytes.
    pub struct Cast = "stream.cast" {
        summary: "Cast Engine: i32 → i4/i8/i16, f32 → f8/f16/bf16, one flit in and out",
        parents: [Kernel::NAME],
        operands: [input: single],
        results: [output: single],
        verify: cast,
        interfaces: [
            PipelineStage = stage(
                Engine::Cast,
                StageInput::Stream(&[Position::Collect, Position::Reduce, Position::VectorFinal]),
                StageOutput::Stream(Position::Cast),
            ),
            Semantics = Semantics::Eval(crate::interp::contraction::cast),
        ],
        format: "$input attr-dict `:` type($input) `->` type($output)",
    }
}

/// The ops of this module, for the dialect's op list.
pub fn ops() -> Vec<visa_ir::OpDef> {
    vec![
        ToTrf::def(),
        Align::def(),
        Contract::def(),
        Accumulate::def(),
        Cast::def(),
    ]
}

/// The hardware element type of a builtin type: the one table, in `hw`'s attribute layer.
pub use visa_dtype::dtype_of;

/// The Reducer's tree depth `n` for an `input` packet reduced to `output`
/// (L4384–4395, L4440–4441): the smallest `n` with `output` holding the indices of
/// `input / 2^n` (equal, or with padded positions sliced off), `None` when no depth
/// up to `max` does.
pub fn tree_depth(input: &Mapping, output: &Mapping, max: u32) -> Option<u32> {
    (0..=max).find(|&n| {
        let k = 1u64 << n;
        if !input.size().is_multiple_of(k) {
            return false;
        }
        let Ok(reduced) = input.clone().stride(k) else {
            return false;
        };
        output.size() <= reduced.size()
            && (equivalent(&reduced, output) || same_indices(&reduced, output).is_ok())
    })
}

fn contraction_dtype(ctx: &Context, op: OpId, ty: Type, what: &str) -> Result<DType, Diagnostic> {
    match dtype_of(ctx, ty) {
        Some(d) if contracts(d) => Ok(d),
        _ => Err(ctx.op_error(
            op,
            format!(
                "{what}: the Contraction Engine takes i4, i8, f8 or bf16 elements, got {} (manual: Computing Tensors › Contraction Engine)",
                dtype_name(ctx, ty)
            ),
        )),
    }
}

fn check_rows(ctx: &Context, op: OpId, row: &Mapping, what: &str) -> R {
    let n = row.size();
    if !visa_tcp::contraction_path::ROW_COUNTS.contains(&n) {
        return Err(ctx.op_error(
            op,
            format!(
                "{what}: Row::SIZE must be 1, 2, 4 or 8 (manual: Computing Tensors › Contraction Engine › TRF Sequencer), got {n}"
            ),
        ));
    }
    Ok(())
}

fn check_passes_spatial(ctx: &Context, op: OpId, m: &geom::Mem, s: &Stream, what: &str) -> R {
    for (role, k) in [("Chip", 0), ("Cluster", 1), ("Slice", 2)] {
        if !equivalent(m.map(role), &s.maps[k]) {
            return Err(ctx.op_error(
                op,
                format!(
                    "{what}'s {role} mapping {} must be the stream's {} (manual: Computing Tensors › Contraction Engine › Aligner)",
                    m.map(role),
                    s.maps[k]
                ),
            ));
        }
    }
    Ok(())
}

/// `stream.to_trf` (L4040–4073, L4150–4167, L1089).
pub fn to_trf(ctx: &Context, op: OpId) -> R {
    verify_op_mappings(ctx, op, HOOKS)?;
    let axes = geom::axes(ctx, op)?;
    let i = stream_in(ctx, op, &axes)?;
    require_pos(ctx, op, &i, stage_of(ctx, op)?.accepts(), "the input")?;
    let dst = resolve_mem(ctx, op, &axes, result_ty(ctx, op), "the result")?;
    if dst.ty.tier != Tier::Trf {
        return Err(ctx.op_error(op, "the result must be a TRF tensor (`!stream.trf`)"));
    }
    check_same_dtype(ctx, op, i.ty.dtype, dst.ty.dtype, "the result")?;
    contraction_dtype(ctx, op, dst.ty.dtype, "the TRF tensor")?;
    check_flit(
        ctx,
        op,
        &i,
        "manual: Computing Tensors › Contraction Engine › TRF Sequencer",
    )?;
    check_spatial(
        ctx,
        op,
        "the result",
        dst.map("Chip").size(),
        dst.map("Cluster").size(),
        dst.map("Slice").size(),
    )?;
    check_passes_spatial(ctx, op, &dst, &i, "the TRF tensor")?;
    check_rows(ctx, op, dst.map("Row"), "the TRF tensor")?;
    let mode = ToTrf(op).mode(ctx);
    let bytes = bytes_of(ctx, dst.ty.dtype, dst.element().size());
    if bytes > mode.bytes_per_row() {
        return Err(ctx.op_error(
            op,
            format!(
                "the TRF tensor: Element::SIZE * size_of::<D>() = {bytes} bytes exceeds the {} bytes per Row of TrfAddress::{} (manual: Mapping Tensors › Memory and Stream › Size Constraint)",
                mode.bytes_per_row(),
                mode.keyword()
            ),
        ));
    }
    let rows_elems = geom::list(&[dst.map("Row").clone(), dst.element().clone()]);
    same_indices(&i.time_packet(), &rows_elems).map_err(|e| {
        ctx.op_error(
            op,
            format!("the TRF tensor's Row, Element must hold the streamed tensor (manual: Computing Tensors › Contraction Engine › TRF Sequencer): {e}"),
        )
    })?;
    // The TRF is written flit by flit in stream order, padding included: Row, Element
    // must be the collected Time, Packet position for position, not just the same
    // indices (a `# 16` pad of a 16-byte packet occupies TRF bytes; docs/decisions.md C8E-1).
    if !equivalent(&i.time_packet(), &rows_elems) {
        return Err(ctx.op_error(
            op,
            format!(
                "the TRF tensor's Row, Element {} must be the collected stream's Time, Packet {} position for position, padding included: the TRF stores the collected flits as they arrive (manual: Computing Tensors › Contraction Engine › TRF Sequencer)",
                rows_elems,
                i.time_packet()
            ),
        ));
    }
    Ok(())
}

/// `stream.align` (L3789–3812, L3900–3957, L4098–4111, constraints L3777–3782).
pub fn align(ctx: &Context, op: OpId) -> R {
    let (axes, i, o) = stream_step(ctx, op)?;
    check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    let d = contraction_dtype(ctx, op, i.ty.dtype, "the stream")?;
    check_flit(
        ctx,
        op,
        &i,
        "manual: Computing Tensors › Contraction Engine › Stream Adapter",
    )?;
    let trf = resolve_mem(ctx, op, &axes, operand_ty(ctx, op, 1), "the weight operand")?;
    if trf.ty.tier != Tier::Trf {
        return Err(ctx.op_error(
            op,
            format!(
                "the weight operand must be a TRF tensor (`!stream.trf`, manual: Computing Tensors › Contraction Engine › Aligner), got a {} tensor",
                trf.ty.tier.mnemonic()
            ),
        ));
    }
    check_same_dtype(ctx, op, i.ty.dtype, trf.ty.dtype, "the TRF operand")?;
    check_passes_spatial(ctx, op, &trf, &i, "the TRF operand")?;
    let row = o.row_or_one();
    if !equivalent(&row, trf.map("Row")) {
        return Err(ctx.op_error(
            op,
            format!(
                "the result's Row {} must be the TRF tensor's Row {} (manual: Computing Tensors › Contraction Engine › Aligner)",
                row,
                trf.map("Row")
            ),
        ));
    }
    let bytes = d.bytes_for(o.packet().size());
    if bytes != MAC_BYTES {
        return Err(ctx.op_error(
            op,
            format!("the computation packet must be {MAC_BYTES} bytes (the MAC width, manual: Computing Tensors › Contraction Engine › Stream Adapter), got {bytes} bytes"),
        ));
    }
    // Every index the stream delivers is computed on: the computation mapping holds
    // the stream's indices (the Stream Adapter only collects, broadcasts and pads) and
    // the TRF tensor's (the TRF Sequencer only reads and broadcasts), L3777–3782.
    let comp = geom::list(&[row.clone(), o.time_packet()]);
    geom::subset_indices(&i.time_packet(), &comp).map_err(|e| {
        ctx.op_error(
            op,
            format!("the computation mapping must cover the stream's indices (manual: Computing Tensors › Contraction Engine): {e}"),
        )
    })?;
    let weights = geom::list(&[trf.map("Row").clone(), trf.element().clone()]);
    geom::subset_indices(&weights, &comp).map_err(|e| {
        ctx.op_error(
            op,
            format!(
                "the computation mapping must cover the TRF tensor's indices (manual: Computing Tensors › Contraction Engine): {e}"
            ),
        )
    })?;
    crate::stream_adapter::check_order(ctx, op, i.time(), i.packet(), o.time())
}

/// `stream.contract` (L4297–4331, L4384–4405).
pub fn contract(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = stream_step(ctx, op)?;
    let d = contraction_dtype(ctx, op, i.ty.dtype, "the input")?;
    let want = contraction_output(d);
    if dtype_of(ctx, o.ty.dtype) != Some(want) {
        return Err(ctx.op_error(
            op,
            format!(
                "the Reducer produces {} from {} (manual: Computing Tensors › Contraction Engine › Reducer), got {}",
                want.keyword(),
                d.keyword(),
                dtype_name(ctx, o.ty.dtype)
            ),
        ));
    }
    if !equivalent(&i.row_or_one(), &o.row_or_one()) {
        return Err(ctx.op_error(
            op,
            format!(
                "the Row mapping passes through the Reducer (manual: Computing Tensors › Contraction Engine › Reducer): expected {}, got {}",
                i.row_or_one(),
                o.row_or_one()
            ),
        ));
    }
    check_mapping(
        ctx,
        op,
        &i,
        &o,
        &[3],
        "the Reducer keeps Time (manual: Computing Tensors › Contraction Engine › Reducer)",
    )?;
    let max = max_tree_depth(d);
    let Some(n) = tree_depth(i.packet(), o.packet(), max) else {
        return Err(ctx.op_error(
            op,
            format!(
                "the result Packet {} must be the input Packet {} divided by 2^n for a tree depth n <= {max} ({} elements per 64-byte packet), slicing off only padding (manual: Computing Tensors › Contraction Engine › Reducer)",
                o.packet(),
                i.packet(),
                d.keyword()
            ),
        ));
    };
    let cols = o.packet().size();
    if cols > visa_tcp::contraction_path::ACCUMULATOR_COLUMNS {
        return Err(ctx.op_error(
            op,
            format!("the Reducer outputs at most 32 columns per Row, got {cols} (tree depth {n}; manual: Computing Tensors › Contraction Engine › Reducer)"),
        ));
    }
    Ok(())
}

/// The Time digits of `time` that `kept` (the result's Time and Packet) does not hold:
/// the axes the accumulator sums over, with the number of positions inner to the
/// outermost of them that survive (`inner`, L4534–4538). `None` when a mapping has no
/// digit form.
pub fn reduced_time(
    time: &Mapping,
    kept: &Mapping,
) -> Option<(Vec<visa_mapping::factor::Digit>, u64)> {
    let (td, _) = visa_mapping::factor::digits(time).ok()?;
    let (kd, _) = visa_mapping::factor::digits(kept).ok()?;
    let held = |d: &visa_mapping::factor::Digit| {
        kd.iter().any(|k| {
            k.axis == d.axis && k.stride <= d.stride && d.stride * d.count <= k.stride * k.count
        })
    };
    let mut reduced = Vec::new();
    let mut inner = 1u64;
    for d in td.iter().filter(|d| d.count > 1) {
        if held(d) {
            if !reduced.is_empty() {
                inner = inner.saturating_mul(d.count);
            }
        } else {
            reduced.push(d.clone());
        }
    }
    Some((reduced, inner))
}

/// `stream.accumulate` (L4318–4331, L4406–4540).
pub fn accumulate(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = stream_step(ctx, op)?;
    check_same_dtype(ctx, op, i.ty.dtype, o.ty.dtype, "the result")?;
    let kind = Accumulate(op).kind(ctx);
    let row = i.row_or_one();
    let cols = i.packet().size();
    match kind {
        AccumulationKind::Interleaved => {
            let padded = row
                .clone()
                .pad(visa_tcp::limits::ROWS)
                .unwrap_or(row.clone());
            if !equivalent(o.packet(), &padded) {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "an interleaved accumulation outputs one element per Row: Packet must be {padded} (Row # 8), got {} (manual: Computing Tensors › Contraction Engine › Reducer)",
                        o.packet()
                    ),
                ));
            }
        }
        AccumulationKind::Sequential => {
            let bytes = bytes_of(ctx, o.ty.dtype, o.packet().size());
            if o.packet().size() != 8 {
                return Err(ctx.op_error(
                    op,
                    format!(
                        "a sequential accumulation outputs 8 elements of the reduced packet per beat: Packet::SIZE must be 8, got {} ({bytes} bytes; manual: Computing Tensors › Contraction Engine › Reducer)",
                        o.packet().size()
                    ),
                ));
            }
        }
    }
    // The result holds what the input holds, less the summed Time axes: every result
    // index is one of the input's with those digits at 0.
    let rows = row.size();
    let all_in = geom::list(&[row, i.time_packet()]);
    geom::subset_indices(&o.time_packet(), &all_in).map_err(|e| {
        ctx.op_error(
            op,
            format!(
                "the accumulated result may only hold indices of the input (manual: Computing Tensors › Contraction Engine › Reducer): {e}"
            ),
        )
    })?;
    let Some((reduced, inner)) = reduced_time(i.time(), &o.time_packet()) else {
        return Ok(());
    };
    let (held, max) = visa_tcp::contraction::accumulator_inner(kind, inner, rows, cols);
    if !reduced.is_empty() && held > max {
        return Err(ctx.op_error(
            op,
            format!(
                "{} accumulation holds {held} values inner to the summed Time axes (inner = {inner} time steps, {} Rows, {cols} columns); at most {max} (manual: Computing Tensors › Contraction Engine › Reducer)",
                kind.keyword(),
                rows
            ),
        ));
    }
    Ok(())
}

/// `stream.cast` (L6756–6819).
pub fn cast(ctx: &Context, op: OpId) -> R {
    let (_, i, o) = stream_step(ctx, op)?;
    let (from, to) = (dtype_of(ctx, i.ty.dtype), dtype_of(ctx, o.ty.dtype));
    let ok = matches!((from, to), (Some(f), Some(t)) if cast_engine_converts(f, t));
    if !ok {
        return Err(ctx.op_error(
            op,
            format!(
                "the Cast Engine converts i32 to i4, i8 or i16 and f32 to f8E5M2, f8E4M3FN, f16 or bf16 (manual: Computing Tensors › Cast Engine), not {} to {}",
                dtype_name(ctx, i.ty.dtype),
                dtype_name(ctx, o.ty.dtype)
            ),
        ));
    }
    check_flit(ctx, op, &i, "manual: Computing Tensors › Cast Engine")?;
    check_mapping(
        ctx,
        op,
        &i,
        &o,
        &[3],
        "the Cast Engine keeps Time (manual: Computing Tensors › Cast Engine)",
    )?;
    let bytes = bytes_of(ctx, o.ty.dtype, o.packet().size());
    if bytes != visa_tcp::limits::CAST_OUTPUT_BYTES {
        return Err(ctx.op_error(
            op,
            format!("the cast packet is re-padded to one 32-byte flit: Packet must be {} bytes, got {bytes} (manual: Computing Tensors › Cast Engine)", visa_tcp::limits::CAST_OUTPUT_BYTES),
        ));
    }
    // Lane j of the output is the cast of lane j of the input (L6782–6784): the
    // output Packet is the input's with the padding changed.
    let n = i.packet().size().min(o.packet().size());
    let lanes_in = i.packet().clone();
    let lanes_out = o.packet().clone();
    let (a, b) = (
        lanes_in.clone().resize(n).unwrap_or(lanes_in),
        lanes_out.clone().resize(n).unwrap_or(lanes_out),
    );
    if !equivalent(&a, &b) {
        return Err(ctx.op_error(
            op,
            format!(
                "each output lane is the cast of the same input lane: Packet {} must be the input Packet {} re-padded (manual: Computing Tensors › Cast Engine)",
                o.packet(),
                i.packet()
            ),
        ));
    }
    Ok(())
}
