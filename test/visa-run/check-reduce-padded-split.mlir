// Intra-slice reduce of f32 over a padded Time axis split around another (manual
// L5612: Time parts in any order, other axes between; L5574–5582): R = 3 padded to 4 as
// Time m[R # 4, B], after vector_split. The valid-count generator gets two
// counters on gate 0 (σ 2 and σ 1) around an unassigned one (B) and the Way4 half, V = 3;
// `add_f 1.0` before the reduce turns the padding into 1.0, which the reduce must leave
// out. Interpreter and simulator agree bit for bit.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 2 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (4096 result elements equal the interpreter's)

!host = !stream.host<f32, m[S, R, B, X]>
!hosto = !stream.host<f32, m[S, B, X]>
!hbm = !stream.hbm<f32, m[1], m[S, R, B, X]>
!hbmo = !stream.hbm<f32, m[1], m[S, B, X]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[R # 4, B, X]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[B, X]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[R # 4, B, X]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[R # 4, B], m[X]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[R # 4, B], m[X]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[R # 4, B], m[X]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R # 4, B], m[X]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[R # 4, B, X / 4], m[X % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B, X / 4], m[X % 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[B], m[X]>

module attributes {mapping.axes = #mapping.axes<S = 256, R = 3, B = 2, X = 8>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %n = stream.vector_split %v1 : !vb8 -> !vb4
    %p = stream.vector_fp_binary add_f %n, 1.0 : !vb4 -> !vb4
    %r = stream.vector_intra_slice_reduce add %p over "R" : !vb4 -> !vr4
    %w = stream.vector_concat %r : !vr4 -> !vr8
    %v3 = stream.vector_final %w : !vr8 -> !vfinal
    %out_dm = stream.commit %v3 at 8192 : !vfinal -> !dmo
    %out = stream.to_hbm %out_dm at 268435456 : !dmo -> !hbmo
    stream.return %out : !hbmo
  }

  stream.host_func @main(%x: !host) -> !hosto {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbmo
    %out = stream.to_host %out_hbm : !hbmo -> !hosto
    stream.return %out : !hosto
  }
}
