// The relabelling views at every level (docs/decisions.md T9K-1): the host's f32 x [4, 64]
// (axes A, N) is read as i32 by a host-level `stream.bitcast`, its HBM copy is seen over
// axis M by `stream.rename_axis`, the Vector Engine adds 1 to every word (the next f32 up
// for a positive x), the DM result is read as f32 again by a DM-level bitcast and named
// back to N there. No view writes a command (the cycle table lists the DMAs and one pass);
// driver/tests/topk.rs checks bits(y) = bits(x) + 1 against a plain loop.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s --check-prefix=ROUND
// CHECK: argument 0: [4, 64] f32
// CHECK: result 0: [4, 64] f32
// CHECK: check: pass (256 result elements equal the interpreter's)
// ROUND: stream.rename_axis %{{.*}} "N" to "M" : !{{.*}} -> !{{.*}}
// ROUND: stream.bitcast %{{.*}} : !dm_i32 -> !dm_f32
// ROUND: stream.rename_axis %{{.*}} "M" to "N" : !{{.*}} -> !{{.*}}
// ROUND: stream.bitcast %{{.*}} : !host_f32 -> !host_i32

!hostf = !stream.host<f32, m[A, N]>
!hosti = !stream.host<i32, m[A, N]>
!hbmi = !stream.hbm<i32, m[1], m[A, N]>
!hbmm = !stream.hbm<i32, m[1], m[A, M]>
!hbmf = !stream.hbm<f32, m[1], m[A, N]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A # 256], m[M]>
!dmf = !stream.dm<f32, m[1], m[1 # 2], m[A # 256], m[M]>
!dmn = !stream.dm<f32, m[1], m[1 # 2], m[A # 256], m[N]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A # 256], m[1], m[M]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A # 256], m[M / 8], m[M % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A # 256], m[M / 8], m[M % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A # 256], m[M / 8], m[M % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A # 256], m[M / 8], m[M % 8]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A # 256], m[M / 8], m[M % 8]>

module attributes {mapping.axes = #mapping.axes<A = 4, N = 64, M = 64>} {
  stream.kernel @kernel(%x: !hbmi) -> !hbmf attributes {chips = 1 : i64} {
    %xm = stream.rename_axis %x "N" to "M" : !hbmi -> !hbmm
    %d = stream.to_dm %xm : !hbmm -> !dm
    %a0 = stream.begin %d : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 unconditional : !vinit -> !vb
    %a5 = stream.vector_fxp add_fxp %a4, 1 : !vb -> !vb
    %a6 = stream.vector_final %a5 : !vb -> !vf
    %o = stream.commit %a6 : !vf -> !dm
    %of = stream.bitcast %o : !dm -> !dmf
    %on = stream.rename_axis %of "M" to "N" : !dmf -> !dmn
    %h = stream.to_hbm %on : !dmn -> !hbmf
    stream.return %h : !hbmf
  }

  stream.host_func @main(%x: !hostf) -> !hostf {
    %xi = stream.bitcast %x : !hostf -> !hosti
    %xh = stream.to_hbm %xi : !hosti -> !hbmi
    %r = stream.launch @kernel(%xh) : (!hbmi) -> !hbmf
    %y = stream.to_host %r : !hbmf -> !hostf
    stream.return %y : !hostf
  }
}
