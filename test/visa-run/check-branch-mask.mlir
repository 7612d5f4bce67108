// The masked multiplies (`MaskMulF`, `MaskFmaF`, L4897–4898, L4904; docs/decisions.md
// C9A-8): the product on the op's ExecutionId groups, +0.0 elsewhere. Ids: 1 for x > 0,
// 2 for x < -3, 0 otherwise; m = 2x on group 1 and 0 elsewhere; y = m / 2 + 1 on groups 0
// and 1 (x + 1 for x > 0, 1 for -3 <= x <= 0) and 0 on group 2. The reference is
// lowering/tests/vector_branch.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s --check-prefix=ROUND
// CHECK: check: pass (2048 result elements equal the interpreter's)
// ROUND: stream.vector_fp_binary mask_mul_f0 %{{.*}}, 2.0 group [1]
// ROUND: stream.vector_fp_ternary mask_fma_f %{{.*}}, 0.5, 1.0 group [0, 1]

!host = !stream.host<f32, m[A]>
!hbm = !stream.hbm<f32, m[1], m[A]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[A / 4 % 2], m[A % 4]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %m0 = stream.begin %x_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %v0 = stream.vector_init %m2 : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 comparison [x gt 0.0, x lt -3.0] : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    %m = stream.vector_fp_binary mask_mul_f0 %n, 2.0 group [1] : !vb4 -> !vb4
    %f = stream.vector_fp_ternary mask_fma_f %m, 0.5, 1.0 group [0, 1] : !vb4 -> !vb4
    %w = stream.vector_concat %f : !vb4 -> !vb8
    %v3 = stream.vector_final %w : !vb8 -> !vfinal
    %out_dm = stream.commit %v3 at 12288 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 805306368 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
