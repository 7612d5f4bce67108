// MulFxp (FxpMul, manual L4824–4836) end to end: visa-run --check runs the stream-level
// interpreter beside the simulator and requires the same bytes. The numerics are
// docs/decisions.md "MulFxp": Q31, floor(a·b / 2^31 + 1/2), MIN × MIN → MAX.
// K2's shape (L221–299) with mul_fxp in place of mul_int.
// RUN: rm -rf %t && mkdir -p %t
// Seeded random operands over the whole i32 range.
// RUN: visa-run %s --check --output-dir %t | FileCheck %s
// RUN: visa-run %s --check --seed 3 --output-dir %t | FileCheck %s
// Edge operands: fxp_x.npy and fxp_y.npy pair each of MIN, MIN+1, -2^30-1, -2^30, -3, -2,
// -1, 0, 1, 2, 3, 2^30-1, 2^30, 2^30+1, MAX-1, MAX with each of them (elements 0..512;
// MIN × MIN saturates, ±2^30 × 1 and -3 × 2^30 are rounding ties), then random values.
// RUN: visa-run %s --check --input 0=%S/Inputs/fxp_x.npy --input 1=%S/Inputs/fxp_y.npy --output-dir %t | FileCheck %s
// The immediate form: every element times -1.0 (MIN) and times 0.5 (2^30).
// RUN: sed 's/%v1, %rhs_vrf : !vbranch, !vrf/%v1, -2147483648 : !vbranch/' %s > %t/imm.mlir
// RUN: visa-run %t/imm.mlir --check --input 0=%S/Inputs/fxp_x.npy --output-dir %t | FileCheck %s
// RUN: sed 's/%v1, %rhs_vrf : !vbranch, !vrf/%v1, 1073741824 : !vbranch/' %s > %t/half.mlir
// RUN: visa-run %t/half.mlir --check --input 0=%S/Inputs/fxp_x.npy --output-dir %t | FileCheck %s
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
    %lhs_dm = stream.to_dm %lhs at 0 : !hbm -> !dm
    %rhs_dm = stream.to_dm %rhs at 4096 : !hbm -> !dm
    %s0 = stream.begin %rhs_dm : !dm -> !sbegin
    %s1 = stream.fetch %s0 : !sbegin -> !sfetch
    %s2 = stream.collect %s1 : !sfetch -> !scollect
    %rhs_vrf = stream.to_vrf %s2 at 0 : !scollect -> !vrf
    %m0 = stream.begin %lhs_dm : !dm -> !begin
    %m1 = stream.fetch %m0 : !begin -> !fetch
    %m2 = stream.collect %m1 : !fetch -> !collect
    %v0 = stream.vector_init %m2 : !collect -> !vinit
    %v1 = stream.vector_intra_slice_branch %v0 unconditional : !vinit -> !vbranch
    %v2 = stream.vector_fxp mul_fxp %v1, %rhs_vrf : !vbranch, !vrf -> !vbranch
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
