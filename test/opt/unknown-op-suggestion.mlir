// A misspelt op of a registered dialect gets a did-you-mean (issue 19 item 6); an op of
// an unregistered dialect keeps mlir-opt's message alone.
// RUN: visa-opt %s -split-input-file -verify-diagnostics

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{custom op 'arith.addii' is unknown; did you mean 'arith.addi'?}}
  %0 = arith.addii %a, %a : i32
  return %0 : i32
}

// -----

func.func @g() {
  // expected-error @+1 {{custom op 'foo.bar' is unknown}}
  foo.bar
  return
}
