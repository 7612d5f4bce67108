// Each chunk is processed on its own; outputs are joined by the marker, and errors
// carry the line numbers of the whole file.
// RUN: not visa-opt %s --split-input-file 2>/dev/null | FileCheck %s
// RUN: not visa-opt %s --split-input-file --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// CHECK-LABEL: func.func @first
// CHECK: // -----
// CHECK-LABEL: func.func @second
func.func @first() {
  return
}

// -----

func.func @second() {
  return
}

// -----

// ERR: split-input-file.mlir:[[# @LINE + 2]]:3: error: 'func.return' op has 0 operands, but enclosing function (@third) returns 1
func.func @third() -> i32 {
  return
}
