// The five shift ops of the Fxp stage (manual L4824–4836) end to end under visa-run --check:
// left_shift (this file), left_shift_sat, logic_right_shift, arith_right_shift and
// arith_right_shift_round (made from it by sed), with the amount from the VRF and as an
// immediate. Numerics: docs/decisions.md "LeftShiftSat", "ArithRightShiftRound",
// "Fixed-point shift amounts".
// RUN: rm -rf %t && mkdir -p %t
// Operands: fxp_x.npy pairs each of MIN, MIN+1, -2^30-1, -2^30, -3, -2, -1, 0, 1, 2, 3,
// 2^30-1, 2^30, 2^30+1, MAX-1, MAX with every amount 0..=31 of fxp_shift.npy (elements
// 0..512), then random values and amounts.
// RUN: visa-run %s --check --input 0=%S/Inputs/fxp_x.npy --input 1=%S/Inputs/fxp_shift.npy --output-dir %t | FileCheck %s
// RUN: sed 's/left_shift %v1/left_shift_sat %v1/' %s > %t/lss.mlir
// RUN: visa-run %t/lss.mlir --check --input 0=%S/Inputs/fxp_x.npy --input 1=%S/Inputs/fxp_shift.npy --output-dir %t | FileCheck %s
// RUN: sed 's/left_shift %v1/logic_right_shift %v1/' %s > %t/lrs.mlir
// RUN: visa-run %t/lrs.mlir --check --input 0=%S/Inputs/fxp_x.npy --input 1=%S/Inputs/fxp_shift.npy --output-dir %t | FileCheck %s
// RUN: sed 's/left_shift %v1/arith_right_shift %v1/' %s > %t/ars.mlir
// RUN: visa-run %t/ars.mlir --check --input 0=%S/Inputs/fxp_x.npy --input 1=%S/Inputs/fxp_shift.npy --output-dir %t | FileCheck %s
// RUN: sed 's/left_shift %v1/arith_right_shift_round %v1/' %s > %t/arsr.mlir
// RUN: visa-run %t/arsr.mlir --check --input 0=%S/Inputs/fxp_x.npy --input 1=%S/Inputs/fxp_shift.npy --output-dir %t | FileCheck %s
// Immediate amounts 0, 1 and 31, seeded random operands over the whole i32 range.
// RUN: sed 's/left_shift %v1, %rhs_vrf : !vbranch, !vrf/arith_right_shift_round %v1, 31 : !vbranch/' %s > %t/arsr31.mlir
// RUN: visa-run %t/arsr31.mlir --check --output-dir %t | FileCheck %s
// RUN: sed 's/left_shift %v1, %rhs_vrf : !vbranch, !vrf/arith_right_shift_round %v1, 1 : !vbranch/' %s > %t/arsr1.mlir
// RUN: visa-run %t/arsr1.mlir --check --output-dir %t | FileCheck %s
// RUN: sed 's/left_shift %v1, %rhs_vrf : !vbranch, !vrf/left_shift_sat %v1, 31 : !vbranch/' %s > %t/lss31.mlir
// RUN: visa-run %t/lss31.mlir --check --output-dir %t | FileCheck %s
// RUN: sed 's/left_shift %v1, %rhs_vrf : !vbranch, !vrf/left_shift_sat %v1, 0 : !vbranch/' %s > %t/lss0.mlir
// RUN: visa-run %t/lss0.mlir --check --output-dir %t | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)

// A VRF amount outside 0..=31 stops the run with an error (exit status 1), no result:
// the random amounts of seed 42 are out of range.
// RUN: not visa-run %t/arsr.mlir --check --output-dir %t 2>&1 | FileCheck %s --check-prefix=RANGE
// RANGE: ArithRightShiftRound: shift amount {{-?[0-9]+}} is outside 0..=31
// RANGE-NOT: check: pass

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
    %v2 = stream.vector_fxp left_shift %v1, %rhs_vrf : !vbranch, !vrf -> !vbranch
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
