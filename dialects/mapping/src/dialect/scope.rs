//! Which axes are in scope at an operation: the `mapping.axes` attribute of the
//! nearest enclosing op that has one (normally the `builtin.module`).

use super::attrs::{AxesAttr, AXES_ATTR_NAME};
use super::expr::MapExpr;
use crate::axes::Axes;
use crate::expr::Mapping;
use visa_ir::{Context, Diagnostic, OpId, Type};

/// The op (the op itself or its nearest ancestor) declaring the axes `op` sees.
pub fn axes_owner(ctx: &Context, op: OpId) -> Option<OpId> {
    let mut cur = Some(op);
    while let Some(o) = cur {
        if ctx.attr(o, AXES_ATTR_NAME).is_some() {
            return Some(o);
        }
        cur = ctx.parent_op(o);
    }
    None
}

/// The axes in scope at `op`; an error at `op` when none are declared or the
/// declaration is not a `#mapping.axes<...>`.
pub fn axes_in_scope(ctx: &Context, op: OpId) -> Result<Axes, Diagnostic> {
    let Some(owner) = axes_owner(ctx, op) else {
        return Err(ctx.op_error(
            op,
            format!(
                "uses mapping expressions but no enclosing op declares \
                 `{AXES_ATTR_NAME} = #mapping.axes<...>`"
            ),
        ));
    };
    let attr = ctx
        .attr(owner, AXES_ATTR_NAME)
        .expect("owner has the attribute");
    match ctx.attr_as::<AxesAttr>(attr) {
        Some(a) => Ok(a.axes()),
        None => Err(ctx.op_error(
            owner,
            format!("attribute `{AXES_ATTR_NAME}` must be a `#mapping.axes<...>`"),
        )),
    }
}

/// Resolves a mapping of the type of a value `op` defines. Types are usually written
/// once, as type aliases, and used by many ops, and what makes a mapping ill-formed
/// is the mapping itself or the axes it is read with: so a failure is an error at the
/// op declaring the axes (normally the module: `mapping.axes`) with a note at `op`,
/// worded the same for every op, and the verifier merges the copies into one error
/// with one note per use (decisions.md C11A-3). When the text wrote `ty` as a type
/// alias, a note points at the alias too: the fix goes there or in the axes.
pub fn resolve_type_mapping(
    ctx: &Context,
    op: OpId,
    axes: &Axes,
    expr: &MapExpr,
    ty: Type,
    what: &str,
) -> Result<Mapping, Diagnostic> {
    expr.resolve(axes).map_err(|e| {
        let col = e
            .column
            .map(|c| format!(" at column {c}"))
            .unwrap_or_default();
        let owner = axes_owner(ctx, op).unwrap_or(op);
        let mut error = Diagnostic::error(
            ctx.op_loc(owner),
            format!(
                "mapping {expr} is ill-formed{col} over the axes declared here: {}",
                e.kind
            ),
        );
        if let Some(alias) = ctx.type_alias_loc(ty) {
            error = error.with_note(alias, "in the type alias defined here");
        }
        error.with_note(
            ctx.op_loc(op),
            format!("used here by '{}', as the {what}", ctx.op_name_str(op)),
        )
    })
}

/// Resolves `expr` against `axes`, turning a failure into an error at `op` that
/// names `what` (e.g. `Slice mapping of the result type`) and the column.
pub fn resolve_at(
    ctx: &Context,
    op: OpId,
    axes: &Axes,
    expr: &MapExpr,
    what: &str,
) -> Result<Mapping, Diagnostic> {
    expr.resolve(axes).map_err(|e| {
        let col = e
            .column
            .map(|c| format!(" at column {c}"))
            .unwrap_or_default();
        ctx.op_error(op, format!("{what} {expr} is ill-formed{col}: {}", e.kind))
    })
}
