//! The `engine` dialect's type: `!engine.stream`, the data flowing between the stages
//! of one Tensor-Unit pass.

use visa_ir::{AsmPrinter, DialectType};

/// `!engine.stream`: the output of one pipeline stage, consumed by the next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct StreamType;

impl DialectType for StreamType {
    fn dialect(&self) -> &'static str {
        "engine"
    }
    fn mnemonic(&self) -> &'static str {
        "stream"
    }
    fn print_body(&self, _p: &mut AsmPrinter<'_>) {}
}
