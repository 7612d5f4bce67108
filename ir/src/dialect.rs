//! Dialects and the registry of operation definitions.
//!
//! A dialect is a namespace of operations, types and attributes. Each operation is
//! described by an [`OpDef`]: its name, its operand/result/region/attribute
//! constraints, its [`Traits`], and hooks for verification, custom assembly, folding and
//! canonicalization. The IR core knows no dialect; dialect crates fill a
//! [`DialectRegistry`] that a [`Context`] is created with.

use crate::attributes::Attribute;
use crate::diagnostic::Diagnostic;
use crate::interface::Interfaces;
use crate::location::Location;
use crate::operation::OpId;
use crate::parser::{CustomParseFn, DialectAttrParseFn, DialectTypeParseFn};
use crate::printer::CustomPrintFn;
use crate::rewrite::RewritePattern;
use crate::types::Type;
use crate::value::Value;
use crate::Context;
use indexmap::IndexMap;
use std::sync::Arc;

/// An interned operation name such as `arith.addi`, registered or not.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct OpName(pub(crate) u32);

#[derive(Clone, Debug)]
pub(crate) struct OpNameInfo {
    pub(crate) name: String,
    pub(crate) def: Option<Arc<OpDef>>,
}

/// Properties the IR core and generic passes rely on, declared per operation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Traits(u32);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// Ends a block; must be the last op of its block.
    pub const TERMINATOR: Traits = Traits(1 << 0);
    /// No side effects: unused results make it dead, equal ones make it redundant.
    pub const PURE: Traits = Traits(1 << 1);
    /// Its regions may not use values defined outside it.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 2);
    /// All operands and results have one type.
    pub const SAME_OPERANDS_AND_RESULT_TYPE: Traits = Traits(1 << 3);
    /// Operand order does not matter (canonicalization moves constants right).
    pub const COMMUTATIVE: Traits = Traits(1 << 4);
    /// Materializes its `value` attribute; folding treats it as a constant.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 5);
    /// Defines a symbol through its `sym_name` string attribute.
    pub const SYMBOL: Traits = Traits(1 << 6);
    /// Its (single) region holds a symbol table.
    pub const SYMBOL_TABLE: Traits = Traits(1 << 7);
    /// Its regions' blocks need no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 8);
    /// Each of its regions has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 9);
    /// Returns control (and values) to the parent op.
    pub const RETURN_LIKE: Traits = Traits(1 << 10);
    /// Its regions are graph regions: no dominance requirement, no terminator rule.
    pub const GRAPH_REGION: Traits = Traits(1 << 11);
    /// Only reads memory (not dead-code-free like PURE, but safe to CSE between writes).
    pub const MEMORY_READ_ONLY: Traits = Traits(1 << 12);
    /// Has no effects of its own; its effects are those of the ops in its regions
    /// (MLIR's `RecursiveMemoryEffects`). Such an op is dead when its results are unused
    /// and every nested op is [`Traits::PURE`] or itself recursively pure.
    pub const RECURSIVELY_PURE: Traits = Traits(1 << 13);

    /// Whether every trait of `other` is in `self`.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The union of two trait sets.
    pub const fn with(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.with(rhs)
    }
}

/// How many operands, results, regions or successors an op takes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Arity {
    /// Exactly this many.
    Exact(usize),
    /// This many or more.
    AtLeast(usize),
    /// Between the two bounds, inclusive.
    Range(usize, usize),
}

impl Arity {
    /// Any number.
    pub const ANY: Arity = Arity::AtLeast(0);

    /// Whether `n` satisfies the constraint.
    pub fn admits(self, n: usize) -> bool {
        match self {
            Arity::Exact(k) => n == k,
            Arity::AtLeast(k) => n >= k,
            Arity::Range(lo, hi) => (lo..=hi).contains(&n),
        }
    }

    /// English text for diagnostics, e.g. `2`, `at least 1`.
    pub fn describe(self) -> String {
        match self {
            Arity::Exact(k) => k.to_string(),
            Arity::AtLeast(k) => format!("at least {k}"),
            Arity::Range(lo, hi) => format!("between {lo} and {hi}"),
        }
    }
}

/// What an attribute must be.
#[derive(Copy, Clone, Debug)]
pub enum AttrConstraint {
    /// Anything.
    Any,
    /// An integer attribute (`42 : i64`).
    Integer,
    /// A float attribute.
    Float,
    /// A bool attribute.
    Bool,
    /// A string attribute.
    String,
    /// A type attribute.
    Type,
    /// A type attribute holding a function type.
    FunctionType,
    /// A symbol reference (`@f`).
    SymbolRef,
    /// An array attribute.
    Array,
    /// The unit attribute.
    Unit,
    /// A string attribute holding one of `keywords` (a keyword enum); `what` names
    /// the set in the diagnostic (`unknown fixed-point op `div_int``).
    Keyword {
        /// What the set is called in diagnostics.
        what: &'static str,
        /// The accepted spellings.
        keywords: &'static [&'static str],
    },
    /// A dialect-specific check with a description for the diagnostic.
    Custom {
        /// What the attribute must be, for the diagnostic.
        description: &'static str,
        /// Whether an attribute is acceptable.
        check: fn(&Context, Attribute) -> bool,
    },
}

/// One attribute an op declares.
#[derive(Copy, Clone, Debug)]
pub struct AttrSpec {
    /// The attribute name.
    pub name: &'static str,
    /// What it must be.
    pub constraint: AttrConstraint,
    /// Whether it may be absent.
    pub optional: bool,
    /// Its default value (MLIR's `DefaultValuedAttr`), set at creation when absent.
    pub default: Option<fn(&mut Context) -> Attribute>,
}

impl AttrSpec {
    /// A required attribute.
    pub const fn required(name: &'static str, constraint: AttrConstraint) -> Self {
        AttrSpec {
            name,
            constraint,
            optional: false,
            default: None,
        }
    }
    /// An optional attribute.
    pub const fn optional(name: &'static str, constraint: AttrConstraint) -> Self {
        AttrSpec {
            name,
            constraint,
            optional: true,
            default: None,
        }
    }
}

/// A per-op verifier; it runs after the structural and declarative checks pass.
pub type VerifyFn = fn(&Context, OpId) -> Result<(), Diagnostic>;

/// One folded result: a constant or an existing value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Folded {
    /// The result is this constant (the driver materializes it).
    Attr(Attribute),
    /// The result is this existing value.
    Value(Value),
}

/// What a fold hook did.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FoldOutcome {
    /// Nothing.
    Unchanged,
    /// The op was updated in place.
    InPlace,
    /// Every result is replaced by the matching entry.
    Replaced(Vec<Folded>),
}

/// A fold hook: given the op and the constant values of its operands (where known),
/// simplify it without creating new ops.
pub type FoldFn = fn(&mut Context, OpId, &[Option<Attribute>]) -> FoldOutcome;

/// Creates an op materializing constant `value` of type `ty` (detached), for folding.
pub type MaterializeFn = fn(&mut Context, Attribute, Type, Location) -> Option<OpId>;

/// Suggests names for an op's results in the custom form, one per result.
pub type ResultNamesFn = fn(&Context, OpId) -> Vec<Option<String>>;

/// Suggests names for the entry block arguments of an op's region `region` (its
/// index) in the custom form, one per argument (MLIR's `getAsmBlockArgumentNames`).
pub type BlockArgNamesFn = fn(&Context, OpId, usize) -> Vec<Option<String>>;

/// Makes an op's canonicalization patterns.
pub type PatternsFn = fn() -> Vec<Box<dyn RewritePattern>>;

/// The definition of one operation.
#[derive(Clone)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// One line for `--help`-style listings.
    pub summary: &'static str,
    /// Traits.
    pub traits: Traits,
    /// Operand count.
    pub operands: Arity,
    /// Result count.
    pub results: Arity,
    /// Region count.
    pub regions: Arity,
    /// Successor count.
    pub successors: Arity,
    /// Declared attributes (others are allowed as discardable ones).
    pub attrs: &'static [AttrSpec],
    /// Names of the ops it must be directly nested in (empty: anywhere).
    pub parents: &'static [&'static str],
    /// Extra verification.
    pub verify: Option<VerifyFn>,
    /// Custom assembly parser.
    pub parse: Option<CustomParseFn>,
    /// Custom assembly printer.
    pub print: Option<CustomPrintFn>,
    /// Folding.
    pub fold: Option<FoldFn>,
    /// Canonicalization patterns.
    pub canonicalize: Option<PatternsFn>,
    /// The dialect whose op names may be written without prefix inside this op's
    /// regions in custom form (MLIR's `OpAsmOpInterface::getDefaultDialect`; `func`
    /// for `func.func`, so `return` means `func.return`).
    pub default_dialect: Option<&'static str>,
    /// Names for the results in the custom form (MLIR's `getAsmResultNames`): one
    /// entry per result, `None` (or empty) for the default number. The printer
    /// sanitizes and uniques them (`%c0_i32`, `%c0_i32_0`); the generic form ignores them.
    pub result_names: Option<ResultNamesFn>,
    /// Names for the entry block arguments of its regions in the custom form (MLIR's
    /// `getAsmBlockArgumentNames`); `None` entries keep `%argN`.
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// The op interfaces it implements (see [`crate::interface`]).
    pub interfaces: Interfaces,
    /// The declaration's documentation (its doc comment, one line per `///` line), for
    /// the op reference (`visa-opt --show-op`); empty for ops declared by hand.
    pub doc: &'static str,
    /// The declaration `op!` emitted (operand and result names, attributes with their
    /// syntax, the assembly format); `None` for ops declared by hand.
    pub spec: Option<&'static crate::ods::OpSpec>,
}

impl OpDef {
    /// A definition with no operands, results, regions or successors and no hooks;
    /// fill the fields with struct-update syntax.
    pub const fn new(name: &'static str, summary: &'static str) -> Self {
        OpDef {
            name,
            summary,
            traits: Traits::NONE,
            operands: Arity::Exact(0),
            results: Arity::Exact(0),
            regions: Arity::Exact(0),
            successors: Arity::Exact(0),
            attrs: &[],
            parents: &[],
            verify: None,
            parse: None,
            print: None,
            fold: None,
            canonicalize: None,
            default_dialect: None,
            result_names: None,
            block_arg_names: None,
            interfaces: Interfaces::new(),
            doc: "",
            spec: None,
        }
    }

    /// Attaches the implementation of interface `I` (MLIR's op interfaces); consumers
    /// query it with [`Context::interface`].
    pub fn implement<I: std::any::Any + Send + Sync>(mut self, imp: I) -> Self {
        self.interfaces.insert(imp);
        self
    }

    /// The dialect namespace: the text before the first `.`.
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(d, _)| d)
    }

    /// Whether the op has `trait_`.
    pub fn has(&self, trait_: Traits) -> bool {
        self.traits.contains(trait_)
    }
}

impl std::fmt::Debug for OpDef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpDef")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// A dialect: a namespace with its ops and its type/attribute syntax.
#[derive(Clone)]
pub struct Dialect {
    /// The namespace, e.g. `arith`.
    pub name: &'static str,
    /// One line for `--show-dialects`.
    pub summary: &'static str,
    /// Its operations.
    pub ops: Vec<OpDef>,
    /// Parses `!name.mnemonic<...>` types.
    pub parse_type: Option<DialectTypeParseFn>,
    /// Parses `#name.mnemonic<...>` / `#name<...>` attributes.
    pub parse_attr: Option<DialectAttrParseFn>,
    /// Creates constant ops for folding.
    pub materialize_constant: Option<MaterializeFn>,
}

impl Dialect {
    /// A dialect with no ops or hooks.
    pub fn new(name: &'static str, summary: &'static str) -> Self {
        Dialect {
            name,
            summary,
            ops: Vec::new(),
            parse_type: None,
            parse_attr: None,
            materialize_constant: None,
        }
    }
}

/// The set of dialects a [`Context`] knows.
#[derive(Clone, Default)]
pub struct DialectRegistry {
    dialects: IndexMap<&'static str, Arc<Dialect>>,
    ops: IndexMap<&'static str, Arc<OpDef>>,
    /// Interfaces attached from outside an op's definition (external models), by op
    /// name; merged into the definition whichever of the two is registered first.
    external: IndexMap<&'static str, Interfaces>,
}

impl DialectRegistry {
    /// An empty registry (the builtin dialect is added by [`Context::new`]).
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `dialect`; registering a name twice replaces the earlier one.
    pub fn register(&mut self, dialect: Dialect) {
        for op in &dialect.ops {
            debug_assert_eq!(
                op.dialect(),
                dialect.name,
                "op {} outside its dialect",
                op.name
            );
            let mut def = op.clone();
            if let Some(ext) = self.external.get(op.name) {
                def.interfaces.merge_missing(ext);
            }
            self.ops.insert(op.name, Arc::new(def));
        }
        self.dialects.insert(dialect.name, Arc::new(dialect));
    }

    /// Attaches the implementation `imp` of interface `I` to the op named `op` from
    /// outside its definition (MLIR's external models, `Op::attachInterface`): the crate
    /// that needs the interface attaches it while filling the registry, before or after
    /// the op's dialect is registered, and `ctx.interface::<I>(op)` then finds it like
    /// one the definition declares. Pass the typed wrapper's name (`Call::NAME`). The
    /// op's own implementation of `I`, if any, takes precedence; attaching `I` twice to
    /// one op replaces the earlier external one.
    pub fn attach_interface<I: std::any::Any + Send + Sync>(&mut self, op: &'static str, imp: I) {
        let ext = self.external.entry(op).or_default();
        ext.insert(imp);
        if let Some(def) = self.ops.get_mut(op) {
            let mut merged = OpDef::clone(def);
            // The definition's own interfaces, as declared, then the external ones.
            if let Some(orig) = self
                .dialects
                .get(merged.dialect())
                .and_then(|d| d.ops.iter().find(|o| o.name == op))
            {
                merged.interfaces = orig.interfaces.clone();
            }
            merged.interfaces.merge_missing(&self.external[op]);
            *def = Arc::new(merged);
        }
    }

    /// The dialect named `name`.
    pub fn dialect(&self, name: &str) -> Option<&Arc<Dialect>> {
        self.dialects.get(name)
    }

    /// The definition of op `name`.
    pub fn op(&self, name: &str) -> Option<&Arc<OpDef>> {
        self.ops.get(name)
    }

    /// Every dialect, sorted by name.
    pub fn dialects(&self) -> Vec<&Arc<Dialect>> {
        let mut v: Vec<_> = self.dialects.values().collect();
        v.sort_by_key(|d| d.name);
        v
    }

    /// Whether a dialect named `name` is registered.
    pub fn has_dialect(&self, name: &str) -> bool {
        self.dialects.contains_key(name)
    }

    /// The registered op closest to the misspelt `name`, for a did-you-mean: one of
    /// `candidates`' names (all ops when `None`) within an edit distance of a third of
    /// the name's length (at least 1); ties go to the first in name order.
    ///
    /// ```
    /// use visa_ir::{Dialect, DialectRegistry, OpDef};
    /// let mut toy = Dialect::new("toy", "a toy dialect");
    /// toy.ops.push(OpDef::new("toy.vector_fp_binary", "binary"));
    /// toy.ops.push(OpDef::new("toy.vector_fp_unary", "unary"));
    /// let mut reg = DialectRegistry::new();
    /// reg.register(toy);
    /// assert_eq!(reg.closest_op("toy.vector_fp_bianry", None), Some("toy.vector_fp_binary"));
    /// assert_eq!(reg.closest_op("toy.xyz", Some("toy")), None);
    /// ```
    pub fn closest_op(&self, name: &str, dialect: Option<&str>) -> Option<&'static str> {
        let limit = name.chars().count() / 3 + 1;
        self.ops
            .values()
            .filter(|o| dialect.is_none_or(|d| o.dialect() == d))
            .map(|o| (edit_distance(o.name, name), o.name))
            .filter(|&(d, _)| d <= limit)
            .min()
            .map(|(_, n)| n)
    }
}

/// The Levenshtein distance between two strings, in characters.
pub fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = (prev + usize::from(ca != cb)).min(row[j] + 1).min(cur + 1);
            prev = cur;
        }
    }
    row[b.len()]
}
