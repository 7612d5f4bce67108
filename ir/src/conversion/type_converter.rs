//! [`TypeConverter`]: how a conversion maps each type to zero, one or several types,
//! and how it bridges a converted value and an unconverted one with cast ops
//! (MLIR's `TypeConverter`).

use crate::builder::Builder;
use crate::operation::OpId;
use crate::region::RegionId;
use crate::types::Type;
use crate::value::Value;
use crate::Context;

/// One conversion rule: `Some(types)` converts (`types` may be empty, or hold several
/// types for a 1:N conversion), `None` leaves the type to the rules added before it.
pub type ConversionFn = Box<dyn Fn(&mut Context, Type) -> Option<Vec<Type>> + Send + Sync>;

/// Builds one value of the original type from converted values (`inputs`), with the
/// builder at the point where the value is needed; `None` when it cannot.
pub type SourceMaterializationFn =
    Box<dyn Fn(&mut Builder<'_>, Type, &[Value]) -> Option<Value> + Send + Sync>;

/// Builds values of the converted types (`types`) from one value of an unconverted type;
/// `None` when it cannot.
pub type TargetMaterializationFn =
    Box<dyn Fn(&mut Builder<'_>, &[Type], Value) -> Option<Vec<Value>> + Send + Sync>;

/// Maps types to converted types and creates the casts between them.
///
/// Conversion rules are tried from the most recently added to the first, and the first
/// that returns `Some` decides, as in MLIR; a type no rule handles cannot be converted.
/// A type is *legal* when it converts to exactly itself.
///
/// Materializations are the casts the driver inserts where the two worlds meet:
///
/// - a *target* materialization when a pattern needs the converted form of a value that
///   no pattern converted (its definition is legal and stays), inserted just after the
///   value's definition;
/// - a *source* materialization when a value that a pattern replaced is still used by
///   an op that stays (partial conversion), inserted where the replaced value was
///   defined.
///
/// Materialization ops are exempt from legalization: they are the converter's business,
/// not the patterns' (MLIR likewise treats its `unrealized_conversion_cast` ops apart).
///
/// ```
/// use visa_ir::conversion::TypeConverter;
/// use visa_ir::{Context, DialectRegistry};
/// let mut conv = TypeConverter::new();
/// conv.add_conversion(|_, t| Some(vec![t])); // every type is legal...
/// conv.add_conversion(|ctx, t| {
///     // ...except i64, which becomes two i32 halves
///     (ctx.int_width(t) == Some(64)).then(|| vec![ctx.integer_type(32); 2])
/// });
/// let mut ctx = Context::new(DialectRegistry::new());
/// let (i32, i64) = (ctx.integer_type(32), ctx.integer_type(64));
/// assert_eq!(conv.convert_type(&mut ctx, i64), Some(vec![i32, i32]));
/// assert!(conv.is_legal(&mut ctx, i32));
/// assert!(!conv.is_legal(&mut ctx, i64));
/// ```
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    source: Vec<SourceMaterializationFn>,
    target: Vec<TargetMaterializationFn>,
}

impl TypeConverter {
    /// A converter with no rules: no type converts.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a conversion rule, tried before the ones added earlier.
    pub fn add_conversion(
        &mut self,
        f: impl Fn(&mut Context, Type) -> Option<Vec<Type>> + Send + Sync + 'static,
    ) -> &mut Self {
        self.conversions.push(Box::new(f));
        self
    }

    /// Adds a source materialization, tried before the ones added earlier.
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut Builder<'_>, Type, &[Value]) -> Option<Value> + Send + Sync + 'static,
    ) -> &mut Self {
        self.source.push(Box::new(f));
        self
    }

    /// Adds a target materialization, tried before the ones added earlier.
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut Builder<'_>, &[Type], Value) -> Option<Vec<Value>> + Send + Sync + 'static,
    ) -> &mut Self {
        self.target.push(Box::new(f));
        self
    }

    /// The types `ty` converts to, or `None` when no rule handles it.
    pub fn convert_type(&self, ctx: &mut Context, ty: Type) -> Option<Vec<Type>> {
        self.conversions.iter().rev().find_map(|f| f(ctx, ty))
    }

    /// Converts every type of `types` and concatenates the results; `None` when one
    /// cannot be converted.
    pub fn convert_types(&self, ctx: &mut Context, types: &[Type]) -> Option<Vec<Type>> {
        let mut out = Vec::with_capacity(types.len());
        for &t in types {
            out.extend(self.convert_type(ctx, t)?);
        }
        Some(out)
    }

    /// Whether `ty` converts to exactly itself.
    pub fn is_legal(&self, ctx: &mut Context, ty: Type) -> bool {
        self.convert_type(ctx, ty).is_some_and(|t| t == [ty])
    }

    /// Whether every operand and result type of `op` is legal (a ready-made dynamic
    /// legality predicate for ops that only need their types converted).
    pub fn is_op_legal(&self, ctx: &mut Context, op: OpId) -> bool {
        let types: Vec<Type> = ctx
            .operands(op)
            .iter()
            .chain(ctx.results(op))
            .map(|&v| ctx.value_type(v))
            .collect();
        types.into_iter().all(|t| self.is_legal(ctx, t))
    }

    /// Whether every argument of every block of `region` has a legal type.
    pub fn is_region_legal(&self, ctx: &mut Context, region: RegionId) -> bool {
        let types: Vec<Type> = ctx
            .region_blocks(region)
            .iter()
            .flat_map(|&b| ctx.block_args(b))
            .map(|&v| ctx.value_type(v))
            .collect();
        types.into_iter().all(|t| self.is_legal(ctx, t))
    }

    /// Builds a value of type `ty` from `inputs` at the builder's insertion point with
    /// the first source materialization that succeeds and yields a value of type `ty`.
    pub fn materialize_source(
        &self,
        b: &mut Builder<'_>,
        ty: Type,
        inputs: &[Value],
    ) -> Option<Value> {
        self.source
            .iter()
            .rev()
            .find_map(|f| f(b, ty, inputs).filter(|&v| b.ctx.value_type(v) == ty))
    }

    /// Builds values of `types` from `input` at the builder's insertion point with the
    /// first target materialization that succeeds and yields values of those types.
    pub fn materialize_target(
        &self,
        b: &mut Builder<'_>,
        types: &[Type],
        input: Value,
    ) -> Option<Vec<Value>> {
        self.target.iter().rev().find_map(|f| {
            f(b, types, input).filter(|vs| {
                vs.len() == types.len()
                    && vs
                        .iter()
                        .zip(types)
                        .all(|(&v, &t)| b.ctx.value_type(v) == t)
            })
        })
    }
}
