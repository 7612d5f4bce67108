//! The Fetch Adapter's mask (L1877–1936) from the sequencer derivation of a fetch: which
//! lanes of each fetched packet keep their data, as the hardware's per-index form
//! ([`visa_tcp::fetch_adapter::FetchMask`], docs/decisions.md C9H-1 and T9M-1).
//!
//! The derivation ([`visa_mapping::sequencer::Masking`]) names the padded axis' innermost
//! entry (the packet, `width` lanes), its outer entry in Time when the axis is split
//! between Time and Packet (the manual's `last_dim`), the left padding and the content's
//! valid positions per outer index. From those numbers alone (no enumeration of positions):
//!
//! - the masked index `j` of stream packet `p` is `(p / inner) mod n`, `n` the outer
//!   entry's size and `inner` the product of the entries between it and the packet (times
//!   2 for an interleaved fetch, whose interleave entry is Time's innermost, C9C-1);
//! - the padded axis `# left + content + # right` puts its data at positions
//!   `[left, left + content)`, so packet index `j` (positions `[j·width, (j+1)·width)`) keeps
//!   lanes below `clamp(left + content − j·width, 0, width)`, and lanes from `left` on at
//!   index 0.
//!
//! Left padding past the first packet (`left > width`) would mask lanes on the left of a
//! later index, which the hardware cannot say: an error, as is anything
//! [`FetchMask::check`] refuses (more than 8 indices with a partial one before the last,
//! right padding over the 1024-bit limit).

use visa_mapping::sequencer::{Entry, Masking};
use visa_tcp::fetch_adapter::FetchMask;
use visa_tcp::DType;

const CITE: &str = "manual: Moving Tensors › Fetch Engine › Fetch Adapter › Masking";

/// The hardware mask for a fetch whose derivation found `m` over the configuration's
/// `entries` (before the lowering merges them), `lanes` elements per fetched packet,
/// `interleaved` when the stream alternates two tensors, padding with the raw bits `pad`.
/// The error says why the hardware form cannot express it.
pub fn derive(
    m: &Masking,
    entries: &[Entry],
    lanes: u64,
    interleaved: bool,
    dtype: DType,
    pad: u32,
) -> Result<FetchMask, String> {
    let width = entries
        .get(m.inner_entry)
        .map(|e| e.size)
        .ok_or_else(|| format!("the padded axis has no packet entry ({CITE})"))?;
    if width != lanes {
        return Err(format!(
            "the padded axis fills {width} of the packet's {lanes} lanes; the fetch adapter masks lanes of whole packets, so the padded axis' packet part must be the whole Packet ({CITE})"
        ));
    }
    let content: u64 = m.valid_counts.iter().sum();
    let left = m.left_pad;
    let end = left + content;
    let (valid, inner) = match m.outer_entry {
        None => (vec![end.min(width)], 1),
        Some(o) => {
            if o >= m.inner_entry {
                return Err(format!(
                    "the padded axis' outer entry is not outside its packet ({CITE})"
                ));
            }
            let n = entries[o].size;
            if left > width {
                return Err(format!(
                    "left padding of {left} lanes reaches past the first packet of {width}; the fetch adapter masks on the left only at index 0 (`left_pad`) ({CITE})"
                ));
            }
            let between: u64 = entries[o + 1..m.inner_entry]
                .iter()
                .map(|e| e.size)
                .product();
            let inner = between * if interleaved { 2 } else { 1 };
            let valid = (0..n)
                .map(|j| end.saturating_sub(j * width).min(width))
                .collect();
            (valid, inner)
        }
    };
    let to32 = |v: u64, what: &str| {
        u32::try_from(v)
            .map_err(|_| format!("the mask's {what} {v} does not fit a register ({CITE})"))
    };
    let mask = FetchMask {
        inner: to32(inner, "index step")?,
        valid: valid
            .into_iter()
            .map(|v| to32(v, "valid count"))
            .collect::<Result<_, _>>()?,
        left_pad: to32(left, "left padding")?,
        pad,
    };
    mask.check(dtype, to32(lanes, "lane count")?)?;
    Ok(mask)
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_mapping::sequencer::MaskCase;

    fn e(v: &[(u64, i64)]) -> Vec<Entry> {
        v.iter().map(|&(n, s)| Entry::new(n, s)).collect()
    }

    fn masking(outer: Option<usize>, inner: usize, left: u64, counts: &[u64]) -> Masking {
        Masking {
            case: MaskCase::Contiguous,
            left_pad: left,
            base_shift: -(left as i64),
            inner_entry: inner,
            outer_entry: outer,
            anchor_entry: None,
            valid_counts: counts.to_vec(),
            right_masked: 0,
            pad_value: 0,
        }
    }

    /// Case 1 (L1903–1911) worked by hand: `B' = # 2 + B + # 4`, B = 90, 32 lanes, entries
    /// `[32 : 96, 3 : 32, 32 : 1]`; the B' content ends at 92: index 0 keeps [2, 32),
    /// index 1 all, index 2 lanes [0, 92 − 64 = 28).
    #[test]
    fn case_1_by_hand() {
        let m = masking(Some(1), 2, 2, &[30, 32, 28]);
        let f = derive(
            &m,
            &e(&[(32, 96), (3, 32), (32, 1)]),
            32,
            false,
            DType::I8,
            0,
        )
        .unwrap();
        assert_eq!(
            (f.inner, f.valid.clone(), f.left_pad),
            (1, vec![32, 32, 28], 2)
        );
    }

    /// Case 2 (L1912–1921): `[3 : 32, 32 : 96, 32 : 1]`, the A entry (32) between the
    /// outer entry and the packet: the index steps every 32 packets.
    #[test]
    fn case_2_by_hand() {
        let m = masking(Some(0), 2, 2, &[30, 32, 28]);
        let f = derive(
            &m,
            &e(&[(3, 32), (32, 96), (32, 1)]),
            32,
            false,
            DType::I8,
            0,
        )
        .unwrap();
        assert_eq!(
            (f.inner, f.valid.clone(), f.left_pad),
            (32, vec![32, 32, 28], 2)
        );
        // Interleaved, every index spans twice the packets.
        let f = derive(
            &m,
            &e(&[(3, 32), (32, 96), (32, 1)]),
            32,
            true,
            DType::I8,
            0,
        )
        .unwrap();
        assert_eq!(f.inner, 64);
    }

    /// Case 3 (L1922–1936): 97 f32 of 128 in packets of 16, the anchor `1 : 0` between the
    /// outer entry and the packet: `[16, 16, 16, 16, 16, 16, 1, 0]` as printed.
    #[test]
    fn case_3_by_hand() {
        let m = masking(Some(1), 3, 0, &[16, 16, 16, 16, 16, 16, 1, 0]);
        let f = derive(
            &m,
            &e(&[(32, 128), (8, 16), (1, 0), (16, 1)]),
            16,
            false,
            DType::F32,
            0,
        )
        .unwrap();
        assert_eq!(f.valid, [16, 16, 16, 16, 16, 16, 1, 0]);
        assert_eq!((f.inner, f.left_pad), (1, 0));
    }

    /// What the hardware cannot say: two partial indices among more than 8, left padding
    /// past the first packet, a padded axis narrower than the packet.
    #[test]
    fn refusals() {
        // K = 1000 of 1024 in 8 f32 lanes: indices 125..128 all masked (only the last of
        // more than 8 may be partial).
        let counts: Vec<u64> = (0..128).map(|j| if j < 125 { 8 } else { 0 }).collect();
        let m = masking(Some(0), 1, 0, &counts);
        let err = derive(&m, &e(&[(128, 8), (8, 1)]), 8, false, DType::F32, 0).unwrap_err();
        assert!(err.contains("may mask only its last position"), "{err}");
        // K = 1020: one partial last index of 4 lanes (128 bits) is fine.
        let counts: Vec<u64> = (0..128).map(|j| if j < 127 { 8 } else { 4 }).collect();
        let m = masking(Some(0), 1, 0, &counts);
        let f = derive(&m, &e(&[(128, 8), (8, 1)]), 8, false, DType::F32, 0).unwrap();
        assert_eq!((f.valid[0], f.valid[127]), (8, 4));
        // Left padding of 10 over packets of 8.
        let m = masking(Some(0), 1, 10, &[0, 6, 8, 8]);
        assert!(derive(&m, &e(&[(4, 8), (8, 1)]), 8, false, DType::F32, 0)
            .unwrap_err()
            .contains("left padding of 10"));
        // The padded axis fills 8 of 16 lanes.
        let m = masking(Some(0), 2, 0, &[8, 4]);
        assert!(
            derive(&m, &e(&[(2, 8), (2, 16), (8, 1)]), 16, false, DType::F32, 0)
                .unwrap_err()
                .contains("fills 8 of the packet's 16")
        );
    }
}
