//! `linalg.elementwise` (MLIR 22): one elementwise function of one, two or three
//! inputs named by `kind = #linalg.elementwise_kind<...>`, over identity indexing maps
//! unless others are written.
//!
//! ```text
//! %r = linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : A, B) outs(%c : C) -> C
//! ```
//!
//! The body is the one upstream's region builder makes: the kind's `math`/`arith` op
//! on the block arguments, no casts (`reciprocal` is `1 / x`, `square` is `x * x`).
//! Where mlir-opt-22 crashes (a float-only kind on integers, an unsigned kind on
//! floats) visa reports a located error (decision LNG-3).

use super::named::emit;
use super::syntax::{parse_ins_outs, print_ins_outs};
use crate::tensor::lists::{segment_sizes, SEGMENTS};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{
    AsmPrinter, AttrKind, Attribute, Context, Diagnostic, KeywordAttr, OpId, OperationState, Type,
    TypeKind, Value,
};

/// The keywords of `#linalg.elementwise_kind<...>`, in upstream's order.
pub const ELEMENTWISE_KINDS: &[&str] = &[
    "exp",
    "log",
    "abs",
    "ceil",
    "floor",
    "negf",
    "reciprocal",
    "round",
    "sqrt",
    "rsqrt",
    "square",
    "tanh",
    "erf",
    "add",
    "sub",
    "mul",
    "div",
    "div_unsigned",
    "max_signed",
    "min_signed",
    "max_unsigned",
    "min_unsigned",
    "powf",
    "select",
];

/// How many inputs a kind takes (upstream's `ElementwiseArityGroup`).
pub fn arity(kind: &str) -> usize {
    match ELEMENTWISE_KINDS.iter().position(|k| *k == kind) {
        Some(i) if i < 13 => 1,
        Some(23) => 3,
        _ => 2,
    }
}

/// Parses the body of `#linalg.elementwise_kind<...>` with upstream's two errors.
pub(crate) fn parse_kind_attr(p: &mut AsmParser<'_>) -> ParseResult<Attribute> {
    p.parse_less()?;
    let loc = p.current_loc();
    let got = p.parse_optional_keyword_any();
    let Some(kind) = got.and_then(|g| ELEMENTWISE_KINDS.iter().copied().find(|k| *k == g)) else {
        // The context prints what is emitted after the returned error.
        let second = p.emit_error(
            "failed to parse ElementwiseKindAttr parameter 'value' which is to be a `::mlir::linalg::ElementwiseKind`",
        );
        p.ctx().emit(second);
        return Err(p.emit_error_at(
            loc,
            format!(
                "expected ::mlir::linalg::ElementwiseKind to be one of: {}",
                ELEMENTWISE_KINDS.join(", ")
            ),
        ));
    };
    p.parse_greater()?;
    Ok(p.ctx().dialect_attr(KeywordAttr {
        dialect: "linalg",
        mnemonic: "elementwise_kind",
        keyword: kind,
    }))
}

/// The kind of a `linalg.elementwise` op.
pub fn kind_of(ctx: &Context, op: OpId) -> Option<&'static str> {
    let a = ctx.attr(op, "kind")?;
    ctx.attr_as::<KeywordAttr>(a)
        .filter(|k| k.dialect == "linalg" && k.mnemonic == "elementwise_kind")
        .map(|k| k.keyword)
}

/// The identity maps of `rank` dims, one per operand.
fn identity_maps(ctx: &mut Context, rank: u32, operands: usize) -> Attribute {
    let exprs: Vec<_> = (0..rank).map(|d| ctx.affine_dim(d)).collect();
    let m = ctx
        .affine_map(rank, 0, &exprs)
        .expect("identity uses declared dims");
    let a = ctx.affine_map_attr(m);
    ctx.array_attr(vec![a; operands])
}

/// Whether every map of `maps` is the identity.
fn all_identity(ctx: &Context, maps: Attribute) -> bool {
    let AttrKind::Array(items) = ctx.attr_kind(maps) else {
        return false;
    };
    items.iter().all(|&a| {
        ctx.attr_affine_map(a).is_some_and(|m| {
            m.num_symbols() == 0
                && m.num_results() == m.num_dims() as usize
                && m.results().iter().enumerate().all(|(i, &e)| {
                    ctx.affine_kind(e) == visa_ir::affine::AffineExprKind::Dim(i as u32)
                })
        })
    })
}

/// The `math`/`arith` op of `kind` on `float` or integer operands; `None` where
/// upstream has none (its builder aborts).
fn payload(kind: &str, float: bool) -> Option<&'static str> {
    Some(match (kind, float) {
        ("exp", true) => "math.exp",
        ("log", true) => "math.log",
        ("abs", true) => "math.absf",
        ("ceil", true) => "math.ceil",
        ("floor", true) => "math.floor",
        ("negf", true) => "arith.negf",
        ("reciprocal", true) => "arith.divf",
        ("round", true) => "math.round",
        ("sqrt", true) => "math.sqrt",
        ("rsqrt", true) => "math.rsqrt",
        ("square", true) => "arith.mulf",
        ("tanh", true) => "math.tanh",
        ("erf", true) => "math.erf",
        ("add", true) => "arith.addf",
        ("add", false) => "arith.addi",
        ("sub", true) => "arith.subf",
        ("sub", false) => "arith.subi",
        ("mul", true) => "arith.mulf",
        ("mul", false) => "arith.muli",
        ("div", true) => "arith.divf",
        ("div", false) => "arith.divsi",
        ("div_unsigned", false) => "arith.divui",
        ("max_signed", true) => "arith.maximumf",
        ("max_signed", false) => "arith.maxsi",
        ("min_signed", true) => "arith.minimumf",
        ("min_signed", false) => "arith.minsi",
        ("max_unsigned", false) => "arith.maxui",
        ("min_unsigned", false) => "arith.minui",
        // math.powf's own verifier refuses integers, as upstream's does.
        ("powf", _) => "math.powf",
        ("select", _) => "arith.select",
        _ => return None,
    })
}

/// Parses what follows `linalg.elementwise`:
/// `kind=#linalg.elementwise_kind<k> (indexing_maps = [...])? {attrs}? ins(...) outs(...)
/// {attrs}? (-> T)?`, and builds the body.
pub(crate) fn parse_elementwise(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let kind_loc = p.current_loc();
    let kind_attr = if p.parse_optional_keyword("kind") {
        p.parse_equal()?;
        p.parse_attribute()?
    } else {
        return Err(Diagnostic::error(
            kind_loc,
            "custom op 'linalg.elementwise' expected operation 'kind' attribute",
        ));
    };
    let ctx = p.ctx();
    let Some(kind) = ctx
        .attr_as::<KeywordAttr>(kind_attr)
        .filter(|k| k.dialect == "linalg" && k.mnemonic == "elementwise_kind")
        .map(|k| k.keyword)
    else {
        return Err(Diagnostic::error(
            kind_loc,
            "custom op 'linalg.elementwise' expected operation 'kind' attribute",
        ));
    };
    state.add_attr(ctx, "kind", kind_attr);
    let mut maps = None;
    if p.parse_optional_keyword("indexing_maps") {
        p.parse_equal()?;
        let a = p.parse_attribute()?;
        maps = Some(a);
    }
    p.parse_optional_attr_dict(state)?;
    let (inputs, outputs) = parse_ins_outs(p, state)?;
    p.parse_optional_attr_dict(state)?;
    let results = p.parse_optional_arrow_type_list()?;
    state.result_types.extend(results);
    let end_loc = p.current_loc();
    let ctx = p.ctx();
    let types: Vec<Type> = state
        .operands
        .iter()
        .map(|&v| ctx.element_type_or_self(ctx.value_type(v)))
        .collect();
    let want = arity(kind) + 1;
    if types.len() != want {
        // The context prints what is emitted after the returned error.
        ctx.emit(Diagnostic::error(
            end_loc,
            "custom op 'linalg.elementwise' unable to parse elemwise op",
        ));
        return Err(Diagnostic::error(
            end_loc,
            format!(
                "custom op 'linalg.elementwise' [parseNamedStructuredOpRegion] ods-gen generated region expects {want} args, got {}",
                types.len()
            ),
        ));
    }
    let float = matches!(ctx.type_kind(types[0]), TypeKind::Float(_));
    let Some(name) = payload(kind, float) else {
        return Err(Diagnostic::error(
            kind_loc,
            format!(
                "custom op 'linalg.elementwise' kind '{kind}' is not defined on '{}' (decision LNG-3)",
                ctx.type_to_string(types[0])
            ),
        ));
    };
    let maps = match maps {
        Some(m) => m,
        None => {
            let rank = state
                .operands
                .get(inputs)
                .and_then(|&v| ctx.shaped(ctx.value_type(v)))
                .and_then(|s| s.rank())
                .unwrap_or(0);
            identity_maps(ctx, rank as u32, inputs + outputs)
        }
    };
    state.add_attr(ctx, "indexing_maps", maps);
    let seg = segment_sizes(ctx, &[inputs, outputs]);
    state.add_attr(ctx, SEGMENTS, seg);
    // The body.
    let loc = state.loc;
    let region = state.add_region(ctx);
    let block = ctx.push_block(region);
    let args: Vec<Value> = types
        .iter()
        .map(|&t| ctx.add_block_arg(block, t, None))
        .collect();
    let yielded = match kind {
        "reciprocal" => {
            let one = ctx.float_attr(1.0, types[0]);
            let n = ctx.intern_op_name("arith.constant");
            let mut st = OperationState::new(n, loc);
            st.add_attr(ctx, "value", one);
            st.result_types.push(types[0]);
            let c = ctx.create_op(st);
            ctx.append_op(block, c);
            let c = ctx.results(c)[0];
            emit(ctx, block, name, &[c, args[0]], Some(types[0]), loc)
        }
        "square" => emit(ctx, block, name, &[args[0], args[0]], Some(types[0]), loc),
        "select" => emit(ctx, block, name, &args[..3], Some(types[1]), loc),
        _ => emit(ctx, block, name, &args[..want - 1], Some(types[0]), loc),
    };
    let values: Vec<Value> = yielded.into_iter().collect();
    emit(ctx, block, super::Yield::NAME, &values, None, loc);
    Ok(())
}

/// Prints what follows `linalg.elementwise`.
pub(crate) fn print_elementwise(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(k) = ctx.attr(op, "kind") {
        p.write_str(" kind=");
        p.print_attr(k);
    }
    if let Some(maps) = ctx.attr(op, "indexing_maps") {
        if !all_identity(ctx, maps) {
            p.write_str(" indexing_maps = ");
            p.print_attr(maps);
        }
    }
    p.print_optional_attr_dict(op, &["kind", "indexing_maps", SEGMENTS]);
    print_ins_outs(p, op);
    let results: Vec<Type> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
    if !results.is_empty() {
        p.write_str(" -> ");
        p.print_result_types(&results);
    }
}

/// `linalg.elementwise`: a known kind, as many inputs as it takes and one init, the
/// maps of the output's rank, a result per tensor init.
pub(crate) fn verify_elementwise(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((ins, outs)) = super::inputs_and_outputs(ctx, op) else {
        crate::tensor::lists::segments(ctx, op, 2)?;
        return Ok(());
    };
    let Some(kind) = kind_of(ctx, op) else {
        return Err(ctx.op_error(
            op,
            "attribute 'kind' failed to satisfy constraint: allowed elementwise kind",
        ));
    };
    if ins.len() != arity(kind) || outs.len() != 1 {
        return Err(ctx.op_error(
            op,
            format!(
                "expected {} inputs and one output for kind '{kind}'",
                arity(kind)
            ),
        ));
    }
    super::verify::verify_shaped_inits(ctx, op, ins.len(), outs)?;
    let rank = ctx
        .shaped(ctx.value_type(outs[0]))
        .and_then(|s| s.rank())
        .unwrap_or(0);
    super::verify::verify_maps(ctx, op, rank)?;
    super::verify::verify_results(ctx, op, ins.len(), outs)
}
