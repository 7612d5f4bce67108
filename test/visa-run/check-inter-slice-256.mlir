// A reduction over all 256 slices of the cluster (Slice m[R], R = 256, into the dummy
// SliceOut m[1 # 256]): manual L4375 "The Inter-Slice Block reduces these 256 slice
// results (256 cycles)". Cycles: 8 flits + a ring tail of r = 256 (docs/decisions.md C9G-2).
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s --check-prefix=ENGINE
// CHECK: {{ }}264 cycles  main fetch>vector>commit
// CHECK: check: pass (64 result elements equal the interpreter's)
// ENGINE: engine.vector_inter_slice %{{.*}} {config = "max first;

!host = !stream.host<f32, m[R, A]>
!hosto = !stream.host<f32, m[A]>
!hbm = !stream.hbm<f32, m[1], m[R, A]>
!hbmo = !stream.hbm<f32, m[1], m[A]>
!dm = !stream.dm<f32, m[1], m[1 # 2], m[R], m[A / 8, A % 8]>
!dmo = !stream.dm<f32, m[1], m[1 # 2], m[1 # 256], m[A / 8, A % 8]>
!begin = !stream.tensor<begin, main, f32, m[1], m[1 # 2], m[R], m[1], m[A / 8, A % 8]>
!fetch = !stream.tensor<fetch, main, f32, m[1], m[1 # 2], m[R], m[A / 8], m[A % 8]>
!collect = !stream.tensor<collect, main, f32, m[1], m[1 # 2], m[R], m[A / 8], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[R], m[A / 8], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[R], m[A / 8], m[A % 8]>
!vinter = !stream.tensor<vector_init, main, f32, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]>
!vbo = !stream.tensor<vector_branch, main, f32, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]>
!vfinal = !stream.tensor<vector_final, main, f32, m[1], m[1 # 2], m[1 # 256], m[A / 8], m[A % 8]>
module attributes {mapping.axes = #mapping.axes<R = 256, A = 64>} {
  stream.kernel @kernel(%input: !hbm) -> !hbmo attributes {chips = 1 : i64} {
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %bg = stream.begin %dm : !dm -> !begin
    %f = stream.fetch %bg : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %r = stream.vector_inter_slice_reduce max %v0 : !vinit -> !vinter
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
