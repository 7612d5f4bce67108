// A wrong or missing token is reported just after the code before it, as mlir-opt-22's
// emitWrongTokenError does: after the previous token on the same line, at the end of the
// previous line when the wrong token starts a line, before a comment there (issue 19
// item 6: a missing `: type` was reported at the next line's first token). mlir-opt-22
// passes this file with the same flags.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

func.func @missing_type_at_line_end(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %x = arith.addi %a, %a
  return
}

// -----

func.func @missing_comma(%a: i32) {
  // expected-error@+1 {{expected ','}}
  %x = arith.addi %a %a : i32
  return
}

// -----

func.func @before_a_comment(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %x = arith.addi %a, %a // no type follows

  return
}
