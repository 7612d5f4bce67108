//! digest-C's vector-engine golden cases (§3.4, GT-VE-*) end to end: each case is a small
//! kernel run on the reference interpreter and, lowered to hw, on the simulator (the two
//! agree bit for bit), checked against the values worked by hand in the digest from the
//! manual lines cited. Cases elsewhere: GT-VE-3, 11, 12, 13 in `vector_fp.rs`; GT-VE-21,
//! 22, 24 as negative lit tests (`test/stream/invalid.mlir`, `vector-invalid.mlir`,
//! `branch-invalid.mlir`). Not covered: GT-VE-2 (inter-slice reduce, another branch),
//! GT-VE-15 on i32 (`vector_fxp` has no argument mode; its f32 form is in
//! `sim/src/vector_fp.rs`), GT-VE-16 … 20 (two-group mode, not implemented).

mod ve_util;
use ve_util::*;

/// A one-pass kernel over `[A = 2048]` of `dt`, one flit per slice: `body` maps `%v1`
/// (Way8, after the branch) to `%out8` (Way8); `!vb4` is the split Way4 type.
fn kernel(dt: &str, body: &str) -> String {
    format!(
        r#"
!host = !stream.host<{dt}, m[A]>
!hbm = !stream.hbm<{dt}, m[1], m[A]>
!dm = !stream.dm<{dt}, m[1], m[1 # 2], m[A / 8], m[A % 8]>
!begin = !stream.tensor<begin, main, {dt}, m[1], m[1 # 2], m[A / 8], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, {dt}, m[1], m[1 # 2], m[A / 8], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, {dt}, m[1], m[1 # 2], m[A / 8], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, {dt}, m[1], m[1 # 2], m[A / 8], m[1], m[A % 8]>
!vb8 = !stream.tensor<vector_branch, main, {dt}, m[1], m[1 # 2], m[A / 8], m[1], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, {dt}, m[1], m[1 # 2], m[A / 8], m[A / 4 % 2], m[A % 4]>
!vfinal = !stream.tensor<vector_final, main, {dt}, m[1], m[1 # 2], m[A / 8], m[1], m[A % 8]>
module attributes {{mapping.axes = #mapping.axes<A = 2048>}} {{
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {{chips = 1 : i64}} {{
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %m0 = stream.begin %x_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %v0 = stream.vector_init %m2 : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
{body}
    %v3 = stream.vector_final %out8 : !vb8 -> !vfinal
    %out_dm = stream.commit %v3 at 8192 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }}
  stream.host_func @main(%x: !host) -> !host {{
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }}
}}
"#
    )
}

fn run_f32(body: &str, first: &[f32]) -> (Vec<f32>, Vec<u64>) {
    let mut x = vec![0.0f32; 2048];
    x[..first.len()].copy_from_slice(first);
    let (i, s, cycles) = both(&kernel("f32", body), &[Vals::F(x)]);
    assert_eq!(bits(&i[0]), bits(&s[0]), "interpreter and simulator differ");
    (f32s(&s[0]).to_vec(), cycles)
}

fn close(got: f32, want: f64) {
    let rel = ((f64::from(got) - want) / want).abs();
    assert!(
        rel <= 1e-7,
        "got {got}, want {want} (relative error {rel:e})"
    );
}

/// GT-VE-1 ReLU (L4590–4607): `vector_clip(ClipBinaryOpF32::Max, 0.0)`.
#[test]
fn gt_ve_1_relu() {
    let (y, _) = run_f32(
        "    %out8 = stream.vector_clip max %v1, 0.0 : !vb8 -> !vb8",
        &[-1.5, 0.0, 2.25, -3.0e38, 7.0],
    );
    assert_eq!(&y[..5], &[0.0, 0.0, 2.25, 0.0, 7.0]);
}

/// GT-VE-4 i32 pipeline (L4753–4769): `vector_fxp(AddFxp, 100)` wraps.
#[test]
fn gt_ve_4_add_fxp_wraps() {
    let mut x = vec![0i32; 2048];
    x[..3].copy_from_slice(&[5, -100, i32::MAX - 50]);
    let body = "    %out8 = stream.vector_fxp add_fxp %v1, 100 : !vb8 -> !vb8";
    let (i, s, _) = both(&kernel("i32", body), &[Vals::I(x)]);
    assert_eq!(i, s);
    assert_eq!(&i32s(&s[0])[..3], &[105, 0, i32::MIN + 49]);
}

/// GT-VE-5 f32 sigmoid pipeline (L4770–4790): narrow, `Sigmoid`, widen; 0 → 0.5,
/// 2 → 0.88079708, −1 → 0.26894142 (the split form of the manual's trim).
#[test]
fn gt_ve_5_sigmoid() {
    let (y, _) = run_f32(
        "    %n = stream.vector_split %v1 : !vb8 -> !vb4\n    %s = stream.vector_fp_unary sigmoid %n : !vb4 -> !vb4\n    %out8 = stream.vector_concat %s : !vb4 -> !vb8",
        &[0.0, 2.0, -1.0],
    );
    assert_eq!(y[0], 0.5);
    close(y[1], 0.880_797_077_977_882_3);
    close(y[2], 0.268_941_421_369_995_1);
}

/// GT-VE-6 float-cluster chain (L4905–4906): exp(sqrt(((x + 1)·2)·3)) on five distinct
/// ALUs in one pass: −1 → 1.0 exactly, 0.5 → 20.085537, 5 → 403.42880; and GT-VE-23
/// (L5274–5277): each ALU adds one cycle of latency, so exp(sqrt(x)) costs 2 cycles more
/// than the same pass without ALUs.
#[test]
fn gt_ve_6_chain_and_gt_ve_23_latency() {
    let (y, chain) = run_f32(
        "    %n = stream.vector_split %v1 : !vb8 -> !vb4
    %a = stream.vector_fp_binary add_f %n, 1.0 : !vb4 -> !vb4
    %b = stream.vector_fp_binary mul_f0 %a, 2.0 : !vb4 -> !vb4
    %c = stream.vector_fp_binary mul_f1 %b, 3.0 : !vb4 -> !vb4
    %d = stream.vector_fp_unary sqrt %c : !vb4 -> !vb4
    %e = stream.vector_fp_unary exp %d : !vb4 -> !vb4
    %out8 = stream.vector_concat %e : !vb4 -> !vb8",
        &[-1.0, 0.5, 5.0],
    );
    assert_eq!(y[0], 1.0);
    close(y[1], 3.0f64.exp());
    close(y[2], 36.0f64.sqrt().exp());
    let (_, none) = run_f32(
        "    %n = stream.vector_split %v1 : !vb8 -> !vb4\n    %out8 = stream.vector_concat %n : !vb4 -> !vb8",
        &[1.0],
    );
    let (_, two) = run_f32(
        "    %n = stream.vector_split %v1 : !vb8 -> !vb4\n    %s = stream.vector_fp_unary sqrt %n : !vb4 -> !vb4\n    %e = stream.vector_fp_unary exp %s : !vb4 -> !vb4\n    %out8 = stream.vector_concat %e : !vb4 -> !vb8",
        &[1.0],
    );
    assert_eq!(
        two[0],
        none[0] + 2,
        "exp(sqrt(x)) adds 2 cycles: {two:?} vs {none:?}"
    );
    assert_eq!(chain[0], none[0] + 5, "five ALUs add 5 cycles");
}

/// GT-VE-14 VRF operand (L5070–5081): `axes![A = 512, B = 256]`, i32, Slice `m![A / 2]`,
/// Time `m![B]`, Packet `m![A % 2 # 8]`, the VRF tensor's Element `m![A % 2 # 8]` (32
/// bytes) broadcast over B: x[a, b] = b, vrf[a] = 1000·a → y[a, b] = b + 1000·a.
#[test]
fn gt_ve_14_vrf_operand_broadcast_over_time() {
    let text = r#"
!host = !stream.host<i32, m[A, B]>
!hostv = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[B, A]>
!hbmv = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 2], m[B, A % 2 # 8]>
!dmv = !stream.dm<i32, m[1], m[1 # 2], m[A / 2], m[A % 2 # 8]>
!vrf = !stream.vrf<i32, m[1], m[1 # 2], m[A / 2], m[A % 2 # 8]>
!sbegin = !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!sfetch = !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!scollect = !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[B, A % 2 # 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 2], m[B], m[A % 2 # 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 2], m[B], m[A % 2 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[B], m[A % 2 # 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[B], m[A % 2 # 8]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 2], m[B], m[A % 2 # 8]>
module attributes {mapping.axes = #mapping.axes<A = 512, B = 256>} {
  stream.kernel @kernel(%x: !hbm, %v: !hbmv) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %v_dm = stream.to_dm %v at 8192 : !hbmv -> !dmv
    %s0 = stream.begin %v_dm : !dmv -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %vrf = stream.to_vrf %s2 at 0 : !scollect -> !vrf
    %m0 = stream.begin %x_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %v0 = stream.vector_init %m2 : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb
    %v2 = stream.vector_fxp add_fxp %v1, %vrf : !vb, !vrf -> !vb
    %v3 = stream.vector_final %v2 : !vb -> !vf
    %out_dm = stream.commit %v3 at 16384 : !vf -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }
  stream.host_func @main(%x: !host, %v: !hostv) -> !host {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %v_hbm = stream.to_hbm %v at 134217728 : !hostv -> !hbmv
    %out_hbm = stream.launch @kernel(%x_hbm, %v_hbm) : (!hbm, !hbmv) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
"#;
    let (an, bn) = (512usize, 256usize);
    let x: Vec<i32> = (0..an * bn).map(|k| (k % bn) as i32).collect();
    let v: Vec<i32> = (0..an as i32).map(|a| 1000 * a).collect();
    let (i, s, _) = both(text, &[Vals::I(x), Vals::I(v)]);
    assert_eq!(i, s);
    let y = i32s(&s[0]);
    for a in 0..an {
        for b in 0..bn {
            assert_eq!(y[a * bn + b], (b + 1000 * a) as i32, "a {a} b {b}");
        }
    }
}
