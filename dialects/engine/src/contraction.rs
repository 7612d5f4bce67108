//! The contraction path in the `engine` dialect (L3670–4548, L6756–6819):
//!
//! ```text
//! engine.to_trf %c {address = #engine.trf_address<full>, rows = 1 : i64}
//! %a = engine.contract %c {accumulation = #engine.accumulation<interleaved>,
//!        address = #engine.trf_address<full>, collect_flits = 2 : i64, columns = 1 : i64,
//!        depth = 5 : i64, inner = 1 : i64, reduce = 64 : i64, rows = 1 : i64,
//!        time_broadcast = 1 : i64, trf_base = 0 : i64, trf_seq = #engine.seq<[64 : 64] : 64>}
//! %x = engine.cast %a {dtype = bf16}
//! ```
//!
//! `engine.to_trf` ends a pass in the TRF (the stream's outermost part per Row);
//! `engine.contract` is the whole contraction engine of a pass (Aligner, Reducer,
//! accumulator: one [`visa_tcp::Contraction`], read by [`visa_hw::contraction`]'s reader);
//! `engine.cast` is the Cast Engine. The hardware's rules on the whole pass are checked when
//! the pass becomes a `hw.tu` ([`visa_tcp::check::tu`]).

use crate::config::stream_input;
use crate::interfaces::PipelineStage;
use crate::ops::{check_result, EngineNs};
use crate::syntax as sx;
use visa_hw::kinds::{DTypeAttr, Int, Kw, Seq};
use visa_ir::{Context, Diagnostic, OpId};
use visa_tcp::{AccumulationKind, Stage, TrfAddress};

visa_ir::op! {
    /// `engine.to_trf %x {address = #engine.trf_address<...>, rows = N}`: loads the flits
    /// into the TRF; ends a pass.
    pub struct ToTrf = "engine.to_trf" {
        summary: "loads the flits into the TRF; ends a pass",
        parents: [crate::ops::Program::NAME],
        operands: [input: single],
        attrs: [address: custom(Kw<TrfAddress, EngineNs>), rows: custom(Int)],
        verify: |ctx, op| {
            stream_input(ctx, op, &[Stage::Collect])?;
            visa_hw::contraction::trf_load(ctx, op, "address", "rows").map(|_| ())
        },
        interfaces: [PipelineStage = PipelineStage(Stage::TrfLoad)],
        parse: sx::parse_sink,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `%s = engine.contract %x {address, rows, collect_flits, time_broadcast, trf_base,
    /// trf_seq, depth, accumulation, reduce, inner, columns}`: the contraction engine.
    pub struct Contract = "engine.contract" {
        summary: "the contraction engine: aligner, reducer tree and accumulator",
        parents: [crate::ops::Program::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [
            address: custom(Kw<TrfAddress, EngineNs>),
            rows: custom(Int),
            collect_flits: custom(Int),
            time_broadcast: custom(Int),
            trf_base: custom(Int),
            trf_seq: custom(Seq<EngineNs>),
            depth: custom(Int),
            accumulation: custom(Kw<AccumulationKind, EngineNs>),
            reduce: custom(Int),
            inner: custom(Int),
            columns: custom(Int),
        ],
        verify: verify_contract,
        interfaces: [PipelineStage = PipelineStage(Stage::Contract)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

visa_ir::op! {
    /// `%s = engine.cast %x {dtype = T}`: the Cast Engine narrows the i32/f32 stream to `T`,
    /// after the contraction, the vector engine or directly after the collect
    /// (`CollectTensor::cast`, L6761–6775).
    pub struct Cast = "engine.cast" {
        summary: "the cast engine: narrows the i32/f32 stream (manual: Computing Tensors › Cast Engine)",
        parents: [crate::ops::Program::NAME],
        operands: [input: single],
        results: [output: single],
        attrs: [dtype: custom(DTypeAttr)],
        verify: |ctx, op| {
            check_result(ctx, op)?;
            stream_input(ctx, op, &[Stage::Contract, Stage::VectorFinal, Stage::Collect])?;
            Cast(op).try_dtype(ctx).map(|_| ())
        },
        interfaces: [PipelineStage = PipelineStage(Stage::Cast)],
        parse: sx::parse_stage,
        print: sx::print_stage,
    }
}

fn verify_contract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    check_result(ctx, op)?;
    stream_input(ctx, op, &[Stage::Collect])?;
    visa_hw::contraction::contraction(ctx, op).map(|_| ())
}

/// The ops of this module.
pub fn ops() -> Vec<visa_ir::OpDef> {
    vec![ToTrf::def(), Contract::def(), Cast::def()]
}
