//! The contraction path of a Tensor-Unit pass, with the simulator's own maths: the Aligner
//! (Stream Adapter + TRF Sequencer, L3789–4111), the Reducer's multiply and reduction tree
//! (L4297–4402), the temporal accumulator (L4406–4540) and the Cast Engine (L6756–6819).
//!
//! Numerics (docs/decisions.md C8B-3..C8B-6):
//! * products of the widened operands in f32 (bf16 x bf16 and f8 x f8 are exact unless they
//!   overflow or underflow f32) or in wrapping i32 (i4, i8);
//! * the tree adds adjacent pairs level by level, each f32 add rounding to nearest even
//!   (`v_d[k] = v_{d-1}[2k] + v_{d-1}[2k+1]`);
//! * the accumulator stores the first visit of a slot and adds each later step in arrival
//!   order (f32 round to nearest even, i32 wrapping);
//! * the Cast Engine rounds to nearest even; bf16, f16 and f8e5m2 overflow to infinity,
//!   f8e4m3 (no infinity) and the integers saturate; NaN stays a NaN with its sign.
//!
//! Nothing here allocates per element: a command's plan lists the TRF offset of every
//! computation step once, and execution reuses one scratch per command.

use crate::dtype::DType;
use crate::error::{SimError, SimResult};
use crate::memory::{Memory, Space};
use crate::reducer::{self, read_trf, Buffers, Pass};
use visa_tcp::contraction::Contraction;
use visa_tcp::limits as l;

const FLIT: usize = l::FLIT_BYTES as usize;

/// The per-command plan of a contraction stage.
#[derive(Debug, Clone)]
pub struct ContractionPlan {
    /// The configuration.
    pub config: Contraction,
    /// Input element type (the stream's and the TRF's).
    pub dtype: DType,
    /// Computation steps per slice (one 64-byte packet per Row and cycle, L4099).
    pub steps: u64,
    /// Output flits per slice.
    pub out_flits: u64,
    /// First TRF byte read within a Row's 8 KiB, and the bytes from there to the last read.
    span: (u64, usize),
    /// Element index (within the span) of every step's TRF read.
    reads: Vec<u32>,
}

/// Plans the contraction of `flits` stream flits of `dtype` (the command was checked by
/// [`visa_tcp::check::tu`]).
pub fn plan(c: &Contraction, dtype: DType, flits: u64) -> SimResult<ContractionPlan> {
    if c.collect_flits != 1 && c.collect_flits != 2 {
        return Err(SimError::unsupported("collect_flits other than 1 or 2"));
    }
    let steps = flits / u64::from(c.collect_flits) * u64::from(c.time_broadcast);
    let bits = u64::from(dtype.bits());
    // Byte offsets of every read, in sequencer order (entry 0 outermost).
    let mut offs: Vec<i64> = vec![0];
    for e in &c.trf_seq.entries {
        let mut next = Vec::with_capacity(offs.len() * e.size as usize);
        for &o in &offs {
            for k in 0..i64::from(e.size) {
                next.push(o + k * e.stride);
            }
        }
        offs = next;
    }
    let base = (c.address.base() + c.trf_base) as i64;
    let lo = offs.iter().copied().min().unwrap_or(0) + base;
    let hi = offs.iter().copied().max().unwrap_or(0) + base + i64::from(c.trf_seq.packet_size);
    if lo < 0 || offs.iter().any(|o| (o + base - lo) * 8 % bits as i64 != 0) {
        return Err(SimError::unsupported(
            "TRF reads that do not start on an element boundary",
        ));
    }
    let reads = offs
        .iter()
        .map(|&o| ((o + base - lo) as u64 * 8 / bits) as u32)
        .collect();
    Ok(ContractionPlan {
        config: c.clone(),
        dtype,
        steps,
        out_flits: c.out_flits(steps),
        span: (lo as u64, (hi - lo) as usize),
        reads,
    })
}

/// Reusable buffers of one command's execution.
#[derive(Debug, Default)]
pub struct Scratch {
    trf: Vec<u8>,
    f: Buffers<f32>,
    i: Buffers<i32>,
}

/// Runs the contraction of one slice: `stream` holds its flits (of `plan.dtype`); the 32-bit
/// output flits are appended to `out` (cleared first). The Reducer and the accumulator are
/// the crate's `reducer` module.
pub fn execute(
    plan: &ContractionPlan,
    stream: &[u8],
    mem: &Memory,
    trf: Space,
    slice: u32,
    scratch: &mut Scratch,
    out: &mut Vec<u8>,
) -> SimResult<()> {
    let c = &plan.config;
    // The TRF span every Row reads, one Row after the other.
    read_trf(
        mem,
        trf,
        slice,
        c.rows as usize,
        plan.span,
        &mut scratch.trf,
    )?;
    out.clear();
    let pass = Pass {
        config: c,
        dtype: plan.dtype,
        steps: plan.steps as usize,
        reads: &plan.reads,
    };
    if plan.dtype.is_int() {
        reducer::run::<i32>(&pass, stream, &scratch.trf, &mut scratch.i, out)
    } else {
        reducer::run::<f32>(&pass, stream, &scratch.trf, &mut scratch.f, out)
    }
}

/// The Cast Engine (L6756–6819): every 32-byte flit of i32/f32 becomes 8 elements of `to`,
/// zero-padded back to 32 bytes. Rounding and saturation: docs/decisions.md C8B-6.
pub fn cast_flits(flits: &mut [u8], from: DType, to: DType) -> SimResult<()> {
    let mut tmp = [0u8; FLIT];
    for flit in flits.chunks_exact_mut(FLIT) {
        tmp.fill(0);
        for i in 0..l::FLIT_LANES {
            let b = [
                flit[4 * i],
                flit[4 * i + 1],
                flit[4 * i + 2],
                flit[4 * i + 3],
            ];
            match (from, to) {
                (DType::I32, DType::I8) => {
                    tmp[i] = i32::from_le_bytes(b).clamp(-128, 127) as i8 as u8;
                }
                (DType::I32, DType::I16) => {
                    let v = i32::from_le_bytes(b).clamp(-32768, 32767) as i16;
                    tmp[2 * i..2 * i + 2].copy_from_slice(&v.to_le_bytes());
                }
                (DType::I32, DType::I4) => {
                    let v = (i32::from_le_bytes(b).clamp(-8, 7) as u8) & 0xF;
                    tmp[i / 2] |= if i % 2 == 0 { v } else { v << 4 };
                }
                (DType::F32, DType::Bf16) => {
                    let v = f32_to_bf16(f32::from_le_bytes(b));
                    tmp[2 * i..2 * i + 2].copy_from_slice(&v.to_le_bytes());
                }
                (DType::F32, DType::F16) => {
                    let v = f32_to_f16(f32::from_le_bytes(b));
                    tmp[2 * i..2 * i + 2].copy_from_slice(&v.to_le_bytes());
                }
                (DType::F32, DType::F8E4M3) => tmp[i] = f32_to_f8(f32::from_le_bytes(b), E4M3),
                (DType::F32, DType::F8E5M2) => tmp[i] = f32_to_f8(f32::from_le_bytes(b), E5M2),
                _ => return Err(SimError::unsupported(format!("cast engine {from} -> {to}"))),
            }
        }
        flit.copy_from_slice(&tmp);
    }
    Ok(())
}

/// f32 to bf16, round to nearest even; overflow gives infinity; a NaN keeps its sign and
/// the top 7 bits of its payload, made quiet.
pub fn f32_to_bf16(x: f32) -> u16 {
    let b = x.to_bits();
    if x.is_nan() {
        return (b >> 16) as u16 | 0x0040;
    }
    let lsb = (b >> 16) & 1;
    (b.wrapping_add(0x7FFF + lsb) >> 16) as u16
}

/// f32 to IEEE binary16, round to nearest even (through the exact f64 value); overflow gives
/// infinity; NaN gives the quiet NaN with the same sign.
pub fn f32_to_f16(x: f32) -> u16 {
    if x.is_nan() {
        return if x.is_sign_negative() { 0xFE00 } else { 0x7E00 };
    }
    let sign = if x.is_sign_negative() { 0x8000 } else { 0 };
    match round_format(f64::from(x).abs(), 5, 10, 15) {
        None => sign | 0x7C00,
        Some(bits) => sign | bits as u16,
    }
}

/// An 8-bit float format: exponent bits, mantissa bits, bias, largest finite encoding.
#[derive(Clone, Copy)]
struct F8 {
    e: u32,
    m: u32,
    bias: i32,
    max: u8,
    nan: u8,
}
const E4M3: F8 = F8 {
    e: 4,
    m: 3,
    bias: 7,
    max: 0x7E,
    nan: 0x7F,
};
const E5M2: F8 = F8 {
    e: 5,
    m: 2,
    bias: 15,
    max: 0x7B,
    nan: 0x7E,
};

/// f32 to an f8 format, round to nearest even; f8e5m2 overflows to infinity, f8e4m3 (no
/// infinity) saturates to ±448; NaN gives the format's NaN with the same sign.
fn f32_to_f8(x: f32, f: F8) -> u8 {
    let sign = if x.is_sign_negative() { 0x80 } else { 0 };
    if x.is_nan() {
        return sign | f.nan;
    }
    if x.is_infinite() && f.e == 5 {
        return sign | 0x7C;
    }
    match round_format(f64::from(x).abs(), f.e, f.m, f.bias) {
        Some(bits) if bits <= u32::from(f.max) => sign | bits as u8,
        _ if f.e == 5 => sign | 0x7C,
        _ => sign | f.max,
    }
}

/// Rounds a non-negative finite `a` to nearest even in a binary format with `e` exponent
/// bits, `m` mantissa bits and bias `bias`; returns its encoding without sign, or `None` when
/// it rounds past the all-ones exponent (overflow; the caller saturates or gives infinity).
fn round_format(a: f64, e: u32, m: u32, bias: i32) -> Option<u32> {
    if a.is_infinite() {
        return None;
    }
    if a == 0.0 {
        return Some(0);
    }
    let min_exp = 1 - bias;
    let exp = (a.log2().floor() as i32).max(min_exp);
    // Guard log2's rounding near powers of two.
    let exp = if a < 2f64.powi(exp) && exp > min_exp {
        exp - 1
    } else if a >= 2f64.powi(exp + 1) {
        exp + 1
    } else {
        exp
    };
    let ulp = 2f64.powi(exp - m as i32);
    let q = (a / ulp).round_ties_even(); // exact: a is an f32 value, ulp a power of two
    let (mut exp, mut mant) = (exp, q as u64);
    if mant >= 2u64 << m {
        mant >>= 1;
        exp += 1;
    }
    let field = if mant < 1u64 << m {
        0 // subnormal
    } else {
        exp + bias
    };
    if field >= (1 << e) - 1 {
        // The all-ones exponent: infinity/NaN in IEEE formats; e4m3fn's finite 0x78..0x7E.
        if e == 4 && field == 15 {
            return Some((15 << m) | (mant as u32 & ((1 << m) - 1)));
        }
        return None;
    }
    Some(((field as u32) << m) | (mant as u32 & ((1 << m) - 1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dtype::{f8e4m3_to_f32, f8e5m2_to_f32};

    #[test]
    fn bf16_rounding() {
        // 1 + 2^-8 ties to even 1.0; 1 + 3 * 2^-8 rounds up to 1 + 2^-6.
        assert_eq!(f32_to_bf16(1.0 + 1.0 / 256.0), 0x3F80);
        assert_eq!(f32_to_bf16(1.0 + 3.0 / 256.0), 0x3F82);
        assert_eq!(f32_to_bf16(f32::MAX), 0x7F80);
        assert_eq!(f32_to_bf16(-f32::NAN), 0xFFC0);
        assert_eq!(f32_to_bf16(f32::from_bits(0x7FD5_1234)), 0x7FD5);
        assert_eq!(f32_to_bf16(f32::from_bits(0x7F80_0001)), 0x7FC0);
        assert_eq!(f32_to_bf16(-2.0), 0xC000);
    }

    #[test]
    fn f16_and_f8_rounding_and_saturation() {
        assert_eq!(f32_to_f16(1.0), 0x3C00);
        assert_eq!(f32_to_f16(65504.0), 0x7BFF);
        assert_eq!(f32_to_f16(65520.0), 0x7C00); // ties past the max round to infinity
        assert_eq!(f32_to_f16(2f32.powi(-24)), 0x0001);
        assert_eq!(f32_to_f16(2f32.powi(-25)), 0x0000); // tie to even (0)
        assert_eq!(f32_to_f16(-0.0), 0x8000);
        // e4m3fn: 1.0 = 0x38, 448 = 0x7E, 1000 saturates, 1.0625 ties to 1.0.
        assert_eq!(f32_to_f8(1.0, E4M3), 0x38);
        assert_eq!(f32_to_f8(448.0, E4M3), 0x7E);
        assert_eq!(f32_to_f8(1000.0, E4M3), 0x7E);
        assert_eq!(f32_to_f8(-f32::INFINITY, E4M3), 0xFE);
        assert_eq!(f32_to_f8(1.0625, E4M3), 0x38);
        assert_eq!(f32_to_f8(2f32.powi(-9), E4M3), 0x01);
        // e5m2: 1.0 = 0x3C, 57344 = 0x7B; overflow gives infinity.
        assert_eq!(f32_to_f8(1.0, E5M2), 0x3C);
        assert_eq!(f32_to_f8(57344.0, E5M2), 0x7B);
        assert_eq!(f32_to_f8(61440.0, E5M2), 0x7C); // the tie past the max rounds up
        assert_eq!(f32_to_f8(-1e6, E5M2), 0xFC);
        assert_eq!(f32_to_f8(f32::INFINITY, E5M2), 0x7C);
        // Every f8 value converts back to itself.
        for b in 0..=255u8 {
            let v = f8e4m3_to_f32(b);
            if !v.is_nan() {
                assert_eq!(f32_to_f8(v, E4M3), b, "e4m3 {b:#x}");
            }
            let v = f8e5m2_to_f32(b);
            if v.is_finite() {
                assert_eq!(f32_to_f8(v, E5M2), b, "e5m2 {b:#x}");
            }
        }
    }

    #[test]
    fn int_casts_saturate() {
        let mut f = [0u8; 32];
        for (i, v) in [300i32, -300, 5, -1, 7, 8, -9, 0].iter().enumerate() {
            f[4 * i..4 * i + 4].copy_from_slice(&v.to_le_bytes());
        }
        let mut a = f;
        cast_flits(&mut a, DType::I32, DType::I8).unwrap();
        assert_eq!(&a[..8], &[127, 128, 5, 255, 7, 8, 247, 0]);
        assert!(a[8..].iter().all(|&b| b == 0));
        let mut b = f;
        cast_flits(&mut b, DType::I32, DType::I4).unwrap();
        // pairs (7, -8) (5, -1) (7, 7) (-8, 0)
        assert_eq!(&b[..4], &[0x87, 0xF5, 0x77, 0x08]);
        let mut c = f;
        cast_flits(&mut c, DType::I32, DType::I16).unwrap();
        assert_eq!(&c[..4], &[44, 1, 212, 254]);
    }
}
