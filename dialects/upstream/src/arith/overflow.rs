//! `#arith.overflow<...>`: the integer-overflow flags of `arith.addi`, `arith.subi` and
//! `arith.muli` (MLIR's `IntegerOverflowFlags`): `nsw` (no signed wrap), `nuw` (no
//! unsigned wrap). A flagged op whose result would wrap is poison in MLIR; visa's folds
//! compute the wrapped value, a valid refinement of poison.

use visa_ir::parser::{AsmParser, ParseResult};
use visa_ir::{AsmPrinter, Attribute, Context, DialectAttr};

/// The overflow flags of an integer op; both false is `#arith.overflow<none>`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct OverflowFlags {
    /// No signed wrap.
    pub nsw: bool,
    /// No unsigned wrap.
    pub nuw: bool,
}

impl OverflowFlags {
    /// Whether no flag is set.
    pub fn is_none(self) -> bool {
        !self.nsw && !self.nuw
    }

    /// The text between the angle brackets: `none`, `nsw`, `nuw` or `nsw, nuw`.
    pub fn body(self) -> &'static str {
        match (self.nsw, self.nuw) {
            (false, false) => "none",
            (true, false) => "nsw",
            (false, true) => "nuw",
            (true, true) => "nsw, nuw",
        }
    }
}

impl DialectAttr for OverflowFlags {
    fn dialect(&self) -> &'static str {
        "arith"
    }
    fn mnemonic(&self) -> &'static str {
        "overflow"
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("<");
        p.write_str(self.body());
        p.write_str(">");
    }
}

/// Parses `<none>`, `<nsw>`, `<nuw>` or `<nsw, nuw>` (either order).
pub(crate) fn parse_flags(p: &mut AsmParser<'_>) -> ParseResult<OverflowFlags> {
    p.parse_less()?;
    let mut flags = OverflowFlags::default();
    loop {
        let loc = p.current_loc();
        match p.parse_optional_keyword_any() {
            Some("none") => {}
            Some("nsw") => flags.nsw = true,
            Some("nuw") => flags.nuw = true,
            _ => {
                return Err(p.emit_error_at(
                    loc,
                    "expected one of [none, nsw, nuw] for integer overflow flags",
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

/// The `arith` dialect's attribute parser: `#arith.overflow<...>` and
/// `#arith.fastmath<...>`.
pub(crate) fn parse_attr(p: &mut AsmParser<'_>, mnemonic: &str) -> ParseResult<Attribute> {
    match mnemonic {
        "overflow" => {
            let flags = parse_flags(p)?;
            Ok(p.ctx().dialect_attr(flags))
        }
        "fastmath" => {
            let flags = super::flags::parse_fastmath_body(p)?;
            Ok(p.ctx().dialect_attr(flags))
        }
        _ => Err(p.emit_error(format!("unknown attribute `{mnemonic}` in dialect `arith`"))),
    }
}

/// Whether `attr` is an `#arith.overflow<...>`.
pub(crate) fn is_overflow_flags(ctx: &Context, attr: Attribute) -> bool {
    ctx.attr_as::<OverflowFlags>(attr).is_some()
}
