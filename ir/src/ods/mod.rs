//! Op definition specifications (ODS): one declaration per op, from which its
//! [`OpDef`](crate::OpDef), a typed wrapper with accessors and a builder, and its custom
//! assembly are generated.
//!
//! Modelled on MLIR's ODS records with `assemblyFormat` and pliron's `#[pliron_op]`,
//! but written as a `macro_rules!` macro, [`op!`](crate::op), so it needs no
//! proc-macro. The pieces:
//!
//! - [`OpSpec`]: the static description the macro emits for each op: its name, operand
//!   and result groups (single, optional, variadic), regions, successors, attributes
//!   with their kinds, and the assembly format text.
//! - [`AttrKind`]: a typed attribute kind (`u64`, `i64`, `i32`, `bool`, `string`,
//!   `type`, `function_type`, `symbol`, `any`, or a dialect's own kind through
//!   `custom(K)`): its verifier constraint, its syntax in a format, and the conversion
//!   between the attribute and a Rust value. Keyword enums (`enum(T, "what")`) are
//!   duck typed: the macro calls `T::KEYWORDS`, `T::keyword()` and
//!   `T::from_keyword()`, so the crate defining `T` needs no dependency on this one.
//! - [`format`](mod@format): the interpreter of MLIR's assembly-format language (parsed once per
//!   op and cached), used by the parse and print hooks the macro generates.
//!
//! An op's memory is unchanged: the spec and the parsed format are statics, one per op
//! name, like the [`OpDef`](crate::OpDef) itself; an op instance stores only its
//! operands, results and attribute handles.

pub mod format;
mod kinds;
mod macros;
pub mod reference;
#[cfg(test)]
mod tests;

pub use format::{Format, FormatError};
pub use kinds::{AnyAttr, Bool, ElementsAttr, FunctionType, Symbol, TypeAttr, I32, I64, U64};

use crate::attributes::Attribute;
use crate::dialect::{Arity, AttrConstraint, AttrSpec};
use crate::parser::{AsmParser, ParseResult};
use crate::printer::AsmPrinter;
use crate::{Context, Diagnostic};

/// How many values an operand or result group holds.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Multiplicity {
    /// Exactly one.
    Single,
    /// Zero or one.
    Optional,
    /// Any number.
    Variadic,
}

/// One named operand or result group.
#[derive(Copy, Clone, Debug)]
pub struct ValueGroup {
    /// Its name in the format (`$input`) and the accessor.
    pub name: &'static str,
    /// How many values it holds.
    pub kind: Multiplicity,
}

/// Parses an attribute of a kind at the current token: `Ok(None)` when `required` is
/// false and no such attribute starts here.
pub type AttrParseFn = fn(&mut AsmParser<'_>, bool) -> ParseResult<Option<Attribute>>;

/// Prints an attribute of a kind in its format syntax.
pub type AttrPrintFn = fn(&mut AsmPrinter<'_>, Attribute);

/// How an attribute kind is written in an assembly format.
#[derive(Copy, Clone, Debug)]
pub enum AttrSyntax {
    /// Parsed and printed by these functions.
    Hooks {
        /// The parser.
        parse: AttrParseFn,
        /// The printer.
        print: AttrPrintFn,
        /// Whether a value is the kind's default, which an optional group anchored on
        /// the attribute leaves out (and `attr-dict` too), as MLIR elides default-valued
        /// properties (`overflow<none>`).
        is_default: Option<fn(&Context, Attribute) -> bool>,
    },
    /// A bare keyword from `keywords`, stored as a string attribute; `what` names the
    /// set in diagnostics (`unknown fixed-point op `div_int``).
    Keyword {
        /// What a keyword of the set is called.
        what: &'static str,
        /// The accepted spellings.
        keywords: &'static [&'static str],
    },
}

/// One attribute an op declares, with its kind's syntax.
#[derive(Copy, Clone, Debug)]
pub struct AttrDecl {
    /// The attribute name (also the accessor's and the format's `$name`).
    pub name: &'static str,
    /// Whether it may be absent.
    pub optional: bool,
    /// What the verifier requires of it.
    pub constraint: AttrConstraint,
    /// How a format writes it.
    pub syntax: AttrSyntax,
    /// Its default value, set at creation when absent ([`AttrKind::DEFAULT`]).
    pub default: Option<fn(&mut Context) -> Attribute>,
}

/// The static description of one op, emitted by [`op!`](crate::op).
#[derive(Copy, Clone, Debug)]
pub struct OpSpec {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// Operand groups, in order.
    pub operands: &'static [ValueGroup],
    /// Result groups, in order.
    pub results: &'static [ValueGroup],
    /// Region names, in order (one region each).
    pub regions: &'static [&'static str],
    /// Successor names, in order (one block each).
    pub successors: &'static [&'static str],
    /// Declared attributes.
    pub attrs: &'static [AttrDecl],
    /// The assembly format, in MLIR's `assemblyFormat` language.
    pub format: Option<&'static str>,
    /// The op's traits; with [`crate::Traits::SAME_OPERANDS_AND_RESULT_TYPE`] a format may
    /// give one type for all operands and results.
    pub traits: crate::Traits,
}

impl OpSpec {
    /// The attribute named `name`.
    pub fn attr(&self, name: &str) -> Option<&AttrDecl> {
        self.attrs.iter().find(|a| a.name == name)
    }
}

/// The arity of a list of groups: at most one group may be optional or variadic, as
/// there are no segment sizes to split several.
pub const fn arity(groups: &[ValueGroup]) -> Arity {
    let mut singles = 0;
    let mut optional = 0;
    let mut variadic = false;
    let mut i = 0;
    while i < groups.len() {
        match groups[i].kind {
            Multiplicity::Single => singles += 1,
            Multiplicity::Optional => optional += 1,
            Multiplicity::Variadic => variadic = true,
        }
        i += 1;
    }
    if variadic {
        Arity::AtLeast(singles)
    } else if optional > 0 {
        Arity::Range(singles, singles + optional)
    } else {
        Arity::Exact(singles)
    }
}

/// Whether at most one group of `groups` is optional or variadic (the macro asserts it
/// when building the definition).
pub const fn groups_are_splittable(groups: &[ValueGroup]) -> bool {
    let mut n = 0;
    let mut i = 0;
    while i < groups.len() {
        if !matches!(groups[i].kind, Multiplicity::Single) {
            n += 1;
        }
        i += 1;
    }
    n <= 1
}

/// The position of `name` in `names`; `usize::MAX` when absent (the macro passes
/// only declared names).
pub const fn position(names: &[&str], name: &str) -> usize {
    let mut i = 0;
    while i < names.len() {
        if const_str_eq(names[i], name) {
            return i;
        }
        i += 1;
    }
    usize::MAX
}

/// The position of the group named `name` in `groups`; `usize::MAX` when absent.
pub const fn group_position(groups: &[ValueGroup], name: &str) -> usize {
    let mut i = 0;
    while i < groups.len() {
        if const_str_eq(groups[i].name, name) {
            return i;
        }
        i += 1;
    }
    usize::MAX
}

const fn const_str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The range of values group `index` of `groups` covers among `total` values. The
/// single optional or variadic group takes what the single ones leave; when the count
/// does not fit (an op that failed verification) the range is clamped to `total`.
pub fn group_range(groups: &[ValueGroup], index: usize, total: usize) -> std::ops::Range<usize> {
    let singles = groups
        .iter()
        .filter(|g| g.kind == Multiplicity::Single)
        .count();
    let extra = total.saturating_sub(singles);
    let mut start = 0;
    for (i, g) in groups.iter().enumerate() {
        let len = match g.kind {
            Multiplicity::Single => 1,
            Multiplicity::Optional => extra.min(1),
            Multiplicity::Variadic => extra,
        };
        if i == index {
            let s = start.min(total);
            return s..(start + len).min(total);
        }
        start += len;
    }
    total..total
}

/// The [`AttrSpec`]s the verifier checks, from the declarations.
pub const fn attr_spec(decl: &AttrDecl) -> AttrSpec {
    AttrSpec {
        name: decl.name,
        constraint: decl.constraint,
        optional: decl.optional,
        default: decl.default,
    }
}

/// A typed attribute kind: what it stores, how it is checked and written.
///
/// The IR core defines the builtin kinds ([`U64`], [`I64`], [`I32`], [`Bool`], `Str`,
/// [`TypeAttr`], [`FunctionType`], [`Symbol`], [`AnyAttr`]); a dialect defines its own
/// and names it `custom(K)` in [`op!`](crate::op).
pub trait AttrKind {
    /// What the accessor returns.
    type Value<'c>;
    /// What the builder takes.
    type Input<'a>;
    /// What the verifier requires; after it holds, [`AttrKind::get`] succeeds.
    const CONSTRAINT: AttrConstraint;
    /// How an assembly format writes it.
    const SYNTAX: AttrSyntax;
    /// The value an op holds when none is given (MLIR's `DefaultValuedAttr`, a
    /// property that exists from creation on); `None` for a kind without one.
    const DEFAULT: Option<fn(&mut Context) -> Attribute> = None;
    /// The value held by `attr`, `None` when `attr` is not of this kind.
    fn get<'c>(ctx: &'c Context, attr: Attribute) -> Option<Self::Value<'c>>;
    /// The attribute holding `value`.
    fn make(ctx: &mut Context, value: Self::Input<'_>) -> Attribute;
    /// The located error of a typed read of attribute `name` of `op` that found `attr`
    /// (`None`: absent) not of this kind; a kind overrides it to say what it needs.
    fn error(ctx: &Context, op: crate::OpId, name: &str, attr: Option<Attribute>) -> Diagnostic {
        match attr {
            None => ctx.op_error(op, format!("requires attribute '{name}'")),
            Some(_) => ctx.op_error(
                op,
                format!(
                    "attribute '{name}' failed to satisfy constraint: {}",
                    crate::verifier::describe(Self::CONSTRAINT)
                ),
            ),
        }
    }
}

pub use kinds::Str;

/// The attribute `name` of `op` read as kind `K`; `None` when absent or not of the
/// kind. The typed accessors the macro generates call it.
pub fn attr_value<'c, K: AttrKind>(
    ctx: &'c Context,
    op: crate::OpId,
    name: &str,
) -> Option<K::Value<'c>> {
    K::get(ctx, ctx.attr(op, name)?)
}

/// The attribute `name` of `op` read as kind `K`, or the kind's located error
/// ([`AttrKind::error`]): the generated `try_` accessors call it, so a verifier or a
/// pass reads a declared attribute by its accessor without panicking on bad input.
pub fn try_attr_value<'c, K: AttrKind>(
    ctx: &'c Context,
    op: crate::OpId,
    name: &str,
) -> Result<K::Value<'c>, Diagnostic> {
    let attr = ctx.attr(op, name);
    attr.and_then(|a| K::get(ctx, a))
        .ok_or_else(|| K::error(ctx, op, name, attr))
}

/// The optional attribute `name` of `op` read as kind `K`: `Ok(None)` when absent, the
/// kind's located error when present but not of the kind.
pub fn try_opt_attr_value<'c, K: AttrKind>(
    ctx: &'c Context,
    op: crate::OpId,
    name: &str,
) -> Result<Option<K::Value<'c>>, Diagnostic> {
    match ctx.attr(op, name) {
        None => Ok(None),
        Some(a) => K::get(ctx, a)
            .map(Some)
            .ok_or_else(|| K::error(ctx, op, name, Some(a))),
    }
}

/// The keyword enum value of the string attribute `name` of `op`, or the located error
/// (absent; not a string; not a keyword of the set, worded as the verifier words it).
pub fn try_keyword_value<T>(
    ctx: &Context,
    op: crate::OpId,
    name: &str,
    what: &str,
    keywords: &[&str],
    from_keyword: fn(&str) -> Option<T>,
) -> Result<T, Diagnostic> {
    let Some(a) = ctx.attr(op, name) else {
        return Err(ctx.op_error(op, format!("requires attribute '{name}'")));
    };
    let s = ctx.attr_str(a).ok_or_else(|| {
        ctx.op_error(op, format!("attribute '{name}' must be a string attribute"))
    })?;
    from_keyword(s).ok_or_else(|| {
        let why = check_keyword(what, keywords, s).err().unwrap_or_default();
        ctx.op_error(op, format!("attribute '{name}': {why}"))
    })
}

/// Panics for a typed accessor used on an op whose attribute is missing or of the
/// wrong kind: the accessors require verified IR (API misuse otherwise).
#[cold]
#[track_caller]
pub fn unverified(op: &str, attr: &str) -> ! {
    panic!("`{op}` accessor `{attr}` used on an op that has not been verified")
}

/// The keyword `s` of a keyword set, or the located error naming the set.
pub(crate) fn check_keyword(what: &str, keywords: &[&str], s: &str) -> Result<(), String> {
    if keywords.contains(&s) {
        Ok(())
    } else {
        Err(format!(
            "unknown {what} `{s}` (expected one of: {})",
            keywords.join(", ")
        ))
    }
}
