//! `linalg.transpose`, `linalg.broadcast`, `linalg.map` and `linalg.reduce`: the
//! destination-style ops with their own custom forms (upstream's `parseDstStyleOp`):
//!
//! ```text
//! %t = linalg.transpose ins(%a : A) outs(%b : B) permutation = [1, 0]
//! %b = linalg.broadcast ins(%v : V) outs(%m : M) dimensions = [0]
//! %m = linalg.map { arith.addf } ins(%a, %b : A, B) outs(%c : C)
//! %r = linalg.reduce ins(%a : A) outs(%r : R) dimensions = [1]
//!   (%in: f32, %init: f32) { ... linalg.yield %s : f32 }
//! ```
//!
//! Results are the tensor outputs' types. A body of one op applied to the block
//! arguments in order (for `reduce`: the init first) is written in the short form
//! `{ arith.addf }`; otherwise the arguments and region are written out. `transpose`
//! and `broadcast` have an implicit identity body.

use super::syntax::{parse_ins_outs, print_ins_outs};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{
    AsmPrinter, AttrKind, Attribute, Context, Diagnostic, OpId, OperationState, Type, TypeKind,
    Value,
};

/// Parses `ins(...) outs(...)`, then `keyword = [i, j]` when `keyword` is given, then
/// an attribute dictionary; results are the ranked tensor outputs' types.
fn parse_dst_style(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
    keyword: Option<&str>,
) -> ParseResult<(usize, usize)> {
    let sizes = parse_ins_outs(p, state)?;
    let ctx = p.ctx();
    let outs: Vec<Type> = state.operands[sizes.0..]
        .iter()
        .map(|&v| ctx.value_type(v))
        .collect();
    for t in outs {
        if matches!(ctx.type_kind(t), TypeKind::RankedTensor { .. }) {
            state.result_types.push(t);
        }
    }
    if let Some(kw) = keyword {
        p.parse_keyword(kw)?;
        p.parse_equal()?;
        let values = p.parse_delimited_list("[", "]", |p| {
            let loc = p.current_loc();
            let v = p.parse_integer()?;
            i64::try_from(v).map_err(|_| Diagnostic::error(loc, "integer out of range"))
        })?;
        let ctx = p.ctx();
        let a = ctx.intern_attr(AttrKind::DenseI64Array(values));
        state.add_attr(ctx, kw, a);
    }
    p.parse_optional_attr_dict(state)?;
    Ok(sizes)
}

/// The element type of a shaped type, else the type.
fn element(ctx: &Context, v: Value) -> Type {
    ctx.element_type_or_self(ctx.value_type(v))
}

/// An identity body over every operand: `^bb0(%in, %out): linalg.yield %in`.
fn identity_body(ctx: &mut Context, state: &mut OperationState) {
    let types: Vec<Type> = state.operands.iter().map(|&v| element(ctx, v)).collect();
    let loc = state.loc;
    let region = state.add_region(ctx);
    let block = ctx.push_block(region);
    let args: Vec<Value> = types
        .iter()
        .map(|&t| ctx.add_block_arg(block, t, None))
        .collect();
    let name = ctx.intern_op_name(super::Yield::NAME);
    let mut y = OperationState::new(name, loc);
    y.operands.extend(args.first().copied());
    let y = ctx.create_op(y);
    ctx.append_op(block, y);
}

/// Parses what follows `linalg.transpose`.
pub(crate) fn parse_transpose(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_dst_style(p, state, Some("permutation"))?;
    identity_body(p.ctx(), state);
    Ok(())
}

/// Parses what follows `linalg.broadcast`.
pub(crate) fn parse_broadcast(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    parse_dst_style(p, state, Some("dimensions"))?;
    identity_body(p.ctx(), state);
    Ok(())
}

/// The attributes of an op: names and values.
type NamedAttrs = Vec<(visa_ir::Symbol, Attribute)>;

/// `{ op {attrs}? }` of the short form, if present: the op name and attributes.
fn parse_short_form(p: &mut AsmParser<'_>) -> ParseResult<Option<(String, NamedAttrs)>> {
    if !p.parse_optional_lbrace() {
        return Ok(None);
    }
    let name = p.parse_keyword_any()?.to_string();
    let attrs = if p.is_punct("{") {
        p.parse_dictionary_entries()?
    } else {
        Vec::new()
    };
    p.parse_rbrace()?;
    Ok(Some((name, attrs)))
}

/// The body `op(payload operands)`, yielded; `init_first` puts the init argument
/// first among the payload operands (`reduce`), else the payload takes the inputs.
fn payload_body(
    ctx: &mut Context,
    state: &mut OperationState,
    name: &str,
    attrs: NamedAttrs,
    num_inputs: usize,
    init_first: bool,
) {
    let types: Vec<Type> = state.operands.iter().map(|&v| element(ctx, v)).collect();
    let result_ty = types.last().copied();
    let loc = state.loc;
    let region = state.add_region(ctx);
    let block = ctx.push_block(region);
    let args: Vec<Value> = types
        .iter()
        .map(|&t| ctx.add_block_arg(block, t, None))
        .collect();
    let operands: Vec<Value> = if init_first {
        let mut v: Vec<Value> = args[num_inputs..].to_vec();
        v.extend_from_slice(&args[..num_inputs]);
        v
    } else {
        args[..num_inputs].to_vec()
    };
    let op_name = ctx.intern_op_name(name);
    let mut st = OperationState::new(op_name, loc);
    st.operands = operands;
    st.result_types.extend(result_ty);
    st.attrs = attrs;
    let payload = ctx.create_op(st);
    ctx.append_op(block, payload);
    let results = ctx.results(payload).to_vec();
    let y = ctx.intern_op_name(super::Yield::NAME);
    let mut ys = OperationState::new(y, loc);
    ys.operands = results;
    let y = ctx.create_op(ys);
    ctx.append_op(block, y);
}

/// `(%a: T, ...) { region }`: the explicit body.
fn parse_explicit_body(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let args = p.parse_argument_list()?;
    p.parse_region(state, &args)?;
    Ok(())
}

/// Parses what follows `linalg.map`.
pub(crate) fn parse_map(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let short = parse_short_form(p)?;
    let (ins, _) = parse_dst_style(p, state, None)?;
    match short {
        Some((name, attrs)) if !state.operands.is_empty() => {
            payload_body(p.ctx(), state, &name, attrs, ins, false)
        }
        Some(_) => {
            state.add_region(p.ctx());
        }
        None => parse_explicit_body(p, state)?,
    }
    Ok(())
}

/// Parses what follows `linalg.reduce`.
pub(crate) fn parse_reduce(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let short = parse_short_form(p)?;
    let (ins, _) = parse_dst_style(p, state, Some("dimensions"))?;
    match short {
        Some((name, attrs)) if !state.operands.is_empty() => {
            payload_body(p.ctx(), state, &name, attrs, ins, true)
        }
        Some(_) => {
            state.add_region(p.ctx());
        }
        None => parse_explicit_body(p, state)?,
    }
    Ok(())
}

/// ` keyword = [i, j] ` (upstream's `printDenseI64ArrayAttr`, trailing space included).
fn print_i64_list(p: &mut AsmPrinter<'_>, op: OpId, keyword: &str) {
    let ctx = p.ctx();
    let values: &[i64] = match ctx.attr(op, keyword).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseI64Array(v)) => v,
        _ => &[],
    };
    p.write_str(" ");
    p.write_str(keyword);
    p.write_str(" = [");
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.write_fmt(format_args!("{v}"));
    }
    p.write_str("] ");
}

/// Prints what follows `linalg.transpose`.
pub(crate) fn print_transpose(p: &mut AsmPrinter<'_>, op: OpId) {
    print_ins_outs(p, op);
    print_i64_list(p, op, "permutation");
    p.print_optional_attr_dict(op, &["permutation"]);
}

/// Prints what follows `linalg.broadcast`.
pub(crate) fn print_broadcast(p: &mut AsmPrinter<'_>, op: OpId) {
    print_ins_outs(p, op);
    print_i64_list(p, op, "dimensions");
    p.print_optional_attr_dict(op, &["dimensions"]);
}

/// The body's one payload op when it applies to the block arguments in order (with
/// `init_first`, the init argument last among its operands and the others first), as
/// upstream's `findPayloadOp`; `num_inputs` arguments are the payload's for `map`.
fn payload_op(ctx: &Context, op: OpId, init_first: bool) -> Option<OpId> {
    let body = ctx.regions(op).first().and_then(|&r| ctx.entry_block(r))?;
    let ops: Vec<OpId> = ctx.block_ops(body).collect();
    if ops.len() != 2 {
        return None;
    }
    let payload = ops[0];
    let operands = ctx.operands(payload);
    let args = ctx.block_args(body);
    // The yield must pass the payload's results on.
    if ctx.operands(ops[1]) != ctx.results(payload) {
        return None;
    }
    if init_first {
        if operands.is_empty() || operands.len() != args.len() {
            return None;
        }
        if *operands.last()? != args[0] {
            return None;
        }
        if operands.iter().zip(&args[1..]).any(|(o, a)| o != a) {
            return None;
        }
    } else {
        // `map`: the payload takes the inputs; the init argument is last.
        if operands.is_empty() || operands.len() + 1 != args.len() {
            return None;
        }
        if operands.iter().zip(args).any(|(o, a)| o != a) {
            return None;
        }
    }
    Some(payload)
}

/// ` { name {attrs}? }`, a `fastmath = #arith.fastmath<none>` left out.
fn print_short_form(p: &mut AsmPrinter<'_>, payload: OpId) {
    let ctx = p.ctx();
    p.write_str(" { ");
    p.write_str(ctx.op_name_str(payload));
    let elided: Vec<&str> = ctx
        .attrs(payload)
        .iter()
        .filter(|&&(_, a)| ctx.attr_to_string(a) == "#arith.fastmath<none>")
        .map(|&(n, _)| ctx.str(n))
        .take(1)
        .collect();
    p.print_optional_attr_dict(payload, &elided);
    p.write_str(" }");
}

/// The explicit body: a new line, `(%a: T, ...) `, the region without its header.
fn print_explicit_body(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let Some(&region) = ctx.regions(op).first() else {
        return;
    };
    let Some(body) = ctx.entry_block(region) else {
        return;
    };
    p.increase_indent();
    p.print_newline();
    p.write_str("(");
    for (i, &a) in ctx.block_args(body).iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_argument(a);
    }
    p.write_str(") ");
    p.print_region(region, false, true);
    p.decrease_indent();
}

/// Prints what follows `linalg.map`.
pub(crate) fn print_map(p: &mut AsmPrinter<'_>, op: OpId) {
    let payload = payload_op(p.ctx(), op, false);
    if let Some(payload) = payload {
        print_short_form(p, payload);
    }
    print_ins_outs(p, op);
    p.print_optional_attr_dict(op, &[]);
    if payload.is_none() {
        print_explicit_body(p, op);
    }
}

/// Prints what follows `linalg.reduce`.
pub(crate) fn print_reduce(p: &mut AsmPrinter<'_>, op: OpId) {
    let payload = payload_op(p.ctx(), op, true);
    if let Some(payload) = payload {
        print_short_form(p, payload);
    }
    print_ins_outs(p, op);
    print_i64_list(p, op, "dimensions");
    p.print_optional_attr_dict(op, &["dimensions"]);
    if payload.is_none() {
        print_explicit_body(p, op);
    }
}

/// The shape of `v`'s type (empty for a scalar).
fn shape(ctx: &Context, v: Value) -> Vec<i64> {
    ctx.shaped(ctx.value_type(v))
        .and_then(|s| s.shape().map(<[i64]>::to_vec))
        .unwrap_or_default()
}

/// The `array<i64>` attribute `name` of `op`.
fn i64s<'c>(ctx: &'c Context, op: OpId, name: &str) -> &'c [i64] {
    match ctx.attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseI64Array(v)) => v,
        _ => &[],
    }
}

/// `%in` per input, `%init` per init (upstream's argument names of `map` and
/// `reduce`).
pub(crate) fn in_init_names(ctx: &Context, op: OpId, _region: usize) -> Vec<Option<String>> {
    let n = ctx.operands(op).len();
    let inits = match ctx.op_name_str(op) {
        "linalg.reduce" => n / 2,
        _ => 1.min(n),
    };
    let mut names = vec![Some("in".to_string()); n - inits];
    names.extend(std::iter::repeat_n(Some("init".to_string()), inits));
    names
}

/// Checks the results: one per tensor init, of its type.
fn verify_dst_results(ctx: &Context, op: OpId, inits: &[Value]) -> Result<(), Diagnostic> {
    let n_in = ctx.operands(op).len() - inits.len();
    super::verify::verify_results(ctx, op, n_in, inits)
}

/// `linalg.transpose`: a permutation of the input's dims giving the init's shape.
pub(crate) fn verify_transpose(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.operands(op);
    if operands.len() != 2 {
        return Err(ctx.op_error(op, "expected one input and one init"));
    }
    let perm = i64s(ctx, op, "permutation");
    let (input, init) = (shape(ctx, operands[0]), shape(ctx, operands[1]));
    let mut seen = vec![false; input.len()];
    let valid = perm.len() == input.len()
        && perm.iter().all(|&d| {
            usize::try_from(d)
                .ok()
                .filter(|&d| d < seen.len() && !seen[d])
                .map(|d| seen[d] = true)
                .is_some()
        });
    if !valid {
        return Err(ctx.op_error(op, "permutation is not valid"));
    }
    if init.len() != input.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "input rank {} does not match init rank {}",
                input.len(),
                init.len()
            ),
        ));
    }
    for (i, &d) in perm.iter().enumerate() {
        let want = input[d as usize];
        if init[i] != want {
            return Err(ctx.op_error(
                op,
                format!(
                    "dim(result, {i}) = {} doesn't match dim(input, permutation[{i}]) = {want}",
                    init[i]
                ),
            ));
        }
    }
    verify_dst_results(ctx, op, &operands[1..])
}

/// `linalg.broadcast`: the init's shape is the input's with `dimensions` added.
pub(crate) fn verify_broadcast(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.operands(op);
    if operands.len() != 2 {
        return Err(ctx.op_error(op, "expected one input and one init"));
    }
    let dims = i64s(ctx, op, "dimensions");
    let (input, init) = (shape(ctx, operands[0]), shape(ctx, operands[1]));
    if input.len() + dims.len() != init.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}",
                input.len(),
                dims.len(),
                init.len()
            ),
        ));
    }
    for (i, &d) in dims.iter().enumerate() {
        if d < 0 || d as usize >= init.len() {
            return Err(ctx.op_error(
                op,
                format!(
                    "dimension {i} is out of range. expected range: [0, {}], got: {d}",
                    init.len() - 1
                ),
            ));
        }
    }
    let kept: Vec<usize> = (0..init.len())
        .filter(|d| !dims.contains(&(*d as i64)))
        .collect();
    for (input_dim, &init_dim) in kept.iter().enumerate() {
        let (Some(&have), Some(&want)) = (input.get(input_dim), init.get(init_dim)) else {
            return Err(ctx.op_error(op, "dimensions should be unique"));
        };
        if have != want {
            return Err(ctx.op_error(
                op,
                format!(
                    "input dim {input_dim} should match init dim {init_dim}. input: {have}, init: {want}"
                ),
            ));
        }
    }
    verify_dst_results(ctx, op, &operands[1..])
}

/// `linalg.map`: every input of the init's shape, a body of one argument per operand.
pub(crate) fn verify_map(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.operands(op);
    let Some((&init, inputs)) = operands.split_last() else {
        return Err(ctx.op_error(op, "expected an init"));
    };
    if let Some(body) = ctx.regions(op).first().and_then(|&r| ctx.entry_block(r)) {
        let args = ctx.block_args(body).len();
        if args != operands.len() {
            return Err(ctx.op_error(
                op,
                format!(
                    "expects number of operands to match the arity of mapper, but got: {} and {args}",
                    operands.len()
                ),
            ));
        }
    }
    let out = shape(ctx, init);
    for &v in inputs {
        let s = shape(ctx, v);
        if s != out {
            let join = |s: &[i64]| {
                s.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Err(ctx.op_error(
                op,
                format!(
                    "expected shape of input ({}) to match shape of output ({})",
                    join(&s),
                    join(&out)
                ),
            ));
        }
    }
    verify_dst_results(ctx, op, &operands[operands.len() - 1..])
}

/// `linalg.reduce`: inits of the inputs' shape without the reduced dimensions.
pub(crate) fn verify_reduce(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let operands = ctx.operands(op);
    if operands.len() < 2 || !operands.len().is_multiple_of(2) {
        return Err(ctx.op_error(op, "expected as many inits as inputs"));
    }
    let n = operands.len() / 2;
    let dims = i64s(ctx, op, "dimensions");
    let input = shape(ctx, operands[0]);
    let init = shape(ctx, operands[n]);
    if dims.iter().any(|&d| d < 0 || d as usize >= input.len()) {
        return Err(ctx.op_error(
            op,
            format!(
                "dimensions for reduction should be in the range [0, {}].",
                input.len() as i64 - 1
            ),
        ));
    }
    let kept: Vec<i64> = input
        .iter()
        .enumerate()
        .filter(|(d, _)| !dims.contains(&(*d as i64)))
        .map(|(_, &s)| s)
        .collect();
    if kept.len() != init.len() {
        return Err(ctx.op_error(
            op,
            format!(
                "number of dimensions after reduction {} doesn't match the init rank {}",
                kept.len(),
                init.len()
            ),
        ));
    }
    if kept != init {
        let list = |s: &[i64]| {
            s.iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(ctx.op_error(
            op,
            format!(
                "init dimensions [{}] doesn't match input dimensions after reduction [{}]",
                list(&init),
                list(&kept)
            ),
        ));
    }
    verify_dst_results(ctx, op, &operands[n..])
}
