//! The MoE routing indices on the device (`examples/moe_route_i32.mlir` and its golden
//! instances `test/visa-run/check-moe-route-gm{,13}.mlir`, docs/decisions.md C10E-1..5):
//! lowered, simulated and checked against the interpreter by the driver, and here against
//! digest-E's golden tables G-M7..G-M14 typed by hand and a plain-loop reference on larger
//! random instances (exact integers).

use visa_driver::{Kernel, Tensor, Verdict};

fn kernel(path: &str) -> Kernel {
    let full = format!("{}/../{path}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&full).expect("the kernel");
    Kernel::parse(path, &text).expect("parses")
}

/// The eight results (one-hot, count, num_blocks, global_offset, cumsum_mask,
/// local_offset, scatter_idx, expert_ids) of `path` on `topk`.
fn route(path: &str, topk: &[i32]) -> Vec<Vec<i32>> {
    let run = kernel(path)
        .run(&[Tensor::from_i32(&[topk.len() as u64], topk).unwrap()])
        .expect("runs");
    assert!(
        matches!(run.verdict, Verdict::Pass { .. }),
        "{:?}",
        run.verdict
    );
    let out: Vec<Vec<i32>> = run
        .simulation
        .results
        .iter()
        .map(|t| t.to_i32().expect("i32"))
        .collect();
    assert_eq!(out.len(), 8);
    out
}

/// Plain loops over the definitions (manual L8622–8662, digest-E 2.6 with F36 and F37).
fn reference(topk: &[i32], e: usize, b: i32) -> Vec<Vec<i32>> {
    let n = topk.len();
    let g_max = (n + e * (b as usize - 1)) / b as usize;
    let mut onehot = vec![0; n * e];
    for (j, &x) in topk.iter().enumerate() {
        onehot[j * e + x as usize] = 1;
    }
    let mut count = vec![0; e];
    for j in 0..n {
        for x in 0..e {
            count[x] += onehot[j * e + x];
        }
    }
    let blocks: Vec<i32> = count.iter().map(|&c| (c + b - 1) / b).collect();
    let mut offset = vec![0; e];
    for x in 1..e {
        offset[x] = offset[x - 1] + blocks[x - 1];
    }
    let mut cumsum = vec![0; n * e];
    for j in 0..n {
        for x in 0..e {
            let before = if j == 0 { 0 } else { cumsum[(j - 1) * e + x] };
            cumsum[j * e + x] = before + onehot[j * e + x];
        }
    }
    let local: Vec<i32> = (0..n)
        .map(|j| cumsum[j * e + topk[j] as usize] - 1)
        .collect();
    let scatter: Vec<i32> = (0..n)
        .map(|j| offset[topk[j] as usize] * b + local[j])
        .collect();
    let mut ids = Vec::new();
    for (x, &nb) in blocks.iter().enumerate() {
        for _ in 0..nb {
            ids.push(x as i32);
        }
    }
    ids.resize(g_max, -1);
    vec![onehot, count, blocks, offset, cumsum, local, scatter, ids]
}

/// G-M14: Σ Count = N; Scatter_Idx unique and < G·B; each expert's slots form its blocks.
fn invariants(out: &[Vec<i32>], n: usize, b: i32) {
    assert_eq!(out[1].iter().sum::<i32>(), n as i32);
    let g: i32 = out[2].iter().sum();
    let mut seen = std::collections::BTreeSet::new();
    for &s in &out[6] {
        assert!(
            (0..g * b).contains(&s),
            "Scatter_Idx {s} outside 0..{}",
            g * b
        );
        assert!(seen.insert(s), "Scatter_Idx {s} repeated");
    }
    // Block s / B of a slot belongs to the slot's expert.
    for (j, &s) in out[6].iter().enumerate() {
        let e = out[0][j * out[1].len()..(j + 1) * out[1].len()]
            .iter()
            .position(|&v| v == 1)
            .unwrap();
        assert_eq!(out[7][(s / b) as usize], e as i32);
    }
    assert_eq!(out[7].iter().filter(|&&v| v >= 0).count(), g as usize);
}

#[test]
fn golden_cases_g_m7_to_g_m11() {
    // G-M4's TopK_Indices [[0,2],[0,1],[1,2],[1,3]], flattened t-major.
    let topk = [0, 2, 0, 1, 1, 2, 1, 3];
    let out = route("test/visa-run/check-moe-route-gm.mlir", &topk);
    #[rustfmt::skip]
    let onehot = [
        1, 0, 0, 0,  0, 0, 1, 0,
        1, 0, 0, 0,  0, 1, 0, 0,
        0, 1, 0, 0,  0, 0, 1, 0,
        0, 1, 0, 0,  0, 0, 0, 1,
    ];
    assert_eq!(out[0], onehot);
    // G-M7: Count, Num_Blocks, G = 5 (worst-case bound 6 = the length of Expert_IDs).
    assert_eq!(out[1], [2, 3, 2, 1]);
    assert_eq!(out[2], [1, 2, 1, 1]);
    assert_eq!(out[2].iter().sum::<i32>(), 5);
    assert_eq!(out[7].len(), 6);
    // G-M8, G-M9, G-M10 (free slots 5 and 9 of G·B = 10).
    assert_eq!(out[3], [0, 1, 3, 4]);
    assert_eq!(out[5], [0, 0, 1, 0, 1, 1, 2, 0]);
    assert_eq!(out[6], [0, 6, 1, 2, 3, 7, 4, 8]);
    let free: Vec<i32> = (0..10).filter(|s| !out[6].contains(s)).collect();
    assert_eq!(free, [5, 9]);
    // G-M11: Expert_IDs with one invalid entry (-1, C10E-4).
    assert_eq!(out[7], [0, 1, 1, 2, 3, -1]);
    // Cumsum_Mask, inclusive over the slots, by hand.
    #[rustfmt::skip]
    let cumsum = [
        1, 0, 0, 0,  1, 0, 1, 0,
        2, 0, 1, 0,  2, 1, 1, 0,
        2, 2, 1, 0,  2, 2, 2, 0,
        2, 3, 2, 0,  2, 3, 2, 1,
    ];
    assert_eq!(out[4], cumsum);
    invariants(&out, 8, 2);
}

#[test]
fn golden_case_g_m13_the_manuals_expansion() {
    // Blocks e0: 2, e1: 3, e2: 0, e3: 3 with B = 2 (counts 4, 6, 0, 6).
    let topk = [0, 1, 0, 1, 0, 3, 0, 3, 1, 3, 1, 3, 1, 3, 1, 3];
    let out = route("test/visa-run/check-moe-route-gm13.mlir", &topk);
    assert_eq!(out[2], [2, 3, 0, 3]);
    assert_eq!(out[7], [0, 0, 1, 1, 1, 3, 3, 3, -1, -1]);
    assert_eq!(out, reference(&topk, 4, 2));
    invariants(&out, 16, 2);
}

/// A small LCG, so the instance is the same on every machine.
fn lcg(seed: &mut u64) -> u64 {
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    *seed >> 33
}

#[test]
fn suite_19_against_plain_loops() {
    // T = 64, K = 2, E = 16, B = 8: two distinct experts per token, then a skewed
    // instance (half the slots on expert 0, experts repeated within a token) that the
    // cumsum over the flattened slots must order too.
    let mut seed = 7;
    let mut topk = Vec::new();
    for _ in 0..64 {
        let a = (lcg(&mut seed) % 16) as i32;
        let d = 1 + (lcg(&mut seed) % 15) as i32;
        topk.extend([a, (a + d) % 16]);
    }
    let skewed: Vec<i32> = (0..128)
        .map(|j| {
            if j % 2 == 0 {
                0
            } else {
                (lcg(&mut seed) % 16) as i32
            }
        })
        .collect();
    for t in [topk, skewed] {
        let out = route("examples/moe_route_i32.mlir", &t);
        assert_eq!(out, reference(&t, 16, 8));
        invariants(&out, 128, 8);
    }
}
