//! Hand-worked conversions at the host boundary (bit patterns derived from the IEEE
//! layouts by hand, not by the code under test) and `.npy` round trips.

use super::*;
use visa::ir::{Context, DialectRegistry};

fn tensor(dtype: DType, shape: &[u64]) -> HostTensor {
    HostTensor {
        index: 0,
        addr: 0,
        dtype,
        shape: shape.to_vec(),
        strides: vec![1; shape.len()],
        loc: Context::new(DialectRegistry::new()).unknown_loc(),
    }
}

fn f(bits: u32) -> f32 {
    f32::from_bits(bits)
}

#[test]
fn bf16_rounds_to_nearest_even() {
    assert_eq!(f32_to_bf16(1.0), 0x3F80);
    // 1 + 2^-8 is halfway between 1.0 (0x3F80, even) and 1 + 2^-7 (0x3F81): even.
    assert_eq!(f32_to_bf16(f(0x3F80_8000)), 0x3F80);
    // 1 + 3·2^-8 is halfway between 0x3F81 (odd) and 0x3F82 (even): up.
    assert_eq!(f32_to_bf16(f(0x3F81_8000)), 0x3F82);
    // Just above halfway: up.
    assert_eq!(f32_to_bf16(f(0x3F80_8001)), 0x3F81);
    assert_eq!(f32_to_bf16(-2.5), 0xC020);
    // f32::MAX rounds past bf16's largest finite value to infinity.
    assert_eq!(f32_to_bf16(f32::MAX), 0x7F80);
    assert!(bf16_to_f32(f32_to_bf16(f32::NAN)).is_nan());
    assert_eq!(bf16_to_f32(0x3F81), 1.0 + 1.0 / 128.0);
}

#[test]
fn f16_rounds_to_nearest_even() {
    let h = |x: f32| half::f16::from_f32(x).to_bits();
    // 1 + 2^-11: halfway between 1.0 (0x3C00) and 1 + 2^-10 (0x3C01): even.
    assert_eq!(h(1.0 + 2f32.powi(-11)), 0x3C00);
    // 1 + 3·2^-11: halfway between 0x3C01 and 0x3C02: even, up.
    assert_eq!(h(1.0 + 3.0 * 2f32.powi(-11)), 0x3C02);
    // 65520 is halfway between 65504 (max) and 65536: rounds to infinity.
    assert_eq!(h(65520.0), 0x7C00);
}

#[test]
fn f8_e4m3_rounds_to_nearest_even_and_refuses_overflow() {
    let e = |x: f32| f32_to_f8(DType::F8E4M3, x);
    assert_eq!(e(1.0), Some(0x38)); // exponent field 7 = bias, mantissa 0
    assert_eq!(e(448.0), Some(0x7E)); // S.1111.110, the largest finite value
    assert_eq!(f8_max(DType::F8E4M3), 448.0);
    // 464 = 14.5 quanta of 32 at exponent 8: ties to even, 14 -> 448.
    assert_eq!(e(464.0), Some(0x7E));
    // 470 rounds to 480, which e4m3fn cannot hold (its S.1111.111 is NaN).
    assert_eq!(e(470.0), None);
    assert_eq!(e(f32::INFINITY), None);
    // Subnormals: quantum 2^-9.
    assert_eq!(e(2f32.powi(-9)), Some(0x01));
    assert_eq!(e(2f32.powi(-10)), Some(0x00)); // halfway between 0 and 1 quantum: even
    assert_eq!(e(3.0 * 2f32.powi(-10)), Some(0x02)); // 1.5 quanta: even, up
                                                     // 0.3 at exponent -2 (quantum 2^-5): 9.6 quanta -> 10 = 0.3125 = 1.25·2^-2:
                                                     // field 5, mantissa 010 -> 0b0_0101_010.
    assert_eq!(e(0.3), Some(0x2A));
    assert_eq!(f8_to_f64(DType::F8E4M3, 0x2A), 0.3125);
    // 1.9375 = 15.5 eighths: rounds to 16 eighths = 2.0, carrying into exponent 1.
    assert_eq!(e(1.9375), Some(0x40));
    assert_eq!(e(-1.0), Some(0xB8));
    assert!(f8_to_f64(DType::F8E4M3, 0x7F).is_nan());
}

#[test]
fn f8_e5m2_rounds_to_nearest_even_and_keeps_infinity() {
    let e = |x: f32| f32_to_f8(DType::F8E5M2, x);
    assert_eq!(e(1.0), Some(0x3C));
    assert_eq!(f8_max(DType::F8E5M2), 57344.0);
    assert_eq!(e(57344.0), Some(0x7B));
    // 61440 = 7.5 quanta of 8192: ties to even, 8 -> 65536, beyond the largest finite.
    assert_eq!(e(61440.0), None);
    assert_eq!(e(f32::NEG_INFINITY), Some(0xFC));
    assert_eq!(f8_to_f64(DType::F8E5M2, 0x7C), f64::INFINITY);
    // 1.125 = 1 + 1/8 is halfway between 1.0 and 1.25 (quantum 1/4): even -> 1.0.
    assert_eq!(e(1.125), Some(0x3C));
    assert_eq!(e(1.375), Some(0x3E)); // halfway between 1.25 (01) and 1.5 (10): 1.5
}

fn scratch(name: &str) -> String {
    let d = std::env::temp_dir().join(format!("visa-run-host-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.to_string_lossy().into_owned()
}

fn write_f32_npy(path: &str, shape: &[u64], values: &[f32]) {
    let bytes: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    std::fs::write(path, npy_file(&tensor(DType::F32, shape), &bytes).unwrap()).unwrap();
}

#[test]
fn bf16_arguments_from_f4_are_rounded_and_counted_from_u2_raw() {
    let dir = scratch("bf16");
    let t = tensor(DType::Bf16, &[2, 2]);
    let p = format!("{dir}/a.npy");
    // 1.0 and -2.5 are exact; 1 + 3·2^-8 rounds up to 1 + 2^-6; 1 + 2^-8 down to 1.
    write_f32_npy(&p, &[2, 2], &[1.0, f(0x3F81_8000), -2.5, f(0x3F80_8000)]);
    let l = read_npy(&p, 0, &t).unwrap();
    assert_eq!(l.descr, "<f4");
    assert_eq!(
        l.bytes,
        vec![0x80, 0x3F, 0x82, 0x3F, 0x20, 0xC0, 0x80, 0x3F]
    );
    assert_eq!(l.rounded, 2);
    assert_eq!(l.first_rounded, Some((1, f(0x3F81_8000), 1.015625)));
    // The same bits as raw <u2.
    let q = format!("{dir}/b.npy");
    {
        use npyz::WriterBuilder;
        let mut w = npyz::WriteOptions::<u16>::new()
            .default_dtype()
            .shape(&[2, 2])
            .writer(std::fs::File::create(&q).unwrap())
            .begin_nd()
            .unwrap();
        for v in [0x3F80u16, 0x3F82, 0xC020, 0x3F80] {
            w.push(&v).unwrap();
        }
        w.finish().unwrap();
    }
    let r = read_npy(&q, 0, &t).unwrap();
    assert_eq!((r.bytes, r.rounded), (l.bytes.clone(), 0));
    // Written back as <f4, exactly.
    let out = npy_file(&t, &l.bytes).unwrap();
    let npy = npyz::NpyFile::new(&out[..]).unwrap();
    assert_eq!(npy.shape(), &[2, 2]);
    assert_eq!(
        npy.into_vec::<f32>().unwrap(),
        vec![1.0, 1.015625, -2.5, 1.0]
    );
    // A wrong dtype names both accepted ones.
    write_f32_npy(&p, &[4], &[0.0; 4]);
    let e = read_npy(&p, 0, &tensor(DType::I16, &[4])).unwrap_err();
    assert!(e.message().contains("needs '<i2' (i16)"), "{}", e.message());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn f8_and_f16_arguments() {
    let dir = scratch("f8");
    let p = format!("{dir}/a.npy");
    write_f32_npy(&p, &[3], &[1.0, 0.3, -448.0]);
    let l = read_npy(&p, 0, &tensor(DType::F8E4M3, &[3])).unwrap();
    assert_eq!(l.bytes, vec![0x38, 0x2A, 0xFE]);
    assert_eq!(l.rounded, 1);
    write_f32_npy(&p, &[3], &[1.0, 500.0, 0.0]);
    let e = read_npy(&p, 2, &tensor(DType::F8E4M3, &[3])).unwrap_err();
    assert_eq!(e.code(), 2);
    assert!(
        e.message()
            .contains("element 1 is 500.0, beyond the largest finite f8e4m3 (448)"),
        "{}",
        e.message()
    );
    // f16 results are written as <f2 and read back natively.
    let t = tensor(DType::F16, &[2]);
    let bytes = [0x00, 0x3C, 0x02, 0x3C];
    std::fs::write(&p, npy_file(&t, &bytes).unwrap()).unwrap();
    let l = read_npy(&p, 0, &t).unwrap();
    assert_eq!(
        (l.descr.as_str(), l.bytes.as_slice(), l.rounded),
        ("<f2", &bytes[..], 0)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn random_floats_are_finite_and_in_range() {
    for d in [DType::Bf16, DType::F16, DType::F8E4M3, DType::F8E5M2] {
        let t = tensor(d, &[1000]);
        let b = random_bytes(&t, 9);
        assert_eq!(b.len(), 1000 * elem_bytes(d));
        let vals: Vec<f64> = b
            .chunks_exact(elem_bytes(d))
            .map(|c| match d {
                DType::Bf16 => f64::from(bf16_to_f32(u16::from_le_bytes([c[0], c[1]]))),
                DType::F16 => half::f16::from_le_bytes([c[0], c[1]]).to_f64(),
                _ => f8_to_f64(d, c[0]),
            })
            .collect();
        assert!(vals.iter().all(|v| (-1.0..=1.0).contains(v)), "{d:?}");
        assert!(vals.iter().any(|v| *v != vals[0]), "{d:?}");
    }
}

#[test]
fn previews_format_the_first_elements() {
    assert_eq!(
        preview(
            DType::I32,
            &[1, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF, 3, 0, 0, 0],
            2
        ),
        vec!["1", "-1"]
    );
    assert_eq!(preview(DType::Bf16, &[0x80, 0x3F], 8), vec!["1.0"]);
}

/// Issue 8 item 5: an f8 argument from a `|u1` file is its raw bits (no rounding, no note),
/// and an f8 result is written as `<f4`, exactly. Values by hand: e4m3 0x38 = 2⁰ = 1.0,
/// 0x2A = 2^(5−7)·(1 + 2/8) = 0.3125, 0xFE = −1.75·2⁸ = −448, 0x01 = 2⁻⁶·(1/8) = 2⁻⁹;
/// e5m2 0x7C = +∞, 0x01 = 2⁻¹⁴·(1/4) = 2⁻¹⁶, 0xB8 = −2⁻¹.
#[test]
fn f8_raw_u1_in_and_f4_out() {
    use npyz::WriterBuilder;
    let dir = scratch("f8raw");
    let p = format!("{dir}/a.npy");
    let write_u1 = |bytes: &[u8]| {
        let mut w = npyz::WriteOptions::<u8>::new()
            .default_dtype()
            .shape(&[bytes.len() as u64])
            .writer(std::fs::File::create(&p).unwrap())
            .begin_nd()
            .unwrap();
        for b in bytes {
            w.push(b).unwrap();
        }
        w.finish().unwrap();
    };
    for (d, bytes, want) in [
        (
            DType::F8E4M3,
            [0x38u8, 0x2A, 0xFE, 0x01],
            [1.0f32, 0.3125, -448.0, 2f32.powi(-9)],
        ),
        (
            DType::F8E5M2,
            [0x3C, 0x7C, 0x01, 0xB8],
            [1.0, f32::INFINITY, 2f32.powi(-16), -0.5],
        ),
    ] {
        write_u1(&bytes);
        let t = tensor(d, &[4]);
        let l = read_npy(&p, 0, &t).unwrap();
        assert_eq!(
            (l.descr.as_str(), l.bytes.as_slice(), l.rounded),
            ("|u1", &bytes[..], 0),
            "{d:?}"
        );
        let out = npy_file(&t, &l.bytes).unwrap();
        let npy = npyz::NpyFile::new(&out[..]).unwrap();
        assert_eq!(npy.dtype().descr().trim_matches('\''), "<f4", "{d:?}");
        assert_eq!(npy.into_vec::<f32>().unwrap(), want.to_vec(), "{d:?}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 8 item 5: an f16 argument from a `<f4` file is rounded to nearest even and the
/// changed values are counted (visa-run's note). By hand: 1 + 2⁻¹¹ is halfway between 1.0
/// (0x3C00) and 1 + 2⁻¹⁰ and ties to even 0x3C00; 1 + 3·2⁻¹¹ ties up to 0x3C02; −2.5 =
/// −1.25·2¹ is exact (0xC100).
#[test]
fn f16_arguments_from_f4_are_rounded_and_counted() {
    let dir = scratch("f16f4");
    let p = format!("{dir}/a.npy");
    let x = [1.0, 1.0 + 2f32.powi(-11), 1.0 + 3.0 * 2f32.powi(-11), -2.5];
    write_f32_npy(&p, &[4], &x);
    let l = read_npy(&p, 0, &tensor(DType::F16, &[4])).unwrap();
    assert_eq!(l.descr, "<f4");
    assert_eq!(
        l.bytes,
        vec![0x00, 0x3C, 0x00, 0x3C, 0x02, 0x3C, 0x00, 0xC1]
    );
    assert_eq!(l.rounded, 2);
    assert_eq!(l.first_rounded, Some((1, x[1], 1.0)));
    let _ = std::fs::remove_dir_all(&dir);
}

/// A `.npy` file with the given header text and data, as NumPy lays it out (version 1.0).
fn raw_npy(path: &str, header: &str, data: &[u8]) {
    let mut f = b"\x93NUMPY\x01\x00".to_vec();
    f.extend_from_slice(&(header.len() as u16).to_le_bytes());
    f.extend_from_slice(header.as_bytes());
    f.extend_from_slice(data);
    std::fs::write(path, f).unwrap();
}

/// Issue 19 item 9: NumPy writes a Fortran-contiguous array (`np.save(p, a.T)`) with
/// `fortran_order: True`, and big-endian arrays with `>`; both are read into row-major
/// little-endian elements. By hand: the 2×3 array [[0, 1, 2], [3, 4, 5]] in column-major
/// order is 0, 3, 1, 4, 2, 5.
#[test]
fn fortran_order_and_big_endian_files_are_read_as_numpy_reads_them() {
    let dir = scratch("order");
    let p = format!("{dir}/f.npy");
    let t = tensor(DType::I32, &[2, 3]);
    let col_major: Vec<u8> = [0i32, 3, 1, 4, 2, 5]
        .iter()
        .flat_map(|v| v.to_le_bytes())
        .collect();
    raw_npy(
        &p,
        "{'descr': '<i4', 'fortran_order': True, 'shape': (2, 3), }\n",
        &col_major,
    );
    let row_major: Vec<u8> = (0i32..6).flat_map(|v| v.to_le_bytes()).collect();
    assert_eq!(read_npy(&p, 0, &t).unwrap().bytes, row_major);
    // A 1-D array is the same bytes in either order (issue 19: it was refused).
    let t1 = tensor(DType::I32, &[6]);
    raw_npy(
        &p,
        "{'descr': '<i4', 'fortran_order': True, 'shape': (6,), }\n",
        &row_major,
    );
    assert_eq!(read_npy(&p, 0, &t1).unwrap().bytes, row_major);
    let big: Vec<u8> = (0i32..6).flat_map(|v| v.to_be_bytes()).collect();
    raw_npy(
        &p,
        "{'descr': '>i4', 'fortran_order': False, 'shape': (6,), }\n",
        &big,
    );
    assert_eq!(read_npy(&p, 0, &t1).unwrap().bytes, row_major);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue 19 item 9: headers NumPy refuses are refused (a missing or extra key), and a
/// shape whose product overflows is an error, not a panic.
#[test]
fn headers_numpy_refuses_and_overflowing_shapes_are_errors() {
    let dir = scratch("refuse");
    let p = format!("{dir}/r.npy");
    let t = tensor(DType::I32, &[2]);
    let data = [0u8; 8];
    for (header, says) in [
        ("{'descr': '<i4', 'shape': (2,), }", "correct keys"),
        (
            "{'descr': '<i4', 'fortran_order': False, 'shape': (2,), 'x': 0}",
            "correct keys",
        ),
        (
            "{'descr': '<i4', 'fortran_order': False, 'shape': (8589934592, 8589934592), }",
            "has shape [8589934592, 8589934592]",
        ),
        (
            "{'descr': '<i4', 'fortran_order': False, 'shape': (2,), }",
            "", // accepted
        ),
    ] {
        raw_npy(&p, header, &data);
        match read_npy(&p, 0, &t) {
            Ok(_) => assert!(says.is_empty(), "{header} was accepted"),
            Err(e) => assert!(
                !says.is_empty() && e.to_string().contains(says),
                "{header}: {e}"
            ),
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
