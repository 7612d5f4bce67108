//! Indirect DMA (gather and scatter, `IndirectLoop`, L1684–1690): reads each descriptor's
//! index tensor from memory when the command runs, checks every index against the table's
//! rows, and gives the byte offset of each index position for [`crate::dma`] to add on the
//! indexed side. Written from the manual's description, independently of the stream
//! interpreter (docs/decisions.md C10A-1..C10A-3).

use std::collections::HashMap;

use crate::command::{DmaCommand, DmaDescriptor};
use crate::error::{SimError, SimErrorKind, SimResult};
use crate::memory::Memory;
use visa_tcp::dma_indirect::INDEX_BYTES;
use visa_tcp::IndirectSide;

/// Per descriptor, the byte offset of every index position `j` (`index[j] · row_stride`);
/// empty for a descriptor without indirection. Errors: an index outside `0..rows` (a gather
/// or scatter reading or writing past its table), and, for a scatter, two index positions
/// naming the same row (the order of their writes is not defined, C10A-3).
pub fn resolve(cmd: &DmaCommand, mem: &Memory) -> SimResult<Vec<Vec<i64>>> {
    let mut out = Vec::with_capacity(cmd.descriptors.len());
    // A scatter's rows written so far, with the index element's address naming each.
    let mut written: HashMap<i64, u64> = HashMap::new();
    for d in &cmd.descriptors {
        let Some(ind) = &d.indirect else {
            out.push(Vec::new());
            continue;
        };
        if ind.index_strides.iter().any(|&s| s < 0) {
            return Err(SimError::invalid(
                "an indirect descriptor walks its index tensor with a negative stride",
            ));
        }
        // The levels that walk the index, with the other levels' iterations ignored.
        let levels: Vec<(u32, i64)> = d
            .entries
            .iter()
            .zip(&ind.index_strides)
            .filter(|(e, &s)| s != 0 && e.size > 1)
            .map(|(e, &s)| (e.size, s))
            .collect();
        let span: i64 = levels.iter().map(|&(n, s)| (i64::from(n) - 1) * s).sum();
        let mut rows = vec![0i64; usize::try_from(span + 1).unwrap_or(0)];
        let mut idx = vec![0u32; levels.len()];
        loop {
            let j: i64 = levels
                .iter()
                .zip(&idx)
                .map(|(&(_, s), &i)| s * i64::from(i))
                .sum();
            let addr = ind.index_base + j as u64 * INDEX_BYTES;
            let v = i64::from(mem.read_i32s(ind.index_space, addr, 1)?[0]);
            if v < 0 || v >= i64::from(ind.rows) {
                let what = match ind.side {
                    IndirectSide::Src => "gather",
                    IndirectSide::Dst => "scatter",
                };
                return Err(SimError::new(SimErrorKind::OutOfRange {
                    space: ind.index_space,
                    addr: i128::from(addr),
                    len: INDEX_BYTES,
                    reason: format!(
                        "the {what} index read there, {v}, is outside the table's rows 0..{}",
                        ind.rows
                    ),
                }));
            }
            if ind.side == IndirectSide::Dst {
                if let Some(&first) = written.get(&v) {
                    if first != addr {
                        return Err(SimError::new(SimErrorKind::OutOfRange {
                            space: ind.index_space,
                            addr: i128::from(addr),
                            len: INDEX_BYTES,
                            reason: format!(
                                "the scatter index read there, {v}, names a row the index at {first:#x} already writes"
                            ),
                        }));
                    }
                }
                written.insert(v, addr);
            }
            rows[j as usize] = v * ind.row_stride as i64;
            let mut k = levels.len();
            loop {
                if k == 0 {
                    break;
                }
                k -= 1;
                idx[k] += 1;
                if idx[k] < levels[k].0 {
                    break;
                }
                idx[k] = 0;
            }
            if idx.iter().all(|&i| i == 0) {
                break;
            }
        }
        out.push(rows);
    }
    Ok(out)
}

/// Executes a validated DMA command whose index tensors [`resolve`] read into `rows` (one
/// offset table per descriptor): descriptors in order, packets in hardware order, the
/// indexed side at the rows the indices name.
pub fn execute(cmd: &DmaCommand, rows: &[Vec<i64>], mem: &mut Memory) -> SimResult<()> {
    let mut buf = Vec::new();
    for (k, d) in cmd.descriptors.iter().enumerate() {
        buf.resize(d.stride0 as usize, 0);
        crate::dma::for_each_packet_rows(d, crate::dma::rows_of(rows, k), |s, t| {
            mem.read_into(d.src, s as u64, &mut buf)?;
            mem.write(d.dst, t as u64, &buf)
        })?;
    }
    Ok(())
}

/// The index reads of descriptor `d`: one 4-byte request per iteration of the levels that
/// walk the index (0 without indirection).
pub fn index_reads(d: &DmaDescriptor) -> u64 {
    d.indirect.as_ref().map_or(0, |ind| {
        d.entries
            .iter()
            .zip(&ind.index_strides)
            .filter(|(_, &s)| s != 0)
            .map(|(e, _)| u64::from(e.size))
            .product()
    })
}
