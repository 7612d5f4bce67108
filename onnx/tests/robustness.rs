//! Hostile input: every truncation and a set of single-bit flips of the MLP fixture
//! decode to `Ok` or to a located `Err`, never a panic; hand-built messages check the
//! nesting limit, negative and overflowing dims, data sizes, and external-data paths.

use std::path::Path;

use visa_onnx::{Model, MAX_DEPTH};

fn fixture_bytes(name: &str) -> Vec<u8> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../test/data/onnx/");
    std::fs::read(Path::new(dir).join(name)).unwrap()
}

fn check(bytes: &[u8]) {
    if let Err(e) = Model::parse("m.onnx", bytes, None) {
        assert!(e.offset <= bytes.len(), "{e}");
        assert!(e.path.starts_with("ModelProto"), "{e}");
    }
}

#[test]
fn truncations_and_bit_flips_of_the_mlp() {
    let f = fixture_bytes("mlp.onnx");
    assert!(Model::parse("m.onnx", &f, None).is_ok());
    let mut refused = 0;
    for n in 0..f.len() {
        if Model::parse("m.onnx", &f[..n], None).is_err() {
            refused += 1;
        }
        check(&f[..n]);
    }
    // A prefix that ends inside the graph field cannot decode; most prefixes do.
    assert!(refused > f.len() / 2, "{refused} of {}", f.len());
    for i in 0..f.len() {
        for bit in 0..8 {
            let mut g = f.clone();
            g[i] ^= 1 << bit;
            check(&g);
        }
    }
}

// A tiny protobuf writer, independent of the reader.
fn varint(mut v: u64, out: &mut Vec<u8>) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}
fn len_field(n: u32, body: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    varint((n as u64) << 3 | 2, &mut out);
    varint(body.len() as u64, &mut out);
    out.extend_from_slice(body);
    out
}
fn int_field(n: u32, v: i64) -> Vec<u8> {
    let mut out = Vec::new();
    varint((n as u64) << 3, &mut out);
    varint(v as u64, &mut out);
    out
}
fn model(graph: &[u8]) -> Vec<u8> {
    let mut m = int_field(1, 8);
    m.extend(len_field(7, graph));
    m
}
/// A graph whose one node has a graph attribute, `depth` graphs deep in all.
fn nested(depth: usize) -> Vec<u8> {
    let mut g = len_field(2, b"leaf");
    for _ in 1..depth {
        let mut attr = len_field(1, b"body");
        attr.extend(int_field(20, 5));
        attr.extend(len_field(6, &g));
        let mut node = len_field(4, b"If");
        node.extend(len_field(5, &attr));
        g = len_field(1, &node);
    }
    g
}
fn tensor(dims: &[i64], data_type: i64, raw: &[u8], extra: &[u8]) -> Vec<u8> {
    let mut t = Vec::new();
    for &d in dims {
        t.extend(int_field(1, d));
    }
    t.extend(int_field(2, data_type));
    t.extend(len_field(8, b"t"));
    t.extend(len_field(9, raw));
    t.extend_from_slice(extra);
    t
}
fn with_initializer(t: &[u8]) -> Vec<u8> {
    model(&len_field(5, t))
}

#[test]
fn nesting_is_limited() {
    assert!(Model::parse("m", &model(&nested(MAX_DEPTH)), None).is_ok());
    let e = Model::parse("m", &model(&nested(MAX_DEPTH + 1)), None).unwrap_err();
    assert!(e.message.contains("nest deeper than 64"), "{e}");
    assert!(
        e.path
            .starts_with("ModelProto.graph.node[0].attribute[0].g.node[0]"),
        "{e}"
    );
    // Far deeper than the limit: refused, no stack overflow.
    let e = Model::parse("m", &model(&nested(5000)), None).unwrap_err();
    assert!(e.message.contains("nest deeper"), "{e}");
}

#[test]
fn tensor_rules_are_located_errors() {
    let ok = with_initializer(&tensor(&[2], 1, &[0; 8], &[]));
    let m = Model::parse("m", &ok, None).unwrap();
    assert_eq!(m.graph.initializer[0].to_f32().unwrap(), [0.0, 0.0]);

    let e = Model::parse("m", &with_initializer(&tensor(&[3], 1, &[0; 8], &[])), None).unwrap_err();
    assert_eq!(e.path, "ModelProto.graph.initializer[0].raw_data");
    assert!(
        e.message
            .contains("tensor 't': raw_data holds 8 bytes; dims [3] of Float need 12"),
        "{e}"
    );

    let e = Model::parse("m", &with_initializer(&tensor(&[-1], 1, &[], &[])), None).unwrap_err();
    assert!(e.message.contains("dimension -1 is negative"), "{e}");

    let big = i64::MAX / 2;
    let e = Model::parse(
        "m",
        &with_initializer(&tensor(&[big, big], 1, &[], &[])),
        None,
    )
    .unwrap_err();
    assert!(e.message.contains("overflow"), "{e}");

    let e = Model::parse("m", &with_initializer(&tensor(&[1], 8, &[0], &[])), None).unwrap_err();
    assert!(
        e.message
            .contains("data type 8 is not one this reader holds"),
        "{e}"
    );

    // External data outside the model's folder is refused.
    let mut ext = len_field(1, b"location");
    ext.extend(len_field(2, b"../secret.bin"));
    let mut extra = len_field(13, &ext);
    extra.extend(int_field(14, 1));
    let e = Model::parse(
        "m",
        &with_initializer(&tensor(&[1], 1, &[], &extra)),
        Some(Path::new(".")),
    )
    .unwrap_err();
    assert!(e.message.contains("must be a relative path inside"), "{e}");

    // A model with no graph; a wrong wire type for a known field.
    let e = Model::parse("m", &int_field(1, 8), None).unwrap_err();
    assert!(e.message.contains("no graph"), "{e}");
    let e = Model::parse("m", &int_field(7, 3), None).unwrap_err();
    assert_eq!(e.path, "ModelProto.graph");
    assert!(
        e.message
            .contains("expected a length-delimited field, found varint"),
        "{e}"
    );
    assert_eq!(e.offset, 0);
}

#[test]
fn external_data_ranges_are_checked_against_the_side_file() {
    let dir = std::env::temp_dir().join(format!("visa-onnx-ext-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let side: Vec<u8> = (0..16u8).collect();
    std::fs::write(dir.join("w.bin"), &side).unwrap();
    let model = |offset: &[u8], length: &[u8]| {
        let mut extra = Vec::new();
        for (k, v) in [
            (&b"location"[..], &b"w.bin"[..]),
            (b"offset", offset),
            (b"length", length),
        ] {
            let mut e = len_field(1, k);
            e.extend(len_field(2, v));
            extra.extend(len_field(13, &e));
        }
        extra.extend(int_field(14, 1));
        // dims [2] of FLOAT with no raw_data: 8 bytes from the side file.
        let mut t = int_field(1, 2);
        t.extend(int_field(2, 1));
        t.extend(len_field(8, b"t"));
        t.extend(extra);
        with_initializer(&t)
    };
    let m = Model::parse("m", &model(b"4", b"8"), Some(&dir)).unwrap();
    assert_eq!(m.graph.initializer[0].data, side[4..12]);
    let e = Model::parse("m", &model(b"12", b"8"), Some(&dir)).unwrap_err();
    assert!(e.message.contains("run past the end"), "{e}");
    let e = Model::parse("m", &model(b"0", b"4"), Some(&dir)).unwrap_err();
    assert!(e.message.contains("the dims need 8 bytes"), "{e}");
    let e = Model::parse("m", &model(b"x", b"8"), Some(&dir)).unwrap_err();
    assert!(e.message.contains("not a byte count"), "{e}");
    let e = Model::parse("m", &model(b"18446744073709551615", b"8"), Some(&dir)).unwrap_err();
    assert!(e.message.contains("run past the end"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}
