//! The printer: MLIR's textual format, generic and custom forms.
//!
//! [`AsmPrinter`] prints types, attributes and locations (this module), operations,
//! regions and blocks (`ops`), with MLIR's SSA value numbering (`names`) and optional
//! aliases (`aliases`). [`print_op`] is the entry point; custom-assembly hooks
//! ([`CustomPrintFn`]) use the `AsmPrinter` methods, in the spirit of MLIR's
//! `OpAsmPrinter`.

mod affine;
mod aliases;
mod dense;
mod float;
mod loc_aliases;
mod names;
mod ops;
mod resources;

use float::write_float;

pub use ops::{print_module_custom, print_op, print_op_to, PrintOptions};

use crate::attributes::{AttrKind, Attribute};
use crate::intern::Symbol;
use crate::location::{LocKind, Location};
use crate::operation::OpId;
use crate::types::{Signedness, Type, TypeKind};
use crate::Context;
use std::fmt::Write as _;

/// A custom-assembly printer hook of an [`OpDef`](crate::dialect::OpDef): prints what
/// follows the op name (the printer has written the `%r = ` results and the name, and
/// writes the trailing location), normally starting with a space.
pub type CustomPrintFn = fn(&mut AsmPrinter<'_>, OpId);

/// Writes IR text into a string.
pub struct AsmPrinter<'a> {
    ctx: &'a Context,
    out: String,
    pub(crate) opts: PrintOptions,
    pub(crate) indent: usize,
    pub(crate) names: names::NameTable,
    pub(crate) aliases: aliases::AliasTable,
    /// Location aliases (under `debug_info`, outside the local scope).
    pub(crate) loc_aliases: loc_aliases::LocAliases,
    /// Set during the silent first pass that records which locations are printed.
    pub(crate) recording: Option<Box<loc_aliases::LocAliasBuilder>>,
    /// The number printed for each `distinct` attribute (by its context id), given in
    /// order of first printing, as MLIR does.
    pub(crate) distinct_ids: std::collections::HashMap<u64, u64>,
    /// Default dialects of the enclosing ops, innermost last (`builtin` at the top).
    pub(crate) default_dialects: Vec<&'static str>,
    /// Where full lines go once `out` is large (see [`print_op_to`](crate::printer::print_op_to)),
    /// so printing a large module holds a bounded text buffer.
    pub(crate) sink: Option<&'a mut dyn std::io::Write>,
    /// The first error writing to `sink`; printing stops writing after it.
    pub(crate) sink_error: Option<std::io::Error>,
    /// While finding the aliases of affine maps and sets: every such attribute
    /// printed, in order (see `aliases`); the text printed meanwhile is discarded.
    pub(crate) record: Option<Vec<Attribute>>,
}

impl<'a> AsmPrinter<'a> {
    /// A printer writing into a fresh string, with default options and no SSA names
    /// (for types, attributes and locations).
    pub fn new(ctx: &'a Context) -> Self {
        Self::with_options(ctx, PrintOptions::default())
    }

    /// A printer with `opts`.
    pub fn with_options(ctx: &'a Context, opts: PrintOptions) -> Self {
        AsmPrinter {
            ctx,
            out: String::new(),
            opts,
            indent: 0,
            names: names::NameTable::default(),
            aliases: aliases::AliasTable::default(),
            loc_aliases: loc_aliases::LocAliases::default(),
            recording: None,
            distinct_ids: std::collections::HashMap::new(),
            default_dialects: vec!["builtin"],
            sink: None,
            sink_error: None,
            record: None,
        }
    }

    /// Bytes of text kept before they are handed to the sink.
    const FLUSH_BYTES: usize = 1 << 16;

    /// Hands the text written so far to the sink, if there is one and the text is at
    /// least [`Self::FLUSH_BYTES`] long (or `force`). Called between lines only.
    pub(crate) fn flush_to_sink(&mut self, force: bool) {
        if self.out.len() < Self::FLUSH_BYTES && !force {
            return;
        }
        if self.record.is_some() || self.recording.is_some() {
            // A dry run's text is never used.
            self.out.clear();
            return;
        }
        if let Some(sink) = self.sink.as_mut() {
            if self.sink_error.is_none() {
                if let Err(e) = sink.write_all(self.out.as_bytes()) {
                    self.sink_error = Some(e);
                }
            }
            self.out.clear();
        }
    }

    /// The options in force.
    pub fn options(&self) -> &PrintOptions {
        &self.opts
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The text written so far.
    pub fn finish(self) -> String {
        self.out
    }

    /// Writes raw text.
    pub fn write_str(&mut self, s: &str) {
        self.out.push_str(s);
    }

    /// Writes formatted text.
    pub fn write_fmt(&mut self, args: std::fmt::Arguments<'_>) {
        let _ = self.out.write_fmt(args);
    }

    /// Writes `text` as an MLIR string literal with escapes.
    pub fn print_string_literal(&mut self, text: &str) {
        write_string_literal(&mut self.out, text);
    }

    /// Writes `name` as a bare identifier when it is one, else as a string literal.
    pub fn print_keyword_or_string(&mut self, name: &str) {
        if is_bare_identifier(name) {
            self.out.push_str(name);
        } else {
            write_string_literal(&mut self.out, name);
        }
    }

    /// Writes `@name` (quoted when not a bare identifier).
    pub fn print_symbol_name(&mut self, name: &str) {
        self.out.push('@');
        self.print_keyword_or_string(name);
    }

    /// Prints a type (its alias when aliases are printed and it has one).
    pub fn print_type(&mut self, ty: Type) {
        if let Some(name) = self.aliases.type_alias(ty) {
            self.out.push('!');
            self.out.push_str(name);
            return;
        }
        self.print_type_no_alias(ty);
    }

    /// Prints a type spelled out, never as an alias.
    pub fn print_type_no_alias(&mut self, ty: Type) {
        let ctx = self.ctx;
        match ctx.type_kind(ty) {
            TypeKind::Integer { width, signedness } => {
                let prefix = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                let _ = write!(self.out, "{prefix}{width}");
            }
            TypeKind::Index => self.out.push_str("index"),
            TypeKind::Float(k) => self.out.push_str(k.name()),
            TypeKind::None => self.out.push_str("none"),
            TypeKind::Function { inputs, results } => {
                self.out.push('(');
                self.print_type_list(inputs);
                self.out.push_str(") -> ");
                self.print_result_types(results);
            }
            TypeKind::Tuple(items) => {
                self.out.push_str("tuple<");
                self.print_type_list(items);
                self.out.push('>');
            }
            TypeKind::Opaque { dialect, body } => {
                let sep = if body.starts_with('<') { "" } else { "." };
                let _ = write!(self.out, "!{}{sep}{}", ctx.str(*dialect), body);
            }
            TypeKind::Dialect(d) => {
                let _ = write!(self.out, "!{}.{}", d.0.dialect(), d.0.mnemonic());
                d.0.print_body(self);
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.push_str("tensor<");
                self.print_dimension_list(shape);
                self.print_type(*element);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.print_attr(*e);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedTensor { element } => {
                self.out.push_str("tensor<*x");
                self.print_type(*element);
                self.out.push('>');
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.push_str("vector<");
                for (&d, &s) in shape.iter().zip(scalable.iter()) {
                    if s {
                        let _ = write!(self.out, "[{d}]x");
                    } else {
                        let _ = write!(self.out, "{d}x");
                    }
                }
                self.print_type(*element);
                self.out.push('>');
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.push_str("memref<");
                self.print_dimension_list(shape);
                self.print_type(*element);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.print_attr(*l);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_array_element(*m);
                }
                self.out.push('>');
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.push_str("memref<*x");
                self.print_type(*element);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.print_array_element(*m);
                }
                self.out.push('>');
            }
            TypeKind::Complex(element) => {
                self.out.push_str("complex<");
                self.print_type(*element);
                self.out.push('>');
            }
        }
    }

    /// Prints a ranked shape with its trailing `x` (`4x?x`; nothing for rank 0), `?`
    /// for a dynamic size.
    fn print_dimension_list(&mut self, shape: &[i64]) {
        for &d in shape {
            write_int_or_question(&mut self.out, d);
            self.out.push('x');
        }
    }

    /// Prints `a, b, c`.
    pub fn print_type_list(&mut self, types: &[Type]) {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    /// Prints function results: `i32` for one non-function type, else `(a, b)`.
    pub fn print_result_types(&mut self, results: &[Type]) {
        let single_plain = results.len() == 1
            && !matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if single_plain {
            self.print_type(results[0]);
        } else {
            self.out.push('(');
            self.print_type_list(results);
            self.out.push(')');
        }
    }

    /// Prints an attribute (its alias when aliases are printed and it has one).
    pub fn print_attr(&mut self, attr: Attribute) {
        if let Some(record) = self.record.as_mut() {
            if matches!(
                self.ctx.attr_kind(attr),
                AttrKind::AffineMap(_) | AttrKind::IntegerSet(_)
            ) {
                record.push(attr);
            }
        }
        if let AttrKind::Location(l) = self.ctx.attr_kind(attr) {
            let l = *l;
            if let Some(rec) = self.recording.as_mut() {
                rec.visit(self.ctx, l, false);
                return;
            }
            if self.loc_aliases.write_alias(l, &mut self.out) {
                return;
            }
        }
        if let Some(name) = self.aliases.attr_alias(attr) {
            self.out.push('#');
            self.out.push_str(name);
            return;
        }
        self.print_attr_no_alias(attr);
    }

    /// Prints an attribute spelled out, never as an alias.
    pub fn print_attr_no_alias(&mut self, attr: Attribute) {
        let ctx = self.ctx;
        match ctx.attr_kind(attr) {
            AttrKind::Unit => self.out.push_str("unit"),
            AttrKind::Integer { value, ty } => {
                // Only signless `i1` prints as `true`/`false` (which reads back as
                // `i1`); `si1` and `ui1` keep their type, as in MLIR.
                if matches!(
                    ctx.type_kind(*ty),
                    TypeKind::Integer {
                        width: 1,
                        signedness: Signedness::Signless
                    }
                ) {
                    self.out
                        .push_str(if *value != 0 { "true" } else { "false" });
                } else {
                    match ctx.type_kind(*ty) {
                        TypeKind::Integer {
                            width,
                            signedness: Signedness::Unsigned,
                        } if *width <= 128 => {
                            let mask = if *width == 128 {
                                u128::MAX
                            } else {
                                (1u128 << width) - 1
                            };
                            let _ = write!(self.out, "{}", (*value as u128) & mask);
                        }
                        _ => {
                            let _ = write!(self.out, "{value}");
                        }
                    }
                    // `index` and `i64` print their type too: MLIR elides only in
                    // contexts that know the type, which the custom printers handle.
                    self.out.push_str(" : ");
                    self.print_type(*ty);
                }
            }
            AttrKind::Float { bits, ty } => {
                write_float(&mut self.out, *bits, ctx.float_kind(*ty));
                self.out.push_str(" : ");
                self.print_type(*ty);
            }
            AttrKind::String(s) => write_string_literal(&mut self.out, s),
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::Array(items) => {
                self.out.push('[');
                for (i, &a) in items.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_array_element(a);
                }
                self.out.push(']');
            }
            AttrKind::Dictionary(entries) => self.print_attr_dict_body(entries, &[]),
            AttrKind::SymbolRef { root, nested } => {
                self.print_symbol_name(ctx.str(*root));
                for n in nested {
                    self.out.push_str("::");
                    self.print_symbol_name(ctx.str(*n));
                }
            }
            AttrKind::DenseI64Array(items) => {
                self.out.push_str("array<i64");
                for (i, v) in items.iter().enumerate() {
                    self.out.push_str(if i == 0 { ": " } else { ", " });
                    let _ = write!(self.out, "{v}");
                }
                self.out.push('>');
            }
            AttrKind::DenseArray { elem, bits } => {
                self.out.push_str("array<");
                self.print_type(*elem);
                for (i, &b) in bits.iter().enumerate() {
                    self.out.push_str(if i == 0 { ": " } else { ", " });
                    self.print_dense_array_element(*elem, b);
                }
                self.out.push('>');
            }
            AttrKind::TypedString { value, ty } => {
                write_string_literal(&mut self.out, value);
                self.out.push_str(" : ");
                self.print_type(*ty);
            }
            AttrKind::Location(l) => self.print_location_definition(*l),
            AttrKind::Opaque { dialect, body } => {
                let sep = if body.starts_with('<') { "" } else { "." };
                let _ = write!(self.out, "#{}{sep}{}", ctx.str(*dialect), body);
            }
            AttrKind::Dialect(d) => {
                let _ = write!(self.out, "#{}", d.0.dialect());
                if !d.0.mnemonic().is_empty() {
                    let _ = write!(self.out, ".{}", d.0.mnemonic());
                }
                d.0.print_body(self);
            }
            AttrKind::DenseElements { ty, .. } => {
                if let Some(d) = ctx.dense(attr) {
                    self.print_dense_elements(&d);
                }
                self.out.push_str(" : ");
                self.print_type(*ty);
            }
            AttrKind::DenseStrings { ty, splat, values } => {
                let shape = ctx
                    .shaped(*ty)
                    .and_then(|s| s.shape())
                    .unwrap_or(&[])
                    .to_vec();
                self.print_dense_strings(values, *splat, &shape);
                self.out.push_str(" : ");
                self.print_type(*ty);
            }
            AttrKind::Distinct { id, referenced } => {
                let next = self.distinct_ids.len() as u64;
                let n = *self.distinct_ids.entry(*id).or_insert(next);
                let _ = write!(self.out, "distinct[{n}]<");
                if !matches!(ctx.attr_kind(*referenced), AttrKind::Unit) {
                    self.print_attr(*referenced);
                }
                self.out.push('>');
            }
            AttrKind::DenseResource { name, ty } => {
                self.out.push_str("dense_resource<");
                self.print_keyword_or_string(ctx.str(*name));
                self.out.push_str("> : ");
                self.print_type(*ty);
            }
            AttrKind::AffineMap(map) => {
                self.out.push_str("affine_map<");
                self.print_affine_map(map);
                self.out.push('>');
            }
            AttrKind::IntegerSet(set) => {
                self.out.push_str("affine_set<");
                self.print_integer_set(set);
                self.out.push('>');
            }
            AttrKind::StridedLayout { offset, strides } => {
                self.out.push_str("strided<[");
                for (i, &st) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write_int_or_question(&mut self.out, st);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    write_int_or_question(&mut self.out, *offset);
                }
                self.out.push('>');
            }
        }
    }

    /// One element of `array<elem: ...>` from its bits: `true`/`false` for `i1`,
    /// unsigned decimal for `uiN`, signed otherwise, floats as float attributes print.
    fn print_dense_array_element(&mut self, elem: Type, bits: u128) {
        match self.ctx.type_kind(elem) {
            TypeKind::Integer { width: 1, .. } => {
                self.out
                    .push_str(if bits & 1 == 1 { "true" } else { "false" })
            }
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => {
                let _ = write!(self.out, "{bits}");
            }
            TypeKind::Integer { width, .. } => {
                let shift = 128 - (*width).min(128);
                let v = ((bits << shift) as i128) >> shift;
                let _ = write!(self.out, "{v}");
            }
            TypeKind::Float(k) => write_float(&mut self.out, bits, *k),
            _ => {
                let _ = write!(self.out, "0x{bits:X}");
            }
        }
    }

    /// Prints an array element: as MLIR does, `i64` integers and `f64` floats leave
    /// out their (default) type there (MLIR's `AttrTypeElision::May`, also used for a
    /// memref's memory space).
    fn print_array_element(&mut self, attr: Attribute) {
        let ctx = self.ctx;
        if self.aliases.attr_alias(attr).is_none() {
            match ctx.attr_kind(attr) {
                AttrKind::Integer { value, ty }
                    if matches!(
                        ctx.type_kind(*ty),
                        TypeKind::Integer {
                            width: 64,
                            signedness: Signedness::Signless
                        }
                    ) =>
                {
                    let _ = write!(self.out, "{value}");
                    return;
                }
                AttrKind::Float { bits, ty }
                    if matches!(
                        ctx.type_kind(*ty),
                        TypeKind::Float(crate::types::FloatKind::F64)
                    ) =>
                {
                    // MLIR elides `: f64` only for a decimal literal: a hexadecimal one
                    // would read back as an integer.
                    let mut text = String::new();
                    write_float(&mut text, *bits, ctx.float_kind(*ty));
                    if !text.starts_with("0x") {
                        self.out.push_str(&text);
                        return;
                    }
                }
                _ => {}
            }
        }
        self.print_attr(attr);
    }

    /// Prints `{a = 1 : i64, flag}`, leaving out names in `elided`; prints nothing
    /// when no entry remains.
    pub fn print_attr_dict_body(&mut self, entries: &[(Symbol, Attribute)], elided: &[&str]) {
        let ctx = self.ctx;
        let shown: Vec<_> = entries
            .iter()
            .filter(|(n, _)| !elided.contains(&ctx.str(*n)))
            .collect();
        if shown.is_empty() && !elided.is_empty() {
            return;
        }
        self.out.push('{');
        for (i, (name, value)) in shown.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_keyword_or_string(ctx.str(*name));
            if !matches!(ctx.attr_kind(*value), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.print_attr(*value);
            }
        }
        self.out.push('}');
    }

    /// Prints the location of a block or function argument: `loc(...)` spelled out at
    /// its top (nested locations may use their aliases), or the bare pretty form under
    /// [`PrintOptions::pretty_debug_info`].
    pub fn print_location(&mut self, loc: Location) {
        if let Some(rec) = self.recording.as_mut() {
            // MLIR never defers an argument's location alias.
            rec.visit(self.ctx, loc, false);
            return;
        }
        self.print_location_definition(loc);
    }

    /// Prints an op's trailing location: `loc(#alias)` when it has one (recorded
    /// before the op's body, so nothing is recorded here).
    pub(crate) fn print_location_specifier(&mut self, loc: Location) {
        if self.recording.is_some() {
            return;
        }
        if self.opts.pretty_debug_info {
            self.print_location_internal(loc, true, true);
            return;
        }
        self.out.push_str("loc(");
        if !self.loc_aliases.write_alias(loc, &mut self.out) {
            self.print_location_internal(loc, false, true);
        }
        self.out.push(')');
    }

    /// Prints a location spelled out at its top (an alias definition, a location
    /// attribute without alias); nested locations may use their aliases.
    pub(crate) fn print_location_definition(&mut self, loc: Location) {
        if self.opts.pretty_debug_info {
            self.print_location_internal(loc, true, true);
            return;
        }
        self.out.push_str("loc(");
        self.print_location_internal(loc, false, true);
        self.out.push(')');
    }

    /// MLIR's `printLocationInternal`: the body of a location, `pretty` for
    /// `--mlir-pretty-debuginfo`; below the top, a location with an alias is its alias.
    fn print_location_internal(&mut self, loc: Location, pretty: bool, top: bool) {
        let ctx = self.ctx;
        if !top && self.loc_aliases.write_alias(loc, &mut self.out) {
            return;
        }
        let file_name = |p: &mut Self, file| {
            if pretty {
                p.out.push_str(ctx.str(file));
            } else {
                write_string_literal(&mut p.out, ctx.str(file));
            }
        };
        match ctx.loc_kind(loc) {
            LocKind::Unknown => self
                .out
                .push_str(if pretty { "[unknown]" } else { "unknown" }),
            LocKind::FileLineCol { file, line, col } => {
                file_name(self, *file);
                let _ = write!(self.out, ":{line}:{col}");
            }
            LocKind::FileRange { file, range } => {
                file_name(self, *file);
                let (line, col, end_line, end_col) = range.bounds();
                let _ = write!(self.out, ":{line}:{col}");
                if end_line == line && end_col != col {
                    let _ = write!(self.out, " to :{end_col}");
                } else if end_line != line {
                    let _ = write!(self.out, " to {end_line}:{end_col}");
                }
            }
            LocKind::Name { name, child } => {
                write_string_literal(&mut self.out, ctx.str(*name));
                if let Some(c) = child {
                    self.out.push('(');
                    self.print_location_internal(*c, pretty, false);
                    self.out.push(')');
                }
            }
            LocKind::Fused { locs, metadata } => {
                if !pretty {
                    self.out.push_str("fused");
                }
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.print_attr(*m);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &l) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_location_internal(l, pretty, false);
                }
                self.out.push(']');
            }
            LocKind::CallSite { callee, caller } => {
                if pretty {
                    self.print_location_internal(*callee, pretty, false);
                    // MLIR breaks the line unless a name is called from a file position.
                    let same_line = matches!(ctx.loc_kind(*callee), LocKind::Name { .. })
                        && matches!(ctx.loc_kind(*caller), LocKind::FileLineCol { .. });
                    self.out.push_str(if same_line { " at " } else { "\n at " });
                    self.print_location_internal(*caller, pretty, false);
                } else {
                    self.out.push_str("callsite(");
                    self.print_location_internal(*callee, pretty, false);
                    self.out.push_str(" at ");
                    self.print_location_internal(*caller, pretty, false);
                    self.out.push(')');
                }
            }
        }
    }

    /// Writes `#locN = ...` for each location alias of `locs`, one a line.
    pub(crate) fn print_location_aliases(&mut self, locs: &[Location]) {
        for &l in locs {
            self.loc_aliases.write_alias(l, &mut self.out);
            self.out.push_str(" = ");
            self.print_location_definition(l);
            self.out.push('\n');
        }
    }
}

/// Writes a size, stride or offset: `?` for [`DYNAMIC`](crate::types::DYNAMIC), else the
/// number.
fn write_int_or_question(out: &mut String, v: i64) {
    if v == crate::types::DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{v}");
    }
}

/// Whether `s` is an MLIR bare identifier: `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub fn is_bare_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

/// Writes `text` as an MLIR string literal as LLVM's `printEscapedString` does:
/// printable ASCII verbatim except `"`, `\` doubled, every other byte as `\XX`.
pub fn write_string_literal(out: &mut String, text: &str) {
    out.push('"');
    for &b in text.as_bytes() {
        match b {
            b'"' => out.push_str("\\22"),
            b'\\' => out.push_str("\\\\"),
            0x20..=0x7e => out.push(b as char),
            _ => {
                let _ = write!(out, "\\{b:02X}");
            }
        }
    }
    out.push('"');
}

/// `loc(...)` text of a location.
pub fn location_to_string(ctx: &Context, loc: Location) -> String {
    let mut p = AsmPrinter::new(ctx);
    p.print_location_definition(loc);
    p.finish()
}

impl Context {
    /// The text of a type.
    pub fn type_to_string(&self, ty: Type) -> String {
        let mut p = AsmPrinter::new(self);
        p.print_type(ty);
        p.finish()
    }

    /// The text of an attribute.
    pub fn attr_to_string(&self, attr: Attribute) -> String {
        let mut p = AsmPrinter::new(self);
        p.print_attr(attr);
        p.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::FloatKind;

    #[test]
    fn prints_builtin_types_and_attributes() {
        let mut ctx = Context::new(Default::default());
        let i32 = ctx.integer_type(32);
        let f32 = ctx.float_type(FloatKind::F32);
        let fnty = ctx.function_type(vec![i32, f32], vec![i32]);
        assert_eq!(ctx.type_to_string(fnty), "(i32, f32) -> i32");
        let fnty2 = ctx.function_type(vec![], vec![]);
        assert_eq!(ctx.type_to_string(fnty2), "() -> ()");
        let a = ctx.int_attr(-3, i32);
        assert_eq!(ctx.attr_to_string(a), "-3 : i32");
        let t = ctx.bool_attr(true);
        assert_eq!(ctx.attr_to_string(t), "true");
        let f = ctx.float_attr(1.5, f32);
        assert_eq!(ctx.attr_to_string(f), "1.500000e+00 : f32");
        let f = ctx.float_attr(0.1, f32);
        assert_eq!(ctx.attr_to_string(f), "1.000000e-01 : f32");
        let f64 = ctx.float_type(FloatKind::F64);
        let third = ctx.float_attr(1.0 / 3.0, f64);
        let text = ctx.attr_to_string(third);
        let number = text.split(' ').next().unwrap();
        assert_eq!(number.parse::<f64>().unwrap(), 1.0 / 3.0);
        let s = ctx.string_attr("a\"b\n");
        assert_eq!(ctx.attr_to_string(s), "\"a\\22b\\0A\"");
    }

    #[test]
    fn int_attr_wraps_to_width() {
        let mut ctx = Context::new(Default::default());
        let i8 = ctx.integer_type(8);
        let a = ctx.int_attr(255, i8);
        assert_eq!(ctx.attr_int(a), Some(-1));
        assert_eq!(a, ctx.int_attr(-1, i8));
    }

    #[test]
    fn hex_f64_in_an_array_keeps_its_type() {
        // Expected text from mlir-opt-22 on `{a = [1.2792156116992596e16 : f64, 1.5 : f64]}`:
        // a decimal f64 element drops `: f64`, a hexadecimal one must keep it.
        let mut ctx = Context::new(Default::default());
        let f64 = ctx.float_type(FloatKind::F64);
        let big = ctx.float_attr(1.2792156116992596e16, f64);
        let small = ctx.float_attr(1.5, f64);
        let array = ctx.array_attr(vec![big, small]);
        assert_eq!(
            ctx.attr_to_string(array),
            "[0x4346B932F8A1E12A : f64, 1.500000e+00]"
        );
    }
}
