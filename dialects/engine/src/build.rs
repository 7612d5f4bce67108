//! Helpers to build `engine` IR from Rust (used by the lowering and by tests).

use crate::names;
use visa_ir::{Attribute, BlockId, Context, Location, OpId, OperationState, Value};

/// An attribute value for [`op`]: integer, integer list, string, type or keyword.
#[derive(Debug, Clone)]
pub enum A {
    /// `v : i64`.
    I(i64),
    /// `array<i64: ...>`.
    L(Vec<i64>),
    /// `"text"`.
    S(&'static str),
    /// A type attribute holding an element type.
    T(visa_tcp::DType),
    /// A keyword attribute `#engine.mnemonic<keyword>` (see [`A::kw`]).
    K(&'static str, &'static str),
    /// A sequencer `#engine.seq<[size : stride, ...] : packet>`.
    Seq(visa_tcp::SeqConfig),
    /// An already interned attribute.
    Raw(Attribute),
}

impl A {
    /// The keyword attribute of a hardware-model enum value, e.g. `#engine.queue<tdma>`.
    pub fn kw<E: visa_tcp::Keyword>(value: E) -> A {
        A::K(E::MNEMONIC, value.keyword())
    }
}

fn attr(ctx: &mut Context, a: &A) -> Attribute {
    match a {
        A::I(v) => visa_hw::attrs::i64_attr(ctx, *v),
        A::L(v) => visa_hw::attrs::i64s_attr(ctx, v),
        A::S(s) => ctx.string_attr(s),
        A::T(d) => {
            let t = visa_hw::attrs::type_of(ctx, *d);
            ctx.type_attr(t)
        }
        A::K(mnemonic, keyword) => ctx.dialect_attr(visa_ir::KeywordAttr {
            dialect: "engine",
            mnemonic,
            keyword,
        }),
        A::Seq(s) => visa_hw::attrs::seq_attr(ctx, "engine", s),
        A::Raw(r) => *r,
    }
}

/// Creates an empty `engine.program @name` at the end of `block`.
pub fn program(ctx: &mut Context, block: BlockId, name: &str, loc: Location) -> OpId {
    visa_hw::syntax::symbol_op(ctx, block, names::PROGRAM, name, &[], loc)
}

/// Appends op `name` with `operands` and `attrs` to `block`; it yields one
/// `!engine.stream` when `stream` is true.
pub fn op(
    ctx: &mut Context,
    block: BlockId,
    name: &str,
    operands: &[Value],
    stream: bool,
    attrs: &[(&str, A)],
    loc: Location,
) -> OpId {
    let opn = ctx.intern_op_name(name);
    let mut st = OperationState::new(opn, loc);
    st.operands = operands.to_vec();
    if stream {
        st.result_types.push(crate::stream_type(ctx));
    }
    for (k, v) in attrs {
        let a = attr(ctx, v);
        st.add_attr(ctx, k, a);
    }
    let o = ctx.create_op(st);
    ctx.append_op(block, o);
    o
}

/// Appends a stage op consuming `input` and yielding a stream; returns the stream.
pub fn stage(
    ctx: &mut Context,
    block: BlockId,
    name: &str,
    input: Value,
    attrs: &[(&str, A)],
    loc: Location,
) -> Value {
    let o = op(ctx, block, name, &[input], true, attrs, loc);
    ctx.result(o, 0)
}
