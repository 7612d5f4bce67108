//! The `arith.cmpi` predicate: MLIR's `CmpIPredicate` enum, its spelling, its
//! integer encoding in the generic form, and its evaluation on constants.

/// A comparison predicate of `arith.cmpi`. The discriminant is MLIR's encoding, used in
/// the generic form as `{predicate = 2 : i64}`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CmpIPredicate {
    /// `eq`: equal.
    Eq = 0,
    /// `ne`: not equal.
    Ne = 1,
    /// `slt`: signed less than.
    Slt = 2,
    /// `sle`: signed less than or equal.
    Sle = 3,
    /// `sgt`: signed greater than.
    Sgt = 4,
    /// `sge`: signed greater than or equal.
    Sge = 5,
    /// `ult`: unsigned less than.
    Ult = 6,
    /// `ule`: unsigned less than or equal.
    Ule = 7,
    /// `ugt`: unsigned greater than.
    Ugt = 8,
    /// `uge`: unsigned greater than or equal.
    Uge = 9,
}

impl CmpIPredicate {
    /// Every predicate, in encoding order.
    pub const ALL: [CmpIPredicate; 10] = [
        CmpIPredicate::Eq,
        CmpIPredicate::Ne,
        CmpIPredicate::Slt,
        CmpIPredicate::Sle,
        CmpIPredicate::Sgt,
        CmpIPredicate::Sge,
        CmpIPredicate::Ult,
        CmpIPredicate::Ule,
        CmpIPredicate::Ugt,
        CmpIPredicate::Uge,
    ];

    /// The predicate with encoding `value`, if there is one.
    pub fn from_i64(value: i128) -> Option<CmpIPredicate> {
        usize::try_from(value)
            .ok()
            .and_then(|i| Self::ALL.get(i).copied())
    }

    /// MLIR's encoding.
    pub fn to_i64(self) -> i64 {
        self as i64
    }

    /// The keyword of the custom form, e.g. `slt`.
    pub fn name(self) -> &'static str {
        match self {
            CmpIPredicate::Eq => "eq",
            CmpIPredicate::Ne => "ne",
            CmpIPredicate::Slt => "slt",
            CmpIPredicate::Sle => "sle",
            CmpIPredicate::Sgt => "sgt",
            CmpIPredicate::Sge => "sge",
            CmpIPredicate::Ult => "ult",
            CmpIPredicate::Ule => "ule",
            CmpIPredicate::Ugt => "ugt",
            CmpIPredicate::Uge => "uge",
        }
    }

    /// The predicate spelled `name`.
    pub fn from_name(name: &str) -> Option<CmpIPredicate> {
        Self::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The predicate that gives the same answer with the operands swapped
    /// (`a < b` is `b > a`).
    pub fn swapped(self) -> CmpIPredicate {
        use CmpIPredicate::*;
        match self {
            Eq => Eq,
            Ne => Ne,
            Slt => Sgt,
            Sle => Sge,
            Sgt => Slt,
            Sge => Sle,
            Ult => Ugt,
            Ule => Uge,
            Ugt => Ult,
            Uge => Ule,
        }
    }

    /// The answer when both operands are the same value.
    pub fn holds_for_equal(self) -> bool {
        use CmpIPredicate::*;
        matches!(self, Eq | Sle | Sge | Ule | Uge)
    }

    /// Compares two `width`-bit integers given sign-extended to 128 bits.
    pub fn evaluate(self, lhs: i128, rhs: i128, width: u32) -> bool {
        use CmpIPredicate::*;
        let (ul, ur) = (zero_extend(lhs, width), zero_extend(rhs, width));
        match self {
            Eq => lhs == rhs,
            Ne => lhs != rhs,
            Slt => lhs < rhs,
            Sle => lhs <= rhs,
            Sgt => lhs > rhs,
            Sge => lhs >= rhs,
            Ult => ul < ur,
            Ule => ul <= ur,
            Ugt => ul > ur,
            Uge => ul >= ur,
        }
    }
}

/// The low `width` bits of `value` as an unsigned number.
pub(crate) fn zero_extend(value: i128, width: u32) -> u128 {
    if width >= 128 {
        value as u128
    } else {
        (value as u128) & ((1u128 << width) - 1)
    }
}
