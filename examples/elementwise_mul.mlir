// Elementwise multiplication: the manual's second Hello-TCP kernel (002 L221–299).
// The sub context loads rhs into the VRF; the main context multiplies each lhs
// element by its VRF counterpart with MulInt (i32, wrapping).
//
// The manual writes the result to HBM at 1 << 28 (L298), where rhs_hbm already
// lives (L249); this example gives the output its own address, 2 << 28
// (docs/decisions.md, "K2's output HBM address").
//
// The interpreter and the simulator agree on seeded inputs (tools/tests/examples.rs
// runs this file; `visa-run FILE --check` by hand).
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 1 --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)

!host = !stream.host<i32, m[A]>
!hbm = !stream.hbm<i32, m[1], m[A]>
!dm = !stream.dm<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!vrf = !stream.vrf<i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8]>
!sbegin = !stream.tensor<begin, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!sfetch = !stream.tensor<fetch, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!scollect = !stream.tensor<collect, sub, i32, m[1], m[1 # 2], m[A / 8 # 256], m[A % 8 / 8], m[A % 8 % 8]>
!begin = !stream.tensor<begin, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!fetch = !stream.tensor<fetch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!collect = !stream.tensor<collect, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vinit = !stream.tensor<vector_init, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vbranch = !stream.tensor<vector_branch, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>
!vfinal = !stream.tensor<vector_final, main, i32, m[1], m[1 # 2], m[A / 8 # 256], m[1], m[A % 8]>

module attributes {mapping.axes = #mapping.axes<A = 2048>} {
  stream.kernel @kernel(%lhs: !hbm, %rhs: !hbm) -> !hbm attributes {chips = 1 : i64} {
    // Both operands to DM at distinct addresses (L273–274).
    %lhs_dm = stream.to_dm %lhs at 0 : !hbm -> !dm
    %rhs_dm = stream.to_dm %rhs at 4096 : !hbm -> !dm
    // Sub context: rhs → VRF at 0 (L278–285).
    %s0 = stream.begin %rhs_dm : !dm -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %rhs_vrf = stream.to_vrf %s2 at 0 : !scollect -> !vrf
    // Main context: lhs * rhs_vrf (L286–297).
    %m0 = stream.begin %lhs_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %v0 = stream.vector_init %m2 : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbranch
    %v2 = stream.vector_fxp mul_int %v1, %rhs_vrf : !vbranch, !vrf -> !vbranch
    %v3 = stream.vector_final %v2 : !vbranch -> !vfinal
    %out_dm = stream.commit %v3 at 8192 : !vfinal -> !dm
    %out = stream.to_hbm %out_dm at 536870912 : !dm -> !hbm
    stream.return %out : !hbm
  }

  stream.host_func @main(%lhs: !host, %rhs: !host) -> !host {
    %lhs_hbm = stream.to_hbm %lhs at 0 : !host -> !hbm
    %rhs_hbm = stream.to_hbm %rhs at 268435456 : !host -> !hbm
    %out_hbm = stream.launch @kernel(%lhs_hbm, %rhs_hbm) : (!hbm, !hbm) -> !hbm
    %out = stream.to_host %out_hbm : !hbm -> !host
    stream.return %out : !host
  }
}
