//! Swizzle layouts, their composition with a tile layout, and an element's shared-memory bank
//! and line (`004_*.txt`, "SwizzleLayout, ComposeLayout").
//!
//! `Swizzle(M, B, S)` keeps the low `M` bits of an element address `m`, and in `x = m >> M`
//! XORs bits `[S, S+B)` into bits `[0, B)`:
//! `addr(m) = ((x ^ ((x >> S) & (2^B - 1))) << M) | (m & (2^M - 1))`.
//! It is well formed when `S >= B`; then the XOR source bits are untouched, so the swizzle is
//! an involution (its own inverse) and a bijection.
//!
//! Shared memory has 32 banks of 4 bytes; a bank line is 128 bytes. An element of `bits` bits
//! at swizzled element address `a` lies in bank `⌊a·bits/32⌋ mod 32` and line `⌊a·bits/1024⌋`
//! (004: `bank = ⌊a·b/4⌋ mod 32` with `b` bytes per element).

use std::fmt;

use super::error::{TirxError, TirxErrorKind};
use super::layout::{Coord, TileLayout, MEMORY_AXIS};

/// Number of shared-memory banks.
pub const BANKS: u64 = 32;
/// Width of one bank word in bytes.
pub const BANK_BYTES: u64 = 4;
/// Bytes in one bank line (`BANKS * BANK_BYTES`).
pub const LINE_BYTES: u64 = BANKS * BANK_BYTES;

/// The XOR swizzle `Swizzle(M=per_element, B=swizzle_len, S=atom_len)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SwizzleLayout {
    /// `M`: low address bits left untouched (a `2^M`-element contiguous run).
    pub per_element: u32,
    /// `B`: number of bits XOR-ed.
    pub swizzle_len: u32,
    /// `S`: distance from the XOR source bits down to the target bits.
    pub atom_len: u32,
}

/// The shared-memory swizzle widths of 004, "Choosing the parameters".
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SwizzleMode {
    /// No swizzle.
    None,
    /// 32-byte swizzle (`B = 1`).
    B32,
    /// 64-byte swizzle (`B = 2`).
    B64,
    /// 128-byte swizzle (`B = 3`).
    B128,
}

impl SwizzleMode {
    /// The swizzle width in bytes (0 for none).
    pub fn bytes(self) -> u64 {
        match self {
            SwizzleMode::None => 0,
            SwizzleMode::B32 => 32,
            SwizzleMode::B64 => 64,
            SwizzleMode::B128 => 128,
        }
    }
}

/// An element's shared-memory bank and bank line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BankLine {
    /// Bank in `[0, 32)`.
    pub bank: u64,
    /// 128-byte line index.
    pub line: u64,
}

/// The bank and line of the element at (already swizzled) element address `addr` with
/// elements of `dtype_bits` bits.
pub fn bank_line(addr: u64, dtype_bits: u32) -> BankLine {
    let bit = addr * u64::from(dtype_bits);
    BankLine {
        bank: (bit / (8 * BANK_BYTES)) % BANKS,
        line: bit / (8 * LINE_BYTES),
    }
}

impl SwizzleLayout {
    /// A swizzle, checking the well-formedness requirement `S >= B` and that the bits fit.
    pub fn new(per_element: u32, swizzle_len: u32, atom_len: u32) -> Result<Self, TirxError> {
        if atom_len < swizzle_len {
            return Err(TirxError::new(
                TirxErrorKind::IllFormed,
                format!("swizzle needs S >= B, got S = {atom_len} < B = {swizzle_len}"),
            ));
        }
        if per_element + atom_len + swizzle_len > 63 {
            return Err(TirxError::new(
                TirxErrorKind::IllFormed,
                "swizzle bits exceed 63",
            ));
        }
        Ok(SwizzleLayout {
            per_element,
            swizzle_len,
            atom_len,
        })
    }

    /// The swizzle for elements of `dtype_bits` bits and a shared-memory swizzle `mode`
    /// (004, "Choosing the parameters"): `M = log2(128 / dtype_bits)` keeps one 16-byte
    /// vector unswizzled, `B = log2(width / 16)`, `S = 3`. `None` for [`SwizzleMode::None`].
    pub fn for_dtype(dtype_bits: u32, mode: SwizzleMode) -> Result<Option<Self>, TirxError> {
        if dtype_bits == 0 || !dtype_bits.is_power_of_two() || dtype_bits > 128 {
            return Err(TirxError::new(
                TirxErrorKind::IllFormed,
                format!("element width {dtype_bits} bits is not a power of two up to 128"),
            ));
        }
        let b = match mode {
            SwizzleMode::None => return Ok(None),
            SwizzleMode::B32 => 1,
            SwizzleMode::B64 => 2,
            SwizzleMode::B128 => 3,
        };
        let m = (128 / dtype_bits).trailing_zeros();
        Self::new(m, b, 3).map(Some)
    }

    /// The swizzled address of element address `m`.
    pub fn apply(&self, m: u64) -> u64 {
        let low_mask = (1u64 << self.per_element) - 1;
        let x = m >> self.per_element;
        let b_mask = (1u64 << self.swizzle_len) - 1;
        let x2 = x ^ ((x >> self.atom_len) & b_mask);
        (x2 << self.per_element) | (m & low_mask)
    }
}

impl fmt::Display for SwizzleLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Swizzle(M={}, B={}, S={})",
            self.per_element, self.swizzle_len, self.atom_len
        )
    }
}

/// `ComposeLayout(swizzle, tile)`: the tile layout produces a linear address on the memory
/// axis, then the swizzle permutes it. Other axes pass through unchanged.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ComposeLayout {
    /// The swizzle applied second.
    pub swizzle: SwizzleLayout,
    /// The tile layout applied first.
    pub tile: TileLayout,
}

impl ComposeLayout {
    /// Composes `swizzle` after `tile`.
    pub fn new(swizzle: SwizzleLayout, tile: TileLayout) -> Self {
        ComposeLayout { swizzle, tile }
    }

    /// The coordinates of logical index `x` in `shape`: the tile layout's L(x) with the
    /// memory coordinate swizzled. A negative memory coordinate is an error.
    pub fn apply(&self, shape: &[u64], x: &[u64]) -> Result<Vec<Coord>, TirxError> {
        let flat = self.tile.flatten(shape, x)?;
        self.apply_flat(flat)
    }

    /// As [`ComposeLayout::apply`], from a flat logical index.
    pub fn apply_flat(&self, flat: u64) -> Result<Vec<Coord>, TirxError> {
        let mut coords = self.tile.apply_flat(flat)?;
        for c in &mut coords {
            if let Some(m) = c.get_mut(MEMORY_AXIS) {
                let addr = u64::try_from(*m).map_err(|_| {
                    TirxError::new(
                        TirxErrorKind::OutOfBounds,
                        format!("memory address {m} is negative and cannot be swizzled"),
                    )
                })?;
                *m = i64::try_from(self.swizzle.apply(addr)).map_err(|_| {
                    TirxError::new(TirxErrorKind::Overflow, "swizzled address overflows")
                })?;
            }
        }
        Ok(coords)
    }
}

impl fmt::Display for ComposeLayout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = &self.swizzle;
        write!(
            f,
            "ComposeLayout(Swizzle({},{},{}), {})",
            s.per_element, s.swizzle_len, s.atom_len, self.tile
        )
    }
}
