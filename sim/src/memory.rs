//! The simulated memories: host, HBM, DM, VRF and TRF, allocated lazily in pages.
//!
//! Every memory is a flat byte-addressed [`Space`]. HBM and host memory are plain ranges.
//! The per-slice memories (DM, VRF, TRF) of a chip form one flat space in which slice `s`
//! (`s = cluster * 256 + slice_in_cluster`) owns the window `[s * W, s * W + capacity)`:
//! for DM, `W` is the manual's 4 MiB `slice_stride` (L2541) and the capacity 512 KiB, so
//! DMA sequencers can step across slices with `slice_stride` and across DMNs with
//! `32 * slice_stride`; for VRF and TRF the window equals the capacity.
//! Addresses between a slice's capacity and the next window are out of range.
//!
//! Pages (4 KiB for host and HBM, 256 B for the per-slice memories) are allocated on first
//! write, stored 16 to a block (one map lookup per block);
//! reading a never-written page is an error
//! ([`crate::SimErrorKind::Unmapped`]) unless [`SimConfig::zero_fill_unmapped`] is set.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::config::SimConfig;
use crate::error::{SimError, SimErrorKind, SimResult};

pub use visa_tcp::Space;

/// A fast, deterministic hasher for small integer keys (page numbers, chunk keys).
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct PageHasher(u64);

/// A `HashMap` with [`PageHasher`].
pub(crate) type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<PageHasher>>;

impl Hasher for PageHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }

    fn write_u64(&mut self, v: u64) {
        self.0 = (v ^ self.0)
            .wrapping_mul(0x9E37_79B9_7F4A_7C15)
            .rotate_left(29);
    }
}

/// Pages per block of a [`SparseMem`] (the width of [`Block::mapped`]).
const BLOCK_PAGES: u64 = 16;

/// Sixteen consecutive pages stored together: one map lookup serves up to 16 pages (4 KiB
/// of DM, 64 KiB of HBM), while which pages were written is still kept page by page.
#[derive(Debug, Clone)]
struct Block {
    /// Bit `i`: page `i` of the block was written.
    mapped: u16,
    /// The block's bytes (zero where never written).
    bytes: Box<[u8]>,
}

/// A sparse byte array: pages are allocated on first write, in blocks of [`BLOCK_PAGES`].
#[derive(Debug, Default, Clone)]
struct SparseMem {
    /// Block number -> block.
    blocks: FastMap<u64, Block>,
}

/// The part of `[addr, addr + len)` in one block: the block, the byte offset in it, the
/// bytes, and the mask of the pages it touches.
fn block_span(addr: u64, len: usize, pb: u64) -> (u64, usize, usize, u16) {
    let block_bytes = pb * BLOCK_PAGES;
    let (block, off) = (addr / block_bytes, addr % block_bytes);
    let n = ((block_bytes - off) as usize).min(len);
    let (first, last) = (off / pb, (off + n as u64 - 1) / pb);
    let mask = ((1u32 << (last + 1)) - (1u32 << first)) as u16;
    (block, off as usize, n, mask)
}

impl SparseMem {
    /// Copies `[addr, addr + buf.len())` into `buf`; the first never-written page is the
    /// error (its address), unless `zero_fill`.
    fn read(&self, addr: u64, buf: &mut [u8], pb: u64, zero_fill: bool) -> Result<(), u64> {
        let mut done = 0usize;
        while done < buf.len() {
            let a = addr + done as u64;
            let (block, off, n, mask) = block_span(a, buf.len() - done, pb);
            let dst = &mut buf[done..done + n];
            match self.blocks.get(&block) {
                Some(b) if zero_fill || b.mapped & mask == mask => {
                    dst.copy_from_slice(&b.bytes[off..off + n]);
                }
                Some(b) => {
                    let missing = (mask & !b.mapped).trailing_zeros() as u64;
                    return Err((block * BLOCK_PAGES + missing) * pb);
                }
                None if zero_fill => dst.fill(0),
                None => return Err(a / pb * pb),
            }
            done += n;
        }
        Ok(())
    }

    /// Reads `buf.len() / len` packets of `len` bytes at `addr + i·stride` into `buf`, one
    /// after the other, looking a block up once for the packets that stay in it; errors as
    /// [`SparseMem::read`], the first never-written page in packet order.
    fn read_strided(
        &self,
        addr: u64,
        stride: i64,
        len: usize,
        buf: &mut [u8],
        pb: u64,
        zero_fill: bool,
    ) -> Result<(), u64> {
        let block_bytes = pb * BLOCK_PAGES;
        let mut cached: Option<(u64, &Block)> = None;
        let mut a = addr;
        for dst in buf.chunks_exact_mut(len) {
            let (block, off) = (a / block_bytes, a % block_bytes);
            let last = (off + len as u64 - 1) / pb;
            let whole = off + len as u64 <= block_bytes;
            let b = match cached {
                Some((n, b)) if n == block => Some(b),
                _ => self
                    .blocks
                    .get(&block)
                    .inspect(|&b| cached = Some((block, b))),
            };
            match b {
                Some(b) if whole => {
                    let mask = ((1u32 << (last + 1)) - (1u32 << (off / pb))) as u16;
                    if !zero_fill && b.mapped & mask != mask {
                        let missing = (mask & !b.mapped).trailing_zeros() as u64;
                        return Err((block * BLOCK_PAGES + missing) * pb);
                    }
                    dst.copy_from_slice(&b.bytes[off as usize..off as usize + len]);
                }
                _ => self.read(a, dst, pb, zero_fill)?,
            }
            a = a.wrapping_add_signed(stride);
        }
        Ok(())
    }

    /// Appends `[addr, addr + len)` to `out`; errors as [`SparseMem::read`].
    fn read_extend(
        &self,
        addr: u64,
        len: usize,
        out: &mut Vec<u8>,
        pb: u64,
        zero_fill: bool,
    ) -> Result<(), u64> {
        let mut done = 0usize;
        while done < len {
            let a = addr + done as u64;
            let (block, off, n, mask) = block_span(a, len - done, pb);
            match self.blocks.get(&block) {
                Some(b) if zero_fill || b.mapped & mask == mask => {
                    out.extend_from_slice(&b.bytes[off..off + n]);
                }
                Some(b) => {
                    let missing = (mask & !b.mapped).trailing_zeros() as u64;
                    return Err((block * BLOCK_PAGES + missing) * pb);
                }
                None if zero_fill => out.resize(out.len() + n, 0),
                None => return Err(a / pb * pb),
            }
            done += n;
        }
        Ok(())
    }

    /// Writes `data` at `addr`, allocating the blocks it touches.
    fn write(&mut self, addr: u64, data: &[u8], pb: u64) {
        let mut done = 0usize;
        while done < data.len() {
            let a = addr + done as u64;
            let (block, off, n, mask) = block_span(a, data.len() - done, pb);
            let src = &data[done..done + n];
            match self.blocks.entry(block) {
                std::collections::hash_map::Entry::Occupied(e) => {
                    let b = e.into_mut();
                    b.bytes[off..off + n].copy_from_slice(src);
                    b.mapped |= mask;
                }
                // A new block written whole is its data (no zero fill first).
                std::collections::hash_map::Entry::Vacant(e) if n as u64 == pb * BLOCK_PAGES => {
                    e.insert(Block {
                        mapped: mask,
                        bytes: src.into(),
                    });
                }
                std::collections::hash_map::Entry::Vacant(e) => {
                    let mut bytes = vec![0u8; (pb * BLOCK_PAGES) as usize].into_boxed_slice();
                    bytes[off..off + n].copy_from_slice(src);
                    e.insert(Block {
                        mapped: mask,
                        bytes,
                    });
                }
            }
            done += n;
        }
    }

    /// Pages written.
    fn pages(&self) -> u64 {
        self.blocks
            .values()
            .map(|b| u64::from(b.mapped.count_ones()))
            .sum()
    }
}

/// All memories of the simulated machine.
#[derive(Debug, Clone)]
pub struct Memory {
    config: SimConfig,
    /// The spaces written so far (a handful: linear search beats a map).
    spaces: Vec<(Space, SparseMem)>,
}

impl Memory {
    /// An empty machine memory for `config`.
    pub fn new(config: &SimConfig) -> Self {
        Memory {
            config: config.clone(),
            spaces: Vec::new(),
        }
    }

    /// The memory geometry of this machine.
    pub fn geometry(&self) -> visa_tcp::check::Geometry {
        self.config.geometry()
    }

    /// Per-slice window size of a sliced space (`None` for host and HBM).
    pub fn slice_window(&self, space: Space) -> Option<u64> {
        match space {
            Space::Dm { .. } => Some(self.config.dm_slice_window),
            Space::Vrf { .. } => Some(self.config.vrf_slice_bytes),
            Space::Trf { .. } => Some(self.config.trf_slice_bytes),
            _ => None,
        }
    }

    /// Per-slice capacity of a sliced space (`None` for host and HBM).
    pub fn slice_capacity(&self, space: Space) -> Option<u64> {
        match space {
            Space::Dm { .. } => Some(self.config.dm_slice_bytes),
            Space::Vrf { .. } => Some(self.config.vrf_slice_bytes),
            Space::Trf { .. } => Some(self.config.trf_slice_bytes),
            _ => None,
        }
    }

    /// The flat address of byte `offset` of slice `slice` (`cluster * 256 + slice_in_cluster`)
    /// in a sliced space; for host and HBM it is `offset` itself.
    pub fn slice_addr(&self, space: Space, slice: u32, offset: u64) -> u64 {
        match self.slice_window(space) {
            Some(w) => u64::from(slice) * w + offset,
            None => offset,
        }
    }

    /// Page size of a space: `page_bytes` for host and HBM, `slice_page_bytes` for per-slice memories.
    pub fn page_bytes(&self, space: Space) -> u64 {
        if space.is_sliced() {
            self.config.slice_page_bytes
        } else {
            self.config.page_bytes
        }
    }

    /// Checks that `len` bytes at `addr` lie inside `space`, returning the address as `u64`
    /// (the hardware model's [`visa_tcp::check::Geometry::check`]).
    pub fn check(&self, space: Space, addr: i128, len: u64) -> SimResult<u64> {
        Ok(self.config.geometry().check(space, addr, len)?)
    }

    /// Reads `len` bytes at `addr`.
    pub fn read(&self, space: Space, addr: u64, len: u64) -> SimResult<Vec<u8>> {
        let mut out = vec![0u8; len as usize];
        self.read_into(space, addr, &mut out)?;
        Ok(out)
    }

    /// Reads `buf.len()` bytes at `addr` into `buf`.
    pub fn read_into(&self, space: Space, addr: u64, buf: &mut [u8]) -> SimResult<()> {
        self.check(space, i128::from(addr), buf.len() as u64)?;
        let pb = self.page_bytes(space);
        let zero_fill = self.config.zero_fill_unmapped;
        let result = match self.spaces.iter().find(|(s, _)| *s == space) {
            Some((_, m)) => m.read(addr, buf, pb, zero_fill),
            None if zero_fill || buf.is_empty() => {
                buf.fill(0);
                Ok(())
            }
            None => Err(addr / pb * pb),
        };
        result.map_err(|addr| SimError::new(SimErrorKind::Unmapped { space, addr }))
    }

    /// Appends the `len` bytes at `addr` to `out`: what [`Memory::read_into`] reads, without
    /// a buffer to fill first.
    pub fn read_extend(
        &self,
        space: Space,
        addr: u64,
        len: usize,
        out: &mut Vec<u8>,
    ) -> SimResult<()> {
        self.check(space, i128::from(addr), len as u64)?;
        let pb = self.page_bytes(space);
        let zero_fill = self.config.zero_fill_unmapped;
        let start = out.len();
        let result = match self.spaces.iter().find(|(s, _)| *s == space) {
            Some((_, m)) => m.read_extend(addr, len, out, pb, zero_fill),
            None if zero_fill || len == 0 => {
                out.resize(start + len, 0);
                Ok(())
            }
            None => Err(addr / pb * pb),
        };
        result.map_err(|addr| {
            out.truncate(start);
            SimError::new(SimErrorKind::Unmapped { space, addr })
        })
    }

    /// Reads `buf.len() / len` packets of `len` bytes, packet `i` at `addr + i·stride`, into
    /// `buf` one after the other: what as many [`Memory::read_into`] calls read, with one
    /// range check for the whole when the packets lie in one contiguous range of the space
    /// and one block look-up per block.
    pub fn read_strided(
        &self,
        space: Space,
        addr: u64,
        stride: i64,
        len: usize,
        buf: &mut [u8],
    ) -> SimResult<()> {
        let count = buf.len().checked_div(len).unwrap_or(0);
        if count == 0 {
            return Ok(());
        }
        if stride == len as i64 || count == 1 {
            return self.read_into(space, addr, &mut buf[..count * len]);
        }
        self.check_strided(space, addr, stride, len, count)?;
        let pb = self.page_bytes(space);
        let zero_fill = self.config.zero_fill_unmapped;
        let result = match self.spaces.iter().find(|(s, _)| *s == space) {
            Some((_, m)) => {
                m.read_strided(addr, stride, len, &mut buf[..count * len], pb, zero_fill)
            }
            None if zero_fill => {
                buf.fill(0);
                Ok(())
            }
            None => Err(addr / pb * pb),
        };
        result.map_err(|addr| SimError::new(SimErrorKind::Unmapped { space, addr }))
    }

    /// Checks `count` packets of `len` bytes at `addr + i·stride`: the range they span at
    /// once when it is inside one slice window of a sliced space (or the space is flat),
    /// else packet by packet.
    fn check_strided(
        &self,
        space: Space,
        addr: u64,
        stride: i64,
        len: usize,
        count: usize,
    ) -> SimResult<()> {
        let span = i128::from(stride) * (count as i128 - 1);
        let lo = i128::from(addr) + span.min(0);
        let hi = i128::from(addr) + span.max(0) + len as i128;
        let one_window = match self.slice_window(space) {
            None => true,
            Some(w) => lo >= 0 && lo / i128::from(w) == (hi - 1) / i128::from(w),
        };
        if one_window {
            self.check(space, lo, (hi - lo) as u64)?;
        } else {
            for i in 0..count as i128 {
                self.check(space, i128::from(addr) + i * i128::from(stride), len as u64)?;
            }
        }
        Ok(())
    }

    /// Writes `data` at `addr`, allocating pages on first touch.
    pub fn write(&mut self, space: Space, addr: u64, data: &[u8]) -> SimResult<()> {
        self.check(space, i128::from(addr), data.len() as u64)?;
        let pb = self.page_bytes(space);
        let at = match self.spaces.iter().position(|(s, _)| *s == space) {
            Some(i) => i,
            None => {
                self.spaces.push((space, SparseMem::default()));
                self.spaces.len() - 1
            }
        };
        self.spaces[at].1.write(addr, data, pb);
        Ok(())
    }

    /// Bytes currently allocated for `space` (pages x its page size).
    pub fn allocated_bytes(&self, space: Space) -> u64 {
        self.spaces
            .iter()
            .find(|(s, _)| *s == space)
            .map_or(0, |(_, m)| m.pages() * self.page_bytes(space))
    }

    /// Reads `n` little-endian `i32` values at `addr`.
    pub fn read_i32s(&self, space: Space, addr: u64, n: usize) -> SimResult<Vec<i32>> {
        let bytes = self.read(space, addr, 4 * n as u64)?;
        Ok(bytes
            .chunks_exact(4)
            .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    /// Reads `n` little-endian `f32` values at `addr`.
    pub fn read_f32s(&self, space: Space, addr: u64, n: usize) -> SimResult<Vec<f32>> {
        let bytes = self.read(space, addr, 4 * n as u64)?;
        Ok(bytes
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
            .collect())
    }

    /// Writes `values` as little-endian `f32` at `addr`.
    pub fn write_f32s(&mut self, space: Space, addr: u64, values: &[f32]) -> SimResult<()> {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.write(space, addr, &bytes)
    }

    /// Writes `values` as little-endian `i32` at `addr`.
    pub fn write_i32s(&mut self, space: Space, addr: u64, values: &[i32]) -> SimResult<()> {
        let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
        self.write(space, addr, &bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn high_hbm_address_allocates_one_page() {
        let cfg = SimConfig::default();
        let mut m = Memory::new(&cfg);
        let hbm = Space::Hbm { chip: 0 };
        let addr = (48u64 << 30) - 8; // the last 8 bytes of the 48 GiB HBM
        m.write(hbm, addr, &[1, 2, 3, 4, 5, 6, 7, 8]).unwrap();
        assert_eq!(m.allocated_bytes(hbm), 4096);
        assert_eq!(m.read(hbm, addr + 4, 4).unwrap(), [5, 6, 7, 8]);
        // Past the end: typed error, no panic.
        let e = m.write(hbm, addr + 1, &[0; 8]).unwrap_err();
        assert!(matches!(e.kind, SimErrorKind::OutOfRange { .. }));
    }

    #[test]
    fn reads_across_blocks_find_the_first_unwritten_page() {
        // DM pages are 256 B, blocks 16 pages (4 KiB): write pages 14, 15, 16 and 18, so a
        // read of pages 14..=18 crosses a block boundary and misses page 17 only.
        let mut cfg = SimConfig::default();
        let dm = Space::Dm { chip: 0 };
        let mut m = Memory::new(&cfg);
        let data: Vec<u8> = (0..768u32).map(|i| (i % 251) as u8).collect();
        m.write(dm, 14 * 256, &data).unwrap();
        m.write(dm, 18 * 256 + 10, &[7; 5]).unwrap();
        assert_eq!(m.allocated_bytes(dm), 4 * 256);
        assert_eq!(m.read(dm, 14 * 256 + 3, 700).unwrap(), data[3..703]);
        let e = m.read(dm, 15 * 256, 4 * 256).unwrap_err();
        assert_eq!(
            e.kind,
            SimErrorKind::Unmapped {
                space: dm,
                addr: 17 * 256
            }
        );
        cfg.zero_fill_unmapped = true;
        let mut z = Memory::new(&cfg);
        z.write(dm, 18 * 256 + 10, &[7; 5]).unwrap();
        let r = z.read(dm, 16 * 256 + 250, 3 * 256).unwrap();
        assert!(r[..256 + 6 + 10].iter().all(|&b| b == 0));
        assert_eq!(&r[256 + 6 + 10..256 + 6 + 15], &[7; 5]);
    }

    #[test]
    fn unmapped_read_is_an_error_unless_zero_fill() {
        let mut cfg = SimConfig::default();
        let m = Memory::new(&cfg);
        let e = m.read(Space::Hbm { chip: 0 }, 4100, 4).unwrap_err();
        assert_eq!(
            e.kind,
            SimErrorKind::Unmapped {
                space: Space::Hbm { chip: 0 },
                addr: 4096
            }
        );
        cfg.zero_fill_unmapped = true;
        let m = Memory::new(&cfg);
        assert_eq!(m.read(Space::Hbm { chip: 0 }, 4100, 4).unwrap(), [0; 4]);
    }

    #[test]
    fn dm_slice_windows() {
        let cfg = SimConfig::default();
        let mut m = Memory::new(&cfg);
        let dm = Space::Dm { chip: 0 };
        // Slice 3, offset 512 KiB - 4: the last word of that slice is fine.
        let a = m.slice_addr(dm, 3, (512 << 10) - 4);
        assert_eq!(a, 3 * (4 << 20) + (512 << 10) - 4);
        m.write(dm, a, &[9; 4]).unwrap();
        // Crossing the 512 KiB capacity is out of range, as is slice 512.
        assert!(m.write(dm, a, &[0; 8]).is_err());
        assert!(m.write(dm, m.slice_addr(dm, 512, 0), &[0]).is_err());
        // A page spanning two writes in different pages of HBM reads back across the boundary.
        let hbm = Space::Hbm { chip: 0 };
        m.write(hbm, 4094, &[1, 2, 3, 4]).unwrap();
        assert_eq!(m.read(hbm, 4094, 4).unwrap(), [1, 2, 3, 4]);
        assert_eq!(m.allocated_bytes(hbm), 8192);
        // f32 round trip, little-endian: 1.0 = 0x3F800000.
        m.write_f32s(hbm, 64, &[1.0, -0.5]).unwrap();
        assert_eq!(m.read(hbm, 64, 4).unwrap(), [0x00, 0x00, 0x80, 0x3F]);
        assert_eq!(m.read_f32s(hbm, 64, 2).unwrap(), [1.0, -0.5]);
        // Chip 1 does not exist in a one-chip device.
        assert!(m.write(Space::Hbm { chip: 1 }, 0, &[0]).is_err());
    }
}
