//! The test oracle of [`super::derive`] (it was the lowering's DMA fitter before the
//! symbolic derivation): given the element addresses a DMA reads and writes, in transfer
//! order, find `[size : (src_stride, dst_stride), ...]` with a contiguous packet that visits
//! exactly those address pairs. It works per element, so it is compiled for tests only.

/// A fitted loop nest: entries outermost first, packet in elements, base addresses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fitted {
    /// `(size, src_stride, dst_stride)`, outermost first, strides in elements.
    pub entries: Vec<(u64, i64, i64)>,
    /// Contiguous elements per packet.
    pub packet: u64,
    /// First source element address.
    pub src_base: i64,
    /// First destination element address.
    pub dst_base: i64,
}

fn divisors_desc(n: usize, cap: usize) -> impl Iterator<Item = usize> {
    (1..=cap.min(n)).rev().filter(move |d| n.is_multiple_of(*d))
}

/// Fits loops to `src`/`dst` (same length, at least 1); packets hold at most
/// `max_packet` elements and loop sizes at most `max_size`. `None` when the pairs are
/// not a strided loop nest of such entries.
pub(crate) fn fit(src: &[i64], dst: &[i64], max_packet: usize, max_size: u64) -> Option<Fitted> {
    let n = src.len();
    if n == 0 || dst.len() != n {
        return None;
    }
    // Packet: the longest contiguous chunk length dividing n that holds for every chunk.
    let run = (1..n)
        .take_while(|&i| src[i] == src[i - 1] + 1 && dst[i] == dst[i - 1] + 1)
        .count()
        + 1;
    let packet = divisors_desc(n, run.min(max_packet)).find(|&p| {
        (0..n / p).all(|k| {
            (1..p).all(|j| {
                src[k * p + j] == src[k * p] + j as i64 && dst[k * p + j] == dst[k * p] + j as i64
            })
        })
    })?;
    let mut s: Vec<i64> = src.iter().step_by(packet).copied().collect();
    let mut d: Vec<i64> = dst.iter().step_by(packet).copied().collect();
    let mut entries = Vec::new();
    while s.len() > 1 {
        let m = s.len();
        let (ss, ds) = (s[1] - s[0], d[1] - d[0]);
        let run = (1..m)
            .take_while(|&i| s[i] - s[i - 1] == ss && d[i] - d[i - 1] == ds)
            .count()
            + 1;
        let size = divisors_desc(m, run.min(max_size as usize))
            .filter(|&k| k >= 2)
            .find(|&k| {
                (0..m / k).all(|b| {
                    (1..k).all(|j| {
                        s[b * k + j] == s[b * k] + j as i64 * ss
                            && d[b * k + j] == d[b * k] + j as i64 * ds
                    })
                })
            })?;
        entries.push((size as u64, ss, ds));
        s = s.iter().step_by(size).copied().collect();
        d = d.iter().step_by(size).copied().collect();
    }
    entries.reverse();
    Some(Fitted {
        entries,
        packet: packet as u64,
        src_base: src[0],
        dst_base: dst[0],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn k1_to_dm_split() {
        // 256 slices x 8 elements: HBM a -> DM (a / 8) * 2^20 + a % 8.
        let src: Vec<i64> = (0..2048).collect();
        let dst: Vec<i64> = (0..2048).map(|a| (a / 8) * (1 << 20) + a % 8).collect();
        let f = fit(&src, &dst, 1024, 65536).unwrap();
        assert_eq!(f.packet, 8);
        assert_eq!(f.entries, vec![(256, 8, 1 << 20)]);
        assert_eq!((f.src_base, f.dst_base), (0, 0));
    }

    #[test]
    fn transpose_and_failure() {
        // A 4 x 3 transpose: dst[j][i] = src[i][j], enumerated in dst order.
        let mut src = Vec::new();
        let mut dst = Vec::new();
        for j in 0..3 {
            for i in 0..4 {
                src.push(i * 3 + j);
                dst.push(100 + j * 4 + i);
            }
        }
        let f = fit(&src, &dst, 64, 65536).unwrap();
        assert_eq!(f.packet, 1);
        assert_eq!(f.entries, vec![(3, 1, 4), (4, 3, 1)]);
        assert_eq!(f.dst_base, 100);
        // An irregular sequence has no loop nest.
        assert!(fit(&[0, 1, 5, 6, 7], &[0, 1, 2, 3, 4], 64, 65536).is_none());
        // Packets are capped: 16 contiguous elements with a cap of 4.
        let v: Vec<i64> = (0..16).collect();
        let f = fit(&v, &v, 4, 65536).unwrap();
        assert_eq!((f.packet, f.entries.clone()), (4, vec![(4, 4, 4)]));
    }
}
