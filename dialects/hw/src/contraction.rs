//! The contraction path of a `hw.tu` pass (L3670–4548, L6756–6819): the nested ops
//! `hw.contract` (Aligner, Reducer and accumulator: one [`visa_tcp::Contraction`]) and
//! `hw.cast` (the Cast Engine's output type), and the `to_trf` sink's attributes
//! (`sink = "trf"`, `trf_address`, `trf_rows`).
//!
//! ```text
//! %t = hw.tu(%w) attributes {..., sink = "commit", ...} {
//!   hw.contract {accumulation = #hw.accumulation<interleaved>, address = #hw.trf_address<full>,
//!                collect_flits = 2 : i64, columns = 1 : i64, depth = 5 : i64, inner = 1 : i64,
//!                reduce = 64 : i64, rows = 1 : i64, time_broadcast = 1 : i64, trf_base = 0 : i64,
//!                trf_seq = #hw.seq<[64 : 64] : 64>}
//!   hw.cast {dtype = bf16}
//! }
//! ```
//!
//! The ops nest in pipeline order: `hw.contract` first, then the vector program's
//! `hw.ve_fxp`, then `hw.cast`. Their readers check the attribute kinds and ranges; the
//! hardware's rules ([`visa_tcp::contraction::check_contraction`], run by
//! [`visa_tcp::check::tu`]) are checked on the whole command by the program verifier.

use crate::attrs;
use crate::kinds::{DTypeAttr, HwNs, Int, Kw, Seq};
use crate::ops::Tu;
use crate::syntax;
use visa_ir::{Context, Diagnostic, OpId, OperationState};
use visa_tcp::{Accumulate, AccumulationKind, Contraction, DType, TrfAddress, TrfLoad};

visa_ir::op! {
    /// `hw.contract {address, rows, collect_flits, time_broadcast, trf_base, trf_seq, depth,
    /// accumulation, reduce, inner, columns}`: the contraction engine of a pass.
    pub struct Contract = "hw.contract" {
        summary: "the contraction engine of a pass: aligner, reducer tree and accumulator",
        parents: [Tu::NAME],
        attrs: [
            address: custom(Kw<TrfAddress, HwNs>),
            rows: custom(Int),
            collect_flits: custom(Int),
            time_broadcast: custom(Int),
            trf_base: custom(Int),
            trf_seq: custom(Seq<HwNs>),
            depth: custom(Int),
            accumulation: custom(Kw<AccumulationKind, HwNs>),
            reduce: custom(Int),
            inner: custom(Int),
            columns: custom(Int),
        ],
        verify: |ctx, op| contraction(ctx, op).map(|_| ()),
        parse: syntax::parse_attrs_only,
        print: syntax::print_attrs_only,
    }
}

visa_ir::op! {
    /// `hw.cast {dtype = T}`: the Cast Engine narrows the pass's i32/f32 stream to `T`.
    pub struct Cast = "hw.cast" {
        summary: "the cast engine: narrows the i32/f32 stream of a pass (manual: Computing Tensors › Cast Engine)",
        parents: [Tu::NAME],
        attrs: [dtype: custom(DTypeAttr)],
        verify: |ctx, op| attrs::dtype(ctx, op, "dtype").map(|_| ()),
        parse: syntax::parse_attrs_only,
        print: syntax::print_attrs_only,
    }
}

/// A non-negative integer attribute that fits in `u32`.
pub fn u32_attr(ctx: &Context, op: OpId, name: &str) -> Result<u32, Diagnostic> {
    let v = attrs::uint(ctx, op, name)?;
    u32::try_from(v).map_err(|_| {
        ctx.op_error(
            op,
            format!("attribute '{name}' = {v} does not fit in 32 bits"),
        )
    })
}

/// Translates one `hw.contract` (or an engine op with the same attributes).
pub fn contraction(ctx: &Context, op: OpId) -> Result<Contraction, Diagnostic> {
    Ok(Contraction {
        address: attrs::keyword(ctx, op, "address")?,
        rows: u32_attr(ctx, op, "rows")?,
        collect_flits: u32_attr(ctx, op, "collect_flits")?,
        time_broadcast: u32_attr(ctx, op, "time_broadcast")?,
        trf_base: attrs::uint(ctx, op, "trf_base")?,
        trf_seq: attrs::seq(ctx, op, "trf_seq")?,
        depth: u32_attr(ctx, op, "depth")?,
        accumulate: Accumulate {
            kind: attrs::keyword(ctx, op, "accumulation")?,
            reduce: u32_attr(ctx, op, "reduce")?,
            inner: u32_attr(ctx, op, "inner")?,
            columns: u32_attr(ctx, op, "columns")?,
        },
    })
}

/// Adds the attributes of `c` to an op under construction (`hw.contract` or its engine
/// counterpart), keywords and sequencer in namespace `dialect`.
pub fn contraction_attrs(
    ctx: &mut Context,
    st: &mut OperationState,
    dialect: &'static str,
    c: &Contraction,
) {
    let kw = attrs::keyword_attr(ctx, dialect, c.address);
    st.add_attr(ctx, "address", kw);
    let kw = attrs::keyword_attr(ctx, dialect, c.accumulate.kind);
    st.add_attr(ctx, "accumulation", kw);
    let seq = attrs::seq_attr(ctx, dialect, &c.trf_seq);
    st.add_attr(ctx, "trf_seq", seq);
    for (name, v) in [
        ("rows", u64::from(c.rows)),
        ("collect_flits", u64::from(c.collect_flits)),
        ("time_broadcast", u64::from(c.time_broadcast)),
        ("trf_base", c.trf_base),
        ("depth", u64::from(c.depth)),
        ("reduce", u64::from(c.accumulate.reduce)),
        ("inner", u64::from(c.accumulate.inner)),
        ("columns", u64::from(c.accumulate.columns)),
    ] {
        let a = attrs::i64_attr(ctx, v as i64);
        st.add_attr(ctx, name, a);
    }
}

/// The `to_trf` sink of a `hw.tu` with `sink = "trf"`: `trf_address` and `trf_rows`.
pub fn trf_sink(ctx: &Context, op: OpId) -> Result<TrfLoad, Diagnostic> {
    trf_load(ctx, op, "trf_address", "trf_rows")
}

/// A TRF load read from the keyword attribute `address` and the integer `rows` of `op`.
pub fn trf_load(ctx: &Context, op: OpId, address: &str, rows: &str) -> Result<TrfLoad, Diagnostic> {
    Ok(TrfLoad {
        address: attrs::keyword(ctx, op, address)?,
        rows: u32_attr(ctx, op, rows)?,
    })
}

/// Adds the `to_trf` sink's attributes.
pub fn trf_sink_attrs(ctx: &mut Context, st: &mut OperationState, t: &TrfLoad) {
    let s = ctx.string_attr("trf");
    st.add_attr(ctx, "sink", s);
    let kw = attrs::keyword_attr(ctx, "hw", t.address);
    st.add_attr(ctx, "trf_address", kw);
    let r = attrs::i64_attr(ctx, i64::from(t.rows));
    st.add_attr(ctx, "trf_rows", r);
}

/// The nested stages of a `hw.tu` region in pipeline order: an optional `hw.contract`, the
/// vector program's ops, an optional `hw.cast`, an optional `hw.transpose`.
#[derive(Debug, Default)]
pub struct Stages {
    /// The contraction engine.
    pub contraction: Option<Box<Contraction>>,
    /// The vector-engine ops (`hw.ve_fxp`), in order.
    pub vector: Vec<OpId>,
    /// The Cast Engine's output type.
    pub cast: Option<DType>,
    /// The Transpose Engine (its `bits` still 0: the stream's width, set by the caller).
    pub transpose: Option<visa_tcp::transpose::Transpose>,
}

/// Splits the ops of a `hw.tu` region into its stages, rejecting any op out of pipeline
/// order or not a stage.
pub fn stages(ctx: &Context, tu: OpId) -> Result<Stages, Diagnostic> {
    let mut s = Stages::default();
    for &r in ctx.regions(tu) {
        for &b in ctx.region_blocks(r) {
            for v in ctx.block_ops(b) {
                if s.transpose.is_some() {
                    return Err(ctx.op_error(
                        v,
                        "comes after 'hw.transpose'; the transpose engine is the last stage before the sink",
                    ));
                }
                if crate::transpose::HwTranspose::matches(ctx, v).is_some() {
                    s.transpose = Some(crate::transpose::config(ctx, v, 0)?);
                } else if Contract::matches(ctx, v).is_some() {
                    if s.contraction.is_some() || !s.vector.is_empty() || s.cast.is_some() {
                        return Err(ctx.op_error(
                            v,
                            "must be the first stage of its pass, and the only 'hw.contract'",
                        ));
                    }
                    s.contraction = Some(Box::new(contraction(ctx, v)?));
                } else if Cast::matches(ctx, v).is_some() {
                    if s.cast.is_some() {
                        return Err(ctx.op_error(v, "is the second 'hw.cast' of its pass"));
                    }
                    s.cast = Some(attrs::dtype(ctx, v, "dtype")?);
                } else if crate::ops::VeFxp::matches(ctx, v).is_some()
                    || crate::ops::VeOpOp::matches(ctx, v).is_some()
                {
                    if s.cast.is_some() {
                        return Err(ctx.op_error(
                            v,
                            "comes after 'hw.cast'; the vector engine runs before the cast engine",
                        ));
                    }
                    s.vector.push(v);
                } else {
                    return Err(ctx.op_error(
                        v,
                        "is not allowed in 'hw.tu' (expected hw.contract, hw.ve_fxp, hw.ve_op, hw.cast or hw.transpose)",
                    ));
                }
            }
        }
    }
    Ok(s)
}
