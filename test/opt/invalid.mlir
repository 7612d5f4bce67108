// Every class of structural error is a diagnostic at the right place.
// RUN: visa-opt %s --split-input-file --verify-diagnostics

func.func @f(%a: i32) {
  // expected-error @+1 {{expected ':'}}
  %0 = arith.addi %a, %a i32
  return
}

// -----

func.func @unknown_op() {
  // expected-error @+1 {{custom op 'arith.frobnicate' is unknown}}
  arith.frobnicate
  return
}

// -----

func.func @unknown_generic_op() {
  // expected-error @+1 {{operation being parsed with an unregistered dialect ('nope.op')}}
  "nope.op"() : () -> ()
  return
}

// -----

// expected-error @+1 {{expected non-function type}}
func.func @unknown_type(%a: i31x) {
  return
}

// -----

func.func @operand_count(%a: i32) -> i32 {
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @type_mismatch(%a: i32, %b: i64) -> i32 {
  // expected-error @+1 {{'arith.addi' op requires the same type for all operands and results}}
  %0 = "arith.addi"(%a, %b) : (i32, i64) -> i32
  return %0 : i32
}

// -----

func.func @use_before_def() -> i32 {
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %1 : i32
  // expected-note @+1 {{operand defined here}}
  %1 = arith.constant 1 : i32
  return %0 : i32
}

// -----

func.func @undefined_value() -> i32 {
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %nope : i32
}

// -----

func.func @scoping(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %x = arith.constant 1 : i32
  }
  // Values of a nested region are not visible after it.
  // expected-error @+1 {{use of undeclared SSA value name}}
  return %x : i32
}

// -----

// expected-error @+1 {{empty block: expect at least a terminator}}
func.func @missing_terminator() {
^bb0:
}

// -----

func.func @no_terminator() {
  // expected-error @+1 {{block with no terminator}}
  %0 = arith.constant 1 : i32
}

// -----

func.func @redefinition() {
  %0 = arith.constant 1 : i32
  // expected-error @+1 {{redefinition of SSA value '%0'}}
  %0 = arith.constant 2 : i32
  return
}

// -----

// expected-note @+1 {{see existing symbol definition here}}
func.func @dup() {
  return
}
// expected-error @+1 {{redefinition of symbol named 'dup'}}
func.func @dup() {
  return
}
