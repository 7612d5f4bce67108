//! The named structured ops `linalg.fill`, `matmul`, `batch_matmul`, `matvec`, `vecmat`
//! `dot`, `quantized_matmul` and `quantized_batch_matmul`: upstream's custom form
//! (`linalg.matmul ins(%a, %b : A, B) outs(%c : C) -> C`), and the implicit body their
//! region builders make when the custom form is parsed (upstream's `regionBuilder`),
//! which the generic form prints:
//!
//! - `fill`: `linalg.yield %in`;
//! - the contractions: both inputs cast to the output's element type (`arith.extf`, `truncf`,
//!   `extsi`/`extui`, `trunci`, `sitofp`/`uitofp`, `fptosi`/`fptoui` as the types ask,
//!   unsigned with `cast = #linalg.type_fn<cast_unsigned>`), multiplied, added to the
//!   output element: `out + a * b`;
//! - the quantized contractions: `out + (a - azp) * (b - bzp)`, every cast signed
//!   (their `cast` attribute is kept but, as upstream, changes nothing).
//!
//! `matmul`'s `indexing_maps` default to `(d0, d2)`, `(d2, d1)`, `(d0, d1)` (and
//! `batch_matmul`'s to their batched form); only other maps are written
//! (`linalg.matmul indexing_maps = [...] ins(...)`). `matvec`, `vecmat` and `dot` have
//! fixed maps, which upstream memoizes in the discardable
//! `linalg.memoized_indexing_maps` when it first verifies the op; visa sets it when the
//! custom form is parsed (decision AFF-6).

use super::syntax::{parse_ins_outs, print_ins_outs};
use crate::tensor::lists::{segment_sizes, SEGMENTS};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{
    AsmPrinter, AttrKind, Attribute, BlockId, Context, Diagnostic, KeywordAttr, Location, OpId,
    OperationState, RegionId, Type, TypeKind, Value,
};

/// The `#linalg.type_fn<...>` keywords.
pub const TYPE_FNS: &[&str] = &["cast_signed", "cast_unsigned"];

/// The array of maps of `dims` dims whose results are the dims `results` (one list
/// per map).
fn projection_maps(ctx: &mut Context, dims: u32, results: &[&[u32]]) -> Attribute {
    let maps: Vec<Attribute> = results
        .iter()
        .map(|r| {
            let exprs: Vec<_> = r.iter().map(|&d| ctx.affine_dim(d)).collect();
            let m = ctx
                .affine_map(dims, 0, &exprs)
                .expect("projections use declared dims");
            ctx.affine_map_attr(m)
        })
        .collect();
    ctx.array_attr(maps)
}

/// `[(d0, d2), (d2, d1), (d0, d1)]`, matmul's default indexing maps.
pub fn matmul_default_maps(ctx: &mut Context) -> Attribute {
    projection_maps(ctx, 3, &[&[0, 2], &[2, 1], &[0, 1]])
}

/// `[(d0, d1, d3), (d0, d3, d2), (d0, d1, d2)]`, batch_matmul's default indexing maps.
pub fn batch_matmul_default_maps(ctx: &mut Context) -> Attribute {
    projection_maps(ctx, 4, &[&[0, 1, 3], &[0, 3, 2], &[0, 1, 2]])
}

/// The fixed maps of `matvec`, `vecmat` and `dot` (upstream memoizes them in the
/// discardable `linalg.memoized_indexing_maps`).
fn fixed_maps(ctx: &mut Context, which: Named) -> Option<(Attribute, usize)> {
    Some(match which {
        Named::Matvec => (projection_maps(ctx, 2, &[&[0, 1], &[1], &[0]]), 2),
        Named::Vecmat => (projection_maps(ctx, 2, &[&[1], &[1, 0], &[0]]), 2),
        Named::Dot => (projection_maps(ctx, 1, &[&[0], &[0], &[]]), 1),
        Named::QuantizedMatmul => (projection_maps(ctx, 3, QUANTIZED_MATMUL_MAPS), 3),
        Named::QuantizedBatchMatmul => (projection_maps(ctx, 4, QUANTIZED_BATCH_MATMUL_MAPS), 4),
        _ => return None,
    })
}

/// `quantized_matmul`'s fixed maps: `A(d0, d2)`, `B(d2, d1)`, the two zero points
/// scalars, `C(d0, d1)`.
const QUANTIZED_MATMUL_MAPS: &[&[u32]] = &[&[0, 2], &[2, 1], &[], &[], &[0, 1]];

/// `quantized_batch_matmul`'s fixed maps, batched over `d0`.
const QUANTIZED_BATCH_MATMUL_MAPS: &[&[u32]] = &[&[0, 1, 3], &[0, 3, 2], &[], &[], &[0, 1, 2]];

/// The attribute kind of batch_matmul's `indexing_maps`, by default
/// [`batch_matmul_default_maps`].
pub struct BatchMatmulMaps;

impl visa_ir::ods::AttrKind for BatchMatmulMaps {
    type Value<'c> = Attribute;
    type Input<'a> = Attribute;
    const CONSTRAINT: visa_ir::AttrConstraint = visa_ir::AttrConstraint::Any;
    const SYNTAX: visa_ir::ods::AttrSyntax =
        <visa_ir::ods::AnyAttr as visa_ir::ods::AttrKind>::SYNTAX;
    const DEFAULT: Option<fn(&mut Context) -> Attribute> = Some(batch_matmul_default_maps);
    fn get(_: &Context, attr: Attribute) -> Option<Attribute> {
        Some(attr)
    }
    fn make(_: &mut Context, value: Attribute) -> Attribute {
        value
    }
}

/// The name of the discardable attribute holding the maps of `matvec`, `vecmat`, `dot`.
pub(crate) const MEMOIZED: &str = "linalg.memoized_indexing_maps";

/// The attribute kind of matmul's `indexing_maps`: an array, by default
/// [`matmul_default_maps`] (set at creation, as upstream's `DefaultValuedOptionalAttr`).
pub struct MatmulMaps;

impl visa_ir::ods::AttrKind for MatmulMaps {
    type Value<'c> = Attribute;
    type Input<'a> = Attribute;
    const CONSTRAINT: visa_ir::AttrConstraint = visa_ir::AttrConstraint::Any;
    const SYNTAX: visa_ir::ods::AttrSyntax =
        <visa_ir::ods::AnyAttr as visa_ir::ods::AttrKind>::SYNTAX;
    const DEFAULT: Option<fn(&mut Context) -> Attribute> = Some(matmul_default_maps);
    fn get(_: &Context, attr: Attribute) -> Option<Attribute> {
        Some(attr)
    }
    fn make(_: &mut Context, value: Attribute) -> Attribute {
        value
    }
}

/// Which named op a region is built for.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum Named {
    Fill,
    Matmul,
    BatchMatmul,
    Matvec,
    Vecmat,
    Dot,
    /// `contract`: `C += A * B` over the written indexing maps.
    Contract,
    /// A convolution or pooling op over NHWC images: its mnemonic.
    Window(&'static str),
    /// `quantized_matmul`: `C += (A - AZp) * (B - BZp)`, signed casts.
    QuantizedMatmul,
    /// `quantized_batch_matmul`, batched `quantized_matmul`.
    QuantizedBatchMatmul,
    /// An elementwise binary op: its mnemonic (`add`, `sub`, ...).
    Binary(&'static str),
}

/// Parses `{attrs}? ins(...) outs(...) {attrs}? (-> results)?` and builds the body.
fn parse_named(p: &mut AsmParser<'_>, state: &mut OperationState, which: Named) -> ParseResult<()> {
    p.parse_optional_attr_dict(state)?;
    let ins_loc = p.current_loc();
    let (inputs, outputs) = parse_ins_outs(p, state)?;
    let ctx = p.ctx();
    let seg = segment_sizes(ctx, &[inputs, outputs]);
    state.add_attr(ctx, SEGMENTS, seg);
    p.parse_optional_attr_dict(state)?;
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    // Upstream reports a wrong operand count for the region at the token after the op.
    let end_loc = p.current_loc();
    let ctx = p.ctx();
    let unsigned = state.attrs.iter().any(|&(n, a)| {
        ctx.str(n) == "cast"
            && ctx
                .attr_as::<KeywordAttr>(a)
                .is_some_and(|k| k.keyword == "cast_unsigned")
    });
    let types: Vec<Type> = state
        .operands
        .iter()
        .map(|&v| ctx.element_type_or_self(ctx.value_type(v)))
        .collect();
    let loc = state.loc;
    if matches!(which, Named::QuantizedMatmul | Named::QuantizedBatchMatmul) {
        let name = ctx.op_name_text(state.name).to_string();
        // Upstream's `parseNamedStructuredOpRegion` and its region builder's words.
        if types.len() != 5 {
            return Err(Diagnostic::error(
                end_loc,
                format!(
                    "custom op '{name}' [parseNamedStructuredOpRegion] ods-gen generated region expects 5 args, got {}",
                    types.len()
                ),
            ));
        }
        if ctx.int_width(types[4]) == Some(1) {
            return Err(Diagnostic::error(
                ins_loc,
                format!("custom op '{name}' unsupported operation: sub with bools"),
            ));
        }
    }
    if let Named::Window(mnemonic) = which {
        if !state.attrs.iter().any(|&(n, _)| ctx.str(n) == MEMOIZED) {
            let strides = window_param(ctx, state, "strides");
            let dilations = window_param(ctx, state, "dilations");
            let maps = window_maps(ctx, mnemonic, strides, dilations);
            state.add_attr(ctx, MEMOIZED, maps);
        }
    }
    if let Some((maps, _)) = fixed_maps(ctx, which) {
        // Upstream memoizes the maps when the op is first verified.
        if !state.attrs.iter().any(|&(n, _)| ctx.str(n) == MEMOIZED) {
            state.add_attr(ctx, MEMOIZED, maps);
        }
    }
    let region = state.add_region(ctx);
    build_body(ctx, region, &types, loc, which, unsigned);
    Ok(())
}

/// An op `name(operands) -> result` appended to `block`; its result.
pub(super) fn emit(
    ctx: &mut Context,
    block: BlockId,
    name: &str,
    operands: &[Value],
    result: Option<Type>,
    loc: Location,
) -> Option<Value> {
    let n = ctx.intern_op_name(name);
    let mut st = OperationState::new(n, loc);
    st.operands.extend_from_slice(operands);
    st.result_types.extend(result);
    let op = ctx.create_op(st);
    ctx.append_op(block, op);
    ctx.results(op).first().copied()
}

/// The width of an integer or float type.
fn width(ctx: &Context, ty: Type) -> u32 {
    match ctx.type_kind(ty) {
        TypeKind::Float(k) => k.width(),
        _ => ctx.int_width(ty).unwrap_or(0),
    }
}

/// `v` converted to `to` as upstream's `cast_signed` / `cast_unsigned` type functions.
fn cast(
    ctx: &mut Context,
    block: BlockId,
    v: Value,
    to: Type,
    unsigned: bool,
    loc: Location,
) -> Value {
    let from = ctx.value_type(v);
    if from == to {
        return v;
    }
    let is_float = |ctx: &Context, t: Type| matches!(ctx.type_kind(t), TypeKind::Float(_));
    let (ff, tf) = (is_float(ctx, from), is_float(ctx, to));
    let (wf, wt) = (width(ctx, from), width(ctx, to));
    let name = match (ff, tf) {
        (true, true) if wf < wt => "arith.extf",
        (true, true) => "arith.truncf",
        (false, false)
            if matches!(ctx.type_kind(to), TypeKind::Index)
                || matches!(ctx.type_kind(from), TypeKind::Index) =>
        {
            if unsigned {
                "arith.index_castui"
            } else {
                "arith.index_cast"
            }
        }
        (false, false) if wf < wt => {
            if unsigned {
                "arith.extui"
            } else {
                "arith.extsi"
            }
        }
        (false, false) => "arith.trunci",
        (false, true) => {
            if unsigned {
                "arith.uitofp"
            } else {
                "arith.sitofp"
            }
        }
        (true, false) => {
            if unsigned {
                "arith.fptoui"
            } else {
                "arith.fptosi"
            }
        }
    };
    emit(ctx, block, name, &[v], Some(to), loc).unwrap_or(v)
}

/// The `arith` op of the elementwise binary op `kind` on floats or integers.
fn binary_payload(kind: &str, float: bool) -> &'static str {
    match (kind, float) {
        ("add", true) => "arith.addf",
        ("add", false) => "arith.addi",
        ("sub", true) => "arith.subf",
        ("sub", false) => "arith.subi",
        ("mul", true) => "arith.mulf",
        ("mul", false) => "arith.muli",
        ("div" | "div_unsigned", true) => "arith.divf",
        ("div", false) => "arith.divsi",
        ("div_unsigned", false) => "arith.divui",
        ("max", true) => "arith.maximumf",
        ("max", false) => "arith.maxsi",
        ("min", true) => "arith.minimumf",
        _ => "arith.minsi",
    }
}

/// Parses what follows an elementwise binary op (`linalg.add`, ...).
pub(crate) fn parse_binary(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ctx = p.ctx();
    let name = ctx.op_name_text(state.name).to_string();
    let kind = super::BINARY_OPS
        .iter()
        .copied()
        .find(|k| name.strip_prefix("linalg.") == Some(*k))
        .unwrap_or("add");
    parse_named(p, state, Named::Binary(kind))
}

/// Checks an elementwise binary op: two inputs and one init of one shape.
pub(crate) fn verify_binary(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((ins, outs)) = super::inputs_and_outputs(ctx, op) else {
        crate::tensor::lists::segments(ctx, op, 2)?;
        return Ok(());
    };
    if ins.len() != 2 || outs.len() != 1 {
        return Err(ctx.op_error(op, "expected two inputs and one output"));
    }
    super::verify::verify_shaped_inits(ctx, op, ins.len(), outs)?;
    super::verify::verify_results(ctx, op, ins.len(), outs)
}

/// The body of a `which` op whose block arguments have `types`.
fn build_body(
    ctx: &mut Context,
    region: RegionId,
    types: &[Type],
    loc: Location,
    which: Named,
    unsigned: bool,
) {
    let block = ctx.push_block(region);
    let args: Vec<Value> = types
        .iter()
        .map(|&t| ctx.add_block_arg(block, t, None))
        .collect();
    let yielded = match which {
        Named::Fill => args.first().copied(),
        Named::Binary(kind) if args.len() == 3 => {
            // No casts: both inputs and the payload have the first input's type.
            let ty = types[0];
            let float = matches!(ctx.type_kind(ty), TypeKind::Float(_));
            let name = binary_payload(kind, float);
            emit(ctx, block, name, &[args[0], args[1]], Some(ty), loc)
        }
        Named::Binary(_) => None,
        Named::QuantizedMatmul | Named::QuantizedBatchMatmul if args.len() == 5 => {
            // `(cast(A) - cast(AZp)) * (cast(B) - cast(BZp)) + C`, in upstream's order;
            // the casts are signed whatever `cast` says (the op has no type function).
            let out_ty = types[4];
            let float = matches!(ctx.type_kind(out_ty), TypeKind::Float(_));
            let (sub, mul, add) = if float {
                ("arith.subf", "arith.mulf", "arith.addf")
            } else {
                ("arith.subi", "arith.muli", "arith.addi")
            };
            let side = |ctx: &mut Context, v: Value, zp: Value| {
                let v = cast(ctx, block, v, out_ty, false, loc);
                let zp = cast(ctx, block, zp, out_ty, false, loc);
                emit(ctx, block, sub, &[v, zp], Some(out_ty), loc)
            };
            let a = side(ctx, args[0], args[2]);
            let b = side(ctx, args[1], args[3]);
            match (a, b) {
                (Some(a), Some(b)) => emit(ctx, block, mul, &[a, b], Some(out_ty), loc)
                    .and_then(|m| emit(ctx, block, add, &[args[4], m], Some(out_ty), loc)),
                _ => None,
            }
        }
        Named::QuantizedMatmul | Named::QuantizedBatchMatmul => None,
        Named::Window(m) if m.starts_with("pooling") && args.len() == 3 => {
            // `out = max(out, cast(in))` / `out + cast(in)`; the window only gives the
            // shape.
            let out_ty = types[2];
            let float = matches!(ctx.type_kind(out_ty), TypeKind::Float(_));
            let name = match (&m[m.len() - 4..], float) {
                ("_max", true) => "arith.maximumf",
                ("_max", false) => "arith.maxsi",
                ("_min", true) => "arith.minimumf",
                ("_min", false) => "arith.minsi",
                (_, true) => "arith.addf",
                (_, false) => "arith.addi",
            };
            let v = cast(ctx, block, args[0], out_ty, unsigned, loc);
            emit(ctx, block, name, &[args[2], v], Some(out_ty), loc)
        }
        _ if args.len() == 3 => {
            let out_ty = types[2];
            let a = cast(ctx, block, args[0], out_ty, unsigned, loc);
            let b = cast(ctx, block, args[1], out_ty, unsigned, loc);
            let float = matches!(ctx.type_kind(out_ty), TypeKind::Float(_));
            let (mul, add) = if float {
                ("arith.mulf", "arith.addf")
            } else if ctx.int_width(out_ty) == Some(1) {
                ("arith.andi", "arith.ori")
            } else {
                ("arith.muli", "arith.addi")
            };
            let m = emit(ctx, block, mul, &[a, b], Some(out_ty), loc);
            m.and_then(|m| emit(ctx, block, add, &[args[2], m], Some(out_ty), loc))
        }
        _ => None,
    };
    let values: Vec<Value> = yielded.into_iter().collect();
    emit(ctx, block, super::Yield::NAME, &values, None, loc);
}

/// Parses what follows `linalg.fill`.
pub(crate) fn parse_fill(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_named(p, state, Named::Fill)
}

/// Parses what follows `linalg.matmul`: `(indexing_maps = [...])?` then the common
/// named-op form.
pub(crate) fn parse_matmul(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_with_maps(p, state, Named::Matmul, matmul_default_maps)
}

/// Parses what follows `linalg.batch_matmul`, as `linalg.matmul`.
pub(crate) fn parse_batch_matmul(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_with_maps(p, state, Named::BatchMatmul, batch_matmul_default_maps)
}

/// Parses what follows `linalg.matvec`.
pub(crate) fn parse_matvec(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_named(p, state, Named::Matvec)
}

/// Parses what follows `linalg.vecmat`.
pub(crate) fn parse_vecmat(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_named(p, state, Named::Vecmat)
}

/// Parses what follows `linalg.dot`.
pub(crate) fn parse_dot(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    parse_named(p, state, Named::Dot)
}

/// Parses what follows `linalg.contract`: `indexing_maps = [...]` (required), then
/// the common named-op form.
pub(crate) fn parse_contract(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let loc = p.current_loc();
    if !p.parse_optional_keyword("indexing_maps") {
        return Err(Diagnostic::error(
            loc,
            "custom op 'linalg.contract' expected 'indexing_maps' attribute",
        ));
    }
    let maps = parse_map_list(p)?;
    let ctx = p.ctx();
    state.add_attr(ctx, "indexing_maps", maps);
    parse_named(p, state, Named::Contract)
}

/// Prints what follows `linalg.contract`: its maps always.
pub(crate) fn print_contract(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(maps) = ctx.attr(op, "indexing_maps") {
        p.write_str(" indexing_maps = ");
        p.print_attr(maps);
    }
    print_named(p, op, &[SEGMENTS, MEMOIZED, "indexing_maps"]);
}

/// `linalg.contract`: upstream's `ContractOp::verify` (each map a projected
/// permutation of the operand's rank over one iteration space; every dim used, each
/// either parallel — in the output and at most once per input side — or contracting —
/// in both inputs and not the output; at least one contracting dim), then the
/// structured-op rules. Its words carry no op prefix, as upstream's `emitError`.
pub(crate) fn verify_contract(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    use visa_ir::affine::AffineExprKind as K;
    let Some((ins, outs)) = super::inputs_and_outputs(ctx, op) else {
        crate::tensor::lists::segments(ctx, op, 2)?;
        return Ok(());
    };
    if ins.len() != 2 || outs.len() != 1 {
        return Err(ctx.op_error(op, "expected two inputs and one output"));
    }
    let err = |m: String| Err(Diagnostic::error(ctx.op_loc(op), m));
    let maps: Vec<_> = match ctx.attr(op, "indexing_maps").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Array(items)) => items
            .iter()
            .filter_map(|&a| ctx.attr_affine_map(a))
            .collect(),
        _ => return Err(ctx.op_error(op, "requires attribute 'indexing_maps'")),
    };
    let mut dims: Option<u32> = None;
    let (mut in_occ, mut out_occ) = (Vec::new(), Vec::new());
    for (i, (map, &v)) in maps.iter().zip(ins.iter().chain(outs)).enumerate() {
        let perm = map.num_symbols() == 0 && {
            let mut seen = vec![false; map.num_dims() as usize];
            map.results().iter().all(|&e| match ctx.affine_kind(e) {
                K::Dim(d) => !std::mem::replace(&mut seen[d as usize], true),
                _ => false,
            })
        };
        if !perm {
            return err("provided affine_map is not a projected permutation".into());
        }
        match ctx.shaped(ctx.value_type(v)) {
            Some(s) if s.rank() != Some(map.num_results()) => {
                return err(
                    "ranks of shaped operand and results of corresponding affine_map differ".into(),
                )
            }
            None if map.num_results() != 0 => {
                return err(
                    "affine_map specifies shaped access while operand has non-shaped type".into(),
                )
            }
            _ => {}
        }
        match dims {
            None => {
                dims = Some(map.num_dims());
                in_occ = vec![0usize; map.num_dims() as usize];
                out_occ = vec![0usize; map.num_dims() as usize];
            }
            Some(d) if d != map.num_dims() => {
                return err("iteration spaces of provided affine_maps differ".into())
            }
            Some(_) => {}
        }
        for &e in map.results() {
            if let K::Dim(d) = ctx.affine_kind(e) {
                let occ = if i < 2 { &mut in_occ } else { &mut out_occ };
                occ[d as usize] += 1;
            }
        }
    }
    let mut contracting = false;
    for (d, (&i, &o)) in in_occ.iter().zip(&out_occ).enumerate() {
        contracting |= i == 2 && o == 0;
        if i == 0 && o == 0 {
            return err(format!(
                "iteration space dim at index {d} not used to access any operand"
            ));
        }
        if i == 1 && o != 1 {
            return err(format!(
                "iteration space dim at index {d} is neither a contracting dim nor of parallel iteration type"
            ));
        }
    }
    if !contracting {
        return err("'indexing_maps' do not specify a contracting dimension".into());
    }
    super::verify::verify_shaped_inits(ctx, op, ins.len(), outs)?;
    super::verify::verify_maps(ctx, op, dims.unwrap_or(0) as usize)?;
    super::verify::verify_results(ctx, op, ins.len(), outs)
}

/// `(indexing_maps = [...])?` (else `default`), then the common named-op form.
fn parse_with_maps(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    which: Named,
    default: fn(&mut Context) -> Attribute,
) -> ParseResult<()> {
    let maps = if p.parse_optional_keyword("indexing_maps") {
        parse_map_list(p)?
    } else {
        default(p.ctx())
    };
    let ctx = p.ctx();
    state.add_attr(ctx, "indexing_maps", maps);
    parse_named(p, state, which)
}

/// `= [affine_map<...>, ...]` after the `indexing_maps` keyword.
fn parse_map_list(p: &mut AsmParser<'_>) -> ParseResult<Attribute> {
    p.parse_equal()?;
    p.parse_lsquare()?;
    let mut maps = Vec::new();
    loop {
        let a = p.parse_attribute()?;
        if p.ctx().attr_affine_map(a).is_none() {
            return Err(p.emit_error("expected affine map attribute"));
        }
        maps.push(a);
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_rsquare()?;
    Ok(p.ctx().array_attr(maps))
}

/// Prints `{attrs}? ins(...) outs(...) (-> results)?`, leaving out `elided`.
fn print_named(p: &mut AsmPrinter<'_>, op: OpId, elided: &[&str]) {
    let ctx = p.ctx();
    p.print_optional_attr_dict(op, elided);
    print_ins_outs(p, op);
    let results: Vec<Type> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
    if !results.is_empty() {
        p.write_str(" -> ");
        p.print_result_types(&results);
    }
}

/// Prints what follows `linalg.fill`.
pub(crate) fn print_fill(p: &mut AsmPrinter<'_>, op: OpId) {
    print_named(p, op, &[SEGMENTS]);
}

/// Prints what follows `linalg.matvec`, `linalg.vecmat` or `linalg.dot`.
pub(crate) fn print_fixed(p: &mut AsmPrinter<'_>, op: OpId) {
    print_named(p, op, &[SEGMENTS, MEMOIZED]);
}

/// Whether `maps` equals `default` (compared structurally, as upstream).
fn is_default_maps(ctx: &Context, maps: Attribute, default: &[&[u32]], dims: u32) -> bool {
    let AttrKind::Array(items) = ctx.attr_kind(maps) else {
        return false;
    };
    items.len() == default.len()
        && items.iter().zip(default).all(|(&a, w)| {
            ctx.attr_affine_map(a).is_some_and(|m| {
                m.num_dims() == dims
                    && m.num_symbols() == 0
                    && m.results().len() == w.len()
                    && m.results().iter().zip(w.iter()).all(|(&e, &d)| {
                        ctx.affine_kind(e) == visa_ir::affine::AffineExprKind::Dim(d)
                    })
            })
        })
}

/// Prints ` indexing_maps = [...]` unless the maps are `default`, then the rest.
fn print_with_maps(p: &mut AsmPrinter<'_>, op: OpId, default: &[&[u32]], dims: u32) {
    let ctx = p.ctx();
    if let Some(maps) = ctx.attr(op, "indexing_maps") {
        if !is_default_maps(ctx, maps, default, dims) {
            p.write_str(" indexing_maps = ");
            p.print_attr(maps);
        }
    }
    print_named(p, op, &[SEGMENTS, MEMOIZED, "indexing_maps"]);
}

/// Prints what follows `linalg.matmul`.
pub(crate) fn print_matmul(p: &mut AsmPrinter<'_>, op: OpId) {
    print_with_maps(p, op, &[&[0, 2], &[2, 1], &[0, 1]], 3);
}

/// Prints what follows `linalg.batch_matmul`.
pub(crate) fn print_batch_matmul(p: &mut AsmPrinter<'_>, op: OpId) {
    print_with_maps(p, op, &[&[0, 1, 3], &[0, 3, 2], &[0, 1, 2]], 4);
}

/// `linalg.fill`: one input, a scalar of the output's element type.
pub(crate) fn verify_fill(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((ins, outs)) = super::inputs_and_outputs(ctx, op) else {
        crate::tensor::lists::segments(ctx, op, 2)?;
        return Ok(());
    };
    if ins.len() != 1 || outs.len() != 1 {
        return Err(ctx.op_error(op, "expected one input and one output"));
    }
    let value = ctx.value_type(ins[0]);
    if ctx.shaped(value).is_some() {
        // Upstream's words carry no op prefix here.
        return Err(Diagnostic::error(
            ctx.op_loc(op),
            "expected op with scalar input",
        ));
    }
    let elem = ctx.element_type_or_self(ctx.value_type(outs[0]));
    if value != elem {
        return Err(ctx.op_error(
            op,
            format!(
                "expected fill value type ('{}') to match output element type ('{}')",
                ctx.type_to_string(value),
                ctx.type_to_string(elem)
            ),
        ));
    }
    super::verify::verify_results(ctx, op, ins.len(), outs)
}

/// A contraction (`matmul`, `batch_matmul`): two inputs, one output, the maps of
/// `loops` dims.
fn verify_contraction(ctx: &Context, op: OpId, loops: usize) -> Result<(), Diagnostic> {
    let Some((ins, outs)) = super::inputs_and_outputs(ctx, op) else {
        crate::tensor::lists::segments(ctx, op, 2)?;
        return Ok(());
    };
    if ins.len() != 2 || outs.len() != 1 {
        return Err(ctx.op_error(op, "expected two inputs and one output"));
    }
    super::verify::verify_shaped_inits(ctx, op, ins.len(), outs)?;
    super::verify::verify_maps(ctx, op, loops)?;
    super::verify::verify_results(ctx, op, ins.len(), outs)
}

/// `linalg.matmul`.
pub(crate) fn verify_matmul(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_contraction(ctx, op, 3)
}

/// `linalg.batch_matmul`.
pub(crate) fn verify_batch_matmul(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_contraction(ctx, op, 4)
}

/// `matvec`, `vecmat`, `dot`: two inputs, one output, the op's fixed maps.
fn verify_fixed(ctx: &Context, op: OpId, maps: &[&[u32]]) -> Result<(), Diagnostic> {
    let Some((ins, outs)) = super::inputs_and_outputs(ctx, op) else {
        crate::tensor::lists::segments(ctx, op, 2)?;
        return Ok(());
    };
    if ins.len() + 1 != maps.len() || outs.len() != 1 {
        return Err(ctx.op_error(
            op,
            format!(
                "expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})",
                maps.len(),
                ins.len() + outs.len()
            ),
        ));
    }
    super::verify::verify_shaped_inits(ctx, op, ins.len(), outs)?;
    for (i, (&v, m)) in ins.iter().chain(outs).zip(maps).enumerate() {
        let r = ctx
            .shaped(ctx.value_type(v))
            .and_then(|s| s.rank())
            .unwrap_or(0);
        if r != m.len() {
            return Err(ctx.op_error(
                op,
                format!(
                    "expected operand #{i} rank ({r}) to match the result rank of indexing_map ({})",
                    m.len()
                ),
            ));
        }
    }
    // The fixed maps as memoized (set when parsed, printed by upstream's generic form).
    if let Some(AttrKind::Array(items)) = ctx.attr(op, MEMOIZED).map(|a| ctx.attr_kind(a)) {
        let maps: Option<Vec<_>> = items.iter().map(|&a| ctx.attr_affine_map(a)).collect();
        if let Some(maps) = maps.filter(|m| m.len() == ins.len() + outs.len()) {
            super::verify::verify_static_shapes(ctx, op, &maps)?;
        }
    }
    super::verify::verify_results(ctx, op, ins.len(), outs)
}

/// `linalg.matvec`.
pub(crate) fn verify_matvec(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_fixed(ctx, op, &[&[0, 1], &[1], &[0]])
}

/// `linalg.vecmat`.
pub(crate) fn verify_vecmat(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_fixed(ctx, op, &[&[1], &[1, 0], &[0]])
}

/// `linalg.dot`.
pub(crate) fn verify_dot(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_fixed(ctx, op, &[&[0], &[0], &[]])
}

/// The mnemonics of the window ops (convolutions and poolings over NHWC images).
pub(crate) const WINDOW_OPS: &[&str] = &[
    "conv_2d_nhwc_hwcf",
    "conv_2d_nhwc_fhwc",
    "conv_2d_nchw_fchw",
    "pooling_nhwc_max",
    "pooling_nhwc_min",
    "pooling_nhwc_sum",
    "pooling_nchw_max",
    "pooling_nchw_sum",
];

/// The two values of a window op's `strides` or `dilations` (`dense<...> :
/// tensor<2xi64>`), 1 each by default.
fn window_param(ctx: &Context, state: &OperationState, name: &str) -> [i64; 2] {
    let attr = state
        .attrs
        .iter()
        .find(|&&(n, _)| ctx.str(n) == name)
        .map(|&(_, a)| a);
    let Some(d) = attr.and_then(|a| ctx.dense(a)) else {
        return [1, 1];
    };
    let at = |i: u64| {
        let i = if d.is_splat() { 0 } else { i };
        if i < d.num_elements().max(1) {
            d.bits(i) as u64 as i64
        } else {
            1
        }
    };
    [at(0), at(1)]
}

/// The indexing maps of the window op `mnemonic` with `strides` and `dilations`:
/// input `(n, oh * s0 + kh * d0, ow * s1 + kw * d1, c)`, the filter or window, output
/// `(n, oh, ow, f)` (upstream's yaml definitions).
fn window_maps(
    ctx: &mut Context,
    mnemonic: &str,
    strides: [i64; 2],
    dilations: [i64; 2],
) -> Attribute {
    let conv = mnemonic.starts_with("conv");
    let dims = if conv { 7 } else { 6 };
    let d: Vec<_> = (0..dims).map(|i| ctx.affine_dim(i)).collect();
    let spatial = |ctx: &mut Context, o: usize, k: usize, i: usize| {
        let s = ctx.affine_constant(strides[i]);
        let dl = ctx.affine_constant(dilations[i]);
        let a = ctx.affine_mul(d[o], s);
        let b = ctx.affine_mul(d[k], dl);
        ctx.affine_add(a, b)
    };
    let nchw = mnemonic.contains("nchw");
    let (input, filter) = match (conv, nchw) {
        // (n, oh, ow, f, kh, kw, c) / (n, oh, ow, c, kh, kw).
        (_, false) => {
            let h = spatial(ctx, 1, 4, 0);
            let w = spatial(ctx, 2, 5, 1);
            let channel = if conv { d[6] } else { d[3] };
            let filter = match mnemonic {
                "conv_2d_nhwc_hwcf" => vec![d[4], d[5], d[6], d[3]],
                "conv_2d_nhwc_fhwc" => vec![d[3], d[4], d[5], d[6]],
                _ => vec![d[4], d[5]],
            };
            (vec![d[0], h, w, channel], filter)
        }
        // (n, f, oh, ow, c, kh, kw).
        (true, true) => {
            let h = spatial(ctx, 2, 5, 0);
            let w = spatial(ctx, 3, 6, 1);
            (vec![d[0], d[4], h, w], vec![d[1], d[4], d[5], d[6]])
        }
        // (n, c, oh, ow, kh, kw).
        (false, true) => {
            let h = spatial(ctx, 2, 4, 0);
            let w = spatial(ctx, 3, 5, 1);
            (vec![d[0], d[1], h, w], vec![d[4], d[5]])
        }
    };
    let output = vec![d[0], d[1], d[2], d[3]];
    let maps: Vec<Attribute> = [input, filter, output]
        .iter()
        .map(|r| {
            let m = ctx
                .affine_map(dims, 0, r)
                .expect("window maps use declared dims");
            ctx.affine_map_attr(m)
        })
        .collect();
    ctx.array_attr(maps)
}

/// Parses what follows a window op (`linalg.conv_2d_nhwc_hwcf`, ...).
pub(crate) fn parse_window(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let name = p.ctx().op_name_text(state.name).to_string();
    let mnemonic = WINDOW_OPS
        .iter()
        .copied()
        .find(|m| name.strip_prefix("linalg.") == Some(*m))
        .unwrap_or("conv_2d_nhwc_hwcf");
    parse_named(p, state, Named::Window(mnemonic))
}

/// A window op: two inputs (image, filter or window) and one output, the ranks of its
/// memoized maps, the static shape checks through them.
pub(crate) fn verify_window(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((ins, outs)) = super::inputs_and_outputs(ctx, op) else {
        crate::tensor::lists::segments(ctx, op, 2)?;
        return Ok(());
    };
    if ins.len() != 2 || outs.len() != 1 {
        return Err(ctx.op_error(
            op,
            format!(
                "expected the number of indexing_map (3) to be equal to the number of input/output operands ({})",
                ins.len() + outs.len()
            ),
        ));
    }
    super::verify::verify_shaped_inits(ctx, op, ins.len(), outs)?;
    if let Some(AttrKind::Array(items)) = ctx.attr(op, MEMOIZED).map(|a| ctx.attr_kind(a)) {
        let maps: Option<Vec<_>> = items.iter().map(|&a| ctx.attr_affine_map(a)).collect();
        if let Some(maps) = maps.filter(|m| m.len() == 3) {
            for (i, (m, &v)) in maps.iter().zip(ins.iter().chain(outs)).enumerate() {
                let r = ctx
                    .shaped(ctx.value_type(v))
                    .and_then(|s| s.rank())
                    .unwrap_or(0);
                if r != m.num_results() {
                    return Err(ctx.op_error(
                        op,
                        format!(
                            "expected operand #{i} rank ({r}) to match the result rank of indexing_map ({})",
                            m.num_results()
                        ),
                    ));
                }
            }
            super::verify::verify_static_shapes(ctx, op, &maps)?;
        }
    }
    super::verify::verify_results(ctx, op, ins.len(), outs)
}

/// Parses what follows `linalg.quantized_matmul`.
pub(crate) fn parse_quantized_matmul(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_named(p, state, Named::QuantizedMatmul)
}

/// Parses what follows `linalg.quantized_batch_matmul`.
pub(crate) fn parse_quantized_batch_matmul(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_named(p, state, Named::QuantizedBatchMatmul)
}

/// `linalg.quantized_matmul`: four inputs (A, B and their zero points), one output.
pub(crate) fn verify_quantized_matmul(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_fixed(ctx, op, QUANTIZED_MATMUL_MAPS)
}

/// `linalg.quantized_batch_matmul`.
pub(crate) fn verify_quantized_batch_matmul(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    verify_fixed(ctx, op, QUANTIZED_BATCH_MATMUL_MAPS)
}
