// The float cluster's five ALUs in one pass (manual L4905–4906, digest-C GT-VE-6):
// exp(sqrt(((x + 1) * 2) * 3)) with AddF (FpFma), MulF Mul0, MulF Mul1, Sqrt (FpFpu) and
// Exp (FpExp), between vector_split and vector_concat (L4842–4865, L4933–4939), end to end
// under visa-run --check: the interpreter and the simulator agree bit for bit.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 5 --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)

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
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    %a = stream.vector_fp_binary add_f %n, 1.0 : !vb4 -> !vb4
    %m0 = stream.vector_fp_binary mul_f0 %a, 2.0 : !vb4 -> !vb4
    %m1 = stream.vector_fp_binary mul_f1 %m0, 3.0 : !vb4 -> !vb4
    %s = stream.vector_fp_unary sqrt %m1 : !vb4 -> !vb4
    %e = stream.vector_fp_unary exp %s : !vb4 -> !vb4
    %w = stream.vector_concat %e : !vb4 -> !vb8
    %v3 = stream.vector_final %w : !vb8 -> !vfinal
    %out_dm = stream.commit %v3 at 8192 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
