//! The Vector Engine's Filter stage (`vector_filter`, L4973–4974; the MoE chapter's
//! FilterCompaction, L8580–8584), the simulator's own model (docs/decisions.md C9F-1):
//! the lanes whose ExecutionId is in the filter's group set are kept in stream order
//! (flit, then lane) and packed from lane 0 of the slice's first output flit; the rest of
//! the `capacity` elements is zero. More kept elements than the capacity stop the
//! simulation (never a silent truncation).

use crate::error::{SimError, SimResult};

/// Compacts the 32-byte `flits` of one slice: `ids[t]` are the ExecutionIds of flit `t`'s
/// lanes; returns `capacity.div_ceil(8)` flits.
pub fn compact(
    flits: &[u8],
    ids: &[[u8; 8]],
    groups: u16,
    capacity: u32,
    slice: u32,
) -> SimResult<Vec<u8>> {
    let out_flits = capacity.div_ceil(8) as usize;
    let mut out = vec![0u8; out_flits * 32];
    let mut kept = 0usize;
    for (flit, ids) in flits.chunks_exact(32).zip(ids) {
        for (lane, &id) in ids.iter().enumerate() {
            if groups >> id & 1 == 0 {
                continue;
            }
            if kept >= capacity as usize {
                return Err(SimError::invalid(format!(
                    "slice {slice}: vector_filter keeps more than its capacity of {capacity} elements"
                )));
            }
            out[4 * kept..4 * kept + 4].copy_from_slice(&flit[4 * lane..4 * lane + 4]);
            kept += 1;
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(b: &[u8]) -> Vec<i32> {
        b.chunks(4)
            .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
            .collect()
    }

    #[test]
    fn keeps_the_groups_in_stream_order_and_zero_fills() {
        // Two flits holding 0..16; ids: element v has id v % 3. Keep ids {1}: 1, 4, 7,
        // 10, 13 (worked by hand).
        let flits: Vec<u8> = (0..16i32).flat_map(|v| v.to_le_bytes()).collect();
        let ids: Vec<[u8; 8]> = (0..2)
            .map(|t| std::array::from_fn(|l| ((t * 8 + l) % 3) as u8))
            .collect();
        let out = compact(&flits, &ids, 0b10, 8, 0).unwrap();
        assert_eq!(words(&out), [1, 4, 7, 10, 13, 0, 0, 0]);
        let out = compact(&flits, &ids, 0b10, 9, 0).unwrap();
        assert_eq!(out.len(), 64);
        assert_eq!(words(&out)[..6], [1, 4, 7, 10, 13, 0]);
    }

    #[test]
    fn more_than_the_capacity_is_an_error() {
        let flits: Vec<u8> = (0..8i32).flat_map(|v| v.to_le_bytes()).collect();
        let err = compact(&flits, &[[0; 8]], 1, 4, 3).unwrap_err();
        assert!(err.to_string().contains("more than its capacity"), "{err}");
    }
}
