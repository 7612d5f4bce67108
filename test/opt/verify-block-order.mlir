// The verifier checks a block's terminator on leaving the block, and only when the block's
// ops verified, as MLIR's does (it stops at the first failing op): an op's own error is the
// only one reported for a block that also lacks its terminator (mlir-opt-22 passes this file
// with the same flags).
// RUN: visa-opt %s --split-input-file --verify-diagnostics

func.func @op_error_first(%a: f32) {
  // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like}}
  %b = arith.addi %a, %a : f32
}

// -----

func.func @no_terminator(%a: i32) {
  // expected-error@+1 {{block with no terminator}}
  %b = arith.addi %a, %a : i32
}
