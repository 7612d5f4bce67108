//! `visa-run examples/models/mnist_mlp.mlir` (issue 23 item 1) against plain f64 loops:
//! the test reads the safetensors fixture's raw bytes itself (header JSON + little-endian
//! data, bf16 widened by a 16-bit shift; independent of `visa-weights` and `visa-nt`),
//! computes `relu(image · fc1ᵀ + b1) · fc2ᵀ + b2` in f64, and requires every logit of the
//! interpreter's `result_0.npy` (read with `npyz`) within the bound below, and all ten
//! labels (`result_1.npy` and the f64 argmax) equal to the stored ones. A second check
//! replays the interpreter's declared numerics (`visa_nt::interp`: each product and
//! partial sum rounded to f32, in order) in f32 loops and requires the logits bit for bit.
//!
//! The bound (decisions.md RNT-2). The images and weights are bf16, exactly
//! representable, so the only error is the interpreter's f32 arithmetic: an einsum with
//! `acc f32` rounds each product and each partial sum to f32, the bias add rounds once,
//! each rounding a relative error at most u = 2⁻²⁴. With γₙ = n·u / (1 − n·u) (Higham,
//! *Accuracy and Stability of Numerical Algorithms*, §3.1, the recursive-sum bound):
//! - hidden unit j: |h̃ⱼ − hⱼ| ≤ e₁ⱼ = γ₇₈₆ · (Σᵢ |xᵢ·w1ⱼᵢ| + |b1ⱼ|) (784 exact bf16
//!   products, 783 additions, one bias add; relu is 1-Lipschitz);
//! - logit c: |l̃_c − l_c| ≤ Σⱼ |w2_cj|·e₁ⱼ + γ₂₅₈ · (Σⱼ (|rⱼ| + e₁ⱼ)·|w2_cj| + |b2_c|)
//!   (the propagated hidden error, then 256 rounded products, 255 additions, a bias add);
//! - plus the f64 reference's own error, below 10⁻¹²·(the same sums of magnitudes).
use std::ffi::OsString;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// The fixture's tensors as (dtype, shape, f64 values), read from the raw bytes.
fn read_safetensors(path: &str) -> std::collections::HashMap<String, (String, Vec<u64>, Vec<f64>)> {
    let b = std::fs::read(path).expect("the fixture reads");
    let n = u64::from_le_bytes(b[..8].try_into().unwrap()) as usize;
    let header: serde_json::Value = serde_json::from_slice(&b[8..8 + n]).unwrap();
    let base = 8 + n;
    let mut out = std::collections::HashMap::new();
    for (name, e) in header.as_object().unwrap() {
        if name == "__metadata__" {
            continue;
        }
        let dtype = e["dtype"].as_str().unwrap().to_string();
        let shape: Vec<u64> = e["shape"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d.as_u64().unwrap())
            .collect();
        let s = base + e["data_offsets"][0].as_u64().unwrap() as usize;
        let t = base + e["data_offsets"][1].as_u64().unwrap() as usize;
        let data = &b[s..t];
        let vals: Vec<f64> = match dtype.as_str() {
            "BF16" => data
                .chunks_exact(2)
                .map(|c| f32::from_bits((u16::from_le_bytes([c[0], c[1]]) as u32) << 16) as f64)
                .collect(),
            "I32" => data
                .chunks_exact(4)
                .map(|c| i32::from_le_bytes(c.try_into().unwrap()) as f64)
                .collect(),
            other => panic!("unexpected dtype {other}"),
        };
        out.insert(name.clone(), (dtype, shape, vals));
    }
    out
}

fn argmax(v: &[f64]) -> usize {
    let mut best = 0;
    for (i, &x) in v.iter().enumerate() {
        if x > v[best] {
            best = i;
        }
    }
    best
}

#[test]
fn mnist_logits_within_the_f32_bound_of_f64_loops_and_ten_labels_right() {
    let st = read_safetensors(&format!("{ROOT}/test/data/mnist/mnist.safetensors"));
    let get = |n: &str, shape: &[u64]| -> Vec<f64> {
        let (d, s, v) = &st[n];
        assert_eq!((d.as_str(), s.as_slice()), ("BF16", shape), "{n}");
        v.clone()
    };
    let w1 = get("fc1.weight", &[256, 784]);
    let b1 = get("fc1.bias", &[256]);
    let w2 = get("fc2.weight", &[10, 256]);
    let b2 = get("fc2.bias", &[10]);
    let u = 2f64.powi(-24);
    let gamma = |n: f64| n * u / (1.0 - n * u);

    let out = std::env::temp_dir().join(format!("visa-mnist-nt-{}", std::process::id()));
    let args: Vec<OsString> = vec![
        "visa-run".into(),
        format!("{ROOT}/examples/models/mnist_mlp.mlir").into(),
        "--weights".into(),
        format!("{ROOT}/test/data/mnist/mnist.safetensors").into(),
        "--input".into(),
        format!("0={ROOT}/test/data/mnist/images.npy").into(),
        "--output-dir".into(),
        out.clone().into(),
    ];
    let opts = visa_tools::run::parse_args(args).unwrap();
    let o = visa_tools::run::run_nt_if_nt(&opts)
        .unwrap()
        .expect("an nt-level module");
    assert_eq!(o.outputs.len(), 2);
    let read =
        |i: usize| -> Vec<u8> { std::fs::read(out.join(format!("result_{i}.npy"))).unwrap() };
    let logits_file = read(0);
    let npy = npyz::NpyFile::new(&logits_file[..]).unwrap();
    assert_eq!(npy.shape(), &[10, 10]);
    let got: Vec<f32> = npy.into_vec().unwrap();
    let labels_file = read(1);
    let npy = npyz::NpyFile::new(&labels_file[..]).unwrap();
    assert_eq!(npy.shape(), &[10]);
    let got_labels: Vec<i32> = npy.into_vec().unwrap();

    let mut worst = (0.0f64, 0.0f64); // (max |diff|, the bound there)
    let mut worst_ratio = 0.0f64;
    for img in 0..10 {
        let x = get(&format!("image_{img}"), &[784]);
        let (ld, ls, lv) = &st[&format!("label_{img}")];
        assert_eq!((ld.as_str(), ls.as_slice()), ("I32", &[1u64][..]));
        let label = lv[0] as usize;
        // Hidden layer and its error bound.
        let mut r = vec![0f64; 256];
        let mut e1 = vec![0f64; 256];
        for j in 0..256 {
            let (mut s, mut mag) = (b1[j], b1[j].abs());
            for i in 0..784 {
                s += x[i] * w1[j * 784 + i];
                mag += (x[i] * w1[j * 784 + i]).abs();
            }
            r[j] = s.max(0.0);
            e1[j] = gamma(786.0) * mag + 1e-12 * mag;
        }
        let mut logits = vec![0f64; 10];
        for c in 0..10 {
            let (mut s, mut prop, mut mag) = (b2[c], 0.0, b2[c].abs());
            for j in 0..256 {
                let w = w2[c * 256 + j];
                s += r[j] * w;
                prop += w.abs() * e1[j];
                mag += (r[j].abs() + e1[j]) * w.abs();
            }
            logits[c] = s;
            let bound = prop + gamma(258.0) * mag + 1e-12 * mag;
            let diff = (got[img * 10 + c] as f64 - s).abs();
            assert!(
                diff <= bound,
                "image {img} logit {c}: interpreter {} vs f64 {s}: |diff| {diff:e} > bound {bound:e}",
                got[img * 10 + c]
            );
            if diff / bound > worst_ratio {
                worst_ratio = diff / bound;
                worst = (diff, bound);
            }
        }
        assert_eq!(
            argmax(&logits),
            label,
            "image {img}: the f64 loops' prediction"
        );
        // The interpreter's declared numerics replayed in f32 loops (products and partial
        // sums rounded to f32 in order, then the bias add): equal bit for bit.
        let mut r32 = vec![0f32; 256];
        for j in 0..256 {
            let mut acc = 0f32;
            for i in 0..784 {
                acc += x[i] as f32 * w1[j * 784 + i] as f32;
            }
            r32[j] = (acc + b1[j] as f32).max(0.0);
        }
        for c in 0..10 {
            let mut acc = 0f32;
            for j in 0..256 {
                acc += r32[j] * w2[c * 256 + j] as f32;
            }
            let l = acc + b2[c] as f32;
            assert_eq!(
                l.to_bits(),
                got[img * 10 + c].to_bits(),
                "image {img} logit {c}: f32 loops {l} vs interpreter {}",
                got[img * 10 + c]
            );
        }
        assert_eq!(
            got_labels[img] as usize, label,
            "image {img}: visa-run's label"
        );
    }
    eprintln!(
        "mnist: worst |interpreter - f64| {:e} against its bound {:e} ({:.2e} of it)",
        worst.0, worst.1, worst_ratio
    );
    let _ = std::fs::remove_dir_all(&out);
}
