//! Tests of the comparison with hand-made data: results computed by plain loops
//! (never by the simulator), then one element corrupted, so the check is seen to pass
//! on equal bytes and to fail, at the right element, on unequal ones.

use super::*;
use crate::dialects;

/// Seeded little-endian `i32` inputs for `t` (SplitMix64; any values do: the expected
/// results are computed from them by plain loops).
fn random_bytes(t: &HostTensor, seed: u64) -> Vec<u8> {
    let mut z = seed;
    (0..t.elements())
        .flat_map(|_| {
            z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut x = z;
            x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            ((x ^ (x >> 31)) as u32).to_le_bytes()
        })
        .collect()
}

fn path(name: &str) -> String {
    format!(
        "{}/../test/visa-run/Inputs/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

fn loc() -> visa_ir::Location {
    Context::new(DialectRegistry::new()).unknown_loc()
}

fn i32s(b: &[u8]) -> Vec<i32> {
    b.chunks(4)
        .map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

fn bytes(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// The host tensors of `file` as the lowering declares them.
fn program(file: &str) -> visa_hw::HwProgram {
    let text = std::fs::read_to_string(file).unwrap();
    let mut ctx = Context::new(dialects());
    let module = parse_source(&mut ctx, &text, file).unwrap();
    crate::lower::lower_to_hw(&mut ctx, module, None).unwrap()
}

fn reference(file: &str) -> Reference {
    let text = std::fs::read_to_string(file).unwrap();
    Reference::load(dialects(), file, &text, None, false)
        .unwrap_or_else(|e| panic!("{}", e.message()))
}

#[test]
fn k1_passes_on_the_loop_result_and_fails_at_the_corrupted_element() {
    let k1 = path("k1.mlir");
    let p = program(&k1);
    let r = reference(&k1);
    let x = random_bytes(&p.inputs[0], 3);
    let expect: Vec<i32> = i32s(&x).iter().map(|v| v.wrapping_add(1)).collect();
    let good = bytes(&expect);
    let v = r
        .check(
            &p.inputs,
            std::slice::from_ref(&x),
            &p.outputs,
            std::slice::from_ref(&good),
        )
        .unwrap_or_else(|e| panic!("{}", e.message()));
    assert_eq!(v, Verdict::Pass { elements: 2048 });

    // Elements 1500 and 1700 wrong: the first is named, both are counted.
    let mut bad = expect.clone();
    bad[1500] = bad[1500].wrapping_add(7);
    bad[1700] ^= 1;
    let v = r
        .check(
            &p.inputs,
            std::slice::from_ref(&x),
            &p.outputs,
            &[bytes(&bad)],
        )
        .unwrap();
    let Verdict::Fail(m) = v else {
        panic!("a corrupted result passed the check")
    };
    assert_eq!(m.result, 0);
    assert_eq!(m.element, 1500);
    assert_eq!(m.index, vec![1500]);
    assert_eq!(m.logical, "{A: 1500}");
    assert_eq!(m.interpreter, expect[1500].to_string());
    assert_eq!(m.simulator, bad[1500].to_string());
    assert_eq!((m.differing, m.elements), (2, 2048));
    assert_eq!(
        m.to_string(),
        format!(
            "result 0, element 1500 (index [1500], {{A: 1500}}): interpreter {}, simulator {} (2 of 2048 elements differ)",
            expect[1500], bad[1500]
        )
    );
}

#[test]
fn k2_the_interpreter_gets_each_argument_at_its_position() {
    // Swapping the arguments is invisible to a commutative product, so lhs is
    // compared against lhs * rhs computed here, and a result built from the wrong
    // inputs (lhs * lhs) fails.
    let k2 = path("k2.mlir");
    let p = program(&k2);
    let r = reference(&k2);
    let lhs = random_bytes(&p.inputs[0], 10);
    let rhs = random_bytes(&p.inputs[1], 11);
    let (a, b) = (i32s(&lhs), i32s(&rhs));
    let prod: Vec<i32> = a.iter().zip(&b).map(|(x, y)| x.wrapping_mul(*y)).collect();
    let data = [lhs.clone(), rhs.clone()];
    let v = r
        .check(&p.inputs, &data, &p.outputs, &[bytes(&prod)])
        .unwrap();
    assert_eq!(v, Verdict::Pass { elements: 2048 });
    let square: Vec<i32> = a.iter().map(|x| x.wrapping_mul(*x)).collect();
    let v = r
        .check(&p.inputs, &data, &p.outputs, &[bytes(&square)])
        .unwrap();
    assert!(
        matches!(v, Verdict::Fail(Mismatch { element: 0, .. })),
        "{v:?}"
    );
}

#[test]
fn two_dimensional_layouts_report_the_npy_index_and_the_tensor_index() {
    // A host mapping m[B, A] over A = 4, B = 3 with a padded row: shape [3, 4] in the
    // .npy, rows 8 elements apart in host memory.
    let axes: visa_mapping::Axes = "A = 4, B = 3".parse().unwrap();
    let mut ctx = Context::new(DialectRegistry::new());
    let i32t = ctx.integer_type(32);
    let slot = HostSlot {
        dtype: i32t,
        mapping: visa_mapping::parse("m[B, A # 8]", &axes).unwrap(),
    };
    let t = HostTensor {
        index: 0,
        addr: 0,
        dtype: DType::I32,
        shape: vec![3, 4],
        strides: vec![8, 1],
        loc: loc(),
    };
    let pos: Vec<usize> = t
        .element_offsets()
        .iter()
        .map(|o| (*o / 4) as usize)
        .collect();
    assert_eq!(pos[5], 9); // row 1, column 1
                           // Position p holds the value 100 * B + A, padding positions none.
    let values = (0..24u64)
        .map(|p| {
            let (b, a) = (p / 8, p % 8);
            (a < 4).then_some(Scalar::Int((100 * b + a) as i64))
        })
        .collect();
    let array = HostArray {
        dtype: i32t,
        values,
    };
    let mut sim: Vec<i32> = (0..3)
        .flat_map(|b| (0..4).map(move |a| 100 * b + a))
        .collect();
    assert_eq!(compare(&t, &bytes(&sim), &pos, &array, &slot).unwrap(), 12);
    sim[6] = -1;
    match compare(&t, &bytes(&sim), &pos, &array, &slot) {
        Err(Compared::Differ(m)) => {
            assert_eq!((m.element, m.index.clone()), (6, vec![1, 2]));
            assert_eq!(m.logical, "{B: 1, A: 2}");
            assert_eq!(
                (m.interpreter.as_str(), m.simulator.as_str()),
                ("102", "-1")
            );
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn floats_compare_bit_for_bit_and_print_in_their_type() {
    let f = |v: f32| v.to_le_bytes().to_vec();
    assert_eq!(
        encode(DType::F32, Scalar::Float(0.1f32.into())).unwrap(),
        f(0.1)
    );
    assert_ne!(encode(DType::F32, Scalar::Float(-0.0)).unwrap(), f(0.0));
    assert_eq!(format_value(DType::F32, &f(0.1)), "0.1 (0x3dcccccd)");
    assert_eq!(format_value(DType::F32, &f(-0.0)), "-0.0 (0x80000000)");
    // bf16 1 + 2^-7 is 0x3f81; decode and encode are inverse.
    let b = [0x81, 0x3f];
    assert_eq!(
        decode(DType::Bf16, &b),
        Some(Scalar::Float(1.0 + 1.0 / 128.0))
    );
    assert_eq!(
        encode(DType::Bf16, decode(DType::Bf16, &b).unwrap()).unwrap(),
        b
    );
    assert_eq!(format_value(DType::Bf16, &b), "1.0078125 (0x3f81)");
    // f16 -2.5 is 0xc100.
    assert_eq!(decode(DType::F16, &[0x00, 0xc1]), Some(Scalar::Float(-2.5)));
    assert_eq!(decode(DType::I4, &[0]), None);
}

#[test]
fn integers_keep_their_sign_and_must_fit() {
    assert_eq!(decode(DType::I8, &[0xff]), Some(Scalar::Int(-1)));
    assert_eq!(decode(DType::I16, &[0x00, 0x80]), Some(Scalar::Int(-32768)));
    assert_eq!(encode(DType::I8, Scalar::Int(-128)).unwrap(), vec![0x80]);
    assert!(encode(DType::I8, Scalar::Int(128)).is_err());
    assert!(encode(DType::I32, Scalar::Int(1 << 31)).is_err());
    assert!(encode(DType::I32, Scalar::Float(1.0)).is_err());
    assert_eq!(format_value(DType::I16, &[0xfe, 0xff]), "-2");
}

#[test]
fn unravel_is_row_major() {
    assert_eq!(unravel(0, &[]), Vec::<u64>::new());
    assert_eq!(unravel(7, &[2, 3, 4]), vec![0, 1, 3]);
    assert_eq!(unravel(23, &[2, 3, 4]), vec![1, 2, 3]);
}

#[test]
fn a_reference_must_be_stream_level_and_fit_the_program() {
    let hw =
        "module attributes {mapping.axes = #mapping.axes<A = 8>} {\n  hw.program @main {\n  }\n}\n";
    let e = Reference::load(dialects(), "k.hw.mlir", hw, None, false)
        .err()
        .unwrap();
    assert_eq!(e.code(), 2);
    assert!(
        e.message().contains("k.hw.mlir holds a hw-level program"),
        "{}",
        e.message()
    );
    let e = Reference::load(dialects(), "k.hw.mlir", hw, None, true)
        .err()
        .unwrap();
    assert_eq!(e.code(), 2);
    assert!(
        e.message()
            .contains("the reference must be a stream-level program"),
        "{}",
        e.message()
    );

    // K1's reference against K2's program: one argument against two.
    let p = program(&path("k2.mlir"));
    let text = std::fs::read_to_string(path("k1.mlir")).unwrap();
    let r = Reference::load(dialects(), "k1.mlir", &text, None, true).unwrap();
    let data: Vec<Vec<u8>> = p.inputs.iter().map(|t| random_bytes(t, 1)).collect();
    let e = r
        .check(&p.inputs, &data, &p.outputs, &[vec![0; 8192]])
        .err()
        .unwrap();
    assert_eq!(e.code(), 2);
    assert!(
        e.message()
            .contains("it takes 1 argument(s) and returns 1 result(s), the program 2 and 1"),
        "{}",
        e.message()
    );

    // A reference without the entry the program was run with.
    let p1 = program(&path("k1.mlir"));
    let r = Reference::load(dialects(), "k1.mlir", &text, Some("other"), true).unwrap();
    let x = random_bytes(&p1.inputs[0], 1);
    let e = r
        .check(
            &p1.inputs,
            std::slice::from_ref(&x),
            &p1.outputs,
            &[vec![0; 8192]],
        )
        .err()
        .unwrap();
    assert_eq!(e.code(), 2);
    assert!(
        e.message().contains("has no `stream.host_func @other`"),
        "{}",
        e.message()
    );

    // A program result of another element type, or laid out over padding.
    let p = program(&path("k1.mlir"));
    let r = Reference::load(dialects(), "k1.mlir", &text, None, true).unwrap();
    let x = random_bytes(&p.inputs[0], 1);
    let mut outs = p.outputs.clone();
    outs[0].dtype = DType::F32;
    let e = r
        .check(&p.inputs, std::slice::from_ref(&x), &outs, &[vec![0; 8192]])
        .err()
        .unwrap();
    assert!(
        e.message()
            .contains("result 0 has element type i32 in the reference and F32 in the program"),
        "{}",
        e.message()
    );
    let mut outs = p.outputs.clone();
    outs[0].strides = vec![2];
    let e = r
        .check(&p.inputs, std::slice::from_ref(&x), &outs, &[vec![0; 8192]])
        .err()
        .unwrap();
    assert!(
        e.message().contains(
            "result 0 has an element at host position 2048, which the reference's host mapping"
        ),
        "{}",
        e.message()
    );
    let mut outs = p.outputs.clone();
    outs[0].shape = vec![1024];
    let e = r
        .check(&p.inputs, std::slice::from_ref(&x), &outs, &[vec![0; 4096]])
        .err()
        .unwrap();
    assert!(
        e.message()
            .contains("result 0 has 1024 elements, and the reference's host mapping"),
        "{}",
        e.message()
    );
}

#[test]
fn a_host_mapping_beyond_the_interpreter_is_an_error_not_an_allocation() {
    let r = reference(&path("k1.mlir"));
    let axes: visa_mapping::Axes = "A = 2048".parse().unwrap();
    let mut ctx = Context::new(DialectRegistry::new());
    let slot = HostSlot {
        dtype: ctx.integer_type(32),
        mapping: visa_mapping::parse("m[A # 4611686018427387904]", &axes).unwrap(),
    };
    let t = HostTensor {
        index: 0,
        addr: 0,
        dtype: DType::I32,
        shape: vec![2048],
        strides: vec![1],
        loc: loc(),
    };
    let e = r.positions(&slot, &t, "result").err().unwrap();
    assert_eq!(e.code(), 1);
    assert!(
        e.message().contains(
            "of 4611686018427387904 positions; the reference interpreter handles at most 16777216"
        ),
        "{}",
        e.message()
    );
}
