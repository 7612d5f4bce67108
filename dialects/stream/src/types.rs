//! The stream dialect's types: host tensors, memory tensors (HBM, DM, VRF, TRF) and
//! Tensor Unit stream tensors, each parameterized by an element type and mapping
//! expressions (manual "Memory and Stream", L1029–1161).
//!
//! | text | manual |
//! |---|---|
//! | `!stream.host<i32, m[A]>` | `HostTensor<i32, m![A]>` (L182) |
//! | `!stream.hbm<D, Chip, Element>` | `HbmTensor` (L1048) |
//! | `!stream.dm<D, Chip, Cluster, Slice, Element>` | `DmTensor` (L1053) |
//! | `!stream.vrf<D, Chip, Cluster, Slice, Element>` | `VrfTensor` (L1061) |
//! | `!stream.trf<D, Chip, Cluster, Slice, Row, Element>` | `TrfTensor` (L1057) |
//! | `!stream.tensor<pos, ctx, D, Chip, Cluster, Slice, Time, Packet>` | `StreamTensor<'l, P, D, ...>` (L1125) with the context `T: Tu` |
//! | `!stream.tensor<aligned, ctx, D, Chip, Cluster, Slice, Row, Time, Packet>` | `AlignedPair<'l, T, D, Chip, Cluster, Slice, Row, Time, Packet>` (L3812) |
//! | `!stream.tensor<contraction, ctx, D, Chip, Cluster, Slice, Row, Time, Packet>` | `ContractionTensor<'l, T, D, Chip, Cluster, Slice, Row, Time, Packet>` (L4318) |
//!
//! Element types are the builtin `i4 i8 i16 i32 bf16 f16 f32 f8E4M3FN f8E5M2`
//! (the manual's `f8e4m3`/`f8e5m2` are MLIR's `f8E4M3FN`/`f8E5M2`), plus the
//! fetch-cast targets `i5` and `i9` (L1962–1972).

use visa_ir::{AsmPrinter, Attribute, Context, DialectType, FloatKind, Type, TypeKind};
use visa_mapping::dialect::syntax::{parse_map_param_or_alias, split_top_level, BodyError};
use visa_mapping::dialect::{MapExpr, TypeMappings};

/// The dialect namespace.
pub const DIALECT: &str = "stream";

/// A storage tier of a tensor at rest.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Tier {
    /// Host memory: one flat buffer (`m[tensor]`).
    Host,
    /// HBM: `Chip, Element`.
    Hbm,
    /// DM (on-chip SRAM): `Chip, Cluster, Slice, Element`.
    Dm,
    /// Vector register file: `Chip, Cluster, Slice, Element`.
    Vrf,
    /// Tensor register file: `Chip, Cluster, Slice, Row, Element`.
    Trf,
}

impl Tier {
    /// The type mnemonic.
    pub fn mnemonic(self) -> &'static str {
        match self {
            Tier::Host => "host",
            Tier::Hbm => "hbm",
            Tier::Dm => "dm",
            Tier::Vrf => "vrf",
            Tier::Trf => "trf",
        }
    }

    /// The mnemonic's inverse.
    pub fn from_mnemonic(s: &str) -> Option<Tier> {
        Some(match s {
            "host" => Tier::Host,
            "hbm" => Tier::Hbm,
            "dm" => Tier::Dm,
            "vrf" => Tier::Vrf,
            "trf" => Tier::Trf,
            _ => return None,
        })
    }

    /// The names of the mapping parameters, in order.
    pub fn roles(self) -> &'static [&'static str] {
        match self {
            Tier::Host => &["Tensor"],
            Tier::Hbm => &["Chip", "Element"],
            Tier::Dm | Tier::Vrf => &["Chip", "Cluster", "Slice", "Element"],
            Tier::Trf => &["Chip", "Cluster", "Slice", "Row", "Element"],
        }
    }
}

/// A tensor at rest: `!stream.<tier><D, mappings...>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MemType {
    /// The storage tier.
    pub tier: Tier,
    /// The element type (a builtin scalar type).
    pub dtype: Type,
    /// One mapping per role of the tier ([`Tier::roles`]).
    pub maps: Vec<MapExpr>,
}

impl MemType {
    /// The mapping of `role` (`Chip`, `Cluster`, `Slice`, `Row`, `Element`, `Tensor`).
    pub fn map(&self, role: &str) -> Option<&MapExpr> {
        let i = self.tier.roles().iter().position(|r| *r == role)?;
        self.maps.get(i)
    }

    /// The `Element` (or, on the host, `Tensor`) mapping: the last parameter.
    pub fn element(&self) -> &MapExpr {
        self.maps
            .last()
            .expect("every tier has at least one mapping")
    }
}

impl DialectType for MemType {
    fn dialect(&self) -> &'static str {
        DIALECT
    }
    fn mnemonic(&self) -> &'static str {
        self.tier.mnemonic()
    }
    /// `hbm_i32`, `dm_i8`, `host_f32`: the tier and the element type.
    fn alias(&self, ctx: &Context) -> Option<String> {
        Some(alias_stem(ctx, self.tier.mnemonic(), self.dtype))
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_str("<");
        p.print_type(self.dtype);
        for m in &self.maps {
            p.write_fmt(format_args!(", {m}"));
        }
        p.write_str(">");
    }
}

/// Where a stream tensor is in the Tensor Unit pipeline (manual `Position`, L1107–1117,
/// extended with the Vector Engine's typestates, L4549–4654, which the manual keeps
/// in separate types).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Position {
    /// After `begin`.
    Begin,
    /// After the Fetch Engine.
    Fetch,
    /// After the Switch Engine.
    Switch,
    /// After the Collect Engine.
    Collect,
    /// After the Aligner (manual `AlignedPair`, L3789–3812): the streamed packet paired
    /// with the TRF packet on each Row. Carries a `Row` mapping.
    Aligned,
    /// After the Contraction Engine's Reducer (manual `ContractionTensor`,
    /// L4297–4331). Carries a `Row` mapping.
    Contraction,
    /// After the temporal accumulator (`accumulate`, manual `AccumulationTensor`,
    /// L4318–4331; the manual's `Reduce` position).
    Reduce,
    /// After the Cast Engine.
    Cast,
    /// After the Transpose Engine.
    Transpose,
    /// After `vector_init` (manual `VectorInitTensor`).
    VectorInit,
    /// In the intra-slice block after `vector_intra_slice_branch` and its ALU stages
    /// (manual `VectorBranchTensor` and successors).
    VectorBranch,
    /// After `vector_final` (manual `VectorFinalTensor`).
    VectorFinal,
}

const POSITIONS: [(Position, &str); 12] = [
    (Position::Begin, "begin"),
    (Position::Fetch, "fetch"),
    (Position::Switch, "switch"),
    (Position::Collect, "collect"),
    (Position::Aligned, "aligned"),
    (Position::Contraction, "contraction"),
    (Position::Reduce, "reduce"),
    (Position::Cast, "cast"),
    (Position::Transpose, "transpose"),
    (Position::VectorInit, "vector_init"),
    (Position::VectorBranch, "vector_branch"),
    (Position::VectorFinal, "vector_final"),
];

impl Position {
    /// The keyword.
    pub fn keyword(self) -> &'static str {
        POSITIONS
            .iter()
            .find(|(p, _)| *p == self)
            .map_or("begin", |(_, k)| k)
    }

    /// The keyword's inverse.
    pub fn from_keyword(s: &str) -> Option<Position> {
        POSITIONS.iter().find(|(_, k)| *k == s).map(|(p, _)| *p)
    }

    /// Whether a stream at this position has a `Row` mapping between `Slice` and
    /// `Time` (the Contraction Engine's `AlignedPair` and `ContractionTensor`, whose
    /// Rows compute in parallel, L3789–3812, L4297–4331).
    pub fn has_row(self) -> bool {
        matches!(self, Position::Aligned | Position::Contraction)
    }
}

/// The execution context a stream runs in (L150–156: `ctx.main`, `ctx.sub`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Unit {
    /// `ctx.main`.
    Main,
    /// `ctx.sub`.
    Sub,
}

impl Unit {
    /// The keyword.
    pub fn keyword(self) -> &'static str {
        match self {
            Unit::Main => "main",
            Unit::Sub => "sub",
        }
    }

    /// The keyword's inverse.
    pub fn from_keyword(s: &str) -> Option<Unit> {
        match s {
            "main" => Some(Unit::Main),
            "sub" => Some(Unit::Sub),
            _ => None,
        }
    }
}

/// The mapping roles of a stream tensor, in order.
pub const STREAM_ROLES: [&str; 5] = ["Chip", "Cluster", "Slice", "Time", "Packet"];

/// The mapping roles of a stream tensor with Rows ([`Position::has_row`]), in order.
pub const ROW_STREAM_ROLES: [&str; 6] = ["Chip", "Cluster", "Slice", "Row", "Time", "Packet"];

/// A Tensor Unit stream:
/// `!stream.tensor<pos, ctx, D, Chip, Cluster, Slice, Time, Packet>`, or, at the
/// positions with Rows ([`Position::has_row`]),
/// `!stream.tensor<pos, ctx, D, Chip, Cluster, Slice, Row, Time, Packet>`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StreamType {
    /// Pipeline position.
    pub pos: Position,
    /// Execution context.
    pub unit: Unit,
    /// Element type.
    pub dtype: Type,
    /// `Chip, Cluster, Slice, Time, Packet`.
    pub maps: [MapExpr; 5],
    /// `Row`, present exactly when [`Position::has_row`].
    pub row: Option<MapExpr>,
}

impl StreamType {
    /// `Chip`.
    pub fn chip(&self) -> &MapExpr {
        &self.maps[0]
    }
    /// `Cluster`.
    pub fn cluster(&self) -> &MapExpr {
        &self.maps[1]
    }
    /// `Slice`.
    pub fn slice(&self) -> &MapExpr {
        &self.maps[2]
    }
    /// `Time`.
    pub fn time(&self) -> &MapExpr {
        &self.maps[3]
    }
    /// `Packet`.
    pub fn packet(&self) -> &MapExpr {
        &self.maps[4]
    }
    /// Every mapping in written order (`Row` between `Slice` and `Time` when present).
    pub fn all_maps(&self) -> Vec<MapExpr> {
        let mut v = self.maps[..3].to_vec();
        v.extend(self.row.iter().cloned());
        v.extend(self.maps[3..].iter().cloned());
        v
    }
    /// The role names of [`StreamType::all_maps`].
    pub fn roles(&self) -> &'static [&'static str] {
        if self.row.is_some() {
            &ROW_STREAM_ROLES
        } else {
            &STREAM_ROLES
        }
    }
}

impl DialectType for StreamType {
    fn dialect(&self) -> &'static str {
        DIALECT
    }
    fn mnemonic(&self) -> &'static str {
        "tensor"
    }
    /// `fetch_i8`, `collect_i32`, `vector_final_i32`: the position and the element type,
    /// with `_sub` after the position in the sub context (`fetch_sub_i32`).
    fn alias(&self, ctx: &Context) -> Option<String> {
        let prefix = match self.unit {
            Unit::Main => self.pos.keyword().to_string(),
            Unit::Sub => format!("{}_sub", self.pos.keyword()),
        };
        Some(alias_stem(ctx, &prefix, self.dtype))
    }
    fn print_body(&self, p: &mut AsmPrinter<'_>) {
        p.write_fmt(format_args!(
            "<{}, {}, ",
            self.pos.keyword(),
            self.unit.keyword()
        ));
        p.print_type(self.dtype);
        for m in self.all_maps() {
            p.write_fmt(format_args!(", {m}"));
        }
        p.write_str(">");
    }
}

/// The element types the dialect accepts, with their width in bits.
pub fn scalar_bits(ctx: &Context, ty: Type) -> Option<u64> {
    match ctx.type_kind(ty) {
        TypeKind::Integer { width, .. } if matches!(width, 4 | 5 | 8 | 9 | 16 | 32) => {
            Some(u64::from(*width))
        }
        TypeKind::Float(k) if is_stream_float(*k) => Some(u64::from(k.width())),
        _ => None,
    }
}

/// Bytes of `n` elements of `ty` in memory (`i5`/`i9` occupy 8/16 bits as stored
/// after a fetch cast; sub-byte `i4` packs two per byte).
pub fn bytes_of(ctx: &Context, ty: Type, n: u64) -> u64 {
    let bits = match scalar_bits(ctx, ty) {
        Some(5) => 8,
        Some(9) => 16,
        Some(b) => b,
        None => 32,
    };
    // Saturating: a size past 64 bits is reported by the capacity checks, never wrapped.
    n.saturating_mul(bits).div_ceil(8)
}

/// `size_of::<D>()` for alignment (at least one byte).
pub fn size_of(ctx: &Context, ty: Type) -> u64 {
    bytes_of(ctx, ty, 1).max(1)
}

/// Parses a builtin scalar type name (`i32`, `bf16`, `f8E4M3FN`, ...).
pub fn parse_scalar(ctx: &mut Context, text: &str) -> Option<Type> {
    let t = text.trim();
    if let Some(w) = t.strip_prefix('i') {
        let w: u32 = w.parse().ok()?;
        if matches!(w, 4 | 5 | 8 | 9 | 16 | 32) {
            return Some(ctx.integer_type(w));
        }
        return None;
    }
    let k = FloatKind::from_name(t)?;
    is_stream_float(k).then(|| ctx.float_type(k))
}

/// The float formats the dialect's tensors hold (the builtin ones but `f64` and the
/// formats added for MLIR input: f80, f128, tf32, the FNUZ/OCP-MX f8/f6/f4 kinds).
fn is_stream_float(k: FloatKind) -> bool {
    matches!(
        k,
        FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F8E4M3FN | FloatKind::F8E5M2
    )
}

/// The memory-tensor type; `maps` must have one entry per role of `tier`.
pub fn mem_type(ctx: &mut Context, tier: Tier, dtype: Type, maps: Vec<MapExpr>) -> Type {
    debug_assert_eq!(maps.len(), tier.roles().len());
    ctx.dialect_type(MemType { tier, dtype, maps })
}

/// The stream-tensor type.
pub fn stream_type(
    ctx: &mut Context,
    pos: Position,
    unit: Unit,
    dtype: Type,
    maps: [MapExpr; 5],
) -> Type {
    ctx.dialect_type(StreamType {
        pos,
        unit,
        dtype,
        maps,
        row: None,
    })
}

/// The stream-tensor type of a position with Rows ([`Position::has_row`]): `maps` are
/// `Chip, Cluster, Slice, Time, Packet` and `row` the `Row` mapping.
pub fn row_stream_type(
    ctx: &mut Context,
    pos: Position,
    unit: Unit,
    dtype: Type,
    maps: [MapExpr; 5],
    row: MapExpr,
) -> Type {
    ctx.dialect_type(StreamType {
        pos,
        unit,
        dtype,
        maps,
        row: Some(row),
    })
}

/// A stream type with every mapping given in written order ([`StreamType::all_maps`]):
/// six for a position with Rows, five otherwise; `None` for a wrong count.
fn stream_type_from_list(
    ctx: &mut Context,
    pos: Position,
    unit: Unit,
    dtype: Type,
    mut maps: Vec<MapExpr>,
) -> Option<Type> {
    if pos.has_row() {
        if maps.len() != 6 {
            return None;
        }
        let row = maps.remove(3);
        let maps: [MapExpr; 5] = maps.try_into().ok()?;
        Some(row_stream_type(ctx, pos, unit, dtype, maps, row))
    } else {
        let maps: [MapExpr; 5] = maps.try_into().ok()?;
        Some(stream_type(ctx, pos, unit, dtype, maps))
    }
}

/// Parses the text between `<` and `>` of `!stream.<mnemonic>`.
pub fn parse_type_body(ctx: &mut Context, mnemonic: &str, body: &str) -> Result<Type, BodyError> {
    parse_type_body_with_aliases(ctx, mnemonic, body, &|_| None)
}

/// [`parse_type_body`] where a mapping may also be written `#name`, an alias of a
/// `#mapping<m[...]>` attribute that `resolve` looks up (name given without `#`).
pub fn parse_type_body_with_aliases(
    ctx: &mut Context,
    mnemonic: &str,
    body: &str,
    resolve: &dyn Fn(&str) -> Option<Attribute>,
) -> Result<Type, BodyError> {
    let pieces = split_top_level(body)?;
    let err = |offset: usize, message: String| BodyError { offset, message };
    let (stream_head, rest) = if mnemonic == "tensor" {
        if pieces.len() < 2 {
            return Err(err(
                0,
                "expected `pos, ctx, D, Chip, Cluster, Slice, Time, Packet`".into(),
            ));
        }
        let (po, pt) = pieces[0];
        let pos = Position::from_keyword(pt.trim()).ok_or_else(|| {
            err(po, format!("unknown stream position `{}`; expected one of begin, fetch, switch, collect, aligned, contraction, reduce, cast, transpose, vector_init, vector_branch, vector_final", pt.trim()))
        })?;
        let (uo, ut) = pieces[1];
        let unit = Unit::from_keyword(ut.trim())
            .ok_or_else(|| err(uo, format!("expected `main` or `sub`, got `{}`", ut.trim())))?;
        (Some((pos, unit)), &pieces[2..])
    } else {
        (None, &pieces[..])
    };
    let roles: &[&str] = match (stream_head, Tier::from_mnemonic(mnemonic)) {
        (Some((pos, _)), _) if pos.has_row() => &ROW_STREAM_ROLES,
        (Some(_), _) => &STREAM_ROLES,
        (None, Some(t)) => t.roles(),
        (None, None) => return Err(err(0, format!("unknown type `!stream.{mnemonic}`"))),
    };
    let Some(&(dofs, dtext)) = rest.first() else {
        return Err(err(0, "expected an element type".into()));
    };
    let dtype = parse_scalar(ctx, dtext).ok_or_else(|| {
        err(dofs, format!("`{}` is not an element type of the Virtual ISA (i4, i8, i16, i32, bf16, f16, f32, f8E4M3FN, f8E5M2)", dtext.trim()))
    })?;
    let maps_text = &rest[1..];
    if maps_text.len() != roles.len() {
        return Err(err(
            0,
            format!(
                "`!stream.{mnemonic}` takes {} mapping(s) ({}), got {}",
                roles.len(),
                roles.join(", "),
                maps_text.len()
            ),
        ));
    }
    let mut maps = Vec::new();
    for &(o, t) in maps_text {
        maps.push(
            parse_map_param_or_alias(ctx, t, resolve).map_err(|e| err(o + e.offset, e.message))?,
        );
    }
    Ok(match stream_head {
        Some((pos, unit)) => {
            stream_type_from_list(ctx, pos, unit, dtype, maps).expect("counted above")
        }
        None => mem_type(
            ctx,
            Tier::from_mnemonic(mnemonic).expect("checked above"),
            dtype,
            maps,
        ),
    })
}

fn list_mappings(ctx: &Context, ty: Type) -> Option<Vec<(&'static str, MapExpr)>> {
    if let Some(m) = ctx.type_as::<MemType>(ty) {
        return Some(
            m.tier
                .roles()
                .iter()
                .copied()
                .zip(m.maps.iter().cloned())
                .collect(),
        );
    }
    ctx.type_as::<StreamType>(ty)
        .map(|s| s.roles().iter().copied().zip(s.all_maps()).collect())
}

fn rebuild_mappings(ctx: &mut Context, ty: Type, maps: Vec<MapExpr>) -> Type {
    if let Some(m) = ctx.type_as::<MemType>(ty).cloned() {
        return mem_type(ctx, m.tier, m.dtype, maps);
    }
    if let Some(s) = ctx.type_as::<StreamType>(ty).cloned() {
        if let Some(t) = stream_type_from_list(ctx, s.pos, s.unit, s.dtype, maps) {
            return t;
        }
    }
    ty
}

/// How the mapping dialect finds and rewrites the mappings in stream types.
pub const TYPE_MAPPINGS: TypeMappings = TypeMappings {
    list: list_mappings,
    rebuild: rebuild_mappings,
};

/// The printer's alias stem of a stream type (decision C11B-3): `prefix_dtype`, the
/// element type's spelling with anything but letters and digits as `_`.
fn alias_stem(ctx: &Context, prefix: &str, dtype: Type) -> String {
    let d: String = ctx
        .type_to_string(dtype)
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    format!("{prefix}_{d}")
}
