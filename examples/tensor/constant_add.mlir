// Constant addition at the tensor level: the nt version of examples/constant_add.mlir
// (same host signature: one i32 host array of 2048 elements in, one out). visa-opt
// --plan lowers it to a stream kernel (visa-plan), which visa-run checks on the stream
// interpreter and the simulator bit for bit. nt integer addition saturates, so the plan
// uses add_fxp_sat where the hand-written kernel uses add_fxp (decisions.md PLN-3).
// RUN: visa-opt --plan %s -o %t.mlir
// RUN: visa-run %t.mlir --check --output-dir %t.out | FileCheck %s
// RUN: visa-run %t.mlir --check --seed 1 --output-dir %t.out | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)
func.func @main(%x: !nt.tensor<[A: 2048], i32>) -> !nt.tensor<[A: 2048], i32> {
  %one = nt.constant dense<1> : tensor<i32> : !nt.tensor<[], i32>
  %y = nt.binary add %x, %one : !nt.tensor<[A: 2048], i32>, !nt.tensor<[], i32> -> !nt.tensor<[A: 2048], i32>
  return %y : !nt.tensor<[A: 2048], i32>
}
