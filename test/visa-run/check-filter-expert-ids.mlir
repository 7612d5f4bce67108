// The MoE chapter's expert-ID expansion (L8654–8658): Expert_IDs = filter_compaction(Grid,
// condition = (Grid >= 0)) in e-major order, as vector_filter (docs/decisions.md C9F-1). A
// slice holds one Grid[E = 4, G = 8] (e on Time, the grid slot on the lanes); the comparison
// branch gives ExecutionId 1 to x >= 0 and the filter packs those into K (capacity E·G = 32).
// lowering/tests/vector_filter.rs runs the manual's own instance (G-M13 of digest-E:
// blocks e0:2, e1:3, e3:3 -> [0, 0, 1, 1, 1, 3, 3, 3]) and random grids against the loop.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// CHECK: check: pass (8192 result elements equal the interpreter's)

!host = !stream.host<i32, m[S, E, G]>
!hbm = !stream.hbm<i32, m[1], m[S, E, G]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E, G]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E, G]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E], m[G]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E], m[G]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E], m[G]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E], m[G]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>
!hostk = !stream.host<i32, m[S, K]>
!hbmk = !stream.hbm<i32, m[1], m[S, K]>
!dmk = !stream.dm<i32, m[1], m[1 # 2], m[S], m[K]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 4, G = 8, K = 32>} {
  stream.kernel @kernel(%x: !hbm) -> !hbmk attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 comparison [x ge 0] : !vinit -> !vb
    %a5 = stream.vector_filter %a4 group [1] : !vb -> !vk
    %a6 = stream.vector_final %a5 : !vk -> !vf
    %ids_dm = stream.commit %a6 at 4096 : !vf -> !dmk
    %ids = stream.to_hbm %ids_dm at 268435456 : !dmk -> !hbmk
    stream.return %ids : !hbmk
  }

  stream.host_func @main(%x: !host) -> !hostk {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %ids_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbmk
    %ids = stream.to_host %ids_hbm : !hbmk -> !hostk
    stream.return %ids : !hostk
  }
}
