//! Parsing of `dense<...> : T` elements attributes over integers (MLIR's
//! `DenseIntElementsAttr`): a splat `dense<4>`, a nested literal `dense<[[1, 2], [3,
//! 4]]>` whose nesting must be the type's shape, or `dense<>` for no elements. Float
//! elements are refused with a located error (not supported yet).

use super::lexer::TokenKind;
use super::{AsmParser, ParseResult};
use crate::attributes::{AttrKind, Attribute};
use crate::diagnostic::Diagnostic;
use crate::types::{Signedness, TypeKind};

/// A parsed literal: a scalar or a list of literals.
enum Literal {
    Scalar(i128, crate::Location),
    List(Vec<Literal>),
}

impl Literal {
    /// The shape the nesting implies (`[]` for a scalar), or `None` when lists of one
    /// level differ in shape.
    fn shape(&self) -> Option<Vec<i64>> {
        match self {
            Literal::Scalar(..) => Some(Vec::new()),
            Literal::List(items) => {
                let mut inner: Option<Vec<i64>> = None;
                for item in items {
                    let s = item.shape()?;
                    match &inner {
                        Some(prev) if *prev != s => return None,
                        _ => inner = Some(s),
                    }
                }
                let mut shape = vec![items.len() as i64];
                shape.extend(inner.unwrap_or_default());
                Some(shape)
            }
        }
    }

    fn flatten(&self, out: &mut Vec<(i128, crate::Location)>) {
        match self {
            Literal::Scalar(v, l) => out.push((*v, *l)),
            Literal::List(items) => items.iter().for_each(|i| i.flatten(out)),
        }
    }
}

fn shape_text(shape: &[i64]) -> String {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    format!("[{}]", dims.join(", "))
}

impl<'a> AsmParser<'a> {
    /// `dense<literal?> : type`; the current token is `dense`.
    pub(super) fn parse_dense_elements(&mut self) -> ParseResult<Attribute> {
        // Shape errors point at `dense`, as upstream's.
        let at = self.current_loc();
        self.bump();
        self.parse_less()?;
        let literal = if self.is_punct(">") {
            None
        } else {
            Some(self.parse_dense_literal()?)
        };
        self.parse_greater()?;
        self.parse_colon()?;
        let ty_loc = self.current_loc();
        let ty = self.parse_type()?;
        let (shape, elem) = match self.ctx.shaped(ty) {
            Some(s)
                if s.is_static()
                    && matches!(
                        self.ctx.type_kind(ty),
                        TypeKind::RankedTensor { .. } | TypeKind::Vector { .. }
                    ) =>
            {
                (s.shape().unwrap_or(&[]).to_vec(), s.element_type())
            }
            _ => {
                return Err(Diagnostic::error(
                    at,
                    "elements literal type must have static shape",
                ))
            }
        };
        let (width, signedness) = match self.ctx.type_kind(elem) {
            TypeKind::Integer { width, signedness } => (*width, *signedness),
            TypeKind::Index => (64, Signedness::Signless),
            _ => {
                return Err(Diagnostic::error(
                    ty_loc,
                    "dense elements of a non-integer element type are not supported",
                ))
            }
        };
        let count: i64 = shape.iter().product();
        let mut flat = Vec::new();
        if let Some(lit) = &literal {
            let inferred = lit.shape().ok_or_else(|| {
                Diagnostic::error(
                    at,
                    "tensor literal is invalid; ranks are not consistent between elements",
                )
            })?;
            let splat = matches!(lit, Literal::Scalar(..));
            if !splat && inferred != shape {
                return Err(Diagnostic::error(
                    at,
                    format!(
                        "inferred shape of elements literal ({}) does not match type ({})",
                        shape_text(&inferred),
                        shape_text(&shape)
                    ),
                ));
            }
            lit.flatten(&mut flat);
        } else if count != 0 {
            return Err(Diagnostic::error(
                at,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    self.ctx.type_to_string(ty)
                ),
            ));
        }
        let mut values = Vec::with_capacity(flat.len());
        for (v, loc) in flat {
            // Signless and signed elements take -2^(w-1) ..= 2^w - 1 (the top half
            // wraps), unsigned ones 0 ..= 2^w - 1, as MLIR's `buildAttributeAPInt`.
            let w = width.min(128);
            let fits = if w >= 128 {
                true
            } else if w == 0 {
                v == 0
            } else if signedness == Signedness::Unsigned {
                v >= 0 && v < (1i128 << w)
            } else if w == 1 {
                v == 0 || v == 1 || v == -1
            } else {
                v >= -(1i128 << (w - 1)) && v < (1i128 << w)
            };
            if !fits {
                return Err(Diagnostic::error(
                    loc,
                    "integer constant out of range for type",
                ));
            }
            values.push(if signedness == Signedness::Unsigned || w == 0 {
                v
            } else {
                let shift = 128 - w;
                (v << shift) >> shift
            });
        }
        if values.len() > 1 && values.iter().all(|&v| v == values[0]) {
            values.truncate(1);
        }
        Ok(self
            .ctx
            .intern_attr(AttrKind::DenseIntElements { ty, values }))
    }

    /// A scalar (`4`, `-1`, `true`, `false`) or a bracketed list of literals.
    fn parse_dense_literal(&mut self) -> ParseResult<Literal> {
        if self.is_punct("[") {
            self.enter()?;
            let items = self.parse_delimited_list("[", "]", |p| p.parse_dense_literal());
            self.leave();
            return Ok(Literal::List(items?));
        }
        let loc = self.current_loc();
        match self.tok.kind {
            TokenKind::BareIdent if self.token_text() == "true" || self.token_text() == "false" => {
                let v = i128::from(self.token_text() == "true");
                self.bump();
                Ok(Literal::Scalar(v, loc))
            }
            TokenKind::Float => Err(Diagnostic::error(
                loc,
                "dense elements of a non-integer element type are not supported",
            )),
            _ => {
                let v = self.parse_integer()?;
                Ok(Literal::Scalar(v, loc))
            }
        }
    }
}
