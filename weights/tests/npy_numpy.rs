//! `.npy` files written by numpy itself (`python3 tools/scripts/gen_npy_fixtures.py
//! test/data/npy`, numpy 2.4.6): every layout numpy writes decodes to the values the
//! script printed, in row-major order.

use visa_weights::{npy, Dtype};

fn read(name: &str) -> visa_weights::Tensor {
    npy::read(format!(
        "{}/../test/data/npy/{name}.npy",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn numpy_written_files_decode_to_the_scripts_values() {
    let halves = [-1.0, -0.5, 0.0, 0.5, 1.0, 1.5];
    let ints = [-2.0, -1.0, 0.0, 1.0, 2.0, 3.0];
    let cases: [(&str, Dtype, &[f64]); 7] = [
        ("f4_c", Dtype::F32, &halves),
        ("f8_be", Dtype::F64, &halves),
        ("f2_fortran", Dtype::F16, &halves),
        ("i8_be_fortran", Dtype::I64, &ints),
        ("u1", Dtype::U8, &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]),
        ("b1", Dtype::Bool, &[0.0, 0.0, 0.0, 1.0, 1.0, 1.0]),
        ("v3_i2", Dtype::I16, &ints),
    ];
    for (name, dtype, want) in cases {
        let t = read(name);
        assert_eq!(t.dtype, dtype, "{name}");
        assert_eq!(t.shape, [2, 3], "{name}");
        assert_eq!(t.view().to_f64(), want, "{name}");
    }
    // A missing file is an error naming it.
    let e = npy::read("/nonexistent/x.npy").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("/nonexistent/x.npy: byte 0: cannot read"),
        "{e}"
    );
}
