// Causal softmax (kernel #18 of digest-E §4; the manual's causal mask L8089–8099 and
// softmax L8101–8109): y[b, s, t] = exp(x[b, s, t] - m) / Σ_{t' <= s} exp(x[b, s, t'] - m)
// for t <= s and 0 for t > s, m = max_{t <= s} x[b, s, t]. Host argument and result are
// [B = 4, S = 128, T = 128] f32, softmax over the last axis T.
//
// Layout: slice (S, B / 2) holds the rows of two b (lanes B % 2 of the 8-lane packet),
// one flit per t, so the row reductions are the intra-slice reduce over Time. The mask
// is the comparison branch mode on positions, `idx(T) gt idx(S)` (the static branch
// logger of L8711–8720, docs/decisions.md C9A-2): ExecutionId 1 where t > s.
// Four passes (the intra-slice reduce ends the per-element stream of its pass):
// 1. m: masked elements set to -3e38 (fma_f x, 0, -3e38 on group 1), max over T, to DM,
//    then into the VRF by the sub context (only the Collect Engine writes the VRF, L3033);
// 2. e = exp(x - m), masked to 0 (mul_f0 by 0 on group 1 before, mul_f1 after), to DM;
// 3. r = 1 / Σ_T e (reduce add, fp_div 1.0 mode10), to DM, then into the VRF;
// 4. y = e · r, committed and written to HBM.
// The f64 reference is lowering/tests/vector_branch.rs (relative error <= 1e-5).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 7 --output-dir %t | FileCheck %s
// CHECK: check: pass (65536 result elements equal the interpreter's)

!host = !stream.host<f32, m[B, S, T]>
!hbm = !stream.hbm<f32, m[1], m[S, T, B]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S, B / 2], m[T, B % 2 # 8]>
!vrf = !stream.vrf<f32, m[1], m[1 # 2], m[S, B / 2], m[B % 2 # 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S, B / 2], m[1], m[T, B % 2 # 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S, B / 2], m[T], m[B % 2 # 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S, B / 2], m[T], m[B % 2 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S, B / 2], m[T], m[B % 2 # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S, B / 2], m[T], m[B % 2 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S, B / 2], m[T], m[B % 2 # 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S, B / 2], m[1], m[B % 2 # 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S, B / 2], m[1], m[B % 2 # 8]>
!vfr = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S, B / 2], m[1], m[B % 2 # 8]>
!dmr = !stream.dm<f32, m[1], m[1 # 2], m[S, B / 2], m[B % 2 # 8]>
!sbegin = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[S, B / 2], m[1], m[B % 2 # 8]>
!sfetch = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[S, B / 2], m[1], m[B % 2 # 8]>
!scollect = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[S, B / 2], m[1], m[B % 2 # 8]>
!vf = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S, B / 2], m[T], m[B % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<B = 4, S = 128, T = 128>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    // Pass 1: the row maximum over t <= s.
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [idx(T) gt idx(S)] : !vinit -> !vb8
    %a5 = stream.vector_trim_way4 %a4 : !vb8 -> !vb4
    %a6 = stream.vector_fp_ternary fma_f %a5, 0.0, -3.0e38 group [1] : !vb4 -> !vb4
    %a7 = stream.vector_intra_slice_reduce max %a6 over "T" : !vb4 -> !vr4
    %a8 = stream.vector_pad_way8 %a7 : !vr4 -> !vr8
    %a9 = stream.vector_final %a8 : !vr8 -> !vfr
    %mx_dm = stream.commit %a9 at 12288 : !vfr -> !dmr
    %s0 = stream.begin %mx_dm : !dmr -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %mx = stream.to_vrf %s2 at 0 : !scollect -> !vrf
    // Pass 2: e = exp(x - m), 0 where t > s.
    %b0 = stream.begin %x_dm : !dm -> !begin
    %b1 = stream.fetch %b0 : !begin -> !fetch
    %b2 = stream.collect %b1 : !fetch -> !collect
    %b3 = stream.vector_init %b2 : !collect -> !vinit
    %b4 = stream.vector_intra_slice_branch %b3 comparison [idx(T) gt idx(S)] : !vinit -> !vb8
    %b5 = stream.vector_trim_way4 %b4 : !vb8 -> !vb4
    %b6 = stream.vector_fp_binary mul_f0 %b5, 0.0 group [1] : !vb4 -> !vb4
    %b7 = stream.vector_fp_binary sub_f %b6, %mx : !vb4, !vrf -> !vb4
    %b8 = stream.vector_fp_unary exp %b7 : !vb4 -> !vb4
    %b9 = stream.vector_fp_binary mul_f1 %b8, 0.0 group [1] : !vb4 -> !vb4
    %b10 = stream.vector_pad_way8 %b9 : !vb4 -> !vb8
    %b11 = stream.vector_final %b10 : !vb8 -> !vf
    %e_dm = stream.commit %b11 at 4096 : !vf -> !dm
    // Pass 3: r = 1 / Σ_t e.
    %c0 = stream.begin %e_dm : !dm -> !begin
    %c1 = stream.fetch %c0 : !begin -> !fetch
    %c2 = stream.collect %c1 : !fetch -> !collect
    %c3 = stream.vector_init %c2 : !collect -> !vinit
    %c4 = stream.vector_intra_slice_branch %c3 unconditional : !vinit -> !vb8
    %c5 = stream.vector_trim_way4 %c4 : !vb8 -> !vb4
    %c6 = stream.vector_intra_slice_reduce add %c5 over "T" : !vb4 -> !vr4
    %c7 = stream.vector_fp_div %c6, 1.0 mode mode10 : !vr4 -> !vr4
    %c8 = stream.vector_pad_way8 %c7 : !vr4 -> !vr8
    %c9 = stream.vector_final %c8 : !vr8 -> !vfr
    %rcp_dm = stream.commit %c9 at 12320 : !vfr -> !dmr
    %r0 = stream.begin %rcp_dm : !dmr -> !sbegin
    %r1 = stream.fetch %r0 : !sbegin -> !sfetch
    %r2 = stream.collect %r1 : !sfetch -> !scollect
    %rcp = stream.to_vrf %r2 at 32 : !scollect -> !vrf
    // Pass 4: y = e · r.
    %d0 = stream.begin %e_dm : !dm -> !begin
    %d1 = stream.fetch %d0 : !begin -> !fetch
    %d2 = stream.collect %d1 : !fetch -> !collect
    %d3 = stream.vector_init %d2 : !collect -> !vinit
    %d4 = stream.vector_intra_slice_branch %d3 unconditional : !vinit -> !vb8
    %d5 = stream.vector_trim_way4 %d4 : !vb8 -> !vb4
    %d6 = stream.vector_fp_binary mul_f0 %d5, %rcp : !vb4, !vrf -> !vb4
    %d7 = stream.vector_pad_way8 %d6 : !vb4 -> !vb8
    %d8 = stream.vector_final %d7 : !vb8 -> !vf
    %y_dm = stream.commit %d8 at 8192 : !vf -> !dm
    %y = stream.to_hbm %y_dm at 268435456 : !dm -> !hbm
    stream.return %y : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %y_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbm
    %y = stream.to_host %y_hbm : !hbm -> !host
    stream.return %y : !host
  }
}
