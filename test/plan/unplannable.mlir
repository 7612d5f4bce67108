// visa-opt --plan refuses what this planner slice cannot place with a located error and
// a non-zero exit, and writes no output (issue 22).
// RUN: not visa-opt --plan %s -o %t.mlir 2>&1 | FileCheck %s
// RUN: not test -e %t.mlir
// CHECK: unplannable.mlir:9:8: error: nt.binary max on i32: the Vector Engine's fixed-point stage has no such op (L4824–4836)
func.func @main(%x: !nt.tensor<[A: 64], i32>, %y: !nt.tensor<[A: 64], i32>) -> !nt.tensor<[A: 64], i32> {
  // The planner's fixed-point path has add_fxp_sat, sub_fxp_sat and mul_int; max is
  // refused at the op.
  %z = nt.binary max %x, %y : !nt.tensor<[A: 64], i32>, !nt.tensor<[A: 64], i32> -> !nt.tensor<[A: 64], i32>
  return %z : !nt.tensor<[A: 64], i32>
}
