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

// -----

// A bare op name is also looked up in the default dialect, which the error names.
func.func @f() {
  // expected-error @+1 {{custom op 'no_such_op' is unknown (tried 'func.no_such_op' as well)}}
  no_such_op
}

// -----

// expected-error @+1 {{custom op 'no_such_op' is unknown (tried 'builtin.no_such_op' as well)}}
no_such_op

// -----

// expected-error @+1 {{expected '=' in type alias definition}}
!missing_eq i32

// -----

// expected-error @+1 {{expected '=' in attribute alias definition}}
#missing_eq 1

// -----

// expected-error @+1 {{expected '<' in tuple type}}
func.func private @f(tuple i32>)

// -----

// expected-error @+1 {{expected '>' in tuple type}}
func.func private @f(tuple<i32)

// -----

// An unknown bare word is no type.
// expected-error @+1 {{expected non-function type}}
func.func private @f(%a : not_a_type)

// -----

"t.r"() ({
// expected-error @+1 {{expected ':' after block name}}
^bb0 "t.a"() : () -> ()
}) : () -> ()

// -----

"t.r"() ({
// expected-error @+1 {{expected ':' and type for SSA operand}}
^bb0(%a):
}) : () -> ()

// -----

// A block must end in a terminator; checked after its ops, and only when they verify
// (as MLIR, which stops at the first failure).
func.func @f(%a: i32) {
  // expected-error @+1 {{block with no terminator}}
  %0 = arith.addi %a, %a : i32
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
}

// -----

// expected-error @+1 {{expected ':' followed by operation type}}
"t.a"()

// -----

// expected-error @+1 {{expected ')' to end region list}}
"t.a"() ({}, {} : () -> ()

// -----

// expected-error @+1 {{expected ')' to end operand list}}
"t.a"(%x : () -> ()

// -----

// expected-error @+1 {{expected valid ssa identifier}}
%0, = "t.a"() : () -> (i32, i32)

// -----

// expected-error @+1 {{expected '=' after SSA name}}
%0:2 "t.a"() : () -> (i32, i32)

// -----

// expected-error @+1 {{cannot name an operation with no results}}
%0 = "t.a"() : () -> ()
