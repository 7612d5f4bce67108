//! [`ConversionTarget`]: which operations are legal after a conversion, by dialect, by
//! op name, or by a predicate (MLIR's `ConversionTarget`).

use crate::operation::OpId;
use crate::Context;
use std::collections::{HashMap, HashSet};

/// A legality predicate: whether `op` is legal as it stands. It may intern types and
/// attributes (hence `&mut Context`) but must not change the IR.
pub type LegalityFn = Box<dyn Fn(&mut Context, OpId) -> bool + Send + Sync>;

/// What a [`ConversionTarget`] says of one operation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Legality {
    /// The op may stay as it is.
    Legal,
    /// The op must be converted: it was marked illegal, or its dynamic predicate said no.
    Illegal,
    /// The target says nothing about the op: a partial conversion leaves it alone when no
    /// pattern converts it, a full conversion fails on it.
    Unknown,
}

enum Action {
    Legal,
    Illegal,
    Dynamic(LegalityFn),
}

/// The legality rules of a conversion.
///
/// An op-name rule wins over the rule of the op's dialect (the text before the first
/// `.`); an op that matches neither falls back to the predicate of
/// [`ConversionTarget::mark_unknown_op_dynamically_legal`], and without one is
/// [`Legality::Unknown`]. A dynamic rule whose predicate returns `false` makes the op
/// [`Legality::Illegal`], as in MLIR.
///
/// ```
/// use visa_ir::conversion::{ConversionTarget, Legality};
/// use visa_ir::{Builder, Context, DialectRegistry};
/// let mut target = ConversionTarget::new();
/// target.add_legal_dialect("low").add_illegal_op("toy.add");
/// let mut ctx = Context::new(DialectRegistry::new());
/// ctx.allow_unregistered = true;
/// let module = ctx.create_module(None);
/// let body = ctx.module_body(module);
/// let mut b = Builder::at_end(&mut ctx, body);
/// let add = b.op("toy.add").build();
/// let low = b.op("low.add").build();
/// let other = b.op("toy.mul").build();
/// assert_eq!(target.legality(&mut ctx, add), Legality::Illegal);
/// assert_eq!(target.legality(&mut ctx, low), Legality::Legal);
/// assert_eq!(target.legality(&mut ctx, other), Legality::Unknown);
/// ```
#[derive(Default)]
pub struct ConversionTarget {
    ops: HashMap<String, Action>,
    dialects: HashMap<String, Action>,
    unknown: Option<LegalityFn>,
    recursively_legal: HashSet<String>,
}

impl ConversionTarget {
    /// A target with no rules: every op is [`Legality::Unknown`].
    pub fn new() -> Self {
        Self::default()
    }

    /// Marks every op of dialect `name` legal.
    pub fn add_legal_dialect(&mut self, name: &str) -> &mut Self {
        self.dialects.insert(name.to_string(), Action::Legal);
        self
    }

    /// Marks every op of dialect `name` illegal.
    pub fn add_illegal_dialect(&mut self, name: &str) -> &mut Self {
        self.dialects.insert(name.to_string(), Action::Illegal);
        self
    }

    /// Makes the ops of dialect `name` legal exactly when `pred` holds.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        name: &str,
        pred: impl Fn(&mut Context, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects
            .insert(name.to_string(), Action::Dynamic(Box::new(pred)));
        self
    }

    /// Marks the op named `name` (e.g. `toy.add`) legal.
    pub fn add_legal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Legal);
        self
    }

    /// Marks the op named `name` illegal.
    pub fn add_illegal_op(&mut self, name: &str) -> &mut Self {
        self.ops.insert(name.to_string(), Action::Illegal);
        self
    }

    /// Makes the op named `name` legal exactly when `pred` holds.
    pub fn add_dynamically_legal_op(
        &mut self,
        name: &str,
        pred: impl Fn(&mut Context, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.ops
            .insert(name.to_string(), Action::Dynamic(Box::new(pred)));
        self
    }

    /// Decides the ops no other rule names: legal exactly when `pred` holds.
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        pred: impl Fn(&mut Context, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(Box::new(pred));
        self
    }

    /// Declares that, where the op named `name` is legal, everything nested in it is
    /// left alone too: the drivers do not visit its regions (MLIR's
    /// `markOpRecursivelyLegal`).
    pub fn mark_op_recursively_legal(&mut self, name: &str) -> &mut Self {
        self.recursively_legal.insert(name.to_string());
        self
    }

    /// The legality of `op` as it stands.
    pub fn legality(&self, ctx: &mut Context, op: OpId) -> Legality {
        let action = {
            let name = ctx.op_name_str(op);
            let dialect = name.split_once('.').map_or(name, |(d, _)| d);
            self.ops.get(name).or_else(|| self.dialects.get(dialect))
        };
        match action {
            Some(Action::Legal) => Legality::Legal,
            Some(Action::Illegal) => Legality::Illegal,
            Some(Action::Dynamic(pred)) => {
                if pred(ctx, op) {
                    Legality::Legal
                } else {
                    Legality::Illegal
                }
            }
            None => match &self.unknown {
                Some(pred) if pred(ctx, op) => Legality::Legal,
                Some(_) => Legality::Illegal,
                None => Legality::Unknown,
            },
        }
    }

    /// Whether `op` is legal and marked recursively legal, so its regions are skipped.
    pub fn is_recursively_legal(&self, ctx: &mut Context, op: OpId) -> bool {
        self.recursively_legal.contains(ctx.op_name_str(op))
            && self.legality(ctx, op) == Legality::Legal
    }
}
