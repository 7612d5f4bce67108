// The axis reshapes inside a kernel: x [8, 256] (axes A, N) in HBM is viewed as
// (A, J = 32, K = 8) by `stream.split_axis`, spread over 32 slices by J, incremented by
// the Vector Engine, and the result in HBM is viewed back as (A, N) by
// `stream.merge_axes`. Neither view writes a command (the cycle table lists the same
// DMAs as without them); driver/tests/reshape.rs checks y[a, n] = x[a, n] + 1 against a
// plain loop.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s --check-prefix=ROUND
// CHECK: argument 0: [8, 256] i32
// CHECK: result 0: [8, 256] i32
// CHECK: check: pass (2048 result elements equal the interpreter's)
// ROUND: stream.split_axis %{{.*}} "N" into "J", "K" : !{{.*}} -> !{{.*}}
// ROUND: stream.merge_axes %{{.*}} "J", "K" into "N" : !{{.*}} -> !{{.*}}

!host = !stream.host<i32, m[A, N]>
!hbmn = !stream.hbm<i32, m[1], m[A, N]>
!hbm = !stream.hbm<i32, m[1], m[A, J, K]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[J # 256], m[A, K]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[J # 256], m[1], m[A, K]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[J # 256], m[A], m[K]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[J # 256], m[A], m[K]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[J # 256], m[A], m[K]>
!vbranch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[J # 256], m[A], m[K]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[J # 256], m[A], m[K]>

module attributes {mapping.axes = #mapping.axes<A = 8, N = 256, J = 32, K = 8>} {
  stream.kernel @kernel(%x: !hbmn) -> !hbmn attributes {chips = 1 : i64} {
    %xs = stream.split_axis %x "N" into "J", "K" : !hbmn -> !hbm
    %d = stream.to_dm %xs at 0 : !hbm -> !dm
    %b = stream.begin %d : !dm -> !begin
    %f = stream.fetch %b : !begin -> !fetch
    %c = stream.collect %f : !fetch -> !collect
    %v0 = stream.vector_init %c : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbranch
    %v2 = stream.vector_fxp add_fxp %v1, 1 : !vbranch -> !vbranch
    %v3 = stream.vector_final %v2 : !vbranch -> !vfinal
    %o = stream.commit %v3 at 4096 : !vfinal -> !dm
    %h = stream.to_hbm %o at 1048576 : !dm -> !hbm
    %y = stream.merge_axes %h "J", "K" into "N" : !hbm -> !hbmn
    stream.return %y : !hbmn
  }

  stream.host_func @main(%x: !host) -> !host {
    %xh = stream.to_hbm %x at 0 : !host -> !hbmn
    %yh = stream.launch @kernel(%xh) : (!hbmn) -> !hbmn
    %y = stream.to_host %yh : !hbmn -> !host
    stream.return %y : !host
  }
}
