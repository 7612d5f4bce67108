//! Printing operations, regions and blocks: the generic form
//! `%0:2 = "d.op"(%a)[^bb1] <{props}> ({...}) {attrs} : (i32) -> (i32, i32)`, custom forms through
//! [`CustomPrintFn`](super::CustomPrintFn) hooks, 2-space indentation, block headers
//! with predecessor comments, and trailing locations under `debug_info`.

use super::names::{NameTable, ValueName};
use super::{write_string_literal, AsmPrinter};
use crate::attributes::AttrKind;
use crate::block::BlockId;
use crate::dialect::Traits;
use crate::operation::OpId;
use crate::region::RegionId;
use crate::value::Value;
use crate::Context;
use std::fmt::Write as _;

/// What the printer writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PrintOptions {
    /// Always use the generic form (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print a trailing `loc(...)` on every op and block argument
    /// (`--mlir-print-debuginfo`), with `#loc` aliases unless `local_scope`.
    pub debug_info: bool,
    /// Under `debug_info`, print locations in MLIR's pretty form, without `loc(...)`
    /// (`--mlir-pretty-debuginfo`).
    pub pretty_debug_info: bool,
    /// Define `#name = ...` / `!name = ...` aliases for every dialect attribute and type
    /// at the top and use them in the body (`--mlir-print-aliases`). Types that name
    /// their own alias ([`DialectType::alias`](crate::types::DialectType::alias)) are
    /// aliased by that name either way.
    pub print_aliases: bool,
    /// Print every attribute and type inline, defining no alias at all, not even the
    /// ones types name themselves (`--mlir-print-local-scope`).
    pub local_scope: bool,
    /// Print a non-splat `dense<...>` of more elements than this as its raw bytes in
    /// hexadecimal, `dense<"0x...">`; negative: never
    /// (`--mlir-print-elementsattrs-with-hex-if-larger`, default 100 as MLIR).
    pub hex_elements_if_larger: i64,
    /// Print a non-splat `dense<...>` of more elements than this as
    /// `dense_resource<__elided__>` (`--mlir-elide-elementsattrs-if-larger`; `None`:
    /// never, the default).
    pub elide_elements_if_larger: Option<u64>,
}

impl PrintOptions {
    /// The defaults: custom form, no locations, no aliases beyond the types' own, hex
    /// `dense` above 100 elements, no elision.
    pub const DEFAULT: PrintOptions = PrintOptions {
        generic: false,
        debug_info: false,
        pretty_debug_info: false,
        print_aliases: false,
        local_scope: false,
        hex_elements_if_larger: 100,
        elide_elements_if_larger: None,
    };
}

impl Default for PrintOptions {
    fn default() -> Self {
        Self::DEFAULT
    }
}

/// Prints `op` (normally a module) with everything nested in it, followed by a newline.
/// The custom form is used only for IR that verifies; otherwise, as MLIR does, the
/// whole output is in the generic form.
///
/// ```
/// use visa_ir::{Context, DialectRegistry, printer::{print_op, PrintOptions}};
/// let mut ctx = Context::new(DialectRegistry::new());
/// let m = ctx.create_module(None);
/// assert_eq!(print_op(&ctx, m, &PrintOptions::default()), "module {\n}\n");
/// let generic = PrintOptions { generic: true, ..Default::default() };
/// assert_eq!(
///     print_op(&ctx, m, &generic),
///     "\"builtin.module\"() ({\n^bb0:\n}) : () -> ()\n"
/// );
/// ```
pub fn print_op(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    let mut p = printer_for(ctx, op, opts);
    let header = p.header();
    p.print_operation(op);
    p.out.push('\n');
    p.print_deferred_location_aliases();
    p.print_resource_section(op);
    if header.is_empty() {
        p.finish()
    } else {
        header + &p.finish()
    }
}

/// Prints `op` like [`print_op`] into `w`, handing the text over line by line as it
/// grows, so a large module never exists twice as text. Returns the first write error.
pub fn print_op_to(
    ctx: &Context,
    op: OpId,
    opts: &PrintOptions,
    w: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut p = printer_for(ctx, op, opts);
    let header = p.header();
    w.write_all(header.as_bytes())?;
    p.sink = Some(w);
    p.print_operation(op);
    p.out.push('\n');
    p.print_deferred_location_aliases();
    p.print_resource_section(op);
    p.flush_to_sink(true);
    match p.sink_error.take() {
        Some(e) => Err(e),
        None => Ok(()),
    }
}

/// A printer for `op` with its name and alias tables built.
fn printer_for<'a>(ctx: &'a Context, op: OpId, opts: &PrintOptions) -> AsmPrinter<'a> {
    let mut opts = *opts;
    // As MLIR: custom printers may assume verified IR, so IR that fails to verify is
    // printed in the generic form.
    if !opts.generic && crate::verifier::verify(ctx, op).is_err() {
        opts.generic = true;
    }
    let mut p = AsmPrinter::with_options(ctx, opts);
    p.names = NameTable::build(ctx, op, opts.generic, !opts.generic);
    if !opts.local_scope {
        p.aliases = super::aliases::AliasTable::build(ctx, op, opts.print_aliases);
        if ctx.has_affine_attrs {
            // As MLIR: a dry run of the printer finds the affine maps and sets in the
            // order they are printed, which decides their alias numbers.
            p.record = Some(Vec::new());
            p.print_operation(op);
            let found = p.record.take().unwrap_or_default();
            p.out.clear();
            p.indent = 0;
            p.default_dialects = vec!["builtin"];
            p.aliases.add_affine(ctx, &found);
        }
        if opts.debug_info || has_location_attr(ctx, op) {
            // A silent first pass records the locations in the order they are printed.
            let mut rec = AsmPrinter::with_options(ctx, opts);
            rec.names = std::mem::take(&mut p.names);
            rec.aliases = std::mem::take(&mut p.aliases);
            rec.recording = Some(Box::default());
            rec.print_operation(op);
            p.names = std::mem::take(&mut rec.names);
            p.aliases = std::mem::take(&mut rec.aliases);
            if let Some(r) = rec.recording.take() {
                p.loc_aliases = r.finish();
            }
        }
    }
    p
}

/// Whether an attribute of an op under `root` holds a location (which MLIR aliases
/// as `#loc` even without debug info).
fn has_location_attr(ctx: &Context, root: OpId) -> bool {
    fn holds(ctx: &Context, a: crate::attributes::Attribute) -> bool {
        match ctx.attr_kind(a) {
            AttrKind::Location(_) => true,
            AttrKind::Array(items) => items.iter().any(|&i| holds(ctx, i)),
            AttrKind::Dictionary(entries) => entries.iter().any(|&(_, i)| holds(ctx, i)),
            _ => false,
        }
    }
    let mut found = false;
    ctx.walk(root, &mut |op| {
        found = found || ctx.attrs(op).iter().any(|&(_, a)| holds(ctx, a));
    });
    found
}

impl AsmPrinter<'_> {
    /// The alias definitions printed before the top-level op: location aliases that
    /// cannot be deferred (depth 1), type and attribute aliases, then deeper location
    /// aliases.
    fn header(&mut self) -> String {
        let ctx = self.ctx;
        let saved = std::mem::take(&mut self.out);
        let shallow: Vec<_> = self.loc_aliases.first(true).collect();
        self.print_location_aliases(&shallow);
        let mut ids = std::mem::take(&mut self.distinct_ids);
        let definitions = self.aliases.definitions(ctx, &mut ids);
        self.distinct_ids = ids;
        self.out.push_str(&definitions);
        let deep: Vec<_> = self.loc_aliases.first(false).collect();
        self.print_location_aliases(&deep);
        std::mem::replace(&mut self.out, saved)
    }

    /// The location alias definitions printed after the top-level op.
    fn print_deferred_location_aliases(&mut self) {
        let deferred = self.loc_aliases.deferred().to_vec();
        for l in deferred {
            self.print_location_aliases(&[l]);
            self.flush_to_sink(false);
        }
    }
}

impl<'a> AsmPrinter<'a> {
    /// Prints one operation (results, name, body, trailing location), without
    /// indentation or newline.
    pub fn print_operation(&mut self, op: OpId) {
        let ctx = self.ctx;
        if self.opts.debug_info {
            if let Some(rec) = self.recording.as_mut() {
                // As MLIR's alias initializer: an op's location before its body.
                rec.visit(ctx, ctx.op_loc(op), true);
            }
        }
        let results = ctx.results(op);
        if let Some(starts) = self.names.groups(op) {
            // Results split into groups by their names: `%0, %a:2 = `.
            let starts = starts.to_vec();
            for (g, &start) in starts.iter().enumerate() {
                if g > 0 {
                    self.out.push_str(", ");
                }
                let end = starts.get(g + 1).copied().unwrap_or(results.len() as u32);
                self.print_value_name_of_group(results[start as usize]);
                if end - start > 1 {
                    let _ = write!(self.out, ":{}", end - start);
                }
            }
            self.out.push_str(" = ");
        } else if !results.is_empty() {
            self.print_value_name_of_group(results[0]);
            if results.len() > 1 {
                let _ = write!(self.out, ":{}", results.len());
            }
            self.out.push_str(" = ");
        }
        let hook = if self.opts.generic {
            None
        } else {
            ctx.op_def(op).and_then(|d| d.print)
        };
        match hook {
            Some(hook) => {
                // MLIR's `printOpName`: the default dialect's prefix is dropped from
                // names with a single `.`.
                let name = ctx.op_name_str(op);
                let default = self.default_dialects.last().copied().unwrap_or("builtin");
                let short = Some(name)
                    .filter(|_| !default.is_empty())
                    .and_then(|n| n.strip_prefix(default))
                    .and_then(|r| r.strip_prefix('.'))
                    .filter(|r| !r.contains('.'));
                self.out.push_str(short.unwrap_or(name));
                hook(self, op);
            }
            None => self.print_generic_op(op),
        }
        if self.opts.debug_info {
            self.out.push(' ');
            self.print_location_specifier(ctx.op_loc(op));
        }
    }

    /// The generic form of `op` from its quoted name on.
    pub fn print_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        if self.record.is_some() {
            self.record_generic_op(op);
            return;
        }
        write_string_literal(&mut self.out, ctx.op_name_str(op));
        self.out.push('(');
        self.print_operands(ctx.operands(op));
        self.out.push(')');
        let succs = ctx.successors(op);
        if !succs.is_empty() {
            self.out.push('[');
            for (i, &b) in succs.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(b);
            }
            self.out.push(']');
        }
        // MLIR's properties: a registered op's declared attributes print in `<{...}>`,
        // the others (discardable) in `{...}` after the regions; an unregistered op's
        // properties are printed back as written.
        let inherent: Vec<&str> = ctx
            .op_def(op)
            .map(|d| d.attrs.iter().map(|a| a.name).collect())
            .unwrap_or_default();
        if !inherent.is_empty() {
            let props: Vec<_> = ctx
                .attrs(op)
                .iter()
                .filter(|(n, _)| inherent.contains(&ctx.str(*n)))
                .copied()
                .collect();
            if !props.is_empty() {
                self.out.push_str(" <");
                self.print_attr_dict_body(&props, &[]);
                self.out.push('>');
            }
        } else if let Some(props) = ctx.unregistered_properties(op) {
            self.out.push_str(" <");
            self.print_attr(props);
            self.out.push('>');
        }
        let regions = ctx.regions(op);
        if !regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region_impl(r, true, true, true);
            }
            self.out.push(')');
        }
        self.print_optional_attr_dict(op, &inherent);
        self.out.push_str(" : ");
        self.print_functional_type(op);
    }

    /// The alias dry run through a generic op, in the order of MLIR's
    /// `DummyAliasOperationPrinter::printGenericOp`: its regions (block argument types,
    /// then the nested ops), operand types, result types, then attributes.
    fn record_generic_op(&mut self, op: OpId) {
        let ctx = self.ctx;
        for &r in ctx.regions(op) {
            for &b in ctx.region_blocks(r) {
                for &v in ctx.block_args(b) {
                    self.print_type(ctx.value_type(v));
                }
                for nested in ctx.block_ops(b) {
                    self.print_operation(nested);
                }
            }
        }
        for &v in ctx.operands(op).iter().chain(ctx.results(op)) {
            self.print_type(ctx.value_type(v));
        }
        if let Some(props) = ctx.unregistered_properties(op) {
            self.print_attr(props);
        }
        for &(_, a) in ctx.attrs(op) {
            self.print_attr(a);
        }
    }

    /// Prints `(operand types) -> result types` of `op`.
    pub fn print_functional_type(&mut self, op: OpId) {
        let ctx = self.ctx;
        self.out.push('(');
        for (i, &v) in ctx.operands(op).iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(ctx.value_type(v));
        }
        self.out.push_str(") -> ");
        let results = ctx.results(op);
        let single_plain = results.len() == 1
            && !matches!(
                ctx.type_kind(ctx.value_type(results[0])),
                crate::types::TypeKind::Function { .. }
            );
        if !single_plain {
            self.out.push('(');
        }
        for (i, &v) in results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(ctx.value_type(v));
        }
        if !single_plain {
            self.out.push(')');
        }
    }

    /// Prints ` {a = 1 : i64, b}` (with a leading space) for the attributes of `op`
    /// not in `elided`; nothing when none remain.
    pub fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        self.print_attrs_impl(op, elided, false);
    }

    /// Prints ` attributes {...}` for the attributes of `op` not in `elided`; nothing
    /// when none remain.
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        self.print_attrs_impl(op, elided, true);
    }

    fn print_attrs_impl(&mut self, op: OpId, elided: &[&str], keyword: bool) {
        let ctx = self.ctx;
        let attrs = ctx.attrs(op);
        if attrs.iter().all(|(n, _)| elided.contains(&ctx.str(*n))) {
            return;
        }
        self.out
            .push_str(if keyword { " attributes {" } else { " {" });
        let mut first = true;
        for &(name, value) in attrs {
            let name = ctx.str(name);
            if elided.contains(&name) {
                continue;
            }
            if !first {
                self.out.push_str(", ");
            }
            first = false;
            self.print_keyword_or_string(name);
            if !matches!(ctx.attr_kind(value), AttrKind::Unit) {
                self.out.push_str(" = ");
                self.print_attr(value);
            }
        }
        self.out.push('}');
    }

    // ---- values and blocks ----------------------------------------------------------

    /// Prints the name of `v`: `%3`, `%arg0`, or `%3#1` for a result of a
    /// multi-result op.
    pub fn print_operand(&mut self, v: Value) {
        self.print_value_name(v);
    }

    /// Prints the name of `v` (same as [`AsmPrinter::print_operand`]).
    pub fn print_value_name(&mut self, v: Value) {
        match self.names.value(v) {
            ValueName::Unknown => self.out.push_str("%<<UNKNOWN SSA VALUE>>"),
            ValueName::Num(n) => {
                let _ = write!(self.out, "%{n}");
            }
            ValueName::Group(n, i) => {
                let _ = write!(self.out, "%{n}#{i}");
            }
            ValueName::Arg(n) => {
                let _ = write!(self.out, "%arg{n}");
            }
            ValueName::Named(n) => {
                let _ = write!(self.out, "%{}", self.names.name(n));
            }
            ValueName::NamedGroup(n, i) => {
                let _ = write!(self.out, "%{}#{i}", self.names.name(n));
            }
        }
    }

    /// The group name of a result (`%3` for `%3#1`), as written before ` = `.
    fn print_value_name_of_group(&mut self, v: Value) {
        match self.names.value(v) {
            ValueName::Group(n, _) | ValueName::Num(n) => {
                let _ = write!(self.out, "%{n}");
            }
            ValueName::NamedGroup(n, _) => {
                let _ = write!(self.out, "%{}", self.names.name(n));
            }
            _ => self.print_value_name(v),
        }
    }

    /// Prints `%a, %b`.
    pub fn print_operands(&mut self, values: &[Value]) {
        for (i, &v) in values.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_value_name(v);
        }
    }

    /// Prints `%arg0: i32` (and its location under `debug_info`), as in block and
    /// function argument lists.
    pub fn print_argument(&mut self, v: Value) {
        self.print_value_name(v);
        self.out.push_str(": ");
        self.print_type(self.ctx.value_type(v));
        if self.opts.debug_info {
            self.out.push(' ');
            self.print_location(self.ctx.value_loc(v));
        }
    }

    /// Prints a successor or block label name, `^bb1`.
    pub fn print_block_name(&mut self, b: BlockId) {
        match self.names.block(b) {
            Some(n) => {
                let _ = write!(self.out, "^bb{n}");
            }
            None => self.out.push_str("^<<UNKNOWN BLOCK>>"),
        }
    }

    // ---- layout ---------------------------------------------------------------------

    /// Starts a new line at the current indentation.
    pub fn print_newline(&mut self) {
        self.out.push('\n');
        self.write_indent();
    }

    /// Indents nested lines by two more spaces.
    pub fn increase_indent(&mut self) {
        self.indent += 2;
    }

    /// Undoes [`AsmPrinter::increase_indent`].
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }

    fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.out.push(' ');
        }
    }

    /// Prints a region `{...}` of the op being printed: `print_entry_args` shows the
    /// entry block's header when it has arguments; `print_terminators` shows the last
    /// op of each block when it is a registered terminator.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
    ) {
        self.print_region_impl(region, print_entry_args, print_terminators, false);
    }

    fn print_region_impl(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        let ctx = self.ctx;
        // As MLIR: the regions of an op see its declared default dialect, or none.
        let default = ctx
            .region_parent(region)
            .and_then(|op| ctx.op_def(op))
            .and_then(|d| d.default_dialect)
            .unwrap_or("");
        self.default_dialects.push(default);
        self.out.push_str("{\n");
        let blocks = ctx.region_blocks(region);
        if let Some((&entry, rest)) = blocks.split_first() {
            let header = (print_empty_block && ctx.first_op(entry).is_none())
                || (print_entry_args && !ctx.block_args(entry).is_empty());
            self.print_block(entry, header, print_terminators);
            for &b in rest {
                self.print_block(b, true, true);
            }
        }
        self.write_indent();
        self.out.push('}');
        self.default_dialects.pop();
    }

    fn print_block(&mut self, block: BlockId, header: bool, print_terminator: bool) {
        let ctx = self.ctx;
        if header {
            self.write_indent();
            self.print_block_name(block);
            let args = ctx.block_args(block);
            if !args.is_empty() {
                self.out.push('(');
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_argument(a);
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.print_pred_comment(block);
            self.out.push('\n');
        }
        self.indent += 2;
        let last = ctx.last_op(block);
        let skip_last = !print_terminator
            && last.is_some_and(|l| ctx.op_def(l).is_some_and(|d| d.has(Traits::TERMINATOR)));
        for op in ctx.block_ops(block) {
            if skip_last && Some(op) == last {
                break;
            }
            self.write_indent();
            self.print_operation(op);
            self.out.push('\n');
            self.flush_to_sink(false);
        }
        self.indent -= 2;
    }

    fn print_pred_comment(&mut self, block: BlockId) {
        let ctx = self.ctx;
        let mut preds: Vec<BlockId> = self.names.preds(block).to_vec();
        match preds.len() {
            0 => {
                if !ctx.is_entry_block(block) {
                    self.out.push_str("  // no predecessors");
                }
            }
            1 => {
                self.out.push_str("  // pred: ");
                self.print_block_name(preds[0]);
            }
            n => {
                preds.sort_by_key(|&b| self.names.block(b));
                let _ = write!(self.out, "  // {n} preds: ");
                for (i, &b) in preds.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_block_name(b);
                }
            }
        }
    }
}

/// The custom printer of `builtin.module`: ` @name attributes {...} {...}`.
pub fn print_module_custom(p: &mut AsmPrinter<'_>, op: OpId) {
    let ctx = p.ctx();
    if let Some(name) = ctx.attr(op, "sym_name").and_then(|a| ctx.attr_str(a)) {
        p.write_str(" ");
        p.print_symbol_name(name);
    }
    let has_name = ctx
        .attr(op, "sym_name")
        .is_some_and(|a| ctx.attr_str(a).is_some());
    let elided: &[&str] = if has_name { &["sym_name"] } else { &[] };
    p.print_optional_attr_dict_with_keyword(op, elided);
    p.write_str(" ");
    if let Some(&region) = ctx.regions(op).first() {
        p.print_region(region, false, false);
    }
}
