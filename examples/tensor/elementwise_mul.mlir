// Elementwise multiplication at the tensor level: the nt version of
// examples/elementwise_mul.mlir (same host signature: two i32 host arrays of 2048
// elements in, one out). The plan streams lhs and loads rhs into the VRF by the sub
// context, as the hand-written kernel does; nt.binary mul on i32 becomes mul_int, which
// keeps the low 32 bits where nt saturates (decisions.md PLN-3).
// RUN: visa-opt --plan %s -o %t.mlir
// RUN: visa-run %t.mlir --check --output-dir %t.out | FileCheck %s
// RUN: visa-run %t.mlir --check --seed 1 --output-dir %t.out | FileCheck %s
// CHECK: check: pass (2048 result elements equal the interpreter's)
func.func @main(%lhs: !nt.tensor<[A: 2048], i32>, %rhs: !nt.tensor<[A: 2048], i32>) -> !nt.tensor<[A: 2048], i32> {
  %y = nt.binary mul %lhs, %rhs : !nt.tensor<[A: 2048], i32>, !nt.tensor<[A: 2048], i32> -> !nt.tensor<[A: 2048], i32>
  return %y : !nt.tensor<[A: 2048], i32>
}
