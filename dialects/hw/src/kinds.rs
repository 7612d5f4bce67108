//! The attribute kinds of the `hw` and `engine` ops for [`visa_ir::op!`]'s `custom(K)`:
//! integers of any width ([`Int`]), element types ([`DTypeAttr`]), hardware-model
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
use visa_ir::{AsmPrinter, AttrConstraint, Attribute, Context, KeywordAttr};
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
}
