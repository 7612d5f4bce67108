//! The Reducer of the contraction engine (L4297–4402) and its temporal accumulator
//! (L4406–4540), as the simulator computes them: the multiply, the reduction tree and the
//! accumulation of one slice's computation steps.
//!
//! # Data layout
//!
//! Everything is held *Row-major across lanes*: a value of the Reducer is a
//! [`Lanes`]`<T>` = `[T; 8]` (32-byte aligned), lane `r` being Row `r` (at most 8 Rows, L4162–4167; lanes past
//! the command's Rows compute on zero weights and are never emitted).
//!
//! * `x: [T]` — the slice's stream, decoded (bf16 widened to f32 by a 16-bit shift, f8 by
//!   table-free decoding, i4/i8 sign-extended to i32), packet after packet;
//! * `wt: [Lanes<T>]` — the TRF span the command reads, element `k` of every Row side by
//!   side (`wt[k][r]` = Row `r`'s element `k`);
//! * per step, the packet's `E` elements (`E` = elements per 64-byte packet: 32 for bf16,
//!   64 for i8/f8, 128 for i4) meet `E` consecutive entries of `wt`. The first tree level is
//!   fused with the multiply, `a[j] = x[2j]·w[2j] + x[2j+1]·w[2j+1]` (each product rounded,
//!   then the sum rounded: the same operations as multiplying first), and every further
//!   level halves a contiguous array into another, `b[j] = a[2j] + a[2j+1]`, in natural
//!   order. Every operation is a lane-wise `[T; 8]` multiply or add over arrays of
//!   compile-time length (`E` is a const parameter), which LLVM unrolls and vectorizes;
//! * `acc: [Lanes<T>]` — the accumulator, `acc[slot · cols + j]` for time slot `slot` and
//!   column `j`, Rows in the lanes again, so the accumulation is lane-wise too; [`emit`]
//!   writes a finished slot in the output order of its accumulation kind.
//!
//! Numerics (docs/decisions.md C8B-3..C8B-5): f32 products and sums round to nearest even
//! (Rust never fuses a multiply and an add), i32 wraps; the tree adds adjacent pairs level by
//! level (`v_d[k] = v_{d-1}[2k] + v_{d-1}[2k+1]`); the accumulator stores the first visit of
//! a slot and adds each later step in arrival order.

use crate::dtype::{f8e4m3_to_f32, f8e5m2_to_f32, DType};
use crate::error::{SimError, SimResult};
use crate::memory::Memory;
use visa_tcp::contraction::{AccumulationKind, Contraction};
use visa_tcp::limits as l;

/// The Reducer's lanes: one per Row (at most 8, L4162–4167).
pub(crate) const LANES: usize = l::ROWS as usize;

/// One value per Row, aligned to 32 bytes so that its two 16-byte halves are aligned
/// vector operands.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
#[repr(C, align(32))]
pub(crate) struct Lanes<T>(pub [T; LANES]);

/// The arithmetic of one accumulator type: f32 (round to nearest even) or wrapping i32.
pub(crate) trait Acc: Copy + Default {
    /// The product, rounded (f32) or wrapped (i32).
    fn mul(a: Self, b: Self) -> Self;
    /// The sum, rounded (f32) or wrapped (i32).
    fn add(a: Self, b: Self) -> Self;
    /// Little-endian bytes of the accumulator's output: an f32 NaN is the canonical
    /// one, whichever NaNs met in the tree (T19N-2).
    fn le(self) -> [u8; 4];
    /// Decodes `bytes` of `dtype` into `out` (cleared first).
    fn decode(dtype: DType, bytes: &[u8], out: &mut Vec<Self>);
}

impl Acc for f32 {
    #[inline(always)]
    fn mul(a: f32, b: f32) -> f32 {
        a * b
    }
    #[inline(always)]
    fn add(a: f32, b: f32) -> f32 {
        a + b
    }
    fn le(self) -> [u8; 4] {
        if self.is_nan() {
            visa_tcp::dtype::CANONICAL_NAN_F32.to_le_bytes()
        } else {
            self.to_le_bytes()
        }
    }
    fn decode(dtype: DType, bytes: &[u8], out: &mut Vec<f32>) {
        out.clear();
        match dtype {
            // bf16 is the top half of an f32: a shift, in bulk.
            DType::Bf16 => out.extend(
                bytes
                    .chunks_exact(2)
                    .map(|c| f32::from_bits(u32::from(u16::from_le_bytes([c[0], c[1]])) << 16)),
            ),
            DType::F8E4M3 => out.extend(bytes.iter().map(|&b| f8e4m3_to_f32(b))),
            _ => out.extend(bytes.iter().map(|&b| f8e5m2_to_f32(b))),
        }
    }
}

impl Acc for i32 {
    #[inline(always)]
    fn mul(a: i32, b: i32) -> i32 {
        a.wrapping_mul(b)
    }
    #[inline(always)]
    fn add(a: i32, b: i32) -> i32 {
        a.wrapping_add(b)
    }
    fn le(self) -> [u8; 4] {
        self.to_le_bytes()
    }
    fn decode(dtype: DType, bytes: &[u8], out: &mut Vec<i32>) {
        out.clear();
        match dtype {
            DType::I4 => {
                for &b in bytes {
                    out.push(i32::from(((b << 4) as i8) >> 4));
                    out.push(i32::from((b as i8) >> 4));
                }
            }
            _ => out.extend(bytes.iter().map(|&b| i32::from(b as i8))),
        }
    }
}

/// Reusable buffers of one command's execution, for one accumulator type.
#[derive(Debug, Default)]
pub(crate) struct Buffers<T> {
    /// The decoded stream.
    x: Vec<T>,
    /// The decoded TRF span, Row after Row.
    w: Vec<T>,
    /// The TRF span with the Rows side by side.
    wt: Vec<Lanes<T>>,
    /// The accumulator, `[slot][column]` of lanes.
    acc: Vec<Lanes<T>>,
}

/// What one slice's contraction needs besides its data.
pub(crate) struct Pass<'a> {
    /// The configuration.
    pub config: &'a Contraction,
    /// Input element type.
    pub dtype: DType,
    /// Computation steps.
    pub steps: usize,
    /// Element index (within the TRF span) of every step's read.
    pub reads: &'a [u32],
}

/// Runs the contraction of one slice: `stream` holds its flits (of `pass.dtype`), `trf` the
/// TRF span of each Row one after the other; the 32-bit output flits are appended to `out`.
pub(crate) fn run<T: Acc>(
    pass: &Pass<'_>,
    stream: &[u8],
    trf: &[u8],
    bufs: &mut Buffers<T>,
    out: &mut Vec<u8>,
) -> SimResult<()> {
    match Contraction::packet_elems(pass.dtype) {
        16 => run_e::<T, 16>(pass, stream, trf, bufs, out),
        32 => run_e::<T, 32>(pass, stream, trf, bufs, out),
        64 => run_e::<T, 64>(pass, stream, trf, bufs, out),
        128 => run_e::<T, 128>(pass, stream, trf, bufs, out),
        e => Err(SimError::unsupported(format!(
            "a contraction of {e} elements per packet"
        ))),
    }
}

/// `o[r] = a[r] + b[r]`.
#[inline(always)]
fn add<T: Acc>(a: &Lanes<T>, b: &Lanes<T>) -> Lanes<T> {
    Lanes(std::array::from_fn(|r| T::add(a.0[r], b.0[r])))
}

/// `o[r] = x · w[r]`.
#[inline(always)]
fn scale<T: Acc>(x: T, w: &Lanes<T>) -> Lanes<T> {
    Lanes(std::array::from_fn(|r| T::mul(x, w.0[r])))
}

/// The accumulator: the first visit of a slot stores, later ones add.
#[inline(always)]
fn accumulate<T: Acc>(d: &mut Lanes<T>, val: &Lanes<T>, first: bool) {
    *d = if first { *val } else { add(d, val) };
}

/// Defines `$name`, the tree node over `$n` consecutive elements: the sum of the nodes over
/// its two halves (`$sub`, over `$n / 2`), which is the hardware's pairwise order.
macro_rules! node {
    ($name:ident, $n:literal, $sub:ident) => {
        #[doc = concat!("The tree node over ", stringify!($n), " consecutive elements.")]
        #[inline(always)]
        fn $name<T: Acc>(x: &[T], w: &[Lanes<T>]) -> Lanes<T> {
            let (x0, x1) = x[..$n].split_at($n / 2);
            let (w0, w1) = w[..$n].split_at($n / 2);
            add(&$sub(x0, w0), &$sub(x1, w1))
        }
    };
}

/// The tree node over one element: its product.
#[inline(always)]
fn node1<T: Acc>(x: &[T], w: &[Lanes<T>]) -> Lanes<T> {
    scale(x[0], &w[0])
}
node!(node2, 2, node1);
node!(node4, 4, node2);
node!(node8, 8, node4);
node!(node16, 16, node8);
node!(node32, 32, node16);
node!(node64, 64, node32);
node!(node128, 128, node64);

/// Output `j` of a tree of `depth` levels over the packet `x` and the read `w`: the node over
/// elements `[j·2^depth, (j+1)·2^depth)`. Written as nested functions of known sizes, the
/// whole node is straight-line code, computed depth first (so it stays in registers).
#[inline(always)]
fn output<T: Acc>(depth: u32, x: &[T], w: &[Lanes<T>], j: usize) -> Lanes<T> {
    let k = j << depth;
    let (x, w) = (&x[k..], &w[k..]);
    match depth {
        0 => node1(x, w),
        1 => node2(x, w),
        2 => node4(x, w),
        3 => node8(x, w),
        4 => node16(x, w),
        5 => node32(x, w),
        6 => node64(x, w),
        _ => node128(x, w),
    }
}

/// [`run`] for packets of `E` elements. Compiled twice: for the baseline target and for
/// x86-64 with AVX2, chosen at run time (`multiversion`): with 8-wide vectors a [`Lanes`]
/// value is one register, so a step's 256 multiplies and 248 adds are 32 and 31
/// instructions. The same IEEE operations in the same order either way (bit for bit the
/// same results; a NaN's payload is unspecified, docs/decisions.md C8H-1).
#[multiversion::multiversion(targets("x86_64+avx2"))]
fn run_e<T: Acc, const E: usize>(
    pass: &Pass<'_>,
    stream: &[u8],
    trf: &[u8],
    bufs: &mut Buffers<T>,
    out: &mut Vec<u8>,
) -> SimResult<()> {
    let c = pass.config;
    let Buffers { x, w, wt, acc } = bufs;
    let dtype = pass.dtype;
    let half = E / 2; // elements per flit
    T::decode(dtype, stream, x);
    T::decode(dtype, trf, w);
    let rows = c.rows as usize;
    let row_elems = w.len() / rows.max(1);
    // The weights with the Rows side by side: wt[k][r] = Row r's element k (0 past the Rows).
    wt.clear();
    wt.resize(row_elems, Lanes::default());
    for (r, row) in w.chunks_exact(row_elems.max(1)).enumerate().take(rows) {
        for (lane, &v) in wt.iter_mut().zip(row) {
            lane.0[r] = v;
        }
    }
    let n_read = (c.trf_seq.packet_size as usize * 8) / dtype.bits() as usize;
    let depth = c.depth;
    let outputs = E
        .checked_shr(c.depth)
        .filter(|&o| o > 0)
        .ok_or_else(|| SimError::unsupported(format!("a tree of depth {depth}")))?;
    let a = &c.accumulate;
    let (reduce, inner) = (a.reduce as usize, a.inner as usize);
    let beats = (a.columns as usize).div_ceil(l::SEQUENTIAL_BUS as usize);
    let cols = match a.kind {
        AccumulationKind::Interleaved => a.columns as usize,
        AccumulationKind::Sequential => beats * l::SEQUENTIAL_BUS as usize,
    };
    acc.clear();
    acc.resize(inner * cols, Lanes::default());
    let cf = c.collect_flits as usize;
    let tb = c.time_broadcast as usize;
    let zero = Lanes::default();
    // A full packet (two flits) against a whole 64-byte TRF read: the packet and the read
    // are used in place; otherwise they are first copied into `xb` and `wb` (the packet
    // zero past the collected flits, the read repeated to fill the packet, L4171–4177).
    let full = cf == 2 && n_read == E;
    let mut xb = [T::default(); E];
    let mut wb = [zero; E];
    let mut tree = [zero; E];
    let short = || SimError::invalid("the contraction reads past its stream or TRF span");
    if tb == 0 || inner == 0 || reduce == 0 || n_read == 0 {
        return Err(SimError::invalid(
            "a contraction with an empty time broadcast, accumulator or TRF read",
        ));
    }
    // Step `step` reads packet `p = step / tb` and accumulates into slot `step % inner`,
    // reduction step `(step / inner) % reduce`: counters, not divisions.
    let (mut p, mut t, mut slot, mut r_idx) = (0usize, 0usize, 0usize, 0usize);
    for &read in pass.reads.get(..pass.steps).ok_or_else(short)? {
        let read = read as usize;
        let (xs, ws): (&[T], &[Lanes<T>]) = if full {
            let xs = x.get(p * E..p * E + E).ok_or_else(short)?;
            let ws = wt.get(read..read + E).ok_or_else(short)?;
            (xs, ws)
        } else {
            let xs = x
                .get(p * cf * half..p * cf * half + cf * half)
                .ok_or_else(short)?;
            let ws = wt.get(read..read + n_read).ok_or_else(short)?;
            for (k, xv) in xb.iter_mut().enumerate() {
                *xv = xs.get(k).copied().unwrap_or_default();
            }
            for (wv, w) in wb.iter_mut().zip(ws.iter().cycle()) {
                *wv = *w;
            }
            (&xb[..], &wb[..])
        };
        // The multiply and the reduction tree, `depth` levels.
        for (j, o) in tree[..outputs].iter_mut().enumerate() {
            *o = output(depth, xs, ws, j);
        }
        // Resize to the accumulator's columns (the outputs repeated, or zero-padded) and
        // accumulate.
        let dst = &mut acc[slot * cols..(slot + 1) * cols];
        let first = r_idx == 0;
        match a.kind {
            // The outputs repeated: column j takes output j % outputs, chunk by chunk.
            AccumulationKind::Interleaved => {
                for chunk in dst.chunks_mut(outputs) {
                    for (d, val) in chunk.iter_mut().zip(&tree[..outputs]) {
                        accumulate(d, val, first);
                    }
                }
            }
            AccumulationKind::Sequential => {
                let padded = tree[..outputs].iter().chain(std::iter::repeat(&zero));
                for (d, val) in dst.iter_mut().zip(padded) {
                    accumulate(d, val, first);
                }
            }
        }
        if r_idx + 1 == reduce {
            emit(a.kind, rows, cols, beats, dst, out);
        }
        t += 1;
        if t == tb {
            (t, p) = (0, p + 1);
        }
        slot += 1;
        if slot == inner {
            slot = 0;
            r_idx = if r_idx + 1 == reduce { 0 } else { r_idx + 1 };
        }
    }
    Ok(())
}

/// Writes the output flits of one finished slot (`slot[j]` = column `j`, Rows in lanes).
fn emit<T: Acc>(
    kind: AccumulationKind,
    rows: usize,
    cols: usize,
    beats: usize,
    slot: &[Lanes<T>],
    out: &mut Vec<u8>,
) {
    let lanes = l::FLIT_LANES;
    match kind {
        // OutTime [.., columns], OutPacket Row # 8: padded Rows are zero (C8B-5).
        AccumulationKind::Interleaved => {
            for col in &slot[..cols] {
                for (r, &v) in col.0.iter().enumerate().take(lanes) {
                    let val = if r < rows { v } else { T::default() };
                    out.extend_from_slice(&val.le());
                }
            }
        }
        // OutTime [.., Row, beats], OutPacket 8 columns.
        AccumulationKind::Sequential => {
            for r in 0..rows {
                for col in &slot[..beats * lanes] {
                    out.extend_from_slice(&col.0[r].le());
                }
            }
        }
    }
}

/// Reads the TRF span `[lo, lo + len)` of every Row of `slice` into `buf`, one Row after
/// the other.
pub(crate) fn read_trf(
    mem: &Memory,
    trf: crate::memory::Space,
    slice: u32,
    rows: usize,
    (lo, len): (u64, usize),
    buf: &mut Vec<u8>,
) -> SimResult<()> {
    buf.resize(len * rows, 0);
    for r in 0..rows {
        let at = mem.slice_addr(trf, slice, r as u64 * l::TRF_BYTES + lo);
        mem.read_into(trf, at, &mut buf[r * len..(r + 1) * len])?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    //! The Reducer against an independent oracle: plain per-Row scalar loops that follow
    //! the manual's description literally (the packet, zero past the collected flits; the
    //! TRF read repeated to fill it; the products; `depth` levels of adjacent pairs in
    //! natural order; the columns resized; the accumulator in arrival order; the output
    //! order of each kind), with the inputs decoded here by hand. Index loops on purpose:
    //! the oracle reads like the manual's formulas.
    #![allow(clippy::needless_range_loop)]
    use super::*;
    use proptest::prelude::*;
    use visa_tcp::contraction::{Accumulate, TrfAddress};
    use visa_tcp::SeqConfig;

    /// A test case: element type, Rows, depth, collected flits, time broadcast, TRF read
    /// bytes, accumulator, the raw bytes and every step's TRF read.
    #[derive(Debug, Clone)]
    struct Case {
        dtype: DType,
        rows: u32,
        depth: u32,
        cf: u32,
        tb: u32,
        read_bytes: u32,
        kind: AccumulationKind,
        reduce: u32,
        inner: u32,
        columns: u32,
        stream: Vec<u8>,
        trf: Vec<u8>,
        reads: Vec<u32>,
    }

    fn case() -> impl Strategy<Value = Case> {
        (
            prop_oneof![Just(DType::Bf16), Just(DType::I8), Just(DType::I4)],
            prop_oneof![Just(1u32), Just(2), Just(4), Just(8)],
            0u32..8,
            1u32..=2,
            1u32..=3,
            prop_oneof![
                Just(AccumulationKind::Interleaved),
                Just(AccumulationKind::Sequential)
            ],
            (1u32..=4, 1u32..=3, 1u32..=20, 1u32..=3),
            any::<u64>(),
        )
            .prop_map(
                |(dtype, rows, depth, cf, tb, kind, (reduce, inner, columns, groups), seed)| {
                    let e = Contraction::packet_elems(dtype);
                    let depth = depth.min(e.trailing_zeros());
                    let mut s = seed | 1;
                    let mut next = move || {
                        s ^= s << 13;
                        s ^= s >> 7;
                        s ^= s << 17;
                        s
                    };
                    let steps = reduce * inner * groups;
                    // Packets: whole multiples of the time broadcast.
                    let packets = steps.div_ceil(tb);
                    let steps = packets * tb;
                    let (reduce, inner) = if steps % (reduce * inner) == 0 {
                        (reduce, inner)
                    } else {
                        (1, 1)
                    };
                    let stream: Vec<u8> = (0..packets * cf * 32).map(|_| next() as u8).collect();
                    let read_bytes = [8u32, 16, 32, 64][(next() % 4) as usize];
                    let span_bytes = 256u32;
                    let trf: Vec<u8> = (0..span_bytes * rows).map(|_| next() as u8).collect();
                    let elem_bits = dtype.bits();
                    let span_elems = span_bytes * 8 / elem_bits;
                    let read_elems = read_bytes * 8 / elem_bits;
                    let reads = (0..steps)
                        .map(|_| (next() as u32 % (span_elems - read_elems + 1)) & !1)
                        .collect();
                    Case {
                        dtype,
                        rows,
                        depth,
                        cf,
                        tb,
                        read_bytes,
                        kind,
                        reduce,
                        inner,
                        columns,
                        stream,
                        trf,
                        reads,
                    }
                },
            )
    }

    /// The elements of `bytes` as f64 (exact for every input type here).
    fn decode(dtype: DType, bytes: &[u8]) -> Vec<f64> {
        match dtype {
            DType::Bf16 => bytes
                .chunks_exact(2)
                .map(|c| {
                    f64::from(f32::from_bits(
                        u32::from(c[0]) << 16 | u32::from(c[1]) << 24,
                    ))
                })
                .collect(),
            DType::I8 => bytes.iter().map(|&b| f64::from(b as i8)).collect(),
            _ => bytes
                .iter()
                .flat_map(|&b| {
                    let lo = (b & 0xF) as i32 - if b & 0x8 != 0 { 16 } else { 0 };
                    let hi = (b >> 4) as i32 - if b & 0x80 != 0 { 16 } else { 0 };
                    [f64::from(lo), f64::from(hi)]
                })
                .collect(),
        }
    }

    /// One Row's value of a step, as the oracle computes it.
    fn oracle(c: &Case) -> Vec<u8> {
        let int = c.dtype.is_int();
        let e = Contraction::packet_elems(c.dtype) as usize;
        let x = decode(c.dtype, &c.stream);
        let span = c.trf.len() / c.rows as usize;
        let n_read = (c.read_bytes * 8 / c.dtype.bits()) as usize;
        type Op = fn(f64, f64) -> f64;
        let (mul, add): (Op, Op) = if int {
            (
                |a, b| f64::from((a as i32).wrapping_mul(b as i32)),
                |a, b| f64::from((a as i32).wrapping_add(b as i32)),
            )
        } else {
            (
                |a, b| f64::from(a as f32 * b as f32),
                |a, b| f64::from(a as f32 + b as f32),
            )
        };
        let beats = (c.columns as usize).div_ceil(8);
        let cols = match c.kind {
            AccumulationKind::Interleaved => c.columns as usize,
            AccumulationKind::Sequential => beats * 8,
        };
        let steps = c.reads.len();
        let (reduce, inner) = (c.reduce as usize, c.inner as usize);
        // acc[row][slot][col]
        let mut acc = vec![vec![vec![0f64; cols]; inner]; c.rows as usize];
        let mut out = Vec::new();
        let half = e / 2;
        let collected = c.cf as usize * half;
        for step in 0..steps {
            let p = step / c.tb as usize;
            let slot = step % inner;
            let r_idx = (step / inner) % reduce;
            for r in 0..c.rows as usize {
                let w = decode(c.dtype, &c.trf[r * span..(r + 1) * span]);
                let mut v: Vec<f64> = (0..e)
                    .map(|k| {
                        let xv = if k < collected {
                            x[p * collected + k]
                        } else {
                            0.0
                        };
                        let wv = w[c.reads[step] as usize + k % n_read];
                        mul(xv, wv)
                    })
                    .collect();
                for _ in 0..c.depth {
                    v = (0..v.len() / 2)
                        .map(|j| add(v[2 * j], v[2 * j + 1]))
                        .collect();
                }
                for j in 0..cols {
                    let val = match c.kind {
                        AccumulationKind::Interleaved => v[j % v.len()],
                        AccumulationKind::Sequential => v.get(j).copied().unwrap_or(0.0),
                    };
                    let a = &mut acc[r][slot][j];
                    *a = if r_idx == 0 { val } else { add(*a, val) };
                }
            }
            if r_idx + 1 == reduce {
                let bytes = |v: f64| {
                    if int {
                        (v as i32).to_le_bytes()
                    } else {
                        (v as f32).to_le_bytes()
                    }
                };
                match c.kind {
                    AccumulationKind::Interleaved => {
                        for j in 0..cols {
                            for r in 0..8 {
                                let v = if r < c.rows as usize {
                                    acc[r][slot][j]
                                } else {
                                    0.0
                                };
                                out.extend_from_slice(&bytes(v));
                            }
                        }
                    }
                    AccumulationKind::Sequential => {
                        for row in acc.iter().take(c.rows as usize) {
                            for &v in &row[slot] {
                                out.extend_from_slice(&bytes(v));
                            }
                        }
                    }
                }
            }
        }
        out
    }

    fn contraction(c: &Case) -> Contraction {
        Contraction {
            address: TrfAddress::Full,
            rows: c.rows,
            collect_flits: c.cf,
            time_broadcast: c.tb,
            trf_base: 0,
            trf_seq: SeqConfig::new(&[(1, 0)], c.read_bytes),
            depth: c.depth,
            accumulate: Accumulate {
                kind: c.kind,
                reduce: c.reduce,
                inner: c.inner,
                columns: c.columns,
            },
        }
    }

    /// Equal, with every NaN equal to every NaN (a NaN's payload is not specified).
    fn same(dtype: DType, a: &[u8], b: &[u8]) -> bool {
        a.len() == b.len()
            && a.chunks_exact(4).zip(b.chunks_exact(4)).all(|(x, y)| {
                let (x, y) = ([x[0], x[1], x[2], x[3]], [y[0], y[1], y[2], y[3]]);
                x == y
                    || (!dtype.is_int()
                        && f32::from_le_bytes(x).is_nan()
                        && f32::from_le_bytes(y).is_nan())
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]
        #[test]
        fn reducer_matches_plain_loops(c in case()) {
            let config = contraction(&c);
            let pass = Pass { config: &config, dtype: c.dtype, steps: c.reads.len(), reads: &c.reads };
            let mut out = Vec::new();
            if c.dtype.is_int() {
                run::<i32>(&pass, &c.stream, &c.trf, &mut Buffers::default(), &mut out).unwrap();
            } else {
                run::<f32>(&pass, &c.stream, &c.trf, &mut Buffers::default(), &mut out).unwrap();
            }
            let want = oracle(&c);
            prop_assert!(same(c.dtype, &out, &want), "{} bytes vs {} bytes", out.len(), want.len());
        }
    }

    #[test]
    fn a_tree_deeper_than_the_packet_is_an_error() {
        let c = Case {
            dtype: DType::Bf16,
            rows: 1,
            depth: 6,
            cf: 2,
            tb: 1,
            read_bytes: 64,
            kind: AccumulationKind::Interleaved,
            reduce: 1,
            inner: 1,
            columns: 1,
            stream: vec![0; 64],
            trf: vec![0; 64],
            reads: vec![0],
        };
        let config = contraction(&c);
        let pass = Pass {
            config: &config,
            dtype: c.dtype,
            steps: 1,
            reads: &c.reads,
        };
        let mut out = Vec::new();
        assert!(run::<f32>(&pass, &c.stream, &c.trf, &mut Buffers::default(), &mut out).is_err());
    }
}
