// vector_filter (L4973–4974, FilterCompaction L8580–8584, docs/decisions.md C9F-1): per
// slice (one row s of x), the elements with x > 0 (ExecutionId 1 of the comparison
// branch) are kept in stream order and packed into the fresh axis K; positions past the
// kept count are zero. The reference is lowering/tests/vector_filter.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 9 --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s --check-prefix=ROUND
// CHECK: check: pass (4096 result elements equal the interpreter's)
// ROUND: stream.vector_filter %{{.*}} group [1] :

!host = !stream.host<i32, m[S, E]>
!hbm = !stream.hbm<i32, m[1], m[S, E]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[S], m[E]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[S], m[1], m[E]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[E / 8], m[E % 8]>
!vk = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[S], m[K / 8], m[K % 8]>
!hostk = !stream.host<i32, m[S, K]>
!hbmk = !stream.hbm<i32, m[1], m[S, K]>
!dmk = !stream.dm<i32, m[1], m[1 # 2], m[S], m[K]>

module attributes {mapping.axes = #mapping.axes<S = 256, E = 16, K = 16>} {
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
