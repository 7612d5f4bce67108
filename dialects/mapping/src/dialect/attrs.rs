//! The mapping dialect's attributes: `#mapping<m[...]>` (a mapping expression) and
//! `#mapping.axes<A = 2048, B = 512>` (the axis declarations of a module).

use super::expr::MapExpr;
use crate::axes::Axes;
use crate::error::MappingError;
use visa_ir::{AsmPrinter, Attribute, Context, DialectAttr};

/// The dialect namespace.
pub const DIALECT: &str = "mapping";

/// The module attribute that declares the axes: `mapping.axes = #mapping.axes<...>`.
pub const AXES_ATTR_NAME: &str = "mapping.axes";

/// `#mapping<m[body]>`: one mapping expression as an attribute.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MappingAttr {
    /// The expression.
    pub expr: MapExpr,
}

impl DialectAttr for MappingAttr {
    fn dialect(&self) -> &'static str {
        DIALECT
    }
    fn mnemonic(&self) -> &'static str {
        ""
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_fmt(format_args!("<{}>", self.expr));
    }
}

/// `#mapping.axes<A = 2048, B = 512, B' = B - A>`: the axes of a module (manual
/// `axes![...]`, L28 and L173). The text is the [`Axes`] display form.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AxesAttr {
    text: String,
}

impl AxesAttr {
    /// Checks and normalizes `A = 8, B = 512` text.
    pub fn parse(text: &str) -> Result<AxesAttr, MappingError> {
        let axes: Axes = text.parse()?;
        Ok(AxesAttr {
            text: axes.to_string(),
        })
    }

    /// The attribute for already-built axes.
    pub fn from_axes(axes: &Axes) -> AxesAttr {
        AxesAttr {
            text: axes.to_string(),
        }
    }

    /// The declared axes.
    pub fn axes(&self) -> Axes {
        // The text was produced by `Axes`'s own printer, so it parses.
        self.text.parse().unwrap_or_default()
    }

    /// The normalized declaration text.
    pub fn text(&self) -> &str {
        &self.text
    }
}

impl DialectAttr for AxesAttr {
    fn dialect(&self) -> &'static str {
        DIALECT
    }
    fn mnemonic(&self) -> &'static str {
        "axes"
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_fmt(format_args!("<{}>", self.text));
    }
}

/// Interns `#mapping<m[...]>`.
pub fn mapping_attr(ctx: &mut Context, expr: MapExpr) -> Attribute {
    ctx.dialect_attr(MappingAttr { expr })
}

/// Interns `#mapping.axes<...>`.
pub fn axes_attr(ctx: &mut Context, axes: &Axes) -> Attribute {
    ctx.dialect_attr(AxesAttr::from_axes(axes))
}

/// The mapping held by `attr` if it is a `#mapping<...>`.
pub fn as_mapping(ctx: &Context, attr: Attribute) -> Option<&MapExpr> {
    ctx.attr_as::<MappingAttr>(attr).map(|a| &a.expr)
}
