//! The [`Context`]: owner of every interned type, attribute, location and string, of the
//! IR arenas, and of the dialect registry.

use crate::attributes::{AttrKind, Attribute, DialectAttr, DynAttr};
use crate::block::{BlockData, BlockId};
use crate::diagnostic::Diagnostic;
use crate::dialect::{DialectRegistry, OpDef, OpName, OpNameInfo};
use crate::entity::Arena;
use crate::intern::{Interner, Symbol};
use crate::location::{LocKind, Location};
use crate::operation::{OpData, OpId, OperandPool};
use crate::region::{RegionData, RegionId};
use crate::types::{DialectType, DynType, FloatKind, Signedness, Type, TypeKind};
use crate::value::{Value, ValueData};
use std::collections::HashMap;
use std::sync::Arc;

/// Owns all IR of a compilation: uniqued types, attributes, locations and strings,
/// the operations, blocks, regions and values, and the registered dialects.
///
/// ```
/// use visa_ir::{Context, DialectRegistry};
/// let mut ctx = Context::new(DialectRegistry::new());
/// let i32 = ctx.integer_type(32);
/// assert_eq!(i32, ctx.integer_type(32));
/// assert_eq!(ctx.type_to_string(i32), "i32");
/// ```
pub struct Context {
    pub(crate) registry: Arc<DialectRegistry>,
    pub(crate) symbols: Interner<String>,
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    locs: Interner<LocKind>,
    pub(crate) op_names: Vec<OpNameInfo>,
    op_name_index: HashMap<String, OpName>,
    pub(crate) ops: Arena<OpId, OpData>,
    pub(crate) blocks: Arena<BlockId, BlockData>,
    pub(crate) regions: Arena<RegionId, RegionData>,
    pub(crate) values: Arena<Value, ValueData>,
    /// `value_ids[i]` is the value of index `i`: [`Context::results`] returns the
    /// consecutive results of an op as a slice of this table, so an op stores only its
    /// first result and count (4 bytes per value instead of a `Vec` per op).
    pub(crate) value_ids: Vec<Value>,
    /// Every op's operands and use positions.
    pub(crate) operand_pool: OperandPool,
    /// The locations of block arguments that have one (results use their op's).
    pub(crate) arg_locs: HashMap<Value, Location>,
    /// Where the text defined an alias for a type (`!name = type`): the first
    /// definition of each type, so that a diagnostic about a type written once as an
    /// alias and used by many ops can point at the alias.
    type_alias_locs: HashMap<Type, Location>,
    /// Whether ops, types and attributes of unregistered dialects are accepted.
    pub allow_unregistered: bool,
    emitted: Vec<Diagnostic>,
    /// The blobs of `dense_resource` attributes and the external resources.
    pub(crate) resources: crate::resource::Resources,
    /// The interned affine expressions.
    pub(crate) affine: crate::affine::AffineStore,
    /// Whether an `affine_map` or `affine_set` attribute was ever interned (the
    /// printer looks for their aliases only then).
    pub(crate) has_affine_attrs: bool,
}

impl Context {
    /// Records that the source defined an alias for `ty` at `loc` (the parser calls
    /// this; the first definition of a type is kept).
    pub fn record_type_alias(&mut self, ty: Type, loc: Location) {
        self.type_alias_locs.entry(ty).or_insert(loc);
    }

    /// Where the source defined an alias for `ty`, if it did.
    ///
    /// ```
    /// use visa_ir::{Context, DialectRegistry, parser::parse_source};
    /// let mut ctx = Context::new(DialectRegistry::new());
    /// ctx.allow_unregistered = true;
    /// let m = parse_source(&mut ctx, "!t = i32\n\"x.op\"() : () -> !t\n", "a.mlir").unwrap();
    /// let op = ctx.block_ops(ctx.module_body(m)).next().unwrap();
    /// let ty = ctx.value_type(ctx.results(op)[0]);
    /// assert!(ctx.type_alias_loc(ty).is_some());
    /// ```
    pub fn type_alias_loc(&self, ty: Type) -> Option<Location> {
        self.type_alias_locs.get(&ty).copied()
    }

    /// A context knowing the dialects of `registry` plus the builtin dialect.
    pub fn new(mut registry: DialectRegistry) -> Self {
        if !registry.has_dialect("builtin") {
            registry.register(crate::builtin::dialect());
        }
        let mut locs = Interner::new();
        let unknown = locs.intern(LocKind::Unknown);
        debug_assert_eq!(unknown, 0);
        Context {
            registry: Arc::new(registry),
            symbols: Interner::new(),
            types: Interner::new(),
            attrs: Interner::new(),
            locs,
            op_names: Vec::new(),
            op_name_index: HashMap::new(),
            ops: Arena::new(),
            blocks: Arena::new(),
            regions: Arena::new(),
            values: Arena::new(),
            value_ids: Vec::new(),
            operand_pool: OperandPool::default(),
            arg_locs: HashMap::new(),
            type_alias_locs: HashMap::new(),
            allow_unregistered: false,
            emitted: Vec::new(),
            resources: Default::default(),
            affine: Default::default(),
            has_affine_attrs: false,
        }
    }

    /// The dialect registry.
    pub fn registry(&self) -> &Arc<DialectRegistry> {
        &self.registry
    }

    // ---- strings -------------------------------------------------------------------

    /// Interns `text`.
    pub fn sym(&mut self, text: &str) -> Symbol {
        match self.symbols.lookup(text) {
            Some(i) => Symbol(i),
            None => Symbol(self.symbols.intern(text.to_string())),
        }
    }

    /// The text of `sym`.
    #[inline]
    pub fn str(&self, sym: Symbol) -> &str {
        self.symbols.get(sym.0)
    }

    /// The symbol for `text` if it was interned.
    pub fn lookup_sym(&self, text: &str) -> Option<Symbol> {
        self.symbols.lookup(text).map(Symbol)
    }

    // ---- op names ------------------------------------------------------------------

    /// Interns the op name `name`, attaching its definition when registered.
    pub fn intern_op_name(&mut self, name: &str) -> OpName {
        if let Some(&n) = self.op_name_index.get(name) {
            return n;
        }
        let n = OpName(self.op_names.len() as u32);
        let def = self.registry.op(name).cloned();
        self.op_names.push(OpNameInfo {
            name: name.to_string(),
            def,
        });
        self.op_name_index.insert(name.to_string(), n);
        n
    }

    /// The text of an op name.
    pub fn op_name_text(&self, name: OpName) -> &str {
        &self.op_names[name.0 as usize].name
    }

    /// The definition behind an op name, if registered.
    pub fn op_name_def(&self, name: OpName) -> Option<&Arc<OpDef>> {
        self.op_names[name.0 as usize].def.as_ref()
    }

    // ---- types ---------------------------------------------------------------------

    /// Interns a type.
    pub fn intern_type(&mut self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// What `ty` is.
    #[inline]
    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// The signless integer type `iN`.
    pub fn integer_type(&mut self, width: u32) -> Type {
        self.intern_type(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    /// `index`.
    pub fn index_type(&mut self) -> Type {
        self.intern_type(TypeKind::Index)
    }

    /// A float type.
    pub fn float_type(&mut self, kind: FloatKind) -> Type {
        self.intern_type(TypeKind::Float(kind))
    }

    /// `none`.
    pub fn none_type(&mut self) -> Type {
        self.intern_type(TypeKind::None)
    }

    /// `(inputs) -> results`.
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.intern_type(TypeKind::Function { inputs, results })
    }

    /// Interns a dialect-defined type.
    pub fn dialect_type(&mut self, storage: impl DialectType) -> Type {
        self.intern_type(TypeKind::Dialect(DynType(Arc::new(storage))))
    }

    /// The dialect storage of `ty` if it is a `T`.
    pub fn type_as<T: DialectType>(&self, ty: Type) -> Option<&T> {
        match self.type_kind(ty) {
            TypeKind::Dialect(d) => d.0.as_any().downcast_ref::<T>(),
            _ => None,
        }
    }

    /// Whether `ty` is an integer type (of any signedness) or `index`.
    pub fn is_integer_like(&self, ty: Type) -> bool {
        matches!(
            self.type_kind(ty),
            TypeKind::Integer { .. } | TypeKind::Index
        )
    }

    /// The bit width of an integer type; `index` counts as 64.
    pub fn int_width(&self, ty: Type) -> Option<u32> {
        match self.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            _ => None,
        }
    }

    // ---- attributes ----------------------------------------------------------------

    /// Interns an attribute.
    pub fn intern_attr(&mut self, kind: AttrKind) -> Attribute {
        if matches!(kind, AttrKind::AffineMap(_) | AttrKind::IntegerSet(_)) {
            self.has_affine_attrs = true;
        }
        Attribute(self.attrs.intern(kind))
    }

    /// What `attr` is.
    #[inline]
    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.attrs.get(attr.0)
    }

    /// A new `distinct[N]<referenced>`, unequal to every other attribute.
    pub fn distinct_attr(&mut self, referenced: Attribute) -> Attribute {
        let id = self.attrs.len() as u64;
        self.intern_attr(AttrKind::Distinct { id, referenced })
    }

    /// `unit`.
    pub fn unit_attr(&mut self) -> Attribute {
        self.intern_attr(AttrKind::Unit)
    }

    /// `true` / `false`.
    pub fn bool_attr(&mut self, value: bool) -> Attribute {
        let i1 = self.integer_type(1);
        self.int_attr(value as i128, i1)
    }

    /// `value : ty`, with `value` truncated and sign-extended to the type's width so
    /// equal values of one type intern to one attribute.
    pub fn int_attr(&mut self, value: i128, ty: Type) -> Attribute {
        let value = match self.int_width(ty) {
            // `i0` holds only 0 (a shift by 128 would overflow).
            Some(0) => 0,
            Some(w) if w < 128 => {
                let shift = 128 - w;
                (value << shift) >> shift
            }
            _ => value,
        };
        self.intern_attr(AttrKind::Integer { value, ty })
    }

    /// `value : ty` for a float type, `value` rounded to nearest-even in the type's
    /// format (a NaN becomes the format's default quiet NaN; in a format without NaN,
    /// the largest finite value).
    pub fn float_attr(&mut self, value: f64, ty: Type) -> Attribute {
        let kind = self.float_kind(ty);
        let bits =
            crate::float::from_f64(kind, value).unwrap_or_else(|| kind.format().max_finite_bits());
        self.intern_attr(AttrKind::Float { bits, ty })
    }

    /// The float attribute of `ty` with bit pattern `bits` (its low bits, masked to
    /// the type's width), kept exactly.
    pub fn float_attr_bits(&mut self, bits: u128, ty: Type) -> Attribute {
        let width = self.float_kind(ty).width();
        let bits = if width >= 128 {
            bits
        } else {
            bits & ((1u128 << width) - 1)
        };
        self.intern_attr(AttrKind::Float { bits, ty })
    }

    /// The float kind of `ty`; `f64` for a type that is not a float.
    pub fn float_kind(&self, ty: Type) -> crate::types::FloatKind {
        match self.type_kind(ty) {
            crate::types::TypeKind::Float(k) => *k,
            _ => crate::types::FloatKind::F64,
        }
    }

    /// The value of a float attribute as an `f64` when exactly representable (see
    /// [`crate::float::to_f64`]); `None` for other attributes.
    pub fn float_value(&self, attr: Attribute) -> Option<f64> {
        match self.attr_kind(attr) {
            AttrKind::Float { bits, ty } => crate::float::to_f64(self.float_kind(*ty), *bits),
            _ => None,
        }
    }

    /// `"text"`.
    pub fn string_attr(&mut self, text: &str) -> Attribute {
        self.intern_attr(AttrKind::String(text.to_string()))
    }

    /// A type as an attribute.
    pub fn type_attr(&mut self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }

    /// `[a, b, ...]`.
    pub fn array_attr(&mut self, items: Vec<Attribute>) -> Attribute {
        self.intern_attr(AttrKind::Array(items))
    }

    /// `@name`.
    pub fn symbol_ref_attr(&mut self, name: &str) -> Attribute {
        let root = self.sym(name);
        self.intern_attr(AttrKind::SymbolRef {
            root,
            nested: Vec::new(),
        })
    }

    /// Interns a dialect-defined attribute.
    pub fn dialect_attr(&mut self, storage: impl DialectAttr) -> Attribute {
        self.intern_attr(AttrKind::Dialect(DynAttr(Arc::new(storage))))
    }

    /// The dialect storage of `attr` if it is an `A`.
    pub fn attr_as<A: DialectAttr>(&self, attr: Attribute) -> Option<&A> {
        match self.attr_kind(attr) {
            AttrKind::Dialect(d) => d.0.as_any().downcast_ref::<A>(),
            _ => None,
        }
    }

    /// The integer value of an integer attribute.
    pub fn attr_int(&self, attr: Attribute) -> Option<i128> {
        match self.attr_kind(attr) {
            AttrKind::Integer { value, .. } => Some(*value),
            _ => None,
        }
    }

    /// The text of a string attribute.
    pub fn attr_str(&self, attr: Attribute) -> Option<&str> {
        match self.attr_kind(attr) {
            AttrKind::String(s) => Some(s),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn attr_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The type a typed attribute carries (`42 : i32` has `i32`).
    pub fn attr_value_type(&self, attr: Attribute) -> Option<Type> {
        match self.attr_kind(attr) {
            AttrKind::Integer { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::TypedString { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. } => Some(*ty),
            _ => None,
        }
    }

    // ---- locations -----------------------------------------------------------------

    /// Interns a location.
    pub fn intern_loc(&mut self, kind: LocKind) -> Location {
        Location(self.locs.intern(kind))
    }

    /// What `loc` is.
    #[inline]
    pub fn loc_kind(&self, loc: Location) -> &LocKind {
        self.locs.get(loc.0)
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Location {
        // `Context::new` interns it first.
        Location(0)
    }

    /// `loc("file":line:col)`.
    pub fn file_loc(&mut self, file: &str, line: u32, col: u32) -> Location {
        let file = self.sym(file);
        self.intern_loc(LocKind::FileLineCol { file, line, col })
    }

    /// `loc("name")`.
    pub fn name_loc(&mut self, name: &str) -> Location {
        let name = self.sym(name);
        self.intern_loc(LocKind::Name { name, child: None })
    }

    // ---- diagnostics ---------------------------------------------------------------

    /// Records a diagnostic that does not abort the current action (warnings,
    /// remarks, or errors collected before failing).
    pub fn emit(&mut self, diag: Diagnostic) {
        self.emitted.push(diag);
    }

    /// Takes every diagnostic recorded with [`Context::emit`].
    pub fn take_diagnostics(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.emitted)
    }

    // ---- statistics ----------------------------------------------------------------

    /// How many operations were ever created (erased ones included).
    pub fn num_ops_created(&self) -> usize {
        self.ops.len()
    }
}
