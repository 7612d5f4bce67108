// digest-D G37 (manual L6681–6693, "Promotion from Time into SliceOut"): R reduced away,
// T2 promoted from the middle of Time into the freed slice bits (Time m[T0, T2, T1] ->
// SliceOut m[W, T2], TimeOut m[T0, T1]). W = 64 so that Slice fills the cluster (the
// manual's W = 32 gives 128 slices, which Slice::SIZE refuses). Cycles: 16 flits in + r = 4.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// CHECK: {{ }}20 cycles  main fetch>vector>commit
// CHECK: check: pass (8192 result elements equal the interpreter's)
// ENGINE: engine.vector_inter_slice %{{.*}} {config = "add first;

!host = !stream.host<f32, m[W, R, T0, T2, T1, P]>
!hosto = !stream.host<f32, m[W, T2, T0, T1, P]>
!hbm = !stream.hbm<f32, m[1], m[W, R, T0, T2, T1, P]>
!hbmo = !stream.hbm<f32, m[1], m[W, T2, T0, T1, P]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[W, R], m[T0, T2, T1, P]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[W, T2], m[T0, T1, P]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[W, R], m[1], m[T0, T2, T1, P]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[W, R], m[T0, T2, T1], m[P]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[W, R], m[T0, T2, T1], m[P]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[W, R], m[T0, T2, T1], m[P]>
!vb = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[W, R], m[T0, T2, T1], m[P]>
!vinter = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[W, T2], m[T0, T1], m[P]>
!vbo = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[W, T2], m[T0, T1], m[P]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[W, T2], m[T0, T1], m[P]>
module attributes {mapping.axes = #mapping.axes<W = 64, R = 4, T0 = 2, T2 = 4, T1 = 2, P = 8>} {
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
