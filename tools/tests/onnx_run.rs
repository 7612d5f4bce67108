//! `visa-run MODEL.onnx`: an ONNX model imported and run on the nt reference
//! interpreter, its initializers bound from the model itself. The result is checked
//! against plain f64 loops over the model's own tensors (read with `visa::onnx`, not
//! through the importer or the interpreter).

use std::ffi::OsString;
use std::path::Path;

const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// A version 1.0 `.npy` file of `<f4` values with `shape`, written by hand.
fn write_npy_f32(path: &Path, shape: &[usize], values: &[f32]) {
    let dims: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
    let mut header = format!(
        "{{'descr': '<f4', 'fortran_order': False, 'shape': ({},), }}",
        dims.join(", ")
    );
    while (10 + header.len() + 1) % 64 != 0 {
        header.push(' ');
    }
    header.push('\n');
    let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
    bytes.extend((header.len() as u16).to_le_bytes());
    bytes.extend(header.as_bytes());
    for v in values {
        bytes.extend(v.to_le_bytes());
    }
    std::fs::write(path, bytes).unwrap();
}

/// The `<f4` values of a `.npy` file (version 1.0 header).
fn read_npy_f32(path: &Path) -> Vec<f32> {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(&bytes[..8], b"\x93NUMPY\x01\x00");
    let hlen = u16::from_le_bytes([bytes[8], bytes[9]]) as usize;
    let header = std::str::from_utf8(&bytes[10..10 + hlen]).unwrap();
    assert!(header.contains("'<f4'"), "{header}");
    bytes[10 + hlen..]
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

#[test]
fn mlp_onnx_runs_with_its_initializers_and_matches_f64_loops() {
    let model_path = format!("{ROOT}/test/data/onnx/mlp.onnx");
    let model = visa::onnx::Model::read(&model_path).unwrap();
    let init = |n: &str| -> (Vec<u64>, Vec<f64>) {
        let t = model.graph.initializer_named(n).unwrap();
        let v = t.to_f32().unwrap().into_iter().map(f64::from).collect();
        (t.dims.clone(), v)
    };
    let (s1, w1) = init("w1");
    let (_, b1) = init("b1");
    let (s2, w2) = init("w2");
    let (_, b2) = init("b2");
    assert_eq!((s1.as_slice(), s2.as_slice()), (&[8, 4][..], &[3, 8][..]));

    let dir = std::env::temp_dir().join(format!("visa-onnx-run-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let n = 5usize;
    let x: Vec<f32> = (0..n * 4).map(|i| (i as f32 - 9.5) / 3.0).collect();
    let input = dir.join("x.npy");
    write_npy_f32(&input, &[n, 4], &x);
    let out = dir.join("out");
    let args: Vec<OsString> = vec![
        "visa-run".into(),
        model_path.clone().into(),
        "--bind-dim".into(),
        format!("N={n}").into(),
        "--input".into(),
        format!("0={}", input.display()).into(),
        "--output-dir".into(),
        out.clone().into(),
    ];
    let opts = visa_tools::run::parse_args(args).unwrap();
    let o = visa_tools::run::run_nt_if_nt(&opts)
        .unwrap()
        .expect("an ONNX model runs at the nt level");
    assert_eq!(o.parameters.len(), 4, "{:?}", o.parameters);
    let got = read_npy_f32(&out.join("result_0.npy"));
    assert_eq!(got.len(), n * 3);

    // Gemm (transB = 1): y = relu(x w1ᵀ + b1) w2ᵀ + b2, in f64.
    for b in 0..n {
        let mut h = [0f64; 8];
        let mut h_abs = [0f64; 8];
        for (j, (hj, aj)) in h.iter_mut().zip(&mut h_abs).enumerate() {
            *hj = b1[j];
            *aj = b1[j].abs();
            for k in 0..4 {
                let p = f64::from(x[b * 4 + k]) * w1[j * 4 + k];
                *hj += p;
                *aj += p.abs();
            }
            *hj = hj.max(0.0);
        }
        for c in 0..3 {
            let mut y = b2[c];
            let mut y_abs = b2[c].abs();
            for j in 0..8 {
                y += h[j] * w2[c * 8 + j];
                // The hidden value's own f32 error carried through the weight.
                y_abs += (h[j].abs() + h_abs[j]) * w2[c * 8 + j].abs();
            }
            // f32 rounding of at most ~16 steps: 16 · 2^-24 of the magnitudes involved.
            let bound = 16.0 * 2f64.powi(-24) * (y_abs + y.abs()) + 1e-30;
            let g = f64::from(got[b * 3 + c]);
            assert!(
                (g - y).abs() <= bound,
                "row {b} class {c}: visa-run {g}, f64 loops {y}, bound {bound}"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_onnx_model_with_an_unbound_symbolic_dim_is_an_error() {
    let args: Vec<OsString> = vec![
        "visa-run".into(),
        format!("{ROOT}/test/data/onnx/mlp.onnx").into(),
    ];
    let opts = visa_tools::run::parse_args(args).unwrap();
    let err = match visa_tools::run::run_nt_if_nt(&opts) {
        Err(e) => e.render_for("visa-run"),
        Ok(_) => panic!("a symbolic dim without --bind-dim must not run"),
    };
    assert!(err.contains("dim 0 is symbolic ('N')"), "{err}");
}
