//! Typed access to the builtin attributes the `engine` and `hw` dialects store their
//! configuration in, with MLIR-worded diagnostics at the op's location.
//!
//! Numbers, lists and element types are builtin attributes (integers, type attributes and
//! `array<i64: ...>`); enum values are typed keyword attributes `#dialect.mnemonic<kw>`
//! ([`visa_ir::KeywordAttr`]) holding a hardware-model enum ([`visa_tcp::Keyword`]).

use visa_ir::parser::AsmParser;
use visa_ir::{
    AttrConstraint, AttrKind, Attribute, Context, Diagnostic, DialectAttr, KeywordAttr, OpId, Type,
};
use visa_tcp::DType;
use visa_tcp::{Keyword, SeqConfig, Switch, SwitchConfig};

/// Integer attribute `name` of `op`, required.
pub fn int(ctx: &Context, op: OpId, name: &str) -> Result<i64, Diagnostic> {
    opt_int(ctx, op, name)?
        .ok_or_else(|| ctx.op_error(op, format!("requires integer attribute '{name}'")))
}

/// Integer attribute `name` of `op`, if present (an error if present with another kind).
pub fn opt_int(ctx: &Context, op: OpId, name: &str) -> Result<Option<i64>, Diagnostic> {
    match ctx.attr(op, name) {
        None => Ok(None),
        Some(a) => match ctx.attr_kind(a) {
            AttrKind::Integer { value, .. } => i64::try_from(*value)
                .map(Some)
                .map_err(|_| ctx.op_error(op, format!("attribute '{name}' does not fit in i64"))),
            _ => Err(ctx.op_error(op, format!("attribute '{name}' must be an integer"))),
        },
    }
}

/// Non-negative integer attribute `name` of `op` as `u64`.
pub fn uint(ctx: &Context, op: OpId, name: &str) -> Result<u64, Diagnostic> {
    let v = int(ctx, op, name)?;
    u64::try_from(v).map_err(|_| {
        ctx.op_error(
            op,
            format!("attribute '{name}' must be non-negative, got {v}"),
        )
    })
}

/// `array<i64: ...>` attribute `name` of `op`, required.
pub fn ints(ctx: &Context, op: OpId, name: &str) -> Result<Vec<i64>, Diagnostic> {
    match ctx.attr(op, name).map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::DenseI64Array(v)) => Ok(v.clone()),
        Some(_) => Err(ctx.op_error(op, format!("attribute '{name}' must be an array<i64: ...>"))),
        None => Err(ctx.op_error(op, format!("requires attribute '{name}'"))),
    }
}

/// String attribute `name` of `op`, required.
pub fn string<'c>(ctx: &'c Context, op: OpId, name: &str) -> Result<&'c str, Diagnostic> {
    opt_string(ctx, op, name)?
        .ok_or_else(|| ctx.op_error(op, format!("requires string attribute '{name}'")))
}

/// String attribute `name` of `op`, if present (an error if present with another kind).
pub fn opt_string<'c>(
    ctx: &'c Context,
    op: OpId,
    name: &str,
) -> Result<Option<&'c str>, Diagnostic> {
    ctx.attr(op, name)
        .map(|a| {
            ctx.attr_str(a)
                .ok_or_else(|| ctx.op_error(op, format!("attribute '{name}' must be a string")))
        })
        .transpose()
}

/// Keyword attribute `name` of `op`, `#dialect.mnemonic<keyword>` with `E`'s mnemonic
/// (any [`visa_tcp::keywords!`] enum), if present: the one reader of every keyword enum.
pub fn opt_keyword<E: Keyword>(
    ctx: &Context,
    op: OpId,
    name: &str,
) -> Result<Option<E>, Diagnostic> {
    let Some(a) = ctx.attr(op, name) else {
        return Ok(None);
    };
    ctx.attr_as::<KeywordAttr>(a)
        .filter(|k| k.mnemonic == E::MNEMONIC)
        .and_then(|k| E::from_keyword(k.keyword))
        .map(Some)
        .ok_or_else(|| {
            ctx.op_error(
                op,
                format!(
                    "attribute '{name}' must be a {} attribute #{}.{}<...> (one of {})",
                    E::WHAT,
                    ctx.op_name_str(op).split('.').next().unwrap_or(""),
                    E::MNEMONIC,
                    E::KEYWORDS.join(", ")
                ),
            )
        })
}

/// Keyword attribute `name` of `op` as `E`, required.
pub fn keyword<E: Keyword>(ctx: &Context, op: OpId, name: &str) -> Result<E, Diagnostic> {
    opt_keyword(ctx, op, name)?.ok_or_else(|| {
        ctx.op_error(
            op,
            format!("requires attribute '{name}' (#...{}<...>)", E::MNEMONIC),
        )
    })
}

/// `#dialect.seq<[size : stride, ...] : packet>`: a fetch or commit sequencer in the manual's
/// notation (L1336–1356), strides and packet in elements.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SeqAttr {
    /// The dialect namespace (`engine`, `hw`).
    pub dialect: &'static str,
    /// The configuration.
    pub seq: SeqConfig,
}

impl DialectAttr for SeqAttr {
    fn dialect(&self) -> &'static str {
        self.dialect
    }
    fn mnemonic(&self) -> &'static str {
        "seq"
    }
    fn print_body(&self, p: &mut visa_ir::AsmPrinter<'_>) {
        p.write_str(&format!("<{}>", self.seq));
    }
}

/// The attribute `#dialect.seq<...>` of a sequencer.
pub fn seq_attr(ctx: &mut Context, dialect: &'static str, seq: &SeqConfig) -> Attribute {
    ctx.dialect_attr(SeqAttr {
        dialect,
        seq: seq.clone(),
    })
}

/// Parses the body `<[size : stride, ...] : packet>` of `#dialect.seq`. Sizes and the packet
/// must fit in `u32` and strides in `i64`; the manual's limits are the verifiers' (they
/// name the op).
fn parse_seq(p: &mut AsmParser<'_>, dialect: &'static str) -> Result<Attribute, Diagnostic> {
    fn int<T: TryFrom<i128>>(p: &mut AsmParser<'_>, what: &str) -> Result<T, Diagnostic> {
        let loc = p.current_loc();
        let v = p.parse_integer()?;
        T::try_from(v)
            .map_err(|_| p.emit_error_at(loc, format!("sequencer {what} {v} is out of range")))
    }
    p.parse_less()?;
    p.parse_lsquare()?;
    let mut entries = Vec::new();
    if !p.parse_optional_rsquare() {
        loop {
            let size: u32 = int(p, "size")?;
            p.parse_colon()?;
            let stride: i64 = int(p, "stride")?;
            entries.push((size, stride));
            if !p.parse_optional_comma() {
                break;
            }
        }
        p.parse_rsquare()?;
    }
    p.parse_colon()?;
    let packet: u32 = int(p, "packet size")?;
    p.parse_greater()?;
    let seq = SeqConfig::new(&entries, packet);
    Ok(p.ctx().dialect_attr(SeqAttr { dialect, seq }))
}

/// The sequencer held in attribute `name` (`#dialect.seq<...>`) of `op`, checked against the
/// entry limits (L1630–1632) and for a positive packet.
pub fn seq(ctx: &Context, op: OpId, name: &str) -> Result<SeqConfig, Diagnostic> {
    let a = ctx
        .attr(op, name)
        .ok_or_else(|| ctx.op_error(op, format!("requires attribute '{name}' (#...seq<...>)")))?;
    let s = ctx
        .attr_as::<SeqAttr>(a)
        .map(|s| s.seq.clone())
        .ok_or_else(|| {
            ctx.op_error(
                op,
                format!(
                    "attribute '{name}' must be a sequencer #...seq<[size : stride, ...] : packet>"
                ),
            )
        })?;
    let sizes: Vec<i64> = s.entries.iter().map(|e| i64::from(e.size)).collect();
    crate::limits::check_entries(ctx, op, name, &sizes)?;
    if s.packet_size == 0 {
        return Err(ctx.op_error(op, format!("'{name}' packet must be positive")));
    }
    Ok(s)
}

/// The constraint of an op attribute holding a keyword attribute `#dialect.mnemonic<...>`.
pub const KEYWORD: AttrConstraint = AttrConstraint::Custom {
    description: "a keyword attribute #dialect.mnemonic<keyword>",
    check: is_keyword,
};

fn is_keyword(ctx: &Context, a: Attribute) -> bool {
    ctx.attr_as::<KeywordAttr>(a).is_some()
}

/// The Switch Engine configuration an attribute holds: `#dialect.switch<kw>` (a topology
/// without parameters) or a string in [`SwitchConfig`]'s `Display` form; `Err` says why not.
pub fn switch_of(ctx: &Context, a: Attribute) -> Result<SwitchConfig, String> {
    if let Some(k) = ctx.attr_as::<KeywordAttr>(a) {
        let t = (k.mnemonic == Switch::MNEMONIC)
            .then(|| Switch::from_keyword(k.keyword))
            .flatten()
            .ok_or_else(|| {
                format!(
                    "expected a switch topology, got `#{}.{}<{}>`",
                    k.dialect, k.mnemonic, k.keyword
                )
            })?;
        return SwitchConfig::from_params(t, &[]);
    }
    ctx.attr_str(a)
        .ok_or_else(|| "expected a switch topology (`#...switch<forward>` or a string such as \"broadcast1 {slice1 = 4, slice0 = 1}\")".to_string())?
        .parse()
}

/// The optional Switch Engine configuration attribute `name` of `op` (see [`switch_of`]).
pub fn opt_switch(ctx: &Context, op: OpId, name: &str) -> Result<Option<SwitchConfig>, Diagnostic> {
    match ctx.attr(op, name) {
        None => Ok(None),
        Some(a) => switch_of(ctx, a)
            .map(Some)
            .map_err(|e| ctx.op_error(op, format!("attribute '{name}': {e}"))),
    }
}

/// The attribute of a Switch Engine configuration: a keyword `#dialect.switch<forward>`
/// for forwarding, the `Display` string otherwise (a custom routing's with its bitmaps,
/// `custom {ring_size = 4} snoop [{0,1}, ...]`).
pub fn switch_attr(ctx: &mut Context, dialect: &'static str, cfg: &SwitchConfig) -> Attribute {
    match cfg {
        SwitchConfig::Forward => keyword_attr(ctx, dialect, Switch::Forward),
        c => ctx.string_attr(&c.to_string()),
    }
}

/// The attribute `#dialect.mnemonic<keyword>` of an enum value.
pub fn keyword_attr<E: Keyword>(ctx: &mut Context, dialect: &'static str, value: E) -> Attribute {
    ctx.dialect_attr(KeywordAttr {
        dialect,
        mnemonic: E::MNEMONIC,
        keyword: value.keyword(),
    })
}

/// Parses the attributes a dialect of the hardware model stores: `#dialect.mnemonic<keyword>`
/// for the enums context, space, queue, switch, branch and fxp, and `#dialect.seq<...>`.
pub fn parse_keyword_attr(
    p: &mut AsmParser<'_>,
    dialect: &'static str,
    mnemonic: &str,
) -> Result<Attribute, Diagnostic> {
    fn one<E: Keyword>(
        p: &mut AsmParser<'_>,
        dialect: &'static str,
    ) -> Result<Attribute, Diagnostic> {
        KeywordAttr::parse(p, dialect, E::MNEMONIC, E::WHAT, E::KEYWORDS)
    }
    use visa_tcp::{
        AccumulationKind, BranchMode, Context as TuContext, DmaEngine, FxpBinaryOp, MemoryKind,
        TrfAddress,
    };
    match mnemonic {
        m if m == TuContext::MNEMONIC => one::<TuContext>(p, dialect),
        m if m == MemoryKind::MNEMONIC => one::<MemoryKind>(p, dialect),
        m if m == DmaEngine::MNEMONIC => one::<DmaEngine>(p, dialect),
        m if m == Switch::MNEMONIC => one::<Switch>(p, dialect),
        m if m == BranchMode::MNEMONIC => one::<BranchMode>(p, dialect),
        m if m == FxpBinaryOp::MNEMONIC => one::<FxpBinaryOp>(p, dialect),
        m if m == TrfAddress::MNEMONIC => one::<TrfAddress>(p, dialect),
        m if m == AccumulationKind::MNEMONIC => one::<AccumulationKind>(p, dialect),
        "seq" => parse_seq(p, dialect),
        m => crate::ve::parse_keyword_attr(p, dialect, m).unwrap_or_else(|| Err(p.emit_error(format!(
            "unknown attribute `#{dialect}.{mnemonic}` (expected context, space, queue, switch, branch, fxp, trf_address, accumulation, a vector-engine keyword or seq)"
        )))),
    }
}

/// Type attribute `name` of `op`, if present.
pub fn opt_type(ctx: &Context, op: OpId, name: &str) -> Result<Option<Type>, Diagnostic> {
    match ctx.attr(op, name) {
        None => Ok(None),
        Some(a) => ctx
            .attr_type(a)
            .map(Some)
            .ok_or_else(|| ctx.op_error(op, format!("attribute '{name}' must be a type"))),
    }
}

/// The element type held in type attribute `name` of `op`, required.
pub fn dtype(ctx: &Context, op: OpId, name: &str) -> Result<DType, Diagnostic> {
    let ty = opt_type(ctx, op, name)?
        .ok_or_else(|| ctx.op_error(op, format!("requires type attribute '{name}'")))?;
    dtype_of(ctx, ty).ok_or_else(|| {
        ctx.op_error(
            op,
            format!(
                "attribute '{name}' is {}, which is not a TCP element type \
                 (i4, i8, i16, i32, bf16, f16, f32, f8E4M3FN, f8E5M2)",
                ctx.type_to_string(ty)
            ),
        )
    })
}

/// The element type held in an optional type attribute.
pub fn opt_dtype(ctx: &Context, op: OpId, name: &str) -> Result<Option<DType>, Diagnostic> {
    match ctx.attr(op, name) {
        None => Ok(None),
        Some(_) => dtype(ctx, op, name).map(Some),
    }
}

pub use visa_dtype::{dtype_of, type_of};

/// `value : i64`.
pub fn i64_attr(ctx: &mut Context, value: i64) -> visa_ir::Attribute {
    let i64t = ctx.integer_type(64);
    ctx.int_attr(i128::from(value), i64t)
}

/// `array<i64: values...>`.
pub fn i64s_attr(ctx: &mut Context, values: &[i64]) -> visa_ir::Attribute {
    ctx.intern_attr(AttrKind::DenseI64Array(values.to_vec()))
}

/// The text of a location, for the simulator's opaque location tags.
pub fn loc_string(ctx: &Context, op: OpId) -> String {
    let loc = ctx.op_loc(op);
    match visa_ir::diagnostic::file_line_col(ctx, loc) {
        Some((file, line, col)) => format!("{file}:{line}:{col}"),
        None => visa_ir::printer::location_to_string(ctx, loc),
    }
}
