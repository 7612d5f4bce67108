//! The Switch Engine on mappings (manual L3054–3542, digest-B §2.8–2.10): which change of a
//! stream's `Slice` and `Time` mappings a [`SwitchConfig`] makes, whether a configuration
//! realizes a given change ([`realizes`]), and which configuration to choose for one
//! ([`select`]).
//!
//! The regular topologies are exact rewrites of normal forms (digest-B §2.8): the input
//! Slice (256 positions) is split at its minor end into `[slice2, slice1, slice0]` and the
//! input Time into `[time1, time0]` (or `[time2, time1, time0]`), a digit `(X / d) % n`
//! splitting at a factor `k` into `(X / (d·k)) % (n / k)` and `(X / d) % k`; the output
//! is the topology's rearrangement of the parts, with *fresh* broadcast dimensions
//! ("tile", L3150–3153) where the manual broadcasts: digits of axes the input stream does
//! not hold (the GEMV's `I`, L391–399). Nothing is enumerated.
//!
//! A custom topology (L3332–3458) is one snoop bitmap per slice of the 256-slice ring:
//! [`custom_routing`] derives the bitmaps from the two mappings by evaluating the Slice
//! mappings at their 256 positions and the moved Time part at its (at most 256) positions —
//! bounded by the ring, not by the tensor — and checks order preservation (L3459–3470) and
//! the innermost time position (L3471–3482).

use std::collections::{BTreeSet, HashMap};
use std::fmt;

use visa_tcp::limits as l;
use visa_tcp::{CustomRouting, SnoopBitmap, Switch, SwitchConfig};

use crate::axes::Axis;
use crate::equiv::{equivalent, Equivalence};
use crate::eval::Image;
use crate::expr::Mapping;
use crate::normal::{normalize, Factor, Normal};

/// The `Slice` and `Time` mappings of one side of a switch.
#[derive(Clone, Copy, Debug)]
pub struct SliceTime<'a> {
    /// `Slice` (256 positions: the whole cluster, L3501–3502).
    pub slice: &'a Mapping,
    /// `Time`.
    pub time: &'a Mapping,
}

/// The axes a stream holds: every axis its mappings mention. An output Slice axis the input
/// does not hold is a fresh broadcast dimension.
pub fn held_axes<'a>(maps: impl IntoIterator<Item = &'a Mapping>) -> BTreeSet<Axis> {
    maps.into_iter()
        .flat_map(|m| m.symbols().into_iter().map(|s| s.axis.clone()))
        .collect()
}

/// One part of an expected output mapping.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Part {
    /// These factors, exactly (up to equivalence).
    Fixed(Vec<Factor>),
    /// A fresh broadcast dimension of this size (axes the input does not hold).
    Fresh(u64),
}

/// The output a configuration produces from an input: `Slice` and `Time`, outer first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    slice: Vec<Part>,
    time: Vec<Factor>,
}

impl Expected {
    /// The output Slice and Time as mappings, each fresh broadcast dimension spelled by
    /// `fresh(size)` (an axis the input does not hold).
    pub fn to_mappings(&self, mut fresh: impl FnMut(u64) -> Mapping) -> (Mapping, Mapping) {
        let mut parts = Vec::new();
        for p in &self.slice {
            match p {
                Part::Fixed(fs) => parts.extend(fs.iter().map(Factor::to_mapping)),
                Part::Fresh(n) => parts.push(fresh(*n)),
            }
        }
        (list(parts), Normal(self.time.clone()).to_mapping())
    }
}

fn list(parts: Vec<Mapping>) -> Mapping {
    Mapping::list(
        parts
            .into_iter()
            .filter(|m| m.size() != 1 || !matches!(m, Mapping::Identity)),
    )
    .unwrap_or(Mapping::Identity)
}

impl fmt::Display for Expected {
    /// `Slice m[A / 4, <fresh 4>] and Time m[B / 4, A / 2 % 2, B % 4, A % 2]`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut items = Vec::new();
        for p in &self.slice {
            match p {
                Part::Fixed(fs) => items.extend(fs.iter().map(|x| {
                    let t = x.to_mapping().to_string();
                    match t.strip_prefix("m[").and_then(|t| t.strip_suffix(']')) {
                        Some(inner) => inner.to_string(),
                        None => t,
                    }
                })),
                Part::Fresh(n) => items.push(format!("<broadcast {n}>")),
            }
        }
        if items.is_empty() {
            items.push("1".into());
        }
        write!(
            f,
            "Slice m[{}] and Time {}",
            items.join(", "),
            Normal(self.time.clone())
        )
    }
}

/// Splits a factor list at its minor end: `(outer, inner)` with `inner` of `k` positions.
fn split_minor(fs: &[Factor], k: u64) -> Result<(Vec<Factor>, Vec<Factor>), String> {
    let mut inner: Vec<Factor> = Vec::new();
    let mut rest = k;
    let mut i = fs.len();
    while rest > 1 {
        if i == 0 {
            return Err(format!(
                "{} has too few positions for an inner part of {k}",
                Normal(fs.to_vec())
            ));
        }
        i -= 1;
        let f = &fs[i];
        let n = f.size();
        if n <= rest && rest.is_multiple_of(n) {
            inner.insert(0, f.clone());
            rest /= n;
            continue;
        }
        let (outer, inn) = split_factor(f, rest).ok_or_else(|| {
            format!(
                "{} cannot be split into an inner part of {k} positions (at factor {})",
                Normal(fs.to_vec()),
                f.to_mapping()
            )
        })?;
        inner.insert(0, inn);
        let mut out = fs[..i].to_vec();
        out.push(outer);
        return Ok((out, inner));
    }
    // Size-1 factors at the boundary stay outside (they add no position).
    Ok((fs[..i].to_vec(), inner))
}

/// Splits one factor of `n` positions into `(outer, inner)` of `n / r` and `r` positions.
fn split_factor(f: &Factor, r: u64) -> Option<(Factor, Factor)> {
    if r == 0 || !f.size().is_multiple_of(r) {
        return None;
    }
    match f {
        Factor::Digit {
            symbol,
            stride,
            count,
        } => Some((
            Factor::Digit {
                symbol: symbol.clone(),
                stride: stride.checked_mul(r)?,
                count: count / r,
            },
            Factor::Digit {
                symbol: symbol.clone(),
                stride: *stride,
                count: r,
            },
        )),
        Factor::Block {
            left,
            valid,
            size,
            inner,
        } if left.is_multiple_of(r) && valid.is_multiple_of(r) => {
            let (io, ii) = split_minor(inner, r).ok()?;
            if ii.iter().map(Factor::size).product::<u64>() != r {
                return None;
            }
            let inner_whole = Factor::Block {
                left: 0,
                valid: r,
                size: r,
                inner: ii,
            };
            Some((
                Factor::Block {
                    left: left / r,
                    valid: valid / r,
                    size: size / r,
                    inner: io,
                },
                unwrap_block(inner_whole),
            ))
        }
        _ => None,
    }
}

/// A block without padding is its content; a one-factor content is that factor.
fn unwrap_block(f: Factor) -> Factor {
    match f {
        Factor::Block {
            left: 0,
            valid,
            size,
            inner,
        } if valid == size && inner.len() == 1 && inner[0].size() == size => inner
            .into_iter()
            .next()
            .unwrap_or(Factor::Opaque(Mapping::Identity)),
        f => f,
    }
}

/// Splits a factor list into parts of the given sizes (outer first; their product is the
/// list's size).
fn split(fs: &[Factor], sizes: &[u64], what: &str) -> Result<Vec<Vec<Factor>>, String> {
    let total: u64 = fs.iter().map(Factor::size).product();
    let want: u64 = sizes.iter().product();
    if total != want {
        return Err(format!(
            "{what} {} has {total} positions, not {}",
            Normal(fs.to_vec()),
            sizes
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" × ")
        ));
    }
    let mut parts = Vec::new();
    let mut rest = fs.to_vec();
    for &n in sizes[1..].iter().rev() {
        let (o, i) = split_minor(&rest, n).map_err(|e| format!("{what}: {e}"))?;
        parts.insert(0, i);
        rest = o;
    }
    parts.insert(0, rest);
    Ok(parts)
}

fn cat(parts: &[&[Factor]]) -> Vec<Factor> {
    parts.iter().flat_map(|p| p.iter().cloned()).collect()
}

/// The output the configuration makes of the input (digest-B §2.8), or why it cannot run
/// on that input (sizes that do not split).
pub fn expected(cfg: &SwitchConfig, input: SliceTime<'_>) -> Result<Expected, String> {
    let s = normalize(input.slice).0;
    let t = normalize(input.time).0;
    let slices: u64 = s.iter().map(Factor::size).product();
    if slices != l::SLICES {
        return Err(format!(
            "the input Slice {} has {slices} positions; the switch needs the whole cluster of {} (L3501–3502)",
            input.slice,
            l::SLICES
        ));
    }
    let time: u64 = input.time.size();
    let ring = |s1: u32, s0: u32| -> Result<Vec<Vec<Factor>>, String> {
        let (s1, s0) = (u64::from(s1), u64::from(s0));
        if s1 == 0 || s0 == 0 || !(l::SLICES).is_multiple_of(s1 * s0) {
            return Err(format!(
                "slice1 × slice0 = {} does not divide the {} slices",
                s1 * s0,
                l::SLICES
            ));
        }
        split(&s, &[l::SLICES / (s1 * s0), s1, s0], "Slice")
    };
    let fixed = |fs: &[Factor]| Part::Fixed(fs.to_vec());
    Ok(match *cfg {
        SwitchConfig::Forward => Expected {
            slice: vec![fixed(&s)],
            time: t,
        },
        SwitchConfig::Broadcast01 {
            slice1,
            slice0,
            time0,
        } => {
            let p = ring(slice1, slice0)?;
            let t0 = u64::from(time0);
            if t0 == 0 || !time.is_multiple_of(t0) {
                return Err(format!(
                    "time0 = {t0} does not divide the input Time size {time}"
                ));
            }
            let tp = split(&t, &[time / t0, t0], "Time")?;
            Expected {
                slice: vec![
                    fixed(&p[0]),
                    Part::Fresh(u64::from(slice1) * u64::from(slice0)),
                ],
                time: cat(&[&tp[0], &p[1], &tp[1], &p[2]]),
            }
        }
        SwitchConfig::Broadcast1 { slice1, slice0 } => {
            let p = ring(slice1, slice0)?;
            Expected {
                slice: vec![fixed(&p[0]), Part::Fresh(u64::from(slice1)), fixed(&p[2])],
                time: cat(&[&t, &p[1]]),
            }
        }
        SwitchConfig::Transpose { slice1, slice0 } => {
            let p = ring(slice1, slice0)?;
            Expected {
                slice: vec![fixed(&cat(&[&p[0], &p[2], &p[1]]))],
                time: t,
            }
        }
        SwitchConfig::InterTranspose {
            slice1,
            slice0,
            time0,
        } => {
            let p = ring(slice1, slice0)?;
            let (s1, t0) = (u64::from(slice1), u64::from(time0));
            if t0 == 0 || !time.is_multiple_of(s1 * t0) {
                return Err(format!(
                    "slice1 × time0 = {} does not divide the input Time size {time}",
                    s1 * t0
                ));
            }
            let tp = split(&t, &[time / (s1 * t0), s1, t0], "Time")?;
            Expected {
                slice: vec![fixed(&cat(&[&p[0], &tp[1], &p[2]]))],
                time: cat(&[&tp[0], &tp[2], &p[1]]),
            }
        }
        SwitchConfig::Custom(_) => {
            return Err("a custom routing is not a mapping rewrite; see custom_routing".into())
        }
    })
}

/// Whether two factor lists are equivalent: equal normal forms (canonical for digits);
/// the prover only when a list holds padding or an opaque factor.
fn same(a: &[Factor], b: &[Factor]) -> bool {
    let (ma, mb) = (
        Normal(a.to_vec()).to_mapping(),
        Normal(b.to_vec()).to_mapping(),
    );
    let (na, nb) = (normalize(&ma), normalize(&mb));
    if na == nb {
        return true;
    }
    let digits = |n: &Normal| n.0.iter().all(|f| matches!(f, Factor::Digit { .. }));
    na.size() == nb.size()
        && !(digits(&na) && digits(&nb))
        && equivalent(&ma, &mb) == Equivalence::Equivalent
}

/// Whether `actual` is the expected Slice: fixed parts equivalent, fresh parts made of
/// digits of axes the input does not hold.
fn slice_matches(parts: &[Part], actual: &Mapping, held: &BTreeSet<Axis>) -> bool {
    let fs = normalize(actual).0;
    let sizes: Vec<u64> = parts
        .iter()
        .map(|p| match p {
            Part::Fixed(f) => f.iter().map(Factor::size).product(),
            Part::Fresh(n) => *n,
        })
        .collect();
    let mut sizes_nz = sizes.clone();
    sizes_nz.insert(0, 1);
    let Ok(mut got) = split(&fs, &sizes_nz, "Slice") else {
        return false;
    };
    got.remove(0);
    parts.iter().zip(&got).all(|(p, g)| match p {
        Part::Fixed(f) => same(f, g),
        Part::Fresh(_) => g.iter().all(|x| match x {
            Factor::Digit { symbol, .. } => !held.contains(&symbol.axis),
            _ => false,
        }),
    })
}

/// Whether `cfg` turns `input` into `output`; `Err` says what the topology would need.
/// `held` is the input stream's axes ([`held_axes`]). A custom configuration realizes the
/// change when the derived bitmaps fit its ring size.
pub fn realizes(
    cfg: &SwitchConfig,
    input: SliceTime<'_>,
    output: SliceTime<'_>,
    held: &BTreeSet<Axis>,
) -> Result<(), String> {
    if let SwitchConfig::Custom(c) = cfg {
        let r = custom_routing(input, output, held)?;
        if r.ring_size > c.ring_size {
            return Err(format!(
                "the routing needs rings of {} slices (output slices take data from that far), more than ring_size = {}",
                r.ring_size, c.ring_size
            ));
        }
        return Ok(());
    }
    let e = expected(cfg, input)?;
    let time_ok = same(&e.time, &normalize(output.time).0);
    if time_ok && slice_matches(&e.slice, output.slice, held) {
        Ok(())
    } else {
        Err(format!("it would produce {e}"))
    }
}

/// The configuration [`select`] chose and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Selection {
    /// The configuration (a custom one with its bitmaps).
    pub config: SwitchConfig,
    /// Why it was chosen, in words (the pass's remark).
    pub why: String,
}

fn pow2_upto(n: u64) -> impl Iterator<Item = u32> {
    (0..=n.ilog2()).map(|k| 1u32 << k)
}

fn divisors(n: u64) -> Vec<u64> {
    let mut v: Vec<u64> = (1..=n.isqrt()).filter(|d| n.is_multiple_of(*d)).collect();
    let big: Vec<u64> = v
        .iter()
        .rev()
        .map(|d| n / d)
        .filter(|d| d * d != n)
        .collect();
    v.extend(big);
    v
}

/// Every regular configuration of `topology` for an input Time of `time` positions, in
/// preference order (smaller rings first).
fn candidates(topology: Switch, time: u64) -> Vec<SwitchConfig> {
    let mut out = Vec::new();
    for s0 in pow2_upto(l::SLICES) {
        for s1 in pow2_upto(l::SLICES / u64::from(s0)) {
            match topology {
                Switch::Forward | Switch::Custom => {}
                Switch::Transpose => out.push(SwitchConfig::Transpose {
                    slice1: s1,
                    slice0: s0,
                }),
                Switch::Broadcast1 => out.push(SwitchConfig::Broadcast1 {
                    slice1: s1,
                    slice0: s0,
                }),
                Switch::Broadcast01 => {
                    for t0 in divisors(time) {
                        if let Ok(time0) = u32::try_from(t0) {
                            out.push(SwitchConfig::Broadcast01 {
                                slice1: s1,
                                slice0: s0,
                                time0,
                            });
                        }
                    }
                }
                Switch::InterTranspose => {
                    for t0 in divisors(time) {
                        if time.is_multiple_of(u64::from(s1) * t0) {
                            if let Ok(time0) = u32::try_from(t0) {
                                out.push(SwitchConfig::InterTranspose {
                                    slice1: s1,
                                    slice0: s0,
                                    time0,
                                });
                            }
                        }
                    }
                }
            }
        }
    }
    out.sort_by_key(|c| c.ring_size());
    out
}

/// Why each topology cannot realize a change (the selection's failure).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoTopology(pub Vec<(Switch, String)>);

impl fmt::Display for NoTopology {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (t, why)) in self.0.iter().enumerate() {
            if i > 0 {
                write!(f, "; ")?;
            }
            write!(f, "{t}: {why}")?;
        }
        Ok(())
    }
}

/// Chooses the configuration realizing `input → output` (digest-B §2.9): forwarding when
/// nothing moves; else the regular configuration with the smallest ring (cycles are
/// proportional to it, L3527–3529), ties broken by the order forward, transpose,
/// broadcast01, broadcast1, inter_transpose and then by smaller `slice0`; else a custom
/// routing with its smallest ring (its bitmap costs an SFR write that preempts DMA and the
/// sub context, L3336). `Err` gives each topology's reason.
pub fn select(
    input: SliceTime<'_>,
    output: SliceTime<'_>,
    held: &BTreeSet<Axis>,
) -> Result<Selection, NoTopology> {
    let mut why = Vec::new();
    if let Err(e) = expected(&SwitchConfig::Forward, input) {
        return Err(NoTopology(vec![(Switch::Forward, e)]));
    }
    if output.slice.size() != l::SLICES {
        return Err(NoTopology(vec![(
            Switch::Forward,
            format!(
                "the output Slice {} has {} positions; the switch needs the whole cluster of {} (L3501–3502)",
                output.slice,
                output.slice.size(),
                l::SLICES
            ),
        )]));
    }
    match realizes(&SwitchConfig::Forward, input, output, held) {
        Ok(()) => {
            return Ok(Selection {
                config: SwitchConfig::Forward,
                why: "Slice and Time are unchanged: forwarding, ring size 1".into(),
            })
        }
        Err(e) => why.push((Switch::Forward, e)),
    }
    let time = input.time.size();
    let mut best: Option<SwitchConfig> = None;
    for topology in [
        Switch::Transpose,
        Switch::Broadcast01,
        Switch::Broadcast1,
        Switch::InterTranspose,
    ] {
        let found = candidates(topology, time)
            .into_iter()
            .filter(|c| best.as_ref().is_none_or(|b| c.ring_size() < b.ring_size()))
            .find(|c| realizes(c, input, output, held).is_ok());
        match found {
            Some(c) => best = Some(c),
            None if best.is_some() => {}
            None => why.push((topology, regular_why(topology, input, output, held))),
        }
    }
    if let Some(config) = best {
        let others = if why.is_empty() {
            String::new()
        } else {
            format!(
                "; {} cannot",
                why.iter()
                    .map(|(t, _)| t.keyword())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        };
        return Ok(Selection {
            why: format!(
                "the smallest ring that realizes the change, {} slices{others}",
                config.ring_size()
            ),
            config,
        });
    }
    match custom_routing(input, output, held) {
        Ok(r) => {
            let ring = r.ring_size;
            Ok(Selection {
                config: SwitchConfig::Custom(r),
                why: format!(
                    "no regular topology realizes the change; a custom routing does with rings of {ring} slices"
                ),
            })
        }
        Err(e) => {
            why.push((Switch::Custom, e));
            Err(NoTopology(why))
        }
    }
}

/// What a regular topology would need, for the failure message.
fn regular_why(
    topology: Switch,
    input: SliceTime<'_>,
    output: SliceTime<'_>,
    held: &BTreeSet<Axis>,
) -> String {
    let fresh = normalize(output.slice).0.iter().any(|f| match f {
        Factor::Digit { symbol, .. } => !held.contains(&symbol.axis),
        _ => false,
    });
    match topology {
        Switch::Transpose if !same(&normalize(input.time).0, &normalize(output.time).0) => format!(
            "it keeps Time {} (L3258–3262), the output's is {}",
            input.time, output.time
        ),
        Switch::Transpose => "no swap of two inner Slice sub-dimensions gives the output Slice (L3258–3262)".into(),
        Switch::Broadcast01 | Switch::Broadcast1 if !fresh => {
            "it broadcasts, so the output Slice needs a fresh axis (one the input does not hold, L3150–3153); it has none".into()
        }
        Switch::Broadcast01 => "no (slice1, slice0, time0) gives Slice [slice2, broadcast] and Time [time1, slice1, time0, slice0] (L3144–3153)".into(),
        Switch::Broadcast1 => "no (slice1, slice0) gives Slice [slice2, broadcast, slice0] and Time [time, slice1] (L3223–3233)".into(),
        Switch::InterTranspose => "no (slice1, slice0, time0) gives Slice [slice2, time1, slice0] and Time [time2, time0, slice1] (L3290–3302)".into(),
        Switch::Forward | Switch::Custom => String::new(),
    }
}

/// The index of `img` as coordinates over `axes` (`None` for padding or several indices).
fn coords(img: &Image, axes: &[Axis]) -> Option<Vec<u64>> {
    img.index()
        .map(|i| axes.iter().map(|a| i.get(a.as_str())).collect())
}

fn axes_of(m: &Mapping) -> BTreeSet<Axis> {
    held_axes([m])
}

/// Derives a custom routing (L3332–3458, digest-B §2.10): the output Time must be the
/// input Time followed by the moved part (innermost time position, L3471–3482); each output
/// slice takes, for each moved position in order, the one input slice holding that index,
/// in ascending ring order (order preservation, L3459–3470); the ring size is the smallest
/// power of two containing every slice's sources.
pub fn custom_routing(
    input: SliceTime<'_>,
    output: SliceTime<'_>,
    held: &BTreeSet<Axis>,
) -> Result<CustomRouting, String> {
    let n = l::SLICES;
    for (what, m) in [("input", input.slice), ("output", output.slice)] {
        if m.size() != n {
            return Err(format!(
                "the {what} Slice {m} has {} positions; the switch needs the whole cluster of {n} (L3501–3502)",
                m.size()
            ));
        }
    }
    let (ti, to) = (input.time.size(), output.time.size());
    let moved_size = if ti > 0 && to.is_multiple_of(ti) {
        to / ti
    } else {
        0
    };
    let innermost = || {
        format!(
            "the output Time {} must be the input Time {} followed by the axes moved out of Slice, innermost (L3471–3482)",
            output.time, input.time
        )
    };
    if moved_size == 0 || moved_size > n {
        return Err(innermost());
    }
    let (outer, moved) =
        split_minor(&normalize(output.time).0, moved_size).map_err(|_| innermost())?;
    if !same(&outer, &normalize(input.time).0) {
        return Err(innermost());
    }
    let moved = Normal(moved).to_mapping();
    let in_axes: Vec<Axis> = axes_of(input.slice).into_iter().collect();
    let out_axes: BTreeSet<Axis> = axes_of(output.slice)
        .into_iter()
        .chain(axes_of(&moved))
        .filter(|a| held.contains(a))
        .collect();
    if let Some(a) = out_axes.iter().find(|a| !in_axes.contains(a)) {
        return Err(format!(
            "the output Slice or moved Time holds axis {a}, which the input Slice does not: snoop bitmaps select by source slice only, not by time (Q-18)"
        ));
    }
    let mut source: HashMap<Vec<u64>, u32> = HashMap::new();
    for s in 0..n {
        let img = input.slice.map(s);
        if matches!(img, Image::Indices(_)) {
            return Err(format!(
                "the input Slice {} holds several indices at slice {s}",
                input.slice
            ));
        }
        if let Some(c) = coords(&img, &in_axes) {
            source.insert(c, s as u32);
        }
    }
    let moved_imgs: Vec<Image> = (0..moved_size).map(|k| moved.map(k)).collect();
    let mut bitmaps = Vec::with_capacity(n as usize);
    let mut ring = 1u64;
    for o in 0..n {
        let img = output.slice.map(o);
        let Some(base) = img.index() else {
            if matches!(img, Image::Indices(_)) {
                return Err(format!(
                    "the output Slice {} holds several indices at slice {o}",
                    output.slice
                ));
            }
            bitmaps.push(SnoopBitmap::default());
            continue;
        };
        let mut srcs = Vec::with_capacity(moved_size as usize);
        for (k, mi) in moved_imgs.iter().enumerate() {
            let Some(mi) = mi.index() else {
                return Err(format!(
                    "the moved Time part {moved} is padding at position {k}: the router cannot leave gaps"
                ));
            };
            let mut idx = base.clone();
            idx.add(mi);
            let key: Vec<u64> = in_axes.iter().map(|a| idx.get(a.as_str())).collect();
            let Some(&s) = source.get(&key) else {
                return Err(format!(
                    "output slice {o} at moved position {k} holds index {idx}, which no input slice holds"
                ));
            };
            if let Some(&prev) = srcs.last() {
                if s <= prev {
                    return Err(format!(
                        "the moved axes {moved} take input slices out of ring order (slice {s} after {prev} for output slice {o}); they must keep their order in the input Slice (L3459–3470)"
                    ));
                }
            }
            srcs.push(s);
        }
        for &s in &srcs {
            while u64::from(s) / ring != o / ring {
                ring *= 2;
            }
        }
        bitmaps.push(SnoopBitmap::from_slices(srcs));
    }
    Ok(CustomRouting {
        ring_size: ring as u32,
        bitmaps,
    })
}

#[cfg(test)]
mod tests;
