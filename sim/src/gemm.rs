//! A hand-built bf16 GEMM on the contraction path (the manual's K5, L466–525, with K = 1024
//! so a slice's B tile fits its TRF, digest-E F7–F10): `C[M, N] = A[M, K] · B[K, N]` on
//! `M/32 × N/32` slices, one 32 × 32 output tile per slice.
//!
//! Per slice `(I/32, J/32)`: the A tile `[I%32, K]` at DM 0, the B tile transposed
//! `[J%32, K]` at DM 64 KiB (placed by [`GemmShape::place`], standing in for the kernel's
//! DMA), C `[I%32, J%32]` at DM 128 KiB. The sub context loads B into the TRF (Row `J%8`,
//! Element `[J/8%4, K]`); the main context streams A (Time `[I%32, K/16]`, Packet `K%16`),
//! pairs two flits per computation packet and replays each for the 4 `J/8%4` tiles
//! (computation Time `[I%32, K/32, J/8%4]`), sums `K%32` in the tree and `K/32` in the
//! accumulator (Interleaved, 4 slots), casts to bf16 and commits 16 bytes per flit.
//!
//! Used by `tests/contraction.rs` (bit-exact against plain loops).

use crate::command::{
    Accumulate, AccumulationKind, Collect, Commit, Context, Contraction, Fetch, Program, Sink,
    SliceMask, TrfAddress, TrfLoad, TuCommand,
};
use crate::dtype::DType;
use crate::error::SimResult;
use crate::memory::{Memory, Space};
use crate::sequencer::SeqConfig;

/// DM byte address of the A tile.
pub const A_DM: u64 = 0;
/// DM byte address of the B tile.
pub const B_DM: u64 = 64 << 10;
/// DM byte address of the C tile.
pub const C_DM: u64 = 128 << 10;

/// The GEMM's sizes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GemmShape {
    /// Rows of A and C (a multiple of 32).
    pub m: u32,
    /// The contracted size (a multiple of 32, at most 1024: 4 x K bf16 per TRF Row).
    pub k: u32,
    /// Columns of B and C (a multiple of 32; `m/32 * n/32 <= 512`).
    pub n: u32,
}

impl GemmShape {
    /// The issue's GEMM: 512 x 1024 x 512.
    pub fn issue() -> Self {
        GemmShape {
            m: 512,
            k: 1024,
            n: 512,
        }
    }

    /// Slices used: one per 32 x 32 output tile.
    pub fn slices(&self) -> u32 {
        self.m / 32 * (self.n / 32)
    }

    /// The slice of output tile `(i32, j32)`.
    pub fn slice(&self, i32_: u32, j32: u32) -> u32 {
        i32_ * (self.n / 32) + j32
    }

    /// Writes row-major bf16 `a` (M x K) and `b` (K x N) into every slice's DM tiles.
    pub fn place(&self, mem: &mut Memory, a: &[u16], b: &[u16]) -> SimResult<()> {
        let (m, k, n) = (self.m as usize, self.k as usize, self.n as usize);
        let dm = Space::Dm { chip: 0 };
        let mut tile = vec![0u8; 32 * k * 2];
        for i32_ in 0..m / 32 {
            for j32 in 0..n / 32 {
                let s = self.slice(i32_ as u32, j32 as u32);
                for r in 0..32 {
                    for kk in 0..k {
                        let v = a[(i32_ * 32 + r) * k + kk].to_le_bytes();
                        tile[2 * (r * k + kk)..2 * (r * k + kk) + 2].copy_from_slice(&v);
                    }
                }
                mem.write(dm, mem.slice_addr(dm, s, A_DM), &tile)?;
                for c in 0..32 {
                    for kk in 0..k {
                        let v = b[kk * n + j32 * 32 + c].to_le_bytes();
                        tile[2 * (c * k + kk)..2 * (c * k + kk) + 2].copy_from_slice(&v);
                    }
                }
                mem.write(dm, mem.slice_addr(dm, s, B_DM), &tile)?;
            }
        }
        Ok(())
    }

    /// Reads C (M x N, row-major bf16 bits) back from the slices' DM.
    pub fn read_c(&self, mem: &Memory) -> SimResult<Vec<u16>> {
        let (m, n) = (self.m as usize, self.n as usize);
        let dm = Space::Dm { chip: 0 };
        let mut c = vec![0u16; m * n];
        for i32_ in 0..m / 32 {
            for j32 in 0..n / 32 {
                let s = self.slice(i32_ as u32, j32 as u32);
                let t = mem.read(dm, mem.slice_addr(dm, s, C_DM), 32 * 32 * 2)?;
                for r in 0..32 {
                    for col in 0..32 {
                        let at = 2 * (r * 32 + col);
                        c[(i32_ * 32 + r) * n + j32 * 32 + col] =
                            u16::from_le_bytes([t[at], t[at + 1]]);
                    }
                }
            }
        }
        Ok(c)
    }

    /// The two passes: the sub context's TRF load of B, then the main context's contraction.
    pub fn program(&self) -> Program {
        let k = self.k;
        let slices = SliceMask::range(0, self.slices());
        let pass = |context, fetch, sink| TuCommand {
            context,
            chip: 0,
            slices,
            fetch,
            switch: Box::new(visa_tcp::SwitchConfig::Forward),
            collect: Collect::default(),
            contraction: None,
            cast: None,
            vector: None,
            transpose: None,
            sink,
            loc: Some(format!("gemm_bf16 {}x{}x{}", self.m, self.k, self.n)),
        };
        let mut p = Program::new();
        // B^T tile [J%32, K] read as Time [J%8, J/8%4, K/4] in 8-byte fetches.
        p.push(pass(
            Context::Sub,
            Fetch {
                base: B_DM,
                dtype: DType::Bf16,
                seq: SeqConfig::new(&[(8, i64::from(k)), (4, 8 * i64::from(k)), (k, 1)], 4),
                fetches_per_packet: 4,
                cast: None,
                zero_point: 0,
                stages: Default::default(),
            },
            Sink::ToTrf(TrfLoad {
                address: TrfAddress::Full,
                rows: 8,
            }),
        ));
        let mut main = pass(
            Context::Main,
            Fetch {
                base: A_DM,
                dtype: DType::Bf16,
                seq: SeqConfig::new(&[(32, i64::from(k)), (k, 1)], 16),
                fetches_per_packet: 1,
                cast: None,
                zero_point: 0,
                stages: Default::default(),
            },
            Sink::Commit(Commit {
                base: C_DM,
                dtype: DType::Bf16,
                commit_in_size: 16,
                slice_bitmap: None,
                seq: SeqConfig::new(&[(32, 32), (4, 8), (8, 1)], 8),
            }),
        );
        main.contraction = Some(Box::new(Contraction {
            address: TrfAddress::Full,
            rows: 8,
            collect_flits: 2,
            time_broadcast: 4,
            trf_base: 0,
            trf_seq: SeqConfig::new(&[(32, 0), (k / 32, 64), (4, 2 * i64::from(k))], 64),
            depth: 5,
            accumulate: Accumulate {
                kind: AccumulationKind::Interleaved,
                reduce: k / 32,
                inner: 4,
                columns: 1,
            },
        }));
        main.cast = Some(DType::Bf16);
        p.push(main);
        p
    }

    /// Useful multiply-accumulates: `M * K * N`.
    pub fn macs(&self) -> u64 {
        u64::from(self.m) * u64::from(self.k) * u64::from(self.n)
    }
}
