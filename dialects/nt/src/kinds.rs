//! The attribute kinds and keyword enums of the nt ops: an `f64` literal (`eps`,
//! exponents) and the function sets of the elementwise, compare, reduction and norm
//! ops, each a keyword written bare in the op's syntax (`nt.unary exp %x`).

use visa_ir::dialect::AttrConstraint;
use visa_ir::ods::{AttrKind, AttrSyntax};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, Attribute, Context, FloatKind};

/// `f64`: a float literal (`1.0e-05`, `2`), stored as an `f64` float attribute.
pub struct F64;

fn parse_f64(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    let at_number = p.is_punct("-") || {
        let t = p.token_text();
        t.starts_with(|c: char| c.is_ascii_digit())
    };
    if !required && !at_number {
        return Ok(None);
    }
    let v = p.parse_float()?;
    let ty = p.ctx().float_type(FloatKind::F64);
    Ok(Some(p.ctx().float_attr(v, ty)))
}

/// The shortest text of `v` that reads back as `v` and lexes as a float (`2.0`, `1.0e-5`).
pub fn float_text(v: f64) -> String {
    let s = format!("{v:?}");
    if s.contains('.') || !v.is_finite() {
        return s;
    }
    match s.find('e') {
        Some(i) => format!("{}.0{}", &s[..i], &s[i..]),
        None => format!("{s}.0"),
    }
}

fn print_f64(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().float_value(a) {
        Some(v) => {
            let s = float_text(v);
            p.write_str(&s)
        }
        None => p.print_attr(a),
    }
}

fn check_f64(ctx: &Context, a: Attribute) -> bool {
    ctx.float_value(a).is_some()
}

impl AttrKind for F64 {
    type Value<'c> = f64;
    type Input<'a> = f64;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "f64 float attribute",
        check: check_f64,
    };
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_f64,
        print: print_f64,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<f64> {
        ctx.float_value(attr)
    }
    fn make(ctx: &mut Context, value: f64) -> Attribute {
        let ty = ctx.float_type(FloatKind::F64);
        ctx.float_attr(value, ty)
    }
}

/// Declares a keyword enum in the duck-typed form `op!`'s `enum(T, "what")` reads.
macro_rules! keyword_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $kw:literal),* $(,)? }) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name { $($(#[$vm])* $v),* }
        impl $name {
            /// Every spelling, in declaration order.
            pub const KEYWORDS: &'static [&'static str] = &[$($kw),*];
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[$($name::$v),*];
            /// Its spelling.
            pub fn keyword(self) -> &'static str {
                Self::KEYWORDS[self as usize]
            }
            /// The value spelled `s`.
            pub fn from_keyword(s: &str) -> Option<Self> {
                Self::ALL.iter().copied().find(|v| v.keyword() == s)
            }
        }
    };
}

keyword_enum! {
    /// The functions of `nt.unary` (the Vector Engine's function set, plus `relu`).
    UnaryFn {
        /// `-x`.
        Neg = "neg",
        /// `|x|`.
        Abs = "abs",
        /// `e^x`.
        Exp = "exp",
        /// `ln x`.
        Log = "log",
        /// `√x`.
        Sqrt = "sqrt",
        /// `1/√x`.
        Rsqrt = "rsqrt",
        /// `1/x`.
        Reciprocal = "reciprocal",
        /// `tanh x`.
        Tanh = "tanh",
        /// `1/(1+e^-x)`.
        Sigmoid = "sigmoid",
        /// `x·sigmoid(x)`.
        Silu = "silu",
        /// `x·Φ(x) = x/2·(1 + erf(x/√2))`.
        GeluErf = "gelu_erf",
        /// `x/2·(1 + tanh(√(2/π)·(x + 0.044715·x³)))`.
        GeluTanh = "gelu_tanh",
        /// `max(x, 0)`.
        Relu = "relu",
    }
}

impl UnaryFn {
    /// Whether the function is defined on integers (else its operand and result are floats).
    pub fn integer_ok(self) -> bool {
        matches!(self, UnaryFn::Neg | UnaryFn::Abs | UnaryFn::Relu)
    }
}

keyword_enum! {
    /// The functions of `nt.binary`.
    BinaryFn {
        /// `a + b`.
        Add = "add",
        /// `a - b`.
        Sub = "sub",
        /// `a · b`.
        Mul = "mul",
        /// `a / b` (integers: truncated toward zero).
        Div = "div",
        /// `max(a, b)` (a NaN operand gives NaN).
        Max = "max",
        /// `min(a, b)` (a NaN operand gives NaN).
        Min = "min",
    }
}

keyword_enum! {
    /// The predicates of `nt.compare` (ordered: a NaN compares false, except `ne`).
    Predicate {
        /// `a == b`.
        Eq = "eq",
        /// `a != b`.
        Ne = "ne",
        /// `a < b`.
        Lt = "lt",
        /// `a <= b`.
        Le = "le",
        /// `a > b`.
        Gt = "gt",
        /// `a >= b`.
        Ge = "ge",
    }
}

keyword_enum! {
    /// The reductions of `nt.reduce`.
    ReduceFn {
        /// The sum (f64 accumulation).
        Sum = "sum",
        /// The largest element (NaN if any is NaN).
        Max = "max",
        /// The smallest element (NaN if any is NaN).
        Min = "min",
        /// The sum divided by the count.
        Mean = "mean",
    }
}

keyword_enum! {
    /// Which affine operands a norm takes after its input.
    NormForm {
        /// None.
        Plain = "plain",
        /// A scale (`γ`).
        Scale = "scale",
        /// A bias (`β`).
        Bias = "bias",
        /// A scale then a bias.
        ScaleBias = "scale_bias",
    }
}

impl NormForm {
    /// The form with or without a scale and a bias.
    pub fn of(scale: bool, bias: bool) -> NormForm {
        match (scale, bias) {
            (false, false) => NormForm::Plain,
            (true, false) => NormForm::Scale,
            (false, true) => NormForm::Bias,
            (true, true) => NormForm::ScaleBias,
        }
    }
    /// Whether a scale operand follows the input.
    pub fn has_scale(self) -> bool {
        matches!(self, NormForm::Scale | NormForm::ScaleBias)
    }
    /// Whether a bias operand follows (after the scale, if any).
    pub fn has_bias(self) -> bool {
        matches!(self, NormForm::Bias | NormForm::ScaleBias)
    }
    /// How many affine operands the form takes.
    pub fn operands(self) -> usize {
        self.has_scale() as usize + self.has_bias() as usize
    }
}
