//! The reference interpreter against plain f64 loops written here (never against
//! itself), and against hand-worked values for rounding.

use visa_ir::{Context, DialectRegistry, OpId};
use visa_nt::interp::{interpret, Tensor};
use visa_tcp::DType;

fn ctx() -> Context {
    let mut reg = DialectRegistry::new();
    reg.register(visa_ir::builtin::dialect());
    visa_upstream::register(&mut reg);
    visa_nt::register(&mut reg);
    Context::new(reg)
}

fn parse(ctx: &mut Context, text: &str) -> OpId {
    let m = visa_ir::parser::parse_source(ctx, text, "t.mlir").unwrap_or_else(|d| panic!("{d:?}"));
    visa_ir::verifier::verify(ctx, m).unwrap_or_else(|d| panic!("{d:?}"));
    m
}

fn run(text: &str, inputs: &[Tensor], params: &[(&str, Tensor)]) -> Result<Vec<Tensor>, String> {
    let mut c = ctx();
    let m = parse(&mut c, text);
    let p = |n: &str| params.iter().find(|(k, _)| *k == n).map(|(_, t)| t.clone());
    interpret(&c, m, "f", inputs, &p).map_err(|d| d.message.clone())
}

/// Deterministic values in [-2, 2), exact in bf16 (multiples of 1/16).
fn vals(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 33) % 64) as f64 / 16.0 - 2.0
        })
        .collect()
}

fn ty(axes: &[(&str, u64)], d: &str) -> String {
    let a: Vec<String> = axes.iter().map(|(n, s)| format!("{n}: {s}")).collect();
    format!("!nt.tensor<[{}], {d}>", a.join(", "))
}

#[test]
fn matmul_against_loops() {
    let (m, k, n) = (5usize, 7usize, 3usize);
    let (a_t, b_t, c_t) = (
        ty(&[("M", 5), ("K", 7)], "bf16"),
        ty(&[("K", 7), ("N", 3)], "bf16"),
        ty(&[("M", 5), ("N", 3)], "f32"),
    );
    let text = format!(
        "func.func @f(%a: {a_t}) -> {c_t} {{\n %w = nt.parameter \"w\" : {b_t}\n %c = nt.einsum %a, %w : {a_t}, {b_t} -> {c_t}\n return %c : {c_t}\n}}"
    );
    let a = vals(m * k, 1);
    let b = vals(k * n, 2);
    let out = run(
        &text,
        &[Tensor::from_f64(&[("M", 5), ("K", 7)], DType::Bf16, &a)],
        &[(
            "w",
            Tensor::from_f64(&[("K", 7), ("N", 3)], DType::Bf16, &b),
        )],
    )
    .unwrap();
    let mut want = vec![0.0f64; m * n];
    for i in 0..m {
        for j in 0..n {
            let mut s = 0.0;
            for l in 0..k {
                s += a[i * k + l] * b[l * n + j];
            }
            want[i * n + j] = s as f32 as f64;
        }
    }
    assert_eq!(out[0].to_f64(), want);
}

#[test]
fn batched_einsum_with_permuted_result() {
    // R[N, B, M] = sum_K X[B, M, K] · Y[B, K, N]
    let (bn, m, k, n) = (2usize, 3usize, 4usize, 5usize);
    let x_t = ty(&[("B", 2), ("M", 3), ("K", 4)], "f32");
    let y_t = ty(&[("B", 2), ("K", 4), ("N", 5)], "f32");
    let r_t = ty(&[("N", 5), ("B", 2), ("M", 3)], "f32");
    let text = format!(
        "func.func @f(%x: {x_t}, %y: {y_t}) -> {r_t} {{\n %r = nt.einsum %x, %y acc f32 : {x_t}, {y_t} -> {r_t}\n return %r : {r_t}\n}}"
    );
    let x = vals(bn * m * k, 3);
    let y = vals(bn * k * n, 4);
    let out = run(
        &text,
        &[
            Tensor::from_f64(&[("B", 2), ("M", 3), ("K", 4)], DType::F32, &x),
            Tensor::from_f64(&[("B", 2), ("K", 4), ("N", 5)], DType::F32, &y),
        ],
        &[],
    )
    .unwrap();
    let mut want = vec![0.0; n * bn * m];
    for b in 0..bn {
        for i in 0..m {
            for j in 0..n {
                let mut s = 0.0f32;
                for l in 0..k {
                    s += (x[(b * m + i) * k + l] * y[(b * k + l) * n + j]) as f32;
                }
                want[(j * bn + b) * m + i] = s as f64;
            }
        }
    }
    assert_eq!(out[0].to_f64(), want);
}

#[test]
fn broadcast_binary_and_reductions() {
    // S[N, M] = X[M, N] + b[N]; then sum, max and mean over M.
    let x_t = ty(&[("M", 3), ("N", 4)], "f32");
    let b_t = ty(&[("N", 4)], "f32");
    let s_t = ty(&[("N", 4), ("M", 3)], "f32");
    let text = format!(
        "func.func @f(%x: {x_t}, %b: {b_t}) -> ({s_t}, {b_t}, {b_t}, {b_t}) {{\n\
         %s = nt.binary add %x, %b : {x_t}, {b_t} -> {s_t}\n\
         %sum = nt.reduce sum %s : {s_t} -> {b_t}\n\
         %max = nt.reduce max %s : {s_t} -> {b_t}\n\
         %mean = nt.reduce mean %s : {s_t} -> {b_t}\n\
         return %s, %sum, %max, %mean : {s_t}, {b_t}, {b_t}, {b_t}\n}}"
    );
    let x = vals(12, 5);
    let b = vals(4, 6);
    let out = run(
        &text,
        &[
            Tensor::from_f64(&[("M", 3), ("N", 4)], DType::F32, &x),
            Tensor::from_f64(&[("N", 4)], DType::F32, &b),
        ],
        &[],
    )
    .unwrap();
    let mut s = vec![0.0; 12];
    for i in 0..3 {
        for j in 0..4 {
            s[j * 3 + i] = x[i * 4 + j] + b[j];
        }
    }
    assert_eq!(out[0].to_f64(), s);
    for j in 0..4 {
        let col: Vec<f64> = (0..3).map(|i| s[j * 3 + i]).collect();
        let sum: f64 = col.iter().sum();
        assert_eq!(out[1].to_f64()[j], sum as f32 as f64);
        assert_eq!(
            out[2].to_f64()[j],
            col.iter().cloned().fold(f64::MIN, f64::max)
        );
        assert_eq!(out[3].to_f64()[j], (sum / 3.0) as f32 as f64);
    }
}

#[test]
fn causal_softmax_against_loops() {
    let (q, k) = (4usize, 4usize);
    let t = ty(&[("Q", 4), ("K", 4)], "f32");
    let text = format!(
        "func.func @f(%x: {t}) -> {t} {{\n %p = nt.softmax %x over \"K\" causal \"Q\" : {t} -> {t}\n return %p : {t}\n}}"
    );
    let x = vals(q * k, 7);
    let out = run(
        &text,
        &[Tensor::from_f64(&[("Q", 4), ("K", 4)], DType::F32, &x)],
        &[],
    )
    .unwrap();
    let got = out[0].to_f64();
    for i in 0..q {
        let row = &x[i * k..i * k + k];
        let mx = row[..=i].iter().cloned().fold(f64::MIN, f64::max);
        let den: f64 = row[..=i].iter().map(|v| (v - mx).exp()).sum();
        for j in 0..k {
            let want = if j <= i {
                (row[j] - mx).exp() / den
            } else {
                0.0
            };
            assert_eq!(got[i * k + j], want as f32 as f64, "({i}, {j})");
        }
    }
    // Hand-worked: row 0 keeps only k = 0, so it is exactly [1, 0, 0, 0].
    assert_eq!(&got[0..4], &[1.0, 0.0, 0.0, 0.0]);
}

#[test]
fn masked_softmax_all_masked_row_is_zero() {
    let t = ty(&[("Q", 2), ("K", 2)], "f32");
    let m = ty(&[("Q", 2), ("K", 2)], "i8");
    let text = format!(
        "func.func @f(%x: {t}, %m: {m}) -> {t} {{\n %p = nt.softmax %x over \"K\" mask %m : {t}, {m} -> {t}\n return %p : {t}\n}}"
    );
    let out = run(
        &text,
        &[
            Tensor::from_f64(
                &[("Q", 2), ("K", 2)],
                DType::F32,
                &[0.0, 2f64.ln(), 5.0, 6.0],
            ),
            Tensor::from_f64(&[("Q", 2), ("K", 2)], DType::I8, &[1.0, 1.0, 0.0, 0.0]),
        ],
        &[],
    )
    .unwrap();
    // Row 0: e^0 : e^ln2 = 1 : 2. Row 1: nothing kept.
    let g = out[0].to_f64();
    assert_eq!(g[0], (1.0f64 / 3.0) as f32 as f64);
    assert_eq!(g[1], (2.0f64 / 3.0) as f32 as f64);
    assert_eq!(&g[2..], &[0.0, 0.0]);
}

#[test]
fn rmsnorm_and_layernorm_against_loops() {
    let (r, d) = (3usize, 8usize);
    let x_t = ty(&[("S", 3), ("D", 8)], "f32");
    let g_t = ty(&[("D", 8)], "f32");
    let text = format!(
        "func.func @f(%x: {x_t}, %g: {g_t}, %b: {g_t}) -> ({x_t}, {x_t}) {{\n\
         %r = nt.rmsnorm %x over \"D\" eps 1.0e-6 scale %g : {x_t}, {g_t} -> {x_t}\n\
         %l = nt.layernorm %x over \"D\" eps 1.0e-5 scale_bias %g, %b : {x_t}, {g_t}, {g_t} -> {x_t}\n\
         return %r, %l : {x_t}, {x_t}\n}}"
    );
    let x = vals(r * d, 8);
    let g = vals(d, 9);
    let b = vals(d, 10);
    let out = run(
        &text,
        &[
            Tensor::from_f64(&[("S", 3), ("D", 8)], DType::F32, &x),
            Tensor::from_f64(&[("D", 8)], DType::F32, &g),
            Tensor::from_f64(&[("D", 8)], DType::F32, &b),
        ],
        &[],
    )
    .unwrap();
    let (rg, lg) = (out[0].to_f64(), out[1].to_f64());
    for i in 0..r {
        let row = &x[i * d..(i + 1) * d];
        let ms: f64 = row.iter().map(|v| v * v).sum::<f64>() / d as f64;
        let mean: f64 = row.iter().sum::<f64>() / d as f64;
        let var: f64 = row.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / d as f64;
        for j in 0..d {
            let want_r = row[j] / (ms + 1e-6).sqrt() * g[j];
            let want_l = (row[j] - mean) / (var + 1e-5).sqrt() * g[j] + b[j];
            assert_eq!(rg[i * d + j], want_r as f32 as f64);
            assert_eq!(lg[i * d + j], want_l as f32 as f64);
        }
    }
}

#[test]
fn embedding_gather_against_loops_and_out_of_range() {
    let t_t = ty(&[("V", 6), ("D", 3)], "bf16");
    let i_t = ty(&[("B", 2), ("S", 2)], "i32");
    let r_t = ty(&[("B", 2), ("S", 2), ("D", 3)], "bf16");
    let text = format!(
        "func.func @f(%i: {i_t}) -> {r_t} {{\n %t = nt.parameter \"emb\" : {t_t}\n %r = nt.gather %t[%i] along \"V\" : {t_t}, {i_t} -> {r_t}\n return %r : {r_t}\n}}"
    );
    let table = vals(18, 11);
    let emb = Tensor::from_f64(&[("V", 6), ("D", 3)], DType::Bf16, &table);
    let ids = [5.0, 0.0, 2.0, 5.0];
    let out = run(
        &text,
        &[Tensor::from_f64(&[("B", 2), ("S", 2)], DType::I32, &ids)],
        &[("emb", emb.clone())],
    )
    .unwrap();
    let mut want = Vec::new();
    for &id in &ids {
        for j in 0..3 {
            want.push(table[id as usize * 3 + j]);
        }
    }
    assert_eq!(out[0].to_f64(), want);
    let bad = run(
        &text,
        &[Tensor::from_f64(
            &[("B", 2), ("S", 2)],
            DType::I32,
            &[0.0, 6.0, 0.0, 0.0],
        )],
        &[("emb", emb)],
    )
    .unwrap_err();
    assert_eq!(bad, "index 6 is outside axis 'V' of size 6");
}

#[test]
fn cast_rounds_to_nearest_even_and_saturates() {
    let f_t = ty(&[("A", 6)], "f32");
    let e4_t = ty(&[("A", 6)], "f8E4M3FN");
    let bf_t = ty(&[("A", 6)], "bf16");
    let i8_t = ty(&[("A", 6)], "i8");
    let text = format!(
        "func.func @f(%x: {f_t}) -> ({e4_t}, {bf_t}, {i8_t}) {{\n\
         %a = nt.cast %x : {f_t} -> {e4_t}\n %b = nt.cast %x : {f_t} -> {bf_t}\n %c = nt.cast %x : {f_t} -> {i8_t}\n\
         return %a, %b, %c : {e4_t}, {bf_t}, {i8_t}\n}}"
    );
    let halfway_bf16 = 1.0 + 2f64.powi(-8); // between 1 and 1 + 2^-7: even is 1
    let above_bf16 = 1.0 + 3.0 * 2f64.powi(-8); // between 1 + 2^-7 and 1 + 2^-6: even is 1 + 2^-6
    let x = [500.0, -1e9, 1.0625, halfway_bf16, above_bf16, 2.5];
    let out = run(&text, &[Tensor::from_f64(&[("A", 6)], DType::F32, &x)], &[]).unwrap();
    // f8E4M3FN: 448 is the largest value; 1.0625 is halfway between 1 and 1.125 (even:
    // 1); 1 + 3·2^-8 is nearer 1 than 1.125.
    assert_eq!(out[0].to_f64(), [448.0, -448.0, 1.0, 1.0, 1.0, 2.5]);
    assert_eq!(
        out[1].to_f64(),
        // 1e9 = 238.42 · 2^22 (8 significant bits: 128..256) → 238 · 2^22.
        [
            500.0,
            -238.0 * 2f64.powi(22),
            1.0625,
            1.0,
            1.0 + 2f64.powi(-6),
            2.5
        ]
    );
    // i8: saturating, 2.5 rounds to even 2, 1.0625 to 1.
    assert_eq!(out[2].to_f64(), [127.0, -128.0, 1.0, 1.0, 1.0, 2.0]);
}

#[test]
fn data_movement_keeps_nan_payloads() {
    let x_t = ty(&[("T", 2), ("D", 3)], "f32");
    let s_t = ty(&[("T", 2), ("D", 2)], "f32");
    let c_t = ty(&[("T", 2), ("D", 5)], "f32");
    let text = format!(
        "func.func @f(%x: {x_t}) -> {c_t} {{\n\
         %s = nt.slice %x along \"D\" at 1 : {x_t} -> {s_t}\n\
         %c = nt.concat %s, %x along \"D\" : {s_t}, {x_t} -> {c_t}\n\
         return %c : {c_t}\n}}"
    );
    let payload = 0x7FC0_1234u32;
    let bits = vec![
        1.0f32.to_bits(),
        payload,
        3.0f32.to_bits(),
        4.0f32.to_bits(),
        5.0f32.to_bits(),
        0xFFA0_0001,
    ];
    let out = run(
        &text,
        &[Tensor::from_bits(
            &[("T", 2), ("D", 3)],
            DType::F32,
            bits.clone(),
        )],
        &[],
    )
    .unwrap();
    let b = &bits;
    let want = vec![b[1], b[2], b[0], b[1], b[2], b[4], b[5], b[3], b[4], b[5]];
    assert_eq!(out[0].bits, want);
}

#[test]
fn iota_argmax_compare_select() {
    let t = ty(&[("Q", 2), ("K", 3)], "i32");
    let f = ty(&[("Q", 2), ("K", 3)], "f32");
    let a = ty(&[("Q", 2)], "i32");
    let text = format!(
        "func.func @f(%x: {f}) -> ({t}, {a}, {f}) {{\n\
         %i = nt.iota \"K\" : {t}\n\
         %m = nt.argmax %x over \"K\" : {f} -> {a}\n\
         %c = nt.compare lt %x, %x : {f}, {f} -> {t}\n\
         %s = nt.select %i, %x, %x : {t}, {f}, {f} -> {f}\n\
         return %i, %m, %s : {t}, {a}, {f}\n}}"
    );
    let x = [1.0, 7.0, 7.0, -1.0, -3.0, -0.5];
    let out = run(
        &text,
        &[Tensor::from_f64(&[("Q", 2), ("K", 3)], DType::F32, &x)],
        &[],
    )
    .unwrap();
    assert_eq!(out[0].to_f64(), [0.0, 1.0, 2.0, 0.0, 1.0, 2.0]);
    // First largest: row 0 at 1 (7 twice), row 1 at 2 (-0.5).
    assert_eq!(out[1].to_f64(), [1.0, 2.0]);
    assert_eq!(out[2].to_f64(), x);
}

#[test]
fn elementwise_functions_against_formulas() {
    let t = ty(&[("A", 5)], "f32");
    let fns = [
        "neg",
        "abs",
        "exp",
        "tanh",
        "sigmoid",
        "silu",
        "gelu_erf",
        "gelu_tanh",
        "relu",
    ];
    let x = [-1.5, -0.25, 0.0, 0.75, 2.0];
    for f in fns {
        let text = format!(
            "func.func @f(%x: {t}) -> {t} {{\n %y = nt.unary {f} %x : {t} -> {t}\n return %y : {t}\n}}"
        );
        let out = run(&text, &[Tensor::from_f64(&[("A", 5)], DType::F32, &x)], &[]).unwrap();
        for (i, &v) in x.iter().enumerate() {
            let want: f64 = match f {
                "neg" => -v,
                "abs" => v.abs(),
                "exp" => v.exp(),
                "tanh" => v.tanh(),
                "sigmoid" => 1.0 / (1.0 + (-v).exp()),
                "silu" => v / (1.0 + (-v).exp()),
                // Φ(x) from a 200-term Taylor series of erf, independent of libm.
                "gelu_erf" => {
                    let z = v / 2f64.sqrt();
                    let mut term = z;
                    let mut s = z;
                    for n in 1..200 {
                        term *= -z * z / n as f64;
                        s += term / (2 * n + 1) as f64;
                    }
                    0.5 * v * (1.0 + 2.0 / std::f64::consts::PI.sqrt() * s)
                }
                "gelu_tanh" => {
                    0.5 * v
                        * (1.0
                            + ((2.0 / std::f64::consts::PI).sqrt() * (v + 0.044715 * v.powi(3)))
                                .tanh())
                }
                _ => v.max(0.0),
            };
            let got = out[0].to_f64()[i];
            assert!(
                (got - want).abs() <= 1e-6 * want.abs().max(1e-30) || got == want as f32 as f64,
                "{f}({v}) = {got}, want {want}"
            );
        }
    }
}

#[test]
fn integer_binary_is_exact_and_saturates() {
    let t = ty(&[("A", 3)], "i32");
    let s = ty(&[("A", 3)], "i16");
    let text = format!(
        "func.func @f(%x: {t}, %y: {t}) -> ({s}, {t}) {{\n\
         %m = nt.binary mul %x, %y : {t}, {t} -> {s}\n\
         %d = nt.binary div %x, %y : {t}, {t} -> {t}\n\
         return %m, %d : {s}, {t}\n}}"
    );
    let x = Tensor::from_f64(&[("A", 3)], DType::I32, &[300.0, -7.0, 2147483647.0]);
    let y = Tensor::from_f64(&[("A", 3)], DType::I32, &[300.0, 2.0, 2147483647.0]);
    let out = run(&text, &[x.clone(), y], &[]).unwrap();
    assert_eq!(out[0].to_f64(), [32767.0, -14.0, 32767.0]);
    assert_eq!(out[1].to_f64(), [1.0, -3.0, 1.0]);
    let z = Tensor::from_f64(&[("A", 3)], DType::I32, &[1.0, 0.0, 1.0]);
    assert_eq!(
        run(&text, &[x, z], &[]).unwrap_err(),
        "integer division by zero"
    );
}

#[test]
fn binding_errors_are_located_and_named() {
    let a = ty(&[("M", 2)], "f32");
    let text = format!(
        "func.func @f(%x: {a}) -> {a} {{\n %w = nt.parameter \"w\" : {a}\n %y = nt.binary add %x, %w : {a}, {a} -> {a}\n return %y : {a}\n}}"
    );
    let x = Tensor::from_f64(&[("M", 2)], DType::F32, &[1.0, 2.0]);
    assert_eq!(
        run(&text, std::slice::from_ref(&x), &[]).unwrap_err(),
        "parameter 'w' is not bound"
    );
    let wrong = Tensor::from_f64(&[("M", 3)], DType::F32, &[1.0, 2.0, 3.0]);
    assert_eq!(
        run(&text, std::slice::from_ref(&x), &[("w", wrong.clone())]).unwrap_err(),
        "parameter 'w' is bound to [M: 3] f32 but declared [M: 2] f32"
    );
    assert_eq!(
        run(&text, &[wrong], &[]).unwrap_err(),
        "input #0 is [M: 3] f32 but argument #0 is [M: 2] f32"
    );
    assert_eq!(
        run(&text, &[], &[]).unwrap_err(),
        "function 'f' takes 1 input(s), 0 given"
    );
}

#[test]
fn kv_cache_append_scatter_pad_split_topk() {
    let c_t = ty(&[("S", 4), ("E", 2)], "f32");
    let u_t = ty(&[("T", 1), ("E", 2)], "f32");
    let p_t = ty(&[("T", 1)], "i32");
    let pad_t = ty(&[("S", 7), ("E", 2)], "f32");
    let sp_t = ty(&[("A", 2), ("B", 2), ("E", 2)], "f32");
    let k_t = ty(&[("J", 2), ("E", 2)], "f32");
    let ki_t = ty(&[("J", 2), ("E", 2)], "i32");
    let text = format!(
        "func.func @f(%c: {c_t}, %u: {u_t}, %p: {p_t}) -> ({c_t}, {pad_t}, {sp_t}, {c_t}, {k_t}, {ki_t}) {{\n\
         %r = nt.scatter %u into %c[%p] along \"S\" : {u_t}, {c_t}, {p_t} -> {c_t}\n\
         %q = nt.pad %r along \"S\" low 1 high 2 value -1.5 : {c_t} -> {pad_t}\n\
         %s = nt.split_axis %r \"S\" : {c_t} -> {sp_t}\n\
         %m = nt.merge_axes %s into \"S\" : {sp_t} -> {c_t}\n\
         %v, %i = nt.topk %r over \"S\" : {c_t} -> {k_t}, {ki_t}\n\
         return %r, %q, %s, %m, %v, %i : {c_t}, {pad_t}, {sp_t}, {c_t}, {k_t}, {ki_t}\n}}"
    );
    let cache = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0];
    let out = run(
        &text,
        &[
            Tensor::from_f64(&[("S", 4), ("E", 2)], DType::F32, &cache),
            Tensor::from_f64(&[("T", 1), ("E", 2)], DType::F32, &[10.0, -10.0]),
            Tensor::from_f64(&[("T", 1)], DType::I32, &[2.0]),
        ],
        &[],
    )
    .unwrap();
    // Position 2 of the cache replaced by the new row.
    let r = [1.0, 2.0, 3.0, 4.0, 10.0, -10.0, 7.0, 8.0];
    assert_eq!(out[0].to_f64(), r);
    let mut padded = vec![-1.5, -1.5];
    padded.extend(r);
    padded.extend([-1.5; 4]);
    assert_eq!(out[1].to_f64(), padded);
    assert_eq!(out[2].to_f64(), r);
    assert_eq!(out[3].to_f64(), r);
    // Column 0: 10, 7, 3, 1 → top two 10 (at 2), 7 (at 3); column 1: 8, 4, 2, -10 → 8 (3), 4 (1).
    assert_eq!(out[4].to_f64(), [10.0, 8.0, 7.0, 4.0]);
    assert_eq!(out[5].to_f64(), [2.0, 3.0, 3.0, 1.0]);
    let bad = run(
        &text,
        &[
            Tensor::from_f64(&[("S", 4), ("E", 2)], DType::F32, &cache),
            Tensor::from_f64(&[("T", 1), ("E", 2)], DType::F32, &[10.0, -10.0]),
            Tensor::from_f64(&[("T", 1)], DType::I32, &[-1.0]),
        ],
        &[],
    )
    .unwrap_err();
    assert_eq!(bad, "index -1 is outside axis 'S' of size 4");
}

#[test]
fn an_invalid_module_is_its_verifier_error_not_a_panic() {
    let mut c = ctx();
    let text = "func.func @f(%x: !nt.tensor<[M: 2], f32>) -> !nt.tensor<[M: 2], f32> {\n %y = nt.unary exp %x : !nt.tensor<[M: 2], f32> -> !nt.tensor<[N: 2], f32>\n return %y : !nt.tensor<[N: 2], f32>\n}";
    let m = visa_ir::parser::parse_source(&mut c, text, "bad.mlir").unwrap();
    let x = Tensor::from_f64(&[("M", 2)], DType::F32, &[1.0, 2.0]);
    let e = interpret(&c, m, "f", &[x], &|_| None).unwrap_err();
    assert_eq!(
        e.message,
        "axis 'M' of the operand is not an axis of the result"
    );
    assert_eq!(
        visa_ir::printer::location_to_string(&c, e.loc),
        "loc(\"bad.mlir\":2:7)"
    );
}

#[test]
fn a_result_beyond_the_interpreters_limit_is_an_error_not_an_abort() {
    let big = "!nt.tensor<[A: 65536, B: 65536], i32>";
    let text =
        format!("func.func @f() -> {big} {{\n %i = nt.iota \"A\" : {big}\n return %i : {big}\n}}");
    assert_eq!(
        run(&text, &[], &[]).unwrap_err(),
        "the result has 4294967296 elements, more than the interpreter's limit of 2147483648"
    );
}

#[test]
fn causal_attention_block_against_loops() {
    // The manual's attention step: Q[S,H,E] = x·wq, K[T,H,E], V[T,H,E] from x renamed
    // S→T, scores[H,S,T] = Q·K / √E, causal softmax over T, O[S,H,E] = P·V,
    // out[S,D] = O·wo[H,E,D].
    let (s, d, h, e) = (4usize, 8usize, 2usize, 4usize);
    let x_t = ty(&[("S", 4), ("D", 8)], "f32");
    let xt_t = ty(&[("T", 4), ("D", 8)], "f32");
    let w_t = ty(&[("D", 8), ("H", 2), ("E", 4)], "f32");
    let q_t = ty(&[("S", 4), ("H", 2), ("E", 4)], "f32");
    let k_t = ty(&[("T", 4), ("H", 2), ("E", 4)], "f32");
    let sc_t = ty(&[("H", 2), ("S", 4), ("T", 4)], "f32");
    let wo_t = ty(&[("H", 2), ("E", 4), ("D", 8)], "f32");
    let one = ty(&[], "f32");
    let text = format!(
        "func.func @f(%x: {x_t}) -> {x_t} {{\n\
         %wq = nt.parameter \"wq\" : {w_t}\n %wk = nt.parameter \"wk\" : {w_t}\n %wv = nt.parameter \"wv\" : {w_t}\n %wo = nt.parameter \"wo\" : {wo_t}\n\
         %q = nt.einsum %x, %wq : {x_t}, {w_t} -> {q_t}\n\
         %xt = nt.rename %x : {x_t} -> {xt_t}\n\
         %k = nt.einsum %xt, %wk : {xt_t}, {w_t} -> {k_t}\n\
         %v = nt.einsum %xt, %wv : {xt_t}, {w_t} -> {k_t}\n\
         %sc = nt.einsum %q, %k : {q_t}, {k_t} -> {sc_t}\n\
         %c = nt.constant dense<0.5> : tensor<f32> : {one}\n\
         %ss = nt.binary mul %sc, %c : {sc_t}, {one} -> {sc_t}\n\
         %p = nt.softmax %ss over \"T\" causal \"S\" : {sc_t} -> {sc_t}\n\
         %o = nt.einsum %p, %v : {sc_t}, {k_t} -> {q_t}\n\
         %y = nt.einsum %o, %wo : {q_t}, {wo_t} -> {x_t}\n\
         return %y : {x_t}\n}}"
    );
    let x = vals(s * d, 20);
    let (wq, wk, wv, wo) = (
        vals(d * h * e, 21),
        vals(d * h * e, 22),
        vals(d * h * e, 23),
        vals(h * e * d, 24),
    );
    let p3 = |v: &Vec<f64>| Tensor::from_f64(&[("D", 8), ("H", 2), ("E", 4)], DType::F32, v);
    let out = run(
        &text,
        &[Tensor::from_f64(&[("S", 4), ("D", 8)], DType::F32, &x)],
        &[
            ("wq", p3(&wq)),
            ("wk", p3(&wk)),
            ("wv", p3(&wv)),
            (
                "wo",
                Tensor::from_f64(&[("H", 2), ("E", 4), ("D", 8)], DType::F32, &wo),
            ),
        ],
    )
    .unwrap();
    // Plain loops, rounding to f32 where the program's tensors are f32.
    let r = |v: f64| v as f32 as f64;
    let proj = |w: &Vec<f64>| -> Vec<f64> {
        let mut o = vec![0.0; s * h * e];
        for i in 0..s {
            for hh in 0..h {
                for ee in 0..e {
                    let mut acc = 0.0;
                    for dd in 0..d {
                        acc += x[i * d + dd] * w[(dd * h + hh) * e + ee];
                    }
                    o[(i * h + hh) * e + ee] = r(acc);
                }
            }
        }
        o
    };
    let (q, k, v) = (proj(&wq), proj(&wk), proj(&wv));
    let mut o = vec![0.0; s * h * e];
    for hh in 0..h {
        for i in 0..s {
            let mut sc = vec![0.0; s];
            for t in 0..s {
                let mut acc = 0.0;
                for ee in 0..e {
                    acc += q[(i * h + hh) * e + ee] * k[(t * h + hh) * e + ee];
                }
                sc[t] = r(r(acc) * 0.5);
            }
            let mx = sc[..=i].iter().cloned().fold(f64::MIN, f64::max);
            let den: f64 = sc[..=i].iter().map(|z| (z - mx).exp()).sum();
            let p: Vec<f64> = (0..s)
                .map(|t| {
                    if t <= i {
                        r((sc[t] - mx).exp() / den)
                    } else {
                        0.0
                    }
                })
                .collect();
            for ee in 0..e {
                let mut acc = 0.0;
                for t in 0..s {
                    acc += p[t] * v[(t * h + hh) * e + ee];
                }
                o[(i * h + hh) * e + ee] = r(acc);
            }
        }
    }
    let mut want = vec![0.0; s * d];
    for i in 0..s {
        for dd in 0..d {
            let mut acc = 0.0;
            for hh in 0..h {
                for ee in 0..e {
                    acc += o[(i * h + hh) * e + ee] * wo[(hh * e + ee) * d + dd];
                }
            }
            want[i * d + dd] = r(acc);
        }
    }
    assert_eq!(out[0].to_f64(), want);
}

#[test]
fn dense_resource_constants_read_little_endian_and_a_short_blob_is_refused() {
    let text = "func.func @f() -> (!nt.tensor<[M: 2], bf16>, !nt.tensor<[M: 3], i4>) {\n\
      %a = nt.constant dense_resource<w> : tensor<2xbf16> : !nt.tensor<[M: 2], bf16>\n\
      %b = nt.constant dense_resource<q> : tensor<3xi4> : !nt.tensor<[M: 3], i4>\n\
      return %a, %b : !nt.tensor<[M: 2], bf16>, !nt.tensor<[M: 3], i4>\n}\n\
      {-#\n dialect_resources: {\n builtin: {\n w: \"0x02000000803F00C0\",\n q: \"0x01000000070F08\"\n }\n }\n#-}\n";
    let out = run(text, &[], &[]).unwrap();
    // bf16 0x3F80 = 1, 0xC000 = -2; i4 bytes 0x07 = 7, 0x0F = -1, 0x08 = -8.
    assert_eq!(out[0].to_f64(), [1.0, -2.0]);
    assert_eq!(out[1].to_f64(), [7.0, -1.0, -8.0]);
    // A blob replaced through the API by a shorter one: the verifier refuses it.
    let mut c = ctx();
    let m = parse(&mut c, text);
    c.set_resource_blob("w", 2, std::sync::Arc::new(vec![0x80, 0x3F]));
    let e = interpret(&c, m, "f", &[], &|_| None).unwrap_err();
    assert_eq!(
        e.message,
        "the resource blob holds 2 bytes, the result needs 4"
    );
}

#[test]
fn rope_golden_case_g_t3() {
    // digest E G-T3: d_k = 4 split as (d_k' = 2, f = 2), θ = 10000, position 1,
    // x = [1, 0, 0, 1], table t[s, p, f_in, f_out] = [[cos, sin], [-sin, cos]] of
    // s·freq_p, freq = [1, 0.01]; out[p, f_out] = Σ_f_in x[p, f_in]·t[pos, p, f_in, f_out].
    let x_t = ty(&[("E", 4)], "f32");
    let xs_t = ty(&[("P", 2), ("F", 2)], "f32");
    let w_t = ty(&[("S", 8), ("P", 2), ("F", 2), ("G", 2)], "f32");
    let i_t = ty(&[("T", 1)], "i32");
    let g_t = ty(&[("T", 1), ("P", 2), ("F", 2), ("G", 2)], "f32");
    let o_t = ty(&[("T", 1), ("P", 2), ("G", 2)], "f32");
    let text = format!(
        "func.func @f(%x: {x_t}, %pos: {i_t}) -> {o_t} {{\n\
         %w = nt.parameter \"rope\" : {w_t}\n\
         %xs = nt.split_axis %x \"E\" : {x_t} -> {xs_t}\n\
         %t = nt.gather %w[%pos] along \"S\" : {w_t}, {i_t} -> {g_t}\n\
         %o = nt.einsum %xs, %t : {xs_t}, {g_t} -> {o_t}\n\
         return %o : {o_t}\n}}"
    );
    let freq = [1.0f64, 0.01];
    let mut table = Vec::new();
    for s in 0..8 {
        for f in freq {
            let a = s as f64 * f;
            table.extend([a.cos(), a.sin(), -a.sin(), a.cos()]);
        }
    }
    let out = run(
        &text,
        &[
            Tensor::from_f64(&[("E", 4)], DType::F32, &[1.0, 0.0, 0.0, 1.0]),
            Tensor::from_f64(&[("T", 1)], DType::I32, &[1.0]),
        ],
        &[(
            "rope",
            Tensor::from_f64(
                &[("S", 8), ("P", 2), ("F", 2), ("G", 2)],
                DType::F32,
                &table,
            ),
        )],
    )
    .unwrap();
    let golden = [0.5403023, 0.8414710, -0.0099998, 0.9999500];
    for (g, w) in out[0].to_f64().iter().zip(golden) {
        assert!((g - w).abs() < 1e-7, "{g} vs {w}");
    }
}

#[test]
fn moe_routing_golden_case_g_m5_g_m6() {
    // digest E §3.7: scores[T=4, E=4], top-2 then softmax over the two (G-M5, G-M6),
    // here in score order (largest first) with ONNX TopK's tie rule (lower index
    // first), decision TL-8; the manual's packed ranking orders ties the other way,
    // which changes indices of equal scores only, not the weights.
    let s_t = ty(&[("T", 4), ("E", 4)], "bf16");
    let k_t = ty(&[("T", 4), ("K", 2)], "bf16");
    let i_t = ty(&[("T", 4), ("K", 2)], "i32");
    let w_t = ty(&[("T", 4), ("K", 2)], "f32");
    let text = format!(
        "func.func @f(%s: {s_t}) -> ({k_t}, {i_t}, {w_t}) {{\n\
         %v, %i = nt.topk %s over \"E\" : {s_t} -> {k_t}, {i_t}\n\
         %w = nt.softmax %v over \"K\" : {k_t} -> {w_t}\n\
         return %v, %i, %w : {k_t}, {i_t}, {w_t}\n}}"
    );
    let scores = [
        0.5, -1.0, 2.0, 0.25, -0.5, -0.25, -2.0, -1.0, 1.0, 1.0, 1.0, -3.0, -4.0, 3.0, -0.0, 0.0,
    ];
    let out = run(
        &text,
        &[Tensor::from_f64(
            &[("T", 4), ("E", 4)],
            DType::Bf16,
            &scores,
        )],
        &[],
    )
    .unwrap();
    assert_eq!(
        out[0].to_f64(),
        [2.0, 0.5, -0.25, -0.5, 1.0, 1.0, 3.0, -0.0]
    );
    assert_eq!(out[1].to_f64(), [2.0, 0.0, 1.0, 0.0, 0.0, 1.0, 1.0, 2.0]);
    let golden = [
        0.817574, 0.182426, 0.562177, 0.437823, 0.5, 0.5, 0.952574, 0.047426,
    ];
    for (g, w) in out[2].to_f64().iter().zip(golden) {
        assert!((g - w).abs() < 1e-6, "{g} vs {w}");
    }
}

#[test]
fn swiglu_ffn_against_loops() {
    // The manual's SwiGLU: gate = x·w_gate, up = x·w_up, out = (silu(gate)·up)·w_down.
    let (t, d, f) = (3usize, 4usize, 6usize);
    let x_t = ty(&[("T", 3), ("D", 4)], "bf16");
    let wg_t = ty(&[("D", 4), ("F", 6)], "bf16");
    let h_t = ty(&[("T", 3), ("F", 6)], "f32");
    let wd_t = ty(&[("F", 6), ("D", 4)], "bf16");
    let o_t = ty(&[("T", 3), ("D", 4)], "f32");
    let text = format!(
        "func.func @f(%x: {x_t}) -> {o_t} {{\n\
         %wg = nt.parameter \"w_gate\" : {wg_t}\n %wu = nt.parameter \"w_up\" : {wg_t}\n %wd = nt.parameter \"w_down\" : {wd_t}\n\
         %g = nt.einsum %x, %wg acc f32 : {x_t}, {wg_t} -> {h_t}\n\
         %u = nt.einsum %x, %wu acc f32 : {x_t}, {wg_t} -> {h_t}\n\
         %s = nt.unary silu %g : {h_t} -> {h_t}\n\
         %a = nt.binary mul %s, %u : {h_t}, {h_t} -> {h_t}\n\
         %o = nt.einsum %a, %wd : {h_t}, {wd_t} -> {o_t}\n\
         return %o : {o_t}\n}}"
    );
    let (x, wg, wu, wd) = (
        vals(t * d, 30),
        vals(d * f, 31),
        vals(d * f, 32),
        vals(f * d, 33),
    );
    let out = run(
        &text,
        &[Tensor::from_f64(&[("T", 3), ("D", 4)], DType::Bf16, &x)],
        &[
            (
                "w_gate",
                Tensor::from_f64(&[("D", 4), ("F", 6)], DType::Bf16, &wg),
            ),
            (
                "w_up",
                Tensor::from_f64(&[("D", 4), ("F", 6)], DType::Bf16, &wu),
            ),
            (
                "w_down",
                Tensor::from_f64(&[("F", 6), ("D", 4)], DType::Bf16, &wd),
            ),
        ],
    )
    .unwrap();
    let r = |v: f64| v as f32 as f64;
    let mut want = vec![0.0; t * d];
    for i in 0..t {
        let mut a = vec![0.0; f];
        for j in 0..f {
            let (mut g, mut u) = (0.0f32, 0.0f32);
            for k in 0..d {
                g += (x[i * d + k] * wg[k * f + j]) as f32;
                u += (x[i * d + k] * wu[k * f + j]) as f32;
            }
            let (g, u) = (g as f64, u as f64);
            let s = r(g / (1.0 + (-g).exp()));
            a[j] = r(s * u);
        }
        for k in 0..d {
            let mut acc = 0.0;
            for j in 0..f {
                acc += a[j] * wd[j * d + k];
            }
            want[i * d + k] = r(acc);
        }
    }
    assert_eq!(out[0].to_f64(), want);
}
