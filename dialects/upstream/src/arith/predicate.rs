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

/// A comparison predicate of `arith.cmpf`. The discriminant is MLIR's encoding
/// (`{predicate = 4 : i64}` is `olt`). `o…` predicates are false when either operand
/// is a NaN, `u…` ones true.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CmpFPredicate {
    /// `false`: always false.
    AlwaysFalse = 0,
    /// `oeq`: ordered and equal.
    Oeq = 1,
    /// `ogt`: ordered and greater than.
    Ogt = 2,
    /// `oge`: ordered and greater than or equal.
    Oge = 3,
    /// `olt`: ordered and less than.
    Olt = 4,
    /// `ole`: ordered and less than or equal.
    Ole = 5,
    /// `one`: ordered and not equal.
    One = 6,
    /// `ord`: neither operand is a NaN.
    Ord = 7,
    /// `ueq`: unordered or equal.
    Ueq = 8,
    /// `ugt`: unordered or greater than.
    Ugt = 9,
    /// `uge`: unordered or greater than or equal.
    Uge = 10,
    /// `ult`: unordered or less than.
    Ult = 11,
    /// `ule`: unordered or less than or equal.
    Ule = 12,
    /// `une`: unordered or not equal.
    Une = 13,
    /// `uno`: either operand is a NaN.
    Uno = 14,
    /// `true`: always true.
    AlwaysTrue = 15,
}

impl CmpFPredicate {
    /// Every predicate, in encoding order.
    pub const ALL: [CmpFPredicate; 16] = [
        CmpFPredicate::AlwaysFalse,
        CmpFPredicate::Oeq,
        CmpFPredicate::Ogt,
        CmpFPredicate::Oge,
        CmpFPredicate::Olt,
        CmpFPredicate::Ole,
        CmpFPredicate::One,
        CmpFPredicate::Ord,
        CmpFPredicate::Ueq,
        CmpFPredicate::Ugt,
        CmpFPredicate::Uge,
        CmpFPredicate::Ult,
        CmpFPredicate::Ule,
        CmpFPredicate::Une,
        CmpFPredicate::Uno,
        CmpFPredicate::AlwaysTrue,
    ];

    /// The keywords in encoding order, as MLIR lists them in diagnostics.
    pub const NAMES: [&'static str; 16] = [
        "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true",
    ];

    /// The predicate with encoding `value`, if there is one.
    pub fn from_i64(value: i128) -> Option<CmpFPredicate> {
        usize::try_from(value)
            .ok()
            .and_then(|i| Self::ALL.get(i).copied())
    }

    /// MLIR's encoding.
    pub fn to_i64(self) -> i64 {
        self as i64
    }

    /// The keyword of the custom form, e.g. `olt`.
    pub fn name(self) -> &'static str {
        Self::NAMES[self as usize]
    }

    /// The predicate spelled `name`.
    pub fn from_name(name: &str) -> Option<CmpFPredicate> {
        Self::NAMES
            .iter()
            .position(|n| *n == name)
            .map(|i| Self::ALL[i])
    }

    /// The predicate that gives the same answer with the operands swapped.
    pub fn swapped(self) -> CmpFPredicate {
        use CmpFPredicate::*;
        match self {
            Ogt => Olt,
            Oge => Ole,
            Olt => Ogt,
            Ole => Oge,
            Ugt => Ult,
            Uge => Ule,
            Ult => Ugt,
            Ule => Uge,
            p => p,
        }
    }

    /// Compares two floats (exactly representable in `f64`) as IEEE 754 does.
    pub fn evaluate(self, lhs: f64, rhs: f64) -> bool {
        use CmpFPredicate::*;
        let unordered = lhs.is_nan() || rhs.is_nan();
        match self {
            AlwaysFalse => false,
            AlwaysTrue => true,
            Ord => !unordered,
            Uno => unordered,
            Oeq => !unordered && lhs == rhs,
            Ogt => !unordered && lhs > rhs,
            Oge => !unordered && lhs >= rhs,
            Olt => !unordered && lhs < rhs,
            Ole => !unordered && lhs <= rhs,
            One => !unordered && lhs != rhs,
            Ueq => unordered || lhs == rhs,
            Ugt => unordered || lhs > rhs,
            Uge => unordered || lhs >= rhs,
            Ult => unordered || lhs < rhs,
            Ule => unordered || lhs <= rhs,
            Une => unordered || lhs != rhs,
        }
    }
}
