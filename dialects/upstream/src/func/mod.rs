//! The `func` dialect, MLIR-compatible: `func.func` (a symbol holding a function body,
//! or a declaration without one), `func.return` and `func.call`.

mod build;
mod callee;
mod syntax;
mod verify;

#[cfg(test)]
mod tests;

pub use build::{build_decl, build_func, call, return_};
pub use callee::resolve_callee;

use visa_ir::{
    Arity, AttrConstraint, AttrKind, AttrSpec, Attribute, Context, Dialect, OpDef, OpId, Traits,
    Type, TypeKind,
};

/// `func.func`.
pub const FUNC: &str = "func.func";
/// `func.return`.
pub const RETURN: &str = "func.return";
/// `func.call`.
pub const CALL: &str = "func.call";

const FUNC_ATTRS: &[AttrSpec] = &[
    AttrSpec::required("sym_name", AttrConstraint::String),
    AttrSpec::required("function_type", AttrConstraint::FunctionType),
    AttrSpec::optional("sym_visibility", AttrConstraint::String),
    AttrSpec::optional("arg_attrs", AttrConstraint::Array),
    AttrSpec::optional("res_attrs", AttrConstraint::Array),
];

const CALL_ATTRS: &[AttrSpec] = &[AttrSpec::required(
    "callee",
    AttrConstraint::Custom {
        description: "flat symbol reference attribute",
        check: is_flat_symbol_ref,
    },
)];

/// The `func` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("func", "MLIR's function operations");
    d.ops.push(OpDef {
        traits: Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL,
        regions: Arity::Exact(1),
        attrs: FUNC_ATTRS,
        // MLIR's `getDefaultDialect`: `return` and `call` inside a function body.
        default_dialect: Some("func"),
        verify: Some(verify::verify_func),
        parse: Some(syntax::parse_func),
        print: Some(syntax::print_func),
        ..OpDef::new(FUNC, "a function: a symbol with a signature and a body")
    });
    d.ops.push(OpDef {
        traits: Traits::TERMINATOR | Traits::RETURN_LIKE,
        operands: Arity::ANY,
        parents: &[FUNC],
        verify: Some(verify::verify_return),
        parse: Some(syntax::parse_return),
        print: Some(syntax::print_return),
        ..OpDef::new(RETURN, "return from a function")
    });
    d.ops.push(OpDef {
        operands: Arity::ANY,
        results: Arity::ANY,
        attrs: CALL_ATTRS,
        verify: Some(verify::verify_call),
        parse: Some(syntax::parse_call),
        print: Some(syntax::print_call),
        ..OpDef::new(CALL, "call a function by symbol")
    });
    d
}

/// The inputs and results of the `function_type` of a `func.func`.
pub fn function_type(ctx: &Context, func: OpId) -> Option<(&[Type], &[Type])> {
    let ty = ctx
        .attr(func, "function_type")
        .and_then(|a| ctx.attr_type(a))?;
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// The name (`sym_name`) of a `func.func`.
pub fn func_name(ctx: &Context, func: OpId) -> Option<&str> {
    ctx.attr(func, "sym_name").and_then(|a| ctx.attr_str(a))
}

/// Whether a `func.func` is a declaration (its body region has no block).
pub fn is_declaration(ctx: &Context, func: OpId) -> bool {
    ctx.regions(func)
        .first()
        .is_none_or(|&r| ctx.region_is_empty(r))
}

/// Whether `attr` is a flat symbol reference (`@name`, no nested part).
fn is_flat_symbol_ref(ctx: &Context, attr: Attribute) -> bool {
    flat_symbol_name(ctx, attr).is_some()
}

/// The name of a flat symbol reference `@name`.
pub fn flat_symbol_name(ctx: &Context, attr: Attribute) -> Option<&str> {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
        _ => None,
    }
}
