//! The [`op!`](crate::op) macro and its helpers.

/// Declares an op once: its definition, a typed wrapper with accessors and a builder,
/// and (with `format:`) its custom assembly.
///
/// Sections come in this order; all but `summary` may be left out:
///
/// ```text
/// /// Docs of the wrapper.
/// pub struct Name = "dialect.op" {
///     summary: "one line",
///     traits: [PURE, TERMINATOR],                  // Traits constants
///     parents: [Other::NAME],                      // ops it must be directly nested in
///     operands: [lhs: single, mask: optional, rest: variadic],
///     results: [out: single],                      // single, optional, variadic
///     regions: [body],
///     successors: [dest],
///     attrs: [addr: u64, imm: i32 [optional], op: enum(FxpOp, "fixed-point op"), k: custom(MyKind)],
///     verify: path::to::verify_fn,
///     fold: fold_fn,
///     canonicalize: patterns_fn,
///     default_dialect: "func",
///     result_names: names_fn,
///     block_arg_names: arg_names_fn,                // entry block argument names
///     interfaces: [&'static dyn MyInterface = &MyImpl],
///     format: "$lhs `at` $addr attr-dict `:` type($lhs) `->` type($out)",
///     parse: hand_written_parse,                   // only without `format`
///     print: hand_written_print,                   // only without `format`
/// }
/// ```
///
/// Attribute kinds: `u64`, `i64`, `i32`, `bool`, `string`, `type`, `function_type`,
/// `symbol` (flat `@name`), `elements` (`dense<...>`, `dense_resource<...>`), `any`,
/// `enum(T, "what")` (a keyword enum: `T::KEYWORDS`,
/// `T::keyword()`, `T::from_keyword()`, stored as a string attribute) and `custom(K)`
/// (`K` implements [`AttrKind`](crate::ods::AttrKind)); `[optional]` after the kind
/// makes the attribute optional; `[default]` makes it default-valued (MLIR's
/// `DefaultValuedAttr`: the kind's [`AttrKind::DEFAULT`](crate::ods::AttrKind::DEFAULT)
/// is set at creation when none is given, so it prints as a property). At most one operand group and one result group may
/// be optional or variadic. The names `def`, `matches`, `op_id` and `build` are
/// taken by the wrapper, so no operand, result or attribute may use them.
///
/// Generated for `Name`: `Name::def() -> OpDef`; `Name::NAME`; `Name::SPEC`
/// ([`OpSpec`](crate::ods::OpSpec)); `Name::matches(ctx, op) -> Option<Name>`;
/// `name.op_id() -> OpId` (also the public field `.0`); one accessor per operand (`Value`, `Option<Value>`,
/// `&[Value]`), result, region, successor and attribute (the kind's value;
/// `Option` when optional; required ones panic on an op that failed verification);
/// `try_<attr>(ctx)` per attribute, the non-panicking read (`Result<V, Diagnostic>`, or
/// `Result<Option<V>, Diagnostic>` when optional, with `require_<attr>(ctx)` for an
/// optional attribute another attribute makes required) with the kind's located error
/// ([`AttrKind::error`](crate::ods::AttrKind::error)) for verifiers and passes that meet
/// unverified or bad input;
/// and `Name::build(&mut Builder, operands..., attributes..., result types...,
/// successors...) -> Name`, creating the regions empty.
///
/// A complete small op, as an embedder writes it:
///
/// ```
/// use visa_ir::{Builder, Context, Dialect, DialectRegistry, OpId};
///
/// /// A keyword enum, duck typed: no trait to implement.
/// #[derive(Copy, Clone, Debug, PartialEq)]
/// pub enum Mode { Fast, Exact }
/// impl Mode {
///     pub const KEYWORDS: &'static [&'static str] = &["fast", "exact"];
///     pub fn keyword(self) -> &'static str { Self::KEYWORDS[self as usize] }
///     pub fn from_keyword(s: &str) -> Option<Mode> {
///         [Mode::Fast, Mode::Exact].into_iter().find(|m| m.keyword() == s)
///     }
/// }
///
/// visa_ir::op! {
///     /// `toy.scale %x by 3 fast : i32 -> i32`
///     pub struct Scale = "toy.scale" {
///         summary: "multiplies by a constant",
///         traits: [PURE],
///         operands: [input: single],
///         results: [output: single],
///         attrs: [factor: i64, mode: enum(Mode, "scaling mode")],
///         format: "$input `by` $factor $mode attr-dict `:` type($input) `->` type($output)",
///     }
/// }
///
/// let mut d = Dialect::new("toy", "a toy dialect");
/// d.ops.push(Scale::def());
/// let mut reg = DialectRegistry::new();
/// reg.register(d);
/// let mut ctx = Context::new(reg);
/// ctx.allow_unregistered = true; // for the `other.src` producing a value
/// let src = "%0 = \"other.src\"() : () -> i32\n%1 = toy.scale %0 by 3 fast : i32 -> i32\n";
/// let module = visa_ir::parser::parse_source(&mut ctx, src, "demo").unwrap();
/// let mut found = None;
/// ctx.walk(module, &mut |o| found = found.or(Scale::matches(&ctx, o)));
/// let op: OpId = found.unwrap().op_id();
/// let scale = Scale::matches(&ctx, op).unwrap();
/// assert_eq!(scale.factor(&ctx), 3);
/// assert_eq!(scale.mode(&ctx), Mode::Fast);
/// assert!(visa_ir::printer::print_op(&ctx, module, &Default::default()).contains("toy.scale %0 by 3 fast : i32 -> i32"));
///
/// // The builder takes operands, attributes, then result types.
/// let x = scale.input(&ctx);
/// let block = ctx.op_block(op).unwrap();
/// let i32t = ctx.integer_type(32);
/// let mut b = Builder::at_end(&mut ctx, block);
/// let twice = Scale::build(&mut b, x, 2, Mode::Exact, i32t);
/// assert_eq!(twice.mode(&ctx), Mode::Exact);
/// assert_eq!(twice.output(&ctx), ctx.result(twice.op_id(), 0));
/// ```
#[macro_export]
macro_rules! op {
    (
        $(#[$($meta:tt)*])*
        $vis:vis struct $Name:ident = $opname:literal {
            summary: $summary:literal,
            $(traits: [$($trait:ident),* $(,)?],)?
            $(parents: [$($parent:expr),* $(,)?],)?
            $(operands: [$($oname:ident : $okind:ident),* $(,)?],)?
            $(results: [$($rname:ident : $rkind:ident),* $(,)?],)?
            $(regions: [$($regname:ident),* $(,)?],)?
            $(successors: [$($sname:ident),* $(,)?],)?
            $(attrs: [$($aname:ident : $akind:tt $(($($aarg:tt)*))? $([$aopt:ident])?),* $(,)?],)?
            $(verify: $verify:expr,)?
            $(fold: $fold:expr,)?
            $(canonicalize: $canon:expr,)?
            $(default_dialect: $dd:literal,)?
            $(result_names: $rn:expr,)?
            $(block_arg_names: $ban:expr,)?
            $(interfaces: [$($ity:ty = $imp:expr),* $(,)?],)?
            $(format: $format:literal,)?
            $(parse: $parse:expr,)?
            $(print: $print:expr,)?
        }
    ) => {
        $(#[$($meta)*])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        $vis struct $Name(pub $crate::OpId);

        #[allow(dead_code, non_snake_case)]
        impl $Name {
            /// The op name.
            pub const NAME: &'static str = $opname;
            /// The operand groups.
            pub const OPERANDS: &'static [$crate::ods::ValueGroup] = &[
                $($($crate::ods::ValueGroup {
                    name: stringify!($oname),
                    kind: $crate::__ods_mult!($okind),
                }),*)?
            ];
            /// The result groups.
            pub const RESULTS: &'static [$crate::ods::ValueGroup] = &[
                $($($crate::ods::ValueGroup {
                    name: stringify!($rname),
                    kind: $crate::__ods_mult!($rkind),
                }),*)?
            ];
            /// The region names.
            pub const REGIONS: &'static [&'static str] = &[$($(stringify!($regname)),*)?];
            /// The successor names.
            pub const SUCCESSORS: &'static [&'static str] = &[$($(stringify!($sname)),*)?];
            /// The ops it must be directly nested in.
            pub const PARENTS: &'static [&'static str] = &[$($($parent),*)?];
            /// The declared attributes with their syntax.
            pub const ATTRS: &'static [$crate::ods::AttrDecl] = &[
                $($($crate::__ods_attr!(@decl $aname, [$($aopt)?], $akind ($($($aarg)*)?))),*)?
            ];
            /// The declared attributes as the verifier checks them.
            pub const ATTR_SPECS: &'static [$crate::AttrSpec] = &[
                $($($crate::ods::attr_spec(
                    &$crate::__ods_attr!(@decl $aname, [$($aopt)?], $akind ($($($aarg)*)?))
                )),*)?
            ];
            /// The static description.
            pub const SPEC: $crate::ods::OpSpec = $crate::ods::OpSpec {
                name: $opname,
                operands: Self::OPERANDS,
                results: Self::RESULTS,
                regions: Self::REGIONS,
                successors: Self::SUCCESSORS,
                attrs: Self::ATTRS,
                format: $crate::__ods_or!(($(Some($format))?) (None)),
                traits: $crate::Traits::NONE $($(.with($crate::Traits::$trait))*)?,
            };

            /// The op definition to register.
            pub fn def() -> $crate::OpDef {
                assert!(
                    $crate::ods::groups_are_splittable(Self::OPERANDS)
                        && $crate::ods::groups_are_splittable(Self::RESULTS),
                    "{}: at most one optional or variadic operand (and result) group",
                    $opname
                );
                #[allow(unused_mut)]
                let mut d = $crate::OpDef {
                    traits: Self::SPEC.traits,
                    operands: $crate::ods::arity(Self::OPERANDS),
                    results: $crate::ods::arity(Self::RESULTS),
                    regions: $crate::Arity::Exact(Self::REGIONS.len()),
                    successors: $crate::Arity::Exact(Self::SUCCESSORS.len()),
                    attrs: Self::ATTR_SPECS,
                    parents: Self::PARENTS,
                    verify: $crate::__ods_or!(($(Some($verify))?) (None)),
                    fold: $crate::__ods_or!(($(Some($fold))?) (None)),
                    canonicalize: $crate::__ods_or!(($(Some($canon))?) (None)),
                    default_dialect: $crate::__ods_or!(($(Some($dd))?) (None)),
                    result_names: $crate::__ods_or!(($(Some($rn))?) (None)),
                    block_arg_names: $crate::__ods_or!(($(Some($ban))?) (None)),
                    parse: $crate::__ods_or!(
                        ($(Some({ let _: &str = $format; Self::__ods_parse as $crate::parser::CustomParseFn }))?)
                        ($(Some($parse as $crate::parser::CustomParseFn))?)
                        (None)
                    ),
                    print: $crate::__ods_or!(
                        ($(Some({ let _: &str = $format; Self::__ods_print as $crate::printer::CustomPrintFn }))?)
                        ($(Some($print as $crate::printer::CustomPrintFn))?)
                        (None)
                    ),
                    doc: $crate::__ods_doc!([] $([$($meta)*])*),
                    spec: Some(&Self::SPEC),
                    ..$crate::OpDef::new($opname, $summary)
                };
                $($(d = d.implement::<$ity>($imp);)*)?
                if Self::SPEC.format.is_some() {
                    // Compile the format now: a bad one is a bug of the definition.
                    Self::__ods_format();
                }
                d
            }

            /// The op as this wrapper, if `op` is one.
            #[inline]
            pub fn matches(ctx: &$crate::Context, op: $crate::OpId) -> Option<Self> {
                ctx.op_is(op, $opname).then_some($Name(op))
            }

            /// The wrapped op.
            #[inline]
            pub fn op_id(self) -> $crate::OpId {
                self.0
            }

            #[doc(hidden)]
            pub fn __ods_format() -> &'static $crate::ods::Format {
                static FORMAT: ::std::sync::OnceLock<$crate::ods::Format> = ::std::sync::OnceLock::new();
                FORMAT.get_or_init(|| {
                    $crate::ods::Format::compile(&Self::SPEC)
                        .unwrap_or_else(|e| panic!("{}: bad assembly format: {e}", $opname))
                })
            }

            #[doc(hidden)]
            pub fn __ods_parse(
                p: &mut $crate::parser::AsmParser<'_>,
                st: &mut $crate::OperationState,
            ) -> Result<(), $crate::Diagnostic> {
                Self::__ods_format().parse(p, st)
            }

            #[doc(hidden)]
            pub fn __ods_print(p: &mut $crate::AsmPrinter<'_>, op: $crate::OpId) {
                Self::__ods_format().print(p, op)
            }

            $($($crate::__ods_group_accessor!($Name, OPERANDS, operands, $oname, $okind);)*)?
            $($($crate::__ods_group_accessor!($Name, RESULTS, results, $rname, $rkind);)*)?
            $($(
                #[doc = concat!("The `", stringify!($regname), "` region.")]
                pub fn $regname(self, ctx: &$crate::Context) -> $crate::RegionId {
                    ctx.region(self.0, $crate::ods::position($Name::REGIONS, stringify!($regname)))
                }
            )*)?
            $($(
                #[doc = concat!("The `", stringify!($sname), "` successor.")]
                pub fn $sname(self, ctx: &$crate::Context) -> $crate::BlockId {
                    ctx.successors(self.0)[$crate::ods::position($Name::SUCCESSORS, stringify!($sname))]
                }
            )*)?
            $($($crate::__ods_attr!(@get $Name, $aname, [$($aopt)?], $akind ($($($aarg)*)?));)*)?

            /// Creates the op at `b`'s insertion point and location: operands, then
            /// attributes, then result types, then successors; regions start empty.
            #[allow(clippy::too_many_arguments)]
            pub fn build(
                b: &mut $crate::Builder<'_>,
                $($($oname: $crate::__ods_input!($okind, $crate::Value),)*)?
                $($($aname: $crate::__ods_attr!(@input [$($aopt)?], $akind ($($($aarg)*)?)),)*)?
                $($($rname: $crate::__ods_input!($rkind, $crate::Type),)*)?
                $($($sname: $crate::BlockId,)*)?
            ) -> Self {
                let name = b.ctx.intern_op_name($opname);
                #[allow(unused_mut)]
                let mut st = $crate::OperationState::new(name, b.loc());
                $($($crate::__ods_push!(st.operands, $okind, $oname);)*)?
                $($($crate::__ods_attr!(@set b.ctx, st, $aname, [$($aopt)?], $akind ($($($aarg)*)?));)*)?
                $($($crate::__ods_push!(st.result_types, $rkind, $rname);)*)?
                $($(st.successors.push($sname);)*)?
                for _ in 0..Self::REGIONS.len() {
                    st.add_region(b.ctx);
                }
                $Name(b.insert(st))
            }
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __ods_or {
    (($($a:tt)+) $($rest:tt)*) => { $($a)+ };
    (() $($rest:tt)*) => { $crate::__ods_or!($($rest)*) };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __ods_mult {
    (single) => {
        $crate::ods::Multiplicity::Single
    };
    (optional) => {
        $crate::ods::Multiplicity::Optional
    };
    (variadic) => {
        $crate::ods::Multiplicity::Variadic
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __ods_input {
    (single, $t:ty) => { $t };
    (optional, $t:ty) => { Option<$t> };
    (variadic, $t:ty) => { &[$t] };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __ods_push {
    ($v:expr, single, $x:ident) => {
        $v.push($x)
    };
    ($v:expr, optional, $x:ident) => {
        $v.extend($x)
    };
    ($v:expr, variadic, $x:ident) => {
        $v.extend_from_slice($x)
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __ods_group_accessor {
    ($Name:ident, $groups:ident, $all:ident, $x:ident, single) => {
        #[doc = concat!("The `", stringify!($x), "` value.")]
        pub fn $x(self, ctx: &$crate::Context) -> $crate::Value {
            let all = ctx.$all(self.0);
            let i = $crate::ods::group_position($Name::$groups, stringify!($x));
            all[$crate::ods::group_range($Name::$groups, i, all.len()).start]
        }
    };
    ($Name:ident, $groups:ident, $all:ident, $x:ident, optional) => {
        #[doc = concat!("The `", stringify!($x), "` value, if present.")]
        pub fn $x(self, ctx: &$crate::Context) -> Option<$crate::Value> {
            let all = ctx.$all(self.0);
            let i = $crate::ods::group_position($Name::$groups, stringify!($x));
            all[$crate::ods::group_range($Name::$groups, i, all.len())]
                .first()
                .copied()
        }
    };
    ($Name:ident, $groups:ident, $all:ident, $x:ident, variadic) => {
        #[doc = concat!("The `", stringify!($x), "` values.")]
        pub fn $x(self, ctx: &$crate::Context) -> &[$crate::Value] {
            let all = ctx.$all(self.0);
            let i = $crate::ods::group_position($Name::$groups, stringify!($x));
            &all[$crate::ods::group_range($Name::$groups, i, all.len())]
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __ods_kind {
    (u64 ()) => {
        $crate::ods::U64
    };
    (i64 ()) => {
        $crate::ods::I64
    };
    (i32 ()) => {
        $crate::ods::I32
    };
    (bool ()) => {
        $crate::ods::Bool
    };
    (string ()) => {
        $crate::ods::Str
    };
    (type ()) => {
        $crate::ods::TypeAttr
    };
    (function_type ()) => {
        $crate::ods::FunctionType
    };
    (symbol ()) => {
        $crate::ods::Symbol
    };
    (any ()) => {
        $crate::ods::AnyAttr
    };
    (elements ()) => {
        $crate::ods::ElementsAttr
    };
    (custom ($k:ty)) => {
        $k
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __ods_is_opt {
    ([]) => {
        false
    };
    ([optional]) => {
        true
    };
    ([default]) => {
        true
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __ods_default {
    ([default], $k:ty) => {
        <$k as $crate::ods::AttrKind>::DEFAULT
    };
    ([$($o:ident)?], $k:ty) => {
        None
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __ods_attr {
    // ---- declarations ----
    (@decl $a:ident, $opt:tt, enum ($t:ty, $what:literal)) => {
        $crate::ods::AttrDecl {
            name: stringify!($a),
            optional: $crate::__ods_is_opt!($opt),
            constraint: $crate::AttrConstraint::Keyword {
                what: $what,
                keywords: <$t>::KEYWORDS,
            },
            syntax: $crate::ods::AttrSyntax::Keyword {
                what: $what,
                keywords: <$t>::KEYWORDS,
            },
            default: None,
        }
    };
    (@decl $a:ident, $opt:tt, $kind:tt $args:tt) => {
        $crate::ods::AttrDecl {
            name: stringify!($a),
            optional: $crate::__ods_is_opt!($opt),
            constraint: <$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::CONSTRAINT,
            syntax: <$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::SYNTAX,
            default: $crate::__ods_default!($opt, $crate::__ods_kind!($kind $args)),
        }
    };
    // ---- accessors ----
    (@get $Name:ident, $a:ident, [], enum ($t:ty, $what:literal)) => {
        #[doc = concat!("The `", stringify!($a), "` attribute (panics on an unverified op).")]
        pub fn $a(self, ctx: &$crate::Context) -> $t {
            ctx.attr(self.0, stringify!($a))
                .and_then(|a| ctx.attr_str(a))
                .and_then(|s| <$t>::from_keyword(s))
                .unwrap_or_else(|| $crate::ods::unverified($Name::NAME, stringify!($a)))
        }
        $crate::__paste::paste! {
            #[doc = concat!("The `", stringify!($a), "` attribute, or the located error of a missing or wrong one.")]
            pub fn [<try_ $a>](self, ctx: &$crate::Context) -> Result<$t, $crate::Diagnostic> {
                $crate::ods::try_keyword_value(
                    ctx, self.0, stringify!($a), $what, <$t>::KEYWORDS, <$t>::from_keyword,
                )
            }
        }
    };
    (@get $Name:ident, $a:ident, [optional], enum ($t:ty, $what:literal)) => {
        #[doc = concat!("The `", stringify!($a), "` attribute, if present.")]
        pub fn $a(self, ctx: &$crate::Context) -> Option<$t> {
            ctx.attr(self.0, stringify!($a))
                .and_then(|a| ctx.attr_str(a))
                .and_then(|s| <$t>::from_keyword(s))
        }
        $crate::__paste::paste! {
            #[doc = concat!("The `", stringify!($a), "` attribute if present, or the located error of a wrong one.")]
            pub fn [<try_ $a>](self, ctx: &$crate::Context) -> Result<Option<$t>, $crate::Diagnostic> {
                match ctx.attr(self.0, stringify!($a)) {
                    None => Ok(None),
                    Some(_) => $crate::ods::try_keyword_value(
                        ctx, self.0, stringify!($a), $what, <$t>::KEYWORDS, <$t>::from_keyword,
                    ).map(Some),
                }
            }
        }
    };
    (@get $Name:ident, $a:ident, [], $kind:tt $args:tt) => {
        #[doc = concat!("The `", stringify!($a), "` attribute (panics on an unverified op).")]
        pub fn $a<'c>(
            self,
            ctx: &'c $crate::Context,
        ) -> <$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::Value<'c> {
            $crate::ods::attr_value::<$crate::__ods_kind!($kind $args)>(ctx, self.0, stringify!($a))
                .unwrap_or_else(|| $crate::ods::unverified($Name::NAME, stringify!($a)))
        }
        $crate::__paste::paste! {
            #[doc = concat!("The `", stringify!($a), "` attribute, or the kind's located error of a missing or wrong one.")]
            pub fn [<try_ $a>]<'c>(
                self,
                ctx: &'c $crate::Context,
            ) -> Result<<$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::Value<'c>, $crate::Diagnostic> {
                $crate::ods::try_attr_value::<$crate::__ods_kind!($kind $args)>(ctx, self.0, stringify!($a))
            }
        }
    };
    (@get $Name:ident, $a:ident, [$o:ident], $kind:tt $args:tt) => {
        #[doc = concat!("The `", stringify!($a), "` attribute, if present.")]
        pub fn $a<'c>(
            self,
            ctx: &'c $crate::Context,
        ) -> Option<<$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::Value<'c>> {
            $crate::ods::attr_value::<$crate::__ods_kind!($kind $args)>(ctx, self.0, stringify!($a))
        }
        $crate::__paste::paste! {
            #[doc = concat!("The `", stringify!($a), "` attribute if present, or the kind's located error of a wrong one.")]
            pub fn [<try_ $a>]<'c>(
                self,
                ctx: &'c $crate::Context,
            ) -> Result<Option<<$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::Value<'c>>, $crate::Diagnostic> {
                $crate::ods::try_opt_attr_value::<$crate::__ods_kind!($kind $args)>(ctx, self.0, stringify!($a))
            }
            #[doc = concat!("The optional `", stringify!($a), "` attribute where the op's other attributes require it: the kind's located error when absent or wrong.")]
            pub fn [<require_ $a>]<'c>(
                self,
                ctx: &'c $crate::Context,
            ) -> Result<<$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::Value<'c>, $crate::Diagnostic> {
                $crate::ods::try_attr_value::<$crate::__ods_kind!($kind $args)>(ctx, self.0, stringify!($a))
            }
        }
    };
    // ---- builder argument types ----
    (@input [], enum ($t:ty, $what:literal)) => { $t };
    (@input [optional], enum ($t:ty, $what:literal)) => { Option<$t> };
    (@input [], $kind:tt $args:tt) => {
        <$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::Input<'_>
    };
    (@input [$o:ident], $kind:tt $args:tt) => {
        Option<<$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::Input<'_>>
    };
    // ---- builder: setting the attribute ----
    (@set $ctx:expr, $st:ident, $a:ident, [], enum ($t:ty, $what:literal)) => {{
        let v = $ctx.string_attr($a.keyword());
        $st.add_attr($ctx, stringify!($a), v);
    }};
    (@set $ctx:expr, $st:ident, $a:ident, [optional], enum ($t:ty, $what:literal)) => {{
        if let Some(x) = $a {
            let v = $ctx.string_attr(x.keyword());
            $st.add_attr($ctx, stringify!($a), v);
        }
    }};
    (@set $ctx:expr, $st:ident, $a:ident, [], $kind:tt $args:tt) => {{
        let v = <$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::make($ctx, $a);
        $st.add_attr($ctx, stringify!($a), v);
    }};
    (@set $ctx:expr, $st:ident, $a:ident, [$o:ident], $kind:tt $args:tt) => {{
        if let Some(x) = $a {
            let v = <$crate::__ods_kind!($kind $args) as $crate::ods::AttrKind>::make($ctx, x);
            $st.add_attr($ctx, stringify!($a), v);
        }
    }};
}

/// The doc comment of an [`op!`](crate::op) declaration as one string, one line per
/// `///` line (other attributes skipped).
#[doc(hidden)]
#[macro_export]
macro_rules! __ods_doc {
    ([$($d:literal)*]) => { concat!($($d, "\n"),*) };
    ([$($d:literal)*] [doc = $x:literal] $($rest:tt)*) => {
        $crate::__ods_doc!([$($d)* $x] $($rest)*)
    };
    ([$($d:literal)*] [$($other:tt)*] $($rest:tt)*) => {
        $crate::__ods_doc!([$($d)*] $($rest)*)
    };
}
