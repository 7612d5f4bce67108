// Intra-slice reduce over the packet's lanes and Time (L5399–5413 the 2-level tree,
// L5463–5490 "Reduce Split Across Time and Packet"): R = 16 as Time m[R / 4] and Packet
// m[R % 4] after vector_trim_way4, with a kept Time axis A outside (1 slot); each Way4
// packet reduces by op(op(l0, l1), op(l2, l3)), the tree values add in Time order, and
// lane 0 of the m[1 # 4] result is committed into 8-byte rows (the value, then the
// tensor's padding: a commit writes 8 bytes at least). End to end under visa-run --check; the f32
// reference in the tree's order is lowering/tests/interleave.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 8 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// CHECK: check: pass (512 result elements equal the interpreter's)

!host = !stream.host<f32, m[S, A, R]>
!hosto = !stream.host<f32, m[S, A]>
!hbm = !stream.hbm<f32, m[1], m[S, A, R]>
!hbmo = !stream.hbm<f32, m[1], m[S, A, 1 # 2]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[S], m[A, R]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[S], m[A, 1 # 2]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[S], m[1], m[A, R]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4 # 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4 # 8]>
!vb8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4 # 8]>
!vb4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[A, R / 4], m[R % 4]>
!vr4 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[A], m[1 # 4]>
!vr8 = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[S], m[A], m[1 # 8]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[S], m[A], m[1 # 8]>

module attributes {mapping.axes = #mapping.axes<S = 256, A = 2, R = 16>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vb8
    %t = stream.vector_trim_way4 %v1 : !vb8 -> !vb4
    %r = stream.vector_intra_slice_reduce add %t over "R" : !vb4 -> !vr4
    %p = stream.vector_pad_way8 %r : !vr4 -> !vr8
    %v3 = stream.vector_final %p : !vr8 -> !vfinal
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
