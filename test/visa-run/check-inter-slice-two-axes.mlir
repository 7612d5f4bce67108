// Two reduced axes at once (Q inner, R outer in Slice m[R, A / 8, Q]), random f32 inputs:
// the fold order is ascending (Q, R) coordinates, axes by name (docs/decisions.md C9B-7,
// C9G-1), the same in the interpreter and the simulator, so non-associative f32 sums agree
// bit for bit. Cycles: 1 flit + r = 16.
// RUN: visa-run %s --check | FileCheck %s
// CHECK: {{ }}17 cycles  main fetch>vector>commit
// CHECK: check: pass (128 result elements equal the interpreter's)

!host = !stream.host<f32, m[Q, R, A]>
!hosto = !stream.host<f32, m[A]>
!hbm = !stream.hbm<f32, m[1], m[Q, R, A]>
!hbmo = !stream.hbm<f32, m[1], m[A]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[R, A / 8, Q], m[A % 8]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[1 # 4, A / 8, 1 # 4], m[A % 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[R, A / 8, Q], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[R, A / 8, Q], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[R, A / 8, Q], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[R, A / 8, Q], m[1], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[R, A / 8, Q], m[1], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[1 # 4, A / 8, 1 # 4], m[1], m[A % 8]>
!vbo = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[1 # 4, A / 8, 1 # 4], m[1], m[A % 8]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[1 # 4, A / 8, 1 # 4], m[1], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<Q = 4, R = 4, A = 128>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %bg = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %bg : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %r = stream.vector_inter_slice_reduce add %v0 : !vinit -> !vinter
    %v3 = stream.vector_final %r : !vinter -> !vfinal
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
