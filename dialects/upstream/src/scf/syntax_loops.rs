//! Custom assembly of `scf.while`, `scf.forall` (with `scf.forall.in_parallel`) and
//! `scf.parallel` (with `scf.reduce`), as MLIR writes them:
//!
//! ```text
//! %w = scf.while (%a = %init) : (i32) -> i32 { ... scf.condition(%c) %a : i32 } do {
//! ^bb0(%x: i32):
//!   scf.yield %x : i32
//! } attributes {...}
//! %f = scf.forall (%i, %j) in (8, %n) shared_outs(%o = %t) -> (tensor<8xf32>) { ... }
//! scf.forall (%i) = (0) to (%n) step (2) { ... }
//! %p = scf.parallel (%i) = (%lb) to (%ub) step (%s) init (%x) -> i32 {
//!   scf.reduce(%v : i32) { ^bb0(%l: i32, %r: i32): ... scf.reduce.return %s : i32 }
//! }
//! ```

use super::{ensure_terminator, InParallel, Parallel, Reduce};
use crate::arith::const_int;
use crate::tensor::lists::{i64_array, i64_array_of, segment_sizes, SEGMENTS};
use visa_ir::parser::{Argument, AsmParser, ParseResult, UnresolvedOperand};
use visa_ir::types::DYNAMIC;
use visa_ir::{
    AsmPrinter, AttrKind, Context, Diagnostic, OpId, OperationState, Type, TypeKind, Value,
};

/// Parses `(%a = %x, ...)`: the region arguments and their initial values.
fn parse_assignment_list<'a>(
    p: &mut AsmParser<'a>,
) -> ParseResult<Vec<(UnresolvedOperand<'a>, UnresolvedOperand<'a>)>> {
    p.parse_delimited_list("(", ")", |p| {
        let arg = p.parse_operand()?;
        p.parse_equal()?;
        let init = p.parse_operand()?;
        Ok((arg, init))
    })
}

/// Prints `<prefix>(%a = %x, ...)` (MLIR's `printInitializationList`); nothing when
/// there are no initial values.
fn print_initialization_list(
    p: &mut AsmPrinter<'_>,
    args: &[Value],
    inits: &[Value],
    prefix: &str,
) {
    if inits.is_empty() {
        return;
    }
    p.write_str(prefix);
    p.write_str("(");
    for (i, &init) in inits.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        match args.get(i) {
            Some(&a) => p.print_value_name(a),
            None => p.write_str("%<<MISSING ARG>>"),
        }
        p.write_str(" = ");
        p.print_operand(init);
    }
    p.write_str(")");
}

/// Region arguments named by `operands` with `types` (counts already checked).
fn arguments<'a>(operands: &[UnresolvedOperand<'a>], types: &[Type]) -> Vec<Argument<'a>> {
    operands
        .iter()
        .zip(types)
        .map(|(&operand, &ty)| Argument {
            operand,
            ty,
            loc: None,
        })
        .collect()
}

/// The entry block arguments of region 0 of `op`.
fn body_args(ctx: &Context, op: OpId) -> &[Value] {
    ctx.regions(op)
        .first()
        .and_then(|&r| ctx.entry_block(r))
        .map(|b| ctx.block_args(b))
        .unwrap_or(&[])
}

/// Prints `%a, %b, ...`.
fn print_value_list(p: &mut AsmPrinter<'_>, values: &[Value]) {
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_operand(v);
    }
}

// ---- scf.while ----------------------------------------------------------------------

/// `((%a = %x, ...))? : (T...) -> (U...) region do region attr-dict-with-keyword`.
pub(crate) fn parse_while(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let pairs = if p.is_punct("(") {
        parse_assignment_list(p)?
    } else {
        Vec::new()
    };
    p.parse_colon()?;
    let ty_loc = p.current_loc();
    let ty = p.parse_type()?;
    let (inputs, results) = match p.ctx().type_kind(ty) {
        TypeKind::Function { inputs, results } => (inputs.clone(), results.clone()),
        _ => return Err(Diagnostic::error(ty_loc, "invalid kind of type specified")),
    };
    if inputs.len() != pairs.len() {
        return Err(Diagnostic::error(
            ty_loc,
            format!(
                "expected as many input types as operands (expected {} got {})",
                pairs.len(),
                inputs.len()
            ),
        ));
    }
    for ((_, init), &t) in pairs.iter().zip(&inputs) {
        let v = p.resolve_operand(init, t)?;
        state.operands.push(v);
    }
    state.result_types.extend(results);
    let names: Vec<_> = pairs.iter().map(|(a, _)| *a).collect();
    let args = arguments(&names, &inputs);
    p.parse_region(state, &args)?;
    p.parse_keyword("do")?;
    p.parse_region(state, &[])?;
    p.parse_optional_attr_dict_with_keyword(state)
}

/// Prints ` (%a = %x, ...) : (T) -> U region do region attributes {...}`.
pub(crate) fn print_while(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let inits = ctx.operands(op).to_vec();
    let args = body_args(ctx, op).to_vec();
    print_initialization_list(p, &args, &inits, " ");
    p.write_str(" : ");
    p.print_functional_type(op);
    p.write_str(" ");
    let regions = ctx.regions(op).to_vec();
    if let Some(&before) = regions.first() {
        p.print_region(before, false, true);
    }
    p.write_str(" do ");
    if let Some(&after) = regions.get(1) {
        p.print_region(after, true, true);
    }
    p.print_optional_attr_dict_with_keyword(op, &[]);
}

/// `(%c) attr-dict (%a, ... : T, ...)?`; the condition is an `i1`.
pub(crate) fn parse_condition(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    p.parse_lparen()?;
    let c = p.parse_operand()?;
    p.parse_rparen()?;
    let i1 = p.ctx().integer_type(1);
    let c = p.resolve_operand(&c, i1)?;
    state.operands.push(c);
    p.parse_optional_attr_dict(state)?;
    let args = p.parse_operand_list()?;
    if !args.is_empty() {
        p.parse_colon()?;
        let loc = p.current_loc();
        let types = p.parse_type_list()?;
        let values = p.resolve_operands(&args, &types, loc)?;
        state.operands.extend(values);
    }
    Ok(())
}

/// Prints `(%c) attr-dict %a, ... : T, ...`.
pub(crate) fn print_condition(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    p.write_str("(");
    if let Some(&c) = operands.first() {
        p.print_operand(c);
    }
    p.write_str(")");
    p.print_optional_attr_dict(op, &[]);
    let args = operands.get(1..).unwrap_or(&[]);
    if !args.is_empty() {
        p.write_str(" ");
        print_value_list(p, args);
        p.write_str(" : ");
        let types: Vec<_> = args.iter().map(|&v| ctx.value_type(v)).collect();
        p.print_type_list(&types);
    }
}

// ---- scf.forall ---------------------------------------------------------------------

/// Parses `(` (`%v` | integer) `,` ... `)`: the static array (with [`DYNAMIC`] for
/// operands) and the operands.
fn parse_paren_mixed_list<'a>(
    p: &mut AsmParser<'a>,
) -> ParseResult<(Vec<i64>, Vec<UnresolvedOperand<'a>>)> {
    let mut statics = Vec::new();
    let mut dynamics = Vec::new();
    p.parse_delimited_list("(", ")", |p| {
        if p.at_operand() {
            dynamics.push(p.parse_operand()?);
            statics.push(DYNAMIC);
            return Ok(());
        }
        let loc = p.current_loc();
        let v = p.parse_integer()?;
        let v = i64::try_from(v)
            .ok()
            .filter(|&v| v != DYNAMIC)
            .ok_or_else(|| p.emit_error_at(loc, "integer value out of range for i64"))?;
        statics.push(v);
        Ok(())
    })?;
    Ok((statics, dynamics))
}

/// Prints `(a, %b, c)` from a static array and its dynamic operands.
fn print_paren_mixed_list(p: &mut AsmPrinter<'_>, statics: &[i64], dynamics: &[Value]) {
    p.write_str("(");
    let mut next = dynamics.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        if s == DYNAMIC {
            match next.next() {
                Some(&v) => p.print_operand(v),
                None => p.write_str("<<missing>>"),
            }
        } else {
            p.write_fmt(format_args!("{s}"));
        }
    }
    p.write_str(")");
}

/// The operand groups of an `scf.forall`: dynamic lower bounds, upper bounds, steps and
/// outputs, by its `operandSegmentSizes` (all operands as outputs when unreadable).
pub(crate) fn forall_groups(ctx: &Context, op: OpId) -> [&[Value]; 4] {
    let all = ctx.operands(op);
    match segments_of(ctx, op, 4) {
        Some(s) => [
            &all[s[0].clone()],
            &all[s[1].clone()],
            &all[s[2].clone()],
            &all[s[3].clone()],
        ],
        None => [&[], &[], &[], all],
    }
}

/// The operand ranges of `op` by its `operandSegmentSizes` of `n` groups, when they
/// are readable and add up.
pub(crate) fn segments_of(
    ctx: &Context,
    op: OpId,
    n: usize,
) -> Option<Vec<std::ops::Range<usize>>> {
    let sizes: Vec<usize> = match ctx.attr_kind(ctx.attr(op, SEGMENTS)?) {
        AttrKind::DenseArray { bits, .. } => bits.iter().map(|&b| b as u32 as usize).collect(),
        _ => return None,
    };
    if sizes.len() != n || sizes.iter().sum::<usize>() != ctx.operands(op).len() {
        return None;
    }
    let mut start = 0;
    Some(
        sizes
            .iter()
            .map(|&s| {
                let r = start..start + s;
                start += s;
                r
            })
            .collect(),
    )
}

/// Whether every entry of a mixed list is the constant `k` (static, or a dynamic value
/// defined by a constant).
fn all_constant(ctx: &Context, statics: &[i64], dynamics: &[Value], k: i64) -> bool {
    let mut next = dynamics.iter();
    statics.iter().all(|&s| {
        if s == DYNAMIC {
            next.next()
                .and_then(|&v| const_int(ctx, v))
                .is_some_and(|c| c == k as i128)
        } else {
            s == k
        }
    })
}

/// `(%i, ...) (in (ubs) | = (lbs) to (ubs) step (steps)) (shared_outs(%o = %t, ...) ->
/// (T, ...))? region attr-dict`; the body gets the implicit `scf.forall.in_parallel`.
pub(crate) fn parse_forall(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ivs = p.parse_delimited_list("(", ")", |p| p.parse_operand())?;
    let index = p.ctx().index_type();
    let (lbs, ubs, steps, dyn_lbs, dyn_ubs, dyn_steps);
    if p.parse_optional_keyword("in") {
        let (s, d) = parse_paren_mixed_list(p)?;
        ubs = s;
        dyn_ubs = p.resolve_operands_same(&d, index)?;
        lbs = vec![0; ivs.len()];
        steps = vec![1; ivs.len()];
        dyn_lbs = Vec::new();
        dyn_steps = Vec::new();
    } else {
        p.parse_equal()?;
        let (s, d) = parse_paren_mixed_list(p)?;
        lbs = s;
        dyn_lbs = p.resolve_operands_same(&d, index)?;
        p.parse_keyword("to")?;
        let (s, d) = parse_paren_mixed_list(p)?;
        ubs = s;
        dyn_ubs = p.resolve_operands_same(&d, index)?;
        p.parse_keyword("step")?;
        let (s, d) = parse_paren_mixed_list(p)?;
        steps = s;
        dyn_steps = p.resolve_operands_same(&d, index)?;
    }
    let mut outs = Vec::new();
    let mut out_types = Vec::new();
    let mut outs_loc = None;
    if p.parse_optional_keyword("shared_outs") {
        outs_loc = Some(p.current_loc());
        outs = parse_assignment_list(p)?;
        out_types = p.parse_optional_arrow_type_list()?;
    }
    if let Some(loc) = outs_loc {
        if outs.len() != out_types.len() {
            return Err(Diagnostic::error(
                loc,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    outs.len(),
                    out_types.len()
                ),
            ));
        }
    }
    let mut out_values = Vec::new();
    for ((_, init), &t) in outs.iter().zip(&out_types) {
        out_values.push(p.resolve_operand(init, t)?);
    }
    let sizes = [
        dyn_lbs.len(),
        dyn_ubs.len(),
        dyn_steps.len(),
        out_values.len(),
    ];
    state.operands.extend(dyn_lbs);
    state.operands.extend(dyn_ubs);
    state.operands.extend(dyn_steps);
    state.operands.extend(out_values);
    state.result_types.extend(out_types.iter().copied());
    let mut args = arguments(&ivs, &vec![index; ivs.len()]);
    let out_args: Vec<_> = outs.iter().map(|(a, _)| *a).collect();
    args.extend(arguments(&out_args, &out_types));
    let region = p.parse_region(state, &args)?;
    let loc = state.loc;
    ensure_in_parallel(p.ctx(), region, loc);
    p.parse_optional_attr_dict(state)?;
    let ctx = p.ctx();
    let a = i64_array(ctx, lbs);
    state.add_attr(ctx, "staticLowerBound", a);
    let a = i64_array(ctx, ubs);
    state.add_attr(ctx, "staticUpperBound", a);
    let a = i64_array(ctx, steps);
    state.add_attr(ctx, "staticStep", a);
    let a = segment_sizes(ctx, &sizes);
    state.add_attr(ctx, SEGMENTS, a);
    Ok(())
}

/// Appends `scf.forall.in_parallel` (with an empty block) to the body unless it already
/// ends in a terminator.
fn ensure_in_parallel(ctx: &mut Context, region: visa_ir::RegionId, loc: visa_ir::Location) {
    let body = match ctx.entry_block(region) {
        Some(b) => b,
        None => ctx.push_block(region),
    };
    if ctx
        .last_op(body)
        .is_some_and(|op| ctx.op_has_trait(op, visa_ir::Traits::TERMINATOR))
    {
        return;
    }
    let name = ctx.intern_op_name(InParallel::NAME);
    let mut st = OperationState::new(name, loc);
    let r = st.add_region(ctx);
    ctx.push_block(r);
    let t = ctx.create_op(st);
    ctx.append_op(body, t);
}

/// Prints ` (%i, ...) in (ubs)` (lower bounds 0, steps 1) or ` (%i, ...) = (lbs) to
/// (ubs) step (steps)`, then ` shared_outs(...) -> (...)`, the region and attr-dict.
pub(crate) fn print_forall(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let [dyn_lbs, dyn_ubs, dyn_steps, outs] = forall_groups(ctx, op);
    let lbs = i64_array_of(ctx, op, "staticLowerBound").unwrap_or(&[]);
    let ubs = i64_array_of(ctx, op, "staticUpperBound").unwrap_or(&[]);
    let steps = i64_array_of(ctx, op, "staticStep").unwrap_or(&[]);
    let args = body_args(ctx, op);
    let rank = lbs.len().min(args.len());
    p.write_str(" (");
    print_value_list(p, &args[..rank]);
    if all_constant(ctx, lbs, dyn_lbs, 0) && all_constant(ctx, steps, dyn_steps, 1) {
        p.write_str(") in ");
        print_paren_mixed_list(p, ubs, dyn_ubs);
    } else {
        p.write_str(") = ");
        print_paren_mixed_list(p, lbs, dyn_lbs);
        p.write_str(" to ");
        print_paren_mixed_list(p, ubs, dyn_ubs);
        p.write_str(" step ");
        print_paren_mixed_list(p, steps, dyn_steps);
    }
    print_initialization_list(p, &args[rank..], outs, " shared_outs");
    p.write_str(" ");
    if args.len() > rank {
        let types: Vec<_> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
        p.write_str("-> (");
        p.print_type_list(&types);
        p.write_str(") ");
    }
    if let Some(&r) = ctx.regions(op).first() {
        p.print_region(r, false, !ctx.results(op).is_empty());
    }
    p.print_optional_attr_dict(
        op,
        &[
            SEGMENTS,
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
        ],
    );
}

/// `region attr-dict`; an empty region gets its block.
pub(crate) fn parse_in_parallel(
    p: &mut AsmParser<'_>,
    state: &mut OperationState,
) -> ParseResult<()> {
    let region = p.parse_region(state, &[])?;
    if p.ctx().entry_block(region).is_none() {
        p.ctx().push_block(region);
    }
    p.parse_optional_attr_dict(state)
}

/// Prints ` region attr-dict`.
pub(crate) fn print_in_parallel(p: &mut AsmPrinter<'_>, op: OpId) {
    p.write_str(" ");
    if let Some(&r) = p.ctx().regions(op).first() {
        p.print_region(r, false, false);
    }
    p.print_optional_attr_dict(op, &[]);
}

// ---- scf.parallel -------------------------------------------------------------------

/// Parses `(%a, ...)` with exactly `n` operands (MLIR's `parseOperandList` with a
/// required count).
fn parse_counted_operands<'a>(
    p: &mut AsmParser<'a>,
    n: usize,
) -> ParseResult<Vec<UnresolvedOperand<'a>>> {
    let loc = p.current_loc();
    let list = p.parse_delimited_list("(", ")", |p| p.parse_operand())?;
    if list.len() != n {
        return Err(Diagnostic::error(
            loc,
            format!("custom op '{}' expected {n} operands", Parallel::NAME),
        ));
    }
    Ok(list)
}

/// `(%i, ...) = (lbs) to (ubs) step (steps) (init (%x, ...))? (-> types)? region
/// attr-dict`; the body gets the implicit `scf.reduce`.
pub(crate) fn parse_parallel(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    let ivs = p.parse_delimited_list("(", ")", |p| p.parse_operand())?;
    let index = p.ctx().index_type();
    p.parse_equal()?;
    let lbs = parse_counted_operands(p, ivs.len())?;
    let lbs = p.resolve_operands_same(&lbs, index)?;
    p.parse_keyword("to")?;
    let ubs = parse_counted_operands(p, ivs.len())?;
    let ubs = p.resolve_operands_same(&ubs, index)?;
    p.parse_keyword("step")?;
    let steps = parse_counted_operands(p, ivs.len())?;
    let steps = p.resolve_operands_same(&steps, index)?;
    let inits = if p.parse_optional_keyword("init") {
        p.parse_delimited_list("(", ")", |p| p.parse_operand())?
    } else {
        Vec::new()
    };
    let types = p.parse_optional_arrow_type_list()?;
    let args = arguments(&ivs, &vec![index; ivs.len()]);
    let region = p.parse_region(state, &args)?;
    p.parse_optional_attr_dict(state)?;
    if inits.len() != types.len() {
        return Err(Diagnostic::error(
            state.loc,
            format!(
                "custom op '{}' number of operands and types do not match: got {} operands and {} types",
                Parallel::NAME,
                inits.len(),
                types.len()
            ),
        ));
    }
    let mut init_values = Vec::new();
    for (o, &t) in inits.iter().zip(&types) {
        init_values.push(p.resolve_operand(o, t)?);
    }
    let sizes = [lbs.len(), ubs.len(), steps.len(), init_values.len()];
    state.operands.extend(lbs);
    state.operands.extend(ubs);
    state.operands.extend(steps);
    state.operands.extend(init_values);
    state.result_types.extend(types);
    let a = segment_sizes(p.ctx(), &sizes);
    state.add_attr(p.ctx(), SEGMENTS, a);
    let loc = state.loc;
    ensure_terminator(p.ctx(), region, Reduce::NAME, loc);
    Ok(())
}

/// Prints ` (%i, ...) = (lbs) to (ubs) step (steps) (init (...))? (-> types)? region
/// attr-dict`, terminator shown.
pub(crate) fn print_parallel(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let all = ctx.operands(op);
    let groups: Vec<&[Value]> = match segments_of(ctx, op, 4) {
        Some(s) => s.into_iter().map(|r| &all[r]).collect(),
        None => vec![&[], &[], &[], all],
    };
    p.write_str(" (");
    print_value_list(p, body_args(ctx, op));
    p.write_str(") = (");
    print_value_list(p, groups[0]);
    p.write_str(") to (");
    print_value_list(p, groups[1]);
    p.write_str(") step (");
    print_value_list(p, groups[2]);
    p.write_str(")");
    if !groups[3].is_empty() {
        p.write_str(" init (");
        print_value_list(p, groups[3]);
        p.write_str(")");
    }
    let types: Vec<_> = ctx.results(op).iter().map(|&v| ctx.value_type(v)).collect();
    if !types.is_empty() {
        p.write_str(" -> ");
        p.print_result_types(&types);
    }
    p.write_str(" ");
    if let Some(&r) = ctx.regions(op).first() {
        p.print_region(r, false, true);
    }
    p.print_optional_attr_dict(op, &[SEGMENTS]);
}

/// `((%a, ... : T, ...))? (region (, region)*)? attr-dict`.
pub(crate) fn parse_reduce(p: &mut AsmParser<'_>, state: &mut OperationState) -> ParseResult<()> {
    if p.parse_optional_lparen() {
        let operands = p.parse_operand_list()?;
        p.parse_colon()?;
        let loc = p.current_loc();
        let types = p.parse_type_list()?;
        p.parse_rparen()?;
        let values = p.resolve_operands(&operands, &types, loc)?;
        state.operands.extend(values);
    }
    if p.parse_optional_region(state, &[])?.is_some() {
        while p.parse_optional_comma() {
            p.parse_region(state, &[])?;
        }
    }
    p.parse_optional_attr_dict(state)
}

/// Prints `((%a : T))? region, region attr-dict` (a space before the regions even when
/// there are none, as MLIR).
pub(crate) fn print_reduce(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    let operands = ctx.operands(op);
    if !operands.is_empty() {
        p.write_str("(");
        print_value_list(p, operands);
        p.write_str(" : ");
        let types: Vec<_> = operands.iter().map(|&v| ctx.value_type(v)).collect();
        p.print_type_list(&types);
        p.write_str(")");
    }
    p.write_str(" ");
    for (i, &r) in ctx.regions(op).iter().enumerate() {
        if i > 0 {
            p.write_str(", ");
        }
        p.print_region(r, true, true);
    }
    p.print_optional_attr_dict(op, &[]);
}
