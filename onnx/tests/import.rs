//! The importer (`visa_onnx::import`) checked by running what it builds: each imported
//! module is interpreted with `visa_nt::interp`, the initializers bound as parameters,
//! and compared with plain f64 loops over the same values written here; and its errors.

use visa_ir::{Context, DialectRegistry, OpId};
use visa_nt::interp::{interpret, Tensor as NtTensor};
use visa_onnx::import::{import_model, import_model_with, ImportOptions};
use visa_onnx::{AttrValue, Attribute, DataType, Dim, Graph, Model, Node, Tensor, ValueInfo};
use visa_tcp::DType;

fn context() -> Context {
    let mut reg = DialectRegistry::new();
    reg.register(visa_ir::builtin::dialect());
    visa_upstream::register(&mut reg);
    visa_nt::register(&mut reg);
    Context::new(reg)
}

fn fixture(name: &str) -> Model {
    Model::read(format!(
        "{}/../test/data/onnx/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn axes_of(ctx: &Context, v: visa_ir::Value) -> Vec<(String, u64)> {
    let t = visa_nt::types::tensor(ctx, ctx.value_type(v)).unwrap();
    t.axes.iter().map(|a| (a.name.clone(), a.size)).collect()
}

fn nt_tensor(axes: &[(String, u64)], values: &[f64]) -> NtTensor {
    let a: Vec<(&str, u64)> = axes.iter().map(|(n, s)| (n.as_str(), *s)).collect();
    NtTensor::from_f64(&a, DType::F32, values)
}

/// Interprets `@main` of `module` on `inputs` (row-major, one per argument), each
/// `nt.parameter` bound to the model's initializer of its name (row-major f32).
fn run(ctx: &Context, module: OpId, model: &Model, inputs: &[Vec<f64>]) -> Vec<Vec<f64>> {
    let mut params = Vec::new();
    let mut args = Vec::new();
    ctx.walk(module, &mut |op| match ctx.op_name_str(op) {
        "nt.parameter" => {
            let name = visa_nt::ops::Parameter(op).name(ctx).to_string();
            let init = model.graph.initializer_named(&name).unwrap();
            let vals: Vec<f64> = init.to_f32().unwrap().iter().map(|&x| x as f64).collect();
            params.push((name, nt_tensor(&axes_of(ctx, ctx.result(op, 0)), &vals)));
        }
        "func.func" => {
            let region = visa_upstream::func::Func(op).body(ctx);
            let block = ctx.region_blocks(region)[0];
            args = ctx
                .block_args(block)
                .iter()
                .map(|&v| axes_of(ctx, v))
                .collect();
        }
        _ => {}
    });
    assert_eq!(args.len(), inputs.len());
    let inputs: Vec<NtTensor> = args
        .iter()
        .zip(inputs)
        .map(|(a, v)| nt_tensor(a, v))
        .collect();
    let lookup = |n: &str| params.iter().find(|(p, _)| p == n).map(|(_, t)| t.clone());
    interpret(ctx, module, "main", &inputs, &lookup)
        .unwrap()
        .iter()
        .map(|t| t.to_f64())
        .collect()
}

fn f64s(t: &Tensor) -> Vec<f64> {
    t.to_f32().unwrap().iter().map(|&x| x as f64).collect()
}

fn assert_close(got: &[f64], want: &[f64], tol: f64) {
    assert_eq!(got.len(), want.len());
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= tol * (1.0 + w.abs()),
            "element {i}: {g} vs {w}"
        );
    }
}

/// Row-major test values, distinct and of both signs.
fn values(n: usize, seed: usize) -> Vec<f64> {
    (0..n)
        .map(|i| (((i * 7 + seed * 13) % 23) as f64 - 11.0) / 8.0)
        .collect()
}

#[test]
fn mlp_fixture_matches_f64_loops() {
    let model = fixture("mlp.onnx");
    let mut ctx = context();
    let opts = ImportOptions {
        bind_dims: vec![("N".into(), 2)],
    };
    let module = import_model_with(&mut ctx, &model, &opts).unwrap();
    let x = values(2 * 4, 1);
    let got = run(&ctx, module, &model, std::slice::from_ref(&x));
    let g = &model.graph;
    let (w1, b1) = (
        f64s(g.initializer_named("w1").unwrap()),
        f64s(g.initializer_named("b1").unwrap()),
    );
    let (w2, b2) = (
        f64s(g.initializer_named("w2").unwrap()),
        f64s(g.initializer_named("b2").unwrap()),
    );
    // h = relu(x · w1ᵀ + b1), w1 [8, 4]; y = h · w2ᵀ + b2, w2 [3, 8].
    let mut want = vec![0.0; 2 * 3];
    for n in 0..2 {
        let mut h = [0.0f64; 8];
        for (j, hj) in h.iter_mut().enumerate() {
            let mut s = b1[j];
            for k in 0..4 {
                s += x[n * 4 + k] * w1[j * 4 + k];
            }
            *hj = s.max(0.0);
        }
        for o in 0..3 {
            let mut s = b2[o];
            for (j, hj) in h.iter().enumerate() {
                s += hj * w2[o * 8 + j];
            }
            want[n * 3 + o] = s;
        }
    }
    // Each op rounds once to f32: relative 1e-6 covers it.
    assert_close(&got[0], &want, 1e-6);
}

#[test]
fn matmul_softmax_fixture_matches_f64_loops() {
    let model = fixture("matmul_softmax.onnx");
    let mut ctx = context();
    let module = import_model(&mut ctx, &model).unwrap();
    let a = values(2 * 5, 2);
    let got = run(&ctx, module, &model, std::slice::from_ref(&a));
    let g = &model.graph;
    let (wm, bias) = (
        f64s(g.initializer_named("wm").unwrap()),
        f64s(g.initializer_named("bias").unwrap()),
    );
    // p = softmax(a · wm + bias) over the last dim; out = pᵀ [6, 2].
    let mut want = vec![0.0; 6 * 2];
    for i in 0..2 {
        let s: Vec<f64> = (0..6)
            .map(|j| bias[j] + (0..5).map(|k| a[i * 5 + k] * wm[k * 6 + j]).sum::<f64>())
            .collect();
        let m = s.iter().cloned().fold(f64::MIN, f64::max);
        let z: f64 = s.iter().map(|v| (v - m).exp()).sum();
        for j in 0..6 {
            want[j * 2 + i] = (s[j] - m).exp() / z;
        }
    }
    assert_close(&got[0], &want, 1e-6);
}

fn node(
    op: &str,
    name: &str,
    inputs: &[&str],
    outputs: &[&str],
    attrs: Vec<(&str, AttrValue)>,
) -> Node {
    Node {
        name: name.into(),
        op_type: op.into(),
        domain: String::new(),
        input: inputs.iter().map(|s| s.to_string()).collect(),
        output: outputs.iter().map(|s| s.to_string()).collect(),
        attribute: attrs
            .into_iter()
            .map(|(n, value)| Attribute {
                name: n.into(),
                value,
            })
            .collect(),
    }
}

fn info(name: &str, dims: &[i64]) -> ValueInfo {
    ValueInfo {
        name: name.into(),
        elem_type: Some(1),
        shape: Some(dims.iter().map(|&d| Dim::Value(d)).collect()),
    }
}

fn init(name: &str, dims: &[u64], vals: &[f64]) -> Tensor {
    Tensor {
        name: name.into(),
        dims: dims.to_vec(),
        data_type: DataType::Float,
        data: vals
            .iter()
            .flat_map(|&v| (v as f32).to_le_bytes())
            .collect(),
    }
}

fn model(
    nodes: Vec<Node>,
    inits: Vec<Tensor>,
    inputs: Vec<ValueInfo>,
    outputs: Vec<ValueInfo>,
    opset: i64,
) -> Model {
    Model {
        ir_version: 8,
        opset_import: vec![(String::new(), opset)],
        producer_name: "test".into(),
        graph: Graph {
            name: "g".into(),
            node: nodes,
            initializer: inits,
            input: inputs,
            output: outputs,
            value_info: vec![],
        },
    }
}

/// Batched MatMul with a size-1 batch, broadcasting Sub/Div with size-1 and missing
/// dims, Flatten, Transpose, Gemm with transA/transB/alpha/beta, Reshape with -1,
/// Tanh, Identity: against f64 loops.
#[test]
fn broadcasting_reshape_gemm_graph_matches_f64_loops() {
    let (xv, wv, sv) = (values(2 * 3 * 4, 3), values(4 * 5, 4), values(3, 5));
    let (gv, cv) = (values(3 * 15, 6), values(3, 7));
    let m = model(
        vec![
            node("MatMul", "mm", &["x", "w"], &["mm"], vec![]),
            node("Sub", "sub", &["mm", "s"], &["sb"], vec![]),
            node(
                "Constant",
                "two",
                &[],
                &["two"],
                vec![("value_floats", AttrValue::Floats(vec![2.0]))],
            ),
            node("Div", "div", &["sb", "two"], &["dv"], vec![]),
            node("Flatten", "flat", &["dv"], &["fl"], vec![]),
            node("Transpose", "tr", &["fl"], &["ft"], vec![]),
            node(
                "Gemm",
                "gemm",
                &["ft", "g", "c"],
                &["gm"],
                vec![
                    ("transA", AttrValue::Int(1)),
                    ("transB", AttrValue::Int(1)),
                    ("alpha", AttrValue::Float(0.5)),
                    ("beta", AttrValue::Float(2.0)),
                ],
            ),
            node(
                "Constant",
                "shape",
                &[],
                &["shape"],
                vec![("value_ints", AttrValue::Ints(vec![3, -1]))],
            ),
            node("Reshape", "rs", &["gm", "shape"], &["r"], vec![]),
            node("Tanh", "tanh", &["r"], &["t"], vec![]),
            node("Identity", "id", &["t"], &["y"], vec![]),
        ],
        vec![
            init("w", &[1, 4, 5], &wv),
            init("s", &[3, 1], &sv),
            init("g", &[3, 15], &gv),
            init("c", &[3], &cv),
        ],
        vec![info("x", &[2, 3, 4])],
        vec![info("y", &[3, 2])],
        17,
    );
    let mut ctx = context();
    let module = import_model(&mut ctx, &m).unwrap();
    let got = run(&ctx, module, &m, std::slice::from_ref(&xv));
    // dv[b, i, j] = ((x[b, i, :] · w[0, :, j]) - s[i, 0]) / 2; fl [2, 15] = dv flattened;
    // gm[b, o] = 0.5 · Σ_k fl[b, k] · g[o, k] + 2 · c[o]; y = tanh(gm reshaped [3, 2]).
    let mut fl = vec![0.0; 2 * 15];
    for b in 0..2 {
        for i in 0..3 {
            for j in 0..5 {
                let d: f64 = (0..4).map(|k| xv[b * 12 + i * 4 + k] * wv[k * 5 + j]).sum();
                fl[b * 15 + i * 5 + j] = (d - sv[i]) / 2.0;
            }
        }
    }
    let mut gm = [0.0; 2 * 3];
    for b in 0..2 {
        for o in 0..3 {
            let d: f64 = (0..15).map(|k| fl[b * 15 + k] * gv[o * 15 + k]).sum();
            gm[b * 3 + o] = 0.5 * d + 2.0 * cv[o];
        }
    }
    let want: Vec<f64> = gm.iter().map(|v| v.tanh()).collect();
    assert_close(&got[0], &want, 1e-5);
}

#[test]
fn unsupported_node_names_node_op_and_opset() {
    let m = model(
        vec![
            node("Relu", "r", &["x"], &["h"], vec![]),
            node("Erf", "e1", &["h"], &["y"], vec![]),
        ],
        vec![],
        vec![info("x", &[2])],
        vec![info("y", &[2])],
        19,
    );
    let e = import_model(&mut context(), &m).unwrap_err();
    assert_eq!(
        e.to_string(),
        "node 'e1' (#1, Erf, opset 19): op 'Erf' is not supported"
    );
}

#[test]
fn symbolic_dim_is_an_error_naming_input_and_dim() {
    let e = import_model(&mut context(), &fixture("mlp.onnx")).unwrap_err();
    assert_eq!(
        e.to_string(),
        "graph input 'x': dim 0 is symbolic ('N'); bind it (--bind-dim N=SIZE)"
    );
}

/// Nodes, initializers, declared outputs and the expected error of a bad graph.
type BadCase = (Vec<Node>, Vec<Tensor>, Vec<ValueInfo>, &'static str);

#[test]
fn bad_shapes_are_errors_not_panics() {
    // A MatMul whose contracted dims differ; a Reshape to a wrong element count; a
    // broadcast of 3 against 2; a declared output shape the graph does not compute.
    let cases: Vec<BadCase> = vec![
        (
            vec![node("MatMul", "m", &["x", "w"], &["y"], vec![])],
            vec![init("w", &[3, 2], &values(6, 0))],
            vec![info("y", &[2, 2])],
            "node 'm' (#0, MatMul, opset 17): the contracted dims differ: 4 and 3",
        ),
        (
            vec![
                node("Constant", "c", &[], &["s"], vec![("value_ints", AttrValue::Ints(vec![3, 3]))]),
                node("Reshape", "r", &["x", "s"], &["y"], vec![]),
            ],
            vec![],
            vec![info("y", &[3, 3])],
            "node 'r' (#1, Reshape, opset 17): cannot reshape [2, 4] to [3, 3]",
        ),
        (
            vec![node("Add", "a", &["x", "b"], &["y"], vec![])],
            vec![init("b", &[3], &values(3, 0))],
            vec![info("y", &[2, 4])],
            "node 'a' (#0, Add, opset 17): operands: dim 1 of the result has sizes 3 and 4, not broadcastable",
        ),
        (
            vec![node("Relu", "r", &["x"], &["y"], vec![])],
            vec![],
            vec![info("y", &[4, 2])],
            "graph output 'y': declared shape [4, 2] but the graph computes [2, 4]",
        ),
    ];
    for (nodes, inits, outs, want) in cases {
        let m = model(nodes, inits, vec![info("x", &[2, 4])], outs, 17);
        let e = import_model(&mut context(), &m).unwrap_err();
        assert_eq!(e.to_string(), want);
    }
}

#[test]
fn verifier_errors_name_the_node() {
    // A softmax of int32 values (after a Cast) imports as ops the nt verifier refuses.
    let m = model(
        vec![
            node("Cast", "c", &["x"], &["i"], vec![("to", AttrValue::Int(6))]),
            node("Softmax", "sm", &["i"], &["y"], vec![]),
        ],
        vec![],
        vec![info("x", &[2, 4])],
        vec![],
        17,
    );
    let e = import_model(&mut context(), &m).unwrap_err();
    assert!(e.to_string().starts_with("node 'sm': "), "{e}");
}

#[test]
fn huge_reshape_is_an_error() {
    let m = model(
        vec![
            node(
                "Constant",
                "c",
                &[],
                &["s"],
                vec![("value_ints", AttrValue::Ints(vec![1 << 40, 1 << 40, -1]))],
            ),
            node("Reshape", "r", &["x", "s"], &["y"], vec![]),
        ],
        vec![],
        vec![info("x", &[2, 4])],
        vec![],
        17,
    );
    let e = import_model(&mut context(), &m).unwrap_err();
    assert!(e.to_string().contains("cannot reshape [2, 4]"), "{e}");
}

/// erf by its Maclaurin series (|x| ≤ 3 here: 60 terms are far past f64 precision).
fn erf(x: f64) -> f64 {
    let (mut term, mut sum) = (x, x);
    for n in 1..60 {
        term *= -x * x / n as f64;
        sum += term / (2 * n + 1) as f64;
    }
    sum * 2.0 / std::f64::consts::PI.sqrt()
}

/// Reciprocal, variadic Max and Min with broadcasting, and Gelu in both forms
/// (`approximate` absent and "tanh"): against f64 loops.
#[test]
fn reciprocal_max_min_gelu_match_f64_loops() {
    let (xv, cv, dv) = (values(2 * 3, 8), values(3, 9), values(2 * 3, 10));
    // Shifted by 1/16 so that no element is 0 (the reciprocal).
    let xv: Vec<f64> = xv.iter().map(|v| v + 0.0625).collect();
    let m = model(
        vec![
            node("Reciprocal", "rec", &["x"], &["r"], vec![]),
            node("Max", "max", &["x", "r", "c"], &["mx"], vec![]),
            node("Min", "min", &["mx", "d"], &["mn"], vec![]),
            node("Min", "min1", &["mn"], &["m1"], vec![]),
            node("Gelu", "ge", &["m1"], &["g1"], vec![]),
            node(
                "Gelu",
                "gt",
                &["g1"],
                &["y"],
                vec![("approximate", AttrValue::String(b"tanh".to_vec()))],
            ),
        ],
        vec![init("c", &[3], &cv), init("d", &[2, 3], &dv)],
        vec![info("x", &[2, 3])],
        vec![info("y", &[2, 3])],
        20,
    );
    let mut ctx = context();
    let module = import_model(&mut ctx, &m).unwrap();
    let got = run(&ctx, module, &m, std::slice::from_ref(&xv));
    let gelu_erf = |v: f64| v / 2.0 * (1.0 + erf(v / std::f64::consts::SQRT_2));
    let gelu_tanh = |v: f64| {
        let k = (2.0 / std::f64::consts::PI).sqrt();
        v / 2.0 * (1.0 + (k * (v + 0.044715 * v * v * v)).tanh())
    };
    let want: Vec<f64> = (0..6)
        .map(|i| {
            let x = xv[i];
            let mx = x.max(1.0 / x).max(cv[i % 3]);
            gelu_tanh(gelu_erf(mx.min(dv[i])))
        })
        .collect();
    assert_close(&got[0], &want, 1e-6);
}

#[test]
fn gelu_with_an_unknown_approximation_is_an_error() {
    let m = model(
        vec![node(
            "Gelu",
            "g",
            &["x"],
            &["y"],
            vec![("approximate", AttrValue::String(b"fast".to_vec()))],
        )],
        vec![],
        vec![info("x", &[2])],
        vec![info("y", &[2])],
        20,
    );
    let e = import_model(&mut context(), &m).unwrap_err();
    assert_eq!(
        e.to_string(),
        "node 'g' (#0, Gelu, opset 20): attribute 'approximate' must be \"none\" or \"tanh\""
    );
}
