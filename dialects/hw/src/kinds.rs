//! The attribute kinds of the `hw` and `engine` ops for [`visa_ir::op!`]'s `custom(K)`:
//! integers of any width ([`Int`]), non-negative ones ([`UInt`]), element types ([`DTypeAttr`]), hardware-model
//! keywords `#dialect.mnemonic<kw>` ([`Kw`]), sequencers `#dialect.seq<...>` ([`Seq`]),
//! `array<i64: ...>` lists ([`I64s`]) and Switch Engine configurations ([`SwitchAttr`]).
//!
//! Each kind keeps the verifier constraint the dialects checked before they were
//! declared with `op!` (an integer of any width, a type, a keyword attribute of any
//! mnemonic, any attribute), so the diagnostics of [`crate::attrs`]'s readers, which
//! name the manual's limits, stay the ones a user sees. The typed accessors the macro
//! generates read through these kinds; they are meant for verified IR.

use crate::attrs::{self, SeqAttr};
use std::marker::PhantomData;
use visa_ir::ods::{AttrKind, AttrSyntax};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, AttrConstraint, Attribute, Context, Diagnostic, KeywordAttr, OpId};
use visa_tcp::{DType, Keyword, SeqConfig, SwitchConfig};

/// The dialect namespace a keyword or sequencer attribute is created in.
pub trait Namespace {
    /// `hw` or `engine`.
    const DIALECT: &'static str;
}

/// The `hw` namespace (`#hw.queue<tdma>`).
pub struct HwNs;

impl Namespace for HwNs {
    const DIALECT: &'static str = "hw";
}

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

const ANY_SYNTAX: AttrSyntax = AttrSyntax::Hooks {
    parse: parse_any,
    print: print_any,
    is_default: None,
};

/// An integer attribute of any width read as `i64` (`5 : i64`), created as `i64`.
pub struct Int;

impl AttrKind for Int {
    type Value<'c> = i64;
    type Input<'a> = i64;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Integer;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<i64> {
        ctx.attr_int(attr).and_then(|v| i64::try_from(v).ok())
    }
    fn make(ctx: &mut Context, value: i64) -> Attribute {
        attrs::i64_attr(ctx, value)
    }
    fn error(ctx: &Context, op: OpId, name: &str, _: Option<Attribute>) -> Diagnostic {
        reader_error(ctx, op, name, attrs::int(ctx, op, name))
    }
}

/// A non-negative integer attribute of any width that fits in `i64`, read as `u64`
/// (`4096 : i64`), created as `i64`: addresses, bases, counts. Its error is the one
/// wording of a non-negative read ("must be non-negative, got -8"), located at the op.
pub struct UInt;

impl AttrKind for UInt {
    type Value<'c> = u64;
    type Input<'a> = u64;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Integer;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<u64> {
        ctx.attr_int(attr)
            .and_then(|v| i64::try_from(v).ok())
            .and_then(|v| u64::try_from(v).ok())
    }
    fn make(ctx: &mut Context, value: u64) -> Attribute {
        let i64t = ctx.integer_type(64);
        ctx.int_attr(i128::from(value), i64t)
    }
    fn error(ctx: &Context, op: OpId, name: &str, _: Option<Attribute>) -> Diagnostic {
        reader_error(ctx, op, name, attrs::uint(ctx, op, name))
    }
}

/// A flag whose presence is its value (`dual_channel`): any attribute present reads
/// as `Some(())`, created as the unit attribute.
pub struct Present;

impl AttrKind for Present {
    type Value<'c> = ();
    type Input<'a> = ();
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(_: &Context, _: Attribute) -> Option<()> {
        Some(())
    }
    fn make(ctx: &mut Context, _: ()) -> Attribute {
        ctx.unit_attr()
    }
}

/// Kind `K` left to its typed read: the same value, builder and error as `K`, with no
/// constraint for the generic verifier, so an attribute that only some configurations
/// need (`hw.tu`'s `commit_base` for a commit sink) is declared `[optional]` and read with
/// `require_<name>` where it is needed, its error worded by `K` (decision TATTR-3).
pub struct Read<K>(PhantomData<K>);

impl<K: AttrKind> AttrKind for Read<K> {
    type Value<'c> = K::Value<'c>;
    type Input<'a> = K::Input<'a>;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = K::SYNTAX;
    fn get<'c>(ctx: &'c Context, attr: Attribute) -> Option<K::Value<'c>> {
        K::get(ctx, attr)
    }
    fn make(ctx: &mut Context, value: K::Input<'_>) -> Attribute {
        K::make(ctx, value)
    }
    fn error(ctx: &Context, op: OpId, name: &str, attr: Option<Attribute>) -> Diagnostic {
        K::error(ctx, op, name, attr)
    }
}

/// Any type attribute, read as its [`visa_ir::Type`] (`ve_dtype`, whose allowed types the
/// reader names), with [`crate::attrs::opt_type`]'s wording.
pub struct AnyType;

impl AttrKind for AnyType {
    type Value<'c> = visa_ir::Type;
    type Input<'a> = visa_ir::Type;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<visa_ir::Type> {
        ctx.attr_type(attr)
    }
    fn make(ctx: &mut Context, value: visa_ir::Type) -> Attribute {
        ctx.type_attr(value)
    }
    fn error(ctx: &Context, op: OpId, name: &str, _: Option<Attribute>) -> Diagnostic {
        match attrs::opt_type(ctx, op, name) {
            Ok(None) => ctx.op_error(op, format!("requires type attribute '{name}'")),
            r => reader_error(ctx, op, name, r),
        }
    }
}

/// A string attribute (`ve_inter`'s configuration text), with [`crate::attrs::string`]'s
/// wording.
pub struct Text;

impl AttrKind for Text {
    type Value<'c> = &'c str;
    type Input<'a> = &'a str;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<&str> {
        ctx.attr_str(attr)
    }
    fn make(ctx: &mut Context, value: &str) -> Attribute {
        ctx.string_attr(value)
    }
    fn error(ctx: &Context, op: OpId, name: &str, _: Option<Attribute>) -> Diagnostic {
        reader_error(ctx, op, name, attrs::string(ctx, op, name))
    }
}

/// The error of the reader of [`crate::attrs`] that words a kind's failure, or (if the
/// reader accepts what the kind refused, a bug) an error saying so.
fn reader_error<T>(ctx: &Context, op: OpId, name: &str, read: Result<T, Diagnostic>) -> Diagnostic {
    read.err().unwrap_or_else(|| {
        ctx.op_error(
            op,
            format!("attribute '{name}' is not of its declared kind"),
        )
    })
}

/// A type attribute holding an element type of the hardware model (`i32`, `bf16`).
pub struct DTypeAttr;

impl AttrKind for DTypeAttr {
    type Value<'c> = DType;
    type Input<'a> = DType;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Type;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<DType> {
        ctx.attr_type(attr).and_then(|t| attrs::dtype_of(ctx, t))
    }
    fn make(ctx: &mut Context, value: DType) -> Attribute {
        let t = attrs::type_of(ctx, value);
        ctx.type_attr(t)
    }
    fn error(ctx: &Context, op: OpId, name: &str, _: Option<Attribute>) -> Diagnostic {
        reader_error(ctx, op, name, attrs::dtype(ctx, op, name))
    }
}

/// A keyword attribute `#dialect.mnemonic<kw>` holding a value of the hardware-model
/// enum `E`, created in namespace `N`.
pub struct Kw<E, N>(PhantomData<(E, N)>);

impl<E: Keyword, N: Namespace> AttrKind for Kw<E, N> {
    type Value<'c> = E;
    type Input<'a> = E;
    const CONSTRAINT: AttrConstraint = attrs::KEYWORD;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<E> {
        ctx.attr_as::<KeywordAttr>(attr)
            .filter(|k| k.mnemonic == E::MNEMONIC)
            .and_then(|k| E::from_keyword(k.keyword))
    }
    fn make(ctx: &mut Context, value: E) -> Attribute {
        attrs::keyword_attr(ctx, N::DIALECT, value)
    }
    fn error(ctx: &Context, op: OpId, name: &str, _: Option<Attribute>) -> Diagnostic {
        reader_error(ctx, op, name, attrs::keyword::<E>(ctx, op, name))
    }
}

/// A sequencer `#dialect.seq<[size : stride, ...] : packet>` created in namespace `N`.
pub struct Seq<N>(PhantomData<N>);

impl<N: Namespace> AttrKind for Seq<N> {
    type Value<'c> = &'c SeqConfig;
    type Input<'a> = &'a SeqConfig;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<&SeqConfig> {
        ctx.attr_as::<SeqAttr>(attr).map(|s| &s.seq)
    }
    fn make(ctx: &mut Context, value: &SeqConfig) -> Attribute {
        attrs::seq_attr(ctx, N::DIALECT, value)
    }
}

/// An `array<i64: ...>` list (the constraint accepts any attribute; the readers of
/// [`crate::attrs`] and [`crate::read`] name the wrong ones).
pub struct I64s;

impl AttrKind for I64s {
    type Value<'c> = &'c [i64];
    type Input<'a> = &'a [i64];
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<&[i64]> {
        match ctx.attr_kind(attr) {
            visa_ir::AttrKind::DenseI64Array(v) => Some(v),
            _ => None,
        }
    }
    fn make(ctx: &mut Context, value: &[i64]) -> Attribute {
        attrs::i64s_attr(ctx, value)
    }
    fn error(ctx: &Context, op: OpId, name: &str, _: Option<Attribute>) -> Diagnostic {
        reader_error(ctx, op, name, attrs::ints(ctx, op, name))
    }
}

/// A Switch Engine configuration: `#dialect.switch<forward>` for a parameterless topology,
/// else a string in [`SwitchConfig`]'s `Display` form (`"broadcast1 {slice1 = 4, slice0 =
/// 1}"`), created in namespace `N` (read by [`attrs::opt_switch`]).
pub struct SwitchAttr<N>(PhantomData<N>);

impl<N: Namespace> AttrKind for SwitchAttr<N> {
    type Value<'c> = SwitchConfig;
    type Input<'a> = &'a SwitchConfig;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Any;
    const SYNTAX: AttrSyntax = ANY_SYNTAX;
    fn get(ctx: &Context, attr: Attribute) -> Option<SwitchConfig> {
        attrs::switch_of(ctx, attr).ok()
    }
    fn make(ctx: &mut Context, value: &SwitchConfig) -> Attribute {
        attrs::switch_attr(ctx, N::DIALECT, value)
    }
    fn error(ctx: &Context, op: OpId, name: &str, _: Option<Attribute>) -> Diagnostic {
        match attrs::opt_switch(ctx, op, name) {
            Ok(None) => ctx.op_error(op, format!("requires attribute '{name}'")),
            r => reader_error(ctx, op, name, r),
        }
    }
}
