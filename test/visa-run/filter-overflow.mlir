// A filter that keeps more elements than its capacity (K = 4; random rows have about 8
// elements x > 0) stops the simulation with a located error and a non-zero exit, never a
// silent truncation (docs/decisions.md C9F-1).
// RUN: rm -rf %t && mkdir -p %t
// RUN: not visa-run %s --output-dir %t 2>&1 | FileCheck %s
// CHECK: error: simulation failed at command #2: invalid configuration: slice 0: vector_filter keeps more than its capacity of 4 elements

!host = !stream.host<i32, m[S, E]>
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[1], m[K # 8]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[S], m[1], m[K # 8]>
!hostk = !stream.host<i32, m[S, K]>
!hbmk = !stream.hbm<i32, m[1], m[S, K]>
!dmk = !stream.dm<i32, m[1], m[1 # 2], m[S], m[K]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 4>} {
  stream.kernel @kernel(%x: !hbm) -> !hbmk attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x gt 0] : !vinit -> !vb
    %a5 = stream.vector_filter %a4 group [1] : !vb -> !vk
    %a6 = stream.vector_final %a5 : !vk -> !vf
    %out_dm = stream.commit %a6 at 4096 : !vf -> !dmk
    %out = stream.to_hbm %out_dm at 268435456 : !dmk -> !hbmk
    stream.return %out : !hbmk
  }

  stream.host_func @main(%x: !host) -> !hostk {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbmk
    %out = stream.to_host %out_hbm : !hbmk -> !hostk
    stream.return %out : !hostk
  }
}
