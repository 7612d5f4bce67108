// vector_stash on the fixed-point path (L5018–5029, digest-C GT-VE-12): max(x + 100, x)
// with the stash read by the clip stage, end to end under visa-run --check.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 8 --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 2], m[A % 2 # 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vbi = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vbf = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 4]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 2], m[1], m[A % 2 # 8]>

module attributes {mapping.axes = #mapping.axes<A = 512>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbi
    %x = stream.vector_stash %v1 : !vbi -> !vbi
    %a = stream.vector_fxp add_fxp %x, 100 : !vbi -> !vbi
    %r = stream.vector_clip max %a, %x : !vbi, !vbi -> !vbi
    %v3 = stream.vector_final %r : !vbi -> !vfinal
    %out_dm = stream.commit %v3 at 4096 : !vfinal -> !dm
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
