//! The builtin attribute kinds of [`op!`](crate::op): integers of fixed Rust types,
//! bools, strings, types, function types, flat symbol references, elements
//! attributes and any attribute.

use super::{AttrKind, AttrSyntax};
use crate::attributes::{AttrKind as Kind, Attribute};
use crate::dialect::AttrConstraint;
use crate::parser::{AsmParser, ParseResult};
use crate::printer::AsmPrinter;
use crate::types::TypeKind;
use crate::{Context, Type};

fn int_in(ctx: &Context, attr: Attribute, lo: i128, hi: i128) -> Option<i128> {
    ctx.attr_int(attr).filter(|v| (lo..=hi).contains(v))
}

/// Parses an integer of `[lo, hi]` stored with a `bits`-wide integer type.
fn parse_int(
    p: &mut AsmParser<'_>,
    required: bool,
    lo: i128,
    hi: i128,
    bits: u32,
) -> ParseResult<Option<Attribute>> {
    let at = p.current_loc();
    let v = if required {
        p.parse_integer()?
    } else {
        match p.parse_optional_integer()? {
            Some(v) => v,
            None => return Ok(None),
        }
    };
    if !(lo..=hi).contains(&v) {
        return Err(crate::Diagnostic::error(
            at,
            format!("integer {v} is out of range [{lo}, {hi}]"),
        ));
    }
    let ty = p.ctx().integer_type(bits);
    Ok(Some(p.ctx().int_attr(v, ty)))
}

fn print_int(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_int(a) {
        Some(v) => p.write_fmt(format_args!("{v}")),
        None => p.print_attr(a),
    }
}

macro_rules! int_kind {
    ($(#[$m:meta])* $name:ident, $rust:ty, $bits:expr, $desc:literal, $check:ident, $parse:ident) => {
        $(#[$m])*
        pub struct $name;

        fn $check(ctx: &Context, a: Attribute) -> bool {
            int_in(ctx, a, <$rust>::MIN as i128, <$rust>::MAX as i128).is_some()
        }

        fn $parse(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
            parse_int(p, required, <$rust>::MIN as i128, <$rust>::MAX as i128, $bits)
        }

        impl AttrKind for $name {
            type Value<'c> = $rust;
            type Input<'a> = $rust;
            const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
                description: $desc,
                check: $check,
            };
            const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
                parse: $parse,
                print: print_int,
                is_default: None,
            };
            fn get(ctx: &Context, attr: Attribute) -> Option<$rust> {
                ctx.attr_int(attr).and_then(|v| <$rust>::try_from(v).ok())
            }
            fn make(ctx: &mut Context, value: $rust) -> Attribute {
                let ty = ctx.integer_type($bits);
                ctx.int_attr(value as i128, ty)
            }
        }
    };
}

int_kind!(
    /// `i64`: a 64-bit integer attribute (`5 : i64`).
    I64, i64, 64, "64-bit integer attribute", check_i64, parse_i64
);
int_kind!(
    /// `i32`: an integer attribute in the i32 range, stored as `i32`.
    I32, i32, 32, "32-bit integer attribute", check_i32, parse_i32
);

/// `u64`: a non-negative integer attribute, stored as `i64` (`0..=i64::MAX`, as MLIR
/// has no unsigned attribute here).
pub struct U64;

fn check_u64(ctx: &Context, a: Attribute) -> bool {
    int_in(ctx, a, 0, i64::MAX as i128).is_some()
}

fn parse_u64(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    parse_int(p, required, 0, i64::MAX as i128, 64)
}

impl AttrKind for U64 {
    type Value<'c> = u64;
    type Input<'a> = u64;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "non-negative 64-bit integer attribute",
        check: check_u64,
    };
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_u64,
        print: print_int,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<u64> {
        int_in(ctx, attr, 0, i64::MAX as i128).map(|v| v as u64)
    }
    fn make(ctx: &mut Context, value: u64) -> Attribute {
        assert!(
            value <= i64::MAX as u64,
            "u64 attribute {value} exceeds i64::MAX"
        );
        let ty = ctx.integer_type(64);
        ctx.int_attr(value as i128, ty)
    }
}

/// `bool`: `true` or `false` (an `i1` attribute).
pub struct Bool;

fn parse_bool(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    let v = if p.parse_optional_keyword("true") {
        true
    } else if p.parse_optional_keyword("false") {
        false
    } else if required {
        return Err(p.emit_error("expected 'true' or 'false'"));
    } else {
        return Ok(None);
    };
    Ok(Some(p.ctx().bool_attr(v)))
}

fn print_bool(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_int(a) {
        Some(v) => p.write_str(if v != 0 { "true" } else { "false" }),
        None => p.print_attr(a),
    }
}

impl AttrKind for Bool {
    type Value<'c> = bool;
    type Input<'a> = bool;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Bool;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_bool,
        print: print_bool,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<bool> {
        match ctx.attr_kind(attr) {
            Kind::Integer { value, ty } if ctx.int_width(*ty) == Some(1) => Some(*value != 0),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, value: bool) -> Attribute {
        ctx.bool_attr(value)
    }
}

/// `string`: a string attribute (`"text"`).
pub struct Str;

fn parse_str(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    let s = if required {
        p.parse_string()?
    } else {
        match p.parse_optional_string()? {
            Some(s) => s,
            None => return Ok(None),
        }
    };
    Ok(Some(p.ctx().string_attr(&s)))
}

fn print_str(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_str(a) {
        Some(s) => p.print_string_literal(s),
        None => p.print_attr(a),
    }
}

impl AttrKind for Str {
    type Value<'c> = &'c str;
    type Input<'a> = &'a str;
    const CONSTRAINT: AttrConstraint = AttrConstraint::String;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_str,
        print: print_str,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<&str> {
        ctx.attr_str(attr)
    }
    fn make(ctx: &mut Context, value: &str) -> Attribute {
        ctx.string_attr(value)
    }
}

/// `type`: a type attribute, written as the bare type.
pub struct TypeAttr;

fn parse_type_attr(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    let t = if required {
        p.parse_type()?
    } else {
        match p.parse_optional_type()? {
            Some(t) => t,
            None => return Ok(None),
        }
    };
    Ok(Some(p.ctx().type_attr(t)))
}

fn print_type_attr(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_type(a) {
        Some(t) => p.print_type(t),
        None => p.print_attr(a),
    }
}

impl AttrKind for TypeAttr {
    type Value<'c> = Type;
    type Input<'a> = Type;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Type;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_type_attr,
        print: print_type_attr,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<Type> {
        ctx.attr_type(attr)
    }
    fn make(ctx: &mut Context, value: Type) -> Attribute {
        ctx.type_attr(value)
    }
}

/// `function_type`: a type attribute holding a function type.
pub struct FunctionType;

impl AttrKind for FunctionType {
    type Value<'c> = Type;
    type Input<'a> = Type;
    const CONSTRAINT: AttrConstraint = AttrConstraint::FunctionType;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_type_attr,
        print: print_type_attr,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<Type> {
        ctx.attr_type(attr)
            .filter(|&t| matches!(ctx.type_kind(t), TypeKind::Function { .. }))
    }
    fn make(ctx: &mut Context, value: Type) -> Attribute {
        ctx.type_attr(value)
    }
}

/// `symbol`: a flat symbol reference `@name`; the accessor returns the name.
pub struct Symbol;

fn is_flat_symbol(ctx: &Context, a: Attribute) -> bool {
    Symbol::get(ctx, a).is_some()
}

fn parse_symbol(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    let s = if required {
        p.parse_symbol_name()?
    } else {
        match p.parse_optional_symbol_name()? {
            Some(s) => s,
            None => return Ok(None),
        }
    };
    Ok(Some(p.ctx().symbol_ref_attr(&s)))
}

fn print_symbol(p: &mut AsmPrinter<'_>, a: Attribute) {
    match Symbol::get(p.ctx(), a) {
        Some(s) => p.print_symbol_name(s),
        None => p.print_attr(a),
    }
}

impl AttrKind for Symbol {
    type Value<'c> = &'c str;
    type Input<'a> = &'a str;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "flat symbol reference attribute",
        check: is_flat_symbol,
    };
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_symbol,
        print: print_symbol,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<&str> {
        match ctx.attr_kind(attr) {
            Kind::SymbolRef { root, nested } if nested.is_empty() => Some(ctx.str(*root)),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, value: &str) -> Attribute {
        ctx.symbol_ref_attr(value)
    }
}

/// `any`: any attribute, written in the attribute syntax.
pub struct AnyAttr;

fn parse_any(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    if required {
        p.parse_attribute().map(Some)
    } else {
        p.parse_optional_attribute()
    }
}

fn print_any(p: &mut AsmPrinter<'_>, a: Attribute) {
    p.print_attr(a)
}

impl AttrKind for AnyAttr {
    type Value<'c> = Attribute;
    type Input<'a> = Attribute;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_any,
        print: print_any,
        is_default: None,
    };
    fn get(_: &Context, attr: Attribute) -> Option<Attribute> {
        Some(attr)
    }
    fn make(_: &mut Context, value: Attribute) -> Attribute {
        value
    }
}

/// `elements`: a constant tensor/vector attribute (MLIR's `ElementsAttr`): `dense<...>`
/// of numbers or strings, or `dense_resource<...>`; read the numbers through
/// [`Context::dense`](crate::Context::dense).
pub struct ElementsAttr;

fn check_elements(ctx: &Context, attr: Attribute) -> bool {
    matches!(
        ctx.attr_kind(attr),
        Kind::DenseElements { .. } | Kind::DenseStrings { .. } | Kind::DenseResource { .. }
    )
}

impl AttrKind for ElementsAttr {
    type Value<'c> = Attribute;
    type Input<'a> = Attribute;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "constant vector/tensor attribute",
        check: check_elements,
    };
    const SYNTAX: AttrSyntax = <AnyAttr as AttrKind>::SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<Attribute> {
        check_elements(ctx, attr).then_some(attr)
    }
    fn make(_: &mut Context, value: Attribute) -> Attribute {
        value
    }
}
