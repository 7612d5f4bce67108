//! digest-D's golden cases of the Valid Count Generator's hardware model (manual
//! L6166–6582, G18–G33): each configuration is the manual's, each expected `vc(s, t)` the
//! manual's table (or worked by hand from its formulas where it gives a prose answer).

use visa_sim::valid_count::vc;
use visa_tcp::{VcCounter, VcDim, VcGate, VcgConfig};

fn cfg(counters: &[(u32, VcDim, u32)], vp: u32, sp: u32, gates: &[VcGate]) -> VcgConfig {
    let mut c = VcgConfig::ALL_VALID;
    for (i, &(limit, dim, stride)) in counters.iter().enumerate() {
        c.counters[i] = VcCounter { limit, dim, stride };
    }
    c.n = counters.len() as u8;
    c.packet_valid = vp;
    c.packet_stride = sp;
    for (i, g) in gates.iter().enumerate() {
        c.gates[i] = *g;
    }
    c.check().unwrap();
    c
}

fn gate(mask: u32, threshold: u32, valid: u32, transposed: bool) -> VcGate {
    VcGate {
        mask,
        threshold,
        valid,
        transposed,
    }
}

const P: VcDim = VcDim::Packet;
const G0: VcDim = VcDim::Gate(0);
const G1: VcDim = VcDim::Gate(1);
const U: VcDim = VcDim::Unassigned;

/// G18 (L6217–6231): limits [3, 2, 2] count 12 flits; c0 steps every flit, c1 every 3,
/// c2 every 6.
#[test]
fn g18_sequencer_mixed_radix() {
    let c = cfg(&[(3, P, 1), (2, U, 0), (2, U, 0)], 100, 8, &[]);
    assert_eq!(c.flits(), 12);
    let want = [
        (0, 0, 0),
        (1, 0, 0),
        (2, 0, 0),
        (0, 1, 0),
        (1, 1, 0),
        (2, 1, 0),
        (0, 0, 1),
        (1, 0, 1),
        (2, 0, 1),
        (0, 1, 1),
        (1, 1, 1),
        (2, 1, 1),
    ];
    for (t, &(c0, c1, c2)) in want.iter().enumerate() {
        // Read each counter on the packet dim: V_p = 8, σ = 1 gives vc = 8 − value.
        let probe = |which: usize| {
            let mut k = cfg(&[(3, U, 0), (2, U, 0), (2, U, 0)], 8, 8, &[]);
            k.counters[which].dim = P;
            k.counters[which].stride = 1;
            8 - vc(&k, 0, t as u64)
        };
        assert_eq!((probe(0), probe(1), probe(2)), (c0, c1, c2), "t = {t}");
    }
}

/// G19 (L6240–6249): c0 (L3, σ8) → packet, c1 (L2, σ1) → gate 0, c2 (L2, σ1) → gate 1; at
/// t = 4 the counters are (1, 1, 0): idx_p = 8, idx_g0 = 1, idx_g1 = 0. With V_p = 9 the
/// packet count is 1; gate 0 with V = 1 closes (1 ≥ 1), gate 1 with V = 1 stays open.
#[test]
fn g19_counters_to_dims() {
    let k = |v0: u32, v1: u32| {
        cfg(
            &[(3, P, 8), (2, G0, 1), (2, G1, 1)],
            9,
            8,
            &[VcGate::time_only(v0), VcGate::time_only(v1)],
        )
    };
    assert_eq!(vc(&k(2, 1), 0, 4), 1); // idx_p = 8: min(8, 9 − 8)
    assert_eq!(vc(&k(1, 1), 0, 4), 0); // idx_g0 = 1 ≥ 1
    assert_eq!(vc(&k(2, 0), 0, 4), 0); // idx_g1 = 0 ≥ 0
}

/// G20 (L6291–6294) and G21 (L6295–6299): packet_vc with V_p 19, stride_p 8 → 8, 8, 3;
/// V_p 11, stride_p 4 → 4, 4, 3.
#[test]
fn g20_g21_packet_vc() {
    let a = cfg(&[(3, P, 8)], 19, 8, &[]);
    assert_eq!((0..3).map(|t| vc(&a, 0, t)).collect::<Vec<_>>(), [8, 8, 3]);
    let b = cfg(&[(3, P, 4)], 11, 4, &[]);
    assert_eq!((0..3).map(|t| vc(&b, 0, t)).collect::<Vec<_>>(), [4, 4, 3]);
}

/// G22 (L6302–6308): packet_vc depends on t only: at t = 2, slices 0, 5, 15 all get 3.
#[test]
fn g22_slice_independence() {
    let a = cfg(&[(3, P, 8)], 19, 8, &[]);
    for s in [0, 5, 15, 255] {
        assert_eq!(vc(&a, s, 2), 3);
    }
}

/// G23/G24 (L6313–6344): H = 5 as Ho 4 (slice bits 3:2) × Hi 2 (time); mask 0b1100,
/// match 0b1000 (no shift, L6312; the manual's "match = 2" with a shift is the same
/// boundary, docs/decisions.md C9B-3), V = 1, standard.
#[test]
fn g24_standard_gate() {
    let k = cfg(&[(2, G0, 1)], 8, 8, &[gate(0b1100, 0b1000, 1, false)]);
    // Ho 0, 1: both steps; Ho 2: step 0 only; Ho 3: none (slices 4·Ho .. 4·Ho + 3).
    for s in 0..16u32 {
        let ho = s >> 2;
        let want: [u32; 2] = match ho {
            0 | 1 => [8, 8],
            2 => [8, 0],
            _ => [0, 0],
        };
        assert_eq!([vc(&k, s, 0), vc(&k, s, 1)], want, "slice {s}");
    }
}

/// G25 (L6345–6356): H = 5 as Hi 2 (time, outer) × Ho 4 (slice bits 1:0, inner),
/// transposed: match 1, V 1. Valid steps per Ho: 2, 1, 1, 1.
#[test]
fn g25_transposed_gate() {
    let k = cfg(&[(2, G0, 1)], 8, 8, &[gate(0b11, 1, 1, true)]);
    let steps: Vec<u32> = (0..4)
        .map(|s| (0..2).filter(|&t| vc(&k, s, t) == 8).count() as u32)
        .collect();
    assert_eq!(steps, [2, 1, 1, 1]);
}

/// G26–G28 (L6364–6441): [H, C, W] = [5, 5, 19]; the full 12 × 16 heatmap.
#[test]
fn g26_g28_heatmap() {
    // Step 1 (G26): W only.
    let w = cfg(&[(3, P, 8)], 19, 8, &[]);
    for s in 0..16 {
        assert_eq!((0..3).map(|t| vc(&w, s, t)).collect::<Vec<_>>(), [8, 8, 3]);
    }
    // Step 2 (G27): C gate on slice bits 1:0, counters Wi (L3), Ci (L2).
    let c = cfg(
        &[(3, P, 8), (2, G0, 1)],
        19,
        8,
        &[gate(0b0011, 2, 1, false)],
    );
    let rows: Vec<Vec<u32>> = (0..4)
        .map(|co| (0..6).map(|t| vc(&c, co, t)).collect())
        .collect();
    assert_eq!(rows[0], [8, 8, 3, 8, 8, 3]);
    assert_eq!(rows[1], [8, 8, 3, 8, 8, 3]);
    assert_eq!(rows[2], [8, 8, 3, 0, 0, 0]);
    assert_eq!(rows[3], [0, 0, 0, 0, 0, 0]);
    // Step 3 (G28): H gate on bits 3:2, counters Wi, Ci, Hi.
    let h = cfg(
        &[(3, P, 8), (2, G0, 1), (2, G1, 1)],
        19,
        8,
        &[gate(0b0011, 2, 1, false), gate(0b1100, 0b1000, 1, false)],
    );
    let table = [
        "8 8 8 0 8 8 8 0 8 8 8 0 0 0 0 0",
        "8 8 8 0 8 8 8 0 8 8 8 0 0 0 0 0",
        "3 3 3 0 3 3 3 0 3 3 3 0 0 0 0 0",
        "8 8 0 0 8 8 0 0 8 8 0 0 0 0 0 0",
        "8 8 0 0 8 8 0 0 8 8 0 0 0 0 0 0",
        "3 3 0 0 3 3 0 0 3 3 0 0 0 0 0 0",
        "8 8 8 0 8 8 8 0 0 0 0 0 0 0 0 0",
        "8 8 8 0 8 8 8 0 0 0 0 0 0 0 0 0",
        "3 3 3 0 3 3 3 0 0 0 0 0 0 0 0 0",
        "8 8 0 0 8 8 0 0 0 0 0 0 0 0 0 0",
        "8 8 0 0 8 8 0 0 0 0 0 0 0 0 0 0",
        "3 3 0 0 3 3 0 0 0 0 0 0 0 0 0 0",
    ];
    for (t, row) in table.iter().enumerate() {
        let want: Vec<u32> = row.split(' ').map(|x| x.parse().unwrap()).collect();
        let got: Vec<u32> = (0..16).map(|s| vc(&h, s, t as u64)).collect();
        assert_eq!(got, want, "t = {t}");
    }
}

/// G29 (L6471–6484): standard Slice+Time, H = 14 = Ho 8 (slice bits 2:0) × Hi 3: match 4,
/// V 2. Ho 0–3 all three steps; Ho 4 steps 0, 1; Ho 5–7 none.
#[test]
fn g29_standard_slice_time() {
    let k = cfg(&[(3, G0, 1)], 8, 8, &[gate(0b111, 4, 2, false)]);
    let steps: Vec<usize> = (0..8)
        .map(|s| (0..3).filter(|&t| vc(&k, s, t) == 8).count())
        .collect();
    assert_eq!(steps, [3, 3, 3, 3, 2, 0, 0, 0]);
    assert_eq!([vc(&k, 4, 0), vc(&k, 4, 1), vc(&k, 4, 2)], [8, 8, 0]);
}

/// G30 (L6486–6505): transposed, H = 19 = Hi 3 (time, outer) × Ho 8 (slice, inner): match
/// 3, V 2. Ho 0–2: 3 steps; Ho 3–7: 2 steps. Spot checks: (Ho 0, Hi 2) index 16 valid;
/// (Ho 3, Hi 2) index 19 invalid; (Ho 7, Hi 1) index 15 valid.
#[test]
fn g30_transposed_slice_time() {
    let k = cfg(&[(3, G0, 1)], 8, 8, &[gate(0b111, 3, 2, true)]);
    let steps: Vec<usize> = (0..8)
        .map(|s| (0..3).filter(|&t| vc(&k, s, t) == 8).count())
        .collect();
    assert_eq!(steps, [3, 3, 3, 2, 2, 2, 2, 2]);
    assert_eq!(vc(&k, 0, 2), 8);
    assert_eq!(vc(&k, 3, 2), 0);
    assert_eq!(vc(&k, 7, 1), 8);
    // Against the real index 8·hi + ho < 19, for every (ho, hi).
    for ho in 0..8u32 {
        for hi in 0..3u64 {
            assert_eq!(vc(&k, ho, hi) == 8, 8 * hi + u64::from(ho) < 19);
        }
    }
}

/// G31 (L6508–6519): Packet+Time, n = 50, two packet counters (L3 σ8, L3 σ24):
/// vc = 8, 8, 8, 8, 8, 8, 2, 0, 0.
#[test]
fn g31_two_packet_counters() {
    let k = cfg(&[(3, P, 8), (3, P, 24)], 50, 8, &[]);
    let got: Vec<u32> = (0..9).map(|t| vc(&k, 0, t)).collect();
    assert_eq!(got, [8, 8, 8, 8, 8, 8, 2, 0, 0]);
}

/// G32 (L6524–6538): Slice+Packet with n = 10 over 2 slices needs slice 0 → 8, slice 1 →
/// 2 at the same t. No V_p does it (packet_vc ignores s), and a gate only gives 0 or
/// the packet count: every configuration over V_p 0..=16 and one gate on slice bit 0
/// fails.
#[test]
fn g32_slice_packet_inexpressible() {
    for vp in 0..=16 {
        for threshold in 0..=2 {
            for valid in 0..=2 {
                for transposed in [false, true] {
                    let k = cfg(
                        &[(1, G0, 1)],
                        vp,
                        8,
                        &[gate(1, threshold, valid, transposed)],
                    );
                    assert!(!(vc(&k, 0, 0) == 8 && vc(&k, 1, 0) == 2));
                }
            }
        }
    }
}

/// G33 (L6209, L6331, L6465–6466): (mask 0, match 1) is always open; (mask 0, match 0)
/// with V = 12 is open for t < 12 on every slice.
#[test]
fn g33_gate_defaults() {
    let open = cfg(&[(16, G0, 1)], 8, 8, &[VcGate::OPEN]);
    let time = cfg(&[(16, G0, 1)], 8, 8, &[VcGate::time_only(12)]);
    for s in [0, 7, 255] {
        for t in 0..16 {
            assert_eq!(vc(&open, s, t), 8);
            assert_eq!(vc(&time, s, t), if t < 12 { 8 } else { 0 });
        }
    }
}
