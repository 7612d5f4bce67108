//! A little-endian arbitrary-precision unsigned integer, just what exact decimal ↔
//! binary conversion of float literals needs (shift, small multiply and divide,
//! compare, subtract). Sizes are bounded by the callers (at most ~17 000 decimal digits).

use std::cmp::Ordering;

/// An unsigned integer as 32-bit limbs, least significant first, without leading zero
/// limbs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Big(pub(crate) Vec<u32>);

impl Big {
    pub(crate) fn from_u128(v: u128) -> Big {
        let mut b = Big(vec![
            v as u32,
            (v >> 32) as u32,
            (v >> 64) as u32,
            (v >> 96) as u32,
        ]);
        b.trim();
        b
    }

    fn trim(&mut self) {
        while self.0.last() == Some(&0) {
            self.0.pop();
        }
    }

    pub(crate) fn is_zero(&self) -> bool {
        self.0.is_empty()
    }

    pub(crate) fn bit_len(&self) -> u32 {
        match self.0.last() {
            Some(&top) => (self.0.len() as u32 - 1) * 32 + (32 - top.leading_zeros()),
            None => 0,
        }
    }

    pub(crate) fn shl(&mut self, bits: u32) {
        if self.is_zero() {
            return;
        }
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
        if words > 0 {
            self.0.splice(0..0, std::iter::repeat_n(0, words));
        }
    }

    /// Shifts right by `bits`, returning whether any 1 bit was shifted out.
    pub(crate) fn shr_sticky(&mut self, bits: u32) -> bool {
        let (words, rest) = ((bits / 32) as usize, bits % 32);
        if words >= self.0.len() {
            let lost = !self.is_zero();
            self.0.clear();
            return lost;
        }
        let mut lost = self.0[..words].iter().any(|&w| w != 0);
        self.0.drain(..words);
        if rest > 0 {
            lost |= self.0[0] & ((1u32 << rest) - 1) != 0;
            for i in 0..self.0.len() {
                let hi = self.0.get(i + 1).copied().unwrap_or(0);
                self.0[i] = (self.0[i] >> rest) | (hi << (32 - rest));
            }
            self.trim();
        }
        lost
    }

    pub(crate) fn mul_small(&mut self, m: u32) {
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

    pub(crate) fn add_small(&mut self, a: u32) {
        let mut carry = a as u64;
        for w in &mut self.0 {
            if carry == 0 {
                return;
            }
            let t = *w as u64 + carry;
            *w = t as u32;
            carry = t >> 32;
        }
        if carry != 0 {
            self.0.push(carry as u32);
        }
    }

    /// Divides in place by `d`, returning the remainder.
    pub(crate) fn divrem_small(&mut self, d: u32) -> u32 {
        let mut rem = 0u64;
        for w in self.0.iter_mut().rev() {
            let cur = (rem << 32) | *w as u64;
            *w = (cur / d as u64) as u32;
            rem = cur % d as u64;
        }
        self.trim();
        rem as u32
    }

    /// `10^n`.
    pub(crate) fn pow10(n: u32) -> Big {
        let mut b = Big::from_u128(1);
        let mut left = n;
        while left >= 9 {
            b.mul_small(1_000_000_000);
            left -= 9;
        }
        b.mul_small(10u32.pow(left));
        b
    }

    /// The low 128 bits.
    pub(crate) fn low_u128(&self) -> u128 {
        self.0
            .iter()
            .take(4)
            .enumerate()
            .fold(0u128, |acc, (i, &w)| acc | (w as u128) << (32 * i))
    }

    fn sub_assign(&mut self, other: &Big) {
        let mut borrow = 0i64;
        for i in 0..self.0.len() {
            let o = other.0.get(i).copied().unwrap_or(0) as i64;
            let mut t = self.0[i] as i64 - o - borrow;
            borrow = 0;
            if t < 0 {
                t += 1 << 32;
                borrow = 1;
            }
            self.0[i] = t as u32;
        }
        debug_assert_eq!(borrow, 0);
        self.trim();
    }

    fn cmp_big(&self, other: &Big) -> Ordering {
        self.0
            .len()
            .cmp(&other.0.len())
            .then_with(|| self.0.iter().rev().cmp(other.0.iter().rev()))
    }

    /// `self / d` (restoring binary division) and whether the remainder is non-zero.
    /// The quotient must fit 128 bits.
    pub(crate) fn div_sticky(mut self, d: &Big) -> (u128, bool) {
        let (nb, db) = (self.bit_len(), d.bit_len());
        if nb < db {
            return (0, !self.is_zero());
        }
        let s = nb - db;
        debug_assert!(s < 128);
        let mut shifted = d.clone();
        shifted.shl(s);
        let mut q = 0u128;
        for i in (0..=s).rev() {
            if self.cmp_big(&shifted) != Ordering::Less {
                self.sub_assign(&shifted);
                q |= 1u128 << i;
            }
            shifted.shr_sticky(1);
        }
        (q, !self.is_zero())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bignum_basics() {
        let mut b = Big::from_u128(1);
        b.shl(100);
        assert_eq!(b.bit_len(), 101);
        b.mul_small(10);
        assert_eq!(b.divrem_small(10), 0);
        assert_eq!(b.bit_len(), 101);
        let mut c = Big::from_u128(12345);
        assert_eq!(c.divrem_small(10), 5);
        assert_eq!(c.0, vec![1234]);
        let mut d = Big::from_u128(0b1011);
        assert!(d.shr_sticky(2));
        assert_eq!(d.0, vec![0b10]);
        assert_eq!(Big::pow10(20).low_u128(), 10u128.pow(20));
        let (q, r) = Big::pow10(30).div_sticky(&Big::from_u128(7));
        assert_eq!((q, r), (10u128.pow(30) / 7, true));
        let (q, r) = Big::pow10(30).div_sticky(&Big::pow10(12));
        assert_eq!((q, r), (10u128.pow(18), false));
    }
}
