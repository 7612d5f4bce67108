//! Consecutive same-bank accesses of a Tensor-Unit command, from its sequencers' loop
//! nests (the bank-starvation rule, manual: Moving Tensors › DMA Engine › Optimizing DMA
//! Performance › Bank Starvation, L2869–2908).
//!
//! A DM slice has 16 banks of 8 bytes; bank = address bits 3–6 (L2874), so one row of
//! the banks is 128 bytes. The accesses of a sequencer form a loop nest (the fetch and
//! commit sequencers' entries, the innermost merged into packet accesses as the hardware
//! does). Two consecutive accesses `d` bytes apart with `d ≡ 0 (mod 128)` touch the same
//! banks; when the banks of an access of `len` bytes and of one `d` bytes further are
//! disjoint whatever the base, every run breaks at that step. [`max_run`] multiplies the
//! sizes of the loop levels from the innermost outwards while the level's step may keep a
//! bank, so it is an upper bound of the longest run, exact when every step is a multiple
//! of 128 bytes or moves to disjoint banks (the common contiguous and row-strided
//! patterns). No access is enumerated; `visa-sim`'s `max_bank_run` enumerates and is the
//! oracle in the tests.

use visa_tcp::{Sink, TuCommand};

/// Bytes of one row of the 16 eight-byte banks.
const BANK_ROW: i64 = visa_tcp::limits::DM_BANK_ROW_BYTES as i64;

/// One loop level of accesses: iterations and byte step.
#[derive(Clone, Copy, Debug)]
struct Level {
    size: u64,
    step: i64,
}

/// Whether an access of `len` bytes and one `step` bytes further may share a bank.
/// `aligned`: the accesses start on 8-byte bank boundaries and `len` is a multiple of 8,
/// so the banks are exactly `len / 8` consecutive ones (mod 16).
fn may_share(step: i64, len: u64, aligned: bool) -> bool {
    if len >= BANK_ROW as u64 {
        return true;
    }
    let r = step.rem_euclid(BANK_ROW) as u64;
    // [b, b+len) and [b+r, b+r+len) (mod 128) touch a common 8-byte bank only if r is
    // within len (aligned) or len + 7 (any base) of a multiple of 128.
    let reach = if aligned { len } else { len + 8 };
    r < reach || r + reach > BANK_ROW as u64
}

/// How many consecutive blocks, each moved `carry` bytes (mod 128) from the last, one bank
/// may stay in: unbounded (`u64::MAX`) when the banks do not move (a multiple of 128, or
/// an access of a whole row) or the accesses are unaligned; for aligned accesses of `w`
/// banks moving `k` banks (cyclic distance) a bank stays in at most `ceil(w / k)` of them
/// while `w + k <= 16` (the window cannot come round again).
fn chain(carry: i64, len: u64, aligned: bool) -> u64 {
    let r = carry.rem_euclid(BANK_ROW) as u64;
    if r == 0 || len >= BANK_ROW as u64 || !aligned {
        return u64::MAX;
    }
    let w = len / 8;
    let k = (r / 8).min(16 - r / 8);
    if k == 0 || w + k > 16 {
        return u64::MAX;
    }
    w.div_ceil(k)
}

/// The longest run bound of a loop nest (levels outermost first) of `len`-byte accesses
/// from `base`.
///
/// Levels are taken from the innermost outwards; `block` accesses make one iteration of
/// the levels taken so far and `run` bounds the longest run inside a block. Crossing from
/// one iteration of level `k` to the next moves by its carry, `step_k` minus the extent of
/// the inner levels. If the carry may keep a bank, a run may cross the boundary: a block
/// that may be one run chains over the blocks its bank stays in as level `k` steps
/// ([`chain`] of the step, plus one partial block at each end), otherwise a run can
/// join the tail of one block to the head of the next (`2 · run`; a third block would need
/// the whole middle block in the run).
fn nest_run(base: u64, levels: &[Level], len: u64) -> u64 {
    let aligned =
        base.is_multiple_of(8) && len.is_multiple_of(8) && levels.iter().all(|l| l.step % 8 == 0);
    let mut run = 1u64;
    let mut block = 1u64;
    let mut extent = 0i128;
    for l in levels.iter().rev() {
        if l.size <= 1 {
            continue;
        }
        let carry = i128::from(l.step) - extent;
        let carry = (carry.rem_euclid(i128::from(BANK_ROW))) as i64;
        if may_share(carry, len, aligned) {
            run = if run == block {
                // A run over whole blocks keeps one bank at the same access of each
                // block, and those accesses are `step` apart (not `carry`: the inner
                // levels may move the banks away and back within a block). A run may
                // also take the tail of the block before and the head of the one after:
                // one block more than the whole ones it chains.
                let whole = chain(l.step, len, aligned);
                let touched = if block > 1 {
                    whole.saturating_add(1)
                } else {
                    whole
                };
                block.saturating_mul(l.size.min(touched))
            } else {
                run.saturating_mul(2)
            };
        }
        block = block.saturating_mul(l.size);
        extent += i128::from(l.step) * i128::from(l.size - 1);
    }
    run
}

/// The accesses of a fetch or commit sequencer as a nest: the innermost entry merges
/// `packet_size` elements per access when its stride is 0 or 1 and the size divides,
/// as the hardware's sequencer does (L1632–1650).
fn seq_levels(seq: &visa_tcp::SeqConfig, elem_bits: u32) -> Option<(Vec<Level>, u64)> {
    let (last, outer) = seq.entries.split_last()?;
    let p = seq.packet_size;
    if p == 0 {
        return None;
    }
    let eb = i64::from(elem_bits);
    let bytes = |elems: i64| elems.checked_mul(eb).map(|b| b / 8);
    let mut levels: Vec<Level> = outer
        .iter()
        .map(|e| {
            Some(Level {
                size: u64::from(e.size),
                step: bytes(e.stride)?,
            })
        })
        .collect::<Option<_>>()?;
    let merged = (last.stride == 0 || last.stride == 1) && last.size.is_multiple_of(p);
    let len = if merged {
        levels.push(Level {
            size: u64::from(last.size / p),
            step: bytes(last.stride * i64::from(p))?,
        });
        if last.stride == 0 && p > 1 {
            (elem_bits / 8).max(1) as u64
        } else {
            (u64::from(p) * u64::from(elem_bits) / 8).max(1)
        }
    } else {
        levels.push(Level {
            size: u64::from(last.size),
            step: bytes(last.stride)?,
        });
        (u64::from(p) * u64::from(elem_bits) / 8).max(1)
    };
    Some((levels, len))
}

/// An upper bound of the longest run of consecutive accesses to one DM bank by a fetch or
/// commit sequencer of `elem_bits`-bit elements from byte address `base`; 0 when the
/// sequencer is malformed.
pub fn seq_run(base: u64, seq: &visa_tcp::SeqConfig, elem_bits: u32) -> u64 {
    seq_levels(seq, elem_bits)
        .map(|(l, len)| nest_run(base, &l, len))
        .unwrap_or(0)
}

/// An upper bound of the longest run of consecutive accesses to one DM bank by the
/// command's fetch or commit (the sink's VRF/TRF writes are not DM accesses); 0 when a
/// sequencer is malformed (the hardware model rejects it elsewhere).
pub fn max_run(cmd: &TuCommand) -> u64 {
    let f = seq_run(cmd.fetch.base, &cmd.fetch.seq, cmd.fetch.dtype.bits());
    let c = match &cmd.sink {
        Sink::Commit(c) => seq_run(c.base, &c.seq, c.dtype.bits()),
        Sink::ToVrf { .. } | Sink::ToTrf(_) => 0,
    };
    f.max(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_worked_runs() {
        // 70 accesses of 8 bytes, 128 bytes apart: all on one bank (sim's own test).
        let l = [Level {
            size: 70,
            step: 128,
        }];
        assert_eq!(nest_run(0, &l, 8), 70);
        // Contiguous 32-byte accesses: 4 banks each, the next 4 further: runs of 1.
        let l = [Level {
            size: 100,
            step: 32,
        }];
        assert_eq!(nest_run(0, &l, 32), 1);
        // 8 accesses 128 apart inside 10 steps of 8 bytes: the carry 8 - 7 * 128 moves
        // to the next bank, so aligned runs are 8; from an unaligned base an access spans
        // two banks and the bound chains the blocks.
        let l = [Level { size: 10, step: 8 }, Level { size: 8, step: 128 }];
        assert_eq!(nest_run(0, &l, 8), 8);
        assert_eq!(nest_run(4, &l, 8), 80);
        // A carry of 0 joins two single accesses: 0, 64 | 64, 128 has a run of 2.
        let l = [Level { size: 2, step: 64 }, Level { size: 2, step: 64 }];
        assert_eq!(nest_run(0, &l, 8), 2);
        // 128-byte accesses touch every bank: the whole nest.
        let l = [
            Level {
                size: 3,
                step: 4096,
            },
            Level { size: 5, step: 128 },
        ];
        assert_eq!(nest_run(0, &l, 128), 15);
        // 32-byte accesses 16 bytes apart (GEMV's fetch): 4 banks moving by 2, so a
        // bank is in 2 consecutive accesses.
        let l = [Level {
            size: 256,
            step: 16,
        }];
        assert_eq!(nest_run(0, &l, 32), 2);
        // Broadcast (step 0) repeats the address.
        let l = [Level { size: 65, step: 0 }];
        assert_eq!(nest_run(0, &l, 4), 65);
    }
}
