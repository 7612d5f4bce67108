//! The Fetch Adapter's masking and table lookup on one raw packet (L1877–1958), before the
//! type cast and zero point ([`crate::dtype::cast_bytes`]); the simulator's own code for
//! the configuration [`visa_tcp::fetch_adapter::FetchStages`].

use visa_tcp::fetch_adapter::FetchStages;
use visa_tcp::DType;

/// Raw bits of element `i` of `buf` (4-bit elements: low nibble first).
fn get(buf: &[u8], bits: u32, i: usize) -> u32 {
    match bits {
        4 => u32::from((buf[i / 2] >> (4 * (i % 2))) & 0xF),
        8 => u32::from(buf[i]),
        16 => u32::from(u16::from_le_bytes([buf[2 * i], buf[2 * i + 1]])),
        _ => u32::from_le_bytes([buf[4 * i], buf[4 * i + 1], buf[4 * i + 2], buf[4 * i + 3]]),
    }
}

/// Sets element `i` of `buf` to the raw bits `v`.
fn set(buf: &mut [u8], bits: u32, i: usize, v: u32) {
    match bits {
        4 => {
            let sh = 4 * (i % 2);
            buf[i / 2] = (buf[i / 2] & !(0xF << sh)) | (((v & 0xF) as u8) << sh);
        }
        8 => buf[i] = v as u8,
        16 => buf[2 * i..2 * i + 2].copy_from_slice(&(v as u16).to_le_bytes()),
        _ => buf[4 * i..4 * i + 4].copy_from_slice(&v.to_le_bytes()),
    }
}

/// Masks then looks up the elements of stream packet `packet` (`raw`, elements of `dtype`)
/// in place.
pub fn apply(stages: &FetchStages, dtype: DType, packet: u64, raw: &mut [u8]) {
    let bits = dtype.bits();
    let lanes = raw.len() * 8 / bits as usize;
    if let Some(m) = &stages.mask {
        for l in 0..lanes {
            if !m.keeps(packet, l as u32) {
                set(raw, bits, l, m.pad);
            }
        }
    }
    if let Some(t) = &stages.table {
        for l in 0..lanes {
            let v = get(raw, bits, l) as usize;
            set(raw, bits, l, t[v]);
        }
    }
}

/// The zero point stream packet `packet` subtracts: an interleaved fetch's odd packets come
/// from its second tensor (L2040–2048).
pub fn zero_point(stages: &FetchStages, even: i32, packet: u64) -> i32 {
    match stages.zero_point_odd {
        Some(z) if packet % 2 == 1 => z,
        _ => even,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use visa_tcp::fetch_adapter::FetchMask;

    /// GT-43 (L1945–1953): i8 [0..8) through `table[x] = 2x` reads [0, 2, ..., 14].
    #[test]
    fn table_doubles() {
        let stages = FetchStages {
            table: Some((0..256u32).map(|x| (2 * x) & 0xFF).collect()),
            ..Default::default()
        };
        let mut raw: Vec<u8> = (0..8).collect();
        apply(&stages, DType::I8, 0, &mut raw);
        assert_eq!(raw, [0, 2, 4, 6, 8, 10, 12, 14]);
    }

    /// GT-39 (L1888–1897): 63 i8 values padded to 64, the 64th lane masked to 0; and i4
    /// nibbles masked one by one.
    #[test]
    fn mask_last_lane() {
        let stages = FetchStages {
            mask: Some(FetchMask {
                inner: 1,
                valid: vec![63],
                left_pad: 0,
                pad: 0,
            }),
            ..Default::default()
        };
        let mut raw = vec![7u8; 64];
        apply(&stages, DType::I8, 5, &mut raw);
        assert_eq!(&raw[..63], &[7u8; 63][..]);
        assert_eq!(raw[63], 0);
        let stages = FetchStages {
            mask: Some(FetchMask {
                inner: 1,
                valid: vec![3],
                left_pad: 1,
                pad: 0xA,
            }),
            ..Default::default()
        };
        let mut raw = vec![0x21, 0x43];
        apply(&stages, DType::I4, 0, &mut raw);
        // Lanes 1, 3, 2, 4 -> lane 0 and lane 3 masked to 0xA.
        assert_eq!(raw, [0x2A, 0xA3]);
    }

    #[test]
    fn zero_point_by_parity() {
        let s = FetchStages {
            zero_point_odd: Some(-100),
            ..Default::default()
        };
        assert_eq!(
            (zero_point(&s, 100, 0), zero_point(&s, 100, 3)),
            (100, -100)
        );
        assert_eq!(zero_point(&FetchStages::default(), 7, 3), 7);
    }
}
