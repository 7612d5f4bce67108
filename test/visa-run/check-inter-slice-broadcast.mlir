// digest-D G36 (manual L6661–6672, "Broadcast Into a New Slice Axis"): f32 Add over R
// (Slice m[W, R]), the sum broadcast over the new slice axis X (SliceOut m[W, X]). Random
// inputs: the f32 fold order (ascending R, C9G-1) is the interpreter's.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// CHECK: {{ }}5 cycles  main fetch>vector>commit
// CHECK: check: pass (2048 result elements equal the interpreter's)
// ENGINE: engine.vector_inter_slice %{{.*}} {config = "add first;

!host = !stream.host<f32, m[W, R, P]>
!hosto = !stream.host<f32, m[W, X, P]>
!hbm = !stream.hbm<f32, m[1], m[W, R, P]>
!hbmo = !stream.hbm<f32, m[1], m[W, X, P]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[W, R], m[P]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[W, X], m[P]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[W, R], m[1], m[P]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[W, R], m[1], m[P]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[W, R], m[1], m[P]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[W, R], m[1], m[P]>
!vb = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[W, R], m[1], m[P]>
!vinter = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[W, X], m[1], m[P]>
!vbo = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[W, X], m[1], m[P]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[W, X], m[1], m[P]>
module attributes {mapping.axes = #mapping.axes<W = 64, R = 4, X = 4, P = 8>} {
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
