//! The parser: MLIR's textual format, generic and custom forms.

use crate::attributes::Attribute;
use crate::diagnostic::Diagnostic;
use crate::operation::OperationState;
use crate::types::Type;

/// The parser state handed to custom-assembly hooks (filled in by the text-format
/// implementation).
pub struct AsmParser<'a> {
    _src: &'a str,
}

/// A custom-assembly parser hook: parses what follows the op name (and the `%r = `
/// result list) into `state`.
pub type CustomParseFn = fn(&mut AsmParser<'_>, &mut OperationState) -> Result<(), Diagnostic>;

/// Parses the part of a dialect type after `!dialect.mnemonic`; gets the mnemonic.
pub type DialectTypeParseFn = fn(&mut AsmParser<'_>, &str) -> Result<Type, Diagnostic>;

/// Parses the part of a dialect attribute after `#dialect.mnemonic` (or `#dialect`, with
/// an empty mnemonic); gets the mnemonic.
pub type DialectAttrParseFn = fn(&mut AsmParser<'_>, &str) -> Result<Attribute, Diagnostic>;
