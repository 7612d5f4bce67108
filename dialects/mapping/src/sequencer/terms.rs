//! Flattening a mapping expression into the factor list the sequencer walks (digest-A §2.2):
//! each factor is a run of positions holding one digit `(X / s) % n` of an axis (or a group
//! of digits), possibly padded on the left and right, possibly viewed through a further
//! stride/modulo over its padded positions (`[# 2 + B + # 4] / 32`).

use std::fmt;

use crate::axes::Axis;
use crate::expr::Mapping;

use super::error::{SeqError, SeqErrorKind};

/// The tensor-coordinate digit `(X / s) % n` of axis `X`, of which the first `r` values are
/// present (`r < n` after a resize `= r`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Digit {
    /// The axis name.
    pub axis: Axis,
    /// The axis size `|X|`.
    pub axis_size: u64,
    /// Coordinate divisor `s`: one step of the digit adds `s` to `X`.
    pub s: u64,
    /// Digit width `n`: the digit covers coordinates `[s, s·n)` (in place-value terms).
    pub n: u64,
    /// Number of digit values present, `r <= n`.
    pub r: u64,
}

impl Digit {
    fn whole(axis: &Axis, size: u64) -> Self {
        Digit {
            axis: axis.clone(),
            axis_size: size,
            s: 1,
            n: size,
            r: size,
        }
    }

    /// Whether all `n` values are present.
    pub fn is_full(&self) -> bool {
        self.r == self.n
    }
}

/// Prints the digit as the manual writes it: `A`, `A / 2`, `A % 4`, `W / 8 % 2`, `A % 4 = 3`.
impl fmt::Display for Digit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.axis)?;
        let top = self.s * self.n;
        if self.s > 1 {
            write!(f, " / {}", self.s)?;
        }
        if top != self.axis_size {
            write!(f, " % {}", self.n)?;
        }
        if self.r < self.n {
            write!(f, " = {}", self.r)?;
        }
        Ok(())
    }
}

/// A digit `(v / s) % n` (first `r` values) of the position `v` inside a padded factor.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct View {
    /// Position divisor.
    pub s: u64,
    /// Digit width.
    pub n: u64,
    /// Values present.
    pub r: u64,
}

/// One factor of a flattened mapping.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Factor {
    /// The content digits, major first; empty for `1 # k`. A group (`[B, C] # 16`) has
    /// several digits, all full.
    pub core: Vec<Digit>,
    /// Padding positions before the content.
    pub left: u64,
    /// Total positions, `left + content + right`.
    pub phys: u64,
    /// A digit view over the padded positions (`None`: all positions in order).
    pub view: Option<View>,
}

impl Factor {
    /// Number of content positions (`∏ r` of the core, 1 when empty).
    pub fn content(&self) -> u64 {
        self.core.iter().map(|d| d.r).product()
    }

    /// Number of positions the factor contributes to its mapping's size.
    pub fn size(&self) -> u64 {
        match self.view {
            Some(v) => v.r,
            None => self.phys,
        }
    }

    /// Whether the factor is one unpadded digit (a plain stream term).
    pub fn as_digit(&self) -> Option<&Digit> {
        match (&self.core[..], self.view) {
            ([d], None) if self.left == 0 && self.phys == d.r => Some(d),
            _ => None,
        }
    }

    /// The same positions without a view when the view is a prefix (`(X # p) % k` is
    /// `X = k` or `X # k`), for Buf factors. Stream factors keep their view: their padded
    /// positions form one virtual axis shared with the other terms that split it.
    pub fn without_prefix_view(&self) -> Option<Factor> {
        match (self.view, &self.core[..]) {
            (Some(v), [d]) if v.s == 1 && self.left == 0 && v.r == v.n => Some(Factor {
                core: vec![Digit {
                    r: d.r.min(v.n),
                    ..d.clone()
                }],
                left: 0,
                phys: v.n,
                view: None,
            }),
            _ => None,
        }
    }

    /// Whether the factor has padding positions.
    pub fn is_padded(&self) -> bool {
        self.phys > self.left + self.content() || self.left > 0
    }

    /// Prints the padded content without its view: `C # 32`, `[B, C] # 16`, `# 2 + B + # 4`.
    pub fn padded_text(&self) -> String {
        let content = match &self.core[..] {
            [] => "1".to_string(),
            [d] => d.to_string(),
            ds => format!(
                "[{}]",
                ds.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let right = self.phys - self.left - self.content();
        if self.left > 0 {
            let mut s = format!("# {} + {content}", self.left);
            if right > 0 {
                s.push_str(&format!(" + # {right}"));
            }
            s
        } else if right > 0 {
            format!("{content} # {}", self.phys)
        } else {
            content
        }
    }
}

/// Prints the factor as a term of the manual's tables.
impl fmt::Display for Factor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let base = self.padded_text();
        match self.view {
            None => f.write_str(&base),
            Some(v) => {
                let wrapped = if self.left > 0 || self.core.len() > 1 {
                    format!("[{base}]")
                } else {
                    base
                };
                write!(f, "{wrapped}")?;
                if v.s > 1 {
                    write!(f, " / {}", v.s)?;
                }
                if v.s * v.n != self.phys {
                    write!(f, " % {}", v.n)?;
                }
                if v.r < v.n {
                    write!(f, " = {}", v.r)?;
                }
                Ok(())
            }
        }
    }
}

fn unsupported(what: impl Into<String>) -> SeqError {
    SeqError::new(SeqErrorKind::Unsupported, what)
}

/// Flattens `m` into its factors, outermost first. `Identity` contributes no factor.
pub fn flatten(m: &Mapping) -> Result<Vec<Factor>, SeqError> {
    match m {
        Mapping::Identity => Ok(vec![]),
        Mapping::Symbol(sym) => {
            if sym.skew.is_some() {
                return Err(unsupported(format!(
                    "skewed axis `{}` wraps around, which fixed strides cannot express",
                    sym.axis
                )));
            }
            Ok(vec![Factor {
                core: vec![Digit::whole(&sym.axis, sym.size)],
                left: 0,
                phys: sym.size,
                view: None,
            }])
        }
        Mapping::Pair(..) => {
            // Walk the right spine iteratively: one vector for the whole list.
            let mut v = Vec::new();
            let mut cur = m;
            while let Mapping::Pair(l, r) = cur {
                v.extend(flatten(l)?);
                cur = r;
            }
            v.extend(flatten(cur)?);
            Ok(v)
        }
        Mapping::Padding { inner, left, size } => pad_factors(flatten(inner)?, *left, *size, m),
        Mapping::Resize { inner, size } => resize_factors(flatten(inner)?, *size, m),
        Mapping::Stride { inner, stride } => stride_factors(flatten(inner)?, *stride, m),
        Mapping::Modulo { inner, modulo } => modulo_factors(flatten(inner)?, *modulo, m),
        Mapping::Linear(_) => Err(unsupported(
            "a linear combination `$(...)` is not one-to-one; a sequencer cannot read it",
        )),
        Mapping::Indirect { .. } => Err(unsupported(
            "indirect access `@ [...]` needs an IndirectLoop, which is not supported",
        )),
    }
}

fn pad_factors(
    fs: Vec<Factor>,
    left: u64,
    size: u64,
    whole: &Mapping,
) -> Result<Vec<Factor>, SeqError> {
    if fs.is_empty() {
        // `1 # k` (or `# l + 1 + # r`): one content position with no axis.
        return Ok(vec![Factor {
            core: vec![],
            left,
            phys: size,
            view: None,
        }]);
    }
    if let [f] = &fs[..] {
        if f.view.is_none() {
            return Ok(vec![Factor {
                core: f.core.clone(),
                left: f.left + left,
                phys: size,
                view: None,
            }]);
        }
    }
    if fs.iter().all(|f| f.as_digit().is_some_and(|d| d.is_full())) {
        return Ok(vec![Factor {
            core: fs.into_iter().flat_map(|f| f.core).collect(),
            left,
            phys: size,
            view: None,
        }]);
    }
    Err(unsupported(format!(
        "`{}` pads a group whose members are padded, resized or viewed",
        whole.body()
    )))
}

fn resize_factors(mut fs: Vec<Factor>, k: u64, whole: &Mapping) -> Result<Vec<Factor>, SeqError> {
    if fs.is_empty() {
        // `1 = 1`: the only resize of a single position.
        return Ok(fs);
    }
    let minor: u64 = fs.iter().skip(1).map(|f| f.size()).product();
    if !k.is_multiple_of(minor) {
        if k < minor && fs[0].left == 0 {
            // Fewer positions than one step of the outer factor: it stays at position 0,
            // which holds its first content value (coordinate 0, no contribution).
            let rest = fs.split_off(1);
            return resize_factors(rest, k, whole);
        }
        return Err(unsupported(format!(
            "`{}` resizes across a group boundary",
            whole.body()
        )));
    }
    let k = k / minor;
    let f = &mut fs[0];
    match f.view {
        Some(ref mut v) => v.r = v.r.min(k),
        None => {
            if let [d] = &mut f.core[..] {
                if f.left == 0 && f.phys == d.r {
                    d.r = d.r.min(k);
                    f.phys = k;
                    return Ok(fs);
                }
            }
            if k >= f.left + f.content() {
                f.phys = k;
            } else {
                return Err(unsupported(format!(
                    "`{}` truncates padded or grouped content",
                    whole.body()
                )));
            }
        }
    }
    Ok(fs)
}

fn stride_factors(
    mut fs: Vec<Factor>,
    mut k: u64,
    whole: &Mapping,
) -> Result<Vec<Factor>, SeqError> {
    let fail = || {
        unsupported(format!(
            "`{}` strides across factors that do not divide evenly",
            whole.body()
        ))
    };
    while k > 1 {
        let Some(last) = fs.last_mut() else {
            return Err(fail());
        };
        let size = last.size();
        if k.is_multiple_of(size) {
            fs.pop();
            k /= size;
            continue;
        }
        if size % k != 0 {
            return Err(fail());
        }
        match (last.as_digit().cloned(), last.view) {
            (Some(d), _) if d.is_full() => {
                let nd = Digit {
                    s: d.s * k,
                    n: d.n / k,
                    r: d.n / k,
                    ..d
                };
                last.phys = nd.r;
                last.core = vec![nd];
            }
            (Some(_), _) => return Err(fail()),
            (None, None) => {
                last.view = Some(View {
                    s: k,
                    n: last.phys / k,
                    r: last.phys / k,
                })
            }
            (None, Some(v)) if v.r == v.n => {
                last.view = Some(View {
                    s: v.s * k,
                    n: v.n / k,
                    r: v.n / k,
                })
            }
            (None, Some(_)) => return Err(fail()),
        }
        k = 1;
    }
    Ok(fs)
}

fn modulo_factors(
    mut fs: Vec<Factor>,
    mut k: u64,
    whole: &Mapping,
) -> Result<Vec<Factor>, SeqError> {
    let fail = || {
        unsupported(format!(
            "`{}` takes a modulo across factors that do not divide evenly",
            whole.body()
        ))
    };
    // Keep the minor factors whose sizes multiply into k; the first one that does not fit
    // entirely is cut to the remaining modulus.
    let mut keep = fs.len();
    while k > 1 {
        if keep == 0 {
            return Err(fail());
        }
        let f = &mut fs[keep - 1];
        let size = f.size();
        if k.is_multiple_of(size) {
            k /= size;
            keep -= 1;
            continue;
        }
        if !size.is_multiple_of(k) {
            return Err(fail());
        }
        match (f.as_digit().cloned(), f.view) {
            (Some(d), _) if d.is_full() => {
                f.core = vec![Digit { n: k, r: k, ..d }];
                f.phys = k;
            }
            (Some(d), _) => {
                // The first k of r present values: a narrower slice.
                f.core = vec![Digit { r: k, ..d }];
                f.phys = k;
            }
            (None, None) => f.view = Some(View { s: 1, n: k, r: k }),
            (None, Some(v)) if v.r == v.n => f.view = Some(View { n: k, r: k, ..v }),
            (None, Some(_)) => return Err(fail()),
        }
        keep -= 1;
        k = 1;
    }
    Ok(fs.split_off(keep))
}

/// A Buf digit placed in memory: its position stride (the product of the padded sizes
/// to its right) and the index of the factor holding it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placed {
    /// The digit.
    pub digit: Digit,
    /// Position weight of one step of the digit.
    pub stride: u64,
    /// Index of its factor in the flattened mapping.
    pub factor: usize,
}

/// The placed buffer layout: factors (prefix views resolved), digits outermost first,
/// and the position of the origin (left padding).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Layout {
    /// The factors of the buffer, outermost first.
    pub factors: Vec<Factor>,
    /// Their digits, outermost first.
    pub digits: Vec<Placed>,
    /// Position of the element whose digits are all 0.
    pub base: u64,
}

/// Places the digits of a buffer mapping in memory. This is the one reading of a buffer
/// layout shared by the sequencer derivation and [`crate::factor::factorize`].
///
/// Errors: a strided view of a padded group (`[# 2 + B + # 4] / 32`) in the buffer, a
/// size or offset over 64 bits, and whatever [`flatten`] refuses.
pub fn place(buf: &Mapping) -> Result<Layout, SeqError> {
    let factors: Vec<Factor> = flatten(buf)?
        .into_iter()
        .map(|f| f.without_prefix_view().unwrap_or(f))
        .collect();
    let overflow = || SeqError::new(SeqErrorKind::Unsupported, "Buf size overflows 64 bits");
    let mut beta: u64 = 1;
    let mut base: u64 = 0;
    let mut digits = Vec::new();
    for (f, fac) in factors.iter().enumerate().rev() {
        if fac.view.is_some() {
            return Err(SeqError::new(
                SeqErrorKind::Unsupported,
                format!("Buf factor `{fac}` is a strided view of a padded group"),
            ));
        }
        let left = fac.left.checked_mul(beta).ok_or_else(overflow)?;
        base = base.checked_add(left).ok_or_else(overflow)?;
        let mut inner: u64 = 1;
        for d in fac.core.iter().rev() {
            digits.push(Placed {
                digit: d.clone(),
                stride: beta.checked_mul(inner).ok_or_else(overflow)?,
                factor: f,
            });
            inner = inner.checked_mul(d.r).ok_or_else(overflow)?;
        }
        beta = beta.checked_mul(fac.phys).ok_or_else(overflow)?;
    }
    digits.reverse();
    Ok(Layout {
        factors,
        digits,
        base,
    })
}
