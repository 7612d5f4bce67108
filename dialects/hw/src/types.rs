//! The `hw` dialect's type: `!hw.token`, the completion of a command.

use visa_ir::{AsmPrinter, DialectType};

/// `!hw.token`: yielded by every command; a command's token operands are the commands
/// it waits for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TokenType;

impl DialectType for TokenType {
    fn dialect(&self) -> &'static str {
        "hw"
    }
    fn mnemonic(&self) -> &'static str {
        "token"
    }
    fn print_body(&self, _p: &mut AsmPrinter<'_>) {}
}
