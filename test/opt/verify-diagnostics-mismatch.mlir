// --verify-diagnostics fails, naming both sides, when expectations and diagnostics differ.
// RUN: not visa-opt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s

func.func @wrong_text(%a: i32, %b: i64) -> i32 {
  // CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 3]]:8: error: unexpected error: 'arith.addi' op requires the same type for all operands and results
  // CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 1]]:6: error: expected error "something else entirely" was not produced
  // expected-error @+1 {{something else entirely}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}

// -----

// CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 1]]:4: error: expected error "never happens" was not produced
// expected-error @+1 {{never happens}}
func.func @valid() {
  return
}

// -----

// CHECK: verify-diagnostics-mismatch.mlir:[[# @LINE + 1]]:4: error: expected '{{\{\{}}' after the expected diagnostic kind
// expected-error oops
func.func @malformed() {
  return
}
