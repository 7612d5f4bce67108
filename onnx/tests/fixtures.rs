//! The fixtures of test/data/onnx/, written by the `onnx` package's helpers
//! (`python3 tools/scripts/gen_onnx_fixtures.py test/data/onnx`), decoded by the
//! hand-written reader: the graph (op types, names, attributes, shapes) against what the
//! script built, and initializer values against the numbers it printed.

use std::path::Path;

use visa_onnx::{AttrValue, DataType, Dim, Model};

fn fixture(name: &str) -> Model {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../test/data/onnx/");
    Model::read(Path::new(dir).join(name)).expect("the fixture decodes")
}

/// Checks a tensor's first three values, last value and f64 sum against the script's.
fn check(values: &[f32], first: [f64; 3], last: f64, sum: f64) {
    let got: Vec<f64> = values[..3].iter().map(|&x| x as f64).collect();
    assert_eq!(got, first);
    assert_eq!(*values.last().unwrap() as f64, last);
    let s: f64 = values.iter().map(|&x| x as f64).sum();
    assert!((s - sum).abs() < 1e-9 * sum.abs().max(1.0), "{s} vs {sum}");
}

#[test]
fn mlp_gemm_relu() {
    let m = fixture("mlp.onnx");
    assert_eq!(m.opset_import, [(String::new(), 17)]);
    assert_eq!(
        (m.opset(""), m.opset("ai.onnx"), m.opset("com.microsoft")),
        (Some(17), Some(17), None)
    );
    assert_eq!(m.graph.initializer_named("b2").unwrap().dims, [3]);
    assert!(m.graph.initializer_named("x").is_none());
    assert_eq!(m.producer_name, "gen_onnx_fixtures");
    let g = &m.graph;
    assert_eq!(g.name, "mlp");
    let ops: Vec<(&str, &str)> = g
        .node
        .iter()
        .map(|n| (n.name.as_str(), n.op_type.as_str()))
        .collect();
    assert_eq!(ops, [("fc1", "Gemm"), ("relu", "Relu"), ("fc2", "Gemm")]);
    assert_eq!(g.node[0].input, ["x", "w1", "b1"]);
    assert_eq!(g.node[0].output, ["h"]);
    assert_eq!(g.node[0].attr("transB"), Some(&AttrValue::Int(1)));
    assert_eq!(g.node[0].attr("alpha"), Some(&AttrValue::Float(1.0)));
    assert_eq!(g.node[2].attr("alpha"), None);
    assert_eq!(g.input[0].name, "x");
    assert_eq!(g.input[0].elem_type, Some(1));
    assert_eq!(
        g.input[0].shape,
        Some(vec![Dim::Param("N".into()), Dim::Value(4)])
    );
    assert_eq!(
        g.output[0].shape,
        Some(vec![Dim::Param("N".into()), Dim::Value(3)])
    );
    assert_eq!(g.value_info[0].name, "h");
    let init: Vec<(&str, &[u64])> = g
        .initializer
        .iter()
        .map(|t| (t.name.as_str(), t.dims.as_slice()))
        .collect();
    assert_eq!(
        init,
        [
            ("w1", &[8u64, 4][..]),
            ("b1", &[8][..]),
            ("w2", &[3, 8][..]),
            ("b2", &[3][..])
        ]
    );
    let v = |i: usize| g.initializer[i].to_f32().unwrap();
    check(
        &v(0),
        [0.358773410320282, 1.5106773376464844, -1.786331295967102],
        -0.8643385171890259,
        5.592107605654746,
    );
    check(
        &v(1),
        [-1.1812660694122314, 1.0135794878005981, 0.5174404978752136],
        -0.605126678943634,
        -0.4605063945055008,
    );
    check(
        &v(2),
        [
            0.18878847360610962,
            0.9860894680023193,
            -0.33963024616241455,
        ],
        -0.6412007808685303,
        -4.314599730074406,
    );
    check(
        &v(3),
        [0.6662634611129761, 0.931721031665802, -0.06005503237247467],
        -0.06005503237247467,
        1.5379294604063034,
    );
}

#[test]
fn matmul_add_softmax_with_typed_data_and_a_constant() {
    let m = fixture("matmul_softmax.onnx");
    assert_eq!(m.opset_import, [(String::new(), 13)]);
    let g = &m.graph;
    let ops: Vec<&str> = g.node.iter().map(|n| n.op_type.as_str()).collect();
    assert_eq!(
        ops,
        [
            "MatMul",
            "Add",
            "Softmax",
            "Constant",
            "Reshape",
            "Transpose"
        ]
    );
    assert_eq!(g.node[2].attr("axis"), Some(&AttrValue::Int(-1)));
    assert_eq!(g.node[5].attr("perm"), Some(&AttrValue::Ints(vec![1, 0])));
    let Some(AttrValue::Tensor(c)) = g.node[3].attr("value") else {
        panic!("Constant has a tensor value");
    };
    assert_eq!(
        (c.data_type, c.dims.as_slice()),
        (DataType::Int64, &[2u64][..])
    );
    assert_eq!(c.to_i64().unwrap(), [2, 6]);
    assert_eq!(g.input[0].shape, Some(vec![Dim::Value(2), Dim::Value(5)]));
    assert_eq!(g.output[0].shape, Some(vec![Dim::Value(6), Dim::Value(2)]));
    let wm = g.initializer[0].to_f32().unwrap();
    assert_eq!(g.initializer[0].dims, [5, 6]);
    check(
        &wm,
        [
            0.018197912722826004,
            -0.019598117098212242,
            -0.4544883072376251,
        ],
        -1.4188364744186401,
        1.912399334833026,
    );
    // The bias was written to float_data, not raw_data.
    let bias = &g.initializer[1];
    assert_eq!(bias.name, "bias");
    check(
        &bias.to_f32().unwrap(),
        [-0.09904137253761292, -0.2692340314388275, 0.992611825466156],
        -0.13824911415576935,
        -1.794595256447792,
    );
}

#[test]
fn external_data_resolves_relative_to_the_model() {
    let m = fixture("external.onnx");
    let we = &m.graph.initializer[0];
    assert_eq!(
        (we.name.as_str(), we.dims.as_slice()),
        ("we", &[64u64, 16][..])
    );
    let v = we.to_f32().unwrap();
    // The script's values: arange(1024) / 7 in f32.
    for (i, x) in v.iter().enumerate() {
        assert_eq!(*x, i as f32 / 7.0);
    }
    check(
        &v,
        [0.0, 0.1428571492433548, 0.2857142984867096],
        146.14285278320312,
        74825.14285285771,
    );
    // Without a folder to resolve against, external data is a located error.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../test/data/onnx/");
    let bytes = std::fs::read(Path::new(dir).join("external.onnx")).unwrap();
    let e = Model::parse("external.onnx", &bytes, None).unwrap_err();
    assert!(
        e.path
            .starts_with("ModelProto.graph.initializer[0].external_data"),
        "{e}"
    );
    assert!(e.message.contains("tensor 'we'"), "{e}");
    // Resolved against a folder without the side file: a located error naming it.
    let e = Model::parse("external.onnx", &bytes, Some(Path::new("/nonexistent"))).unwrap_err();
    assert!(e.message.contains("cannot read external data"), "{e}");
}
