//! Term-by-term derivation of a sequencer configuration from (Buf, Time, Packet), as the
//! Sequencer chapter does it (L1429–1627; digest-A §2.4–2.5, §2.9).
//!
//! Buf is flattened into digits `(X / s) % n`, each at a physical stride (the product of
//! the padded sizes of the factors to its right). Each stream term (Time terms, then Packet
//! terms) becomes one entry per Buf digit it spans:
//! - an axis absent from Buf is a broadcast, stride 0;
//! - otherwise the term's coordinate range `[s', s'·n')` is cut at the Buf digit boundaries
//!   by the decomposition shared with [`crate::factor::factorize`] ([`crate::factor::Reader`]);
//!   each piece `[c, c')` inside Buf digit `(s, n)` at stride `β` is the entry
//!   `c'/c : β·c/s` (outer pieces first). A range no Buf digit covers is *insufficient
//!   input*; a cut that does not divide is *incompatible shapes*;
//! - a padded term (`C # 16`, `[B, C] # 16`, `[# 2 + B + # 4] / 32`) reads its padded
//!   positions from the contiguous run that holds its content; left padding moves the base
//!   address back (`@ base_addr = -2`).
//!
//! Size-1 entries are dropped, entries are merged when more than 8 remain, and the limits
//! are checked. The steps are recorded as a trace (Term | Entry | Stride Source | Buf After).

use crate::expr::Mapping;
use crate::factor::{self, CutError, Holder, ReadError, Reader};

use super::config::{merge_entries, Config, Entry, MAX_ENTRIES};
use super::error::{SeqError, SeqErrorKind};
use super::masking::{mask_case, Masking};
use super::terms::{flatten, place, Digit, Factor, Layout, View};

/// One row of the derivation trace, as in the manual's tables.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TraceRow {
    /// The stream term, e.g. `A % 4 = 3` or `C # 16`.
    pub term: String,
    /// The entry it produced.
    pub entry: Entry,
    /// Where the stride comes from, e.g. `m![C # 32]::SIZE` or `not in Buf (broadcast)`.
    pub source: String,
    /// Buf with the consumed digits replaced by `1 # n`, e.g. `m![A, 1 # 8, C # 32]`.
    pub buf_after: String,
}

/// The loop structure derived from a (Buf, Time, Packet) triple, before fetch figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Derivation {
    /// The final (merged, checked) configuration.
    pub config: Config,
    /// The entries before merging (after dropping size-1 entries), outermost first.
    pub unmerged: Vec<Entry>,
    /// The term-by-term trace.
    pub trace: Vec<TraceRow>,
    /// The masking configuration when the innermost stream axis is padded.
    pub masking: Option<Masking>,
    /// Whether some padded stream positions are read without masking (padding that is not
    /// on the innermost axis); those lanes hold whatever memory holds ("don't care").
    pub unmasked_padding: bool,
}

/// A Buf digit placed in memory.
#[derive(Debug, Clone)]
struct BufDigit {
    digit: Digit,
    stride: i64,
    factor: usize,
    /// Product of consumed piece sizes (full when equal to `n`).
    consumed_size: u64,
}

/// The Buf digits as the shared decomposition ([`factor::cut`]) sees them.
fn holders(digits: &[BufDigit]) -> Vec<Holder> {
    digits
        .iter()
        .map(|b| Holder {
            axis: b.digit.axis.clone(),
            stride: b.digit.s,
            count: b.digit.n,
            values: b.digit.r,
        })
        .collect()
}

/// One item of the "Buf After" display.
#[derive(Debug, Clone)]
enum Disp {
    Pad(u64),
    Digit { j: usize, d: Digit },
    Block { f: usize, text: String, phys: u64 },
}

impl Disp {
    fn text(&self) -> String {
        match self {
            Disp::Pad(k) => format!("1 # {k}"),
            Disp::Digit { d, .. } => d.to_string(),
            Disp::Block { text, .. } => text.clone(),
        }
    }
}

fn show(items: &[Disp]) -> String {
    match items {
        [Disp::Pad(k)] => format!("1 # {k}"),
        _ => format!(
            "m![{}]",
            items.iter().map(Disp::text).collect::<Vec<_>>().join(", ")
        ),
    }
}

fn fuse(items: &mut Vec<Disp>) {
    let mut out: Vec<Disp> = Vec::with_capacity(items.len());
    for it in items.drain(..) {
        match (out.last_mut(), &it) {
            (Some(Disp::Pad(a)), Disp::Pad(b)) => *a *= *b,
            _ => out.push(it),
        }
    }
    *items = out;
}

/// A raw entry before dropping and merging, with where it came from.
#[derive(Debug, Clone, Copy)]
struct Raw {
    entry: Entry,
    packet: bool,
    anchor: bool,
}

/// A padded stream axis (a virtual axis over the padded positions of one factor).
#[derive(Debug, Clone)]
struct Virtual {
    key: (Vec<Digit>, u64, u64),
    stride: i64,
    /// Raw entry indices of its terms, with their views.
    terms: Vec<(usize, View)>,
}

struct State {
    explain: bool,
    digits: Vec<BufDigit>,
    /// The shared decomposition over the Buf digits ([`factor::Reader`]).
    reader: Reader,
    disp: Vec<Disp>,
    base: i64,
    raws: Vec<Raw>,
    trace: Vec<TraceRow>,
    virtuals: Vec<Virtual>,
}

fn to_i64(v: u64, what: &str) -> Result<i64, SeqError> {
    i64::try_from(v).map_err(|_| {
        SeqError::new(
            SeqErrorKind::Unsupported,
            format!("{what} {v} does not fit a signed 64-bit stride"),
        )
    })
}

fn mul(a: i64, b: i64) -> Result<i64, SeqError> {
    a.checked_mul(b)
        .ok_or_else(|| SeqError::new(SeqErrorKind::Unsupported, "a stride overflows 64 bits"))
}

impl State {
    fn new(buf: &Mapping, explain: bool) -> Result<State, SeqError> {
        let Layout {
            factors,
            digits: placed,
            base,
        } = place(buf)?;
        let base = to_i64(base, "base offset")?;
        let mut digits = Vec::new();
        let mut disp = Vec::new();
        let mut placed = placed.into_iter().peekable();
        for (f, fac) in factors.iter().enumerate() {
            let simple = fac.as_digit().is_some();
            if !explain {
                // The display is only for the trace.
            } else if fac.core.is_empty() {
                disp.push(Disp::Pad(fac.phys));
            } else if !simple {
                disp.push(Disp::Block {
                    f,
                    text: fac.to_string(),
                    phys: fac.phys,
                });
            }
            while let Some(p) = placed.next_if(|p| p.factor == f) {
                if simple && explain {
                    disp.push(Disp::Digit {
                        j: digits.len(),
                        d: p.digit.clone(),
                    });
                }
                digits.push(BufDigit {
                    digit: p.digit,
                    stride: to_i64(p.stride, "stride")?,
                    factor: f,
                    consumed_size: 1,
                });
            }
        }
        // One axis may appear in several Buf digits only when their ranges are disjoint.
        let reader = Reader::new(holders(&digits));
        if let Some((i, j)) = factor::overlap(reader.holders()) {
            return Err(SeqError::new(
                SeqErrorKind::Unsupported,
                format!(
                    "Buf holds overlapping digits `{}` and `{}` of one axis",
                    digits[i].digit, digits[j].digit
                ),
            ));
        }
        Ok(State {
            explain,
            digits,
            reader,
            disp,
            base,
            raws: vec![],
            trace: vec![],
            virtuals: vec![],
        })
    }

    fn push_raw(&mut self, entry: Entry, packet: bool) -> usize {
        self.raws.push(Raw {
            entry,
            packet,
            anchor: false,
        });
        self.raws.len() - 1
    }

    /// Consumes the pieces of stream digit `d` ([`factor::Reader::read`]), returning
    /// `(entry, j, c, c')` outermost first.
    fn consume(&mut self, d: &Digit) -> Result<Vec<(Entry, usize, u64, u64)>, SeqError> {
        let reads = self.reader.read(&d.axis, d.s, d.n, d.r).map_err(|e| {
            let (kind, msg) = match e {
                ReadError::Cut(CutError::Insufficient { low, .. }) => (
                    SeqErrorKind::InsufficientInput,
                    format!(
                        "term `{d}` iterates {} in steps of {low}, but Buf holds no digit of {} there",
                        d.axis, d.axis
                    ),
                ),
                ReadError::Cut(CutError::Incompatible { holder, low, high }) => (
                    SeqErrorKind::IncompatibleShapes,
                    format!(
                        "term `{d}` and Buf digit `{}` cut axis {} at {low} and {high}, and {low} \
                         does not divide {high}; no common factorization",
                        self.digits[holder].digit, d.axis
                    ),
                ),
                ReadError::Misaligned => (
                    SeqErrorKind::IncompatibleShapes,
                    format!("slice `{d}` does not align with the Buf digits it spans"),
                ),
                ReadError::Spent { holder } => (
                    SeqErrorKind::InsufficientInput,
                    format!(
                        "term `{d}` reads digit `{}` of Buf that an earlier term already consumed",
                        self.digits[holder].digit
                    ),
                ),
                ReadError::Exceeds { holder, max } => (
                    SeqErrorKind::InsufficientInput,
                    format!(
                        "term `{d}` reads {} values of Buf digit `{}`, which holds only {}",
                        max + 1,
                        self.digits[holder].digit,
                        self.digits[holder].digit.r
                    ),
                ),
            };
            SeqError::new(kind, msg)
        })?;
        let mut out = Vec::with_capacity(reads.len());
        for r in reads {
            let (c, next, j) = (r.cut.low, r.cut.high, r.cut.holder);
            let b = &mut self.digits[j];
            b.consumed_size *= next / c;
            let stride = mul(b.stride, to_i64(r.step, "stride")?)?;
            out.push((Entry::new(r.size, stride), j, c, next));
        }
        out.reverse();
        Ok(out)
    }

    /// Updates the "Buf After" display for a consumed piece; returns the items to the right
    /// of the consumed piece (the stride source) and the display before the update.
    fn display_consume(&mut self, j: usize, c: u64, next: u64) -> (Vec<Disp>, String) {
        let before = show(&self.disp);
        let pos_digit = self.disp.iter().position(|it| match it {
            Disp::Digit { j: jj, d } => *jj == j && d.s <= c && c < d.s * d.n,
            _ => false,
        });
        if let Some(p) = pos_digit {
            let Disp::Digit { d, .. } = self.disp[p].clone() else {
                unreachable!("position matched a digit")
            };
            let top = d.s * d.n;
            let mut repl = Vec::new();
            if next < top {
                repl.push(Disp::Digit {
                    j,
                    d: Digit {
                        s: next,
                        n: top / next,
                        r: top / next,
                        ..d.clone()
                    },
                });
            }
            let full = c == d.s && next == top;
            repl.push(Disp::Pad(if full { d.r } else { next / c }));
            let mut right = Vec::new();
            if c > d.s {
                let inner = Disp::Digit {
                    j,
                    d: Digit {
                        n: c / d.s,
                        r: c / d.s,
                        ..d.clone()
                    },
                };
                right.push(inner.clone());
                repl.push(inner);
            }
            right.extend(self.disp[p + 1..].iter().cloned());
            self.disp.splice(p..=p, repl);
            fuse(&mut self.disp);
            return (right, before);
        }
        let f = self.digits[j].factor;
        let pos_block = self
            .disp
            .iter()
            .position(|it| matches!(it, Disp::Block { f: ff, .. } if *ff == f));
        let Some(p) = pos_block else {
            return (vec![], before);
        };
        let right = self.disp[p + 1..].to_vec();
        let done = self
            .digits
            .iter()
            .filter(|b| b.factor == f)
            .all(|b| b.consumed_size >= b.digit.n);
        if done {
            if let Disp::Block { phys, .. } = self.disp[p] {
                self.disp[p] = Disp::Pad(phys);
            }
            fuse(&mut self.disp);
        }
        (right, before)
    }

    fn source(right: &[Disp], term: &str, before: &str, packet: bool, entry: Entry) -> String {
        if packet && entry.stride == 1 {
            "contiguous (Packet dimension)".to_string()
        } else if right.is_empty() {
            format!("{term} in {before}")
        } else {
            let items: Vec<String> = right.iter().map(Disp::text).collect();
            format!("m![{}]::SIZE", items.join(", "))
        }
    }

    fn digit_term(&mut self, d: &Digit, packet: bool) -> Result<(), SeqError> {
        if !self.reader.holds(&d.axis) {
            let entry = Entry::new(d.r, 0);
            self.push_raw(entry, packet);
            if !self.explain {
                return Ok(());
            }
            self.trace.push(TraceRow {
                term: d.to_string(),
                entry,
                source: "not in Buf (broadcast)".to_string(),
                buf_after: show(&self.disp),
            });
            return Ok(());
        }
        let pieces = self.consume(d)?;
        if !self.explain {
            for (entry, ..) in pieces {
                self.push_raw(entry, packet);
            }
            return Ok(());
        }
        let term = d.to_string();
        for (entry, j, c, next) in pieces {
            self.push_raw(entry, packet);
            let (right, before) = self.display_consume(j, c, next);
            let mut source = Self::source(&right, &term, &before, packet, entry);
            if d.r < d.n && !source.starts_with("contiguous") {
                source.push_str(&format!(" (sliced to {})", d.r));
            }
            self.trace.push(TraceRow {
                term: term.clone(),
                entry,
                source,
                buf_after: show(&self.disp),
            });
        }
        Ok(())
    }

    fn virtual_term(&mut self, fac: &Factor, packet: bool) -> Result<(), SeqError> {
        let view = fac.view.unwrap_or(View {
            s: 1,
            n: fac.phys,
            r: fac.phys,
        });
        let key = (fac.core.clone(), fac.left, fac.phys);
        let mut source = None;
        let vi = match self.virtuals.iter().position(|v| v.key == key) {
            Some(vi) => vi,
            None => {
                // First term of this padded axis: consume its content, which must be one
                // contiguous run (or a broadcast) in Buf.
                let mut run: Vec<Entry> = Vec::new();
                let mut right_all = None;
                for d in &fac.core {
                    if !self.reader.holds(&d.axis) {
                        run.push(Entry::new(d.r, 0));
                        continue;
                    }
                    for (entry, j, c, next) in self.consume(d)? {
                        run.push(entry);
                        if self.explain {
                            let (right, before) = self.display_consume(j, c, next);
                            right_all.get_or_insert((right, before));
                        }
                    }
                }
                let mut origins: Vec<Vec<usize>> = (0..run.len()).map(|k| vec![k]).collect();
                merge_entries(&mut run, &mut origins);
                run.retain(|e| e.size != 1);
                let stride = match &run[..] {
                    [] => 0,
                    [e] if e.size == fac.content() => e.stride,
                    _ => {
                        return Err(SeqError::new(
                            SeqErrorKind::Unsupported,
                            format!(
                                "padded term `{fac}`: its content `{}` is not one contiguous run in Buf",
                                fac.padded_text()
                            ),
                        ))
                    }
                };
                self.base -= mul(to_i64(fac.left, "left padding")?, stride)?;
                if let Some((right, before)) = right_all {
                    source = Some((right, before));
                }
                self.virtuals.push(Virtual {
                    key,
                    stride,
                    terms: vec![],
                });
                self.virtuals.len() - 1
            }
        };
        let stride = mul(self.virtuals[vi].stride, to_i64(view.s, "stride")?)?;
        let entry = Entry::new(view.r, stride);
        let raw = self.push_raw(entry, packet);
        self.virtuals[vi].terms.push((raw, view));
        if !self.explain {
            return Ok(());
        }
        let term = fac.to_string();
        let src = if packet && stride == 1 {
            "contiguous (Packet dimension)".to_string()
        } else if self.virtuals[vi].stride == 0 {
            "not in Buf (broadcast)".to_string()
        } else if view.s == 1 {
            match source {
                Some((right, before)) => Self::source(&right, &term, &before, packet, entry),
                None => format!("`{}` in Buf", fac.padded_text()),
            }
        } else {
            // A digit of a padded axis: its step times the stride of the padded run.
            format!(
                "{} x `{}` (stride {})",
                view.s,
                fac.padded_text(),
                self.virtuals[vi].stride
            )
        };
        self.trace.push(TraceRow {
            term,
            entry,
            source: src,
            buf_after: show(&self.disp),
        });
        Ok(())
    }
}

/// Derives the sequencer loops for reading Buf as the stream (Time, Packet) — or writing
/// the stream into Buf, which uses the identical configuration (L1406).
pub fn derive_loops(
    buf: &Mapping,
    time: &Mapping,
    packet: &Mapping,
) -> Result<Derivation, SeqError> {
    derive_loops_with(buf, time, packet, true)
}

/// As [`derive_loops`]; `explain = false` skips building the trace (faster).
pub fn derive_loops_with(
    buf: &Mapping,
    time: &Mapping,
    packet: &Mapping,
    explain: bool,
) -> Result<Derivation, SeqError> {
    let mut st = State::new(buf, explain)?;
    let time_f = flatten(time)?;
    let packet_f = flatten(packet)?;
    let n_time = time_f.len();
    for (k, fac) in time_f.iter().chain(packet_f.iter()).enumerate() {
        let is_packet = k >= n_time;
        match fac.as_digit() {
            Some(d) => {
                let d = d.clone();
                st.digit_term(&d, is_packet)?
            }
            None => st.virtual_term(fac, is_packet)?,
        }
    }

    let found = find_masking(&st, time)?;
    let unmasked_padding = found.unmasked_padding;
    let outer_raw = found.outer_raw;
    let anchor_at = found.anchor_at;
    let masking = found.masking;
    if let Some(at) = anchor_at {
        st.raws.insert(
            at,
            Raw {
                entry: Entry::new(1, 0),
                packet: false,
                anchor: true,
            },
        );
    }
    let shift = |raw: usize| match anchor_at {
        Some(at) if raw >= at => raw + 1,
        _ => raw,
    };

    // Drop size-1 entries (except the anchor), keep origins for masking and packet_size.
    let mut entries = Vec::new();
    let mut origins: Vec<Vec<usize>> = Vec::new();
    for (k, r) in st.raws.iter().enumerate() {
        if r.entry.size != 1 || r.anchor {
            entries.push(r.entry);
            origins.push(vec![k]);
        }
    }
    if entries.is_empty() {
        entries.push(Entry::new(1, 1));
        origins.push(vec![]);
    }
    let unmerged = entries.clone();
    if entries.len() > MAX_ENTRIES {
        merge_entries(&mut entries, &mut origins);
    }
    let last = entries.len() - 1;
    let last_is_packet = origins[last].iter().any(|&k| st.raws[k].packet);
    let inner = entries[last];
    let packet_size = if last_is_packet && (inner.stride == 0 || inner.stride == 1) {
        inner.size
    } else {
        1
    };
    let config = Config {
        entries,
        packet_size,
        base_addr: st.base,
    };
    config.check()?;

    let find = |raw: usize| -> Result<usize, SeqError> {
        let raw = shift(raw);
        let idx = origins.iter().position(|o| o.contains(&raw));
        match idx {
            Some(i) if origins[i].len() == 1 => Ok(i),
            _ => Err(SeqError::new(
                SeqErrorKind::Masking,
                "the padded axis' entries were merged with others, so they cannot be masked",
            )),
        }
    };
    let masking = match masking {
        None => None,
        Some((left, counts, inner_raw)) => {
            let inner_entry = find(inner_raw)?;
            let outer_entry = outer_raw.map(find).transpose()?;
            let anchor_entry = anchor_at.map(|at| {
                origins
                    .iter()
                    .position(|o| o.contains(&at))
                    .expect("anchor entry is kept")
            });
            let width = config.entries[inner_entry].size;
            let case = mask_case(outer_entry, inner_entry, anchor_entry);
            Some(Masking {
                case,
                left_pad: left,
                base_shift: st.base,
                inner_entry,
                outer_entry,
                anchor_entry,
                valid_counts: counts.clone(),
                right_masked: right_masked(counts.len() as u64, width, left, content_of(&counts)),
                pad_value: 0,
            })
        }
    };
    Ok(Derivation {
        config,
        unmerged,
        trace: st.trace,
        masking,
        unmasked_padding,
    })
}

/// What [`find_masking`] found: the masked padded axis (left pad, valid counts per outer
/// index, raw index of its innermost entry), its outer entry, the case-3 anchor position,
/// and whether other padding is read unmasked.
struct MaskSearch {
    masking: Option<(u64, Vec<u64>, usize)>,
    outer_raw: Option<usize>,
    anchor_at: Option<usize>,
    unmasked_padding: bool,
}

/// Finds the padded axis read by the innermost stream term (masking, L1898–1936).
fn find_masking(st: &State, time: &Mapping) -> Result<MaskSearch, SeqError> {
    let n_raw = st.raws.len();
    let mut masking = None;
    let mut unmasked_padding = false;
    let mut outer_raw = None;
    let mut anchor_at = None;
    for v in &st.virtuals {
        let fac_key = &v.key;
        let content: u64 = fac_key.0.iter().map(|d| d.r).product();
        let (left, phys) = (fac_key.1, fac_key.2);
        let padded = left > 0 || phys > left + content;
        if !padded {
            continue;
        }
        let innermost = v
            .terms
            .iter()
            .find(|(raw, view)| *raw + 1 == n_raw && view.s == 1);
        let Some(&(inner_raw, inner_view)) = innermost else {
            unmasked_padding = true;
            continue;
        };
        let width = inner_view.r;
        let outer = v
            .terms
            .iter()
            .find(|(raw, view)| *raw != inner_raw && view.s == width);
        let counts: Vec<u64> = match outer {
            Some(&(raw, view)) => {
                // Masking needs the padded axis split into one outer and one innermost
                // term; other splits read their padding unmasked (a fetch that asks for
                // masking reports it, docs/decisions.md T9M-1).
                if v.terms.len() != 2 || view.s * view.r != phys {
                    unmasked_padding = true;
                    continue;
                }
                outer_raw = Some(raw);
                (0..view.r)
                    .map(|k| window(k * width, width, left, content))
                    .collect()
            }
            None => {
                // Nor the whole padded axis in the innermost term: unmasked.
                if v.terms.len() != 1 || width != phys {
                    unmasked_padding = true;
                    continue;
                }
                vec![window(0, width, left, content)]
            }
        };
        masking = Some((left, counts, inner_raw));
        // Case 3 anchor: an explicit `1` closing Time.
        if outer.is_some() && time.factors().last() == Some(&&Mapping::Identity) {
            anchor_at = Some(n_time_raws(&st.raws));
        }
    }
    Ok(MaskSearch {
        masking,
        outer_raw,
        anchor_at,
        unmasked_padding,
    })
}

/// Number of raw entries that come from Time (they precede the packet ones).
fn n_time_raws(raws: &[Raw]) -> usize {
    raws.iter().take_while(|r| !r.packet).count()
}

/// Valid content positions in the window `[start, start + width)` of a padded axis whose
/// content occupies `[left, left + content)`.
fn window(start: u64, width: u64, left: u64, content: u64) -> u64 {
    let lo = start.max(left);
    let hi = (start + width).min(left + content);
    hi.saturating_sub(lo)
}

/// Total valid positions over all windows.
fn content_of(counts: &[u64]) -> u64 {
    counts.iter().sum()
}

/// Positions masked on the right of the last of `windows` windows of `width`.
fn right_masked(windows: u64, width: u64, left: u64, content: u64) -> u64 {
    let start = (windows - 1) * width;
    let end = start + width;
    let data_end = (left + content).max(start);
    end.saturating_sub(data_end)
}
