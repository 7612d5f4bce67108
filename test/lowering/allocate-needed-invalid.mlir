// convert-stream-to-engine on a tensor written without `at`: a located error that says
// to run allocate-memory (lower-to-hw runs it first), never a guessed address.
// RUN: visa-opt %s --split-input-file --convert-stream-to-engine --verify-diagnostics
// RUN: visa-opt %s --split-input-file --pass-pipeline='builtin.module(lower-to-hw)' | FileCheck %s
// CHECK: hw.program @main
// CHECK: hw.program @main

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
  // #[device(chip = 1)] fn kernel(ctx, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<...>
  stream.kernel @kernel(%input: !hbm) -> !hbm attributes {chips = 1 : i64} {
    // HBM → DM: split 2048 elements across 256 slices, 8 per slice (L202).
    // expected-error @+1 {{has no address: write `at ADDR` or run allocate-memory first (lower-to-hw does)}}
    %dm = stream.to_dm %input : !hbm -> !dm
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

  // async fn main(): host → HBM (PCIe DMA), launch, HBM → host (L190–198).
  stream.host_func @main(%x: !host) -> !host {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
// -----

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
  // #[device(chip = 1)] fn kernel(ctx, input: &HbmTensor<i32, Chip, m![A]>) -> HbmTensor<...>
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
    // expected-error @+1 {{has no address: write `at ADDR` or run allocate-memory first (lower-to-hw does)}}
    %out_dm = stream.commit %v3 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  // async fn main(): host → HBM (PCIe DMA), launch, HBM → host (L190–198).
  stream.host_func @main(%x: !host) -> !host {
    %in_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%in_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
