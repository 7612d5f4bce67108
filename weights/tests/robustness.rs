//! Hostile input: every truncation of a small safetensors file and of a small `.npy`
//! file, and every single-bit flip of each, decodes to `Ok` or to a located `Err` (an
//! offset inside the file), never a panic; what decodes still satisfies the invariants
//! (each tensor's data is exactly its shape's size).

use visa_weights::safetensors::{self, SafeTensors};
use visa_weights::{npy, Dtype};

fn small_safetensors() -> Vec<u8> {
    let a: Vec<u8> = [1.0f32, -2.0, 3.5]
        .iter()
        .flat_map(|x| x.to_le_bytes())
        .collect();
    let b: Vec<u8> = [7i64].iter().flat_map(|x| x.to_le_bytes()).collect();
    safetensors::write(&[
        ("a", Dtype::F32, &[3], &a),
        ("bb", Dtype::I64, &[1, 1], &b),
        ("e", Dtype::Bf16, &[0, 4], &[]),
        ("c", Dtype::U8, &[2], &[9, 10]),
    ])
}

fn small_npy() -> Vec<u8> {
    let h = "{'descr': '>i4', 'fortran_order': True, 'shape': (2, 2), }";
    let mut h = h.to_string();
    while !(10 + h.len() + 1).is_multiple_of(64) {
        h.push(' ');
    }
    h.push('\n');
    let mut f = b"\x93NUMPY\x01\x00".to_vec();
    f.extend_from_slice(&(h.len() as u16).to_le_bytes());
    f.extend_from_slice(h.as_bytes());
    for x in [1i32, 3, 2, 4] {
        f.extend_from_slice(&x.to_be_bytes());
    }
    f
}

fn check_safetensors(bytes: Vec<u8>) {
    let len = bytes.len() as u64;
    match SafeTensors::parse("f", bytes) {
        Ok(st) => {
            for v in st.tensors() {
                let n: u64 = v.shape.iter().product();
                assert_eq!(v.data.len() as u64, n * v.dtype.size() as u64);
                assert_eq!(v.to_f64().len() as u64, n);
            }
        }
        Err(e) => assert!(e.offset <= len, "{e}"),
    }
}

fn check_npy(bytes: &[u8]) {
    match npy::parse("f.npy", bytes) {
        Ok(t) => {
            let n: u64 = t.shape.iter().product();
            assert_eq!(t.data.len() as u64, n * t.dtype.size() as u64);
        }
        Err(e) => assert!(e.offset <= bytes.len() as u64, "{e}"),
    }
}

#[test]
fn safetensors_truncations_and_bit_flips() {
    let f = small_safetensors();
    let st = SafeTensors::parse("f", f.clone()).unwrap();
    assert_eq!(st.get("a").unwrap().to_f64(), [1.0, -2.0, 3.5]);
    assert_eq!(st.get("bb").unwrap().to_f64(), [7.0]);
    let mut refused = 0;
    for n in 0..f.len() {
        if SafeTensors::parse("f", f[..n].to_vec()).is_err() {
            refused += 1;
        }
        check_safetensors(f[..n].to_vec());
    }
    // Every proper prefix loses bytes some tensor (or the header) needs.
    assert_eq!(refused, f.len());
    for i in 0..f.len() {
        for bit in 0..8 {
            let mut g = f.clone();
            g[i] ^= 1 << bit;
            check_safetensors(g);
        }
    }
}

#[test]
fn npy_truncations_and_bit_flips() {
    let f = small_npy();
    let t = npy::parse("f.npy", &f).unwrap();
    assert_eq!(t.view().to_f64(), [1.0, 2.0, 3.0, 4.0]);
    for n in 0..f.len() {
        assert!(npy::parse("f.npy", &f[..n]).is_err(), "prefix {n}");
        check_npy(&f[..n]);
    }
    for i in 0..f.len() {
        for bit in 0..8 {
            let mut g = f.clone();
            g[i] ^= 1 << bit;
            check_npy(&g);
        }
    }
}
