//! Float literals printed exactly as MLIR prints them, by emulating LLVM's
//! `APFloat::toString`: the exact binary value is scaled to a decimal integer, cut to the
//! bits the precision needs (truncating), converted to digits and rounded half-up to the
//! requested number of digits. MLIR first tries six digits in `%e` style
//! (`1.500000e+00`) and keeps them when they read back to the same value; otherwise it
//! prints `APFloat`'s natural form (`2.632106414253206E+147`, `1234567.5`) or, when that
//! has no `.`, the hexadecimal bit pattern, as it does for infinities and NaNs.

use crate::types::{FloatKind, TypeKind};
use std::fmt::Write as _;

/// A little-endian arbitrary-precision unsigned integer, just enough for decimal
/// conversion of a float.
#[derive(Clone, Debug)]
struct Big(Vec<u32>);

impl Big {
    fn from_u64(v: u64) -> Big {
        let mut b = Big(vec![v as u32, (v >> 32) as u32]);
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    fn bit_len(&self) -> u32 {
        match self.0.last() {
            Some(&top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
            None => 0,
        }
    }

    fn shl(&mut self, bits: u32) {
        let (words, rest) = ((bits / 32) as usize, bits % 32);
        if rest > 0 {
            let mut carry = 0u32;
            for w in &mut self.0 {
                let next = *w >> (32 - rest);
                *w = (*w << rest) | carry;
                carry = next;
            }
            if carry != 0 {
                self.0.push(carry);
            }
        }
        if words > 0 && !self.is_zero() {
            self.0.splice(0..0, std::iter::repeat_n(0, words));
        }
    }

    fn mul_small(&mut self, m: u32) {
        let mut carry = 0u64;
        for w in &mut self.0 {
            let t = *w as u64 * m as u64 + carry;
            *w = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Divides in place by `d`, returning the remainder.
    fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for w in self.0.iter_mut().rev() {
            let cur = (rem << 32) | *w as u64;
            *w = (cur / d as u64) as u32;
            rem = cur % d as u64;
        }
        self.trim();
        rem as u32
    }
}

/// `APFloat::toString` of the finite value `v` (which is exactly representable in the
/// format of `semantic_precision` significand bits) with `format_precision` digits (0:
/// the format's natural precision), `max_padding` and `truncate_zero` as in LLVM.
fn apfloat_to_string(
    v: f64,
    semantic_precision: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if v.is_sign_negative() {
        out.push('-');
    }
    let format_precision = if format_precision == 0 {
        2 + semantic_precision * 59 / 196
    } else {
        format_precision
    };
    if v == 0.0 {
        // LLVM: "0.0E+0" with truncated zeros, else zeros padded to the precision.
        out.push_str("0.0");
        if truncate_zero {
            out.push_str("E+0");
        } else {
            for _ in 1..format_precision {
                out.push('0');
            }
            out.push_str("e+00");
        }
        return out;
    }
    // v = mantissa * 2^exp with an integer mantissa.
    let bits = v.abs().to_bits();
    let (mut mantissa, mut exp) = {
        let biased = ((bits >> 52) & 0x7FF) as i32;
        let frac = bits & ((1u64 << 52) - 1);
        if biased == 0 {
            (frac, -1074)
        } else {
            (frac | (1u64 << 52), biased - 1075)
        }
    };
    let tz = mantissa.trailing_zeros();
    mantissa >>= tz;
    exp += tz as i32;
    // Make it decimal: significand * 10^exp.
    let mut significand = Big::from_u64(mantissa);
    if exp > 0 {
        significand.shl(exp as u32);
        exp = 0;
    } else if exp < 0 {
        for _ in 0..(-exp) {
            significand.mul_small(5);
        }
    }
    // Drop the decimal digits the precision cannot need (truncating).
    let active = significand.bit_len();
    let bits_required = (format_precision * 196).div_ceil(59);
    if active > bits_required {
        let removable = (active - bits_required) * 59 / 196;
        for _ in 0..removable {
            significand.divrem_small(10);
        }
        exp += removable as i32;
    }
    // Digits, least significant first, without trailing zeros.
    let mut buffer: Vec<u8> = Vec::new();
    let mut in_trail = true;
    while !significand.is_zero() {
        let d = significand.divrem_small(10) as u8;
        if in_trail && d == 0 {
            exp += 1;
        } else {
            buffer.push(b'0' + d);
            in_trail = false;
        }
    }
    // Round half-up to the precision.
    let n = buffer.len() as u32;
    if n > format_precision {
        let mut first = (n - format_precision) as usize;
        if buffer[first - 1] < b'5' {
            while first < buffer.len() && buffer[first] == b'0' {
                first += 1;
            }
            exp += first as i32;
            buffer.drain(..first);
        } else {
            let mut i = first;
            loop {
                if i == buffer.len() {
                    break;
                }
                if buffer[i] == b'9' {
                    first += 1;
                    i += 1;
                } else {
                    buffer[i] += 1;
                    break;
                }
            }
            if first == buffer.len() {
                exp += first as i32;
                buffer.clear();
                buffer.push(b'1');
            } else {
                exp += first as i32;
                buffer.drain(..first);
            }
        }
    }
    let nd = buffer.len() as i32;
    let digit = |i: i32| buffer[(nd - 1 - i) as usize] as char; // most significant first
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || (nd + exp) as u32 > format_precision
    } else {
        let msd = exp + nd - 1;
        msd < 0 && (-msd) as u32 > max_padding
    };
    if scientific {
        let e = exp + nd - 1;
        out.push(digit(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(i));
            }
        }
        if !truncate_zero && format_precision as i32 > nd - 1 {
            for _ in 0..(format_precision as i32 - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let e = e.unsigned_abs();
        if !truncate_zero && e < 10 {
            out.push('0');
        }
        let _ = write!(out, "{e}");
        return out;
    }
    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + nd;
    let mut i = 0;
    if whole > 0 {
        while i < whole {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(i));
        i += 1;
    }
    out
}

/// The bit pattern MLIR prints for `value` of `kind` (`0x7FC00000`).
fn write_hex(out: &mut String, value: f64, kind: FloatKind) {
    let bits: u64 = match kind {
        FloatKind::F64 => value.to_bits(),
        FloatKind::F32 => (value as f32).to_bits() as u64,
        FloatKind::BF16 => ((value as f32).to_bits() >> 16) as u64,
        FloatKind::F16 if value.is_nan() => 0x7E00,
        FloatKind::F16 => 0x7C00 | if value.is_sign_negative() { 0x8000 } else { 0 },
        FloatKind::F8E5M2 if value.is_nan() => 0x7E,
        FloatKind::F8E5M2 => 0x7C | if value.is_sign_negative() { 0x80 } else { 0 },
        FloatKind::F8E4M3FN => 0x7F,
    };
    let _ = write!(out, "0x{bits:X}");
}

/// Writes `value` of float type `ty` as MLIR does. `f32` values print rounded to `f32`
/// (the parser rounds them too); the narrower formats are checked in `f64`, since the
/// parser keeps their value as written (see `docs/decisions.md`).
pub(crate) fn write_float(out: &mut String, value: f64, ty: &TypeKind) {
    let kind = match ty {
        TypeKind::Float(k) => *k,
        _ => FloatKind::F64,
    };
    if !value.is_finite() {
        write_hex(out, value, kind);
        return;
    }
    let is_f32 = kind == FloatKind::F32;
    let v = if is_f32 { (value as f32) as f64 } else { value };
    // The narrow formats' values are kept in f64, so they are formatted as f64.
    let precision = if is_f32 { 24 } else { 53 };
    let six = apfloat_to_string(v, precision, 6, 0, false);
    let exact = if is_f32 {
        six.parse::<f32>().ok() == Some(v as f32)
    } else {
        six.parse::<f64>().ok() == Some(v)
    };
    if exact {
        out.push_str(&six);
        return;
    }
    let natural = apfloat_to_string(v, precision, 0, 3, true);
    if natural.contains('.') {
        out.push_str(&natural);
    } else {
        write_hex(out, v, kind);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(value: f64, kind: FloatKind) -> String {
        let mut s = String::new();
        write_float(&mut s, value, &TypeKind::Float(kind));
        s
    }

    /// Every expected string is mlir-opt-22's output for the same attribute.
    #[test]
    fn floats_print_as_mlir_opt_does() {
        assert_eq!(show(1.5, FloatKind::F32), "1.500000e+00");
        assert_eq!(show(0.1, FloatKind::F64), "1.000000e-01");
        assert_eq!(show(0.0, FloatKind::F64), "0.000000e+00");
        assert_eq!(show(-0.0, FloatKind::F64), "-0.000000e+00");
        assert_eq!(show(3.364463e30, FloatKind::F32), "3.36446292E+30");
        assert_eq!(show(1.41715105e-18, FloatKind::F32), "1.41715105E-18");
        assert_eq!(show(9.53926581E+13, FloatKind::F32), "9.5392658E+13");
        assert_eq!(
            show(2.632106414253206E+147, FloatKind::F64),
            "2.632106414253206E+147"
        );
        assert_eq!(show(123456789.0, FloatKind::F64), "0x419D6F3454000000");
        assert_eq!(show(1.0e300, FloatKind::F64), "1.000000e+300");
        assert_eq!(show(1.0e-7, FloatKind::F32), "1.000000e-07");
        assert_eq!(show(3.25159, FloatKind::F64), "3.251590e+00");
        assert_eq!(show(1234567.5, FloatKind::F64), "1234567.5");
        assert_eq!(show(-0.001234567, FloatKind::F64), "-0.001234567");
        assert_eq!(show(f64::NAN, FloatKind::F32), "0x7FC00000");
        assert_eq!(show(f64::NEG_INFINITY, FloatKind::F32), "0xFF800000");
        assert_eq!(show(f64::INFINITY, FloatKind::F64), "0x7FF0000000000000");
    }

    #[test]
    fn bignum_basics() {
        let mut b = Big::from_u64(1);
        b.shl(100);
        assert_eq!(b.bit_len(), 101);
        b.mul_small(10);
        assert_eq!(b.divrem_small(10), 0);
        assert_eq!(b.bit_len(), 101);
        let mut c = Big::from_u64(12345);
        assert_eq!(c.divrem_small(10), 5);
        assert_eq!(c.0, vec![1234]);
    }
}
