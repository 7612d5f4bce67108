//! Typed builder helpers for the `arith` ops: each creates one op at the builder's
//! insertion point and returns its result.

use super::{AddI, CmpI, CmpIPredicate, Constant, IndexCast, MulI, Select, SubI};
use visa_ir::{Attribute, Builder, Type, Value};

/// `arith.constant` of a typed attribute (integer or float); the result has the
/// attribute's type.
///
/// # Panics
/// If `value` carries no type (it is not an integer or float attribute).
pub fn constant_attr(b: &mut Builder<'_>, value: Attribute) -> Value {
    let ty = b
        .ctx
        .attr_value_type(value)
        .expect("arith.constant needs an integer or float attribute");
    Constant::build(b, value, ty).result(b.ctx)
}

/// `arith.constant value : ty` for an integer type or `index`; `value` is truncated
/// to the type's width (so `255 : i8` is `-1 : i8`).
pub fn constant(b: &mut Builder<'_>, value: i128, ty: Type) -> Value {
    let attr = b.ctx.int_attr(value, ty);
    constant_attr(b, attr)
}

/// `arith.constant value : index`.
pub fn constant_index(b: &mut Builder<'_>, value: i64) -> Value {
    let ty = b.ctx.index_type();
    constant(b, value as i128, ty)
}

/// `arith.constant true` / `false`.
pub fn constant_bool(b: &mut Builder<'_>, value: bool) -> Value {
    let attr = b.ctx.bool_attr(value);
    constant_attr(b, attr)
}

/// `arith.constant value : ty` for a float type.
pub fn constant_float(b: &mut Builder<'_>, value: f64, ty: Type) -> Value {
    let attr = b.ctx.float_attr(value, ty);
    constant_attr(b, attr)
}

/// `arith.addi lhs, rhs` (the type of `lhs`).
pub fn addi(b: &mut Builder<'_>, lhs: Value, rhs: Value) -> Value {
    let ty = b.ctx.value_type(lhs);
    AddI::build(b, lhs, rhs, None, ty).result(b.ctx)
}

/// `arith.subi lhs, rhs`.
pub fn subi(b: &mut Builder<'_>, lhs: Value, rhs: Value) -> Value {
    let ty = b.ctx.value_type(lhs);
    SubI::build(b, lhs, rhs, None, ty).result(b.ctx)
}

/// `arith.muli lhs, rhs`.
pub fn muli(b: &mut Builder<'_>, lhs: Value, rhs: Value) -> Value {
    let ty = b.ctx.value_type(lhs);
    MulI::build(b, lhs, rhs, None, ty).result(b.ctx)
}

/// `arith.cmpi pred, lhs, rhs` with an `i1` result.
pub fn cmpi(b: &mut Builder<'_>, pred: CmpIPredicate, lhs: Value, rhs: Value) -> Value {
    let i1 = b.ctx.integer_type(1);
    CmpI::build(b, lhs, rhs, pred, i1).result(b.ctx)
}

/// `arith.select cond, on_true, on_false` (the type of `on_true`).
pub fn select(b: &mut Builder<'_>, cond: Value, on_true: Value, on_false: Value) -> Value {
    let ty = b.ctx.value_type(on_true);
    Select::build(b, cond, on_true, on_false, ty).result(b.ctx)
}

/// `arith.index_cast value : T to ty`.
pub fn index_cast(b: &mut Builder<'_>, value: Value, ty: Type) -> Value {
    IndexCast::build(b, value, ty).result(b.ctx)
}
