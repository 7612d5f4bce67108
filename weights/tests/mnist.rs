//! The MNIST MLP's weights (test/data/mnist/, furiosa-opt's file) read through
//! `visa-weights`: names, dtypes, shapes, offsets and values against numbers printed by an
//! independent reader (`python3 tools/scripts/mnist_reference.py
//! test/data/mnist/mnist.safetensors`: struct + json + numpy on the raw bytes), and a
//! forward pass in plain f64 loops against numpy's logits.

use visa_weights::safetensors::SafeTensors;
use visa_weights::Dtype;

fn mnist() -> SafeTensors {
    SafeTensors::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../test/data/mnist/mnist.safetensors"
    ))
    .expect("the fixture reads")
}

#[test]
fn names_dtypes_shapes_and_offsets() {
    let st = mnist();
    // 4 layer tensors, 10 images, 10 labels, 3 + 10 padded copies (numpy: 37 tensors).
    assert_eq!(st.names().count(), 37);
    assert!(st.metadata().is_empty());
    // (name, dtype, shape, absolute data offset), as the reference printed them.
    let want: [(&str, Dtype, &[u64], u64); 5] = [
        ("fc1.weight", Dtype::Bf16, &[256, 784], 3168),
        ("fc1.bias", Dtype::Bf16, &[256], 2656),
        ("fc2.weight", Dtype::Bf16, &[10, 256], 404596),
        ("fc2.bias", Dtype::Bf16, &[10], 404576),
        ("label_3", Dtype::I32, &[1], 2628),
    ];
    for (name, dtype, shape, offset) in want {
        let v = st.get_checked(name, dtype, shape).unwrap();
        assert_eq!(v.offset, offset, "{name}");
        assert!(v.dtype.tcp().is_some(), "{name}: a TCP dtype");
    }
    let e = st
        .get_checked("fc1.weight", Dtype::Bf16, &[784, 256])
        .unwrap_err();
    assert!(e.to_string().contains("mnist.safetensors: byte 3168: tensor 'fc1.weight': holds BF16 [256, 784]; expected BF16 [784, 256]"), "{e}");
}

#[test]
fn values_equal_the_independent_reader() {
    let st = mnist();
    let w1 = st.get("fc1.weight").unwrap();
    let at = |v: &visa_weights::View, i: usize| v.get_f64(i).unwrap();
    assert_eq!(
        [at(&w1, 0), at(&w1, 1), at(&w1, 2), at(&w1, 3)],
        [
            0.047607421875,
            0.050048828125,
            0.01190185546875,
            0.052978515625
        ]
    );
    assert_eq!(at(&w1, 255 * 784 + 783), -0.0140380859375);
    assert_eq!(at(&w1, 100 * 784 + 400), 0.036865234375);
    let sum: f64 = w1.to_f64().iter().map(|x| x.abs()).sum();
    assert!((sum - 6893.504547250457).abs() < 1e-9, "{sum}");
    let b1 = st.get("fc1.bias").unwrap();
    assert_eq!(
        b1.to_f64()[..3],
        [0.00107574462890625, -0.0213623046875, 0.015869140625]
    );
    let w2 = st.get("fc2.weight").unwrap();
    assert_eq!(at(&w2, 9 * 256 + 255), 0.0703125);
    assert_eq!(at(&w2, 3 * 256 + 17), -0.052734375);
    let b2 = st.get("fc2.bias").unwrap();
    assert_eq!(
        b2.to_f64(),
        [
            -0.041015625,
            -0.0281982421875,
            0.040771484375,
            0.0283203125,
            0.06884765625,
            -0.0064697265625,
            -0.058349609375,
            -0.054443359375,
            0.0250244140625,
            0.05322265625
        ]
    );
    assert_eq!(st.get("label_0").unwrap().to_f64(), [7.0]);
}

#[test]
fn forward_pass_in_f64_loops_matches_numpy() {
    let st = mnist();
    let f = |n: &str| st.get(n).unwrap().to_f64();
    let (w1, b1, w2, b2, x) = (
        f("fc1.weight"),
        f("fc1.bias"),
        f("fc2.weight"),
        f("fc2.bias"),
        f("image_0"),
    );
    let mut h = vec![0.0f64; 256];
    for (j, hj) in h.iter_mut().enumerate() {
        let mut s = b1[j];
        for k in 0..784 {
            s += x[k] * w1[j * 784 + k];
        }
        *hj = s.max(0.0);
    }
    let logits: Vec<f64> = (0..10)
        .map(|c| b2[c] + (0..256).map(|j| h[j] * w2[c * 256 + j]).sum::<f64>())
        .collect();
    // numpy's `relu(img @ w1.T + b1) @ w2.T + b2` in f64 (summation order differs).
    let numpy = [
        -4.553234177418924,
        -6.973532675399712,
        -3.779301058046757,
        0.9314350558692883,
        -12.225856179998065,
        -6.472822784741442,
        -15.651581763147192,
        12.119950096720208,
        -7.585425518639823,
        -6.019348084447834,
    ];
    for (got, want) in logits.iter().zip(numpy) {
        assert!((got - want).abs() < 1e-12, "{got} vs {want}");
    }
    let argmax = (0..10)
        .max_by(|&a, &b| logits[a].total_cmp(&logits[b]))
        .unwrap();
    assert_eq!(argmax, 7);
}
