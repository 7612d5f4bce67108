// The comparison branch mode on the elements' values (L4793–4802, docs/decisions.md
// C9A-1, C9A-2) with ops restricted to ExecutionId groups (`VeBranchOperand::group`,
// L5061–5062; C9A-4: the other elements pass through): bit 0 = x > 0.0, bit 1 =
// x <= -2.0, so ids are 0 (-2 < x <= 0), 1 (x > 0) and 2 (x <= -2). Group 2 is negated
// (bit_xor of the sign), group 1 tripled, group 0 gets 0.5 added, then groups 0 and 1
// are clipped at 1.0 from below. End to end under visa-run --check; the f64 reference
// is lowering/tests/vector_branch.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 5 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine > %t/k.engine.mlir
// RUN: visa-run %t/k.engine.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s --check-prefix=ROUND
// CHECK: check: pass (2048 result elements equal the interpreter's)
// ROUND: stream.vector_intra_slice_branch %{{.*}} comparison [x gt 0.0, x le -2.0]
// ROUND: stream.vector_logic bit_xor %{{.*}}, -2147483648 group [2]
// ROUND: stream.vector_fp_binary mul_f0 %{{.*}}, 3.0 group [1]
// ROUND: stream.vector_clip max %{{.*}}, 1.0 group [0, 1]

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
    %v1 = stream.vector_intra_slice_branch %v0 comparison [x gt 0.0, x le -2.0] : !vinit -> !vb8
    %neg = stream.vector_logic bit_xor %v1, 2147483648 group [2] : !vb8 -> !vb8
    %n = stream.vector_split %neg : !vb8 -> !vb4
    %t = stream.vector_fp_binary mul_f0 %n, 3.0 group [1] : !vb4 -> !vb4
    %h = stream.vector_fp_binary add_f %t, 0.5 group [0] : !vb4 -> !vb4
    %w = stream.vector_concat %h : !vb4 -> !vb8
    %c = stream.vector_clip max %w, 1.0 group [0, 1] : !vb8 -> !vb8
    %v3 = stream.vector_final %c : !vb8 -> !vfinal
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
