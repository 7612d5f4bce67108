//! The float-op attributes of `arith`: `#arith.fastmath<...>` (MLIR's `FastMathFlags`,
//! a bit set of LLVM's fast-math flags) and the `roundingmode` of `arith.truncf`
//! (MLIR's `RoundingMode`, an `i32` enum written as a bare keyword).

use visa_ir::ods::{AttrKind, AttrSyntax};
use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, AttrConstraint, Attribute, Context, DialectAttr};

/// The fast-math flags of a float op; the empty set is `#arith.fastmath<none>`, all
/// seven together are `fast`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastMathFlags(pub u8);

/// The flags in MLIR's declaration (and printing) order, with their bits.
const FLAGS: [(&str, u8); 7] = [
    ("reassoc", 1),
    ("nnan", 2),
    ("ninf", 4),
    ("nsz", 8),
    ("arcp", 16),
    ("contract", 32),
    ("afn", 64),
];

impl FastMathFlags {
    /// No flag.
    pub const NONE: FastMathFlags = FastMathFlags(0);
    /// Every flag (`fast`).
    pub const FAST: FastMathFlags = FastMathFlags(127);

    /// Whether no flag is set.
    pub fn is_none(self) -> bool {
        self.0 == 0
    }

    /// The text between the angle brackets, as MLIR prints it: `none`, `fast`, or the
    /// set flags in declaration order joined by `,` without spaces (`nnan,nsz`).
    pub fn body(self) -> String {
        match self {
            Self::NONE => "none".to_string(),
            Self::FAST => "fast".to_string(),
            _ => FLAGS
                .iter()
                .filter(|(_, bit)| self.0 & bit != 0)
                .map(|(name, _)| *name)
                .collect::<Vec<_>>()
                .join(","),
        }
    }

    /// The flag (or `none`, `fast`) a keyword names.
    pub fn from_keyword(word: &str) -> Option<FastMathFlags> {
        match word {
            "none" => Some(Self::NONE),
            "fast" => Some(Self::FAST),
            _ => FLAGS
                .iter()
                .find(|(name, _)| *name == word)
                .map(|(_, bit)| FastMathFlags(*bit)),
        }
    }
}

impl DialectAttr for FastMathFlags {
    fn dialect(&self) -> &'static str {
        "arith"
    }
    fn mnemonic(&self) -> &'static str {
        "fastmath"
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("<");
        p.write_str(&self.body());
        p.write_str(">");
    }
}

/// Parses `<flag, flag, ...>` (any order, `,`-separated, union of the flags).
pub(crate) fn parse_fastmath_body(p: &mut AsmParser<'_>) -> ParseResult<FastMathFlags> {
    p.parse_less()?;
    let mut flags = FastMathFlags::NONE;
    loop {
        let loc = p.current_loc();
        match p
            .parse_optional_keyword_any()
            .and_then(FastMathFlags::from_keyword)
        {
            Some(f) => flags.0 |= f.0,
            None => {
                return Err(p.emit_error_at(
                    loc,
                    "expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, \
                     nnan, ninf, nsz, arcp, contract, afn, fast",
                ))
            }
        }
        if !p.parse_optional_comma() {
            break;
        }
    }
    p.parse_greater()?;
    Ok(flags)
}

/// The `fastmath` kind of the float ops: `#arith.fastmath<...>`, written `<...>` after
/// the `fastmath` keyword; `<none>` is the default, left out.
pub struct FastMathAttr;

fn parse_fastmath(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    if !required && !p.is_punct("<") {
        return Ok(None);
    }
    let flags = parse_fastmath_body(p)?;
    Ok(Some(p.ctx().dialect_attr(flags)))
}

fn print_fastmath(p: &mut AsmPrinter<'_>, a: Attribute) {
    match p.ctx().attr_as::<FastMathFlags>(a).copied() {
        Some(f) => {
            p.write_str("<");
            p.write_str(&f.body());
            p.write_str(">");
        }
        None => p.print_attr(a),
    }
}

fn fastmath_is_none(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_as::<FastMathFlags>(a).is_some_and(|f| f.is_none())
}

fn is_fastmath(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_as::<FastMathFlags>(a).is_some()
}

impl AttrKind for FastMathAttr {
    type Value<'c> = FastMathFlags;
    type Input<'a> = FastMathFlags;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "Floating point fast math flags",
        check: is_fastmath,
    };
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_fastmath,
        print: print_fastmath,
        is_default: Some(fastmath_is_none),
    };
    const DEFAULT: Option<fn(&mut Context) -> Attribute> =
        Some(|ctx| ctx.dialect_attr(FastMathFlags::default()));
    fn get(ctx: &Context, attr: Attribute) -> Option<FastMathFlags> {
        ctx.attr_as::<FastMathFlags>(attr).copied()
    }
    fn make(ctx: &mut Context, value: FastMathFlags) -> Attribute {
        ctx.dialect_attr(value)
    }
}

/// The rounding mode of `arith.truncf` (MLIR's `RoundingMode`, stored as `i32`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RoundingMode {
    /// Round to nearest, ties to even (IEEE's default; what an absent mode means).
    ToNearestEven = 0,
    /// Toward negative infinity.
    Downward = 1,
    /// Toward positive infinity.
    Upward = 2,
    /// Toward zero.
    TowardZero = 3,
    /// Round to nearest, ties away from zero.
    ToNearestAway = 4,
}

impl RoundingMode {
    /// Every mode, in value order.
    pub const ALL: [RoundingMode; 5] = [
        RoundingMode::ToNearestEven,
        RoundingMode::Downward,
        RoundingMode::Upward,
        RoundingMode::TowardZero,
        RoundingMode::ToNearestAway,
    ];

    /// The keyword MLIR writes.
    pub fn keyword(self) -> &'static str {
        match self {
            RoundingMode::ToNearestEven => "to_nearest_even",
            RoundingMode::Downward => "downward",
            RoundingMode::Upward => "upward",
            RoundingMode::TowardZero => "toward_zero",
            RoundingMode::ToNearestAway => "to_nearest_away",
        }
    }

    /// The mode stored as `value`.
    pub fn from_i64(value: i128) -> Option<RoundingMode> {
        Self::ALL.into_iter().find(|m| *m as i128 == value)
    }
}

/// The `roundingmode` kind: an `i32` attribute holding a [`RoundingMode`], written as
/// its keyword.
pub struct RoundingModeAttr;

fn parse_rounding(p: &mut AsmParser<'_>, required: bool) -> ParseResult<Option<Attribute>> {
    let Some(mode) = RoundingMode::ALL
        .into_iter()
        .find(|m| p.parse_optional_keyword(m.keyword()))
    else {
        if required {
            return Err(p.emit_error(
                "expected one of [to_nearest_even, downward, upward, toward_zero, \
                 to_nearest_away] for rounding mode",
            ));
        }
        return Ok(None);
    };
    Ok(Some(RoundingModeAttr::make(p.ctx(), mode)))
}

fn print_rounding(p: &mut AsmPrinter<'_>, a: Attribute) {
    match RoundingModeAttr::get(p.ctx(), a) {
        Some(m) => p.write_str(m.keyword()),
        None => p.print_attr(a),
    }
}

fn is_rounding(ctx: &Context, a: Attribute) -> bool {
    RoundingModeAttr::get(ctx, a).is_some()
}

impl AttrKind for RoundingModeAttr {
    type Value<'c> = RoundingMode;
    type Input<'a> = RoundingMode;
    const CONSTRAINT: AttrConstraint = AttrConstraint::Custom {
        description: "Floating point rounding mode",
        check: is_rounding,
    };
    const SYNTAX: AttrSyntax = AttrSyntax::Hooks {
        parse: parse_rounding,
        print: print_rounding,
        is_default: None,
    };
    fn get(ctx: &Context, attr: Attribute) -> Option<RoundingMode> {
        match ctx.attr_kind(attr) {
            visa_ir::AttrKind::Integer { value, ty } if ctx.int_width(*ty) == Some(32) => {
                RoundingMode::from_i64(*value)
            }
            _ => None,
        }
    }
    fn make(ctx: &mut Context, value: RoundingMode) -> Attribute {
        let i32 = ctx.integer_type(32);
        ctx.int_attr(value as i128, i32)
    }
}
