// The Branch Logger and the vrf branch mode (L4802, docs/decisions.md C9A-3): pass 1
// assigns ExecutionIds with axis_toggle over A (id = A % 2, L4800) and logs them
// (vector_branch_log: each element becomes its id), committed to DM and loaded into the
// VRF by the sub context; pass 2 reads them back with the vrf mode and adds 1000 to the
// elements of group 1 only. The reference is lowering/tests/vector_branch.rs.
// RUN: rm -rf %t && mkdir -p %t
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-opt %s --lower-to-hw > %t/k.hw.mlir
// RUN: visa-run %t/k.hw.mlir --check-against %s --output-dir %t | FileCheck %s
// RUN: visa-opt %s | visa-opt | FileCheck %s --check-prefix=ROUND
// CHECK: check: pass (8192 result elements equal the interpreter's)
// ROUND: stream.vector_intra_slice_branch %{{.*}} axis_toggle "A"
// ROUND: stream.vector_branch_log
// ROUND: stream.vector_intra_slice_branch %{{.*}} vrf %{{.*}} :

!host = !stream.host<i32, m[R, A]>
!hbm = !stream.hbm<i32, m[1], m[R, A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8], m[R, A % 8]>
!vrf = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8], m[R, A % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8], m[1], m[R, A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!sbegin = !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8], m[1], m[R, A % 8]>
!sfetch = !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!scollect = !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!vb = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>
!vf = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8], m[R], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048, R = 4>} {
  stream.kernel @kernel(%x: !hbm) -> !hbm attributes {chips = 1 : i64} {
    %x_dm = stream.to_dm %x at 0 : !hbm -> !dm
    // Pass 1: log the ExecutionIds of axis_toggle over A.
    %a0 = stream.begin %x_dm : !dm -> !begin
    %a1 = stream.fetch %a0 : !begin -> !fetch
    %a2 = stream.collect %a1 : !fetch -> !collect
    %a3 = stream.vector_init %a2 : !collect -> !vinit
    %a4 = stream.vector_intra_slice_branch %a3 axis_toggle "A" : !vinit -> !vb
    %a5 = stream.vector_branch_log %a4 : !vb -> !vb
    %a6 = stream.vector_final %a5 : !vb -> !vf
    %ids_dm = stream.commit %a6 at 4096 : !vf -> !dm
    %s0 = stream.begin %ids_dm : !dm -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %ids = stream.to_vrf %s2 at 0 : !scollect -> !vrf
    // Pass 2: the vrf mode reads them back.
    %b0 = stream.begin %x_dm : !dm -> !begin
    %b1 = stream.fetch %b0 : !begin -> !fetch
    %b2 = stream.collect %b1 : !fetch -> !collect
    %b3 = stream.vector_init %b2 : !collect -> !vinit
    %b4 = stream.vector_intra_slice_branch %b3 vrf %ids : !vinit, !vrf -> !vb
    %b5 = stream.vector_fxp add_fxp %b4, 1000 {group = 2 : i64} : !vb -> !vb
    %b6 = stream.vector_final %b5 : !vb -> !vf
    %out_dm = stream.commit %b6 at 8192 : !vf -> !dm
    %out = stream.to_hbm %out_dm at 268435456 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%x: !host) -> !host {
    %x_hbm = stream.to_hbm %x at 0 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%x_hbm) : (!hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
