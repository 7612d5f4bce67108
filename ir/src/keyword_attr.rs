//! `#dialect.mnemonic<keyword>`: an attribute holding one keyword of a fixed list, MLIR's
//! `EnumAttr` as the model.
//!
//! A dialect whose ops store enum values (contexts, memory spaces, ALU ops, ...) declares
//! the enum once elsewhere with its keywords and stores its values as [`KeywordAttr`]s, so
//! the op holds a typed value rather than a string: an unknown keyword is a parse error at
//! the attribute, and reading it back is a lookup, not a string comparison.
//! [`KeywordAttr::parse`] parses the body `<keyword>` given the accepted keywords.

use crate::parser::{AsmParser, ParseResult};
use crate::{AsmPrinter, Attribute, DialectAttr};

/// `#dialect.mnemonic<keyword>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct KeywordAttr {
    /// The dialect namespace (`hw`).
    pub dialect: &'static str,
    /// The attribute's mnemonic, naming the enum (`queue`).
    pub mnemonic: &'static str,
    /// The keyword (`tdma`).
    pub keyword: &'static str,
}

impl DialectAttr for KeywordAttr {
    fn dialect(&self) -> &'static str {
        self.dialect
    }
    fn mnemonic(&self) -> &'static str {
        self.mnemonic
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("<");
        p.write_str(self.keyword);
        p.write_str(">");
    }
}

impl KeywordAttr {
    /// Parses the body `<keyword>` of `#dialect.mnemonic<...>` where the keyword is one of
    /// `keywords`; `what` names the enum in the error (`"DMA queue"`).
    pub fn parse(
        p: &mut AsmParser<'_>,
        dialect: &'static str,
        mnemonic: &'static str,
        what: &str,
        keywords: &'static [&'static str],
    ) -> ParseResult<Attribute> {
        p.parse_less()?;
        let loc = p.current_loc();
        let got = p.parse_optional_keyword_any();
        let Some(keyword) = got.and_then(|g| keywords.iter().copied().find(|k| *k == g)) else {
            return Err(p.emit_error_at(
                loc,
                format!(
                    "unknown {what} `{}` in #{dialect}.{mnemonic}<...> (expected one of {})",
                    got.unwrap_or(""),
                    keywords.join(", ")
                ),
            ));
        };
        p.parse_greater()?;
        Ok(p.ctx().dialect_attr(KeywordAttr {
            dialect,
            mnemonic,
            keyword,
        }))
    }
}
