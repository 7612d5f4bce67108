//! The `arith` dialect, MLIR-compatible: `arith.constant`, `arith.addi`, `arith.subi`,
//! `arith.muli`, `arith.cmpi`, `arith.select` and `arith.index_cast`, on signless
//! integers and `index` (and float constants).
//!
//! Integer semantics are MLIR's: two's complement at the type's width, wrapping on
//! overflow, `index` folded at 64 bits. Folds are bit-exact for widths up to 128; wider
//! integers are verified but never folded.

mod build;
mod canon;
mod fold;
mod overflow;
mod predicate;
mod syntax;
mod verify;

#[cfg(test)]
mod tests;

pub use build::{
    addi, cmpi, constant, constant_attr, constant_bool, constant_float, constant_index, index_cast,
    muli, select, subi,
};
pub use overflow::OverflowFlags;
pub use predicate::CmpIPredicate;

use visa_ir::{
    Arity, AttrConstraint, AttrKind, AttrSpec, Attribute, Context, Dialect, Location, OpDef, OpId,
    OperationState, Traits, Type, Value,
};

/// `arith.constant`.
pub const CONSTANT: &str = "arith.constant";
/// `arith.addi`.
pub const ADDI: &str = "arith.addi";
/// `arith.subi`.
pub const SUBI: &str = "arith.subi";
/// `arith.muli`.
pub const MULI: &str = "arith.muli";
/// `arith.cmpi`.
pub const CMPI: &str = "arith.cmpi";
/// `arith.select`.
pub const SELECT: &str = "arith.select";
/// `arith.index_cast`.
pub const INDEX_CAST: &str = "arith.index_cast";

const CONSTANT_ATTRS: &[AttrSpec] = &[AttrSpec::required(
    "value",
    AttrConstraint::Custom {
        description: "TypedAttr instance",
        check: is_typed_attr,
    },
)];

const BINARY_ATTRS: &[AttrSpec] = &[AttrSpec::optional(
    "overflowFlags",
    AttrConstraint::Custom {
        description: "Integer overflow arith flags",
        check: overflow::is_overflow_flags,
    },
)];

const CMPI_ATTRS: &[AttrSpec] = &[AttrSpec::required(
    "predicate",
    AttrConstraint::Custom {
        description: "allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9",
        check: is_cmpi_predicate,
    },
)];

fn is_typed_attr(ctx: &Context, attr: Attribute) -> bool {
    matches!(
        ctx.attr_kind(attr),
        AttrKind::Integer { .. } | AttrKind::Float { .. }
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

fn binary(name: &'static str, summary: &'static str, commutative: bool) -> OpDef {
    let mut traits = Traits::PURE | Traits::SAME_OPERANDS_AND_RESULT_TYPE;
    if commutative {
        traits = traits | Traits::COMMUTATIVE;
    }
    OpDef {
        traits,
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        attrs: BINARY_ATTRS,
        verify: Some(verify::verify_binary),
        parse: Some(syntax::parse_binary),
        print: Some(syntax::print_binary),
        ..OpDef::new(name, summary)
    }
}

/// The `arith` dialect's definition.
pub fn dialect() -> Dialect {
    let mut d = Dialect::new("arith", "MLIR's arithmetic operations");
    d.ops.push(OpDef {
        traits: Traits::PURE | Traits::CONSTANT_LIKE,
        results: Arity::Exact(1),
        attrs: CONSTANT_ATTRS,
        verify: Some(verify::verify_constant),
        parse: Some(syntax::parse_constant),
        print: Some(syntax::print_constant),
        fold: Some(fold::fold_constant),
        result_names: Some(syntax::constant_result_names),
        ..OpDef::new(CONSTANT, "integer or floating-point constant")
    });
    d.ops.push(OpDef {
        fold: Some(fold::fold_addi),
        canonicalize: Some(canon::addi_patterns),
        ..binary(ADDI, "integer addition, wrapping at the type's width", true)
    });
    d.ops.push(OpDef {
        fold: Some(fold::fold_subi),
        canonicalize: Some(canon::subi_patterns),
        ..binary(
            SUBI,
            "integer subtraction, wrapping at the type's width",
            false,
        )
    });
    d.ops.push(OpDef {
        fold: Some(fold::fold_muli),
        canonicalize: Some(canon::muli_patterns),
        ..binary(
            MULI,
            "integer multiplication, wrapping at the type's width",
            true,
        )
    });
    d.ops.push(OpDef {
        traits: Traits::PURE,
        operands: Arity::Exact(2),
        results: Arity::Exact(1),
        attrs: CMPI_ATTRS,
        verify: Some(verify::verify_cmpi),
        parse: Some(syntax::parse_cmpi),
        print: Some(syntax::print_cmpi),
        fold: Some(fold::fold_cmpi),
        canonicalize: Some(canon::cmpi_patterns),
        ..OpDef::new(CMPI, "integer comparison")
    });
    d.ops.push(OpDef {
        traits: Traits::PURE,
        operands: Arity::Exact(3),
        results: Arity::Exact(1),
        verify: Some(verify::verify_select),
        parse: Some(syntax::parse_select),
        print: Some(syntax::print_select),
        fold: Some(fold::fold_select),
        canonicalize: Some(canon::select_patterns),
        ..OpDef::new(SELECT, "choose between two values on an i1 condition")
    });
    d.ops.push(OpDef {
        traits: Traits::PURE,
        operands: Arity::Exact(1),
        results: Arity::Exact(1),
        verify: Some(verify::verify_index_cast),
        parse: Some(syntax::parse_index_cast),
        print: Some(syntax::print_index_cast),
        fold: Some(fold::fold_index_cast),
        ..OpDef::new(
            INDEX_CAST,
            "cast between index and a signless integer (sign-extend or truncate)",
        )
    });
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
    if !is_typed_attr(ctx, value) || ctx.attr_value_type(value) != Some(ty) {
        return None;
    }
    let name = ctx.intern_op_name(CONSTANT);
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
    ctx.attr(op, "predicate")
        .and_then(|a| ctx.attr_int(a))
        .and_then(CmpIPredicate::from_i64)
}
