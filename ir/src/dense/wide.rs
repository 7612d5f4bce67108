//! Integers wider than 128 bits in dense elements (`i256`, `ui200`): literals read into
//! little-endian two's-complement bytes and printed back in decimal, with MLIR's
//! `buildAttributeAPInt` range rules, without a big-integer dependency.

/// The `ceil(width / 8)` little-endian bytes of the literal `text` (decimal or `0x`
/// hex), negated when `negative`, or `None` when out of range for `width` bits as
/// upstream: the magnitude must fit; a negative value must have its sign bit set after
/// negation; a positive `signed` value must leave it clear.
pub(crate) fn parse(text: &str, negative: bool, width: u32, signed: bool) -> Option<Vec<u8>> {
    let n = (width as usize).div_ceil(8);
    // One spare byte catches carries out of the width.
    let mut v = vec![0u8; n + 1];
    let (digits, radix) = match text.strip_prefix("0x") {
        Some(h) => (h, 16u32),
        None => (text, 10u32),
    };
    if digits.is_empty() {
        return None;
    }
    for c in digits.chars() {
        let d = c.to_digit(radix)?;
        let mut carry = d;
        for b in v.iter_mut() {
            let t = *b as u32 * radix + carry;
            *b = t as u8;
            carry = t >> 8;
        }
        if carry != 0 || bit_len(&v) > width as u64 {
            return None;
        }
    }
    v.truncate(n);
    let sign_set = |v: &[u8]| v[(width as usize - 1) / 8] >> ((width - 1) % 8) & 1 == 1;
    if negative {
        negate(&mut v, width);
        return sign_set(&v).then_some(v);
    }
    if signed && sign_set(&v) {
        return None;
    }
    Some(v)
}

/// The number of significant bits of little-endian `v`.
fn bit_len(v: &[u8]) -> u64 {
    match v.iter().rposition(|&b| b != 0) {
        Some(i) => i as u64 * 8 + (8 - v[i].leading_zeros() as u64),
        None => 0,
    }
}

/// Two's-complement negation of little-endian `v` within `width` bits.
fn negate(v: &mut [u8], width: u32) {
    let mut carry = 1u16;
    for b in v.iter_mut() {
        let t = (!*b) as u16 + carry;
        *b = t as u8;
        carry = t >> 8;
    }
    mask(v, width);
}

/// Clears the bits of `v` at and above `width`.
fn mask(v: &mut [u8], width: u32) {
    let full = (width / 8) as usize;
    let rest = width % 8;
    for (i, b) in v.iter_mut().enumerate() {
        if i > full || (i == full && rest == 0) {
            *b = 0;
        } else if i == full {
            *b &= (1u8 << rest) - 1;
        }
    }
}

/// The decimal text of the `width`-bit value in little-endian `bytes` (bits above the
/// width ignored), signed unless `signed` is false.
pub(crate) fn to_decimal(bytes: &[u8], width: u32, signed: bool) -> String {
    let mut v = bytes.to_vec();
    mask(&mut v, width);
    let negative = signed && width > 0 && v[(width as usize - 1) / 8] >> ((width - 1) % 8) & 1 == 1;
    if negative {
        negate(&mut v, width);
    }
    // Repeated division by 10^9, most significant byte first.
    let mut limbs: Vec<u32> = v
        .chunks(4)
        .map(|c| c.iter().rev().fold(0u32, |acc, &b| acc << 8 | b as u32))
        .collect();
    let mut parts = Vec::new();
    loop {
        while limbs.last() == Some(&0) {
            limbs.pop();
        }
        if limbs.is_empty() {
            break;
        }
        let mut rem = 0u64;
        for w in limbs.iter_mut().rev() {
            let cur = rem << 32 | *w as u64;
            *w = (cur / 1_000_000_000) as u32;
            rem = cur % 1_000_000_000;
        }
        parts.push(rem as u32);
    }
    let mut out = String::new();
    if negative {
        out.push('-');
    }
    match parts.split_last() {
        None => out.push('0'),
        Some((top, rest)) => {
            out.push_str(&top.to_string());
            for p in rest.iter().rev() {
                out.push_str(&format!("{p:09}"));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wide_literals_round_trip() {
        let max = "115792089237316195423570985008687907853269984665640564039457584007913129639935";
        let v = parse(max, false, 256, false).unwrap();
        assert_eq!(v, vec![0xFF; 32]);
        assert_eq!(to_decimal(&v, 256, false), max);
        assert_eq!(to_decimal(&v, 256, true), "-1");
        assert!(parse(
            "115792089237316195423570985008687907853269984665640564039457584007913129639936",
            false,
            256,
            false
        )
        .is_none());
        let m = parse("1", true, 200, false).unwrap();
        assert_eq!(m.len(), 25);
        assert_eq!(to_decimal(&m, 200, true), "-1");
        assert!(parse("0", true, 200, false).is_none());
        let h = parse("0x1000000000000000000000000000000000", false, 136, true).unwrap();
        assert_eq!(
            to_decimal(&h, 136, true),
            "5444517870735015415413993718908291383296"
        );
        assert!(parse("0x8000000000000000000000000000000000", false, 136, true).is_none());
        assert_eq!(to_decimal(&[0; 17], 130, true), "0");
    }
}
