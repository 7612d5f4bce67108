//! The op reference generated from the declarations, as `mlir-tblgen -gen-op-doc` does
//! for MLIR's ODS: one Markdown entry per op (its summary, documentation, syntax, operands,
//! results, attributes with their constraints, regions, successors, parents and traits),
//! one page per dialect. `visa-opt --show-op NAME` prints an entry; `docs/ops/` holds the
//! pages, kept current by a test.
//!
//! ```
//! use visa_ir::{Dialect, DialectRegistry};
//! visa_ir::op! {
//!     /// `%r = toy.neg %x : i32`
//!     ///
//!     /// The negation (manual L1).
//!     pub struct Neg = "toy.neg" {
//!         summary: "negates",
//!         traits: [SAME_OPERANDS_AND_RESULT_TYPE],
//!         operands: [input: single],
//!         results: [output: single],
//!         format: "$input attr-dict `:` type($input)",
//!     }
//! }
//! let mut d = Dialect::new("toy", "a toy dialect");
//! d.ops.push(Neg::def());
//! let mut reg = DialectRegistry::new();
//! reg.register(d);
//! let entry = visa_ir::ods::reference::op_entry(reg.op("toy.neg").unwrap());
//! assert!(entry.starts_with("### `toy.neg`\n\n_negates_\n"));
//! assert!(entry.contains("The negation (manual L1)."));
//! assert!(entry.contains("| `input` | one |"));
//! assert!(entry.contains("Traits: SameOperandsAndResultType."));
//! ```

use super::{AttrSyntax, Multiplicity};
use crate::dialect::{Arity, AttrConstraint, DialectRegistry, OpDef, Traits};
use std::fmt::Write;

/// The traits a reference names, with MLIR's spelling.
const TRAIT_NAMES: &[(Traits, &str)] = &[
    (Traits::TERMINATOR, "Terminator"),
    (Traits::PURE, "Pure"),
    (Traits::ISOLATED_FROM_ABOVE, "IsolatedFromAbove"),
    (
        Traits::SAME_OPERANDS_AND_RESULT_TYPE,
        "SameOperandsAndResultType",
    ),
    (Traits::COMMUTATIVE, "Commutative"),
    (Traits::CONSTANT_LIKE, "ConstantLike"),
    (Traits::SYMBOL, "Symbol"),
    (Traits::SYMBOL_TABLE, "SymbolTable"),
    (Traits::NO_TERMINATOR, "NoTerminator"),
    (Traits::SINGLE_BLOCK, "SingleBlock"),
    (Traits::RETURN_LIKE, "ReturnLike"),
    (Traits::GRAPH_REGION, "GraphRegion"),
    (Traits::MEMORY_READ_ONLY, "MemoryReadOnly"),
    (Traits::RECURSIVELY_PURE, "RecursiveMemoryEffects"),
];

fn multiplicity(m: Multiplicity) -> &'static str {
    match m {
        Multiplicity::Single => "one",
        Multiplicity::Optional => "optional",
        Multiplicity::Variadic => "variadic",
    }
}

fn arity(a: Arity) -> String {
    match a {
        Arity::Exact(n) => n.to_string(),
        Arity::AtLeast(n) => format!("{n} or more"),
        Arity::Range(lo, hi) => format!("{lo} to {hi}"),
    }
}

/// What an attribute must be, in words.
fn constraint(c: &AttrConstraint) -> String {
    match c {
        AttrConstraint::Any => "any attribute".into(),
        AttrConstraint::Integer => "integer".into(),
        AttrConstraint::Float => "float".into(),
        AttrConstraint::Bool => "bool".into(),
        AttrConstraint::String => "string".into(),
        AttrConstraint::Type => "type".into(),
        AttrConstraint::FunctionType => "function type".into(),
        AttrConstraint::SymbolRef => "symbol reference".into(),
        AttrConstraint::Array => "array".into(),
        AttrConstraint::Unit => "unit".into(),
        AttrConstraint::Keyword { what, keywords } => {
            let ks: Vec<String> = keywords.iter().map(|k| format!("`{k}`")).collect();
            format!("{what}: {}", ks.join(", "))
        }
        AttrConstraint::Custom { description, .. } => (*description).into(),
    }
}

/// A table cell: `|` escaped, one line.
fn cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// The reference entry of one op, in Markdown.
pub fn op_entry(def: &OpDef) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "### `{}`\n\n_{}_\n", def.name, def.summary);
    let doc: Vec<&str> = def
        .doc
        .lines()
        .map(|l| l.strip_prefix(' ').unwrap_or(l))
        .collect();
    let doc = doc.join("\n");
    if !doc.trim().is_empty() {
        let _ = writeln!(s, "{}\n", doc.trim_end());
    }
    let spec = def.spec;
    match (spec.and_then(|sp| sp.format), def.parse.is_some()) {
        (Some(f), _) => {
            let _ = writeln!(s, "Assembly format:\n\n```text\n{f}\n```\n");
        }
        (None, true) => s.push_str("Syntax: custom (a hand-written parser).\n\n"),
        (None, false) => s.push_str("Syntax: generic form only.\n\n"),
    }
    match spec {
        Some(sp) => {
            for (title, groups) in [("operand", sp.operands), ("result", sp.results)] {
                if groups.is_empty() {
                    continue;
                }
                let _ = writeln!(s, "| {title} | count |\n|---|---|");
                for g in groups {
                    let _ = writeln!(s, "| `{}` | {} |", g.name, multiplicity(g.kind));
                }
                s.push('\n');
            }
            if !sp.attrs.is_empty() {
                let _ = writeln!(s, "| attribute | must be | presence |\n|---|---|---|");
                for a in sp.attrs {
                    let presence = match (a.optional, a.default.is_some()) {
                        (_, true) => "default-valued",
                        (true, false) => "optional",
                        (false, false) => "required",
                    };
                    let what = match a.syntax {
                        AttrSyntax::Keyword { what, keywords } => {
                            constraint(&AttrConstraint::Keyword { what, keywords })
                        }
                        AttrSyntax::Hooks { .. } => constraint(&a.constraint),
                    };
                    let _ = writeln!(s, "| `{}` | {} | {presence} |", a.name, cell(&what));
                }
                s.push('\n');
            }
            let names = |xs: &[&str]| {
                xs.iter()
                    .map(|x| format!("`{x}`"))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            if !sp.regions.is_empty() {
                let _ = writeln!(s, "Regions: {}.\n", names(sp.regions));
            }
            if !sp.successors.is_empty() {
                let _ = writeln!(s, "Successors: {}.\n", names(sp.successors));
            }
        }
        None => {
            let _ = writeln!(
                s,
                "Operands: {}; results: {}; regions: {}; successors: {}.\n",
                arity(def.operands),
                arity(def.results),
                arity(def.regions),
                arity(def.successors)
            );
            if !def.attrs.is_empty() {
                let _ = writeln!(s, "| attribute | must be | presence |\n|---|---|---|");
                for a in def.attrs {
                    let presence = if a.optional { "optional" } else { "required" };
                    let _ = writeln!(
                        s,
                        "| `{}` | {} | {presence} |",
                        a.name,
                        cell(&constraint(&a.constraint))
                    );
                }
                s.push('\n');
            }
        }
    }
    if !def.parents.is_empty() {
        let ps: Vec<String> = def.parents.iter().map(|p| format!("`{p}`")).collect();
        let _ = writeln!(s, "Directly inside: {}.\n", ps.join(", "));
    }
    let traits: Vec<&str> = TRAIT_NAMES
        .iter()
        .filter(|(t, _)| def.traits.contains(*t))
        .map(|&(_, n)| n)
        .collect();
    if !traits.is_empty() {
        let _ = writeln!(s, "Traits: {}.\n", traits.join(", "));
    }
    s
}

/// The reference page of dialect `name`: its summary, then every op's entry in name
/// order; `None` when no such dialect is registered.
pub fn dialect_page(registry: &DialectRegistry, name: &str) -> Option<String> {
    let d = registry.dialect(name)?;
    let mut ops: Vec<&OpDef> = d.ops.iter().collect();
    ops.sort_by_key(|o| o.name);
    let mut s = format!(
        "# The `{}` dialect\n\n{}\n\n<!-- Generated from the op! declarations by \
         `visa_ir::ods::reference`; regenerate with `UPDATE_OP_DOCS=1 cargo test -p \
         visa-tools --test op_reference`. -->\n\n",
        d.name, d.summary
    );
    for op in ops {
        // Entries from the registry: interfaces attached later do not change them.
        let def = registry.op(op.name).map_or(op, |a| a.as_ref());
        s.push_str(&op_entry(def));
    }
    Some(s)
}
