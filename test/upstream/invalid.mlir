// Every verifier error of func, arith and scf, and the custom-syntax parse errors,
// worded as MLIR words them.
// RUN: visa-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.addi %a, %a : f32
  return
}

// -----

func.func @f(%a: si32) {
  // expected-error @+1 {{'arith.muli' op operand #0 must be signless-integer-like, but got 'si32'}}
  %0 = arith.muli %a, %a : si32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.subi' op requires the same type for all operands and results}}
  %0 = "arith.subi"(%a, %b) : (i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.addi' op attribute 'overflowFlags' failed to satisfy constraint: Integer overflow arith flags}}
  %0 = "arith.addi"(%a, %a) {overflowFlags = 1 : i32} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32, %b: i64) {
  // expected-error @+1 {{'arith.cmpi' op requires all operands to have the same type}}
  %0 = "arith.cmpi"(%a, %b) {predicate = 0 : i64} : (i32, i64) -> i1
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'arith.cmpi' 'lhs' must be signless-integer-like, but got 'f32'}}
  %0 = arith.cmpi eq, %a, %a : f32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 10 : i64} : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op requires attribute 'predicate'}}
  %0 = "arith.cmpi"(%a, %a) : (i32, i32) -> i1
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) {predicate = 0 : i64} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.select' op operand #0 must be bool-like, but got 'i32'}}
  %0 = "arith.select"(%a, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @f(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'arith.select' op failed to verify that all of {true_value, false_value, result} have same type}}
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'arith.index_cast' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_cast %a : f32 to index
  return
}

// -----

func.func @f(%a: index) {
  // expected-error @+1 {{'arith.index_cast' op result #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = "arith.index_cast"(%a) : (index) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = 1 : i64} : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op integer return type must be signless}}
  %0 = arith.constant 1 : si8
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "x"} : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi lt, %a, %a : i32
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected one of [none, nsw, nuw] for integer overflow flags}}
  %0 = arith.addi %a, %a overflow<nuv> : i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{expected an integer or float attribute with a type}}
  %0 = arith.constant "text"
  return
}

// -----

func.func private @callee(i32) -> i64

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = func.call @nope(%a) : (i32) -> i64
  return
}

// -----

func.func private @callee(i32) -> i64

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = func.call @callee(%a, %a) : (i32, i32) -> i64
  return
}

// -----

func.func private @callee(i32) -> i64

func.func @f(%a: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type i32, but provided f32 for operand number 0}}
  %0 = func.call @callee(%a) : (f32) -> i64
  return
}

// -----

func.func private @callee(i32) -> i64

func.func @f(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  func.call @callee(%a) : (i32) -> ()
  return
}

// -----

func.func private @callee(i32) -> i64

func.func @f(%a: i32) {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{op result types: f32}}
  // expected-note @+1 {{function result types: i64}}
  %0 = func.call @callee(%a) : (i32) -> f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'func.call' op attribute 'callee' failed to satisfy constraint: flat symbol reference attribute}}
  "func.call"() {callee = @a::@b} : () -> ()
  return
}

// -----

"test.not_a_table"() ({
  func.func private @callee()
  func.func @f() {
    // expected-error @+1 {{'func.call' op 'callee' does not reference a valid function}}
    func.call @callee() : () -> ()
    return
  }
  "test.end"() : () -> ()
}) : () -> ()

// -----

func.func @f(%a: i32) -> (i32, i32) {
  // expected-error @+1 {{'func.return' op has 1 operands, but enclosing function (@f) returns 2}}
  return %a : i32
}

// -----

func.func @f(%a: f32) -> i32 {
  // expected-error @+1 {{type of return operand 0 (f32) doesn't match function result type (i32) in function @f}}
  return %a : f32
}

// -----

// expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
func.return

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl(i32)

// -----

// expected-error @+1 {{'func.func' op visibility expected to be one of ["public", "private", "nested"], but got "friends"}}
"func.func"() ({
}) {function_type = () -> (), sym_name = "d", sym_visibility = "friends"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() ({
^bb0(%a: i32, %b: i32):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op type of entry block argument #0('i64') must match the type of the corresponding argument in function signature('i32')}}
"func.func"() ({
^bb0(%a: i64):
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "f"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 1, but expected 2}}
"func.func"() ({
}) {arg_attrs = [{}], function_type = (i32, i32) -> (), sym_name = "f", sym_visibility = "private"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects argument attribute dictionary to be a DictionaryAttr, but got `unit`}}
"func.func"() ({
}) {arg_attrs = [unit], function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"func.func"() ({
}) {res_attrs = [{}], function_type = (i32) -> (), sym_name = "f", sym_visibility = "private"} : () -> ()

// -----

// expected-error @+1 {{'func.func' op attribute 'function_type' failed to satisfy constraint: type attribute of function type}}
"func.func"() ({
}) {function_type = i32, sym_name = "f", sym_visibility = "private"} : () -> ()

// -----

// expected-error @+2 {{'func.func' op requires attribute 'sym_name'}}
// expected-error @+1 {{'func.func' op requires string attribute 'sym_name'}}
"func.func"() ({
}) {function_type = () -> (), sym_visibility = "private"} : () -> ()

// -----

// expected-error @+1 {{expected SSA identifier}}
func.func @f(%a: i32, f32) {
  return
}

// -----

// expected-error @+1 {{expected type instead of SSA identifier}}
func.func private @f(i32, %a: f32)

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(i32) {
  return
}

// -----

// expected-error @+1 {{type of entry block argument #0('f32') must match the type of the corresponding argument in function signature('i32')}}
func.func @f(i32) {
^bb0(%a: f32):
  return
}

// -----

func.func @f(%a: f32, %n: index) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%a, %n, %n) ({
  ^bb0(%i: index):
    scf.yield
  }) : (f32, index, index) -> ()
  return
}

// -----

func.func @f(%a: i32, %n: index) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%a, %n, %n) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (i32, index, index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.for' op constant step operand must be positive}}
  scf.for %i = %n to %n step %c0 {
  }
  return
}

// -----

func.func @f(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'scf.for' op expected body to have a block argument for the induction variable}}
  "scf.for"(%n, %n, %n) ({
  ^bb0:
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @f(%n: index, %x: i64) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i64' != 'i32'}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i32):
    scf.yield %a : i32
  }) : (index, index, index, i64) -> i32
  return
}

// -----

func.func @f(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%i: index, %a: i64):
    scf.yield %x : i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @f(%n: index, %x: i32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (i32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @f(%n: index, %x: i32, %y: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'f32'}}
  %r = scf.for %i = %n to %n step %n iter_args(%a = %x) -> (i32) {
    scf.yield %y : f32
  }
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%n, %n, %n) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.end'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%n, %n, %n) ({
  ^bb0(%i: index):
    "test.end"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @f(%n: index) {
  %c = arith.constant 1 : index
  // expected-error @+1 {{mismatch in number of loop-carried values and defined values}}
  %r = scf.for %i = %c to %n step %c iter_args(%a = %c, %b = %c) -> (index) {
  }
  return
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'nope'}}
  %f = func.constant @nope : (i32) -> i32
  return %a : i32
}

// -----

func.func @g(%a: i32) -> i32 {
  return %a : i32
}
func.func @f(%a: i32) -> i32 {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %f = func.constant @g : (i64) -> i32
  return %a : i32
}

// -----

func.func @f(%a: i32, %f: (i64) -> i32) -> i32 {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee input types match argument types}}
  %r = "func.call_indirect"(%f, %a) : ((i64) -> i32, i32) -> i32
  return %r : i32
}

// -----

func.func @f(%a: i32, %f: (i32) -> i32) -> i64 {
  // expected-error @+1 {{'func.call_indirect' op failed to verify that callee result types match result types}}
  %r = "func.call_indirect"(%f, %a) : ((i32) -> i32, i32) -> i64
  return %r : i64
}
