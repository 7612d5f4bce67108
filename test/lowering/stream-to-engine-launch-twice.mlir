// A kernel launched twice is lowered once per launch, each copy with its own
// placements: two Tensor-Unit chains, and the second host result placed after the first.
// RUN: visa-opt %s --convert-stream-to-engine | FileCheck %s

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vbranch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    // HBM → DM: split 2048 elements across 256 slices, 8 per slice (L202).
    %dm = stream.to_dm %input at 0 : !hbm -> !dm
    %b = stream.begin %dm : !dm -> !begin
    // Fetch 8-element packets (L207), collect into 32-byte flits (L209).
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbranch
    // Add the constant 1 to every element (L214).
    %v2 = stream.vector_fxp add_fxp %v1, 1 : !vbranch -> !vbranch
    %v3 = stream.vector_final %v2 : !vbranch -> !vfinal
    // Commit to DM at 1 << 12 (L217), then DM → HBM at 1 << 28 (L219).
    %out_dm = stream.commit %v3 at 4096 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }
  stream.host_func @main(%x: !host) -> (!host, !host) {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %a = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %a : !hbm -> !host
    %b = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbm
    %out2 = stream.to_host %b : !hbm -> !host
    stream.return %out, %out2 : !host, !host
  }
}

// CHECK-LABEL: engine.program @main {
// CHECK:       engine.host_input {addr = 0 : i64, arg = 0 : i64
// CHECK:       %0 = engine.fetch
// CHECK:       engine.commit %5 {base = 4096 : i64
// CHECK:       engine.dma {dst = #engine.space<host>, dst_base = 8192 : i64
// CHECK:       %6 = engine.fetch
// CHECK:       engine.commit %11 {base = 4096 : i64
// CHECK:       engine.dma {dst = #engine.space<host>, dst_base = 16384 : i64
// CHECK:       engine.host_output {addr = 8192 : i64, dtype = i32, result = 0 : i64
// CHECK-NEXT:  engine.host_output {addr = 16384 : i64, dtype = i32, result = 1 : i64
// CHECK-NOT:   stream.
