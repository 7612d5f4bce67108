//! Float literals printed exactly as MLIR prints them, by emulating LLVM's
//! `APFloat::toString`: the exact binary value is scaled to a decimal integer, cut to the
//! bits the precision needs (truncating), converted to digits and rounded half-up to the
//! requested number of digits. MLIR first tries six digits in `%e` style
//! (`1.500000e+00`) and keeps them when they read back to the same value; otherwise it
//! prints `APFloat`'s natural form (`2.632106414253206E+147`, `1234567.5`) or, when that
//! has no `.`, the hexadecimal bit pattern, as it does for infinities and NaNs.

use crate::float::bignum::Big;
use crate::float::{decimal_to_bits, decode, FloatClass};
use crate::types::FloatKind;
use std::fmt::Write as _;

/// `APFloat::toString` of the finite value `±mantissa × 2^exp` (zero when `mantissa`
/// is 0) of a format of `semantic_precision` significand bits, with `format_precision`
/// digits (0: the format's natural precision), `max_padding` and `truncate_zero` as in
/// LLVM.
fn apfloat_to_string(
    negative: bool,
    mantissa: u128,
    exp: i32,
    semantic_precision: u32,
    format_precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    let format_precision = if format_precision == 0 {
        2 + semantic_precision * 59 / 196
    } else {
        format_precision
    };
    if mantissa == 0 {
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
    let (mut mantissa, mut exp) = (mantissa, exp);
    let tz = mantissa.trailing_zeros();
    mantissa >>= tz;
    exp += tz as i32;
    // Make it decimal: significand * 10^exp.
    let mut significand = Big::from_u128(mantissa);
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

/// Writes the float of kind `kind` with bit pattern `bits` as MLIR does
/// (`printFloatValue`): six digits in `%e` style when they read back to the same bits,
/// else `APFloat::toString`'s natural form when it has a `.`, else (and for infinities
/// and NaNs) the bit pattern in hexadecimal.
pub(crate) fn write_float(out: &mut String, bits: u128, kind: FloatKind) {
    let d = decode(kind, bits);
    let (mantissa, exp) = match d.class {
        FloatClass::Zero => (0, 0),
        FloatClass::Finite { significand, exp } => (significand, exp),
        FloatClass::Infinity | FloatClass::NaN => {
            let _ = write!(out, "0x{bits:X}");
            return;
        }
    };
    let precision = kind.format().precision;
    let six = apfloat_to_string(d.negative, mantissa, exp, precision, 6, 0, false);
    if decimal_to_bits(kind, &six) == Some(bits) {
        out.push_str(&six);
        return;
    }
    let natural = apfloat_to_string(d.negative, mantissa, exp, precision, 0, 3, true);
    if natural.contains('.') {
        out.push_str(&natural);
    } else {
        let _ = write!(out, "0x{bits:X}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(value: f64, kind: FloatKind) -> String {
        let mut s = String::new();
        let bits = crate::float::from_f64(kind, value).unwrap();
        write_float(&mut s, bits, kind);
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
}
