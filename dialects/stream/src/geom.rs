//! Resolved geometry of stream-dialect values: their mappings resolved against the
//! axes in scope, and the index-set comparisons the verifiers use ("holds the same
//! tensor", manual L1151–1161 and the Tensor Functions page L1162–1190), decided by the
//! mapping algebra ([`visa_mapping::holds`]); enumeration ([`index_set`]) serves the
//! reference interpreter and small mappings outside the algebra.

use crate::types::{MemType, StreamType};
use std::collections::BTreeSet;
use std::rc::Rc;
use visa_ir::{Context, Diagnostic, OpId, Type, Value};
use visa_mapping::dialect::{axes_in_scope, resolve_at};
use visa_mapping::holds::IndexSet;
use visa_mapping::{Axes, Image, Index, Mapping};

/// Positions [`index_set`] enumerates at most.
pub const ENUMERATION_LIMIT: u64 = 1 << 18;

/// Positions the verifiers enumerate at most when the digit algebra cannot compare two
/// index sets (skewed or padded labels, linear combinations, tables); larger mappings
/// outside the algebra pass the comparison (see `docs/decisions.md`, X9).
pub const FALLBACK_LIMIT: u64 = 1 << 12;

/// Positions the reference interpreter enumerates at most per value.
pub const INTERPRETER_LIMIT: u64 = 1 << 24;

/// A memory tensor with resolved mappings.
#[derive(Clone, Debug)]
pub struct Mem {
    /// The type.
    pub ty: MemType,
    /// One resolved mapping per role.
    pub maps: Vec<Mapping>,
}

impl Mem {
    /// The resolved mapping of `role`.
    pub fn map(&self, role: &str) -> &Mapping {
        let i = self
            .ty
            .tier
            .roles()
            .iter()
            .position(|r| *r == role)
            .expect("role of this tier");
        &self.maps[i]
    }

    /// The resolved `Element` (or host `Tensor`) mapping.
    pub fn element(&self) -> &Mapping {
        self.maps.last().expect("at least one mapping")
    }

    /// All mappings as one list, outermost (`Chip`) first.
    pub fn whole(&self) -> Mapping {
        list(&self.maps)
    }

    /// The mappings within one chip (`Cluster, Slice, [Row,] Element`).
    pub fn per_chip(&self) -> Mapping {
        list(&self.maps[1..])
    }
}

/// A stream tensor with resolved mappings.
#[derive(Clone, Debug)]
pub struct Stream {
    /// The type.
    pub ty: StreamType,
    /// `Chip, Cluster, Slice, Time, Packet`, resolved.
    pub maps: Vec<Mapping>,
    /// `Row`, resolved, at the positions with Rows (`Position::has_row`).
    pub row: Option<Mapping>,
}

impl Stream {
    /// `Chip`.
    pub fn chip(&self) -> &Mapping {
        &self.maps[0]
    }
    /// `Cluster`.
    pub fn cluster(&self) -> &Mapping {
        &self.maps[1]
    }
    /// `Slice`.
    pub fn slice(&self) -> &Mapping {
        &self.maps[2]
    }
    /// `Time`.
    pub fn time(&self) -> &Mapping {
        &self.maps[3]
    }
    /// `Packet`.
    pub fn packet(&self) -> &Mapping {
        &self.maps[4]
    }
    /// `Time, Packet`: what one slice receives over the whole stream.
    pub fn time_packet(&self) -> Mapping {
        list(&self.maps[3..])
    }
    /// `Row` (`m[1]` for a stream without Rows).
    pub fn row_or_one(&self) -> Mapping {
        self.row.clone().unwrap_or(Mapping::Identity)
    }
    /// Every mapping in written order (`Row` between `Slice` and `Time` when present).
    pub fn all(&self) -> Vec<Mapping> {
        let mut v = self.maps[..3].to_vec();
        v.extend(self.row.iter().cloned());
        v.extend(self.maps[3..].iter().cloned());
        v
    }
}

/// The right-associative list of `maps`.
pub fn list(maps: &[Mapping]) -> Mapping {
    Mapping::list(maps.iter().cloned()).unwrap_or(Mapping::Identity)
}

/// Resolves a memory-tensor type at `op`; `what` names the value in errors.
pub fn resolve_mem(
    ctx: &Context,
    op: OpId,
    axes: &Axes,
    ty: Type,
    what: &str,
) -> Result<Mem, Diagnostic> {
    let Some(m) = ctx.type_as::<MemType>(ty) else {
        return Err(ctx.op_error(
            op,
            format!(
                "{what} must be a stream memory tensor, got {}",
                ctx.type_to_string(ty)
            ),
        ));
    };
    let maps = m
        .tier
        .roles()
        .iter()
        .zip(&m.maps)
        .map(|(role, e)| resolve_at(ctx, op, axes, e, &format!("{role} mapping of {what}")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Mem {
        ty: m.clone(),
        maps,
    })
}

/// Resolves a stream-tensor type at `op`.
pub fn resolve_stream(
    ctx: &Context,
    op: OpId,
    axes: &Axes,
    ty: Type,
    what: &str,
) -> Result<Stream, Diagnostic> {
    let Some(s) = ctx.type_as::<StreamType>(ty) else {
        return Err(ctx.op_error(
            op,
            format!(
                "{what} must be a `!stream.tensor`, got {}",
                ctx.type_to_string(ty)
            ),
        ));
    };
    let maps = crate::types::STREAM_ROLES
        .iter()
        .zip(&s.maps)
        .map(|(role, e)| resolve_at(ctx, op, axes, e, &format!("{role} mapping of {what}")))
        .collect::<Result<Vec<_>, _>>()?;
    let row = match &s.row {
        Some(e) => Some(resolve_at(
            ctx,
            op,
            axes,
            e,
            &format!("Row mapping of {what}"),
        )?),
        None => None,
    };
    Ok(Stream {
        ty: s.clone(),
        maps,
        row,
    })
}

/// The axes in scope at `op`.
pub fn axes(ctx: &Context, op: OpId) -> Result<Axes, Diagnostic> {
    axes_in_scope(ctx, op)
}

thread_local! {
    /// Recently enumerated index sets (verifiers and the interpreter ask for the
    /// same mappings many times).
    static INDEX_SETS: std::cell::RefCell<std::collections::HashMap<Mapping, Rc<BTreeSet<Index>>>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// The set of tensor indices a mapping's positions hold (padding excluded), or
/// `None` when the mapping is larger than [`ENUMERATION_LIMIT`].
pub fn index_set(m: &Mapping) -> Option<Rc<BTreeSet<Index>>> {
    index_set_up_to(m, ENUMERATION_LIMIT)
}

/// [`index_set`] with another size limit.
pub fn index_set_up_to(m: &Mapping, limit: u64) -> Option<Rc<BTreeSet<Index>>> {
    if m.size() > limit {
        return None;
    }
    if let Some(s) = INDEX_SETS.with(|c| c.borrow().get(m).cloned()) {
        return Some(s);
    }
    let s = Rc::new(enumerate_indices(m));
    INDEX_SETS.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= 256 {
            c.clear();
        }
        c.insert(m.clone(), s.clone());
    });
    Some(s)
}

/// The size of every axis `m` mentions (skewed labels give their base axis).
fn axis_sizes(m: &Mapping) -> Vec<(String, u64)> {
    m.symbols()
        .into_iter()
        .map(|s| match &s.skew {
            Some(k) => (k.base.as_str().to_string(), k.base_size),
            None => (s.axis.as_str().to_string(), s.size),
        })
        .collect()
}

/// Whether every coordinate of `idx` is inside its axis.
fn in_range(idx: &Index, sizes: &[(String, u64)]) -> bool {
    sizes.iter().all(|(a, n)| idx.get(a) < *n)
}

/// The indices position `i` of `m` holds, dropping any with a coordinate past its
/// axis: a padded axis split into digits (`m[B # 24 / 8, B # 24 % 8]`, L3589–3603)
/// reaches such coordinates in its padding lanes, which hold no element.
pub fn position(m: &Mapping, i: u64) -> Vec<Index> {
    let sizes = axis_sizes(m);
    let v = match m.map(i) {
        Image::Padding => vec![],
        Image::Index(idx) => vec![idx],
        Image::Indices(v) => v,
    };
    v.into_iter().filter(|x| in_range(x, &sizes)).collect()
}

fn enumerate_indices(m: &Mapping) -> BTreeSet<Index> {
    let n = m.size();
    let sizes = axis_sizes(m);
    let mut out = BTreeSet::new();
    for i in 0..n {
        match m.map(i) {
            Image::Padding => {}
            Image::Index(idx) => {
                if in_range(&idx, &sizes) {
                    out.insert(idx);
                }
            }
            Image::Indices(v) => out.extend(v.into_iter().filter(|x| in_range(x, &sizes))),
        }
    }
    out
}

/// Whether two mappings hold the same set of tensor indices; `Err` names an index
/// held by one and not the other. Decided by the digit algebra
/// ([`visa_mapping::holds::IndexSet`]); mappings outside it are compared by enumeration
/// up to [`FALLBACK_LIMIT`] positions and pass above it (`docs/decisions.md`, X9).
pub fn same_indices(a: &Mapping, b: &Mapping) -> Result<(), String> {
    subset_indices(a, b)?;
    subset_indices(b, a)
}

/// Whether every index `a` holds is held by `b`; `Err` names one that is not.
/// Decided like [`same_indices`].
pub fn subset_indices(a: &Mapping, b: &Mapping) -> Result<(), String> {
    let decided = IndexSet::of(a)
        .zip(IndexSet::of(b))
        .and_then(|(x, y)| x.subset(&y));
    let missing = match decided {
        Some(r) => r.err(),
        None => {
            if a.size() > FALLBACK_LIMIT || b.size() > FALLBACK_LIMIT {
                return Ok(());
            }
            let (Some(x), Some(y)) = (index_set(a), index_set(b)) else {
                return Ok(());
            };
            x.difference(&y).next().cloned()
        }
    };
    match missing {
        Some(i) => Err(format!("index {i} is held by {a} but not by {b}")),
        None => Ok(()),
    }
}

/// Whether two mappings are equivalent (same index at every position, L1017–1028):
/// equal normal forms, else the mapping library's prover (probes, e-graph), which
/// enumerates positions only up to [`FALLBACK_LIMIT`] (an unproven pair is not
/// equivalent; `docs/decisions.md`, X9).
pub fn equivalent(a: &Mapping, b: &Mapping) -> bool {
    let prover = visa_mapping::Prover {
        enumerate_limit: FALLBACK_LIMIT,
        ..visa_mapping::Prover::default()
    };
    visa_mapping::normal::normalize(a) == visa_mapping::normal::normalize(b)
        || matches!(
            prover.check(a, b).result,
            visa_mapping::equiv::Equivalence::Equivalent
        )
}

/// The stream type of `v`, if it is one.
pub fn stream_of(ctx: &Context, v: Value) -> Option<&StreamType> {
    ctx.type_as::<StreamType>(ctx.value_type(v))
}

/// The memory type of `v`, if it is one.
pub fn mem_of(ctx: &Context, v: Value) -> Option<&MemType> {
    ctx.type_as::<MemType>(ctx.value_type(v))
}
