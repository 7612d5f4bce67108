//! The dialect's one type, `!nt.tensor<[M: 128, K: 64], bf16>`: an element type (one
//! of the TCP's dtypes) and named axes with their sizes.
//!
//! Axis order is a logical convention (the order of the interpreter's row-major
//! storage and of printing), not a memory layout: two ops relate operands by axis
//! name, never by position. Rules, checked wherever a type is made (parse or build):
//! axis names are unique identifiers, every size is in `1..=MAX_AXIS_SIZE`, the
//! element count is at most [`MAX_ELEMENTS`], the rank at most [`MAX_RANK`], and the
//! element type is a signless integer or float the TCP has (`i4`, `i8`, `i16`,
//! `i32`, `bf16`, `f16`, `f8E4M3FN`, `f8E5M2`, `f32`; decision TL-2).

use visa_ir::parser::AsmParser;
use visa_ir::{AsmPrinter, Context, Diagnostic, DialectType, Type, TypeKind};
use visa_tcp::DType;

/// The largest size of one axis (2^40, decision TL-2).
pub const MAX_AXIS_SIZE: u64 = 1 << 40;
/// The largest element count of one tensor (2^40, decision TL-2).
pub const MAX_ELEMENTS: u64 = 1 << 40;
/// The largest number of axes (decision TL-2).
pub const MAX_RANK: usize = 16;

/// One named axis and its size.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Axis {
    /// Its name, an identifier (`M`, `s_in`).
    pub name: String,
    /// Its size, at least 1.
    pub size: u64,
}

/// `!nt.tensor<[axes], element>`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TensorType {
    /// The axes, in the type's logical order.
    pub axes: Vec<Axis>,
    /// The element type (a builtin integer or float type).
    pub element: Type,
}

impl DialectType for TensorType {
    fn dialect(&self) -> &'static str {
        "nt"
    }
    fn mnemonic(&self) -> &'static str {
        "tensor"
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("<[");
        for (i, a) in self.axes.iter().enumerate() {
            if i > 0 {
                p.write_str(", ");
            }
            p.write_fmt(format_args!("{}: {}", a.name, a.size));
        }
        p.write_str("], ");
        p.print_type(self.element);
        p.write_str(">");
    }
}

impl TensorType {
    /// The axis named `name`: its position and size.
    pub fn axis(&self, name: &str) -> Option<(usize, u64)> {
        self.axes
            .iter()
            .position(|a| a.name == name)
            .map(|i| (i, self.axes[i].size))
    }
    /// Whether an axis is named `name`.
    pub fn has(&self, name: &str) -> bool {
        self.axes.iter().any(|a| a.name == name)
    }
    /// The number of elements (the product of the sizes).
    pub fn num_elements(&self) -> u64 {
        self.axes.iter().map(|a| a.size).product()
    }
    /// The sizes in axis order.
    pub fn sizes(&self) -> Vec<u64> {
        self.axes.iter().map(|a| a.size).collect()
    }
    /// The axis names in order.
    pub fn names(&self) -> Vec<&str> {
        self.axes.iter().map(|a| a.name.as_str()).collect()
    }
}

/// Whether `s` is an axis name: a letter or `_`, then letters, digits or `_`.
pub fn is_axis_name(s: &str) -> bool {
    let mut c = s.chars();
    matches!(c.next(), Some(ch) if ch.is_ascii_alphabetic() || ch == '_')
        && c.all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
}

/// The TCP dtype of a signless builtin element type, `None` for any other type
/// (`i5`/`i9`, which only the Cast Engine produces internally, are not element types
/// here).
pub fn element_dtype(ctx: &Context, ty: Type) -> Option<DType> {
    if let TypeKind::Integer { signedness, .. } = ctx.type_kind(ty) {
        if *signedness != visa_ir::types::Signedness::Signless {
            return None;
        }
    }
    match visa_dtype::dtype_of(ctx, ty)? {
        DType::I5 | DType::I9 => None,
        d => Some(d),
    }
}

/// Checks the rules of the type (module docs); the message says the first broken one.
pub fn check(ctx: &Context, axes: &[Axis], element: Type) -> Result<(), String> {
    if axes.len() > MAX_RANK {
        return Err(format!(
            "a tensor has at most {MAX_RANK} axes, this one {}",
            axes.len()
        ));
    }
    let mut count: u64 = 1;
    for (i, a) in axes.iter().enumerate() {
        if !is_axis_name(&a.name) {
            return Err(format!("axis name '{}' is not an identifier", a.name));
        }
        if axes[..i].iter().any(|b| b.name == a.name) {
            return Err(format!("axis '{}' is named twice", a.name));
        }
        if a.size == 0 || a.size > MAX_AXIS_SIZE {
            return Err(format!(
                "axis '{}' has size {}; sizes are in 1..={MAX_AXIS_SIZE}",
                a.name, a.size
            ));
        }
        count = count.saturating_mul(a.size);
    }
    if count > MAX_ELEMENTS {
        return Err(format!(
            "the tensor has {count} elements, more than {MAX_ELEMENTS}"
        ));
    }
    if element_dtype(ctx, element).is_none() {
        let t = ctx.type_to_string(element);
        return Err(format!(
            "element type {t} is not a TCP dtype (i4, i8, i16, i32, bf16, f16, f8E4M3FN, f8E5M2, f32)"
        ));
    }
    Ok(())
}

/// `!nt.tensor<[axes], element>`, checked (module docs).
pub fn tensor_type(ctx: &mut Context, axes: &[(&str, u64)], element: Type) -> Result<Type, String> {
    let axes: Vec<Axis> = axes
        .iter()
        .map(|&(n, s)| Axis {
            name: n.to_string(),
            size: s,
        })
        .collect();
    tensor_type_of(ctx, axes, element)
}

/// [`tensor_type`] from owned axes.
pub fn tensor_type_of(ctx: &mut Context, axes: Vec<Axis>, element: Type) -> Result<Type, String> {
    check(ctx, &axes, element)?;
    Ok(ctx.dialect_type(TensorType { axes, element }))
}

/// The storage of `ty` if it is an `!nt.tensor`.
pub fn tensor(ctx: &Context, ty: Type) -> Option<&TensorType> {
    ctx.type_as::<TensorType>(ty)
}

/// The dialect's type hook: parses `<[A: 4, B: 8], f32>` after `!nt.tensor`.
pub fn parse_type(p: &mut AsmParser<'_>, mnemonic: &str) -> Result<Type, Diagnostic> {
    if mnemonic != "tensor" {
        return Err(p.emit_error(format!(
            "unknown type '!nt.{mnemonic}'; the nt dialect has '!nt.tensor'"
        )));
    }
    let start = p.current_loc();
    p.parse_less()?;
    p.parse_lsquare()?;
    let mut axes = Vec::new();
    if !p.parse_optional_rsquare() {
        loop {
            let at = p.current_loc();
            let name = p.parse_keyword_any()?.to_string();
            p.parse_colon()?;
            let size_at = p.current_loc();
            let size = p.parse_integer()?;
            if size < 1 || size > MAX_AXIS_SIZE as i128 {
                return Err(Diagnostic::error(
                    size_at,
                    format!("axis '{name}' has size {size}; sizes are in 1..={MAX_AXIS_SIZE}"),
                ));
            }
            if axes.iter().any(|a: &Axis| a.name == name) {
                return Err(Diagnostic::error(
                    at,
                    format!("axis '{name}' is named twice"),
                ));
            }
            axes.push(Axis {
                name,
                size: size as u64,
            });
            if p.parse_optional_rsquare() {
                break;
            }
            p.parse_comma()?;
        }
    }
    p.parse_comma()?;
    let elem_at = p.current_loc();
    let element = p.parse_type()?;
    p.parse_greater()?;
    if element_dtype(p.ctx(), element).is_none() {
        let msg = check(p.ctx(), &[], element).unwrap_err();
        return Err(Diagnostic::error(elem_at, msg));
    }
    let ctx = p.ctx();
    check(ctx, &axes, element).map_err(|m| Diagnostic::error(start, m))?;
    Ok(ctx.dialect_type(TensorType { axes, element }))
}
