//! The `func` dialect, MLIR-compatible: `func.func` (a symbol holding a function body,
//! or a declaration without one), `func.return`, `func.call`, `func.constant` (a
//! function as a value) and `func.call_indirect` (a call through such a value).

mod build;
mod callee;
mod syntax;
mod verify;

#[cfg(test)]
mod tests;

pub use build::{build_decl, build_func, call, return_};
pub use callee::resolve_callee;

use visa_ir::{AttrConstraint, AttrKind, Attribute, Context, Dialect, OpId, Type, TypeKind};

visa_ir::op! {
    /// `func.func private? @f(%a: T) -> U attributes {...} { ... }`: a function, or a
    /// declaration without a body.
    pub struct Func = "func.func" {
        summary: "a function: a symbol with a signature and a body",
        traits: [ISOLATED_FROM_ABOVE, SYMBOL],
        regions: [body],
        attrs: [
            sym_name: string,
            function_type: function_type,
            sym_visibility: string [optional],
            arg_attrs: custom(ArrayAttr) [optional],
            res_attrs: custom(ArrayAttr) [optional],
        ],
        verify: verify::verify_func,
        // MLIR's `getDefaultDialect`: `return` and `call` inside a function body.
        default_dialect: "func",
        interfaces: [
            visa_ir::interfaces::FunctionOpInterface = visa_ir::interfaces::FunctionOpInterface {
                function_type: |ctx, op| ctx.attr(op, "function_type").and_then(|a| ctx.attr_type(a)),
            },
            visa_ir::interfaces::CallableOpInterface = visa_ir::interfaces::CallableOpInterface::FIRST_REGION,
        ],
        parse: syntax::parse_func,
        print: syntax::print_func,
    }
}

visa_ir::op! {
    /// `func.return %a, %b : T, U`.
    pub struct Return = "func.return" {
        summary: "return from a function",
        traits: [TERMINATOR, RETURN_LIKE],
        parents: [Func::NAME],
        operands: [operands: variadic],
        verify: verify::verify_return,
        format: "attr-dict ($operands^ `:` type($operands))?",
    }
}

visa_ir::op! {
    /// `%r = func.call @f(%a) : (T) -> U`.
    pub struct Call = "func.call" {
        summary: "call a function by symbol",
        operands: [operands: variadic],
        results: [results: variadic],
        attrs: [callee: symbol],
        verify: verify::verify_call,
        format: "$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
    }
}

visa_ir::op! {
    /// `%f = func.constant @g : (T) -> U`: the function `@g` as a value.
    pub struct Constant = "func.constant" {
        summary: "a function symbol as a value of function type",
        traits: [PURE],
        results: [result: single],
        attrs: [value: symbol],
        verify: verify::verify_constant,
        result_names: syntax::constant_result_names,
        format: "attr-dict $value `:` type($result)",
    }
}

visa_ir::op! {
    /// `%r = func.call_indirect %f(%a) : (T) -> U`: a call of a function value.
    pub struct CallIndirect = "func.call_indirect" {
        summary: "call a function value",
        operands: [callee: single, callee_operands: variadic],
        results: [results: variadic],
        verify: verify::verify_call_indirect,
        parse: syntax::parse_call_indirect,
        print: syntax::print_call_indirect,
    }
}

/// An array attribute, written in the attribute syntax (`arg_attrs`, `res_attrs`).
pub struct ArrayAttr;

impl visa_ir::ods::AttrKind for ArrayAttr {
    type Value<'c> = Attribute;
    type Input<'a> = Attribute;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Array;
    const SYNTAX: visa_ir::ods::AttrSyntax =
        <visa_ir::ods::AnyAttr as visa_ir::ods::AttrKind>::SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<Attribute> {
        matches!(ctx.attr_kind(attr), AttrKind::Array(_)).then_some(attr)
    }
    fn make(_: &mut Context, value: Attribute) -> Attribute {
        value
    }
}

/// The `func` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("func", "MLIR's function operations");
    d.ops = vec![
        Func::def(),
        Return::def(),
        Call::def(),
        Constant::def(),
        CallIndirect::def(),
    ];
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

/// The name of a flat symbol reference `@name`.
pub fn flat_symbol_name(ctx: &Context, attr: Attribute) -> Option<&str> {
    match ctx.attr_kind(attr) {
        AttrKind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
        _ => None,
    }
}
