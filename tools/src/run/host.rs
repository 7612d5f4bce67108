//! The host boundary of `visa-run`: the `.npy` files an argument is read from and a
//! result is written to, the seeded random values of an argument given no file, and
//! the conversions between the file's element type and the program's.
//!
//! | program type | `.npy` read as | `.npy` written as |
//! |---|---|---|
//! | `i8`, `i16`, `i32`, `f32` | `|i1`, `<i2`, `<i4`, `<f4` | the same |
//! | `bf16` | `<u2` (raw bits) or `<f4` (rounded to nearest even) | `<f4` (exact) |
//! | `f16` | `<f2` (native) or `<f4` (rounded to nearest even) | `<f2` |
//! | `f8e4m3`, `f8e5m2` | `|u1` (raw bits) or `<f4` (rounded to nearest even) | `<f4` (exact) |
//!
//! A `<f4` value that changes when rounded is counted; `visa-run` prints a note with
//! the count and the first such value. A `<f4` value beyond an 8-bit float's largest
//! finite value (448 for `f8e4m3`, 57344 for `f8e5m2`; `f8e4m3` has no infinity) is a
//! command-line error naming it; `bf16` and `f16` overflow to infinity as IEEE
//! rounding does. Random floats are drawn in `[-1, 1)` as `f32` and rounded the same
//! way, so they are always finite. The conversions are visa-run's own (the
//! interpreter and the simulator keep theirs); decisions.md C11A-4 records them.

use super::{npy, program_error, usage, RunError};
use visa::hw::HostTensor;
use visa::sim::DType;

/// SplitMix64: element `k` of a tensor seeded with `s` is `mix(s + (k + 1) * γ)`.
pub(crate) struct Rng(pub(crate) u64);

impl Rng {
    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// Bytes of one element of `d` in host memory (whole-byte types only).
pub fn elem_bytes(d: DType) -> usize {
    (d.bits() / 8) as usize
}

/// The `.npy` type strings an argument of element type `d` may be read from, the
/// first being the one a result of that type is written as (`<f4` for `bf16` and the
/// 8-bit floats); `None` for types visa-run does not bind.
pub fn npy_descrs(d: DType) -> Option<&'static [&'static str]> {
    Some(match d {
        DType::I8 => &["|i1"],
        DType::I16 => &["<i2"],
        DType::I32 => &["<i4"],
        DType::F32 => &["<f4"],
        DType::Bf16 => &["<f4", "<u2"],
        DType::F16 => &["<f2", "<f4"],
        DType::F8E4M3 | DType::F8E5M2 => &["<f4", "|u1"],
        DType::I4 | DType::I5 | DType::I9 => return None,
    })
}

/// The `.npy` type string visa-run writes for element type `d` (see [`npy_descrs`]).
pub fn npy_descr(d: DType) -> Option<&'static str> {
    npy_descrs(d).map(|ds| ds[0])
}

/// Seeded random little-endian element bytes for `t`: integers over their whole
/// range, floats in `[-1, 1)` (drawn as `f32`, then rounded to nearest even).
pub fn random_bytes(t: &HostTensor, seed: u64) -> Vec<u8> {
    let mut rng = Rng(seed);
    let n = t.elements() as usize;
    let eb = elem_bytes(t.dtype);
    let mut out = Vec::with_capacity(n * eb);
    for _ in 0..n {
        let r = rng.next();
        let f = (r >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0;
        match t.dtype {
            DType::F32 => out.extend_from_slice(&f.to_le_bytes()),
            DType::Bf16 => out.extend_from_slice(&f32_to_bf16(f).to_le_bytes()),
            DType::F16 => out.extend_from_slice(&half::f16::from_f32(f).to_le_bytes()),
            DType::F8E4M3 | DType::F8E5M2 => {
                // In range by construction: |f| < 1.
                out.push(f32_to_f8(t.dtype, f).unwrap_or(0));
            }
            _ => out.extend_from_slice(&r.to_le_bytes()[..eb]),
        }
    }
    out
}

/// `f32` to `bf16` bits, rounded to nearest even; NaN stays NaN (quiet).
pub fn f32_to_bf16(f: f32) -> u16 {
    let b = f.to_bits();
    if f.is_nan() {
        return ((b >> 16) as u16) | 0x0040;
    }
    let lsb = (b >> 16) & 1;
    (b.wrapping_add(0x7FFF + lsb) >> 16) as u16
}

/// `bf16` bits to `f32` (exact).
pub fn bf16_to_f32(h: u16) -> f32 {
    f32::from_bits(u32::from(h) << 16)
}

/// Exponent bits, mantissa bits, bias, whether the all-ones exponent is infinity
/// (IEEE-style `f8e5m2`) or ordinary values with one NaN pattern (`f8e4m3fn`).
fn f8_format(d: DType) -> (u32, u32, i32, bool) {
    match d {
        DType::F8E4M3 => (4, 3, 7, false),
        _ => (5, 2, 15, true),
    }
}

/// The largest finite value of an 8-bit float type.
pub fn f8_max(d: DType) -> f64 {
    let (eb, mb, bias, ieee) = f8_format(d);
    let emax = (1i32 << eb) - 1 - bias - i32::from(ieee);
    // f8e4m3fn: S.1111.111 is NaN, so the largest mantissa at the top exponent is 110.
    let top_mant = if ieee {
        (1u32 << mb) - 1
    } else {
        (1u32 << mb) - 2
    };
    (1.0 + f64::from(top_mant) / f64::from(1u32 << mb)) * 2f64.powi(emax)
}

/// An 8-bit float's bits to `f64` (exact).
pub fn f8_to_f64(d: DType, b: u8) -> f64 {
    let (eb, mb, bias, ieee) = f8_format(d);
    let sign = if b & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = (u32::from(b) >> mb) & ((1 << eb) - 1);
    let m = u32::from(b) & ((1 << mb) - 1);
    let all_ones = e == (1 << eb) - 1;
    if ieee && all_ones {
        return if m == 0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    if !ieee && all_ones && m == (1 << mb) - 1 {
        return f64::NAN;
    }
    let frac = f64::from(m) / f64::from(1u32 << mb);
    if e == 0 {
        sign * frac * 2f64.powi(1 - bias)
    } else {
        sign * (1.0 + frac) * 2f64.powi(e as i32 - bias)
    }
}

/// `f32` to an 8-bit float, rounded to nearest even; `None` when the rounded value
/// is beyond the type's largest finite value (or infinite, for `f8e4m3`).
pub fn f32_to_f8(d: DType, f: f32) -> Option<u8> {
    let (eb, mb, bias, ieee) = f8_format(d);
    let sign: u8 = if f.is_sign_negative() { 0x80 } else { 0 };
    if f.is_nan() {
        return Some(if ieee { 0x7E } else { 0x7F } | sign);
    }
    let x = f64::from(f).abs();
    if x.is_infinite() {
        return ieee.then_some(sign | (((1u8 << eb) - 1) << mb));
    }
    if x == 0.0 {
        return Some(sign);
    }
    let emin = 1 - bias;
    // The exponent of x (exact for the f32 range), not below the subnormal range.
    let e = (x.log2().floor() as i32).max(emin);
    // A binade boundary can be misjudged by log2's rounding: fix it up.
    let e = if x >= 2f64.powi(e + 1) {
        e + 1
    } else if e > emin && x < 2f64.powi(e) {
        e - 1
    } else {
        e
    };
    let quantum = 2f64.powi(e - mb as i32);
    let n = (x / quantum).round_ties_even();
    let v = n * quantum;
    if v > f8_max(d) {
        return None;
    }
    // Encode v (rounding may have carried into the next binade).
    let bits = if v < 2f64.powi(emin) {
        (v / 2f64.powi(emin - mb as i32)) as u32
    } else {
        let e2 = if v >= 2f64.powi(e + 1) { e + 1 } else { e };
        let mant = (v / 2f64.powi(e2 - mb as i32)) as u32 - (1 << mb);
        (((e2 + bias) as u32) << mb) | mant
    };
    Some(sign | bits as u8)
}

/// An argument read from a `.npy`: its element bytes and what rounding changed.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// Little-endian element bytes in row-major order.
    pub bytes: Vec<u8>,
    /// The file's type string.
    pub descr: String,
    /// How many values changed when rounded to the argument's type.
    pub rounded: u64,
    /// The first value that changed: its row-major position, the file's value and the
    /// rounded one.
    pub first_rounded: Option<(u64, f32, f64)>,
}

/// Reads a `.npy` for argument `index` and checks its dtype and shape against `t`;
/// returns the little-endian element bytes of `t`'s type in row-major order.
///
/// The header is read as NumPy reads it ([`super::npy`]); big-endian data is
/// byte-swapped and Fortran-ordered data transposed, so every file NumPy writes for the
/// argument's shape and type is accepted.
pub fn read_npy(path: &str, index: usize, t: &HostTensor) -> Result<Loaded, RunError> {
    let descrs = npy_descrs(t.dtype).ok_or_else(|| {
        usage(format!(
            "argument {index} has element type {}, which .npy inputs do not support",
            t.dtype.keyword()
        ))
    })?;
    let bytes = std::fs::read(path)
        .map_err(|e| usage(format!("cannot read '{path}' for argument {index}: {e}")))?;
    let header = npy::read_header(&bytes)
        .map_err(|e| usage(format!("'{path}' is not a .npy file NumPy would read: {e}")))?;
    let got = header.normalized_descr();
    let Some(&descr) = descrs.iter().find(|d| **d == got) else {
        let want = descrs
            .iter()
            .map(|d| format!("'{d}'"))
            .collect::<Vec<_>>()
            .join(" or ");
        return Err(usage(format!(
            "'{path}' holds dtype '{}'; argument {index} needs {want} ({})",
            header.descr,
            t.dtype.keyword()
        )));
    };
    if header.shape != t.shape {
        return Err(usage(format!(
            "'{path}' has shape {:?}; argument {index} needs {:?}",
            header.shape, t.shape
        )));
    }
    let file_eb = if descr.ends_with('1') {
        1
    } else if descr.ends_with('2') {
        2
    } else {
        4
    };
    // The shape equals the argument's, whose size the program's type bounds; the
    // checked product still guards the arithmetic.
    let n = header
        .elements()
        .and_then(|n| usize::try_from(n).ok())
        .filter(|n| n.checked_mul(file_eb).is_some())
        .ok_or_else(|| usage(format!("'{path}': shape {:?} is too large", header.shape)))?;
    let data = &bytes[header.data_offset..];
    let want = n * file_eb;
    if data.len() < want {
        return Err(usage(format!(
            "'{path}' holds {} data bytes; its header promises {want}",
            data.len()
        )));
    }
    let mut raw = data[..want].to_vec();
    if header.big_endian() && file_eb > 1 {
        raw.chunks_exact_mut(file_eb).for_each(|c| c.reverse());
    }
    if header.fortran_order {
        raw = fortran_to_c(&raw, &header.shape, file_eb);
    }
    let mut out = Loaded {
        bytes: Vec::new(),
        descr: descr.to_string(),
        rounded: 0,
        first_rounded: None,
    };
    if descr != "<f4" || t.dtype == DType::F32 {
        // Same width and meaning: the bytes are the elements.
        out.bytes = raw;
        return Ok(out);
    }
    let eb = elem_bytes(t.dtype);
    out.bytes.reserve(n * eb);
    for (k, c) in raw.chunks_exact(4).enumerate() {
        let f = f32::from_le_bytes([c[0], c[1], c[2], c[3]]);
        let back = match t.dtype {
            DType::Bf16 => {
                let h = f32_to_bf16(f);
                out.bytes.extend_from_slice(&h.to_le_bytes());
                f64::from(bf16_to_f32(h))
            }
            DType::F16 => {
                let h = half::f16::from_f32(f);
                out.bytes.extend_from_slice(&h.to_le_bytes());
                h.to_f64()
            }
            _ => {
                let b = f32_to_f8(t.dtype, f).ok_or_else(|| {
                    usage(format!(
                        "'{path}': element {k} is {f:?}, beyond the largest finite {} ({}) that argument {index} can hold",
                        t.dtype.keyword(),
                        f8_max(t.dtype)
                    ))
                })?;
                out.bytes.push(b);
                f8_to_f64(t.dtype, b)
            }
        };
        let same = back == f64::from(f) || (back.is_nan() && f.is_nan());
        if !same {
            out.rounded += 1;
            out.first_rounded.get_or_insert((k as u64, f, back));
        }
    }
    Ok(out)
}

/// Row-major element bytes of column-major `data` of `shape` (`eb` bytes an element).
fn fortran_to_c(data: &[u8], shape: &[u64], eb: usize) -> Vec<u8> {
    let dims: Vec<usize> = shape.iter().map(|&d| d as usize).collect();
    // At most one axis longer than 1: both orders are the same bytes.
    if dims.iter().filter(|&&d| d > 1).count() <= 1 {
        return data.to_vec();
    }
    // Column-major strides (in elements): the first axis is contiguous.
    let mut strides = vec![1usize; dims.len()];
    for k in 1..dims.len() {
        strides[k] = strides[k - 1] * dims[k - 1];
    }
    let mut out = Vec::with_capacity(data.len());
    let mut index = vec![0usize; dims.len()];
    for _ in 0..data.len() / eb {
        let at: usize = index.iter().zip(&strides).map(|(i, s)| i * s).sum();
        out.extend_from_slice(&data[at * eb..(at + 1) * eb]);
        // Advance the row-major index: the last axis fastest.
        for k in (0..dims.len()).rev() {
            index[k] += 1;
            if index[k] < dims[k] {
                break;
            }
            index[k] = 0;
        }
    }
    out
}

/// The whole `.npy` file (version 1.0, C order) of result `t` with row-major element
/// bytes `data`, in the type [`npy_descr`] gives.
pub fn npy_file(t: &HostTensor, data: &[u8]) -> Result<Vec<u8>, RunError> {
    let descr = npy_descr(t.dtype).ok_or_else(|| {
        program_error(format!(
            "result element type {} cannot be written as .npy",
            t.dtype.keyword()
        ))
    })?;
    // Spelled as npyz (and earlier visa-run) spelled it (`(2048, )`), so files stay
    // byte-identical.
    let shape: String = t.shape.iter().map(|d| format!("{d}, ")).collect();
    let shape = format!("({shape})");
    let mut header = format!("{{'descr': '{descr}', 'fortran_order': False, 'shape': {shape}, }}");
    // Magic (6) + version (2) + length (2) + header + '\n', padded to 64 bytes.
    let total = 10 + header.len() + 1;
    header.push_str(&" ".repeat((64 - total % 64) % 64));
    header.push('\n');
    let mut out = Vec::with_capacity(10 + header.len() + data.len() * 2);
    out.extend_from_slice(b"\x93NUMPY\x01\x00");
    out.extend_from_slice(&(header.len() as u16).to_le_bytes());
    out.extend_from_slice(header.as_bytes());
    match t.dtype {
        DType::Bf16 => {
            for c in data.chunks_exact(2) {
                let f = bf16_to_f32(u16::from_le_bytes([c[0], c[1]]));
                out.extend_from_slice(&f.to_le_bytes());
            }
        }
        DType::F8E4M3 | DType::F8E5M2 => {
            for &b in data {
                out.extend_from_slice(&(f8_to_f64(t.dtype, b) as f32).to_le_bytes());
            }
        }
        _ => out.extend_from_slice(data),
    }
    Ok(out)
}

/// The first `n` elements of row-major element bytes `data` of type `d`, formatted.
pub fn preview(d: DType, data: &[u8], n: usize) -> Vec<String> {
    let eb = elem_bytes(d).max(1);
    data.chunks_exact(eb)
        .take(n)
        .map(|c| match d {
            DType::I8 | DType::I5 => (c[0] as i8).to_string(),
            DType::I16 | DType::I9 => i16::from_le_bytes([c[0], c[1]]).to_string(),
            DType::I32 => i32::from_le_bytes([c[0], c[1], c[2], c[3]]).to_string(),
            DType::F32 => format!("{:?}", f32::from_le_bytes([c[0], c[1], c[2], c[3]])),
            DType::Bf16 => format!("{:?}", bf16_to_f32(u16::from_le_bytes([c[0], c[1]]))),
            DType::F16 => format!("{:?}", half::f16::from_le_bytes([c[0], c[1]]).to_f32()),
            DType::F8E4M3 | DType::F8E5M2 => format!("{:?}", f8_to_f64(d, c[0]) as f32),
            DType::I4 => format!("{:#04x}", c[0]),
        })
        .collect()
}

#[cfg(test)]
mod tests;
