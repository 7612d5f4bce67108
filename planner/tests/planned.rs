//! Plans nt functions, runs the planned kernels on the simulator through the driver, and
//! compares the results with plain loops written here and with the nt reference
//! interpreter; plus the located refusals of unplannable input.

use visa_driver::{Kernel, Tensor, Verdict};
use visa_ir::Context;
use visa_nt::interp::{interpret, Tensor as NtTensor};
use visa_tcp::DType;

fn context() -> Context {
    let mut reg = visa_driver::dialects();
    visa_nt::register(&mut reg);
    Context::new(reg)
}

/// A seeded linear congruential generator (Knuth's MMIX constants).
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 32) as u32
    }
}

/// Plans `text`, runs the kernel on the simulator and the stream interpreter, and
/// returns the simulated result and the nt interpreter's result on the same inputs.
fn plan_and_run(
    text: &str,
    axes: &[(&str, u64)],
    inputs: &[Vec<i32>],
) -> (Vec<i32>, Vec<i32>, u64) {
    let mut ctx = context();
    let module = visa_ir::parser::parse_source(&mut ctx, text, "t.mlir").expect("parses");
    visa_ir::verifier::verify(&ctx, module).expect("verifies");
    let lowered = visa_plan::lower(&mut ctx, module).unwrap_or_else(|d| panic!("{:?}", d));
    let kernel = Kernel::parse("planned.mlir", &lowered.text).expect("planned IR parses");
    let n = inputs[0].len() as u64;
    let hosts: Vec<Tensor> = inputs
        .iter()
        .map(|v| Tensor::from_i32(&axes.iter().map(|a| a.1).collect::<Vec<_>>(), v).unwrap())
        .collect();
    let run = kernel.run(&hosts).expect("simulates");
    assert_eq!(run.verdict, Verdict::Pass { elements: n });
    let sim = run.simulation.results[0].to_i32().unwrap();
    let nt_in: Vec<NtTensor> = inputs
        .iter()
        .map(|v| {
            NtTensor::from_f64(
                axes,
                DType::I32,
                &v.iter().map(|&x| f64::from(x)).collect::<Vec<_>>(),
            )
        })
        .collect();
    let out = interpret(&ctx, module, "main", &nt_in, &|_| None).expect("interprets");
    let reference = out[0].to_f64().iter().map(|&x| x as i32).collect();
    (sim, reference, run.simulation.cycles)
}

fn example(name: &str) -> String {
    std::fs::read_to_string(format!(
        "{}/../examples/tensor/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn constant_add_saturates_like_nt() {
    let mut rng = Lcg(7);
    let mut x: Vec<i32> = (0..2048).map(|_| rng.next() as i32).collect();
    // The saturating edge: nt's integer add clamps, so must the plan.
    x[0] = i32::MAX;
    x[5] = i32::MAX - 1;
    x[9] = i32::MIN;
    let (sim, nt, cycles) =
        plan_and_run(&example("constant_add.mlir"), &[("A", 2048)], &[x.clone()]);
    let want: Vec<i32> = x.iter().map(|v| v.saturating_add(1)).collect();
    assert_eq!(sim, want);
    assert_eq!(nt, want);
    assert!(cycles > 0);
}

#[test]
fn elementwise_mul_matches_loops_and_nt() {
    let mut rng = Lcg(11);
    // Products within i32, where mul_int and nt's saturating mul agree (PLN-3).
    let a: Vec<i32> = (0..2048)
        .map(|_| (rng.next() % 65_536) as i32 - 32_768)
        .collect();
    let b: Vec<i32> = (0..2048)
        .map(|_| (rng.next() % 65_535) as i32 - 32_767)
        .collect();
    let (sim, nt, _) = plan_and_run(
        &example("elementwise_mul.mlir"),
        &[("A", 2048)],
        &[a.clone(), b.clone()],
    );
    let want: Vec<i32> = a.iter().zip(&b).map(|(x, y)| x * y).collect();
    assert_eq!(sim, want);
    assert_eq!(nt, want);
}

#[test]
fn chain_over_several_flits_per_slice() {
    // 24000 elements: several flits per slice whatever the chosen E, the rhs in the VRF.
    let n = 24_000;
    let text = format!(
        "func.func @main(%x: !nt.tensor<[N: {n}], i32>, %y: !nt.tensor<[N: {n}], i32>) -> !nt.tensor<[N: {n}], i32> {{
  %c = nt.constant dense<7> : tensor<i32> : !nt.tensor<[], i32>
  %a = nt.binary sub %x, %c : !nt.tensor<[N: {n}], i32>, !nt.tensor<[], i32> -> !nt.tensor<[N: {n}], i32>
  %b = nt.binary mul %y, %a : !nt.tensor<[N: {n}], i32>, !nt.tensor<[N: {n}], i32> -> !nt.tensor<[N: {n}], i32>
  return %b : !nt.tensor<[N: {n}], i32>
}}"
    );
    let mut rng = Lcg(3);
    let x: Vec<i32> = (0..n)
        .map(|_| (rng.next() % 40_000) as i32 - 20_000)
        .collect();
    let y: Vec<i32> = (0..n)
        .map(|_| (rng.next() % 40_000) as i32 - 20_000)
        .collect();
    let (sim, nt, _) = plan_and_run(&text, &[("N", n as u64)], &[x.clone(), y.clone()]);
    let want: Vec<i32> = x.iter().zip(&y).map(|(x, y)| (x - 7) * y).collect();
    assert_eq!(sim, want);
    assert_eq!(nt, want);
}

/// Plans `text` and returns the error's message and line.
fn refusal(text: &str) -> (String, u32) {
    let mut ctx = context();
    let module = visa_ir::parser::parse_source(&mut ctx, text, "bad.mlir").expect("parses");
    visa_ir::verifier::verify(&ctx, module).expect("verifies");
    let ds = visa_plan::lower(&mut ctx, module).err().expect("refused");
    let line = match ctx.loc_kind(ds[0].loc) {
        visa_ir::LocKind::FileLineCol { line, .. } => *line,
        other => panic!("not located: {other:?}"),
    };
    (ds[0].message.clone(), line)
}

#[test]
fn unplannable_inputs_are_located_errors() {
    let t = "!nt.tensor<[A: 64], i32>";
    let max = format!(
        "func.func @main(%x: {t}, %y: {t}) -> {t} {{\n  %z = nt.binary max %x, %y : {t}, {t} -> {t}\n  return %z : {t}\n}}"
    );
    let (m, line) = refusal(&max);
    assert!(m.contains("nt.binary max"), "{m}");
    assert_eq!(line, 2);
    let odd = "func.func @main(%x: !nt.tensor<[A: 1001], i32>) -> !nt.tensor<[A: 1001], i32> {\n  %c = nt.constant dense<1> : tensor<i32> : !nt.tensor<[], i32>\n  %z = nt.binary add %x, %c : !nt.tensor<[A: 1001], i32>, !nt.tensor<[], i32> -> !nt.tensor<[A: 1001], i32>\n  return %z : !nt.tensor<[A: 1001], i32>\n}";
    let (m, line) = refusal(odd);
    assert!(m.contains("not a multiple of"), "{m}");
    assert_eq!(line, 1);
    // Two adds need the FxpAdd ALU twice in one pass.
    let twice = format!(
        "func.func @main(%x: {t}) -> {t} {{\n  %c = nt.constant dense<1> : tensor<i32> : !nt.tensor<[], i32>\n  %a = nt.binary add %x, %c : {t}, !nt.tensor<[], i32> -> {t}\n  %b = nt.binary sub %a, %c : {t}, !nt.tensor<[], i32> -> {t}\n  return %b : {t}\n}}"
    );
    let (m, line) = refusal(&twice);
    assert!(m.contains("FxpAdd"), "{m}");
    assert_eq!(line, 4);
}

#[test]
fn f32_chain_on_the_float_path_matches_loops_and_nt() {
    // Way4 float path: sub_f (FpFma), mul_f0 by the VRF operand (FpMul0), mul_f1 (FpMul1).
    let n = 4096u64;
    let t = format!("!nt.tensor<[N: {n}], f32>");
    let text = format!(
        "func.func @main(%x: {t}, %y: {t}) -> {t} {{
  %c = nt.constant dense<0.25> : tensor<f32> : !nt.tensor<[], f32>
  %a = nt.binary sub %x, %c : {t}, !nt.tensor<[], f32> -> {t}
  %b = nt.binary mul %y, %a : {t}, {t} -> {t}
  %d = nt.binary mul %b, %c : {t}, !nt.tensor<[], f32> -> {t}
  return %d : {t}
}}"
    );
    let mut rng = Lcg(5);
    let mut f = || (rng.next() % 2_000_001) as f32 / 1000.0 - 1000.0;
    let x: Vec<f32> = (0..n).map(|_| f()).collect();
    let y: Vec<f32> = (0..n).map(|_| f()).collect();
    let mut ctx = context();
    let module = visa_ir::parser::parse_source(&mut ctx, &text, "f.mlir").expect("parses");
    visa_ir::verifier::verify(&ctx, module).expect("verifies");
    let lowered = visa_plan::lower(&mut ctx, module).unwrap_or_else(|d| panic!("{:?}", d));
    let kernel = Kernel::parse("planned.mlir", &lowered.text).expect("planned IR parses");
    let run = kernel
        .run(&[
            Tensor::from_f32(&[n], &x).unwrap(),
            Tensor::from_f32(&[n], &y).unwrap(),
        ])
        .expect("simulates");
    assert_eq!(run.verdict, Verdict::Pass { elements: n });
    let sim = run.simulation.results[0].to_f32().unwrap();
    let want: Vec<f32> = x
        .iter()
        .zip(&y)
        .map(|(x, y)| (x - 0.25) * y * 0.25)
        .collect();
    let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    assert_eq!(bits(&sim), bits(&want));
    let as64 = |v: &[f32]| v.iter().map(|&x| f64::from(x)).collect::<Vec<_>>();
    let nt_in = [
        NtTensor::from_f64(&[("N", n)], DType::F32, &as64(&x)),
        NtTensor::from_f64(&[("N", n)], DType::F32, &as64(&y)),
    ];
    let out = interpret(&ctx, module, "main", &nt_in, &|_| None).expect("interprets");
    let nt: Vec<f32> = out[0].to_f64().iter().map(|&v| v as f32).collect();
    assert_eq!(bits(&nt), bits(&want));
}

#[test]
fn two_axes_in_slice_with_the_inner_split() {
    // [M: 12, A: 4096]: Slice m[[M, A / E] # 256], M whole in Slice beside A / E.
    let t = "!nt.tensor<[M: 12, A: 4096], i32>";
    let text = format!(
        "func.func @main(%x: {t}, %y: {t}) -> {t} {{
  %c = nt.constant dense<-3> : tensor<i32> : !nt.tensor<[], i32>
  %a = nt.binary mul %x, %y : {t}, {t} -> {t}
  %b = nt.binary add %c, %a : !nt.tensor<[], i32>, {t} -> {t}
  return %b : {t}
}}"
    );
    let mut rng = Lcg(9);
    let n = 12 * 4096;
    let x: Vec<i32> = (0..n)
        .map(|_| (rng.next() % 60_000) as i32 - 30_000)
        .collect();
    let y: Vec<i32> = (0..n)
        .map(|_| (rng.next() % 60_000) as i32 - 30_000)
        .collect();
    let (sim, nt, _) = plan_and_run(&text, &[("M", 12), ("A", 4096)], &[x.clone(), y.clone()]);
    let mut want = vec![0i32; n];
    for m in 0..12 {
        for a in 0..4096 {
            let i = m * 4096 + a;
            want[i] = x[i] * y[i] - 3;
        }
    }
    assert_eq!(sim, want);
    assert_eq!(nt, want);
}

/// bf16 of `x` by rounding to nearest even (as the host copies bf16 inputs here).
fn bf16(x: f32) -> f32 {
    let b = x.to_bits();
    let r = (b + 0x7fff + ((b >> 16) & 1)) & 0xffff_0000;
    f32::from_bits(r)
}

#[test]
fn fc_layer_with_bias_and_relu_matches_f64_loops() {
    // x [B: 16, K: 256] · w [H: 64, K: 256] (nn.Linear order) + b [H], relu, f32 out:
    // one Tensor Unit pass with the epilogue in the Vector Engine.
    let text = "func.func @main(%x: !nt.tensor<[B: 16, K: 256], bf16>, %w: !nt.tensor<[H: 64, K: 256], bf16>, %b: !nt.tensor<[H: 64], bf16>) -> !nt.tensor<[B: 16, H: 64], f32> {
  %h = nt.einsum %x, %w acc f32 : !nt.tensor<[B: 16, K: 256], bf16>, !nt.tensor<[H: 64, K: 256], bf16> -> !nt.tensor<[B: 16, H: 64], f32>
  %a = nt.binary add %h, %b : !nt.tensor<[B: 16, H: 64], f32>, !nt.tensor<[H: 64], bf16> -> !nt.tensor<[B: 16, H: 64], f32>
  %r = nt.unary relu %a : !nt.tensor<[B: 16, H: 64], f32> -> !nt.tensor<[B: 16, H: 64], f32>
  return %r : !nt.tensor<[B: 16, H: 64], f32>
}";
    let mut ctx = context();
    let module = visa_ir::parser::parse_source(&mut ctx, text, "t.mlir").expect("parses");
    visa_ir::verifier::verify(&ctx, module).expect("verifies");
    let lowered = visa_plan::lower(&mut ctx, module).unwrap_or_else(|d| panic!("{:?}", d));
    assert!(
        lowered.explain.contains("vector_fp_binary add_f"),
        "{}",
        lowered.explain
    );
    let kernel = Kernel::parse("planned.mlir", &lowered.text).expect("planned IR parses");
    let mut rng = Lcg(5);
    let mut vals = |n: usize| -> Vec<f32> {
        (0..n)
            .map(|_| bf16((rng.next() % 2001) as f32 / 1000.0 - 1.0))
            .collect()
    };
    let (x, w, b) = (vals(16 * 256), vals(64 * 256), vals(64));
    let hosts = [
        Tensor::from_f32_rounded(DType::Bf16, &[16, 256], &x).unwrap(),
        Tensor::from_f32_rounded(DType::Bf16, &[64, 256], &w).unwrap(),
        Tensor::from_f32_rounded(DType::Bf16, &[64], &b).unwrap(),
    ];
    let run = kernel.run(&hosts).expect("simulates");
    assert_eq!(run.verdict, Verdict::Pass { elements: 16 * 64 });
    let got = run.simulation.results[0].to_f32().unwrap();
    let mut negatives = 0;
    for i in 0..16 {
        for j in 0..64 {
            let mut acc = 0f64;
            let mut mag = 0f64;
            for k in 0..256 {
                let p = f64::from(x[i * 256 + k]) * f64::from(w[j * 256 + k]);
                acc += p;
                mag += p.abs();
            }
            let pre = acc + f64::from(b[j]);
            negatives += usize::from(pre < 0.0);
            let want = pre.max(0.0);
            // f32 accumulation of 256 exact bf16 products: within 256 ulps of the
            // magnitude sum (2^-24 each), plus the bias add's rounding.
            let bound = (mag + pre.abs()) * 256.0 * f64::from(f32::EPSILON) / 2.0;
            let g = f64::from(got[i * 64 + j]);
            assert!(
                (g - want).abs() <= bound,
                "[{i}, {j}]: {g} vs {want} (bound {bound})"
            );
        }
    }
    assert!(negatives > 100, "relu must have something to clip");
}

#[test]
fn gemm_example_plans_one_pass_and_matches_f64_loops_on_a_sample() {
    let text = example("gemm_bf16.mlir");
    let mut ctx = context();
    let module = visa_ir::parser::parse_source(&mut ctx, &text, "t.mlir").expect("parses");
    let lowered = visa_plan::lower(&mut ctx, module).unwrap_or_else(|d| panic!("{:?}", d));
    let kernel = Kernel::parse("planned.mlir", &lowered.text).expect("planned IR parses");
    let mut rng = Lcg(9);
    let mut vals = |n: usize| -> Vec<f32> {
        (0..n)
            .map(|_| bf16((rng.next() % 2001) as f32 / 1000.0 - 1.0))
            .collect()
    };
    let (a, b) = (vals(512 * 1024), vals(1024 * 512));
    let hosts = [
        Tensor::from_f32_rounded(DType::Bf16, &[512, 1024], &a).unwrap(),
        Tensor::from_f32_rounded(DType::Bf16, &[1024, 512], &b).unwrap(),
    ];
    let run = kernel.run(&hosts).expect("simulates");
    assert_eq!(
        run.verdict,
        Verdict::Pass {
            elements: 512 * 512
        }
    );
    let got = run.simulation.results[0].to_f32().unwrap();
    // Every 97th element against f64 loops: f32 accumulation, then one bf16 rounding.
    for idx in (0..512 * 512).step_by(97) {
        let (i, j) = (idx / 512, idx % 512);
        let (mut acc, mut mag) = (0f64, 0f64);
        for k in 0..1024 {
            let p = f64::from(a[i * 1024 + k]) * f64::from(b[k * 512 + j]);
            acc += p;
            mag += p.abs();
        }
        let bound = mag * 1024.0 * f64::from(f32::EPSILON) / 2.0 + acc.abs() / 256.0;
        let g = f64::from(got[idx]);
        assert!((g - acc).abs() <= bound, "[{i}, {j}]: {g} vs {acc}");
    }
}
