//! The Valid Count Generator's hardware model (manual L6166–6582): `vc(s, t)` of slice `s`
//! and flit `t` from a [`VcgConfig`]. The sequencer splits `t` into counter values (mixed
//! radix, counter 0 fastest, L6210–6232); each counter adds `value · σ` to its dim's index
//! (L6238); the packet dim gives `packet_vc = min(stride_p, max(0, V_p − idx_p))` (L6279);
//! each gate classifies `s & mask` against `match` (below → 1, boundary → `idx < V`, above
//! → 0 standard or `idx < V` transposed, L6319–6330); `vc` is `packet_vc` times the gates
//! (L6189). Lane `p` of the flit is valid iff `p < vc` (L6176–6179).
//!
//! This is the simulator's own evaluation; the stream dialect derives the configuration
//! and its interpreter reduces the logical tensor without it.

use visa_tcp::{VcDim, VcgConfig};

/// `vc(s, t)` in `0..=8`.
pub fn vc(cfg: &VcgConfig, s: u32, t: u64) -> u32 {
    let mut rest = t;
    let mut idx_p: i64 = 0;
    let mut idx_g = [0i64; visa_tcp::valid_count::VCG_GATES];
    for c in cfg.counters() {
        let limit = u64::from(c.limit.max(1));
        let value = (rest % limit) as i64;
        rest /= limit;
        let add = value * i64::from(c.stride);
        match c.dim {
            VcDim::Unassigned => {}
            VcDim::Packet => idx_p += add,
            VcDim::Gate(g) => {
                if let Some(x) = idx_g.get_mut(usize::from(g)) {
                    *x += add;
                }
            }
        }
    }
    let packet = (i64::from(cfg.packet_valid) - idx_p).clamp(0, i64::from(cfg.packet_stride));
    let mut vc = packet as u32;
    for (gate, idx) in cfg.gates.iter().zip(idx_g) {
        let masked = s & gate.mask;
        let open = if masked < gate.threshold {
            true
        } else if masked == gate.threshold || gate.transposed {
            idx < i64::from(gate.valid)
        } else {
            false
        };
        if !open {
            vc = 0;
        }
    }
    vc
}
