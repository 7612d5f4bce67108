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
    b.op(Constant::NAME)
        .attr("value", value)
        .results(&[ty])
        .build_value()
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

fn binary(b: &mut Builder<'_>, name: &str, lhs: Value, rhs: Value) -> Value {
    let ty = b.ctx.value_type(lhs);
    b.op(name)
        .operands(&[lhs, rhs])
        .results(&[ty])
        .build_value()
}

/// `arith.addi lhs, rhs` (the type of `lhs`).
pub fn addi(b: &mut Builder<'_>, lhs: Value, rhs: Value) -> Value {
    binary(b, AddI::NAME, lhs, rhs)
}

/// `arith.subi lhs, rhs`.
pub fn subi(b: &mut Builder<'_>, lhs: Value, rhs: Value) -> Value {
    binary(b, SubI::NAME, lhs, rhs)
}

/// `arith.muli lhs, rhs`.
pub fn muli(b: &mut Builder<'_>, lhs: Value, rhs: Value) -> Value {
    binary(b, MulI::NAME, lhs, rhs)
}

/// `arith.cmpi pred, lhs, rhs` with an `i1` result.
pub fn cmpi(b: &mut Builder<'_>, pred: CmpIPredicate, lhs: Value, rhs: Value) -> Value {
    let i1 = b.ctx.integer_type(1);
    let i64 = b.ctx.integer_type(64);
    let attr = b.ctx.int_attr(pred.to_i64() as i128, i64);
    b.op(CmpI::NAME)
        .operands(&[lhs, rhs])
        .attr("predicate", attr)
        .results(&[i1])
        .build_value()
}

/// `arith.select cond, on_true, on_false` (the type of `on_true`).
pub fn select(b: &mut Builder<'_>, cond: Value, on_true: Value, on_false: Value) -> Value {
    let ty = b.ctx.value_type(on_true);
    b.op(Select::NAME)
        .operands(&[cond, on_true, on_false])
        .results(&[ty])
        .build_value()
}

/// `arith.index_cast value : T to ty`.
pub fn index_cast(b: &mut Builder<'_>, value: Value, ty: Type) -> Value {
    b.op(IndexCast::NAME)
        .operands(&[value])
        .results(&[ty])
        .build_value()
}
