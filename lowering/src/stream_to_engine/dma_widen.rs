//! Widening a DMA packet into the tensors' padding, so that a transfer touching DM moves
//! whole 8-byte units (L2413–2427) when its data runs are shorter: a row of 30 bytes of
//! `m[[A, B, C] # 32]`, or 2 bytes of `m[B, A, C # 8]`, moves as 32 or 8 bytes.
//!
//! The widened packet may cover only bytes that hold no element of the destination. The
//! derived nest writes every element of the destination exactly once, so when the widened
//! packets are pairwise disjoint (checked from the strides, `disjoint`) the extra bytes of
//! a packet belong to no other packet and hence to no element; they must also stay inside
//! the bytes both tensors occupy (`within`), so nothing outside them is read or written.
//! Decided from the loop nest, never per element.

use visa_mapping::dma::DmaNest;

/// Whether packets of `packet` elements at the nest's offsets along one side (`strides`) are
/// pairwise disjoint: with the entries sorted by step, each step clears the extent of the
/// smaller ones (a sufficient condition).
fn disjoint(sizes: &[u64], strides: &[i64], packet: u64) -> bool {
    let mut e: Vec<(u64, u64)> = sizes
        .iter()
        .zip(strides)
        .filter(|(n, _)| **n > 1)
        .map(|(&n, &s)| (s.unsigned_abs(), n))
        .collect();
    e.sort_unstable();
    let mut extent = u128::from(packet);
    for (step, n) in e {
        if u128::from(step) < extent {
            return false;
        }
        extent += u128::from(step) * u128::from(n - 1);
    }
    true
}

/// Whether every packet of `packet` elements stays within `[lo, lo + len)` elements of its
/// slice window (`window` elements per slice; `None` for an unsliced memory), the nest's
/// offsets from `base`. Steps that are whole windows move between slices.
fn within(
    base: i64,
    sizes: &[u64],
    strides: &[i64],
    packet: u64,
    window: Option<i64>,
    lo: i64,
    len: u64,
) -> bool {
    let local = |v: i64| window.map_or(v, |w| v.rem_euclid(w));
    let (mut min, mut max) = (i128::from(local(base)), i128::from(local(base)));
    for (&n, &s) in sizes.iter().zip(strides) {
        if window.is_some_and(|w| s % w == 0) {
            continue;
        }
        let span = i128::from(s) * (i128::from(n) - 1);
        if span < 0 {
            min += span;
        } else {
            max += span;
        }
    }
    min >= i128::from(lo) && max + i128::from(packet) <= i128::from(lo) + i128::from(len)
}

/// One side of a transfer: its element offset of the first packet, the tensor's first
/// element address within its window, the elements it occupies, and its slice window in
/// elements (`None` for HBM and host memory).
#[derive(Clone, Copy, Debug)]
pub struct Side {
    /// The tensor's first element address (within its slice window for DM).
    pub start: i64,
    /// Elements the tensor occupies (per slice for DM).
    pub len: u64,
    /// Elements per slice window, for DM.
    pub window: Option<i64>,
}

/// Widens `nest`'s packet to the next multiple of `unit` elements when both sides allow it
/// (module documentation); returns whether it did. The widened packet starts where the
/// data run does, or up to `unit - 1` elements earlier on both sides (the run sits after a
/// left pad, `m[A, # 2 + B + # 4]`): the first start that keeps both sides inside their
/// tensors is taken.
pub fn widen(nest: &mut DmaNest, unit: u64, src: Side, dst: Side) -> bool {
    if unit == 0 || nest.packet.is_multiple_of(unit) {
        return false;
    }
    let p2 = nest.packet.div_ceil(unit) * unit;
    let sizes: Vec<u64> = nest.entries.iter().map(|e| e.0).collect();
    let ss: Vec<i64> = nest.entries.iter().map(|e| e.1).collect();
    let ds: Vec<i64> = nest.entries.iter().map(|e| e.2).collect();
    if !disjoint(&sizes, &ds, p2) {
        return false;
    }
    let fits = |back: i64| {
        within(
            nest.src_base - back,
            &sizes,
            &ss,
            p2,
            src.window,
            src.start,
            src.len,
        ) && within(
            nest.dst_base - back,
            &sizes,
            &ds,
            p2,
            dst.window,
            dst.start,
            dst.len,
        )
    };
    let Some(back) = (0..=(p2 - nest.packet) as i64).find(|&b| fits(b)) else {
        return false;
    };
    nest.packet = p2;
    nest.src_base -= back;
    nest.dst_base -= back;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_padded_to_eight_bytes_widen() {
        // 15 rows of 2 i8 at stride 8 on both sides (`m[B, A, C # 8]`, 120 bytes): 8 each.
        let mut n = DmaNest {
            entries: vec![(15, 8, 8)],
            packet: 2,
            src_base: 1024,
            dst_base: 0,
        };
        let side = |start| Side {
            start,
            len: 120,
            window: None,
        };
        assert!(widen(&mut n, 8, side(1024), side(0)));
        assert_eq!(n.packet, 8);
        // Contiguous rows (stride 2 on the destination) would overwrite each other: kept.
        let mut c = DmaNest {
            entries: vec![(15, 8, 2)],
            packet: 2,
            src_base: 0,
            dst_base: 0,
        };
        assert!(!widen(&mut c, 8, side(0), side(0)));
        // A packet that would run past the tensor's bytes: kept (30 bytes of a 30-byte tensor).
        let mut t = DmaNest {
            entries: vec![],
            packet: 30,
            src_base: 0,
            dst_base: 0,
        };
        let tight = Side {
            start: 0,
            len: 30,
            window: None,
        };
        assert!(!widen(&mut t, 8, tight, tight));
        let padded = Side { len: 32, ..tight };
        assert!(widen(&mut t, 8, padded, padded));
        assert_eq!(t.packet, 32);
    }

    #[test]
    fn rows_after_a_left_pad_widen_backwards() {
        // `m[A, # 2 + B + # 4]`, A = 32, B = 90 i8 on both sides (3,072 bytes each): rows
        // of 90 at stride 96 starting 2 bytes into the tensor. Widened forwards the last
        // row would end at 2 + 31 * 96 + 96 = 3,074 > 3,072; from 2 bytes earlier it ends
        // at 3,072 and starts at 0, the tensor's first byte.
        let mut n = DmaNest {
            entries: vec![(32, 96, 96)],
            packet: 90,
            src_base: 1024 + 2,
            dst_base: 2,
        };
        let side = |start| Side {
            start,
            len: 3072,
            window: None,
        };
        assert!(widen(&mut n, 8, side(1024), side(0)));
        assert_eq!((n.packet, n.src_base, n.dst_base), (96, 1024, 0));
        // Rows of `# 1 + B + # 3` (94 bytes): 96-byte packets at stride 94 would overlap.
        let mut m = DmaNest {
            entries: vec![(32, 94, 94)],
            packet: 90,
            src_base: 1,
            dst_base: 1,
        };
        let tight = Side {
            start: 0,
            len: 32 * 94,
            window: None,
        };
        assert!(!widen(&mut m, 8, tight, tight));
    }
}
