//! The `keywords!` macro: an enum declared once with its textual spelling.
//!
//! Every enum the levels share (element types, contexts, memory spaces, ALU ops, ...) is
//! spelled the same way in the stream dialect, the engine and hw dialects, the simulator's
//! messages and the tools. The macro generates, from one list of `Variant = "keyword"`
//! pairs, the enum, `ALL`, `KEYWORDS`, `keyword()`, `from_keyword()`, `Display` and
//! `FromStr`, so no level writes its own name table.

use std::fmt;

/// The error of a keyword enum's `FromStr`: the text is none of its keywords.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownKeyword {
    /// What was being parsed (`"element type"`, `"context"`, ...).
    pub what: &'static str,
    /// The text that matched no keyword.
    pub got: String,
    /// The accepted keywords.
    pub expected: &'static [&'static str],
}

impl fmt::Display for UnknownKeyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown {} `{}` (expected one of {})",
            self.what,
            self.got,
            self.expected.join(", ")
        )
    }
}

impl std::error::Error for UnknownKeyword {}

/// What every [`keywords!`](crate::keywords) enum offers, for code generic over them (the
/// dialects' keyword attributes `#dialect.mnemonic<keyword>`).
pub trait Keyword: Copy + Eq + std::hash::Hash + fmt::Debug + fmt::Display + 'static {
    /// What a value is, in words (`"DMA queue"`), for diagnostics.
    const WHAT: &'static str;
    /// The concept's short name (`"queue"`): the mnemonic of its IR attributes.
    const MNEMONIC: &'static str;
    /// Every keyword, in declaration order.
    const KEYWORDS: &'static [&'static str];
    /// The keyword spelling this value.
    fn keyword(self) -> &'static str;
    /// The value spelled `s`, if any.
    fn from_keyword(s: &str) -> Option<Self>;
}

/// Declares a keyword enum: `pub enum Name: "what it is" as "mnemonic" { Variant = "kw", ... }`.
///
/// ```
/// visa_tcp::keywords! {
///     /// A colour.
///     pub enum Colour: "colour" as "colour" {
///         /// Red.
///         Red = "red",
///         /// Dark blue.
///         DarkBlue = "dark_blue",
///     }
/// }
/// assert_eq!(Colour::DarkBlue.keyword(), "dark_blue");
/// assert_eq!(Colour::from_keyword("red"), Some(Colour::Red));
/// assert_eq!(Colour::KEYWORDS, ["red", "dark_blue"]);
/// assert_eq!("dark_blue".parse::<Colour>().unwrap(), Colour::DarkBlue);
/// assert!("green".parse::<Colour>().is_err());
/// ```
#[macro_export]
macro_rules! keywords {
    (
        $(#[$meta:meta])*
        $vis:vis enum $name:ident : $what:literal as $mnemonic:literal {
            $( $(#[$vmeta:meta])* $variant:ident = $kw:literal ),+ $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        $vis enum $name {
            $( $(#[$vmeta])* $variant ),+
        }

        impl $name {
            /// Every value, in declaration order.
            pub const ALL: &'static [$name] = &[ $( $name::$variant ),+ ];
            /// Every keyword, in declaration order (`KEYWORDS[i]` spells `ALL[i]`).
            pub const KEYWORDS: &'static [&'static str] = &[ $( $kw ),+ ];

            /// The keyword spelling this value.
            pub fn keyword(self) -> &'static str {
                match self {
                    $( $name::$variant => $kw ),+
                }
            }

            /// The value spelled `s`, if any.
            pub fn from_keyword(s: &str) -> Option<$name> {
                match s {
                    $( $kw => Some($name::$variant), )+
                    _ => None,
                }
            }

            /// The keywords joined by `", "`, for diagnostics.
            pub fn expected() -> String {
                Self::KEYWORDS.join(", ")
            }
        }

        impl $crate::keyword::Keyword for $name {
            const WHAT: &'static str = $what;
            const MNEMONIC: &'static str = $mnemonic;
            const KEYWORDS: &'static [&'static str] = $name::KEYWORDS;
            fn keyword(self) -> &'static str {
                $name::keyword(self)
            }
            fn from_keyword(s: &str) -> Option<Self> {
                $name::from_keyword(s)
            }
        }

        impl ::std::fmt::Display for $name {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.keyword())
            }
        }

        impl ::std::str::FromStr for $name {
            type Err = $crate::keyword::UnknownKeyword;
            fn from_str(s: &str) -> Result<Self, Self::Err> {
                $name::from_keyword(s).ok_or_else(|| $crate::keyword::UnknownKeyword {
                    what: $what,
                    got: s.to_string(),
                    expected: $name::KEYWORDS,
                })
            }
        }
    };
}
