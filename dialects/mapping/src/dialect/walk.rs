//! Module-wide handling of mappings: checking that every mapping (in `#mapping<...>`
//! attributes and inside other dialects' types) is well-formed over the declared
//! axes, and rewriting every mapping to the algebra's normal form
//! (`mapping-canonicalize`).
//!
//! Types of other dialects expose their mappings through a [`TypeMappings`] hook,
//! since the mapping dialect cannot know those types.

use super::attrs::{as_mapping, mapping_attr, AXES_ATTR_NAME};
use super::expr::MapExpr;
use super::scope::{axes_in_scope, resolve_at, resolve_type_mapping};
use crate::normal::normalize;
use visa_ir::{AttrKind, Attribute, Context, Diagnostic, OpId, Type, TypeKind, Value};

/// The mappings of a type, each with its role name (`Slice`, `Element`, ...).
pub type RoleMappings = Vec<(&'static str, MapExpr)>;

/// How the mapping dialect sees the mappings inside one dialect's types.
#[derive(Copy, Clone)]
pub struct TypeMappings {
    /// The mappings of `ty` with a role name each (`Slice`, `Element`, ...), or
    /// `None` when the type is not one of this hook's.
    pub list: fn(&Context, Type) -> Option<RoleMappings>,
    /// `ty` with its mappings replaced, in the order `list` gave them.
    pub rebuild: fn(&mut Context, Type, Vec<MapExpr>) -> Type,
}

/// Every mapping in `ty`, looking through function and tuple types.
fn type_mappings(ctx: &Context, ty: Type, hooks: &[TypeMappings]) -> RoleMappings {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => inputs
            .iter()
            .chain(results)
            .flat_map(|&t| type_mappings(ctx, t, hooks))
            .collect(),
        TypeKind::Tuple(items) => items
            .iter()
            .flat_map(|&t| type_mappings(ctx, t, hooks))
            .collect(),
        _ => hooks
            .iter()
            .find_map(|h| (h.list)(ctx, ty))
            .unwrap_or_default(),
    }
}

/// Every mapping in `attr` (looking through arrays, dictionaries and type attributes).
fn attr_mappings(ctx: &Context, attr: Attribute, hooks: &[TypeMappings]) -> Vec<MapExpr> {
    if let Some(m) = as_mapping(ctx, attr) {
        return vec![m.clone()];
    }
    match ctx.attr_kind(attr) {
        AttrKind::Array(items) => items
            .iter()
            .flat_map(|&a| attr_mappings(ctx, a, hooks))
            .collect(),
        AttrKind::Dictionary(entries) => entries
            .iter()
            .flat_map(|&(_, a)| attr_mappings(ctx, a, hooks))
            .collect(),
        AttrKind::Type(t) => type_mappings(ctx, *t, hooks)
            .into_iter()
            .map(|(_, m)| m)
            .collect(),
        _ => vec![],
    }
}

/// The values an op defines: its results and its regions' block arguments.
fn defined_values(ctx: &Context, op: OpId) -> Vec<Value> {
    let mut v: Vec<Value> = ctx.results(op).to_vec();
    for &r in ctx.regions(op) {
        for &b in ctx.region_blocks(r) {
            v.extend_from_slice(ctx.block_args(b));
        }
    }
    v
}

/// Checks that every mapping used by `op` itself (its attributes, and the types of
/// the values it defines) resolves over the axes in scope.
pub fn verify_op_mappings(
    ctx: &Context,
    op: OpId,
    hooks: &[TypeMappings],
) -> Result<(), Diagnostic> {
    // (what, mapping, whether it is in a type).
    let mut found: Vec<(String, MapExpr, Option<visa_ir::Type>)> = Vec::new();
    for &(name, a) in ctx.attrs(op) {
        if ctx.str(name) == AXES_ATTR_NAME {
            continue;
        }
        for m in attr_mappings(ctx, a, hooks) {
            found.push((format!("mapping in attribute `{}`", ctx.str(name)), m, None));
        }
    }
    for v in defined_values(ctx, op) {
        for (role, m) in type_mappings(ctx, ctx.value_type(v), hooks) {
            found.push((format!("{role} mapping"), m, Some(ctx.value_type(v))));
        }
    }
    if found.is_empty() {
        return Ok(());
    }
    let axes = axes_in_scope(ctx, op)?;
    for (what, m, in_type) in &found {
        if let Some(ty) = *in_type {
            resolve_type_mapping(ctx, op, &axes, m, ty, what)?;
        } else {
            resolve_at(ctx, op, &axes, m, what)?;
        }
    }
    Ok(())
}

/// Checks every op nested in `root` (and `root`) with [`verify_op_mappings`];
/// also checks that a `mapping.axes` attribute, where present, is well-formed.
/// A malformed declaration is reported once, not again for each op under it.
pub fn verify_mappings(
    ctx: &Context,
    root: OpId,
    hooks: &[TypeMappings],
) -> Result<(), Vec<Diagnostic>> {
    let mut diags = Vec::new();
    for op in ctx.collect_ops(root) {
        if ctx.attr(op, AXES_ATTR_NAME).is_some() {
            if let Err(d) = axes_in_scope(ctx, op) {
                diags.push(d);
                continue;
            }
        }
        if let Err(d) = verify_op_mappings(ctx, op, hooks) {
            if !diags.contains(&d) {
                diags.push(d);
            }
        }
    }
    if diags.is_empty() {
        Ok(())
    } else {
        Err(diags)
    }
}

/// The normal form of `m` over the axes in scope at `op`.
fn canonical_expr(ctx: &Context, op: OpId, m: &MapExpr) -> Result<MapExpr, Diagnostic> {
    let axes = axes_in_scope(ctx, op)?;
    let resolved = resolve_at(ctx, op, &axes, m, "mapping")?;
    Ok(MapExpr::from_mapping(&normalize(&resolved).to_mapping()))
}

fn canon_type(
    ctx: &mut Context,
    op: OpId,
    ty: Type,
    hooks: &[TypeMappings],
) -> Result<Type, Diagnostic> {
    match ctx.type_kind(ty).clone() {
        TypeKind::Function { inputs, results } => {
            let inputs = inputs
                .into_iter()
                .map(|t| canon_type(ctx, op, t, hooks))
                .collect::<Result<Vec<_>, _>>()?;
            let results = results
                .into_iter()
                .map(|t| canon_type(ctx, op, t, hooks))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(ctx.function_type(inputs, results))
        }
        TypeKind::Tuple(items) => {
            let items = items
                .into_iter()
                .map(|t| canon_type(ctx, op, t, hooks))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(ctx.intern_type(TypeKind::Tuple(items)))
        }
        _ => {
            for h in hooks {
                if let Some(ms) = (h.list)(ctx, ty) {
                    let new = ms
                        .iter()
                        .map(|(_, m)| canonical_expr(ctx, op, m))
                        .collect::<Result<Vec<_>, _>>()?;
                    return Ok((h.rebuild)(ctx, ty, new));
                }
            }
            Ok(ty)
        }
    }
}

fn canon_attr(
    ctx: &mut Context,
    op: OpId,
    attr: Attribute,
    hooks: &[TypeMappings],
) -> Result<Attribute, Diagnostic> {
    if let Some(m) = as_mapping(ctx, attr).cloned() {
        let c = canonical_expr(ctx, op, &m)?;
        return Ok(mapping_attr(ctx, c));
    }
    match ctx.attr_kind(attr).clone() {
        AttrKind::Array(items) => {
            let items = items
                .into_iter()
                .map(|a| canon_attr(ctx, op, a, hooks))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(ctx.array_attr(items))
        }
        AttrKind::Dictionary(entries) => {
            let entries = entries
                .into_iter()
                .map(|(n, a)| Ok((n, canon_attr(ctx, op, a, hooks)?)))
                .collect::<Result<Vec<_>, Diagnostic>>()?;
            Ok(ctx.intern_attr(AttrKind::Dictionary(entries)))
        }
        AttrKind::Type(t) => {
            let t = canon_type(ctx, op, t, hooks)?;
            Ok(ctx.type_attr(t))
        }
        _ => Ok(attr),
    }
}

/// Rewrites every mapping in `root` to the normal form of the mapping algebra
/// ([`crate::normal::normalize`]): attributes, result and block-argument types.
/// Returns how many attributes and values changed.
pub fn canonicalize_mappings(
    ctx: &mut Context,
    root: OpId,
    hooks: &[TypeMappings],
) -> Result<usize, Diagnostic> {
    let mut changed = 0;
    for op in ctx.collect_ops(root) {
        let attrs: Vec<_> = ctx.attrs(op).to_vec();
        for (name, a) in attrs {
            if ctx.str(name) == AXES_ATTR_NAME {
                continue;
            }
            let new = canon_attr(ctx, op, a, hooks)?;
            if new != a {
                ctx.set_attr(op, name, new);
                changed += 1;
            }
        }
        for v in defined_values(ctx, op) {
            let ty = ctx.value_type(v);
            let new = canon_type(ctx, op, ty, hooks)?;
            if new != ty {
                ctx.set_value_type(v, new);
                changed += 1;
            }
        }
    }
    Ok(changed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dialect::{axes_attr, mapping_attr};
    use visa_ir::{Builder, DialectRegistry};

    fn setup(axes: &str, maps: &[&str]) -> (Context, OpId, Vec<OpId>) {
        let mut reg = DialectRegistry::new();
        crate::dialect::register(&mut reg);
        let mut ctx = Context::new(reg);
        ctx.allow_unregistered = true;
        let module = ctx.create_module(None);
        let a = axes_attr(&mut ctx, &axes.parse().unwrap());
        ctx.set_attr_named(module, AXES_ATTR_NAME, a);
        let body = ctx.module_body(module);
        let mut ops = Vec::new();
        for (i, m) in maps.iter().enumerate() {
            let attr = mapping_attr(&mut ctx, MapExpr::new(m).unwrap());
            let arr = ctx.array_attr(vec![attr]);
            let loc = ctx.name_loc(&format!("op{i}"));
            let mut b = Builder::at_end(&mut ctx, body);
            b.set_loc(loc);
            ops.push(b.op("test.op").attr("m", attr).attr("list", arr).build());
        }
        (ctx, module, ops)
    }

    #[test]
    fn verify_reports_each_bad_op_at_its_location() {
        let (ctx, module, ops) = setup("A = 8", &["A / 2", "B", "A % 3"]);
        let errs = verify_mappings(&ctx, module, &[]).unwrap_err();
        assert_eq!(errs.len(), 2);
        assert_eq!(errs[0].loc, ctx.op_loc(ops[1]));
        assert_eq!(errs[1].loc, ctx.op_loc(ops[2]));
        assert_ne!(errs[0].loc, errs[1].loc);
        assert!(
            errs[0].message.contains("unknown axis `B`"),
            "{}",
            errs[0].message
        );
        assert!(
            errs[1].message.contains("3 does not divide 8"),
            "{}",
            errs[1].message
        );
    }

    #[test]
    fn missing_axes_is_an_error() {
        let (mut ctx, module, _) = setup("A = 8", &["A"]);
        ctx.remove_attr(module, AXES_ATTR_NAME);
        let errs = verify_mappings(&ctx, module, &[]).unwrap_err();
        assert!(errs[0].message.contains("no enclosing op declares"));
    }

    #[test]
    fn canonicalize_rewrites_attributes_and_nested_arrays() {
        // Normal forms worked from the equivalence laws (L1017–1028):
        // `m[B / 64, B % 64]` is `m[B]`; `m[1, A]` is `m[A]`.
        let (mut ctx, module, ops) = setup("A = 8, B = 512", &["B / 64, B % 64", "1, A", "A"]);
        let changed = canonicalize_mappings(&mut ctx, module, &[]).unwrap();
        // Two ops change, each in `m` and in `list`.
        assert_eq!(changed, 4);
        let text = |ctx: &Context, op| ctx.attr_to_string(ctx.attr(op, "m").unwrap());
        assert_eq!(text(&ctx, ops[0]), "#mapping<m[B]>");
        assert_eq!(text(&ctx, ops[1]), "#mapping<m[A]>");
        assert_eq!(
            ctx.attr_to_string(ctx.attr(ops[0], "list").unwrap()),
            "[#mapping<m[B]>]"
        );
        // Idempotent.
        assert_eq!(canonicalize_mappings(&mut ctx, module, &[]).unwrap(), 0);
    }
}
