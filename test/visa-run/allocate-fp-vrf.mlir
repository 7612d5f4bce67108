// allocate-memory: the fp-vrf kernel (test/visa-run/check-fp-vrf.mlir) with most `at`s
// left out. Worked by hand (32 bytes per slice for each DM/VRF tensor, 8192 per HBM
// tensor; DM aligned to 128, VRF to 32, HBM to 256; live ranges in op indices of the
// kernel body; next fit: each search starts after the tensor placed last): x_dm [0,23]
// → 0; g_dm [1,6] → 128; b_dm pinned at 8192; the commit's out_dm [23,24] → 256 (after
// g_dm; next fit does not reuse g_dm's dead bytes while there is room); g_vrf → 0,
// b_vrf → 32 (both live to the fma); HBM never shares bytes: the kernel's result after
// the pinned x_hbm 0..8192 → 8192, then the host's g_hbm → 16384, b_hbm → 24576.
// Then the kernel runs and agrees with the interpreter.
// RUN: visa-opt %s --allocate-memory | FileCheck %s
// RUN: visa-run %s --check --output-dir %t | FileCheck %s --check-prefix=EXEC
// CHECK: stream.to_dm %arg0 at 0 :
// CHECK: stream.to_dm %arg1 at 128 :
// CHECK: stream.to_dm %arg2 at 8192 :
// CHECK: stream.to_vrf %{{.*}} at 0 :
// CHECK: stream.to_vrf %{{.*}} at 32 :
// CHECK: stream.commit %{{.*}} at 256 :
// CHECK: stream.to_hbm %{{.*}} at 8192 :
// CHECK: stream.to_hbm %arg0 at 0 :
// CHECK: stream.to_hbm %arg1 at 16384 :
// CHECK: stream.to_hbm %arg2 at 24576 :
// EXEC: check: pass (2048 result elements equal the interpreter's)

!host = !stream.host<f32, m[A]>
!hbm = !stream.hbm<f32, m[1], m[A]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!vrf = !stream.vrf<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!sbegin = !stream.tensor<begin, sub, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!sfetch = !stream.tensor<fetch, sub, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!scollect = !stream.tensor<collect, sub, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%x: !hbm, %g: !hbm, %b: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x : !hbm -> !dm
    %g_dm = stream.to_dm %g : !hbm -> !dm
    %b_dm = stream.to_dm %b at 8192 : !hbm -> !dm
    %g0 = stream.begin %g_dm : !dm -> !sbegin
    %g1 = stream.fetch %g0 : !sbegin -> !sfetch
    %g2 = stream.collect %g1 : !sfetch -> !scollect
    %g_vrf = stream.to_vrf %g2 : !scollect -> !vrf
    %b0 = stream.begin %b_dm : !dm -> !sbegin
    %b1 = stream.fetch %b0 : !sbegin -> !sfetch
    %b2 = stream.collect %b1 : !sfetch -> !scollect
    %b_vrf = stream.to_vrf %b2 : !scollect -> !vrf
    %m0 = stream.begin %x_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %v0 = stream.vector_init %m2 : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %neg = stream.vector_logic bit_xor %v1, 2147483648 : !vb8 -> !vb8
    %n = stream.vector_split %neg : !vb8 -> !vb4
    %fma = stream.vector_fp_ternary fma_f %n, %g_vrf, %b_vrf : !vb4, !vrf, !vrf -> !vb4
    %rcp = stream.vector_fp_div %fma, 1.0 mode mode10 : !vb4 -> !vb4
    %w = stream.vector_concat %rcp : !vb4 -> !vb8
    %relu = stream.vector_clip max %w, 0.0 : !vb8 -> !vb8
    %v3 = stream.vector_final %relu : !vb8 -> !vfinal
    %out_dm = stream.commit %v3 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host, %g: !host, %b: !host) -> !host {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %g_hbm = stream.to_hbm %g : !host -> !hbm
    %b_hbm = stream.to_hbm %b : !host -> !hbm
    %out_hbm = stream.launch @kernel(%x_hbm, %g_hbm, %b_hbm) : (!hbm, !hbm, !hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
