//! The `arith` dialect, MLIR-compatible: every op of MLIR's `arith` (LLVM 22):
//! constants, the integer ops (with `overflow<...>` where MLIR has it), the float ops
//! (with `fastmath<...>`), the comparisons, the casts (with `truncf`'s rounding mode, and
//! the OCP MX `scaling_extf`/`scaling_truncf`) and `select`.
//!
//! Integer semantics are MLIR's: two's complement at the type's width, wrapping on
//! overflow, `index` folded at 64 bits. Folds are bit-exact for widths up to 128; wider
//! integers are verified but never folded. Float constants fold for `f32` and `f64`
//! (see `fold_float`). Type constraints look at a value's element type (`Class` in
//! `verify`), so they hold for shaped operands too.

mod build;
mod canon;
mod flags;
mod fold;
mod fold_float;
mod ops;
mod overflow;
mod predicate;
mod syntax;
mod verify;

#[cfg(test)]
mod ops_tests;
#[cfg(test)]
mod tests;

pub use build::{
    addi, cmpi, constant, constant_attr, constant_bool, constant_float, constant_index, index_cast,
    muli, select, subi,
};
pub use flags::{FastMathAttr, FastMathFlags, RoundingMode, RoundingModeAttr};
pub use ops::*;
pub use overflow::OverflowFlags;
pub use predicate::{CmpFPredicate, CmpIPredicate};

use visa_ir::{
    AttrConstraint, AttrKind, Attribute, Context, Dialect, Location, OpId, OperationState, Traits,
    Type, Value,
};

visa_ir::op! {
    /// `%c = arith.constant 42 : i32`: an integer, float or `dense<...>` constant.
    pub struct Constant = "arith.constant" {
        summary: "integer or floating-point constant",
        traits: [PURE, CONSTANT_LIKE],
        results: [result: single],
        attrs: [value: custom(TypedAttr)],
        verify: verify::verify_constant,
        fold: fold::fold_constant,
        result_names: syntax::constant_result_names,
        parse: syntax::parse_constant,
        print: syntax::print_constant,
    }
}

/// Declares a binary integer op `%r = arith.OP %a, %b (overflow<flags>)? : T`.
macro_rules! binary_op {
    ($(#[$m:meta])* $name:ident = $op:literal, $summary:literal, [$($tr:ident),*], $fold:path, $canon:path) => {
        visa_ir::op! {
            $(#[$m])*
            pub struct $name = $op {
                summary: $summary,
                traits: [PURE, SAME_OPERANDS_AND_RESULT_TYPE $(, $tr)*],
                operands: [lhs: single, rhs: single],
                results: [result: single],
                attrs: [overflowFlags: custom(OverflowFlagsAttr) [default]],
                verify: verify::verify_binary,
                fold: $fold,
                canonicalize: $canon,
                format: "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)",
            }
        }
    };
}

binary_op!(
    /// `arith.addi %a, %b : T`.
    AddI = "arith.addi",
    "integer addition, wrapping at the type's width",
    [COMMUTATIVE],
    fold::fold_addi,
    canon::addi_patterns
);
binary_op!(
    /// `arith.subi %a, %b : T`.
    SubI = "arith.subi",
    "integer subtraction, wrapping at the type's width",
    [],
    fold::fold_subi,
    canon::subi_patterns
);
binary_op!(
    /// `arith.muli %a, %b : T`.
    MulI = "arith.muli",
    "integer multiplication, wrapping at the type's width",
    [COMMUTATIVE],
    fold::fold_muli,
    canon::muli_patterns
);

visa_ir::op! {
    /// `%p = arith.cmpi slt, %a, %b : T`.
    pub struct CmpI = "arith.cmpi" {
        summary: "integer comparison",
        traits: [PURE],
        operands: [lhs: single, rhs: single],
        results: [result: single],
        attrs: [predicate: custom(PredicateAttr)],
        verify: verify::verify_cmpi,
        fold: fold::fold_cmpi,
        canonicalize: canon::cmpi_patterns,
        parse: syntax::parse_cmpi,
        print: syntax::print_cmpi,
    }
}

visa_ir::op! {
    /// `%m = arith.select %p, %a, %b : T`.
    pub struct Select = "arith.select" {
        summary: "choose between two values on an i1 condition",
        traits: [PURE],
        operands: [condition: single, true_value: single, false_value: single],
        results: [result: single],
        verify: verify::verify_select,
        fold: fold::fold_select,
        canonicalize: canon::select_patterns,
        parse: syntax::parse_select,
        print: syntax::print_select,
    }
}

visa_ir::op! {
    /// `%i = arith.index_cast %a : i32 to index`.
    pub struct IndexCast = "arith.index_cast" {
        summary: "cast between index and a signless integer (sign-extend or truncate)",
        traits: [PURE],
        operands: [input: single],
        results: [result: single],
        verify: verify::verify_index_cast,
        fold: fold::fold_index_cast,
        format: "$input attr-dict `:` type($input) `to` type($result)",
    }
}

/// The `value` kind of `arith.constant`: an integer, float or `dense<...>` elements
/// attribute (MLIR's `TypedAttr`), written in the attribute syntax.
pub struct TypedAttr;

impl visa_ir::ods::AttrKind for TypedAttr {
    type Value<'c> = Attribute;
    type Input<'a> = Attribute;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "TypedAttr instance",
        check: has_value_type,
    };
    const SYNTAX: visa_ir::ods::AttrSyntax =
        <visa_ir::ods::AnyAttr as visa_ir::ods::AttrKind>::SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<Attribute> {
        has_value_type(ctx, attr).then_some(attr)
    }
    fn make(_: &mut Context, value: Attribute) -> Attribute {
        value
    }
}

/// The `overflowFlags` kind of the binary ops: `#arith.overflow<nsw, nuw>`, written
/// `<nsw, nuw>` after the `overflow` keyword; `<none>` is the default, left out.
pub struct OverflowFlagsAttr;

fn parse_overflow(
    p: &mut visa_ir::parser::AsmParser<'_>,
    required: bool,
) -> visa_ir::parser::ParseResult<Option<Attribute>> {
    if !required && !p.is_punct("<") {
        return Ok(None);
    }
    let flags = overflow::parse_flags(p)?;
    Ok(Some(p.ctx().dialect_attr(flags)))
}

fn print_overflow(p: &mut visa_ir::AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_as::<OverflowFlags>(a).copied() {
        Some(f) => {
            p.write_str("<");
            p.write_str(f.body());
            p.write_str(">");
        }
        None => p.print_attr(a),
    }
}

fn overflow_is_none(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_as::<OverflowFlags>(a).is_some_and(|f| f.is_none())
}

impl visa_ir::ods::AttrKind for OverflowFlagsAttr {
    type Value<'c> = OverflowFlags;
    type Input<'a> = OverflowFlags;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "Integer overflow arith flags",
        check: overflow::is_overflow_flags,
    };
    const SYNTAX: visa_ir::ods::AttrSyntax = visa_ir::ods::AttrSyntax::Hooks {
        parse: parse_overflow,
        print: print_overflow,
        is_default: Some(overflow_is_none),
    };
    const DEFAULT: Option<fn(&mut Context) -> Attribute> =
        Some(|ctx| ctx.dialect_attr(OverflowFlags::default()));
    fn get(ctx: &Context, attr: Attribute) -> Option<OverflowFlags> {
        ctx.attr_as::<OverflowFlags>(attr).copied()
    }
    fn make(ctx: &mut Context, value: OverflowFlags) -> Attribute {
        ctx.dialect_attr(value)
    }
}

/// The `predicate` kind of `arith.cmpi`: a 64-bit signless integer holding one of
/// [`CmpIPredicate`]'s values.
pub struct PredicateAttr;

impl visa_ir::ods::AttrKind for PredicateAttr {
    type Value<'c> = CmpIPredicate;
    type Input<'a> = CmpIPredicate;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        check: is_cmpi_predicate,
    };
    const SYNTAX: visa_ir::ods::AttrSyntax =
        <visa_ir::ods::AnyAttr as visa_ir::ods::AttrKind>::SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<CmpIPredicate> {
        ctx.attr_int(attr).and_then(CmpIPredicate::from_i64)
    }
    fn make(ctx: &mut Context, value: CmpIPredicate) -> Attribute {
        let i64 = ctx.integer_type(64);
        ctx.int_attr(i128::from(value.to_i64()), i64)
    }
}

/// The `predicate` kind of `arith.cmpf`: a 64-bit signless integer holding one of
/// [`CmpFPredicate`]'s values.
pub struct PredicateFAttr;

impl visa_ir::ods::AttrKind for PredicateFAttr {
    type Value<'c> = CmpFPredicate;
    type Input<'a> = CmpFPredicate;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, \
                      10, 11, 12, 13, 14, 15",
        check: is_cmpf_predicate,
    };
    const SYNTAX: visa_ir::ods::AttrSyntax =
        <visa_ir::ods::AnyAttr as visa_ir::ods::AttrKind>::SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<CmpFPredicate> {
        ctx.attr_int(attr).and_then(CmpFPredicate::from_i64)
    }
    fn make(ctx: &mut Context, value: CmpFPredicate) -> Attribute {
        let i64 = ctx.integer_type(64);
        ctx.int_attr(i128::from(value.to_i64()), i64)
    }
}

fn is_i64_attr(ctx: &Context, attr: Attribute) -> Option<i128> {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty }
            if matches!(
                ctx.type_kind(*ty),
                visa_ir::TypeKind::Integer {
                    width: 64,
                    signedness: visa_ir::Signedness::Signless
                }
            ) =>
        {
            Some(*value)
        }
        _ => None,
    }
}

fn is_cmpf_predicate(ctx: &Context, attr: Attribute) -> bool {
    is_i64_attr(ctx, attr)
        .and_then(CmpFPredicate::from_i64)
        .is_some()
}

/// MLIR's `TypedAttr`: an attribute that carries a type (integers, floats, strings,
/// whose type is `none` unless written, and `dense<...>` elements).
fn has_value_type(ctx: &Context, attr: Attribute) -> bool {
    matches!(
        ctx.attr_kind(attr),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::String(_)
            | AttrKind::TypedString { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
    )
}

fn is_typed_attr(ctx: &Context, attr: Attribute) -> bool {
    matches!(
        ctx.attr_kind(attr),
        AttrKind::Integer { .. }
            | AttrKind::Float { .. }
            | AttrKind::DenseElements { .. }
            | AttrKind::DenseStrings { .. }
    )
}

fn is_cmpi_predicate(ctx: &Context, attr: Attribute) -> bool {
    match ctx.attr_kind(attr) {
        AttrKind::Integer { value, ty } => {
            matches!(
                ctx.type_kind(*ty),
                visa_ir::TypeKind::Integer {
                    width: 64,
                    signedness: visa_ir::Signedness::Signless
                }
            ) && CmpIPredicate::from_i64(*value).is_some()
        }
        _ => false,
    }
}

/// The `arith` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("arith", "MLIR's arithmetic operations");
    d.ops = vec![
        Constant::def(),
        AddI::def(),
        SubI::def(),
        MulI::def(),
        CmpI::def(),
        Select::def(),
        IndexCast::def(),
        DivSI::def(),
        DivUI::def(),
        CeilDivSI::def(),
        CeilDivUI::def(),
        FloorDivSI::def(),
        RemSI::def(),
        RemUI::def(),
        AndI::def(),
        OrI::def(),
        XOrI::def(),
        ShLI::def(),
        ShRSI::def(),
        ShRUI::def(),
        MaxSI::def(),
        MaxUI::def(),
        MinSI::def(),
        MinUI::def(),
        AddUIExtended::def(),
        MulSIExtended::def(),
        MulUIExtended::def(),
        AddF::def(),
        SubF::def(),
        MulF::def(),
        DivF::def(),
        RemF::def(),
        MaximumF::def(),
        MinimumF::def(),
        MaxNumF::def(),
        MinNumF::def(),
        NegF::def(),
        CmpF::def(),
        ExtUI::def(),
        ExtSI::def(),
        TruncI::def(),
        ExtF::def(),
        TruncF::def(),
        SIToFP::def(),
        UIToFP::def(),
        FPToSI::def(),
        FPToUI::def(),
        Bitcast::def(),
        IndexCastUI::def(),
        ScalingExtF::def(),
        ScalingTruncF::def(),
    ];
    d.parse_attr = Some(overflow::parse_attr);
    d.materialize_constant = Some(materialize_constant);
    d
}

/// Creates a detached `arith.constant` holding `value` when `value` is an integer or
/// float attribute of type `ty` (the dialect's constant materializer for folding).
pub fn materialize_constant(
    ctx: &mut Context,
    value: Attribute,
    ty: Type,
    loc: Location,
) -> Option<OpId> {
    // Scalars only: a vector or tensor constant needs a dense elements attribute,
    // which visa does not have yet (decision MATH-2).
    if !is_typed_attr(ctx, value) || ctx.attr_value_type(value) != Some(ty) || ctx.is_shaped(ty) {
        return None;
    }
    let name = ctx.intern_op_name(Constant::NAME);
    let mut state = OperationState::new(name, loc);
    state.add_attr(ctx, "value", value);
    state.result_types.push(ty);
    Some(ctx.create_op(state))
}

/// The bit width of `ty` when it is a signless integer or `index` (64) — the types the
/// integer ops accept.
pub(crate) fn signless_width(ctx: &Context, ty: Type) -> Option<u32> {
    match ctx.type_kind(ty) {
        visa_ir::TypeKind::Integer {
            width,
            signedness: visa_ir::Signedness::Signless,
        } => Some(*width),
        visa_ir::TypeKind::Index => Some(64),
        _ => None,
    }
}

/// The integer constant `value` holds, if it is the result of a constant-like op with
/// an integer `value` attribute.
pub fn const_int(ctx: &Context, value: Value) -> Option<i128> {
    let op = ctx.defining_op(value)?;
    if !ctx.op_has_trait(op, Traits::CONSTANT_LIKE) {
        return None;
    }
    ctx.attr(op, "value").and_then(|a| ctx.attr_int(a))
}

/// The predicate of an `arith.cmpi`, if its attribute is a valid one.
pub fn cmpi_predicate(ctx: &Context, op: OpId) -> Option<CmpIPredicate> {
    CmpI::matches(ctx, op)?;
    visa_ir::ods::attr_value::<PredicateAttr>(ctx, op, "predicate")
}

/// The predicate of an `arith.cmpf`, if its attribute is a valid one.
pub fn cmpf_predicate(ctx: &Context, op: OpId) -> Option<CmpFPredicate> {
    CmpF::matches(ctx, op)?;
    visa_ir::ods::attr_value::<PredicateFAttr>(ctx, op, "predicate")
}
