// IR that mlir-opt-22 rejects, rejected with its words and places (mlir-opt-22 accepts
// these expectations: see invalid-ir-vs-mlir.mlir).
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// What func.func's custom form spells itself may not be written in its dictionary.
// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f() attributes {sym_name = "g"} {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @f() attributes {a, function_type = () -> ()}

// -----

// expected-error @+1 {{custom op 'func.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @f() attributes {sym_visibility = "private"}

// -----

// Other attributes are kept.
func.func @f() attributes {sym_name_like = "g"} {
  return
}

// -----

// A registered dialect allows no unknown op, even with --allow-unregistered-dialect.
// expected-error @+1 {{unregistered operation 'func.foo_bar_op' found in dialect ('func') that does not allow unknown operations}}
"func.foo_bar_op"() : () -> ()

// -----

func.func @f() {
  // expected-error @+1 {{unregistered operation 'arith.not_an_op' found in dialect ('arith') that does not allow unknown operations}}
  %0 = "arith.not_an_op"() : () -> i32
  return
}

// -----

// An unregistered dialect's ops are accepted.
"nodialect.op"() : () -> ()

// -----

// A module's region holds exactly one block.
// expected-error @+1 {{'builtin.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
"builtin.module"() ({
}) : () -> ()

// -----

// Two blocks: the single-block trait speaks first.
// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "t.a"() : () -> ()
^bb1:
  "t.b"() : () -> ()
}) : () -> ()
