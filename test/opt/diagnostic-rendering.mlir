// Diagnostics print as file:line:col: severity: message, then the source line and a
// caret under the column, then attached notes the same way; the exit code is non-zero.
// RUN: not visa-opt %s 2>&1 | FileCheck %s

// CHECK: diagnostic-rendering.mlir:[[# @LINE + 5]]:8: error: 'arith.addi' op operand #0 does not dominate this use
// CHECK-NEXT: {{^}}  %0 = arith.addi %1, %1 : i32
// CHECK-NEXT: {{^}}       ^
// CHECK-NEXT: diagnostic-rendering.mlir:[[# @LINE + 3]]:8: note: operand defined here
func.func @f() -> i32 {
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 1 : i32
  return %0 : i32
}
